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
    camp = arcs.Game(players=3, seed=2, mode=arcs.Mode.CAMPAIGN)
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


def _campaign_with(seed: int, wanted: tuple) -> arcs.Game:
    """A 3-player campaign game whose players keep a wanted Fate when dealt one."""
    game = arcs.Game(players=3, seed=seed, mode=arcs.Mode.CAMPAIGN, first_player=0)
    rng = random.Random(seed)
    while any(m.kind == arcs.MoveKind.FATE for m in game.legal_moves()):
        moves = [m for m in game.legal_moves() if m.kind == arcs.MoveKind.FATE]
        p = moves[0].player
        dealt = game.view(p).player[p].fate_dealt
        keep = [m for m, c in zip(moves, dealt) if arcs.card(c).id in wanted]
        game.apply(keep[0] if keep else rng.choice(moves))
    return game


def test_golems_and_faithful_sides_in_the_view_and_tensor() -> None:
    """Campaign (ARCS_VIEW_VERSION 4): the Golems show where they lie,
    named only once seen Awake; a played Faithful card shows with its side,
    never as face down. A determinized world (re-dealing what the viewer
    cannot know, Sleeping Golems included) gives the same view and tensor.
    (Random play seldom reaches a played Faithful card: the C tests
    faithful_surpass_only_matches_its_side and view_agrees_with_observation
    check its side in the view.)"""
    saw_golem = False
    for seed in range(1, 12):
        game = _campaign_with(seed, ("ARCS-FATE05", "ARCS-FATE08"))
        rng = random.Random(seed)
        for step in range(600):
            if game.is_over:
                break
            if step % 20 == 0:
                for viewer in (None, 0, 1, 2):
                    view = game.view(viewer)
                    t = game.observation_tensor(viewer)
                    golems = [s.golem for s in view.systems if s.golem is not None]
                    golems += [x.golem_token for p in view.player for x in p.slots if x.golem_token is not None]
                    golems += list(view.hearth_golems)
                    for g in golems:
                        saw_golem = True
                        assert g.golem is not None or not g.awake  # Awake ones are named
                    on_map = _segment(t, "golems_on_map").reshape(24, 5)
                    for s, system in enumerate(view.systems):
                        want = [0.0] * 5
                        if system.golem is not None:
                            want[4 if system.golem.golem is None else int(system.golem.golem)] = 1.0
                        assert list(on_map[s]) == want
                    played = _segment(t, "played_faithful").reshape(4, 11)
                    for p in view.player:
                        seat = (p.player - (viewer or 0)) % 3
                        if p.played is not None and 31 <= p.played <= 39:
                            assert played[seat][p.played - 31] == 1
                            assert _segment(t, "played_card").reshape(4, 30)[seat][28] == 0  # not face down
                            if p.played_side is not None:
                                assert played[seat][9 + int(p.played_side)] == 1
                    if viewer is not None:
                        world = game.clone()
                        world.determinize(viewer, seed * 100 + step)
                        assert world.view(viewer) == view
                        assert np.array_equal(world.observation_tensor(viewer), t)
            game.apply(rng.choice(game.legal_moves()))
    assert saw_golem


def test_faithful_cards_encoded_face_up_with_their_side() -> None:
    """A led / played Faithful card (campaign, ARCS-F813) is public: the
    tensor encodes the card and its side, not a face-down card, and the lead
    does not spill out of ``lead_card``."""
    import dataclasses

    from arcs._tensor import encode

    game = arcs.Game(players=3, seed=3, mode=arcs.Mode.CAMPAIGN)
    view = game.view(1)
    five = 31 + 4  # Faithful "5"
    players = list(view.player)
    players[2] = dataclasses.replace(players[2], played=five, played_side=arcs.FaithfulSide.WISDOM,
                                     play_mode=arcs.PlayMode.LEAD)
    view = dataclasses.replace(view, player=tuple(players), lead_card=five)
    t = encode(view, 3)
    seat = (2 - 1) % 3
    played = _segment(t, "played_faithful").reshape(4, 11)
    assert played[seat][4] == 1 and played[seat][9 + 1] == 1 and played[seat].sum() == 2
    assert _segment(t, "played_card").reshape(4, 30)[seat].sum() == 0
    lead = _segment(t, "lead_faithful")
    assert lead[4] == 1 and lead[9 + 1] == 1 and lead.sum() == 2
    assert _segment(t, "lead_card").sum() == 0
    assert _segment(t, "pips")[0] == pytest.approx(view.pips / 4)
