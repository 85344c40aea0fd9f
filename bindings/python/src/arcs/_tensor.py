"""The observation tensor: an Observation message as a flat float32 vector.

The vector is built from what :meth:`arcs.Game.observation` shows and nothing
else, so it never reveals hidden information. Seats are relative to the
viewer: seat 0 is the viewer (player 0 for the public view), seat 1 the next
player clockwise, and so on; seats beyond the player count are zeros.
Counts are scaled to about 0..1 by the piece limits of the components.
The layout (segment names and sizes, in order) is
:func:`observation_tensor_layout`; docs/observation-tensor.md describes it.
"""

from __future__ import annotations

import functools
import re
from typing import Any, Dict, List, Tuple

from ._libarcs import lib

__all__ = ["encode", "observation_tensor_layout", "observation_tensor_shape", "court_card_ids"]

SEATS = 4  # the most players; smaller games leave the last seats zero
SYSTEMS = 24
SLOTS = 2
CARDS = 28
COURT_ROW = 8
RESOURCE_SLOTS = 6
RESOURCES = 5
AMBITIONS = 5
NONE = 255
FACE_DOWN = 254


@functools.lru_cache(maxsize=None)
def court_card_ids() -> Tuple[str, ...]:
    """Every card-table id (cards.csv ids, e.g. ``"ARCS-BC08"``), indexed by
    the card-table index the engine uses for Court-card chance outcomes."""
    from ._enums import CHANCE, MoveKind
    from ._move import Move

    count = int(lib.arcs_chance_outcome_count()) - 18 - 2 * CARDS
    ids = []
    for i in range(count):
        text = str(Move(MoveKind.CHANCE, CHANCE, i & 0xFF, i >> 8, 3))
        match = re.fullmatch(r"chance chance court (\S+)", text)
        ids.append(match.group(1) if match else f"#{i}")
    return tuple(ids)


@functools.lru_cache(maxsize=None)
def _court_index() -> Dict[str, int]:
    return {card: i for i, card in enumerate(court_card_ids())}


def observation_tensor_layout() -> List[Tuple[str, int]]:
    """The tensor's segments in order, as (name, size) pairs; their sizes
    add up to :func:`observation_tensor_shape`'s one dimension. The same for
    every player count (absent seats are zeros)."""
    court = len(court_card_ids())
    return [
        ("players_one_hot", 3),                 # 2, 3 or 4 players
        ("chapter_one_hot", 5),
        ("initiative_seat", SEATS),
        ("current_seat", SEATS),                 # who decides now (relative)
        ("chance_decides", 1),
        ("game_over", 1),
        ("winner_seat", SEATS),
        ("lead_card", CARDS),
        ("pips", 1),                             # / 4
        ("pip_suit", 4),
        ("action_deck_count", 1),                # / 28
        ("action_discard_count", 1),             # / 28
        ("court_deck_count", 1),                 # / 64
        ("clusters_out_of_play", 6),
        ("ambition_markers", 3 * (AMBITIONS + 1)),  # per marker: its ambition box, or available
        ("ships", SYSTEMS * SEATS * 2),          # fresh, damaged / 15, per system and seat
        ("buildings", SYSTEMS * SLOTS * (SEATS * 2 + 2)),  # per slot: seat x city/starport, damaged, free city
        ("power", SEATS),                        # / 30
        ("resources", SEATS * RESOURCE_SLOTS * (RESOURCES + 1)),  # per slot: empty or resource
        ("supplies", SEATS * 4),                 # cities on board /5, ships /15, starports /5, agents /10
        ("outrage", SEATS * RESOURCES),
        ("captives", SEATS * SEATS),             # agents of each seat held / 10
        ("trophies", SEATS * 4),                 # ships, cities, starports, agents taken / 15
        ("hand_count", SEATS),                   # / 10
        ("played_card", SEATS * (CARDS + 2)),    # the card, face down, or none
        ("seize_card", SEATS * (CARDS + 2)),
        ("guild_cards", SEATS * court),          # Court cards held (card-table index)
        ("own_hand", CARDS),                     # the viewer's own hand (zeros for the public view)
        ("court_row_cards", COURT_ROW * court),
        ("court_row_agents", COURT_ROW * SEATS),  # / 10
        ("court_discard", court),
        ("battle", 1 + SYSTEMS + 2 * SEATS + 3),  # active, system, attacker, defender, dice / 6
    ]


def observation_tensor_shape() -> Tuple[int]:
    """The shape of :meth:`arcs.Game.observation_tensor`: one dimension."""
    return (sum(size for _, size in observation_tensor_layout()),)


@functools.lru_cache(maxsize=None)
def _offsets() -> Dict[str, int]:
    at = 0
    out = {}
    for name, size in observation_tensor_layout():
        out[name] = at
        at += size
    return out


def encode(obs: Any, players: int) -> Any:
    """The tensor of an ``arcs.proto.Observation`` (see the module doc)."""
    import numpy as np

    off = _offsets()
    court = _court_index()
    ncourt = len(court)
    t = np.zeros(observation_tensor_shape(), dtype=np.float32)
    viewer = obs.viewer if obs.viewer >= 0 else 0

    def seat(p: int) -> int:
        return (p - viewer) % players

    def one(name: str, index: int, value: float = 1.0) -> None:
        t[off[name] + index] = value

    one("players_one_hot", players - 2)
    one("chapter_one_hot", min(max(obs.chapter, 1), 5) - 1)
    one("initiative_seat", seat(obs.initiative))
    if obs.current_player >= 0:
        one("current_seat", seat(obs.current_player))
    elif obs.current_player == lib.ARCS_PLAYER_CHANCE:
        one("chance_decides", 0)
    if obs.game_over:
        one("game_over", 0)
        if obs.winner < players:
            one("winner_seat", seat(obs.winner))
    if obs.lead_card < CARDS:
        one("lead_card", obs.lead_card)
    one("pips", 0, obs.pips / 4.0)
    if obs.pip_suit < 4:
        one("pip_suit", obs.pip_suit)
    one("action_deck_count", 0, obs.action_deck_count / 28.0)
    one("action_discard_count", 0, obs.action_discard_count / 28.0)
    one("court_deck_count", 0, obs.court_deck_count / 64.0)
    for c in range(6):
        if obs.out_of_play >> c & 1:
            one("clusters_out_of_play", c)
    for i, box in enumerate(obs.marker_box[:3]):
        one("ambition_markers", i * (AMBITIONS + 1) + (box if box < AMBITIONS else AMBITIONS))

    for s, system in enumerate(obs.systems[:SYSTEMS]):
        for p in range(min(players, len(system.fresh))):
            base = (s * SEATS + seat(p)) * 2
            one("ships", base, system.fresh[p] / 15.0)
            one("ships", base + 1, system.damaged[p] / 15.0)
        for slot, b in enumerate(system.buildings[:SLOTS]):
            base = (s * SLOTS + slot) * (SEATS * 2 + 2)
            if not b & 0x80:
                continue
            owner = (b >> 4) & 0x7
            if owner < players:
                one("buildings", base + seat(owner) * 2 + (1 if b & 0x02 else 0))
            else:
                one("buildings", base + SEATS * 2 + 1)  # a free city
            if b & 0x01:
                one("buildings", base + SEATS * 2)

    for p, pv in enumerate(obs.players[:players]):
        q = seat(p)
        one("power", q, pv.power / 30.0)
        for i, r in enumerate(pv.resources[:RESOURCE_SLOTS]):
            one("resources", (q * RESOURCE_SLOTS + i) * (RESOURCES + 1) + min(r, RESOURCES))
        one("supplies", q * 4, pv.cities_on_board / 5.0)
        one("supplies", q * 4 + 1, pv.ships_supply / 15.0)
        one("supplies", q * 4 + 2, pv.starports_supply / 5.0)
        one("supplies", q * 4 + 3, pv.agents_supply / 10.0)
        for r in range(RESOURCES):
            if pv.outrage >> r & 1:
                one("outrage", q * RESOURCES + r)
        for other, n in enumerate(pv.captives[:players]):
            one("captives", q * SEATS + seat(other), n / 10.0)
        trophies = (pv.trophy_ships, pv.trophy_cities, pv.trophy_starports, pv.trophy_agents)
        for k, counts in enumerate(trophies):
            one("trophies", q * 4 + k, sum(counts) / 15.0)
        one("hand_count", q, pv.hand_count / 10.0)
        for name, card in (("played_card", pv.played), ("seize_card", pv.seize_card)):
            base = q * (CARDS + 2)
            if card < CARDS:
                one(name, base + card)
            elif card == FACE_DOWN:
                one(name, base + CARDS)
            else:
                one(name, base + CARDS + 1)
        for card in pv.guild:
            if card in court:
                one("guild_cards", q * ncourt + court[card])
        if p == obs.viewer:
            for card in pv.hand:
                if card < CARDS:
                    one("own_hand", card)

    for i, place in enumerate(obs.court_row[:COURT_ROW]):
        if place.card in court:
            one("court_row_cards", i * ncourt + court[place.card])
        for p, n in enumerate(place.agents[:players]):
            one("court_row_agents", i * SEATS + seat(p), n / 10.0)
    for card in obs.court_discard:
        if card in court:
            one("court_discard", court[card])

    b = obs.battle
    if b.active:
        one("battle", 0)
        if b.system < SYSTEMS:
            one("battle", 1 + b.system)
        if b.attacker < players:
            one("battle", 1 + SYSTEMS + seat(b.attacker))
        if b.defender < players:
            one("battle", 1 + SYSTEMS + SEATS + seat(b.defender))
        for k, n in enumerate(b.dice[:3]):
            one("battle", 1 + SYSTEMS + 2 * SEATS + k, n / 6.0)
    return t
