"""Enumerations mirroring include/arcs/arcs.h (values checked against the C
library by the tests)."""

from __future__ import annotations

import enum

__all__ = [
    "Action",
    "Ambition",
    "BotLevel",
    "CHANCE",
    "Chance",
    "History",
    "Mode",
    "MoveKind",
    "Resource",
    "Status",
    "Suit",
]


class Chance(enum.Enum):
    """Type of the :data:`CHANCE` sentinel: the "player" who decides when the
    next decision is a die roll or a card draw (explicit-chance mode)."""

    CHANCE = "chance"

    def __repr__(self) -> str:
        return "arcs.CHANCE"

    def __str__(self) -> str:
        return "chance"


#: Returned by :attr:`arcs.Game.current_player` and used as
#: :attr:`arcs.Move.player` when chance decides (die faces, a card drawn).
CHANCE = Chance.CHANCE


class Status(enum.IntEnum):
    """The C library's status codes (``arcs_status``)."""

    OK = 0
    INVALID_ARG = 1
    BAD_CONFIG = 2
    ILLEGAL_MOVE = 3
    WRONG_PLAYER = 4
    GAME_OVER = 5
    NO_HISTORY = 6
    BUFFER_TOO_SMALL = 7
    PARSE = 8
    NOMEM = 9
    CORRUPT = 10
    VERSION = 11
    UNSUPPORTED = 12
    INTERNAL = 13


class Mode(enum.IntEnum):
    """Which game is played (``arcs_mode``)."""

    BASE = 0
    """The base game."""
    LEADERS_LORE = 1
    """Leaders & Lore (Base rulebook, "Leaders & Lore")."""
    CAMPAIGN = 2
    """The Blighted Reach campaign, Act I played as one game (winner by Power; objectives reported)."""


class History(enum.IntEnum):
    """What a game remembers of its moves (``arcs_history_mode``)."""

    FULL = 0
    """The state before every move: :meth:`arcs.Game.undo` can go back anywhere."""
    MOVES = 1
    """Only the moves (history, replays); undo raises :class:`arcs.NoHistoryError`.
    Cheaper, for playouts that clone instead of undoing."""


class MoveKind(enum.IntEnum):
    """What a move does (``arcs_move_kind``). The meaning of a move's
    arguments a, b, c, d depends on its kind; see include/arcs/arcs.h."""

    NONE = 0
    LEAD = 1
    PASS = 2
    SURPASS = 3
    COPY = 4
    PIVOT = 5
    DECLARE = 6
    NO_DECLARE = 7
    SEIZE = 8
    NO_SEIZE = 9
    MULLIGAN = 10
    KEEP_HAND = 11
    SPEND = 12
    ACTION = 13
    END_TURN = 14
    TAX = 15
    BUILD_CITY = 16
    BUILD_STARPORT = 17
    BUILD_SHIP = 18
    REPAIR_SHIP = 19
    REPAIR_BUILDING = 20
    INFLUENCE = 21
    SECURE = 22
    MOVE_FROM = 23
    MOVE_TO = 24
    SHIPS = 25
    CATAPULT_STOP = 26
    PLACE_RESOURCE = 27
    DISCARD_RESOURCE = 28
    PLACE_SHIPS_GATE = 29
    BATTLE_SYSTEM = 30
    BATTLE_DEFENDER = 31
    DICE = 32
    HIT = 33
    RAID = 34
    RAID_STOP = 35
    RANSACK = 36
    CARD = 37
    DECLINE = 38
    CHANCE = 39
    FATE = 40
    START_PLACE = 41
    ADD_IMPERIAL = 42
    REPAIR_IMPERIAL = 43
    EVENT = 44
    SUMMIT = 45
    NO_SUMMIT = 46
    RESOLVE_CRISES = 47
    RESOLVE_EDICTS = 48
    STEAL_TRUST = 49
    ENFORCE = 50
    CHANGE_POLICY = 51
    DEMAND = 52
    MAKE_OUTLAW = 53
    REQUISITION = 54
    ARM = 55
    # Summits (campaign): Call to Order, Negotiations
    RETURN_FAVORS = 56
    PETITION = 57
    LEAVE_EMPIRE = 58
    REVIVE_EMPIRE = 59
    ORDER_DONE = 60
    DEAL_ADD = 61
    CEDE = 62
    DELEGATE = 63
    TRANSFER = 64
    DEAL_SUBMIT = 65
    DEAL_WITHDRAW = 66
    DEAL_ACCEPT = 67
    DEAL_REJECT = 68
    NEGOTIATE_PASS = 69
    DEAL_REMOVE = 70
    FLAGSHIP_BUILD = 71
    FLAGSHIP_SHIP = 72
    FLAGSHIP_REPAIR = 73
    FLAGSHIP_ALONG = 74
    SLIPSTREAM = 75
    RESETTLE_PLACE = 76


class Negotiation(enum.IntEnum):
    """The Negotiation actions of a Summit (``arcs_negotiation``; Campaign
    rulebook, "Negotiations"): ``Move.c`` of :attr:`MoveKind.DEAL_ADD`,
    ``Move.b`` of :attr:`MoveKind.RETURN_FAVORS`."""

    CEDE_CONTROL = 0
    """Replace 1 Loyal piece on the map with the Rival's."""
    DELEGATE_AUTHORITY = 1
    """Replace 1 Loyal agent in the Court with the Rival's."""
    PROMISE_FAVOR = 2
    """Give the Rival 1 Loyal agent as a Favor."""
    TRANSFER_ASSET = 3
    """Give the Rival 1 Captive, Trophy, Favor or resource."""
    INVITE_TO_EMPIRE = 4
    """The First Regent makes the Outlaw Rival a Regent."""
    TRANSFER_LORE = 5
    """Give the Rival 1 lore card (Knowledge Set Free, ARCS-F514)."""
    TRANSFER_GUILD_SUPPORT = 6
    """Give the Rival 1 Guild card (Guild Negotiations, ARCS-F414)."""
    TRANSFER_GOLEM = 7
    """Give the Rival 1 Golem (Knowledge Set Free, ARCS-F514)."""
    SHARE_RUMOR = 8
    """Let the Rival place a Loyal agent on a Rumor token with yours and
    peek at it (Sharing Rumors, ARCS-F1212)."""


class Asset(enum.IntEnum):
    """What Transfer Asset gives (``arcs_asset``): ``Move.a`` of
    :attr:`MoveKind.TRANSFER`; ``Move.b`` is the resource slot or the
    piece's owner (for LORE and GUILD_CARD, the card's place in the
    giver's play area or among the giver's cards; for GOLEM, the Golem's
    place among the giver's; for RUMOR, the Rumor token's planet)."""

    RESOURCE = 0
    CAPTIVE = 1
    TROPHY_SHIP = 2
    TROPHY_CITY = 3
    TROPHY_STARPORT = 4
    TROPHY_AGENT = 5
    TROPHY_IMPERIAL = 6
    TROPHY_BLIGHT = 7
    TROPHY_FREE_CITY = 8
    TROPHY_FREE_STARPORT = 9
    FAVOR = 10
    LORE = 11
    GUILD_CARD = 12
    GOLEM = 13
    RUMOR = 14


class Resource(enum.IntEnum):
    """Resource types and Guild-card suits, in player-board Outrage order."""

    MATERIAL = 0
    FUEL = 1
    WEAPON = 2
    RELIC = 3
    PSIONIC = 4


class Suit(enum.IntEnum):
    """Action-card suits; action card ids are ``suit * 7 + (number - 1)``."""

    ADMINISTRATION = 0
    AGGRESSION = 1
    CONSTRUCTION = 2
    MOBILIZATION = 3


class Ambition(enum.IntEnum):
    """Ambitions, in the order of their boxes on the map."""

    TYCOON = 0
    TYRANT = 1
    WARLORD = 2
    KEEPER = 3
    EMPATH = 4
    #: the campaign's extra boxes (their laws in the rules booklet: the
    #: Guardian's Edenguard Ambition, ARCS-F2004; the Naturalist's Blightkin
    #: Ambition, ARCS-F2104)
    EDENGUARD = 5
    BLIGHTKIN = 6


class Action(enum.IntEnum):
    """Standard actions (Base rulebook, "Standard Actions")."""

    TAX = 0
    BUILD = 1
    MOVE = 2
    REPAIR = 3
    INFLUENCE = 4
    SECURE = 5
    BATTLE = 6


class BotLevel(enum.IntEnum):
    """The levels of the C bots (``arcs_bot_policy``, include/arcs/bot.h;
    docs/bots.md), for :class:`arcs.bots.Bot`."""

    RANDOM = 0
    """A uniformly random legal move."""
    EASY = 1
    """One-ply greedy: each legal move tried in a few determinized worlds and
    the result scored by the evaluation."""
    NORMAL = 2
    """Information-set Monte Carlo tree search, about 0.2 s per decision."""
    HARD = 3
    """Information-set Monte Carlo tree search, about 2 s per decision."""
