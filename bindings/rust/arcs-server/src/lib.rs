//! An example game server on libarcs: axum on tokio, hosting games of
//! *Arcs* over HTTP and WebSocket.
//!
//! - Each game has one secret token per seat. A seat sees only its own
//!   view (its observation: Rivals' hands and face-down cards, the decks'
//!   order and the generator stay hidden); spectators see the public view.
//! - Moves are checked by the engine ([`arcs::Game::apply`]); a seat may
//!   only send its own moves.
//! - A finished game is saved as a replay (in memory, and as
//!   `game-<id>.arcsreplay` in the replay directory when one is set).
//! - Seats may be played by bots (`"bots"` in `POST /games`: a libarcs
//!   [`arcs::Bot`] of the level asked for). When a bot's seat decides, the
//!   server has the bot choose on a background thread, from what that seat
//!   may know, and applies its move like a client's; every socket sees the
//!   change. No client may send a move for a bot's seat.
//!
//! HTTP (JSON bodies; `token` is the seat's secret, given as a query
//! parameter so that browsers can open the WebSocket too):
//!
//! | Method and path | Answer |
//! |---|---|
//! | `POST /games` `{"players":2,"seed":7,"setup":"2p Frontiers","bots":[{"seat":1,"level":"hard"}]}` (seed, setup and bots optional) | `201` [`NewGame`]: the id and each seat's token |
//! | `GET /games/{id}` | the public [`SeatView`] (spectators) |
//! | `GET /games/{id}/seats/{seat}?token=T` | the seat's [`SeatView`]: its observation, the decision's prompt, and its legal moves with their labels when it decides |
//! | `POST /games/{id}/seats/{seat}/moves?token=T` `{"move":"p0 pass"}` | the seat's [`SeatView`] after the move |
//! | `GET /games/{id}/seats/{seat}/ws?token=T` | WebSocket: the server sends [`ServerMessage`]s (a view after every change), the client sends [`MoveRequest`]s |
//! | `GET /games/{id}/replay` | the replay (protobuf bytes) once the game is over |
//!
//! Errors are `{"error": "..."}` with `400` (malformed move or body),
//! `403` (bad token, a move for another seat or a bot's), `404` (no such game or
//! seat), `409` (a move the rules refuse now, replay of a running game).
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
//! let lobby = arcs_server::Lobby::new(Some("replays".into()));
//! arcs_server::serve(listener, lobby).await
//! # }
//! ```

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use arcs::{Bot, Decider, Game, Level, Move, Viewer};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use tokio::net::TcpListener;
use tokio::sync::watch;

/// Body of `POST /games`.
///
/// ```
/// let req: arcs_server::CreateGame = serde_json::from_str(r#"{"players": 3}"#).unwrap();
/// assert_eq!((req.players, req.seed, req.setup), (3, None, None));
/// assert!(req.bots.is_empty());
/// ```
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct CreateGame {
    /// Number of players, 2..=4.
    pub players: usize,
    /// The game's seed (default: a random one).
    #[serde(default)]
    pub seed: Option<u64>,
    /// The setup card's name or id (default: a seeded random one).
    #[serde(default)]
    pub setup: Option<String>,
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

/// What one seat (or a spectator) sees of a game.
///
/// ```
/// let lobby = arcs_server::Lobby::new(None);
/// let game = lobby.create(&arcs_server::CreateGame { players: 2, seed: Some(1), setup: None, bots: vec![] }).unwrap();
/// let view = lobby.seat_view(game.id, 0, &game.tokens[0]).unwrap();
/// assert_eq!(view.seat, Some(0));
/// assert!(view.observation.players[1].hand.is_empty()); // a Rival's hand is hidden
/// ```
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SeatView {
    /// The game's id.
    pub game: u64,
    /// The seat this view is for (`None`: the public view).
    pub seat: Option<usize>,
    /// Moves applied so far: grows by one with every move.
    pub moves_played: usize,
    /// Who decides now (`None` once the game is over).
    pub to_move: Option<usize>,
    /// Whether the game is over.
    pub over: bool,
    /// The winner once the game is over.
    pub winner: Option<usize>,
    /// The pending decision as one English sentence ("Player 2: choose a
    /// slot for the Fuel being placed."), empty once the game is over.
    pub prompt: String,
    /// The seat's legal moves in text form (empty unless it decides now).
    pub legal_moves: Vec<Move>,
    /// A plain-language label for each of `legal_moves`, in the same order
    /// ("Spend Material (slot 1) to Build").
    pub labels: Vec<String>,
    /// The seat's observation (`proto/arcs.proto`, Observation).
    pub observation: arcs::proto::Observation,
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
/// ```
#[derive(Debug, Clone, Serialize, Deserialize)]
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

/// One hosted game.
struct Table {
    game: Mutex<Game>,
    tokens: Vec<String>,
    /// Bumped after every move; every seat's socket watches it.
    changed: watch::Sender<usize>,
    /// The replay, once the game is over.
    replay: Mutex<Option<Vec<u8>>>,
    /// `bots[seat]`: the bot playing that seat, if one does.
    bots: Vec<Option<Mutex<Bot>>>,
    /// Set while a thread plays the bots' moves (one at a time).
    bots_running: AtomicBool,
}

impl Table {
    fn game(&self) -> MutexGuard<'_, Game> {
        // A panic while holding the lock cannot leave the game half-changed
        // (every engine call is all-or-nothing), so a poisoned lock is usable.
        self.game.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Whether a bot plays the seat that decides now.
fn bot_decides(table: &Table) -> bool {
    matches!(table.game().current_player(), Decider::Player(p) if table.bots.get(p).is_some_and(Option::is_some))
}

/// When a bot's seat decides, play the bots' moves on a background thread
/// until a client's seat (or chance, or nobody) decides. A bot chooses on a
/// copy of the game, without holding the game's lock (views stay
/// available while it thinks), from what its seat may know (the bot
/// determinizes); its move is then applied like a client's, and every
/// socket sees the change. One such thread per game at a time.
fn run_bots(replay_dir: Option<PathBuf>, id: u64, table: Arc<Table>) {
    if !bot_decides(&table) || table.bots_running.swap(true, Ordering::AcqRel) {
        return;
    }
    std::thread::spawn(move || {
        loop {
            let (seat, copy, before) = {
                let game = table.game();
                match game.current_player() {
                    Decider::Player(p) if table.bots[p].is_some() => match game.try_clone() {
                        Ok(copy) => (p, copy, game.history_len()),
                        Err(_) => break,
                    },
                    _ => break,
                }
            };
            let bot = table.bots[seat].as_ref().expect("a bot's seat");
            let chosen = bot.lock().unwrap_or_else(|e| e.into_inner()).choose(&copy);
            let Ok(m) = chosen else { break };
            let replay = {
                let mut game = table.game();
                if game.history_len() != before || game.apply(m).is_err() {
                    continue;
                }
                if game.is_over() { game.save_replay().ok() } else { None }
            };
            if let Some(replay) = replay {
                // As after a client's move: a replay that cannot be written
                // is not kept (the game is over all the same).
                let _ = store_replay(replay_dir.as_deref(), id, &table, replay);
            }
            table.changed.send_modify(|n| *n += 1);
        }
        table.bots_running.store(false, Ordering::Release);
        // A bot's turn that came while this thread was stopping.
        run_bots(replay_dir, id, table);
    });
}

/// Write a finished game's replay to `dir` when set, then keep it.
fn store_replay(dir: Option<&std::path::Path>, id: u64, table: &Table, replay: Vec<u8>) -> Result<(), ApiError> {
    if let Some(dir) = dir {
        let saved = std::fs::create_dir_all(dir)
            .and_then(|()| std::fs::write(dir.join(format!("game-{id}.arcsreplay")), &replay));
        if let Err(e) = saved {
            return Err(ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, format!("saving the replay: {e}")));
        }
    }
    *table.replay.lock().unwrap_or_else(|e| e.into_inner()) = Some(replay);
    Ok(())
}

/// Every game the server hosts, and where finished games' replays go.
///
/// ```
/// use arcs_server::{CreateGame, Lobby};
/// let lobby = Lobby::new(None);
/// let game = lobby.create(&CreateGame { players: 2, seed: Some(5), setup: None, bots: vec![] }).unwrap();
/// let view = lobby.seat_view(game.id, 0, &game.tokens[0]).unwrap();
/// let seat = view.to_move.unwrap();
/// let m = lobby.seat_view(game.id, seat, &game.tokens[seat]).unwrap().legal_moves[0];
/// let after = lobby.play(game.id, seat, &game.tokens[seat], &m.to_string()).unwrap();
/// assert_eq!(after.moves_played, 1);
/// assert!(lobby.play(game.id, seat, "wrong token", &m.to_string()).is_err());
/// ```
pub struct Lobby {
    games: Mutex<HashMap<u64, Arc<Table>>>,
    next_id: AtomicU64,
    replay_dir: Option<PathBuf>,
}

/// A random 128-bit token, in hex.
fn new_token() -> String {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the operating system's random source");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

impl Lobby {
    /// An empty lobby; finished games' replays are also written to
    /// `replay_dir` (created when needed) when it is set.
    ///
    /// ```
    /// let lobby = arcs_server::Lobby::new(None);
    /// assert!(lobby.public_view(1).is_err());
    /// ```
    pub fn new(replay_dir: Option<PathBuf>) -> Arc<Lobby> {
        Arc::new(Lobby { games: Mutex::new(HashMap::new()), next_id: AtomicU64::new(1), replay_dir })
    }

    /// Create a game; the answer holds its id and each seat's token (a
    /// bot's seat too: its token shows that seat's view, but sends no
    /// move). If a bot's seat decides first, its bot starts playing.
    /// Errors: 400 for a config the engine rejects, a bot's seat outside
    /// the game or given twice, an unknown level.
    ///
    /// ```
    /// use arcs_server::{CreateGame, Lobby};
    /// let lobby = Lobby::new(None);
    /// assert_eq!(lobby.create(&CreateGame { players: 4, seed: None, setup: None, bots: vec![] }).unwrap().tokens.len(), 4);
    /// assert!(lobby.create(&CreateGame { players: 9, seed: None, setup: None, bots: vec![] }).is_err());
    /// let bot = |seat| arcs_server::BotSeat { seat, level: "easy".into(), playouts: Some(1) };
    /// let req = CreateGame { players: 2, seed: Some(3), setup: None, bots: vec![bot(1)] };
    /// assert_eq!(lobby.create(&req).unwrap().tokens.len(), 2);
    /// let bad = CreateGame { players: 2, seed: None, setup: None, bots: vec![bot(2)] };
    /// assert_eq!(lobby.create(&bad).unwrap_err().status.as_u16(), 400);
    /// ```
    pub fn create(&self, req: &CreateGame) -> Result<NewGame, ApiError> {
        let seed = req.seed.unwrap_or_else(|| {
            let mut bytes = [0u8; 8];
            getrandom::fill(&mut bytes).expect("the operating system's random source");
            u64::from_le_bytes(bytes)
        });
        let mut builder = Game::builder().players(req.players).seed(seed);
        if let Some(setup) = &req.setup {
            builder = builder.setup(setup.clone());
        }
        let game = builder.build()?;
        let mut bots: Vec<Option<Mutex<Bot>>> = (0..req.players).map(|_| None).collect();
        for (i, b) in req.bots.iter().enumerate() {
            let level: Level = b.level.parse()?;
            let slot = bots.get_mut(b.seat).ok_or_else(|| {
                ApiError::new(StatusCode::BAD_REQUEST, format!("bot seat {} in a game of {} players", b.seat, req.players))
            })?;
            if slot.is_some() {
                return Err(ApiError::new(StatusCode::BAD_REQUEST, format!("two bots for seat {}", b.seat)));
            }
            let bot = Bot::builder(b.seat, level)
                .seed(seed ^ (i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
                .playouts(b.playouts.unwrap_or(0))
                .build()?;
            *slot = Some(Mutex::new(bot));
        }
        let tokens: Vec<String> = (0..req.players).map(|_| new_token()).collect();
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let table = Arc::new(Table {
            game: Mutex::new(game),
            tokens: tokens.clone(),
            changed: watch::Sender::new(0),
            replay: Mutex::new(None),
            bots,
            bots_running: AtomicBool::new(false),
        });
        self.games.lock().unwrap_or_else(|e| e.into_inner()).insert(id, table.clone());
        self.run_bots(id, table);
        Ok(NewGame { id, tokens })
    }

    fn run_bots(&self, id: u64, table: Arc<Table>) {
        run_bots(self.replay_dir.clone(), id, table);
    }

    fn table(&self, id: u64) -> Result<Arc<Table>, ApiError> {
        self.games
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&id)
            .cloned()
            .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, format!("no game {id}")))
    }

    /// The table of game `id` if `token` is `seat`'s secret.
    fn seat(&self, id: u64, seat: usize, token: &str) -> Result<Arc<Table>, ApiError> {
        let table = self.table(id)?;
        match table.tokens.get(seat) {
            None => Err(ApiError::new(StatusCode::NOT_FOUND, format!("game {id} has no seat {seat}"))),
            Some(t) if t == token => Ok(table),
            Some(_) => Err(ApiError::new(StatusCode::FORBIDDEN, format!("wrong token for seat {seat}"))),
        }
    }

    /// The view of `seat`, which must present its token.
    /// Errors: 404 (no such game or seat), 403 (wrong token).
    ///
    /// ```
    /// use arcs_server::{CreateGame, Lobby};
    /// let lobby = Lobby::new(None);
    /// let g = lobby.create(&CreateGame { players: 2, seed: Some(1), setup: None, bots: vec![] }).unwrap();
    /// assert_eq!(lobby.seat_view(g.id, 1, &g.tokens[0]).unwrap_err().status.as_u16(), 403);
    /// ```
    pub fn seat_view(&self, id: u64, seat: usize, token: &str) -> Result<SeatView, ApiError> {
        let table = self.seat(id, seat, token)?;
        let game = table.game();
        view_of(id, &game, Some(seat))
    }

    /// The public view of game `id` (what a spectator sees).
    ///
    /// ```
    /// use arcs_server::{CreateGame, Lobby};
    /// let lobby = Lobby::new(None);
    /// let g = lobby.create(&CreateGame { players: 2, seed: Some(1), setup: None, bots: vec![] }).unwrap();
    /// let view = lobby.public_view(g.id).unwrap();
    /// assert!(view.legal_moves.is_empty() && view.seat.is_none());
    /// ```
    pub fn public_view(&self, id: u64) -> Result<SeatView, ApiError> {
        let table = self.table(id)?;
        let game = table.game();
        view_of(id, &game, None)
    }

    /// Apply `seat`'s move (text form), checked by the engine, and return
    /// the seat's new view. When the move ends the game, the replay is
    /// saved. Errors: 404, 403 (wrong token, or a move naming another
    /// player), 400 (not a move), 409 (the rules refuse it now); the game
    /// is unchanged on error.
    ///
    /// ```
    /// use arcs_server::{CreateGame, Lobby};
    /// let lobby = Lobby::new(None);
    /// let g = lobby.create(&CreateGame { players: 2, seed: Some(1), setup: None, bots: vec![] }).unwrap();
    /// let e = lobby.play(g.id, 0, &g.tokens[0], "p0 fly").unwrap_err();
    /// assert_eq!(e.status.as_u16(), 400);
    /// let e = lobby.play(g.id, 0, &g.tokens[0], "p1 pass").unwrap_err();
    /// assert_eq!(e.status.as_u16(), 403);
    /// ```
    pub fn play(&self, id: u64, seat: usize, token: &str, text: &str) -> Result<SeatView, ApiError> {
        let table = self.seat(id, seat, token)?;
        let m: Move = text.parse()?;
        if m.player() != Decider::Player(seat) {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                format!("seat {seat} cannot send a move for {}: {m}", m.player()),
            ));
        }
        if table.bots[seat].is_some() {
            return Err(ApiError::new(StatusCode::FORBIDDEN, format!("seat {seat} is played by a bot")));
        }
        let (view, replay) = {
            let mut game = table.game();
            game.apply(m)?;
            let replay = if game.is_over() { Some(game.save_replay()?) } else { None };
            (view_of(id, &game, Some(seat))?, replay)
        };
        if let Some(replay) = replay {
            self.store_replay(id, &table, replay)?;
        }
        table.changed.send_modify(|n| *n += 1);
        self.run_bots(id, table);
        Ok(view)
    }

    fn store_replay(&self, id: u64, table: &Table, replay: Vec<u8>) -> Result<(), ApiError> {
        store_replay(self.replay_dir.as_deref(), id, table, replay)
    }

    /// The replay of a finished game. Errors: 404, 409 (still playing).
    ///
    /// ```
    /// use arcs_server::{CreateGame, Lobby};
    /// let lobby = Lobby::new(None);
    /// let g = lobby.create(&CreateGame { players: 2, seed: Some(1), setup: None, bots: vec![] }).unwrap();
    /// assert_eq!(lobby.replay(g.id).unwrap_err().status.as_u16(), 409);
    /// ```
    pub fn replay(&self, id: u64) -> Result<Vec<u8>, ApiError> {
        let table = self.table(id)?;
        let replay = table.replay.lock().unwrap_or_else(|e| e.into_inner()).clone();
        replay.ok_or_else(|| ApiError::new(StatusCode::CONFLICT, format!("game {id} is not over")))
    }
}

/// The view of `seat` (or the public one), built from the engine's
/// observation and view for that seat only; the moves and their labels
/// only for the seat that decides.
fn view_of(id: u64, game: &Game, seat: Option<usize>) -> Result<SeatView, ApiError> {
    let viewer = seat.map_or(Viewer::Public, Viewer::Player);
    let observation = game.observation(viewer)?;
    let prompt = game.view(viewer)?.prompt().to_string();
    let decides = seat.is_some() && game.current_player().player() == seat;
    let (legal_moves, labels) = if decides { game.labelled_moves()?.into_iter().unzip() } else { Default::default() };
    Ok(SeatView {
        game: id,
        seat,
        moves_played: game.history_len(),
        to_move: game.current_player().player(),
        over: game.is_over(),
        winner: game.winner(),
        prompt,
        legal_moves,
        labels,
        observation,
    })
}

/// `?token=` of the seat routes.
#[derive(Debug, Deserialize)]
struct TokenQuery {
    token: String,
}

type Shared = State<Arc<Lobby>>;

async fn create_game(State(lobby): Shared, Json(req): Json<CreateGame>) -> Result<impl IntoResponse, ApiError> {
    Ok((StatusCode::CREATED, Json(lobby.create(&req)?)))
}

async fn public_view(State(lobby): Shared, Path(id): Path<u64>) -> Result<Json<SeatView>, ApiError> {
    lobby.public_view(id).map(Json)
}

async fn seat_view(
    State(lobby): Shared,
    Path((id, seat)): Path<(u64, usize)>,
    Query(q): Query<TokenQuery>,
) -> Result<Json<SeatView>, ApiError> {
    lobby.seat_view(id, seat, &q.token).map(Json)
}

async fn play(
    State(lobby): Shared,
    Path((id, seat)): Path<(u64, usize)>,
    Query(q): Query<TokenQuery>,
    Json(req): Json<MoveRequest>,
) -> Result<Json<SeatView>, ApiError> {
    lobby.play(id, seat, &q.token, &req.r#move).map(Json)
}

async fn replay(State(lobby): Shared, Path(id): Path<u64>) -> Result<impl IntoResponse, ApiError> {
    let bytes = lobby.replay(id)?;
    Ok(([(header::CONTENT_TYPE, "application/octet-stream")], bytes))
}

async fn seat_socket(
    State(lobby): Shared,
    Path((id, seat)): Path<(u64, usize)>,
    Query(q): Query<TokenQuery>,
    upgrade: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    // Check the token before upgrading: a refused seat gets an HTTP error.
    let table = lobby.seat(id, seat, &q.token)?;
    Ok(upgrade.on_upgrade(move |socket| run_socket(socket, lobby, table, id, seat, q.token)))
}

fn text_frame(msg: &ServerMessage) -> Message {
    Message::Text(serde_json::to_string(msg).expect("views serialize").into())
}

/// A seat's WebSocket: the seat's view now and after every change; each
/// text frame from the client is a [`MoveRequest`].
async fn run_socket(mut socket: WebSocket, lobby: Arc<Lobby>, table: Arc<Table>, id: u64, seat: usize, token: String) {
    let mut changes = table.changed.subscribe();
    changes.mark_changed();
    // Moves played in the last view sent: a change noticed after its view
    // was already sent is not sent twice.
    let mut sent: Option<usize> = None;
    loop {
        tokio::select! {
            changed = changes.changed() => {
                if changed.is_err() {
                    break;
                }
                let msg = match lobby.seat_view(id, seat, &token) {
                    Ok(view) if sent == Some(view.moves_played) => continue,
                    Ok(view) => {
                        sent = Some(view.moves_played);
                        ServerMessage::View { view: Box::new(view) }
                    }
                    Err(e) => ServerMessage::Error { error: e.message },
                };
                if socket.send(text_frame(&msg)).await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => {
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                    Some(Ok(_)) => continue, // pings are answered by axum; binary is ignored
                };
                let outcome = serde_json::from_str::<MoveRequest>(text.as_str())
                    .map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, format!("expected {{\"move\": \"...\"}}: {e}")))
                    .and_then(|req| lobby.play(id, seat, &token, &req.r#move));
                // A played move reaches this socket through `changes`.
                if let Err(e) = outcome {
                    if socket.send(text_frame(&ServerMessage::Error { error: e.message })).await.is_err() {
                        break;
                    }
                }
            }
        }
    }
}

/// The server's routes over `lobby` (see the crate documentation).
///
/// ```
/// let app: axum::Router = arcs_server::router(arcs_server::Lobby::new(None));
/// # let _ = app;
/// ```
pub fn router(lobby: Arc<Lobby>) -> Router {
    Router::new()
        .route("/games", post(create_game))
        .route("/games/{id}", get(public_view))
        .route("/games/{id}/replay", get(replay))
        .route("/games/{id}/seats/{seat}", get(seat_view))
        .route("/games/{id}/seats/{seat}/moves", post(play))
        .route("/games/{id}/seats/{seat}/ws", get(seat_socket))
        .with_state(lobby)
}

/// Serve `lobby` on `listener` until the task is dropped or fails.
///
/// ```no_run
/// # async fn run() -> std::io::Result<()> {
/// let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
/// arcs_server::serve(listener, arcs_server::Lobby::new(None)).await
/// # }
/// ```
pub async fn serve(listener: TcpListener, lobby: Arc<Lobby>) -> std::io::Result<()> {
    axum::serve(listener, router(lobby)).await
}
