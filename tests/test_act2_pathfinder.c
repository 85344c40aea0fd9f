/* The Pathfinder's Act II (ARCS-F901A/B..F904): scenario tests on Act II
 * games started from campaign records (tests/act2_fixture.h), player 0 the
 * Pathfinder (a B Fate: Act I failed), player 2 the player to their right,
 * who writes down the Portal's planet. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/pathfinder/pathfinder.h"

#include <stdio.h>
#include <string.h>

enum { WRITER = 2 };
enum { SETUP_FLAGSHIP = 0, SETUP_WRITE = 2 }; /* act2.c's steps */

static arcs_move cmove(int p, int card, int step, int d) {
    arcs_move m = {0};
    m.kind = ARCS_MOVE_CARD;
    m.player = (uint8_t)p;
    m.a = (uint8_t)(card & 0xFF);
    m.b = (uint8_t)(card >> 8);
    m.c = (uint8_t)step;
    m.d = (uint8_t)d;
    return m;
}

/* A refused move leaves the state's bytes as they were, with a reason (by
 * its text: the text must read back). */
static void refused(arcs_game *game, arcs_move m) {
    char text[ARCS_MOVE_STR_MAX];
    arcs_move back;
    assert_int_equal(arcs_move_to_str(m, text, sizeof text, NULL), ARCS_OK);
    assert_int_equal(arcs_move_from_str(text, &back), ARCS_OK);
    t_refused_unchanged(game, text);
}

static bool legal(arcs_game *game, arcs_move m) {
    arcs_move l[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, l, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    for (size_t i = 0; i < n; i++)
        if (!memcmp(&l[i], &m, sizeof m)) return true;
    return false;
}

static int n_legal(arcs_game *game) {
    arcs_move l[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, l, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    return (int)n;
}

static void apply_ok(arcs_game *game, arcs_move m) {
    assert_int_equal(arcs_apply(game, m), ARCS_OK);
    t_assert_invariants(game);
}

static bool in_court_deck(const game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == card) return true;
    return false;
}

/* An Act II game, 3 players, p0 the Pathfinder, at its first decision. */
static arcs_game *pf_game(uint64_t seed) {
    const int fates[3] = {CARD_FATE01, CARD_FATE02, CARD_FATE03}, bfates[3] = {CARD_FATE09, 0, 0};
    arcs_game *game = t_act2_new_b(3, seed, fates, 6u, bfates, ARCS_CHANCE_INTERNAL, 0);
    assert_int_equal(game->s.camp.act, 2);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE09);
    return game;
}

static bool at_setup_step(const game_state *g, int step) {
    const frame *f = top_frame_c(g);
    return f->kind == FR_CARD && f->card == CARD_F901A && f->step == step;
}

/* First legal moves until the Pathfinder's Setup decision `step`. */
static void to_setup_step(arcs_game *game, int step) {
    arcs_move l[ARCS_MAX_LEGAL_MOVES];
    for (int i = 0; !at_setup_step(&game->s, step); i++) {
        size_t n = 0;
        assert_true(i < 2000);
        assert_int_equal(arcs_legal_moves(game, l, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        apply_ok(game, l[0]);
    }
}

static uint32_t loyal_systems(const game_state *g, int p) {
    uint32_t m = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && has_loyal_piece(g, p, s)) m |= 1u << s;
    return m;
}

/* The first planet in play for which ok(s) holds. */
static int planet_where(const game_state *g, bool (*ok_fn)(const game_state *, int, int), int arg) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (!sys_is_gate(s) && sys_in_play(g, s) && ok_fn(g, s, arg)) return s;
    fail_msg("no such planet");
    return -1;
}
static bool any_planet(const game_state *g, int s, int arg) { (void)g, (void)s, (void)arg; return true; }
static bool other_than(const game_state *g, int s, int arg) { (void)g; return s != arg; }
static bool x_for(const game_state *g, int s, int portal) { (void)g; return !clue_is_check(s, portal); }
static bool check_for(const game_state *g, int s, int portal) { (void)g; return s != portal && clue_is_check(s, portal); }

/* The Setup played with the Flagship at the first system offered and the
 * Portal written at `secret` (-1: the second planet in play), then the rest
 * of Act II & III Setup by first legal moves. Returns the written planet. */
static int setup_with(arcs_game *game, int secret) {
    to_setup_step(game, SETUP_FLAGSHIP);
    const game_state *g = &game->s;
    int sys = __builtin_ctz(loyal_systems(g, 0));
    apply_ok(game, cmove(0, CARD_F901A, SETUP_FLAGSHIP, sys));
    to_setup_step(game, SETUP_WRITE);
    if (secret < 0) secret = planet_where(g, other_than, planet_where(g, any_planet, 0));
    apply_ok(game, cmove(WRITER, CARD_F901A, SETUP_WRITE, secret));
    arcs_move l[ARCS_MAX_LEGAL_MOVES];
    for (int i = 0; game->s.camp.act_setup_step != ASETUP_NONE; i++) {
        size_t n = 0;
        assert_true(i < 2000);
        assert_int_equal(arcs_legal_moves(game, l, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        apply_ok(game, l[0]);
    }
    return secret;
}

/* F901A: the Flagship's system is the Pathfinder's move (a system with a
 * Loyal piece); the board gets a starport on Slipstream Drive and a city on
 * Hull; Uncovering Clues to the Pathfinder, Clues to the Portal to the
 * player to the right, who writes a planet down (a move of theirs, one per
 * planet in play). */
static void setup_flagship_and_the_secret_planet(void **state) {
    (void)state;
    arcs_game *game = pf_game(3);
    to_setup_step(game, SETUP_FLAGSHIP);
    const game_state *g = &game->s;
    assert_int_equal(top_frame_c(g)->player, 0);
    uint32_t loyal = loyal_systems(g, 0);
    assert_true(loyal != 0);
    assert_int_equal(n_legal(game), __builtin_popcount(loyal));
    int empty = __builtin_ctz(~loyal & ((1u << NUM_SYSTEMS) - 1));
    refused(game, cmove(0, CARD_F901A, SETUP_FLAGSHIP, empty)); /* "a system with Loyal pieces" */
    refused(game, cmove(1, CARD_F901A, SETUP_FLAGSHIP, __builtin_ctz(loyal))); /* not theirs to choose */
    int sys = __builtin_ctz(loyal);
    int starports = g->pl[0].starports_supply;
    apply_ok(game, cmove(0, CARD_F901A, SETUP_FLAGSHIP, sys));
    to_setup_step(game, SETUP_WRITE);
    assert_int_equal(flagship_system(g, 0), sys);
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_SLIPSTREAM][FLAGSHIP_UPGRADE], BLD_MAKE(0, true, false));
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_HULL][FLAGSHIP_UPGRADE], BLD_MAKE(0, false, false));
    assert_true(g->pl[0].starports_supply >= starports); /* the abandoned ones came back, one placed */
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++)
            if (g->sys[s].bld[i] & BLD_OCCUPIED) assert_int_not_equal(BLD_OWNER(g->sys[s].bld[i]), 0);
    assert_true(t_in_play_area(g, 0, CARD_F902));
    assert_true(t_in_play_area(g, WRITER, CARD_F903));
    assert_int_equal(top_frame_c(g)->player, WRITER);
    int planets = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) planets += !sys_is_gate(s) && sys_in_play(g, s);
    assert_int_equal(n_legal(game), planets);
    int gate = -1;
    for (int s = 0; s < NUM_SYSTEMS && gate < 0; s++)
        if (sys_is_gate(s) && sys_in_play(g, s)) gate = s;
    int planet = planet_where(g, any_planet, 0);
    refused(game, cmove(WRITER, CARD_F901A, SETUP_WRITE, gate)); /* a planet */
    refused(game, cmove(0, CARD_F901A, SETUP_WRITE, planet));     /* the player to the right writes */
    apply_ok(game, cmove(WRITER, CARD_F901A, SETUP_WRITE, planet));
    assert_int_equal(pathfinder_of_ro(g)->secret, planet + 1);
    assert_int_equal(pathfinder_of_ro(g)->pathfinder, 1);
    arcs_game_free(game);
}

static t_log LOG;

/* Leaks: two games differing only in the planet written look the same to
 * the Pathfinder and the third player (observations), not to the writer;
 * the log line never names the planet. */
static void the_written_planet_is_hidden(void **state) {
    (void)state;
    arcs_game *games[2];
    int planets[2];
    for (int k = 0; k < 2; k++) {
        arcs_game *game = pf_game(5);
        to_setup_step(game, SETUP_FLAGSHIP);
        apply_ok(game, cmove(0, CARD_F901A, SETUP_FLAGSHIP, __builtin_ctz(loyal_systems(&game->s, 0))));
        to_setup_step(game, SETUP_WRITE);
        planets[k] = k ? planet_where(&game->s, other_than, planets[0]) : planet_where(&game->s, any_planet, 0);
        LOG.n = 0;
        game->log = t_keep_line;
        game->log_ud = &LOG;
        apply_ok(game, cmove(WRITER, CARD_F901A, SETUP_WRITE, planets[k]));
        game->log = NULL;
        char name[16];
        assert_true(t_logged(&LOG, "in secret"));
        assert_false(t_logged(&LOG, system_name(planets[k], name)));
        games[k] = game;
    }
    t_assert_same_observation(games[0], games[1], 0);
    t_assert_same_observation(games[0], games[1], 1);
    static unsigned char a[ARCS_STATE_BYTES_MAX], b[ARCS_STATE_BYTES_MAX];
    size_t la = 0, lb = 0;
    assert_int_equal(arcs_observation(games[0], WRITER, a, sizeof a, &la), ARCS_OK);
    assert_int_equal(arcs_observation(games[1], WRITER, b, sizeof b, &lb), ARCS_OK);
    assert_true(la != lb || memcmp(a, b, la) != 0); /* the writer knows */
    arcs_game_free(games[0]);
    arcs_game_free(games[1]);
}

/* The Pathfinder's turn, the Prelude open: p0 leads; the Flagship is moved
 * by hand to `at`; p0's resources are exactly `types` (slots 0, 1). */
static void pathfinder_turn(arcs_game *game, int at, int r0, int r1) {
    const uint32_t hands[3] = {1u << t_card(ARCS_ADMINISTRATION, 2), 1u << t_card(ARCS_AGGRESSION, 2),
                               1u << t_card(ARCS_CONSTRUCTION, 2)};
    /* A turn before: its decisions taken, its Prelude's spent resources back. */
    arcs_move l[ARCS_MAX_LEGAL_MOVES];
    for (int i = 0; top_frame_c(&game->s)->kind != FR_TURN && game->s.prelude_open; i++) {
        size_t n = 0;
        assert_true(i < 100);
        assert_int_equal(arcs_legal_moves(game, l, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        apply_ok(game, l[0]);
    }
    game_state *h = t_state(game);
    for (int r = 0; r < NUM_RES; r++) {
        h->res_supply[r] = (uint8_t)(h->res_supply[r] + h->prelude_spent[r]);
        h->prelude_spent[r] = 0;
    }
    h->prelude_open = 0;
    t_begin_round(game, 0, hands);
    lead(game, "p0 lead Administration-2");
    game_state *g = t_state(game);
    g->camp.flagship[0] = (uint8_t)(at + 1);
    for (int i = 0; i < RES_SLOTS_MAX; i++) {
        unsigned r = g->pl[0].res[i] - 1u;
        if (r < NUM_RES) {
            g->res_supply[r]++;
            g->pl[0].res[i] = RES_EMPTY;
        }
    }
    int rs[2] = {r0, r1};
    for (int i = 0; i < 2; i++)
        if (rs[i] >= 0) {
            g->res_supply[rs[i]]--;
            g->pl[0].res[i] = (uint8_t)(rs[i] + 1);
        }
    t_assert_invariants(game);
}

/* A resource type no planet of sys's cluster has (-1 if none). */
static int allowed_type(int sys) {
    for (int r = 0; r < NUM_RES; r++) {
        bool hit = false;
        for (int k = 1; k < 4; k++) hit |= planet_type(sys / 4 * 4 + k) == r;
        if (!hit) return r;
    }
    return -1;
}

static void clear_buildings(game_state *g, int s) {
    for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
        uint8_t b = g->sys[s].bld[i];
        if (!(b & BLD_OCCUPIED)) continue;
        int o = BLD_OWNER(b);
        if (o < g->num_players) {
            if (BLD_IS_STARPORT(b)) g->pl[o].starports_supply++;
            else g->pl[o].cities_on_board++;
        }
        g->sys[s].bld[i] = 0;
    }
}

/* F902: a Clue at an X planet and at a Check planet, each placed on its
 * truthful side; only a resource unlike the cluster's planets pays; the
 * planet's cities and starports gain (a Free city: 1 resource; a Free
 * starport: 2 ships); F901B advances 1 for the Check only. */
static void uncovering_clues_places_true_clues(void **state) {
    (void)state;
    arcs_game *game = pf_game(7);
    int secret = setup_with(game, -1);
    const game_state *g = &game->s;
    int x = planet_where(g, x_for, secret), check = planet_where(g, check_for, secret);
    int ok_type = allowed_type(x), bad_type = planet_type(x);
    assert_true(ok_type >= 0);
    pathfinder_turn(game, x, bad_type, ok_type);
    game_state *w = t_state(game);
    clear_buildings(w, x);
    w->sys[x].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    if (planet_slots(x) > 1) w->sys[x].bld[1] = BLD_MAKE(OWNER_FREE, true, false);
    t_assert_invariants(game);
    refused(game, cmove(0, CARD_F902, 0, 1)); /* slot 0: a type of the cluster's planets */
    assert_true(legal(game, cmove(0, CARD_F902, 0, 2)));
    int marker = objective_space(g, 0), ships = g->sys[x].fresh[0], supply = g->res_supply[planet_type(x)];
    apply_ok(game, cmove(0, CARD_F902, 0, 2));
    g = &game->s;
    const pathfinder_data *d = pathfinder_of_ro(g);
    assert_int_equal(d->clue[0], x + 1);
    assert_int_equal(objective_space(g, 0), marker); /* an X Clue */
    assert_int_equal(g->res_supply[planet_type(x)], supply - 1);
    if (planet_slots(x) > 1) assert_int_equal(g->sys[x].fresh[0], ships + 2);
    /* The next turn, the Flagship at a Check planet. */
    pathfinder_turn(game, check, allowed_type(check), -1);
    apply_ok(game, cmove(0, CARD_F902, 0, 1));
    g = &game->s;
    assert_int_equal(pathfinder_of_ro(g)->clue[1], check + 1);
    assert_int_equal(objective_space(g, 0), marker - 1);
    /* No second Clue at a planet with one. */
    pathfinder_turn(game, check, allowed_type(check), -1);
    refused(game, cmove(0, CARD_F902, 0, 1));
    arcs_game_free(game);
}

/* faq.csv Uncovering Clues: "Do cities and starports on Flagships count
 * toward this effect? No, they must be on the planet in question." The
 * Flagship board holds a city (Hull) and a starport (Slipstream Drive); a
 * planet with no buildings gains nothing. A Check at marker 1 does not
 * complete the objective ("This cannot complete your objective"). */
static void faq_uncovering_clues_flagship_pieces_do_not_count(void **state) {
    (void)state;
    arcs_game *game = pf_game(9);
    int secret = setup_with(game, -1);
    const game_state *g = &game->s;
    int check = planet_where(g, check_for, secret);
    pathfinder_turn(game, check, allowed_type(check), -1);
    game_state *w = t_state(game);
    clear_buildings(w, check);
    w->camp.objective[0] = 1;
    t_assert_invariants(game);
    assert_int_equal(flagship_pieces(g, 0, false), 1);
    assert_int_equal(flagship_pieces(g, 0, true), 1);
    uint8_t supply[NUM_RES];
    memcpy(supply, g->res_supply, sizeof supply);
    int ships = g->sys[check].fresh[0];
    apply_ok(game, cmove(0, CARD_F902, 0, 1));
    g = &game->s;
    assert_int_equal(g->sys[check].fresh[0], ships);
    supply[allowed_type(check)]++; /* the spent one, back when the Prelude ends */
    for (int r = 0; r < NUM_RES; r++)
        assert_int_equal(g->res_supply[r] + g->prelude_spent[r], supply[r]);
    assert_int_equal(objective_space(g, 0), 1);
    arcs_game_free(game);
}

/* F903: "If you have none in your supply, take it from the map": with the
 * six Clues on the map, the writer chooses which (a move per Clue, by
 * system); the Clue takes its true side at the new planet. */
static void a_clue_taken_from_the_map(void **state) {
    (void)state;
    arcs_game *game = pf_game(11);
    int secret = setup_with(game, -1);
    const game_state *g = &game->s;
    int at = -1, placed = 0;
    pathfinder_data *d = pathfinder_of(t_state(game));
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (sys_is_gate(s) || !sys_in_play(g, s) || s == secret) continue;
        if (placed < CLUE_TOKENS) {
            d->clue[placed++] = (uint8_t)(s + 1);
            d->seen[s / 4] |= (uint8_t)((clue_is_check(s, secret) ? SEEN_CHECK : SEEN_X) << (2 * (s % 4)));
        } else if (at < 0) {
            at = s;
        }
    }
    assert_true(at >= 0);
    pathfinder_turn(game, at, allowed_type(at), -1);
    apply_ok(game, cmove(0, CARD_F902, 0, 1));
    g = &game->s;
    const frame *f = top_frame_c(g);
    assert_int_equal(f->kind, FR_CARD);
    assert_int_equal(f->card, CARD_F903);
    assert_int_equal(f->player, WRITER);
    arcs_move l[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, l, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, CLUE_TOKENS);
    for (size_t i = 0; i < n; i++) assert_int_equal(l[i].d, pathfinder_of_ro(g)->clue[i] - 1); /* by system */
    refused(game, cmove(WRITER, CARD_F903, 0, at));    /* no Clue there */
    refused(game, cmove(0, CARD_F903, 0, l[2].d));     /* the writer's choice */
    int from = l[2].d;
    apply_ok(game, l[2]);
    d = pathfinder_of(t_state(game));
    assert_int_equal(d->clue[2], at + 1);
    assert_int_equal((d->seen[at / 4] >> (2 * (at % 4))) & 3, clue_is_check(at, secret) ? SEEN_CHECK : SEEN_X);
    assert_int_not_equal((d->seen[from / 4] >> (2 * (from % 4))) & 3, SEEN_NONE); /* what it told stays known */
    arcs_game_free(game);
}

/* F903: the Flagship at the correct planet: the Portal token instead, every
 * Clue, Clues to the Portal and Uncovering Clues scrapped; F901B advances
 * 8: the objective complete. The Portal is public from then on. */
static void the_portal_found(void **state) {
    (void)state;
    arcs_game *game = pf_game(13);
    int secret = setup_with(game, -1);
    pathfinder_turn(game, secret, allowed_type(secret), -1);
    apply_ok(game, cmove(0, CARD_F902, 0, 1));
    const game_state *g = &game->s;
    const pathfinder_data *d = pathfinder_of_ro(g);
    assert_int_equal(d->portal, secret + 1);
    for (int i = 0; i < CLUE_TOKENS; i++) assert_int_equal(d->clue[i], CLUE_SCRAPPED);
    assert_true(card_scrapped(g, CARD_F902) && card_scrapped(g, CARD_F903));
    assert_false(t_in_play_area(g, 0, CARD_F902));
    assert_false(t_in_play_area(g, WRITER, CARD_F903));
    assert_true(objective_complete(g, 0));
    for (uint64_t seed = 1; seed <= 5; seed++) {
        arcs_game *copy = NULL;
        assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
        assert_int_equal(arcs_determinize(copy, 1, seed), ARCS_OK);
        assert_int_equal(pathfinder_of_ro(&copy->s)->secret, secret + 1);
        arcs_game_free(copy);
    }
    arcs_game_free(game);
}

/* Determinize: a viewer other than the writer gets a Portal consistent with
 * every Clue placed (never at a clued planet), keeping their observation;
 * the writer keeps the planet written. */
static void determinize_keeps_the_clues_true(void **state) {
    (void)state;
    arcs_game *game = pf_game(15);
    int secret = setup_with(game, -1);
    const game_state *g = &game->s;
    int x = planet_where(g, x_for, secret), check = planet_where(g, check_for, secret);
    pathfinder_turn(game, x, allowed_type(x), -1);
    apply_ok(game, cmove(0, CARD_F902, 0, 1));
    pathfinder_turn(game, check, allowed_type(check), -1);
    apply_ok(game, cmove(0, CARD_F902, 0, 1));
    static unsigned char obs[ARCS_STATE_BYTES_MAX];
    for (int viewer = 0; viewer < 3; viewer++) {
        size_t len = 0;
        assert_int_equal(arcs_observation(game, viewer, obs, sizeof obs, &len), ARCS_OK);
        unsigned seen = 0;
        for (uint64_t seed = 1; seed <= 40; seed++) {
            arcs_game *copy = determinized(game, viewer, seed, obs, len);
            int s = pathfinder_of_ro(&copy->s)->secret - 1;
            t_assert_invariants(copy);
            if (viewer == WRITER) assert_int_equal(s, secret);
            assert_true(s >= 0 && !sys_is_gate(s) && s != x && s != check);
            assert_false(clue_is_check(x, s));
            assert_true(clue_is_check(check, s));
            seen |= 1u << (s % 32);
            arcs_game_free(copy);
        }
        if (viewer != WRITER) assert_true(__builtin_popcount(seen) > 1); /* re-dealt */
    }
    arcs_game_free(game);
}

/* Random moves but Uncovering Clues (the Portal stays unfound unless the
 * test finds it) to the Pathfinder's Act II Resolution; the Intermission's
 * log lines kept in LOG. */
static void keep_resolution_lines(void *ud, const char *line) {
    if (strstr(line, "Resolution") || strstr(line, "Portal") || strstr(line, "Pilgrimage")) t_keep_line(ud, line);
}

static void to_resolution(arcs_game *game, uint64_t rng) {
    arcs_move l[ARCS_MAX_LEGAL_MOVES];
    LOG.n = 0;
    game->log = keep_resolution_lines;
    game->log_ud = &LOG;
    for (int i = 0; game->s.camp.act == 2 && !arcs_game_over(game); i++) {
        const frame *f = top_frame_c(&game->s);
        if (f->kind == FR_CARD && f->card == CARD_F904) return;
        assert_true(i < 200000);
        size_t n = 0, k = 0;
        assert_int_equal(arcs_legal_moves(game, l, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        for (size_t j = 0; j < n; j++)
            if (!(l[j].kind == ARCS_MOVE_CARD && card_move_card(l[j]) == CARD_F902)) l[k++] = l[j];
        assert_true(k > 0);
        assert_int_equal(arcs_apply(game, l[next(&rng) % k]), ARCS_OK);
    }
}

/* F904 completed: Call to Pilgrimage to the Court deck, Portal Seekers
 * scrapped, then 1 Upgrade or Armor built ignoring the planet (a move of
 * the Pathfinder's: every open slot, city or starport). */
static void resolution_completed_builds_anywhere(void **state) {
    (void)state;
    arcs_game *game = pf_game(17);
    int secret = setup_with(game, -1);
    pathfinder_turn(game, secret, allowed_type(secret), -1);
    apply_ok(game, cmove(0, CARD_F902, 0, 1));
    assert_true(objective_complete(&game->s, 0));
    to_resolution(game, 17);
    game->log = NULL;
    assert_true(t_logged(&LOG, "Pathfinder Act II Resolution: objective completed"));
    const game_state *g = &game->s;
    const frame *f = top_frame_c(g);
    assert_int_equal(f->kind, FR_CARD);
    assert_int_equal(f->card, CARD_F904);
    assert_true(in_court_deck(g, CARD_F905));
    assert_true(card_scrapped(g, CARD_F906));
    int open = 0;
    for (int c = 0; c < FLAGSHIP_COLUMNS; c++) {
        uint8_t up = g->camp.flagship_board[0][c][0];
        open += !up || (!BLD_IS_DAMAGED(up) && !g->camp.flagship_board[0][c][1]);
    }
    int kinds = (g->pl[0].cities_on_board > 0) + (g->pl[0].starports_supply > 0);
    assert_int_equal(n_legal(game), open * kinds);
    /* Defense Array's Upgrade (Weapon planet) wherever the Flagship is. */
    int d = UPGRADE_DEFENSE_ARRAY * 4 + (g->pl[0].starports_supply > 0);
    if (g->camp.flagship_board[0][UPGRADE_DEFENSE_ARRAY][0]) d = UPGRADE_HULL * 4 + 2 + (g->pl[0].starports_supply > 0);
    refused(game, cmove(1, CARD_F904, 0, d));
    game->log = t_keep_line;
    game->log_ud = &LOG;
    apply_ok(game, cmove(0, CARD_F904, 0, d));
    game->log = NULL;
    /* Built (fresh, or damaged under a Rival's control: then Intermission D
     * destroys it, "Destroy all damaged ... Flagship Upgrades and Armor"). */
    assert_true(t_logged(&LOG, "builds 1 Upgrade or Armor, ignoring the planet"));
    uint8_t built = game->s.camp.flagship_board[0][d / 4][d / 2 % 2];
    assert_true((built & BLD_OCCUPIED) ? !BLD_IS_DAMAGED(built) : t_logged(&LOG, "Player 1's damaged "));
    arcs_game_free(game);
}

/* F904 failed: Call to Pilgrimage scrapped, Portal Seekers to the Court
 * deck, the Portal token on the recorded system, every Clue, Uncovering
 * Clues and Clues to the Portal scrapped. */
static void resolution_failed_places_the_portal(void **state) {
    (void)state;
    arcs_game *game = pf_game(19);
    int secret = setup_with(game, -1);
    to_resolution(game, 19);
    game->log = NULL;
    const game_state *g = &game->s;
    assert_true(t_logged(&LOG, "Pathfinder Act II Resolution: objective failed"));
    assert_true(t_logged(&LOG, "the system recorded during setup"));
    const pathfinder_data *d = pathfinder_of_ro(g);
    assert_int_equal(d->portal, secret + 1);
    for (int i = 0; i < CLUE_TOKENS; i++) assert_int_equal(d->clue[i], CLUE_SCRAPPED);
    assert_true(card_scrapped(g, CARD_F905));
    assert_true(card_scrapped(g, CARD_F902) && card_scrapped(g, CARD_F903));
    assert_false(card_scrapped(g, CARD_F906));
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_flagship_and_the_secret_planet),
        cmocka_unit_test(the_written_planet_is_hidden),
        cmocka_unit_test(uncovering_clues_places_true_clues),
        cmocka_unit_test(faq_uncovering_clues_flagship_pieces_do_not_count),
        cmocka_unit_test(a_clue_taken_from_the_map),
        cmocka_unit_test(the_portal_found),
        cmocka_unit_test(determinize_keeps_the_clues_true),
        cmocka_unit_test(resolution_completed_builds_anywhere),
        cmocka_unit_test(resolution_failed_places_the_portal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
