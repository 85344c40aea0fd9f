//! Persistence: a server restarted on the same database has every game
//! back (same state hash, same views and log) and goes on; bots resume;
//! finished games' replays stay downloadable; a game whose stored moves
//! were tampered with is reported and not served, the others are.

mod common;

use arcs_server::{BotSeat, CreateGame, GameMode, Lobby, NewGame};
use common::{play_random, temp_dir, Pick};

fn easy(seat: usize) -> BotSeat {
    BotSeat { seat, level: "easy".into(), playouts: Some(1) }
}

/// Every seat's view and the public one, as JSON (log included).
fn views(lobby: &Lobby, game: &NewGame) -> Vec<serde_json::Value> {
    let mut out = vec![serde_json::to_value(lobby.public_view(game.id, 0).unwrap()).unwrap()];
    for (seat, token) in game.tokens.iter().enumerate() {
        out.push(serde_json::to_value(lobby.seat_view(game.id, seat, token, 0).unwrap()).unwrap());
    }
    out
}

/// Wait until no bot decides in game `id`.
fn settle(lobby: &Lobby, id: u64) {
    let start = std::time::Instant::now();
    loop {
        let v = lobby.public_view(id, usize::MAX).unwrap();
        if v.over || v.to_move.is_none_or(|s| !v.bots.contains(&s)) {
            return;
        }
        assert!(start.elapsed().as_secs() < 120, "the bot did not move");
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
}

#[test]
fn a_restarted_server_has_every_game_back() {
    let dir = temp_dir("restart");
    let db = dir.join("games.sqlite");
    let mut pick = Pick(3);
    let configs = [
        CreateGame { players: 2, seed: Some(11), ..Default::default() },
        CreateGame { players: 3, seed: Some(12), setup: Some("3p Mix Up".into()), ..Default::default() },
        CreateGame { players: 2, seed: Some(13), bots: vec![easy(1)], ..Default::default() },
        CreateGame { players: 2, mode: GameMode::LeadersAndLore, seed: Some(14), ..Default::default() },
        CreateGame { players: 3, mode: GameMode::Campaign, seed: Some(15), last_act: Some(1), summit_deal_limit: Some(2), ..Default::default() },
    ];
    let mut games = Vec::new();
    let mut before = Vec::new();
    {
        let lobby = Lobby::open(&db, None).unwrap();
        for c in &configs {
            let g = lobby.create(c).unwrap();
            play_random(&lobby, g.id, &g.tokens, 40, &mut pick);
            settle(&lobby, g.id);
            before.push((lobby.state_hash(g.id).unwrap(), views(&lobby, &g)));
            games.push(g);
        }
        // A finished game too.
        let done = lobby.create(&CreateGame { players: 2, seed: Some(16), ..Default::default() }).unwrap();
        play_random(&lobby, done.id, &done.tokens, usize::MAX, &mut pick);
        assert!(lobby.public_view(done.id, 0).unwrap().over);
        games.push(done);
    }
    let done = games.pop().unwrap();

    let lobby = Lobby::open(&db, None).unwrap();
    assert!(lobby.unavailable_games().is_empty());
    assert_eq!(lobby.live_games(), configs.len(), "the unfinished games are rebuilt at once");
    for (g, (hash, v)) in games.iter().zip(&before) {
        assert_eq!(lobby.state_hash(g.id).unwrap(), *hash, "game {}", g.id);
        assert_eq!(&views(&lobby, g), v, "game {}: same views and log after the restart", g.id);
    }
    // They go on: the tokens still work, and the bot of game 3 answers.
    for g in &games {
        let played = play_random(&lobby, g.id, &g.tokens, 30, &mut pick);
        assert!(played > 0 || lobby.public_view(g.id, 0).unwrap().over);
    }
    let bot_game = &games[2];
    settle(&lobby, bot_game.id);
    let after = lobby.public_view(bot_game.id, 0).unwrap();
    let bot_moves = after.log.iter().filter(|e| e.text.starts_with("Player 2:")).count();
    let before_bot = before[2].1[0]["log"].as_array().unwrap().iter().filter(|e| e["text"].as_str().unwrap().starts_with("Player 2:")).count();
    assert!(after.over || bot_moves > before_bot, "the bot played after the restart");
    assert!(lobby.play(bot_game.id, 1, &bot_game.tokens[1], "p1 pass").is_err(), "still a bot's seat");

    // The finished game: its replay, and its views on demand.
    let replay = lobby.replay(done.id).unwrap();
    let rebuilt = arcs::Game::load_replay(&replay).unwrap();
    assert!(rebuilt.is_over());
    let public = lobby.public_view(done.id, 0).unwrap();
    assert!(public.over);
    assert_eq!(public.moves_played, rebuilt.history_len());
    assert_eq!(lobby.state_hash(done.id).unwrap(), rebuilt.state_hash());
    drop(lobby);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_tampered_game_is_reported_and_not_served() {
    let dir = temp_dir("tampered");
    let db = dir.join("games.sqlite");
    let mut pick = Pick(5);
    let (a, b) = {
        let lobby = Lobby::open(&db, None).unwrap();
        let a = lobby.create(&CreateGame { players: 2, seed: Some(1), ..Default::default() }).unwrap();
        let b = lobby.create(&CreateGame { players: 2, seed: Some(2), ..Default::default() }).unwrap();
        play_random(&lobby, a.id, &a.tokens, 20, &mut pick);
        play_random(&lobby, b.id, &b.tokens, 20, &mut pick);
        (a, b)
    };
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        let changed = conn
            .execute("UPDATE moves SET state_hash = state_hash + 1 WHERE game = ?1 AND ply = 5", [a.id as i64])
            .unwrap();
        assert_eq!(changed, 1);
    }
    let lobby = Lobby::open(&db, None).unwrap();
    assert_eq!(lobby.unavailable_games(), vec![a.id]);
    let e = lobby.public_view(a.id, 0).unwrap_err();
    assert_eq!(e.status.as_u16(), 404);
    assert!(e.message.contains("not served"), "{}", e.message);
    assert_eq!(lobby.seat_view(a.id, 0, &a.tokens[0], 0).unwrap_err().status.as_u16(), 404);
    assert!(lobby.play(a.id, 0, &a.tokens[0], "p0 pass").is_err());
    // The other game is fine and goes on.
    assert_eq!(lobby.public_view(b.id, 0).unwrap().moves_played, 20);
    assert_eq!(play_random(&lobby, b.id, &b.tokens, 5, &mut pick), 5);
    drop(lobby);

    // A move text that no longer parses is reported the same way.
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute("UPDATE moves SET move = 'p0 fly' WHERE game = ?1 AND ply = 2", [b.id as i64]).unwrap();
    }
    let lobby = Lobby::open(&db, None).unwrap();
    assert_eq!(lobby.unavailable_games(), vec![a.id, b.id]);
    drop(lobby);
    let _ = std::fs::remove_dir_all(&dir);
}
