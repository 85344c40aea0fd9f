"""Observation tensors: shape, contents, and no hidden information."""

from __future__ import annotations

import random

import numpy as np
import pytest

import arcs

from conftest import advance


def test_layout_adds_up_to_the_shape() -> None:
    layout = arcs.observation_tensor_layout()
    assert sum(size for _, size in layout) == arcs.observation_tensor_shape()[0]
    assert len({name for name, _ in layout}) == len(layout)
    assert dict(layout)["court_discard"] == len(arcs.cards())


def _segment(t: np.ndarray, name: str) -> np.ndarray:
    at = 0
    for n, size in arcs.observation_tensor_layout():
        if n == name:
            return t[at:at + size]
        at += size
    raise KeyError(name)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_tensor_reads_the_observation(players: int) -> None:
    game = arcs.Game(players=players, seed=players)
    advance(game, random.Random(players), 30)
    for viewer in range(players):
        t = game.observation_tensor(viewer)
        assert t.shape == arcs.observation_tensor_shape() and t.dtype == np.float32
        assert _segment(t, "players_one_hot")[players - 2] == 1
        assert _segment(t, "chapter_one_hot")[game.chapter - 1] == 1
        seat = (game.current_player - viewer) % players
        assert _segment(t, "current_seat")[seat] == 1
        hand = _segment(t, "own_hand")
        assert hand.sum() == game.hand_size(viewer)
        assert _segment(t, "hand_count")[0] == pytest.approx(game.hand_size(viewer) / 10)
        assert _segment(t, "power")[0] == pytest.approx(game.power(viewer) / 30)
        view = game.view(viewer)
        controllers = _segment(t, "controllers").reshape(24, 4)
        for s, system in enumerate(view.systems):
            want = [0.0] * 4
            if system.controller is not None:
                want[(system.controller - viewer) % players] = 1.0
            assert list(controllers[s]) == want
        counts = _segment(t, "ambition_counts").reshape(4, 5)
        for ambition, count in view.player[viewer].ambitions:
            assert counts[0][int(ambition)] == pytest.approx(count / 10)
        court = _segment(t, "court_row_cards").reshape(8, -1)
        for i, place in enumerate(view.court):
            if place.card is not None:
                assert court[i][place.card] == 1 and court[i].sum() == 1
    public = game.observation_tensor(None)
    assert _segment(public, "own_hand").sum() == 0


def test_tensor_leaks_nothing_hidden() -> None:
    """Re-dealing what a player cannot see leaves that player's tensor
    unchanged; another player's tensor (whose hand was re-dealt) changes."""
    rng = random.Random(5)
    for seed in range(5):
        game = arcs.Game(players=4, seed=seed)
        advance(game, rng, 25 + seed * 7)
        for viewer in range(4):
            world = game.clone()
            world.determinize(viewer, 1000 + seed)
            assert np.array_equal(world.observation_tensor(viewer), game.observation_tensor(viewer))
        world = game.clone()
        world.determinize(0, 5)
        changed = [not np.array_equal(world.observation_tensor(v), game.observation_tensor(v)) for v in (1, 2, 3)]
        assert any(changed)


def test_court_deck_count_scaled_by_the_mode() -> None:
    """The Court deck count is divided by the mode's Court pile room (the
    campaign's Court piles hold up to 128 cards), so it stays in 0..1."""
    base = arcs.Game(players=3, seed=2)
    view = base.view(0)
    assert view.court_pile_max == 32
    t = base.observation_tensor(0)
    assert _segment(t, "court_deck_count")[0] == pytest.approx(view.court_deck_count / 32)
    camp = arcs.Game(players=3, seed=2, mode=arcs.Mode.CAMPAIGN, allow_incomplete=True)
    view = camp.view(0)
    assert view.court_pile_max == 128
    t = camp.observation_tensor(0)
    assert _segment(t, "court_deck_count")[0] == pytest.approx(view.court_deck_count / 128)
    assert 0 < _segment(t, "court_deck_count")[0] <= 1


def test_ancient_holdings_slot_in_the_tensor() -> None:
    """Ancient Holdings (Leaders & Lore, lore L13) gives its holder a 7th
    resource slot: the tensor has it (empty: one-hot 'empty'); other
    players' 7th slot is all zeros."""
    holdings = next(c.index for c in arcs.cards() if c.id == "ARCS-L13")
    for seed in range(1, 200):
        game = arcs.Game(players=3, seed=seed, mode=arcs.Mode.LEADERS_LORE, lore_each=2)
        draft = game.view(None).draft
        assert draft is not None
        if holdings not in draft.lore:
            continue
        rng = random.Random(seed)
        while game.view(None).draft.active:  # type: ignore[union-attr]
            moves = game.legal_moves()
            take = [m for m in moves if "Ancient Holdings" in game.move_label(m)]
            game.apply(take[0] if take else rng.choice(moves))
        holder = next(p.player for p in game.view(None).player if holdings in p.lore)
        for viewer in range(3):
            view = game.view(viewer)
            t = game.observation_tensor(viewer)
            res = _segment(t, "resources").reshape(4, 7, 6)
            for p in range(3):
                seat = (p - viewer) % 3
                assert len(view.player[p].slots) == (7 if p == holder else 6)
                slot = view.player[p].slots[6] if p == holder else None
                if slot is None:
                    assert res[seat][6].sum() == 0
                else:
                    want = 0 if slot.resource is None else int(slot.resource) + 1
                    assert res[seat][6][want] == 1 and res[seat][6].sum() == 1
        return
    pytest.fail("no seed put Ancient Holdings in the lore row")
