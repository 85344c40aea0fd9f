#!/usr/bin/env bash
# Build libarcs and its tests with ThreadSanitizer and run the threaded
# tests (meson suite "threads": several handles on several threads at once).
# Any data race, or any access to state shared between handles, fails the
# run. CC picks the compiler (default clang; gcc works too).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
cc="${CC:-clang}"
dir="build-tsan-$(basename "$cc")"
if [ ! -d "$dir" ]; then
  CC="$cc" meson setup "$dir" --buildtype=debugoptimized -Db_sanitize=thread -Db_lundef=false >/dev/null
fi
# Only what the "threads" suite runs: the two test programs (and the library
# they link), not the whole tree.
ninja -C "$dir" tests/test_threads tests/test_bot
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1"
meson test -C "$dir" --no-rebuild --print-errorlogs --suite threads
