/* The Overlord's Act III (Fate ARCS-FATE17, a C Fate: ARCS-F1701A-F1703):
 * its Setup side, its final objective (Rule by Fear Alone, Control by Fear
 * Alone, the First Regent's Privilege, the Monopolies ruling), the win by
 * the final objective, Sycophants and Reach Rejects Overlord, in Act III
 * games started from campaign records (p0 keeps the Admiral through Act I,
 * fails Act II and takes the Overlord). */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>
#include <string.h>

#include "act2_fixture.h"
#include "act3_scene.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/magnate/monopolies.h"
#include "cards/campaign/fates/overlord/overlord.h"

static const t_fates FATES = {.a = {CARD_FATE07, CARD_FATE02, CARD_FATE03}, .completed1 = 7u,
                              .c = {CARD_FATE17}, .completed2 = 6u};
enum { S_PROVOKE = 0, S_PLACE = 1, S_RESETTLE = 2, S_KEEP_FLAGSHIP = 3 }; /* act3.c, F1701A */

static arcs_move cmove(int p, int card, int step, int d) {
    arcs_move m = {0};
    m.kind = ARCS_MOVE_CARD;
    m.player = (uint8_t)p;
    m.a = (uint8_t)(card & 0xFF);
    m.b = (uint8_t)(card >> 8);
    m.c = (uint8_t)step;
    m.d = (uint8_t)d;
    return m;
}

static bool legal(arcs_game *game, arcs_move m) {
    arcs_move l[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, l, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    for (size_t i = 0; i < n; i++)
        if (!memcmp(&l[i], &m, sizeof m)) return true;
    return false;
}

static void apply_ok(arcs_game *game, arcs_move m) {
    assert_true(legal(game, m));
    assert_int_equal(arcs_apply(game, m), ARCS_OK);
    t_assert_invariants(game);
}

static void refused(arcs_game *game, arcs_move m) {
    char text[ARCS_MOVE_STR_MAX];
    assert_false(legal(game, m));
    assert_int_equal(arcs_move_to_str(m, text, sizeof text, NULL), ARCS_OK);
    t_refused_unchanged(game, text);
}

static bool holds(const game_state *g, int p, int card) {
    for (int i = 0; i < g->pl[p].guild_count; i++)
        if (g->pl[p].guild[i] == card) return true;
    return false;
}

/* An Act III game at the Overlord's Setup decision `card`/`step` (the other
 * Setups' decisions made at random before it). */
static arcs_game *at_setup_step(uint64_t seed, int step) {
    arcs_game *game = t_act3_new(3, seed, &FATES, ARCS_CHANCE_INTERNAL, 0);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    uint64_t rng = seed * 7 + 1;
    for (int i = 0; i < 20000; i++) {
        const frame *fr = top_frame_c(&game->s);
        if (fr && fr->kind == FR_CARD && fr->card == CARD_F1701A && fr->step == step) return game;
        t_random_move(game, &rng);
    }
    fail_msg("no Overlord Act III Setup decision");
    return NULL;
}

/* A planet in play of type r. */
static int planet_of_type(const game_state *g, int r) {
    uint32_t m = overlord_planets_of_type(g, r);
    assert_true(m != 0);
    return __builtin_ctz(m);
}

/* F1701A steps 2-4: Sycophants gained, Reach Rejects Overlord in the
 * booklet, the marker on 20; "If you have no Outrage, you may Provoke
 * Outrage once to place 2 ships at a planet of that Outrage type. (Do not
 * also trigger Sycophants.)": the type, then the planet; no Sycophants
 * offer; a planet of another type refused. */
static void setup_provokes_and_places(void **state) {
    (void)state;
    arcs_game *game = at_setup_step(0x1701, S_PROVOKE);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE17);
    assert_true(holds(g, 0, CARD_F1702));
    assert_true(act3_in_booklet(g, CARD_F1703));
    assert_true(t_in_play_area(g, 0, CARD_F1701B));
    assert_int_equal(g->camp.objective[0], 20);
    assert_int_equal(g->pl[0].outrage, 0);
    int s = planet_of_type(g, ARCS_FUEL), other = planet_of_type(g, ARCS_WEAPON);
    refused(game, cmove(0, CARD_F1701A, S_PLACE, s));
    refused(game, cmove(1, CARD_F1701A, S_PROVOKE, ARCS_FUEL));
    apply_ok(game, cmove(0, CARD_F1701A, S_PROVOKE, ARCS_FUEL));
    assert_true((g->pl[0].outrage >> ARCS_FUEL) & 1u);
    /* Sycophants' own offer is not made: the Setup's placement is next. */
    assert_int_equal(top_frame_c(g)->card, CARD_F1701A);
    assert_false(card_used_this_turn(g, CARD_F1702));
    refused(game, cmove(0, CARD_F1701A, S_PLACE, other));
    int before = g->sys[s].fresh[0], supply = g->pl[0].ships_supply;
    apply_ok(game, cmove(0, CARD_F1701A, S_PLACE, s));
    assert_int_equal(g->sys[s].fresh[0], before + (supply < 2 ? supply : 2));
    const frame *f = top_frame_c(g);
    assert_false(f && f->kind == FR_CARD && (f->card == CARD_F1701A || f->card == CARD_F1702));
    t_assert_reloads(game, "overlord setup");
    arcs_game_free(game);
}

/* Declining step 4: no Outrage, no ship. */
static void setup_declines(void **state) {
    (void)state;
    arcs_game *game = at_setup_step(0x1702, S_PROVOKE);
    game_state *g = t_state(game);
    int supply = g->pl[0].ships_supply;
    arcs_move d = {0};
    d.kind = ARCS_MOVE_DECLINE;
    apply_ok(game, d);
    assert_int_equal(g->pl[0].outrage, 0);
    assert_int_equal(g->pl[0].ships_supply, supply);
    arcs_game_free(game);
}

/* p's Outrage of the types in `mask` (agents on the slots). */
static void outrage(arcs_game *game, int p, unsigned mask) {
    for (int r = 0; r < NUM_RES; r++)
        if ((mask >> r) & 1u) provoke_outrage(t_state(game), p, r);
    game_bump(game);
}

/* The Overlord's Act III made quiet (an empty map, nothing held), p0
 * holding Sycophants, chapter 1. */
static arcs_game *table(void) {
    arcs_game *game = t_act3_started(3, 0x1703, &FATES, ARCS_CHANCE_INTERNAL);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    act3_quiet(game, false);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE17);
    for (int p = 0; p < g->num_players; p++) {
        g->pl[p].outrage = 0;
        g->pl[p].power = 5;
    }
    g->camp.objective[0] = 20;
    g->chapter = 1;
    g->camp.first_regent = NO_PLAYER;
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

/* F1701B: Rule by Fear Alone, 1 for each Outraged type p0 has (a Fuel;
 * a Material not Outraged counts not); Control by Fear Alone,
 * 2 for each Outraged planet type p0 controls (a Weapon planet with 2
 * ships; a Psionic planet held by p1 counts not). */
static void objective_advances(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    outrage(game, 0, (1u << ARCS_FUEL) | (1u << ARCS_WEAPON) | (1u << ARCS_PSIONIC));
    t_give_to_empty_slot(game, 0, ARCS_FUEL);
    t_give_to_empty_slot(game, 0, ARCS_MATERIAL);
    t_place_ships(game, 0, planet_of_type(g, ARCS_WEAPON), 2, 0);
    t_place_ships(game, 1, planet_of_type(g, ARCS_PSIONIC), 2, 0);
    game_bump(game);
    t_log log = {0};
    act3_end_chapter(game, &log);
    assert_true(t_logged(&log, "Rule by Fear Alone: Player 1 has 1 resource type matching their Outrage."));
    assert_true(t_logged(&log, "Control by Fear Alone: Player 1 controls 1 planet type matching their Outrage."));
    assert_int_equal(g->camp.objective[0], 20 - 1 - 2);
    arcs_game_free(game);
}

/* No Outrage: nothing advances, whatever p0 has and controls. */
static void objective_without_outrage(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    t_give_to_empty_slot(game, 0, ARCS_FUEL);
    t_place_ships(game, 0, planet_of_type(g, ARCS_FUEL), 2, 0);
    game_bump(game);
    t_log log = {0};
    act3_end_chapter(game, &log);
    assert_false(t_logged(&log, "by Fear Alone"));
    assert_int_equal(g->camp.objective[0], 20);
    arcs_game_free(game);
}

/* "If you're First Regent, you control all Empire-controlled systems for
 * objectives": an Empire-controlled Relic planet counts for the First
 * Regent, not for a Regent who is not. */
static void objective_first_regent(void **state) {
    (void)state;
    for (int fr = 0; fr < 2; fr++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        outrage(game, 0, 1u << ARCS_RELIC);
        put_imperial(game, planet_of_type(g, ARCS_RELIC), 2, 0);
        if (fr) campaign_take_first_regent(g, 0);
        game_bump(game);
        t_assert_invariants(game);
        act3_end_chapter(game, NULL);
        assert_int_equal(g->camp.objective[0], fr ? 18 : 20);
        arcs_game_free(game);
    }
}

/* faq.csv, Overlord Act III Objective: "How does Rule by Fear Alone
 * interact with Monopolies? You are considered to "have" these resources,
 * so you do advance for them." p0 has the Relic Monopoly and no Relic in
 * a slot. */
static void objective_counts_monopolies(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    outrage(game, 0, 1u << ARCS_RELIC);
    assert_true(g->res_supply[ARCS_RELIC] > 0);
    fate_gain_card(g, 0, monopoly_card(ARCS_RELIC));
    cards_sources_changed(g);
    game_bump(game);
    assert_int_equal(resources_held(&g->pl[0], ARCS_RELIC), 0);
    assert_int_equal(overlord_types_had(g, 0), 1u << ARCS_RELIC);
    act3_end_chapter(game, NULL);
    assert_int_equal(g->camp.objective[0], 19);
    arcs_game_free(game);
}

/* The final objective completed at a chapter's end with at least 1 Power
 * wins outright; with 0 Power it does not. */
static void final_objective_win(void **state) {
    (void)state;
    for (int power = 0; power <= 1; power++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        outrage(game, 0, 1u << ARCS_FUEL);
        g->pl[0].power = (int16_t)power;
        g->camp.objective[0] = 2;
        t_place_ships(game, 0, planet_of_type(g, ARCS_FUEL), 2, 0);
        game_bump(game);
        act3_end_chapter(game, NULL);
        assert_int_equal(g->camp.objective[0], 0);
        assert_int_equal(campaign_final_objective_winners(g), power ? 1u : 0u);
        arcs_game_free(game);
    }
}

/* F1702 Sycophants (the Planet Breaker's card reprinted: one def): the
 * Overlord's Outrage in play offers 2 fresh ships at a planet of the type,
 * once per turn; the card is kept (Weapon Outrage). */
static void sycophants_place_on_outrage(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    fate_gain_card(g, 0, CARD_F1702);
    cards_sources_changed(g);
    game_bump(game);
    provoke_outrage(g, 0, ARCS_WEAPON);
    game_bump(game);
    assert_true(holds(g, 0, CARD_F1702));
    const frame *f = top_frame_c(g);
    assert_true(f && f->kind == FR_CARD && f->card == CARD_F1702);
    int s = planet_of_type(g, ARCS_WEAPON);
    refused(game, cmove(0, CARD_F1702, 0, planet_of_type(g, ARCS_FUEL)));
    apply_ok(game, cmove(0, CARD_F1702, 0, s));
    assert_int_equal(g->sys[s].fresh[0], 2);
    assert_true(card_used_this_turn(g, CARD_F1702));
    provoke_outrage(g, 0, ARCS_FUEL);
    game_bump(game);
    f = top_frame_c(g);
    assert_false(f && f->kind == FR_CARD && f->card == CARD_F1702);
    arcs_game_free(game);
}

/* F1703 Reach Rejects Overlord (Edict 65): 0-5 Outrage lose 0, 1, 3, 6, 8,
 * 10 Power; Power may go below 0. */
static void reach_rejects_overlord(void **state) {
    (void)state;
    static const int LOSS[] = {0, 1, 3, 6, 8, 10};
    for (int n = 0; n <= NUM_RES; n++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        outrage(game, 0, (1u << n) - 1);
        g->pl[0].power = 4;
        outrage(game, 1, 0x1F);
        g->pl[1].power = 4;
        card_def_of(CARD_F1703)->edict(g, CARD_F1703);
        assert_int_equal(g->pl[0].power, 4 - LOSS[n]);
        assert_int_equal(g->pl[1].power, 4);
        assert_int_equal(card_def_of(CARD_F1703)->edict_order, 65);
        arcs_game_free(game);
    }
}

/* F17A step 1 (resettle.h), decided first: with a Flagship (gained in Act
 * II; the record carries it) the Setup card offers "resettle" or
 * "keep-flagship" to the Fate's player only; 7esettling moves on to the
 * 7esettle's placements (F7_7ESETTLE). */
static void setup_resettle(void **state) {
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        arcs_game *game = act3_with_flagship_at(&FATES, 0x1971, CARD_F1701A);
        game_state *g = t_state(game);
        assert_int_equal(g->camp.fate[0], CARD_FATE17);
        assert_true(g->camp.flagship[0]);
        assert_int_equal(top_frame_c(g)->step, S_RESETTLE);
        refused(game, cmove(1, CARD_F1701A, S_RESETTLE, 0));
        apply_ok(game, cmove(0, CARD_F1701A, yes ? S_RESETTLE : S_KEEP_FLAGSHIP, 0));
        if (yes) assert_int_equal(top_frame_c(g)->kind, FR_RESETTLE);
        else {
            assert_true(g->camp.flagship[0]);
            assert_int_equal(top_frame_c(g)->step, S_PROVOKE);
        }
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_resettle),
        cmocka_unit_test(setup_provokes_and_places),
        cmocka_unit_test(setup_declines),
        cmocka_unit_test(objective_advances),
        cmocka_unit_test(objective_without_outrage),
        cmocka_unit_test(objective_first_regent),
        cmocka_unit_test(objective_counts_monopolies),
        cmocka_unit_test(final_objective_win),
        cmocka_unit_test(sycophants_place_on_outrage),
        cmocka_unit_test(reach_rejects_overlord),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
