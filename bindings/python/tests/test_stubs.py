"""The typed stubs of the protobuf messages: current, and usable by mypy."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def test_stubs_match_the_proto() -> None:
    bindir = str(Path(sys.executable).parent)
    path = bindir + os.pathsep + os.environ.get("PATH", "")
    if not shutil.which("protoc", path=path) or not shutil.which("protoc-gen-mypy", path=path):
        pytest.skip("protoc or protoc-gen-mypy (mypy-protobuf) not installed")
    out = subprocess.run([str(ROOT / "scripts" / "gen-python-stubs.sh"), "--check"], capture_output=True,
                         text=True, env={**os.environ, "PATH": path}, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr


def test_mypy_sees_observation_fields(tmp_path: Path) -> None:
    pytest.importorskip("mypy")
    snippet = tmp_path / "use_arcs.py"
    snippet.write_text(
        "import arcs\n"
        "game = arcs.Game(players=2, seed=1)\n"
        "obs = game.observation(0)\n"
        "chapter: int = obs.chapter\n"
        "power: int = obs.players[0].power\n"
        "wrong: str = obs.chapter\n"
        "state = arcs.proto.GameState.FromString(game.to_bytes())\n"
        "seed: int = state.num_players\n",
        encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "--ignore-missing-imports",
                          "--cache-dir", str(tmp_path / "cache"), str(snippet)],
                         capture_output=True, text=True, cwd=tmp_path, timeout=300)
    errors = [line for line in out.stdout.splitlines() if ": error:" in line]
    assert len(errors) == 1 and "use_arcs.py:6:" in errors[0], out.stdout
