/*
 * Act I of the Magnate, the Advocate, the Partisan and the Admiral
 * (lib/cards/campaign/fates/: magnate/, advocate/, partisan/, admiral/):
 * their setup, objectives and cards, the rulebook's Admiral example with
 * forced dice, the faq.csv rulings on them, bad input and the Informants'
 * exchange kept from the other players. The random Act I games rotating
 * every Fate are tests/test_fates.c (FATE_TRIGGERS).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign_fixture.h"
#include "campaign/fates.h"
#include "campaign/summit.h"
#include "campaign/trust.h"
#include "cards/hooks.h"
#include "core/game.h"
#include "data/card_ids.h"
#include "data/tables.h"

#define EVENT1 (1u << EVENT_CARD_FIRST)
#define EVENT2 (1u << (EVENT_CARD_FIRST + 1))
#define CON ARCS_CONSTRUCTION
#define BIT(suit, n) (1u << t_card(suit, n))
#define SYS_2HEX (1 * 4 + SYS_HEX)
#define SYS_3ARROW (2 * 4 + SYS_ARROW)

static int top_kind(const arcs_game *game) { return top_frame_c(&game->s)->kind; }

/* ARCS_TEST_LOG set: the games' logs on stderr (for reading a failure). */
static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

/* scenario() with the given Fates (CARD_FATE0k, one per seat; the Fates
 * of Act I Setup's random deal are replaced) and 1 fresh ship of each
 * player at a gate of its own (no elimination placement). Resources and
 * Guild cards of the random start are put away first, so only what a test
 * gives and the given Fates' cards count. */
static arcs_game *table(int players, unsigned regents, const int *fates) {
    arcs_game *game = scenario(players, regents);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    clear_holdings(game, true);
    for (int p = 0; p < players; p++) set_fate(game, p, fates[p]);
    for (int p = 0; p < players; p++) t_place_ships(game, p, 4 * (p + 2), 1, 0);
    return game;
}


/* Ambition marker m in box a (a declared ambition). */
static void declared(arcs_game *game, int m, int a) { t_state(game)->marker_box[m] = (uint8_t)a; }

static int objective(const arcs_game *game, int p) { return objective_space(&game->s, p); }

/* Agents off every Court card, back to their supplies. */
static void clear_court_agents(game_state *g) {
    for (int pos = 0; pos < g->court_row_len; pos++)
        for (int q = 0; q < g->num_players; q++) {
            g->pl[q].agents_supply = (uint8_t)(g->pl[q].agents_supply + g->court_agents[pos][q]);
            g->court_agents[pos][q] = 0;
        }
}

/* The Advocate (p0), the Magnate and the Admiral; p0 first for Keeper
 * (Guild Overseers allows their Guild actions). */
static arcs_game *advocate_table(void) {
    const int fates[3] = {CARD_FATE04, CARD_FATE02, CARD_FATE07};
    arcs_game *game = table(3, 7u, fates);
    declared(game, 0, ARCS_KEEPER);
    t_give_resource(game, 0, 0, ARCS_RELIC);
    return game;
}

/* ---------------------------------------------------------------- Admiral */

/* ARCS-F701A: Imperial Officers held, Use Imperial Foundries in the rules
 * booklet, the First Regent tile (no Steward in play); the marker on 13. */
static void admiral_setup(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE07, CARD_FATE02, CARD_FATE03};
    arcs_game *game = table(3, 7u, fates);
    const game_state *g = &game->s;
    assert_true(held_index(g, 0, CARD_F702) >= 0);
    int edicts = 0;
    for (int i = 0; i < g->camp.booklet_len; i++) edicts += g->camp.booklet[i] == CARD_F703;
    assert_int_equal(edicts, 1);
    assert_int_equal(g->camp.first_regent, 0);
    assert_int_equal(objective(game, 0), 13);
    t_assert_invariants(game);
    arcs_game_free(game);
    /* With the Steward in play the Admiral does not take the tile. */
    const int with_steward[3] = {CARD_FATE01, CARD_FATE07, CARD_FATE03};
    game = table(3, 7u, with_steward);
    assert_int_not_equal(game->s.camp.first_regent, 1);
    arcs_game_free(game);
}

/* The p. 12 round of Events (p0 leads, p1 and p2 play Events), then an
 * Edict face: the Edicts resolve (Govern with `policy` on top). */
static void edicts_round(arcs_game *game, int policy) {
    uint32_t hands[3] = {BIT(CON, 2) | BIT(CON, 5), EVENT1 | BIT(ARCS_AGGRESSION, 3), EVENT2 | BIT(ARCS_MOBILIZATION, 4)};
    t_state(game)->camp.govern_top = (uint8_t)policy;
    t_begin_round(game, 0, hands);
    force_chance(game);
    lead(game, "p0 lead Construction-2");
    ok(game, "p0 end-turn");
    follow(game, "p1 event Event-1");
    follow(game, "p2 event Event-2");
    ok(game, "p0 no-summit");
    ok(game, "chance chance roll number 1");
    ok(game, "chance chance roll event 5"); /* Edict, crescent */
}

/* Campaign rulebook (md p. 8), the Objective example: "Lotus places 2
 * Imperial ships at the same time while winning an ambition. They move
 * their objective marker down twice. Later, they gain 3 Trophies in a
 * battle with an Imperial ship, moving it down three more times." Lotus
 * is the Admiral (p0), First Regent, winning Tycoon (a Material, which
 * Escalation's Demand puts into the Imperial Trust, where it still counts
 * for the First Regent); Requisition Ships places 2 Imperial ships at
 * once. Then p0 battles an Outlaw with 2 Loyal ships and an Imperial ship:
 * forced dice destroy 3 ships, 3 Trophies. */
static void admiral_objective_example(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE07, CARD_FATE02, CARD_FATE03};
    arcs_game *game = table(3, 7u, fates);
    declared(game, 0, ARCS_KEEPER);
    t_give_resource(game, 0, 0, ARCS_RELIC);
    t_give_resource(game, 0, 1, ARCS_FUEL);
    put_imperial(game, 9, 1, 0);
    edicts_round(game, 3); /* Escalation */
    ok(game, "p0 enforce");
    ok(game, "p0 demand p0 0 1");
    assert_int_equal(objective(game, 0), 13);
    char sys[16], text[48];
    snprintf(text, sizeof text, "p0 requisition %s", system_name(9, sys));
    ok(game, text);
    assert_int_equal(objective(game, 0), 11);
    /* Use Imperial Foundries (Edict 55) comes after Govern (03): the
     * Admiral, holding Imperial Officers, resolves it (no starport: only
     * "decline"). */
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(&game->s)->card, CARD_F703);
    assert_int_equal(t_count_legal(game, "p0 card use-imperial-foundries"), 0);
    ok(game, "p0 decline");
    arcs_game_free(game);

    /* The battle: p1 an Outlaw with 3 damaged ships in 2-hex; p0 attacks
     * with 2 fresh ships and adds the Imperial ship there. */
    game = table(3, 5u, fates); /* p0, p2 Regents; p1 an Outlaw */
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    t_place_ships(game, 1, SYS_2HEX, 0, 3);
    put_imperial(game, SYS_2HEX, 1, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    if (top_kind(game) == FR_BATTLE_SYSTEM) ok(game, "p0 battle-system 2-hex");
    if (top_kind(game) == FR_BATTLE_DEFENDER) ok(game, "p0 battle-defender p1");
    ok(game, "p0 add-imperial 1 0");
    const uint8_t faces[] = {3, 3, 3}; /* assault: 2 hits each */
    battle_force_faces(t_state(game), faces, 3);
    ok(game, "p0 dice assault 3");
    while (game->s.battle.active && top_kind(game) == FR_BATTLE_HIT) ok(game, "p0 hit 1");
    assert_int_equal(game->s.pl[0].trophy_ships[1], 3);
    assert_int_equal(objective(game, 0), 10);
    arcs_game_free(game);
}

/* The Admiral's marker moves only under the objective's conditions: no
 * advance for Imperial ships placed while not winning, nor for Trophies
 * taken without attacking Imperial ships; an Outlaw Admiral buries
 * Imperial Officers. */
static void admiral_objective_conditions(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE07, CARD_FATE02, CARD_FATE03};
    arcs_game *game = table(3, 7u, fates);
    /* Tied first for Keeper: not winning. */
    declared(game, 0, ARCS_KEEPER);
    t_give_resource(game, 0, 0, ARCS_RELIC);
    t_give_resource(game, 1, 0, ARCS_RELIC);
    t_give_resource(game, 0, 1, ARCS_FUEL);
    t_give_resource(game, 1, 1, ARCS_FUEL);
    put_imperial(game, 9, 1, 0);
    edicts_round(game, 3);
    ok(game, "p0 enforce");
    ok(game, "p0 demand p0 0 1");
    ok(game, "p0 demand p1 0 1");
    char sys[16], text[48];
    snprintf(text, sizeof text, "p0 requisition %s", system_name(9, sys));
    ok(game, text);
    assert_int_equal(objective(game, 0), 13);
    arcs_game_free(game);

    /* A battle without Imperial ships: the Trophies do not count. */
    game = table(3, 5u, fates);
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    t_place_ships(game, 1, SYS_2HEX, 0, 2);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    if (top_kind(game) == FR_BATTLE_SYSTEM) ok(game, "p0 battle-system 2-hex");
    const uint8_t faces[] = {3, 3};
    battle_force_faces(t_state(game), faces, 2);
    ok(game, "p0 dice assault 2");
    while (game->s.battle.active && top_kind(game) == FR_BATTLE_HIT) ok(game, "p0 hit 1");
    assert_int_equal(game->s.pl[0].trophy_ships[1], 2);
    assert_int_equal(objective(game, 0), 13);
    arcs_game_free(game);

    /* Made an Outlaw: "Bury this if you are an Outlaw." */
    game = table(3, 7u, fates);
    game_state *g = t_state(game);
    int deck = g->court_deck_len;
    assert_int_equal(first_regent_heirs(g, 0) & 2u, 2u); /* p1 (or p2) */
    campaign_leave_empire(g, 0, 1);
    assert_int_equal(held_index(g, 0, CARD_F702), -1);
    assert_int_equal(g->court_deck_len, deck + 1);
    assert_int_equal(court_deck_pile(g)[0], CARD_F702); /* the bottom */
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv, Admiral Act I Objective [81]: "Do trophies taken as part of
 * ransacking the court count towards Admiral's objective? Yes, if
 * Ransacking the Court is triggered by destroying a city in battle": the
 * Admiral destroys the Outlaw's city with an Imperial ship attacking and
 * Ransacks a Court card with 2 of the Outlaw's agents: the city and the 2
 * agents, 3 Trophies, 3 spaces. */
static void admiral_ransack_faq(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE07, CARD_FATE02, CARD_FATE03};
    arcs_game *game = table(3, 5u, fates);
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    t_place_building(game, 1, SYS_2HEX, 0, false, true);
    put_imperial(game, SYS_2HEX, 1, 0);
    g->pl[1].agents_supply = (uint8_t)(g->pl[1].agents_supply - 2);
    g->court_agents[1][1] = 2;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    if (top_kind(game) == FR_BATTLE_SYSTEM) ok(game, "p0 battle-system 2-hex");
    ok(game, "p0 add-imperial 1 0");
    const uint8_t faces[] = {3, 3, 3};
    battle_force_faces(t_state(game), faces, 3);
    ok(game, "p0 dice assault 3");
    while (game->s.battle.active && top_kind(game) == FR_BATTLE_HIT) ok(game, "p0 hit 2");
    assert_int_equal(game->s.pl[0].trophy_cities[1], 1);
    assert_int_equal(game->s.pl[0].trophy_agents[1], 2);
    assert_int_equal(objective(game, 0), 10);
    arcs_game_free(game);
}

/* Imperial Officers: "You ignore the Empire's Presence and Movement Laws."
 * Presence: on the holder's turn an Empire-controlled system without
 * their Loyal pieces is theirs (a damaged Imperial ship there may be
 * repaired); the other Regent, without the card, has no such control.
 * Movement: more Imperial ships than Loyal ships may come along, or
 * Imperial ships alone. */
static void imperial_officers(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE07, CARD_FATE02, CARD_FATE03};
    arcs_game *game = table(3, 7u, fates);
    put_imperial(game, SYS_3ARROW, 1, 1);
    t_start_lead_turn(game, 0, t_card(CON, 4));
    assert_true(player_controls(&game->s, 0, SYS_3ARROW));
    assert_true(t_is_legal(game, "p0 action repair"));
    ok(game, "p0 action repair");
    assert_true(t_is_legal(game, "p0 repair-imperial 3-arrow"));
    arcs_game_free(game);

    game = table(3, 7u, fates);
    put_imperial(game, SYS_3ARROW, 1, 1);
    t_start_lead_turn(game, 1, t_card(CON, 4));
    assert_false(player_controls(&game->s, 1, SYS_3ARROW));
    arcs_game_free(game);

    /* Movement: 1 Loyal ship leaves 2-hex with 3 Imperial ships there. */
    game = table(3, 7u, fates);
    t_place_ships(game, 0, SYS_2HEX, 1, 0);
    put_imperial(game, SYS_2HEX, 3, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
    ok(game, "p0 action move");
    ok(game, "p0 move-from 2-hex");
    ok(game, "p0 move-to 2-gate");
    ok(game, "p0 ships 1 0");
    assert_int_equal(top_kind(game), FR_MOVE_IMPERIAL);
    assert_true(t_is_legal(game, "p0 add-imperial 3 0"));
    ok(game, "p0 add-imperial 3 0");
    arcs_game_free(game);

    /* "You can take actions with any Imperial ships": 2 Imperial ships move
     * alone out of 3-arrow, where p0 has no Loyal piece; a Regent without
     * the card cannot. */
    game = table(3, 7u, fates);
    put_imperial(game, SYS_3ARROW, 2, 0);
    t_start_lead_turn(game, 1, t_card(ARCS_MOBILIZATION, 4));
    ok(game, "p1 action move");
    assert_false(t_is_legal(game, "p1 move-from 3-arrow"));
    arcs_game_free(game);
    game = table(3, 7u, fates);
    put_imperial(game, SYS_3ARROW, 2, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
    ok(game, "p0 action move");
    ok(game, "p0 move-from 3-arrow");
    assert_true(t_apply_prefix(game, "p0 move-to "));
    assert_int_equal(t_count_legal(game, "p0 ships"), 1);
    ok(game, "p0 ships 0 0");
    assert_false(t_is_legal(game, "p0 add-imperial 0 0"));
    ok(game, "p0 add-imperial 2 0");
    assert_int_equal(game->s.camp.imperial[SYS_3ARROW][0], 0);
    int moved = 0;
    for (int sys = 0; sys < NUM_SYSTEMS; sys++) moved += game->s.camp.imperial[sys][0];
    assert_int_equal(moved, 2);
    arcs_game_free(game);
}

/* Imperial Officers, "Ignoring the Presence Law": "you Command the
 * Imperial Fleet in all systems, even those with no Loyal pieces" -- battle
 * with Imperial ships alone and build at them (Presence Law: "move and
 * repair them, battle with them, build at them, and tax"). Forced dice. */

/* The Admiral (p0, holding Imperial Officers), the Magnate and the
 * Steward; `imperial` fresh Imperial ships in 3-arrow, no Loyal piece there
 * but, with `outlaw_ship`, 1 ship of p1; empty building slots there; p's
 * turn, leading `card`. */
static arcs_game *imperial_scene(unsigned regents, int imperial, bool outlaw_ship, int p, int card) {
    const int fates[3] = {CARD_FATE07, CARD_FATE02, CARD_FATE03};
    arcs_game *game = table(3, regents, fates);
    game_state *g = t_state(game);
    put_imperial(game, SYS_3ARROW, imperial, 0);
    if (outlaw_ship) t_place_ships(game, 1, SYS_3ARROW, 1, 0);
    for (int i = 0; i < SLOTS_PER_SYSTEM; i++) g->sys[SYS_3ARROW].bld[i] = 0;
    t_start_lead_turn(game, p, card);
    return game;
}

static void imperial_officers_battle_and_build(void **state) {
    (void)state;
    /* p0 (a Regent) attacks the Outlaw p1 (regents 5) in 3-arrow with 2
     * Imperial ships and no Loyal ship there. */
    const int aggression = t_card(ARCS_AGGRESSION, 4), construction = t_card(CON, 4);
    arcs_game *game = imperial_scene(5u, 2, true, 0, aggression);
    game_state *g = t_state(game);
    int mark = objective(game, 0);
    ok(game, "p0 action battle");
    if (top_kind(game) == FR_BATTLE_SYSTEM) ok(game, "p0 battle-in 3-arrow");
    if (top_kind(game) == FR_BATTLE_DEFENDER) ok(game, "p0 battle-defender p1");
    assert_int_equal(g->battle.system, SYS_3ARROW);
    assert_int_equal(g->battle.defender, 1);
    assert_int_equal(top_kind(game), FR_BATTLE_IMPERIAL);
    /* Alone, at least one Imperial ship attacks. */
    assert_false(t_is_legal(game, "p0 add-imperial 0 0"));
    t_refused_unchanged(game, "p0 add-imperial 0 0");
    t_refused_unchanged(game, "p0 add-imperial 3 0");
    ok(game, "p0 add-imperial 2 0");
    /* Two assault dice, 2 hits each (face index 3): p1's ship is destroyed. */
    const uint8_t faces[] = {3, 3};
    battle_force_faces(g, faces, 2);
    ok(game, "p0 dice assault 2");
    while (g->battle.active && top_kind(game) == FR_BATTLE_HIT) {
        if (g->sys[SYS_3ARROW].fresh[1]) ok(game, "p0 hit 0");
        else ok(game, "p0 hit 1");
    }
    assert_int_equal(g->sys[SYS_3ARROW].fresh[1] + g->sys[SYS_3ARROW].damaged[1], 0);
    assert_int_equal(g->pl[0].trophy_ships[1], 1);
    /* A Trophy taken in battle with attacking Imperial ships (F701B). */
    assert_int_equal(objective(game, 0), mark - 1);
    t_assert_invariants(game);
    arcs_game_free(game);

    /* A Regent without the card (p2) has no battle there. */
    game = imperial_scene(5u, 2, true, 2, aggression);
    g = t_state(game);
    if (t_is_legal(game, "p2 action battle")) {
        ok(game, "p2 action battle");
        assert_false(t_is_legal(game, "p2 battle-in 3-arrow"));
        assert_true(g->battle.system != SYS_3ARROW || !g->battle.active);
    }
    arcs_game_free(game);

    /* Build at them: not for p2, without the card (its only piece is a
     * ship at a gate: no build at all); for p0 a city or starport in
     * 3-arrow, where it has only Imperial ships, fresh, since p0 controls
     * the Empire's system. */
    game = imperial_scene(7u, 1, false, 2, construction);
    assert_false(t_is_legal(game, "p2 action build"));
    arcs_game_free(game);
    game = imperial_scene(7u, 1, false, 0, construction);
    g = t_state(game);
    ok(game, "p0 action build");
    assert_true(t_is_legal(game, "p0 build-city 3-arrow"));
    t_refused_unchanged(game, "p0 build-city 3-gate");
    ok(game, "p0 build-starport 3-arrow");
    uint8_t b = g->sys[SYS_3ARROW].bld[0];
    assert_true((b & BLD_OCCUPIED) && BLD_IS_STARPORT(b) && (int)BLD_OWNER(b) == 0 && !BLD_IS_DAMAGED(b));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Use Imperial Foundries (Edict 55): for each Loyal starport of the
 * holder of Imperial Officers, 1 Loyal ship in its system may become an
 * Imperial ship; each is a placement for the objective (winning Tycoon). */
static void use_imperial_foundries(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE07, CARD_FATE02, CARD_FATE03};
    arcs_game *game = table(3, 7u, fates);
    declared(game, 0, ARCS_KEEPER);
    t_give_resource(game, 0, 0, ARCS_RELIC);
    t_place_building(game, 0, SYS_2HEX, 0, true, false);
    t_place_ships(game, 0, SYS_2HEX, 1, 1);
    t_place_building(game, 0, SYS_3ARROW, 0, true, false);
    int ships = game->s.pl[0].ships_supply, supply = game->s.camp.imperial_supply;
    edicts_round(game, 2); /* Peace: the Demand asks for Relics and Psionics */
    ok(game, "p0 enforce");
    ok(game, "p0 demand p0 0 0");
    assert_int_equal(top_frame_c(&game->s)->card, CARD_F703);
    /* 2-hex: a fresh or a damaged ship; 3-arrow has no Loyal ship. */
    assert_int_equal(t_count_legal(game, "p0 card use-imperial-foundries replace"), 2);
    t_refused_unchanged(game, "p0 card use-imperial-foundries replace 3-arrow 0");
    ok(game, "p0 card use-imperial-foundries replace 2-hex 1");
    /* One starport in 2-hex: one replacement there. */
    assert_int_equal(t_count_legal(game, "p0 card use-imperial-foundries replace"), 0);
    ok(game, "p0 decline");
    const game_state *g = &game->s;
    assert_int_equal(g->sys[SYS_2HEX].damaged[0], 0);
    assert_int_equal(g->sys[SYS_2HEX].fresh[0], 1);
    assert_int_equal(g->camp.imperial[SYS_2HEX][0], 1);
    assert_int_equal(g->pl[0].ships_supply, ships + 1);
    assert_int_equal(g->camp.imperial_supply, supply - 1);
    assert_int_equal(objective(game, 0), 12);
    arcs_game_free(game);
}

/* ---------------------------------------------------------------- Magnate */

/* Resources received are placed in an empty slot while there is one, else
 * the first placement offered. */
static void settle(arcs_game *game, int p) {
    while (top_kind(game) == FR_PLACE_RESOURCE) {
        char text[40];
        int empty = -1;
        for (int s = 0; s < open_res_slots(&game->s.pl[p]) && empty < 0; s++)
            if (!game->s.pl[p].res[s]) empty = s;
        snprintf(text, sizeof text, "p%d place-resource %d", p, empty);
        if (empty < 0 || !t_is_legal(game, text)) snprintf(text, sizeof text, "p%d discard-resource", p);
        if (!t_apply_prefix(game, text)) fail_msg("no placement for p%d", p);
    }
}

/* faq.csv, Magnate Act I Objective [49]: "Can I advance my Close Deals
 * with Rivals objectives by returning Favors in the Call to Order? No.
 * You can only advance in Summit Negotiations." Then in the Negotiations
 * a Rival's resource and a Rival's Favor advance 2 each; a resource the
 * Magnate gave that Rival in this Summit, given back, does not. */
static void magnate_close_deals(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE03, CARD_FATE02, CARD_FATE07};
    arcs_game *game = table(3, 7u, fates);
    t_give_favors(game, 0, 1, 1);
    t_place_building(game, 1, SYS_3ARROW, 0, false, false); /* opens slot 2 */
    t_place_building(game, 0, SYS_2HEX, 0, false, false);
    t_give_resource(game, 1, 1, ARCS_FUEL); /* 1 key */
    t_give_resource(game, 1, 2, ARCS_WEAPON);
    t_give_resource(game, 0, 0, ARCS_RELIC);
    assert_int_equal(objective(game, 0), 10);
    t_call_summit(game, 0);
    ok(game, "p0 return-favors p1 transfer");
    ok(game, "p0 transfer resource 1");
    settle(game, 0);
    assert_int_equal(objective(game, 0), 10); /* [49] */
    ok(game, "p0 order-done");
    /* p0 gives p1 the Relic; p1 gives it back and a Weapon. */
    int mine = -1;
    for (int s = 0; s < RES_SLOTS; s++)
        if (game->s.pl[0].res[s] == 1 + ARCS_RELIC) mine = s;
    char give[48];
    snprintf(give, sizeof give, "p0 transfer resource %d", mine);
    ok(game, "p0 deal-add p0 p1 transfer");
    ok(game, give);
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
    settle(game, 1);
    assert_int_equal(objective(game, 0), 10);
    int relic = -1, weapon = -1;
    for (int s = 0; s < RES_SLOTS; s++) {
        if (game->s.pl[1].res[s] == 1 + ARCS_RELIC) relic = s;
        if (game->s.pl[1].res[s] == 1 + ARCS_WEAPON) weapon = s;
    }
    assert_true(relic >= 0 && weapon >= 0);
    char text[48];
    ok(game, "p1 deal-add p1 p0 transfer");
    snprintf(text, sizeof text, "p1 transfer resource %d", relic);
    ok(game, text);
    ok(game, "p1 deal-add p1 p0 transfer");
    snprintf(text, sizeof text, "p1 transfer resource %d", weapon);
    ok(game, text);
    ok(game, "p1 deal-add p1 p0 promise"); /* a Favor */
    ok(game, "p1 deal-submit");
    ok(game, "p0 deal-accept");
    settle(game, 0);
    assert_int_equal(objective(game, 0), 6); /* the Weapon and the Favor, not the Relic */
    assert_int_equal(favor_count(&game->s, 0, 1), 1);
    arcs_game_free(game);
}

/* Export to the Galactic Core: on the Magnate's Negotiations turn, three
 * resources discarded advance 2; the Merchant League's are frozen and not
 * offered; bad slots are refused with the state unchanged. */
static void magnate_export(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE03, CARD_FATE02, CARD_FATE07};
    arcs_game *game = table(3, 7u, fates);
    t_place_building(game, 0, SYS_2HEX, 0, false, false); /* opens slot 2 */
    t_give_resource(game, 0, 0, ARCS_FUEL);
    t_give_resource(game, 0, 1, ARCS_WEAPON);
    card_res_add(t_state(game), CARD_F302, ARCS_RELIC, 2);
    t_call_summit(game, 0);
    ok(game, "p0 order-done");
    assert_int_equal(t_count_legal(game, "p0 card magnate-objective export"), 0); /* 2 in slots */
    t_give_resource(game, 0, 2, ARCS_MATERIAL);
    assert_int_equal(t_count_legal(game, "p0 card magnate-objective export"), 1);
    t_refused_unchanged(game, "p0 card magnate-objective export 11"); /* slot 3 is empty */
    arcs_move m;
    char label[ARCS_MOVE_LABEL_MAX];
    assert_int_equal(arcs_move_from_str("p0 card magnate-objective export 7", &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_string_equal(label, "Magnate Act I Objective: Export to the Galactic Core: discard Fuel (slot 1), Weapon (slot 2) and Material (slot 3)");
    int supply = game->s.res_supply[ARCS_FUEL];
    ok(game, "p0 card magnate-objective export 7");
    assert_int_equal(objective(game, 0), 8);
    assert_int_equal(game->s.res_supply[ARCS_FUEL], supply + 1);
    assert_int_equal(game->s.pl[0].res[0], RES_EMPTY);
    assert_int_equal(card_res_count(&game->s, CARD_F302, ARCS_RELIC), 2);
    /* Still p0's turn; the countdown starts again. */
    assert_int_equal(top_kind(game), FR_SUMMIT_NEGOTIATE);
    assert_int_equal(arcs_current_player(game), 0);
    arcs_game_free(game);
}

/* Merchant League: "When you declare an ambition, you may gain any 2
 * resources onto here"; they add to ambitions; "Crisis: Discard all
 * resources from here." */
static void merchant_league(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE03, CARD_FATE02, CARD_FATE07};
    arcs_game *game = table(3, 7u, fates);
    uint32_t hands[3] = {BIT(CON, 3) | BIT(CON, 5), BIT(ARCS_AGGRESSION, 3), BIT(ARCS_MOBILIZATION, 4)};
    t_begin_round(game, 0, hands);
    ok(game, "p0 lead Construction-3");
    assert_true(t_apply_prefix(game, "p0 declare "));
    assert_true(t_is_legal(game, "p0 card merchant-league gain Fuel"));
    assert_true(t_is_legal(game, "p0 decline"));
    ok(game, "p0 card merchant-league gain Fuel");
    ok(game, "p0 card merchant-league gain Material");
    const game_state *g = &game->s;
    assert_int_equal(card_res_count(g, CARD_F302, -1), 2);
    /* Fuel and Material on the card, and the card's own Fuel suit. */
    assert_int_equal(ambition_count(g, 0, ARCS_TYCOON), 3);
    /* Frozen: not in a slot, so never spent in the Prelude. */
    for (int s = 0; s < RES_SLOTS_MAX; s++) assert_int_equal(g->pl[0].res[s], RES_EMPTY);
    /* The Crisis (a Fate Crisis, held cards in turn order). */
    cards_fate_crises(t_state(game));
    assert_int_equal(card_res_count(g, CARD_F302, -1), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv, Merchant League [54]: "Can someone force me to give them a
 * resource off this card by returning my Favor during the Summit's Call to
 * Order? Yes." The caller holds 1 of the Magnate's Favors: a Relic off the
 * Merchant League costs 1 Favor (the card prints no raid cost). */
static void merchant_league_faq(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE02, CARD_FATE03, CARD_FATE07};
    arcs_game *game = table(3, 7u, fates);
    t_give_favors(game, 0, 1, 1);
    card_res_add(t_state(game), CARD_F302, ARCS_RELIC, 1);
    t_call_summit(game, 0);
    ok(game, "p0 return-favors p1 transfer");
    char text[32];
    snprintf(text, sizeof text, "p0 transfer resource %d", TRANSFER_CARD_RES + ARCS_RELIC);
    assert_true(t_is_legal(game, text));
    ok(game, text);
    if (top_kind(game) == FR_PLACE_RESOURCE) assert_true(t_apply_prefix(game, "p0 place-resource"));
    const game_state *g = &game->s;
    assert_int_equal(card_res_count(g, CARD_F302, -1), 0);
    assert_int_equal(g->pl[0].res[0], 1 + ARCS_RELIC);
    assert_int_equal(favor_count(g, 0, 1), 0);
    arcs_game_free(game);
}

/* ---------------------------------------------------------------- Advocate */

/* A Guild card of the campaign Court held by p (taken out of the Court). */
static void hold(arcs_game *game, int p, int card) {
    game_state *g = t_state(game);
    t_take_out_court_card(g, card);
    give_held(g, p, card);
}

/* faq.csv, Guild Overseers [55] Q1: "Do I fulfill the requirement if I am
 * in second place for the lowest ambition, which gives 0 Power? Yes."
 * Without a place the Advocate may use no Prelude or new action of a Guild
 * card (Guild Investigators' Recover included). Q2: "Does this block card
 * abilities like Galactic Bards? No, just Prelude actions and New
 * actions." */
static void guild_overseers_faq(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE04, CARD_FATE02, CARD_FATE07};
    arcs_game *game = table(3, 7u, fates);
    game_state *g = t_state(game);
    assert_true(held_index(g, 0, CARD_F402) >= 0 && held_index(g, 0, CARD_F403) >= 0);
    assert_int_equal(objective(game, 0), 18);
    hold(game, 0, CARD_CC03); /* Gatekeepers: a Prelude discard */
    /* A Guild card in the Court discard pile and Court cards without agents. */
    t_take_out_court_card(g, CARD_CC05);
    court_discard(g, CARD_CC05);
    clear_court_agents(g);
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
    assert_int_equal(t_count_legal(game, "p0 card guild-investigators"), 0);
    assert_int_equal(t_count_legal(game, "p0 card gatekeepers"), 0);
    /* Second place for the lowest ambition marker (second place: 0 Power). */
    declared(game, 0, ARCS_KEEPER);
    t_give_resource(game, 1, 0, ARCS_RELIC);
    t_give_resource(game, 1, 1, ARCS_RELIC);
    t_give_resource(game, 0, 0, ARCS_RELIC);
    assert_int_equal(marker_second(g, 0), 0);
    assert_int_equal(ambition_place(g, 0, ARCS_KEEPER), 2);
    game_bump(game);
    assert_true(t_count_legal(game, "p0 card guild-investigators recover") > 0);
    assert_true(t_count_legal(game, "p0 card gatekeepers") > 0);
    arcs_game_free(game);

    /* Q2: Galactic Bards (F117) still lets the blocked Advocate declare. */
    game = table(3, 7u, fates);
    g = t_state(game);
    give_held(g, 0, CARD_F117); /* a Fate card (the Steward's set) brought in */
    g->camp.fate_cards_added++;
    uint32_t hands[3] = {BIT(CON, 2), BIT(ARCS_AGGRESSION, 5) | BIT(ARCS_AGGRESSION, 6), BIT(ARCS_MOBILIZATION, 4)};
    t_begin_round(game, 1, hands);
    lead(game, "p1 lead Aggression-5");
    ok(game, "p1 end-turn");
    ok(game, "p2 copy Mobilization-4");
    if (top_kind(game) == FR_SEIZE) ok(game, "p2 no-seize");
    ok(game, "p2 end-turn");
    ok(game, "p0 pivot Construction-2");
    if (top_kind(game) == FR_SEIZE) ok(game, "p0 no-seize");
    assert_true(t_count_legal(game, "p0 card galactic-bards@F117 declare") > 0);
    arcs_game_free(game);
}

/* Guild Investigators' Recover and the Advocate's objective: Recover
 * attaches the topmost Guild card of the discard pile to a Court card with
 * no agents (+2); a Guild card's Prelude that discards it (+3); both only
 * while the Advocate has Guild Overseers. */
static void advocate_objective(void **state) {
    (void)state;
    arcs_game *game = advocate_table();
    game_state *g = t_state(game);
    hold(game, 0, CARD_CC03); /* Gatekeepers */
    hold(game, 0, CARD_CC07); /* Lattice Spies */
    /* Skirmishers, then a Vox card, on top of the Court discard pile. */
    int card = CARD_CC05;
    t_take_out_court_card(g, card);
    court_discard(g, card);
    t_take_out_court_card(g, CARD_CC13);
    court_discard(g, CARD_CC13);
    clear_court_agents(g);
    g->pl[1].agents_supply--;
    g->court_agents[2][1] = 1; /* place 2 has an agent: not a target */
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
    /* A Prelude that discards its Guild card: +3. */
    assert_true(t_apply_prefix(game, "p0 card gatekeepers"));
    while (top_kind(game) != FR_TURN) assert_true(t_apply_prefix(game, "p0 "));
    assert_int_equal(objective(game, 0), 15);
    /* Recover: +2. */
    ok(game, "p0 card guild-investigators recover pip");
    assert_false(t_is_legal(game, "p0 card guild-investigators attach 2"));
    ok(game, "p0 card guild-investigators attach 1");
    /* The topmost Guild card: Gatekeepers, just discarded by its Prelude. */
    assert_int_equal(attached_card(g, 1), CARD_CC03);
    assert_int_equal(court_discard_pile(g)[g->court_discard_len - 2], card);
    assert_int_equal(g->court_discard_len > 0 ? court_discard_pile(g)[g->court_discard_len - 1] : -1, CARD_CC13);
    assert_int_equal(objective(game, 0), 13);
    /* Without Guild Overseers (Provoking Relic Outrage discards it), a
     * discard Prelude advances nothing. */
    provoke_outrage(g, 0, ARCS_RELIC);
    assert_int_equal(held_index(g, 0, CARD_F403), -1);
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 5));
    assert_true(t_apply_prefix(game, "p0 card lattice-spies"));
    while (top_kind(game) != FR_TURN) assert_true(t_apply_prefix(game, "p0 "));
    assert_int_equal(held_index(g, 0, CARD_CC07), -1);
    assert_int_equal(objective(game, 0), 13);
    arcs_game_free(game);
}

/* Recover onto the Imperial Council: "you can attach a Guild card to the
 * Imperial Council, since it's a card in the Court" (the Council is a card
 * in the Court, Campaign rulebook "Imperial Council"; faq.csv Guilds Decry
 * Terror attaches to it). Securing the Council secures the attached card
 * with it (Attaching Cards, Securing); nothing stays attached to its empty
 * place while it is tucked. */
static void recover_onto_the_council(void **state) {
    (void)state;
    arcs_game *game = advocate_table();
    game_state *g = t_state(game);
    t_take_out_court_card(g, CARD_CC05); /* Skirmishers */
    court_discard(g, CARD_CC05);
    clear_court_agents(g);
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
    ok(game, "p0 card guild-investigators recover pip");
    assert_true(t_is_legal(game, "p0 card guild-investigators attach 0"));
    t_refused_unchanged(game, "p0 card guild-investigators attach 9");
    ok(game, "p0 card guild-investigators attach 0");
    assert_int_equal(attached_card(g, COUNCIL_PLACE), CARD_CC05);
    assert_int_equal(g->court_row[COUNCIL_PLACE], CARD_AID01A);
    t_assert_invariants(game);
    /* Player 2 secures the Council: Skirmishers comes with it. */
    g->court_agents[COUNCIL_PLACE][1] = 1;
    g->pl[1].agents_supply--;
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action secure");
    ok(game, "p1 secure 0");
    assert_int_equal(council_securer(g), 1);
    assert_int_equal(g->court_row[COUNCIL_PLACE], NO_COURT_CARD);
    assert_int_equal(attached_card(g, COUNCIL_PLACE), NO_COURT_CARD);
    assert_true(held_index(g, 1, CARD_CC05) >= 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Guild Overseers' When Secured in Act I: Relic Outrage discards it (its
 * holder's Outrage: Protected does not keep it), Recover attaches it (the
 * topmost Guild card of the discard pile) to a Court card, and the Rival
 * securing that card secures Guild Overseers with it: "Search the Court
 * deck and discard pile to take any 1 Guild card. If you searched the
 * deck, shuffle it." */
static arcs_game *overseers_attached(int *below) {
    const int fates[3] = {CARD_FATE04, CARD_FATE02, CARD_FATE07};
    arcs_game *game = table(3, 7u, fates);
    game_state *g = t_state(game);
    t_take_out_court_card(g, CARD_CC05); /* Skirmishers, under Guild Overseers */
    court_discard(g, CARD_CC05);
    provoke_outrage(g, 0, ARCS_RELIC);
    assert_int_equal(court_discard_pile(g)[g->court_discard_len - 1], CARD_F403);
    clear_court_agents(g);
    /* A Guild card of the deck at place 1 (no When Secured of its own). */
    uint16_t *deck = court_deck_pile(g);
    int i = 0;
    while (card_table[deck[i]].kind != CK_GUILD) i++;
    int old = g->court_row[1];
    g->court_row[1] = deck[i];
    deck[i] = (uint16_t)old;
    cards_court_row_changed(g, old);
    cards_court_row_changed(g, g->court_row[1]);
    *below = g->court_row[1];
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
    ok(game, "p0 card guild-investigators recover pip");
    ok(game, "p0 card guild-investigators attach 1");
    assert_int_equal(attached_card(g, 1), CARD_F403);
    g->court_agents[1][1] = 1;
    g->pl[1].agents_supply--;
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action secure");
    ok(game, "p1 secure 1");
    return game;
}

static void guild_overseers_when_secured(void **state) {
    (void)state;
    int below;
    arcs_game *game = overseers_attached(&below);
    game_state *g = t_state(game);
    assert_true(held_index(g, 1, below) >= 0);
    assert_true(held_index(g, 1, CARD_F403) >= 0);
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(g)->card, CARD_F403);
    t_assert_texts_round_trip(game);
    /* Skirmishers lies in the discard pile, not in the deck. */
    assert_true(t_is_legal(game, "p1 card guild-overseers take skirmishers@CC05"));
    t_refused_unchanged(game, "p1 card guild-overseers take-from-deck skirmishers@CC05");
    int deck = g->court_deck_len, known = g->court_deck_known;
    ok(game, "p1 card guild-overseers take skirmishers@CC05");
    assert_true(held_index(g, 1, CARD_CC05) >= 0);
    for (int i = 0; i < g->court_discard_len; i++) assert_int_not_equal(court_discard_pile(g)[i], CARD_CC05);
    /* The deck not searched: untouched, not shuffled. (The place of the
     * card below was refilled when it was secured, before the choice.) */
    assert_int_equal(g->court_deck_known, known);
    assert_int_equal(g->court_deck_len, deck);
    assert_int_not_equal(g->court_row[1], NO_COURT_CARD);
    t_assert_invariants(game);
    arcs_game_free(game);

    /* From the deck: the deck loses the card and is shuffled. */
    game = overseers_attached(&below);
    g = t_state(game);
    const uint16_t *pile = court_deck_pile(g);
    int guild = -1;
    for (int i = 0; i < g->court_deck_len && guild < 0; i++)
        if (card_table[pile[i]].kind == CK_GUILD) guild = pile[i];
    assert_true(guild >= 0);
    deck = g->court_deck_len;
    char name[48], text[96];
    card_text_name(guild, name, sizeof name);
    snprintf(text, sizeof text, "p1 card guild-overseers take-from-deck %s", name);
    ok(game, text);
    assert_true(held_index(g, 1, guild) >= 0);
    assert_int_equal(g->court_deck_known, 0);
    assert_int_equal(g->court_deck_len, deck - 1);
    for (int i = 0; i < g->court_deck_len; i++) assert_int_not_equal(court_deck_pile(g)[i], guild);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---------------------------------------------------------------- Partisan */

/* Partisan Seizing: no seizing by discarding a second card; instead the
 * Partisan may seize when playing a card by Provoking Outrage of a type
 * not yet Outraged. faq.csv, Partisan Act I Objective [56]: "Do I advance
 * for Sow Division in the Reach if I already have the initiative and hold
 * it at the end of the round? No. You need to get it from somewhere
 * else." */
static void partisan_seizing_and_faq(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE06, CARD_FATE02, CARD_FATE07};
    arcs_game *game = table(3, 7u, fates);
    game_state *g = t_state(game);
    assert_true(held_index(g, 0, CARD_F602) >= 0);
    assert_int_equal(objective(game, 0), 11);
    t_give_resource(game, 0, 0, ARCS_FUEL);
    provoke_outrage(g, 0, ARCS_WEAPON);
    uint32_t hands[3] = {BIT(CON, 2) | BIT(CON, 6), BIT(ARCS_AGGRESSION, 5) | BIT(ARCS_AGGRESSION, 3),
                         BIT(ARCS_MOBILIZATION, 4)};
    t_begin_round(game, 1, hands);
    lead(game, "p1 lead Aggression-5");
    ok(game, "p1 end-turn");
    follow(game, "p2 copy Mobilization-4");
    ok(game, "p0 pivot Construction-2");
    assert_int_equal(top_kind(game), FR_SEIZE);
    assert_false(t_is_legal(game, "p0 seize Construction-6"));
    assert_false(t_is_legal(game, "p0 card partisan-seizing seize Weapon")); /* already Outraged */
    t_refused_unchanged(game, "p0 card partisan-seizing seize Weapon");
    ok(game, "p0 card partisan-seizing seize Fuel");
    assert_int_equal(g->initiative, 0);
    assert_int_equal(g->seized_by, 0);
    assert_true(g->pl[0].outrage & (1u << ARCS_FUEL));
    assert_int_equal(g->pl[0].res[0], RES_EMPTY); /* the Fuel discarded */
    assert_int_equal(objective(game, 0), 10);
    ok(game, "p0 end-turn");
    /* The next round: the Partisan keeps the initiative, no advance. */
    hands[0] = BIT(CON, 6);
    hands[1] = BIT(ARCS_AGGRESSION, 3);
    hands[2] = BIT(ARCS_MOBILIZATION, 5);
    t_begin_round(game, 0, hands);
    lead(game, "p0 lead Construction-6");
    ok(game, "p0 end-turn");
    follow(game, "p1 copy Aggression-3");
    follow(game, "p2 copy Mobilization-5");
    assert_int_equal(g->initiative, 0);
    assert_int_equal(objective(game, 0), 10);
    arcs_game_free(game);
}

/* Appeal to Your Supporters: winning an ambition without Outrage of the
 * resource it counts advances 2; "Weapon Outrage stops you from advancing
 * by winning Warlord." */
static void partisan_appeal(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE06, CARD_FATE02, CARD_FATE07};
    for (int outraged = 0; outraged <= 1; outraged++) {
        arcs_game *game = table(3, 7u, fates);
        game_state *g = t_state(game);
        declared(game, 0, ARCS_WARLORD);
        g->pl[0].trophy_ships[1] = 1;
        g->pl[1].ships_supply--;
        if (outraged) provoke_outrage(g, 0, ARCS_WEAPON);
        campaign_event(g, EVT_AMBITION_WON, 0, ARCS_WARLORD, 3);
        assert_int_equal(objective(game, 0), outraged ? 11 : 9);
        arcs_game_free(game);
    }
}

/* Informants' Spy (Influence), once per turn: the highest card to a Rival,
 * their highest back (it can be the same card). */
static void informants_spy(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE06, CARD_FATE02, CARD_FATE07};
    arcs_game *game = table(3, 7u, fates);
    game_state *g = t_state(game);
    uint32_t hands[3] = {BIT(CON, 6) | BIT(ARCS_AGGRESSION, 6) | BIT(CON, 2), BIT(ARCS_MOBILIZATION, 3),
                         BIT(ARCS_MOBILIZATION, 6)};
    t_set_hands(game, hands);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    ok(game, "p0 card informants spy pip");
    /* Two 6s: p0 chooses which, and the Rival. */
    assert_int_equal(t_count_legal(game, "p0 card informants give"), 4);
    t_refused_unchanged(game, "p0 card informants give Construction-2 p1");
    ok(game, "p0 card informants give Aggression-6 p1");
    /* p1's highest is now the 6 it received: back at once. */
    assert_true(g->pl[0].hand & BIT(ARCS_AGGRESSION, 6));
    assert_true(g->pl[1].hand & BIT(ARCS_MOBILIZATION, 3));
    assert_false(t_is_legal(game, "p0 card informants spy pip")); /* once per turn */
    arcs_game_free(game);

    /* The Rival chooses among tied highest cards. */
    game = table(3, 7u, fates);
    g = t_state(game);
    hands[0] = BIT(CON, 2);
    hands[1] = BIT(ARCS_MOBILIZATION, 5) | BIT(ARCS_AGGRESSION, 5);
    t_set_hands(game, hands);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    ok(game, "p0 card informants spy pip");
    ok(game, "p0 card informants give Construction-2 p1");
    assert_int_equal(arcs_current_player(game), 1);
    assert_int_equal(t_count_legal(game, "p1 card informants return"), 2);
    ok(game, "p1 card informants return Aggression-5");
    assert_true(g->pl[0].hand & BIT(ARCS_AGGRESSION, 5));
    assert_true(g->pl[1].hand & BIT(CON, 2));
    arcs_game_free(game);
}

/* The exchanged cards stay between the two players: the third player's
 * observation is the same whichever cards were exchanged, and a game
 * determinized for them keeps it. */
static void informants_hide_the_exchange(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE06, CARD_FATE02, CARD_FATE07};
    static unsigned char oa[ARCS_STATE_BYTES_MAX], ob[ARCS_STATE_BYTES_MAX];
    uint32_t hand_a[3] = {BIT(CON, 5) | BIT(CON, 2), BIT(ARCS_MOBILIZATION, 6) | BIT(ARCS_MOBILIZATION, 2), BIT(ARCS_AGGRESSION, 3)};
    uint32_t hand_b[3] = {BIT(ARCS_AGGRESSION, 5) | BIT(CON, 2), BIT(ARCS_AGGRESSION, 6) | BIT(ARCS_MOBILIZATION, 2),
                          BIT(ARCS_AGGRESSION, 3)};
    arcs_game *a = table(3, 7u, fates), *b = table(3, 7u, fates);
    t_set_hands(a, hand_a);
    t_set_hands(b, hand_b);
    t_start_lead_turn(a, 0, t_card(ARCS_ADMINISTRATION, 4));
    t_start_lead_turn(b, 0, t_card(ARCS_ADMINISTRATION, 4));
    /* What p2 knew of the other hands is the same (nothing). */
    for (int q = 0; q < MAX_PLAYERS; q++) {
        t_state(a)->card_known[q] = t_state(a)->pl[q].hand;
        t_state(b)->card_known[q] = t_state(b)->pl[q].hand;
    }
    t_state(b)->card_known[2] = t_state(a)->card_known[2];
    ok(a, "p0 card informants spy pip");
    ok(a, "p0 card informants give Construction-5 p1");
    ok(b, "p0 card informants spy pip");
    ok(b, "p0 card informants give Aggression-5 p1");
    assert_true(t_state(a)->pl[0].hand & BIT(ARCS_MOBILIZATION, 6));
    assert_false(t_state(a)->card_known[2] & BIT(CON, 5));
    assert_false(t_state(a)->card_known[2] & BIT(ARCS_MOBILIZATION, 6));
    size_t la = 0, lb = 0;
    assert_int_equal(arcs_observation(a, 2, oa, sizeof oa, &la), ARCS_OK);
    assert_int_equal(arcs_observation(b, 2, ob, sizeof ob, &lb), ARCS_OK);
    assert_int_equal(la, lb);
    assert_memory_equal(oa, ob, la);
    /* p0 and p1 know where both cards are. */
    assert_true(t_state(a)->card_known[0] & BIT(ARCS_MOBILIZATION, 6));
    assert_true(t_state(a)->card_known[1] & BIT(CON, 5));
    arcs_game *copy = NULL;
    assert_int_equal(arcs_game_clone(a, &copy), ARCS_OK);
    assert_int_equal(arcs_determinize(copy, 2, 77), ARCS_OK);
    assert_int_equal(arcs_observation(copy, 2, ob, sizeof ob, &lb), ARCS_OK);
    assert_int_equal(la, lb);
    assert_memory_equal(oa, ob, la);
    t_assert_invariants(copy);
    arcs_game_free(copy);
    arcs_game_free(a);
    arcs_game_free(b);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(admiral_setup),
        cmocka_unit_test(admiral_objective_example),
        cmocka_unit_test(admiral_objective_conditions),
        cmocka_unit_test(admiral_ransack_faq),
        cmocka_unit_test(imperial_officers),
        cmocka_unit_test(imperial_officers_battle_and_build),
        cmocka_unit_test(use_imperial_foundries),
        cmocka_unit_test(magnate_close_deals),
        cmocka_unit_test(magnate_export),
        cmocka_unit_test(merchant_league),
        cmocka_unit_test(merchant_league_faq),
        cmocka_unit_test(guild_overseers_faq),
        cmocka_unit_test(advocate_objective),
        cmocka_unit_test(recover_onto_the_council),
        cmocka_unit_test(guild_overseers_when_secured),
        cmocka_unit_test(partisan_seizing_and_faq),
        cmocka_unit_test(partisan_appeal),
        cmocka_unit_test(informants_spy),
        cmocka_unit_test(informants_hide_the_exchange),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
