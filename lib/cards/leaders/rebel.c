/*
 * Rebel (ARCS-LEAD05).
 *
 *   "Committed. In battle, you collect 2 extra dice."     -> COLLECT_DICE
 *   "Disorganized. You cannot move more than 2 ships at a time."
 *                                                          -> MOVE_LIMIT
 *
 * faq.csv, Rebel: "collecting these two dice is mandatory". The engine lets
 * every attacker collect up to its dice (lib/rules/battle.c); Committed
 * raises that bound by 2 (a lower bound is not enforced yet).
 */
#include "cards/hooks.h"

static int committed(const game_state *g, int p, int sys) {
    (void)g;
    (void)p;
    (void)sys;
    return 2;
}

const card_def card_rebel = {
    .card = CARD_LEAD05,
    .short_name = "rebel",
    .move_limit = 2,
    .extra_dice = committed,
    .min_dice = 2,
};
