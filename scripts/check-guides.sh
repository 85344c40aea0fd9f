#!/usr/bin/env bash
# Check the guides (docs/guides/*.md) and README.md's C example: every code
# snippet shown runs. Each snippet is part of a whole program under
# docs/guides/examples/ (or examples/), and those programs are run here.
#
#   check-guides.sh snippets          every ```c and ```python block of docs/guides/*.md and
#                                     every ```c block of README.md appears verbatim in a file
#                                     of docs/guides/examples/ or examples/
#   check-guides.sh c FLAGS...        compile each docs/guides/examples/*.c with FLAGS (the
#                                     installed library's `pkg-config --cflags --libs libarcs`)
#                                     and run it; the caller sets LD_LIBRARY_PATH if needed
#                                     (scripts/test.sh, its pkg-config stage)
#   check-guides.sh python PYTHON     run each docs/guides/examples/*.py but the server client
#                                     with PYTHON (one with arcs, open-spiel and pettingzoo:
#                                     scripts/test-python.sh's venv)
#   check-guides.sh server SERVER     start the arcs-server binary SERVER on a free port of
#                                     127.0.0.1, run docs/guides/examples/server_client.py
#                                     against it, stop it (scripts/test-rust.sh)
# Each mode takes a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
ex="$root/docs/guides/examples"
mode="${1:-}"
shift || true

case "$mode" in
snippets)
  python3 - "$root" <<'EOF'
import glob, os, re, sys
root = sys.argv[1]
sources = {}
for pattern in ("docs/guides/examples/*", "examples/*.c", "examples/python/*.py"):
    for path in glob.glob(os.path.join(root, pattern)):
        if os.path.isfile(path):
            with open(path, encoding="utf-8") as f:
                sources[os.path.relpath(path, root)] = f.read()
docs = [(p, ("c", "python")) for p in sorted(glob.glob(os.path.join(root, "docs/guides/*.md")))]
docs.append((os.path.join(root, "README.md"), ("c",)))
bad = checked = 0
for doc, langs in docs:
    text = open(doc, encoding="utf-8").read()
    for m in re.finditer(r"^```(\w+)\n(.*?)^```", text, re.S | re.M):
        if m.group(1) not in langs:
            continue
        checked += 1
        block = m.group(2)
        if not any(block in src for src in sources.values()):
            line = text.count("\n", 0, m.start()) + 1
            print(f"{os.path.relpath(doc, root)}:{line}: this ```{m.group(1)} block is in no file "
                  "of docs/guides/examples/ or examples/ (copy it from the program that runs it)")
            bad += 1
if checked == 0:
    sys.exit("check-guides: no snippet found")
print(f"guides: {checked} snippets, each found in a program that runs")
sys.exit(1 if bad else 0)
EOF
  ;;
c)
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
  for src in "$ex"/*.c; do
    name=$(basename "$src" .c)
    cc -std=c11 -Wall -Wextra -Werror "$src" -o "$out/$name" "$@"
    "$out/$name" > "$out/$name.txt" || { cat "$out/$name.txt"; echo "guides: $src failed"; exit 1; }
    echo "guides: $(basename "$src") ran"
  done
  ;;
python)
  python="${1:?check-guides.sh python PYTHON}"
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
  for src in "$ex"/*.py; do
    [ "$(basename "$src")" = server_client.py ] && continue
    (cd "$out" && "$python" "$src" "$out/picture.svg" > "$out/run.txt") \
      || { cat "$out/run.txt"; echo "guides: $src failed"; exit 1; }
    echo "guides: $(basename "$src") ran"
  done
  ;;
server)
  server="${1:?check-guides.sh server SERVER}"
  out=$(mktemp -d)
  "$server" --listen 127.0.0.1:0 --db "$out/games.sqlite" --replay-dir "$out/replays" > "$out/server.txt" 2>&1 &
  pid=$!
  # Stop the server on the way out, keeping this script's own exit status
  # (the killed server's 143 is not ours; set -e would exit on it).
  trap 'st=$?; kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true; rm -rf "$out"; exit $st' EXIT
  url=""
  for _ in $(seq 50); do
    url=$(grep -o 'http://[0-9.:]*' "$out/server.txt" || true)
    [ -n "$url" ] && break
    sleep 0.1
  done
  [ -n "$url" ] || { cat "$out/server.txt"; echo "guides: arcs-server did not start"; exit 1; }
  python3 "$ex/server_client.py" "$url" > "$out/run.txt" \
    || { cat "$out/run.txt"; echo "guides: server_client.py failed"; exit 1; }
  ls "$out/replays"/*.arcsreplay >/dev/null
  echo "guides: server_client.py ran against $(basename "$server")"
  ;;
*)
  sed -n '2,20p' "$0" >&2
  exit 2
  ;;
esac
