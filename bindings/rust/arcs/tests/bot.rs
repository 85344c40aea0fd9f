//! The C bots through the safe API: legal play to the end of a game,
//! errors for the wrong seat, determinism, and no peeking at hidden cards.

use arcs::{Bot, Decider, Error, Game, Level, Mode, Viewer};

mod common;
use common::{Pick, MOVE_LIMIT};

#[test]
fn a_bot_plays_a_base_game_to_the_end_against_random() {
    let mut game = Game::new(3, 11).unwrap();
    let mut bot = Bot::builder(1, Level::Easy).seed(2).playouts(1).build().unwrap();
    let mut pick = Pick(5);
    let mut chosen = 0;
    for _ in 0..MOVE_LIMIT {
        match game.current_player() {
            Decider::Nobody => break,
            Decider::Player(1) => {
                let hash = game.state_hash();
                let m = bot.choose(&game).unwrap();
                assert_eq!(game.state_hash(), hash, "choosing changes nothing");
                assert!(game.legal_moves().contains(&m));
                game.apply(m).unwrap();
                chosen += 1;
            }
            _ => {
                let moves = game.legal_moves();
                game.apply(moves[pick.index(moves.len())]).unwrap();
            }
        }
    }
    assert!(game.is_over());
    assert!(chosen > 0);
    assert_eq!(bot.stats().decisions, chosen);
    assert_eq!(bot.choose(&game).unwrap_err(), Error::GameOver);
}

#[test]
fn search_levels_count_their_work() {
    let game = Game::new(2, 3).unwrap();
    let p = game.current_player().player().unwrap();
    assert!(game.legal_moves().len() > 1, "a decision with a choice");
    for level in [Level::Normal, Level::Hard] {
        let mut bot = Bot::builder(p, level).seed(4).playouts(16).max_depth(8).build().unwrap();
        let m = bot.choose(&game).unwrap();
        assert!(game.legal_moves().contains(&m));
        let stats = bot.stats();
        assert_eq!((stats.decisions, stats.last_playouts), (1, 16));
        assert!(stats.tree_nodes > 0);
    }
}

#[test]
fn wrong_seat_and_bad_config_are_errors() {
    let game = Game::new(3, 8).unwrap();
    let p = game.current_player().player().unwrap();
    let mut other = Bot::builder((p + 1) % 3, Level::Easy).playouts(1).build().unwrap();
    let hash = game.state_hash();
    let err = other.choose(&game).unwrap_err();
    assert!(matches!(&err, Error::NotDeciding(d) if d.contains(&format!("Player {} decides now", p + 1))), "{err}");
    assert_eq!(err.status(), arcs_sys::ARCS_E_WRONG_PLAYER);
    assert_eq!(game.state_hash(), hash);
    assert_eq!(other.stats().decisions, 0);
    let mut far = Bot::new(3, Level::Random, 0).unwrap();
    assert!(matches!(far.choose(&game), Err(Error::InvalidArgument(_))));
    assert!(matches!(Bot::new(4, Level::Easy, 0), Err(Error::BadConfig(_))));
    assert!(matches!(Bot::builder(0, Level::Hard).millis(600_001).build(), Err(Error::BadConfig(_))));
    assert!(matches!(Bot::builder(0, Level::Hard).max_depth(100_001).build(), Err(Error::BadConfig(_))));
    assert!(matches!("grandmaster".parse::<Level>(), Err(Error::BadConfig(_))));
    for level in Level::ALL {
        assert_eq!(level.name().parse::<Level>().unwrap(), level);
    }
}

fn play(seed: u64, level: Level) -> Vec<arcs::Move> {
    let mut game = Game::new(2, 17).unwrap();
    let mut bot = Bot::builder(0, level).seed(seed).playouts(8).max_depth(8).build().unwrap();
    let mut pick = Pick(9);
    let mut out = Vec::new();
    for _ in 0..120 {
        let m = match game.current_player() {
            Decider::Nobody => break,
            Decider::Player(0) => {
                let m = bot.choose(&game).unwrap();
                out.push(m);
                m
            }
            _ => {
                let moves = game.legal_moves();
                moves[pick.index(moves.len())]
            }
        };
        game.apply(m).unwrap();
    }
    out
}

#[test]
fn same_seed_same_moves() {
    for level in Level::ALL.into_iter().take(3) {
        let first = play(1, level);
        assert!(!first.is_empty());
        assert_eq!(play(1, level), first, "{level}");
    }
}

/// A copy of the game with everything the deciding player cannot know
/// re-dealt gets the same move from a bot of the same seed and budget
/// (tests/test_bot.c, same_choice_whatever_the_hidden_cards).
#[test]
fn same_choice_whatever_the_hidden_cards() {
    for (mode, players, seed) in [(Mode::Base, 3, 21u64), (Mode::Campaign, 3, 24)] {
        let mut game = Game::builder().players(players).seed(seed).mode(mode).build().unwrap();
        let mut pick = Pick(seed);
        let (mut checked, mut differed) = (0, 0);
        for step in 0..2000u64 {
            if game.is_over() || checked >= 3 {
                break;
            }
            let moves = game.legal_moves();
            if let Decider::Player(p) = game.current_player() {
                if moves.len() > 1 && step % 23 == 0 {
                    let mut other = game.try_clone().unwrap();
                    other.determinize(Viewer::Player(p), seed * 1000 + step).unwrap();
                    differed += usize::from(other.state_hash() != game.state_hash());
                    for level in [Level::Easy, Level::Normal, Level::Hard] {
                        let budget = if level == Level::Easy { 2 } else { 24 };
                        let make = || Bot::builder(p, level).seed(99 + step).playouts(budget).max_depth(12).build().unwrap();
                        let (mut a, mut b) = (make(), make());
                        assert_eq!(a.choose(&game).unwrap(), b.choose(&other).unwrap(), "{mode:?} step {step} {level}");
                        assert_eq!(a.stats().tree_nodes, b.stats().tree_nodes);
                    }
                    checked += 1;
                }
            }
            game.apply(moves[pick.index(moves.len())]).unwrap();
        }
        assert!(checked >= 3, "{mode:?}");
        assert!(differed > 0, "the copies really differed in hidden cards");
    }
}

#[test]
fn bots_run_on_their_own_threads() {
    let alone: Vec<arcs::Move> = (1..=2u64)
        .map(|s| {
            let game = Game::new(2, s).unwrap();
            let p = game.current_player().player().unwrap();
            Bot::builder(p, Level::Normal).seed(5).playouts(64).build().unwrap().choose(&game).unwrap()
        })
        .collect();
    let threads: Vec<_> = (1..=2u64)
        .map(|s| {
            std::thread::spawn(move || {
                let game = Game::new(2, s).unwrap();
                let p = game.current_player().player().unwrap();
                // A bot made here is moved into the thread (Send).
                let mut bot = Bot::builder(p, Level::Normal).seed(5).playouts(64).build().unwrap();
                bot.choose(&game).unwrap()
            })
        })
        .collect();
    let got: Vec<arcs::Move> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    assert_eq!(got, alone);
}
