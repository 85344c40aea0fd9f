//! The HTTP surface: /healthz, size limits (413), hostile and malformed
//! input (an error, nothing changed), rate limits (429 and the WebSocket's
//! error), no CORS headers, the page's files, the replay's headers.

mod common;

use std::time::Duration;

use arcs_server::{Limits, Lobby, Options, ServerMessage};
use common::{http, play_random, request, start, temp_dir, Pick};
use futures_util::{SinkExt, StreamExt};
use hyper::StatusCode;
use tokio_tungstenite::tungstenite::Message;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn healthz_answers() {
    let server = start(Lobby::in_memory(), Options::default()).await;
    let a = http(server.addr, "GET", "/healthz", None).await;
    assert_eq!(a.status, StatusCode::OK);
    let v = a.json();
    assert_eq!(v["status"], "ok");
    assert_eq!(v["games"], 0);
    assert_eq!(v["version"], arcs::library_version());
    http(server.addr, "POST", "/games", Some(serde_json::json!({ "players": 2 }))).await;
    assert_eq!(http(server.addr, "GET", "/healthz", None).await.json()["games"], 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_an_error_and_changes_nothing() {
    let server = start(Lobby::in_memory(), Options::default()).await;
    let addr = server.addr;
    let a = http(addr, "POST", "/games", Some(serde_json::json!({ "players": 2, "seed": 9 }))).await;
    assert_eq!(a.status, StatusCode::CREATED);
    let id = a.json()["id"].as_u64().unwrap();
    let tokens: Vec<String> = serde_json::from_value(a.json()["tokens"].clone()).unwrap();
    let hash = server.lobby.state_hash(id).unwrap();
    let seat = server.lobby.public_view(id, 0).unwrap().to_move.unwrap();
    let moves = format!("/games/{id}/seats/{seat}/moves?token={}", tokens[seat]);
    let json = [("content-type", "application/json")];

    // Too large: 413, JSON error.
    let big = format!(r#"{{"move":"{}"}}"#, "x".repeat(17 * 1024));
    let a = request(addr, "POST", &moves, &json, big.clone().into_bytes()).await;
    assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(!a.error().is_empty());
    let big_game = format!(r#"{{"players":2,"setup":"{}"}}"#, "y".repeat(20_000));
    assert_eq!(request(addr, "POST", "/games", &json, big_game.into_bytes()).await.status, StatusCode::PAYLOAD_TOO_LARGE);

    // Malformed or hostile: 400/403/404/409, each a JSON error.
    let cases: Vec<(&str, String, Vec<u8>, StatusCode)> = vec![
        ("POST", moves.clone(), b"{".to_vec(), StatusCode::BAD_REQUEST),
        ("POST", moves.clone(), b"[1,2]".to_vec(), StatusCode::BAD_REQUEST),
        ("POST", moves.clone(), br#"{"move": 7}"#.to_vec(), StatusCode::BAD_REQUEST),
        ("POST", moves.clone(), br#"{"move": "p0 \u0000 pass"}"#.to_vec(), StatusCode::BAD_REQUEST),
        ("POST", moves.clone(), vec![0xff, 0xfe, 0x00], StatusCode::BAD_REQUEST),
        ("POST", moves.clone(), br#"{"move": "p9 pass"}"#.to_vec(), StatusCode::BAD_REQUEST),
        ("POST", format!("/games/{id}/seats/{seat}/moves"), br#"{"move": "p0 pass"}"#.to_vec(), StatusCode::FORBIDDEN),
        ("POST", format!("/games/{id}/seats/{seat}/moves?token=%00%ff"), br#"{"move": "p0 pass"}"#.to_vec(), StatusCode::FORBIDDEN),
        ("POST", format!("/games/{id}/seats/{seat}/moves?token={}", tokens[1 - seat]), br#"{"move": "p0 pass"}"#.to_vec(), StatusCode::FORBIDDEN),
        ("POST", format!("/games/{id}/seats/99999999999999999999/moves?token=x"), br#"{"move": "p0 pass"}"#.to_vec(), StatusCode::BAD_REQUEST),
        ("POST", "/games/-1/seats/0/moves?token=x".to_string(), br#"{"move": "p0 pass"}"#.to_vec(), StatusCode::BAD_REQUEST),
        ("POST", format!("/games/{id}/seats/7/moves?token=x"), br#"{"move": "p0 pass"}"#.to_vec(), StatusCode::NOT_FOUND),
        ("GET", format!("/games/{id}?log_from=-3"), vec![], StatusCode::BAD_REQUEST),
        ("GET", format!("/games/{id}/seats/{seat}?token={}&log_from=x", tokens[seat]), vec![], StatusCode::BAD_REQUEST),
        ("POST", "/games".into(), br#"{"players": "two"}"#.to_vec(), StatusCode::BAD_REQUEST),
        ("POST", "/games".into(), br#"{"players": 2, "mode": "chess"}"#.to_vec(), StatusCode::BAD_REQUEST),
        ("POST", "/games".into(), br#"{"players": 2, "last_act": 2}"#.to_vec(), StatusCode::BAD_REQUEST),
        ("POST", "/games".into(), br#"{"players": 2, "mode": "campaign", "summit_deal_limit": 999}"#.to_vec(), StatusCode::BAD_REQUEST),
        ("POST", "/games".into(), br#"{"players": 2, "setup": "no such card"}"#.to_vec(), StatusCode::BAD_REQUEST),
        ("POST", "/games".into(), br#"{"players": 2, "bots": [{"seat": 0, "level": "easy", "playouts": -1}]}"#.to_vec(), StatusCode::BAD_REQUEST),
    ];
    for (method, path, body, want) in cases {
        let a = request(addr, method, &path, &json, body.clone()).await;
        assert_eq!(a.status, want, "{method} {path} {:?}: {:?}", String::from_utf8_lossy(&body), a.body);
        assert!(!a.error().is_empty());
    }
    // A move of the right seat the rules refuse now: 409.
    let illegal = ["pass", "end-turn", "lead Aggression-4", "mulligan"]
        .iter()
        .map(|t| format!("p{seat} {t}"))
        .find(|m| !server.lobby.seat_view(id, seat, &tokens[seat], 0).unwrap().legal_moves.iter().any(|l| l.to_string() == *m))
        .unwrap();
    let a = http(addr, "POST", &moves, Some(serde_json::json!({ "move": illegal }))).await;
    assert_eq!(a.status, StatusCode::CONFLICT);
    // No game was created, nothing was played.
    assert_eq!(server.lobby.live_games(), 1);
    assert_eq!(server.lobby.state_hash(id).unwrap(), hash);
    assert_eq!(server.lobby.public_view(id, 0).unwrap().moves_played, 0);

    // The same over the seat's WebSocket: an error frame each, nothing changed.
    let url = format!("ws://{addr}/games/{id}/seats/{seat}/ws?token={}", tokens[seat]);
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    assert!(matches!(next_message(&mut ws).await, Some(ServerMessage::View { .. })));
    for bad in ["{", "null", r#"{"move": "p9 pass"}"#, &format!(r#"{{"move": "{illegal}"}}"#)] {
        ws.send(Message::text(bad.to_string())).await.unwrap();
        assert!(matches!(next_message(&mut ws).await, Some(ServerMessage::Error { .. })), "{bad}");
    }
    ws.send(Message::binary(vec![1, 2, 3])).await.unwrap();
    assert!(matches!(next_message(&mut ws).await, Some(ServerMessage::Error { .. })));
    // A message over the limit closes the socket.
    ws.send(Message::text("z".repeat(64 * 1024))).await.ok();
    assert!(next_message(&mut ws).await.is_none(), "the socket is closed");
    assert_eq!(server.lobby.state_hash(id).unwrap(), hash);
}

/// The next message of the server, `None` once the socket is closed.
async fn next_message<S>(ws: &mut S) -> Option<ServerMessage>
where
    S: StreamExt<Item = Result<Message, tokio_tungstenite::tungstenite::Error>> + Unpin,
{
    loop {
        match tokio::time::timeout(Duration::from_secs(30), ws.next()).await.expect("an answer in time") {
            Some(Ok(Message::Text(t))) => return Some(serde_json::from_str(t.as_str()).unwrap()),
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
            _ => return None,
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_answer_429_and_close_sockets() {
    let limits = Limits { http_burst: 5, http_per_second: 0.01, ws_burst: 3, ws_per_second: 0.01, ..Limits::default() };
    let lobby = Lobby::in_memory();
    let game = lobby.create(&arcs_server::CreateGame { players: 2, seed: Some(4), ..Default::default() }).unwrap();
    let server = start(lobby, Options { limits, site: None }).await;
    let mut statuses = Vec::new();
    for _ in 0..5 {
        statuses.push(http(server.addr, "GET", "/healthz", None).await.status);
    }
    assert!(statuses.iter().all(|s| *s == StatusCode::OK));
    let a = http(server.addr, "GET", &format!("/games/{}", game.id), None).await;
    assert_eq!(a.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(a.error().contains("rate limited"));
    let a = http(server.addr, "POST", "/games", Some(serde_json::json!({ "players": 2 }))).await;
    assert_eq!(a.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(server.lobby.live_games(), 1, "nothing created");

    // The WebSocket: a server whose HTTP limit is not reached yet.
    let limits = Limits { ws_burst: 3, ws_per_second: 0.01, ..Limits::default() };
    let server = start(server.lobby.clone(), Options { limits, site: None }).await;
    let url = format!("ws://{}/games/{}/seats/0/ws?token={}", server.addr, game.id, game.tokens[0]);
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    assert!(matches!(next_message(&mut ws).await, Some(ServerMessage::View { .. })));
    for _ in 0..3 {
        ws.send(Message::text("{}")).await.unwrap();
        match next_message(&mut ws).await {
            Some(ServerMessage::Error { error }) => assert!(!error.contains("rate limited"), "{error}"),
            other => panic!("{other:?}"),
        }
    }
    ws.send(Message::text("{}")).await.unwrap();
    match next_message(&mut ws).await {
        Some(ServerMessage::Error { error }) => assert!(error.contains("rate limited"), "{error}"),
        other => panic!("{other:?}"),
    }
    assert!(next_message(&mut ws).await.is_none(), "then the socket is closed");
    assert_eq!(server.lobby.public_view(game.id, 0).unwrap().moves_played, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_cors_headers() {
    let server = start(Lobby::in_memory(), Options::default()).await;
    let preflight = [
        ("origin", "https://elsewhere.example"),
        ("access-control-request-method", "POST"),
        ("access-control-request-headers", "content-type"),
    ];
    for (method, path) in [("OPTIONS", "/games"), ("OPTIONS", "/games/1/seats/0/moves"), ("GET", "/healthz"), ("POST", "/games")] {
        let body = if method == "POST" { br#"{"players":2}"#.to_vec() } else { vec![] };
        let mut headers = preflight.to_vec();
        headers.push(("content-type", "application/json"));
        let a = request(server.addr, method, path, &headers, body).await;
        assert!(a.status != StatusCode::TOO_MANY_REQUESTS);
        let cors: Vec<_> = a.headers.keys().filter(|k| k.as_str().starts_with("access-control-")).collect();
        assert!(cors.is_empty(), "{method} {path}: {cors:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_is_served_beside_the_api() {
    let site = temp_dir("site");
    std::fs::write(site.join("index.html"), "<!doctype html><title>arcs page</title>").unwrap();
    std::fs::create_dir_all(site.join("assets")).unwrap();
    std::fs::write(site.join("assets/app.js"), "console.log('arcs')").unwrap();
    std::fs::write(site.join("online.json"), r#"{"server": false}"#).unwrap();
    let server = start(Lobby::in_memory(), Options { site: Some(site.clone()), ..Default::default() }).await;
    // The page's question "does a server host me?": the server answers it, not the site's file.
    let a = http(server.addr, "GET", "/online.json", None).await;
    assert_eq!(a.status, StatusCode::OK);
    assert_eq!(a.json()["server"], true);
    let a = http(server.addr, "GET", "/", None).await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(String::from_utf8_lossy(&a.body).contains("arcs page"));
    let a = http(server.addr, "GET", "/assets/app.js", None).await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(a.headers["content-type"].to_str().unwrap().contains("javascript"));
    assert_eq!(http(server.addr, "GET", "/assets/none.js", None).await.status, StatusCode::NOT_FOUND);
    assert_eq!(http(server.addr, "GET", "/../Cargo.toml", None).await.status, StatusCode::NOT_FOUND);
    // The API still answers.
    assert_eq!(http(server.addr, "GET", "/healthz", None).await.status, StatusCode::OK);
    assert_eq!(http(server.addr, "GET", "/games/5", None).await.status, StatusCode::NOT_FOUND);
    drop(server);
    // Without a site, other paths are JSON 404s.
    let server = start(Lobby::in_memory(), Options::default()).await;
    let a = http(server.addr, "GET", "/", None).await;
    assert_eq!(a.status, StatusCode::NOT_FOUND);
    assert!(!a.error().is_empty());
    let _ = std::fs::remove_dir_all(&site);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_replay_is_an_attachment_once_over() {
    let lobby = Lobby::in_memory();
    let game = lobby.create(&arcs_server::CreateGame { players: 2, seed: Some(8), ..Default::default() }).unwrap();
    let server = start(lobby, Options::default()).await;
    let path = format!("/games/{}/replay", game.id);
    let a = http(server.addr, "GET", &path, None).await;
    assert_eq!(a.status, StatusCode::CONFLICT);
    assert!(!a.error().is_empty());
    let lobby = server.lobby.clone();
    let tokens = game.tokens.clone();
    let id = game.id;
    tokio::task::spawn_blocking(move || play_random(&lobby, id, &tokens, usize::MAX, &mut Pick(2))).await.unwrap();
    let a = http(server.addr, "GET", &path, None).await;
    assert_eq!(a.status, StatusCode::OK);
    assert_eq!(a.headers["content-type"], "application/octet-stream");
    assert_eq!(a.headers["content-disposition"], format!("attachment; filename=\"arcs-game-{id}.arcsreplay\"").as_str());
    assert!(arcs::Game::load_replay(&a.body).unwrap().is_over());
    assert_eq!(http(server.addr, "GET", "/games/77/replay", None).await.status, StatusCode::NOT_FOUND);
}
