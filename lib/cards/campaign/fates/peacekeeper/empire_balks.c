/*
 * Empire Balks at Peace (ARCS-F1509, Edict 34; added to the rules booklet
 * by the Peacekeeper's Act III Setup, ARCS-F1507A step 3; cards.csv;
 * edict order: components.md §9.5).
 *
 * "If the Imperial Policy is War and the Peacekeeper is an Outlaw, the
 *  First Regent may flip 1 Ceasefire token to War in a cluster where the
 *  Empire controls at least 2 systems."                  -> EDICT (order 34)
 *   The Imperial Policy: the Govern edict on top (camp.govern_top). When
 *   both hold, the First Regent decides "card empire-balks-at-peace flip
 *   <cluster>" (a cluster at Peace whose systems in play the Empire
 *   controls 2 or more of) or "decline"; otherwise the edict logs why it
 *   does nothing.
 */
#include "peacekeeper.h"

enum { S_FLIP };
enum { POLICY_WAR = 0 }; /* camp.govern_top - 1 (lib/campaign/events.c) */

static unsigned flippable(const game_state *g) {
    unsigned m = 0;
    for (int k = 0; k < NUM_CLUSTERS; k++)
        if (cluster_at_peace(g, k) && cluster_systems(g, OWNER_EMPIRE, k, false) >= 2) m |= 1u << k;
    return m;
}

static void resolve(game_state *g, int card) {
    int pk = the_peacekeeper(g), fr = g->camp.first_regent;
    if (g->camp.govern_top != POLICY_WAR + 1 || pk < 0 || is_regent(g, pk) || fr == NO_PLAYER) {
        card_log(g, card, "the Imperial Policy is not War or the Peacekeeper is no Outlaw: nothing happens.");
        return;
    }
    if (!flippable(g)) {
        card_log(g, card, "the Empire controls 2 systems in no cluster at Peace: nothing happens.");
        return;
    }
    card_log(g, card, "Player %d, the First Regent, may flip a Ceasefire token to War.", fr + 1);
    push_card_frame(g, FR_CARD, fr, card, S_FLIP);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (unsigned m = flippable(g); m; m &= m - 1) add_card_move(out, f->player, f->card, S_FLIP, __builtin_ctz(m), 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) {
        card_log(g, card, "Player %d keeps the Peace.", m.player + 1);
        return;
    }
    card_log(g, card, "Player %d, the First Regent, flips Cluster %d to War.", m.player + 1, m.d + 1);
    ceasefire_flip(g, card, m.d, false);
}

static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_FLIP && card_frame_only(f, 0) && f->player == g->camp.first_regent;
}

static const card_step STEPS[] = {[S_FLIP] = {"flip", "L", "flip the Ceasefire token of %1 to War"}};

const card_def card_empire_balks_at_peace = {
    .card = CARD_F1509,
    .short_name = "empire-balks-at-peace",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .edict_order = 34,
    .edict = resolve,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
