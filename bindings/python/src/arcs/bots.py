"""Bots: the C library's computer players, and simple baselines in Python.

- :class:`Bot`: a libarcs bot (include/arcs/bot.h, docs/bots.md) playing
  one seat at a level of :class:`arcs.BotLevel`: random, easy (one-ply
  greedy), normal and hard (information-set Monte Carlo tree search). It
  reads only what its player may know, so it is a fair opponent for a
  learning agent (OpenSpiel: :class:`arcs.openspiel.ArcsBot`; PettingZoo:
  :func:`arcs.pettingzoo.bot_action`)::

      import arcs
      from arcs.bots import Bot
      with arcs.Game(players=2, seed=7) as game, Bot(0, "easy", seed=1) as bot:
          while not game.is_over:
              move = bot.choose(game) if game.current_player == 0 else game.legal_moves()[0]
              game.apply(move)

- :func:`random_action`: a uniformly random legal action.
- :func:`flat_monte_carlo_action`: flat Monte-Carlo: every legal action is
  tried, followed by random playouts run in C (:meth:`arcs.Game.random_playout`);
  the action with the best mean return for the deciding player wins.

Both take the game's current decision (a player's); neither changes the game.
"""

from __future__ import annotations

import dataclasses
import random
import threading
from types import TracebackType
from typing import Any, Optional, Type, Union

from ._enums import BotLevel, History
from ._errors import error_for
from ._game import MAX_GAME_LENGTH, Game
from ._libarcs import ffi, lib
from ._move import Move

__all__ = ["Bot", "BotStats", "flat_monte_carlo_action", "random_action"]


def random_action(game: Game, rng: random.Random) -> int:
    """A uniformly random legal action of the current decision.

    :raises IndexError: the game is over (no legal action)."""
    return rng.choice(game.legal_actions())


def flat_monte_carlo_action(game: Game, playouts: int, rng: random.Random,
                            scratch: Optional[Game] = None) -> int:
    """The legal action whose ``playouts`` random playouts give the deciding
    player the best mean return (ties: the lowest action). A state copy of
    the game is made per playout (:meth:`arcs.Game.copy_state_from` into
    ``scratch``, a game of the same player count made here if not given), so
    the game itself is untouched; internal chance in the playouts uses the
    copied generator, so give the game a determinized clone when it must not
    see hidden cards (:meth:`arcs.Game.determinize`).

    :raises IndexError: the game is over.
    :raises ValueError: ``playouts`` is not positive.
    """
    if playouts < 1:
        raise ValueError(f"playouts must be positive, not {playouts}")
    actions = game.legal_actions()
    if not actions:
        raise IndexError("the game is over: no legal action")
    if len(actions) == 1:
        return actions[0]
    player = game.current_player
    own = scratch is None
    if scratch is None:
        scratch = Game(players=game.players, history=History.MOVES)
    best, best_value = actions[0], float("-inf")
    try:
        for action in actions:
            total = 0.0
            for _ in range(playouts):
                scratch.copy_state_from(game)
                scratch.apply_action(action)
                scratch.random_playout(rng.getrandbits(64), MAX_GAME_LENGTH)
                total += scratch.returns()[player]  # type: ignore[index]
            if total > best_value:
                best, best_value = action, total
    finally:
        if own:
            scratch.close()
    return best


@dataclasses.dataclass(frozen=True)
class BotStats:
    """What a :class:`Bot` has done (``arcs_bot_stats``); times are wall-clock
    nanoseconds."""

    decisions: int
    """:meth:`Bot.choose` calls that returned a move."""
    playouts: int
    """Worlds played through, all decisions (search iterations; easy: moves
    tried per world)."""
    total_ns: int
    """Time spent choosing, all decisions."""
    last_playouts: int
    """Playouts of the latest decision."""
    last_ns: int
    """Time of the latest decision."""
    tree_nodes: int
    """Normal and hard: nodes of the latest search tree."""


def _level(level: Union[BotLevel, str, int]) -> int:
    if isinstance(level, str):
        found = int(lib.arcs_bot_policy_from_name(level.encode("utf-8")))
        if found < 0:
            names = ", ".join(repr(m.name.lower()) for m in BotLevel)
            raise error_for(lib.ARCS_E_BAD_CONFIG, f"bot level {level!r} (one of {names})")
        return found
    if isinstance(level, bool) or not isinstance(level, int):
        raise TypeError(f"level must be an arcs.BotLevel or its name, not {type(level).__name__}")
    if not 0 <= level < lib.ARCS_BOT_POLICY_COUNT:
        raise error_for(lib.ARCS_E_BAD_CONFIG, f"bot level {level}")
    return int(level)


def _budget(name: str, value: Optional[int], limit: int) -> int:
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be an int or None, not {type(value).__name__}")
    if not 0 <= value <= limit:
        raise error_for(lib.ARCS_E_BAD_CONFIG, f"{name} must be in 0..{limit}, not {value}")
    return value


class Bot:
    """A libarcs bot playing seat ``player`` (``arcs_bot_new``,
    include/arcs/bot.h; the levels in docs/bots.md).

    It reads the game's current decision and otherwise only worlds made with
    :meth:`arcs.Game.determinize` for its player, so two games that differ
    only in what that player cannot know get the same move (same seed, same
    calls, a ``playouts`` budget). It plays every mode (base, Leaders & Lore,
    the campaign with its Summit deals) and explicit-chance games. The game
    is never changed: apply the move yourself.

    :param player: the seat, 0..3 (checked against the game's player count
        at each :meth:`choose`).
    :param level: an :class:`arcs.BotLevel`, or its name in any case
        (``"random"``, ``"easy"``, ``"normal"``, ``"hard"``).
    :param seed: seeds every random choice of the bot (0..2**64-1).
    :param playouts: work per decision (deterministic): normal/hard: search
        iterations; easy: determinized worlds each legal move is tried in;
        random: unused. None: the level's default (a time budget).
    :param ms: normal/hard without ``playouts``: wall-clock milliseconds per
        decision (None: 200 for normal, 2000 for hard; at most 600000).
        Timed budgets do not reproduce.
    :param max_depth: moves a search playout may apply after the tree before
        it is scored (None: the level's default, 24; at most 100000).
    :raises arcs.BadConfigError: an unknown level, a player outside 0..3, a
        budget or depth out of range (a ValueError).
    :raises TypeError: an argument of the wrong type.
    :raises ValueError: ``seed`` outside 0..2**64-1.

    One bot serves one thread at a time (a second thread calling
    :meth:`choose` while it runs gets RuntimeError); separate bots run on
    separate threads at once (the C search releases the GIL). Close it with
    :meth:`close` or a ``with`` block, else the garbage collector frees it.
    """

    def __init__(self, player: int, level: Union[BotLevel, str, int] = BotLevel.HARD, seed: int = 0,
                 playouts: Optional[int] = None, ms: Optional[int] = None,
                 max_depth: Optional[int] = None) -> None:
        self._b: Any = None
        policy = _level(level)
        if isinstance(player, bool) or not isinstance(player, int):
            raise TypeError(f"player must be an int, not {type(player).__name__}")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 1 << 64:
            raise ValueError(f"seed must be an int in 0..2**64-1, not {seed!r}")
        config = ffi.new("arcs_bot_config *")
        lib.arcs_py_bot_config_init(config, policy)
        if not -0x80000000 <= player <= 0x7FFFFFFF:
            raise error_for(lib.ARCS_E_BAD_CONFIG, f"bot player {player}")
        config.player = player
        config.seed = seed
        config.budget_playouts = _budget("playouts", playouts, 0xFFFFFFFF)
        config.budget_ms = _budget("ms", ms, 600000)
        config.max_depth = _budget("max_depth", max_depth, 100000)
        out = ffi.new("arcs_bot **")
        status = lib.arcs_bot_new(config, out)
        if status:
            raise error_for(status, f"bot for player {player}, level {BotLevel(policy).name.lower()}")
        self._b = ffi.gc(out[0], lib.arcs_bot_free)
        self._player = player
        self._level = BotLevel(policy)
        self._move = ffi.new("uint64_t *")
        self._lock = threading.Lock()

    # ---- lifetime ----------------------------------------------------------

    def close(self) -> None:
        """Free the bot's C memory (its scratch games and search tree) now.
        Further use raises ValueError; closing twice is allowed."""
        b = self._b
        if b is not None:
            with self._lock:
                self._b = None
                ffi.release(b)

    @property
    def closed(self) -> bool:
        """True once :meth:`close` has run."""
        return self._b is None

    def __enter__(self) -> Bot:
        self._handle()
        return self

    def __exit__(self, exc_type: Optional[Type[BaseException]], exc: Optional[BaseException],
                 tb: Optional[TracebackType]) -> None:
        self.close()

    def _handle(self) -> Any:
        b = self._b
        if b is None:
            raise ValueError("the bot is closed")
        return b

    # ---- choosing ----------------------------------------------------------

    @property
    def player(self) -> int:
        """The seat the bot plays."""
        return self._player

    @property
    def level(self) -> BotLevel:
        """The bot's level."""
        return self._level

    def choose(self, game: Game) -> Move:
        """The bot's move at the game's current decision, one of
        :meth:`arcs.Game.legal_moves` (``arcs_bot_choose``). The game is
        not changed.

        :raises arcs.WrongPlayerError: another player or chance decides now.
        :raises arcs.GameOverError: the game has ended.
        :raises arcs.InvalidArgumentError: the game has fewer players than
            the bot's seat.
        :raises arcs.OutOfMemoryError: the bot's scratch games or tree could
            not grow.
        :raises TypeError: ``game`` is not an :class:`arcs.Game`.
        :raises ValueError: the bot or the game is closed.
        :raises RuntimeError: another thread is using this bot now.
        """
        if not isinstance(game, Game):
            raise TypeError(f"choose expects an arcs.Game, not {type(game).__name__}")
        g = game._handle()
        if not self._lock.acquire(blocking=False):
            raise RuntimeError("this bot is choosing on another thread (one bot per thread)")
        try:
            b = self._handle()
            status = lib.arcs_py_bot_choose(b, g, self._move)
            if status:
                raise error_for(status, ffi.string(lib.arcs_bot_last_error(b)).decode("utf-8") or None)
            return Move.from_code(int(self._move[0]))
        finally:
            self._lock.release()

    def choose_action(self, game: Game) -> int:
        """The bot's move as a number of the dense action space
        (docs/action-space.md): what :meth:`arcs.Game.apply_action` takes.
        Raises as :meth:`choose`."""
        return self.choose(game).action

    @property
    def last_error(self) -> str:
        """Why the latest failing :meth:`choose` failed (``""`` if none has),
        e.g. ``"Player 2 decides now, not Player 1"``."""
        return str(ffi.string(lib.arcs_bot_last_error(self._handle())).decode("utf-8"))

    @property
    def stats(self) -> BotStats:
        """What the bot has done so far (``arcs_bot_get_stats``)."""
        out = ffi.new("arcs_bot_stats *")
        status = lib.arcs_bot_get_stats(self._handle(), out)
        if status:
            raise error_for(status)
        return BotStats(int(out.decisions), int(out.playouts), int(out.total_ns), int(out.last_playouts),
                        int(out.last_ns), int(out.tree_nodes))

    def __repr__(self) -> str:
        state = " closed" if self._b is None else ""
        return f"<arcs.bots.Bot player={self._player} level={self._level.name.lower()}{state}>"
