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
    /* A few legal moves from here, and an observation for everyone. */
    for (int v = -1; v < arcs_num_players(game); v++) {
        size_t n = 0;
        FUZZ_CHECK(arcs_observation(game, v, NULL, 0, &n) == ARCS_OK, "observation");
    }
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    for (int i = 0; i < 8 && !arcs_game_over(game); i++) {
        size_t n = 0;
        FUZZ_CHECK(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n) == ARCS_OK, "legal moves");
        FUZZ_CHECK(n > 0, "a live loaded game without legal moves");
        FUZZ_CHECK(arcs_apply(game, moves[(size_t)i % n]) == ARCS_OK, "a legal move was refused");
        FUZZ_CHECK(state_invariants_ok(&game->s, why, sizeof why), "invariants after a move: %s", why);
    }
}

#endif
