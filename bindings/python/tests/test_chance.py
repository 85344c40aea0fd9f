"""Explicit-chance mode: chance decides die rolls and draws, with probabilities."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

import arcs

from conftest import MAX_DECISIONS

SETUPS = {2: "2p Frontiers", 3: "3p Mix Up", 4: "4p Mix Up 1"}


def explicit_game(players: int, seed: int = 1) -> arcs.Game:
    return arcs.Game(players=players, seed=seed, setup=SETUPS[players], first_player=0,
                     explicit_chance=True)


def test_explicit_chance_needs_setup_and_first_player() -> None:
    with pytest.raises(arcs.BadConfigError):
        arcs.Game(players=3, explicit_chance=True, first_player=0)
    with pytest.raises(arcs.BadConfigError):
        arcs.Game(players=3, explicit_chance=True, setup=SETUPS[3])
    with pytest.raises(arcs.BadConfigError):
        arcs.Game(players=3, setup=SETUPS[3], first_player=3)
    with pytest.raises(ValueError):
        arcs.Game(players=3, first_player=-1)


def test_first_player_holds_the_initiative() -> None:
    for p in range(4):
        with arcs.Game(players=4, seed=5, first_player=p) as game:
            assert game.initiative == p


@pytest.mark.parametrize("players", [2, 3, 4])
def test_full_game_with_explicit_chance(players: int) -> None:
    rng = random.Random(players)
    chance_decisions = Counter[str]()
    with explicit_game(players, seed=players) as game:
        for _ in range(MAX_DECISIONS):
            if game.is_over:
                break
            if game.current_player is arcs.CHANCE:
                outcomes = game.chance_outcomes()
                assert outcomes
                moves = [m for m, _ in outcomes]
                assert moves == game.legal_moves()
                assert all(m.player is arcs.CHANCE and m.kind is arcs.MoveKind.CHANCE for m in moves)
                assert all(p > 0 for _, p in outcomes)
                assert math.isclose(sum(p for _, p in outcomes), 1.0, rel_tol=1e-9)
                chance_decisions[str(len(outcomes))] += 1
                game.apply(rng.choice(moves))
            else:
                assert game.chance_outcomes() == []
                game.apply(rng.choice(game.legal_moves()))
        assert game.is_over
        assert game.winner in range(players)
    assert sum(chance_decisions.values()) > 0


def test_chance_probability_rejects_non_outcomes() -> None:
    rng = random.Random(2)
    with explicit_game(4, seed=2) as game:
        while game.current_player is not arcs.CHANCE:
            game.apply(rng.choice(game.legal_moves()))
        before = game.state_hash
        outcome = game.legal_moves()[0]
        assert 0 < game.chance_probability(outcome) <= 1
        with pytest.raises(arcs.IllegalMoveError):
            game.chance_probability(arcs.Move(arcs.MoveKind.PASS, 0))
        with pytest.raises(arcs.ArcsError):
            game.apply(arcs.Move(arcs.MoveKind.PASS, 0))
        assert game.state_hash == before
        game.apply(outcome)
        game.undo()
        assert game.state_hash == before


def test_player_decision_has_no_chance_probability() -> None:
    with explicit_game(2) as game:
        while game.current_player is arcs.CHANCE:
            game.apply(game.legal_moves()[0])
        move = game.legal_moves()[0]
        with pytest.raises(arcs.IllegalMoveError):
            game.chance_probability(move)
