"""Batched stepping: many games advanced with one C call per step.

A :class:`GameBatch` holds ``n`` independent games and steps them all at
once through the integer action space (docs/action-space.md), with numpy
arrays in and out, so Python pays per batch rather than per move: for
vectorized self-play, data generation and benchmarks. It needs numpy.

    import numpy as np, arcs.batch
    batch = arcs.batch.GameBatch(256, players=4, seed=1)
    rng = np.random.default_rng(0)
    for _ in range(1000):
        batch.step(batch.random_actions(rng))
    print(batch.games_finished, "games finished")
"""

from __future__ import annotations

from typing import Any, List, Optional, Tuple

from ._enums import History
from ._errors import error_for
from ._game import Game
from ._libarcs import ffi, lib

__all__ = ["GameBatch"]

_MAX_MOVES: int = lib.ARCS_MAX_LEGAL_MOVES


class GameBatch:
    """``n`` games stepped together (C: arcs_legal_actions_batch,
    arcs_apply_actions).

    Game ``i`` starts with seed ``seed + i``; with ``auto_reset`` (the
    default) a game that ends is replaced, at the next :meth:`legal_actions`,
    by a new one with the next unused seed, and its final :class:`Game` is
    passed to ``on_game_over`` (if given) before it is dropped. Games keep
    only their moves (:attr:`arcs.History.MOVES`) unless ``history`` says
    otherwise.
    """

    def __init__(
        self,
        n: int,
        players: int = 4,
        seed: int = 0,
        *,
        auto_reset: bool = True,
        history: History = History.MOVES,
        on_game_over: Optional[Any] = None,
    ) -> None:
        import numpy as np

        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise ValueError(f"n must be a positive int, not {n!r}")
        self._np = np
        self.players = players
        self.auto_reset = auto_reset
        self.history = History(history)
        self.on_game_over = on_game_over
        self._next_seed = seed + n
        self.games: List[Game] = [Game(players=players, seed=seed + i, history=self.history) for i in range(n)]
        self._ptrs = ffi.new("arcs_game *[]", n)
        for i, g in enumerate(self.games):
            self._ptrs[i] = g._handle()
        self._actions = np.zeros(n * _MAX_MOVES, dtype=np.int32)
        self._offsets = np.zeros(n + 1, dtype=np.uintp)
        self._statuses = ffi.new("arcs_status[]", n)
        #: Games that ended (and were replaced, with auto_reset).
        self.games_finished = 0
        #: Actions applied by :meth:`step`.
        self.actions_applied = 0

    def __len__(self) -> int:
        return len(self.games)

    def _reset(self, i: int) -> None:
        old = self.games[i]
        self.games_finished += 1
        if self.on_game_over is not None:
            self.on_game_over(old)
        new = Game(players=self.players, seed=self._next_seed, history=self.history)
        self._next_seed += 1
        self.games[i] = new
        self._ptrs[i] = new._handle()
        old.close()

    def legal_actions(self) -> Tuple[Any, Any]:
        """Every game's legal actions: ``(actions, offsets)``, numpy arrays
        where game ``i``'s ascending actions are
        ``actions[offsets[i]:offsets[i + 1]]`` (``offsets`` has ``n + 1``
        entries). With ``auto_reset``, finished games are replaced first, so
        every game has at least one action; without it a finished game has
        none."""
        np = self._np
        n = len(self.games)
        buf = ffi.cast("int32_t *", ffi.from_buffer(self._actions))
        offs = ffi.cast("size_t *", ffi.from_buffer(self._offsets))
        status = lib.arcs_legal_actions_batch(self._ptrs, n, buf, n * _MAX_MOVES, offs)
        if status:
            raise error_for(status)
        offsets = self._offsets
        if self.auto_reset:
            over = np.flatnonzero(offsets[1:] == offsets[:-1])
            if len(over):
                for i in over:
                    self._reset(int(i))
                status = lib.arcs_legal_actions_batch(self._ptrs, n, buf, n * _MAX_MOVES, offs)
                if status:
                    raise error_for(status)
        return self._actions[: int(offsets[n])], offsets

    def random_actions(self, rng: Any) -> Any:
        """One uniformly random legal action per game (``int32`` array of
        length n), drawn with the numpy Generator ``rng``; -1 for a finished
        game (without ``auto_reset``)."""
        np = self._np
        actions, offsets = self.legal_actions()
        starts = offsets[:-1].astype(np.int64)
        counts = offsets[1:].astype(np.int64) - starts
        pick = starts + (rng.random(len(counts)) * counts).astype(np.int64)
        out = np.full(len(counts), -1, dtype=np.int32)
        live = counts > 0
        out[live] = actions[pick[live]]
        return out

    def step(self, actions: Any) -> Any:
        """Apply ``actions[i]`` to game ``i`` for every game, in one C call.
        Returns the statuses as a numpy ``int32`` array (0 = applied; see
        :class:`arcs.Status`); a game whose action fails is unchanged.
        Raises ValueError if ``actions`` does not hold one action per game."""
        np = self._np
        acts = np.ascontiguousarray(actions, dtype=np.int32)
        n = len(self.games)
        if acts.shape != (n,):
            raise ValueError(f"step needs {n} actions, got shape {acts.shape}")
        lib.arcs_apply_actions(self._ptrs, n, ffi.cast("int32_t *", ffi.from_buffer(acts)), self._statuses)
        statuses = np.frombuffer(ffi.buffer(self._statuses, n * ffi.sizeof("arcs_status")),
                                 dtype=np.int32 if ffi.sizeof("arcs_status") == 4 else np.int64).copy()
        self.actions_applied += int(np.count_nonzero(statuses == 0))
        return statuses

    def close(self) -> None:
        """Free every game now."""
        for g in self.games:
            g.close()
