/*
 * The state loader (arcs_game_load_state; lib/wire/validate.c,
 * frame_checks.c, lib/core/invariants.c) refuses states play cannot reach
 * and accepts every state play reaches, in every mode.
 *
 * Usage: test_loader DIR (tests/repros: saved states that are one edit away
 * from a real one and were once accepted).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "wire/wire.h"
#include "wire_fixture.h"

static const char *repro_dir;

/* The saved state buf[0..len) is refused, with a message containing
 * `words`; what names it. */
static void refused_buf(unsigned char *buf, size_t len, const char *what, const char *words) {
    arcs_game *game = NULL;
    arcs_error err;
    arcs_status st = arcs_game_load_state_ex(buf, len, NULL, &game, &err);
    if (st == ARCS_OK) {
        arcs_game_free(game);
        fail_msg("%s was accepted", what);
    }
    assert_int_equal(st, ARCS_E_CORRUPT);
    assert_null(game);
    if (!strstr(err.message, words)) fail_msg("%s: refused with \"%s\", expected \"%s\"", what, err.message, words);
}

/* The game's state, saved, is refused as refused_buf says. */
static void refused_state(const arcs_game *game, const char *what, const char *words) {
    size_t need = 0;
    assert_int_equal(arcs_game_save_state(game, NULL, 0, &need), ARCS_OK);
    unsigned char *buf = malloc(need);
    assert_non_null(buf);
    assert_int_equal(arcs_game_save_state(game, buf, need, &need), ARCS_OK);
    refused_buf(buf, need, what, words);
    free(buf);
}

static uint64_t xorshift(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* Save the game and load it back: it must load, to the same state. */
static void round_trip(arcs_game *game, const char *what) {
    size_t need = 0;
    assert_int_equal(arcs_game_save_state(game, NULL, 0, &need), ARCS_OK);
    unsigned char *buf = malloc(need);
    assert_non_null(buf);
    assert_int_equal(arcs_game_save_state(game, buf, need, &need), ARCS_OK);
    arcs_game *again = t_load_state(buf, need, what);
    assert_int_equal(arcs_state_hash(again), arcs_state_hash(game));
    arcs_game_free(again);
    free(buf);
}

/* ------------------------------------------------------------ repros */

/* A state one edit away from a real one, once accepted: the file, whether
 * it is a fuzzer input (loaded, as tests/fuzz does, with a valid checksum
 * trailer appended), and words of the refusal. */
typedef struct {
    const char *file;
    bool fuzz_input;
    const char *words;
} repro;

static const repro REPROS[] = {
    /* prelude_open 0 with tokens spent in the Prelude: they would never
     * return to the supply (lib/rules/round.c, close_prelude); base game,
     * Leaders & Lore. */
    {"loader-accepts-m0-p3-c0-s4136-mv30-bit5923.bin", false, "Prelude that is not open"},
    {"loader-accepts-m1-p2-c0-s4124-mv30-bit6336.bin", false, "Prelude that is not open"},
    /* The round frame's phase set back from discard to start: the round
     * would start again with the cards in play. */
    {"loader-accepts-m2-p3-c0-s4110-mv200-bit9153.bin", false, "round phase start with cards in play"},
    /* campaign.setup_turn reset during the starting placements: a later
     * placement had no legal move. */
    {"loader-accepts-m2-p3-c0-s4109-mv14-bit9563.bin", false, "starting placements"},
    /* A fuzzer input (Prelude closed, a token spent in it); a move later a
     * Fuel token was gone. */
    {"fuzz_load_state-crash-f148acae.bin", true, "Prelude that is not open"},
    /* A Move's move_to frame given to another player on the turn: a move
     * later that player had no legal move. */
    {"loader-accepts-m2-p4-c0-s4400-mv40-bit9715.bin", false, "frame 3 (move_to)"},
    /* A Regent moving only Imperial ships (Imperial Officers) made an
     * Outlaw: their move_to frame had no ships to move. */
    {"loader-accepts-m2-p4-c1-s4900-mv173-bit10347.bin", false, "frame 3 (move_to): data out of range"},
    /* A fuzzer input with a Guild card (Fuel Liaisons) in the rules
     * booklet: its Prelude answered from there, and attaching it took it
     * from a hand that did not hold it. */
    {"fuzz_load_state-crash-140c1788.bin", true, "the rules booklet holds ARCS-F406, not a law"},
};

static void test_repro_refused(void **state) {
    const repro *r = *state;
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", repro_dir, r->file);
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot open %s", path);
    unsigned char *buf = malloc((1 << 16) + WIRE_TRAILER_LEN);
    assert_non_null(buf);
    size_t len = fread(buf, 1, 1 << 16, f);
    fclose(f);
    if (r->fuzz_input) {
        wire_put_trailer(buf, len);
        len += WIRE_TRAILER_LEN;
    }
    refused_buf(buf, len, r->file, r->words);
    free(buf);
}

/* ------------------------------------------------------ Power, campaign */

/* Seeded random play (summits end after 2 deals) until chapter `chapter`
 * is under way. */
static void play_to_chapter(arcs_game *game, int chapter, uint64_t seed) {
    uint64_t x = seed * 0x9E3779B97F4A7C15ull | 1;
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    for (int i = 0; i < 20000 && game->s.chapter < chapter; i++) {
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_true(n > 0);
        assert_int_equal(arcs_apply(game, moves[xorshift(&x) % n]), ARCS_OK);
    }
    assert_int_equal(game->s.chapter, chapter);
    assert_false(arcs_game_over(game));
}

/* Act I ignores the Power thresholds (Campaign rulebook, Act I: "Ignore the
 * thresholds on the Power track"; lib/rules/chapter.c, game_ends), and its
 * Power may go below 0 (the First Regent robbed of the Trust): a live Act I
 * game in chapter 2 or 3 where someone holds 27/30/33 Power or more (4/3/2
 * players), or less than 0, saves and loads. (Seeded random play rarely
 * gets there before the last chapter ends: the Power is set, as the
 * chapter-end scoring of a strong player could leave it.) */
static void test_campaign_power_past_threshold_loads(void **state) {
    (void)state;
    for (int np = 2; np <= 4; np++)
        for (int chapter = 2; chapter <= 3; chapter++) {
            arcs_game *game = t_new_campaign(np, 40 + (uint64_t)np, ARCS_CHANCE_INTERNAL, -1, 2);
            play_to_chapter(game, chapter, (uint64_t)(np * 10 + chapter));
            char what[64];
            snprintf(what, sizeof what, "campaign %dp chapter %d", np, chapter);
            t_state(game)->pl[0].power = (int16_t)power_to_win(np);
            t_state(game)->pl[np - 1].power = (int16_t)(power_to_win(np) + 12);
            round_trip(game, what);
            t_state(game)->pl[1].power = -4;
            round_trip(game, what);
            arcs_game_free(game);
        }
}

/* The base game ends as soon as someone reaches the threshold (Base
 * rulebook, "Game End"): a live game where someone holds it is refused,
 * and so is a chapter past the campaign's last in a campaign game. */
static void test_thresholds_of_other_modes_still_refuse(void **state) {
    (void)state;
    arcs_game *game = t_new_game(3, 5, NULL);
    play_to_chapter(game, 2, 5);
    t_state(game)->pl[2].power = (int16_t)power_to_win(3);
    refused_state(game, "base game, Power 30 in chapter 2", "Power in a game that has not ended");
    arcs_game_free(game);

    game = t_new_campaign(3, 43, ARCS_CHANCE_INTERNAL, -1, 2);
    play_to_chapter(game, 2, 32);
    t_state(game)->chapter = 4;
    refused_state(game, "campaign in chapter 4", "the game ends after chapter 3");
    arcs_game_free(game);
}

/* A bonus move (Sprinter Drives, move_bonus_begin) leaves a system holding
 * fresh ships that moved there: its move_to frame naming another origin,
 * where the player has ships that did not move, is refused. Seeded random
 * Leaders & Lore games until such a decision. */
static void test_move_to_another_origin(void **state) {
    (void)state;
    int found = 0;
    for (uint64_t seed = 1; seed <= 400 && !found; seed++) {
        arcs_game *game = wf_new_ll_game(2 + (int)(seed % 3), seed);
        uint64_t x = seed | 1;
        arcs_move moves[ARCS_MAX_LEGAL_MOVES];
        for (int i = 0; i < 5000 && !arcs_game_over(game) && !found; i++) {
            const game_state *g = &game->s;
            const frame *top = &g->stack[g->depth - 1];
            if (top->kind == FR_MOVE_TO && (g->ll.move_flags & MOVE_BONUS)) {
                int p = top->player;
                for (int s = 0; s < NUM_SYSTEMS && !found; s++)
                    if (s != top->a && sys_in_play(g, s) && g->sys[s].fresh[p] && !g->ll.moved_fresh[s]) {
                        round_trip(game, "a bonus move");
                        t_state(game)->stack[g->depth - 1].a = (uint8_t)s;
                        refused_state(game, "a bonus move from another origin", "move_to");
                        found = 1;
                    }
            }
            if (found) break;
            size_t n = 0;
            assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
            assert_int_equal(arcs_apply(game, moves[xorshift(&x) % n]), ARCS_OK);
        }
        arcs_game_free(game);
    }
    assert_true(found);
}

/* An action on the turn is its player's (round.c, actions.c), but an
 * Influence a card gives another player (the Elder): a Move's first decision
 * handed to a Rival is refused. */
static void test_action_of_another_player_on_the_turn(void **state) {
    (void)state;
    arcs_game *game = t_new_game(3, 11, NULL);
    uint64_t x = 11;
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    for (int i = 0; i < 5000 && !arcs_game_over(game); i++) {
        const game_state *g = &game->s;
        const frame *top = &g->stack[g->depth - 1];
        if (top->kind == FR_MOVE_FROM && g->stack[g->depth - 2].kind == FR_TURN) {
            round_trip(game, "a Move");
            t_state(game)->stack[g->depth - 1].player = (uint8_t)((top->player + 1) % 3);
            refused_state(game, "a Move of another player", "an action of another player on the turn");
            arcs_game_free(game);
            return;
        }
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal(arcs_apply(game, moves[xorshift(&x) % n]), ARCS_OK);
    }
    fail_msg("no Move in the game");
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: test_loader DIR\n");
        return 2;
    }
    repro_dir = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_prestate(test_repro_refused, (void *)&REPROS[0]),
        cmocka_unit_test_prestate(test_repro_refused, (void *)&REPROS[1]),
        cmocka_unit_test_prestate(test_repro_refused, (void *)&REPROS[2]),
        cmocka_unit_test_prestate(test_repro_refused, (void *)&REPROS[3]),
        cmocka_unit_test_prestate(test_repro_refused, (void *)&REPROS[4]),
        cmocka_unit_test_prestate(test_repro_refused, (void *)&REPROS[5]),
        cmocka_unit_test_prestate(test_repro_refused, (void *)&REPROS[6]),
        cmocka_unit_test(test_campaign_power_past_threshold_loads),
        cmocka_unit_test(test_thresholds_of_other_modes_still_refuse),
        cmocka_unit_test(test_move_to_another_origin),
        cmocka_unit_test(test_action_of_another_player_on_the_turn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
