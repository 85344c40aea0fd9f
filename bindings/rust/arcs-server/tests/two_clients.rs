//! Two clients play a whole game against the server on 127.0.0.1: over
//! WebSocket, each seeing only its own view, while HTTP checks tokens,
//! refused moves and the saved replay.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use arcs::{Game, Move};
use arcs_server::{Limits, Lobby, NewGame, Options, SeatView, ServerMessage};
use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper::{Request, StatusCode};
use hyper_util::rt::TokioIo;
use tokio::net::{TcpListener, TcpStream};
use tokio::time::timeout;
use tokio_tungstenite::tungstenite::Message;

/// Most frames a client reads before the test fails (a 2-player game
/// takes a few thousand moves).
const FRAME_LIMIT: usize = 200_000;

/// One HTTP/1.1 request to the server; the status and body.
async fn http(addr: SocketAddr, method: &str, path: &str, body: Option<serde_json::Value>) -> (StatusCode, Bytes) {
    let stream = TcpStream::connect(addr).await.expect("connect");
    let (mut sender, conn) = hyper::client::conn::http1::handshake(TokioIo::new(stream)).await.expect("handshake");
    tokio::spawn(conn);
    let body = body.map_or_else(Bytes::new, |v| Bytes::from(v.to_string()));
    let request = Request::builder()
        .method(method)
        .uri(path)
        .header("host", addr.to_string())
        .header("content-type", "application/json")
        .body(Full::new(body))
        .expect("request");
    let response = sender.send_request(request).await.expect("response");
    let status = response.status();
    let bytes = response.into_body().collect().await.expect("body").to_bytes();
    (status, bytes)
}

fn error_of(body: &Bytes) -> String {
    let v: serde_json::Value = serde_json::from_slice(body).expect("JSON error body");
    v["error"].as_str().expect("error message").to_string()
}

/// What a client saw in its game.
struct Outcome {
    moves_sent: usize,
    errors: usize,
    last: SeatView,
}

/// A client for `seat`: reads its views, checks it sees nothing hidden,
/// and answers with a move (chosen by a small generator) when it decides.
/// Once, it first sends an illegal move and expects an error frame.
async fn client(addr: SocketAddr, id: u64, seat: usize, token: String, seed: u64) -> Outcome {
    let url = format!("ws://{addr}/games/{id}/seats/{seat}/ws?token={token}");
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.expect("websocket");
    let mut pick = seed;
    let mut moves_sent = 0;
    let mut errors = 0;
    let mut tried_illegal = false;
    let mut last_played: Option<usize> = None;
    for _ in 0..FRAME_LIMIT {
        let frame = ws.next().await.expect("the server closed early").expect("frame");
        let text = match frame {
            Message::Text(text) => text,
            Message::Ping(_) | Message::Pong(_) => continue,
            other => panic!("unexpected frame {other:?}"),
        };
        let view = match serde_json::from_str::<ServerMessage>(text.as_str()).expect("server message") {
            ServerMessage::View { view } => *view,
            ServerMessage::Error { error } => {
                assert!(tried_illegal && errors == 0, "unexpected error: {error}");
                assert!(error.contains("not among the legal moves") || error.contains("illegal"), "{error}");
                errors += 1;
                continue;
            }
        };
        // Only this seat's view: its own hand, never a Rival's.
        assert_eq!(view.seat, Some(seat));
        assert_eq!(view.observation.viewer, seat as i32);
        for (p, player) in view.observation.players.iter().enumerate() {
            if p == seat {
                assert_eq!(player.hand.len(), player.hand_count as usize);
            } else {
                assert!(player.hand.is_empty(), "seat {seat} sees seat {p}'s hand");
            }
        }
        if let Some(last) = last_played {
            assert!(view.moves_played > last, "each view is of a new state");
        }
        last_played = Some(view.moves_played);
        if view.over {
            ws.close(None).await.ok();
            return Outcome { moves_sent, errors, last: view };
        }
        if view.to_move != Some(seat) {
            assert!(view.legal_moves.is_empty() && view.observation.legal_moves.is_empty());
            assert!(view.labels.is_empty());
            continue;
        }
        assert!(!view.legal_moves.is_empty());
        assert_eq!(view.legal_moves.len(), view.observation.legal_moves.len());
        assert_eq!(view.labels.len(), view.legal_moves.len());
        assert!(view.labels.iter().all(|l| !l.is_empty()));
        assert!(view.prompt.contains(&format!("Player {}", seat + 1)), "{}", view.prompt);
        if !tried_illegal {
            // A move of this seat the rules do not allow now: refused.
            let illegal = ["pass", "end-turn", "lead Aggression-4", "mulligan"]
                .iter()
                .map(|t| format!("p{seat} {t}").parse::<Move>().unwrap())
                .find(|m| !view.legal_moves.contains(m))
                .unwrap();
            tried_illegal = true;
            ws.send(Message::text(serde_json::json!({ "move": illegal }).to_string())).await.unwrap();
        }
        pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let m = view.legal_moves[((pick >> 33) as usize) % view.legal_moves.len()];
        ws.send(Message::text(serde_json::json!({ "move": m }).to_string())).await.unwrap();
        moves_sent += 1;
    }
    panic!("seat {seat}: no game end within {FRAME_LIMIT} frames");
}

fn temp_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("arcs-server-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_clients_play_a_full_game() {
    let replay_dir = temp_dir();
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let lobby = Lobby::open(&replay_dir.join("games.sqlite"), Some(replay_dir.clone())).unwrap();
    // The clients play as fast as they can: no rate limit.
    let limits = Limits { ws_burst: u32::MAX, ws_per_second: 1e9, ..Limits::default() };
    let server = tokio::spawn(arcs_server::serve_with(listener, lobby, Options { limits, site: None }));

    let (status, body) = http(addr, "POST", "/games", Some(serde_json::json!({ "players": 2, "seed": 2024 }))).await;
    assert_eq!(status, StatusCode::CREATED, "{body:?}");
    let NewGame { id, tokens } = serde_json::from_slice(&body).unwrap();
    assert_eq!(tokens.len(), 2);
    assert_ne!(tokens[0], tokens[1]);

    // Refused requests change nothing.
    let (status, _) = http(addr, "POST", "/games", Some(serde_json::json!({ "players": 7 }))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = http(addr, "GET", &format!("/games/{id}/seats/0?token={}", tokens[1]), None).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = http(addr, "GET", &format!("/games/{id}/seats/5?token=x"), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = http(addr, "GET", "/games/999", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, body) = http(addr, "GET", &format!("/games/{id}/seats/0?token={}", tokens[0]), None).await;
    assert_eq!(status, StatusCode::OK);
    let view: SeatView = serde_json::from_slice(&body).unwrap();
    let first = view.to_move.unwrap();
    let other = 1 - first;
    let path = |seat: usize| format!("/games/{id}/seats/{seat}/moves?token={}", tokens[seat]);
    // The waiting seat sends the deciding seat's move: forbidden.
    let (_, body) = http(addr, "GET", &format!("/games/{id}/seats/{first}?token={}", tokens[first]), None).await;
    let legal = serde_json::from_slice::<SeatView>(&body).unwrap().legal_moves;
    let (status, body) = http(addr, "POST", &path(other), Some(serde_json::json!({ "move": legal[0] }))).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{}", error_of(&body));
    // The waiting seat's own move: the engine says it is not its turn.
    let (status, body) =
        http(addr, "POST", &path(other), Some(serde_json::json!({ "move": format!("p{other} pass") }))).await;
    assert_eq!(status, StatusCode::CONFLICT, "{}", error_of(&body));
    let (status, _) = http(addr, "POST", &path(first), Some(serde_json::json!({ "move": "p0 jump" }))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (status, _) = http(addr, "GET", &format!("/games/{id}/replay"), None).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (_, body) = http(addr, "GET", &format!("/games/{id}"), None).await;
    let public: SeatView = serde_json::from_slice(&body).unwrap();
    assert_eq!(public.moves_played, 0);
    assert!(public.observation.players.iter().all(|p| p.hand.is_empty()));

    // The game itself, over WebSocket.
    let clients = async {
        tokio::join!(
            client(addr, id, 0, tokens[0].clone(), 11),
            client(addr, id, 1, tokens[1].clone(), 22)
        )
    };
    let (a, b) = timeout(Duration::from_secs(600), clients).await.expect("the game did not finish in time");
    assert_eq!(a.errors, 1);
    assert_eq!(b.errors, 1);
    assert!(a.last.over && b.last.over);
    let winner = a.last.winner.expect("winner");
    assert_eq!(b.last.winner, Some(winner));
    let total = a.moves_sent + b.moves_sent;
    assert_eq!(a.last.moves_played, total);
    assert_eq!(b.last.moves_played, total);

    // No move after the end.
    let (status, _) =
        http(addr, "POST", &path(winner), Some(serde_json::json!({ "move": format!("p{winner} pass") }))).await;
    assert_eq!(status, StatusCode::CONFLICT);

    // The replay: served, written to the directory, and it rebuilds the game.
    let (status, replay) = http(addr, "GET", &format!("/games/{id}/replay"), None).await;
    assert_eq!(status, StatusCode::OK);
    let on_disk = std::fs::read(replay_dir.join(format!("game-{id}.arcsreplay"))).expect("replay file");
    assert_eq!(on_disk, replay.to_vec());
    let game = Game::load_replay(&replay).expect("the replay loads");
    assert!(game.is_over());
    assert_eq!(game.winner(), Some(winner));
    assert_eq!(game.history_len(), total);
    assert_eq!(arcs::ReplayInfo::read(&replay).unwrap().seed, 2024);

    server.abort();
    let _ = std::fs::remove_dir_all(&replay_dir);
}
