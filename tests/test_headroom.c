/* Engine limits the campaign needs (issue "Engine headroom"): a decision
 * stack of STACK_MAX frames whose overflow is an engine error, ... */
#include <string.h>

#include "support.h"

/* Push frames until one more than STACK_MAX: the frames below stay as they
 * were and the state records the error. */
static void stack_overflow_is_an_error(void **state) {
    (void)state;
    arcs_game *game = t_new_game(3, 1, NULL);
    game_state *g = t_state(game);
    assert_int_equal(g->engine_error, ENGINE_ERROR_NONE);
    while (g->depth < STACK_MAX) {
        frame *f = push_frame(g, FR_CARD_AUTO, 0);
        f->a = (uint8_t)g->depth;
    }
    assert_int_equal(g->engine_error, ENGINE_ERROR_NONE);
    frame top = g->stack[STACK_MAX - 1];
    frame *f = push_frame(g, FR_ROUND, 1);
    f->a = 0xEE;
    assert_int_equal(g->engine_error, ENGINE_ERROR_STACK_OVERFLOW);
    assert_int_equal(g->depth, STACK_MAX);
    assert_memory_equal(&g->stack[STACK_MAX - 1], &top, sizeof top);
    arcs_game_free(game);
}

/* Raise the stack under the current decision to the maximum depth, so that
 * any move pushing a frame overflows it. */
static void raise_stack(arcs_game *game) {
    game_state *g = t_state(game);
    int d = g->depth, lift = STACK_MAX - d;
    memmove(&g->stack[lift], &g->stack[0], (size_t)d * sizeof g->stack[0]);
    for (int i = 0; i < lift; i++) g->stack[i] = g->stack[lift];
    g->depth = STACK_MAX;
}

/* Through the API: the move fails with ARCS_E_INTERNAL; with states kept
 * the game is as before the move, otherwise it refuses further moves. */
static void stack_overflow_fails_the_move(void **state) {
    (void)state;
    for (int mode = 0; mode < 2; mode++) {
        arcs_config cfg;
        arcs_config_init(&cfg);
        cfg.players = 3;
        cfg.seed = 4;
        cfg.history = mode ? ARCS_HISTORY_MOVES : ARCS_HISTORY_FULL;
        arcs_game *game = NULL;
        assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
        raise_stack(game);
        uint64_t before = arcs_state_hash(game);
        arcs_move moves[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_true(n > 0);
        /* Leading a card pushes the declaration and the turn. */
        arcs_move lead = moves[0];
        assert_int_equal(lead.kind, ARCS_MOVE_LEAD);
        assert_int_equal(arcs_apply(game, lead), ARCS_E_INTERNAL);
        assert_int_equal(arcs_history_length(game), 0);
        if (mode == 0) {
            assert_int_equal(arcs_state_hash(game), before);
            assert_int_equal(game->s.engine_error, ENGINE_ERROR_NONE);
        } else {
            assert_int_equal(arcs_apply(game, lead), ARCS_E_INTERNAL);
            /* A state with an engine error is not saved as a valid one. */
            unsigned char buf[ARCS_STATE_BYTES_MAX];
            size_t len = 0;
            assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
            arcs_game *loaded = NULL;
            assert_int_not_equal(arcs_game_load_state(buf, len, NULL, &loaded), ARCS_OK);
        }
        assert_string_not_equal(arcs_status_str(ARCS_E_INTERNAL), "unknown status");
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(stack_overflow_is_an_error),
        cmocka_unit_test(stack_overflow_fails_the_move),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
