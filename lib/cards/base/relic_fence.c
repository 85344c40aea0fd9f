/*
 * Relic Fence (BC24).
 *
 *   "Prelude: Once per turn, you may discard 1 resource to gain 1 Relic."
 *                                                  -> PRELUDE_MOVES
 *
 * The resource comes from the holder's resource slots and returns to the
 * supply at once (a discard, not a spend); then 1 Relic is gained from the
 * supply. Offered when a Relic can be gained (the supply has one, or the
 * discarded token is a Relic). Resources on a Cartel cannot be discarded for
 * it (faq.csv, Material Cartel: "... they cannot be discarded for Relic Fence
 * or be stolen."). Once per turn: g->cards.used_this_turn.
 *
 * Move: "card relic-fence discard-resource <slot>".
 */
#include "cards/hooks.h"

enum { S_DISCARD_RESOURCE };

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    if (card_used_this_turn(g, card)) return;
    for (int s = 0; s < RES_SLOTS_MAX; s++) {
        int r = g->pl[p].res[s] - 1;
        if (r >= 0 && r < NUM_RES && (g->res_supply[ARCS_RELIC] || r == ARCS_RELIC))
            add_card_move(out, p, card, S_DISCARD_RESOURCE, s, 0, 0);
    }
}

static void prelude_apply(game_state *g, arcs_move m) {
    int p = m.player, r = g->pl[p].res[m.d] - 1;
    card_mark_used(g, card_move_card(m));
    g->pl[p].res[m.d] = RES_EMPTY;
    g->res_supply[r]++;
    card_log(g, card_move_card(m), "Player %d discards %s to gain a Relic.", p + 1, resource_name(r));
    gain_resource(g, p, ARCS_RELIC);
}

static const card_step STEPS[] = {[S_DISCARD_RESOURCE] = {"discard-resource", "n"}};

const card_def card_relic_fence = {
    .card = CARD_BC24,
    .short_name = "relic-fence",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
};
