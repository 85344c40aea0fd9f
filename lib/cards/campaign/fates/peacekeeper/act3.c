/*
 * The Peacekeeper's Act III (Fate ARCS-FATE15, a B Fate kept after a
 * completed Act II objective; cards.csv ARCS-F1507A / F1507B).
 *
 * F1507A Peacekeeper Act III Setup                             -> FATE_SETUP
 *   "1. Place 1 Ceasefire token near each cluster ... Place it on its Peace
 *    side if you control any systems in that cluster, or on its War side
 *    if not. (If you're the First Regent, you control Empire-controlled
 *    systems.)" A token for each cluster with a system in play (the
 *    Ceasefires data, peacekeeper.h); no choice.
 *   "2. With 2 players, return all Weapons from the Warlord ambition box."
 *    (the 2-player ambition-box Weapons, g->phantom, to the supply)
 *   "3. Add Ceasefires (08), Empire Balks at Peace (09), Peace Dividends
 *    (10), and Peace Accords (11) to the rules booklet. Explain them to
 *    everyone."
 *
 * F1507B Peacekeeper Act III Objective                    -> GRAND_AMBITIONS
 *   "A Peaceful Reach": 1. "2 clusters or more are at Peace." 2. "5
 *   clusters or more are at Peace." Counted from the Ceasefire tokens when
 *   the chapter is scored (act_setup.c campaign_score_grand_ambitions).
 */
#include "peacekeeper.h"

static void setup(game_state *g, int p, int card) {
    ceasefire_data *d = CEASEFIRES(g);
    bool regent = g->camp.first_regent == p;
    for (int k = 0; k < NUM_CLUSTERS; k++) {
        bool in_play = false;
        for (int s = k * 4; s < k * 4 + 4; s++) in_play |= sys_in_play(g, s);
        if (!in_play) continue;
        d->tokens |= (uint8_t)(1u << k);
        if (cluster_systems(g, p, k, regent)) d->peace |= (uint8_t)(1u << k);
    }
    card_log(g, card, "Player %d places the Ceasefire tokens: %d clusters at Peace, %d at War.", p + 1,
             __builtin_popcount(d->peace), __builtin_popcount((unsigned)(d->tokens & ~d->peace)));
    if (g->num_players == 2 && g->phantom[ARCS_WEAPON]) {
        card_log(g, card, "%d Weapons return from the Warlord ambition box to the supply.", g->phantom[ARCS_WEAPON]);
        g->res_supply[ARCS_WEAPON] = (uint8_t)(g->res_supply[ARCS_WEAPON] + g->phantom[ARCS_WEAPON]);
        g->phantom[ARCS_WEAPON] = 0;
    }
    for (int c = CARD_F1508; c <= CARD_F1511; c++) booklet_add(g, c);
    card_log(g, card, "Player %d adds Ceasefires, Empire Balks at Peace, Peace Dividends and Peace Accords to the "
             "rules booklet.", p + 1);
}

const card_def card_peacekeeper_setup3 = {
    .card = CARD_F1507A,
    .short_name = "peacekeeper-setup-3",
    .fate_setup = setup,
};

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)p, (void)card;
    int n = __builtin_popcount(CEASEFIRES(g)->peace);
    return (n >= 2 ? 1 : 0) | (n >= 5 ? 2 : 0);
}

const card_def card_peacekeeper_objective3 = {
    .card = CARD_F1507B,
    .short_name = "peacekeeper-objective-3",
    .grand_ambitions = grand_ambitions,
};
