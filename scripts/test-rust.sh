#!/usr/bin/env bash
# Build the Rust binding (bindings/rust: arcs-sys, arcs, arcs-server) and
# run its tests: unit and integration tests, the doc examples of every
# public item, the game server's two-client test on 127.0.0.1, the safe
# crate's tests again linked to an installed libarcs (feature `system`,
# through pkg-config, against a staged `meson install` in build-rust/), and
# clippy (warnings are errors). Installs missing system packages first
# (scripts/deps.sh: protobuf-c, libclang for bindgen); cargo fetches the
# crates pinned in bindings/rust/Cargo.lock from crates.io. Needs a Rust
# toolchain >= 1.85 (rustup) with clippy.
# Cargo's build directory is bindings/rust/target (git-ignored).
# Arguments go to `cargo test`, e.g. scripts/test-rust.sh -p arcs undo
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
command -v cargo >/dev/null || { echo "test-rust.sh: cargo not found (install Rust with rustup)" >&2; exit 1; }
# Two cores are shared by everything CI runs.
export CARGO_BUILD_JOBS="${CARGO_BUILD_JOBS:-2}"
cd bindings/rust

echo "== cargo test (workspace, doc tests included)"
cargo test --locked --workspace "$@"

echo "== the host-games guide's client against arcs-server (scripts/check-guides.sh)"
cargo build --locked -p arcs-server
../../scripts/check-guides.sh server "${CARGO_TARGET_DIR:-$(pwd)/target}/debug/arcs-server"

echo "== feature system: an installed libarcs through pkg-config"
root=$(cd ../.. && pwd)
# ARCS_NATIVE_BUILD: an existing meson build dir of this tree (scripts/test.sh
# passes its own), installed instead of building the library again.
native="${ARCS_NATIVE_BUILD:-$root/build-rust}"
if [ -z "${ARCS_NATIVE_BUILD:-}" ]; then
  [ -f "$native/build.ninja" ] || meson setup "$native" "$root" -Dtests=false >/dev/null
  ninja -C "$native" >/dev/null
fi
stage="$native/stage-rust"
rm -rf "$stage"
DESTDIR="$stage" meson install -C "$native" --quiet --no-rebuild
pcdir="$(dirname "$(find "$stage" -name libarcs.pc | head -n1)")"
PKG_CONFIG_PATH="$pcdir" PKG_CONFIG_SYSROOT_DIR="$stage" LD_LIBRARY_PATH="$(dirname "$pcdir")" \
  cargo test --locked -p arcs --features system --test game

echo "== cargo clippy"
cargo clippy --locked --workspace --all-targets -- -D warnings
