/* README.md's C example, whole: docs/guides/embed-c.md builds and runs it. */
#include <stdio.h>
#include <arcs/arcs.h>

int main(void) {
    arcs_config cfg;
    arcs_config_init(&cfg);                  /* always: sets cfg.version (ARCS_CONFIG_VERSION) */
    cfg.players = 3;
    cfg.seed = 42;
    arcs_game *game;
    if (arcs_game_new(&cfg, &game) != ARCS_OK) return 1;
    while (!arcs_game_over(game)) {
        arcs_move moves[ARCS_MAX_LEGAL_MOVES];
        size_t n;
        arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n);
        arcs_apply(game, moves[0]);          /* your choice here */
    }
    printf("winner: Player %d\n", arcs_winner(game) + 1);  /* players count from 0 */
    arcs_game_free(game);
    return 0;
}
