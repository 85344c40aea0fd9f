/*
 * Peace Dividends (ARCS-F1510, Edict 35; added to the rules booklet by the
 * Peacekeeper's Act III Setup, ARCS-F1507A step 3; cards.csv; edict order:
 * components.md §9.5).
 *
 * "Players gain 2 Power for each system they control in clusters at
 *  Peace. The First Regent controls Empire-controlled systems but only
 *  gains Power for them if the Imperial Policy is Peace." -> EDICT (order 35)
 *   Each player, in turn order from the initiative, gains 2 Power per
 *   system in play of a cluster at Peace they control (controller()); the
 *   First Regent counts the Empire-controlled ones too while the Govern
 *   edict on top is Peace (camp.govern_top). No choice.
 */
#include "peacekeeper.h"

enum { POLICY_PEACE = 1 }; /* camp.govern_top - 1 (lib/campaign/events.c) */

static void resolve(game_state *g, int card) {
    bool peace_policy = g->camp.govern_top == POLICY_PEACE + 1;
    for (int i = 0; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players, n = 0;
        bool empire = peace_policy && g->camp.first_regent == p;
        for (int k = 0; k < NUM_CLUSTERS; k++)
            if (cluster_at_peace(g, k)) n += cluster_systems(g, p, k, empire);
        if (!n) continue;
        int v = g->pl[p].power + 2 * n;
        g->pl[p].power = (int16_t)(v < POWER_MAX ? v : POWER_MAX);
        card_log(g, card, "Player %d controls %d systems at Peace and gains %d Power.", p + 1, n,
                 2 * n);
    }
}

const card_def card_peace_dividends = {
    .card = CARD_F1510,
    .short_name = "peace-dividends",
    .edict_order = 35,
    .edict = resolve,
};
