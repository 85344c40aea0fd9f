//! [`View`]: the game as one viewer sees it, as plain data (`arcs_view`),
//! and the game-level helpers for UIs: move labels, adjacency in this
//! game, control and ambition counts.

use std::borrow::Cow;
use std::ffi::{c_char, CStr};
use std::fmt;
use std::ops::Deref;

use arcs_sys as sys;

use crate::data::c_text;
use crate::error::{check, Error, Result};
use crate::{Decider, Game, Move, Viewer};

/// The game as one viewer (a player, or the public) sees it: the same
/// information as the [observation](Game::observation), as the C library's
/// plain struct `arcs_game_view` (every number an `i32` in rulebook units,
/// every list a count and a fixed array; `ARCS_NONE` = -1 for "none",
/// `ARCS_CARD_HIDDEN` = -2 for a face-down card the viewer may not see).
///
/// `View` dereferences to [`sys::arcs_game_view`], so every field of the
/// header is there (`view.chapter`, `view.systems[s].fresh[p]`, ...); the
/// methods below give the lists trimmed to their counts and the text fields
/// as `&str`.
///
/// ```
/// use arcs::{Game, Viewer};
/// let game = Game::new(2, 1)?;
/// let me = game.current_player().player().unwrap();
/// let view = game.view(Viewer::Player(me))?;
/// assert_eq!(view.players().len(), 2);
/// assert!(view.hand(me).is_some());         // my own hand
/// assert!(view.hand(1 - me).is_none());     // a Rival's: a count only
/// assert_eq!(view.players()[1 - me].hand_count, 6);
/// assert!(!view.prompt().is_empty());
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Clone)]
pub struct View(Box<sys::arcs_game_view>);

// SAFETY: plain data; its only pointer (setup_name) is a static string of
// the library.
unsafe impl Send for View {}
// SAFETY: as above; nothing is written through a shared View.
unsafe impl Sync for View {}

impl Deref for View {
    type Target = sys::arcs_game_view;
    fn deref(&self) -> &sys::arcs_game_view {
        &self.0
    }
}

fn count(n: i32, cap: usize) -> usize {
    usize::try_from(n).unwrap_or(0).min(cap)
}

impl View {
    /// Whose view this is.
    ///
    /// ```
    /// use arcs::{Game, Viewer};
    /// let game = Game::new(2, 1)?;
    /// assert_eq!(game.view(Viewer::Public)?.viewer(), Viewer::Public);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn viewer(&self) -> Viewer {
        usize::try_from(self.0.viewer).map_or(Viewer::Public, Viewer::Player)
    }

    /// The setup card in use, e.g. `"4p Mix Up 1"`.
    ///
    /// ```
    /// let game = arcs::Game::builder().players(2).setup("2p Frontiers").build()?;
    /// assert_eq!(game.view(arcs::Viewer::Public)?.setup_name(), "2p Frontiers");
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn setup_name(&self) -> &'static str {
        if self.0.setup_name.is_null() {
            return "";
        }
        // SAFETY: a static NUL-terminated string of the library.
        unsafe { CStr::from_ptr(self.0.setup_name) }.to_str().unwrap_or("")
    }

    /// The players' boards, hands and played cards (`players` entries).
    ///
    /// ```
    /// let view = arcs::Game::new(3, 1)?.view(arcs::Viewer::Public)?;
    /// assert_eq!(view.players().len(), 3);
    /// assert!(view.players().iter().all(|p| p.power == 0));
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn players(&self) -> &[sys::arcs_view_player] {
        &self.0.player[..count(self.0.players, self.0.player.len())]
    }

    /// The action cards in `player`'s hand, ascending, when the viewer may
    /// see them (its own hand); `None` for a Rival's hand (only
    /// `players()[p].hand_count` is known) or a player not in the game.
    ///
    /// ```
    /// let view = arcs::Game::new(2, 1)?.view(arcs::Viewer::Player(0))?;
    /// assert_eq!(view.hand(0).map(|h| h.len()), Some(6));
    /// assert_eq!(view.hand(1), None);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn hand(&self, player: usize) -> Option<&[i32]> {
        let p = self.players().get(player)?;
        (p.hand_visible != 0).then(|| &p.hand[..count(p.hand_count, p.hand.len())])
    }

    /// The Guild cards `player` holds (card indexes, see
    /// [`data::card`](crate::data::card)); empty for a player not in the game.
    ///
    /// ```
    /// let view = arcs::Game::new(2, 1)?.view(arcs::Viewer::Public)?;
    /// assert!(view.guild(0).is_empty());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn guild(&self, player: usize) -> &[i32] {
        self.players().get(player).map_or(&[], |p| &p.guild[..count(p.guild_count, p.guild.len())])
    }

    /// The Court row's places (card index or -1, agents per player).
    ///
    /// ```
    /// let view = arcs::Game::new(4, 1)?.view(arcs::Viewer::Public)?;
    /// assert!(view.court().iter().all(|place| place.card >= 0));
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn court(&self) -> &[sys::arcs_view_court_place] {
        &self.0.court[..count(self.0.court_row_count, self.0.court.len())]
    }

    /// The face-up Court discard pile, bottom first (card indexes).
    ///
    /// ```
    /// let view = arcs::Game::new(2, 1)?.view(arcs::Viewer::Public)?;
    /// assert!(view.court_discard().is_empty());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn court_discard(&self) -> &[i32] {
        &self.0.court_discard[..count(self.0.court_discard_count, self.0.court_discard.len())]
    }

    /// The ambition markers (box declared on or -1, side, Power).
    ///
    /// ```
    /// let view = arcs::Game::new(2, 1)?.view(arcs::Viewer::Public)?;
    /// assert_eq!(view.markers().len(), 3);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn markers(&self) -> &[sys::arcs_view_marker] {
        &self.0.markers[..count(self.0.marker_count, self.0.markers.len())]
    }

    /// Cards placed beside played action cards until the round ends.
    ///
    /// ```
    /// let view = arcs::Game::new(2, 1)?.view(arcs::Viewer::Public)?;
    /// assert!(view.placed().is_empty());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn placed(&self) -> &[sys::arcs_view_placed] {
        &self.0.placed[..count(self.0.placed_count, self.0.placed.len())]
    }

    /// The dice rolled in the battle in progress: `(die, face)` pairs in
    /// roll order (see [`data::die_face`](crate::data::die_face)).
    ///
    /// ```
    /// let view = arcs::Game::new(2, 1)?.view(arcs::Viewer::Public)?;
    /// assert_eq!(view.rolled_dice().count(), 0);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn rolled_dice(&self) -> impl Iterator<Item = (i32, i32)> + '_ {
        let b = &self.0.battle;
        let n = count(b.rolled_count, b.rolled_die.len());
        b.rolled_die[..n].iter().copied().zip(b.rolled_face[..n].iter().copied())
    }

    /// Who decides now.
    ///
    /// ```
    /// let game = arcs::Game::new(2, 1)?;
    /// assert_eq!(game.view(arcs::Viewer::Public)?.decider(), game.current_player());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn decider(&self) -> Decider {
        Decider::from_raw(self.0.decision.player)
    }

    /// The pending decision as one English sentence, e.g. "Player 2: choose
    /// a slot for the Fuel being placed." (`""` once the game is over).
    ///
    /// ```
    /// let view = arcs::Game::new(2, 1)?.view(arcs::Viewer::Public)?;
    /// assert!(view.prompt().starts_with("Player"));
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn prompt(&self) -> Cow<'_, str> {
        c_text(&self.0.decision.prompt)
    }

    /// The raw struct (also reachable through `Deref`).
    ///
    /// ```
    /// let view = arcs::Game::new(2, 1)?.view(arcs::Viewer::Public)?;
    /// assert_eq!(view.as_raw().version, arcs_sys::ARCS_VIEW_VERSION as i32);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn as_raw(&self) -> &sys::arcs_game_view {
        &self.0
    }
}

impl fmt::Debug for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("View")
            .field("viewer", &self.viewer())
            .field("setup", &self.setup_name())
            .field("chapter", &self.0.chapter)
            .field("decider", &self.decider())
            .field("prompt", &self.prompt())
            .finish_non_exhaustive()
    }
}

impl Game {
    /// The game as `viewer` sees it, as plain data ([`View`]): what the
    /// [observation](Game::observation) shows, and nothing it hides
    /// (Rivals' hands as counts, their face-down Copy and seize cards as
    /// `ARCS_CARD_HIDDEN`, the decks as counts).
    ///
    /// Errors: [`Error::InvalidArgument`] (player not in the game).
    ///
    /// ```
    /// use arcs::{Game, Viewer};
    /// let game = Game::new(3, 2)?;
    /// let view = game.view(Viewer::Player(2))?;
    /// assert_eq!(view.viewer(), Viewer::Player(2));
    /// assert_eq!(view.chapter, 1);
    /// assert!(game.view(Viewer::Player(3)).is_err());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn view(&self, viewer: Viewer) -> Result<View> {
        let player = viewer.raw(self)?;
        let mut out = Box::<sys::arcs_game_view>::default();
        // SAFETY: live handle; out is a valid, writable struct.
        let status = unsafe { sys::arcs_view(self.as_ptr(), player, &mut *out) };
        check(status, || format!("view for {viewer:?}"))?;
        Ok(View(out))
    }

    /// A plain-language label for a legal move in its context, e.g. "Spend
    /// Material (slot 1) to Build" (players and slots numbered from 1). It
    /// names everything in the move, the card of a face-down Copy or seize
    /// included: show it to the deciding player only.
    ///
    /// Errors: [`Error::InvalidArgument`] (an unknown move kind).
    ///
    /// ```
    /// let game = arcs::Game::new(2, 1)?;
    /// let m = game.legal_moves()[0];
    /// let label = game.move_label(m)?;
    /// assert!(!label.is_empty() && label != m.to_string());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn move_label(&self, m: Move) -> Result<String> {
        let mut buf = [0 as c_char; sys::ARCS_MOVE_LABEL_MAX as usize + 1];
        let mut written = 0usize;
        // SAFETY: live handle; buf writable for its length.
        let status = unsafe { sys::arcs_move_label(self.as_ptr(), m.into_raw(), buf.as_mut_ptr(), buf.len(), &mut written) };
        check(status, || m.to_string())?;
        Ok(c_text(&buf).into_owned())
    }

    /// Every legal move with its [label](Game::move_label), in the order
    /// of [`legal_moves`](Game::legal_moves).
    ///
    /// ```
    /// let game = arcs::Game::new(2, 1)?;
    /// let labelled = game.labelled_moves()?;
    /// assert_eq!(labelled.len(), game.legal_moves().len());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn labelled_moves(&self) -> Result<Vec<(Move, String)>> {
        self.legal_moves().iter().map(|&m| Ok((m, self.move_label(m)?))).collect()
    }

    /// The label of a legal move as `viewer` may see it (`arcs_move_label_for`;
    /// call it before applying the move): the move's player reads its full
    /// [label](Game::move_label); every other viewer (and [`Viewer::Public`])
    /// reads it without a card they may not know: a face-down Copy or seize
    /// ("Copy with a face-down card"), the Fate kept, a Fate dealt or a lore
    /// card shuffled in, an action card drawn, a card effect's choice naming a
    /// card their [view](Game::view) does not show. No "Player N:" prefix.
    ///
    /// Errors: [`Error::InvalidArgument`] (an unknown move kind, a viewer not
    /// in the game, or another seat of a game loaded from a replay saved for
    /// a seat).
    ///
    /// ```
    /// use arcs::{Game, Viewer};
    /// let game = Game::new(2, 1)?;
    /// let m = game.legal_moves()[0];
    /// let mover = Viewer::Player(m.player().player().expect("a player's move"));
    /// assert_eq!(game.move_label_for(m, mover)?, game.move_label(m)?);
    /// assert!(!game.move_label_for(m, Viewer::Public)?.is_empty());
    /// assert!(game.move_label_for(m, Viewer::Player(2)).is_err());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn move_label_for(&self, m: Move, viewer: Viewer) -> Result<String> {
        let player = viewer.raw(self)?;
        let mut buf = [0 as c_char; sys::ARCS_MOVE_LABEL_MAX as usize + 1];
        let mut written = 0usize;
        // SAFETY: live handle; buf writable for its length.
        let status = unsafe {
            sys::arcs_move_label_for(self.as_ptr(), m.into_raw(), player, buf.as_mut_ptr(), buf.len(), &mut written)
        };
        check(status, || format!("{m} for {viewer:?}"))?;
        Ok(c_text(&buf).into_owned())
    }

    /// The game as `viewer` sees it as one JSON object (`arcs_view_json`):
    /// every field of [`View`] under its C field name (lists cut to their
    /// used entries, each system with its `adjacent` systems), what the web
    /// page and the online server read. It shows exactly what
    /// [`view`](Game::view) shows.
    ///
    /// Errors: [`Error::InvalidArgument`] (a viewer not in the game, or
    /// another seat of a game loaded from a replay saved for a seat).
    ///
    /// ```
    /// use arcs::{Game, Viewer};
    /// let game = Game::new(3, 2)?;
    /// let json = game.view_json(Viewer::Player(1))?;
    /// assert!(json.starts_with("{\"version\":") && json.contains("\"viewer\":1,"));
    /// assert!(game.view_json(Viewer::Player(3)).is_err());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn view_json(&self, viewer: Viewer) -> Result<String> {
        let player = viewer.raw(self)?;
        // One pass into a buffer that holds most views (6-10 KB); a larger
        // one is measured by the same call (BUFFER_TOO_SMALL gives the size).
        let mut buf = vec![0u8; 16 * 1024];
        let mut written = 0usize;
        // SAFETY: live handle; buf writable for its length.
        let mut status = unsafe {
            sys::arcs_view_json(self.as_ptr(), player, buf.as_mut_ptr().cast::<c_char>(), buf.len(), &mut written)
        };
        if status == sys::ARCS_E_BUFFER_TOO_SMALL {
            buf = vec![0u8; written];
            // SAFETY: as above.
            status = unsafe {
                sys::arcs_view_json(self.as_ptr(), player, buf.as_mut_ptr().cast::<c_char>(), buf.len(), &mut written)
            };
        }
        check(status, || format!("view JSON for {viewer:?}"))?;
        buf.truncate(written.saturating_sub(1)); // the NUL
        Ok(String::from_utf8_lossy(&buf).into_owned())
    }

    /// The systems adjacent to `system` in this game: out-of-play clusters
    /// are skipped and their gates' path markers join the gates on either
    /// side (Base rulebook, "The Map" and "Move"); empty for an out-of-play
    /// system.
    ///
    /// Errors: [`Error::InvalidArgument`] (system outside 0..24).
    ///
    /// ```
    /// let game = arcs::Game::new(4, 1)?;
    /// assert!(!game.adjacent_systems(0)?.is_empty() || game.view(arcs::Viewer::Public)?.systems[0].in_play == 0);
    /// assert!(game.adjacent_systems(24).is_err());
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn adjacent_systems(&self, system: usize) -> Result<Vec<usize>> {
        let s = i32::try_from(system).map_err(|_| Error::InvalidArgument(format!("system {system}")))?;
        let mut out = [0i32; sys::ARCS_ADJACENT_MAX as usize];
        let mut n = 0i32;
        // SAFETY: live handle; out holds ARCS_ADJACENT_MAX entries.
        let status = unsafe { sys::arcs_system_adjacent(self.as_ptr(), s, out.as_mut_ptr(), &mut n) };
        check(status, || format!("system {system}"))?;
        Ok(out[..count(n, out.len())].iter().filter_map(|&x| usize::try_from(x).ok()).collect())
    }

    /// The player who controls `system` (more fresh ships than each Rival;
    /// Base rulebook, "Control"), or `None`.
    ///
    /// ```
    /// let game = arcs::Game::new(2, 1)?;
    /// assert_eq!(game.controller(99), None);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn controller(&self, system: usize) -> Option<usize> {
        let s = i32::try_from(system).ok()?;
        // SAFETY: live handle.
        usize::try_from(unsafe { sys::arcs_controller(self.as_ptr(), s) }).ok()
    }

    /// What `player` counts for `ambition` (`arcs_ambition`) now, as chapter
    /// scoring counts it (Base rulebook, "Ending a Chapter", Step 1);
    /// `None` for bad arguments.
    ///
    /// ```
    /// let game = arcs::Game::new(2, 1)?;
    /// assert!(game.ambition_count(0, 0).is_some());
    /// assert_eq!(game.ambition_count(2, 0), None);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn ambition_count(&self, player: usize, ambition: usize) -> Option<u32> {
        let p = i32::try_from(player).ok()?;
        let a = i32::try_from(ambition).ok()?;
        // SAFETY: live handle.
        u32::try_from(unsafe { sys::arcs_ambition_count(self.as_ptr(), p, a) }).ok()
    }
}
