"""The README's Python examples run as written."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import re
from pathlib import Path
from typing import List

README = Path(__file__).resolve().parents[1] / "README.md"


def python_blocks() -> List[str]:
    return re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S)


def test_five_line_game() -> None:
    block = python_blocks()[0]
    assert len(block.strip().splitlines()) == 5
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(block, str(README), "exec"), {})
    assert out.getvalue().startswith("winner:")


def test_other_blocks_run_as_pasted() -> None:
    """Each block runs alone in a fresh namespace: its imports are its own."""
    blocks = python_blocks()[1:]
    assert any("arcs.pettingzoo" in block for block in blocks)
    for block in blocks:
        if "arcs.pettingzoo" in block and importlib.util.find_spec("pettingzoo") is None:
            continue  # the pettingzoo extra is not installed
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(block, str(README), "exec"), {})


def test_figures_match_the_code() -> None:
    """The sizes the README quotes are the library's (they changed with
    the expansions; this keeps them from drifting again)."""
    import arcs

    text = README.read_text(encoding="utf-8")
    actions, chance = re.search(r"player action space \((\d+)\) and of the chance outcomes \((\d+)\)", text).groups()
    assert (int(actions), int(chance)) == (arcs.NUM_DISTINCT_ACTIONS, arcs.NUM_CHANCE_OUTCOMES)
    shape = re.search(r"`arcs\.observation_tensor_shape\(\)` = \((\d+),\)", text).group(1)
    assert (int(shape),) == arcs.observation_tensor_shape()
    assert f"`arcs.MAX_GAME_LENGTH` | {arcs.MAX_GAME_LENGTH}:" in text
    assert f"`arcs.RL_SUMMIT_DEAL_LIMIT` | {arcs.RL_SUMMIT_DEAL_LIMIT}:" in text
