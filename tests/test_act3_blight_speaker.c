/* The Blight Speaker's Act III (lib/cards/campaign/fates/blight_speaker/,
 * ARCS-F1304..F1313): scenario tests on Act III games started from campaign
 * records (tests/act2_fixture.h t_act3_started), the Blight Speaker player
 * 0 (failed Act I, completed Act II). The Setup side, the grand ambitions
 * scored from the chapter track, the cards the Act II Resolution and the
 * Setup side bring; bad moves refused with the game byte-identical.
 * faq.csv: "The Dead Live" (Blight Hunger first) waits for that C Fate
 * card; "Blight Fury" (Blight never Catapults): tests/test_act3_blight_control.c. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdio.h>
#include <stdlib.h>

#include "act2_fixture.h"
#include "act3_scene.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/blight_speaker/blight_speaker.h"

#define SYS_1ARROW (0 * 4 + SYS_ARROW)
#define SYS_1GATE (0 * 4 + SYS_GATE)
#define SYS_2HEX (1 * 4 + SYS_HEX)
#define SYS_2CRESCENT (1 * 4 + SYS_CRESCENT)

/* p0 fails Act I (takes the Blight Speaker) and completes Act II (keeps
 * it); p1 and p2 keep their A Fates. */
static const t_fates FATES = {.a = {CARD_FATE07, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                              .b = {CARD_FATE13}, .completed2 = 7u};

static arcs_game *speaker_game(uint64_t seed) {
    arcs_game *game = t_act3_started(3, seed, &FATES, ARCS_CHANCE_INTERNAL);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    assert_int_equal(game->s.camp.fate[0], CARD_FATE13);
    return game;
}

/* The same, nothing counting for ambitions, an empty map; with
 * no_decision, no decision pending (the chapter end driven by hand). */
static arcs_game *quiet_game(uint64_t seed, bool no_decision) {
    return act3_quiet(speaker_game(seed), no_decision);
}

static bool in_court(const game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (g->camp.court_deck[i] == card) return true;
    for (int i = 0; i < g->court_row_len; i++)
        if (g->court_row[i] == card) return true;
    for (int p = 0; p < g->num_players; p++)
        for (int i = 0; i < g->pl[p].guild_count; i++)
            if (g->pl[p].guild[i] == card) return true;
    return false;
}

/* ---- F1312A ---- */

/* "1. Gain Blight Hunger (13). Flip this card over.": the Act III
 * objective card and Blight Hunger in the play area, no objective marker;
 * the completed Act II Resolution (F1303) left Blight Fury with p0 and
 * Blight Hunters, Blight Reapers and the 3 Blight Purge cards in the
 * Court. */
static void setup_gains_blight_hunger(void **state) {
    (void)state;
    arcs_game *game = speaker_game(3);
    const game_state *g = &game->s;
    assert_int_equal(g->camp.act, 3);
    assert_true(t_in_play_area(g, 0, CARD_F1312B));
    assert_true(t_in_play_area(g, 0, CARD_F1313));
    assert_true(t_in_play_area(g, 0, CARD_F1304));
    assert_int_equal(g->camp.objective[0], OBJECTIVE_NONE);
    for (int c = CARD_F1305; c <= CARD_F1309; c++) assert_true(in_court(g, c));
    assert_true(card_scrapped(g, CARD_F1310) && card_scrapped(g, CARD_F1311));
    assert_int_equal(blight_hunger_pieces(g), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- F1313 Blight Hunger ---- */

/* "Place pieces (even yours) destroyed by a Blight Crisis on this card":
 * the Event's Blight Crises destroy p0's damaged ship and p1's 2 (a fresh
 * Blight's 3 hits at 1-arrow: each player takes all of them) and an
 * Imperial ship (a damaged Blight's hit at 2-hex): all 4 go on the card,
 * not to their supplies; the 15 ships of each kind stay accounted for and
 * the state reloads. "After scoring, return all of the pieces from this
 * card": at the chapter's end they are back in their supplies. */
static void hunger_takes_what_a_crisis_destroys(void **state) {
    (void)state;
    arcs_game *game = quiet_game(5, false); /* at a decision: the state reloads */
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_1ARROW, 0, 1);
    t_place_ships(game, 1, SYS_1ARROW, 0, 2);
    put_blight(game, SYS_1ARROW, 1, 0);
    put_imperial(game, SYS_2HEX, 0, 2);
    put_blight(game, SYS_2HEX, 0, 1);
    int s0 = g->pl[0].ships_supply, s1 = g->pl[1].ships_supply, imp = g->camp.imperial_supply;
    int out0 = cards_data_ships_out(g, 0); /* the Act II Setup's 2 scrapped ships */
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    blight_crises(g);
    game->log = NULL;
    game_bump(game);
    assert_int_equal(g->sys[SYS_1ARROW].damaged[0] + g->sys[SYS_1ARROW].damaged[1], 0);
    assert_int_equal(g->camp.imperial[SYS_2HEX][1], 1);
    assert_int_equal(g->pl[0].ships_supply, s0);
    assert_int_equal(g->pl[1].ships_supply, s1);
    assert_int_equal(g->camp.imperial_supply, imp);
    assert_int_equal(blight_hunger_pieces(g), 4);
    assert_int_equal(cards_data_ships_out(g, 0), out0 + 1);
    assert_int_equal(cards_data_ships_out(g, 1), 2);
    assert_int_equal(cards_data_imperial_out(g), 1);
    assert_true(t_logged(&log, "Blight Hunger: 2 ship(s) of Player 2 destroyed by the Blight Crisis go on Player 1's card."));
    assert_true(t_logged(&log, "Blight Hunger: 1 Imperial ship(s) destroyed by the Blight Crisis go on Player 1's card."));
    t_assert_invariants(game);
    t_assert_reloads(game, "pieces on Blight Hunger");
    g = t_state(game);
    g->depth = 0; /* no decision: the chapter's end driven by hand */
    memset(g->stack, 0, sizeof g->stack);
    t_log end = {0};
    act3_end_chapter(game, &end);
    g = t_state(game);
    assert_int_equal(blight_hunger_pieces(g), 0);
    assert_int_equal(g->pl[0].ships_supply, s0 + 1);
    assert_int_equal(g->pl[1].ships_supply, s1 + 2);
    assert_int_equal(g->camp.imperial_supply, imp + 1);
    assert_true(t_logged(&end, "after scoring, the 4 piece(s) on Player 1's card return to their supplies"));
    arcs_game_free(game);
}

/* Only a Blight Crisis feeds it: ships destroyed another way (here a
 * card's plain destruction reported as no Crisis) stay in the supply; and
 * with nobody holding Blight Hunger, a Crisis's dead go to the supply. */
static void hunger_only_blight_crises(void **state) {
    (void)state;
    arcs_game *game = quiet_game(7, true);
    game_state *g = t_state(game);
    /* Blight Hunger out of the play area: nobody holds it. */
    for (int i = 0; i < g->ll.play_area_len[0]; i++)
        if (g->ll.play_area[0][i] == CARD_F1313) {
            g->ll.play_area[0][i] = g->ll.play_area[0][--g->ll.play_area_len[0]];
            break;
        }
    t_place_ships(game, 1, SYS_1ARROW, 0, 2);
    put_blight(game, SYS_1ARROW, 1, 0);
    int s1 = g->pl[1].ships_supply;
    blight_crises(g);
    assert_int_equal(g->pl[1].ships_supply, s1 + 2);
    assert_int_equal(blight_hunger_pieces(g), 0);
    arcs_game_free(game);
}

/* "Place pieces (even yours) destroyed by a Blight Crisis on this card"
 * takes a Flagship's pieces too: a Blight Crisis's hits at a Flagship with
 * no other fresh ship there damage its rightmost Armor (a city), then
 * destroy it: the city goes on the card, not back to its owner's board
 * (the board's city slots unchanged: no resource moved), counted with the
 * pieces (the grand ambition) and in the conservation (buildings_out);
 * the state reloads. After scoring the city returns to its owner's board. */
static void hunger_takes_flagship_pieces(void **state) {
    (void)state;
    arcs_game *game = quiet_game(5, false);
    game_state *g = t_state(game);
    const int p = 1, fs = SYS_1ARROW, col = UPGRADE_HULL;
    /* p1's Flagship at 1-arrow, a city as the Hull's Upgrade and one as its
     * Armor; no other ship of p1's there. */
    t_place_ships(game, p, fs, 1, 0);
    g = t_state(game);
    assert_true(flagship_gain(g, p, fs));
    assert_true(flagship_setup_piece(g, p, col, false));
    g->pl[p].cities_on_board--;
    g->camp.flagship_board[p][col][FLAGSHIP_ARMOR] = BLD_MAKE(p, false, false);
    g->sys[fs].fresh[p] = 0;
    g->pl[p].ships_supply++;
    const bool port = false;
    put_blight(game, fs, 1, 0); /* a fresh Blight: hits to each player there */
    game_bump(game);
    t_assert_invariants(game);
    int on_board = g->pl[p].cities_on_board, ports = g->pl[p].starports_supply, before = blight_hunger_pieces(g);
    blight_crises(g);
    game_bump(game);
    assert_int_equal(g->camp.flagship_board[p][col][FLAGSHIP_ARMOR] & BLD_OCCUPIED, 0);
    assert_int_equal(blight_hunger_pieces(g), before + 1);
    assert_int_equal(cards_data_buildings_out(g, p, port), 1);
    assert_int_equal(g->pl[p].cities_on_board, on_board);
    assert_int_equal(g->pl[p].starports_supply, ports);
    t_assert_invariants(game);
    t_assert_reloads(game, "a Flagship piece on Blight Hunger");
    g = t_state(game);
    g->depth = 0;
    memset(g->stack, 0, sizeof g->stack);
    t_log end = {0};
    act3_end_chapter(game, &end);
    g = t_state(game);
    assert_int_equal(cards_data_buildings_out(g, p, port), 0);
    if (port) assert_int_equal(g->pl[p].starports_supply, ports + 1);
    else assert_int_equal(g->pl[p].cities_on_board, on_board + 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- F1312B ---- */

static int mask_of(const game_state *g) { return card_def_of(CARD_F1312B)->grand_ambitions(g, 0, CARD_F1312B); }

/* Pieces on Blight Hunger (its data as a crisis leaves it: ships of p1). */
static void feed(arcs_game *game, int n) {
    game_state *g = t_state(game);
    t_place_ships(game, 1, SYS_2CRESCENT, 0, n);
    put_blight(game, SYS_2CRESCENT, 1, 0);
    blight_crises(g);
    g->camp.blight_supply = (uint8_t)(g->camp.blight_supply + g->camp.blight[SYS_2CRESCENT][0]);
    g->camp.blight[SYS_2CRESCENT][0] = 0;
}

/* 1. "No Rival wins the Warlord ambition": not declared, fulfilled; a
 * Rival first in a declared Warlord, not; tied for first, nobody wins it;
 * the Blight Speaker first, fulfilled. 2. "Blight Hunger has more pieces
 * than the current Chapter": chapter 2, 2 pieces are not enough, 3 are. */
static void grand_ambitions_warlord_and_hunger(void **state) {
    (void)state;
    arcs_game *game = quiet_game(9, true);
    game_state *g = t_state(game);
    g->chapter = 2;
    assert_int_equal(mask_of(g), 1);
    g->marker_box[0] = ARCS_WARLORD;
    g->pl[1].trophy_ships[2] = 3; /* p1 first */
    assert_int_equal(ambition_place(g, 1, ARCS_WARLORD), 1);
    assert_int_equal(mask_of(g), 0);
    g->pl[0].trophy_ships[2] = 3; /* tied: nobody wins first place */
    assert_int_equal(mask_of(g), 1);
    g->pl[0].trophy_ships[2] = 4; /* the Blight Speaker wins it */
    assert_int_equal(mask_of(g), 1);
    g->pl[1].trophy_ships[2] = 5;
    g->pl[0].trophy_ships[2] = 0;
    g->pl[1].ships_supply = (uint8_t)(g->pl[1].ships_supply + 5);
    feed(game, 2);
    assert_int_equal(blight_hunger_pieces(g), 2);
    assert_int_equal(mask_of(g), 0);
    feed(game, 1);
    assert_int_equal(blight_hunger_pieces(g), 3);
    assert_int_equal(mask_of(g), 2);
    g->pl[1].trophy_ships[2] = 0;
    assert_int_equal(mask_of(g), 3);
    arcs_game_free(game);
}

/* Scored at the chapter's end from the chapter track, before Blight
 * Hunger's "After scoring" empties it: chapter 2, both fulfilled (3 pieces
 * on the card, Warlord not declared): 8 Power; then the card is empty. */
static void grand_ambitions_scored_at_chapter_end(void **state) {
    (void)state;
    arcs_game *game = quiet_game(11, true);
    game_state *g = t_state(game);
    g->chapter = 2;
    feed(game, 3);
    game_bump(game);
    int power = g->pl[0].power;
    t_log log = {0};
    act3_end_chapter(game, &log);
    g = t_state(game);
    assert_true(t_logged(&log, "Chapter 2: Player 1 fulfilled both grand ambitions of Blight Speaker Act III Objective: "
                               "+8 Power."));
    assert_true(g->pl[0].power >= power + 8);
    assert_int_equal(blight_hunger_pieces(g), 0);
    arcs_game_free(game);

    /* One piece at chapter 2: the first alone, 3 Power. */
    game = quiet_game(11, true);
    g = t_state(game);
    g->chapter = 2;
    feed(game, 1);
    game_bump(game);
    power = g->pl[0].power;
    t_log one = {0};
    act3_end_chapter(game, &one);
    assert_true(t_logged(&one, "Chapter 2: Player 1 fulfilled the first grand ambition of Blight Speaker Act III "
                               "Objective: +3 Power."));
    arcs_game_free(game);
}

/* ---- Court and Guild cards ---- */

/* p0 failed Act II (takes a C Fate): Blight Purge (F1309), Blight Panic
 * and Blight Looms are in the Court deck; quiet, at a decision. */
static arcs_game *failed_game(uint64_t seed) {
    static const t_fates FAILED = {.a = {CARD_FATE07, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                                   .b = {CARD_FATE13}, .c = {CARD_FATE17}, .completed2 = 6u};
    arcs_game *game = t_act3_started(3, seed, &FAILED, ARCS_CHANCE_INTERNAL);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    assert_int_not_equal(game->s.camp.fate[0], CARD_FATE13);
    assert_false(card_scrapped(&game->s, CARD_F1310));
    return act3_quiet(game, false);
}

/* Player p holds Court card c (taken from wherever it lies). */
static void hold(arcs_game *game, int p, int c) {
    game_state *g = t_state(game);
    t_take_out_court_card(g, c);
    g->pl[p].guild[g->pl[p].guild_count++] = (uint16_t)c;
}

static void zero_blight_trophies(game_state *g) {
    for (int p = 0; p < g->num_players; p++) {
        g->camp.blight_supply = (uint8_t)(g->camp.blight_supply + g->camp.trophy_blight[p]);
        g->camp.trophy_blight[p] = 0;
    }
}

/* n of p's agents on the Court card at place pos. */
static void agents_on(arcs_game *game, int pos, int p, int n) {
    game_state *g = t_state(game);
    g->court_agents[pos][p] = (uint8_t)(g->court_agents[pos][p] + n);
    g->pl[p].agents_supply = (uint8_t)(g->pl[p].agents_supply - n);
}

/* F1307-F1309 Blight Purge, Crisis: every player gains 2 Power per Blight
 * Trophy (p0 1, p1 3, p2 none) and keeps them; the card is buried; each
 * reprint the same def. */
static void blight_purge_crisis(void **state) {
    (void)state;
    for (int c = CARD_F1307; c <= CARD_F1309; c++) {
        arcs_game *game = quiet_game(13, false);
        game_state *g = t_state(game);
        assert_ptr_equal(card_def_of(c), card_def_of(CARD_F1307));
        zero_blight_trophies(g);
        g->camp.trophy_blight[0] = 1;
        g->camp.trophy_blight[1] = 3;
        g->camp.blight_supply = (uint8_t)(g->camp.blight_supply - 4);
        t_court_card_at(game, c, 1);
        int p0 = g->pl[0].power, p1 = g->pl[1].power, p2 = g->pl[2].power;
        cards_crisis(g, c, 1);
        run_forward(g);
        game_bump(game);
        assert_int_equal(g->pl[0].power, p0 + 2);
        assert_int_equal(g->pl[1].power, p1 + 6);
        assert_int_equal(g->pl[2].power, p2);
        assert_int_equal(g->camp.trophy_blight[1], 3);
        assert_int_not_equal(g->court_row[1], c);
        assert_int_equal(court_deck_pile(g)[0], c); /* buried */
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* Blight Purge, When Secured: the securer gains 2 Power per Blight Trophy
 * of theirs (2: 4 Power) and keeps them; the Rivals' return to the Blight
 * supply; the card lies in the Court discard pile. */
static void blight_purge_secured(void **state) {
    (void)state;
    arcs_game *game = quiet_game(15, false);
    game_state *g = t_state(game);
    zero_blight_trophies(g);
    g->camp.trophy_blight[0] = 2;
    g->camp.trophy_blight[1] = 3;
    g->camp.trophy_blight[2] = 1;
    g->camp.blight_supply = (uint8_t)(g->camp.blight_supply - 6);
    t_court_card_at(game, CARD_F1308, 1);
    agents_on(game, 1, 0, 1);
    int power = g->pl[0].power, supply = g->camp.blight_supply;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action secure");
    ok(game, "p0 secure 1");
    g = t_state(game);
    assert_int_equal(g->pl[0].power, power + 4);
    assert_int_equal(g->camp.trophy_blight[0], 2);
    assert_int_equal(g->camp.trophy_blight[1] + g->camp.trophy_blight[2], 0);
    assert_int_equal(g->camp.blight_supply, supply + 4);
    assert_int_equal(court_discard_pile_ro(g)[g->court_discard_len - 1], CARD_F1308);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1306 Blight Reapers, Harvest (Tax): a damaged Blight in a system p0
 * controls goes to the supply (no Trophy) and p0 gains the planet's
 * resource; at a gate, any of the 5 (each a move); a system p0 does not
 * control, or with fresh Blight only, offers nothing (refused unchanged). */
static void blight_reapers_harvest(void **state) {
    (void)state;
    arcs_game *game = quiet_game(17, false);
    game_state *g = t_state(game);
    hold(game, 0, CARD_F1306);
    t_place_ships(game, 0, SYS_1ARROW, 2, 0);
    put_blight(game, SYS_1ARROW, 0, 1);
    t_place_ships(game, 0, SYS_1GATE, 1, 0);
    put_blight(game, SYS_1GATE, 0, 1);
    t_place_ships(game, 1, SYS_2HEX, 2, 0);
    put_blight(game, SYS_2HEX, 0, 1); /* p1 controls it */
    put_blight(game, SYS_2CRESCENT, 1, 0);
    t_place_ships(game, 0, SYS_2CRESCENT, 1, 0); /* fresh Blight only */
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    assert_true(t_apply_prefix(game, "p0 card blight-reapers harvest "));
    assert_int_equal(t_count_legal(game, "p0 card blight-reapers harvest-at 1-arrow"), 1);
    assert_int_equal(t_count_legal(game, "p0 card blight-reapers harvest-at 1-gate"), NUM_RES);
    assert_int_equal(t_count_legal(game, "p0 card blight-reapers harvest-at"), 1 + NUM_RES);
    char text[96];
    snprintf(text, sizeof text, "p0 card blight-reapers harvest-at 2-hex %s", resource_name(planet_type(SYS_2HEX)));
    t_refused_unchanged(game, text);
    snprintf(text, sizeof text, "p0 card blight-reapers harvest-at 2-crescent %s",
             resource_name(planet_type(SYS_2CRESCENT)));
    t_refused_unchanged(game, text);
    g = t_state(game);
    int supply = g->camp.blight_supply, trophies = g->camp.trophy_blight[0], r = planet_type(SYS_1ARROW);
    int stock = g->res_supply[r];
    snprintf(text, sizeof text, "p0 card blight-reapers harvest-at 1-arrow %s", resource_name(r));
    ok(game, text);
    g = t_state(game);
    assert_int_equal(g->camp.blight[SYS_1ARROW][1], 0);
    assert_int_equal(g->camp.blight_supply, supply + 1);
    assert_int_equal(g->camp.trophy_blight[0], trophies);
    assert_int_equal(g->res_supply[r], stock - 1); /* gained */
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1310 Blight Panic, Crisis: p1 (a city with 2 Blight there) owes 2 of
 * its 3 agents in the Court: each one a move (a place without p1's agent
 * refused); p2 (its starport with 1 Blight, 1 agent in the Court) returns
 * it; p0 (a ship by the Blight, no building) keeps its agent. Then the
 * card is buried. */
static void blight_panic_crisis(void **state) {
    (void)state;
    arcs_game *game = failed_game(19);
    game_state *g = t_state(game);
    for (int pos = 0; pos < g->court_row_len; pos++)
        for (int p = 0; p < 3; p++)
            while (g->court_agents[pos][p]) {
                g->court_agents[pos][p]--;
                g->pl[p].agents_supply++;
            }
    t_place_building(game, 1, SYS_2HEX, 0, false, false);
    put_blight(game, SYS_2HEX, 1, 1);
    t_place_building(game, 2, SYS_1ARROW, 0, true, false);
    put_blight(game, SYS_1ARROW, 0, 1);
    t_place_ships(game, 0, SYS_2HEX, 1, 0);
    t_court_card_at(game, CARD_F1310, 1);
    agents_on(game, 0, 1, 2);
    agents_on(game, 2, 1, 1);
    agents_on(game, 2, 2, 1);
    agents_on(game, 0, 0, 1);
    int a1 = g->pl[1].agents_supply, a2 = g->pl[2].agents_supply;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    g = t_state(game);
    g->initiative = 0;
    cards_crisis(g, CARD_F1310, 1);
    run_forward(g);
    game_bump(game);
    assert_int_equal(t_count_legal(game, "p1 card blight-panic return"), 2);
    t_refused_unchanged(game, "p1 card blight-panic return 1"); /* place 2: none of p1's */
    t_assert_reloads(game, "Blight Panic's return");
    ok(game, "p1 card blight-panic return 2");
    ok(game, "p1 card blight-panic return 0");
    g = t_state(game);
    assert_int_equal(g->court_agents[0][1], 1);
    assert_int_equal(g->court_agents[2][1], 0);
    assert_int_equal(g->pl[1].agents_supply, a1 + 2);
    assert_int_equal(g->pl[2].agents_supply, a2 + 1);
    assert_int_equal(g->court_agents[0][0], 1);
    assert_int_not_equal(g->court_row[1], CARD_F1310);
    assert_int_equal(court_deck_pile(g)[0], CARD_F1310);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Blight Panic, When Secured: "Destroy all damaged Blight in a cluster
 * with Loyal pieces, taking them as Trophies": the clusters with p0's
 * pieces and damaged Blight are the moves (one without p0's pieces
 * refused); the chosen one's damaged Blight become p0's Trophies (fresh
 * Blight stays); the card is buried. */
static void blight_panic_secured(void **state) {
    (void)state;
    arcs_game *game = failed_game(21);
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_1ARROW, 1, 0);
    put_blight(game, SYS_1GATE, 1, 2);
    t_place_ships(game, 0, SYS_2HEX, 1, 0);
    put_blight(game, SYS_2CRESCENT, 0, 1);
    put_blight(game, 2 * 4 + SYS_HEX, 0, 1); /* cluster 3: no piece of p0 */
    t_court_card_at(game, CARD_F1310, 1);
    agents_on(game, 1, 0, 1);
    int trophies = g->camp.trophy_blight[0];
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action secure");
    ok(game, "p0 secure 1");
    assert_int_equal(t_count_legal(game, "p0 card blight-panic destroy"), 2);
    t_refused_unchanged(game, "p0 card blight-panic destroy cluster-3");
    ok(game, "p0 card blight-panic destroy cluster-1");
    g = t_state(game);
    assert_int_equal(g->camp.blight[SYS_1GATE][1], 0);
    assert_int_equal(g->camp.blight[SYS_1GATE][0], 1);
    assert_int_equal(g->camp.trophy_blight[0], trophies + 2);
    assert_int_equal(g->camp.blight[SYS_2CRESCENT][1], 1);
    assert_int_equal(court_deck_pile(g)[0], CARD_F1310);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1305 Blight Hunters: attacking the Blight, 1 hit damages a fresh one and
 * 1 more destroys it (a Trophy); without the card, 2 hits only damage it
 * (Tough). */
static void blight_hunters_one_hit(void **state) {
    (void)state;
    for (int hunter = 0; hunter < 2; hunter++) {
        arcs_game *game = quiet_game(23, false);
        game_state *g = t_state(game);
        if (hunter) hold(game, 0, CARD_F1305);
        t_place_ships(game, 0, SYS_2HEX, 2, 0);
        put_blight(game, SYS_2HEX, 1, 0);
        int trophies = g->camp.trophy_blight[0];
        t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
        ok(game, "p0 action battle");
        assert_int_equal(game->s.battle.defender, OWNER_BLIGHT);
        const uint8_t two[] = {3, 3}; /* 2 skirmish hits */
        battle_force_faces(t_state(game), two, 2);
        ok(game, "p0 dice assault 0");
        ok(game, "p0 dice skirmish 2");
        while (game->s.battle.active && t_count_legal(game, "p0 hit")) assert_true(t_apply_prefix(game, "p0 hit"));
        if (game->s.battle.active && top_frame_c(&game->s)->kind == FR_BATTLE_DICE) ok(game, "p0 dice raid 0");
        g = t_state(game);
        if (hunter) {
            assert_int_equal(g->camp.blight[SYS_2HEX][0] + g->camp.blight[SYS_2HEX][1], 0);
            assert_int_equal(g->camp.trophy_blight[0], trophies + 1);
        } else {
            assert_int_equal(g->camp.blight[SYS_2HEX][1], 1);
            assert_int_equal(g->camp.trophy_blight[0], trophies);
        }
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_gains_blight_hunger),
        cmocka_unit_test(hunger_takes_what_a_crisis_destroys),
        cmocka_unit_test(hunger_only_blight_crises),
        cmocka_unit_test(hunger_takes_flagship_pieces),
        cmocka_unit_test(grand_ambitions_warlord_and_hunger),
        cmocka_unit_test(grand_ambitions_scored_at_chapter_end),
        cmocka_unit_test(blight_purge_crisis),
        cmocka_unit_test(blight_purge_secured),
        cmocka_unit_test(blight_reapers_harvest),
        cmocka_unit_test(blight_panic_crisis),
        cmocka_unit_test(blight_panic_secured),
        cmocka_unit_test(blight_hunters_one_hit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
