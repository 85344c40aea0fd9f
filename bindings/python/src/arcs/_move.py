"""The Move value type."""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any, Dict, List, Tuple, Union

from ._enums import CHANCE, Chance, MoveKind, Status
from ._errors import error_for
from ._libarcs import ffi, lib

__all__ = ["Move", "Player", "player_name"]

#: Who decides or whose move it is: a player index (0..players-1) or CHANCE.
Player = Union[int, Chance]



def player_name(player: Player) -> str:
    """The name the rulebook-facing texts use for a player: engine player 0
    is ``"Player 1"``, 1 is ``"Player 2"``, ... (as the engine's log lines,
    :meth:`Game.describe` and ``arcs-play`` say), :data:`arcs.CHANCE` is
    ``"chance"``. Indices everywhere else (moves' ``p0``, ``player_0``
    agents, :attr:`Game.current_player`) count from 0.

    :raises ValueError: a negative index, or neither an int nor CHANCE.
    """
    if player is CHANCE:
        return "chance"
    if not isinstance(player, int) or isinstance(player, bool) or player < 0:
        raise ValueError(f"player must be a player index (0, 1, ...) or arcs.CHANCE, not {player!r}")
    return f"Player {player + 1}"


_CHANCE_ID: int = lib.ARCS_PLAYER_CHANCE_ID
_KINDS: Dict[int, MoveKind] = {k.value: k for k in MoveKind}
_STR_CAP = 128  # arcs_move_to_str: "64 bytes always suffice"
# Move kinds whose action-card arguments a Rival may not see (face down).
_HIDDEN_CARD_KINDS = frozenset({MoveKind.COPY, MoveKind.SEIZE, MoveKind.CARD})
_CH_ACTION_DRAW, _CH_DISCARD_BOTTOM = 2, 4  # ARCS_MOVE_CHANCE c (arcs.h)
# Campaign: a Fate dealt (secret to its player) and a lore card shuffled
# into the Court deck (secret to all until drawn).
_CH_SECRET_CARDS = frozenset({8, 9})
_ACTION_CARD = re.compile(r"\b(?:Administration|Aggression|Construction|Mobilization)-[1-7]\b")


class Move:
    """One move: an immutable, hashable value (the C ``arcs_move``).

    ``kind`` says what the move does; ``player`` is the deciding player (or
    :data:`arcs.CHANCE`); ``a``, ``b``, ``c``, ``d`` are its arguments, whose
    meaning depends on the kind (see include/arcs/arcs.h). ``str(move)`` is
    the engine's stable text form, e.g. ``"p1 lead Aggression-4"``, and
    :meth:`Move.parse` reads it back.

    Moves are usually taken from :meth:`arcs.Game.legal_moves` rather than
    built by hand.
    """

    __slots__ = ("_code",)
    _code: int

    def __init__(
        self,
        kind: Union[MoveKind, int],
        player: Player,
        a: int = 0,
        b: int = 0,
        c: int = 0,
        d: int = 0,
    ) -> None:
        """Build a move from its fields; every number must fit in 0..255."""
        k = MoveKind(kind)
        if player is CHANCE:
            p = _CHANCE_ID
        elif isinstance(player, int) and not isinstance(player, bool) and 0 <= player < 256:
            p = player
        else:
            raise ValueError(f"player must be 0..255 or arcs.CHANCE, not {player!r}")
        for name, value in (("a", a), ("b", b), ("c", c), ("d", d)):
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 256:
                raise ValueError(f"move argument {name} must be an int in 0..255, not {value!r}")
        _set_code(self, int(k) | p << 8 | a << 16 | b << 24 | c << 32 | d << 40)

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read a move from its text form (as produced by ``str(move)``).

        Raises :class:`arcs.ParseError` for text that is not a move.
        """
        if not isinstance(text, str):
            raise TypeError(f"Move.parse expects str, not {type(text).__name__}")
        if "\0" in text:
            # C would read only up to the NUL: another text.
            raise error_for(Status.PARSE, f"{text!r} contains a NUL character")
        out = ffi.new("uint64_t *")
        status = lib.arcs_py_parse(text.encode("utf-8"), out)
        if status:
            raise error_for(status, repr(text))
        return _from_code(out[0])

    @classmethod
    def from_code(cls, code: int) -> Move:
        """The move packed in ``code`` (see :attr:`code`)."""
        if not isinstance(code, int) or not 0 <= code < 1 << 64:
            raise ValueError(f"a move code is an int in 0..2**64-1, not {code!r}")
        if code & 0xFF not in _KINDS:
            raise ValueError(f"move code {code:#x} has an unknown kind")
        return _from_code(code)

    def to_bytes(self) -> bytes:
        """The move as a standalone Move message (proto/arcs.proto)."""
        buf = ffi.new("char[]", 64)
        written = ffi.new("size_t *")
        status = lib.arcs_py_move_to_bytes(self._code, buf, 64, written)
        if status:
            raise error_for(status, repr(self))
        return bytes(ffi.buffer(buf, written[0]))

    @classmethod
    def from_bytes(cls, data: Union[bytes, bytearray, memoryview]) -> Move:
        """Decode a standalone Move message (its legality is not checked).

        :raises arcs.CorruptDataError: not a valid Move message; the message
            carries the library's reason (``arcs_move_from_bytes_ex``: length,
            message type, schema version, kind, player or argument range).
        """
        if isinstance(data, str):
            raise TypeError("expected bytes, not str")
        view = ffi.from_buffer(data)
        out = ffi.new("uint64_t *")
        error = ffi.new("arcs_error *")
        status = lib.arcs_py_move_from_bytes(view, len(view), out, error)
        if status:
            reason = ffi.string(error.message).decode("utf-8", "replace")
            raise error_for(status, f"{len(view)} bytes: {reason}")
        return _from_code(out[0])

    @property
    def code(self) -> int:
        """The move packed into one integer: ``kind | player << 8 | a << 16 |
        b << 24 | c << 32 | d << 40``. Equal moves have equal codes; handy as
        a dict key or an array entry."""
        return self._code

    @property
    def action(self) -> int:
        """The move's number in the dense action space (a chance outcome
        number for a :attr:`MoveKind.CHANCE` move; docs/action-space.md).
        The player is not part of it.

        :raises arcs.InvalidArgumentError: an argument outside its range.
        """
        out = ffi.new("int32_t *")
        status = lib.arcs_py_move_to_action(self._code, out)
        if status:
            raise error_for(status, repr(self))
        return int(out[0])

    def as_seen_by(self, player: int) -> str:
        """The move's text as ``player`` saw it played: action cards a Rival
        played face down (Copy, seize) or moved with a card effect, and the
        action cards drawn by chance, read ``?``; in the campaign also the
        Fate cards dealt and the lore cards shuffled into the Court deck
        (chance), and which dealt Fate a Rival kept. Never shows more than the
        player saw (it may show less: a card drawn into the player's own
        hand shows in the observation, not here)."""
        text = str(self)
        kind = self._code & 0xFF
        if kind == MoveKind.CHANCE:
            what = (self._code >> 32) & 0xFF
            if what in (_CH_ACTION_DRAW, _CH_DISCARD_BOTTOM):
                return _ACTION_CARD.sub("?", text)
            if what in _CH_SECRET_CARDS:
                return text.rsplit(" ", 1)[0] + " ?"
            return text
        if kind in _HIDDEN_CARD_KINDS and self.player != player:
            return _ACTION_CARD.sub("?", text)
        if kind == MoveKind.FATE and self.player != player:
            return text.rsplit(" ", 1)[0] + " ?"  # a Rival's secret Fate choice
        return text

    @property
    def kind(self) -> MoveKind:
        """What the move does."""
        return _KINDS[self._code & 0xFF]

    @property
    def player(self) -> Player:
        """The deciding player (0..players-1), or :data:`arcs.CHANCE`."""
        p = (self._code >> 8) & 0xFF
        return CHANCE if p == _CHANCE_ID else p

    @property
    def a(self) -> int:
        """First argument (meaning depends on :attr:`kind`)."""
        return (self._code >> 16) & 0xFF

    @property
    def b(self) -> int:
        """Second argument."""
        return (self._code >> 24) & 0xFF

    @property
    def c(self) -> int:
        """Third argument."""
        return (self._code >> 32) & 0xFF

    @property
    def d(self) -> int:
        """Fourth argument."""
        return (self._code >> 40) & 0xFF

    def __str__(self) -> str:
        buf = ffi.new("char[]", _STR_CAP)
        status = lib.arcs_py_move_str(self._code, buf, _STR_CAP)
        if status:
            # MoveKind.NONE has no text form.
            return repr(self)
        return str(ffi.string(buf).decode("utf-8"))

    def __repr__(self) -> str:
        player = self.player
        player_text = "CHANCE" if player is CHANCE else str(player)
        return (
            f"Move(kind=MoveKind.{self.kind.name}, player={player_text}, "
            f"a={self.a}, b={self.b}, c={self.c}, d={self.d})"
        )

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Move):
            return self._code == other._code
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if isinstance(other, Move):
            return self._code != other._code
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._code)

    if not TYPE_CHECKING:  # so that type checkers still flag unknown attributes

        def __setattr__(self, name: str, value: Any) -> None:
            raise dataclasses.FrozenInstanceError(f"cannot assign to {name!r}: Move is immutable")

        def __delattr__(self, name: str) -> None:
            raise dataclasses.FrozenInstanceError(f"cannot delete {name!r}: Move is immutable")

    def __reduce__(self) -> Tuple[Any, Tuple[int]]:
        return (_from_code, (self._code,))

    def __copy__(self) -> Move:
        return self

    def __deepcopy__(self, memo: Any) -> Move:
        return self


_set_code = Move.__dict__["_code"].__set__
_new_move = object.__new__


def _from_code(code: int) -> Move:
    """A Move around a packed code, without validation (internal; fast)."""
    m = _new_move(Move)
    _set_code(m, code)
    return m


# Moves are immutable, so the binding shares one object per code: building
# the legal-move list then costs a dict lookup per move instead of an object.
_INTERN_MAX = 1 << 16
_interned: Dict[int, Move] = {}
_interned_get = _interned.get


def _intern_miss(code: int) -> Move:
    if len(_interned) >= _INTERN_MAX:
        _interned.clear()
    m = _interned[code] = _from_code(code)
    return m


def _moves_from_codes(codes: List[int]) -> List[Move]:
    """Moves for codes the C library produced (internal)."""
    get = _interned_get
    return [get(c) or _intern_miss(c) for c in codes]
