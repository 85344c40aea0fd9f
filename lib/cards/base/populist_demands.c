/*
 * Populist Demands (BC27, Vox; campaign reprint CC11).
 *
 *   "When Secured: You may declare any ambition. (An ambition marker must be
 *    Available.) Discard this card."                -> WHEN_SECURED
 *   CC11: "... Bury this card." and
 *   "Crisis: Return the declared ambition marker of highest Power to
 *    Available Ambitions."                          -> CRISIS
 *
 * The highest Available marker goes to the chosen box. The zero marker is
 * not placed: it belongs to declaring with the lead card ("Place the zero
 * marker onto the lead card", Base rulebook, "Declaring an Ambition"), and
 * this declaration uses no card of the player's (an interpretation: the
 * card is silent). Declaring triggers "When you declare" effects
 * (Farseers). BC27 stays in the Court discard pile; CC11 is then buried.
 * The Crisis: the declared marker whose first-place value is highest (the
 * markers' values never tie); nothing if none is declared; the card stays.
 *
 * Moves: "card populist-demands declare <Ambition>" (CC11:
 * "card populist-demands@CC11 declare <Ambition>"), "decline".
 */
#include "cards/hooks.h"

enum { S_DECLARE, S_BURY };

static void when_secured(game_state *g, int p, int card) {
    if (card == CARD_CC11) push_card_frame(g, FR_CARD_AUTO, p, card, S_BURY);
    if (!ambition_marker_available(g)) {
        card_log(g, card, "no ambition marker is Available: nothing to declare.");
        return;
    }
    push_card_frame(g, FR_CARD, p, card, S_DECLARE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    declare_any_moves(g, f, S_DECLARE, out);
}

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

static const card_step STEPS[] = {[S_DECLARE] = {"declare", "A"}};

const card_def card_populist_demands = {
    .card = CARD_BC27,
    .short_name = "populist-demands",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = declare_any_apply,
    .step = card_bury_step, /* S_BURY (CC11): "Bury this card." */
};
