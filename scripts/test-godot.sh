#!/usr/bin/env bash
# Test the Godot 4 binding (bindings/godot):
#   1. the unit tests of its conversions (view -> Dictionary, moves <->
#      Dictionary, config, static data, hidden information), no engine needed
#   2. the GDExtension shared library (debug build, scripts/build-godot.sh)
#      exports the entry symbol named in libarcs.gdextension
#   3. the demo's GDScript parsed and linted by gdtoolkit (PyPI, in a venv
#      under build-godot-venv/)
#   4. the GDScript example of bindings/godot/README.md parsed and linted
#   5. when GODOT_BIN (or GODOT) names a Godot 4.3+ binary: the demo is
#      imported (registering the extension) and runs headless; bots play a
#      whole game, its replay is stepped through to the same end, and the
#      engine reports no script error
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

echo "== godot: demo GDScript and the README example (gdtoolkit)"
venv="$root/build-godot-venv"
[ -x "$venv/bin/gdlint" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install -q "gdtoolkit==4.*"; }
"$venv/bin/gdparse" bindings/godot/demo/*.gd >/dev/null
"$venv/bin/gdlint" bindings/godot/demo/*.gd
example="$(mktemp --suffix=.gd)"
trap 'rm -f "$example"' EXIT
sed -n '/^```gdscript$/,/^```$/{/^```/d;p}' bindings/godot/README.md > "$example"
[ -s "$example" ] || { echo "no gdscript example in bindings/godot/README.md" >&2; exit 1; }
"$venv/bin/gdparse" "$example" >/dev/null
"$venv/bin/gdlint" "$example"

# A Godot 4.3+ binary: GODOT_BIN (or GODOT) names it.
godot="${GODOT_BIN:-${GODOT:-}}"
if [ -n "$godot" ]; then
  echo "== godot: demo headless with $godot"
  "$godot" --headless --version
  demo="$root/bindings/godot/demo"
  # Godot loads a project's extensions from .godot/extension_list.cfg, which
  # the editor writes when it imports the project: import first (--import,
  # Godot 4.3+), and write the list if the import did not.
  timeout 300 "$godot" --headless --path "$demo" --import >/dev/null 2>&1 || true
  grep -qs "res://addons/libarcs/libarcs.gdextension" "$demo/.godot/extension_list.cfg" || {
    mkdir -p "$demo/.godot"
    echo "res://addons/libarcs/libarcs.gdextension" > "$demo/.godot/extension_list.cfg"
  }
  status=0
  out="$(timeout 600 "$godot" --headless --path "$demo" -- --autoplay 2>&1)" || status=$?
  if [ "$status" -ne 0 ] || ! grep -q "^GAME OVER .*replay=true" <<<"$out"; then
    echo "$out" | tail -n 40
    echo "test-godot.sh: the headless demo did not finish a game (exit $status)" >&2
    exit 1
  fi
  grep "^GAME OVER" <<<"$out"
  # A script error (a wrong method or signal name, a bad node path) is
  # reported by the engine without stopping it: none may appear.
  if grep -E "SCRIPT ERROR|Parse Error|Invalid call|Nonexistent function|Node not found" <<<"$out"; then
    echo "test-godot.sh: the demo logged script errors" >&2
    exit 1
  fi
else
  echo "== godot: GODOT_BIN not set, headless demo run skipped (set it to a Godot 4.3+ binary)"
fi
