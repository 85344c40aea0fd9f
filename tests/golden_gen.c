/* Writes the golden wire buffers of tests/golden/v1 (run once, by the
 * release that writes schema v1; later releases must keep reading them):
 *
 *   GAME.replay        a whole seeded random game (config + every move)
 *   GAME-mN.state      the state after N moves of that game
 *   X.obsS             the observation of X for seat S ("pub" = public view)
 *   moves.bin          a length-prefixed list of Move messages, one per kind
 *                      of move met in the games
 *   MANIFEST           one line per buffer (moves: one per kind, per card and per kind of chance) with what it must give:
 *     replay FILE PLAYERS MOVES WINNER
 *     state FILE PLAYERS CONT_SEED CONT_MOVES CONT_WINNER
 *         (random play continued from the loaded state with the xorshift
 *          seed CONT_SEED ends after CONT_MOVES moves with CONT_WINNER)
 *     move INDEX TEXT   (the text of the INDEX-th message of moves.bin)
 *     moves FILE COUNT
 *
 * Usage: golden_gen DIR */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arcs/arcs.h"

static const char *dir;
static FILE *manifest;

static void die(const char *what) {
    fprintf(stderr, "golden_gen: %s\n", what);
    exit(1);
}

static void write_file(const char *name, const void *buf, size_t len) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(buf, 1, len, f) != len || fclose(f)) die(path);
}

typedef arcs_status (*saver)(const arcs_game *, void *, size_t, size_t *);

static void save(const arcs_game *g, saver fn, const char *name) {
    size_t need = 0;
    if (fn(g, NULL, 0, &need) != ARCS_E_BUFFER_TOO_SMALL && need == 0) die("size");
    unsigned char *buf = malloc(need);
    if (!buf || fn(g, buf, need, &need) != ARCS_OK) die(name);
    write_file(name, buf, need);
    free(buf);
}

static void save_observations(const arcs_game *g, const char *base) {
    for (int seat = -1; seat < arcs_num_players(g); seat++) {
        unsigned char buf[65536];
        size_t n = 0;
        if (arcs_observation(g, seat, buf, sizeof buf, &n) != ARCS_OK) die("observation");
        char name[256];
        if (seat < 0) snprintf(name, sizeof name, "%s.obspub", base);
        else snprintf(name, sizeof name, "%s.obs%d", base, seat);
        write_file(name, buf, n);
    }
}

static uint64_t xs(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* Play random legal moves to the end; returns the number of moves. */
static size_t play_out(arcs_game *g, uint64_t x) {
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t count = 0;
    while (!arcs_game_over(g)) {
        size_t n = 0;
        if (arcs_legal_moves(g, moves, ARCS_MAX_LEGAL_MOVES, &n) != ARCS_OK || !n) die("no legal move");
        if (arcs_apply(g, moves[xs(&x) % n]) != ARCS_OK) die("apply");
        count++;
    }
    return count;
}

static arcs_move seen[128];
static int nseen;

static void note_move(arcs_move m) {
    for (int i = 0; i < nseen; i++)
        if (seen[i].kind == m.kind && (m.kind != ARCS_MOVE_CARD || seen[i].a == m.a) &&
            (m.kind != ARCS_MOVE_CHANCE || seen[i].c == m.c))
            return;
    if (nseen < 128) seen[nseen++] = m;
}

static void one_game(const char *name, int np, uint64_t seed, const char *explicit_setup, const size_t *points) {
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = np;
    cfg.seed = seed;
    if (explicit_setup) {
        cfg.setup = explicit_setup;
        cfg.chance = ARCS_CHANCE_EXPLICIT;
        cfg.first_player = (int)(seed % (uint64_t)np);
    }
    arcs_game *g = NULL;
    if (arcs_game_new(&cfg, &g) != ARCS_OK) die("new game");
    uint64_t x = seed * 0x9E3779B97F4A7C15ull + 1;
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t count = 0;
    int k = 0;
    while (!arcs_game_over(g)) {
        if (points[k] && count == points[k]) {
            char file[256];
            snprintf(file, sizeof file, "%s-m%zu.state", name, count);
            save(g, arcs_game_save_state, file);
            save_observations(g, file);
            arcs_game *c = NULL;
            if (arcs_game_clone(g, &c) != ARCS_OK) die("clone");
            uint64_t cont = seed + 1000 * (uint64_t)count;
            size_t cm = play_out(c, cont);
            fprintf(manifest, "state %s %d %" PRIu64 " %zu %d\n", file, np, cont, cm, arcs_winner(c));
            arcs_game_free(c);
            k++;
        }
        size_t n = 0;
        if (arcs_legal_moves(g, moves, ARCS_MAX_LEGAL_MOVES, &n) != ARCS_OK || !n) die("no legal move");
        arcs_move m = moves[xs(&x) % n];
        note_move(m);
        if (arcs_apply(g, m) != ARCS_OK) die("apply");
        count++;
    }
    char file[256];
    snprintf(file, sizeof file, "%s.replay", name);
    save(g, arcs_replay_save, file);
    save_observations(g, file);
    fprintf(manifest, "replay %s %d %zu %d\n", file, np, count, arcs_winner(g));
    arcs_game_free(g);
}

int main(int argc, char **argv) {
    if (argc != 2) die("usage: golden_gen DIR");
    dir = argv[1];
    char path[1024];
    snprintf(path, sizeof path, "%s/MANIFEST", dir);
    manifest = fopen(path, "w");
    if (!manifest) die(path);
    fprintf(manifest, "# written by libarcs %s, wire schema %d (tests/golden_gen.c)\n", arcs_version(),
            ARCS_WIRE_SCHEMA_VERSION);
    static const size_t points[] = {40, 400, 1200, 0};
    one_game("g2p-s1", 2, 1, NULL, points);
    one_game("g3p-s2", 3, 2, NULL, points);
    one_game("g4p-s3", 4, 3, NULL, points);
    one_game("g4p-s7", 4, 7, NULL, points + 1);
    one_game("g3p-s5-chance", 3, 5, "3p Frontiers", points + 1);
    one_game("g2p-s9-chance", 2, 9, "2p Homelands", points + 3);
    /* One Move message per kind of move met. */
    unsigned char buf[128 * 40];
    size_t len = 0;
    for (int i = 0; i < nseen; i++) {
        size_t n = 0;
        if (arcs_move_to_bytes(seen[i], buf + len + 1, 32, &n) != ARCS_OK) die("move bytes");
        buf[len] = (unsigned char)n;
        len += n + 1;
        char text[128];
        if (arcs_move_to_str(seen[i], text, sizeof text, NULL) != ARCS_OK) die("move text");
        fprintf(manifest, "move %d %s\n", i, text);
    }
    write_file("moves.bin", buf, len);
    fprintf(manifest, "moves moves.bin %d\n", nseen);
    return fclose(manifest) != 0;
}
