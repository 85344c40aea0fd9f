//! The classes GDScript sees: `ArcsGame`, `ArcsBot` and `ArcsData`.
//!
//! Errors: every fallible method returns an int status (`OK` = 0, or the
//! code `convert::error_code` gives each library error: `ERR_INVALID_PARAMETER`
//! for bad input, `ERR_INVALID_DATA` for a refused move, `ERR_FILE_CORRUPT`
//! for bad bytes, `ERR_UNAVAILABLE` for a mode this build lacks, `ERR_BUG`
//! for a libarcs bug; `ERR_UNCONFIGURED` before `new_game`), calls
//! `push_error` with the library's message, and leaves the game unchanged.
//! Nothing panics across the boundary.

use std::sync::{Arc, Mutex};

use arcs::{Bot, Error as ArcsError, Game, GameBuilder, Level};
use godot::global::{push_error, Error as GdError};
use godot::prelude::*;

use crate::convert;
use crate::glue::{from_variant, to_variant};
use crate::tree::Value;

type Lines = Arc<Mutex<Vec<String>>>;

/// One game of Arcs. Create with `ArcsGame.new()`, then `new_game({...})`,
/// `load_state(bytes)` or `load_replay(bytes)`.
#[derive(GodotClass)]
#[class(base = RefCounted, init)]
pub struct ArcsGame {
    game: Option<Game>,
    /// Log lines the engine reported, emitted as `log_line` after each call.
    lines: Lines,
    /// The last error message ("" after a successful call).
    #[var]
    last_error: GString,
    base: Base<RefCounted>,
}

fn arcs_status(e: &ArcsError) -> GdError {
    match convert::error_code(e) {
        convert::ErrorCode::InvalidParameter => GdError::ERR_INVALID_PARAMETER,
        convert::ErrorCode::InvalidData => GdError::ERR_INVALID_DATA,
        convert::ErrorCode::FileCorrupt => GdError::ERR_FILE_CORRUPT,
        convert::ErrorCode::OutOfMemory => GdError::ERR_OUT_OF_MEMORY,
        convert::ErrorCode::Unavailable => GdError::ERR_UNAVAILABLE,
        convert::ErrorCode::Bug => GdError::ERR_BUG,
    }
}

/// An error of a class's call: push_error with the class's name, the
/// message kept in its `last_error`, the code returned.
fn report(class: &str, last_error: &mut GString, code: GdError, message: String) -> GdError {
    push_error(&[format!("{class}: {message}").to_variant()]);
    *last_error = message.as_str().into();
    code
}

impl ArcsGame {
    fn fail(&mut self, code: GdError, message: String) -> GdError {
        report("ArcsGame", &mut self.last_error, code, message)
    }

    fn builder(&self) -> GameBuilder {
        let lines = self.lines.clone();
        Game::builder().log(move |l| lines.lock().map(|mut v| v.push(l.to_string())).unwrap_or(()))
    }

    /// Emit the collected log lines and, when the decider changed,
    /// `decision_changed`.
    fn after_change(&mut self, before: i64) {
        let lines: Vec<String> = self.lines.lock().map(|mut v| v.drain(..).collect()).unwrap_or_default();
        for l in lines {
            self.base_mut().emit_signal("log_line", &[GString::from(l.as_str()).to_variant()]);
        }
        let now = self.current_player();
        if now != before || before == -1 {
            self.base_mut().emit_signal("decision_changed", &[now.to_variant()]);
        }
        self.last_error = GString::new();
    }

    fn with_game<T>(&mut self, f: impl FnOnce(&mut Game) -> Result<T, ArcsError>) -> Result<T, GdError> {
        let Some(game) = self.game.as_mut() else {
            return Err(self.fail(GdError::ERR_UNCONFIGURED, "no game: call new_game() or a loader first".into()));
        };
        let r = f(game);
        r.map_err(|e| {
            let reason = self.game.as_ref().map(Game::last_error).unwrap_or_default();
            let msg = if reason.is_empty() { e.to_string() } else { format!("{e} ({reason})") };
            self.fail(arcs_status(&e), msg)
        })
    }

    /// Bytes a game gives (state, replay), or empty after an error.
    fn bytes(&mut self, f: impl FnOnce(&mut Game) -> Result<Vec<u8>, ArcsError>) -> PackedByteArray {
        self.with_game(f).map(|b| PackedByteArray::from(b.as_slice())).unwrap_or_default()
    }

    fn install(&mut self, made: Result<Game, ArcsError>) -> GdError {
        match made {
            Ok(g) => {
                self.game = Some(g);
                self.after_change(-1);
                GdError::OK
            }
            Err(e) => {
                self.lines.lock().map(|mut v| v.clear()).unwrap_or(());
                self.fail(arcs_status(&e), e.to_string())
            }
        }
    }
}

#[godot_api]
impl ArcsGame {
    /// A line of the engine's log (scoring, dice, forced choices): the whole
    /// table's record, not filtered per seat.
    #[signal]
    fn log_line(text: GString);

    /// The decider changed: a player 0..3, -2 chance, -1 the game is over.
    #[signal]
    fn decision_changed(player: i64);

    /// Start a new game. `config`: `players` (2..4, default 2), `seed`
    /// (int), `setup` (e.g. "2p Frontiers"), `first_player`, `chance`
    /// ("internal" or "explicit"), `mode`, `lore_each`, and for the
    /// campaign `summit_deal_limit`, `last_act` (the last Act played) and
    /// `record` (the next Act from a campaign record: PackedByteArray,
    /// binary or JSON, or a JSON String). Returns OK or an error code
    /// (a record whose Fates do not play the next Act: `ERR_UNAVAILABLE`,
    /// the Fates named in `last_error`).
    #[func]
    fn new_game(&mut self, config: VarDictionary) -> GdError {
        let b = match convert::builder_from_value(&from_variant(&config.to_variant())) {
            Ok(b) => b,
            Err(msg) => return self.fail(GdError::ERR_INVALID_PARAMETER, msg),
        };
        let lines = self.lines.clone();
        let made = b.log(move |l| lines.lock().map(|mut v| v.push(l.to_string())).unwrap_or(())).build();
        self.install(made)
    }

    /// True once a game is loaded or started.
    #[func]
    fn has_game(&self) -> bool {
        self.game.is_some()
    }

    /// Who decides: a player 0..3, -2 chance, -1 nobody (over or no game).
    #[func]
    fn current_player(&self) -> i64 {
        self.game.as_ref().map_or(-1, |g| convert::decider_to_int(g.current_player()))
    }

    #[func]
    fn is_over(&self) -> bool {
        self.game.as_ref().is_some_and(Game::is_over)
    }

    /// The winner 0..3, or -1.
    #[func]
    fn winner(&self) -> i64 {
        self.game.as_ref().and_then(Game::winner).map_or(-1, |w| w as i64)
    }

    #[func]
    fn num_players(&self) -> i64 {
        self.game.as_ref().map_or(0, |g| g.num_players() as i64)
    }

    /// The campaign (Campaign rulebook, "The Campaign", "The Empire"): the
    /// Act being played, 1..3 (Act I is played as one game), or -1 outside
    /// the campaign or without a game.
    #[func]
    fn act(&self) -> i64 {
        self.game.as_ref().and_then(Game::act).map_or(-1, i64::from)
    }

    /// The campaign: true when the game stopped at an Act boundary, the
    /// rulebook's "Next Act?" point after an Intermission (`last_act`
    /// reached, or a player's Fate does not play the next Act yet): the game
    /// is over and `save_record()` writes the campaign record. False while
    /// playing, outside the campaign or without a game.
    #[func]
    fn act_boundary(&self) -> bool {
        self.game.as_ref().and_then(Game::act_boundary).unwrap_or(false)
    }

    /// The campaign: the campaign record (binary; docs/campaign-record.md)
    /// of a game stopped at an Act boundary, for `new_game({record = ...})`.
    /// Shows everything (the Court deck, the Fate decks): never send it to
    /// a player. Empty with `ERR_UNAVAILABLE` in `last_error` during an Act
    /// or outside the campaign.
    #[func]
    fn save_record(&mut self) -> PackedByteArray {
        self.bytes(|g| g.save_record())
    }

    /// The JSON form of a binary campaign record (the proto3 JSON mapping
    /// of CampaignRecord). Empty with the reason in `last_error` on error
    /// (`ERR_FILE_CORRUPT`: not a record).
    #[func]
    fn record_to_json(&mut self, record: PackedByteArray) -> GString {
        match arcs::record_to_json(record.as_slice()) {
            Ok(text) => {
                self.last_error = GString::new();
                text.as_str().into()
            }
            Err(e) => {
                self.fail(arcs_status(&e), e.to_string());
                GString::new()
            }
        }
    }

    /// The binary campaign record of a JSON text. Empty with the reason
    /// (naming the field) in `last_error` on error.
    #[func]
    fn record_from_json(&mut self, json: GString) -> PackedByteArray {
        match arcs::record_from_json(&json.to_string()) {
            Ok(bytes) => {
                self.last_error = GString::new();
                PackedByteArray::from(bytes.as_slice())
            }
            Err(e) => {
                self.fail(arcs_status(&e), e.to_string());
                PackedByteArray::new()
            }
        }
    }

    /// What a binary campaign record holds, checked as `new_game` does:
    /// {completed_act, next_act, players, fates: [{index, name}]}. Empty
    /// with the reason in `last_error` on error.
    #[func]
    fn record_info(&mut self, record: PackedByteArray) -> VarDictionary {
        match convert::record_info_value(record.as_slice()) {
            Ok(v) => {
                self.last_error = GString::new();
                to_variant(&v).to()
            }
            Err(e) => {
                self.fail(arcs_status(&e), e.to_string());
                VarDictionary::new()
            }
        }
    }

    /// The campaign: the Fate `player` kept as `viewer` may know it (-1 the
    /// public view, or a seat): null before the player chose, "hidden"
    /// while secret to the viewer (until every player chose), else
    /// {index, name}. Null with an error code in `last_error` for another
    /// mode or a bad player or viewer.
    #[func]
    fn fate(&mut self, player: i64, viewer: i64) -> Variant {
        match self.with_game(|g| convert::fate_value(g, player, viewer)) {
            Ok(v) => to_variant(&v),
            Err(_) => Variant::nil(),
        }
    }

    /// The campaign: true for a Regent, false for an Outlaw (public), false
    /// outside the campaign or for a player not in the game.
    #[func]
    fn is_regent(&self, player: i64) -> bool {
        let p = usize::try_from(player).ok();
        self.game.as_ref().zip(p).and_then(|(g, p)| g.is_regent(p)).unwrap_or(false)
    }

    /// The campaign: the player holding the First Regent tile, or -1.
    #[func]
    fn first_regent(&self) -> i64 {
        self.game.as_ref().and_then(Game::first_regent).map_or(-1, |p| p as i64)
    }

    /// The campaign: the player's objective marker on the Power track,
    /// counting down (0: complete; at the game's end, the objective's
    /// result), or -1 before the Fates are set up, outside the campaign or
    /// for a player not in the game. Public.
    #[func]
    fn objective_progress(&self, player: i64) -> i64 {
        let p = usize::try_from(player).ok();
        self.game.as_ref().zip(p).and_then(|(g, p)| g.objective_progress(p)).map_or(-1, i64::from)
    }

    /// The legal moves, an Array of move Dictionaries: text, label, kind,
    /// kind_id, player, arguments. Labels may name a face-down card: show
    /// them to the deciding player only.
    #[func]
    fn legal_moves(&self) -> VarArray {
        match &self.game {
            Some(g) => to_variant(&convert::legal_moves_value(g)).to(),
            None => VarArray::new(),
        }
    }

    /// Play a move: a move Dictionary from legal_moves() or its text
    /// ("p0 pass"). Returns OK, or an error code with the game unchanged.
    #[func]
    fn apply(&mut self, move_: Variant) -> GdError {
        let m = match convert::move_from_value(&from_variant(&move_)) {
            Ok(m) => m,
            Err(msg) => return self.fail(GdError::ERR_INVALID_PARAMETER, msg),
        };
        let before = self.current_player();
        match self.with_game(|g| g.apply(m)) {
            Ok(()) => {
                self.after_change(before);
                GdError::OK
            }
            Err(code) => code,
        }
    }

    /// Take back `steps` moves (>= 1).
    #[func]
    fn undo(&mut self, steps: i64) -> GdError {
        let Ok(steps) = u32::try_from(steps) else {
            return self.fail(GdError::ERR_INVALID_PARAMETER, format!("undo: {steps} steps"));
        };
        let before = self.current_player();
        match self.with_game(|g| g.undo(steps)) {
            Ok(()) => {
                self.after_change(before);
                GdError::OK
            }
            Err(code) => code,
        }
    }

    /// What `viewer` may see (-1 public, or a player) as a Dictionary of
    /// plain types; see README.md for the keys. Empty on error.
    #[func]
    fn view(&mut self, viewer: i64) -> VarDictionary {
        let v = match convert::viewer_from_int(viewer) {
            Ok(v) => v,
            Err(msg) => {
                self.fail(GdError::ERR_INVALID_PARAMETER, msg);
                return VarDictionary::new();
            }
        };
        match self.with_game(|g| g.view(v)) {
            Ok(view) => to_variant(&convert::view_to_value(&view)).to(),
            Err(_) => VarDictionary::new(),
        }
    }

    /// The Observation message (proto/arcs.proto) for `viewer`, as bytes.
    #[func]
    fn observation(&mut self, viewer: i64) -> PackedByteArray {
        let v = match convert::viewer_from_int(viewer) {
            Ok(v) => v,
            Err(msg) => {
                self.fail(GdError::ERR_INVALID_PARAMETER, msg);
                return PackedByteArray::new();
            }
        };
        self.bytes(|g| g.observation_bytes(v))
    }

    /// The full state (shows everything: never send it to a player).
    #[func]
    fn save_state(&mut self) -> PackedByteArray {
        self.bytes(|g| g.save_state())
    }

    /// Replace the game by a saved state. The current game stays on error.
    #[func]
    fn load_state(&mut self, bytes: PackedByteArray) -> GdError {
        let made = self.builder().load_state(bytes.as_slice());
        self.install(made)
    }

    /// The replay (config, seed, every move, final hash).
    #[func]
    fn save_replay(&mut self) -> PackedByteArray {
        self.bytes(|g| g.save_replay())
    }

    /// Replace the game by a replay's final position (its moves form the
    /// history: `undo` steps back through it). The current game stays on error.
    #[func]
    fn load_replay(&mut self, bytes: PackedByteArray) -> GdError {
        let made = self.builder().load_replay(bytes.as_slice());
        self.install(made)
    }

    /// The moves played so far, as move Dictionaries (labels empty). Shows
    /// everything (face-down cards by name): not for players during a game.
    #[func]
    fn history(&self) -> VarArray {
        let list = self.game.as_ref().map_or(Value::List(vec![]), |g| {
            Value::List(g.history().into_iter().map(|m| convert::move_to_value(m, "")).collect())
        });
        to_variant(&list).to()
    }
}

/// A computer player for one seat (include/arcs/bot.h; docs/bots.md):
/// `ArcsBot.new()`, then `setup(player, level, seed, millis, playouts)`,
/// then `choose(game)` at that seat's decisions. It reads only what its
/// seat may know (worlds determinized for the seat), so it may be handed the
/// whole game. `choose` blocks while the bot thinks (normal: about 0.2 s,
/// hard: about 2 s): call it from a `Thread` or a `WorkerThreadPool` task
/// to keep the frame rate, one bot per thread.
#[derive(GodotClass)]
#[class(base = RefCounted, init)]
pub struct ArcsBot {
    bot: Option<Bot>,
    /// The last error message ("" after a successful call).
    #[var]
    last_error: GString,
    base: Base<RefCounted>,
}

impl ArcsBot {
    fn fail(&mut self, code: GdError, message: String) -> GdError {
        report("ArcsBot", &mut self.last_error, code, message)
    }
}

#[godot_api]
impl ArcsBot {
    /// Set the bot up for seat `player` (0..3) at `level` ("random",
    /// "easy", "normal" or "hard"), its random choices seeded by `seed`;
    /// `millis` thinking time per decision (0: the level's default, about
    /// 200 for normal and 2000 for hard) or `playouts` per decision (> 0:
    /// reproducible; 0: by time). Returns OK, or ERR_INVALID_PARAMETER with
    /// last_error set (an unknown level, a seat or budget out of range).
    #[func]
    fn setup(&mut self, player: i64, level: GString, seed: i64, millis: i64, playouts: i64) -> GdError {
        let Ok(lv) = level.to_string().parse::<Level>() else {
            return self.fail(GdError::ERR_INVALID_PARAMETER, format!("level {level}: random, easy, normal or hard"));
        };
        let (Ok(p), Ok(ms), Ok(po)) = (usize::try_from(player), u32::try_from(millis), u32::try_from(playouts)) else {
            return self.fail(
                GdError::ERR_INVALID_PARAMETER,
                format!("player {player}, millis {millis}, playouts {playouts}: out of range"),
            );
        };
        let mut builder = Bot::builder(p, lv).seed(seed as u64);
        if po > 0 {
            builder = builder.playouts(po);
        } else if ms > 0 {
            builder = builder.millis(ms);
        }
        match builder.build() {
            Ok(bot) => {
                self.bot = Some(bot);
                self.last_error = GString::new();
                GdError::OK
            }
            Err(e) => self.fail(arcs_status(&e), e.to_string()),
        }
    }

    /// The bot's move at `game`'s current decision, as a move Dictionary
    /// (the form legal_moves() gives; ArcsGame.apply takes it). The game is
    /// not changed. On error an empty Dictionary, last_error set and
    /// push_error: no setup yet, no game, the game over, another seat's
    /// decision.
    #[func]
    fn choose(&mut self, game: Gd<ArcsGame>) -> VarDictionary {
        let held = game.bind();
        let chosen = match (held.game.as_ref(), self.bot.as_mut()) {
            (None, _) => Err((GdError::ERR_UNCONFIGURED, "the game has none: call new_game() or a loader first".to_string())),
            (_, None) => Err((GdError::ERR_UNCONFIGURED, "no bot: call setup() first".to_string())),
            (Some(g), Some(bot)) => bot
                .choose(g)
                .map(|m| (m, g.move_label(m).unwrap_or_default()))
                .map_err(|e| (arcs_status(&e), e.to_string())),
        };
        drop(held);
        match chosen {
            Ok((m, label)) => {
                self.last_error = GString::new();
                to_variant(&convert::move_to_value(m, &label)).to()
            }
            Err((code, message)) => {
                self.fail(code, message);
                VarDictionary::new()
            }
        }
    }

    /// The seat the bot plays (-1 before setup).
    #[func]
    fn player(&self) -> i64 {
        self.bot.as_ref().map_or(-1, |b| b.player() as i64)
    }

    /// Its level ("" before setup).
    #[func]
    fn level(&self) -> GString {
        self.bot.as_ref().map_or(GString::new(), |b| b.level().name().into())
    }
}

/// Static data: the card list and the map.
#[derive(GodotClass)]
#[class(base = RefCounted, init)]
pub struct ArcsData {
    base: Base<RefCounted>,
}

#[godot_api]
impl ArcsData {
    /// Every card: index, id, name, text, kind, suit, keys.
    #[func]
    fn cards() -> VarArray {
        to_variant(&convert::cards_value()).to()
    }

    /// The 24 systems: index, name, cluster, kind, planet, building_slots, adjacent.
    #[func]
    fn map() -> VarArray {
        to_variant(&convert::map_value()).to()
    }

    /// The libarcs version string.
    #[func]
    fn library_version() -> GString {
        arcs::library_version().into()
    }
}
