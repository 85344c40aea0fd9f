/* Writes replay files for the separate-process replay test
 * (tests/replay_process.sh) and prints "FILE HASH" for each:
 *   DIR/live.replay       a whole random game from setup (when the engine can set one up)
 *   DIR/from-state.replay a game continued from a loaded state: the replay
 *                         carries the start state, as after arcs_game_load_state */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arcs/arcs.h"
#include "wire_fixture.h"

static int write_replay(const arcs_game *game, const char *dir, const char *name) {
    size_t need = 0;
    if (arcs_replay_save(game, NULL, 0, &need) != ARCS_OK) return 1;
    unsigned char *buf = malloc(need);
    if (!buf || arcs_replay_save(game, buf, need, &need) != ARCS_OK) return 1;
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(buf, 1, need, f) != need) return 1;
    fclose(f);
    free(buf);
    printf("%s %016" PRIx64 "\n", path, arcs_state_hash(game));
    return 0;
}

static void random_moves(arcs_game *game, uint64_t *x, int max) {
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    for (int i = 0; i < max && !arcs_game_over(game); i++) {
        size_t n = 0;
        if (arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n) != ARCS_OK || !n) return;
        *x ^= *x << 13;
        *x ^= *x >> 7;
        *x ^= *x << 17;
        if (arcs_apply(game, moves[*x % n]) != ARCS_OK) return;
    }
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: wire_replay_gen DIR\n");
        return 64;
    }
    uint64_t x = 0x5EED;
    arcs_game *live = wf_try_new_game(3, 17);
    if (live) {
        random_moves(live, &x, 20000);
        if (write_replay(live, argv[1], "live.replay")) return 1;
        arcs_game_free(live);
    }
    /* From a saved state: load it (as another process would), then play on. */
    arcs_game *src = wf_try_new_game(4, 5);
    if (src) random_moves(src, &x, 150);
    else {
        game_state s;
        wf_synthetic_state(&s, 4, 5);
        src = wf_handle(&s);
    }
    size_t need = 0;
    arcs_game_save_state(src, NULL, 0, &need);
    unsigned char *st = malloc(need);
    arcs_game *cont = NULL;
    if (!st || arcs_game_save_state(src, st, need, &need) != ARCS_OK ||
        arcs_game_load_state(st, need, NULL, &cont) != ARCS_OK)
        return 1;
    random_moves(cont, &x, 200);
    if (write_replay(cont, argv[1], "from-state.replay")) return 1;
    free(st);
    arcs_game_free(cont);
    arcs_game_free(src);
    return 0;
}
