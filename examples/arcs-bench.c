/*
 * arcs-bench: how fast libarcs plays.
 *
 * Seeded, uniformly random legal play of complete base games (legal-move
 * enumeration + apply at every decision, chance included) for 2, 3 and 4
 * players, single-threaded; then the costs of the calls a search bot makes
 * (state copy, clone, undo, hash, enumerate, new game), the size of a state
 * and of a handle, and optionally the scaling over threads (one handle per
 * thread). Each figure is the median of --reps measurements.
 *
 * The play uses the public API. The benchmark also includes internal headers
 * (through arcs_internal_dep) for two things only: the byte sizes of the state
 * and of the handle, and, in a -Dchecks=true build (ARCS_CHECKS), the
 * invariant check after every move. See docs/performance.md.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "arcs/arcs.h"
#include "core/game.h"
#include "core/invariants.h"
#include "core/state.h"
#include "common.h"

#if defined(ARCS_CHECKS) && ARCS_CHECKS
#define BENCH_CHECKS 1
#else
#define BENCH_CHECKS 0
#endif

#define MAX_GAME_DECISIONS 1000000u /* a game longer than this is an engine bug */
#define NUM_SAMPLES 64              /* states sampled for the per-call costs */
#define MAX_REPS 31

typedef struct options {
    double seconds;      /* per measurement */
    int reps;
    int players[3];
    int nplayers;
    uint64_t seed;
    int threads;         /* 0: no scaling run */
    bool json;
    uint64_t decisions;  /* fixed-work mode (callgrind) when nonzero */
    bool no_calls;       /* skip the per-call costs */
    bool breakdown;      /* campaign: decisions/s by Act and by the decider's Fate */
} options;

/* The history kept by the playing handles (--history). */
static arcs_history_mode history_mode = ARCS_HISTORY_FULL;
/* --mode: base, Leaders & Lore, or the campaign's Act I. */
static arcs_mode bench_mode = ARCS_MODE_BASE;

/* ---- time ---- */

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n) {
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* Keeps results alive so the compiler cannot drop the work. */
static volatile uint64_t sink;

/* ---- failures ---- */

static void die(const char *what, arcs_status st) {
    fprintf(stderr, "arcs-bench: %s: %s\n", what, arcs_status_str(st));
    exit(1);
}

static void die_move(const char *what, arcs_game *game, arcs_move m, arcs_status st) {
    char text[96];
    if (arcs_move_to_str(m, text, sizeof text, NULL) != ARCS_OK) snprintf(text, sizeof text, "kind %d", m.kind);
    fprintf(stderr, "arcs-bench: %s \"%s\" after %zu moves (state hash %016" PRIx64 "): %s\n", what, text,
            arcs_history_length(game), arcs_state_hash(game), arcs_status_str(st));
    exit(1);
}

static void check_state(arcs_game *game, arcs_move last) {
#if BENCH_CHECKS
    char why[256];
    if (!state_invariants_ok(&game->s, why, sizeof why)) {
        char text[96];
        if (arcs_move_to_str(last, text, sizeof text, NULL) != ARCS_OK) snprintf(text, sizeof text, "?");
        fprintf(stderr, "arcs-bench: invariant broken after \"%s\" (move %zu, hash %016" PRIx64 "): %s\n", text,
                arcs_history_length(game), arcs_state_hash(game), why);
        abort();
    }
#else
    (void)game;
    (void)last;
#endif
}

/* ---- random play ---- */

static uint64_t game_seed(uint64_t seed, uint64_t stream, uint64_t index) {
    uint64_t x = seed ^ (stream << 48) ^ (index * 0x9E3779B97F4A7C15ull);
    return picker_splitmix64(&x);
}

/* Allocator hooks that count the library's allocations for one handle
 * (the library allocates only through them: lib/core/game.c). */
typedef struct alloc_count {
    uint64_t allocs;
} alloc_count;

static void *count_alloc(void *ud, size_t size) {
    ((alloc_count *)ud)->allocs++;
    return malloc(size);
}

static void *count_realloc(void *ud, void *ptr, size_t old_size, size_t new_size) {
    (void)old_size;
    ((alloc_count *)ud)->allocs++;
    return realloc(ptr, new_size);
}

static void count_free(void *ud, void *ptr, size_t size) {
    (void)ud;
    (void)size;
    free(ptr);
}

static arcs_game *new_game_counted(int players, uint64_t seed, alloc_count *count) {
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = players;
    cfg.seed = seed;
    cfg.history = history_mode;
    cfg.mode = bench_mode;
    /* Random playouts: 2 deals per Summit, so that every Summit ends. */
    cfg.summit_deal_limit = 2;
    if (count) cfg.allocator = (arcs_allocator){count_alloc, count_realloc, count_free, count};
    arcs_game *game = NULL;
    arcs_status st = arcs_game_new(&cfg, &game);
    if (st != ARCS_OK) die("arcs_game_new", st);
    return game;
}

static arcs_game *new_game(int players, uint64_t seed) { return new_game_counted(players, seed, NULL); }

/* Start a new game in `work` (a long-lived handle whose history buffer is
 * reused from game to game, as a bot's would be). */
static void start_game(arcs_game *work, int players, uint64_t seed) {
    arcs_game *fresh = new_game(players, seed);
    arcs_status st = arcs_game_copy_state(work, fresh);
    if (st != ARCS_OK) die("arcs_game_copy_state", st);
    arcs_game_free(fresh);
    check_state(work, (arcs_move){0});
}

/* One decision: enumerate, pick uniformly, apply. False when the game is over. */
static inline bool random_step(arcs_game *game, picker *rng) {
    const arcs_move *moves = NULL;
    size_t n = 0;
    arcs_status st = arcs_legal_moves_view(game, &moves, &n);
    if (st != ARCS_OK) die("arcs_legal_moves_view", st);
    if (n == 0) {
        if (!arcs_game_over(game)) {
            fprintf(stderr, "arcs-bench: no legal move in a running game (hash %016" PRIx64 ")\n",
                    arcs_state_hash(game));
            exit(1);
        }
        return false;
    }
    arcs_move m = moves[picker_below(rng, n)];
    st = arcs_apply(game, m);
    if (st != ARCS_OK) die_move("the engine refused its own legal move", game, m, st);
    check_state(game, m);
    return true;
}

/* Play the game in `work` to its end; returns the decisions taken. */
static uint64_t play_out(arcs_game *work, picker *rng) {
    uint64_t d = 0;
    while (random_step(work, rng))
        if (++d > MAX_GAME_DECISIONS) {
            fprintf(stderr, "arcs-bench: a game passed %u decisions without ending\n", MAX_GAME_DECISIONS);
            exit(1);
        }
    return d;
}

typedef struct play_result {
    uint64_t games, decisions;
    double seconds;
    uint64_t allocs; /* by the playing handle after its creation: undo-history growth */
} play_result;

/* Play complete games for at least `seconds`. */
static play_result play_for(int players, uint64_t seed, uint64_t stream, double seconds) {
    play_result r = {0, 0, 0, 0};
    alloc_count count = {0};
    arcs_game *work = new_game_counted(players, seed, &count);
    count.allocs = 0;
    picker rng;
    picker_seed(&rng, seed, stream);
    double t0 = now_s(), t;
    do {
        start_game(work, players, game_seed(seed, stream, r.games));
        r.decisions += play_out(work, &rng);
        r.games++;
        t = now_s();
    } while (t - t0 < seconds);
    r.seconds = t - t0;
    r.allocs = count.allocs;
    arcs_game_free(work);
    return r;
}

/* Fixed work for instruction counts: exactly n decisions (games restart as
 * they end). Not inlined, so callgrind can count this function alone:
 * valgrind --tool=callgrind --toggle-collect=bench_fixed_decisions ... */
__attribute__((noinline)) uint64_t bench_fixed_decisions(int players, uint64_t seed, uint64_t n, uint64_t *games);
__attribute__((noinline)) uint64_t bench_fixed_decisions(int players, uint64_t seed, uint64_t n, uint64_t *games) {
    arcs_game *work = new_game(players, seed);
    picker rng;
    picker_seed(&rng, seed, 0);
    uint64_t g = 0, done = 0;
    start_game(work, players, game_seed(seed, 0, g));
    while (done < n) {
        if (random_step(work, &rng)) {
            done++;
            continue;
        }
        g++;
        start_game(work, players, game_seed(seed, 0, g));
    }
    uint64_t h = arcs_state_hash(work);
    arcs_game_free(work);
    *games = g;
    return h;
}

/* ---- per-call costs ---- */

typedef struct call_costs {
    double copy_state_ns, clone_ns, undo_ns, hash_ns, legal_ns, new_game_us;
    double save_load_us; /* < 0: not available */
} call_costs;

/* Sample NUM_SAMPLES states spread over random games into preallocated handles. */
static void sample_states(int players, uint64_t seed, arcs_game **samples) {
    arcs_game *work = new_game(players, seed);
    picker rng;
    picker_seed(&rng, seed, 99);
    int k = 0;
    for (uint64_t g = 0; k < NUM_SAMPLES; g++) {
        start_game(work, players, game_seed(seed, 99, g));
        for (uint64_t d = 0; k < NUM_SAMPLES; d++) {
            if (d % 37 == 5) {
                arcs_status st = arcs_game_copy_state(samples[k++], work);
                if (st != ARCS_OK) die("arcs_game_copy_state", st);
            }
            if (!random_step(work, &rng)) break;
        }
    }
    arcs_game_free(work);
}

static double time_copy_state(arcs_game *dst, arcs_game **samples, long iters) {
    double t0 = now_s();
    for (long i = 0; i < iters; i++) arcs_game_copy_state(dst, samples[i % NUM_SAMPLES]);
    double t = now_s() - t0;
    sink += arcs_state_hash(dst);
    return t * 1e9 / (double)iters;
}

static double time_clone(arcs_game **samples, long iters) {
    double t0 = now_s();
    for (long i = 0; i < iters; i++) {
        arcs_game *c = NULL;
        arcs_status st = arcs_game_clone(samples[i % NUM_SAMPLES], &c);
        if (st != ARCS_OK) die("arcs_game_clone", st);
        arcs_game_free(c);
    }
    return (now_s() - t0) * 1e9 / (double)iters;
}

static double time_hash(arcs_game **samples, long iters) {
    uint64_t acc = 0;
    double t0 = now_s();
    for (long i = 0; i < iters; i++) acc ^= arcs_state_hash(samples[i % NUM_SAMPLES]);
    double t = now_s() - t0;
    sink += acc;
    return t * 1e9 / (double)iters;
}

/* Save each sample into a preallocated buffer and restore it into dst;
 * checks the round trip. Microseconds per save + load. */
static double time_save_load(arcs_game *dst, arcs_game **samples, long iters) {
    static unsigned char buf[1 << 16];
    double t0 = now_s();
    for (long i = 0; i < iters; i++) {
        arcs_game *src = samples[i % NUM_SAMPLES];
        size_t len = 0;
        arcs_status st = arcs_game_save_state(src, buf, sizeof buf, &len);
        if (st != ARCS_OK) die("arcs_game_save_state", st);
        st = arcs_game_restore_state(dst, buf, len);
        if (st != ARCS_OK) die("arcs_game_restore_state", st);
    }
    double t = now_s() - t0;
    if (arcs_state_hash(dst) != arcs_state_hash(samples[(iters - 1) % NUM_SAMPLES])) {
        fprintf(stderr, "arcs-bench: save + load changed the state\n");
        exit(1);
    }
    return t * 1e6 / (double)iters;
}

static double time_legal(arcs_game **samples, long iters) {
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    uint64_t acc = 0;
    double t0 = now_s();
    for (long i = 0; i < iters; i++) {
        size_t n = 0;
        arcs_legal_moves(samples[i % NUM_SAMPLES], moves, ARCS_MAX_LEGAL_MOVES, &n);
        acc += n;
    }
    double t = now_s() - t0;
    sink += acc;
    return t * 1e9 / (double)iters;
}

/* Undo one move at a time through whole games (history built by random play). */
static double time_undo(int players, uint64_t seed, long min_undos, int rep) {
    arcs_history_mode mode = history_mode;
    history_mode = ARCS_HISTORY_FULL; /* undo needs the full history */
    arcs_game *work = new_game(players, seed);
    history_mode = mode;
    picker rng;
    picker_seed(&rng, seed, 200 + (uint64_t)rep);
    long undos = 0;
    double total = 0;
    for (uint64_t g = 0; undos < min_undos; g++) {
        start_game(work, players, game_seed(seed, 200 + (uint64_t)rep, g));
        uint64_t start_hash = arcs_state_hash(work);
        play_out(work, &rng);
        size_t n = arcs_history_length(work);
        double t0 = now_s();
        for (size_t i = 0; i < n; i++) {
            arcs_status st = arcs_undo(work, 1);
            if (st != ARCS_OK) die("arcs_undo", st);
        }
        total += now_s() - t0;
        undos += (long)n;
        if (arcs_state_hash(work) != start_hash) {
            fprintf(stderr, "arcs-bench: undoing a whole game did not restore the start state\n");
            exit(1);
        }
    }
    arcs_game_free(work);
    return total * 1e9 / (double)(undos ? undos : 1);
}

static double time_new_game(int players, uint64_t seed, long iters) {
    double t0 = now_s();
    for (long i = 0; i < iters; i++) arcs_game_free(new_game(players, game_seed(seed, 300, (uint64_t)i)));
    return (now_s() - t0) * 1e6 / (double)iters;
}

static call_costs measure_calls(int players, const options *opt) {
    arcs_game *samples[NUM_SAMPLES];
    for (int i = 0; i < NUM_SAMPLES; i++) samples[i] = new_game(players, opt->seed);
    arcs_game *dst = new_game(players, opt->seed);
    sample_states(players, opt->seed, samples);

    /* Enough calls that each measurement takes a noticeable time even at
     * ~10 ns per call; scaled down with --seconds for quick runs. */
    double scale = opt->seconds < 1.0 ? opt->seconds : 1.0;
    long fast = (long)(4e6 * scale) + 1000, slow = (long)(2e5 * scale) + 100;
    double v[7][MAX_REPS];
    for (int r = 0; r < opt->reps; r++) {
        v[0][r] = time_copy_state(dst, samples, fast);
        v[1][r] = time_clone(samples, slow);
        v[2][r] = time_undo(players, opt->seed, slow, r);
        v[3][r] = time_hash(samples, fast);
        v[4][r] = time_legal(samples, slow);
        v[5][r] = time_new_game(players, opt->seed, slow / 20 + 10);
        v[6][r] = time_save_load(dst, samples, slow / 4 + 10);
    }
    call_costs c;
    c.copy_state_ns = median(v[0], opt->reps);
    c.clone_ns = median(v[1], opt->reps);
    c.undo_ns = median(v[2], opt->reps);
    c.hash_ns = median(v[3], opt->reps);
    c.legal_ns = median(v[4], opt->reps);
    c.new_game_us = median(v[5], opt->reps);
    c.save_load_us = median(v[6], opt->reps);
    for (int i = 0; i < NUM_SAMPLES; i++) arcs_game_free(samples[i]);
    arcs_game_free(dst);
    return c;
}

/* ---- threads ---- */

typedef struct thread_job {
    int players;
    uint64_t seed, stream;
    double seconds;
    play_result result;
} thread_job;

static void *thread_main(void *arg) {
    thread_job *job = arg;
    job->result = play_for(job->players, job->seed, job->stream, job->seconds);
    return NULL;
}

/* Games per second of all threads together, T threads with one handle each. */
static double threaded_rate(int players, uint64_t seed, int nthreads, double seconds, int rep) {
    pthread_t tid[256];
    thread_job job[256];
    for (int t = 0; t < nthreads; t++) {
        job[t] = (thread_job){players, seed, 1000 + (uint64_t)(rep * 256 + t), seconds, {0, 0, 0, 0}};
        if (pthread_create(&tid[t], NULL, thread_main, &job[t]) != 0) {
            fprintf(stderr, "arcs-bench: cannot start thread %d\n", t);
            exit(1);
        }
    }
    double rate = 0;
    for (int t = 0; t < nthreads; t++) {
        pthread_join(tid[t], NULL);
        rate += (double)job[t].result.games / job[t].result.seconds;
    }
    return rate;
}

/* ---- campaign breakdown (--breakdown) ---- */

#define BREAKDOWN_FATES 64 /* card-index buckets: Fates are hashed by their index */

typedef struct bucket {
    double seconds;
    uint64_t decisions;
    int card; /* the Fate's card index (by-Fate buckets) */
} bucket;

typedef struct breakdown {
    bucket act[4];                 /* [1..3]: the Act being played or set up */
    bucket fate[BREAKDOWN_FATES];  /* the deciding player's Fate */
    bucket no_fate;                /* chance, or a player before choosing a Fate */
    double base_rate;              /* base game decisions/s, moves-only, same run */
    double all_rate;               /* every campaign decision */
    uint64_t games;
} breakdown;

static bucket *fate_bucket(breakdown *b, int card) {
    for (int i = 0; i < BREAKDOWN_FATES; i++) {
        bucket *x = &b->fate[(card + i) % BREAKDOWN_FATES];
        if (x->decisions == 0 && x->card < 0) x->card = card;
        if (x->card == card) return x;
    }
    return &b->no_fate;
}

/* Random campaign games for `seconds`, each decision timed (one clock reading
 * per decision: the time from one reading to the next goes to the bucket of
 * the state before the decision). Then the base game's rate for as long. */
static void run_breakdown(int players, uint64_t seed, double seconds, breakdown *b) {
    memset(b, 0, sizeof *b);
    for (int i = 0; i < BREAKDOWN_FATES; i++) b->fate[i].card = -1;
    arcs_history_mode saved_history = history_mode;
    history_mode = ARCS_HISTORY_MOVES;
    arcs_game *work = new_game(players, seed);
    picker rng;
    picker_seed(&rng, seed, 7);
    double t0 = now_s(), t = t0;
    uint64_t total = 0;
    while (t - t0 < seconds) {
        start_game(work, players, game_seed(seed, 7, b->games++));
        t = now_s();
        for (;;) {
            int act = arcs_act(work), who = arcs_current_player(work);
            int fate = who >= 0 ? arcs_fate(work, ARCS_NONE, who) : ARCS_NONE;
            if (!random_step(work, &rng)) break;
            double u = now_s(), dt = u - t;
            t = u;
            total++;
            if (act >= 1 && act <= 3) b->act[act].seconds += dt, b->act[act].decisions++;
            bucket *x = fate >= 0 ? fate_bucket(b, fate) : &b->no_fate;
            x->seconds += dt;
            x->decisions++;
        }
    }
    b->all_rate = (double)total / (t - t0);
    arcs_game_free(work);
    arcs_mode saved_mode = bench_mode;
    bench_mode = ARCS_MODE_BASE;
    play_result r = play_for(players, seed, 0, seconds);
    b->base_rate = (double)r.decisions / r.seconds;
    bench_mode = saved_mode;
    history_mode = saved_history;
}

static int cmp_bucket_card(const void *a, const void *b) {
    return ((const bucket *)a)->card - ((const bucket *)b)->card;
}

static void print_breakdown(int players, breakdown *b, bool json, bool first) {
    qsort(b->fate, BREAKDOWN_FATES, sizeof b->fate[0], cmp_bucket_card);
    if (json) {
        printf("%s\n  {\"players\": %d, \"games\": %" PRIu64 ", \"base_decisions_per_s\": %.1f, "
               "\"campaign_decisions_per_s\": %.1f, \"by_act\": [",
               first ? "" : ",", players, b->games, b->base_rate, b->all_rate);
        for (int a = 1; a <= 3; a++)
            printf("%s{\"act\": %d, \"decisions\": %" PRIu64 ", \"decisions_per_s\": %.1f}", a > 1 ? ", " : "", a,
                   b->act[a].decisions, b->act[a].seconds > 0 ? (double)b->act[a].decisions / b->act[a].seconds : 0);
        printf("], \"by_fate\": [");
        bool any = false;
        for (int i = 0; i < BREAKDOWN_FATES; i++) {
            const bucket *x = &b->fate[i];
            if (x->card < 0 || !x->decisions) continue;
            arcs_card_data d;
            if (arcs_card_info(x->card, &d) != ARCS_OK) continue;
            printf("%s{\"fate\": \"%s\", \"id\": \"%s\", \"decisions\": %" PRIu64 ", \"decisions_per_s\": %.1f}",
                   any ? ", " : "", d.name, d.id, x->decisions, (double)x->decisions / x->seconds);
            any = true;
        }
        printf("]}");
        return;
    }
    printf("\n%d players: %" PRIu64 " campaigns; base game %.0f decisions/s, campaign %.0f (%.0f %%)\n", players,
           b->games, b->base_rate, b->all_rate, 100.0 * b->all_rate / b->base_rate);
    for (int a = 1; a <= 3; a++) {
        const bucket *x = &b->act[a];
        if (!x->decisions) continue;
        double r = (double)x->decisions / x->seconds;
        printf("  Act %-3s %9.0f decisions/s (%3.0f %% of the base game's), %" PRIu64 " decisions\n",
               a == 1 ? "I" : a == 2 ? "II" : "III", r, 100.0 * r / b->base_rate, x->decisions);
    }
    for (int i = 0; i < BREAKDOWN_FATES; i++) {
        const bucket *x = &b->fate[i];
        if (x->card < 0 || !x->decisions) continue;
        arcs_card_data d;
        if (arcs_card_info(x->card, &d) != ARCS_OK) continue;
        double r = (double)x->decisions / x->seconds;
        printf("  %-14s %9.0f decisions/s (%3.0f %%), %" PRIu64 " decisions by its holder\n", d.name, r,
               100.0 * r / b->base_rate, x->decisions);
    }
    if (b->no_fate.decisions)
        printf("  (no Fate)      %9.0f decisions/s, %" PRIu64 " decisions (chance, Fate choice)\n",
               (double)b->no_fate.decisions / b->no_fate.seconds, b->no_fate.decisions);
}

/* ---- arguments ---- */

static void usage(FILE *f) {
    fprintf(f,
            "Usage: arcs-bench [options]\n"
            "Uniformly random legal play of complete games, then per-call costs.\n"
            "\n"
            "  --mode M        base (default), leaders-lore (Leaders & Lore games) or\n"
            "                  campaign (whole Blighted Reach campaigns: Acts I to III\n"
            "                  with their Intermissions, 2 deals per Summit)\n"
            "  --breakdown     campaign: instead of the figures below, the decisions/s\n"
            "                  of each Act and of the decisions of each Fate's holder,\n"
            "                  against the base game's in the same run (moves-only\n"
            "                  history; one clock reading per decision)\n"
            "  --seconds S     length of each measurement (default 2)\n"
            "  --reps R        measurements per figure; the median is reported (default 3)\n"
            "  --players LIST  player counts, e.g. 4 or 2,3,4 (default 2,3,4)\n"
            "  --seed S        seed of the games and of the random choices (default 1)\n"
            "  --threads N     also run 1..N threads, one handle each, and report scaling\n"
            "  --json          print the figures as one JSON object\n"
            "  --no-calls      skip the per-call costs (clone, undo, hash, ...)\n"
            "  --history H     full (default: undo to any point) or moves (no undo,\n"
            "                  as playout bots that clone instead of undoing would use)\n"
            "  --decisions N   fixed work for instruction counts: play exactly N decisions\n"
            "                  with the first player count, print the final hash, exit\n"
            "  --help          this text\n");
}

static int parse_args(int argc, char **argv, options *o) {
    *o = (options){2.0, 3, {2, 3, 4}, 3, 1, 0, false, 0, false, false};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        uint64_t v;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "--json") == 0) {
            o->json = true;
        } else if (strcmp(a, "--mode") == 0) {
            int m = parse_mode(val);
            if (m < 0) {
                fprintf(stderr, "arcs-bench: --mode needs base, leaders-lore or campaign\n");
                return 2;
            }
            bench_mode = (arcs_mode)m;
            i++;
        } else if (strcmp(a, "--no-calls") == 0) {
            o->no_calls = true;
        } else if (strcmp(a, "--breakdown") == 0) {
            o->breakdown = true;
        } else if (strcmp(a, "--history") == 0) {
            if (val && strcmp(val, "full") == 0) history_mode = ARCS_HISTORY_FULL;
            else if (val && strcmp(val, "moves") == 0) history_mode = ARCS_HISTORY_MOVES;
            else {
                fprintf(stderr, "arcs-bench: --history needs full or moves\n");
                return 2;
            }
            i++;
        } else if (strcmp(a, "--seconds") == 0) {
            char *end;
            double s = val ? strtod(val, &end) : 0;
            if (!val || *end || !(s > 0 && s < 1e6)) {
                fprintf(stderr, "arcs-bench: --seconds needs a positive number\n");
                return 2;
            }
            o->seconds = s;
            i++;
        } else if (strcmp(a, "--reps") == 0) {
            if (!parse_u64(val, &v) || v < 1 || v > MAX_REPS) {
                fprintf(stderr, "arcs-bench: --reps needs 1..%d\n", MAX_REPS);
                return 2;
            }
            o->reps = (int)v;
            i++;
        } else if (strcmp(a, "--players") == 0) {
            o->nplayers = 0;
            for (const char *p = val; p && *p;) {
                if (*p < '2' || *p > '4' || o->nplayers == 3) {
                    o->nplayers = 0;
                    break;
                }
                o->players[o->nplayers++] = *p++ - '0';
                if (*p == ',') p++;
                else if (*p) {
                    o->nplayers = 0;
                    break;
                }
            }
            if (!o->nplayers) {
                fprintf(stderr, "arcs-bench: --players needs a list of 2, 3, 4 such as 2,3,4\n");
                return 2;
            }
            i++;
        } else if (strcmp(a, "--seed") == 0) {
            if (!parse_u64(val, &v)) {
                fprintf(stderr, "arcs-bench: --seed needs a non-negative integer\n");
                return 2;
            }
            o->seed = v;
            i++;
        } else if (strcmp(a, "--threads") == 0) {
            if (!parse_u64(val, &v) || v < 1 || v > 256) {
                fprintf(stderr, "arcs-bench: --threads needs 1..256\n");
                return 2;
            }
            o->threads = (int)v;
            i++;
        } else if (strcmp(a, "--decisions") == 0) {
            if (!parse_u64(val, &v) || v == 0) {
                fprintf(stderr, "arcs-bench: --decisions needs a positive integer\n");
                return 2;
            }
            o->decisions = v;
            i++;
        } else {
            fprintf(stderr, "arcs-bench: unknown option '%s' (try --help)\n", a);
            return 2;
        }
    }
    return -1;
}

/* ---- main ---- */

typedef struct players_figures {
    int players;
    double games_per_s, decisions_per_s, decisions_per_game, us_per_decision;
    uint64_t games, decisions, allocs;
    bool have_calls;
    call_costs calls;
    int nthreads;
    int thread_counts[16];
    double thread_rate[16];
} players_figures;

static void print_text(const options *o, const players_figures *f, int n) {
    printf("libarcs %s arcs-bench: %s, seed %" PRIu64 ", %d x %.2f s per figure, median%s\n", arcs_version(),
           bench_mode == ARCS_MODE_LEADERS_LORE ? "Leaders & Lore"
           : bench_mode == ARCS_MODE_CAMPAIGN   ? "campaign games (Acts I-III)"
                                                : "base game",
           o->seed, o->reps, o->seconds, BENCH_CHECKS ? "; CHECKS ON (invariants after every move; not timing figures)" : "");
    printf("state: %zu bytes (base game), %zu (Leaders & Lore), %zu (campaign); game handle: %zu bytes + at most"
           " %zu bytes of history per applied move (full history: the state's live bytes, its mode's layers, the"
           " move)\n",
           state_mode_bytes(ARCS_MODE_BASE), state_mode_bytes(ARCS_MODE_LEADERS_LORE),
           state_mode_bytes(ARCS_MODE_CAMPAIGN), sizeof(struct arcs_game),
           sizeof(game_state) + 64 + sizeof(uint32_t) + sizeof(arcs_move));
    for (int i = 0; i < n; i++) {
        const players_figures *p = &f[i];
        printf("\n%d players: %.0f games/s, %.0f decisions/s, %.1f decisions/game, %.3f us/decision (%" PRIu64
               " games, %" PRIu64 " decisions in all)\n",
               p->players, p->games_per_s, p->decisions_per_s, p->decisions_per_game, p->us_per_decision, p->games,
               p->decisions);
        printf("  heap allocations in legal moves + apply: %" PRIu64 " in %" PRIu64
               " decisions (undo-history growth)\n",
               p->allocs, p->decisions);
        if (p->have_calls) {
            const call_costs *c = &p->calls;
            printf("  copy_state %.1f ns, clone+free %.1f ns, undo %.1f ns/move, hash %.1f ns, legal moves %.1f ns, "
                   "new game %.2f us\n",
                   c->copy_state_ns, c->clone_ns, c->undo_ns, c->hash_ns, c->legal_ns, c->new_game_us);
            printf("  save+load %.2f us\n", c->save_load_us);
        }
        for (int t = 0; t < p->nthreads; t++)
            printf("  %2d thread%s %.0f games/s, speed-up %.2f, efficiency %.0f%%\n", p->thread_counts[t],
                   p->thread_counts[t] == 1 ? ": " : "s:", p->thread_rate[t], p->thread_rate[t] / p->thread_rate[0],
                   100.0 * p->thread_rate[t] / p->thread_rate[0] / p->thread_counts[t]);
    }
}

static void print_json(const options *o, const players_figures *f, int n) {
    printf("{\"version\": \"%s\", \"mode\": \"%s\", \"seed\": %" PRIu64 ", \"reps\": %d, \"seconds\": %g, \"checks\": %s,\n",
           arcs_version(), bench_mode == ARCS_MODE_CAMPAIGN ? "campaign" : "base", o->seed, o->reps, o->seconds, BENCH_CHECKS ? "true" : "false");
    printf(" \"state_bytes\": %zu, \"state_bytes_leaders_lore\": %zu, \"state_bytes_campaign\": %zu,"
           " \"handle_bytes\": %zu, \"history_bytes_per_move\": %zu,\n \"results\": [",
           state_mode_bytes(ARCS_MODE_BASE), state_mode_bytes(ARCS_MODE_LEADERS_LORE),
           state_mode_bytes(ARCS_MODE_CAMPAIGN), sizeof(struct arcs_game),
           sizeof(game_state) + 64 + sizeof(uint32_t) + sizeof(arcs_move));
    for (int i = 0; i < n; i++) {
        const players_figures *p = &f[i];
        printf("%s\n  {\"players\": %d, \"games_per_s\": %.1f, \"decisions_per_s\": %.1f, "
               "\"decisions_per_game\": %.2f, \"us_per_decision\": %.4f, \"games\": %" PRIu64
               ", \"decisions\": %" PRIu64 ", \"allocations_in_play\": %" PRIu64,
               i ? "," : "", p->players, p->games_per_s, p->decisions_per_s, p->decisions_per_game, p->us_per_decision,
               p->games, p->decisions, p->allocs);
        if (p->have_calls) {
            const call_costs *c = &p->calls;
            printf(",\n   \"copy_state_ns\": %.2f, \"clone_ns\": %.2f, \"undo_ns\": %.2f, \"hash_ns\": %.2f, "
                   "\"legal_moves_ns\": %.2f, \"new_game_us\": %.3f, \"save_load_us\": ",
                   c->copy_state_ns, c->clone_ns, c->undo_ns, c->hash_ns, c->legal_ns, c->new_game_us);
            if (c->save_load_us < 0) printf("null");
            else printf("%.3f", c->save_load_us);
        }
        if (p->nthreads) {
            printf(",\n   \"threads\": [");
            for (int t = 0; t < p->nthreads; t++)
                printf("%s{\"threads\": %d, \"games_per_s\": %.1f, \"speedup\": %.3f}", t ? ", " : "",
                       p->thread_counts[t], p->thread_rate[t], p->thread_rate[t] / p->thread_rate[0]);
            printf("]");
        }
        printf("}");
    }
    printf("\n]}\n");
}

int main(int argc, char **argv) {
    options o;
    int rc = parse_args(argc, argv, &o);
    if (rc >= 0) return rc;

    if (o.decisions) {
        uint64_t games = 0;
        double t0 = now_s();
        uint64_t h = bench_fixed_decisions(o.players[0], o.seed, o.decisions, &games);
        double t = now_s() - t0;
        printf("%d players, seed %" PRIu64 ": %" PRIu64 " decisions, %" PRIu64 " games completed, %.3f s, "
               "final hash %016" PRIx64 "\n",
               o.players[0], o.seed, o.decisions, games, t, h);
        return 0;
    }

    if (o.breakdown) {
        if (bench_mode != ARCS_MODE_CAMPAIGN) {
            fprintf(stderr, "arcs-bench: --breakdown needs --mode campaign\n");
            return 2;
        }
        if (o.json) printf("{\"version\": \"%s\", \"mode\": \"campaign\", \"breakdown\": true, \"seed\": %" PRIu64
                           ", \"seconds\": %g, \"results\": [", arcs_version(), o.seed, o.seconds);
        else printf("libarcs %s arcs-bench: campaign by Act and by Fate, seed %" PRIu64 ", %.2f s of each mode per"
                    " player count, moves-only history%s\n", arcs_version(), o.seed, o.seconds,
                    BENCH_CHECKS ? "; CHECKS ON (not timing figures)" : "");
        for (int i = 0; i < o.nplayers; i++) {
            if (!o.json) fprintf(stderr, "arcs-bench: %d players...\n", o.players[i]);
            breakdown b;
            run_breakdown(o.players[i], o.seed, o.seconds, &b);
            print_breakdown(o.players[i], &b, o.json, i == 0);
        }
        if (o.json) printf("\n]}\n");
        return 0;
    }

    players_figures fig[3];
    memset(fig, 0, sizeof fig);
    for (int i = 0; i < o.nplayers; i++) {
        players_figures *p = &fig[i];
        p->players = o.players[i];
        if (!o.json) fprintf(stderr, "arcs-bench: %d players...\n", p->players);
        double gps[MAX_REPS], dps[MAX_REPS];
        for (int r = 0; r < o.reps; r++) {
            play_result res = play_for(p->players, o.seed, (uint64_t)r, o.seconds);
            gps[r] = (double)res.games / res.seconds;
            dps[r] = (double)res.decisions / res.seconds;
            p->games += res.games;
            p->decisions += res.decisions;
            p->allocs += res.allocs;
        }
        p->games_per_s = median(gps, o.reps);
        p->decisions_per_s = median(dps, o.reps);
        p->decisions_per_game = p->games ? (double)p->decisions / (double)p->games : 0;
        p->us_per_decision = p->decisions_per_s > 0 ? 1e6 / p->decisions_per_s : 0;
        if (!o.no_calls) {
            p->calls = measure_calls(p->players, &o);
            p->have_calls = true;
        }
        if (o.threads) {
            for (int t = 1; p->nthreads < 16; t = t * 2 > o.threads && t < o.threads ? o.threads : t * 2) {
                double v[MAX_REPS];
                for (int r = 0; r < o.reps; r++) v[r] = threaded_rate(p->players, o.seed, t, o.seconds, r);
                p->thread_counts[p->nthreads] = t;
                p->thread_rate[p->nthreads++] = median(v, o.reps);
                if (t >= o.threads) break;
            }
        }
    }
    if (o.json) print_json(&o, fig, o.nplayers);
    else print_text(&o, fig, o.nplayers);
    return (int)(sink & 0); /* reads the sink; always 0 */
}
