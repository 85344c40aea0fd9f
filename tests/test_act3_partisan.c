/* The Partisan's Act III (ARCS-F619..F625): scenario tests on Act III games
 * started from campaign records (tests/act2_fixture.h t_act3_started), the
 * Partisan player 0 (every objective of Acts I and II completed). The
 * Setup side, the grand ambitions scored from the chapter track, the cards
 * the Act II Resolution and the Setup side bring; faq.csv rulings; bad
 * moves refused with the game byte-identical. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdio.h>
#include <stdlib.h>

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/partisan/partisan.h"
#include "core/invariants.h"

static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

/* An Act III game of 3 players, the Partisan player 0, at its first lead. */
static arcs_game *partisan_game(uint64_t seed) {
    t_fates f = {.a = {CARD_FATE06, CARD_FATE02, CARD_FATE07}, .completed1 = 7, .completed2 = 7};
    arcs_game *game = t_act3_started(3, seed, &f, ARCS_CHANCE_INTERNAL);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    return game;
}

/* The same with no decision pending, nothing counting for ambitions, an
 * empty map. */
static arcs_game *quiet_game(uint64_t seed) {
    arcs_game *game = partisan_game(seed);
    game_state *g = t_state(game);
    g->depth = 0;
    memset(g->stack, 0, sizeof g->stack);
    clear_holdings(game, true);
    t_clear_board(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    g->camp.blight_supply = BLIGHT_PIECES;
    memset(g->marker_box, 0xFF, sizeof g->marker_box);
    for (int p = 0; p < g->num_players; p++) partisan_clear_outrage(g, p);
    return game;
}

static void end_chapter(arcs_game *game, t_log *log) {
    game->log = log ? t_keep_line : NULL;
    game->log_ud = log;
    chapter_end_begin(t_state(game));
    run_forward(t_state(game));
    game->log = NULL;
    t_assert_invariants(game);
}

static bool booklet_has(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

/* Player p holds Court card c (taken from wherever it lies). */
static void hold(arcs_game *game, int p, int c) {
    game_state *g = t_state(game);
    t_take_out_court_card(g, c);
    g->pl[p].guild[g->pl[p].guild_count++] = (uint16_t)c;
}

/* ---- F624A ---- */

static void setup_gains_sower_of_division(void **state) {
    (void)state;
    arcs_game *game = partisan_game(5);
    const game_state *g = &game->s;
    assert_int_equal(g->camp.act, 3);
    assert_true(t_in_play_area(g, 0, CARD_F624B));
    assert_true(t_in_play_area(g, 0, CARD_F625));
    /* The Act II Resolution, completed: the edict and the Terror Strikes. */
    assert_true(booklet_has(g, CARD_F619));
    assert_true(card_scrapped(g, CARD_F622) && card_scrapped(g, CARD_F623));
    arcs_game_free(game);
}

/* ---- F624B ---- */

static int mask_of(arcs_game *game) {
    return card_partisan_objective3.grand_ambitions(&game->s, 0, CARD_F624B);
}

static void grand_ambitions_guild_cards_and_initiative(void **state) {
    (void)state;
    arcs_game *game = quiet_game(7);
    game_state *g = t_state(game);
    g->initiative = 1;
    assert_int_equal(mask_of(game), 0); /* 0 Guild cards against 0 */
    hold(game, 0, CARD_CC01);
    assert_int_equal(mask_of(game), 1);
    hold(game, 2, CARD_CC02);
    assert_int_equal(mask_of(game), 0); /* 1 against 1: not more */
    hold(game, 0, CARD_CC03);
    assert_int_equal(mask_of(game), 1);
    t_state(game)->initiative = 0;
    assert_int_equal(mask_of(game), 3);
    hold(game, 1, CARD_CC04);
    hold(game, 1, CARD_CC05);
    assert_int_equal(mask_of(game), 2);
    arcs_game_free(game);
}

/* Scored at the chapter's end from the chapter track: 2 for one, 4 for
 * both in chapter 1; nothing for none. */
static void grand_ambitions_scored_at_the_chapter_end(void **state) {
    (void)state;
    for (int k = 0; k < 3; k++) {
        arcs_game *game = quiet_game(9);
        game_state *g = t_state(game);
        g->initiative = k == 2 ? 1 : 0;
        if (k >= 1) hold(game, 0, CARD_CC01);
        int before = g->pl[0].power;
        static t_log log;
        memset(&log, 0, sizeof log);
        end_chapter(game, &log);
        static const int gain[3] = {2, 4, 2};
        static const char *const what[3] = {"fulfilled the second grand ambition of Partisan Act III Objective",
                                            "fulfilled both grand ambitions of Partisan Act III Objective",
                                            "fulfilled the first grand ambition of Partisan Act III Objective"};
        assert_int_equal(g->pl[0].power - before, gain[k]);
        assert_true(t_logged(&log, what[k]));
        arcs_game_free(game);
    }
    arcs_game *game = quiet_game(9);
    game_state *g = t_state(game);
    g->initiative = 1;
    int before = g->pl[0].power;
    end_chapter(game, NULL);
    assert_int_equal(g->pl[0].power, before);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_gains_sower_of_division),
        cmocka_unit_test(grand_ambitions_guild_cards_and_initiative),
        cmocka_unit_test(grand_ambitions_scored_at_the_chapter_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
