"""arcs.pettingzoo: the AEC environment passes PettingZoo's api_test."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pettingzoo")  # scripts/test-python.sh installs pettingzoo

from pettingzoo.test import api_test  # noqa: E402

import arcs  # noqa: E402
import arcs.pettingzoo  # noqa: E402


@pytest.mark.parametrize("players", [2, 3, 4])
def test_api_test(players: int) -> None:
    api_test(arcs.pettingzoo.env(players=players), num_cycles=200, verbose_progress=False)


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
    api_test(lore, num_cycles=200)
    lore.reset(seed=1)
    assert lore.unwrapped.game.view(None).mode == arcs.Mode.LEADERS_LORE
    campaign = arcs.pettingzoo.env(players=2, mode=arcs.Mode.CAMPAIGN)
    campaign.reset(seed=1)
    assert campaign.unwrapped.game.view(None).mode == arcs.Mode.CAMPAIGN
