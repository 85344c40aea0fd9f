/*
 * Galactic Bards (BC25).
 *
 *   "When you Surpass or Pivot, before taking any actions, you may declare
 *    the ambition on your played card if an ambition has not been declared
 *    yet this round. Do not place the zero marker."   -> BEFORE_ACTIONS
 *
 * After a Surpass or Pivot the holder may declare what their played card
 * allows (the "2"-"6" cards their own ambition, a "7" any: faq.csv, Galactic
 * Bards: "For '7' action cards, you may declare any ambition."; a "1" none),
 * while a marker is Available and nobody declared this round (by any means).
 * faq.csv, Galactic Bards: "In what order do you choose to seize the
 * initiative and declare an ambition? Either order." - the Bards decision
 * comes above the seize decision and offers "seize-first", which lets the
 * seize decision be taken first; the Bards decision follows it.
 * Declaring this way triggers "When you declare" effects (Farseers).
 *
 * Moves: "card galactic-bards declare <Ambition>", "card galactic-bards
 * seize-first", "decline".
 */
#include "cards/hooks.h"

enum { S_DECLARE, S_SEIZE_FIRST };

static unsigned allowed(const game_state *g, int p) {
    if (g->cards.declared_this_round || !cards_may_declare(g, p)) return 0;
    return declarable_ambitions(g, g->played[p]) & ~cards_undeclarable(g, p);
}

static void before_actions(game_state *g, int p, int card) {
    if (allowed(g, p)) push_card_frame(g, FR_CARD, p, card, S_DECLARE);
}

/* The seize decision lies just below, and the order was not chosen yet. */
static bool seize_below(const game_state *g, const frame *f) {
    int i = (int)(f - g->stack);
    return f->e == 0 && i > 0 && g->stack[i - 1].kind == FR_SEIZE && g->stack[i - 1].player == f->player;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    unsigned mask = allowed(g, f->player);
    for (int a = 0; a < ARCS_AMBITION_COUNT; a++)
        if ((mask >> a) & 1u) add_card_move(out, f->player, f->card, S_DECLARE, a, 0, 0);
    if (seize_below(g, f)) add_card_move(out, f->player, f->card, S_SEIZE_FIRST, 0, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_choice_taken(g, m);
    if (card < 0) return;
    if (m.c == S_SEIZE_FIRST) {
        /* Swap the two decisions: seize (or not) first, then the Bards. */
        pop_frame(g); /* FR_SEIZE */
        frame *b = push_card_frame(g, FR_CARD, p, card, S_DECLARE);
        b->e = 1;
        push_frame(g, FR_SEIZE, p);
        return;
    }
    card_log(g, card, "Player %d declares %s with their played card, without the zero marker.", p + 1,
             ambition_name(m.d));
    declare_ambition(g, p, m.d, false);
}

static const card_step STEPS[] = {[S_DECLARE] = {"declare", "A"}, [S_SEIZE_FIRST] = {"seize-first", ""}};

/* FRAME_CHECK: S_DECLARE: e = the order chosen. */
static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    if (f->kind == FR_CARD && f->step == S_DECLARE) return card_frame_only(f, FB_E) && f->e <= 1;
    return card_frame_only(f, 0);
}

const card_def card_galactic_bards = {
    .card = CARD_BC25,
    .short_name = "galactic-bards",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .before_actions = before_actions,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
