/* The Blight Speaker's Act II (lib/cards/campaign/fates/blight_speaker/,
 * a B Fate): the Act II Setup (Spore Ships gained, 2 Loyal ships scrapped,
 * the fleet replenished to 8: every choice a move, bad ones refused with
 * the game unchanged), the Objective's two triggers, Spore Ships (Catapult
 * moves past Blight, Spawn), the Act II Resolution's two branches. Games
 * are real Act II games (tests/act2_fixture.h) whose failed player 0 takes
 * the Blight Speaker, shaped by hand. faq.csv holds no ruling on these
 * cards (Blight Fury's, an Act III card, is not theirs). */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"

static const int FATES[2] = {CARD_FATE01, CARD_FATE02};
static const int BFATES[2] = {CARD_FATE13, 0};
#define SYS_1ARROW (0 * 4 + SYS_ARROW)
#define SYS_1GATE (0 * 4 + SYS_GATE)
#define SYS_2HEX (1 * 4 + SYS_HEX)

static bool in_court_deck(const game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (g->camp.court_deck[i] == card) return true;
    return false;
}

/* A 2-player Act II game, p0 the Blight Speaker, at its Setup side's frame. */
static arcs_game *at_setup(uint64_t seed) {
    arcs_game *game = t_act2_new_b(2, seed, FATES, 2u, BFATES, ARCS_CHANCE_INTERNAL, 0);
    uint64_t rng = seed;
    for (int i = 0; i < 2000 && !t_count_legal(game, "p0 card blight-speaker-setup"); i++) t_random_move(game, &rng);
    assert_true(t_count_legal(game, "p0 card blight-speaker-setup") > 0);
    return game;
}

/* F1301A: Spore Ships gained; 2 Loyal ships scrapped (the supply or the
 * map, a fresh or a damaged one: moves); 8 Loyal ships on the map, each
 * placed by a move in any system. */
static void setup_scrap_and_replenish(void **state) {
    (void)state;
    arcs_game *game = at_setup(3);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE13);
    assert_true(held_index(g, 0, CARD_F1302) >= 0);
    /* Nothing to scrap in an empty system; no placement yet. */
    int empty = -1;
    for (int s = 0; s < NUM_SYSTEMS && empty < 0; s++)
        if (sys_in_play(g, s) && !g->sys[s].fresh[0] && !g->sys[s].damaged[0]) empty = s;
    char text[96], name[16];
    snprintf(text, sizeof text, "p0 card blight-speaker-setup scrap %s 0", system_name(empty, name));
    t_refused_unchanged(game, text);
    snprintf(text, sizeof text, "p0 card blight-speaker-setup place %s", system_name(empty, name));
    t_refused_unchanged(game, text);
    int supply = g->pl[0].ships_supply, map = ships_on_map(g, 0);
    ok(game, "p0 card blight-speaker-setup scrap-supply");
    assert_int_equal(g->pl[0].ships_supply, supply - 1);
    int at = -1;
    for (int s = 0; s < NUM_SYSTEMS && at < 0; s++)
        if (g->sys[s].fresh[0]) at = s;
    assert_true(at >= 0);
    int fresh = g->sys[at].fresh[0];
    snprintf(text, sizeof text, "p0 card blight-speaker-setup scrap %s 0", system_name(at, name));
    ok(game, text);
    assert_int_equal(g->sys[at].fresh[0], fresh - 1);
    assert_int_equal(ships_on_map(g, 0), map - 1);
    /* Two scrapped: no more scraps; 13 ships in all now, 2 out of the game. */
    assert_int_equal(t_count_legal(game, "p0 card blight-speaker-setup scrap"), 0);
    assert_int_equal(cards_data_ships_out(g, 0), 2);
    assert_int_equal(cards_data_ships_out(g, 1), 0);
    t_assert_invariants(game);
    /* Replenish: every system in play is a choice; the same one twice. */
    int in_play = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) in_play += sys_in_play(g, s);
    if (ships_on_map(g, 0) < 8) {
        assert_int_equal(t_count_legal(game, "p0 card blight-speaker-setup place"), in_play);
        snprintf(text, sizeof text, "p0 card blight-speaker-setup place %s", system_name(empty, name));
        while (ships_on_map(g, 0) < 8 && g->pl[0].ships_supply) {
            int before = g->sys[empty].fresh[0];
            ok(game, text);
            assert_int_equal(g->sys[empty].fresh[0], before + 1);
            t_assert_invariants(game);
        }
    }
    assert_int_equal(ships_on_map(g, 0), 8);
    assert_int_equal(t_count_legal(game, "p0 card blight-speaker-setup"), 0);
    t_assert_texts_round_trip(game);
    arcs_game_free(game);
}

/* A started Act II game of 2 (p0 the Blight Speaker), its board cleared. */
static arcs_game *act2_scenario(void) {
    arcs_game *game = t_act2_started_b(2, 3, FATES, 2u, BFATES, ARCS_CHANCE_INTERNAL);
    t_clear_board(game);
    game_state *g = t_state(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    g->camp.blight_supply = BLIGHT_PIECES;
    memset(g->camp.trophy_blight, 0, sizeof g->camp.trophy_blight);
    g->camp.regents = 3u;
    assert_int_equal(g->camp.fate[0], CARD_FATE13);
    assert_true(held_index(g, 0, CARD_F1302) >= 0);
    assert_int_equal(cards_data_ships_out(g, 0), 2);
    return game;
}

/* F1302: Blight at a gate does not end the holder's Catapult move (The
 * Blight, "Catapult Movement"), but still ends a Rival's. */
static void spore_ships_catapult(void **state) {
    (void)state;
    for (int holder = 0; holder <= 1; holder++) {
        arcs_game *game = act2_scenario();
        put_blight(game, SYS_1GATE, 1, 0);
        t_place_ships(game, holder, SYS_1ARROW, 2, 0);
        t_place_building(game, holder, SYS_1ARROW, 0, true, false);
        t_start_lead_turn(game, holder, t_card(ARCS_MOBILIZATION, 4));
        char text[64];
        snprintf(text, sizeof text, "p%d action move", holder);
        ok(game, text);
        snprintf(text, sizeof text, "p%d move-from 1-arrow", holder);
        ok(game, text);
        snprintf(text, sizeof text, "p%d move-to 1-gate", holder);
        ok(game, text);
        snprintf(text, sizeof text, "p%d ships 2 0", holder);
        ok(game, text);
        assert_int_equal(top_frame_c(t_state(game))->kind == FR_CATAPULT, holder == 0);
        arcs_game_free(game);
    }
}

/* F1302 Spawn (Build) and F1301B "Spread the Spores of New Life": a fresh
 * Blight p0 controls is damaged, a damaged one placed beside it, and the
 * objective advances 1. Only where p0 controls fresh Blight; bad systems
 * refused unchanged; the supply empty, a Blight Trophy is taken. */
static void spore_ships_spawn(void **state) {
    (void)state;
    arcs_game *game = act2_scenario();
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_1ARROW, 2, 0);
    put_blight(game, SYS_1ARROW, 1, 0);
    t_place_ships(game, 1, SYS_2HEX, 1, 0);
    put_blight(game, SYS_2HEX, 1, 0); /* p1 controls it */
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
    int space = objective_space(g, 0), supply = g->camp.blight_supply;
    assert_true(t_count_legal(game, "p0 card spore-ships spawn ") > 0);
    assert_true(t_apply_prefix(game, "p0 card spore-ships spawn "));
    assert_int_equal(t_count_legal(game, "p0 card spore-ships spawn-at"), 1);
    t_refused_unchanged(game, "p0 card spore-ships spawn-at 2-hex");
    t_refused_unchanged(game, "p0 card spore-ships spawn-at 1-gate");
    ok(game, "p0 card spore-ships spawn-at 1-arrow");
    assert_int_equal(g->camp.blight[SYS_1ARROW][0], 0);
    assert_int_equal(g->camp.blight[SYS_1ARROW][1], 2);
    assert_int_equal(g->camp.blight_supply, supply - 1);
    assert_int_equal(objective_space(g, 0), space - 1);
    t_assert_invariants(game);
    /* No fresh Blight left p0 controls: no Spawn. */
    assert_int_equal(t_count_legal(game, "p0 card spore-ships spawn "), 0);
    arcs_game_free(game);

    /* The supply empty: the Blight comes from the most Blight Trophies. */
    game = act2_scenario();
    g = t_state(game);
    t_place_ships(game, 0, SYS_1ARROW, 1, 0);
    put_blight(game, SYS_1ARROW, 1, 0);
    g->camp.trophy_blight[1] = (uint8_t)g->camp.blight_supply;
    g->camp.blight_supply = 0;
    int trophies = g->camp.trophy_blight[1];
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
    assert_true(t_apply_prefix(game, "p0 card spore-ships spawn "));
    ok(game, "p0 card spore-ships spawn-at 1-arrow");
    assert_int_equal(g->camp.trophy_blight[1], trophies - 1);
    assert_int_equal(g->camp.blight[SYS_1ARROW][1], 2);
    t_assert_invariants(game);
    arcs_game_free(game);

    /* No Blight to place anywhere: no Spawn. */
    game = act2_scenario();
    g = t_state(game);
    t_place_ships(game, 0, SYS_1ARROW, 1, 0);
    put_blight(game, SYS_1ARROW, 1, 0);
    g->camp.blight[SYS_2HEX][0] = g->camp.blight_supply; /* the rest on the map */
    g->camp.blight_supply = 0;
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
    assert_int_equal(t_count_legal(game, "p0 card spore-ships spawn "), 0);
    arcs_game_free(game);
}

/* F1301B "Contact an Ancient Intelligence": winning an ambition advances 1
 * per Blight (fresh or damaged) in systems with the winner's Loyal ships;
 * a Rival's win does not. */
static void objective_contact(void **state) {
    (void)state;
    arcs_game *game = act2_scenario();
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_1ARROW, 0, 1);
    put_blight(game, SYS_1ARROW, 1, 1);
    t_place_ships(game, 0, SYS_1GATE, 1, 0);
    put_blight(game, SYS_1GATE, 0, 1);
    put_blight(game, SYS_2HEX, 2, 0); /* no Loyal ship there */
    t_place_ships(game, 1, SYS_2HEX, 1, 0);
    int space = objective_space(g, 0);
    campaign_event(g, EVT_AMBITION_WON, 1, ARCS_TYCOON, 3);
    assert_int_equal(objective_space(g, 0), space);
    campaign_event(g, EVT_AMBITION_WON, 0, ARCS_TYCOON, 3);
    assert_int_equal(objective_space(g, 0), space - 3);
    arcs_game_free(game);
}

/* F1303, both branches: what each gains, adds and scraps. */
static void resolution_branches(void **state) {
    (void)state;
    for (int completed = 0; completed <= 1; completed++) {
        arcs_game *game = act2_scenario();
        game_state *g = t_state(game);
        card_def_of(CARD_F1303)->resolution(g, 0, CARD_F1303, completed);
        if (completed) {
            assert_true(t_in_play_area(g, 0, CARD_F1304));
            for (int c = CARD_F1305; c <= CARD_F1309; c++) assert_true(in_court_deck(g, c));
            assert_true(card_scrapped(g, CARD_F1310) && card_scrapped(g, CARD_F1311));
        } else {
            for (int c = CARD_F1304; c <= CARD_F1308; c++) assert_true(card_scrapped(g, c));
            for (int c = CARD_F1309; c <= CARD_F1311; c++) assert_true(in_court_deck(g, c));
            assert_false(t_in_play_area(g, 0, CARD_F1304));
        }
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_scrap_and_replenish), cmocka_unit_test(spore_ships_catapult),
        cmocka_unit_test(spore_ships_spawn),         cmocka_unit_test(objective_contact),
        cmocka_unit_test(resolution_branches),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
