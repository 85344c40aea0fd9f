"""arcs: play the board game Arcs from Python, through libarcs.

A complete random game::

    import random, arcs
    with arcs.Game(players=3, seed=7) as game:
        while not game.is_over:
            game.apply(random.choice(game.legal_moves()))
        print("winner:", game.winner, "power:", game.powers())

The engine names who decides (:attr:`Game.current_player`), lists every legal
move (:meth:`Game.legal_moves`) and applies one (:meth:`Game.apply`); errors
are :class:`ArcsError` subclasses and leave the game unchanged.
"""

from __future__ import annotations

from ._enums import CHANCE, Action, Ambition, Asset, BotLevel, Chance, History, Mode, MoveKind, Negotiation, Resource, Status, Suit
from ._errors import (
    ArcsError,
    BadConfigError,
    BufferTooSmallError,
    CorruptDataError,
    EngineError,
    GameOverError,
    IllegalMoveError,
    InvalidArgumentError,
    NoHistoryError,
    OutOfMemoryError,
    ParseError,
    SchemaVersionError,
    UnsupportedError,
    WrongPlayerError,
)
from . import proto
from ._data import (
    ActionCardInfo,
    AmbitionMarkerInfo,
    CardInfo,
    CardKind,
    Die,
    DieFace,
    SetupCard,
    SetupSeat,
    SystemInfo,
    SystemKind,
    action_card,
    action_cards,
    ambition_markers,
    card,
    cards,
    die_faces,
    setup_cards,
    system,
    systems,
)
from ._game import (
    MAX_GAME_LENGTH,
    NUM_CHANCE_OUTCOMES,
    NUM_DISTINCT_ACTIONS,
    RECORD_VERSION,
    RL_SUMMIT_DEAL_LIMIT,
    BytesLike,
    Game,
    LogFn,
    RecordInfo,
    RecordLike,
    ReplayInfo,
    record_from_json,
    record_info,
    record_to_json,
    replay_info,
)
from ._tensor import observation_tensor_layout, observation_tensor_shape
from ._libarcs import ffi as _ffi
from ._libarcs import lib as _lib
from ._move import Move, Player, player_name
from ._view import (
    HIDDEN,
    OWNER_EMPIRE,
    OWNER_FREE,
    BattleView,
    Building,
    BuildingKind,
    CourtPlace,
    Decision,
    DecisionKind,
    DraftView,
    FaithfulSide,
    Golem,
    GolemView,
    GameView,
    MarkerView,
    PlacedCard,
    PlayerView,
    PlayMode,
    ResourceSlot,
    SystemView,
    Title,
)

__all__ = [
    "__version__",
    "Action",
    "action_card",
    "action_cards",
    "ActionCardInfo",
    "Ambition",
    "ambition_markers",
    "AmbitionMarkerInfo",
    "ArcsError",
    "Asset",
    "BadConfigError",
    "BattleView",
    "BotLevel",
    "BufferTooSmallError",
    "Building",
    "BuildingKind",
    "BytesLike",
    "card",
    "CardInfo",
    "CardKind",
    "cards",
    "CHANCE",
    "Chance",
    "CorruptDataError",
    "CourtPlace",
    "Decision",
    "DecisionKind",
    "DraftView",
    "FaithfulSide",
    "Golem",
    "GolemView",
    "Die",
    "die_faces",
    "DieFace",
    "EngineError",
    "Game",
    "GameOverError",
    "GameView",
    "HIDDEN",
    "OWNER_EMPIRE",
    "OWNER_FREE",
    "History",
    "IllegalMoveError",
    "InvalidArgumentError",
    "library_version",
    "LogFn",
    "MarkerView",
    "MAX_GAME_LENGTH",
    "NUM_CHANCE_OUTCOMES",
    "NUM_DISTINCT_ACTIONS",
    "RL_SUMMIT_DEAL_LIMIT",
    "player_name",
    "Mode",
    "Move",
    "MoveKind",
    "Negotiation",
    "NoHistoryError",
    "OutOfMemoryError",
    "ParseError",
    "PlacedCard",
    "Player",
    "PlayerView",
    "PlayMode",
    "observation_tensor_layout",
    "observation_tensor_shape",
    "proto",
    "replay_info",
    "ReplayInfo",
    "RECORD_VERSION",
    "record_from_json",
    "record_info",
    "record_to_json",
    "RecordInfo",
    "RecordLike",
    "Resource",
    "ResourceSlot",
    "SchemaVersionError",
    "setup_cards",
    "SetupCard",
    "SetupSeat",
    "Status",
    "Suit",
    "system",
    "SystemInfo",
    "SystemKind",
    "systems",
    "SystemView",
    "Title",
    "UnsupportedError",
    "wire_schema_version",
    "WrongPlayerError",
]

__version__ = "0.1.0"


def wire_schema_version() -> int:
    """The wire-format schema version the bundled libarcs writes."""
    return int(_lib.ARCS_WIRE_SCHEMA_VERSION)


def library_version() -> str:
    """The version of the bundled libarcs, e.g. ``"0.1.0"``."""
    return str(_ffi.string(_lib.arcs_version()).decode("ascii"))
