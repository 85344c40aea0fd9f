/*
 * Imperial Defectors (ARCS-F710, F711, Vox; Admiral, added to the Court
 * deck by the Act I Resolution's failed branch).
 *
 *   "Crisis: In the rolled cluster, replace all Imperial ships with ships
 *    of the Outlaw earliest in turn order. Bury this card."     -> CRISIS
 *
 * Turn order starts with the initiative holder. "Replace" (rules-structured
 * .yaml, Fine Print, "Replace"): the Imperial ship returns to the Imperial
 * supply and a ship of the Outlaw takes its place, damaged if it was
 * damaged. No Outlaw: nothing is replaced (our reading). The Outlaw's
 * supply short ("do the maximum possible", Fine Print): the Outlaw places
 * what the supply holds, choosing one Imperial ship at a time which to
 * replace (the others stay). Then the card is buried (its place refills;
 * attached to another Court card, it alone is buried).
 *
 *   "When Secured: You may discard this card or resolve the Crisis in a
 *    cluster of your choice."                            -> WHEN_SECURED
 *
 * The securer chooses a cluster with Imperial ships (while there is an
 * Outlaw: elsewhere the Crisis would do nothing but bury the card) or
 * "discard" (the card stays in the Court discard pile). Resolved, the
 * Crisis's "Bury this card" buries it from the discard pile.
 *
 * Moves: "card imperial-defectors resolve-in <cluster>", "card
 * imperial-defectors discard" (the securer); "card imperial-defectors
 * replace <system> <n>" (the Outlaw, short of ships: n 0 a fresh Imperial
 * ship, 1 a damaged one).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/hooks.h"

enum { S_RESOLVE, S_DISCARD, S_REPLACE, S_BURY_SECURED, S_BURY, S_BURY_ROW };

/* The Outlaw earliest in turn order from the initiative holder, or -1. */
static int first_outlaw(const game_state *g) {
    for (int i = 0; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players;
        if (!is_regent(g, p)) return p;
    }
    return -1;
}

static int imperial_in_cluster(const game_state *g, int k) {
    int n = 0;
    for (int s = k * 4; s < k * 4 + 4; s++) n += imperial_in(g, s);
    return n;
}

/* Replace the Imperial ship (damaged: 1) in s with one of p's. */
static void replace_one(game_state *g, int p, int s, int damaged) {
    g->camp.imperial[s][damaged]--;
    g->camp.imperial_supply++;
    g->pl[p].ships_supply--;
    if (damaged) g->sys[s].damaged[p]++;
    else g->sys[s].fresh[p]++;
}

/* The Crisis in cluster k: every Imperial ship at once when the Outlaw's
 * supply allows, else the Outlaw's choices (a frame above). */
static void resolve_in(game_state *g, int card, int k) {
    int p = first_outlaw(g), n = imperial_in_cluster(g, k);
    if (p < 0 || !n) {
        card_log(g, card, "no Imperial ship of cluster %d is replaced (%s).", k + 1, p < 0 ? "no Outlaw" : "none there");
        return;
    }
    if (n > g->pl[p].ships_supply) {
        card_log(g, card, "Player %d, the first Outlaw, has %d ship(s) for %d Imperial ships in cluster %d.", p + 1,
                 g->pl[p].ships_supply, n, k + 1);
        if (g->pl[p].ships_supply) push_card_frame(g, FR_CARD, p, card, S_REPLACE)->c = (uint8_t)k;
        return;
    }
    for (int s = k * 4; s < k * 4 + 4; s++)
        for (int d = 0; d < 2; d++)
            while (g->camp.imperial[s][d]) replace_one(g, p, s, d);
    card_log(g, card, "Player %d replaces the %d Imperial ships of cluster %d with their own.", p + 1, n, k + 1);
}

static void crisis(game_state *g, int card, int pos) {
    push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_BURY_ROW)->d = (uint8_t)pos;
    resolve_in(g, card, rolled_cluster(g));
}

static bool cluster_offered(const game_state *g, int k) { return first_outlaw(g) >= 0 && imperial_in_cluster(g, k); }

static void when_secured(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_RESOLVE); }

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_REPLACE) {
        for (int s = f->c * 4; s < f->c * 4 + 4; s++)
            for (int d = 0; d < 2; d++)
                if (g->camp.imperial[s][d]) add_card_move(out, p, f->card, S_REPLACE, s, d, 0);
        return;
    }
    for (int k = 0; k < NUM_CLUSTERS; k++)
        if (cluster_offered(g, k)) add_card_move(out, p, f->card, S_RESOLVE, k, 0, 0);
    add_card_move(out, p, f->card, S_DISCARD, 0, 0, 0);
}

/* The Steward's reprint (F118, F119): "You may resolve the Crisis in any
 * cluster. Bury or discard this card." Not resolving, the securer buries
 * or discards it (resolved, the Crisis's own "Bury this card" buries it). */
static void enumerate_bury_or_discard(const game_state *g, const frame *f, move_list *out) {
    enumerate(g, f, out);
    if (f->step == S_RESOLVE) add_card_move(out, f->player, f->card, S_BURY_SECURED, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int card = f->card, p = m.player;
    if (m.c == S_REPLACE) {
        replace_one(g, p, m.d, m.e);
        if (log_enabled(g)) {
            char name[16];
            card_log(g, card, "Player %d replaces a%s Imperial ship at %s with their own.", p + 1,
                     m.e ? " damaged" : " fresh", system_name(m.d, name));
        }
        if (!g->pl[p].ships_supply || !imperial_in_cluster(g, f->c)) pop_frame(g);
        return;
    }
    pop_frame(g);
    if (m.c == S_DISCARD) {
        card_log(g, card, "Player %d secured it and discards it.", p + 1);
        return;
    }
    if (m.c == S_BURY_SECURED) {
        card_log(g, card, "Player %d secured it and buries it.", p + 1);
        court_bury_discarded(g, card);
        return;
    }
    card_log(g, card, "Player %d secured it and resolves the Crisis in cluster %d.", p + 1, m.d + 1);
    push_card_frame(g, FR_CARD_AUTO, p, card, S_BURY);
    resolve_in(g, card, m.d);
}

static void step(game_state *g) {
    frame *f = top_frame(g);
    if (f->step == S_BURY) {
        card_bury_step(g);
        return;
    }
    int pos = f->d, card = f->card;
    pop_frame(g);
    if (g->court_row[pos] == card) court_bury_from_row(g, pos);
    else if (attach_remove(g, card)) court_bury(g, card); /* attached to the card at pos */
}

static const card_step STEPS[] = {
    [S_RESOLVE] = {"resolve-in", "L", "resolve the Crisis in %1"},
    [S_DISCARD] = {"discard", "", "discard this card"},
    [S_REPLACE] = {"replace", "sn", NULL},
    [S_BURY_SECURED] = {"bury", "", "bury this card"},
};

/* FRAME_CHECK: S_REPLACE: c the cluster; S_BURY_ROW (step): d the card's
 * Court place; S_RESOLVE, S_BURY: no data. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD && f->step == S_REPLACE) return card_frame_only(f, FB_C) && f->c < NUM_CLUSTERS;
    if (f->kind == FR_CARD_AUTO && f->step == S_BURY_ROW) return card_frame_only(f, FB_D) && f->d < g->court_row_len;
    return card_frame_only(f, 0) && ((f->kind == FR_CARD && f->step == S_RESOLVE) || (f->kind == FR_CARD_AUTO && f->step == S_BURY));
}

const card_def card_imperial_defectors = {
    .card = CARD_F710,
    .short_name = "imperial-defectors",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
    .step = step,
    .frame_ok = frame_ok,
};

/* F118, F119 (the Steward's Act II Resolution): the same Crisis and
 * replacing; the When Secured may also bury the card unresolved. */
const card_def card_imperial_defectors_bury = {
    .card = CARD_F118,
    .short_name = "imperial-defectors-bury",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate_bury_or_discard,
    .apply = apply,
    .step = step,
    .frame_ok = frame_ok,
};
