/*
 * Believer Act I Resolution (ARCS-F815; cards.csv), resolved at
 * Intermission A by the Believer (lib/campaign/intermission.c):
 *   Completed: "1. Gain The Young Light (16). 2. Add Plot to Kidnap (17) to
 *   the Court deck. 3. Scrap your Spreading the Faith (03), The Prodigal One
 *   (18), and Secret Order (19). 4. Add all Faithful action cards left in
 *   their stack to the Court deck."
 *   Failed: "1. Scrap your Spreading the Faith (03), The Young Light (16),
 *   and Plot to Kidnap (17). 2. Add The Prodigal One (18) and Secret Order
 *   (19) to the Court deck. 3. Add all Faithful action cards left in their
 *   stack to the Court deck."
 * The Faithful cards leave their stack from the top ("n" first) as their
 * Court cards (ARCS-F804..F812), face up: everyone knows them.
 */
#include "campaign/fates.h"
#include "faithful.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)card;
    if (completed) {
        fate_gain_card(g, p, CARD_F816);
        fate_add_to_court_deck(g, CARD_F817);
        fate_scrap(g, CARD_F803);
        fate_scrap_cards(g, CARD_F818, CARD_F819);
    } else {
        fate_scrap(g, CARD_F803);
        fate_scrap_cards(g, CARD_F816, CARD_F817);
        fate_add_cards(g, CARD_F818, CARD_F819);
    }
    for (int top; (top = faithful_stack_top(g)) >= 0;) {
        FAITHFUL_STACK(g)->n--;
        fate_add_to_court_deck(g, faithful_court_card(top));
    }
}

const card_def card_believer_resolution1 = {
    .card = CARD_F815,
    .short_name = "believer-resolution-1",
    .resolution = resolve,
    .resolution_act = 1,
};
