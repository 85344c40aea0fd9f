"""Simple bots over the integer action space, for baselines and self-play.

- :func:`random_action`: a uniformly random legal action.
- :func:`flat_monte_carlo_action`: flat Monte-Carlo: every legal action is
  tried, followed by random playouts run in C (:meth:`arcs.Game.random_playout`);
  the action with the best mean return for the deciding player wins.

Both take the game's current decision (a player's); neither changes the game.
"""

from __future__ import annotations

import random
from typing import Optional

from ._enums import History
from ._game import MAX_GAME_LENGTH, Game

__all__ = ["flat_monte_carlo_action", "random_action"]


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
