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
#include "cards/card_data.h"
#include <stdio.h>

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


/* ---- ARCS-F2102 Blight Society ---- */

/* table() with p0 holding Blight Society in its play area, no Psionic, its
 * 4 fresh ships at system a with `fresh` fresh Blight. */
static arcs_game *society_table(int *a, int fresh) {
    arcs_game *game = table();
    game_state *g = t_state(game);
    assert_true(t_in_play_area(g, 0, CARD_F2102));
    *a = system_k(g, 0);
    t_place_ships(game, 0, *a, 4, 0);
    if (fresh) put_blight(game, *a, fresh, 0);
    game_bump(game);
    return game;
}

/* p0 battles the Blight at its system with `hits` skirmish hits. */
static void battle_blight(arcs_game *game, int hits) {
    ok(game, "p0 action battle");
    assert_int_equal(game->s.battle.defender, OWNER_BLIGHT);
    const uint8_t faces[6] = {3, 3, 3, 3, 3, 3};
    battle_force_faces(t_state(game), faces, hits);
    ok(game, "p0 dice assault 0");
    char text[32];
    snprintf(text, sizeof text, "p0 dice skirmish %d", hits);
    ok(game, text);
    while (game->s.battle.active && t_count_legal(game, "p0 hit")) assert_true(t_apply_prefix(game, "p0 hit"));
    if (game->s.battle.active && top_frame_c(&game->s)->kind == FR_BATTLE_DICE) ok(game, "p0 dice raid 0");
    assert_false(game->s.battle.active);
}

static int society_scrapped(const game_state *g, int p) {
    return card_data_at_ro(g, card_data_place(CARD_F2102))[p];
}

/* ARCS-F2102 "Once per action, if you damage or destroy Blight, scrap 1
 * Loyal agent from your supply": two Blight damaged in one Battle action
 * scrap one agent (out of the game: conservation holds); the next Battle
 * action, one more. A Rival damaging Blight scraps none of p0's. */
static void society_scraps_once_per_action(void **state) {
    (void)state;
    int a;
    arcs_game *game = society_table(&a, 2);
    int agents = game->s.pl[0].agents_supply;
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 2));
    battle_blight(game, 4);
    const game_state *g = &game->s;
    assert_int_equal(g->camp.blight[a][0] * 2 + g->camp.blight[a][1], 2); /* 4 hits: 2 damages or destroys */
    assert_int_equal(g->pl[0].agents_supply, agents - 1);
    assert_int_equal(society_scrapped(g, 0), 1);
    assert_true(t_logged(&log, "Blight Society: Player 1 damaged Blight and scraps 1 Loyal agent from their supply."));
    t_assert_invariants(game);
    t_assert_reloads(game, "an agent scrapped");
    /* The next action: one more. */
    assert_true(blight_in(g, a) && t_is_legal(game, "p0 action battle"));
    battle_blight(game, 2);
    g = &game->s;
    assert_int_equal(g->pl[0].agents_supply, agents - 2);
    assert_int_equal(society_scrapped(g, 0), 2);
    game->log = NULL;
    t_assert_invariants(game);
    arcs_game_free(game);

    /* A Rival's battle: nothing scrapped for p0. */
    game = society_table(&a, 0);
    int b = system_k(&game->s, 4);
    t_place_ships(game, 1, b, 2, 0);
    put_blight(game, b, 1, 0);
    agents = game->s.pl[0].agents_supply;
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 2));
    ok(game, "p1 action battle");
    const uint8_t two[] = {3, 3};
    battle_force_faces(t_state(game), two, 2);
    ok(game, "p1 dice assault 0");
    ok(game, "p1 dice skirmish 2");
    while (game->s.battle.active && t_count_legal(game, "p1 hit")) assert_true(t_apply_prefix(game, "p1 hit"));
    if (game->s.battle.active && top_frame_c(&game->s)->kind == FR_BATTLE_DICE) ok(game, "p1 dice raid 0");
    assert_int_equal(game->s.camp.blight[b][1], 1);
    assert_int_equal(game->s.pl[0].agents_supply, agents);
    assert_int_equal(society_scrapped(&game->s, 0), 0);
    arcs_game_free(game);
}

/* "scrap 1 Loyal agent from your supply": none in the supply (all of
 * p0's agents Favors of p1), nothing is scrapped, the battle goes on. */
static void society_no_agent_nothing_scrapped(void **state) {
    (void)state;
    int a;
    arcs_game *game = society_table(&a, 1);
    t_give_favors(game, 1, 0, game->s.pl[0].agents_supply);
    assert_int_equal(game->s.pl[0].agents_supply, 0);
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 2));
    battle_blight(game, 2);
    game->log = NULL;
    assert_int_equal(game->s.camp.blight[a][1], 1);
    assert_int_equal(society_scrapped(&game->s, 0), 0);
    assert_true(t_logged(&log, "no agent in their supply to scrap"));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* The Crises of an event, resolved now from the Blight Crises (FR_EVENT at
 * its step EV_BLIGHT = 5, events.c), up to the next decision. */
static void blight_crises_now(arcs_game *game) {
    game_state *g = t_state(game);
    while (g->depth && top_frame(g)->kind != FR_ROUND) pop_frame(g);
    frame *f = push_frame(g, FR_EVENT, 0);
    f->a = 5;
    run_forward(g);
    game_bump(game);
}

/* p0's 2 fresh ships with a fresh Blight at a (and p1's 2 fresh ships
 * there), p1's 2 fresh ships with a fresh Blight at b; p0 a Psionic in
 * slot 0 if `psionic`. */
static arcs_game *crises_table(int *a, int *b, bool psionic) {
    arcs_game *game = table();
    game_state *g = t_state(game);
    *a = system_k(g, 0);
    *b = system_k(g, 4);
    t_place_ships(game, 0, *a, 2, 0);
    t_place_ships(game, 1, *a, 2, 0);
    t_place_ships(game, 1, *b, 2, 0);
    put_blight(game, *a, 1, 0);
    put_blight(game, *b, 1, 0);
    if (psionic) t_give_resource(game, 0, 0, ARCS_PSIONIC);
    game_bump(game);
    return game;
}

/* ARCS-F2102 "In Blight Crises, you may spend 1 Psionic to prevent them
 * in all systems with Loyal ships": before the Blight Crises p0 decides
 * (spend the Psionic of a slot, or decline); an empty slot refused
 * unchanged; the decision reloads. Spent: no Blight Crisis where p0 has
 * ships (p1's ships there spared too), one where it has none. */
static void society_psionic_prevents_blight_crises(void **state) {
    (void)state;
    int a, b;
    arcs_game *game = crises_table(&a, &b, true);
    int supply = game->s.res_supply[ARCS_PSIONIC];
    blight_crises_now(game);
    const frame *f = top_frame_c(&game->s);
    assert_true(f->kind == FR_CARD && f->card == CARD_F2102);
    assert_int_equal(t_count_legal(game, "p0 card blight-society prevent-blight-crises "), 1);
    assert_true(t_is_legal(game, "p0 decline"));
    assert_int_equal(game->s.sys[a].fresh[0], 2); /* decided before the Crises */
    t_refused_unchanged(game, "p0 card blight-society prevent-blight-crises 1");
    t_refused_unchanged(game, "p1 decline");
    t_assert_reloads(game, "the Psionic offered in the Blight Crises");
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    ok(game, "p0 card blight-society prevent-blight-crises 0");
    game->log = NULL;
    const game_state *g = &game->s;
    assert_int_equal(g->pl[0].res[0], RES_EMPTY);
    assert_int_equal(g->res_supply[ARCS_PSIONIC], supply + 1);
    assert_int_equal(g->sys[a].fresh[0], 2);
    assert_int_equal(g->sys[a].fresh[1], 2);
    assert_true(g->sys[b].fresh[1] < 2); /* the Blight Crisis at b */
    assert_true(t_logged(&log, "prevents the Blight Crisis at"));
    t_assert_invariants(game);
    arcs_game_free(game);

    /* Declined: the Blight Crises happen everywhere, the Psionic kept. */
    game = crises_table(&a, &b, true);
    blight_crises_now(game);
    ok(game, "p0 decline");
    g = &game->s;
    assert_int_equal(g->pl[0].res[0], ARCS_PSIONIC + 1);
    assert_int_equal(g->sys[a].fresh[0] + g->sys[a].damaged[0], 1);
    assert_true(g->sys[a].fresh[0] < 2);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* No offer without a Psionic, nor without a Loyal ship where a Blight
 * Crisis would hit (p0's ships elsewhere): the Crises go on. */
static void society_no_offer_without_psionic_or_loyal_ships(void **state) {
    (void)state;
    int a, b;
    arcs_game *game = crises_table(&a, &b, false);
    blight_crises_now(game);
    assert_int_equal(t_count_legal(game, "p0 card blight-society"), 0);
    assert_true(game->s.sys[a].fresh[0] < 2);
    arcs_game_free(game);

    game = crises_table(&a, &b, true);
    game_state *g = t_state(game);
    int c = system_k(g, 8);
    g->sys[a].fresh[0] = 0;
    g->sys[c].fresh[0] = 2;
    game_bump(game);
    blight_crises_now(game);
    assert_int_equal(t_count_legal(game, "p0 card blight-society"), 0);
    assert_int_equal(game->s.pl[0].res[0], ARCS_PSIONIC + 1);
    assert_int_equal(game->s.sys[c].fresh[0], 2);
    arcs_game_free(game);
}

/* "You can repair ... Blight you control" (the text Blight Fury shares,
 * ../blight_control.c): the Repair action offers the damaged Blight where
 * p0 controls. */
static void society_repairs_blight(void **state) {
    (void)state;
    int a;
    arcs_game *game = society_table(&a, 0);
    put_blight(game, a, 0, 1);
    game_bump(game);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 2));
    ok(game, "p0 action repair");
    assert_int_equal(t_count_legal(game, "p0 card blight-society repair-blight "), 1);
    assert_true(t_apply_prefix(game, "p0 card blight-society repair-blight "));
    assert_int_equal(game->s.camp.blight[a][0], 1);
    assert_int_equal(game->s.camp.blight[a][1], 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(naturalist3_setup),
        cmocka_unit_test(blightkin_declared_instead_of_empath),
        cmocka_unit_test(blightkin_scored_and_objective),
        cmocka_unit_test(naturalist_final_objective),
        cmocka_unit_test(society_scraps_once_per_action),
        cmocka_unit_test(society_no_agent_nothing_scrapped),
        cmocka_unit_test(society_psionic_prevents_blight_crises),
        cmocka_unit_test(society_no_offer_without_psionic_or_loyal_ships),
        cmocka_unit_test(society_repairs_blight),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
