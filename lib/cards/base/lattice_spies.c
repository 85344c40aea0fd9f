/*
 * Lattice Spies (BC16).
 *
 *   "Prelude: Before any other actions, you may discard this to seize the
 *    initiative. (You can't seize the initiative if you have it or if it's
 *    already seized this round!)"                  -> PRELUDE_MOVES
 *
 * Offered while the turn player has taken no action this turn (no resource
 * spent, no Prelude ability used, no pip spent: g->cards.turn_acted).
 * faq.csv, Lattice Spies: "Can I discard this even if I cannot seize? Yes.
 * Any card that says you can discard it to do something else can simply be
 * discarded." - the "discard" move is always offered, "seize" only when p
 * can seize.
 *
 * Moves: "card lattice-spies seize", "card lattice-spies discard".
 */
#include "cards/hooks.h"

enum { S_SEIZE };

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    if (g->cards.turn_acted) return;
    if (can_seize_initiative(g, p)) add_card_move(out, p, card, S_SEIZE, 0, 0, 0);
    discard_move(p, card, out);
}

static void prelude_apply(game_state *g, arcs_move m) {
    discard_held(g, m.player, card_move_card(m));
    seize_initiative(g, m.player);
    card_log(g, card_move_card(m), "Player %d discards it and seizes the initiative.", m.player + 1);
}

static const card_step STEPS[] = {[S_SEIZE] = {"seize", ""}};

const card_def card_lattice_spies = {
    .card = CARD_BC16,
    .short_name = "lattice-spies",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
};
