//! `arcs-server [--db FILE] [--listen ADDR] [--site DIR] [--replay-dir DIR] [--http-rate N] [--ws-rate N]`:
//! host games of *Arcs* over HTTP and WebSocket (see the crate
//! documentation for the routes). Defaults: `--db games.sqlite`,
//! `--listen 127.0.0.1:8080`, no page, no replay directory. Logs one line
//! per request, move and game event on standard error (`RUST_LOG` filters,
//! default `info`).

use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: arcs-server [--db FILE] [--listen ADDR] [--site DIR] [--replay-dir DIR]\n\
                     [--http-rate N] [--ws-rate N]\n\
  --db FILE          the SQLite database of the games (default games.sqlite; created when missing)\n\
  --listen ADDR      address to listen on (default 127.0.0.1:8080)\n\
  --site DIR         serve the page's files from DIR on every other path (scripts/build-web.sh)\n\
  --replay-dir DIR   also write finished games' replays to DIR as game-<id>.arcsreplay\n\
  --http-rate N      requests per second one client address may make (default 100, bursts of 4 seconds' worth)\n\
  --ws-rate N        messages per second one WebSocket may send (default 30, bursts of 2 seconds' worth)";

#[tokio::main]
async fn main() -> ExitCode {
    let mut listen = "127.0.0.1:8080".to_string();
    let mut db = PathBuf::from("games.sqlite");
    let mut replay_dir: Option<PathBuf> = None;
    let mut options = arcs_server::Options::default();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--listen", Some(value)) => listen = value,
            ("--db", Some(value)) => db = value.into(),
            ("--site", Some(value)) => options.site = Some(value.into()),
            ("--replay-dir", Some(value)) => replay_dir = Some(value.into()),
            ("--http-rate", Some(value)) if value.parse::<u32>().is_ok_and(|n| n > 0) => {
                let n: u32 = value.parse().unwrap_or(1);
                options.limits.http_per_second = f64::from(n);
                options.limits.http_burst = n.saturating_mul(4);
            }
            ("--ws-rate", Some(value)) if value.parse::<u32>().is_ok_and(|n| n > 0) => {
                let n: u32 = value.parse().unwrap_or(1);
                options.limits.ws_per_second = f64::from(n);
                options.limits.ws_burst = n.saturating_mul(2);
            }
            ("--help" | "-h", _) => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            _ => {
                eprintln!("arcs-server: bad argument {arg:?}\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()),
        )
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .init();
    if let Some(site) = &options.site {
        if !site.join("index.html").is_file() {
            eprintln!("arcs-server: no index.html in {} (build the page with scripts/build-web.sh)", site.display());
            return ExitCode::FAILURE;
        }
    }
    let listener = match tokio::net::TcpListener::bind(&listen).await {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!("arcs-server: cannot listen on {listen}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let lobby = match arcs_server::Lobby::open(&db, replay_dir) {
        Ok(lobby) => lobby,
        Err(e) => {
            eprintln!("arcs-server: {}: {e}", db.display());
            return ExitCode::FAILURE;
        }
    };
    println!(
        "arcs-server (libarcs {}) listening on http://{}, games in {}",
        arcs::library_version(),
        listener.local_addr().map_or(listen, |a| a.to_string()),
        db.display()
    );
    match arcs_server::serve_with(listener, lobby, options).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("arcs-server: {e}");
            ExitCode::FAILURE
        }
    }
}
