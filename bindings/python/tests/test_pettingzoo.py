"""arcs.pettingzoo: the AEC environment passes PettingZoo's api_test."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pettingzoo")  # scripts/test-python.sh installs pettingzoo

import importlib  # noqa: E402
import warnings  # noqa: E402

from gymnasium import spaces  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402

import arcs  # noqa: E402
import arcs.pettingzoo  # noqa: E402

# The module (pettingzoo.test re-exports its function under the same name).
api_test_module = importlib.import_module("pettingzoo.test.api_test")
MODES = [arcs.Mode.BASE, arcs.Mode.LEADERS_LORE, arcs.Mode.CAMPAIGN]


def strict_api_test(env, monkeypatch: pytest.MonkeyPatch) -> None:
    """api_test with every warning an error. api_test warns about any Dict
    observation ("not a NumPy array", "should be Box or Discrete") unless
    the environment's name is on its lists of classic-form environments
    (chess_v6, connect_four_v3, ...: env_obs_dicts, env_obs_space), so
    arcs_v0 is put on those two lists, as PettingZoo does for its own; the
    observation and mask inside are still checked as arrays."""
    name = arcs.pettingzoo.raw_env.metadata["name"]
    monkeypatch.setattr(api_test_module, "env_obs_dicts", api_test_module.env_obs_dicts + [name])
    monkeypatch.setattr(api_test_module, "env_obs_space", api_test_module.env_obs_space + [name])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        api_test(env, num_cycles=200, verbose_progress=False)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_api_test(players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    strict_api_test(arcs.pettingzoo.env(players=players), monkeypatch)


@pytest.mark.parametrize("mode", MODES, ids=lambda m: m.name.lower())
def test_api_test_every_mode_without_warnings(mode: arcs.Mode, monkeypatch: pytest.MonkeyPatch) -> None:
    strict_api_test(arcs.pettingzoo.env(players=3, mode=mode), monkeypatch)


def test_api_test_warns_only_about_the_name_lists() -> None:
    """Without arcs_v0 on api_test's lists, its only warnings are the two
    that any Dict observation draws (as they would for chess_v6 off the
    lists): strict_api_test silences nothing else."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(arcs.pettingzoo.env(players=3, mode=arcs.Mode.CAMPAIGN), num_cycles=50, verbose_progress=False)
    assert {str(w.message) for w in caught} == {
        "Observation is not a NumPy array",
        "Observation space for each agent probably should be gymnasium.spaces.box or gymnasium.spaces.discrete",
    }


def test_observations_in_the_classic_env_form() -> None:
    env = arcs.pettingzoo.env(players=2)
    env.reset(seed=3)
    space = env.observation_space("player_0")
    assert isinstance(space, spaces.Dict) and set(space.spaces) == {"observation", "action_mask"}
    assert isinstance(space["observation"], spaces.Box) and space["observation"].dtype == np.float32
    assert space["observation"].shape == arcs.observation_tensor_shape()
    assert isinstance(space["action_mask"], spaces.MultiBinary)
    assert space["action_mask"].shape == (arcs.NUM_DISTINCT_ACTIONS,)
    for agent in env.agents:
        obs = env.observe(agent)
        assert isinstance(obs["observation"], np.ndarray) and isinstance(obs["action_mask"], np.ndarray)
        assert obs["action_mask"].dtype == np.int8 and space.contains(obs)
        deciding = env.unwrapped.agent_name_mapping[agent] == env.unwrapped.game.current_player
        assert obs["action_mask"].any() == deciding
    env.close()


def random_game(env, seed: int):
    """Plays env to its end with random legal actions; returns the number of
    decisions and whether the game ended by termination (not truncation)."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    decisions, terminated = 0, False
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        if termination or truncation:
            terminated = terminated or termination
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        decisions += 1
    return decisions, terminated


@pytest.mark.parametrize("players", [3, 4])
def test_random_campaign_game_ends(players: int) -> None:
    """With the default Summit deal limit (arcs.RL_SUMMIT_DEAL_LIMIT) a
    random campaign game ends well within arcs.MAX_GAME_LENGTH; without a
    limit, 3-4 random players often run past it."""
    env = arcs.pettingzoo.env(players=players, mode=arcs.Mode.CAMPAIGN)
    assert env.unwrapped.summit_deal_limit == arcs.RL_SUMMIT_DEAL_LIMIT == 2
    for seed in range(3):
        decisions, terminated = random_game(env, seed)
        assert terminated and env.unwrapped.game.is_over, (players, seed)
        assert decisions < arcs.MAX_GAME_LENGTH // 2, (players, seed, decisions)
        assert env.unwrapped.game.view(None).mode == arcs.Mode.CAMPAIGN
    env.close()


def test_last_act_reaches_the_game() -> None:
    """last_act=1: a random campaign game ends at the end of Act I (the
    rulebook's "Next Act?" point), by termination."""
    env = arcs.pettingzoo.env(players=3, mode=arcs.Mode.CAMPAIGN, last_act=1)
    decisions, terminated = random_game(env, 0)
    game = env.unwrapped.game
    assert terminated and game.is_over and game.act == 1 and game.act_boundary
    assert game.view(None).last_act == 1
    bad = arcs.pettingzoo.env(players=3, mode=arcs.Mode.BASE, last_act=1)
    with pytest.raises(arcs.BadConfigError):
        bad.reset(seed=1)
    env.close()


def test_summit_deal_limit_reaches_the_game() -> None:
    env = arcs.pettingzoo.env(players=3, mode=arcs.Mode.CAMPAIGN, summit_deal_limit=0)
    env.reset(seed=1)
    assert env.unwrapped.game.to_replay() != arcs.Game(
        players=3, seed=1, mode=arcs.Mode.CAMPAIGN, summit_deal_limit=2).to_replay()
    assert env.unwrapped.game.to_replay() == arcs.Game(
        players=3, seed=1, mode=arcs.Mode.CAMPAIGN, summit_deal_limit=0).to_replay()
    bad = arcs.pettingzoo.env(players=3, mode=arcs.Mode.CAMPAIGN, summit_deal_limit=300)
    with pytest.raises(arcs.BadConfigError):
        bad.reset(seed=1)


def test_full_game_rewards_at_the_end() -> None:
    env = arcs.pettingzoo.env(players=3)
    env.reset(seed=5)
    totals = {a: 0.0 for a in env.possible_agents}
    rng = np.random.default_rng(5)
    steps = 0
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        totals[agent] += reward
        assert obs["observation"].shape == arcs.observation_tensor_shape()
        if termination or truncation:
            env.step(None)
            continue
        mask = obs["action_mask"]
        assert mask.any() and env.unwrapped.game.legal_actions() == list(np.flatnonzero(mask))
        env.step(int(rng.choice(np.flatnonzero(mask))))
        steps += 1
    game = env.unwrapped.game
    assert game.is_over and steps == len(game.history)
    assert totals == dict(zip(env.possible_agents, game.returns()))
    assert max(totals.values()) == 1.0
    env.close()


def test_same_seed_same_game() -> None:
    runs = []
    for _ in range(2):
        env = arcs.pettingzoo.env(players=2)
        env.reset(seed=11)
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
        runs.append(env.unwrapped.game.state_hash)
    assert runs[0] == runs[1]


def test_modes() -> None:
    env = arcs.pettingzoo.env(players=2, mode=arcs.Mode.BASE)
    env.reset(seed=1)
    assert env.unwrapped.game is not None
    lore = arcs.pettingzoo.env(players=2, mode=arcs.Mode.LEADERS_LORE)
    lore.reset(seed=1)
    assert lore.unwrapped.game.view(None).mode == arcs.Mode.LEADERS_LORE
    campaign = arcs.pettingzoo.env(players=2, mode=arcs.Mode.CAMPAIGN)
    campaign.reset(seed=1)
    assert campaign.unwrapped.game.view(None).mode == arcs.Mode.CAMPAIGN


def test_bot_action_plays_a_seat() -> None:
    """A libarcs bot plays player_1 (arcs.pettingzoo.bot_action) to the end
    of a game; each action it picks is in the agent's mask."""
    from arcs.bots import Bot

    env = arcs.pettingzoo.env(players=2)
    env.reset(seed=9)
    bot = Bot(1, "easy", seed=1, playouts=1)
    if env.agent_selection != "player_1":
        with pytest.raises(arcs.WrongPlayerError):
            arcs.pettingzoo.bot_action(env, bot)
    rng = np.random.default_rng(0)
    played = 0
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        if termination or truncation:
            action = None
        elif agent == "player_1":
            action = arcs.pettingzoo.bot_action(env, bot)
            assert obs["action_mask"][action] == 1
            played += 1
        else:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
    assert played > 0 and bot.stats.decisions == played
    env.close()

