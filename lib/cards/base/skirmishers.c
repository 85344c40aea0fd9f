/*
 * Skirmishers (BC13).
 *
 *   "After you roll in battle, you may reroll a number of skirmish dice up to
 *    your total Weapon icons from resources and cards."   -> AFTER_ROLL
 *   "Prelude: You may discard this to place 3 ships in a system you control."
 *                                                          -> PRELUDE_MOVES
 *
 * After the roll, before any result is resolved, the attacker chooses how
 * many of the rolled skirmish dice showing a blank and how many showing a
 * hit to reroll (the two kinds of skirmish face, docs/components.md §4),
 * at most their Weapon icons in all, or declines. The reroll happens once
 * (faq.csv, Skirmishers: "Can I reroll this multiple times? No, only once.").
 * A modifier of the standard Battle only (Base rulebook, "Modifiers").
 *
 * Moves: "card skirmishers reroll <blanks> <hits>", "decline".
 */
#include "cards/hooks.h"

enum { S_REROLL };

/* Skirmish dice rolled, split by face: blank (faces 1-3) or hit (faces 4-6). */
static void skirmish_faces(const game_state *g, int *blank, int *hit) {
    *blank = *hit = 0;
    for (int i = 0; i < g->battle.nfaces; i++) {
        int t = g->battle.faces[i] / 6, face = g->battle.faces[i] % 6;
        if (t != DIE_SKIRMISH) continue;
        if (face < 3) ++*blank;
        else ++*hit;
    }
}

static void after_roll(game_state *g, int p, int card) {
    int blank, hit;
    skirmish_faces(g, &blank, &hit);
    if (blank + hit == 0 || weapon_icons(g, p) == 0) return;
    push_card_frame(g, FR_CARD, p, card, S_REROLL);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int blank, hit, w = weapon_icons(g, f->player);
    skirmish_faces(g, &blank, &hit);
    for (int b = 0; b <= blank; b++)
        for (int h = 0; h <= hit; h++)
            if (b + h >= 1 && b + h <= w) add_card_move(out, f->player, f->card, S_REROLL, b, h, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m);
    if (card < 0) return;
    uint32_t mask = 0;
    int b = m.d, h = m.e;
    for (int i = 0; i < g->battle.nfaces; i++) {
        int t = g->battle.faces[i] / 6, face = g->battle.faces[i] % 6;
        if (t != DIE_SKIRMISH) continue;
        if (face < 3 && b > 0) {
            mask |= 1u << i;
            b--;
        } else if (face >= 3 && h > 0) {
            mask |= 1u << i;
            h--;
        }
    }
    card_log(g, card, "Player %d rerolls %d blank and %d hit skirmish dice.", m.player + 1, m.d, m.e);
    battle_reroll(g, mask);
}

static const card_step STEPS[] = {[S_REROLL] = {"reroll", "nn"}};

const card_def card_skirmishers = {
    .card = CARD_BC13,
    .short_name = "skirmishers",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .prelude_moves = three_ships_moves,
    .after_roll = after_roll,
    .enumerate = enumerate,
    .apply = apply,
};
