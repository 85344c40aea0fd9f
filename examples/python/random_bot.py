#!/usr/bin/env python3
"""Play full games of Arcs with uniformly random legal moves.

    python examples/python/random_bot.py --players 3 --seed 7 --games 5

Needs the binding: pip install ./bindings/python
"""

from __future__ import annotations

import argparse
import random
import time

import arcs


def play(players: int, seed: int, verbose: bool = False) -> arcs.Game:
    """Play one random game to the end and return it (still open)."""
    rng = random.Random(seed)
    game = arcs.Game(players=players, seed=seed, log=print if verbose else None)
    while not game.is_over:
        move = rng.choice(game.legal_moves())
        if verbose:
            print(move)
        game.apply(move)
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--verbose", action="store_true", help="print every move and log line")
    args = parser.parse_args()
    start = time.perf_counter()
    decisions = 0
    for i in range(args.games):
        with play(args.players, args.seed + i, args.verbose) as game:
            decisions += len(game.history)
            print(
                f"game {i + 1}: seed {args.seed + i}, {game.setup_name}, "
                f"{len(game.history)} decisions, chapter {game.chapter}, "
                f"winner p{game.winner}, power {game.powers()}"
            )
    elapsed = time.perf_counter() - start
    print(f"{decisions} decisions in {elapsed:.2f} s ({decisions / elapsed:,.0f} per second)")


if __name__ == "__main__":
    main()
