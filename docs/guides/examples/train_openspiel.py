"""Train with OpenSpiel (docs/guides/train-rl.md): the snippets, run whole.

Loads python_arcs, plays episodes the way OpenSpiel's algorithms see them
(chance nodes, legal actions, observation tensors, returns, the game-length
cut), then lets OpenSpiel's MCTS choose one move with C rollouts.
Runs in a few seconds: python3 docs/guides/examples/train_openspiel.py
"""

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

import arcs
import arcs.openspiel  # registers "python_arcs" with pyspiel

# --- load ---------------------------------------------------------------------
game = pyspiel.load_game("python_arcs", {"players": 3, "seed": 7})
print(game.num_distinct_actions(), game.max_chance_outcomes(),
      game.observation_tensor_shape(), game.max_game_length())
# 56709 2651 [8406] 15000

campaign = pyspiel.load_game("python_arcs", {"players": 3, "mode": "campaign",
                                             "summit_deal_limit": 2, "last_act": 1})
print(campaign.get_parameters()["summit_deal_limit"], campaign.max_game_length())   # 2 15000
# --- end load -----------------------------------------------------------------


# --- episode ------------------------------------------------------------------
def episode(game, rng):
    """One self-play episode: (player, observation, legal mask, action) steps and the returns."""
    steps = []
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():                     # dice and hidden draws
            outcomes, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probs)))
            continue
        player = state.current_player()
        obs = np.asarray(state.observation_tensor(player), dtype=np.float32)
        mask = np.zeros(game.num_distinct_actions(), dtype=np.uint8)
        mask[state.legal_actions()] = 1
        action = int(rng.choice(state.legal_actions()))  # your policy here
        steps.append((player, obs, mask, action))
        state.apply_action(action)
    # returns() is all zeros for a game cut at max_game_length(): treat it as truncated
    return steps, state.returns()


rng = np.random.default_rng(1)
steps, returns = episode(game, rng)
print(len(steps), "decisions, returns", returns)
# --- end episode --------------------------------------------------------------


# --- mcts ---------------------------------------------------------------------
bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=8,
                   evaluator=arcs.openspiel.RolloutEvaluator(rollouts=1, seed=1),
                   random_state=np.random.RandomState(1))
state = game.new_initial_state()
while state.is_chance_node():
    state.apply_action(state.chance_outcomes()[0][0])
action = bot.step(state)
print("MCTS plays", state.action_to_string(state.current_player(), action))
# --- end mcts -----------------------------------------------------------------
