"""The board as an SVG picture (Game._repr_svg_, arcs-svg --svg).

Drawn from the structured view (:meth:`arcs.Game.view`, C: arcs_view; the
public view by default, so a picture never reveals a hand): the map (six clusters, their gate and three
planets, ships and buildings by owner, clusters out of play greyed), the
Court row with its agents, each player's board (Power, resource slots,
supplies, Outrage, Trophies, Captives, Guild cards, hand size, played card),
the ambition markers, and the round (chapter, initiative, lead card, who
decides). The data is first gathered into a plain :class:`Scene`, and only
that is drawn, so the source of the data can change without touching the
drawing.
"""

from __future__ import annotations

import dataclasses
import math
from html import escape
from typing import Any, List, Optional, Tuple

__all__ = ["Scene", "render", "render_view", "scene_from_view"]

SUITS = ("Administration", "Aggression", "Construction", "Mobilization")
RESOURCES = ("Material", "Fuel", "Weapon", "Relic", "Psionic")
RESOURCE_COLORS = ("#8c6d46", "#4caf50", "#e53935", "#7e57c2", "#ec407a")
AMBITIONS = ("Tycoon", "Tyrant", "Warlord", "Keeper", "Empath")
KINDS = ("gate", "arrow", "crescent", "hex")
PLAYER_COLORS = ("#d32f2f", "#1976d2", "#f9a825", "#9e9e9e")
WIDTH, HEIGHT = 1100, 760


def card_name(card: int) -> str:
    """An action card's name, e.g. ``"Aggression-4"``."""
    return f"{SUITS[card // 7]}-{card % 7 + 1}" if 0 <= card < 28 else "?"


@dataclasses.dataclass
class SystemPic:
    name: str
    ships: List[Tuple[int, int]]            # (fresh, damaged) per player
    buildings: List[Tuple[str, int, bool]]  # ("city" | "starport" | "free city", owner, damaged)


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


def scene_from_view(view: Any, title: str = "") -> Scene:
    """Gather a Scene from an :class:`arcs.GameView`."""
    from ._data import card, system
    from ._enums import CHANCE
    from ._view import BuildingKind

    n = view.players
    systems = []
    for sv in view.systems:
        buildings = []
        for b in sv.buildings:
            if b is None:
                continue
            kind = "starport" if b.kind == BuildingKind.STARPORT else ("city" if 0 <= b.owner < n else "free city")
            buildings.append((kind, b.owner, b.damaged))
        systems.append(SystemPic(
            name=system(sv.system).name,
            ships=[(sv.fresh[p], sv.damaged[p]) for p in range(n)],
            buildings=buildings,
        ))
    boards = []
    for pv in view.player[:n]:
        played = ("" if pv.played is None else card_name(pv.played) if 0 <= pv.played < 28 else "face down")
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
        ))
    ambitions = []
    for i, marker in enumerate(view.markers[:3]):
        where = AMBITIONS[int(marker.box)] if marker.box is not None else "available"
        ambitions.append(f"{marker.first}/{marker.second}: {where}")
    decider = view.decision.player
    if view.game_over:
        current = f"game over, p{view.winner} wins" if view.winner is not None else "game over"
    elif decider is CHANCE:
        current = "chance decides"
    else:
        current = f"p{decider} decides"
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
          fill: str = "#222") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="{fill}">{escape(s)}</text>')


def _draw_map(scene: Scene, out: List[str]) -> None:
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
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="31" fill="{fill}" stroke="#555"/>')
        out.append(_text(x, y - 22, sys.name, 10, "middle", fill="#999" if gone else "#222"))
        for i, (kind, owner, damaged) in enumerate(sys.buildings):
            bx = x - 20 + 22 * i
            color = PLAYER_COLORS[owner] if kind != "free city" else "#fff"
            if kind == "starport":
                out.append(f'<circle cx="{bx + 8}" cy="{y - 6:.1f}" r="8" fill="{color}" stroke="#000"/>')
            else:
                out.append(f'<rect x="{bx}" y="{y - 14:.1f}" width="16" height="16" fill="{color}" stroke="#000"/>')
            if damaged:
                out.append(_text(bx + 8, y - 1, "x", 12, "middle", "bold"))
        row = 0
        for p, (fresh, damaged) in enumerate(sys.ships):
            if fresh + damaged == 0:
                continue
            label = f"{fresh}" + (f"+{damaged}d" if damaged else "")
            sy = y + 10 + 11 * row
            out.append(f'<polygon points="{x - 22},{sy + 4:.1f} {x - 14},{sy - 5:.1f} {x - 6},{sy + 4:.1f}" '
                       f'fill="{PLAYER_COLORS[p]}" stroke="#000"/>')
            out.append(_text(x - 2, sy + 4, label, 10))
            row += 1


def _draw_side(scene: Scene, out: List[str]) -> None:
    x0 = 590
    out.append(_text(x0, 30, scene.title or "Arcs", 16, weight="bold"))
    out.append(_text(x0, 50, f"chapter {scene.chapter}, initiative p{scene.initiative}, "
                     f"lead card {scene.lead}, {scene.current}", 12))
    out.append(_text(x0, 72, "Ambitions: " + "; ".join(scene.ambitions), 12))
    out.append(_text(x0, 98, "Court", 13, weight="bold"))
    for i, (card, agents) in enumerate(scene.court):
        cx = x0 + 122 * i
        out.append(f'<rect x="{cx}" y="106" width="116" height="48" rx="4" fill="#f3e5f5" stroke="#6a1b9a"/>')
        out.append(_text(cx + 58, 124, card, 10, "middle"))
        for p, n in enumerate(agents):
            if n:
                out.append(f'<rect x="{cx + 6 + 27 * p}" y="132" width="10" height="14" fill="{PLAYER_COLORS[p]}"/>')
                out.append(_text(cx + 18 + 27 * p, 144, str(n), 10))
    for p, board in enumerate(scene.boards):
        y = 176 + 140 * p
        out.append(f'<rect x="{x0}" y="{y}" width="490" height="130" rx="6" fill="#fafafa" '
                   f'stroke="{PLAYER_COLORS[p]}" stroke-width="3"/>')
        out.append(_text(x0 + 10, y + 20, f"p{p}  Power {board.power}", 14, weight="bold",
                         fill=PLAYER_COLORS[p]))
        out.append(_text(x0 + 170, y + 20, f"hand {board.hand}" + (f", played {board.played}" if board.played else ""),
                         12))
        for i, r in enumerate(board.resources):
            rx = x0 + 10 + 30 * i
            color = RESOURCE_COLORS[r] if 0 <= r < 5 else "#fff"
            out.append(f'<rect x="{rx}" y="{y + 30}" width="24" height="24" rx="3" fill="{color}" stroke="#555"/>')
            if 0 <= r < 5:
                out.append(_text(rx + 12, y + 47, RESOURCES[r][0], 11, "middle", "bold", "#fff"))
        cities, ships, starports, agents = board.supplies
        out.append(_text(x0 + 192, y + 47, f"supply: ships {ships}, agents {agents}, starports {starports}, "
                         f"cities {cities}", 11))
        out.append(_text(x0 + 10, y + 74, f"Trophies {board.trophies}, Captives {board.captives}"
                         + (", Outrage: " + ", ".join(board.outrage) if board.outrage else ""), 11))
        guild = ", ".join(board.guild) or "none"
        out.append(_text(x0 + 10, y + 96, f"Guild cards: {guild}"[:90], 11))


def render_scene(scene: Scene) -> str:
    """The SVG document of a Scene."""
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
           f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif">',
           f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#fff"/>']
    _draw_map(scene, out)
    _draw_side(scene, out)
    out.append("</svg>")
    return "\n".join(out)


def render_view(view: Any, title: str = "") -> str:
    """The SVG of an :class:`arcs.GameView`."""
    return render_scene(scene_from_view(view, title))


def render(game: Any, player: Optional[int] = None) -> str:
    """The SVG of a game as ``player`` sees it (None: the public view)."""
    return render_view(game.view(player), f"Arcs: {game.setup_name}")
