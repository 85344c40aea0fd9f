"""arcs.bots.Bot: the C bots (include/arcs/bot.h) from Python."""

from __future__ import annotations

import random
import threading

import pytest

import arcs
from arcs._libarcs import lib
from arcs.bots import Bot, BotStats


def test_levels_match_c() -> None:
    for level in arcs.BotLevel:
        assert getattr(lib, f"ARCS_BOT_{level.name}") == level.value
    assert len(arcs.BotLevel) == lib.ARCS_BOT_POLICY_COUNT


def test_bot_plays_a_base_game_to_the_end_against_random() -> None:
    """Every move the bot chooses is legal; the game ends."""
    rng = random.Random(5)
    with arcs.Game(players=3, seed=11) as game, Bot(1, "easy", seed=2, playouts=1) as bot:
        chosen = 0
        while not game.is_over:
            if game.current_player == 1:
                before = game.state_hash
                move = bot.choose(game)
                assert game.state_hash == before  # choosing changes nothing
                assert move in game.legal_moves()
                game.apply(move)
                chosen += 1
            else:
                game.apply(rng.choice(game.legal_moves()))
        assert chosen > 0
        assert bot.stats.decisions == chosen
        with pytest.raises(arcs.GameOverError):
            bot.choose(game)


def test_search_levels_choose_legal_moves_and_count_their_work() -> None:
    rng = random.Random(1)
    with arcs.Game(players=2, seed=3) as game:
        for level in (arcs.BotLevel.RANDOM, arcs.BotLevel.NORMAL, "HARD"):
            p = game.current_player
            assert isinstance(p, int)
            with Bot(p, level, seed=4, playouts=16, max_depth=8) as bot:
                move = bot.choose(game)
                assert move in game.legal_moves()
                stats = bot.stats
                assert isinstance(stats, BotStats)
                assert stats.decisions == 1
                if bot.level != arcs.BotLevel.RANDOM and len(game.legal_moves()) > 1:
                    assert stats.last_playouts == 16
                    assert stats.tree_nodes > 0
                # Asked again at the same decision, a bot may pick another
                # move (it leaves out moves it chose at an observation seen
                # before, against cycles: lib/bot/bot.c); a legal one.
                action = bot.choose_action(game)
                assert action in game.legal_actions()
                assert bot.stats.decisions == 2
            game.apply(move)
            for _ in range(5):
                game.apply(rng.choice(game.legal_moves()))


def test_wrong_seat_raises_and_changes_nothing() -> None:
    with arcs.Game(players=3, seed=8) as game:
        p = game.current_player
        assert isinstance(p, int)
        with Bot((p + 1) % 3, "easy", playouts=1) as bot:
            before = game.state_hash
            with pytest.raises(arcs.WrongPlayerError) as info:
                bot.choose(game)
            assert f"Player {p + 1} decides now" in str(info.value)
            assert bot.last_error in str(info.value)
            assert game.state_hash == before
            assert bot.stats.decisions == 0
        with Bot(3, "easy", playouts=1) as far, pytest.raises(arcs.InvalidArgumentError):
            far.choose(game)  # a seat the 3-player game lacks


def test_bad_config_raises() -> None:
    with pytest.raises(arcs.BadConfigError):
        Bot(4, "easy")
    with pytest.raises(arcs.BadConfigError):
        Bot(-1, "easy")
    with pytest.raises(arcs.BadConfigError):
        Bot(0, "grandmaster")
    with pytest.raises(arcs.BadConfigError):
        Bot(0, 7)
    with pytest.raises(arcs.BadConfigError):
        Bot(0, "hard", ms=600_001)
    with pytest.raises(arcs.BadConfigError):
        Bot(0, "hard", max_depth=100_001)
    with pytest.raises(arcs.BadConfigError):
        Bot(0, "hard", playouts=-1)
    with pytest.raises(ValueError):
        Bot(0, "hard", seed=-1)
    with pytest.raises(TypeError):
        Bot(0, 1.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Bot("0", "easy")  # type: ignore[arg-type]
    with Bot(0, "easy") as bot, pytest.raises(TypeError):
        bot.choose("game")  # type: ignore[arg-type]


def test_level_names_any_case() -> None:
    assert Bot(0, "Normal").level == arcs.BotLevel.NORMAL
    assert Bot(0, arcs.BotLevel.EASY).level == arcs.BotLevel.EASY
    assert Bot(0, 0).level == arcs.BotLevel.RANDOM
    assert Bot(0).level == arcs.BotLevel.HARD


def play(seed: int, level: str) -> list:
    """The moves a bot of ``seed`` makes for player 0 over a stretch of a
    game whose other seats play seeded random moves."""
    rng = random.Random(9)
    out = []
    with arcs.Game(players=2, seed=17) as game, Bot(0, level, seed=seed, playouts=8, max_depth=8) as bot:
        for _ in range(120):
            if game.is_over:
                break
            if game.current_player == 0:
                move = bot.choose(game)
                out.append(move)
            else:
                move = rng.choice(game.legal_moves())
            game.apply(move)
    return out


@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_same_seed_same_moves(level: str) -> None:
    first = play(1, level)
    assert first and play(1, level) == first


@pytest.mark.parametrize("mode, players, seed", [(arcs.Mode.BASE, 3, 21), (arcs.Mode.LEADERS_LORE, 4, 23),
                                                 (arcs.Mode.CAMPAIGN, 3, 24)])
def test_same_choice_whatever_the_hidden_cards(mode: arcs.Mode, players: int, seed: int) -> None:
    """A copy of the game with everything the deciding player cannot know
    re-dealt (Game.determinize) gets the same move from a bot of the same
    seed and budget (tests/test_bot.c, same_choice_whatever_the_hidden_cards)."""
    rng = random.Random(seed)
    checked = differed = 0
    with arcs.Game(players=players, seed=seed, mode=mode) as game:
        for step in range(2000):
            if game.is_over or checked >= 4:
                break
            moves = game.legal_moves()
            p = game.current_player
            if isinstance(p, int) and len(moves) > 1 and step % 23 == 0:
                with game.clone() as other:
                    other.determinize(p, seed * 1000 + step)
                    differed += other.state_hash != game.state_hash
                    for level in ("easy", "normal", "hard"):
                        budget = 2 if level == "easy" else 24
                        with Bot(p, level, seed=99 + step, playouts=budget, max_depth=12) as a, \
                                Bot(p, level, seed=99 + step, playouts=budget, max_depth=12) as b:
                            assert a.choose(game) == b.choose(other)
                            assert a.stats.tree_nodes == b.stats.tree_nodes
                checked += 1
            game.apply(rng.choice(moves))
    assert checked >= 3
    assert differed > 0  # the copies really differed in hidden cards


def test_explicit_chance_games() -> None:
    with arcs.Game(players=2, seed=6, setup="2p Frontiers", first_player=0, explicit_chance=True) as game, Bot(0, "normal", playouts=16) as b0, \
            Bot(1, "easy", playouts=1) as b1:
        rng = random.Random(2)
        chance_nodes = 0
        for _ in range(300):
            if game.is_over:
                break
            p = game.current_player
            if p == arcs.CHANCE:
                with pytest.raises(arcs.WrongPlayerError, match="chance decides now"):
                    b0.choose(game)
                chance_nodes += 1
                game.apply(rng.choice(game.legal_moves()))
            else:
                game.apply((b0 if p == 0 else b1).choose(game))
        assert chance_nodes > 0


def test_close_frees_and_is_final() -> None:
    base = int(lib.arcs_py_live_blocks())
    with arcs.Game(players=2, seed=1) as game:
        p = game.current_player
        assert isinstance(p, int)
        bot = Bot(p, "normal", playouts=8)
        bot.choose(game)
        assert int(lib.arcs_py_live_blocks()) > base + 1  # the game and the bot's memory
        bot.close()
        bot.close()
        assert bot.closed
        assert "closed" in repr(bot)
        with pytest.raises(ValueError):
            bot.choose(game)
        with pytest.raises(ValueError):
            bot.stats
    assert int(lib.arcs_py_live_blocks()) == base


def test_bots_on_threads() -> None:
    """Separate bots run on separate threads at once; each gets the move it
    gets alone."""
    games = [arcs.Game(players=2, seed=s) for s in (1, 2)]
    alone = []
    for g in games:
        with Bot(g.current_player, "normal", seed=5, playouts=64) as b:  # type: ignore[arg-type]
            alone.append(b.choose(g))
    got: list = [None, None]

    def run(i: int) -> None:
        with Bot(games[i].current_player, "normal", seed=5, playouts=64) as b:  # type: ignore[arg-type]
            got[i] = b.choose(games[i])

    threads = [threading.Thread(target=run, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert got == alone
    for g in games:
        g.close()
