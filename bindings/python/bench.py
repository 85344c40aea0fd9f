#!/usr/bin/env python3
"""Benchmark of the Python binding: random-playout decisions per second.

A decision is one random legal move applied, new games being started as
games end. Four ways of driving the engine are timed:

- moves: ``legal_moves()`` + ``apply()`` in a Python loop, as a bot would;
- integer API: ``legal_actions()`` + ``apply_action()`` in a Python loop;
- batched integer API: :class:`arcs.batch.GameBatch` (``--batch`` games
  stepped by one C call per step, arcs_step_batch: apply, restart finished
  games, list the next legal actions; the random choice made in numpy from
  the arrays an RL policy would read), the figure reported as the binding's
  decisions/s;
- C playouts: ``Game.random_playout()`` (a flat Monte-Carlo bot's inner loop).

Also reports the cost of ``clone()`` and ``apply`` + ``undo``. When the C
benchmark (examples/arcs-bench, built by meson) is found, it is run too and
the binding's speed is given as a fraction of C's.

    python bindings/python/bench.py --seconds 3 [--c-bench build/examples/arcs-bench]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import time
from pathlib import Path
from typing import Callable, Optional, Tuple

import arcs

ROOT = Path(__file__).resolve().parent.parent.parent


def loop_rate(players: int, seconds: float, history: arcs.History, integer: bool) -> Tuple[float, int]:
    """Decisions per second of a Python loop choosing random legal moves
    (``legal_moves`` + ``apply``, or with ``integer`` ``legal_actions`` +
    ``apply_action``), and the number of games finished."""
    rng = random.Random(1)
    seed = 1
    game = arcs.Game(players=players, seed=seed, history=history)

    def bound(g: arcs.Game) -> Tuple[Callable[[], list], Callable[[object], None]]:
        return (g.legal_actions, g.apply_action) if integer else (g.legal_moves, g.apply)  # type: ignore[return-value]

    legal, apply = bound(game)
    decisions = 0
    games = 0
    choice = rng.choice
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(1000):
            if game.is_over:
                game.close()
                games += 1
                seed += 1
                game = arcs.Game(players=players, seed=seed, history=history)
                legal, apply = bound(game)
            apply(choice(legal()))
        decisions += 1000
        now = time.perf_counter()
        if now >= deadline:
            break
    game.close()
    return decisions / (now - start), games


def batch_rate(players: int, seconds: float, size: int) -> Tuple[float, int, float]:
    """Decisions per second of batched random stepping (GameBatch), the
    number of games finished, and decisions per second of this process's
    CPU time (the figure a loaded machine disturbs least)."""
    import numpy as np
    from arcs.batch import GameBatch

    batch = GameBatch(size, players=players, seed=1)
    rng = np.random.default_rng(1)
    start, cpu_start = time.perf_counter(), time.process_time()
    deadline = start + seconds
    while True:
        for _ in range(10):
            batch.step(batch.random_actions(rng))
        now = time.perf_counter()
        if now >= deadline:
            break
    cpu = max(time.process_time() - cpu_start, 1e-9)
    applied, games = batch.actions_applied, batch.games_finished
    batch.close()
    return applied / (now - start), games, applied / cpu


def playout_c_rate(players: int, seconds: float) -> float:
    """Decisions per second of whole random playouts run in C from Python."""
    decisions = 0
    seed = 1
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        with arcs.Game(players=players, seed=seed, history=arcs.History.MOVES) as game:
            decisions += game.random_playout(seed)
        seed += 1
        now = time.perf_counter()
        if now >= deadline:
            break
    return decisions / (now - start)


def per_second(fn: Callable[[], object], seconds: float) -> float:
    """How many times per second fn runs."""
    n = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(1000):
            fn()
        n += 1000
        now = time.perf_counter()
        if now >= deadline:
            return n / (now - start)


def midgame(players: int) -> arcs.Game:
    """A game a few dozen random decisions in, for the clone and undo timings."""
    game = arcs.Game(players=players, seed=3)
    rng = random.Random(3)
    for _ in range(40):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_moves()))
    return game


def find_c_bench(explicit: Optional[str]) -> Optional[Path]:
    """The C benchmark: the given path, or examples/arcs-bench in $ARCS_C_BUILD
    or in one of the repository's meson build directories."""
    if explicit:
        return Path(explicit)
    dirs = [Path(os.environ["ARCS_C_BUILD"])] if os.environ.get("ARCS_C_BUILD") else []
    dirs += sorted(ROOT.glob("build*")) + sorted(ROOT.glob("build*/c"))
    for build in dirs:
        candidate = build / "examples" / "arcs-bench"
        if candidate.is_file():
            return candidate
    return None


def c_rate(path: Path, players: int, seconds: float, history: arcs.History) -> Optional[float]:
    """Decisions per second of random playouts reported by the C benchmark
    for this player count (its --json output), or None if it cannot be read."""
    cmd = [str(path), "--json", "--no-calls", "--reps", "1", "--players", str(players),
           "--seconds", str(seconds), "--history", history.name.lower()]
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if out.returncode != 0:
        return None
    try:
        report = json.loads(out.stdout)
        for result in report["results"]:
            if result["players"] == players:
                return float(result["decisions_per_s"])
    except (ValueError, KeyError, TypeError):
        pass
    # The text report: "4 players: 123 games/s, 456789 decisions/s, ..."
    match = re.search(rf"{players} players:.*?([\d.]+) decisions/s", out.stdout)
    return float(match.group(1)) if match else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--history", choices=("full", "moves"), default="full",
                        help="history kept by the playing games (full: undo works)")
    parser.add_argument("--batch", type=int, default=256, help="games per batch (batched integer API)")
    parser.add_argument("--c-bench", help="path of the C benchmark (default: build*/examples/arcs-bench)")
    args = parser.parse_args()

    history = arcs.History[args.history.upper()]
    # The figures depend on what else runs: give the load with them.
    if hasattr(os, "getloadavg"):  # Unix
        print("load average (1, 5, 15 min): " + ", ".join(f"{x:.2f}" for x in os.getloadavg()))
    rate, games = loop_rate(args.players, args.seconds, history, integer=False)
    print(f"python binding, {args.players} players, {args.history} history: {rate:,.0f} "
          f"decisions/s (moves: legal_moves + apply, {games} games finished)")
    int_rate, _ = loop_rate(args.players, args.seconds, history, integer=True)
    print(f"integer API (legal_actions + apply_action): {int_rate:,.0f} decisions/s")
    b_rate, b_games, b_cpu = batch_rate(args.players, args.seconds, args.batch)
    print(f"batched integer API (GameBatch of {args.batch}): {b_rate:,.0f} decisions/s "
          f"({b_games} games finished; {b_cpu:,.0f} decisions per CPU second)")
    p_rate = playout_c_rate(args.players, args.seconds)
    print(f"C random playouts from Python (random_playout): {p_rate:,.0f} decisions/s")

    game = midgame(args.players)
    clone_rate = per_second(lambda: game.clone().close(), args.seconds / 3)
    move = game.legal_moves()[0]

    def apply_undo() -> None:
        game.apply(move)
        game.undo()

    undo_rate = per_second(apply_undo, args.seconds / 3)
    legal_rate = per_second(game.legal_moves, args.seconds / 3)
    game.close()
    print(f"clone + close: {clone_rate:,.0f}/s; apply + undo: {undo_rate:,.0f}/s; "
          f"legal_moves: {legal_rate:,.0f}/s")

    path = find_c_bench(args.c_bench)
    if path is None:
        print("C benchmark not found (build it with meson: examples/arcs-bench); no ratio")
        return
    c = c_rate(path, args.players, args.seconds, history)
    if c is None:
        print(f"could not read decisions per second from {path}; no ratio")
        return
    print(f"C benchmark ({path}): {c:,.0f} decisions/s")
    print(f"ratio python/C: {rate / c:.3f} (C is {c / rate:.1f}x faster)")
    print(f"ratio batched integer API/C: {b_rate / c:.3f}")


if __name__ == "__main__":
    main()
