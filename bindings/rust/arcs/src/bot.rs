//! [`Bot`]: the C library's computer players (`include/arcs/bot.h`).

use std::cell::Cell;
use std::ffi::CStr;
use std::fmt;
use std::marker::PhantomData;
use std::ptr::{self, NonNull};
use std::str::FromStr;
use std::time::Duration;

use arcs_sys as sys;

use crate::error::check;
use crate::{Error, Game, Move, Result};

/// A bot's level (`arcs_bot_policy`; docs/bots.md).
///
/// ```
/// use arcs::Level;
/// assert_eq!("Hard".parse::<Level>()?, Level::Hard);
/// assert_eq!(Level::Easy.to_string(), "easy");
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    /// A uniformly random legal move.
    Random,
    /// One-ply greedy: each legal move tried in a few determinized worlds
    /// and the result scored by the evaluation.
    Easy,
    /// Information-set Monte Carlo tree search, about 0.2 s per decision.
    Normal,
    /// Information-set Monte Carlo tree search, about 2 s per decision.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Normal, Level::Hard];

    fn raw(self) -> sys::arcs_bot_policy {
        match self {
            Level::Random => sys::ARCS_BOT_RANDOM,
            Level::Easy => sys::ARCS_BOT_EASY,
            Level::Normal => sys::ARCS_BOT_NORMAL,
            Level::Hard => sys::ARCS_BOT_HARD,
        }
    }

    /// The level's name: "random", "easy", "normal", "hard"
    /// (`arcs_bot_policy_name`).
    pub fn name(self) -> &'static str {
        // SAFETY: every arcs_bot_policy value has a static name.
        unsafe { CStr::from_ptr(sys::arcs_bot_policy_name(self.raw())) }
            .to_str()
            .expect("ASCII level name")
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = Error;

    /// A level by its name in any case (`arcs_bot_policy_from_name`);
    /// another name is [`Error::BadConfig`].
    fn from_str(text: &str) -> Result<Level> {
        let bad = || Error::BadConfig(format!("bot level {text:?} (random, easy, normal or hard)"));
        let c = std::ffi::CString::new(text).map_err(|_| bad())?;
        // SAFETY: c is a NUL-terminated string.
        let raw = unsafe { sys::arcs_bot_policy_from_name(c.as_ptr()) };
        Level::ALL
            .into_iter()
            .find(|l| l.raw() as i64 == raw as i64)
            .ok_or_else(bad)
    }
}

/// What a [`Bot`] has done ([`Bot::stats`], `arcs_bot_stats`); times are
/// wall-clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BotStats {
    /// [`Bot::choose`] calls that returned a move.
    pub decisions: u64,
    /// Worlds played through, all decisions (search iterations; easy:
    /// moves tried per world).
    pub playouts: u64,
    /// Time spent choosing, all decisions.
    pub total: Duration,
    /// Playouts of the latest decision.
    pub last_playouts: u64,
    /// Time of the latest decision.
    pub last: Duration,
    /// Normal and hard: nodes of the latest search tree.
    pub tree_nodes: u32,
}

/// How to make a [`Bot`] ([`Bot::builder`]): its budgets beside the seat,
/// level and seed.
#[derive(Debug, Clone)]
pub struct BotBuilder {
    player: usize,
    level: Level,
    seed: u64,
    playouts: u32,
    millis: u32,
    max_depth: u32,
}

impl BotBuilder {
    /// Seeds every random choice of the bot (default 0).
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Work per decision, deterministic (normal/hard: search iterations;
    /// easy: determinized worlds each legal move is tried in; random:
    /// unused). 0, the default: the level's time budget.
    pub fn playouts(mut self, playouts: u32) -> Self {
        self.playouts = playouts;
        self
    }

    /// Normal/hard without [`playouts`](Self::playouts): wall-clock
    /// milliseconds per decision (0, the default: 200 for normal, 2000 for
    /// hard; at most 600000). Timed budgets do not reproduce.
    pub fn millis(mut self, millis: u32) -> Self {
        self.millis = millis;
        self
    }

    /// Moves a search playout may apply after the tree before it is scored
    /// (0, the default: the level's, 24; at most 100000).
    pub fn max_depth(mut self, depth: u32) -> Self {
        self.max_depth = depth;
        self
    }

    /// The bot (`arcs_bot_new`).
    ///
    /// Errors: [`Error::BadConfig`] for a player outside 0..=3, a
    /// budget or depth out of range; [`Error::OutOfMemory`].
    pub fn build(self) -> Result<Bot> {
        let mut config = sys::arcs_bot_config::default();
        // SAFETY: config is a valid, writable config.
        unsafe { sys::arcs_bot_config_init(&mut config, self.level.raw()) };
        config.player = i32::try_from(self.player)
            .map_err(|_| Error::BadConfig(format!("bot player {}", self.player)))?;
        config.seed = self.seed;
        config.budget_playouts = self.playouts;
        config.budget_ms = self.millis;
        config.max_depth = self.max_depth;
        let mut raw = ptr::null_mut();
        // SAFETY: config is initialized; raw is a valid out pointer.
        check(unsafe { sys::arcs_bot_new(&config, &mut raw) }, || {
            format!("bot for player {}, level {}", self.player, self.level)
        })?;
        let raw = NonNull::new(raw).expect("arcs_bot_new returned ARCS_OK and NULL");
        Ok(Bot { raw, player: self.player, level: self.level, _not_sync: PhantomData })
    }
}

/// A libarcs bot playing one seat (`include/arcs/bot.h`; the levels in
/// docs/bots.md).
///
/// It reads the game's current decision and otherwise only worlds made
/// with [`Game::determinize`] for its player, so two games that differ only
/// in what that player cannot know get the same move (same seed, same
/// calls, a [`playouts`](BotBuilder::playouts) budget). It plays every
/// mode, the campaign's Summit deals and explicit chance included, and
/// never changes the game: apply the move yourself.
///
/// A bot is [`Send`] but not [`Sync`]: one thread uses it at a time;
/// separate bots run on separate threads at once. Dropping it frees its
/// scratch games and search tree.
///
/// ```
/// use arcs::{Bot, Decider, Game, Level};
///
/// let mut game = Game::new(2, 7)?;
/// let mut bots = [Bot::new(0, Level::Easy, 1)?, Bot::new(1, Level::Random, 2)?];
/// for _ in 0..50 {
///     let Decider::Player(p) = game.current_player() else { break };
///     let m = bots[p].choose(&game)?;
///     game.apply(m)?;
/// }
/// assert_eq!(bots[0].stats().decisions + bots[1].stats().decisions, 50);
/// # Ok::<(), arcs::Error>(())
/// ```
pub struct Bot {
    raw: NonNull<sys::arcs_bot>,
    player: usize,
    level: Level,
    /// Not Sync: one bot handle serves one thread at a time (bot.h).
    _not_sync: PhantomData<Cell<()>>,
}

// SAFETY: a bot owns all its memory and touches no global state (bot.h:
// separate bots may run on separate threads at once).
unsafe impl Send for Bot {}

impl Bot {
    /// A bot playing `player` (0..=3) at `level`, seeded with `seed`, with
    /// the level's default budget ([`Bot::builder`] sets others).
    ///
    /// Errors: [`Error::BadConfig`] for a player outside 0..=3;
    /// [`Error::OutOfMemory`].
    pub fn new(player: usize, level: Level, seed: u64) -> Result<Bot> {
        Bot::builder(player, level).seed(seed).build()
    }

    /// A [`BotBuilder`] for `player` at `level` (seed 0, default budgets).
    ///
    /// ```
    /// let bot = arcs::Bot::builder(1, arcs::Level::Normal).seed(3).playouts(64).build()?;
    /// assert_eq!(bot.player(), 1);
    /// assert!(arcs::Bot::builder(4, arcs::Level::Easy).build().is_err());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn builder(player: usize, level: Level) -> BotBuilder {
        BotBuilder { player, level, seed: 0, playouts: 0, millis: 0, max_depth: 0 }
    }

    /// The seat the bot plays.
    pub fn player(&self) -> usize {
        self.player
    }

    /// The bot's level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// The bot's move at the game's current decision, one of
    /// [`Game::legal_moves`] (`arcs_bot_choose`). The game is not changed.
    ///
    /// Errors: [`Error::NotDeciding`] (another player or chance decides
    /// now), [`Error::GameOver`], [`Error::InvalidArgument`] (the game has
    /// fewer players than the bot's seat), [`Error::OutOfMemory`]; the
    /// details are the bot's message (`arcs_bot_last_error`).
    ///
    /// ```
    /// use arcs::{Bot, Error, Game, Level};
    /// let game = Game::new(3, 1)?;
    /// let p = game.current_player().player().unwrap();
    /// let m = Bot::new(p, Level::Random, 0)?.choose(&game)?;
    /// assert!(game.legal_moves().contains(&m));
    /// let err = Bot::new((p + 1) % 3, Level::Easy, 0)?.choose(&game).unwrap_err();
    /// assert!(matches!(err, Error::NotDeciding(_)));
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn choose(&mut self, game: &Game) -> Result<Move> {
        let mut out = sys::arcs_move::default();
        // SAFETY: both handles are live; out is a valid out pointer. The
        // game is only read (a const pointer), and &Game is not shared with
        // another thread (Game is not Sync).
        let status = unsafe { sys::arcs_bot_choose(self.raw.as_ptr(), game.as_ptr(), &mut out) };
        match status {
            sys::ARCS_OK => Ok(Move::from_raw(out)),
            sys::ARCS_E_WRONG_PLAYER => Err(Error::NotDeciding(self.last_error())),
            other => Err(Error::from_status(other, || self.last_error())),
        }
    }

    /// Why the latest failing [`choose`](Self::choose) failed (empty if
    /// none has), e.g. "Player 2 decides now, not Player 1".
    pub fn last_error(&self) -> String {
        // SAFETY: the bot is live; the string is owned by it and copied here.
        unsafe { CStr::from_ptr(sys::arcs_bot_last_error(self.raw.as_ptr())) }
            .to_string_lossy()
            .into_owned()
    }

    /// What the bot has done so far (`arcs_bot_get_stats`).
    pub fn stats(&self) -> BotStats {
        let mut s = sys::arcs_bot_stats::default();
        // SAFETY: the bot is live; s is a valid out pointer.
        let status = unsafe { sys::arcs_bot_get_stats(self.raw.as_ptr(), &mut s) };
        debug_assert_eq!(status, sys::ARCS_OK);
        BotStats {
            decisions: s.decisions,
            playouts: s.playouts,
            total: Duration::from_nanos(s.total_ns),
            last_playouts: s.last_playouts,
            last: Duration::from_nanos(s.last_ns),
            tree_nodes: s.tree_nodes,
        }
    }

    /// The raw handle, for calls through `arcs-sys` (still owned by this
    /// `Bot`: do not free it).
    pub fn as_mut_ptr(&mut self) -> *mut sys::arcs_bot {
        self.raw.as_ptr()
    }
}

impl fmt::Debug for Bot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Bot").field("player", &self.player).field("level", &self.level).finish()
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        // SAFETY: the handle is live and owned by this Bot; freed once.
        unsafe { sys::arcs_bot_free(self.raw.as_ptr()) }
    }
}
