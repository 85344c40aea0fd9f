/* STUB: to be written. */
#include "core/engine.h"

static void stub_apply(game_state *g, arcs_move m) {
    (void)m;
    pop_frame(g);
}

const frame_ops place_resource_frame_ops = {"place_resource", NULL, stub_apply};
const frame_ops discard_resource_frame_ops = {"discard_resource", NULL, stub_apply};
void gain_resource(game_state *g, int p, int r) { (void)g; (void)p; (void)r; }
void fit_resources(game_state *g, int p) { (void)g; (void)p; }
/* Minimal version from the battle branch (Outrage needs it); the resources
 * owner's version supersedes it. */
void discard_resources_of_type(game_state *g, int p, int r) {
    for (int i = 0; i < RES_SLOTS; i++)
        if (g->pl[p].res[i] == r + 1) {
            g->pl[p].res[i] = RES_EMPTY;
            g->res_supply[r]++;
        }
}
