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
              "--c-bench", "/nonexistent/arcs-bench")
    assert "decisions/s" in out
