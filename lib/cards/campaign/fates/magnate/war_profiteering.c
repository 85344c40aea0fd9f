/*
 * War Profiteering (ARCS-F320, law; Magnate, Act II): in the rules booklet
 * from the Magnate's Act II Setup (F312A).
 *
 *   "In Act II & III setup, place the War Profiteer marker on the Warlord
 *    ambition box."     (the marker reminds of the rule below: the Setup
 *                        sides log it, no state)
 *   "The Warlord ambition now counts the total of Trophies and Weapons
 *    icons from resources and cards."                -> AMBITION_COUNT
 *
 * Warlord counts Weapons as Tycoon counts Material and Fuel
 * (rules/chapter.c ambition_count): Weapons in resource slots, Weapon-suit
 * Guild cards, Weapons held on cards (the Weapon Monopoly's or Weapon
 * Cartel's supply: "Add Weapons on here to Warlord"), the First Regent's
 * Imperial Trust; for every player while the card is in the booklet.
 * After a scoring of Warlord the log says what the Weapons added (the
 * count itself is ambition_count's).
 */
#include "cards/hooks.h"

static unsigned ambition_types(const game_state *g, int ambition) {
    (void)g;
    return ambition == ARCS_WARLORD ? 1u << ARCS_WEAPON : 0;
}

static void after_scoring(game_state *g, int p, int card) {
    bool scored = false;
    for (int m = 0; m < 3; m++) scored |= g->marker_box[m] == ARCS_WARLORD;
    if (!scored) return;
    int n = weapon_icons(g, p) + card_res_held(g, p, 1u << ARCS_WEAPON);
    if (p == g->camp.first_regent) n += g->camp.trust[ARCS_WEAPON];
    if (n) card_log(g, card, "Warlord counted Player %d's %d Weapon icon%s with their Trophies.", p + 1, n, n == 1 ? "" : "s");
}

const card_def card_war_profiteering = {
    .card = CARD_F320,
    .short_name = "war-profiteering",
    .after_scoring = after_scoring,
    .ambition_types = ambition_types,
};
