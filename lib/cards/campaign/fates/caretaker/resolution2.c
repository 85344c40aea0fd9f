/*
 * Caretaker Act II Resolution (ARCS-F516; cards.csv), resolved at the Act
 * II Intermission A by the Caretaker (lib/campaign/intermission.c):
 *   Completed: "1. Add the 3 Golem Worship cards (17-19) to the Court
 *   deck."
 *   Failed: "1. Scrap the 3 Golem Worship cards (17-19). 2. Add all
 *   Unstable cards (08-11) from the Court discard pile to the Court deck."
 * Intermission A comes before B scraps the discard pile (as for the Act I
 * Resolutions), so step 2 sees it; an Unstable card elsewhere (the Court
 * deck or row, never in play, scrapped) stays where it is. The Golem
 * Worship cards are Act III's: they come in without an effect of theirs yet.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)p, (void)card;
    if (completed) {
        fate_add_cards(g, CARD_F517, CARD_F519);
        return;
    }
    fate_scrap_cards(g, CARD_F517, CARD_F519);
    /* Gathered first: each one added leaves the pile. */
    int unstable[CARD_F511 - CARD_F508 + 1], n = 0;
    for (int i = 0; i < g->court_discard_len; i++) {
        int c = court_discard_pile(g)[i];
        if (c >= CARD_F508 && c <= CARD_F511) unstable[n++] = c;
    }
    for (int i = 0; i < n; i++) fate_add_to_court_deck(g, unstable[i]);
}

const card_def card_caretaker_resolution2 = {
    .card = CARD_F516,
    .short_name = "caretaker-resolution-2",
    .resolution = resolve,
    .resolution_act = 2,
};
