/* The Redeemer's Act III (Fate ARCS-FATE19, a C Fate: ARCS-F1901A-F1904):
 * its Setup side (Relic Outrage, Ire of the Keepers, Rebuke of the
 * Keepers, Relic Fence known on top of the Court deck, the 2-player Keeper
 * box), its final objective (Subdue the Keepers, Shatter the Relics, the
 * faq.csv rulings), the win by the final objective, Ire of the Keepers and
 * Rebuke of the Keepers, in Act III games started from campaign records
 * (p0 keeps the Admiral through Act I, fails Act II and takes the
 * Redeemer). */
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
#include "cards/campaign/fates/redeemer/redeemer.h"

static const t_fates FATES = {.a = {CARD_FATE07, CARD_FATE02, CARD_FATE03}, .completed1 = 7u,
                              .c = {CARD_FATE19}, .completed2 = 6u};
enum { S_SCRAP = 0 };                                   /* act3.c, F1901B */
enum { FROM_SLOT, FROM_CARD, FROM_SUPPLY };             /* its argument */
enum { S_RESETTLE = 0, S_KEEP_FLAGSHIP = 1 };         /* act3.c, F1901A */
enum { S_DECLARE = 0 };                                 /* rebuke_of_the_keepers.c */

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

static arcs_move decline(int p) {
    arcs_move m = {0};
    m.kind = ARCS_MOVE_DECLINE;
    m.player = (uint8_t)p;
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

static int deck_top(const game_state *g) { return g->court_deck_len ? court_deck_pile(g)[g->court_deck_len - 1] : -1; }

/* F1901A: Relic Outrage, Ire of the Keepers in the play area, Rebuke of the
 * Keepers in the booklet, Relic Fence face up on top of the Court deck
 * (known: drawing it is no chance; determinize for a Rival keeps it on
 * top, the observation unchanged), the marker on 14 (3 players). */
static void setup_side(void **state) {
    (void)state;
    arcs_game *game = t_act3_started(3, 0x1901, &FATES, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE19);
    assert_true((g->pl[0].outrage >> ARCS_RELIC) & 1u);
    assert_true(t_in_play_area(g, 0, CARD_F1902));
    assert_true(t_in_play_area(g, 0, CARD_F1901B));
    assert_true(act3_in_booklet(g, CARD_F1903));
    assert_int_equal(g->camp.objective[0], 14);
    assert_int_equal(deck_top(g), CARD_F1904);
    assert_true(cards_court_top_known(g));
    static unsigned char before[ARCS_STATE_BYTES_MAX];
    size_t lb = 0;
    assert_int_equal(arcs_observation(game, 1, before, sizeof before, &lb), ARCS_OK);
    for (uint64_t seed = 1; seed <= 4; seed++) {
        arcs_game *w = determinized(game, 1, seed, before, lb);
        assert_int_equal(deck_top(&w->s), CARD_F1904);
        arcs_game_free(w);
    }
    t_assert_reloads(game, "redeemer setup");
    arcs_game_free(game);
}

/* Relic Fence known on top, then the whole Court deck shuffled: no longer
 * known there (its mark forgotten, so a determinized world does not put it
 * back on top). */
static void setup_fence_forgotten_by_shuffle(void **state) {
    (void)state;
    arcs_game *game = t_act3_started(3, 0x1901, &FATES, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    assert_true(cards_court_top_known(g));
    /* The order a shuffle could give: Relic Fence below another card. */
    uint16_t *deck = court_deck_pile(g);
    uint16_t t = deck[g->court_deck_len - 1];
    deck[g->court_deck_len - 1] = deck[0];
    deck[0] = t;
    court_deck_shuffled(g);
    game_bump(game);
    assert_false(cards_court_top_known(g));
    t_assert_invariants(game);
    t_assert_reloads(game, "relic fence shuffled");
    arcs_game_free(game);
}

/* F1901A step 6: with 2 players the Relics on the Keeper ambition box
 * return to the supply (the other boxes keep theirs). */
static void setup_two_players_keeper_box(void **state) {
    (void)state;
    arcs_game *game = t_act3_started(2, 0x1902, &FATES, ARCS_CHANCE_INTERNAL);
    const game_state *g = &game->s;
    assert_int_equal(g->camp.fate[0], CARD_FATE19);
    assert_int_equal(g->phantom[ARCS_RELIC], 0);
    int others = 0;
    for (int r = 0; r < NUM_RES; r++) others += g->phantom[r];
    assert_true(others > 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* The Redeemer's Act III made quiet (an empty map, nothing held; the
 * Relic Outrage kept), chapter 1, marker on 14. */
static arcs_game *table(void) {
    arcs_game *game = t_act3_started(3, 0x1903, &FATES, ARCS_CHANCE_INTERNAL);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    act3_quiet(game, false);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE19);
    for (int p = 0; p < g->num_players; p++) g->pl[p].power = 5;
    g->camp.objective[0] = 14;
    g->chapter = 1;
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

/* An in-play planet of type r. */
static int planet_of_type(const game_state *g, int r) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && planet_type(s) == r && planet_slots(s) > 0) return s;
    fail_msg("no planet of type %d", r);
    return -1;
}

/* Ambition a declared (the first marker in its box). */
static void declare(arcs_game *game, int a) {
    t_state(game)->marker_box[0] = (uint8_t)a;
    game_bump(game);
}

/* F1901B Subdue the Keepers: Keeper not declared, +3. */
static void subdue_keeper_undeclared(void **state) {
    (void)state;
    arcs_game *game = table();
    t_log log = {0};
    act3_end_chapter(game, &log);
    assert_true(t_logged(&log, "Subdue the Keepers: Player 1 sees Keeper undeclared."));
    assert_int_equal(t_state(game)->camp.objective[0], 11);
    arcs_game_free(game);
}

/* Keeper declared: won by the Redeemer (a Relic on a card: Keeper counts
 * it), +3; won by p1, nothing. */
static void subdue_keeper_declared(void **state) {
    (void)state;
    for (int winner = 0; winner <= 1; winner++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        t_give_to_empty_slot(game, 1, ARCS_RELIC);
        if (winner == 0) {
            assert_int_equal(card_res_add(g, CARD_F1902, ARCS_RELIC, 2), 2);
        }
        declare(game, ARCS_KEEPER);
        act3_end_chapter(game, NULL);
        assert_int_equal(g->camp.objective[0], winner == 0 ? 11 : 14);
        arcs_game_free(game);
    }
}

/* Shatter the Relics: p0 won Tycoon (a Material) and has a Relic in a slot
 * and one on a card: each scrapped Relic advances 2 (out of the game, on
 * the Setup side); a source p0 lacks is refused with the game unchanged;
 * "decline" stops. */
static void shatter_the_relics(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    t_give_to_empty_slot(game, 0, ARCS_MATERIAL);
    t_give_to_empty_slot(game, 0, ARCS_RELIC);
    assert_int_equal(card_res_add(g, CARD_F1902, ARCS_RELIC, 1), 1);
    declare(game, ARCS_TYCOON);
    act3_end_chapter(game, NULL);
    /* Keeper undeclared: +3 already. */
    assert_int_equal(g->camp.objective[0], 11);
    const frame *f = top_frame_c(g);
    assert_true(f && f->kind == FR_CARD && f->card == CARD_F1901B);
    refused(game, cmove(0, CARD_F1901B, S_SCRAP, FROM_SUPPLY));
    refused(game, cmove(1, CARD_F1901B, S_SCRAP, FROM_SLOT));
    apply_ok(game, cmove(0, CARD_F1901B, S_SCRAP, FROM_SLOT));
    assert_int_equal(resources_held(&g->pl[0], ARCS_RELIC), 0);
    assert_int_equal(card_res_count(g, CARD_F1901A, ARCS_RELIC), 1);
    assert_int_equal(g->camp.objective[0], 9);
    refused(game, cmove(0, CARD_F1901B, S_SCRAP, FROM_SLOT));
    apply_ok(game, decline(0));
    assert_int_equal(card_res_count(g, CARD_F1902, ARCS_RELIC), 1);
    assert_int_equal(g->camp.objective[0], 9);
    arcs_game_free(game);
}

/* No ambition won: no Shatter, whatever Relics p0 has. */
static void shatter_needs_a_win(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    t_give_to_empty_slot(game, 0, ARCS_RELIC);
    t_give_to_empty_slot(game, 1, ARCS_MATERIAL);
    declare(game, ARCS_TYCOON);
    act3_end_chapter(game, NULL);
    const frame *f = top_frame_c(g);
    assert_false(f && f->kind == FR_CARD && f->card == CARD_F1901B);
    assert_int_equal(resources_held(&g->pl[0], ARCS_RELIC), 1);
    arcs_game_free(game);
}

/* faq.csv, Redeemer Act III Objective: "Can I scrap Relics that I have on
 * Relic Monopoly? Yes, you are considered to "have" these Relics." */
static void shatter_relic_monopoly(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    fate_gain_card(g, 0, monopoly_card(ARCS_RELIC));
    cards_sources_changed(g);
    t_give_to_empty_slot(game, 0, ARCS_MATERIAL);
    declare(game, ARCS_TYCOON);
    int supply = g->res_supply[ARCS_RELIC];
    assert_true(supply > 0);
    act3_end_chapter(game, NULL);
    apply_ok(game, cmove(0, CARD_F1901B, S_SCRAP, FROM_SUPPLY));
    assert_int_equal(g->res_supply[ARCS_RELIC], supply - 1);
    assert_int_equal(g->camp.objective[0], 9);
    arcs_game_free(game);
}

/* faq.csv, Redeemer Act III Objective, with Relic Cartel: "the Redeemer
 * might lose the Relics before getting to scrap them": p1's Relic Cartel
 * discards p0's Relics after scoring, before Shatter the Relics (no Relic
 * left: no decision). */
static void shatter_after_relic_cartel(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    /* The Magnate's Relic Cartel (scrapped with the Magnate's Act I here). */
    g->camp.scrapped[CARD_F311 >> 3] &= (uint8_t)~(1u << (CARD_F311 & 7));
    fate_gain_card(g, 1, CARD_F311);
    cards_sources_changed(g);
    t_give_to_empty_slot(game, 0, ARCS_MATERIAL);
    t_give_to_empty_slot(game, 0, ARCS_RELIC);
    declare(game, ARCS_TYCOON);
    act3_end_chapter(game, NULL);
    assert_int_equal(resources_held(&g->pl[0], ARCS_RELIC), 0);
    const frame *f = top_frame_c(g);
    assert_false(f && f->kind == FR_CARD && f->card == CARD_F1901B);
    arcs_game_free(game);
}

/* The final objective completed at a chapter's end with at least 1 Power
 * wins outright; with 0 Power it does not. */
static void final_objective_win(void **state) {
    (void)state;
    for (int power = 0; power <= 1; power++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        g->pl[0].power = (int16_t)power;
        g->camp.objective[0] = 3;
        game_bump(game);
        act3_end_chapter(game, NULL);
        assert_int_equal(g->camp.objective[0], 0);
        assert_int_equal(campaign_final_objective_winners(g), power ? 1u : 0u);
        arcs_game_free(game);
    }
}

/* F1902 Ire of the Keepers: the Redeemer cannot declare Keeper (p1 can);
 * p0's Loyal city on a Relic planet is a Tax target only while p0 controls
 * the system; a Loyal city on another planet type needs no control. */
static void tax_text(char *text, size_t n, int sys) {
    char sn[16];
    snprintf(text, n, "p0 tax %s 0", system_name(sys, sn));
}

static void ire_of_the_keepers(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    assert_true((cards_undeclarable(g, 0) >> ARCS_KEEPER) & 1u);
    assert_false((cards_undeclarable(g, 1) >> ARCS_KEEPER) & 1u);
    int relic = planet_of_type(g, ARCS_RELIC), fuel = planet_of_type(g, ARCS_FUEL);
    assert_true(relic >= 0 && fuel >= 0);
    t_place_building(game, 0, relic, 0, false, false);
    t_place_ships(game, 0, relic, 1, 0);
    t_place_ships(game, 1, relic, 2, 0);
    t_place_building(game, 0, fuel, 0, false, false);
    t_place_ships(game, 0, fuel, 1, 0);
    t_place_ships(game, 1, fuel, 2, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    ok(game, "p0 action tax");
    char text[64];
    tax_text(text, sizeof text, relic);
    t_refused_unchanged(game, text);
    tax_text(text, sizeof text, fuel);
    assert_true(t_is_legal(game, text));
    /* With control, the Relic city is a target too. */
    t_place_ships(game, 0, relic, 2, 0);
    tax_text(text, sizeof text, relic);
    assert_true(t_is_legal(game, text));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1903 Rebuke of the Keepers, Keeper declared: the Redeemer not winning
 * it loses Keeper's first place (p1 has the Relic); winning it, nothing. */
static void rebuke_power_lost(void **state) {
    (void)state;
    for (int winning = 0; winning <= 1; winning++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        if (winning) assert_int_equal(card_res_add(g, CARD_F1902, ARCS_RELIC, 1), 1);
        else t_give_to_empty_slot(game, 1, ARCS_RELIC);
        declare(game, ARCS_KEEPER);
        int first = marker_first(g, 0);
        assert_true(first > 0);
        card_def_of(CARD_F1903)->edict(g, CARD_F1903);
        assert_int_equal(g->pl[0].power, winning ? 5 : 5 - first);
        assert_int_equal(card_def_of(CARD_F1903)->edict_order, 70);
        arcs_game_free(game);
    }
}

/* Keeper undeclared: p1 with the most Relics may declare it (a move; the
 * Redeemer's "declare" refused); a tie, or the Redeemer the most: no
 * decision. */
static void rebuke_declares_keeper(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    t_give_to_empty_slot(game, 1, ARCS_RELIC);
    g->depth = 0;
    card_def_of(CARD_F1903)->edict(g, CARD_F1903);
    game_bump(game);
    const frame *f = top_frame_c(g);
    assert_true(f && f->card == CARD_F1903 && f->player == 1);
    refused(game, cmove(0, CARD_F1903, S_DECLARE, 0));
    apply_ok(game, cmove(1, CARD_F1903, S_DECLARE, 0));
    assert_true(keeper_declared(g));
    arcs_game_free(game);

    for (int tie = 0; tie <= 1; tie++) {
        game = table();
        g = t_state(game);
        t_give_to_empty_slot(game, 0, ARCS_RELIC);
        if (tie) t_give_to_empty_slot(game, 1, ARCS_RELIC);
        int depth = g->depth;
        card_def_of(CARD_F1903)->edict(g, CARD_F1903);
        assert_int_equal(g->depth, depth);
        assert_false(keeper_declared(g));
        arcs_game_free(game);
    }
}

/* F19A step 1 (resettle.h), decided first: with a Flagship (gained in Act
 * II; the record carries it) the Setup card offers "resettle" or
 * "keep-flagship" to the Fate's player only; 9esettling moves on to the
 * 9esettle's placements (F9_9ESETTLE). */
static void setup_resettle(void **state) {
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        arcs_game *game = act3_with_flagship_at(&FATES, 0x1991, CARD_F1901A);
        game_state *g = t_state(game);
        assert_int_equal(g->camp.fate[0], CARD_FATE19);
        assert_true(g->camp.flagship[0]);
        assert_int_equal(top_frame_c(g)->step, S_RESETTLE);
        refused(game, cmove(1, CARD_F1901A, S_RESETTLE, 0));
        apply_ok(game, cmove(0, CARD_F1901A, yes ? S_RESETTLE : S_KEEP_FLAGSHIP, 0));
        if (yes) assert_int_equal(top_frame_c(g)->kind, FR_RESETTLE);
        else {
            assert_true(g->camp.flagship[0]);
        }
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_resettle),
        cmocka_unit_test(setup_side),
        cmocka_unit_test(setup_fence_forgotten_by_shuffle),
        cmocka_unit_test(setup_two_players_keeper_box),
        cmocka_unit_test(subdue_keeper_undeclared),
        cmocka_unit_test(subdue_keeper_declared),
        cmocka_unit_test(shatter_the_relics),
        cmocka_unit_test(shatter_needs_a_win),
        cmocka_unit_test(shatter_relic_monopoly),
        cmocka_unit_test(shatter_after_relic_cartel),
        cmocka_unit_test(final_objective_win),
        cmocka_unit_test(ire_of_the_keepers),
        cmocka_unit_test(rebuke_power_lost),
        cmocka_unit_test(rebuke_declares_keeper),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
