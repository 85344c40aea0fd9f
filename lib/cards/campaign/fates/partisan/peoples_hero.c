/*
 * People's Hero (ARCS-F617, Lore; Partisan, Act II): in the holder's play
 * area (Partisan Act II Setup).
 *
 *   "When you declare an ambition, you may clear 1 Outrage you have as long
 *    as you have more Guild cards of the Outrage type than each Rival."
 *                                                  -> DECLARE_AMBITION
 *
 * After any declaration (with the lead card, Galactic Bards, Populist
 * Demands...), a decision: one of the holder's Outrage types for which
 * they hold more Guild cards of that suit than every Rival (each Rival,
 * strictly), or decline. Clearing it: the slot is uncovered and its agent
 * returns to the holder's supply (a placeholder owes none). Then "Burnish
 * Your Image" (Partisan Act II Objective, act2.c) advances.
 *
 * Moves: "card peoples-hero clear <Resource>", "decline".
 */
#include "campaign/fates.h"
#include "partisan.h"

enum { S_CLEAR };

static int guilds_of(const game_state *g, int p, int r) {
    int n = 0;
    for (int i = 0; i < g->pl[p].guild_count; i++) n += card_table[g->pl[p].guild[i]].suit == r;
    return n;
}

/* The Outrage types p may clear (bit per type). */
static unsigned clearable(const game_state *g, int p) {
    unsigned mask = 0;
    for (int r = 0; r < NUM_RES; r++) {
        if (!((g->pl[p].outrage >> r) & 1u)) continue;
        int mine = guilds_of(g, p, r);
        bool most = true;
        for (int q = 0; q < g->num_players; q++)
            if (q != p && guilds_of(g, q, r) >= mine) most = false;
        if (most) mask |= 1u << r;
    }
    return mask;
}

static void after_declare(game_state *g, int p, int card) {
    if (clearable(g, p)) push_card_frame(g, FR_CARD, p, card, S_CLEAR);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    unsigned mask = clearable(g, f->player);
    for (int r = 0; r < NUM_RES; r++)
        if ((mask >> r) & 1u) add_card_move(out, f->player, f->card, S_CLEAR, r, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) return;
    partisan_clear_one_outrage(g, p, m.d);
    card_log(g, card, "Player %d clears their %s Outrage.", p + 1, resource_name(m.d));
    partisan_burnish(g, p);
}

static const card_step STEPS[] = {[S_CLEAR] = {"clear", "r", "Clear your %1 Outrage"}};

const card_def card_peoples_hero = {
    .card = CARD_F617,
    .short_name = "peoples-hero",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .after_declare = after_declare,
    .enumerate = enumerate,
    .apply = apply,
};
