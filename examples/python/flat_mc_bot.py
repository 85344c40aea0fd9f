#!/usr/bin/env python3
"""Flat Monte-Carlo against random players, with the playouts run in C.

Seat ``g % players`` of game ``g`` plays arcs.bots.flat_monte_carlo_action
(each legal action followed by --playouts random playouts, in C through
Game.random_playout); the others play uniformly random actions. The bot
plays on a determinized copy of the game at each decision, so it never sees
its Rivals' hands. Prints each winner, the bot's wins and the playout speed.

    python examples/python/flat_mc_bot.py --players 2 --games 4 --playouts 8
"""

from __future__ import annotations

import argparse
import random
import time

import arcs
from arcs.bots import flat_monte_carlo_action, random_action


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--playouts", type=int, default=8, help="random playouts per legal action")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    wins = 0
    start = time.perf_counter()
    for g in range(args.games):
        seat = g % args.players
        game = arcs.Game(players=args.players, seed=args.seed + g, history=arcs.History.MOVES)
        world = arcs.Game(players=args.players, history=arcs.History.MOVES)
        scratch = arcs.Game(players=args.players, history=arcs.History.MOVES)
        while not game.is_over:
            if game.current_player == seat:
                world.copy_state_from(game)
                world.determinize(seat, rng.getrandbits(64))
                game.apply_action(flat_monte_carlo_action(world, args.playouts, rng, scratch))
            else:
                game.apply_action(random_action(game, rng))
        wins += game.winner == seat
        print(f"game {g + 1}: flat Monte-Carlo in seat {seat}, winner p{game.winner}")
    print(f"flat Monte-Carlo won {wins} of {args.games} games "
          f"({args.playouts} playouts per action, {time.perf_counter() - start:.1f}s)")


if __name__ == "__main__":
    main()
