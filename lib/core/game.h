/* The game handle behind the opaque arcs_game. Internal: tests and the
 * serialization code use it to reach the plain state. */
#ifndef ARCS_CORE_GAME_H
#define ARCS_CORE_GAME_H

#include <stddef.h>

#include "core/state.h"

struct arcs_game {
    game_state s;               /* first member: rules code sees only this */
    arcs_allocator al;
    arcs_log_fn log;
    void *log_ud;
    /* The last enumerated legal moves, valid while version == cache->version:
     * apply then checks membership without enumerating again. Every change
     * of s through the API bumps version (game_bump). */
    uint64_t version;
    struct move_cache *cache;
    uint8_t history_mode;       /* arcs_history_mode */
    game_state *hist;           /* states before each applied move (ARCS_HISTORY_FULL) */
    arcs_move *hist_moves;      /* the applied moves */
    size_t hist_len, hist_cap;
};

/* The handle that owns a state (every state the rules run on is a handle's). */
static inline const struct arcs_game *game_of(const game_state *g) {
    return (const struct arcs_game *)(const void *)g;
}

void *arcs_alloc(const arcs_allocator *al, size_t n);
void arcs_dealloc(const arcs_allocator *al, void *p, size_t n);

/* Mark the state as changed (invalidates the legal-move cache). Code that
 * writes game->s directly must call this. */
static inline void game_bump(struct arcs_game *game) { game->version++; }

/* Replace the current state and clear the history (tests, loading). */
void game_set_state(struct arcs_game *game, const game_state *s);

#endif
