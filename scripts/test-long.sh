#!/usr/bin/env bash
# The long property runs (meson suite "long": tests/meson.build), which the
# test command (scripts/test.sh) leaves out for time: the slow suite's runs
# with 3-4 times the games. Run before a release or after a rules change.
# Arguments go to meson test (e.g. --num-processes 4).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
[ -f build-long/build.ninja ] || meson setup build-long --buildtype=debugoptimized >/dev/null
ninja -C build-long
meson test -C build-long --print-errorlogs --suite long "$@"
