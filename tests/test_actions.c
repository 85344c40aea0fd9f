/* The standard actions (Tax, Build, Move with Catapult, Repair, Influence,
 * Secure), resource slots, the Court row and the Elimination rule
 * (Base rulebook, "Standard Actions", "Resources"; Fine Print). */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/tables.h"

/* Systems: cluster*4 + kind (0 gate, 1 arrow, 2 crescent, 3 hex). */
#define SYS(cluster, kind) (((cluster) - 1) * 4 + (kind))
#define GATE(c) SYS(c, SYS_GATE)
#define ARROW(c) SYS(c, SYS_ARROW)
#define CRESCENT(c) SYS(c, SYS_CRESCENT)
#define HEX(c) SYS(c, SYS_HEX)

/* ---- fixture ----
 * A game built by hand (setup is not needed): full supplies, every action
 * card in the deck, the base Court deck in a fixed order and a full Court
 * row. Each action starts from a decision frame that stands for the turn:
 * round.c's FR_TURN once it is a decision, else an Elimination frame used
 * only as a resting point for these tests. */

static int base_kind;

static arcs_game *new_game(int players) {
    arcs_game *game = game_alloc(NULL); /* zeroed, released by arcs_game_free */
    assert_non_null(game);
    game_state *g = &game->s;
    g->num_players = (uint8_t)players;
    g->chapter = 1;
    g->winner = NO_PLAYER;
    g->turn_player = NO_PLAYER;
    g->lead_card = NO_CARD;
    g->seized_by = NO_PLAYER;
    g->zero_marker = NO_CARD;
    memset(g->marker_box, 0xFF, sizeof g->marker_box);
    for (int p = 0; p < MAX_PLAYERS; p++) {
        g->played[p] = NO_CARD;
        g->seize_card[p] = NO_CARD;
    }
    for (int p = 0; p < players; p++) {
        player_state *pl = &g->pl[p];
        pl->cities_on_board = CITIES_PER_PLAYER;
        pl->ships_supply = SHIPS_PER_PLAYER;
        pl->starports_supply = STARPORTS_PER_PLAYER;
        pl->agents_supply = AGENTS_PER_PLAYER;
    }
    for (int r = 0; r < NUM_RES; r++) g->res_supply[r] = RES_PER_TYPE;
    for (int c = 0; c < BASE_ACTION_CARDS; c++) {
        int n = action_number(c);
        if (players != 4 && (n == 1 || n == 7)) continue;
        g->action_deck[g->action_deck_len++] = (uint8_t)c;
    }
    /* Court deck: BC31 at the bottom ... BC01 on top. */
    for (int i = 31; i >= 1; i--) {
        char id[16];
        snprintf(id, sizeof id, "ARCS-BC%02d", i);
        int idx = card_index(id);
        assert_true(idx >= 0);
        court_deck_pile(g)[g->court_deck_len++] = (uint16_t)idx;
    }
    g->court_row_len = players == 2 ? 3 : 4;
    for (int i = 0; i < COURT_ROW_MAX; i++) g->court_row[i] = NO_COURT_CARD;
    for (int i = 0; i < g->court_row_len; i++) court_refill(g, i);
    rng_seed(g, 1);
    push_frame(g, FR_ELIMINATION, 0);
    return game;
}

static void free_game(arcs_game *game) { arcs_game_free(game); }

/* The frame that stands for p's turn. */
static void start_turn(arcs_game *game, int p) {
    game_state *g = t_state(game);
    if (frame_table[FR_TURN]->enumerate) {
        for (int q = 0; q < g->num_players; q++)
            if (g->played[q] != NO_CARD) {
                g->action_deck[g->action_deck_len++] = g->played[q];
                g->played[q] = NO_CARD;
            }
        g->turn_flags = 0;
        t_start_lead_turn(game, p, ARCS_CONSTRUCTION * 7 + 1);
        base_kind = FR_TURN;
    } else {
        g->depth = 0;
        memset(g->stack, 0, sizeof g->stack);
        g->turn_player = (uint8_t)p;
        g->prelude_open = 1;
        g->turn_flags = 0;
        clear_turn_marks(g);
        push_frame(g, FR_ELIMINATION, p);
        base_kind = FR_ELIMINATION;
        game->hist_len = 0;
    }
}

static void begin(arcs_game *game, int p, int action) {
    game_state *g = t_state(game);
    assert_true(action_possible(g, p, action));
    action_begin(g, p, action);
    run_forward(g);
    t_assert_invariants(game);
}

static bool action_over(arcs_game *game) { return top_frame_c(t_state(game))->kind == base_kind; }

static void ok(arcs_game *game, const char *text) {
    arcs_status st = t_apply_str(game, text);
    if (st != ARCS_OK) fail_msg("%s: %s", text, arcs_status_str(st));
    t_assert_invariants(game);
}

static void rejected(arcs_game *game, const char *text) {
    uint64_t h = arcs_state_hash(game);
    size_t hl = arcs_history_length(game);
    arcs_status st = t_apply_str(game, text);
    if (st == ARCS_OK) fail_msg("%s was accepted", text);
    assert_int_equal(arcs_state_hash(game), h);
    assert_int_equal(arcs_history_length(game), hl);
}

static int legal_count(arcs_game *game) {
    size_t n = 0;
    arcs_status st = arcs_legal_moves(game, NULL, 0, &n);
    assert_int_equal(st, ARCS_OK); /* a count-only call */
    return (int)n;
}

static int top_kind(arcs_game *game) { return top_frame_c(t_state(game))->kind; }

static int res_at(arcs_game *game, int p, int slot) { return t_state(game)->pl[p].res[slot] - 1; }

/* ---- Tax ---- */

/* The rulebook's Tax example: Mikah taxes her Material city and Dane's
 * Psionic city, which she controls; she gains 1 Material and 1 Psionic and
 * captures 1 of Dane's agents. */
static void tax_example(void **state) {
    (void)state;
    enum { MIKAH = 0, DANE = 1 };
    arcs_game *game = new_game(3);
    game_state *g = t_state(game);
    t_place_building(game, MIKAH, HEX(1), 0, false, false);   /* Material */
    t_place_building(game, DANE, ARROW(2), 0, false, false);  /* Psionic */
    t_place_ships(game, MIKAH, ARROW(2), 2, 0);
    t_place_ships(game, DANE, ARROW(2), 1, 1);
    t_place_building(game, DANE, CRESCENT(1), 0, false, false); /* not controlled by Mikah */
    t_give_resource(game, MIKAH, 0, ARCS_FUEL);
    t_give_resource(game, MIKAH, 1, ARCS_FUEL);
    start_turn(game, MIKAH);

    begin(game, MIKAH, ARCS_ACT_TAX);
    assert_int_equal(top_kind(game), FR_TAX);
    assert_int_equal(legal_count(game), 2);
    assert_true(t_is_legal(game, "p0 tax 1-hex 0"));
    assert_true(t_is_legal(game, "p0 tax 2-arrow 0"));
    rejected(game, "p0 tax 1-crescent 0"); /* Dane's city, Mikah does not control it */
    rejected(game, "p1 tax 1-hex 0");      /* not Dane's decision */
    rejected(game, "p0 tax 1-hex 1");      /* no city there */
    /* Only one empty open slot (3 open: 1 city built) and both held are
     * Fuel... Material could also swap with a Fuel: a real choice. */
    ok(game, "p0 tax 1-hex 0");
    assert_int_equal(top_kind(game), FR_PLACE_RESOURCE);
    ok(game, "p0 place-resource 2");
    assert_true(action_over(game));
    assert_int_equal(res_at(game, MIKAH, 2), ARCS_MATERIAL);

    begin(game, MIKAH, ARCS_ACT_TAX);
    assert_false(t_is_legal(game, "p0 tax 1-hex 0")); /* Tax Limit */
    assert_int_equal(legal_count(game), 1);
    ok(game, "p0 tax 2-arrow 0");
    /* Slots full: the Psionic must go somewhere; Mikah keeps it over a Fuel. */
    assert_int_equal(top_kind(game), FR_DISCARD_RESOURCE);
    ok(game, "p0 place-resource 1");
    assert_int_equal(res_at(game, MIKAH, 1), ARCS_PSIONIC);
    ok(game, "p0 discard-resource 6"); /* the displaced Fuel */
    assert_true(action_over(game));
    assert_int_equal(resources_held(&g->pl[MIKAH], ARCS_MATERIAL), 1);
    assert_int_equal(resources_held(&g->pl[MIKAH], ARCS_PSIONIC), 1);
    assert_int_equal(g->pl[MIKAH].captives[DANE], 1);
    assert_int_equal(g->pl[DANE].agents_supply, AGENTS_PER_PLAYER - 1);
    assert_false(action_possible(g, MIKAH, ARCS_ACT_TAX)); /* both taxed this turn */

    /* A new turn resets the limit. */
    start_turn(game, MIKAH);
    assert_true(action_possible(g, MIKAH, ARCS_ACT_TAX));
    free_game(game);
}

static void tax_rival_city_with_empty_supply_still_captures(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    t_place_building(game, 1, ARROW(2), 0, false, false); /* Psionic */
    t_place_ships(game, 0, ARROW(2), 1, 0);
    g->res_supply[ARCS_PSIONIC] = 0;
    g->phantom[ARCS_PSIONIC] = RES_PER_TYPE; /* keep the count of tokens */
    start_turn(game, 0);
    begin(game, 0, ARCS_ACT_TAX);
    ok(game, "p0 tax 2-arrow 0");
    assert_true(action_over(game));
    assert_int_equal(resources_held(&g->pl[0], ARCS_PSIONIC), 0);
    assert_int_equal(g->pl[0].captives[1], 1);
    /* The Rival has no agents left: nothing to capture, the tax still happens. */
    g->pl[1].agents_supply = 0;
    g->pl[1].trophy_agents[1] = AGENTS_PER_PLAYER - 1; /* park them for the count */
    start_turn(game, 0);
    begin(game, 0, ARCS_ACT_TAX);
    ok(game, "p0 tax 2-arrow 0");
    assert_int_equal(g->pl[0].captives[1], 1);
    free_game(game);
}

static void tax_loyal_city_needs_no_control(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    t_place_building(game, 0, HEX(3), 0, false, true); /* damaged Weapon city */
    t_place_ships(game, 1, HEX(3), 3, 0);               /* the Rival controls */
    start_turn(game, 0);
    assert_true(action_possible(g, 0, ARCS_ACT_TAX));
    assert_true(action_possible(g, 1, ARCS_ACT_TAX)); /* p1 controls p0's city */
    begin(game, 0, ARCS_ACT_TAX);
    ok(game, "p0 tax 3-hex 0");
    assert_int_equal(top_kind(game), FR_PLACE_RESOURCE); /* 3 empty open slots */
    assert_int_equal(legal_count(game), 3);
    ok(game, "p0 place-resource 1");
    assert_int_equal(res_at(game, 0, 1), ARCS_WEAPON);
    assert_int_equal(g->pl[0].captives[0], 0);
    free_game(game);
}

/* ---- Build ---- */

/* The rulebook's Build example: Dane builds a starport at a planet where he
 * has a ship, then a ship at that starport. */
static void build_example(void **state) {
    (void)state;
    enum { DANE = 1 };
    arcs_game *game = new_game(3);
    game_state *g = t_state(game);
    t_place_ships(game, DANE, CRESCENT(4), 1, 0);
    start_turn(game, DANE);
    begin(game, DANE, ARCS_ACT_BUILD);
    assert_int_equal(legal_count(game), 2);
    assert_true(t_is_legal(game, "p1 build-city 4-crescent"));
    rejected(game, "p1 build-starport 4-gate");  /* no slots in gates */
    rejected(game, "p1 build-starport 4-hex");   /* no Loyal piece there */
    ok(game, "p1 build-starport 4-crescent");
    assert_true(action_over(game));
    assert_int_equal(g->sys[CRESCENT(4)].bld[0], BLD_MAKE(DANE, true, false));
    assert_int_equal(g->pl[DANE].starports_supply, STARPORTS_PER_PLAYER - 1);

    begin(game, DANE, ARCS_ACT_BUILD);
    assert_true(t_is_legal(game, "p1 build-ship 4-crescent 0"));
    assert_true(t_is_legal(game, "p1 build-city 4-crescent")); /* second slot */
    ok(game, "p1 build-ship 4-crescent 0");
    assert_int_equal(g->sys[CRESCENT(4)].fresh[DANE], 2);
    assert_int_equal(g->pl[DANE].ships_supply, SHIPS_PER_PLAYER - 2);

    /* Each starport builds one ship per turn. */
    begin(game, DANE, ARCS_ACT_BUILD);
    assert_false(t_is_legal(game, "p1 build-ship 4-crescent 0"));
    rejected(game, "p1 build-ship 4-crescent 0");
    ok(game, "p1 build-city 4-crescent");
    assert_int_equal(g->sys[CRESCENT(4)].bld[1], BLD_MAKE(DANE, false, false));
    assert_int_equal(g->pl[DANE].cities_on_board, CITIES_PER_PLAYER - 1);
    assert_int_equal(open_res_slots(&g->pl[DANE]), 3);
    /* The planet is full now, and the starport built this turn. */
    assert_false(action_possible(g, DANE, ARCS_ACT_BUILD));
    start_turn(game, DANE);
    assert_true(action_possible(g, DANE, ARCS_ACT_BUILD));
    begin(game, DANE, ARCS_ACT_BUILD);
    assert_int_equal(legal_count(game), 1);
    free_game(game);
}

static void build_damaged_under_rival_control(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    t_place_ships(game, 0, ARROW(1), 1, 0);
    t_place_ships(game, 1, ARROW(1), 2, 0);
    t_place_building(game, 0, HEX(1), 0, true, false);
    t_place_ships(game, 1, HEX(1), 1, 0);
    start_turn(game, 0);
    begin(game, 0, ARCS_ACT_BUILD);
    ok(game, "p0 build-city 1-arrow");
    assert_int_equal(g->sys[ARROW(1)].bld[0], BLD_MAKE(0, false, true));
    begin(game, 0, ARCS_ACT_BUILD);
    ok(game, "p0 build-ship 1-hex 0");
    assert_int_equal(g->sys[HEX(1)].damaged[0], 1);
    assert_int_equal(g->sys[HEX(1)].fresh[0], 0);
    /* A tie is no control: fresh. */
    t_place_ships(game, 0, CRESCENT(1), 1, 0);
    t_place_ships(game, 1, CRESCENT(1), 1, 0);
    begin(game, 0, ARCS_ACT_BUILD);
    ok(game, "p0 build-starport 1-crescent");
    assert_int_equal(g->sys[CRESCENT(1)].bld[0], BLD_MAKE(0, true, false));
    /* Still a tie: fresh. */
    begin(game, 0, ARCS_ACT_BUILD);
    ok(game, "p0 build-ship 1-crescent 0");
    assert_int_equal(g->sys[CRESCENT(1)].fresh[0], 2);
    free_game(game);
}

static void build_respects_supplies(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    t_place_building(game, 0, HEX(1), 0, true, false);
    start_turn(game, 0);
    /* No cities and no starports left: only ships. */
    g->pl[0].trophy_cities[0] = 0;
    g->pl[1].trophy_cities[0] = (uint8_t)g->pl[0].cities_on_board;
    g->pl[0].cities_on_board = 0;
    g->pl[1].trophy_starports[0] = g->pl[0].starports_supply;
    g->pl[0].starports_supply = 0;
    /* cities_on_board 0 opens every slot; nothing held, fine. */
    begin(game, 0, ARCS_ACT_BUILD);
    assert_int_equal(legal_count(game), 1);
    assert_true(t_is_legal(game, "p0 build-ship 1-hex 0"));
    ok(game, "p0 build-ship 1-hex 0");
    /* No ships left either: nothing to build. */
    start_turn(game, 0);
    g->pl[1].trophy_ships[0] = g->pl[0].ships_supply;
    g->pl[0].ships_supply = 0;
    assert_false(action_possible(g, 0, ARCS_ACT_BUILD));
    free_game(game);
}

/* ---- Move and Catapult ---- */

static void move_basic(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    t_place_ships(game, 0, CRESCENT(2), 2, 1);
    start_turn(game, 0);
    assert_false(action_possible(g, 1, ARCS_ACT_MOVE));
    begin(game, 0, ARCS_ACT_MOVE);
    assert_int_equal(legal_count(game), 1);
    ok(game, "p0 move-from 2-crescent");
    /* 2-crescent touches 2-gate, 2-arrow, 2-hex. */
    assert_int_equal(legal_count(game), 3);
    rejected(game, "p0 move-to 3-arrow");
    ok(game, "p0 move-to 2-hex");
    /* (2+1) x (1+1) - 1 = 5 ways. */
    assert_int_equal(legal_count(game), 5);
    rejected(game, "p0 ships 3 0");
    rejected(game, "p0 ships 0 0");
    ok(game, "p0 ships 1 1");
    assert_true(action_over(game)); /* no starport: no Catapult */
    assert_int_equal(g->sys[CRESCENT(2)].fresh[0], 1);
    assert_int_equal(g->sys[HEX(2)].fresh[0], 1);
    assert_int_equal(g->sys[HEX(2)].damaged[0], 1);
    /* 2-hex touches 3-arrow across the thin border. */
    begin(game, 0, ARCS_ACT_MOVE);
    ok(game, "p0 move-from 2-hex");
    assert_true(t_is_legal(game, "p0 move-to 3-arrow"));
    free_game(game);
}

static void move_respects_out_of_play(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    g->out_of_play = (1u << 0) | (1u << 3); /* clusters 1 and 4 */
    t_place_ships(game, 0, GATE(3), 1, 0);
    start_turn(game, 0);
    begin(game, 0, ARCS_ACT_MOVE);
    ok(game, "p0 move-from 3-gate");
    /* Path marker on 4: 3-gate touches 2-gate and 5-gate. */
    assert_true(t_is_legal(game, "p0 move-to 2-gate"));
    assert_true(t_is_legal(game, "p0 move-to 5-gate"));
    rejected(game, "p0 move-to 4-gate");
    assert_int_equal(legal_count(game), 5);
    free_game(game);
}

/* The rulebook's Catapult example: Lotus moves 2 ships from a Loyal
 * starport planet into the 4 gate, keeps going to the 5 gate, which Mikah
 * controls, and stops there. */
static void catapult_example(void **state) {
    (void)state;
    enum { MIKAH = 0, LOTUS = 2 };
    arcs_game *game = new_game(3);
    game_state *g = t_state(game);
    t_place_building(game, LOTUS, ARROW(4), 0, true, false);
    t_place_ships(game, LOTUS, ARROW(4), 2, 0);
    t_place_ships(game, MIKAH, GATE(5), 1, 0);
    start_turn(game, LOTUS);
    begin(game, LOTUS, ARCS_ACT_MOVE);
    ok(game, "p2 move-from 4-arrow");
    ok(game, "p2 move-to 4-gate");
    ok(game, "p2 ships 2 0");
    /* Normally the move ends here; the Catapult lets them go on. */
    assert_int_equal(top_kind(game), FR_CATAPULT);
    assert_true(t_is_legal(game, "p2 catapult-stop"));
    assert_true(t_is_legal(game, "p2 move-to 5-gate"));
    assert_true(t_is_legal(game, "p2 move-to 3-gate"));
    assert_true(t_is_legal(game, "p2 move-to 4-hex"));
    rejected(game, "p2 move-to 6-gate");
    ok(game, "p2 move-to 5-gate");
    ok(game, "p2 ships 2 0");
    /* Mikah controlled 5-gate before they moved in: the move ends, although
     * Lotus now has more fresh ships there. */
    assert_true(action_over(game));
    assert_int_equal(g->sys[GATE(5)].fresh[LOTUS], 2);
    assert_int_equal(g->sys[GATE(4)].fresh[LOTUS], 0);
    assert_int_equal(controller(g, GATE(5)), LOTUS);
    free_game(game);
}

static void catapult_drop_off_and_planets(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    t_place_building(game, 0, HEX(1), 0, true, true); /* a damaged Loyal starport still counts */
    t_place_ships(game, 0, HEX(1), 2, 1);
    t_place_ships(game, 0, GATE(2), 1, 0);  /* own control: keep going */
    t_place_ships(game, 0, GATE(3), 1, 0);  /* a tie is no control: keep going */
    t_place_ships(game, 1, GATE(3), 1, 0);
    start_turn(game, 0);
    begin(game, 0, ARCS_ACT_MOVE);
    ok(game, "p0 move-from 1-hex");
    ok(game, "p0 move-to 1-gate");
    ok(game, "p0 ships 2 1");
    assert_int_equal(top_kind(game), FR_CATAPULT);
    ok(game, "p0 move-to 2-gate");
    /* Only the group may continue: at most 2 fresh and 1 damaged. */
    rejected(game, "p0 ships 3 0");
    ok(game, "p0 ships 2 1");
    assert_int_equal(top_kind(game), FR_CATAPULT);
    ok(game, "p0 move-to 3-gate");
    ok(game, "p0 ships 1 1"); /* drop 1 fresh off at 2-gate */
    assert_int_equal(g->sys[GATE(2)].fresh[0], 2);
    assert_int_equal(top_kind(game), FR_CATAPULT);
    /* Re-entering a gate already passed is allowed. */
    assert_true(t_is_legal(game, "p0 move-to 2-gate"));
    ok(game, "p0 move-to 3-crescent");
    assert_int_equal(legal_count(game), 3); /* 1+1 fresh/damaged choices: (1,0),(0,1),(1,1) */
    ok(game, "p0 ships 0 1");
    /* A planet ends the Catapult. */
    assert_true(action_over(game));
    assert_int_equal(g->sys[CRESCENT(3)].damaged[0], 1);
    assert_int_equal(g->sys[GATE(3)].fresh[0], 2);
    assert_int_equal(g->sys[HEX(1)].fresh[0] + g->sys[HEX(1)].damaged[0], 0);
    free_game(game);
}

static void catapult_stop_and_rival_starport(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    /* A Rival starport p0 controls gives no Catapult. */
    t_place_building(game, 1, ARROW(5), 0, true, false);
    t_place_ships(game, 0, ARROW(5), 3, 0);
    start_turn(game, 0);
    begin(game, 0, ARCS_ACT_MOVE);
    ok(game, "p0 move-from 5-arrow");
    ok(game, "p0 move-to 5-gate");
    ok(game, "p0 ships 3 0");
    assert_true(action_over(game));
    /* From a Loyal starport: stop at once with catapult-stop. */
    t_place_building(game, 0, HEX(5), 0, true, false);
    t_place_ships(game, 0, HEX(5), 1, 0);
    begin(game, 0, ARCS_ACT_MOVE);
    ok(game, "p0 move-from 5-hex");
    ok(game, "p0 move-to 5-gate");
    ok(game, "p0 ships 1 0");
    assert_int_equal(top_kind(game), FR_CATAPULT);
    ok(game, "p0 catapult-stop");
    assert_true(action_over(game));
    assert_int_equal(g->sys[GATE(5)].fresh[0], 4);
    /* Moving from a planet into a planet is an ordinary move. */
    t_place_ships(game, 0, HEX(5), 1, 0);
    begin(game, 0, ARCS_ACT_MOVE);
    ok(game, "p0 move-from 5-hex");
    ok(game, "p0 move-to 5-crescent");
    ok(game, "p0 ships 1 0");
    assert_true(action_over(game));
    /* Into a gate controlled by a Rival: no Catapult. */
    t_place_ships(game, 1, GATE(6), 2, 0);
    t_place_ships(game, 0, ARROW(6), 1, 0);
    t_place_building(game, 0, ARROW(6), 0, true, false);
    begin(game, 0, ARCS_ACT_MOVE);
    ok(game, "p0 move-from 6-arrow");
    ok(game, "p0 move-to 6-gate");
    ok(game, "p0 ships 1 0");
    assert_true(action_over(game));
    free_game(game);
}

static void catapult_along_a_path_marker(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    g->out_of_play = 1u << 4; /* cluster 5 */
    t_place_building(game, 0, ARROW(4), 0, true, false);
    t_place_ships(game, 0, ARROW(4), 1, 0);
    start_turn(game, 0);
    begin(game, 0, ARCS_ACT_MOVE);
    ok(game, "p0 move-from 4-arrow");
    ok(game, "p0 move-to 4-gate");
    ok(game, "p0 ships 1 0");
    rejected(game, "p0 move-to 5-gate");
    ok(game, "p0 move-to 6-gate");
    ok(game, "p0 ships 1 0");
    ok(game, "p0 move-to 1-gate");
    ok(game, "p0 ships 1 0");
    ok(game, "p0 catapult-stop");
    assert_true(action_over(game));
    assert_int_equal(g->sys[GATE(1)].fresh[0], 1);
    free_game(game);
}

/* ---- Repair ---- */

static void repair_ship_or_building_anywhere(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    t_place_ships(game, 0, GATE(2), 1, 2);
    t_place_building(game, 0, HEX(6), 0, false, true);
    t_place_building(game, 0, CRESCENT(6), 1, true, false);
    t_place_ships(game, 1, GATE(3), 0, 1);
    t_place_ships(game, 1, HEX(6), 3, 0); /* control does not matter */
    start_turn(game, 0);
    begin(game, 0, ARCS_ACT_REPAIR);
    assert_int_equal(legal_count(game), 2);
    rejected(game, "p0 repair-ship 3-gate");
    rejected(game, "p0 repair-building 6-crescent 1");
    ok(game, "p0 repair-building 6-hex 0");
    assert_int_equal(g->sys[HEX(6)].bld[0], BLD_MAKE(0, false, false));
    begin(game, 0, ARCS_ACT_REPAIR);
    ok(game, "p0 repair-ship 2-gate");
    assert_int_equal(g->sys[GATE(2)].fresh[0], 2);
    assert_int_equal(g->sys[GATE(2)].damaged[0], 1);
    free_game(game);
}

/* ---- Influence and Secure ---- */

static void influence_places_agents(void **state) {
    (void)state;
    arcs_game *game = new_game(3);
    game_state *g = t_state(game);
    start_turn(game, 1);
    begin(game, 1, ARCS_ACT_INFLUENCE);
    assert_int_equal(legal_count(game), 4);
    ok(game, "p1 influence 2");
    assert_int_equal(g->court_agents[2][1], 1);
    assert_int_equal(g->pl[1].agents_supply, AGENTS_PER_PLAYER - 1);
    /* Empty places take no agents; without agents there is no Influence. */
    court_deck_pile(g)[g->court_deck_len++] = g->court_row[3];
    g->court_row[3] = NO_COURT_CARD;
    begin(game, 1, ARCS_ACT_INFLUENCE);
    rejected(game, "p1 influence 3");
    rejected(game, "p1 influence 4");
    assert_int_equal(legal_count(game), 3);
    ok(game, "p1 influence 2");
    g->pl[2].captives[1] = (uint8_t)g->pl[1].agents_supply;
    g->pl[1].agents_supply = 0;
    assert_false(action_possible(g, 1, ARCS_ACT_INFLUENCE));
    free_game(game);
}

static void secure_majority_ties_and_capture(void **state) {
    (void)state;
    arcs_game *game = new_game(4);
    game_state *g = t_state(game);
    /* Place 0: p0 2, p1 2 (tie). Place 1: p0 3, p2 1, p3 2. Place 2: p1 1. */
    int agents[3][4] = {{2, 2, 0, 0}, {3, 0, 1, 2}, {0, 1, 0, 0}};
    for (int c = 0; c < 3; c++)
        for (int p = 0; p < 4; p++) {
            g->court_agents[c][p] = (uint8_t)agents[c][p];
            g->pl[p].agents_supply = (uint8_t)(g->pl[p].agents_supply - agents[c][p]);
        }
    uint16_t card1 = g->court_row[1];
    uint16_t next = court_deck_pile(g)[g->court_deck_len - 1];
    start_turn(game, 0);
    assert_false(action_possible(g, 3, ARCS_ACT_SECURE));
    begin(game, 0, ARCS_ACT_SECURE);
    assert_int_equal(legal_count(game), 1);
    rejected(game, "p0 secure 0"); /* a tie is not a majority */
    rejected(game, "p0 secure 2");
    ok(game, "p0 secure 1");
    assert_true(action_over(game));
    assert_int_equal(g->pl[0].guild_count, 1);
    assert_int_equal(g->pl[0].guild[0], card1);
    assert_int_equal(g->court_row[1], next);
    for (int p = 0; p < 4; p++) assert_int_equal(g->court_agents[1][p], 0);
    assert_int_equal(g->pl[0].agents_supply, AGENTS_PER_PLAYER - 2); /* 3 came back */
    assert_int_equal(g->pl[0].captives[2], 1);
    assert_int_equal(g->pl[0].captives[3], 2);
    assert_int_equal(g->pl[2].agents_supply, AGENTS_PER_PLAYER - 1);
    /* Secured in the Prelude: no Prelude use of it this Prelude. */
    assert_int_equal(g->cards.n_secured_prelude, 1);
    assert_int_equal(g->cards.secured_prelude[0], card1);
    /* p1 can secure place 2 with a single agent. */
    start_turn(game, 1);
    g->turn_flags = 0;
    g->prelude_open = 0;
    begin(game, 1, ARCS_ACT_SECURE);
    ok(game, "p1 secure 2");
    assert_int_equal(g->cards.n_secured_prelude, 0);
    free_game(game);
}

static void secure_returns_agents_to_outrage_placeholders(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    /* p0 owes an agent to its Relic Outrage slot. */
    g->court_agents[0][0] = 2;
    g->pl[0].agents_supply = AGENTS_PER_PLAYER - 2;
    g->pl[0].outrage = 1u << ARCS_RELIC;
    g->pl[0].outrage_placeholder = 1u << ARCS_RELIC;
    t_assert_invariants(game);
    start_turn(game, 0);
    begin(game, 0, ARCS_ACT_SECURE);
    ok(game, "p0 secure 0");
    assert_int_equal(g->pl[0].outrage_placeholder, 0);
    assert_int_equal(g->pl[0].agents_supply, AGENTS_PER_PLAYER - 1);
    free_game(game);
}

static void secure_vox_goes_to_discard_and_empty_deck_leaves_gap(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    /* Put Call to Action (a Vox card whose When Secured needs no decision;
     * the action discard pile is empty here) in place 0 and empty the deck
     * into the discard. */
    int vox = card_index("ARCS-BC31");
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == vox) {
            court_deck_pile(g)[i] = g->court_row[0];
            g->court_row[0] = (uint16_t)vox;
        }
    assert_int_equal(g->court_row[0], vox);
    while (g->court_deck_len) court_discard_pile(g)[g->court_discard_len++] = court_deck_pile(g)[--g->court_deck_len];
    int discards = g->court_discard_len;
    g->court_agents[0][0] = 1;
    g->pl[0].agents_supply--;
    start_turn(game, 0);
    begin(game, 0, ARCS_ACT_SECURE);
    ok(game, "p0 secure 0");
    assert_true(action_over(game));
    assert_int_equal(g->pl[0].guild_count, 0);
    assert_int_equal(g->court_discard_len, discards + 1);
    assert_int_equal(court_discard_pile(g)[discards], vox);
    assert_int_equal(g->court_row[0], NO_COURT_CARD);
    /* Nothing to influence or secure on an empty place. */
    begin(game, 0, ARCS_ACT_INFLUENCE);
    rejected(game, "p0 influence 0");
    free_game(game);
}

/* ---- Resources ---- */

static void resource_placement_and_rearranging(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    g->pl[0].cities_on_board = 3; /* 4 open slots */
    g->pl[1].trophy_cities[0] = 2;
    t_give_resource(game, 0, 0, ARCS_FUEL);
    t_give_resource(game, 0, 1, ARCS_MATERIAL);
    start_turn(game, 0);
    gain_resource(g, 0, ARCS_RELIC);
    t_assert_invariants(game);
    /* Empty slots 2 and 3, or a swap with slot 0 or 1. */
    assert_int_equal(top_kind(game), FR_PLACE_RESOURCE);
    assert_int_equal(legal_count(game), 4);
    rejected(game, "p0 discard-resource 6"); /* room enough: no discard */
    rejected(game, "p0 place-resource 4");   /* covered */
    /* Put the Relic behind 3 keys, the Fuel moves to slot 3 (2 keys). */
    ok(game, "p0 place-resource 0");
    assert_int_equal(res_at(game, 0, 0), ARCS_RELIC);
    assert_int_equal(top_kind(game), FR_PLACE_RESOURCE);
    rejected(game, "p0 place-resource 0"); /* straight back: not offered */
    ok(game, "p0 place-resource 3");
    assert_true(action_over(game));
    assert_int_equal(res_at(game, 0, 3), ARCS_FUEL);
    assert_int_equal(res_at(game, 0, 1), ARCS_MATERIAL);
    assert_int_equal(g->res_supply[ARCS_RELIC], RES_PER_TYPE - 1);

    /* One empty slot and every held token of the same type: placed at once. */
    arcs_game *g2 = new_game(2);
    game_state *s2 = t_state(g2);
    t_give_resource(g2, 0, 0, ARCS_FUEL);
    start_turn(g2, 0);
    gain_resource(s2, 0, ARCS_FUEL);
    assert_true(action_over(g2));
    assert_int_equal(res_at(g2, 0, 1), ARCS_FUEL);
    /* Empty supply: nothing gained. */
    s2->res_supply[ARCS_WEAPON] = 0;
    s2->phantom[ARCS_WEAPON] = RES_PER_TYPE;
    gain_resource(s2, 0, ARCS_WEAPON);
    assert_true(action_over(g2));
    t_assert_invariants(g2);
    free_game(g2);
    free_game(game);
}

static void resource_overflow_discard(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    t_give_resource(game, 0, 0, ARCS_FUEL);
    t_give_resource(game, 0, 1, ARCS_MATERIAL);
    start_turn(game, 0);
    gain_resource(g, 0, ARCS_PSIONIC);
    assert_int_equal(top_kind(game), FR_DISCARD_RESOURCE);
    assert_int_equal(legal_count(game), 3);
    ok(game, "p0 discard-resource 6");
    assert_true(action_over(game));
    assert_int_equal(g->res_supply[ARCS_PSIONIC], RES_PER_TYPE);
    assert_int_equal(res_at(game, 0, 0), ARCS_FUEL);
    /* Keep the new one in slot 1 and discard the Material. */
    gain_resource(g, 0, ARCS_PSIONIC);
    ok(game, "p0 place-resource 1");
    assert_int_equal(top_kind(game), FR_DISCARD_RESOURCE);
    /* The Material may go to slot 0 (swapping the Fuel out) or be discarded. */
    assert_int_equal(legal_count(game), 2);
    ok(game, "p0 discard-resource 6");
    assert_true(action_over(game));
    assert_int_equal(res_at(game, 0, 1), ARCS_PSIONIC);
    assert_int_equal(g->res_supply[ARCS_MATERIAL], RES_PER_TYPE);
    /* All of one type: only the discard. */
    discard_resources_of_type(g, 0, ARCS_FUEL);
    t_give_resource(game, 0, 0, ARCS_PSIONIC);
    gain_resource(g, 0, ARCS_PSIONIC);
    assert_true(action_over(game)); /* the only move was taken */
    assert_int_equal(resources_held(&g->pl[0], ARCS_PSIONIC), 2);
    assert_int_equal(g->res_supply[ARCS_FUEL], RES_PER_TYPE);
    t_assert_invariants(game);
    free_game(game);
}

static void returning_city_covers_slots(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    /* 3 cities built: 6 open slots. A city in 1-hex is a Trophy of p1. */
    t_place_building(game, 0, HEX(1), 0, false, false);
    t_place_building(game, 0, ARROW(1), 0, false, false);
    g->pl[0].cities_on_board--;
    g->pl[1].trophy_cities[0] = 1;
    assert_int_equal(open_res_slots(&g->pl[0]), 6);
    t_give_resource(game, 0, 0, ARCS_FUEL);
    t_give_resource(game, 0, 1, ARCS_FUEL);
    t_give_resource(game, 0, 2, ARCS_MATERIAL);
    t_give_resource(game, 0, 4, ARCS_RELIC);
    t_give_resource(game, 0, 5, ARCS_PSIONIC);
    start_turn(game, 0);
    /* The Trophy city returns: city slot 3 covers resource slots 4 and 5. */
    g->pl[1].trophy_cities[0] = 0;
    return_city(g, 0);
    t_assert_invariants(game);
    assert_int_equal(open_res_slots(&g->pl[0]), 4);
    /* The Relic (from slot 4) comes first: 1 empty slot (3), swaps with 0, 1, 2,
     * or discard (5 tokens, 4 slots: one must go). */
    assert_int_equal(top_kind(game), FR_DISCARD_RESOURCE);
    assert_int_equal(legal_count(game), 5);
    ok(game, "p0 place-resource 3");
    /* The Psionic: no room; swap or discard. Keep it instead of a Fuel. */
    assert_int_equal(top_kind(game), FR_DISCARD_RESOURCE);
    ok(game, "p0 place-resource 1");
    ok(game, "p0 discard-resource 6");
    assert_true(action_over(game));
    assert_int_equal(res_at(game, 0, 0), ARCS_FUEL);
    assert_int_equal(res_at(game, 0, 1), ARCS_PSIONIC);
    assert_int_equal(res_at(game, 0, 2), ARCS_MATERIAL);
    assert_int_equal(res_at(game, 0, 3), ARCS_RELIC);
    assert_int_equal(g->pl[0].res[4], RES_EMPTY);
    assert_int_equal(g->pl[0].res[5], RES_EMPTY);
    assert_int_equal(g->res_supply[ARCS_FUEL], RES_PER_TYPE - 1);
    /* Another city returns (city slot 2 covers slot 3): the Relic is the
     * one token too many and may be discarded, or swapped in for another. */
    g->sys[ARROW(1)].bld[0] = 0;
    g->pl[1].trophy_cities[0] = 1;
    t_assert_invariants(game);
    g->pl[1].trophy_cities[0] = 0;
    return_city(g, 0);
    assert_int_equal(open_res_slots(&g->pl[0]), 3);
    assert_int_equal(top_kind(game), FR_DISCARD_RESOURCE);
    assert_int_equal(legal_count(game), 4);
    ok(game, "p0 place-resource 2");
    ok(game, "p0 discard-resource 6");
    assert_true(action_over(game));
    assert_int_equal(res_at(game, 0, 2), ARCS_RELIC);
    assert_int_equal(g->res_supply[ARCS_MATERIAL], RES_PER_TYPE);
    free_game(game);
}

static void two_tokens_pending_at_once(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    t_give_resource(game, 0, 0, ARCS_FUEL);
    start_turn(game, 0);
    /* Two gains in one effect: the second is decided first. */
    gain_resource(g, 0, ARCS_RELIC);
    assert_int_equal(top_kind(game), FR_PLACE_RESOURCE);
    gain_resource(g, 0, ARCS_WEAPON);
    assert_int_equal(top_kind(game), FR_PLACE_RESOURCE);
    t_assert_invariants(game);
    ok(game, "p0 place-resource 1");
    /* Now the Relic has no room: the frame says so and offers the discard. */
    assert_int_equal(top_kind(game), FR_DISCARD_RESOURCE);
    assert_int_equal(legal_count(game), 3);
    ok(game, "p0 place-resource 0");
    ok(game, "p0 discard-resource 6");
    assert_true(action_over(game));
    assert_int_equal(res_at(game, 0, 0), ARCS_RELIC);
    assert_int_equal(res_at(game, 0, 1), ARCS_WEAPON);
    assert_int_equal(g->res_supply[ARCS_FUEL], RES_PER_TYPE);
    free_game(game);
}

/* A token taken from a Rival (raiding) is placed like a gained one. */
static void received_resource_is_placed(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    t_give_resource(game, 1, 0, ARCS_RELIC);
    t_give_resource(game, 0, 0, ARCS_FUEL);
    t_give_resource(game, 0, 1, ARCS_FUEL);
    start_turn(game, 0);
    g->pl[1].res[0] = RES_EMPTY;
    receive_resource(g, 0, ARCS_RELIC);
    t_assert_invariants(game);
    assert_int_equal(top_kind(game), FR_DISCARD_RESOURCE);
    ok(game, "p0 place-resource 0");
    /* The displaced Fuel can only be discarded (the other slot holds a Fuel
     * too): the engine takes that only move. */
    assert_true(action_over(game));
    assert_int_equal(res_at(game, 0, 0), ARCS_RELIC);
    assert_int_equal(g->res_supply[ARCS_RELIC], RES_PER_TYPE - 1);
    assert_int_equal(g->res_supply[ARCS_FUEL], RES_PER_TYPE - 1);
    free_game(game);
}

/* ---- Elimination ---- */

static void elimination_places_ships_in_a_gate(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = t_state(game);
    g->out_of_play = 1u << 2;
    start_turn(game, 0);
    push_frame(g, FR_ELIMINATION, 1);
    assert_int_equal(legal_count(game), 5);
    rejected(game, "p1 place-ships 3-gate");
    rejected(game, "p1 place-ships 2-hex");
    ok(game, "p1 place-ships 4-gate");
    assert_int_equal(g->sys[GATE(4)].fresh[1], 3);
    /* Only 2 ships left in the supply: place 2. */
    g->pl[0].trophy_ships[1] = (uint8_t)(g->pl[1].ships_supply - 2);
    g->pl[1].ships_supply = 2;
    push_frame(g, FR_ELIMINATION, 1);
    ok(game, "p1 place-ships 1-gate");
    assert_int_equal(g->sys[GATE(1)].fresh[1], 2);
    assert_int_equal(g->pl[1].ships_supply, 0);
    free_game(game);
}

/* ---- properties ---- */

/* Random actions on a busy board: every enumerated move applies, the
 * invariants hold after each, undo restores the hash, and each action ends
 * with the turn frame on top. */
static void random_actions_keep_invariants(void **state) {
    (void)state;
    uint64_t rng = 0x9E3779B97F4A7C15ull;
    for (int seed = 0; seed < 40; seed++) {
        int np = 2 + seed % 3;
        arcs_game *game = new_game(np);
        game_state *g = t_state(game);
        for (int p = 0; p < np; p++) {
            int home = (p * 7 + seed) % NUM_SYSTEMS;
            if (sys_is_gate(home)) home++;
            t_place_ships(game, p, home, 3, 1);
            t_place_building(game, p, home, 0, true, false);
            int gate = ((p * 2 + seed) % NUM_CLUSTERS) * 4;
            t_place_ships(game, p, gate, 2, 0);
            g->court_agents[p % g->court_row_len][p] = 1;
            g->pl[p].agents_supply--;
        }
        for (int turn = 0; turn < 30; turn++) {
            int p = turn % np;
            start_turn(game, p);
            for (int a = 0; a < 4; a++) {
                int acts[6], n = 0;
                for (int x = 0; x < 6; x++)
                    if (action_possible(g, p, x)) acts[n++] = x;
                if (!n) break;
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                begin(game, p, acts[rng % (uint64_t)n]);
                for (int step = 0; step < 200 && !action_over(game); step++) {
                    uint64_t before = arcs_state_hash(game);
                    t_random_move(game, &rng);
                    t_assert_invariants(game);
                    assert_int_equal(arcs_undo(game, 1), ARCS_OK);
                    assert_int_equal(arcs_state_hash(game), before);
                    t_random_move(game, &rng);
                    t_assert_invariants(game);
                }
                assert_true(action_over(game));
            }
        }
        free_game(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tax_example),
        cmocka_unit_test(tax_rival_city_with_empty_supply_still_captures),
        cmocka_unit_test(tax_loyal_city_needs_no_control),
        cmocka_unit_test(build_example),
        cmocka_unit_test(build_damaged_under_rival_control),
        cmocka_unit_test(build_respects_supplies),
        cmocka_unit_test(move_basic),
        cmocka_unit_test(move_respects_out_of_play),
        cmocka_unit_test(catapult_example),
        cmocka_unit_test(catapult_drop_off_and_planets),
        cmocka_unit_test(catapult_stop_and_rival_starport),
        cmocka_unit_test(catapult_along_a_path_marker),
        cmocka_unit_test(repair_ship_or_building_anywhere),
        cmocka_unit_test(influence_places_agents),
        cmocka_unit_test(secure_majority_ties_and_capture),
        cmocka_unit_test(secure_returns_agents_to_outrage_placeholders),
        cmocka_unit_test(secure_vox_goes_to_discard_and_empty_deck_leaves_gap),
        cmocka_unit_test(resource_placement_and_rearranging),
        cmocka_unit_test(resource_overflow_discard),
        cmocka_unit_test(returning_city_covers_slots),
        cmocka_unit_test(two_tokens_pending_at_once),
        cmocka_unit_test(received_resource_is_placed),
        cmocka_unit_test(elimination_places_ships_in_a_gate),
        cmocka_unit_test(random_actions_keep_invariants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
