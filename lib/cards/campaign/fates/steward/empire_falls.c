/*
 * Empire Falls (ARCS-F109, Vox; the Steward's Act I Resolution adds it to
 * the Court deck when the Steward failed the objective).
 *
 *   "Crisis: If arrow was rolled, all Regents become Outlaws, hit each
 *    Imperial ship on the map, and discard this card."      -> CRISIS
 *   With the arrow rolled (the Crisis dice, symbol_rolled): every Regent
 *   but the First Regent becomes an Outlaw, then the First Regent leaves
 *   the Empire with no Regent left to take the tile (campaign_leave_empire
 *   with NO_HEIR: the Trust returns to the supply, 1 Power lost per
 *   resource, the tile to the supply); each Imperial ship takes 1 hit (a
 *   fresh one is damaged, a damaged one destroyed: back to the Imperial
 *   supply); the card goes to the Court discard pile, the agents on it
 *   back to their owners, its place refilled. Another symbol: nothing.
 *
 *   "When Secured: You may take any Loyal agents from here and place them
 *    on other Court cards. Bury this card."   -> WHEN_SECURED (with agents)
 *   As Council Intrigue's (agents_move_begin, council_intrigue.c) without
 *   flipping the Council: one agent at a time onto any open Court card
 *   (the Council too), or stop (the rest return); then it is buried.
 *
 * Moves: "card empire-falls move <Court place>", "decline".
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/hooks.h"

static void crisis(game_state *g, int card, int pos) {
    if (!symbol_rolled(g, SYS_ARROW)) {
        card_log(g, card, "no arrow was rolled: nothing happens.");
        return;
    }
    card_log(g, card, "an arrow was rolled: every Regent becomes an Outlaw and each Imperial ship takes a hit.");
    int fr = g->camp.first_regent;
    for (int p = 0; p < g->num_players; p++)
        if (p != fr) campaign_make_outlaw(g, p);
    if (fr != NO_PLAYER && is_regent(g, fr)) campaign_leave_empire(g, fr, NO_HEIR);
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        uint8_t *imp = g->camp.imperial[s];
        g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply + imp[1]);
        imp[1] = imp[0];
        imp[0] = 0;
    }
    if (g->court_row[pos] == card) court_discard_from_row(g, pos);
    else if (attach_remove(g, card)) court_discard(g, card);
}

static void when_secured_agents(game_state *g, int p, int card, int agents) {
    card_log(g, card, "Player %d may place the %d Loyal agent(s) from it on other Court cards.", p + 1, agents);
    agents_move_begin(g, p, card, agents);
}

static void when_secured(game_state *g, int p, int card) { when_secured_agents(g, p, card, 0); }

static const card_step STEPS[] = {{"move", "n", "move an agent onto %k1"}};

const card_def card_empire_falls = {
    .card = CARD_F109,
    .short_name = "empire-falls",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .when_secured_agents = when_secured_agents,
    .crisis = crisis,
    .enumerate = agents_move_enumerate,
    .apply = agents_move_apply,
    .frame_ok = agents_move_frame_ok,
};
