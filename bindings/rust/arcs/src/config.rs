//! [`GameBuilder`] (the `arcs_config`) and its enumerations.

use std::ffi::{c_char, c_void, CStr, CString};
use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::ptr::{self, NonNull};
use std::sync::Arc;

use arcs_sys as sys;

use crate::data::c_text;
use crate::error::{check, Error, Result};
use crate::Game;

/// Which game is played (`arcs_mode`).
///
/// ```
/// use arcs::{Game, Mode};
/// assert!(Game::builder().mode(Mode::Base).build().is_ok());
/// assert!(Game::builder().mode(Mode::LeadersLore).build().is_ok());
/// assert!(Game::builder().mode(Mode::Campaign).build().is_ok());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Mode {
    /// The base game.
    #[default]
    Base,
    /// Leaders & Lore (Base rulebook, "Leaders & Lore"): the leader and lore draft.
    LeadersLore,
    /// The Blighted Reach campaign: Act I, its Intermission, and the Acts
    /// after it up to [`GameBuilder::last_act`]; the game stops at an Act
    /// boundary ([`Game::act_boundary`]) before an Act a player's Fate does
    /// not play yet. Winner by Power (Determining a Winner).
    Campaign,
}

/// Where chance comes from (`arcs_chance_mode`).
///
/// ```
/// use arcs::{Chance, Decider, Game};
/// let game = Game::builder()
///     .players(3).setup("3p Mix Up").first_player(0).chance(Chance::Explicit).build()?;
/// assert_eq!(game.current_player(), Decider::Chance); // the deal is chance decisions
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Chance {
    /// The game's seeded generator rolls dice, shuffles and draws.
    #[default]
    Internal,
    /// Every die roll and every card drawn from a shuffled pile is a
    /// decision of [`Decider::Chance`](crate::Decider::Chance) whose legal
    /// moves are the outcomes, all equally likely
    /// ([`Game::chance_outcomes`]). Needs a named setup card and a first
    /// player.
    Explicit,
}

/// How many deals may be submitted in one Summit of the campaign
/// (`arcs_config.summit_deal_limit`; Campaign rulebook, "Summits",
/// "Negotiations").
///
/// ```
/// use arcs::{Game, Mode, SummitDeals};
/// let game = Game::builder()
///     .mode(Mode::Campaign).players(2).summit_deals(SummitDeals::AtMost(2)).build()?;
/// assert_eq!(game.num_players(), 2);
/// // 1..=254 deals, else a bad config.
/// assert!(matches!(
///     Game::builder().mode(Mode::Campaign).summit_deals(SummitDeals::AtMost(0)).build(),
///     Err(arcs::Error::BadConfig(_))
/// ));
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum SummitDeals {
    /// No limit, as the rules (the default).
    #[default]
    Unlimited,
    /// At most this many deals (1..=254; accepted or rejected) per Summit,
    /// so that every Summit ends (bots, property tests).
    AtMost(u32),
    /// No Negotiations at all.
    NoNegotiations,
}

/// What a game remembers of the moves applied to it (`arcs_history_mode`).
///
/// ```
/// use arcs::{Game, History};
/// let mut game = Game::builder().history(History::Full).build()?;
/// let m = game.legal_moves()[0];
/// game.apply(m)?;
/// game.undo(1)?;
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum History {
    /// The state before every move, so [`Game::undo`] can go back to any
    /// earlier point (about 1.5 KB per move).
    #[default]
    Full,
    /// Only the moves (history, replays); undo returns
    /// [`Error::NoHistory`]. For playouts that clone instead of undoing.
    Moves,
}

/// A loader of arcs.h: (buffer, length, base config, out handle, reason)
/// -> status.
type Loader = unsafe extern "C" fn(
    *const c_void,
    usize,
    *const sys::arcs_config,
    *mut *mut sys::arcs_game,
    *mut sys::arcs_error,
) -> sys::arcs_status;

/// The log sink: receives the engine's readable log lines.
pub(crate) type LogSink = Box<dyn Fn(&str) + Send + Sync>;

/// Configures and creates a [`Game`] (`arcs_config`), and supplies the log
/// sink and history mode of games loaded from saved states and replays.
///
/// Defaults: 4 players, a seeded random setup card for that player count,
/// seed 0, base game, internal chance, a seeded random first player, full
/// history, no log.
///
/// ```
/// use arcs::{Chance, Decider, Game, History};
///
/// let game = Game::builder()
///     .players(2)
///     .seed(7)
///     .setup("2p Frontiers")
///     .first_player(0)
///     .chance(Chance::Explicit)
///     .history(History::Moves)
///     .build()?;
/// assert_eq!(game.setup_name(), "2p Frontiers");
/// assert_eq!(game.initiative(), 0);
///
/// assert!(matches!(Game::builder().players(5).build(), Err(arcs::Error::BadConfig(_))));
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Clone)]
pub struct GameBuilder {
    players: usize,
    seed: u64,
    setup: Option<String>,
    mode: Mode,
    chance: Chance,
    first_player: Option<usize>,
    history: History,
    lore_each: u32,
    summit_deals: SummitDeals,
    last_act: u32,
    record: Option<Arc<[u8]>>,
    log: Option<Arc<LogSink>>,
}

impl Default for GameBuilder {
    fn default() -> Self {
        GameBuilder {
            players: 4,
            seed: 0,
            setup: None,
            mode: Mode::Base,
            chance: Chance::Internal,
            first_player: None,
            history: History::Full,
            lore_each: 1,
            summit_deals: SummitDeals::Unlimited,
            last_act: 0,
            record: None,
            log: None,
        }
    }
}

impl fmt::Debug for GameBuilder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GameBuilder")
            .field("players", &self.players)
            .field("seed", &self.seed)
            .field("setup", &self.setup)
            .field("mode", &self.mode)
            .field("chance", &self.chance)
            .field("first_player", &self.first_player)
            .field("history", &self.history)
            .field("lore_each", &self.lore_each)
            .field("summit_deals", &self.summit_deals)
            .field("last_act", &self.last_act)
            .field("record", &self.record.as_ref().map(|r| r.len()))
            .field("log", &self.log.is_some())
            .finish()
    }
}

impl GameBuilder {
    /// A builder with the defaults (same as [`Game::builder`]).
    ///
    /// ```
    /// let game = arcs::GameBuilder::new().build()?;
    /// assert_eq!(game.num_players(), 4);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn new() -> Self {
        Self::default()
    }

    /// Number of players, 2..=4 (others: [`Error::BadConfig`] at build).
    ///
    /// ```
    /// assert_eq!(arcs::Game::builder().players(3).build()?.num_players(), 3);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn players(mut self, players: usize) -> Self {
        self.players = players;
        self
    }

    /// The seed of every random choice of the game: the same config and
    /// seed give the same game.
    ///
    /// ```
    /// let a = arcs::Game::builder().seed(9).build()?;
    /// let b = arcs::Game::builder().seed(9).build()?;
    /// assert_eq!(a.state_hash(), b.state_hash());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// The setup card by name or cards.csv id (`"4p Mix Up 1"`,
    /// `"ARCS-2SETUP01"`), for the game's player count; `"random"` (any
    /// case) is the default, in every mode: a seeded random card (the
    /// campaign uses none). `""`, unknown names, a card for another player
    /// count and a named card in the campaign: [`Error::BadConfig`], whose
    /// text gives the library's reason.
    ///
    /// ```
    /// let game = arcs::Game::builder().players(2).setup("ARCS-2SETUP01").build()?;
    /// assert_eq!(game.setup_name(), "2p Frontiers");
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn setup(mut self, setup: impl Into<String>) -> Self {
        self.setup = Some(setup.into());
        self
    }

    /// The game mode (default [`Mode::Base`]).
    ///
    /// ```
    /// use arcs::{Game, Mode};
    /// assert!(Game::builder().mode(Mode::Campaign).players(3).build().is_ok());
    /// ```
    pub fn mode(mut self, mode: Mode) -> Self {
        self.mode = mode;
        self
    }

    /// Deprecated, ignored (`arcs_config.allow_incomplete`, deprecated in
    /// arcs.h): every mode is complete ([`Mode::Campaign`]'s Act I needs it
    /// no more). Kept so that code calling it still builds.
    ///
    /// ```
    /// use arcs::{Game, Mode};
    /// // The campaign needs no allow_incomplete; setting it changes nothing.
    /// let game = Game::builder().mode(Mode::Campaign).players(3).seed(5).build()?;
    /// #[allow(deprecated)]
    /// let same = Game::builder().mode(Mode::Campaign).allow_incomplete(true).players(3).seed(5).build()?;
    /// assert_eq!(game.state_hash(), same.state_hash());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    #[deprecated(note = "ignored: every mode is complete")]
    pub fn allow_incomplete(self, allow: bool) -> Self {
        let _ = allow;
        self
    }

    /// Leaders & Lore: the lore cards each player drafts (`arcs_config.lore_each`),
    /// 1 (default) or 2 (the rulebook's optional variant: one more lore card
    /// per player in the row). 2 outside [`Mode::LeadersLore`], or any other
    /// number: [`Error::BadConfig`] at build.
    ///
    /// ```
    /// use arcs::{Game, Mode, Viewer};
    /// let game = Game::builder().mode(Mode::LeadersLore).players(2).lore_each(2).build()?;
    /// let draft = game.view(Viewer::Public)?.draft;
    /// assert_eq!((draft.lore_each, draft.picks_total), (2, 6));
    /// assert!(matches!(Game::builder().lore_each(2).build(), Err(arcs::Error::BadConfig(_))));
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn lore_each(mut self, lore_each: u32) -> Self {
        self.lore_each = lore_each;
        self
    }

    /// The campaign: deals per Summit (default [`SummitDeals::Unlimited`]).
    pub fn summit_deals(mut self, deals: SummitDeals) -> Self {
        self.summit_deals = deals;
        self
    }

    /// The campaign: the last Act this game plays (`arcs_config.last_act`):
    /// 0 (default) = 3, the whole campaign; 1 or 2, the game stops at that
    /// Act's end, after its Intermission (the rulebook's "Next Act?" point:
    /// [`Game::act_boundary`], where [`Game::save_record`] writes the
    /// campaign record). Other values, or nonzero outside
    /// [`Mode::Campaign`]: [`Error::BadConfig`] at build.
    ///
    /// ```
    /// use arcs::{Game, Mode};
    /// let game = Game::builder().mode(Mode::Campaign).players(3).last_act(1).build()?;
    /// assert_eq!((game.act(), game.act_boundary()), (Some(1), Some(false)));
    /// assert!(matches!(Game::builder().mode(Mode::Campaign).last_act(4).build(), Err(arcs::Error::BadConfig(_))));
    /// assert!(matches!(Game::builder().last_act(1).build(), Err(arcs::Error::BadConfig(_))));
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn last_act(mut self, act: u32) -> Self {
        self.last_act = act;
        self
    }

    /// The campaign: start the next Act from a campaign record
    /// (`arcs_config.record`; docs/campaign-record.md), binary (from
    /// [`Game::save_record`] or [`record_from_json`](crate::record_from_json))
    /// or its JSON text, told apart by content. The game is the state at
    /// the record's Act boundary, then the next Act's setup seeded by
    /// [`seed`](Self::seed); [`players`](Self::players) must equal the
    /// record's ([`RecordInfo::read`](crate::RecordInfo::read)). The bytes are
    /// copied.
    ///
    /// Errors at build: [`Error::BadConfig`] (not [`Mode::Campaign`], another
    /// player count, an empty record), [`Error::Corrupt`] and
    /// [`Error::Version`] (the record; the reason names the field),
    /// [`Error::Unsupported`] (a Fate whose next Act is not implemented
    /// yet: the reason names each).
    ///
    /// ```
    /// use arcs::{Game, Mode};
    /// let refused = Game::builder().mode(Mode::Campaign).players(3).record(b"{}".to_vec()).build();
    /// assert!(refused.is_err());
    /// ```
    pub fn record(mut self, record: impl Into<Vec<u8>>) -> Self {
        self.record = Some(record.into().into());
        self
    }

    /// Where chance comes from (default [`Chance::Internal`]).
    /// [`Chance::Explicit`] needs [`setup`](Self::setup) and
    /// [`first_player`](Self::first_player).
    ///
    /// ```
    /// use arcs::{Chance, Game};
    /// // No named setup card: rejected.
    /// assert!(Game::builder().chance(Chance::Explicit).build().is_err());
    /// ```
    pub fn chance(mut self, chance: Chance) -> Self {
        self.chance = chance;
        self
    }

    /// The player who starts with the initiative marker (default: a seeded
    /// random player). Out of range: [`Error::BadConfig`].
    ///
    /// ```
    /// assert_eq!(arcs::Game::builder().players(3).first_player(2).build()?.initiative(), 2);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn first_player(mut self, player: usize) -> Self {
        self.first_player = Some(player);
        self
    }

    /// What the game remembers (default [`History::Full`]).
    ///
    /// ```
    /// use arcs::{Game, History};
    /// let mut game = Game::builder().history(History::Moves).build()?;
    /// let m = game.legal_moves()[0];
    /// game.apply(m)?;
    /// assert_eq!(game.undo(1), Err(arcs::Error::NoHistory));
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn history(mut self, history: History) -> Self {
        self.history = history;
        self
    }

    /// A log sink: the engine reports notable events (scoring, dice, choices
    /// it took because only one option existed) as readable lines. Called
    /// on the thread applying moves; clones of the game share the sink. A
    /// panic in the sink is caught and ignored.
    ///
    /// ```
    /// use std::sync::{Arc, Mutex};
    /// let lines = Arc::new(Mutex::new(Vec::new()));
    /// let sink = lines.clone();
    /// let mut game = arcs::Game::builder()
    ///     .players(2)
    ///     .seed(3)
    ///     .log(move |line| sink.lock().unwrap().push(line.to_string()))
    ///     .build()?;
    /// let mut pick = 5usize;
    /// while !game.is_over() {
    ///     let moves = game.legal_moves();
    ///     pick = (pick * 1103515245 + 12345) % (1 << 31);
    ///     game.apply(moves[pick % moves.len()])?;
    /// }
    /// assert!(!lines.lock().unwrap().is_empty());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn log(mut self, sink: impl Fn(&str) + Send + Sync + 'static) -> Self {
        self.log = Some(Arc::new(Box::new(sink)));
        self
    }

    /// Create the game and run setup (Base rulebook, "Setup").
    ///
    /// Errors: [`Error::BadConfig`] (players outside 2..=4, unknown setup
    /// card or one for another player count, first player out of range,
    /// explicit chance without setup card and first player, a setup name
    /// holding a NUL byte, a bad [`last_act`](Self::last_act)),
    /// [`Error::Unsupported`] (a mode or `arcs_config` version this library
    /// does not know), [`Error::OutOfMemory`]; with a
    /// [`record`](Self::record), as said there. The
    /// error's detail carries the library's reason (`arcs_game_new_ex`).
    ///
    /// ```
    /// let game = arcs::Game::builder().players(2).seed(1).build()?;
    /// assert!(!game.is_over());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn build(&self) -> Result<Game> {
        let setup = self.setup_cstring()?;
        let config = self.raw_config(setup.as_ref())?;
        let mut raw = ptr::null_mut();
        let mut error = sys::arcs_error::default();
        // SAFETY: config and the strings it points at outlive the call
        // (the library copies the setup name); raw and error are valid out
        // pointers.
        let status = unsafe { sys::arcs_game_new_ex(&config, &mut raw, &mut error) };
        check(status, || reason(&self.describe_config(), &error))?;
        Ok(self.wrap(raw))
    }

    /// Load a state saved by [`Game::save_state`] into a new game with
    /// this builder's history mode and log sink (players, setup, seed and
    /// the rest come from the buffer). The history starts empty.
    ///
    /// Errors: as [`Game::load_state`].
    ///
    /// ```
    /// use arcs::{Game, History};
    /// let saved = Game::new(2, 4)?.save_state()?;
    /// let game = Game::builder().history(History::Moves).load_state(&saved)?;
    /// assert_eq!(game.num_players(), 2);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn load_state(&self, bytes: &[u8]) -> Result<Game> {
        self.load(bytes, "state", sys::arcs_game_load_state_ex)
    }

    /// Rebuild a game from a replay written by [`Game::save_replay`] (or
    /// `arcs-play --save-replay`), with this builder's history mode and log
    /// sink: every recorded move is applied again, so the history holds
    /// them all and undo works. With a log sink, the whole game's log is
    /// reported.
    ///
    /// Errors: as [`Game::load_replay`].
    ///
    /// ```
    /// use arcs::Game;
    /// let mut game = Game::new(2, 4)?;
    /// let m = game.legal_moves()[0];
    /// game.apply(m)?;
    /// let again = Game::builder().load_replay(&game.save_replay()?)?;
    /// assert_eq!(again.history(), vec![m]);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn load_replay(&self, bytes: &[u8]) -> Result<Game> {
        self.load(bytes, "replay", sys::arcs_replay_load_ex)
    }

    /// A new game from a loader of arcs.h (`arcs_game_load_state_ex`,
    /// `arcs_replay_load_ex`) with this builder as the base config; an
    /// error's detail is `what` and the library's reason.
    fn load(&self, bytes: &[u8], what: &str, loader: Loader) -> Result<Game> {
        let mut config = self.raw_config(None)?;
        // The buffer is the game: a record is for build only.
        config.record = ptr::null();
        config.record_len = 0;
        let mut raw = ptr::null_mut();
        let mut error = sys::arcs_error::default();
        // SAFETY: bytes is readable for its length; config and error valid
        // for the call.
        let status = unsafe { loader(bytes.as_ptr().cast(), bytes.len(), &config, &mut raw, &mut error) };
        check(status, || reason(what, &error))?;
        Ok(self.wrap(raw))
    }

    fn setup_cstring(&self) -> Result<Option<CString>> {
        self.setup
            .as_deref()
            .map(|s| CString::new(s).map_err(|_| Error::BadConfig(format!("setup {s:?} holds a NUL byte"))))
            .transpose()
    }

    fn describe_config(&self) -> String {
        format!(
            "players {}, setup {}, mode {:?}, chance {:?}, first player {}, history {:?}, lore each {}, summit deals {:?}, \
             last act {}{}",
            self.players,
            self.setup.as_deref().unwrap_or("random"),
            self.mode,
            self.chance,
            self.first_player.map_or("random".to_string(), |p| p.to_string()),
            self.history,
            self.lore_each,
            self.summit_deals,
            self.last_act,
            self.record.as_ref().map_or(String::new(), |r| format!(", record of {} bytes", r.len()))
        )
    }

    /// The C config; `setup` (and this builder: its record) must outlive its use.
    fn raw_config(&self, setup: Option<&CString>) -> Result<sys::arcs_config> {
        let mut config = sys::arcs_config::default();
        // SAFETY: config is a valid, writable arcs_config.
        unsafe { sys::arcs_config_init(&mut config) };
        let out_of_range = || Error::BadConfig(self.describe_config());
        config.players = i32::try_from(self.players).map_err(|_| out_of_range())?;
        config.seed = self.seed;
        config.setup = setup.map_or(ptr::null(), |s| s.as_ptr());
        config.mode = match self.mode {
            Mode::Base => sys::ARCS_MODE_BASE,
            Mode::LeadersLore => sys::ARCS_MODE_LEADERS_LORE,
            Mode::Campaign => sys::ARCS_MODE_CAMPAIGN,
        };
        config.chance = match self.chance {
            Chance::Internal => sys::ARCS_CHANCE_INTERNAL,
            Chance::Explicit => sys::ARCS_CHANCE_EXPLICIT,
        };
        config.first_player = match self.first_player {
            None => -1,
            Some(p) => i32::try_from(p).map_err(|_| out_of_range())?,
        };
        config.history = match self.history {
            History::Full => sys::ARCS_HISTORY_FULL,
            History::Moves => sys::ARCS_HISTORY_MOVES,
        };
        config.lore_each = i32::try_from(self.lore_each).map_err(|_| out_of_range())?;
        config.summit_deal_limit = match self.summit_deals {
            SummitDeals::Unlimited => 0,
            SummitDeals::AtMost(n @ 1..=254) => n as i32,
            SummitDeals::AtMost(_) => return Err(out_of_range()),
            SummitDeals::NoNegotiations => -1,
        };
        config.last_act = i32::try_from(self.last_act).map_err(|_| out_of_range())?;
        if let Some(record) = &self.record {
            // Read during arcs_game_new only (copied there); the Arc outlives it.
            config.record = record.as_ptr().cast();
            config.record_len = record.len();
        }
        if let Some(sink) = &self.log {
            config.log = Some(log_trampoline);
            config.log_ud = Arc::as_ptr(sink) as *mut c_void;
        }
        Ok(config)
    }

    fn wrap(&self, raw: *mut sys::arcs_game) -> Game {
        let raw = NonNull::new(raw).expect("libarcs returned ARCS_OK and a NULL game");
        Game::from_parts(raw, self.log.clone())
    }
}

/// An error detail: what was being read, and the library's reason.
pub(crate) fn reason(what: &str, error: &sys::arcs_error) -> String {
    let why = c_text(&error.message);
    if why.is_empty() { what.to_string() } else { format!("{what}: {why}") }
}

/// The C log callback: `ud` is the `LogSink` kept alive by every game that
/// uses it (the game holds an `Arc` of it).
unsafe extern "C" fn log_trampoline(ud: *mut c_void, line: *const c_char) {
    if ud.is_null() || line.is_null() {
        return;
    }
    // SAFETY: ud points at a LogSink owned by an Arc that the calling game
    // holds; line is NUL-terminated and valid during the call.
    let sink = unsafe { &*(ud as *const LogSink) };
    let text = unsafe { CStr::from_ptr(line) }.to_string_lossy();
    let _ = catch_unwind(AssertUnwindSafe(|| sink(&text)));
}
