"""Wire format: save/load, replays, observations, determinize, Move bytes."""

from __future__ import annotations

import pickle
import random
import subprocess
from pathlib import Path

import pytest

import arcs

from conftest import advance, c_tool, play_random


def midgame(players: int, seed: int, steps: int = 120) -> arcs.Game:
    game = arcs.Game(players=players, seed=seed)
    advance(game, random.Random(seed), steps)
    return game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_state_round_trip(players: int) -> None:
    with midgame(players, 3) as game:
        data = game.to_bytes()
        assert isinstance(data, bytes) and data
        with arcs.Game.from_bytes(data) as loaded:
            assert loaded.state_hash == game.state_hash
            assert loaded.history == []
            assert loaded.legal_moves() == game.legal_moves()
            assert loaded.to_bytes() == data
            # Both play on identically.
            rng_a, rng_b = random.Random(1), random.Random(1)
            assert play_random(game, rng_a, 200) == play_random(loaded, rng_b, 200)


def test_state_at_start_and_end() -> None:
    with arcs.Game(players=4, seed=9) as game:
        start = game.to_bytes()
        play_random(game, random.Random(9))
        end = game.to_bytes()
        with arcs.Game.from_bytes(end) as over:
            assert over.is_over and over.winner == game.winner
        game.restore(start)
        assert game.state_hash == arcs.Game(players=4, seed=9).state_hash
        assert game.history == []


def test_bad_state_bytes_raise_and_change_nothing() -> None:
    with midgame(3, 4) as game:
        data = game.to_bytes()
        before = game.state_hash
        bad_inputs = [b"", b"\x00", data[:-1], data[: len(data) // 2], b"\xff" * 64,
                      data[:10] + bytes([data[10] ^ 0x40]) + data[11:]]
        for bad in bad_inputs:
            with pytest.raises((arcs.CorruptDataError, arcs.SchemaVersionError)):
                arcs.Game.from_bytes(bad)
            with pytest.raises((arcs.CorruptDataError, arcs.SchemaVersionError)):
                game.restore(bad)
            assert game.state_hash == before
        with pytest.raises(TypeError):
            arcs.Game.from_bytes("text")  # type: ignore[arg-type]
        # Any bytes-like object is accepted.
        with arcs.Game.from_bytes(bytearray(data)) as a, arcs.Game.from_bytes(memoryview(data)) as b:
            assert a.state_hash == b.state_hash == before


def test_errors_carry_the_reason() -> None:
    with midgame(3, 4) as game:
        state, replay = game.to_bytes(), game.to_replay()
        with pytest.raises(arcs.CorruptDataError) as info:
            arcs.Game.from_bytes(replay)
        assert "a Replay buffer was given to the GameState loader" in str(info.value)
        with pytest.raises(arcs.CorruptDataError) as info:
            arcs.Game.from_replay(state)
        assert "a GameState buffer was given to the Replay loader" in str(info.value)
        with pytest.raises(arcs.CorruptDataError) as info:
            arcs.replay_info(state)
        assert "GameState buffer" in str(info.value)
        before = game.state_hash
        with pytest.raises(arcs.CorruptDataError) as info:
            game.restore(state[:-1] + bytes([state[-1] ^ 1]))
        assert "checksum" in str(info.value)
        assert game.state_hash == before


def test_replay_round_trip() -> None:
    with midgame(4, 5, 300) as game:
        replay = game.to_replay()
        info = arcs.replay_info(replay)
        assert info.players == 4 and info.seed == 5 and info.mode is arcs.Mode.BASE
        assert info.moves == len(game.history)
        assert info.final_hash == game.state_hash
        assert not info.from_state
        assert info.engine_version == arcs.library_version()
        assert info.schema_version == arcs.wire_schema_version()
        with arcs.Game.from_replay(replay) as again:
            assert again.state_hash == game.state_hash
            assert again.history == game.history
            again.undo(len(again.history))
            assert again.state_hash == arcs.Game(players=4, seed=5).state_hash


def test_replay_saved_for_a_seat_shows_it_only() -> None:
    with midgame(3, 7, 120) as game:
        assert game.saved_for is None
        replay = game.to_replay(for_player=1)
        with arcs.Game.from_replay(replay) as seat:
            assert seat.saved_for == 1
            assert seat.state_hash == game.state_hash
            assert seat.observation_bytes(1) == game.observation_bytes(1)
            assert seat.observation_bytes(None) == game.observation_bytes(None)
            for rival in (0, 2):
                with pytest.raises(arcs.InvalidArgumentError):
                    seat.observation_bytes(rival)
            with pytest.raises(arcs.InvalidArgumentError):
                seat.to_replay(for_player=0)
            with arcs.Game.from_replay(seat.to_replay(for_player=1)) as again:
                assert again.saved_for == 1
        with pytest.raises(ValueError):
            game.to_replay(for_player=3)
        with arcs.Game.from_replay(game.to_replay()) as full:
            assert full.saved_for is None


def test_replay_from_loaded_state() -> None:
    with midgame(2, 6) as game:
        with arcs.Game.from_bytes(game.to_bytes()) as loaded:
            advance(loaded, random.Random(2), 20)
            replay = loaded.to_replay()
            assert arcs.replay_info(replay).from_state
            with arcs.Game.from_replay(replay) as again:
                assert again.state_hash == loaded.state_hash
                assert len(again.history) == len(loaded.history)


def test_replay_log() -> None:
    with midgame(3, 7) as game:
        lines: list[str] = []
        with arcs.Game.from_replay(game.to_replay(), log=lines.append):
            pass
        assert lines


def test_bad_replays() -> None:
    with midgame(3, 8) as game:
        replay = game.to_replay()
    for bad in (b"", replay[:-3], replay[:20] + bytes([replay[20] ^ 1]) + replay[21:]):
        with pytest.raises((arcs.CorruptDataError, arcs.SchemaVersionError)):
            arcs.Game.from_replay(bad)
        with pytest.raises((arcs.CorruptDataError, arcs.SchemaVersionError)):
            arcs.replay_info(bad)


def test_pickle_keeps_state_and_history() -> None:
    with midgame(4, 10, 60) as game:
        copy = pickle.loads(pickle.dumps(game))
        assert copy.state_hash == game.state_hash
        assert copy.history == game.history
        copy.close()


def test_move_bytes_round_trip() -> None:
    with midgame(4, 11, 50) as game:
        rng = random.Random(11)
        for _ in range(200):
            if game.is_over:
                break
            moves = game.legal_moves()
            for m in moves:
                data = m.to_bytes()
                assert arcs.Move.from_bytes(data) == m
                msg = arcs.proto.Move.FromString(data)
                assert (msg.kind, msg.a, msg.b) == (m.kind, m.a, m.b)
            game.apply(rng.choice(moves))
    with pytest.raises(arcs.CorruptDataError):
        arcs.Move.from_bytes(b"\xff\xff\xff")
    # The library's reason (arcs_move_from_bytes_ex) reaches the exception.
    with pytest.raises(arcs.CorruptDataError, match="empty buffer"):
        arcs.Move.from_bytes(b"")
    with pytest.raises(arcs.CorruptDataError, match="at most 64 bytes"):
        arcs.Move.from_bytes(bytes(65))
    with pytest.raises(arcs.InvalidArgumentError):
        arcs.Move(arcs.MoveKind.NONE, 0).to_bytes()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_observation_hides_rivals_hands(players: int) -> None:
    with midgame(players, 12, 40) as game:
        for viewer in range(players):
            obs = game.observation(viewer)
            assert obs.viewer == viewer
            assert obs.num_players == players
            assert len(obs.players) == players
            for q, view in enumerate(obs.players):
                assert view.hand_count == game.hand_size(q)
                if q == viewer:
                    assert len(view.hand) == game.hand_size(q)
                else:
                    assert len(view.hand) == 0
            if game.current_player == viewer:
                assert [arcs.Move(m.kind, m.player, m.a, m.b, m.c, m.d) for m in obs.legal_moves] \
                    == game.legal_moves()
            else:
                assert len(obs.legal_moves) == 0
        public = game.observation(None)
        assert public.viewer == -1
        assert all(len(v.hand) == 0 for v in public.players)
        with pytest.raises(ValueError):
            game.observation(players)


def test_observation_differs_only_in_what_is_hidden() -> None:
    """Two games that differ only in a Rival's hidden cards look the same to a player."""
    with midgame(4, 13, 30) as game:
        viewer = 0
        copy = game.clone()
        copy.determinize(viewer, seed=99)
        assert copy.observation_bytes(viewer) == game.observation_bytes(viewer)
        assert copy.history == []
        # What is hidden did change for some seed.
        changed = False
        for seed in range(5):
            other = game.clone()
            other.determinize(viewer, seed)
            changed |= other.state_hash != game.state_hash
            other.close()
        assert changed
        copy.close()


def test_proto_module() -> None:
    names = arcs.proto.message_names()
    for name in ("GameState", "Replay", "Observation", "Move"):
        assert name in names
    with midgame(3, 14) as game:
        state = arcs.proto.GameState.FromString(game.to_bytes())
        assert state.num_players == 3
    with pytest.raises(AttributeError):
        arcs.proto.NoSuchMessage
    # The versioned package: full names arcs.v1.*, in the embedded descriptor.
    assert arcs.proto.PACKAGE == "arcs.v1"
    assert arcs.proto.Observation.DESCRIPTOR.full_name == "arcs.v1.Observation"
    assert arcs.proto.GameState.DESCRIPTOR.file.package == "arcs.v1"


def test_replay_written_by_c_loads_in_python(tmp_path: Path) -> None:
    """arcs-replay (C) re-runs a Python replay and saves the final state;
    Python loads the C file and reaches the same hash."""
    tool = c_tool("arcs-replay")
    with midgame(3, 15, 400) as game:
        replay = tmp_path / "game.replay"
        replay.write_bytes(game.to_replay())
        state = tmp_path / "final.state"
        out = subprocess.run(
            [str(tool), "--expect-hash", f"{game.state_hash:016x}", "--save-state", str(state),
             str(replay)], capture_output=True, text=True, timeout=300)
        assert out.returncode == 0, out.stderr
        with arcs.Game.from_bytes(state.read_bytes()) as loaded:
            assert loaded.state_hash == game.state_hash


def test_cli_replay_loads_in_python(tmp_path: Path) -> None:
    """A replay saved by arcs-play (the C CLI) loads in Python and reaches the
    hash it recorded."""
    tool = c_tool("arcs-play")
    replay = tmp_path / "cli.replay"
    out = subprocess.run([str(tool), "--players", "3", "--seed", "21", "--quiet",
                          "--save-replay", str(replay)], capture_output=True, text=True, timeout=300)
    if out.returncode != 0 and "--save-replay" in out.stderr:
        pytest.skip("this arcs-play has no --save-replay")
    assert out.returncode == 0, out.stderr
    data = replay.read_bytes()
    info = arcs.replay_info(data)
    with arcs.Game.from_replay(data) as game:
        assert game.is_over
        assert len(game.history) == info.moves
        assert game.state_hash == info.final_hash


def test_loaded_games_take_the_history_mode() -> None:
    with midgame(3, 16) as game:
        data = game.to_bytes()
        with arcs.Game.from_bytes(data, history=arcs.History.MOVES) as light:
            advance(light, random.Random(3), 5)
            with pytest.raises(arcs.NoHistoryError):
                light.undo()
            # Its start state is not kept, so it cannot be written as a replay.
            with pytest.raises(arcs.UnsupportedError):
                light.to_replay()
        replay = game.to_replay()
        with arcs.Game.from_replay(replay, history=arcs.History.MOVES) as light:
            assert light.state_hash == game.state_hash
            assert light.history == game.history
            assert light.to_replay() == replay


def test_explicit_chance_replay() -> None:
    rng = random.Random(17)
    with arcs.Game(players=2, seed=17, setup="2p Frontiers", first_player=1,
                   explicit_chance=True) as game:
        advance(game, rng, 150)
        info = arcs.replay_info(game.to_replay())
        assert info.explicit_chance and info.first_player == 1
        assert info.setup == "2p Frontiers" and info.setup_name == "2p Frontiers"
        with arcs.Game.from_replay(game.to_replay()) as again:
            assert again.state_hash == game.state_hash
    with arcs.Game(players=2, seed=17) as plain:
        info = arcs.replay_info(plain.to_replay())
        assert not info.explicit_chance and info.first_player is None and info.setup is None
