/*
 * Magnate Act II Resolution (ARCS-F321; cards.csv), resolved at the
 * Intermission after Act II (step A) by the Magnate:
 *   Completed: "1. Gain Prospectors (22). 2. Scrap the 5 Cartel cards
 *   (07-11) and the 2 Extortion cards (23-24). 3. If Mining Interest (CC01)
 *   or Fuel Interest (CC04) are in the Court discard pile, add them to the
 *   Court deck." CC04 is printed "Shipping Interest" (cards.csv; the Act I
 *   Resolution, F303, names it so): we read "Fuel Interest" as that card.
 *   Failed: "1. Scrap Prospectors (22) and any Monopoly cards (13-17) that
 *   players do not have. 2. Add the Cartel cards (07-11) matching the
 *   scrapped Monopolies to the Court deck. Scrap the rest of the Cartel
 *   cards (07-11). 3. Add the 2 Extortion cards (23-24) to the Court deck."
 * The Monopolies players have stay in their play areas (with their
 * supplies) into Act III. Prospectors and Extortion bring no effect yet
 * (Act III).
 */
#include "cards/campaign/fates/magnate/monopolies.h"

#include "campaign/fates.h"

/* The Cartel of resource type r (F307 Material, F308 Fuel, F309 Weapon,
 * F310 Psionic, F311 Relic). */
static int cartel_card(int r) {
    static const uint16_t CARTEL[NUM_RES] = {[ARCS_MATERIAL] = CARD_F307, [ARCS_FUEL] = CARD_F308,
                                              [ARCS_WEAPON] = CARD_F309,   [ARCS_PSIONIC] = CARD_F310,
                                              [ARCS_RELIC] = CARD_F311};
    return CARTEL[r];
}

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)card;
    if (completed) {
        fate_gain_card(g, p, CARD_F322);
        fate_scrap_cards(g, CARD_F307, CARD_F311);
        fate_scrap_cards(g, CARD_F323, CARD_F324);
        magnate_interests_to_court_deck(g);
        return;
    }
    fate_scrap(g, CARD_F322);
    for (int r = 0; r < NUM_RES; r++) {
        if (monopoly_holder(g, r) >= 0) {
            fate_scrap(g, cartel_card(r));
            continue;
        }
        fate_scrap(g, monopoly_card(r));
        fate_add_to_court_deck(g, cartel_card(r));
    }
    fate_add_cards(g, CARD_F323, CARD_F324);
}

const card_def card_magnate_resolution2 = {
    .card = CARD_F321,
    .short_name = "magnate-resolution-2",
    .resolution = resolve,
    .resolution_act = 2,
};
