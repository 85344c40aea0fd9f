/* The cards' own data (lib/cards/card_data.h, g->camp.card_data) and wire
 * schema 3, which carries it as Campaign.card_data (card id, bytes):
 * schema-2 campaign states and replays written by the library before it
 * (tests/wire-v2, gen_v2.c) load into the card-data area with the hash they
 * had; a
 * campaign state saves and loads back byte-identically; the loader refuses
 * the schema-2 fields in a schema-3 state, card data in a schema-2 state,
 * data for a card that keeps none or twice, and an observation's bytes; an
 * observation names no hidden Golem; the layout rows are the defs'.
 *
 * Usage: test_card_data DIR (tests/wire-v2, holding MANIFEST). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "cards/campaign/fates/believer/faithful.h"
#include "cards/campaign/fates/caretaker/golems.h"
#include "cards/card_data.h"
#include "wire/wire.h"

static const char *v2_dir;

typedef struct v2_state {
    char name[96];
    bool replay; /* a Replay (else a GameState) */
    uint64_t hash;
    unsigned char *buf;
    size_t len;
} v2_state;

#define V2_MAX 48
static v2_state v2[V2_MAX];
static int n_v2;

static void read_v2(void) {
    if (n_v2) return;
    char path[1024];
    snprintf(path, sizeof path, "%s/MANIFEST", v2_dir);
    FILE *m = fopen(path, "r");
    if (!m) fail_msg("cannot open %s", path);
    char name[96];
    uint64_t hash;
    while (n_v2 < V2_MAX && fscanf(m, "%95s %" SCNx64, name, &hash) == 2) {
        v2_state *s = &v2[n_v2++];
        snprintf(s->name, sizeof s->name, "%s", name);
        s->replay = strstr(name, ".replay") != NULL;
        s->hash = hash;
        snprintf(path, sizeof path, "%s/%s", v2_dir, name);
        FILE *f = fopen(path, "rb");
        if (!f) fail_msg("cannot open %s", path);
        s->buf = malloc(1u << 20);
        assert_non_null(s->buf);
        s->len = fread(s->buf, 1, 1u << 20, f);
        fclose(f);
    }
    fclose(m);
    assert_true(n_v2 >= 4);
}

static bool all_zero(const uint8_t *p, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (p[i]) return false;
    return true;
}

/* The state hash of layouts up to 22 (lib/core/game.c before the hash of
 * lib/core/hash.c), with which gen_v2.c wrote the MANIFEST: a four-lane
 * multiply chain over the live bytes and the layers, the campaign block's
 * Flagship run and card_data_more counted only while set. Kept here to
 * check that the loaded bytes are the ones the writing library had. */
static void legacy_mix(uint64_t h[4], const unsigned char *p, size_t n) {
    const uint64_t K = 0x9E3779B97F4A7C15ull;
    size_t i = 0;
    for (; i + 32 <= n; i += 32)
        for (int k = 0; k < 4; k++) {
            uint64_t w;
            memcpy(&w, p + i + 8 * (size_t)k, 8);
            h[k] ^= w;
            h[k] *= K;
            h[k] ^= h[k] >> 29;
        }
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        h[0] ^= w;
        h[0] *= K;
        h[0] ^= h[0] >> 29;
    }
    for (; i < n; i++) {
        h[0] ^= p[i];
        h[0] *= 0x100000001B3ull;
    }
}

static uint64_t legacy_hash(const game_state *g) {
    size_t n = state_live_bytes(g);
    const uint64_t K = 0x9E3779B97F4A7C15ull;
    uint64_t h[4] = {0x243F6A8885A308D3ull ^ (uint64_t)n, 0x13198A2E03707344ull, 0xA4093822299F31D0ull,
                     0x082EFA98EC4E6C89ull};
    legacy_mix(h, (const unsigned char *)g, n);
    assert_true(is_campaign(g)); /* the files are campaign states */
    /* The layers as layout 22 laid them out: the Leaders & Lore block
     * without the players' hook masks (ll.player_hooks, layout 24: derived,
     * recomputed on load), then the campaign block up to its Flagship run. */
    size_t ll_old = offsetof(ll_state, player_hooks_hi), camp_old = offsetof(campaign_state, flagship);
    static unsigned char layers[sizeof(ll_state) + sizeof(campaign_state)];
    memcpy(layers, &g->ll, ll_old);
    memcpy(layers + ll_old, &g->camp, camp_old);
    size_t t = ll_old + camp_old;
    if (!all_zero(FLAGSHIP_RUN(&g->camp), FLAGSHIP_BYTES)) {
        memcpy(layers + t, FLAGSHIP_RUN(&g->camp), FLAGSHIP_BYTES);
        t += FLAGSHIP_BYTES;
    }
    if (!all_zero(g->camp.card_data_more, CARD_DATA_MORE)) {
        memcpy(layers + t, g->camp.card_data_more, CARD_DATA_MORE);
        t += CARD_DATA_MORE;
    }
    legacy_mix(h, layers, t);
    uint64_t x = h[0];
    for (int k = 1; k < 4; k++) {
        x ^= h[k] + (x << 6) + (x >> 2);
        x *= K;
        x ^= x >> 31;
    }
    x ^= x >> 32;
    x *= 0xD6E8FEB86659FD93ull;
    x ^= x >> 32;
    return x;
}

/* Schema-2 states load, their Golem and Faithful fields into the card
 * data: the state hash is the one the writing library gave (the bytes are
 * the same; the hash of layout 22, legacy_hash), and the invariants hold. Some carry Golems and the Faithful
 * stack (the files cover the conversion). */
static void schema2_states_load_into_card_data(void **state) {
    (void)state;
    read_v2();
    int golems = 0, faithful = 0;
    for (int i = 0; i < n_v2; i++) {
        if (v2[i].replay) continue;
        arcs_game *g = t_load_state(v2[i].buf, v2[i].len, v2[i].name);
        if (legacy_hash(&g->s) != v2[i].hash)
            fail_msg("%s: hash %016" PRIx64 ", written with %016" PRIx64, v2[i].name, legacy_hash(&g->s), v2[i].hash);
        t_assert_invariants(g);
        golems += !all_zero(GOLEM_DATA(&g->s)->where, GOLEMS);
        faithful += FAITHFUL_STACK(&g->s)->n != 0;
        arcs_game_free(g);
    }
    assert_true(golems > 0);
    assert_true(faithful > 0);
}

/* Schema-2 campaign replays of the same games replay to the same states:
 * every byte equal to the state the writing library saved at that move but
 * what each player knows of the action cards (card_known), whose
 * bookkeeping changed with state layout 16 (a Rival's known card among
 * their hidden cards stays known through a face-down play), so the
 * recorded final hash is not compared (arcs_replay_info.hash_comparable). */
static void schema2_replays_replay(void **state) {
    (void)state;
    read_v2();
    int replays = 0;
    for (int i = 0; i < n_v2; i++) {
        if (!v2[i].replay) continue;
        arcs_game *g = NULL;
        arcs_error err;
        if (arcs_replay_load_ex(v2[i].buf, v2[i].len, NULL, &g, &err) != ARCS_OK) fail_msg("%s: %s", v2[i].name, err.message);
        t_assert_invariants(g);
        char twin[96];
        snprintf(twin, sizeof twin, "%.*s.state", (int)(strstr(v2[i].name, ".replay") - v2[i].name), v2[i].name);
        const v2_state *saved = NULL;
        for (int k = 0; k < n_v2; k++)
            if (!strcmp(v2[k].name, twin)) saved = &v2[k];
        if (!saved) fail_msg("%s: no %s", v2[i].name, twin);
        arcs_game *s = t_load_state(saved->buf, saved->len, saved->name);
        static game_state a, b;
        a = g->s;
        b = s->s;
        memset(a.card_known, 0, sizeof a.card_known);
        memset(b.card_known, 0, sizeof b.card_known);
        if (memcmp(&a, &b, sizeof a)) fail_msg("%s: not the state of %s", v2[i].name, twin);
        arcs_game_free(s);
        arcs_game_free(g);
        replays++;
    }
    assert_true(replays > 0);
}

/* Saved under schema 3, a campaign state loads back to the same state and
 * saves to the same bytes; the buffer carries the data as card entries. */
static void campaign_state_round_trips_in_schema_3(void **state) {
    (void)state;
    read_v2();
    static unsigned char a[ARCS_STATE_BYTES_MAX], b[ARCS_STATE_BYTES_MAX];
    int entries = 0;
    for (int i = 0; i < n_v2; i++) {
        if (v2[i].replay) continue;
        arcs_game *g = t_load_state(v2[i].buf, v2[i].len, v2[i].name);
        size_t la = 0, lb = 0;
        assert_int_equal(arcs_game_save_state(g, a, sizeof a, &la), ARCS_OK);
        Arcs__GameState *m = arcs__game_state__unpack(NULL, la - WIRE_TRAILER_LEN, a);
        assert_non_null(m);
        assert_int_equal(m->schema_version, 3);
        assert_non_null(m->campaign);
        assert_int_equal(m->campaign->n_golem + m->campaign->faithful_stack + m->campaign->faithful_wisdom, 0);
        entries += (int)m->campaign->n_card_data;
        arcs__game_state__free_unpacked(m, NULL);
        arcs_game *back = t_load_state(a, la, v2[i].name);
        assert_memory_equal(&back->s, &g->s, sizeof g->s);
        assert_int_equal(arcs_state_hash(back), arcs_state_hash(g));
        assert_int_equal(arcs_game_save_state(back, b, sizeof b, &lb), ARCS_OK);
        assert_int_equal(la, lb);
        assert_memory_equal(a, b, la);
        arcs_game_free(back);
        arcs_game_free(g);
    }
    assert_true(entries > 0);
}

/* ---- edited buffers ---- */

typedef void (*campaign_edit)(Arcs__GameState *m);

/* The first schema-2 state with Golems, saved under schema 3, edited,
 * packed again with a valid trailer; the load's status and reason. */
static arcs_status load_edited(campaign_edit edit, char *why, size_t cap) {
    read_v2();
    arcs_game *g = NULL;
    for (int i = 0; i < n_v2 && !g; i++) {
        if (v2[i].replay) continue;
        g = t_load_state(v2[i].buf, v2[i].len, v2[i].name);
        if (all_zero(GOLEM_DATA(&g->s)->where, GOLEMS) || !FAITHFUL_STACK(&g->s)->n) {
            arcs_game_free(g);
            g = NULL;
        }
    }
    assert_non_null(g);
    static unsigned char buf[ARCS_STATE_BYTES_MAX], out[ARCS_STATE_BYTES_MAX];
    size_t n = 0;
    assert_int_equal(arcs_game_save_state(g, buf, sizeof buf, &n), ARCS_OK);
    arcs_game_free(g);
    Arcs__GameState *m = arcs__game_state__unpack(NULL, n - WIRE_TRAILER_LEN, buf);
    assert_non_null(m);
    edit(m);
    size_t len = arcs__game_state__get_packed_size(m);
    assert_true(len + WIRE_TRAILER_LEN <= sizeof out);
    arcs__game_state__pack(m, out);
    wire_put_trailer(out, len);
    arcs__game_state__free_unpacked(m, NULL);
    arcs_game *back = NULL;
    arcs_error err;
    arcs_status st = arcs_game_load_state_ex(out, len + WIRE_TRAILER_LEN, NULL, &back, &err);
    snprintf(why, cap, "%s", err.message);
    arcs_game_free(back);
    return st;
}

static Arcs__CardData *entry(Arcs__GameState *m, const char *card) {
    for (size_t i = 0; i < m->campaign->n_card_data; i++)
        if (strcmp(m->campaign->card_data[i]->card, card) == 0) return m->campaign->card_data[i];
    fail_msg("no card data for %s", card);
    return NULL;
}

static void add_schema2_golems(Arcs__GameState *m) {
    m->campaign->n_golem = GOLEMS;
    m->campaign->golem = calloc(GOLEMS, sizeof *m->campaign->golem); /* freed by free_unpacked */
    assert_non_null(m->campaign->golem);
    m->campaign->golem[0] = 1;
}
static void add_schema2_stack(Arcs__GameState *m) { m->campaign->faithful_stack = 3; }
static void as_schema_2(Arcs__GameState *m) { m->schema_version = 2; }
static void data_for_a_card_keeping_none(Arcs__GameState *m) {
    memcpy(entry(m, "ARCS-F505")->card, "ARCS-BC01", 9); /* same length */
}
static void data_twice(Arcs__GameState *m) {
    memcpy(entry(m, "ARCS-F801A")->card, "ARCS-F505", 10); /* with its terminator: shorter */
}
static void hidden_golem(Arcs__GameState *m) { entry(m, "ARCS-F505")->data.data[0] = 0xFF; }
static void short_golems(Arcs__GameState *m) { entry(m, "ARCS-F505")->data.len = 5; }
static void stack_overfull(Arcs__GameState *m) { entry(m, "ARCS-F801A")->data.data[0] = 10; }
static void long_stack(Arcs__GameState *m) {
    Arcs__CardData *x = entry(m, "ARCS-F801A");
    free(x->data.data); /* the unpacker's malloc; free_unpacked frees the new one */
    x->data.data = calloc(2, 1);
    assert_non_null(x->data.data);
    x->data.len = 2;
}

static void loader_refuses_bad_card_data(void **state) {
    (void)state;
    static const struct {
        campaign_edit edit;
        const char *why;
    } cases[] = {
        {add_schema2_golems, "schema 2 Golem fields in a schema 3 state"},
        {add_schema2_stack, "schema 2 faithful_stack in a schema 3 state"},
        {as_schema_2, "card data in a schema 2 state"},
        {data_for_a_card_keeping_none, "card data for \"ARCS-BC01\", which keeps none"},
        {data_twice, "card data for \"ARCS-F505\" twice"},
        {hidden_golem, "a hidden Golem in a state"},
        {short_golems, "Golem data of 5 bytes"},
        {stack_overfull, "10 Faithful cards in their stack"},
        {long_stack, "card data of 2 bytes (the card keeps 1)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char why[ARCS_ERROR_MESSAGE_MAX];
        assert_int_equal(load_edited(cases[i].edit, why, sizeof why), ARCS_E_CORRUPT);
        if (!strstr(why, cases[i].why)) fail_msg("case %zu: \"%s\" does not say \"%s\"", i, why, cases[i].why);
    }
}

/* The Faithful cards' conservation is the Believer's (believer.c,
 * card_data_def.conserved): a card of the stack also scrapped, or gone
 * from everywhere, is refused by the invariants with its reason. */
static void faithful_cards_each_in_one_place(void **state) {
    (void)state;
    read_v2();
    int checked = 0;
    for (int i = 0; i < n_v2; i++) {
        if (v2[i].replay) continue;
        arcs_game *g = t_load_state(v2[i].buf, v2[i].len, v2[i].name);
        int n = FAITHFUL_STACK(&g->s)->n;
        if (!n) {
            arcs_game_free(g);
            continue;
        }
        char why[128] = "";
        assert_true(state_invariants_ok(&g->s, why, sizeof why));
        int c = FAITHFUL_CARD_FIRST; /* "1", in the stack */
        g->s.camp.action_scrapped[c / 8] |= (uint8_t)(1u << (c % 8));
        assert_false(state_invariants_ok(&g->s, why, sizeof why));
        assert_string_equal(why, "Faithful card 1 in 2 places");
        g->s.camp.action_scrapped[c / 8] &= (uint8_t)~(1u << (c % 8));
        FAITHFUL_STACK(&g->s)->n = (uint8_t)(n - 1); /* the top card nowhere */
        assert_false(state_invariants_ok(&g->s, why, sizeof why));
        char expect[64];
        snprintf(expect, sizeof expect, "Faithful card %d in 0 places", n);
        assert_string_equal(why, expect);
        arcs_game_free(g);
        checked++;
    }
    assert_true(checked > 0);
}

/* Hidden Golem identities through the card data (ARCS-F505, campaign-plan
 * §4.22): in every viewer's observation, a Golem not known reads 255 in
 * its identity's place and its place only in the ascending list after the
 * 6 bytes; a known one reads its place; the saved state has the truth. */
static void observation_card_data_hides_golems(void **state) {
    (void)state;
    read_v2();
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    int hidden_seen = 0;
    for (int i = 0; i < n_v2; i++) {
        if (v2[i].replay) continue;
        arcs_game *g = t_load_state(v2[i].buf, v2[i].len, v2[i].name);
        const golem_data *d = GOLEM_DATA(&g->s);
        if (all_zero(d->where, GOLEMS)) {
            arcs_game_free(g);
            continue;
        }
        uint8_t hidden[GOLEMS];
        int nh = 0;
        for (int k = 0; k < GOLEMS; k++)
            if (!((d->known >> k) & 1u)) hidden[nh++] = d->where[k];
        for (int a = 1; a < nh; a++) /* ascending */
            for (int b = a; b > 0 && hidden[b - 1] > hidden[b]; b--) {
                uint8_t t = hidden[b];
                hidden[b] = hidden[b - 1];
                hidden[b - 1] = t;
            }
        hidden_seen += nh;
        for (int viewer = -1; viewer < arcs_num_players(g); viewer++) {
            size_t len = 0;
            assert_int_equal(arcs_observation(g, viewer, buf, sizeof buf, &len), ARCS_OK);
            Arcs__Observation *o = arcs__observation__unpack(NULL, len - WIRE_TRAILER_LEN, buf);
            if (!o) o = arcs__observation__unpack(NULL, len, buf);
            assert_non_null(o);
            assert_non_null(o->campaign);
            const Arcs__CardData *x = NULL;
            for (size_t j = 0; j < o->campaign->n_card_data; j++)
                if (strcmp(o->campaign->card_data[j]->card, "ARCS-F505") == 0) x = o->campaign->card_data[j];
            assert_non_null(x);
            assert_int_equal(x->data.len, 6 + (size_t)nh);
            for (int k = 0; k < GOLEMS; k++)
                assert_int_equal(x->data.data[k], ((d->known >> k) & 1u) ? d->where[k] : 0xFF);
            assert_int_equal(x->data.data[4], d->awake);
            assert_int_equal(x->data.data[5], d->known);
            assert_memory_equal(x->data.data + 6, hidden, (size_t)nh);
            arcs__observation__free_unpacked(o, NULL);
        }
        arcs_game_free(g);
    }
    assert_true(hidden_seen > 0);
}

/* The layout: each card keeping data has its place (card_data_place),
 * inside the area, with no two overlapping; the first cards' fill
 * card_data as before (so every state's bytes and hash are as they were);
 * an entry point reaches every def. */
static void layout_places_are_the_defs(void **state) {
    (void)state;
    uint8_t owner[CARD_DATA_PLACES] = {0};
    int n = 0, c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));) {
        n += d->fixed;
        int place = card_data_place(c);
        assert_true(d->size > 0 && place >= 0 && place + d->size <= CARD_DATA_PLACES);
        assert_true(d->fixed ? place == d->offset && place + d->size <= CARD_DATA_BYTES : place >= CARD_DATA_BYTES);
        assert_true(!d->encode == !d->decode); /* a codec of its own both ways, or the bytes as they are */
        for (int i = place; i < place + d->size; i++) {
            if (owner[i]) fail_msg("card data byte %d kept by two cards", i);
            owner[i] = 1;
        }
    }
    assert_int_equal(n, 3); /* fixed: F505 Golems, F801A the Faithful stack, F813 the sides; later cards placed */
    assert_true(card_data_place(CARD_F822A) >= CARD_DATA_BYTES); /* the Doctrine and Ideals: card_data_more */
    for (int i = 0; i < CARD_DATA_BYTES; i++) assert_int_equal(owner[i], 1);
    assert_int_equal(card_data_place(CARD_F505), GOLEM_DATA_PLACE);
    assert_int_equal(card_data_place(CARD_F101A), -1); /* keeps none */
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s DIR\n", argv[0]);
        return 2;
    }
    v2_dir = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(schema2_states_load_into_card_data),
        cmocka_unit_test(schema2_replays_replay),
        cmocka_unit_test(campaign_state_round_trips_in_schema_3),
        cmocka_unit_test(loader_refuses_bad_card_data),
        cmocka_unit_test(observation_card_data_hides_golems),
        cmocka_unit_test(layout_places_are_the_defs),
        cmocka_unit_test(faithful_cards_each_in_one_place),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
