#!/usr/bin/env bash
# Build libarcs and play one full game with the CLI. Arguments go to arcs-play.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
[ -d build ] || meson setup build >/dev/null
ninja -C build >/dev/null
exec ./build/examples/arcs-play "$@"
