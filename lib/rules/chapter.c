/* STUB: to be written. */
#include "core/engine.h"

static void stub_apply(game_state *g, arcs_move m) {
    (void)m;
    pop_frame(g);
}

const frame_ops chapter_end_frame_ops = {"chapter_end", NULL, stub_apply};
const frame_ops mulligan_frame_ops = {"mulligan", NULL, stub_apply};
void chapter_end_begin(game_state *g) { (void)g; }
void chapter_deal(game_state *g) { (void)g; }
