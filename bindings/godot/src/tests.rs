//! Unit tests of the conversions, without a Godot engine.

use arcs::{Game, Viewer};

use crate::convert::*;
use crate::tree::Value;

fn list(v: &Value) -> &[Value] {
    v.as_list().expect("a list")
}

#[test]
fn moves_round_trip_through_dictionaries() {
    let mut game = Game::new(3, 11).unwrap();
    for _ in 0..200 {
        if game.is_over() {
            break;
        }
        let moves = legal_moves_value(&game);
        let moves = list(&moves);
        assert_eq!(moves.len(), game.legal_moves().len());
        for (d, &m) in moves.iter().zip(game.legal_moves()) {
            assert_eq!(move_from_value(d).unwrap(), m);
            // Without the text, the raw fields make the same move.
            let Value::Map(entries) = d else { panic!("a map") };
            let raw_only = Value::Map(entries.iter().filter(|(k, _)| k != "text").cloned().collect());
            assert_eq!(move_from_value(&raw_only).unwrap(), m);
            assert_eq!(d.get("text").and_then(Value::as_str).unwrap(), m.to_string());
            assert!(!d.get("label").and_then(Value::as_str).unwrap().is_empty());
            let kind = d.get("kind").and_then(Value::as_str).unwrap();
            assert_eq!(m.to_string().split(' ').nth(1).unwrap(), kind);
            assert_eq!(list(d.get("arguments").unwrap()).len(), 4);
        }
        let pick = &moves[game.history_len() * 7 % moves.len()];
        game.apply(move_from_value(pick).unwrap()).unwrap();
    }
}

#[test]
fn bad_move_dictionaries_are_refused_with_a_reason() {
    let err = move_from_value(&Value::Int(3)).unwrap_err();
    assert!(err.contains("expected a move"), "{err}");
    let err = move_from_value(&Value::from("p0 fly away")).unwrap_err();
    assert!(err.contains("fly away"), "{err}");
    let m = |kind: i64, player: i64, args: Vec<i64>| {
        Value::Map(vec![
            ("kind_id".into(), Value::Int(kind)),
            ("player".into(), Value::Int(player)),
            ("arguments".into(), Value::List(args.into_iter().map(Value::Int).collect())),
        ])
    };
    assert!(move_from_value(&m(1, 0, vec![300])).unwrap_err().contains("out of range"));
    assert!(move_from_value(&m(1, -5, vec![])).unwrap_err().contains("player"));
    assert!(move_from_value(&m(1, 0, vec![1, 2, 3, 4, 5])).unwrap_err().contains("at most 4"));
    assert!(move_from_value(&Value::Map(vec![])).unwrap_err().contains("kind_id"));
    // A chance move's player is -2 in dictionaries.
    let chance = move_from_value(&m(39, -2, vec![0, 0, 0, 0])).unwrap();
    assert_eq!(chance.player(), arcs::Decider::Chance);
}

#[test]
fn config_dictionary() {
    let cfg = |e: Vec<(&str, Value)>| Value::Map(e.into_iter().map(|(k, v)| (k.to_string(), v)).collect());
    let g = builder_from_value(&cfg(vec![("players", Value::Int(4)), ("seed", Value::Int(5))])).unwrap().build().unwrap();
    assert_eq!(g.num_players(), 4);
    assert_eq!(g.state_hash(), Game::new(4, 5).unwrap().state_hash());
    let g = builder_from_value(&cfg(vec![])).unwrap().build().unwrap();
    assert_eq!(g.num_players(), 2);
    let err = builder_from_value(&cfg(vec![("player", Value::Int(3))])).err().unwrap();
    assert!(err.contains("unknown key `player`"), "{err}");
    let err = builder_from_value(&cfg(vec![("players", Value::from("3"))])).err().unwrap();
    assert!(err.contains("must be an int"), "{err}");
    let err = builder_from_value(&cfg(vec![("players", Value::Int(-1))])).err().unwrap();
    assert!(err.contains("negative"), "{err}");
    assert!(builder_from_value(&cfg(vec![("chance", Value::from("dice"))])).is_err());
    assert!(builder_from_value(&Value::Int(1)).is_err());
    // Out-of-range player counts are refused by the engine at build().
    assert!(builder_from_value(&cfg(vec![("players", Value::Int(9))])).unwrap().build().is_err());
    // Explicit chance needs a named setup card and a first player (engine rule).
    assert!(builder_from_value(&cfg(vec![("chance", Value::from("explicit"))])).unwrap().build().is_err());
    let explicit = builder_from_value(&cfg(vec![
        ("chance", Value::from("explicit")),
        ("setup", Value::from("2p Frontiers")),
        ("first_player", Value::Int(1)),
    ]))
    .unwrap()
    .build()
    .unwrap();
    assert_eq!(explicit.current_player(), arcs::Decider::Chance);
    assert_eq!(explicit.setup_name(), "2p Frontiers");
}

#[test]
fn view_dictionary_matches_the_view() {
    let mut game = Game::new(3, 4).unwrap();
    for i in 0..60 {
        let moves = game.legal_moves();
        let m = moves[i * 5 % moves.len()];
        game.apply(m).unwrap();
    }
    let view = game.view(Viewer::Player(0)).unwrap();
    let v = view_to_value(&view);
    assert_eq!(v.get("viewer").unwrap().as_int(), Some(0));
    assert_eq!(v.get("players").unwrap().as_int(), Some(3));
    assert_eq!(v.get("chapter").unwrap().as_int(), Some(i64::from(view.chapter)));
    let systems = list(v.get("systems").unwrap());
    assert_eq!(systems.len(), 24);
    let mut total_ships = 0;
    for (s, sys) in systems.iter().enumerate() {
        assert_eq!(sys.get("index").unwrap().as_int(), Some(s as i64));
        for ship in list(sys.get("ships").unwrap()) {
            let p = ship.get("player").unwrap().as_int().unwrap() as usize;
            assert_eq!(ship.get("fresh").unwrap().as_int(), Some(i64::from(view.systems[s].fresh[p])));
            total_ships += ship.get("fresh").unwrap().as_int().unwrap() + ship.get("damaged").unwrap().as_int().unwrap();
        }
        let b = list(sys.get("buildings").unwrap());
        assert_eq!(b.len(), view.systems[s].building_slots as usize);
    }
    let expected: i64 = (0..24)
        .map(|s| (0..3).map(|p| i64::from(view.systems[s].fresh[p] + view.systems[s].damaged[p])).sum::<i64>())
        .sum();
    assert!(total_ships > 0);
    assert_eq!(total_ships, expected);
    let boards = list(v.get("player_boards").unwrap());
    assert_eq!(boards.len(), 3);
    // Own hand listed by name; Rivals' hands are counts only.
    let own = list(boards[0].get("hand").unwrap());
    assert_eq!(own.len() as i64, boards[0].get("hand_count").unwrap().as_int().unwrap());
    assert!(own.iter().all(|c| c.as_str().is_some_and(|s| s.contains('-'))));
    assert_eq!(boards[1].get("hand"), Some(&Value::Nil));
    assert_eq!(boards[2].get("hand"), Some(&Value::Nil));
    let court = list(v.get("court").unwrap());
    assert_eq!(court.len(), view.court().len());
    assert_eq!(list(v.get("ambitions").unwrap()).len(), view.markers().len());
    let prompt = v.get("decision").unwrap().get("prompt").unwrap().as_str().unwrap();
    assert!(prompt.starts_with("Player"), "{prompt}");
}

#[test]
fn view_dictionary_hides_what_the_seat_may_not_see() {
    // Re-dealing what player 0 cannot see must not change player 0's
    // dictionary; it does change the public-information-free full state.
    for seed in 0..4 {
        let mut game = Game::new(3, seed).unwrap();
        for i in 0..40 {
            let moves = game.legal_moves();
            game.apply(moves[(i * 3 + seed as usize) % moves.len()]).unwrap();
        }
        let before = view_to_value(&game.view(Viewer::Player(0)).unwrap());
        let mut other = game.clone();
        other.determinize(Viewer::Player(0), 99 + seed).unwrap();
        let after = view_to_value(&other.view(Viewer::Player(0)).unwrap());
        assert_eq!(before, after, "seed {seed}");
        let public = view_to_value(&game.view(Viewer::Public).unwrap());
        for b in list(public.get("player_boards").unwrap()) {
            assert_eq!(b.get("hand"), Some(&Value::Nil));
        }
    }
}

#[test]
fn viewer_numbers() {
    assert_eq!(viewer_from_int(-1), Ok(Viewer::Public));
    assert_eq!(viewer_from_int(2), Ok(Viewer::Player(2)));
    assert!(viewer_from_int(-2).is_err());
    assert!(viewer_from_int(4).is_err());
}

#[test]
fn static_data() {
    let map = map_value();
    let systems = list(&map);
    assert_eq!(systems.len(), 24);
    for s in systems {
        let i = s.get("index").unwrap().as_int().unwrap();
        for a in list(s.get("adjacent").unwrap()) {
            let back = &systems[a.as_int().unwrap() as usize];
            assert!(list(back.get("adjacent").unwrap()).contains(&Value::Int(i)), "adjacency of {i}");
        }
        let gate = s.get("kind").unwrap().as_str() == Some("gate");
        assert_eq!(s.get("planet") == Some(&Value::Nil), gate);
    }
    let cards = cards_value();
    let farseers = list(&cards).iter().find(|c| c.get("name").and_then(Value::as_str) == Some("Farseers")).unwrap();
    assert_eq!(farseers.get("kind").unwrap().as_str(), Some("guild"));
}

#[test]
fn a_whole_game_through_dictionaries() {
    let cfg = Value::Map(vec![("players".into(), Value::Int(2)), ("seed".into(), Value::Int(3))]);
    let mut game = builder_from_value(&cfg).unwrap().build().unwrap();
    let mut n = 0usize;
    while !game.is_over() {
        let moves = legal_moves_value(&game);
        let moves = list(&moves);
        n += 1;
        game.apply(move_from_value(&moves[n * 13 % moves.len()]).unwrap()).unwrap();
        assert!(n < 20000);
    }
    let v = view_to_value(&game.view(Viewer::Public).unwrap());
    assert_eq!(v.get("game_over"), Some(&Value::Bool(true)));
    assert_eq!(v.get("winner").unwrap().as_int(), game.winner().map(|w| w as i64));
    assert_eq!(v.get("decision").unwrap().get("player").unwrap().as_int(), Some(-1));
}

#[test]
fn a_replay_steps_from_its_start_through_history_dictionaries() {
    // What the demo does: load a replay, undo all of it, re-apply history().
    let mut game = Game::new(3, 8).unwrap();
    while !game.is_over() {
        let moves = game.legal_moves();
        game.apply(moves[game.history_len() * 11 % moves.len()]).unwrap();
    }
    let mut replay = Game::load_replay(&game.save_replay().unwrap()).unwrap();
    let history: Vec<Value> = replay.history().into_iter().map(|m| move_to_value(m, "")).collect();
    replay.undo(history.len() as u32).unwrap();
    assert_eq!(replay.history_len(), 0);
    for m in &history {
        replay.apply(move_from_value(m).unwrap()).unwrap();
    }
    assert_eq!(replay.state_hash(), game.state_hash());
    assert_eq!(replay.winner(), game.winner());
}

#[test]
fn every_library_status_has_a_godot_error_code() {
    use arcs::Error as E;
    let m: arcs::Move = "p0 pass".parse().unwrap();
    let s = || String::from("detail");
    let table = [
        (E::InvalidArgument(s()), ErrorCode::InvalidParameter),
        (E::BadConfig(s()), ErrorCode::InvalidParameter),
        (E::IllegalMove(m), ErrorCode::InvalidData),
        (E::WrongPlayer(m), ErrorCode::InvalidData),
        (E::GameOver, ErrorCode::InvalidData),
        (E::NoHistory, ErrorCode::InvalidData),
        (E::BufferTooSmall, ErrorCode::Bug),
        (E::Parse(s()), ErrorCode::InvalidParameter),
        (E::OutOfMemory, ErrorCode::OutOfMemory),
        (E::Corrupt(s()), ErrorCode::FileCorrupt),
        (E::Version(s()), ErrorCode::FileCorrupt),
        (E::Unsupported(s()), ErrorCode::Unavailable),
        (E::Internal(s()), ErrorCode::Bug),
    ];
    // One entry per arcs_status after ARCS_OK, in order (1..=ARCS_E_INTERNAL).
    for (i, (e, code)) in table.iter().enumerate() {
        assert_eq!(e.status() as usize, i + 1, "{e:?}");
        assert_eq!(error_code(e), *code, "{e:?}");
    }
    assert_eq!(table.len() as u32, arcs::sys::ARCS_E_INTERNAL);
    assert_eq!(error_code(&E::Unknown(99)), ErrorCode::Bug);
    // The library's own refusal comes back as the matching code.
    let mut game = Game::new(2, 3).unwrap();
    let bad: arcs::Move = "p1 pass".parse().unwrap();
    let err = game.apply(bad).unwrap_err();
    assert_eq!(error_code(&err), ErrorCode::InvalidData);
    let err = Game::builder().load_state(b"not a state").unwrap_err();
    assert_eq!(error_code(&err), ErrorCode::FileCorrupt);
}

#[test]
fn leaders_lore_play_areas_and_draft_in_the_view_dictionary() {
    let config = Value::Map(vec![
        ("players".into(), Value::Int(3)),
        ("seed".into(), Value::Int(5)),
        ("mode".into(), Value::from("leaders-lore")),
    ]);
    let mut game = builder_from_value(&config).unwrap().build().unwrap();
    let v = view_to_value(&game.view(Viewer::Player(0)).unwrap());
    let draft = v.get("draft").unwrap();
    assert_eq!(list(draft.get("leaders").unwrap()).len(), 4);
    assert_eq!(draft.get("picks_total").unwrap().as_int(), Some(6));
    // The draft moves carry labels naming the card taken.
    for m in list(&legal_moves_value(&game)) {
        assert!(m.get("label").and_then(Value::as_str).unwrap().starts_with("Take the "));
    }
    while game.view(Viewer::Public).unwrap().draft.active != 0 {
        let m = game.legal_moves()[0];
        game.apply(m).unwrap();
    }
    for viewer in [Viewer::Public, Viewer::Player(0), Viewer::Player(2)] {
        let v = view_to_value(&game.view(viewer).unwrap());
        assert_eq!(v.get("draft"), Some(&Value::Nil));
        for board in list(v.get("player_boards").unwrap()) {
            let leader = board.get("leader").unwrap();
            let index = leader.get("index").unwrap().as_int().unwrap();
            assert_eq!(arcs::data::card(index as usize).unwrap().kind, arcs::data::CardKind::Leader);
            assert_eq!(list(board.get("lore").unwrap()).len(), 1);
            assert_eq!(list(board.get("play_area").unwrap()).len(), 2);
        }
    }
    let bad = Value::Map(vec![("mode".into(), Value::from("campaign-ish"))]);
    assert!(matches!(builder_from_value(&bad), Err(e) if e.contains("mode")));
}

#[test]
fn config_dictionary_lore_each_and_campaign() {
    let cfg = |e: Vec<(&str, Value)>| Value::Map(e.into_iter().map(|(k, v)| (k.to_string(), v)).collect());
    // The two-lore variant: the draft takes 3 picks per player.
    let g = builder_from_value(&cfg(vec![
        ("mode", Value::from("leaders-lore")),
        ("lore_each", Value::Int(2)),
        ("players", Value::Int(3)),
    ]))
    .unwrap()
    .build()
    .unwrap();
    let v = view_to_value(&g.view(Viewer::Public).unwrap());
    assert_eq!(v.get("draft").unwrap().get("lore_each").unwrap().as_int(), Some(2));
    assert_eq!(v.get("draft").unwrap().get("picks_total").unwrap().as_int(), Some(9));
    // lore_each 2 is the Leaders & Lore variant only (engine: BadConfig).
    assert!(builder_from_value(&cfg(vec![("lore_each", Value::Int(2))])).unwrap().build().is_err());
    assert!(builder_from_value(&cfg(vec![("lore_each", Value::Int(-1))])).is_err());
    // The campaign needs no allow_incomplete (kept, ignored; still a bool).
    assert!(builder_from_value(&cfg(vec![("mode", Value::from("campaign"))])).unwrap().build().is_ok());
    let err = builder_from_value(&cfg(vec![("allow_incomplete", Value::Int(1))])).err().unwrap();
    assert!(err.contains("bool"), "{err}");
    let err = builder_from_value(&cfg(vec![("summit_deal_limit", Value::Int(300))])).err().unwrap();
    assert!(err.contains("summit_deal_limit"), "{err}");
    let campaign = cfg(vec![
        ("mode", Value::from("campaign")),
        ("summit_deal_limit", Value::Int(2)),
        ("players", Value::Int(3)),
        ("first_player", Value::Int(0)),
    ]);
    let mut g = builder_from_value(&campaign).unwrap().build().unwrap();
    assert_eq!(g.view(Viewer::Public).unwrap().mode, arcs::sys::ARCS_MODE_CAMPAIGN);
    // The Fates dealt: named for their player, "hidden" for every other viewer.
    let fates = |g: &Game, viewer: Viewer, p: usize, key: &str| -> Value {
        view_to_value(&g.view(viewer).unwrap()).get("player_boards").map(|b| list(b)[p].get(key).unwrap().clone()).unwrap()
    };
    for p in 0..3 {
        let own = fates(&g, Viewer::Player(p), p, "fate_dealt");
        assert_eq!(list(&own).len(), 2);
        for c in list(&own) {
            let index = c.get("index").unwrap().as_int().unwrap();
            assert_eq!(arcs::data::card(index as usize).unwrap().kind, arcs::data::CardKind::Fate);
        }
        for viewer in [Viewer::Public, Viewer::Player((p + 1) % 3)] {
            assert_eq!(fates(&g, viewer, p, "fate_dealt"), Value::List(vec![Value::from("hidden"), Value::from("hidden")]));
            assert_eq!(fates(&g, viewer, p, "fate"), Value::Nil);
        }
    }
    // Keep the first Fate each: hidden from Rivals until all have chosen,
    // in the view and in ArcsGame.fate(player, viewer).
    assert!(fate_value(&g, 3, 0).is_err());
    assert!(fate_value(&g, 0, 3).is_err());
    assert!(fate_value(&g, -1, 0).is_err());
    assert_eq!(fate_value(&g, 0, 0).unwrap(), Value::Nil);
    for p in 0..3 {
        let m = g.legal_moves()[0];
        g.apply(m).unwrap();
        let own = fate_value(&g, p as i64, p as i64).unwrap();
        assert_eq!(own, list(&fates(&g, Viewer::Player(p), p, "fate_dealt"))[0].clone());
        if p < 2 {
            assert_eq!(fates(&g, Viewer::Public, p, "fate"), Value::from("hidden"));
            for viewer in (-1..3).filter(|&v| v != p as i64) {
                assert_eq!(fate_value(&g, p as i64, viewer).unwrap(), Value::from("hidden"), "p{p} seen by {viewer}");
            }
        }
    }
    for p in 0..3 {
        for viewer in -1..3 {
            assert_eq!(fate_value(&g, p, viewer).unwrap(), fate_value(&g, p, p).unwrap());
        }
    }
    assert!(fate_value(&Game::new(2, 1).unwrap(), 0, 0).is_err());
    for p in 0..3 {
        let kept = fates(&g, Viewer::Public, p, "fate");
        assert_eq!(kept, list(&fates(&g, Viewer::Player(p), p, "fate_dealt"))[0].clone());
        assert_eq!(fates(&g, Viewer::Public, p, "title"), Value::from("regent"));
    }
}

/// The campaign record through the config Dictionary and `record_info`:
/// `last_act` stops the game at the Act boundary, the record saved there
/// is summarized, round-trips through JSON, and (no Fate plays Act II yet)
/// is refused by `new_game` with the Fates named.
#[test]
fn config_dictionary_last_act_and_record() {
    let cfg = |e: Vec<(&str, Value)>| Value::Map(e.into_iter().map(|(k, v)| (k.to_string(), v)).collect());
    let campaign = |extra: Vec<(&str, Value)>| {
        let mut e = vec![("mode", Value::from("campaign")), ("players", Value::Int(3)), ("seed", Value::Int(11))];
        e.extend(extra);
        cfg(e)
    };
    let err = builder_from_value(&campaign(vec![("last_act", Value::Int(-1))])).err().unwrap();
    assert!(err.contains("last_act"), "{err}");
    assert!(builder_from_value(&campaign(vec![("last_act", Value::Int(4))])).unwrap().build().is_err());
    let err = builder_from_value(&campaign(vec![("record", Value::Int(1))])).err().unwrap();
    assert!(err.contains("record"), "{err}");

    let mut g = builder_from_value(&campaign(vec![("last_act", Value::Int(1)), ("summit_deal_limit", Value::Int(2))]))
        .unwrap()
        .build()
        .unwrap();
    assert_eq!(g.act_boundary(), Some(false));
    let err = g.save_record().unwrap_err();
    assert_eq!(error_code(&err), ErrorCode::Unavailable);
    let mut pick = 11u64;
    while !g.is_over() {
        let moves = g.legal_moves();
        pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let m = moves[(pick >> 33) as usize % moves.len()];
        g.apply(m).unwrap();
    }
    assert_eq!(g.act_boundary(), Some(true));
    let record = g.save_record().unwrap();

    let info = record_info_value(&record).unwrap();
    assert_eq!(info.get("completed_act").unwrap().as_int(), Some(1));
    assert_eq!(info.get("next_act").unwrap().as_int(), Some(2));
    assert_eq!(info.get("players").unwrap().as_int(), Some(3));
    let fates = list(info.get("fates").unwrap());
    assert_eq!(fates.len(), 3);
    for (p, f) in fates.iter().enumerate() {
        assert_eq!(f, &fate_value(&g, p as i64, p as i64).unwrap(), "player {p}");
    }
    let json = arcs::record_to_json(&record).unwrap();
    assert_eq!(arcs::record_from_json(&json).unwrap(), record);

    // Every Fate plays Act II: the next Act starts from the record, binary or JSON.
    for form in [Value::Bytes(record.clone()), Value::Str(json)] {
        let next = builder_from_value(&campaign(vec![("record", form)])).unwrap().build().unwrap();
        assert_eq!(next.act(), Some(2));
    }
    let err = record_info_value(&record[..record.len() - 2]).unwrap_err();
    assert_eq!(error_code(&err), ErrorCode::FileCorrupt);
    let err = builder_from_value(&cfg(vec![("players", Value::Int(3)), ("record", Value::Bytes(record))]))
        .unwrap()
        .build()
        .unwrap_err();
    assert_eq!(error_code(&err), ErrorCode::InvalidParameter);
}
