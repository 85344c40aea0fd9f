/*
 * Sealed Orders: a card for the tests only (tests/test_demo_card.c registers
 * it on ARCS-F1510's index; the library registers none). It is the worked
 * example of docs/architecture.md "Adding a card": everything the card is
 * lives in this file, and the library around it names it nowhere.
 *   - state: each player's sealed order (1..3; 0: none) in the card's own
 *     data (card_data.h), 4 bytes placed by the registry;
 *   - hidden from Rivals: an observation shows a Rival's order as sealed
 *     (0xFF), never which; arcs_determinize draws a Rival's again;
 *   - chance: sealing draws the order (CH_CARD): 1 and 2 one chance in 4
 *     each, 3 one in 2;
 *   - frames: S_SEAL (decision: seal, which draws the order) and S_REVEAL
 *     (decision: reveal, c = the order revealed, the decider's own); its
 *     frame_ok refuses a loaded frame holding anything else.
 */
#include "cards/card_data.h"
#include "cards/hooks.h"
#include "core/engine.h"

enum { S_SEAL, S_REVEAL };

typedef struct sealed_data {
    uint8_t order[MAX_PLAYERS]; /* each player's sealed order, 1..3; 0: none */
} sealed_data;
#define SEALED(g) CARD_DATA(g, sealed_data, card_data_place(CARD_F1510))
#define ORDER_SEALED 0xFF /* on the wire: a Rival's order, not which */
enum { ORDERS = 3 };
static const uint32_t ORDER_WEIGHT[ORDERS + 1] = {0, 1, 1, 2};

/* ---- frames ---- */

static const card_step STEPS[] = {[S_SEAL] = {"seal", "", "seal an order"},
                                  [S_REVEAL] = {"reveal", "n", "reveal the sealed order %1"}};

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    add_card_move(out, f->player, f->card, f->step, f->step == S_REVEAL ? f->c : 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int card = f->card, p = f->player, step = f->step;
    pop_frame(g);
    if (step == S_SEAL) {
        card_chance(g, card, p); /* the order: now, or a chance decision (explicit chance) */
    } else {
        (void)m;
        SEALED(g)->order[p] = 0;
    }
}

/* FRAME_CHECK: S_SEAL keeps nothing; S_REVEAL: c = the decider's sealed
 * order. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD) return false;
    if (f->step == S_SEAL) return card_frame_only(f, 0) && !SEALED(g)->order[f->player];
    return f->step == S_REVEAL && card_frame_only(f, FB_C) && f->c && f->c == SEALED(g)->order[f->player];
}

/* ---- chance: the order drawn for player f->b ---- */

static void chance_outcomes(const game_state *g, const frame *f, move_list *out, uint32_t *weights) {
    (void)g, (void)f;
    for (int o = 1; o <= ORDERS; o++) {
        if (weights) weights[out->n] = ORDER_WEIGHT[o];
        add_move(out, ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, o, 0, CH_CARD, 0);
    }
}

static void chance_drawn(game_state *g, const frame *f, arcs_move m) {
    if (f->b < g->num_players) SEALED(g)->order[f->b] = (uint8_t)m.a;
}

static bool chance_frame_ok(const game_state *g, const frame *f) {
    return f->b < g->num_players && !SEALED(g)->order[f->b];
}

/* ---- the card's data ---- */

#define FAIL CARD_DATA_FAIL

/* The viewer's own order as it is, a Rival's as ORDER_SEALED (-2: all). */
static size_t encode(const game_state *g, int viewer, uint8_t *out) {
    const sealed_data *d = SEALED(g);
    for (int p = 0; p < MAX_PLAYERS; p++)
        out[p] = viewer == -2 || viewer == p || !d->order[p] ? d->order[p] : ORDER_SEALED;
    return MAX_PLAYERS;
}

static bool decode(game_state *g, const uint8_t *in, size_t len, char *why, size_t cap) {
    if (len != sizeof(sealed_data)) FAIL("sealed orders of %zu bytes", len);
    for (size_t p = 0; p < len; p++)
        if (in[p] == ORDER_SEALED) FAIL("a sealed order hidden in a state");
    memcpy(SEALED(g), in, len);
    return true;
}

static bool invariants(const game_state *g, char *why, size_t cap) {
    const sealed_data *d = SEALED(g);
    for (int p = 0; p < MAX_PLAYERS; p++)
        if (d->order[p] > ORDERS || (p >= g->num_players && d->order[p]))
            FAIL("sealed order %d of player %d", d->order[p], p + 1);
    return true;
}

/* A Rival's order is drawn again by the order's weights; a pending
 * reveal of it (whose order nobody else sees yet) follows. */
static void determinize(game_state *g, int viewer) {
    sealed_data *d = SEALED(g);
    for (int p = 0; p < g->num_players; p++) {
        if (p == viewer || !d->order[p]) continue;
        unsigned r = rng_below(g, 4); /* the sum of ORDER_WEIGHT */
        d->order[p] = (uint8_t)(r < 1 ? 1 : r < 2 ? 2 : 3);
    }
    for (int i = 0; i < g->depth; i++) {
        frame *f = &g->stack[i];
        if (f->kind == FR_CARD && f->card == CARD_F1510 && f->step == S_REVEAL) f->c = d->order[f->player];
    }
}

static const card_data_def DATA = {
    .size = sizeof(sealed_data),
    .encode = encode,
    .decode = decode,
    .invariants = invariants,
    .determinize = determinize,
};

const card_def test_sealed_orders = {
    .card = CARD_F1510,
    .short_name = "test-sealed-orders",
    .steps = STEPS,
    .nsteps = 2,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .chance_outcomes = chance_outcomes,
    .chance_drawn = chance_drawn,
    .chance_frame_ok = chance_frame_ok,
    .chance_what = "draw a sealed order",
    .data = &DATA,
};
