#!/usr/bin/env python3
"""A tiny greedy bot: one-ply lookahead on Power and Trophies.

At each of its decisions the bot tries every legal move (apply, look, undo)
and keeps the one that leaves its own Power highest relative to the best
Rival, then the one that leaves it the most Trophies (read from its own
observation); ties are broken at random. Everyone else plays at random.
Chance decisions (explicit-chance mode) are taken at random. Power only
moves at the end of a chapter, so one ply rarely sees a difference: this bot
shows the apply/undo lookahead pattern rather than good play.

    python examples/python/greedy_bot.py --players 4 --games 20

Needs the binding: pip install ./bindings/python
"""

from __future__ import annotations

import argparse
import random
from typing import List, Optional, Tuple

import arcs


def trophies(game: arcs.Game, player: int) -> int:
    """Rival pieces the player holds as Trophies."""
    view = game.observation(player).players[player]
    fields = (view.trophy_ships, view.trophy_cities, view.trophy_starports, view.trophy_agents)
    return int(sum(sum(counts) for counts in fields))


def score(game: arcs.Game, player: int) -> Tuple[int, int]:
    """Own Power minus the best Rival's Power, then own Trophies."""
    powers = game.powers()
    rivals = powers[:player] + powers[player + 1 :]
    return powers[player] - max(rivals), trophies(game, player)


def greedy_move(game: arcs.Game, rng: random.Random) -> arcs.Move:
    """The legal move that scores best after one ply (random among ties)."""
    me = game.current_player
    moves = game.legal_moves()
    if not isinstance(me, int) or len(moves) == 1:
        return rng.choice(moves)
    best: List[arcs.Move] = []
    best_score: Optional[Tuple[int, int]] = None
    for move in moves:
        game.apply(move)
        s = score(game, me)
        game.undo()
        if best_score is None or s > best_score:
            best, best_score = [move], s
        elif s == best_score:
            best.append(move)
    return rng.choice(best)


def play(players: int, seed: int, greedy_seat: int) -> arcs.Game:
    """One game where seat ``greedy_seat`` is greedy and the others random."""
    rng = random.Random(seed)
    game = arcs.Game(players=players, seed=seed)
    while not game.is_over:
        if game.current_player == greedy_seat:
            game.apply(greedy_move(game, rng))
        else:
            game.apply(rng.choice(game.legal_moves()))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    wins = 0
    for i in range(args.games):
        seat = i % args.players
        with play(args.players, args.seed + i, seat) as game:
            won = game.winner == seat
            wins += won
            print(f"game {i + 1}: greedy seat p{seat}, winner p{game.winner}, power {game.powers()}")
    print(
        f"greedy won {wins} of {args.games} games "
        f"(a random seat would expect {args.games / args.players:.1f})"
    )


if __name__ == "__main__":
    main()
