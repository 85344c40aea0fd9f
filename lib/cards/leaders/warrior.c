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
 * exists). The Battle action itself is offered as usual, when a battle is
 * possible before moving. "move-after" is offered while a Move is possible;
 * after the battle the Warrior moves if they still can.
 */
#include "cards/hooks.h"

enum { S_BEFORE, S_AFTER, S_THEN_BATTLE, S_THEN_MOVE };

/* The Battle (just begun by the action) gives way to the choice. */
static void tactical(game_state *g, int p, int card, int action) {
    if (action != ARCS_ACT_BATTLE || !action_possible(g, p, ARCS_ACT_MOVE)) return;
    battle_withdraw(g);
    push_card_frame(g, FR_CARD, p, card, S_BEFORE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (move_keep_battle_possible(g, f->player)) add_card_move(out, f->player, f->card, S_BEFORE, 0, 0, 0);
    add_card_move(out, f->player, f->card, S_AFTER, 0, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) {
        battle_begin(g, p);
        return;
    }
    bool before = m.c == S_BEFORE;
    card_log(g, card, "Player %d moves %s battling.", p + 1, before ? "before" : "after");
    push_card_frame(g, FR_CARD_AUTO, p, card, before ? S_THEN_BATTLE : S_THEN_MOVE);
    if (before) move_keep_battle_begin(g, p);
    else battle_begin(g, p);
}

/* FR_CARD_AUTO: the second action of the pair. */
static void next_action(game_state *g) {
    int p = top_frame(g)->player, step = top_frame(g)->step;
    pop_frame(g);
    if (step == S_THEN_BATTLE) {
        g->ll.move_flags = 0; /* the Move is over */
        if (battle_possible(g, p)) battle_begin(g, p);
    } else if (action_possible(g, p, ARCS_ACT_MOVE)) {
        action_begin(g, p, ARCS_ACT_MOVE);
    }
}

static const card_step STEPS[] = {[S_BEFORE] = {"move-before", "", "move before battling (Tactical)"},
                                  [S_AFTER] = {"move-after", "", "move after battling (Tactical)"}};

const card_def card_warrior = {
    .card = CARD_LEAD06,
    .short_name = "warrior",
    .steps = STEPS,
    .nsteps = 2,
    .second_for_first = ARCS_EMPATH + 1,
    .copy_pivot_action = tactical,
    .enumerate = enumerate,
    .apply = apply,
    .step = next_action,
};
