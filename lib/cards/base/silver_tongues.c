/*
 * Silver-Tongues (BC20).
 *
 *   "Prelude: You may discard this to steal a Guild card or resource."
 *                                                  -> PRELUDE_MOVES
 *
 * After "use" (the card goes to the Court discard pile) the holder steals
 * one resource from a Rival's resource slots or one Guild card from a
 * Rival's play area, or declines. Steals respect the cards that forbid them
 * (hook point STEAL_CHECK: Sworn Guardians); resources on a Cartel are not
 * stealable. faq.csv, Silver-Tongues: "Can I discard this even if I cannot
 * steal anything? Yes." - "use" is always offered.
 *
 * Moves: "card silver-tongues use", "card silver-tongues steal-resource p<q>
 * <slot>", "card silver-tongues steal-card p<q> <card>", "decline".
 */
#include "cards/hooks.h"

enum { S_USE, S_STEAL_RESOURCE, S_STEAL_CARD, S_CHOOSE };

static void prelude_moves(const game_state *g, int p, int hook, move_list *out) {
    (void)g;
    add_move(out, ARCS_MOVE_CARD, p, hook, S_USE, 0, 0);
}

static void options(const game_state *g, int p, int hook, move_list *out) {
    steal_resource_moves(g, p, hook, S_STEAL_RESOURCE, (1u << NUM_RES) - 1, out);
    steal_card_moves(g, p, hook, S_STEAL_CARD, out);
}

static void prelude_apply(game_state *g, arcs_move m) {
    int p = m.player;
    discard_held(g, p, CARD_BC20);
    move_list opts;
    opts.n = 0;
    options(g, p, m.a, &opts);
    card_log(g, m.a, "Player %d discards it to steal%s.", p + 1, opts.n ? "" : " (nothing can be stolen)");
    if (opts.n) push_card_frame(g, FR_CARD, p, m.a, S_CHOOSE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    options(g, f->player, f->a, out);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int hook = top_frame(g)->a, p = m.player;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) return;
    if (m.b == S_STEAL_CARD) {
        card_log(g, hook, "Player %d steals %s from Player %d.", p + 1, card_short_name(m.d), m.c + 1);
        steal_card_by_hook(g, p, m.c, m.d);
    } else {
        card_log(g, hook, "Player %d steals a resource from Player %d.", p + 1, m.c + 1);
        steal_resource(g, p, m.c, m.d);
    }
}

static const card_step STEPS[] = {
    [S_USE] = {"use", ""},
    [S_STEAL_RESOURCE] = {"steal-resource", "pn"},
    [S_STEAL_CARD] = {"steal-card", "pK"},
};

const card_def card_silver_tongues = {
    .card = CARD_BC20,
    .short_name = "silver-tongues",
    .steps = STEPS,
    .nsteps = 3,
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
    .enumerate = enumerate,
    .apply = apply,
};
