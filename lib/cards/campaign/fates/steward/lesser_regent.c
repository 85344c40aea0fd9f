/*
 * Lesser Regent (ARCS-F110, ARCS-F111: two instances of one def; Guild,
 * Psionic; the Steward's Act I Resolution adds both to the Court deck when
 * the Steward failed. The Act III reprints F120-F121 keep their rows for
 * Act III.)
 *
 *   "Prelude: You may discard this to declare any ambition."
 *                                                 -> PRELUDE_MOVES
 *
 * "use" discards the card (to the Court discard pile, as any Prelude
 * discard); then, while an ambition marker is Available, the holder
 * declares any ambition (the highest Available marker goes to the chosen
 * box) or declines. faq.csv, Lesser Regent: "Can I discard this even if
 * there are no Available ambition markers? Yes. Any card that says you can
 * discard it to do something else can simply be discarded." - "use" is
 * always offered. The zero marker is not placed (no lead card is played
 * for this declaration: the reading of Populist Demands). A player holding
 * both uses each for itself (each is its own instance). The declaration
 * is Populist Demands' (declare_any_moves, declare_any_apply).
 *
 * Moves: "card lesser-regent use" (F111: "card lesser-regent@F111 use"),
 * "card lesser-regent declare <Ambition>", "decline".
 */
#include "cards/hooks.h"

enum { S_USE, S_DECLARE };

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    (void)g;
    add_card_move(out, p, card, S_USE, 0, 0, 0);
}

static void prelude_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_move_card(m);
    discard_held(g, p, card);
    bool avail = ambition_marker_available(g);
    card_log(g, card, "Player %d discards it to declare an ambition%s.", p + 1,
             avail ? "" : " (no ambition marker is Available)");
    if (avail) push_card_frame(g, FR_CARD, p, card, S_DECLARE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    declare_any_moves(g, f, S_DECLARE, out);
}

static const card_step STEPS[] = {
    [S_USE] = {"use", "", "Discard it to declare any ambition"},
    [S_DECLARE] = {"declare", "A", "Declare %1"},
};

const card_def card_lesser_regent = {
    .card = CARD_F110,
    .short_name = "lesser-regent",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
    .enumerate = enumerate,
    .apply = declare_any_apply,
};
