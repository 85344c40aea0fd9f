"""The board picture: Game._repr_svg_, Game.to_svg and arcs-svg --svg."""

from __future__ import annotations

import random
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import arcs

from conftest import advance

SVG = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> list:
    return [t.text or "" for t in ET.fromstring(svg).iter(f"{SVG}text")]


def test_picture_shows_the_board() -> None:
    game = arcs.Game(players=3, seed=5)
    advance(game, random.Random(5), 80)
    svg = game._repr_svg_()
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    words = texts(svg)
    assert sum(w in {arcs.system(s).name for s in range(24)} for w in words) == 24
    for p in range(3):
        assert f"p{p}  Power {game.power(p)}" in words
    view = game.view(None)
    for place in view.court:
        assert arcs.card(place.card).name in words
    assert any(w.startswith(f"chapter {game.chapter}") for w in words)
    assert any(w.startswith("Ambitions:") for w in words)
    # Ships: one triangle per player with ships in a system.
    ships = sum(1 for s in view.systems for p in range(3) if s.fresh[p] + s.damaged[p])
    assert len(list(root.iter(f"{SVG}polygon"))) == ships


def test_picture_hides_hands() -> None:
    """The picture shows hand sizes only: no action card of any hand appears,
    even in a player's own view."""
    game = arcs.Game(players=2, seed=2)
    hand_cards = list(game.view(0).player[0].hand or ())
    assert hand_cards
    for view in (None, 0):
        words = " ".join(texts(game.to_svg(view)))
        for card in hand_cards:
            name = f"{('Administration', 'Aggression', 'Construction', 'Mobilization')[card // 7]}-{card % 7 + 1}"
            assert name not in words


def test_arcs_play_writes_the_same_picture(tmp_path: Path) -> None:
    out = tmp_path / "board.svg"
    replay = tmp_path / "game.replay"
    run = subprocess.run([sys.executable, "-m", "arcs", "--players", "2", "--seed", "4", "--moves", "60",
                          "--svg", str(out), "--save-replay", str(replay)],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    game = arcs.Game.from_replay(replay.read_bytes())
    assert len(game.history) == 60
    assert out.read_text(encoding="utf-8") == game.to_svg()
    bad = subprocess.run([sys.executable, "-m", "arcs", "--players", "7"], capture_output=True, text=True,
                         timeout=60)
    assert bad.returncode == 1 and "arcs-svg:" in bad.stderr


def test_console_script_is_arcs_svg() -> None:
    """The package installs ``arcs-svg``, not ``arcs-play`` (the C CLI's name)."""
    from importlib.metadata import distribution

    scripts = {e.name: e.value for e in distribution("libarcs").entry_points if e.group == "console_scripts"}
    assert scripts == {"arcs-svg": "arcs.cli:main"}
