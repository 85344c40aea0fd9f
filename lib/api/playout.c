/* Playouts and batched stepping at C speed (arcs.h, "Playouts and batches"):
 * the inner loops of Monte-Carlo bots and vectorized environments, so that a
 * binding pays one call per playout or per batch instead of one per move. */
#include "core/engine.h"
#include "core/game.h"

arcs_status arcs_random_playout(arcs_game *game, uint64_t seed, size_t max_moves, size_t *applied) {
    if (!game || !applied) return ARCS_E_INVALID_ARG;
    *applied = 0;
    uint64_t x = seed;
    while (*applied < max_moves && !arcs_game_over(game)) {
        const arcs_move *moves;
        size_t n;
        arcs_status st = arcs_legal_moves_view(game, &moves, &n);
        if (st != ARCS_OK) return st;
        if (n == 0) return ARCS_E_CORRUPT; /* a running game always offers a move */
        /* Multiply-shift: the bias is below n / 2^32 (n <= 256). */
        size_t pick = (size_t)(((splitmix64(&x) >> 32) * (uint64_t)n) >> 32);
        st = arcs_apply(game, moves[pick]);
        if (st != ARCS_OK) return st;
        (*applied)++;
    }
    return ARCS_OK;
}

arcs_status arcs_apply_actions(arcs_game *const *games, size_t n, const int32_t *actions,
                               arcs_status *statuses) {
    if (n && (!games || !actions || !statuses)) return ARCS_E_INVALID_ARG;
    arcs_status first = ARCS_OK;
    for (size_t i = 0; i < n; i++) {
        statuses[i] = games[i] ? arcs_apply_action(games[i], actions[i]) : ARCS_E_INVALID_ARG;
        if (statuses[i] != ARCS_OK && first == ARCS_OK) first = statuses[i];
    }
    return first;
}

arcs_status arcs_legal_actions_batch(const arcs_game *const *games, size_t n, int32_t *actions, size_t cap,
                                     size_t *offsets) {
    if (!offsets || (n && !games) || (cap && !actions)) return ARCS_E_INVALID_ARG;
    size_t at = 0;
    offsets[0] = 0;
    for (size_t i = 0; i < n; i++) {
        if (!games[i]) return ARCS_E_INVALID_ARG;
        size_t count, room = cap - at; /* at <= cap throughout */
        arcs_status st = arcs_legal_actions(games[i], room ? actions + at : NULL, room, &count);
        if (st == ARCS_OK && count > room) st = ARCS_E_BUFFER_TOO_SMALL; /* the count-only form */
        if (st != ARCS_OK) return st;
        at += count;
        offsets[i + 1] = at;
    }
    return ARCS_OK;
}

/* Start a finished game afresh in place: a new game of config with the next
 * seed, copied into the handle. */
static arcs_status restart(arcs_game *game, const arcs_config *config, uint64_t *next_seed) {
    arcs_config c = *config;
    c.seed = (*next_seed)++;
    arcs_game *fresh;
    arcs_status st = arcs_game_new(&c, &fresh);
    if (st != ARCS_OK) return st;
    st = arcs_game_copy_state(game, fresh);
    arcs_game_free(fresh);
    return st;
}

arcs_status arcs_step_batch(arcs_game *const *games, size_t n, const int32_t *actions, arcs_status *statuses,
                            int8_t *ended, const arcs_config *reset, uint64_t *next_seed, int32_t *legal, size_t cap,
                            size_t *offsets) {
    if (!offsets || (n && (!games || !actions || !statuses || !legal)) || (reset && !next_seed))
        return ARCS_E_INVALID_ARG;
    for (size_t i = 0; i < n; i++)
        if (!games[i] || (reset && reset->players != arcs_num_players(games[i]))) return ARCS_E_INVALID_ARG;
    if (n && cap / ARCS_MAX_LEGAL_MOVES < n) return ARCS_E_BUFFER_TOO_SMALL;
    arcs_status first = arcs_apply_actions(games, n, actions, statuses);
    for (size_t i = 0; i < n; i++) {
        bool over = arcs_game_over(games[i]);
        if (ended) ended[i] = (int8_t)(over ? arcs_winner(games[i]) : -1);
        if (over && reset) {
            arcs_status st = restart(games[i], reset, next_seed);
            if (st != ARCS_OK && first == ARCS_OK) first = st;
        }
    }
    arcs_status st = arcs_legal_actions_batch((const arcs_game *const *)games, n, legal, cap, offsets);
    return first != ARCS_OK ? first : st;
}
