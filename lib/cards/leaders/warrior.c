/*
 * Warrior (ARCS-LEAD06).
 *
 *   "Tactical. When you Copy or Pivot to battle, you may move before or
 *    after you battle. (You may do this even if you spent a Weapon to let
 *    you battle.)"                                    -> COPY_PIVOT_ACTION
 *   "Violent. When you're scoring Empath, gain no Power for second place,
 *    and gain Power for second place if you get first place. (Don't get
 *    bonus city Power.)"                                     -> SCORE_PLACE
 *
 * Taking Battle with a pip of a Copied or Pivoted card (a Weapon spent to
 * let the pips battle included), the Warrior chooses "card warrior
 * move-before", "card warrior move-after" or "decline"; the Move is a
 * standard Move (its decisions follow), Catapult included. faq.csv,
 * Warrior: the move and the battle may use different ships; the Tactical
 * move may be a Catapult move; after moving, a legal Battle must remain, so
 * the Move before battling offers only choices that leave one
 * (move_keep_battle_begin: "move-before" is offered when such a Move
 * exists). faq.csv, Warrior Q3: the Battle action is offered to a Copied or
 * Pivoted pip when a battle is legal, or when such a Move would make one
 * legal (into a Rival's system), with only "move-before" then.
 * "move-after" (and "decline") need a battle legal before moving, and a
 * Move possible; after the battle the Warrior moves if they still can.
 */
#include "cards/hooks.h"

enum { S_BEFORE, S_AFTER, S_THEN_BATTLE, S_THEN_MOVE };

/* The Battle (just begun by the action) gives way to the choice; moving
 * first, the Move must leave a Battle possible. */
static const before_after TACTICAL = {
    .action = ARCS_ACT_BATTLE,
    .other = ARCS_ACT_MOVE,
    .s_before = S_BEFORE,
    .s_after = S_AFTER,
    .s_then_action = S_THEN_BATTLE,
    .s_then_other = S_THEN_MOVE,
    .log = "Player %d moves %s battling.",
    .withdraw = battle_withdraw,
    .other_first_possible = move_keep_battle_possible,
    .other_first_begin = move_keep_battle_begin,
};

static void tactical(game_state *g, int p, int card, int action) { before_after_offer(g, p, card, action, &TACTICAL); }

static void enumerate(const game_state *g, const frame *f, move_list *out) { before_after_moves(g, f, &TACTICAL, out); }

static void apply(game_state *g, arcs_move m) { before_after_apply(g, m, &TACTICAL); }

/* FR_CARD_AUTO: the second action of the pair. */
static void next_action(game_state *g) {
    if (top_frame(g)->step == S_THEN_BATTLE) g->ll.move_flags = 0; /* the Move is over */
    before_after_next(g, &TACTICAL);
}

static const card_step STEPS[] = {[S_BEFORE] = {"move-before", "", "move before battling (Tactical)"},
                                  [S_AFTER] = {"move-after", "", "move after battling (Tactical)"}};

const card_def card_warrior = {
    .card = CARD_LEAD06,
    .short_name = "warrior",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .second_for_first = ARCS_EMPATH + 1,
    .copy_pivot_action = tactical,
    .pair = &TACTICAL,
    .enumerate = enumerate,
    .apply = apply,
    .step = next_action,
};
