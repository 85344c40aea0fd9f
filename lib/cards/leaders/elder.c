/*
 * Elder (ARCS-LEAD01).
 *
 *   "Beloved. After defending in battle, you may influence if the attacker
 *    took any Trophies. Rivals cannot Ransack the Court when they battle
 *    you."                                     -> AFTER_BATTLE, BATTLE_GUARD
 *   "Just. When you're scoring Tyrant, gain no Power for second place, and
 *    gain Power for second place if you get first place. (Don't get bonus
 *    city Power.)"                                           -> SCORE_PLACE
 *
 * The influence is the standard Influence (its Court place is the next
 * decision). Moves: "card elder influence", "decline".
 */
#include "cards/hooks.h"

enum { S_INFLUENCE };

static void beloved(game_state *g, int p, int card) {
    if (action_possible(g, p, ARCS_ACT_INFLUENCE)) push_card_frame(g, FR_CARD, p, card, S_INFLUENCE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    add_card_move(out, f->player, f->card, S_INFLUENCE, 0, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m);
    if (card < 0) return;
    card_log(g, card, "the attacker took Trophies: Player %d influences.", m.player + 1);
    action_begin(g, m.player, ARCS_ACT_INFLUENCE);
}

static const card_step STEPS[] = {[S_INFLUENCE] = {"influence", "", "influence after defending (Beloved)"}};

const card_def card_elder = {
    .card = CARD_LEAD01,
    .short_name = "elder",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .second_for_first = ARCS_TYRANT + 1,
    .stops_ransack = true,
    .after_defending = beloved,
    .enumerate = enumerate,
    .apply = apply,
};
