/* A program that knows libarcs only through its installed header and
 * pkg-config file: scripts/test.sh builds it against a staged `meson install`
 * and runs one full random game. */
#include <arcs/arcs.h>
#include <stdio.h>

int main(void) {
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = 3;
    cfg.seed = 2024;
    arcs_game *game = NULL;
    if (arcs_game_new(&cfg, &game) != ARCS_OK) return 1;
    uint64_t r = 88172645463325252ull;
    while (!arcs_game_over(game)) {
        arcs_move moves[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        if (arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n) != ARCS_OK || n == 0) return 2;
        r ^= r << 13;
        r ^= r >> 7;
        r ^= r << 17;
        if (arcs_apply(game, moves[r % n]) != ARCS_OK) return 3;
    }
    printf("consumer: libarcs %s, winner player %d\n", arcs_version(), arcs_winner(game) + 1);
    arcs_game_free(game);
    return 0;
}
