#!/usr/bin/env bash
# Install a wheel (default: the one scripts/build-wheel.sh repaired) in a
# fresh virtual environment outside the repository and play games with it,
# with neither the repository nor the system libprotobuf-c visible: in a
# private mount namespace (unshare, as root) the repository is covered by an
# empty directory and every system libprotobuf-c.so* by /dev/null. Without
# unshare the games still run from outside the repository, and the check
# falls back to reading which libprotobuf-c the process mapped.
#   scripts/check-wheel.sh [WHEEL]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
wheel=${1:-$(ls "$root"/build-wheel/wheelhouse/*.whl | head -n1)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$wheel" "$tmp/"
python3 -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install --quiet --upgrade pip
"$tmp/venv/bin/python" -m pip install --quiet "$tmp/$(basename "$wheel")"
cat > "$tmp/smoke.py" <<'PY'
import os, sys
import arcs
assert not any(p.startswith(sys.argv[1]) for p in sys.path if p), "the repository is on sys.path"
assert arcs.__file__.startswith(sys.prefix), arcs.__file__
for players in (2, 3, 4):
    with arcs.Game(players=players, seed=players) as game:
        game.random_playout(1)
        assert game.is_over and game.winner in range(players)
        again = arcs.Game.from_replay(game.to_replay())  # protobuf-c at work
        assert again.state_hash == game.state_hash
        obs = game.observation(0)
        assert obs.num_players == players
maps = [line.split()[-1] for line in open("/proc/self/maps") if "libprotobuf-c" in line]
assert maps and all("libarcs.libs" in path for path in maps), maps
print(f"wheel ok: libarcs {arcs.library_version()}, protobuf-c from {os.path.dirname(maps[0])}")
PY
run="cd '$tmp' && env -u PYTHONPATH '$tmp/venv/bin/python' '$tmp/smoke.py' '$root'"
if [ "$(id -u)" -eq 0 ] && unshare --mount --propagation private true 2>/dev/null; then
  mkdir "$tmp/empty"
  hide="mount --bind '$tmp/empty' '$root'"
  for lib in $(ls /usr/lib/*/libprotobuf-c.so* /usr/lib/libprotobuf-c.so* /usr/local/lib/libprotobuf-c.so* 2>/dev/null \
               | xargs -r -n1 readlink -f | sort -u); do
    hide="$hide && mount --bind /dev/null '$lib'"
  done
  unshare --mount --propagation private sh -c "$hide && test ! -e '$root/meson.build' && $run"
  echo "(repository and system libprotobuf-c hidden)"
else
  sh -c "$run"
  echo "(no mount namespace: repository and system libprotobuf-c were present but unused)"
fi
