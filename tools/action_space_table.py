"""Regenerate the block table of docs/action-space.md from the library.

Every card step added to a card shifts the action numbers after it:
run this with the Python binding built from the tree (for instance
build-python/venv/bin/python after scripts/test-python.sh):

    python tools/action_space_table.py docs/action-space.md

bindings/python/tests/test_docs.py checks the table against the library.
"""
import re, sys
from pathlib import Path
import arcs
path = Path(sys.argv[1])
game = arcs.Game(players=4, seed=1)
blocks = {}
order = []
for a in range(arcs.NUM_DISTINCT_ACTIONS):
    move = game.action_to_move(a)
    name = f"CARD {str(move).split()[2]}" if move.kind == arcs.MoveKind.CARD else move.kind.name
    if move.kind != arcs.MoveKind.CARD and move.a >= 31 and move.kind.name in ("LEAD", "SURPASS", "COPY", "PIVOT", "SEIZE"):
        name += " Faithful"  # the campaign's Faithful cards, after the card blocks
    if move.kind == arcs.MoveKind.EVENT and move.a == 40:
        name += " Event-4"  # the extra Event card (ARCS_EVENT_CARD_EXTRA), last
    if name not in blocks:
        order.append(name)
    first, count = blocks.get(name, (a, 0))
    blocks[name] = (first, count + 1)
text = path.read_text(encoding="utf-8")
lines = text.split("\n")
rx = re.compile(r"^\| ([A-Z_]+(?: [A-Za-z0-9@-]+)?) \| (\d+) \| (\d+) \|$")
idx = [i for i, l in enumerate(lines) if rx.match(l)]
start, end = idx[0], idx[-1]
assert all(rx.match(lines[i]) for i in range(start, end + 1)), "table not contiguous"
new = [f"| {n} | {blocks[n][0]} | {blocks[n][1]} |" for n in order]
lines[start:end + 1] = new
text = "\n".join(lines)
text = re.sub(r"`arcs_action_count\(\)` = \d+", f"`arcs_action_count()` = {arcs.NUM_DISTINCT_ACTIONS}", text)
text = re.sub(r"-1 \(\d+ in this version\)", f"-1 ({arcs.NUM_CHANCE_OUTCOMES} in this version)", text)
path.write_text(text, encoding="utf-8")
print(arcs.NUM_DISTINCT_ACTIONS, len(order))
