//! Bot seats: the server plays a bot's seat by itself, a client plays the
//! others, and nobody may send a move for the bot.

use std::time::{Duration, Instant};

use arcs_server::{BotSeat, CreateGame, Lobby, SeatView};

fn easy(seat: usize) -> BotSeat {
    BotSeat { seat, level: "easy".into(), playouts: Some(1) }
}

/// The seat's view once the seat decides or the game is over (the bots
/// move on their own thread).
fn wait_for_turn(lobby: &Lobby, id: u64, seat: usize, token: &str) -> SeatView {
    let start = Instant::now();
    loop {
        let view = lobby.seat_view(id, seat, token, 0).unwrap();
        if view.over || view.to_move == Some(seat) {
            return view;
        }
        assert!(start.elapsed() < Duration::from_secs(120), "the bot did not move: {view:?}");
        std::thread::sleep(Duration::from_millis(1));
    }
}

#[test]
fn a_client_plays_a_whole_game_against_a_bot_seat() {
    let lobby = Lobby::in_memory();
    let game = lobby.create(&CreateGame { players: 2, seed: Some(12), bots: vec![easy(1)], ..Default::default() }).unwrap();
    let mut pick = 7u64;
    let mut mine = 0;
    let mut refused_bot_move = false;
    loop {
        let view = wait_for_turn(&lobby, game.id, 0, &game.tokens[0]);
        if view.over {
            assert!(view.winner.is_some());
            break;
        }
        if !refused_bot_move {
            // The bot's own token cannot send a move for it.
            let e = lobby.play(game.id, 1, &game.tokens[1], "p1 pass").unwrap_err();
            assert_eq!(e.status.as_u16(), 403, "{}", e.message);
            refused_bot_move = true;
        }
        pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let m = view.legal_moves[(pick >> 33) as usize % view.legal_moves.len()];
        lobby.play(game.id, 0, &game.tokens[0], &m.to_string()).unwrap();
        mine += 1;
        assert!(mine < 50_000, "the game did not end");
    }
    let public = lobby.public_view(game.id, 0).unwrap();
    assert!(public.moves_played > mine, "the bot moved too");
    assert!(!lobby.replay(game.id).unwrap().is_empty());
}

#[test]
fn bots_alone_play_to_the_end() {
    let lobby = Lobby::in_memory();
    let game = lobby
        .create(&CreateGame { players: 3, seed: Some(5), bots: vec![easy(0), easy(1), easy(2)], ..Default::default() })
        .unwrap();
    let start = Instant::now();
    while lobby.replay(game.id).is_err() {
        assert!(start.elapsed() < Duration::from_secs(300), "the bots' game did not end");
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(lobby.public_view(game.id, 0).unwrap().over);
}

#[test]
fn bad_bot_seats_are_refused() {
    let lobby = Lobby::in_memory();
    let create = |bots| lobby.create(&CreateGame { players: 2, seed: Some(1), bots, ..Default::default() });
    assert_eq!(create(vec![easy(2)]).unwrap_err().status.as_u16(), 400);
    assert_eq!(create(vec![easy(1), easy(1)]).unwrap_err().status.as_u16(), 400);
    let strong = BotSeat { seat: 0, level: "grandmaster".into(), playouts: None };
    assert_eq!(create(vec![strong]).unwrap_err().status.as_u16(), 400);
}
