/* The map of the Reach: planet types, building slots and adjacency
 * (docs/components.md §1, all CONFIRMED). Systems are cluster*4 + kind with
 * kind 0 gate, 1 arrow, 2 crescent, 3 hex; clusters run clockwise. */
#include "core/engine.h"

/* Planet type (arcs_resource, -1 for gates) and building slots per system. */
const int8_t planet_type_table[NUM_SYSTEMS] = {
    -1, ARCS_WEAPON, ARCS_FUEL, ARCS_MATERIAL,    /* 1 */
    -1, ARCS_PSIONIC, ARCS_WEAPON, ARCS_RELIC,    /* 2 */
    -1, ARCS_MATERIAL, ARCS_FUEL, ARCS_WEAPON,    /* 3 */
    -1, ARCS_RELIC, ARCS_FUEL, ARCS_MATERIAL,     /* 4 */
    -1, ARCS_WEAPON, ARCS_RELIC, ARCS_PSIONIC,    /* 5 */
    -1, ARCS_MATERIAL, ARCS_FUEL, ARCS_PSIONIC,   /* 6 */
};
const uint8_t planet_slots_table[NUM_SYSTEMS] = {
    0, 2, 1, 2, /* 1 */
    0, 1, 1, 2, /* 2 */
    0, 1, 1, 2, /* 3 */
    0, 2, 2, 1, /* 4 */
    0, 1, 1, 2, /* 5 */
    0, 1, 2, 1, /* 6 */
};

static int gate_of(int cluster) { return cluster * 4 + SYS_GATE; }

/* Next in-play cluster clockwise (dir = +1) or counter-clockwise (dir = -1);
 * path markers over out-of-play gates join the gates on either side. */
static int next_in_play_cluster(const game_state *g, int c, int dir) {
    for (int i = 1; i < NUM_CLUSTERS; i++) {
        int n = ((c + dir * i) % NUM_CLUSTERS + NUM_CLUSTERS) % NUM_CLUSTERS;
        if (!(g->out_of_play & (1u << n))) return n;
    }
    return c;
}

int adjacent_systems(const game_state *g, int sys, uint8_t *out) {
    int n = 0;
    if (sys < 0 || sys >= NUM_SYSTEMS || !sys_in_play(g, sys)) return 0;
    int c = sys_cluster(sys), k = sys_kind(sys);
    if (k == SYS_GATE) {
        int cw = next_in_play_cluster(g, c, +1), ccw = next_in_play_cluster(g, c, -1);
        if (cw != c) out[n++] = (uint8_t)gate_of(cw);
        if (ccw != c && ccw != cw) out[n++] = (uint8_t)gate_of(ccw);
        for (int p = SYS_ARROW; p <= SYS_HEX; p++) out[n++] = (uint8_t)(c * 4 + p);
        return n;
    }
    out[n++] = (uint8_t)gate_of(c);
    if (k == SYS_ARROW || k == SYS_HEX) out[n++] = (uint8_t)(c * 4 + SYS_CRESCENT);
    else {
        out[n++] = (uint8_t)(c * 4 + SYS_ARROW);
        out[n++] = (uint8_t)(c * 4 + SYS_HEX);
    }
    /* The two thin cross-cluster borders: 2 hex - 3 arrow and 5 hex - 6 arrow. */
    int other = -1;
    if (c == 1 && k == SYS_HEX) other = 2 * 4 + SYS_ARROW;
    if (c == 2 && k == SYS_ARROW) other = 1 * 4 + SYS_HEX;
    if (c == 4 && k == SYS_HEX) other = 5 * 4 + SYS_ARROW;
    if (c == 5 && k == SYS_ARROW) other = 4 * 4 + SYS_HEX;
    if (other >= 0 && sys_in_play(g, other)) out[n++] = (uint8_t)other;
    return n;
}

bool systems_adjacent(const game_state *g, int a, int b) {
    uint8_t adj[8];
    int n = adjacent_systems(g, a, adj);
    for (int i = 0; i < n; i++)
        if (adj[i] == b) return true;
    return false;
}
