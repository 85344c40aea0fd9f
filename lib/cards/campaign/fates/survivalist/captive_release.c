/*
 * Captive Release (ARCS-F1805, Edict 85: docs/components.md §9.5; the
 * rules booklet from the Survivalist's Act III Setup, ARCS-F1801A step 4).
 *
 *   "In turn order, each player with more Power than the Survivalist does
 *    this:
 *    If the Survivalist has any Captives that are Loyal to you, you may
 *    choose a Bunker that you control.
 *    The Survivalist must either return all of those Captives or Provoke
 *    Outrage of that Bunker's planet type."                     -> EDICT
 *   From the initiative holder on (turn order), each player q with more
 *   Power than the Survivalist, whose agents the Survivalist holds as
 *   Captives, and who controls (player_controls: a card effect) a system
 *   with a Bunker, chooses "card captive-release choose <system>" or
 *   "decline". The Survivalist then chooses "card captive-release
 *   return" (all of q's agents they hold go back to q) or "card
 *   captive-release outrage" (Provoke Outrage of the planet's type). Those
 *   players are found when the edict resolves: nothing in it changes Power,
 *   control or another player's Captives. Without a Survivalist in the
 *   game, nothing happens.
 */
#include "survivalist.h"

enum { S_CHOOSE, S_RETURN, S_OUTRAGE };

/* Systems with a Bunker that q controls. */
static uint32_t bunkers_controlled(const game_state *g, int q) {
    uint32_t m = 0;
    for (uint32_t b = bunker_systems(g); b; b &= b - 1)
        if (player_controls(g, q, __builtin_ctz(b))) m |= b & -b;
    return m;
}

static bool may_choose(const game_state *g, int q, int s) {
    return q != s && g->pl[q].power > g->pl[s].power && g->pl[s].captives[q] && bunkers_controlled(g, q);
}

static void resolve(game_state *g, int card) {
    int s = survivalist_of(g), n = g->num_players;
    if (s < 0) {
        card_log(g, card, "no Survivalist is in the game.");
        return;
    }
    int count = 0;
    /* Pushed in reverse turn order: decided in turn order. */
    for (int k = n - 1; k >= 0; k--) {
        int q = (g->initiative + k) % n;
        if (!may_choose(g, q, s)) continue;
        push_card_frame(g, FR_CARD, q, card, S_CHOOSE);
        count++;
    }
    card_log(g, card, "%d player%s with more Power than the Survivalist may choose a Bunker.", count,
             count == 1 ? "" : "s");
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_CHOOSE) {
        for (uint32_t m = bunkers_controlled(g, p); m; m &= m - 1)
            add_card_move(out, p, f->card, S_CHOOSE, __builtin_ctz(m), 0, 0);
        add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
        return;
    }
    add_card_move(out, p, f->card, S_RETURN, 0, 0, 0);
    add_card_move(out, p, f->card, S_OUTRAGE, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int card = f->card;
    char name[16];
    if (f->step == S_CHOOSE) {
        pop_frame(g);
        if (m.kind == ARCS_MOVE_DECLINE) {
            card_log(g, card, "Player %d chooses no Bunker.", m.player + 1);
            return;
        }
        if (log_enabled(g)) system_name(m.d, name);
        card_log(g, card, "Player %d chooses the Bunker at %s.", m.player + 1, name);
        frame *a = push_card_frame(g, FR_CARD, survivalist_of(g), card, S_RETURN);
        a->d = (uint8_t)m.player;
        a->e = (uint8_t)m.d;
        return;
    }
    int q = f->d, sys = f->e, p = m.player;
    pop_frame(g);
    if (m.c == S_RETURN) {
        int k = g->pl[p].captives[q];
        for (; g->pl[p].captives[q]; g->pl[p].captives[q]--) return_agent(g, q);
        card_log(g, card, "Player %d returns %d Captive%s to Player %d.", p + 1, k, k == 1 ? "" : "s", q + 1);
    } else {
        card_log(g, card, "Player %d Provokes Outrage of %s for the Bunker.", p + 1, resource_name(planet_type(sys)));
        provoke_outrage(g, p, planet_type(sys));
    }
}

/* FRAME_CHECK: S_CHOOSE keeps no data, its player may choose; the
 * Survivalist's answer: d the player who chose, e the Bunker's system. */
static bool frame_ok(const game_state *g, const frame *f) {
    int s = survivalist_of(g);
    if (f->kind != FR_CARD || s < 0) return false;
    if (f->step == S_CHOOSE) return card_frame_only(f, 0) && card_frame_player_ok(g, f->player) && may_choose(g, f->player, s);
    return f->step == S_RETURN && card_frame_only(f, FB_D | FB_E) && f->player == s && card_frame_rival_ok(g, f, f->d) &&
           g->pl[s].captives[f->d] && card_frame_system_ok(g, f->e) && bunker_at(g, f->e);
}

static const card_step STEPS[] = {
    [S_CHOOSE] = {"choose", "s", "choose the Bunker at %1"},
    [S_RETURN] = {"return", "", "return all of that player's Captives"},
    [S_OUTRAGE] = {"outrage", "", "Provoke Outrage of the Bunker's planet type"},
};

const card_def card_captive_release = {
    .card = CARD_F1805,
    .short_name = "captive-release",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .edict_order = 85,
    .edict = resolve,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
