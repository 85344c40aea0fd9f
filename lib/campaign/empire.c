/*
 * The Empire, the Free States and the Blight on the map (Campaign rulebook,
 * "The Empire", "Blight & the Free States"): piece counts. Control by the
 * Empire (Imperial Sovereignty, the Presence Law) is a board query of the
 * core (controller, player_controls), since every rule asks it.
 */
#include "campaign/campaign.h"

int imperial_on_map(const game_state *g) {
    int n = 0;
    for (int s = 0; s < SYSTEMS_MAX; s++) n += g->camp.imperial[s][0] + g->camp.imperial[s][1]; /* the centre too */
    return n;
}

int blight_on_map(const game_state *g) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) n += g->camp.blight[s][0] + g->camp.blight[s][1];
    return n;
}

int free_buildings_on_map(const game_state *g, bool starports) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
            uint8_t b = g->sys[s].bld[i];
            if ((b & BLD_OCCUPIED) && BLD_OWNER(b) == OWNER_FREE && BLD_IS_STARPORT(b) == starports) n++;
        }
    return n;
}
