/*
 * Pacifist Act II Resolution (ARCS-F1404; cards.csv), resolved at the Act
 * II Intermission's step A by the Pacifist (lib/campaign/intermission.c):
 *   Completed: "1. Scrap your Witnesses card (02). 2. Scrap the Psionic
 *   Liaisons (05) and 2 Itinerant Empaths (06-07). 3. Flip any Witnesses on
 *   the map to Psionic and add them to the resource supply."
 *   Failed: "1. Scrap your Witnesses card (02). 2. Add the Psionic
 *   Liaisons (05) and 2 Itinerant Empaths (06-07) to the Court deck.
 *   3. Scrap all Witness tokens on the map."
 * The Act III cards keep no effect until Act III. Completed, step 3: each
 * Witness on the map becomes a Psionic token of the game in the supply
 * (campaign_state.psionic_extra, as a Witness flipped in a Prelude).
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "pacifist.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    fate_scrap(g, CARD_F1402);
    int n = witnesses_remove_all(g, p);
    if (completed) {
        fate_scrap_cards(g, CARD_F1405, CARD_F1407);
        g->camp.psionic_extra = (uint8_t)(g->camp.psionic_extra + n);
        g->res_supply[ARCS_PSIONIC] = (uint8_t)(g->res_supply[ARCS_PSIONIC] + n);
        card_log(g, card, "%d Witness%s on the map flip to Psionic and join the resource supply.", n, n == 1 ? "" : "es");
        return;
    }
    fate_add_cards(g, CARD_F1405, CARD_F1407);
    card_log(g, card, "%d Witness token%s on the map scrapped.", n, n == 1 ? "" : "s");
}

const card_def card_pacifist_resolution2 = {
    .card = CARD_F1404,
    .short_name = "pacifist-resolution-2",
    .resolution = resolve,
    .resolution_act = 2,
};
