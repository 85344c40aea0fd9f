"""The example bots and the benchmark run to the end."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def run(script: Path, *args: str) -> str:
    out = subprocess.run([sys.executable, str(script), *args], capture_output=True,
                         text=True, timeout=600, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    return out.stdout


@pytest.mark.parametrize("players", ["2", "3", "4"])
def test_random_bot(players: str) -> None:
    out = run(ROOT / "examples" / "python" / "random_bot.py", "--players", players, "--games", "2")
    assert out.count("winner p") == 2


def test_greedy_bot() -> None:
    out = run(ROOT / "examples" / "python" / "greedy_bot.py", "--players", "3", "--games", "2")
    assert "greedy won" in out


def test_bench() -> None:
    out = run(ROOT / "bindings" / "python" / "bench.py", "--seconds", "0.3",
              "--c-bench", "/nonexistent/arcs-bench", "--batch", "16")
    assert "decisions/s" in out
    assert "batched integer API (GameBatch of 16)" in out
    assert "C random playouts from Python" in out


def test_flat_mc_bot() -> None:
    out = run(ROOT / "examples" / "python" / "flat_mc_bot.py", "--players", "2", "--games", "1",
              "--playouts", "1")
    assert "flat Monte-Carlo won" in out


def test_ismcts_beats_random_players() -> None:
    """OpenSpiel's ISMCTS bot (C playouts as its evaluator) wins most of a
    few 2-player games against a random player (seeded: the same games every
    run). Not a timing test."""
    pytest.importorskip("pyspiel")
    out = run(ROOT / "examples" / "python" / "ismcts_vs_random.py", "--players", "2", "--games", "3",
              "--simulations", "40")
    last = out.strip().splitlines()[-1]
    wins = int(last.split()[2])
    assert last.startswith("ISMCTS won") and wins >= 2, out


def test_ray_selfplay(tmp_path: Path) -> None:
    try:
        import ray  # noqa: F401
    except ImportError:
        pytest.skip("ray is not installed (pip install ray) - the Ray self-play example was not run")
    out = run(ROOT / "examples" / "python" / "ray_selfplay.py", "--games", "4", "--players", "3",
              "--per-task", "2", "--num-cpus", "2", "--out", str(tmp_path / "sp"))
    assert "4 games" in out
    import json

    import arcs

    summary = json.loads((tmp_path / "sp" / "summary.json").read_text())
    assert summary["games"] == 4 and sum(summary["wins_by_seat"]) == 4
    for g in summary["results"]:
        game = arcs.Game.from_replay((tmp_path / "sp" / f"game-{g['seed']}.replay").read_bytes())
        assert game.winner == g["winner"] and len(game.history) == g["moves"]
