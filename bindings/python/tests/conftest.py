"""Shared helpers for the arcs binding tests."""

from __future__ import annotations

import random
from typing import List

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
