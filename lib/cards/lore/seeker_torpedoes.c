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
#include "cards/hooks.h"

enum { S_REROLL };

static int fresh_attackers(const game_state *g, int p) { return g->sys[g->battle.system].fresh[p]; }

/* Is the set canonical: for each face, the dice chosen are the first ones
 * showing it? */
static bool canonical(const game_state *g, unsigned set) {
    const battle_state *b = &g->battle;
    for (int i = 0; i < b->dice[DIE_ASSAULT]; i++)
        for (int j = 0; j < i; j++)
            if (b->faces[j] == b->faces[i] && ((set >> i) & 1u) && !((set >> j) & 1u)) return false;
    return true;
}

static void after_roll(game_state *g, int p, int card) {
    if (g->battle.dice[DIE_ASSAULT] && fresh_attackers(g, p)) push_card_frame(g, FR_CARD, p, card, S_REROLL);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int n = g->battle.dice[DIE_ASSAULT], most = fresh_attackers(g, f->player);
    for (unsigned set = 1; set < (1u << n); set++)
        if (__builtin_popcount(set) <= most && canonical(g, set)) add_card_move(out, f->player, f->card, S_REROLL, (int)set, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
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
