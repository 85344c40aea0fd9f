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
void discard_resources_of_type(game_state *g, int p, int r) { (void)g; (void)p; (void)r; }
