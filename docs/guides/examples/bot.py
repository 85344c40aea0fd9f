"""Write a bot (docs/guides/write-a-bot.md): the Python snippets, run whole.

A one-ply greedy bot (apply, score, undo), a flat Monte-Carlo bot that
determinizes before it looks ahead, and an expectimax step over a chance node.
Runs in a few seconds: python3 docs/guides/examples/bot.py
"""

import random

import arcs

# --- legal moves, apply, undo -------------------------------------------------
def greedy_move(game):
    """The legal move after which the deciding player's Power is highest."""
    me = game.current_player
    best, best_power = None, -1
    for move in game.legal_moves():
        game.apply(move)
        power = game.power(me)
        game.undo()                      # exactly the state before (same state_hash)
        if power > best_power:
            best, best_power = move, power
    return best


with arcs.Game(players=3, seed=7) as game:
    before = game.state_hash
    move = greedy_move(game)
    assert game.state_hash == before     # the search left no trace
    print("greedy:", game.move_label(move))
# --- end legal moves ----------------------------------------------------------


# --- determinize --------------------------------------------------------------
def monte_carlo_move(game, playouts=4, seed=1):
    """Flat Monte-Carlo over worlds consistent with what the player has seen."""
    me = game.current_player
    rng = random.Random(seed)
    wins = {}
    for move in game.legal_moves():
        wins[move] = 0.0
        for _ in range(playouts):
            world = game.clone()
            world.determinize(me, rng.getrandbits(64))   # re-deal what `me` cannot see
            world.apply(move)
            world.random_playout(rng.getrandbits(64), arcs.MAX_GAME_LENGTH)
            wins[move] += world.returns()[me]
            world.close()
    return max(wins, key=wins.get)


with arcs.Game(players=2, seed=3) as game:
    move = monte_carlo_move(game)
    print("monte carlo:", game.move_label(move))
# --- end determinize ----------------------------------------------------------


# --- chance nodes -------------------------------------------------------------
game = arcs.Game(players=2, setup="2p Frontiers", first_player=0, explicit_chance=True)
rng = random.Random(5)
# Play on until the dice of a battle are to be rolled (a chance decision).
while not (game.current_player is arcs.CHANCE and "roll" in str(game.legal_moves()[0])):
    game.apply(rng.choice(game.legal_moves()))
outcomes = game.chance_outcomes()                     # [(Move, probability), ...]
assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9


def value(game, player, playouts=2):
    """Mean return of a few random playouts: a stand-in for a real evaluation."""
    total = 0.0
    for i in range(playouts):
        world = game.clone()
        world.random_playout(i, arcs.MAX_GAME_LENGTH)  # chance outcomes are random moves too
        total += world.returns()[player]
        world.close()
    return total / playouts


# Expectimax: a chance node's value is the probability-weighted mean of its outcomes.
expected = 0.0
for outcome, probability in outcomes:
    game.apply(outcome)
    expected += probability * value(game, 0)
    game.undo()
print(f"{len(outcomes)} outcomes ({outcomes[0][0]}, ...): expected return {expected:+.2f}")
game.close()
# --- end chance nodes ---------------------------------------------------------
