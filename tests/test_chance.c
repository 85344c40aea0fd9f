/* Explicit chance (arcs.h, ARCS_CHANCE_EXPLICIT): dice and draws from
 * shuffled piles become decisions of ARCS_PLAYER_CHANCE; games fed the same
 * outcomes as the internal generator produce the same game. */
#include "support.h"

#include <stdlib.h>
#include <string.h>

static void explicit_chance_needs_setup_and_first_player(void **state) {
    (void)state;
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = 3;
    cfg.chance = ARCS_CHANCE_EXPLICIT;
    arcs_game *game = NULL;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_BAD_CONFIG); /* no setup, no first player */
    cfg.setup = "3p Frontiers";
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_BAD_CONFIG); /* no first player */
    cfg.first_player = 3;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_BAD_CONFIG); /* out of range */
    cfg.first_player = 1;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
    assert_int_equal(arcs_initiative(game), 1);
    arcs_game_free(game);
    cfg.chance = (arcs_chance_mode)7;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_BAD_CONFIG);
}

static void deals_are_chance_decisions(void **state) {
    (void)state;
    arcs_game *game = t_new_game_chance(4, 1, ARCS_CHANCE_EXPLICIT, "4p Mix Up 2", 0);
    assert_int_equal(arcs_current_player(game), ARCS_PLAYER_CHANCE);
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    /* First the 4 Court row places: any of the 31, 30, 29, 28 hidden cards. */
    for (int place = 0; place < 4; place++) {
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal(n, 31 - place);
        int where = top_frame_c(t_state(game))->b;
        assert_int_equal(arcs_apply(game, moves[n - 1]), ARCS_OK);
        assert_int_equal(t_state(game)->court_row[where], moves[n - 1].a | (moves[n - 1].b << 8));
    }
    assert_int_equal(arcs_current_player(game), ARCS_PLAYER_CHANCE);
    assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, 28); /* then any of the 28 action cards can come first */
    double sum = 0;
    for (size_t i = 0; i < n; i++) {
        double p = 0;
        assert_int_equal(moves[i].kind, ARCS_MOVE_CHANCE);
        assert_int_equal(moves[i].player, ARCS_PLAYER_CHANCE_ID);
        assert_int_equal(arcs_chance_probability(game, moves[i], &p), ARCS_OK);
        sum += p;
    }
    assert_true(sum > 0.999999 && sum < 1.000001);
    /* A player's move is not chance's; a card drawn twice is impossible. */
    assert_int_equal(t_apply_str(game, "p0 pass"), ARCS_E_WRONG_PLAYER);
    assert_int_equal(t_apply_str(game, "chance chance draw Administration-4"), ARCS_OK);
    assert_int_equal(t_state(game)->pl[0].hand, 1u << 3);
    uint64_t h = arcs_state_hash(game);
    assert_int_equal(t_apply_str(game, "chance chance draw Administration-4"), ARCS_E_ILLEGAL_MOVE);
    assert_true(arcs_state_hash(game) == h);
    double p = 0;
    arcs_move m;
    arcs_move_from_str("chance chance draw Administration-4", &m);
    assert_int_equal(arcs_chance_probability(game, m, &p), ARCS_E_ILLEGAL_MOVE);
    arcs_game_free(game);
}

/* Normalize what explicit chance leaves unordered (deck orders), and the
 * generator, so that games can be compared. */
static int cmp_u8(const void *a, const void *b) { return *(const uint8_t *)a - *(const uint8_t *)b; }
static int cmp_u16(const void *a, const void *b) { return *(const uint16_t *)a - *(const uint16_t *)b; }

static game_state normalized(const game_state *g) {
    game_state s = *g;
    qsort(s.action_deck, s.action_deck_len, 1, cmp_u8);
    qsort(s.action_discard, s.action_discard_len, 1, cmp_u8);
    qsort(court_deck_pile(&s), s.court_deck_len, 2, cmp_u16);
    memset(s.rng, 0, sizeof s.rng);
    s.chance_mode = 0;
    s.court_deck_known = 0;
    s.action_discard_unknown = 0;
    return s;
}

/* Resolve every pending chance decision of e with the outcomes the internal
 * game g produced; dice come from g's generator as it was before the move. */
static void feed_chance(arcs_game *e, arcs_game *g, game_state *dice_rng) {
    while (arcs_current_player(e) == ARCS_PLAYER_CHANCE) {
        const frame *f = top_frame_c(&e->s);
        arcs_move m;
        memset(&m, 0, sizeof m);
        m.kind = ARCS_MOVE_CHANCE;
        m.player = ARCS_PLAYER_CHANCE_ID;
        m.c = f->a; /* what is decided */
        if (f->a == CH_DIE) m.b = f->b; /* the die type */
        if (f->a == CH_DIE) {
            m.a = (uint8_t)rng_below(dice_rng, 6);
        } else if (f->a == CH_ACTION_DRAW) {
            uint32_t missing = g->s.pl[f->b].hand & ~e->s.pl[f->b].hand;
            assert_true(missing != 0);
            m.a = (uint8_t)__builtin_ctz(missing);
        } else if (f->a == CH_DISCARD_BOTTOM) {
            /* A card drawn from the bottom of the discard pile (Court cards):
             * one the internal game drew, among the legal outcomes. */
            uint32_t missing = g->s.pl[f->b].hand & ~e->s.pl[f->b].hand;
            arcs_move legal[ARCS_MAX_LEGAL_MOVES];
            size_t n = 0;
            arcs_legal_moves(e, legal, ARCS_MAX_LEGAL_MOVES, &n);
            size_t i = 0;
            while (i < n && !(missing >> legal[i].a & 1u)) i++;
            assert_true(i < n);
            m = legal[i];
        } else if (f->a == CH_COURT_DRAW) {
            uint16_t card = g->s.court_row[f->b];
            m.a = (uint8_t)(card & 0xFF);
            m.b = (uint8_t)(card >> 8);
        } else {
            fail_msg("unexpected chance kind %d", f->a);
        }
        assert_int_equal(arcs_apply(e, m), ARCS_OK);
    }
}

static void explicit_games_match_internal_games(void **state) {
    (void)state;
    static const char *setups[3] = {"2p Homelands", "3p Mix Up", "4p Frontiers"};
    int battles_with_chance = 0;
    for (int players = 2; players <= 4; players++)
        for (uint64_t seed = 1; seed <= 12; seed++) {
            arcs_game *g = t_new_game_chance(players, seed, ARCS_CHANCE_INTERNAL, setups[players - 2], (int)(seed % players));
            arcs_game *e = t_new_game_chance(players, seed, ARCS_CHANCE_EXPLICIT, setups[players - 2], (int)(seed % players));
            game_state dice;
            feed_chance(e, g, &dice);
            uint64_t rng = seed * 7919 + 1;
            while (!arcs_game_over(g)) {
                game_state a = normalized(&g->s), b = normalized(&e->s);
                if (memcmp(&a, &b, sizeof a) != 0) fail_msg("players %d seed %llu: games differ", players, (unsigned long long)seed);
                arcs_move moves[ARCS_MAX_LEGAL_MOVES];
                size_t n = 0;
                arcs_legal_moves(g, moves, ARCS_MAX_LEGAL_MOVES, &n);
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                arcs_move m = moves[rng % n];
                dice = g->s; /* the generator as it is before the move */
                assert_int_equal(arcs_apply(g, m), ARCS_OK);
                assert_int_equal(arcs_apply(e, m), ARCS_OK);
                if (top_frame_c(&e->s) && top_frame_c(&e->s)->kind == FR_CHANCE && top_frame_c(&e->s)->a == CH_DIE)
                    battles_with_chance++;
                feed_chance(e, g, &dice);
                t_assert_invariants(e);
            }
            assert_true(arcs_game_over(e));
            assert_int_equal(arcs_winner(e), arcs_winner(g));
            arcs_game_free(g);
            arcs_game_free(e);
        }
    assert_true(battles_with_chance > 0);
}

static void random_explicit_games_finish(void **state) {
    (void)state;
    for (int players = 2; players <= 4; players++)
        for (uint64_t seed = 0; seed < 20; seed++) {
            static const char *setups[3] = {"2p Mix Up 1", "3p Core Conflict", "4p Mix Up 3"};
            arcs_game *game = t_new_game_chance(players, seed, ARCS_CHANCE_EXPLICIT, setups[players - 2], 0);
            uint64_t rng = seed + 99;
            int chance_moves = 0;
            while (!arcs_game_over(game)) {
                if (arcs_current_player(game) == ARCS_PLAYER_CHANCE) chance_moves++;
                t_random_move(game, &rng);
                t_assert_invariants(game);
            }
            assert_true(chance_moves >= 6 * players);
            arcs_game_free(game);
        }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(explicit_chance_needs_setup_and_first_player),
        cmocka_unit_test(deals_are_chance_decisions),
        cmocka_unit_test(explicit_games_match_internal_games),
        cmocka_unit_test(random_explicit_games_finish),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
