#!/usr/bin/env bash
# The web build's tests: builds the site (scripts/build-web.sh), then runs
#   1. the JavaScript wrapper's tests under Node against the wasm build
#      (bindings/web/test/wrapper.test.mjs), including a replay written by
#      the native arcs-play and re-run in wasm to the same final state;
#   2. the page in headless chromium (Debian's package) driven by
#      playwright-core from npm (bindings/web/test/browser.test.mjs): clicks
#      legal moves for at most ARCS_WEB_CLICKS moves (default 200), undo,
#      the replay viewer, a campaign game until a hand holds Event and
#      Faithful cards, a campaign game's pieces against its view (Imperial
#      ships, Blight, Free cities, titles, Council, Act; card text on hover;
#      no Rival's secret), a replay saved mid-game (its saver's seat only),
#      the Leaders & Lore draft's texts, outcomes in the log, no Rival's
#      hidden card in the log, a saved game with Flagships continued
#      (tests/fixtures/flagships-p1.replay: the Flagships and their boards
#      against the view, a repair clicked on the board), whole games by
#      clicking only in every mode (2-4 players; every card's text; the
#      Summit drawn), bots that never reach the person's decision shown as
#      an error; screenshots in build-web/screenshot-*.png;
#   3. the online client (test/online.test.mjs under Node; and
#      test/online_browser.test.mjs: arcs-server, ARCS_SERVER or built here
#      with cargo, serving the page to two chromium contexts as two seats:
#      invite, moves, a reload, a server restart on its SQLite file, no hand
#      of one seat in the other's page or traffic).
# ARCS_NATIVE_BUILD may name an existing meson build dir of this tree whose
# examples/arcs-play and examples/arcs-replay are used (scripts/test.sh
# passes its own); otherwise they are built in build-web/native.
# Arguments go to node --test (e.g. --test-name-pattern undo).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
./scripts/build-web.sh

need=()
command -v chromium >/dev/null || need+=(chromium)
fc-list 2>/dev/null | grep -qi liberation || need+=(fonts-liberation)
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  echo "installing: ${need[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

native="${ARCS_NATIVE_BUILD:-$root/build-web/native}"
if [ -z "${ARCS_NATIVE_BUILD:-}" ]; then
  [ -f "$native/build.ninja" ] || meson setup "$native" -Dtests=false >/dev/null
  ninja -C "$native" examples/arcs-play examples/arcs-replay >/dev/null
fi
export ARCS_PLAY="$native/examples/arcs-play"
export ARCS_REPLAY="$native/examples/arcs-replay"
export ARCS_WEB_SITE="$root/build-web/site"
# The online tests (test/online_browser.test.mjs) run the page against arcs-server.
if [ -z "${ARCS_SERVER:-}" ]; then
  command -v cargo >/dev/null || { echo "test-web.sh: cargo is needed for arcs-server (the online tests)" >&2; exit 1; }
  (cd "$root/bindings/rust" && CARGO_BUILD_JOBS="${CARGO_BUILD_JOBS:-2}" cargo build --locked -q -p arcs-server)
  export ARCS_SERVER="${CARGO_TARGET_DIR:-$root/bindings/rust/target}/debug/arcs-server"
fi
export CHROMIUM="${CHROMIUM:-$(command -v chromium)}"

echo "== web: wrapper (Node) and page (headless chromium)"
cd "$root/bindings/web"
node --test "$@" test/
