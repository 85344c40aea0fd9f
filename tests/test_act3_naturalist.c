/*
 * The Naturalist's Act III (lib/cards/campaign/fates/naturalist/): its
 * Setup side (ARCS-F2101A), its final objective "Live in the Garden"
 * (F2101B) and Blightkin Ambition (F2104: the campaign's box 6, declared
 * instead of Empath). Blight Society (F2102) and Spore Guides (F2103) are
 * gained here; their effects have tests of their own. Games are real Act
 * III games from campaign records (tests/act2_fixture.h) in which p0 fails
 * Act II and takes the Naturalist, then shaped by hand.
 */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>
#include <string.h>

#include "act2_fixture.h"
#include "act3_scene.h"
#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/naturalist/naturalist.h"

#define CARD_BIT(suit, n) (1u << ((suit) * 7 + (n) - 1)) /* t_card's, as a constant */

static arcs_game *act3_game(int players, uint64_t seed) {
    t_fates f = {{CARD_FATE08, CARD_FATE01, CARD_FATE02, CARD_FATE03}, 15u, {0}, 14u, {CARD_FATE21, 0, 0, 0}};
    arcs_game *game = t_act3_new(players, seed, &f, ARCS_CHANCE_INTERNAL, 0);
    assert_int_equal(game->s.camp.act, 3);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE21);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    return game;
}

static void setup_done(arcs_game *game, uint64_t seed) {
    uint64_t rng = seed * 0x94D049BB133111EBull | 1;
    t_arc_finish_setup(game, &rng);
}

static arcs_game *table(void) {
    arcs_game *game = act3_game(3, 2101);
    setup_done(game, 2101);
    act3_quiet(game, false);
    game_state *g = t_state(game);
    g->chapter = 1;
    for (int p = 0; p < 3; p++) g->pl[p].power = 3;
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

/* The k-th in-play non-gate system (-1 if none). */
static int system_k(const game_state *g, int k) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && k-- == 0) return s;
    return -1;
}

static void declare_marker(game_state *g, int box) {
    for (int m = 0; m < 3; m++)
        if (g->marker_box[m] == 0xFF) {
            g->marker_box[m] = (uint8_t)box;
            return;
        }
}

/* ARCS-F2101A: Blight Society and Spore Guides gained (the Lore in the play
 * area, the Guild card held), the Blightkin tile and law (box 6 in play). */
static void naturalist3_setup(void **state) {
    (void)state;
    arcs_game *game = act3_game(3, 2101);
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    setup_done(game, 2101);
    const game_state *g = &game->s;
    assert_true(t_in_play_area(g, 0, CARD_F2101B));
    assert_true(t_in_play_area(g, 0, CARD_F2102) || held_index(g, 0, CARD_F2102) >= 0);
    assert_true(t_in_play_area(g, 0, CARD_F2103) || held_index(g, 0, CARD_F2103) >= 0);
    assert_true(act3_in_booklet(g, CARD_F2104));
    assert_int_equal(cards_ambition_boxes(g), 1u << AMBITION_BLIGHTKIN);
    assert_int_equal(objective_space(g, 0), 16);
    assert_true(t_logged(&log, "places the Blightkin Ambition tile"));
    game->log = NULL;
    t_assert_invariants(game);
    t_assert_reloads(game, "naturalist act III setup");
    arcs_game_free(game);
}

/* ARCS-F2104 "When a player would declare Empath, they may declare
 * Blightkin instead": a Mobilization-6 lead offers Empath and Blightkin
 * (not Edenguard); the marker on box 6. */
static void blightkin_declared_instead_of_empath(void **state) {
    (void)state;
    arcs_game *game = table();
    const uint32_t hands[3] = {CARD_BIT(ARCS_MOBILIZATION, 6), CARD_BIT(ARCS_ADMINISTRATION, 3),
                               CARD_BIT(ARCS_CONSTRUCTION, 2)};
    t_begin_round(game, 2, hands);
    ok(game, "p2 lead Construction-2");
    t_refused_unchanged(game, "p2 declare Blightkin"); /* Tycoon's box is not Empath's */
    t_begin_round(game, 0, hands);
    ok(game, "p0 lead Mobilization-6");
    assert_true(t_is_legal(game, "p0 declare Empath"));
    t_refused_unchanged(game, "p0 declare Edenguard");
    ok(game, "p0 declare Blightkin");
    int on = 0;
    for (int m = 0; m < 3; m++) on += game->s.marker_box[m] == AMBITION_BLIGHTKIN;
    assert_int_equal(on, 1);
    t_assert_reloads(game, "blightkin declared");
    arcs_game_free(game);
}

/* ARCS-F2104 "Control the most systems with fresh Blight": damaged Blight
 * does not count; scored at the chapter's end. F2101B "Live in the
 * Garden": advance 1 per such system with Blightkin won (or undeclared);
 * none when a Rival wins it. */
static void blightkin_scored_and_objective(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int a = system_k(g, 0), b = system_k(g, 4), c = system_k(g, 8);
    t_place_ships(game, 0, a, 2, 0);
    t_place_ships(game, 0, b, 2, 0);
    t_place_ships(game, 1, c, 2, 0);
    put_blight(game, a, 1, 0);
    put_blight(game, b, 0, 1); /* damaged: not counted */
    put_blight(game, c, 1, 0);
    g = t_state(game);
    int ca = controller(g, a), cc = controller(g, c);
    assert_int_equal(ca, 0);
    assert_int_equal(cc, 1);
    assert_int_equal(ambition_count(g, 0, AMBITION_BLIGHTKIN), 1);
    assert_int_equal(ambition_count(g, 1, AMBITION_BLIGHTKIN), 1);
    /* A tie: nobody wins Blightkin; declared: the objective gives nothing. */
    declare_marker(g, AMBITION_BLIGHTKIN);
    game_bump(game);
    int before = objective_space(g, 0);
    t_log log = {0};
    act3_end_chapter(game, &log);
    assert_true(t_logged(&log, "Blightkin scores"));
    assert_false(t_logged(&log, "Live in the Garden"));
    assert_int_equal(objective_space(&game->s, 0), before);
    arcs_game_free(game);

    /* Not declared: advance 1 per system with fresh Blight controlled. */
    game = table();
    g = t_state(game);
    a = system_k(g, 0);
    b = system_k(g, 4);
    t_place_ships(game, 0, a, 2, 0);
    t_place_ships(game, 0, b, 2, 0);
    put_blight(game, a, 1, 0);
    put_blight(game, b, 1, 1);
    before = objective_space(&game->s, 0);
    memset(&log, 0, sizeof log);
    act3_end_chapter(game, &log);
    assert_true(t_logged(&log, "Live in the Garden"));
    assert_int_equal(objective_space(&game->s, 0), before - 2);
    arcs_game_free(game);
}

/* The final objective: marker on 1, a fresh-Blight system controlled, at
 * least 1 Power: p0 wins at the chapter's end; with 0 Power, not. */
static void naturalist_final_objective(void **state) {
    (void)state;
    for (int power = 0; power <= 1; power++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        g->camp.objective[0] = 1;
        g->pl[0].power = (int16_t)power;
        int a = system_k(g, 0);
        t_place_ships(game, 0, a, 2, 0);
        put_blight(game, a, 1, 0);
        act3_end_chapter(game, NULL);
        g = t_state(game);
        assert_int_equal(objective_space(g, 0), 0);
        if (power) assert_int_equal(g->winner, 0);
        else assert_int_not_equal(g->winner, 0);
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(naturalist3_setup),
        cmocka_unit_test(blightkin_declared_instead_of_empath),
        cmocka_unit_test(blightkin_scored_and_objective),
        cmocka_unit_test(naturalist_final_objective),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
