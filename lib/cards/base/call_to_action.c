/*
 * Call to Action (BC31, Vox).
 *
 *   "When Secured: Draw 1 action card from the bottom of the action discard
 *    pile. Discard Call to Action."                -> WHEN_SECURED
 *
 * Nothing is drawn from an empty pile. The card stays in the Court discard
 * pile. No decision (chance's, when the bottom of the pile is in shuffled
 * order in explicit-chance mode).
 */
#include "cards/hooks.h"

static void when_secured(game_state *g, int p, int card) {
    if (!g->action_discard_len) {
        card_log(g, card, "the action discard pile is empty: Player %d draws nothing.", p + 1);
        return;
    }
    card_log(g, card, "Player %d draws the bottom card of the action discard pile.", p + 1);
    draw_action_discard_bottom(g, p); /* in explicit-chance mode, chance decides it */
}

const card_def card_call_to_action = {
    .card = CARD_BC31,
    .short_name = "call-to-action",
    .when_secured = when_secured,
};
