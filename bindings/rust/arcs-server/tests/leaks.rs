//! Hidden information: every message a seat or a spectator receives (the
//! create answer, HTTP seat and public views, WebSocket views and errors,
//! the log entries, the replay) holds only what that viewer may know: each
//! view's observation is the engine's observation for that viewer at that
//! point, each log entry the move as that viewer may see it, no message
//! holds a token, the replay comes only once the game is over, and the
//! server's own log lines hold no token.

mod common;

use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use arcs::{Decider, Game, History, Move, Viewer};
use arcs_server::{Limits, Lobby, Options};
use common::{http, start, Pick};
use futures_util::{SinkExt, StreamExt};
use hyper::StatusCode;
use tokio_tungstenite::tungstenite::Message;

/// The server's log lines, captured.
#[derive(Clone, Default)]
struct Capture(Arc<Mutex<Vec<u8>>>);

impl Write for Capture {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// How `viewer` may see `m` before it is applied (the log's text).
fn expected_seen(game: &Game, m: Move, viewer: Option<usize>) -> String {
    let text = game.move_label_for(m, viewer.map_or(Viewer::Public, Viewer::Player)).unwrap();
    match m.player() {
        Decider::Player(p) => format!("Player {}: {text}", p + 1),
        _ => format!("Chance: {text}"),
    }
}

/// The structured view `viewer` gets.
fn expected_view(game: &Game, viewer: Option<usize>) -> serde_json::Value {
    serde_json::from_str(&game.view_json(viewer.map_or(Viewer::Public, Viewer::Player)).unwrap()).unwrap()
}

/// Every message of one socket until the game is over; a seat's socket
/// plays random moves, and once sends a move the rules refuse.
async fn socket(url: String, seat: Option<usize>, seed: u64) -> Vec<serde_json::Value> {
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let mut pick = Pick(seed);
    let mut out = Vec::new();
    let mut tried_illegal = false;
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(60), ws.next()).await.unwrap().unwrap().unwrap();
        let Message::Text(text) = frame else { continue };
        let msg: serde_json::Value = serde_json::from_str(text.as_str()).unwrap();
        out.push(msg.clone());
        if msg["type"] == "error" {
            continue;
        }
        let view = &msg["view"];
        if view["over"] == true {
            return out;
        }
        let Some(seat) = seat else { continue };
        if view["to_move"] != seat {
            continue;
        }
        let legal: Vec<String> = serde_json::from_value(view["legal_moves"].clone()).unwrap();
        if !tried_illegal {
            tried_illegal = true;
            let illegal = ["pass", "end-turn", "lead Aggression-4", "mulligan"]
                .iter()
                .map(|t| format!("p{seat} {t}"))
                .find(|m| !legal.contains(m))
                .unwrap();
            ws.send(Message::text(serde_json::json!({ "move": illegal }).to_string())).await.unwrap();
        }
        let m = &legal[pick.next(legal.len())];
        ws.send(Message::text(serde_json::json!({ "move": m }).to_string())).await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_message_holds_what_its_viewer_may_not_know() {
    let capture = Capture::default();
    let sink = capture.clone();
    tracing_subscriber::fmt().with_writer(move || sink.clone()).with_ansi(false).init();

    let limits = Limits { ws_burst: u32::MAX, ws_per_second: 1e9, ..Limits::default() };
    let server = start(Lobby::in_memory(), Options { limits, site: None }).await;
    let addr = server.addr;
    let seed = 31u64;

    // The create answer: the id and one 128-bit token per seat, nothing else.
    let a = http(addr, "POST", "/games", Some(serde_json::json!({ "players": 2, "seed": seed }))).await;
    assert_eq!(a.status, StatusCode::CREATED);
    let created = a.json();
    let keys: Vec<&String> = created.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["id", "tokens"]);
    let id = created["id"].as_u64().unwrap();
    let tokens: Vec<String> = serde_json::from_value(created["tokens"].clone()).unwrap();
    assert_ne!(tokens[0], tokens[1]);
    for t in &tokens {
        assert_eq!(t.len(), 32);
        assert!(t.chars().all(|c| c.is_ascii_hexdigit()));
    }
    assert_eq!(http(addr, "GET", &format!("/games/{id}/replay"), None).await.status, StatusCode::CONFLICT);

    // HTTP views before any move.
    let mut http_views = vec![(None, http(addr, "GET", &format!("/games/{id}"), None).await.json())];
    for (s, t) in tokens.iter().enumerate() {
        http_views.push((Some(s), http(addr, "GET", &format!("/games/{id}/seats/{s}?token={t}"), None).await.json()));
    }

    // The game over WebSocket: both seats and a spectator.
    let spectator = tokio::spawn(socket(format!("ws://{addr}/games/{id}/ws"), None, 0));
    tokio::time::sleep(Duration::from_millis(50)).await;
    let seats: Vec<_> = (0..2)
        .map(|s| tokio::spawn(socket(format!("ws://{addr}/games/{id}/seats/{s}/ws?token={}", tokens[s]), Some(s), 7 + s as u64)))
        .collect();
    let mut sockets: Vec<(Option<usize>, Vec<serde_json::Value>)> = Vec::new();
    for (s, task) in seats.into_iter().enumerate() {
        sockets.push((Some(s), tokio::time::timeout(Duration::from_secs(600), task).await.unwrap().unwrap()));
    }
    sockets.push((None, tokio::time::timeout(Duration::from_secs(60), spectator).await.unwrap().unwrap()));
    for (s, t) in tokens.iter().enumerate() {
        http_views.push((Some(s), http(addr, "GET", &format!("/games/{id}/seats/{s}?token={t}&log_from=3"), None).await.json()));
    }
    http_views.push((None, http(addr, "GET", &format!("/games/{id}?log_from=5"), None).await.json()));

    // The replay, now that it is over; the game rebuilt move by move.
    let a = http(addr, "GET", &format!("/games/{id}/replay"), None).await;
    assert_eq!(a.status, StatusCode::OK);
    let history = Game::load_replay(&a.body).unwrap().history();
    let mut game = Game::builder().players(2).seed(seed).history(History::Moves).build().unwrap();
    let viewers = [None, Some(0), Some(1)];
    let mut observations: HashMap<(Option<usize>, usize), serde_json::Value> = HashMap::new();
    let mut views: HashMap<(Option<usize>, usize), serde_json::Value> = HashMap::new();
    let mut logs: HashMap<Option<usize>, Vec<String>> = viewers.iter().map(|v| (*v, vec!["Setup".to_string()])).collect();
    for k in 0..=history.len() {
        for v in viewers {
            let viewer = v.map_or(Viewer::Public, Viewer::Player);
            observations.insert((v, k), serde_json::to_value(game.observation(viewer).unwrap()).unwrap());
            views.insert((v, k), expected_view(&game, v));
            if k < history.len() {
                logs.get_mut(&v).unwrap().push(expected_seen(&game, history[k], v));
            }
        }
        if k < history.len() {
            game.apply(history[k]).unwrap();
        }
    }

    let check_view = |v: Option<usize>, view: &serde_json::Value| {
        let k = view["moves_played"].as_u64().unwrap() as usize;
        assert_eq!(view["seat"], serde_json::to_value(v).unwrap());
        assert_eq!(view["observation"], observations[&(v, k)], "viewer {v:?} at move {k}: the engine's observation for it");
        assert_eq!(view["view"], views[&(v, k)], "viewer {v:?} at move {k}");
        let start = view["log_start"].as_u64().unwrap() as usize;
        let texts: Vec<String> = view["log"].as_array().unwrap().iter().map(|e| e["text"].as_str().unwrap().to_string()).collect();
        assert_eq!(texts[..], logs[&v][start..start + texts.len()], "viewer {v:?}: log entries from {start}");
        if v.is_none() || view["to_move"] != serde_json::to_value(v).unwrap() {
            assert_eq!(view["legal_moves"], serde_json::json!([]));
            assert_eq!(view["labels"], serde_json::json!([]));
        }
        for (p, player) in view["observation"]["players"].as_array().unwrap().iter().enumerate() {
            if Some(p) != v {
                assert!(player["hand"].as_array().is_none_or(Vec::is_empty), "viewer {v:?} sees seat {p}'s hand");
            }
        }
    };
    for (v, view) in &http_views {
        check_view(*v, view);
    }
    let mut errors = 0;
    for (v, messages) in &sockets {
        // A socket's logs, put together, are the whole log, each entry once.
        let mut next = 0;
        for msg in messages {
            if msg["type"] == "error" {
                errors += 1;
                assert!(v.is_some());
                assert_eq!(msg.as_object().unwrap().len(), 2);
                assert!(msg["error"].as_str().unwrap().contains("legal"), "{msg}");
                continue;
            }
            let view = &msg["view"];
            check_view(*v, view);
            assert_eq!(view["log_start"].as_u64().unwrap() as usize, next, "viewer {v:?}: no entry sent twice or skipped");
            next += view["log"].as_array().unwrap().len();
        }
        assert_eq!(next, history.len() + 1, "viewer {v:?}: every entry sent");
    }
    assert_eq!(errors, 2, "each seat's refused move got an error");

    // No message and no log line holds a token.
    let everything = format!("{sockets:?}{http_views:?}");
    let lines = String::from_utf8(capture.0.lock().unwrap().clone()).unwrap();
    for t in &tokens {
        assert!(!everything.contains(t.as_str()));
        assert!(!lines.contains(t.as_str()), "a token in the server's log");
    }
    assert!(!lines.contains("token="), "the query string is never logged");
    assert!(lines.contains(&format!("game={id}")) && lines.contains("latency_us="), "{lines}");
}
