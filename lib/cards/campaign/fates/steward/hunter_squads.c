/*
 * Hunter Squads (ARCS-F107; Guild, Weapon; the Steward's Act I Resolution
 * adds it to the Court deck when the Steward completed the objective).
 *
 *   "When attacking an Outlaw in battle, you may reroll assault dice up to
 *    your total Weapons resources and cards."        -> AFTER_ROLL
 *   faq.csv, Hunter Squads: "Can I reroll this multiple times? No, only
 *   once." After the attacker's roll, when the defender is an Outlaw (a
 *   player who is not a Regent), the holder chooses a set of rolled
 *   assault dice, at most as many as their Weapons: Weapon resources in
 *   their slots and on their cards, the Imperial Trust's Weapons when they
 *   are the First Regent ("Counting": everything in your play area, tiles
 *   included), and their Weapon Guild cards (this one too); or declines.
 *   Dice showing one face are alike: only the first of each face are
 *   offered (assault_reroll_moves).
 *
 *   "Prelude: You may discard this to place 3 ships in a system you
 *    control."                                       -> PRELUDE_MOVES
 *   The common Prelude steps (three_ships_moves: "place-ships" while the
 *   holder controls a system, "discard").
 *
 * Moves: "card hunter-squads reroll <set>" (bit i: assault die i),
 * "decline"; "card hunter-squads place-ships", "card hunter-squads discard".
 */
#include "cards/hooks.h"

enum { S_REROLL };

/* p's total Weapons resources and cards. */
static int weapons_total(const game_state *g, int p) {
    const player_state *pl = &g->pl[p];
    int n = resources_held(pl, ARCS_WEAPON) + cards_resources_held(g, p, 1u << ARCS_WEAPON);
    if (g->camp.n_card_res) n += card_res_held(g, p, 1u << ARCS_WEAPON);
    if (p == g->camp.first_regent) n += g->camp.trust[ARCS_WEAPON];
    for (int i = 0; i < pl->guild_count; i++) {
        const card_info *c = &card_table[pl->guild[i]];
        n += c->kind == CK_GUILD && c->suit == ARCS_WEAPON;
    }
    return n;
}

static void after_roll(game_state *g, int p, int card) {
    int d = g->battle.defender;
    if (d >= g->num_players || is_regent_player(g, d) || !g->battle.dice[DIE_ASSAULT] || !weapons_total(g, p)) return;
    push_card_frame(g, FR_CARD, p, card, S_REROLL);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    assault_reroll_moves(g, f->player, f->card, S_REROLL, weapons_total(g, f->player), out);
}

static void apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m);
    if (card < 0) return;
    card_log(g, card, "Player %d hunts an Outlaw: rerolls %d assault dice.", m.player + 1, __builtin_popcount(m.d));
    battle_reroll(g, m.d);
}

static const card_step STEPS[] = {[S_REROLL] = {"reroll", "M", "reroll %d1"}};

const card_def card_hunter_squads = {
    .card = CARD_F107,
    .short_name = "hunter-squads",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .after_roll = after_roll,
    .prelude_moves = three_ships_moves,
    .enumerate = enumerate,
    .apply = apply,
};
