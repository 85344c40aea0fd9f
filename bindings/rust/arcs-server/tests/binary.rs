//! The `arcs-server` program: its arguments, and a real process serving on
//! 127.0.0.1 (an ephemeral port) until the test stops it.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::Duration;

const BIN: &str = env!("CARGO_BIN_EXE_arcs-server");

#[test]
fn help_and_bad_arguments() {
    let help = Command::new(BIN).arg("--help").output().unwrap();
    assert!(help.status.success());
    assert!(String::from_utf8_lossy(&help.stdout).contains("--replay-dir"));

    let bad = Command::new(BIN).arg("--players").output().unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("bad argument"));

    let unusable = Command::new(BIN).args(["--listen", "256.0.0.1:1"]).output().unwrap();
    assert!(!unusable.status.success());
    assert!(String::from_utf8_lossy(&unusable.stderr).contains("cannot listen"));
}

/// The server process, killed when the test ends (also on failure).
struct Server(std::process::Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn serves_games_on_loopback() {
    let dir = std::env::temp_dir().join(format!("arcs-server-bin-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut server = Server(
        Command::new(BIN)
            .args(["--listen", "127.0.0.1:0", "--replay-dir"])
            .arg(&dir)
            .arg("--db")
            .arg(dir.join("games.sqlite"))
            .stdout(Stdio::piped())
            .spawn()
            .unwrap(),
    );
    let mut first_line = String::new();
    BufReader::new(server.0.stdout.take().unwrap()).read_line(&mut first_line).unwrap();
    let addr = first_line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split(',').next())
        .unwrap_or_else(|| panic!("no address in {first_line:?}"))
        .to_string();

    let answer = (|| -> std::io::Result<String> {
        let mut stream = TcpStream::connect(&addr)?;
        stream.set_read_timeout(Some(Duration::from_secs(30)))?;
        let body = r#"{"players":3,"seed":5}"#;
        write!(
            stream,
            "POST /games HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )?;
        let mut answer = String::new();
        stream.read_to_string(&mut answer)?;
        Ok(answer)
    })();
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);

    let answer = answer.unwrap();
    assert!(answer.starts_with("HTTP/1.1 201"), "{answer}");
    let json = &answer[answer.find("\r\n\r\n").unwrap() + 4..];
    let game: arcs_server::NewGame = serde_json::from_str(json).unwrap();
    assert_eq!(game.tokens.len(), 3);
}
