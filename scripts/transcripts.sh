#!/usr/bin/env bash
# Play a fixed set of seeded random games with arcs-play and print one line per
# game: mode, players, seed and the SHA-256 of its whole transcript (log and
# final state hash). Two builds that play every game alike print the same
# lines: use it to show that a refactoring changed no rule.
#   scripts/transcripts.sh [BUILD_DIR] [SEEDS]   (defaults: build, 60)
# 3 modes x 3 player counts x SEEDS games (540 by default).
set -euo pipefail
build="${1:-build}"
seeds="${2:-60}"
play="$build/examples/arcs-play"
[ -x "$play" ] || { echo "no $play: build first" >&2; exit 1; }
for mode in base leaders-lore campaign; do
  for players in 2 3 4; do
    for seed in $(seq 1 "$seeds"); do
      sum=$("$play" --mode "$mode" --players "$players" --seed "$seed" | sha256sum | cut -c1-16)
      echo "$mode $players $seed $sum"
    done
  done
done
