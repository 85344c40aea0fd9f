"""Summits (campaign) through the binding, as a UI composing deals drives them:
move text in, labels and observations out (Campaign rulebook, "Summits")."""
from __future__ import annotations

import random
from typing import List

import pytest

import arcs


def _campaign_at_a_summit(seed: int, players: int = 4) -> arcs.Game:
    """A campaign game played at random until a player may call the Summit,
    who calls it (no deal limit: the rules, as a table plays)."""
    rng = random.Random(seed)
    game = arcs.Game(players=players, seed=seed, mode=arcs.Mode.CAMPAIGN)
    for _ in range(100000):
        moves = game.legal_moves()
        calls = [m for m in moves if m.kind == arcs.MoveKind.SUMMIT]
        if calls:
            game.apply(calls[0])
            return game
        game.apply(rng.choice(moves))
    raise AssertionError("no Summit was called")


def _moves(game: arcs.Game, prefix: str) -> List[str]:
    return [str(m) for m in game.legal_moves() if str(m).startswith(prefix)]


def test_summit_config_and_enums() -> None:
    with pytest.raises(arcs.BadConfigError):
        arcs.Game(players=3, mode=arcs.Mode.CAMPAIGN, summit_deal_limit=255)
    assert arcs.Negotiation.CEDE_CONTROL == 0 and arcs.Asset.FAVOR == 10
    assert arcs.MoveKind.NEGOTIATE_PASS == arcs.MoveKind.DEAL_ADD + 8


def test_three_party_deal_as_a_ui() -> None:
    game = _campaign_at_a_summit(3)
    caller = game.current_player
    assert caller is not None
    assert _moves(game, f"p{caller} order-done")
    game.apply(f"p{caller} order-done")
    p = game.current_player
    assert p == caller  # the Negotiations start with the caller
    x, y, z = ((p + i) % 4 for i in (1, 2, 3))
    before = game.to_bytes()

    # A rejected deal leaves the state byte-identical.
    game.apply(f"p{p} deal-add p{p} p{x} cede")
    game.apply(_moves(game, f"p{p} cede ")[0])
    game.apply(f"p{p} deal-submit")
    game.apply(f"p{x} deal-reject")
    assert game.to_bytes() == before

    # P cedes a ship to X, X to Y, Y to P: each target chosen from the list,
    # as a composer offers them, every list labelled.
    chosen = []
    for giver, receiver in ((p, x), (x, y), (y, p)):
        game.apply(f"p{p} deal-add p{giver} p{receiver} cede")
        targets = [m for m in game.legal_moves() if m.kind == arcs.MoveKind.CEDE]
        assert targets and all(game.move_label(m) for m in targets)
        ships = [m for m in targets if m.b == 0]
        game.apply(ships[0])
        chosen.append((giver, receiver, ships[0].a))
    # The deal is public: the bystander Z sees it, item by item.
    summit = game.observation(z).campaign.summit
    assert summit.proposer == p and len(summit.deal) == 3
    assert [(d.giver, d.receiver, d.x) for d in summit.deal] == chosen
    assert all(d.action == arcs.Negotiation.CEDE_CONTROL for d in summit.deal)

    view = game.view(None)
    fresh = {(s, q): view.systems[s].fresh[q] for (_, _, s) in chosen for q in range(4)}
    game.apply(f"p{p} deal-submit")
    # The parties consent in turn order from the proposer; Z is no party.
    for q in (x, y):
        assert game.current_player == q
        assert game.move_label(game.legal_moves()[0]) == "Accept the deal"
        game.apply(f"p{q} deal-accept")
    view = game.view(None)
    moved = {}
    for giver, receiver, s in chosen:
        moved[(s, giver)] = moved.get((s, giver), 0) - 1
        moved[(s, receiver)] = moved.get((s, receiver), 0) + 1
    for (s, q), delta in moved.items():
        assert view.systems[s].fresh[q] == fresh[(s, q)] + delta
    # The next player after the proposer negotiates; everyone passes: the end.
    assert game.current_player == x
    for q in (x, y, z, p):
        game.apply(f"p{q} negotiate-pass")
    assert game.observation(z).campaign.summit.phase == 0
