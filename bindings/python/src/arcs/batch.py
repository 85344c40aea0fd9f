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

The fast path, for a reinforcement-learning loop: one C call per step
(arcs_step_batch) applies the actions, notes who won each game that ended
(:attr:`GameBatch.ended`), starts finished games afresh in C and lists the
next legal actions; :meth:`GameBatch.legal_actions` then returns views of
arrays the batch reuses every step (no copy, no C call). Without
``on_game_over`` every step takes that path.
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
    """``n`` games stepped together (C: arcs_step_batch, and
    arcs_legal_actions_batch, arcs_apply_actions).

    Game ``i`` starts with seed ``seed + i``; with ``auto_reset`` (the
    default) a game that ends is replaced by a new one with the next unused
    seed: in C during :meth:`step` (the handle in :attr:`games` is reused),
    or, when ``on_game_over`` is given, at the next :meth:`legal_actions`,
    after its final :class:`Game` is passed to ``on_game_over`` (then
    dropped). Games keep only their moves (:attr:`arcs.History.MOVES`)
    unless ``history`` says otherwise.

    After each :meth:`step`, :attr:`statuses` and :attr:`ended` hold its
    results (numpy arrays of length n, overwritten by the next step):
    ``ended[i]`` is the winner (0..players-1) of game ``i`` if it ended at
    that step (or, without ``auto_reset``, is over), else -1 -- the terminal
    flag and outcome an RL loop needs, read before the game was replaced.
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
        self.games: List[Game] = [Game(players=players, seed=seed + i, history=self.history) for i in range(n)]
        self._ptrs = ffi.new("arcs_game *[]", n)
        for i, g in enumerate(self.games):
            self._ptrs[i] = g._handle()
        # Arrays reused by every step, and their C pointers (made once).
        self._actions = np.zeros(n * _MAX_MOVES, dtype=np.int32)
        self._offsets = np.zeros(n + 1, dtype=np.uintp)
        self._offsets_signed = self._offsets.view(np.intp)  # the same memory, for index arithmetic
        #: The statuses of the last :meth:`step` (0 = applied; see :class:`arcs.Status`).
        self.statuses = np.zeros(n, dtype=np.int32 if ffi.sizeof("arcs_status") == 4 else np.int64)
        #: Per game, the winner if it ended at the last :meth:`step`, else -1.
        self.ended = np.full(n, -1, dtype=np.int8)
        self._c_actions = ffi.cast("int32_t *", ffi.from_buffer(self._actions))
        self._c_offsets = ffi.cast("size_t *", ffi.from_buffer(self._offsets))
        self._c_statuses = ffi.cast("arcs_status *", ffi.from_buffer(self.statuses))
        self._c_ended = ffi.cast("int8_t *", ffi.from_buffer(self.ended))
        self._step_in = np.zeros(n, dtype=np.int32)
        self._c_step_in = ffi.cast("int32_t *", ffi.from_buffer(self._step_in))
        self._seed = ffi.new("uint64_t *", seed + n)
        self._first_reset_seed = seed + n
        # How arcs_step_batch starts a finished game: as Game(players, seed, history) does.
        self._config = ffi.new("arcs_config *")
        lib.arcs_py_config_init(self._config)
        self._config.players = players
        self._config.first_player = -1
        self._config.history = int(self.history)
        self._fused = on_game_over is None
        self._listed = False  # _actions/_offsets hold the current legal actions
        self._games_finished = 0
        #: Actions applied by :meth:`step`.
        self.actions_applied = 0

    def __len__(self) -> int:
        return len(self.games)

    @property
    def games_finished(self) -> int:
        """Games that ended (and were replaced, with auto_reset)."""
        if self.auto_reset:
            return int(self._seed[0]) - self._first_reset_seed
        return self._games_finished

    @property
    def _next_seed(self) -> int:
        return int(self._seed[0])

    def _reset(self, i: int) -> None:
        old = self.games[i]
        if self.on_game_over is not None:
            self.on_game_over(old)
        new = Game(players=self.players, seed=int(self._seed[0]), history=self.history)
        self._seed[0] += 1
        self.games[i] = new
        self._ptrs[i] = new._handle()
        old.close()

    def legal_actions(self, refresh: bool = False) -> Tuple[Any, Any]:
        """Every game's legal actions: ``(actions, offsets)``, numpy arrays
        where game ``i``'s ascending actions are
        ``actions[offsets[i]:offsets[i + 1]]`` (``offsets`` has ``n + 1``
        entries). With ``auto_reset``, finished games are replaced first, so
        every game has at least one action; without it a finished game has
        none. The arrays are views of buffers the batch reuses: the next
        :meth:`step` overwrites them (copy them to keep them). After a
        :meth:`step` they are already listed: no C call. Give ``refresh``
        after changing a game of :attr:`games` by other means."""
        if self._listed and not refresh:
            return self._actions[: int(self._offsets[-1])], self._offsets
        np = self._np
        n = len(self.games)
        buf, offs = self._c_actions, self._c_offsets
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
        self._listed = True
        return self._actions[: int(offsets[n])], offsets

    def random_actions(self, rng: Any) -> Any:
        """One uniformly random legal action per game (``int32`` array of
        length n), drawn with the numpy Generator ``rng``; -1 for a finished
        game (without ``auto_reset``)."""
        np = self._np
        actions, _ = self.legal_actions()
        offsets = self._offsets_signed
        starts = offsets[:-1]
        counts = offsets[1:] - starts
        pick = (rng.random(len(counts)) * counts).astype(np.intp)
        pick += starts
        if self.auto_reset or counts.all():
            return actions.take(pick)
        out = np.full(len(counts), -1, dtype=np.int32)
        live = counts > 0
        out[live] = actions[pick[live]]
        return out

    def step(self, actions: Any) -> Any:
        """Apply ``actions[i]`` to game ``i`` for every game, in one C call;
        then (without ``on_game_over``) finished games are replaced (with
        ``auto_reset``) and the next legal actions listed in the same call.
        Returns :attr:`statuses`, the array the batch reuses (0 = applied;
        see :class:`arcs.Status`); a game whose action fails is unchanged.
        :attr:`ended` tells which games ended and who won.
        Raises ValueError if ``actions`` does not hold one action per game."""
        np = self._np
        n = len(self.games)
        if getattr(actions, "shape", None) != (n,):
            acts = np.asarray(actions)
            if acts.shape != (n,):
                raise ValueError(f"step needs {n} actions, got shape {acts.shape}")
        self._step_in[:] = actions  # one copy into the reused C array (any int dtype)
        if self._fused:
            reset = self._config if self.auto_reset else ffi.NULL
            status = lib.arcs_step_batch(self._ptrs, n, self._c_step_in, self._c_statuses, self._c_ended,
                                         reset, self._seed, self._c_actions, n * _MAX_MOVES,
                                         self._c_offsets)
            if status and not (self.statuses == status).any():
                raise error_for(status)  # not one game's action: bad arguments, or a reset failed
            self._listed = True
        else:
            status = lib.arcs_apply_actions(self._ptrs, n, self._c_step_in, self._c_statuses)
            ended = self.ended
            ended.fill(-1)
            for i in range(n):
                if lib.arcs_game_over(self._ptrs[i]):
                    ended[i] = lib.arcs_winner(self._ptrs[i])
            self._listed = False
        statuses = self.statuses
        if status == 0:
            self.actions_applied += n
        else:
            self.actions_applied += int(np.count_nonzero(statuses == 0))
        if not self.auto_reset:
            self._games_finished = int(np.count_nonzero(self.ended >= 0))
        return statuses

    def close(self) -> None:
        """Free every game now."""
        for g in self.games:
            g.close()

