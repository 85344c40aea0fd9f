/*
 * Admiral Act II Resolution (ARCS-F714; cards.csv), resolved at the Act II
 * Intermission A by the Admiral (lib/campaign/intermission.c):
 *   Completed: "1. Scrap the 2 Imperial Defectors (15-16). 2. Add the 2
 *   Mass Uprisings (17-18) to the Court deck."
 *   Failed: "1. Add the 2 Imperial Defectors (15-16) to the Court deck.
 *   2. Scrap the 2 Mass Uprisings (17-18)."
 * The cards added: imperial_defectors.c (F715, F716 reprint F710),
 * mass_uprising.c (F717, F718).
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)p;
    (void)card;
    if (completed) {
        fate_scrap_cards(g, CARD_F715, CARD_F716);
        fate_add_cards(g, CARD_F717, CARD_F718);
        return;
    }
    fate_add_cards(g, CARD_F715, CARD_F716);
    fate_scrap_cards(g, CARD_F717, CARD_F718);
}

const card_def card_admiral_resolution2 = {
    .card = CARD_F714,
    .short_name = "admiral-resolution-2",
    .resolution = resolve,
    .resolution_act = 2,
};
