#!/bin/sh
# Replays re-run in another process give the same final hash:
# wire_replay_gen writes replays and their hashes, arcs-replay (a separate
# program) loads each, re-applies every move and compares the hash.
set -eu
gen="$1"
replay="$2"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$gen" "$dir" > "$dir/list"
test -s "$dir/list"
while read -r file hash; do
  "$replay" --moves --log --expect-hash "$hash" --save-state "$dir/final.state" "$file" > "$dir/out"
  grep -q "final state: hash $hash" "$dir/out"
  test -s "$dir/final.state"
  # A damaged copy must be refused, not crash.
  head -c 20 "$file" > "$dir/cut"
  if "$replay" "$dir/cut" > /dev/null 2>&1; then echo "truncated replay accepted"; exit 1; fi
done < "$dir/list"
echo "ok: $(wc -l < "$dir/list") replay(s) re-run in a separate process"
