/* Shared by the libFuzzer harnesses: checks that abort (so libFuzzer
 * reports them) when the library breaks a promise. */
#ifndef ARCS_FUZZ_COMMON_H
#define ARCS_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arcs/arcs.h"
#include "core/game.h"
#include "core/invariants.h"
#include "wire/wire.h"
#include "wire_fixture.h"

#define FUZZ_CHECK(cond, ...)                           \
    do {                                                \
        if (!(cond)) {                                  \
            fprintf(stderr, "fuzz check failed: " __VA_ARGS__); \
            fprintf(stderr, " (%s:%d)\n", __FILE__, __LINE__); \
            abort();                                    \
        }                                               \
    } while (0)

/* Moves played from a loaded state (a whole game is a few hundred to a few
 * thousand decisions). */
#define FUZZ_MOVE_CAP 5000

/* buf[0..n) followed by a valid trailer, in a new exact-size allocation. */
static inline unsigned char *fuzz_with_trailer(const uint8_t *data, size_t n) {
    unsigned char *buf = malloc(n + WIRE_TRAILER_LEN);
    if (!buf) abort();
    if (n) memcpy(buf, data, n);
    wire_put_trailer(buf, n);
    return buf;
}

/* A loaded game must be consistent, save to the same state, and run. */
static inline void fuzz_exercise(arcs_game *game) {
    char why[200];
    FUZZ_CHECK(state_invariants_ok(&game->s, why, sizeof why), "loaded state breaks invariants: %s", why);
    size_t need = 0;
    FUZZ_CHECK(arcs_game_save_state(game, NULL, 0, &need) == ARCS_OK, "save size");
    unsigned char *buf = malloc(need);
    if (!buf) abort();
    FUZZ_CHECK(arcs_game_save_state(game, buf, need, &need) == ARCS_OK, "save");
    arcs_game *again = NULL;
    FUZZ_CHECK(arcs_game_load_state(buf, need, NULL, &again) == ARCS_OK, "a saved loaded state does not load");
    FUZZ_CHECK(arcs_state_hash(again) == arcs_state_hash(game), "save/load changed the state");
    free(buf);
    arcs_game_free(again);
    /* An observation for everyone. */
    for (int v = -1; v < arcs_num_players(game); v++) {
        size_t n = 0;
        FUZZ_CHECK(arcs_observation(game, v, NULL, 0, &n) == ARCS_OK, "observation");
    }
    /* Seeded random legal moves to the end of the game (at most
     * FUZZ_MOVE_CAP), the invariants checked after each: a state the
     * loader accepts must play on like one reached by play. */
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    uint64_t x = arcs_state_hash(game) | 1;
    for (int i = 0; i < FUZZ_MOVE_CAP && !arcs_game_over(game); i++) {
        size_t n = 0;
        FUZZ_CHECK(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n) == ARCS_OK, "legal moves");
        FUZZ_CHECK(n > 0, "a live loaded game without legal moves (after %d moves)", i);
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        FUZZ_CHECK(arcs_apply(game, moves[x % n]) == ARCS_OK, "a legal move was refused");
        FUZZ_CHECK(state_invariants_ok(&game->s, why, sizeof why), "invariants after move %d: %s", i + 1, why);
    }
}

#endif
