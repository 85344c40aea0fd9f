#!/usr/bin/env bash
# Build libarcs for the web: WebAssembly with Emscripten (Debian's package)
# and the static site in build-web/site/ (index.html, the wasm, the JS).
# Any static file server can serve that folder, e.g.
#   python3 -m http.server -d build-web/site 8000
#
# Steps (all under build-web/):
#   1. install emscripten and the tools below from Debian, if missing
#   2. protobuf-c's runtime for wasm, from Debian's source package of the
#      same protobuf-c version as the host's protoc-c (deps/)
#   3. libarcs itself with meson, cross-compiled by emcc (meson/), -O2, and
#      the static data (arcs-data.json: map, cards, ...) written by the
#      library's tools/export_data built for wasm and run under node
#   4. link the JavaScript-facing module (bindings/web/arcs_web.c + the
#      library) into site/arcs_wasm.mjs + site/arcs_wasm.wasm
#   5. copy the wrapper (bindings/web), the page (web/), arcs-data.json, the wire schema
#      (proto/arcs.proto) and protobufjs's browser build (npm) into site/
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out="$root/build-web"
mkdir -p "$out"
./scripts/deps.sh

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
need=()
command -v emcc >/dev/null || need+=(emscripten)
command -v node >/dev/null || need+=(nodejs)
command -v npm >/dev/null || need+=(npm)
command -v dpkg-source >/dev/null || need+=(dpkg-dev)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing: ${need[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
# Debian's emscripten finds its JavaScript tools (acorn) in Debian's node
# module folder, which a node from elsewhere does not search by itself.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

# ---- 2. protobuf-c runtime for wasm --------------------------------------
pbc_version=$(dpkg-query -W -f '${source:Upstream-Version}' libprotobuf-c-dev)
pbc_src="$out/deps/protobuf-c-$pbc_version"
pbc_prefix="$out/deps/protobuf-c-wasm"
if [ ! -f "$pbc_prefix/lib/libprotobuf-c.a" ]; then
  echo "== protobuf-c $pbc_version runtime for wasm (Debian source package)"
  apt_dir="$out/deps/apt"
  rm -rf "$apt_dir" "$pbc_src" "$pbc_prefix"
  mkdir -p "$apt_dir/lists/partial" "$apt_dir/sources"
  # The system's own Debian sources, as source-package entries, in a private
  # apt state (the system's apt configuration is not touched).
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] && sed 's/^Types: deb$/Types: deb-src/' "$f" > "$apt_dir/sources/$(basename "$f")"
  done
  if [ -f /etc/apt/sources.list ]; then
    sed -n 's/^deb /deb-src /p' /etc/apt/sources.list > "$apt_dir/sources/list.list"
  fi
  apt_opts=(-o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$apt_dir/sources"
            -o "Dir::State::Lists=$apt_dir/lists" -o "APT::Sandbox::User=root")
  apt-get -qq "${apt_opts[@]}" update
  (cd "$out/deps" && apt-get -qq "${apt_opts[@]}" source --download-only "protobuf-c=$(dpkg-query -W -f '${source:Version}' libprotobuf-c-dev)" >/dev/null)
  (cd "$out/deps" && dpkg-source -x --skip-debianization protobuf-c_*.dsc "$pbc_src" >/dev/null)
  mkdir -p "$pbc_prefix/lib" "$pbc_prefix/include/protobuf-c" "$pbc_prefix/lib/pkgconfig"
  cp "$pbc_src/protobuf-c/protobuf-c.h" "$pbc_prefix/include/protobuf-c/"
  emcc -O2 -c "$pbc_src/protobuf-c/protobuf-c.c" -I"$pbc_src" -o "$pbc_prefix/protobuf-c.o"
  emar rcs "$pbc_prefix/lib/libprotobuf-c.a" "$pbc_prefix/protobuf-c.o"
  cat > "$pbc_prefix/lib/pkgconfig/libprotobuf-c.pc" <<EOF
prefix=$pbc_prefix
Name: libprotobuf-c
Description: protobuf-c runtime built for wasm32 (Emscripten)
Version: $pbc_version
Cflags: -I\${prefix}/include
Libs: -L\${prefix}/lib -lprotobuf-c
EOF
fi

# ---- 3. libarcs with meson, cross-compiled -------------------------------
cat > "$out/emscripten.cross" <<EOF
[binaries]
c = 'emcc'
ar = 'emar'
pkgconfig = 'pkg-config'
exe_wrapper = 'node'

[built-in options]
c_link_args = ['-sNODERAWFS=1', '-sSINGLE_FILE=1']

[properties]
pkg_config_libdir = '$pbc_prefix/lib/pkgconfig'

[host_machine]
system = 'emscripten'
cpu_family = 'wasm32'
cpu = 'wasm32'
endian = 'little'
EOF
if [ ! -f "$out/meson/build.ninja" ]; then
  meson setup "$out/meson" --cross-file "$out/emscripten.cross" \
    -Dtests=false -Ddefault_library=static -Dbuildtype=release -Doptimization=2 -Djson=disabled \
    > "$out/meson-setup.log" || { cat "$out/meson-setup.log"; exit 1; }
fi
echo "== libarcs (wasm32) and its static data (arcs-data.json, by tools/export_data under node)"
ninja -C "$out/meson" libarcs_internal.a arcs-data.json >/dev/null

# ---- 4. the module --------------------------------------------------------
site="$out/site"
rm -rf "$site"
mkdir -p "$site/vendor"
echo "== arcs_wasm.mjs + arcs_wasm.wasm"
exports=(arcs_status_str arcs_version arcs_game_free arcs_undo arcs_current_player
         arcs_num_players arcs_chapter arcs_initiative arcs_game_over arcs_winner arcs_power
         arcs_hand_size arcs_setup_name arcs_history_length arcs_describe
         arcs_act arcs_fate arcs_is_regent arcs_first_regent arcs_objective_progress
         arcs_act_boundary arcs_campaign_record_save arcs_last_error
         arcs_web_record_to_json arcs_web_record_from_json arcs_web_record_info
         arcs_game_save_state arcs_game_load_state arcs_game_restore_state
         arcs_replay_save arcs_replay_save_for arcs_saved_for arcs_replay_load arcs_observation
         arcs_web_game_new arcs_web_legal_moves arcs_web_apply arcs_web_history_move
         arcs_web_state_hash arcs_web_legal_text_max arcs_view_json arcs_web_move_label_for arcs_web_log_lines arcs_web_replay_load
         arcs_web_bot_new arcs_web_bot_choose arcs_bot_free arcs_bot_last_error malloc free)
list=$(printf '"_%s",' "${exports[@]}")
emcc -O2 -std=c11 -Wall -Wextra -Werror -I"$root/include" \
  "$root/bindings/web/arcs_web.c" "$out/meson/libarcs_internal.a" "$pbc_prefix/lib/libprotobuf-c.a" \
  -o "$site/arcs_wasm.mjs" \
  -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createArcsWasm -sALLOW_MEMORY_GROWTH=1 \
  -sENVIRONMENT=web,worker -sFILESYSTEM=0 \
  -sEXPORTED_FUNCTIONS="[${list%,}]" \
  -sEXPORTED_RUNTIME_METHODS='["UTF8ToString","stringToUTF8","lengthBytesUTF8","HEAPU8","HEAP32","HEAPU32"]'

# ---- 5. the site ------------------------------------------------------------
echo "== site"
(cd "$root/bindings/web" && { [ -d node_modules/protobufjs ] || npm ci --silent --no-audit --no-fund; })
cp "$root/bindings/web/arcs.mjs" "$out/meson/arcs-data.json" "$site/"
cp "$root/bindings/web/node_modules/protobufjs/dist/protobuf.min.js" "$site/vendor/"
cp "$root/bindings/web/node_modules/protobufjs/LICENSE" "$site/vendor/protobufjs-LICENSE"
node -e 'const fs=require("fs");fs.writeFileSync(process.argv[2],
  "// Generated by scripts/build-web.sh from proto/arcs.proto.\nexport const ARCS_PROTO = "+
  JSON.stringify(fs.readFileSync(process.argv[1],"utf8"))+";\n")' \
  "$root/proto/arcs.proto" "$site/arcs_proto.mjs"
cp "$root"/web/* "$site/"
echo "site written to $site"
