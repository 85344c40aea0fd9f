/*
 * Blight Looms (ARCS-CC15, Vox; campaign Court).
 *
 *   "Crisis: Repair all Blight in the rolled cluster. Place 1 damaged
 *    Blight at each planet of the rolled symbol with no Blight. Bury this
 *    card."                                                 -> CRISIS
 *
 * The rolled cluster is the number die's; the planets of the rolled symbol
 * are those of the event die's symbol in every cluster (Crises, "Event &
 * Number Dice"). With the Blight supply empty, a Blight comes from the
 * player with the most Blight Trophies (The Blight, "Empty Supply"; a tie
 * goes to the first of them in turn order from the initiative holder, our
 * reading), or none is placed if nobody has one.
 *
 *   "When Secured: You may destroy all damaged Blight in a cluster with
 *    Loyal pieces. Bury this card."                 -> WHEN_SECURED
 *
 * The securer takes the destroyed Blight as Trophies (The Blight, "Harming
 * & Trophies": "Take Blight that you destroy as Trophies").
 *
 * Moves: "card blight-looms destroy <cluster>", "decline".
 */
#include "campaign/campaign.h"
#include "cards/hooks.h"

enum { S_DESTROY, S_BURY };

/* Damaged Blight in cluster k, if p has a Loyal piece there; else 0. */
static int destroyable(const game_state *g, int p, int k) {
    int blight = 0;
    bool loyal = false;
    for (int s = k * 4; s < k * 4 + 4; s++) {
        blight += g->camp.blight[s][1];
        loyal |= has_loyal_piece(g, p, s);
    }
    return loyal ? blight : 0;
}

static void when_secured(game_state *g, int p, int card) {
    push_card_frame(g, FR_CARD_AUTO, p, card, S_BURY);
    for (int k = 0; k < NUM_CLUSTERS; k++)
        if (destroyable(g, p, k)) {
            push_card_frame(g, FR_CARD, p, card, S_DESTROY);
            return;
        }
    card_log(g, card, "no cluster with Player %d's pieces has damaged Blight.", p + 1);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int k = 0; k < NUM_CLUSTERS; k++)
        if (destroyable(g, f->player, k)) add_card_move(out, f->player, f->card, S_DESTROY, k, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card, p = m.player, n = 0;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) return;
    for (int s = m.d * 4; s < m.d * 4 + 4; s++) {
        n += g->camp.blight[s][1];
        g->camp.blight[s][1] = 0;
    }
    g->camp.trophy_blight[p] = (uint8_t)(g->camp.trophy_blight[p] + n);
    card_log(g, card, "Player %d destroys %d damaged Blight in cluster %d (Trophies).", p + 1, n, m.d + 1);
    if (n) campaign_event(g, EVT_TROPHY_TAKEN, p, TROPHY_EV_BLIGHT, n);
    blight_harmed_event(g, p, true, n);
}

static bool take_blight(game_state *g) {
    campaign_state *c = &g->camp;
    if (c->blight_supply) {
        c->blight_supply--;
        return true;
    }
    int best = -1;
    for (int i = 0; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players;
        if (c->trophy_blight[p] && (best < 0 || c->trophy_blight[p] > c->trophy_blight[best])) best = p;
    }
    if (best < 0) return false;
    c->trophy_blight[best]--;
    return true;
}

static void crisis(game_state *g, int card, int pos) {
    campaign_state *c = &g->camp;
    int cluster = rolled_cluster(g), repaired = 0, placed = 0;
    for (int k = 0; k < 4; k++) {
        int s = cluster * 4 + k;
        repaired += c->blight[s][1];
        c->blight[s][0] = (uint8_t)(c->blight[s][0] + c->blight[s][1]);
        c->blight[s][1] = 0;
    }
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (of_rolled_symbol(g, s) && !blight_in(g, s) && take_blight(g)) {
            c->blight[s][1]++;
            placed++;
        }
    card_log(g, card, "%d Blight repaired in cluster %d; %d damaged Blight placed.", repaired, cluster + 1, placed);
    court_bury_from_row(g, pos);
}

static const card_step STEPS[] = {[S_DESTROY] = {"destroy", "L"}};

const card_def card_blight_looms = {
    .card = CARD_CC15,
    .short_name = "blight-looms",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
    .step = card_bury_step, /* S_BURY: "Bury this card." */
};
