/*
 * Act III of the Magnate (lib/cards/campaign/fates/magnate/): its Setup
 * side (F325A), the grand ambitions of its Act III objective and the
 * Monopoly scrapped after scoring (F325B), the Economy (F326A/B, the law
 * F327), Prospectors (F322) and Extortion (F323, F324), and the faq.csv
 * ruling on them (Closed Economy / Lord of the 1st-6th Cluster [85-91]).
 * Games are real Act III games from campaign records
 * (tests/act2_fixture.h t_act3_started), shaped by hand.
 */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdio.h>
#include <stdlib.h>

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/trust.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/magnate/monopolies.h"
#include "cards/campaign/fates/warden/seats.h"

#define SYS_2ARROW (1 * 4 + SYS_ARROW)
#define SYS_2HEX (1 * 4 + SYS_HEX)
#define SYS_2CRESCENT (1 * 4 + SYS_CRESCENT)

/* "<prefix> <system name><rest>" into buf (move texts name systems). */
static const char *sys_move(char *buf, size_t cap, const char *prefix, int sys, const char *rest) {
    char name[16];
    snprintf(buf, cap, "%s %s%s", prefix, system_name(sys, name), rest);
    return buf;
}

static t_log LOG;

static void keep(arcs_game *game) {
    LOG.n = 0;
    game->log = t_keep_line;
    game->log_ud = &LOG;
}

static int top_kind(const arcs_game *game) { return game->s.depth ? top_frame_c(&game->s)->kind : -1; }

static bool booklet_has(const game_state *g, int card) { return magnate_booklet_has(g, card); }

/* An Act III game of 4, the Magnate p0 (kept through Acts I and II), at
 * its first lead; shaped: empty map, no Imperial ships or Blight, no
 * resources anywhere but the supply (the Trust and Merchant League
 * emptied), no Monopoly held, every player a Regent, p0 First Regent. */
static arcs_game *act3_of(uint64_t seed, unsigned completed2) {
    t_fates f = {{CARD_FATE03, CARD_FATE02, CARD_FATE07, CARD_FATE04}, 0xF, {0}, completed2, {0}};
    arcs_game *game = t_act3_started(4, seed, &f, ARCS_CHANCE_INTERNAL);
    game->log = NULL;
    t_clear_board(game);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.act, 3);
    assert_int_equal(g->camp.fate[0] == CARD_FATE03, completed2 & 1u);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    g->camp.blight_supply = BLIGHT_PIECES;
    for (int r = 0; r < NUM_RES; r++) {
        while (trust_take(g, r)) g->res_supply[r]++;
        card_res_remove(g, CARD_F302, r, RES_PER_TYPE);
        int q = monopoly_holder(g, r);
        if (q >= 0) {
            play_area_remove(g, q, monopoly_card(r));
            g->camp.fate_cards_added--;
        }
    }
    g->camp.regents = 0xF;
    g->camp.first_regent = 0;
    for (int m = 0; m < 3; m++) g->marker_box[m] = 0xFF;
    t_assert_invariants(game);
    return game;
}
static arcs_game *act3(uint64_t seed) { return act3_of(seed, 0xF); }

/* p gets the Monopoly of type r (from the supply, or from its holder). */
static void give_monopoly(arcs_game *game, int p, int r) {
    game_state *g = t_state(game);
    int q = monopoly_holder(g, r);
    if (q >= 0) {
        play_area_remove(g, q, monopoly_card(r));
        play_area_add(g, p, monopoly_card(r));
    } else {
        assert_true(monopoly_in_supply(g, r));
        fate_gain_card(g, p, monopoly_card(r));
    }
}

/* n resources of type r into p's first empty open slots. */
static void give(arcs_game *game, int p, int r, int n) {
    for (int s = 0; s < open_res_slots(&game->s.pl[p]) && n; s++)
        if (game->s.pl[p].res[s] == RES_EMPTY) {
            t_give_resource(game, p, s, r);
            n--;
        }
    assert_int_equal(n, 0);
}

static void refused(arcs_game *game, const char *text) { t_refused_unchanged(game, text); }

/* ---------------------------------------------------------------- Setup */

/* F325A in a real Act III Setup: the law F327 in the booklet (Gain
 * Monopolies still there from Act II), the objective F325B in p0's play
 * area, no objective marker (an A Fate in Act III). */
static void setup_in_a_real_game(void **state) {
    (void)state;
    arcs_game *game = act3(31);
    const game_state *g = &game->s;
    assert_true(booklet_has(g, CARD_F327));
    assert_true(booklet_has(g, CARD_F318));
    assert_true(t_in_play_area(g, 0, CARD_F325B));
    assert_int_equal(objective_space(g, 0), -1);
    assert_true(held_index(g, 0, CARD_F322) >= 0); /* Prospectors, from the Act II Resolution */
    arcs_game_free(game);
}

/* F325A's side: Closed Economy for a Regent Magnate, Open for an Outlaw;
 * the law added once; the War Profiteer reminder logged. */
static void setup_side_by_title(void **state) {
    (void)state;
    for (int outlaw = 0; outlaw < 2; outlaw++) {
        arcs_game *game = act3(32);
        game_state *g = t_state(game);
        if (outlaw) g->camp.regents = 0xE;
        int len = g->camp.booklet_len;
        keep(game);
        card_def_of(CARD_F325A)->fate_setup(g, 0, CARD_F325A);
        assert_int_equal(g->camp.booklet_len, len); /* F327 already there */
        assert_true(t_logged(&LOG, outlaw ? "tucked on its Open Economy side" : "tucked on its Closed Economy side"));
        assert_false(t_logged(&LOG, outlaw ? "Closed Economy side" : "Open Economy side"));
        assert_true(t_logged(&LOG, "War Profiteer marker"));
        arcs_game_free(game);
    }
}

/* ------------------------------------------------------ Grand ambitions */

/* End the chapter now: the chapter-end frame on a fresh stack, run to its
 * first decision (or the next chapter's deal). */
static void end_chapter(arcs_game *game, int chapter) {
    game_state *g = t_state(game);
    g->depth = 0;
    g->chapter = (uint8_t)chapter;
    chapter_end_begin(g);
    run_forward(g);
    game_bump(game);
}

/* "Have any Monopolies" / "Have at least 2 Monopolies": none, one, two,
 * scored from the chapter track (2/3/4/5 for one, 4/8/14/20 for both). */
static void grand_ambitions_scored(void **state) {
    (void)state;
    static const int ONE[4] = {2, 3, 4, 5}, BOTH[4] = {4, 8, 14, 20};
    for (int n = 0; n <= 2; n++)
        for (int chapter = 1; chapter <= 4; chapter += 2) {
            arcs_game *game = act3(33);
            for (int k = 0; k < n; k++) give_monopoly(game, 0, k);
            const game_state *g = &game->s;
            assert_int_equal(card_def_of(CARD_F325B)->grand_ambitions(g, 0, CARD_F325B), n == 0 ? 0 : n == 1 ? 1 : 3);
            int power = g->pl[0].power;
            keep(game);
            end_chapter(game, chapter);
            int want = n == 0 ? 0 : n == 1 ? ONE[chapter - 1] : BOTH[chapter - 1];
            assert_int_equal(game->s.pl[0].power, power + want);
            if (n == 1) assert_true(t_logged(&LOG, "fulfilled the first grand ambition of Magnate Act III Objective"));
            if (n == 2) assert_true(t_logged(&LOG, "fulfilled both grand ambitions of Magnate Act III Objective"));
            if (!n) assert_false(t_logged(&LOG, "grand ambition"));
            arcs_game_free(game);
        }
}

/* Rivals gain nothing from the Magnate's grand ambitions ("Personal"). */
static void grand_ambitions_personal(void **state) {
    (void)state;
    arcs_game *game = act3(34);
    give_monopoly(game, 1, ARCS_MATERIAL);
    give_monopoly(game, 1, ARCS_FUEL);
    int power = game->s.pl[1].power;
    end_chapter(game, 1);
    assert_int_equal(game->s.pl[1].power, power);
    arcs_game_free(game);
}

/* After scoring, one Monopoly: scrapped with all of p0's resources of its
 * type (slots, Merchant League, the Trust of the First Regent) and the
 * supply on it; a Rival's of that type stay. Nothing chosen. */
static void scrap_the_only_monopoly(void **state) {
    (void)state;
    arcs_game *game = act3(35);
    give_monopoly(game, 0, ARCS_MATERIAL);
    give(game, 0, ARCS_MATERIAL, 1);
    give(game, 0, ARCS_FUEL, 1);
    give(game, 1, ARCS_MATERIAL, 1);
    game_state *g = t_state(game);
    card_res_add(g, CARD_F302, ARCS_MATERIAL, 1);
    g->res_supply[ARCS_MATERIAL]--;
    trust_add(g, ARCS_MATERIAL);
    t_assert_invariants(game);
    assert_int_equal(monopoly_has(g, 0, ARCS_MATERIAL), 5 - 1);
    keep(game);
    end_chapter(game, 1);
    g = t_state(game);
    assert_true(t_logged(&LOG, "Player 1 scraps Material Monopoly, 3 Material of theirs and the supply on it (1)."));
    assert_true(card_scrapped(g, CARD_F313));
    assert_int_equal(monopoly_holder(g, ARCS_MATERIAL), -1);
    assert_false(monopoly_in_supply(g, ARCS_MATERIAL));
    assert_int_equal(resources_held(&g->pl[0], ARCS_MATERIAL), 0);
    assert_int_equal(resources_held(&g->pl[0], ARCS_FUEL), 1);
    assert_int_equal(card_res_count(g, CARD_F302, ARCS_MATERIAL), 0);
    assert_int_equal(g->camp.trust[ARCS_MATERIAL], 0);
    assert_int_equal(g->res_supply[ARCS_MATERIAL], 0);
    assert_int_equal(resources_held(&g->pl[1], ARCS_MATERIAL), 1);
    /* Out of play: only p1's token is in play now (Gain Monopolies). */
    assert_int_equal(monopoly_in_play(g, ARCS_MATERIAL), 1);
    assert_int_equal(card_res_count(g, CARD_F313, ARCS_MATERIAL), 4);
    t_assert_invariants(game);
    t_assert_reloads(game, "a Monopoly scrapped with its resources");
    arcs_game_free(game);
}

/* Two Monopolies: the holder chooses which (a move); others refused with
 * the game unchanged; no Monopoly: nothing scrapped. */
static void scrap_one_of_two_chosen(void **state) {
    (void)state;
    arcs_game *game = act3(36);
    give_monopoly(game, 0, ARCS_RELIC);
    give_monopoly(game, 0, ARCS_WEAPON);
    give(game, 0, ARCS_RELIC, 1);
    give(game, 0, ARCS_WEAPON, 1);
    end_chapter(game, 2);
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(t_count_legal(game, "p0 card magnate-objective-3 scrap"), 2);
    t_assert_texts_round_trip(game);
    t_assert_reloads(game, "the Monopoly to scrap pending");
    refused(game, "p0 card magnate-objective-3 scrap Fuel");
    refused(game, "p1 card magnate-objective-3 scrap Relic");
    ok(game, "p0 card magnate-objective-3 scrap Weapon");
    const game_state *g = &game->s;
    assert_true(card_scrapped(g, CARD_F317));
    assert_false(card_scrapped(g, CARD_F315));
    assert_int_equal(monopoly_holder(g, ARCS_RELIC), 0);
    assert_int_equal(resources_held(&g->pl[0], ARCS_WEAPON), 0);
    assert_int_equal(resources_held(&g->pl[0], ARCS_RELIC), 1);
    assert_int_equal(g->res_supply[ARCS_WEAPON], 0);
    arcs_game_free(game);

    game = act3(37);
    give(game, 0, ARCS_MATERIAL, 2);
    keep(game);
    end_chapter(game, 1);
    assert_false(t_logged(&LOG, "scraps"));
    assert_int_equal(resources_held(&game->s.pl[0], ARCS_MATERIAL), 2);
    for (int r = 0; r < NUM_RES; r++) assert_true(monopoly_in_supply(&game->s, r));
    arcs_game_free(game);
}

/* ------------------------------------------------------------ Economy */

/* The city of `owner` at place 0 of sys, with 2 fresh Imperial ships
 * there (the Empire controls it) when `empire`. */
static void city(arcs_game *game, int owner, int sys, bool empire) {
    t_place_building(game, owner, sys, 0, false, false);
    if (empire) put_imperial(game, sys, 2, 0);
}

/* p's turn with an Administration card and 3 pips, the Tax begun. */
static void tax_turn(arcs_game *game, int p) {
    t_start_lead_turn(game, p, t_card(ARCS_ADMINISTRATION, 3));
    t_state(game)->pips = 3;
    ok(game, p == 0 ? "p0 action tax" : p == 1 ? "p1 action tax" : p == 2 ? "p2 action tax" : "p3 action tax");
}

/* Closed Economy (the Magnate a Regent): a Regent cannot tax a city (even
 * Loyal) in an Empire-controlled system without the matching Monopoly;
 * with it they can; the Magnate itself is not bound (F326A: "Regents other
 * than the Magnate"); an Outlaw is not bound; a system the Empire does not
 * control is not touched; the Magnate an Outlaw: no Closed Economy. */
static void closed_economy(void **state) {
    (void)state;
    char move[32];
    int r = planet_type(SYS_2HEX);
    sys_move(move, sizeof move, "p1 tax", SYS_2HEX, " 0");
    for (int c = 0; c < 5; c++) {
        arcs_game *game = act3(38);
        city(game, 1, SYS_2HEX, true);
        city(game, 1, SYS_2ARROW, false);
        game_state *g = t_state(game);
        if (c == 1) give_monopoly(game, 1, r);
        if (c == 2) g->camp.regents = 0xD;  /* p1 an Outlaw */
        if (c == 3) g->camp.regents = 0xE, g->camp.first_regent = 1; /* the Magnate an Outlaw */
        if (c == 4) give_monopoly(game, 1, planet_type(SYS_2ARROW)); /* not the matching one */
        tax_turn(game, 1);
        bool forbidden = c == 0 || c == 4;
        assert_int_equal(t_is_legal(game, move), !forbidden);
        assert_true(t_count_legal(game, "p1 tax") == (forbidden ? 1 : 2)); /* 2-arrow: not Empire-controlled */
        if (forbidden) refused(game, move);
        else ok(game, move);
        arcs_game_free(game);
    }
    /* The Magnate's own Loyal city: taxed without a Monopoly. */
    arcs_game *game = act3(39);
    city(game, 0, SYS_2HEX, true);
    tax_turn(game, 0);
    sys_move(move, sizeof move, "p0 tax", SYS_2HEX, " 0");
    ok(game, move);
    arcs_game_free(game);
}

/* faq.csv, Closed Economy / Lord of the 1st-6th Cluster [85-91]: "In a
 * Closed Economy, can a Regent Lord tax a Vassal City under Imperial
 * control? No. A Regent Lord is ... bound by Closed Economy when taxing an
 * Outlaw Vassal city under Imperial control. An Outlaw Lord can always tax
 * Vassal cities regardless of Empire control." p1 Lord of the 2nd Cluster
 * (its Seat above p1's city at 2-arrow), p2 an Outlaw Vassal with a city
 * at 2-hex under Imperial control. */
static void faq_closed_economy_lord(void **state) {
    (void)state;
    char move[32];
    sys_move(move, sizeof move, "p1 tax", SYS_2HEX, " 0");
    for (int c = 0; c < 3; c++) {
        arcs_game *game = act3(40);
        city(game, 1, SYS_2ARROW, false);
        city(game, 2, SYS_2HEX, true);
        game_state *g = t_state(game);
        seat_place_at(g, 1, SYS_2ARROW, 0, CARD_F1602);
        g->camp.regents = c == 2 ? 0x9 : 0xB; /* p2 an Outlaw; c 2: p1 too */
        if (c == 1) give_monopoly(game, 1, planet_type(SYS_2HEX));
        tax_turn(game, 1);
        assert_int_equal(t_is_legal(game, move), c != 0);
        if (c == 0) refused(game, move);
        else ok(game, move);
        arcs_game_free(game);
    }
}

/* Open Economy (the Magnate an Outlaw): a player taxes their Loyal city
 * twice in a turn; a Rival's city once; the Magnate taxes a Rival's city
 * twice; the Magnate a Regent: the Tax Limit holds. */
static void open_economy(void **state) {
    (void)state;
    char own[32], rival[32];
    for (int c = 0; c < 3; c++) {
        arcs_game *game = act3(41);
        game_state *g = t_state(game);
        g->camp.regents = c == 2 ? 0xF : 0xE;
        g->camp.first_regent = c == 2 ? 0 : 1;
        int p = c == 1 ? 0 : 1, q = p == 0 ? 1 : 0;
        city(game, p, SYS_2HEX, false);
        city(game, q, SYS_2ARROW, false);
        t_place_ships(game, p, SYS_2ARROW, 2, 0);
        sys_move(own, sizeof own, p ? "p1 tax" : "p0 tax", SYS_2HEX, " 0");
        sys_move(rival, sizeof rival, p ? "p1 tax" : "p0 tax", SYS_2ARROW, " 0");
        keep(game);
        tax_turn(game, p);
        ok(game, own);
        while (top_kind(game) == FR_PLACE_RESOURCE) assert_true(t_apply_prefix(game, "p"));
        ok(game, p == 0 ? "p0 action tax" : "p1 action tax");
        assert_int_equal(t_is_legal(game, own), c != 2);
        assert_true(t_is_legal(game, rival));
        ok(game, rival);
        assert_int_equal(t_logged(&LOG, "Open Economy: Player"), c != 2);
        while (top_kind(game) == FR_PLACE_RESOURCE) assert_true(t_apply_prefix(game, "p"));
        /* Another Tax: the own city again in an Open Economy; the Rival's
         * city again only for the Magnate; nothing left with a Regent
         * Magnate (the Tax Limit). */
        const char *act = p == 0 ? "p0 action tax" : "p1 action tax";
        assert_int_equal(t_is_legal(game, act), c != 2);
        if (c != 2) {
            ok(game, act);
            assert_true(t_is_legal(game, own));
            assert_int_equal(t_is_legal(game, rival), c == 1);
            if (c != 1) refused(game, rival);
        }
        arcs_game_free(game);
    }
}

/* F326A -> F326B: the Magnate becomes an Outlaw: the card flips (logged
 * once); a Rival becoming one flips nothing. */
static void economy_flips(void **state) {
    (void)state;
    arcs_game *game = act3(42);
    keep(game);
    campaign_make_outlaw(t_state(game), 1);
    assert_false(t_logged(&LOG, "flips to Open Economy"));
    campaign_make_outlaw(t_state(game), 0);
    assert_true(t_logged(&LOG, "Economy card flips to Open Economy"));
    int n = 0;
    for (int i = 0; i < LOG.n; i++) n += strstr(LOG.text[i], "flips to Open Economy") != NULL;
    assert_int_equal(n, 1);
    arcs_game_free(game);
}

/* --------------------------------------------------------- Prospectors */

/* F322: a city on a planet with no Loyal piece of p0's, unless p0 has
 * the matching Monopoly; damaged where a Rival controls the system. */
static void prospectors(void **state) {
    (void)state;
    char move[40];
    sys_move(move, sizeof move, "p0 card prospectors city", SYS_2HEX, "");
    for (int mono = 0; mono < 2; mono++) {
        arcs_game *game = act3(43);
        t_place_ships(game, 1, SYS_2HEX, 1, 0);
        if (mono) give_monopoly(game, 0, planet_type(SYS_2HEX));
        t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 3));
        t_state(game)->pips = 3;
        int cities = game->s.pl[0].cities_on_board;
        ok(game, "p0 action build");
        assert_int_equal(t_is_legal(game, move), !mono);
        if (mono) {
            refused(game, move);
            arcs_game_free(game);
            continue;
        }
        t_assert_texts_round_trip(game);
        ok(game, move);
        const game_state *g = &game->s;
        uint8_t b = g->sys[SYS_2HEX].bld[0];
        assert_true(BLD_IS_CITY(b) && (int)BLD_OWNER(b) == 0 && BLD_IS_DAMAGED(b));
        assert_int_equal(g->pl[0].cities_on_board, cities - 1);
        arcs_game_free(game);
    }
}

/* ----------------------------------------------------------- Extortion */

static void into_court(arcs_game *game, int card, int pos) {
    game_state *g = t_state(game);
    t_take_out_court_card(g, card);
    int old = g->court_row[pos];
    g->court_row[pos] = (uint16_t)card;
    court_bury(g, old);
    cards_court_row_changed(g, old);
    cards_court_row_changed(g, card);
    game_bump(game);
}

static bool in_discard(const game_state *g, int card) {
    for (int i = 0; i < g->court_discard_len; i++)
        if (court_discard_pile(g)[i] == card) return true;
    return false;
}

/* F323's Crisis: p0 and p1 tied for the most Fuel (2 each, 2 slots each:
 * each chooses the slot); p2 the most Material (1 token: no choice); p3
 * has the most Weapons on the Weapon Monopoly (its supply: "has") and
 * none in slots: nothing discarded, p1's Weapon kept. Then the card is
 * discarded, its place refilled. */
static void extortion_crisis(void **state) {
    (void)state;
    arcs_game *game = act3_of(44, 0xE); /* the Magnate failed Act II: Extortion in the Court deck */
    give(game, 0, ARCS_FUEL, 2);
    give(game, 1, ARCS_FUEL, 2);
    give(game, 2, ARCS_FUEL, 1);
    give(game, 2, ARCS_WEAPON, 1);
    give(game, 3, ARCS_MATERIAL, 1);
    /* p3 holds the Weapon supply: the Weapon Monopoly kept from Act II, or
     * (scrapped by the Resolution) the Weapon Cartel it added instead. */
    if (card_scrapped(&game->s, CARD_F317)) {
        game_state *h = t_state(game);
        t_take_out_court_card(h, CARD_F309);
        give_held(h, 3, CARD_F309);
    } else {
        play_area_add(t_state(game), 3, CARD_F317);
        t_state(game)->camp.fate_cards_added++;
    }
    int pos = 1;
    into_court(game, CARD_F323, pos);
    game_state *g = t_state(game);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    g->initiative = 0;
    keep(game);
    cards_crisis(g, CARD_F323, pos);
    run_forward(g);
    game_bump(game);
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(t_count_legal(game, "p0 card extortion discard"), 2);
    t_assert_texts_round_trip(game);
    t_assert_reloads(game, "Extortion's discard pending");
    refused(game, "p0 card extortion discard slot-5");
    refused(game, "p1 card extortion discard slot-0");
    ok(game, "p0 card extortion discard slot-1");
    assert_int_equal(game->s.pl[0].res[1], RES_EMPTY);
    assert_int_equal(game->s.pl[0].res[0], ARCS_FUEL + 1);
    ok(game, "p1 card extortion discard slot-0");
    g = t_state(game);
    assert_int_equal(resources_held(&g->pl[1], ARCS_FUEL), 1);
    assert_int_equal(resources_held(&g->pl[2], ARCS_FUEL), 1);
    assert_int_equal(resources_held(&g->pl[3], ARCS_MATERIAL), 0);
    assert_int_equal(resources_held(&g->pl[2], ARCS_WEAPON), 1);
    assert_true(t_logged(&LOG, "Extortion: Crisis: Player 4 has the most Weapon, none in resource slots."));
    assert_true(in_discard(g, CARD_F323));
    assert_int_not_equal(g->court_row[pos], CARD_F323);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F324 (F323's text) secured: p0 steals 1 resource from a Rival (a move,
 * from a Rival's slot); the card is in the Court discard pile. */
static void extortion_secured(void **state) {
    (void)state;
    arcs_game *game = act3_of(45, 0xE);
    give(game, 2, ARCS_PSIONIC, 1);
    int pos = 1;
    into_court(game, CARD_F324, pos);
    game_state *g = t_state(game);
    for (int p = 0; p < 4; p++) g->court_agents[pos][p] = 0;
    g->court_agents[pos][0] = 2;
    g->pl[0].agents_supply -= 2;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    t_state(game)->pips = 3;
    keep(game);
    ok(game, "p0 action secure");
    char secure[16];
    snprintf(secure, sizeof secure, "p0 secure %d", pos);
    ok(game, secure);
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(t_count_legal(game, "p0 card extortion@F324 steal"), 1);
    refused(game, "p0 card extortion@F324 steal p2 1");
    ok(game, "p0 card extortion@F324 steal p2 0");
    g = t_state(game);
    assert_int_equal(resources_held(&g->pl[2], ARCS_PSIONIC), 0);
    if (top_kind(game) == FR_PLACE_RESOURCE) assert_true(t_apply_prefix(game, "p0 place-resource"));
    assert_int_equal(resources_held(&game->s.pl[0], ARCS_PSIONIC), 1);
    assert_true(t_logged(&LOG, "Extortion: When Secured: Player 1 steals a resource from Player 3."));
    assert_true(in_discard(&game->s, CARD_F324));
    t_assert_invariants(game);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_in_a_real_game),
        cmocka_unit_test(setup_side_by_title),
        cmocka_unit_test(grand_ambitions_scored),
        cmocka_unit_test(grand_ambitions_personal),
        cmocka_unit_test(scrap_the_only_monopoly),
        cmocka_unit_test(scrap_one_of_two_chosen),
        cmocka_unit_test(closed_economy),
        cmocka_unit_test(faq_closed_economy_lord),
        cmocka_unit_test(open_economy),
        cmocka_unit_test(economy_flips),
        cmocka_unit_test(prospectors),
        cmocka_unit_test(extortion_crisis),
        cmocka_unit_test(extortion_secured),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
