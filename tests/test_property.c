/* Property tests: many seeded random games for 2, 3 and 4 players, checking
 * after every move that
 *   - pieces, resources and cards are conserved (state_invariants_ok),
 *   - every enumerated move applies (on a scratch copy),
 *   - sampled non-enumerated moves are rejected with the game unchanged,
 *   - undo restores the exact previous state,
 * and that every game reaches a winner.
 *
 * ARCS_PROPERTY_GAMES (environment) overrides the number of games per player
 * count (default 340, so 1,020 games in all). */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t next(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

static bool listed(const arcs_move *moves, size_t n, arcs_move m) {
    for (size_t i = 0; i < n; i++)
        if (memcmp(&moves[i], &m, sizeof m) == 0) return true;
    return false;
}

/* A move that is not in the list: a random mutation of a listed one, or noise. */
static arcs_move mutant(const arcs_move *moves, size_t n, uint64_t *rng) {
    arcs_move m = moves[next(rng) % n];
    switch (next(rng) % 6) {
    case 0: m.a = (uint8_t)(m.a + 1 + next(rng) % 40); break;
    case 1: m.b = (uint8_t)next(rng); break;
    case 2: m.kind = (uint8_t)(next(rng) % (ARCS_MOVE_KIND_COUNT + 3)); break;
    case 3: m.player = (uint8_t)((m.player + 1 + next(rng) % 3) % 4); break;
    case 4: m.reserved[0] = 1; break;
    default: {
        uint64_t r = next(rng);
        memcpy(&m, &r, sizeof m);
    }
    }
    return m;
}

static int games_per_count(void) {
    const char *env = getenv("ARCS_PROPERTY_GAMES");
    int n = env ? atoi(env) : 340;
    return n > 0 ? n : 340;
}

static void play_random_games(int players, int games) {
    arcs_game *scratch = t_new_game(players, 1, NULL);
    for (int gi = 0; gi < games; gi++) {
        uint64_t seed = (uint64_t)players * 1000003u + (uint64_t)gi;
        arcs_game *game = t_new_game(players, seed, NULL);
        uint64_t rng = seed * 0x9E3779B97F4A7C15ull | 1;
        int moves_played = 0;
        t_assert_invariants(game);
        while (!arcs_game_over(game)) {
            arcs_move moves[ARCS_MAX_LEGAL_MOVES];
            size_t n = 0;
            assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
            if (n == 0) fail_msg("seed %llu: no legal moves and game not over", (unsigned long long)seed);
            int decider = arcs_current_player(game);
            for (size_t i = 0; i < n; i++) {
                if (decider >= 0) assert_int_equal(moves[i].player, decider);
            }
            uint64_t before = arcs_state_hash(game);
            /* Every enumerated move applies (checked on a copy, a few per decision). */
            for (int k = 0; k < 3; k++) {
                size_t i = next(&rng) % n;
                assert_int_equal(arcs_game_copy_state(scratch, game), ARCS_OK);
                arcs_status st = arcs_apply(scratch, moves[i]);
                if (st != ARCS_OK) {
                    char text[64];
                    arcs_move_to_str(moves[i], text, sizeof text, NULL);
                    fail_msg("seed %llu: listed move '%s' rejected: %s", (unsigned long long)seed, text,
                             arcs_status_str(st));
                }
                char why[256];
                if (!state_invariants_ok(&scratch->s, why, sizeof why)) {
                    char text[64];
                    arcs_move_to_str(moves[i], text, sizeof text, NULL);
                    fail_msg("seed %llu move %d after '%s': %s", (unsigned long long)seed, moves_played, text, why);
                }
            }
            /* Non-enumerated moves are rejected and change nothing. */
            for (int k = 0; k < 2; k++) {
                arcs_move m = mutant(moves, n, &rng);
                if (listed(moves, n, m)) continue;
                assert_int_not_equal(arcs_apply(game, m), ARCS_OK);
                assert_true(arcs_state_hash(game) == before);
            }
            arcs_move chosen = moves[next(&rng) % n];
            assert_int_equal(arcs_apply(game, chosen), ARCS_OK);
            moves_played++;
            char why[256];
            if (!state_invariants_ok(&game->s, why, sizeof why)) {
                char text[64];
                arcs_move_to_str(chosen, text, sizeof text, NULL);
                fail_msg("seed %llu move %d after '%s': %s", (unsigned long long)seed, moves_played, text, why);
            }
            /* Undo restores the exact previous state; redo gives the same state. */
            if (next(&rng) % 8 == 0) {
                uint64_t after = arcs_state_hash(game);
                assert_int_equal(arcs_undo(game, 1), ARCS_OK);
                assert_true(arcs_state_hash(game) == before);
                assert_int_equal(arcs_apply(game, chosen), ARCS_OK);
                assert_true(arcs_state_hash(game) == after);
            }
            if (moves_played > 200000) fail_msg("seed %llu: game does not end", (unsigned long long)seed);
        }
        int w = arcs_winner(game);
        assert_true(w >= 0 && w < players);
        /* The winner has the most Power. */
        for (int p = 0; p < players; p++) assert_true(arcs_power(game, p) <= arcs_power(game, w));
        /* Undo all the way back to setup works. */
        if (gi % 50 == 0) {
            arcs_game *fresh = t_new_game(players, seed, NULL);
            assert_int_equal(arcs_undo(game, (unsigned)arcs_history_length(game)), ARCS_OK);
            assert_true(arcs_state_hash(game) == arcs_state_hash(fresh));
            arcs_game_free(fresh);
        }
        arcs_game_free(game);
    }
    arcs_game_free(scratch);
}

static void random_games_2p(void **state) {
    (void)state;
    play_random_games(2, games_per_count());
}

static void random_games_3p(void **state) {
    (void)state;
    play_random_games(3, games_per_count());
}

static void random_games_4p(void **state) {
    (void)state;
    play_random_games(4, games_per_count());
}

static void same_seed_same_game(void **state) {
    (void)state;
    for (int players = 2; players <= 4; players++) {
        arcs_game *a = t_new_game(players, 99, NULL), *b = t_new_game(players, 99, NULL);
        uint64_t r1 = 5, r2 = 5;
        for (int i = 0; i < 400 && !arcs_game_over(a); i++) {
            t_random_move(a, &r1);
            t_random_move(b, &r2);
            assert_true(arcs_state_hash(a) == arcs_state_hash(b));
        }
        arcs_game_free(a);
        arcs_game_free(b);
    }
}

static void clone_is_independent(void **state) {
    (void)state;
    arcs_game *a = t_new_game(3, 12, NULL);
    uint64_t r = 3;
    for (int i = 0; i < 50; i++) t_random_move(a, &r);
    arcs_game *b = NULL;
    assert_int_equal(arcs_game_clone(a, &b), ARCS_OK);
    assert_true(arcs_state_hash(a) == arcs_state_hash(b));
    assert_int_equal(arcs_history_length(a), arcs_history_length(b));
    uint64_t ha = arcs_state_hash(a);
    uint64_t r2 = 77;
    for (int i = 0; i < 30 && !arcs_game_over(b); i++) t_random_move(b, &r2);
    assert_true(arcs_state_hash(a) == ha);
    assert_int_equal(arcs_undo(b, (unsigned)arcs_history_length(b) - 50), ARCS_OK);
    assert_true(arcs_state_hash(b) == ha);
    assert_int_equal(arcs_undo(b, 100000), ARCS_E_NO_HISTORY);
    assert_true(arcs_state_hash(b) == ha);
    arcs_game_free(a);
    arcs_game_free(b);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(same_seed_same_game),
        cmocka_unit_test(clone_is_independent),
        cmocka_unit_test(random_games_2p),
        cmocka_unit_test(random_games_3p),
        cmocka_unit_test(random_games_4p),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
