//! The static data, the view and move labels: consistent with each other
//! and with the engine, and the view hides what the observation hides.

use std::collections::HashSet;

use arcs::data::{self, CardKind};
use arcs::{Decider, Game, Move, Viewer};

mod common;
use common::{play_some, Pick};

#[test]
fn cards_are_found_by_id_and_name() {
    let n = data::card_count();
    assert!(n > 31);
    let mut ids = HashSet::new();
    for card in data::cards() {
        assert!(ids.insert(card.id), "duplicate id {}", card.id);
        assert_eq!(data::find_card(card.id), Some(card.index));
        let by_name = data::find_card(card.name).expect("found by name");
        assert_eq!(data::card(by_name).unwrap().name, card.name);
        if card.kind == CardKind::Guild {
            assert!(card.suit.is_some_and(|s| s < 5), "{}", card.name);
        } else {
            assert_eq!(card.suit, None, "{}", card.name);
        }
    }
    assert_eq!(ids.len(), n);
    let base_court = data::cards().filter(|c| c.sets & arcs::sys::ARCS_CARDSET_BASE_COURT != 0).count();
    assert_eq!(base_court, 31);
    assert!(matches!(data::card(n), Err(arcs::Error::InvalidArgument(_))));
    assert_eq!(data::find_card("p0\0x"), None);
}

#[test]
fn the_map_is_symmetric_and_named_as_in_moves() {
    // A 2-player card puts clusters out of play: adjacency in that game.
    let game = Game::builder().players(2).setup("2p Frontiers").build().unwrap();
    for s in 0..arcs::sys::ARCS_SYSTEM_COUNT as usize {
        let system = data::system(s).unwrap();
        assert_eq!(system.cluster as usize, s / 4 + 1);
        assert_eq!(system.kind as usize, s % 4);
        assert_eq!(system.planet_type.is_none(), s % 4 == 0);
        assert!(system.name.starts_with(&format!("{}-", system.cluster)));
        for &t in &system.adjacent {
            assert!(data::system(t).unwrap().adjacent.contains(&s), "{s} -> {t} one way");
        }
        let here = game.adjacent_systems(s).unwrap();
        let in_play = game.view(Viewer::Public).unwrap().systems[s].in_play != 0;
        assert_eq!(here.is_empty(), !in_play, "system {s}");
        for &t in &here {
            assert!(game.adjacent_systems(t).unwrap().contains(&s), "{s} -> {t} one way in the game");
        }
    }
}

#[test]
fn action_cards_setup_cards_dice_and_markers() {
    for card in 0..arcs::sys::ARCS_ACTION_CARD_COUNT as usize {
        let a = data::action_card(card).unwrap();
        assert_eq!(a.name, format!("{}-{}", data::suit_name(a.suit as usize), a.number));
        assert_eq!(a.card, a.suit as usize * 7 + a.number as usize - 1);
    }
    let setups: Vec<_> = (0..data::setup_card_count()).map(|i| data::setup_card(i).unwrap()).collect();
    for players in 2..=4 {
        let card = setups.iter().find(|c| c.players == players).expect("a card per player count");
        assert_eq!(card.seats.len(), players);
        let game = Game::builder().players(players).setup(card.name).build().unwrap();
        assert_eq!(game.setup_name(), card.name);
    }
    for die in 0..3 {
        for face in 0..6 {
            let f = data::die_face(die, face).unwrap();
            assert_eq!((f.die as usize, f.face as usize), (die, face));
        }
    }
    assert!(data::die_face(0, 6).is_err());
    for m in 0..3 {
        let marker = data::ambition_marker(m).unwrap();
        assert!(marker.first[0] > marker.second[0]);
    }
    assert_eq!(data::resource_name(99), "?");
}

#[test]
fn views_agree_with_the_game_and_hide_rivals_cards() {
    for players in 2..=4 {
        let mut game = Game::new(players, 50 + players as u64).unwrap();
        let mut pick = Pick(players as u64);
        let mut steps = 0;
        while !game.is_over() {
            steps += 1;
            assert!(steps < 50_000, "game did not end");
            if steps % 25 == 0 {
                check_views(&game);
            }
            let moves = game.legal_moves();
            game.apply(moves[pick.index(moves.len())]).unwrap();
        }
        check_views(&game);
        let view = game.view(Viewer::Public).unwrap();
        assert_eq!(view.game_over, 1);
        assert_eq!(usize::try_from(view.winner).ok(), game.winner());
        assert_eq!(view.decider(), Decider::Nobody);
    }
}

fn check_views(game: &Game) {
    let n = game.num_players();
    for viewer in (0..n).map(Viewer::Player).chain([Viewer::Public]) {
        let view = game.view(viewer).unwrap();
        let obs = game.observation(viewer).unwrap();
        assert_eq!(view.viewer(), viewer);
        assert_eq!(view.players().len(), n);
        assert_eq!(view.chapter as u32, game.chapter());
        assert_eq!(view.initiative as usize, game.initiative());
        assert_eq!(view.decider(), game.current_player());
        assert_eq!(view.setup_name(), game.setup_name());
        for (p, player) in view.players().iter().enumerate() {
            assert_eq!(Some(player.power), game.power(p));
            assert_eq!(Some(player.hand_count as usize), game.hand_size(p));
            let mine = viewer == Viewer::Player(p);
            match view.hand(p) {
                Some(hand) => {
                    assert!(mine, "{viewer:?} sees player {p}'s hand");
                    let seen: Vec<u32> = hand.iter().map(|&c| c as u32).collect();
                    assert_eq!(seen, obs.players[p].hand);
                }
                None => assert!(!mine || player.hand_count == 0),
            }
            // Face-down cards: hidden exactly where the observation hides them.
            assert_eq!(player.played == arcs::sys::ARCS_CARD_HIDDEN, obs.players[p].played == 254);
            assert_eq!(player.seize_card == arcs::sys::ARCS_CARD_HIDDEN, obs.players[p].seize_card == 254);
            for a in 0..5 {
                assert_eq!(Some(player.ambition[a] as u32), game.ambition_count(p, a));
            }
        }
        assert_eq!(view.court_deck_count as u32, obs.court_deck_count);
        assert_eq!(view.action_deck_count as u32, obs.action_deck_count);
        for s in 0..24 {
            assert_eq!(usize::try_from(view.systems[s].controller).ok(), game.controller(s));
        }
    }
}

#[test]
fn determinize_keeps_the_view() {
    let mut game = Game::new(3, 9).unwrap();
    play_some(&mut game, 80, 3);
    for viewer in [Viewer::Player(1), Viewer::Public] {
        let before = game.view(viewer).unwrap();
        let mut world = game.clone();
        world.determinize(viewer, 5).unwrap();
        assert!(*world.view(viewer).unwrap() == *before, "{viewer:?}: the view changed");
    }
}

#[test]
fn every_legal_move_has_a_label() {
    let mut game = Game::new(2, 17).unwrap();
    let mut pick = Pick(8);
    let mut labels = HashSet::new();
    for _ in 0..2000 {
        if game.is_over() {
            break;
        }
        let labelled = game.labelled_moves().unwrap();
        assert_eq!(labelled.iter().map(|(m, _)| *m).collect::<Vec<Move>>(), game.legal_moves());
        for (m, label) in &labelled {
            assert!(!label.is_empty(), "{m} has no label");
            labels.insert(label.clone());
        }
        let moves = game.legal_moves();
        game.apply(moves[pick.index(moves.len())]).unwrap();
    }
    assert!(labels.len() > 50, "only {} distinct labels", labels.len());
    assert!(game.view(Viewer::Player(5)).is_err());
}
