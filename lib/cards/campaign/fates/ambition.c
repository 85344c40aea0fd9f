/*
 * Winning an ambition, for the Fates' grand ambitions (ambition.h).
 */
#include "cards/campaign/fates/ambition.h"

static bool declared(const game_state *g, int a) {
    bool any = false;
    for (int m = 0; m < (int)ARRAY_LEN(g->marker_box); m++) any |= g->marker_box[m] == a;
    return any;
}

bool rival_wins_declared(const game_state *g, int p, int a) {
    if (!declared(g, a)) return false;
    for (int q = 0; q < g->num_players; q++)
        if (q != p && ambition_place(g, q, a) == 1) return true;
    return false;
}

bool wins_or_undeclared(const game_state *g, int p, int a) { return !declared(g, a) || ambition_place(g, p, a) == 1; }
