/*
 * Summits: PLACEHOLDER. The Summit (Call to Order, Negotiations) is not
 * implemented yet; this stub, replaced by the Summit's own implementation,
 * lets the event resolution offer the call (the move is real, its
 * Summit is empty): nothing happens and the event resolution goes on.
 */
#include "campaign/summit.h"

void summit_begin(game_state *g, int caller) {
    glog(g, "Player %d calls a Summit (no Negotiation is possible yet).", caller + 1);
}
