/* Writes seed inputs for the fuzz harnesses into a directory:
 *   fuzz_corpus load_state DIR   GameState bodies (no trailer), and the same
 *                                states with a decision the rules could not
 *                                have pushed on top (rejected: the fuzzer
 *                                starts at the edge of the frame checks)
 *   fuzz_corpus replay_load DIR  Replay bodies (no trailer)
 *   fuzz_corpus apply_moves DIR  programs for fuzz_apply_moves
 *   fuzz_corpus record_load DIR  campaign records (bodies, no trailer) and their JSON */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arcs/arcs.h"
#include "cards/hooks.h"
#include "wire/wire.h"
#include "wire_fixture.h"

static void put(const char *dir, const char *kind, int i, const unsigned char *buf, size_t n) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s-%03d", dir, kind, i);
    FILE *f = fopen(path, "wb");
    if (!f) exit(1);
    fwrite(buf, 1, n, f);
    fclose(f);
}

/* Every fourth sample is a campaign Act I game (incomplete rules). */
static arcs_game *new_sample_game(int np, int i) {
    return i % 4 == 3 ? wf_new_campaign_game(np, (uint64_t)i, false) : wf_try_new_game(np, (uint64_t)i);
}

/* Up to `moves` random legal moves (seeded by i), fewer if the game ends. */
static void play_random(arcs_game *game, int i, int moves) {
    uint64_t x = (uint64_t)i * 31 + 7;
    arcs_move legal[ARCS_MAX_LEGAL_MOVES];
    for (int k = 0; k < moves && !arcs_game_over(game); k++) {
        size_t n = 0;
        arcs_legal_moves(game, legal, ARCS_MAX_LEGAL_MOVES, &n);
        if (!n) break;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        arcs_apply(game, legal[x % n]);
    }
}

/* A campaign game played at random to its end (seed i). */
static arcs_game *played_campaign(int i) {
    arcs_game *game = wf_new_campaign_game(2 + i % 3, (uint64_t)i, false);
    if (game) play_random(game, i, 1 << 20);
    return game;
}

static arcs_game *sample(int i) {
    int np = 2 + i % 3;
    arcs_game *game = new_sample_game(np, i);
    if (game) {
        play_random(game, i, i * 13);
        return game;
    }
    game_state s;
    wf_synthetic_state(&s, np, (uint64_t)i + 1);
    return wf_handle(&s);
}

/* The top frame turned into one of these kinds (lib/wire/frame_checks.c
 * rejects each where the rules would not push it). */
static const int IMPOSSIBLE_TOP[] = {FR_OUTRAGE, FR_ELIMINATION, FR_DRAFT, FR_EVENT, FR_FATE, FR_START_PLACE,
                                     FR_SUMMIT_ORDER, FR_BATTLE_HIT, FR_CARD, FR_MULLIGAN, FR_SEIZE, FR_DECLARE};

static void put_impossible(const char *dir, int i, arcs_game *game) {
    game_state *g = &game->s;
    if (!g->depth) return;
    frame *f = &g->stack[g->depth - 1];
    f->kind = (uint8_t)IMPOSSIBLE_TOP[i % (int)(sizeof IMPOSSIBLE_TOP / sizeof IMPOSSIBLE_TOP[0])];
    if (f->kind == FR_CARD && g->court_deck_len > g->court_deck_known)
        f->card = court_deck_pile(g)[g->court_deck_len - 1]; /* a card nobody has drawn */
    size_t need = 0;
    if (arcs_game_save_state(game, NULL, 0, &need) != ARCS_OK) return;
    unsigned char *buf = malloc(need);
    if (buf && arcs_game_save_state(game, buf, need, &need) == ARCS_OK)
        put(dir, "load_state-impossible", i, buf, need - WIRE_TRAILER_LEN);
    free(buf);
}

int main(int argc, char **argv) {
    if (argc != 3) return 64;
    const char *what = argv[1], *dir = argv[2];
    for (int i = 0; i < 24; i++) {
        arcs_game *game = sample(i);
        size_t need = 0;
        unsigned char *buf = NULL;
        if (strcmp(what, "load_state") == 0) {
            arcs_game_save_state(game, NULL, 0, &need);
            buf = malloc(need);
            arcs_game_save_state(game, buf, need, &need);
            put(dir, what, i, buf, need - WIRE_TRAILER_LEN);
            put_impossible(dir, i, game);
        } else if (strcmp(what, "replay_load") == 0) {
            arcs_replay_save(game, NULL, 0, &need);
            buf = malloc(need);
            arcs_replay_save(game, buf, need, &need);
            put(dir, what, i, buf, need - WIRE_TRAILER_LEN);
        } else if (strcmp(what, "record_load") == 0) {
            /* Records of campaign games played to the end of Act I (the
             * Act boundary), binary bodies and their JSON. */
            arcs_game_free(game);
            game = played_campaign(i);
            if (arcs_campaign_record_save(game, NULL, 0, &need) != ARCS_OK) {
                arcs_game_free(game);
                continue;
            }
            buf = malloc(need);
            arcs_campaign_record_save(game, buf, need, &need);
            put(dir, what, i, buf, need - WIRE_TRAILER_LEN);
            size_t n = 0;
            arcs_campaign_record_to_json(buf, need, NULL, 0, &n, NULL);
            char *text = malloc(n);
            arcs_campaign_record_to_json(buf, need, text, n, &n, NULL);
            put(dir, "record_load-json", i, (const unsigned char *)text, n - 1);
            free(text);
        } else if (strcmp(what, "apply_moves") == 0) {
            unsigned char prog[9 + 7 * 64];
            memset(prog, 0, sizeof prog);
            prog[0] = (unsigned char)(i | (i % 4 == 3 ? 0x40 : 0)); /* bit 6: campaign */
            prog[1] = (unsigned char)(i * 7);
            for (int k = 0; k < 64; k++) {
                unsigned char *p = prog + 9 + 7 * k;
                p[0] = (unsigned char)(k % 7 == 6 ? 4 : k % 3 == 2 ? 0 : 1);
                p[1] = (unsigned char)(1 + (i + k) % 39);
                p[3] = (unsigned char)(k * 5 + i);
            }
            put(dir, what, i, prog, sizeof prog);
        } else return 64;
        free(buf);
        arcs_game_free(game);
    }
    return 0;
}
