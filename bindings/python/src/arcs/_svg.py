"""The board as an SVG picture (Game._repr_svg_, arcs-svg --svg).

Drawn from the structured view (:meth:`arcs.Game.view`, C: arcs_view; the
public view by default, so a picture never reveals a hand): the map (six clusters, their gate and three
planets, ships and buildings by owner, clusters out of play greyed), the
Court row with its agents, each player's board (Power, resource slots,
supplies, Outrage, Trophies, Captives, Guild cards, hand size, played card),
the ambition markers, the round (chapter, initiative, lead card, who
decides) and a legend of the pieces. The campaign adds the Empire (Imperial
ships, Imperial clusters, the Imperial Trust and Policy, the laws and edicts
in force), the Blight, Free cities and starports, each player's title
(Regent, Outlaw, First Regent), Fate and objective marker. The data is first
gathered into a plain :class:`Scene`, and only that is drawn, so the source
of the data can change without touching the drawing. The picture grows to
hold what it shows (long names wrap), so nothing is cut at its edges.
"""

from __future__ import annotations

import dataclasses
import math
from html import escape
from typing import Any, List, Optional, Tuple

__all__ = ["CampaignPic", "Scene", "render", "render_view", "scene_from_view", "text_width"]

SUITS = ("Administration", "Aggression", "Construction", "Mobilization")
RESOURCES = ("Material", "Fuel", "Weapon", "Relic", "Psionic")
RESOURCE_COLORS = ("#8c6d46", "#4caf50", "#e53935", "#7e57c2", "#ec407a")
AMBITIONS = ("Tycoon", "Tyrant", "Warlord", "Keeper", "Empath")
KINDS = ("gate", "arrow", "crescent", "hex")
PLAYER_COLORS = ("#d32f2f", "#1976d2", "#f9a825", "#9e9e9e")
EMPIRE_COLOR = "#6a1b9a"
BLIGHT_COLOR = "#33691e"
#: The Govern edict on top (Campaign.govern_top): the Imperial Policy.
POLICIES = {1: "War", 2: "Peace", 3: "Escalation"}
ROMAN = ("", "I", "II", "III")
WIDTH = 1100
MAP_BOTTOM = 600       # below the lowest planet
SIDE_X, SIDE_W = 590, 490
#: A generous width of one character, in em (sans-serif averages about 0.5):
#: texts are wrapped and boxes sized with it.
CHAR_EM = 0.6


def text_width(s: str, size: float) -> float:
    """The width ``s`` may take at font size ``size`` (an upper estimate)."""
    return len(s) * size * CHAR_EM


def _wrap(s: str, width: float, size: float) -> List[str]:
    """``s`` in lines of at most ``width`` pixels, split at spaces (a word
    longer than a line is cut with an ellipsis)."""
    limit = max(1, int(width // (size * CHAR_EM)))
    lines: List[str] = []
    for word in s.split(" "):
        if len(word) > limit:
            word = word[:limit - 1] + "\u2026"
        if lines and len(lines[-1]) + 1 + len(word) <= limit:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def card_name(card: int) -> str:
    """An action card's name, e.g. ``"Aggression-4"``."""
    return f"{SUITS[card // 7]}-{card % 7 + 1}" if 0 <= card < 28 else "?"


@dataclasses.dataclass
class SystemPic:
    name: str
    ships: List[Tuple[int, int]]            # (fresh, damaged) per player
    buildings: List[Tuple[str, int, bool]]  # ("city" | "starport" | "free city" | "free starport", owner, damaged)
    imperial: Tuple[int, int] = (0, 0)      # campaign: Imperial ships (fresh, damaged)
    blight: Tuple[int, int] = (0, 0)        # campaign: Blight (fresh, damaged)


@dataclasses.dataclass
class PlayerPic:
    power: int
    resources: List[int]                    # per slot: -1 empty, else resource
    supplies: Tuple[int, int, int, int]     # cities on the player board, ships, starports, agents
    outrage: List[str]
    trophies: int
    captives: int
    guild: List[str]
    hand: int
    played: str
    name: str = ""                          # "Player 1" (arcs.player_name)
    title: str = ""                         # campaign: "Regent", "Outlaw", "Regent, First Regent"
    fate: str = ""                          # campaign: the Fate kept ("hidden" while secret), or ""
    objective: Optional[int] = None         # campaign: the objective marker's space (0 complete)
    play_area: List[str] = dataclasses.field(default_factory=list)  # Leaders & Lore: leader, lore, ...


@dataclasses.dataclass
class CampaignPic:
    """The campaign's state beyond the pieces (Campaign rulebook, "The Empire")."""

    act: int
    imperial_clusters: List[int]            # clusters 0..5
    trust: List[str]                        # the Imperial Trust, e.g. "Fuel 2"
    policy: str                             # the Imperial Policy (War, Peace, Escalation) or ""
    booklet: List[str]                      # laws and edicts in force, in order


@dataclasses.dataclass
class Scene:
    """What the picture shows, independent of where it came from."""

    players: int
    chapter: int
    initiative: int
    current: str
    lead: str
    title: str
    out_of_play: List[int]                  # clusters 0..5
    systems: List[SystemPic]
    court: List[Tuple[str, List[int]]]      # card, agents per player
    boards: List[PlayerPic]
    ambitions: List[str]                    # one line per marker
    campaign: Optional[CampaignPic] = None


def _fate_name(fate: Optional[int]) -> str:
    from ._data import card
    from ._view import HIDDEN

    if fate is None:
        return ""
    return "hidden" if fate == HIDDEN else card(fate).name


def campaign_from_proto(block: Any) -> CampaignPic:
    """A :class:`CampaignPic` from an Observation's ``campaign`` block."""
    from ._data import card

    return CampaignPic(
        act=int(block.act),
        imperial_clusters=[c for c in range(6) if block.imperial_clusters >> c & 1],
        trust=[f"{RESOURCES[r]} {n}" for r, n in enumerate(block.trust) if n and r < len(RESOURCES)],
        policy=POLICIES.get(int(block.govern_top), ""),
        booklet=[card(c).name for c in block.booklet if c],
    )


def scene_from_view(view: Any, title: str = "", campaign: Optional[CampaignPic] = None,
                    objectives: Optional[List[Optional[int]]] = None) -> Scene:
    """Gather a Scene from an :class:`arcs.GameView` (and, in the campaign,
    what the view does not hold: ``campaign``, the objective markers)."""
    from ._data import card, system
    from ._enums import CHANCE
    from ._move import player_name
    from ._view import BuildingKind, Title

    n = view.players
    systems = []
    for sv in view.systems:
        buildings = []
        for b in sv.buildings:
            if b is None:
                continue
            kind = "starport" if b.kind == BuildingKind.STARPORT else "city"
            buildings.append((kind if 0 <= b.owner < n else "free " + kind, b.owner, b.damaged))
        systems.append(SystemPic(
            name=system(sv.system).name,
            ships=[(sv.fresh[p], sv.damaged[p]) for p in range(n)],
            buildings=buildings,
            imperial=sv.imperial,
            blight=sv.blight,
        ))
    boards = []
    for p, pv in enumerate(view.player[:n]):
        played = ("" if pv.played is None else card_name(pv.played) if 0 <= pv.played < 28 else "face down")
        title_words = {Title.REGENT: "Regent", Title.OUTLAW: "Outlaw"}.get(pv.title, "")
        if pv.first_regent:
            title_words += ", First Regent"
        boards.append(PlayerPic(
            power=pv.power,
            resources=[-1 if slot.resource is None else int(slot.resource) for slot in pv.slots],
            supplies=(pv.cities_on_board, pv.ships_supply, pv.starports_supply, pv.agents_supply),
            outrage=[RESOURCES[int(r)] for r in pv.outrage],
            trophies=sum(pv.trophy_ships) + sum(pv.trophy_cities) + sum(pv.trophy_starports)
            + sum(pv.trophy_agents),
            captives=sum(pv.captives),
            guild=[card(c).name for c in pv.guild_cards],
            hand=pv.hand_count,
            played=played,
            name=player_name(p),
            title=title_words,
            fate=_fate_name(pv.fate),
            objective=objectives[p] if objectives else None,
            play_area=[card(c).name for c in pv.play_area],
        ))
    ambitions = []
    for i, marker in enumerate(view.markers[:3]):
        where = AMBITIONS[int(marker.box)] if marker.box is not None else "available"
        ambitions.append(f"{marker.first}/{marker.second}: {where}")
    decider = view.decision.player
    if view.game_over:
        current = f"game over, {player_name(view.winner)} wins" if view.winner is not None else "game over"
        if view.act_boundary:
            current += f" (end of Act {ROMAN[view.act]})" if 0 < view.act < 4 else ""
    elif decider is CHANCE:
        current = "chance decides"
    else:
        current = f"{player_name(decider)} decides"
    return Scene(
        players=n,
        chapter=view.chapter,
        initiative=view.initiative,
        current=current,
        lead=card_name(view.lead_card) if view.lead_card is not None else "none",
        title=title,
        out_of_play=[s // 4 for s, sv in enumerate(view.systems) if s % 4 == 0 and not sv.in_play],
        systems=systems,
        court=[("" if place.card is None else card(place.card).name, list(place.agents[:n]))
               for place in view.court],
        boards=boards,
        ambitions=ambitions,
        campaign=campaign,
    )


def _system_xy(s: int) -> Tuple[float, float]:
    """Where a system sits on the map: clusters in a ring, each gate
    toward the centre and its planets outside it."""
    cluster, kind = divmod(s, 4)
    angle = math.radians(-90 + 60 * cluster)
    cx, cy = 290, 330
    if kind == 0:
        r, spread = 105, 0.0
    else:
        r, spread = 235 if kind == 2 else 215, math.radians(21) * (kind - 2)
    return cx + r * math.cos(angle + spread), cy + r * math.sin(angle + spread)


def _text(x: float, y: float, s: str, size: int = 12, anchor: str = "start", weight: str = "normal",
          fill: str = "#222", halo: bool = False) -> str:
    extra = ' stroke="#fff" stroke-width="3" paint-order="stroke"' if halo else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="{fill}"{extra}>{escape(s)}</text>')


def _ship(x: float, y: float, color: str, cls: str) -> str:
    """A ship: a triangle with its base at y + 4 (x is its left corner)."""
    return (f'<polygon class="{cls}" points="{x:.1f},{y + 4:.1f} {x + 8:.1f},{y - 5:.1f} {x + 16:.1f},'
            f'{y + 4:.1f}" fill="{color}" stroke="#000"/>')


def _blight(x: float, y: float, cls: str = "blight") -> str:
    """A Blight piece: a diamond centred at (x + 8, y)."""
    return (f'<polygon class="{cls}" points="{x + 8:.1f},{y - 6:.1f} {x + 16:.1f},{y:.1f} {x + 8:.1f},'
            f'{y + 6:.1f} {x:.1f},{y:.1f}" fill="{BLIGHT_COLOR}" stroke="#000"/>')


def _building(kind: str, owner: int, damaged: bool, x: float, y: float, cls: str = "") -> List[str]:
    """A building whose 16-pixel cell starts at (x, y - 14); its class is
    its kind ("free-city", ...) unless ``cls`` is given."""
    color = PLAYER_COLORS[owner] if not kind.startswith("free") else "#fff"
    cls = cls or kind.replace(" ", "-")
    if kind.endswith("starport"):
        out = [f'<circle class="{cls}" cx="{x + 8:.1f}" cy="{y - 6:.1f}" r="8" fill="{color}" stroke="#000"/>']
    else:
        out = [f'<rect class="{cls}" x="{x:.1f}" y="{y - 14:.1f}" width="16" height="16" fill="{color}" '
               f'stroke="#000"/>']
    if damaged:
        out.append(_text(x + 8, y - 1, "x", 12, "middle", "bold"))
    return out


def _count(fresh: int, damaged: int) -> str:
    return f"{fresh}" + (f"+{damaged}d" if damaged else "")


def _draw_map(scene: Scene, out: List[str]) -> None:
    imperial = scene.campaign.imperial_clusters if scene.campaign else []
    for c in range(6):
        gx, gy = _system_xy(c * 4)
        for k in (1, 2, 3):
            px, py = _system_xy(c * 4 + k)
            out.append(f'<line x1="{gx:.1f}" y1="{gy:.1f}" x2="{px:.1f}" y2="{py:.1f}" stroke="#bbb"/>')
        nx, ny = _system_xy(((c + 1) % 6) * 4)
        out.append(f'<line x1="{gx:.1f}" y1="{gy:.1f}" x2="{nx:.1f}" y2="{ny:.1f}" stroke="#bbb"/>')
    for s, sys in enumerate(scene.systems):
        x, y = _system_xy(s)
        gone = s // 4 in scene.out_of_play
        fill = "#eee" if gone else ("#fff8e1" if s % 4 == 0 else "#e3f2fd")
        if s // 4 in imperial:
            out.append(f'<circle class="imperial-cluster" cx="{x:.1f}" cy="{y:.1f}" r="31" fill="{fill}" '
                       f'stroke="{EMPIRE_COLOR}" stroke-width="4" stroke-dasharray="6 3"/>')
        else:
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="31" fill="{fill}" stroke="#555"/>')
        out.append(_text(x, y - 22, sys.name, 10, "middle", fill="#999" if gone else "#222", halo=True))
        for i, (kind, owner, damaged) in enumerate(sys.buildings):
            out.extend(_building(kind, owner, damaged, x - 20 + 22 * i, y))
        # Ships in rows of up to three per column: the players', the Empire's, the Blight.
        pieces = [(f"ship p{p}", PLAYER_COLORS[p], f, d) for p, (f, d) in enumerate(sys.ships) if f + d]
        if sum(sys.imperial):
            pieces.append(("imperial", EMPIRE_COLOR, *sys.imperial))
        if sum(sys.blight):
            pieces.append(("blight", BLIGHT_COLOR, *sys.blight))
        for i, (cls, color, fresh, damaged) in enumerate(pieces):
            col, row = divmod(i, 3)
            px, py = x - 30 + 32 * col, y + 8 + 9 * row
            out.append(_blight(px, py) if cls == "blight" else _ship(px, py, color, cls))
            out.append(_text(px + 18, py + 4, _count(fresh, damaged), 9))


def _draw_legend(scene: Scene, out: List[str], y: float) -> float:
    """The pieces' legend under the map; returns the y below it."""
    items: List[Tuple[str, List[str]]] = [
        ("ships (+d damaged)", [_ship(0, 0, PLAYER_COLORS[0], "legend")]),
        ("city", _building("city", 0, False, 0, 6, "legend")),
        ("starport", _building("starport", 0, False, 0, 6, "legend")),
        ("damaged building", _building("city", 0, True, 0, 6, "legend")),
    ]
    if scene.campaign is not None:
        items += [
            ("Imperial ships", [_ship(0, 0, EMPIRE_COLOR, "legend")]),
            ("Blight", [_blight(0, 0, "legend")]),
            ("Free city", _building("free city", 4, False, 0, 6, "legend")),
            ("Free starport", _building("free starport", 4, False, 0, 6, "legend")),
            ("Imperial cluster", [f'<circle cx="8" cy="0" r="7" fill="#e3f2fd" stroke="{EMPIRE_COLOR}" '
                                  'stroke-width="3" stroke-dasharray="4 2"/>']),
        ]
    out.append(_text(20, y, "Legend", 12, weight="bold"))
    x, y = 20.0, y + 20
    for label, icon in items:
        w = 22 + text_width(label, 11) + 14
        if x + w > SIDE_X - 20:
            x, y = 20.0, y + 22
        out.append(f'<g transform="translate({x:.1f},{y:.1f})">' + "".join(icon) + "</g>")
        out.append(_text(x + 22, y + 4, label, 11))
        x += w
    return y + 14


def _lines(out: List[str], x: float, y: float, s: str, size: int, width: float = SIDE_W - 20,
           **kw: Any) -> float:
    """Writes s wrapped at width from baseline y; returns the next baseline."""
    for line in _wrap(s, width, size):
        out.append(_text(x, y, line, size, **kw))
        y += size + 4
    return y


def _draw_board(p: int, board: PlayerPic, out: List[str], y: float) -> float:
    """A player board from y; returns the y below it."""
    x0 = SIDE_X
    body: List[str] = []
    color = PLAYER_COLORS[p]
    head = f"{board.name or f'p{p}'}  Power {board.power}"
    body.append(_text(x0 + 10, y + 20, head, 14, weight="bold", fill=color))
    hand = f"hand {board.hand}" + (f", played {board.played}" if board.played else "")
    body.append(_text(x0 + SIDE_W - 10, y + 20, hand, 12, "end"))
    at = y + 38.0
    if board.title or board.fate:
        fate = f"Fate: {board.fate}" if board.fate else ""
        if board.objective is not None:
            fate += f" (objective marker {board.objective})" if board.objective else " (objective complete)"
        at = _lines(body, x0 + 10, at, ", ".join(w for w in (board.title, fate) if w), 11, fill="#333")
    for i, r in enumerate(board.resources):
        rx = x0 + 10 + 30 * i
        color_r = RESOURCE_COLORS[r] if 0 <= r < 5 else "#fff"
        body.append(f'<rect x="{rx}" y="{at - 8:.1f}" width="24" height="24" rx="3" fill="{color_r}" '
                    'stroke="#555"/>')
        if 0 <= r < 5:
            body.append(_text(rx + 12, at + 9, RESOURCES[r][0], 11, "middle", "bold", "#fff"))
    at += 34
    cities, ships, starports, agents = board.supplies
    at = _lines(body, x0 + 10, at, f"supply: ships {ships}, agents {agents}, starports {starports}, "
                f"cities {cities}", 11)
    at = _lines(body, x0 + 10, at, f"Trophies {board.trophies}, Captives {board.captives}"
                + (", Outrage: " + ", ".join(board.outrage) if board.outrage else ""), 11)
    at = _lines(body, x0 + 10, at, "Guild cards: " + (", ".join(board.guild) or "none"), 11)
    if board.play_area:
        at = _lines(body, x0 + 10, at, "Play area: " + ", ".join(board.play_area), 11)
    bottom = at - 4
    out.append(f'<rect x="{x0}" y="{y}" width="{SIDE_W}" height="{bottom - y:.1f}" rx="6" fill="#fafafa" '
               f'stroke="{color}" stroke-width="3"/>')
    out.extend(body)
    return bottom


def _draw_side(scene: Scene, out: List[str]) -> float:
    """The right-hand side; returns the y below it."""
    x0 = SIDE_X
    y = _lines(out, x0, 30, scene.title or "Arcs", 16, weight="bold")
    initiative = scene.boards[scene.initiative].name if scene.boards[scene.initiative].name else \
        f"p{scene.initiative}"
    y = _lines(out, x0, y, f"chapter {scene.chapter}, initiative {initiative}, lead card {scene.lead}", 12)
    y = _lines(out, x0, y, scene.current, 12, weight="bold")
    y = _lines(out, x0, y, "Ambitions: " + "; ".join(scene.ambitions), 12)
    c = scene.campaign
    if c is not None:
        words = [f"Act {ROMAN[c.act] if 0 < c.act < 4 else c.act}",
                 "Imperial Trust: " + (", ".join(c.trust) or "empty")]
        if c.policy:
            words.append(f"Imperial Policy: {c.policy}")
        y = _lines(out, x0, y, "; ".join(words), 12, fill=EMPIRE_COLOR)
        y = _lines(out, x0, y, "Laws and edicts: " + (", ".join(c.booklet) or "none"), 11)
    y = _lines(out, x0, y + 6, "Court", 13, weight="bold")
    per_row = 4
    w = (SIDE_W - 6 * (per_row - 1)) / per_row
    for i, (card, agents) in enumerate(scene.court):
        row, col = divmod(i, per_row)
        cx, cy = x0 + (w + 6) * col, y - 8 + 56 * row
        out.append(f'<rect x="{cx:.1f}" y="{cy:.1f}" width="{w:.1f}" height="50" rx="4" fill="#f3e5f5" '
                   f'stroke="#6a1b9a"/>')
        for k, line in enumerate(_wrap(card, w - 8, 9)[:2]):
            out.append(_text(cx + w / 2, cy + 13 + 11 * k, line, 9, "middle"))
        for p, n in enumerate(agents):
            if n:
                out.append(f'<rect x="{cx + 6 + 27 * p:.1f}" y="{cy + 30:.1f}" width="10" height="14" '
                           f'fill="{PLAYER_COLORS[p]}"/>')
                out.append(_text(cx + 18 + 27 * p, cy + 42, str(n), 10))
    rows = (len(scene.court) + per_row - 1) // per_row
    y += 56 * rows
    for p, board in enumerate(scene.boards):
        y = _draw_board(p, board, out, y) + 10
    return y


def render_scene(scene: Scene) -> str:
    """The SVG document of a Scene."""
    body: List[str] = []
    _draw_map(scene, body)
    bottom = _draw_legend(scene, body, MAP_BOTTOM + 20)
    bottom = max(bottom, _draw_side(scene, body))
    height = int(math.ceil(max(bottom + 10, 760)))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
           f'viewBox="0 0 {WIDTH} {height}" font-family="sans-serif">',
           f'<rect width="{WIDTH}" height="{height}" fill="#fff"/>']
    out.extend(body)
    out.append("</svg>")
    return "\n".join(out)


def render_view(view: Any, title: str = "") -> str:
    """The SVG of an :class:`arcs.GameView` (the campaign's Trust, Policy,
    laws and objectives are not in a view: :func:`render` adds them)."""
    return render_scene(scene_from_view(view, title))


def render(game: Any, player: Optional[int] = None) -> str:
    """The SVG of a game as ``player`` sees it (None: the public view)."""
    from ._enums import Mode

    view = game.view(player)
    campaign, objectives = None, None
    if view.mode == Mode.CAMPAIGN:
        campaign = campaign_from_proto(game.observation(player).campaign)
        objectives = [game.objective_progress(p) for p in range(view.players)]
    return render_scene(scene_from_view(view, f"Arcs: {game.setup_name}", campaign, objectives))
