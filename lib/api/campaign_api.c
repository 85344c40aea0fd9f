/*
 * Campaign queries of the public API (include/arcs/arcs.h, "Campaign"):
 * the Act, Fates (hidden until revealed), Regents, the First Regent and
 * objective progress.
 */
#include "campaign/fates.h"
#include "core/game.h"

static const game_state *camp_of(const arcs_game *game) {
    return game && is_campaign(&game->s) ? &game->s : NULL;
}

static bool seat_ok(const game_state *g, int p) { return p >= 0 && p < g->num_players; }

int arcs_act(const arcs_game *game) {
    const game_state *g = camp_of(game);
    return g ? g->camp.act : -1;
}

int arcs_fate(const arcs_game *game, int viewer, int player) {
    const game_state *g = camp_of(game);
    if (!g || !seat_ok(g, player) || (viewer != ARCS_NONE && !seat_ok(g, viewer))) return -1;
    uint16_t fate = g->camp.fate[player];
    if (fate == NO_COURT_CARD) return ARCS_NONE;
    unsigned all = (1u << g->num_players) - 1;
    /* Set Up Players B: secret until everyone chose, then revealed. */
    if (viewer != ARCS_NONE && viewer != player && (g->camp.fates_chosen & all) != all) return ARCS_CARD_HIDDEN;
    return fate;
}

int arcs_is_regent(const arcs_game *game, int player) {
    const game_state *g = camp_of(game);
    if (!g || !seat_ok(g, player)) return -1;
    return is_regent(g, player) ? 1 : 0;
}

int arcs_first_regent(const arcs_game *game) {
    const game_state *g = camp_of(game);
    return g && g->camp.first_regent != NO_PLAYER ? g->camp.first_regent : -1;
}

int arcs_objective_progress(const arcs_game *game, int player) {
    const game_state *g = camp_of(game);
    if (!g || !seat_ok(g, player)) return -1;
    return objective_space(g, player);
}

int arcs_act_boundary(const arcs_game *game) {
    const game_state *g = camp_of(game);
    return g ? g->camp.act_boundary : -1;
}
