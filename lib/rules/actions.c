/* STUB: to be written. */
#include "core/engine.h"

static void stub_apply(game_state *g, arcs_move m) {
    (void)m;
    pop_frame(g);
}

const frame_ops tax_frame_ops = {"tax", NULL, stub_apply};
const frame_ops build_frame_ops = {"build", NULL, stub_apply};
const frame_ops repair_frame_ops = {"repair", NULL, stub_apply};
const frame_ops influence_frame_ops = {"influence", NULL, stub_apply};
const frame_ops secure_frame_ops = {"secure", NULL, stub_apply};
const frame_ops move_from_frame_ops = {"move_from", NULL, stub_apply};
const frame_ops move_to_frame_ops = {"move_to", NULL, stub_apply};
const frame_ops move_ships_frame_ops = {"move_ships", NULL, stub_apply};
const frame_ops catapult_frame_ops = {"catapult", NULL, stub_apply};
const frame_ops elimination_frame_ops = {"elimination", NULL, stub_apply};
void action_begin(game_state *g, int p, int action) { (void)g; (void)p; (void)action; }
bool action_possible(const game_state *g, int p, int action) { (void)g; (void)p; (void)action; return false; }
