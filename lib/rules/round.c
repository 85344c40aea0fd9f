/* STUB: to be written. */
#include "core/engine.h"

static void stub_apply(game_state *g, arcs_move m) {
    (void)m;
    pop_frame(g);
}

const frame_ops round_frame_ops = {"round", NULL, stub_apply};
const frame_ops lead_frame_ops = {"lead", NULL, stub_apply};
const frame_ops follow_frame_ops = {"follow", NULL, stub_apply};
const frame_ops declare_frame_ops = {"declare", NULL, stub_apply};
const frame_ops seize_frame_ops = {"seize", NULL, stub_apply};
const frame_ops turn_frame_ops = {"turn", NULL, stub_apply};
const frame_ops end_turn_frame_ops = {"end_turn", NULL, stub_apply};
void round_begin(game_state *g) { (void)g; } /* stub until round.c lands */
