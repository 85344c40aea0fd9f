#!/usr/bin/env bash
# Build libarcs and run every test. Installs missing packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
meson setup build-test --buildtype=debugoptimized --wipe >/dev/null 2>&1 || meson setup build-test --buildtype=debugoptimized >/dev/null
ninja -C build-test
meson test -C build-test --print-errorlogs
