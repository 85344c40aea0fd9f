/* STUB: to be written. */
#include "core/engine.h"

static void stub_apply(game_state *g, arcs_move m) {
    (void)m;
    pop_frame(g);
}

const frame_ops card_frame_ops = {"card", NULL, stub_apply};
const frame_ops card_auto_frame_ops = {"card_auto", NULL, stub_apply};

#include "core/invariants.h"
int cards_holding_resources(const game_state *g, int r) { (void)g; (void)r; return 0; }
