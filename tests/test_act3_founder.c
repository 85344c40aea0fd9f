/* The Founder's Act III (ARCS-F224..F227): scenario tests on Act III games
 * started from campaign records (tests/act2_fixture.h t_act3_started), the
 * Founder player 0 (every objective of Acts I and II completed). The Setup
 * side, the grand ambitions scored from the chapter track, the cards the
 * Act II Resolution and the Setup side bring; faq.csv rulings; bad moves
 * refused with the game byte-identical. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdio.h>
#include <stdlib.h>

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "act3_scene.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/founder/commonwealth.h"
#include "core/invariants.h"

#define SYS_OF(cluster, symbol) ((cluster) * 4 + (symbol))

/* An Act III game of 3 players, the Founder player 0, at its first lead. */
static arcs_game *founder_game(uint64_t seed) {
    t_fates f = {.a = {CARD_FATE02, CARD_FATE01, CARD_FATE03}, .completed1 = 7, .completed2 = 7};
    arcs_game *game = t_act3_started(3, seed, &f, ARCS_CHANCE_INTERNAL);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    return game;
}

/* The same, nothing counting for ambitions, an empty map; with
 * no_decision, no decision pending (for driving the chapter end by hand). */
static arcs_game *quiet_game_at(uint64_t seed, bool no_decision) {
    arcs_game *game = act3_quiet(founder_game(seed), no_decision);
    return game;
}

static arcs_game *quiet_game(uint64_t seed) { return quiet_game_at(seed, true); }

static bool holds(const game_state *g, int p, int card) {
    for (int i = 0; i < g->pl[p].guild_count; i++)
        if (g->pl[p].guild[i] == card) return true;
    return false;
}

static void scrap_titles_but(arcs_game *game, unsigned members) {
    game_state *g = t_state(game);
    for (int p = 0; p < g->num_players; p++)
        if (!((members >> p) & 1u))
            for (int c = CARD_F218; c <= CARD_F221; c++)
                if (in_play_area(g, p, c)) fate_scrap(g, c);
}

/* n Free cities, one per planet in play from cluster 1 on, slot 0. */
static int put_free_cities(arcs_game *game, int n, int *systems) {
    game_state *g = t_state(game);
    int k = 0;
    for (int s = 0; s < NUM_SYSTEMS && k < n; s++)
        if (sys_in_play(g, s) && planet_slots(s) > 0 && !(g->sys[s].bld[0] & BLD_OCCUPIED)) {
            g->sys[s].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
            systems[k++] = s;
        }
    assert_int_equal(k, n);
    return k;
}

/* ---- F225A ---- */

static void setup_swaps_the_edict_and_gains_freedom_fighters(void **state) {
    (void)state;
    arcs_game *game = founder_game(5);
    const game_state *g = &game->s;
    assert_int_equal(g->camp.act, 3);
    assert_true(in_play_area(g, 0, CARD_F225B));
    assert_true(card_scrapped(g, CARD_F215));
    assert_false(act3_in_booklet(g, CARD_F215));
    assert_true(act3_in_booklet(g, CARD_F226));
    assert_true(holds(g, 0, CARD_F227));
    /* Spirit of Freedom, gained by the Act II Resolution, is in play. */
    assert_true(in_play_area(g, 0, CARD_F224));
    /* The Armistices stay tucked, now under Mass Call for Armistice. */
    assert_int_equal(CARD_DATA(g, armistice_data, card_data_place(CARD_F215))->tucked, 3);
    arcs_game_free(game);
}

/* ---- F225B ---- */

/* Tycoon declared with the Commonwealth Ambition marker; Members players 0
 * and 1 (1 + 1 Tycoon) against player 2 (none): the Commonwealth wins. */
static void commonwealth_wins_tycoon(arcs_game *game) {
    game_state *g = t_state(game);
    scrap_titles_but(game, 0x3);
    g->marker_box[0] = ARCS_TYCOON;
    *commonwealth_marker(g) = (uint8_t)(CW_IN_BOX + ARCS_TYCOON);
    t_give_to_empty_slot(game, 0, ARCS_MATERIAL);
    t_give_to_empty_slot(game, 1, ARCS_FUEL);
}

static int mask_of(arcs_game *game) {
    return card_founder_objective3.grand_ambitions(&game->s, 0, CARD_F225B);
}

static void grand_ambitions_count_free_cities(void **state) {
    (void)state;
    arcs_game *game = quiet_game(7);
    commonwealth_wins_tycoon(game);
    int sys[8];
    put_free_cities(game, 2, sys);
    assert_int_equal(mask_of(game), 0);
    put_free_cities(game, 1, sys + 2);
    assert_int_equal(mask_of(game), 1);
    /* A Member's control keeps it; a non-Member's or the Empire's does not. */
    t_place_ships(game, 1, sys[0], 1, 0);
    assert_int_equal(controller(&game->s, sys[0]), 1);
    assert_int_equal(mask_of(game), 1);
    t_place_ships(game, 2, sys[1], 1, 0);
    assert_int_equal(mask_of(game), 0);
    t_place_ships(game, 0, sys[1], 2, 0);
    assert_int_equal(mask_of(game), 1);
    put_imperial(game, sys[2], 1, 0);
    assert_int_equal(controller(&game->s, sys[2]), OWNER_EMPIRE);
    assert_int_equal(mask_of(game), 0);
    put_free_cities(game, 4, sys + 3);
    assert_int_equal(mask_of(game), 1); /* 7 Free cities, one the Empire's: 6 */
    put_free_cities(game, 1, sys + 7);
    assert_int_equal(mask_of(game), 3);
    /* A starport is no city. */
    t_state(game)->sys[sys[7]].bld[0] = BLD_MAKE(OWNER_FREE, true, false);
    assert_int_equal(mask_of(game), 1);
    arcs_game_free(game);
}

/* "The Commonwealth won the Commonwealth ambition and ...": a tie, a
 * non-Member's win, the marker not in a declared box: nothing. */
static void grand_ambitions_need_the_commonwealth_to_win(void **state) {
    (void)state;
    arcs_game *game = quiet_game(8);
    commonwealth_wins_tycoon(game);
    int sys[8];
    put_free_cities(game, 7, sys);
    assert_int_equal(mask_of(game), 3);
    t_give_to_empty_slot(game, 2, ARCS_MATERIAL);
    t_give_to_empty_slot(game, 2, ARCS_MATERIAL);
    assert_int_equal(mask_of(game), 0); /* 2 against 2 */
    t_give_to_empty_slot(game, 0, ARCS_FUEL);
    assert_int_equal(mask_of(game), 3);
    t_state(game)->marker_box[0] = 0xFF; /* undeclared (a Crisis) */
    assert_int_equal(mask_of(game), 0);
    t_state(game)->marker_box[0] = ARCS_TYCOON;
    *commonwealth_marker(t_state(game)) = CW_ON_FATE;
    assert_int_equal(mask_of(game), 0);
    arcs_game_free(game);
}

/* Scored at the chapter's end from the chapter track, with the declared
 * ambitions: the Commonwealth's share plus 2 / 4 (chapter 1). */
static void grand_ambitions_scored_at_the_chapter_end(void **state) {
    (void)state;
    for (int both = 0; both <= 1; both++) {
        arcs_game *game = quiet_game(9);
        commonwealth_wins_tycoon(game);
        int sys[8];
        put_free_cities(game, both ? 7 : 3, sys);
        game_state *g = t_state(game);
        assert_int_equal(g->chapter, 1);
        int share = (marker_first(g, 0) + marker_second(g, 0)) / 2, before = g->pl[0].power;
        t_only_grand_ambitions_of(game, 0); /* the Rivals' own out of the way */
        int before1 = g->pl[1].power;
        static t_log log;
        memset(&log, 0, sizeof log);
        act3_end_chapter(game, &log);
        assert_int_equal(g->pl[0].power - before, share + grand_ambition_power(1, both ? 2 : 1));
        assert_int_equal(g->pl[1].power - before1, share); /* personal: the Founder's alone */
        assert_true(t_logged(&log, both ? "fulfilled both grand ambitions of Founder Act III Objective"
                                        : "fulfilled the first grand ambition of Founder Act III Objective"));
        arcs_game_free(game);
    }
    /* Not fulfilled: 2 Free cities; no grand-ambition Power. */
    arcs_game *game = quiet_game(9);
    commonwealth_wins_tycoon(game);
    int sys[2];
    put_free_cities(game, 2, sys);
    game_state *g = t_state(game);
    int share = (marker_first(g, 0) + marker_second(g, 0)) / 2, before = g->pl[0].power;
    static t_log log;
    memset(&log, 0, sizeof log);
    act3_end_chapter(game, &log);
    assert_int_equal(g->pl[0].power - before, share);
    assert_false(t_logged(&log, "Founder Act III Objective"));
    arcs_game_free(game);
}


/* ---- F224 Spirit of Freedom ---- */

/* n agents of p onto Court place pos (from p's supply). */
static void agents_on(arcs_game *game, int pos, int p, int n) {
    game_state *g = t_state(game);
    g->pl[p].agents_supply = (uint8_t)(g->pl[p].agents_supply - n);
    g->court_agents[pos][p] = (uint8_t)(g->court_agents[pos][p] + n);
}

/* Tied for most with a non-Member (Player 3): the Founder may secure; a
 * tie with a Member alone, or no agents, does not; a Rival without the
 * card may not secure on the same tie. */
static void spirit_of_freedom_secures_on_a_tie(void **state) {
    (void)state;
    arcs_game *game = quiet_game_at(11, false);
    scrap_titles_but(game, 0x3);
    game_state *g = t_state(game);
    assert_true(in_play_area(g, 0, CARD_F224));
    assert_false(may_secure_place(g, 0, 1)); /* nobody has agents there */
    agents_on(game, 1, 0, 1);
    agents_on(game, 1, 2, 1);
    assert_true(may_secure_place(g, 0, 1));
    assert_false(may_secure_place(g, 2, 1)); /* Player 3 has no Spirit of Freedom */
    agents_on(game, 1, 2, 1);
    assert_false(may_secure_place(g, 0, 1)); /* not tied: fewer */
    agents_on(game, 2, 0, 1);
    agents_on(game, 2, 1, 1);
    assert_false(may_secure_place(g, 0, 2)); /* tied with a Member only */
    /* Without the card, a tie is no secure. */
    agents_on(game, 3, 0, 2);
    agents_on(game, 3, 2, 2);
    assert_true(may_secure_place(g, 0, 3));
    /* Secured on the tie: Player 3's agents are captured as usual. */
    static t_log log;
    memset(&log, 0, sizeof log);
    game->log = t_keep_line;
    game->log_ud = &log;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    int card = g->court_row[3];
    ok(game, "p0 action secure");
    assert_true(t_is_legal(game, "p0 secure 3"));
    assert_false(t_is_legal(game, "p0 secure 2"));
    t_refused_unchanged(game, "p0 secure 2");
    ok(game, "p0 secure 3");
    assert_true(t_logged(&log, "Player 1 secures Court place 4, tied for most agents."));
    game->log = NULL;
    assert_int_equal(g->pl[0].captives[2], 2);
    assert_true(g->court_row[3] != card);
    arcs_game_free(game);
}

/* faq.csv, Spirit of Freedom: "Can I secure the card if I am in a
 * three-way tie with a Commonwealth Member and a non-Member? Yes!" */
static void faq_spirit_of_freedom_three_way_tie(void **state) {
    (void)state;
    arcs_game *game = quiet_game_at(12, false);
    scrap_titles_but(game, 0x3);
    game_state *g = t_state(game);
    agents_on(game, 1, 0, 2);
    agents_on(game, 1, 1, 2);
    assert_false(may_secure_place(g, 0, 1));
    agents_on(game, 1, 2, 2);
    assert_true(may_secure_place(g, 0, 1));
    /* Without the card: no. */
    play_area_remove(g, 0, CARD_F224);
    g->camp.fate_cards_added--;
    assert_false(may_secure_place(g, 0, 1));
    arcs_game_free(game);
}

/* ---- F226 Mass Call for Armistice ---- */

static int tucked(const game_state *g) { return CARD_DATA(g, armistice_data, card_data_place(CARD_F215))->tucked; }

/* The least-Power Member calls, then the Founder may do the same. */
static void mass_call_member_then_founder(void **state) {
    (void)state;
    arcs_game *game = quiet_game_at(13, false);
    game_state *g = t_state(game);
    const card_def *edict = card_def_of(CARD_F226);
    assert_int_equal(edict->edict_order, 25);
    g->pl[0].power = 6, g->pl[1].power = 3, g->pl[2].power = 5;
    static t_log log;
    memset(&log, 0, sizeof log);
    game->log = t_keep_line;
    game->log_ud = &log;
    edict->edict(g, CARD_F226);
    game_bump(game);
    assert_true(t_is_legal(game, "p1 card mass-call-for-armistice attach 1"));
    assert_false(t_is_legal(game, "p1 card mass-call-for-armistice attach 0")); /* the Imperial Council */
    t_refused_unchanged(game, "p0 card mass-call-for-armistice attach 1");
    ok(game, "p1 card mass-call-for-armistice attach 1");
    assert_int_equal(attached_card(g, 1), CARD_F216);
    assert_int_equal(tucked(g), 2);
    /* The Founder's turn to call: place 1 has one attached already. */
    assert_false(t_is_legal(game, "p0 card mass-call-for-armistice attach 1"));
    t_refused_unchanged(game, "p1 card mass-call-for-armistice attach 2");
    ok(game, "p0 card mass-call-for-armistice attach 2");
    assert_int_equal(attached_card(g, 2), CARD_F217);
    assert_int_equal(tucked(g), 0);
    assert_true(t_logged(&log, "Player 1, the Founder, may call for an Armistice."));
    /* Secured with its card, an Armistice tucks behind Mass Call. */
    court_take_card(g, 2, 1);
    run_forward(g);
    assert_int_equal(tucked(g), 1);
    assert_true(t_logged(&log, "tucked behind Mass Call for Armistice"));
    game->log = NULL;
    t_assert_invariants(game);
    t_assert_reloads(game, "after Mass Call");
    arcs_game_free(game);
}

/* A tie among the Members skips their call, not the Founder's; the
 * Founder may decline; with no Members the edict and the tucked Armistices
 * are scrapped. */
static void mass_call_tie_decline_and_scrap(void **state) {
    (void)state;
    arcs_game *game = quiet_game_at(14, false);
    game_state *g = t_state(game);
    const card_def *edict = card_def_of(CARD_F226);
    g->pl[0].power = 6, g->pl[1].power = 3, g->pl[2].power = 3;
    edict->edict(g, CARD_F226);
    run_forward(g);
    game_bump(game);
    assert_true(t_is_legal(game, "p0 card mass-call-for-armistice attach 1"));
    ok(game, "p0 decline");
    assert_int_equal(tucked(g), 3);
    /* The Founder, no longer a Member, still calls. */
    scrap_titles_but(game, 0x6);
    g->pl[1].power = 4;
    edict->edict(g, CARD_F226);
    game_bump(game);
    ok(game, "p2 decline");
    assert_true(t_is_legal(game, "p0 card mass-call-for-armistice attach 1"));
    /* A loaded state may hold this frame (FRAME_CHECK): the Founder's, for
     * F226 only. */
    frame f = *top_frame_c(g);
    assert_true(card_def_of(CARD_F226)->frame_ok(g, &f));
    f.card = CARD_F215;
    assert_false(card_def_of(CARD_F215)->frame_ok(g, &f));
    ok(game, "p0 card mass-call-for-armistice attach 1");
    assert_int_equal(tucked(g), 2);
    scrap_titles_but(game, 0);
    edict->edict(g, CARD_F226);
    assert_true(card_scrapped(g, CARD_F226) && card_scrapped(g, CARD_F217));
    assert_int_equal(tucked(g), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- F227 Freedom Fighters ---- */

/* Player p holds Freedom Fighters again (clear_holdings set it aside). */
static void hold_freedom_fighters(arcs_game *game, int p) {
    game_state *g = t_state(game);
    if (holds(g, p, CARD_F227)) return;
    fate_gain_card(g, p, CARD_F227);
}

/* Incite Revolt at a fresh Free city: the damaged Rival and Imperial ships
 * go to their supplies, no Trophy; fresh ships and the holder's stay; a
 * Regent ignores the Truce Law; a damaged Free city offers nothing. */
static void freedom_fighters_incite_revolt(void **state) {
    (void)state;
    arcs_game *game = quiet_game_at(15, false);
    game_state *g = t_state(game);
    hold_freedom_fighters(game, 0);
    int sys[2];
    put_free_cities(game, 2, sys);
    g->sys[sys[1]].bld[0] = BLD_MAKE(OWNER_FREE, false, true); /* damaged: no */
    t_place_ships(game, 1, sys[0], 1, 2);
    t_place_ships(game, 2, sys[0], 0, 1);
    t_place_ships(game, 0, sys[0], 0, 1);
    put_imperial(game, sys[0], 1, 2);
    t_place_ships(game, 1, sys[1], 0, 2);
    g->camp.regents |= 1u; /* Player 1 a Regent: the Truce Law is ignored */
    int supply1 = g->pl[1].ships_supply, imperial = g->camp.imperial_supply;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 card freedom-fighters incite-revolt pip");
    char text[80], name[16];
    snprintf(text, sizeof text, "p0 card freedom-fighters system %s", system_name(sys[1], name));
    t_refused_unchanged(game, text);
    assert_int_equal(t_count_legal(game, "p0 card freedom-fighters system"), 1);
    snprintf(text, sizeof text, "p0 card freedom-fighters system %s", system_name(sys[0], name));
    ok(game, text);
    assert_int_equal(g->sys[sys[0]].damaged[1], 0);
    assert_int_equal(g->sys[sys[0]].damaged[2], 0);
    assert_int_equal(g->sys[sys[0]].fresh[1], 1);
    assert_int_equal(g->sys[sys[0]].damaged[0], 1);
    assert_int_equal(g->camp.imperial[sys[0]][1], 0);
    assert_int_equal(g->camp.imperial[sys[0]][0], 1);
    assert_int_equal(g->pl[1].ships_supply, supply1 + 2);
    assert_int_equal(g->camp.imperial_supply, imperial + 2);
    for (int q = 0; q < 3; q++) assert_int_equal(g->pl[0].trophy_ships[q], 0);
    assert_int_equal(g->sys[sys[1]].damaged[1], 2);
    /* Nothing left to destroy: the action is not offered again. */
    assert_false(card_freedom_fighters.new_actions[0].possible(g, 0, -1));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* An Armistice in the Court: a Member destroys no Member's ships. */
static void freedom_fighters_under_armistice(void **state) {
    (void)state;
    arcs_game *game = quiet_game_at(16, false);
    game_state *g = t_state(game);
    hold_freedom_fighters(game, 0);
    scrap_titles_but(game, 0x3);
    *armistices_tucked(g) = 2;
    assert_true(attach_card(g, CARD_F216, 1, false));
    fate_card_added(g);
    int sys[1];
    put_free_cities(game, 1, sys);
    t_place_ships(game, 1, sys[0], 0, 1);
    assert_false(card_freedom_fighters.new_actions[0].possible(g, 0, -1));
    t_place_ships(game, 2, sys[0], 0, 1);
    assert_true(card_freedom_fighters.new_actions[0].possible(g, 0, -1));
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 card freedom-fighters incite-revolt pip");
    char text[80], name[16];
    snprintf(text, sizeof text, "p0 card freedom-fighters system %s", system_name(sys[0], name));
    ok(game, text);
    assert_int_equal(g->sys[sys[0]].damaged[1], 1);
    assert_int_equal(g->sys[sys[0]].damaged[2], 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_swaps_the_edict_and_gains_freedom_fighters),
        cmocka_unit_test(grand_ambitions_count_free_cities),
        cmocka_unit_test(grand_ambitions_need_the_commonwealth_to_win),
        cmocka_unit_test(grand_ambitions_scored_at_the_chapter_end),
        cmocka_unit_test(spirit_of_freedom_secures_on_a_tie),
        cmocka_unit_test(faq_spirit_of_freedom_three_way_tie),
        cmocka_unit_test(mass_call_member_then_founder),
        cmocka_unit_test(mass_call_tie_decline_and_scrap),
        cmocka_unit_test(freedom_fighters_incite_revolt),
        cmocka_unit_test(freedom_fighters_under_armistice),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
