/* Setup, chapter end (scoring, clean-up, game end), new hands and the
 * 2-player mulligan (Base rulebook, "Setup" and "Ending a Chapter").
 *
 * Expected setup data below is typed from docs/components.md §2 (seat
 * systems, starting resources, 2-player ambition-box resources, gate rings),
 * independently of lib/data/setup_cards.c. */
#include "support.h"

#include <stdio.h>
#include <string.h>

#include "data/tables.h"

enum { M = ARCS_MATERIAL, F = ARCS_FUEL, W = ARCS_WEAPON, R = ARCS_RELIC, P = ARCS_PSIONIC };

/* ---- helpers ---- */

static int sys_id(const char *name) {
    int len = 0, s = system_from_name(name, &len);
    assert_true(s >= 0);
    return s;
}

/* 1..31 for ARCS-BC01..BC31. */
static int bc_number(int ci) {
    const char *id = card_table[ci].id;
    assert_int_equal(strncmp(id, "ARCS-BC", 7), 0);
    return (id[7] - '0') * 10 + (id[8] - '0');
}

static int hand_size(const game_state *g, int p) { return __builtin_popcount(g->pl[p].hand); }

/* Move Court card `id` into p's play area from the Court deck or row. */
static void give_guild(game_state *g, int p, const char *id) {
    int ci = card_index(id);
    assert_true(ci >= 0);
    bool found = false;
    for (int i = 0; i < g->court_deck_len && !found; i++)
        if (court_deck_pile(g)[i] == ci) {
            memmove(&court_deck_pile(g)[i], &court_deck_pile(g)[i + 1], (size_t)(g->court_deck_len - i - 1) * sizeof court_deck_pile(g)[0]);
            court_deck_pile(g)[--g->court_deck_len] = 0;
            found = true;
        }
    for (int i = 0; i < g->court_row_len && !found; i++)
        if (g->court_row[i] == ci) {
            g->court_row[i] = court_deck_pile(g)[--g->court_deck_len];
            court_deck_pile(g)[g->court_deck_len] = 0;
            found = true;
        }
    assert_true(found);
    g->pl[p].guild[g->pl[p].guild_count++] = (uint16_t)ci;
}

/* A game ready for a chapter end: empty board, no decisions pending. */
static arcs_game *scoring_game(int n, const char *setup) {
    arcs_game *game = t_new_game(n, 7, setup);
    t_clear_board(game);
    game_state *g = t_state(game);
    g->depth = 0;
    memset(g->stack, 0, sizeof g->stack);
    return game;
}

static void end_chapter(arcs_game *game) {
    chapter_end_begin(t_state(game));
    run_forward(t_state(game));
}

/* Take k cities of p off its board onto in-play planets (for bonus Power). */
static void build_cities(arcs_game *game, int p, int k) {
    game_state *g = t_state(game);
    for (int s = 0; s < NUM_SYSTEMS && k > 0; s++) {
        if (!sys_in_play(g, s)) continue;
        for (int i = 0; i < planet_slots(s) && k > 0; i++)
            if (!g->sys[s].bld[i]) {
                t_place_building(game, p, s, i, false, false);
                k--;
            }
    }
    assert_int_equal(k, 0);
}

/* ---- setup ---- */

typedef struct expect_seat {
    const char *a, *b, *c1, *c2;
    int ra, rb;
} expect_seat;

typedef struct expect_card {
    const char *name, *id;
    int players;
    int out[2];          /* out-of-play clusters, 1-based; 0 = none */
    expect_seat seat[4];
    int phantom[NUM_RES]; /* 2 players: ambition-box resources */
    int ring[5];          /* in-play gates, clockwise, 1-based */
} expect_card;

static const expect_card CARDS[12] = {
    {"2p Frontiers", "ARCS-2SETUP01", 2, {1, 6},
     {{"5-hex", "4-hex", "3-gate", "3-hex", P, M}, {"3-arrow", "5-arrow", "5-gate", "4-arrow", M, W}},
     {2, 2, 1, 0, 1}, {2, 3, 4, 5}},
    {"2p Mix Up 1", "ARCS-2SETUP02", 2, {2, 5},
     {{"4-crescent", "3-crescent", "1-gate", "6-arrow", F, F}, {"6-hex", "3-hex", "4-gate", "1-crescent", P, W}},
     {0, 0, 2, 2, 2}, {1, 3, 4, 6}},
    {"2p Homelands", "ARCS-2SETUP03", 2, {1, 4},
     {{"5-arrow", "6-arrow", "5-gate", "5-hex", W, M}, {"3-hex", "3-arrow", "3-gate", "2-arrow", W, M}},
     {2, 2, 1, 1, 0}, {2, 3, 5, 6}},
    {"2p Mix Up 2", "ARCS-2SETUP04", 2, {1, 4},
     {{"5-crescent", "2-arrow", "3-gate", "6-crescent", R, P}, {"2-crescent", "6-arrow", "5-gate", "3-hex", W, M}},
     {2, 2, 1, 1, 0}, {2, 3, 5, 6}},
    {"3p Mix Up", "ARCS-3SETUP01", 3, {1, 4},
     {{"3-hex", "5-crescent", "2-gate", NULL, W, R}, {"5-hex", "2-arrow", "3-gate", NULL, P, P},
      {"2-hex", "3-arrow", "5-gate", NULL, R, M}},
     {0}, {2, 3, 5, 6}},
    {"3p Frontiers", "ARCS-3SETUP02", 3, {2, 3},
     {{"1-hex", "4-hex", "6-gate", NULL, M, M}, {"5-hex", "1-crescent", "5-gate", NULL, P, F},
      {"4-crescent", "6-arrow", "1-gate", NULL, F, M}},
     {0}, {1, 4, 5, 6}},
    {"3p Homelands", "ARCS-3SETUP03", 3, {5, 6},
     {{"2-hex", "3-crescent", "3-gate", NULL, R, F}, {"1-hex", "2-arrow", "2-gate", NULL, M, P},
      {"1-arrow", "4-hex", "4-gate", NULL, W, M}},
     {0}, {1, 2, 3, 4}},
    {"3p Core Conflict", "ARCS-3SETUP04", 3, {3, 6},
     {{"1-hex", "2-crescent", "1-gate", NULL, M, W}, {"2-hex", "1-crescent", "2-gate", NULL, R, F},
      {"1-arrow", "2-arrow", "4-gate", NULL, W, P}},
     {0}, {1, 2, 4, 5}},
    {"4p Mix Up 1", "ARCS-4SETUP01", 4, {3, 0},
     {{"4-arrow", "6-hex", "1-gate", NULL, R, P}, {"4-hex", "5-hex", "6-gate", NULL, M, P},
      {"5-arrow", "1-hex", "4-gate", NULL, W, M}, {"6-arrow", "1-arrow", "5-gate", NULL, M, W}},
     {0}, {1, 2, 4, 5, 6}},
    {"4p Mix Up 2", "ARCS-4SETUP02", 4, {4, 0},
     {{"5-hex", "3-arrow", "2-gate", NULL, P, M}, {"3-hex", "5-crescent", "1-gate", NULL, W, R},
      {"2-hex", "1-hex", "3-gate", NULL, R, M}, {"1-arrow", "2-arrow", "5-gate", NULL, W, P}},
     {0}, {1, 2, 3, 5, 6}},
    {"4p Frontiers", "ARCS-4SETUP03", 4, {5, 0},
     {{"1-hex", "3-crescent", "2-gate", NULL, M, F}, {"2-hex", "6-hex", "3-gate", NULL, R, P},
      {"4-crescent", "2-arrow", "6-gate", NULL, F, P}, {"1-arrow", "6-arrow", "4-gate", NULL, W, M}},
     {0}, {1, 2, 3, 4, 6}},
    {"4p Mix Up 3", "ARCS-4SETUP04", 4, {6, 0},
     {{"3-hex", "5-crescent", "1-gate", NULL, W, R}, {"1-arrow", "3-arrow", "2-gate", NULL, W, M},
      {"1-hex", "4-hex", "3-gate", NULL, M, M}, {"4-arrow", "2-crescent", "5-gate", NULL, R, W}},
     {0}, {1, 2, 3, 4, 5}},
};

static void check_setup(const expect_card *e, uint64_t seed) {
    arcs_game *game = t_new_game(e->players, seed, e->name);
    game_state *g = t_state(game);
    int n = e->players;
    assert_int_equal(g->num_players, n);
    assert_string_equal(setup_cards[g->setup_card].id, e->id);
    assert_int_equal(g->chapter, 1);
    assert_int_equal(g->winner, NO_PLAYER);
    assert_int_equal(g->game_over, 0);
    assert_true(g->initiative < n);

    /* Out of play, and the path markers joining the in-play gates. */
    uint8_t out = 0;
    for (int i = 0; i < 2; i++)
        if (e->out[i]) out |= (uint8_t)(1u << (e->out[i] - 1));
    assert_int_equal(g->out_of_play, out);
    int ring_len = n == 4 ? 5 : 4;
    for (int i = 0; i < ring_len; i++) {
        int a = (e->ring[i] - 1) * 4, b = (e->ring[(i + 1) % ring_len] - 1) * 4;
        assert_true(systems_adjacent(g, a, b));
        assert_true(systems_adjacent(g, b, a));
        int gates = 0;
        uint8_t adj[8];
        int k = adjacent_systems(g, a, adj);
        for (int j = 0; j < k; j++) {
            assert_true(sys_in_play(g, adj[j]));
            if (sys_is_gate(adj[j])) gates++;
        }
        assert_int_equal(gates, 2);
    }
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        uint8_t adj[8];
        if (!sys_in_play(g, s)) assert_int_equal(adjacent_systems(g, s, adj), 0);
    }

    /* Pieces: compare every system with what the seats place. */
    uint8_t ships[NUM_SYSTEMS][MAX_PLAYERS];
    uint8_t bld[NUM_SYSTEMS][2];
    memset(ships, 0, sizeof ships);
    memset(bld, 0, sizeof bld);
    for (int seat = 0; seat < n; seat++) {
        int p = (g->initiative + seat) % n;
        const expect_seat *es = &e->seat[seat];
        ships[sys_id(es->a)][p] += 3;
        ships[sys_id(es->b)][p] += 3;
        ships[sys_id(es->c1)][p] += 2;
        if (es->c2) ships[sys_id(es->c2)][p] += 2;
        bld[sys_id(es->a)][0] = BLD_MAKE(p, false, false);
        bld[sys_id(es->b)][0] = BLD_MAKE(p, true, false);
        const player_state *pl = &g->pl[p];
        assert_int_equal(pl->res[0], es->ra + 1);
        assert_int_equal(pl->res[1], es->rb + 1);
        for (int i = 2; i < RES_SLOTS; i++) assert_int_equal(pl->res[i], RES_EMPTY);
        assert_int_equal(pl->ships_supply, n == 2 ? 5 : 7);
        assert_int_equal(pl->starports_supply, 4);
        assert_int_equal(pl->cities_on_board, 4);
        assert_int_equal(pl->agents_supply, 10);
        assert_int_equal(pl->power, 0);
        assert_int_equal(pl->guild_count, 0);
        assert_int_equal(hand_size(g, p), 6);
        assert_int_equal(open_res_slots(pl), 3);
    }
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        assert_memory_equal(g->sys[s].fresh, ships[s], MAX_PLAYERS);
        for (int p = 0; p < MAX_PLAYERS; p++) assert_int_equal(g->sys[s].damaged[p], 0);
        assert_int_equal(g->sys[s].bld[0], bld[s][0]);
        assert_int_equal(g->sys[s].bld[1], 0);
    }

    /* 2 players: the out-of-play planets' resources on the ambition boxes. */
    for (int r = 0; r < NUM_RES; r++) assert_int_equal(g->phantom[r], n == 2 ? e->phantom[r] : 0);

    /* Ambition markers all Available, unflipped. */
    for (int m = 0; m < 3; m++) assert_int_equal(g->marker_box[m], 0xFF);
    assert_int_equal(g->marker_flipped, 0);

    /* Court: the 31 Base Court cards, a row of 3 (2p) or 4. */
    int row = n == 2 ? 3 : 4;
    assert_int_equal(g->court_row_len, row);
    assert_int_equal(g->court_deck_len, 31 - row);
    assert_int_equal(g->court_discard_len, 0);
    int seen[32] = {0};
    for (int i = 0; i < g->court_deck_len; i++) {
        assert_true(card_table[court_deck_pile(g)[i]].tags & TAG_BASE_COURT);
        seen[bc_number(court_deck_pile(g)[i])]++;
    }
    for (int i = 0; i < row; i++) {
        assert_int_not_equal(g->court_row[i], NO_COURT_CARD);
        assert_true(card_table[g->court_row[i]].tags & TAG_BASE_COURT);
        seen[bc_number(g->court_row[i])]++;
    }
    for (int i = row; i < COURT_ROW_MAX; i++) assert_int_equal(g->court_row[i], NO_COURT_CARD);
    for (int i = 1; i <= 31; i++) assert_int_equal(seen[i], 1);

    /* Action cards: 20 (2-3p) or 28 (4p), hands of 6, the rest face down. */
    int deck = n == 4 ? 28 : 20;
    if (n == 2) {
        /* The mulligan is pending: the undealt 8 wait in the deck. */
        assert_int_equal(g->action_deck_len, deck - 12);
        assert_int_equal(g->action_discard_len, 0);
        assert_int_equal(arcs_current_player(game), 1 - g->initiative);
    } else {
        assert_int_equal(g->action_deck_len, 0);
        assert_int_equal(g->action_discard_len, deck - 6 * n);
    }
    t_assert_invariants(game);
    arcs_game_free(game);
}

static void setup_cards_place_everything(void **state) {
    (void)state;
    for (int i = 0; i < 12; i++)
        for (uint64_t seed = 1; seed <= 6; seed++) check_setup(&CARDS[i], seed);
}

static void setup_by_name_id_and_random(void **state) {
    (void)state;
    const char *names[] = {"4p Mix Up 1", "ARCS-4SETUP01", "4 Player Mix Up 1", "4P MIX UP 1", "arcs-4setup01"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        arcs_game *game = t_new_game(4, 3, names[i]);
        assert_string_equal(setup_cards[t_state(game)->setup_card].id, "ARCS-4SETUP01");
        arcs_game_free(game);
    }
    for (int n = 2; n <= 4; n++) {
        unsigned seen = 0;
        for (uint64_t seed = 0; seed < 40; seed++) {
            arcs_game *game = t_new_game(n, seed, seed % 2 ? "random" : NULL);
            const game_state *g = t_state(game);
            assert_int_equal(setup_cards[g->setup_card].players, n);
            seen |= 1u << g->setup_card;
            t_assert_invariants(game);
            arcs_game_free(game);
        }
        assert_int_equal(__builtin_popcount(seen), 4);
    }
}

static void bad_setup_names_are_rejected(void **state) {
    (void)state;
    arcs_config cfg;
    arcs_config_init(&cfg);
    arcs_game *game = NULL;
    const struct {
        int players;
        const char *setup;
    } bad[] = {{3, "4p Mix Up 1"}, {2, "ARCS-3SETUP01"}, {4, "2p Frontiers"}, {4, "5p Mix Up"},
               {4, ""}, {3, "ARCS-BC01"}, {2, "randomly"}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        cfg.players = bad[i].players;
        cfg.setup = bad[i].setup;
        assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_BAD_CONFIG);
        assert_null(game);
    }
}

static void initiative_and_deal_follow_the_seed(void **state) {
    (void)state;
    for (int n = 2; n <= 4; n++) {
        unsigned seen = 0;
        for (uint64_t seed = 0; seed < 64; seed++) {
            arcs_game *game = t_new_game(n, seed, NULL);
            seen |= 1u << t_state(game)->initiative;
            arcs_game_free(game);
        }
        assert_int_equal(seen, (1u << n) - 1);
    }
    /* Same config and seed, same state; another seed, another state. */
    arcs_game *a = t_new_game(3, 99, NULL), *b = t_new_game(3, 99, NULL), *c = t_new_game(3, 100, NULL);
    assert_int_equal(arcs_state_hash(a), arcs_state_hash(b));
    assert_memory_equal(t_state(a), t_state(b), sizeof(game_state));
    assert_int_not_equal(arcs_state_hash(a), arcs_state_hash(c));
    arcs_game_free(a);
    arcs_game_free(b);
    arcs_game_free(c);
}

static void action_decks_by_player_count(void **state) {
    (void)state;
    for (int n = 2; n <= 4; n++) {
        arcs_game *game = t_new_game(n, 5, NULL);
        const game_state *g = t_state(game);
        int count[NUM_ACTION_CARDS] = {0};
        for (int i = 0; i < g->action_deck_len; i++) count[g->action_deck[i]]++;
        for (int i = 0; i < g->action_discard_len; i++) count[g->action_discard[i]]++;
        for (int p = 0; p < n; p++)
            for (int c = 0; c < BASE_ACTION_CARDS; c++)
                if (g->pl[p].hand & (1u << c)) count[c]++;
        for (int c = 0; c < BASE_ACTION_CARDS; c++) {
            bool used = n == 4 || (action_number(c) >= 2 && action_number(c) <= 6);
            assert_int_equal(count[c], used ? 1 : 0);
        }
        for (int p = n; p < MAX_PLAYERS; p++) assert_int_equal(g->pl[p].hand, 0);
        arcs_game_free(game);
    }
}

/* ---- the 2-player mulligan ---- */

static void mulligan_draws_six_new_cards(void **state) {
    (void)state;
    arcs_game *game = t_new_game(2, 11, "2p Homelands");
    game_state *g = t_state(game);
    int who = 1 - g->initiative;
    assert_int_equal(arcs_current_player(game), who);
    size_t n = 0;
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, 2);
    char text[64];
    snprintf(text, sizeof text, "p%d mulligan", who);
    assert_true(t_is_legal(game, text));
    snprintf(text, sizeof text, "p%d keep-hand", who);
    assert_true(t_is_legal(game, text));

    /* The initiative holder cannot decide; nor can another kind of move. */
    uint64_t before = arcs_state_hash(game);
    snprintf(text, sizeof text, "p%d mulligan", g->initiative);
    assert_int_equal(t_apply_str(game, text), ARCS_E_WRONG_PLAYER);
    snprintf(text, sizeof text, "p%d pass", who);
    assert_int_equal(t_apply_str(game, text), ARCS_E_ILLEGAL_MOVE);
    assert_int_equal(arcs_state_hash(game), before);

    uint32_t old_hand = g->pl[who].hand, other = g->pl[g->initiative].hand;
    snprintf(text, sizeof text, "p%d mulligan", who);
    assert_int_equal(t_apply_str(game, text), ARCS_OK);
    /* Six new cards from the undealt 8; the old 6 and the other 2 are
     * discarded face down. */
    assert_int_equal(hand_size(g, who), 6);
    assert_int_equal(g->pl[who].hand & old_hand, 0);
    assert_int_equal(g->pl[g->initiative].hand, other);
    assert_int_equal(g->action_deck_len, 0);
    assert_int_equal(g->action_discard_len, 8);
    uint32_t discarded = 0;
    for (int i = 0; i < g->action_discard_len; i++) discarded |= 1u << g->action_discard[i];
    assert_int_equal(discarded & old_hand, old_hand);
    t_assert_invariants(game);
    assert_int_equal(arcs_undo(game, 1), ARCS_OK);
    assert_int_equal(arcs_state_hash(game), before);
    arcs_game_free(game);
}

static void keep_hand_keeps_it(void **state) {
    (void)state;
    arcs_game *game = t_new_game(2, 12, "2p Mix Up 2");
    game_state *g = t_state(game);
    int who = 1 - g->initiative;
    uint32_t old_hand = g->pl[who].hand;
    char text[64];
    snprintf(text, sizeof text, "p%d keep-hand", who);
    assert_int_equal(t_apply_str(game, text), ARCS_OK);
    assert_int_equal(g->pl[who].hand, old_hand);
    assert_int_equal(g->action_deck_len, 0);
    assert_int_equal(g->action_discard_len, 8);
    t_assert_invariants(game);
    arcs_game_free(game);
}

static void no_mulligan_with_more_players(void **state) {
    (void)state;
    for (int n = 3; n <= 4; n++) {
        arcs_game *game = t_new_game(n, 3, NULL);
        const frame *f = top_frame_c(t_state(game));
        assert_true(f == NULL || f->kind != FR_MULLIGAN);
        arcs_game_free(game);
    }
}

/* ---- scoring ---- */

static void tycoon_tie_example(void **state) {
    (void)state;
    /* Base rulebook, "Step 1: Score Ambitions" example: Tycoon is worth 7
     * (markers 5/3 and 2/0). Mikah has 1 Fuel and 1 Material Guild card,
     * Dane has 2 Material: they tie and each gain 3; Mikah's uncovered +2
     * does not apply on a tie. */
    arcs_game *game = scoring_game(2, "2p Mix Up 1"); /* no Tycoon box resources */
    game_state *g = t_state(game);
    int mikah = 0, dane = 1;
    t_give_resource(game, mikah, 0, F);
    give_guild(g, mikah, "ARCS-BC05"); /* Construction Union, Material */
    build_cities(game, mikah, 4);
    assert_int_equal(bonus_city_power(&g->pl[mikah]), 2);
    t_give_resource(game, dane, 0, M);
    t_give_resource(game, dane, 1, M);
    g->marker_box[2] = ARCS_TYCOON;
    g->marker_box[0] = ARCS_TYCOON;
    assert_int_equal(ambition_count(g, mikah, ARCS_TYCOON), 2);
    assert_int_equal(ambition_count(g, dane, ARCS_TYCOON), 2);
    end_chapter(game);
    assert_int_equal(g->pl[mikah].power, 3);
    assert_int_equal(g->pl[dane].power, 3);
    assert_int_equal(g->chapter, 2);
    t_assert_invariants(game);
    arcs_game_free(game);
}

static void single_winner_gains_bonus_city_power(void **state) {
    (void)state;
    for (int cities_built = 3; cities_built <= 5; cities_built++) {
        arcs_game *game = scoring_game(3, "3p Mix Up");
        game_state *g = t_state(game);
        t_give_resource(game, 0, 0, R);
        give_guild(g, 0, "ARCS-BC23"); /* Elder Broker, Relic */
        build_cities(game, 0, cities_built);
        t_give_resource(game, 1, 0, R);
        g->marker_box[1] = ARCS_KEEPER; /* 3/2 */
        end_chapter(game);
        int bonus = cities_built == 5 ? 5 : cities_built == 4 ? 2 : 0;
        assert_int_equal(g->pl[0].power, 3 + bonus);
        assert_int_equal(g->pl[1].power, 2);
        assert_int_equal(g->pl[2].power, 0);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

static void tie_for_second_gains_nothing(void **state) {
    (void)state;
    arcs_game *game = scoring_game(4, "4p Frontiers");
    game_state *g = t_state(game);
    t_give_resource(game, 0, 0, P);
    t_give_resource(game, 0, 1, P);
    give_guild(g, 0, "ARCS-BC16"); /* Lattice Spies, Psionic */
    t_give_resource(game, 1, 0, P);
    t_give_resource(game, 2, 0, P);
    g->marker_box[2] = ARCS_EMPATH; /* 5/3 */
    end_chapter(game);
    assert_int_equal(g->pl[0].power, 5);
    assert_int_equal(g->pl[1].power, 0);
    assert_int_equal(g->pl[2].power, 0);
    assert_int_equal(g->pl[3].power, 0);
    arcs_game_free(game);
}

static void three_way_tie_for_first_all_second(void **state) {
    (void)state;
    arcs_game *game = scoring_game(4, "4p Mix Up 2");
    game_state *g = t_state(game);
    for (int p = 0; p < 3; p++) g->pl[p].captives[3] = 1;
    g->pl[3].agents_supply = 7;
    g->marker_box[1] = ARCS_TYRANT; /* 3/2 */
    build_cities(game, 0, 5);
    end_chapter(game);
    for (int p = 0; p < 3; p++) assert_int_equal(g->pl[p].power, 2);
    assert_int_equal(g->pl[3].power, 0);
    /* Tyrant was scored: the Captives went home. */
    assert_int_equal(g->pl[3].agents_supply, 10);
    arcs_game_free(game);
}

static void qualifying_needs_something_counted(void **state) {
    (void)state;
    arcs_game *game = scoring_game(3, "3p Homelands");
    game_state *g = t_state(game);
    /* Warlord declared and nobody has Trophies: nobody gains. Tyrant: p0
     * alone has a Captive, so p0 is first and nobody is second. */
    g->marker_box[2] = ARCS_WARLORD;
    g->marker_box[1] = ARCS_TYRANT;
    g->pl[1].agents_supply--;
    g->pl[0].captives[1] = 1;
    /* Resources are counted only for declared ambitions. */
    t_give_resource(game, 2, 0, R);
    end_chapter(game);
    assert_int_equal(g->pl[0].power, 3);
    assert_int_equal(g->pl[1].power, 0);
    assert_int_equal(g->pl[2].power, 0);
    arcs_game_free(game);
}

static void markers_in_one_box_are_summed(void **state) {
    (void)state;
    for (int flipped = 0; flipped <= 1; flipped++) {
        arcs_game *game = scoring_game(3, "3p Core Conflict");
        game_state *g = t_state(game);
        g->marker_flipped = flipped ? 7 : 0;
        for (int m = 0; m < 3; m++) g->marker_box[m] = ARCS_WARLORD;
        g->pl[0].trophy_ships[1] = 2;
        g->pl[1].ships_supply -= 2;
        g->pl[1].trophy_agents[2] = 1;
        g->pl[2].agents_supply--;
        end_chapter(game);
        assert_int_equal(g->pl[0].power, flipped ? 19 : 10);
        assert_int_equal(g->pl[1].power, flipped ? 9 : 5);
        assert_int_equal(g->pl[2].power, 0);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

static void guild_suits_count_but_weapons_add_to_nothing(void **state) {
    (void)state;
    arcs_game *game = scoring_game(3, "3p Frontiers");
    game_state *g = t_state(game);
    give_guild(g, 0, "ARCS-BC11"); /* Arms Union, Weapon */
    give_guild(g, 0, "ARCS-BC07"); /* Loyal Pilots, Fuel */
    give_guild(g, 0, "ARCS-BC26"); /* Mass Uprising, Vox */
    t_give_resource(game, 0, 0, W);
    assert_int_equal(ambition_count(g, 0, ARCS_TYCOON), 1);
    assert_int_equal(ambition_count(g, 0, ARCS_WARLORD), 0);
    assert_int_equal(ambition_count(g, 0, ARCS_KEEPER), 0);
    g->pl[0].captives[1] = 2;
    g->pl[0].trophy_cities[2] = 1;
    assert_int_equal(ambition_count(g, 0, ARCS_TYRANT), 2);
    assert_int_equal(ambition_count(g, 0, ARCS_WARLORD), 1);
    arcs_game_free(game);
}

static void two_player_box_resources_take_places(void **state) {
    (void)state;
    /* 2p Mix Up 1: 2 Weapons on Warlord, 2 Relics on Keeper, 2 Psionics on
     * Empath. The box is a third player who can place but gains nothing. */
    struct {
        int relics;
        int p0_gain;
    } cases[] = {{1, 3}, {2, 3}, {3, 5 + 5}, {0, 0}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        arcs_game *game = scoring_game(2, "2p Mix Up 1");
        game_state *g = t_state(game);
        assert_int_equal(g->phantom[R], 2);
        for (int k = 0; k < cases[i].relics; k++) t_give_resource(game, 0, k, R);
        build_cities(game, 0, 5);
        g->marker_box[2] = ARCS_KEEPER; /* 5/3 */
        end_chapter(game);
        /* 1 Relic: the box is first, p0 second (3). 2: tied for first, so
         * second place (3) and no bonus. 3: first (5) plus bonus (5). */
        assert_int_equal(g->pl[0].power, cases[i].p0_gain);
        assert_int_equal(g->pl[1].power, 0);
        assert_int_equal(g->phantom[R], 2); /* the box resources stay */
        t_assert_invariants(game);
        arcs_game_free(game);
    }
    /* Weapons on the Warlord box count as Trophies. */
    arcs_game *game = scoring_game(2, "2p Mix Up 1");
    game_state *g = t_state(game);
    g->pl[0].trophy_ships[1] = 1;
    g->pl[1].ships_supply--;
    g->marker_box[0] = ARCS_WARLORD; /* 2/0 */
    g->marker_box[1] = ARCS_WARLORD; /* 3/2 */
    end_chapter(game);
    assert_int_equal(g->pl[0].power, 2);
    assert_int_equal(g->phantom[W], 2);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- clean-up ---- */

static void warlord_and_tyrant_return_pieces(void **state) {
    (void)state;
    arcs_game *game = scoring_game(2, "2p Frontiers");
    game_state *g = t_state(game);
    /* p0 holds Trophies of p1: 2 ships, 1 starport, 2 cities, 1 agent;
     * p1 holds a city of p0 and 2 Captives of p0. */
    g->pl[1].ships_supply -= 2;
    g->pl[0].trophy_ships[1] = 2;
    g->pl[1].starports_supply--;
    g->pl[0].trophy_starports[1] = 1;
    g->pl[1].cities_on_board -= 2;
    g->pl[0].trophy_cities[1] = 2;
    g->pl[1].agents_supply--;
    g->pl[0].trophy_agents[1] = 1;
    g->pl[0].cities_on_board--;
    g->pl[1].trophy_cities[0] = 1;
    g->pl[0].agents_supply -= 2;
    g->pl[1].captives[0] = 2;
    g->marker_box[0] = ARCS_WARLORD;
    g->marker_box[1] = ARCS_TYRANT;
    end_chapter(game);
    /* Warlord: p0 6 Trophies, box 1 Weapon, p1 1: p0 first (2), p1 tied
     * with the box for second, so nothing. Tyrant: p1 first (3). */
    assert_int_equal(g->pl[0].power, 2);
    assert_int_equal(g->pl[1].power, 3);
    for (int p = 0; p < 2; p++) {
        const player_state *pl = &g->pl[p];
        assert_int_equal(pl->ships_supply, 15);
        assert_int_equal(pl->starports_supply, 5);
        assert_int_equal(pl->cities_on_board, 5);
        assert_int_equal(pl->agents_supply, 10);
        for (int q = 0; q < 2; q++) {
            assert_int_equal(pl->trophy_ships[q] + pl->trophy_cities[q] + pl->trophy_starports[q] + pl->trophy_agents[q], 0);
            assert_int_equal(pl->captives[q], 0);
        }
    }
    /* The next chapter's mulligan is pending. */
    assert_int_equal(g->chapter, 2);
    assert_int_equal(top_frame_c(g)->kind, FR_MULLIGAN);
    assert_int_equal(arcs_current_player(game), 1 - g->initiative);
    t_assert_invariants(game);
    arcs_game_free(game);
}

static void unscored_ambitions_keep_their_pieces(void **state) {
    (void)state;
    arcs_game *game = scoring_game(3, "3p Mix Up");
    game_state *g = t_state(game);
    g->pl[1].ships_supply--;
    g->pl[0].trophy_ships[1] = 1;
    g->pl[2].agents_supply--;
    g->pl[0].captives[2] = 1;
    g->marker_box[2] = ARCS_TYRANT;
    end_chapter(game);
    assert_int_equal(g->pl[0].trophy_ships[1], 1); /* Warlord not scored */
    assert_int_equal(g->pl[0].captives[2], 0);     /* Tyrant scored */
    assert_int_equal(g->pl[2].agents_supply, 10);
    assert_int_equal(g->pl[0].power, 5);
    t_assert_invariants(game);
    arcs_game_free(game);
}

static void markers_return_and_flip_in_order(void **state) {
    (void)state;
    arcs_game *game = scoring_game(3, "3p Homelands");
    game_state *g = t_state(game);
    g->marker_box[2] = ARCS_EMPATH;
    const uint8_t flips[] = {1, 3, 7, 7};
    for (int i = 0; i < 4; i++) {
        end_chapter(game);
        for (int m = 0; m < 3; m++) assert_int_equal(g->marker_box[m], 0xFF);
        assert_int_equal(g->marker_flipped, flips[i]);
        assert_int_equal(g->chapter, 2 + i);
    }
    /* Flipped sides: 4/2, 6/3, 9/4. */
    assert_int_equal(marker_first(g, 0), 4);
    assert_int_equal(marker_second(g, 0), 2);
    assert_int_equal(marker_first(g, 1), 6);
    assert_int_equal(marker_second(g, 1), 3);
    assert_int_equal(marker_first(g, 2), 9);
    assert_int_equal(marker_second(g, 2), 4);
    arcs_game_free(game);
}

/* ---- game end ---- */

static void game_ends_at_the_power_threshold(void **state) {
    (void)state;
    const int need[5] = {0, 0, 33, 30, 27};
    for (int n = 2; n <= 4; n++)
        for (int reach = 0; reach <= 1; reach++) {
            arcs_game *game = scoring_game(n, NULL);
            game_state *g = t_state(game);
            g->pl[1].power = (int16_t)(need[n] - 1 + reach);
            end_chapter(game);
            if (reach) {
                assert_true(g->game_over);
                assert_int_equal(arcs_winner(game), 1);
                assert_int_equal(arcs_current_player(game), ARCS_PLAYER_NONE);
                assert_int_equal(g->chapter, 1);
            } else {
                assert_false(g->game_over);
                assert_int_equal(arcs_winner(game), -1);
                assert_int_equal(g->chapter, 2);
                for (int p = 0; p < n; p++) assert_int_equal(hand_size(g, p), 6);
            }
            t_assert_invariants(game);
            arcs_game_free(game);
        }
}

static void game_ends_after_chapter_five(void **state) {
    (void)state;
    arcs_game *game = scoring_game(4, NULL);
    game_state *g = t_state(game);
    for (int i = 0; i < 4; i++) {
        end_chapter(game);
        assert_false(g->game_over);
    }
    assert_int_equal(g->chapter, 5);
    g->pl[2].power = 3;
    end_chapter(game);
    assert_true(g->game_over);
    assert_int_equal(arcs_winner(game), 2);
    arcs_game_free(game);
}

static void ties_go_to_the_earliest_in_turn_order(void **state) {
    (void)state;
    for (int init = 0; init < 3; init++) {
        arcs_game *game = scoring_game(3, NULL);
        game_state *g = t_state(game);
        g->initiative = (uint8_t)init;
        /* p0 and p2 tie at 30; p1 has less. Turn order starts at init. */
        g->pl[0].power = 30;
        g->pl[1].power = 12;
        g->pl[2].power = 30;
        end_chapter(game);
        assert_true(g->game_over);
        int expect = init == 0 ? 0 : 2; /* orders 0-1-2, 1-2-0, 2-0-1 */
        assert_int_equal(arcs_winner(game), expect);
        arcs_game_free(game);
    }
    /* The most Power wins, whoever reached the threshold. */
    arcs_game *game = scoring_game(3, NULL);
    game_state *g = t_state(game);
    g->pl[0].power = 30;
    g->pl[1].power = 35;
    end_chapter(game);
    assert_int_equal(arcs_winner(game), 1);
    arcs_game_free(game);
}

static void scoring_happens_before_the_game_end_check(void **state) {
    (void)state;
    arcs_game *game = scoring_game(4, NULL);
    game_state *g = t_state(game);
    g->pl[3].power = 24;
    g->pl[0].power = 26;
    t_give_resource(game, 3, 0, M);
    g->marker_box[1] = ARCS_TYCOON; /* 3/2 */
    end_chapter(game);
    assert_true(g->game_over);
    assert_int_equal(g->pl[3].power, 27);
    /* 27 beats 26. */
    assert_int_equal(arcs_winner(game), 3);
    arcs_game_free(game);
}

/* ---- new hands and the log ---- */

static void new_chapter_reshuffles_all_cards(void **state) {
    (void)state;
    arcs_game *game = scoring_game(4, NULL);
    game_state *g = t_state(game);
    /* Cards left in play at the end of a round come back too. */
    for (int p = 0; p < 4; p++) {
        int c = __builtin_ctz(g->pl[p].hand);
        g->pl[p].hand &= ~(1u << c);
        g->played[p] = (uint8_t)c;
        g->play_mode[p] = PLAY_LEAD;
    }
    g->lead_card = g->played[0];
    end_chapter(game);
    for (int p = 0; p < 4; p++) {
        assert_int_equal(hand_size(g, p), 6);
        assert_int_equal(g->played[p], NO_CARD);
        assert_int_equal(g->seize_card[p], NO_CARD);
    }
    assert_int_equal(g->lead_card, NO_CARD);
    assert_int_equal(g->action_deck_len, 0);
    assert_int_equal(g->action_discard_len, 4);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Through the public API: everyone passes every round, so each chapter
 * ends at once (Base rulebook, "Passing Initiative"); after chapter 5 the
 * game ends and, all at 0 Power, the initiative holder wins the tie. */
static void passing_games_run_five_chapters(void **state) {
    (void)state;
    for (int n = 2; n <= 4; n++) {
        arcs_game *game = t_new_game(n, 21, NULL);
        int mulligans = 0;
        for (int guard = 0; guard < 200 && !arcs_game_over(game); guard++) {
            int p = arcs_current_player(game);
            char text[32];
            if (top_frame_c(t_state(game))->kind == FR_MULLIGAN) {
                snprintf(text, sizeof text, "p%d keep-hand", p);
                mulligans++;
            } else {
                snprintf(text, sizeof text, "p%d pass", p);
            }
            assert_int_equal(t_apply_str(game, text), ARCS_OK);
            t_assert_invariants(game);
        }
        assert_true(arcs_game_over(game));
        assert_int_equal(arcs_chapter(game), 5);
        assert_int_equal(arcs_winner(game), arcs_initiative(game));
        assert_int_equal(mulligans, n == 2 ? 5 : 0);
        assert_int_equal(t_state(game)->marker_flipped, 7);
        arcs_game_free(game);
    }
}

static char log_text[4096];
static void collect_log(void *ud, const char *line) {
    (void)ud;
    strncat(log_text, line, sizeof log_text - strlen(log_text) - 2);
    strcat(log_text, "\n");
}

static void scoring_is_logged(void **state) {
    (void)state;
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = 3;
    cfg.seed = 4;
    cfg.log = collect_log;
    arcs_game *game = NULL;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
    t_clear_board(game);
    game_state *g = t_state(game);
    g->depth = 0;
    t_give_resource(game, 1, 0, M);
    g->marker_box[2] = ARCS_TYCOON;
    log_text[0] = 0;
    end_chapter(game);
    assert_non_null(strstr(log_text, "Tycoon scores (first 5, second 3). Counts: Player 1 0, Player 2 1 (first, +5), Player 3 0."));
    assert_non_null(strstr(log_text, "flips to 4/2"));
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_cards_place_everything),
        cmocka_unit_test(setup_by_name_id_and_random),
        cmocka_unit_test(bad_setup_names_are_rejected),
        cmocka_unit_test(initiative_and_deal_follow_the_seed),
        cmocka_unit_test(action_decks_by_player_count),
        cmocka_unit_test(mulligan_draws_six_new_cards),
        cmocka_unit_test(keep_hand_keeps_it),
        cmocka_unit_test(no_mulligan_with_more_players),
        cmocka_unit_test(tycoon_tie_example),
        cmocka_unit_test(single_winner_gains_bonus_city_power),
        cmocka_unit_test(tie_for_second_gains_nothing),
        cmocka_unit_test(three_way_tie_for_first_all_second),
        cmocka_unit_test(qualifying_needs_something_counted),
        cmocka_unit_test(markers_in_one_box_are_summed),
        cmocka_unit_test(guild_suits_count_but_weapons_add_to_nothing),
        cmocka_unit_test(two_player_box_resources_take_places),
        cmocka_unit_test(warlord_and_tyrant_return_pieces),
        cmocka_unit_test(unscored_ambitions_keep_their_pieces),
        cmocka_unit_test(markers_return_and_flip_in_order),
        cmocka_unit_test(game_ends_at_the_power_threshold),
        cmocka_unit_test(game_ends_after_chapter_five),
        cmocka_unit_test(ties_go_to_the_earliest_in_turn_order),
        cmocka_unit_test(scoring_happens_before_the_game_end_check),
        cmocka_unit_test(new_chapter_reshuffles_all_cards),
        cmocka_unit_test(passing_games_run_five_chapters),
        cmocka_unit_test(scoring_is_logged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
