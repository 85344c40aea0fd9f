//! The games' database: SQLite through rusqlite, one connection behind a
//! mutex. Schema in `migrations/NNN_*.sql`, applied in order and counted
//! in `PRAGMA user_version`.

use std::path::Path;
use std::sync::{Mutex, MutexGuard};

use rusqlite::{params, Connection, OptionalExtension};

/// The migrations, in order: migration `k` (1-based) brings the schema
/// from version `k - 1` to `k`.
const MIGRATIONS: &[&str] = &[include_str!("../migrations/001_init.sql")];

/// A seat as stored: its token's SHA-256 and its bot, if one plays it.
#[derive(Debug, Clone)]
pub(crate) struct StoredSeat {
    pub token_sha256: [u8; 32],
    pub bot: Option<(String, Option<u32>)>,
}

/// A game as stored, without its moves.
#[derive(Debug, Clone)]
pub(crate) struct StoredGame {
    pub id: u64,
    pub config: String,
    pub setup_hash: u64,
    pub over: bool,
    pub seats: Vec<StoredSeat>,
}

/// A move as stored: its text and the state hash after it.
#[derive(Debug, Clone)]
pub(crate) struct StoredMove {
    pub text: String,
    pub hash: u64,
}

pub(crate) struct Db {
    conn: Mutex<Connection>,
}

fn now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}

impl Db {
    /// Open (or create) the database at `path` (`None`: in memory) and
    /// bring its schema up to date.
    pub fn open(path: Option<&Path>) -> Result<Db, String> {
        let conn = match path {
            Some(p) => Connection::open(p),
            None => Connection::open_in_memory(),
        }
        .map_err(|e| format!("opening the database: {e}"))?;
        conn.busy_timeout(std::time::Duration::from_secs(5)).map_err(|e| e.to_string())?;
        conn.pragma_update(None, "foreign_keys", "ON").map_err(|e| e.to_string())?;
        if path.is_some() {
            conn.pragma_update(None, "journal_mode", "WAL").map_err(|e| e.to_string())?;
            conn.pragma_update(None, "synchronous", "NORMAL").map_err(|e| e.to_string())?;
        }
        migrate(&conn)?;
        Ok(Db { conn: Mutex::new(conn) })
    }

    fn conn(&self) -> MutexGuard<'_, Connection> {
        self.conn.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Store a new game and its seats; its id.
    pub fn insert_game(&self, config: &str, setup_hash: u64, seats: &[StoredSeat]) -> rusqlite::Result<u64> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        tx.execute(
            "INSERT INTO games (config, created, setup_hash) VALUES (?1, ?2, ?3)",
            params![config, now(), setup_hash as i64],
        )?;
        let id = tx.last_insert_rowid();
        for (seat, s) in seats.iter().enumerate() {
            let (level, playouts) = match &s.bot {
                Some((level, playouts)) => (Some(level.as_str()), *playouts),
                None => (None, None),
            };
            tx.execute(
                "INSERT INTO seats (game, seat, token_sha256, bot_level, bot_playouts) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![id, seat as i64, &s.token_sha256[..], level, playouts],
            )?;
        }
        tx.commit()?;
        Ok(id as u64)
    }

    /// Store move `ply` (1-based) of game `id`; when it ended the game,
    /// the winner and the replay too, in the same transaction.
    pub fn insert_move(
        &self,
        id: u64,
        ply: usize,
        text: &str,
        hash: u64,
        end: Option<(Option<usize>, &[u8])>,
    ) -> rusqlite::Result<()> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        tx.execute(
            "INSERT INTO moves (game, ply, move, state_hash) VALUES (?1, ?2, ?3, ?4)",
            params![id as i64, ply as i64, text, hash as i64],
        )?;
        if let Some((winner, replay)) = end {
            tx.execute(
                "UPDATE games SET over = 1, winner = ?2, replay = ?3 WHERE id = ?1",
                params![id as i64, winner.map(|w| w as i64), replay],
            )?;
        }
        tx.commit()
    }

    /// Every game, or only the unfinished ones.
    pub fn games(&self, unfinished_only: bool) -> rusqlite::Result<Vec<StoredGame>> {
        let ids: Vec<i64> = {
            let conn = self.conn();
            let sql = if unfinished_only {
                "SELECT id FROM games WHERE over = 0 ORDER BY id"
            } else {
                "SELECT id FROM games ORDER BY id"
            };
            let mut stmt = conn.prepare(sql)?;
            stmt.query_map([], |r| r.get(0))?.collect::<rusqlite::Result<_>>()?
        };
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(g) = self.game(id as u64)? {
                out.push(g);
            }
        }
        Ok(out)
    }

    /// Game `id` with its seats, if stored.
    pub fn game(&self, id: u64) -> rusqlite::Result<Option<StoredGame>> {
        let conn = self.conn();
        let row = conn
            .query_row("SELECT config, setup_hash, over FROM games WHERE id = ?1", [id as i64], |r| {
                Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?, r.get::<_, i64>(2)?))
            })
            .optional()?;
        let Some((config, setup_hash, over)) = row else { return Ok(None) };
        let mut stmt = conn
            .prepare("SELECT token_sha256, bot_level, bot_playouts FROM seats WHERE game = ?1 ORDER BY seat")?;
        let seats = stmt
            .query_map([id as i64], |r| {
                let hash: Vec<u8> = r.get(0)?;
                let mut token_sha256 = [0u8; 32];
                if hash.len() == 32 {
                    token_sha256.copy_from_slice(&hash);
                }
                let level: Option<String> = r.get(1)?;
                let playouts: Option<u32> = r.get(2)?;
                Ok(StoredSeat { token_sha256, bot: level.map(|l| (l, playouts)) })
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(Some(StoredGame { id, config, setup_hash: setup_hash as u64, over: over != 0, seats }))
    }

    /// The moves of game `id`, in order.
    pub fn moves(&self, id: u64) -> rusqlite::Result<Vec<StoredMove>> {
        let conn = self.conn();
        let mut stmt = conn.prepare("SELECT ply, move, state_hash FROM moves WHERE game = ?1 ORDER BY ply")?;
        let rows = stmt
            .query_map([id as i64], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?, r.get::<_, i64>(2)?)))?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let mut out = Vec::with_capacity(rows.len());
        for (k, (ply, text, hash)) in rows.into_iter().enumerate() {
            if ply != k as i64 + 1 {
                // A gap in the plies: the moves after it cannot be trusted.
                return Err(rusqlite::Error::InvalidQuery);
            }
            out.push(StoredMove { text, hash: hash as u64 });
        }
        Ok(out)
    }

    /// The replay of game `id`: `None` when there is no such game, `Some(None)` before it is over.
    pub fn replay(&self, id: u64) -> rusqlite::Result<Option<Option<Vec<u8>>>> {
        self.conn()
            .query_row("SELECT replay FROM games WHERE id = ?1", [id as i64], |r| r.get::<_, Option<Vec<u8>>>(0))
            .optional()
    }
}

/// Apply the migrations the database has not had yet.
fn migrate(conn: &Connection) -> Result<(), String> {
    let version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0)).map_err(|e| e.to_string())?;
    if version < 0 || version as usize > MIGRATIONS.len() {
        return Err(format!("the database has schema {version}, newer than this server's {}", MIGRATIONS.len()));
    }
    for (k, sql) in MIGRATIONS.iter().enumerate().skip(version as usize) {
        let batch = format!("BEGIN; {sql}\nPRAGMA user_version = {}; COMMIT;", k + 1);
        conn.execute_batch(&batch).map_err(|e| {
            let _ = conn.execute_batch("ROLLBACK;");
            format!("migration {}: {e}", k + 1)
        })?;
    }
    Ok(())
}
