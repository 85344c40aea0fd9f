/* Golden wire buffers written by libarcs 0.1.0 (wire schema 1, see
 * tests/golden_gen.c and tests/golden/v1/MANIFEST) keep loading: replays
 * re-run to the same winner and final observations, saved states give the
 * same observations and random play continued from them ends as it did,
 * Move messages decode to the same moves.
 *
 * Usage: test_golden DIR (the directory holding MANIFEST). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "cards/hooks.h"
#include "data/tables.h"
#include "wire/wire.h"

static const char *golden_dir;

typedef struct blob {
    unsigned char *data;
    size_t len;
} blob;

static blob read_blob(const char *name) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", golden_dir, name);
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot open %s", path);
    blob b = {NULL, 0};
    size_t cap = 0;
    for (;;) {
        if (b.len == cap) {
            cap = cap ? cap * 2 : 65536;
            b.data = realloc(b.data, cap);
            assert_non_null(b.data);
        }
        size_t n = fread(b.data + b.len, 1, cap - b.len, f);
        if (!n) break;
        b.len += n;
    }
    fclose(f);
    return b;
}

static FILE *open_manifest(void) {
    char path[1024];
    snprintf(path, sizeof path, "%s/MANIFEST", golden_dir);
    FILE *f = fopen(path, "r");
    if (!f) fail_msg("cannot open %s", path);
    return f;
}

/* A schema-1 observation as this library writes it: the schema version,
 * the message type, card moves naming card instances, cards used this turn by id, per-system
 * Tax Limit and shipyard marks (the upgrade steps of lib/wire). Returns the packed bytes (malloc) in *out. */
static size_t upgrade_observation(const blob *v1, uint8_t **out) {
    Arcs__Observation *o = arcs__observation__unpack(NULL, v1->len, v1->data);
    assert_non_null(o);
    assert_int_equal(o->schema_version, 1);
    o->schema_version = ARCS_WIRE_SCHEMA_VERSION;
    /* Written before messages carried their type. */
    if (!o->message_type) o->message_type = ARCS__MESSAGE_TYPE__MESSAGE_TYPE_OBSERVATION;
    for (size_t i = 0; i < o->n_legal_moves; i++) {
        arcs_move m;
        assert_true(move_from_msg(o->legal_moves[i], 1, &m, NULL, 0));
        Arcs__Move *x = o->legal_moves[i];
        uint32_t version = x->schema_version;
        move_to_msg(m, x);
        x->schema_version = version;
    }
    /* Schema 1 marked taxed cities and used starports as bits system*2+slot. */
    for (int b = 0; b < 64; b++) {
        int sys = b / SLOTS_PER_SYSTEM, slot = b % SLOTS_PER_SYSTEM;
        if (!((o->taxed | o->shipyard_used) >> b & 1u)) continue;
        assert_true((size_t)sys < o->n_systems);
        if ((o->taxed >> b) & 1u) o->systems[sys]->taxed |= 1u << slot;
        if ((o->shipyard_used >> b) & 1u) o->systems[sys]->shipyard_used |= 1u << slot;
    }
    o->taxed = o->shipyard_used = 0;
    char *used[32];
    if (o->cards && o->cards->used_this_turn) {
        size_t n = 0;
        for (int h = 0; h < 32; h++)
            if ((o->cards->used_this_turn >> h) & 1u) used[n++] = (char *)card_table[card_of_v1_hook(h)].id;
        o->cards->used_this_turn = 0;
        o->cards->n_used_turn = n;
        o->cards->used_turn = used;
    }
    size_t len = arcs__observation__get_packed_size(o);
    *out = malloc(len);
    assert_non_null(*out);
    arcs__observation__pack(o, *out);
    if (o->cards && o->cards->used_turn == used) {
        o->cards->n_used_turn = 0;
        o->cards->used_turn = NULL;
    }
    arcs__observation__free_unpacked(o, NULL);
    return len;
}

/* The observation of seat (-1: public) equals the golden one (written by
 * schema 1, read through the upgrade steps). */
static void assert_observations(const arcs_game *game, const char *base) {
    for (int seat = -1; seat < arcs_num_players(game); seat++) {
        char name[256];
        if (seat < 0) snprintf(name, sizeof name, "%s.obspub", base);
        else snprintf(name, sizeof name, "%s.obs%d", base, seat);
        blob golden = read_blob(name);
        uint8_t *want = NULL;
        size_t want_len = upgrade_observation(&golden, &want);
        static unsigned char got[65536];
        size_t n = 0;
        assert_int_equal(arcs_observation(game, seat, got, sizeof got, &n), ARCS_OK);
        if (n != want_len || memcmp(got, want, n) != 0) fail_msg("observation %s differs", name);
        free(want);
        free(golden.data);
    }
}

static uint64_t xs(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

static void golden_replays_rerun(void **state) {
    (void)state;
    FILE *m = open_manifest();
    char line[512], file[256];
    int players, winner, count = 0;
    size_t moves;
    while (fgets(line, sizeof line, m)) {
        if (sscanf(line, "replay %255s %d %zu %d", file, &players, &moves, &winner) != 4) continue;
        blob b = read_blob(file);
        arcs_replay_info info;
        assert_int_equal(arcs_replay_info_get(b.data, b.len, &info), ARCS_OK);
        assert_int_equal(info.schema_version, 1);
        assert_false(info.hash_comparable);
        assert_int_equal(info.players, players);
        assert_int_equal(info.moves, moves);
        arcs_game *game = NULL;
        assert_int_equal(arcs_replay_load(b.data, b.len, NULL, &game), ARCS_OK);
        assert_true(arcs_game_over(game));
        assert_int_equal(arcs_history_length(game), moves);
        assert_int_equal(arcs_winner(game), winner);
        assert_observations(game, file);
        t_assert_invariants(game);
        arcs_game_free(game);
        free(b.data);
        count++;
    }
    fclose(m);
    assert_true(count >= 6);
}

static void golden_states_load_and_play_on(void **state) {
    (void)state;
    FILE *m = open_manifest();
    char line[512], file[256];
    int players, winner, count = 0;
    uint64_t seed;
    size_t moves;
    while (fgets(line, sizeof line, m)) {
        if (sscanf(line, "state %255s %d %" SCNu64 " %zu %d", file, &players, &seed, &moves, &winner) != 5) continue;
        blob b = read_blob(file);
        arcs_game *game = NULL;
        assert_int_equal(arcs_game_load_state(b.data, b.len, NULL, &game), ARCS_OK);
        assert_int_equal(arcs_num_players(game), players);
        assert_observations(game, file);
        t_assert_invariants(game);
        arcs_move legal[ARCS_MAX_LEGAL_MOVES];
        size_t played = 0;
        while (!arcs_game_over(game)) {
            size_t n = 0;
            assert_int_equal(arcs_legal_moves(game, legal, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
            assert_true(n > 0);
            assert_int_equal(arcs_apply(game, legal[xs(&seed) % n]), ARCS_OK);
            played++;
        }
        assert_int_equal(played, moves);
        assert_int_equal(arcs_winner(game), winner);
        arcs_game_free(game);
        free(b.data);
        count++;
    }
    fclose(m);
    assert_true(count >= 6);
}

static void golden_moves_decode(void **state) {
    (void)state;
    FILE *m = open_manifest();
    char line[512], text[256];
    int index, count = -1;
    /* The texts, by index. */
    static char texts[256][256];
    while (fgets(line, sizeof line, m)) {
        if (sscanf(line, "move %d %255[^\n]", &index, text) == 2) {
            assert_in_range(index, 0, 255);
            snprintf(texts[index], sizeof texts[index], "%s", text);
        }
        char file[256];
        if (sscanf(line, "moves %255s %d", file, &count) == 2) {
            blob b = read_blob(file);
            size_t at = 0;
            for (int i = 0; i < count; i++) {
                assert_true(at < b.len);
                size_t n = b.data[at++];
                assert_true(at + n <= b.len);
                arcs_move mv;
                assert_int_equal(arcs_move_from_bytes(b.data + at, n, &mv), ARCS_OK);
                /* Written again, it is a schema-2 message that reads back the same. */
                uint8_t again[64];
                size_t m2 = 0;
                arcs_move back;
                assert_int_equal(arcs_move_to_bytes(mv, again, sizeof again, &m2), ARCS_OK);
                assert_int_equal(arcs_move_from_bytes(again, m2, &back), ARCS_OK);
                assert_memory_equal(&back, &mv, sizeof mv);
                char got[128];
                assert_int_equal(arcs_move_to_str(mv, got, sizeof got, NULL), ARCS_OK);
                assert_string_equal(got, texts[i]);
                at += n;
            }
            assert_int_equal(at, b.len);
            free(b.data);
        }
    }
    fclose(m);
    assert_true(count >= 40);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: test_golden DIR\n");
        return 64;
    }
    golden_dir = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(golden_replays_rerun),
        cmocka_unit_test(golden_states_load_and_play_on),
        cmocka_unit_test(golden_moves_decode),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
