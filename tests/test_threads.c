/* Separate handles on separate threads (arcs.h: "no function touches global
 * state"): move text parsed and games played on several threads at once must
 * behave exactly as on one thread. scripts/test-tsan.sh runs this under
 * ThreadSanitizer, which also reports any shared state the calls touch. */
#include "support.h"

#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

#define THREADS 4

static const char *const TEXTS[] = {
    "p1 lead Aggression-4", "p0 tax 3-hex 1", "p2 dice assault 2", "p3 declare Warlord",
    "chance chance roll assault 4", "chance chance draw Aggression-4", "chance chance court ARCS-BC08",
    "p0 move-to 5-gate", "p1 spend 2 build", "p0 pass", "p2 battle-defender p1",
    "p0 card farseers discard-card Construction-5", "p1\tsurpass   Mobilization-6",
};
#define NTEXTS (sizeof TEXTS / sizeof TEXTS[0])

typedef struct worker {
    int id;
    atomic_int *go;
    long parse_errors;   /* valid texts that failed to parse or parsed wrong */
    long parsed;
    int games_ok;        /* 1 when every threaded game matched its reference */
    uint64_t hashes[3];  /* final state hash of each game played */
} worker;

static arcs_move expected[NTEXTS];

/* Play one game with random moves drawn from a seeded generator, through
 * the text form of every chosen move; the final hash. */
static uint64_t play_game(int players, uint64_t seed, long *errors) {
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = players;
    cfg.seed = seed;
    cfg.history = ARCS_HISTORY_MOVES;
    arcs_game *g = NULL;
    if (arcs_game_new(&cfg, &g) != ARCS_OK) return 0;
    uint64_t rng = seed * 2654435761u + 1;
    for (int step = 0; step < 4000 && !arcs_game_over(g); step++) {
        const arcs_move *moves;
        size_t n;
        if (arcs_legal_moves_view(g, &moves, &n) != ARCS_OK || n == 0) break;
        rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
        arcs_move m = moves[rng % n], back;
        char text[64];
        if (arcs_move_to_str(m, text, sizeof text, NULL) != ARCS_OK || arcs_move_from_str(text, &back) != ARCS_OK ||
            memcmp(&back, &m, sizeof m) != 0) {
            (*errors)++;
            back = m;
        }
        if (arcs_apply(g, back) != ARCS_OK) (*errors)++;
    }
    uint64_t h = arcs_state_hash(g);
    arcs_game_free(g);
    return h;
}

static void *work(void *arg) {
    worker *w = arg;
    while (!atomic_load(w->go)) {
    }
    for (int round = 0; round < 3; round++) {
        for (int rep = 0; rep < 20000; rep++) {
            size_t i = (size_t)(rep + w->id) % NTEXTS;
            arcs_move m;
            memset(&m, 0xAB, sizeof m);
            w->parsed++;
            if (arcs_move_from_str(TEXTS[i], &m) != ARCS_OK || memcmp(&m, &expected[i], sizeof m) != 0)
                w->parse_errors++;
        }
        w->hashes[round] = play_game(2 + (w->id + round) % 3, (uint64_t)(100 + w->id * 7 + round), &w->parse_errors);
    }
    return NULL;
}

static void parse_and_play_on_threads(void **state) {
    (void)state;
    for (size_t i = 0; i < NTEXTS; i++) assert_int_equal(arcs_move_from_str(TEXTS[i], &expected[i]), ARCS_OK);
    /* The same games on this thread first: the reference hashes. */
    uint64_t want[THREADS][3];
    long errors = 0;
    for (int id = 0; id < THREADS; id++)
        for (int round = 0; round < 3; round++)
            want[id][round] = play_game(2 + (id + round) % 3, (uint64_t)(100 + id * 7 + round), &errors);
    assert_int_equal(errors, 0);

    atomic_int go = 0;
    worker w[THREADS];
    pthread_t th[THREADS];
    for (int id = 0; id < THREADS; id++) {
        memset(&w[id], 0, sizeof w[id]);
        w[id].id = id;
        w[id].go = &go;
        assert_int_equal(pthread_create(&th[id], NULL, work, &w[id]), 0);
    }
    atomic_store(&go, 1);
    for (int id = 0; id < THREADS; id++) assert_int_equal(pthread_join(th[id], NULL), 0);
    for (int id = 0; id < THREADS; id++) {
        if (w[id].parse_errors) fail_msg("thread %d: %ld of %ld parses failed", id, w[id].parse_errors, w[id].parsed);
        for (int round = 0; round < 3; round++) assert_true(w[id].hashes[round] == want[id][round]);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(parse_and_play_on_threads),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
