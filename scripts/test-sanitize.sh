#!/usr/bin/env bash
# Build the whole test suite with AddressSanitizer + UndefinedBehaviorSanitizer
# and run it. Any sanitizer report fails the run. CC picks the compiler
# (default clang; gcc works too): CC=gcc scripts/test-sanitize.sh
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
cc="${CC:-clang}"
dir="build-sanitize-$(basename "$cc")"
# -O1 (the sanitizers' own advice: about twice as fast as -O0, every check
# kept) with frame pointers for whole stack traces.
if [ ! -d "$dir" ]; then
  CC="$cc" meson setup "$dir" --buildtype=debug -Doptimization=1 -Db_sanitize=address,undefined -Db_lundef=false \
    -Dc_args="-fno-sanitize-recover=all -fno-omit-frame-pointer" -Dc_link_args=-fno-sanitize-recover=all >/dev/null
fi
ninja -C "$dir"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# The unit suite's two longest random sweeps with fewer games than the gcc
# stage plays (every state of 20 games per player count saved and loaded, 60
# there; 120 random games per player count with every Court card seen, 340
# there): under the sanitizers they took a third of this stage's time.
export WIRE_TEST_GAMES="${WIRE_TEST_GAMES:-20}" ARCS_PROPERTY_GAMES="${ARCS_PROPERTY_GAMES:-120}"
meson test -C "$dir" --print-errorlogs --no-suite slow
