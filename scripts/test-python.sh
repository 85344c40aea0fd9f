#!/usr/bin/env bash
# Build the Python binding (bindings/python) in a fresh virtual environment
# and run its tests (which also run the Python examples and benchmark).
# The C example programs are built with meson too (build-python/c) so that
# the tests can cross-check Python against them; tests needing a program that
# does not exist are skipped and listed with their reason; ARCS_NATIVE_BUILD
# may name an existing meson build dir of this tree to use instead (scripts/test.sh
# passes its own).
# Installs missing system packages first (scripts/deps.sh); downloads
# setuptools, cffi, protobuf and pytest from PyPI.
# Arguments go to pytest, e.g. scripts/test-python.sh -k undo
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
./scripts/deps.sh

mkdir -p build-python
if [ -n "${ARCS_NATIVE_BUILD:-}" ]; then
  # scripts/test.sh passes its own build of this tree: its example programs.
  echo "== C example programs ($ARCS_NATIVE_BUILD)"
  export ARCS_C_BUILD="$ARCS_NATIVE_BUILD"
else
  echo "== C example programs (build-python/c)"
  [ -d build-python/c ] || meson setup build-python/c -Dtests=false >/dev/null
  ninja -C build-python/c >/dev/null
  export ARCS_C_BUILD="$root/build-python/c"
fi

echo "== Python binding in a fresh venv (build-python/venv)"
venv="$root/build-python/venv"
python3 -m venv --clear "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
if [ "${ARCS_SKIP_WHEEL:-}" != 1 ]; then
  # The tests run against the wheel users install: built once (sdist, then the
  # wheel from it), checked alone in a venv of its own, then installed here.
  echo "== sdist and manylinux wheel (scripts/build-wheel.sh, scripts/check-wheel.sh)"
  ./scripts/build-wheel.sh | tail -n 2
  ./scripts/check-wheel.sh
  wheel=$(ls "$root"/build-wheel/wheelhouse/*.whl | head -n1)
  "$venv/bin/python" -m pip install --quiet "$wheel[test]"
else
  "$venv/bin/python" -m pip install --quiet "./bindings/python[test]"
fi

echo "== the guides' Python programs (scripts/check-guides.sh)"
./scripts/check-guides.sh python "$venv/bin/python"

echo "== pytest"
# Run from outside the source tree so that the installed package is tested.
cd "$root/build-python"
"$venv/bin/python" -m pytest -q -rs -p no:cacheprovider "$root/bindings/python/tests" "$@"
