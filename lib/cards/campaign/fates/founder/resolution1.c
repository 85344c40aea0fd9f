/*
 * Founder Act I Resolution (ARCS-F203; cards.csv), resolved at Intermission
 * A by the Founder (lib/campaign/intermission.c):
 *   Completed: "1. Gain Book of Liberation (04). 2. Add the 3 Political
 *   Intrigue cards (05-07) to the Court deck. 3. Place the 2 Construction
 *   Union (08-09) and 2 Admin Union cards (10-11) behind the Founder's next
 *   Resolution card (22)." They stay out of play, unscrapped, for the
 *   Founder's Act II Resolution.
 *   Failed: "1. Scrap the Book of Liberation (04) and 3 Political Intrigue
 *   cards (05-07). 2. Add the 2 Construction Union (08-09) and 2 Admin
 *   Union cards (10-11) to the Court deck."
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)card;
    if (completed) {
        fate_gain_card(g, p, CARD_F204);
        fate_add_cards(g, CARD_F205, CARD_F207);
        glog(g, "The Construction and Admin Unions wait behind %s.", card_table[CARD_F222].name);
        return;
    }
    fate_scrap_cards(g, CARD_F204, CARD_F207);
    fate_add_cards(g, CARD_F208, CARD_F211);
}

const card_def card_founder_resolution1 = {
    .card = CARD_F203,
    .short_name = "founder-resolution-1",
    .resolution = resolve,
    .resolution_act = 1,
};
