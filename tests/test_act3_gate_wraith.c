/*
 * The Gate Wraith's Act III (lib/cards/campaign/fates/gate_wraith/): the
 * Twisted Passage, system 24, while Passages & The Twisted Passage
 * (ARCS-F2205) is in the rules booklet: moves into it from systems next to
 * a gate with a Passage token, out of it to the planets of the event die's
 * symbol (the die rerolled after), gates with a Passage out of play, no
 * harm to Rivals there, its ships saved and loaded. Games are real Act III
 * games from campaign records (tests/act2_fixture.h t_act3_started) in
 * which p0 takes the Gate Wraith after Act II, then shaped by hand.
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
#include "campaign/flagship.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/gate_wraith/gate_wraith.h"

/* p0 fails Act II and takes the Gate Wraith; p1 and p2 keep theirs. */
static const t_fates WRAITH = {.a = {CARD_FATE01, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                               .b = {CARD_FATE16}, .completed2 = 6u, .c = {CARD_FATE22}};

static arcs_game *act3_game(int chance) {
    arcs_game *game = t_act3_started(3, 2201, &WRAITH, chance);
    assert_int_equal(game->s.camp.act, 3);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE22);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    return game;
}

/* The Setup's cards out of p0's play area (Catapult Overdrive, Breaking
 * Gates & Placing Passages, The Dead Live): a test gives those it needs. */
static arcs_game *without_setup_cards(arcs_game *game) {
    game_state *g = t_state(game);
    static const int cards[] = {CARD_F2202, CARD_F2203, CARD_F2204};
    for (size_t i = 0; i < ARRAY_LEN(cards); i++)
        if (play_area_remove(g, 0, cards[i])) g->camp.fate_cards_added--;
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

enum { GATE1 = 0 * 4 + SYS_GATE, ARROW1 = 0 * 4 + SYS_ARROW, CRESCENT1 = 0 * 4 + SYS_CRESCENT };

/* No Passage token on the map. */
static void no_passages(game_state *g) {
    for (uint32_t m = passage_gates(g); m; m &= m - 1) token_remove(g, CARD_F2205, __builtin_ctz(m));
}

/* A quiet Act III table with the law in the booklet, a Passage token on
 * 1-gate and the event die showing `face` (1: the arrow). */
static arcs_game *passage_table(int chance, int face) {
    arcs_game *game = without_setup_cards(act3_quiet(act3_game(chance), false));
    game_state *g = t_state(game);
    assert_true(sys_in_play(g, ARROW1));
    if (!act3_in_booklet(g, CARD_F2205)) booklet_add(g, CARD_F2205);
    no_passages(g); /* the Setup's (ARCS-F2201A step 3) */
    token_add(g, CARD_F2205, NO_PLAYER, GATE1);
    g->camp.event_die = (uint8_t)face;
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

/* p0 holds Court card `card`, taken out of the Court; Passage Storms is
 * buried first (no When Drawn on the refill). */
static void hold_court_card(game_state *g, int card) {
    if (court_deck_remove(g, CARD_F2206)) court_bury(g, CARD_F2206);
    t_take_out_court_card(g, card);
    give_held(g, 0, card);
}

/* p takes a Move from `from` (a Mobilization lead), the destination next. */
static void move_from(arcs_game *game, int p, const char *from) {
    t_start_lead_turn(game, p, t_card(ARCS_MOBILIZATION, 4));
    char text[64];
    snprintf(text, sizeof text, "p%d action move", p);
    ok(game, text);
    snprintf(text, sizeof text, "p%d move-from %s", p, from);
    ok(game, text);
}

/* ARCS-F2205 "You may move from systems adjacent to gates with a Passage
 * to the Twisted Passage." and "Gates with Passage tokens are out of
 * play": from 1-arrow (next to 1-gate, which has a Passage) the centre is
 * a destination and 1-gate is not; from a planet of another cluster (not
 * next to a gate with a Passage) the centre is not one. The ships arrive in system 24,
 * the game reloads with them there and shows them (a 25th system). */
static void passage_move_in(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    t_place_ships(game, 0, ARROW1, 3, 1);
    t_place_ships(game, 0, CRESCENT1, 1, 0);
    move_from(game, 0, "1-arrow");
    assert_true(t_is_legal(game, "p0 move-to twisted-passage"));
    assert_false(t_is_legal(game, "p0 move-to 1-gate"));
    t_assert_texts_round_trip(game);
    t_refused_unchanged(game, "p0 move-to 1-gate");
    ok(game, "p0 move-to twisted-passage");
    ok(game, "p0 ships 3 1");
    const game_state *g = &game->s;
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[0], 3);
    assert_int_equal(g->sys[TWISTED_PASSAGE].damaged[0], 1);
    assert_int_equal(ships_on_map(g, 0), 5);
    t_assert_invariants(game);
    t_assert_reloads(game, "ships in the Twisted Passage");
    /* Observed: a Rival's observation tells 3 fresh and 1 damaged there
     * from 2 and 2 (the 25th system). */
    static uint8_t obs[2][1 << 16];
    size_t len[2] = {0, 0};
    assert_int_equal(arcs_observation(game, 1, obs[0], sizeof obs[0], &len[0]), ARCS_OK);
    game_state *gs = t_state(game);
    gs->sys[TWISTED_PASSAGE].fresh[0] = 2;
    gs->sys[TWISTED_PASSAGE].damaged[0] = 2;
    game_bump(game);
    assert_int_equal(arcs_observation(game, 1, obs[1], sizeof obs[1], &len[1]), ARCS_OK);
    assert_true(len[0] != len[1] || memcmp(obs[0], obs[1], len[0]) != 0);
    t_assert_reloads(game, "2 and 2 in the Twisted Passage");
    arcs_game_free(game);

    game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    /* An in-play planet of another cluster, not next to 1-gate. */
    int far = -1;
    for (int s = 4; s < NUM_SYSTEMS && far < 0; s++)
        if (sys_in_play(&game->s, s) && !sys_is_gate(s) && !systems_adjacent(&game->s, s, GATE1)) far = s;
    assert_true(far >= 0);
    t_place_ships(game, 0, far, 1, 0);
    char name[16], text[48];
    move_from(game, 0, system_name(far, name));
    assert_false(t_is_legal(game, "p0 move-to twisted-passage"));
    snprintf(text, sizeof text, "p0 move-to %s", MAP_CENTRE_NAME);
    t_refused_unchanged(game, text);
    arcs_game_free(game);
}

/* ARCS-F2205 "You may move from the Twisted Passage to any planet whose ID
 * symbol is on the event die. After this, reroll the event die." The die
 * shows 2 (the crescent): every in-play crescent planet is a destination,
 * no arrow planet; after the move the reroll is an explicit chance node
 * (six faces), whose outcome sets the die (4: the arrow's face of the
 * Edict half). */
static void passage_move_out(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_EXPLICIT, 2);
    game_state *g = t_state(game);
    t_place_ships(game, 0, TWISTED_PASSAGE, 2, 0);
    move_from(game, 0, "twisted-passage");
    t_assert_reloads(game, "a Move from the Twisted Passage");
    int crescents = 0;
    for (int s = SYS_CRESCENT; s < NUM_SYSTEMS; s += 4) crescents += sys_in_play(g, s);
    assert_int_equal(t_count_legal(game, "p0 move-to "), crescents);
    assert_true(t_is_legal(game, "p0 move-to 1-crescent"));
    assert_false(t_is_legal(game, "p0 move-to 1-arrow"));
    t_refused_unchanged(game, "p0 move-to 1-arrow");
    ok(game, "p0 move-to 1-crescent");
    ok(game, "p0 ships 2 0");
    assert_int_equal(g->sys[CRESCENT1].fresh[0], 2);
    assert_int_equal(top_frame(g)->kind, FR_CHANCE);
    t_assert_reloads(game, "the event die's reroll pending");
    t_chance_outcome(game, 3);
    assert_int_equal(g->camp.event_die, 4);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ARCS-F2205 "Players cannot harm Rivals in the Twisted Passage. (Crises
 * can still harm.)": a player may not choose a Rival as the defender
 * there (hook point HARM), may elsewhere; the Empire is no Rival. */
static void passage_no_harm(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    const game_state *g = &game->s;
    assert_true(cards_forbid_harm(g, 0, 1, TWISTED_PASSAGE));
    assert_true(cards_forbid_harm(g, 2, 0, TWISTED_PASSAGE));
    assert_false(cards_forbid_harm(g, 0, 1, ARROW1));
    assert_false(cards_forbid_harm(g, 0, OWNER_EMPIRE, TWISTED_PASSAGE));
    arcs_game_free(game);
}

/* "Players cannot harm Rivals in the Twisted Passage": the Empire is no
 * Rival, so an Outlaw battles Imperial ships there ("battle-in
 * twisted-passage", among the map's battle systems); a Rival's ships there
 * are no defender; a Regent there has none (the Truce Law). One assault hit
 * damages the Imperial ship. */
static void passage_battle_imperial(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    t_clear_board(game);
    game_state *g = t_state(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    g->camp.imperial[TWISTED_PASSAGE][0] = 1;
    g->camp.imperial_supply = IMPERIAL_SHIPS - 1;
    g->camp.regents = 2u; /* p1 a Regent, p0 an Outlaw */
    g->camp.first_regent = 1;
    game_bump(game);
    t_place_ships(game, 0, TWISTED_PASSAGE, 2, 0);
    t_place_ships(game, 1, TWISTED_PASSAGE, 2, 0);
    t_place_ships(game, 0, ARROW1, 1, 0);
    t_place_ships(game, 1, ARROW1, 1, 0);
    t_assert_invariants(game);
    g = t_state(game);
    uint8_t d[BATTLE_DEFENDERS_MAX];
    assert_int_equal(battle_defenders(g, 0, TWISTED_PASSAGE, d), 1);
    assert_int_equal(d[0], OWNER_EMPIRE);
    assert_int_equal(battle_defenders(g, 1, TWISTED_PASSAGE, d), 0);
    uint8_t hit = 6;
    for (int face = 0; face < 6 && hit > 5; face++) {
        uint8_t sym[5];
        assert_true(die_face_symbols(DIE_SKIRMISH, face, sym));
        if (!sym[0] && !sym[1] && sym[2] == 1) hit = (uint8_t)face;
    }
    assert_true(hit <= 5);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    assert_int_equal(t_count_legal(game, "p0 battle-in "), 2);
    assert_true(t_is_legal(game, "p0 battle-in 1-arrow"));
    t_assert_reloads(game, "a battle in the Twisted Passage offered");
    ok(game, "p0 battle-in twisted-passage");
    g = t_state(game);
    assert_int_equal(g->battle.system, TWISTED_PASSAGE);
    assert_int_equal(g->battle.defender, OWNER_EMPIRE);
    t_assert_reloads(game, "a battle in the Twisted Passage");
    ok(game, "p0 dice assault 0");
    battle_force_faces(t_state(game), &hit, 1);
    ok(game, "p0 dice skirmish 1");
    ok(game, "p0 dice raid 0");
    g = t_state(game);
    assert_false(g->battle.active);
    assert_int_equal(g->camp.imperial[TWISTED_PASSAGE][0], 0);
    assert_int_equal(g->camp.imperial[TWISTED_PASSAGE][1], 1);
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[1], 2);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Passage Storms, out of the Court deck, attached to Court place 3, has its
 * Crisis (then lies under the top card of the deck). */
static void storms_crisis_from_place_3(arcs_game *game) {
    game_state *g = t_state(game);
    assert_true(court_deck_remove(g, CARD_F2206));
    assert_true(attach_card(g, CARD_F2206, 2, false));
    game_bump(game);
    cards_crisis(t_state(game), CARD_F2206, 2);
    game_bump(game);
}

/* A Passage table in which p0 holds lore card `lore` (Gate Ports, Gate
 * Stations) and has `ships` fresh ships in the Twisted Passage. */
static arcs_game *centre_lore_table(int lore, int ships) {
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    t_give_lore(game, 0, lore);
    t_place_ships(game, 0, TWISTED_PASSAGE, ships, 0);
    return game;
}

/* "The map center is now a gate called the Twisted Passage" and "Cities in
 * the Twisted Passage are Psionic": Gate Stations (ARCS-L11, lore in the
 * campaign's Court) builds a city there ("card gate-stations build-at
 * twisted-passage", outside any printed slot); the view shows it; taxed it
 * yields 1 Psionic (no cluster's types); Passage Storms' Crisis damages it,
 * then destroys it (back to p0's board: no Trophy, no Outrage). */
static void passage_gate_city_psionic(void **state) {
    (void)state;
    arcs_game *game = centre_lore_table(CARD_L11, 2);
    game_state *g = t_state(game);
    int cities = g->pl[0].cities_on_board;
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
    ok(game, "p0 action build");
    assert_true(t_is_legal(game, "p0 card gate-stations build-at twisted-passage"));
    ok(game, "p0 card gate-stations build-at twisted-passage");
    g = t_state(game);
    uint8_t b = g->sys[TWISTED_PASSAGE].bld[SLOTS_PER_SYSTEM];
    assert_true(BLD_IS_CITY(b) && BLD_OWNER(b) == 0 && !BLD_IS_DAMAGED(b));
    assert_int_equal(g->pl[0].cities_on_board, cities - 1);
    assert_int_equal(cards_gate_city_types(g, TWISTED_PASSAGE), 1u << ARCS_PSIONIC);
    t_assert_invariants(game);
    t_assert_reloads(game, "a city in the Twisted Passage");
    arcs_game_view *v = calloc(1, sizeof *v);
    assert_non_null(v);
    assert_int_equal(arcs_view(game, 1, v), ARCS_OK);
    assert_int_equal(v->map_centre_in_play, 1);
    assert_int_equal(v->map_centre.in_play, 1);
    assert_int_equal(v->map_centre.fresh[0], 2);
    assert_int_equal(v->map_centre.building_slots, 1);
    assert_int_equal(v->map_centre.buildings[0].owner, 0);
    assert_int_equal(v->map_centre.buildings[0].kind, ARCS_BUILDING_CITY);
    assert_int_equal(v->map_centre.golem.golem, ARCS_NONE);
    free(v);
    arcs_game_free(game);
    /* Taxed: 1 Psionic (a new table: the city as Gate Stations built it). */
    game = centre_lore_table(CARD_L11, 2);
    g = t_state(game);
    g->sys[TWISTED_PASSAGE].bld[SLOTS_PER_SYSTEM] = BLD_MAKE(0, false, false);
    g->pl[0].cities_on_board--;
    for (int i = 0; i < RES_SLOTS_MAX; i++) /* room for the tax */
        if (g->pl[0].res[i] != RES_EMPTY && i != CARD_RES_SLOT) {
            g->res_supply[g->pl[0].res[i] - 1]++;
            g->pl[0].res[i] = RES_EMPTY;
        }
    game_bump(game);
    t_assert_invariants(game);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    g = t_state(game);
    int psionic = resources_held(&g->pl[0], ARCS_PSIONIC);
    ok(game, "p0 action tax");
    char text[48];
    snprintf(text, sizeof text, "p0 tax twisted-passage %d", SLOTS_PER_SYSTEM);
    ok(game, text);
    ok(game, "p0 place-resource 0"); /* where the Psionic goes */
    g = t_state(game);
    assert_int_equal(resources_held(&g->pl[0], ARCS_PSIONIC), psionic + 1);
    t_assert_invariants(game);
    /* Passage Storms' Crisis: damaged, then destroyed (no Outrage). */
    for (int k = 0; k < 2; k++) {
        storms_crisis_from_place_3(game);
        g = t_state(game);
        b = g->sys[TWISTED_PASSAGE].bld[SLOTS_PER_SYSTEM];
        if (k == 0) assert_true(BLD_IS_CITY(b) && BLD_IS_DAMAGED(b));
        else assert_int_equal(b, 0);
    }
    assert_int_equal(g->pl[0].cities_on_board, cities);
    assert_int_equal((g->pl[0].outrage >> ARCS_PSIONIC) & 1u, 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Gate Ports (ARCS-L08) builds a starport in the Twisted Passage ("card
 * gate-ports build-at twisted-passage"); such a starport builds ships there
 * ("build-ship twisted-passage 2"), and a damaged one is repaired there
 * ("repair-building twisted-passage 2"). */
static void passage_gate_port(void **state) {
    (void)state;
    arcs_game *game = centre_lore_table(CARD_L08, 2);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
    ok(game, "p0 action build");
    ok(game, "p0 card gate-ports build-at twisted-passage");
    game_state *g = t_state(game);
    uint8_t b = g->sys[TWISTED_PASSAGE].bld[SLOTS_PER_SYSTEM];
    assert_true(BLD_IS_STARPORT(b) && BLD_OWNER(b) == 0);
    char text[48];
    snprintf(text, sizeof text, "p0 build-ship twisted-passage %d", SLOTS_PER_SYSTEM);
    ok(game, "p0 action build");
    ok(game, text);
    g = t_state(game);
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[0], 3);
    t_assert_invariants(game);
    t_assert_reloads(game, "a starport in the Twisted Passage");
    arcs_game_free(game);
    /* A damaged one is repaired. */
    game = centre_lore_table(CARD_L08, 1);
    g = t_state(game);
    g->sys[TWISTED_PASSAGE].bld[SLOTS_PER_SYSTEM] = BLD_MAKE(0, true, true);
    g->pl[0].starports_supply--;
    game_bump(game);
    t_assert_invariants(game);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    ok(game, "p0 action repair");
    snprintf(text, sizeof text, "p0 repair-building twisted-passage %d", SLOTS_PER_SYSTEM);
    ok(game, text);
    g = t_state(game);
    assert_false(BLD_IS_DAMAGED(g->sys[TWISTED_PASSAGE].bld[SLOTS_PER_SYSTEM]));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Repair reaches the Twisted Passage (a system of the map while the law is
 * in the booklet): p0's damaged ship there is a Repair target; repaired, it
 * is fresh; the move names "twisted-passage"; reloads. */
static void passage_repair(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    t_place_ships(game, 0, TWISTED_PASSAGE, 0, 1);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 3));
    ok(game, "p0 action repair");
    assert_int_equal(t_count_legal(game, "p0 repair-ship twisted-passage"), 1);
    t_assert_reloads(game, "a Repair in the Twisted Passage");
    ok(game, "p0 repair-ship twisted-passage");
    const game_state *g = &game->s;
    assert_int_equal(g->sys[TWISTED_PASSAGE].damaged[0], 0);
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[0], 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "Prelude: You may discard this to place 3 ships in a system you
 * control" (Skirmishers' campaign printing CC05) reaches the Twisted Passage:
 * p0 controls it (2 fresh ships there): it is offered with the systems p0
 * controls on the map; the 3 ships arrive there. */
static void passage_three_ships(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    game_state *g = t_state(game);
    hold_court_card(g, CARD_CC05);
    game_bump(game);
    t_place_ships(game, 0, TWISTED_PASSAGE, 2, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 3));
    g = t_state(game);
    int elsewhere = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) elsewhere += sys_in_play(g, s) && player_controls(g, 0, s);
    ok(game, "p0 card skirmishers@CC05 place-ships");
    assert_int_equal(t_count_legal(game, "p0 card skirmishers@CC05 place-ships-in"), elsewhere + 1);
    ok(game, "p0 card skirmishers@CC05 place-ships-in twisted-passage");
    g = t_state(game);
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[0], 5);
    t_assert_invariants(game);
    t_assert_reloads(game, "3 ships placed in the Twisted Passage");
    arcs_game_free(game);
}

/* Rogue Admirals' "Prelude: You may discard this to place 3 Imperial ships
 * in a system you control" (ARCS-F706) reaches the Twisted Passage: p0, a
 * Regent, controls it; the choice frame keeps the centre (bit 24, frame
 * byte f) across a reload. */
static void passage_rogue_admirals(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    game_state *g = t_state(game);
    g->camp.regents |= 1u;
    fate_add_cards(g, CARD_F706, CARD_F706); /* the Admiral's Act I Resolution */
    hold_court_card(g, CARD_F706);
    game_bump(game);
    t_place_ships(game, 0, TWISTED_PASSAGE, 2, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 3));
    g = t_state(game);
    int elsewhere = 0, supply = g->camp.imperial_supply, before = g->camp.imperial[TWISTED_PASSAGE][0];
    for (int s = 0; s < NUM_SYSTEMS; s++) elsewhere += sys_in_play(g, s) && player_controls(g, 0, s);
    assert_true(supply >= 3);
    ok(game, "p0 card rogue-admirals place-imperial");
    assert_int_equal(t_count_legal(game, "p0 card rogue-admirals place-imperial-in"), elsewhere + 1);
    t_assert_reloads(game, "Rogue Admirals' systems with the Twisted Passage");
    ok(game, "p0 card rogue-admirals place-imperial-in twisted-passage");
    g = t_state(game);
    assert_int_equal(g->camp.imperial[TWISTED_PASSAGE][0], before + 3);
    assert_int_equal(g->camp.imperial_supply, supply - 3);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* The map centre is in play only with the law in the booklet: without it
 * no move reaches it, and a saved state with ships there is refused when
 * loaded; with it, a Flagship may lie there. */
static void passage_needs_the_law(void **state) {
    (void)state;
    arcs_game *game = act3_quiet(act3_game(ARCS_CHANCE_INTERNAL), false);
    game_state *g = t_state(game);
    no_passages(g);
    booklet_remove(g, CARD_F2205); /* the Setup added it (ARCS-F2201A step 6) */
    game_bump(game);
    assert_false(map_centre_in_play(g));
    t_place_ships(game, 0, ARROW1, 1, 0);
    move_from(game, 0, "1-arrow");
    assert_false(t_is_legal(game, "p0 move-to twisted-passage"));
    assert_true(t_is_legal(game, "p0 move-to 1-gate"));
    g->sys[TWISTED_PASSAGE].fresh[0] = 1;
    g->sys[ARROW1].fresh[0] = 0;
    game_bump(game);
    uint8_t buf[1 << 17];
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *loaded = NULL;
    assert_int_not_equal(arcs_game_load_state(buf, len, NULL, &loaded), ARCS_OK);
    arcs_game_free(game);

    game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    g = t_state(game);
    assert_true(map_centre_in_play(g));
    g->camp.flagship[0] = (uint8_t)(TWISTED_PASSAGE + 1);
    game_bump(game);
    t_assert_invariants(game);
    arcs_game_free(game);
}


/* ------------------------------------------------------------ Objective */

/* ARCS-F2201B "Each time you win an ambition, advance 1 for each Passage
 * token on the map.": p0's marker (its Act III start) advances by the
 * Passage tokens on gates (1, then 2 with a second one); a Rival's win
 * does not advance it; with no Passage on the map nothing moves. */
static void objective_ambition_won(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    game_state *g = t_state(game);
    assert_true(t_in_play_area(g, 0, CARD_F2201B));
    int start = objective_space(g, 0);
    assert_true(start > 2);
    campaign_event(g, EVT_AMBITION_WON, 0, ARCS_TYCOON, 3);
    assert_int_equal(objective_space(g, 0), start - 1);
    token_add(g, CARD_F2205, NO_PLAYER, 1 * 4 + SYS_GATE);
    campaign_event(g, EVT_AMBITION_WON, 0, ARCS_TYRANT, 3);
    assert_int_equal(objective_space(g, 0), start - 3);
    campaign_event(g, EVT_AMBITION_WON, 1, ARCS_TYRANT, 3);
    assert_int_equal(objective_space(g, 0), start - 3);
    token_remove(g, CARD_F2205, GATE1);
    token_remove(g, CARD_F2205, 1 * 4 + SYS_GATE);
    campaign_event(g, EVT_AMBITION_WON, 0, ARCS_TYCOON, 3);
    assert_int_equal(objective_space(g, 0), start - 3);
    arcs_game_free(game);
}

/* ARCS-F2201B "At the end of a chapter, before scoring, advance 1 for each
 * Passage token on the map if you control the Twisted Passage.": p0 with 2
 * fresh ships there (p1 with 1) and 2 Passage tokens advances 2 at the
 * chapter's end; p1 controlling it instead, p0's marker stays. With the
 * marker at 2 and 1 Power, the chapter's end completes the objective and
 * p0 wins the campaign; with 0 Power, no win. */
static void objective_control_at_chapter_end(void **state) {
    (void)state;
    for (int who = 0; who < 2; who++)
        for (int power = 0; power < 2; power++) {
            arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
            game_state *g = t_state(game);
            token_add(g, CARD_F2205, NO_PLAYER, 1 * 4 + SYS_GATE);
            t_place_ships(game, who, TWISTED_PASSAGE, 2, 0);
            t_place_ships(game, 1 - who, TWISTED_PASSAGE, 1, 0);
            g->camp.objective[0] = 2;
            for (int p = 0; p < g->num_players; p++) g->pl[p].power = 0;
            g->pl[0].power = (int16_t)power;
            g->chapter = 1;
            game_bump(game);
            t_log log = {0};
            act3_end_chapter(game, &log);
            if (who == 0) {
                assert_true(t_logged(&log, "Control the Twisted Passage: Player 1 controls it"));
                assert_int_equal(objective_space(g, 0), 0);
                assert_int_equal(arcs_game_over(game), power ? 1 : 0);
                if (power) assert_int_equal(arcs_winner(game), 0);
            } else {
                assert_false(t_logged(&log, "Control the Twisted Passage"));
                assert_int_equal(objective_space(g, 0), 2);
                assert_int_equal(arcs_game_over(game), 0);
            }
            arcs_game_free(game);
        }
}

/* The First Regent's Privilege ("The First Regent controls all
 * Empire-controlled systems for the purpose of ... objectives"): fresh
 * Imperial ships alone in the Twisted Passage; p0 as First Regent advances
 * 2 (two Passage tokens) at the chapter's end; p0 as a Regent, not First,
 * does not. */
static void objective_control_by_privilege(void **state) {
    (void)state;
    for (int first = 0; first < 2; first++) {
        arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
        game_state *g = t_state(game);
        token_add(g, CARD_F2205, NO_PLAYER, 1 * 4 + SYS_GATE);
        memset(g->sys[TWISTED_PASSAGE].fresh, 0, sizeof g->sys[TWISTED_PASSAGE].fresh);
        g->camp.imperial[TWISTED_PASSAGE][0] = 2;
        g->camp.imperial_supply -= 2;
        g->camp.regents |= 3u;
        g->camp.first_regent = (uint8_t)(first ? 0 : 1);
        g->camp.objective[0] = 4;
        g->chapter = 1;
        game_bump(game);
        t_assert_invariants(game);
        assert_int_equal(controller(g, TWISTED_PASSAGE), OWNER_EMPIRE);
        t_log log = {0};
        act3_end_chapter(game, &log);
        assert_int_equal(t_logged(&log, "Control the Twisted Passage: Player 1 controls it"), first);
        assert_int_equal(objective_space(g, 0), first ? 2 : 4);
        arcs_game_free(game);
    }
}

/* ------------------------------------------- Breaking Gates, step 1 and 3 */

/* ARCS-F2203 "1. Place a Passage token on the gate ... 3. Place all ships
 * and tokens from the gate onto the Twisted Passage ... Destroy all
 * buildings on the gate, but do not take them as Trophies.": p0's 2 fresh
 * and 1 damaged ships, p1's ship and a fresh Imperial ship at a gate go to
 * the centre, p1's starport at the gate (a place outside the printed
 * slots) returns to p1's supply, nobody gains a Trophy; the gate is then
 * out of play (a second Passage refused there), and the 7th token is
 * refused (6 in the box). */
static void collapse_gate(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    game_state *g = t_state(game);
    const int gate = sys_in_play(g, 1 * 4 + SYS_GATE) ? 1 * 4 + SYS_GATE : 2 * 4 + SYS_GATE;
    assert_true(sys_in_play(g, gate));
    t_place_ships(game, 0, gate, 2, 1);
    t_place_ships(game, 1, gate, 1, 0);
    g->camp.imperial[gate][0] = 1;
    g->camp.imperial_supply--;
    assert_true(building_place_valid(g, gate, SLOTS_PER_SYSTEM));
    g->sys[gate].bld[SLOTS_PER_SYSTEM] = (uint8_t)(BLD_OCCUPIED | BLD_OF(1) | BLD_STARPORT);
    g->pl[1].starports_supply--;
    game_bump(game);
    t_assert_invariants(game);
    int ports = g->pl[1].starports_supply;
    assert_true(passage_collapse(g, gate));
    assert_true(passage_gates(g) >> gate & 1);
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[0], 2);
    assert_int_equal(g->sys[TWISTED_PASSAGE].damaged[0], 1);
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[1], 1);
    assert_int_equal(g->camp.imperial[TWISTED_PASSAGE][0], 1);
    assert_int_equal(g->sys[gate].fresh[0] + g->sys[gate].fresh[1] + g->camp.imperial[gate][0], 0);
    assert_int_equal(g->sys[gate].bld[SLOTS_PER_SYSTEM], 0);
    assert_int_equal(g->pl[1].starports_supply, ports + 1);
    for (int p = 0; p < g->num_players; p++) assert_int_equal(g->pl[p].trophy_starports[1], 0);
    game_bump(game);
    t_assert_invariants(game);
    t_assert_reloads(game, "a gate collapsed");
    assert_false(passage_collapse(g, gate));
    int placed = passage_tokens_on_map(g);
    for (int s = 0; s < NUM_SYSTEMS; s += 4)
        if (sys_in_play(g, s) && passage_collapse(g, s)) placed++;
    assert_true(placed <= PASSAGE_TOKENS);
    assert_int_equal(passage_tokens_on_map(g), placed);
    arcs_game_free(game);
}

/* ------------------------------- Catapult Overdrive, Breaking Gates */

/* A planet in play of a cluster other than 1 whose gate is in play (with
 * at least `slots` building slots), or -1. */
static int wraith_planet(const game_state *g, int slots) {
    for (int c = 1; c < NUM_CLUSTERS; c++) {
        if (!sys_in_play(g, c * 4 + SYS_GATE)) continue;
        for (int k = SYS_ARROW; k <= SYS_HEX; k++) {
            int s = c * 4 + k;
            if (k != SYS_GATE && sys_in_play(g, s) && planet_slots(s) >= slots) return s;
        }
    }
    return -1;
}

static const char *sysname(int s) {
    static char buf[4][16];
    static int k;
    k = (k + 1) & 3;
    return system_name(s, buf[k]);
}

/* ARCS-F2202 "You may Catapult move with Rival starports you control.":
 * p0 moves 2 ships from 1-arrow, where p1 has a starport and p0 has
 * control, into 1-gate (no Passage there: a table without the law): with
 * Catapult Overdrive in p0's play area the Catapult goes on (catapult-stop
 * or on), without it the move ends there, and without control neither. */
static void overdrive_rival_starport(void **state) {
    (void)state;
    for (int held = 0; held < 2; held++)
        for (int control = 0; control < 2; control++) {
            arcs_game *game = without_setup_cards(act3_quiet(act3_game(ARCS_CHANCE_INTERNAL), false));
            game_state *g = t_state(game);
            t_place_building(game, 1, ARROW1, 0, true, false);
            t_place_ships(game, 0, ARROW1, 2, 0);
            if (!control) t_place_ships(game, 1, ARROW1, 3, 0);
            if (held) fate_gain_card(g, 0, CARD_F2202);
            game_bump(game);
            t_assert_invariants(game);
            move_from(game, 0, "1-arrow");
            ok(game, "p0 move-to 1-gate");
            ok(game, "p0 ships 2 0");
            bool catapult = held && control;
            assert_int_equal(top_frame_c(g)->kind, catapult ? FR_CATAPULT : FR_TURN);
            if (catapult) {
                assert_true(t_is_legal(game, "p0 catapult-stop"));
                t_assert_reloads(game, "a Catapult with a Rival starport");
            }
            arcs_game_free(game);
        }
}

/* ARCS-F2202 "When you Catapult move into the Twisted Passage, you may
 * continue your Catapult move, ignoring control and Blight.": p0 Catapults
 * from its starport at 1-arrow (next to 1-gate, which has a Passage) into
 * the Twisted Passage, which p1 controls and where a Blight lies; with the
 * card the Catapult goes on (to a crescent planet: the die shows 2, then
 * rerolled), without it the move ends there. */
static void overdrive_twisted_passage(void **state) {
    (void)state;
    for (int held = 0; held < 2; held++) {
        arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 2);
        game_state *g = t_state(game);
        t_place_building(game, 0, ARROW1, 0, true, false);
        t_place_ships(game, 0, ARROW1, 2, 0);
        t_place_ships(game, 1, TWISTED_PASSAGE, 3, 0);
        g->camp.blight[TWISTED_PASSAGE][0] = 1;
        g->camp.blight_supply--;
        if (held) fate_gain_card(g, 0, CARD_F2202);
        game_bump(game);
        t_assert_invariants(game);
        t_log log = {0};
        game->log = t_keep_line;
        game->log_ud = &log;
        move_from(game, 0, "1-arrow");
        ok(game, "p0 move-to twisted-passage");
        ok(game, "p0 ships 2 0");
        if (!held) {
            assert_int_equal(top_frame_c(g)->kind, FR_TURN);
            assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[0], 2);
            arcs_game_free(game);
            continue;
        }
        assert_true(t_logged(&log, "Catapult Overdrive: Player 1's Catapult may go on from the Twisted Passage"));
        assert_int_equal(top_frame_c(g)->kind, FR_CATAPULT);
        assert_true(t_is_legal(game, "p0 catapult-stop"));
        assert_true(t_is_legal(game, "p0 move-to 1-crescent"));
        assert_false(t_is_legal(game, "p0 move-to 1-arrow"));
        t_assert_reloads(game, "a Catapult going on from the Twisted Passage");
        ok(game, "p0 move-to 1-crescent");
        ok(game, "p0 ships 1 0");
        assert_int_equal(g->sys[CRESCENT1].fresh[0], 1);
        assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[0], 1);
        assert_true(t_logged(&log, "moved out of the Twisted Passage"));
        game->log = NULL;
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* A table with the law and Breaking Gates in p0's play area: p0's starport
 * and 2 fresh ships on `planet`, p1's ship and a Free city on its gate. */
static arcs_game *breaking_table(int slots, int *planet) {
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    game_state *g = t_state(game);
    *planet = wraith_planet(g, slots);
    assert_true(*planet >= 0);
    int gate = *planet / 4 * 4 + SYS_GATE;
    t_place_building(game, 0, *planet, 0, true, false);
    t_place_ships(game, 0, *planet, 2, 0);
    t_place_ships(game, 1, gate, 1, 0);
    fate_gain_card(g, 0, CARD_F2203);
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

/* ARCS-F2203 "When you Catapult move from a planet into the gate of the
 * same cluster, do the following. 1. Place a Passage token on the gate ...
 * 2. Destroy the buildings you used to Catapult—the starport on the map
 * ... 3. Place all ships and tokens from the gate onto the Twisted
 * Passage": p0 moves 2 ships from its starport planet into the gate; the
 * choice is a move (break with the starport, or decline: a plain move,
 * base rulebook "you may take Catapult moves"). Break: a Passage on the
 * gate, p0's 2 ships and p1's ship in the centre, the starport back to
 * p0's supply, no Trophy, the Catapult over. Decline: the ships stop in
 * the gate, which stands. */
static void breaking_gates_catapult(void **state) {
    (void)state;
    for (int decline = 0; decline < 2; decline++) {
        int planet;
        arcs_game *game = breaking_table(1, &planet);
        game_state *g = t_state(game);
        int gate = planet / 4 * 4 + SYS_GATE, ports = g->pl[0].starports_supply;
        t_log log = {0};
        game->log = t_keep_line;
        game->log_ud = &log;
        move_from(game, 0, sysname(planet));
        char text[64];
        snprintf(text, sizeof text, "p0 move-to %s", sysname(gate));
        ok(game, text);
        ok(game, "p0 ships 2 0");
        assert_int_equal(top_frame_c(g)->kind, FR_CARD);
        assert_int_equal(top_frame_c(g)->card, CARD_F2203);
        snprintf(text, sizeof text, "p0 card breaking-gates break %s 0", sysname(planet));
        assert_true(t_is_legal(game, text));
        assert_true(t_is_legal(game, "p0 decline"));
        assert_int_equal(t_count_legal(game, "p0 "), 2);
        t_assert_texts_round_trip(game);
        t_assert_reloads(game, "Breaking Gates' decision");
        char bad[64];
        snprintf(bad, sizeof bad, "p0 card breaking-gates break %s 1", sysname(planet));
        t_refused_unchanged(game, bad);
        if (decline) {
            ok(game, "p0 decline");
            assert_int_equal(top_frame_c(g)->kind, FR_TURN);
            assert_int_equal(g->sys[gate].fresh[0], 2);
            assert_false(passage_gates(g) >> gate & 1);
            assert_true(g->sys[planet].bld[0] & BLD_OCCUPIED);
            assert_true(t_logged(&log, "a plain move, the gate stands"));
        } else {
            ok(game, text);
            assert_int_equal(top_frame_c(g)->kind, FR_TURN);
            assert_true(passage_gates(g) >> gate & 1);
            assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[0], 2);
            assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[1], 1);
            assert_int_equal(g->sys[gate].fresh[0] + g->sys[gate].fresh[1], 0);
            assert_int_equal(g->sys[planet].bld[0], 0);
            assert_int_equal(g->pl[0].starports_supply, ports + 1);
            for (int p = 0; p < g->num_players; p++) assert_int_equal(g->pl[p].trophy_starports[0], 0);
            assert_true(t_logged(&log, "the gate breaks"));
            assert_true(t_logged(&log, "the starport used to Catapult at"));
        }
        game->log = NULL;
        t_assert_invariants(game);
        t_assert_reloads(game, "after Breaking Gates");
        arcs_game_free(game);
    }
}

/* faq.csv Breaking Gates & Placing Passages: "If there are multiple ways
 * to Catapult move to break a gate, what happens? Choose any one legal
 * starport or Slipstream Drive. Only that one is destroyed." A planet with
 * p0's starport and p1's (p0 has control and Catapult Overdrive): two
 * break moves; breaking with p1's destroys p1's alone (back to p1's
 * supply), p0's stays. */
static void breaking_gates_multiple_ways(void **state) {
    (void)state;
    int planet;
    arcs_game *game = breaking_table(2, &planet);
    game_state *g = t_state(game);
    int gate = planet / 4 * 4 + SYS_GATE;
    t_place_building(game, 1, planet, 1, true, false);
    fate_gain_card(g, 0, CARD_F2202);
    game_bump(game);
    int ports1 = g->pl[1].starports_supply;
    move_from(game, 0, sysname(planet));
    char text[64];
    snprintf(text, sizeof text, "p0 move-to %s", sysname(gate));
    ok(game, text);
    ok(game, "p0 ships 2 0");
    assert_int_equal(t_count_legal(game, "p0 card breaking-gates break "), 2);
    snprintf(text, sizeof text, "p0 card breaking-gates break %s 1", sysname(planet));
    ok(game, text);
    assert_true(passage_gates(g) >> gate & 1);
    assert_int_equal(g->sys[planet].bld[1], 0);
    assert_int_equal(g->sys[planet].bld[0], BLD_MAKE(0, true, false));
    assert_int_equal(g->pl[1].starports_supply, ports1 + 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ARCS-F2203 step 2, "or your Flagship's Slipstream Drive Upgrade and
 * Armor": p0's Flagship alone Catapults by Slipstream Drive from a planet
 * into its gate: no decision (Slipstream Drive is a Catapult by its own
 * text), the gate breaks, the Flagship goes to the Twisted Passage, the
 * Upgrade (a starport) and the Armor (a city) leave the board for p0's
 * supply and board. */
static void breaking_gates_slipstream(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    game_state *g = t_state(game);
    int planet = wraith_planet(g, 1), gate = planet / 4 * 4 + SYS_GATE;
    assert_true(planet >= 0);
    fate_gain_card(g, 0, CARD_F2203);
    t_place_ships(game, 0, planet, 1, 0);
    if (has_flagship(g, 0)) g->camp.flagship[0] = (uint8_t)(planet + 1);
    else assert_true(flagship_gain(g, 0, planet));
    uint8_t *col = g->camp.flagship_board[0][UPGRADE_SLIPSTREAM];
    for (int r = FLAGSHIP_UPGRADE; r <= FLAGSHIP_ARMOR; r++) {
        if (!(col[r] & BLD_OCCUPIED)) continue;
        if (BLD_IS_STARPORT(col[r])) g->pl[0].starports_supply++;
        else g->pl[0].cities_on_board++;
        col[r] = 0;
    }
    col[FLAGSHIP_UPGRADE] = BLD_MAKE(0, true, false);
    g->pl[0].starports_supply--;
    col[FLAGSHIP_ARMOR] = BLD_MAKE(0, false, false);
    g->pl[0].cities_on_board--;
    game_bump(game);
    t_assert_invariants(game);
    int ports = g->pl[0].starports_supply, cities = g->pl[0].cities_on_board;
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 2));
    ok(game, "p0 slipstream");
    char text[64];
    snprintf(text, sizeof text, "p0 move-to %s", sysname(gate));
    ok(game, text);
    ok(game, "p0 ships 0 0");
    ok(game, "p0 flagship-along 1");
    assert_int_equal(top_frame_c(g)->kind, FR_TURN);
    assert_true(passage_gates(g) >> gate & 1);
    assert_int_equal(flagship_system(g, 0), TWISTED_PASSAGE);
    assert_int_equal(col[FLAGSHIP_UPGRADE], 0);
    assert_int_equal(col[FLAGSHIP_ARMOR], 0);
    assert_int_equal(g->pl[0].starports_supply, ports + 1);
    assert_int_equal(g->pl[0].cities_on_board, cities + 1);
    t_assert_invariants(game);
    t_assert_reloads(game, "a gate broken by Slipstream Drive");
    arcs_game_free(game);

}

/* ----------------------------------------------------------- The Dead Live */

/* ARCS-F2204 "Destroyed ships that would return to a supply are instead
 * placed on this card. After scoring, take all ships that were destroyed
 * this chapter—including those in Trophies and on this card—and place them
 * fresh on the Twisted Passage.": placed by p0; 2 of p1's ships and an
 * Imperial ship destroyed to their supplies go on the card (out of the
 * supply); p0 takes a Trophy of p2's ship this chapter (p2 held one of
 * p0's from before); after the chapter's scoring (Warlord not scored) p1's
 * 2 ships, p2's ship and the Imperial ship are fresh in the Twisted
 * Passage, the old Trophy stays, the card is empty; the data saved and
 * loaded. */
static void dead_live_after_scoring(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    game_state *g = t_state(game);
    g->pl[2].trophy_ships[0] = 1;
    g->pl[0].ships_supply--;
    dead_live_place(g, 0);
    assert_true(t_in_play_area(g, 0, CARD_F2204));
    int s1 = g->pl[1].ships_supply, imp = g->camp.imperial_supply;
    campaign_event(g, EVT_SHIPS_DESTROYED, NO_PLAYER, 1, 2);
    campaign_event(g, EVT_SHIPS_DESTROYED, NO_PLAYER, OWNER_EMPIRE, 1);
    assert_int_equal(dead_live_ships(g, 1), 2);
    assert_int_equal(dead_live_ships(g, OWNER_EMPIRE), 1);
    assert_int_equal(g->pl[1].ships_supply, s1 - 2);
    assert_int_equal(g->camp.imperial_supply, imp - 1);
    g->pl[0].trophy_ships[2] = 1;
    g->pl[2].ships_supply--;
    game_bump(game);
    t_assert_invariants(game);
    t_assert_reloads(game, "ships on The Dead Live");
    g->chapter = 1;
    t_log log = {0};
    act3_end_chapter(game, &log);
    assert_true(t_logged(&log, "The Dead Live: after scoring, 4 ships destroyed this chapter (3 on this card, 1 from "
                               "Trophies) are placed fresh on the Twisted Passage"));
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[1], 2);
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[2], 1);
    assert_int_equal(g->camp.imperial[TWISTED_PASSAGE][0], 1);
    assert_int_equal(g->pl[0].trophy_ships[2], 0);
    assert_int_equal(g->pl[2].trophy_ships[0], 1);
    assert_int_equal(dead_live_ships(g, 1) + dead_live_ships(g, OWNER_EMPIRE), 0);
    arcs_game_free(game);
}

/* faq.csv The Dead Live: "If Blight Hunger is in play, where do destroyed
 * pieces go? ... Blight Hunger places the pieces on its card before they
 * would return to supply, so Blight Hunger takes precedence." A Blight
 * Crisis destroys p1's damaged ships: with Blight Hunger in p2's play
 * area they go on Blight Hunger, none on The Dead Live; without it, on
 * The Dead Live. */
static void the_dead_live(void **state) {
    (void)state;
    for (int hunger = 0; hunger < 2; hunger++) {
        arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
        game_state *g = t_state(game);
        dead_live_place(g, 0);
        if (hunger) fate_gain_card(g, 2, CARD_F1313);
        t_place_ships(game, 1, ARROW1, 0, 2);
        g->camp.blight[ARROW1][0] = 1;
        g->camp.blight_supply--;
        game_bump(game);
        int s1 = g->pl[1].ships_supply;
        t_log log = {0};
        game->log = t_keep_line;
        game->log_ud = &log;
        blight_crisis_at(g, ARROW1);
        game->log = NULL;
        assert_int_equal(g->sys[ARROW1].damaged[1], 0);
        assert_int_equal(dead_live_ships(g, 1), hunger ? 0 : 2);
        assert_int_equal(t_logged(&log, "The Dead Live: 2 destroyed ships of Player 2 are placed on this card."), !hunger);
        assert_int_equal(g->pl[1].ships_supply, s1);
        game_bump(game);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* ARCS-F2204 in a battle (lib/rules/battle.c: a ship destroyed by no
 * player returns to its supply, then the card takes it): p1 attacks the
 * Blight at 1-arrow with one damaged ship and rolls a self hit: the
 * ship, destroyed by nobody, goes on The Dead Live (placed by p0), not to
 * p1's supply. */
static void dead_live_battle(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    game_state *g = t_state(game);
    dead_live_place(g, 0);
    t_place_ships(game, 1, ARROW1, 0, 1);
    g->camp.blight[ARROW1][0] = 1;
    g->camp.blight_supply--;
    game_bump(game);
    t_assert_invariants(game);
    uint8_t self_hit = 6;
    for (int face = 0; face < 6 && self_hit > 5; face++) {
        uint8_t sym[5];
        assert_true(die_face_symbols(DIE_ASSAULT, face, sym));
        if (sym[0] && !sym[1]) self_hit = (uint8_t)face;
    }
    assert_true(self_hit <= 5);
    int supply = g->pl[1].ships_supply;
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action battle");
    if (t_is_legal(game, "p1 battle-system 1-arrow")) ok(game, "p1 battle-system 1-arrow");
    if (t_is_legal(game, "p1 battle-defender blight")) ok(game, "p1 battle-defender blight");
    battle_force_faces(t_state(game), &self_hit, 1);
    ok(game, "p1 dice assault 1");
    for (int i = 0; i < 8 && t_count_legal(game, "p1 dice ") > 0; i++) t_apply_prefix(game, "p1 dice ");
    assert_int_equal(g->sys[ARROW1].damaged[1], 0);
    assert_int_equal(dead_live_ships(g, 1), 1);
    assert_int_equal(g->pl[1].ships_supply, supply);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* -------------------------------------------- F2201A Setup, F2206 Storms */

enum { S_PASSAGE = 2 };        /* setup.c, ARCS-F2201A */
enum { S_ATTACH, S_STORM_MOVE }; /* passage_storms.c */

static int deck_top(const game_state *g) { return g->court_deck_len ? court_deck_pile(g)[g->court_deck_len - 1] : -1; }

/* An Act III game at the Gate Wraith's Setup decision of step 3 (the first
 * Passage token), its other steps done. */
static arcs_game *at_setup_passage(int chance, uint64_t seed) {
    arcs_game *game = t_act3_new(3, seed, &WRAITH, chance, 0);
    uint64_t rng = seed | 1;
    for (int i = 0; i < 20000; i++) {
        const frame *f = top_frame_c(&game->s);
        if (f && f->kind == FR_CARD && f->card == CARD_F2201A && f->step == S_PASSAGE) return game;
        t_random_move(game, &rng);
    }
    fail_msg("no Gate Wraith Setup decision");
    return NULL;
}

/* ARCS-F2201A steps 2-7: Catapult Overdrive and Breaking Gates in the Gate
 * Wraith's play area, The Dead Live and Passages & The Twisted Passage in
 * the booklet (the map centre in play), Passage Storms face up on top of
 * the Court deck (known: drawn without chance; a Rival's determinized
 * worlds keep it on top). Step 3: one move per gate in play (no planet,
 * only the Gate Wraith); the chosen gate's ships go to the Twisted Passage
 * (passage_collapse) and the event die is rolled after (an explicit chance
 * node: outcome 4 is face 5). The marker on 21 (3 players). */
static void setup_side(void **state) {
    (void)state;
    arcs_game *game = at_setup_passage(ARCS_CHANCE_EXPLICIT, 0x2201);
    game_state *g = t_state(game);
    assert_int_equal(top_frame_c(g)->player, 0);
    assert_true(t_in_play_area(g, 0, CARD_F2202));
    assert_true(t_in_play_area(g, 0, CARD_F2203));
    assert_true(t_in_play_area(g, 0, CARD_F2204)); /* The Dead Live: dead_live_place */
    assert_true(act3_in_booklet(g, CARD_F2205));
    assert_true(map_centre_in_play(g));
    assert_int_equal(deck_top(g), CARD_F2206);
    assert_true(cards_court_top_known(g));
    int gates = 0, gate = -1;
    for (int s = SYS_GATE; s < NUM_SYSTEMS; s += 4)
        if (sys_in_play(g, s)) {
            gates++;
            if (gate < 0) gate = s;
        }
    assert_int_equal(t_count_legal(game, "p0 card gate-wraith-setup-3 place-passage "), gates);
    t_refused_unchanged(game, "p0 card gate-wraith-setup-3 place-passage 1-arrow");
    t_refused_unchanged(game, "p0 card gate-wraith-setup-3 place-passage twisted-passage");
    t_assert_reloads(game, "the Gate Wraith's Setup, step 3");
    t_assert_texts_round_trip(game);
    static unsigned char before[ARCS_STATE_BYTES_MAX];
    size_t lb = 0;
    assert_int_equal(arcs_observation(game, 1, before, sizeof before, &lb), ARCS_OK);
    for (uint64_t seed = 1; seed <= 4; seed++) {
        arcs_game *w = determinized(game, 1, seed, before, lb);
        assert_int_equal(deck_top(&w->s), CARD_F2206);
        arcs_game_free(w);
    }
    t_place_ships(game, 1, gate, 2, 0);
    char name[16], text[96];
    snprintf(text, sizeof text, "p0 card gate-wraith-setup-3 place-passage %s", system_name(gate, name));
    ok(game, text);
    assert_int_equal(passage_gates(g), 1u << gate);
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[1], 2);
    assert_int_equal(g->sys[gate].fresh[1], 0);
    assert_int_equal(top_frame_c(g)->kind, FR_CHANCE);
    t_assert_reloads(game, "the event die's roll pending");
    t_chance_outcome(game, 4);
    assert_int_equal(g->camp.event_die, 5);
    t_assert_invariants(game);
    uint64_t rng = 7;
    for (int i = 0; i < 200 && g->camp.objective[0] == OBJECTIVE_NONE; i++) t_random_move(game, &rng);
    assert_int_equal(g->camp.objective[0], 21);
    arcs_game_free(game);
}

/* Passage Storms in Court place `pos`, drawn there from the top of the
 * deck (the Setup put it there): its When Drawn decision on top. */
static void storms_drawn(arcs_game *game, int pos) {
    game_state *g = t_state(game);
    assert_int_equal(deck_top(g), CARD_F2206);
    court_discard(g, g->court_row[pos]);
    g->court_row[pos] = NO_COURT_CARD;
    court_refill(g, pos);
    assert_int_equal(g->court_row[pos], CARD_F2206);
}

/* ARCS-F2206 "When Drawn: The player with initiative attaches this to a
 * card in the Court.": drawn into place 2 (without chance: known on top),
 * the initiative holder (only) chooses among the other places; attached to
 * place 3, place 2 refills from the deck. */
static void storms_when_drawn(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_EXPLICIT, 1);
    game_state *g = t_state(game);
    int holder = g->initiative, other = (holder + 1) % g->num_players;
    storms_drawn(game, 1);
    const frame *f = top_frame_c(g);
    assert_int_equal(f->kind, FR_CARD);
    assert_int_equal(f->card, CARD_F2206);
    assert_int_equal(f->player, holder);
    char text[64];
    snprintf(text, sizeof text, "p%d card passage-storms attach ", holder);
    /* Every other card but the Imperial Council In Session (Attaching). */
    assert_int_equal(t_count_legal(game, text), __builtin_popcount(attach_places_for_player(g) & ~2u));
    assert_true(__builtin_popcount(attach_places_for_player(g) & ~2u) >= 2);
    snprintf(text, sizeof text, "p%d card passage-storms attach 1", holder);
    t_refused_unchanged(game, text);
    snprintf(text, sizeof text, "p%d card passage-storms attach 2", other);
    t_refused_unchanged(game, text);
    t_assert_reloads(game, "Passage Storms drawn");
    t_assert_texts_round_trip(game);
    snprintf(text, sizeof text, "p%d card passage-storms attach 2", holder);
    ok(game, text);
    assert_int_equal(g->camp.attached[2][0], CARD_F2206);
    /* The refill of place 2: a chance draw (explicit mode). */
    assert_int_equal(top_frame_c(g)->kind, FR_CHANCE);
    uint64_t rng = 3;
    t_random_move(game, &rng);
    assert_int_not_equal(g->court_row[1], NO_COURT_CARD);
    assert_int_not_equal(g->court_row[1], CARD_F2206);
    assert_false(passage_storms_on_top(g));
    t_assert_invariants(game);
    t_assert_reloads(game, "Passage Storms attached");
    arcs_game_free(game);
}

/* ARCS-F2206 "Crisis: Hit each piece in the Twisted Passage. Place this
 * under the top card of the Court deck.": attached to place 3, its Crisis
 * damages p0's 2 fresh ships there and destroys the damaged one, destroys
 * p1's damaged ship, damages the fresh Imperial ship (ships elsewhere
 * untouched); the card leaves the Court (place 3's card stays) and lies
 * second from the top of the deck. */
static void storms_crisis(void **state) {
    (void)state;
    for (int dead = 0; dead < 2; dead++) {
        arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
        game_state *g = t_state(game);
        if (dead) dead_live_place(g, 0);
        assert_true(court_deck_remove(g, CARD_F2206));
        assert_true(attach_card(g, CARD_F2206, 2, false));
        int below = g->court_row[2];
        t_place_ships(game, 0, TWISTED_PASSAGE, 2, 1);
        t_place_ships(game, 1, TWISTED_PASSAGE, 0, 1);
        t_place_ships(game, 1, ARROW1, 1, 0);
        g->camp.imperial[TWISTED_PASSAGE][0] = 1;
        g->camp.imperial[TWISTED_PASSAGE][1] = 1;
        g->camp.imperial_supply -= 2;
        game_bump(game);
        t_assert_invariants(game);
        int supply1 = g->pl[1].ships_supply, imperial = g->camp.imperial_supply;
        cards_crisis(g, CARD_F2206, 2);
        assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[0], 0);
        assert_int_equal(g->sys[TWISTED_PASSAGE].damaged[0], 2);
        assert_int_equal(g->sys[TWISTED_PASSAGE].damaged[1], 0);
        assert_int_equal(g->sys[ARROW1].fresh[1], 1);
        assert_int_equal(g->camp.imperial[TWISTED_PASSAGE][0], 0);
        assert_int_equal(g->camp.imperial[TWISTED_PASSAGE][1], 1);
        /* The destroyed ships (p1's damaged one, the damaged Imperial one),
         * destroyed by no player: to their supply, or with The Dead Live
         * in play on its card (ARCS-F2204: "Destroyed ships that would
         * return to a supply are instead placed on this card."). */
        assert_int_equal(g->pl[1].ships_supply, supply1 + !dead);
        assert_int_equal(g->camp.imperial_supply, imperial + !dead);
        assert_int_equal(dead_live_ships(g, 1), dead);
        assert_int_equal(dead_live_ships(g, OWNER_EMPIRE), dead);
        assert_int_equal(g->camp.attached[2][0], NO_COURT_CARD);
        assert_int_equal(g->court_row[2], below);
        assert_true(g->court_deck_len >= 2);
        assert_int_equal(court_deck_pile(g)[g->court_deck_len - 2], CARD_F2206);
        game_bump(game);
        t_assert_invariants(game);
        t_assert_reloads(game, "Passage Storms' Crisis");
        arcs_game_free(game);
    }
}

/* "Place this under the top card of the Court deck": known there to all.
 * Determinized worlds keep it second from the top; with explicit chance the
 * next draw is chance among the other unknown cards (never Passage Storms),
 * after which it is the known top card, drawn without chance (its When
 * Drawn asks the initiative holder where it attaches). */
static void storms_known_under_top(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    storms_crisis_from_place_3(game);
    game_state *g = t_state(game);
    assert_int_equal(court_deck_pile(g)[g->court_deck_len - 2], CARD_F2206);
    assert_int_equal(cards_data_court_under_top(g), CARD_F2206);
    assert_false(cards_court_top_known(g));
    t_assert_invariants(game);
    t_assert_reloads(game, "Passage Storms under the top card");
    t_assert_deck_place_kept(game, 1, 1, CARD_F2206);
    /* Explicit chance: Court place 1 refills by chance, never with it. */
    force_chance(game);
    g = t_state(game);
    int unknown = g->court_deck_len - g->court_deck_known, depth = g->depth, top = deck_top(g);
    court_discard(g, g->court_row[1]);
    g->court_row[1] = NO_COURT_CARD;
    assert_false(court_draw(g, 1));
    game_bump(game);
    assert_int_equal(g->depth, depth + 1);
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal((int)n, unknown - 1);
    for (size_t i = 0; i < n; i++) assert_int_not_equal(moves[i].a | moves[i].b << 8, CARD_F2206);
    /* Drawn: not the real top card (explicit chance decides), and the card
     * known under the top is the top now. */
    size_t pick = 0;
    while (pick + 1 < n && (moves[pick].a | moves[pick].b << 8) == top) pick++;
    int drawn = moves[pick].a | moves[pick].b << 8;
    assert_int_equal(arcs_apply(game, moves[pick]), ARCS_OK);
    g = t_state(game);
    assert_int_equal(g->court_row[1], drawn);
    assert_int_equal(deck_top(g), CARD_F2206);
    assert_true(cards_court_top_known(g));
    assert_int_equal(cards_data_court_under_top(g), -1);
    t_assert_invariants(game);
    /* The next refill takes it without chance. */
    court_discard(g, g->court_row[1]);
    g->court_row[1] = NO_COURT_CARD;
    assert_true(court_draw(g, 1));
    assert_int_equal(g->court_row[1], CARD_F2206);
    assert_false(cards_court_top_known(g));
    arcs_game_free(game);
}

/* ARCS-F2206 "When Secured: Move any number of times from the Twisted
 * Passage to any planets (Don't remove this card!)" and faq.csv Passage
 * Storms: "When I secure this card, what happens to the agents on it? They
 * are returned and taken as Captives, as normal. Only the card remains in
 * the Court." p1 secures it with 2 agents on it against p0's 1: p1's
 * agents return, p0's is p1's Captive, the card stays in its place (not
 * refilled: it returns there once p1's moves end); p1 moves a fresh ship to a planet of another symbol than the
 * die's (any planet), then the damaged one, and the frame ends (nothing
 * left); the event die is not rerolled. */
static void faq_passage_storms(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    game_state *g = t_state(game);
    /* The card in place 2 (a scene: as if no card had been there to attach
     * it to). */
    assert_true(court_deck_remove(g, CARD_F2206));
    court_discard(g, g->court_row[1]);
    g->court_row[1] = CARD_F2206;
    t_place_ships(game, 1, TWISTED_PASSAGE, 1, 1);
    g->court_agents[1][1] = 2;
    g->pl[1].agents_supply = (uint8_t)(g->pl[1].agents_supply - 2);
    g->court_agents[1][0] = 1;
    g->pl[0].agents_supply--;
    game_bump(game);
    t_assert_invariants(game);
    int agents1 = g->pl[1].agents_supply, die = g->camp.event_die;
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action secure");
    ok(game, "p1 secure 1");
    /* While p1 moves, the place waits empty (the card returns after). */
    assert_int_equal(g->court_row[1], NO_COURT_CARD);
    assert_int_equal(g->court_agents[1][0] + g->court_agents[1][1], 0);
    assert_int_equal(g->pl[1].agents_supply, agents1 + 2);
    assert_int_equal(g->pl[1].captives[0], 1);
    assert_int_equal(top_frame_c(g)->kind, FR_CARD);
    assert_int_equal(top_frame_c(g)->card, CARD_F2206);
    t_refused_unchanged(game, "p0 card passage-storms move 1-crescent 0");
    t_refused_unchanged(game, "p1 card passage-storms move 1-gate 0");
    t_refused_unchanged(game, "p1 card passage-storms move 1-crescent 2");
    t_assert_reloads(game, "Passage Storms secured");
    t_assert_texts_round_trip(game);
    ok(game, "p1 card passage-storms move 1-crescent 0");
    assert_int_equal(g->sys[CRESCENT1].fresh[1], 1);
    ok(game, "p1 card passage-storms move 1-arrow 1");
    assert_int_equal(g->sys[ARROW1].damaged[1], 1);
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[1] + g->sys[TWISTED_PASSAGE].damaged[1], 0);
    assert_false(top_frame_c(g)->kind == FR_CARD && top_frame_c(g)->card == CARD_F2206);
    assert_int_equal(g->camp.event_die, die);
    assert_int_equal(g->court_row[1], CARD_F2206);
    t_assert_invariants(game);
    arcs_game_free(game);
}


/* faq.csv "Passages & The Twisted Passage": "How do Passage tokens affect
 * Gatekeepers? You place 7 ships, with all ships that would be placed on
 * passages going to the passage (which is itself a gate)." With a Passage
 * token on 1-gate, Gatekeepers' Prelude places a ship for each gate in
 * play and one for the Twisted Passage: 1-gate's goes to the centre too
 * (2 there), none on 1-gate (hook point MOVE_ADJACENCY placed_in). */
static void faq_passages_gatekeepers(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    game_state *g = t_state(game);
    hold_court_card(g, CARD_CC03); /* the campaign's Gatekeepers (reprints BC08) */
    game_bump(game);
    t_assert_invariants(game);
    int gates = 0, supply = g->pl[0].ships_supply;
    for (int s = SYS_GATE; s < NUM_SYSTEMS; s += 4) gates += sys_in_play(g, s);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 3));
    ok(game, "p0 card gatekeepers@CC03 place-gates");
    assert_int_equal(g->pl[0].ships_supply, supply - gates - 1);
    assert_int_equal(g->sys[GATE1].fresh[0], 0);
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[0], 2);
    for (int s = SYS_GATE; s < NUM_SYSTEMS; s += 4)
        if (s != GATE1 && sys_in_play(g, s)) assert_int_equal(g->sys[s].fresh[0], 1);
    t_assert_invariants(game);
    t_assert_reloads(game, "Gatekeepers with a Passage");
    arcs_game_free(game);
}

/* The same with 2 ships in p0's supply for the gates and the centre
 * ("do the maximum possible", Fine Print): p0 chooses where, the Twisted
 * Passage among the choices (the decision's mask keeps system 24; saved and
 * reloaded there), then a gate; the decision ends with the supply. */
static void gatekeepers_short_of_ships_centre(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    game_state *g = t_state(game);
    hold_court_card(g, CARD_CC03);
    int keep = g->pl[0].ships_supply - 2;
    t_place_ships(game, 0, ARROW1, keep, 0); /* all but 2 out of the supply */
    g = t_state(game);
    assert_int_equal(g->pl[0].ships_supply, 2);
    game_bump(game);
    t_assert_invariants(game);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 3));
    ok(game, "p0 card gatekeepers@CC03 place-gates");
    assert_int_equal(t_count_legal(game, "p0 card gatekeepers@CC03 place-ship twisted-passage"), 1);
    /* 1-gate is owed its own ship (it goes to the centre: the faq's 7). */
    assert_int_equal(t_count_legal(game, "p0 card gatekeepers@CC03 place-ship 1-gate"), 1);
    t_assert_reloads(game, "Gatekeepers short of ships");
    ok(game, "p0 card gatekeepers@CC03 place-ship twisted-passage");
    g = t_state(game);
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[0], 1);
    assert_int_equal(t_count_legal(game, "p0 card gatekeepers@CC03 place-ship twisted-passage"), 0);
    int gate = -1;
    for (int s = SYS_GATE; s < NUM_SYSTEMS && gate < 0; s += 4)
        if (s != GATE1 && sys_in_play(g, s)) gate = s;
    char text[80], name[16];
    snprintf(text, sizeof text, "p0 card gatekeepers@CC03 place-ship %s", system_name(gate, name));
    ok(game, text);
    g = t_state(game);
    assert_int_equal(g->pl[0].ships_supply, 0);
    assert_int_equal(t_count_legal(game, "p0 card gatekeepers@CC03 place-ship"), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(passage_move_in),
        cmocka_unit_test(passage_move_out),
        cmocka_unit_test(passage_no_harm),
        cmocka_unit_test(passage_battle_imperial),
        cmocka_unit_test(passage_gate_city_psionic),
        cmocka_unit_test(passage_gate_port),
        cmocka_unit_test(passage_repair),
        cmocka_unit_test(passage_three_ships),
        cmocka_unit_test(passage_rogue_admirals),
        cmocka_unit_test(passage_needs_the_law),
        cmocka_unit_test(collapse_gate),
        cmocka_unit_test(objective_ambition_won),
        cmocka_unit_test(objective_control_at_chapter_end),
        cmocka_unit_test(objective_control_by_privilege),
        cmocka_unit_test(overdrive_rival_starport),
        cmocka_unit_test(overdrive_twisted_passage),
        cmocka_unit_test(breaking_gates_catapult),
        cmocka_unit_test(breaking_gates_multiple_ways),
        cmocka_unit_test(breaking_gates_slipstream),
        cmocka_unit_test(dead_live_after_scoring),
        cmocka_unit_test(the_dead_live),
        cmocka_unit_test(dead_live_battle),
        cmocka_unit_test(setup_side),
        cmocka_unit_test(storms_when_drawn),
        cmocka_unit_test(storms_crisis),
        cmocka_unit_test(storms_known_under_top),
        cmocka_unit_test(faq_passage_storms),
        cmocka_unit_test(faq_passages_gatekeepers),
        cmocka_unit_test(gatekeepers_short_of_ships_centre),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
