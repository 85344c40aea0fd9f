"""Shared helpers for the arcs binding tests."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import List

import pytest

import arcs

# A full base game takes a few thousand decisions; this bound only catches a
# game that never ends.
MAX_DECISIONS = 200_000


def play_random(game: arcs.Game, rng: random.Random, limit: int = MAX_DECISIONS) -> List[int]:
    """Play uniformly random legal moves until the game ends (or ``limit``
    decisions); returns the state hash after every move."""
    hashes = []
    for _ in range(limit):
        if game.is_over:
            break
        moves = game.legal_moves()
        assert moves, "a running game must offer at least one move"
        game.apply(rng.choice(moves))
        hashes.append(game.state_hash)
    return hashes


def advance(game: arcs.Game, rng: random.Random, steps: int) -> List[arcs.Move]:
    """Apply up to ``steps`` random legal moves; returns the moves applied."""
    done = []
    for _ in range(steps):
        if game.is_over:
            break
        move = rng.choice(game.legal_moves())
        game.apply(move)
        done.append(move)
    return done


ROOT = Path(__file__).resolve().parents[3]


def c_tool(name: str) -> Path:
    """A C example program (examples/<name>) built by meson: from
    $ARCS_C_BUILD (a meson build directory) or the repository's build*
    directories. Skips the test when none is built, unless
    $ARCS_REQUIRE_C_TOOLS is set (scripts/test-python.sh sets both)."""
    dirs = [Path(os.environ["ARCS_C_BUILD"])] if os.environ.get("ARCS_C_BUILD") else []
    dirs += sorted(ROOT.glob("build*")) + sorted(ROOT.glob("build*/c"))
    for d in dirs:
        exe = d / "examples" / name
        if exe.is_file() and os.access(exe, os.X_OK):
            return exe
    if os.environ.get("ARCS_REQUIRE_C_TOOLS"):
        pytest.fail(f"C tool {name} not found (ARCS_C_BUILD={os.environ.get('ARCS_C_BUILD')})")
    pytest.skip(f"C tool {name} not built (meson build directory with examples/{name})")
