#!/bin/sh
# Replays re-run in another process give the same final hash:
# wire_replay_gen writes replays and their hashes, arcs-replay (a separate
# program) loads each, re-applies every move and compares the hash.
set -eu
gen="$1"
replay="$2"
play="${3:-}"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$gen" "$dir" > "$dir/list"
test -s "$dir/list"
# A game played by arcs-play --save-replay, re-run by arcs-replay (which
# checks the recorded final hash: same library version).
if [ -n "$play" ]; then
  "$play" --players 3 --seed 11 --quiet --save-replay "$dir/play.replay" > /dev/null
  "$replay" "$dir/play.replay" | grep -q "equals the recorded hash"
  "$play" --players 2 --seed 4 --quiet --explicit-chance --setup "2p Homelands" --first-player 2 \
    --save-replay "$dir/play-chance.replay" > /dev/null
  "$replay" "$dir/play-chance.replay" | grep -q "equals the recorded hash"
fi
while read -r file hash; do
  "$replay" --moves --log --expect-hash "$hash" --save-state "$dir/final.state" "$file" > "$dir/out"
  grep -q "final state: hash $hash" "$dir/out"
  test -s "$dir/final.state"
  # A damaged copy must be refused, not crash.
  head -c 20 "$file" > "$dir/cut"
  if "$replay" "$dir/cut" > /dev/null 2>&1; then echo "truncated replay accepted"; exit 1; fi
done < "$dir/list"
echo "ok: $(wc -l < "$dir/list") generated replay(s)${play:+ and 2 arcs-play replays} re-run in a separate process"
