/*
 * The Warden's Act III (lib/cards/campaign/fates/warden/): its Setup side
 * (ARCS-F1617A), its objective card's two grand ambitions (F1617B) scored
 * from the chapter track, Lords Gain Power (F1619), the Feast Days
 * (F1613-F1614) the completed Act II Resolution adds, and the reprinted
 * Guild cards of the failed branch (Skirmishers F1615, Sworn Guardians
 * F1616) with their faq.csv rulings. Games are real Act III games from
 * campaign records (tests/act2_fixture.h t_act3_started) in which p0 takes
 * the Warden after Act I and keeps it, then shaped by hand: an empty map,
 * Seats placed as the test says, forced dice.
 */
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
#include "cards/card_data.h"
#include "cards/campaign/fates/magnate/monopolies.h"
#include "cards/campaign/fates/warden/seats.h"

/* p0 fails Act I (takes the Warden) and completes Act II (keeps it); p1 and
 * p2 keep their A Fates (blank Act III sides here). `failed2`: p0 fails
 * Act II (and takes a C Fate). */
static const t_fates KEPT = {.a = {CARD_FATE01, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                             .b = {CARD_FATE16}, .completed2 = 7u};
static const t_fates FAILED = {.a = {CARD_FATE01, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                               .b = {CARD_FATE16}, .completed2 = 6u};

static int top_kind(const arcs_game *game) { return top_frame_c(&game->s)->kind; }

static arcs_game *act3_game(const t_fates *f) {
    arcs_game *game = t_act3_started(3, 1617, f, ARCS_CHANCE_INTERNAL);
    assert_int_equal(game->s.camp.act, 3);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    return game;
}

/* The Warden's Act III made quiet: an empty map (every Seat back in the
 * supply), chapter 1. */
static arcs_game *table(void) {
    arcs_game *game = act3_quiet(act3_game(&KEPT), false);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE16);
    seats_return_fallen(g);
    g->chapter = 1;
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

/* An in-play planet of cluster k (0-based) with a free first slot. */
static int planet_of(const game_state *g, int k) {
    for (int s = k * 4; s < k * 4 + 4; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && planet_slots(s) > 0 && !g->sys[s].bld[0]) return s;
    fail_msg("no free planet in cluster %d", k + 1);
    return -1;
}

/* p's city on a planet of cluster k with the Seat above it: p is its Lord.
 * Returns the system. */
static int make_lord(arcs_game *game, int p, int k) {
    game_state *g = t_state(game);
    int s = planet_of(g, k);
    t_place_building(game, p, s, 0, false, false);
    seat_place_at(g, p, s, 0, CARD_F1602);
    game_bump(game);
    return s;
}

static int grand(const game_state *g) { return card_def_of(CARD_F1617B)->grand_ambitions(g, 0, CARD_F1617B); }

/* ---------------------------------------------------------------- Setup */

/* ARCS-F1617A: "1. Collect the 6 Court tokens ... 2. Add Feudal Courts
 * (18) and Lords Gain Power (19) to the rules booklet." After the Setup
 * both laws are in the booklet, the Act III objective card in p0's play
 * area (no objective marker); the completed Act II Resolution (ARCS-F1611)
 * left Warden's Levy with p0, the Feast Days in the game, Skirmishers and
 * Sworn Guardians scrapped. A Warden who failed Act II takes a C Fate: no
 * Act III booklet cards, Skirmishers and Sworn Guardians in the Court,
 * Warden's Levy and the Feast Days scrapped. */
static void warden3_setup(void **state) {
    (void)state;
    arcs_game *game = act3_game(&KEPT);
    const game_state *g = &game->s;
    assert_int_equal(g->camp.fate[0], CARD_FATE16);
    assert_true(act3_in_booklet(g, CARD_F1618) && act3_in_booklet(g, CARD_F1619));
    assert_true(t_in_play_area(g, 0, CARD_F1617B));
    assert_int_equal(objective_space(g, 0), -1);
    assert_true(t_in_play_area(g, 0, CARD_F1612));
    assert_true(fate_card_in_play(g, CARD_F1613) && fate_card_in_play(g, CARD_F1614));
    assert_true(card_scrapped(g, CARD_F1615) && card_scrapped(g, CARD_F1616));
    t_assert_invariants(game);
    t_assert_reloads(game, "warden act III setup");
    arcs_game_free(game);

    game = act3_game(&FAILED);
    g = &game->s;
    assert_int_not_equal(g->camp.fate[0], CARD_FATE16);
    assert_false(act3_in_booklet(g, CARD_F1618) || act3_in_booklet(g, CARD_F1619));
    assert_true(fate_card_in_play(g, CARD_F1615) && fate_card_in_play(g, CARD_F1616));
    assert_true(card_scrapped(g, CARD_F1612) && card_scrapped(g, CARD_F1613) && card_scrapped(g, CARD_F1614));
    arcs_game_free(game);
}

/* ------------------------------------------------------ Grand ambitions */

/* F1617B "You are Lord of more Fiefs than each Rival.": none of 0 Fiefs;
 * 1 against none, yes; 1 against a Rival's 1, no (not more); 2 against 1,
 * yes; a Seat's city destroyed takes the Fief away. */
static void grand_more_fiefs(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    g->chapter = 5; /* the second grand ambition out of the way (at most 6 Seats, none controlled) */
    assert_int_equal(grand(g), 0);
    make_lord(game, 0, 1);
    assert_int_equal(grand(g), 1);
    int rival = make_lord(game, 1, 2);
    assert_int_equal(grand(g), 0);
    make_lord(game, 0, 3);
    assert_int_equal(grand(g), 1);
    make_lord(game, 2, 4);
    assert_int_equal(grand(g), 1);
    make_lord(game, 1, 5);
    assert_int_equal(grand(g), 0); /* 2 and 2 */
    g->sys[rival].bld[0] = 0;
    g->pl[1].cities_on_board++;
    seats_return_fallen(g);
    assert_int_equal(grand(g), 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1617B "You control more Seats than the current Chapter.": chapter 2, 2
 * Seats p0 controls are not enough, 3 are; a Seat is controlled by ships,
 * whoever is its Lord (here a Rival's); a Seat whose system p1 controls
 * does not count. */
static void grand_more_seats_than_chapter(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    g->chapter = 2;
    int a = make_lord(game, 1, 1), b = make_lord(game, 1, 2), c = make_lord(game, 2, 3);
    t_place_ships(game, 0, a, 2, 0);
    t_place_ships(game, 0, b, 1, 0);
    assert_int_equal(controller(g, a), 0);
    assert_int_equal(grand(g), 0);
    t_place_ships(game, 0, c, 1, 0);
    t_place_ships(game, 2, c, 1, 0);
    assert_int_equal(grand(g), 0); /* tied in c: nobody controls it */
    t_place_ships(game, 0, c, 1, 0);
    assert_int_equal(controller(g, c), 0);
    assert_int_equal(grand(g), 2);
    g->chapter = 3;
    assert_int_equal(grand(g), 0);
    arcs_game_free(game);
}

/* Scored at the chapter's end from the chapter track: chapter 1, the
 * first alone gives 2 Power; both, 4; neither, none. The log names them. */
static void grand_scored_at_chapter_end(void **state) {
    (void)state;
    arcs_game *game = table();
    t_only_grand_ambitions_of(game, 0);
    game_state *g = t_state(game);
    int s = make_lord(game, 0, 1);
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    int before = g->pl[0].power;
    campaign_score_grand_ambitions(g);
    assert_int_equal(g->pl[0].power, before + 2);
    assert_true(t_logged(&log, "fulfilled the first grand ambition of Warden Act III Objective"));
    int t = make_lord(game, 0, 2);
    t_place_ships(game, 0, s, 1, 0);
    t_place_ships(game, 0, t, 1, 0);
    before = g->pl[0].power;
    campaign_score_grand_ambitions(g);
    assert_int_equal(g->pl[0].power, before + 4);
    assert_true(t_logged(&log, "fulfilled both grand ambitions of Warden Act III Objective"));
    make_lord(game, 1, 3);
    make_lord(game, 1, 4);
    t_place_ships(game, 1, s, 3, 0);
    before = g->pl[0].power;
    campaign_score_grand_ambitions(g);
    assert_int_equal(g->pl[0].power, before);
    game->log = NULL;
    arcs_game_free(game);
}

/* ----------------------------------------------------- Lords Gain Power */

/* ARCS-F1619 (Edict 80): "Resolve this for each Fief, starting with
 * Cluster 1 and going clockwise: The Fief's Lord gains 3 Power." p1 Lord
 * of Clusters 2 and 5, p0 of Cluster 4: p1 +6, p0 +3, p2 nothing; the
 * Fiefs in cluster order. No Fief: nobody gains. */
static void lords_gain_power(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    const card_def *def = card_def_of(CARD_F1619);
    assert_int_equal(def->edict_order, 80);
    int p0 = g->pl[0].power, p1 = g->pl[1].power, p2 = g->pl[2].power;
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    def->edict(g, CARD_F1619);
    assert_int_equal(g->pl[0].power + g->pl[1].power + g->pl[2].power, p0 + p1 + p2);
    assert_true(t_logged(&log, "there are no Fiefs"));
    make_lord(game, 1, 4);
    make_lord(game, 0, 3);
    make_lord(game, 1, 1);
    log.n = 0;
    def->edict(g, CARD_F1619);
    assert_int_equal(g->pl[0].power, p0 + 3);
    assert_int_equal(g->pl[1].power, p1 + 6);
    assert_int_equal(g->pl[2].power, p2);
    assert_int_equal(log.n, 3);
    assert_non_null(strstr(log.text[0], "Player 2, Lord of the Fief of Cluster 2, gains 3 Power."));
    assert_non_null(strstr(log.text[1], "Player 1, Lord of the Fief of Cluster 4, gains 3 Power."));
    assert_non_null(strstr(log.text[2], "Player 2, Lord of the Fief of Cluster 5, gains 3 Power."));
    game->log = NULL;
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ------------------------------------------------------------ Feast Day */

enum { FEAST_PLACE = 1 };

static void feast_in_court(arcs_game *game, int card) {
    t_court_card_at(game, card, FEAST_PLACE);
    cards_sources_changed(t_state(game));
    game_bump(game);
}

/* "While this is in the Court, players cannot harm each other in Fiefs."
 * p1's ships share a Fief's system (p0 its Lord) with p0's: with a Feast
 * Day in the Court p1 cannot battle p0 there (no battle at all: no other
 * target); outside a Fief, or a Free city in the Fief, or with no Feast
 * Day in the Court, it can. */
static void feast_day_no_harm_in_fiefs(void **state) {
    (void)state;
    for (int c = 0; c < 2; c++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        int fief = make_lord(game, 0, 1), other = planet_of(g, 2);
        t_place_ships(game, 0, fief, 1, 0);
        t_place_ships(game, 1, fief, 2, 0);
        feast_in_court(game, CARD_F1613 + c);
        assert_true(cards_forbid_harm(g, 1, 0, fief));
        assert_false(cards_forbid_harm(g, 1, 0, other));
        assert_false(card_def_of(CARD_F1613)->in_court->forbids_harm(g, 1, OWNER_FREE, fief)); /* no player's */
        t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
        assert_false(t_is_legal(game, "p1 action battle"));
        arcs_game_free(game);

        /* The same outside any Fief (the Seat elsewhere). */
        game = table();
        g = t_state(game);
        make_lord(game, 0, 1);
        other = planet_of(g, 2);
        t_place_ships(game, 0, other, 1, 0);
        t_place_ships(game, 1, other, 2, 0);
        feast_in_court(game, CARD_F1613 + c);
        t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
        assert_true(t_is_legal(game, "p1 action battle"));
        arcs_game_free(game);
    }
    /* No Feast Day in the Court: the battle in the Fief is allowed. */
    arcs_game *game = table();
    game_state *g = t_state(game);
    int fief = make_lord(game, 0, 1);
    t_place_ships(game, 0, fief, 1, 0);
    t_place_ships(game, 1, fief, 2, 0);
    assert_false(cards_forbid_harm(g, 1, 0, fief));
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    assert_true(t_is_legal(game, "p1 action battle"));
    arcs_game_free(game);
}

/* "Crisis: Scrap this card and agents on it." 2 agents of p0 and 1 of p2
 * on it leave the game (out of their supplies for good: the invariants
 * count them with the card's data), the card is scrapped, its place
 * refilled; the harm rule ends with it; a save and load keeps it. */
static void feast_day_crisis(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int fief = make_lord(game, 0, 1);
    feast_in_court(game, CARD_F1614);
    g->pl[0].agents_supply = (uint8_t)(g->pl[0].agents_supply - 2);
    g->pl[2].agents_supply--;
    g->court_agents[FEAST_PLACE][0] = 2;
    g->court_agents[FEAST_PLACE][2] = 1;
    game_bump(game);
    t_assert_invariants(game);
    int a0 = g->pl[0].agents_supply, a2 = g->pl[2].agents_supply;
    assert_true(cards_forbid_harm(g, 1, 0, fief));
    cards_crisis(g, CARD_F1614, FEAST_PLACE);
    run_forward(g);
    assert_true(card_scrapped(g, CARD_F1614));
    assert_int_not_equal(g->court_row[FEAST_PLACE], CARD_F1614);
    assert_int_equal(g->court_agents[FEAST_PLACE][0] + g->court_agents[FEAST_PLACE][2], 0);
    assert_int_equal(g->pl[0].agents_supply, a0);
    assert_int_equal(g->pl[2].agents_supply, a2);
    assert_int_equal(cards_data_agents_out(g, 0), 2);
    assert_int_equal(cards_data_agents_out(g, 2), 1);
    assert_false(cards_forbid_harm(g, 1, 0, fief));
    t_assert_invariants(game);
    t_assert_reloads(game, "feast day crisis");
    arcs_game_free(game);
}

/* A Feast Day leaving the Court by another card's rule (buried from its
 * place, as Against Hegemony or Navy Reprisal bury a row card): its "while
 * in the Court" part ends with it, and the sources' hook mask in the state
 * says so (t_assert_invariants: not stale; a reload recomputes it). */
static void feast_day_buried_from_the_row(void **state) {
    (void)state;
    for (int bury = 0; bury < 2; bury++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        int fief = make_lord(game, 0, 1);
        feast_in_court(game, CARD_F1613);
        assert_true(cards_forbid_harm(g, 1, 0, fief));
        if (bury) court_bury_from_row(g, FEAST_PLACE);
        else court_discard_from_row(g, FEAST_PLACE);
        run_forward(g);
        game_bump(game);
        assert_int_not_equal(g->court_row[FEAST_PLACE], CARD_F1613);
        assert_false(cards_forbid_harm(g, 1, 0, fief));
        t_assert_invariants(game);
        t_assert_reloads(game, "feast day left the row");
        arcs_game_free(game);
    }
}

/* "When Secured: You may replace 1 Rival city that has a Seat token with a
 * Loyal city. Bury this card." p0 secures it: a move per Fief of a Rival
 * (p1's Cluster 2 and p2's Cluster 3, not p0's own Cluster 4); Cluster 3:
 * p0's city under the Seat, p0 its Lord with the Lord title card, p2's
 * city back on p2's board; the card buried. A Fief of p0's own or a
 * cluster with no Seat is refused, the game unchanged. Declining changes
 * nothing but the burial. */
static void feast_day_secured(void **state) {
    (void)state;
    for (int decline = 0; decline < 2; decline++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        make_lord(game, 1, 1);
        int s = make_lord(game, 2, 2);
        make_lord(game, 0, 3);
        feast_in_court(game, CARD_F1613);
        g->pl[0].agents_supply--;
        g->court_agents[FEAST_PLACE][0] = 1;
        game_bump(game);
        int cities0 = g->pl[0].cities_on_board, cities2 = g->pl[2].cities_on_board;
        t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
        ok(game, "p0 action secure");
        ok(game, "p0 secure 1");
        assert_int_equal(top_kind(game), FR_CARD);
        assert_int_equal(t_count_legal(game, "p0 card feast-day replace"), 2);
        assert_true(t_is_legal(game, "p0 card feast-day replace cluster-2"));
        t_refused_unchanged(game, "p0 card feast-day replace cluster-4");
        t_refused_unchanged(game, "p0 card feast-day replace cluster-1");
        t_assert_reloads(game, "feast day: the replace decision");
        t_assert_texts_round_trip(game);
        if (decline) {
            ok(game, "p0 decline");
            assert_int_equal(seat_lord(g, 2), 2);
            assert_int_equal(g->pl[0].cities_on_board, cities0);
        } else {
            ok(game, "p0 card feast-day replace cluster-3");
            assert_int_equal(seat_lord(g, 2), 0);
            assert_int_equal(seat_system(g, 2), s);
            assert_true(BLD_IS_CITY(g->sys[s].bld[0]) && BLD_OWNER(g->sys[s].bld[0]) == 0);
            assert_true(t_in_play_area(g, 0, CARD_F1605));
            assert_false(t_in_play_area(g, 2, CARD_F1605));
            assert_int_equal(g->pl[0].cities_on_board, cities0 - 1);
            assert_int_equal(g->pl[2].cities_on_board, cities2 + 1);
        }
        run_forward(g);
        assert_int_equal(court_deck_pile(g)[0], CARD_F1613);
        t_assert_invariants(game);
        t_assert_reloads(game, "feast day secured");
        arcs_game_free(game);
    }
}


/* --------------------------------- Skirmishers, Sworn Guardians (failed) */

/* The Warden failed Act II: Skirmishers (F1615) and Sworn Guardians
 * (F1616) are in the Court (ARCS-F1611, failed, step 4); here taken into
 * hands by hand, an empty map. */
static arcs_game *failed_table(void) {
    arcs_game *game = act3_quiet(act3_game(&FAILED), false);
    game_state *g = t_state(game);
    assert_int_not_equal(g->camp.fate[0], CARD_FATE16);
    seats_return_fallen(g);
    game_bump(game);
    return game;
}

static void take_into_hand(arcs_game *game, int p, int card) {
    game_state *g = t_state(game);
    t_take_out_court_card(g, card);
    give_held(g, p, card);
    game_bump(game);
}

enum { K_BLANK = 0, K_HIT = 3 };

/* faq.csv, Skirmishers: "Can I reroll this multiple times? A: No, only
 * once." p1 holds F1615 (1 Weapon icon: the card) and battles p2 with 2
 * skirmish dice, both blank: one reroll of at most 1 die is offered (2 is
 * refused, the game unchanged); after it the battle goes on with no second
 * offer. */
static void skirmishers_reroll_once(void **state) {
    (void)state;
    arcs_game *game = failed_table();
    game_state *g = t_state(game);
    take_into_hand(game, 1, CARD_F1615);
    int s = planet_of(g, 1);
    t_place_ships(game, 1, s, 2, 0);
    t_place_ships(game, 2, s, 2, 0);
    const uint8_t faces[3] = {K_BLANK, K_BLANK, K_BLANK};
    battle_force_faces(g, faces, 3);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action battle");
    t_apply_prefix(game, "p1 battle-system");
    t_apply_prefix(game, "p1 battle-defender p3");
    ok(game, "p1 dice assault 0");
    ok(game, "p1 dice skirmish 2");
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(t_count_legal(game, "p1 card skirmishers@F1615 reroll"), 1);
    t_refused_unchanged(game, "p1 card skirmishers@F1615 reroll 2 0");
    ok(game, "p1 card skirmishers@F1615 reroll 1 0");
    assert_int_not_equal(top_kind(game), FR_CARD);
    assert_int_equal(t_count_legal(game, "p1 card skirmishers"), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv, Galactic Rifles: "Abilities that modify Battle do not apply to
 * Fire Rifles. For example, you cannot use Skirmishers to reroll the
 * dice." p1 holds F1615 and Galactic Rifles (a Weapon token too) and fires
 * 2 skirmish dice at p2 in the next system: no reroll is offered. */
static void skirmishers_not_with_fire_rifles(void **state) {
    (void)state;
    arcs_game *game = failed_table();
    game_state *g = t_state(game);
    take_into_hand(game, 1, CARD_F1615);
    t_take_out_court_card(g, CARD_L02);
    play_area_add(g, 1, CARD_L02);
    t_give_resource(game, 1, 0, ARCS_WEAPON);
    int from = -1, at = -1;
    for (int a = 0; a < NUM_SYSTEMS && at < 0; a++)
        for (int b = 0; b < NUM_SYSTEMS && at < 0; b++)
            if (sys_in_play(g, a) && sys_in_play(g, b) && systems_adjacent(g, a, b) && a != b) from = a, at = b;
    t_place_ships(game, 1, from, 2, 0);
    t_place_ships(game, 2, at, 2, 0);
    const uint8_t faces[2] = {K_BLANK, K_HIT};
    battle_force_faces(g, faces, 2);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 card galactic-rifles fire pip");
    t_apply_prefix(game, "p1 card galactic-rifles fire-from");
    ok(game, "p1 card galactic-rifles fire-dice 2");
    t_apply_prefix(game, "p1 card galactic-rifles fire-at");
    assert_false(g->battle.active);
    assert_int_equal(t_count_legal(game, "p1 card skirmishers"), 0);
    assert_int_equal(g->sys[at].damaged[2] + g->sys[at].fresh[2], 2);
    assert_int_equal(g->sys[at].damaged[2], 1);
    arcs_game_free(game);
}

/* faq.csv, Elder Broker: "Is Trade blocked by Sworn Guardians? A: The
 * Trade action is not stealing and is not blocked by Sworn Guardians." p1
 * holds F1616 (Sworn Guardians); p0, with Elder Broker, trades with p1's
 * city in a system p0 controls: p0 takes p1's Material and gives a Fuel. */
static void sworn_guardians_do_not_block_trade(void **state) {
    (void)state;
    arcs_game *game = failed_table();
    game_state *g = t_state(game);
    take_into_hand(game, 1, CARD_F1616);
    take_into_hand(game, 0, CARD_CC10);
    int s = -1;
    for (int t = 0; t < NUM_SYSTEMS && s < 0; t++)
        if (sys_in_play(g, t) && !sys_is_gate(t) && planet_type(t) == ARCS_MATERIAL) s = t;
    t_place_ships(game, 0, s, 2, 0);
    t_place_building(game, 1, s, 0, false, false);
    t_give_resource(game, 1, 0, ARCS_MATERIAL);
    t_give_resource(game, 0, 0, ARCS_FUEL);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 3));
    ok(game, "p0 card elder-broker@CC10 trade pip");
    assert_true(t_apply_prefix(game, "p0 card elder-broker@CC10 city"));
    assert_true(t_apply_prefix(game, "p0 card elder-broker@CC10 swap"));
    run_forward(g);
    for (int i = 0; i < 6 && t_apply_prefix(game, "p0 place"); i++) {}
    for (int i = 0; i < 6 && t_apply_prefix(game, "p1 place"); i++) {}
    assert_int_equal(resources_held(&g->pl[0], ARCS_MATERIAL), 1);
    assert_int_equal(resources_held(&g->pl[1], ARCS_FUEL), 1);
    assert_int_equal(resources_held(&g->pl[1], ARCS_MATERIAL), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---------------------------------------- Lords and the Closed Economy */

/* faq.csv Closed Economy / Lord of the 1st-6th Cluster: "In a Closed
 * Economy, can a Regent Lord tax a Vassal City under Imperial control? A:
 * No. ... bound by Closed Economy when taxing an Outlaw Vassal city under
 * Imperial control. An Outlaw Lord can always tax Vassal cities regardless
 * of Empire control." The Warden p0, Lord of Cluster 2; p1 an Outlaw
 * Vassal with a city there under Imperial control; the Magnate p2 a
 * Regent (its Closed Economy in force: economy.c). p0 a Regent: the Tax
 * of p1's city refused, the game unchanged; p0 an Outlaw: allowed, a
 * Captive taken. */
static void faq_closed_economy_binds_a_regent_lord(void **state) {
    (void)state;
    for (int outlaw = 0; outlaw < 2; outlaw++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        assert_int_equal(g->camp.fate[2], CARD_FATE03);
        make_lord(game, 0, 1);
        int s = planet_of(g, 1);
        t_place_building(game, 1, s, 0, false, false);
        put_imperial(game, s, 2, 0);
        int q = monopoly_holder(g, planet_type(s));
        if (q >= 0) {
            play_area_remove(g, q, monopoly_card(planet_type(s)));
            g->camp.fate_cards_added--;
        }
        g->camp.regents = outlaw ? 0x4 : 0x5;
        g->camp.first_regent = 2;
        game_bump(game);
        t_assert_invariants(game);
        t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 3));
        ok(game, "p0 action tax");
        char move[32], name[16];
        snprintf(move, sizeof move, "p0 tax %s 0", system_name(s, name));
        assert_int_equal(t_is_legal(game, move), outlaw);
        if (!outlaw) {
            t_refused_unchanged(game, move);
        } else {
            int captives = g->pl[0].captives[1];
            ok(game, move);
            assert_int_equal(g->pl[0].captives[1], captives + 1);
        }
        arcs_game_free(game);
    }
}

/* ------------------------------------------------------- Warden's Levy */

/* Warden's Levy's data: the ships on it per owner (fresh | damaged << 4). */
static uint8_t *levy_ships(game_state *g) { return CARD_DATA(g, uint8_t, card_data_place(CARD_F1612)); }

/* ARCS-F1612 "Levy (Tax): Place 1 ship here from a Vassal's supply. This
 * card can hold a max of 1 ship of a Vassal for each Fief where you are
 * their Lord." p0 (Warden's Levy in the play area) Lord of Cluster 2, p1 a
 * Vassal there (a city in the cluster), p2 none: the Levy offers p1 alone
 * (p2 refused, the game unchanged); p1's ship leaves p1's supply for the
 * card, no Outrage (Feudal Law: "using the Warden's Levy card does not
 * count as harming your Vassal"). A second Levy is not offered (1 Fief:
 * 1 ship) until p0 is p1's Lord in a second Fief. */
static void levy_places_a_vassal_ship(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    assert_true(t_in_play_area(g, 0, CARD_F1612));
    make_lord(game, 0, 1);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 3));
    assert_false(t_is_legal(game, "p0 card wardens-levy levy pip")); /* no Vassal yet */
    arcs_game_free(game);

    game = table();
    g = t_state(game);
    make_lord(game, 0, 1);
    t_place_building(game, 1, planet_of(g, 1), 0, false, false); /* another planet of the cluster */
    assert_true(fief_vassal(g, 1, 1));
    assert_false(fief_vassal(g, 2, 1));
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 3));
    ok(game, "p0 card wardens-levy levy pip");
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(t_count_legal(game, "p0 card wardens-levy vassal"), 1);
    t_refused_unchanged(game, "p0 card wardens-levy vassal p2");
    t_refused_unchanged(game, "p0 card wardens-levy vassal p0");
    t_assert_reloads(game, "levy: the Vassal decision");
    int supply = g->pl[1].ships_supply, outrage = g->pl[0].outrage;
    ok(game, "p0 card wardens-levy vassal p1");
    assert_int_equal(g->pl[1].ships_supply, supply - 1);
    assert_int_equal(levy_ships(g)[1], 1);
    assert_int_equal(g->pl[0].outrage, outrage);
    t_assert_invariants(game);
    t_assert_reloads(game, "levy: a ship on the card");
    assert_false(t_is_legal(game, "p0 card wardens-levy levy pip"));
    /* p0 Lord of Cluster 3 too, p1 a Vassal there: room for a second. */
    make_lord(game, 0, 2);
    t_place_building(game, 1, planet_of(g, 2), 0, false, false);
    assert_true(t_is_legal(game, "p0 card wardens-levy levy pip"));
    arcs_game_free(game);
}

/* "When attacking in battle, ships on this card must take hits first.
 * Return ships here that are destroyed - they are not taken as Trophies."
 * and faq.csv, Warden's Levy: "The ships on the card take hits for
 * self-hit damage (flame icons and intercept)". A ship of p1 on the card;
 * p0 attacks p2 (1 fresh ship) with 2 ships: a self-hit damages the
 * card's ship, p2's intercept destroys it (back to p1's supply, no Trophy
 * for p2); p0's own ships are untouched; p0's 2 hits destroy p2's ship. */
static void levy_ships_take_self_hits_first(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    g->pl[1].ships_supply--;
    levy_ships(g)[1] = 1;
    int s = planet_of(g, 3);
    t_place_ships(game, 0, s, 2, 0);
    t_place_ships(game, 2, s, 1, 0);
    t_assert_invariants(game);
    int supply1 = g->pl[1].ships_supply;
    const uint8_t faces[2] = {1 /* self + hit */, 5 /* intercept + hit */};
    battle_force_faces(g, faces, 2);
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    t_apply_prefix(game, "p0 battle-system");
    t_apply_prefix(game, "p0 battle-defender p2");
    ok(game, "p0 dice assault 2");
    while (t_apply_prefix(game, "p0 dice")) {}
    run_forward(g);
    game->log = NULL;
    assert_true(t_logged(&log, "Player 2's ship on Warden's Levy takes the hit: it is damaged."));
    assert_true(t_logged(&log, "Player 2's damaged ship on Warden's Levy is destroyed"));
    assert_int_equal(levy_ships(g)[1], 0);
    assert_int_equal(g->pl[1].ships_supply, supply1 + 1);
    assert_int_equal(g->pl[2].trophy_ships[1], 0);
    assert_int_equal(g->sys[s].fresh[0], 2);
    assert_int_equal(g->sys[s].damaged[0], 0);
    assert_int_equal(g->sys[s].fresh[2] + g->sys[s].damaged[2], 0);
    assert_int_equal(g->pl[0].trophy_ships[2], 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* -------------------------------------------------------- Feudal Courts */

enum { TOKEN_PLACE = 2, PLAIN_PLACE = 3 };

static bool t_holds_guild(const game_state *g, int p, int card) {
    for (int i = 0; i < g->pl[p].guild_count; i++)
        if (g->pl[p].guild[i] == card) return true;
    return false;
}

/* Guild cards of the Court deck with nothing of their own when secured or
 * in the Court: the two
 * plain cards of courts_table. */
static int plain_cards[2];

/* Court places 2 and 3 hold plain Guild cards without agents; p0 Lord of
 * Cluster 2 (k = 1), p1 its Vassal (a city there), p2 Lord of Cluster 4
 * (p0 and p1 neither Lord nor Vassal there). */
static arcs_game *courts_table(void) {
    arcs_game *game = table();
    game_state *g = t_state(game);
    make_lord(game, 0, 1);
    t_place_building(game, 1, planet_of(g, 1), 0, false, false);
    make_lord(game, 2, 3);
    for (int i = 0, n = 0; i < g->court_deck_len && n < 2; i++) {
        int c = court_deck_pile(g)[i];
        const card_def *d = card_def_of(c);
        if (card_table[c].kind == CK_GUILD &&
            (!d || (!d->when_secured && !d->when_secured_agents && !d->in_court && !d->secured_agents_all)))
            plain_cards[n++] = c;
    }
    t_court_card_at(game, plain_cards[0], TOKEN_PLACE);
    t_court_card_at(game, plain_cards[1], PLAIN_PLACE);
    for (int c = 0; c < g->court_row_len; c++)
        for (int q = 0; q < g->num_players; q++)
            for (; g->court_agents[c][q]; g->court_agents[c][q]--) g->pl[q].agents_supply++;
    assert_true(fief_vassal(g, 1, 1) && !fief_vassal(g, 2, 1) && !fief_member(g, 0, 3));
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

static void agents_on(arcs_game *game, int pos, int p, int n) {
    game_state *g = t_state(game);
    g->pl[p].agents_supply = (uint8_t)(g->pl[p].agents_supply - n);
    g->court_agents[pos][p] = (uint8_t)(g->court_agents[pos][p] + n);
    game_bump(game);
}

/* The Court token of Cluster k + 1 on Court place pos. */
static void token_on(arcs_game *game, int k, int pos) {
    COURT_TOKENS_OF(t_state(game))->on[k] = (uint8_t)(pos + 1);
    game_bump(game);
    t_assert_invariants(game);
}

/* ARCS-F1618 "When you influence an empty card in the Court except the
 * Imperial Council, you may also place the Court token from the supply for
 * a Fief where you are a Lord or Vassal." p0 influences the Council (no
 * offer), a card with p2's agent (not empty: no offer), then an empty card:
 * the token of Cluster 2 alone is offered (Cluster 4 and 1 refused, the
 * game unchanged); placed, or declined. The Setup leaves every token in the
 * supply (ARCS-F1617A "Collect the 6 Court tokens in the general supply"). */
static void feudal_courts_token_placed(void **state) {
    (void)state;
    for (int decline = 0; decline < 2; decline++) {
        arcs_game *game = courts_table();
        game_state *g = t_state(game);
        for (int k = 0; k < SEATS; k++) assert_int_equal(COURT_TOKENS_OF(g)->on[k], 0);
        agents_on(game, PLAIN_PLACE, 2, 1);
        t_log log = {0};
        game->log = t_keep_line;
        game->log_ud = &log;
        t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 2));
        ok(game, "p0 action influence");
        ok(game, "p0 influence 0");
        assert_int_not_equal(top_kind(game), FR_CARD);
        ok(game, "p0 action influence");
        ok(game, "p0 influence 3");
        assert_int_not_equal(top_kind(game), FR_CARD);
        ok(game, "p0 action influence");
        ok(game, "p0 influence 2");
        assert_int_equal(top_kind(game), FR_CARD);
        assert_int_equal(t_count_legal(game, "p0 card feudal-courts court-token"), 1);
        assert_true(t_is_legal(game, "p0 card feudal-courts court-token cluster-2"));
        t_refused_unchanged(game, "p0 card feudal-courts court-token cluster-4");
        t_refused_unchanged(game, "p0 card feudal-courts court-token cluster-1");
        t_assert_reloads(game, "feudal courts: the token decision");
        t_assert_texts_round_trip(game);
        ok(game, decline ? "p0 decline" : "p0 card feudal-courts court-token cluster-2");
        assert_int_equal(court_token_fief(g, TOKEN_PLACE), decline ? -1 : 1);
        char want[96];
        snprintf(want, sizeof want, "Player 1 places the Court token of Cluster 2 on %s", card_table[plain_cards[0]].name);
        assert_int_equal(t_logged(&log, want), !decline);
        game->log = NULL;
        t_assert_invariants(game);
        t_assert_reloads(game, "feudal courts: token placed");
        arcs_game_free(game);
    }
}

/* "To influence or secure a card that has a Court token, you must be a
 * Lord or Vassal in the respective Fief." The token of Cluster 2 on place
 * 2: p2 (neither) may not influence it (refused, the game byte-identical)
 * but the plain card; p1 (Vassal) may. p2 with most agents on it may not
 * secure it (the plain card, yes); p1 with most may. */
static void feudal_courts_lords_and_vassals_only(void **state) {
    (void)state;
    arcs_game *game = courts_table();
    token_on(game, 1, TOKEN_PLACE);
    t_start_lead_turn(game, 2, t_card(ARCS_ADMINISTRATION, 2));
    ok(game, "p2 action influence");
    t_refused_unchanged(game, "p2 influence 2");
    assert_true(t_is_legal(game, "p2 influence 3"));
    arcs_game_free(game);

    game = courts_table();
    token_on(game, 1, TOKEN_PLACE);
    t_start_lead_turn(game, 1, t_card(ARCS_ADMINISTRATION, 2));
    ok(game, "p1 action influence");
    ok(game, "p1 influence 2");
    assert_int_equal(t_state(game)->court_agents[TOKEN_PLACE][1], 1);
    arcs_game_free(game);

    game = courts_table();
    token_on(game, 1, TOKEN_PLACE);
    agents_on(game, TOKEN_PLACE, 2, 2);
    agents_on(game, PLAIN_PLACE, 2, 1);
    t_start_lead_turn(game, 2, t_card(ARCS_AGGRESSION, 2));
    ok(game, "p2 action secure");
    t_refused_unchanged(game, "p2 secure 2");
    assert_true(t_is_legal(game, "p2 secure 3"));
    arcs_game_free(game);

    game = courts_table();
    token_on(game, 1, TOKEN_PLACE);
    agents_on(game, TOKEN_PLACE, 1, 2);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 2));
    ok(game, "p1 action secure");
    assert_true(t_is_legal(game, "p1 secure 2"));
    arcs_game_free(game);
}

/* "If a Lord secures a card with a Court token, they return the Court
 * token and all Vassal agents from the card." and faq.csv, Feudal Courts:
 * "If you're a Lord, return it to the general supply. If you're a Vassal,
 * keep it on the refilled card." p0 (Lord, 2 agents) secures with p1's
 * (Vassal) agent on it: the token to the supply, p1's agent back to p1's
 * supply (not captured). p1 (Vassal, 2 agents) secures with p0's agent on
 * it: the token stays on the refilled place, p0's agent captured. */
static void feudal_courts_faq_secure(void **state) {
    (void)state;
    arcs_game *game = courts_table();
    game_state *g = t_state(game);
    token_on(game, 1, TOKEN_PLACE);
    agents_on(game, TOKEN_PLACE, 0, 2);
    agents_on(game, TOKEN_PLACE, 1, 1);
    int supply1 = g->pl[1].agents_supply;
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 2));
    ok(game, "p0 action secure");
    ok(game, "p0 secure 2");
    run_forward(g);
    game->log = NULL;
    assert_true(t_logged(&log, "secures the card with its Court token: the token and 1 Vassal agent(s) return."));
    assert_int_equal(COURT_TOKENS_OF(g)->on[1], 0);
    assert_int_equal(g->pl[1].agents_supply, supply1 + 1);
    assert_int_equal(g->pl[0].captives[1], 0);
    assert_true(t_holds_guild(g, 0, plain_cards[0]));
    t_assert_invariants(game);
    t_assert_reloads(game, "feudal courts: a Lord secured");
    arcs_game_free(game);

    game = courts_table();
    g = t_state(game);
    token_on(game, 1, TOKEN_PLACE);
    agents_on(game, TOKEN_PLACE, 1, 2);
    agents_on(game, TOKEN_PLACE, 0, 1);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 2));
    ok(game, "p1 action secure");
    ok(game, "p1 secure 2");
    run_forward(g);
    assert_int_equal(COURT_TOKENS_OF(g)->on[1], TOKEN_PLACE + 1);
    assert_int_not_equal(g->court_row[TOKEN_PLACE], plain_cards[0]);
    assert_int_not_equal(g->court_row[TOKEN_PLACE], NO_COURT_CARD);
    assert_int_equal(g->pl[1].captives[0], 1);
    t_assert_invariants(game);
    t_assert_reloads(game, "feudal courts: a Vassal secured");
    arcs_game_free(game);
}

/* "When a player Ransacks the Court, they can secure a card that has a
 * Court token only if they destroyed a city in the respective Fief." p2's
 * agents on the token card (Cluster 2) and the plain card; p0 destroys
 * p2's city in Cluster 4: the plain card alone is ransacked (no choice);
 * in Cluster 2: both are offered (the choice saved and reloaded); with p2's
 * agents on the token card alone, a city of Cluster 4 ransacks nothing. */
static void feudal_courts_ransack(void **state) {
    (void)state;
    for (int shape = 0; shape < 3; shape++) {
        arcs_game *game = courts_table();
        game_state *g = t_state(game);
        token_on(game, 1, TOKEN_PLACE);
        agents_on(game, TOKEN_PLACE, 2, 1);
        if (shape < 2) agents_on(game, PLAIN_PLACE, 2, 1);
        t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 2));
        t_log log = {0};
        game->log = t_keep_line;
        game->log_ud = &log;
        city_destroyed(g, 0, 2, planet_of(g, shape == 1 ? 1 : 3));
        game->log = NULL;
        if (shape == 0) {
            assert_true(t_holds_guild(g, 0, plain_cards[1]));
            assert_int_equal(g->court_row[TOKEN_PLACE], plain_cards[0]);
            assert_int_equal(g->court_agents[TOKEN_PLACE][2], 1);
        } else if (shape == 1) {
            assert_int_equal(top_kind(game), FR_RANSACK);
            assert_true(t_is_legal(game, "p0 ransack 2") && t_is_legal(game, "p0 ransack 3"));
            t_assert_reloads(game, "feudal courts: ransack in the Fief");
            ok(game, "p0 ransack 3");
            assert_true(t_holds_guild(g, 0, plain_cards[1]));
        } else {
            assert_true(t_logged(&log, "Player 1 may Ransack no Court card with Player 3's agents"));
            assert_int_equal(g->court_row[TOKEN_PLACE], plain_cards[0]);
        }
        run_forward(g);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* ARCS-F1619 "Then, if the Fief's Court token is on a card in the Court,
 * the Fief's Lord may influence or secure that card." p0 Lord of Cluster 2
 * (its token on place 2, p0's agent on it), p1 Lord of Cluster 5. The
 * edict: p0 +3, then p0's decision (influence, secure, decline; a move of
 * another Fief refused) before p1's 3 Power. Secure: p0 takes the card,
 * the token returns (a Lord secured it); influence: one agent more. With
 * p2's 2 agents on the card, secure is not offered. */
static void lords_gain_power_court_token(void **state) {
    (void)state;
    for (int choice = 0; choice < 4; choice++) {
        arcs_game *game = courts_table();
        game_state *g = t_state(game);
        make_lord(game, 1, 4);
        token_on(game, 1, TOKEN_PLACE);
        agents_on(game, TOKEN_PLACE, 0, 1);
        if (choice == 3) agents_on(game, TOKEN_PLACE, 2, 2);
        int p0 = g->pl[0].power, p1 = g->pl[1].power, agents = g->pl[0].agents_supply;
        t_start_lead_turn(game, 2, t_card(ARCS_AGGRESSION, 2));
        card_def_of(CARD_F1619)->edict(g, CARD_F1619);
        assert_int_equal(top_kind(game), FR_CARD);
        assert_int_equal(g->pl[0].power, p0 + 3);
        assert_int_equal(g->pl[1].power, p1);
        assert_true(t_is_legal(game, "p0 card lords-gain-power influence cluster-2"));
        assert_int_equal(t_is_legal(game, "p0 card lords-gain-power secure cluster-2"), choice != 3);
        t_refused_unchanged(game, "p0 card lords-gain-power secure cluster-5");
        t_refused_unchanged(game, "p1 decline");
        t_assert_reloads(game, "lords gain power: the Lord's decision");
        t_assert_texts_round_trip(game);
        if (choice == 0) {
            ok(game, "p0 card lords-gain-power secure cluster-2");
        } else if (choice == 1) {
            ok(game, "p0 card lords-gain-power influence cluster-2");
        } else {
            ok(game, "p0 decline");
        }
        run_forward(g);
        assert_int_equal(g->pl[1].power, p1 + 3);
        assert_int_equal(t_holds_guild(g, 0, plain_cards[0]), choice == 0);
        assert_int_equal(COURT_TOKENS_OF(g)->on[1], choice == 0 ? 0 : TOKEN_PLACE + 1);
        if (choice == 1) assert_int_equal(g->court_agents[TOKEN_PLACE][0], 2);
        if (choice == 1) assert_int_equal(g->pl[0].agents_supply, agents - 1);
        t_assert_invariants(game);
        t_assert_reloads(game, "lords gain power: resolved");
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(warden3_setup),
        cmocka_unit_test(feast_day_buried_from_the_row),
        cmocka_unit_test(grand_more_fiefs),
        cmocka_unit_test(grand_more_seats_than_chapter),
        cmocka_unit_test(grand_scored_at_chapter_end),
        cmocka_unit_test(lords_gain_power),
        cmocka_unit_test(feast_day_no_harm_in_fiefs),
        cmocka_unit_test(feast_day_crisis),
        cmocka_unit_test(feast_day_secured),
        cmocka_unit_test(skirmishers_reroll_once),
        cmocka_unit_test(skirmishers_not_with_fire_rifles),
        cmocka_unit_test(sworn_guardians_do_not_block_trade),
        cmocka_unit_test(faq_closed_economy_binds_a_regent_lord),
        cmocka_unit_test(levy_places_a_vassal_ship),
        cmocka_unit_test(levy_ships_take_self_hits_first),
        cmocka_unit_test(feudal_courts_token_placed),
        cmocka_unit_test(feudal_courts_lords_and_vassals_only),
        cmocka_unit_test(feudal_courts_faq_secure),
        cmocka_unit_test(feudal_courts_ransack),
        cmocka_unit_test(lords_gain_power_court_token),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
