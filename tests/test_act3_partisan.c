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
#include "act3_scene.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/partisan/partisan.h"
#include "core/invariants.h"

/* An Act III game of 3 players, the Partisan player 0, at its first lead. */
static arcs_game *partisan_game(uint64_t seed) {
    t_fates f = {.a = {CARD_FATE06, CARD_FATE02, CARD_FATE07}, .completed1 = 7, .completed2 = 7};
    arcs_game *game = t_act3_started(3, seed, &f, ARCS_CHANCE_INTERNAL);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    return game;
}

/* The same, nothing counting for ambitions, an empty map, no Outrage;
 * with no_decision, no decision pending (the chapter end driven by hand). */
static arcs_game *quiet_game_at(uint64_t seed, bool no_decision) {
    arcs_game *game = act3_quiet(partisan_game(seed), no_decision);
    game_state *g = t_state(game);
    for (int p = 0; p < g->num_players; p++) partisan_clear_outrage(g, p);
    return game;
}

static arcs_game *quiet_game(uint64_t seed) { return quiet_game_at(seed, true); }

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
    assert_true(act3_in_booklet(g, CARD_F619));
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
        act3_end_chapter(game, &log);
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
    act3_end_chapter(game, NULL);
    assert_int_equal(g->pl[0].power, before);
    arcs_game_free(game);
}


/* ---- F619 Guilds Decry Terror ---- */

/* After a card moved through the hidden Court deck: every viewer's
 * observation is kept by determinized worlds, which hold `card` in the
 * deck (shuffled in: its place hidden, its presence known) or not
 * (searched out), and save and load. */
static bool in_court_deck(game_state *g, int card);
static void deck_stays_consistent(arcs_game *game, int card, bool in_deck) {
    static unsigned char obs[ARCS_STATE_BYTES_MAX];
    t_assert_reloads(game, "after the Court deck changed");
    for (int v = 0; v < 3; v++) {
        size_t lo = 0;
        assert_int_equal(arcs_observation(game, v, obs, sizeof obs, &lo), ARCS_OK);
        arcs_game *copy = determinized(game, v, 77 + (uint64_t)v, obs, lo);
        assert_int_equal(in_court_deck(t_state(copy), card), in_deck);
        t_assert_invariants(copy);
        arcs_game_free(copy);
    }
}

static bool in_court_deck(game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == card) return true;
    return false;
}

/* Diplomatic Fiasco (CC13) into the Court deck, the Advocate's copy out. */
static void fiasco_in_deck(arcs_game *game) {
    game_state *g = t_state(game);
    if (!in_court_deck(g, CARD_CC13)) {
        t_take_out_court_card(g, CARD_CC13);
        court_deck_put_known(g, CARD_CC13);
    }
    assert_false(in_court_deck(g, CARD_F410));
}

/* Not in the Court: searched out of the deck, attached to the Council,
 * which flips to In Session. */
static void guilds_decry_terror_attaches_the_fiasco(void **state) {
    (void)state;
    arcs_game *game = quiet_game_at(21, false);
    game_state *g = t_state(game);
    assert_int_equal(card_guilds_decry_terror.edict_order, 75);
    fiasco_in_deck(game);
    g->court_row[COUNCIL_PLACE] = CARD_AID01B;
    int deck = g->court_deck_len;
    static t_log log;
    memset(&log, 0, sizeof log);
    game->log = t_keep_line;
    game->log_ud = &log;
    card_guilds_decry_terror.edict(g, CARD_F619);
    game->log = NULL;
    assert_int_equal(g->court_deck_len, deck - 1);
    assert_false(in_court_deck(g, CARD_CC13));
    assert_int_equal(attached_card(g, COUNCIL_PLACE), CARD_CC13);
    assert_int_equal(g->court_row[COUNCIL_PLACE], CARD_AID01A);
    assert_true(t_logged(&log, "The Imperial Council flips to In Session."));
    t_assert_invariants(game);
    deck_stays_consistent(game, CARD_CC13, false);
    /* In the Court now (attached): a second edict does nothing. */
    g->court_row[COUNCIL_PLACE] = CARD_AID01B;
    card_guilds_decry_terror.edict(g, CARD_F619);
    assert_int_equal(g->court_row[COUNCIL_PLACE], CARD_AID01B);
    assert_int_equal(g->camp.attached[COUNCIL_PLACE][1], NO_COURT_CARD);
    arcs_game_free(game);
}

/* faq.csv, Guilds Decry Terror: "What do you do if there is already a card
 * attached to the Council? Attach it to the Council, keeping the other
 * attached card attached as well." */
static void faq_guilds_decry_terror_council_has_a_card(void **state) {
    (void)state;
    arcs_game *game = quiet_game_at(22, false);
    game_state *g = t_state(game);
    fiasco_in_deck(game);
    t_take_out_court_card(g, CARD_CC01);
    assert_true(attach_card(g, CARD_CC01, COUNCIL_PLACE, true));
    card_guilds_decry_terror.edict(g, CARD_F619);
    assert_int_equal(g->camp.attached[COUNCIL_PLACE][0], CARD_CC01);
    assert_int_equal(g->camp.attached[COUNCIL_PLACE][1], CARD_CC13);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* In a Court place, or out of the deck (the discard pile): nothing, the
 * Council stays Decided. */
static void guilds_decry_terror_fiasco_elsewhere(void **state) {
    (void)state;
    for (int where = 0; where < 2; where++) {
        arcs_game *game = quiet_game_at(23, false);
        game_state *g = t_state(game);
        fiasco_in_deck(game);
        if (where == 0) t_court_card_at(game, CARD_CC13, 2);
        else {
            t_take_out_court_card(g, CARD_CC13);
            court_discard(g, CARD_CC13);
        }
        g->court_row[COUNCIL_PLACE] = CARD_AID01B;
        int deck = g->court_deck_len;
        card_guilds_decry_terror.edict(g, CARD_F619);
        assert_int_equal(g->court_deck_len, deck);
        assert_int_equal(attached_card(g, COUNCIL_PLACE), NO_COURT_CARD);
        assert_int_equal(g->court_row[COUNCIL_PLACE], CARD_AID01B);
        arcs_game_free(game);
    }
}

/* ---- F620, F621 Terror Strike ---- */

/* A system in play whose planet is of type r, with a building slot. */
static int planet_of(const game_state *g, int r, int skip) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (s != skip && sys_in_play(g, s) && planet_type(s) == r && planet_slots(s) > 0) return s;
    fail_msg("no %s planet", resource_name(r));
    return -1;
}

typedef struct strike_scene {
    int fuel, weapon; /* a struck planet (Fuel Outrage), one not struck */
} strike_scene;

/* Player 2 has Fuel Outrage. At the Fuel planet: damaged ships of every
 * player, damaged Imperial ships and Blight, Player 1's damaged starport,
 * Player 3's damaged city, a fresh ship of Player 1; at the Weapon planet
 * damaged ships of Player 2. Terror Strike in Court place 1 with an agent
 * of Player 3 on it. */
static strike_scene strike_setup(arcs_game *game, int card) {
    game_state *g = t_state(game);
    strike_scene sc = {planet_of(g, ARCS_FUEL, -1), planet_of(g, ARCS_WEAPON, -1)};
    provoke_outrage(g, 1, ARCS_FUEL);
    for (int p = 0; p < 3; p++) t_place_ships(game, p, sc.fuel, p == 0, 2);
    put_imperial(game, sc.fuel, 1, 1);
    put_blight(game, sc.fuel, 0, 1);
    t_place_building(game, 0, sc.fuel, 0, true, true);
    if (planet_slots(sc.fuel) > 1) t_place_building(game, 2, sc.fuel, 1, false, true);
    else t_place_building(game, 2, planet_of(g, ARCS_FUEL, sc.fuel), 0, false, true);
    t_place_ships(game, 1, sc.weapon, 0, 2);
    t_court_card_at(game, card, 1);
    g->pl[2].agents_supply--;
    g->court_agents[1][2] = 1;
    return sc;
}

static void terror_strike_crisis(void **state) {
    (void)state;
    arcs_game *game = quiet_game_at(31, false);
    game_state *g = t_state(game);
    strike_scene sc = strike_setup(game, CARD_F621);
    int ships[3], cities = buildings_on_map(g, 2, false), agents = g->pl[2].agents_supply;
    for (int p = 0; p < 3; p++) ships[p] = g->pl[p].ships_supply;
    static t_log log;
    memset(&log, 0, sizeof log);
    game->log = t_keep_line;
    game->log_ud = &log;
    card_def_of(CARD_F621)->crisis(g, CARD_F621, 1);
    run_forward(g);
    game->log = NULL;
    for (int p = 0; p < 3; p++) {
        assert_int_equal(g->sys[sc.fuel].damaged[p], 0);
        assert_int_equal(g->pl[p].ships_supply, ships[p] + 2);
    }
    assert_int_equal(g->sys[sc.fuel].fresh[0], 1);
    assert_int_equal(g->camp.imperial[sc.fuel][1], 0);
    assert_int_equal(g->camp.imperial[sc.fuel][0], 1);
    assert_int_equal(g->camp.blight[sc.fuel][1], 0);
    assert_false(g->sys[sc.fuel].bld[0] & BLD_OCCUPIED);
    assert_int_equal(buildings_on_map(g, 2, false), cities - 1);
    assert_int_equal(g->sys[sc.weapon].damaged[1], 2); /* no Weapon Outrage */
    for (int p = 0; p < 3; p++) assert_int_equal(g->pl[p].trophy_ships[0] + g->pl[p].trophy_ships[1] + g->pl[p].trophy_ships[2], 0);
    /* Shuffled into the Court deck; its place refilled, the agent back. */
    assert_true(in_court_deck(g, CARD_F621));
    assert_true(g->court_row[1] != CARD_F621 && g->court_row[1] != NO_COURT_CARD);
    assert_int_equal(g->pl[2].agents_supply, agents + 1);
    assert_true(t_logged(&log, "Terror Strike: damaged pieces at planets matching Outrage (Fuel) are destroyed."));
    t_assert_invariants(game);
    deck_stays_consistent(game, CARD_F621, true);
    arcs_game_free(game);
}

/* When Secured by Player 1: the Crisis, Player 1's Loyal pieces spared;
 * the card goes back into the Court deck, not the discard pile. */
static void terror_strike_secured(void **state) {
    (void)state;
    arcs_game *game = quiet_game_at(32, false);
    game_state *g = t_state(game);
    strike_scene sc = strike_setup(game, CARD_F620);
    g->pl[0].agents_supply -= 2;
    g->court_agents[1][0] = 2;
    int ships1 = g->pl[1].ships_supply;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action secure");
    ok(game, "p0 secure 1");
    assert_int_equal(g->sys[sc.fuel].damaged[0], 2);
    assert_true(g->sys[sc.fuel].bld[0] & BLD_OCCUPIED); /* Player 1's starport */
    assert_int_equal(g->sys[sc.fuel].damaged[1], 0);
    assert_int_equal(g->pl[1].ships_supply, ships1 + 2);
    assert_int_equal(g->camp.imperial[sc.fuel][1], 0);
    assert_true(in_court_deck(g, CARD_F620));
    for (int i = 0; i < g->court_discard_len; i++) assert_int_not_equal(court_discard_pile(g)[i], CARD_F620);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv, Terror Strike: "If I secure the card, does this count as
 * harming others? Do I take Trophies? ... you are not harming anyone, you
 * take no Trophies, you do not cause Outrage": Player 1 secures it and a
 * Rival's damaged city is destroyed: no Trophy, no Outrage, and a Member
 * of the Commonwealth is not Disgraced for the Free city destroyed. */
static void faq_terror_strike_no_harm(void **state) {
    (void)state;
    arcs_game *game = quiet_game_at(33, false);
    game_state *g = t_state(game);
    strike_scene sc = strike_setup(game, CARD_F620);
    /* A damaged Free city at an empty slot of a Fuel planet. */
    int fs = -1, fi = -1;
    for (int s = 0; s < NUM_SYSTEMS && fs < 0; s++)
        if (sys_in_play(g, s) && planet_type(s) == ARCS_FUEL)
            for (int i = 0; i < planet_slots(s) && fs < 0; i++)
                if (!(g->sys[s].bld[i] & BLD_OCCUPIED)) fs = s, fi = i;
    assert_true(fs >= 0);
    g->sys[fs].bld[fi] = BLD_MAKE(OWNER_FREE, false, true);
    unsigned outrage = g->pl[0].outrage;
    bool member = t_in_play_area(g, 0, CARD_F219) || t_in_play_area(g, 0, CARD_F218) ||
                  t_in_play_area(g, 0, CARD_F220) || t_in_play_area(g, 0, CARD_F221);
    court_take_card(g, 0, 1);
    run_forward(g);
    assert_int_equal(g->pl[0].outrage, outrage);
    int trophies = 0;
    for (int q = 0; q < 3; q++)
        trophies += g->pl[0].trophy_ships[q] + g->pl[0].trophy_cities[q] + g->pl[0].trophy_starports[q];
    assert_int_equal(trophies, 0);
    assert_false(g->sys[sc.fuel].damaged[1] || g->sys[sc.fuel].damaged[2]);
    assert_false(g->sys[fs].bld[fi] & BLD_OCCUPIED); /* the Free city is destroyed */
    assert_true(member);
    bool still = t_in_play_area(g, 0, CARD_F219) || t_in_play_area(g, 0, CARD_F218) ||
                 t_in_play_area(g, 0, CARD_F220) || t_in_play_area(g, 0, CARD_F221);
    assert_int_equal(still, member);
    t_assert_invariants(game);
    arcs_game_free(game);
}


/* ---- F625 Sower of Division ---- */

#define BIT(suit, n) (1u << t_card(suit, n))

/* A round led by Player 2 in which Player 1 (the Partisan) Surpasses
 * highest: at its end Player 1 gets the initiative marker from Surpassing. */
static void surpass_for_the_initiative(arcs_game *game) {
    /* A ship each on the map (no elimination turn). */
    for (int p = 0; p < 3; p++)
        if (!ships_on_map(&game->s, p))
            for (int s = 0; s < NUM_SYSTEMS; s++)
                if (sys_in_play(&game->s, s)) {
                    t_place_ships(game, p, s, 1, 0);
                    break;
                }
    uint32_t hands[3] = {BIT(ARCS_AGGRESSION, 5) | BIT(ARCS_CONSTRUCTION, 2),
                         BIT(ARCS_AGGRESSION, 3) | BIT(ARCS_CONSTRUCTION, 3),
                         BIT(ARCS_MOBILIZATION, 2) | BIT(ARCS_CONSTRUCTION, 4)};
    t_begin_round(game, 1, hands);
    lead(game, "p1 lead Aggression-3");
    ok(game, "p1 end-turn");
    follow(game, "p2 copy Mobilization-2");
    follow(game, "p0 surpass Aggression-5");
}

static void sower_of_division_places_an_agent(void **state) {
    (void)state;
    arcs_game *game = quiet_game_at(41, false);
    game_state *g = t_state(game);
    provoke_outrage(g, 1, ARCS_FUEL);
    int agents0 = g->pl[0].agents_supply, agents1 = g->pl[1].agents_supply;
    int res = g->res_supply[ARCS_WEAPON];
    t_give_to_empty_slot(game, 1, ARCS_WEAPON);
    static t_log log;
    memset(&log, 0, sizeof log);
    game->log = t_keep_line;
    game->log_ud = &log;
    surpass_for_the_initiative(game);
    assert_int_equal(g->initiative, 0);
    /* The decision: a Rival's empty slot (not Player 2's Fuel), or decline. */
    assert_true(t_is_legal(game, "p0 card sower-of-division place p1 Weapon"));
    assert_true(t_is_legal(game, "p0 decline"));
    t_refused_unchanged(game, "p0 card sower-of-division place p1 Fuel");
    t_refused_unchanged(game, "p0 card sower-of-division place p0 Weapon");
    t_refused_unchanged(game, "p1 card sower-of-division place p2 Weapon");
    t_assert_reloads(game, "Sower of Division's decision");
    ok(game, "p0 card sower-of-division place p1 Weapon");
    game->log = NULL;
    assert_true(t_logged(&log, "Player 1 places a Loyal agent on Player 2's Weapon Outrage slot."));
    assert_true(g->pl[1].outrage & (1u << ARCS_WEAPON));
    assert_int_equal(g->pl[0].agents_supply, agents0 - 1);
    assert_int_equal(g->pl[1].agents_supply, agents1);
    /* "This does not Provoke Outrage": Player 2 keeps the Weapon. */
    assert_int_equal(g->res_supply[ARCS_WEAPON], res - 1);
    t_assert_invariants(game);
    t_assert_reloads(game, "after Sower of Division");
    arcs_game_free(game);
}

/* Declined: nothing; no decision when the marker comes another way
 * (seized) or stays. */
static void sower_of_division_decline_and_other_ways(void **state) {
    (void)state;
    arcs_game *game = quiet_game_at(42, false);
    game_state *g = t_state(game);
    surpass_for_the_initiative(game);
    int agents0 = g->pl[0].agents_supply;
    unsigned outrage1 = g->pl[1].outrage, outrage2 = g->pl[2].outrage;
    ok(game, "p0 decline");
    assert_int_equal(g->pl[0].agents_supply, agents0);
    assert_int_equal(g->pl[1].outrage, outrage1);
    assert_int_equal(g->pl[2].outrage, outrage2);
    /* Keeping the marker through the round's end: not gained. */
    uint32_t hands[3] = {BIT(ARCS_AGGRESSION, 3), BIT(ARCS_CONSTRUCTION, 3), BIT(ARCS_MOBILIZATION, 2)};
    t_begin_round(game, 0, hands);
    lead(game, "p0 lead Aggression-3");
    ok(game, "p0 end-turn");
    follow(game, "p1 copy Construction-3");
    follow(game, "p2 copy Mobilization-2");
    assert_int_equal(t_count_legal(game, "p0 card sower-of-division"), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* The Rival's Outrage cleared (Peacekeeper-style: the covering agent to
 * the slot's owner): the agents stay counted, and at the round's end the
 * agent goes back to the Partisan. */
static void sower_of_division_agent_returns(void **state) {
    (void)state;
    arcs_game *game = quiet_game_at(43, false);
    game_state *g = t_state(game);
    int agents0 = g->pl[0].agents_supply, agents2 = g->pl[2].agents_supply;
    surpass_for_the_initiative(game);
    ok(game, "p0 card sower-of-division place p2 Relic");
    partisan_clear_one_outrage(g, 2, ARCS_RELIC);
    t_assert_invariants(game);
    assert_int_equal(g->pl[2].agents_supply, agents2 + 1);
    uint32_t hands[3] = {BIT(ARCS_CONSTRUCTION, 6), BIT(ARCS_CONSTRUCTION, 5), BIT(ARCS_MOBILIZATION, 5)};
    t_begin_round(game, 0, hands);
    lead(game, "p0 lead Construction-6");
    ok(game, "p0 end-turn");
    follow(game, "p1 copy Construction-5");
    follow(game, "p2 copy Mobilization-5");
    assert_int_equal(g->pl[2].agents_supply, agents2);
    assert_int_equal(g->pl[0].agents_supply, agents0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_gains_sower_of_division),
        cmocka_unit_test(grand_ambitions_guild_cards_and_initiative),
        cmocka_unit_test(grand_ambitions_scored_at_the_chapter_end),
        cmocka_unit_test(guilds_decry_terror_attaches_the_fiasco),
        cmocka_unit_test(faq_guilds_decry_terror_council_has_a_card),
        cmocka_unit_test(guilds_decry_terror_fiasco_elsewhere),
        cmocka_unit_test(terror_strike_crisis),
        cmocka_unit_test(terror_strike_secured),
        cmocka_unit_test(faq_terror_strike_no_harm),
        cmocka_unit_test(sower_of_division_places_an_agent),
        cmocka_unit_test(sower_of_division_decline_and_other_ways),
        cmocka_unit_test(sower_of_division_agent_returns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
