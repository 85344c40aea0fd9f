/* The decision-stack machinery and the registry of frame kinds. */
#include "core/frames.h"

#include "core/engine.h"

const frame_ops *const frame_table[FR_KIND_COUNT] = {
    [FR_NONE] = NULL,
    [FR_ROUND] = &round_frame_ops,
    [FR_LEAD] = &lead_frame_ops,
    [FR_FOLLOW] = &follow_frame_ops,
    [FR_DECLARE] = &declare_frame_ops,
    [FR_SEIZE] = &seize_frame_ops,
    [FR_TURN] = &turn_frame_ops,
    [FR_END_TURN] = &end_turn_frame_ops,
    [FR_CHAPTER_END] = &chapter_end_frame_ops,
    [FR_MULLIGAN] = &mulligan_frame_ops,
    [FR_TAX] = &tax_frame_ops,
    [FR_BUILD] = &build_frame_ops,
    [FR_REPAIR] = &repair_frame_ops,
    [FR_INFLUENCE] = &influence_frame_ops,
    [FR_SECURE] = &secure_frame_ops,
    [FR_MOVE_FROM] = &move_from_frame_ops,
    [FR_MOVE_TO] = &move_to_frame_ops,
    [FR_MOVE_SHIPS] = &move_ships_frame_ops,
    [FR_CATAPULT] = &catapult_frame_ops,
    [FR_ELIMINATION] = &elimination_frame_ops,
    [FR_PLACE_RESOURCE] = &place_resource_frame_ops,
    [FR_DISCARD_RESOURCE] = &discard_resource_frame_ops,
    [FR_COURT_REFILL] = &court_refill_frame_ops,
    [FR_BATTLE_SYSTEM] = &battle_system_frame_ops,
    [FR_BATTLE_DEFENDER] = &battle_defender_frame_ops,
    [FR_BATTLE_DICE] = &battle_dice_frame_ops,
    [FR_BATTLE_RESOLVE] = &battle_resolve_frame_ops,
    [FR_BATTLE_HIT] = &battle_hit_frame_ops,
    [FR_BATTLE_RAID] = &battle_raid_frame_ops,
    [FR_RANSACK] = &ransack_frame_ops,
    [FR_OUTRAGE] = &outrage_frame_ops,
    [FR_CARD] = &card_frame_ops,
    [FR_CARD_AUTO] = &card_auto_frame_ops,
    [FR_CHANCE] = &chance_frame_ops,
    [FR_DEAL] = &deal_frame_ops,
};

frame *push_frame(game_state *g, int kind, int player) {
    /* The stack is sized for the deepest nesting the rules produce; a
     * deeper push is an engine bug, caught by the property tests. */
    if (g->depth >= STACK_MAX) return &g->stack[STACK_MAX - 1];
    frame *f = &g->stack[g->depth++];
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
    for (int guard = 0; guard < 100000 && !g->game_over; guard++) {
        frame *f = top_frame(g);
        if (!f) return;
        const frame_ops *ops = frame_table[f->kind];
        if (!ops || ops->enumerate) return; /* a decision */
        arcs_move none;
        memset(&none, 0, sizeof none);
        ops->apply(g, none);
    }
}
