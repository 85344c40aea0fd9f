"""The observation tensor: the structured view as a flat float32 vector.

The vector is built from :meth:`arcs.Game.view` (C: arcs_view), which shows
what the player's observation shows and nothing else, so it never reveals
hidden information. Seats are relative to the
viewer: seat 0 is the viewer (player 0 for the public view), seat 1 the next
player clockwise, and so on; seats beyond the player count are zeros.
Counts are scaled to about 0..1 by the piece limits of the components
(the Court deck by the mode's Court pile room, ``GameView.court_pile_max``).
Campaign: a played or led Faithful card (face up) is encoded with its
side (Zeal or Wisdom) in its own segments, never as face down; the
Golems by where they lie, named only once seen Awake (a Sleeping one's
identity is known to nobody). The layout (segment names and sizes, in order) is
:func:`observation_tensor_layout`; docs/observation-tensor.md describes it.
"""

from __future__ import annotations

import functools
from typing import Any, Dict, List, Tuple

from ._libarcs import lib

__all__ = ["encode", "observation_tensor_layout", "observation_tensor_shape"]

SEATS = 4  # the most players; smaller games leave the last seats zero
SYSTEMS = 24
SLOTS = 2
CARDS = 28
COURT_ROW = 8
# The player board's 6 slots, and a 7th: a card's (Leaders & Lore lore L13,
# Ancient Holdings), all zeros for a player without one.
RESOURCE_SLOTS = 7
RESOURCES = 5
AMBITIONS = 5
# Campaign: the Believer's Faithful action cards (ARCS-F804..F812, card ids
# FAITHFUL_FIRST..) with their two sides, and the Caretaker's 4 Golems.
FAITHFUL = 9
FAITHFUL_FIRST = 31
SIDES = 2  # Zeal, Wisdom
GOLEMS = 4


def _faithful(card: int) -> bool:
    """Is the action card id one of the Faithful cards (campaign)?"""
    return FAITHFUL_FIRST <= card < FAITHFUL_FIRST + FAITHFUL


def _card_count() -> int:
    """Cards in the card list (arcs.cards(); Court cards are numbered by it)."""
    return int(lib.arcs_card_count())


def observation_tensor_layout() -> List[Tuple[str, int]]:
    """The tensor's segments in order, as (name, size) pairs; their sizes
    add up to :func:`observation_tensor_shape`'s one dimension. The same for
    every player count (absent seats are zeros)."""
    court = _card_count()
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
        ("court_deck_count", 1),                 # / the mode's Court pile room (32; campaign 128)
        ("clusters_out_of_play", 6),
        ("ambition_markers", 3 * (AMBITIONS + 1)),  # per marker: its ambition box, or available
        ("ships", SYSTEMS * SEATS * 2),          # fresh, damaged / 15, per system and seat
        ("buildings", SYSTEMS * SLOTS * (SEATS * 2 + 2)),  # per slot: seat x city/starport, damaged, free city
        ("controllers", SYSTEMS * SEATS),        # the seat that controls each system
        ("power", SEATS),                        # / 30
        ("resources", SEATS * RESOURCE_SLOTS * (RESOURCES + 1)),  # per slot: empty or resource
        ("supplies", SEATS * 4),                 # cities on the player board /5, ships /15, starports /5, agents /10
        ("outrage", SEATS * RESOURCES),
        ("captives", SEATS * SEATS),             # agents of each seat held / 10
        ("trophies", SEATS * 4),                 # ships, cities, starports, agents taken / 15
        ("ambition_counts", SEATS * AMBITIONS),  # what each seat counts for each ambition / 10
        ("hand_count", SEATS),                   # / 10
        ("played_card", SEATS * (CARDS + 2)),    # the card, face down, or none
        ("seize_card", SEATS * (CARDS + 2)),
        ("guild_cards", SEATS * court),          # Court cards held (card index)
        ("own_hand", CARDS),                     # the viewer's own hand (zeros for the public view)
        ("court_row_cards", COURT_ROW * court),
        ("court_row_agents", COURT_ROW * SEATS),  # / 10
        ("court_discard", court),
        ("battle", 1 + SYSTEMS + 2 * SEATS + 3),  # active, system, attacker, defender, dice / 6
        # Campaign (zeros otherwise):
        ("lead_faithful", FAITHFUL + SIDES),     # a led Faithful card and its side
        ("played_faithful", SEATS * (FAITHFUL + SIDES)),  # each seat's played Faithful card and side
        ("own_hand_faithful", FAITHFUL),         # Faithful cards in the viewer's own hand
        ("golems_on_map", SYSTEMS * (GOLEMS + 1)),  # per gate: the named Golem, or a hidden one
        ("golems_in_slots", SEATS * RESOURCE_SLOTS * (GOLEMS + 2)),  # named / hidden, Awake
        ("golem_hearth", SEATS + 2 * GOLEMS + 1),  # holder seat; per named Golem: on it, Awake; hidden / 4
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


def encode(view: Any, players: int) -> Any:
    """The tensor of an :class:`arcs.GameView` (see the module doc)."""
    import numpy as np

    from ._enums import CHANCE
    from ._view import BuildingKind

    off = _offsets()
    ncourt = _card_count()
    t = np.zeros(observation_tensor_shape(), dtype=np.float32)
    viewer = view.viewer if view.viewer is not None else 0

    def seat(p: int) -> int:
        return (p - viewer) % players

    def one(name: str, index: int, value: float = 1.0) -> None:
        t[off[name] + index] = value

    one("players_one_hot", players - 2)
    one("chapter_one_hot", min(max(view.chapter, 1), 5) - 1)
    one("initiative_seat", seat(view.initiative))
    decider = view.decision.player
    if decider is CHANCE:
        one("chance_decides", 0)
    elif decider is not None and not view.game_over:
        one("current_seat", seat(decider))
    if view.game_over:
        one("game_over", 0)
        if view.winner is not None:
            one("winner_seat", seat(view.winner))
    lead_side = None
    if view.lead_card is not None:
        if 0 <= view.lead_card < CARDS:
            one("lead_card", view.lead_card)
        elif _faithful(view.lead_card):
            one("lead_faithful", view.lead_card - FAITHFUL_FIRST)
            for pv in view.player[:players]:  # the leader's card: its side
                if pv.played == view.lead_card:
                    lead_side = pv.played_side
            if lead_side is not None:
                one("lead_faithful", FAITHFUL + int(lead_side))
    one("pips", 0, view.pips / 4.0)
    if view.pip_suit is not None:
        one("pip_suit", int(view.pip_suit))
    one("action_deck_count", 0, view.action_deck_count / 28.0)
    one("action_discard_count", 0, view.action_discard_count / 28.0)
    one("court_deck_count", 0, view.court_deck_count / float(view.court_pile_max))
    for s, system in enumerate(view.systems[:SYSTEMS]):
        if not system.in_play and s % 4 == 0:
            one("clusters_out_of_play", s // 4)
    for i, marker in enumerate(view.markers[:3]):
        one("ambition_markers", i * (AMBITIONS + 1) + (int(marker.box) if marker.box is not None else AMBITIONS))

    for s, system in enumerate(view.systems[:SYSTEMS]):
        for p in range(players):
            base = (s * SEATS + seat(p)) * 2
            one("ships", base, system.fresh[p] / 15.0)
            one("ships", base + 1, system.damaged[p] / 15.0)
        for slot, b in enumerate(system.buildings[:SLOTS]):
            if b is None:
                continue
            base = (s * SLOTS + slot) * (SEATS * 2 + 2)
            if 0 <= b.owner < players:
                one("buildings", base + seat(b.owner) * 2 + (1 if b.kind == BuildingKind.STARPORT else 0))
            else:
                one("buildings", base + SEATS * 2 + 1)  # a free city
            if b.damaged:
                one("buildings", base + SEATS * 2)
        if system.controller is not None:
            one("controllers", s * SEATS + seat(system.controller))

    for p, pv in enumerate(view.player[:players]):
        q = seat(p)
        one("power", q, pv.power / 30.0)
        for i, slot in enumerate(pv.slots[:RESOURCE_SLOTS]):
            r = RESOURCES if slot.resource is None else int(slot.resource)
            one("resources", (q * RESOURCE_SLOTS + i) * (RESOURCES + 1) + (0 if r == RESOURCES else r + 1))
        one("supplies", q * 4, pv.cities_on_board / 5.0)
        one("supplies", q * 4 + 1, pv.ships_supply / 15.0)
        one("supplies", q * 4 + 2, pv.starports_supply / 5.0)
        one("supplies", q * 4 + 3, pv.agents_supply / 10.0)
        for r in pv.outrage:
            one("outrage", q * RESOURCES + int(r))
        for other, n in enumerate(pv.captives[:players]):
            one("captives", q * SEATS + seat(other), n / 10.0)
        trophies = (pv.trophy_ships, pv.trophy_cities, pv.trophy_starports, pv.trophy_agents)
        for k, counts in enumerate(trophies):
            one("trophies", q * 4 + k, sum(counts) / 15.0)
        for ambition, count in pv.ambitions:
            one("ambition_counts", q * AMBITIONS + int(ambition), count / 10.0)
        one("hand_count", q, pv.hand_count / 10.0)
        for name, card in (("played_card", pv.played), ("seize_card", pv.seize_card)):
            base = q * (CARDS + 2)
            if card is None:
                one(name, base + CARDS + 1)
            elif 0 <= card < CARDS:
                one(name, base + card)
            elif name == "played_card" and _faithful(card):  # face up: the card and its side
                fbase = q * (FAITHFUL + SIDES)
                one("played_faithful", fbase + card - FAITHFUL_FIRST)
                if pv.played_side is not None:
                    one("played_faithful", fbase + FAITHFUL + int(pv.played_side))
            else:
                one(name, base + CARDS)  # face down (HIDDEN)
        for card in pv.guild_cards:
            if 0 <= card < ncourt:
                one("guild_cards", q * ncourt + card)
        if p == view.viewer and pv.hand is not None:
            for card in pv.hand:
                if 0 <= card < CARDS:
                    one("own_hand", card)
                elif _faithful(card):
                    one("own_hand_faithful", card - FAITHFUL_FIRST)
        for i, slot in enumerate(pv.slots[:RESOURCE_SLOTS]):
            token = slot.golem_token
            if token is not None:
                base = (q * RESOURCE_SLOTS + i) * (GOLEMS + 2)
                one("golems_in_slots", base + (GOLEMS if token.golem is None else int(token.golem)))
                if token.awake:
                    one("golems_in_slots", base + GOLEMS + 1)

    for i, place in enumerate(view.court[:COURT_ROW]):
        if place.card is not None and 0 <= place.card < ncourt:
            one("court_row_cards", i * ncourt + place.card)
        for p, n in enumerate(place.agents[:players]):
            one("court_row_agents", i * SEATS + seat(p), n / 10.0)
    for card in view.court_discard:
        if 0 <= card < ncourt:
            one("court_discard", card)

    for s, system in enumerate(view.systems[:SYSTEMS]):
        if system.golem is not None:
            one("golems_on_map", s * (GOLEMS + 1) + (GOLEMS if system.golem.golem is None else int(system.golem.golem)))
    if view.hearth_holder is not None:
        one("golem_hearth", seat(view.hearth_holder))
    hidden = 0
    for token in view.hearth_golems:
        if token.golem is None:
            hidden += 1
        else:
            one("golem_hearth", SEATS + 2 * int(token.golem))
            if token.awake:
                one("golem_hearth", SEATS + 2 * int(token.golem) + 1)
    one("golem_hearth", SEATS + 2 * GOLEMS, hidden / float(GOLEMS))

    b = view.battle
    if b is not None:
        one("battle", 0)
        if 0 <= b.system < SYSTEMS:
            one("battle", 1 + b.system)
        if 0 <= b.attacker < players:
            one("battle", 1 + SYSTEMS + seat(b.attacker))
        if 0 <= b.defender < players:
            one("battle", 1 + SYSTEMS + SEATS + seat(b.defender))
        for k, n in enumerate(b.dice[:3]):
            one("battle", 1 + SYSTEMS + 2 * SEATS + k, n / 6.0)
    return t
