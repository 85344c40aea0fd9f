/*
 * Act II of the Pacifist (lib/cards/campaign/fates/pacifist/): its Act II
 * Setup and Objective (F1401A/B), Witnesses (F1402), Well of Empathy
 * (F1403) and the Act II Resolution (F1404), in Act II games started from
 * campaign records (tests/act2_fixture.h, the Pacifist steered as p0's B
 * Fate); the faq.csv rulings on them; bad moves refused with the game
 * unchanged.
 */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/believer/faithful.h"
#include "cards/campaign/fates/pacifist/pacifist.h"

/* p0 failed Act I and takes the Pacifist; p1, p2 keep their A Fates. */
static const int FATES[3] = {CARD_FATE01, CARD_FATE02, CARD_FATE03};
static const int BFATES[3] = {CARD_FATE14, 0, 0};

static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

/* ARCS_TEST_LOG set: the legal moves (reading a failure). */
static void show_legal(arcs_game *game) {
    if (!getenv("ARCS_TEST_LOG")) return;
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n);
    for (size_t i = 0; i < n; i++) {
        char text[64];
        arcs_move_to_str(moves[i], text, sizeof text, NULL);
        fprintf(stderr, "  legal: %s\n", text);
    }
}

static int top_kind(const arcs_game *game) { return top_frame_c(&game->s)->kind; }
static int objective(const arcs_game *game, int p) { return objective_space(&game->s, p); }

static bool in_court_deck(game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == card) return true;
    return false;
}

/* The first system in play of planet type r (another than `not`). */
static int planet_of(const game_state *g, int r, int not) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && planet_type(s) == r && s != not) return s;
    fail_msg("no %s planet in play", resource_name(r));
    return -1;
}

static int witness_count(const game_state *g, int p) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) n += witnesses_in(g, p, s);
    return n;
}

static void say(arcs_game *game, const char *fmt, int p, int s) {
    char text[96], sn[16];
    snprintf(text, sizeof text, fmt, p, system_name(s, sn));
    ok(game, text);
}

static void refused(arcs_game *game, const char *fmt, int p, int s) {
    char text[96], sn[16];
    snprintf(text, sizeof text, fmt, p, system_name(s, sn));
    t_refused_unchanged(game, text);
}

/* At a pending decision: the state saves and loads to the same hash and
 * legal moves. */
/* An Act II game of 3 with the Pacifist p0 set up (its Setup's ships
 * placed at random), then an empty map, no holdings, no Outrage. */
static arcs_game *table(void) {
    arcs_game *game = t_act2_started_b(3, 0x1414, FATES, 6u, BFATES, ARCS_CHANCE_INTERNAL);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE14);
    clear_holdings(game, false);
    t_clear_board(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.blight_supply = BLIGHT_PIECES;
    memset(g->camp.flagship, 0, sizeof g->camp.flagship);
    witnesses_remove_all(g, 0);
    for (int p = 0; p < 3; p++) g->pl[p].outrage = g->pl[p].outrage_placeholder = 0;
    return game;
}

/* ---------------------------------------------------------------- Setup */

/* ARCS-F1401A in the Act II Setup: Witnesses and Well of Empathy gained,
 * 1 Witness at each Weapon planet, then the fleet replenished to 8 Loyal
 * ships, each ship a move in any system in play; a system out of play and
 * a Rival's move refused, the game unchanged. */
static void setup_side(void **state) {
    (void)state;
    arcs_game *game = t_act2_new_b(3, 0x1414, FATES, 6u, BFATES, ARCS_CHANCE_INTERNAL, 0);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE14);
    uint64_t rng = 7;
    for (int i = 0; i < 400 && !(top_kind(game) == FR_CARD && top_frame_c(g)->card == CARD_F1401A); i++) {
        assert_int_not_equal(top_frame_c(g)->player, 0);
        t_random_move(game, &rng);
    }
    assert_int_equal(top_frame_c(g)->card, CARD_F1401A);
    assert_int_equal(g->pl[0].outrage, 0);
    assert_true(t_in_play_area(g, 0, CARD_F1402));
    assert_true(t_in_play_area(g, 0, CARD_F1403));
    int weapons = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && planet_type(s) == ARCS_WEAPON) {
            weapons++;
            assert_int_equal(witnesses_in(g, 0, s), 1);
        }
    assert_int_equal(witness_count(g, 0), weapons < WITNESS_TOKENS ? weapons : WITNESS_TOKENS);
    t_assert_reloads(game, "pending decision");
    int out = -1;
    for (int s = 0; s < NUM_SYSTEMS && out < 0; s++)
        if (!sys_in_play(g, s)) out = s;
    if (out >= 0) refused(game, "p%d card pacifist-setup-2 place %s", 0, out);
    int sys = planet_of(g, ARCS_PSIONIC, -1);
    refused(game, "p%d card pacifist-setup-2 place %s", 1, sys);
    int on_map = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) on_map += g->sys[s].fresh[0] + g->sys[s].damaged[0];
    assert_true(on_map < 8);
    int fresh = g->sys[sys].fresh[0], placed = 0;
    while (top_kind(game) == FR_CARD && top_frame_c(g)->card == CARD_F1401A) {
        say(game, "p%d card pacifist-setup-2 place %s", 0, sys);
        placed++;
    }
    assert_int_equal(on_map + placed, 8);
    assert_int_equal(g->sys[sys].fresh[0], fresh + placed);
    arcs_game_free(game);
}

/* ARCS-F1401A step 1, "Clear all of your Outrage": the Setup run again on
 * a table with p0's Outrage of Fuel (an agent on the slot) and Relic (a
 * placeholder): both cleared, the agent back; then 8 ships to place on
 * the empty map. */
static void setup_clears_outrage(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    play_area_remove(g, 0, CARD_F1402);
    play_area_remove(g, 0, CARD_F1403);
    g->camp.fate_cards_added = (uint8_t)(g->camp.fate_cards_added - 2);
    g->pl[0].outrage = (uint8_t)(1u << ARCS_FUEL | 1u << ARCS_RELIC);
    g->pl[0].outrage_placeholder = (uint8_t)(1u << ARCS_RELIC);
    g->pl[0].agents_supply--;
    int agents = g->pl[0].agents_supply;
    g->depth = 0;
    card_def_of(CARD_F1401A)->fate_setup(g, 0, CARD_F1401A);
    assert_int_equal(g->pl[0].outrage, 0);
    assert_int_equal(g->pl[0].outrage_placeholder, 0);
    assert_int_equal(g->pl[0].agents_supply, agents + 1);
    assert_true(t_in_play_area(g, 0, CARD_F1402));
    assert_true(t_in_play_area(g, 0, CARD_F1403));
    assert_true(witness_count(g, 0) > 0);
    assert_int_equal(top_frame_c(g)->card, CARD_F1401A);
    arcs_game_free(game);
}

/* ------------------------------------------------------------ Objective */

/* "Commit to Pacifism": at a chapter's end +2 with no Trophies, +1 with no
 * Captives. */
static void commit_to_pacifism(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int start = objective(game, 0);
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, 1, 0);
    assert_int_equal(objective(game, 0), start - 3);
    g->pl[0].trophy_ships[1] = 1;
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, 2, 0);
    assert_int_equal(objective(game, 0), start - 4);
    g->pl[0].captives[2] = 1;
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, 3, 0);
    assert_int_equal(objective(game, 0), start - 4);
    g->pl[0].trophy_ships[1] = 0;
    g->camp.trophy_imperial[0] = 1; /* an Imperial ship is a Trophy too */
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, 3, 0);
    assert_int_equal(objective(game, 0), start - 4);
    arcs_game_free(game);
}

/* "Spread Empathy": +1 for each Psionic spent in the Prelude while Empath
 * is declared; none without Empath declared. faq.csv Pacifist Act II
 * Objective: "Only Psionic resources count": a Material spent as Psionic
 * with Loyal Empaths (F608, a Loyal guild) does not. */
static void spread_empathy(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int start = objective(game, 0);
    int sys = planet_of(g, ARCS_PSIONIC, -1);
    t_place_ships(game, 0, sys, 3, 0);
    t_give_resource(game, 0, 0, ARCS_PSIONIC);
    t_give_resource(game, 0, 1, ARCS_PSIONIC);
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
    assert_true(t_apply_prefix(game, "p0 spend 0"));
    assert_int_equal(objective(game, 0), start);
    while (top_kind(game) != FR_TURN) assert_true(t_apply_prefix(game, "p0"));
    g->marker_box[0] = ARCS_EMPATH;
    assert_true(t_apply_prefix(game, "p0 spend 1"));
    assert_int_equal(objective(game, 0), start - 1);
    arcs_game_free(game);

    game = table();
    g = t_state(game);
    fate_gain_card(g, 0, CARD_F608);
    t_give_resource(game, 0, 0, ARCS_MATERIAL);
    t_place_ships(game, 0, sys, 3, 0);
    g->marker_box[0] = ARCS_EMPATH;
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
    start = objective(game, 0);
    /* Move, Psionic's action with the Mobilization lead: only as Psionic. */
    assert_true(t_apply_prefix(game, "p0 spend 0 move"));
    assert_int_equal(objective(game, 0), start);
    arcs_game_free(game);
}

/* faq.csv Dominant Faith Q1 (ARCS-F830, the Believer's Act III law): its
 * limits hold for nonstandard declarations: with a non-Faithful card led
 * and an Ideal on Empath, flipping a Witness offers no declaration. */
static void witnesses_declare_barred_by_dominant_faith(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int psi = planet_of(g, ARCS_PSIONIC, -1);
    token_add(g, CARD_F1402, 0, psi);
    t_place_ships(game, 0, psi, 2, 0);
    booklet_add(g, CARD_F830);
    DOCTRINE(g)->doctrine = IDEAL_ZEAL;
    ideal_put(g, ARCS_EMPATH, IDEAL_WISDOM);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    g = t_state(game);
    say(game, "p%d card witnesses flip %s", 0, psi);
    while (top_frame_c(g)->card == CARD_F1403) assert_true(t_apply_prefix(game, "p0 card well-of-empathy"));
    assert_false(t_is_legal(game, "p0 card witnesses declare"));
    assert_int_equal(top_kind(game), FR_TURN);
    arcs_game_free(game);
}

/* ------------------------------------------------------------ Witnesses */

/* Prelude: a Witness p0 controls at a Psionic planet flips and is taken
 * (onto Well of Empathy: p0's choice), then Empath may be declared.
 * faq.csv Witnesses Q2: "You must do the first part to declare Empath":
 * no declaration without a flip. Not controlled (a Rival has more ships):
 * no flip. */
static void witnesses_flip(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int psi = planet_of(g, ARCS_PSIONIC, -1);
    token_add(g, CARD_F1402, 0, psi);
    t_place_ships(game, 0, psi, 2, 0);
    t_place_ships(game, 1, psi, 3, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    refused(game, "p%d card witnesses flip %s", 0, psi);
    t_refused_unchanged(game, "p0 card witnesses declare");
    g->sys[psi].fresh[1] = 1;
    g->pl[1].ships_supply += 2;
    game_bump(game);
    int markers = 0;
    for (int m = 0; m < 3; m++) markers += g->marker_box[m] == ARCS_EMPATH;
    show_legal(game);
    int supply = g->res_supply[ARCS_PSIONIC];
    say(game, "p%d card witnesses flip %s", 0, psi);
    assert_int_equal(witnesses_in(g, 0, psi), 0);
    assert_int_equal(top_frame_c(g)->card, CARD_F1403);
    t_assert_reloads(game, "pending decision");
    t_refused_unchanged(game, "p1 card well-of-empathy hold");
    ok(game, "p0 card well-of-empathy hold");
    assert_int_equal(card_res_count(g, CARD_F1403, ARCS_PSIONIC), 1);
    /* The flipped token itself is the Psionic: a 6th in the game, the
     * supply's untouched. */
    assert_int_equal(g->camp.psionic_extra, 1);
    assert_int_equal(res_tokens(g, ARCS_PSIONIC), RES_PER_TYPE + 1);
    assert_int_equal(g->res_supply[ARCS_PSIONIC], supply);
    assert_int_equal(top_frame_c(g)->card, CARD_F1402);
    t_assert_reloads(game, "pending decision");
    ok(game, "p0 card witnesses declare");
    int after = 0;
    for (int m = 0; m < 3; m++) after += g->marker_box[m] == ARCS_EMPATH;
    assert_int_equal(after, markers + 1);
    assert_int_equal(top_kind(game), FR_TURN);
    arcs_game_free(game);
}

/* A Witness flips to its Psionic side with no Psionic in the supply (all 5
 * held by p1 and the Imperial Trust): p0 still takes it, as a 6th Psionic (ARCS-F1402: the token
 * itself is the resource), kept through save/load; a state whose count
 * disagrees is refused. */
static void witness_flip_empty_supply(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int psi = planet_of(g, ARCS_PSIONIC, -1);
    token_add(g, CARD_F1402, 0, psi);
    t_place_ships(game, 0, psi, 2, 0);
    /* Every Psionic out of the supply: p1's and the Imperial Trust's. */
    t_give_to_empty_slot(game, 1, ARCS_PSIONIC);
    g->camp.trust[ARCS_PSIONIC] = (uint8_t)(g->camp.trust[ARCS_PSIONIC] + g->res_supply[ARCS_PSIONIC]);
    g->res_supply[ARCS_PSIONIC] = 0;
    game_bump(game);
    t_assert_invariants(game);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    say(game, "p%d card witnesses flip %s", 0, psi);
    ok(game, "p0 decline");
    while (top_kind(game) == FR_PLACE_RESOURCE) assert_true(t_apply_prefix(game, "p0 place-resource"));
    assert_int_equal(resources_held(&g->pl[0], ARCS_PSIONIC), 1);
    assert_int_equal(resources_held(&g->pl[1], ARCS_PSIONIC) + g->camp.trust[ARCS_PSIONIC], RES_PER_TYPE);
    assert_int_equal(g->res_supply[ARCS_PSIONIC], 0);
    assert_int_equal(g->camp.psionic_extra, 1);
    t_assert_invariants(game);
    t_assert_reloads(game, "pending decision");
    /* A loaded state whose count disagrees is refused: one Psionic too many. */
    g->res_supply[ARCS_PSIONIC] = 1;
    char why[200];
    assert_false(state_invariants_ok(g, why, sizeof why));
    assert_non_null(strstr(why, "Psionic tokens in all (6 in the game)"));
    g->res_supply[ARCS_PSIONIC] = 0;
    arcs_game_free(game);
}

/* "Witness tokens are your Loyal pieces" (Campaign rulebook, Tokens, "Not
 * Loyal": they fulfil the need for Loyal pieces of the Presence Law): on
 * a Regent Pacifist's turn, a system the Empire controls with a Witness
 * and no ship of theirs is theirs to control, and its Witness flips; an
 * Outlaw Pacifist controls nothing there. */
static void witness_is_a_loyal_piece(void **state) {
    (void)state;
    for (int regent = 0; regent < 2; regent++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        g->camp.regents = (uint8_t)(regent ? 7u : 6u);
        int psi = planet_of(g, ARCS_PSIONIC, -1);
        put_imperial(game, psi, 1, 0);
        token_add(g, CARD_F1402, 0, psi);
        t_place_ships(game, 0, planet_of(g, ARCS_WEAPON, -1), 1, 0);
        t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
        assert_int_equal(has_loyal_piece(g, 0, psi), true);
        assert_int_equal(player_controls(g, 0, psi), regent);
        char text[64], sn[16];
        snprintf(text, sizeof text, "p0 card witnesses flip %s", system_name(psi, sn));
        assert_int_equal(t_is_legal(game, text), regent);
        arcs_game_free(game);
    }
}

/* Campaign rulebook, Tokens, "Not Loyal": "You can build buildings at
 * Loyal tokens": a Build of a city or starport in a system where p0's only
 * piece is a Witness (placed fresh where nobody controls; damaged where a
 * Rival's ships control: Base rulebook, Build); no Witness, no building
 * there (refused, the game unchanged). Repair: Witnesses cannot be harmed
 * (Tokens, "Cannot Harm"), so none is ever damaged to repair. */
static void witness_allows_building(void **state) {
    (void)state;
    for (int rival = 0; rival < 2; rival++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        int psi = planet_of(g, ARCS_PSIONIC, -1), weapon = planet_of(g, ARCS_WEAPON, -1);
        t_place_ships(game, 0, weapon, 1, 0);
        if (rival) t_place_ships(game, 1, psi, 2, 0);
        t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
        ok(game, "p0 action build");
        refused(game, "p%d build-city %s", 0, psi);
        refused(game, "p%d build-starport %s", 0, psi);
        token_add(g, CARD_F1402, 0, psi);
        game_bump(game);
        char text[64], sn[16];
        snprintf(text, sizeof text, "p0 build-starport %s", system_name(psi, sn));
        assert_true(t_is_legal(game, text));
        say(game, "p%d build-city %s", 0, psi);
        int slot = -1;
        for (int i = 0; i < SLOTS_PER_SYSTEM; i++)
            if (BLD_IS_CITY(g->sys[psi].bld[i]) && BLD_OWNER(g->sys[psi].bld[i]) == 0) slot = i;
        assert_true(slot >= 0);
        assert_int_equal(BLD_IS_DAMAGED(g->sys[psi].bld[slot]), rival);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* Moving Witnesses: a Move action may move Witnesses p0 controls instead
 * of ships (NEW_ACTION), and Witnesses p0 controlled come along with the
 * ships p0 moves. faq.csv Witnesses Q1: "The control requisite still
 * applies to Catapult Moves": not controlled, no Witness comes. */
static void witnesses_move(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int gate = 4 * 1 + SYS_GATE, planet = -1;
    uint8_t adj[8];
    int na = adjacent_systems(g, gate, adj);
    for (int i = 0; i < na && planet < 0; i++)
        if (sys_in_play(g, adj[i]) && !sys_is_gate(adj[i])) planet = adj[i];
    assert_true(planet >= 0);
    token_add(g, CARD_F1402, 0, gate);
    t_place_ships(game, 0, gate, 2, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
    ok(game, "p0 card witnesses move-witnesses pip");
    char text[96], a[16], b[16];
    snprintf(text, sizeof text, "p0 card witnesses move %s %s", system_name(gate, a), system_name(planet, b));
    ok(game, text);
    t_assert_reloads(game, "pending decision");
    t_refused_unchanged(game, "p0 card witnesses count 2"); /* only 1 Witness there */
    ok(game, "p0 card witnesses count 1");
    assert_int_equal(witnesses_in(g, 0, planet), 1);
    assert_int_equal(witnesses_in(g, 0, gate), 0);
    assert_int_equal(g->sys[gate].fresh[0], 2);
    /* Along with the ships: 2 ships back to the gate, the Witness along. */
    t_place_ships(game, 0, planet, 2, 0);
    ok(game, "p0 action move");
    say(game, "p%d move-from %s", 0, planet);
    say(game, "p%d move-to %s", 0, gate);
    ok(game, "p0 ships 2 0");
    assert_int_equal(top_frame_c(g)->card, CARD_F1402);
    t_assert_reloads(game, "pending decision");
    ok(game, "p0 card witnesses along 1");
    assert_int_equal(witnesses_in(g, 0, gate), 1);
    /* Not controlled: a Rival's 3 ships at the gate; no Witness comes. */
    t_place_ships(game, 1, gate, 5, 0);
    ok(game, "p0 action move");
    say(game, "p%d move-from %s", 0, gate);
    say(game, "p%d move-to %s", 0, planet);
    ok(game, "p0 ships 1 0");
    assert_int_not_equal(top_kind(game) == FR_CARD ? top_frame_c(g)->card : 0, CARD_F1402);
    assert_int_equal(witnesses_in(g, 0, gate), 1);
    arcs_game_free(game);
}

/* A Catapult (from p0's starport) with a Witness p0 controls there: the
 * Witness comes along to where the group stops, p0's choice when the Move
 * is over. faq.csv Witnesses Q1: with a Rival controlling the origin, the
 * same Catapult offers no Witness. */
static void witnesses_catapult(void **state) {
    (void)state;
    for (int controlled = 0; controlled < 2; controlled++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        int gate = 4 * 1 + SYS_GATE, from = -1, to = -1;
        uint8_t adj[8];
        int na = adjacent_systems(g, gate, adj);
        for (int i = 0; i < na; i++)
            if (sys_in_play(g, adj[i]) && !sys_is_gate(adj[i])) {
                if (from < 0) from = adj[i];
                else if (to < 0) to = adj[i];
            }
        assert_true(from >= 0 && to >= 0);
        token_add(g, CARD_F1402, 0, from);
        t_place_building(game, 0, from, 0, true, false);
        t_place_ships(game, 0, from, 2, 0);
        if (!controlled) t_place_ships(game, 1, from, 3, 0);
        t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
        ok(game, "p0 action move");
        say(game, "p%d move-from %s", 0, from);
        say(game, "p%d move-to %s", 0, gate);
        ok(game, "p0 ships 2 0");
        assert_int_equal(top_kind(game), FR_CATAPULT);
        say(game, "p%d move-to %s", 0, to);
        ok(game, "p0 ships 2 0");
        if (top_kind(game) == FR_CATAPULT) ok(game, "p0 catapult-stop");
        if (!controlled) {
            assert_false(top_kind(game) == FR_CARD && top_frame_c(g)->card == CARD_F1402);
            assert_int_equal(witnesses_in(g, 0, from), 1);
        } else {
            assert_int_equal(top_frame_c(g)->card, CARD_F1402);
            assert_int_equal(top_frame_c(g)->d, to);
            ok(game, "p0 card witnesses along 1");
            assert_int_equal(witnesses_in(g, 0, to), 1);
            assert_int_equal(witnesses_in(g, 0, from), 0);
        }
        arcs_game_free(game);
    }
}

/* ------------------------------------------------------- Well of Empathy */

/* p1 attacks p0 in sys with forced faces, collecting `assault` assault and
 * `raid` raid dice, and assigns the hits (the first choices). */
static void p1_attacks(arcs_game *game, int sys, const uint8_t *faces, int n, int assault, int raid) {
    game_state *g = t_state(game);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action battle");
    if (top_kind(game) == FR_BATTLE_SYSTEM) say(game, "p%d battle-system %s", 1, sys);
    if (top_kind(game) == FR_BATTLE_DEFENDER) ok(game, "p1 battle-defender p0");
    battle_force_faces(g, faces, n);
    static const char *const TYPES[3] = {"assault", "skirmish", "raid"};
    while (top_kind(game) == FR_BATTLE_DICE) {
        char text[40];
        int t = top_frame_c(g)->a;
        snprintf(text, sizeof text, "p1 dice %s %d", TYPES[t], t == 0 ? assault : t == 2 ? raid : 0);
        ok(game, text);
    }
    for (int i = 0; i < 10 && top_kind(game) == FR_BATTLE_HIT; i++) assert_true(t_apply_prefix(game, "p1 hit"));
}

/* Defending, p0 takes a Trophy (an attacking ship destroyed by an
 * intercept): it returns to p1's supply and p0 gains 1 Psionic, kept on
 * the Well or in the slots (p0's choice: "decline" to the slots). */
static void well_returns_trophies(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int sys = planet_of(g, ARCS_PSIONIC, -1);
    t_place_ships(game, 0, sys, 2, 0);
    t_place_ships(game, 1, sys, 0, 1);
    int supply = g->pl[1].ships_supply;
    const uint8_t faces[] = {5}; /* intercept + hit */
    p1_attacks(game, sys, faces, 1, 1, 0);
    assert_int_equal(g->pl[0].trophy_ships[1], 0);
    assert_int_equal(g->pl[1].ships_supply, supply + 1);
    assert_int_equal(top_frame_c(g)->card, CARD_F1403);
    int slots = resources_held(&g->pl[0], ARCS_PSIONIC);
    ok(game, "p0 decline");
    while (top_kind(game) == FR_PLACE_RESOURCE) assert_true(t_apply_prefix(game, "p0 place-resource"));
    assert_int_equal(resources_held(&g->pl[0], ARCS_PSIONIC), slots + 1);
    assert_int_equal(card_res_count(g, CARD_F1403, ARCS_PSIONIC), 0);
    arcs_game_free(game);
}

/* "You may hold any number of Psionic here": a Psionic p0 gains by other
 * means (a tax: gain_resource, hook point RESOURCE_TAKEN) is offered the
 * Well too: "hold" puts it on the card, "decline" in the slots; a Rival's
 * Psionic is not offered p0's Well; with the supply's last Psionic taken
 * meanwhile, no hold and no gain. */
static void well_offered_other_gains(void **state) {
    (void)state;
    for (int hold = 0; hold < 2; hold++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        int psi = planet_of(g, ARCS_PSIONIC, -1);
        t_place_building(game, 0, psi, 0, false, false);
        t_place_ships(game, 0, psi, 1, 0);
        t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
        int supply = g->res_supply[ARCS_PSIONIC], slots = resources_held(&g->pl[0], ARCS_PSIONIC);
        ok(game, "p0 action tax");
        if (top_kind(game) != FR_CARD) {
            show_legal(game);
            char text[64], sn[16];
            snprintf(text, sizeof text, "p0 tax %s 0", system_name(psi, sn));
            ok(game, text);
        }
        assert_int_equal(top_kind(game), FR_CARD);
        assert_int_equal(top_frame_c(g)->card, CARD_F1403);
        t_assert_invariants(game);
        t_assert_reloads(game, "pending decision");
        t_refused_unchanged(game, "p1 card well-of-empathy hold");
        ok(game, hold ? "p0 card well-of-empathy hold" : "p0 decline");
        while (top_kind(game) == FR_PLACE_RESOURCE) assert_true(t_apply_prefix(game, "p0 place-resource"));
        assert_int_equal(card_res_count(g, CARD_F1403, ARCS_PSIONIC), hold);
        assert_int_equal(resources_held(&g->pl[0], ARCS_PSIONIC), slots + !hold);
        assert_int_equal(g->res_supply[ARCS_PSIONIC], supply - 1);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* A Summit deal's Psionic (a resource given, Campaign rulebook,
 * "Negotiations"): received by p0, offered the Well too ("hold"); the
 * giver's slot is emptied, the token on the Well. */
static void well_offered_summit_psionic(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    t_give_to_empty_slot(game, 1, ARCS_PSIONIC);
    int slot = -1;
    for (int i = 0; i < RES_SLOTS; i++)
        if (g->pl[1].res[i] == ARCS_PSIONIC + 1) slot = i;
    assert_true(slot >= 0);
    g->camp.summit_deal_limit = DEALS_UNLIMITED;
    t_call_summit(game, 0);
    ok(game, "p0 order-done");
    show_legal(game);
    ok(game, "p0 deal-add p1 p0 transfer");
    char text[48];
    snprintf(text, sizeof text, "p0 transfer resource %d", slot);
    show_legal(game);
    ok(game, text);
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
    g = t_state(game);
    assert_int_equal(resources_held(&g->pl[1], ARCS_PSIONIC), 0);
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(g)->card, CARD_F1403);
    t_assert_invariants(game);
    ok(game, "p0 card well-of-empathy hold");
    assert_int_equal(card_res_count(g, CARD_F1403, ARCS_PSIONIC), 1);
    assert_int_equal(resources_held(&g->pl[0], ARCS_PSIONIC), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* A Psionic taken waits for the Well's choice in the choice's frame,
 * neither in the supply nor anyone's: with the supply's last one waiting, a
 * second gain of p0's and a Rival's gain (p1 has no Well) find the supply
 * empty; p0 may still hold it, or decline it into the slots. Invariants
 * hold at each step. */
static void well_waiting_tokens(void **state) {
    (void)state;
    for (int hold = 0; hold < 2; hold++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
        card_res_add(g, CARD_F1403, ARCS_PSIONIC, g->res_supply[ARCS_PSIONIC] - 1);
        assert_int_equal(g->res_supply[ARCS_PSIONIC], 1);
        int depth = g->depth, here = card_res_count(g, CARD_F1403, ARCS_PSIONIC);
        gain_resource(g, 0, ARCS_PSIONIC);
        gain_resource(g, 0, ARCS_PSIONIC);
        assert_int_equal(g->depth, depth + 1);
        assert_int_equal(top_frame_c(g)->card, CARD_F1403);
        assert_int_equal(g->res_supply[ARCS_PSIONIC], 0);
        t_assert_invariants(game);
        gain_resource(g, 1, ARCS_PSIONIC);
        assert_int_equal(resources_held(&g->pl[1], ARCS_PSIONIC), 0);
        assert_int_equal(g->depth, depth + 1);
        game_bump(game);
        t_assert_invariants(game);
        ok(game, hold ? "p0 card well-of-empathy hold" : "p0 decline");
        while (top_kind(game) == FR_PLACE_RESOURCE) assert_true(t_apply_prefix(game, "p0 place-resource"));
        g = t_state(game);
        assert_int_equal(g->depth, depth);
        assert_int_equal(resources_held(&g->pl[0], ARCS_PSIONIC), hold ? 0 : 1);
        assert_int_equal(card_res_count(g, CARD_F1403, ARCS_PSIONIC), here + hold);
        assert_int_equal(g->res_supply[ARCS_PSIONIC], 0);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* The Well's Psionic are not frozen: in the Prelude p0 spends one for a
 * Psionic's action (Move with a Mobilization lead); it waits aside until
 * the Prelude ends and, Empath declared, advances Spread Empathy. With
 * Psionic Outraged, no spend; without a lead suit's action, none. */
static void well_psionic_spent(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    card_res_add(g, CARD_F1403, ARCS_PSIONIC, 1);
    t_place_ships(game, 0, planet_of(g, ARCS_PSIONIC, -1), 2, 0);
    g->marker_box[0] = ARCS_EMPATH;
    int start = objective(game, 0);
    g->pl[0].outrage = (uint8_t)(1u << ARCS_PSIONIC);
    g->pl[0].outrage_placeholder = (uint8_t)(1u << ARCS_PSIONIC);
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
    t_refused_unchanged(game, "p0 card well-of-empathy spend move");
    g->pl[0].outrage = g->pl[0].outrage_placeholder = 0;
    game_bump(game);
    t_refused_unchanged(game, "p0 card well-of-empathy spend build"); /* not a Mobilization action */
    ok(game, "p0 card well-of-empathy spend move");
    assert_int_equal(card_res_count(g, CARD_F1403, ARCS_PSIONIC), 0);
    assert_int_equal(g->prelude_spent[ARCS_PSIONIC], 1);
    assert_int_equal(objective(game, 0), start - 1);
    assert_int_equal(top_kind(game), FR_MOVE_FROM);
    arcs_game_free(game);
}

/* "Their raid cost is key key each": raiding p0 with 3 keys, p1 may take a
 * Psionic from the Well (2 keys); with 1 key left, no more. */
static void well_raid_cost(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int sys = planet_of(g, ARCS_PSIONIC, -1);
    card_res_add(g, CARD_F1403, ARCS_PSIONIC, 2);
    t_place_building(game, 0, sys, 0, true, false);
    t_place_ships(game, 1, sys, 3, 0);
    const uint8_t faces[] = {1, 3}; /* raid: intercept + 2 keys; building hit + key */
    p1_attacks(game, sys, faces, 2, 0, 2);
    assert_int_equal(g->battle.keys, 3);
    int psionic = resources_held(&g->pl[1], ARCS_PSIONIC);
    arcs_move m;
    char label[160];
    assert_int_equal(arcs_move_from_str("p1 raid 0 13", &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_string_equal(label, "Take 1 Psionic from Player 1's Well of Empathy (2 keys)");
    ok(game, "p1 raid 0 13");
    assert_int_equal(card_res_count(g, CARD_F1403, ARCS_PSIONIC), 1);
    assert_int_equal(g->battle.keys, 1);
    while (top_kind(game) == FR_PLACE_RESOURCE) assert_true(t_apply_prefix(game, "p1"));
    assert_int_equal(resources_held(&g->pl[1], ARCS_PSIONIC), psionic + 1);
    t_refused_unchanged(game, "p1 raid 0 13");
    arcs_game_free(game);
}

/* ----------------------------------------------------------- Resolution */

/* ARCS-F1404, completed: Witnesses card scrapped, the Act III cards
 * F1405-F1407 scrapped, the Witnesses off the map; failed: the Witnesses
 * card and tokens scrapped, F1405-F1407 in the Court deck. */
static void resolution(void **state) {
    (void)state;
    for (int completed = 0; completed < 2; completed++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        token_add(g, CARD_F1402, 0, planet_of(g, ARCS_WEAPON, -1));
        token_add(g, CARD_F1402, 0, planet_of(g, ARCS_PSIONIC, -1));
        int supply = g->res_supply[ARCS_PSIONIC];
        card_def_of(CARD_F1404)->resolution(g, 0, CARD_F1404, completed);
        assert_int_equal(witness_count(g, 0), 0);
        /* Completed: "Flip any Witnesses on the map to Psionic and add them
         * to the resource supply": 2 more Psionic in the game. */
        assert_int_equal(g->camp.psionic_extra, completed ? 2 : 0);
        assert_int_equal(g->res_supply[ARCS_PSIONIC], supply + (completed ? 2 : 0));
        assert_false(t_in_play_area(g, 0, CARD_F1402));
        assert_true(card_scrapped(g, CARD_F1402));
        assert_true(t_in_play_area(g, 0, CARD_F1403));
        for (int c = CARD_F1405; c <= CARD_F1407; c++) {
            assert_int_equal(card_scrapped(g, c), completed);
            assert_int_equal(in_court_deck(g, c), !completed);
        }
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* The Psionic the Witnesses added stay in the game: a Pacifist completing
 * Act II (the Witnesses still on the map flipped into the supply), the
 * campaign record at the Act II boundary, and the Act III game it starts
 * holds 5 + psionic_extra Psionic (the record's psionic_extra; the
 * supply derived from what is held). */
static void witness_psionic_into_act3(void **state) {
    (void)state;
    t_fates f = {.a = {CARD_FATE01, CARD_FATE02, CARD_FATE03}, .completed1 = 6u, .b = {CARD_FATE14},
                 .completed2 = 7u};
    arcs_game *game = t_act3_new(3, 0x1414, &f, ARCS_CHANCE_INTERNAL, 0);
    const game_state *g = &game->s;
    assert_int_equal(g->camp.fate[0], CARD_FATE14);
    assert_true(g->camp.psionic_extra > 0);
    int n = g->res_supply[ARCS_PSIONIC];
    for (int p = 0; p < 3; p++) n += resources_held(&g->pl[p], ARCS_PSIONIC);
    for (int i = 0; i < g->camp.n_card_res; i++) n += g->camp.card_res[i].res[ARCS_PSIONIC];
    assert_int_equal(n, RES_PER_TYPE + g->camp.psionic_extra);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(witness_flip_empty_supply),
        cmocka_unit_test(witness_psionic_into_act3),
        cmocka_unit_test(setup_side),
        cmocka_unit_test(setup_clears_outrage),
        cmocka_unit_test(commit_to_pacifism),
        cmocka_unit_test(witnesses_declare_barred_by_dominant_faith),
        cmocka_unit_test(spread_empathy),
        cmocka_unit_test(witnesses_flip),
        cmocka_unit_test(witness_is_a_loyal_piece),
        cmocka_unit_test(witness_allows_building),
        cmocka_unit_test(witnesses_move),
        cmocka_unit_test(witnesses_catapult),
        cmocka_unit_test(well_returns_trophies),
        cmocka_unit_test(well_raid_cost),
        cmocka_unit_test(well_offered_other_gains),
        cmocka_unit_test(well_waiting_tokens),
        cmocka_unit_test(well_offered_summit_psionic),
        cmocka_unit_test(well_psionic_spent),
        cmocka_unit_test(resolution),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
