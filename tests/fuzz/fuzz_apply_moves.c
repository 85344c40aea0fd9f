/* libFuzzer: arbitrary move values applied to valid games.
 *
 * Input: byte 0 picks the player count (and, bit 7, explicit-chance
 * mode; bit 6, the campaign's Act I), bytes 1..8 the seed; then a
 * program of 7-byte steps: op, then the move (kind, player, a, b, c, d):
 *   op % 5 == 0  apply the move as given (any bytes)
 *   op % 5 == 1  apply legal move number a (mod count), to get deep
 *   op % 5 == 2  undo op / 5 % 4 moves
 *   op % 5 == 3  decode the step's bytes with arcs_move_from_bytes and apply
 *   op % 5 == 4  save/load, observe and determinize a copy
 * A refused move must leave the state byte-identical; an accepted one must
 * keep the invariants. Without a working setup (engine still being
 * written) the game is a synthetic finished one. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_refused(arcs_game *game, const game_state *before, arcs_status st) {
    FUZZ_CHECK(st != ARCS_OK, "");
    FUZZ_CHECK(memcmp(before, &game->s, sizeof *before) == 0, "refused move (status %d) changed the state", st);
}

static void apply_checked(arcs_game *game, arcs_move m) {
    game_state before = game->s;
    size_t hist = arcs_history_length(game);
    arcs_move legal[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    FUZZ_CHECK(arcs_legal_moves(game, legal, ARCS_MAX_LEGAL_MOVES, &n) == ARCS_OK, "legal moves");
    bool listed = false;
    for (size_t i = 0; i < n; i++)
        if (memcmp(&legal[i], &m, sizeof m) == 0) listed = true;
    arcs_status st = arcs_apply(game, m);
    FUZZ_CHECK((st == ARCS_OK) == listed, "apply status %d for a move %s the legal list", st,
               listed ? "in" : "not in");
    if (st != ARCS_OK) {
        check_refused(game, &before, st);
        FUZZ_CHECK(arcs_history_length(game) == hist, "refused move grew the history");
        return;
    }
    char why[200];
    FUZZ_CHECK(state_invariants_ok(&game->s, why, sizeof why), "invariants after a move: %s", why);
    /* Undo gives back the exact state; the move applies again the same way. */
    game_state after = game->s;
    FUZZ_CHECK(arcs_undo(game, 1) == ARCS_OK, "undo");
    FUZZ_CHECK(memcmp(&game->s, &before, sizeof before) == 0, "undo does not restore");
    FUZZ_CHECK(arcs_apply(game, m) == ARCS_OK, "the move does not apply again");
    FUZZ_CHECK(memcmp(&game->s, &after, sizeof after) == 0, "the move applies differently");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 9) return 0;
    int np = 2 + data[0] % 3;
    uint64_t seed = 0;
    memcpy(&seed, data + 1, 8);
    /* Bit 7 of byte 0: explicit-chance mode. */
    arcs_game *game = data[0] & 0x40   ? wf_new_campaign_game(np, seed, data[0] & 0x80)
                      : data[0] & 0x80 ? wf_try_new_explicit_game(np, seed)
                                       : wf_try_new_game(np, seed);
    if (!game) {
        game_state s;
        wf_synthetic_state(&s, np, seed);
        game = wf_handle(&s);
    }
    arcs_move legal[ARCS_MAX_LEGAL_MOVES];
    for (size_t i = 9; i + 7 <= size; i += 7) {
        const uint8_t *p = data + i;
        arcs_move m;
        memset(&m, 0, sizeof m);
        m.kind = p[1];
        m.player = p[2];
        m.a = p[3];
        m.b = p[4];
        m.c = p[5];
        m.d = p[6];
        switch (p[0] % 5) {
        case 0: apply_checked(game, m); break;
        case 1: {
            size_t n = 0;
            FUZZ_CHECK(arcs_legal_moves(game, legal, ARCS_MAX_LEGAL_MOVES, &n) == ARCS_OK, "legal moves");
            if (!n) break;
            FUZZ_CHECK(arcs_apply(game, legal[m.a % n]) == ARCS_OK, "legal move refused");
            char why[200];
            FUZZ_CHECK(state_invariants_ok(&game->s, why, sizeof why), "invariants: %s", why);
            break;
        }
        case 2: {
            unsigned steps = (unsigned)(p[0] / 5 % 4);
            size_t h = arcs_history_length(game);
            game_state before = game->s;
            arcs_status st = arcs_undo(game, steps);
            if (steps > h) check_refused(game, &before, st);
            else FUZZ_CHECK(st == ARCS_OK, "undo within the history refused");
            break;
        }
        case 3: {
            arcs_move d;
            if (arcs_move_from_bytes(p + 1, 6, &d) == ARCS_OK) apply_checked(game, d);
            break;
        }
        case 4: {
            size_t need = 0;
            FUZZ_CHECK(arcs_game_save_state(game, NULL, 0, &need) == ARCS_OK, "save size");
            unsigned char *buf = malloc(need);
            if (!buf) abort();
            FUZZ_CHECK(arcs_game_save_state(game, buf, need, &need) == ARCS_OK, "save");
            arcs_game *copy = NULL;
            char why[200] = "";
            struct arcs_game tmp;
            arcs_status st = wire_decode_state(buf, need, NULL, &tmp, why, sizeof why);
            FUZZ_CHECK(st == ARCS_OK, "a reachable state does not load: %s", why);
            FUZZ_CHECK(arcs_game_load_state(buf, need, NULL, &copy) == ARCS_OK, "load");
            FUZZ_CHECK(arcs_state_hash(copy) == arcs_state_hash(game), "save/load changed the state");
            int v = (int)(m.a % (unsigned)(np + 1)) - 1;
            FUZZ_CHECK(arcs_determinize(copy, v, seed ^ m.b) == ARCS_OK, "determinize");
            FUZZ_CHECK(state_valid(copy, why, sizeof why), "determinized state invalid: %s", why);
            arcs_game_free(copy);
            free(buf);
            break;
        }
        }
    }
    arcs_game_free(game);
    return 0;
}
