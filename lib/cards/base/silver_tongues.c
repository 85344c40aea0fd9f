/*
 * Silver-Tongues (BC20).
 *
 *   "Prelude: You may discard this to steal a Guild card or resource."
 *                                                  -> PRELUDE_MOVES
 *
 * After "use" (the card goes to the Court discard pile) the holder steals
 * one resource from a Rival's resource slots or one Guild card from a
 * Rival's play area, or declines. Steals respect the cards that forbid them
 * (card point STEAL_CHECK: Sworn Guardians); resources on a Cartel are not
 * stealable. faq.csv, Silver-Tongues: "Can I discard this even if I cannot
 * steal anything? Yes." - "use" is always offered.
 *
 * Moves: "card silver-tongues use", "card silver-tongues steal-resource p<q>
 * <slot>", "card silver-tongues steal-card p<q> <card>", "decline".
 */
#include "cards/hooks.h"

enum { S_USE, S_STEAL_RESOURCE, S_STEAL_CARD, S_CHOOSE };

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    (void)g;
    add_card_move(out, p, card, S_USE, 0, 0, 0);
}

static void options(const game_state *g, int p, int card, move_list *out) {
    steal_resource_moves(g, p, card, S_STEAL_RESOURCE, (1u << NUM_RES) - 1, out);
    steal_card_moves(g, p, card, S_STEAL_CARD, out);
}

static void prelude_apply(game_state *g, arcs_move m) {
    int p = m.player;
    discard_held(g, p, card_move_card(m));
    move_list opts;
    opts.n = 0;
    options(g, p, card_move_card(m), &opts);
    card_log(g, card_move_card(m), "Player %d discards it to steal%s.", p + 1, opts.n ? "" : " (nothing can be stolen)");
    if (opts.n) push_card_frame(g, FR_CARD, p, card_move_card(m), S_CHOOSE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    options(g, f->player, f->card, out);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card, p = m.player;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) return;
    if (m.c == S_STEAL_CARD) {
        char stolen[48];
        card_text_name(card_move_card_arg(m), stolen, sizeof stolen);
        card_log(g, card, "Player %d steals %s from Player %d.", p + 1, stolen, m.d + 1);
        steal_card(g, p, m.d, card_move_card_arg(m));
    } else {
        card_log(g, card, "Player %d steals a resource from Player %d.", p + 1, m.d + 1);
        card_steal_resource(g, p, m.d, m.e);
    }
}

static const card_step STEPS[] = {
    [S_USE] = {"use", ""},
    [S_STEAL_RESOURCE] = {"steal-resource", "pR"},
    [S_STEAL_CARD] = {"steal-card", "pK"},
};

const card_def card_silver_tongues = {
    .card = CARD_BC20,
    .short_name = "silver-tongues",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
    .enumerate = enumerate,
    .apply = apply,
};
