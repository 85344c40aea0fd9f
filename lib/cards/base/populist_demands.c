/*
 * Populist Demands (BC27, Vox).
 *
 *   "When Secured: You may declare any ambition. (An ambition marker must be
 *    Available.) Discard this card."                -> WHEN_SECURED
 *
 * The highest Available marker goes to the chosen box. The zero marker is
 * not placed: it belongs to declaring with the lead card ("Place the zero
 * marker onto the lead card", Base rulebook, "Declaring an Ambition"), and
 * this declaration uses no card of the player's (an interpretation: the
 * card is silent). Declaring triggers "When you declare" effects
 * (Farseers). The card stays in the Court discard pile.
 *
 * Moves: "card populist-demands declare <Ambition>", "decline".
 */
#include "cards/hooks.h"

enum { S_DECLARE };

static void when_secured(game_state *g, int p, int card) {
    if (!ambition_marker_available(g)) {
        card_log(g, card, "no ambition marker is Available: nothing to declare.");
        return;
    }
    push_card_frame(g, FR_CARD, p, card, S_DECLARE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    for (int a = 0; a < ARCS_AMBITION_COUNT; a++) add_card_move(out, f->player, f->card, S_DECLARE, a, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) {
        card_log(g, card, "Player %d declares nothing.", m.player + 1);
        return;
    }
    card_log(g, card, "Player %d declares %s.", m.player + 1, ambition_name(m.d));
    declare_ambition(g, m.player, m.d, false);
}

static const card_step STEPS[] = {[S_DECLARE] = {"declare", "A"}};

const card_def card_populist_demands = {
    .card = CARD_BC27,
    .short_name = "populist-demands",
    .steps = STEPS,
    .nsteps = 1,
    .when_secured = when_secured,
    .enumerate = enumerate,
    .apply = apply,
};
