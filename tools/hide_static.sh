#!/bin/sh
# Builds the installed static library libarcs.a from the internal archive so
# that it exports only the public API: every object is linked into one
# relocatable object (ld -r), whose hidden-visibility symbols (everything
# not marked ARCS_API; the sources build with -fvisibility=hidden) are made
# local (objcopy --localize-hidden). A program linking libarcs.a then sees
# only arcs_-prefixed globals (tests/check_exports.sh checks it).
#   hide_static.sh OBJCOPY AR INPUT.a OUTPUT.a CC [CC-ARGS...]
set -eu
objcopy="$1"; ar="$2"; in="$3"; out="$4"
shift 4
work="$out.d"
rm -rf "$work" "$out"
mkdir -p "$work"
in_dir=$(cd "$(dirname "$in")" && pwd)
in_abs="$in_dir/$(basename "$in")"
if head -c 8 "$in_abs" | grep -q '!<thin>'; then
  # A thin archive (meson's default for internal libraries) lists its members' paths.
  objs=$(cd "$in_dir" && "$ar" t "$(basename "$in")" | sed "s|^\([^/]\)|$in_dir/\1|")
else
  (cd "$work" && "$ar" x "$in_abs")
  objs=$(ls "$work"/*.o)
fi
# shellcheck disable=SC2086 # one word per object path (no spaces in build paths)
# Objects of a link-time-optimized build (meson.build, "lto") also hold
# gcc's intermediate code: linked without -flto, and the intermediate code's
# sections removed, so that a program linking libarcs.a uses the machine code
# whose hidden symbols were made local.
"$@" -r -nostdlib -fno-lto -o "$work/arcs.o" $objs
"$objcopy" --localize-hidden --remove-section='.gnu.lto_*' --remove-section='.gnu.debuglto_*' "$work/arcs.o"
"$ar" rcs "$out" "$work/arcs.o"
rm -rf "$work"
