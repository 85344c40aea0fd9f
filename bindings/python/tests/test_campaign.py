"""The campaign mode (Act I, incomplete) through the binding."""
import random

import pytest

import arcs


def test_campaign_needs_allow_incomplete() -> None:
    with pytest.raises(arcs.UnsupportedError):
        arcs.Game(players=3, mode=arcs.Mode.CAMPAIGN)
    game = arcs.Game(players=3, seed=4, mode=arcs.Mode.CAMPAIGN, allow_incomplete=True)
    moves = game.legal_moves()
    assert len(moves) == 2  # keep one of the two dealt Fates
    assert all(m.kind == arcs.MoveKind.FATE for m in moves)
    assert str(moves[1]).endswith("fate 1")


def test_campaign_act_one_plays_to_a_winner() -> None:
    rng = random.Random(7)
    # Random players: 2 deals per Summit, so that every Summit ends.
    game = arcs.Game(players=2, seed=7, mode=arcs.Mode.CAMPAIGN, allow_incomplete=True, summit_deal_limit=2)
    while not game.is_over:
        game.apply(rng.choice(game.legal_moves()))
    assert game.winner in (0, 1)
