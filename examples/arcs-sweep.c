/*
 * arcs-sweep: a reliability sweep of arcs_determinize. Plays random games
 * over all player counts (2, 3, 4) and both chance modes (internal and
 * explicit), and at every move determinizes a copy of the game for a random
 * viewer (a player, or -1 for the public view) and checks it as the loader
 * would (state_valid: every id in range, every piece and card in exactly
 * one place, the decision stack one the rules could build). Every
 * --playout-every'th sampled world is also played on to the end with random
 * moves. Reports the counts and exits 1 if any sampled world was invalid.
 *
 *   arcs-sweep [--games N] [--seed S] [--playout-every K]
 *
 * Defaults: 100000 games, seed 1, playouts every 1000th determinization.
 * Not run at full size by the test suite (a small run is: tests/meson.build).
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "common.h"
#include "core/game.h"
#include "core/invariants.h"
#include "wire/wire.h"

static int usage(void) {
    fprintf(stderr, "usage: arcs-sweep [--games N] [--seed S] [--playout-every K]\n");
    return 2;
}

static arcs_move pick(arcs_game *g, picker *r) {
    const arcs_move *moves;
    size_t n = 0;
    arcs_legal_moves_view(g, &moves, &n);
    return moves[picker_below(r, n)];
}

int main(int argc, char **argv) {
    uint64_t games = 100000, seed = 1, playout_every = 1000;
    for (int i = 1; i < argc; i++) {
        uint64_t *dst = NULL;
        if (!strcmp(argv[i], "--games")) dst = &games;
        else if (!strcmp(argv[i], "--seed")) dst = &seed;
        else if (!strcmp(argv[i], "--playout-every")) dst = &playout_every;
        if (!dst || i + 1 >= argc || !parse_u64(argv[++i], dst)) return usage();
    }
    if (!playout_every) playout_every = 1;
    picker r;
    picker_seed(&r, seed, 7);
    uint64_t moves = 0, sampled = 0, invalid = 0, playouts = 0, playout_moves = 0, stuck = 0;
    uint64_t per_players[5] = {0}, per_mode[2] = {0};
    clock_t t0 = clock();
    for (uint64_t i = 0; i < games; i++) {
        int players = 2 + (int)(i % 3);
        int mode = (int)((i / 3) % 2);
        arcs_config cfg;
        arcs_config_init(&cfg);
        cfg.players = players;
        cfg.seed = seed * 1000003u + i;
        cfg.history = ARCS_HISTORY_MOVES;
        if (mode) {
            /* Explicit chance needs a named setup card and a first player. */
            static const char *const SETUP[5] = {"", "", "2p Frontiers", "3p Frontiers", "4p Frontiers"};
            cfg.chance = ARCS_CHANCE_EXPLICIT;
            cfg.setup = SETUP[players];
            cfg.first_player = (int)(i % (uint64_t)players);
        }
        arcs_game *game = NULL, *copy = NULL, *ahead = NULL;
        if (arcs_game_new(&cfg, &game) != ARCS_OK || arcs_game_new(&cfg, &copy) != ARCS_OK ||
            arcs_game_new(&cfg, &ahead) != ARCS_OK) {
            fprintf(stderr, "game %" PRIu64 ": cannot create\n", i);
            return 1;
        }
        per_players[players]++;
        per_mode[mode]++;
        int step = 0;
        for (; !arcs_game_over(game) && step < 20000; step++) {
            arcs_game_copy_state(copy, game);
            int viewer = (int)picker_below(&r, (uint64_t)players + 1) - 1;
            arcs_determinize(copy, viewer, picker_next(&r));
            sampled++;
            char why[256] = "";
            if (!state_valid(copy, why, sizeof why)) {
                invalid++;
                if (invalid <= 10)
                    fprintf(stderr, "game %" PRIu64 " (%dp, %s) move %d viewer %d: %s\n", i, players,
                            mode ? "explicit" : "internal", step, viewer, why);
            } else if (sampled % playout_every == 0) {
                arcs_game_copy_state(ahead, copy);
                int k = 0;
                for (; !arcs_game_over(ahead) && k < 20000; k++) {
                    if (arcs_apply(ahead, pick(ahead, &r)) != ARCS_OK) break;
                    if (!state_invariants_ok(&ahead->s, why, sizeof why)) {
                        invalid++;
                        fprintf(stderr, "game %" PRIu64 " playout: %s\n", i, why);
                        break;
                    }
                }
                playouts++;
                playout_moves += (uint64_t)k;
                if (!arcs_game_over(ahead)) stuck++;
            }
            if (arcs_apply(game, pick(game, &r)) != ARCS_OK) {
                fprintf(stderr, "game %" PRIu64 ": a legal move was rejected\n", i);
                return 1;
            }
            moves++;
        }
        if (!arcs_game_over(game)) stuck++;
        arcs_game_free(ahead);
        arcs_game_free(copy);
        arcs_game_free(game);
    }
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    printf("games %" PRIu64 " (2p %" PRIu64 ", 3p %" PRIu64 ", 4p %" PRIu64 "; internal chance %" PRIu64
           ", explicit %" PRIu64 ")\n",
           games, per_players[2], per_players[3], per_players[4], per_mode[0], per_mode[1]);
    printf("moves %" PRIu64 ", determinized worlds %" PRIu64 ", playouts %" PRIu64 " (%" PRIu64 " moves)\n", moves,
           sampled, playouts, playout_moves);
    printf("invalid states %" PRIu64 ", unfinished games %" PRIu64 ", %.1f s CPU\n", invalid, stuck, secs);
    return invalid || stuck ? 1 : 0;
}
