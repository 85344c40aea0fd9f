/* Writes the schema-2 campaign states of this directory: built against
 * libarcs at commit 95994f9 (wire schema 2, the Golem and Faithful fields
 * of Campaign), it plays seeded random 4-player campaign games and saves a
 * state every 150 moves of the games with the Caretaker or the Believer,
 * and the replay of the game so far, listing each file with the state hash
 * the library gave it (MANIFEST).
 * test_card_data loads them with the current library.
 *   cc gen_v2.c -I<95994f9>/include <95994f9>/build/libarcs.a -lprotobuf-c -o gen_v2 && ./gen_v2 DIR */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "arcs/arcs.h"

static uint64_t rng = 88172645463325252ull;
static uint64_t next(void) {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    char path[512];
    snprintf(path, sizeof path, "%s/MANIFEST", argv[1]);
    FILE *manifest = fopen(path, "w");
    if (!manifest) return 1;
    int caretaker = arcs_card_find("ARCS-FATE05"), believer = arcs_card_find("ARCS-FATE08");
    int written = 0;
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    for (uint64_t seed = 1; seed <= 60 && written < 12; seed++) {
        arcs_config cfg;
        arcs_config_init(&cfg);
        cfg.players = 4;
        cfg.mode = ARCS_MODE_CAMPAIGN;
        cfg.seed = seed;
        arcs_game *game = NULL;
        if (arcs_game_new(&cfg, &game) != ARCS_OK) return 1;
        for (int n = 1; !arcs_game_over(game) && n <= 3000; n++) {
            static arcs_move moves[4096];
            size_t count = 0;
            if (arcs_legal_moves(game, moves, 4096, &count) != ARCS_OK || !count) break;
            if (arcs_apply(game, moves[next() % count]) != ARCS_OK) return 1;
            if (n % 150) continue;
            int has = 0;
            for (int p = 0; p < 4; p++) {
                int f = arcs_fate(game, ARCS_NONE, p);
                has |= f == caretaker || f == believer;
            }
            if (!has) continue;
            size_t len = 0;
            if (arcs_game_save_state(game, buf, sizeof buf, &len) != ARCS_OK) return 1;
            snprintf(path, sizeof path, "%s/campaign-s%" PRIu64 "-m%d.state", argv[1], seed, n);
            FILE *f = fopen(path, "wb");
            if (!f || fwrite(buf, 1, len, f) != len) return 1;
            fclose(f);
            fprintf(manifest, "campaign-s%" PRIu64 "-m%d.state %016" PRIx64 "\n", seed, n, arcs_state_hash(game));
            static unsigned char rbuf[1u << 20];
            if (arcs_replay_save(game, rbuf, sizeof rbuf, &len) != ARCS_OK) return 1;
            snprintf(path, sizeof path, "%s/campaign-s%" PRIu64 "-m%d.replay", argv[1], seed, n);
            f = fopen(path, "wb");
            if (!f || fwrite(rbuf, 1, len, f) != len) return 1;
            fclose(f);
            fprintf(manifest, "campaign-s%" PRIu64 "-m%d.replay %016" PRIx64 "\n", seed, n, arcs_state_hash(game));
            if (++written % 2 == 0) break; /* two per game */
        }
        arcs_game_free(game);
    }
    fclose(manifest);
    return written ? 0 : 1;
}
