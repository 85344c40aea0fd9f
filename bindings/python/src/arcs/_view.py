"""The structured view (``arcs_view``) as typed dataclasses: the game as one
player (or a spectator) sees it, without protobuf.

It shows what :meth:`arcs.Game.observation` shows and hides what it hides:
Rivals' hands are counts (``hand`` is None), their face-down Copy and seize
cards are :data:`HIDDEN`, the decks are counts. Players are 0-based (show
them to people as 1..players); cards are card indexes (:func:`arcs.card`)
and action cards 0..27 (:func:`arcs.action_card`).
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any, Optional, Tuple

from ._enums import CHANCE, Ambition, Mode, Resource, Suit
from ._libarcs import ffi, lib
from ._move import Player

__all__ = [
    "HIDDEN",
    "OWNER_EMPIRE",
    "OWNER_FREE",
    "BattleView",
    "Building",
    "BuildingKind",
    "CourtPlace",
    "Decision",
    "DecisionKind",
    "DraftView",
    "FaithfulSide",
    "Golem",
    "GolemView",
    "GameView",
    "MarkerView",
    "PlacedCard",
    "PlayMode",
    "PlayerView",
    "ResourceSlot",
    "SystemView",
    "Title",
]

#: A face-down card the viewer may not see (a Rival's Copy or seize card).
HIDDEN: int = lib.ARCS_CARD_HIDDEN
#: Campaign piece owners beside the players: the Free States (Free cities
#: and starports), the Empire (Imperial ships; a system it controls).
OWNER_FREE: int = lib.ARCS_OWNER_FREE
OWNER_EMPIRE: int = lib.ARCS_OWNER_EMPIRE
_OWNER_BLIGHT: int = lib.ARCS_OWNER_BLIGHT
_NONE: int = lib.ARCS_NONE


class BuildingKind(enum.IntEnum):
    """What stands in a building slot."""

    CITY = lib.ARCS_BUILDING_CITY
    STARPORT = lib.ARCS_BUILDING_STARPORT


class Title(enum.IntEnum):
    """A player's campaign title (Campaign rulebook, "Act I Setup", Set Up Players F)."""

    NONE = lib.ARCS_TITLE_NONE
    REGENT = lib.ARCS_TITLE_REGENT
    OUTLAW = lib.ARCS_TITLE_OUTLAW


class PlayMode(enum.IntEnum):
    """How a player's action card was played this round."""

    NONE = lib.ARCS_PLAY_NONE
    LEAD = lib.ARCS_PLAY_LEAD
    SURPASS = lib.ARCS_PLAY_SURPASS
    COPY = lib.ARCS_PLAY_COPY
    PIVOT = lib.ARCS_PLAY_PIVOT
    SKIPPED = lib.ARCS_PLAY_SKIPPED
    EVENT = lib.ARCS_PLAY_EVENT


class DecisionKind(enum.IntEnum):
    """What kind of decision is pending (``arcs_decision_kind``)."""

    NONE = lib.ARCS_DECISION_NONE
    LEAD = lib.ARCS_DECISION_LEAD
    FOLLOW = lib.ARCS_DECISION_FOLLOW
    DECLARE = lib.ARCS_DECISION_DECLARE
    SEIZE = lib.ARCS_DECISION_SEIZE
    TURN = lib.ARCS_DECISION_TURN
    MULLIGAN = lib.ARCS_DECISION_MULLIGAN
    TAX = lib.ARCS_DECISION_TAX
    BUILD = lib.ARCS_DECISION_BUILD
    REPAIR = lib.ARCS_DECISION_REPAIR
    INFLUENCE = lib.ARCS_DECISION_INFLUENCE
    SECURE = lib.ARCS_DECISION_SECURE
    MOVE_FROM = lib.ARCS_DECISION_MOVE_FROM
    MOVE_TO = lib.ARCS_DECISION_MOVE_TO
    MOVE_SHIPS = lib.ARCS_DECISION_MOVE_SHIPS
    CATAPULT = lib.ARCS_DECISION_CATAPULT
    ELIMINATION = lib.ARCS_DECISION_ELIMINATION
    PLACE_RESOURCE = lib.ARCS_DECISION_PLACE_RESOURCE
    DISCARD_RESOURCE = lib.ARCS_DECISION_DISCARD_RESOURCE
    BATTLE_SYSTEM = lib.ARCS_DECISION_BATTLE_SYSTEM
    BATTLE_DEFENDER = lib.ARCS_DECISION_BATTLE_DEFENDER
    BATTLE_DICE = lib.ARCS_DECISION_BATTLE_DICE
    BATTLE_HIT = lib.ARCS_DECISION_BATTLE_HIT
    BATTLE_RAID = lib.ARCS_DECISION_BATTLE_RAID
    RANSACK = lib.ARCS_DECISION_RANSACK
    OUTRAGE = lib.ARCS_DECISION_OUTRAGE
    CARD = lib.ARCS_DECISION_CARD
    CHANCE = lib.ARCS_DECISION_CHANCE
    DRAFT = lib.ARCS_DECISION_DRAFT
    FATE = lib.ARCS_DECISION_FATE
    START_PLACE = lib.ARCS_DECISION_START_PLACE
    ADD_IMPERIAL = lib.ARCS_DECISION_ADD_IMPERIAL
    MOVE_IMPERIAL = lib.ARCS_DECISION_MOVE_IMPERIAL
    EVENT = lib.ARCS_DECISION_EVENT
    SUMMIT = lib.ARCS_DECISION_SUMMIT
    FLAGSHIP = lib.ARCS_DECISION_FLAGSHIP


assert len(DecisionKind) == lib.ARCS_DECISION_KIND_COUNT, "DecisionKind out of date with arcs.h"


class Golem(enum.IntEnum):
    """The Caretaker's Golems (campaign, ARCS-F505/F506)."""

    WARRIOR = lib.ARCS_GOLEM_WARRIOR
    PROTECTOR = lib.ARCS_GOLEM_PROTECTOR
    SEEKER = lib.ARCS_GOLEM_SEEKER
    HARVESTER = lib.ARCS_GOLEM_HARVESTER


class FaithfulSide(enum.IntEnum):
    """The side a played Faithful action card lies on (campaign, ARCS-F813)."""

    ZEAL = lib.ARCS_FAITHFUL_ZEAL
    WISDOM = lib.ARCS_FAITHFUL_WISDOM


@dataclasses.dataclass(frozen=True)
class GolemView:
    """A Golem token as the viewer sees it (campaign, ARCS-F505): ``golem``
    names it once it has been Awake (public from then on), and is None for
    a Sleeping Golem never seen Awake: nobody knows which one it is, its
    holder included. ``awake``: on its Awake side."""

    golem: Optional[Golem]
    awake: bool


def _golem(x: Any) -> Optional[GolemView]:
    g = int(x.golem)
    if g == _NONE:
        return None
    return GolemView(golem=None if g == lib.ARCS_CARD_HIDDEN else Golem(g), awake=bool(x.awake))


def _opt(v: int) -> Optional[int]:
    return None if v == _NONE else int(v)


@dataclasses.dataclass(frozen=True)
class Building:
    """A building in a slot: its owner, kind and whether it is damaged."""

    owner: int
    kind: BuildingKind
    damaged: bool


@dataclasses.dataclass(frozen=True)
class SystemView:
    """One system: ships per player (``fresh[p]``, ``damaged[p]``), the
    printed building slots (None for an empty one; a Free city or starport
    of the campaign has owner :data:`OWNER_FREE`) and its controller (a
    player, :data:`OWNER_EMPIRE` in the campaign, or None)."""

    system: int
    in_play: bool
    fresh: Tuple[int, ...]
    damaged: Tuple[int, ...]
    buildings: Tuple[Optional[Building], ...]
    controller: Optional[int]
    #: campaign: the (Sleeping) Golem on this gate, or None
    golem: Optional[GolemView] = None
    #: campaign: Imperial ships here, (fresh, damaged)
    imperial: Tuple[int, int] = (0, 0)
    #: campaign: Blight here, (fresh, damaged)
    blight: Tuple[int, int] = (0, 0)


@dataclasses.dataclass(frozen=True)
class ResourceSlot:
    """A resource slot of a player board (``index`` 0..5, shown as slot
    index + 1): its resource (None if empty), raid cost in keys, whether
    a city still covers it, and (campaign) whether a Golem fills it (not a
    resource; which Golem is hidden while it sleeps)."""

    index: int
    resource: Optional[Resource]
    keys: int
    covered: bool
    golem: bool = False
    #: the Golem filling the slot (when ``golem``), else None
    golem_token: Optional[GolemView] = None


@dataclasses.dataclass(frozen=True)
class PlayerView:
    """One player as the viewer sees them.

    ``hand`` lists the action cards in hand when the viewer may see them
    (their own hand), else None; ``hand_count`` is always known.
    ``played`` and ``seize_card`` are an action card, None, or
    :data:`HIDDEN`. ``captives`` and the ``trophy_*`` tuples count pieces per
    owner (player index). ``ambitions`` maps each ambition to what the
    player counts for it now, as chapter scoring counts it.

    Leaders & Lore (Base rulebook, "Leaders & Lore"): the play area lies
    face up. ``leader`` is the leader card (None before the draft and in
    the base game), ``lore`` the lore cards in the order taken,
    ``play_area`` every card of the play area in the order gained (card
    indexes: :func:`arcs.card` gives id, name and text).

    The campaign (Campaign rulebook, "Act I Setup", Set Up Players B and
    F): ``title`` (:class:`Title`, public; ``Title.NONE`` before titles and
    outside the campaign) and ``first_regent``. ``fate_dealt`` holds the
    two Fate cards dealt to the player (in the order of the ``fate 0`` /
    ``fate 1`` choice) when the viewer is that player, :data:`HIDDEN` for
    each for any other viewer (the card not kept goes back to the box
    unseen), and is empty before the deal; ``fate`` is the Fate kept: the
    card for its player, and for everyone once all have chosen;
    :data:`HIDDEN` for others before that; None while not chosen.
    """

    player: int
    power: int
    slots: Tuple[ResourceSlot, ...]
    outrage: Tuple[Resource, ...]
    outrage_agent_owed: Tuple[Resource, ...]
    captives: Tuple[int, ...]
    trophy_ships: Tuple[int, ...]
    trophy_cities: Tuple[int, ...]
    trophy_starports: Tuple[int, ...]
    trophy_agents: Tuple[int, ...]
    guild_cards: Tuple[int, ...]
    cities_on_board: int
    ships_supply: int
    starports_supply: int
    agents_supply: int
    hand_count: int
    hand: Optional[Tuple[int, ...]]
    played: Optional[int]
    play_mode: PlayMode
    seize_card: Optional[int]
    holds_initiative: bool
    bonus_city_power: int
    ambitions: Tuple[Tuple[Ambition, int], ...]
    leader: Optional[int] = None
    lore: Tuple[int, ...] = ()
    play_area: Tuple[int, ...] = ()
    title: Title = Title.NONE
    first_regent: bool = False
    fate_dealt: Tuple[int, ...] = ()
    fate: Optional[int] = None
    #: the side of a played Faithful card (campaign, ARCS-F813) once chosen, else None
    played_side: Optional[FaithfulSide] = None
    #: campaign: Captives held that are ships, per owner (index 0..3 a player, 5 the
    #: Empire), kept by a card (Happy Hosts, ARCS-F1012); they count for Tyrant
    captive_ships: Tuple[int, ...] = ()


@dataclasses.dataclass(frozen=True)
class CourtPlace:
    """A place of the Court row: its card (None if empty) and agents per player."""

    card: Optional[int]
    agents: Tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class MarkerView:
    """An ambition marker: the box it was declared on (None while
    Available), its side and its Power for first and second place."""

    box: Optional[Ambition]
    flipped: bool
    first: int
    second: int


@dataclasses.dataclass(frozen=True)
class PlacedCard:
    """A card placed beside a played action card until the round ends."""

    card: int
    player: int
    beside: int


@dataclasses.dataclass(frozen=True)
class BattleView:
    """The battle in progress: system, attacker, defender, dice collected
    (assault, skirmish, raid) and the dice rolled as (die, face 0..5)."""

    system: int
    attacker: int
    defender: int
    dice: Tuple[int, int, int]
    rolled: Tuple[Tuple[int, int], ...]


@dataclasses.dataclass(frozen=True)
class Decision:
    """The pending decision: who decides (a player, :data:`arcs.CHANCE`,
    or None when the game is over), its kind, a prompt sentence, the
    resource being placed (place/discard decisions) and the card whose
    choice it is (card decisions)."""

    player: Optional[Player]
    kind: DecisionKind
    prompt: str
    placing_resource: Optional[Resource]
    card: Optional[int]


@dataclasses.dataclass(frozen=True)
class DraftView:
    """The Leaders & Lore draft (Base rulebook, "Leaders & Lore", Setup):
    ``leaders`` and ``lore`` are the two face-up rows, a card index per place
    (None for a card taken or not yet drawn); in reverse turn order each
    player takes a leader or a lore card until each has a leader and
    ``lore_each`` lore cards. ``active`` while picks remain."""

    active: bool
    lore_each: int
    leaders: Tuple[Optional[int], ...]
    lore: Tuple[Optional[int], ...]
    picks: int
    picks_total: int


@dataclasses.dataclass(frozen=True)
class GameView:
    """The game as ``viewer`` sees it (None: a spectator). See the module
    docstring for what is hidden. ``draft`` is the Leaders & Lore draft
    (None in the base game); ``used_this_turn`` / ``used_this_round`` the
    cards whose "once per turn" / "once per round" effect was used."""

    viewer: Optional[int]
    players: int
    mode: Mode
    setup_name: str
    chapter: int
    initiative: int
    seized_by: Optional[int]
    game_over: bool
    winner: Optional[int]
    systems: Tuple[SystemView, ...]
    player: Tuple[PlayerView, ...]
    supply: Tuple[Tuple[Resource, int], ...]
    box_resources: Tuple[Tuple[Resource, int], ...]
    markers: Tuple[MarkerView, ...]
    zero_marker: bool
    court_deck_count: int
    court: Tuple[CourtPlace, ...]
    #: the most cards a Court pile holds in this mode (32; campaign 128)
    court_pile_max: int
    court_discard: Tuple[int, ...]
    placed: Tuple[PlacedCard, ...]
    action_deck_count: int
    action_discard_count: int
    lead_card: Optional[int]
    turn_player: Optional[int]
    pips: int
    pip_suit: Optional[Suit]
    prelude_open: bool
    weapon_spent: bool
    battle: Optional[BattleView]
    decision: Decision
    draft: Optional[DraftView] = None
    used_this_turn: Tuple[int, ...] = ()
    used_this_round: Tuple[int, ...] = ()
    #: campaign: the player holding Golem Hearth (ARCS-F503), or None
    hearth_holder: Optional[int] = None
    #: the Golems on Golem Hearth: the named ones first, then the hidden ones
    hearth_golems: Tuple[GolemView, ...] = ()
    #: campaign: the Act being played (1..3), the last Act this game plays,
    #: and whether the game stopped at an Act boundary ("Next Act?"); 0, 0,
    #: False outside the campaign
    act: int = 0
    last_act: int = 0
    act_boundary: bool = False
    #: campaign: the map centre, system 24 (the Gate Wraith's Twisted
    #: Passage, a gate while its law is in the rules booklet), or None
    map_centre: Optional[SystemView] = None


def _player(v: Any, p: int, players: int) -> PlayerView:
    x = v.player[p]
    slots = []
    for i in range(x.resource_slots):
        r = int(x.resources[i])
        slots.append(ResourceSlot(index=i, resource=Resource(r) if r >= 0 else None, keys=int(x.slot_keys[i]),
                                  covered=r == lib.ARCS_SLOT_COVERED, golem=r == lib.ARCS_SLOT_GOLEM,
                                  golem_token=_golem(x.slot_golem[i])))
    per = range(players)
    return PlayerView(
        player=p,
        power=int(x.power),
        slots=tuple(slots),
        outrage=tuple(r for r in Resource if x.outrage[int(r)]),
        outrage_agent_owed=tuple(r for r in Resource if x.outrage_agent_owed[int(r)]),
        captives=tuple(int(x.captives[q]) for q in per),
        trophy_ships=tuple(int(x.trophy_ships[q]) for q in per),
        trophy_cities=tuple(int(x.trophy_cities[q]) for q in per),
        trophy_starports=tuple(int(x.trophy_starports[q]) for q in per),
        trophy_agents=tuple(int(x.trophy_agents[q]) for q in per),
        guild_cards=tuple(int(x.guild[i]) for i in range(x.guild_count)),
        cities_on_board=int(x.cities_on_board),
        ships_supply=int(x.ships_supply),
        starports_supply=int(x.starports_supply),
        agents_supply=int(x.agents_supply),
        hand_count=int(x.hand_count),
        hand=tuple(int(x.hand[i]) for i in range(x.hand_count)) if x.hand_visible else None,
        played=_opt(x.played),
        play_mode=PlayMode(x.play_mode),
        seize_card=_opt(x.seize_card),
        holds_initiative=bool(x.holds_initiative),
        bonus_city_power=int(x.bonus_city_power),
        ambitions=tuple((a, int(x.ambition[int(a)])) for a in Ambition
                        if a < Ambition.EDENGUARD or (v.extra_ambition_boxes >> int(a)) & 1),
        leader=_opt(x.leader),
        lore=tuple(int(x.lore[i]) for i in range(x.lore_count)),
        play_area=tuple(int(x.play_area[i]) for i in range(x.play_area_count)),
        title=Title(x.title),
        first_regent=bool(x.first_regent),
        fate_dealt=tuple(int(c) for c in x.fate_dealt if c != _NONE),
        fate=_opt(x.fate),
        played_side=FaithfulSide(x.played_side) if x.played_side != _NONE else None,
        captive_ships=tuple(int(n) for n in x.captive_ships),
    )


def _system(x: Any, s: int, n: int) -> SystemView:
    blds = []
    for i in range(x.building_slots):
        b = x.buildings[i]
        blds.append(None if b.owner == _NONE else Building(int(b.owner), BuildingKind(b.kind), bool(b.damaged)))
    return SystemView(system=s, in_play=bool(x.in_play), fresh=tuple(int(x.fresh[p]) for p in range(n)),
                      damaged=tuple(int(x.damaged[p]) for p in range(n)), buildings=tuple(blds),
                      controller=_opt(x.controller), golem=_golem(x.golem),
                      imperial=(int(x.fresh[OWNER_EMPIRE]), int(x.damaged[OWNER_EMPIRE])),
                      blight=(int(x.fresh[_OWNER_BLIGHT]), int(x.damaged[_OWNER_BLIGHT])))


def view_from_c(v: Any) -> GameView:
    """Convert a filled ``arcs_game_view`` into a :class:`GameView`."""
    n = int(v.players)
    systems = [_system(v.systems[s], s, n) for s in range(lib.ARCS_SYSTEM_COUNT)]
    b = v.battle
    battle = None
    if b.active:
        battle = BattleView(system=int(b.system), attacker=int(b.attacker), defender=int(b.defender),
                            dice=(int(b.dice[0]), int(b.dice[1]), int(b.dice[2])),
                            rolled=tuple((int(b.rolled_die[i]), int(b.rolled_face[i])) for i in range(b.rolled_count)))
    d = v.decision
    player = int(d.player)
    decision = Decision(
        player=None if player == lib.ARCS_PLAYER_NONE else CHANCE if player == lib.ARCS_PLAYER_CHANCE else player,
        kind=DecisionKind(d.kind),
        prompt=ffi.string(d.prompt).decode("utf-8"),
        placing_resource=Resource(d.placing_resource) if d.placing_resource >= 0 else None,
        card=_opt(d.card),
    )
    dr = v.draft
    draft = None
    if dr.picks_total:
        draft = DraftView(active=bool(dr.active), lore_each=int(dr.lore_each),
                          leaders=tuple(_opt(dr.row[i]) for i in range(dr.leader_places)),
                          lore=tuple(_opt(dr.row[dr.leader_places + i]) for i in range(dr.lore_places)),
                          picks=int(dr.picks), picks_total=int(dr.picks_total))
    return GameView(
        viewer=None if v.viewer < 0 else int(v.viewer),
        players=n,
        mode=Mode(v.mode),
        setup_name=ffi.string(v.setup_name).decode("utf-8"),
        chapter=int(v.chapter),
        initiative=int(v.initiative),
        seized_by=_opt(v.seized_by),
        game_over=bool(v.game_over),
        winner=_opt(v.winner),
        systems=tuple(systems),
        player=tuple(_player(v, p, n) for p in range(n)),
        supply=tuple((r, int(v.supply[int(r)])) for r in Resource),
        box_resources=tuple((r, int(v.box_resources[int(r)])) for r in Resource),
        markers=tuple(MarkerView(box=Ambition(m.box) if m.box >= 0 else None, flipped=bool(m.flipped),
                                 first=int(m.first), second=int(m.second))
                      for m in (v.markers[i] for i in range(v.marker_count))),
        zero_marker=bool(v.zero_marker),
        court_deck_count=int(v.court_deck_count),
        court_pile_max=int(v.court_pile_max),
        court=tuple(CourtPlace(card=_opt(c.card), agents=tuple(int(c.agents[p]) for p in range(n)))
                    for c in (v.court[i] for i in range(v.court_row_count))),
        court_discard=tuple(int(v.court_discard[i]) for i in range(v.court_discard_count)),
        placed=tuple(PlacedCard(int(x.card), int(x.player), int(x.beside))
                     for x in (v.placed[i] for i in range(v.placed_count))),
        action_deck_count=int(v.action_deck_count),
        action_discard_count=int(v.action_discard_count),
        lead_card=_opt(v.lead_card),
        turn_player=_opt(v.turn_player),
        pips=int(v.pips),
        pip_suit=Suit(v.pip_suit) if v.turn_player != _NONE and 0 <= v.pip_suit < 4 else None,
        prelude_open=bool(v.prelude_open),
        weapon_spent=bool(v.weapon_spent),
        battle=battle,
        decision=decision,
        draft=draft,
        used_this_turn=tuple(int(v.used_this_turn[i]) for i in range(v.used_this_turn_count)),
        used_this_round=tuple(int(v.used_this_round[i]) for i in range(v.used_this_round_count)),
        hearth_holder=_opt(v.hearth_holder),
        hearth_golems=tuple(g for g in (_golem(v.hearth_golems[i]) for i in range(v.hearth_golem_count))
                            if g is not None),
        act=int(v.act),
        last_act=int(v.last_act),
        act_boundary=bool(v.act_boundary),
        map_centre=_system(v.map_centre, lib.ARCS_SYSTEM_COUNT, n) if v.map_centre_in_play else None,
    )
