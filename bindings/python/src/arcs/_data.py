"""Static data of the components: cards (with their printed texts), the map,
action cards, battle dice, setup cards and ambition markers, as typed
dataclasses read from libarcs (``arcs_card_info``, ``arcs_system_info``, ...).

Every function returns fresh immutable values; the lists are built once and
cached. *Arcs*, its card texts and its art belong to Leder Games.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
from typing import Optional, Tuple, Union

from ._enums import Action, Resource, Suit
from ._errors import error_for
from ._libarcs import ffi, lib

__all__ = [
    "ActionCardInfo",
    "AmbitionMarkerInfo",
    "CardInfo",
    "CardKind",
    "Die",
    "DieFace",
    "SetupCard",
    "SetupSeat",
    "SystemInfo",
    "SystemKind",
    "action_card",
    "action_cards",
    "ambition_markers",
    "card",
    "cards",
    "die_faces",
    "setup_cards",
    "system",
    "systems",
]


class CardKind(enum.IntEnum):
    """Kinds of cards (``arcs_card_kind``)."""

    SETUP = lib.ARCS_CARD_SETUP
    GUILD = lib.ARCS_CARD_GUILD
    VOX = lib.ARCS_CARD_VOX
    LORE = lib.ARCS_CARD_LORE
    LEADER = lib.ARCS_CARD_LEADER
    FATE = lib.ARCS_CARD_FATE
    AID = lib.ARCS_CARD_AID
    ACTION = lib.ARCS_CARD_ACTION
    EVENT = lib.ARCS_CARD_EVENT
    OTHER = lib.ARCS_CARD_OTHER


class SystemKind(enum.IntEnum):
    """A system's place in its cluster (``arcs_system_kind``)."""

    GATE = lib.ARCS_SYSTEM_GATE
    ARROW = lib.ARCS_SYSTEM_ARROW
    CRESCENT = lib.ARCS_SYSTEM_CRESCENT
    HEX = lib.ARCS_SYSTEM_HEX


class Die(enum.IntEnum):
    """Battle dice (``arcs_die``)."""

    ASSAULT = lib.ARCS_DIE_ASSAULT
    SKIRMISH = lib.ARCS_DIE_SKIRMISH
    RAID = lib.ARCS_DIE_RAID


assert len(Die) == lib.ARCS_DIE_COUNT, "Die out of date with arcs.h"


def _text(p: object) -> str:
    return "" if p == ffi.NULL else str(ffi.string(p).decode("utf-8"))


def _check(status: int) -> None:
    if status:
        raise error_for(status)


@dataclasses.dataclass(frozen=True)
class CardInfo:
    """One card of the card list.

    ``index`` is the number libarcs uses for the card (views, Court rows,
    Guild cards), stable within one library version; ``id`` (e.g.
    ``"ARCS-BC17"``) is stable across versions. ``suit`` is the Guild suit
    (None for other cards), ``keys`` the raid cost, ``text`` the printed
    text with ability names in ``**bold**`` (Markdown), ``sets`` the
    ``ARCS_CARDSET_*`` bits.
    """

    index: int
    id: str
    name: str
    text: str
    kind: CardKind
    suit: Optional[Resource]
    keys: int
    sets: int


@dataclasses.dataclass(frozen=True)
class SystemInfo:
    """One system of the map: ``system`` 0..23, ``name`` ("3-hex"),
    ``cluster`` 1..6, its kind, the planet type (None for a gate), building
    slots and the adjacent systems with every cluster in play (for a game
    with clusters out of play: :meth:`arcs.Game.adjacent`)."""

    system: int
    name: str
    cluster: int
    kind: SystemKind
    planet_type: Optional[Resource]
    building_slots: int
    adjacent: Tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class ActionCardInfo:
    """One action card: ``card`` 0..27 (suit * 7 + number - 1), ``name``
    ("Aggression-4"), suit, number 1..7, pips and the actions its pips take."""

    card: int
    name: str
    suit: Suit
    number: int
    pips: int
    actions: Tuple[Action, ...]


@dataclasses.dataclass(frozen=True)
class DieFace:
    """One face (0..5) of a battle die and its symbols."""

    die: Die
    face: int
    self_hits: int
    intercepts: int
    hits: int
    building_hits: int
    keys: int


@dataclasses.dataclass(frozen=True)
class SetupSeat:
    """Where a seat starts: system A (3 ships and a city), system B (3 ships
    and a starport), the C systems (2 ships each)."""

    a: int
    b: int
    c: Tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class SetupCard:
    """A setup card: its id, name (accepted by ``Game(setup=...)``), player
    count, clusters out of play (1..6) and the seats 1..players in order."""

    index: int
    id: str
    name: str
    players: int
    out_of_play: Tuple[int, ...]
    seats: Tuple[SetupSeat, ...]


@dataclasses.dataclass(frozen=True)
class AmbitionMarkerInfo:
    """An ambition marker's first- and second-place Power on its start side
    and on its flipped side."""

    marker: int
    first: Tuple[int, int]
    second: Tuple[int, int]


@functools.lru_cache(maxsize=None)
def cards() -> Tuple[CardInfo, ...]:
    """Every card of the card list, by card index."""
    out = []
    c = ffi.new("arcs_card_data *")
    for i in range(lib.arcs_card_count()):
        _check(lib.arcs_card_info(i, c))
        out.append(CardInfo(
            index=i, id=_text(c.id), name=_text(c.name), text=_text(c.text), kind=CardKind(c.kind),
            suit=Resource(c.suit) if c.suit >= 0 else None, keys=int(c.keys), sets=int(c.sets)))
    return tuple(out)


def card(key: Union[int, str]) -> CardInfo:
    """A card by index, id ("ARCS-BC17") or exact printed name ("Farseers").

    :raises KeyError: no such card.
    """
    if isinstance(key, int) and not isinstance(key, bool):
        if 0 <= key < lib.arcs_card_count():
            return cards()[key]
        raise KeyError(key)
    if isinstance(key, str):
        i = lib.arcs_card_find(key.encode("utf-8"))
        if i >= 0:
            return cards()[i]
    raise KeyError(key)


@functools.lru_cache(maxsize=None)
def systems() -> Tuple[SystemInfo, ...]:
    """Every system of the map, by system number."""
    out = []
    s = ffi.new("arcs_system_data *")
    for i in range(lib.ARCS_SYSTEM_COUNT):
        _check(lib.arcs_system_info(i, s))
        out.append(SystemInfo(
            system=i, name=_text(s.name), cluster=int(s.cluster), kind=SystemKind(s.kind),
            planet_type=Resource(s.planet_type) if s.planet_type >= 0 else None,
            building_slots=int(s.building_slots),
            adjacent=tuple(int(s.adjacent[k]) for k in range(s.adjacent_count))))
    return tuple(out)


def system(key: Union[int, str]) -> SystemInfo:
    """A system by number or name ("3-hex").

    :raises KeyError: no such system.
    """
    for s in systems():
        if key == s.system or key == s.name:
            return s
    raise KeyError(key)


@functools.lru_cache(maxsize=None)
def action_cards() -> Tuple[ActionCardInfo, ...]:
    """The 28 action cards, by card number."""
    out = []
    a = ffi.new("arcs_action_card_data *")
    for i in range(lib.ARCS_ACTION_CARD_COUNT):
        _check(lib.arcs_action_card_info(i, a))
        out.append(ActionCardInfo(
            card=i, name=_text(a.name), suit=Suit(a.suit), number=int(a.number), pips=int(a.pips),
            actions=tuple(x for x in Action if a.actions >> int(x) & 1)))
    return tuple(out)


def action_card(key: Union[int, str]) -> ActionCardInfo:
    """An action card by number (0..27) or name ("Aggression-4").

    :raises KeyError: no such card.
    """
    for a in action_cards():
        if key == a.card or key == a.name:
            return a
    raise KeyError(key)


@functools.lru_cache(maxsize=None)
def die_faces() -> Tuple[Tuple[DieFace, ...], ...]:
    """The six faces of each battle die: ``die_faces()[Die.RAID][3]``."""
    f = ffi.new("arcs_die_face_data *")
    out = []
    for die in Die:
        faces = []
        for face in range(6):
            _check(lib.arcs_die_face_info(int(die), face, f))
            faces.append(DieFace(die=die, face=face, self_hits=int(f.self_hits), intercepts=int(f.intercepts),
                                 hits=int(f.hits), building_hits=int(f.building_hits), keys=int(f.keys)))
        out.append(tuple(faces))
    return tuple(out)


@functools.lru_cache(maxsize=None)
def setup_cards() -> Tuple[SetupCard, ...]:
    """The setup cards of the base game."""
    sc = ffi.new("arcs_setup_card_data *")
    out = []
    for i in range(lib.arcs_setup_card_count()):
        _check(lib.arcs_setup_card_info(i, sc))
        seats = tuple(
            SetupSeat(a=int(sc.seat[k].a), b=int(sc.seat[k].b),
                      c=tuple(int(x) for x in sc.seat[k].c if x >= 0))
            for k in range(sc.players))
        out.append(SetupCard(index=i, id=_text(sc.id), name=_text(sc.name), players=int(sc.players),
                             out_of_play=tuple(c + 1 for c in range(6) if sc.out_of_play >> c & 1),
                             seats=seats))
    return tuple(out)


@functools.lru_cache(maxsize=None)
def ambition_markers() -> Tuple[AmbitionMarkerInfo, ...]:
    """The ambition markers, lowest first."""
    m = ffi.new("arcs_ambition_marker_data *")
    out = []
    for i in range(lib.ARCS_AMBITION_MARKER_COUNT):
        _check(lib.arcs_ambition_marker_info(i, m))
        out.append(AmbitionMarkerInfo(marker=i, first=(int(m.first[0]), int(m.first[1])),
                                      second=(int(m.second[0]), int(m.second[1]))))
    return tuple(out)
