#!/usr/bin/env bash
# The speed gate: instruction counts of fixed work, compared with a committed
# baseline (docs/performance.md "Speed gate").
#
#   scripts/speed-gate.sh            measure, compare with tests/bench-baseline.txt,
#                                    fail on a rise of more than 3 % or a changed hash
#   scripts/speed-gate.sh --update   measure and rewrite the baseline (commit it with
#                                    a message that says why the figures moved)
#   scripts/speed-gate.sh --self-test  check the gate's own verdicts on made-up figures
#   (--build DIR: the build directory; --baseline FILE: another baseline file)
#
# Each figure is the callgrind instruction count (Ir) of `bench_fixed_decisions`
# in `arcs-bench --decisions N --players P --seed 1 --mode M --history H`, in a
# release build (meson's default buildtype: -O3, NDEBUG, as the benchmark
# figures) of its own directory (default build-gate; --build DIR). Counts
# depend on the compiler, the C library (memcpy), valgrind and the CPU that
# valgrind reports; when one of them differs from the baseline's, the counts
# are not compared (SKIPPED, exit 0), only the final hashes, which depend on
# none of them.
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=tests/bench-baseline.txt
build=build-gate
update=0
self_test=0
tolerance=3 # percent
seed=1
# mode history players decisions: the base game in both history modes and each
# mode, 2, 3 and 4 players (about 2 minutes under callgrind on 2 cores).
figures=(
  "base full 2 100000" "base full 3 100000" "base full 4 100000"
  "base moves 2 100000" "base moves 3 100000" "base moves 4 100000"
  "leaders-lore full 2 100000" "leaders-lore full 3 100000" "leaders-lore full 4 100000"
  "leaders-lore moves 2 100000" "leaders-lore moves 3 100000" "leaders-lore moves 4 100000"
  "campaign full 2 100000" "campaign full 3 100000" "campaign full 4 100000"
  "campaign moves 2 100000" "campaign moves 3 100000" "campaign moves 4 100000"
)

while [ $# -gt 0 ]; do
  case "$1" in
    --update) update=1 ;;
    --build) build="$2"; shift ;;
    --baseline) baseline="$2"; shift ;;
    --self-test) self_test=1 ;;
    -h|--help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "speed-gate: unknown option '$1' (try --help)" >&2; exit 2 ;;
  esac
  shift
done

# The checksum of a baseline's lines but comments: it is written by --update,
# never by hand.
baseline_sum() { grep -v -e '^#' -e '^checksum:' | grep . | sha256sum | cut -c1-16; }

# baseline_ok FILE: its lines match its checksum line.
baseline_ok() {
  [ "$(sed -n 's/^checksum: //p' "$1")" = "$(baseline_sum <"$1")" ]
}

# fingerprint_mismatch FILE FINGERPRINT: prints each "key: value" line of
# FINGERPRINT that FILE records otherwise.
fingerprint_mismatch() {
  local line key want
  while IFS= read -r line; do
    key="${line%%:*}"
    want="$(sed -n "s/^$key: //p" "$1")"
    [ "$want" = "${line#*: }" ] || echo "  $key: baseline '$want', here '${line#*: }'"
  done <<<"$2"
}

# compare NAME BASE_IR IR BASE_HASH HASH COUNTED: prints the figure's line (and
# why it fails); returns 1 when the hash changed or, counted, Ir rose more than
# the tolerance.
compare() {
  local name="$1" base_ir="$2" ir="$3" base_hash="$4" hash="$5" counted="$6" verdict=ok rc=0 pct
  if [ "$hash" != "$base_hash" ]; then
    echo "speed-gate: FAILED: $name: final hash $hash, baseline $base_hash (the games played changed:"
    echo "  a rules change, which needs scripts/speed-gate.sh --update in a commit that says so, or lost determinism)"
    verdict="hash changed"
    rc=1
  fi
  if [ "$counted" = 1 ]; then
    pct="$(awk -v a="$base_ir" -v b="$ir" 'BEGIN { printf "%+.2f %%", (b - a) * 100 / a }')"
    if [ $(( (ir - base_ir) * 100 )) -gt $(( base_ir * tolerance )) ]; then
      echo "speed-gate: FAILED: $name: Ir rose $pct ($base_ir -> $ir), more than $tolerance %"
      verdict="ROSE"
      rc=1
    elif [ $(( (base_ir - ir) * 100 )) -gt $(( base_ir * tolerance )) ] && [ "$verdict" = ok ]; then
      verdict="fell: --update to keep the gain"
    fi
    printf '  %-22s Ir %11d  baseline %11d  %9s  %s\n' "$name" "$ir" "$base_ir" "$pct" "$verdict"
  else
    printf '  %-22s final hash %s  %s\n' "$name" "$hash" "$verdict"
  fi
  return $rc
}

if [ "$self_test" = 1 ]; then
  t="$(mktemp -d)"
  trap 'rm -rf "$t"' EXIT
  fails=0
  expect() { # expect RC PATTERN COMMAND...: the command's status and output
    local want="$1" pattern="$2" out rc=0
    shift 2
    out="$("$@" 2>&1)" || rc=$?
    if [ "$rc" != "$want" ] || ! grep -q -- "$pattern" <<<"$out"; then
      echo "speed-gate self-test: FAILED: $* gave status $rc (wanted $want), output:"
      echo "$out"
      fails=1
    fi
  }
  expect 0 "+3.00 %  ok" compare "base full 2p" 1000000 1030000 aa aa 1
  expect 1 "Ir rose +3.00 % (1000000 -> 1030001), more than 3 %" compare "base full 2p" 1000000 1030001 aa aa 1
  expect 1 "base moves 4p: Ir rose +12.50 %" compare "base moves 4p" 800 900 aa aa 1
  expect 0 "fell" compare "campaign full 3p" 1000000 900000 aa aa 1
  expect 1 "final hash bb, baseline aa" compare "base full 2p" 1000000 1000000 aa bb 1
  expect 1 "final hash bb, baseline aa" compare "base full 2p" 0 0 aa bb 0
  expect 0 "final hash aa  ok" compare "base full 2p" 0 0 aa aa 0
  rows=$'base full 2 100 1000 aa\nbase moves 2 100 900 aa\n'
  printf 'compiler: gcc 1\ncpu: x\nchecksum: %s\n# mode ...\n%s' \
    "$(printf 'compiler: gcc 1\ncpu: x\n%s' "$rows" | baseline_sum)" "$rows" >"$t/b"
  expect 0 "" baseline_ok "$t/b"
  sed 's/ 900 / 800 /' "$t/b" >"$t/edited"
  expect 1 "" baseline_ok "$t/edited"
  sed 's/gcc 1/gcc 2/' "$t/b" >"$t/edited"
  expect 1 "" baseline_ok "$t/edited"
  expect 0 "compiler: baseline 'gcc 1', here 'gcc 2'" fingerprint_mismatch "$t/b" $'compiler: gcc 2\ncpu: x'
  [ -z "$(fingerprint_mismatch "$t/b" $'compiler: gcc 1\ncpu: x')" ] \
    || { echo "speed-gate self-test: FAILED: a matching fingerprint was reported"; fails=1; }
  [ "$fails" = 0 ] || exit 1
  echo "speed-gate self-test: passed"
  exit 0
fi

command -v valgrind >/dev/null || { echo "speed-gate: valgrind not found (scripts/deps.sh installs it)" >&2; exit 1; }

# The build: release, no invariant checks, no fuzzing instrumentation.
if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" --buildtype=release -Dchecks=false -Dfuzz=false >/dev/null
else
  meson configure "$build" -Dbuildtype=release -Db_ndebug=if-release -Dchecks=false -Dfuzz=false >/dev/null
fi
ninja -C "$build" examples/arcs-bench >/dev/null
bench="$build/examples/arcs-bench"

# What the counts depend on, besides the code.
compiler="$(sed -n 's/^C compiler for the host machine: //p' "$build/meson-logs/meson-log.txt" | tail -n1)"
# meson puts ccache in front of the compiler when it finds it (as in CI):
# the same compiler and the same code, so the same counts.
compiler="${compiler#ccache }"
libc="$(getconf GNU_LIBC_VERSION 2>/dev/null || echo unknown)"
vg="$(valgrind --version)"
cpu="$(uname -m) $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n1)"
fingerprint=$(printf 'compiler: %s\nlibc: %s\nvalgrind: %s\ncpu: %s\nbuildtype: release\n' \
  "$compiler" "$libc" "$vg" "$cpu")

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# run MODE HISTORY PLAYERS DECISIONS COUNT(0|1): prints "Ir hash" (Ir "-" when not counted)
run() {
  local args=(--decisions "$4" --players "$3" --seed "$seed" --mode "$1" --history "$2")
  local hash ir=-
  if [ "$5" = 1 ]; then
    valgrind --tool=callgrind --toggle-collect=bench_fixed_decisions \
      --callgrind-out-file="$tmp/cg.out" "$bench" "${args[@]}" >"$tmp/out" 2>"$tmp/err" \
      || { cat "$tmp/err" >&2; echo "speed-gate: arcs-bench ${args[*]} failed under valgrind" >&2; exit 1; }
    ir="$(sed -n 's/^summary: //p' "$tmp/cg.out")"
  else
    "$bench" "${args[@]}" >"$tmp/out" || { echo "speed-gate: arcs-bench ${args[*]} failed" >&2; exit 1; }
  fi
  hash="$(sed -n 's/.*final hash \([0-9a-f]*\)$/\1/p' "$tmp/out")"
  [ -n "$hash" ] && [ -n "$ir" ] || { echo "speed-gate: no count or hash from arcs-bench ${args[*]}" >&2; exit 1; }
  echo "$ir $hash"
}

start=$SECONDS
if [ "$update" = 1 ]; then
  rows=""
  for f in "${figures[@]}"; do
    read -r mode history players decisions <<<"$f"
    res="$(run "$mode" "$history" "$players" "$decisions" 1)"
    read -r ir hash <<<"$res"
    printf '  %-12s %-5s %dp %7d decisions: Ir %12d, final hash %s\n' "$mode" "$history" "$players" "$decisions" "$ir" "$hash"
    rows+="$(printf '%-12s %-5s %d %d %d %s' "$mode" "$history" "$players" "$decisions" "$ir" "$hash")"$'\n'
  done
  commit="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  git diff --quiet HEAD -- lib include examples meson.build 2>/dev/null || commit+=" with uncommitted changes"
  {
    echo "# The speed gate's baseline (docs/performance.md \"Speed gate\"): callgrind instruction"
    echo "# counts (Ir) of bench_fixed_decisions in"
    echo "#   arcs-bench --decisions N --players P --seed $seed --mode M --history H"
    echo "# built with meson --buildtype=release. Written by scripts/speed-gate.sh --update"
    echo "# on $(date -u +%Y-%m-%d) from $commit; never edit it by hand: the commit that"
    echo "# changes it says why the figures moved. Counts are compared only where"
    echo "# every line below matches the machine's (otherwise the gate checks the hashes alone)."
    echo "$fingerprint"
    echo "checksum: $(printf '%s\n%s' "$fingerprint" "$rows" | baseline_sum)"
    echo "# mode history players decisions Ir final_hash"
    printf '%s' "$rows"
  } >"$baseline"
  echo "speed-gate: wrote $baseline ($((SECONDS - start)) s)"
  exit 0
fi

[ -f "$baseline" ] || { echo "speed-gate: no $baseline (make it with scripts/speed-gate.sh --update)" >&2; exit 1; }
baseline_ok "$baseline" || {
  echo "speed-gate: FAILED: $baseline was edited by hand; rewrite it with scripts/speed-gate.sh --update" >&2
  exit 1
}

# Counts are compared only under the baseline's compiler, libc, valgrind and CPU.
count=1
mismatch="$(fingerprint_mismatch "$baseline" "$fingerprint")"
if [ -n "$mismatch" ]; then
  count=0
  echo "speed-gate: instruction counts SKIPPED (not comparable: they depend on these, which differ from the baseline's):"
  echo "$mismatch"
  echo "  only the final hashes are checked; to gate counts on this toolchain, run"
  echo "  scripts/speed-gate.sh --update in a commit that says why"
fi

failed=0
for f in "${figures[@]}"; do
  read -r mode history players decisions <<<"$f"
  name="$mode $history ${players}p"
  base="$(awk -v m="$mode" -v h="$history" -v p="$players" -v n="$decisions" \
    '!/^#/ && $1 == m && $2 == h && $3 == p && $4 == n { print $5, $6 }' "$baseline")"
  if [ -z "$base" ]; then
    echo "speed-gate: FAILED: $name, $decisions decisions: no baseline row (run scripts/speed-gate.sh --update)"
    failed=1
    continue
  fi
  read -r base_ir base_hash <<<"$base"
  res="$(run "$mode" "$history" "$players" "$decisions" "$count")"
  read -r ir hash <<<"$res"
  compare "$name" "$base_ir" "$ir" "$base_hash" "$hash" "$count" || failed=1
done

if [ "$failed" = 1 ]; then
  echo "speed-gate: FAILED ($((SECONDS - start)) s); figures above"
  exit 1
fi
if [ "$count" = 1 ]; then
  echo "speed-gate: passed ($((SECONDS - start)) s, limit +$tolerance % per figure)"
else
  echo "speed-gate: passed, final hashes only: counts SKIPPED ($((SECONDS - start)) s)"
fi
