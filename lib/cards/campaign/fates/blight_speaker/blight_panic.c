/*
 * Blight Panic (ARCS-F1310, Vox; the Blight Speaker's Act II Resolution,
 * ARCS-F1303, adds it to the Court deck when failed; cards.csv).
 *
 *   "Crisis: In turn order, each player must return 1 Loyal agent from the
 *    Court for each Blight at a Loyal building or Flagship. Bury this
 *    card."                                                     -> CRISIS
 *   Turn order from the initiative holder. A player owes 1 agent per Blight
 *   piece (fresh or damaged) in the systems holding their city, starport
 *   or Flagship (each system counted once). Owing at least all their
 *   agents in the Court, all return; else each agent returned is their
 *   move "card blight-panic return <place>" (any Court place holding one
 *   of theirs, the Crisis's own card too while it is there). Then the card
 *   is buried (court_bury_from_row: its agents return, the place refills).
 *
 *   "When Secured: Destroy all damaged Blight in a cluster with Loyal
 *    pieces, taking them as Trophies. Bury this card."   -> WHEN_SECURED
 *   A must: the securer names a cluster holding a Loyal piece of theirs
 *   ("card blight-panic destroy <cluster>"; only clusters with damaged
 *   Blight are offered: any other destroys nothing); none, nothing
 *   happens. The Blight destroyed are the securer's Trophies (The Blight,
 *   "Harming & Trophies"). Then the card, in the Court discard pile, is
 *   buried.
 */
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "cards/hooks.h"

enum { S_NEXT, S_RETURN, S_DESTROY, S_BURY };
static const card_step STEPS[] = {
    [S_NEXT] = {"next", "", NULL},
    [S_RETURN] = {"return", "n", "return an agent from the Court card in place %#1"},
    [S_DESTROY] = {"destroy", "L", "destroy all damaged Blight in %1"},
    [S_BURY] = {"bury", "", NULL},
};

/* Blight at p's Loyal buildings or Flagship: each such system once. */
static int blight_owed(const game_state *g, int p) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        bool loyal = flagship_system(g, p) == s;
        for (int i = 0; i < BUILDING_SLOTS_MAX && !loyal; i++)
            loyal = (g->sys[s].bld[i] & BLD_OCCUPIED) && (int)BLD_OWNER(g->sys[s].bld[i]) == p;
        if (loyal) n += blight_in(g, s);
    }
    return n;
}

static int agents_in_court(const game_state *g, int p) {
    int n = 0;
    for (int pos = 0; pos < g->court_row_len; pos++) n += g->court_agents[pos][p];
    return n;
}

static void return_from(game_state *g, int p, int pos) {
    g->court_agents[pos][p]--;
    return_agent(g, p);
}

static void crisis(game_state *g, int card, int pos) {
    push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_NEXT)->d = (uint8_t)pos;
}

/* FR_CARD_AUTO S_NEXT: c = players done, d = this card's row place. */
static void next_step(game_state *g) {
    frame *f = top_frame(g);
    int card = f->card;
    while (f->c < g->num_players) {
        int p = (g->initiative + f->c++) % g->num_players;
        int owed = blight_owed(g, p), have = agents_in_court(g, p);
        if (!owed) continue;
        if (owed >= have) {
            card_log(g, card, "Player %d owes %d agent(s) for the Blight at their Loyal buildings or Flagship and returns all %d of theirs from the Court.",
                     p + 1, owed, have);
            for (int pos = 0; pos < g->court_row_len; pos++)
                while (g->court_agents[pos][p]) return_from(g, p, pos);
            continue;
        }
        card_log(g, card, "Player %d owes %d agent(s) for the Blight at their Loyal buildings or Flagship, returned from the Court one by one.", p + 1, owed);
        push_card_frame(g, FR_CARD, p, card, S_RETURN)->c = (uint8_t)owed;
        return;
    }
    int pos = f->d;
    pop_frame(g);
    court_bury_from_row(g, pos);
}

/* ---- When Secured ---- */

static bool loyal_in_cluster(const game_state *g, int p, int k) {
    for (int s = k * 4; s < k * 4 + 4; s++)
        if (has_loyal_piece(g, p, s)) return true;
    return false;
}

static int damaged_in_cluster(const game_state *g, int k) {
    int n = 0;
    for (int s = k * 4; s < k * 4 + 4; s++) n += g->camp.blight[s][1];
    return n;
}

static void when_secured(game_state *g, int p, int card) {
    push_card_frame(g, FR_CARD_AUTO, p, card, S_BURY);
    for (int k = 0; k < NUM_CLUSTERS; k++)
        if (loyal_in_cluster(g, p, k) && damaged_in_cluster(g, k)) {
            push_card_frame(g, FR_CARD, p, card, S_DESTROY);
            return;
        }
    card_log(g, card, "no cluster with Player %d's pieces has damaged Blight.", p + 1);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_RETURN) {
        for (int pos = 0; pos < g->court_row_len; pos++)
            if (g->court_agents[pos][p]) add_card_move(out, p, f->card, S_RETURN, pos, 0, 0);
        return;
    }
    for (int k = 0; k < NUM_CLUSTERS; k++)
        if (loyal_in_cluster(g, p, k) && damaged_in_cluster(g, k)) add_card_move(out, p, f->card, S_DESTROY, k, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = m.player, card = f->card;
    if (m.c == S_RETURN) {
        return_from(g, p, m.d);
        card_log(g, card, "Player %d returns an agent from Court place %d.", p + 1, m.d + 1);
        if (!--f->c) pop_frame(g);
        return;
    }
    pop_frame(g);
    int n = 0;
    for (int s = m.d * 4; s < m.d * 4 + 4; s++) {
        n += g->camp.blight[s][1];
        g->camp.blight[s][1] = 0;
    }
    g->camp.trophy_blight[p] = (uint8_t)(g->camp.trophy_blight[p] + n);
    card_log(g, card, "Player %d destroys all %d damaged Blight of cluster %d, taking them as Trophies.", p + 1, n, m.d + 1);
    campaign_event(g, EVT_TROPHY_TAKEN, p, TROPHY_EV_BLIGHT, n);
    blight_harmed_event(g, p, true, n);
}

static void step(game_state *g) {
    if (top_frame(g)->step == S_BURY) card_bury_step(g);
    else next_step(g);
}

/* FRAME_CHECK: S_NEXT (auto): c players done, d the card's Court place;
 * S_RETURN: c agents still owed (fewer than the player's in the Court);
 * S_DESTROY: no data; S_BURY (auto): no data. */
static bool frame_ok(const game_state *g, const frame *f) {
    switch (f->step) {
    case S_NEXT:
        return f->kind == FR_CARD_AUTO && card_frame_only(f, FB_C | FB_D) && f->c <= g->num_players &&
               f->d < g->court_row_len;
    case S_RETURN:
        return f->kind == FR_CARD && card_frame_only(f, FB_C) && f->c >= 1 && f->c < 1 + agents_in_court(g, f->player);
    case S_DESTROY: return f->kind == FR_CARD && card_frame_only(f, 0);
    case S_BURY: return f->kind == FR_CARD_AUTO && card_frame_only(f, 0);
    default: return false;
    }
}

const card_def card_blight_panic = {
    .card = CARD_F1310,
    .short_name = "blight-panic",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .crisis = crisis,
    .when_secured = when_secured,
    .enumerate = enumerate,
    .apply = apply,
    .step = step,
    .frame_ok = frame_ok,
};
