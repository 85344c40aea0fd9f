"""arcs-svg: play or load a game from the command line, and draw it.

    arcs-svg --players 3 --seed 7 --svg board.svg      # a random game, its end drawn
    arcs-svg --replay game.replay --moves 40 --svg b.svg  # a replay's first 40 moves
    arcs-svg --players 2 --seed 1 --moves 100 --svg mid.svg
    arcs-svg --mode campaign --players 4 --seed 3 --moves 300 --svg act1.svg

Also ``python -m arcs``. (The C command-line player is ``arcs-play``; this
is the Python package's own, named apart so that both can be installed.)

Without --replay it plays uniformly random legal moves (seeded by --seed)
until the game ends or --moves moves are applied (--mode base, leaders_lore
or campaign; a campaign's Summits allow arcs.RL_SUMMIT_DEAL_LIMIT deals, so
that random play ends); with --replay it loads the
replay (from arcs-play --save-replay or Game.to_replay) and, with --moves,
keeps only its first moves. Prints the outcome; --svg FILE writes the board
picture (Game.to_svg: the public view, or --view PLAYER's), --save-replay FILE
the replay. Exits 1 with a message on bad input.
"""

from __future__ import annotations

import argparse
import sys
from typing import List, Optional

from ._errors import ArcsError
from ._enums import Mode
from ._game import RL_SUMMIT_DEAL_LIMIT, Game
from ._move import player_name


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="arcs-svg", description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4, help="2, 3 or 4 (default 4)")
    parser.add_argument("--seed", type=int, default=1, help="game and move-choice seed (default 1)")
    parser.add_argument("--mode", choices=[m.name.lower() for m in Mode], default="base",
                        help="base (default), leaders_lore or campaign")
    parser.add_argument("--setup", help='setup card, e.g. "4p Mix Up 1" (default: seeded random)')
    parser.add_argument("--replay", help="load this replay instead of playing")
    parser.add_argument("--moves", type=int, help="stop after this many moves")
    parser.add_argument("--svg", metavar="FILE", help="write the board picture here")
    parser.add_argument("--view", type=int, metavar="PLAYER", help="draw this player's view")
    parser.add_argument("--save-replay", metavar="FILE", help="write the game's replay here")
    args = parser.parse_args(argv)
    try:
        if args.replay:
            with open(args.replay, "rb") as f:
                game = Game.from_replay(f.read())
            if args.moves is not None and args.moves < len(game.history):
                game.undo(len(game.history) - args.moves)
        else:
            mode = Mode[args.mode.upper()]
            game = Game(players=args.players, seed=args.seed, setup=args.setup, mode=mode,
                        summit_deal_limit=RL_SUMMIT_DEAL_LIMIT if mode == Mode.CAMPAIGN else 0)
            game.random_playout(args.seed, args.moves)
        if game.is_over:
            print(f"{game.setup_name}: winner {player_name(game.winner)} after {len(game.history)} moves, "
                  f"power {game.powers()}")
        else:
            print(f"{game.setup_name}: {len(game.history)} moves, chapter {game.chapter}, "
                  f"{player_name(game.current_player)} to decide")
        if args.svg:
            with open(args.svg, "w", encoding="utf-8") as f:
                f.write(game.to_svg(args.view))
            print(f"wrote {args.svg}")
        if args.save_replay:
            with open(args.save_replay, "wb") as f:
                f.write(game.to_replay())
    except (ArcsError, ValueError, OSError) as exc:
        print(f"arcs-svg: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
