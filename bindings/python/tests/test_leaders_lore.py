"""Leaders & Lore from Python: the draft as moves, games to the end, bytes and replays."""
import random

import pytest

import arcs
from conftest import advance


@pytest.mark.parametrize("players", [2, 3, 4])
def test_leaders_lore_game_to_the_end(players: int) -> None:
    with arcs.Game(players=players, seed=11, mode=arcs.Mode.LEADERS_LORE) as game:
        # The draft comes first: every move takes a leader or a lore card.
        moves = game.legal_moves()
        assert moves and all(str(m).split()[1:4:2] == ["card", "draft"] for m in moves)
        advance(game, random.Random(players), 100000)
        assert game.is_over
        with arcs.Game.from_bytes(game.to_bytes()) as loaded:
            assert loaded.state_hash == game.state_hash
        with arcs.Game.from_replay(game.to_replay()) as again:
            assert again.state_hash == game.state_hash


def test_lore_each() -> None:
    with arcs.Game(players=2, seed=3, mode=arcs.Mode.LEADERS_LORE, lore_each=2) as game:
        advance(game, random.Random(1), 6)
        assert "draft" not in str(game.legal_moves()[0])
    with pytest.raises(ValueError):
        arcs.Game(players=2, lore_each=2)
    with pytest.raises(ValueError):
        arcs.Game(players=2, mode=arcs.Mode.LEADERS_LORE, lore_each=3)
