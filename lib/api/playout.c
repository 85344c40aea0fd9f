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
