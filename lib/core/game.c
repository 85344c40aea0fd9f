/* The public API: handles, legal moves, apply, undo, clone, hash, queries. */
#include "core/game.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/engine.h"
#include "core/hash.h"

const char *arcs_version(void) { return ARCS_VERSION_STRING; }

const char *arcs_status_str(arcs_status status) {
    switch (status) {
    case ARCS_OK: return "ok";
    case ARCS_E_INVALID_ARG: return "invalid argument (NULL pointer or out-of-range value)";
    case ARCS_E_BAD_CONFIG: return "bad config (players must be 2-4; setup card must exist for that player count)";
    case ARCS_E_ILLEGAL_MOVE: return "illegal move: not among the legal moves of the current decision";
    case ARCS_E_WRONG_PLAYER: return "wrong player: the move names a player who is not deciding now";
    case ARCS_E_GAME_OVER: return "the game is over";
    case ARCS_E_NO_HISTORY: return "cannot undo further than the start of the history";
    case ARCS_E_BUFFER_TOO_SMALL: return "buffer too small";
    case ARCS_E_PARSE: return "cannot parse move text";
    case ARCS_E_NOMEM: return "out of memory";
    case ARCS_E_CORRUPT: return "corrupt or inconsistent serialized data";
    case ARCS_E_VERSION: return "unsupported schema version";
    case ARCS_E_UNSUPPORTED: return "not supported by this build or mode";
    case ARCS_E_INTERNAL: return "engine error: an internal limit was passed (a libarcs bug)";
    }
    return "unknown status";
}

/* ---- memory ---- */

void *arcs_alloc(const arcs_allocator *al, size_t n) {
    if (al && al->alloc) return al->alloc(al->ud, n);
    return malloc(n);
}

void arcs_dealloc(const arcs_allocator *al, void *p, size_t n) {
    if (!p) return;
    if (al && al->free) {
        al->free(al->ud, p, n);
        return;
    }
    free(p);
}

/* n bytes on a 64-byte boundary (a cache line): an allocation of n + 63
 * bytes from al, whose start goes to *block (free it with
 * arcs_dealloc(al, *block, n + 63)). State copies between aligned
 * buffers take no loads or stores across cache lines: copy_state of a
 * base state in about four fifths of the time (docs/performance.md). */
static void *alloc_line(const arcs_allocator *al, size_t n, void **block) {
    *block = arcs_alloc(al, n + 63);
    if (!*block) return NULL;
    return (void *)(((uintptr_t)*block + 63) & ~(uintptr_t)63);
}

/* ---- log ---- */

bool log_enabled(const game_state *g) { return game_of(g)->log != NULL; }

void glog_line(const game_state *g, const char *fmt, ...) {
    const struct arcs_game *game = game_of(g);
    if (!game->log) return;
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    game->log(game->log_ud, line);
}

/* ---- lifetime ---- */

struct move_cache {
    uint64_t version;
    move_list list;
};

struct arcs_game *game_alloc(const arcs_allocator *al) {
    void *block;
    struct arcs_game *game = alloc_line(al, sizeof *game, &block);
    if (!game) return NULL;
    /* Zeroed in parts (the state up to its stack, the stack, the layers and
     * the rest), each below the size where the C library's memset turns to
     * a string instruction (which callgrind counts per byte, skewing the
     * bench). */
    size_t head = offsetof(struct arcs_game, s.stack), layers = offsetof(struct arcs_game, s.ll);
    memset(game, 0, head);
    memset((char *)game + head, 0, layers - head);
    memset((char *)game + layers, 0, sizeof *game - layers);
    if (al) game->al = *al;
    game->block = block;
    game->cache = arcs_alloc(al, sizeof *game->cache);
    if (!game->cache) {
        arcs_dealloc(al, block, sizeof *game + 63);
        return NULL;
    }
    game->cache->version = ~0ull; /* nothing cached */
    game->cache->list.n = 0;
    return game;
}

void game_set_origin(struct arcs_game *game, const arcs_config *config) {
    game_origin *o = &game->origin;
    memset(o, 0, sizeof *o);
    o->seed = config->seed;
    o->players = (uint8_t)config->players;
    o->mode = (uint8_t)config->mode;
    o->chance = (uint8_t)config->chance;
    o->first_player = (int8_t)config->first_player;
    o->summit_deal_limit = (int16_t)config->summit_deal_limit;
    o->last_act = (int8_t)config->last_act;
    /* The two-lore variant is not in the replay's config: such replays
     * carry their start state. */
    o->from_setup = config->lore_each < 2;
    if (config->setup && strcmp(config->setup, "random") != 0) {
        size_t n = strlen(config->setup);
        if (n < sizeof o->setup) memcpy(o->setup, config->setup, n + 1);
        else o->from_setup = false; /* cannot be named again: replays carry the start state */
    }
}

void arcs_game_free(arcs_game *game) {
    if (!game) return;
    arcs_allocator al = game->al;
    if (game->hist_bytes) arcs_dealloc(&al, game->hist_block, game->hist_bytes_cap + 63);
    arcs_dealloc(&al, game->hist_off, game->hist_cap * sizeof *game->hist_off);
    arcs_dealloc(&al, game->hist_moves, game->hist_cap * sizeof *game->hist_moves);
    arcs_dealloc(&al, game->cache, sizeof *game->cache);
    arcs_dealloc(&al, game->block, sizeof *game + 63);
}

#if defined(__GNUC__)
__attribute__((noinline))
#endif
void state_copy_bytes(void *dst, const void *src, size_t n) {
    memcpy(dst, src, n);
}

static bool keeps_states(const struct arcs_game *game) { return game->history_mode == ARCS_HISTORY_FULL; }

/* ---- the packed history (struct arcs_game: hist_bytes, hist_off) ----
 * An entry is a state's live bytes (state_live_bytes: up to its top frame)
 * followed by its mode's layers (state_layer_bytes; none in the base game),
 * on a 64-byte boundary; hist_off[i] says where entry i starts, hist_next
 * where the next one goes. */

/* Where the next entry goes (and the bytes the entries use, padding
 * included). hist_next is read only while hist_len > 0, so that a history
 * cut to length 0 (game_set_state, determinize) needs nothing else. */
static inline size_t hist_end(const struct arcs_game *game) { return game->hist_len ? game->hist_next : 0; }

/* *g becomes packed entry e: like state_assign (frames above its top and the
 * layer bytes of a larger former mode become zero). */
static inline void hist_unpack(game_state *g, const uint8_t *e) {
    const game_state *src = (const game_state *)(const void *)e;
    unsigned old = g->depth, old_mode = g->mode, depth = src->depth, mode = src->mode;
    size_t live = state_live_bytes(src);
    state_copy_bytes(g, e, live);
    if (old > depth) memset(&g->stack[depth], 0, (old - depth) * sizeof g->stack[0]);
    size_t have = mode != ARCS_MODE_BASE ? state_layer_bytes(mode) : 0;
    if (have) state_copy_bytes(&g->ll, e + live, have);
    if (old_mode != ARCS_MODE_BASE && state_layer_bytes(old_mode) > have)
        memset((uint8_t *)&g->ll + have, 0, state_layer_bytes(old_mode) - have);
}

void game_history_state(const struct arcs_game *game, size_t i, game_state *out) {
    memset(out, 0, sizeof *out);
    hist_unpack(out, game->hist_bytes + game->hist_off[i]);
}

/* Room for `need` entries (moves and offsets) and, with full history, for
 * `bytes` bytes of packed entries. */
static bool reserve_history_bytes(struct arcs_game *game, size_t need, size_t bytes) {
    if (need > game->hist_cap) {
        size_t cap = game->hist_cap ? game->hist_cap : 256;
        while (cap < need) cap *= 2;
        uint32_t *o = arcs_alloc(&game->al, cap * sizeof *o);
        arcs_move *m = arcs_alloc(&game->al, cap * sizeof *m);
        if (!o || !m) {
            arcs_dealloc(&game->al, o, cap * sizeof *o);
            arcs_dealloc(&game->al, m, cap * sizeof *m);
            return false;
        }
        if (game->hist_len) {
            memcpy(o, game->hist_off, game->hist_len * sizeof *o);
            memcpy(m, game->hist_moves, game->hist_len * sizeof *m);
        }
        arcs_dealloc(&game->al, game->hist_off, game->hist_cap * sizeof *game->hist_off);
        arcs_dealloc(&game->al, game->hist_moves, game->hist_cap * sizeof *game->hist_moves);
        game->hist_off = o;
        game->hist_moves = m;
        game->hist_cap = cap;
    }
    if (keeps_states(game) && bytes > game->hist_bytes_cap) {
        size_t cap = game->hist_bytes_cap ? game->hist_bytes_cap : 256 * (size_t)2048;
        while (cap < bytes) cap *= 2;
        if (cap > UINT32_MAX) return false; /* offsets are 32-bit */
        void *block;
        uint8_t *b = alloc_line(&game->al, cap, &block);
        if (!b) return false;
        size_t used = hist_end(game);
        if (used) memcpy(b, game->hist_bytes, used);
        if (game->hist_bytes) arcs_dealloc(&game->al, game->hist_block, game->hist_bytes_cap + 63);
        game->hist_bytes = b;
        game->hist_block = block;
        game->hist_bytes_cap = cap;
    }
    return true;
}

arcs_status arcs_game_clone(const arcs_game *game, arcs_game **out) {
    if (!game || !out) return ARCS_E_INVALID_ARG;
    *out = NULL;
    struct arcs_game *copy = game_alloc(&game->al);
    if (!copy) return ARCS_E_NOMEM;
    state_assign(&copy->s, &game->s);
    copy->origin = game->origin;
    copy->log = game->log;
    copy->log_ud = game->log_ud;
    copy->history_mode = game->history_mode;
    if (game->hist_len) {
        size_t used = keeps_states(game) ? hist_end(game) : 0;
        if (!reserve_history_bytes(copy, game->hist_len, used)) {
            arcs_game_free(copy);
            return ARCS_E_NOMEM;
        }
        if (used) {
            memcpy(copy->hist_bytes, game->hist_bytes, used);
            memcpy(copy->hist_off, game->hist_off, game->hist_len * sizeof *copy->hist_off);
        }
        memcpy(copy->hist_moves, game->hist_moves, game->hist_len * sizeof *copy->hist_moves);
        copy->hist_len = game->hist_len;
        copy->hist_next = game->hist_next;
    }
    *out = copy;
    return ARCS_OK;
}

arcs_status game_fail(struct arcs_game *game, arcs_status st, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(game->last_error, sizeof game->last_error, fmt, ap);
    va_end(ap);
    return st;
}

arcs_status config_version_check(const arcs_config *config, char *why, size_t cap) {
    if (config->version == ARCS_CONFIG_VERSION) return ARCS_OK;
    if (why && cap)
        snprintf(why, cap,
                 "arcs_config version %u: this library reads version %d; fill the config with arcs_config_init",
                 config->version, ARCS_CONFIG_VERSION);
    return ARCS_E_UNSUPPORTED;
}

arcs_status error_fill(arcs_error *error, arcs_status st, const char *why) {
    if (!error) return st;
    error->status = st;
    if (st == ARCS_OK) error->message[0] = 0;
    else snprintf(error->message, sizeof error->message, "%s", why && why[0] ? why : arcs_status_str(st));
    return st;
}

const char *arcs_last_error(const arcs_game *game) { return game ? game->last_error : ""; }

bool game_viewer_allowed(const struct arcs_game *game, int viewer) {
    int only = (int)game->origin.saved_for - 1;
    if (only < 0 || viewer < 0 || viewer == only) return true;
    game_fail((struct arcs_game *)game, ARCS_E_INVALID_ARG,
              "this game was loaded from a replay saved for Player %d: it shows that seat or the public view only, "
              "not Player %d's", only + 1, viewer + 1);
    return false;
}

arcs_status arcs_game_copy_state(arcs_game *dst, const arcs_game *src) {
    if (!dst || !src) return ARCS_E_INVALID_ARG;
    if (dst->s.num_players != src->s.num_players)
        return game_fail(dst, ARCS_E_INVALID_ARG, "copy_state between games of %d and %d players", src->s.num_players,
                         dst->s.num_players);
    state_assign(&dst->s, &src->s);
    dst->hist_len = 0;
    dst->origin = src->origin;
    dst->origin.from_setup = false;
    game_bump(dst);
    return ARCS_OK;
}

void game_set_state(struct arcs_game *game, const game_state *s) {
    game->s = *s;
    game->hist_len = 0;
    game->origin.from_setup = false;
    game_bump(game);
}

/* ---- decisions ---- */

int arcs_current_player(const arcs_game *game) {
    if (!game || game->s.game_over) return ARCS_PLAYER_NONE;
    const frame *f = top_frame_c(&game->s);
    if (!f) return ARCS_PLAYER_NONE;
    if (f->kind == FR_CHANCE) return ARCS_PLAYER_CHANCE;
    return f->player;
}

/* The legal moves of the current state: the handle's cache, refilled when
 * the state changed since. The cache is written even through a const
 * handle: a handle is used by one thread at a time (arcs.h). `local` serves
 * handles without a cache (temporaries inside the library). */
static const move_list *current_moves(const arcs_game *game, struct move_cache *local) {
    struct move_cache *cache = game->cache;
    if (!cache) {
        cache = local;
        local->version = ~game->version;
    }
    if (cache->version != game->version) {
        enumerate_moves(&game->s, &cache->list);
        cache->version = game->version;
    }
    return &cache->list;
}

/* arcs_legal_moves_view's refill of the handle's cache (every call after a
 * move): out of line and reached by a tail call, so that the view itself
 * saves no registers. The version is set before the enumeration (rules code
 * sees the state only, never the handle's cache), so that only the list and
 * `count` live across the frame's enumerate call. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static arcs_status legal_moves_refill(const arcs_game *game, struct move_cache *cache, size_t *count) {
    cache->version = game->version;
    enumerate_moves(&game->s, &cache->list);
    *count = (size_t)cache->list.n;
    return ARCS_OK;
}

arcs_status arcs_legal_moves_view(const arcs_game *game, const arcs_move **moves, size_t *count) {
    if (!game || !moves || !count || !game->cache) return ARCS_E_INVALID_ARG;
    struct move_cache *cache = game->cache;
    *moves = cache->list.m;
    if (cache->version != game->version) return legal_moves_refill(game, cache, count);
    *count = (size_t)cache->list.n;
    return ARCS_OK;
}

arcs_status arcs_legal_moves(const arcs_game *game, arcs_move *moves, size_t cap, size_t *count) {
    if (!game || !count || (cap && !moves)) return ARCS_E_INVALID_ARG;
    struct move_cache local;
    const move_list *list = current_moves(game, &local);
    *count = (size_t)list->n;
    size_t n = (size_t)list->n < cap ? (size_t)list->n : cap;
    if (n) memcpy(moves, list->m, n * sizeof *moves);
    if (cap == 0 && !moves) return ARCS_OK; /* a count-only call */
    return (size_t)list->n > cap ? ARCS_E_BUFFER_TOO_SMALL : ARCS_OK;
}

static inline uint64_t move_bits(arcs_move m) {
    uint64_t v;
    memcpy(&v, &m, sizeof v);
    return v;
}

/* Is the move (its move_bits) among the n moves at m? arcs_apply's
 * legality check, on the cache or on a list enumerated for the call. */
static inline bool move_listed(const arcs_move *m, int n, uint64_t want) {
    for (const arcs_move *end = m + n; m < end; m++)
        if (move_bits(*m) == want) return true;
    return false;
}

/* The reason arcs_apply rejects a move (off the hot path: out of line, so
 * that arcs_apply saves no registers for it). */
#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static arcs_status apply_failed(arcs_game *game, arcs_move move, arcs_status st, int legal_count) {
    char text[ARCS_MOVE_STR_MAX];
    if (move_text(move, text, sizeof text, NULL) != ARCS_OK)
        snprintf(text, sizeof text, "move of kind %u", (unsigned)move.kind);
    int decider = arcs_current_player(game);
    if (st == ARCS_E_WRONG_PLAYER) {
        if (decider == ARCS_PLAYER_CHANCE) return game_fail(game, st, "%s: chance decides now", text);
        return game_fail(game, st, "%s: player %d decides now", text, decider);
    }
    return game_fail(game, st, "%s is not among the %d legal moves", text, legal_count);
}

/* A push past STACK_MAX (frames.c) while applying the last move: the move
 * cannot be played (out of line, as it never happens in play). */
#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static arcs_status apply_engine_error(struct arcs_game *game) {
    game_state *g = &game->s;
    game->hist_len--;
    if (keeps_states(game)) {
        /* The frames the failed move pushed are above the entry's top:
         * all of them are cleared, however deep it went. */
        g->depth = STACK_MAX + 1;
        hist_unpack(g, game->hist_bytes + game->hist_off[game->hist_len]);
        game->hist_next = game->hist_off[game->hist_len];
    }
    game_bump(game);
    return game_fail(game, ARCS_E_INTERNAL, "engine error %d: the move passed an engine limit%s", g->engine_error,
                     keeps_states(game) ? " and was undone" : "");
}

/* The legal move, its history entry made: recorded, handed to the top
 * frame's owner, then the automatic frames run. */
static inline arcs_status apply_recorded(struct arcs_game *game, arcs_move move) {
    game_state *g = &game->s;
    game->hist_moves[game->hist_len] = move;
    game->hist_len++;
    game_bump(game);
    frame_table[g->stack[g->depth - 1].kind]->apply(g, move);
    run_forward(g);
    if (g->engine_error) return apply_engine_error(game);
    return ARCS_OK;
}

/* A legal move with full history: the state before it goes to the packed
 * history (entry hist_len). Out of line, so that the moves-only path does
 * not save the registers of the state copies. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static arcs_status apply_legal_full(struct arcs_game *game, arcs_move move) {
    game_state *g = &game->s;
    size_t live = state_live_bytes(g), n = live, at = hist_end(game);
    if (g->mode != ARCS_MODE_BASE) n += state_layer_bytes(g->mode);
    if ((game->hist_len >= game->hist_cap || n > game->hist_bytes_cap - at) &&
        !reserve_history_bytes(game, game->hist_len + 1, at + n))
        return game_fail(game, ARCS_E_NOMEM, "the history could not grow");
    uint8_t *e = game->hist_bytes + at;
    state_copy_bytes(e, g, live);
    if (n > live) state_copy_bytes(e + live, &g->ll, n - live);
    game->hist_off[game->hist_len] = (uint32_t)at;
    game->hist_next = (at + n + 63) & ~(size_t)63;
    return apply_recorded(game, move);
}

/* A legal move with the moves-only history: the move alone is recorded. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static arcs_status apply_legal_moves(struct arcs_game *game, arcs_move move) {
    if (game->hist_len >= game->hist_cap && !reserve_history_bytes(game, game->hist_len + 1, 0))
        return game_fail(game, ARCS_E_NOMEM, "the history could not grow");
    return apply_recorded(game, move);
}

/* The move was found legal: its history entry (the move alone, or with the
 * state before it), then apply_recorded; the caller's tail call. */
static inline arcs_status apply_legal(struct arcs_game *game, arcs_move move) {
    return keeps_states(game) ? apply_legal_full(game, move) : apply_legal_moves(game, move);
}

/* arcs_apply when the handle's cache does not hold the current legal moves
 * (a handle without a cache, or no legal-move call since the last change):
 * the moves are enumerated here. Out of line, with its move list on the
 * stack, so that the usual path (the caller asked for the legal moves
 * first) neither reserves that room nor saves registers for it. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static arcs_status apply_uncached(struct arcs_game *game, arcs_move move) {
    struct move_cache local;
    const move_list *list = current_moves(game, &local);
    if (move_listed(list->m, list->n, move_bits(move))) return apply_legal(game, move);
    return apply_failed(game, move, ARCS_E_ILLEGAL_MOVE, list->n);
}

/* Why no move applies now: an earlier engine error or the game's end. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static arcs_status apply_stopped(struct arcs_game *game) {
    const game_state *g = &game->s;
    if (g->engine_error)
        return game_fail(game, ARCS_E_INTERNAL, "an earlier move passed an engine limit (engine error %d)",
                         g->engine_error);
    return game_fail(game, ARCS_E_GAME_OVER, "the game is over: no move applies");
}

arcs_status arcs_apply(arcs_game *game, arcs_move move) {
    if (!game) return ARCS_E_INVALID_ARG;
    game_state *g = &game->s;
    if (g->engine_error || g->game_over || !g->depth) return apply_stopped(game);
    const frame *f = &g->stack[g->depth - 1];
    int decider = f->kind == FR_CHANCE ? ARCS_PLAYER_CHANCE_ID : f->player;
    if (move.player != decider) return apply_failed(game, move, ARCS_E_WRONG_PLAYER, 0);
    /* The legality check: the move must be among the current legal moves,
     * which the cache holds when the caller asked for them since the last
     * change (the usual way to play). */
    const struct move_cache *cache = game->cache;
    if (!cache || cache->version != game->version) return apply_uncached(game, move);
    if (move_listed(cache->list.m, cache->list.n, move_bits(move))) return apply_legal(game, move);
    return apply_failed(game, move, ARCS_E_ILLEGAL_MOVE, cache->list.n);
}

arcs_status arcs_undo(arcs_game *game, unsigned steps) {
    if (!game) return ARCS_E_INVALID_ARG;
    if (steps == 0) return ARCS_OK;
    if (!keeps_states(game))
        return game_fail(game, ARCS_E_NO_HISTORY, "the handle keeps only moves (ARCS_HISTORY_MOVES): no undo");
    if (steps > game->hist_len)
        return game_fail(game, ARCS_E_NO_HISTORY, "undo of %u moves with %zu in the history", steps, game->hist_len);
    game->hist_len -= steps;
    hist_unpack(&game->s, game->hist_bytes + game->hist_off[game->hist_len]);
    game->hist_next = game->hist_off[game->hist_len];
    game_bump(game);
    return ARCS_OK;
}

size_t arcs_history_length(const arcs_game *game) { return game ? game->hist_len : 0; }

arcs_status arcs_history_move(const arcs_game *game, size_t i, arcs_move *out) {
    if (!game || !out || i >= game->hist_len) return ARCS_E_INVALID_ARG;
    *out = game->hist_moves[i];
    return ARCS_OK;
}

uint64_t arcs_state_hash(const arcs_game *game) {
    /* lib/core/hash.c: over the live bytes and the layers of the game's
     * mode (none in the base game). */
    return game ? state_hash(&game->s) : 0;
}

/* ---- queries ---- */

int arcs_num_players(const arcs_game *game) { return game ? game->s.num_players : 0; }
int arcs_chapter(const arcs_game *game) { return game ? game->s.chapter : 0; }
int arcs_initiative(const arcs_game *game) { return game ? game->s.initiative : -1; }
int arcs_game_over(const arcs_game *game) { return game ? game->s.game_over : 0; }

int arcs_winner(const arcs_game *game) {
    if (!game || !game->s.game_over || game->s.winner == NO_PLAYER) return -1;
    return game->s.winner;
}

int arcs_power(const arcs_game *game, int player) {
    if (!game || player < 0 || player >= game->s.num_players) return -1;
    return game->s.pl[player].power;
}

int arcs_hand_size(const arcs_game *game, int player) {
    if (!game || player < 0 || player >= game->s.num_players) return -1;
    return __builtin_popcountll(game->s.pl[player].hand);
}
