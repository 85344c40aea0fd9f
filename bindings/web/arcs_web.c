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
#include "arcs/bot.h"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#define WEB_API EMSCRIPTEN_KEEPALIVE
#else
#define WEB_API
#endif

/* Room for a move text. arcs.h says 64 bytes suffice, but a campaign Court
 * card's choice can take 64 characters and its NUL ("p2 card
 * silver-tongues@CC08 steal-card p0 shipping-interest@CC04"): 128, as the
 * Python and Rust bindings use. */
#define MOVE_TEXT_MAX 128

/*
 * The engine's log lines (arcs_config.log) of the last call that made a game
 * or applied a move: arcs_web_game_new, arcs_web_replay_load and arcs_web_apply empty this buffer,
 * the sink fills it, arcs_web_log_lines reads it. One buffer serves every
 * game: JavaScript is single-threaded and reads the lines right after the
 * call. The library writes its lines for every player and names no card a
 * Rival holds in secret; the page still filters them per seat
 * (web/moves.mjs, logLineFor).
 */
#define WEB_LOG_MAX 65536
static char web_log[WEB_LOG_MAX];
static size_t web_log_len;

static int web_log_full; /* a line did not fit: the rest of the call's lines are left out */

static void web_log_clear(void) {
    web_log_len = 0;
    web_log[0] = 0;
    web_log_full = 0;
}

static void web_log_sink(void *ud, const char *line) {
    (void)ud;
    static const char more[] = "(more log lines left out)\n";
    if (web_log_full) return;
    size_t n = strlen(line);
    if (web_log_len + n + 1 + sizeof more > WEB_LOG_MAX) {
        memcpy(web_log + web_log_len, more, sizeof more); /* fits: room for it is always kept */
        web_log_len += sizeof more - 1;
        web_log_full = 1;
        return;
    }
    memcpy(web_log + web_log_len, line, n);
    web_log[web_log_len + n] = '\n';
    web_log_len += n + 1;
    web_log[web_log_len] = 0;
}

/** The log lines of the last arcs_web_game_new or arcs_web_apply, each ended by '\n' (NUL-terminated). */
WEB_API const char *arcs_web_log_lines(void) { return web_log; }

/* Copy an arcs_error's reason into why[0..cap) (may be NULL). */
static void web_reason(const arcs_error *error, char *why, size_t cap) {
    if (!why || cap == 0) return;
    const char *end = memchr(error->message, 0, sizeof error->message);
    size_t n = end ? (size_t)(end - error->message) : sizeof error->message;
    if (n >= cap) n = cap - 1;
    memcpy(why, error->message, n);
    why[n] = 0;
}

/* A seed from JavaScript: a double holding an integer 0..2^53. */
static int web_seed_ok(double seed) {
    return seed >= 0 && seed <= 9007199254740992.0 && seed == (double)(uint64_t)seed;
}

/*
 * Create a game: players 2..4, seed as a double holding an integer
 * 0..2^53 (JavaScript's exact integers), setup a setup-card name or NULL/""
 * for a seeded random one, first_player -1 for seeded random, mode an
 * arcs_mode, lore_each the Leaders & Lore lore cards each player drafts
 * (0 or 1: one; 2 the variant), and for the campaign summit_deal_limit,
 * last_act and a campaign record (record NULL: none; binary or JSON, see
 * arcs_config.record). Internal chance, full undo
 * history. *out owns the new handle (arcs_game_free). Returns the
 * statuses of arcs_game_new_ex, the library's reason in why[0..why_cap)
 * (ARCS_ERROR_MESSAGE_MAX bytes suffice; may be NULL); ARCS_E_INVALID_ARG
 * for a seed that is negative, fractional or above 2^53.
 */
WEB_API arcs_status arcs_web_game_new(int players, double seed, const char *setup, int first_player, int mode,
                                      int lore_each, int summit_deal_limit, int last_act, const void *record,
                                      size_t record_len, char *why, size_t why_cap, arcs_game **out) {
    if (why && why_cap) why[0] = 0;
    if (!out) return ARCS_E_INVALID_ARG;
    *out = NULL;
    if (!web_seed_ok(seed)) return ARCS_E_INVALID_ARG;
    web_log_clear();
    arcs_config config;
    arcs_config_init(&config);
    config.log = web_log_sink;
    config.players = players;
    config.seed = (uint64_t)seed;
    config.setup = (setup && setup[0]) ? setup : NULL;
    config.first_player = first_player;
    config.mode = (arcs_mode)mode;
    config.lore_each = lore_each;
    config.summit_deal_limit = summit_deal_limit;
    config.last_act = last_act;
    if (record) {
        config.record = record;
        config.record_len = record_len;
    }
    arcs_error error;
    memset(&error, 0, sizeof error);
    arcs_status st = arcs_game_new_ex(&config, out, &error);
    if (st != ARCS_OK) web_reason(&error, why, why_cap);
    return st;
}

/*
 * arcs_replay_load with this buffer as the game's log sink, so that moves
 * applied to the loaded game (a replay stepped through, a saved game played
 * on) log their outcomes as a new game's do. The buffer is emptied first
 * and holds the re-applied moves' lines (to its size) afterwards.
 */
WEB_API arcs_status arcs_web_replay_load(const void *buf, size_t len, arcs_game **out) {
    web_log_clear();
    arcs_config base;
    arcs_config_init(&base);
    base.log = web_log_sink;
    return arcs_replay_load(buf, len, &base, out);
}

/*
 * The campaign record's conversions and summary for JavaScript (which
 * never reads C structs): arcs_campaign_record_to_json,
 * arcs_campaign_record_from_json and arcs_campaign_record_info with the
 * reason in why[0..why_cap) (may be NULL). arcs_web_record_info writes
 * info[0..7): completed_act, next_act, players, then fate[0..4).
 */
WEB_API arcs_status arcs_web_record_to_json(const void *buf, size_t len, char *out, size_t cap, size_t *written,
                                            char *why, size_t why_cap) {
    arcs_error error;
    memset(&error, 0, sizeof error);
    arcs_status st = arcs_campaign_record_to_json(buf, len, out, cap, written, &error);
    if (st != ARCS_OK) web_reason(&error, why, why_cap);
    return st;
}

WEB_API arcs_status arcs_web_record_from_json(const char *json, size_t len, void *buf, size_t cap, size_t *written,
                                              char *why, size_t why_cap) {
    arcs_error error;
    memset(&error, 0, sizeof error);
    arcs_status st = arcs_campaign_record_from_json(json, len, buf, cap, written, &error);
    if (st != ARCS_OK) web_reason(&error, why, why_cap);
    return st;
}

WEB_API arcs_status arcs_web_record_info(const void *buf, size_t len, int *info, char *why, size_t why_cap) {
    if (!info) return ARCS_E_INVALID_ARG;
    arcs_error error;
    memset(&error, 0, sizeof error);
    arcs_record_info r;
    arcs_status st = arcs_campaign_record_info(buf, len, &r, &error);
    if (st != ARCS_OK) {
        web_reason(&error, why, why_cap);
        return st;
    }
    info[0] = r.completed_act;
    info[1] = r.next_act;
    info[2] = r.players;
    for (int p = 0; p < 4; p++) info[3 + p] = r.fate[p];
    return ARCS_OK;
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
 * Parse a move's text form and apply it; the engine's log lines of the
 * move (and of the chance it set off) are then in arcs_web_log_lines. Returns ARCS_E_PARSE for text that
 * is not a move, otherwise the statuses of arcs_apply (the game is
 * unchanged on any error).
 */
WEB_API arcs_status arcs_web_apply(arcs_game *game, const char *text) {
    web_log_clear();
    if (!game || !text) return ARCS_E_INVALID_ARG;
    arcs_move move;
    arcs_status st = arcs_move_from_str(text, &move);
    if (st != ARCS_OK) return st;
    return arcs_apply(game, move);
}

/*
 * The label of a move given in text form as `viewer` (a seat, or -1 for the
 * public) may see it (arcs_move_label_for; call it before applying the
 * move) into buf[0..cap) (ARCS_MOVE_LABEL_MAX bytes suffice); *written gets
 * its length. Returns ARCS_E_PARSE for text that is not a move, otherwise
 * the statuses of arcs_move_label_for.
 */
WEB_API arcs_status arcs_web_move_label_for(const arcs_game *game, const char *text, int viewer, char *buf,
                                            size_t cap, size_t *written) {
    if (!game || !text) return ARCS_E_INVALID_ARG;
    arcs_move move;
    arcs_status st = arcs_move_from_str(text, &move);
    if (st != ARCS_OK) return st;
    return arcs_move_label_for(game, move, viewer, buf, cap, written);
}

/*
 * The i-th applied move (0 = first) in text form into buf[0..cap)
 * (MOVE_TEXT_MAX bytes suffice). Returns ARCS_E_INVALID_ARG when i is out of range.
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

/*
 * A bot (include/arcs/bot.h) playing seat `player` at `level` (an
 * arcs_bot_policy: 0 random, 1 easy, 2 normal, 3 hard), its random choices
 * seeded by seed (an integer 0..2^53 held in a double), thinking at most
 * budget_ms milliseconds per decision (0: the level's default, about 0.2 s
 * for normal and 2 s for hard) or, when playouts > 0, exactly that many
 * playouts (reproducible). *out owns the new bot (arcs_bot_free). Returns
 * the statuses of arcs_bot_new (ARCS_E_BAD_CONFIG: level, player or
 * budget out of range); ARCS_E_INVALID_ARG for a seed that is negative,
 * fractional or above 2^53, a negative budget or a NULL out.
 */
WEB_API arcs_status arcs_web_bot_new(int level, int player, double seed, int budget_ms, int playouts,
                                     arcs_bot **out) {
    if (!out) return ARCS_E_INVALID_ARG;
    *out = NULL;
    if (!web_seed_ok(seed) || budget_ms < 0 || playouts < 0) return ARCS_E_INVALID_ARG;
    arcs_bot_config config;
    arcs_bot_config_init(&config, (arcs_bot_policy)level);
    config.player = player;
    config.seed = (uint64_t)seed;
    config.budget_ms = (uint32_t)budget_ms;
    config.budget_playouts = (uint32_t)playouts;
    return arcs_bot_new(&config, out);
}

/*
 * The bot's move at the game's current decision, in text form
 * (arcs_move_to_str) into buf[0..cap) (MOVE_TEXT_MAX bytes suffice);
 * *written gets its length. The game is not changed. Returns the statuses
 * of arcs_bot_choose (ARCS_E_WRONG_PLAYER: not the bot's seat's decision;
 * ARCS_E_GAME_OVER; the reason in arcs_bot_last_error) and of
 * arcs_move_to_str.
 */
WEB_API arcs_status arcs_web_bot_choose(arcs_bot *bot, const arcs_game *game, char *buf, size_t cap,
                                        size_t *written) {
    arcs_move move;
    arcs_status st = arcs_bot_choose(bot, game, &move);
    if (st != ARCS_OK) return st;
    return arcs_move_to_str(move, buf, cap, written);
}
