/*
 * Magnate Act I Resolution (ARCS-F303; cards.csv), resolved at Intermission
 * A by the Magnate (lib/campaign/intermission.c):
 *   Completed: "1. Add the Elder Broker (04), Relic Fence (05), and Prison
 *   Wardens (06) to the Court deck. 2. Place the 5 Cartel cards (07-11)
 *   behind the Magnate's next Resolution card (21). 3. If Mining Interest
 *   (CC01) or Shipping Interest (CC04) are in the Court discard pile, add
 *   them to the Court deck." Intermission A comes before B scraps the
 *   discard pile (plan §4 item 1), so step 3 sees it. The Cartels stay out
 *   of play, unscrapped, for the Magnate's Act II Resolution.
 *   Failed: "1. Scrap the Elder Broker (04), Relic Fence (05), and Prison
 *   Wardens (06). 2. Add the 5 Cartel cards (07-11) to the Court deck."
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/magnate/monopolies.h"

static bool in_discard(const game_state *g, int card) {
    for (int i = 0; i < g->court_discard_len; i++)
        if (court_discard_pile(g)[i] == card) return true;
    return false;
}

/* Both Resolutions' "If Mining Interest (CC01) or Shipping Interest (CC04)
 * are in the Court discard pile, add them to the Court deck." */
void magnate_interests_to_court_deck(game_state *g) {
    static const int INTERESTS[] = {CARD_CC01, CARD_CC04};
    for (int i = 0; i < 2; i++)
        if (in_discard(g, INTERESTS[i])) fate_add_to_court_deck(g, INTERESTS[i]);
}

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)p, (void)card;
    if (completed) {
        fate_add_cards(g, CARD_F304, CARD_F306);
        glog(g, "The 5 Cartel cards wait behind %s.", card_table[CARD_F321].name);
        magnate_interests_to_court_deck(g);
        return;
    }
    fate_scrap_cards(g, CARD_F304, CARD_F306);
    fate_add_cards(g, CARD_F307, CARD_F311);
}

const card_def card_magnate_resolution1 = {
    .card = CARD_F303,
    .short_name = "magnate-resolution-1",
    .resolution = resolve,
    .resolution_act = 1,
};
