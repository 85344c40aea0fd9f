#!/usr/bin/env bash
# Test the Godot 4 binding (bindings/godot):
#   1. the unit tests of its conversions (view -> Dictionary, moves <->
#      Dictionary, config, static data, hidden information), no engine needed
#   2. the GDExtension shared library (debug build, scripts/build-godot.sh)
#      exports the entry symbol named in libarcs.gdextension
#   3. the demo's GDScript parsed and linted by gdtoolkit (PyPI, in a venv
#      under build-godot-venv/)
#   4. when GODOT names a Godot 4 binary: the demo runs headless, bots play a
#      whole game, its replay is stepped through to the same end
# Shares bindings/rust/target with scripts/test-rust.sh (arcs-sys is built once).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
./scripts/deps.sh
command -v cargo >/dev/null || { echo "test-godot.sh: cargo not found (install Rust with rustup)" >&2; exit 1; }
export CARGO_TARGET_DIR="$root/bindings/rust/target"
export CARGO_BUILD_JOBS="${CARGO_BUILD_JOBS:-2}"
addon="$root/bindings/godot/demo/addons/libarcs"

echo "== godot: cargo test (conversions)"
(cd bindings/godot && cargo test --locked)

echo "== godot: build the extension, check its entry symbol"
lib="$(./scripts/build-godot.sh --debug | tail -n1)"
entry="$(sed -n 's/^entry_symbol = "\(.*\)"/\1/p' "$addon/libarcs.gdextension")"
[ -n "$entry" ] || { echo "no entry_symbol in libarcs.gdextension" >&2; exit 1; }
nm -D --defined-only "bindings/godot/$lib" | grep -qw "$entry" \
  || { echo "bindings/godot/$lib does not export $entry" >&2; exit 1; }
echo "exports $entry"

echo "== godot: demo GDScript (gdtoolkit)"
venv="$root/build-godot-venv"
[ -x "$venv/bin/gdlint" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install -q "gdtoolkit==4.*"; }
"$venv/bin/gdparse" bindings/godot/demo/*.gd >/dev/null
"$venv/bin/gdlint" bindings/godot/demo/*.gd

if [ -n "${GODOT:-}" ]; then
  echo "== godot: demo headless with $GODOT"
  # The first run imports the project (registers the extension).
  timeout 300 "$GODOT" --headless --path bindings/godot/demo --import >/dev/null 2>&1 || true
  out="$(timeout 600 "$GODOT" --headless --path bindings/godot/demo -- --autoplay 2>&1)" \
    || { echo "$out"; exit 1; }
  echo "$out" | grep "GAME OVER"
  echo "$out" | grep -q "replay=true" || { echo "$out"; exit 1; }
else
  echo "== godot: GODOT not set, headless demo run skipped"
fi
