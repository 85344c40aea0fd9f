/* Core API: move text, statuses, config validation, map adjacency. */
#include "support.h"
#include "core/hash.h"
#include "core/sysbits.h"

#include <stdio.h>
#include <string.h>

static void move_text_round_trips(void **state) {
    (void)state;
    const char *texts[] = {"p1 lead Aggression-4", "p0 tax 3-hex 0", "p2 dice assault 2",
                           "p3 declare Warlord", "chance chance roll assault 4", "chance chance draw Aggression-4",
                           "chance chance court ARCS-BC08", "chance chance draw-bottom Mobilization-2",
                           "chance chance 3 0 42 0", "p0 move-to 5-gate",
                           "p1 spend 2 build", "p0 pass", "p2 battle-defender p1"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        arcs_move m;
        assert_int_equal(arcs_move_from_str(texts[i], &m), ARCS_OK);
        char buf[64];
        assert_int_equal(arcs_move_to_str(m, buf, sizeof buf, NULL), ARCS_OK);
        assert_string_equal(buf, texts[i]);
    }
}

static void move_text_rejects_garbage(void **state) {
    (void)state;
    arcs_move m;
    const char *bad[] = {"", "p0", "p9 pass", "p0 lead Aggression-8", "p0 tax 7-hex 0",
                         "p0 fly", "p0 pass extra", "p0 tax 3-hex 300", NULL};
    for (int i = 0; bad[i]; i++) assert_int_equal(arcs_move_from_str(bad[i], &m), ARCS_E_PARSE);
    assert_int_equal(arcs_move_from_str(NULL, &m), ARCS_E_INVALID_ARG);
    char small[4];
    arcs_move_from_str("p1 lead Aggression-4", &m);
    assert_int_equal(arcs_move_to_str(m, small, sizeof small, NULL), ARCS_E_BUFFER_TOO_SMALL);
    assert_int_equal(strlen(small), 3);
}

/* Text and moves are one-to-one: only the canonical spelling parses. */
static void move_text_is_canonical(void **state) {
    (void)state;
    arcs_move m;
    const char *bad[] = {"p00 pass", "p01 pass", "p0 tax 3-hex 01", "p0 lead Aggression-04",
                         "p0 spend slot-01 build", "chance chance roll raid 04", "p0 tax 3-hex +1",
                         "p0 influence 00", NULL};
    for (int i = 0; bad[i]; i++)
        if (arcs_move_from_str(bad[i], &m) != ARCS_E_PARSE) fail_msg("'%s' parsed", bad[i]);
    /* Zero itself is canonical, and any blanks separate words. */
    assert_int_equal(arcs_move_from_str("p0 influence 0", &m), ARCS_OK);
    assert_int_equal(arcs_move_from_str(" p0\ttax  3-hex\n1 ", &m), ARCS_OK);
    char buf[64];
    assert_int_equal(arcs_move_to_str(m, buf, sizeof buf, NULL), ARCS_OK);
    assert_string_equal(buf, "p0 tax 3-hex 1");
}

/* The examples in arcs.h's documentation of the move text are moves. */
static void header_move_examples_parse(void **state) {
    (void)state;
    const char *texts[] = {"p1 lead Aggression-4", "p0 tax 3-hex 1", "p0 spend 2 battle now",
                           "chance chance roll raid 4", "chance chance draw Aggression-4",
                           "chance chance court ARCS-BC08", "chance chance draw-bottom Mobilization-2"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        arcs_move m;
        char buf[64];
        if (arcs_move_from_str(texts[i], &m) != ARCS_OK) fail_msg("'%s' does not parse", texts[i]);
        assert_int_equal(arcs_move_to_str(m, buf, sizeof buf, NULL), ARCS_OK);
        assert_string_equal(buf, texts[i]);
    }
}

/* arcs_move_to_str and arcs_move_to_bytes accept the same moves. */
static void text_and_bytes_agree_on_reserved_bytes(void **state) {
    (void)state;
    arcs_move m;
    assert_int_equal(arcs_move_from_str("p0 pass", &m), ARCS_OK);
    char text[64];
    unsigned char bytes[32];
    size_t n;
    assert_int_equal(arcs_move_to_str(m, text, sizeof text, &n), ARCS_OK);
    assert_int_equal(arcs_move_to_bytes(m, bytes, sizeof bytes, &n), ARCS_OK);
    for (int i = 0; i < 2; i++) {
        arcs_move r = m;
        r.reserved[i] = 1;
        memset(text, 'x', sizeof text);
        assert_int_equal(arcs_move_to_bytes(r, bytes, sizeof bytes, &n), ARCS_E_INVALID_ARG);
        assert_int_equal(arcs_move_to_str(r, text, sizeof text, &n), ARCS_E_INVALID_ARG);
    }
}

static void bad_configs_are_rejected(void **state) {
    (void)state;
    arcs_config cfg;
    arcs_game *game = (arcs_game *)0x1;
    arcs_config_init(&cfg);
    cfg.players = 5;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_BAD_CONFIG);
    assert_null(game);
    cfg.players = 1;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_BAD_CONFIG);
    cfg.players = 3;
    cfg.setup = "4p Mix Up 1";
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_BAD_CONFIG);
    cfg.setup = "no such card";
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_BAD_CONFIG);
    assert_int_equal(arcs_game_new(NULL, &game), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_game_new(&cfg, NULL), ARCS_E_INVALID_ARG);
}

/* arcs_config.setup, one rule for every mode: NULL and "random" (any case)
 * ask for no named card; "" and unknown names are refused with a reason
 * naming the problem; the campaign refuses a named setup card. A refused
 * config makes no game. */
static void setup_names_one_rule_in_every_mode(void **state) {
    (void)state;
    const arcs_mode modes[] = {ARCS_MODE_BASE, ARCS_MODE_LEADERS_LORE, ARCS_MODE_CAMPAIGN};
    const char *const random_names[] = {NULL, "random", "Random", "RANDOM"};
    for (int i = 0; i < 3; i++) {
        arcs_config cfg;
        arcs_config_init(&cfg);
        cfg.mode = modes[i];
        arcs_error err;
        for (int k = 0; k < 4; k++) {
            arcs_game *game = NULL;
            cfg.setup = random_names[k];
            assert_int_equal(arcs_game_new_ex(&cfg, &game, &err), ARCS_OK);
            assert_int_equal(err.status, ARCS_OK);
            assert_string_equal(err.message, "");
            assert_non_null(game);
            arcs_game_free(game);
        }
        const struct {
            const char *setup, *why;
        } bad[] = {{"", "empty setup name"},
                   {"4p Mix Up 9", modes[i] == ARCS_MODE_CAMPAIGN ? "uses no setup card" : "unknown setup name"},
                   {"3p Frontiers", modes[i] == ARCS_MODE_CAMPAIGN ? "uses no setup card" : "is for 3 players, not 4"},
                   {"4p Mix Up 1", "uses no setup card"}};
        for (int k = 0; k < 4; k++) {
            arcs_game *game = (arcs_game *)0x1;
            cfg.setup = bad[k].setup;
            bool named_ok = k == 3 && modes[i] != ARCS_MODE_CAMPAIGN;
            arcs_status st = arcs_game_new_ex(&cfg, &game, &err);
            if (named_ok) {
                assert_int_equal(st, ARCS_OK);
                arcs_game_free(game);
                continue;
            }
            assert_int_equal(st, ARCS_E_BAD_CONFIG);
            assert_int_equal(err.status, ARCS_E_BAD_CONFIG);
            assert_null(game);
            assert_non_null(strstr(err.message, bad[k].why));
            assert_non_null(strstr(err.message, "\"random\""));
            game = (arcs_game *)0x1;
            assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_BAD_CONFIG); /* the plain call agrees */
            assert_null(game);
        }
    }
}

/* arcs_config is versioned (arcs.h, "Versioned structs"): arcs_config_init
 * sets the version; a config never initialized (version 0) or of another
 * version is refused, by every call taking one, with ARCS_E_UNSUPPORTED and
 * a reason naming the version. */
static void config_versions_are_checked(void **state) {
    (void)state;
    arcs_config cfg;
    memset(&cfg, 0xAB, sizeof cfg);
    arcs_config_init(&cfg);
    assert_int_equal(cfg.version, ARCS_CONFIG_VERSION);
    assert_int_equal(cfg.players, 4);
    arcs_game *game = NULL;
    arcs_error err;
    assert_int_equal(arcs_game_new_ex(&cfg, &game, &err), ARCS_OK);
    assert_int_equal(err.status, ARCS_OK);
    assert_string_equal(err.message, "");
    /* A save and a replay to load with a base config. */
    unsigned char state_buf[ARCS_STATE_BYTES_MAX], replay_buf[4096];
    size_t state_len = 0, replay_len = 0;
    assert_int_equal(arcs_game_save_state(game, state_buf, sizeof state_buf, &state_len), ARCS_OK);
    assert_int_equal(arcs_replay_save(game, replay_buf, sizeof replay_buf, &replay_len), ARCS_OK);
    arcs_game_free(game);

    static const unsigned versions[] = {0, ARCS_CONFIG_VERSION + 1, 0xABABABABu};
    for (size_t i = 0; i < sizeof versions / sizeof versions[0]; i++) {
        char want[32];
        snprintf(want, sizeof want, "version %u", versions[i]);
        cfg.version = versions[i];
        game = (arcs_game *)0x1;
        assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_UNSUPPORTED);
        assert_null(game);
        game = (arcs_game *)0x1;
        assert_int_equal(arcs_game_new_ex(&cfg, &game, &err), ARCS_E_UNSUPPORTED);
        assert_null(game);
        assert_int_equal(err.status, ARCS_E_UNSUPPORTED);
        assert_non_null(strstr(err.message, want));
        assert_non_null(strstr(err.message, "arcs_config_init"));
        assert_int_equal(arcs_game_load_state_ex(state_buf, state_len, &cfg, &game, &err), ARCS_E_UNSUPPORTED);
        assert_null(game);
        assert_non_null(strstr(err.message, want));
        assert_int_equal(arcs_replay_load_ex(replay_buf, replay_len, &cfg, &game, &err), ARCS_E_UNSUPPORTED);
        assert_null(game);
        assert_non_null(strstr(err.message, want));
    }
    /* The version is the first member, in every version. */
    assert_int_equal(offsetof(arcs_config, version), 0);
    /* Without a base config, the loaders need none. */
    assert_int_equal(arcs_game_load_state(state_buf, state_len, NULL, &game), ARCS_OK);
    arcs_game_free(game);
}

/* A mode number this library does not know is ARCS_E_UNSUPPORTED (arcs.h,
 * arcs_mode); a known mode with a bad field stays ARCS_E_BAD_CONFIG; each
 * with its reason. */
static void unknown_modes_are_unsupported(void **state) {
    (void)state;
    arcs_config cfg;
    arcs_config_init(&cfg);
    arcs_game *game = (arcs_game *)0x1;
    arcs_error err;
    cfg.mode = (arcs_mode)3;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_UNSUPPORTED);
    assert_null(game);
    assert_int_equal(arcs_game_new_ex(&cfg, &game, &err), ARCS_E_UNSUPPORTED);
    assert_non_null(strstr(err.message, "mode 3"));
    cfg.mode = (arcs_mode)-1;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_UNSUPPORTED);
    cfg.mode = ARCS_MODE_CAMPAIGN;
    cfg.players = 3;
    assert_int_equal(arcs_game_new_ex(&cfg, &game, &err), ARCS_OK);
    arcs_game_free(game);
    cfg.players = 5;
    assert_int_equal(arcs_game_new_ex(&cfg, &game, &err), ARCS_E_BAD_CONFIG);
    assert_non_null(strstr(err.message, "players 5"));
    cfg.players = 3;
    cfg.summit_deal_limit = 300;
    assert_int_equal(arcs_game_new_ex(&cfg, &game, &err), ARCS_E_BAD_CONFIG);
    assert_non_null(strstr(err.message, "summit_deal_limit 300"));
    game = (arcs_game *)0x1;
    assert_int_equal(arcs_game_new_ex(NULL, &game, &err), ARCS_E_INVALID_ARG);
    assert_null(game);
    assert_string_equal(err.message, "NULL config");
    game = (arcs_game *)0x1;
    assert_int_equal(arcs_game_new(NULL, &game), ARCS_E_INVALID_ARG);
    assert_null(game);
    assert_int_equal(arcs_game_new_ex(&cfg, NULL, NULL), ARCS_E_INVALID_ARG);
}

/* Every status of arcs.h's arcs_status has its own non-empty string; the
 * number after the last one is unknown (a status added to the enum must be
 * added here and to arcs_status_str). */
static void status_strings_exist(void **state) {
    (void)state;
    static const arcs_status ALL[] = {
        ARCS_OK,           ARCS_E_INVALID_ARG, ARCS_E_BAD_CONFIG,       ARCS_E_ILLEGAL_MOVE, ARCS_E_WRONG_PLAYER,
        ARCS_E_GAME_OVER,  ARCS_E_NO_HISTORY,  ARCS_E_BUFFER_TOO_SMALL, ARCS_E_PARSE,        ARCS_E_NOMEM,
        ARCS_E_CORRUPT,    ARCS_E_VERSION,     ARCS_E_UNSUPPORTED,      ARCS_E_INTERNAL,
    };
    enum { N = sizeof ALL / sizeof ALL[0] };
    for (int i = 0; i < N; i++) {
        assert_int_equal(ALL[i], i); /* the enum counts up from ARCS_OK without gaps */
        const char *msg = arcs_status_str(ALL[i]);
        assert_non_null(msg);
        assert_true(msg[0] != '\0');
        assert_string_not_equal(msg, "unknown status");
        for (int j = 0; j < i; j++) assert_string_not_equal(msg, arcs_status_str(ALL[j]));
    }
    assert_string_equal(arcs_status_str((arcs_status)N), "unknown status");
}

static void adjacency_follows_the_map(void **state) {
    (void)state;
    game_state g;
    memset(&g, 0, sizeof g);
    /* All clusters in play: 2-hex touches 3-arrow; 1-arrow does not touch 1-hex. */
    assert_true(systems_adjacent(&g, 1 * 4 + 3, 2 * 4 + 1));
    assert_true(systems_adjacent(&g, 4 * 4 + 3, 5 * 4 + 1));
    assert_false(systems_adjacent(&g, 0 * 4 + 1, 0 * 4 + 3));
    assert_true(systems_adjacent(&g, 0, 5 * 4));
    assert_false(systems_adjacent(&g, 0 * 4 + 3, 1 * 4 + 1)); /* 1|2 is a thick border */
    /* Clusters 2 and 4 out (components.md: 1-3 and 3-5 adjacent, 1-5 not, when 1,3,5,6 in play). */
    g.out_of_play = (1u << 1) | (1u << 3);
    assert_true(systems_adjacent(&g, 0, 2 * 4));
    assert_true(systems_adjacent(&g, 2 * 4, 4 * 4));
    assert_false(systems_adjacent(&g, 0, 4 * 4));
    assert_false(systems_adjacent(&g, 1 * 4 + 3, 2 * 4 + 1)); /* 2-hex is out of play */
}

static void moves_only_history_plays_the_same_game(void **state) {
    (void)state;
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = 3;
    cfg.seed = 31;
    arcs_game *full = NULL, *lean = NULL;
    assert_int_equal(arcs_game_new(&cfg, &full), ARCS_OK);
    cfg.history = ARCS_HISTORY_MOVES;
    assert_int_equal(arcs_game_new(&cfg, &lean), ARCS_OK);
    uint64_t r1 = 9, r2 = 9;
    for (int i = 0; i < 300 && !arcs_game_over(full); i++) {
        t_random_move(full, &r1);
        t_random_move(lean, &r2);
        assert_true(arcs_state_hash(full) == arcs_state_hash(lean));
    }
    assert_int_equal(arcs_history_length(lean), arcs_history_length(full));
    arcs_move a, b;
    assert_int_equal(arcs_history_move(lean, 5, &a), ARCS_OK);
    assert_int_equal(arcs_history_move(full, 5, &b), ARCS_OK);
    assert_memory_equal(&a, &b, sizeof a);
    /* No undo without states; the game is untouched. */
    uint64_t h = arcs_state_hash(lean);
    assert_int_equal(arcs_undo(lean, 1), ARCS_E_NO_HISTORY);
    assert_true(arcs_state_hash(lean) == h);
    assert_int_equal(arcs_undo(full, 1), ARCS_OK);
    arcs_game *copy = NULL;
    assert_int_equal(arcs_game_clone(lean, &copy), ARCS_OK);
    assert_true(arcs_state_hash(copy) == h);
    assert_int_equal(arcs_undo(copy, 1), ARCS_E_NO_HISTORY);
    arcs_game_free(copy);
    arcs_game_free(full);
    arcs_game_free(lean);
    cfg.history = (arcs_history_mode)5;
    assert_int_equal(arcs_game_new(&cfg, &lean), ARCS_E_BAD_CONFIG);
}

static void counting_legal_moves_needs_no_buffer(void **state) {
    (void)state;
    arcs_game *game = t_new_game(4, 3, NULL);
    size_t n = 0, m = 0;
    assert_int_equal(arcs_legal_moves(game, NULL, 0, &n), ARCS_OK);
    assert_true(n > 0);
    arcs_move one;
    assert_int_equal(arcs_legal_moves(game, &one, 1, &m), n > 1 ? ARCS_E_BUFFER_TOO_SMALL : ARCS_OK);
    assert_int_equal(m, n);
    assert_int_equal(arcs_legal_moves(game, NULL, 3, &m), ARCS_E_INVALID_ARG);
    /* The zero-copy view lists the same moves in the same order. */
    arcs_move all[ARCS_MAX_LEGAL_MOVES];
    const arcs_move *view = NULL;
    size_t k = 0;
    uint64_t r = 4;
    for (int step = 0; step < 200; step++) {
        assert_int_equal(arcs_legal_moves(game, all, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal(arcs_legal_moves_view(game, &view, &k), ARCS_OK);
        assert_int_equal(k, n);
        assert_memory_equal(view, all, n * sizeof *view);
        t_random_move(game, &r);
    }
    assert_int_equal(arcs_legal_moves_view(game, NULL, &k), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_legal_moves(NULL, NULL, 0, &m), ARCS_E_INVALID_ARG);
    arcs_game_free(game);
}

/* A new game of the mode (ARCS_MODE_*), internal chance. */
static arcs_game *game_of_mode(int mode, int players, uint64_t seed) {
    if (mode == ARCS_MODE_CAMPAIGN) return t_new_campaign(players, seed, ARCS_CHANCE_INTERNAL, -1, 0);
    if (mode == ARCS_MODE_BASE) return t_new_game(players, seed, NULL);
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = players;
    cfg.seed = seed;
    cfg.mode = mode;
    arcs_game *game = NULL;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
    return game;
}

/* core/sysbits.h: the cluster words and the whole-map words agree with the
 * systems' bytes read one by one, in random base, campaign and Leaders &
 * Lore games. */
static void check_sysbits(const game_state *g) {
    static const unsigned masks[][2] = {{BLD_OWNER_MASK, BLD_OF(1)}, {BLD_KIND_MASK, BLD_OF(0) | BLD_STARPORT},
                                        {BLD_DAMAGE_MASK, BLD_OF(2) | BLD_DAMAGED}, {BLD_OCCUPIED, 0},
                                        {BLD_OCCUPIED | BLD_STARPORT, BLD_OCCUPIED}, {0xFFu, 0}};
    for (size_t m = 0; m < sizeof masks / sizeof masks[0]; m++) {
        uint64_t all = 0, all_nz = 0;
        for (int c = 0; c < NUM_CLUSTERS; c++) {
            uint64_t want = 0, want_nz = 0;
            for (int j = 0; j < 4; j++) {
                const uint8_t *r = (const uint8_t *)&g->sys[4 * c + j];
                for (int o = 0; o < 12; o++) {
                    want |= (uint64_t)((r[o] & masks[m][0]) == masks[m][1]) << (12 * j + o);
                    want_nz |= (uint64_t)(r[o] != 0) << (12 * j + o);
                }
            }
            assert_true(sys_group_match(g, c, masks[m][0], masks[m][1]) == want);
            assert_true(sys_group_nonzero(g, c) == want_nz);
            all |= want;
            all_nz |= want_nz;
            for (int bit = 0; bit < 2; bit++) {
                uint64_t taxed = 0;
                for (int j = 0; j < 4; j++) taxed |= (uint64_t)((g->taxed[4 * c + j] >> bit) & 1u) << (12 * j);
                assert_true(sys_group_flags(g->taxed, c, bit) == taxed);
            }
        }
        assert_true(sys_all_match(g, masks[m][0], masks[m][1]) == all);
        assert_true(sys_all_nonzero(g) == all_nz);
    }
    bool outside = false;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = SLOTS_PER_SYSTEM; i < BUILDING_SLOTS_MAX; i++) outside |= (g->sys[s].bld[i] & BLD_OCCUPIED) != 0;
    assert_int_equal(sys_any_outside_building(g), outside);
}

static void system_masks_match_the_systems(void **state) {
    (void)state;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        assert_int_equal((SYS_PLANETS_MASK >> s) & 1u, planet_slots(s) >= 1);
        assert_int_equal((SYS_TWO_SLOTS_MASK >> s) & 1u, planet_slots(s) == 2);
        assert_int_equal((SYS_GATES_MASK >> s) & 1u, sys_is_gate(s));
    }
    for (unsigned n = 0; n < 16; n++)
    {
        for (int j = 0; j < 4; j++) assert_int_equal((sys_group_spread(n) >> (12 * j)) & 1u, (n >> j) & 1u);
        assert_int_equal(sys_group_nibble(sys_group_spread(n) | ~SYS_GROUP_BYTE(0)), n);
    }
    for (int k = 0; k < 3; k++) {
        /* Leaders & Lore: buildings outside the printed slots (sys_any_outside_building) */
        arcs_game *game = game_of_mode(k == 0 ? ARCS_MODE_BASE : k == 1 ? ARCS_MODE_CAMPAIGN : ARCS_MODE_LEADERS_LORE, 3, 7);
        uint64_t rng = 11;
        for (int i = 0; i < 1500 && !arcs_game_over(game); i++) {
            check_sysbits(&game->s);
            t_random_move(game, &rng);
        }
        arcs_game_free(game);
    }
}

/* The state hash (lib/core/hash.c): the machine's loop (SSE2 on x86-64)
 * and the portable one agree on states of every mode along random games;
 * a clone hashes equal; any one changed byte of the hashed parts, and two
 * 64-byte stripes swapped, change it. */
static void state_hash_is_one_function(void **state) {
    (void)state;
    const struct { int mode, players; } games[] = {
        {ARCS_MODE_BASE, 2}, {ARCS_MODE_LEADERS_LORE, 4}, {ARCS_MODE_CAMPAIGN, 3}};
    for (int k = 0; k < 3; k++) {
        arcs_game *game = game_of_mode(games[k].mode, games[k].players, 5);
        uint64_t rng = 5;
        for (int i = 0; i < 1200 && !arcs_game_over(game); i++) {
            uint64_t h = arcs_state_hash(game);
            assert_true(h == state_hash_portable(&game->s));
            if (i % 97 == 3) {
                arcs_game *copy = NULL;
                assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
                assert_true(arcs_state_hash(copy) == h);
                /* Each byte of the live part (up to the top frame), then of the
                 * mode's layers: flipped, the hash changes; put back, it returns. */
                game_state *c = &copy->s;
                size_t live = state_live_bytes(c), layers = is_base_game(c) ? 0 : state_layer_bytes(c->mode);
                for (size_t b = 0; b < live + layers; b += 1 + b % 5) {
                    uint8_t *at = b < live ? (uint8_t *)c + b : (uint8_t *)&c->ll + (b - live);
                    if (at == &c->depth || at == &c->mode) continue; /* they say which bytes are hashed */
                    *at ^= 0x10;
                    assert_true(state_hash(c) != h);
                    assert_true(state_hash_portable(c) == state_hash(c));
                    *at ^= 0x10;
                }
                assert_true(state_hash(c) == h);
                /* Two different stripes swapped (the sums see the keys of their places). */
                uint8_t a[64], b[64];
                memcpy(a, (uint8_t *)c + 64, 64);
                memcpy(b, (uint8_t *)c + 320, 64);
                if (memcmp(a, b, 64) != 0) {
                    memcpy((uint8_t *)c + 64, b, 64);
                    memcpy((uint8_t *)c + 320, a, 64);
                    assert_true(state_hash(c) != h);
                }
                arcs_game_free(copy);
            }
            t_random_move(game, &rng);
        }
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(config_versions_are_checked),
        cmocka_unit_test(unknown_modes_are_unsupported),
        cmocka_unit_test(move_text_round_trips),
        cmocka_unit_test(move_text_rejects_garbage),
        cmocka_unit_test(move_text_is_canonical),
        cmocka_unit_test(header_move_examples_parse),
        cmocka_unit_test(text_and_bytes_agree_on_reserved_bytes),
        cmocka_unit_test(bad_configs_are_rejected),
        cmocka_unit_test(setup_names_one_rule_in_every_mode),
        cmocka_unit_test(status_strings_exist),
        cmocka_unit_test(adjacency_follows_the_map),
        cmocka_unit_test(moves_only_history_plays_the_same_game),
        cmocka_unit_test(counting_legal_moves_needs_no_buffer),
        cmocka_unit_test(system_masks_match_the_systems),
        cmocka_unit_test(state_hash_is_one_function),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
