/*
 * The Admiral's Act II (lib/cards/campaign/fates/admiral/): its Setup
 * (Command Chaos into the Court deck), its Objective's three triggers, its
 * Resolution's two branches, the cards of its Act I Resolution and Act II
 * as printed, the faq.csv rulings on them and bad input. Games are real
 * Act II games from campaign records (tests/act2_fixture.h), then shaped
 * by hand: an empty map, titles as the test says, forced dice.
 */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>
#include <string.h>

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"

#define SYS_2HEX (1 * 4 + SYS_HEX)
#define SYS_3ARROW (2 * 4 + SYS_ARROW)

static int top_kind(const arcs_game *game) { return top_frame_c(&game->s)->kind; }

static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

/* The log lines of a game, kept (keep_line). */
static char LOG[8192];
static void keep_line(void *ud, const char *line) {
    (void)ud;
    size_t n = strlen(LOG);
    if (n + strlen(line) + 2 < sizeof LOG) {
        strcat(LOG, line);
        strcat(LOG, "\n");
    }
}

static int objective(const arcs_game *game, int p) { return objective_space(&game->s, p); }

static const int FATES[3] = {CARD_FATE07, CARD_FATE02, CARD_FATE03};

/* An Act II game of 3 whose p0 is the Admiral (kept: Act I completed),
 * after its Act II Setup; then an empty map, no resources, no Guild cards
 * of the Court, no agents on the Court, titles `regents` (bit p), p0 the
 * First Regent when a Regent. */
static arcs_game *shaped(arcs_game *game, unsigned regents) {
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    clear_holdings(game, false);
    t_clear_board(game);
    game_state *g = t_state(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    g->camp.blight_supply = BLIGHT_PIECES;
    g->camp.regents = (uint8_t)regents;
    g->camp.first_regent = (regents & 1u) ? 0 : NO_PLAYER;
    memset(g->camp.flagship, 0, sizeof g->camp.flagship);
    for (int p = 0; p < 3; p++) t_place_ships(game, p, 4 * (p + 2), 1, 0);
    return game;
}

static arcs_game *act2_table(unsigned regents) {
    arcs_game *game = t_act2_started(3, 29, FATES, 1u, ARCS_CHANCE_INTERNAL);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE07);
    return shaped(game, regents);
}

/* The same after a failed Admiral's Act I (p0 a B Fate): the failed
 * branch of ARCS-F704 added the Imperial Defectors to the Court deck. */
static arcs_game *failed_table(unsigned regents) {
    arcs_game *game = t_act2_started(3, 29, FATES, 0u, ARCS_CHANCE_INTERNAL);
    return shaped(game, regents);
}


static bool buried(const arcs_game *game, int card) { return game->s.court_deck_len && court_deck_pile_ro(&game->s)[0] == card; }


static const char *sys_text(int s, char *buf) { return system_name(s, buf); }

/* ---------------------------------------------------------------- Setup */

/* ARCS-F712A: "Shuffle Command Chaos (13) into the Court deck": after the
 * Setup, Command Chaos is in the Court deck (counted as a Fate card added)
 * and the deck's order is hidden; the Objective side lies in p0's play
 * area with the marker on 30. */
static void admiral2_setup(void **state) {
    (void)state;
    arcs_game *game = t_act2_started(3, 29, FATES, 1u, ARCS_CHANCE_INTERNAL);
    const game_state *g = &game->s;
    assert_int_equal(g->camp.act, 2);
    assert_int_equal(objective(game, 0), 30);
    bool in_deck = false;
    for (int i = 0; i < g->court_deck_len; i++) in_deck |= court_deck_pile_ro(g)[i] == CARD_F713;
    bool in_row = false;
    for (int i = 0; i < g->court_row_len; i++) in_row |= g->court_row[i] == CARD_F713;
    assert_true(in_deck || in_row);
    assert_int_equal(g->court_deck_known, 0);
    arcs_game_free(game);

    /* A failed Admiral takes a B Fate: no Command Chaos. */
    game = t_act2_started(3, 29, FATES, 0u, ARCS_CHANCE_INTERNAL);
    g = &game->s;
    assert_int_not_equal(g->camp.fate[0], CARD_FATE07);
    for (int i = 0; i < g->court_deck_len; i++) assert_int_not_equal(court_deck_pile_ro(g)[i], CARD_F713);
    arcs_game_free(game);
}

/* ------------------------------------------------------------ Objective */

/* "Expand the Navy's Holdings: At the end of a chapter, if you're a
 * Regent, advance 1 for each planet controlled by the Empire." Fresh
 * Imperial ships at 2 planets (the Empire controls them, Loyal ships or
 * not), at a gate (not a planet), only damaged ones at a third planet (no
 * control): 2 spaces. As an Outlaw: none. */
static void admiral2_planets(void **state) {
    (void)state;
    arcs_game *game = act2_table(7u);
    game_state *g = t_state(game);
    put_imperial(game, SYS_2HEX, 1, 0);
    t_place_ships(game, 1, SYS_2HEX, 3, 0);
    put_imperial(game, SYS_3ARROW, 2, 0);
    put_imperial(game, 4, 1, 0); /* cluster 2's gate */
    put_imperial(game, 9, 0, 2);
    assert_true(sys_is_gate(4));
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, 1, 0);
    assert_int_equal(objective(game, 0), 28);
    g->camp.regents = 6u; /* p0 an Outlaw */
    g->camp.first_regent = 1;
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, 2, 0);
    assert_int_equal(objective(game, 0), 28);
    arcs_game_free(game);
}

/* Attack p's ships (all damaged, `n` of them) in 2-hex with 2 fresh ships
 * of p0 and forced assault dice (2 hits each): every ship destroyed. */
static void battle_in_2hex(arcs_game *game, int defender) {
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    if (top_kind(game) == FR_BATTLE_SYSTEM) ok(game, "p0 battle-system 2-hex");
    if (top_kind(game) == FR_BATTLE_DEFENDER) {
        char text[40];
        snprintf(text, sizeof text, "p0 battle-defender p%d", defender);
        ok(game, text);
    }
    const uint8_t faces[] = {3, 3};
    battle_force_faces(t_state(game), faces, 2);
    ok(game, "p0 dice assault 2");
    while (game->s.battle.active && top_kind(game) == FR_BATTLE_HIT) ok(game, "p0 hit 2");
}

/* "Crush the Empire's Foes: While you're a Regent, advance 2 for each
 * Outlaw piece you take as a Trophy in battle." p0 (a Regent) destroys 2
 * ships of the Outlaw p1: 4 spaces. The same battle against the Regent p2:
 * nothing. The same battle with p0 an Outlaw: nothing. */
static void admiral2_outlaw_trophies(void **state) {
    (void)state;
    arcs_game *game = act2_table(5u); /* p1 an Outlaw */
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    t_place_ships(game, 1, SYS_2HEX, 0, 2);
    battle_in_2hex(game, 1);
    assert_int_equal(game->s.pl[0].trophy_ships[1], 2);
    assert_int_equal(objective(game, 0), 26);
    arcs_game_free(game);

    game = act2_table(5u);
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    t_place_ships(game, 2, SYS_2HEX, 0, 2);
    battle_in_2hex(game, 2);
    assert_int_equal(game->s.pl[0].trophy_ships[2], 2);
    assert_int_equal(objective(game, 0), 30);
    arcs_game_free(game);

    game = act2_table(4u); /* p0 and p1 Outlaws */
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    t_place_ships(game, 1, SYS_2HEX, 0, 2);
    battle_in_2hex(game, 1);
    assert_int_equal(game->s.pl[0].trophy_ships[1], 2);
    assert_int_equal(objective(game, 0), 30);
    arcs_game_free(game);
}

/* Outlaw pieces are buildings and agents too: p0 destroys the Outlaw's
 * damaged city and Ransacks a Court card holding 2 of the Outlaw's agents
 * (faq.csv, Admiral Act I Objective [81], read the same way: Ransacking
 * after destroying a city in battle is taking Trophies in battle): 3
 * pieces, 6 spaces. */
static void admiral2_ransack(void **state) {
    (void)state;
    arcs_game *game = act2_table(5u);
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    t_place_building(game, 1, SYS_2HEX, 0, false, true);
    g->pl[1].agents_supply = (uint8_t)(g->pl[1].agents_supply - 2);
    g->court_agents[1][1] = 2;
    battle_in_2hex(game, 1);
    assert_int_equal(g->pl[0].trophy_cities[1], 1);
    assert_int_equal(g->pl[0].trophy_agents[1], 2);
    assert_int_equal(objective(game, 0), 24);
    arcs_game_free(game);
}

/* "Dominate Rival Regents: While you're a Regent, advance 2 for each
 * Regent agent you capture." p0 secures a Court card with 2 agents of the
 * Regent p2 and 1 of the Outlaw p1 (and 3 of its own): 2 Regent agents, 4
 * spaces. */
static void admiral2_capture_secure(void **state) {
    (void)state;
    arcs_game *game = act2_table(5u);
    game_state *g = t_state(game);
    g->pl[0].agents_supply = (uint8_t)(g->pl[0].agents_supply - 3);
    g->pl[1].agents_supply = (uint8_t)(g->pl[1].agents_supply - 1);
    g->pl[2].agents_supply = (uint8_t)(g->pl[2].agents_supply - 2);
    g->court_agents[0][0] = 3;
    g->court_agents[0][1] = 1;
    g->court_agents[0][2] = 2;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action secure");
    ok(game, "p0 secure 0");
    assert_int_equal(g->pl[0].captives[2], 2);
    assert_int_equal(g->pl[0].captives[1], 1);
    assert_int_equal(objective(game, 0), 26);
    arcs_game_free(game);
}

/* Taxing a Regent Rival's city captures 1 agent: 2 spaces. */
static void admiral2_capture_tax(void **state) {
    (void)state;
    arcs_game *game = act2_table(5u);
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    t_place_building(game, 2, SYS_2HEX, 0, false, false);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    ok(game, "p0 action tax");
    if (top_kind(game) != FR_TURN) {
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_true(n > 0);
        assert_int_equal(arcs_apply(game, m[0]), ARCS_OK);
    }
    assert_int_equal(g->pl[0].captives[2], 1);
    assert_int_equal(objective(game, 0), 28);
    arcs_game_free(game);
}

/* ------------------------------------------------------ Court Enforcers */

/* Court Enforcers (ARCS-F708/F709, the text of BC14, its def): "Abduct
 * (Battle): Capture all Rival agents from a card in the Court that has
 * fewer Rival agents than your total Weapon icons from resources and
 * cards." p0 holds F708 and a Weapon: abducts the Regent p2's agent, a
 * capture: 2 spaces. */
static void court_enforcers_abduct(void **state) {
    (void)state;
    arcs_game *game = act2_table(5u);
    game_state *g = t_state(game);
    t_take_out_court_card(g, CARD_F708);
    give_held(g, 0, CARD_F708);
    t_give_resource(game, 0, 0, ARCS_WEAPON);
    g->pl[2].agents_supply--;
    g->court_agents[1][2] = 1;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 card court-enforcers@F708 abduct pip");
    ok(game, "p0 card court-enforcers@F708 capture-from 1");
    assert_int_equal(g->pl[0].captives[2], 1);
    assert_int_equal(objective(game, 0), 28);
    arcs_game_free(game);
}

/* --------------------------------------------------- Imperial Defectors */

/* Imperial Defectors in Court place 1, p0 with the initiative, number
 * die 3 (cluster 3: systems 8-11); 2 fresh Imperial ships in 8, 1 damaged
 * in 9, 1 fresh in 12 (cluster 4). */
static arcs_game *defectors_table(unsigned regents) {
    arcs_game *game = failed_table(regents);
    game_state *g = t_state(game);
    t_court_card_at(game, CARD_F710, 1);
    g->initiative = 0;
    g->camp.number_die = 3;
    put_imperial(game, 8, 2, 0);
    put_imperial(game, 9, 0, 1);
    put_imperial(game, 12, 1, 0);
    return game;
}

/* ARCS-F710 Crisis: "In the rolled cluster, replace all Imperial ships with
 * ships of the Outlaw earliest in turn order. Bury this card." Number die
 * 3: cluster 3 (systems 8-11). p0 has the initiative and is a Regent, p1
 * is the first Outlaw (p2 is one too): p1's ships replace 2 fresh and 1
 * damaged Imperial ships, fresh for fresh, damaged for damaged (Fine
 * Print, "Replace"); the Imperial ships of cluster 4 stay; the card is
 * buried. */
static void imperial_defectors_crisis(void **state) {
    (void)state;
    arcs_game *game = defectors_table(1u);
    game_state *g = t_state(game);
    int supply = g->pl[1].ships_supply, imperial = g->camp.imperial_supply;
    cards_crisis(g, CARD_F710, 1);
    run_forward(g);
    assert_int_equal(g->sys[8].fresh[1], 2);
    assert_int_equal(g->sys[9].damaged[1], 1);
    assert_int_equal(imperial_in(g, 8) + imperial_in(g, 9), 0);
    assert_int_equal(imperial_in(g, 12), 1);
    assert_int_equal(g->pl[1].ships_supply, supply - 3);
    assert_int_equal(g->camp.imperial_supply, imperial + 3);
    assert_int_equal(g->sys[8].fresh[2] + g->sys[9].damaged[2], 0);
    assert_true(buried(game, CARD_F710));
    t_assert_invariants(game);
    arcs_game_free(game);

    /* No Outlaw: nothing is replaced; the card is buried. */
    game = defectors_table(7u);
    g = t_state(game);
    cards_crisis(g, CARD_F710, 1);
    run_forward(g);
    assert_int_equal(imperial_in(g, 8), 2);
    assert_true(buried(game, CARD_F710));
    arcs_game_free(game);
}

/* The first Outlaw with 1 ship in the supply for 3 Imperial ships: "do the
 * maximum possible" (Fine Print), the Outlaw choosing which one; a ship
 * of another cluster is refused with the game unchanged. */
static void imperial_defectors_short_supply(void **state) {
    (void)state;
    arcs_game *game = defectors_table(1u);
    game_state *g = t_state(game);
    t_place_ships(game, 1, 13, g->pl[1].ships_supply - 1, 0);
    cards_crisis(g, CARD_F710, 1);
    run_forward(g);
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(g)->player, 1);
    assert_int_equal(t_count_legal(game, "p1 card imperial-defectors"), 2);
    char a[16], text[64];
    snprintf(text, sizeof text, "p1 card imperial-defectors replace %s 0", sys_text(12, a));
    t_refused_unchanged(game, text);
    snprintf(text, sizeof text, "p1 card imperial-defectors replace %s 1", sys_text(9, a));
    ok(game, text);
    assert_int_equal(g->sys[9].damaged[1], 1);
    assert_int_equal(imperial_in(g, 8), 2);
    assert_true(buried(game, CARD_F710));
    arcs_game_free(game);
}

/* "When Secured: You may discard this card or resolve the Crisis in a
 * cluster of your choice." p0 secures it: the clusters with Imperial ships
 * are offered, and "discard"; resolved in cluster 4, the Outlaw p1's ships
 * replace the Imperial ship there and the card is buried. Discarded: it
 * lies on the Court discard pile. */
static void imperial_defectors_secured(void **state) {
    (void)state;
    for (int resolve = 0; resolve < 2; resolve++) {
        arcs_game *game = failed_table(1u);
        game_state *g = t_state(game);
        t_court_card_at(game, CARD_F710, 1);
        put_imperial(game, 12, 1, 0);
        g->pl[0].agents_supply--;
        g->court_agents[1][0] = 1;
        t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
        ok(game, "p0 action secure");
        ok(game, "p0 secure 1");
        assert_int_equal(top_kind(game), FR_CARD);
        assert_int_equal(t_count_legal(game, "p0 card imperial-defectors"), 2);
        t_refused_unchanged(game, "p0 card imperial-defectors resolve-in cluster-1");
        if (resolve) {
            ok(game, "p0 card imperial-defectors resolve-in cluster-4");
            assert_int_equal(g->sys[12].fresh[1], 2); /* its own ship and the replacing one */
            assert_int_equal(imperial_in(g, 12), 0);
            assert_true(buried(game, CARD_F710));
        } else {
            ok(game, "p0 card imperial-defectors discard");
            assert_int_equal(imperial_in(g, 12), 1);
            assert_int_equal(court_discard_pile(g)[g->court_discard_len - 1], CARD_F710);
        }
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* -------------------------------------------------------- Command Chaos */

static bool in_deck(const game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile_ro(g)[i] == card) return true;
    return false;
}

static bool in_discard(const game_state *g, int card) {
    for (int i = 0; i < g->court_discard_len; i++)
        if (court_discard_pile_ro(g)[i] == card) return true;
    return false;
}

/* Command Chaos in Court place 1, the Rogue Admirals F706 on the Court
 * discard pile (the completed Act I Resolution added them to the deck). */
static arcs_game *chaos_table(unsigned regents) {
    arcs_game *game = act2_table(regents);
    game_state *g = t_state(game);
    t_court_card_at(game, CARD_F713, 1);
    assert_true(court_deck_remove(g, CARD_F706));
    court_discard(g, CARD_F706);
    g->initiative = 0;
    return game;
}

/* ARCS-F713 Crisis: "Attach Imperial Officers here. Shuffle all Rogue
 * Admirals from the Court discard pile into the Court deck." p0 (the
 * Admiral) holds Imperial Officers: it leaves p0's Guild cards, attached
 * to Command Chaos; F706 goes from the discard pile into the deck, which is
 * shuffled. */
static void command_chaos_crisis(void **state) {
    (void)state;
    arcs_game *game = chaos_table(7u);
    game_state *g = t_state(game);
    assert_true(held_index(g, 0, CARD_F702) >= 0);
    cards_crisis(g, CARD_F713, 1);
    run_forward(g);
    assert_int_equal(held_index(g, 0, CARD_F702), -1);
    assert_int_equal(attached_card(g, 1), CARD_F702);
    assert_int_equal(g->court_row[1], CARD_F713);
    assert_false(in_discard(g, CARD_F706));
    assert_true(in_deck(g, CARD_F706));
    assert_int_equal(g->court_deck_known, 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv, Command Chaos: "How does the Crisis work if the Imperial
 * Officers is discarded or in the Court deck? The Crisis does *not* work
 * while the card is discarded or in the Court deck." Imperial Officers in
 * the Court deck, then on the discard pile: nothing is attached, the Rogue
 * Admirals stay on the discard pile. */
static void command_chaos_faq(void **state) {
    (void)state;
    for (int where = 0; where < 2; where++) {
        arcs_game *game = chaos_table(7u);
        game_state *g = t_state(game);
        remove_held(g, 0, held_index(g, 0, CARD_F702));
        if (where) court_discard(g, CARD_F702);
        else court_bury(g, CARD_F702);
        int deck = g->court_deck_len, discard = g->court_discard_len;
        cards_crisis(g, CARD_F713, 1);
        run_forward(g);
        assert_int_equal(attached_card(g, 1), NO_COURT_CARD);
        assert_true(in_discard(g, CARD_F706));
        assert_int_equal(g->court_deck_len, deck);
        assert_int_equal(g->court_discard_len, discard);
        assert_true(where ? in_discard(g, CARD_F702) : in_deck(g, CARD_F702));
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* "When Secured: Influence once. You may become a Regent. Shuffle this
 * card into the Court deck." The Outlaw p1 secures Command Chaos with
 * Imperial Officers attached (after the Crisis): Imperial Officers is
 * p1's; p1 influences once (an agent on place 2), then becomes a Regent
 * (or declines: stays an Outlaw, and Imperial Officers buries itself);
 * Command Chaos goes into the Court deck.
 * A Regent securer is not asked. */
static void command_chaos_secured(void **state) {
    (void)state;
    for (int accept = 0; accept < 2; accept++) {
        arcs_game *game = chaos_table(5u);
        game_state *g = t_state(game);
        cards_crisis(g, CARD_F713, 1);
        run_forward(g);
        g->pl[1].agents_supply--;
        g->court_agents[1][1] = 1;
        t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
        ok(game, "p1 action secure");
        ok(game, "p1 secure 1");
        assert_true(held_index(g, 1, CARD_F702) >= 0);
        int agents = g->court_agents[2][1];
        ok(game, "p1 influence 2");
        assert_int_equal(g->court_agents[2][1], agents + 1);
        assert_int_equal(top_kind(game), FR_CARD);
        t_refused_unchanged(game, "p0 card command-chaos become-regent");
        ok(game, accept ? "p1 card command-chaos become-regent" : "p1 decline");
        assert_int_equal(is_regent(g, 1), accept != 0);
        /* Imperial Officers: "Bury this if you're an Outlaw." */
        assert_int_equal(held_index(g, 1, CARD_F702) >= 0, accept != 0);
        if (!accept) assert_true(in_deck(g, CARD_F702));
        assert_true(in_deck(g, CARD_F713));
        assert_false(in_discard(g, CARD_F713));
        t_assert_invariants(game);
        arcs_game_free(game);
    }
    arcs_game *game = chaos_table(7u);
    game_state *g = t_state(game);
    g->pl[1].agents_supply--;
    g->court_agents[1][1] = 1;
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action secure");
    ok(game, "p1 secure 1");
    ok(game, "p1 influence 2");
    assert_int_equal(t_count_legal(game, "p1 card command-chaos"), 0);
    assert_true(in_deck(g, CARD_F713));
    arcs_game_free(game);
}

/* ---------------------------------------------------------- Honor Guard */

/* The Outlaw p1 attacks p0's starport in 2-hex with 2 raid dice (2 + 1
 * keys, forced) and returns whether the raid of p0's Court Enforcers
 * (F708, a Weapon Guild card for 2 keys) is offered. */
static bool enforcers_raidable(bool honor_guard, bool weapon) {
    arcs_game *game = act2_table(5u);
    game_state *g = t_state(game);
    if (!honor_guard) fate_scrap(g, CARD_F705);
    assert_int_equal(held_index(g, 0, CARD_F705) >= 0, honor_guard);
    t_take_out_court_card(g, CARD_F708);
    give_held(g, 0, CARD_F708);
    if (weapon) t_give_resource(game, 0, 0, ARCS_WEAPON);
    t_place_ships(game, 1, SYS_2HEX, 3, 0);
    t_place_building(game, 0, SYS_2HEX, 0, true, false);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action battle");
    if (top_kind(game) == FR_BATTLE_SYSTEM) ok(game, "p1 battle-system 2-hex");
    if (top_kind(game) == FR_BATTLE_DEFENDER) ok(game, "p1 battle-defender p0");
    const uint8_t faces[] = {1, 3}; /* raid: intercept + 2 keys; building hit + key */
    battle_force_faces(g, faces, 2);
    static const char *const TYPES[3] = {"assault", "skirmish", "raid"};
    while (top_kind(game) == FR_BATTLE_DICE) {
        char text[40];
        int t = top_frame_c(g)->a;
        snprintf(text, sizeof text, "p1 dice %s %d", TYPES[t], t == 2 ? 2 : 0);
        ok(game, text);
    }
    while (top_kind(game) == FR_BATTLE_HIT) ok(game, "p1 hit 0");
    assert_int_equal(g->battle.keys, 3);
    int i = held_index(g, 0, CARD_F708);
    char text[40];
    snprintf(text, sizeof text, "p1 raid 1 %d", i);
    bool legal = t_is_legal(game, text);
    if (!legal) t_refused_unchanged(game, text);
    arcs_game_free(game);
    return legal;
}

/* ARCS-F705: "Your Weapon Guild cards cannot be stolen while you have any
 * Weapons." With Honor Guard and a Weapon, the raid of the Weapon Guild
 * card is refused; without the Weapon, or without Honor Guard, it is
 * offered. */
static void honor_guard(void **state) {
    (void)state;
    assert_false(enforcers_raidable(true, true));
    assert_true(enforcers_raidable(true, false));
    assert_true(enforcers_raidable(false, true));
}

/* ------------------------------------------------------- Rogue Admirals */

/* p0 (a Regent, the First Regent) holds Rogue Admirals F706. */
static arcs_game *rogue_table(unsigned regents) {
    arcs_game *game = act2_table(regents);
    game_state *g = t_state(game);
    t_take_out_court_card(g, CARD_F706);
    give_held(g, 0, CARD_F706);
    return game;
}

/* The attack in 2-hex by p0 against `defender` ("p1", "empire"): the
 * defender chosen when there is a choice. */
static void rogue_attack(arcs_game *game, const char *defender) {
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    if (top_kind(game) == FR_BATTLE_SYSTEM) ok(game, "p0 battle-system 2-hex");
    char text[48];
    snprintf(text, sizeof text, "p0 battle-defender %s", defender);
    if (top_kind(game) == FR_BATTLE_DEFENDER) ok(game, text);
}

/* faq.csv, Rogue Admirals Q1: "Can a Regent with Rogue Admiral attack the
 * Empire alone? Yes. In this case, the Empire defends with all Imperial
 * ships in the battle system." p0 attacks the Empire in 2-hex: no
 * "add-imperial" decision, both Imperial ships defend (2 intercepts of a
 * forced roll; the attacker's hits destroy them: Imperial Trophies of p0).
 * Without the card the Empire is no defender (the Truce Law). */
static void rogue_admirals_attack_the_empire(void **state) {
    (void)state;
    arcs_game *game = rogue_table(7u);
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_2HEX, 3, 0);
    put_imperial(game, SYS_2HEX, 0, 2);
    rogue_attack(game, "empire");
    assert_int_equal(g->battle.defender, OWNER_EMPIRE);
    assert_int_not_equal(top_kind(game), FR_BATTLE_IMPERIAL);
    assert_int_equal(g->battle.imperial[0] + g->battle.imperial[1], 0);
    const uint8_t faces[] = {3, 3, 3}; /* 2 hits each */
    battle_force_faces(g, faces, 3);
    ok(game, "p0 dice assault 3");
    while (g->battle.active && top_kind(game) == FR_BATTLE_HIT) ok(game, "p0 hit 1");
    assert_int_equal(imperial_in(g, SYS_2HEX), 0);
    assert_int_equal(g->camp.trophy_imperial[0], 2);
    t_assert_invariants(game);
    arcs_game_free(game);

    game = act2_table(7u);
    t_place_ships(game, 0, SYS_2HEX, 3, 0);
    put_imperial(game, SYS_2HEX, 0, 2);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    assert_false(t_is_legal(game, "p0 action battle") && top_kind(game) == FR_BATTLE_DEFENDER);
    uint8_t opts[BATTLE_DEFENDERS_MAX];
    int n = battle_defenders(&game->s, 0, SYS_2HEX, opts);
    for (int i = 0; i < n; i++) assert_int_not_equal(opts[i], OWNER_EMPIRE);
    arcs_game_free(game);
}

/* faq.csv, Rogue Admirals Q2: "What happens when a Regent with Rogue
 * Admirals attacks another Regent? The attacker can add any number of
 * Imperial ships in the system to their attacking ships. Remaining
 * Imperial ships are defending ships." p0 attacks the Regent p2 in 2-hex
 * (3 fresh Imperial ships there): p0 adds 1; the 2 others defend with p2's
 * ship (3 fresh defending ships: 3 intercepts). Without the card p2 is no
 * defender there (the Truce Law). */
static void rogue_admirals_attack_a_regent(void **state) {
    (void)state;
    arcs_game *game = rogue_table(7u);
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_2HEX, 3, 0);
    t_place_ships(game, 2, SYS_2HEX, 1, 0);
    put_imperial(game, SYS_2HEX, 3, 0);
    rogue_attack(game, "p2");
    assert_int_equal(g->battle.defender, 2);
    assert_int_equal(top_kind(game), FR_BATTLE_IMPERIAL);
    assert_true(t_is_legal(game, "p0 add-imperial 3 0"));
    ok(game, "p0 add-imperial 1 0");
    const uint8_t faces[] = {5, 5, 5, 5}; /* assault: intercept + hit */
    battle_force_faces(g, faces, 4);
    LOG[0] = 0;
    game->log = keep_line;
    ok(game, "p0 dice assault 4");
    /* The defending ships: p2's and the 2 Imperial ships not attacking, 3
     * fresh; the attacking Imperial ship is not among them. */
    assert_non_null(strstr(LOG, "Player 3 intercepts: 3 hit(s)"));
    assert_int_equal(g->battle.imperial[0] + g->battle.imperial[1], 1);
    t_assert_invariants(game);
    arcs_game_free(game);

    game = act2_table(7u);
    t_place_ships(game, 0, SYS_2HEX, 3, 0);
    t_place_ships(game, 2, SYS_2HEX, 1, 0);
    put_imperial(game, SYS_2HEX, 3, 0);
    uint8_t opts[BATTLE_DEFENDERS_MAX];
    int n = battle_defenders(&game->s, 0, SYS_2HEX, opts);
    for (int i = 0; i < n; i++) assert_int_not_equal(opts[i], 2);
    arcs_game_free(game);
}

/* "Bury this if you're an Outlaw": p0 made an Outlaw buries it; an Outlaw
 * securing it buries it at once. "Prelude: You may discard this to place 3
 * Imperial ships in a system you control": p0 (its Presence: every
 * Empire-controlled system) places 3 fresh Imperial ships in 3-arrow, a
 * system without p0's pieces; a system p0 does not control is refused,
 * the game unchanged. */
static void rogue_admirals_bury_and_prelude(void **state) {
    (void)state;
    arcs_game *game = rogue_table(7u);
    game_state *g = t_state(game);
    campaign_leave_empire(g, 0, 2);
    assert_int_equal(held_index(g, 0, CARD_F706), -1);
    assert_true(buried(game, CARD_F706) || court_deck_pile_ro(g)[1] == CARD_F706);
    t_assert_invariants(game);
    arcs_game_free(game);

    game = act2_table(5u);
    g = t_state(game);
    t_court_card_at(game, CARD_F706, 1);
    g->pl[1].agents_supply--;
    g->court_agents[1][1] = 1;
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action secure");
    ok(game, "p1 secure 1");
    assert_int_equal(held_index(g, 1, CARD_F706), -1);
    assert_true(buried(game, CARD_F706));
    arcs_game_free(game);

    game = rogue_table(7u);
    g = t_state(game);
    remove_held(g, 0, held_index(g, 0, CARD_F702)); /* no Imperial Officers: this card's Presence alone */
    court_bury(g, CARD_F702);
    put_imperial(game, SYS_3ARROW, 1, 0);
    int supply = g->camp.imperial_supply;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 card rogue-admirals place-imperial");
    assert_int_equal(held_index(g, 0, CARD_F706), -1);
    assert_int_equal(court_discard_pile(g)[g->court_discard_len - 1], CARD_F706);
    t_refused_unchanged(game, "p0 card rogue-admirals place-imperial-in 2-hex");
    ok(game, "p0 card rogue-admirals place-imperial-in 3-arrow");
    assert_int_equal(g->camp.imperial[SYS_3ARROW][0], 4);
    assert_int_equal(g->camp.imperial_supply, supply - 3);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ----------------------------------------------------------- Resolution */

/* ARCS-F714 at the Act II Intermission A: completed, the 2 Imperial
 * Defectors (15-16) are scrapped and the 2 Mass Uprisings (17-18) added to
 * the Court deck; failed, the other way round. */
static void admiral2_resolution(void **state) {
    (void)state;
    for (int completed = 0; completed < 2; completed++) {
        arcs_game *game = act2_table(7u);
        game_state *g = t_state(game);
        const card_def *def = card_def_of(CARD_F714);
        assert_non_null(def);
        assert_int_equal(def->resolution_act, 2);
        int added = g->camp.fate_cards_added;
        def->resolution(g, 0, CARD_F714, completed);
        int in = completed ? CARD_F717 : CARD_F715, out = completed ? CARD_F715 : CARD_F717;
        for (int c = in; c <= in + 1; c++) {
            bool found = false;
            for (int i = 0; i < g->court_deck_len; i++) found |= court_deck_pile_ro(g)[i] == c;
            assert_true(found);
            assert_false(card_scrapped(g, c));
        }
        for (int c = out; c <= out + 1; c++) assert_true(card_scrapped(g, c));
        assert_int_equal(g->camp.fate_cards_added, added + 2);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(admiral2_setup),
        cmocka_unit_test(admiral2_planets),
        cmocka_unit_test(admiral2_outlaw_trophies),
        cmocka_unit_test(admiral2_ransack),
        cmocka_unit_test(admiral2_capture_secure),
        cmocka_unit_test(admiral2_capture_tax),
        cmocka_unit_test(court_enforcers_abduct),
        cmocka_unit_test(imperial_defectors_crisis),
        cmocka_unit_test(imperial_defectors_short_supply),
        cmocka_unit_test(imperial_defectors_secured),
        cmocka_unit_test(command_chaos_crisis),
        cmocka_unit_test(command_chaos_faq),
        cmocka_unit_test(command_chaos_secured),
        cmocka_unit_test(honor_guard),
        cmocka_unit_test(rogue_admirals_attack_the_empire),
        cmocka_unit_test(rogue_admirals_attack_a_regent),
        cmocka_unit_test(rogue_admirals_bury_and_prelude),
        cmocka_unit_test(admiral2_resolution),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
