//! Behaviour of the safe API over whole games: errors leave the game
//! unchanged, undo and replays restore exact states, observations and
//! determinized worlds keep hidden information hidden, and the C side's
//! answers agree with the Rust wrappers.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use arcs::{proto, Chance, Decider, Error, Game, History, Mode, Move, ReplayInfo, Viewer};
use prost::Message;

mod common;
use common::{play_out, play_some, Pick, MOVE_LIMIT};

#[test]
fn full_games_end_with_a_winner() {
    for players in 2..=4 {
        let mut game = Game::new(players, 100 + players as u64).unwrap();
        play_out(&mut game, players as u64);
        assert!(game.is_over());
        assert_eq!(game.current_player(), Decider::Nobody);
        assert!(game.legal_moves().is_empty());
        let winner = game.winner().expect("winner");
        assert!(winner < players);
        let err = game.apply("p0 pass".parse().unwrap()).unwrap_err();
        assert!(matches!(err, Error::GameOver | Error::WrongPlayer(_)), "{err:?}");
    }
}

#[test]
fn legal_moves_match_the_copying_c_call() {
    let mut game = Game::new(3, 5).unwrap();
    let mut pick = Pick(9);
    for _ in 0..300 {
        let mut buf = vec![arcs::sys::arcs_move::default(); arcs::sys::ARCS_MAX_LEGAL_MOVES as usize];
        let mut count = 0usize;
        let status =
            unsafe { arcs::sys::arcs_legal_moves(game.as_ptr(), buf.as_mut_ptr(), buf.len(), &mut count) };
        assert_eq!(status, arcs::sys::ARCS_OK);
        let copied: Vec<Move> = buf[..count].iter().map(|&m| Move::from_raw(m)).collect();
        assert_eq!(game.legal_moves(), copied.as_slice());
        // The moves of one decision are distinct values (Eq and Hash compare all of a move).
        assert_eq!(copied.iter().collect::<HashSet<_>>().len(), copied.len());
        let m = copied[pick.index(copied.len())];
        game.apply(m).unwrap();
    }
}

#[test]
fn every_legal_move_round_trips_through_text_bytes_and_serde() {
    let mut game = Game::new(4, 12).unwrap();
    let mut pick = Pick(1);
    let mut seen = HashSet::new();
    for _ in 0..1500 {
        if game.is_over() {
            break;
        }
        for &m in game.legal_moves() {
            if !seen.insert(m) {
                continue;
            }
            let text = m.to_string();
            assert_eq!(text.parse::<Move>().unwrap(), m, "{text}");
            assert_eq!(Move::from_bytes(&m.to_bytes()).unwrap(), m, "{text}");
            let json = serde_json::to_string(&m).unwrap();
            assert_eq!(json, format!("{text:?}"));
            assert_eq!(serde_json::from_str::<Move>(&json).unwrap(), m);
            assert_eq!(m.player(), game.current_player());
        }
        let moves = game.legal_moves();
        game.apply(moves[pick.index(moves.len())]).unwrap();
    }
    assert!(seen.len() > 100, "only {} distinct moves seen", seen.len());
    assert!(serde_json::from_str::<Move>("\"p0 no such move\"").is_err());
    assert!(serde_json::from_str::<Move>("17").is_err());
}

#[test]
fn bad_input_is_an_error_and_changes_nothing() {
    let mut game = Game::new(2, 21).unwrap();
    play_some(&mut game, 40, 3);
    let hash = game.state_hash();
    let saved = game.save_state().unwrap();
    let history = game.history();
    let who = game.current_player().player().unwrap();

    // A move of the other player: the right error, the move in it.
    let other = game.legal_moves()[0].to_string().replacen(&format!("p{who}"), &format!("p{}", 1 - who), 1);
    let wrong: Move = other.parse().unwrap();
    assert_eq!(game.apply(wrong), Err(Error::WrongPlayer(wrong)));
    assert!(Error::WrongPlayer(wrong).to_string().contains(&other));

    // A move of the right player that is not legal now.
    let legal: HashSet<Move> = game.legal_moves().iter().copied().collect();
    let illegal = ["pass", "lead Aggression-4", "end-turn", "declare tycoon", "mulligan"]
        .iter()
        .filter_map(|t| format!("p{who} {t}").parse::<Move>().ok())
        .find(|m| !legal.contains(m))
        .expect("some move is illegal now");
    assert_eq!(game.apply(illegal), Err(Error::IllegalMove(illegal)));
    assert!(game.last_error().contains(&illegal.to_string()), "{}", game.last_error());

    assert_eq!(game.undo(10_000), Err(Error::NoHistory));
    // Loaders say which check failed, after what was being read.
    match game.restore_state(&saved[..saved.len() / 2]) {
        Err(Error::Corrupt(detail)) => assert!(detail.len() > "state: ".len() && detail.starts_with("state: "), "{detail}"),
        other => panic!("{other:?}"),
    }
    match Game::load_replay(&saved) {
        Err(e @ Error::Corrupt(_)) => assert!(e.to_string().contains("replay: "), "{e}"),
        other => panic!("{other:?}"),
    }
    let mut flipped = saved.clone();
    flipped[10] ^= 0x40;
    assert!(game.restore_state(&flipped).is_err());
    assert!(matches!(game.observation(Viewer::Player(2)), Err(Error::InvalidArgument(_))));
    assert!(matches!(game.determinize(Viewer::Player(7), 1), Err(Error::InvalidArgument(_))));
    match game.copy_state_from(&Game::new(4, 1).unwrap()) {
        Err(Error::InvalidArgument(detail)) => assert!(!detail.is_empty()),
        other => panic!("{other:?}"),
    }
    assert!(game.chance_probability(game.legal_moves()[0]).is_err());

    assert_eq!(game.state_hash(), hash);
    assert_eq!(game.save_state().unwrap(), saved);
    assert_eq!(game.history(), history);

    // Config and parse errors.
    assert!(matches!(Game::new(1, 0), Err(Error::BadConfig(_))));
    assert!(matches!(Game::builder().players(2).setup("4p Mix Up 1").build(), Err(Error::BadConfig(_))));
    assert!(matches!(Game::builder().setup("no\0such").build(), Err(Error::BadConfig(_))));
    // One rule for setup names in every mode: "Random" (any case) accepted,
    // "" refused with the library's reason; the campaign refuses a card.
    for mode in [Mode::Base, Mode::LeadersLore, Mode::Campaign] {
        assert!(Game::builder().mode(mode).setup("Random").build().is_ok());
        match Game::builder().mode(mode).setup("").build() {
            Err(Error::BadConfig(why)) => assert!(why.contains("empty setup name"), "{why}"),
            other => panic!("{mode:?}: {:?}", other.map(|_| ())),
        }
    }
    match Game::builder().mode(Mode::Campaign).setup("4p Mix Up 1").build() {
        Err(Error::BadConfig(why)) => assert!(why.contains("the campaign uses no setup card"), "{why}"),
        other => panic!("{:?}", other.map(|_| ())),
    }
    assert!(matches!(Game::builder().players(2).first_player(2).build(), Err(Error::BadConfig(_))));
    assert!(matches!("".parse::<Move>(), Err(Error::Parse(_))));
    assert!(matches!("p0 pass\0".parse::<Move>(), Err(Error::Parse(_))));
    assert!(Move::from_bytes(&[]).is_err());
}

#[test]
fn undo_restores_every_earlier_state() {
    let mut game = Game::new(3, 8).unwrap();
    let mut hashes = vec![game.state_hash()];
    let mut pick = Pick(4);
    for _ in 0..400 {
        let moves = game.legal_moves();
        game.apply(moves[pick.index(moves.len())]).unwrap();
        hashes.push(game.state_hash());
    }
    game.undo(150).unwrap();
    assert_eq!(game.state_hash(), hashes[250]);
    for back in (0..250).rev() {
        game.undo(1).unwrap();
        assert_eq!(game.state_hash(), hashes[back]);
    }
    assert_eq!(game.history_len(), 0);
}

#[test]
fn clones_are_independent_and_send() {
    let mut game = Game::new(2, 30).unwrap();
    play_some(&mut game, 25, 1);
    let copy = game.clone();
    let hash = copy.state_hash();
    play_some(&mut game, 25, 2);
    assert_eq!(copy.state_hash(), hash);
    assert_eq!(copy.history().len(), 25);

    // A game moves to another thread and plays on there.
    let handle = std::thread::spawn(move || {
        let mut copy = copy;
        play_out(&mut copy, 5);
        copy.winner()
    });
    assert!(handle.join().unwrap().is_some());
    drop(game);
}

#[test]
fn replays_and_states_round_trip() {
    let log = Arc::new(Mutex::new(Vec::<String>::new()));
    let sink = log.clone();
    let mut game = Game::builder()
        .players(3)
        .seed(77)
        .log(move |line| sink.lock().unwrap().push(line.to_string()))
        .build()
        .unwrap();
    play_out(&mut game, 7);
    let lines = log.lock().unwrap().len();
    assert!(lines > 0);

    let replay = game.save_replay().unwrap();
    let info = ReplayInfo::read(&replay).unwrap();
    assert_eq!(info.players, 3);
    assert_eq!(info.seed, 77);
    assert_eq!(info.moves, game.history_len());
    assert_eq!(info.final_hash, game.state_hash());
    assert_eq!(info.engine_version, arcs::library_version());
    assert!(!info.from_state);

    let again = Game::load_replay(&replay).unwrap();
    assert_eq!(again.state_hash(), game.state_hash());
    assert_eq!(again.history(), game.history());
    assert_eq!(again.winner(), game.winner());

    // The decoded message agrees with the header.
    let decoded = proto::Replay::decode(replay.as_slice()).unwrap();
    assert_eq!(decoded.moves.len(), info.moves);
    assert_eq!(decoded.config.unwrap().seed, 77);

    // A loaded state is the same game; a replay from it starts from it.
    let mut middle = Game::new(2, 3).unwrap();
    play_some(&mut middle, 60, 8);
    let state = middle.save_state().unwrap();
    let mut loaded = Game::builder().history(History::Full).load_state(&state).unwrap();
    assert_eq!(loaded.state_hash(), middle.state_hash());
    assert_eq!(loaded.history_len(), 0);
    play_some(&mut loaded, 30, 9);
    let replay = loaded.save_replay().unwrap();
    assert!(ReplayInfo::read(&replay).unwrap().from_state);
    assert_eq!(Game::load_replay(&replay).unwrap().state_hash(), loaded.state_hash());

    // A corrupted replay is refused.
    let mut bad = replay.clone();
    let last = bad.len() - 1;
    bad[last] ^= 1;
    assert!(Game::load_replay(&bad).is_err());
    assert!(ReplayInfo::read(&bad).is_err());
}

/// Hand cards (bit c of the GameState hand mask) of every player.
fn hands(game: &Game) -> Vec<Vec<u32>> {
    let state = proto::GameState::decode(game.save_state().unwrap().as_slice()).unwrap();
    state
        .players
        .iter()
        .take(game.num_players())
        .map(|p| (0..28).filter(|c| p.hand & (1 << c) != 0).collect())
        .collect()
}

#[test]
fn observations_hide_rivals_hands() {
    let mut game = Game::new(4, 44).unwrap();
    let mut pick = Pick(6);
    for step in 0..600 {
        if game.is_over() {
            break;
        }
        if step % 50 == 0 {
            let hands = hands(&game);
            for viewer in 0..4 {
                let obs = game.observation(Viewer::Player(viewer)).unwrap();
                assert_eq!(obs.viewer, viewer as i32);
                for (p, view) in obs.players.iter().enumerate() {
                    assert_eq!(view.hand_count as usize, hands[p].len());
                    if p == viewer {
                        assert_eq!(view.hand, hands[p]);
                    } else {
                        assert!(view.hand.is_empty(), "player {viewer} sees player {p}'s hand");
                    }
                }
                let decides = game.current_player() == Decider::Player(viewer);
                assert_eq!(obs.legal_moves.len(), if decides { game.legal_moves().len() } else { 0 });
            }
            let public = game.observation(Viewer::Public).unwrap();
            assert!(public.players.iter().all(|p| p.hand.is_empty()));
            assert!(public.legal_moves.is_empty());
        }
        let moves = game.legal_moves();
        game.apply(moves[pick.index(moves.len())]).unwrap();
    }
}

#[test]
fn determinize_keeps_the_observation_and_redeals_the_rest() {
    let mut game = Game::new(3, 90).unwrap();
    play_some(&mut game, 30, 2);
    let before = hands(&game);
    let mut changed = false;
    for seed in 0..8 {
        let mut world = game.clone();
        world.determinize(Viewer::Player(0), seed).unwrap();
        assert_eq!(
            world.observation_bytes(Viewer::Player(0)).unwrap(),
            game.observation_bytes(Viewer::Player(0)).unwrap()
        );
        assert_eq!(world.history_len(), 0);
        let after = hands(&world);
        assert_eq!(after[0], before[0], "the viewer's own hand is kept");
        changed |= after[1] != before[1] || after[2] != before[2];
        play_out(&mut world, seed);
    }
    assert!(changed, "no seed re-dealt a Rival's hand");
}

#[test]
fn explicit_chance_lists_outcomes_with_probabilities() {
    let mut game = Game::builder()
        .players(2)
        .setup("2p Frontiers")
        .first_player(1)
        .chance(Chance::Explicit)
        .seed(3)
        .build()
        .unwrap();
    let mut pick = Pick(12);
    let mut chance_decisions = 0;
    for _ in 0..MOVE_LIMIT {
        if game.is_over() {
            break;
        }
        if game.current_player() == Decider::Chance {
            chance_decisions += 1;
            let outcomes = game.chance_outcomes();
            assert_eq!(outcomes.len(), game.legal_moves().len());
            let total: f64 = outcomes.iter().map(|(_, p)| p).sum();
            assert!((total - 1.0).abs() < 1e-9, "{total}");
            assert!(outcomes.iter().all(|(m, _)| m.player() == Decider::Chance));
            let (m, _) = outcomes[pick.index(outcomes.len())];
            game.apply(m).unwrap();
        } else {
            assert!(game.chance_outcomes().is_empty());
            let moves = game.legal_moves();
            game.apply(moves[pick.index(moves.len())]).unwrap();
        }
    }
    assert!(game.is_over());
    assert!(chance_decisions > 12, "{chance_decisions}");
    // Replays of explicit-chance games carry the outcomes.
    let again = Game::load_replay(&game.save_replay().unwrap()).unwrap();
    assert_eq!(again.state_hash(), game.state_hash());
}

#[test]
fn observation_serializes_to_json() {
    let game = Game::new(2, 1).unwrap();
    let obs = game.observation(Viewer::Player(0)).unwrap();
    let json = serde_json::to_value(&obs).unwrap();
    assert_eq!(json["num_players"], 2);
    let back: proto::Observation = serde_json::from_value(json).unwrap();
    assert_eq!(back, obs);
}

#[test]
fn wire_messages_are_in_the_versioned_package() {
    use prost::Name;
    assert_eq!(proto::Observation::PACKAGE, "arcs.v1");
    assert_eq!(proto::Observation::full_name(), "arcs.v1.Observation");
    assert_eq!(proto::GameState::full_name(), "arcs.v1.GameState");
    // The package name is not in the bytes: what the C library wrote
    // decodes, and prost's encoding of it decodes to the same message.
    let game = Game::new(3, 5).unwrap();
    let bytes = game.save_state().unwrap();
    let state = proto::GameState::decode(bytes.as_slice()).unwrap();
    assert_eq!(state.num_players, 3);
    assert_eq!(proto::GameState::decode(state.encode_to_vec().as_slice()).unwrap(), state);
}

/// A config the library refuses gives its reason (`arcs_game_new_ex`): the
/// field named, with the builder's config.
#[test]
fn config_errors_carry_the_library_reason() {
    match Game::builder().players(5).build() {
        Err(Error::BadConfig(detail)) => assert!(detail.contains("players 5: 2, 3 or 4"), "{detail}"),
        other => panic!("{other:?}"),
    }
}

/// The builder's Leaders & Lore `lore_each` (the two-lore variant) and the
/// campaign's config (`summit_deals`; no `allow_incomplete` needed) reach the engine.
#[test]
fn builder_lore_each_and_campaign_config() {
    use arcs::{Mode, SummitDeals};
    for (lore_each, picks) in [(1, 6), (2, 9)] {
        let game = Game::builder().mode(Mode::LeadersLore).players(3).lore_each(lore_each).build().unwrap();
        let view = game.view(Viewer::Public).unwrap();
        assert_eq!((view.draft.lore_each, view.draft.picks_total), (lore_each as i32, picks));
        assert_eq!(view.draft.lore_places, 3 * lore_each as i32 + 1);
    }
    assert!(matches!(Game::builder().lore_each(2).build(), Err(Error::BadConfig(_))));
    assert!(matches!(Game::builder().mode(Mode::LeadersLore).lore_each(3).build(), Err(Error::BadConfig(_))));
    for bad in [SummitDeals::AtMost(0), SummitDeals::AtMost(255)] {
        let built = Game::builder().mode(Mode::Campaign).summit_deals(bad).build();
        assert!(matches!(built, Err(Error::BadConfig(_))), "{bad:?}");
    }
    // A campaign game with a deal limit plays to its end (every Summit ends).
    let mut game = Game::builder()
        .mode(Mode::Campaign)
        
        .players(2)
        .seed(7)
        .summit_deals(SummitDeals::AtMost(2))
        .build()
        .unwrap();
    assert_eq!(game.view(Viewer::Public).unwrap().mode, arcs::sys::ARCS_MODE_CAMPAIGN);
    play_out(&mut game, 7);
    assert!(game.is_over());
    let no_talks =
        Game::builder().mode(Mode::Campaign).summit_deals(SummitDeals::NoNegotiations).build();
    assert!(no_talks.is_ok());
}

/// The campaign's Fates in the view: a player's two dealt Fates to that
/// player only; the kept ones to everyone once all have chosen.
#[test]
fn campaign_fates_in_the_view_stay_secret() {
    let hidden = arcs::sys::ARCS_CARD_HIDDEN;
    let mut game =
        Game::builder().mode(arcs::Mode::Campaign).players(3).first_player(0).build().unwrap();
    let own: Vec<[i32; 2]> =
        (0..3).map(|p| game.view(Viewer::Player(p)).unwrap().players()[p].fate_dealt).collect();
    for (p, dealt) in own.iter().enumerate() {
        for viewer in [Viewer::Public, Viewer::Player((p + 1) % 3)] {
            assert_eq!(game.view(viewer).unwrap().players()[p].fate_dealt, [hidden, hidden]);
        }
        assert!(dealt.iter().all(|&c| arcs::data::card(c as usize).unwrap().kind == arcs::data::CardKind::Fate));
    }
    for (p, dealt) in own.iter().enumerate() {
        let keep = *game.legal_moves().iter().find(|m| m.to_string() == format!("p{p} fate 1")).unwrap();
        let name = arcs::data::card(dealt[1] as usize).unwrap().name;
        assert!(game.move_label(keep).unwrap().contains(name));
        game.apply(keep).unwrap();
        if p < 2 {
            assert_eq!(game.view(Viewer::Public).unwrap().players()[p].fate, hidden);
        }
    }
    for viewer in [Viewer::Public, Viewer::Player(0)] {
        let view = game.view(viewer).unwrap();
        for (pv, dealt) in view.players().iter().zip(&own) {
            assert_eq!(pv.fate, dealt[1]);
            assert_eq!(pv.title, arcs::sys::ARCS_TITLE_REGENT);
        }
    }
}

/// The campaign queries (`arcs_act`, `arcs_fate`, `arcs_is_regent`,
/// `arcs_first_regent`, `arcs_objective_progress`): a Rival's Fate stays
/// hidden for another viewer until every player chose; bad players and
/// other modes are refused; a played-out game reports each objective.
#[test]
fn campaign_queries_keep_a_rivals_fate_hidden() {
    use arcs::{Fate, Mode, SummitDeals};
    let base = Game::new(3, 1).unwrap();
    assert_eq!((base.act(), base.first_regent(), base.is_regent(0), base.objective_progress(0)), (None, None, None, None));
    assert!(matches!(base.fate(0, None), Err(Error::InvalidArgument(_))));

    let mut game = Game::builder()
        .mode(Mode::Campaign)
        .players(3)
        .first_player(0)
        .seed(3)
        .summit_deals(SummitDeals::AtMost(2))
        .build()
        .unwrap();
    assert_eq!(game.act(), Some(1));
    for p in 0..3 {
        assert!(game.is_regent(p).is_some());
        assert_eq!(game.fate(p, None).unwrap(), None);
        assert_eq!(game.objective_progress(p), None);
    }
    assert_eq!(game.is_regent(3), None);
    assert!(matches!(game.fate(3, None), Err(Error::InvalidArgument(_))));
    assert!(matches!(game.fate(0, Some(3)), Err(Error::InvalidArgument(_))));
    let dealt: Vec<[i32; 2]> = (0..3).map(|p| game.view(Viewer::Player(p)).unwrap().players()[p].fate_dealt).collect();
    for (p, dealt) in dealt.iter().enumerate() {
        let hash = game.state_hash();
        let keep = *game.legal_moves().iter().find(|m| m.to_string() == format!("p{p} fate 0")).unwrap();
        game.apply(keep).unwrap();
        let kept = Fate::Card(dealt[0] as usize);
        assert_eq!(game.fate(p, Some(p)).unwrap(), Some(kept));
        assert_eq!(game.fate(p, None).unwrap(), Some(kept));
        if p < 2 {
            // A Rival's choice before the reveal: hidden from every other seat.
            for rival in (0..3).filter(|&r| r != p) {
                assert_eq!(game.fate(p, Some(rival)).unwrap(), Some(Fate::Hidden), "p{p} seen by p{rival}");
            }
            assert_ne!(game.state_hash(), hash);
        }
    }
    // Everyone chose: revealed to all.
    for (p, d) in dealt.iter().enumerate() {
        for viewer in 0..3 {
            assert_eq!(game.fate(p, Some(viewer)).unwrap(), Some(Fate::Card(d[0] as usize)));
        }
        assert_eq!(arcs::data::card(d[0] as usize).unwrap().kind, arcs::data::CardKind::Fate);
    }
    play_out(&mut game, 3);
    assert!(game.is_over());
    for p in 0..3 {
        let marker = game.objective_progress(p);
        assert!(marker.is_some(), "p{p}: objective result at the end");
        assert!(game.is_regent(p).is_some());
    }
    if let Some(r) = game.first_regent() {
        assert_eq!(game.is_regent(r), Some(true));
    }
}

/// A Move that does not decode carries the library's reason.
#[test]
fn move_from_bytes_gives_the_reason() {
    let good = Game::new(2, 1).unwrap().legal_moves()[0];
    assert_eq!(arcs::Move::from_bytes(&good.to_bytes()).unwrap(), good);
    for bad in [&[0xff, 0xff][..], &[0u8; 40][..]] {
        let err = arcs::Move::from_bytes(bad).unwrap_err();
        let detail = match &err {
            Error::Corrupt(d) | Error::Version(d) | Error::InvalidArgument(d) => d.clone(),
            other => panic!("{other:?}"),
        };
        assert!(detail.starts_with("move: ") && detail.len() > "move: ".len(), "{bad:?}: {detail}");
    }
}
