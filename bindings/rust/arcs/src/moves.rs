//! [`Move`] and [`Decider`].

use std::ffi::{c_char, CString};
use std::fmt;
use std::str::FromStr;

use arcs_sys as sys;

use crate::error::{check, Error, Result};
use crate::config::reason;

/// One move: a small plain value (the C library's `arcs_move`).
///
/// Moves come from [`Game::legal_moves`](crate::Game::legal_moves), from
/// their text form (`FromStr`, e.g. `"p1 lead Aggression-4"`) or from a
/// standalone Move message ([`Move::from_bytes`]). The text form is stable
/// and is what `Display` writes; `Debug` writes it too. Equality and
/// hashing compare the whole value. With the `serde` feature a move
/// serializes as its text form.
///
/// The meaning of a move's arguments for each kind is documented at
/// `arcs_move_kind` in `include/arcs/arcs.h`; the text spells them out.
///
/// ```
/// use arcs::{Game, Move};
///
/// let game = Game::new(3, 42)?;
/// let first: Move = game.legal_moves()[0];
/// let text = first.to_string();
/// let parsed: Move = text.parse()?;
/// assert_eq!(parsed, first);
/// assert_eq!(Move::from_bytes(&first.to_bytes())?, first);
/// # Ok::<(), arcs::Error>(())
/// ```
#[repr(transparent)]
#[derive(Clone, Copy)]
pub struct Move(sys::arcs_move);

/// Size of an `arcs_move`: its bytes are the move (arcs.h: "a plain value,
/// compare with memcmp").
const MOVE_BYTES: usize = std::mem::size_of::<sys::arcs_move>();

// Byte-sized members only, so no padding: every byte of a move is part of
// its value, and comparing bytes compares moves.
const _: () = assert!(std::mem::align_of::<sys::arcs_move>() == 1, "arcs_move must be plain bytes");

impl Move {
    /// The move's bytes, as the C library compares them.
    fn bytes(&self) -> [u8; MOVE_BYTES] {
        // SAFETY: arcs_move is plain bytes without padding (checked above),
        // every byte initialized (written by the library or zeroed).
        unsafe { std::mem::transmute_copy(&self.0) }
    }

    /// Wrap a raw `arcs_move` (for code that also calls `arcs-sys`).
    /// Nothing is checked here; [`Game::apply`](crate::Game::apply) checks
    /// legality.
    ///
    /// ```
    /// let m: arcs::Move = "p0 pass".parse()?;
    /// assert_eq!(arcs::Move::from_raw(m.into_raw()), m);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub const fn from_raw(raw: sys::arcs_move) -> Move {
        Move(raw)
    }

    /// The raw `arcs_move` value.
    ///
    /// ```
    /// let m: arcs::Move = "p1 pass".parse()?;
    /// assert_eq!(m.into_raw().player, 1);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub const fn into_raw(self) -> sys::arcs_move {
        self.0
    }

    /// Who makes this move: a player, or [`Decider::Chance`] for a chance
    /// outcome (explicit-chance mode). Never [`Decider::Nobody`].
    ///
    /// ```
    /// use arcs::Decider;
    /// let m: arcs::Move = "p2 pass".parse()?;
    /// assert_eq!(m.player(), Decider::Player(2));
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn player(self) -> Decider {
        if u32::from(self.0.player) == sys::ARCS_PLAYER_CHANCE_ID {
            Decider::Chance
        } else {
            Decider::Player(usize::from(self.0.player))
        }
    }

    /// The move as a standalone Move message (protobuf, `proto/arcs.proto`,
    /// at most 32 bytes), to send over a network or store.
    ///
    /// ```
    /// let m: arcs::Move = "p0 pass".parse()?;
    /// let bytes = m.to_bytes();
    /// assert!(!bytes.is_empty() && bytes.len() <= 32);
    /// # Ok::<(), arcs::Error>(())
    /// ```
    pub fn to_bytes(self) -> Vec<u8> {
        let mut buf = [0u8; 64];
        let mut written = 0usize;
        // SAFETY: buf is writable for its length; written is a valid pointer.
        let status =
            unsafe { sys::arcs_move_to_bytes(self.0, buf.as_mut_ptr().cast(), buf.len(), &mut written) };
        // A Move always encodes: every Move of this crate is a known kind
        // with zero reserved bytes (parsed, decoded or listed by the engine).
        assert_eq!(status, sys::ARCS_OK, "arcs_move_to_bytes failed for {self}");
        buf[..written].to_vec()
    }

    /// Decode a standalone Move message. Checks the schema version, that
    /// the kind is known, the player 0..3 or chance and every argument
    /// 0..255; it does not check legality ([`Game::apply`](crate::Game::apply) does).
    ///
    /// Errors: [`Error::Corrupt`] (malformed), [`Error::Version`] (unknown
    /// schema version), [`Error::InvalidArgument`] (a field out of range);
    /// the detail is `"move: "` and the library's reason
    /// (`arcs_move_from_bytes_ex`: the length, another message type, the
    /// schema version, which field is out of range).
    ///
    /// ```
    /// let err = arcs::Move::from_bytes(&[0xff, 0xff]).unwrap_err();
    /// assert!(matches!(&err, arcs::Error::Corrupt(why) if why.starts_with("move: ")));
    /// ```
    pub fn from_bytes(bytes: &[u8]) -> Result<Move> {
        let mut raw = sys::arcs_move::default();
        let mut error = sys::arcs_error::default();
        // SAFETY: bytes is readable for its length; raw and error are valid
        // out pointers.
        let status =
            unsafe { sys::arcs_move_from_bytes_ex(bytes.as_ptr().cast(), bytes.len(), &mut raw, &mut error) };
        check(status, || reason("move", &error))?;
        Ok(Move(raw))
    }
}

impl fmt::Display for Move {
    /// The stable text form (`arcs_move_to_str`), e.g. `"p0 tax 3-hex 1"`; grammar in docs/move-text.md.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; 128];
        let mut written = 0usize;
        // SAFETY: buf is writable for its length; written is a valid pointer.
        let status =
            unsafe { sys::arcs_move_to_str(self.0, buf.as_mut_ptr().cast::<c_char>(), buf.len(), &mut written) };
        if status != sys::ARCS_OK {
            // An unknown kind (a raw value built by hand): show its bytes.
            return write!(f, "<invalid move {:?}>", self.bytes());
        }
        f.write_str(&String::from_utf8_lossy(&buf[..written]))
    }
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.bytes() == other.bytes()
    }
}

impl Eq for Move {}

impl std::hash::Hash for Move {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.bytes().hash(state);
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

impl FromStr for Move {
    type Err = Error;

    /// Parse the text form (`arcs_move_from_str`). Errors: [`Error::Parse`]
    /// with the text (also for text holding a NUL byte).
    fn from_str(text: &str) -> Result<Move> {
        let c = CString::new(text).map_err(|_| Error::Parse(text.to_string()))?;
        let mut raw = sys::arcs_move::default();
        // SAFETY: c is a valid NUL-terminated string; raw a valid out pointer.
        let status = unsafe { sys::arcs_move_from_str(c.as_ptr(), &mut raw) };
        match status {
            sys::ARCS_OK => Ok(Move(raw)),
            sys::ARCS_E_PARSE | sys::ARCS_E_INVALID_ARG => Err(Error::Parse(text.to_string())),
            other => Err(Error::from_status(other, || text.to_string())),
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Move {
    /// A move serializes as its text form.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> std::result::Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Move {
    /// A move deserializes from its text form.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> std::result::Result<Move, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Who decides now (`arcs_current_player`), or who makes a move.
///
/// ```
/// use arcs::{Decider, Game};
/// let game = Game::new(2, 5)?;
/// assert!(matches!(game.current_player(), Decider::Player(p) if p < 2));
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Decider {
    /// A player, 0..players-1 in clockwise seating order.
    Player(usize),
    /// Chance: a die roll or a card drawn from a shuffled pile, in
    /// explicit-chance mode ([`Chance::Explicit`](crate::Chance::Explicit)).
    Chance,
    /// Nobody: the game is over.
    Nobody,
}

impl Decider {
    /// The player index, if a player decides.
    ///
    /// ```
    /// assert_eq!(arcs::Decider::Player(1).player(), Some(1));
    /// assert_eq!(arcs::Decider::Chance.player(), None);
    /// ```
    pub fn player(self) -> Option<usize> {
        match self {
            Decider::Player(p) => Some(p),
            _ => None,
        }
    }

    pub(crate) fn from_raw(raw: i32) -> Decider {
        match raw {
            sys::ARCS_PLAYER_CHANCE => Decider::Chance,
            p if p >= 0 => Decider::Player(p as usize),
            _ => Decider::Nobody,
        }
    }
}

impl fmt::Display for Decider {
    /// `p0`..`p3` (as in move text), `chance` or `nobody`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Decider::Player(p) => write!(f, "p{p}"),
            Decider::Chance => f.write_str("chance"),
            Decider::Nobody => f.write_str("nobody"),
        }
    }
}
