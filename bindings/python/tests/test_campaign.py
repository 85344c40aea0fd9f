"""The campaign mode (Act I, a single-Act game) through the binding."""
import random

import pytest

import arcs


def test_campaign_is_supported() -> None:
    """Act I is a supported single-Act game: allow_incomplete is no longer needed."""
    game = arcs.Game(players=3, seed=4, mode=arcs.Mode.CAMPAIGN)
    moves = game.legal_moves()
    assert len(moves) == 2  # keep one of the two dealt Fates
    assert all(m.kind == arcs.MoveKind.FATE for m in moves)
    assert str(moves[1]).endswith("fate 1")
    assert game.act == 1
    assert game.fate(0) is None and game.objective_progress(0) is None
    arcs.Game(players=3, mode=arcs.Mode.CAMPAIGN).close()


def test_allow_incomplete_is_deprecated() -> None:
    """allow_incomplete is deprecated (the C header marks it so): passing it
    warns and changes nothing."""
    with pytest.warns(DeprecationWarning, match="allow_incomplete"):
        old = arcs.Game(players=3, seed=4, mode=arcs.Mode.CAMPAIGN, allow_incomplete=True)
    with old, arcs.Game(players=3, seed=4, mode=arcs.Mode.CAMPAIGN) as new:
        assert old.state_hash == new.state_hash


def test_campaign_queries() -> None:
    """Fates stay hidden until all chose; then markers, titles, First Regent."""
    rng = random.Random(5)
    game = arcs.Game(players=3, seed=5, mode=arcs.Mode.CAMPAIGN, first_player=0, summit_deal_limit=2)
    game.apply(game.legal_moves()[0])  # player 0 keeps a Fate
    assert game.fate(0, viewer=0) in {"Steward", "Founder", "Magnate", "Advocate", "Caretaker", "Partisan",
                                      "Admiral", "Believer"}
    assert game.fate(0, viewer=1) == "hidden"
    assert game.fate(0) == game.fate(0, viewer=0)
    while any(game.fate(p) is None for p in range(3)):
        game.apply(rng.choice(game.legal_moves()))
    while game.objective_progress(2) is None:
        game.apply(rng.choice(game.legal_moves()))
    assert game.fate(0, viewer=1) == game.fate(0)
    for p in range(3):
        assert game.objective_progress(p) > 0
        assert game.is_regent(p) in (True, False)
    while not game.is_over:
        game.apply(rng.choice(game.legal_moves()))
    assert game.first_regent in (None, 0, 1, 2)
    assert all(game.objective_progress(p) >= 0 for p in range(3))
    with pytest.raises(ValueError):
        _ = arcs.Game(players=2, seed=1).act


def test_campaign_act_one_plays_to_a_winner() -> None:
    rng = random.Random(7)
    # Random players: 2 deals per Summit, so that every Summit ends.
    game = arcs.Game(players=2, seed=7, mode=arcs.Mode.CAMPAIGN, summit_deal_limit=2)
    while not game.is_over:
        game.apply(rng.choice(game.legal_moves()))
    assert game.winner in (0, 1)


def test_campaign_moves_have_action_numbers() -> None:
    """The integer action space covers the campaign's moves (docs/action-space.md)."""
    rng = random.Random(3)
    game = arcs.Game(players=3, seed=3, mode=arcs.Mode.CAMPAIGN)
    kinds = set()
    while not game.is_over:
        actions = game.legal_actions()
        moves = game.legal_moves()
        assert len(actions) == len(moves)
        assert sorted(m.action for m in moves) == actions
        action = rng.choice(actions)
        kinds.add(game.action_to_move(action).kind)
        game.apply_action(action)
    assert {arcs.MoveKind.FATE, arcs.MoveKind.START_PLACE} <= kinds
    assert game.winner is not None


def test_campaign_chance_outcomes_are_numbered() -> None:
    game = arcs.Game(players=2, seed=1, mode=arcs.Mode.CAMPAIGN,
                     explicit_chance=True, first_player=0)
    seen = set()
    while game.is_chance_node():
        move = game.chance_outcomes()[-1][0]
        assert game.action_to_move(move.action) == move
        seen.add(str(move).split()[2])
        game.apply(move)
    assert {"lore", "govern", "roll", "fate"} <= seen


def test_information_state_hides_fates_and_court_lore() -> None:
    """Fates dealt, lore shuffled into the Court deck and a Rival's Fate
    choice never show in another player's information state."""
    game = arcs.Game(players=2, seed=5, mode=arcs.Mode.CAMPAIGN,
                     explicit_chance=True, first_player=0)
    rng = random.Random(5)
    while not any(m.kind == arcs.MoveKind.START_PLACE for m in game.legal_moves()):
        game.apply(rng.choice(game.legal_moves()))
    history = " ".join(m.as_seen_by(0) for m in game.history)
    assert "chance chance fate ?" in history and "chance chance lore ?" in history
    assert "ARCS-FATE" not in history and "ARCS-L" not in history
    assert "p1 fate ?" in history and "p0 fate ?" not in history
    info = game.information_state_string(0)
    own = [m for m in game.history if m.kind == arcs.MoveKind.FATE and m.player == 0][0]
    assert str(own) in info


def test_view_shows_the_twisted_passage() -> None:
    """GameView.map_centre: None until the Gate Wraith's law (ARCS-F2205) makes
    the map centre a system; then its pieces, as the map's systems show
    theirs (random campaigns until ships stand there; its move text is
    "twisted-passage")."""
    seen = False
    for seed in range(1, 40):
        game = arcs.Game(players=3, seed=seed, mode=arcs.Mode.CAMPAIGN)
        rng = random.Random(seed)
        moves = 0
        while not game.is_over and not seen:
            view = game.view(0) if moves % 25 == 0 else None
            if view is not None:
                centre = view.map_centre
                if centre is not None:
                    assert centre.system == 24 and centre.in_play and centre.golem is None
                    seen = any(centre.fresh) or any(centre.damaged) or centre.imperial != (0, 0)
            game.apply(rng.choice(game.legal_moves()))
            moves += 1
        if seen:
            break
    assert seen


def test_view_shows_fates_to_their_player_only() -> None:
    """GameView: each player sees their own two dealt Fates; Rivals and
    spectators see HIDDEN until every player has chosen, then the kept
    Fates (never the card not kept). The Fate choice's label names the card."""
    game = arcs.Game(players=3, seed=4, mode=arcs.Mode.CAMPAIGN, first_player=0)
    own = [game.view(p).player[p].fate_dealt for p in range(3)]
    for cards in own:
        assert len(cards) == 2 and all(arcs.card(c).kind == arcs.CardKind.FATE for c in cards)
    for viewer in (None, 0, 1, 2):
        for p in game.view(viewer).player:
            assert p.title == arcs.Title.NONE and p.fate is None
            assert p.fate_dealt == (own[p.player] if viewer == p.player else (arcs.HIDDEN, arcs.HIDDEN))
    for p in range(3):
        keep = [m for m in game.legal_moves() if str(m) == f"p{p} fate 1"][0]
        assert arcs.card(own[p][1]).name in game.move_label(keep)
        game.apply(keep)
        if p < 2:
            assert game.view((p + 1) % 3).player[p].fate == arcs.HIDDEN
            assert game.view(None).player[p].fate == arcs.HIDDEN
            assert game.view(p).player[p].fate == own[p][1]
    for viewer in (None, 0, 1, 2):
        view = game.view(viewer)
        for p in view.player:
            assert p.fate == own[p.player][1]
            assert p.title == arcs.Title.REGENT
            assert p.fate_dealt == (own[p.player] if viewer == p.player else (arcs.HIDDEN, arcs.HIDDEN))
        assert sum(p.first_regent for p in view.player) == 1


def test_die_and_decision_kind_follow_the_header() -> None:
    from arcs._libarcs import lib

    assert [int(d) for d in arcs.Die] == [lib.ARCS_DIE_ASSAULT, lib.ARCS_DIE_SKIRMISH, lib.ARCS_DIE_RAID]
    assert int(arcs.DecisionKind.FATE) == lib.ARCS_DECISION_FATE
    assert int(arcs.DecisionKind.SUMMIT) == lib.ARCS_DECISION_SUMMIT


def test_last_act_and_the_act_boundary() -> None:
    """arcs_config.last_act through the binding: checked with the reason;
    a game in play is at no Act boundary."""
    with arcs.Game(players=3, seed=4, mode=arcs.Mode.CAMPAIGN, last_act=1) as game:
        assert game.act == 1
        assert game.act_boundary is False
    with pytest.raises(arcs.BadConfigError, match="last_act 4"):
        arcs.Game(players=3, mode=arcs.Mode.CAMPAIGN, last_act=4)
    with pytest.raises(arcs.BadConfigError, match="the campaign's only"):
        arcs.Game(players=3, last_act=2)
    with pytest.raises(TypeError):
        arcs.Game(players=3, mode=arcs.Mode.CAMPAIGN, last_act="2")  # type: ignore[arg-type]
