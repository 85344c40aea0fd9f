/*
 * Gatekeepers (BC08).
 *
 *   "When you battle in a gate, you may collect 2 more dice."  -> COLLECT_DICE
 *   "Prelude: You may discard this to place 1 ship in each gate (unless out
 *    of play)."                                                -> PRELUDE_MOVES
 *
 * The 2 dice raise the most dice the attacker may collect (one per attacking
 * ship, plus 2; still at most 6 of a type); collecting fewer is always
 * allowed, so "may" needs no decision of its own. It modifies the standard
 * Battle only, not new actions replacing it (Base rulebook, "Modifiers").
 * With fewer ships in supply than gates, the player chooses which gates get
 * one ("do the maximum possible", Fine Print).
 *
 * Moves: "card gatekeepers place-gates", "card gatekeepers discard",
 *        then possibly "card gatekeepers place-ship 3-gate".
 */
#include "cards/hooks.h"

enum { S_PLACE_GATES };

static int extra_dice(const game_state *g, int p, int sys) {
    (void)g;
    (void)p;
    return sys_is_gate(sys) ? 2 : 0;
}

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    (void)g;
    add_card_move(out, p, card, S_PLACE_GATES, 0, 0, 0);
    discard_move(p, card, out);
}

static void prelude_apply(game_state *g, arcs_move m) {
    int p = m.player;
    discard_held(g, p, card_move_card(m));
    uint32_t gates = 0;
    for (int c = 0; c < NUM_CLUSTERS; c++)
        if (sys_in_play(g, c * 4 + SYS_GATE)) gates |= 1u << (c * 4 + SYS_GATE);
    /* Campaign: the map centre while a gate in play (faq.csv "Passages & The
     * Twisted Passage": 7 ships; those for gates with a Passage token go to
     * the centre, place_ships). */
    if (map_centre_in_play(g)) gates |= 1u << NUM_SYSTEMS;
    card_log(g, card_move_card(m), "Player %d discards it to place a ship in each gate.", p + 1);
    place_ship_in_each(g, p, card_move_card(m), gates);
}

static const card_step STEPS[] = {[S_PLACE_GATES] = {"place-gates", ""}};

const card_def card_gatekeepers = {
    .card = CARD_BC08,
    .short_name = "gatekeepers",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
    .extra_dice = extra_dice,
};
