"""The integer action space and the OpenSpiel-style API on Game."""

from __future__ import annotations

import random

import numpy as np
import pytest

import arcs
from arcs.batch import GameBatch

from conftest import advance


def test_counts_are_the_c_librarys() -> None:
    from arcs._libarcs import lib

    assert arcs.NUM_DISTINCT_ACTIONS == lib.arcs_action_count() > 1000
    assert arcs.NUM_CHANCE_OUTCOMES == lib.arcs_chance_outcome_count() > 18 + 56


@pytest.mark.parametrize("players", [2, 3, 4])
def test_actions_are_the_legal_moves(players: int) -> None:
    rng = random.Random(players)
    with arcs.Game(players=players, seed=players) as game:
        while not game.is_terminal():
            actions = game.legal_actions()
            assert actions == sorted(actions)
            moves = game.legal_moves()
            assert sorted(m.action for m in moves) == actions
            assert {game.action_to_move(a) for a in actions} == set(moves)
            assert all(Game_move_to_action(m) == m.action for m in moves[:3])
            mask = game.legal_actions_mask()
            assert mask.shape == (arcs.NUM_DISTINCT_ACTIONS,) and mask.dtype == np.uint8
            assert list(np.flatnonzero(mask)) == actions
            p = game.current_player
            assert game.legal_actions(p) == actions
            assert game.legal_actions((p + 1) % players) == []
            assert game.returns() == [0.0] * players
            game.apply_action(rng.choice(actions))
        assert game.legal_actions() == []
        assert not game.legal_actions_mask().any()
        returns = game.returns()
        assert returns[game.winner] == 1.0
        assert sum(returns) == pytest.approx(0.0)
        assert sorted(returns)[0] == pytest.approx(-1.0 / (players - 1))


def Game_move_to_action(move: arcs.Move) -> int:  # noqa: N802 (reads as the method it calls)
    return arcs.Game.move_to_action(move)


def test_numpy_integers_are_actions() -> None:
    with arcs.Game(players=2, seed=1) as game:
        action = np.int64(game.legal_actions()[0])
        game.apply_action(action)
        assert len(game.history) == 1


def test_bad_actions_raise_and_change_nothing() -> None:
    with arcs.Game(players=3, seed=5) as game:
        advance(game, random.Random(1), 20)
        before = game.state_hash
        legal = set(game.legal_actions())
        illegal = next(a for a in range(arcs.NUM_DISTINCT_ACTIONS) if a not in legal)
        with pytest.raises(arcs.IllegalMoveError):
            game.apply_action(illegal)
        for bad in (-1, arcs.NUM_DISTINCT_ACTIONS, 1 << 40):
            with pytest.raises(arcs.InvalidArgumentError):
                game.apply_action(bad)
            with pytest.raises(ValueError):
                game.action_to_move(bad)
        with pytest.raises(TypeError):
            game.apply_action("p0 pass")  # type: ignore[arg-type]
        with pytest.raises(TypeError):
            game.apply_action(1.0)  # type: ignore[arg-type]
        assert game.state_hash == before
        game.random_playout(3)
        with pytest.raises(arcs.GameOverError):
            game.apply_action(0)
        with pytest.raises(arcs.GameOverError):
            game.action_to_move(0)


def test_chance_actions() -> None:
    game = arcs.Game(players=2, setup="2p Frontiers", first_player=0, explicit_chance=True)
    rng = random.Random(2)
    seen_chance = 0
    while not game.is_terminal():
        if game.is_chance_node():
            outcomes = game.chance_action_outcomes()
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            assert [a for a, _ in outcomes] == game.legal_actions()
            assert all(0 <= a < arcs.NUM_CHANCE_OUTCOMES for a, _ in outcomes)
            assert game.legal_actions_mask().shape == (arcs.NUM_CHANCE_OUTCOMES,)
            for a, _ in outcomes[:3]:
                move = game.action_to_move(a)
                assert move.kind == arcs.MoveKind.CHANCE and move.action == a
            game.apply_action(rng.choice(outcomes)[0])
            seen_chance += 1
        else:
            assert game.chance_action_outcomes() == []
            game.apply_action(rng.choice(game.legal_actions()))
    assert seen_chance > 50 and game.winner is not None


def test_random_playout_repeats_by_seed() -> None:
    a = arcs.Game(players=4, seed=9)
    b = a.clone()
    n = a.random_playout(123)
    assert b.random_playout(123) == n == len(a.history)
    assert a.is_over and a.state_hash == b.state_hash
    c = arcs.Game(players=4, seed=9)
    assert c.random_playout(1, max_moves=30) == 30 and not c.is_over
    c.undo(30)
    assert c.state_hash == arcs.Game(players=4, seed=9).state_hash
    with pytest.raises(ValueError):
        c.random_playout(-1)
    with pytest.raises(ValueError):
        c.random_playout(1, max_moves=-2)
    assert a.random_playout(5) == 0


def test_serialize_round_trip() -> None:
    game = arcs.Game(players=3, seed=4)
    advance(game, random.Random(4), 50)
    text = game.serialize()
    assert isinstance(text, str)
    copy = arcs.Game.deserialize(text)
    assert copy.state_hash == game.state_hash and copy.history == game.history
    with pytest.raises(arcs.CorruptDataError):
        arcs.Game.deserialize("not base64!")
    with pytest.raises(arcs.CorruptDataError):
        arcs.Game.deserialize("AAAA")


def test_information_state_hides_rivals_face_down_cards() -> None:
    """A Rival's Copy shows as "?" in the information state; the player's own
    shows the card."""
    rng = random.Random(3)
    for seed in range(1, 40):
        game = arcs.Game(players=2, seed=seed)
        for _ in range(400):
            if game.is_over:
                break
            copies = [m for m in game.legal_moves() if m.kind == arcs.MoveKind.COPY]
            game.apply(copies[0] if copies else rng.choice(game.legal_moves()))
            if copies:
                break
        if not copies:
            continue
        mover = copies[0].player
        rival = 1 - mover
        assert str(copies[0]) in game.information_state_string(mover)
        assert str(copies[0]) not in game.information_state_string(rival)
        assert f"p{mover} copy ?" in game.information_state_string(rival)
        return
    pytest.fail("no game with a Copy")


def test_information_state_is_the_same_in_worlds_the_player_cannot_tell_apart() -> None:
    game = arcs.Game(players=3, seed=8)
    advance(game, random.Random(8), 60)
    world = game.clone()
    world.determinize(1, 77)
    assert world.observation_string(1) == game.observation_string(1)
    assert world.observation_bytes(0) != game.observation_bytes(0)  # player 0's hand re-dealt


def test_batch_steps_like_single_games() -> None:
    batch = GameBatch(5, players=3, seed=10, auto_reset=False, history=arcs.History.FULL)
    singles = [arcs.Game(players=3, seed=10 + i) for i in range(5)]
    rng = np.random.default_rng(0)
    for _ in range(200):
        actions, offsets = batch.legal_actions()
        for i, g in enumerate(singles):
            assert list(actions[offsets[i]:offsets[i + 1]]) == g.legal_actions()
        chosen = batch.random_actions(rng)
        statuses = batch.step(chosen)
        for i, g in enumerate(singles):
            if g.is_over:
                assert chosen[i] == -1 and statuses[i] != 0
                continue
            g.apply_action(int(chosen[i]))
            assert statuses[i] == 0
            assert batch.games[i].state_hash == g.state_hash
    with pytest.raises(ValueError):
        batch.step(np.zeros(4, dtype=np.int32))
    bad = batch.step(np.full(5, -1, dtype=np.int32))
    assert (bad != 0).all()
    batch.close()


def test_batch_auto_resets_finished_games() -> None:
    finished = []
    batch = GameBatch(3, players=2, seed=1, on_game_over=lambda g: finished.append(g.winner))
    rng = np.random.default_rng(1)
    while batch.games_finished < 4:
        batch.step(batch.random_actions(rng))
    assert len(finished) == batch.games_finished and all(w in (0, 1) for w in finished)
    assert batch.actions_applied > 4 * 100
    batch.close()


def test_batch_step_reports_ended_games_and_restarts_them_in_c() -> None:
    # The fused step (arcs_step_batch): a finished game is started afresh in
    # C with the next seed, as Game(players, seed) would be, and ended[i]
    # gives its winner; legal_actions() then returns the listed arrays.
    batch = GameBatch(3, players=2, seed=5)
    singles = [arcs.Game(players=2, seed=5 + i, history=arcs.History.MOVES) for i in range(3)]
    next_seed = 8
    rng = np.random.default_rng(2)
    ended_seen = 0
    while ended_seen < 3:
        chosen = batch.random_actions(rng)
        statuses = batch.step(chosen)
        assert statuses is batch.statuses and not statuses.any()
        actions, offsets = batch.legal_actions()
        assert actions.base is not None  # a view of the batch's buffer
        for i, g in enumerate(singles):
            g.apply_action(int(chosen[i]))
            if g.is_over:
                assert batch.ended[i] == g.winner
                g.close()
                singles[i] = g = arcs.Game(players=2, seed=next_seed, history=arcs.History.MOVES)
                next_seed += 1
                ended_seen += 1
            else:
                assert batch.ended[i] == -1
            assert batch.games[i].state_hash == g.state_hash
            assert list(actions[offsets[i]:offsets[i + 1]]) == g.legal_actions()
    assert batch.games_finished == ended_seen == next_seed - 8
    # A list of ints is accepted; an illegal action leaves its game unchanged.
    before = batch.games[0].state_hash
    illegal = next(a for a in range(arcs.NUM_DISTINCT_ACTIONS) if a not in batch.games[0].legal_actions())
    statuses = batch.step([illegal] + [int(a) for a in batch.random_actions(rng)[1:]])
    assert statuses[0] == arcs.Status.ILLEGAL_MOVE and not statuses[1:].any()
    assert batch.games[0].state_hash == before
    for g in singles:
        g.close()
    batch.close()
