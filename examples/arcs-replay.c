/*
 * arcs-replay: load a replay file (written by arcs_replay_save, e.g. with
 * `arcs-play --save-replay FILE`), re-apply every move in this process,
 * check the final state hash, and optionally print the moves and the log.
 *
 *   arcs-replay [--moves] [--log] [--expect-hash HEX] [--save-state FILE] REPLAY
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

static void usage(void) {
    fprintf(stderr,
            "usage: arcs-replay [--moves] [--log] [--expect-hash HEX] [--save-state FILE] REPLAY\n"
            "  --moves            print every move of the replay\n"
            "  --log              print the game log while re-applying\n"
            "  --expect-hash HEX  fail unless the final state hash is HEX\n"
            "  --save-state FILE  write the final state (arcs_game_save_state) to FILE\n");
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

int main(int argc, char **argv) {
    int show_moves = 0, show_log = 0, have_expect = 0;
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

    arcs_config base;
    arcs_config_init(&base);
    if (show_log) base.log = print_line;
    /* Replays of the campaign (incomplete rules) come from arcs-play --mode
     * campaign: replay them too. */
    base.allow_incomplete = 1;
    arcs_game *game = NULL;
    st = arcs_replay_load(buf, len, &base, &game);
    free(buf);
    if (st != ARCS_OK) {
        fprintf(stderr, "arcs-replay: %s: %s\n", path, arcs_status_str(st));
        return 1;
    }
    if (show_moves) {
        for (size_t i = 0; i < arcs_history_length(game); i++) {
            arcs_move m;
            char text[64];
            arcs_history_move(game, i, &m);
            arcs_move_to_str(m, text, sizeof text, NULL);
            printf("%5zu  %s\n", i + 1, text);
        }
    }
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
