"""The board picture: Game._repr_svg_, Game.to_svg and arcs-svg --svg."""

from __future__ import annotations

import random
import re
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
        assert f"{arcs.player_name(p)}  Power {game.power(p)}" in words
    view = game.view(None)
    for place in view.court:
        assert arcs.card(place.card).name in words
    assert any(w.startswith(f"chapter {game.chapter}") for w in words)
    assert any(w.startswith("Ambitions:") for w in words)
    # Ships: one triangle per player with ships in a system.
    ships = sum(1 for s in view.systems for p in range(3) if s.fresh[p] + s.damaged[p])
    assert len([e for e in root.iter(f"{SVG}polygon") if e.get("class", "").startswith("ship p")]) == ships
    assert len(list(root.iter(f"{SVG}polygon"))) == ships + 1  # and the legend's


def campaign_game(players: int, seed: int, moves: int) -> arcs.Game:
    game = arcs.Game(players=players, seed=seed, mode=arcs.Mode.CAMPAIGN,
                     summit_deal_limit=arcs.RL_SUMMIT_DEAL_LIMIT)
    game.random_playout(seed, moves)
    return game


def by_class(root: ET.Element, cls: str) -> list:
    return [e for e in root.iter() if e.get("class") == cls]


def test_campaign_picture_draws_the_empire_the_blight_and_titles() -> None:
    """Imperial ships, Blight, Free cities and Imperial clusters on the map,
    the title, Fate and objective of each player, the Empire's state and a
    legend of every piece drawn."""
    game = campaign_game(3, 0, 40)
    view = game.view(None)
    camp = game.observation(None).campaign
    root = ET.fromstring(game._repr_svg_())
    words = " | ".join(t.text or "" for t in root.iter(f"{SVG}text"))
    imperial = [s for s in view.systems if sum(s.imperial)]
    blight = [s for s in view.systems if sum(s.blight)]
    assert imperial and blight  # this game shows both
    assert len(by_class(root, "imperial")) == len(imperial)
    assert len(by_class(root, "blight")) == len(blight)
    assert len(by_class(root, "free-city")) == sum(
        1 for s in view.systems for b in s.buildings
        if b is not None and b.owner == arcs.OWNER_FREE and b.kind == arcs.BuildingKind.CITY)
    clusters = [c for c in range(6) if camp.imperial_clusters >> c & 1]
    assert clusters and len(by_class(root, "imperial-cluster")) == 4 * len(clusters)
    for s in imperial:
        fresh, damaged = s.imperial
        assert (f"{fresh}+{damaged}d" if damaged else f"{fresh}") in words
    for p, pv in enumerate(view.player):
        title = {arcs.Title.REGENT: "Regent", arcs.Title.OUTLAW: "Outlaw"}[pv.title]
        fate = arcs.card(pv.fate).name
        line = f"{title}{', First Regent' if pv.first_regent else ''}, Fate: {fate} " \
               f"(objective marker {game.objective_progress(p)})"
        assert line in words, line
    assert sum(pv.first_regent for pv in view.player) == 1
    assert "Act I; Imperial Trust:" in words and "Laws and edicts: " in words
    for item in ("Imperial ships", "Blight", "Free city", "Free starport", "Imperial cluster"):
        assert item in words
    # Outside the campaign: no campaign pieces, nor their legend.
    base = ET.fromstring(arcs.Game(players=3, seed=0).to_svg())
    base_words = [t.text for t in base.iter(f"{SVG}text")]
    assert "Imperial ships" not in base_words and "city" in base_words
    assert not by_class(base, "imperial") and not by_class(base, "imperial-cluster")


def boxes(root: ET.Element):
    """Each drawn element's bounding box (x0, y0, x1, y1), texts by the
    picture's own generous width estimate (arcs._svg.text_width), with the
    translation of their group."""
    from arcs._svg import text_width

    def walk(e: ET.Element, dx: float, dy: float):
        m = re.match(r"translate\(([-\d.]+),([-\d.]+)\)", e.get("transform", ""))
        if m:
            dx, dy = dx + float(m.group(1)), dy + float(m.group(2))
        tag = e.tag.replace(SVG, "")
        f = {k: float(v) for k, v in e.attrib.items()
             if k in ("x", "y", "width", "height", "cx", "cy", "r", "x1", "y1", "x2", "y2", "font-size")}
        if tag == "text":
            w, size = text_width(e.text or "", f["font-size"]), f["font-size"]
            x0 = {"start": f["x"], "middle": f["x"] - w / 2, "end": f["x"] - w}[e.get("text-anchor", "start")]
            yield tag, (x0 + dx, f["y"] - size + dy, x0 + w + dx, f["y"] + 0.25 * size + dy)
        elif tag == "rect" and "x" in f:
            yield tag, (f["x"] + dx, f["y"] + dy, f["x"] + f["width"] + dx, f["y"] + f["height"] + dy)
        elif tag == "circle":
            yield tag, (f["cx"] - f["r"] + dx, f["cy"] - f["r"] + dy, f["cx"] + f["r"] + dx, f["cy"] + f["r"] + dy)
        elif tag == "polygon":
            pts = [tuple(map(float, p.split(","))) for p in e.get("points", "").split()]
            yield tag, (min(x for x, _ in pts) + dx, min(y for _, y in pts) + dy,
                        max(x for x, _ in pts) + dx, max(y for _, y in pts) + dy)
        for child in e:
            yield from walk(child, dx, dy)

    yield from walk(root, 0.0, 0.0)


def test_nothing_is_cut_at_the_edges() -> None:
    """Every mode, at its start, in its middle and at its end: every shape
    and text lies inside the picture, the side panel's texts inside the
    side panel, and the Court's cards do not overlap."""
    from arcs._svg import SIDE_W, SIDE_X

    games = [arcs.Game(players=4, seed=3), arcs.Game(players=4, seed=2, mode=arcs.Mode.LEADERS_LORE)]
    games += [campaign_game(4, 3, moves) for moves in (0, 300, 100000)]
    for game in games:
        base = len(game.history)
        for _ in range(3):
            root = ET.fromstring(game.to_svg())
            width, height = float(root.get("width")), float(root.get("height"))
            assert root.get("viewBox") == f"0 0 {root.get('width')} {root.get('height')}"
            for tag, (x0, y0, x1, y1) in boxes(root):
                assert 0 <= x0 and x1 <= width and 0 <= y0 and y1 <= height, (tag, x0, y0, x1, y1)
                if tag == "text" and x0 >= SIDE_X:
                    assert x1 <= SIDE_X + SIDE_W, (x0, x1)
            court = [b for t, b in boxes(root) if t == "rect" and b[1] > 0 and b[3] - b[1] == 50]
            assert len(court) == len(game.view(None).court)
            for i, a in enumerate(court):
                for b in court[i + 1:]:
                    assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
            if game.is_over:
                break
            game.random_playout(base + 1, 150)


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
    run = subprocess.run([sys.executable, "-m", "arcs", "--mode", "campaign", "--players", "3", "--seed", "2",
                          "--moves", "50", "--svg", str(out), "--save-replay", str(replay)],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "campaign Act I: 50 moves" in run.stdout, run.stdout + run.stderr
    game = arcs.Game.from_replay(replay.read_bytes())
    assert game.view(None).mode == arcs.Mode.CAMPAIGN
    assert out.read_text(encoding="utf-8") == game.to_svg() and "Imperial ships" in texts(game.to_svg())
    bad = subprocess.run([sys.executable, "-m", "arcs", "--players", "7"], capture_output=True, text=True,
                         timeout=60)
    assert bad.returncode == 1 and "arcs-svg:" in bad.stderr


def test_console_script_is_arcs_svg() -> None:
    """The package installs ``arcs-svg``, not ``arcs-play`` (the C CLI's name)."""
    from importlib.metadata import distribution

    scripts = {e.name: e.value for e in distribution("libarcs").entry_points if e.group == "console_scripts"}
    assert scripts == {"arcs-svg": "arcs.cli:main"}
