#!/usr/bin/env bash
# Side-by-side wall-clock figures of arcs-bench: an earlier commit (built from
# the git history) against the working tree, measured in the same run,
# alternately, so that both see the same machine load (docs/performance.md,
# "Side by side").
#
#   scripts/bench-compare.sh                      c0240fa against the tree
#   scripts/bench-compare.sh --rev REV --seconds 1 --reps 5 --players 2,3,4
#
# For each history mode (full, moves) and player count it runs the two
# benchmarks one after the other, --reps times (one measurement of --seconds
# each time), and reports the medians: games/s of both, their ratio, and the
# tree's decisions/s. Then the tree's Leaders & Lore and campaign Act I
# decisions/s as a fraction of its base game's (moves-only history), and the
# per-call costs of both (copy_state, undo, hash, save+load: medians of
# --reps). Prints a Markdown table. Builds (release, meson's default -O3) go
# to build-compare/ (the tree) and build-compare/REV (a detached worktree).
# Wall clock: run it on an otherwise idle machine (it prints the load).
set -euo pipefail
cd "$(dirname "$0")/.."

rev=c0240fa
seconds=1
reps=5
players=2,3,4
while [ $# -gt 0 ]; do
  case "$1" in
    --rev) rev="$2"; shift ;;
    --seconds) seconds="$2"; shift ;;
    --reps) reps="$2"; shift ;;
    --players) players="$2"; shift ;;
    -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench-compare: unknown option '$1' (try --help)" >&2; exit 2 ;;
  esac
  shift
done

out=build-compare
mkdir -p "$out"
old_src="$out/src-$rev"
if [ ! -d "$old_src" ]; then
  git worktree add --detach "$old_src" "$rev" >/dev/null
fi
build() { # build SRC DIR
  [ -d "$2" ] || meson setup "$2" "$1" --buildtype=release >/dev/null
  ninja -C "$2" examples/arcs-bench >/dev/null
}
build "$old_src" "$out/$rev"
build . "$out/tree"
old="$out/$rev/examples/arcs-bench"
new="$out/tree/examples/arcs-bench"

echo "bench-compare: $rev against $(git rev-parse --short HEAD)$(git diff --quiet || echo '+changes'), $reps x ${seconds} s, $(uptime | sed 's/.*load/load/')" >&2

python3 - "$old" "$new" "$rev" "$seconds" "$reps" "$players" <<'EOF'
import json, statistics, subprocess, sys
old, new, rev, seconds, reps, players = sys.argv[1:]
reps = int(reps)
counts = [int(p) for p in players.split(",")]

def run(exe, *args):
    out = subprocess.run([exe, "--json", "--seconds", seconds, "--reps", "1", *args],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out)["results"]

def med(rows, key):
    return statistics.median(r[key] for r in rows)

print(f"| History | Players | {rev} games/s | tree games/s | ratio | tree decisions/s |")
print("|---|---|---|---|---|---|")
base_dps = {}
for hist in ("full", "moves"):
    for p in counts:
        a, b = [], []
        for _ in range(reps):
            a += run(old, "--history", hist, "--players", str(p), "--no-calls")
            b += run(new, "--history", hist, "--players", str(p), "--no-calls")
        ga, gb = med(a, "games_per_s"), med(b, "games_per_s")
        dps = med(b, "decisions_per_s")
        if hist == "moves":
            base_dps[p] = dps
        print(f"| {hist} | {p} | {ga:,.0f} | {gb:,.0f} | {gb / ga:.2f} | {dps / 1e6:.2f} M |")

print()
print("| Mode (moves-only history) | Players | decisions/s | of the base game's |")
print("|---|---|---|---|")
for mode in ("leaders-lore", "campaign"):
    for p in counts:
        rows = []
        for _ in range(reps):
            rows += run(new, "--mode", mode, "--history", "moves", "--players", str(p), "--no-calls")
        dps = med(rows, "decisions_per_s")
        print(f"| {mode} | {p} | {dps / 1e6:.2f} M | {100 * dps / base_dps[p]:.0f} % |")

print()
keys = [("copy_state_ns", "copy_state (ns)"), ("undo_ns", "undo (ns per move)"),
        ("hash_ns", "hash (ns)"), ("save_load_us", "save+load (µs)")]
print(f"| Call | Players | {rev} | tree |")
print("|---|---|---|---|")
for p in counts:
    a, b = [], []
    for _ in range(reps):
        a += run(old, "--players", str(p))
        b += run(new, "--players", str(p))
    for key, name in keys:
        va = f"{med(a, key):.1f}" if key in a[0] else "n/a"
        print(f"| {name} | {p} | {va} | {med(b, key):.1f} |")
EOF
