/* libFuzzer: arcs_replay_load / arcs_replay_info_get on any bytes (the
 * input is a Replay body; a valid checksum trailer is appended). */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    unsigned char *buf = fuzz_with_trailer(data, size);
    size_t len = size + WIRE_TRAILER_LEN;
    arcs_replay_info info;
    arcs_status si = arcs_replay_info_get(buf, len, &info);
    arcs_game *game = NULL;
    arcs_status st = arcs_replay_load(buf, len, NULL, &game);
    FUZZ_CHECK((st == ARCS_OK) == (game != NULL), "out handle and status disagree");
    if (st == ARCS_OK) {
        FUZZ_CHECK(si == ARCS_OK, "replay loads but its header does not");
        FUZZ_CHECK(arcs_history_length(game) == info.moves, "moves applied %zu, recorded %zu",
                   arcs_history_length(game), info.moves);
        /* Saved again, it loads to the same game. */
        size_t need = 0;
        FUZZ_CHECK(arcs_replay_save(game, NULL, 0, &need) == ARCS_OK, "replay size");
        unsigned char *out = malloc(need);
        if (!out) abort();
        FUZZ_CHECK(arcs_replay_save(game, out, need, &need) == ARCS_OK, "replay save");
        arcs_game *again = NULL;
        FUZZ_CHECK(arcs_replay_load(out, need, NULL, &again) == ARCS_OK, "a saved replay does not load");
        FUZZ_CHECK(arcs_state_hash(again) == arcs_state_hash(game), "replay round trip changed the game");
        arcs_game_free(again);
        free(out);
        fuzz_exercise(game);
        arcs_game_free(game);
    }
    free(buf);
    return 0;
}
