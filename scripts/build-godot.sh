#!/usr/bin/env bash
# Build the Godot 4 GDExtension (bindings/godot) and put the shared library
# into the addon folder bindings/godot/demo/addons/libarcs/bin/ under the
# name libarcs.gdextension expects.
#   scripts/build-godot.sh            release build for this Linux machine
#   scripts/build-godot.sh --debug    debug build (what scripts/test-godot.sh uses)
# Cross-builds (Windows, macOS) are described in bindings/godot/README.md.
# Needs what scripts/test-rust.sh needs (Rust >= 1.94, protobuf-c, libclang).
set -euo pipefail
cd "$(dirname "$0")/../bindings/godot"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$(cd ../rust && pwd)/target}"
export CARGO_BUILD_JOBS="${CARGO_BUILD_JOBS:-2}"
profile=release
flag=--release
if [ "${1:-}" = "--debug" ]; then profile=debug; flag=""; fi
cargo build --locked $flag
arch="$(uname -m)"
[ "$arch" = aarch64 ] && arch=arm64
out="demo/addons/libarcs/bin/libarcs_godot.linux.$arch.so"
cp "$CARGO_TARGET_DIR/$profile/libarcs_godot.so" "$out"
echo "$out"
