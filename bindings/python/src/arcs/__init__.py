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

from ._enums import CHANCE, Action, Ambition, Chance, History, Mode, MoveKind, Resource, Status, Suit
from ._errors import (
    ArcsError,
    BadConfigError,
    BufferTooSmallError,
    CorruptDataError,
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
from ._game import (
    MAX_GAME_LENGTH,
    NUM_CHANCE_OUTCOMES,
    NUM_DISTINCT_ACTIONS,
    BytesLike,
    Game,
    LogFn,
    ReplayInfo,
    replay_info,
)
from ._tensor import observation_tensor_layout, observation_tensor_shape
from ._libarcs import ffi as _ffi
from ._libarcs import lib as _lib
from ._move import Move, Player

__all__ = [
    "Action",
    "Ambition",
    "ArcsError",
    "BadConfigError",
    "BufferTooSmallError",
    "BytesLike",
    "CHANCE",
    "Chance",
    "CorruptDataError",
    "Game",
    "GameOverError",
    "History",
    "IllegalMoveError",
    "InvalidArgumentError",
    "LogFn",
    "MAX_GAME_LENGTH",
    "NUM_CHANCE_OUTCOMES",
    "NUM_DISTINCT_ACTIONS",
    "Mode",
    "Move",
    "MoveKind",
    "NoHistoryError",
    "OutOfMemoryError",
    "ParseError",
    "Player",
    "ReplayInfo",
    "Resource",
    "SchemaVersionError",
    "Status",
    "Suit",
    "UnsupportedError",
    "WrongPlayerError",
    "__version__",
    "library_version",
    "observation_tensor_layout",
    "observation_tensor_shape",
    "proto",
    "replay_info",
    "wire_schema_version",
]

__version__ = "0.1.0"


def wire_schema_version() -> int:
    """The wire-format schema version the bundled libarcs writes."""
    return int(_lib.ARCS_WIRE_SCHEMA_VERSION)


def library_version() -> str:
    """The version of the bundled libarcs, e.g. ``"0.1.0"``."""
    return str(_ffi.string(_lib.arcs_version()).decode("ascii"))
