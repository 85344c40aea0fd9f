"""docs/action-space.md and docs/observation-tensor.md match the library."""

from __future__ import annotations

import re
from pathlib import Path

import arcs

ROOT = Path(__file__).resolve().parents[3]


def test_action_space_table_matches_the_library() -> None:
    game = arcs.Game(players=4, seed=1)
    blocks: dict = {}
    for a in range(arcs.NUM_DISTINCT_ACTIONS):
        move = game.action_to_move(a)
        name = f"CARD {str(move).split()[2]}" if move.kind == arcs.MoveKind.CARD else move.kind.name
        if move.kind != arcs.MoveKind.CARD and move.a >= 31 and move.kind.name in ("LEAD", "SURPASS", "COPY", "PIVOT", "SEIZE"):
            name += " Faithful"  # the campaign's Faithful cards, after the card blocks
        if move.kind == arcs.MoveKind.EVENT and move.a == 40:
            name += " Event-4"  # the extra Event card (ARCS_EVENT_CARD_EXTRA), last
        first, count = blocks.get(name, (a, 0))
        blocks[name] = (first, count + 1)
    text = (ROOT / "docs" / "action-space.md").read_text(encoding="utf-8")
    documented = {m.group(1): (int(m.group(2)), int(m.group(3)))
                  for m in re.finditer(r"^\| ([A-Z_]+(?: [A-Za-z0-9@-]+)?) \| (\d+) \| (\d+) \|$", text, re.M)}
    assert documented == blocks
    assert f"`arcs_action_count()` = {arcs.NUM_DISTINCT_ACTIONS}" in text
    assert f"-1 ({arcs.NUM_CHANCE_OUTCOMES} in this version)" in text


def test_observation_tensor_doc_matches_the_layout() -> None:
    text = (ROOT / "docs" / "observation-tensor.md").read_text(encoding="utf-8")
    documented = [(m.group(1), int(m.group(2)))
                  for m in re.finditer(r"^\| `(\w+)` \| (\d+) \|", text, re.M)]
    assert documented == arcs.observation_tensor_layout()
    assert f"({arcs.observation_tensor_shape()[0]},)" in text
