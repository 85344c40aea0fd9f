#!/usr/bin/env bash
# Build the Python binding (bindings/python) in a fresh virtual environment
# and run its tests (which also run the Python examples and benchmark).
# Needs python3 with venv and a C compiler (installed with apt-get when
# missing); downloads setuptools, cffi and pytest from PyPI.
# Arguments go to pytest, e.g. scripts/test-python.sh -k undo
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
need=()
command -v python3 >/dev/null || need+=(python3)
command -v cc >/dev/null || need+=(gcc)
python3 -c 'import ensurepip, venv' 2>/dev/null || need+=(python3-venv)
python3 -c 'import os, sysconfig; assert os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h"))' \
  2>/dev/null || need+=(python3-dev)
if [ ${#need[@]} -gt 0 ] && command -v apt-get >/dev/null; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "installing: ${need[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
mkdir -p build-python
venv="$root/build-python/venv"
python3 -m venv --clear "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet pytest ./bindings/python
# Run from outside the source tree so that the installed package is tested.
cd "$root/build-python"
"$venv/bin/python" -m pytest -q -p no:cacheprovider "$root/bindings/python/tests" "$@"
