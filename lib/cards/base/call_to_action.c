/*
 * Call to Action (BC31, Vox).
 *
 *   "When Secured: Draw 1 action card from the bottom of the action discard
 *    pile. Discard Call to Action."                -> WHEN_SECURED
 *
 * Nothing is drawn from an empty pile. The card stays in the Court discard
 * pile. No decision.
 */
#include "cards/hooks.h"

static void when_secured(game_state *g, int p, int hook) {
    if (draw_discard_bottom(g, p)) card_log(g, hook, "Player %d draws the bottom card of the action discard pile.", p + 1);
    else card_log(g, hook, "the action discard pile is empty: Player %d draws nothing.", p + 1);
}

const card_def card_call_to_action = {
    .card = CARD_BC31,
    .short_name = "call-to-action",
    .when_secured = when_secured,
};
