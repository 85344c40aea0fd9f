//! Load test of arcs-server: many games played at once over WebSocket.
//!
//! ```text
//! cargo run --release -p arcs-server --example load -- --games 200 --seconds 60 [--players 2] [--url http://HOST:PORT]
//! ```
//!
//! Without `--url`, starts a server in this process on 127.0.0.1 (a
//! database in a temporary directory, no rate limits). Keeps `--games`
//! games going for `--seconds` (a game that ends is replaced by a new
//! one): every seat of every game has its WebSocket and plays random legal
//! moves as soon as it decides. Prints the moves per second and the p50 /
//! p99 latency (a move sent -> the view with the new `moves_played` on the
//! sender's socket), then checks that no move was lost or duplicated: each
//! game's final `moves_played` equals the moves its seats sent that
//! succeeded; a finished game's replay holds as many moves; and, with the
//! in-process server, a second server on the same database rebuilds every
//! game (each stored state hash checked) at the same move count.
//! Exits 1 when a check fails.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use arcs_server::{Limits, Lobby, Options, SeatView};
use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper::Request;
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

/// What to run.
#[derive(Debug, Clone)]
pub struct LoadArgs {
    pub games: usize,
    pub seconds: f64,
    pub players: usize,
    /// `host:port` of a running server (`None`: one in this process).
    pub url: Option<String>,
}

/// What a run measured and found.
#[derive(Debug, Clone, Default)]
pub struct LoadReport {
    pub moves: u64,
    pub seconds: f64,
    pub p50_us: u64,
    pub p99_us: u64,
    pub games: usize,
    pub finished: usize,
    pub refused: u64,
    /// Failed checks (empty: no lost or duplicated move).
    pub problems: Vec<String>,
}

impl LoadReport {
    pub fn moves_per_second(&self) -> f64 {
        self.moves as f64 / self.seconds.max(1e-9)
    }
}

/// One HTTP/1.1 request; the status and body.
async fn http(addr: &str, method: &str, path: &str, body: Option<String>) -> Result<(u16, Bytes), String> {
    let stream = TcpStream::connect(addr).await.map_err(|e| format!("connect {addr}: {e}"))?;
    let (mut sender, conn) =
        hyper::client::conn::http1::handshake(TokioIo::new(stream)).await.map_err(|e| e.to_string())?;
    tokio::spawn(conn);
    let request = Request::builder()
        .method(method)
        .uri(path)
        .header("host", addr)
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(body.unwrap_or_default())))
        .map_err(|e| e.to_string())?;
    let response = sender.send_request(request).await.map_err(|e| e.to_string())?;
    let status = response.status().as_u16();
    let bytes = response.into_body().collect().await.map_err(|e| e.to_string())?.to_bytes();
    Ok((status, bytes))
}

/// The fields of a server message the players read (the rest is skipped
/// unparsed: the client spends its time on what it needs).
#[derive(serde::Deserialize)]
struct Light {
    #[serde(rename = "type")]
    kind: String,
    view: Option<LightView>,
}

#[derive(serde::Deserialize)]
struct LightView {
    moves_played: usize,
    to_move: Option<usize>,
    over: bool,
    legal_moves: Vec<String>,
}

/// What one seat saw.
#[derive(Default)]
struct SeatOutcome {
    accepted: u64,
    refused: u64,
    latencies_us: Vec<u64>,
}

async fn play_seat(addr: String, id: u64, seat: usize, token: String, seed: u64, deadline: Instant) -> Result<SeatOutcome, String> {
    let url = format!("ws://{addr}/games/{id}/seats/{seat}/ws?token={token}");
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.map_err(|e| format!("websocket: {e}"))?;
    let mut out = SeatOutcome::default();
    let mut pick = seed | 1;
    let mut pending: Option<(Instant, usize)> = None;
    loop {
        let next = if pending.is_some() {
            tokio::time::timeout(Duration::from_secs(60), ws.next()).await.map_err(|_| "no answer to a move in 60 s")?
        } else {
            match tokio::time::timeout_at(deadline.into(), ws.next()).await {
                Ok(frame) => frame,
                Err(_) => break,
            }
        };
        let text = match next {
            Some(Ok(Message::Text(text))) => text,
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
            other => return Err(format!("game {id} seat {seat}: unexpected {other:?}")),
        };
        let msg: Light = serde_json::from_str(text.as_str()).map_err(|e| e.to_string())?;
        let view = match (msg.kind.as_str(), msg.view) {
            ("view", Some(view)) => view,
            _ => {
                out.refused += 1;
                pending = None;
                continue;
            }
        };
        if let Some((sent, before)) = pending {
            if view.moves_played > before {
                out.latencies_us.push(sent.elapsed().as_micros() as u64);
                out.accepted += 1;
                pending = None;
            }
        }
        if view.over || (pending.is_none() && Instant::now() >= deadline) {
            break;
        }
        if pending.is_none() && view.to_move == Some(seat) && !view.legal_moves.is_empty() {
            pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let m = &view.legal_moves[(pick >> 33) as usize % view.legal_moves.len()];
            pending = Some((Instant::now(), view.moves_played));
            ws.send(Message::text(serde_json::json!({ "move": m }).to_string())).await.map_err(|e| e.to_string())?;
        }
    }
    let _ = ws.close(None).await;
    Ok(out)
}

/// What one game slot played: (game id, moves accepted, over) per game.
struct SlotOutcome {
    games: Vec<(u64, u64, bool)>,
    refused: u64,
    latencies_us: Vec<u64>,
    problems: Vec<String>,
}

async fn run_slot(addr: String, slot: usize, players: usize, deadline: Instant) -> SlotOutcome {
    let mut out = SlotOutcome { games: vec![], refused: 0, latencies_us: vec![], problems: vec![] };
    let mut round = 0u64;
    while Instant::now() < deadline {
        round += 1;
        let seed = slot as u64 * 7919 + round;
        let body = serde_json::json!({ "players": players, "seed": seed }).to_string();
        let created = match http(&addr, "POST", "/games", Some(body)).await {
            Ok((201, bytes)) => serde_json::from_slice::<arcs_server::NewGame>(&bytes).map_err(|e| e.to_string()),
            Ok((status, bytes)) => Err(format!("create: {status} {}", String::from_utf8_lossy(&bytes))),
            Err(e) => Err(e),
        };
        let game = match created {
            Ok(g) => g,
            Err(e) => {
                out.problems.push(e);
                return out;
            }
        };
        let seats: Vec<_> = (0..players)
            .map(|s| tokio::spawn(play_seat(addr.clone(), game.id, s, game.tokens[s].clone(), seed * 31 + s as u64, deadline)))
            .collect();
        let mut accepted = 0;
        for s in seats {
            match s.await {
                Ok(Ok(o)) => {
                    accepted += o.accepted;
                    out.refused += o.refused;
                    out.latencies_us.extend(o.latencies_us);
                }
                Ok(Err(e)) => out.problems.push(e),
                Err(e) => out.problems.push(e.to_string()),
            }
        }
        let over = match http(&addr, "GET", &format!("/games/{}", game.id), None).await {
            Ok((200, bytes)) => match serde_json::from_slice::<SeatView>(&bytes) {
                Ok(v) => {
                    if v.moves_played as u64 != accepted {
                        out.problems.push(format!("game {}: {} moves played, {} accepted", game.id, v.moves_played, accepted));
                    }
                    v.over
                }
                Err(e) => {
                    out.problems.push(e.to_string());
                    false
                }
            },
            other => {
                out.problems.push(format!("game {}: public view {other:?}", game.id));
                false
            }
        };
        if over {
            match http(&addr, "GET", &format!("/games/{}/replay", game.id), None).await {
                Ok((200, bytes)) => match arcs::Game::load_replay(&bytes) {
                    Ok(g) if g.history_len() as u64 == accepted => {}
                    Ok(g) => out.problems.push(format!("game {}: replay of {} moves, {accepted} accepted", game.id, g.history_len())),
                    Err(e) => out.problems.push(format!("game {}: replay: {e}", game.id)),
                },
                other => out.problems.push(format!("game {}: replay {other:?}", game.id)),
            }
        }
        out.games.push((game.id, accepted, over));
    }
    out
}

fn percentile(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// Run the load test (see the file's documentation).
pub async fn run(args: LoadArgs) -> LoadReport {
    let mut dir: Option<PathBuf> = None;
    let mut server = None;
    let addr = match &args.url {
        Some(url) => url.trim_start_matches("http://").trim_end_matches('/').to_string(),
        None => {
            let d = std::env::temp_dir().join(format!("arcs-load-{}-{}", std::process::id(), args.games));
            let _ = std::fs::remove_dir_all(&d);
            std::fs::create_dir_all(&d).expect("a temporary directory");
            let lobby = Lobby::open(&d.join("games.sqlite"), None).expect("the database");
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("a port on 127.0.0.1");
            let a: SocketAddr = listener.local_addr().expect("its address");
            let limits = Limits {
                http_burst: u32::MAX,
                http_per_second: 1e9,
                ws_burst: u32::MAX,
                ws_per_second: 1e9,
                ..Limits::default()
            };
            server = Some(tokio::spawn(arcs_server::serve_with(listener, lobby, Options { limits, site: None })));
            dir = Some(d);
            a.to_string()
        }
    };
    let start = Instant::now();
    let deadline = start + Duration::from_secs_f64(args.seconds);
    let slots: Vec<_> =
        (0..args.games).map(|slot| tokio::spawn(run_slot(addr.clone(), slot, args.players, deadline))).collect();
    let mut report = LoadReport::default();
    let mut latencies = Vec::new();
    let mut games = Vec::new();
    for s in slots {
        match s.await {
            Ok(o) => {
                report.refused += o.refused;
                latencies.extend(o.latencies_us);
                report.problems.extend(o.problems);
                games.extend(o.games);
            }
            Err(e) => report.problems.push(e.to_string()),
        }
    }
    report.seconds = start.elapsed().as_secs_f64();
    report.moves = games.iter().map(|g| g.1).sum();
    report.games = games.len();
    report.finished = games.iter().filter(|g| g.2).count();
    latencies.sort_unstable();
    report.p50_us = percentile(&latencies, 0.50);
    report.p99_us = percentile(&latencies, 0.99);
    if report.refused > 0 {
        report.problems.push(format!("{} moves refused (random legal moves should all be accepted)", report.refused));
    }
    if let (Some(server), Some(d)) = (server, dir) {
        server.abort();
        let _ = server.await;
        // A second server on the same database: every game rebuilt from
        // its stored moves, each state hash checked.
        let again = Lobby::open(&d.join("games.sqlite"), None).expect("the database again");
        if !again.unavailable_games().is_empty() {
            report.problems.push(format!("games not restored: {:?}", again.unavailable_games()));
        }
        for (id, accepted, _) in &games {
            match again.public_view(*id, usize::MAX) {
                Ok(v) if v.moves_played as u64 == *accepted => {}
                Ok(v) => report.problems.push(format!("game {id}: {} moves after restart, {accepted} accepted", v.moves_played)),
                Err(e) => report.problems.push(format!("game {id} after restart: {}", e.message)),
            }
        }
        drop(again);
        let _ = std::fs::remove_dir_all(&d);
    }
    report
}

#[allow(dead_code)]
fn main() -> std::process::ExitCode {
    let mut args = LoadArgs { games: 20, seconds: 10.0, players: 2, url: None };
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let v = it.next();
        match (a.as_str(), v) {
            ("--games", Some(v)) if v.parse::<usize>().is_ok() => args.games = v.parse().unwrap_or(1),
            ("--seconds", Some(v)) if v.parse::<f64>().is_ok() => args.seconds = v.parse().unwrap_or(1.0),
            ("--players", Some(v)) if v.parse::<usize>().is_ok() => args.players = v.parse().unwrap_or(2),
            ("--url", Some(v)) => args.url = Some(v),
            _ => {
                eprintln!("usage: load [--games N] [--seconds S] [--players P] [--url http://HOST:PORT]");
                return std::process::ExitCode::from(2);
            }
        }
    }
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a runtime");
    let report = runtime.block_on(run(args.clone()));
    println!(
        "{} games ({} finished, {} players each) for {:.1} s: {} moves, {:.0} moves/s; latency p50 {:.2} ms, p99 {:.2} ms",
        report.games,
        report.finished,
        args.players,
        report.seconds,
        report.moves,
        report.moves_per_second(),
        report.p50_us as f64 / 1000.0,
        report.p99_us as f64 / 1000.0
    );
    if report.problems.is_empty() {
        println!("checks: no move lost or duplicated (views, replays, and every game rebuilt from the database)");
        std::process::ExitCode::SUCCESS
    } else {
        for p in report.problems.iter().take(20) {
            eprintln!("load: {p}");
        }
        std::process::ExitCode::FAILURE
    }
}

