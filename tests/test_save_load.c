/* Every reachable state saves and loads: after every move of random games
 * (base, Leaders & Lore, the campaign's Act I) the state is saved, loaded
 * into a new handle and compared: the same state hash, a byte-identical
 * re-save, the same legal moves. The replays of tests/repros reach states
 * that once failed to load (a Summit deal that cedes a city).
 *
 * Usage: test_save_load DIR (the directory holding the repro replays).
 * ARCS_SAVE_LOAD_GAMES (environment) sets the random games per mode and
 * player count (default 1; the "slow" suite runs 400). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "wire_fixture.h"
#include "wire/wire.h"

static const char *repro_dir;

static unsigned char *read_file(const char *name, size_t *len) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", repro_dir, name);
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot open %s", path);
    size_t cap = 1 << 16;
    unsigned char *buf = malloc(cap);
    assert_non_null(buf);
    *len = 0;
    size_t n;
    while ((n = fread(buf + *len, 1, cap - *len, f)) > 0) {
        *len += n;
        if (*len == cap) {
            buf = realloc(buf, cap *= 2);
            assert_non_null(buf);
        }
    }
    fclose(f);
    return buf;
}

static uint64_t xorshift(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* Save game, load the bytes into a new handle: the same hash, the same
 * bytes saved again, the same legal moves. `what` names the game in a
 * failure. */
static void assert_save_load(arcs_game *game, const char *what) {
    static unsigned char a[ARCS_STATE_BYTES_MAX], b[ARCS_STATE_BYTES_MAX];
    static arcs_move ma[ARCS_MAX_LEGAL_MOVES], mb[ARCS_MAX_LEGAL_MOVES];
    size_t la = 0, lb = 0, na = 0, nb = 0;
    assert_int_equal(arcs_game_save_state(game, a, sizeof a, &la), ARCS_OK);
    arcs_game *loaded = t_load_state(a, la, what);
    if (arcs_state_hash(loaded) != arcs_state_hash(game)) fail_msg("%s: loaded state hash differs", what);
    assert_int_equal(arcs_game_save_state(loaded, b, sizeof b, &lb), ARCS_OK);
    if (la != lb || memcmp(a, b, la)) fail_msg("%s: the loaded state saves differently", what);
    if (!arcs_game_over(game)) {
        assert_int_equal(arcs_legal_moves(game, ma, ARCS_MAX_LEGAL_MOVES, &na), ARCS_OK);
        assert_int_equal(arcs_legal_moves(loaded, mb, ARCS_MAX_LEGAL_MOVES, &nb), ARCS_OK);
        if (na != nb || memcmp(ma, mb, na * sizeof ma[0])) fail_msg("%s: the loaded state has other legal moves", what);
    }
    arcs_game_free(loaded);
}

/* Re-run a replay's moves from its config (its final hash, written by the
 * rules of the time, is not compared); the last move's text in last. */
static arcs_game *rerun_replay(const unsigned char *buf, size_t len, char *last, size_t cap) {
    Arcs__Replay *msg = arcs__replay__unpack(NULL, len, buf);
    assert_non_null(msg);
    assert_null(msg->start);
    const Arcs__Config *c = msg->config;
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = (int)c->players;
    cfg.mode = (arcs_mode)c->mode;
    cfg.seed = c->seed;
    cfg.chance = (arcs_chance_mode)c->chance;
    cfg.first_player = c->first_player;
    cfg.summit_deal_limit = c->summit_deal_limit;
    cfg.setup = c->setup[0] ? c->setup : NULL;
    arcs_game *game = NULL;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
    for (size_t i = 0; i < msg->n_moves; i++) {
        arcs_move m;
        assert_true(move_from_msg(msg->moves[i], msg->schema_version, &m, NULL, 0));
        if (arcs_apply(game, m) != ARCS_OK) fail_msg("recorded move %zu: %s", i, arcs_last_error(game));
        assert_int_equal(arcs_move_to_str(m, last, cap, NULL), ARCS_OK);
    }
    arcs__replay__free_unpacked(msg, NULL);
    return game;
}

/* Random moves to the end (at most max_moves), save/load after each;
 * returns the number of moves. */
static int play_on(arcs_game *game, uint64_t seed, int max_moves, const char *what) {
    uint64_t rng = seed * 0x9E3779B97F4A7C15ull | 1;
    char at[160];
    int i = 0;
    for (; i < max_moves && !arcs_game_over(game); i++) {
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_true(n > 0);
        arcs_move chosen = m[xorshift(&rng) % n];
        assert_int_equal(arcs_apply(game, chosen), ARCS_OK);
        char text[64] = "";
        arcs_move_to_str(chosen, text, sizeof text, NULL);
        snprintf(at, sizeof at, "%s, move %d (\"%s\")", what, i, text);
        assert_save_load(game, at);
    }
    return i;
}

/* Base rulebook "Returning Cities" and Campaign rulebook "Negotiations":
 * a Summit deal in which p0 cedes its city while p1 receives resources.
 * The state after the deal saves and loads, and play goes on from the
 * loaded state. */
static void summit_cede_city_states_load(void **state) {
    (void)state;
    static const char *const repros[] = {
        "valid-after-deal-accept-m2-p3-c1-seed0x230100000000019a.replay",
        "valid-after-deal-accept-m2-p3-c0-seed0x23000000000f4c20.replay",
    };
    for (size_t i = 0; i < sizeof repros / sizeof repros[0]; i++) {
        size_t len = 0;
        unsigned char *buf = read_file(repros[i], &len);
        char last[64];
        arcs_game *game = rerun_replay(buf, len, last, sizeof last);
        free(buf);
        assert_non_null(strstr(last, "deal-accept"));
        assert_save_load(game, repros[i]);
        /* Play on from the loaded state. */
        static unsigned char saved[ARCS_STATE_BYTES_MAX];
        size_t n = 0;
        assert_int_equal(arcs_game_save_state(game, saved, sizeof saved, &n), ARCS_OK);
        arcs_game *loaded = t_load_state(saved, n, repros[i]);
        play_on(loaded, i + 1, 400, repros[i]);
        arcs_game_free(loaded);
        arcs_game_free(game);
    }
}

static int games_per_kind(void) {
    const char *env = getenv("ARCS_SAVE_LOAD_GAMES");
    int n = env ? atoi(env) : 1;
    return n > 0 ? n : 1;
}

static void random_games_in(arcs_mode mode, const char *name) {
    int games = games_per_kind();
    long moves = 0;
    for (int players = 2; players <= 4; players++)
        for (int gi = 0; gi < games; gi++) {
            uint64_t seed = (uint64_t)players * 104729u + (uint64_t)gi;
            arcs_game *game = wf_new_game_in(players, seed, mode, gi % 4 == 3);
            assert_non_null(game);
            char what[96];
            snprintf(what, sizeof what, "%s %dp seed %llu", name, players, (unsigned long long)seed);
            assert_save_load(game, what);
            moves += play_on(game, seed, 200000, what);
            assert_true(arcs_game_over(game));
            arcs_game_free(game);
        }
    fprintf(stderr, "%s: %d games, %ld moves saved and loaded\n", name, 3 * games, moves);
}

static void base_games_save_and_load(void **state) {
    (void)state;
    random_games_in(ARCS_MODE_BASE, "base");
}

static void leaders_lore_games_save_and_load(void **state) {
    (void)state;
    random_games_in(ARCS_MODE_LEADERS_LORE, "Leaders & Lore");
}

static void campaign_games_save_and_load(void **state) {
    (void)state;
    random_games_in(ARCS_MODE_CAMPAIGN, "campaign");
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: test_save_load DIR\n");
        return 64;
    }
    repro_dir = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(summit_cede_city_states_load),
        cmocka_unit_test(base_games_save_and_load),
        cmocka_unit_test(leaders_lore_games_save_and_load),
        cmocka_unit_test(campaign_games_save_and_load),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
