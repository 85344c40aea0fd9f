"""Game: decisions, apply, undo, clone, errors leave the game unchanged."""

from __future__ import annotations

import gc
import random
import threading
import weakref
from typing import List

import pytest

import arcs
from arcs._libarcs import lib

from conftest import MAX_DECISIONS, advance, play_random


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_full_random_game(players: int, seed: int) -> None:
    rng = random.Random(seed * 10 + players)
    with arcs.Game(players=players, seed=seed) as game:
        assert game.players == players
        assert game.chapter == 1
        assert not game.is_over and game.winner is None
        hashes = play_random(game, rng)
        assert game.is_over, f"no end after {MAX_DECISIONS} decisions"
        assert game.current_player is None
        assert game.legal_moves() == []
        assert game.winner in range(players)
        assert 1 <= game.chapter <= 5
        assert len(game.history) == len(hashes)
        with pytest.raises(arcs.GameOverError):
            game.apply(game.history[-1])
        assert game.state_hash == hashes[-1]


def test_same_seed_same_game() -> None:
    runs = []
    for _ in range(2):
        with arcs.Game(players=4, seed=42) as game:
            runs.append(play_random(game, random.Random(9)))
    assert runs[0] == runs[1]
    with arcs.Game(players=4, seed=42) as a, arcs.Game(players=4, seed=43) as b:
        assert a.state_hash != b.state_hash


def test_current_player_and_moves_agree() -> None:
    rng = random.Random(5)
    with arcs.Game(players=3, seed=5) as game:
        for _ in range(300):
            if game.is_over:
                break
            who = game.current_player
            moves = game.legal_moves()
            assert who is arcs.CHANCE or who in range(3)
            assert all(m.player == who for m in moves)
            assert len(set(moves)) == len(moves)
            for m in moves:
                assert arcs.Move.parse(str(m)) == m
            game.apply(rng.choice(moves))


def test_apply_accepts_text() -> None:
    with arcs.Game(players=4, seed=3) as a, arcs.Game(players=4, seed=3) as b:
        move = a.legal_moves()[0]
        a.apply(move)
        b.apply(str(move))
        assert a.state_hash == b.state_hash
        assert b.history == [move]
        with pytest.raises(TypeError):
            a.apply(3)  # type: ignore[arg-type]


def illegal_candidates(game: arcs.Game) -> List[arcs.Move]:
    """Moves by the deciding player that are not legal now."""
    who = game.current_player
    assert isinstance(who, int)
    legal = set(game.legal_moves())
    out = []
    for kind in arcs.MoveKind:
        for a in (0, 1, 7, 23, 200):
            m = arcs.Move(kind, who, a)
            if m not in legal:
                out.append(m)
    return out


def test_illegal_moves_raise_and_leave_the_game_unchanged() -> None:
    rng = random.Random(11)
    with arcs.Game(players=4, seed=11) as game:
        for _ in range(40):
            if game.is_over or game.current_player is arcs.CHANCE:
                break
            before = game.state_hash
            history = game.history
            moves = game.legal_moves()
            who = game.current_player
            assert isinstance(who, int)
            for bad in illegal_candidates(game):
                with pytest.raises(arcs.IllegalMoveError) as info:
                    game.apply(bad)
                assert info.value.status in (arcs.Status.ILLEGAL_MOVE,)
                assert str(bad) in str(info.value) or "MoveKind" in str(info.value)
                assert game.state_hash == before
            # A legal move, but named for another player.
            other = (who + 1) % 4
            stolen = arcs.Move(moves[0].kind, other, moves[0].a, moves[0].b, moves[0].c, moves[0].d)
            with pytest.raises(arcs.WrongPlayerError) as wrong:
                game.apply(stolen)
            assert wrong.value.c_message.startswith("wrong player")
            with pytest.raises(arcs.ParseError):
                game.apply("p0 fly away")
            assert game.state_hash == before
            assert game.history == history
            assert game.legal_moves() == moves
            game.apply(rng.choice(moves))


def test_undo_restores_hashes() -> None:
    rng = random.Random(21)
    with arcs.Game(players=3, seed=21) as game:
        start = game.state_hash
        hashes = [start]
        moves = []
        for _ in range(200):
            if game.is_over:
                break
            m = rng.choice(game.legal_moves())
            game.apply(m)
            moves.append(m)
            hashes.append(game.state_hash)
        assert game.history == moves
        for i in range(len(moves), 0, -1):
            assert game.state_hash == hashes[i]
            game.undo()
            assert game.state_hash == hashes[i - 1]
            assert game.history == moves[: i - 1]
        assert game.state_hash == start
        with pytest.raises(arcs.NoHistoryError):
            game.undo()
        assert game.state_hash == start


def test_undo_many_steps_and_errors() -> None:
    rng = random.Random(4)
    with arcs.Game(players=2, seed=4) as game:
        start = game.state_hash
        done = advance(game, rng, 30)
        mid = game.state_hash
        with pytest.raises(arcs.NoHistoryError):
            game.undo(len(done) + 1)
        with pytest.raises(arcs.NoHistoryError):
            game.undo(1 << 40)
        assert game.state_hash == mid
        with pytest.raises(ValueError):
            game.undo(-1)
        game.undo(0)
        assert game.state_hash == mid
        game.undo(len(done))
        assert game.state_hash == start
        # Replaying the same moves reaches the same state.
        for m in done:
            game.apply(m)
        assert game.state_hash == mid


def test_clone_is_independent() -> None:
    rng = random.Random(8)
    with arcs.Game(players=4, seed=8) as game:
        advance(game, rng, 25)
        h = game.state_hash
        copy = game.clone()
        assert copy.state_hash == h
        assert copy.history == game.history
        assert copy.legal_moves() == game.legal_moves()
        advance(copy, random.Random(1), 25)
        assert game.state_hash == h
        # The original moves on; the copy is unaffected.
        game.undo()
        copy_hash = copy.state_hash
        advance(game, rng, 10)
        assert copy.state_hash == copy_hash
        # The copy keeps working after the original is closed.
        game.close()
        copy.undo(len(copy.history))
        assert copy.state_hash == arcs.Game(players=4, seed=8).state_hash
        copy.close()


def test_copy_state_from() -> None:
    rng = random.Random(12)
    with arcs.Game(players=3, seed=12) as src, arcs.Game(players=3, seed=99) as dst:
        advance(src, rng, 15)
        dst.copy_state_from(src)
        assert dst.state_hash == src.state_hash
        assert dst.history == []
        with pytest.raises(arcs.NoHistoryError):
            dst.undo()
        with arcs.Game(players=2, seed=1) as other:
            before = other.state_hash
            with pytest.raises(arcs.InvalidArgumentError):
                other.copy_state_from(src)
            assert other.state_hash == before


def test_queries() -> None:
    with arcs.Game(players=4, seed=6) as game:
        assert game.powers() == [game.power(p) for p in range(4)]
        assert all(0 <= game.hand_size(p) <= 8 for p in range(4))
        assert game.initiative in range(4)
        assert game.setup_name.startswith("4p")
        for bad in (-1, 4, True):
            with pytest.raises(ValueError):
                game.power(bad)
            with pytest.raises(ValueError):
                game.hand_size(bad)
        text = game.describe()
        assert isinstance(text, str) and text.count("\n") > 3
        assert "players=4" in repr(game)


def test_setup_card_by_name() -> None:
    with arcs.Game(players=4, seed=1, setup="4p Mix Up 1") as game:
        assert game.setup_name == "4p Mix Up 1"


def test_log_sink_receives_lines() -> None:
    lines: List[str] = []
    with arcs.Game(players=2, seed=3, log=lines.append) as game:
        play_random(game, random.Random(3))
        assert lines and all(isinstance(line, str) for line in lines)
        count = len(lines)
        copy = game.clone()
        del game
    gc.collect()
    copy.undo(len(copy.history) // 2)  # the clone still has a live sink
    play_random(copy, random.Random(4))
    assert len(lines) > count
    copy.close()


def live_blocks() -> int:
    return int(lib.arcs_py_live_blocks())


def test_context_manager_frees() -> None:
    base = live_blocks()
    with arcs.Game(players=4, seed=1) as game:
        advance(game, random.Random(1), 20)
        assert live_blocks() > base
    assert game.closed
    assert live_blocks() == base
    for use in (lambda: game.legal_moves(), lambda: game.state_hash,
                lambda: game.apply("p0 pass"), lambda: game.undo(), lambda: game.clone()):
        with pytest.raises(ValueError, match="closed"):
            use()
    game.close()  # closing twice is fine
    assert repr(game) == "<arcs.Game closed>"
    with pytest.raises(ValueError):
        with game:
            pass


def test_garbage_collection_frees() -> None:
    base = live_blocks()
    game = arcs.Game(players=3, seed=2)
    clone = game.clone()
    advance(clone, random.Random(2), 10)
    ref = weakref.ref(game)
    del game, clone
    gc.collect()
    assert ref() is None
    assert live_blocks() == base


def test_many_games_do_not_leak() -> None:
    base = live_blocks()
    for seed in range(200):
        g = arcs.Game(players=2 + seed % 3, seed=seed)
        advance(g, random.Random(seed), 5)
        g.clone()
    del g
    gc.collect()
    assert live_blocks() == base


def test_games_on_separate_threads() -> None:
    def run(seed: int, out: List[List[int]]) -> None:
        with arcs.Game(players=4, seed=seed) as game:
            out.append(play_random(game, random.Random(seed), 3000))

    expected: List[List[int]] = []
    for seed in range(4):
        run(seed, expected)
    results: List[List[List[int]]] = [[] for _ in range(4)]
    threads = [threading.Thread(target=run, args=(s, results[s])) for s in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [r[0] for r in results] == expected


def test_legal_moves_is_a_fresh_list() -> None:
    with arcs.Game(players=3, seed=30) as a, arcs.Game(players=3, seed=30) as b:
        moves = a.legal_moves()
        expected = list(moves)
        moves.clear()
        assert a.legal_moves() == expected
        assert b.legal_moves() == expected
        assert b.legal_moves() is not b.legal_moves()


def test_moves_only_history() -> None:
    rng = random.Random(31)
    with arcs.Game(players=3, seed=31, history=arcs.History.MOVES) as game, \
            arcs.Game(players=3, seed=31) as full:
        done = advance(game, rng, 50)
        for m in done:
            full.apply(m)
        assert game.history == done
        assert game.state_hash == full.state_hash
        before = game.state_hash
        with pytest.raises(arcs.NoHistoryError):
            game.undo()
        assert game.state_hash == before
        assert play_random(game.clone(), random.Random(1), 100) == \
            play_random(full, random.Random(1), 100)
    with pytest.raises(ValueError):
        arcs.Game(players=3, history=7)  # type: ignore[arg-type]
