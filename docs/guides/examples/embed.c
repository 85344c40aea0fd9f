/* Embed libarcs in C (docs/guides/embed-c.md): the guide's snippets, whole.
 * Errors and their reasons, move text, the log, save and load, replays.
 * Build: cc -std=c11 embed.c -o embed $(pkg-config --cflags --libs libarcs) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arcs/arcs.h>

/* --- log --- */
static void print_line(void *ud, const char *line) {
    int *lines = ud;
    if ((*lines)++ < 3) printf("log: %s\n", line);   /* the line is valid during the call only */
}
/* --- end log --- */

int main(void) {
    /* --- new game --- */
    int lines = 0;
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = 4;
    cfg.setup = "4p Mix Up 9";               /* no such card: refused with a reason */
    arcs_error err;
    arcs_game *game = NULL;
    if (arcs_game_new_ex(&cfg, &game, &err) != ARCS_OK)
        printf("refused (%s): %s\n", arcs_status_str(err.status), err.message);
    cfg.setup = NULL;                        /* a seeded random setup card */
    cfg.seed = 7;
    cfg.log = print_line;
    cfg.log_ud = &lines;
    if (arcs_game_new_ex(&cfg, &game, &err) != ARCS_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    printf("setup card: %s\n", arcs_setup_name(game));
    /* --- end new game --- */

    /* --- move text --- */
    const arcs_move *moves;
    size_t n;
    arcs_legal_moves_view(game, &moves, &n);             /* no copy: valid until the next apply */
    char text[ARCS_MOVE_STR_MAX];
    arcs_move_to_str(moves[0], text, sizeof text, NULL);  /* e.g. "p2 lead Administration-3" */
    arcs_move parsed;
    if (arcs_move_from_str(text, &parsed) != ARCS_OK || memcmp(&parsed, &moves[0], sizeof parsed) != 0)
        return 1;
    printf("%zu legal moves, the first: %s\n", n, text);
    /* --- end move text --- */

    /* --- errors --- */
    uint64_t before = arcs_state_hash(game);
    arcs_move wrong = moves[0];
    wrong.player = (uint8_t)((wrong.player + 1) % 4);    /* not this player's decision */
    arcs_status st = arcs_apply(game, wrong);
    printf("%s: %s\n", arcs_status_str(st), arcs_last_error(game));
    if (arcs_state_hash(game) != before) return 1;       /* a refused move changes nothing */
    /* --- end errors --- */

    /* --- save and load --- */
    for (int i = 0; i < 50 && !arcs_game_over(game); i++) {
        arcs_legal_moves_view(game, &moves, &n);
        arcs_apply(game, moves[(size_t)i % n]);
    }
    unsigned char state[ARCS_STATE_BYTES_MAX];
    size_t size;
    if (arcs_game_save_state(game, state, sizeof state, &size) != ARCS_OK) return 1;
    arcs_game *copy;
    if (arcs_game_load_state_ex(state, size, NULL, &copy, &err) != ARCS_OK) return 1;
    printf("state: %zu bytes, same hash after loading: %d\n", size,
           arcs_state_hash(copy) == arcs_state_hash(game));
    arcs_game_free(copy);
    /* --- end save and load --- */

    /* --- replay --- */
    size_t need;
    arcs_replay_save(game, NULL, 0, &need);              /* measure first */
    unsigned char *replay = malloc(need);
    if (!replay || arcs_replay_save(game, replay, need, &need) != ARCS_OK) return 1;
    arcs_replay_info info;
    arcs_replay_info_get(replay, need, &info);
    arcs_game *again;
    if (arcs_replay_load_ex(replay, need, NULL, &again, &err) != ARCS_OK) return 1;
    printf("replay: %zu moves of %s, undo works: %d\n", info.moves, info.setup_name,
           arcs_undo(again, 10) == ARCS_OK);
    arcs_game_free(again);
    free(replay);
    /* --- end replay --- */

    arcs_game_free(game);
    return 0;
}
