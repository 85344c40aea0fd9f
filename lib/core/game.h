/* The game handle behind the opaque arcs_game. Internal: tests and the
 * serialization code use it to reach the plain state. */
#ifndef ARCS_CORE_GAME_H
#define ARCS_CORE_GAME_H

#include <stddef.h>

#include "core/state.h"

/* Where a handle's history starts, for replays (lib/wire/replay.c). */
typedef struct game_origin {
    uint64_t seed;              /* config seed */
    uint8_t players;            /* config players */
    uint8_t mode;               /* config mode */
    uint8_t chance;             /* config chance (arcs_chance_mode) */
    int8_t first_player;        /* config first_player (-1 random) */
    int16_t summit_deal_limit;  /* config summit_deal_limit */
    int8_t last_act;            /* config last_act (campaign; 0: the whole campaign) */
    bool from_setup;            /* history[0] (or the state, if none) is the
                                   state arcs_game_new built from this config */
    char setup[48];             /* config setup as given; "" for NULL / random */
    uint8_t saved_for;          /* 1 + the seat a replay loaded into this handle was
                                   saved for (arcs_replay_save_for): views and
                                   observations of other seats are refused, and
                                   its replays keep it; 0: none */
} game_origin;

struct arcs_game {
    game_state s;               /* first member: rules code sees only this; on a
                                   64-byte boundary in every handle of game_alloc */
    arcs_allocator al;
    arcs_log_fn log;
    void *log_ud;
    /* The last enumerated legal moves, valid while version == cache->version:
     * apply then checks membership without enumerating again. Every change
     * of s through the API bumps version (game_bump). */
    uint64_t version;
    struct move_cache *cache;
    uint8_t history_mode;       /* arcs_history_mode */
    /* The states before each applied move (ARCS_HISTORY_FULL), packed: entry
     * i starts at hist_bytes + hist_off[i] and holds the state's live bytes
     * then its mode's layers (state_live_bytes, state_layer_bytes: 1.3-1.5 KB
     * in the base game, against 3.9 KB for a whole state), so that a game's
     * history takes a third of the memory it would and stays in the caches
     * longer; each starts on a 64-byte boundary (aligned copies).
     * game_history_state unpacks one. hist_block: the allocation holding
     * hist_bytes (hist_bytes_cap + 63 bytes, hist_bytes on a 64-byte
     * boundary inside it). */
    uint8_t *hist_bytes;
    void *hist_block;
    size_t hist_bytes_cap;
    size_t hist_next;           /* where entry hist_len goes: after entry hist_len - 1,
                                   on a 64-byte boundary (read only while hist_len > 0) */
    uint32_t *hist_off;
    arcs_move *hist_moves;      /* the applied moves */
    size_t hist_len, hist_cap;  /* entries, and room in hist_off and hist_moves */
    game_origin origin;
    char last_error[ARCS_ERROR_MESSAGE_MAX]; /* arcs_last_error: reason of the latest failure */
    void *block;                /* the allocation holding the handle (sizeof + 63 bytes:
                                   game_alloc puts the handle on a 64-byte boundary) */
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

/* *tmp (a handle on the caller's stack, for a look ahead) becomes a copy
 * of g without a log sink; returns &tmp->s. Only the bytes a state uses are
 * copied, as state_assign copies them (up to its top frame, then its mode's
 * layers, with the C library's vector copy): the frames above the top,
 * which nothing reads (a push clears its frame), are left as they were. */
static inline game_state *game_scratch_copy(struct arcs_game *tmp, const game_state *g) {
    state_copy_bytes(&tmp->s, g, state_live_bytes(g));
    if (g->mode != ARCS_MODE_BASE) state_copy_bytes(&tmp->s.ll, &g->ll, state_layer_bytes(g->mode));
    tmp->log = NULL;
    tmp->log_ud = NULL;
    return &tmp->s;
}

/* Are the bytes game_scratch_copy copies the same in a and b? */
static inline bool state_used_bytes_equal(const game_state *a, const game_state *b) {
    return a->depth == b->depth && a->mode == b->mode && memcmp(a, b, state_live_bytes(a)) == 0 &&
           (a->mode == ARCS_MODE_BASE || memcmp(&a->ll, &b->ll, state_layer_bytes(a->mode)) == 0);
}

/* History entry i (i < hist_len of a full-history handle) as a whole state
 * in *out (its frames above the top and the layers of other modes zero). */
void game_history_state(const struct arcs_game *game, size_t i, game_state *out);

/* Replace the current state and clear the history (tests, loading). The
 * history then starts from this state (origin.from_setup = false). */
void game_set_state(struct arcs_game *game, const game_state *s);

/* A zeroed handle with its move cache, from al (NULL: malloc), on a 64-byte
 * boundary; NULL when out of memory. Release with arcs_game_free. */
struct arcs_game *game_alloc(const arcs_allocator *al);

/* Record the reason of a failing call in the handle (arcs_last_error);
 * returns st, so that `return game_fail(game, st, ...)` reads well. */
arcs_status game_fail(struct arcs_game *game, arcs_status st, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Fill an optional arcs_error from a status and a reason (why may be NULL
 * or "": then the status's own message); returns st. */
arcs_status error_fill(arcs_error *error, arcs_status st, const char *why);

/* Every call taking an arcs_config checks its version first: ARCS_OK, or
 * ARCS_E_UNSUPPORTED with the reason in why. */
arcs_status config_version_check(const arcs_config *config, char *why, size_t cap);

/* A handle loaded from a replay saved for a seat (origin.saved_for) shows
 * that seat or the public only: false, with the reason in arcs_last_error
 * (a diagnostic written by a const call), for any other viewer. */
bool game_viewer_allowed(const struct arcs_game *game, int viewer);

/* Record the config a new game was built from (arcs_game_new). */
void game_set_origin(struct arcs_game *game, const arcs_config *config);

#endif
