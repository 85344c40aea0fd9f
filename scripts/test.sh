#!/usr/bin/env bash
# Build libarcs and run every test. Installs missing packages first.
#   1. the cmocka suite (gcc, optimized with assertions): unit tests and the
#      bounded property runs of the "slow" suite; the "long" suite (the same
#      property runs with 3-4x the games) is scripts/test-long.sh's
#   1b. the speed gate: callgrind instruction counts of fixed benchmark work in
#      a release build against tests/bench-baseline.txt (scripts/speed-gate.sh)
#   3. programs built against a staged `meson install` through pkg-config
#      (tests/consumer.c, the UI example examples/ui-board.c, and the guides'
#      programs docs/guides/examples/*.c: scripts/check-guides.sh)
#   4. the suite again, built with clang (warnings as errors: the project's
#      default), under AddressSanitizer + UndefinedBehaviorSanitizer
#   4b. the threaded tests under ThreadSanitizer (scripts/test-tsan.sh)
#   5. a bounded libFuzzer run of each harness (FUZZ_SECONDS each, default 20)
#   6. the Python binding's tests (scripts/test-python.sh), when present, in
#      the background while stages 7 and 7b run (its output printed after them)
#   7. the Rust binding's tests (scripts/test-rust.sh), when present
#   7b. the Godot 4 GDExtension's tests (scripts/test-godot.sh), when present
#   8. the WebAssembly build, its JavaScript wrapper under Node and the page in
#      headless chromium (scripts/test-web.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh

echo "== gcc build and tests"
# -O2 with assertions, without debug information (a tenth of the compile
# time; the sanitizer stage's build keeps it for its stack traces).
meson setup build-test --buildtype=debugoptimized -Ddebug=false --wipe >/dev/null 2>&1 \
  || meson setup build-test --buildtype=debugoptimized -Ddebug=false >/dev/null
ninja -C build-test
meson test -C build-test --print-errorlogs --no-suite long

echo "== speed gate (instruction counts)"
./scripts/speed-gate.sh --self-test
./scripts/speed-gate.sh
# The gate's release build links with gcc's link-time optimization (meson.build,
# "lto"): its static libarcs.a still exports only arcs_ names, holds no
# intermediate code, and links into a program built by clang.
ninja -C build-gate libarcs.a >/dev/null
./tests/check_exports.sh nm build-gate/libarcs.a
! readelf -S build-gate/libarcs.a | grep -q '\.gnu\.lto_' \
  || { echo "build-gate/libarcs.a holds gcc's intermediate code (.gnu.lto_ sections)"; exit 1; }
clang -std=c11 -Wall -Werror tests/consumer.c -Iinclude -o build-gate/consumer-clang build-gate/libarcs.a \
  $(pkg-config --libs libprotobuf-c json-c) -lm
./build-gate/consumer-clang >/dev/null

echo "== installed library through pkg-config"
stage="$(pwd)/build-test/stage"
rm -rf "$stage"
DESTDIR="$stage" meson install -C build-test --quiet
pcdir="$(dirname "$(find "$stage" -name libarcs.pc | head -n1)")"
libdir="$(dirname "$pcdir")"
cc -std=c11 -Wall -Wextra -Werror tests/consumer.c -o build-test/consumer \
  $(PKG_CONFIG_PATH="$pcdir" PKG_CONFIG_SYSROOT_DIR="$stage" pkg-config --cflags --libs libarcs)
LD_LIBRARY_PATH="$libdir" ./build-test/consumer
cc -std=c11 -Wall -Wextra -Werror examples/ui-board.c -o build-test/ui-board \
  $(PKG_CONFIG_PATH="$pcdir" PKG_CONFIG_SYSROOT_DIR="$stage" pkg-config --cflags --libs libarcs)
LD_LIBRARY_PATH="$libdir" ./build-test/ui-board 4 7 300 >/dev/null
LD_LIBRARY_PATH="$libdir" ./build-test/ui-board 3 5 3 1 ll | grep "^Draft rows" >/dev/null
LD_LIBRARY_PATH="$libdir" ./build-test/ui-board 3 5 300 1 ll | grep "^  leader: " >/dev/null
# The guides' C programs and README.md's example, against the same install
# (scripts/check-guides.sh; the Python ones run in scripts/test-python.sh).
./scripts/check-guides.sh snippets
LD_LIBRARY_PATH="$libdir" ./scripts/check-guides.sh c \
  $(PKG_CONFIG_PATH="$pcdir" PKG_CONFIG_SYSROOT_DIR="$stage" pkg-config --cflags --libs libarcs)
for f in arcs.proto arcs-data.json; do
  find "$stage" -path "*/share/libarcs/$f" | grep -q . || { echo "share/libarcs/$f not installed"; exit 1; }
done
# The installed schema: the versioned package, importing nothing.
proto="$(find "$stage" -path "*/share/libarcs/arcs.proto" | head -n1)"
grep -q '^package arcs\.v1;$' "$proto" && ! grep -q '^import ' "$proto" \
  || { echo "share/libarcs/arcs.proto is not the plain package arcs.v1"; exit 1; }

echo "== sanitizers"
./scripts/test-sanitize.sh

echo "== thread sanitizer (threaded tests)"
./scripts/test-tsan.sh

echo "== fuzzing"
./scripts/fuzz.sh

# The Python stage runs beside the Rust and Godot stages: most of its time
# is one process (the wheel's compiler, pytest) while cargo keeps both cores
# busy, so the two together take about three minutes less than one after the
# other. It touches none of their files (build-python, build-wheel, its own
# venvs; build-test only read); its output is printed whole when it ends.
py_pid=""
if [ -x scripts/test-python.sh ]; then
  echo "== python binding (beside the Rust and Godot stages: its output follows theirs)"
  ARCS_NATIVE_BUILD="$(pwd)/build-test" ./scripts/test-python.sh >build-test/python-stage.log 2>&1 &
  py_pid=$!
fi
python_stage_done() {
  [ -n "$py_pid" ] || return 0
  local rc=0
  wait "$py_pid" || rc=$?
  py_pid=""
  echo "== python binding (its output)"
  cat build-test/python-stage.log
  [ "$rc" -eq 0 ] || { echo "python binding: FAILED (exit $rc)"; exit "$rc"; }
}
trap '[ -n "$py_pid" ] && kill "$py_pid" 2>/dev/null; true' EXIT
# Cargo in CI: no incremental state (every build is a first one) and line
# tables only as debug information (panics still name file and line): 15 %
# less compile time for the Rust and Godot stages.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
export CARGO_PROFILE_DEV_DEBUG="${CARGO_PROFILE_DEV_DEBUG:-line-tables-only}"
if [ -x scripts/test-rust.sh ]; then
  echo "== rust binding"
  ARCS_NATIVE_BUILD="$(pwd)/build-test" ./scripts/test-rust.sh
fi
if [ -x scripts/test-godot.sh ]; then
  echo "== godot binding"
  ./scripts/test-godot.sh
fi
python_stage_done
if [ -x scripts/test-web.sh ]; then
  echo "== web"
  ARCS_NATIVE_BUILD="$(pwd)/build-test" ./scripts/test-web.sh
fi
echo "all tests passed"
