//! The hosted games ([`Lobby`]): creating, viewing and playing them, the
//! bots, the log, and keeping every move in the database.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::Instant;

use arcs::{Bot, Decider, Game, History, Level, Move, SummitDeals, Viewer};
use axum::http::StatusCode;
use serde_json::value::RawValue;
use sha2::{Digest, Sha256};
use tokio::sync::watch;

use crate::db::{Db, StoredGame, StoredSeat};
use crate::{ApiError, CreateGame, GameMode, LogEntry, NewGame, SeatView};

/// One entry of a game's log: the move as each viewer may see it, and the
/// engine's lines it produced.
struct Entry {
    /// `texts[0]` for the public, `texts[1 + seat]` for each seat.
    texts: Vec<String>,
    outcomes: Vec<String>,
}

/// A game being played, with its log.
struct Live {
    game: Game,
    entries: Vec<Entry>,
    /// Filled by the game's log sink during each apply.
    lines: Arc<Mutex<Vec<String>>>,
    /// `views[column]`: the last view JSON made for that viewer (0 the
    /// public, 1 + seat) and the moves played then: every socket of that
    /// viewer, and the answer to a move, share it.
    views: Vec<Option<(usize, Box<RawValue>)>>,
}

/// How `viewer` (a seat, or `None` the public) may see move `m`, one of
/// the current legal moves, before it is applied.
fn move_seen(game: &Game, m: Move, viewer: Option<usize>) -> String {
    // Only legal moves are applied: for any other, the label is not used.
    let text = game.move_label_for(m, viewer.map_or(Viewer::Public, Viewer::Player)).unwrap_or_default();
    match m.player() {
        Decider::Player(p) => format!("Player {}: {text}", p + 1),
        _ => format!("Chance: {text}"),
    }
}

/// The structured view of `game` for `viewer` (a seat, or `None` the
/// public): the library's view JSON, passed on as it is.
fn view_json(game: &Game, viewer: Option<usize>) -> Result<Box<RawValue>, ApiError> {
    let json = game.view_json(viewer.map_or(Viewer::Public, Viewer::Player))?;
    RawValue::from_string(json).map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, format!("view JSON: {e}")))
}

fn take_lines(lines: &Mutex<Vec<String>>) -> Vec<String> {
    std::mem::take(&mut *lines.lock().unwrap_or_else(|e| e.into_inner()))
}

impl Live {
    /// Build the game of `config` (setup's lines become entry 0).
    fn new(config: &CreateGame, seed: u64) -> Result<Live, ApiError> {
        let lines = Arc::new(Mutex::new(Vec::new()));
        let sink = lines.clone();
        let mut builder = Game::builder()
            .players(config.players)
            .seed(seed)
            .history(History::Moves)
            .mode(config.mode.into())
            .log(move |line| sink.lock().unwrap_or_else(|e| e.into_inner()).push(line.to_string()));
        if let Some(setup) = &config.setup {
            builder = builder.setup(setup.clone());
        }
        if let Some(act) = config.last_act {
            builder = builder.last_act(act);
        }
        if let Some(limit) = config.summit_deal_limit {
            builder = builder.summit_deals(if limit == 0 { SummitDeals::Unlimited } else { SummitDeals::AtMost(limit) });
        }
        let game = builder.build()?;
        let setup = Entry { texts: vec!["Setup".to_string(); config.players + 1], outcomes: take_lines(&lines) };
        Ok(Live { game, entries: vec![setup], lines, views: vec![None; config.players + 1] })
    }

    /// Apply `m`, adding its log entry. On error nothing changed.
    fn apply(&mut self, m: Move) -> Result<(), arcs::Error> {
        let players = self.game.num_players();
        let texts: Vec<String> = std::iter::once(None)
            .chain((0..players).map(Some))
            .map(|viewer| move_seen(&self.game, m, viewer))
            .collect();
        take_lines(&self.lines);
        self.game.apply(m)?;
        self.entries.push(Entry { texts, outcomes: take_lines(&self.lines) });
        Ok(())
    }
}

/// One hosted game.
pub(crate) struct Table {
    id: u64,
    mode: GameMode,
    live: Mutex<Live>,
    token_sha256: Vec<[u8; 32]>,
    /// Bumped after every move; every socket of the game watches it.
    pub(crate) changed: watch::Sender<usize>,
    /// `bots[seat]`: the bot playing that seat, if one does.
    bots: Vec<Option<Mutex<Bot>>>,
    /// Set while a thread plays the bots' moves (one at a time).
    bots_running: AtomicBool,
}

impl Table {
    pub(crate) fn id(&self) -> u64 {
        self.id
    }

    fn live(&self) -> MutexGuard<'_, Live> {
        // Every engine call is all-or-nothing, so a poisoned lock is usable.
        self.live.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether `token` is `seat`'s (compared in constant time, as SHA-256 digests).
    fn token_ok(&self, seat: usize, token: &str) -> bool {
        let given: [u8; 32] = Sha256::digest(token.as_bytes()).into();
        let stored = &self.token_sha256[seat];
        given.iter().zip(stored.iter()).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0
    }

    fn bot_decides(&self) -> bool {
        matches!(self.live().game.current_player(),
            Decider::Player(p) if self.bots.get(p).is_some_and(Option::is_some))
    }

    /// The view of `seat` (or the public one), log entries from `log_from` on.
    pub(crate) fn view(&self, seat: Option<usize>, log_from: usize) -> Result<SeatView, ApiError> {
        let mut live = self.live();
        view_of(self, &mut live, seat, log_from)
    }

}

/// The view of `seat` (or the public one) from the engine's observation
/// and view for that viewer only; the moves and labels only for the seat
/// that decides.
fn view_of(table: &Table, live: &mut Live, seat: Option<usize>, log_from: usize) -> Result<SeatView, ApiError> {
    let column = seat.map_or(0, |s| s + 1);
    let played = live.game.history_len();
    let view = match &live.views[column] {
        Some((at, json)) if *at == played => json.clone(),
        _ => {
            let json = view_json(&live.game, seat)?;
            live.views[column] = Some((played, json.clone()));
            json
        }
    };
    let game = &live.game;
    let viewer = seat.map_or(Viewer::Public, Viewer::Player);
    let observation = game.observation(viewer)?;
    let prompt = game.view(viewer)?.prompt().to_string();
    let decides = seat.is_some() && game.current_player().player() == seat;
    let (legal_moves, labels) = if decides { game.labelled_moves()?.into_iter().unzip() } else { Default::default() };
    let log_start = log_from.min(live.entries.len());
    let log = live.entries[log_start..]
        .iter()
        .map(|e| LogEntry { text: e.texts[column].clone(), outcomes: e.outcomes.clone() })
        .collect();
    Ok(SeatView {
        game: table.id,
        seat,
        mode: table.mode,
        players: game.num_players(),
        moves_played: game.history_len(),
        to_move: game.current_player().player(),
        over: game.is_over(),
        winner: game.winner(),
        act: game.act(),
        bots: table.bots.iter().enumerate().filter(|(_, b)| b.is_some()).map(|(s, _)| s).collect(),
        prompt,
        legal_moves,
        labels,
        view,
        observation,
        log_start,
        log,
    })
}

/// Every game the server hosts, kept in a SQLite database.
///
/// ```
/// use arcs_server::{CreateGame, Lobby};
/// let lobby = Lobby::in_memory();
/// let game = lobby.create(&CreateGame { players: 2, seed: Some(5), ..Default::default() }).unwrap();
/// let view = lobby.seat_view(game.id, 0, &game.tokens[0], 0).unwrap();
/// let seat = view.to_move.unwrap();
/// let m = lobby.seat_view(game.id, seat, &game.tokens[seat], 0).unwrap().legal_moves[0];
/// let after = lobby.play(game.id, seat, &game.tokens[seat], &m.to_string()).unwrap();
/// assert_eq!(after.moves_played, 1);
/// assert_eq!(after.log.len(), 2); // "Setup", then the move
/// assert!(lobby.play(game.id, seat, "wrong token", &m.to_string()).is_err());
/// ```
pub struct Lobby {
    me: Weak<Lobby>,
    games: Mutex<HashMap<u64, Arc<Table>>>,
    /// Games whose stored moves do not replay to their stored hashes: why.
    unavailable: Mutex<HashMap<u64, String>>,
    db: Db,
    replay_dir: Option<PathBuf>,
}

/// A random 128-bit token, in hex.
fn new_token() -> String {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the operating system's random source");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn db_error(e: impl std::fmt::Display) -> ApiError {
    tracing::error!(error = %e, "database");
    ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "the game store failed; nothing changed")
}

/// The bots of `config`, checked (seat in the game, once each, a known level).
fn make_bots(config: &CreateGame, seed: u64) -> Result<Vec<Option<Mutex<Bot>>>, ApiError> {
    let mut bots: Vec<Option<Mutex<Bot>>> = (0..config.players).map(|_| None).collect();
    for b in &config.bots {
        let level: Level = b.level.parse()?;
        let slot = bots.get_mut(b.seat).ok_or_else(|| {
            ApiError::new(StatusCode::BAD_REQUEST, format!("bot seat {} in a game of {} players", b.seat, config.players))
        })?;
        if slot.is_some() {
            return Err(ApiError::new(StatusCode::BAD_REQUEST, format!("two bots for seat {}", b.seat)));
        }
        let bot = Bot::builder(b.seat, level)
            .seed(seed ^ (b.seat as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
            .playouts(b.playouts.unwrap_or(0))
            .build()?;
        *slot = Some(Mutex::new(bot));
    }
    Ok(bots)
}

impl Lobby {
    /// A lobby over the database file `db` (created when missing): every
    /// unfinished game in it is rebuilt by replaying its moves, each
    /// stored state hash checked (a game whose moves do not replay is
    /// reported and not served), and its bots resume. Finished games are
    /// rebuilt when first asked for; their replays are served from the
    /// database. When `replay_dir` is set, finished games' replays are
    /// also written there as `game-<id>.arcsreplay`.
    ///
    /// Errors: the database cannot be opened, or has a newer schema.
    pub fn open(db: &Path, replay_dir: Option<PathBuf>) -> Result<Arc<Lobby>, String> {
        Lobby::with_db(Db::open(Some(db))?, replay_dir)
    }

    /// A lobby over a database in memory (lost when dropped).
    ///
    /// ```
    /// let lobby = arcs_server::Lobby::in_memory();
    /// assert!(lobby.public_view(1, 0).is_err());
    /// ```
    pub fn in_memory() -> Arc<Lobby> {
        Lobby::with_db(Db::open(None).expect("an in-memory database"), None).expect("an empty database")
    }

    fn with_db(db: Db, replay_dir: Option<PathBuf>) -> Result<Arc<Lobby>, String> {
        let lobby = Arc::new_cyclic(|me| Lobby {
            me: me.clone(),
            games: Mutex::new(HashMap::new()),
            unavailable: Mutex::new(HashMap::new()),
            db,
            replay_dir,
        });
        let stored = lobby.db.games(true).map_err(|e| format!("reading the games: {e}"))?;
        let start = Instant::now();
        for g in stored {
            lobby.restore(g);
        }
        let live = lobby.live_games();
        let unavailable = lobby.unavailable.lock().unwrap_or_else(|e| e.into_inner()).len();
        tracing::info!(games = live, unavailable, latency_ms = start.elapsed().as_millis() as u64, "games restored");
        let tables: Vec<Arc<Table>> = lobby.games.lock().unwrap_or_else(|e| e.into_inner()).values().cloned().collect();
        for table in tables {
            lobby.run_bots(table);
        }
        Ok(lobby)
    }

    /// Rebuild a stored game into the lobby (or mark it unavailable).
    fn restore(&self, stored: StoredGame) -> Option<Arc<Table>> {
        let id = stored.id;
        match self.rebuild(stored) {
            Ok(table) => {
                let table = Arc::new(table);
                self.games.lock().unwrap_or_else(|e| e.into_inner()).insert(id, table.clone());
                Some(table)
            }
            Err(why) => {
                tracing::error!(game = id, error = %why, "game not restored: it will not be served");
                self.unavailable.lock().unwrap_or_else(|e| e.into_inner()).insert(id, why);
                None
            }
        }
    }

    /// A stored game, replayed move by move with every hash checked.
    fn rebuild(&self, stored: StoredGame) -> Result<Table, String> {
        let config: CreateGame = serde_json::from_str(&stored.config).map_err(|e| format!("stored config: {e}"))?;
        let seed = config.seed.ok_or("stored config without a seed")?;
        let mut live = Live::new(&config, seed).map_err(|e| format!("setup: {}", e.message))?;
        if live.game.state_hash() != stored.setup_hash {
            return Err("the state after setup does not match the stored hash".into());
        }
        let moves = self.db.moves(stored.id).map_err(|e| format!("reading the moves: {e}"))?;
        for (k, sm) in moves.iter().enumerate() {
            let m: Move = sm.text.parse().map_err(|e| format!("move {}: {e}", k + 1))?;
            live.apply(m).map_err(|e| format!("move {} ({m}): {e}", k + 1))?;
            if live.game.state_hash() != sm.hash {
                return Err(format!("the state after move {} does not match the stored hash", k + 1));
            }
        }
        if live.game.is_over() != stored.over {
            return Err("the stored moves do not end where the game is stored as ended".into());
        }
        if stored.seats.len() != config.players {
            return Err("stored seats do not match the players".into());
        }
        let bots = make_bots(&config, seed).map_err(|e| format!("bots: {}", e.message))?;
        let played = live.game.history_len();
        Ok(Table {
            id: stored.id,
            mode: config.mode,
            live: Mutex::new(live),
            token_sha256: stored.seats.iter().map(|s| s.token_sha256).collect(),
            changed: watch::Sender::new(played),
            bots,
            bots_running: AtomicBool::new(false),
        })
    }

    /// Number of games being played (served and not over).
    pub fn live_games(&self) -> usize {
        let tables: Vec<Arc<Table>> = self.games.lock().unwrap_or_else(|e| e.into_inner()).values().cloned().collect();
        tables.iter().filter(|t| !t.live().game.is_over()).count()
    }

    /// Ids of the stored games that are not served because their stored
    /// moves do not replay to their stored hashes.
    pub fn unavailable_games(&self) -> Vec<u64> {
        let mut ids: Vec<u64> = self.unavailable.lock().unwrap_or_else(|e| e.into_inner()).keys().copied().collect();
        ids.sort_unstable();
        ids
    }

    /// Create a game; the answer holds its id and each seat's token (a
    /// bot's seat too: its token shows that seat's view, but sends no
    /// move). If a bot's seat decides first, its bot starts playing.
    /// Errors: 400 for a config the engine rejects, a bot's seat outside
    /// the game or given twice, an unknown level; 500 when the database
    /// fails.
    ///
    /// ```
    /// use arcs_server::{BotSeat, CreateGame, GameMode, Lobby};
    /// let lobby = Lobby::in_memory();
    /// assert_eq!(lobby.create(&CreateGame { players: 4, ..Default::default() }).unwrap().tokens.len(), 4);
    /// assert!(lobby.create(&CreateGame { players: 9, ..Default::default() }).is_err());
    /// let bot = |seat| BotSeat { seat, level: "easy".into(), playouts: Some(1) };
    /// let req = CreateGame { players: 2, seed: Some(3), bots: vec![bot(1)], ..Default::default() };
    /// assert_eq!(lobby.create(&req).unwrap().tokens.len(), 2);
    /// let bad = CreateGame { players: 2, bots: vec![bot(2)], ..Default::default() };
    /// assert_eq!(lobby.create(&bad).unwrap_err().status.as_u16(), 400);
    /// let campaign = CreateGame { players: 3, mode: GameMode::Campaign, last_act: Some(1), ..Default::default() };
    /// assert!(lobby.create(&campaign).is_ok());
    /// ```
    pub fn create(&self, req: &CreateGame) -> Result<NewGame, ApiError> {
        let start = Instant::now();
        let seed = req.seed.unwrap_or_else(|| {
            let mut bytes = [0u8; 8];
            getrandom::fill(&mut bytes).expect("the operating system's random source");
            u64::from_le_bytes(bytes)
        });
        let config = CreateGame { seed: Some(seed), ..req.clone() };
        let live = Live::new(&config, seed)?;
        let bots = make_bots(&config, seed)?;
        let tokens: Vec<String> = (0..config.players).map(|_| new_token()).collect();
        let token_sha256: Vec<[u8; 32]> = tokens.iter().map(|t| Sha256::digest(t.as_bytes()).into()).collect();
        let seats: Vec<StoredSeat> = token_sha256
            .iter()
            .enumerate()
            .map(|(seat, h)| StoredSeat {
                token_sha256: *h,
                bot: config.bots.iter().find(|b| b.seat == seat).map(|b| (b.level.to_lowercase(), b.playouts)),
            })
            .collect();
        let json = serde_json::to_string(&config).expect("configs serialize");
        let id = self.db.insert_game(&json, live.game.state_hash(), &seats).map_err(db_error)?;
        let table = Arc::new(Table {
            id,
            mode: config.mode,
            live: Mutex::new(live),
            token_sha256,
            changed: watch::Sender::new(0),
            bots,
            bots_running: AtomicBool::new(false),
        });
        self.games.lock().unwrap_or_else(|e| e.into_inner()).insert(id, table.clone());
        tracing::info!(game = id, players = config.players, mode = ?config.mode, bots = config.bots.len(),
            latency_us = start.elapsed().as_micros() as u64, "game created");
        self.run_bots(table);
        Ok(NewGame { id, tokens })
    }

    /// The table of game `id`: in memory, or a finished game rebuilt from
    /// the database on first use.
    pub(crate) fn table(&self, id: u64) -> Result<Arc<Table>, ApiError> {
        if let Some(t) = self.games.lock().unwrap_or_else(|e| e.into_inner()).get(&id) {
            return Ok(t.clone());
        }
        if self.unavailable.lock().unwrap_or_else(|e| e.into_inner()).contains_key(&id) {
            return Err(ApiError::new(
                StatusCode::NOT_FOUND,
                format!("game {id} is not served: its stored moves do not replay to its stored state"),
            ));
        }
        match self.db.game(id).map_err(db_error)? {
            Some(stored) => self.restore(stored).map_or_else(|| self.table(id), Ok),
            None => Err(ApiError::new(StatusCode::NOT_FOUND, format!("no game {id}"))),
        }
    }

    /// The table of game `id` if `token` is `seat`'s secret.
    pub(crate) fn seat(&self, id: u64, seat: usize, token: &str) -> Result<Arc<Table>, ApiError> {
        let table = self.table(id)?;
        if seat >= table.token_sha256.len() {
            return Err(ApiError::new(StatusCode::NOT_FOUND, format!("game {id} has no seat {seat}")));
        }
        if !table.token_ok(seat, token) {
            return Err(ApiError::new(StatusCode::FORBIDDEN, format!("wrong token for seat {seat}")));
        }
        Ok(table)
    }

    /// The view of `seat`, which must present its token, with the log
    /// entries from `log_from` on. Errors: 404 (no such game or seat), 403
    /// (wrong token).
    ///
    /// ```
    /// use arcs_server::{CreateGame, Lobby};
    /// let lobby = Lobby::in_memory();
    /// let g = lobby.create(&CreateGame { players: 2, seed: Some(1), ..Default::default() }).unwrap();
    /// assert_eq!(lobby.seat_view(g.id, 1, &g.tokens[0], 0).unwrap_err().status.as_u16(), 403);
    /// let view = lobby.seat_view(g.id, 0, &g.tokens[0], 0).unwrap();
    /// assert_eq!((view.seat, view.log[0].text.as_str()), (Some(0), "Setup"));
    /// assert!(view.observation.players[1].hand.is_empty()); // a Rival's hand is hidden
    /// ```
    pub fn seat_view(&self, id: u64, seat: usize, token: &str, log_from: usize) -> Result<SeatView, ApiError> {
        self.seat(id, seat, token)?.view(Some(seat), log_from)
    }

    /// The public view of game `id` (what a spectator sees), log entries
    /// from `log_from` on.
    ///
    /// ```
    /// use arcs_server::{CreateGame, Lobby};
    /// let lobby = Lobby::in_memory();
    /// let g = lobby.create(&CreateGame { players: 2, seed: Some(1), ..Default::default() }).unwrap();
    /// let view = lobby.public_view(g.id, 0).unwrap();
    /// assert!(view.legal_moves.is_empty() && view.seat.is_none());
    /// ```
    pub fn public_view(&self, id: u64, log_from: usize) -> Result<SeatView, ApiError> {
        self.table(id)?.view(None, log_from)
    }

    /// Apply `seat`'s move (text form), checked by the engine, store it,
    /// and return the seat's new view (whole log). Errors: 404, 403 (wrong
    /// token, a move naming another player, a bot's seat), 400 (not a
    /// move), 409 (the rules refuse it now), 500 (the database failed);
    /// the game is unchanged on error.
    ///
    /// ```
    /// use arcs_server::{CreateGame, Lobby};
    /// let lobby = Lobby::in_memory();
    /// let g = lobby.create(&CreateGame { players: 2, seed: Some(1), ..Default::default() }).unwrap();
    /// let e = lobby.play(g.id, 0, &g.tokens[0], "p0 fly").unwrap_err();
    /// assert_eq!(e.status.as_u16(), 400);
    /// let e = lobby.play(g.id, 0, &g.tokens[0], "p1 pass").unwrap_err();
    /// assert_eq!(e.status.as_u16(), 403);
    /// ```
    pub fn play(&self, id: u64, seat: usize, token: &str, text: &str) -> Result<SeatView, ApiError> {
        let table = self.seat(id, seat, token)?;
        self.play_at(&table, seat, text, Some(0)).map(|view| view.expect("a view was asked for"))
    }

    /// `play` on a table whose token was checked; the seat's view after
    /// it (log from `log_from`) when asked for.
    pub(crate) fn play_at(
        &self,
        table: &Arc<Table>,
        seat: usize,
        text: &str,
        log_from: Option<usize>,
    ) -> Result<Option<SeatView>, ApiError> {
        let start = Instant::now();
        let m: Move = text.parse()?;
        if m.player() != Decider::Player(seat) {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                format!("seat {seat} cannot send a move for {}", m.player()),
            ));
        }
        if table.bots[seat].is_some() {
            return Err(ApiError::new(StatusCode::FORBIDDEN, format!("seat {seat} is played by a bot")));
        }
        let (ply, view) = {
            let mut live = table.live();
            self.commit(table, &mut live, m)?;
            let view = log_from.map(|from| view_of(table, &mut live, Some(seat), from)).transpose()?;
            (live.game.history_len(), view)
        };
        tracing::info!(game = table.id, seat, ply, status = 200u16,
            latency_us = start.elapsed().as_micros() as u64, "move");
        table.changed.send_modify(|n| *n += 1);
        self.run_bots(table.clone());
        Ok(view)
    }

    /// Apply `m` and store it (with the replay when it ends the game). If
    /// the database refuses the move, the game is rebuilt from the
    /// database: nothing changed.
    fn commit(&self, table: &Table, live: &mut Live, m: Move) -> Result<(), ApiError> {
        live.apply(m)?;
        let game = &live.game;
        let ply = game.history_len();
        let replay = if game.is_over() { Some(game.save_replay()?) } else { None };
        let end = replay.as_deref().map(|r| (game.winner(), r));
        if let Err(e) = self.db.insert_move(table.id, ply, &m.to_string(), game.state_hash(), end) {
            let err = db_error(e);
            match self.db.game(table.id).ok().flatten().map(|g| self.rebuild(g)) {
                Some(Ok(again)) => *live = again.live.into_inner().unwrap_or_else(|e| e.into_inner()),
                _ => tracing::error!(game = table.id, "the game could not be rebuilt after a database error"),
            }
            return Err(err);
        }
        if let Some(replay) = replay {
            tracing::info!(game = table.id, moves = ply, winner = ?game.winner(), "game over");
            if let Some(dir) = &self.replay_dir {
                let saved = std::fs::create_dir_all(dir)
                    .and_then(|()| std::fs::write(dir.join(format!("game-{}.arcsreplay", table.id)), &replay));
                if let Err(e) = saved {
                    tracing::error!(game = table.id, error = %e, "writing the replay file");
                }
            }
        }
        Ok(())
    }

    /// When a bot's seat decides, play the bots' moves on a background
    /// thread until a client's seat (or nobody) decides. A bot chooses on
    /// a copy of the game, without holding the game's lock (views stay
    /// available while it thinks), from what its seat may know (the bot
    /// determinizes); its move is then applied and stored like a client's.
    fn run_bots(&self, table: Arc<Table>) {
        if !table.bot_decides() || table.bots_running.swap(true, Ordering::AcqRel) {
            return;
        }
        // The thread holds the lobby only while it applies a move: a
        // dropped lobby stops its bots.
        let me = self.me.clone();
        std::thread::spawn(move || {
            loop {
                let (seat, copy, before) = {
                    let live = table.live();
                    match live.game.current_player() {
                        // A copy without the log sink: the bot's own
                        // playouts write nothing to the game's log.
                        Decider::Player(p) if table.bots[p].is_some() => {
                            match live.game.save_state().and_then(|s| Game::builder().history(History::Moves).load_state(&s)) {
                                Ok(copy) => (p, copy, live.game.history_len()),
                                Err(_) => break,
                            }
                        }
                        _ => break,
                    }
                };
                let start = Instant::now();
                let bot = table.bots[seat].as_ref().expect("a bot's seat");
                let Ok(m) = bot.lock().unwrap_or_else(|e| e.into_inner()).choose(&copy) else { break };
                let Some(lobby) = me.upgrade() else { return };
                {
                    let mut live = table.live();
                    if live.game.history_len() != before || lobby.commit(&table, &mut live, m).is_err() {
                        break;
                    }
                    tracing::info!(game = table.id, seat, ply = live.game.history_len(), bot = true,
                        latency_us = start.elapsed().as_micros() as u64, "move");
                }
                table.changed.send_modify(|n| *n += 1);
            }
            table.bots_running.store(false, Ordering::Release);
            // A bot's turn that came while this thread was stopping.
            if let Some(lobby) = me.upgrade() {
                lobby.run_bots(table);
            }
        });
    }

    /// The state hash of game `id` now ([`arcs::Game::state_hash`]): for
    /// operators and tests (the same after a restart). Errors: 404.
    ///
    /// ```
    /// use arcs_server::{CreateGame, Lobby};
    /// let lobby = Lobby::in_memory();
    /// let g = lobby.create(&CreateGame { players: 2, seed: Some(1), ..Default::default() }).unwrap();
    /// assert_eq!(lobby.state_hash(g.id).unwrap(), arcs::Game::new(2, 1).unwrap().state_hash());
    /// ```
    pub fn state_hash(&self, id: u64) -> Result<u64, ApiError> {
        Ok(self.table(id)?.live().game.state_hash())
    }

    /// The replay of a finished game. Errors: 404, 409 (still playing).
    ///
    /// ```
    /// use arcs_server::{CreateGame, Lobby};
    /// let lobby = Lobby::in_memory();
    /// let g = lobby.create(&CreateGame { players: 2, seed: Some(1), ..Default::default() }).unwrap();
    /// assert_eq!(lobby.replay(g.id).unwrap_err().status.as_u16(), 409);
    /// ```
    pub fn replay(&self, id: u64) -> Result<Vec<u8>, ApiError> {
        match self.db.replay(id).map_err(db_error)? {
            None => Err(ApiError::new(StatusCode::NOT_FOUND, format!("no game {id}"))),
            Some(None) => Err(ApiError::new(StatusCode::CONFLICT, format!("game {id} is not over"))),
            Some(Some(bytes)) => Ok(bytes),
        }
    }
}
