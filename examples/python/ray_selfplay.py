#!/usr/bin/env python3
"""Self-play games generated in parallel with Ray; replays and a summary.

Runs --games games as Ray tasks (--per-task games each). Every seat plays
the same policy: "random" (uniformly random actions) or "flat-mc" (flat
Monte-Carlo with C playouts, arcs.bots). Each task returns its games'
replays (bytes) and results to the driver, which writes
OUT/game-<seed>.replay (readable by arcs.Game.from_replay and the C
arcs-replay) and OUT/summary.json (per game: seed, setup, winner, moves,
Power; overall: wins by seat, mean length, games per second).

Local by default (ray.init() starts Ray on this machine); the same script
runs on a cluster with --address auto (or ray://HOST:10001), the package
being installed on every node (pip install libarcs, or a runtime_env).

    python examples/python/ray_selfplay.py --games 40 --players 3 --out selfplay/
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path
from typing import Any, Dict, List, Optional

import ray

import arcs
from arcs.bots import flat_monte_carlo_action


@ray.remote
def play_games(seeds: List[int], players: int, policy: str, playouts: int) -> List[Dict[str, Any]]:
    """Play one game per seed; return each game's result and replay."""
    results = []
    for seed in seeds:
        rng = random.Random(seed)
        game = arcs.Game(players=players, seed=seed)
        if policy == "random":
            game.random_playout(seed)
        else:
            world = arcs.Game(players=players, history=arcs.History.MOVES)
            scratch = arcs.Game(players=players, history=arcs.History.MOVES)
            while not game.is_over:
                world.copy_state_from(game)
                world.determinize(game.current_player, rng.getrandbits(64))
                game.apply_action(flat_monte_carlo_action(world, playouts, rng, scratch))
        results.append({
            "seed": seed,
            "setup": game.setup_name,
            "winner": game.winner,
            "moves": len(game.history),
            "power": game.powers(),
            "replay": game.to_replay(),
        })
    return results


def main(argv: Optional[List[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--policy", choices=("random", "flat-mc"), default="random")
    parser.add_argument("--playouts", type=int, default=4, help="flat-mc: playouts per action")
    parser.add_argument("--per-task", type=int, default=5, help="games per Ray task")
    parser.add_argument("--seed", type=int, default=1, help="first game's seed")
    parser.add_argument("--out", default="selfplay", help="directory for replays and summary.json")
    parser.add_argument("--address", default=None, help="Ray cluster address (default: local)")
    parser.add_argument("--num-cpus", type=int, default=None, help="local Ray: CPUs to use")
    args = parser.parse_args(argv)

    ray.init(address=args.address, num_cpus=args.num_cpus, include_dashboard=False,
             ignore_reinit_error=True, log_to_driver=False)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    seeds = list(range(args.seed, args.seed + args.games))
    start = time.perf_counter()
    tasks = [play_games.remote(seeds[i:i + args.per_task], args.players, args.policy, args.playouts)
             for i in range(0, len(seeds), args.per_task)]
    games = [g for batch in ray.get(tasks) for g in batch]
    elapsed = time.perf_counter() - start
    wins = [0] * args.players
    for g in games:
        (out / f"game-{g['seed']}.replay").write_bytes(g.pop("replay"))
        wins[g["winner"]] += 1
    summary = {
        "games": len(games),
        "players": args.players,
        "policy": args.policy,
        "wins_by_seat": wins,
        "mean_moves": sum(g["moves"] for g in games) / max(len(games), 1),
        "games_per_second": len(games) / elapsed,
        "library_version": arcs.library_version(),
        "results": games,
    }
    (out / "summary.json").write_text(json.dumps(summary, indent=1), encoding="utf-8")
    print(f"{len(games)} games in {elapsed:.1f}s; wins by seat {wins}; "
          f"mean {summary['mean_moves']:.0f} moves; written to {out}/")
    ray.shutdown()


if __name__ == "__main__":
    main()
