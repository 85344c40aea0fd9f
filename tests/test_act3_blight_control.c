/* Blight you control and the number die changed by a cost
 * (lib/cards/campaign/fates/blight_control.c): Blight Fury (ARCS-F1304,
 * the Blight Speaker's Act III), Spore Guides (ARCS-F2103, the
 * Naturalist's Act III). Act III games from campaign records
 * (tests/act2_fixture.h t_act3_started): p0 the Blight Speaker (Blight
 * Fury in its play area, from its completed Act II Resolution), p1 the
 * Naturalist (a C Fate: its Setup side may still be blank, so the test puts
 * Spore Guides in its hand). faq.csv "Blight Fury": Blight never Catapults. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdio.h>
#include <stdlib.h>

#include "act2_fixture.h"
#include "act3_scene.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"

#define SYS_1ARROW (0 * 4 + SYS_ARROW)
#define SYS_1CRESCENT (0 * 4 + SYS_CRESCENT)
#define SYS_1HEX (0 * 4 + SYS_HEX)
#define SYS_1GATE (0 * 4 + SYS_GATE)
#define SYS_2GATE (1 * 4 + SYS_GATE)

/* p0 fails Act I (the Blight Speaker) and completes Act II; p1 completes
 * Act I, fails Act II and takes the Naturalist; p2 keeps its A Fate. */
static const t_fates FATES = {.a = {CARD_FATE07, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                              .b = {CARD_FATE13}, .completed2 = 5u, .c = {0, CARD_FATE21}};

/* Quiet (empty map, no Blight), at a decision; both players Regents. */
static arcs_game *scene(uint64_t seed, int chance) {
    arcs_game *game = t_act3_started(3, seed, &FATES, chance);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    assert_int_equal(game->s.camp.fate[0], CARD_FATE13);
    assert_int_equal(game->s.camp.fate[1], CARD_FATE21);
    assert_true(t_in_play_area(&game->s, 0, CARD_F1304));
    act3_quiet(game, false);
    game_state *g = t_state(game);
    for (int p = 0; p < g->num_players; p++) {
        g->camp.blight_supply = (uint8_t)(g->camp.blight_supply + g->camp.trophy_blight[p]);
        g->camp.trophy_blight[p] = 0;
    }
    g->camp.regents = 7u;
    return game;
}

/* p leads `card` (tests/support.c t_start_lead_turn), the action deck's
 * place it left zeroed (a saved state keeps only the deck's cards). */
static void lead_turn(arcs_game *game, int p, int card) {
    t_start_lead_turn(game, p, card);
    game->s.action_deck[game->s.action_deck_len] = 0;
}

/* p0 moves its 2 fresh ships from 1-arrow to the gate. */
static void move_two(arcs_game *game) {
    lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
    ok(game, "p0 action move");
    ok(game, "p0 move-from 1-arrow");
    ok(game, "p0 move-to 1-gate");
    ok(game, "p0 ships 2 0");
}

/* "You can move ... Blight you control": ships leaving a system p0 controls
 * with Blight are followed by the choice of the Blight coming along (every
 * split of its fresh and damaged Blight, none included); the chosen ones go
 * to the ships' destination; more than there is, refused unchanged; the
 * decision reloads. */
static void fury_moves_blight_with_ships(void **state) {
    (void)state;
    arcs_game *game = scene(3, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_1ARROW, 2, 0);
    put_blight(game, SYS_1ARROW, 1, 1);
    move_two(game);
    assert_int_equal(t_count_legal(game, "p0 card blight-fury blight-along "), 4);
    assert_int_equal(g->sys[SYS_1ARROW].fresh[0], 2); /* decided before anything moves */
    t_refused_unchanged(game, "p0 card blight-fury blight-along 2 0");
    t_assert_reloads(game, "the Blight coming along");
    g = t_state(game);
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    ok(game, "p0 card blight-fury blight-along 1 1");
    game->log = NULL;
    assert_int_equal(g->camp.blight[SYS_1GATE][0], 1);
    assert_int_equal(g->camp.blight[SYS_1GATE][1], 1);
    assert_int_equal(blight_in(g, SYS_1ARROW), 0);
    assert_int_equal(g->sys[SYS_1GATE].fresh[0], 2);
    assert_true(t_logged(&log, "Blight Fury: Player 1 moves 1 fresh and 1 damaged Blight from 1-arrow to 1-gate."));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Only Blight p0 controls: a Rival with as many fresh ships at the origin
 * (nobody controls it), no decision; the ships move alone. Nor with no
 * Blight card (p1, the Naturalist without Blight Society). */
static void fury_only_blight_you_control(void **state) {
    (void)state;
    arcs_game *game = scene(5, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_1ARROW, 2, 0);
    t_place_ships(game, 1, SYS_1ARROW, 2, 0);
    put_blight(game, SYS_1ARROW, 1, 0);
    move_two(game);
    assert_int_equal(t_count_legal(game, "p0 card blight-fury blight-along "), 0);
    assert_int_equal(g->sys[SYS_1GATE].fresh[0], 2);
    assert_int_equal(g->camp.blight[SYS_1ARROW][0], 1);
    arcs_game_free(game);
}

/* faq.csv "Blight Fury": "Is it legal to take a Catapult move with ships
 * and Blight, as long as I drop the Blight off in the first system? No.
 * Blight cannot Catapult move, period. This includes with the Seeker
 * Golem." From a Loyal starport into the gate: with the Blight along, the
 * move ends there (no Catapult); without it, the Catapult goes on. A
 * Catapult a card makes (the Seeker Golem: move_catapult_begin) takes no
 * Blight at all. */
static void faq_blight_fury_never_catapults(void **state) {
    (void)state;
    for (int along = 0; along <= 1; along++) {
        arcs_game *game = scene(7, ARCS_CHANCE_INTERNAL);
        game_state *g = t_state(game);
        t_place_ships(game, 0, SYS_1ARROW, 2, 0);
        t_place_building(game, 0, SYS_1ARROW, 0, true, false);
        put_blight(game, SYS_1ARROW, 1, 0);
        move_two(game);
        ok(game, along ? "p0 card blight-fury blight-along 1 0" : "p0 card blight-fury blight-along 0 0");
        assert_int_equal(top_frame_c(g)->kind == FR_CATAPULT, !along);
        assert_int_equal(g->camp.blight[SYS_1GATE][0], along);
        arcs_game_free(game);
    }
    arcs_game *game = scene(7, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_1ARROW, 2, 0);
    put_blight(game, SYS_1ARROW, 1, 0);
    lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
    move_catapult_begin(g, 0, SYS_1ARROW);
    game_bump(game);
    ok(game, "p0 move-to 1-gate");
    ok(game, "p0 ships 2 0");
    assert_int_equal(t_count_legal(game, "p0 card blight-fury blight-along "), 0);
    assert_int_equal(top_frame_c(g)->kind, FR_CATAPULT);
    assert_int_equal(g->camp.blight[SYS_1ARROW][0], 1);
    arcs_game_free(game);
}

/* With a Regent's Imperial ships: the Blight decided first, then the
 * Imperial ships (the Movement Law), and the group with Blight stops in the
 * gate though it left a Loyal starport. */
static void fury_blight_then_imperial_ships(void **state) {
    (void)state;
    arcs_game *game = scene(17, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_1ARROW, 2, 0);
    t_place_building(game, 0, SYS_1ARROW, 0, true, false);
    put_blight(game, SYS_1ARROW, 0, 1);
    put_imperial(game, SYS_1ARROW, 1, 0);
    move_two(game);
    ok(game, "p0 card blight-fury blight-along 0 1");
    assert_int_equal(top_frame_c(g)->kind, FR_MOVE_IMPERIAL);
    ok(game, "p0 add-imperial 1 0");
    assert_int_equal(g->camp.imperial[SYS_1GATE][0], 1);
    assert_int_equal(g->camp.blight[SYS_1GATE][1], 1);
    assert_true(top_frame_c(g)->kind != FR_CATAPULT);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "You can ... repair Blight you control": the Repair action offers each
 * damaged Blight in a system p0 controls (not one it does not); a fresh
 * one after; a system it does not control refused unchanged. */
static void fury_repairs_blight(void **state) {
    (void)state;
    arcs_game *game = scene(9, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_1ARROW, 1, 0);
    put_blight(game, SYS_1ARROW, 0, 2);
    put_blight(game, SYS_1HEX, 0, 1);
    lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
    ok(game, "p0 action repair");
    assert_int_equal(t_count_legal(game, "p0 card blight-fury repair-blight "), 1);
    t_refused_unchanged(game, "p0 card blight-fury repair-blight 1-hex");
    ok(game, "p0 card blight-fury repair-blight 1-arrow");
    assert_int_equal(g->camp.blight[SYS_1ARROW][0], 1);
    assert_int_equal(g->camp.blight[SYS_1ARROW][1], 1);
    assert_int_equal(g->camp.blight[SYS_1HEX][1], 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Anger (Battle): the number die (explicit chance), each Psionic spent a
 * move changing it by 1 ("6" wraps to "1"), then a Blight Crisis in each
 * system of the rolled cluster: rolled 6, one Psionic up: cluster 1, where
 * a fresh Blight deals p1's 2 ships 3 hits. The decision reloads; no
 * Psionic, no roll-up offered. */
static void fury_anger_rolls_and_wraps(void **state) {
    (void)state;
    arcs_game *game = scene(11, ARCS_CHANCE_EXPLICIT);
    game_state *g = t_state(game);
    t_place_ships(game, 1, SYS_1ARROW, 2, 0);
    put_blight(game, SYS_1ARROW, 1, 0);
    t_give_resource(game, 0, 0, ARCS_PSIONIC);
    lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    assert_true(t_apply_prefix(game, "p0 card blight-fury anger pip"));
    t_chance_outcome(game, 5); /* a 6 */
    assert_int_equal(t_count_legal(game, "p0 card blight-fury roll-up "), 1);
    assert_int_equal(t_count_legal(game, "p0 card blight-fury roll-down "), 1);
        t_assert_reloads(game, "Anger's roll");
    g = t_state(game);
    int supply = g->res_supply[ARCS_PSIONIC];
    ok(game, "p0 card blight-fury roll-up 0");
    assert_int_equal(g->pl[0].res[0], RES_EMPTY);
    assert_int_equal(g->res_supply[ARCS_PSIONIC], supply + 1);
    assert_int_equal(top_frame_c(g)->c, 1);
    assert_int_equal(t_count_legal(game, "p0 card blight-fury roll-"), 0);
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    ok(game, "p0 card blight-fury keep-roll");
    game->log = NULL;
    assert_int_equal(g->sys[SYS_1ARROW].fresh[1], 0);
    assert_int_equal(g->sys[SYS_1ARROW].damaged[1], 1);
    assert_true(t_logged(&log, "Anger: Player 1 makes a Blight Crisis happen in"));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "vice versa": a 1 changed down is a 6. */
static void fury_anger_wraps_down(void **state) {
    (void)state;
    arcs_game *game = scene(13, ARCS_CHANCE_EXPLICIT);
    game_state *g = t_state(game);
    t_give_resource(game, 0, 1, ARCS_PSIONIC);
    lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    assert_true(t_apply_prefix(game, "p0 card blight-fury anger pip"));
    t_chance_outcome(game, 0); /* a 1 */
    t_refused_unchanged(game, "p0 card blight-fury roll-down 0");
    ok(game, "p0 card blight-fury roll-down 1");
    assert_int_equal(top_frame_c(g)->c, 6);
    arcs_game_free(game);
}

/* Spore Guides, Seed (Build): each agent returned from the Court changes
 * the roll by 1; in the rolled cluster, 1 damaged Blight in a system with
 * no Blight, the player's choice among several (systems with Blight not
 * offered, refused unchanged); the supply empty, from the player with the
 * most Blight Trophies. */
static void spore_guides_seed(void **state) {
    (void)state;
    arcs_game *game = scene(15, ARCS_CHANCE_EXPLICIT);
    game_state *g = t_state(game);
    fate_gain_card(g, 1, CARD_F2103);
    g->court_agents[0][1] = 2;
    g->pl[1].agents_supply = (uint8_t)(g->pl[1].agents_supply - 2);
    put_blight(game, SYS_1ARROW, 1, 0);
    lead_turn(game, 1, t_card(ARCS_CONSTRUCTION, 4));
    assert_true(t_apply_prefix(game, "p1 card spore-guides seed "));
    t_chance_outcome(game, 1); /* a 2 */
    assert_int_equal(t_count_legal(game, "p1 card spore-guides roll-down "), 1);
    int agents = g->pl[1].agents_supply;
    ok(game, "p1 card spore-guides roll-down 0");
    assert_int_equal(g->court_agents[0][1], 1);
    assert_int_equal(g->pl[1].agents_supply, agents + 1);
    assert_int_equal(top_frame_c(g)->c, 1);
    ok(game, "p1 card spore-guides keep-roll");
    assert_int_equal(t_count_legal(game, "p1 card spore-guides seed-at "), 3);
    t_refused_unchanged(game, "p1 card spore-guides seed-at 1-arrow");
    t_assert_reloads(game, "Seed's system");
    g = t_state(game);
    int supply = g->camp.blight_supply;
    ok(game, "p1 card spore-guides seed-at 1-hex");
    assert_int_equal(g->camp.blight[SYS_1HEX][1], 1);
    assert_int_equal(g->camp.blight_supply, supply - 1);
    t_assert_invariants(game);
    arcs_game_free(game);

    /* The supply empty: a Blight Trophy of p2's (the most). */
    game = scene(15, ARCS_CHANCE_EXPLICIT);
    g = t_state(game);
    fate_gain_card(g, 1, CARD_F2103);
    for (int s = 0; s < 4; s++)
        if (s != SYS_1GATE) put_blight(game, s, 1, 0);
    g->camp.trophy_blight[2] = (uint8_t)g->camp.blight_supply;
    g->camp.blight_supply = 0;
    lead_turn(game, 1, t_card(ARCS_CONSTRUCTION, 4));
    assert_true(t_apply_prefix(game, "p1 card spore-guides seed "));
    t_chance_outcome(game, 0);
    int trophies = g->camp.trophy_blight[2];
    ok(game, "p1 card spore-guides keep-roll"); /* one system left: the gate */
    assert_int_equal(g->camp.blight[SYS_1GATE][1], 1);
    assert_int_equal(g->camp.trophy_blight[2], trophies - 1);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fury_moves_blight_with_ships),
        cmocka_unit_test(fury_only_blight_you_control),
        cmocka_unit_test(faq_blight_fury_never_catapults),
        cmocka_unit_test(fury_blight_then_imperial_ships),
        cmocka_unit_test(fury_repairs_blight),
        cmocka_unit_test(fury_anger_rolls_and_wraps),
        cmocka_unit_test(fury_anger_wraps_down),
        cmocka_unit_test(spore_guides_seed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
