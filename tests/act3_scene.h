/* Helpers of the Act III scenario tests of the Fates (tests/test_act3_<fate>.c):
 * an Act III game made quiet, the chapter's end driven by hand, the log. */
#ifndef ARCS_TESTS_ACT3_SCENE_H
#define ARCS_TESTS_ACT3_SCENE_H

#include <stdio.h>
#include <string.h>

#include "act2_fixture.h"
#include "arc_fixture.h"
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

/* An Act III game whose p0 gained a Flagship in Act II (the record carries
 * it; f: p0 keeps f->a[0] through Act I and takes the C Fate f->c[0]),
 * at the first decision of `card` (p0's Setup side: step 1, Resettle). */
static inline arcs_game *act3_with_flagship_at(const t_fates *f, uint64_t seed, int card) {
    arcs_game *act2 = t_act2_new_b(3, seed, f->a, f->completed1, f->b, ARCS_CHANCE_INTERNAL, 2);
    uint64_t rng = seed + 1;
    t_arc_finish_setup(act2, &rng);
    t_grant_flagship(act2, 0, &rng);
    arcs_game *game = t_act3_from(act2, seed, f, ARCS_CHANCE_INTERNAL, 0);
    for (int i = 0; i < 20000; i++) {
        const frame *fr = top_frame_c(&game->s);
        if (fr && fr->kind == FR_CARD && fr->card == card) return game;
        t_random_move(game, &rng);
    }
    fail_msg("no Setup decision of card %d", card);
    return NULL;
}

#endif
