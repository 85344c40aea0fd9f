//! Helpers shared by the integration tests: deterministic move choice and
//! bounded play.
#![allow(dead_code)]

use arcs::Game;

/// A small deterministic generator for choosing moves (LCG, high bits).
pub struct Pick(pub u64);

impl Pick {
    pub fn index(&mut self, len: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % len
    }
}

/// Most moves a test game may take before the test fails (a finished base
/// game takes a few thousand).
pub const MOVE_LIMIT: usize = 50_000;

/// Play to the end with `Pick(seed)`; the test fails past `MOVE_LIMIT` moves.
pub fn play_out(game: &mut Game, seed: u64) {
    let mut pick = Pick(seed);
    for _ in 0..MOVE_LIMIT {
        if game.is_over() {
            return;
        }
        let moves = game.legal_moves();
        assert!(!moves.is_empty(), "a running game has legal moves");
        let m = moves[pick.index(moves.len())];
        game.apply(m).unwrap_or_else(|e| panic!("legal move {m} refused: {e}"));
    }
    panic!("game did not end within {MOVE_LIMIT} moves");
}

/// Apply up to `moves` moves chosen by `Pick(seed)` (fewer if the game ends).
pub fn play_some(game: &mut Game, moves: usize, seed: u64) {
    let mut pick = Pick(seed);
    for _ in 0..moves {
        if game.is_over() {
            return;
        }
        let legal = game.legal_moves();
        game.apply(legal[pick.index(legal.len())]).unwrap();
    }
}
