"""The Game handle."""

from __future__ import annotations

import dataclasses
import os
import sys
import warnings
from types import TracebackType
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional, Tuple, Type, Union

from ._data import CardInfo, card
from ._enums import CHANCE, History, Mode, Status
from ._errors import error_for
from ._libarcs import ffi, lib
from ._move import Move, Player, _moves_from_codes
from ._view import GameView, view_from_c

if TYPE_CHECKING:
    from . import proto as _proto

__all__ = [
    "BytesLike",
    "MAX_GAME_LENGTH",
    "RL_SUMMIT_DEAL_LIMIT",
    "Game",
    "LogFn",
    "NUM_CHANCE_OUTCOMES",
    "NUM_DISTINCT_ACTIONS",
    "RECORD_VERSION",
    "RecordInfo",
    "RecordLike",
    "ReplayInfo",
    "record_from_json",
    "record_info",
    "record_to_json",
    "replay_info",
]

#: What the loaders accept: any bytes-like object.
BytesLike = Union[bytes, bytearray, memoryview]

#: What ``Game(record=...)`` accepts: a campaign record, binary or JSON
#: (bytes-like, told apart by content), JSON text (str), or a file holding
#: either (a path).
RecordLike = Union[bytes, bytearray, memoryview, str, "os.PathLike[str]"]

#: The CampaignRecord schema version this library writes and reads
#: (``ARCS_CAMPAIGN_RECORD_VERSION``, docs/campaign-record.md).
RECORD_VERSION: int = int(lib.ARCS_CAMPAIGN_RECORD_VERSION)

#: A log sink: receives each line the engine logs (scoring, dice, choices it
#: took because only one option existed).
LogFn = Callable[[str], None]

_MAX_MOVES: int = lib.ARCS_MAX_LEGAL_MOVES
#: The number of distinct player actions (docs/action-space.md).
NUM_DISTINCT_ACTIONS: int = int(lib.arcs_action_count())
#: The number of distinct chance outcomes (explicit-chance mode).
NUM_CHANCE_OUTCOMES: int = int(lib.arcs_chance_outcome_count())
#: A bound on the actions of one game for frameworks that need one
#: (OpenSpiel's max_game_length, counting chance outcomes too; PettingZoo's
#: truncation, counting decisions). Not a rule: random play with explicit
#: chance and the wrappers' campaign deal limit (:data:`RL_SUMMIT_DEAL_LIMIT`),
#: 20,000 seeds for each mode and player count (180,000 games), took at most
#: 1,517 actions while a campaign stopped after Act I (base 4p 801, Leaders &
#: Lore 4p 889); a campaign now goes on into Act II when every Fate plays it
#: (20,000 seeds per player count: at most 2,339 actions, 4 players; 3p 1,803,
#: 2p 1,060), and later into Act III:
#: 15000 leaves a margin of 3 for three Acts (tests/test_game_length.py reruns
#: it: ARCS_GAME_LENGTH_SEEDS=20000). A game reaching it is truncated by those
#: wrappers (docs/action-space.md).
MAX_GAME_LENGTH: int = 15000
#: The Summit deal limit (``summit_deal_limit``) the OpenSpiel and PettingZoo
#: wrappers give a campaign game unless told otherwise, as ``arcs-play``
#: does. Not a rule: with no limit (the rules, :class:`Game`'s default),
#: random players at a 3-4 player Summit rarely all pass in a row, and games
#: run past 20,000 moves; with 2, every random game of the measurement of
#: :data:`MAX_GAME_LENGTH` ended. Other modes have no Summit.
RL_SUMMIT_DEAL_LIMIT: int = 2
_C_CHANCE: int = lib.ARCS_PLAYER_CHANCE
_UINT_MAX = 0xFFFFFFFF
_DESCRIBE_CAP = 8192  # arcs_describe: "8 KiB always suffice"
_buffer = ffi.buffer
_LISTS_MAX = 1 << 13
_lists: Dict[bytes, List[Move]] = {}
_lists_get = _lists.get


def _forward_log(ud: Any, line: Any) -> None:
    """Called by the engine for each log line; forwards it to the Python sink."""
    sink: LogFn = ffi.from_handle(ud)
    sink(ffi.string(line).decode("utf-8", "replace"))


def _log_error(exc: Any, value: Any, tb: Any) -> None:
    """An exception raised by a log sink is printed; the move goes on."""
    sys.excepthook(exc, value, tb)


ffi.def_extern(name="arcs_py_log", onerror=_log_error)(_forward_log)


def _action_int(action: Any) -> int:
    """An action number as a Python int (numpy integers are accepted)."""
    if isinstance(action, bool) or not hasattr(action, "__index__"):
        raise TypeError(f"an action is an int, not {type(action).__name__}")
    return int(action.__index__())


def _closed_error() -> ValueError:
    return ValueError("operation on a closed arcs.Game")


def _byte_view(data: Any) -> Any:
    """A C view of a bytes-like object (no copy)."""
    if isinstance(data, str):
        raise TypeError("expected bytes, not str")
    try:
        return ffi.from_buffer(data)
    except TypeError:
        raise TypeError(f"expected a bytes-like object, not {type(data).__name__}") from None


def _write(writer: Any, *args: Any, cap: int = 4096) -> bytes:
    """Call a C writer (… buf, cap, written) into a buffer of the right size."""
    written = ffi.new("size_t *")
    while True:
        buf = ffi.new("char[]", cap)
        status = writer(*args, buf, cap, written)
        if status == lib.ARCS_E_BUFFER_TOO_SMALL and written[0] > cap:
            cap = written[0]
            continue
        if status:
            raise error_for(status)
        return bytes(ffi.buffer(buf, written[0]))


def _reason(message: Any) -> str:
    """The C library's reason for a failure (arcs_error.message or
    arcs_last_error) as text."""
    return str(ffi.string(message).decode("utf-8", "replace"))


def _check_player_count(players: object) -> int:
    if not isinstance(players, int) or isinstance(players, bool):
        raise TypeError(f"players must be an int, not {type(players).__name__}")
    return players


class Game:
    """One game of Arcs: a handle on a libarcs game.

    The engine names who decides (:attr:`current_player`) and lists every
    legal move (:meth:`legal_moves`); :meth:`apply` plays one and runs the
    rules forward to the next decision. Any error raises an
    :class:`arcs.ArcsError` subclass and leaves the game exactly as it was.

    A Game owns C memory. It is freed by :meth:`close`, at the end of a
    ``with`` block, or when the object is garbage-collected, whichever comes
    first. Using a closed game raises :class:`ValueError`.

    Separate Game objects share nothing and may be used from separate threads
    (the binding releases the GIL inside the engine); one Game must not be
    used from two threads at once.
    """

    __slots__ = ("_g", "_moves", "_actions", "_count", "_probability", "_log_handle", "__weakref__")

    def __init__(
        self,
        players: int = 4,
        seed: int = 0,
        setup: Optional[str] = None,
        *,
        mode: Mode = Mode.BASE,
        lore_each: int = 1,
        explicit_chance: bool = False,
        first_player: Optional[int] = None,
        history: History = History.FULL,
        log: Optional[LogFn] = None,
        allow_incomplete: Optional[bool] = None,
        summit_deal_limit: int = 0,
        last_act: int = 0,
        record: Optional[RecordLike] = None,
    ) -> None:
        """Create a game and run setup (Base rulebook, "Setup").

        :param players: 2, 3 or 4.
        :param seed: seeds every random choice of the game (0..2**64-1); the
            same players, setup, seed and moves always give the same game.
        :param setup: a setup-card name such as ``"4p Mix Up 1"`` for the
            player count, or None (or ``"random"``, any case) for a seeded
            random card; the same rule in every mode (the campaign uses no
            setup card: only None or ``"random"``). ``""`` and unknown
            names raise :class:`arcs.BadConfigError` with the reason.
        :param mode: :attr:`arcs.Mode.BASE`, :attr:`arcs.Mode.LEADERS_LORE`
            (Base rulebook, "Leaders & Lore": leaders and lore are drafted in
            setup) or :attr:`arcs.Mode.CAMPAIGN` (the Blighted Reach
            campaign: Act I, its Intermission and the Acts after it up to
            ``last_act``, stopping at an Act boundary before an Act a
            player's Fate does not play yet; winner by Power; ``setup`` must
            be None or ``"random"``).
        :param lore_each: Leaders & Lore only: lore cards each player drafts,
            1, or 2 for the rulebook's optional variant.
        :param explicit_chance: when True, every die roll and every card
            drawn from a shuffled pile is a decision of :data:`arcs.CHANCE`
            whose legal moves are the outcomes (see :meth:`chance_outcomes`):
            for expectimax bots and for tables using real dice and cards.
            ``setup`` and ``first_player`` must then be given.
        :param first_player: the player who starts with the initiative, or
            None for a seeded random one.
        :param history: :attr:`arcs.History.FULL` keeps the state before
            every move so that :meth:`undo` works; :attr:`arcs.History.MOVES`
            keeps only the moves (cheaper; undo raises NoHistoryError).
        :param log: optional callable receiving each engine log line. An
            exception it raises is printed and otherwise ignored: a move cannot
            be interrupted half-way.
        :param allow_incomplete: deprecated (``arcs_config.allow_incomplete``,
            deprecated in the C header): every mode is complete, so it changes
            nothing; passing it emits a :class:`DeprecationWarning`.
        :param summit_deal_limit: campaign: deals that may be submitted in one
            Summit, accepted or rejected (``arcs_config.summit_deal_limit``):
            0, no limit (the rules); 1..254; -1, no Negotiations. Random and
            learning players want a limit, so that every Summit ends.
        :param last_act: campaign: the last Act the game plays
            (``arcs_config.last_act``): 0, the whole campaign (= 3); 1 or 2,
            the game ends at that Act's boundary (:attr:`act_boundary`).
        :param record: campaign: start the next Act from a campaign record
            (``arcs_config.record``, docs/campaign-record.md) saved by
            :meth:`save_record` or written by hand: bytes holding the binary
            or the JSON form (told apart by content), a str of JSON text, or
            the path of a file holding either. The state at the record's Act
            boundary, then the next Act's setup seeded by ``seed``;
            ``players`` must equal the record's (:func:`record_info`).
        :raises arcs.BadConfigError: bad player count or setup card, a
            summit_deal_limit outside -1..254, or a last_act outside 0..3 or
            nonzero outside the campaign; a record outside the campaign or
            for another player count.
        :raises arcs.CorruptDataError: a malformed record (the reason names
            the field).
        :raises arcs.SchemaVersionError: a record of another schema version.
        :raises arcs.UnsupportedError: a mode number this library does not
            know; a record whose Fates do not play the next Act yet (the
            reason names them).
        :raises OSError: record names a file that cannot be read.
        :raises ValueError: lore_each not 1 or 2, or 2 outside Leaders & Lore.
        """
        self._g: Any = None
        self._log_handle: Any = None
        if allow_incomplete is not None:
            warnings.warn(
                "allow_incomplete is deprecated and ignored: every mode is complete",
                DeprecationWarning,
                stacklevel=2,
            )
        players = _check_player_count(players)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 1 << 64:
            raise ValueError(f"seed must be an int in 0..2**64-1, not {seed!r}")
        if setup is not None and not isinstance(setup, str):
            raise TypeError(f"setup must be a str or None, not {type(setup).__name__}")
        if setup is not None and "\0" in setup:
            # C would read the name only up to the NUL: another setup card.
            raise error_for(Status.BAD_CONFIG, f"setup name {setup!r} contains a NUL character")
        if first_player is not None and (
            not isinstance(first_player, int) or isinstance(first_player, bool)
            or not 0 <= first_player < 256
        ):
            raise ValueError(f"first_player must be a player index or None, not {first_player!r}")
        mode = Mode(mode)
        if not isinstance(lore_each, int) or isinstance(lore_each, bool) or lore_each not in (1, 2):
            raise ValueError(f"lore_each must be 1 or 2, not {lore_each!r}")
        if lore_each == 2 and mode != Mode.LEADERS_LORE:
            raise ValueError("lore_each=2 needs mode=Mode.LEADERS_LORE")
        config = self._base_config(log)
        config.players = players
        config.seed = seed
        config.mode = int(mode)
        config.lore_each = lore_each
        if not isinstance(summit_deal_limit, int) or isinstance(summit_deal_limit, bool):
            raise TypeError(f"summit_deal_limit must be an int, not {type(summit_deal_limit).__name__}")
        config.summit_deal_limit = summit_deal_limit if -(1 << 31) <= summit_deal_limit < 1 << 31 else 255
        if not isinstance(last_act, int) or isinstance(last_act, bool):
            raise TypeError(f"last_act must be an int, not {type(last_act).__name__}")
        config.last_act = last_act if -(1 << 31) <= last_act < 1 << 31 else 255
        config.chance = lib.ARCS_CHANCE_EXPLICIT if explicit_chance else lib.ARCS_CHANCE_INTERNAL
        config.first_player = -1 if first_player is None else first_player
        config.history = int(History(history))
        setup_c = ffi.new("char[]", setup.encode("utf-8")) if setup is not None else ffi.NULL
        config.setup = setup_c
        record_c = None
        if record is not None:
            record_c = ffi.from_buffer(_record_bytes(record))
            config.record = record_c
            config.record_len = len(record_c)
        out = ffi.new("arcs_game **")
        error = ffi.new("arcs_error *")
        status = lib.arcs_game_new_ex(config, out, error)
        if status:
            detail = (
                f"{_reason(error.message)} (players={players}, setup={setup!r}, mode={mode.name}, "
                f"explicit_chance={bool(explicit_chance)}, first_player={first_player!r}"
                + (f", record of {len(record_c)} bytes)" if record_c is not None else ")")
            )
            raise error_for(status, detail)
        self._adopt(out[0])

    def _base_config(self, log: Optional[LogFn]) -> Any:
        """A config with the binding's allocator and, if given, the log sink."""
        if log is not None and not callable(log):
            raise TypeError("log must be callable or None")
        config = ffi.new("arcs_config *")
        lib.arcs_py_config_init(config)
        if log is not None:
            self._log_handle = ffi.new_handle(log)
            config.log = lib.arcs_py_log
            config.log_ud = self._log_handle
        return config

    @classmethod
    def _load(
        cls, loader: Any, data: BytesLike, log: Optional[LogFn], history: History, what: str
    ) -> Game:
        view = _byte_view(data)
        game = cls.__new__(cls)
        game._g = None
        game._log_handle = None
        config = game._base_config(log)
        config.history = int(History(history))
        out = ffi.new("arcs_game **")
        error = ffi.new("arcs_error *")
        status = loader(view, len(view), config, out, error)
        if status:
            raise error_for(status, f"{what} of {len(view)} bytes: {_reason(error.message)}")
        game._adopt(out[0])
        return game

    def _adopt(self, ptr: Any) -> None:
        self._g = ffi.gc(ptr, lib.arcs_game_free)
        self._moves = ffi.new("uint64_t[]", _MAX_MOVES)
        self._actions = ffi.new("int32_t[]", _MAX_MOVES)
        self._count = ffi.new("size_t *")
        self._probability = ffi.new("double *")

    def _handle(self) -> Any:
        g = self._g
        if g is None:
            raise _closed_error()
        return g

    # ---- lifetime ----------------------------------------------------------

    def close(self) -> None:
        """Free the game's C memory now. Further use raises ValueError;
        closing twice is allowed."""
        g = self._g
        if g is not None:
            self._g = None
            ffi.release(g)

    @property
    def closed(self) -> bool:
        """True once :meth:`close` has run."""
        return self._g is None

    def __enter__(self) -> Game:
        self._handle()
        return self

    def __exit__(
        self,
        exc_type: Optional[Type[BaseException]],
        exc: Optional[BaseException],
        tb: Optional[TracebackType],
    ) -> None:
        self.close()

    def clone(self) -> Game:
        """An independent copy of this game, history (and log sink) included."""
        out = ffi.new("arcs_game **")
        status = lib.arcs_game_clone(self._handle(), out)
        if status:
            raise error_for(status)
        copy = Game.__new__(Game)
        copy._log_handle = self._log_handle  # the C copy logs to the same sink
        copy._adopt(out[0])
        return copy

    def __copy__(self) -> Game:
        return self.clone()

    def __deepcopy__(self, memo: Any) -> Game:
        return self.clone()

    def copy_state_from(self, other: Game) -> None:
        """Make this game's state a copy of ``other``'s without allocating
        (the cheap clone search bots want). This game's history is cleared,
        so :meth:`undo` cannot go back past this point.

        :raises arcs.InvalidArgumentError: the player counts differ.
        """
        if not isinstance(other, Game):
            raise TypeError(f"copy_state_from expects a Game, not {type(other).__name__}")
        status = lib.arcs_game_copy_state(self._handle(), other._handle())
        if status:
            raise error_for(status, "both games must have the same player count")

    # ---- decisions ---------------------------------------------------------

    @property
    def current_player(self) -> Optional[Player]:
        """Who decides now: a player index, :data:`arcs.CHANCE`, or None once
        the game is over."""
        p: int = lib.arcs_current_player(self._handle())
        if p >= 0:
            return p
        if p == _C_CHANCE:
            return CHANCE
        return None

    def legal_moves(self) -> List[Move]:
        """Every legal move of the current decision, in the engine's
        deterministic order (empty once the game is over)."""
        g = self._g
        if g is None:
            raise _closed_error()
        buf = self._moves
        status = lib.arcs_py_legal(g, buf, _MAX_MOVES, self._count)
        if status:
            raise error_for(status)
        # The same list of moves comes back again and again (most decisions
        # repeat across turns and games), so whole lists are cached by their
        # bytes: one lookup instead of building the list move by move.
        key = _buffer(buf, 8 * self._count[0])[:]
        moves = _lists_get(key)
        if moves is None:
            if len(_lists) >= _LISTS_MAX:
                _lists.clear()
            moves = _lists[key] = _moves_from_codes(ffi.unpack(buf, self._count[0]))
        return moves.copy()

    def apply(self, move: Union[Move, str]) -> None:
        """Apply one move (a :class:`Move` or its text form) and run the rules
        forward to the next decision.

        :raises arcs.WrongPlayerError: the move names a player not deciding now.
        :raises arcs.IllegalMoveError: the move is not legal now.
        :raises arcs.GameOverError: the game has ended.
        :raises arcs.ParseError: ``move`` is text that is not a move.

        On any error the game is unchanged.
        """
        if type(move) is Move:
            code = move._code
        elif isinstance(move, str):
            move = Move.parse(move)
            code = move._code
        elif isinstance(move, Move):
            code = move._code
        else:
            raise TypeError(f"apply expects a Move or str, not {type(move).__name__}")
        g = self._g
        if g is None:
            raise _closed_error()
        status = lib.arcs_py_apply(g, code)
        if status:
            raise error_for(status, self._move_detail(move))

    def chance_probability(self, move: Move) -> float:
        """The probability of a chance outcome among the current legal moves
        (explicit-chance mode; the outcomes of a decision sum to 1).

        :raises arcs.IllegalMoveError: not a legal move of the current chance decision.
        """
        if not isinstance(move, Move):
            raise TypeError(f"chance_probability expects a Move, not {type(move).__name__}")
        out = self._probability
        status = lib.arcs_py_chance_probability(self._handle(), move._code, out)
        if status:
            raise error_for(status, self._move_detail(move))
        return float(out[0])

    def chance_outcomes(self) -> List[Tuple[Move, float]]:
        """The outcomes of the current chance decision with their
        probabilities (explicit-chance mode); empty when a player decides."""
        if self.current_player is not CHANCE:
            return []
        return [(m, self.chance_probability(m)) for m in self.legal_moves()]

    def _move_detail(self, move: Move) -> str:
        who = self.current_player
        deciding = "nobody (game over)" if who is None else ("chance" if who is CHANCE else f"p{who}")
        return f"{move} ({deciding} is deciding)"

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` applied moves, restoring the exact
        earlier state (same :attr:`state_hash`).

        :raises arcs.NoHistoryError: fewer moves were applied, or the game
            keeps only its moves (:attr:`arcs.History.MOVES`); nothing is undone.
        """
        if not isinstance(steps, int) or isinstance(steps, bool) or steps < 0:
            raise ValueError(f"steps must be a non-negative int, not {steps!r}")
        g = self._handle()
        if steps > _UINT_MAX:
            raise error_for(lib.ARCS_E_NO_HISTORY, f"{steps} steps")
        status = lib.arcs_undo(g, steps)
        if status:
            raise error_for(status, f"{steps} steps asked, {lib.arcs_history_length(g)} applied")

    @property
    def history(self) -> List[Move]:
        """The moves applied since the start (or since :meth:`copy_state_from`),
        oldest first."""
        g = self._handle()
        n = lib.arcs_history_length(g)
        buf = ffi.new("uint64_t[]", max(n, 1))
        status = lib.arcs_py_history(g, buf, n)
        if status:
            raise error_for(status)
        return _moves_from_codes(ffi.unpack(buf, n))

    # ---- integer actions (OpenSpiel style; docs/action-space.md) ---------

    def legal_actions(self, player: Optional[int] = None) -> List[int]:
        """The legal moves of the current decision as action numbers, in
        ascending order (chance outcome numbers at a chance decision; see
        docs/action-space.md). With ``player`` given, the list is empty
        unless that player decides now (OpenSpiel's convention)."""
        g = self._g
        if g is None:
            raise _closed_error()
        if player is not None and player != lib.arcs_current_player(g):
            return []
        buf = self._actions
        status = lib.arcs_legal_actions(g, buf, _MAX_MOVES, self._count)
        if status:
            raise error_for(status)
        return ffi.unpack(buf, self._count[0])  # type: ignore[no-any-return]

    def legal_actions_mask(self) -> Any:
        """A numpy ``uint8`` array of shape ``(num_distinct_actions,)``
        (``(num_chance_outcomes,)`` at a chance decision): 1 where the action
        is legal now, else 0. All zeros once the game is over."""
        import numpy as np

        size = NUM_CHANCE_OUTCOMES if self.is_chance_node() else NUM_DISTINCT_ACTIONS
        mask = np.zeros(size, dtype=np.uint8)
        mask[self.legal_actions()] = 1
        return mask

    def apply_action(self, action: int) -> None:
        """Apply the move an action number stands for at the current decision
        (a chance outcome number at a chance decision).

        :raises ValueError: (:class:`arcs.InvalidArgumentError`) ``action`` is
            outside 0..num_distinct_actions-1 (or the chance outcomes).
        :raises arcs.IllegalMoveError: the action is not legal now.
        :raises arcs.GameOverError: the game has ended.

        On any error the game is unchanged.
        """
        g = self._g
        if g is None:
            raise _closed_error()
        if type(action) is not int:
            action = _action_int(action)
        if not -0x80000000 <= action <= 0x7FFFFFFF:
            raise error_for(lib.ARCS_E_INVALID_ARG, f"action {action}")
        status = lib.arcs_apply_action(g, action)
        if status:
            raise error_for(status, f"action {action}")

    def action_to_move(self, action: int) -> Move:
        """The :class:`Move` an action number stands for at the current
        decision (its player is the one deciding now); legality is not checked.

        :raises arcs.InvalidArgumentError: ``action`` out of range.
        :raises arcs.GameOverError: the game has ended.
        """
        action = _action_int(action)
        out = ffi.new("uint64_t *")
        if not -0x80000000 <= action <= 0x7FFFFFFF:
            raise error_for(lib.ARCS_E_INVALID_ARG, f"action {action}")
        status = lib.arcs_py_action_to_move(self._handle(), action, out)
        if status:
            raise error_for(status, f"action {action}")
        return _moves_from_codes([out[0]])[0]

    @staticmethod
    def move_to_action(move: Move) -> int:
        """The action number of a move (a chance outcome number for a
        :attr:`arcs.MoveKind.CHANCE` move); the same as ``move.action``."""
        return move.action

    def is_terminal(self) -> bool:
        """True once the game is over (OpenSpiel's name for :attr:`is_over`)."""
        return self.is_over

    def is_chance_node(self) -> bool:
        """True when chance decides now (explicit-chance mode)."""
        return bool(lib.arcs_current_player(self._handle()) == _C_CHANCE)

    def chance_action_outcomes(self) -> List[Tuple[int, float]]:
        """The current chance decision's outcomes as (chance outcome number,
        probability) pairs, ascending (OpenSpiel's ``chance_outcomes``);
        empty when a player decides."""
        if not self.is_chance_node():
            return []
        return [(a, self.chance_probability(self.action_to_move(a))) for a in self.legal_actions()]

    def returns(self) -> List[float]:
        """Each player's return: 0 for everyone while the game runs; at the
        end +1 for the winner and -1/(players-1) for every other player, so
        that returns sum to 0 (a zero-sum game; Base rulebook, "Ending a
        Chapter": one winner, no ties)."""
        n = self.players
        w = self.winner
        if w is None:
            return [0.0] * n
        lose = -1.0 / (n - 1)
        return [1.0 if p == w else lose for p in range(n)]

    def random_playout(self, seed: int, max_moves: Optional[int] = None) -> int:
        """Play uniformly random legal moves in C until the game ends (or
        ``max_moves`` are applied); returns the number applied. The same game
        and ``seed`` give the same playout. The moves join the history.

        :raises arcs.OutOfMemoryError: the history could not grow (the moves
            applied so far stay applied).
        """
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 1 << 64:
            raise ValueError(f"seed must be an int in 0..2**64-1, not {seed!r}")
        if max_moves is None:
            limit = int(ffi.cast("size_t", -1))
        elif isinstance(max_moves, int) and not isinstance(max_moves, bool) and max_moves >= 0:
            limit = max_moves
        else:
            raise ValueError(f"max_moves must be a non-negative int or None, not {max_moves!r}")
        applied = ffi.new("size_t *")
        status = lib.arcs_random_playout(self._handle(), seed, limit, applied)
        if status:
            raise error_for(status)
        return int(applied[0])

    def observation_tensor(self, player: Optional[int]) -> Any:
        """What ``player`` may see (None: the public view) as a flat numpy
        ``float32`` vector of :func:`arcs.observation_tensor_shape` for this
        game's player count. Seats are relative to the viewer (the viewer
        first); the layout is in docs/observation-tensor.md and
        :func:`arcs.observation_tensor_layout`. Never shows what the
        observation hides."""
        from ._tensor import encode

        return encode(self.view(player), self.players)

    def observation_string(self, player: Optional[int]) -> str:
        """What ``player`` may see, as readable protobuf text (the
        Observation message)."""
        from google.protobuf import text_format

        obs = self.observation(player)
        obs.ClearField("legal_moves")
        return str(text_format.MessageToString(obs))

    def information_state_string(self, player: int) -> str:
        """Everything ``player`` knows: the moves of the game as that player
        saw them (Rivals' face-down cards and the cards drawn by chance
        hidden; see :meth:`Move.as_seen_by`), then the current observation.
        Two states give the same string exactly when ``player`` cannot tell
        them apart by what was shown."""
        p = self._player_index(player)
        seen = " ".join(m.as_seen_by(p) for m in self.history)
        return f"player {p}\nhistory {seen}\n{self.observation_string(p)}"

    def serialize(self) -> str:
        """The game as text (a base64 replay: config, seed and every move),
        for OpenSpiel's serialize_state; :meth:`deserialize` reads it back."""
        import base64

        return base64.b64encode(self.to_replay()).decode("ascii")

    @classmethod
    def deserialize(cls, text: str, *, history: History = History.FULL) -> Game:
        """A game from :meth:`serialize`'s text.

        :raises arcs.CorruptDataError: not a valid serialized game.
        """
        import base64
        import binascii

        try:
            data = base64.b64decode(text.encode("ascii"), validate=True)
        except (binascii.Error, UnicodeEncodeError):
            raise error_for(lib.ARCS_E_CORRUPT, "serialized game: not base64") from None
        return cls.from_replay(data, history=history)

    def to_svg(self, player: Optional[int] = None) -> str:
        """The board as an SVG document: the map with ships and buildings,
        the Court row, the player boards, the ambitions and the round, as
        ``player`` sees it (None: the public view; a player's view adds
        nothing hidden to the picture but is drawn from that observation)."""
        from ._svg import render

        return render(self, None if player is None else self._player_index(player))

    def _repr_svg_(self) -> str:
        """The public view as an SVG picture (Jupyter shows it)."""
        return self.to_svg()

    # ---- saving, loading, replays, observations --------------------------

    def to_bytes(self) -> bytes:
        """The full current state as a GameState message (proto/arcs.proto).
        The history is not included; see :meth:`to_replay`."""
        return _write(lib.arcs_game_save_state, self._handle(), cap=lib.ARCS_STATE_BYTES_MAX)

    @classmethod
    def from_bytes(
        cls, data: BytesLike, *, history: History = History.FULL, log: Optional[LogFn] = None
    ) -> Game:
        """A new game from a state saved by :meth:`to_bytes` (empty history).
        ``history`` and ``log`` are as for :class:`Game`.

        Everything is checked before it is accepted.

        :raises arcs.CorruptDataError: malformed or inconsistent data.
        :raises arcs.SchemaVersionError: a schema version this library cannot read.
        """
        return cls._load(lib.arcs_game_load_state_ex, data, log, history, "state")

    def restore(self, data: BytesLike) -> None:
        """Replace this game's state with one saved by :meth:`to_bytes` and
        clear the history. On any error the game is unchanged."""
        view = _byte_view(data)
        status = lib.arcs_game_restore_state(self._handle(), view, len(view))
        if status:
            reason = _reason(lib.arcs_last_error(self._handle()))
            raise error_for(status, f"state of {len(view)} bytes: {reason}")

    def to_replay(self, for_player: Optional[int] = None) -> bytes:
        """A replay (Replay message): the config and seed (or the state the
        history starts from), every move of :attr:`history`, and the final
        state hash.

        ``for_player``: a live game's "save replay" at one seat (C
        arcs_replay_save_for): the replay records the seat, and a game
        loaded from it (:meth:`from_replay`) shows only what that player
        may see — :meth:`observation` and :meth:`view` of every other
        player raise :class:`arcs.InvalidArgumentError` (the public view,
        None, stays allowed), whatever the file is called; see
        :attr:`saved_for`. None: a full replay.

        :raises arcs.UnsupportedError: a :attr:`arcs.History.MOVES` game whose
            history starts from a loaded or copied state (not kept).
        :raises arcs.InvalidArgumentError: ``for_player`` another seat than
            the one this game was itself loaded for.
        :raises ValueError: ``for_player`` not a player index.
        """
        if for_player is None:
            return _write(lib.arcs_replay_save, self._handle())
        return _write(lib.arcs_replay_save_for, self._handle(), self._player_index(for_player))

    @property
    def saved_for(self) -> Optional[int]:
        """The player this game shows only (loaded from a replay saved with
        ``to_replay(for_player=...)``, or cloned from such a game), or None."""
        p = int(lib.arcs_saved_for(self._handle()))
        return None if p < 0 else p

    @classmethod
    def from_replay(
        cls, data: BytesLike, *, history: History = History.FULL, log: Optional[LogFn] = None
    ) -> Game:
        """Rebuild a game from a replay (from :meth:`to_replay` or the C
        library's arcs_replay_save) by applying every recorded move; the
        history holds them all, so :meth:`undo` works (with the default
        ``history``). ``log`` receives the whole game's log.

        :raises arcs.CorruptDataError: malformed data, a move the rules
            reject, or a final hash that does not match.
        """
        return cls._load(lib.arcs_replay_load_ex, data, log, history, "replay")

    def observation_bytes(self, player: Optional[int]) -> bytes:
        """What ``player`` may see (None: the public view), as a serialized
        Observation message."""
        p = -1 if player is None else self._player_index(player)
        return _write(lib.arcs_observation, self._handle(), p)

    def observation(self, player: Optional[int]) -> _proto.Observation:
        """What ``player`` may see (None: the public view), decoded as an
        ``arcs.proto.Observation`` protobuf message. Rivals' hands, the
        decks and face-down cards are hidden (counts only). The class is
        built at run time from the wire schema; its fields are typed by the
        generated stubs (arcs/proto.pyi, scripts/gen-python-stubs.sh)."""
        from .proto import message_class

        obs: _proto.Observation = message_class("Observation").FromString(self.observation_bytes(player))
        return obs

    def determinize(self, player: Optional[int], seed: int) -> None:
        """Re-deal at random (seeded by ``seed``) everything ``player`` cannot
        see (None: what nobody sees), so the game becomes one consistent with
        that player's observation; the history is cleared. For search bots:
        determinize a :meth:`clone`."""
        p = -1 if player is None else self._player_index(player)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 1 << 64:
            raise ValueError(f"seed must be an int in 0..2**64-1, not {seed!r}")
        status = lib.arcs_determinize(self._handle(), p, seed)
        if status:
            raise error_for(status)

    def __reduce__(self) -> Tuple[Any, Tuple[bytes]]:
        """Pickling stores a replay, so the copy has the same history."""
        return (Game.from_replay, (self.to_replay(),))

    # ---- reading the state -------------------------------------------------

    @property
    def state_hash(self) -> int:
        """A 64-bit hash of the full state: equal states have equal hashes."""
        return int(lib.arcs_state_hash(self._handle()))

    @property
    def players(self) -> int:
        """Number of players (2, 3 or 4)."""
        return int(lib.arcs_num_players(self._handle()))

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        g = self._g
        if g is None:
            raise _closed_error()
        return bool(lib.arcs_game_over(g))

    @property
    def winner(self) -> Optional[int]:
        """The winning player once the game is over, else None."""
        w: int = lib.arcs_winner(self._handle())
        return w if w >= 0 else None

    @property
    def chapter(self) -> int:
        """The current chapter, 1..5."""
        return int(lib.arcs_chapter(self._handle()))

    @property
    def initiative(self) -> int:
        """The player holding the initiative marker."""
        return int(lib.arcs_initiative(self._handle()))

    @property
    def setup_name(self) -> str:
        """The setup card in use, e.g. ``"4p Mix Up 1"``."""
        return str(ffi.string(lib.arcs_setup_name(self._handle())).decode("utf-8"))

    def _player_index(self, player: int) -> int:
        n = self.players
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < n:
            raise ValueError(f"player must be an int in 0..{n - 1}, not {player!r}")
        return player

    def power(self, player: int) -> int:
        """A player's Power."""
        return int(lib.arcs_power(self._handle(), self._player_index(player)))

    def powers(self) -> List[int]:
        """Every player's Power, by player index."""
        g = self._handle()
        return [int(lib.arcs_power(g, p)) for p in range(lib.arcs_num_players(g))]

    # ---- the campaign (Campaign rulebook, "The Campaign", "The Empire") ----

    def _campaign(self) -> Any:
        g = self._handle()
        if lib.arcs_act(g) < 0:
            raise ValueError("not a campaign game (mode=Mode.CAMPAIGN)")
        return g

    @property
    def act(self) -> int:
        """Campaign: the Act being played or set up, 1..3.

        :raises ValueError: not a campaign game."""
        return int(lib.arcs_act(self._campaign()))

    @property
    def act_boundary(self) -> bool:
        """Campaign: True when the game stopped at an Act boundary (the
        rulebook's "Next Act?" point: ``last_act`` reached, or a player's
        Fate does not play the next Act yet; ``arcs_act_boundary``).

        :raises ValueError: not a campaign game."""
        return int(lib.arcs_act_boundary(self._campaign())) == 1

    def save_record(self) -> bytes:
        """Campaign: the campaign record of a game stopped at an Act boundary
        (:attr:`act_boundary`), binary (``arcs_campaign_record_save``;
        docs/campaign-record.md): what the rulebook's "Packing Up" keeps.
        ``Game(mode=Mode.CAMPAIGN, record=...)`` plays the next Act from it;
        :func:`record_to_json` gives its JSON form. Like :meth:`to_bytes` it
        is the whole truth (the Court deck, the Fate decks). The game is not
        changed.

        :raises arcs.UnsupportedError: not a campaign game, or not at an Act
            boundary (the reason says which).
        """
        g = self._handle()
        written = ffi.new("size_t *")
        buf = ffi.NULL
        status = lib.arcs_campaign_record_save(g, buf, 0, written)
        if status == lib.ARCS_OK:
            buf = ffi.new("char[]", max(written[0], 1))
            status = lib.arcs_campaign_record_save(g, buf, written[0], written)
        if status:
            raise error_for(status, f"campaign record: {_reason(lib.arcs_last_error(g))}")
        return bytes(ffi.buffer(buf, written[0]))

    def fate(self, player: int, viewer: Optional[int] = None) -> Optional[str]:
        """Campaign: the Fate ``player`` chose, by name (``"Steward"``), as
        ``viewer`` may know it: None before the player chose; ``"hidden"``
        while the choice is secret to viewer (until every player chose: Act I
        Setup, Set Up Players B). ``viewer`` None: the whole truth
        (``arcs_fate``).

        :raises ValueError: not a campaign game, or a bad player or viewer."""
        g = self._campaign()
        v = -1 if viewer is None else self._player_index(viewer)
        f = int(lib.arcs_fate(g, v, self._player_index(player)))
        if f == lib.ARCS_CARD_HIDDEN:
            return "hidden"
        if f < 0:
            return None
        info = ffi.new("arcs_card_data *")
        if lib.arcs_card_info(f, info):
            return None
        return str(ffi.string(info.name).decode("utf-8"))

    def is_regent(self, player: int) -> bool:
        """Campaign: True for a Regent, False for an Outlaw."""
        return int(lib.arcs_is_regent(self._campaign(), self._player_index(player))) == 1

    @property
    def first_regent(self) -> Optional[int]:
        """Campaign: the player holding the First Regent tile, or None."""
        r = int(lib.arcs_first_regent(self._campaign()))
        return r if r >= 0 else None

    def objective_progress(self, player: int) -> Optional[int]:
        """Campaign: the player's objective marker on the Power track,
        counting down (0: the objective is complete), or None before the
        Fates are set up. At the game's end, the objective's result."""
        r = int(lib.arcs_objective_progress(self._campaign(), self._player_index(player)))
        return r if r >= 0 else None

    def hand_size(self, player: int) -> int:
        """Number of action cards in a player's hand."""
        return int(lib.arcs_hand_size(self._handle(), self._player_index(player)))

    def view(self, viewer: Optional[int]) -> GameView:
        """The game as ``viewer`` sees it (None: a spectator), as typed
        dataclasses (:class:`arcs.GameView`): the same information as
        :meth:`observation`, hidden cards hidden."""
        v = -1 if viewer is None else self._player_index(viewer)
        out = ffi.new("arcs_game_view *")
        status = lib.arcs_view(self._handle(), v, out)
        if status:
            raise error_for(status)
        return view_from_c(out)

    def move_label(self, move: Move) -> str:
        """A plain-language label for a legal move in the current state, e.g.
        ``"Spend Material (slot 1) to Build"`` (players and slots from 1)."""
        if not isinstance(move, Move):
            raise TypeError(f"move must be an arcs.Move, not {type(move).__name__}")
        buf = ffi.new("char[]", lib.ARCS_MOVE_LABEL_MAX)
        status = lib.arcs_py_move_label(self._handle(), move._code, buf, lib.ARCS_MOVE_LABEL_MAX)
        if status:
            raise error_for(status)
        return str(ffi.string(buf).decode("utf-8"))

    def move_label_for(self, move: Move, viewer: Optional[int]) -> str:
        """The label of a legal move (read it before applying the move) as
        ``viewer`` (a player, or None for the public) may see it
        (``arcs_move_label_for``): the move's player reads
        :meth:`move_label`; every other viewer reads it without a card they
        may not know (a face-down Copy or seize, the Fate kept, a Fate dealt
        or lore shuffled in, an action card drawn, a card effect's choice
        naming a card their :meth:`view` does not show). No "Player N:"
        prefix. Raises InvalidArgument for a viewer not in the game."""
        if not isinstance(move, Move):
            raise TypeError(f"move must be an arcs.Move, not {type(move).__name__}")
        v = -1 if viewer is None else self._player_index(viewer)
        buf = ffi.new("char[]", lib.ARCS_MOVE_LABEL_MAX)
        status = lib.arcs_py_move_label_for(self._handle(), move._code, v, buf, lib.ARCS_MOVE_LABEL_MAX)
        if status:
            raise error_for(status)
        return str(ffi.string(buf).decode("utf-8"))

    def view_json(self, viewer: Optional[int]) -> str:
        """The game as ``viewer`` sees it (None: a spectator) as JSON text
        (``arcs_view_json``): the fields of :meth:`view` under their C
        names, as the web page and the online server read them."""
        v = -1 if viewer is None else self._player_index(viewer)
        need = ffi.new("size_t *")
        status = lib.arcs_view_json(self._handle(), v, ffi.NULL, 0, need)
        if status:
            raise error_for(status)
        buf = ffi.new("char[]", need[0])
        status = lib.arcs_view_json(self._handle(), v, buf, need[0], need)
        if status:
            raise error_for(status)
        return str(ffi.string(buf).decode("utf-8"))

    def controller(self, system: int) -> Optional[int]:
        """The player who controls a system (0..23), or None."""
        if not isinstance(system, int) or isinstance(system, bool) or not 0 <= system < lib.ARCS_SYSTEM_COUNT:
            raise ValueError(f"system must be an int in 0..{lib.ARCS_SYSTEM_COUNT - 1}, not {system!r}")
        c: int = lib.arcs_controller(self._handle(), system)
        return c if c >= 0 else None

    def ambition_count(self, player: int, ambition: int) -> int:
        """What ``player`` counts for ``ambition`` now, as chapter scoring counts it."""
        if not isinstance(ambition, int) or isinstance(ambition, bool) or not 0 <= ambition < 5:
            raise ValueError(f"ambition must be an arcs.Ambition, not {ambition!r}")
        return int(lib.arcs_ambition_count(self._handle(), self._player_index(player), int(ambition)))

    def adjacent(self, system: int) -> List[int]:
        """The systems adjacent to ``system`` in this game (clusters out of
        play skipped); empty for an out-of-play system."""
        if not isinstance(system, int) or isinstance(system, bool) or not 0 <= system < lib.ARCS_SYSTEM_COUNT:
            raise ValueError(f"system must be an int in 0..{lib.ARCS_SYSTEM_COUNT - 1}, not {system!r}")
        out = ffi.new("int[]", lib.ARCS_ADJACENT_MAX)
        count = ffi.new("int *")
        status = lib.arcs_system_adjacent(self._handle(), system, out, count)
        if status:
            raise error_for(status)
        return [int(out[i]) for i in range(count[0])]

    def describe(self) -> str:
        """A readable multi-line description of the whole state (map, boards,
        Court, round)."""
        g = self._handle()
        cap = _DESCRIBE_CAP
        written = ffi.new("size_t *")
        while True:
            buf = ffi.new("char[]", cap)
            status = lib.arcs_describe(g, buf, cap, written)
            if status == lib.ARCS_E_BUFFER_TOO_SMALL and written[0] + 1 > cap:
                cap = written[0] + 1
                continue
            if status:
                raise error_for(status)
            return str(ffi.string(buf, written[0]).decode("utf-8"))

    def __repr__(self) -> str:
        if self._g is None:
            return "<arcs.Game closed>"
        who = self.current_player
        return (
            f"<arcs.Game players={self.players} chapter={self.chapter} "
            f"current_player={who!r} over={self.is_over} hash={self.state_hash:#018x}>"
        )


@dataclasses.dataclass(frozen=True)
class ReplayInfo:
    """What a replay records (read without re-running it): see :func:`replay_info`."""

    schema_version: int
    """Wire schema version of the buffer."""
    players: int
    mode: Mode
    seed: int
    explicit_chance: bool
    """True for a game in explicit-chance mode."""
    first_player: Optional[int]
    """The configured first player (None: seeded random)."""
    setup: Optional[str]
    """The setup as given to the game (None: a random card)."""
    setup_name: str
    """The setup card that was used, e.g. ``"4p Mix Up 1"``."""
    engine_version: str
    """The libarcs version that wrote the replay."""
    moves: int
    """Number of recorded moves."""
    from_state: bool
    """True when the replay starts from a recorded state rather than setup."""
    final_hash: int
    """The state hash after the last move."""
    hash_comparable: bool
    """True when this library can check :attr:`final_hash` (same version and
    state layout)."""


def replay_info(data: BytesLike) -> ReplayInfo:
    """Read a replay's header (checked, moves not applied).

    :raises arcs.CorruptDataError: not a valid replay.
    :raises arcs.SchemaVersionError: a schema version this library cannot read.
    """
    view = _byte_view(data)
    info = ffi.new("arcs_replay_info *")
    error = ffi.new("arcs_error *")
    status = lib.arcs_replay_info_get_ex(view, len(view), info, error)
    if status:
        raise error_for(status, f"replay of {len(view)} bytes: {_reason(error.message)}")

    def text(field: Any) -> str:
        return str(ffi.string(field).decode("utf-8", "replace"))

    setup = text(info.setup)
    try:
        mode: Mode = Mode(info.mode)
    except ValueError:
        mode = info.mode
    return ReplayInfo(
        schema_version=int(info.schema_version),
        players=int(info.players),
        mode=mode,
        seed=int(info.seed),
        explicit_chance=info.chance == lib.ARCS_CHANCE_EXPLICIT,
        first_player=None if info.first_player < 0 else int(info.first_player),
        setup=setup or None,
        setup_name=text(info.setup_name),
        engine_version=text(info.engine_version),
        moves=int(info.moves),
        from_state=bool(info.from_state),
        final_hash=int(info.final_hash),
        hash_comparable=bool(info.hash_comparable),
    )


def _record_bytes(record: Any) -> Any:
    """A record argument (bytes-like, JSON str, or path) as a bytes-like object."""
    if isinstance(record, str):
        return record.encode("utf-8")
    if isinstance(record, os.PathLike):
        with open(record, "rb") as f:
            return f.read()
    if isinstance(record, (bytes, bytearray, memoryview)):
        return record
    raise TypeError(f"record must be bytes, str (JSON) or a path, not {type(record).__name__}")


def _record_write(writer: Any, data: Any, what: str) -> Any:
    """Call a record converter (data, len, out, cap, written, error) twice:
    the size, then the bytes. Returns (buffer, size written)."""
    written = ffi.new("size_t *")
    error = ffi.new("arcs_error *")
    status = writer(data, len(data), ffi.NULL, 0, written, error)
    if status in (lib.ARCS_OK, lib.ARCS_E_BUFFER_TOO_SMALL):
        out = ffi.new("char[]", max(written[0], 1))
        status = writer(data, len(data), out, written[0], written, error)
    if status:
        raise error_for(status, f"{what}: {_reason(error.message)}")
    return out, written[0]


def record_to_json(data: BytesLike) -> str:
    """The JSON form of a binary campaign record (the proto3 JSON mapping of
    CampaignRecord, indented; ``arcs_campaign_record_to_json``). Only the
    envelope and version are checked (:func:`record_info` checks the rest).

    :raises arcs.CorruptDataError: not a campaign record.
    :raises arcs.SchemaVersionError: another schema version.
    :raises arcs.UnsupportedError: this build of libarcs has no JSON
        (built without json-c).
    """
    view = _byte_view(data)
    out, n = _record_write(lib.arcs_campaign_record_to_json, view, f"campaign record of {len(view)} bytes")
    return str(ffi.string(out, n).decode("utf-8"))


def record_from_json(text: str) -> bytes:
    """The binary campaign record of a JSON text (CampaignRecord's fields,
    lowerCamelCase or proto names; ``arcs_campaign_record_from_json``). Only
    the form is checked: :func:`record_info` and ``Game(record=...)`` check
    the contents.

    :raises arcs.CorruptDataError: not JSON, or not a CampaignRecord (the
        reason names the field).
    :raises arcs.UnsupportedError: this build of libarcs has no JSON.
    """
    if not isinstance(text, str):
        raise TypeError(f"expected JSON text (str), not {type(text).__name__}")
    data = text.encode("utf-8")
    out, n = _record_write(lib.arcs_campaign_record_from_json, data, "campaign record JSON")
    return bytes(ffi.buffer(out, n))


@dataclasses.dataclass(frozen=True)
class RecordInfo:
    """What a campaign record says at a glance: see :func:`record_info`."""

    completed_act: int
    """The Act played before the record: 1 or 2."""
    next_act: int
    """The Act a game started from it plays: 2 or 3."""
    players: int
    """2, 3 or 4: ``Game(players=...)`` must match."""
    fates: Tuple[CardInfo, ...]
    """Each seat's Fate card for the next Act, in seat order (``players``
    entries)."""


def record_info(data: BytesLike) -> RecordInfo:
    """Check a binary campaign record as ``Game(record=...)`` does (every
    field; not whether the Fates play the next Act) and say what it holds
    (``arcs_campaign_record_info``).

    :raises arcs.CorruptDataError: a malformed record (the reason names the
        field).
    :raises arcs.SchemaVersionError: another schema version.
    """
    view = _byte_view(data)
    info = ffi.new("arcs_record_info *")
    error = ffi.new("arcs_error *")
    status = lib.arcs_campaign_record_info(view, len(view), info, error)
    if status:
        raise error_for(status, f"campaign record of {len(view)} bytes: {_reason(error.message)}")
    players = int(info.players)
    return RecordInfo(
        completed_act=int(info.completed_act),
        next_act=int(info.next_act),
        players=players,
        fates=tuple(card(int(info.fate[p])) for p in range(players)),
    )
