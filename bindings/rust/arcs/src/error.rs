//! [`Error`]: every status of the C library other than `ARCS_OK`.

use std::ffi::CStr;
use std::fmt;

use arcs_sys as sys;

use crate::Move;

/// What went wrong in a call into libarcs.
///
/// One variant per `arcs_status` of `include/arcs/arcs.h` (other than
/// `ARCS_OK`), carrying what the call was about: the move that was
/// refused, the text that did not parse, the argument that was out of
/// range. After any error the game is exactly as it was before the call
/// (same bytes, same [`state_hash`](crate::Game::state_hash)).
///
/// `Display` gives the C library's message (`arcs_status_str`) followed by
/// the detail.
///
/// ```
/// use arcs::{Error, Game, Move};
///
/// let mut game = Game::new(2, 1)?;
/// let hash = game.state_hash();
/// let err = game.undo(1).unwrap_err();
/// assert_eq!(err, Error::NoHistory);
/// assert_eq!(game.state_hash(), hash);
///
/// let err = "p0 fly away".parse::<Move>().unwrap_err();
/// assert!(matches!(err, Error::Parse(_)));
/// assert!(err.to_string().contains("p0 fly away"));
/// # Ok::<(), arcs::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// `ARCS_E_INVALID_ARG`: an out-of-range number or id (the detail names it).
    InvalidArgument(String),
    /// `ARCS_E_BAD_CONFIG`: the config was rejected (player count, setup
    /// name, first player, mode, chance or history value).
    BadConfig(String),
    /// `ARCS_E_ILLEGAL_MOVE`: the move is not among the current legal moves.
    IllegalMove(Move),
    /// `ARCS_E_WRONG_PLAYER`: the move names a player who is not deciding now.
    WrongPlayer(Move),
    /// `ARCS_E_GAME_OVER`: the game has ended; no move applies.
    GameOver,
    /// `ARCS_E_NO_HISTORY`: undo asked to go back further than the start,
    /// or the game keeps no undo history ([`History::Moves`](crate::History::Moves)).
    NoHistory,
    /// `ARCS_E_BUFFER_TOO_SMALL`: never returned by this crate's own calls
    /// (it sizes every buffer), kept for completeness.
    BufferTooSmall,
    /// `ARCS_E_PARSE`: text that is not a move in its text form (the text).
    Parse(String),
    /// `ARCS_E_NOMEM`: the allocator returned NULL.
    OutOfMemory,
    /// `ARCS_E_CORRUPT`: a serialized buffer failed validation (what was
    /// being read: "state", "replay", "move", "observation").
    Corrupt(String),
    /// `ARCS_E_VERSION`: a serialized buffer has a schema version this
    /// library does not read (what was being read).
    Version(String),
    /// `ARCS_E_UNSUPPORTED`: a feature this build or mode does not provide.
    Unsupported(String),
    /// `ARCS_E_INTERNAL`: the engine passed one of its own limits (a
    /// libarcs bug; the detail is the library's message). The game is
    /// unchanged, as after every error.
    Internal(String),
    /// `ARCS_E_WRONG_PLAYER` from a [`Bot`](crate::Bot): its player does
    /// not decide now (another player or chance does; the detail is the
    /// bot's message, e.g. "Player 2 decides now, not Player 1").
    NotDeciding(String),
    /// A status this crate does not know (a newer C library).
    Unknown(u32),
}

impl Error {
    /// The raw `arcs_status` code of this error (`ARCS_E_*`).
    ///
    /// ```
    /// assert_eq!(arcs::Error::GameOver.status(), arcs_sys::ARCS_E_GAME_OVER);
    /// ```
    pub fn status(&self) -> sys::arcs_status {
        match self {
            Error::InvalidArgument(_) => sys::ARCS_E_INVALID_ARG,
            Error::BadConfig(_) => sys::ARCS_E_BAD_CONFIG,
            Error::IllegalMove(_) => sys::ARCS_E_ILLEGAL_MOVE,
            Error::WrongPlayer(_) | Error::NotDeciding(_) => sys::ARCS_E_WRONG_PLAYER,
            Error::GameOver => sys::ARCS_E_GAME_OVER,
            Error::NoHistory => sys::ARCS_E_NO_HISTORY,
            Error::BufferTooSmall => sys::ARCS_E_BUFFER_TOO_SMALL,
            Error::Parse(_) => sys::ARCS_E_PARSE,
            Error::OutOfMemory => sys::ARCS_E_NOMEM,
            Error::Corrupt(_) => sys::ARCS_E_CORRUPT,
            Error::Version(_) => sys::ARCS_E_VERSION,
            Error::Unsupported(_) => sys::ARCS_E_UNSUPPORTED,
            Error::Internal(_) => sys::ARCS_E_INTERNAL,
            Error::Unknown(status) => *status,
        }
    }

    /// The C library's static English message for this error's status
    /// (`arcs_status_str`), without the detail.
    ///
    /// ```
    /// assert!(!arcs::Error::GameOver.c_message().is_empty());
    /// ```
    pub fn c_message(&self) -> &'static str {
        // SAFETY: arcs_status_str returns a static NUL-terminated string for
        // every value, known or not.
        unsafe { CStr::from_ptr(sys::arcs_status_str(self.status())) }
            .to_str()
            .unwrap_or("unknown status")
    }

    /// The error for a status other than ARCS_OK; `detail` says what the
    /// call was about (unused by the variants without detail).
    pub(crate) fn from_status(status: sys::arcs_status, detail: impl FnOnce() -> String) -> Error {
        match status {
            sys::ARCS_E_INVALID_ARG => Error::InvalidArgument(detail()),
            sys::ARCS_E_BAD_CONFIG => Error::BadConfig(detail()),
            sys::ARCS_E_GAME_OVER => Error::GameOver,
            sys::ARCS_E_NO_HISTORY => Error::NoHistory,
            sys::ARCS_E_BUFFER_TOO_SMALL => Error::BufferTooSmall,
            sys::ARCS_E_PARSE => Error::Parse(detail()),
            sys::ARCS_E_NOMEM => Error::OutOfMemory,
            sys::ARCS_E_CORRUPT => Error::Corrupt(detail()),
            sys::ARCS_E_VERSION => Error::Version(detail()),
            sys::ARCS_E_UNSUPPORTED => Error::Unsupported(detail()),
            sys::ARCS_E_INTERNAL => Error::Internal(detail()),
            other => Error::Unknown(other),
        }
    }
}

/// `Ok(())` for ARCS_OK, the matching [`Error`] otherwise.
pub(crate) fn check(status: sys::arcs_status, detail: impl FnOnce() -> String) -> Result<(), Error> {
    if status == sys::ARCS_OK {
        Ok(())
    } else {
        Err(Error::from_status(status, detail))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let message = self.c_message();
        match self {
            Error::InvalidArgument(d)
            | Error::BadConfig(d)
            | Error::Corrupt(d)
            | Error::Version(d)
            | Error::Unsupported(d)
            | Error::Internal(d)
            | Error::NotDeciding(d)
                if !d.is_empty() =>
            {
                write!(f, "{message}: {d}")
            }
            Error::Parse(text) => write!(f, "{message}: {text:?}"),
            Error::IllegalMove(m) | Error::WrongPlayer(m) => write!(f, "{message}: {m}"),
            Error::Unknown(status) => write!(f, "{message} (status {status})"),
            _ => f.write_str(message),
        }
    }
}

impl std::error::Error for Error {}

/// `Result` with this crate's [`Error`].
///
/// ```
/// fn first_move() -> arcs::Result<arcs::Move> {
///     Ok(arcs::Game::new(2, 1)?.legal_moves()[0])
/// }
/// assert!(first_move().is_ok());
/// ```
pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    /// Every arcs_status of the C library (those `arcs_status_str` knows)
    /// has its own variant: none becomes `Unknown`, and each maps back to
    /// its status and message.
    #[test]
    fn every_status_has_a_variant() {
        let unknown = Error::Unknown(9999).c_message();
        let mut status = sys::ARCS_E_INVALID_ARG;
        let mut seen = 0;
        loop {
            // SAFETY: arcs_status_str returns a static string for every value.
            let text = unsafe { CStr::from_ptr(sys::arcs_status_str(status)) }.to_str().unwrap();
            if text == unknown {
                break;
            }
            let err = match status {
                sys::ARCS_E_ILLEGAL_MOVE => Error::IllegalMove("p0 pass".parse().unwrap()),
                sys::ARCS_E_WRONG_PLAYER => Error::WrongPlayer("p0 pass".parse().unwrap()),
                other => Error::from_status(other, || "detail".to_string()),
            };
            assert!(!matches!(err, Error::Unknown(_)), "status {status} has no variant");
            assert_eq!(err.status(), status);
            assert_eq!(err.c_message(), text);
            status += 1;
            seen += 1;
        }
        assert_eq!(status, sys::ARCS_E_INTERNAL + 1, "a status after ARCS_E_INTERNAL needs a variant");
        assert_eq!(seen, 13);
        let internal = Error::from_status(sys::ARCS_E_INTERNAL, || "limit".to_string());
        assert_eq!(internal, Error::Internal("limit".to_string()));
        assert!(internal.to_string().ends_with(": limit"));
        assert_eq!(Error::from_status(77, String::new), Error::Unknown(77));
    }
}
