"""Arcs as a PettingZoo AEC environment (the ``pettingzoo`` package).

    import arcs.pettingzoo
    env = arcs.pettingzoo.env(players=3)
    env.reset(seed=42)
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        if termination or truncation:
            action = None
        else:
            mask = obs["action_mask"]
            action = env.action_space(agent).sample(mask)
        env.step(action)

Agents are ``"player_0"`` .. ``"player_<N-1>"`` (the engine's seats). Each
step is one decision of the agent the engine names (``agent_selection``).
Agent ``player_0`` is engine player 0, whom the engine's texts call
"Player 1" (:func:`arcs.player_name`).
Action space: ``Discrete(arcs.NUM_DISTINCT_ACTIONS)``, the dense integer
actions of docs/action-space.md. Observations have the form of PettingZoo's
classic environments: a ``Dict`` space of ``"observation"`` (a ``Box`` of
float32, :func:`arcs.observation_tensor_shape`, values >= 0: what that agent
may see, seats relative to it) and ``"action_mask"`` (a ``MultiBinary`` of
``NUM_DISTINCT_ACTIONS``, int8: 1 for the legal actions; all zeros for an
agent who does not decide now), each a numpy array. Rewards come
at the end: +1 to the winner, -1/(N-1) to the others
(:meth:`arcs.Game.returns`); every agent terminates then. A game reaching
:data:`arcs.MAX_GAME_LENGTH` decisions is truncated (rewards 0). Dice and
draws use the game's seeded generator (``reset(seed=...)``; no seed: a
random one). The campaign (``mode=arcs.Mode.CAMPAIGN``) allows
``summit_deal_limit`` deals per Summit, by default
:data:`arcs.RL_SUMMIT_DEAL_LIMIT` (2), so that random and learning players
end their games (well under ``MAX_GAME_LENGTH``); 0 plays the rules' unlimited
Summits. ``last_act`` (campaign) is the last Act played: 0 (default) as far
as the Fates go, 1 for Act I alone (:class:`arcs.Game`). ``info["legal_moves"]`` has no entry; ``env.unwrapped.game`` is
the :class:`arcs.Game`.

A libarcs bot (:class:`arcs.bots.Bot`) plays an agent's seat as an
opponent through :func:`bot_action`::

    from arcs.bots import Bot
    bot = Bot(1, "normal", seed=3, playouts=64)
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        if termination or truncation:
            action = None
        elif agent == "player_1":
            action = arcs.pettingzoo.bot_action(env, bot)
        else:
            action = env.action_space(agent).sample(obs["action_mask"])
        env.step(action)
"""

from __future__ import annotations

import random
from typing import Any, Dict, List, Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ._errors import error_for
from ._game import MAX_GAME_LENGTH, NUM_DISTINCT_ACTIONS, RL_SUMMIT_DEAL_LIMIT, Game
from ._enums import History, Mode, Status
from ._tensor import observation_tensor_layout, observation_tensor_shape

__all__ = ["bot_action", "env", "raw_env"]


def env(players: int = 4, render_mode: Optional[str] = None, mode: Mode = Mode.BASE,
        summit_deal_limit: int = RL_SUMMIT_DEAL_LIMIT, last_act: int = 0) -> AECEnv:
    """The environment wrapped as PettingZoo recommends (errors on illegal
    actions and on use out of order). ``mode``: an :class:`arcs.Mode` (modes
    this build lacks raise :class:`arcs.UnsupportedError` at ``reset``);
    ``summit_deal_limit``: deals per campaign Summit (:class:`arcs.Game`;
    a value outside -1..254 raises :class:`arcs.BadConfigError` at
    ``reset``); ``last_act``: the campaign's last Act (0: all; 1..3; other
    values, or nonzero outside the campaign, raise :class:`arcs.BadConfigError`
    at ``reset``)."""
    e: AECEnv = raw_env(players=players, render_mode=render_mode, mode=mode,
                        summit_deal_limit=summit_deal_limit, last_act=last_act)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    e = wrappers.OrderEnforcingWrapper(e)
    return e


class raw_env(AECEnv):  # type: ignore[misc]  # noqa: N801 (PettingZoo's naming)
    """The unwrapped AEC environment (see the module doc)."""

    metadata = {"render_modes": ["ansi", "human"], "name": "arcs_v0", "is_parallelizable": False}

    def __init__(self, players: int = 4, render_mode: Optional[str] = None, mode: Mode = Mode.BASE,
                 summit_deal_limit: int = RL_SUMMIT_DEAL_LIMIT, last_act: int = 0) -> None:
        super().__init__()
        self.mode = Mode(mode)
        self.summit_deal_limit = summit_deal_limit
        self.last_act = last_act
        if not isinstance(players, int) or not 2 <= players <= 4:
            raise ValueError(f"players must be 2, 3 or 4, not {players!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.players = players
        self.render_mode = render_mode
        self.possible_agents = [f"player_{p}" for p in range(players)]
        self.agent_name_mapping = {a: p for p, a in enumerate(self.possible_agents)}
        shape = observation_tensor_shape()
        # Every entry is >= 0 but Power, which may go below 0 in the campaign
        # (Intermission A: a failed objective loses Power).
        low = np.zeros(shape, dtype=np.float32)
        at = 0
        for name, size in observation_tensor_layout():
            if name == "power":
                low[at:at + size] = -np.inf
            at += size
        self._observation_spaces = {
            a: spaces.Dict({
                "observation": spaces.Box(low, np.inf, shape=shape, dtype=np.float32),
                "action_mask": spaces.MultiBinary(NUM_DISTINCT_ACTIONS),
            })
            for a in self.possible_agents
        }
        self._action_spaces = {a: spaces.Discrete(NUM_DISTINCT_ACTIONS) for a in self.possible_agents}
        self.game: Optional[Game] = None
        self._decisions = 0

    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        if self.game is not None:
            self.game.close()
        if seed is None:
            seed = random.getrandbits(63)
        self.game = Game(players=self.players, seed=int(seed) % (1 << 64), mode=self.mode, history=History.MOVES,
                         summit_deal_limit=self.summit_deal_limit, last_act=self.last_act)
        self._decisions = 0
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[int(self.game.current_player)]  # type: ignore[arg-type]

    def observe(self, agent: str) -> Dict[str, Any]:
        assert self.game is not None
        p = self.agent_name_mapping[agent]
        mask = np.zeros(NUM_DISTINCT_ACTIONS, dtype=np.int8)
        if self.game.current_player == p:
            mask[self.game.legal_actions()] = 1
        return {"observation": self.game.observation_tensor(p), "action_mask": mask}

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.game is not None
        self._cumulative_rewards[agent] = 0.0
        self.game.apply_action(int(action))  # type: ignore[arg-type]
        self._decisions += 1
        if self.game.is_over:
            for a, r in zip(self.possible_agents, self.game.returns()):
                self.rewards[a] = r
                self.terminations[a] = True
        elif self._decisions >= MAX_GAME_LENGTH:
            for a in self.agents:
                self.truncations[a] = True
        if self.game.is_over or self._decisions >= MAX_GAME_LENGTH:
            # Every agent is done: visit them in seat order after this one.
            p = self.agent_name_mapping[agent]
            self.agent_selection = self.possible_agents[(p + 1) % self.players]
        else:
            self.agent_selection = self.possible_agents[int(self.game.current_player)]  # type: ignore[arg-type]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        if self.game is None:
            return None
        text = self.game.describe()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        if self.game is not None:
            self.game.close()
            self.game = None


def bot_action(env: AECEnv, bot: Any) -> int:
    """The action a libarcs bot (:class:`arcs.bots.Bot`) chooses for the
    agent to act (``env.agent_selection``), which must be the bot's seat;
    the bot reads ``env.unwrapped.game`` as that player may know it.

    :raises arcs.WrongPlayerError: the agent to act is not the bot's seat.
    :raises ValueError: the environment has not been reset.
    """
    raw = env.unwrapped
    if raw.game is None:
        raise ValueError("reset the environment first")
    agent = raw.agent_selection
    if agent != raw.possible_agents[bot.player]:
        raise error_for(Status.WRONG_PLAYER, f"{agent} acts now, the bot plays player_{bot.player}")
    return int(bot.choose_action(raw.game))
