//! A game server on libarcs: axum on tokio, hosting games of *Arcs* over
//! HTTP and WebSocket, every game kept in a SQLite database.
//!
//! - Each game has one secret token per seat (128 random bits; the
//!   database keeps only its SHA-256). A seat sees only its own view (its
//!   observation: Rivals' hands and face-down cards, the decks' order and
//!   the generator stay hidden); spectators see the public view.
//! - Moves are checked by the engine ([`arcs::Game::apply`]); a seat may
//!   only send its own moves. Every applied move is stored with the state
//!   hash after it; on start, every unfinished game is rebuilt by
//!   replaying its moves and checking each hash ([`Lobby::open`]).
//! - A finished game's replay is stored and served.
//! - Seats may be played by bots (`"bots"` in `POST /games`: a libarcs
//!   [`arcs::Bot`] of the level asked for). When a bot's seat decides, the
//!   server has the bot choose on a background thread, from what that seat
//!   may know, and applies its move like a client's; every socket sees the
//!   change. No client may send a move for a bot's seat.
//! - Request bodies and WebSocket messages are size-limited, requests are
//!   rate-limited per client address and WebSocket messages per socket
//!   ([`Limits`]); no CORS header is ever sent.
//!
//! HTTP (JSON bodies; `token` is the seat's secret, given as a query
//! parameter so that browsers can open the WebSocket too; the views take
//! `?log_from=N`, the first log entry wanted):
//!
//! | Method and path | Answer |
//! |---|---|
//! | `POST /games` [`CreateGame`], e.g. `{"players":2,"seed":7,"setup":"2p Frontiers","bots":[{"seat":1,"level":"hard"}]}` | `201` [`NewGame`]: the id and each seat's token |
//! | `GET /games/{id}` | the public [`SeatView`] (spectators) |
//! | `GET /games/{id}/seats/{seat}?token=T` | the seat's [`SeatView`]: its observation, the decision's prompt, and its legal moves with their labels when it decides |
//! | `POST /games/{id}/seats/{seat}/moves?token=T` `{"move":"p0 pass"}` | the seat's [`SeatView`] after the move |
//! | `GET /games/{id}/seats/{seat}/ws?token=T` | WebSocket of a seat: the server sends [`ServerMessage`]s (a view after every change, its log holding only the entries not sent yet), the client sends [`MoveRequest`]s |
//! | `GET /games/{id}/ws` | WebSocket of a spectator: the public views |
//! | `GET /games/{id}/replay` | the replay (protobuf bytes, an attachment) once the game is over |
//! | `GET /healthz` | `{"status":"ok","games":n,"version":"..."}` |
//! | `GET /online.json` | `{"server":true,"version":"..."}`: tells the page (web/online.mjs) that a server hosts it |
//! | any other path | the page's files (`--site`), when set |
//!
//! Errors are `{"error": "..."}` with `400` (malformed move or body),
//! `403` (bad token, a move for another seat or a bot's), `404` (no such
//! game or seat, or a stored game that does not replay), `409` (a move the
//! rules refuse now, replay of a running game), `413` (body too large),
//! `429` (rate limited); nothing changed.
//!
//! ```no_run
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
//! let lobby = arcs_server::Lobby::open("games.sqlite".as_ref(), None)?;
//! arcs_server::serve(listener, lobby).await?;
//! # Ok(())
//! # }
//! ```

mod db;
mod limits;
mod lobby;
mod routes;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};

pub use limits::Limits;
pub use lobby::Lobby;
pub use routes::{router, router_with, serve, serve_with, Options};

/// The game played (`mode` of [`CreateGame`]).
///
/// ```
/// let m: arcs_server::GameMode = serde_json::from_str(r#""leaders-and-lore""#).unwrap();
/// assert_eq!(m, arcs_server::GameMode::LeadersAndLore);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameMode {
    /// The base game.
    #[default]
    Base,
    /// Leaders & Lore.
    LeadersAndLore,
    /// The Blighted Reach campaign.
    Campaign,
}

impl From<GameMode> for arcs::Mode {
    fn from(m: GameMode) -> arcs::Mode {
        match m {
            GameMode::Base => arcs::Mode::Base,
            GameMode::LeadersAndLore => arcs::Mode::LeadersLore,
            GameMode::Campaign => arcs::Mode::Campaign,
        }
    }
}

/// Body of `POST /games`.
///
/// ```
/// let req: arcs_server::CreateGame = serde_json::from_str(r#"{"players": 3}"#).unwrap();
/// assert_eq!((req.players, req.seed, req.setup), (3, None, None));
/// assert_eq!(req.mode, arcs_server::GameMode::Base);
/// assert!(req.bots.is_empty());
/// ```
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct CreateGame {
    /// The game: "base" (default), "leaders-and-lore" or "campaign".
    #[serde(default)]
    pub mode: GameMode,
    /// Number of players, 2..=4.
    pub players: usize,
    /// The game's seed (default: a random one).
    #[serde(default)]
    pub seed: Option<u64>,
    /// The setup card's name or id (default: a seeded random one).
    #[serde(default)]
    pub setup: Option<String>,
    /// The campaign: the last Act played (1, 2, or 3 the default;
    /// [`arcs::GameBuilder::last_act`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_act: Option<u32>,
    /// The campaign: at most this many deals per Summit (0 or absent: no
    /// limit; [`arcs::GameBuilder::summit_deals`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summit_deal_limit: Option<u32>,
    /// Seats played by bots (default: none).
    #[serde(default)]
    pub bots: Vec<BotSeat>,
}

/// A seat played by a bot (`bots` of [`CreateGame`]).
///
/// ```
/// let b: arcs_server::BotSeat = serde_json::from_str(r#"{"seat": 1, "level": "normal"}"#).unwrap();
/// assert_eq!((b.seat, b.level.as_str(), b.playouts), (1, "normal", None));
/// ```
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct BotSeat {
    /// The seat, 0..players-1.
    pub seat: usize,
    /// The level: "random", "easy", "normal" or "hard" (any case).
    pub level: String,
    /// Search iterations per decision (default: the level's time budget).
    #[serde(default)]
    pub playouts: Option<u32>,
}

/// Answer to `POST /games`: the game's id and each seat's secret token.
///
/// ```
/// let g = arcs_server::NewGame { id: 1, tokens: vec!["a".into(), "b".into()] };
/// assert_eq!(serde_json::to_value(&g).unwrap()["tokens"][1], "b");
/// ```
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct NewGame {
    /// The game's id in paths (`/games/{id}`).
    pub id: u64,
    /// `tokens[seat]`: the secret that seat sends as `?token=`.
    pub tokens: Vec<String>,
}

/// One entry of a game's log as a viewer may see it.
///
/// ```
/// let e = arcs_server::LogEntry { text: "Setup".into(), outcomes: vec![] };
/// assert_eq!(serde_json::to_value(&e).unwrap()["text"], "Setup");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    /// The move ("Player 2: Copy with a face-down card"), as this viewer
    /// may see it; "Setup" for entry 0.
    pub text: String,
    /// The engine's log lines the move produced.
    pub outcomes: Vec<String>,
}

/// What one seat (or a spectator) sees of a game.
///
/// ```
/// let lobby = arcs_server::Lobby::in_memory();
/// let game = lobby.create(&arcs_server::CreateGame { players: 2, seed: Some(1), ..Default::default() }).unwrap();
/// let view = lobby.seat_view(game.id, 0, &game.tokens[0], 0).unwrap();
/// assert_eq!(view.seat, Some(0));
/// assert!(view.observation.players[1].hand.is_empty()); // a Rival's hand is hidden
/// ```
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SeatView {
    /// The game's id.
    pub game: u64,
    /// The seat this view is for (`None`: the public view).
    pub seat: Option<usize>,
    /// The game played.
    pub mode: GameMode,
    /// Number of players.
    pub players: usize,
    /// Moves applied so far: grows by one with every move.
    pub moves_played: usize,
    /// Who decides now (`None` once the game is over).
    pub to_move: Option<usize>,
    /// Whether the game is over.
    pub over: bool,
    /// The winner once the game is over.
    pub winner: Option<usize>,
    /// The campaign's Act (`None` outside the campaign).
    pub act: Option<u32>,
    /// The seats played by bots.
    pub bots: Vec<usize>,
    /// The pending decision as one English sentence ("Player 2: choose a
    /// slot for the Fuel being placed."), empty once the game is over.
    pub prompt: String,
    /// The seat's legal moves in text form (empty unless it decides now).
    pub legal_moves: Vec<arcs::Move>,
    /// A plain-language label for each of `legal_moves`, in the same order
    /// ("Spend Material (slot 1) to Build").
    pub labels: Vec<String>,
    /// The structured view for this viewer: the library's view JSON
    /// ([`arcs::Game::view_json`]), as it is.
    pub view: Box<serde_json::value::RawValue>,
    /// The seat's observation (`proto/arcs.proto`, Observation).
    pub observation: arcs::proto::Observation,
    /// Index of the first entry of `log` in the game's log.
    pub log_start: usize,
    /// The game's log from `log_start` on: entry k is the k-th move (0:
    /// setup) as this viewer may see it.
    pub log: Vec<LogEntry>,
}

/// Body of a move (HTTP `POST .../moves` and WebSocket text frames).
///
/// ```
/// let req: arcs_server::MoveRequest = serde_json::from_str(r#"{"move": "p0 pass"}"#).unwrap();
/// assert_eq!(req.r#move, "p0 pass");
/// ```
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MoveRequest {
    /// The move in its text form, e.g. `"p1 lead Aggression-4"`.
    pub r#move: String,
}

/// What the server sends on a seat's WebSocket, as JSON text frames.
///
/// ```
/// let msg = arcs_server::ServerMessage::Error { error: "illegal move".into() };
/// assert_eq!(serde_json::to_value(&msg).unwrap()["type"], "error");
/// let back: arcs_server::ServerMessage = serde_json::from_str(r#"{"type":"error","error":"no"}"#).unwrap();
/// assert!(matches!(back, arcs_server::ServerMessage::Error { .. }));
/// ```
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The seat's view: sent on connecting and after every change.
    View {
        /// The view.
        view: Box<SeatView>,
    },
    /// The client's last message was refused (the game is unchanged).
    Error {
        /// Why.
        error: String,
    },
}

impl<'de> Deserialize<'de> for ServerMessage {
    /// From serde_json text (the view's `view` is kept as raw JSON, which
    /// serde's tagged enums cannot buffer: hence by hand).
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ServerMessage, D::Error> {
        use serde::de::Error as _;
        #[derive(Deserialize)]
        struct Wire {
            #[serde(rename = "type")]
            kind: String,
            #[serde(default)]
            view: Option<Box<serde_json::value::RawValue>>,
            #[serde(default)]
            error: Option<String>,
        }
        let w = Wire::deserialize(d)?;
        match (w.kind.as_str(), w.view, w.error) {
            ("view", Some(v), _) => {
                serde_json::from_str(v.get()).map(|view| ServerMessage::View { view }).map_err(D::Error::custom)
            }
            ("error", _, Some(error)) => Ok(ServerMessage::Error { error }),
            _ => Err(D::Error::custom(r#"expected {"type":"view","view":...} or {"type":"error","error":"..."}"#)),
        }
    }
}

/// An error answer: an HTTP status and a message.
///
/// ```
/// let e = arcs_server::ApiError::new(axum::http::StatusCode::NOT_FOUND, "no game 9");
/// assert_eq!(e.status.as_u16(), 404);
/// ```
#[derive(Debug, Clone)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// What was wrong.
    pub message: String,
}

impl ApiError {
    /// An error with `status` and `message`.
    ///
    /// ```
    /// let e = arcs_server::ApiError::new(axum::http::StatusCode::FORBIDDEN, "bad token");
    /// assert_eq!(e.message, "bad token");
    /// ```
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError { status, message: message.into() }
    }
}

impl From<arcs::Error> for ApiError {
    /// Engine errors: malformed input is 400, a refused move 409.
    fn from(e: arcs::Error) -> ApiError {
        let status = match e {
            arcs::Error::Parse(_) | arcs::Error::BadConfig(_) | arcs::Error::InvalidArgument(_) => {
                StatusCode::BAD_REQUEST
            }
            arcs::Error::IllegalMove(_) | arcs::Error::WrongPlayer(_) | arcs::Error::GameOver => {
                StatusCode::CONFLICT
            }
            _ => StatusCode::INTERNAL_SERVER_ERROR,
        };
        ApiError::new(status, e.to_string())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.status, Json(serde_json::json!({ "error": self.message }))).into_response()
    }
}

