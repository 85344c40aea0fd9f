/*
 * The Hegemon's Act II (lib/cards/campaign/fates/hegemon/): its Setup (a
 * Flagship where the Hegemon chooses, starports on two Upgrades, the fleet
 * replenished, 4 Loyal ships scrapped by choice, the Banners), its
 * Objective, Planting Banners, Banners of Hegemony, Song of the Banner and
 * the Act II Resolution's two branches; bad moves refused byte-identical.
 * Games are real Act II games from campaign records (tests/act2_fixture.h:
 * p0 fails Act I and takes the Hegemon), then shaped by hand.
 */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>
#include <string.h>

#include "act2_fixture.h"
#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/hegemon/banners.h"
#include "cards/campaign/fates/planet_breaker/planet_breaker.h"

static const int FATES[3] = {CARD_FATE07, CARD_FATE02, CARD_FATE03};
static const int BFATES[3] = {CARD_FATE10, 0, 0};

static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

static void __attribute__((unused)) dump_moves(arcs_game *game) {
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    for (size_t i = 0; i < n; i++) {
        char buf[ARCS_MOVE_STR_MAX];
        arcs_move_to_str(moves[i], buf, sizeof buf, NULL);
        arcs_move back;
        arcs_move_from_str(buf, &back);
        fprintf(stderr, "    %s  [%d %d %d %d %d %d %d] [%d %d %d %d %d %d %d]\n", buf, moves[i].kind, moves[i].player, moves[i].a, moves[i].b, moves[i].c, moves[i].d, moves[i].e, back.kind, back.player, back.a, back.b, back.c, back.d, back.e);
    }
}

static bool at_setup_frame(const arcs_game *game) {
    const frame *f = top_frame_c(&game->s);
    return f && f->kind == FR_CARD && f->card == CARD_F1001A;
}

/* An Act II game of 3 whose p0 failed Act I and took the Hegemon, at the
 * Hegemon's first Setup decision (the Flagship's system). */
static arcs_game *at_setup(uint64_t seed) {
    arcs_game *game = t_act2_new_b(3, seed, FATES, 6u, BFATES, ARCS_CHANCE_INTERNAL, 0);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    assert_int_equal(game->s.camp.fate[0], CARD_FATE10);
    uint64_t rng = seed * 7919 + 1;
    for (int i = 0; i < 400 && !at_setup_frame(game); i++) t_random_move(game, &rng);
    assert_true(at_setup_frame(game));
    return game;
}

#define SYS_2ARROW (1 * 4 + SYS_ARROW)
#define SYS_2CRESCENT (1 * 4 + SYS_CRESCENT)
#define SYS_3ARROW (2 * 4 + SYS_ARROW)
#define SYS_3HEX (2 * 4 + SYS_HEX)
#define SYS_3GATE (2 * 4 + SYS_GATE)

static bool in_booklet(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

static bool in_court_deck(const game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile_ro(g)[i] == card) return true;
    for (int i = 0; i < g->court_row_len; i++)
        if (g->court_row[i] == card) return true;
    return false;
}

static int banners_in(const game_state *g, uint8_t state) {
    int n = 0;
    for (int i = 0; i < BANNERS; i++) n += BANNERS_OF(g)->banner[i] == state;
    return n;
}

/* p0's Loyal ships on the map: only n fresh ones at 2-arrow (the rest to the
 * supply); p0 keeps a Loyal piece elsewhere only through its buildings. */
static void only_ships_at(game_state *g, int sys, int n) {
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        g->pl[0].ships_supply = (uint8_t)(g->pl[0].ships_supply + g->sys[s].fresh[0] + g->sys[s].damaged[0]);
        g->sys[s].fresh[0] = g->sys[s].damaged[0] = 0;
    }
    g->sys[sys].fresh[0] = (uint8_t)n;
    g->pl[0].ships_supply = (uint8_t)(g->pl[0].ships_supply - n);
}

/* ARCS-F1001A: the Flagship where p0 chooses (only systems with a Loyal
 * piece; another refused, byte-identical), the Loyal buildings made Free,
 * fresh starports on Defense Array and Slipstream Drive, the fleet
 * replenished to 6 at the Flagship, 4 Loyal ships scrapped one move each
 * (fresh, damaged, from the supply; a ship that is not there refused), then
 * Planting Banners and Song of the Banner in p0's play area, Banners of
 * Hegemony in the rules booklet, the 8 Banners collected, the marker on 14. */
static void hegemon2_setup(void **state) {
    (void)state;
    arcs_game *game = at_setup(5);
    game_state *g = t_state(game);
    assert_int_equal(objective_space(g, 0), 14);
    only_ships_at(g, SYS_2ARROW, 2);
    g->sys[SYS_2ARROW].fresh[0] = 1;
    g->sys[SYS_2ARROW].damaged[0] = 1;
    assert_true(has_loyal_piece(g, 0, SYS_2ARROW) && !has_loyal_piece(g, 0, SYS_3HEX));
    t_refused_unchanged(game, "p0 card hegemon-setup flagship 3-hex");
    assert_true(t_is_legal(game, "p0 card hegemon-setup flagship 2-arrow"));
    ok(game, "p0 card hegemon-setup flagship 2-arrow");
    assert_int_equal(flagship_system(g, 0), SYS_2ARROW);
    assert_int_equal(buildings_on_map(g, 0, false) + buildings_on_map(g, 0, true), 0);
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_DEFENSE_ARRAY][FLAGSHIP_UPGRADE], BLD_MAKE(0, true, false));
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_SLIPSTREAM][FLAGSHIP_UPGRADE], BLD_MAKE(0, true, false));
    /* Replenished: 2 on the map + 4 fresh at the Flagship. */
    assert_int_equal(ships_on_map(g, 0), 6);
    assert_int_equal(g->sys[SYS_2ARROW].fresh[0], 5);
    assert_int_equal(top_frame_c(g)->c, 4);
    assert_false(t_in_play_area(g, 0, CARD_F1002));
    t_refused_unchanged(game, "p0 card hegemon-setup scrap 2-crescent 0");
    ok(game, "p0 card hegemon-setup scrap 2-arrow 1");
    t_refused_unchanged(game, "p0 card hegemon-setup scrap 2-arrow 1");
    ok(game, "p0 card hegemon-setup scrap 2-arrow 0");
    ok(game, "p0 card hegemon-setup scrap-supply");
    assert_true(at_setup_frame(game));
    ok(game, "p0 card hegemon-setup scrap 2-arrow 0");
    assert_false(at_setup_frame(game));
    assert_int_equal(ships_on_map(g, 0) + g->pl[0].ships_supply, SHIPS_PER_PLAYER - 4);
    assert_int_equal(BANNERS_OF(g)->ships_scrapped, 4);
    assert_int_equal(hegemon_of(g), 0);
    assert_true(t_in_play_area(g, 0, CARD_F1002));
    assert_true(t_in_play_area(g, 0, CARD_F1004));
    assert_true(in_booklet(g, CARD_F1003));
    assert_true(t_in_play_area(g, 0, CARD_F1001B));
    assert_int_equal(banners_in(g, BANNER_SUPPLY), BANNERS);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ARCS-F1001A with no Loyal piece on the map: no system for the Flagship,
 * so no Flagship (steps 2-3 skipped); 4 ships scrapped from the supply;
 * Planting Banners scrapped at once ("Scrap this if you don't have a
 * Flagship"); Song of the Banner and the law still come. A pending Setup
 * decision saves and loads. */
static void hegemon2_setup_without_loyal_pieces(void **state) {
    (void)state;
    arcs_game *game = at_setup(5);
    t_arc_round_trip(game, "a Hegemon Setup decision");
    game_state *g = t_state(game);
    pop_frame(g);
    only_ships_at(g, SYS_2ARROW, 0);
    /* p0's buildings off the map (its resources to the supply first: the
     * cities back on the board cover slots). */
    for (int i = 0; i < RES_SLOTS; i++)
        if (g->pl[0].res[i] && g->pl[0].res[i] <= NUM_RES) {
            g->res_supply[g->pl[0].res[i] - 1]++;
            g->pl[0].res[i] = RES_EMPTY;
        }
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
            uint8_t b = g->sys[s].bld[i];
            if (!(b & BLD_OCCUPIED) || BLD_OWNER(b) != 0) continue;
            if (BLD_IS_STARPORT(b)) g->pl[0].starports_supply++;
            else g->pl[0].cities_on_board++;
            g->sys[s].bld[i] = 0;
        }
    card_hegemon_setup2.fate_setup(g, 0, CARD_F1001A);
    assert_false(has_flagship(g, 0));
    assert_true(at_setup_frame(game));
    assert_int_equal(t_count_legal(game, "p0 card hegemon-setup"), 1);
    ok(game, "p0 card hegemon-setup scrap-supply");
    t_arc_round_trip(game, "a Hegemon Setup decision");
    for (int i = 0; i < 3; i++) ok(game, "p0 card hegemon-setup scrap-supply");
    assert_int_equal(g->pl[0].ships_supply, SHIPS_PER_PLAYER - 4);
    assert_true(card_scrapped(g, CARD_F1002));
    assert_false(t_in_play_area(g, 0, CARD_F1002));
    assert_true(t_in_play_area(g, 0, CARD_F1004));
    assert_true(in_booklet(g, CARD_F1003));
    arcs_game_free(game);
}

/* No holdings, no pieces on the map (Imperial ships and Blight too). */
static void empty_map(arcs_game *game) {
    clear_holdings(game, false);
    t_clear_board(game);
    game_state *g = t_state(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    g->camp.blight_supply = BLIGHT_PIECES;
}

/* After the Setup (Flagship at 2-arrow, 4 ships from the supply scrapped):
 * an empty map, the Flagship put back at `sys`, p0's turn leading `card`. */
static arcs_game *set_up(int sys, int card) {
    arcs_game *game = at_setup(5);
    ok(game, "p0 card hegemon-setup flagship 2-arrow");
    for (int i = 0; i < 4; i++) ok(game, "p0 card hegemon-setup scrap-supply");
    uint64_t rng = 77;
    t_arc_finish_setup(game, &rng);
    empty_map(game);
    game_state *g = t_state(game);
    g->camp.flagship[0] = (uint8_t)(sys + 1);
    t_start_lead_turn(game, 0, card);
    t_assert_invariants(game);
    return game;
}

/* ARCS-F1002 Prelude: a Banner at the Flagship's planet when it has no
 * Banner and no ships or buildings that are not Loyal; again after the
 * Flagship moved ("multiple times"); never at a gate, with a Rival ship,
 * an Imperial ship, a Free building, nor with no Banner left. */
static void planting_banners(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2ARROW, t_card(ARCS_ADMINISTRATION, 2));
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_2ARROW, 2, 0);
    t_place_building(game, 0, SYS_2ARROW, 0, false, false);
    put_blight(game, SYS_2ARROW, 1, 0); /* Blight is no ship */
    ok(game, "p0 card planting-banners plant");
    assert_int_equal(banners_on_map(g, SYS_2ARROW), 1);
    assert_int_equal(banners_in(g, BANNER_SUPPLY), BANNERS - 1);
    /* The planet has a Banner now. */
    t_refused_unchanged(game, "p0 card planting-banners plant");
    /* The Flagship elsewhere: a Rival ship, an Imperial ship, a Free city. */
    g = t_state(game); /* direct edits below: the move cache is stale after each (t_state bumps) */
    g->camp.flagship[0] = SYS_3ARROW + 1;
    t_place_ships(game, 1, SYS_3ARROW, 0, 1);
    t_refused_unchanged(game, "p0 card planting-banners plant");
    g->sys[SYS_3ARROW].damaged[1] = 0;
    g->pl[1].ships_supply++;
    t_state(game);
    put_imperial(game, SYS_3ARROW, 1, 0);
    t_refused_unchanged(game, "p0 card planting-banners plant");
    g->camp.imperial[SYS_3ARROW][0] = 0;
    g->camp.imperial_supply++;
    g->sys[SYS_3ARROW].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    t_state(game);
    assert_false(t_is_legal(game, "p0 card planting-banners plant"));
    g->sys[SYS_3ARROW].bld[0] = 0;
    t_state(game);
    ok(game, "p0 card planting-banners plant");
    assert_int_equal(banners_on_map(g, -1), 2);
    /* A gate is no planet. */
    g->camp.flagship[0] = SYS_3GATE + 1;
    t_state(game);
    assert_false(t_is_legal(game, "p0 card planting-banners plant"));
    /* No Banner left. */
    g->camp.flagship[0] = SYS_3HEX + 1;
    for (int i = 0; i < BANNERS; i++)
        if (BANNERS_OF(g)->banner[i] == BANNER_SUPPLY) BANNERS_OF(g)->banner[i] = BANNER_TROPHY | 1;
    t_state(game);
    assert_false(t_is_legal(game, "p0 card planting-banners plant"));
    BANNERS_OF(g)->banner[7] = BANNER_SUPPLY;
    t_state(game);
    assert_true(t_is_legal(game, "p0 card planting-banners plant"));
    arcs_game_free(game);
}

static void place_banner(game_state *g, int i, int sys, bool damaged) {
    BANNERS_OF(g)->banner[i] = (uint8_t)(BANNER_MAP | sys | (damaged ? BANNER_DAMAGED : 0));
}

/* ARCS-F1001B: at a chapter's end, 1 per Banner on the map; twice that when
 * the Hegemon won an ambition at the scoring (a Rival's win does not count;
 * the mark does not carry to the next chapter). */
static void hegemon2_objective(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2ARROW, t_card(ARCS_ADMINISTRATION, 2));
    game_state *g = t_state(game);
    place_banner(g, 0, SYS_2ARROW, false);
    place_banner(g, 1, SYS_3HEX, true);
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, 1, 0);
    assert_int_equal(objective_space(g, 0), 12);
    campaign_event(g, EVT_AMBITION_WON, 1, ARCS_TYCOON, 3);
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, 2, 0);
    assert_int_equal(objective_space(g, 0), 10);
    campaign_event(g, EVT_AMBITION_WON, 0, ARCS_TYCOON, 3);
    campaign_event(g, EVT_AMBITION_WON, 0, ARCS_WARLORD, 3);
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, 3, 0);
    assert_int_equal(objective_space(g, 0), 6);
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, 3, 0);
    assert_int_equal(objective_space(g, 0), 4);
    arcs_game_free(game);
}

/* ARCS-F1004 Call Spirits (Tax): 2 resources of a Banner planet's type,
 * the type chosen among the Banner planets'; once per turn. */
static void song_call_spirits(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2ARROW, t_card(ARCS_ADMINISTRATION, 2));
    game_state *g = t_state(game);
    assert_false(t_is_legal(game, "p0 card song-of-the-banner call-spirits pip"));
    place_banner(t_state(game), 0, SYS_2ARROW, false);
    int r = planet_type(SYS_2ARROW), other = (r + 1) % NUM_RES;
    for (int k = 0; k < NUM_RES && other == planet_type(SYS_3HEX); k++) other = (other + 1) % NUM_RES;
    ok(game, "p0 card song-of-the-banner call-spirits pip");
    char text[80];
    snprintf(text, sizeof text, "p0 card song-of-the-banner spirits-of %s", resource_name(other));
    t_refused_unchanged(game, text);
    snprintf(text, sizeof text, "p0 card song-of-the-banner spirits-of %s", resource_name(r));
    ok(game, text);
    while (t_count_legal(game, "p0 place-resource")) assert_true(t_apply_prefix(game, "p0 place-resource"));
    assert_int_equal(resources_held(&g->pl[0], r), 2);
    assert_int_equal(t_count_legal(game, "p0 card song-of-the-banner call-spirits"), 0);
    arcs_game_free(game);
}

/* ARCS-F1004 Call Bodies (Build): 2 fresh ships at a Banner of p0's choice;
 * once per turn; a system with no Banner refused. */
static void song_call_bodies(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2ARROW, t_card(ARCS_CONSTRUCTION, 2));
    game_state *g = t_state(game);
    place_banner(g, 0, SYS_3HEX, true);
    place_banner(g, 1, SYS_2CRESCENT, false);
    t_place_ships(game, 1, SYS_3HEX, 3, 0); /* a Rival's fleet there does not matter */
    ok(game, "p0 card song-of-the-banner call-bodies pip");
    t_refused_unchanged(game, "p0 card song-of-the-banner bodies-at 2-arrow");
    int supply = g->pl[0].ships_supply;
    ok(game, "p0 card song-of-the-banner bodies-at 3-hex");
    assert_int_equal(g->sys[SYS_3HEX].fresh[0], 2);
    assert_int_equal(g->pl[0].ships_supply, supply - 2);
    assert_int_equal(t_count_legal(game, "p0 card song-of-the-banner call-bodies"), 0);
    arcs_game_free(game);
}

/* ARCS-F1004 "You may move between planets with Banners as if they were
 * adjacent": from a Banner planet, every other Banner planet is a
 * destination besides the map's; not from a planet without a Banner, nor
 * to one; a Rival (without the card) gets nothing. */
static void song_move_between_banners(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 2));
    game_state *g = t_state(game);
    place_banner(g, 0, SYS_2ARROW, false);
    place_banner(g, 1, SYS_3HEX, true);
    t_place_ships(game, 0, SYS_2ARROW, 2, 0);
    t_place_ships(game, 0, SYS_3ARROW, 1, 0);
    assert_false(systems_adjacent(g, SYS_2ARROW, SYS_3HEX));
    ok(game, "p0 action move");
    ok(game, "p0 move-from 2-arrow");
    t_assert_texts_round_trip(game);
    assert_true(t_is_legal(game, "p0 move-to 3-hex"));
    assert_true(t_is_legal(game, "p0 move-to 2-gate")); /* the map's own */
    t_refused_unchanged(game, "p0 move-to 3-arrow");
    ok(game, "p0 move-to 3-hex");
    t_assert_reloads(game, "ships to move between Banners"); /* (the loader once refused it: not adjacent) */
    ok(game, "p0 ships 2 0");
    assert_int_equal(g->sys[SYS_3HEX].fresh[0], 2);
    assert_int_equal(g->sys[SYS_2ARROW].fresh[0], 0);
    arcs_game_free(game);

    /* From a planet with no Banner: the map's adjacency only. */
    game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 2));
    g = t_state(game);
    place_banner(g, 0, SYS_2ARROW, false);
    place_banner(g, 1, SYS_3HEX, false);
    t_place_ships(game, 0, SYS_3ARROW, 1, 0);
    ok(game, "p0 action move");
    ok(game, "p0 move-from 3-arrow");
    t_refused_unchanged(game, "p0 move-to 2-arrow");
    t_refused_unchanged(game, "p0 move-to 3-hex"); /* not adjacent on the map either */
    assert_true(t_is_legal(game, "p0 move-to 3-gate"));
    arcs_game_free(game);

    /* A Rival has no Song of the Banner. */
    game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 2));
    g = t_state(game);
    place_banner(g, 0, SYS_2ARROW, false);
    place_banner(g, 1, SYS_3HEX, false);
    t_place_ships(game, 1, SYS_2ARROW, 1, 0);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 3));
    ok(game, "p1 action move");
    ok(game, "p1 move-from 2-arrow");
    t_refused_unchanged(game, "p1 move-to 3-hex");
    arcs_game_free(game);
}

/* ARCS-F1002 "Banner tokens are your Loyal pieces": a Banner alone is a
 * Loyal piece of the Hegemon's (not a Rival's), so on a Regent Hegemon's
 * turn the Presence Law gives them the Empire-controlled system with it. */
static void banners_loyal_pieces(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_ADMINISTRATION, 2));
    clear_holdings(game, true); /* no Guild card ignoring the Presence Law */
    game_state *g = t_state(game);
    g->camp.regents = 7;
    put_imperial(game, SYS_3HEX, 2, 0);
    assert_int_equal(controller(g, SYS_3HEX), OWNER_EMPIRE);
    assert_false(has_loyal_piece(g, 0, SYS_3HEX));
    assert_false(player_controls(g, 0, SYS_3HEX));
    place_banner(g, 0, SYS_3HEX, true);
    assert_true(has_loyal_piece(g, 0, SYS_3HEX));
    assert_false(has_loyal_piece(g, 1, SYS_3HEX));
    assert_true(player_controls(g, 0, SYS_3HEX));
    g->camp.regents = 6; /* an Outlaw: no Presence */
    assert_false(player_controls(g, 0, SYS_3HEX));
    arcs_game_free(game);
}

/* ARCS-F1003 "Banners can be ... repaired like buildings": the Hegemon's
 * Repair action repairs a damaged Banner (one move per planet); a fresh
 * Banner is no target; a Rival cannot repair it. */
static void banners_repaired(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_ADMINISTRATION, 2));
    game_state *g = t_state(game);
    place_banner(g, 0, SYS_2ARROW, false);
    assert_int_equal(t_count_legal(game, "p0 action repair"), 0); /* nothing damaged */
    place_banner(t_state(game), 1, SYS_3HEX, true);
    ok(game, "p0 action repair");
    t_assert_texts_round_trip(game);
    t_refused_unchanged(game, "p0 card banners-of-hegemony repair-banner 2-arrow");
    assert_int_equal(t_count_legal(game, "p0 card banners-of-hegemony repair-banner"), 1);
    ok(game, "p0 card banners-of-hegemony repair-banner 3-hex");
    assert_int_equal(BANNERS_OF(g)->banner[1], BANNER_MAP | SYS_3HEX);
    arcs_game_free(game);

    game = set_up(SYS_2CRESCENT, t_card(ARCS_ADMINISTRATION, 2));
    g = t_state(game);
    place_banner(g, 1, SYS_3HEX, true);
    t_place_ships(game, 1, SYS_3HEX, 0, 1);
    t_start_lead_turn(game, 1, t_card(ARCS_ADMINISTRATION, 3));
    ok(game, "p1 action repair");
    assert_true(t_is_legal(game, "p1 repair-ship 3-hex"));
    assert_int_equal(t_count_legal(game, "p1 card banners-of-hegemony"), 0);
    arcs_game_free(game);
}

enum { HIT_BANNER = 18, HIT_BANNER_DAMAGED = 19 }; /* ARCS_MOVE_HIT a (arcs.h) */

/* ARCS-F1003 "Banners can be harmed ... like buildings" (Base rulebook,
 * Battle step 3: "Once no defending ships remain, hit any of their
 * defending buildings instead"): p1 battles the Hegemon in a system whose
 * only piece of p0 is a Banner (no battle there before the Banner); 2
 * skirmish hits damage it, then destroy it: a Trophy for p1. The Hegemon
 * has a Flagship elsewhere and no building: no raid dice (Raid Dice Limit:
 * a Banner is no defending building). */
static void banners_harmed_in_battle(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_ADMINISTRATION, 2));
    t_place_ships(game, 1, SYS_3HEX, 2, 0);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    assert_false(t_is_legal(game, "p1 action battle")); /* nothing of a Rival's there */
    place_banner(t_state(game), 0, SYS_3HEX, false);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    t_assert_invariants(game);
    ok(game, "p1 action battle");
    if (t_is_legal(game, "p1 battle-system 3-hex")) ok(game, "p1 battle-system 3-hex");
    if (t_is_legal(game, "p1 battle-defender p0")) ok(game, "p1 battle-defender p0");
    ok(game, "p1 dice assault 0");
    const uint8_t faces[] = {3, 3}; /* 1 hit each */
    battle_force_faces(t_state(game), faces, 2);
    ok(game, "p1 dice skirmish 2");
    const game_state *g = &game->s;
    assert_int_equal(BANNERS_OF(g)->banner[0], BANNER_TROPHY | 1);
    assert_int_equal(banner_trophies(g, 1), 1);
    assert_int_equal(banners_on_map(g, SYS_3HEX), 0);
    assert_false(g->battle.active);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Building hits (raid dice: a defending Flagship allows them, yaml
 * "Flagship Battles", "Raid Dice Limit.") may go to the Banner or to the
 * Flagship's Upgrades, the attacker's choice: the Banner damaged, then
 * destroyed (p1's Trophy, "Valuable"); a target that is not there refused
 * with the game byte-identical; the keys find nothing of the Banner to
 * take ("They can't be raided"). */
static void banners_building_hits(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_3HEX, t_card(ARCS_ADMINISTRATION, 2));
    game_state *g = t_state(game);
    place_banner(g, 0, SYS_3HEX, false);
    place_banner(g, 1, SYS_2ARROW, false);
    /* A fresh starport on the Flagship's Slipstream Drive (the board was
     * cleared with the map). */
    g->camp.flagship_board[0][UPGRADE_SLIPSTREAM][FLAGSHIP_UPGRADE] = BLD_MAKE(0, true, false);
    g->pl[0].starports_supply--;
    t_give_resource(game, 0, 1, ARCS_FUEL); /* slot 2: 1 key */
    t_place_ships(game, 1, SYS_3HEX, 2, 0);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action battle");
    if (t_is_legal(game, "p1 battle-system 3-hex")) ok(game, "p1 battle-system 3-hex");
    if (t_is_legal(game, "p1 battle-defender p0")) ok(game, "p1 battle-defender p0");
    ok(game, "p1 dice assault 0");
    ok(game, "p1 dice skirmish 0");
    const uint8_t faces[] = {3, 3}; /* a building hit and a key each */
    battle_force_faces(t_state(game), faces, 2);
    ok(game, "p1 dice raid 2");
    g = &game->s;
    assert_true(top_frame_c(g)->kind == FR_BATTLE_HIT);
    unsigned offered = t_hit_targets_offered(game);
    assert_true(offered & 1u << HIT_BANNER);
    assert_true(offered & 1u << (12 + UPGRADE_SLIPSTREAM)); /* the Flagship's Upgrade */
    assert_false(offered & (1u << HIT_BANNER_DAMAGED | 1u << 2 | 1u << 0));
    t_refused_unchanged(game, "p1 hit 19"); /* no damaged Banner */
    t_refused_unchanged(game, "p1 hit 2");  /* no building */
    t_refused_unchanged(game, "p1 hit 20");
    arcs_move m;
    char label[160];
    assert_int_equal(arcs_move_from_str("p1 hit 18", &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_string_equal(label, "Assign the hit to Player 1's fresh Banner at 3-hex");
    ok(game, "p1 hit 18");
    assert_int_equal(BANNERS_OF(g)->banner[0], BANNER_MAP | BANNER_DAMAGED | SYS_3HEX);
    assert_true(top_frame_c(g)->kind == FR_BATTLE_HIT);
    offered = t_hit_targets_offered(game);
    assert_true(offered & 1u << HIT_BANNER_DAMAGED);
    assert_false(offered & 1u << HIT_BANNER);
    t_refused_unchanged(game, "p1 hit 18"); /* no fresh Banner left */
    ok(game, "p1 hit 19");
    assert_int_equal(BANNERS_OF(g)->banner[0], BANNER_TROPHY | 1);
    assert_int_equal(BANNERS_OF(g)->banner[1], BANNER_MAP | SYS_2ARROW); /* the other system's untouched */
    /* 2 keys: p0's Fuel is the only thing to raid (a Banner is nothing
     * to take, nor is its planet's resource as a Free building's). */
    assert_true(top_frame_c(g)->kind == FR_BATTLE_RAID);
    assert_int_equal(t_count_legal(game, "p1 raid "), 1);
    assert_true(t_is_legal(game, "p1 raid 0 1"));
    ok(game, "p1 raid 0 1");
    assert_int_equal(BANNERS_OF(g)->banner[0], BANNER_TROPHY | 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ARCS-F1003: "When scoring Warlord, gain 2 extra Power for each Banner you
 * have in your Trophies" (whatever place in Warlord); not in a chapter
 * whose Warlord was not scored; the Banners return to the Hegemon with the
 * Trophies. */
static void banners_warlord(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2ARROW, t_card(ARCS_ADMINISTRATION, 2));
    game_state *g = t_state(game);
    BANNERS_OF(g)->banner[0] = BANNER_TROPHY | 1;
    BANNERS_OF(g)->banner[1] = BANNER_TROPHY | 1;
    BANNERS_OF(g)->banner[2] = BANNER_TROPHY | 2;
    int power[3] = {g->pl[0].power, g->pl[1].power, g->pl[2].power};
    frame *f = push_frame(g, FR_CHAPTER_END, 0);
    f->b = 1u << ARCS_TYCOON;
    cards_after_scoring(g);
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, 1, 0);
    assert_int_equal(g->pl[1].power, power[1]);
    assert_int_equal(banner_trophies(g, 1), 2);
    f->b = 1u << ARCS_WARLORD | 1u << ARCS_TYCOON;
    cards_after_scoring(g);
    assert_int_equal(g->pl[0].power, power[0]);
    assert_int_equal(g->pl[1].power, power[1] + 4);
    assert_int_equal(g->pl[2].power, power[2] + 2);
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, 1, 0);
    assert_int_equal(banner_trophies(g, 1) + banner_trophies(g, 2), 0);
    assert_int_equal(banners_in(g, BANNER_SUPPLY), BANNERS);
    pop_frame(g);
    arcs_game_free(game);
}

/* ARCS-F1003 "Blight destroys them in the Intermission if no ships are in
 * their system"; damaged ones are destroyed as damaged buildings (Intermission
 * D): back to the Hegemon. A ship of anyone (a Rival's, the Flagship) keeps
 * a Blighted Banner. */
static void banners_intermission(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_ADMINISTRATION, 2));
    game_state *g = t_state(game);
    put_blight(game, SYS_2ARROW, 1, 0);
    put_blight(game, SYS_3ARROW, 1, 0);
    put_blight(game, SYS_2CRESCENT, 1, 0);
    t_place_ships(game, 1, SYS_3ARROW, 0, 1);
    place_banner(g, 0, SYS_2ARROW, false);    /* Blight, no ships: destroyed */
    place_banner(g, 1, SYS_3ARROW, false);    /* Blight and a Rival ship: kept */
    place_banner(g, 2, SYS_2CRESCENT, false); /* Blight and the Flagship: kept */
    place_banner(g, 3, SYS_3HEX, true);       /* damaged: destroyed */
    place_banner(g, 4, SYS_3GATE - 4 + SYS_HEX, false);
    campaign_event(g, EVT_INTERMISSION_DESTROY, NO_PLAYER, 0, 0);
    assert_int_equal(BANNERS_OF(g)->banner[0], BANNER_SUPPLY);
    assert_int_equal(banner_system(BANNERS_OF(g)->banner[1]), SYS_3ARROW);
    assert_int_equal(banner_system(BANNERS_OF(g)->banner[2]), SYS_2CRESCENT);
    assert_int_equal(BANNERS_OF(g)->banner[3], BANNER_SUPPLY);
    assert_true(banner_on_map(BANNERS_OF(g)->banner[4]));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv Breaking Worlds Q2 ("How does this interact with Bunkers and
 * Banners of Hegemony? They are removed and added to this card"): the
 * Planet Breaker (p0) breaks the world at a planet with two of the
 * Hegemon's (p1) Banners: the harm destroys the damaged one (p0's Trophy)
 * and damages the fresh one, which then goes onto Breaking Worlds with the
 * planet's buildings (off the map, not in the Hegemon's supply). */
static void faq_breaking_worlds_banners(void **state) {
    (void)state;
    static const int fates[3] = {CARD_FATE07, CARD_FATE02, CARD_FATE03};
    static const int bfates[3] = {CARD_FATE11, CARD_FATE10, 0};
    arcs_game *game = t_act2_started_b(3, 11, fates, 4u, bfates, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE11);
    assert_int_equal(hegemon_of(g), 1);
    empty_map(game);
    for (int i = 0; i < BANNERS; i++)
        if (banner_on_map(BANNERS_OF(g)->banner[i])) BANNERS_OF(g)->banner[i] = BANNER_SUPPLY;
    hammer_data *d = HAMMER_OF(g);
    for (int i = 0; i < FRAGMENTS; i++) d->frag[i] = FRAG_SUPPLY;
    hammer_repaired(g, 0, CARD_F1103A);
    int sys = SYS_3HEX;
    if (flagship_system(g, 0) == sys || flagship_system(g, 1) == sys) sys = SYS_2CRESCENT;
    d->frag[0] = (uint8_t)(FRAG_MAP | sys);
    t_place_ships(game, 0, sys, 3, 0);
    place_banner(g, 0, sys, true);
    place_banner(g, 1, sys, false);
    t_assert_invariants(game);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 card planet-hammer break-world pip");
    g = t_state(game);
    assert_true(frag_broken(HAMMER_OF(g)->frag[0]));
    assert_int_equal(BANNERS_OF(g)->banner[0], BANNER_TROPHY | 0);
    assert_int_equal(BANNERS_OF(g)->banner[1], BANNER_BROKEN);
    assert_int_equal(banners_on_map(g, -1), 0);
    assert_int_equal(banner_trophies(g, 0), 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ARCS-F1005, failed: Mind Managers scrapped, Prison Wardens and Against
 * Hegemony into the Court deck, the Banners not on the map (supply,
 * Trophies) scrapped; completed: Mind Managers gained, Prison Wardens in,
 * Against Hegemony scrapped, the Banners kept. */
static void hegemon2_resolution(void **state) {
    (void)state;
    for (int completed = 0; completed < 2; completed++) {
        arcs_game *game = set_up(SYS_2ARROW, t_card(ARCS_ADMINISTRATION, 2));
        game_state *g = t_state(game);
        place_banner(g, 0, SYS_2ARROW, false);
        place_banner(g, 1, SYS_3HEX, true);
        BANNERS_OF(g)->banner[2] = BANNER_TROPHY | 2;
        card_hegemon_resolution2.resolution(g, 0, CARD_F1005, completed);
        assert_true(in_court_deck(g, CARD_F1007) && in_court_deck(g, CARD_F1008));
        if (completed) {
            assert_true(held_index(g, 0, CARD_F1006) >= 0);
            assert_true(card_scrapped(g, CARD_F1009) && card_scrapped(g, CARD_F1010));
            assert_int_equal(banners_in(g, BANNER_SUPPLY), BANNERS - 3);
        } else {
            assert_true(card_scrapped(g, CARD_F1006));
            assert_true(in_court_deck(g, CARD_F1009) && in_court_deck(g, CARD_F1010));
            assert_int_equal(banners_in(g, BANNER_SCRAPPED), BANNERS - 2);
        }
        assert_int_equal(banners_on_map(g, -1), 2);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* The Banners' data is public (observations, determinized worlds), saved
 * and loaded whole; a Banner at a gate,
 * a Hegemon's own Banner in their Trophies, scrapped ships without a
 * Hegemon fail the checks. */
static void banners_data_checked(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2ARROW, t_card(ARCS_ADMINISTRATION, 2));
    game_state *g = t_state(game);
    place_banner(g, 0, SYS_2ARROW, true);
    BANNERS_OF(g)->banner[1] = BANNER_TROPHY | 1;
    t_arc_round_trip(game, "Banners on the map and in Trophies");
    /* Public: a Rival's observation holds it, and their determinized
     * worlds keep it whole (the scrapped ships too). */
    static unsigned char obs[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_observation(game, 1, obs, sizeof obs, &len), ARCS_OK);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        arcs_game *copy = determinized(game, 1, seed, obs, len);
        assert_memory_equal(BANNERS_OF(&copy->s), BANNERS_OF(g), sizeof(banners_data));
        t_assert_invariants(copy);
        arcs_game_free(copy);
    }
    g = t_state(game);
    char why[160];
    BANNERS_OF(g)->banner[2] = BANNER_MAP | SYS_3GATE;
    assert_false(state_invariants_ok(g, why, sizeof why));
    BANNERS_OF(g)->banner[2] = BANNER_TROPHY | 0;
    assert_false(state_invariants_ok(g, why, sizeof why));
    BANNERS_OF(g)->banner[2] = BANNER_SUPPLY;
    assert_true(state_invariants_ok(g, why, sizeof why));
    BANNERS_OF(g)->ships_scrapped = 5;
    assert_false(state_invariants_ok(g, why, sizeof why)); /* 16 ships in all */
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hegemon2_setup),
        cmocka_unit_test(hegemon2_setup_without_loyal_pieces),
        cmocka_unit_test(planting_banners),
        cmocka_unit_test(hegemon2_objective),
        cmocka_unit_test(song_call_spirits),
        cmocka_unit_test(song_call_bodies),
        cmocka_unit_test(song_move_between_banners),
        cmocka_unit_test(banners_repaired),
        cmocka_unit_test(banners_harmed_in_battle),
        cmocka_unit_test(banners_building_hits),
        cmocka_unit_test(banners_loyal_pieces),
        cmocka_unit_test(banners_warlord),
        cmocka_unit_test(banners_intermission),
        cmocka_unit_test(faq_breaking_worlds_banners),
        cmocka_unit_test(hegemon2_resolution),
        cmocka_unit_test(banners_data_checked),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
