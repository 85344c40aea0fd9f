/*
 * arcs-arena: a bot tournament (include/arcs/bot.h, docs/bots.md).
 *
 *   arcs-arena --games N --players 3 --mode base --policies hard,random,random
 *              [--budget P] [--ms M] [--depth D] [--seed S] [--threads T]
 *              [--acts A] [--max-moves K] [--json] [--verbose]
 *
 * Plays N seeded games between the policies (one per seat; "hard:64" gives
 * that seat a budget of 64 playouts), the seats rotated over every distinct
 * seating of the policies: game i uses seating i mod (number of seatings)
 * and game seed S + i / (number of seatings), so each deal is played once
 * in every seating. Prints per policy the games it sat in, its wins, its
 * win rate with a 95 % Wilson interval, its mean time per decision and its
 * mean playouts per decision (arcs_bot_stats; decisions with one legal move
 * included).
 * A game has one winner (arcs_winner); a game stopped at --max-moves or
 * ended without a winner counts as a loss for every seat ("no winner").
 * Public API only.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arcs/arcs.h"
#include "arcs/bot.h"

#define MAX_SPECS ARCS_MAX_PLAYERS
#define MAX_SEATINGS 24

typedef struct spec {
    char name[32];           /* as given, e.g. "hard:64" */
    arcs_bot_policy policy;
    uint32_t playouts;
} spec;

typedef struct options {
    long games;
    int players;
    arcs_mode mode;
    int acts;
    int nspec;
    spec specs[MAX_SPECS];   /* per seat of the list */
    uint32_t budget;         /* default playouts */
    uint32_t ms;
    uint32_t depth;
    uint64_t seed;
    int threads;
    long max_moves;
    int json;
    int verbose;             /* --verbose: one line per game on stderr */
} options;

typedef struct result {
    int winner_seat;         /* index into the seating's list, -1 none */
    int seating;
    uint64_t decisions[MAX_SPECS];
    uint64_t ns[MAX_SPECS];
    uint64_t playouts[MAX_SPECS];
    long moves;
    int status;
} result;

typedef struct arena {
    const options *o;
    int nseat;               /* distinct seatings */
    int seating[MAX_SEATINGS][ARCS_MAX_PLAYERS]; /* seat -> index into specs */
    result *results;
    atomic_long next;
} arena;

static uint64_t mix(uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

/* Every distinct ordering of the list's entries (the same policy twice
 * gives fewer orderings). */
static void seatings(arena *a, int k, int *cur, int used) {
    const options *o = a->o;
    if (k == o->players) {
        for (int s = 0; s < a->nseat; s++) {
            int same = 1;
            for (int i = 0; i < o->players && same; i++)
                same = strcmp(o->specs[a->seating[s][i]].name, o->specs[cur[i]].name) == 0;
            if (same) return;
        }
        if (a->nseat < MAX_SEATINGS) memcpy(a->seating[a->nseat++], cur, sizeof a->seating[0]);
        return;
    }
    for (int i = 0; i < o->players; i++) {
        if (used & (1 << i)) continue;
        cur[k] = i;
        seatings(a, k + 1, cur, used | (1 << i));
    }
}

static void play(arena *a, long gi, result *r) {
    const options *o = a->o;
    memset(r, 0, sizeof *r);
    r->winner_seat = -1;
    r->seating = (int)(gi % a->nseat);
    const int *seat = a->seating[r->seating];
    arcs_config c;
    arcs_config_init(&c);
    c.players = o->players;
    c.mode = o->mode;
    c.seed = o->seed + (uint64_t)(gi / a->nseat);
    c.history = ARCS_HISTORY_MOVES;
    if (o->mode == ARCS_MODE_CAMPAIGN) {
        c.last_act = o->acts;
        c.summit_deal_limit = 2;
    }
    arcs_game *g = NULL;
    arcs_bot *bots[ARCS_MAX_PLAYERS] = {0};
    if ((r->status = arcs_game_new(&c, &g)) != ARCS_OK) return;
    for (int p = 0; p < o->players; p++) {
        const spec *sp = &o->specs[seat[p]];
        arcs_bot_config bc;
        arcs_bot_config_init(&bc, sp->policy);
        bc.player = p;
        bc.seed = mix(o->seed ^ mix((uint64_t)gi * 8 + (uint64_t)p));
        bc.budget_playouts = sp->playouts ? sp->playouts : o->budget;
        bc.budget_ms = o->ms;
        bc.max_depth = o->depth;
        if ((r->status = arcs_bot_new(&bc, &bots[p])) != ARCS_OK) goto done;
    }
    while (!arcs_game_over(g) && r->moves < o->max_moves) {
        int p = arcs_current_player(g);
        arcs_move m;
        if (p < 0 || p >= o->players) {
            r->status = ARCS_E_INTERNAL;
            break;
        }
        if ((r->status = arcs_bot_choose(bots[p], g, &m)) != ARCS_OK) {
            fprintf(stderr, "game %ld: Player %d: %s\n", gi, p + 1, arcs_bot_last_error(bots[p]));
            break;
        }
        if ((r->status = arcs_apply(g, m)) != ARCS_OK) break;
        r->moves++;
    }
    if (arcs_game_over(g)) {
        int w = arcs_winner(g);
        if (w >= 0 && w < o->players) r->winner_seat = seat[w];
    }
    for (int p = 0; p < o->players; p++) {
        arcs_bot_stats s;
        arcs_bot_get_stats(bots[p], &s);
        r->decisions[seat[p]] += s.decisions;
        r->ns[seat[p]] += s.total_ns;
        r->playouts[seat[p]] += s.playouts;
    }
done:
    for (int p = 0; p < o->players; p++) arcs_bot_free(bots[p]);
    arcs_game_free(g);
}

static void *worker(void *arg) {
    arena *a = arg;
    for (;;) {
        long gi = atomic_fetch_add(&a->next, 1);
        if (gi >= a->o->games) break;
        play(a, gi, &a->results[gi]);
    }
    return NULL;
}

static void wilson(double wins, double n, double *lo, double *hi) {
    if (n <= 0) {
        *lo = 0, *hi = 1;
        return;
    }
    const double z = 1.959963984540054;
    double p = wins / n, d = 1 + z * z / n, c = (p + z * z / (2 * n)) / d;
    double h = z / d * sqrt(p * (1 - p) / n + z * z / (4 * n * n));
    *lo = c - h < 0 ? 0 : c - h;
    *hi = c + h > 1 ? 1 : c + h;
}

static int usage(const char *why) {
    if (why) fprintf(stderr, "arcs-arena: %s\n", why);
    fprintf(stderr,
            "usage: arcs-arena [--games N] [--players 2|3|4] [--mode base|leaders-lore|campaign]\n"
            "                  --policies P1,P2,... (one per seat: random, easy, normal, hard; \"hard:64\": 64 playouts)\n"
            "                  [--budget PLAYOUTS] [--ms MS] [--depth MOVES] [--seed S] [--threads T]\n"
            "                  [--acts 1|2|3] [--max-moves K] [--json] [--verbose]\n");
    return 64;
}

static int parse_specs(options *o, const char *list) {
    char buf[256];
    snprintf(buf, sizeof buf, "%s", list);
    o->nspec = 0;
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        if (o->nspec == MAX_SPECS) return 0;
        spec *s = &o->specs[o->nspec++];
        snprintf(s->name, sizeof s->name, "%s", tok);
        char *colon = strchr(tok, ':');
        s->playouts = 0;
        if (colon) {
            *colon = 0;
            char *end;
            unsigned long v = strtoul(colon + 1, &end, 10);
            if (*end || v == 0 || v > 100000000ul) return 0;
            s->playouts = (uint32_t)v;
        }
        int pol = arcs_bot_policy_from_name(tok);
        if (pol < 0) return 0;
        s->policy = (arcs_bot_policy)pol;
    }
    return o->nspec > 0;
}

int main(int argc, char **argv) {
    options o = {.games = 30, .players = 3, .mode = ARCS_MODE_BASE, .acts = 1, .seed = 1, .threads = 1,
                 .max_moves = 20000};
    const char *policies = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--json")) {
            o.json = 1;
            continue;
        }
        if (!strcmp(a, "--verbose")) {
            o.verbose = 1;
            continue;
        }
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) return usage(NULL), 0;
        if (!v) return usage("missing value");
        i++;
        char *end = NULL;
        if (!strcmp(a, "--games")) o.games = strtol(v, &end, 10);
        else if (!strcmp(a, "--players")) o.players = (int)strtol(v, &end, 10);
        else if (!strcmp(a, "--budget")) o.budget = (uint32_t)strtoul(v, &end, 10);
        else if (!strcmp(a, "--ms")) o.ms = (uint32_t)strtoul(v, &end, 10);
        else if (!strcmp(a, "--depth")) o.depth = (uint32_t)strtoul(v, &end, 10);
        else if (!strcmp(a, "--seed")) o.seed = strtoull(v, &end, 10);
        else if (!strcmp(a, "--threads")) o.threads = (int)strtol(v, &end, 10);
        else if (!strcmp(a, "--acts")) o.acts = (int)strtol(v, &end, 10);
        else if (!strcmp(a, "--max-moves")) o.max_moves = strtol(v, &end, 10);
        else if (!strcmp(a, "--policies")) policies = v;
        else if (!strcmp(a, "--mode")) {
            if (!strcmp(v, "base")) o.mode = ARCS_MODE_BASE;
            else if (!strcmp(v, "leaders-lore") || !strcmp(v, "ll")) o.mode = ARCS_MODE_LEADERS_LORE;
            else if (!strcmp(v, "campaign")) o.mode = ARCS_MODE_CAMPAIGN;
            else return usage("unknown mode");
        } else return usage("unknown option");
        if (end && *end) return usage("not a number");
    }
    if (!policies || !parse_specs(&o, policies)) return usage("--policies: one known policy per seat");
    if (o.players < 2 || o.players > 4 || o.nspec != o.players) return usage("give one policy per player (2..4)");
    if (o.games < 1 || o.threads < 1 || o.threads > 64 || o.acts < 1 || o.acts > 3 || o.max_moves < 1)
        return usage("a number out of range");

    arena a = {.o = &o};
    int cur[ARCS_MAX_PLAYERS];
    seatings(&a, 0, cur, 0);
    a.results = calloc((size_t)o.games, sizeof *a.results);
    if (!a.results) return 70;
    atomic_init(&a.next, 0);
    pthread_t th[64];
    for (int t = 0; t < o.threads; t++) pthread_create(&th[t], NULL, worker, &a);
    for (int t = 0; t < o.threads; t++) pthread_join(th[t], NULL);

    /* Per distinct policy name. */
    char names[MAX_SPECS][32];
    int nname = 0, of[MAX_SPECS];
    for (int s = 0; s < o.nspec; s++) {
        int k = 0;
        while (k < nname && strcmp(names[k], o.specs[s].name)) k++;
        if (k == nname) snprintf(names[nname++], sizeof names[0], "%s", o.specs[s].name);
        of[s] = k;
    }
    long seats[MAX_SPECS] = {0}, wins[MAX_SPECS] = {0}, none = 0, errors = 0, moves = 0;
    uint64_t dec[MAX_SPECS] = {0}, ns[MAX_SPECS] = {0}, po[MAX_SPECS] = {0};
    for (long g = 0; g < o.games; g++) {
        const result *r = &a.results[g];
        if (o.verbose) {
            fprintf(stderr, "game %ld: seed %llu, seats", g, (unsigned long long)(o.seed + (uint64_t)(g / a.nseat)));
            for (int p = 0; p < o.players; p++) fprintf(stderr, " %s", o.specs[a.seating[r->seating][p]].name);
            fprintf(stderr, "; %ld moves; winner %s%s\n", r->moves,
                    r->winner_seat >= 0 ? o.specs[r->winner_seat].name : "none",
                    r->status != ARCS_OK ? " (error)" : "");
        }
        if (r->status != ARCS_OK) errors++;
        moves += r->moves;
        for (int s = 0; s < o.nspec; s++) {
            seats[of[s]]++;
            dec[of[s]] += r->decisions[s];
            ns[of[s]] += r->ns[s];
            po[of[s]] += r->playouts[s];
        }
        if (r->winner_seat >= 0) wins[of[r->winner_seat]]++;
        else none++;
    }
    const char *mode = o.mode == ARCS_MODE_BASE ? "base" : o.mode == ARCS_MODE_LEADERS_LORE ? "leaders-lore" : "campaign";
    if (o.json) {
        printf("{\"games\": %ld, \"players\": %d, \"mode\": \"%s\", \"seed\": %llu, \"seatings\": %d, "
               "\"budget\": %u, \"ms\": %u, \"depth\": %u, \"no_winner\": %ld, \"errors\": %ld, \"policies\": [",
               o.games, o.players, mode, (unsigned long long)o.seed, a.nseat, o.budget, o.ms, o.depth, none, errors);
        for (int k = 0; k < nname; k++) {
            double lo, hi;
            wilson((double)wins[k], (double)seats[k], &lo, &hi);
            printf("%s{\"policy\": \"%s\", \"seats\": %ld, \"wins\": %ld, \"win_rate\": %.4f, \"ci95\": [%.4f, %.4f], "
                   "\"decisions\": %llu, \"ms_per_decision\": %.4f, \"playouts_per_decision\": %.1f}",
                   k ? ", " : "", names[k], seats[k], wins[k], seats[k] ? (double)wins[k] / seats[k] : 0.0, lo, hi,
                   (unsigned long long)dec[k], dec[k] ? ns[k] / 1e6 / dec[k] : 0.0,
                   dec[k] ? (double)po[k] / dec[k] : 0.0);
        }
        printf("]}\n");
    } else {
        printf("%ld games, %d players, %s, seed %llu, %d seatings, budget %u playouts, %u ms, depth %u; "
               "%.0f moves/game\n",
               o.games, o.players, mode, (unsigned long long)o.seed, a.nseat, o.budget, o.ms, o.depth,
               (double)moves / o.games);
        printf("%-14s %7s %7s %9s %17s %12s %12s\n", "policy", "seats", "wins", "win rate", "95% CI", "ms/decision",
               "playouts/dec");
        for (int k = 0; k < nname; k++) {
            double lo, hi;
            wilson((double)wins[k], (double)seats[k], &lo, &hi);
            printf("%-14s %7ld %7ld %8.1f%% %7.1f%% - %5.1f%% %12.3f %12.1f\n", names[k], seats[k], wins[k],
                   seats[k] ? 100.0 * wins[k] / seats[k] : 0.0, 100 * lo, 100 * hi,
                   dec[k] ? ns[k] / 1e6 / dec[k] : 0.0, dec[k] ? (double)po[k] / dec[k] : 0.0);
        }
        printf("no winner: %ld; errors: %ld\n", none, errors);
    }
    free(a.results);
    return errors ? 1 : 0;
}
