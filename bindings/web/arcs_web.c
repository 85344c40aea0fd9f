/*
 * arcs_web.c — the few C entry points the WebAssembly build adds on top of
 * the public API (include/arcs/arcs.h), so that JavaScript never reads or
 * writes C structs: a game is created from plain numbers, and moves cross
 * the boundary in their stable text form (arcs_move_to_str /
 * arcs_move_from_str). Everything else the JavaScript wrapper
 * (bindings/web/arcs.mjs) calls is a public arcs_* function directly.
 *
 * Built only by scripts/build-web.sh (Emscripten); uses the public API only.
 */
#include <stdint.h>
#include <string.h>

#include "arcs/arcs.h"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#define WEB_API EMSCRIPTEN_KEEPALIVE
#else
#define WEB_API
#endif

/* Longest move text (arcs_move_to_str: 64 bytes always suffice). */
#define MOVE_TEXT_MAX 64

/*
 * Create a game: players 2..4, seed as a double holding an integer
 * 0..2^53 (JavaScript's exact integers), setup a setup-card name or NULL/""
 * for a seeded random one, first_player -1 for seeded random, mode an
 * arcs_mode (ARCS_MODE_CAMPAIGN: Act I as one game), lore_each
 * the Leaders & Lore lore cards each player drafts (0 or 1: one; 2 the
 * variant). Internal
 * chance, full undo history. *out owns the new handle (arcs_game_free).
 * Returns the statuses of arcs_game_new; ARCS_E_INVALID_ARG for a seed
 * that is negative, fractional or above 2^53.
 */
WEB_API arcs_status arcs_web_game_new(int players, double seed, const char *setup,
                                      int first_player, int mode, int lore_each, arcs_game **out) {
    if (!out) return ARCS_E_INVALID_ARG;
    *out = NULL;
    if (!(seed >= 0 && seed <= 9007199254740992.0) || seed != (double)(uint64_t)seed)
        return ARCS_E_INVALID_ARG;
    arcs_config config;
    arcs_config_init(&config);
    config.players = players;
    config.seed = (uint64_t)seed;
    config.setup = (setup && setup[0]) ? setup : NULL;
    config.first_player = first_player;
    config.mode = (arcs_mode)mode;
    config.lore_each = lore_each;
    return arcs_game_new(&config, out);
}

/* Append text and a newline to buf[0..cap) at *len; false when it does not fit. */
static int append_line(char *buf, size_t cap, size_t *len, const char *text, size_t n) {
    if (*len + n + 2 > cap) return 0;
    memcpy(buf + *len, text, n);
    buf[*len + n] = '\n';
    *len += n + 1;
    buf[*len] = 0;
    return 1;
}

/*
 * The current legal moves, one per line: the move's text form
 * (arcs_move_to_str), a tab, its label (arcs_move_label), '\n'; in
 * arcs_legal_moves order, NUL-terminated, into buf[0..cap). *written gets
 * the length without the NUL. A finished game gives "". Returns ARCS_OK,
 * ARCS_E_INVALID_ARG, ARCS_E_BUFFER_TOO_SMALL (ARCS_WEB_LEGAL_TEXT_MAX
 * bytes always suffice).
 */
#define ARCS_WEB_LEGAL_TEXT_MAX (ARCS_MAX_LEGAL_MOVES * (MOVE_TEXT_MAX + ARCS_MOVE_LABEL_MAX) + 1)
WEB_API arcs_status arcs_web_legal_moves(const arcs_game *game, char *buf, size_t cap,
                                         size_t *written) {
    if (!game || !buf || cap == 0 || !written) return ARCS_E_INVALID_ARG;
    const arcs_move *moves;
    size_t count, len = 0;
    arcs_status st = arcs_legal_moves_view(game, &moves, &count);
    if (st != ARCS_OK) return st;
    buf[0] = 0;
    for (size_t i = 0; i < count; i++) {
        char line[MOVE_TEXT_MAX + ARCS_MOVE_LABEL_MAX];
        size_t n, m;
        st = arcs_move_to_str(moves[i], line, MOVE_TEXT_MAX, &n);
        if (st != ARCS_OK) return st;
        line[n] = '\t';
        st = arcs_move_label(game, moves[i], line + n + 1, sizeof line - n - 1, &m);
        if (st != ARCS_OK) return st;
        if (!append_line(buf, cap, &len, line, n + 1 + m)) return ARCS_E_BUFFER_TOO_SMALL;
    }
    *written = len;
    return ARCS_OK;
}

/** The size arcs_web_legal_moves needs at most (for the JavaScript side). */
WEB_API size_t arcs_web_legal_text_max(void) { return ARCS_WEB_LEGAL_TEXT_MAX; }

/*
 * Parse a move's text form and apply it. Returns ARCS_E_PARSE for text that
 * is not a move, otherwise the statuses of arcs_apply (the game is
 * unchanged on any error).
 */
WEB_API arcs_status arcs_web_apply(arcs_game *game, const char *text) {
    if (!game || !text) return ARCS_E_INVALID_ARG;
    arcs_move move;
    arcs_status st = arcs_move_from_str(text, &move);
    if (st != ARCS_OK) return st;
    return arcs_apply(game, move);
}

/*
 * The i-th applied move (0 = first) in text form into buf[0..cap)
 * (64 bytes suffice). Returns ARCS_E_INVALID_ARG when i is out of range.
 */
WEB_API arcs_status arcs_web_history_move(const arcs_game *game, size_t i, char *buf, size_t cap,
                                          size_t *written) {
    arcs_move move;
    arcs_status st = arcs_history_move(game, i, &move);
    if (st != ARCS_OK) return st;
    return arcs_move_to_str(move, buf, cap, written);
}

/*
 * The state hash as 16 lowercase hex digits into buf (17 bytes), since a
 * JavaScript number cannot hold 64 bits exactly.
 */
WEB_API void arcs_web_state_hash(const arcs_game *game, char *buf) {
    static const char hex[] = "0123456789abcdef";
    uint64_t h = arcs_state_hash(game);
    for (int i = 15; i >= 0; i--, h >>= 4) buf[i] = hex[h & 15];
    buf[16] = 0;
}
