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
 * Not yet: its When Secured; secured, it goes to the Court discard pile.
 */
#include "campaign/campaign.h"
#include "cards/hooks.h"

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
    int cluster = c->number_die - 1, symbol = event_die_symbol(c->event_die), repaired = 0, placed = 0;
    for (int k = 0; k < 4; k++) {
        int s = cluster * 4 + k;
        repaired += c->blight[s][1];
        c->blight[s][0] = (uint8_t)(c->blight[s][0] + c->blight[s][1]);
        c->blight[s][1] = 0;
    }
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_kind(s) == symbol && !blight_in(g, s) && take_blight(g)) {
            c->blight[s][1]++;
            placed++;
        }
    card_log(g, card, "%d Blight repaired in cluster %d; %d damaged Blight placed.", repaired, cluster + 1, placed);
    court_bury_from_row(g, pos);
}

const card_def card_blight_looms = {
    .card = CARD_CC15,
    .short_name = "blight-looms",
    .crisis = crisis,
};
