/*
 * The Guardian's Act III (lib/cards/campaign/fates/guardian/) and the
 * campaign's ambition boxes 5 and 6 (Edenguard, Blightkin: declared
 * instead of Tycoon / Empath, rules/round.c; scored with the others,
 * rules/chapter.c; the view, the action space, the move text): its Setup
 * side (ARCS-F2001A), its final objective (F2001B), Green Vault (F2002),
 * Ire of the Tycoons (F2003), Edenguard Ambition (F2004), with the
 * faq.csv rulings (Green Vault Q1, Edenguard Ambition). Games are real Act
 * III games from campaign records (tests/act2_fixture.h) in which p0 fails
 * Act II and takes the Guardian, then shaped by hand.
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
#include "cards/campaign/fates/guardian/guardian.h"

#define CARD_BIT(suit, n) (1u << ((suit) * 7 + (n) - 1)) /* t_card's, as a constant */

static arcs_game *act3_game(int players, uint64_t seed) {
    t_fates f = {{CARD_FATE08, CARD_FATE01, CARD_FATE02, CARD_FATE03}, 15u, {0}, 14u, {CARD_FATE20, 0, 0, 0}};
    arcs_game *game = t_act3_new(players, seed, &f, ARCS_CHANCE_INTERNAL, 0);
    assert_int_equal(game->s.camp.act, 3);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE20);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    return game;
}

static void setup_done(arcs_game *game, uint64_t seed) {
    uint64_t rng = seed * 0x94D049BB133111EBull | 1;
    t_arc_finish_setup(game, &rng);
}

/* A quiet Act III table after the Setup (empty map, nothing counting). */
static arcs_game *table(int players) {
    arcs_game *game = act3_game(players, 2001);
    setup_done(game, 2001);
    act3_quiet(game, false);
    game_state *g = t_state(game);
    g->chapter = 1;
    for (int p = 0; p < players; p++) g->pl[p].power = 3;
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

/* The k-th in-play planet of type r (-1 if none). */
static int planet(const game_state *g, int r, int k) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && planet_type(s) == r && k-- == 0) return s;
    return -1;
}

static void control(arcs_game *game, int p, int sys) {
    assert_true(sys >= 0);
    t_place_ships(game, p, sys, 2, 0);
}

static void declare_marker(game_state *g, int box) {
    for (int m = 0; m < 3; m++)
        if (g->marker_box[m] == 0xFF) {
            g->marker_box[m] = (uint8_t)box;
            return;
        }
}

/* ---------------------------------------------------------------- Setup */

/* ARCS-F2001A: Outrage for Fuel and Material; the Edenguard tile and law
 * (the box 5 in play); Green Vault and Ire of the Tycoons gained; with 2
 * players the Material and Fuel on the ambition boxes back in the supply. */
static void guardian3_setup(void **state) {
    (void)state;
    for (int players = 2; players <= 3; players++) {
        arcs_game *game = act3_game(players, 2001 + (uint64_t)players);
        t_log log = {0};
        game->log = t_keep_line;
        game->log_ud = &log;
        setup_done(game, 2001 + (uint64_t)players);
        const game_state *g = &game->s;
        assert_true(g->pl[0].outrage >> ARCS_FUEL & 1u);
        assert_true(g->pl[0].outrage >> ARCS_MATERIAL & 1u);
        assert_true(t_in_play_area(g, 0, CARD_F2001B));
        assert_true(t_in_play_area(g, 0, CARD_F2002) && t_in_play_area(g, 0, CARD_F2003));
        assert_true(act3_in_booklet(g, CARD_F2004));
        assert_int_equal(objective_space(g, 0), players == 2 ? 20 : 18);
        assert_int_equal(cards_ambition_boxes(g), 1u << AMBITION_EDENGUARD);
        if (players == 2) {
            assert_int_equal(g->phantom[ARCS_MATERIAL], 0);
            assert_int_equal(g->phantom[ARCS_FUEL], 0);
            assert_true(t_logged(&log, "Material and Fuel on the ambition boxes return to the supply"));
        }
        assert_true(t_logged(&log, "Provokes Outrage for Fuel and Material"));
        assert_true(t_logged(&log, "places the Edenguard Ambition tile"));
        arcs_game_view v;
        assert_int_equal(arcs_view(game, 0, &v), ARCS_OK);
        assert_int_equal(v.ambition_box_count, AMBITION_BOXES_MAX);
        assert_int_equal(v.extra_ambition_boxes, 1 << AMBITION_EDENGUARD);
        game->log = NULL;
        t_assert_invariants(game);
        t_assert_reloads(game, "guardian act III setup");
        arcs_game_free(game);
    }
}

/* ------------------------------------------------------ Edenguard box */

/* ARCS-F2004 "When a player would declare Tycoon, they may declare
 * Edenguard instead": a Rival's Administration-2 lead offers Tycoon and
 * Edenguard, not Blightkin (no Naturalist); the marker goes on box 5, the
 * move round-trips through its text and its action. faq.csv Edenguard
 * Ambition: the Guardian, who cannot declare Tycoon (Ire of the Tycoons),
 * may declare Edenguard. */
static void edenguard_declared_instead_of_tycoon(void **state) {
    (void)state;
    arcs_game *game = table(3);
    const uint32_t hands[3] = {CARD_BIT(ARCS_ADMINISTRATION, 2), CARD_BIT(ARCS_ADMINISTRATION, 3),
                               CARD_BIT(ARCS_CONSTRUCTION, 2)};
    t_begin_round(game, 1, hands);
    ok(game, "p1 lead Administration-3");
    assert_true(t_is_legal(game, "p1 declare Tyrant"));
    t_refused_unchanged(game, "p1 declare Edenguard"); /* Tyrant is not Tycoon */
    t_begin_round(game, 2, hands);
    ok(game, "p2 lead Construction-2");
    assert_true(t_is_legal(game, "p2 declare Tycoon"));
    t_refused_unchanged(game, "p2 declare Blightkin");
    arcs_move m;
    assert_int_equal(arcs_move_from_str("p2 declare Edenguard", &m), ARCS_OK);
    int32_t action = -1;
    assert_int_equal(arcs_move_to_action(m, &action), ARCS_OK);
    arcs_move back;
    assert_int_equal(arcs_action_to_move(game, action, &back), ARCS_OK);
    assert_int_equal(back.kind, ARCS_MOVE_DECLARE);
    assert_int_equal(back.a, AMBITION_EDENGUARD);
    ok(game, "p2 declare Edenguard");
    int on = 0;
    for (int mk = 0; mk < 3; mk++) on += game->s.marker_box[mk] == AMBITION_EDENGUARD;
    assert_int_equal(on, 1);
    t_assert_reloads(game, "edenguard declared");

    /* The Guardian: Tycoon barred, Edenguard offered. */
    t_begin_round(game, 0, hands);
    ok(game, "p0 lead Administration-2");
    t_refused_unchanged(game, "p0 declare Tycoon");
    ok(game, "p0 declare Edenguard");
    arcs_game_free(game);
}

/* ARCS-F2004 "Control the most Fuel and Material planets. (For ambitions,
 * the First Regent controls Empire-controlled systems.)": Edenguard scores
 * at the chapter's end with the others; p1 controls 2 such planets, p0 1:
 * p1 first, p0 second. A Material system controlled by the Empire counts
 * for the First Regent. */
static void edenguard_scored(void **state) {
    (void)state;
    arcs_game *game = table(3);
    game_state *g = t_state(game);
    control(game, 1, planet(g, ARCS_MATERIAL, 0));
    control(game, 1, planet(g, ARCS_FUEL, 0));
    control(game, 0, planet(g, ARCS_FUEL, 1));
    assert_int_equal(ambition_count(g, 1, AMBITION_EDENGUARD), 2);
    assert_int_equal(arcs_ambition_count(game, 0, AMBITION_EDENGUARD), 1);
    /* The Empire's Material planet: the First Regent's for ambitions. */
    int s = planet(g, ARCS_MATERIAL, 1);
    put_imperial(game, s, 1, 0);
    g = t_state(game);
    int fr = g->camp.first_regent;
    if (fr != NO_PLAYER && controller(g, s) == OWNER_EMPIRE) {
        int before = ambition_count(g, fr, AMBITION_EDENGUARD);
        g->camp.imperial[s][0] = 0;
        g->camp.imperial_supply++;
        game_bump(game);
        assert_int_equal(ambition_count(g, fr, AMBITION_EDENGUARD), before - 1);
    }
    declare_marker(g, AMBITION_EDENGUARD);
    game_bump(game);
    t_log log = {0};
    act3_end_chapter(game, &log);
    /* (Power also moves by the grand ambitions: the scoring line says it.) */
    assert_true(t_logged(&log, "Edenguard scores"));
    assert_true(t_logged(&log, "Player 2 2 (first, +"));
    assert_true(t_logged(&log, "Player 1 1 (second, +"));
    arcs_game_free(game);
}

/* ------------------------------------------------- Ire of the Tycoons */

/* ARCS-F2003 "You cannot declare Tycoon or gain Power from scoring it":
 * p0 first in Tycoon gains nothing (the place stands: p1 is second). */
static void ire_no_power_from_tycoon(void **state) {
    (void)state;
    arcs_game *game = table(3);
    game_state *g = t_state(game);
    t_give_to_empty_slot(game, 0, ARCS_WEAPON); /* (not counted) */
    g = t_state(game);
    card_res_add(g, CARD_F2002, ARCS_MATERIAL, 2); /* Green Vault: counts for Tycoon */
    t_give_to_empty_slot(game, 1, ARCS_FUEL);
    g = t_state(game);
    declare_marker(g, ARCS_TYCOON);
    game_bump(game);
    assert_int_equal(ambition_place(g, 0, ARCS_TYCOON), 1);
    t_log log = {0};
    act3_end_chapter(game, &log);
    assert_true(t_logged(&log, "Player 1 2 (first, +0)"));
    assert_true(t_logged(&log, "Player 2 1 (second, +"));
    assert_false(t_logged(&log, "Player 2 1 (second, +0)"));
    assert_true(t_logged(&log, "gains no Power from scoring Tycoon"));
    arcs_game_free(game);
}

/* ARCS-F2003 "You can only tax Loyal cities on Material and Fuel planets
 * if you control them": p0's city on a Material planet where p1 controls
 * is not taxable; on a Weapon planet it is (the base rule). */
static void ire_tax_needs_control(void **state) {
    (void)state;
    arcs_game *game = table(3);
    game_state *g = t_state(game);
    int mat = planet(g, ARCS_MATERIAL, 0), weap = planet(g, ARCS_WEAPON, 0);
    assert_true(mat >= 0 && weap >= 0);
    t_place_building(game, 0, mat, 0, false, false);
    t_place_building(game, 0, weap, 0, false, false);
    t_place_ships(game, 0, mat, 1, 0);
    t_place_ships(game, 0, weap, 1, 0);
    t_place_ships(game, 1, mat, 2, 0);
    t_place_ships(game, 1, weap, 2, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    ok(game, "p0 action tax");
    char text[64], sn[16];
    snprintf(text, sizeof text, "p0 tax %s 0", system_name(mat, sn));
    t_refused_unchanged(game, text);
    snprintf(text, sizeof text, "p0 tax %s 0", system_name(weap, sn));
    assert_true(t_is_legal(game, text));
    /* With control, the Material city is taxable. */
    t_place_ships(game, 0, mat, 2, 0);
    snprintf(text, sizeof text, "p0 tax %s 0", system_name(mat, sn));
    assert_true(t_is_legal(game, text));
    arcs_game_free(game);
}

/* -------------------------------------------------------- Green Vault */

/* ARCS-F2002 "When you take Material or Fuel, you may place it in your
 * Captives": a choice (capture / decline); captured ones are frozen, count
 * for Tyrant and Tycoon; a Weapon is not asked. faq.csv Green Vault Q1:
 * "What happens to the Material and Fuel on Green Vault when Tyrant is
 * scored? They are returned to the general supply." */
static void green_vault_capture(void **state) {
    (void)state;
    arcs_game *game = table(3);
    game_state *g = t_state(game);
    int supply = g->res_supply[ARCS_MATERIAL];
    gain_resource(g, 0, ARCS_MATERIAL);
    game_bump(game);
    assert_true(t_is_legal(game, "p0 card green-vault capture"));
    assert_true(t_is_legal(game, "p0 decline"));
    t_refused_unchanged(game, "p1 decline");
    ok(game, "p0 card green-vault capture");
    g = t_state(game);
    assert_int_equal(card_res_count(g, CARD_F2002, ARCS_MATERIAL), 1);
    assert_int_equal(g->res_supply[ARCS_MATERIAL], supply - 1);
    assert_int_equal(green_vault_captives(g, 0), 1);
    assert_int_equal(ambition_count(g, 0, ARCS_TYRANT), 1);
    assert_int_equal(ambition_count(g, 0, ARCS_TYCOON), 1);
    /* Declined: where it was going (the slots), not the Captives. */
    int fuel = g->res_supply[ARCS_FUEL];
    gain_resource(g, 0, ARCS_FUEL);
    game_bump(game);
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    ok(game, "p0 decline");
    game->log = NULL;
    g = t_state(game);
    assert_true(t_logged(&log, "Player 1 takes Fuel"));
    assert_int_equal(g->res_supply[ARCS_FUEL], fuel - 1);
    assert_int_equal(card_res_count(g, CARD_F2002, ARCS_FUEL), 0);
    assert_int_equal(green_vault_captives(g, 0), 1);
    /* Tyrant scored: back to the supply. */
    declare_marker(g, ARCS_TYRANT);
    game_bump(game);
    memset(&log, 0, sizeof log);
    act3_end_chapter(game, &log);
    g = t_state(game);
    assert_true(t_logged(&log, "return to the supply"));
    assert_int_equal(card_res_count(g, CARD_F2002, ARCS_MATERIAL), 0);
    assert_int_equal(g->res_supply[ARCS_MATERIAL], supply);
    arcs_game_free(game);
}

/* --------------------------------------------------------- Objective */

/* ARCS-F2001B "Give Back to the Land": with Tyrant not declared, advance 1
 * per Material or Fuel in the Captives; "Guard the Reach's Splendor": 1
 * per Material and Fuel planet controlled with Edenguard not declared.
 * Edenguard declared and won by a Rival: that clause gives nothing. */
static void guardian_objective(void **state) {
    (void)state;
    arcs_game *game = table(3);
    game_state *g = t_state(game);
    card_res_add(g, CARD_F2002, ARCS_FUEL, 2);
    control(game, 0, planet(g, ARCS_MATERIAL, 0));
    int before = objective_space(&game->s, 0);
    t_log log = {0};
    act3_end_chapter(game, &log);
    assert_true(t_logged(&log, "Give Back to the Land"));
    assert_true(t_logged(&log, "Guard the Reach's Splendor"));
    assert_int_equal(objective_space(&game->s, 0), before - 3);
    arcs_game_free(game);

    game = table(3);
    g = t_state(game);
    control(game, 0, planet(g, ARCS_MATERIAL, 0));
    control(game, 1, planet(g, ARCS_FUEL, 0));
    control(game, 1, planet(g, ARCS_FUEL, 1));
    g = t_state(game);
    declare_marker(g, AMBITION_EDENGUARD);
    game_bump(game);
    before = objective_space(&game->s, 0);
    memset(&log, 0, sizeof log);
    act3_end_chapter(game, &log);
    assert_false(t_logged(&log, "Guard the Reach's Splendor"));
    assert_int_equal(objective_space(&game->s, 0), before);
    arcs_game_free(game);
}

/* "At the end of a chapter, you win the game if you completed your
 * objective and have at least 1 Power": the marker on 1, one planet
 * controlled: p0 wins; with 0 Power, nobody wins by it. */
static void guardian_final_objective(void **state) {
    (void)state;
    for (int power = 0; power <= 1; power++) {
        arcs_game *game = table(3);
        game_state *g = t_state(game);
        g->camp.objective[0] = 1;
        g->pl[0].power = (int16_t)power;
        control(game, 0, planet(g, ARCS_FUEL, 0));
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
        cmocka_unit_test(guardian3_setup),
        cmocka_unit_test(edenguard_declared_instead_of_tycoon),
        cmocka_unit_test(edenguard_scored),
        cmocka_unit_test(ire_no_power_from_tycoon),
        cmocka_unit_test(ire_tax_needs_control),
        cmocka_unit_test(green_vault_capture),
        cmocka_unit_test(guardian_objective),
        cmocka_unit_test(guardian_final_objective),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
