/*
 * Repair Drones (ARCS-L07).
 *
 *   "After you battle as the attacker, repair 1 Loyal attacking ship."
 *                                                          -> AFTER_BATTLE
 *
 * The attacking ships are the holder's ships in the battle system; they
 * differ only in being fresh or damaged, so there is no choice to make.
 */
#include "cards/hooks.h"

static void repair_one(game_state *g, int p, int card, int sys) {
    system_state *s = &g->sys[sys];
    if (!s->damaged[p]) return;
    s->damaged[p]--;
    s->fresh[p]++;
    card_log(g, card, "Player %d repairs 1 attacking ship.", p + 1);
}

const card_def card_repair_drones = {
    .card = CARD_L07,
    .short_name = "repair-drones",
    .after_battle = repair_one,
};
