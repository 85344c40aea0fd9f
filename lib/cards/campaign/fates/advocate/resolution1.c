/*
 * Advocate Act I Resolution (ARCS-F404; cards.csv), resolved at
 * Intermission A by the Advocate (lib/campaign/intermission.c):
 *   Completed: "1. Add your Guild Overseers (03), the 5 Liaison cards
 *   (05-09), and Diplomatic Fiasco (10) to the Court deck. 2. Scrap Guild
 *   Struggle (11)."
 *   Failed: "1. Add your Guild Overseers (03) to the Court deck. 2. For
 *   each Guild card suit that you have more of than each Rival, add the
 *   matching Liaison card (05-09) to the Court deck. Scrap the remaining
 *   Liaison cards. 3. Scrap Diplomatic Fiasco (10). 4. Add Guild Struggle
 *   (11) to the Court deck."
 * Step 2 counts Guild cards by suit after step 1 (Guild Overseers gone);
 * "more than each Rival": strictly more than every Rival.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static int suit_count(const game_state *g, int p, int suit) {
    int n = 0;
    for (int i = 0; i < g->pl[p].guild_count; i++) n += card_table[g->pl[p].guild[i]].suit == suit;
    return n;
}

static bool most_of(const game_state *g, int p, int suit) {
    int mine = suit_count(g, p, suit);
    for (int q = 0; q < g->num_players; q++)
        if (q != p && suit_count(g, q, suit) >= mine) return false;
    return mine > 0;
}

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)card;
    fate_add_to_court_deck(g, CARD_F403);
    if (completed) {
        fate_add_cards(g, CARD_F405, CARD_F410);
        fate_scrap(g, CARD_F411);
        return;
    }
    /* The Liaisons, one per suit (card table: Material, Fuel, Weapon,
     * Relic, Psionic). */
    for (int c = CARD_F405; c <= CARD_F409; c++) {
        if (most_of(g, p, card_table[c].suit)) fate_add_to_court_deck(g, c);
        else fate_scrap(g, c);
    }
    fate_scrap(g, CARD_F410);
    fate_add_to_court_deck(g, CARD_F411);
}

const card_def card_advocate_resolution1 = {
    .card = CARD_F404,
    .short_name = "advocate-resolution-1",
    .resolution = resolve,
    .resolution_act = 1,
};
