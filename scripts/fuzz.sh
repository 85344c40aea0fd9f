#!/usr/bin/env bash
# Build the libFuzzer harnesses (clang, with ASan + UBSan) and run each for
# FUZZ_SECONDS seconds (default 20), two at a time (FUZZ_JOBS), for CI.
# Long runs: see docs/wire-format.md, "Fuzzing".
#   scripts/fuzz.sh                 all three harnesses
#   scripts/fuzz.sh load_state      one of: load_state replay_load apply_moves record_load
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
secs="${FUZZ_SECONDS:-20}"
# A fixed seed by default, so that the test command is reproducible (the
# same inputs in the same order on every run, however far the time allows);
# FUZZ_SEED=0 explores with a new random seed each run.
seed="${FUZZ_SEED:-1}"
dir=build-fuzz
if [ ! -d "$dir" ]; then
  CC=clang meson setup "$dir" -Dfuzz=true -Dtests=false --buildtype=debugoptimized \
    -Db_sanitize=address,undefined -Db_lundef=false \
    -Dc_args=-fno-sanitize-recover=all -Dc_link_args=-fno-sanitize-recover=all >/dev/null
fi
ninja -C "$dir" >/dev/null
harnesses=("$@")
[ ${#harnesses[@]} -eq 0 ] && harnesses=(load_state replay_load apply_moves record_load)
# Two harnesses at a time (the machine's two cores; each fuzzer is one
# process): each one's output goes to its own log, printed when it ends.
run_one() {
  local h="$1" corpus="$dir/corpus/$1" log="$dir/fuzz_$1.log"
  mkdir -p "$corpus" "$dir/artifacts/$h"
  "$dir/tests/fuzz/fuzz_corpus" "$h" "$corpus"
  if "$dir/tests/fuzz/fuzz_$h" -seed="$seed" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
      -artifact_prefix="$dir/artifacts/$h/" -print_final_stats=1 "$corpus" >"$log" 2>&1; then
    echo "== fuzz_$h for ${secs}s"; tail -n 12 "$log"
  else
    echo "== fuzz_$h for ${secs}s: FAILED"; tail -n 60 "$log"; return 1
  fi
}
jobs="${FUZZ_JOBS:-2}"
pids=()
failed=0
for h in "${harnesses[@]}"; do
  run_one "$h" & pids+=($!)
  if [ ${#pids[@]} -ge "$jobs" ]; then
    wait "${pids[0]}" || failed=1
    pids=("${pids[@]:1}")
  fi
done
for p in "${pids[@]}"; do wait "$p" || failed=1; done
[ "$failed" -eq 0 ] || { echo "fuzz: a harness failed"; exit 1; }
echo "fuzz: no crash"
