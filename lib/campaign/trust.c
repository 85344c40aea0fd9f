/*
 * The Imperial Trust, Favors and the Imperial Council's side: the shared
 * campaign state's accessors (lib/campaign/trust.h).
 */
#include "campaign/trust.h"
#include "data/card_ids.h"

int trust_count(const game_state *g, int r) {
    if (r >= 0) return r < NUM_RES ? g->camp.trust[r] : 0;
    int n = 0;
    for (int t = 0; t < NUM_RES; t++) n += g->camp.trust[t];
    return n;
}

void trust_add(game_state *g, int r) {
    if (r < 0 || r >= NUM_RES) return;
    g->camp.trust[r]++;
    glog(g, "A %s goes into the Imperial Trust.", resource_name(r));
}

bool trust_take(game_state *g, int r) {
    if (r < 0 || r >= NUM_RES || !g->camp.trust[r]) return false;
    g->camp.trust[r]--;
    return true;
}

int favor_count(const game_state *g, int holder, int owner) {
    if (holder < 0 || holder >= MAX_PLAYERS) return 0;
    if (owner >= 0) return owner < MAX_PLAYERS ? g->camp.favors[holder][owner] : 0;
    int n = 0;
    for (int q = 0; q < MAX_PLAYERS; q++) n += g->camp.favors[holder][q];
    return n;
}

bool favor_give(game_state *g, int holder, int owner) {
    if (holder == owner || holder < 0 || owner < 0 || holder >= g->num_players || owner >= g->num_players) return false;
    if (!g->pl[owner].agents_supply) return false;
    g->pl[owner].agents_supply--;
    g->camp.favors[holder][owner]++;
    glog(g, "Player %d holds a Favor of Player %d.", holder + 1, owner + 1);
    return true;
}

bool favor_return(game_state *g, int holder, int owner) {
    if (favor_count(g, holder, owner) == 0) return false;
    g->camp.favors[holder][owner]--;
    return_agent(g, owner);
    glog(g, "Player %d returns a Favor to Player %d.", holder + 1, owner + 1);
    return true;
}

bool favor_transfer(game_state *g, int holder, int to, int owner) {
    if (to < 0 || to >= g->num_players) return false;
    if (to == owner) return favor_return(g, holder, owner);
    if (favor_count(g, holder, owner) == 0) return false;
    g->camp.favors[holder][owner]--;
    g->camp.favors[to][owner]++;
    glog(g, "Player %d gives a Favor of Player %d to Player %d.", holder + 1, owner + 1, to + 1);
    return true;
}

bool council_decided(const game_state *g) {
    return g->camp.council_securer != NO_PLAYER || g->court_row[COUNCIL_PLACE] == CARD_AID01B;
}

int council_securer(const game_state *g) {
    return g->camp.council_securer == NO_PLAYER ? -1 : g->camp.council_securer;
}

void council_flip_in_session(game_state *g) {
    if (g->camp.council_securer != NO_PLAYER) {
        g->camp.council_securer = NO_PLAYER;
        glog(g, "The Imperial Council flips to In Session and returns to the Court: it is not resolved this round.");
    } else {
        glog(g, "The Imperial Council flips to In Session.");
    }
    g->court_row[COUNCIL_PLACE] = CARD_AID01A;
}
