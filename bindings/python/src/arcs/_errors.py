"""Exceptions: every C status other than ARCS_OK becomes one of these, with
the C library's own message (arcs_status_str)."""

from __future__ import annotations

from typing import Dict, Optional, Type

from ._enums import Status
from ._libarcs import ffi, lib

__all__ = [
    "ArcsError",
    "BadConfigError",
    "BufferTooSmallError",
    "CorruptDataError",
    "GameOverError",
    "IllegalMoveError",
    "InvalidArgumentError",
    "NoHistoryError",
    "OutOfMemoryError",
    "ParseError",
    "SchemaVersionError",
    "UnsupportedError",
    "EngineError",
    "WrongPlayerError",
]


class ArcsError(Exception):
    """Base class of every error the engine reports.

    The game a failing call was made on is left exactly as it was (same
    state, same :attr:`arcs.Game.state_hash`).
    """

    #: The status this class stands for (overridden by each subclass).
    default_status: Status = Status.INVALID_ARG

    def __init__(self, status: Optional[int] = None, detail: Optional[str] = None) -> None:
        code = self.default_status if status is None else status
        try:
            code = Status(code)
        except ValueError:
            pass
        self.status: int = code
        """The C status code (a :class:`arcs.Status` when it is a known one)."""
        self.c_message: str = status_message(self.status)
        """The C library's message for :attr:`status` (``arcs_status_str``)."""
        self.detail: Optional[str] = detail
        """What the binding adds: the move or argument concerned, if any."""
        text = self.c_message if detail is None else f"{self.c_message}: {detail}"
        super().__init__(text)


class InvalidArgumentError(ArcsError, ValueError):
    """ARCS_E_INVALID_ARG: an out-of-range number or id."""

    default_status = Status.INVALID_ARG


class BadConfigError(ArcsError, ValueError):
    """ARCS_E_BAD_CONFIG: the game configuration was rejected (player count,
    setup-card name, mode)."""

    default_status = Status.BAD_CONFIG


class IllegalMoveError(ArcsError):
    """ARCS_E_ILLEGAL_MOVE: the move is not among the legal moves now."""

    default_status = Status.ILLEGAL_MOVE


class WrongPlayerError(IllegalMoveError):
    """ARCS_E_WRONG_PLAYER: the move names a player who is not deciding now.
    A subclass of :class:`IllegalMoveError`."""

    default_status = Status.WRONG_PLAYER


class GameOverError(ArcsError):
    """ARCS_E_GAME_OVER: the game has ended; no move applies."""

    default_status = Status.GAME_OVER


class NoHistoryError(ArcsError):
    """ARCS_E_NO_HISTORY: undo asked to go back further than the start."""

    default_status = Status.NO_HISTORY


class BufferTooSmallError(ArcsError):
    """ARCS_E_BUFFER_TOO_SMALL: internal; the binding sizes its buffers so
    that this should never reach a caller."""

    default_status = Status.BUFFER_TOO_SMALL


class ParseError(ArcsError, ValueError):
    """ARCS_E_PARSE: text that is not a move in its text form."""

    default_status = Status.PARSE


class OutOfMemoryError(ArcsError, MemoryError):
    """ARCS_E_NOMEM: the allocator failed."""

    default_status = Status.NOMEM


class CorruptDataError(ArcsError, ValueError):
    """ARCS_E_CORRUPT: a serialized buffer failed validation."""

    default_status = Status.CORRUPT


class SchemaVersionError(ArcsError, ValueError):
    """ARCS_E_VERSION: a serialized buffer has an unknown schema version."""

    default_status = Status.VERSION


class UnsupportedError(ArcsError):
    """ARCS_E_UNSUPPORTED: a feature this build or mode does not provide."""

    default_status = Status.UNSUPPORTED


class EngineError(ArcsError, RuntimeError):
    """ARCS_E_INTERNAL: the engine passed one of its own limits (a libarcs bug);
    the move was not played."""

    default_status = Status.INTERNAL


_BY_STATUS: Dict[int, Type[ArcsError]] = {
    cls.default_status: cls
    for cls in (
        InvalidArgumentError,
        BadConfigError,
        IllegalMoveError,
        WrongPlayerError,
        GameOverError,
        NoHistoryError,
        BufferTooSmallError,
        ParseError,
        OutOfMemoryError,
        CorruptDataError,
        SchemaVersionError,
        UnsupportedError,
        EngineError,
    )
}


def status_message(status: int) -> str:
    """The C library's English message for a status code."""
    return str(ffi.string(lib.arcs_status_str(status)).decode("utf-8"))


def error_for(status: int, detail: Optional[str] = None) -> ArcsError:
    """The exception for a non-OK status (an :class:`ArcsError` subclass)."""
    return _BY_STATUS.get(status, ArcsError)(status, detail)
