/*
 * Winning an ambition, for the Fates' grand ambitions (ambition.h).
 */
#include "cards/campaign/fates/ambition.h"

bool rival_wins_declared(const game_state *g, int p, int a) {
    bool declared = false;
    for (int m = 0; m < (int)ARRAY_LEN(g->marker_box); m++) declared |= g->marker_box[m] == a;
    if (!declared) return false;
    for (int q = 0; q < g->num_players; q++)
        if (q != p && ambition_place(g, q, a) == 1) return true;
    return false;
}
