/*
 * The Advocate's Act III: the Setup and Objective sides of the Act III
 * objective card.
 *
 * ARCS-F423A, Advocate Act III Setup: "Gain Guild Loyalty (24). Add Guild
 * Supremacy to the rules booklet (25). Explain it to everyone. As a
 * reminder, place the second copy of Guild Supremacy (26) near the
 * ambition boxes. Flip this card over."               -> FATE_SETUP
 * No choice in it. The reminder copy (F426) is no effect source: it only
 * reminds of the law (guild_supremacy.c), so it is logged, not placed in
 * the state.
 *
 * ARCS-F423B, Advocate Act III Objective, "Consolidate Guild Supremacy"
 * (two grand ambitions, scored at the end of each Act III chapter by
 * lib/campaign/act_setup.c):     -> GRAND_AMBITIONS
 *   1. "Have more different suits of Guild cards than the current
 *      Chapter." The suits of the Advocate's held Guild cards (lore is no
 *      Guild card; Protected ones count), strictly more than the chapter
 *      number being scored.
 *   2. "Guild cards make up more than half of the Court." "The second
 *      grand ambition counts attached cards. For example, if the Court has
 *      the Imperial Council, 3 cards, and 2 attached cards, this grand
 *      ambition requires 4 Guild cards." Every card in the Court row (the
 *      Imperial Council included while it lies there) and every card
 *      attached to one; strictly more than half of them are Guild cards.
 */
#include "advocate.h"
#include "campaign/fates.h"

static void setup(game_state *g, int p, int card) {
    fate_gain_card(g, p, CARD_F424);
    booklet_add(g, CARD_F425);
    card_log(g, card, "Guild Supremacy is added to the rules booklet: when scoring, Guild cards count twice.");
    card_log(g, card, "The second copy of Guild Supremacy is placed near the ambition boxes as a reminder.");
}

const card_def card_advocate_setup3 = {
    .card = CARD_F423A,
    .short_name = "advocate-setup-3",
    .fate_setup = setup,
};

/* Guild cards and all cards in the Court (row and attached). */
static bool guild_majority(const game_state *g) {
    int all = 0, guild = 0;
    for (int pos = 0; pos < g->court_row_len && pos < COURT_ROW_MAX; pos++) {
        int cards[1 + ATTACHED_MAX] = {g->court_row[pos]};
        for (int k = 0; k < ATTACHED_MAX; k++) cards[1 + k] = g->camp.attached[pos][k];
        for (int k = 0; k < 1 + ATTACHED_MAX; k++) {
            if (cards[k] == NO_COURT_CARD) continue;
            all++;
            guild += card_table[cards[k]].kind == CK_GUILD;
        }
    }
    return 2 * guild > all;
}

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)card;
    int mask = 0;
    if (__builtin_popcount(advocate_guild_suits(g, p)) > g->chapter) mask |= 1;
    if (guild_majority(g)) mask |= 2;
    return mask;
}

const card_def card_advocate_objective3 = {
    .card = CARD_F423B,
    .short_name = "advocate-objective-3",
    .grand_ambitions = grand_ambitions,
};
