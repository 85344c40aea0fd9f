"""arcs.openspiel: python_arcs passes pyspiel's checks."""

from __future__ import annotations

import pytest

pyspiel = pytest.importorskip("pyspiel")  # scripts/test-python.sh installs open-spiel

import arcs  # noqa: E402
import arcs.openspiel  # noqa: E402,F401  (registers python_arcs)


def test_registered() -> None:
    assert "python_arcs" in pyspiel.registered_names()
    game = pyspiel.load_game("python_arcs", {"players": 3, "seed": 2})
    assert game.num_players() == 3
    assert game.num_distinct_actions() == arcs.NUM_DISTINCT_ACTIONS
    assert game.max_chance_outcomes() == arcs.NUM_CHANCE_OUTCOMES
    assert game.max_game_length() == arcs.MAX_GAME_LENGTH
    assert game.observation_tensor_shape() == list(arcs.observation_tensor_shape())
    with pytest.raises(Exception):
        pyspiel.load_game("python_arcs", {"players": 5})


def test_random_sim_test() -> None:
    """pyspiel's own random-play check: legal actions, chance outcomes,
    clones, observations, information states, serialization, returns."""
    game = pyspiel.load_game("python_arcs", {"players": 2, "seed": 1})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    game = pyspiel.load_game("python_arcs", {"players": 3, "seed": 3})
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_state_follows_the_arcs_game() -> None:
    game = pyspiel.load_game("python_arcs", {"players": 2, "seed": 4})
    state = game.new_initial_state()
    assert state.is_chance_node()  # the Court row is dealt first
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    p = state.current_player()
    assert state.legal_actions() == state.arcs.legal_actions()
    info = state.information_state_string(p)
    clone = state.clone()
    clone.apply_action(clone.legal_actions()[0])
    assert state.information_state_string(p) == info  # the clone is independent
    resampled = state.resample_from_infostate(p, lambda: 0.25)
    assert resampled.information_state_string(p) == info
    assert resampled.observation_tensor(p) == state.observation_tensor(p)
    value = arcs.openspiel.RolloutEvaluator(rollouts=2, seed=1).evaluate(state)
    assert len(value) == 2 and -1.0 <= value[0] <= 1.0


def test_modes() -> None:
    game = pyspiel.load_game("python_arcs", {"players": 2, "mode": "base"})
    assert game.new_initial_state().arcs is not None
    lore = pyspiel.load_game("python_arcs", {"players": 3, "seed": 4, "mode": "leaders_lore"})
    assert lore.new_initial_state().arcs.view(None).mode == arcs.Mode.LEADERS_LORE
    pyspiel.random_sim_test(lore, num_sims=1, serialize=True, verbose=False)
    campaign = pyspiel.load_game("python_arcs", {"players": 2, "mode": "campaign"})
    assert campaign.new_initial_state().arcs.view(None).mode == arcs.Mode.CAMPAIGN


def test_campaign_parameters() -> None:
    game = pyspiel.load_game("python_arcs", {"players": 3, "mode": "campaign"})
    assert game.summit_deal_limit == arcs.RL_SUMMIT_DEAL_LIMIT == 2
    assert game.max_game_length() == arcs.MAX_GAME_LENGTH
    assert game.get_parameters()["summit_deal_limit"] == 2
    assert game.last_act == game.get_parameters()["last_act"] == 0
    act1 = pyspiel.load_game("python_arcs", {"players": 3, "mode": "campaign", "last_act": 1})
    assert act1.new_initial_state().arcs.view(None).last_act == 1
    assert pyspiel.load_game("python_arcs", {"players": 3, "last_act": 1}).last_act == 0  # not a campaign
    unlimited = pyspiel.load_game("python_arcs", {"players": 3, "mode": "campaign", "summit_deal_limit": 0})
    state = unlimited.new_initial_state()
    with arcs.Game(players=3, seed=0, mode=arcs.Mode.CAMPAIGN, first_player=unlimited.first_player,
                   explicit_chance=True, summit_deal_limit=0) as rules:
        assert state.arcs.to_replay() == rules.to_replay()


@pytest.mark.parametrize("players", [3, 4])
def test_random_campaign_games_respect_max_game_length(players: int) -> None:
    """Random play through pyspiel (chance outcomes sampled by their
    probabilities) ends every campaign game by the rules, within
    max_game_length: the default deal limit makes Summits end."""
    import random

    game = pyspiel.load_game("python_arcs", {"players": players, "seed": 5, "mode": "campaign"})
    rng = random.Random(players)
    for _ in range(2):
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
        assert state.arcs.is_over and steps == state.actions  # ended by the rules, not cut
        assert steps <= game.max_game_length() // 2
        assert max(state.returns()) == 1.0


def test_arcs_bot_plays_python_arcs() -> None:
    """ArcsBot (a libarcs bot as a pyspiel.Bot) plays a whole game against
    pyspiel's uniform random bot through pyspiel.evaluate_bots."""
    game = pyspiel.load_game("python_arcs", {"players": 2, "seed": 4})
    bots = [arcs.openspiel.ArcsBot(0, "easy", seed=1, playouts=1),
            pyspiel.make_uniform_random_bot(1, 7)]
    returns = pyspiel.evaluate_bots(game.new_initial_state(), bots, 3)
    assert len(returns) == 2
    assert bots[0].bot.stats.decisions > 0
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    seat = state.current_player()
    bot = arcs.openspiel.ArcsBot(seat, arcs.BotLevel.NORMAL, seed=2, playouts=16)
    assert bot.step(state) in state.legal_actions()
    with pytest.raises(arcs.WrongPlayerError):
        arcs.openspiel.ArcsBot(1 - seat, "easy", playouts=1).step(state)
