//! Helpers of the server's tests: a server on 127.0.0.1, raw HTTP
//! requests, random play.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use arcs_server::{Lobby, Options, SeatView};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper::{HeaderMap, Request, StatusCode};
use hyper_util::rt::TokioIo;
use tokio::net::{TcpListener, TcpStream};

/// A server on an ephemeral port of 127.0.0.1, stopped when dropped.
pub struct Server {
    pub addr: SocketAddr,
    pub lobby: Arc<Lobby>,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Drop for Server {
    fn drop(&mut self) {
        self.task.abort();
    }
}

pub async fn start(lobby: Arc<Lobby>, options: Options) -> Server {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let task = tokio::spawn(arcs_server::serve_with(listener, lobby.clone(), options));
    Server { addr, lobby, task }
}

/// An HTTP answer.
pub struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Bytes,
}

impl Answer {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {:?}", self.body))
    }
    pub fn error(&self) -> String {
        self.json()["error"].as_str().expect("an error message").to_string()
    }
}

/// One HTTP/1.1 request with extra headers and a raw body.
pub async fn request(addr: SocketAddr, method: &str, path: &str, headers: &[(&str, &str)], body: Vec<u8>) -> Answer {
    let stream = TcpStream::connect(addr).await.expect("connect");
    let (mut sender, conn) = hyper::client::conn::http1::handshake(TokioIo::new(stream)).await.expect("handshake");
    tokio::spawn(conn);
    let mut builder = Request::builder().method(method).uri(path).header("host", addr.to_string());
    for (k, v) in headers {
        builder = builder.header(*k, *v);
    }
    let response = sender.send_request(builder.body(Full::new(Bytes::from(body))).unwrap()).await.expect("response");
    let status = response.status();
    let headers = response.headers().clone();
    let body = response.into_body().collect().await.expect("body").to_bytes();
    Answer { status, headers, body }
}

/// A JSON request (or none with `None`).
pub async fn http(addr: SocketAddr, method: &str, path: &str, body: Option<serde_json::Value>) -> Answer {
    let body = body.map_or_else(Vec::new, |v| v.to_string().into_bytes());
    request(addr, method, path, &[("content-type", "application/json")], body).await
}

/// A small generator for picking moves.
pub struct Pick(pub u64);

impl Pick {
    pub fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) as usize % n
    }
}

/// Play up to `moves` random moves of game `id` through the lobby (the
/// seats that decide; bots' seats are waited for). The number played.
pub fn play_random(lobby: &Lobby, id: u64, tokens: &[String], moves: usize, pick: &mut Pick) -> usize {
    let mut played = 0;
    let start = std::time::Instant::now();
    while played < moves {
        let public = lobby.public_view(id, usize::MAX).unwrap();
        if public.over {
            break;
        }
        let Some(seat) = public.to_move else { break };
        if public.bots.contains(&seat) {
            assert!(start.elapsed().as_secs() < 120, "the bot did not move");
            std::thread::sleep(std::time::Duration::from_millis(1));
            continue;
        }
        let view: SeatView = lobby.seat_view(id, seat, &tokens[seat], usize::MAX).unwrap();
        let m = view.legal_moves[pick.next(view.legal_moves.len())];
        lobby.play(id, seat, &tokens[seat], &m.to_string()).unwrap();
        played += 1;
    }
    played
}

/// A fresh temporary directory for one test.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("arcs-server-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
