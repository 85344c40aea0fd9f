/* Sealed Orders (tests/cards/sealed_orders.c), a card for the tests only,
 * added as any card is: its own file and one registry row (this program
 * compiles lib/cards/hooks.c with its TEST_EFFECT_LIST; every other file is
 * the library's, which names the card nowhere). The tests show what the
 * library does for it through its card_def alone: its data is saved and
 * loaded, hidden from Rivals in observations, re-dealt by
 * arcs_determinize for a Rival's view; its chance decision lists the
 * outcomes with their probabilities; the loader refuses an edited frame of
 * the card through the card's own frame check. ARCS-F1510 (Peace
 * Dividends) has an effect of its own since the Peacekeeper's Act III: the
 * test entry replaces it in this program (tests/cards/unplayed_fate.h). */
#include "cards/unplayed_fate.h"
#define TEST_EFFECT_LIST(X) X(CARD_F1510, test_sealed_orders)
#include "cards/hooks.c"

#include <stdlib.h>

#include "support.h"
#include "wire/wire.h"

enum { DEMO = CARD_F1510, S_SEAL = 0, S_REVEAL = 1 };

static const uint8_t *orders(const game_state *g) { return card_data_at_ro(g, card_data_place(DEMO)); }

/* A 3-player campaign past its setup (the first legal move each time);
 * its decision then replaced by the card's frame at `step` for the
 * decider (c: its data). */
static arcs_game *game_with_frame(int chance, int step, int c, int *decider) {
    arcs_game *game = t_new_campaign(3, 11, chance, 0, 0);
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    while (game->s.camp.setup_step != CSETUP_DONE) {
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal(arcs_apply(game, m[0]), ARCS_OK);
    }
    game_state *g = t_state(game);
    /* The player deciding now (with explicit chance the top may be a chance
     * node: then the player with the initiative). */
    int top = top_frame(g)->player;
    *decider = top < g->num_players ? top : g->initiative;
    pop_frame(g);
    push_card_frame(g, FR_CARD, *decider, DEMO, step)->c = (uint8_t)c;
    return game;
}

static arcs_game *round_trip(arcs_game *game) {
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    return t_load_state(buf, len, "sealed orders");
}

/* Sealing raises the card's chance decision: three orders, 1 and 2 one
 * chance in 4, 3 one in 2; the one applied is the decider's. */
static void sealing_is_a_chance_decision(void **state) {
    (void)state;
    int p;
    arcs_game *game = game_with_frame(ARCS_CHANCE_EXPLICIT, S_SEAL, 0, &p);
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, 1);
    assert_int_equal(arcs_apply(game, m[0]), ARCS_OK);
    assert_int_equal(top_frame(&game->s)->kind, FR_CHANCE);
    assert_int_equal(top_frame(&game->s)->a, CH_CARD);
    assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, 3);
    static const double expect[3] = {0.25, 0.25, 0.5};
    for (size_t i = 0; i < n; i++) {
        double pr = 0;
        assert_int_equal(m[i].kind, ARCS_MOVE_CHANCE);
        assert_int_equal(m[i].a, i + 1);
        assert_int_equal(arcs_chance_probability(game, m[i], &pr), ARCS_OK);
        assert_true(pr == expect[i]);
    }
    assert_int_equal(arcs_apply(game, m[2]), ARCS_OK);
    for (int q = 0; q < MAX_PLAYERS; q++) assert_int_equal(orders(&game->s)[q], q == p ? 3 : 0);
    arcs_game_free(game);
}

/* Orders for players 0..2 (and the revealing frame of the decider). */
static arcs_game *sealed_game(int *p) {
    int decider;
    arcs_game *game = game_with_frame(ARCS_CHANCE_INTERNAL, S_REVEAL, 2, &decider);
    uint8_t *o = card_data_at(t_state(game), card_data_place(DEMO));
    o[0] = 1, o[1] = 3, o[2] = 3;
    o[decider] = 2;
    *p = decider;
    return game;
}

/* The data goes to the wire as the card's entry and comes back; the state
 * hash counts it (it lies in card_data_more). */
static void sealed_orders_round_trip(void **state) {
    (void)state;
    int p;
    arcs_game *game = sealed_game(&p);
    assert_true(card_data_place(DEMO) >= CARD_DATA_BYTES);
    arcs_game *back = round_trip(game);
    assert_memory_equal(&back->s, &game->s, sizeof game->s);
    assert_int_equal(arcs_state_hash(back), arcs_state_hash(game));
    uint64_t h = arcs_state_hash(game);
    t_state(game)->camp.card_data_more[card_data_place(DEMO) - CARD_DATA_BYTES] ^= 2; /* 1 -> 3 */
    assert_int_not_equal(arcs_state_hash(game), h);
    arcs_game_free(back);
    arcs_game_free(game);
}

/* A Rival's observation is the same whatever the order sealed; the
 * owner's tells it (the leak test); the entry shows a Rival's as 0xFF. */
static void a_rival_never_sees_a_sealed_order(void **state) {
    (void)state;
    int p;
    arcs_game *a = sealed_game(&p);
    arcs_game *b = sealed_game(&p);
    int q = (p + 1) % 3;
    card_data_at(t_state(b), card_data_place(DEMO))[q] = 1; /* was 3 */
    static unsigned char oa[ARCS_STATE_BYTES_MAX], ob[ARCS_STATE_BYTES_MAX];
    for (int viewer = -1; viewer < 3; viewer++) {
        size_t la = 0, lb = 0;
        assert_int_equal(arcs_observation(a, viewer, oa, sizeof oa, &la), ARCS_OK);
        assert_int_equal(arcs_observation(b, viewer, ob, sizeof ob, &lb), ARCS_OK);
        if (viewer == q) {
            assert_false(la == lb && memcmp(oa, ob, la) == 0);
            continue;
        }
        assert_int_equal(la, lb);
        assert_memory_equal(oa, ob, la);
        Arcs__Observation *o = arcs__observation__unpack(NULL, la - WIRE_TRAILER_LEN, oa);
        if (!o) o = arcs__observation__unpack(NULL, la, oa);
        assert_non_null(o);
        const Arcs__CardData *x = NULL;
        for (size_t j = 0; j < o->campaign->n_card_data; j++)
            if (strcmp(o->campaign->card_data[j]->card, "ARCS-F1510") == 0) x = o->campaign->card_data[j];
        assert_non_null(x);
        assert_int_equal(x->data.len, 4);
        for (int r = 0; r < 3; r++) assert_int_equal(x->data.data[r], r == viewer ? orders(&a->s)[r] : 0xFF);
        assert_int_equal(x->data.data[3], 0);
        arcs__observation__free_unpacked(o, NULL);
    }
    arcs_game_free(a);
    arcs_game_free(b);
}

/* arcs_determinize keeps the viewer's own order and draws the Rivals'
 * again (each of 1..3 comes up); the viewer's observation is unchanged
 * and the world loads. */
static void determinize_redeals_a_rivals_order(void **state) {
    (void)state;
    int p;
    arcs_game *game = sealed_game(&p);
    int viewer = (p + 1) % 3;
    static unsigned char before[ARCS_STATE_BYTES_MAX], after[ARCS_STATE_BYTES_MAX];
    size_t lb = 0, la = 0;
    assert_int_equal(arcs_observation(game, viewer, before, sizeof before, &lb), ARCS_OK);
    unsigned seen = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        arcs_game *w = NULL;
        assert_int_equal(arcs_game_clone(game, &w), ARCS_OK);
        assert_int_equal(arcs_determinize(w, viewer, seed), ARCS_OK);
        assert_int_equal(orders(&w->s)[viewer], orders(&game->s)[viewer]);
        /* The other two: drawn again, the pending reveal following. */
        for (int r = 0; r < 3; r++) {
            if (r == viewer) continue;
            assert_true(orders(&w->s)[r] >= 1 && orders(&w->s)[r] <= 3);
            seen |= 1u << orders(&w->s)[r];
        }
        assert_int_equal(top_frame(&w->s)->c, orders(&w->s)[p]);
        assert_int_equal(arcs_observation(w, viewer, after, sizeof after, &la), ARCS_OK);
        assert_int_equal(la, lb);
        assert_memory_equal(after, before, la);
        arcs_game_free(round_trip(w)); /* it loads: the frame checks pass */
        arcs_game_free(w);
    }
    assert_int_equal(seen, 0xEu);
    arcs_game_free(game);
}

/* The saved state loads; with the revealing frame's order edited (or a
 * byte the step keeps none in set) the loader refuses it, through the
 * card's frame_ok. */
static void loader_refuses_an_edited_frame(void **state) {
    (void)state;
    int p;
    arcs_game *game = sealed_game(&p);
    arcs_game_free(round_trip(game));
    static unsigned char buf[ARCS_STATE_BYTES_MAX], out[ARCS_STATE_BYTES_MAX];
    size_t n = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &n), ARCS_OK);
    for (int edit = 0; edit < 3; edit++) {
        Arcs__GameState *m = arcs__game_state__unpack(NULL, n - WIRE_TRAILER_LEN, buf);
        assert_non_null(m);
        Arcs__Frame *f = m->stack[m->n_stack - 1];
        assert_string_equal(f->card, "ARCS-F1510");
        if (edit == 0) f->c = 3;      /* not the decider's order */
        else if (edit == 1) f->d = 1; /* a byte S_REVEAL keeps none in */
        else f->step = S_SEAL;        /* sealing again over a sealed order */
        size_t len = arcs__game_state__get_packed_size(m);
        arcs__game_state__pack(m, out);
        wire_put_trailer(out, len);
        arcs__game_state__free_unpacked(m, NULL);
        arcs_game *back = NULL;
        arcs_error err;
        assert_int_equal(arcs_game_load_state_ex(out, len + WIRE_TRAILER_LEN, NULL, &back, &err), ARCS_E_CORRUPT);
        assert_null(back);
        if (!strstr(err.message, "frame")) fail_msg("edit %d: \"%s\" names no frame", edit, err.message);
    }
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sealing_is_a_chance_decision),
        cmocka_unit_test(sealed_orders_round_trip),
        cmocka_unit_test(a_rival_never_sees_a_sealed_order),
        cmocka_unit_test(determinize_redeals_a_rivals_order),
        cmocka_unit_test(loader_refuses_an_edited_frame),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
