//! `arcs-server [--listen ADDR] [--replay-dir DIR]`: host games of *Arcs*
//! over HTTP and WebSocket (see the crate documentation for the routes).
//! Defaults: `--listen 127.0.0.1:8080`, `--replay-dir replays`.

use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: arcs-server [--listen ADDR] [--replay-dir DIR]\n\
  --listen ADDR      address to listen on (default 127.0.0.1:8080)\n\
  --replay-dir DIR   where finished games' replays are written (default replays)";

#[tokio::main]
async fn main() -> ExitCode {
    let mut listen = "127.0.0.1:8080".to_string();
    let mut replay_dir = PathBuf::from("replays");
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--listen", Some(value)) => listen = value,
            ("--replay-dir", Some(value)) => replay_dir = value.into(),
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
    let listener = match tokio::net::TcpListener::bind(&listen).await {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!("arcs-server: cannot listen on {listen}: {e}");
            return ExitCode::FAILURE;
        }
    };
    println!(
        "arcs-server (libarcs {}) listening on http://{}, replays in {}",
        arcs::library_version(),
        listener.local_addr().map_or(listen, |a| a.to_string()),
        replay_dir.display()
    );
    match arcs_server::serve(listener, arcs_server::Lobby::new(Some(replay_dir))).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("arcs-server: {e}");
            ExitCode::FAILURE
        }
    }
}
