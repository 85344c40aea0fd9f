/*
 * Steward Act I Resolution (ARCS-F104; cards.csv), resolved at Intermission
 * A by the Steward (lib/campaign/intermission.c):
 *   Completed: "1. Add Council Intrigue (05), Tax Collectors (06), and
 *   Hunter Squads (07) to the Court deck. 2. Add Imperial Protectors (08)
 *   to the rules booklet. Explain it to everyone. Scrap Empire Falls (09)
 *   and 2 Lesser Regents (10-11)."
 *   Failed: "1. Scrap Council Intrigue (05), Tax Collectors (06), Hunter
 *   Squads (07), and Imperial Protectors (08). 2. Add Empire Falls (09) and
 *   2 Lesser Regents (10-11) to the Court deck. 3. Add Dealmakers (03) to
 *   the Court deck." (Dealmakers leaves the Steward's Guild cards.)
 * The added cards' Act II effects come with the Steward's Act II.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)p, (void)card;
    if (completed) {
        fate_add_cards(g, CARD_F105, CARD_F107);
        booklet_add(g, CARD_F108);
        glog(g, "%s joins the rules booklet.", card_table[CARD_F108].name);
        fate_scrap_cards(g, CARD_F109, CARD_F111);
        return;
    }
    fate_scrap_cards(g, CARD_F105, CARD_F108);
    fate_add_cards(g, CARD_F109, CARD_F111);
    fate_add_to_court_deck(g, CARD_F103);
}

const card_def card_steward_resolution1 = {
    .card = CARD_F104,
    .short_name = "steward-resolution-1",
    .resolution = resolve,
    .resolution_act = 1,
};
