/* Flagships in battle (Campaign rulebook, "Flagship Battles", pp. 23-24;
 * rules-structured.yaml "Flagships": "Flagship Battles", "Upgrade
 * Benefits." Defense Array and Tractor Beam, "Cards & Flagships"):
 * the rulebook's attack and defend examples, the Raid Dice Limit, Tractor
 * Beam, Defense Array, no Outrage nor Ransack from board cities, refused
 * hit targets, lore (Galactic Rifles, Railgun Arrays, Seeker Torpedoes),
 * and random campaign games in which every player battles with a
 * Flagship. */
#include "campaign_fixture.h"
#include "campaign/flagship.h"
#include "cards/hooks.h"
#include "data/card_ids.h"
#include "data/tables.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SYS_2HEX (1 * 4 + SYS_HEX)
#define SYS_2GATE (1 * 4 + SYS_GATE)

/* ARCS_MOVE_HIT targets (lib/rules/battle.c). */
enum { HIT_FRESH = 0, HIT_DAMAGED = 1, HIT_FLAGSHIP = 12 };

/* Builds a piece of p's on their Flagship board as the Build action
 * would (from the supply / the leftmost city of the board). */
static void put_board(arcs_game *game, int p, int column, int row, bool starport, bool damaged) {
    game_state *g = t_state(game);
    g->camp.flagship_board[p][column][row] = BLD_MAKE(p, starport, damaged);
    if (starport) g->pl[p].starports_supply--;
    else g->pl[p].cities_on_board--;
    game_bump(game);
}

/* Two Outlaws, an empty map: p gets a Flagship in sys (a ship placed
 * there first, with `ships` fresh ships in all). */
static void flagship_for(arcs_game *game, int p, int sys, int ships) {
    t_place_ships(game, p, sys, ships ? ships : 1, 0);
    game_bump(game);
    assert_true(flagship_gain(t_state(game), p, sys));
    if (!ships) {
        t_state(game)->sys[sys].fresh[p]--;
        t_state(game)->pl[p].ships_supply++;
        game_bump(game);
    }
}

/* ARCS_TEST_LOG=1: the game's log on stderr (for debugging a scenario). */
static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

static arcs_game *two_outlaws(void) {
    arcs_game *game = scenario(2, 0);
    clear_holdings(game, false);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    return game;
}

static bool deciding(arcs_game *game, int kind) {
    return game->s.battle.active && top_frame_c(&game->s)->kind == kind;
}

/* Campaign rulebook p. 23, attack example: "Your Flagship has 2 fresh
 * starports. You collect 2 assault dice along with the dice you collect
 * for your other attacking ships. When you take a [self-hit], you choose
 * to hit your Ship Crane even though you have other attacking ships you
 * could hit." p0: 1 fresh ship and the Flagship (Ship Crane and Hull
 * starports, fresh; a damaged Hull Armor starport) against p1's 2 ships. */
static void attack_example(void **state) {
    (void)state;
    arcs_game *game = two_outlaws();
    flagship_for(game, 0, SYS_2HEX, 1);
    put_board(game, 0, UPGRADE_SHIP_CRANE, FLAGSHIP_UPGRADE, true, false);
    put_board(game, 0, UPGRADE_HULL, FLAGSHIP_UPGRADE, true, false);
    put_board(game, 0, UPGRADE_HULL, FLAGSHIP_ARMOR, true, true);
    t_place_ships(game, 1, SYS_2HEX, 2, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    t_assert_invariants(game);
    ok(game, "p0 action battle");
    /* 1 die for the ship + 2 for the 2 fresh starports (the damaged Armor
     * adds none). */
    assert_true(t_is_legal(game, "p0 dice assault 3"));
    assert_false(t_is_legal(game, "p0 dice assault 4"));
    /* Assault: self+hit, blank, blank. */
    const uint8_t faces[] = {1, 0, 0};
    battle_force_faces(t_state(game), faces, 3);
    ok(game, "p0 dice assault 3");
    /* The self-hit: the ship, the Ship Crane or the Hull column. */
    assert_true(deciding(game, FR_BATTLE_HIT));
    assert_int_equal(t_hit_targets_offered(game),
                     1u << HIT_FRESH | 1u << (HIT_FLAGSHIP + UPGRADE_SHIP_CRANE) | 1u << (HIT_FLAGSHIP + UPGRADE_HULL));
    /* Empty columns, a building the attacker lacks: refused, unchanged. */
    t_refused_unchanged(game, "p0 hit 12");
    t_refused_unchanged(game, "p0 hit 2");
    t_refused_unchanged(game, "p0 hit 1");
    arcs_move m;
    char label[160];
    assert_int_equal(arcs_move_from_str("p0 hit 16", &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_string_equal(label, "Assign the hit to Player 1's Flagship: the Ship Crane Upgrade (starport)");
    ok(game, "p0 hit 16");
    const game_state *g = &game->s;
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_SHIP_CRANE][FLAGSHIP_UPGRADE], BLD_MAKE(0, true, true));
    assert_int_equal(g->sys[SYS_2HEX].fresh[0], 1);
    /* The hit: p1's ship damaged. */
    assert_int_equal(g->sys[SYS_2HEX].fresh[1], 1);
    assert_int_equal(g->sys[SYS_2HEX].damaged[1], 1);
    assert_false(g->battle.active);
    arcs_game_free(game);
}

/* "You must take hits from [self-hits] and [intercepts] with Upgrades and
 * Armor if no other attacking ships remain"; "Armor is always hit before
 * its Upgrade"; destroyed board pieces are the defender's Trophies. The
 * Flagship alone attacks (its 2 fresh starports: 2 dice), and keeps
 * attacking: it raids. */
static void attacker_flagship_alone(void **state) {
    (void)state;
    arcs_game *game = two_outlaws();
    flagship_for(game, 0, SYS_2HEX, 0);
    put_board(game, 0, UPGRADE_HULL, FLAGSHIP_UPGRADE, true, false);
    put_board(game, 0, UPGRADE_HULL, FLAGSHIP_ARMOR, false, false);
    put_board(game, 0, UPGRADE_SHIP_CRANE, FLAGSHIP_UPGRADE, true, false);
    t_place_ships(game, 1, SYS_2HEX, 1, 0);
    t_give_resource(game, 1, 1, ARCS_FUEL); /* slot 2: 1 key */
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    assert_true(t_is_legal(game, "p0 dice assault 2"));
    assert_false(t_is_legal(game, "p0 dice assault 3"));
    /* 1 assault die (self+hit), 1 raid die (intercept, 2 keys): p1 has no
     * Flagship and no building on the map, so the base Raid Dice Limit
     * allows raid dice. */
    ok(game, "p0 dice assault 1");
    ok(game, "p0 dice skirmish 0");
    const uint8_t faces[] = {1, 1}; /* face 1 of each */
    battle_force_faces(t_state(game), faces, 2);
    ok(game, "p0 dice raid 1");
    /* Intercept: p1's fresh ship deals 1 hit: with the self-hit, 2 hits
     * on the board only. */
    assert_true(deciding(game, FR_BATTLE_HIT));
    assert_int_equal(t_hit_targets_offered(game),
                     1u << (HIT_FLAGSHIP + UPGRADE_SHIP_CRANE) | 1u << (HIT_FLAGSHIP + UPGRADE_HULL));
    ok(game, "p0 hit 17"); /* the Hull Armor (a city) first: damaged */
    const game_state *g = &game->s;
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_HULL][FLAGSHIP_ARMOR], BLD_MAKE(0, false, true));
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_HULL][FLAGSHIP_UPGRADE], BLD_MAKE(0, true, false));
    ok(game, "p0 hit 17"); /* destroyed: p1's Trophy; the Upgrade stays */
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_HULL][FLAGSHIP_ARMOR], 0);
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_HULL][FLAGSHIP_UPGRADE], BLD_MAKE(0, true, false));
    assert_int_equal(g->pl[1].trophy_cities[0], 1);
    assert_int_equal(g->pl[1].outrage, 0);
    /* The hit damages p1's ship; the Flagship still attacks: it raids
     * with its 2 keys. */
    assert_int_equal(g->sys[SYS_2HEX].damaged[1], 1);
    assert_true(deciding(game, FR_BATTLE_RAID));
    ok(game, "p0 raid 0 1");
    assert_int_equal(g->pl[1].res[1], RES_EMPTY);
    assert_int_equal(g->sys[SYS_2HEX].fresh[0] + g->sys[SYS_2HEX].damaged[0], 0);
    assert_int_equal(g->camp.flagship[0], SYS_2HEX + 1);
    arcs_game_free(game);
}

/* Campaign rulebook p. 24, defend example: "You're defending with a fresh
 * ship and a Flagship with no Defense Array, so they take 1 intercept hit.
 * The [2 hits] destroy the fresh ship. The third [hit] and the [building
 * hit] hit the Hull Armor twice, destroying it." The Hull Armor is a city:
 * destroying it provokes no Outrage and ransacks no Court card ("Destroying
 * Cities."), though p1 has an agent there. */
static void defend_example(void **state) {
    (void)state;
    arcs_game *game = two_outlaws();
    game_state *g = t_state(game);
    flagship_for(game, 1, SYS_2HEX, 1);
    put_board(game, 1, UPGRADE_HULL, FLAGSHIP_UPGRADE, true, false);
    put_board(game, 1, UPGRADE_HULL, FLAGSHIP_ARMOR, false, false);
    t_place_ships(game, 0, SYS_2HEX, 3, 0);
    assert_true(g->court_row_len > 0 && g->court_row[0] != NO_COURT_CARD);
    g->court_agents[0][1]++;
    g->pl[1].agents_supply--;
    game_bump(game);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    t_assert_invariants(game);
    ok(game, "p0 action battle");
    /* Assault intercept+hit (face 5), 2 hits (face 3); raid bldg+key
     * (face 3): a defending Flagship allows raid dice. */
    const uint8_t faces[] = {5, 3, 3};
    battle_force_faces(g, faces, 3);
    ok(game, "p0 dice assault 2");
    ok(game, "p0 dice skirmish 0");
    ok(game, "p0 dice raid 1");
    /* One intercept hit only (the fresh ship; not the Flagship): the
     * attacker's 3 fresh ships, one damaged. */
    assert_int_equal(g->sys[SYS_2HEX].fresh[0], 2);
    assert_int_equal(g->sys[SYS_2HEX].damaged[0], 1);
    /* 2 hits destroy the fresh ship; the third and the building hit the
     * Hull Armor twice: destroyed, p0's Trophy; the Upgrade is fresh. */
    assert_int_equal(g->sys[SYS_2HEX].fresh[1] + g->sys[SYS_2HEX].damaged[1], 0);
    assert_int_equal(g->pl[0].trophy_ships[1], 1);
    assert_int_equal(g->camp.flagship_board[1][UPGRADE_HULL][FLAGSHIP_ARMOR], 0);
    assert_int_equal(g->camp.flagship_board[1][UPGRADE_HULL][FLAGSHIP_UPGRADE], BLD_MAKE(1, true, false));
    assert_int_equal(g->pl[0].trophy_cities[1], 1);
    assert_int_equal(g->pl[0].outrage, 0);
    assert_int_equal(g->court_agents[0][1], 1);
    assert_int_equal(g->pl[0].trophy_agents[1], 0);
    assert_int_equal(g->camp.flagship[1], SYS_2HEX + 1);
    assert_false(g->battle.active);
    arcs_game_free(game);
}

/* p1's Flagship in 2-hex (Slipstream Drive city and Hull starport
 * Upgrades) with `fresh` and `damaged` ships, against p0's 2 ships;
 * p0 battles. */
static arcs_game *flagship_defends(int fresh, int damaged) {
    arcs_game *game = two_outlaws();
    game_state *g = t_state(game);
    flagship_for(game, 1, SYS_2HEX, fresh + damaged);
    g->sys[SYS_2HEX].fresh[1] = (uint8_t)fresh;
    g->sys[SYS_2HEX].damaged[1] = (uint8_t)damaged;
    put_board(game, 1, UPGRADE_SLIPSTREAM, FLAGSHIP_UPGRADE, false, false);
    put_board(game, 1, UPGRADE_HULL, FLAGSHIP_UPGRADE, true, false);
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    t_assert_invariants(game);
    ok(game, "p0 action battle");
    return game;
}

/* "If the Flagship is the only remaining defending ship, the attacker hits
 * Upgrades and Armor with [hits]": not before. Building hits reach the
 * board any time. Refused targets leave the game byte-identical. */
static void defender_hit_order(void **state) {
    (void)state;
    arcs_game *game = flagship_defends(1, 1);
    game_state *g = t_state(game);
    const uint8_t faces[] = {3, 4}; /* skirmish hit, hit */
    battle_force_faces(g, faces, 2);
    ok(game, "p0 dice assault 0");
    ok(game, "p0 dice skirmish 2");
    if (deciding(game, FR_BATTLE_DICE)) ok(game, "p0 dice raid 0");
    /* 2 hits: the fresh or the damaged ship; the board is no target yet. */
    assert_int_equal(t_hit_targets_offered(game), 1u << HIT_FRESH | 1u << HIT_DAMAGED);
    t_refused_unchanged(game, "p0 hit 12");
    t_refused_unchanged(game, "p0 hit 17");
    t_refused_unchanged(game, "p0 hit 13");
    ok(game, "p0 hit 1"); /* the second hit: the fresh ship, the only target */
    assert_int_equal(g->sys[SYS_2HEX].fresh[1], 0);
    assert_int_equal(g->sys[SYS_2HEX].damaged[1], 1);
    assert_int_equal(g->camp.flagship_board[1][UPGRADE_SLIPSTREAM][FLAGSHIP_UPGRADE], BLD_MAKE(1, false, false));
    assert_false(g->battle.active);
    arcs_game_free(game);

    /* 2 hits and a building hit on a lone damaged ship: the second hit
     * reaches the board (a choice of column), so does the building hit. */
    game = flagship_defends(0, 1);
    g = t_state(game);
    const uint8_t more[] = {3, 3}; /* assault 2 hits, raid bldg+key */
    battle_force_faces(g, more, 2);
    ok(game, "p0 dice assault 1");
    ok(game, "p0 dice skirmish 0");
    ok(game, "p0 dice raid 1");
    /* The first hit destroyed the damaged ship (the only target). */
    assert_int_equal(g->sys[SYS_2HEX].damaged[1], 0);
    assert_int_equal(t_hit_targets_offered(game),
                     1u << (HIT_FLAGSHIP + UPGRADE_SLIPSTREAM) | 1u << (HIT_FLAGSHIP + UPGRADE_HULL));
    t_refused_unchanged(game, "p0 hit 0");
    t_refused_unchanged(game, "p0 hit 2");
    ok(game, "p0 hit 12");
    assert_int_equal(g->camp.flagship_board[1][UPGRADE_SLIPSTREAM][FLAGSHIP_UPGRADE], BLD_MAKE(1, false, true));
    assert_true(deciding(game, FR_BATTLE_HIT)); /* the building hit */
    ok(game, "p0 hit 12");
    assert_int_equal(g->camp.flagship_board[1][UPGRADE_SLIPSTREAM][FLAGSHIP_UPGRADE], 0);
    assert_int_equal(g->pl[0].trophy_cities[1], 1);
    assert_int_equal(g->pl[0].outrage, 0);
    arcs_game_free(game);
}

/* The attacker's dice at the dice frames: the raid die offered? */
static bool raid_offered(arcs_game *game) {
    ok(game, "p0 dice assault 1");
    ok(game, "p0 dice skirmish 0");
    return deciding(game, FR_BATTLE_DICE) && t_is_legal(game, "p0 dice raid 1");
}

/* "While you have a Flagship, Rivals who battle you have a different Raid
 * Dice Limit: they can only collect raid dice if there are defending
 * buildings or a defending Flagship." p1 has no building on the map (the
 * base limit would allow raid dice): with p1's Flagship elsewhere, none;
 * with it defending, yes. Tractor Beam: "When your Flagship is defending
 * in battle, the attacker cannot collect raid dice." */
static void raid_dice_limit_and_tractor_beam(void **state) {
    (void)state;
    for (int where = 0; where < 3; where++) {
        /* 0: the Flagship elsewhere; 1: defending; 2: defending with a
         * (damaged) Tractor Beam. */
        arcs_game *game = two_outlaws();
        flagship_for(game, 1, where ? SYS_2HEX : SYS_2GATE, 1);
        if (where == 0) t_place_ships(game, 1, SYS_2HEX, 1, 0);
        if (where == 2) put_board(game, 1, UPGRADE_TRACTOR_BEAM, FLAGSHIP_UPGRADE, false, true);
        t_place_ships(game, 0, SYS_2HEX, 2, 0);
        t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
        ok(game, "p0 action battle");
        assert_int_equal(raid_offered(game), where == 1);
        arcs_game_free(game);
    }
    /* Without a Flagship, the base limit: p1 has no building on the map. */
    arcs_game *game = two_outlaws();
    t_place_ships(game, 1, SYS_2HEX, 1, 0);
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    assert_true(raid_offered(game));
    arcs_game_free(game);
}

/* Defense Array: "When your Flagship is defending in battle, it deals
 * intercept hits equal to the number of fresh starports on its Flagship
 * board" (a damaged Defense Array still counts: ARCS-AID10A); without it
 * the Flagship deals none. p1: 1 fresh ship, the Flagship with 2 fresh
 * starports (and a damaged Defense Array starport). */
static void defense_array(void **state) {
    (void)state;
    for (int array = 0; array <= 1; array++) {
        arcs_game *game = two_outlaws();
        game_state *g = t_state(game);
        flagship_for(game, 1, SYS_2HEX, 1);
        put_board(game, 1, UPGRADE_HULL, FLAGSHIP_UPGRADE, true, false);
        put_board(game, 1, UPGRADE_SHIP_CRANE, FLAGSHIP_UPGRADE, true, false);
        if (array) put_board(game, 1, UPGRADE_DEFENSE_ARRAY, FLAGSHIP_UPGRADE, true, true);
        t_place_ships(game, 0, SYS_2HEX, 4, 0);
        t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
        ok(game, "p0 action battle");
        const uint8_t faces[] = {5}; /* intercept+hit */
        battle_force_faces(g, faces, 1);
        ok(game, "p0 dice assault 1");
        ok(game, "p0 dice skirmish 0");
        ok(game, "p0 dice raid 0");
        /* 1 (the ship) + 2 (the fresh starports) with the Array, else 1:
         * the first on a fresh ship; then the attacker chooses. */
        if (array) {
            assert_true(deciding(game, FR_BATTLE_HIT));
            assert_int_equal(g->battle.self_hits, 2);
            ok(game, "p0 hit 0");
            ok(game, "p0 hit 0");
        }
        assert_int_equal(g->sys[SYS_2HEX].damaged[0], array ? 3 : 1);
        arcs_game_free(game);
    }
}

/* A lore card from the Court deck to p's play area, as if secured. */
static void lore_to(arcs_game *game, int p, int card) {
    game_state *g = t_state(game);
    lore_into_row(game, card, 2);
    t_take_out_court_card(g, card);
    play_area_add(g, p, card);
    game_bump(game);
    t_assert_invariants(game);
}

/* "Cards that collect dice for Loyal ships like in battle—like Galactic
 * Rifles—let your Flagship collect 1 die per fresh starport on your
 * Flagship board" (yaml "Dice Collection."): the Flagship alone with 2
 * fresh starports fires up to 2 skirmish dice; its hits on p1's lone
 * Flagship go to the board (hit like buildings, never Outrage). */
static void galactic_rifles_flagship(void **state) {
    (void)state;
    arcs_game *game = two_outlaws();
    game_state *g = t_state(game);
    assert_true(systems_adjacent(g, SYS_2HEX, SYS_2GATE));
    lore_to(game, 0, CARD_L02);
    flagship_for(game, 0, SYS_2HEX, 0);
    put_board(game, 0, UPGRADE_HULL, FLAGSHIP_UPGRADE, true, false);
    put_board(game, 0, UPGRADE_SHIP_CRANE, FLAGSHIP_UPGRADE, true, false);
    put_board(game, 0, UPGRADE_CONTROL_ARRAY, FLAGSHIP_UPGRADE, true, true);
    flagship_for(game, 1, SYS_2GATE, 0);
    put_board(game, 1, UPGRADE_HULL, FLAGSHIP_UPGRADE, false, true);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 card galactic-rifles fire pip");
    ok(game, "p0 card galactic-rifles fire-from 2-hex");
    assert_true(t_is_legal(game, "p0 card galactic-rifles fire-dice 2"));
    assert_false(t_is_legal(game, "p0 card galactic-rifles fire-dice 3"));
    ok(game, "p0 card galactic-rifles fire-dice 2");
    const uint8_t faces[] = {3, 0}; /* hit, blank */
    battle_force_faces(g, faces, 2);
    ok(game, "p0 card galactic-rifles fire-at 2-gate p1");
    /* The hit destroys the damaged Hull city: a Trophy, no Outrage. */
    assert_int_equal(g->camp.flagship_board[1][UPGRADE_HULL][FLAGSHIP_UPGRADE], 0);
    assert_int_equal(g->pl[0].trophy_cities[1], 1);
    assert_int_equal(g->pl[0].outrage, 0);
    assert_int_equal(g->camp.flagship[1], SYS_2GATE + 1);
    arcs_game_free(game);
}

/* "Cards that improve your Loyal ships ... do improve your Flagship, since
 * it is a fresh Loyal ship" (yaml "Ship Improvements."): Railgun Arrays
 * ("they must take 1 hit if any Loyal defending ships are fresh") with
 * p1's Flagship the only defending ship. */
static void railgun_arrays_flagship(void **state) {
    (void)state;
    arcs_game *game = two_outlaws();
    game_state *g = t_state(game);
    lore_to(game, 1, CARD_L12);
    flagship_for(game, 1, SYS_2HEX, 0);
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    /* The Railgun hit, on one of p0's 2 fresh ships, before the dice. */
    assert_int_equal(g->sys[SYS_2HEX].damaged[0], 1);
    assert_true(deciding(game, FR_BATTLE_DICE));
    arcs_game_free(game);
}

/* Seeker Torpedoes: "reroll up to 1 assault die for each fresh Loyal
 * attacking ship": the attacking Flagship is one. p0: 1 fresh ship and
 * the Flagship (2 fresh starports: 3 assault dice): up to 2 dice. */
static void seeker_torpedoes_flagship(void **state) {
    (void)state;
    arcs_game *game = two_outlaws();
    lore_to(game, 0, CARD_L14);
    flagship_for(game, 0, SYS_2HEX, 1);
    put_board(game, 0, UPGRADE_HULL, FLAGSHIP_UPGRADE, true, false);
    put_board(game, 0, UPGRADE_SHIP_CRANE, FLAGSHIP_UPGRADE, true, false);
    t_place_ships(game, 1, SYS_2HEX, 1, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    const uint8_t faces[] = {0, 3, 5}; /* three different faces */
    battle_force_faces(t_state(game), faces, 3);
    ok(game, "p0 dice assault 3");
    /* Sets of 1 or 2 of the 3 dice. */
    assert_int_equal(t_count_legal(game, "p0 card seeker-torpedoes reroll"), 6);
    arcs_game_free(game);
}

/* Hidden Harbors: "the attacker cannot collect raid dice if you have a
 * fresh defending starport"; a fresh starport on the defending Flagship's
 * board is one (yaml "Building Checks."), a damaged one is not. */
static void hidden_harbors_flagship(void **state) {
    (void)state;
    for (int fresh = 0; fresh <= 1; fresh++) {
        arcs_game *game = two_outlaws();
        lore_to(game, 1, CARD_L05);
        flagship_for(game, 1, SYS_2HEX, 1);
        put_board(game, 1, UPGRADE_HULL, FLAGSHIP_UPGRADE, true, !fresh);
        t_place_ships(game, 0, SYS_2HEX, 2, 0);
        t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
        ok(game, "p0 action battle");
        assert_int_equal(raid_offered(game), !fresh);
        arcs_game_free(game);
    }
}

/* Cities on the map, of any owner. */
static int cities_on_map(const game_state *g) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++) n += BLD_IS_CITY(g->sys[s].bld[i]);
    return n;
}

/* The hits p's Flagship board can still take: 2 per fresh piece, 1 per
 * damaged one. */
static int board_health(const game_state *g, int p) {
    int n = 0;
    for (int c = 0; c < FLAGSHIP_COLUMNS; c++)
        for (int r = 0; r < 2; r++) {
            uint8_t b = g->camp.flagship_board[p][c][r];
            n += (b & BLD_OCCUPIED) ? 2 - BLD_IS_DAMAGED(b) : 0;
        }
    return n;
}

/* Random campaign games, every player with a Flagship from the start and
 * some Upgrades and Armor; battles preferred, hits on the boards
 * preferred: invariants, round trips, the Flagships never leave the map,
 * destroying board cities never Provokes Outrage (the destroyer's Outrage
 * only changes when a map city was destroyed). */
static void random_battles_with_flagships(void **state) {
    (void)state;
    const char *env = getenv("ARCS_FLAGSHIP_BATTLE_GAMES");
    int games = env && atoi(env) > 0 ? atoi(env) : 10;
    int battles = 0, board_hits[2] = {0, 0}, board_destroyed = 0;
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
                int depth = g->depth;
                /* Starports on the board: dice, intercepts (Defense Array),
                 * Tractor Beam; a city as Hull Armor. */
                int cols[3] = {UPGRADE_HULL, (int)(next(&fit) % 5), (int)(next(&fit) % 5)};
                for (int i = 0; i < 3; i++)
                    if (!(g->camp.flagship_board[p][cols[i]][FLAGSHIP_UPGRADE] & BLD_OCCUPIED) &&
                        g->pl[p].starports_supply)
                        put_board(game, p, cols[i], FLAGSHIP_UPGRADE, true, false);
                if (g->pl[p].cities_on_board) put_board(game, p, UPGRADE_HULL, FLAGSHIP_ARMOR, false, false);
                while (g->depth > depth) t_random_move(game, &fit);
            }
            t_assert_invariants(game);
            uint64_t rng = seed * 2654435761u + 1;
            for (int move = 0; move < 1500 && !arcs_game_over(game); move++) {
                arcs_move moves[ARCS_MAX_LEGAL_MOVES];
                size_t n = 0;
                assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
                assert_true(n > 0);
                arcs_move chosen = moves[next(&rng) % n];
                /* All the dice offered (the last option: most dice). */
                if (moves[n - 1].kind == ARCS_MOVE_DICE && next(&rng) % 4) chosen = moves[n - 1];
                for (size_t i = 0; i < n; i++) {
                    bool battle = (moves[i].kind == ARCS_MOVE_SPEND && moves[i].b == ARCS_ACT_BATTLE) ||
                                  (moves[i].kind == ARCS_MOVE_ACTION && moves[i].a == ARCS_ACT_BATTLE);
                    if ((battle || (moves[i].kind == ARCS_MOVE_HIT && moves[i].a >= HIT_FLAGSHIP)) && next(&rng) % 4) {
                        chosen = moves[i];
                        break;
                    }
                }
                uint64_t before = arcs_state_hash(game);
                uint8_t outrage[MAX_PLAYERS];
                int health[MAX_PLAYERS], cities[MAX_PLAYERS], pieces[MAX_PLAYERS];
                for (int p = 0; p < players; p++) {
                    outrage[p] = g->pl[p].outrage;
                    health[p] = board_health(g, p);
                    cities[p] = flagship_pieces(g, p, false);
                    pieces[p] = cities[p] + flagship_pieces(g, p, true);
                }
                int map_cities = cities_on_map(g);
                int sides[2] = {g->battle.active ? g->battle.attacker : -1, g->battle.active ? g->battle.defender : -1};
                if (arcs_apply(game, chosen) != ARCS_OK)
                    fail_msg("%dp seed %llu move %d: refused (%s)", players, (unsigned long long)seed, move,
                             arcs_last_error(game));
                battles += chosen.kind == ARCS_MOVE_ACTION && chosen.a == ARCS_ACT_BATTLE;
                if (g->battle.active) sides[0] = g->battle.attacker, sides[1] = g->battle.defender;
                for (int p = 0; p < players; p++) {
                    if (board_health(g, p) >= health[p]) continue;
                    /* No battle: a Crisis's hits (flagship_events.c). */
                    if (sides[0] < 0) continue;
                    /* Hit in a battle: as an attacker (like ships) or a
                     * defender (like buildings). */
                    assert_true(p == sides[0] || p == sides[1]);
                    board_hits[p == sides[1]]++;
                    board_destroyed += flagship_pieces(g, p, false) + flagship_pieces(g, p, true) < pieces[p];
                    /* A board city destroyed and no city of the map (Free
                     * ones included): no Outrage for anyone. */
                    if (flagship_pieces(g, p, false) < cities[p] && cities_on_map(g) == map_cities)
                        for (int q = 0; q < players; q++) assert_int_equal(g->pl[q].outrage, outrage[q]);
                }
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
    print_message("%d battles; hits on Flagship boards: %d attacking, %d defending; %d board pieces destroyed\n",
                  battles, board_hits[0], board_hits[1], board_destroyed);
    assert_true(battles > 0);
    assert_true(board_hits[0] > 0);
    assert_true(board_hits[1] > 0);
    assert_true(board_destroyed > 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(attack_example),
        cmocka_unit_test(attacker_flagship_alone),
        cmocka_unit_test(defend_example),
        cmocka_unit_test(defender_hit_order),
        cmocka_unit_test(raid_dice_limit_and_tractor_beam),
        cmocka_unit_test(defense_array),
        cmocka_unit_test(galactic_rifles_flagship),
        cmocka_unit_test(railgun_arrays_flagship),
        cmocka_unit_test(seeker_torpedoes_flagship),
        cmocka_unit_test(hidden_harbors_flagship),
        cmocka_unit_test(random_battles_with_flagships),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
