/*
 * arcs-replay: load a replay file (written by arcs_replay_save, e.g. with
 * `arcs-play --save-replay FILE`), re-apply every move in this process,
 * check the final state hash, and optionally print the moves and the log.
 *
 *   arcs-replay [--moves] [--log] [--expect-hash HEX] [--save-state FILE] REPLAY
 *   arcs-replay --until N [--board] [--view P] REPLAY   the game after move N
 *   arcs-replay --step [--view P] REPLAY                step forward and back
 *
 * --step reads commands on stdin: n (next move), p (previous), g N (go to
 * after move N), b (the board), d (describe), q (quit); an empty line is n.
 * Moves are shown with their label (arcs_move_label); --view P draws the
 * board and hides what Player P may not see (default: a spectator). A
 * replay saved for one seat during a live game (arcs_replay_save_for,
 * Replay.saved_for) is shown as that seat sees it, whatever the file is
 * called: --view is that seat, another is refused, --moves prints the moves
 * as the seat saw them and the whole-truth description (d) is not offered.
 *
 * Exit status: 0 the replay re-ran and its final hash matched; 1 the file
 * could not be read or loaded (the library's status is printed); 2 the
 * final hash differs from --expect-hash; 64 usage.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arcs/arcs.h"
#include "board.h"

static void usage(void) {
    fprintf(stderr,
            "usage: arcs-replay [--moves] [--log] [--expect-hash HEX] [--save-state FILE] REPLAY\n"
            "  --moves            print every move of the replay\n"
            "  --log              print the game log while re-applying\n"
            "  --expect-hash HEX  fail unless the final state hash is HEX\n"
            "  --save-state FILE  write the final state (arcs_game_save_state) to FILE\n"
            "  --until N          stop after move N (print the board with --board)\n"
            "  --board            draw the board at the end (or at --until)\n"
            "  --step             step through the game: n next, p previous, g N go to\n"
            "                     move N, b board, d describe, q quit\n"
            "  --view P           the board and moves as Player P (1-4) sees them\n");
}

static unsigned char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0;
    unsigned char *buf = malloc(cap);
    while (buf) {
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (n < cap) break;
        unsigned char *bigger = realloc(buf, cap * 2);
        if (!bigger) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = bigger;
        cap *= 2;
    }
    int err = ferror(f);
    fclose(f);
    if (err) {
        free(buf);
        return NULL;
    }
    *len = n;
    return buf;
}

static void print_line(void *ud, const char *line) {
    (void)ud;
    printf("  | %s\n", line);
}

/* Put the game at `target` moves of the replay's `n` moves: undo back or
 * re-apply forward, printing each move applied (as `viewer` sees it). */
static size_t go_to(arcs_game *game, const arcs_move *moves, size_t n, size_t target, int viewer) {
    size_t at = arcs_history_length(game);
    if (target > n) target = n;
    if (target < at) {
        if (arcs_undo(game, (unsigned)(at - target)) != ARCS_OK) return at;
        return target;
    }
    while (at < target) {
        char label[ARCS_MOVE_LABEL_MAX];
        int player = moves[at].player == ARCS_PLAYER_CHANCE_ID ? ARCS_PLAYER_CHANCE : moves[at].player;
        board_move_seen(game, moves[at], viewer, label, sizeof label);
        if (player == ARCS_PLAYER_CHANCE) printf("%5zu  chance: %s\n", at + 1, label);
        else printf("%5zu  Player %d: %s\n", at + 1, player + 1, label);
        if (arcs_apply(game, moves[at]) != ARCS_OK) break;
        at++;
    }
    return at;
}

/* The game's history (the replay's moves) in a new array of *n moves; NULL
 * when out of memory. */
static arcs_move *history_of(const arcs_game *game, size_t *n) {
    *n = arcs_history_length(game);
    arcs_move *moves = malloc((*n ? *n : 1) * sizeof *moves);
    for (size_t i = 0; moves && i < *n; i++) arcs_history_move(game, i, &moves[i]);
    return moves;
}

/* The interactive stepper (--step). */
static void step_through(arcs_game *game, const arcs_move *moves, size_t n, int viewer) {
    go_to(game, moves, n, 0, viewer);
    printf("At the start (move 0 of %zu). n next, p previous, g N go to move N, b board, d describe, q quit.\n", n);
    char line[128];
    for (;;) {
        printf("[move %zu/%zu]> ", arcs_history_length(game), n);
        fflush(stdout);
        if (!fgets(line, sizeof line, stdin)) break;
        line[strcspn(line, "\r\n")] = 0;
        size_t at = arcs_history_length(game);
        if (line[0] == 0 || strcmp(line, "n") == 0) {
            if (at >= n) printf("  (the last move)\n");
            else go_to(game, moves, n, at + 1, viewer);
        } else if (strcmp(line, "p") == 0) {
            if (at == 0) printf("  (the start)\n");
            else {
                go_to(game, moves, n, at - 1, viewer);
                printf("  took back move %zu\n", at);
            }
        } else if (line[0] == 'g' && line[1] == ' ') {
            go_to(game, moves, n, strtoull(line + 2, NULL, 10), viewer);
        } else if (strcmp(line, "b") == 0) {
            board_print(game, viewer);
        } else if (strcmp(line, "d") == 0) {
            if (arcs_saved_for(game) >= 0) board_print(game, viewer); /* describe tells everything */
            else board_print_describe(game);
        } else if (strcmp(line, "q") == 0) {
            break;
        } else {
            printf("  n next, p previous, g N go to move N, b board, d describe, q quit\n");
        }
    }
    printf("\n");
}

int main(int argc, char **argv) {
    int show_moves = 0, show_log = 0, have_expect = 0, show_board = 0, step = 0, viewer = -1;
    long long until = -1;
    uint64_t expect = 0;
    const char *path = NULL, *state_out = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--moves") == 0) show_moves = 1;
        else if (strcmp(argv[i], "--log") == 0) show_log = 1;
        else if (strcmp(argv[i], "--expect-hash") == 0 && i + 1 < argc) {
            char *end;
            expect = strtoull(argv[++i], &end, 16);
            if (*end) {
                usage();
                return 64;
            }
            have_expect = 1;
        } else if (strcmp(argv[i], "--save-state") == 0 && i + 1 < argc) state_out = argv[++i];
        else if (strcmp(argv[i], "--board") == 0) show_board = 1;
        else if (strcmp(argv[i], "--step") == 0) step = 1;
        else if (strcmp(argv[i], "--until") == 0 && i + 1 < argc) {
            char *end;
            until = strtoll(argv[++i], &end, 10);
            if (*end || until < 0) {
                usage();
                return 64;
            }
        } else if (strcmp(argv[i], "--view") == 0 && i + 1 < argc) {
            char *end;
            viewer = (int)strtol(argv[++i], &end, 10) - 1;
            if (*end || viewer < 0 || viewer > 3) {
                usage();
                return 64;
            }
        }
        else if (argv[i][0] == '-' || path) {
            usage();
            return 64;
        } else path = argv[i];
    }
    if (!path) {
        usage();
        return 64;
    }

    size_t len = 0;
    unsigned char *buf = read_file(path, &len);
    if (!buf) {
        fprintf(stderr, "arcs-replay: cannot read %s\n", path);
        return 1;
    }
    arcs_replay_info info;
    arcs_status st = arcs_replay_info_get(buf, len, &info);
    if (st != ARCS_OK) {
        fprintf(stderr, "arcs-replay: %s: %s\n", path, arcs_status_str(st));
        free(buf);
        return 1;
    }
    printf("replay: %d players, setup %s (%s), seed %" PRIu64 ", %zu moves%s, written by libarcs %s\n",
           info.players, info.setup_name, info.setup[0] ? info.setup : "random", info.seed, info.moves,
           info.from_state ? " from a saved state" : "", info.engine_version);
    int seat = -1;
    if (arcs_replay_saved_for(buf, len, &seat, NULL) == ARCS_OK && seat >= 0) {
        if (viewer >= 0 && viewer != seat) {
            fprintf(stderr, "arcs-replay: %s was saved for Player %d during the game: it shows that seat only\n", path,
                    seat + 1);
            free(buf);
            return 64;
        }
        viewer = seat;
        printf("saved for Player %d during the game: shown as Player %d sees it\n", seat + 1, seat + 1);
    }

    arcs_config base;
    arcs_config_init(&base);
    if (show_log) base.log = print_line;
    arcs_game *game = NULL;
    st = arcs_replay_load(buf, len, &base, &game);
    free(buf);
    if (st != ARCS_OK) {
        fprintf(stderr, "arcs-replay: %s: %s\n", path, arcs_status_str(st));
        return 1;
    }
    if (show_moves && seat >= 0) {
        /* As the seat saw them: re-applied from the start, with their labels. */
        size_t n;
        arcs_move *all = history_of(game, &n);
        if (!all) {
            arcs_game_free(game);
            return 1;
        }
        go_to(game, all, n, 0, seat);
        go_to(game, all, n, n, seat);
        free(all);
    } else if (show_moves) {
        for (size_t i = 0; i < arcs_history_length(game); i++) {
            arcs_move m;
            char text[ARCS_MOVE_STR_MAX];
            arcs_history_move(game, i, &m);
            arcs_move_to_str(m, text, sizeof text, NULL);
            printf("%5zu  %s\n", i + 1, text);
        }
    }
    if (viewer >= arcs_num_players(game)) {
        fprintf(stderr, "arcs-replay: --view %d in a %d-player game\n", viewer + 1, arcs_num_players(game));
        arcs_game_free(game);
        return 64;
    }
    if (step || until >= 0) {
        /* Both need the moves and undo: the replay's own history. */
        size_t n;
        arcs_move *moves = history_of(game, &n);
        if (!moves) {
            arcs_game_free(game);
            return 1;
        }
        if (step) step_through(game, moves, n, viewer);
        else {
            size_t target = (size_t)until < n ? (size_t)until : n;
            if (arcs_undo(game, (unsigned)(n - target)) != ARCS_OK && target != n)
                fprintf(stderr, "arcs-replay: cannot go back to move %zu\n", target);
            printf("after move %zu of %zu:\n", arcs_history_length(game), n);
            if (show_board || seat >= 0) board_print(game, viewer);
            else board_print_describe(game);
        }
        free(moves);
        arcs_game_free(game);
        return 0;
    }
    if (show_board) board_print(game, viewer);
    uint64_t hash = arcs_state_hash(game);
    printf("final state: hash %016" PRIx64 "%s", hash,
           info.hash_comparable ? " (equals the recorded hash)" : " (recorded by another library version: not compared)");
    if (arcs_game_over(game)) printf(", game over, winner Player %d (p%d)", arcs_winner(game) + 1, arcs_winner(game));
    printf("\n");
    int rc = 0;
    if (have_expect && hash != expect) {
        fprintf(stderr, "arcs-replay: final hash %016" PRIx64 ", expected %016" PRIx64 "\n", hash, expect);
        rc = 2;
    }
    if (state_out) {
        size_t need = 0;
        arcs_game_save_state(game, NULL, 0, &need);
        unsigned char *out = malloc(need);
        FILE *f = out ? fopen(state_out, "wb") : NULL;
        if (!f || arcs_game_save_state(game, out, need, &need) != ARCS_OK || fwrite(out, 1, need, f) != need) {
            fprintf(stderr, "arcs-replay: cannot write %s\n", state_out);
            rc = 1;
        }
        if (f) fclose(f);
        free(out);
    }
    arcs_game_free(game);
    return rc;
}
