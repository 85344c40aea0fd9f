#!/bin/sh
# A static libarcs.a exports only arcs_-prefixed global symbols (so that a
# program linking it cannot clash with internal names such as push_frame).
#   check_exports.sh NM LIBARCS.a
set -eu
nm_="$1"; lib="$2"
bad=$("$nm_" -g --defined-only "$lib" | awk 'NF == 3 { print $3 }' | grep -v '^arcs_' || true)
if [ -n "$bad" ]; then
  echo "libarcs.a exports symbols without the arcs_ prefix:"
  echo "$bad" | head -n 20
  echo "($(echo "$bad" | wc -l) in all)"
  exit 1
fi
n=$("$nm_" -g --defined-only "$lib" | awk 'NF == 3' | wc -l)
test "$n" -gt 30
echo "ok: $n exported symbols, all arcs_-prefixed"
