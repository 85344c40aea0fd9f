/*
 * Reach Rejects Overlord (ARCS-F1703, Edict; the Overlord's Act III): in
 * the rules booklet from the Overlord Act III Setup (F1701A, act3.c).
 *
 *   "The Overlord loses Power based on their number of Outrage: 1 Outrage:
 *    Lose 1 Power; 2: Lose 3; 3: Lose 6; 4: Lose 8; 5: Lose 10."
 *                                                     -> EDICT (order 65)
 * Edict order 65 (components.md §9.5). The number of Outrage: the
 * Overlord's Outraged resource types. Campaign Power may go below 0 (the
 * "(-)" space by the Power track, Campaign rulebook). No Overlord in the
 * game (the card scrapped with the Fate): nothing.
 */
#include "campaign/fates.h"
#include "overlord.h"

enum { REJECTS_ORDER = 65 };

static const int LOSS[NUM_RES + 1] = {0, 1, 3, 6, 8, 10};

int the_overlord(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        if (g->camp.fate[p] == CARD_FATE17) return p;
    return -1;
}

static void resolve(game_state *g, int card) {
    int p = the_overlord(g);
    if (p < 0) return;
    int n = __builtin_popcount(g->pl[p].outrage & ((1u << NUM_RES) - 1)), loss = LOSS[n];
    if (!loss) {
        card_log(g, card, "the Overlord (Player %d) has no Outrage: no Power lost.", p + 1);
        return;
    }
    int v = g->pl[p].power - loss;
    g->pl[p].power = (int16_t)(v < -POWER_MAX ? -POWER_MAX : v);
    card_log(g, card, "the Reach rejects the Overlord (Player %d): %d Outrage, %d Power lost.", p + 1, n, loss);
}

const card_def card_reach_rejects_overlord = {
    .card = CARD_F1703,
    .short_name = "reach-rejects-overlord",
    .edict_order = REJECTS_ORDER,
    .edict = resolve,
};
