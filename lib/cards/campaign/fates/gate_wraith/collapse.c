/*
 * A gate collapses into a Passage: steps 1 and 3 of Breaking Gates &
 * Placing Passages (cards.csv ARCS-F2203), which the Gate Wraith's Setup
 * also resolves ("3. Collect the 6 Passage tokens. Place one on any gate.
 * Resolve step 3 of Breaking Gates & Placing Passages (03).", ARCS-F2201A):
 *
 *   "1. Place a Passage token on the gate you moved into."
 *     A token of ARCS-F2205 on the gate (passages.c: the gate is out of
 *     play from now on); the 6 tokens are the limit (components: 6 Passage
 *     tokens): none left, none placed.
 *   "3. Place all ships and tokens from the gate onto the Twisted Passage,
 *    the central map area. Destroy all buildings on the gate, but do not
 *    take them as Trophies."
 *     Every player's ships (fresh and damaged as they are), the Flagships
 *     there, the Imperial ships and the tokens with rules (g->camp.tokens)
 *     go to system 24; Blight is neither a ship nor a token and stays (our
 *     reading: the printed list). The buildings (a gate's are outside the
 *     printed slots: Gate Ports, Gate Stations) return to their owners'
 *     supplies (a city to its board: return_city), Free ones to the Free
 *     supply, no Trophy.
 * Step 2 (the buildings used to Catapult) is the Catapult's, not done here.
 */
#include "campaign/campaign.h"
#include "gate_wraith.h"

void passage_destroy_building(game_state *g, int sys, int i) {
    uint8_t b = g->sys[sys].bld[i];
    if (!(b & BLD_OCCUPIED)) return;
    int owner = (int)BLD_OWNER(b);
    bool port = BLD_IS_STARPORT(b);
    g->sys[sys].bld[i] = 0;
    clear_building_marks(g, sys, i);
    if (!port) campaign_event(g, EVT_CITY_REMOVED, NO_PLAYER, owner, sys);
    if (owner >= g->num_players) return; /* a Free building: the Free supply */
    if (port) g->pl[owner].starports_supply++;
    else return_city(g, owner);
}

bool passage_collapse(game_state *g, int gate) {
    if (!map_centre_in_play(g) || gate < 0 || gate >= NUM_SYSTEMS || !sys_is_gate(gate) || !sys_in_play(g, gate) ||
        (passage_gates(g) >> gate & 1) || passage_tokens_on_map(g) >= PASSAGE_TOKENS)
        return false;
    token_add(g, CARD_F2205, NO_PLAYER, gate);
    system_state *from = &g->sys[gate], *to = &g->sys[TWISTED_PASSAGE];
    int ships = 0;
    for (int p = 0; p < g->num_players; p++) {
        ships += from->fresh[p] + from->damaged[p];
        to->fresh[p] = (uint8_t)(to->fresh[p] + from->fresh[p]);
        to->damaged[p] = (uint8_t)(to->damaged[p] + from->damaged[p]);
        from->fresh[p] = from->damaged[p] = 0;
        if (g->camp.flagship[p] == gate + 1) {
            g->camp.flagship[p] = (uint8_t)(TWISTED_PASSAGE + 1);
            ships++;
        }
    }
    for (int k = 0; k < 2; k++) {
        ships += g->camp.imperial[gate][k];
        g->camp.imperial[TWISTED_PASSAGE][k] = (uint8_t)(g->camp.imperial[TWISTED_PASSAGE][k] + g->camp.imperial[gate][k]);
        g->camp.imperial[gate][k] = 0;
    }
    int tokens = 0;
    for (int i = 0; i < g->camp.n_tokens; i++)
        if (g->camp.tokens[i].where == gate && g->camp.tokens[i].card != CARD_F2205) {
            g->camp.tokens[i].where = TWISTED_PASSAGE;
            tokens++;
        }
    int destroyed = 0;
    for (int i = 0; i < BUILDING_SLOTS_MAX; i++)
        if (from->bld[i] & BLD_OCCUPIED) {
            passage_destroy_building(g, gate, i);
            destroyed++;
        }
    cards_sources_changed(g);
    char sn[16];
    card_log(g, CARD_F2203, "A Passage token is placed on %s: %d ship%s and %d token%s go to the Twisted Passage, %d "
             "building%s destroyed.", system_name(gate, sn), ships, ships == 1 ? "" : "s", tokens,
             tokens == 1 ? "" : "s", destroyed, destroyed == 1 ? "" : "s");
    return true;
}
