/* Flagships (Campaign rulebook, "Flagships", pp. 22-25; rules-structured.yaml
 * "Flagships"; ARCS-AID10A/B): gaining one, building Upgrades, Armor and
 * ships at it, the piece limits, save/load and the loader's checks, the
 * view, and random campaign games in which every player has a Flagship. */
#include "campaign_fixture.h"
#include "campaign/flagship.h"
#include "core/invariants.h"
#include "data/card_ids.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The first planet in play of type r not in `not` (bit per system). */
static int planet_of(const game_state *g, int r, uint32_t not) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (planet_type(s) == r && sys_in_play(g, s) && !((not >> s) & 1u)) return s;
    fail_msg("no %s planet in play", resource_name(r));
    return -1;
}

static arcs_game *flagship_scenario(void) {
    arcs_game *game = scenario(2, 0); /* two Outlaws: no Empire, no Presence */
    clear_holdings(game, false);
    return game;
}

/* The scenario with p0's Flagship gained at the first planet of type r
 * (where a ship of p0 was placed first): its system in *sys. */
static arcs_game *flagship_at(int r, int *sys) {
    arcs_game *game = flagship_scenario();
    game_state *g = t_state(game);
    *sys = planet_of(g, r, 0);
    t_place_ships(game, 0, *sys, 1, 0);
    game_bump(game);
    assert_true(flagship_gain(g, 0, *sys));
    return game;
}

/* The Flagship's build targets of p with (column, row) and the piece (0
 * city, 1 starport; -1 either). */
static int offered(const game_state *g, int p, int column, int row, int piece) {
    static move_list out;
    out.n = 0;
    flagship_build_targets(g, p, &out);
    int n = 0;
    for (int i = 0; i < out.n; i++)
        n += out.m[i].kind == ARCS_MOVE_FLAGSHIP_BUILD && out.m[i].a == column && out.m[i].b == row &&
             (piece < 0 || out.m[i].c == piece);
    return n;
}

/* The move `text` is labelled `label`. */
static void labelled(arcs_game *game, const char *text, const char *label) {
    arcs_move m;
    char got[160];
    assert_int_equal(arcs_move_from_str(text, &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, got, sizeof got, NULL), ARCS_OK);
    assert_string_equal(got, label);
}

/* Flagships, Setup steps 1-2: the piece goes to a system with Loyal pieces;
 * every Loyal city and starport on the map becomes a Free one of the same
 * type (a damaged one stays damaged); the player's pieces return to their
 * supply; a Rival's buildings stay. Refused: no Loyal piece there, a
 * second Flagship. */
static void gaining_abandons_buildings(void **state) {
    (void)state;
    arcs_game *game = flagship_scenario();
    game_state *g = t_state(game);
    int a = planet_of(g, ARCS_MATERIAL, 0), b = planet_of(g, ARCS_FUEL, 0), c = planet_of(g, ARCS_WEAPON, 0);
    int empty = planet_of(g, ARCS_RELIC, 0);
    t_place_building(game, 0, a, 0, false, false);
    t_place_building(game, 0, b, 0, true, true);
    t_place_ships(game, 0, c, 2, 0);
    t_place_building(game, 1, c, 0, false, false);
    int cities = g->pl[0].cities_on_board, ports = g->pl[0].starports_supply;

    game_state before = *g;
    assert_false(flagship_gain(g, 0, empty)); /* "a system with Loyal pieces" */
    assert_memory_equal(&before, g, sizeof before);

    game_bump(game);
    assert_true(flagship_gain(g, 0, c));
    assert_int_equal(flagship_system(g, 0), c);
    assert_false(has_flagship(g, 1));
    assert_int_equal(g->sys[a].bld[0], BLD_MAKE(OWNER_FREE, false, false));
    assert_int_equal(g->sys[b].bld[0], BLD_MAKE(OWNER_FREE, true, true));
    assert_int_equal(g->sys[c].bld[0], BLD_MAKE(1, false, false)); /* the Rival's city stays */
    assert_int_equal(g->pl[0].cities_on_board, cities + 1);
    assert_int_equal(g->pl[0].starports_supply, ports + 1);
    assert_int_equal(buildings_on_map(g, 0, false) + buildings_on_map(g, 0, true), 0);
    /* The Flagship is a fresh Loyal ship: a Loyal piece, and it counts for control. */
    assert_true(has_loyal_piece(g, 0, c));
    assert_int_equal(controller(g, c), 0);
    t_place_ships(game, 1, c, 3, 0);
    assert_int_equal(controller(g, c), NO_PLAYER); /* 3 against 2 + the Flagship: a tie */
    t_place_ships(game, 1, c, 1, 0);
    assert_int_equal(controller(g, c), 1);
    t_assert_invariants(game);

    before = *g;
    assert_false(flagship_gain(g, 0, a)); /* one Flagship */
    assert_memory_equal(&before, g, sizeof before);
    arcs_game_free(game);
}

/* Campaign rulebook p. 22, the build example: the Flagship is at a
 * Material planet, so a city or starport can be built as the Ship Crane
 * Upgrade; a starport built there while a Rival controls the system is
 * placed damaged. After repairing the Ship Crane Upgrade, its Armor can be
 * built at a Fuel planet (not before: "only ... if you have its Upgrade and
 * it is fresh"). The player builds no city or starport on the map. */
static void build_example_page_22(void **state) {
    (void)state;
    arcs_game *game = flagship_scenario();
    game_state *g = t_state(game);
    int mat = planet_of(g, ARCS_MATERIAL, 0), fuel = planet_of(g, ARCS_FUEL, 0);
    t_place_ships(game, 0, mat, 1, 0);
    t_place_ships(game, 0, fuel, 1, 0);
    game_bump(game);
    assert_true(flagship_gain(g, 0, mat));
    t_place_ships(game, 1, mat, 3, 0); /* the Rival controls the system */
    assert_int_equal(controller(g, mat), 1);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 2)); /* 4 pips */
    assert_int_equal(t_apply_str(game, "p0 action build"), ARCS_OK);
    /* At a Material planet: the Ship Crane and Hull Upgrades, a city or a
     * starport each; Control Array's Armor needs its Upgrade first. */
    assert_int_equal(t_count_legal(game, "p0 flagship-build"), 4);
    assert_int_equal(t_count_legal(game, "p0 flagship-build 4 0"), 2);
    assert_int_equal(t_count_legal(game, "p0 flagship-build 5 0"), 2);
    assert_int_equal(t_count_legal(game, "p0 build-city"), 0);
    assert_int_equal(t_count_legal(game, "p0 build-starport"), 0);
    assert_int_equal(t_count_legal(game, "p0 flagship-ship"), 1);
    labelled(game, "p0 flagship-build 4 0 1", "Build a starport as the Flagship's Ship Crane Upgrade");
    int ports = g->pl[0].starports_supply;
    ok(game, "p0 flagship-build 4 0 1");
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_SHIP_CRANE][FLAGSHIP_UPGRADE], BLD_MAKE(0, true, true));
    assert_int_equal(g->pl[0].starports_supply, ports - 1);

    /* At a Fuel planet with the Ship Crane damaged: no Armor for it. */
    game_bump(game);
    g->camp.flagship[0] = (uint8_t)(fuel + 1);
    assert_int_equal(offered(g, 0, UPGRADE_SHIP_CRANE, FLAGSHIP_ARMOR, -1), 0);
    assert_int_equal(offered(g, 0, UPGRADE_SLIPSTREAM, FLAGSHIP_UPGRADE, -1), 2); /* Fuel: Slipstream Drive */

    /* "When you repair your Flagship, repair an Upgrade or Armor." */
    assert_int_equal(t_apply_str(game, "p0 action repair"), ARCS_OK);
    assert_true(t_is_legal(game, "p0 flagship-repair 4 0"));
    labelled(game, "p0 flagship-repair 4 0", "Repair the Ship Crane Upgrade of the Flagship");
    ok(game, "p0 flagship-repair 4 0");
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_SHIP_CRANE][FLAGSHIP_UPGRADE], BLD_MAKE(0, true, false));

    assert_int_equal(t_apply_str(game, "p0 action build"), ARCS_OK);
    assert_true(t_is_legal(game, "p0 flagship-build 4 1 0"));
    assert_true(t_is_legal(game, "p0 flagship-build 4 1 1"));
    int cities = g->pl[0].cities_on_board;
    ok(game, "p0 flagship-build 4 1 0");
    /* p0 controls the Fuel planet (the Flagship and a ship): fresh. */
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_SHIP_CRANE][FLAGSHIP_ARMOR], BLD_MAKE(0, false, false));
    assert_int_equal(g->pl[0].cities_on_board, cities - 1); /* a city slot of the board opens */
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "You can only build up to 1 ship at your Flagship per turn" (yaml
 * "Building Ships."); Ship Crane: "up to 2 ships per turn ... You still
 * must build twice to build 2 ships" (ARCS-AID10B). A ship built in a
 * system a Rival controls is damaged. */
static void ships_built_at_the_flagship(void **state) {
    (void)state;
    int sys;
    arcs_game *game = flagship_at(ARCS_PSIONIC, &sys);
    game_state *g = t_state(game);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 2));
    int ships = g->pl[0].ships_supply;
    assert_int_equal(t_apply_str(game, "p0 action build"), ARCS_OK);
    assert_true(t_apply_prefix(game, "p0 flagship-ship"));
    assert_int_equal(g->sys[sys].fresh[0], 2);
    assert_int_equal(g->pl[0].ships_supply, ships - 1);
    assert_int_equal(g->camp.flagship_ships[0], 1);
    assert_int_equal(flagship_ships_left(g, 0), 0);
    assert_int_equal(t_apply_str(game, "p0 action build"), ARCS_OK);
    assert_int_equal(t_count_legal(game, "p0 flagship-ship"), 0);

    /* With a Ship Crane (damaged: "Damaged Upgrades still give benefits"),
     * a second one, by a second Build; then none. */
    game_bump(game);
    g->pl[0].starports_supply--;
    g->camp.flagship_board[0][UPGRADE_SHIP_CRANE][FLAGSHIP_UPGRADE] = BLD_MAKE(0, true, true);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 2));
    g->camp.flagship_ships[0] = 1; /* one built already this turn */
    assert_int_equal(t_apply_str(game, "p0 action build"), ARCS_OK);
    assert_int_equal(t_count_legal(game, "p0 flagship-ship"), 1);
    t_place_ships(game, 1, sys, 4, 0); /* the Rival controls it now */
    assert_true(t_apply_prefix(game, "p0 flagship-ship"));
    assert_int_equal(g->sys[sys].damaged[0], 1);
    assert_int_equal(flagship_ships_left(g, 0), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Control Array (ARCS-AID10A): "While your Flagship is in a gate, you may
 * tax any cities in its cluster like they are Loyal. (Don't take
 * Captives.)": a Rival's city and a Free city p0 does not control, taxed
 * for their resource, no Captive; not without the Upgrade, nor away from
 * the gate. */
static void control_array_taxes_the_cluster(void **state) {
    (void)state;
    arcs_game *game = flagship_scenario();
    game_state *g = t_state(game);
    int planet = planet_of(g, ARCS_MATERIAL, 0), gate = planet & ~3;
    int other = -1;
    for (int s = gate + 1; s < gate + 4; s++)
        if (s != planet && planet_slots(s) > 0) other = s;
    assert_true(other > 0);
    t_place_ships(game, 0, gate, 1, 0);
    game_bump(game);
    assert_true(flagship_gain(g, 0, gate));
    t_place_building(game, 1, planet, 0, false, false);
    t_place_ships(game, 1, planet, 2, 0);
    g->sys[other].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    t_place_ships(game, 1, other, 1, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 2));
    /* No Control Array: nothing to tax. */
    assert_false(t_is_legal(game, "p0 action tax"));
    game_bump(game);
    g->pl[0].cities_on_board--;
    g->camp.flagship_board[0][UPGRADE_CONTROL_ARRAY][FLAGSHIP_UPGRADE] = BLD_MAKE(0, false, true); /* damaged: still works */
    /* Away from the gate: no Control Array taxes. */
    g->camp.flagship[0] = (uint8_t)(planet + 1);
    assert_false(t_is_legal(game, "p0 action tax"));
    game_bump(game);
    g->camp.flagship[0] = (uint8_t)(gate + 1);
    if (t_apply_str(game, "p0 action tax") != ARCS_OK) fail_msg("tax refused: %s", arcs_last_error(game));
    assert_int_equal(t_count_legal(game, "p0 tax"), 2);
    char text[64], name[16];
    snprintf(text, sizeof text, "p0 tax %s 0", system_name(planet, name));
    int agents = g->pl[1].agents_supply, supply = g->res_supply[planet_type(planet)];
    int captives = g->pl[0].captives[1];
    ok(game, text);
    assert_int_equal(g->pl[0].captives[1], captives);
    assert_int_equal(g->pl[1].agents_supply, agents);
    assert_int_equal(g->res_supply[planet_type(planet)], supply - 1); /* taxed: its resource gained */
    while (t_count_legal(game, "p0 place-resource")) assert_true(t_apply_prefix(game, "p0 place-resource"));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* The board's pieces are the player's and count in the piece limits: a
 * piece built there leaves the supply, none is offered once the supply is
 * empty, and a board piece that did not come from the supply breaks the
 * invariants. */
static void board_pieces_count_in_the_piece_limits(void **state) {
    (void)state;
    int sys;
    arcs_game *game = flagship_at(ARCS_WEAPON, &sys);
    game_state *g = t_state(game);
    /* Every starport of p0 already on the board (Hull, Defense Array,
     * their Armor, Tractor Beam). */
    g->camp.flagship_board[0][UPGRADE_HULL][0] = g->camp.flagship_board[0][UPGRADE_HULL][1] = BLD_MAKE(0, true, false);
    g->camp.flagship_board[0][UPGRADE_DEFENSE_ARRAY][0] = BLD_MAKE(0, true, false);
    g->camp.flagship_board[0][UPGRADE_DEFENSE_ARRAY][1] = BLD_MAKE(0, true, false);
    g->camp.flagship_board[0][UPGRADE_TRACTOR_BEAM][0] = BLD_MAKE(0, true, false);
    g->pl[0].starports_supply = 0;
    t_assert_invariants(game);
    assert_int_equal(flagship_fresh_starports(g, 0), 5);
    assert_int_equal(flagship_pieces(g, 0, true), 5);
    /* At a Weapon planet: Tractor Beam's Armor and the Slipstream...
     * nothing but cities now. */
    assert_int_equal(offered(g, 0, UPGRADE_TRACTOR_BEAM, FLAGSHIP_ARMOR, 1), 0);
    assert_int_equal(offered(g, 0, UPGRADE_TRACTOR_BEAM, FLAGSHIP_ARMOR, 0), 1);
    g->pl[0].cities_on_board = 0;
    /* 5 cities off the board and none elsewhere: the invariants fail. */
    char why[160] = "";
    assert_false(state_invariants_ok(g, why, sizeof why));
    assert_non_null(strstr(why, "cities in all"));
    g->pl[0].cities_on_board = CITY_SLOTS;
    g->camp.flagship_board[0][UPGRADE_CONTROL_ARRAY][0] = BLD_MAKE(0, true, false); /* a sixth starport */
    assert_false(state_invariants_ok(g, why, sizeof why));
    assert_non_null(strstr(why, "starports in all"));
    arcs_game_free(game);
}

/* faq.csv, ARCS-CC14 Q2: "In the campaign, can I free cities on
 * Flagships? No." Song of Freedom's Crisis (CC14) frees a Loyal city on
 * the map that the player with the most Power controls: a city on that
 * player's Flagship board is never offered, and with no other Loyal city
 * nothing happens. */
static void song_of_freedom_never_frees_flagship_cities(void **state) {
    (void)state;
    int sys;
    arcs_game *game = flagship_at(ARCS_MATERIAL, &sys);
    game_state *g = t_state(game);
    g->camp.flagship_board[0][UPGRADE_HULL][FLAGSHIP_UPGRADE] = BLD_MAKE(0, false, false);
    g->camp.flagship_board[0][UPGRADE_HULL][FLAGSHIP_ARMOR] = BLD_MAKE(0, false, false);
    g->pl[0].cities_on_board -= 2;
    g->pl[0].power = 9;
    /* CC14 into Court place 1 (swapped with whatever card is there;
     * place 0 is the Imperial Council's). */
    uint16_t old = g->court_row[1];
    uint16_t *zones[2] = {court_deck_pile(g), court_discard_pile(g)};
    int lens[2] = {g->court_deck_len, g->court_discard_len};
    for (int z = 0; z < 2; z++)
        for (int i = 0; i < lens[z]; i++)
            if (zones[z][i] == CARD_CC14) zones[z][i] = old;
    g->court_row[1] = CARD_CC14;
    game_bump(game);
    t_assert_invariants(game);
    uint8_t board[FLAGSHIP_COLUMNS][2];
    memcpy(board, g->camp.flagship_board[0], sizeof board);
    cards_crisis(g, CARD_CC14, 1);
    run_forward(g);
    const frame *top = top_frame_c(&game->s);
    assert_false(top && top->kind == FR_CARD && top->card == CARD_CC14);
    assert_memory_equal(game->s.camp.flagship_board[0], board, sizeof board);
    assert_int_equal(game->s.pl[0].cities_on_board, CITIES_PER_PLAYER - 2);
    t_assert_invariants(game);
    arcs_game_free(game);
}

static unsigned char *saved(arcs_game *game, size_t *len) {
    assert_int_equal(arcs_game_save_state(game, NULL, 0, len), ARCS_OK);
    unsigned char *buf = malloc(*len);
    assert_non_null(buf);
    assert_int_equal(arcs_game_save_state(game, buf, *len, len), ARCS_OK);
    return buf;
}

/* The state is refused with a message containing `words`. */
static void refused(arcs_game *game, const char *words) {
    size_t len = 0;
    unsigned char *buf = saved(game, &len);
    arcs_game *back = NULL;
    arcs_error err;
    arcs_status st = arcs_game_load_state_ex(buf, len, NULL, &back, &err);
    free(buf);
    if (st == ARCS_OK) {
        arcs_game_free(back);
        fail_msg("a state with %s was accepted", words);
    }
    assert_int_equal(st, ARCS_E_CORRUPT);
    if (!strstr(err.message, words)) fail_msg("refused with \"%s\", expected \"%s\"", err.message, words);
}

/* A Flagship and its board survive save and load (same hash, same bytes);
 * the loader refuses a board piece of another player, Armor without its
 * Upgrade, a board without a Flagship, a Flagship out of the map. */
static void save_load_and_the_loader(void **state) {
    (void)state;
    int sys;
    arcs_game *game = flagship_at(ARCS_MATERIAL, &sys);
    game_state *g = t_state(game);
    g->pl[0].starports_supply--;
    g->pl[0].cities_on_board--;
    g->camp.flagship_board[0][UPGRADE_SHIP_CRANE][0] = BLD_MAKE(0, true, true);
    g->camp.flagship_board[0][UPGRADE_HULL][0] = BLD_MAKE(0, false, false);
    g->camp.flagship_ships[0] = 1;
    t_assert_invariants(game);
    size_t len = 0;
    unsigned char *buf = saved(game, &len);
    arcs_game *back = t_load_state(buf, len, "a Flagship state");
    free(buf);
    assert_int_equal(arcs_state_hash(back), arcs_state_hash(game));
    assert_memory_equal(FLAGSHIP_RUN(&back->s.camp), FLAGSHIP_RUN(&g->camp), FLAGSHIP_BYTES);
    arcs_game_free(back);

    game_state good = *g;
    g->camp.flagship_board[0][UPGRADE_HULL][0] = BLD_MAKE(1, false, false);
    refused(game, "Flagship board Hull Upgrade");
    *g = good;
    g->camp.flagship_board[0][UPGRADE_HULL][0] = 0;
    g->camp.flagship_board[0][UPGRADE_SLIPSTREAM][FLAGSHIP_ARMOR] = BLD_MAKE(0, false, false);
    refused(game, "Slipstream Drive Armor without its Upgrade");
    *g = good;
    g->camp.flagship[0] = 0;
    refused(game, "no Flagship");
    *g = good;
    g->camp.flagship[0] = NUM_SYSTEMS + 1;
    refused(game, "Flagship in system");
    *g = good;
    g->camp.flagship_ships[0] = 3;
    refused(game, "3 ships at the Flagship");
    *g = good;
    arcs_game_free(game);
}

/* The Flagship moves like a Loyal ship (yaml "Fresh Loyal Ship."): after
 * the ships are chosen, a decision of its own when it is in the origin
 * (flagship-along 1 comes along, 0 stays); alone ("ships 0 0", then it must
 * come along); a system without it asks nothing more. The loader refuses
 * the decision when the Flagship is not in the origin. */
static void moving_the_flagship(void **state) {
    (void)state;
    arcs_game *game = flagship_scenario();
    game_state *g = t_state(game);
    int arrow = 0 * 4 + SYS_ARROW, gate = 0 * 4 + SYS_GATE;
    t_place_ships(game, 0, arrow, 1, 0);
    game_bump(game);
    assert_true(flagship_gain(g, 0, arrow));
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 2)); /* 4 pips */
    /* A ship goes, the Flagship stays. */
    ok(game, "p0 action move");
    ok(game, "p0 move-from 1-arrow");
    ok(game, "p0 move-to 1-gate");
    assert_int_equal(t_count_legal(game, "p0 ships"), 2); /* 0 0 (the Flagship alone) and 1 0 */
    ok(game, "p0 ships 1 0");
    assert_int_equal(top_frame_c(g)->kind, FR_FLAGSHIP_ALONG);
    assert_int_equal(t_count_legal(game, "p0 flagship-along"), 2);
    labelled(game, "p0 flagship-along 1", "The Flagship comes along");
    labelled(game, "p0 flagship-along 0", "The Flagship stays");
    /* The loader refuses the decision with the Flagship elsewhere. */
    game_state good = *g;
    g->camp.flagship[0] = (uint8_t)(gate + 1);
    refused(game, "flagship_along");
    *g = good;
    ok(game, "p0 flagship-along 0");
    assert_int_equal(flagship_system(g, 0), arrow);
    assert_int_equal(g->sys[gate].fresh[0], 1);
    assert_int_equal(top_frame_c(g)->kind, FR_TURN);
    /* The Flagship alone: its system is an origin with no ship there. */
    ok(game, "p0 action move");
    assert_int_equal(t_count_legal(game, "p0 move-from"), 2);
    ok(game, "p0 move-from 1-arrow");
    ok(game, "p0 move-to 1-gate");
    assert_int_equal(t_count_legal(game, "p0 ships"), 1);
    ok(game, "p0 ships 0 0");
    assert_int_equal(t_count_legal(game, "p0 flagship-along"), 1); /* nothing else moves: it comes */
    ok(game, "p0 flagship-along 1");
    assert_int_equal(flagship_system(g, 0), gate);
    assert_int_equal(controller(g, gate), 0);
    /* Both back together. */
    ok(game, "p0 action move");
    ok(game, "p0 move-from 1-gate");
    ok(game, "p0 move-to 1-arrow");
    ok(game, "p0 ships 1 0");
    ok(game, "p0 flagship-along 1");
    assert_int_equal(flagship_system(g, 0), arrow);
    assert_int_equal(g->sys[arrow].fresh[0], 1);
    /* A system without the Flagship: the ships only, no decision after. */
    t_place_ships(game, 0, 0 * 4 + SYS_HEX, 1, 0);
    game_bump(game);
    ok(game, "p0 action move");
    ok(game, "p0 move-from 1-hex");
    ok(game, "p0 move-to 1-gate");
    ok(game, "p0 ships 1 0");
    assert_int_equal(top_frame_c(g)->kind, FR_TURN);
    assert_int_equal(flagship_system(g, 0), arrow);
    assert_int_equal(t_count_legal(game, "p0 action move"), 0); /* 4 pips spent */
    arcs_game_free(game);
}

/* The Movement Law counts the Flagship as a Loyal ship moving: a Regent's
 * Flagship alone Catapults from a Free starport it controls with 1 Imperial
 * ship along; the Catapult's frame (the Flagship and the Imperial ship at
 * the gate) saves and loads (the loader once counted Loyal ships only:
 * test_fates_slow 2p seed 209956). */
static void catapult_flagship_with_imperial_ship(void **state) {
    (void)state;
    arcs_game *game = scenario(2, 1u); /* p0 a Regent (the First Regent) */
    clear_holdings(game, false);
    game_state *g = t_state(game);
    int arrow = 0 * 4 + SYS_ARROW, gate = 0 * 4 + SYS_GATE;
    t_place_ships(game, 0, arrow, 1, 0);
    g->sys[arrow].bld[0] = BLD_MAKE(OWNER_FREE, true, false);
    g->camp.imperial[arrow][0] = 1;
    g->camp.imperial_supply--;
    game_bump(game);
    assert_true(flagship_gain(g, 0, arrow));
    t_assert_invariants(game);
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 2));
    ok(game, "p0 action move");
    ok(game, "p0 move-from 1-arrow");
    ok(game, "p0 move-to 1-gate");
    ok(game, "p0 ships 0 0");
    ok(game, "p0 flagship-along 1");
    ok(game, "p0 add-imperial 1 0");
    g = t_state(game);
    assert_int_equal(top_frame_c(g)->kind, FR_CATAPULT);
    assert_int_equal(flagship_system(g, 0), gate);
    assert_int_equal(g->camp.imperial[gate][0], 1);
    t_assert_reloads(game, "a Catapult of the Flagship with an Imperial ship");
    arcs_game_free(game);
}

/* Slipstream Drive (ARCS-AID10A: "Prelude: Once per turn, you may Catapult
 * move either your Flagship alone or other ships from your Flagship"; a
 * damaged Upgrade still gives it): the Flagship alone goes on through the
 * gate to a planet; or other ships go and the Flagship stays (never both);
 * once per turn; the loader refuses a Slipstream move without the Upgrade. */
static void slipstream_drive(void **state) {
    (void)state;
    arcs_game *game = flagship_scenario();
    game_state *g = t_state(game);
    int arrow = 0 * 4 + SYS_ARROW, gate = 0 * 4 + SYS_GATE, hex = 0 * 4 + SYS_HEX;
    t_place_ships(game, 0, arrow, 2, 0);
    game_bump(game);
    assert_true(flagship_gain(g, 0, arrow));
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 2));
    assert_false(t_is_legal(game, "p0 slipstream")); /* no Slipstream Drive yet */
    g->camp.flagship_board[0][UPGRADE_SLIPSTREAM][FLAGSHIP_UPGRADE] = BLD_MAKE(0, false, true); /* damaged */
    g->pl[0].cities_on_board--;
    game_bump(game);
    t_assert_invariants(game);
    assert_true(t_is_legal(game, "p0 slipstream"));
    labelled(game, "p0 slipstream", "Slipstream Drive: Catapult move the Flagship alone or other ships from it");
    game_state start = *g;

    /* The Flagship alone: through the gate (nobody controls it) to a planet. */
    ok(game, "p0 slipstream");
    assert_false(t_is_legal(game, "p0 slipstream"));
    game_state good = *g;
    g->camp.flagship_board[0][UPGRADE_SLIPSTREAM][FLAGSHIP_UPGRADE] = 0;
    g->pl[0].cities_on_board++;
    /* (The mark of a Slipstream Drive used this turn may outlive it: a
     * battle destroys it, flagship_take_hit; its Catapult may not.) */
    refused(game, "move_to");
    *g = good;
    ok(game, "p0 move-to 1-gate");
    assert_int_equal(t_count_legal(game, "p0 ships"), 3);
    ok(game, "p0 ships 0 0");
    assert_int_equal(t_count_legal(game, "p0 flagship-along"), 1);
    ok(game, "p0 flagship-along 1");
    assert_int_equal(flagship_system(g, 0), gate);
    assert_int_equal(top_frame_c(g)->kind, FR_CATAPULT);
    ok(game, "p0 move-to 1-hex");
    ok(game, "p0 ships 0 0");
    ok(game, "p0 flagship-along 1");
    assert_int_equal(flagship_system(g, 0), hex);
    assert_int_equal(g->sys[arrow].fresh[0], 2);
    assert_int_equal(top_frame_c(g)->kind, FR_TURN);
    assert_true(g->prelude_open);
    assert_false(t_is_legal(game, "p0 slipstream")); /* once per turn */

    /* Other ships: the Flagship stays; one ship is dropped off in the gate. */
    *g = start;
    game_bump(game);
    ok(game, "p0 slipstream");
    ok(game, "p0 move-to 1-gate");
    ok(game, "p0 ships 2 0");
    assert_int_equal(t_count_legal(game, "p0 flagship-along"), 1);
    ok(game, "p0 flagship-along 0");
    assert_int_equal(top_frame_c(g)->kind, FR_CATAPULT);
    ok(game, "p0 move-to 1-hex");
    ok(game, "p0 ships 1 0");
    assert_int_equal(top_frame_c(g)->kind, FR_TURN); /* no Flagship in the group: nothing more */
    assert_int_equal(flagship_system(g, 0), arrow);
    assert_int_equal(g->sys[gate].fresh[0], 1);
    assert_int_equal(g->sys[hex].fresh[0], 1);
    /* The Move action does not Catapult (no Loyal starport): the Flagship
     * and the ship in the gate stop where they arrive. */
    ok(game, "p0 action move");
    ok(game, "p0 move-from 1-arrow");
    ok(game, "p0 move-to 1-gate");
    ok(game, "p0 ships 0 0");
    ok(game, "p0 flagship-along 1");
    assert_int_equal(top_frame_c(g)->kind, FR_TURN);
    assert_false(t_is_legal(game, "p0 slipstream")); /* the Prelude is over */
    arcs_game_free(game);
}

/* The Flagship is public: every viewer's view shows the piece and the
 * board; the description names them; determinizing for a Rival keeps
 * them. */
static void view_describe_and_determinize(void **state) {
    (void)state;
    int sys;
    arcs_game *game = flagship_at(ARCS_MATERIAL, &sys);
    game_state *g = t_state(game);
    g->pl[0].starports_supply--;
    g->camp.flagship_board[0][UPGRADE_SHIP_CRANE][0] = BLD_MAKE(0, true, true);
    arcs_game_view v;
    assert_int_equal(arcs_view(game, 1, &v), ARCS_OK);
    assert_int_equal(v.version, ARCS_VIEW_VERSION);
    assert_int_equal(v.player[0].flagship, sys);
    assert_int_equal(v.player[1].flagship, ARCS_NONE);
    assert_int_equal(v.player[0].flagship_board[UPGRADE_SHIP_CRANE][0].kind, ARCS_BUILDING_STARPORT);
    assert_int_equal(v.player[0].flagship_board[UPGRADE_SHIP_CRANE][0].owner, 0);
    assert_int_equal(v.player[0].flagship_board[UPGRADE_SHIP_CRANE][0].damaged, 1);
    assert_int_equal(v.player[0].flagship_board[UPGRADE_SHIP_CRANE][1].kind, ARCS_BUILDING_NONE);
    assert_int_equal(v.player[0].flagship_board[UPGRADE_SHIP_CRANE][1].owner, ARCS_NONE);
    assert_int_equal(v.systems[sys].controller, 0); /* the Flagship controls it */
    static char text[1 << 16];
    size_t n = 0;
    assert_int_equal(arcs_describe(game, text, sizeof text, &n), ARCS_OK);
    char name[16], want[64];
    snprintf(want, sizeof want, "Flagship at %s; Ship Crane Upgrade: damaged starport", system_name(sys, name));
    if (!strstr(text, want)) fail_msg("no \"%s\" in the description", want);
    static unsigned char before[ARCS_STATE_BYTES_MAX];
    size_t lb = 0;
    assert_int_equal(arcs_observation(game, 1, before, sizeof before, &lb), ARCS_OK);
    arcs_game *copy = determinized(game, 1, 5, before, lb);
    assert_memory_equal(FLAGSHIP_RUN(&copy->s.camp), FLAGSHIP_RUN(&g->camp), FLAGSHIP_BYTES);
    arcs_game_free(copy);
    /* The observation shows the board: a repaired Ship Crane changes it. */
    game_bump(game);
    g->camp.flagship_board[0][UPGRADE_SHIP_CRANE][0] = BLD_MAKE(0, true, false);
    static unsigned char after[ARCS_STATE_BYTES_MAX];
    size_t la = 0;
    assert_int_equal(arcs_observation(game, 1, after, sizeof after, &la), ARCS_OK);
    assert_true(la != lb || memcmp(before, after, la) != 0);
    arcs_game_free(game);
}

/* Random campaign games in which every player gains a Flagship right after
 * setup (the test grants them: no Fate does yet): every listed move
 * applies; the invariants (board pieces in the piece limits) hold after
 * every move; a Flagship never leaves the map; undo and save/load
 * round-trip; the Flagship's builds and repairs happen. */
static void random_games_with_flagships(void **state) {
    (void)state;
    const char *env = getenv("ARCS_FLAGSHIP_GAMES");
    int games = env && atoi(env) > 0 ? atoi(env) : 8;
    int builds = 0, ships = 0, repairs = 0, moved = 0, slipstreams = 0, total = 0;
    for (int players = 2; players <= 4; players++)
        for (int k = 0; k < games; k++) {
            uint64_t seed = 1000u + (uint64_t)(players * 100 + k);
            arcs_game *game = new_campaign(players, seed, ARCS_CHANCE_INTERNAL, -1);
            finish_setup(game, seed, NULL);
            game_state *g = t_state(game);
            game_bump(game);
            for (int p = 0; p < players; p++) {
                /* The cities back on the board cover resource slots: the
                 * player settles them (decisions above the lead). */
                uint64_t fit = seed;
                t_grant_flagship(game, p, &fit);
                assert_int_equal(buildings_on_map(g, p, false) + buildings_on_map(g, p, true), 0);
            }
            t_assert_invariants(game);
            uint64_t rng = seed * 2654435761u + 1;
            for (int move = 0; move < 2500 && !arcs_game_over(game); move++) {
                arcs_move moves[ARCS_MAX_LEGAL_MOVES];
                size_t n = 0;
                assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
                assert_true(n > 0);
                arcs_move chosen = moves[next(&rng) % n];
                /* Prefer the Flagship's moves when offered (coverage). */
                for (size_t i = 0; i < n; i++)
                    if (moves[i].kind >= ARCS_MOVE_FLAGSHIP_BUILD && moves[i].kind <= ARCS_MOVE_SLIPSTREAM &&
                        (moves[i].kind != ARCS_MOVE_FLAGSHIP_ALONG || moves[i].a) && next(&rng) % 2) {
                        chosen = moves[i];
                        break;
                    }
                uint64_t before = arcs_state_hash(game);
                if (arcs_apply(game, chosen) != ARCS_OK)
                    fail_msg("%dp seed %llu move %d: refused (%s)", players, (unsigned long long)seed, move,
                             arcs_last_error(game));
                total++;
                builds += chosen.kind == ARCS_MOVE_FLAGSHIP_BUILD;
                ships += chosen.kind == ARCS_MOVE_FLAGSHIP_SHIP;
                repairs += chosen.kind == ARCS_MOVE_FLAGSHIP_REPAIR;
                moved += chosen.kind == ARCS_MOVE_FLAGSHIP_ALONG && chosen.a;
                slipstreams += chosen.kind == ARCS_MOVE_SLIPSTREAM;
                t_assert_invariants(game);
                /* (In Act III a C Fate's Setup may Resettle: the Flagship
                 * abandoned, resettle.h.) */
                for (int p = 0; p < players && game->s.camp.act < 3; p++)
                    if (!has_flagship(&game->s, p))
                        fail_msg("%dp seed %llu move %d: p%d's Flagship left the map", players,
                                 (unsigned long long)seed, move, p);
                round_trips(game, chosen, before, &rng, 8, 16, players, seed, move);
            }
            arcs_game_free(game);
        }
    print_message("%d moves; Flagship moves: %d builds, %d ships, %d repairs, %d moved along, %d Slipstreams\n", total,
                  builds, ships, repairs, moved, slipstreams);
    assert_true(slipstreams > 0);
    assert_true(moved > 0);
    assert_true(builds > 0);
    assert_true(ships > 0);
    assert_true(repairs > 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(gaining_abandons_buildings),
        cmocka_unit_test(build_example_page_22),
        cmocka_unit_test(ships_built_at_the_flagship),
        cmocka_unit_test(control_array_taxes_the_cluster),
        cmocka_unit_test(board_pieces_count_in_the_piece_limits),
        cmocka_unit_test(save_load_and_the_loader),
        cmocka_unit_test(view_describe_and_determinize),
        cmocka_unit_test(moving_the_flagship),
        cmocka_unit_test(catapult_flagship_with_imperial_ship),
        cmocka_unit_test(slipstream_drive),
        cmocka_unit_test(song_of_freedom_never_frees_flagship_cities),
        cmocka_unit_test(random_games_with_flagships),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
