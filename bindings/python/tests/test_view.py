"""Static data, the structured view and move labels as typed dataclasses."""

import dataclasses
import random

import pytest

import arcs


def test_cards_by_index_id_and_name():
    farseers = arcs.card("ARCS-BC17")
    assert farseers is arcs.card("Farseers") is arcs.cards()[farseers.index]
    assert farseers.kind is arcs.CardKind.GUILD
    assert farseers.suit is arcs.Resource.PSIONIC
    assert farseers.keys == 2
    assert "Rival" in farseers.text
    assert len({c.id for c in arcs.cards()}) == len(arcs.cards())
    with pytest.raises(KeyError):
        arcs.card("ARCS-NOPE")
    with pytest.raises(KeyError):
        arcs.card(len(arcs.cards()))
    with pytest.raises(dataclasses.FrozenInstanceError):
        farseers.name = "x"  # type: ignore[misc]


def test_map_and_components():
    hex3 = arcs.system("3-hex")
    assert hex3.planet_type is arcs.Resource.WEAPON and hex3.building_slots == 2
    for s in arcs.systems():
        for t in s.adjacent:
            assert s.system in arcs.systems()[t].adjacent
    assert arcs.action_card("Aggression-4").pips == 2
    assert sum(f.hits for f in arcs.die_faces()[arcs.Die.SKIRMISH]) == 3
    assert {c.players for c in arcs.setup_cards()} == {2, 3, 4}
    assert arcs.ambition_markers()[2].first == (5, 9)
    with pytest.raises(KeyError):
        arcs.system("7-hex")


def _play(game, moves, seed):
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_moves()))


@pytest.mark.parametrize("mode", [arcs.Mode.BASE, arcs.Mode.LEADERS_LORE, arcs.Mode.CAMPAIGN])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_view_matches_observation_and_hides_hands(players, mode):
    with arcs.Game(players=players, seed=11, mode=mode) as game:
        for step in range(40):
            _play(game, 13, step)
            for viewer in [None] + list(range(players)):
                view = game.view(viewer)
                obs = game.observation(viewer)
                assert view.viewer == viewer and view.players == players
                for p, pv in enumerate(view.player):
                    assert pv.power == obs.players[p].power
                    assert pv.hand_count == obs.players[p].hand_count
                    if p == viewer:
                        assert pv.hand == tuple(obs.players[p].hand)
                    else:
                        assert pv.seize_card in (None, arcs.HIDDEN)
                        if pv.play_mode is arcs.PlayMode.COPY:
                            assert pv.played in (None, arcs.HIDDEN)
                    # Play areas (Leaders & Lore) lie face up for every viewer.
                    area = obs.leaders_lore.play_areas[p].cards if obs.HasField("leaders_lore") else []
                    assert pv.play_area == tuple(arcs.card(c).index for c in area)
                    kinds = [arcs.card(c).kind for c in pv.play_area]
                    assert pv.leader == next((c for c, k in zip(pv.play_area, kinds)
                                              if k is arcs.CardKind.LEADER), None)
                    assert pv.lore == tuple(c for c, k in zip(pv.play_area, kinds) if k is arcs.CardKind.LORE)
                assert view.used_this_turn == tuple(arcs.card(c).index for c in obs.cards.used_turn)
                assert view.used_this_round == tuple(arcs.card(c).index for c in obs.cards.used_round)
                if mode is not arcs.Mode.LEADERS_LORE:
                    assert view.draft is None
                else:
                    ll = obs.leaders_lore
                    assert view.draft.picks == ll.draft_picks and view.draft.lore_each == ll.lore_each
                    row = [arcs.card(c).index if c else None for c in ll.draft_row]
                    assert list(view.draft.leaders) + list(view.draft.lore) == row
                    assert view.draft.active == (view.decision.kind is arcs.DecisionKind.DRAFT
                                                 or view.draft.picks < view.draft.picks_total)
                camp = obs.campaign if obs.HasField("campaign") else None
                for s, sv in enumerate(view.systems):
                    assert list(sv.fresh) == list(obs.systems[s].fresh)[:players]
                    assert sv.controller == game.controller(s)
                    # The Empire's and the Blight's pieces (campaign; none elsewhere).
                    assert sv.imperial == ((camp.imperial_fresh[s], camp.imperial_damaged[s]) if camp else (0, 0))
                    assert sv.blight == ((camp.blight_fresh[s], camp.blight_damaged[s]) if camp else (0, 0))
                assert view.act == (camp.act if camp else 0)
                assert view.act_boundary == (camp is not None and game.act_boundary)
                assert [c.card for c in view.court] == [
                    arcs.card(c.card).index if c.card else None for c in obs.court_row]
                labels = [game.move_label(m) for m in game.legal_moves()]
                assert all(labels) and not any("?" in x for x in labels)
            if game.is_over:
                break


def test_decision_prompt_and_errors():
    with arcs.Game(players=3, seed=2) as game:
        view = game.view(game.current_player)
        assert view.decision.player == game.current_player
        assert view.decision.prompt.startswith(f"Player {game.current_player + 1}:")
        with pytest.raises(ValueError):
            game.view(3)
        with pytest.raises(TypeError):
            game.move_label("p0 pass")  # type: ignore[arg-type]
        with pytest.raises(ValueError):
            game.controller(24)
        assert game.ambition_count(0, arcs.Ambition.TYCOON) >= 0


def test_adjacent_skips_clusters_out_of_play():
    frontiers = arcs.setup_cards()[0]
    with arcs.Game(players=2, seed=1, setup=frontiers.name) as game:
        out = {c - 1 for c in frontiers.out_of_play}
        for s in range(24):
            adj = game.adjacent(s)
            if s // 4 in out:
                assert adj == []
            assert not any(t // 4 in out for t in adj)


def test_view_json_and_move_label_for():
    import json

    with arcs.Game(players=3, seed=4) as game:
        for viewer in (None, 0, 1, 2):
            data = json.loads(game.view_json(viewer))
            assert data["viewer"] == (-1 if viewer is None else viewer)
            assert len(data["player"]) == 3 and len(data["systems"]) == 24
        with pytest.raises(ValueError):
            game.view_json(3)
        for _ in range(60):
            if game.is_over:
                break
            moves = game.legal_moves()
            mover = game.current_player
            for m in moves:
                assert game.move_label_for(m, mover) == game.move_label(m)
                if m.kind == arcs.MoveKind.COPY:
                    assert game.move_label_for(m, None) == "Copy with a face-down card"
            game.apply(moves[len(moves) // 2])
        with pytest.raises(TypeError):
            game.move_label_for("p0 pass", 0)  # type: ignore[arg-type]
