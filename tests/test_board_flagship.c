/* The Flagships drawn by the CLI board (examples/board.h, used by arcs-play
 * --board and arcs-replay): the Flagship piece in its system's map cell and
 * a Flagship board per player with one (each column's Upgrade and Armor, the
 * piece, its owner and damage, the planet type the slot needs: components.md
 * 9.4, Campaign rulebook "Flagships"), checked against arcs_view. The game is
 * a random campaign game in which every player gains a Flagship after setup
 * (the test grants them: no Fate does yet), played on until Player 1 may
 * use the Flagship, with Upgrades and Armor on the boards and one piece of
 * Player 1's and one of a Rival's damaged.
 *
 * The same game, saved as a replay starting from that state (then Player
 * 1's Flagship moves), is the web page's fixture
 * (tests/fixtures/flagships-p1.replay, opened by bindings/web/test): the
 * last test checks that the committed file still loads and holds
 * Flagships. ARCS_WRITE_FLAGSHIP_FIXTURE=PATH writes it anew. */
#define _POSIX_C_SOURCE 200809L /* dup, fileno */
#include "campaign_fixture.h"
#include "campaign/flagship.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../examples/board.h"

#ifndef FIXTURE_DIR
#define FIXTURE_DIR "tests/fixtures"
#endif

static bool is_flagship_move(arcs_move m) {
    return m.kind >= ARCS_MOVE_FLAGSHIP_BUILD && m.kind <= ARCS_MOVE_SLIPSTREAM;
}

/* Does the current player (p) have a Flagship move of kind `kind` (-1: any)? */
static bool flagship_move_legal(arcs_game *game, int kind) {
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    for (size_t i = 0; i < n; i++)
        if (is_flagship_move(moves[i]) && (kind < 0 || (int)moves[i].kind == kind)) return true;
    return false;
}

/* Apply a random legal move, a Flagship build / repair / ship when offered. */
static void play_preferring_flagship(arcs_game *game, uint64_t *rng) {
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_true(n > 0);
    arcs_move chosen = moves[next(rng) % n];
    for (size_t i = 0; i < n; i++)
        if (moves[i].kind >= ARCS_MOVE_FLAGSHIP_BUILD && moves[i].kind <= ARCS_MOVE_FLAGSHIP_REPAIR &&
            next(rng) % 2) {
            chosen = moves[i];
            break;
        }
    assert_int_equal(arcs_apply(game, chosen), ARCS_OK);
}

static int board_pieces(const game_state *g, int p) {
    return flagship_pieces(g, p, false) + flagship_pieces(g, p, true);
}

/* Damage the first fresh piece of p's board whose Armor slot above is
 * empty (a hit to it, as a Crisis or battle would). */
static void damage_one(game_state *g, int p) {
    for (int k = 0; k < FLAGSHIP_COLUMNS; k++)
        for (int r = FLAGSHIP_ARMOR; r >= FLAGSHIP_UPGRADE; r--) {
            uint8_t *b = &g->camp.flagship_board[p][k][r];
            if (*b && !BLD_IS_DAMAGED(*b) && (r == FLAGSHIP_ARMOR || !g->camp.flagship_board[p][k][FLAGSHIP_ARMOR])) {
                *b |= BLD_DAMAGED;
                return;
            }
        }
    fail_msg("no piece of Player %d's Flagship board to damage", p + 1);
}

/* The 3-player campaign game described at the top: Player 1 decides, with a
 * Flagship move among the legal moves. */
static arcs_game *flagship_game(void) {
    for (uint64_t seed = 40; seed < 200; seed++) {
        arcs_game *game = new_campaign(3, seed, ARCS_CHANCE_INTERNAL, -1);
        finish_setup(game, seed, NULL);
        game_state *g = t_state(game);
        bool gained = true;
        for (int p = 0; p < 3 && gained; p++) {
            int at = -1;
            for (int s = 0; s < NUM_SYSTEMS && at < 0; s++)
                if (sys_in_play(g, s) && (g->sys[s].fresh[p] || g->sys[s].damaged[p])) at = s;
            int depth = g->depth;
            gained = at >= 0 && flagship_gain(g, p, at);
            uint64_t fit = seed;
            while (gained && g->depth > depth) t_random_move(game, &fit);
        }
        uint64_t rng = seed * 2654435761u + 1;
        for (int move = 0; gained && move < 3000 && !arcs_game_over(game); move++) {
            g = t_state(game);
            if (arcs_current_player(game) == 0 && board_pieces(g, 0) >= 3 && board_pieces(g, 1) >= 2 &&
                flagship_move_legal(game, ARCS_MOVE_FLAGSHIP_BUILD)) {
                damage_one(g, 0);
                damage_one(g, 1);
                game_bump(game);
                t_assert_invariants(game);
                return game;
            }
            play_preferring_flagship(game, &rng);
        }
        arcs_game_free(game);
    }
    fail_msg("no seed gave a game with Flagship boards and a Flagship build for Player 1");
    return NULL;
}

/* What board_print(game, viewer) prints, as a heap string. */
static char *board_text(const arcs_game *game, int viewer) {
    fflush(stdout);
    int saved = dup(fileno(stdout));
    FILE *tmp = tmpfile();
    assert_non_null(tmp);
    assert_true(saved >= 0 && dup2(fileno(tmp), fileno(stdout)) >= 0);
    board_print(game, viewer);
    fflush(stdout);
    dup2(saved, fileno(stdout));
    close(saved);
    long len = ftell(tmp);
    char *text = calloc((size_t)len + 1, 1);
    rewind(tmp);
    assert_int_equal(fread(text, 1, (size_t)len, tmp), (size_t)len);
    fclose(tmp);
    return text;
}

/* The line of `text` that starts with `start` (after spaces), or NULL. */
static const char *line_starting(const char *text, const char *start) {
    for (const char *l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
        const char *t = l;
        while (*t == ' ') t++;
        if (strncmp(t, start, strlen(start)) == 0) return t;
    }
    return NULL;
}

/* board_print of `game` for every viewer shows each Flagship where the view
 * has it, and each board's pieces as the view has them. */
static void assert_board_matches_view(const arcs_game *game) {
    /* components.md 9.4: the columns and the planets their slots need. */
    static const char *const COLUMNS[6] = {"Slipstream Drive", "Tractor Beam", "Control Array",
                                           "Defense Array",    "Ship Crane",   "Hull"};
    static const char *const NEEDS[6][2] = {{"Fue", "Rel"}, {"Rel", "Wea"}, {"Psi", "Mat"},
                                            {"Wea", "Psi"}, {"Mat", "Fue"}, {"any", "any"}};
    for (int viewer = -1; viewer < 3; viewer++) {
        arcs_game_view *v = board_view(game, viewer);
        assert_non_null(v);
        char *text = board_text(game, viewer);
        for (int p = 0; p < v->players; p++) {
            const arcs_view_player *x = &v->player[p];
            char head[64], marker[8], cell[160];
            snprintf(head, sizeof head, "P%d's Flagship", p + 1);
            if (x->flagship == ARCS_NONE) {
                assert_null(line_starting(text, head));
                continue;
            }
            /* The piece in its system's map cell: "F1" after the ships. */
            board_system_cell(v, x->flagship, cell, sizeof cell);
            snprintf(marker, sizeof marker, " F%d", p + 1);
            if (!strstr(cell, marker)) fail_msg("map cell of system %d lacks%s: %s", x->flagship, marker, cell);
            if (!strstr(text, cell)) fail_msg("the map does not show the cell %s", cell);
            arcs_system_data sd;
            assert_int_equal(arcs_system_info(x->flagship, &sd), ARCS_OK);
            const char *l = line_starting(text, head);
            if (!l) fail_msg("no line \"%s\" in:\n%s", head, text);
            char where[160];
            snprintf(where, sizeof where, "%s in %s", head, sd.name);
            assert_true(strncmp(l, where, strlen(where)) == 0);
            /* Six column lines: name, Upgrade [piece] planet, Armor [piece] planet. */
            for (int k = 0; k < ARCS_VIEW_FLAGSHIP_COLUMNS; k++) {
                const char *col = line_starting(l, COLUMNS[k]);
                if (!col) fail_msg("no line for %s under %s", COLUMNS[k], head);
                char want[128];
                size_t n = (size_t)snprintf(want, sizeof want, "%-16s", COLUMNS[k]);
                for (int r = 0; r < 2; r++) {
                    const arcs_view_building *b = &x->flagship_board[k][r];
                    char piece[24];
                    if (b->owner == ARCS_NONE) snprintf(piece, sizeof piece, "[  ]");
                    else
                        snprintf(piece, sizeof piece, "[%c%d%s", b->kind == ARCS_BUILDING_CITY ? 'C' : 'S',
                                 b->owner + 1, b->damaged ? "*]" : "]");
                    n += (size_t)snprintf(want + n, sizeof want - n, " %s %-5s %s", r ? "Armor" : "Upgrade", piece,
                                          NEEDS[k][r]);
                }
                if (strncmp(col, want, strlen(want)) != 0) {
                    fail_msg("%s, viewer %d: got \"%.*s\", want \"%s\"", head, viewer,
                             (int)(strchr(col, '\n') - col), col, want);
                }
            }
        }
        free(text);
        free(v);
    }
}

/* The CLI board of a game with three Flagships: the pieces on the map and
 * the three boards (a damaged piece shown "*"), for every viewer alike
 * (public information); a game without Flagships draws none. */
static void cli_board_draws_flagships(void **state) {
    (void)state;
    arcs_game *game = flagship_game();
    const game_state *g = t_state(game);
    assert_true(board_pieces(g, 0) >= 3);
    assert_board_matches_view(game);
    char *text = board_text(game, 0);
    assert_non_null(strstr(text, "*]")); /* a damaged piece on a Flagship board */
    assert_non_null(strstr(text, "F<n>: Player n's Flagship"));
    char *spectator = board_text(game, -1);
    const char *a = strstr(text, "P1's Flagship"), *b = strstr(spectator, "P1's Flagship");
    const char *a_end = strstr(a, "\nP2 "), *b_end = strstr(b, "\nP2 ");
    assert_true(a_end && b_end && a_end - a == b_end - b);
    assert_memory_equal(a, b, (size_t)(a_end - a)); /* the board is public: the same for the table */
    free(spectator);
    free(text);
    arcs_game_free(game);

    arcs_game *plain = new_campaign(3, 40, ARCS_CHANCE_INTERNAL, -1);
    finish_setup(plain, 40, NULL);
    text = board_text(plain, 0);
    assert_null(strstr(text, "Flagship"));
    free(text);
    arcs_game_free(plain);
}

/* The web page's fixture: a replay starting from the Flagship game's state,
 * then Player 1's first Flagship moves (a build or a repair), still Player
 * 1's decision at its end. */
static void write_fixture(const char *path) {
    arcs_game *game = flagship_game();
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, NULL, 0, &len), ARCS_OK);
    unsigned char *buf = malloc(len);
    assert_int_equal(arcs_game_save_state(game, buf, len, &len), ARCS_OK);
    arcs_game *from = t_load_state(buf, len, "the Flagship game");
    free(buf);
    /* Player 1, building, builds on the Flagship board. */
    assert_true(t_apply_prefix(from, "p0 flagship-build"));
    assert_int_equal(arcs_replay_save(from, NULL, 0, &len), ARCS_OK);
    buf = malloc(len);
    assert_int_equal(arcs_replay_save(from, buf, len, &len), ARCS_OK);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(buf, 1, len, f) != len) fail_msg("cannot write %s", path);
    fclose(f);
    free(buf);
    arcs_game_free(from);
    arcs_game_free(game);
}

/* The committed fixture loads (its moves re-run to the recorded hash),
 * every player has a Flagship with pieces on two boards, and the CLI board
 * of its final state matches the view. */
static void web_fixture_loads(void **state) {
    (void)state;
    const char *path = FIXTURE_DIR "/flagships-p1.replay";
    const char *out = getenv("ARCS_WRITE_FLAGSHIP_FIXTURE");
    if (out && *out) write_fixture(out);
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot open %s", path);
    static unsigned char buf[1 << 20];
    size_t len = fread(buf, 1, sizeof buf, f);
    fclose(f);
    arcs_game *game = NULL;
    arcs_error err;
    if (arcs_replay_load_ex(buf, len, NULL, &game, &err) != ARCS_OK)
        fail_msg("%s does not load (%s): regenerate it (ARCS_WRITE_FLAGSHIP_FIXTURE)", path, err.message);
    arcs_game_view *v = board_view(game, 0);
    int with_pieces = 0;
    for (int p = 0; p < v->players; p++) {
        assert_int_not_equal(v->player[p].flagship, ARCS_NONE);
        int n = 0;
        for (int k = 0; k < ARCS_VIEW_FLAGSHIP_COLUMNS; k++) n += (v->player[p].flagship_board[k][0].owner != ARCS_NONE);
        with_pieces += n > 0;
    }
    assert_true(with_pieces >= 2);
    assert_int_equal(arcs_current_player(game), 0);
    free(v);
    assert_board_matches_view(game);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cli_board_draws_flagships),
        cmocka_unit_test(web_fixture_loads),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
