/*
 * The Partisan's Act II (ARCS-FATE06): the Setup and Objective sides of the
 * Act II objective card.
 *
 * ARCS-F615A, Partisan Act II Setup:
 *   "1. Add Partisan Seizing (16) to the rules booklet. Explain it to
 *    everyone. 2. As a reminder, tuck your copy of Partisan Seizing (04)
 *    under the map near the card play area, so only its title shows.
 *    3. Gain People's Hero (17). Flip this card over."  -> FATE_SETUP
 * "(04)" is the Act I card ARCS-F603 (cards.csv numbers it 03 elsewhere;
 * our reading). Tucked under the map it is out of the play area and has
 * no effect: its "Scrap this and clear all your Outrage if you're not the
 * Partisan" no longer acts (faq.csv, Partisan Seizing: "the relevant card
 * is tucked outside your play area"); it leaves the cards in play (as the
 * old objective cards do at Act II & III Setup F). The law ARCS-F616
 * replaces it for everyone (partisan_seizing.c).
 *
 * ARCS-F615B, Partisan Act II Objective (starting space 18 / 14 / 12):
 *   "Show Your Leadership: Advance 1 each time you play an action card
 *    while you have the initiative."   -> PLAYED_CARD
 *   "Burnish Your Image: When you return Outrage using People's Hero,
 *    advance 1 for each Guild card you have."  -> partisan_burnish, called
 *    by People's Hero (peoples_hero.c)
 * Show Your Leadership: any play (Lead, Surpass, Pivot, Copy, an Event
 * card: "a new kind of action card", Campaign rulebook, "Event Cards");
 * the initiative is the holder's when the card is played (a seize that
 * the play brings comes after: our reading). The card discarded face down
 * to seize is not played.
 */
#include "campaign/fates.h"
#include "partisan.h"

static void setup(game_state *g, int p, int card) {
    booklet_add(g, CARD_F616);
    card_log(g, card, "Partisan Seizing is added to the rules booklet: it applies to everyone.");
    if (play_area_remove(g, p, CARD_F603)) {
        g->camp.fate_cards_added--;
        card_log(g, card, "Player %d tucks their Partisan Seizing under the map as a reminder.", p + 1);
    }
    fate_gain_card(g, p, CARD_F617);
}

const card_def card_partisan_setup2 = {
    .card = CARD_F615A,
    .short_name = "partisan-setup-2",
    .fate_setup = setup,
};

static void played_card(game_state *g, int p, int card, int c, int how) {
    (void)c, (void)how;
    if (g->initiative != p) return;
    card_log(g, card, "Show Your Leadership: Player %d plays an action card with the initiative.", p + 1);
    objective_advance(g, p, 1, card);
}

const card_def card_partisan_objective2 = {
    .card = CARD_F615B,
    .short_name = "partisan-objective-2",
    .played_card = played_card,
};

void partisan_burnish(game_state *g, int p) {
    const ll_state *ll = &g->ll;
    for (int i = 0; i < ll->play_area_len[p]; i++)
        if (ll->play_area[p][i] == CARD_F615B) {
            int n = g->pl[p].guild_count;
            card_log(g, CARD_F615B, "Burnish Your Image: Player %d returns Outrage with %d Guild card%s.", p + 1, n,
                     n == 1 ? "" : "s");
            objective_advance(g, p, n, CARD_F615B);
            return;
        }
}
