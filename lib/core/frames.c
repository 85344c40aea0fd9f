/* The decision-stack machinery and the registry of frame kinds. */
#include "core/frames.h"

#include "core/engine.h"


frame *push_frame(game_state *g, int kind, int player) {
    /* The stack is sized for the deepest nesting the rules produce; a
     * deeper push is an engine bug: it is recorded (arcs_apply then fails
     * with ARCS_E_INTERNAL) and the frame goes to the spare entry past the
     * top, so no frame of the stack is overwritten. */
    frame *f;
    if (g->depth >= STACK_MAX) {
        g->engine_error = ENGINE_ERROR_STACK_OVERFLOW;
        f = &g->stack[STACK_MAX];
    } else {
        f = &g->stack[g->depth++];
    }
    memset(f, 0, sizeof *f);
    f->kind = (uint8_t)kind;
    f->player = (uint8_t)player;
    return f;
}

void pop_frame(game_state *g) {
    if (g->depth) {
        g->depth--;
        memset(&g->stack[g->depth], 0, sizeof g->stack[0]);
    }
}

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
