/* libFuzzer: the campaign record loaders on any bytes (lib/wire/record.c,
 * lib/api/record_api.c): arcs_campaign_record_info, the JSON form both
 * ways, and arcs_game_new from a record. The input is a CampaignRecord
 * body; the harness also appends a valid checksum trailer so the fuzzer
 * reaches the decoder and the checks, and reads the input as JSON text.
 * Built with blank test Fates (tests/cards/blank_fates.h) playing Acts II
 * and III, so that a sound record reaches the next Act's setup and play. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool refusal(arcs_status st) {
    return st == ARCS_E_CORRUPT || st == ARCS_E_VERSION || st == ARCS_E_UNSUPPORTED || st == ARCS_E_BAD_CONFIG;
}

/* A binary record: summary, JSON round trip, a game from it. */
static void exercise_record(const uint8_t *buf, size_t len) {
    arcs_record_info info;
    memset(&info, 0xA5, sizeof info);
    arcs_error err;
    arcs_status st = arcs_campaign_record_info(buf, len, &info, &err);
    FUZZ_CHECK(st == ARCS_OK || st == ARCS_E_CORRUPT || st == ARCS_E_VERSION, "info: status %d", st);
    if (st != ARCS_OK) {
        for (size_t i = 0; i < sizeof info; i++) FUZZ_CHECK(((uint8_t *)&info)[i] == 0xA5, "a refused record wrote info");
        FUZZ_CHECK(err.message[0], "a refusal without a reason");
    } else {
        FUZZ_CHECK(info.players >= 2 && info.players <= 4 && (info.completed_act == 1 || info.completed_act == 2),
                   "info out of range");
    }
    /* JSON and back: the same bytes for a record whose envelope is sound. */
    size_t n = 0;
    if (arcs_campaign_record_to_json(buf, len, NULL, 0, &n, NULL) == ARCS_OK) {
        char *text = malloc(n);
        if (!text) abort();
        FUZZ_CHECK(arcs_campaign_record_to_json(buf, len, text, n, &n, NULL) == ARCS_OK, "to_json");
        size_t m = 0;
        arcs_status js = arcs_campaign_record_from_json(text, n - 1, NULL, 0, &m, &err);
        /* (A record read with unknown fields keeps them out of the JSON.) */
        if (js == ARCS_OK) {
            uint8_t *back = malloc(m);
            if (!back) abort();
            FUZZ_CHECK(arcs_campaign_record_from_json(text, n - 1, back, m, &m, NULL) == ARCS_OK, "from_json");
            arcs_record_info again;
            arcs_status st2 = arcs_campaign_record_info(back, m, &again, NULL);
            FUZZ_CHECK(st2 == st || st == ARCS_E_CORRUPT, "the JSON of a record reads differently (%d, %d)", st, st2);
            free(back);
        }
        free(text);
    }
    /* A game from it: a refusal leaves no handle; a game plays. */
    if (st != ARCS_OK) return;
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.mode = ARCS_MODE_CAMPAIGN;
    cfg.players = info.players;
    cfg.record = buf;
    cfg.record_len = len;
    arcs_game *game = NULL;
    st = arcs_game_new_ex(&cfg, &game, &err);
    FUZZ_CHECK(st == ARCS_OK || refusal(st), "game from a record: status %d", st);
    FUZZ_CHECK((st == ARCS_OK) == (game != NULL), "out handle and status disagree");
    if (game) {
        fuzz_exercise(game);
        arcs_game_free(game);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    exercise_record(data, size);
    unsigned char *buf = fuzz_with_trailer(data, size);
    exercise_record(buf, size + WIRE_TRAILER_LEN);
    free(buf);
    /* As JSON text. */
    size_t n = 0;
    arcs_error err;
    arcs_status st = arcs_campaign_record_from_json((const char *)data, size, NULL, 0, &n, &err);
    FUZZ_CHECK(st == ARCS_OK || st == ARCS_E_CORRUPT || st == ARCS_E_NOMEM, "from_json: status %d", st);
    if (st == ARCS_OK) {
        uint8_t *bin = malloc(n);
        if (!bin) abort();
        FUZZ_CHECK(arcs_campaign_record_from_json((const char *)data, size, bin, n, &n, NULL) == ARCS_OK, "from_json");
        exercise_record(bin, n);
        free(bin);
    }
    return 0;
}
