/* libFuzzer: arcs_game_load_state / arcs_game_restore_state on any bytes.
 * The input is a GameState body; the harness also appends a valid
 * checksum trailer so the fuzzer reaches the decoder and the checks. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    /* As given (nearly always refused by the checksum). */
    arcs_game *game = NULL;
    if (arcs_game_load_state(data, size, NULL, &game) == ARCS_OK) {
        fuzz_exercise(game);
        arcs_game_free(game);
    }
    /* With a valid trailer. */
    unsigned char *buf = fuzz_with_trailer(data, size);
    game = NULL;
    arcs_status st = arcs_game_load_state(buf, size + WIRE_TRAILER_LEN, NULL, &game);
    FUZZ_CHECK(st == ARCS_OK || st == ARCS_E_CORRUPT || st == ARCS_E_VERSION || st == ARCS_E_UNSUPPORTED,
               "unexpected status %d", st);
    FUZZ_CHECK((st == ARCS_OK) == (game != NULL), "out handle and status disagree");
    /* Restore into an existing game: all or nothing. */
    game_state s;
    wf_synthetic_state(&s, 3, 1);
    arcs_game *victim = wf_handle(&s);
    uint64_t before = arcs_state_hash(victim);
    arcs_status st2 = arcs_game_restore_state(victim, buf, size + WIRE_TRAILER_LEN);
    FUZZ_CHECK(st2 == st, "restore and load disagree");
    if (st2 != ARCS_OK) FUZZ_CHECK(arcs_state_hash(victim) == before, "a failed restore changed the game");
    else FUZZ_CHECK(arcs_state_hash(victim) == arcs_state_hash(game), "restore and load differ");
    if (game) {
        fuzz_exercise(game);
        arcs_game_free(game);
    }
    arcs_game_free(victim);
    free(buf);
    return 0;
}
