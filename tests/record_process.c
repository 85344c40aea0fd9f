/*
 * A campaign record across processes (tests/record_new_process.sh): one
 * process saves a record at the Act I boundary, others continue it. Built
 * with blank test Fates (tests/cards/blank_fates.h: every A and B Fate's
 * Act II, every Act III), so that the next Act exists whatever the Fates.
 *
 * Usage: record_process save FILE PLAYERS SEED [LAST_ACT]
 *          (Acts I..LAST_ACT (default 1) played at random, stopped at the
 *          boundary after the last one; a Fate with no next Act may stop
 *          it earlier)
 *        record_process load FILE SEED
 *          (the next Act from FILE, a binary record; prints its setup's hash,
 *          then plays on at random checking the invariants and the loader
 *          and prints the hash reached)
 * Exit status 0, or 1 with the reason on stderr.
 */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/game.h"
#include "core/invariants.h"
#include "wire/wire.h"

static int fail(const char *what, const char *why) {
    fprintf(stderr, "record_process: %s: %s\n", what, why);
    return 1;
}

static uint64_t next(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* One random legal move (false: none, or refused). */
static bool random_move(arcs_game *game, uint64_t *x) {
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    return arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n) == ARCS_OK && n &&
           arcs_apply(game, moves[next(x) % n]) == ARCS_OK;
}

static int save(const char *path, int players, uint64_t seed, int last_act) {
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.mode = ARCS_MODE_CAMPAIGN;
    cfg.players = players;
    cfg.seed = seed;
    cfg.summit_deal_limit = 2; /* random play: every Summit ends */
    cfg.last_act = last_act;
    arcs_game *game = NULL;
    arcs_error err;
    if (arcs_game_new_ex(&cfg, &game, &err) != ARCS_OK) return fail("new game", err.message);
    uint64_t x = seed * 0x9E3779B97F4A7C15ull | 1;
    for (int i = 0; i < 100000 && !arcs_game_over(game); i++)
        if (!random_move(game, &x)) return fail("play", arcs_last_error(game));
    if (!arcs_act_boundary(game)) return fail("play", "the game did not stop at an Act boundary");
    size_t len = 0;
    unsigned char *buf = NULL;
    if (arcs_campaign_record_save(game, NULL, 0, &len) != ARCS_OK || !(buf = malloc(len)) ||
        arcs_campaign_record_save(game, buf, len, &len) != ARCS_OK)
        return fail("save", arcs_last_error(game));
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(buf, 1, len, f) != len || fclose(f)) return fail(path, "cannot write");
    printf("Saved at the end of Act %d: %zu bytes\n", arcs_act(game), len);
    free(buf);
    arcs_game_free(game);
    return 0;
}

static unsigned char *read_all(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    unsigned char *buf = malloc(1u << 20);
    *len = buf ? fread(buf, 1, 1u << 20, f) : 0;
    fclose(f);
    return buf;
}

/* The state saves and loads back to the same hash (the loader's checks). */
static bool reloads(arcs_game *game, char *why, size_t cap) {
    size_t n = 0;
    unsigned char *buf = NULL;
    arcs_game *back = NULL;
    bool ok = arcs_game_save_state(game, NULL, 0, &n) == ARCS_OK && (buf = malloc(n)) &&
              arcs_game_save_state(game, buf, n, &n) == ARCS_OK;
    arcs_status st = ok ? arcs_game_load_state(buf, n, NULL, &back) : ARCS_E_NOMEM;
    if (st != ARCS_OK) {
        static struct arcs_game tmp;
        char inner[200] = "";
        arcs_allocator al = {0};
        if (buf) wire_decode_state(buf, n, &al, &tmp, inner, sizeof inner);
        snprintf(why, cap, "load: %s: %s", arcs_status_str(st), inner);
    }
    else if (arcs_state_hash(back) != arcs_state_hash(game)) snprintf(why, cap, "loaded with another hash");
    ok = st == ARCS_OK && arcs_state_hash(back) == arcs_state_hash(game);
    arcs_game_free(back);
    free(buf);
    return ok;
}

static int load(const char *path, uint64_t seed) {
    size_t len = 0;
    unsigned char *rec = read_all(path, &len);
    if (!rec) return fail(path, "cannot read");
    arcs_record_info info;
    arcs_error err;
    if (arcs_campaign_record_info(rec, len, &info, &err) != ARCS_OK) return fail("record info", err.message);
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.mode = ARCS_MODE_CAMPAIGN;
    cfg.players = info.players;
    cfg.seed = seed;
    cfg.summit_deal_limit = 2;
    cfg.record = rec;
    cfg.record_len = len;
    arcs_game *game = NULL;
    if (arcs_game_new_ex(&cfg, &game, &err) != ARCS_OK) return fail("new game from the record", err.message);
    char why[256] = "";
    if (arcs_act(game) != info.next_act || arcs_game_over(game)) return fail("the record's next Act", "not under way");
    printf("Act %d setup: %016" PRIx64 "\n", arcs_act(game), arcs_state_hash(game));
    uint64_t x = seed * 0x9E3779B97F4A7C15ull | 1;
    for (int i = 0; i < 600 && !arcs_game_over(game); i++) {
        if (!state_invariants_ok(&game->s, why, sizeof why)) return fail("invariants", why);
        if (i % 50 == 0 && !reloads(game, why, sizeof why)) return fail("save/load", why);
        if (!random_move(game, &x)) return fail("the next Act", arcs_last_error(game));
    }
    printf("After play: Act %d, %016" PRIx64 "\n", arcs_act(game), arcs_state_hash(game));
    arcs_game_free(game);
    free(rec);
    return 0;
}

int main(int argc, char **argv) {
    if ((argc == 5 || argc == 6) && strcmp(argv[1], "save") == 0)
        return save(argv[2], atoi(argv[3]), strtoull(argv[4], NULL, 10), argc == 6 ? atoi(argv[5]) : 1);
    if (argc == 4 && strcmp(argv[1], "load") == 0) return load(argv[2], strtoull(argv[3], NULL, 10));
    fprintf(stderr, "usage: record_process save FILE PLAYERS SEED [LAST_ACT] | load FILE SEED\n");
    return 2;
}
