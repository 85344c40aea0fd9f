#!/usr/bin/env bash
# Build the libFuzzer harnesses (clang, with ASan + UBSan) and run each for
# FUZZ_SECONDS seconds (default 20; under two minutes in all), for CI.
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
for h in "${harnesses[@]}"; do
  corpus="$dir/corpus/$h"
  mkdir -p "$corpus" "$dir/artifacts/$h"
  "$dir/tests/fuzz/fuzz_corpus" "$h" "$corpus"
  echo "== fuzz_$h for ${secs}s"
  "$dir/tests/fuzz/fuzz_$h" -seed="$seed" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$dir/artifacts/$h/" -print_final_stats=1 "$corpus" 2>&1 | tail -n 12
done
echo "fuzz: no crash"
