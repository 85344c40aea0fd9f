/*
 * Believer Act II Resolution (ARCS-F824; cards.csv), resolved at the Act II
 * Intermission A by the Believer (lib/campaign/intermission.c):
 *   "Record all Ideals on your log sheet."
 *   Completed: "1. If you have The Young Light (16), scrap it and gain The
 *   Prophet (25). Otherwise, scrap The Prophet (25). 2. Scrap Secret Order
 *   (26), Set Lay Doctrine (27), and Repressed Faith (28)."
 *   Failed: "1. Scrap all Ideal markers not on ambitions. 2. Scrap The
 *   Prophet (25). 3. Add Secret Order (26) to the Court deck. 4. Scrap Set
 *   Doctrine (21) and Doctrinal Faith (23) from the rules booklet, and add
 *   Set Lay Doctrine (27) and Repressed Faith (28) to it."
 * The Ideals stay on their ambition boxes (the Doctrine card's data,
 * doctrine.c; Doctrinal Faith: "The Ideals will remain in Act III"); the
 * log records them. "Have" The Young Light: among the Believer's Guild
 * cards (attached to Plot to Kidnap in the Court, it is nobody's).
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/believer/faithful.h"
#include "cards/hooks.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    for (int a = 0; a < ARCS_AMBITION_COUNT; a++)
        if (ideal_of(g, a) != IDEAL_NONE)
            card_log(g, card, "Player %d records the %s Ideal on %s.", p + 1, ideal_of(g, a) == IDEAL_ZEAL ? "Zeal" : "Wisdom",
                     ambition_name(a));
    if (completed) {
        if (held_index(g, p, CARD_F816) >= 0) {
            fate_scrap(g, CARD_F816);
            fate_gain_card(g, p, CARD_F825);
        } else {
            fate_scrap(g, CARD_F825);
        }
        fate_scrap_cards(g, CARD_F826, CARD_F828);
    } else {
        DOCTRINE(g)->supply = 0;
        card_log(g, card, "the Ideal markers not on ambitions are scrapped.");
        fate_scrap(g, CARD_F825);
        fate_add_to_court_deck(g, CARD_F826);
        fate_scrap(g, CARD_F821);
        fate_scrap(g, CARD_F823);
        booklet_add(g, CARD_F827);
        booklet_add(g, CARD_F828);
        card_log(g, card, "Set Lay Doctrine and Repressed Faith are added to the rules booklet.");
    }
}

const card_def card_believer_resolution2 = {
    .card = CARD_F824,
    .short_name = "believer-resolution-2",
    .resolution = resolve,
    .resolution_act = 2,
};
