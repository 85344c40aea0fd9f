/*
 * Gain Monopolies (ARCS-F318, Edict 20; Magnate, Act II): in the rules
 * booklet from the Magnate's Act II Setup (F312A).
 *
 *   "For each resource type, a player takes the Monopoly card of its type
 *    if they have more than half of the total resources of its type in
 *    play."                                          -> EDICT (order 20)
 *   "Usually this means you need 3 resources out of 5. Some Fates add
 *    resources or scrap them, removing them from play. Two-player games
 *    remove resources from play onto ambition boxes."
 *
 * Resolved with the Edicts in edict order (components.md §9.5: 20). Types
 * in resource order (Material, Fuel, Weapon, Relic, Psionic); nothing is
 * chosen. In play (monopoly_in_play): the supply and every player's
 * resources (slots, cards, the Imperial Trust); the 2-player ambition
 * boxes' and scrapped ones are out. What a player has (monopoly_has)
 * counts the supply on a Monopoly or Cartel they have ("you are considered
 * to have these resources": faq.csv, Redeemer Act III Objective), so a
 * holder keeps it until a Rival has more than half with the holder's
 * supply counted. The card comes from the supply or from the Rival who
 * has it; only one taken from the supply advances the Magnate's Corner the
 * Market (faq.csv, Magnate Act II Objective [50]: "You have to take it
 * from the supply").
 */
#include "cards/campaign/fates/magnate/monopolies.h"

#include "campaign/fates.h"

static void resolve(game_state *g, int card) {
    for (int r = 0; r < NUM_RES; r++) {
        int total = monopoly_in_play(g, r), holder = monopoly_holder(g, r), taker = -1;
        for (int p = 0; p < g->num_players && taker < 0; p++)
            if (2 * monopoly_has(g, p, r) > total) taker = p;
        int mono = monopoly_card(r);
        if (taker < 0 || taker == holder || card_scrapped(g, mono)) continue;
        if (holder < 0) {
            if (!monopoly_in_supply(g, r)) continue;
            card_log(g, card, "Player %d has more than half of the %d %s in play and takes %s from the supply.",
                     taker + 1, total, resource_name(r), card_table[mono].name);
            fate_gain_card(g, taker, mono);
            magnate_monopoly_from_supply(g, taker);
            continue;
        }
        play_area_remove(g, holder, mono);
        play_area_add(g, taker, mono);
        card_log(g, card, "Player %d has more than half of the %d %s in play and takes %s from Player %d.", taker + 1,
                 total, resource_name(r), card_table[mono].name, holder + 1);
    }
}

const card_def card_gain_monopolies = {
    .card = CARD_F318,
    .short_name = "gain-monopolies",
    .edict_order = 20,
    .edict = resolve,
};
