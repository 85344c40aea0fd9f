/*
 * Admiral Act I Resolution (ARCS-F704; cards.csv), resolved at
 * Intermission A by the Admiral (lib/campaign/intermission.c):
 *   Completed: "1. Gain Honor Guard (05). 2. Add the 2 Rogue Admirals
 *   (06-07) and 2 Court Enforcers (08-09) to the Court deck. 3. Scrap the 2
 *   Imperial Defectors (10-11)."
 *   Failed: "1. Scrap the Use Imperial Foundries edict (03) from the rules
 *   booklet. 2. Scrap Honor Guard (05) and the 2 Rogue Admirals (06-07).
 *   3. Add the 2 Court Enforcers (08-09) and 2 Imperial Defectors (10-11)
 *   to the Court deck."
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)card;
    if (completed) {
        fate_gain_card(g, p, CARD_F705);
        fate_add_cards(g, CARD_F706, CARD_F709);
        fate_scrap_cards(g, CARD_F710, CARD_F711);
        return;
    }
    fate_scrap(g, CARD_F703);
    fate_scrap_cards(g, CARD_F705, CARD_F707);
    fate_add_cards(g, CARD_F708, CARD_F711);
}

const card_def card_admiral_resolution1 = {
    .card = CARD_F704,
    .short_name = "admiral-resolution-1",
    .resolution = resolve,
    .resolution_act = 1,
};
