"""Train with PettingZoo (docs/guides/train-rl.md): the snippets, run whole.

The AEC loop with action masks, truncation at arcs.MAX_GAME_LENGTH, and a
campaign environment with the Summit deal limit.
Runs in a few seconds: python3 docs/guides/examples/train_pettingzoo.py
"""

import numpy as np

import arcs
import arcs.pettingzoo

# --- aec loop -----------------------------------------------------------------
env = arcs.pettingzoo.env(players=3)
env.reset(seed=1)
rng = np.random.default_rng(1)
total = {agent: 0.0 for agent in env.agents}
for agent in env.agent_iter():
    obs, reward, termination, truncation, info = env.last()
    total[agent] += reward
    if termination or truncation:
        action = None                                    # PettingZoo's rule for a finished agent
    else:
        legal = np.flatnonzero(obs["action_mask"])       # never sample outside the mask
        action = int(rng.choice(legal))                  # your policy(obs["observation"]) here
    env.step(action)
print("returns", total, "winner", arcs.player_name(env.unwrapped.game.winner))
env.close()
# --- end aec loop -------------------------------------------------------------

# --- spaces -------------------------------------------------------------------
env = arcs.pettingzoo.env(players=2)
env.reset(seed=2)
agent = env.agents[0]
print(env.observation_space(agent)["observation"].shape,   # (8406,)
      env.action_space(agent).n)                            # 56709
env.close()
# --- end spaces ---------------------------------------------------------------

# --- campaign -----------------------------------------------------------------
env = arcs.pettingzoo.env(players=3, mode=arcs.Mode.CAMPAIGN,
                          summit_deal_limit=arcs.RL_SUMMIT_DEAL_LIMIT, last_act=1)
env.reset(seed=3)
decisions = 0
for agent in env.agent_iter():
    obs, reward, termination, truncation, info = env.last()
    if termination or truncation:
        env.step(None)
        continue
    decisions += 1
    env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
print("Act I in", decisions, "decisions; at the Act boundary:", env.unwrapped.game.act_boundary)
env.close()
# --- end campaign -------------------------------------------------------------
