/*
 * Advocate Act II Resolution (ARCS-F415; cards.csv), resolved at the Act II
 * Intermission (step A) by the Advocate:
 *   Completed: "1. Add Guild Fair (16) and the 5 Guildmaster cards (17-21)
 *   to the Court deck. 2. Scrap Guilds Withdraw (22)."
 *   Failed: "1. Scrap Guild Fair (16) and the 5 Guildmaster cards (17-21).
 *   2. Add Guilds Withdraw (22) to the Court deck. 3. Scrap Advocate's
 *   Demand (13) from the rules booklet."
 * The Act III cards added have no effect of their own yet (Act III).
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)p, (void)card;
    if (completed) {
        fate_add_cards(g, CARD_F416, CARD_F421);
        fate_scrap(g, CARD_F422);
        return;
    }
    fate_scrap_cards(g, CARD_F416, CARD_F421);
    fate_add_to_court_deck(g, CARD_F422);
    fate_scrap(g, CARD_F413);
}

const card_def card_advocate_resolution2 = {
    .card = CARD_F415,
    .short_name = "advocate-resolution-2",
    .resolution = resolve,
    .resolution_act = 2,
};
