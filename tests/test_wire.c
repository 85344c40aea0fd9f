/* The wire format: save/load of full states, replays, move bytes,
 * observations and determinize (proto/arcs.proto, lib/wire). */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards/hooks.h"
#include "data/card_ids.h"
#include "wire/wire.h"
#include "wire_fixture.h"

/* ------------------------------------------------------------------ helpers */

static uint64_t xs(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

static uint8_t *save_state(const arcs_game *game, size_t *len) {
    size_t need = 0;
    assert_int_equal(arcs_game_save_state(game, NULL, 0, &need), ARCS_OK);
    uint8_t *buf = malloc(need);
    assert_non_null(buf);
    assert_int_equal(arcs_game_save_state(game, buf, need, len), ARCS_OK);
    assert_int_equal(*len, need);
    return buf;
}

static uint8_t *save_replay(const arcs_game *game, size_t *len) {
    size_t need = 0;
    assert_int_equal(arcs_replay_save(game, NULL, 0, &need), ARCS_OK);
    uint8_t *buf = malloc(need);
    assert_non_null(buf);
    assert_int_equal(arcs_replay_save(game, buf, need, len), ARCS_OK);
    assert_int_equal(*len, need);
    return buf;
}

static uint8_t *observe(const arcs_game *game, int viewer, size_t *len) {
    size_t need = 0;
    assert_int_equal(arcs_observation(game, viewer, NULL, 0, &need), ARCS_OK);
    uint8_t *buf = malloc(need ? need : 1);
    assert_non_null(buf);
    assert_int_equal(arcs_observation(game, viewer, buf, need, len), ARCS_OK);
    assert_int_equal(*len, need);
    return buf;
}

static arcs_game *synthetic(int np, uint64_t seed) {
    game_state s;
    wf_synthetic_state(&s, np, seed);
    arcs_game *game = wf_handle(&s);
    assert_non_null(game);
    return game;
}

/* Load must fail with `want` and leave `game` byte-identical. */
static void assert_rejected(arcs_game *game, const uint8_t *buf, size_t len, arcs_status want) {
    game_state before = game->s;
    size_t hist = game->hist_len;
    arcs_status st = arcs_game_restore_state(game, buf, len);
    if (want == ARCS_OK) assert_int_not_equal(st, ARCS_OK);
    else assert_int_equal(st, want);
    assert_memory_equal(&before, &game->s, sizeof before);
    assert_int_equal(hist, game->hist_len);
    arcs_game *out = (arcs_game *)0x1;
    assert_int_not_equal(arcs_game_load_state(buf, len, NULL, &out), ARCS_OK);
    assert_null(out);
}

/* protobuf-c allocations for edited messages: edits may point fields at
 * static data, so nothing is freed one by one; arena_release frees all. */
typedef struct test_arena {
    void *p[4096];
    int n;
} test_arena;

static void *ta_alloc(void *ud, size_t n) {
    test_arena *a = ud;
    if (a->n == 4096) return NULL;
    return a->p[a->n++] = malloc(n);
}
static void ta_free(void *ud, void *p) {
    (void)ud;
    (void)p;
}
static test_arena *arena_new(ProtobufCAllocator *pc) {
    test_arena *a = calloc(1, sizeof *a);
    assert_non_null(a);
    pc->alloc = ta_alloc;
    pc->free = ta_free;
    pc->allocator_data = a;
    return a;
}
static void arena_release(test_arena *a) {
    for (int i = 0; i < a->n; i++) free(a->p[i]);
    free(a);
}

/* Decode a saved state, let `edit` change it, pack it again with a valid
 * trailer: a buffer that passes the checksum but not the content checks. */
typedef void (*msg_edit)(Arcs__GameState *m);

static uint8_t *edited_state(const arcs_game *game, msg_edit edit, size_t *len) {
    size_t n;
    uint8_t *buf = save_state(game, &n);
    ProtobufCAllocator pc;
    test_arena *a = arena_new(&pc);
    Arcs__GameState *m = arcs__game_state__unpack(&pc, n - WIRE_TRAILER_LEN, buf);
    assert_non_null(m);
    edit(m);
    size_t out_len = arcs__game_state__get_packed_size(m);
    uint8_t *out = malloc(out_len + WIRE_TRAILER_LEN);
    assert_non_null(out);
    assert_int_equal(arcs__game_state__pack(m, out), out_len);
    wire_put_trailer(out, out_len);
    *len = out_len + WIRE_TRAILER_LEN;
    arena_release(a);
    free(buf);
    return out;
}

/* ------------------------------------------------------------------ fixtures */

static void synthetic_states_are_valid(void **state) {
    (void)state;
    for (int np = 2; np <= 4; np++)
        for (uint64_t seed = 1; seed <= 60; seed++) {
            arcs_game *game = synthetic(np, seed);
            char why[200] = "";
            if (!state_invariants_ok(&game->s, why, sizeof why)) fail_msg("np %d seed %d: %s", np, (int)seed, why);
            if (!state_valid(game, why, sizeof why)) fail_msg("np %d seed %d: %s", np, (int)seed, why);
            arcs_game_free(game);
        }
}

static void frame_names_are_unique(void **state) {
    (void)state;
    /* Frames travel by name: every kind needs its own. */
    for (int k = 1; k < FR_KIND_COUNT; k++) {
        assert_non_null(frame_table[k]);
        assert_true(frame_table[k]->name && frame_table[k]->name[0]);
        assert_int_equal(frame_kind_from_name(frame_table[k]->name), k);
        for (int j = 1; j < k; j++) assert_string_not_equal(frame_table[j]->name, frame_table[k]->name);
    }
    assert_int_equal(frame_kind_from_name("no such frame"), -1);
    assert_int_equal(frame_kind_from_name(""), -1);
}

static void crc_matches_zlib(void **state) {
    (void)state;
    /* The check value of CRC-32/ISO-HDLC (zlib.crc32(b"123456789")). */
    assert_int_equal(wire_crc32((const uint8_t *)"123456789", 9), 0xCBF43926u);
    assert_int_equal(wire_crc32(NULL, 0), 0);
    /* Long enough for the 8-byte steps, and every tail length. */
    uint8_t data[768];
    for (int i = 0; i < 768; i++) data[i] = (uint8_t)i;
    assert_int_equal(wire_crc32(data, sizeof data), 0xB0C0DF2Au); /* zlib.crc32(bytes(range(256)) * 3) */
    uint32_t bytewise[9];
    for (int n = 0; n < 9; n++) {
        uint32_t c = 0xFFFFFFFFu;
        for (int i = 0; i < 16 + n; i++) {
            c ^= data[i];
            for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
        }
        bytewise[n] = c ^ 0xFFFFFFFFu;
        assert_int_equal(wire_crc32(data, (size_t)(16 + n)), bytewise[n]);
    }
}

/* ------------------------------------------------------------------ save / load */

static void save_load_round_trips(void **state) {
    (void)state;
    for (int np = 2; np <= 4; np++)
        for (uint64_t seed = 1; seed <= 40; seed++) {
            arcs_game *game = synthetic(np, seed);
            size_t len;
            uint8_t *buf = save_state(game, &len);
            assert_true(len <= ARCS_STATE_BYTES_MAX);
            arcs_game *copy = NULL;
            assert_int_equal(arcs_game_load_state(buf, len, NULL, &copy), ARCS_OK);
            assert_memory_equal(&copy->s, &game->s, sizeof game->s);
            assert_int_equal(arcs_state_hash(copy), arcs_state_hash(game));
            assert_int_equal(arcs_history_length(copy), 0);
            /* Saving the loaded game gives the same bytes. */
            size_t len2;
            uint8_t *buf2 = save_state(copy, &len2);
            assert_int_equal(len, len2);
            assert_memory_equal(buf, buf2, len);
            /* Restore into a handle holding another game of another size. */
            arcs_game *other = synthetic(np == 4 ? 2 : np + 1, seed + 100);
            assert_int_equal(arcs_game_restore_state(other, buf, len), ARCS_OK);
            assert_int_equal(arcs_state_hash(other), arcs_state_hash(game));
            free(buf);
            free(buf2);
            arcs_game_free(copy);
            arcs_game_free(other);
            arcs_game_free(game);
        }
}

static void size_query_convention(void **state) {
    (void)state;
    arcs_game *game = synthetic(3, 7);
    size_t need = 0, w = 0;
    assert_int_equal(arcs_game_save_state(game, NULL, 0, &need), ARCS_OK);
    assert_true(need > 100);
    uint8_t *buf = malloc(need + 8);
    memset(buf, 0xAA, need + 8);
    assert_int_equal(arcs_game_save_state(game, buf, need - 1, &w), ARCS_E_BUFFER_TOO_SMALL);
    assert_int_equal(w, need);
    for (size_t i = 0; i < need + 8; i++) assert_int_equal(buf[i], 0xAA); /* nothing written */
    assert_int_equal(arcs_game_save_state(game, buf, need + 8, &w), ARCS_OK);
    assert_int_equal(w, need);
    assert_int_equal(buf[need], 0xAA);
    assert_int_equal(arcs_game_save_state(game, NULL, 10, &w), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_game_save_state(game, buf, need, NULL), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_game_save_state(NULL, buf, need, &w), ARCS_E_INVALID_ARG);
    /* The same convention for replays, observations and moves. */
    assert_int_equal(arcs_replay_save(game, NULL, 0, &need), ARCS_OK);
    assert_int_equal(arcs_replay_save(game, buf, 3, &w), ARCS_E_BUFFER_TOO_SMALL);
    assert_int_equal(w, need);
    assert_int_equal(arcs_observation(game, 0, NULL, 0, &need), ARCS_OK);
    assert_int_equal(arcs_observation(game, 0, buf, 3, &w), ARCS_E_BUFFER_TOO_SMALL);
    assert_int_equal(w, need);
    arcs_move m = {ARCS_MOVE_TAX, 1, 13, 1, 0, 0, {{0, 0}}};
    assert_int_equal(arcs_move_to_bytes(m, NULL, 0, &need), ARCS_OK);
    assert_int_equal(arcs_move_to_bytes(m, buf, need - 1, &w), ARCS_E_BUFFER_TOO_SMALL);
    assert_int_equal(w, need);
    /* NULL arguments to loaders. */
    arcs_game *out = NULL;
    assert_int_equal(arcs_game_load_state(NULL, 5, NULL, &out), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_game_load_state(buf, 5, NULL, NULL), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_game_restore_state(NULL, buf, 5), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_game_load_state(NULL, 0, NULL, &out), ARCS_E_CORRUPT);
    free(buf);
    arcs_game_free(game);
}

static void any_bytes_save_within_bound(void **state) {
    (void)state;
    /* Saving never reads outside the state and never exceeds the bound,
     * whatever the state's bytes (lengths are clamped). */
    arcs_game *game = synthetic(4, 1);
    for (int fill = 0; fill < 3; fill++) {
        memset(&game->s, fill == 0 ? 0xFF : fill == 1 ? 0x7F : 0x00, sizeof game->s);
        size_t need = 0;
        assert_int_equal(arcs_game_save_state(game, NULL, 0, &need), ARCS_OK);
        assert_true(need <= ARCS_STATE_BYTES_MAX);
        size_t w;
        uint8_t *buf = save_state(game, &w);
        /* ... and such a state does not load. */
        arcs_game *out = NULL;
        assert_int_not_equal(arcs_game_load_state(buf, w, NULL, &out), ARCS_OK);
        assert_null(out);
        size_t ol;
        free(observe(game, -1, &ol));
        free(buf);
    }
    arcs_game_free(game);
}

static void truncated_buffers_are_rejected(void **state) {
    (void)state;
    arcs_game *game = synthetic(4, 3);
    arcs_game *victim = synthetic(2, 9);
    size_t len;
    uint8_t *buf = save_state(game, &len);
    for (size_t n = 0; n < len; n++) {
        uint8_t *cut = malloc(n ? n : 1); /* exactly n bytes, so ASan sees any overread */
        memcpy(cut, buf, n);
        assert_rejected(victim, cut, n, ARCS_E_CORRUPT);
        free(cut);
    }
    free(buf);
    arcs_game_free(game);
    arcs_game_free(victim);
}

static void bit_flips_are_rejected(void **state) {
    (void)state;
    arcs_game *game = synthetic(3, 4);
    arcs_game *victim = synthetic(4, 11);
    size_t len;
    uint8_t *buf = save_state(game, &len);
    for (size_t i = 0; i < len * 8; i++) {
        buf[i / 8] ^= (uint8_t)(1u << (i % 8));
        assert_rejected(victim, buf, len, ARCS_E_CORRUPT);
        buf[i / 8] ^= (uint8_t)(1u << (i % 8));
    }
    /* Two flips in one byte, and a byte replaced. */
    uint64_t x = 77;
    for (int k = 0; k < 2000; k++) {
        size_t i = xs(&x) % len;
        uint8_t old = buf[i];
        buf[i] = (uint8_t)(xs(&x) | 1u) ^ old;
        assert_rejected(victim, buf, len, ARCS_E_CORRUPT);
        buf[i] = old;
    }
    free(buf);
    arcs_game_free(game);
    arcs_game_free(victim);
}

static void random_buffers_are_rejected(void **state) {
    (void)state;
    arcs_game *victim = synthetic(3, 5);
    uint64_t x = 12345;
    for (int k = 0; k < 3000; k++) {
        size_t n = xs(&x) % 3000;
        uint8_t *buf = malloc(n + WIRE_TRAILER_LEN);
        for (size_t i = 0; i < n; i++) buf[i] = (uint8_t)xs(&x);
        assert_rejected(victim, buf, n, ARCS_E_CORRUPT);
        /* With a valid trailer the content checks must catch it. */
        wire_put_trailer(buf, n);
        assert_rejected(victim, buf, n + WIRE_TRAILER_LEN, ARCS_OK);
        free(buf);
    }
    arcs_game_free(victim);
}

static void oversized_buffers_are_rejected(void **state) {
    (void)state;
    arcs_game *game = synthetic(4, 8);
    arcs_game *victim = synthetic(2, 2);
    size_t len;
    uint8_t *buf = save_state(game, &len);
    /* Extra bytes after the trailer. */
    uint64_t x = 99;
    for (size_t extra = 1; extra < 300; extra += 7) {
        uint8_t *big = malloc(len + extra);
        memcpy(big, buf, len);
        for (size_t i = 0; i < extra; i++) big[len + i] = (uint8_t)xs(&x);
        assert_rejected(victim, big, len + extra, ARCS_E_CORRUPT);
        free(big);
    }
    /* The same state twice (a protobuf parser would merge them). */
    uint8_t *twice = malloc(2 * len);
    memcpy(twice, buf, len);
    memcpy(twice + len, buf, len);
    assert_rejected(victim, twice, 2 * len, ARCS_E_CORRUPT);
    free(twice);
    /* Larger than any state may be, even with a valid trailer. */
    size_t huge = WIRE_STATE_LEN_MAX + 1;
    uint8_t *h = calloc(1, huge);
    memcpy(h, buf, len - WIRE_TRAILER_LEN);
    wire_put_trailer(h, huge - WIRE_TRAILER_LEN);
    assert_rejected(victim, h, huge, ARCS_E_CORRUPT);
    free(h);
    free(buf);
    arcs_game_free(game);
    arcs_game_free(victim);
}

/* ---- content corruption: each edit must be caught by a check ---- */

static void e_version0(Arcs__GameState *m) { m->schema_version = 0; }
static void e_version_new(Arcs__GameState *m) { m->schema_version = WIRE_SCHEMA_VERSION + 1; }
static void e_mode_ll(Arcs__GameState *m) { m->mode = ARCS_MODE_LEADERS_LORE; }
static void e_mode_campaign(Arcs__GameState *m) { m->mode = ARCS_MODE_CAMPAIGN; }
static void e_mode_bad(Arcs__GameState *m) { m->mode = 9; }
static void e_players5(Arcs__GameState *m) { m->num_players = 5; }
static void e_players1(Arcs__GameState *m) { m->num_players = 1; }
static void e_players_big(Arcs__GameState *m) { m->num_players = 0x10003; }
static void e_setup_unknown(Arcs__GameState *m) { m->setup_card = "ARCS-9SETUP01"; }
static void e_setup_other_count(Arcs__GameState *m) {
    m->setup_card = m->num_players == 4 ? "ARCS-2SETUP01" : "ARCS-4SETUP01";
}
static void e_out_of_play(Arcs__GameState *m) { m->out_of_play ^= 1; }
static void e_chapter0(Arcs__GameState *m) { m->chapter = 0; }
static void e_chapter6(Arcs__GameState *m) { m->chapter = 6; }
static void e_initiative(Arcs__GameState *m) { m->initiative = m->num_players; }
static void e_winner(Arcs__GameState *m) { m->winner = 7; }
static void e_systems23(Arcs__GameState *m) { m->n_systems = 23; }
static void e_extra_ship(Arcs__GameState *m) {
    for (size_t s = 0; s < m->n_systems; s++)
        if (m->systems[s]->fresh[0]) {
            m->systems[s]->fresh[0]++;
            return;
        }
}
static void e_ship_moved_out_of_play(Arcs__GameState *m) {
    /* A ship leaves the supply for a system whose cluster is out of play. */
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (m->out_of_play & (1u << (s / 4))) {
            m->systems[s]->fresh[0]++;
            m->players[0]->ships_supply--;
            return;
        }
}
static void e_ship_value(Arcs__GameState *m) { m->systems[0]->fresh[1] = 300; }
static void e_fresh_count(Arcs__GameState *m) { m->systems[5]->n_fresh = 3; }
static void e_absent_ships(Arcs__GameState *m) {
    if (m->num_players == 4) m->num_players = 3; /* seat 3's pieces now belong to no one */
    else m->systems[1]->fresh[3] = 1;
}
static void e_building_bits(Arcs__GameState *m) {
    for (size_t s = 0; s < m->n_systems; s++)
        if (m->systems[s]->buildings[0]) {
            m->systems[s]->buildings[0] |= 0x04;
            return;
        }
}
static void e_building_gate(Arcs__GameState *m) {
    /* A city of seat 0 taken from its board into a gate. */
    for (int s = 0; s < NUM_SYSTEMS; s += 4)
        if (!(m->out_of_play & (1u << (s / 4)))) {
            m->systems[s]->buildings[0] = BLD_MAKE(0, false, false);
            m->players[0]->cities_on_board--;
            return;
        }
}
static void e_building_owner(Arcs__GameState *m) {
    for (size_t s = 0; s < m->n_systems; s++)
        if (m->systems[s]->buildings[0]) {
            m->systems[s]->buildings[0] = (m->systems[s]->buildings[0] & ~0x70u) | (5u << 4);
            return;
        }
}
static void e_players3(Arcs__GameState *m) { m->n_players = 3; }
static void e_hand_bits(Arcs__GameState *m) { m->players[0]->hand |= 1u << 29; }
static void e_card_twice(Arcs__GameState *m) {
    /* A card in seat 1's hand appears in seat 0's too. */
    uint32_t h = m->players[1]->hand;
    m->players[0]->hand |= h & (0u - h);
}
static void e_card_lost(Arcs__GameState *m) {
    uint32_t h = m->players[0]->hand;
    m->players[0]->hand &= h - 1;
}
static void e_res_supply(Arcs__GameState *m) { m->res_supply[2]++; }
static void e_res_value(Arcs__GameState *m) { m->players[0]->resources[0] = 6; }
static uint32_t seven_slots[7];
static void e_res_count(Arcs__GameState *m) {
    m->players[0]->resources = seven_slots;
    m->players[0]->n_resources = 7;
}
static void e_captive_self(Arcs__GameState *m) {
    m->players[1]->captives[1] = 1;
    m->players[1]->agents_supply--;
}
static void e_placeholder(Arcs__GameState *m) {
    /* An owed agent on a resource that is not Outraged. */
    for (int r = 0; r < NUM_RES; r++)
        if (!(m->players[0]->outrage & (1u << r))) {
            m->players[0]->outrage_placeholder |= 1u << r;
            return;
        }
}
static void e_power_range(Arcs__GameState *m) { m->players[0]->power = 40000; }
static char bad_id[] = "ARCS-BC99";
static char campaign_id[] = "ARCS-CC01";
static char setup_as_court[] = "ARCS-4SETUP01";
static void e_guild_unknown(Arcs__GameState *m) {
    if (m->n_court_deck) m->court_deck[0] = bad_id;
}
static void e_court_campaign(Arcs__GameState *m) {
    if (m->n_court_deck) m->court_deck[0] = campaign_id;
}
static void e_court_setup_card(Arcs__GameState *m) {
    if (m->n_court_deck) m->court_deck[0] = setup_as_court;
}
static void e_court_lost(Arcs__GameState *m) { m->n_court_deck--; }
static void e_court_twice(Arcs__GameState *m) { m->court_deck[1] = m->court_deck[0]; }
static void e_court_agents_absent(Arcs__GameState *m) {
    if (m->num_players < 4) m->court_row[0]->agents[3] = 1;
    else m->num_players = 3;
}
static void e_action_id(Arcs__GameState *m) {
    if (m->n_action_discard) m->action_discard[0] = 28;
}
static uint32_t big_deck[29];
static void e_action_big(Arcs__GameState *m) {
    for (int i = 0; i < 29; i++) big_deck[i] = (uint32_t)(i % 28);
    m->action_deck = big_deck;
    m->n_action_deck = 29;
}
static void e_played_absent(Arcs__GameState *m) {
    if (m->num_players < 4) m->play_mode[3] = PLAY_LEAD;
    else m->play_mode[0] = 9;
}
static void e_seize_without(Arcs__GameState *m) {
    for (uint32_t p = 0; p < m->num_players; p++)
        if (m->seize_card[p] == NO_CARD && p != m->seized_by) {
            /* take a card from the discard for it */
            m->seize_card[p] = m->action_discard[--m->n_action_discard];
            return;
        }
}
static void e_marker_box(Arcs__GameState *m) { m->marker_box[1] = 5; }
static void e_taxed(Arcs__GameState *m) { m->taxed |= 1ull << 50; }
static void e_turn_flags(Arcs__GameState *m) { m->turn_flags = 0x80; }
static char bad_frame[] = "no-such-frame";
static void e_frame_kind(Arcs__GameState *m) { m->stack[0]->kind = bad_frame; }
static void e_frame_data(Arcs__GameState *m) { m->stack[m->n_stack - 1]->c = 3; }
static void e_frame_player(Arcs__GameState *m) { m->stack[0]->player = 7; }
static void e_frame_value(Arcs__GameState *m) { m->stack[0]->a = 256; }
static void e_stack_deep(Arcs__GameState *m) {
    static Arcs__Frame *deep[STACK_MAX + 1];
    for (int i = 0; i <= STACK_MAX; i++) deep[i] = m->stack[0];
    m->stack = deep;
    m->n_stack = STACK_MAX + 1;
}
static char round_frame[] = "round";
static void e_live_without_decision(Arcs__GameState *m) {
    /* A game that is not over needs a decision on top, not an automatic frame. */
    m->game_over = 0;
    m->winner = NO_PLAYER;
    m->stack[m->n_stack - 1]->kind = round_frame;
}
static void e_empty_stack_live(Arcs__GameState *m) {
    m->game_over = 0;
    m->winner = NO_PLAYER;
    m->n_stack = 0;
}
static void e_rng_zero(Arcs__GameState *m) { m->rng0 = m->rng1 = 0; }
static void e_no_battle(Arcs__GameState *m) { m->battle = NULL; }
static void e_battle_system(Arcs__GameState *m) {
    m->battle->active = 1;
    m->battle->system = 24;
    m->battle->attacker = 0;
    m->battle->defender = 1;
}
static void e_battle_same(Arcs__GameState *m) {
    m->battle->active = 1;
    m->battle->system = 0;
    m->battle->attacker = m->battle->defender = 1;
}
static uint32_t many_faces[19];
static void e_battle_faces(Arcs__GameState *m) {
    m->battle->faces = many_faces;
    m->battle->n_faces = 19;
}
static void e_battle_idle_data(Arcs__GameState *m) {
    m->battle->active = 0;
    m->battle->keys = 2;
}

typedef struct edit_case {
    const char *name;
    msg_edit edit;
    arcs_status want;
} edit_case;

static const edit_case EDITS[] = {
    {"version 0", e_version0, ARCS_E_VERSION},
    {"version new", e_version_new, ARCS_E_VERSION},
    {"mode L&L without its block", e_mode_ll, ARCS_E_CORRUPT},
    {"mode campaign without its block", e_mode_campaign, ARCS_E_CORRUPT},
    {"mode 9", e_mode_bad, ARCS_E_UNSUPPORTED}, /* a mode of another library version */
    {"5 players", e_players5, ARCS_E_CORRUPT},
    {"1 player", e_players1, ARCS_E_CORRUPT},
    {"players > 255", e_players_big, ARCS_E_CORRUPT},
    {"unknown setup", e_setup_unknown, ARCS_E_CORRUPT},
    {"setup of other count", e_setup_other_count, ARCS_E_CORRUPT},
    {"out of play", e_out_of_play, ARCS_E_CORRUPT},
    {"chapter 0", e_chapter0, ARCS_E_CORRUPT},
    {"chapter 6", e_chapter6, ARCS_E_CORRUPT},
    {"initiative", e_initiative, ARCS_E_CORRUPT},
    {"winner", e_winner, ARCS_E_CORRUPT},
    {"23 systems", e_systems23, ARCS_E_CORRUPT},
    {"extra ship", e_extra_ship, ARCS_E_CORRUPT},
    {"ship out of play", e_ship_moved_out_of_play, ARCS_E_CORRUPT},
    {"ship count 300", e_ship_value, ARCS_E_CORRUPT},
    {"3 fresh entries", e_fresh_count, ARCS_E_CORRUPT},
    {"absent seat's ships", e_absent_ships, ARCS_E_CORRUPT},
    {"building bits", e_building_bits, ARCS_E_CORRUPT},
    {"building in a gate", e_building_gate, ARCS_E_CORRUPT},
    {"building owner 5", e_building_owner, ARCS_E_CORRUPT},
    {"3 boards", e_players3, ARCS_E_CORRUPT},
    {"hand bit 29", e_hand_bits, ARCS_E_CORRUPT},
    {"card twice", e_card_twice, ARCS_E_CORRUPT},
    {"card lost", e_card_lost, ARCS_E_CORRUPT},
    {"resource supply", e_res_supply, ARCS_E_CORRUPT},
    {"resource value", e_res_value, ARCS_E_CORRUPT},
    {"7 resource slots", e_res_count, ARCS_E_CORRUPT},
    {"own captive", e_captive_self, ARCS_E_CORRUPT},
    {"placeholder", e_placeholder, ARCS_E_CORRUPT},
    {"power 40000", e_power_range, ARCS_E_CORRUPT},
    {"unknown Court card", e_guild_unknown, ARCS_E_CORRUPT},
    {"campaign Court card", e_court_campaign, ARCS_E_CORRUPT},
    {"setup card in Court", e_court_setup_card, ARCS_E_CORRUPT},
    {"Court card lost", e_court_lost, ARCS_E_CORRUPT},
    {"Court card twice", e_court_twice, ARCS_E_CORRUPT},
    {"absent seat's agents", e_court_agents_absent, ARCS_E_CORRUPT},
    {"action card 28", e_action_id, ARCS_E_CORRUPT},
    {"29 in the deck", e_action_big, ARCS_E_CORRUPT},
    {"absent seat played", e_played_absent, ARCS_E_CORRUPT},
    {"seize card without seizing", e_seize_without, ARCS_E_CORRUPT},
    {"marker box 5", e_marker_box, ARCS_E_CORRUPT},
    {"taxed bit 50", e_taxed, ARCS_E_CORRUPT},
    {"turn flags", e_turn_flags, ARCS_E_CORRUPT},
    {"frame kind", e_frame_kind, ARCS_E_CORRUPT},
    {"frame data", e_frame_data, ARCS_E_CORRUPT},
    {"frame player", e_frame_player, ARCS_E_CORRUPT},
    {"frame value 256", e_frame_value, ARCS_E_CORRUPT},
    {"stack 25 deep", e_stack_deep, ARCS_E_CORRUPT},
    {"live game without decision", e_live_without_decision, ARCS_E_CORRUPT},
    {"live game, empty stack", e_empty_stack_live, ARCS_E_CORRUPT},
    {"generator 0", e_rng_zero, ARCS_E_CORRUPT},
    {"no battle record", e_no_battle, ARCS_E_CORRUPT},
    {"battle system 24", e_battle_system, ARCS_E_CORRUPT},
    {"battle with oneself", e_battle_same, ARCS_E_CORRUPT},
    {"19 faces", e_battle_faces, ARCS_E_CORRUPT},
    {"idle battle with data", e_battle_idle_data, ARCS_E_CORRUPT},
};

static void identity(Arcs__GameState *m) { (void)m; }
static void e_no_message_type(Arcs__GameState *m) { m->message_type = ARCS__MESSAGE_TYPE__MESSAGE_TYPE_UNSPECIFIED; }

static void inconsistent_states_are_rejected(void **state) {
    (void)state;
    for (int np = 2; np <= 4; np++)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            arcs_game *game = synthetic(np, seed);
            arcs_game *victim = synthetic(np == 2 ? 3 : 2, seed + 50);
            /* The unedited round trip through the test's packer loads. */
            size_t len;
            uint8_t *buf = edited_state(game, identity, &len);
            assert_int_equal(arcs_game_restore_state(victim, buf, len), ARCS_OK);
            assert_int_equal(arcs_state_hash(victim), arcs_state_hash(game));
            free(buf);
            arcs_game_free(victim);
            victim = synthetic(np == 2 ? 3 : 2, seed + 50);
            for (size_t i = 0; i < sizeof EDITS / sizeof EDITS[0]; i++) {
                buf = edited_state(game, EDITS[i].edit, &len);
                game_state before = victim->s;
                arcs_status st = arcs_game_restore_state(victim, buf, len);
                if (getenv("WIRE_TEST_VERBOSE") && np == 3 && seed == 1) {
                    char why[200] = "";
                    struct arcs_game tmp;
                    wire_decode_state(buf, len, NULL, &tmp, why, sizeof why);
                    print_message("%-28s -> %s\n", EDITS[i].name, why);
                }
                if (st != EDITS[i].want)
                    fail_msg("np %d seed %d edit \"%s\": status %d, want %d", np, (int)seed, EDITS[i].name, st,
                             EDITS[i].want);
                assert_memory_equal(&before, &victim->s, sizeof before);
                free(buf);
            }
            arcs_game_free(victim);
            arcs_game_free(game);
        }
}

static void unknown_fields_are_rejected(void **state) {
    (void)state;
    arcs_game *game = synthetic(3, 2);
    arcs_game *victim = synthetic(2, 3);
    size_t len;
    uint8_t *buf = save_state(game, &len);
    /* Field 101 (varint 1) inserted before the trailer. */
    uint8_t *x = malloc(len + 3);
    size_t body = len - WIRE_TRAILER_LEN;
    memcpy(x, buf, body);
    x[body] = 0xA8; /* field 101 (100 is message_type) */
    x[body + 1] = 0x06;
    x[body + 2] = 0x01;
    wire_put_trailer(x, body + 3);
    assert_rejected(victim, x, len + 3, ARCS_E_CORRUPT);
    free(x);
    free(buf);
    arcs_game_free(game);
    arcs_game_free(victim);
}

/* States the rules cannot reach, built directly: saved, they must not load
 * (each edit would let a later move break the rules' bookkeeping). */
static arcs_status save_and_load(arcs_game *game, char *why, size_t cap) {
    size_t len;
    uint8_t *buf = save_state(game, &len);
    struct arcs_game tmp;
    arcs_status st = wire_decode_state(buf, len, NULL, &tmp, why, cap);
    free(buf);
    return st;
}

static void unreachable_stacks_are_rejected(void **state) {
    (void)state;
    for (int np = 2; np <= 4; np++)
        for (uint64_t seed = 1; seed <= 8; seed++) {
            for (int edit = 0; edit < 4; edit++) {
                arcs_game *game = synthetic(np, seed);
                game_state *g = &game->s;
                char why[200] = "";
                assert_int_equal(save_and_load(game, why, sizeof why), ARCS_OK);
                int p = g->stack[g->depth - 1].player;
                bool made = true;
                switch (edit) {
                case 0: /* something pushed on a decision that is always on top */
                    push_frame(g, g->battle.active ? FR_BATTLE_HIT : FR_TAX, p);
                    push_frame(g, FR_CARD_AUTO, p);
                    break;
                case 1: { /* moving ships out of a system without any */
                    made = false;
                    if (g->battle.active) break;
                    for (int s = 0; s < NUM_SYSTEMS && !made; s++)
                        if (sys_in_play(g, s) && !g->sys[s].fresh[p] && !g->sys[s].damaged[p]) {
                            push_frame(g, FR_MOVE_TO, p)->a = (uint8_t)s;
                            made = true;
                        }
                    break;
                }
                case 2: { /* two cards on their way to one Court place */
                    int pos = 0;
                    uint16_t c = g->court_row[pos];
                    if (c != NO_COURT_CARD) court_discard_pile(g)[g->court_discard_len++] = c;
                    g->court_row[pos] = NO_COURT_CARD;
                    for (int q = 0; q < np; q++) {
                        g->pl[q].agents_supply = (uint8_t)(g->pl[q].agents_supply + g->court_agents[pos][q]);
                        g->court_agents[pos][q] = 0;
                    }
                    g->chance_mode = ARCS_CHANCE_EXPLICIT;
                    assert_int_equal(save_and_load(game, why, sizeof why), ARCS_OK);
                    push_frame(g, FR_COURT_REFILL, p)->a = (uint8_t)pos;
                    assert_int_equal(save_and_load(game, why, sizeof why), ARCS_OK);
                    frame *f = push_frame(g, FR_CHANCE, ARCS_PLAYER_CHANCE_ID);
                    f->a = CH_COURT_DRAW;
                    f->b = (uint8_t)pos;
                    break;
                }
                case 3: { /* a token in a covered slot of a player who is not placing */
                    made = false;
                    for (int q = 0; q < np && !made; q++) {
                        player_state *pl = &g->pl[q];
                        int open = open_res_slots(pl);
                        for (int r = 0; r < NUM_RES && !made && open < RES_SLOTS; r++)
                            if (g->res_supply[r] && pl->res[RES_SLOTS - 1] == RES_EMPTY) {
                                g->res_supply[r]--;
                                pl->res[RES_SLOTS - 1] = (uint8_t)(r + 1);
                                made = true;
                            }
                    }
                    break;
                }
                }
                if (made) {
                    arcs_status st = save_and_load(game, why, sizeof why);
                    if (st != ARCS_E_CORRUPT) fail_msg("np %d seed %d edit %d loads", np, (int)seed, edit);
                    if (getenv("WIRE_TEST_VERBOSE") && seed == 1) print_message("edit %d -> %s\n", edit, why);
                }
                arcs_game_free(game);
            }
        }
}


/* Base rulebook, "Returning Cities": a token waits in a slot a returning
 * city covered only while its owner places it. A token in p's covered slot
 * while a Rival's placement is on top breaks the play-time invariants as
 * it breaks the loader (one rule, covered_slot_tokens_may_wait); the same
 * token while its owner places one passes both. */
static void covered_slot_token_one_rule(void **state) {
    (void)state;
    int made = 0;
    for (int np = 2; np <= 4; np++)
        for (uint64_t seed = 1; seed <= 8; seed++) {
            arcs_game *game = synthetic(np, seed);
            game_state *g = &game->s;
            char why[200] = "";
            int owner = -1, r = -1;
            for (int q = 0; q < np && owner < 0; q++)
                if (open_res_slots(&g->pl[q]) < RES_SLOTS && g->pl[q].res[RES_SLOTS - 1] == RES_EMPTY)
                    for (int t = 0; t < NUM_RES && owner < 0; t++)
                        if (g->res_supply[t] >= 2) owner = q, r = t;
            if (owner >= 0) {
                made++;
                g->res_supply[r] -= 2;
                g->pl[owner].res[RES_SLOTS - 1] = (uint8_t)(r + 1);
                frame *f = push_frame(g, FR_PLACE_RESOURCE, (owner + 1) % np);
                f->a = (uint8_t)r;
                if (state_invariants_ok(g, why, sizeof why))
                    fail_msg("np %d seed %d: a Rival placing lets p%d keep a covered token", np, (int)seed, owner);
                assert_non_null(strstr(why, "covered slot"));
                assert_int_equal(save_and_load(game, why, sizeof why), ARCS_E_CORRUPT);
                assert_non_null(strstr(why, "covered slot"));
                f->player = (uint8_t)owner;
                if (!state_invariants_ok(g, why, sizeof why)) fail_msg("np %d seed %d, owner placing: %s", np, (int)seed, why);
                if (save_and_load(game, why, sizeof why) != ARCS_OK)
                    fail_msg("np %d seed %d, owner placing: %s", np, (int)seed, why);
            }
            arcs_game_free(game);
        }
    assert_true(made > 0);
}

/* Decisions the rules could not have pushed, in states built from real
 * games (base, Leaders & Lore, campaign): each is rejected with
 * ARCS_E_CORRUPT and a reason naming the frame, leaves the handle alone,
 * and the same game without the edit loads. */
typedef enum { I_OUTRAGE, I_ELIMINATION, I_CARD_IN_DECK, I_DRAFT_OUT_OF_TURN, I_FATE_TWICE, I_EVENT_COUNCIL, I_EVENT_NONE, I_COUNT } impossible_kind;

static const char *const IMPOSSIBLE_REASON[I_COUNT] = {
    "Outrage", "elimination of a player with ships", "nobody has drawn", "draft pick out of turn", "Fate choice out of turn",
    "did not secure it", "without Event cards",
};

static arcs_game *make_impossible(impossible_kind k, int np, uint64_t seed) {
    arcs_game *game = NULL;
    game_state *g;
    frame *top;
    switch (k) {
    case I_OUTRAGE:
        game = wf_try_new_game(np, seed);
        g = t_state(game);
        g->stack[g->depth - 1].kind = FR_OUTRAGE;
        return game;
    case I_ELIMINATION: /* the lead decision turned into an elimination: the player has ships */
        game = wf_try_new_game(np, seed);
        g = t_state(game);
        g->stack[g->depth - 1].kind = FR_ELIMINATION;
        return game;
    case I_CARD_IN_DECK: { /* a card effect of a Court deck card */
        game = wf_try_new_game(np, seed);
        g = t_state(game);
        const uint16_t *deck = court_deck_pile(g);
        for (int i = g->court_deck_len - 1; i >= g->court_deck_known; i--) {
            const card_def *def = card_def_of(deck[i]);
            if (def && def->enumerate && def->apply) {
                frame *f = &g->stack[g->depth - 1]; /* in place of the lead */
                f->kind = FR_CARD;
                f->card = deck[i];
                return game;
            }
        }
        arcs_game_free(game);
        return NULL;
    }
    case I_DRAFT_OUT_OF_TURN:
        game = wf_new_ll_game(np, seed);
        assert_non_null(game);
        g = t_state(game);
        top = &g->stack[g->depth - 1];
        assert_int_equal(top->kind, FR_DRAFT);
        top->player = (uint8_t)((top->player + 1) % np);
        return game;
    case I_FATE_TWICE: /* a player who chose their Fate asked again */
        game = wf_new_campaign_game(np, seed, false);
        g = t_state(game);
        top = &g->stack[g->depth - 1];
        assert_int_equal(top->kind, FR_FATE);
        {
            char text[16];
            snprintf(text, sizeof text, "p%d fate 1", top->player);
            int chose = top->player;
            assert_int_equal(t_apply_str(game, text), ARCS_OK);
            g = t_state(game);
            top = &g->stack[g->depth - 1];
            if (top->kind != FR_FATE) {
                arcs_game_free(game);
                return NULL;
            }
            top->player = (uint8_t)chose;
        }
        return game;
    case I_EVENT_COUNCIL:
    case I_EVENT_NONE: /* the round's event at the start of a round, without a cause */
        game = wf_new_campaign_game(np, seed, false);
        for (uint64_t r = seed; !arcs_game_over(game) && game->s.stack[game->s.depth - 1].kind != FR_LEAD;)
            t_random_move(game, &r);
        g = t_state(game);
        {
            frame *f = &g->stack[g->depth - 1]; /* in place of the lead */
            f->kind = FR_EVENT;
            f->b = k == I_EVENT_COUNCIL;
            push_frame(g, FR_EVENT_CHOICE, f->player);
        }
        return game;
    default: return NULL;
    }
}

static void impossible_frames_are_rejected(void **state) {
    (void)state;
    for (int k = 0; k < I_COUNT; k++) {
        int made = 0;
        for (int np = 3; np <= 4; np++) { /* (2 players start with a mulligan) */
            uint64_t seed = 11 + (uint64_t)np;
            arcs_game *game = make_impossible((impossible_kind)k, np, seed);
            if (!game) continue;
            made++;
            size_t len;
            uint8_t *buf = save_state(game, &len);
            arcs_game *victim = wf_try_new_game(3, 9);
            game_state before = victim->s;
            if (arcs_game_restore_state(victim, buf, len) != ARCS_E_CORRUPT)
                fail_msg("case %d np %d: loads (%s)", k, np, arcs_last_error(victim));
            assert_memory_equal(&before, &victim->s, sizeof before);
            if (!strstr(arcs_last_error(victim), IMPOSSIBLE_REASON[k]))
                fail_msg("case %d np %d: reason \"%s\"", k, np, arcs_last_error(victim));
            if (getenv("WIRE_TEST_VERBOSE")) print_message("case %d -> %s\n", k, arcs_last_error(victim));
            free(buf);
            arcs_game_free(victim);
            arcs_game_free(game);
        }
        if (!made) fail_msg("case %d: no game to edit", k);
    }
}

/* Live states no game can reach: each is rejected (ARCS_E_CORRUPT), with
 * the check that failed as the reason, and the handle is left alone. */
typedef enum { U_NO_WINNER, U_POWER_NEG, U_POWER_BIG, U_POWER_WRAP, U_POWER_LIVE, U_LEAD_NO_CARDS,
               U_COUNT } unreachable_kind;

static void make_unreachable(game_state *g, unreachable_kind k) {
    int lead = g->stack[g->depth - 1].player;
    switch (k) {
    case U_NO_WINNER: g->game_over = 1; break;
    case U_POWER_NEG: g->pl[1].power = -5; break;
    case U_POWER_BIG: g->pl[0].power = 30000; break;
    case U_POWER_WRAP: g->pl[1].power = 32767 - 3; break;
    case U_POWER_LIVE: g->pl[0].power = (int16_t)power_to_win(g->num_players); break;
    case U_LEAD_NO_CARDS: discard_hand(g, lead); break;
    default: break;
    }
}

static const char *const UNREACHABLE_REASON[U_COUNT] = {
    "without a winner", "Power", "Power", "Power", "has not ended", "holding no cards",
};

static void unreachable_live_states_are_rejected(void **state) {
    (void)state;
    for (int np = 3; np <= 4; np++)
        for (int k = 0; k < U_COUNT; k++) {
            arcs_game *game = wf_try_new_game(np, 5 + (uint64_t)k);
            assert_non_null(game);
            assert_int_equal(game->s.stack[game->s.depth - 1].kind, FR_LEAD);
            make_unreachable(t_state(game), (unreachable_kind)k);
            size_t len;
            uint8_t *buf = save_state(game, &len);
            arcs_game *victim = wf_try_new_game(2, 9);
            game_state before = victim->s;
            assert_int_equal(arcs_game_restore_state(victim, buf, len), ARCS_E_CORRUPT);
            assert_memory_equal(&before, &victim->s, sizeof before);
            if (!strstr(arcs_last_error(victim), UNREACHABLE_REASON[k]))
                fail_msg("np %d case %d: reason \"%s\"", np, k, arcs_last_error(victim));
            arcs_error err;
            arcs_game *out = (arcs_game *)0x1;
            assert_int_equal(arcs_game_load_state_ex(buf, len, NULL, &out, &err), ARCS_E_CORRUPT);
            assert_null(out);
            assert_int_equal(err.status, ARCS_E_CORRUPT);
            assert_string_equal(err.message, arcs_last_error(victim));
            free(buf);
            arcs_game_free(victim);
            arcs_game_free(game);
        }
}

/* Scoring cannot overflow Power: it stops at POWER_MAX, which no game
 * reaches (state.h). */
static void scoring_power_cannot_overflow(void **state) {
    (void)state;
    assert_true(POWER_MAX + 4 + 6 + 9 + 3 * 5 < 32767);
    /* Every chapter starts below power_to_win; one chapter adds at most 34. */
    for (int np = 2; np <= 4; np++) assert_true(power_to_win(np) - 1 + 34 <= POWER_MAX);
}

/* Loaders say what went wrong: a buffer of another message type is named
 * as such; a buffer written before message_type existed still loads. */
static void message_types_are_named(void **state) {
    (void)state;
    arcs_game *game = wf_try_new_game(3, 4);
    uint64_t r = 3;
    for (int i = 0; i < 30; i++) t_random_move(game, &r);
    size_t slen, rlen, olen, mlen;
    uint8_t *st = save_state(game, &slen), *rp = save_replay(game, &rlen), *ob = observe(game, 1, &olen);
    uint8_t mv[32];
    assert_int_equal(arcs_move_to_bytes(game->hist_moves[0], mv, sizeof mv, &mlen), ARCS_OK);
    arcs_error err;
    arcs_game *out = NULL;
    assert_int_equal(arcs_game_load_state_ex(st, slen, NULL, &out, &err), ARCS_OK);
    assert_int_equal(err.status, ARCS_OK);
    assert_string_equal(err.message, "");
    arcs_game_free(out);
    assert_int_equal(arcs_game_load_state_ex(rp, rlen, NULL, &out, &err), ARCS_E_CORRUPT);
    assert_string_equal(err.message, "a Replay buffer was given to the GameState loader");
    assert_int_equal(arcs_game_load_state_ex(ob, olen, NULL, &out, &err), ARCS_E_CORRUPT);
    assert_string_equal(err.message, "an Observation buffer was given to the GameState loader");
    assert_int_equal(arcs_game_load_state_ex(mv, mlen, NULL, &out, &err), ARCS_E_CORRUPT);
    assert_string_equal(err.message, "a Move buffer was given to the GameState loader");
    assert_int_equal(arcs_replay_load_ex(st, slen, NULL, &out, &err), ARCS_E_CORRUPT);
    assert_string_equal(err.message, "a GameState buffer was given to the Replay loader");
    arcs_replay_info info;
    assert_int_equal(arcs_replay_info_get_ex(st, slen, &info, &err), ARCS_E_CORRUPT);
    assert_string_equal(err.message, "a GameState buffer was given to the Replay loader");
    arcs_move m;
    assert_int_equal(arcs_move_from_bytes(st, 20, &m), ARCS_E_CORRUPT);
    /* A state without the field (as written before it existed) loads. */
    size_t len;
    uint8_t *old = edited_state(game, e_no_message_type, &len);
    assert_int_equal(wire_message_type(old, len), 0);
    assert_int_equal(arcs_game_load_state_ex(old, len, NULL, &out, &err), ARCS_OK);
    assert_true(arcs_state_hash(out) == arcs_state_hash(game));
    arcs_game_free(out);
    /* A replay whose move the rules reject says which. */
    ProtobufCAllocator pc;
    test_arena *a = arena_new(&pc);
    Arcs__Replay *msg = arcs__replay__unpack(&pc, rlen - WIRE_TRAILER_LEN, rp);
    assert_non_null(msg);
    msg->moves[0]->kind = ARCS_MOVE_CATAPULT_STOP;
    size_t blen = arcs__replay__get_packed_size(msg);
    uint8_t *bad = malloc(blen + WIRE_TRAILER_LEN);
    arcs__replay__pack(msg, bad);
    wire_put_trailer(bad, blen);
    assert_int_equal(arcs_replay_load_ex(bad, blen + WIRE_TRAILER_LEN, NULL, &out, &err), ARCS_E_CORRUPT);
    if (strncmp(err.message, "recorded move 0: ", 17) != 0 || !strstr(err.message, "catapult-stop"))
        fail_msg("reason \"%s\"", err.message);
    arena_release(a);
    free(bad);
    free(old);
    free(st);
    free(rp);
    free(ob);
    arcs_game_free(game);
}

/* Calls on a handle record the reason of their failure. */
static void handles_remember_the_last_error(void **state) {
    (void)state;
    arcs_game *game = wf_try_new_game(3, 4);
    assert_string_equal(arcs_last_error(game), "");
    arcs_move m;
    assert_int_equal(arcs_move_from_str("p0 card farseers draw", &m), ARCS_OK);
    m.player = (uint8_t)arcs_current_player(game);
    assert_int_equal(arcs_apply(game, m), ARCS_E_ILLEGAL_MOVE);
    char text[64];
    arcs_move_to_str(m, text, sizeof text, NULL);
    assert_non_null(strstr(arcs_last_error(game), text));
    assert_non_null(strstr(arcs_last_error(game), "is not among the"));
    m.player = (uint8_t)((m.player + 1) % 3);
    assert_int_equal(arcs_apply(game, m), ARCS_E_WRONG_PLAYER);
    assert_non_null(strstr(arcs_last_error(game), "decides now"));
    assert_int_equal(arcs_undo(game, 5), ARCS_E_NO_HISTORY);
    assert_non_null(strstr(arcs_last_error(game), "undo of 5 moves"));
    uint8_t junk[40] = {1, 2, 3};
    assert_int_equal(arcs_game_restore_state(game, junk, sizeof junk), ARCS_E_CORRUPT);
    assert_non_null(strstr(arcs_last_error(game), "checksum"));
    assert_string_equal(arcs_last_error(NULL), "");
    arcs_game_free(game);
}

/* ------------------------------------------------------------------ allocator */

typedef struct counting {
    long live, calls, fail_after;
} counting;

static void *c_alloc(void *ud, size_t n) {
    counting *c = ud;
    if (c->fail_after >= 0 && c->calls >= c->fail_after) return NULL;
    c->calls++;
    c->live++;
    return malloc(n);
}
static void c_free(void *ud, void *p, size_t n) {
    (void)n;
    counting *c = ud;
    c->live--;
    free(p);
}

static void loaders_use_the_allocator(void **state) {
    (void)state;
    arcs_game *game = synthetic(4, 21);
    size_t len, rlen;
    uint8_t *buf = save_state(game, &len);
    uint8_t *rep = save_replay(game, &rlen);
    counting c = {0, 0, -1};
    arcs_config base;
    arcs_config_init(&base);
    base.allocator.alloc = c_alloc;
    base.allocator.free = c_free;
    base.allocator.ud = &c;
    arcs_game *out = NULL;
    assert_int_equal(arcs_game_load_state(buf, len, &base, &out), ARCS_OK);
    assert_true(c.calls > 1);
    assert_true(c.live >= 1); /* the handle (and what it owns) */
    arcs_game_free(out);
    assert_int_equal(c.live, 0);
    assert_int_equal(arcs_replay_load(rep, rlen, &base, &out), ARCS_OK);
    arcs_game_free(out);
    assert_int_equal(c.live, 0);
    /* Every allocation failing in turn: NOMEM, nothing leaked. */
    long total = c.calls;
    for (long k = 0; k < total && k < 200; k++) {
        c.calls = 0;
        c.fail_after = k;
        out = (arcs_game *)0x1;
        arcs_status st = arcs_game_load_state(buf, len, &base, &out);
        if (st == ARCS_OK) arcs_game_free(out);
        else {
            assert_int_equal(st, ARCS_E_NOMEM);
            assert_null(out);
        }
        assert_int_equal(c.live, 0);
    }
    /* A half-set allocator is a bad config. */
    base.allocator.free = NULL;
    assert_int_equal(arcs_game_load_state(buf, len, &base, &out), ARCS_E_BAD_CONFIG);
    free(buf);
    free(rep);
    arcs_game_free(game);
}

/* ------------------------------------------------------------------ moves */

static void move_bytes_round_trip(void **state) {
    (void)state;
    uint64_t x = 5;
    for (int kind = 1; kind < ARCS_MOVE_KIND_COUNT; kind++)
        for (int p = 0; p <= 4; p++)
            for (int r = 0; r < 20; r++) {
                arcs_move m;
                memset(&m, 0, sizeof m);
                m.kind = (uint8_t)kind;
                m.player = p == 4 ? ARCS_PLAYER_CHANCE_ID : (uint8_t)p;
                m.a = (uint8_t)xs(&x);
                m.b = (uint8_t)xs(&x);
                m.c = r & 1 ? (uint8_t)xs(&x) : 0;
                m.d = r & 2 ? 255 : 0;
                uint8_t buf[64];
                size_t n;
                assert_int_equal(arcs_move_to_bytes(m, buf, sizeof buf, &n), ARCS_OK);
                assert_true(n <= 32);
                arcs_move back;
                assert_int_equal(arcs_move_from_bytes(buf, n, &back), ARCS_OK);
                assert_memory_equal(&m, &back, sizeof m);
                /* Every truncation fails cleanly (or, for a prefix that ends
                 * between fields, gives some other well-formed move). */
                for (size_t k = 0; k < n; k++) {
                    uint8_t *cut = malloc(k ? k : 1);
                    memcpy(cut, buf, k);
                    arcs_move y;
                    arcs_status st = arcs_move_from_bytes(cut, k, &y);
                    assert_true(st == ARCS_OK || st == ARCS_E_CORRUPT || st == ARCS_E_VERSION);
                    if (st == ARCS_OK) assert_true(y.kind >= 1 && y.kind < ARCS_MOVE_KIND_COUNT);
                    free(cut);
                }
            }
    arcs_move m = {0, 0, 0, 0, 0, 0, {{0, 0}}};
    uint8_t buf[64];
    size_t n;
    assert_int_equal(arcs_move_to_bytes(m, buf, sizeof buf, &n), ARCS_E_INVALID_ARG);
    m.kind = ARCS_MOVE_KIND_COUNT;
    assert_int_equal(arcs_move_to_bytes(m, buf, sizeof buf, &n), ARCS_E_INVALID_ARG);
    m.kind = ARCS_MOVE_PASS;
    m.reserved[1] = 1;
    assert_int_equal(arcs_move_to_bytes(m, buf, sizeof buf, &n), ARCS_E_INVALID_ARG);
    m.reserved[1] = 0;
    m.player = 4;
    assert_int_equal(arcs_move_to_bytes(m, buf, sizeof buf, &n), ARCS_E_INVALID_ARG);
    /* Hand-made messages outside the ranges. */
    Arcs__Move msg;
    arcs__move__init(&msg);
    struct {
        uint32_t version, kind, player, a;
        arcs_status want;
    } cases[] = {
        {1, 2, 0, 0, ARCS_OK},          {0, 2, 0, 0, ARCS_E_VERSION},   {ARCS_WIRE_SCHEMA_VERSION + 1, 2, 0, 0, ARCS_E_VERSION},
        {1, 0, 0, 0, ARCS_E_CORRUPT},   {1, ARCS_MOVE_KIND_COUNT, 0, 0, ARCS_E_CORRUPT},  {1, 2, 4, 0, ARCS_E_CORRUPT},
        {1, 2, 255, 0, ARCS_E_CORRUPT}, {1, 2, 254, 0, ARCS_OK},        {1, 2, 0, 256, ARCS_E_CORRUPT},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        msg.schema_version = cases[i].version;
        msg.kind = cases[i].kind;
        msg.player = cases[i].player;
        msg.a = cases[i].a;
        n = arcs__move__pack(&msg, buf);
        arcs_move out;
        assert_int_equal(arcs_move_from_bytes(buf, n, &out), cases[i].want);
    }
    assert_int_equal(arcs_move_from_bytes(NULL, 3, &m), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_move_from_bytes(buf, 0, &m), ARCS_E_CORRUPT);
    uint8_t junk[100];
    memset(junk, 0x08, sizeof junk);
    assert_int_equal(arcs_move_from_bytes(junk, sizeof junk, &m), ARCS_E_CORRUPT);
}

/* Every way arcs_move_from_bytes fails gives its reason (the _ex call), and
 * leaves *out as it was. */
static void move_from_bytes_gives_a_reason(void **state) {
    (void)state;
    uint8_t buf[128] = {0};
    size_t n;
    arcs_error err;
    const arcs_move keep = {ARCS_MOVE_PASS, 1, 2, 3, 4, 5, {{0, 0}}};
    arcs_move out = keep;
#define FAILS(b, len, want_status, want_text)                                          \
    do {                                                                               \
        out = keep;                                                                    \
        memset(&err, 0x55, sizeof err);                                                \
        assert_int_equal(arcs_move_from_bytes_ex((b), (len), &out, &err), want_status); \
        assert_int_equal(err.status, want_status);                                     \
        if (!strstr(err.message, want_text)) fail_msg("reason \"%s\" lacks \"%s\"", err.message, want_text); \
        assert_memory_equal(&out, &keep, sizeof out);                                  \
        assert_int_equal(arcs_move_from_bytes((b), (len), &out), want_status);         \
    } while (0)
    assert_int_equal(arcs_move_from_bytes_ex(buf, 1, NULL, &err), ARCS_E_INVALID_ARG);
    assert_string_equal(err.message, "NULL out");
    FAILS(NULL, 3, ARCS_E_INVALID_ARG, "NULL buffer");
    FAILS(buf, 0, ARCS_E_CORRUPT, "empty");
    memset(buf, 0, sizeof buf);
    FAILS(buf, 65, ARCS_E_CORRUPT, "at most 64 bytes");
    uint8_t junk[20];
    memset(junk, 0xFF, sizeof junk);
    FAILS(junk, sizeof junk, ARCS_E_CORRUPT, "well-formed");

    /* Hand-made messages, one field wrong at a time. */
    Arcs__Move msg;
    struct {
        uint32_t version, type, kind, player, a, e;
        arcs_status want;
        const char *text;
    } cases[] = {
        {0, 0, ARCS_MOVE_PASS, 0, 0, 0, ARCS_E_VERSION, "schema version 0"},
        {ARCS_WIRE_SCHEMA_VERSION + 1, 0, ARCS_MOVE_PASS, 0, 0, 0, ARCS_E_VERSION, "schema version"},
        {2, ARCS__MESSAGE_TYPE__MESSAGE_TYPE_REPLAY, ARCS_MOVE_PASS, 0, 0, 0, ARCS_E_CORRUPT, "Replay buffer was given to the Move loader"},
        {2, 0, 0, 0, 0, 0, ARCS_E_CORRUPT, "move kind 0"},
        {2, 0, ARCS_MOVE_KIND_COUNT, 0, 0, 0, ARCS_E_CORRUPT, "move kind"},
        {2, 0, ARCS_MOVE_PASS, 4, 0, 0, ARCS_E_CORRUPT, "player 4"},
        {2, 0, ARCS_MOVE_PASS, 0, 256, 0, ARCS_E_CORRUPT, "above 255"},
        {1, 0, ARCS_MOVE_CARD, 0, 0, 1, ARCS_E_CORRUPT, "schema 1"},
        {2, 0, ARCS_MOVE_PASS, 0, 0, 1, ARCS_E_CORRUPT, "not a card move"},
        {1, 0, ARCS_MOVE_CARD, 0, 250, 0, ARCS_E_CORRUPT, "names no card step"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        arcs__move__init(&msg);
        msg.schema_version = cases[i].version;
        msg.message_type = cases[i].type;
        msg.kind = cases[i].kind;
        msg.player = cases[i].player;
        msg.a = cases[i].a;
        msg.e = cases[i].e;
        n = arcs__move__pack(&msg, buf);
        FAILS(buf, n, cases[i].want, cases[i].text);
    }
    /* A field this schema does not have. */
    arcs__move__init(&msg);
    msg.schema_version = 2;
    msg.kind = ARCS_MOVE_PASS;
    n = arcs__move__pack(&msg, buf);
    buf[n++] = 0xF8; /* field 31, varint */
    buf[n++] = 0x01;
    buf[n++] = 0x01;
    FAILS(buf, n, ARCS_E_CORRUPT, "unknown fields");
#undef FAILS
    /* Success clears the reason. */
    n -= 3;
    assert_int_equal(arcs_move_from_bytes_ex(buf, n, &out, &err), ARCS_OK);
    assert_int_equal(err.status, ARCS_OK);
    assert_string_equal(err.message, "");
    assert_int_equal(out.kind, ARCS_MOVE_PASS);
}

/* ------------------------------------------------------------------ observations */

static Arcs__Observation *decode_obs(const uint8_t *buf, size_t len) {
    Arcs__Observation *o = arcs__observation__unpack(NULL, len, buf);
    assert_non_null(o);
    return o;
}

/* The observation shows the viewer's hand, counts of the others, and hides
 * Rivals' face-down cards. */
static void check_obs_content(const arcs_game *game, int viewer) {
    const game_state *g = &game->s;
    size_t len;
    uint8_t *buf = observe(game, viewer, &len);
    Arcs__Observation *o = decode_obs(buf, len);
    assert_int_equal(o->schema_version, WIRE_SCHEMA_VERSION);
    assert_int_equal(o->viewer, viewer);
    assert_int_equal(o->n_players, g->num_players);
    assert_int_equal(o->action_deck_count, g->action_deck_len);
    assert_int_equal(o->action_discard_count, g->action_discard_len);
    assert_int_equal(o->court_deck_count, g->court_deck_len);
    for (int p = 0; p < g->num_players; p++) {
        const Arcs__PlayerView *v = o->players[p];
        assert_int_equal(v->hand_count, (uint32_t)__builtin_popcount(g->pl[p].hand));
        if (p == viewer) {
            assert_int_equal(v->n_hand, v->hand_count);
            for (size_t i = 0; i < v->n_hand; i++) assert_true(g->pl[p].hand & (1u << v->hand[i]));
            assert_int_equal(v->played, g->played[p]);
            assert_int_equal(v->seize_card, g->seize_card[p]);
        } else {
            assert_int_equal(v->n_hand, 0);
            if (g->play_mode[p] == PLAY_COPY && g->played[p] != NO_CARD) assert_int_equal(v->played, WIRE_CARD_HIDDEN);
            else assert_int_equal(v->played, g->played[p]);
            if (g->seize_card[p] != NO_CARD) assert_int_equal(v->seize_card, WIRE_CARD_HIDDEN);
        }
        assert_int_equal(v->n_guild, g->pl[p].guild_count);
    }
    if (o->n_legal_moves) assert_int_equal(o->current_player, viewer);
    arcs__observation__free_unpacked(o, NULL);
    free(buf);
}

/* Change what `viewer` cannot see by hand: the observation must not move. */
static void hidden_edits_leave_observation(arcs_game *game, int viewer) {
    game_state *g = &game->s;
    int np = g->num_players;
    size_t len0;
    uint8_t *obs0 = observe(game, viewer, &len0);
    game_state saved = *g;
    for (int edit = 0; edit < 6; edit++) {
        *g = saved;
        bool changed = false;
        switch (edit) {
        case 0: /* a Rival's hand card swapped with the deck's or the discard's */
            for (int p = 0; p < np && !changed; p++) {
                if (p == viewer || !g->pl[p].hand) continue;
                int c = __builtin_ctz(g->pl[p].hand);
                uint8_t *pile = g->action_deck_len ? g->action_deck : g->action_discard;
                if (!g->action_deck_len && !g->action_discard_len) continue;
                uint8_t d = pile[0];
                pile[0] = (uint8_t)c;
                g->pl[p].hand = (g->pl[p].hand & ~(1u << c)) | (1u << d);
                changed = true;
            }
            break;
        case 1: /* the action deck and discard reordered */
            if (g->action_discard_len > 1) {
                uint8_t t = g->action_discard[0];
                g->action_discard[0] = g->action_discard[g->action_discard_len - 1];
                g->action_discard[g->action_discard_len - 1] = t;
                changed = t != g->action_discard[0];
            }
            break;
        case 2: /* the Court deck reordered */
            if (g->court_deck_len > 1) {
                uint16_t t = court_deck_pile(g)[0];
                court_deck_pile(g)[0] = court_deck_pile(g)[1];
                court_deck_pile(g)[1] = t;
                changed = true;
            }
            break;
        case 3: /* the generator */
            g->rng[0] ^= 0x5555;
            changed = true;
            break;
        case 4: /* a Rival's Copy card swapped with a Rival's hand card */
            for (int p = 0; p < np && !changed; p++) {
                if (p == viewer || g->play_mode[p] != PLAY_COPY || g->played[p] == NO_CARD || !g->pl[p].hand) continue;
                int c = __builtin_ctz(g->pl[p].hand);
                g->pl[p].hand = (g->pl[p].hand & ~(1u << c)) | (1u << g->played[p]);
                g->played[p] = (uint8_t)c;
                changed = true;
            }
            break;
        case 5: /* a Rival's seize card swapped with the discard */
            for (int p = 0; p < np && !changed; p++) {
                if (p == viewer || g->seize_card[p] == NO_CARD || !g->action_discard_len) continue;
                uint8_t t = g->seize_card[p];
                g->seize_card[p] = g->action_discard[0];
                g->action_discard[0] = t;
                changed = true;
            }
            break;
        }
        if (!changed) continue;
        char why[160];
        if (!state_invariants_ok(g, why, sizeof why)) fail_msg("edit %d broke the state: %s", edit, why);
        size_t len1;
        uint8_t *obs1 = observe(game, viewer, &len1);
        if (len0 != len1 || memcmp(obs0, obs1, len0) != 0) fail_msg("viewer %d sees hidden edit %d", viewer, edit);
        free(obs1);
    }
    *g = saved;
    free(obs0);
}

/* Public or own changes must show (so the check above can fail). */
static void visible_edits_change_observation(arcs_game *game, int viewer) {
    game_state *g = &game->s;
    size_t len0;
    uint8_t *obs0 = observe(game, viewer, &len0);
    game_state saved = *g;
    for (int edit = 0; edit < 3; edit++) {
        *g = saved;
        switch (edit) {
        case 0: g->sys[0].damaged[0] ^= 1; break;
        case 1: g->court_agents[0][0] ^= 1; break;
        case 2:
            if (viewer < 0 || !g->pl[viewer].hand || !g->action_discard_len) continue;
            {
                int c = __builtin_ctz(g->pl[viewer].hand);
                uint8_t d = g->action_discard[0];
                g->action_discard[0] = (uint8_t)c;
                g->pl[viewer].hand = (g->pl[viewer].hand & ~(1u << c)) | (1u << d);
            }
            break;
        }
        size_t len1;
        uint8_t *obs1 = observe(game, viewer, &len1);
        if (len0 == len1 && memcmp(obs0, obs1, len0) == 0) fail_msg("viewer %d does not see edit %d", viewer, edit);
        free(obs1);
    }
    *g = saved;
    free(obs0);
}

static void observations_hide_what_they_must(void **state) {
    (void)state;
    for (int np = 2; np <= 4; np++)
        for (uint64_t seed = 1; seed <= 20; seed++) {
            arcs_game *game = synthetic(np, seed);
            for (int v = -1; v < np; v++) {
                check_obs_content(game, v);
                hidden_edits_leave_observation(game, v);
                visible_edits_change_observation(game, v);
            }
            size_t n;
            assert_int_equal(arcs_observation(game, np, NULL, 0, &n), ARCS_E_INVALID_ARG);
            assert_int_equal(arcs_observation(game, -2, NULL, 0, &n), ARCS_E_INVALID_ARG);
            arcs_game_free(game);
        }
}

/* ------------------------------------------------------------------ determinize */

static void check_determinize(arcs_game *game, int viewer, int seeds) {
    size_t len0;
    uint8_t *obs0 = observe(game, viewer, &len0);
    const game_state orig = game->s;
    int redealt = 0;
    for (int seed = 1; seed <= seeds; seed++) {
        arcs_game *copy = NULL;
        assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
        assert_int_equal(arcs_determinize(copy, viewer, (uint64_t)seed), ARCS_OK);
        char why[200];
        if (!state_valid(copy, why, sizeof why)) fail_msg("determinized state invalid: %s", why);
        assert_int_equal(arcs_history_length(copy), 0);
        size_t len1;
        uint8_t *obs1 = observe(copy, viewer, &len1);
        if (len0 != len1 || memcmp(obs0, obs1, len0) != 0) fail_msg("viewer %d: determinize changed what they see", viewer);
        free(obs1);
        for (int p = 0; p < orig.num_players; p++) {
            if (p == viewer) assert_int_equal(copy->s.pl[p].hand, orig.pl[p].hand);
            else if (copy->s.pl[p].hand != orig.pl[p].hand) redealt++;
        }
        /* Same seed, same deal. */
        arcs_game *again = NULL;
        assert_int_equal(arcs_game_clone(game, &again), ARCS_OK);
        assert_int_equal(arcs_determinize(again, viewer, (uint64_t)seed), ARCS_OK);
        assert_int_equal(arcs_state_hash(again), arcs_state_hash(copy));
        arcs_game_free(again);
        arcs_game_free(copy);
    }
    /* It really re-deals (with at least one Rival holding cards). */
    bool rival_cards = false;
    for (int p = 0; p < orig.num_players; p++)
        if (p != viewer && orig.pl[p].hand) rival_cards = true;
    if (rival_cards && seeds >= 4) assert_true(redealt > 0);
    assert_memory_equal(&orig, &game->s, sizeof orig);
    free(obs0);
}

/* Farseers: while its holder decides the swap, they see the Rival's hand:
 * their observation shows it and determinize keeps it. */
static void a_hand_shown_by_a_card_stays(void **state) {
    (void)state;
    for (int np = 2; np <= 4; np++)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            arcs_game *game = synthetic(np, seed);
            game_state *g = &game->s;
            int viewer = 0, rival = 1;
            frame *f = push_frame(g, FR_CARD, viewer);
            f->card = CARD_BC17;
            f->step = 1; /* S_SWAP */
            f->c = (uint8_t)rival;
            size_t len;
            uint8_t *buf = observe(game, viewer, &len);
            Arcs__Observation *o = decode_obs(buf, len);
            assert_int_equal(o->players[rival]->n_hand, __builtin_popcount(g->pl[rival].hand));
            if (np > 2) assert_int_equal(o->players[2]->n_hand, 0);
            arcs__observation__free_unpacked(o, NULL);
            free(buf);
            uint32_t seen = g->pl[rival].hand;
            for (uint64_t s = 1; s <= 4; s++) {
                arcs_game *copy = NULL;
                assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
                assert_int_equal(arcs_determinize(copy, viewer, s), ARCS_OK);
                assert_int_equal(copy->s.pl[rival].hand, seen);
                arcs_game_free(copy);
            }
            /* A third player does not see it. */
            if (np > 2) {
                buf = observe(game, 2, &len);
                o = decode_obs(buf, len);
                assert_int_equal(o->players[rival]->n_hand, 0);
                arcs__observation__free_unpacked(o, NULL);
                free(buf);
            }
            arcs_game_free(game);
        }
}

static void determinize_is_consistent_and_legal(void **state) {
    (void)state;
    for (int np = 2; np <= 4; np++)
        for (uint64_t seed = 1; seed <= 15; seed++) {
            arcs_game *game = synthetic(np, seed);
            for (int v = -1; v < np; v++) check_determinize(game, v, 8);
            assert_int_equal(arcs_determinize(game, np, 1), ARCS_E_INVALID_ARG);
            assert_int_equal(arcs_determinize(NULL, 0, 1), ARCS_E_INVALID_ARG);
            arcs_game_free(game);
        }
}


/* Leak test: the world determinize samples for a viewer depends only on
 * what the viewer knows. Two games that differ only in where two cards
 * unknown to the viewer are (a Rival's hand card and a card of the
 * discard pile swapped) give the same world for the same seed. */
/* Leak test: the orders the viewer does not know (the Court deck above its
 * buried bottom; the shuffled bottom of the action discard pile, even where
 * the viewer knows which cards are in it) are drawn afresh: two games that
 * differ only in such an order give the same world for the same seed (a
 * caller knows the seed, so a shuffle of the real order could be undone). */
static void determinize_draws_hidden_orders_afresh(void **state) {
    (void)state;
    int courts = 0, bottoms = 0;
    for (int np = 2; np <= 4; np++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            arcs_game *game = wf_try_new_game(np, seed + 50);
            uint64_t r = seed;
            for (int i = 0; i < 30 && !arcs_game_over(game); i++) t_random_move(game, &r);
            for (int what = 0; what < 2; what++) {
                arcs_game *x0 = NULL, *y0 = NULL;
                assert_int_equal(arcs_game_clone(game, &x0), ARCS_OK);
                assert_int_equal(arcs_game_clone(game, &y0), ARCS_OK);
                game_state *a = t_state(x0), *b = t_state(y0);
                if (what == 0) { /* the Court deck */
                    int lo = a->court_deck_known, hi = a->court_deck_len - 1;
                    if (hi - lo < 1) goto next;
                    uint16_t *d = court_deck_pile(b);
                    uint16_t t = d[lo];
                    d[lo] = d[hi];
                    d[hi] = t;
                    courts++;
                } else { /* the shuffled bottom, two of its cards known to the viewer */
                    if (a->action_discard_len < 2 || a->discard_run) goto next;
                    a->action_discard_unknown = b->action_discard_unknown = a->action_discard_len;
                    uint64_t seen = card_bit(a->action_discard[0]) | card_bit(a->action_discard[1]);
                    a->card_known[0] |= seen;
                    b->card_known[0] |= seen;
                    uint8_t t = b->action_discard[0];
                    b->action_discard[0] = b->action_discard[1];
                    b->action_discard[1] = t;
                    bottoms++;
                }
                for (int viewer = -1; viewer <= 0; viewer++)
                    for (uint64_t s = 1; s <= 3; s++) {
                        arcs_game *x = NULL, *y = NULL;
                        t_determinize_both(x0, y0, viewer, s, &x, &y);
                        assert_memory_equal(court_deck_pile(&x->s), court_deck_pile(&y->s),
                                            (size_t)x->s.court_deck_len * sizeof(uint16_t));
                        assert_memory_equal(x->s.action_discard, y->s.action_discard, sizeof x->s.action_discard);
                        assert_memory_equal(x->s.action_deck, y->s.action_deck, sizeof x->s.action_deck);
                        arcs_game_free(x);
                        arcs_game_free(y);
                    }
            next:
                arcs_game_free(x0);
                arcs_game_free(y0);
            }
            arcs_game_free(game);
        }
    assert_true(courts >= 6 && bottoms >= 6);
}

static void determinize_ignores_what_the_viewer_does_not_know(void **state) {
    (void)state;
    int tried = 0;
    for (int np = 2; np <= 4; np++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            arcs_game *game = wf_try_new_game(np, seed + 30);
            uint64_t r = seed;
            for (int i = 0; i < 40 && !arcs_game_over(game); i++) t_random_move(game, &r);
            const game_state *g = &game->s;
            int viewer = 0, rival = 1;
            uint64_t known = g->card_known[viewer];
            int mine = -1, deck = -1;
            for (int c = 0; c < NUM_ACTION_CARDS; c++)
                if ((g->pl[rival].hand >> c) & 1u && !(known & (1ull << c))) mine = c;
            for (int i = 0; i < g->action_discard_len; i++)
                if (!(known & (1ull << g->action_discard[i]))) deck = i;
            if (mine < 0 || deck < 0) {
                arcs_game_free(game);
                continue;
            }
            tried++;
            arcs_game *other = NULL;
            assert_int_equal(arcs_game_clone(game, &other), ARCS_OK);
            game_state *o = t_state(other);
            int c2 = o->action_discard[deck];
            o->action_discard[deck] = (uint8_t)mine;
            o->pl[rival].hand = (o->pl[rival].hand & ~(1u << mine)) | 1u << c2;
            size_t l1, l2;
            uint8_t *b1 = observe(game, viewer, &l1), *b2 = observe(other, viewer, &l2);
            assert_int_equal(l1, l2);
            assert_memory_equal(b1, b2, l1); /* the viewer cannot tell them apart */
            free(b1);
            free(b2);
            for (uint64_t s = 1; s <= 5; s++) {
                arcs_game *x = NULL, *y = NULL;
                t_determinize_both(game, other, viewer, s, &x, &y);
                assert_memory_equal(x->s.action_deck, y->s.action_deck, sizeof x->s.action_deck);
                assert_memory_equal(x->s.action_discard, y->s.action_discard, sizeof x->s.action_discard);
                assert_memory_equal(x->s.played, y->s.played, sizeof x->s.played);
                assert_memory_equal(x->s.seize_card, y->s.seize_card, sizeof x->s.seize_card);
                for (int p = 0; p < np; p++) assert_int_equal(x->s.pl[p].hand, y->s.pl[p].hand);
                arcs_game_free(x);
                arcs_game_free(y);
            }
            arcs_game_free(other);
            arcs_game_free(game);
        }
    assert_true(tried >= 8);
}

/* Where an action card is, as far as its place in the discard pile goes:
 * -1 not in the pile, -2 in the shuffled bottom, else its index. */
/* Where card c lies in the discard pile as a player who saw it go there
 * knows it: its place; -2 in the shuffled bottom; 1000 + the run's first
 * place in a run laid in shuffled order (the Farseers Prelude: its
 * discarder knows the cards, not their order); -1 not in the pile. */
static int discard_place(const game_state *g, int c) {
    for (int i = 0; i < g->action_discard_len; i++) {
        if (g->action_discard[i] != c) continue;
        if (i < g->action_discard_unknown) return -2;
        if (!((g->discard_run >> i) & 1u)) return i;
        unsigned alt = (g->discard_run_alt >> i) & 1u;
        while (i > 0 && ((g->discard_run >> (i - 1)) & 1u) && ((g->discard_run_alt >> (i - 1)) & 1u) == alt) i--;
        return 1000 + i;
    }
    return -1;
}

/* Property: in seeded random games of 2, 3 and 4 players (both chance
 * modes), determinize a copy for a random viewer at every move: the result
 * passes the full load-time validation, shows the viewer the same
 * observation, keeps in the discard pile every card the viewer saw go there
 * (face-up plays, their own face-down cards and mulligans) where they saw
 * it (among its run, for the Farseers' discards), and plays on to the end
 * with the invariants after every move. */
static void determinize_at_every_move(void **state) {
    (void)state;
    for (int np = 2; np <= 4; np++)
        for (int mode = 0; mode < 2; mode++)
            for (uint64_t seed = 1; seed <= 2; seed++) {
                arcs_game *game = mode ? wf_try_new_explicit_game(np, seed + 70) : wf_try_new_game(np, seed + 70);
                assert_non_null(game);
                uint64_t x = seed * 7919 + (uint64_t)np;
                uint64_t saw[MAX_PLAYERS] = {0}; /* what the test saw each player see */
                int chapter = game->s.chapter;
                for (int step = 0; !arcs_game_over(game) && step < 5000; step++) {
                    const game_state *g = &game->s;
                    if (g->chapter != chapter) {
                        memset(saw, 0, sizeof saw);
                        chapter = g->chapter;
                    }
                    int viewer = (int)(xs(&x) % (uint64_t)(np + 1)) - 1;
                    arcs_game *copy = NULL;
                    assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
                    assert_int_equal(arcs_determinize(copy, viewer, xs(&x)), ARCS_OK);
                    size_t len;
                    uint8_t *buf = save_state(copy, &len);
                    arcs_error err;
                    arcs_game *loaded = NULL;
                    if (arcs_game_load_state_ex(buf, len, NULL, &loaded, &err) != ARCS_OK)
                        fail_msg("np %d mode %d seed %d step %d viewer %d: %s", np, mode, (int)seed, step, viewer,
                                 err.message);
                    arcs_game_free(loaded);
                    free(buf);
                    if (viewer >= 0)
                        for (int c = 0; c < NUM_ACTION_CARDS; c++) {
                            int was = discard_place(g, c);
                            if (!((saw[viewer] >> c) & 1u) || was == -1) continue;
                            if (discard_place(&copy->s, c) != was)
                                fail_msg("np %d seed %d step %d: p%d saw card %d go to discard place %d; now %d", np,
                                         (int)seed, step, viewer, c, was, discard_place(&copy->s, c));
                        }
                    if (step % 40 == 0) {
                        uint64_t y = x;
                        for (int k = 0; k < 3000 && !arcs_game_over(copy); k++) {
                            t_random_move(copy, &y);
                            t_assert_invariants(copy);
                        }
                        assert_true(arcs_game_over(copy));
                    }
                    arcs_game_free(copy);
                    /* What the next move shows: a face-up card to all, a
                     * face-down card or a mulliganed hand to its player. */
                    const arcs_move *moves;
                    size_t n;
                    assert_int_equal(arcs_legal_moves_view(game, &moves, &n), ARCS_OK);
                    arcs_move m = moves[xs(&x) % n];
                    if (m.kind == ARCS_MOVE_LEAD || m.kind == ARCS_MOVE_SURPASS || m.kind == ARCS_MOVE_PIVOT)
                        for (int q = 0; q < np; q++) saw[q] |= 1ull << m.a;
                    /* Face down (Copy, seize, the Farseers' discards): only
                     * its player sees which card (a card once seen face up
                     * may have come back to a hand, the Unions). */
                    int hidden = -1;
                    if (m.kind == ARCS_MOVE_COPY || m.kind == ARCS_MOVE_SEIZE) hidden = m.a;
                    if (m.kind == ARCS_MOVE_CARD && card_move_card(m) == CARD_BC17 && m.c == 3) hidden = m.d;
                    /* A draw from the shuffled bottom of the discard (the
                     * Farseers): Rivals do not see which cards went. */
                    if (m.kind == ARCS_MOVE_CARD && card_move_card(m) == CARD_BC17 && m.c == 4)
                        for (int i = 0; i < g->action_discard_unknown; i++)
                            for (int q = 0; q < np; q++)
                                if (q != m.player) saw[q] &= ~(1ull << g->action_discard[i]);
                    if (hidden >= 0)
                        for (int q = 0; q < np; q++) {
                            if (q == m.player) saw[q] |= 1ull << hidden;
                            else saw[q] &= ~(1ull << hidden);
                        }
                    if (m.kind == ARCS_MOVE_MULLIGAN) saw[m.player] |= g->pl[m.player].hand;
                    assert_int_equal(arcs_apply(game, m), ARCS_OK);
                }
                assert_true(arcs_game_over(game));
                arcs_game_free(game);
            }
}

/* ------------------------------------------------------------------ replays */

static void replay_from_state_round_trips(void **state) {
    (void)state;
    arcs_game *game = synthetic(3, 31);
    size_t len;
    uint8_t *buf = save_replay(game, &len);
    arcs_replay_info info;
    assert_int_equal(arcs_replay_info_get(buf, len, &info), ARCS_OK);
    assert_int_equal(info.schema_version, WIRE_SCHEMA_VERSION);
    assert_int_equal(info.from_state, 1);
    assert_int_equal(info.moves, 0);
    assert_int_equal(info.hash_comparable, 1);
    assert_int_equal(info.final_hash, arcs_state_hash(game));
    assert_string_equal(info.engine_version, ARCS_VERSION_STRING);
    arcs_game *back = NULL;
    assert_int_equal(arcs_replay_load(buf, len, NULL, &back), ARCS_OK);
    assert_int_equal(arcs_state_hash(back), arcs_state_hash(game));
    /* The reloaded game replays the same way again. */
    size_t len2;
    uint8_t *buf2 = save_replay(back, &len2);
    assert_int_equal(len, len2);
    assert_memory_equal(buf, buf2, len);
    free(buf2);
    arcs_game_free(back);

    /* Damaged replays are rejected. */
    for (size_t n = 0; n < len; n += 3) {
        back = (arcs_game *)0x1;
        assert_int_not_equal(arcs_replay_load(buf, n, NULL, &back), ARCS_OK);
        assert_null(back);
        assert_int_not_equal(arcs_replay_info_get(buf, n, &info), ARCS_OK);
    }
    for (size_t i = 0; i < len * 8; i += 5) {
        buf[i / 8] ^= (uint8_t)(1u << (i % 8));
        assert_int_equal(arcs_replay_load(buf, len, NULL, &back), ARCS_E_CORRUPT);
        buf[i / 8] ^= (uint8_t)(1u << (i % 8));
    }
    free(buf);
    arcs_game_free(game);
}

typedef void (*replay_edit)(Arcs__Replay *r);

static arcs_status load_edited_replay_ex(const arcs_game *game, replay_edit edit, arcs_error *err) {
    size_t len;
    uint8_t *buf = save_replay(game, &len);
    ProtobufCAllocator pc;
    test_arena *a = arena_new(&pc);
    Arcs__Replay *r = arcs__replay__unpack(&pc, len - WIRE_TRAILER_LEN, buf);
    assert_non_null(r);
    edit(r);
    size_t n = arcs__replay__get_packed_size(r);
    uint8_t *out = malloc(n + WIRE_TRAILER_LEN);
    arcs__replay__pack(r, out);
    wire_put_trailer(out, n);
    arena_release(a);
    arcs_game *back = (arcs_game *)0x1;
    arcs_status st = arcs_replay_load_ex(out, n + WIRE_TRAILER_LEN, NULL, &back, err);
    if (st == ARCS_OK) arcs_game_free(back);
    else assert_null(back);
    free(out);
    free(buf);
    return st;
}

static arcs_status load_edited_replay(const arcs_game *game, replay_edit edit) {
    arcs_error err;
    return load_edited_replay_ex(game, edit, &err);
}

/* ---- a replay saved for one seat during a live game ---- */

typedef struct log_lines {
    char text[1 << 16];
    size_t len;
} log_lines;

static void collect_line(void *ud, const char *line) {
    log_lines *l = ud;
    int n = snprintf(l->text + l->len, sizeof l->text - l->len, "%s\n", line);
    if (n > 0 && l->len + (size_t)n < sizeof l->text) l->len += (size_t)n;
}

static uint8_t *save_replay_for(const arcs_game *game, int viewer, size_t *len) {
    size_t need = 0;
    assert_int_equal(arcs_replay_save_for(game, viewer, NULL, 0, &need), ARCS_OK);
    uint8_t *buf = malloc(need);
    assert_non_null(buf);
    assert_int_equal(arcs_replay_save_for(game, viewer, buf, need, len), ARCS_OK);
    return buf;
}

static void r_saved_for_beyond(Arcs__Replay *r) { r->saved_for = 4; } /* seat 3 of a 3-player game */

/* docs/wire-format.md, "Replays": Replay.saved_for. A replay saved for
 * Player 2 during a live game, loaded (whatever its file is called), shows
 * that seat or the public only: its observation equals the live game's for
 * that seat, a Rival's view and observation are refused with the reason (a
 * full replay of the same game shows them), the log re-played while loading
 * (written for everyone) names no card of a Rival's hand, and the handle's
 * own replays, clones and copies stay that seat's. */
static void replay_saved_for_a_seat_shows_it_only(void **state) {
    (void)state;
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = 3;
    cfg.seed = 11;
    arcs_game *game = NULL;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
    uint64_t x = 0x5eed;
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    /* Some rounds of the first chapter: cards led and followed face up (the
     * log names them), the rest still in hand (never shown: no reshuffle
     * yet). */
    while (arcs_history_length(game) < 40) {
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal(arcs_apply(game, moves[xs(&x) % n]), ARCS_OK);
    }
    assert_int_equal(arcs_chapter(game), 1);
    const int seat = 1;
    size_t len;
    uint8_t *buf = save_replay_for(game, seat, &len);
    int saved = -2;
    arcs_error err;
    assert_int_equal(arcs_replay_saved_for(buf, len, &saved, &err), ARCS_OK);
    assert_int_equal(saved, seat);

    log_lines *log = calloc(1, sizeof *log);
    assert_non_null(log);
    arcs_config base;
    arcs_config_init(&base);
    base.log = collect_line;
    base.log_ud = log;
    arcs_game *back = NULL;
    assert_int_equal(arcs_replay_load(buf, len, &base, &back), ARCS_OK);
    assert_int_equal(arcs_saved_for(back), seat);
    assert_int_equal(arcs_saved_for(game), -1);
    assert_true(log->len > 0);

    /* The seat's own view and observation, and the public's, as live. */
    size_t la, lb;
    uint8_t *live = observe(game, seat, &la), *loaded = observe(back, seat, &lb);
    assert_int_equal(la, lb);
    assert_memory_equal(live, loaded, la);
    free(live);
    free(loaded);
    free(observe(back, -1, &lb));
    arcs_game_view *v = malloc(sizeof *v);
    assert_non_null(v);
    assert_int_equal(arcs_view(back, seat, v), ARCS_OK);
    assert_int_equal(v->player[seat].hand_visible, 1);
    int hidden = 0;
    for (int q = 0; q < 3; q++) {
        if (q == seat) continue;
        assert_int_equal(v->player[q].hand_visible, 0);
        /* A Rival's seat is refused, naming the seat saved for. */
        size_t need = 0;
        assert_int_equal(arcs_observation(back, q, NULL, 0, &need), ARCS_E_INVALID_ARG);
        assert_non_null(strstr(arcs_last_error(back), "saved for Player 2"));
        arcs_game_view *rv = malloc(sizeof *rv);
        assert_non_null(rv);
        assert_int_equal(arcs_view(back, q, rv), ARCS_E_INVALID_ARG);
        /* The cards in the Rival's hand (read from the live game) appear
         * nowhere in the log the loader re-played. */
        assert_int_equal(arcs_view(game, q, rv), ARCS_OK);
        for (int i = 0; i < rv->player[q].hand_count; i++) {
            arcs_action_card_data d;
            assert_int_equal(arcs_action_card_info(rv->player[q].hand[i], &d), ARCS_OK);
            assert_null(strstr(log->text, d.name));
            hidden++;
        }
        free(rv);
    }
    assert_true(hidden > 0);
    free(v);

    /* Re-saved, cloned or copied: still that seat only. */
    size_t len2;
    uint8_t *again = save_replay(back, &len2);
    assert_int_equal(arcs_replay_saved_for(again, len2, &saved, NULL), ARCS_OK);
    assert_int_equal(saved, seat);
    free(again);
    size_t need = 0;
    assert_int_equal(arcs_replay_save_for(back, 0, NULL, 0, &need), ARCS_E_INVALID_ARG);
    assert_non_null(strstr(arcs_last_error(back), "saved for Player 2"));
    assert_int_equal(arcs_replay_save_for(back, -1, NULL, 0, &need), ARCS_E_INVALID_ARG);
    arcs_game *copy = NULL;
    assert_int_equal(arcs_game_clone(back, &copy), ARCS_OK);
    assert_int_equal(arcs_saved_for(copy), seat);
    assert_int_equal(arcs_observation(copy, 0, NULL, 0, &need), ARCS_E_INVALID_ARG);
    arcs_game_free(copy);

    /* The full replay of the same game shows every seat. */
    size_t lf;
    uint8_t *full = save_replay(game, &lf);
    assert_int_equal(arcs_replay_saved_for(full, lf, &saved, NULL), ARCS_OK);
    assert_int_equal(saved, -1);
    arcs_game *open = NULL;
    assert_int_equal(arcs_replay_load(full, lf, NULL, &open), ARCS_OK);
    for (int q = -1; q < 3; q++) free(observe(open, q, &lb));
    arcs_game_free(open);
    free(full);
    assert_int_equal(arcs_replay_save_for(game, 3, NULL, 0, &need), ARCS_E_INVALID_ARG);

    /* A seat beyond the recorded players is a corrupt replay. */
    assert_int_equal(load_edited_replay_ex(game, r_saved_for_beyond, &err), ARCS_E_CORRUPT);
    assert_non_null(strstr(err.message, "saved for seat 3 in a game of 3 players"));

    arcs_game_free(back);
    free(log);
    free(buf);
    arcs_game_free(game);
}

static Arcs__Move extra_move_msg;
static Arcs__Move *extra_moves[1] = {&extra_move_msg};
static void r_add_move(Arcs__Replay *r) {
    arcs__move__init(&extra_move_msg);
    extra_move_msg.kind = ARCS_MOVE_PASS;
    r->moves = extra_moves;
    r->n_moves = 1;
}
static void r_bad_move(Arcs__Replay *r) {
    r_add_move(r);
    extra_move_msg.kind = 77;
}
static void r_hash(Arcs__Replay *r) { r->final_hash ^= 1; }
static char other_version[] = "0.0.1";
static void r_other_engine(Arcs__Replay *r) {
    r->final_hash ^= 1;
    r->engine_version = other_version;
}
static void r_version(Arcs__Replay *r) { r->schema_version = 7; }
static void r_players(Arcs__Replay *r) { r->config->players = 2; }
static void r_start_state(Arcs__Replay *r) { r->start->chapter = 9; }
static void r_no_config(Arcs__Replay *r) { r->config = NULL; }
static void r_start_mode(Arcs__Replay *r) { r->start->mode = 9; }   /* a mode of another library version */
static void r_config_mode(Arcs__Replay *r) { r->config->mode = 9; } /* replayed from setup: arcs_game_new's */

/* A replay with a start state whose config names another mode (the start
 * state is a base game; lib/wire/replay.c checks mode as it checks players). */
static void r_config_mode_ll(Arcs__Replay *r) { r->config->mode = ARCS_MODE_LEADERS_LORE; }
static void r_config_mode_campaign(Arcs__Replay *r) { r->config->mode = ARCS_MODE_CAMPAIGN; }

static void replay_checks_everything(void **state) {
    (void)state;
    arcs_game *game = synthetic(3, 32);
    struct {
        replay_edit edit;
        arcs_status want;
    } cases[] = {
        {r_add_move, ARCS_E_CORRUPT},  /* the game is over: the move does not apply */
        {r_bad_move, ARCS_E_CORRUPT},  {r_hash, ARCS_E_CORRUPT},        {r_other_engine, ARCS_OK},
        {r_version, ARCS_E_VERSION},   {r_players, ARCS_E_CORRUPT},     {r_start_state, ARCS_E_CORRUPT},
        {r_no_config, ARCS_E_CORRUPT}, {r_start_mode, ARCS_E_UNSUPPORTED},
        {r_config_mode_ll, ARCS_E_CORRUPT}, {r_config_mode_campaign, ARCS_E_CORRUPT},
        {r_config_mode, ARCS_E_UNSUPPORTED},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        arcs_status st = load_edited_replay(game, cases[i].edit);
        if (st != cases[i].want) fail_msg("replay case %d: status %d, want %d", (int)i, st, cases[i].want);
    }
    /* The reason names both modes. */
    assert_int_equal(game->s.mode, ARCS_MODE_BASE);
    arcs_error err;
    assert_int_equal(load_edited_replay_ex(game, r_config_mode_ll, &err), ARCS_E_CORRUPT);
    assert_string_equal(err.message, "config of mode Leaders & Lore with a start state of mode base game");
    arcs_game_free(game);
    /* A replay from setup whose config names an unknown mode. */
    game = wf_try_new_game(3, 32);
    assert_non_null(game);
    assert_int_equal(load_edited_replay(game, r_config_mode), ARCS_E_UNSUPPORTED);
    arcs_game_free(game);
}

/* ------------------------------------------------------------------ live games */

/* These need the rules engine (setup, rounds, actions). Until the rule
 * files can build a game they skip. */

/* Odd seeds: explicit-chance mode (chance decisions are moves too). */
static arcs_game *live_game_or_skip(int np, uint64_t seed) {
    arcs_game *game = seed % 2 ? wf_try_new_explicit_game(np, seed) : wf_try_new_game(np, seed);
    if (!game) skip();
    return game;
}

static void assert_same_continuation(arcs_game *a, arcs_game *b, uint64_t seed, int steps) {
    uint64_t x = seed | 1;
    for (int i = 0; i < steps && !arcs_game_over(a); i++) {
        assert_int_equal(arcs_state_hash(a), arcs_state_hash(b));
        arcs_move moves[ARCS_MAX_LEGAL_MOVES], moves_b[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0, nb = 0;
        assert_int_equal(arcs_legal_moves(a, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal(arcs_legal_moves(b, moves_b, ARCS_MAX_LEGAL_MOVES, &nb), ARCS_OK);
        assert_int_equal(n, nb);
        assert_memory_equal(moves, moves_b, n * sizeof moves[0]);
        if (!n) break;
        arcs_move m = moves[xs(&x) % n];
        assert_int_equal(arcs_apply(a, m), ARCS_OK);
        assert_int_equal(arcs_apply(b, m), ARCS_OK);
    }
    assert_int_equal(arcs_state_hash(a), arcs_state_hash(b));
}

static void live_games_save_load_at_every_move(void **state) {
    (void)state;
    for (int np = 2; np <= 4; np++)
        for (uint64_t seed = 1; seed <= 12; seed++) {
            arcs_game *game = live_game_or_skip(np, seed);
            uint64_t x = seed * 7919 + (uint64_t)np;
            for (int step = 0; step < 5000 && !arcs_game_over(game); step++) {
                size_t len;
                uint8_t *buf = save_state(game, &len);
                arcs_game *copy = NULL;
                arcs_status st = arcs_game_load_state(buf, len, NULL, &copy);
                if (st != ARCS_OK) {
                    char why[200] = "";
                    struct arcs_game tmp;
                    wire_decode_state(buf, len, NULL, &tmp, why, sizeof why);
                    fail_msg("np %d seed %d step %d: load status %d (%s)", np, (int)seed, step, st, why);
                }
                assert_int_equal(arcs_state_hash(copy), arcs_state_hash(game));
                if (step % 5 == 0) {
                    /* The same continuation on both. */
                    arcs_game *ahead = NULL;
                    assert_int_equal(arcs_game_clone(game, &ahead), ARCS_OK);
                    assert_same_continuation(ahead, copy, x + (uint64_t)step, 6);
                    arcs_game_free(ahead);
                }
                if (step % 17 == 0)
                    for (int v = -1; v < np; v++) {
                        check_obs_content(game, v);
                        hidden_edits_leave_observation(game, v);
                        check_determinize(game, v, 3);
                    }
                arcs_game_free(copy);
                free(buf);
                t_random_move(game, &x);
            }
            arcs_game_free(game);
        }
}

/* Every state of many random games (half in explicit-chance mode) loads
 * back to the same bytes. WIRE_TEST_GAMES sets the games per player count. */
static void every_state_of_many_games_loads(void **state) {
    (void)state;
    const char *env = getenv("WIRE_TEST_GAMES");
    int games = env ? atoi(env) : 60;
    for (int np = 2; np <= 4; np++)
        for (int seed = 1; seed <= games; seed++) {
            arcs_game *game = live_game_or_skip(np, (uint64_t)seed + 1000);
            uint64_t x = (uint64_t)seed * 31 + (uint64_t)np;
            uint8_t buf[ARCS_STATE_BYTES_MAX];
            for (int step = 0; step < 5000 && !arcs_game_over(game); step++) {
                size_t len;
                assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
                struct arcs_game tmp;
                char why[200] = "";
                arcs_status st = wire_decode_state(buf, len, NULL, &tmp, why, sizeof why);
                if (st != ARCS_OK) fail_msg("np %d seed %d step %d: status %d (%s)", np, seed, step, st, why);
                if (memcmp(&tmp.s, &game->s, sizeof tmp.s) != 0) fail_msg("np %d seed %d step %d: state differs", np, seed, step);
                t_random_move(game, &x);
            }
            assert_true(arcs_game_over(game));
            arcs_game_free(game);
        }
}

static void live_games_replay(void **state) {
    (void)state;
    for (int np = 2; np <= 4; np++)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            arcs_game *game = live_game_or_skip(np, seed + 40);
            uint64_t x = seed + 1;
            for (int step = 0; step < 5000 && !arcs_game_over(game); step++) t_random_move(game, &x);
            size_t len;
            uint8_t *buf = save_replay(game, &len);
            arcs_replay_info info;
            assert_int_equal(arcs_replay_info_get(buf, len, &info), ARCS_OK);
            assert_int_equal(info.from_state, 0);
            assert_int_equal(info.moves, arcs_history_length(game));
            arcs_game *back = NULL;
            assert_int_equal(arcs_replay_load(buf, len, NULL, &back), ARCS_OK);
            assert_int_equal(arcs_state_hash(back), arcs_state_hash(game));
            assert_int_equal(arcs_history_length(back), arcs_history_length(game));
            /* Undo in the reloaded game reaches the same earlier states. */
            size_t h = arcs_history_length(game);
            if (h > 10) {
                assert_int_equal(arcs_undo(back, 10), ARCS_OK);
                assert_int_equal(arcs_undo(game, 10), ARCS_OK);
                assert_int_equal(arcs_state_hash(back), arcs_state_hash(game));
            }
            /* A moves-only handle replays from setup, and says when it cannot. */
            arcs_config mo;
            arcs_config_init(&mo);
            mo.history = ARCS_HISTORY_MOVES;
            arcs_game *light = NULL;
            assert_int_equal(arcs_replay_load(buf, len, &mo, &light), ARCS_OK);
            assert_int_equal(arcs_state_hash(light), info.final_hash);
            assert_int_equal(arcs_undo(light, 1), ARCS_E_NO_HISTORY);
            size_t l3;
            uint8_t *b3 = save_replay(light, &l3);
            free(b3);
            uint8_t st_buf[ARCS_STATE_BYTES_MAX];
            size_t st_len;
            assert_int_equal(arcs_game_save_state(light, st_buf, sizeof st_buf, &st_len), ARCS_OK);
            arcs_game *light2 = NULL;
            assert_int_equal(arcs_game_load_state(st_buf, st_len, &mo, &light2), ARCS_OK);
            uint64_t z = 9;
            if (!arcs_game_over(light2)) {
                t_random_move(light2, &z);
                size_t need;
                assert_int_equal(arcs_replay_save(light2, NULL, 0, &need), ARCS_E_UNSUPPORTED);
            }
            arcs_game_free(light2);
            arcs_game_free(light);
            /* After copy_state the replay carries its start state. */
            arcs_game *mid = NULL;
            assert_int_equal(arcs_game_clone(game, &mid), ARCS_OK);
            assert_int_equal(arcs_game_copy_state(mid, game), ARCS_OK);
            uint64_t y = 3;
            for (int i = 0; i < 20 && !arcs_game_over(mid); i++) t_random_move(mid, &y);
            size_t l2;
            uint8_t *b2 = save_replay(mid, &l2);
            arcs_game *back2 = NULL;
            assert_int_equal(arcs_replay_load(b2, l2, NULL, &back2), ARCS_OK);
            assert_int_equal(arcs_state_hash(back2), arcs_state_hash(mid));
            arcs_game_free(back2);
            free(b2);
            arcs_game_free(mid);
            arcs_game_free(back);
            free(buf);
            arcs_game_free(game);
        }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(synthetic_states_are_valid),
        cmocka_unit_test(frame_names_are_unique),
        cmocka_unit_test(crc_matches_zlib),
        cmocka_unit_test(save_load_round_trips),
        cmocka_unit_test(size_query_convention),
        cmocka_unit_test(any_bytes_save_within_bound),
        cmocka_unit_test(truncated_buffers_are_rejected),
        cmocka_unit_test(bit_flips_are_rejected),
        cmocka_unit_test(random_buffers_are_rejected),
        cmocka_unit_test(oversized_buffers_are_rejected),
        cmocka_unit_test(inconsistent_states_are_rejected),
        cmocka_unit_test(unknown_fields_are_rejected),
        cmocka_unit_test(unreachable_stacks_are_rejected),
        cmocka_unit_test(covered_slot_token_one_rule),
        cmocka_unit_test(loaders_use_the_allocator),
        cmocka_unit_test(move_bytes_round_trip),
        cmocka_unit_test(move_from_bytes_gives_a_reason),
        cmocka_unit_test(observations_hide_what_they_must),
        cmocka_unit_test(determinize_is_consistent_and_legal),
        cmocka_unit_test(determinize_at_every_move),
        cmocka_unit_test(determinize_ignores_what_the_viewer_does_not_know),
        cmocka_unit_test(determinize_draws_hidden_orders_afresh),
        cmocka_unit_test(impossible_frames_are_rejected),
        cmocka_unit_test(a_hand_shown_by_a_card_stays),
        cmocka_unit_test(replay_from_state_round_trips),
        cmocka_unit_test(replay_saved_for_a_seat_shows_it_only),
        cmocka_unit_test(replay_checks_everything),
        cmocka_unit_test(live_games_save_load_at_every_move),
        cmocka_unit_test(every_state_of_many_games_loads),
        cmocka_unit_test(live_games_replay),
        cmocka_unit_test(unreachable_live_states_are_rejected),
        cmocka_unit_test(scoring_power_cannot_overflow),
        cmocka_unit_test(message_types_are_named),
        cmocka_unit_test(handles_remember_the_last_error),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
