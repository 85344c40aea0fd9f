/* Helpers of the Act III scenario tests of the Fates (tests/test_act3_<fate>.c):
 * an Act III game made quiet, the chapter's end driven by hand, the log. */
#ifndef ARCS_TESTS_ACT3_SCENE_H
#define ARCS_TESTS_ACT3_SCENE_H

#include <stdio.h>
#include <string.h>

#include "campaign_fixture.h"

/* ARCS_TEST_LOG set: a game's log on stderr (for reading a failure). */
static inline void act3_print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

/* Nothing counting for ambitions, an empty map, no Imperial ships or
 * Blight, no ambition declared; with no_decision, no decision pending (for
 * driving the chapter end by hand). */
static inline arcs_game *act3_quiet(arcs_game *game, bool no_decision) {
    game_state *g = t_state(game);
    if (no_decision) {
        g->depth = 0;
        memset(g->stack, 0, sizeof g->stack);
    }
    clear_holdings(game, true);
    t_clear_board(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    g->camp.blight_supply = BLIGHT_PIECES;
    memset(g->marker_box, 0xFF, sizeof g->marker_box);
    return game;
}

/* The chapter ends now (scoring, grand ambitions...), its log kept. */
static inline void act3_end_chapter(arcs_game *game, t_log *log) {
    game->log = log ? t_keep_line : NULL;
    game->log_ud = log;
    chapter_end_begin(t_state(game));
    run_forward(t_state(game));
    game->log = NULL;
    t_assert_invariants(game);
}

static inline bool act3_in_booklet(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

#endif
