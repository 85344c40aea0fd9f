/*
 * Populist Demands (ARCS-CC11, Vox; campaign Court).
 *
 *   "Crisis: Return the declared ambition marker of highest Power to
 *    Available Ambitions."                                  -> CRISIS
 *
 * "Highest Power": the marker whose first-place value is highest (the
 * markers' values never tie). Nothing happens if no ambition is declared.
 * The card stays in the Court.
 *
 * Not yet: its When Secured ("You may declare any ambition ... Bury this
 * card."); secured, it goes to the Court discard pile.
 */
#include "cards/hooks.h"

static void crisis(game_state *g, int card, int pos) {
    (void)pos;
    int best = -1;
    for (int m = 0; m < 3; m++)
        if (g->marker_box[m] != 0xFF && (best < 0 || marker_first(g, m) > marker_first(g, best))) best = m;
    if (best < 0) {
        card_log(g, card, "no ambition is declared.");
        return;
    }
    card_log(g, card, "the %s marker (%d/%d) returns to the Available Ambitions.", ambition_name(g->marker_box[best]),
             marker_first(g, best), marker_second(g, best));
    g->marker_box[best] = 0xFF;
}

const card_def card_populist_demands_cc = {
    .card = CARD_CC11,
    .short_name = "populist-demands-cc",
    .crisis = crisis,
};
