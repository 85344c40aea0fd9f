/*
 * Peacekeeper Act II Resolution (ARCS-F1504; cards.csv), resolved at the
 * Act II Intermission's step A by the Peacekeeper (lib/campaign/
 * intermission.c):
 *   Completed: "1. Add 2 Arms Interests (05-06) to the Court deck."
 *   Failed: "1. Scrap your Oath of Peace (02). 2. Add your Arsenal Keepers
 *   (03), if you have it, to the Court deck."
 * Arsenal Keepers' frozen Weapons return to the supply here, in both
 * branches: the Intermission's Clear Pieces (C) returns "all frozen
 * resources" (rules-structured.yaml, Intermission step 2), and nothing
 * between A and C counts them.
 * Arms Interest keeps its effect for Act III.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)card;
    card_res_remove(g, CARD_F1503, ARCS_WEAPON, card_res_count(g, CARD_F1503, ARCS_WEAPON));
    if (completed) {
        fate_add_cards(g, CARD_F1505, CARD_F1506);
        return;
    }
    fate_scrap(g, CARD_F1502);
    if (held_index(g, p, CARD_F1503) >= 0) fate_add_to_court_deck(g, CARD_F1503);
}

const card_def card_peacekeeper_resolution2 = {
    .card = CARD_F1504,
    .short_name = "peacekeeper-resolution-2",
    .resolution = resolve,
    .resolution_act = 2,
};
