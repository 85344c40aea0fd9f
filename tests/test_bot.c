/* Bots (include/arcs/bot.h), through the public API only: every policy
 * plays legal moves to the end of base, Leaders & Lore and campaign games;
 * a bot's choice depends only on what its player may know (leak test); bad
 * input is refused and changes nothing; the same seed gives the same move;
 * bots on separate threads behave as on one. `test_bot threads` runs the
 * threaded test alone (the "threads" suite, under ThreadSanitizer). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <pthread.h>
#include <string.h>

#include "arcs/arcs.h"
#include "arcs/bot.h"

static arcs_game *new_game(arcs_mode mode, int players, uint64_t seed) {
    arcs_config c;
    arcs_config_init(&c);
    c.players = players;
    c.seed = seed;
    c.mode = mode;
    if (mode == ARCS_MODE_CAMPAIGN) {
        c.last_act = 1;
        c.summit_deal_limit = 2;
    }
    arcs_game *g = NULL;
    assert_int_equal(arcs_game_new(&c, &g), ARCS_OK);
    return g;
}

static arcs_bot *new_bot(arcs_bot_policy policy, int player, uint64_t seed, uint32_t playouts, uint32_t depth) {
    arcs_bot_config c;
    arcs_bot_config_init(&c, policy);
    c.player = player;
    c.seed = seed;
    c.budget_playouts = playouts;
    c.max_depth = depth;
    arcs_bot *b = NULL;
    assert_int_equal(arcs_bot_new(&c, &b), ARCS_OK);
    return b;
}

static int is_legal(const arcs_game *g, arcs_move m) {
    const arcs_move *mv;
    size_t n;
    assert_int_equal(arcs_legal_moves_view(g, &mv, &n), ARCS_OK);
    for (size_t i = 0; i < n; i++)
        if (memcmp(&mv[i], &m, sizeof m) == 0) return 1;
    return 0;
}

/* Play a game to its end with one bot per seat of `policy` (random moves
 * for chance); every chosen move legal, the game unchanged by choosing. */
static void play_out(arcs_mode mode, int players, uint64_t seed, arcs_bot_policy policy, uint32_t playouts,
                     int max_moves) {
    arcs_game *g = new_game(mode, players, seed);
    arcs_bot *bots[ARCS_MAX_PLAYERS];
    for (int p = 0; p < players; p++) bots[p] = new_bot(policy, p, seed * 7 + (uint64_t)p, playouts, 6);
    int moves = 0;
    while (!arcs_game_over(g) && moves < max_moves) {
        int cp = arcs_current_player(g);
        assert_true(cp >= 0 && cp < players);
        uint64_t h = arcs_state_hash(g);
        arcs_move m;
        assert_int_equal(arcs_bot_choose(bots[cp], g, &m), ARCS_OK);
        assert_int_equal(arcs_state_hash(g), h);
        assert_true(is_legal(g, m));
        assert_int_equal(arcs_apply(g, m), ARCS_OK);
        moves++;
    }
    if (policy != ARCS_BOT_RANDOM && mode != ARCS_MODE_CAMPAIGN) assert_true(arcs_game_over(g));
    for (int p = 0; p < players; p++) {
        arcs_bot_stats s;
        assert_int_equal(arcs_bot_get_stats(bots[p], &s), ARCS_OK);
        assert_true(s.decisions > 0);
        if (policy != ARCS_BOT_RANDOM) assert_true(s.playouts > 0);
        arcs_bot_free(bots[p]);
    }
    arcs_game_free(g);
}

static void every_policy_plays_base(void **state) {
    (void)state;
    play_out(ARCS_MODE_BASE, 3, 1, ARCS_BOT_RANDOM, 0, 100000);
    play_out(ARCS_MODE_BASE, 2, 2, ARCS_BOT_EASY, 1, 100000);
    play_out(ARCS_MODE_BASE, 4, 3, ARCS_BOT_NORMAL, 4, 100000);
    play_out(ARCS_MODE_BASE, 3, 4, ARCS_BOT_HARD, 3, 100000);
}

static void every_policy_plays_leaders_lore(void **state) {
    (void)state;
    play_out(ARCS_MODE_LEADERS_LORE, 3, 5, ARCS_BOT_RANDOM, 0, 100000);
    play_out(ARCS_MODE_LEADERS_LORE, 3, 6, ARCS_BOT_EASY, 1, 100000);
    play_out(ARCS_MODE_LEADERS_LORE, 2, 7, ARCS_BOT_NORMAL, 3, 100000);
    play_out(ARCS_MODE_LEADERS_LORE, 4, 8, ARCS_BOT_HARD, 3, 100000);
}

/* Campaign Act I with a Summit deal limit: Fates, Summits (deals proposed,
 * accepted, rejected as ordinary moves), to the Act's end. */
static void every_policy_plays_campaign(void **state) {
    (void)state;
    play_out(ARCS_MODE_CAMPAIGN, 3, 9, ARCS_BOT_RANDOM, 0, 200000);
    play_out(ARCS_MODE_CAMPAIGN, 3, 10, ARCS_BOT_EASY, 1, 200000);
    play_out(ARCS_MODE_CAMPAIGN, 2, 11, ARCS_BOT_NORMAL, 3, 200000);
    play_out(ARCS_MODE_CAMPAIGN, 4, 12, ARCS_BOT_HARD, 2, 200000);
}

/* Summit Negotiations are moves like any other: bots propose deals, and
 * accept and reject them (campaign Act I, a deal limit of 2). */
static void bots_negotiate_at_summits(void **state) {
    (void)state;
    int submit = 0, accept = 0, reject = 0;
    for (uint64_t seed = 1; seed <= 12 && !(submit && accept && reject); seed++) {
        arcs_game *g = new_game(ARCS_MODE_CAMPAIGN, 3, seed);
        arcs_bot *bots[3];
        for (int p = 0; p < 3; p++)
            bots[p] = new_bot(p == 0 ? ARCS_BOT_EASY : ARCS_BOT_NORMAL, p, seed + (uint64_t)p, p == 0 ? 1 : 6, 6);
        for (int i = 0; i < 20000 && !arcs_game_over(g); i++) {
            arcs_move m;
            assert_int_equal(arcs_bot_choose(bots[arcs_current_player(g)], g, &m), ARCS_OK);
            submit += m.kind == ARCS_MOVE_DEAL_SUBMIT;
            accept += m.kind == ARCS_MOVE_DEAL_ACCEPT;
            reject += m.kind == ARCS_MOVE_DEAL_REJECT;
            assert_int_equal(arcs_apply(g, m), ARCS_OK);
        }
        assert_true(arcs_game_over(g));
        for (int p = 0; p < 3; p++) arcs_bot_free(bots[p]);
        arcs_game_free(g);
    }
    assert_true(submit > 0);
    assert_true(accept > 0);
    assert_true(reject > 0);
}

/* A rule that lets a player go round in a circle (here, in Leaders & Lore,
 * a resource placed into a full board displacing another, which is placed
 * back: slot 1, slot 2, slot 1, ...) held a greedy bot there forever (the
 * arena's Leaders & Lore game 135: seed 46, easy / random / easy): a bot
 * now leaves out the moves it chose before at the same observation. */
static uint64_t arena_mix(uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

static void bots_leave_cycles(void **state) {
    (void)state;
    arcs_game *g = new_game(ARCS_MODE_LEADERS_LORE, 3, 46);
    arcs_bot *bots[3];
    for (int p = 0; p < 3; p++)
        bots[p] = new_bot(p == 1 ? ARCS_BOT_RANDOM : ARCS_BOT_EASY, p, arena_mix(1 ^ arena_mix(135 * 8 + (uint64_t)p)),
                          0, 0);
    int moves = 0;
    for (; moves < 3000 && !arcs_game_over(g); moves++) {
        arcs_move m;
        assert_int_equal(arcs_bot_choose(bots[arcs_current_player(g)], g, &m), ARCS_OK);
        assert_int_equal(arcs_apply(g, m), ARCS_OK);
    }
    assert_true(arcs_game_over(g));
    for (int p = 0; p < 3; p++) arcs_bot_free(bots[p]);
    arcs_game_free(g);
}

/* The leak test: at decisions of a game, the game and a copy determinized
 * for the deciding player with another seed (the same to that player,
 * every hidden card possibly elsewhere) get the same move from bots of the
 * same seed, for easy, normal and hard, in every mode. */
static void leak_check_mode(arcs_mode mode, int players, uint64_t seed) {
    arcs_game *g = new_game(mode, players, seed);
    uint64_t rng = seed;
    int checked = 0, differed = 0;
    for (int step = 0; step < 3000 && !arcs_game_over(g) && checked < 12; step++) {
        const arcs_move *mv;
        size_t n;
        assert_int_equal(arcs_legal_moves_view(g, &mv, &n), ARCS_OK);
        int cp = arcs_current_player(g);
        if (cp >= 0 && n > 1 && step % 23 == 0) {
            arcs_game *other = NULL;
            assert_int_equal(arcs_game_clone(g, &other), ARCS_OK);
            assert_int_equal(arcs_determinize(other, cp, seed * 1000 + (uint64_t)step), ARCS_OK);
            if (arcs_state_hash(other) != arcs_state_hash(g)) differed++;
            for (int pol = ARCS_BOT_EASY; pol <= ARCS_BOT_HARD; pol++) {
                arcs_bot *a = new_bot((arcs_bot_policy)pol, cp, 99 + (uint64_t)step, pol == ARCS_BOT_EASY ? 2 : 24, 12);
                arcs_bot *b = new_bot((arcs_bot_policy)pol, cp, 99 + (uint64_t)step, pol == ARCS_BOT_EASY ? 2 : 24, 12);
                arcs_move ma, mb;
                assert_int_equal(arcs_bot_choose(a, g, &ma), ARCS_OK);
                assert_int_equal(arcs_bot_choose(b, other, &mb), ARCS_OK);
                assert_memory_equal(&ma, &mb, sizeof ma);
                arcs_bot_stats sa, sb;
                arcs_bot_get_stats(a, &sa);
                arcs_bot_get_stats(b, &sb);
                assert_int_equal(sa.last_playouts, sb.last_playouts);
                assert_int_equal(sa.tree_nodes, sb.tree_nodes);
                arcs_bot_free(a);
                arcs_bot_free(b);
            }
            arcs_game_free(other);
            checked++;
        }
        rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
        assert_int_equal(arcs_apply(g, mv[rng % n]), ARCS_OK);
    }
    assert_true(checked >= 5);
    assert_true(differed > 0); /* the copies really differed in hidden cards */
    arcs_game_free(g);
}

static void same_choice_whatever_the_hidden_cards(void **state) {
    (void)state;
    leak_check_mode(ARCS_MODE_BASE, 3, 21);
    leak_check_mode(ARCS_MODE_BASE, 2, 22);
    leak_check_mode(ARCS_MODE_LEADERS_LORE, 4, 23);
    leak_check_mode(ARCS_MODE_CAMPAIGN, 3, 24);
}

/* Bad input gets a status and changes nothing. */
static void bad_input_refused(void **state) {
    (void)state;
    arcs_bot_config c;
    arcs_bot *b = NULL;
    arcs_bot_config_init(&c, ARCS_BOT_NORMAL);
    assert_int_equal(arcs_bot_new(NULL, &b), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_bot_new(&c, NULL), ARCS_E_INVALID_ARG);
    c.version = 0;
    assert_int_equal(arcs_bot_new(&c, &b), ARCS_E_UNSUPPORTED);
    assert_null(b);
    arcs_bot_config_init(&c, (arcs_bot_policy)7);
    assert_int_equal(arcs_bot_new(&c, &b), ARCS_E_BAD_CONFIG);
    arcs_bot_config_init(&c, ARCS_BOT_EASY);
    c.player = 4;
    assert_int_equal(arcs_bot_new(&c, &b), ARCS_E_BAD_CONFIG);
    c.player = 0;
    c.budget_ms = 600001;
    assert_int_equal(arcs_bot_new(&c, &b), ARCS_E_BAD_CONFIG);
    c.budget_ms = 0;
    c.allocator.free = NULL;
    c.allocator.alloc = NULL;
    c.allocator.realloc = NULL;
    assert_int_equal(arcs_bot_new(&c, &b), ARCS_OK);
    arcs_bot_free(b);
    arcs_bot_free(NULL);

    arcs_game *g = new_game(ARCS_MODE_BASE, 3, 31);
    int cp = arcs_current_player(g);
    arcs_bot *mine = new_bot(ARCS_BOT_HARD, cp, 1, 8, 4);
    arcs_bot *other = new_bot(ARCS_BOT_HARD, (cp + 1) % 3, 1, 8, 4);
    arcs_bot *far = new_bot(ARCS_BOT_EASY, 3, 1, 1, 0);
    uint64_t h = arcs_state_hash(g);
    arcs_move m, keep;
    memset(&keep, 0xAB, sizeof keep);
    m = keep;
    assert_int_equal(arcs_bot_choose(NULL, g, &m), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_bot_choose(mine, NULL, &m), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_bot_choose(mine, g, NULL), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_bot_choose(other, g, &m), ARCS_E_WRONG_PLAYER);
    assert_non_null(strstr(arcs_bot_last_error(other), "decides now"));
    assert_int_equal(arcs_bot_choose(far, g, &m), ARCS_E_INVALID_ARG);
    assert_memory_equal(&m, &keep, sizeof m);
    assert_int_equal(arcs_state_hash(g), h);
    assert_string_equal(arcs_bot_last_error(NULL), "");
    assert_string_equal(arcs_bot_policy_name(ARCS_BOT_HARD), "hard");
    assert_null(arcs_bot_policy_name((arcs_bot_policy)9));
    assert_int_equal(arcs_bot_policy_from_name("Normal"), ARCS_BOT_NORMAL);
    assert_int_equal(arcs_bot_policy_from_name("hardest"), -1);
    assert_int_equal(arcs_bot_policy_from_name(NULL), -1);
    arcs_bot_stats s;
    assert_int_equal(arcs_bot_get_stats(NULL, &s), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_bot_get_stats(mine, NULL), ARCS_E_INVALID_ARG);

    /* A finished game. */
    size_t applied = 0;
    assert_int_equal(arcs_random_playout(g, 5, 100000, &applied), ARCS_OK);
    assert_true(arcs_game_over(g));
    h = arcs_state_hash(g);
    assert_int_equal(arcs_bot_choose(mine, g, &m), ARCS_E_GAME_OVER);
    assert_int_equal(arcs_state_hash(g), h);
    assert_memory_equal(&m, &keep, sizeof m);
    assert_int_equal(arcs_bot_get_stats(mine, &s), ARCS_OK);
    assert_int_equal(s.decisions, 0);
    arcs_bot_free(mine);
    arcs_bot_free(other);
    arcs_bot_free(far);
    arcs_game_free(g);

    /* Explicit chance: the bot is not asked chance's decisions. */
    arcs_config cc;
    arcs_config_init(&cc);
    cc.players = 3;
    cc.chance = ARCS_CHANCE_EXPLICIT;
    cc.setup = "3p Frontiers";
    cc.first_player = 0;
    assert_int_equal(arcs_game_new(&cc, &g), ARCS_OK);
    arcs_bot *bots[3];
    for (int p = 0; p < 3; p++) bots[p] = new_bot(ARCS_BOT_NORMAL, p, 3, 6, 8);
    uint64_t rng = 77;
    int chance_seen = 0;
    for (int step = 0; step < 400 && !arcs_game_over(g); step++) {
        int who = arcs_current_player(g);
        if (who == ARCS_PLAYER_CHANCE) {
            h = arcs_state_hash(g);
            assert_int_equal(arcs_bot_choose(bots[0], g, &m), ARCS_E_WRONG_PLAYER);
            assert_int_equal(arcs_state_hash(g), h);
            chance_seen++;
            const arcs_move *mv;
            size_t n;
            arcs_legal_moves_view(g, &mv, &n);
            rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
            assert_int_equal(arcs_apply(g, mv[rng % n]), ARCS_OK);
            continue;
        }
        assert_int_equal(arcs_bot_choose(bots[who], g, &m), ARCS_OK);
        assert_int_equal(arcs_apply(g, m), ARCS_OK);
    }
    assert_true(chance_seen > 0);
    for (int p = 0; p < 3; p++) arcs_bot_free(bots[p]);
    arcs_game_free(g);
}

/* The same seed and budget give the same moves: two games played by bots
 * of the same seeds end in the same state. */
static uint64_t bot_game(arcs_bot_policy policy, uint64_t seed, int moves_max) {
    arcs_game *g = new_game(ARCS_MODE_BASE, 3, seed);
    arcs_bot *bots[3];
    for (int p = 0; p < 3; p++) bots[p] = new_bot(policy, p, seed + (uint64_t)p, 6, 8);
    for (int i = 0; i < moves_max && !arcs_game_over(g); i++) {
        arcs_move m;
        if (arcs_bot_choose(bots[arcs_current_player(g)], g, &m) != ARCS_OK || arcs_apply(g, m) != ARCS_OK) break;
    }
    uint64_t h = arcs_state_hash(g);
    for (int p = 0; p < 3; p++) arcs_bot_free(bots[p]);
    arcs_game_free(g);
    return h;
}

static void same_seed_same_moves(void **state) {
    (void)state;
    for (int pol = 0; pol < ARCS_BOT_POLICY_COUNT; pol++)
        assert_true(bot_game((arcs_bot_policy)pol, 41, 300) == bot_game((arcs_bot_policy)pol, 41, 300));
}

/* Bots on separate threads, each with its own games, give the same results
 * as on one thread. */
typedef struct job {
    arcs_bot_policy policy;
    uint64_t seed;
    uint64_t hash;
} job;

static void *run_job(void *arg) {
    job *j = arg;
    j->hash = bot_game(j->policy, j->seed, 250);
    return NULL;
}

static void bots_on_threads(void **state) {
    (void)state;
    job jobs[4] = {{ARCS_BOT_HARD, 51, 0}, {ARCS_BOT_NORMAL, 52, 0}, {ARCS_BOT_EASY, 53, 0}, {ARCS_BOT_HARD, 54, 0}};
    pthread_t th[4];
    for (int i = 0; i < 4; i++) assert_int_equal(pthread_create(&th[i], NULL, run_job, &jobs[i]), 0);
    for (int i = 0; i < 4; i++) pthread_join(th[i], NULL);
    for (int i = 0; i < 4; i++) assert_true(jobs[i].hash == bot_game(jobs[i].policy, jobs[i].seed, 250));
}

/* A timed budget answers in about its time. */
static void timed_budget(void **state) {
    (void)state;
    arcs_game *g = new_game(ARCS_MODE_BASE, 3, 61);
    arcs_bot_config c;
    arcs_bot_config_init(&c, ARCS_BOT_NORMAL);
    c.player = arcs_current_player(g);
    c.budget_ms = 30;
    arcs_bot *b = NULL;
    assert_int_equal(arcs_bot_new(&c, &b), ARCS_OK);
    arcs_move m;
    assert_int_equal(arcs_bot_choose(b, g, &m), ARCS_OK);
    arcs_bot_stats s;
    arcs_bot_get_stats(b, &s);
    assert_true(s.last_playouts >= 1);
    assert_true(s.last_ns >= 30000000ull);
    assert_true(s.last_ns < 3000000000ull);
    arcs_bot_free(b);
    arcs_game_free(g);
}

int main(int argc, char **argv) {
    const struct CMUnitTest threads[] = {
        cmocka_unit_test(bots_on_threads),
    };
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_policy_plays_base),
        cmocka_unit_test(every_policy_plays_leaders_lore),
        cmocka_unit_test(every_policy_plays_campaign),
        cmocka_unit_test(bots_negotiate_at_summits),
        cmocka_unit_test(bots_leave_cycles),
        cmocka_unit_test(same_choice_whatever_the_hidden_cards),
        cmocka_unit_test(bad_input_refused),
        cmocka_unit_test(same_seed_same_moves),
        cmocka_unit_test(bots_on_threads),
        cmocka_unit_test(timed_budget),
    };
    if (argc > 1 && strcmp(argv[1], "threads") == 0) return cmocka_run_group_tests(threads, NULL, NULL);
    return cmocka_run_group_tests(tests, NULL, NULL);
}
