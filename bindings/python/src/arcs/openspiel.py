"""Arcs as an OpenSpiel game: ``import arcs.openspiel`` registers
``python_arcs`` with pyspiel (the ``open-spiel`` package).

    import pyspiel, arcs.openspiel
    game = pyspiel.load_game("python_arcs", {"players": 3, "seed": 7})
    state = game.new_initial_state()

Parameters: ``players`` (2..4, default 2), ``seed`` (default 0), which
picks the setup card and the first player as :class:`arcs.Game` does for
that seed, ``mode`` (an :class:`arcs.Mode` name, default ``"base"``;
modes this build lacks raise :class:`arcs.UnsupportedError`) and
``summit_deal_limit`` (deals per campaign Summit, default
:data:`arcs.RL_SUMMIT_DEAL_LIMIT` = 2 so that random play ends; 0 plays the
rules' unlimited Summits; ignored outside the campaign) and ``last_act``
(the campaign's last Act: 0, the default, as far as the Fates go; 1 for
Act I alone; ignored outside the campaign). Player ``p`` is
engine player ``p``, whom the engine's texts call "Player p+1"
(:func:`arcs.player_name`). Chance is explicit (``EXPLICIT_STOCHASTIC``): every die and every
card drawn from a shuffled pile is a chance node whose outcomes are equally
likely; chance outcome numbers and player actions are the dense integer
spaces of docs/action-space.md. The game is zero-sum with terminal rewards:
+1 for the winner, -1/(players-1) for the others (:meth:`arcs.Game.returns`).
``max_game_length`` is :data:`arcs.MAX_GAME_LENGTH` (15000) in every mode,
counting chance outcomes: with the default deal limit the longest of 20,000
random games per mode and player count took under a third of it (how it was
measured: the comment on ``MAX_GAME_LENGTH`` in ``arcs/_game.py``). A game
still running there is cut (terminal, all returns 0).

Information state strings give the moves as the player saw them
(:meth:`arcs.Move.as_seen_by`) and the player's current observation;
observation tensors are :meth:`arcs.Game.observation_tensor`. States also
offer ``resample_from_infostate`` (through :meth:`arcs.Game.determinize`) for
Information Set MCTS; :class:`RolloutEvaluator` evaluates a state with C
random playouts (:meth:`arcs.Game.random_playout`). :class:`ArcsBot` is a
``pyspiel.Bot`` playing one seat with a libarcs bot (:class:`arcs.bots.Bot`),
an opponent for agents under evaluation::

    bots = [arcs.openspiel.ArcsBot(p, "normal", seed=p, playouts=64) for p in range(3)]
    returns = pyspiel.evaluate_bots(game.new_initial_state(), bots, 1)
"""

from __future__ import annotations

import random
from typing import Any, Dict, List, Optional, Tuple

import numpy as np
import pyspiel

from ._enums import BotLevel, History, Mode
from ._game import MAX_GAME_LENGTH, NUM_CHANCE_OUTCOMES, NUM_DISTINCT_ACTIONS, RL_SUMMIT_DEAL_LIMIT, Game
from ._tensor import observation_tensor_layout, observation_tensor_shape

__all__ = ["ArcsBot", "ArcsGame", "ArcsState", "RolloutEvaluator", "GAME_TYPE", "SHORT_NAME"]

SHORT_NAME = "python_arcs"

GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Arcs (libarcs)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=4,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification={"players": 2, "seed": 0, "mode": "base",
                             "summit_deal_limit": RL_SUMMIT_DEAL_LIMIT, "last_act": 0},
)


def _game_info(players: int) -> Any:
    return pyspiel.GameInfo(
        num_distinct_actions=NUM_DISTINCT_ACTIONS,
        max_chance_outcomes=NUM_CHANCE_OUTCOMES,
        num_players=players,
        min_utility=-1.0,
        max_utility=1.0,
        utility_sum=0.0,
        max_game_length=MAX_GAME_LENGTH,
    )


class ArcsGame(pyspiel.Game):  # type: ignore[misc]
    """The pyspiel game ``python_arcs`` (see the module doc)."""

    def __init__(self, params: Optional[Dict[str, Any]] = None) -> None:
        params = dict(params or {})
        players = int(params.get("players", 2))
        if not 2 <= players <= 4:
            raise ValueError(f"python_arcs: players must be 2..4, not {players}")
        self.seed = int(params.get("seed", 0))
        self.mode = Mode[str(params.get("mode", "base")).upper()]
        self.summit_deal_limit = int(params.get("summit_deal_limit", RL_SUMMIT_DEAL_LIMIT))
        self.last_act = int(params.get("last_act", 0)) if self.mode == Mode.CAMPAIGN else 0
        # The setup card and first player the seed gives (as arcs.Game(seed)).
        with Game(players=players, seed=self.seed, mode=self.mode,
                  summit_deal_limit=self.summit_deal_limit, last_act=self.last_act) as probe:
            # The campaign uses no setup card ("Do not use setup cards").
            self.setup: Optional[str] = None if self.mode == Mode.CAMPAIGN else probe.setup_name
            self.first_player = probe.initiative
        super().__init__(GAME_TYPE, _game_info(players), params)

    def new_initial_state(self) -> ArcsState:
        return ArcsState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ArcsObserver:
        if params:
            raise ValueError(f"python_arcs observers take no parameters, not {params}")
        return ArcsObserver(iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False))


class ArcsState(pyspiel.State):  # type: ignore[misc]
    """A pyspiel state around an :class:`arcs.Game` (attribute ``arcs``)."""

    def __init__(self, game: ArcsGame) -> None:
        super().__init__(game)
        self.arcs = Game(players=game.num_players(), seed=game.seed, setup=game.setup, mode=game.mode,
                         first_player=game.first_player, explicit_chance=True,
                         history=History.MOVES, summit_deal_limit=game.summit_deal_limit,
                         last_act=game.last_act)
        # What each player saw of the moves so far (kept here, not read from
        # the arcs history, so that resampled worlds keep it).
        self.seen: List[str] = [""] * game.num_players()
        self.actions = 0

    # ---- the pyspiel API ---------------------------------------------------

    def current_player(self) -> int:
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        if self.arcs.is_chance_node():
            return int(pyspiel.PlayerId.CHANCE)
        return int(self.arcs.current_player)  # type: ignore[arg-type]

    def _legal_actions(self, player: int) -> List[int]:
        return self.arcs.legal_actions()

    def chance_outcomes(self) -> List[Tuple[int, float]]:
        return self.arcs.chance_action_outcomes()

    def _apply_action(self, action: int) -> None:
        move = self.arcs.action_to_move(action)
        self.arcs.apply_action(action)
        self.actions += 1
        self.seen = [f"{text} {move.as_seen_by(p)};" for p, text in enumerate(self.seen)]

    def _action_to_string(self, player: int, action: int) -> str:
        if not self.arcs.is_over:
            try:
                return str(self.arcs.action_to_move(action))
            except ValueError:
                pass
        return f"action {action}"

    def is_terminal(self) -> bool:
        return self.arcs.is_over or self.actions >= MAX_GAME_LENGTH

    def returns(self) -> List[float]:
        return self.arcs.returns()

    def information_state_string(self, player: Optional[int] = None) -> str:
        p = self.current_player() if player is None else player
        return _infostate(self, p)

    def observation_string(self, player: Optional[int] = None) -> str:
        p = self.current_player() if player is None else player
        return self.arcs.observation_bytes(p).hex()

    def observation_tensor(self, player: Optional[int] = None) -> List[float]:
        p = self.current_player() if player is None else player
        return self.arcs.observation_tensor(p).tolist()  # type: ignore[no-any-return]

    def resample_from_infostate(self, player: int, sampler: Any = None) -> ArcsState:
        """A state ``player`` cannot tell from this one: hidden cards re-dealt
        at random (:meth:`arcs.Game.determinize`). ``sampler``, if callable
        (a pyspiel ``UniformProbabilitySampler`` or any function returning a
        float in [0, 1)), seeds the deal; otherwise Python's ``random``."""
        state = self.clone()
        seed = int(sampler() * 2.0**63) if callable(sampler) else random.getrandbits(64)
        state.arcs.determinize(player, seed)
        return state  # type: ignore[no-any-return]

    def __str__(self) -> str:
        return self.arcs.describe()


def _infostate(state: ArcsState, player: int) -> str:
    return f"p{player}{state.seen[player]}\n{state.arcs.observation_bytes(player).hex()}"


class ArcsObserver:
    """pyspiel's PyObserver for python_arcs: ``tensor`` is the observation
    tensor (:func:`arcs.observation_tensor_layout`, also as ``dict``);
    ``string_from`` gives the information state string for perfect-recall
    observation types, else the observation."""

    def __init__(self, iig_obs_type: Any) -> None:
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        self.public_only = iig_obs_type.private_info == pyspiel.PrivateInfoType.NONE
        self.tensor = np.zeros(observation_tensor_shape(), np.float32)
        self.dict: Dict[str, Any] = {}
        at = 0
        for name, size in observation_tensor_layout():
            self.dict[name] = self.tensor[at:at + size]
            at += size

    def set_from(self, state: ArcsState, player: int) -> None:
        self.tensor[:] = state.arcs.observation_tensor(None if self.public_only else player)

    def string_from(self, state: ArcsState, player: int) -> str:
        if self.public_only:
            return state.arcs.observation_bytes(None).hex()
        if self.perfect_recall:
            return _infostate(state, player)
        return state.arcs.observation_bytes(player).hex()


class RolloutEvaluator:
    """An OpenSpiel MCTS/ISMCTS evaluator for python_arcs: the value of a
    state is the mean return of ``rollouts`` random playouts run in C
    (:meth:`arcs.Game.random_playout`); priors are uniform."""

    def __init__(self, rollouts: int = 1, seed: int = 0) -> None:
        self.rollouts = rollouts
        self._rng = random.Random(seed)

    def evaluate(self, state: ArcsState) -> Any:
        total = np.zeros(state.num_players())
        for _ in range(self.rollouts):
            with state.arcs.clone() as game:
                game.random_playout(self._rng.getrandbits(64), MAX_GAME_LENGTH)
                total += game.returns()
        return total / self.rollouts

    def prior(self, state: ArcsState) -> List[Tuple[int, float]]:
        if state.is_chance_node():
            return state.chance_outcomes()  # type: ignore[no-any-return]
        actions = state.legal_actions()
        return [(a, 1.0 / len(actions)) for a in actions]


class ArcsBot(pyspiel.Bot):  # type: ignore[misc]
    """A ``pyspiel.Bot`` for python_arcs: a libarcs bot (:class:`arcs.bots.Bot`,
    include/arcs/bot.h) playing seat ``player``. It reads the state's
    :class:`arcs.Game` (``state.arcs``) as its player may know it, so it
    never sees the hidden cards of the world the state holds. The arguments
    are :class:`arcs.bots.Bot`'s (``level``: an :class:`arcs.BotLevel` or
    its name). ``step`` raises as :meth:`arcs.bots.Bot.choose`
    (:class:`arcs.WrongPlayerError` at another seat's or chance's
    decision); the bot has no policy (``provides_policy`` is False)."""

    def __init__(self, player: int, level: Any = BotLevel.HARD, seed: int = 0,
                 playouts: Optional[int] = None, ms: Optional[int] = None,
                 max_depth: Optional[int] = None) -> None:
        from .bots import Bot

        pyspiel.Bot.__init__(self)
        self.bot = Bot(player, level, seed=seed, playouts=playouts, ms=ms, max_depth=max_depth)
        self.player = player

    def step(self, state: ArcsState) -> int:
        return self.bot.choose_action(state.arcs)

    def restart_at(self, state: ArcsState) -> None:
        pass

    def inform_action(self, state: ArcsState, player_id: int, action: int) -> None:
        pass

    def provides_policy(self) -> bool:
        return False

    def is_clonable(self) -> bool:
        return False


if SHORT_NAME not in pyspiel.registered_names():
    pyspiel.register_game(GAME_TYPE, ArcsGame)
