/* The base Court cards (Base Court, ARCS-BC01..BC31) and their rulings in
 * faq.csv, through the card hook points (lib/cards). Each test builds a
 * game from setup with an empty board and a known Court, plays the card's
 * moves through arcs_apply, and checks the effect; rulings are quoted above
 * the tests that follow them. */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards/hooks.h"
#include "data/tables.h"
#include "wire/wire.h"

enum { ADM = ARCS_ADMINISTRATION, AGG = ARCS_AGGRESSION, CON = ARCS_CONSTRUCTION, MOB = ARCS_MOBILIZATION };

#define SYS(cluster, kind) (((cluster) - 1) * 4 + (kind))
#define GATE(c) SYS(c, SYS_GATE)
#define ARROW(c) SYS(c, SYS_ARROW)
#define CRESCENT(c) SYS(c, SYS_CRESCENT)
#define HEX(c) SYS(c, SYS_HEX)

/* Battle faces (docs/components.md §4, Face 1..6 = 0..5). */
enum { S_BLANK = 0, S_HIT = 3 };
enum { R_INTERCEPT_KEY_KEY = 1, R_SELF_KEY = 2, R_BLDG_KEY = 3, R_SELF_BLDG = 4 };

/* ---- fixture ---- */

static int card(const char *id) {
    int c = card_index(id);
    assert_true(c >= 0);
    return c;
}

static uint32_t bit(int suit, int number) { return 1u << t_card(suit, number); }

/* A game from setup (4 players unless said), every cluster in play, an
 * empty board, the Court deck in card order (BC01 on top) with the row
 * drawn from it, the given hands (the other action cards in the discard
 * pile, lowest first), and p leading `lead`. */
static arcs_game *game_with(int np, const uint32_t *hands, int p, int lead) {
    arcs_game *game = t_new_game(np, 5, NULL);
    game_state *g = t_state(game);
    t_clear_board(game);
    g->out_of_play = 0;
    uint16_t all[COURT_CARDS_MAX];
    int n = 0;
    for (int i = 31; i >= 1; i--) {
        char id[16];
        snprintf(id, sizeof id, "ARCS-BC%02d", i);
        all[n++] = (uint16_t)card(id);
    }
    memset(court_deck_pile(g), 0, (size_t)court_pile_max(g) * sizeof(uint16_t));
    memset(court_discard_pile(g), 0, (size_t)court_pile_max(g) * sizeof(uint16_t));
    memcpy(court_deck_pile(g), all, (size_t)n * sizeof all[0]);
    g->court_deck_len = (uint8_t)n;
    g->court_discard_len = 0;
    for (int i = 0; i < g->court_row_len; i++) court_refill(g, i);
    uint32_t none[4] = {0, 0, 0, 0};
    t_set_hands(game, hands ? hands : none);
    t_start_lead_turn(game, p, lead);
    t_assert_invariants(game);
    return game;
}

static void give(arcs_game *game, int p, const char *id) {
    int c = card(id);
    t_take_out_court_card(t_state(game), c);
    give_held(t_state(game), p, c);
}

/* Put a card in row place pos; the card there goes on top of the deck. */
static void to_row(arcs_game *game, int pos, const char *id) {
    game_state *g = t_state(game);
    int c = card(id);
    t_take_out_court_card(g, c);
    court_deck_pile(g)[g->court_deck_len++] = g->court_row[pos];
    g->court_row[pos] = (uint16_t)c;
}

static void to_discard(arcs_game *game, const char *id) {
    game_state *g = t_state(game);
    int c = card(id);
    t_take_out_court_card(g, c);
    court_discard(g, c);
}

/* Agents of p on row place pos, from p's supply. */
static void agents_on(arcs_game *game, int p, int pos, int n) {
    game_state *g = t_state(game);
    g->pl[p].agents_supply = (uint8_t)(g->pl[p].agents_supply - n);
    g->court_agents[pos][p] = (uint8_t)(g->court_agents[pos][p] + n);
}

static bool in_discard(const game_state *g, int c) {
    for (int i = 0; i < g->court_discard_len; i++)
        if (court_discard_pile(g)[i] == c) return true;
    return false;
}

static bool in_deck(const game_state *g, int c) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == c) return true;
    return false;
}

static bool holds(const game_state *g, int p, const char *id) { return held_index(g, p, card(id)) >= 0; }

static void ok(arcs_game *game, const char *text) {
    game_bump(game); /* the test may have written the state directly */
    arcs_status st = t_apply_str(game, text);
    if (st != ARCS_OK) fail_msg("%s: %s", text, arcs_status_str(st));
    t_assert_invariants(game);
    t_assert_texts_round_trip(game);
}

static void rejected(arcs_game *game, const char *text) {
    game_bump(game); /* the test may have written the state directly */
    uint64_t h = arcs_state_hash(game);
    if (t_apply_str(game, text) == ARCS_OK) fail_msg("%s was accepted", text);
    assert_true(arcs_state_hash(game) == h);
}

static void legal(arcs_game *game, const char *text) {
    game_bump(game); /* the test may have written the state directly */
    if (!t_is_legal(game, text)) fail_msg("%s is not legal", text);
}

static void not_legal(arcs_game *game, const char *text) {
    game_bump(game); /* the test may have written the state directly */
    if (t_is_legal(game, text)) fail_msg("%s is legal", text);
}

static int top_kind(arcs_game *game) { return game->s.depth ? top_frame(&game->s)->kind : FR_NONE; }

static size_t legal_count(arcs_game *game) {
    game_bump(game); /* the test may have written the state directly */
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, NULL, 0, &n), ARCS_OK);
    return n;
}

/* Count legal moves whose text starts with prefix. */
static int count_prefix(arcs_game *game, const char *prefix) {
    game_bump(game); /* the test may have written the state directly */
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n);
    int k = 0;
    for (size_t i = 0; i < n; i++) {
        char text[64];
        arcs_move_to_str(m[i], text, sizeof text, NULL);
        if (strncmp(text, prefix, strlen(prefix)) == 0) k++;
    }
    return k;
}

/* Answer resource placements (the first empty slot, else discard the
 * token) until none is asked. */
static void place_all(arcs_game *game) {
    game_bump(game); /* the test may have written the state directly */
    while (top_kind(game) == FR_PLACE_RESOURCE || top_kind(game) == FR_DISCARD_RESOURCE) {
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n);
        const game_state *g = t_state(game);
        size_t pick = n;
        for (size_t i = 0; i < n && pick == n; i++)
            if (m[i].kind == ARCS_MOVE_PLACE_RESOURCE && g->pl[m[i].player].res[m[i].a] == RES_EMPTY) pick = i;
        for (size_t i = 0; i < n && pick == n; i++)
            if (m[i].kind == ARCS_MOVE_DISCARD_RESOURCE) pick = i;
        assert_true(pick < n);
        assert_int_equal(arcs_apply(game, m[pick]), ARCS_OK);
        t_assert_invariants(game);
    }
}

static int slot_of(const game_state *g, int p, int r) {
    for (int s = 0; s < RES_SLOTS; s++)
        if (g->pl[p].res[s] == r + 1) return s;
    return -1;
}

static void force(arcs_game *game, const uint8_t *faces, int n) { battle_force_faces(&game->s, faces, n); }

/* Build k of p's cities on the map (opening resource slots), in empty
 * building slots of clusters 6 and 5. */
static void build_cities(arcs_game *game, int p, int k) {
    static const int SPOTS[] = {ARROW(6), CRESCENT(6), HEX(6), ARROW(5), CRESCENT(5), HEX(5)};
    game_state *g = t_state(game);
    for (size_t i = 0; i < sizeof SPOTS / sizeof SPOTS[0] && k > 0; i++)
        for (int slot = 0; slot < planet_slots(SPOTS[i]) && k > 0; slot++)
            if (!g->sys[SPOTS[i]].bld[slot]) {
                t_place_building(game, p, SPOTS[i], slot, false, false);
                k--;
            }
    assert_int_equal(k, 0);
}

/* ---- the hook table ---- */

static void every_base_court_card_is_registered(void **state) {
    (void)state;
    for (int i = 1; i <= 31; i++) {
        char id[16];
        snprintf(id, sizeof id, "ARCS-BC%02d", i);
        const card_def *def = card_def_of(card(id));
        assert_non_null(def);
        assert_int_equal(def->card, card(id));
        assert_true(card_is_primary(card(id)));
        /* Wire schema 1 named it by its position in the base table. */
        assert_int_equal(card_v1_hook(card(id)), i - 1);
        assert_int_equal(card_of_v1_hook(i - 1), card(id));
        assert_int_equal(card_by_short_name(def->short_name), card(id));
    }
    assert_int_equal(card_of_v1_hook(31), -1);
    /* The Leaders & Lore cards are registered apart, outside wire schema 1. */
    assert_non_null(card_def_of(card("ARCS-L01")));
    assert_int_equal(card_v1_hook(card("ARCS-L01")), -1);
    /* Setup cards have no effect. */
    assert_null(card_def_of(card("ARCS-4SETUP01")));
}

/* Every card with an effect of its own (base, Leaders & Lore, campaign
 * Court and Fates alike) is the one its short name finds: short names are
 * unique, so the order of the registry lists in hooks.c (by box and Fate)
 * decides nothing in move text. */
static void every_short_name_finds_its_card(void **state) {
    (void)state;
    int primaries = 0;
    for (int c = 0; c < CARD_TABLE_LEN; c++) {
        if (!card_is_primary(c)) continue;
        primaries++;
        assert_int_equal(card_by_short_name(card_def_of(c)->short_name), c);
    }
    /* The base box's 31 and the campaign's 38 at least, Leaders & Lore besides. */
    assert_true(primaries > 31 + 38);
}

/* The effect-source walk skips the Court row outside the campaign
 * (lib/cards/hooks.c other_source): only campaign cards (its Court deck and
 * the Fates' cards) have a part answering from the Court row or as
 * tokens. */
static void only_campaign_cards_answer_from_the_court_row_or_as_tokens(void **state) {
    (void)state;
    int parts = 0;
    for (int c = 0; c < CARD_TABLE_LEN && c < card_table_len; c++) {
        const card_def *def = card_def_of(c);
        if (!def || (!def->in_court && !def->token)) continue;
        parts++;
        if (!(card_table[c].tags & (TAG_CAMPAIGN_COURT | TAG_BLIGHTED_REACH))) fail_msg("%s", card_table[c].id);
        assert_true(card_table[c].kind != CK_LORE && card_table[c].kind != CK_LEADER);
    }
    assert_true(parts > 0);
}

/* Every on_event of the registry (a def's, its Court-row part's, its token
 * part's) declares the event kinds it acts on (card_def.events): the event
 * bus calls a listener only for those (lib/cards/hooks.c cards_event). */
static void every_event_listener_declares_its_kinds(void **state) {
    (void)state;
    int c = card_events_undeclared();
    if (c >= 0) fail_msg("%s has an on_event without .events", card_table[c].id);
    int listeners = 0;
    for (int i = 0; i < CARD_TABLE_LEN && i < card_table_len; i++) {
        const card_def *def = card_def_of(i);
        if (!def || !def->on_event) continue;
        listeners++;
        assert_true(def->events != 0);
        assert_true(def->events < EVENT_BIT(EVT_KIND_COUNT)); /* known kinds only */
        assert_false(def->events & EVENT_BIT(EVT_NONE));
    }
    assert_true(listeners > 0);
}

/* ---- Loyal guilds (BC01, BC07, BC15, BC19, BC21) ---- */

/* p0 leads Administration-2 (tax, repair, influence); a board where every
 * standard action has a target: p0 ships at 1-hex (one damaged), a Loyal city
 * there, and a majority on Court place 0. */
static arcs_game *loyal_board(int token, const char *loyal) {
    arcs_game *game = game_with(4, NULL, 0, t_card(ADM, 2));
    t_place_ships(game, 0, HEX(1), 2, 1);
    t_place_ships(game, 1, HEX(2), 1, 0);
    t_place_ships(game, 0, HEX(2), 2, 0);
    t_place_building(game, 0, HEX(1), 0, false, false);
    agents_on(game, 0, 0, 1);
    t_give_resource(game, 0, 0, token);
    if (loyal) give(game, 0, loyal);
    return game;
}

static void loyal_guilds_spend_any_resource_as_their_type(void **state) {
    (void)state;
    static const struct {
        const char *id;
        int token;
        const char *move;
    } CASES[] = {
        {"ARCS-BC01", ARCS_FUEL, "p0 spend 0 build"},     /* Loyal Engineers: as Material */
        {"ARCS-BC07", ARCS_MATERIAL, "p0 spend 0 move"},  /* Loyal Pilots: as Fuel */
        {"ARCS-BC15", ARCS_FUEL, "p0 spend 0 battle"},    /* Loyal Marines: as Weapon */
        {"ARCS-BC19", ARCS_FUEL, "p0 spend 0 influence"}, /* Loyal Empaths: as Psionic (lead card's action) */
        {"ARCS-BC21", ARCS_FUEL, "p0 spend 0 secure"},    /* Loyal Keepers: as Relic */
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        arcs_game *game = loyal_board(CASES[i].token, NULL);
        not_legal(game, CASES[i].move);
        arcs_game_free(game);
        game = loyal_board(CASES[i].token, CASES[i].id);
        ok(game, CASES[i].move);
        game_state *g = t_state(game);
        assert_int_equal(g->pl[0].res[0], RES_EMPTY);
        assert_int_equal(g->prelude_spent[CASES[i].token], 1);
        if (i == 2) assert_true(g->weapon_battle);
        else assert_int_not_equal(top_kind(game), FR_TURN); /* the action is under way */
        arcs_game_free(game);
    }
}

/* "You ignore Outrage when spending <type> for its Prelude action." */
static void loyal_guilds_ignore_their_outrage(void **state) {
    (void)state;
    static const struct {
        const char *id;
        int type;
        const char *move;
    } CASES[] = {
        {"ARCS-BC01", ARCS_MATERIAL, "p0 spend 0 build"}, {"ARCS-BC07", ARCS_FUEL, "p0 spend 0 move"},
        {"ARCS-BC15", ARCS_WEAPON, "p0 spend 0 battle"},  {"ARCS-BC19", ARCS_PSIONIC, "p0 spend 0 tax"},
        {"ARCS-BC21", ARCS_RELIC, "p0 spend 0 secure"},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        for (int with = 0; with < 2; with++) {
            arcs_game *game = loyal_board(CASES[i].type, with ? CASES[i].id : NULL);
            /* A Loyal city to tax for the Psionic case; the agent owed to the
             * Outrage slot comes from the supply. */
            game_state *g = t_state(game);
            g->pl[0].outrage = (uint8_t)(1u << CASES[i].type);
            g->pl[0].agents_supply--;
            t_assert_invariants(game);
            if (with) legal(game, CASES[i].move);
            else not_legal(game, CASES[i].move);
            arcs_game_free(game);
        }
    }
}

/* "If you Provoke Outrage, keep this card." */
static void loyal_guilds_kept_when_provoking_outrage(void **state) {
    (void)state;
    static const char *const LOYAL[NUM_RES] = {"ARCS-BC01", "ARCS-BC07", "ARCS-BC15", "ARCS-BC21", "ARCS-BC19"};
    static const char *const OTHER[NUM_RES] = {"ARCS-BC02", "ARCS-BC08", "ARCS-BC12", "ARCS-BC23", "ARCS-BC17"};
    for (int r = 0; r < NUM_RES; r++) {
        arcs_game *game = game_with(4, NULL, 0, t_card(AGG, 2));
        game_state *g = t_state(game);
        give(game, 0, LOYAL[r]);
        give(game, 0, OTHER[r]);
        provoke_outrage(g, 0, r);
        assert_true(holds(g, 0, LOYAL[r]));
        assert_false(holds(g, 0, OTHER[r]));
        assert_true(in_discard(g, card(OTHER[r])));
        assert_true(g->pl[0].outrage & (1u << r));
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* The same through a battle: destroying a Material city Provokes Outrage. */
static void loyal_engineers_kept_after_destroying_a_city(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(AGG, 2));
    give(game, 0, "ARCS-BC01");
    give(game, 0, "ARCS-BC02");
    t_place_ships(game, 0, HEX(1), 2, 0);
    t_place_building(game, 1, HEX(1), 0, false, true); /* damaged Material city */
    t_place_building(game, 1, HEX(2), 0, true, false);
    uint8_t faces[2] = {0, 0};
    faces[0] = R_BLDG_KEY;
    faces[1] = R_BLDG_KEY;
    force(game, faces, 2);
    ok(game, "p0 action battle");
    if (top_kind(game) == FR_BATTLE_DICE && top_frame(&game->s)->a == 0) ok(game, "p0 dice assault 0");
    if (top_kind(game) == FR_BATTLE_DICE && top_frame(&game->s)->a == 1) ok(game, "p0 dice skirmish 0");
    ok(game, "p0 dice raid 2");
    while (top_kind(game) == FR_BATTLE_RAID) ok(game, "p0 raid-stop");
    game_state *g = t_state(game);
    assert_int_equal(g->pl[0].trophy_cities[1], 1);
    assert_true(g->pl[0].outrage & (1u << ARCS_MATERIAL));
    assert_true(holds(g, 0, "ARCS-BC01"));
    assert_false(holds(g, 0, "ARCS-BC02"));
    arcs_game_free(game);
}

/* ---- Mining Interest (BC02), Shipping Interest (BC09) ---- */

static void mining_interest_manufacture_replaces_build(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(CON, 3));
    game_state *g = t_state(game);
    not_legal(game, "p0 card mining-interest manufacture pip");
    give(game, 0, "ARCS-BC02");
    t_give_resource(game, 0, 0, ARCS_PSIONIC); /* the lead card allows Build: a Psionic can take it */
    /* No Build target at all (nothing on the map): the new action still is one. */
    not_legal(game, "p0 action build");
    legal(game, "p0 card mining-interest manufacture slot-0");
    int supply = g->res_supply[ARCS_MATERIAL];
    ok(game, "p0 card mining-interest manufacture pip");
    place_all(game);
    assert_int_equal(g->res_supply[ARCS_MATERIAL], supply - 1);
    assert_int_equal(resources_held(&g->pl[0], ARCS_MATERIAL), 1);
    assert_int_equal(g->pips, action_pips(t_card(CON, 3)) - 1);
    assert_false(g->prelude_open);
    assert_int_equal(top_kind(game), FR_TURN);
    arcs_game_free(game);
}

/* "When you would take the standard action by spending an action pip or a
 * non-Outraged resource, you may instead take the new action." */
static void new_actions_need_a_non_outraged_resource(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(ADM, 3)); /* Administration: no Build pips */
    game_state *g = t_state(game);
    give(game, 0, "ARCS-BC02");
    t_give_resource(game, 0, 0, ARCS_MATERIAL);
    not_legal(game, "p0 card mining-interest manufacture pip");
    ok(game, "p0 card mining-interest manufacture slot-0");
    place_all(game);
    assert_int_equal(g->prelude_spent[ARCS_MATERIAL], 1);
    assert_int_equal(resources_held(&g->pl[0], ARCS_MATERIAL), 1);
    assert_true(g->prelude_open); /* a resource, not a pip */
    /* An Outraged Material cannot. */
    g->pl[0].outrage = 1u << ARCS_MATERIAL;
    g->pl[0].agents_supply--;
    int s = slot_of(g, 0, ARCS_MATERIAL);
    char text[64];
    snprintf(text, sizeof text, "p0 card mining-interest manufacture slot-%d", s);
    not_legal(game, text);
    arcs_game_free(game);
}

static void mining_interest_prelude_gains_then_steals(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(ADM, 3));
    game_state *g = t_state(game);
    give(game, 0, "ARCS-BC02");
    t_give_resource(game, 1, 0, ARCS_MATERIAL);
    t_give_resource(game, 1, 1, ARCS_MATERIAL);
    t_give_resource(game, 2, 0, ARCS_MATERIAL);
    t_give_resource(game, 3, 0, ARCS_MATERIAL);
    assert_int_equal(g->res_supply[ARCS_MATERIAL], 1);
    /* p0 has 2 empty slots: up to 2. */
    legal(game, "p0 card mining-interest prelude 0");
    legal(game, "p0 card mining-interest prelude 2");
    not_legal(game, "p0 card mining-interest prelude 3");
    ok(game, "p0 card mining-interest prelude 2");
    assert_true(in_discard(g, card("ARCS-BC02")));
    place_all(game);
    /* The supply is empty now: the second Material is stolen. */
    assert_int_equal(g->res_supply[ARCS_MATERIAL], 0);
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(count_prefix(game, "p0 card mining-interest steal"), 4);
    ok(game, "p0 card mining-interest steal p1 1");
    place_all(game);
    assert_int_equal(resources_held(&g->pl[0], ARCS_MATERIAL), 2);
    assert_int_equal(resources_held(&g->pl[1], ARCS_MATERIAL), 1);
    assert_int_equal(top_kind(game), FR_TURN);
    arcs_game_free(game);
}

static void shipping_interest_synthesize_and_prelude(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(CON, 3));
    game_state *g = t_state(game);
    give(game, 0, "ARCS-BC09");
    ok(game, "p0 card shipping-interest synthesize pip");
    place_all(game);
    assert_int_equal(resources_held(&g->pl[0], ARCS_FUEL), 1);
    /* The supply is empty: Synthesize is not offered. */
    arcs_game_free(game);
    game = game_with(4, NULL, 0, t_card(CON, 3));
    g = t_state(game);
    give(game, 0, "ARCS-BC09");
    for (int p = 1; p < 4; p++) t_give_resource(game, p, 0, ARCS_FUEL);
    t_give_resource(game, 1, 1, ARCS_FUEL);
    t_give_resource(game, 2, 1, ARCS_FUEL);
    not_legal(game, "p0 card shipping-interest synthesize pip");
    /* Prelude: 1 Fuel; the supply is empty, so it is stolen. */
    ok(game, "p0 card shipping-interest prelude 1");
    ok(game, "p0 card shipping-interest steal p3 0");
    place_all(game);
    assert_int_equal(resources_held(&g->pl[0], ARCS_FUEL), 1);
    assert_int_equal(g->pl[3].res[0], RES_EMPTY);
    assert_true(in_discard(g, card("ARCS-BC09")));
    arcs_game_free(game);
}

/* ---- Material Cartel (BC03), Fuel Cartel (BC06) ---- */

/* faq.csv, Material Cartel / Fuel Cartel: "How does the supply on this card
 * interact with other cards and abilities? The resources count towards
 * ambitions and Keeper's Solidarity, but they cannot be discarded for Relic
 * Fence or be stolen." */
static void cartels_hold_the_supply(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(ADM, 3));
    game_state *g = t_state(game);
    t_give_resource(game, 1, 0, ARCS_MATERIAL);
    assert_int_equal(ambition_count(g, 0, ARCS_TYCOON), 0);
    give(game, 0, "ARCS-BC03");
    /* 4 Material in the supply on the card + the card's own Material icon. */
    assert_int_equal(ambition_count(g, 0, ARCS_TYCOON), 4 + 1);
    assert_int_equal(ambition_count(g, 1, ARCS_TYCOON), 1);
    give(game, 0, "ARCS-BC06");
    assert_int_equal(ambition_count(g, 0, ARCS_TYCOON), 4 + 1 + 5 + 1);
    assert_int_equal(ambition_count(g, 0, ARCS_KEEPER), 0);
    assert_int_equal(cards_supply_holder(g, ARCS_MATERIAL), 0);
    /* They cannot be spent (no Prelude move uses them), discarded for Relic
     * Fence or stolen (Silver-Tongues offers nothing of p0's). */
    give(game, 0, "ARCS-BC24");
    assert_int_equal(count_prefix(game, "p0 card relic-fence"), 0);
    assert_int_equal(count_prefix(game, "p0 spend"), 0);
    arcs_game_free(game);
    game = game_with(4, NULL, 1, t_card(ADM, 3));
    g = t_state(game);
    give(game, 0, "ARCS-BC03");
    give(game, 1, "ARCS-BC20");
    ok(game, "p1 card silver-tongues use");
    assert_int_equal(count_prefix(game, "p1 card silver-tongues steal-resource"), 0);
    legal(game, "p1 card silver-tongues steal-card p0 material-cartel");
    /* Stolen, the Cartel takes the supply with it. */
    ok(game, "p1 card silver-tongues steal-card p0 material-cartel");
    assert_int_equal(cards_supply_holder(g, ARCS_MATERIAL), 1);
    assert_int_equal(ambition_count(g, 1, ARCS_TYCOON), 5 + 1);
    arcs_game_free(game);
}

/* "After scoring, Rivals discard all Material (Fuel)." faq.csv, Material
 * Cartel and Fuel Cartel: "Do rivals discard even if Tycoon wasn't scored?
 * A: Yes." */
static void cartel_rivals_discard_after_scoring(void **state) {
    (void)state;
    static const char *const CARTEL[2] = {"ARCS-BC03", "ARCS-BC06"};
    for (int which = 0; which < 2; which++)
        for (int tycoon = 0; tycoon < 2; tycoon++) {
            int r = which ? ARCS_FUEL : ARCS_MATERIAL;
            arcs_game *game = game_with(4, NULL, 0, t_card(ADM, 3));
            game_state *g = t_state(game);
            give(game, 0, CARTEL[which]);
            t_give_resource(game, 0, 0, r);
            build_cities(game, 1, 2); /* 4 open slots */
            for (int s = 0; s < 4; s++) t_give_resource(game, 1, s, r);
            if (tycoon) g->marker_box[0] = ARCS_TYCOON;
            /* p0: 0 in supply + 1 held + 1 icon = 2; p1: 4. */
            g->depth = 0;
            memset(g->stack, 0, sizeof g->stack);
            for (int p = 0; p < 4; p++) g->pl[p].hand = 0;
            chapter_end_begin(g);
            run_forward(g);
            /* Scored first: p1 first place with its 4, before discarding them. */
            assert_int_equal(g->pl[1].power, tycoon ? 2 : 0);
            assert_int_equal(resources_held(&g->pl[1], r), 0);
            assert_int_equal(resources_held(&g->pl[0], r), 1);
            assert_int_equal(g->res_supply[r], 4);
            t_assert_invariants(game);
            arcs_game_free(game);
        }
}

/* faq.csv, Material Cartel: "Can I discard this even if there is nothing to
 * steal? A: Yes. Any card that says you can discard it to do something else
 * can simply be discarded." */
static void cartel_prelude_steals_or_simply_discards(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(ADM, 3));
    game_state *g = t_state(game);
    give(game, 0, "ARCS-BC06");
    assert_int_equal(count_prefix(game, "p0 card fuel-cartel steal"), 0);
    legal(game, "p0 card fuel-cartel discard");
    t_give_resource(game, 2, 1, ARCS_FUEL);
    ok(game, "p0 card fuel-cartel steal p2 1");
    place_all(game);
    assert_int_equal(resources_held(&g->pl[0], ARCS_FUEL), 1);
    assert_int_equal(g->pl[2].res[1], RES_EMPTY);
    assert_true(in_discard(g, card("ARCS-BC06")));
    assert_int_equal(cards_supply_holder(g, ARCS_FUEL), -1);
    arcs_game_free(game);
    game = game_with(4, NULL, 0, t_card(ADM, 3));
    g = t_state(game);
    give(game, 0, "ARCS-BC03");
    ok(game, "p0 card material-cartel discard");
    assert_true(in_discard(g, card("ARCS-BC03")));
    assert_int_equal(g->pl[0].guild_count, 0);
    arcs_game_free(game);
}

/* A 4-player game at the start of a round led by p0, with these hands; each
 * player has a starport (no Elimination at the end of a turn). */
static arcs_game *follow_turn(const uint32_t *hands) {
    arcs_game *game = t_new_game(4, 5, NULL);
    game_state *g = t_state(game);
    t_clear_board(game);
    g->out_of_play = 0;
    t_place_building(game, 0, CRESCENT(4), 0, true, false);
    t_place_building(game, 1, CRESCENT(4), 1, true, false);
    t_place_building(game, 2, ARROW(4), 0, true, false);
    t_place_building(game, 3, ARROW(4), 1, true, false);
    t_begin_round(game, 0, hands);
    return game;
}

/* p0 leads `card` ("Administration-3"), declares nothing and ends the turn. */
static void p0_leads(arcs_game *game, const char *card) {
    char text[64];
    snprintf(text, sizeof text, "p0 lead %s", card);
    ok(game, text);
    ok(game, "p0 no-declare");
    ok(game, "p0 end-turn");
}

/* ---- Unions (BC04, BC05, BC10, BC11) ---- */

/* faq.csv, Admin Union (and Construction, Spacing, Arms Union): "When do you
 * collect the action card? A: At the end of the round, after all players
 * have finished their turns." and "Can this be stolen once it has been
 * played but not resolved? A: Only cards in the holder's play area can be
 * stolen, so once played this card cannot be stolen." */
static void admin_union_takes_a_played_card_at_round_end(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(ADM, 3) | bit(MOB, 2), bit(ADM, 5) | bit(MOB, 3), bit(AGG, 4) | bit(MOB, 4),
                         bit(CON, 2) | bit(MOB, 5)};
    arcs_game *game = follow_turn(hands);
    game_state *g = t_state(game);
    give(game, 1, "ARCS-BC04");
    give(game, 3, "ARCS-BC11");
    give(game, 2, "ARCS-BC20");
    p0_leads(game, "Administration-3");
    ok(game, "p1 surpass Administration-5");
    ok(game, "p1 no-seize");
    legal(game, "p1 card admin-union place Administration-5");
    ok(game, "p1 card admin-union place Administration-3");
    assert_false(holds(g, 1, "ARCS-BC04"));
    assert_int_equal(g->cards.n_placed, 1);
    char text[8192];
    assert_int_equal(arcs_describe(game, text, sizeof text, NULL), ARCS_OK);
    assert_non_null(strstr(text, "placed: Admin Union beside Administration-3 (P2)"));
    ok(game, "p1 end-turn");
    assert_false(g->pl[1].hand & bit(ADM, 3)); /* not yet */
    ok(game, "p2 copy Aggression-4");
    if (top_kind(game) == FR_SEIZE) ok(game, "p2 no-seize");
    /* Placed, the Union is out of its holder's play area: not stealable. */
    ok(game, "p2 card silver-tongues use");
    not_legal(game, "p2 card silver-tongues steal-card p1 admin-union");
    if (top_kind(game) == FR_CARD) ok(game, "p2 decline");
    ok(game, "p2 end-turn");
    assert_false(g->pl[1].hand & bit(ADM, 3));
    ok(game, "p3 pivot Construction-2");
    if (top_kind(game) == FR_SEIZE) ok(game, "p3 no-seize");
    /* Arms Union: a copied card lies face down. */
    not_legal(game, "p3 card arms-union place Aggression-4");
    ok(game, "p3 end-turn");
    /* The round is over: p1 has the card, the Union is discarded, and the
     * initiative went to p1 (Surpassed highest, before the draw). */
    assert_true(g->pl[1].hand & bit(ADM, 3));
    assert_true(in_discard(g, card("ARCS-BC04")));
    assert_int_equal(g->cards.n_placed, 0);
    assert_int_equal(g->initiative, 1);
    for (int i = 0; i < g->action_discard_len; i++) assert_int_not_equal(g->action_discard[i], t_card(ADM, 3));
    arcs_game_free(game);
}

static void each_union_places_beside_its_suit(void **state) {
    (void)state;
    static const struct {
        const char *id, *name;
        int suit;
    } U[] = {{"ARCS-BC04", "admin-union", ADM},
             {"ARCS-BC05", "construction-union", CON},
             {"ARCS-BC10", "spacing-union", MOB},
             {"ARCS-BC11", "arms-union", AGG}};
    for (int u = 0; u < 4; u++) {
        for (int s = 0; s < 4; s++) {
            arcs_game *game = game_with(4, NULL, 0, t_card(s, 4));
            give(game, 0, U[u].id);
            char text[64], name[24];
            snprintf(text, sizeof text, "p0 card %s place %s", U[u].name, action_card_name(t_card(s, 4), name));
            if (s == U[u].suit) {
                ok(game, text);
                assert_int_equal(game->s.cards.placed_beside[0], t_card(s, 4));
                /* Out of every play area: nobody holds it, it cannot be stolen. */
                assert_int_equal(card_holder(&game->s, card(U[u].id)), -1);
                /* The round ends: the lead card goes to p0's hand. */
                cards_round_end(&game->s);
                assert_true(game->s.pl[0].hand & (1u << t_card(s, 4)));
                assert_true(in_discard(&game->s, card(U[u].id)));
            } else {
                not_legal(game, text);
            }
            arcs_game_free(game);
        }
    }
}

/* ---- Gatekeepers (BC08) ---- */

static void gatekeepers_collect_two_more_dice_in_a_gate(void **state) {
    (void)state;
    for (int with = 0; with < 2; with++)
        for (int gate = 0; gate < 2; gate++) {
            arcs_game *game = game_with(4, NULL, 0, t_card(AGG, 2));
            int sys = gate ? GATE(2) : ARROW(2);
            t_place_ships(game, 0, sys, 3, 0);
            t_place_ships(game, 1, sys, 1, 0);
            if (with) give(game, 0, "ARCS-BC08");
            ok(game, "p0 action battle");
            assert_int_equal(top_kind(game), FR_BATTLE_DICE);
            if (with && gate) legal(game, "p0 dice assault 5");
            else not_legal(game, "p0 dice assault 4");
            legal(game, "p0 dice assault 3");
            arcs_game_free(game);
        }
}

static void gatekeepers_prelude_places_a_ship_in_each_gate(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(ADM, 3));
    game_state *g = t_state(game);
    g->out_of_play = 1u << 2; /* cluster 3: no gate there */
    give(game, 0, "ARCS-BC08");
    ok(game, "p0 card gatekeepers place-gates");
    for (int c = 1; c <= 6; c++) assert_int_equal(g->sys[GATE(c)].fresh[0], c == 3 ? 0 : 1);
    assert_true(in_discard(g, card("ARCS-BC08")));
    arcs_game_free(game);
    /* Two ships left: p0 chooses the gates. */
    game = game_with(4, NULL, 0, t_card(ADM, 3));
    g = t_state(game);
    give(game, 0, "ARCS-BC08");
    t_place_ships(game, 0, HEX(1), 13, 0);
    ok(game, "p0 card gatekeepers place-gates");
    assert_int_equal(count_prefix(game, "p0 card gatekeepers place-ship"), 6);
    ok(game, "p0 card gatekeepers place-ship 4-gate");
    not_legal(game, "p0 card gatekeepers place-ship 4-gate");
    ok(game, "p0 card gatekeepers place-ship 6-gate");
    assert_int_equal(top_kind(game), FR_TURN);
    assert_int_equal(g->sys[GATE(4)].fresh[0] + g->sys[GATE(6)].fresh[0], 2);
    assert_int_equal(g->pl[0].ships_supply, 0);
    arcs_game_free(game);
}

/* ---- Prison Wardens (BC12) ---- */

static void prison_wardens_pressgang_returns_captives_for_resources(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(CON, 3));
    game_state *g = t_state(game);
    not_legal(game, "p0 card prison-wardens pressgang pip");
    give(game, 0, "ARCS-BC12");
    not_legal(game, "p0 card prison-wardens pressgang pip"); /* no Captives */
    capture_agent(g, 0, 1);
    capture_agent(g, 0, 1);
    capture_agent(g, 0, 2);
    ok(game, "p0 card prison-wardens pressgang pip");
    ok(game, "p0 card prison-wardens return p1 Relic");
    place_all(game);
    assert_int_equal(g->pl[0].captives[1], 1);
    assert_int_equal(g->pl[1].agents_supply, AGENTS_PER_PLAYER - 1);
    assert_int_equal(resources_held(&g->pl[0], ARCS_RELIC), 1);
    ok(game, "p0 card prison-wardens return p2 Psionic");
    place_all(game);
    assert_int_equal(resources_held(&g->pl[0], ARCS_PSIONIC), 1);
    ok(game, "p0 decline");
    assert_int_equal(top_kind(game), FR_TURN);
    assert_int_equal(g->pl[0].captives[1], 1);
    arcs_game_free(game);
}

static void prison_wardens_execute_and_prelude(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(ADM, 3));
    game_state *g = t_state(game);
    give(game, 0, "ARCS-BC12");
    capture_agent(g, 0, 1);
    capture_agent(g, 0, 3);
    /* Execute replaces Influence (an Administration pip). */
    ok(game, "p0 card prison-wardens execute pip");
    ok(game, "p0 card prison-wardens trophy p3");
    assert_int_equal(g->pl[0].trophy_agents[3], 1);
    assert_int_equal(g->pl[0].captives[3], 0);
    ok(game, "p0 card prison-wardens trophy p1");
    assert_int_equal(top_kind(game), FR_TURN); /* no Captive left */
    assert_int_equal(ambition_count(g, 0, ARCS_WARLORD), 2);
    assert_int_equal(ambition_count(g, 0, ARCS_TYRANT), 0);
    arcs_game_free(game);
    /* Prelude: 3 ships in a system p0 controls. */
    game = game_with(4, NULL, 0, t_card(ADM, 3));
    g = t_state(game);
    give(game, 0, "ARCS-BC12");
    t_place_ships(game, 0, HEX(4), 1, 0);
    t_place_ships(game, 0, HEX(5), 1, 0);
    t_place_ships(game, 1, HEX(5), 1, 0); /* tied: nobody controls */
    ok(game, "p0 card prison-wardens place-ships");
    assert_true(in_discard(g, card("ARCS-BC12")));
    assert_int_equal(count_prefix(game, "p0 card prison-wardens place-ships-in"), 1);
    ok(game, "p0 card prison-wardens place-ships-in 4-hex");
    assert_int_equal(g->sys[HEX(4)].fresh[0], 4);
    assert_true(in_discard(g, card("ARCS-BC12")));
    arcs_game_free(game);
}

/* ---- Skirmishers (BC13) ---- */

/* faq.csv, Skirmishers: "Can I reroll this multiple times? A: No, only once." */
static void skirmishers_reroll_skirmish_dice_once(void **state) {
    (void)state;
    for (int with = 0; with < 2; with++) {
        arcs_game *game = game_with(4, NULL, 0, t_card(AGG, 2));
        game_state *g = t_state(game);
        t_place_ships(game, 0, ARROW(2), 3, 0);
        t_place_ships(game, 1, ARROW(2), 1, 0);
        t_give_resource(game, 0, 0, ARCS_WEAPON); /* Weapon icons: 1 token + the card */
        if (with) give(game, 0, "ARCS-BC13");
        const uint8_t faces[5] = {S_BLANK, S_BLANK, S_HIT, S_HIT, S_HIT};
        force(game, faces, 5);
        ok(game, "p0 action battle");
        ok(game, "p0 dice assault 0");
        ok(game, "p0 dice skirmish 3");
        if (with) {
            assert_int_equal(top_kind(game), FR_CARD);
            rejected(game, "p0 card skirmishers reroll 2 1"); /* 3 > 2 Weapon icons */
            legal(game, "p0 card skirmishers reroll 0 1");
            ok(game, "p0 card skirmishers reroll 2 0");
            /* Only once: the battle goes on. */
            assert_int_not_equal(top_kind(game), FR_CARD);
        }
        assert_int_equal(g->battle.active, 0);
        /* 1 hit damages p1's ship; 3 hits destroy it. */
        assert_int_equal(g->pl[0].trophy_ships[1], with ? 1 : 0);
        arcs_game_free(game);
    }
}

/* In explicit-chance mode the rerolled dice are chance's decisions, each
 * landing in the place of the die it replaces. */
static void skirmishers_reroll_with_explicit_chance(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(AGG, 2));
    game_state *g = t_state(game);
    g->chance_mode = ARCS_CHANCE_EXPLICIT;
    t_place_ships(game, 0, ARROW(2), 3, 0);
    t_place_ships(game, 1, ARROW(2), 1, 0);
    give(game, 0, "ARCS-BC13");
    t_give_resource(game, 0, 0, ARCS_WEAPON);
    const uint8_t faces[3] = {S_BLANK, S_HIT, S_BLANK};
    force(game, faces, 3);
    ok(game, "p0 action battle");
    ok(game, "p0 dice assault 0");
    ok(game, "p0 dice skirmish 3");
    ok(game, "p0 card skirmishers reroll 2 0");
    assert_int_equal(arcs_current_player(game), ARCS_PLAYER_CHANCE);
    assert_int_equal(legal_count(game), 6);
    ok(game, "chance chance roll skirmish 5");
    assert_int_equal(arcs_current_player(game), ARCS_PLAYER_CHANCE);
    ok(game, "chance chance roll skirmish 6");
    /* Faces in place: hit, hit, hit -> p1's ship destroyed. */
    assert_int_equal(g->pl[0].trophy_ships[1], 1);
    assert_int_equal(g->battle.active, 0);
    arcs_game_free(game);
}

/* ---- Court Enforcers (BC14) ---- */

static void court_enforcers_abduct(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(AGG, 2));
    game_state *g = t_state(game);
    give(game, 0, "ARCS-BC14");
    t_give_resource(game, 0, 0, ARCS_WEAPON); /* Weapon icons: 2 */
    agents_on(game, 1, 0, 1);
    agents_on(game, 0, 0, 1);
    agents_on(game, 2, 1, 1);
    agents_on(game, 3, 1, 1);
    agents_on(game, 2, 2, 3);
    /* No battle is possible (no ships), Abduct still is. */
    not_legal(game, "p0 action battle");
    ok(game, "p0 card court-enforcers abduct pip");
    legal(game, "p0 card court-enforcers capture-from 0");
    not_legal(game, "p0 card court-enforcers capture-from 1"); /* 2 Rival agents: not fewer than 2 */
    not_legal(game, "p0 card court-enforcers capture-from 2");
    ok(game, "p0 card court-enforcers capture-from 0");
    assert_int_equal(g->pl[0].captives[1], 1);
    assert_int_equal(g->court_agents[0][1], 0);
    assert_int_equal(g->court_agents[0][0], 1); /* own agents stay */
    assert_int_equal(g->pips, 2);
    /* A spent Weapon makes any pip a Battle pip. */
    arcs_game_free(game);
    game = game_with(4, NULL, 0, t_card(ADM, 3));
    give(game, 0, "ARCS-BC14");
    t_give_resource(game, 0, 0, ARCS_WEAPON);
    t_give_resource(game, 0, 1, ARCS_WEAPON);
    agents_on(game, 1, 0, 1);
    not_legal(game, "p0 card court-enforcers abduct pip");
    ok(game, "p0 spend 0 battle"); /* 2 Weapon icons left: the card and a token */
    /* "You can even do this if you spent a Weapon in your Prelude to allow this." */
    ok(game, "p0 card court-enforcers abduct pip");
    ok(game, "p0 card court-enforcers capture-from 0");
    assert_int_equal(t_state(game)->pl[0].captives[1], 1);
    arcs_game_free(game);
}

/* ---- Lattice Spies (BC16) ---- */

/* faq.csv, Lattice Spies: "Can I discard this even if I cannot seize? A: Yes.
 * Any card that says you can discard it to do something else can simply be
 * discarded." */
static void lattice_spies_seize_before_any_action(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(ADM, 3), bit(MOB, 3) | bit(MOB, 5), bit(AGG, 4), bit(CON, 2)};
    arcs_game *game = follow_turn(hands);
    game_state *g = t_state(game);
    give(game, 1, "ARCS-BC16");
    p0_leads(game, "Administration-3");
    ok(game, "p1 pivot Mobilization-3");
    ok(game, "p1 no-seize");
    ok(game, "p1 card lattice-spies seize");
    assert_int_equal(g->initiative, 1);
    assert_int_equal(g->seized_by, 1);
    assert_true(in_discard(g, card("ARCS-BC16")));
    assert_true(g->pl[1].hand & bit(MOB, 5)); /* no card was played to seize */
    arcs_game_free(game);
    /* After an action: no more. */
    game = follow_turn(hands);
    g = t_state(game);
    give(game, 1, "ARCS-BC16");
    p0_leads(game, "Administration-3");
    ok(game, "p1 pivot Mobilization-3");
    ok(game, "p1 no-seize");
    t_give_resource(game, 1, 0, ARCS_RELIC);
    agents_on(game, 1, 0, 1);
    ok(game, "p1 spend 0 secure");
    ok(game, "p1 secure 0");
    not_legal(game, "p1 card lattice-spies seize");
    not_legal(game, "p1 card lattice-spies discard");
    arcs_game_free(game);
    /* The initiative holder cannot seize, but may discard. */
    game = game_with(4, NULL, 0, t_card(ADM, 3));
    give(game, 0, "ARCS-BC16");
    not_legal(game, "p0 card lattice-spies seize");
    ok(game, "p0 card lattice-spies discard");
    assert_true(in_discard(t_state(game), card("ARCS-BC16")));
    arcs_game_free(game);
}

/* ---- Farseers (BC17) ---- */

static void farseers_look_and_swap_when_declaring(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(AGG, 3) | bit(ADM, 2), bit(MOB, 3) | bit(MOB, 5), bit(AGG, 4), bit(CON, 2)};
    arcs_game *game = follow_turn(hands);
    game_state *g = t_state(game);
    give(game, 0, "ARCS-BC17");
    ok(game, "p0 lead Aggression-3");
    ok(game, "p0 declare Tyrant");
    assert_int_equal(top_kind(game), FR_CARD);
    legal(game, "p0 card farseers look p2");
    ok(game, "p0 card farseers look p1");
    /* The swap list shows p1's hand: every pair, and decline. */
    assert_int_equal(legal_count(game), 1 * 2 + 1);
    ok(game, "p0 card farseers swap Administration-2 Mobilization-5");
    assert_true(g->pl[0].hand & bit(MOB, 5));
    assert_true(g->pl[1].hand & bit(ADM, 2));
    assert_false(g->pl[1].hand & bit(MOB, 5));
    assert_int_equal(top_kind(game), FR_TURN);
    /* The holder keeps knowing the Rival's hand after the look (until it
     * changes face down): determinize for the holder leaves it; for a
     * third player it is unknown. */
    uint32_t seen = game->s.pl[1].hand;
    int moved = 0;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        arcs_game *copy = NULL;
        assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
        assert_int_equal(arcs_determinize(copy, 0, seed), ARCS_OK);
        assert_int_equal(copy->s.pl[1].hand, seen);
        arcs_game_free(copy);
        assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
        assert_int_equal(arcs_determinize(copy, 2, seed), ARCS_OK);
        moved += copy->s.pl[1].hand != seen;
        arcs_game_free(copy);
    }
    assert_true(moved > 0);
    arcs_game_free(game);
}


/* Determinizing for a Rival while the Farseers discards are being chosen:
 * the picked cards are in the re-dealt hand, so they are renamed with it;
 * the sampled world loads and "draw" discards cards the holder has. */
static void determinize_during_a_farseers_pick(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(CON, 4) | bit(CON, 5) | bit(CON, 6), bit(ADM, 2), bit(AGG, 2), bit(MOB, 2)};
    arcs_game *game = game_with(4, hands, 0, t_card(ADM, 3));
    give(game, 0, "ARCS-BC17");
    ok(game, "p0 card farseers prelude");
    ok(game, "p0 card farseers discard-card Construction-4");
    for (uint64_t seed = 1; seed <= 20; seed++) {
        arcs_game *copy = NULL;
        assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
        assert_int_equal(arcs_determinize(copy, 1 + (int)(seed % 3), seed), ARCS_OK);
        const game_state *g = &copy->s;
        const frame *f = &g->stack[g->depth - 1];
        uint32_t picked = (uint32_t)f->c | (uint32_t)f->d << 8 | (uint32_t)f->e << 16 | (uint32_t)f->f << 24;
        assert_int_equal(__builtin_popcount(picked), 1);
        assert_int_equal(picked & ~g->pl[0].hand, 0);
        char why[200] = "";
        if (!frame_data_ok(g, f, g->depth - 1, why, sizeof why)) fail_msg("seed %d: %s", (int)seed, why);
        ok(copy, "p0 card farseers draw");
        t_assert_invariants(copy);
        arcs_game_free(copy);
    }
    arcs_game_free(game);
}


/* faq.csv, Farseers: "Can you give me an example of this Prelude action if I
 * discarded 2 cards plus Farseers? A: You would draw 3 cards from the bottom
 * of the action card discard pile." and "Can I discard zero cards beyond
 * this one? A: Yes! In this case, just draw 1 card." */
static void farseers_prelude_draws_from_the_bottom(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(CON, 4) | bit(CON, 5) | bit(CON, 6), 0, 0, 0};
    arcs_game *game = game_with(4, hands, 0, t_card(ADM, 3));
    game_state *g = t_state(game);
    give(game, 0, "ARCS-BC17");
    int len = g->action_discard_len;
    uint8_t bottom[3] = {g->action_discard[0], g->action_discard[1], g->action_discard[2]};
    ok(game, "p0 card farseers prelude");
    assert_true(in_discard(g, card("ARCS-BC17")));
    ok(game, "p0 card farseers discard-card Construction-4");
    not_legal(game, "p0 card farseers discard-card Construction-4");
    ok(game, "p0 card farseers discard-card Construction-6");
    not_legal(game, "p0 card farseers discard-card Construction-5"); /* increasing order only */
    ok(game, "p0 card farseers draw");
    assert_int_equal(__builtin_popcount(g->pl[0].hand), 4);
    assert_true(g->pl[0].hand & bit(CON, 5));
    for (int i = 0; i < 3; i++) assert_true(g->pl[0].hand & (1u << bottom[i]));
    assert_int_equal(g->action_discard_len, len + 2 - 3);
    /* The two discarded cards are on top of the pile. */
    int now = g->action_discard_len;
    uint32_t top = 1u << g->action_discard[now - 2] | 1u << g->action_discard[now - 1];
    assert_int_equal(top, bit(CON, 4) | bit(CON, 6));
    arcs_game_free(game);
    /* Zero cards: draw 1. */
    game = game_with(4, hands, 0, t_card(ADM, 3));
    g = t_state(game);
    give(game, 0, "ARCS-BC17");
    uint8_t b0 = g->action_discard[0];
    ok(game, "p0 card farseers prelude");
    ok(game, "p0 card farseers draw");
    assert_int_equal(__builtin_popcount(g->pl[0].hand), 4);
    assert_true(g->pl[0].hand & (1u << b0));
    arcs_game_free(game);
}

/* p0 plays the Farseers Prelude discarding Construction 4, 5 and 6. */
static void farseers_discards_three(arcs_game *game) {
    ok(game, "p0 card farseers prelude");
    ok(game, "p0 card farseers discard-card Construction-4");
    ok(game, "p0 card farseers discard-card Construction-5");
    ok(game, "p0 card farseers discard-card Construction-6");
    ok(game, "p0 card farseers draw");
}

/* A determinized world samples what its viewer does not know (leak test):
 * the Farseers Prelude's discards lie on the discard pile in shuffled
 * order, which their discarder does not know (faq.csv, Farseers: "Shuffle
 * all of the cards you are discarding"). Two games that differ only in that
 * order give the same world for the same seed, for the discarder and for a
 * Rival; the world keeps the cards in the places of the run (what the
 * discarder knows) and draws their order again. */
static void determinize_hides_the_farseers_shuffle(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(CON, 4) | bit(CON, 5) | bit(CON, 6), 0, 0, 0};
    arcs_game *game = game_with(4, hands, 0, t_card(ADM, 3));
    game_state *g = t_state(game);
    g->out_of_play = setup_cards[g->setup_card].out_of_play; /* a state that loads */
    give(game, 0, "ARCS-BC17");
    farseers_discards_three(game);
    int len = g->action_discard_len, top = len - 3;
    uint32_t run = bit(CON, 4) | bit(CON, 5) | bit(CON, 6), on_top = 0;
    for (int i = top; i < len; i++) on_top |= 1u << g->action_discard[i];
    assert_int_equal(on_top, run);
    /* The same game with the run in another order. */
    arcs_game *other = NULL;
    assert_int_equal(arcs_game_clone(game, &other), ARCS_OK);
    game_state *o = t_state(other);
    uint8_t t = o->action_discard[top];
    o->action_discard[top] = o->action_discard[top + 2];
    o->action_discard[top + 2] = t;
    /* The runs survive save and load. */
    size_t n = 0;
    assert_int_equal(arcs_game_save_state(game, NULL, 0, &n), ARCS_OK);
    uint8_t *buf = malloc(n);
    assert_int_equal(arcs_game_save_state(game, buf, n, &n), ARCS_OK);
    arcs_game *loaded = t_load_state(buf, n, "after a Farseers Prelude");
    assert_int_equal(t_state(loaded)->discard_run, g->discard_run);
    assert_int_equal(arcs_state_hash(loaded), arcs_state_hash(game));
    arcs_game_free(loaded);
    free(buf);
    int orders = 0;
    uint8_t first[3] = {0, 0, 0};
    for (int viewer = 0; viewer < 2; viewer++)
        for (uint64_t seed = 1; seed <= 12; seed++) {
            arcs_game *x = NULL, *y = NULL;
            t_determinize_both(game, other, viewer, seed, &x, &y);
            assert_memory_equal(x->s.action_discard, y->s.action_discard, sizeof x->s.action_discard);
            for (int p = 0; p < 4; p++) assert_int_equal(x->s.pl[p].hand, y->s.pl[p].hand);
            t_assert_invariants(x);
            if (viewer == 0) {
                uint32_t there = 0;
                for (int i = top; i < len; i++) there |= 1u << x->s.action_discard[i];
                assert_int_equal(there, run); /* the discarder's cards stay in the run */
                if (seed == 1) memcpy(first, &x->s.action_discard[top], 3);
                else orders += memcmp(first, &x->s.action_discard[top], 3) != 0;
            }
            arcs_game_free(x);
            arcs_game_free(y);
        }
    assert_true(orders > 0); /* the order is drawn again */
    arcs_game_free(other);
    arcs_game_free(game);
}

/* The run of a Farseers Prelude, once the draws from the bottom reach it,
 * is the shuffled bottom of the pile: in explicit-chance mode each draw
 * from it is chance's decision, whichever draw reaches it (here the next
 * one after the Prelude's own, as Call to Action or another Prelude make). */
static void a_farseers_run_reaching_the_bottom_is_chance(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(CON, 4) | bit(CON, 5) | bit(CON, 6), 0, 0, 0};
    arcs_game *game = game_with(4, hands, 0, t_card(ADM, 3));
    game_state *g = t_state(game);
    g->chance_mode = ARCS_CHANCE_EXPLICIT;
    give(game, 0, "ARCS-BC17");
    /* Keep 4 cards below: the Prelude draws them, leaving the run. */
    while (g->action_discard_len > 4) g->pl[1].hand |= 1u << g->action_discard[--g->action_discard_len];
    g->action_discard_unknown = 0; /* their order known */
    farseers_discards_three(game);
    assert_int_equal(g->action_discard_len, 3);
    assert_int_equal(g->discard_run, 7u);
    assert_int_equal(g->action_discard_unknown, 0);
    /* The next draw from the bottom: chance names any of the run. */
    assert_false(draw_action_discard_bottom(g, 2));
    assert_int_equal(top_kind(game), FR_CHANCE);
    assert_int_equal(g->action_discard_unknown, 3);
    assert_int_equal(g->discard_run, 0);
    assert_int_equal(legal_count(game), 3);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv, Farseers: "What happens if the discard pile is very small when I
 * use this? A: Shuffle all of the cards you are discarding before placing
 * them on the discard pile. This is one of the few situations where discard
 * order matters." */
static void farseers_prelude_with_a_small_discard_pile(void **state) {
    (void)state;
    int seen_left[NUM_ACTION_CARDS] = {0};
    for (uint64_t seed = 1; seed <= 40; seed++) {
        uint32_t hands[4] = {bit(CON, 4) | bit(CON, 5) | bit(CON, 6), 0, 0, 0};
        arcs_game *game = game_with(4, hands, 0, t_card(ADM, 3));
        game_state *g = t_state(game);
        rng_seed(g, seed);
        give(game, 0, "ARCS-BC17");
        /* Keep 2 cards in the pile: the rest go to p1's hand. */
        while (g->action_discard_len > 2) g->pl[1].hand |= 1u << g->action_discard[--g->action_discard_len];
        uint32_t old = 1u << g->action_discard[0] | 1u << g->action_discard[1];
        farseers_discards_three(game);
        /* 4 drawn: the 2 old cards and 2 of the 3 shuffled ones; 1 is left. */
        assert_int_equal(g->action_discard_len, 1);
        assert_true((g->pl[0].hand & old) == old);
        int left = g->action_discard[0];
        assert_true((1u << left) & (bit(CON, 4) | bit(CON, 5) | bit(CON, 6)));
        seen_left[left]++;
        arcs_game_free(game);
    }
    /* The order was shuffled: more than one card was left over. */
    int kinds = (seen_left[t_card(CON, 4)] > 0) + (seen_left[t_card(CON, 5)] > 0) + (seen_left[t_card(CON, 6)] > 0);
    assert_true(kinds >= 2);
}

/* ---- Secret Order (BC18) ---- */

static void secret_order_keeps_the_zero_marker_off(void **state) {
    (void)state;
    /* Keeper (a "5") and Empath (a "6"), with and without Secret Order. */
    for (int number = 5; number <= 6; number++)
        for (int with = 0; with < 2; with++) {
            uint32_t hands[4] = {bit(ADM, number) | bit(ADM, 3), bit(ADM, 4), bit(AGG, 4), bit(CON, 2)};
            arcs_game *game = follow_turn(hands);
            game_state *g = t_state(game);
            if (with) give(game, 0, "ARCS-BC18");
            char text[64];
            snprintf(text, sizeof text, "p0 lead Administration-%d", number);
            ok(game, text);
            ok(game, number == 5 ? "p0 declare Keeper" : "p0 declare Empath");
            assert_int_equal(g->zero_marker, with ? 0 : 1);
            ok(game, "p0 end-turn");
            /* Without the zero marker the lead card keeps its number. */
            if (with) not_legal(game, "p1 surpass Administration-4");
            else legal(game, "p1 surpass Administration-4");
            arcs_game_free(game);
        }
    /* Other ambitions: the zero marker is placed. */
    uint32_t h2[4] = {bit(ADM, 3), bit(ADM, 4), bit(AGG, 4), bit(CON, 2)};
    arcs_game *game = follow_turn(h2);
    give(game, 0, "ARCS-BC18");
    ok(game, "p0 lead Administration-3");
    ok(game, "p0 declare Tyrant");
    assert_int_equal(t_state(game)->zero_marker, 1);
    arcs_game_free(game);
}

/* ---- Silver-Tongues (BC20) ---- */

/* faq.csv, Silver-Tongues: "Can I discard this even if I cannot steal
 * anything? A: Yes. Any card that says you can discard it to do something
 * else can simply be discarded." */
static void silver_tongues_steals_a_card_or_resource(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(ADM, 3));
    game_state *g = t_state(game);
    give(game, 0, "ARCS-BC20");
    give(game, 1, "ARCS-BC17");
    t_give_resource(game, 2, 1, ARCS_RELIC);
    ok(game, "p0 card silver-tongues use");
    assert_int_equal(legal_count(game), 3);
    legal(game, "p0 card silver-tongues steal-resource p2 1");
    ok(game, "p0 card silver-tongues steal-card p1 farseers");
    assert_true(holds(g, 0, "ARCS-BC17"));
    assert_false(holds(g, 1, "ARCS-BC17"));
    assert_true(in_discard(g, card("ARCS-BC20")));
    arcs_game_free(game);
    game = game_with(4, NULL, 0, t_card(ADM, 3));
    g = t_state(game);
    give(game, 0, "ARCS-BC20");
    t_give_resource(game, 2, 1, ARCS_RELIC);
    ok(game, "p0 card silver-tongues use");
    ok(game, "p0 card silver-tongues steal-resource p2 1");
    place_all(game);
    assert_int_equal(resources_held(&g->pl[0], ARCS_RELIC), 1);
    arcs_game_free(game);
    /* Nothing to steal: the card is simply discarded. */
    game = game_with(4, NULL, 0, t_card(ADM, 3));
    give(game, 0, "ARCS-BC20");
    ok(game, "p0 card silver-tongues use");
    assert_int_equal(top_kind(game), FR_TURN);
    assert_true(in_discard(t_state(game), card("ARCS-BC20")));
    arcs_game_free(game);
}

/* ---- Sworn Guardians (BC22) ---- */

static void sworn_guardians_protects_and_is_buried_when_stolen(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(ADM, 3));
    game_state *g = t_state(game);
    give(game, 0, "ARCS-BC20");
    give(game, 1, "ARCS-BC22");
    give(game, 1, "ARCS-BC17");
    t_give_resource(game, 1, 0, ARCS_RELIC);
    ok(game, "p0 card silver-tongues use");
    not_legal(game, "p0 card silver-tongues steal-card p1 farseers");
    not_legal(game, "p0 card silver-tongues steal-resource p1 0");
    ok(game, "p0 card silver-tongues steal-card p1 sworn-guardians");
    /* "If this card is stolen, bury it." */
    assert_false(holds(g, 0, "ARCS-BC22"));
    assert_false(holds(g, 1, "ARCS-BC22"));
    assert_int_equal(court_deck_pile(g)[0], card("ARCS-BC22"));
    arcs_game_free(game);
}

/* "(In battle they can steal this first and then spend keys.)" */
static void sworn_guardians_in_a_raid(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(AGG, 2));
    game_state *g = t_state(game);
    give(game, 1, "ARCS-BC22");
    give(game, 1, "ARCS-BC17");
    t_give_resource(game, 1, 1, ARCS_RELIC); /* slot 1: 1 key */
    t_place_ships(game, 0, CRESCENT(5), 2, 0);
    t_place_building(game, 1, CRESCENT(5), 0, true, false);
    const uint8_t faces[2] = {R_INTERCEPT_KEY_KEY, R_INTERCEPT_KEY_KEY};
    force(game, faces, 2);
    ok(game, "p0 action battle");
    ok(game, "p0 dice assault 0");
    ok(game, "p0 dice skirmish 0");
    ok(game, "p0 dice raid 2");
    assert_int_equal(top_kind(game), FR_BATTLE_RAID);
    /* Only Sworn Guardians itself (1 key) can be stolen. */
    int sg = held_index(g, 1, card("ARCS-BC22"));
    char text[32];
    snprintf(text, sizeof text, "p0 raid 1 %d", sg);
    assert_int_equal(legal_count(game), 2);
    ok(game, text);
    assert_int_equal(court_deck_pile(g)[0], card("ARCS-BC22"));
    /* Unprotected now: 3 keys left. */
    legal(game, "p0 raid 0 1");
    ok(game, "p0 raid 0 1");
    place_all(game);
    assert_int_equal(resources_held(&g->pl[0], ARCS_RELIC), 1);
    arcs_game_free(game);
}

/* ---- Elder Broker (BC23) ---- */

/* faq.csv, Elder Broker: "Is Trade blocked by Sworn Guardians? A: The Trade
 * action is not stealing and is not blocked by Sworn Guardians." */
static void elder_broker_trade(void **state) {
    (void)state;
    for (int guarded = 0; guarded < 2; guarded++) {
        arcs_game *game = game_with(4, NULL, 0, t_card(ADM, 3));
        game_state *g = t_state(game);
        give(game, 0, "ARCS-BC23");
        if (guarded) give(game, 1, "ARCS-BC22");
        t_place_ships(game, 0, HEX(1), 2, 0);
        t_place_building(game, 1, HEX(1), 0, false, false); /* p1's Material city, p0 controls */
        t_give_resource(game, 1, 0, ARCS_MATERIAL);
        t_give_resource(game, 1, 1, ARCS_RELIC);
        t_give_resource(game, 0, 0, ARCS_FUEL);
        t_give_resource(game, 0, 1, ARCS_RELIC);
        ok(game, "p0 card elder-broker trade pip");
        ok(game, "p0 card elder-broker city 1-hex 0");
        /* Take the Material; give the Fuel (p1 has a Relic already). */
        assert_int_equal(legal_count(game), 1);
        ok(game, "p0 card elder-broker swap 0 0");
        place_all(game);
        assert_int_equal(resources_held(&g->pl[0], ARCS_MATERIAL), 1);
        assert_int_equal(resources_held(&g->pl[0], ARCS_FUEL), 0);
        assert_int_equal(resources_held(&g->pl[1], ARCS_FUEL), 1);
        assert_int_equal(resources_held(&g->pl[1], ARCS_MATERIAL), 0);
        /* Not a Tax: no Captive. */
        assert_int_equal(g->pl[0].captives[1], 0);
        assert_int_equal(top_kind(game), FR_TURN);
        arcs_game_free(game);
    }
}

/* A new action taken with a resource is judged without that resource: the
 * token spent cannot be the one given in a Trade, nor a Weapon icon for
 * Abduct (a bug found by the benchmark: the Trade was offered, then had no
 * city to choose). */
static void new_actions_do_not_count_the_resource_spent_for_them(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(ADM, 3));
    give(game, 0, "ARCS-BC23");
    t_place_ships(game, 0, HEX(1), 2, 0);
    t_place_building(game, 1, HEX(1), 0, false, false);
    t_give_resource(game, 1, 0, ARCS_MATERIAL);
    t_give_resource(game, 0, 0, ARCS_PSIONIC); /* the only resource p1 lacks */
    legal(game, "p0 card elder-broker trade pip");
    not_legal(game, "p0 card elder-broker trade slot-0");
    arcs_game_free(game);
    game = game_with(4, NULL, 0, t_card(AGG, 2));
    give(game, 0, "ARCS-BC14");
    give(game, 0, "ARCS-BC19"); /* Loyal Empaths: the Weapon may be spent as a Psionic */
    t_give_resource(game, 0, 0, ARCS_WEAPON);
    agents_on(game, 1, 0, 1);
    legal(game, "p0 card court-enforcers abduct pip"); /* 2 Weapon icons > 1 agent */
    not_legal(game, "p0 card court-enforcers abduct slot-0"); /* 1 icon left: not fewer */
    arcs_game_free(game);
}

static void elder_broker_prelude_gains_three(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(ADM, 3));
    game_state *g = t_state(game);
    build_cities(game, 0, 2); /* 4 open slots */
    give(game, 0, "ARCS-BC23");
    ok(game, "p0 card elder-broker prelude");
    place_all(game);
    assert_int_equal(resources_held(&g->pl[0], ARCS_MATERIAL), 1);
    assert_int_equal(resources_held(&g->pl[0], ARCS_FUEL), 1);
    assert_int_equal(resources_held(&g->pl[0], ARCS_WEAPON), 1);
    assert_true(in_discard(g, card("ARCS-BC23")));
    assert_int_equal(top_kind(game), FR_TURN);
    arcs_game_free(game);
}

/* ---- Relic Fence (BC24) ---- */

static void relic_fence_once_per_turn(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(ADM, 3));
    game_state *g = t_state(game);
    give(game, 0, "ARCS-BC24");
    t_give_resource(game, 0, 0, ARCS_FUEL);
    t_give_resource(game, 0, 1, ARCS_MATERIAL);
    ok(game, "p0 card relic-fence discard-resource 0");
    place_all(game);
    assert_int_equal(resources_held(&g->pl[0], ARCS_RELIC), 1);
    assert_int_equal(resources_held(&g->pl[0], ARCS_FUEL), 0);
    assert_int_equal(g->res_supply[ARCS_FUEL], RES_PER_TYPE);
    assert_true(holds(g, 0, "ARCS-BC24")); /* not discarded */
    assert_int_equal(count_prefix(game, "p0 card relic-fence"), 0);
    /* A new turn: again. */
    t_start_lead_turn(game, 0, t_card(ADM, 4));
    legal(game, "p0 card relic-fence discard-resource 1");
    arcs_game_free(game);
}

/* ---- Galactic Bards (BC25) ---- */

static void galactic_bards_declare_when_pivoting(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(CON, 2) | bit(ADM, 2), bit(AGG, 4) | bit(MOB, 5), bit(AGG, 5), bit(CON, 3)};
    arcs_game *game = follow_turn(hands);
    game_state *g = t_state(game);
    give(game, 1, "ARCS-BC25");
    p0_leads(game, "Construction-2");
    ok(game, "p1 pivot Aggression-4");
    assert_int_equal(top_kind(game), FR_CARD);
    legal(game, "p1 card galactic-bards declare Warlord");
    not_legal(game, "p1 card galactic-bards declare Tycoon");
    ok(game, "p1 card galactic-bards declare Warlord");
    int m = -1;
    for (int k = 0; k < 3; k++)
        if (g->marker_box[k] == ARCS_WARLORD) m = k;
    assert_true(m >= 0);
    assert_int_equal(g->zero_marker, 0);
    /* The seize decision follows. */
    assert_int_equal(top_kind(game), FR_SEIZE);
    ok(game, "p1 no-seize");
    ok(game, "p1 end-turn");
    /* An ambition was declared this round: a Bards holder (now p2) cannot. */
    give(game, 2, "ARCS-BC25");
    ok(game, "p2 pivot Aggression-5");
    assert_int_not_equal(top_kind(game), FR_CARD);
    arcs_game_free(game);
}

/* faq.csv, Galactic Bards: "In what order do you choose to seize the
 * initiative and declare an ambition? A: Either order." and "How does this
 * interact with '7' action cards ...? A: For '7' action cards, you may
 * declare any ambition." */
static void galactic_bards_either_order_and_sevens(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(CON, 2) | bit(ADM, 2), bit(AGG, 7) | bit(MOB, 5), bit(AGG, 5), bit(CON, 3)};
    arcs_game *game = follow_turn(hands);
    game_state *g = t_state(game);
    give(game, 1, "ARCS-BC25");
    p0_leads(game, "Construction-2");
    ok(game, "p1 pivot Aggression-7");
    assert_int_equal(count_prefix(game, "p1 card galactic-bards declare"), 5);
    ok(game, "p1 card galactic-bards seize-first");
    assert_int_equal(top_kind(game), FR_SEIZE);
    ok(game, "p1 seize Mobilization-5");
    assert_int_equal(g->initiative, 1);
    assert_int_equal(top_kind(game), FR_CARD);
    not_legal(game, "p1 card galactic-bards seize-first");
    ok(game, "p1 card galactic-bards declare Empath");
    bool declared = false;
    for (int k = 0; k < 3; k++) declared |= g->marker_box[k] == ARCS_EMPATH;
    assert_true(declared);
    assert_int_equal(top_kind(game), FR_TURN);
    arcs_game_free(game);
}

/* ---- Vox: When Secured (BC26 - BC31) ---- */

/* p0 (leading Aggression-2) secures the card in row place 0. */
static arcs_game *securing(const char *id, int lead_player) {
    arcs_game *game = game_with(4, NULL, lead_player, t_card(AGG, 2));
    to_row(game, 0, id);
    agents_on(game, lead_player, 0, 1);
    agents_on(game, 2, 0, 0);
    t_assert_invariants(game);
    return game;
}

static void mass_uprising_places_a_ship_in_each_system(void **state) {
    (void)state;
    arcs_game *game = securing("ARCS-BC26", 0);
    game_state *g = t_state(game);
    ok(game, "p0 action secure");
    ok(game, "p0 secure 0");
    assert_int_equal(top_kind(game), FR_CARD);
    g->out_of_play = 1u << 3;
    not_legal(game, "p0 card mass-uprising cluster cluster-4");
    ok(game, "p0 card mass-uprising cluster cluster-2");
    for (int k = 0; k < 4; k++) assert_int_equal(g->sys[SYS(2, k)].fresh[0], 1);
    assert_true(in_discard(g, card("ARCS-BC26")));
    assert_int_not_equal(g->court_row[0], card("ARCS-BC26"));
    assert_int_equal(top_kind(game), FR_TURN);
    arcs_game_free(game);
}

/* faq.csv, Mass Uprising: "If I Ransack the Court to secure this during a
 * battle, do ships I place in the battle system count as attacking ships?
 * A: No." */
static void mass_uprising_ships_placed_in_battle_are_not_attacking(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(AGG, 2));
    game_state *g = t_state(game);
    to_row(game, 0, "ARCS-BC26");
    agents_on(game, 1, 0, 1);
    t_place_ships(game, 0, HEX(1), 0, 2);               /* two damaged attacking ships */
    t_place_building(game, 1, HEX(1), 0, false, true);  /* p1's damaged city */
    t_place_building(game, 1, ARROW(1), 0, true, false);
    t_give_resource(game, 1, 1, ARCS_RELIC); /* 1 key to steal it */
    /* self+building, self+key: both attacking ships destroyed, the city too, 1 key. */
    const uint8_t faces[2] = {R_SELF_BLDG, R_SELF_KEY};
    force(game, faces, 2);
    ok(game, "p0 action battle");
    if (top_kind(game) == FR_BATTLE_SYSTEM) ok(game, "p0 battle-in 1-hex");
    ok(game, "p0 dice assault 0");
    ok(game, "p0 dice skirmish 0");
    ok(game, "p0 dice raid 2");
    /* The Ransack secured Mass Uprising. */
    assert_int_equal(top_kind(game), FR_CARD);
    ok(game, "p0 card mass-uprising cluster cluster-1");
    assert_int_equal(g->sys[HEX(1)].fresh[0], 1);
    /* No attacking ship is left: the key cannot be spent. */
    assert_int_equal(g->battle.active, 0);
    assert_int_equal(resources_held(&g->pl[1], ARCS_RELIC), 1);
    assert_int_equal(top_kind(game), FR_TURN);
    arcs_game_free(game);
}

static void populist_demands_declares_any_ambition(void **state) {
    (void)state;
    arcs_game *game = securing("ARCS-BC27", 0);
    game_state *g = t_state(game);
    give(game, 0, "ARCS-BC17");
    ok(game, "p0 action secure");
    ok(game, "p0 secure 0");
    assert_int_equal(count_prefix(game, "p0 card populist-demands declare"), 5);
    legal(game, "p0 decline");
    ok(game, "p0 card populist-demands declare Empath");
    assert_int_equal(g->marker_box[2], ARCS_EMPATH); /* the highest marker */
    assert_int_equal(g->zero_marker, 0);
    /* Declaring triggers Farseers. */
    legal(game, "p0 card farseers look p1");
    arcs_game_free(game);
    /* No marker Available: nothing to declare. */
    game = securing("ARCS-BC27", 0);
    g = t_state(game);
    for (int k = 0; k < 3; k++) g->marker_box[k] = ARCS_TYRANT;
    ok(game, "p0 action secure");
    ok(game, "p0 secure 0");
    assert_int_equal(top_kind(game), FR_TURN);
    arcs_game_free(game);
}

static void outrage_spreads_outrages_everyone(void **state) {
    (void)state;
    arcs_game *game = securing("ARCS-BC28", 0);
    game_state *g = t_state(game);
    give(game, 1, "ARCS-BC21"); /* Loyal Keepers: kept */
    give(game, 2, "ARCS-BC23"); /* Elder Broker (Relic): discarded */
    t_give_resource(game, 0, 0, ARCS_RELIC);
    t_give_resource(game, 3, 0, ARCS_RELIC);
    ok(game, "p0 action secure");
    ok(game, "p0 secure 0");
    ok(game, "p0 card outrage-spreads outrage Relic");
    for (int p = 0; p < 4; p++) {
        assert_true(g->pl[p].outrage & (1u << ARCS_RELIC));
        assert_int_equal(resources_held(&g->pl[p], ARCS_RELIC), 0);
    }
    assert_true(holds(g, 1, "ARCS-BC21"));
    assert_false(holds(g, 2, "ARCS-BC23"));
    assert_true(in_discard(g, card("ARCS-BC23")));
    assert_true(in_discard(g, card("ARCS-BC28")));
    arcs_game_free(game);
    /* "You may": decline. */
    game = securing("ARCS-BC28", 0);
    ok(game, "p0 action secure");
    ok(game, "p0 secure 0");
    ok(game, "p0 decline");
    for (int p = 0; p < 4; p++) assert_int_equal(t_state(game)->pl[p].outrage, 0);
    arcs_game_free(game);
}

/* faq.csv, Song of Freedom (ARCS-BC29): "Can you secure this card if you are
 * leading or if initiative has already been seized? A: Yes. In this case, you
 * may return a city you control, but you don't seize the initiative." */
static void song_of_freedom_returns_a_city_and_seizes(void **state) {
    (void)state;
    for (int leading = 0; leading < 2; leading++) {
        arcs_game *game = securing("ARCS-BC29", 1);
        game_state *g = t_state(game);
        if (!leading) g->initiative = 0; /* p1 takes a turn without the initiative */
        t_place_ships(game, 1, HEX(1), 2, 0);
        t_place_building(game, 2, HEX(1), 0, false, false);
        build_cities(game, 2, 1); /* with the city in 1-hex: 4 open slots */
        for (int s = 0; s < 4; s++) t_give_resource(game, 2, s, ARCS_PSIONIC + 0 * s);
        t_assert_invariants(game);
        ok(game, "p1 action secure");
        ok(game, "p1 secure 0");
        ok(game, "p1 card song-of-freedom return 1-hex 0");
        assert_int_equal(g->sys[HEX(1)].bld[0], 0);
        /* p2's city covers a slot again: p2 discards a Psionic. */
        place_all(game);
        assert_int_equal(resources_held(&g->pl[2], ARCS_PSIONIC), 3);
        if (leading) {
            assert_int_equal(top_kind(game), FR_TURN);
        } else {
            ok(game, "p1 card song-of-freedom seize");
            assert_int_equal(g->initiative, 1);
            assert_int_equal(g->seized_by, 1);
        }
        /* Shuffled into the Court deck (the refill may have drawn it). */
        assert_false(in_discard(g, card("ARCS-BC29")));
        assert_true(in_deck(g, card("ARCS-BC29")) || g->court_row[0] == card("ARCS-BC29"));
        arcs_game_free(game);
    }
}

static void guild_struggle_steals_and_reshuffles_guild_cards(void **state) {
    (void)state;
    arcs_game *game = securing("ARCS-BC30", 0);
    game_state *g = t_state(game);
    to_discard(game, "ARCS-BC02");
    to_discard(game, "ARCS-BC26");
    give(game, 1, "ARCS-BC17");
    ok(game, "p0 action secure");
    ok(game, "p0 secure 0");
    legal(game, "p0 decline");
    ok(game, "p0 card guild-struggle steal p1 farseers");
    assert_true(holds(g, 0, "ARCS-BC17"));
    assert_false(in_discard(g, card("ARCS-BC02")));
    assert_true(in_deck(g, card("ARCS-BC02")) || g->court_row[0] == card("ARCS-BC02"));
    assert_true(in_discard(g, card("ARCS-BC26")));
    assert_true(in_discard(g, card("ARCS-BC30")));
    arcs_game_free(game);
}

static void call_to_action_draws_the_bottom_discard(void **state) {
    (void)state;
    arcs_game *game = securing("ARCS-BC31", 0);
    game_state *g = t_state(game);
    int bottom = g->action_discard[0], len = g->action_discard_len;
    assert_false(g->pl[0].hand & (1u << bottom));
    ok(game, "p0 action secure");
    ok(game, "p0 secure 0");
    assert_true(g->pl[0].hand & (1u << bottom));
    assert_int_equal(g->action_discard_len, len - 1);
    assert_true(in_discard(g, card("ARCS-BC31")));
    assert_int_equal(top_kind(game), FR_TURN);
    arcs_game_free(game);
}

/* Explicit chance: a draw from the shuffled bottom of the action discard
 * pile is chance's; the Farseers' discards, once only they are left, too. */
static void bottom_draws_with_explicit_chance(void **state) {
    (void)state;
    arcs_game *game = securing("ARCS-BC31", 0);
    game_state *g = t_state(game);
    g->chance_mode = ARCS_CHANCE_EXPLICIT;
    g->action_discard_unknown = g->action_discard_len;
    ok(game, "p0 action secure");
    ok(game, "p0 secure 0");
    assert_int_equal(arcs_current_player(game), ARCS_PLAYER_CHANCE);
    assert_int_equal(legal_count(game), g->action_discard_len);
    char text[64];
    char card[24];
    snprintf(text, sizeof text, "chance chance draw-bottom %s", action_card_name(g->action_discard[3], card));
    int drawn = g->action_discard[3];
    ok(game, text);
    assert_true(g->pl[0].hand & (1u << drawn));
    arcs_game_free(game);
    /* Farseers with a pile of 2 (known order) and 2 discarded: the 2 old
     * cards, then one of the two discarded, by chance. */
    uint32_t hands[4] = {bit(CON, 4) | bit(CON, 5), 0, 0, 0};
    game = game_with(4, hands, 0, t_card(ADM, 3));
    g = t_state(game);
    g->chance_mode = ARCS_CHANCE_EXPLICIT;
    give(game, 0, "ARCS-BC17");
    while (g->action_discard_len > 2) g->pl[1].hand |= 1u << g->action_discard[--g->action_discard_len];
    g->action_discard_unknown = 0;
    uint32_t old = 1u << g->action_discard[0] | 1u << g->action_discard[1];
    ok(game, "p0 card farseers prelude");
    ok(game, "p0 card farseers discard-card Construction-4");
    ok(game, "p0 card farseers discard-card Construction-5");
    ok(game, "p0 card farseers draw");
    assert_true((g->pl[0].hand & old) == old);
    assert_int_equal(arcs_current_player(game), ARCS_PLAYER_CHANCE);
    assert_int_equal(legal_count(game), 2);
    snprintf(text, sizeof text, "chance chance draw-bottom %s", action_card_name(t_card(CON, 5), card));
    ok(game, text);
    assert_true(g->pl[0].hand & bit(CON, 5));
    assert_int_equal(g->action_discard_len, 1);
    assert_int_equal(g->action_discard[0], t_card(CON, 4));
    assert_int_equal(top_kind(game), FR_TURN);
    arcs_game_free(game);
}

/* ---- Court mechanics and the Prelude limit ---- */

static void court_bury_refill_and_running_out(void **state) {
    (void)state;
    arcs_game *game = game_with(2, NULL, 0, t_card(AGG, 2));
    game_state *g = t_state(game);
    int top = court_deck_pile(g)[g->court_deck_len - 1];
    int c = card("ARCS-BC17");
    t_take_out_court_card(g, c);
    court_bury(g, c);
    assert_int_equal(court_deck_pile(g)[0], c);
    assert_int_equal(court_deck_pile(g)[g->court_deck_len - 1], top);
    t_assert_invariants(game);
    /* Securing refills from the top; an empty deck leaves the place empty. */
    agents_on(game, 0, 1, 1);
    while (g->court_deck_len > 1) court_discard(g, court_deck_pile(g)[--g->court_deck_len]);
    ok(game, "p0 action secure");
    ok(game, "p0 secure 1");
    assert_int_equal(g->court_row[1], c);
    assert_int_equal(g->court_deck_len, 0);
    agents_on(game, 0, 1, 1);
    ok(game, "p0 action secure");
    ok(game, "p0 secure 1");
    assert_int_equal(g->court_row[1], NO_COURT_CARD);
    arcs_game_free(game);
}

/* "You cannot use Prelude actions on cards that you secured from the Court
 * in the same Prelude." (Base rulebook, "Prelude Actions") */
static void no_prelude_use_of_a_card_secured_this_prelude(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(ADM, 3));
    game_state *g = t_state(game);
    give(game, 0, "ARCS-BC08");
    to_row(game, 0, "ARCS-BC24");
    agents_on(game, 0, 0, 1);
    t_give_resource(game, 0, 0, ARCS_RELIC);
    t_give_resource(game, 0, 1, ARCS_FUEL);
    ok(game, "p0 spend 0 secure");
    ok(game, "p0 secure 0");
    assert_true(holds(g, 0, "ARCS-BC24"));
    assert_int_equal(count_prefix(game, "p0 card relic-fence"), 0);
    legal(game, "p0 card gatekeepers place-gates"); /* held before: usable */
    /* Next turn it can be used. */
    t_start_lead_turn(game, 0, t_card(ADM, 4));
    legal(game, "p0 card relic-fence discard-resource 1");
    arcs_game_free(game);
}

/* The turn's move list stays well under ARCS_MAX_LEGAL_MOVES even for a
 * player holding every Guild card, with six resources, Captives and ships
 * controlling many systems. */
static void turn_move_list_stays_small(void **state) {
    (void)state;
    arcs_game *game = game_with(4, NULL, 0, t_card(AGG, 2));
    game_state *g = t_state(game);
    for (int i = 1; i <= 25; i++) {
        char id[16];
        snprintf(id, sizeof id, "ARCS-BC%02d", i);
        give(game, 0, id);
    }
    build_cities(game, 0, 3);
    static const int R[RES_SLOTS] = {ARCS_MATERIAL, ARCS_FUEL, ARCS_WEAPON, ARCS_RELIC, ARCS_PSIONIC, ARCS_PSIONIC};
    for (int s = 0; s < RES_SLOTS; s++) t_give_resource(game, 0, s, R[s]);
    for (int s = 0; s < NUM_SYSTEMS && g->pl[0].ships_supply; s++) t_place_ships(game, 0, s, 1, 0);
    t_place_ships(game, 1, HEX(1), 0, 1);
    t_place_building(game, 1, HEX(1), 1, false, false);
    for (int p = 1; p < 4; p++) {
        capture_agent(g, 0, p);
        agents_on(game, p, 0, 1);
        t_give_resource(game, p, 0, ARCS_MATERIAL + p - 1);
    }
    t_assert_invariants(game);
    size_t n = legal_count(game);
    print_message("moves with every Guild card: %zu\n", n);
    assert_true(n < ARCS_MAX_LEGAL_MOVES * 3 / 4);
    t_assert_texts_round_trip(game);
    arcs_game_free(game);
}

/* Card move texts: "card <card> <step> <args>", round trip. */
static void card_move_texts(void **state) {
    (void)state;
    const char *texts[] = {
        "p0 card farseers swap Aggression-3 Construction-5", "p1 card mining-interest manufacture pip",
        "p1 card mining-interest manufacture slot-4",        "p2 card silver-tongues steal-card p3 sworn-guardians",
        "p0 card mass-uprising cluster cluster-6",           "p3 card outrage-spreads outrage Psionic",
        "p0 card gatekeepers place-ship 2-gate",             "p0 card loyal-marines discard",
        "p0 spend 3 battle now",                             "p0 card 200 1 2 3",
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        arcs_move m;
        char back[64];
        if (arcs_move_from_str(texts[i], &m) != ARCS_OK) fail_msg("cannot parse %s", texts[i]);
        assert_int_equal(arcs_move_to_str(m, back, sizeof back, NULL), ARCS_OK);
        assert_string_equal(back, texts[i]);
    }
    arcs_move m;
    assert_int_equal(arcs_move_from_str("p0 card farseers swap Aggression-3", &m), ARCS_E_PARSE);
    assert_int_equal(arcs_move_from_str("p0 card nobody swap", &m), ARCS_E_PARSE);
    assert_int_equal(arcs_move_from_str("p0 card mass-uprising cluster cluster-7", &m), ARCS_E_PARSE);
}

/* card_index's static hash table finds every id of the card table (the
 * first row of an id), and nothing else. */
static void card_index_finds_every_id(void **state) {
    (void)state;
    for (int i = 0; i < card_table_len; i++) {
        int first = i;
        for (int k = 0; k < i; k++)
            if (strcmp(card_table[k].id, card_table[i].id) == 0) {
                first = k;
                break;
            }
        assert_int_equal(card_index(card_table[i].id), first);
    }
    assert_int_equal(card_index(""), -1);
    assert_int_equal(card_index("ARCS-BC"), -1);
    assert_int_equal(card_index("ARCS-BC011"), -1);
    assert_int_equal(card_index(NULL), -1);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_base_court_card_is_registered),
        cmocka_unit_test(every_short_name_finds_its_card),
        cmocka_unit_test(loyal_guilds_spend_any_resource_as_their_type),
        cmocka_unit_test(loyal_guilds_ignore_their_outrage),
        cmocka_unit_test(loyal_guilds_kept_when_provoking_outrage),
        cmocka_unit_test(loyal_engineers_kept_after_destroying_a_city),
        cmocka_unit_test(mining_interest_manufacture_replaces_build),
        cmocka_unit_test(new_actions_need_a_non_outraged_resource),
        cmocka_unit_test(mining_interest_prelude_gains_then_steals),
        cmocka_unit_test(shipping_interest_synthesize_and_prelude),
        cmocka_unit_test(cartels_hold_the_supply),
        cmocka_unit_test(cartel_rivals_discard_after_scoring),
        cmocka_unit_test(cartel_prelude_steals_or_simply_discards),
        cmocka_unit_test(admin_union_takes_a_played_card_at_round_end),
        cmocka_unit_test(each_union_places_beside_its_suit),
        cmocka_unit_test(gatekeepers_collect_two_more_dice_in_a_gate),
        cmocka_unit_test(gatekeepers_prelude_places_a_ship_in_each_gate),
        cmocka_unit_test(prison_wardens_pressgang_returns_captives_for_resources),
        cmocka_unit_test(prison_wardens_execute_and_prelude),
        cmocka_unit_test(skirmishers_reroll_skirmish_dice_once),
        cmocka_unit_test(skirmishers_reroll_with_explicit_chance),
        cmocka_unit_test(court_enforcers_abduct),
        cmocka_unit_test(lattice_spies_seize_before_any_action),
        cmocka_unit_test(farseers_look_and_swap_when_declaring),
        cmocka_unit_test(farseers_prelude_draws_from_the_bottom),
        cmocka_unit_test(determinize_during_a_farseers_pick),
        cmocka_unit_test(determinize_hides_the_farseers_shuffle),
        cmocka_unit_test(a_farseers_run_reaching_the_bottom_is_chance),
        cmocka_unit_test(farseers_prelude_with_a_small_discard_pile),
        cmocka_unit_test(secret_order_keeps_the_zero_marker_off),
        cmocka_unit_test(silver_tongues_steals_a_card_or_resource),
        cmocka_unit_test(sworn_guardians_protects_and_is_buried_when_stolen),
        cmocka_unit_test(sworn_guardians_in_a_raid),
        cmocka_unit_test(elder_broker_trade),
        cmocka_unit_test(elder_broker_prelude_gains_three),
        cmocka_unit_test(new_actions_do_not_count_the_resource_spent_for_them),
        cmocka_unit_test(relic_fence_once_per_turn),
        cmocka_unit_test(galactic_bards_declare_when_pivoting),
        cmocka_unit_test(galactic_bards_either_order_and_sevens),
        cmocka_unit_test(mass_uprising_places_a_ship_in_each_system),
        cmocka_unit_test(mass_uprising_ships_placed_in_battle_are_not_attacking),
        cmocka_unit_test(populist_demands_declares_any_ambition),
        cmocka_unit_test(outrage_spreads_outrages_everyone),
        cmocka_unit_test(song_of_freedom_returns_a_city_and_seizes),
        cmocka_unit_test(guild_struggle_steals_and_reshuffles_guild_cards),
        cmocka_unit_test(call_to_action_draws_the_bottom_discard),
        cmocka_unit_test(bottom_draws_with_explicit_chance),
        cmocka_unit_test(court_bury_refill_and_running_out),
        cmocka_unit_test(no_prelude_use_of_a_card_secured_this_prelude),
        cmocka_unit_test(turn_move_list_stays_small),
        cmocka_unit_test(card_move_texts),
        cmocka_unit_test(only_campaign_cards_answer_from_the_court_row_or_as_tokens),
        cmocka_unit_test(every_event_listener_declares_its_kinds),
        cmocka_unit_test(card_index_finds_every_id),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
