#!/usr/bin/env python3
"""OpenSpiel's Information Set MCTS bot against random players, on Arcs.

Loads ``python_arcs`` (registered by ``import arcs.openspiel``) and plays
``--games`` games in which seat ``g % players`` of game ``g`` is
OpenSpiel's ISMCTS bot (open_spiel.python.algorithms.ismcts) and the other
seats choose uniformly at random. The bot samples worlds with
``resample_from_infostate`` (arcs.Game.determinize) and evaluates leaves with
C random playouts (arcs.openspiel.RolloutEvaluator). Prints each game's
winner and the bot's win count; exits 0.

    python examples/python/ismcts_vs_random.py --players 2 --games 10 --simulations 100
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts

import arcs.openspiel


def play(game: pyspiel.Game, bot_seat: int, simulations: int, seed: int) -> int:
    """One game; returns the winner's seat."""
    rng = random.Random(seed)
    np_rng = np.random.RandomState(seed)
    bot = ismcts.ISMCTSBot(
        game,
        arcs.openspiel.RolloutEvaluator(rollouts=1, seed=seed),
        uct_c=2.0,
        max_simulations=simulations,
        random_state=np_rng,
        final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
    )
    bot.set_resampler(lambda state, player: state.resample_from_infostate(player, rng.random))
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(int(np_rng.choice(actions, p=probs)))
        elif state.current_player() == bot_seat:
            state.apply_action(bot.step(state))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    returns = state.returns()
    return max(range(len(returns)), key=lambda p: returns[p])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--simulations", type=int, default=100, help="ISMCTS simulations per move")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    wins = 0
    for g in range(args.games):
        game = pyspiel.load_game("python_arcs", {"players": args.players, "seed": args.seed + g})
        seat = g % args.players
        start = time.perf_counter()
        winner = play(game, seat, args.simulations, args.seed + g)
        wins += winner == seat
        print(f"game {g + 1}: ISMCTS in seat {seat}, winner p{winner} "
              f"({'ISMCTS' if winner == seat else 'random'}), {time.perf_counter() - start:.1f}s")
    print(f"ISMCTS won {wins} of {args.games} games against {args.players - 1} random "
          f"player(s) each ({args.simulations} simulations per move)")


if __name__ == "__main__":
    main()
