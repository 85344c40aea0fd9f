/*
 * Partisan Act 1 Resolution (ARCS-F604; cards.csv), resolved at
 * Intermission A by the Partisan (lib/campaign/intermission.c):
 *   Completed: "1. Add the 5 Loyal cards (05-09) to the Court deck. 2. Gain
 *   Galactic Bards (10). 3. Scrap the Spacing Union (11), Arms Union (12),
 *   and 2 Outrage Spreads (13-14)."
 *   Failed: "1. Scrap the 5 Loyal cards (05-09). 2. Add Galactic Bards
 *   (10), Spacing Union (11), Arms Union (12), and 2 Outrage Spreads
 *   (13-14) to the Court deck. 3. Scrap your Partisan Seizing card (03)
 *   and clear all your Outrage."
 */
#include "campaign/fates.h"
#include "partisan.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)card;
    if (completed) {
        fate_add_cards(g, CARD_F605, CARD_F609);
        fate_gain_card(g, p, CARD_F610);
        fate_scrap_cards(g, CARD_F611, CARD_F614);
        return;
    }
    fate_scrap_cards(g, CARD_F605, CARD_F609);
    fate_add_cards(g, CARD_F610, CARD_F614);
    fate_scrap(g, CARD_F603);
    partisan_clear_outrage(g, p);
}

const card_def card_partisan_resolution1 = {
    .card = CARD_F604,
    .short_name = "partisan-resolution-1",
    .resolution = resolve,
    .resolution_act = 1,
};
