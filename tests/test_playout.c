/* The dense integer action space, random playouts and batched stepping
 * (arcs.h, "Integer actions" and "Playouts and batches"). */
#include "support.h"
#include "campaign/flagship.h"

#include <stdlib.h>
#include <string.h>

static arcs_game *explicit_game(int players, uint64_t seed, const char *setup) {
    return t_new_game_chance(players, seed, ARCS_CHANCE_EXPLICIT, setup, 0);
}

static bool same_move(arcs_move x, arcs_move y) { return memcmp(&x, &y, sizeof x) == 0; }

/* Every action number decodes to a move that encodes back to it (the space is
 * dense), for player actions and for chance outcomes. */
static void every_action_round_trips(void **state) {
    (void)state;
    arcs_game *game = t_new_game(4, 1, NULL);
    int32_t count = arcs_action_count();
    /* Grows with each card with an effect (75k with the A and B Fates' Act III: a
     * card step takes a block of its arguments' ranges, however few it uses). */
    assert_true(count > 1511 && count < 100000);
    for (int32_t a = 0; a < count; a++) {
        arcs_move m;
        int32_t back = -1;
        assert_int_equal(arcs_action_to_move(game, a, &m), ARCS_OK);
        assert_int_equal(m.player, arcs_current_player(game));
        assert_int_equal(arcs_move_to_action(m, &back), ARCS_OK);
        assert_int_equal(back, a);
        char text[96]; /* "p1 card silver-tongues@CC08 steal-card p0 construction-union@CC02" */
        assert_int_equal(arcs_move_to_str(m, text, sizeof text, NULL), ARCS_OK);
    }
    arcs_move m;
    assert_int_equal(arcs_action_to_move(game, count, &m), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_action_to_move(game, -1, &m), ARCS_E_INVALID_ARG);
    arcs_game_free(game);

    game = explicit_game(3, 1, "3p Frontiers");
    assert_int_equal(arcs_current_player(game), ARCS_PLAYER_CHANCE);
    int32_t outcomes = arcs_chance_outcome_count();
    for (int32_t a = 0; a < outcomes; a++) {
        int32_t back = -1;
        assert_int_equal(arcs_action_to_move(game, a, &m), ARCS_OK);
        assert_int_equal(m.kind, ARCS_MOVE_CHANCE);
        assert_int_equal(m.player, ARCS_PLAYER_CHANCE_ID);
        assert_int_equal(arcs_move_to_action(m, &back), ARCS_OK);
        assert_int_equal(back, a);
    }
    assert_int_equal(arcs_action_to_move(game, outcomes, &m), ARCS_E_INVALID_ARG);
    arcs_game_free(game);
}

/* The documented numbering: lead card 0..27 first, chance dice by type and face. */
static void numbering_follows_the_documentation(void **state) {
    (void)state;
    arcs_move m = {ARCS_MOVE_LEAD, 2, 13, 0, 0, 0, {{0, 0}}};
    int32_t a = -1;
    assert_int_equal(arcs_move_to_action(m, &a), ARCS_OK);
    assert_int_equal(a, 13);
    m = (arcs_move){ARCS_MOVE_PASS, 0, 0, 0, 0, 0, {{0, 0}}};
    assert_int_equal(arcs_move_to_action(m, &a), ARCS_OK);
    assert_int_equal(a, 28);
    m = (arcs_move){ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, 3, 2, 1, 0, {{0, 0}}}; /* raid die, Face 4 */
    assert_int_equal(arcs_move_to_action(m, &a), ARCS_OK);
    assert_int_equal(a, 2 * 6 + 3);
    m = (arcs_move){ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, 5, 0, 2, 0, {{0, 0}}}; /* draw card 5 */
    assert_int_equal(arcs_move_to_action(m, &a), ARCS_OK);
    assert_int_equal(a, 18 + 5);
    m = (arcs_move){ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, 5, 0, 4, 0, {{0, 0}}}; /* bottom card 5 */
    assert_int_equal(arcs_move_to_action(m, &a), ARCS_OK);
    assert_int_equal(a, 46 + 5);
}

/* Card moves are numbered by card instance: the first card with an effect
 * (loyal-engineers) starts right after the last kind's block (RESETTLE_PLACE), a reprint has its
 * own block, and a Court card argument ("K", two bytes) round-trips. */
static void card_moves_are_numbered_by_card_instance(void **state) {
    (void)state;
    arcs_game *game = t_new_game(4, 1, NULL);
    arcs_move m;
    int32_t a = -1, b = -1;
    assert_int_equal(arcs_action_to_move(game, 3139, &m), ARCS_OK);
    assert_int_equal(m.kind, ARCS_MOVE_CARD);
    char text[80];
    assert_int_equal(arcs_move_to_str(m, text, sizeof text, NULL), ARCS_OK);
    assert_non_null(strstr(text, "card loyal-engineers "));
    assert_int_equal(arcs_action_to_move(game, 2930, &m), ARCS_OK);
    assert_int_equal(m.kind, ARCS_MOVE_DEAL_REMOVE);
    assert_int_equal(m.a, DEAL_ITEMS_MAX - 1);
    /* The Flagship's moves follow DEAL_REMOVE: FLAGSHIP_BUILD (6 columns x
     * Upgrade/Armor x city/starport: 2931..2954), FLAGSHIP_SHIP (a system:
     * 2955..2979), FLAGSHIP_REPAIR (2980..2991), FLAGSHIP_ALONG (stays,
     * comes along: 2992, 2993), SLIPSTREAM (2994), RESETTLE_PLACE (a system
     * x a slot x city/starport/ship: 2995..3138). */
    assert_int_equal(arcs_action_to_move(game, 2931 + 2 * 2 * UPGRADE_SHIP_CRANE + 2 * 0 + 1, &m), ARCS_OK);
    assert_int_equal(m.kind, ARCS_MOVE_FLAGSHIP_BUILD);
    assert_int_equal(m.a, UPGRADE_SHIP_CRANE);
    assert_int_equal(m.b, FLAGSHIP_UPGRADE);
    assert_int_equal(m.c, 1);
    assert_int_equal(arcs_action_to_move(game, 2955 + 5, &m), ARCS_OK);
    assert_int_equal(m.kind, ARCS_MOVE_FLAGSHIP_SHIP);
    assert_int_equal(m.a, 5);
    assert_int_equal(arcs_action_to_move(game, 2991, &m), ARCS_OK);
    assert_int_equal(m.kind, ARCS_MOVE_FLAGSHIP_REPAIR);
    assert_int_equal(m.a, UPGRADE_HULL);
    assert_int_equal(m.b, FLAGSHIP_ARMOR);
    assert_int_equal(arcs_action_to_move(game, 2993, &m), ARCS_OK);
    assert_int_equal(m.kind, ARCS_MOVE_FLAGSHIP_ALONG);
    assert_int_equal(m.a, 1);
    assert_int_equal(arcs_action_to_move(game, 3138, &m), ARCS_OK);
    assert_int_equal(m.kind, ARCS_MOVE_RESETTLE_PLACE);
    assert_int_equal(m.a, NUM_SYSTEMS - 1);
    assert_int_equal(m.b, SLOTS_PER_SYSTEM - 1);
    assert_int_equal(m.c, 2);
    /* The Summit's moves follow ARM (2088..2091): RETURN_FAVORS first. */
    assert_int_equal(arcs_action_to_move(game, 2092, &m), ARCS_OK);
    assert_int_equal(m.kind, ARCS_MOVE_RETURN_FAVORS);
    assert_int_equal(m.a, 0);
    /* The campaign's event moves follow REPAIR_IMPERIAL (1607..1631: 25
     * systems, the Twisted Passage last): the Event card 28 (Event-1) is
     * action 1632 + 28. */
    assert_int_equal(arcs_action_to_move(game, 1632 + EVENT_CARD_FIRST, &m), ARCS_OK);
    assert_int_equal(m.kind, ARCS_MOVE_EVENT);
    assert_int_equal(m.a, EVENT_CARD_FIRST);

    /* p3 steals a reprinted Court card from p2 (a card-table index > 255: two bytes). */
    assert_int_equal(arcs_move_from_str("p3 card silver-tongues steal-card p2 relic-fence@F1904", &m), ARCS_OK);
    assert_true(m.f > 0);
    assert_int_equal(arcs_move_to_action(m, &a), ARCS_OK);
    arcs_move back;
    assert_int_equal(arcs_action_to_move(game, a, &back), ARCS_OK); /* p3 decides at the game's start */
    back.player = m.player;
    assert_memory_equal(&back, &m, sizeof m);

    /* The same effect on a reprint is another block. */
    assert_int_equal(arcs_move_from_str("p3 card elder-broker@CC10 discard", &m), ARCS_OK);
    assert_int_equal(arcs_move_to_action(m, &a), ARCS_OK);
    assert_int_equal(arcs_move_from_str("p3 card elder-broker discard", &m), ARCS_OK);
    assert_int_equal(arcs_move_to_action(m, &b), ARCS_OK);
    assert_true(a > b);

    /* An argument byte the step does not use must be 0. */
    m.e = 1;
    assert_int_equal(arcs_move_to_action(m, &a), ARCS_E_INVALID_ARG);
    arcs_game_free(game);
}

static void bad_moves_have_no_action(void **state) {
    (void)state;
    int32_t a = 77;
    arcs_move m = {ARCS_MOVE_LEAD, 0, 28, 0, 0, 0, {{0, 0}}}; /* no such card */
    assert_int_equal(arcs_move_to_action(m, &a), ARCS_E_INVALID_ARG);
    m = (arcs_move){ARCS_MOVE_LEAD, 0, 3, 1, 0, 0, {{0, 0}}}; /* an argument lead does not take */
    assert_int_equal(arcs_move_to_action(m, &a), ARCS_E_INVALID_ARG);
    m = (arcs_move){ARCS_MOVE_NONE, 0, 0, 0, 0, 0, {{0, 0}}};
    assert_int_equal(arcs_move_to_action(m, &a), ARCS_E_INVALID_ARG);
    m = (arcs_move){ARCS_MOVE_KIND_COUNT, 0, 0, 0, 0, 0, {{0, 0}}};
    assert_int_equal(arcs_move_to_action(m, &a), ARCS_E_INVALID_ARG);
    m = (arcs_move){ARCS_MOVE_PASS, 0, 0, 0, 0, 0, {{1, 0}}};
    assert_int_equal(arcs_move_to_action(m, &a), ARCS_E_INVALID_ARG);
    m = (arcs_move){ARCS_MOVE_CARD, 0, 255, 255, 0, 0, {{0, 0}}}; /* no such card */
    assert_int_equal(arcs_move_to_action(m, &a), ARCS_E_INVALID_ARG);
    m = (arcs_move){ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, 6, 0, 1, 0, {{0, 0}}}; /* no Face 7 */
    assert_int_equal(arcs_move_to_action(m, &a), ARCS_E_INVALID_ARG);
    assert_int_equal(a, 77);
    m = (arcs_move){ARCS_MOVE_PASS, 0, 0, 0, 0, 0, {{0, 0}}};
    assert_int_equal(arcs_move_to_action(m, NULL), ARCS_E_INVALID_ARG);
}

/* At every decision of random games the legal actions are exactly the legal
 * moves, ascending; applying by action plays the game to its end. */
static void legal_actions_match_legal_moves(arcs_game *game, uint64_t rng) {
    int decisions = 0;
    while (!arcs_game_over(game)) {
        arcs_move moves[ARCS_MAX_LEGAL_MOVES];
        int32_t actions[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0, k = 0;
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal(arcs_legal_actions(game, actions, ARCS_MAX_LEGAL_MOVES, &k), ARCS_OK);
        assert_int_equal(k, n);
        size_t only_count = 0;
        assert_int_equal(arcs_legal_actions(game, NULL, 0, &only_count), ARCS_OK);
        assert_int_equal(only_count, n);
        for (size_t i = 0; i < k; i++) {
            if (i) assert_true(actions[i - 1] < actions[i]);
            arcs_move m;
            assert_int_equal(arcs_action_to_move(game, actions[i], &m), ARCS_OK);
            bool found = false;
            for (size_t j = 0; j < n && !found; j++) found = same_move(moves[j], m);
            assert_true(found);
        }
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        assert_int_equal(arcs_apply_action(game, actions[rng % k]), ARCS_OK);
        decisions++;
    }
    assert_true(decisions > 100);
    assert_true(arcs_winner(game) >= 0);
}

static void random_games_by_action(void **state) {
    (void)state;
    for (int players = 2; players <= 4; players++)
        for (uint64_t seed = 1; seed <= 12; seed++) {
            arcs_game *game = t_new_game(players, seed * 7 + (uint64_t)players, NULL);
            legal_actions_match_legal_moves(game, seed * 0x9E3779B97F4A7C15ull);
            arcs_game_free(game);
        }
    /* Leaders & Lore: leader and lore card moves, draft draws as chance. */
    for (int players = 2; players <= 4; players++)
        for (uint64_t seed = 1; seed <= 4; seed++)
            for (int explicit_chance = 0; explicit_chance <= 1; explicit_chance++) {
                arcs_config cfg;
                arcs_config_init(&cfg);
                cfg.players = players;
                cfg.seed = seed * 11 + (uint64_t)players;
                cfg.mode = ARCS_MODE_LEADERS_LORE;
                if (explicit_chance) {
                    cfg.chance = ARCS_CHANCE_EXPLICIT;
                    cfg.setup = players == 4 ? "4p Mix Up 2" : players == 3 ? "3p Frontiers" : "2p Frontiers";
                    cfg.first_player = 0;
                }
                arcs_game *game = NULL;
                assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
                legal_actions_match_legal_moves(game, seed * 0x9E3779B97F4A7C15ull + (uint64_t)explicit_chance);
                arcs_game_free(game);
            }
    static const char *const setups[] = {"2p Frontiers", "3p Frontiers", "4p Mix Up 2"};
    for (int i = 0; i < 3; i++) {
        arcs_game *game = explicit_game(i + 2, 5, setups[i]);
        legal_actions_match_legal_moves(game, 99 + (uint64_t)i);
        arcs_game_free(game);
    }
}

static void bad_actions_change_nothing(void **state) {
    (void)state;
    arcs_game *game = t_new_game(3, 4, NULL);
    uint64_t before = arcs_state_hash(game);
    int32_t actions[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_actions(game, actions, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    int32_t illegal = 0;
    for (size_t i = 0; i < n && actions[i] == illegal; i++) illegal++;
    assert_int_equal(arcs_apply_action(game, illegal), ARCS_E_ILLEGAL_MOVE);
    assert_non_null(strstr(arcs_last_error(game), "is not among the"));
    assert_int_equal(arcs_apply_action(game, -3), ARCS_E_INVALID_ARG);
    assert_non_null(strstr(arcs_last_error(game), "action -3 is outside 0.."));
    assert_int_equal(arcs_apply_action(game, arcs_action_count()), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_apply_action(NULL, 0), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_state_hash(game), before);
    assert_int_equal(arcs_history_length(game), 0);
    if (n > 1) assert_int_equal(arcs_legal_actions(game, actions, 1, &n), ARCS_E_BUFFER_TOO_SMALL);
    assert_int_equal(arcs_legal_actions(game, NULL, 3, &n), ARCS_E_INVALID_ARG);
    size_t applied = 0;
    assert_int_equal(arcs_random_playout(game, 1, (size_t)-1, &applied), ARCS_OK);
    assert_true(arcs_game_over(game));
    arcs_move m;
    assert_int_equal(arcs_action_to_move(game, 0, &m), ARCS_E_GAME_OVER);
    assert_int_equal(arcs_apply_action(game, 0), ARCS_E_GAME_OVER);
    assert_int_equal(arcs_legal_actions(game, actions, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, 0);
    arcs_game_free(game);
}

static void playouts_end_games_and_repeat_by_seed(void **state) {
    (void)state;
    for (int players = 2; players <= 4; players++) {
        arcs_game *a = t_new_game(players, 11, NULL), *b = NULL, *c = NULL;
        assert_int_equal(arcs_game_clone(a, &b), ARCS_OK);
        assert_int_equal(arcs_game_clone(a, &c), ARCS_OK);
        size_t na = 0, nb = 0, nc = 0;
        assert_int_equal(arcs_random_playout(a, 5, (size_t)-1, &na), ARCS_OK);
        assert_int_equal(arcs_random_playout(b, 5, (size_t)-1, &nb), ARCS_OK);
        assert_int_equal(arcs_random_playout(c, 6, (size_t)-1, &nc), ARCS_OK);
        assert_true(arcs_game_over(a) && arcs_game_over(c));
        assert_true(arcs_winner(a) >= 0);
        assert_int_equal(na, nb);
        assert_int_equal(arcs_history_length(a), na);
        assert_int_equal(arcs_state_hash(a), arcs_state_hash(b));
        assert_true(arcs_state_hash(a) != arcs_state_hash(c)); /* another seed, another game */
        t_assert_invariants(a);
        /* A bounded playout stops after max_moves; undo takes them back. */
        arcs_game *d = t_new_game(players, 11, NULL);
        uint64_t start = arcs_state_hash(d);
        size_t nd = 0;
        assert_int_equal(arcs_random_playout(d, 5, 40, &nd), ARCS_OK);
        assert_int_equal(nd, 40);
        assert_false(arcs_game_over(d));
        assert_int_equal(arcs_undo(d, 40), ARCS_OK);
        assert_int_equal(arcs_state_hash(d), start);
        /* An over game: nothing applied. */
        assert_int_equal(arcs_random_playout(a, 9, 10, &na), ARCS_OK);
        assert_int_equal(na, 0);
        assert_int_equal(arcs_random_playout(NULL, 9, 10, &na), ARCS_E_INVALID_ARG);
        assert_int_equal(arcs_random_playout(d, 9, 10, NULL), ARCS_E_INVALID_ARG);
        arcs_game_free(a);
        arcs_game_free(b);
        arcs_game_free(c);
        arcs_game_free(d);
    }
    /* Explicit chance: chance outcomes are drawn too. */
    arcs_game *e = explicit_game(2, 3, "2p Frontiers");
    size_t ne = 0;
    assert_int_equal(arcs_random_playout(e, 1, (size_t)-1, &ne), ARCS_OK);
    assert_true(arcs_game_over(e));
    arcs_game_free(e);
}

/* Batched stepping does what one arcs_apply_action per game does. */
static void batches_step_like_single_games(void **state) {
    (void)state;
    enum { N = 6 };
    arcs_game *batch[N], *single[N];
    for (int i = 0; i < N; i++) {
        batch[i] = t_new_game(2 + i % 3, (uint64_t)i + 1, NULL);
        single[i] = t_new_game(2 + i % 3, (uint64_t)i + 1, NULL);
    }
    int32_t actions[N * ARCS_MAX_LEGAL_MOVES];
    size_t offsets[N + 1];
    uint64_t rng = 7;
    for (int step = 0; step < 300; step++) {
        assert_int_equal(arcs_legal_actions_batch((const arcs_game *const *)batch, N, actions,
                                                  N * ARCS_MAX_LEGAL_MOVES, offsets),
                         ARCS_OK);
        int32_t chosen[N];
        arcs_status statuses[N];
        for (int i = 0; i < N; i++) {
            int32_t own[ARCS_MAX_LEGAL_MOVES];
            size_t n = 0;
            assert_int_equal(arcs_legal_actions(single[i], own, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
            assert_int_equal(offsets[i + 1] - offsets[i], n);
            assert_memory_equal(own, actions + offsets[i], n * sizeof *own);
            rng = rng * 6364136223846793005ull + 1442695040888963407ull;
            chosen[i] = n ? actions[offsets[i] + (rng >> 33) % n] : 0;
        }
        arcs_status first = arcs_apply_actions(batch, N, chosen, statuses);
        arcs_status want_first = ARCS_OK;
        for (int i = 0; i < N; i++) {
            arcs_status st = arcs_apply_action(single[i], chosen[i]);
            assert_int_equal(statuses[i], st);
            if (st != ARCS_OK && want_first == ARCS_OK) want_first = st;
            assert_int_equal(arcs_state_hash(batch[i]), arcs_state_hash(single[i]));
        }
        assert_int_equal(first, want_first);
    }
    /* A failing action leaves its game unchanged and the others stepped. */
    uint64_t h0 = arcs_state_hash(batch[0]), h1 = arcs_state_hash(batch[1]);
    int32_t chosen[2] = {-1, 0};
    size_t offs[3];
    assert_int_equal(arcs_legal_actions_batch((const arcs_game *const *)batch, 2, actions, 2 * ARCS_MAX_LEGAL_MOVES,
                                              offs),
                     ARCS_OK);
    chosen[1] = offs[2] > offs[1] ? actions[offs[1]] : 0;
    arcs_status statuses[2];
    arcs_status expect1 = arcs_game_over(batch[1]) ? ARCS_E_GAME_OVER : ARCS_OK;
    assert_int_equal(arcs_apply_actions(batch, 2, chosen, statuses), ARCS_E_INVALID_ARG);
    assert_int_equal(statuses[0], ARCS_E_INVALID_ARG);
    assert_int_equal(statuses[1], expect1);
    assert_int_equal(arcs_state_hash(batch[0]), h0);
    if (expect1 == ARCS_OK) assert_true(arcs_state_hash(batch[1]) != h1);
    /* Too small a buffer, NULL arrays. */
    if (!arcs_game_over(batch[2]))
        assert_int_equal(arcs_legal_actions_batch((const arcs_game *const *)batch + 2, 1, actions, 0, offs),
                         ARCS_E_BUFFER_TOO_SMALL);
    assert_int_equal(arcs_legal_actions_batch(NULL, 1, actions, 10, offs), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_legal_actions_batch((const arcs_game *const *)batch, 1, actions, 10, NULL),
                     ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_apply_actions(NULL, 1, chosen, statuses), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_apply_actions(batch, 0, NULL, NULL), ARCS_OK);
    for (int i = 0; i < N; i++) {
        arcs_game_free(batch[i]);
        arcs_game_free(single[i]);
    }
}

/* arcs_step_batch does what arcs_apply_actions, arcs_winner, a new game and
 * arcs_legal_actions_batch do one after the other; bad input changes
 * nothing. */
static void step_batch_equals_the_calls_one_by_one(void **state) {
    (void)state;
    enum { N = 4 };
    arcs_game *batch[N], *single[N];
    for (int i = 0; i < N; i++) {
        batch[i] = t_new_game(2, (uint64_t)i + 1, NULL);
        single[i] = t_new_game(2, (uint64_t)i + 1, NULL);
    }
    arcs_config reset;
    arcs_config_init(&reset);
    reset.players = 2;
    uint64_t next_seed = 100, single_seed = 100;
    int32_t legal[N * ARCS_MAX_LEGAL_MOVES], own[ARCS_MAX_LEGAL_MOVES];
    size_t offsets[N + 1];
    int32_t chosen[N];
    arcs_status statuses[N];
    int8_t ended[N];
    assert_int_equal(arcs_legal_actions_batch((const arcs_game *const *)batch, N, legal, N * ARCS_MAX_LEGAL_MOVES,
                                              offsets),
                     ARCS_OK);
    uint64_t rng = 11;
    int finished = 0;
    for (int step = 0; step < 3000; step++) {
        for (int i = 0; i < N; i++) {
            size_t n = offsets[i + 1] - offsets[i];
            assert_true(n > 0); /* finished games were started afresh */
            rng = rng * 6364136223846793005ull + 1442695040888963407ull;
            chosen[i] = legal[offsets[i] + (rng >> 33) % n];
        }
        assert_int_equal(arcs_step_batch(batch, N, chosen, statuses, ended, &reset, &next_seed, legal,
                                         N * ARCS_MAX_LEGAL_MOVES, offsets),
                         ARCS_OK);
        for (int i = 0; i < N; i++) {
            assert_int_equal(statuses[i], ARCS_OK);
            assert_int_equal(arcs_apply_action(single[i], chosen[i]), ARCS_OK);
            if (arcs_game_over(single[i])) {
                assert_int_equal(ended[i], arcs_winner(single[i]));
                arcs_game_free(single[i]);
                arcs_config c = reset;
                c.seed = single_seed++;
                assert_int_equal(arcs_game_new(&c, &single[i]), ARCS_OK);
                finished++;
            } else {
                assert_int_equal(ended[i], -1);
            }
            assert_int_equal(arcs_state_hash(batch[i]), arcs_state_hash(single[i]));
            size_t n = 0;
            assert_int_equal(arcs_legal_actions(single[i], own, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
            assert_int_equal(offsets[i + 1] - offsets[i], n);
            assert_memory_equal(own, legal + offsets[i], n * sizeof *own);
        }
    }
    assert_true(finished > 0);
    assert_int_equal(next_seed, single_seed);

    /* An illegal action: its game unchanged, the others stepped, the status returned. */
    uint64_t h0 = arcs_state_hash(batch[0]), h1 = arcs_state_hash(batch[1]);
    for (int i = 0; i < N; i++) chosen[i] = legal[offsets[i]];
    int32_t bad = 0;
    while (bad < arcs_action_count()) { /* the first action not legal in game 0 */
        bool listed = false;
        for (size_t j = offsets[0]; j < offsets[1]; j++) listed |= legal[j] == bad;
        if (!listed) break;
        bad++;
    }
    chosen[0] = bad;
    assert_int_equal(arcs_step_batch(batch, N, chosen, statuses, ended, &reset, &next_seed, legal,
                                     N * ARCS_MAX_LEGAL_MOVES, offsets),
                     ARCS_E_ILLEGAL_MOVE);
    assert_int_equal(statuses[0], ARCS_E_ILLEGAL_MOVE);
    assert_int_equal(statuses[1], ARCS_OK);
    assert_int_equal(arcs_state_hash(batch[0]), h0);
    assert_true(arcs_state_hash(batch[1]) != h1);

    /* Bad arguments: nothing applied. */
    uint64_t hashes[N];
    for (int i = 0; i < N; i++) hashes[i] = arcs_state_hash(batch[i]);
    for (int i = 0; i < N; i++) chosen[i] = legal[offsets[i]];
    size_t cap = N * ARCS_MAX_LEGAL_MOVES;
    assert_int_equal(arcs_step_batch(NULL, N, chosen, statuses, ended, &reset, &next_seed, legal, cap, offsets),
                     ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_step_batch(batch, N, NULL, statuses, ended, &reset, &next_seed, legal, cap, offsets),
                     ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_step_batch(batch, N, chosen, NULL, ended, &reset, &next_seed, legal, cap, offsets),
                     ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_step_batch(batch, N, chosen, statuses, ended, &reset, NULL, legal, cap, offsets),
                     ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_step_batch(batch, N, chosen, statuses, ended, &reset, &next_seed, NULL, cap, offsets),
                     ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_step_batch(batch, N, chosen, statuses, ended, &reset, &next_seed, legal, cap, NULL),
                     ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_step_batch(batch, N, chosen, statuses, ended, &reset, &next_seed, legal, cap - 1, offsets),
                     ARCS_E_BUFFER_TOO_SMALL);
    arcs_game *with_null[N] = {batch[0], batch[1], NULL, batch[3]};
    assert_int_equal(arcs_step_batch(with_null, N, chosen, statuses, ended, &reset, &next_seed, legal, cap, offsets),
                     ARCS_E_INVALID_ARG);
    reset.players = 3; /* unlike the games' */
    assert_int_equal(arcs_step_batch(batch, N, chosen, statuses, ended, &reset, &next_seed, legal, cap, offsets),
                     ARCS_E_INVALID_ARG);
    reset.players = 2;
    for (int i = 0; i < N; i++) assert_int_equal(arcs_state_hash(batch[i]), hashes[i]);
    assert_int_equal(next_seed, single_seed);

    /* Without reset a finished game stays over: no legal action, its winner in ended. */
    arcs_game *one[1] = {batch[0]};
    size_t applied = 0;
    assert_int_equal(arcs_random_playout(batch[0], 5, (size_t)-1, &applied), ARCS_OK);
    int32_t any = 0;
    int8_t end1[1];
    arcs_status st1[1];
    assert_int_equal(arcs_step_batch(one, 1, &any, st1, end1, NULL, NULL, legal, ARCS_MAX_LEGAL_MOVES, offsets),
                     ARCS_E_GAME_OVER);
    assert_int_equal(end1[0], arcs_winner(batch[0]));
    assert_int_equal(offsets[1], 0);
    assert_int_equal(arcs_step_batch(batch, 0, NULL, NULL, NULL, NULL, NULL, NULL, 0, offsets), ARCS_OK);
    for (int i = 0; i < N; i++) {
        arcs_game_free(batch[i]);
        arcs_game_free(single[i]);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_action_round_trips),
        cmocka_unit_test(numbering_follows_the_documentation),
        cmocka_unit_test(card_moves_are_numbered_by_card_instance),
        cmocka_unit_test(bad_moves_have_no_action),
        cmocka_unit_test(random_games_by_action),
        cmocka_unit_test(bad_actions_change_nothing),
        cmocka_unit_test(playouts_end_games_and_repeat_by_seed),
        cmocka_unit_test(batches_step_like_single_games),
        cmocka_unit_test(step_batch_equals_the_calls_one_by_one),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
