/*
 * Campaign queries of the public API (include/arcs/arcs.h, "Campaign"):
 * the Act, Fates (hidden until revealed), Regents, the First Regent and
 * objective progress, the Summit under way.
 */
#include <string.h>

#include "campaign/fates.h"
#include "campaign/summit.h"
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

/* The Summit under way (lib/campaign/summit.c; all public, as the
 * observation's Summit). */
arcs_status arcs_summit(const arcs_game *game, arcs_summit_view *out) {
    if (!game || !out) return ARCS_E_INVALID_ARG;
    memset(out, 0, sizeof *out);
    out->proposer = ARCS_NONE;
    const game_state *g = camp_of(game);
    if (!g || !summit_active(g)) return ARCS_OK;
    const summit_state *s = &g->camp.summit;
    out->active = 1;
    out->caller = s->caller;
    out->phase = s->phase == SUMMIT_ORDER ? 1 : 2;
    out->turn = s->turn;
    out->passes = s->passes;
    out->deals_left = s->deals_left == DEALS_UNLIMITED ? -1 : s->deals_left;
    const frame *f = top_frame_c(g);
    if (f && f->kind == FR_SUMMIT_CONSENT) {
        out->submitted = 1;
        out->accepted = f->a;
    }
    out->item_count = s->n_items < ARCS_SUMMIT_ITEMS_MAX ? s->n_items : ARCS_SUMMIT_ITEMS_MAX;
    if (out->item_count) {
        out->proposer = s->proposer;
        out->parties = summit_deal_parties(g);
    }
    for (int i = 0; i < out->item_count; i++) {
        arcs_summit_item *it = &out->items[i];
        it->action = s->items[i].action;
        it->giver = s->items[i].giver;
        it->receiver = s->items[i].receiver;
        it->consent = summit_item_words(g, i, it->words, sizeof it->words, it->target, sizeof it->target);
    }
    return ARCS_OK;
}
