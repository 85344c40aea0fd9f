/*
 * Seeker Torpedoes (ARCS-L14).
 *
 *   "When attacking in battle, after rolling dice, you may reroll up to 1
 *    assault die for each fresh Loyal attacking ship."     -> AFTER_ROLL
 *
 * faq.csv, Seeker Torpedoes: only once. The attacker chooses which rolled
 * assault dice to reroll (a set of at most as many dice as they have fresh
 * ships in the battle system; dice showing the same face are alike, so
 * only the first ones of each face are offered), or declines.
 *
 * Moves: "card seeker-torpedoes reroll <set>" (bit i: assault die i),
 * "decline".
 */
#include "campaign/flagship.h"
#include "cards/hooks.h"

enum { S_REROLL };

/* Campaign, "Ship Improvements." (yaml "Cards & Flagships"): an attacking
 * Flagship is a fresh Loyal attacking ship. */
static int fresh_attackers(const game_state *g, int p) {
    return g->sys[g->battle.system].fresh[p] + flagship_in_battle(g, p);
}

static void after_roll(game_state *g, int p, int card) {
    if (g->battle.dice[DIE_ASSAULT] && fresh_attackers(g, p)) push_card_frame(g, FR_CARD, p, card, S_REROLL);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    assault_reroll_moves(g, f->player, f->card, S_REROLL, fresh_attackers(g, f->player), out);
}

static void apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m);
    if (card < 0) return;
    card_log(g, card, "Player %d rerolls %d assault dice.", m.player + 1, __builtin_popcount(m.d));
    battle_reroll(g, m.d);
}

static const card_step STEPS[] = {[S_REROLL] = {"reroll", "M", "reroll %d1"}};

const card_def card_seeker_torpedoes = {
    .card = CARD_L14,
    .short_name = "seeker-torpedoes",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .after_roll = after_roll,
    .enumerate = enumerate,
    .apply = apply,
};
