//! [`Game`]: one game handle (`arcs_game`).

use std::cell::Cell;
use std::ffi::{c_char, c_void, CStr};
use std::fmt;
use std::marker::PhantomData;
use std::ptr::{self, NonNull};
use std::sync::Arc;

use arcs_sys as sys;
use prost::Message;

use crate::config::{reason, LogSink};
use crate::data::c_text;
use crate::error::{check, Error, Result};
use crate::{proto, Decider, GameBuilder, Move};

/// Whose view of the game: one player's, or the public (a spectator's).
///
/// ```
/// use arcs::{Game, Viewer};
/// let game = Game::new(2, 1)?;
/// assert_eq!(game.observation(Viewer::Public)?.viewer, -1);
/// assert_eq!(game.observation(Viewer::Player(1))?.viewer, 1);
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Viewer {
    /// What everyone may see (C: player -1).
    Public,
    /// What player 0..players-1 may see.
    Player(usize),
}

impl Viewer {
    pub(crate) fn raw(self, game: &Game) -> Result<i32> {
        match self {
            Viewer::Public => Ok(-1),
            Viewer::Player(p) if p < game.num_players() => Ok(p as i32),
            Viewer::Player(p) => Err(Error::InvalidArgument(format!(
                "player {p} of a {}-player game",
                game.num_players()
            ))),
        }
    }
}

/// A campaign player's Fate as one viewer may know it ([`Game::fate`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Fate {
    /// Chosen, but secret to this viewer (`ARCS_CARD_HIDDEN`) until every
    /// player chose (Campaign rulebook, Act I Setup, Set Up Players B).
    Hidden,
    /// The Fate card kept: its card index ([`data::card`](crate::data::card)).
    Card(usize),
}

/// One game of *Arcs*: its state, its legal moves and its history.
///
/// Created by [`Game::new`], a [`GameBuilder`], or loaded from a saved
/// state ([`Game::load_state`]) or a replay ([`Game::load_replay`]).
/// `Clone` copies the game, history included; `Drop` frees the C handle.
///
/// A `Game` is `Send` (it may move between threads) but not `Sync`: even
/// reading the legal moves writes the handle's legal-move cache, so one
/// game must not be used from two threads at once; wrap it in a `Mutex`
/// to share it.
///
/// Every fallible method returns an [`Error`] and leaves the game exactly
/// as it was (same bytes, same [`state_hash`](Game::state_hash)).
///
/// ```compile_fail
/// fn shared<T: Sync>(_: &T) {}
/// shared(&arcs::Game::new(2, 1).unwrap()); // a Game is not Sync
/// ```
///
/// ```
/// use arcs::{Decider, Game};
///
/// let mut game = Game::new(3, 42)?;
/// let mut turn = 0usize;
/// while !game.is_over() {
///     let moves = game.legal_moves();
///     let m = moves[turn % moves.len()]; // your choice here
///     game.apply(m)?;
///     turn += 7;
/// }
/// assert_eq!(game.current_player(), Decider::Nobody);
/// let winner = game.winner().expect("a finished game has a winner");
/// assert!(winner < 3);
/// # Ok::<(), arcs::Error>(())
/// ```
pub struct Game {
    raw: NonNull<sys::arcs_game>,
    /// Keeps the log sink alive while the C handle points at it.
    log: Option<Arc<LogSink>>,
    /// Not Sync: `&Game` methods write the legal-move cache.
    _not_sync: PhantomData<Cell<()>>,
}

// SAFETY: a handle owns all its memory and touches no global state
// (arcs.h: separate handles may be used on separate threads); the log sink
// is Send + Sync.
unsafe impl Send for Game {}

/// The status and written size of a C writer (measure with NULL, then write).
fn read_buffer(
    what: &str,
    mut write: impl FnMut(*mut c_void, usize, &mut usize) -> sys::arcs_status,
) -> Result<Vec<u8>> {
    let mut need = 0usize;
    check(write(ptr::null_mut(), 0, &mut need), || what.to_string())?;
    let mut buf = vec![0u8; need];
    let mut written = 0usize;
    check(write(buf.as_mut_ptr().cast(), buf.len(), &mut written), || what.to_string())?;
    buf.truncate(written);
    Ok(buf)
}

impl Game {
    /// A new game of `players` (2..=4) with `seed`, every other setting at
    /// its default (see [`GameBuilder`]); setup is done.
    ///
    /// Errors: [`Error::BadConfig`] for a player count outside 2..=4,
    /// [`Error::OutOfMemory`].
    ///
    /// ```
    /// let game = arcs::Game::new(4, 0)?;
    /// assert_eq!(game.num_players(), 4);
    /// assert_eq!(game.chapter(), 1);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn new(players: usize, seed: u64) -> Result<Game> {
        GameBuilder::new().players(players).seed(seed).build()
    }

    /// A [`GameBuilder`] with the defaults.
    ///
    /// ```
    /// let game = arcs::Game::builder().players(2).seed(11).build()?;
    /// assert_eq!(game.num_players(), 2);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn builder() -> GameBuilder {
        GameBuilder::new()
    }

    pub(crate) fn from_parts(raw: NonNull<sys::arcs_game>, log: Option<Arc<LogSink>>) -> Game {
        Game { raw, log, _not_sync: PhantomData }
    }

    /// The raw handle, for calls through `arcs-sys`. It stays owned by this
    /// `Game`; do not free it, and keep the borrow rules: mutate only
    /// through `as_mut_ptr`.
    ///
    /// ```
    /// let game = arcs::Game::new(2, 1)?;
    /// assert_eq!(unsafe { arcs_sys::arcs_num_players(game.as_ptr()) }, 2);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn as_ptr(&self) -> *const sys::arcs_game {
        self.raw.as_ptr()
    }

    /// The raw handle for mutating calls through `arcs-sys` (still owned by
    /// this `Game`).
    ///
    /// ```
    /// let mut game = arcs::Game::new(2, 1)?;
    /// let m = game.legal_moves()[0];
    /// assert_eq!(unsafe { arcs_sys::arcs_apply(game.as_mut_ptr(), m.into_raw()) }, arcs_sys::ARCS_OK);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn as_mut_ptr(&mut self) -> *mut sys::arcs_game {
        self.raw.as_ptr()
    }

    /// A copy of the game, history included, sharing nothing with it
    /// (`arcs_game_clone`). `Clone` does the same and panics when memory
    /// runs out; this returns [`Error::OutOfMemory`] instead.
    ///
    /// ```
    /// let game = arcs::Game::new(2, 1)?;
    /// let copy = game.try_clone()?;
    /// assert_eq!(copy.state_hash(), game.state_hash());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn try_clone(&self) -> Result<Game> {
        let mut raw = ptr::null_mut();
        // SAFETY: self.raw is a live handle; raw is a valid out pointer.
        check(unsafe { sys::arcs_game_clone(self.raw.as_ptr(), &mut raw) }, String::new)?;
        let raw = NonNull::new(raw).expect("arcs_game_clone returned ARCS_OK and NULL");
        Ok(Game::from_parts(raw, self.log.clone()))
    }

    /// Copy `source`'s current state into this game without allocating
    /// (`arcs_game_copy_state`): the cheap clone search bots want. Both
    /// games must have the same player count; this game's history is
    /// cleared.
    ///
    /// Errors: [`Error::InvalidArgument`] for different player counts.
    ///
    /// ```
    /// use arcs::Game;
    /// let mut real = Game::new(2, 1)?;
    /// let mut scratch = Game::new(2, 2)?;
    /// let m = real.legal_moves()[0];
    /// real.apply(m)?;
    /// scratch.copy_state_from(&real)?;
    /// assert_eq!(scratch.state_hash(), real.state_hash());
    /// assert!(scratch.copy_state_from(&Game::new(3, 1)?).is_err());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn copy_state_from(&mut self, source: &Game) -> Result<()> {
        // SAFETY: both handles are live; &mut self excludes other users.
        let status = unsafe { sys::arcs_game_copy_state(self.raw.as_ptr(), source.raw.as_ptr()) };
        check(status, || self.last_error())
    }

    /// Who decides now: a player, chance (explicit-chance mode), or nobody
    /// once the game is over.
    ///
    /// ```
    /// let game = arcs::Game::new(2, 1)?;
    /// assert!(game.current_player().player().is_some());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn current_player(&self) -> Decider {
        // SAFETY: live handle.
        Decider::from_raw(unsafe { sys::arcs_current_player(self.raw.as_ptr()) })
    }

    /// Every legal move of the current decision, in the engine's
    /// deterministic order (empty once the game is over). The slice is the
    /// handle's own cache (`arcs_legal_moves_view`), no copy: it lives until
    /// the game is next changed, which the borrow enforces.
    ///
    /// ```
    /// let game = arcs::Game::new(2, 1)?;
    /// let moves = game.legal_moves();
    /// assert!(!moves.is_empty());
    /// assert!(moves.iter().all(|m| m.player() == game.current_player()));
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn legal_moves(&self) -> &[Move] {
        let mut moves: *const sys::arcs_move = ptr::null();
        let mut count = 0usize;
        // SAFETY: live handle with a cache (every public handle has one).
        let status = unsafe { sys::arcs_legal_moves_view(self.raw.as_ptr(), &mut moves, &mut count) };
        assert_eq!(status, sys::ARCS_OK, "arcs_legal_moves_view failed");
        if count == 0 || moves.is_null() {
            return &[];
        }
        // SAFETY: the library keeps `count` moves at `moves` until the game
        // changes (apply, undo, copy_state, restore, determinize: all take
        // &mut self) or is freed; Move is repr(transparent) over arcs_move.
        unsafe { std::slice::from_raw_parts(moves.cast::<Move>(), count) }
    }

    /// Whether `m` is among the current legal moves.
    ///
    /// ```
    /// let game = arcs::Game::new(2, 1)?;
    /// let m = game.legal_moves()[0];
    /// assert!(game.is_legal(m));
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }

    /// Apply one move and run the rules forward to the next decision.
    ///
    /// Errors: [`Error::WrongPlayer`] (the move's player is not deciding
    /// now), [`Error::IllegalMove`] (not among the legal moves),
    /// [`Error::GameOver`], [`Error::OutOfMemory`] (the history could not
    /// grow). On error the game is unchanged.
    ///
    /// ```
    /// use arcs::{Error, Game};
    /// let mut game = Game::new(2, 1)?;
    /// let m = game.legal_moves()[0];
    /// game.apply(m)?;
    /// assert_eq!(game.history_len(), 1);
    ///
    /// // The same card cannot be played twice: refused, nothing changes.
    /// let hash = game.state_hash();
    /// assert!(matches!(game.apply(m), Err(Error::IllegalMove(_) | Error::WrongPlayer(_))));
    /// assert_eq!(game.state_hash(), hash);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn apply(&mut self, m: Move) -> Result<()> {
        // SAFETY: live handle, exclusive borrow.
        let status = unsafe { sys::arcs_apply(self.raw.as_ptr(), m.into_raw()) };
        match status {
            sys::ARCS_OK => Ok(()),
            sys::ARCS_E_ILLEGAL_MOVE => Err(Error::IllegalMove(m)),
            sys::ARCS_E_WRONG_PLAYER => Err(Error::WrongPlayer(m)),
            other => Err(Error::from_status(other, || format!("{m}: {}", self.last_error()))),
        }
    }

    /// Why the most recent failed call on this game failed, in English
    /// (`arcs_last_error`): e.g. "p1 lead Aggression-4 is not among the 7
    /// legal moves", or the check a restored state failed; `""` when no call
    /// on this game has failed. Successful calls leave it alone. The errors
    /// of this crate already carry it where the variant has a detail.
    ///
    /// ```
    /// let mut game = arcs::Game::new(2, 1)?;
    /// assert_eq!(game.last_error(), "");
    /// assert!(game.undo(5).is_err());
    /// assert!(!game.last_error().is_empty());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn last_error(&self) -> String {
        // SAFETY: live handle; the string is owned by it, copied at once.
        let text = unsafe { sys::arcs_last_error(self.raw.as_ptr()) };
        if text.is_null() {
            return String::new();
        }
        unsafe { CStr::from_ptr(text) }.to_string_lossy().into_owned()
    }

    /// Undo the last `steps` applied moves, restoring the exact earlier
    /// state (same bytes, same hash). `undo(0)` does nothing.
    ///
    /// Errors: [`Error::NoHistory`] when fewer moves were applied or the
    /// game keeps no states ([`History::Moves`](crate::History::Moves));
    /// nothing is undone then.
    ///
    /// ```
    /// let mut game = arcs::Game::new(2, 1)?;
    /// let start = game.state_hash();
    /// for _ in 0..3 {
    ///     let m = game.legal_moves()[0];
    ///     game.apply(m)?;
    /// }
    /// game.undo(3)?;
    /// assert_eq!(game.state_hash(), start);
    /// assert_eq!(game.undo(1), Err(arcs::Error::NoHistory));
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn undo(&mut self, steps: u32) -> Result<()> {
        // SAFETY: live handle, exclusive borrow.
        check(unsafe { sys::arcs_undo(self.raw.as_ptr(), steps) }, || format!("undo {steps}"))
    }

    /// Number of moves applied since the start (or since the state was
    /// loaded, copied or determinized).
    ///
    /// ```
    /// assert_eq!(arcs::Game::new(2, 1)?.history_len(), 0);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn history_len(&self) -> usize {
        // SAFETY: live handle.
        unsafe { sys::arcs_history_length(self.raw.as_ptr()) }
    }

    /// The applied moves, oldest first (moves undone are not included).
    ///
    /// ```
    /// let mut game = arcs::Game::new(2, 1)?;
    /// let m = game.legal_moves()[0];
    /// game.apply(m)?;
    /// assert_eq!(game.history(), vec![m]);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn history(&self) -> Vec<Move> {
        (0..self.history_len())
            .map(|i| {
                let mut raw = sys::arcs_move::default();
                // SAFETY: live handle; i < history length.
                let status = unsafe { sys::arcs_history_move(self.raw.as_ptr(), i, &mut raw) };
                assert_eq!(status, sys::ARCS_OK, "arcs_history_move({i})");
                Move::from_raw(raw)
            })
            .collect()
    }

    /// A 64-bit hash of the full state: equal states have equal hashes.
    ///
    /// ```
    /// let a = arcs::Game::new(2, 1)?;
    /// assert_eq!(a.state_hash(), a.clone().state_hash());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn state_hash(&self) -> u64 {
        // SAFETY: live handle.
        unsafe { sys::arcs_state_hash(self.raw.as_ptr()) }
    }

    /// Number of players, 2..=4.
    ///
    /// ```
    /// assert_eq!(arcs::Game::new(3, 1)?.num_players(), 3);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn num_players(&self) -> usize {
        // SAFETY: live handle.
        unsafe { sys::arcs_num_players(self.raw.as_ptr()) }.max(0) as usize
    }

    /// The current chapter, 1..=5.
    ///
    /// ```
    /// assert_eq!(arcs::Game::new(2, 1)?.chapter(), 1);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn chapter(&self) -> u32 {
        // SAFETY: live handle.
        unsafe { sys::arcs_chapter(self.raw.as_ptr()) }.max(0) as u32
    }

    /// The player holding the initiative marker.
    ///
    /// ```
    /// assert_eq!(arcs::Game::builder().players(2).first_player(1).build()?.initiative(), 1);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn initiative(&self) -> usize {
        // SAFETY: live handle.
        unsafe { sys::arcs_initiative(self.raw.as_ptr()) }.max(0) as usize
    }

    /// Whether the game has ended.
    ///
    /// ```
    /// assert!(!arcs::Game::new(2, 1)?.is_over());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn is_over(&self) -> bool {
        // SAFETY: live handle.
        unsafe { sys::arcs_game_over(self.raw.as_ptr()) != 0 }
    }

    /// The winner once the game is over (Base rulebook, "Ending a Chapter",
    /// step 3), `None` while playing.
    ///
    /// ```
    /// assert_eq!(arcs::Game::new(2, 1)?.winner(), None);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn winner(&self) -> Option<usize> {
        // SAFETY: live handle.
        let w = unsafe { sys::arcs_winner(self.raw.as_ptr()) };
        usize::try_from(w).ok()
    }

    /// A player's Power, `None` for a player not in the game.
    ///
    /// ```
    /// let game = arcs::Game::new(2, 1)?;
    /// assert_eq!(game.power(0), Some(0));
    /// assert_eq!(game.power(2), None);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn power(&self, player: usize) -> Option<i32> {
        let p = i32::try_from(player).ok().filter(|&p| (p as usize) < self.num_players())?;
        // SAFETY: live handle.
        Some(unsafe { sys::arcs_power(self.raw.as_ptr(), p) })
    }

    /// Number of action cards in a player's hand, `None` for a player not
    /// in the game.
    ///
    /// ```
    /// let game = arcs::Game::new(4, 1)?;
    /// assert_eq!(game.hand_size(0), Some(6));
    /// assert_eq!(game.hand_size(4), None);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn hand_size(&self, player: usize) -> Option<usize> {
        let p = i32::try_from(player).ok().filter(|&p| (p as usize) < self.num_players())?;
        // SAFETY: live handle.
        usize::try_from(unsafe { sys::arcs_hand_size(self.raw.as_ptr(), p) }).ok()
    }

    /// The setup card in use, e.g. `"4p Mix Up 1"`.
    ///
    /// ```
    /// let game = arcs::Game::builder().players(2).setup("2p Frontiers").build()?;
    /// assert_eq!(game.setup_name(), "2p Frontiers");
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn setup_name(&self) -> &'static str {
        // SAFETY: live handle; the name is a static string of the library.
        let name = unsafe { sys::arcs_setup_name(self.raw.as_ptr()) };
        if name.is_null() {
            return "";
        }
        unsafe { CStr::from_ptr(name) }.to_str().unwrap_or("")
    }

    // ---- the campaign (Campaign rulebook, "The Campaign", "The Empire") ----

    /// A player index for the C calls, `None` for a player not in the game.
    fn seat(&self, player: usize) -> Option<i32> {
        i32::try_from(player).ok().filter(|&p| (p as usize) < self.num_players())
    }

    /// Campaign: the Act being played, 1..=3 (Act I is played as one game;
    /// Campaign rulebook, "Acts"; `arcs_act`). `None` outside
    /// [`Mode::Campaign`](crate::Mode::Campaign).
    ///
    /// ```
    /// use arcs::{Game, Mode};
    /// assert_eq!(Game::builder().mode(Mode::Campaign).players(3).build()?.act(), Some(1));
    /// assert_eq!(Game::new(3, 1)?.act(), None);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn act(&self) -> Option<u32> {
        // SAFETY: live handle.
        u32::try_from(unsafe { sys::arcs_act(self.raw.as_ptr()) }).ok()
    }

    /// Campaign: whether the game stopped at an Act boundary, the
    /// rulebook's "Next Act?" point after an Intermission
    /// (`arcs_act_boundary`): [`last_act`](GameBuilder::last_act) was
    /// reached, or a player's Fate does not play the next Act yet (the log
    /// names those Fates). The game is then over, and
    /// [`save_record`](Game::save_record) writes the campaign record.
    /// `None` outside [`Mode::Campaign`](crate::Mode::Campaign).
    ///
    /// ```
    /// use arcs::{Game, Mode};
    /// assert_eq!(Game::builder().mode(Mode::Campaign).players(2).build()?.act_boundary(), Some(false));
    /// assert_eq!(Game::new(2, 1)?.act_boundary(), None);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn act_boundary(&self) -> Option<bool> {
        // SAFETY: live handle.
        match unsafe { sys::arcs_act_boundary(self.raw.as_ptr()) } {
            b if b < 0 => None,
            b => Some(b == 1),
        }
    }

    /// Campaign: the campaign record of a game stopped at an Act boundary
    /// ([`act_boundary`](Game::act_boundary)), binary
    /// (`arcs_campaign_record_save`; docs/campaign-record.md): what the
    /// rulebook's "Packing Up" keeps between two Acts.
    /// [`GameBuilder::record`] plays the next Act from it;
    /// [`record_to_json`](crate::record_to_json) gives its JSON form. Like
    /// [`save_state`](Game::save_state) it is the whole truth (the Court
    /// deck, the Fate decks). The game is not changed.
    ///
    /// Errors: [`Error::Unsupported`] (not a campaign, or not at an Act
    /// boundary: the reason says which), [`Error::OutOfMemory`].
    ///
    /// ```
    /// use arcs::{Game, Mode};
    /// let game = Game::builder().mode(Mode::Campaign).players(2).build()?;
    /// assert!(matches!(game.save_record(), Err(arcs::Error::Unsupported(_)))); // during Act I
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn save_record(&self) -> Result<Vec<u8>> {
        let raw = self.raw.as_ptr();
        let mut need = 0usize;
        // SAFETY: live handle (the call does not change the game); NULL/0
        // asks for the size.
        let status = unsafe { sys::arcs_campaign_record_save(raw, ptr::null_mut(), 0, &mut need) };
        check(status, || format!("campaign record: {}", self.last_error()))?;
        let mut buf = vec![0u8; need];
        // SAFETY: buf is writable for its length.
        let status = unsafe { sys::arcs_campaign_record_save(raw, buf.as_mut_ptr().cast(), buf.len(), &mut need) };
        check(status, || format!("campaign record: {}", self.last_error()))?;
        buf.truncate(need);
        Ok(buf)
    }

    /// Campaign: the Fate card `player` chose, as `viewer` may know it
    /// (`arcs_fate`): `Ok(None)` before the player chose;
    /// [`Fate::Hidden`] while the choice is secret to `viewer` — until every
    /// player chose, only the player sees their own (Act I Setup, Set Up
    /// Players B: "chooses one secretly. After everyone chooses, reveal
    /// them"); else [`Fate::Card`] with its card index
    /// ([`data::card`](crate::data::card) gives "ARCS-FATE01", "Steward").
    /// `viewer`: a seat `0..players`, or `None` for the whole truth (a
    /// referee, a saved state): never show that to a player.
    ///
    /// Errors: [`Error::InvalidArgument`] for a game of another mode, a
    /// player or viewer not in the game.
    ///
    /// ```
    /// use arcs::{Fate, Game, Mode};
    /// let mut game = Game::builder().mode(Mode::Campaign).players(2).build()?;
    /// assert_eq!(game.fate(0, None)?, None);
    /// // Player 0 keeps a Fate: secret to player 1 until player 1 chose too.
    /// let keep = *game.legal_moves().iter().find(|m| m.to_string() == "p0 fate 0").unwrap();
    /// game.apply(keep)?;
    /// assert_eq!(game.fate(0, Some(1))?, Some(Fate::Hidden));
    /// assert!(matches!(game.fate(0, Some(0))?, Some(Fate::Card(_))));
    /// assert!(game.fate(0, Some(2)).is_err());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn fate(&self, player: usize, viewer: Option<usize>) -> Result<Option<Fate>> {
        if self.act().is_none() {
            return Err(Error::InvalidArgument("fate: not a campaign game (Mode::Campaign)".into()));
        }
        let p = self.seat(player).ok_or_else(|| {
            Error::InvalidArgument(format!("fate: player {player} of a {}-player game", self.num_players()))
        })?;
        let v = match viewer {
            None => sys::ARCS_NONE,
            Some(v) => self.seat(v).ok_or_else(|| {
                Error::InvalidArgument(format!("fate: viewer {v} of a {}-player game", self.num_players()))
            })?,
        };
        // SAFETY: live handle; p and v checked above.
        let f = unsafe { sys::arcs_fate(self.raw.as_ptr(), v, p) };
        Ok(if f == sys::ARCS_CARD_HIDDEN {
            Some(Fate::Hidden)
        } else {
            usize::try_from(f).ok().map(Fate::Card)
        })
    }

    /// Campaign: `Some(true)` for a Regent, `Some(false)` for an Outlaw
    /// (public; Campaign rulebook, "The Empire"; `arcs_is_regent`). `None`
    /// outside the campaign or for a player not in the game.
    ///
    /// ```
    /// use arcs::{Game, Mode};
    /// let game = Game::builder().mode(Mode::Campaign).players(2).build()?;
    /// assert!(game.is_regent(0).is_some());
    /// assert_eq!(game.is_regent(2), None);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn is_regent(&self, player: usize) -> Option<bool> {
        let p = self.seat(player)?;
        // SAFETY: live handle.
        match unsafe { sys::arcs_is_regent(self.raw.as_ptr(), p) } {
            1 => Some(true),
            0 => Some(false),
            _ => None,
        }
    }

    /// Campaign: the player holding the First Regent tile (Campaign
    /// rulebook, "The Empire"; `arcs_first_regent`), `None` when nobody does
    /// or outside the campaign.
    ///
    /// ```
    /// assert_eq!(arcs::Game::new(2, 1)?.first_regent(), None);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn first_regent(&self) -> Option<usize> {
        // SAFETY: live handle.
        usize::try_from(unsafe { sys::arcs_first_regent(self.raw.as_ptr()) }).ok()
    }

    /// Campaign: the player's objective marker, as a space on the Power
    /// track counting down as the objective advances; `Some(0)`: the
    /// objective is complete (Campaign rulebook, "The Campaign: Objective",
    /// "Completion"; `arcs_objective_progress`). Public. `None` before the
    /// player's Fate is set up, without an objective, outside the campaign
    /// or for a player not in the game. At the game's end (Act I played as
    /// one game) this is the objective's result, also logged.
    ///
    /// ```
    /// use arcs::{Game, Mode};
    /// let game = Game::builder().mode(Mode::Campaign).players(2).build()?;
    /// assert_eq!(game.objective_progress(0), None); // Fates not chosen yet
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn objective_progress(&self, player: usize) -> Option<u32> {
        let p = self.seat(player)?;
        // SAFETY: live handle.
        u32::try_from(unsafe { sys::arcs_objective_progress(self.raw.as_ptr(), p) }).ok()
    }

    /// A readable multi-line description of the whole state (map, boards,
    /// Court, round), for logs and debugging. It shows everything, hidden
    /// cards included: never show it to a player (see
    /// [`observation`](Game::observation)).
    ///
    /// ```
    /// let text = arcs::Game::new(2, 1)?.describe();
    /// assert!(text.lines().count() > 5);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn describe(&self) -> String {
        let mut cap = 8192usize;
        loop {
            let mut buf = vec![0u8; cap];
            let mut written = 0usize;
            // SAFETY: buf is writable for cap bytes.
            let status = unsafe {
                sys::arcs_describe(self.raw.as_ptr(), buf.as_mut_ptr().cast::<c_char>(), cap, &mut written)
            };
            if status == sys::ARCS_E_BUFFER_TOO_SMALL && cap < (1 << 20) {
                cap *= 4;
                continue;
            }
            buf.truncate(written.min(cap));
            return String::from_utf8_lossy(&buf).into_owned();
        }
    }

    /// The probability of a chance outcome: `m` must be among the current
    /// legal moves of a chance decision ([`Chance::Explicit`](crate::Chance::Explicit)).
    /// Outcomes of one decision sum to 1 (Base rulebook, "Battle" for dice;
    /// "Setup" and "Ending a Chapter" for draws).
    ///
    /// Errors: [`Error::IllegalMove`] (not a legal move of the current
    /// chance decision).
    ///
    /// ```
    /// let game = arcs::Game::new(2, 1)?;
    /// let m = game.legal_moves()[0];
    /// assert!(game.chance_probability(m).is_err()); // not a chance decision
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn chance_probability(&self, m: Move) -> Result<f64> {
        let mut p = 0.0f64;
        // SAFETY: live handle; p a valid out pointer.
        let status = unsafe { sys::arcs_chance_probability(self.raw.as_ptr(), m.into_raw(), &mut p) };
        match status {
            sys::ARCS_OK => Ok(p),
            sys::ARCS_E_ILLEGAL_MOVE => Err(Error::IllegalMove(m)),
            other => Err(Error::from_status(other, || m.to_string())),
        }
    }

    /// The outcomes of the current chance decision with their
    /// probabilities (empty when a player decides or the game is over).
    ///
    /// ```
    /// use arcs::{Chance, Decider, Game};
    /// let mut game = Game::builder()
    ///     .players(2).setup("2p Frontiers").first_player(0).chance(Chance::Explicit).build()?;
    /// // Setup deals the hands: each card drawn is a chance decision.
    /// assert_eq!(game.current_player(), Decider::Chance);
    /// let outcomes = game.chance_outcomes();
    /// let total: f64 = outcomes.iter().map(|(_, p)| p).sum();
    /// assert!((total - 1.0).abs() < 1e-9);
    /// game.apply(outcomes[0].0)?;
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn chance_outcomes(&self) -> Vec<(Move, f64)> {
        if self.current_player() != Decider::Chance {
            return Vec::new();
        }
        self.legal_moves()
            .iter()
            .filter_map(|&m| self.chance_probability(m).ok().map(|p| (m, p)))
            .collect()
    }

    /// Save the full state (a GameState message, `proto/arcs.proto`, at
    /// most `ARCS_STATE_BYTES_MAX` bytes); the history is not included
    /// (use [`save_replay`](Game::save_replay) for that). It holds hidden
    /// information: store it, never show it to a player.
    ///
    /// Errors: [`Error::OutOfMemory`].
    ///
    /// ```
    /// use arcs::Game;
    /// let game = Game::new(2, 1)?;
    /// let bytes = game.save_state()?;
    /// assert_eq!(Game::load_state(&bytes)?.state_hash(), game.state_hash());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn save_state(&self) -> Result<Vec<u8>> {
        read_buffer("state", |buf, cap, written| {
            // SAFETY: live handle; buf writable for cap bytes (or NULL, 0).
            unsafe { sys::arcs_game_save_state(self.raw.as_ptr(), buf, cap, written) }
        })
    }

    /// Load a state saved by [`save_state`](Game::save_state) into a new
    /// game with default history and no log (see
    /// [`GameBuilder::load_state`] to choose them). The state is checked
    /// completely before it is accepted.
    ///
    /// Errors: [`Error::Corrupt`] (malformed, failed checksum, inconsistent
    /// state), [`Error::Version`] (unreadable schema version),
    /// [`Error::Unsupported`] (a mode this build lacks), [`Error::OutOfMemory`].
    ///
    /// ```
    /// assert!(matches!(arcs::Game::load_state(b"not a state"), Err(arcs::Error::Corrupt(_))));
    /// ```
    pub fn load_state(bytes: &[u8]) -> Result<Game> {
        GameBuilder::new().load_state(bytes)
    }

    /// Replace this game's state with a saved one, clearing its history.
    /// The buffer is checked in full first: on error the game is unchanged.
    /// The player count may differ.
    ///
    /// Errors: as [`load_state`](Game::load_state).
    ///
    /// ```
    /// use arcs::Game;
    /// let saved = Game::new(3, 2)?.save_state()?;
    /// let mut game = Game::new(2, 1)?;
    /// let hash = game.state_hash();
    /// assert!(game.restore_state(&saved[..saved.len() - 1]).is_err());
    /// assert_eq!(game.state_hash(), hash);
    /// game.restore_state(&saved)?;
    /// assert_eq!(game.num_players(), 3);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn restore_state(&mut self, bytes: &[u8]) -> Result<()> {
        // SAFETY: live handle, exclusive borrow; bytes readable for its length.
        let status = unsafe { sys::arcs_game_restore_state(self.raw.as_ptr(), bytes.as_ptr().cast(), bytes.len()) };
        check(status, || format!("state: {}", self.last_error()))
    }

    /// Save a replay: the config and seed (or the state the history starts
    /// from, after a load, copy or determinize), every move of the history
    /// in order, and the final state hash (a Replay message).
    ///
    /// Errors: [`Error::Unsupported`] (a [`History::Moves`](crate::History::Moves)
    /// game whose history starts from a state, after moves),
    /// [`Error::OutOfMemory`].
    ///
    /// ```
    /// use arcs::Game;
    /// let mut game = Game::new(2, 8)?;
    /// for _ in 0..5 {
    ///     let m = game.legal_moves()[0];
    ///     game.apply(m)?;
    /// }
    /// let replay = game.save_replay()?;
    /// let again = Game::load_replay(&replay)?;
    /// assert_eq!(again.state_hash(), game.state_hash());
    /// assert_eq!(arcs::ReplayInfo::read(&replay)?.moves, 5);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn save_replay(&self) -> Result<Vec<u8>> {
        read_buffer("replay", |buf, cap, written| {
            // SAFETY: live handle; buf writable for cap bytes (or NULL, 0).
            unsafe { sys::arcs_replay_save(self.raw.as_ptr(), buf, cap, written) }
        })
    }

    /// Rebuild a game from a replay (at most 8 MiB) with default history
    /// and no log (see [`GameBuilder::load_replay`]): every recorded move
    /// is applied again, and the final hash is checked when comparable.
    ///
    /// Errors: [`Error::Corrupt`] (malformed buffer, a move the rules
    /// reject, a hash mismatch), [`Error::Version`], [`Error::BadConfig`]
    /// (the recorded config is rejected), [`Error::Unsupported`],
    /// [`Error::OutOfMemory`].
    ///
    /// ```
    /// assert!(arcs::Game::load_replay(&[1, 2, 3]).is_err());
    /// ```
    pub fn load_replay(bytes: &[u8]) -> Result<Game> {
        GameBuilder::new().load_replay(bytes)
    }

    /// What `viewer` may see, as the encoded Observation message (see
    /// [`observation`](Game::observation) for what is visible).
    ///
    /// Errors: [`Error::InvalidArgument`] (player not in the game),
    /// [`Error::OutOfMemory`].
    ///
    /// ```
    /// use arcs::{Game, Viewer};
    /// let game = Game::new(2, 1)?;
    /// assert!(!game.observation_bytes(Viewer::Player(1))?.is_empty());
    /// assert!(game.observation_bytes(Viewer::Player(2)).is_err());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn observation_bytes(&self, viewer: Viewer) -> Result<Vec<u8>> {
        let player = viewer.raw(self)?;
        read_buffer("observation", |buf, cap, written| {
            // SAFETY: live handle; buf writable for cap bytes (or NULL, 0).
            unsafe { sys::arcs_observation(self.raw.as_ptr(), player, buf, cap, written) }
        })
    }

    /// What `viewer` may see, decoded ([`proto::Observation`]).
    ///
    /// Visible: the map, every player board (resources, supplies, Outrage,
    /// Captives, Trophies, Guild cards, Power), the ambition markers, the
    /// Court row and its agents, the face-up Court discard pile, face-up
    /// played cards, the battle in progress, the decision stack's kinds and
    /// deciders, and the viewer's own hand, own face-down cards and own
    /// legal moves (when the viewer decides now). Hidden: Rivals' hands
    /// (counts only), the action deck and face-down action discard (sizes
    /// only), the Court deck (size only, and its buried bottom cards),
    /// Rivals' face-down cards (shown as 254), the generator.
    ///
    /// Errors: as [`observation_bytes`](Game::observation_bytes).
    ///
    /// ```
    /// use arcs::{Game, Viewer};
    /// let game = Game::new(2, 1)?;
    /// let me = game.current_player().player().unwrap();
    /// let obs = game.observation(Viewer::Player(me))?;
    /// assert_eq!(obs.viewer, me as i32);
    /// assert_eq!(obs.legal_moves.len(), game.legal_moves().len());
    /// let rival = 1 - me;
    /// assert!(obs.players[rival].hand.is_empty()); // counts only
    /// assert_eq!(obs.players[rival].hand_count, 6);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn observation(&self, viewer: Viewer) -> Result<proto::Observation> {
        let bytes = self.observation_bytes(viewer)?;
        proto::Observation::decode(bytes.as_slice()).map_err(|e| Error::Corrupt(format!("observation: {e}")))
    }

    /// Re-deal everything `viewer` cannot see, at random (seeded by
    /// `seed`), so the game becomes one of the games consistent with that
    /// viewer's observation: Rivals' hands, the action deck, the face-down
    /// discard and Rivals' face-down cards are shuffled together and dealt
    /// back in the same counts; the Court deck above its buried cards is
    /// shuffled; the generator is reseeded. The viewer's observation is the
    /// same before and after; the history is cleared. For search bots: use
    /// it on a clone.
    ///
    /// Errors: [`Error::InvalidArgument`] (player not in the game).
    ///
    /// ```
    /// use arcs::{Game, Viewer};
    /// let game = Game::new(3, 1)?;
    /// let mut world = game.clone();
    /// world.determinize(Viewer::Player(0), 99)?;
    /// assert_eq!(world.observation_bytes(Viewer::Player(0))?, game.observation_bytes(Viewer::Player(0))?);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn determinize(&mut self, viewer: Viewer, seed: u64) -> Result<()> {
        let player = viewer.raw(self)?;
        // SAFETY: live handle, exclusive borrow.
        check(unsafe { sys::arcs_determinize(self.raw.as_ptr(), player, seed) }, || {
            format!("determinize for {viewer:?}")
        })
    }
}

impl Clone for Game {
    /// A copy sharing nothing with the original, history included. Panics
    /// when memory runs out (see [`Game::try_clone`]).
    fn clone(&self) -> Game {
        self.try_clone().expect("arcs_game_clone failed")
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        // SAFETY: the handle is owned by this Game and freed once; the log
        // sink (if any) is dropped after it.
        unsafe { sys::arcs_game_free(self.raw.as_ptr()) }
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("players", &self.num_players())
            .field("setup", &self.setup_name())
            .field("chapter", &self.chapter())
            .field("current_player", &self.current_player())
            .field("history_len", &self.history_len())
            .field("state_hash", &format_args!("{:#018x}", self.state_hash()))
            .finish()
    }
}

/// What a replay records, read without re-running it (`arcs_replay_info_get`).
///
/// ```
/// let mut game = arcs::Game::builder().players(2).seed(77).build()?;
/// let m = game.legal_moves()[0];
/// game.apply(m)?;
/// let info = arcs::ReplayInfo::read(&game.save_replay()?)?;
/// assert_eq!((info.players, info.seed, info.moves), (2, 77, 1));
/// assert_eq!(info.setup_name, game.setup_name());
/// assert_eq!(info.final_hash, game.state_hash());
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ReplayInfo {
    /// Wire schema version of the buffer.
    pub schema_version: u32,
    /// Number of players of the recorded config.
    pub players: usize,
    /// The recorded config's mode.
    pub mode: crate::Mode,
    /// The recorded config's seed.
    pub seed: u64,
    /// The recorded config's chance mode.
    pub chance: crate::Chance,
    /// The recorded first player (`None`: seeded random).
    pub first_player: Option<usize>,
    /// The setup as given in the config (`""`: random).
    pub setup: String,
    /// The setup card that was used, e.g. `"4p Mix Up 1"`.
    pub setup_name: String,
    /// The library version that wrote the replay.
    pub engine_version: String,
    /// Number of recorded moves.
    pub moves: usize,
    /// Whether the replay starts from a recorded state rather than setup.
    pub from_state: bool,
    /// The state hash after the last move, when written.
    pub final_hash: u64,
    /// Whether this library can check `final_hash` (same version and state layout).
    pub hash_comparable: bool,
}

/// Run a record converter of arcs.h twice (the size, then the bytes):
/// `convert(out, cap, written, error)`.
fn convert_record(
    what: &str,
    mut convert: impl FnMut(*mut c_void, usize, &mut usize, &mut sys::arcs_error) -> sys::arcs_status,
) -> Result<Vec<u8>> {
    let mut error = sys::arcs_error::default();
    let mut need = 0usize;
    let status = convert(ptr::null_mut(), 0, &mut need, &mut error);
    if status != sys::ARCS_E_BUFFER_TOO_SMALL {
        check(status, || reason(what, &error))?;
    }
    let mut out = vec![0u8; need];
    let status = convert(out.as_mut_ptr().cast(), out.len(), &mut need, &mut error);
    check(status, || reason(what, &error))?;
    out.truncate(need);
    Ok(out)
}

/// The JSON form of a binary campaign record (the proto3 JSON mapping of
/// `CampaignRecord`, indented; `arcs_campaign_record_to_json`). Only the
/// envelope and version are checked ([`RecordInfo::read`] checks the rest).
///
/// Errors: [`Error::Corrupt`], [`Error::Version`], [`Error::Unsupported`]
/// (a libarcs built without json-c), [`Error::OutOfMemory`].
///
/// ```
/// assert!(matches!(arcs::record_to_json(b"nope"), Err(arcs::Error::Corrupt(_))));
/// ```
pub fn record_to_json(record: &[u8]) -> Result<String> {
    let mut text = convert_record("campaign record", |out, cap, written, error| {
        // SAFETY: record readable for its length; out writable for cap bytes (or NULL, 0).
        unsafe {
            sys::arcs_campaign_record_to_json(record.as_ptr().cast(), record.len(), out.cast(), cap, written, error)
        }
    })?;
    if text.last() == Some(&0) {
        text.pop(); // the NUL
    }
    String::from_utf8(text).map_err(|_| Error::Internal("campaign record JSON is not UTF-8".into()))
}

/// The binary campaign record of a JSON text (`CampaignRecord`'s fields,
/// lowerCamelCase or proto names; `arcs_campaign_record_from_json`). Only
/// the form is checked: [`RecordInfo::read`] and [`GameBuilder::record`]
/// check the contents.
///
/// Errors: [`Error::Corrupt`] (not JSON, or not a CampaignRecord: the
/// reason names the field), [`Error::Unsupported`] (no json-c),
/// [`Error::OutOfMemory`].
///
/// ```
/// let err = arcs::record_from_json(r#"{"noSuchField": 1}"#).unwrap_err();
/// assert!(err.to_string().contains("noSuchField"));
/// ```
pub fn record_from_json(json: &str) -> Result<Vec<u8>> {
    convert_record("campaign record JSON", |out, cap, written, error| {
        // SAFETY: json readable for its length; out writable for cap bytes (or NULL, 0).
        unsafe { sys::arcs_campaign_record_from_json(json.as_ptr().cast(), json.len(), out, cap, written, error) }
    })
}

/// What a campaign record says at a glance ([`RecordInfo::read`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct RecordInfo {
    /// The Act played before the record: 1 or 2.
    pub completed_act: u32,
    /// The Act a game started from it plays: 2 or 3.
    pub next_act: u32,
    /// 2, 3 or 4: [`GameBuilder::players`] must match.
    pub players: usize,
    /// Each seat's Fate card for the next Act (card index,
    /// [`data::card`](crate::data::card)), in seat order.
    pub fates: Vec<usize>,
}

impl RecordInfo {
    /// Check a binary campaign record as [`GameBuilder::record`] does (every
    /// field; not whether the Fates play the next Act) and say what it
    /// holds (`arcs_campaign_record_info`).
    ///
    /// Errors: [`Error::Corrupt`] (the reason names the field),
    /// [`Error::Version`] (another schema version).
    ///
    /// ```
    /// assert!(matches!(arcs::RecordInfo::read(&[8, 1]), Err(arcs::Error::Corrupt(_))));
    /// ```
    pub fn read(record: &[u8]) -> Result<RecordInfo> {
        let mut info = sys::arcs_record_info::default();
        let mut error = sys::arcs_error::default();
        // SAFETY: record readable for its length; info and error valid out pointers.
        let status =
            unsafe { sys::arcs_campaign_record_info(record.as_ptr().cast(), record.len(), &mut info, &mut error) };
        check(status, || reason("campaign record", &error))?;
        let players = info.players.max(0) as usize;
        Ok(RecordInfo {
            completed_act: info.completed_act.max(0) as u32,
            next_act: info.next_act.max(0) as u32,
            players,
            fates: info.fate.iter().take(players).map(|&f| f.max(0) as usize).collect(),
        })
    }
}

impl ReplayInfo {
    /// Read a replay's header (checked as by [`Game::load_replay`], without
    /// applying the moves).
    ///
    /// Errors: [`Error::Corrupt`], [`Error::Version`], [`Error::Unsupported`],
    /// [`Error::OutOfMemory`].
    ///
    /// ```
    /// assert!(arcs::ReplayInfo::read(b"nope").is_err());
    /// ```
    pub fn read(bytes: &[u8]) -> Result<ReplayInfo> {
        // SAFETY: arcs_replay_info is plain data; all-zero is a valid value.
        let mut info: sys::arcs_replay_info = unsafe { std::mem::zeroed() };
        let mut error = sys::arcs_error::default();
        // SAFETY: bytes readable for its length; info and error valid out pointers.
        let status =
            unsafe { sys::arcs_replay_info_get_ex(bytes.as_ptr().cast(), bytes.len(), &mut info, &mut error) };
        check(status, || reason("replay", &error))?;
        let text = |chars: &[c_char]| c_text(chars).into_owned();
        Ok(ReplayInfo {
            schema_version: info.schema_version,
            players: info.players.max(0) as usize,
            mode: match info.mode {
                sys::ARCS_MODE_LEADERS_LORE => crate::Mode::LeadersLore,
                sys::ARCS_MODE_CAMPAIGN => crate::Mode::Campaign,
                _ => crate::Mode::Base,
            },
            seed: info.seed,
            chance: if info.chance == sys::ARCS_CHANCE_EXPLICIT {
                crate::Chance::Explicit
            } else {
                crate::Chance::Internal
            },
            first_player: usize::try_from(info.first_player).ok(),
            setup: text(&info.setup),
            setup_name: text(&info.setup_name),
            engine_version: text(&info.engine_version),
            moves: info.moves,
            from_state: info.from_state != 0,
            final_hash: info.final_hash,
            hash_comparable: info.hash_comparable != 0,
        })
    }
}
