/* STUB: to be written. */
#include "core/engine.h"

static void stub_apply(game_state *g, arcs_move m) {
    (void)m;
    pop_frame(g);
}

const frame_ops chance_frame_ops = {"chance", NULL, stub_apply};
