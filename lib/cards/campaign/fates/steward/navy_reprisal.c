/*
 * Navy Reprisal (ARCS-F115, Vox; the Steward's Act II Resolution adds it
 * to the Court deck when the Steward completed).
 *
 *   "Crisis: Each Imperial ship hits 1 ship of each Outlaw in its system,
 *    fresh ships first. Bury this card."                     -> CRISIS
 *   In every system, each Outlaw with ships there takes as many hits as
 *   the system has Imperial ships (fresh and damaged), fresh ships first
 *   (a fresh ship is damaged, a damaged one destroyed; the Flagship as in
 *   every Crisis: crisis_hit_loyal_ships); then the card is buried (the
 *   agents on it return, its place refills).
 *
 *   "When Secured: You may resolve the Crisis in one cluster you choose,
 *    or you may hit all Imperial ships in a cluster you choose. Bury this
 *    card."                                             -> WHEN_SECURED
 *   A decision: "reprisal <cluster>" (the Crisis in that cluster only),
 *   "hit-imperial <cluster>" (each Imperial ship there takes 1 hit: fresh
 *   damaged, damaged destroyed, back to the Imperial supply), "decline";
 *   offered where it changes something. Then the card is buried. Either
 *   is the securer's harm (EVT_HARM); the Crisis is nobody's.
 *
 * Moves: "card navy-reprisal reprisal cluster-<n>", "card navy-reprisal
 * hit-imperial cluster-<n>", "decline".
 */
#include "campaign/flagship.h"
#include "steward.h"

enum { S_REPRISAL, S_HIT_IMPERIAL, S_BURY };

static int imperial_count(const game_state *g, int s) { return g->camp.imperial[s][0] + g->camp.imperial[s][1]; }

static bool has_ships(const game_state *g, int q, int s) {
    return g->sys[s].fresh[q] + g->sys[s].damaged[q] > 0 || flagship_system(g, q) == s;
}

/* Does Outlaw q take hits in s (Imperial ships and q's ships there)? */
static bool reprisal_hits(const game_state *g, int q, int s, unsigned clusters) {
    return sys_in_play(g, s) && imperial_count(g, s) && ((clusters >> sys_cluster(s)) & 1u) && !is_regent(g, q) &&
           has_ships(g, q, s);
}

static bool reprisal_any(const game_state *g, unsigned clusters) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int q = 0; q < g->num_players; q++)
            if (reprisal_hits(g, q, s, clusters)) return true;
    return false;
}

/* The Crisis in the systems of `clusters` (bit per cluster); p: whose
 * effect it is (NO_PLAYER: the Crisis). */
static void reprisal(game_state *g, unsigned clusters, int p) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int q = 0; q < g->num_players; q++) {
            if (!reprisal_hits(g, q, s, clusters)) continue;
            if (p != NO_PLAYER) harm_event(g, p, q, s);
            crisis_hit_loyal_ships(g, q, s, imperial_count(g, s), NULL);
        }
}

static void crisis(game_state *g, int card, int pos) {
    card_log(g, card, "each Imperial ship hits 1 ship of each Outlaw in its system.");
    reprisal(g, 0x3F, NO_PLAYER);
    if (g->court_row[pos] == card) court_bury_from_row(g, pos);
    else if (attach_remove(g, card)) court_bury(g, card);
}

static unsigned imperial_clusters(const game_state *g) {
    unsigned k = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && imperial_count(g, s)) k |= 1u << sys_cluster(s);
    return k;
}

static void when_secured(game_state *g, int p, int card) {
    push_card_frame(g, FR_CARD_AUTO, p, card, S_BURY);
    push_card_frame(g, FR_CARD, p, card, S_REPRISAL);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    unsigned imp = imperial_clusters(g);
    for (int k = 0; k < NUM_CLUSTERS; k++)
        if (reprisal_any(g, 1u << k))
            add_card_move(out, f->player, f->card, S_REPRISAL, k, 0, 0);
    for (int k = 0; k < NUM_CLUSTERS; k++)
        if ((imp >> k) & 1u) add_card_move(out, f->player, f->card, S_HIT_IMPERIAL, k, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_choice_taken(g, m);
    if (card < 0) return;
    if (m.c == S_REPRISAL) {
        card_log(g, card, "Player %d resolves the Crisis in cluster %d.", p + 1, m.d + 1);
        reprisal(g, 1u << m.d, p);
        return;
    }
    card_log(g, card, "Player %d hits all Imperial ships in cluster %d.", p + 1, m.d + 1);
    for (int s = m.d * 4; s < m.d * 4 + 4; s++) {
        uint8_t *imp = g->camp.imperial[s];
        if (!imp[0] && !imp[1]) continue;
        harm_event(g, p, OWNER_EMPIRE, s);
        g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply + imp[1]);
        imp[1] = imp[0];
        imp[0] = 0;
    }
}

static const card_step STEPS[] = {
    [S_REPRISAL] = {"reprisal", "L", "resolve the Crisis in %1"},
    [S_HIT_IMPERIAL] = {"hit-imperial", "L", "hit all Imperial ships in %1"},
    [S_BURY] = {"bury", "", NULL},
};

/* FRAME_CHECK: no data; the decision (S_REPRISAL) and the bury after it
 * (S_BURY, automatic). */
static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    if (f->kind == FR_CARD_AUTO) return f->step == S_BURY && card_frame_only(f, 0);
    return f->kind == FR_CARD && f->step == S_REPRISAL && card_frame_only(f, 0);
}

const card_def card_navy_reprisal = {
    .card = CARD_F115,
    .short_name = "navy-reprisal",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
    .step = card_bury_step,
    .frame_ok = frame_ok,
};
