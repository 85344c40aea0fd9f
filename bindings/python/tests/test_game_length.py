"""The bound the RL wrappers cut games at (arcs.MAX_GAME_LENGTH) and their
campaign Summit deal limit (arcs.RL_SUMMIT_DEAL_LIMIT): random games end
well within it in every mode; runs without pyspiel and pettingzoo."""

from __future__ import annotations

import os
import random
from typing import Tuple

import pytest

import arcs

MODES = [arcs.Mode.BASE, arcs.Mode.LEADERS_LORE, arcs.Mode.CAMPAIGN]
# The measurement behind MAX_GAME_LENGTH ran 20,000 seeds:
# ARCS_GAME_LENGTH_SEEDS=20000 scripts/test-python.sh -k third -s (prints the longest).
SEEDS = int(os.environ.get("ARCS_GAME_LENGTH_SEEDS", "200"))


def openspiel_like_game(players: int, seed: int, mode: arcs.Mode) -> arcs.Game:
    """The arcs.Game behind a python_arcs state (arcs/openspiel.py): explicit
    chance, so that chance outcomes count as actions, and the default deal
    limit."""
    with arcs.Game(players=players, seed=seed, mode=mode) as probe:
        setup = None if mode == arcs.Mode.CAMPAIGN else probe.setup_name
        first = probe.initiative
    return arcs.Game(players=players, seed=seed, setup=setup, mode=mode, first_player=first,
                     explicit_chance=True, history=arcs.History.MOVES,
                     summit_deal_limit=arcs.RL_SUMMIT_DEAL_LIMIT)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("mode", MODES, ids=lambda m: m.name.lower())
def test_random_games_end_within_a_third_of_max_game_length(mode: arcs.Mode, players: int) -> None:
    """SEEDS C random playouts per mode and player count: every game ends,
    the longest under a third of the bound."""
    longest: Tuple[int, int] = (0, -1)
    for seed in range(SEEDS):
        with openspiel_like_game(players, seed, mode) as game:
            applied = game.random_playout(seed + 1, arcs.MAX_GAME_LENGTH)
            assert game.is_over, (mode, players, seed)
            longest = max(longest, (applied, seed))
    print(f"{mode.name} {players}p: longest of {SEEDS} random games {longest[0]} actions (seed {longest[1]})")
    assert longest[0] < arcs.MAX_GAME_LENGTH // 3, (mode, players, longest)


@pytest.mark.parametrize("players", [3, 4])
def test_random_loop_campaign_game_ends(players: int) -> None:
    """A campaign game played by a Python loop of random legal actions with
    the wrappers' deal limit ends, well within MAX_GAME_LENGTH."""
    assert arcs.RL_SUMMIT_DEAL_LIMIT == 2
    for seed in range(2):
        rng = random.Random(seed)
        with arcs.Game(players=players, seed=seed, mode=arcs.Mode.CAMPAIGN, history=arcs.History.MOVES,
                       summit_deal_limit=arcs.RL_SUMMIT_DEAL_LIMIT) as game:
            decisions = 0
            while not game.is_over and decisions < arcs.MAX_GAME_LENGTH:
                game.apply_action(rng.choice(game.legal_actions()))
                decisions += 1
            assert game.is_over, (players, seed)
            assert decisions < arcs.MAX_GAME_LENGTH // 2, (players, seed, decisions)


def test_player_name() -> None:
    assert arcs.player_name(0) == "Player 1"
    assert arcs.player_name(3) == "Player 4"
    assert arcs.player_name(arcs.CHANCE) == "chance"
    for bad in (-1, True, "0", None):
        with pytest.raises(ValueError):
            arcs.player_name(bad)  # type: ignore[arg-type]
    # The engine's own texts number players the same way.
    with arcs.Game(players=2, seed=1) as game:
        assert arcs.player_name(1) in game.describe() and "Player 0" not in game.describe()
