/* Flagships in events, cards & Flagships outside battle, Resettling
 * (Campaign rulebook pp. 24-25; rules-structured.yaml "Flagships in
 * Events", "Cards & Flagships", "Resettling Flagships";
 * lib/campaign/flagship_events.c). Dice are forced through explicit chance. */
#include "campaign_fixture.h"
#include "campaign/flagship.h"
#include "cards/hooks.h"
#include "core/invariants.h"
#include "data/card_ids.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EVENT1 (1u << EVENT_CARD_FIRST)
#define CON 2 /* ARCS_CONSTRUCTION */
#define BIT(suit, n) (1u << t_card(suit, n))

static int top_kind(const arcs_game *game) { return top_frame_c(&game->s)->kind; }

/* The first planet in play of type r not in `not` (bit per system). */
static int planet_of(const game_state *g, int r, uint32_t not) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (planet_type(s) == r && sys_in_play(g, s) && !((not >> s) & 1u)) return s;
    fail_msg("no %s planet in play", resource_name(r));
    return -1;
}

/* Two Outlaws (no Empire), an empty map, each player with a fresh ship at
 * a gate of their own; p0's Flagship at the first Material planet, where a
 * ship of p0 stands first (*sys). */
static arcs_game *flagship_table(int *sys) {
    arcs_game *game = scenario(2, 0);
    clear_holdings(game, true);
    game_state *g = t_state(game);
    for (int p = 0; p < 2; p++) t_place_ships(game, p, 4 * (p + 2), 1, 0);
    *sys = planet_of(g, ARCS_MATERIAL, 0);
    t_place_ships(game, 0, *sys, 1, 0);
    game_bump(game);
    assert_true(flagship_gain(g, 0, *sys));
    return game;
}

/* A piece of p's Flagship board, taken from p's supply (the board's
 * leftmost city, or a starport), as if built. */
static void put_part(arcs_game *game, int p, int column, int row, bool starport, bool damaged) {
    game_state *g = t_state(game);
    g->camp.flagship_board[p][column][row] = BLD_MAKE(p, starport, damaged);
    if (starport) g->pl[p].starports_supply--;
    else g->pl[p].cities_on_board--;
    game_bump(game);
}

/* The round that ends with the event: p0 leads Construction-2, p1 plays
 * an Event; p0 calls no Summit. The dice are the test's next. */
static void event_round(arcs_game *game) {
    uint32_t hands[2] = {BIT(CON, 2) | BIT(CON, 5), EVENT1 | BIT(ARCS_AGGRESSION, 3)};
    t_begin_round(game, 0, hands);
    force_chance(game);
    lead(game, "p0 lead Construction-2");
    ok(game, "p0 end-turn");
    follow(game, "p1 event Event-1");
    ok(game, "p0 no-summit");
}

/* The Court's own Crises (random Court) decide with their first move. */
static void finish_court_crises(arcs_game *game) {
    while (top_kind(game) == FR_CARD || top_kind(game) == FR_CHANCE) {
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal(arcs_apply(game, m[0]), ARCS_OK);
    }
}

/* Campaign rulebook p. 24, "Flagships in events" and its sidebar ("First,
 * top row from right to left. Then, bottom row from right to left."), in a
 * Blight Crisis rolled with forced dice: 2 fresh Blight and 1 damaged deal
 * 7 hits. The fresh ship takes the first (yaml Blight Crises: fresh ships
 * first); no other fresh Loyal ship remains, so the Flagship takes the
 * next ones before the damaged ships: the Ship Crane Armor (rightmost of
 * the top row) twice, the Slipstream Drive Armor twice, then the Hull
 * Upgrade (rightmost of the bottom row) twice. The Hull city destroyed goes
 * back to the player's board: no Outrage, no Ransack; its covered slot's
 * resource is placed again before the Fate Crises. */
static void crisis_hit_order_sidebar(void **state) {
    (void)state;
    int sys;
    arcs_game *game = flagship_table(&sys);
    game_state *g = t_state(game);
    t_place_ships(game, 0, sys, 0, 2);
    put_part(game, 0, UPGRADE_SLIPSTREAM, FLAGSHIP_UPGRADE, false, false);
    put_part(game, 0, UPGRADE_SLIPSTREAM, FLAGSHIP_ARMOR, true, false);
    put_part(game, 0, UPGRADE_CONTROL_ARRAY, FLAGSHIP_UPGRADE, true, false);
    put_part(game, 0, UPGRADE_SHIP_CRANE, FLAGSHIP_UPGRADE, false, false);
    put_part(game, 0, UPGRADE_SHIP_CRANE, FLAGSHIP_ARMOR, false, false);
    put_part(game, 0, UPGRADE_HULL, FLAGSHIP_UPGRADE, false, false);
    put_blight(game, sys, 2, 1);
    /* Every open resource slot of p0 full: the returning city covers one. */
    int open = open_res_slots(&g->pl[0]);
    for (int s = 0; s < open; s++) t_give_resource(game, 0, s, s % NUM_RES);
    int cities = g->pl[0].cities_on_board, ports = g->pl[0].starports_supply, ships = g->pl[0].ships_supply;
    uint8_t outrage = g->pl[0].outrage;
    t_assert_invariants(game);

    event_round(game);
    ok(game, "chance chance roll number 2");
    ok(game, "chance chance roll event 2"); /* Crisis */
    const uint8_t(*board)[2] = g->camp.flagship_board[0];
    assert_int_equal(g->sys[sys].fresh[0], 0);
    assert_int_equal(g->sys[sys].damaged[0], 3); /* the fresh ship damaged; the damaged ones spared */
    assert_int_equal(g->pl[0].ships_supply, ships);
    assert_int_equal(board[UPGRADE_SHIP_CRANE][FLAGSHIP_ARMOR], 0);
    assert_int_equal(board[UPGRADE_SLIPSTREAM][FLAGSHIP_ARMOR], 0);
    assert_int_equal(board[UPGRADE_HULL][FLAGSHIP_UPGRADE], 0);
    assert_int_equal(board[UPGRADE_SHIP_CRANE][FLAGSHIP_UPGRADE], BLD_MAKE(0, false, false));
    assert_int_equal(board[UPGRADE_CONTROL_ARRAY][FLAGSHIP_UPGRADE], BLD_MAKE(0, true, false));
    assert_int_equal(board[UPGRADE_SLIPSTREAM][FLAGSHIP_UPGRADE], BLD_MAKE(0, false, false));
    assert_int_equal(flagship_system(g, 0), sys); /* never removed */
    assert_int_equal(g->pl[0].cities_on_board, cities + 2);
    assert_int_equal(g->pl[0].starports_supply, ports + 1);
    assert_int_equal(g->pl[0].outrage, outrage);
    /* The resources in the covered slots come first (all slots full: a
     * discard), the event waiting below. */
    assert_int_equal(top_kind(game), FR_DISCARD_RESOURCE);
    assert_int_equal(g->stack[g->depth - 2].kind, FR_EVENT);
    t_refused_unchanged(game, "p1 discard-resource 0");
    while (top_kind(game) == FR_DISCARD_RESOURCE || top_kind(game) == FR_PLACE_RESOURCE)
        assert_true(t_apply_prefix(game, "p0 discard-resource"));
    finish_court_crises(game);
    assert_int_equal(top_kind(game), FR_LEAD);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* yaml "Taking Hits.": "your Flagship only takes hits if no other fresh
 * Loyal ships remain in the system": 3 hits damage 3 fresh ships, the
 * board is untouched; a fourth (a damaged Blight) goes to the Flagship's
 * rightmost piece, not to a damaged ship. */
static void flagship_spared_while_fresh_ships_remain(void **state) {
    (void)state;
    int sys;
    arcs_game *game = flagship_table(&sys);
    game_state *g = t_state(game);
    t_place_ships(game, 0, sys, 2, 0); /* 3 fresh ships with the Flagship's first */
    put_part(game, 0, UPGRADE_HULL, FLAGSHIP_UPGRADE, true, false);
    put_blight(game, sys, 1, 0);
    t_assert_invariants(game);
    game_state before = *g;
    blight_crises(g);
    assert_int_equal(g->sys[sys].fresh[0], 0);
    assert_int_equal(g->sys[sys].damaged[0], 3);
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_HULL][FLAGSHIP_UPGRADE], BLD_MAKE(0, true, false));
    *g = before;
    put_blight(game, sys, 0, 1);
    blight_crises(g);
    assert_int_equal(g->sys[sys].damaged[0], 3);
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_HULL][FLAGSHIP_UPGRADE], BLD_MAKE(0, true, true));
    /* A board emptied takes nothing: the hits go on to the damaged ships. */
    g->camp.flagship_board[0][UPGRADE_HULL][FLAGSHIP_UPGRADE] = 0;
    g->pl[0].starports_supply++;
    int dead = -1;
    assert_int_equal(crisis_hit_loyal_ships(g, 0, sys, 5, &dead), 2);
    assert_int_equal(dead, 3);
    assert_int_equal(flagship_system(g, 0), sys);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- Cards & Flagships ---- */


/* yaml "Building on the Map.": Gate Ports and Cloud Cities build Loyal
 * buildings outside the slots even with a Flagship (the Build action's
 * printed slots stay closed to them); "Building Checks.": Gate Ports'
 * capture counts the fresh starports of the Flagship board while the
 * Flagship is in the gate; a damaged one does not count. */
static void gate_ports_and_cloud_cities_with_a_flagship(void **state) {
    (void)state;
    int sys;
    arcs_game *game = flagship_table(&sys);
    game_state *g = t_state(game);
    int gate = 4 * 2; /* p0's ship's gate */
    t_give_lore(game, 0, CARD_L08);
    t_give_lore(game, 0, CARD_L09);
    t_give_resource(game, 0, 0, ARCS_MATERIAL);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 2));
    assert_int_equal(t_apply_str(game, "p0 action build"), ARCS_OK);
    assert_int_equal(t_count_legal(game, "p0 build-city"), 0);
    assert_int_equal(t_count_legal(game, "p0 build-starport"), 0);
    char text[64], name[16];
    snprintf(text, sizeof text, "p0 card gate-ports build-at %s", system_name(gate, name));
    assert_true(t_is_legal(game, text));
    snprintf(text, sizeof text, "p0 card cloud-cities build-at %s", system_name(sys, name));
    assert_int_equal(t_count_legal(game, text), 1); /* the Material in slot 1 */
    assert_true(t_apply_prefix(game, text));
    assert_int_equal(buildings_on_map(g, 0, false), 1);
    arcs_game_free(game);

    /* The capture: the Flagship with a fresh starport in a gate p0 controls. */
    game = flagship_table(&sys);
    g = t_state(game);
    t_give_lore(game, 0, CARD_L08);
    g->camp.flagship[0] = (uint8_t)(gate + 1);
    put_part(game, 0, UPGRADE_HULL, FLAGSHIP_UPGRADE, true, true);
    t_place_ships(game, 1, gate + 1, 1, 0); /* p1 next door */
    t_assert_invariants(game);
    int agents = g->pl[1].agents_supply;
    cards_moved_into(g, 1, gate, 0);
    assert_int_equal(g->pl[1].agents_supply, agents); /* a damaged starport: no capture */
    g->camp.flagship_board[0][UPGRADE_HULL][FLAGSHIP_UPGRADE] = BLD_MAKE(0, true, false);
    game_bump(game);
    cards_moved_into(g, 1, gate, 0);
    assert_int_equal(g->pl[1].agents_supply, agents - 1);
    arcs_game_free(game);

    /* A Rival's Flagship moving alone into p1's gate (p1 holds Gate Ports
     * and a fresh starport there) is a Rival ship taking a move: captured. */
    game = flagship_table(&sys);
    g = t_state(game);
    t_give_lore(game, 1, CARD_L08);
    int p1_gate = 4 * 3, next_to = 4 * 3 + SYS_ARROW;
    g->sys[p1_gate].bld[SLOTS_PER_SYSTEM] = BLD_MAKE(1, true, false);
    g->pl[1].starports_supply--;
    g->camp.flagship[0] = (uint8_t)(next_to + 1);
    game_bump(game);
    t_assert_invariants(game);
    agents = g->pl[0].agents_supply;
    char from_to[48];
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 2));
    ok(game, "p0 action move");
    snprintf(from_to, sizeof from_to, "p0 move-from %s", system_name(next_to, name));
    ok(game, from_to);
    snprintf(from_to, sizeof from_to, "p0 move-to %s", system_name(p1_gate, name));
    ok(game, from_to);
    ok(game, "p0 ships 0 0");
    ok(game, "p0 flagship-along 1");
    assert_int_equal(g->pl[0].agents_supply, agents - 1);
    arcs_game_free(game);
}

/* yaml "Ship Improvements.": Sprinter Drives improves the Flagship, a
 * fresh Loyal ship: the Flagship that moved may move one more time (alone
 * or with the fresh ships that moved with it); once only (not recursive);
 * a Flagship that did not move gets no bonus move. */
static void sprinter_drives_move_the_flagship_again(void **state) {
    (void)state;
    arcs_game *game = scenario(2, 0);
    clear_holdings(game, true);
    game_state *g = t_state(game);
    int arrow = 0 * 4 + SYS_ARROW, hex = 0 * 4 + SYS_HEX;
    t_place_ships(game, 0, arrow, 1, 0);
    t_place_ships(game, 1, 3 * 4 + SYS_GATE, 1, 0);
    game_bump(game);
    assert_true(flagship_gain(g, 0, arrow));
    t_give_lore(game, 0, CARD_L03);
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 2));
    ok(game, "p0 action move");
    ok(game, "p0 move-from 1-arrow");
    ok(game, "p0 move-to 1-gate");
    ok(game, "p0 ships 1 0");
    ok(game, "p0 flagship-along 1");
    assert_true(t_is_legal(game, "p0 card sprinter-drives sprint-from 1-gate"));
    ok(game, "p0 card sprinter-drives sprint-from 1-gate");
    ok(game, "p0 move-to 1-hex");
    assert_int_equal(t_count_legal(game, "p0 ships"), 2); /* the Flagship alone, or with the ship */
    ok(game, "p0 ships 0 0");
    assert_int_equal(t_count_legal(game, "p0 flagship-along"), 1);
    ok(game, "p0 flagship-along 1");
    assert_int_equal(flagship_system(g, 0), hex);
    t_assert_invariants(game);
    /* The ship may still go once more; the Flagship not again. */
    assert_true(t_is_legal(game, "p0 card sprinter-drives sprint-from 1-gate"));
    assert_false(t_is_legal(game, "p0 card sprinter-drives sprint-from 1-hex"));
    ok(game, "p0 card sprinter-drives sprint-from 1-gate");
    ok(game, "p0 move-to 1-arrow");
    assert_int_equal(t_count_legal(game, "p0 ships"), 1); /* the Flagship is elsewhere */
    ok(game, "p0 ships 1 0");
    assert_int_equal(g->sys[arrow].fresh[0], 1);
    assert_int_equal(top_kind(game), FR_TURN);
    /* A Move of the ship alone: the Flagship that stayed gets no bonus move. */
    ok(game, "p0 action move");
    ok(game, "p0 move-from 1-arrow");
    ok(game, "p0 move-to 1-gate");
    ok(game, "p0 ships 1 0");
    ok(game, "p0 card sprinter-drives sprint-from 1-gate");
    ok(game, "p0 move-to 1-hex");
    assert_int_equal(t_count_legal(game, "p0 ships"), 1); /* ships 1 0 only */
    assert_int_equal(t_count_legal(game, "p0 ships 0 0"), 0);
    ok(game, "p0 ships 1 0");
    t_assert_invariants(game);
    arcs_game_free(game);

    /* Slipstream Drive's Catapult is no Move action: nothing is counted
     * for a bonus move (nor saved). */
    game = scenario(2, 0);
    clear_holdings(game, true);
    g = t_state(game);
    t_place_ships(game, 0, arrow, 1, 0);
    t_place_ships(game, 1, 3 * 4 + SYS_GATE, 1, 0);
    game_bump(game);
    assert_true(flagship_gain(g, 0, arrow));
    t_give_lore(game, 0, CARD_L03);
    put_part(game, 0, UPGRADE_SLIPSTREAM, FLAGSHIP_UPGRADE, false, false);
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 2));
    ok(game, "p0 slipstream");
    ok(game, "p0 move-to 1-gate");
    ok(game, "p0 ships 0 0");
    ok(game, "p0 flagship-along 1");
    /* (The loader refuses moved_fresh without the card's frame: validate.c.) */
    for (int s = 0; s < NUM_SYSTEMS; s++) assert_int_equal(g->ll.moved_fresh[s], 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- Resettling ---- */

static void place_text(char *text, size_t cap, int p, int sys, int slot, int piece) {
    char name[16];
    snprintf(text, cap, "p%d resettle-place %s %d %d", p, system_name(sys, name), slot, piece);
}

/* yaml "Resettling Flagships", step by step: 1, the board's pieces back
 * to the supply (cities to the board), a ship where the Flagship was; 2, a
 * city and a starport in empty building slots of the map (p0 chooses
 * where, and the order); 3, ships in systems with Loyal pieces up to 8 on
 * the map. Bad moves are refused with the game unchanged. */
static void resettling_step_by_step(void **state) {
    (void)state;
    int sys;
    arcs_game *game = flagship_table(&sys);
    game_state *g = t_state(game);
    put_part(game, 0, UPGRADE_SHIP_CRANE, FLAGSHIP_UPGRADE, true, true);
    put_part(game, 0, UPGRADE_HULL, FLAGSHIP_UPGRADE, false, false);
    put_part(game, 0, UPGRADE_HULL, FLAGSHIP_ARMOR, false, false);
    int far = planet_of(g, ARCS_RELIC, 0), elsewhere = planet_of(g, ARCS_WEAPON, 0);
    t_place_building(game, 1, far, 0, false, false); /* a Rival's city: slot 0 taken */
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 2));
    int cities = g->pl[0].cities_on_board, ports = g->pl[0].starports_supply, ships = g->pl[0].ships_supply;
    t_assert_invariants(game);

    assert_false(flagship_resettle(g, 1)); /* no Flagship */
    assert_true(flagship_resettle(g, 0));
    /* Step 1. */
    assert_false(has_flagship(g, 0));
    assert_int_equal(g->sys[sys].fresh[0], 2);
    assert_int_equal(g->pl[0].ships_supply, ships - 1);
    assert_int_equal(g->pl[0].cities_on_board, cities + 2);
    assert_int_equal(g->pl[0].starports_supply, ports + 1);
    for (int c = 0; c < FLAGSHIP_COLUMNS; c++) assert_int_equal(g->camp.flagship_board[0][c][0] | g->camp.flagship_board[0][c][1], 0);
    assert_int_equal(top_kind(game), FR_RESETTLE);
    t_assert_invariants(game);
    /* Step 2: empty slots (the first of each system), a city or a starport. */
    char text[64];
    place_text(text, sizeof text, 0, far, 1, 0);
    assert_true(t_is_legal(game, text));
    place_text(text, sizeof text, 0, far, 0, 0); /* the Rival's city: not empty */
    t_refused_unchanged(game, text);
    place_text(text, sizeof text, 0, sys, 0, 2); /* ships come in step 3 */
    t_refused_unchanged(game, text);
    place_text(text, sizeof text, 1, far, 1, 0); /* p1's is no Resettling */
    t_refused_unchanged(game, text);
    arcs_move m;
    char label[120];
    place_text(text, sizeof text, 0, elsewhere, 0, 1);
    assert_int_equal(arcs_move_from_str(text, &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_non_null(strstr(label, "Resettle: place a starport at"));
    ok(game, text); /* the starport first: p0's choice */
    assert_int_equal(g->sys[elsewhere].bld[0], BLD_MAKE(0, true, false));
    place_text(text, sizeof text, 0, sys, 0, 1); /* one starport only */
    t_refused_unchanged(game, text);
    place_text(text, sizeof text, 0, far, 1, 0);
    ok(game, text);
    assert_int_equal(g->sys[far].bld[1], BLD_MAKE(0, false, false));
    assert_int_equal(g->pl[0].cities_on_board, cities + 1);
    /* Step 3: 3 Loyal ships on the map (2 at the Flagship's system, 1 at a
     * gate): 5 more, in systems with Loyal pieces only. */
    assert_int_equal(top_kind(game), FR_RESETTLE);
    int empty = planet_of(g, ARCS_PSIONIC, 0);
    place_text(text, sizeof text, 0, empty, 0, 2);
    t_refused_unchanged(game, text);
    assert_int_equal(t_count_legal(game, "p0 resettle-place"), 4); /* sys, the gate, far, elsewhere */
    int at[5] = {far, far, elsewhere, sys, 4 * 2};
    for (int i = 0; i < 5; i++) {
        place_text(text, sizeof text, 0, at[i], 0, 2);
        ok(game, text);
    }
    assert_int_equal(g->sys[far].fresh[0], 2);
    assert_int_equal(g->pl[0].ships_supply, ships - 6);
    assert_int_equal(top_kind(game), FR_TURN); /* 8 Loyal ships: over */
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Step 2's "If there are none, replace Free buildings": with every
 * building slot of the map taken, the Free ones are the targets (a damaged
 * one is replaced damaged); with 8 Loyal ships already, no step 3. */
static void resettling_replaces_free_buildings(void **state) {
    (void)state;
    int sys;
    arcs_game *game = flagship_table(&sys);
    game_state *g = t_state(game);
    int free_port = -1;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!sys_in_play(g, s)) continue;
        for (int i = 0; i < planet_slots(s); i++)
            if (!(g->sys[s].bld[i] & BLD_OCCUPIED)) {
                bool port = free_port < 0;
                if (port) free_port = s;
                g->sys[s].bld[i] = BLD_MAKE(OWNER_FREE, port, port);
            }
    }
    t_place_ships(game, 0, sys, 6, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 2));
    t_assert_invariants(game);
    assert_true(flagship_resettle(g, 0));
    char text[64];
    place_text(text, sizeof text, 0, free_port, 0, 0);
    assert_true(t_is_legal(game, text));
    place_text(text, sizeof text, 0, free_port, 0, 1);
    ok(game, text);
    assert_int_equal(g->sys[free_port].bld[0], BLD_MAKE(0, true, true));
    assert_int_equal(top_kind(game), FR_RESETTLE);
    place_text(text, sizeof text, 0, free_port, 0, 0); /* now a Loyal starport */
    t_refused_unchanged(game, text);
    assert_true(t_apply_prefix(game, "p0 resettle-place"));
    assert_int_equal(buildings_on_map(g, 0, false), 1);
    assert_int_equal(top_kind(game), FR_TURN); /* 9 Loyal ships: no step 3 */
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* A Resettling in progress saves and loads; the loader refuses an
 * FR_RESETTLE frame with data out of range or of a player with a Flagship. */
static void resettling_save_load(void **state) {
    (void)state;
    int sys;
    arcs_game *game = flagship_table(&sys);
    game_state *g = t_state(game);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 2));
    assert_true(flagship_resettle(g, 0));
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, NULL, 0, &len), ARCS_OK);
    unsigned char *buf = malloc(len);
    assert_non_null(buf);
    assert_int_equal(arcs_game_save_state(game, buf, len, &len), ARCS_OK);
    arcs_game *back = t_load_state(buf, len, "a Resettling");
    free(buf);
    assert_int_equal(arcs_state_hash(back), arcs_state_hash(game));
    arcs_game_free(back);
    frame *f = &g->stack[g->depth - 1];
    assert_int_equal(f->kind, FR_RESETTLE);
    assert_true(resettle_frame_ok(g, f));
    f->a = 9;
    assert_false(resettle_frame_ok(g, f));
    f->a = 0;
    f->b = 1;
    assert_false(resettle_frame_ok(g, f));
    f->b = 0;
    g->camp.flagship[0] = (uint8_t)(sys + 1);
    assert_false(resettle_frame_ok(g, f));
    g->camp.flagship[0] = 0;
    arcs_game_free(game);
}

/* Random campaign games in which every player has a Flagship with a full
 * board and Blight in the Flagship's system: the Crises hit the boards
 * (damage, destroy) and the invariants hold after every move; the
 * Flagship never leaves the map; undo and save/load round-trip. */
static void random_games_crises_hit_flagships(void **state) {
    (void)state;
    const char *env = getenv("ARCS_FLAGEVENT_GAMES");
    int games = env && atoi(env) > 0 ? atoi(env) : 3;
    int hits = 0, destroyed = 0, total = 0;
    for (int players = 2; players <= 4; players++)
        for (int k = 0; k < games; k++) {
            uint64_t seed = 7000u + (uint64_t)(players * 100 + k);
            arcs_game *game = new_campaign(players, seed, ARCS_CHANCE_INTERNAL, -1);
            finish_setup(game, seed, NULL);
            game_state *g = t_state(game);
            game_bump(game);
            uint64_t fit = seed;
            for (int p = 0; p < players; p++) {
                t_grant_flagship(game, p, &fit);
                int at = flagship_system(g, p);
                /* Starports in every Upgrade and Armor the supply allows. */
                for (int c = FLAGSHIP_COLUMNS - 1; c >= 0; c--)
                    for (int r = 0; r < 2 && g->pl[p].starports_supply; r++) put_part(game, p, c, r, true, false);
                if (g->camp.blight_supply) {
                    g->camp.blight_supply--;
                    g->camp.blight[at][0]++;
                }
            }
            game_bump(game);
            t_assert_invariants(game);
            uint64_t rng = seed * 2654435761u + 1;
            for (int move = 0; move < 1500 && !arcs_game_over(game); move++) {
                arcs_move moves[ARCS_MAX_LEGAL_MOVES];
                size_t n = 0;
                assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
                assert_true(n > 0);
                arcs_move chosen = moves[next(&rng) % n];
                int pieces[MAX_PLAYERS], fresh[MAX_PLAYERS];
                for (int p = 0; p < players; p++) {
                    pieces[p] = flagship_pieces(g, p, true) + flagship_pieces(g, p, false);
                    fresh[p] = flagship_fresh_starports(g, p);
                }
                bool event = false;
                for (int i = 0; i < g->depth; i++) event |= g->stack[i].kind == FR_EVENT;
                uint64_t before = arcs_state_hash(game);
                if (arcs_apply(game, chosen) != ARCS_OK)
                    fail_msg("%dp seed %llu move %d: refused (%s)", players, (unsigned long long)seed, move,
                             arcs_last_error(game));
                total++;
                for (int p = 0; p < players && !g->camp.intermission_step; p++) {
                    int now = flagship_pieces(g, p, true) + flagship_pieces(g, p, false);
                    bool event_now = event;
                    for (int i = 0; i < g->depth; i++) event_now |= g->stack[i].kind == FR_EVENT;
                    if (event_now && (now < pieces[p] || flagship_fresh_starports(g, p) < fresh[p])) hits++;
                    if (event_now && now < pieces[p]) destroyed++;
                }
                t_assert_invariants(game);
                /* (In Act III a C Fate's Setup may Resettle: the Flagship
                 * abandoned, resettle.h.) */
                for (int p = 0; p < players && game->s.camp.act < 3; p++)
                    if (!has_flagship(g, p))
                        fail_msg("%dp seed %llu move %d: p%d's Flagship left the map", players,
                                 (unsigned long long)seed, move, p);
                round_trips(game, chosen, before, &rng, 8, 16, players, seed, move);
            }
            arcs_game_free(game);
        }
    print_message("%d moves; Crises hit Flagship boards %d times (%d with a piece destroyed)\n", total, hits,
                  destroyed);
    assert_true(hits > 0);
    assert_true(destroyed > 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(crisis_hit_order_sidebar),
        cmocka_unit_test(flagship_spared_while_fresh_ships_remain),
        cmocka_unit_test(gate_ports_and_cloud_cities_with_a_flagship),
        cmocka_unit_test(sprinter_drives_move_the_flagship_again),
        cmocka_unit_test(resettling_step_by_step),
        cmocka_unit_test(resettling_replaces_free_buildings),
        cmocka_unit_test(resettling_save_load),
        cmocka_unit_test(random_games_crises_hit_flagships),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
