/* The decision-stack machinery and the registry of frame kinds. */
#include "core/frames.h"

#include "core/engine.h"

void enumerate_moves(const game_state *g, move_list *out) {
    out->n = 0;
    if (g->game_over) return;
    const frame *f = top_frame_c(g);
    if (!f) return;
    const frame_ops *ops = frame_table[f->kind];
    if (ops && ops->enumerate) ops->enumerate(g, f, out);
}

void run_forward(game_state *g) {
    /* Bounded so an engine bug cannot hang a caller. */
    for (int guard = 0; guard < 100000 && !g->game_over && !g->engine_error; guard++) {
        frame *f = top_frame(g);
        if (!f) return;
        const frame_ops *ops = frame_table[f->kind];
        if (!ops || ops->enumerate) return; /* a decision */
        arcs_move none;
        memset(&none, 0, sizeof none);
        ops->apply(g, none);
    }
}
