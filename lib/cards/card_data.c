/*
 * The cards' own data (lib/cards/card_data.h): the walks over the cards
 * keeping data that the invariants, the loader and arcs_determinize call
 * (core/engine.h), none of which knows a card.
 */
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

#include "cards/card_data.h"
#include "campaign/fates.h"

/* The cards keeping data, in card-table order, found once by a walk of the
 * card table (every thread finds and writes the same values; walks run at
 * every round's end, so they must not cost a table walk each). */
enum { DATA_CARDS_MAX = 64 };
static _Atomic int16_t DATA_CARDS[DATA_CARDS_MAX];
/* Their data_of, found with them (a walk reads the def without asking
 * card_def_of and the def's fields for each card). */
static _Atomic(const card_data_def *) DATA_DEFS[DATA_CARDS_MAX];
static _Atomic int DATA_CARDS_LEN = -1; /* -1: not yet found */

static const card_data_def *data_of(int c) {
    const card_def *def = card_def_of(c);
    return def && def->data && def->card == c ? def->data : NULL;
}

static int data_cards_len(void) {
    int n = atomic_load_explicit(&DATA_CARDS_LEN, memory_order_acquire);
    if (n >= 0) return n;
    n = 0;
    for (int c = 0; c < CARD_TABLE_LEN; c++)
        if (data_of(c)) {
            if (n == DATA_CARDS_MAX) return -1; /* more than the list holds: walk the table each time */
            atomic_store_explicit(&DATA_DEFS[n], data_of(c), memory_order_relaxed);
            atomic_store_explicit(&DATA_CARDS[n++], (int16_t)c, memory_order_relaxed);
        }
    atomic_store_explicit(&DATA_CARDS_LEN, n, memory_order_release);
    return n;
}

const card_data_def *card_data_next(int *card) {
    int n = data_cards_len();
    /* The first listed card after *card (the list is in card-table order):
     * a binary search, so that a walk over every card stays cheap. */
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (atomic_load_explicit(&DATA_CARDS[mid], memory_order_relaxed) > *card) hi = mid;
        else lo = mid + 1;
    }
    if (lo < n) {
        *card = atomic_load_explicit(&DATA_CARDS[lo], memory_order_relaxed);
        return atomic_load_explicit(&DATA_DEFS[lo], memory_order_relaxed);
    }
    for (int c = *card + 1; n < 0 && c < CARD_TABLE_LEN; c++)
        if (data_of(c)) {
            *card = c;
            return data_of(c);
        }
    *card = CARD_TABLE_LEN;
    return NULL;
}

/* The walk for the hot callers (a draw, a round's end): the list by index
 * (card_data_next searches it for each step); `body` sees c and d. */
#define FOR_DATA_CARDS(c, d, body)                                                     \
    do {                                                                               \
        int n_ = data_cards_len();                                                     \
        if (n_ < 0) {                                                                  \
            int c = -1;                                                                \
            for (const card_data_def *d; (d = card_data_next(&c));) { body; }          \
        } else {                                                                       \
            for (int i_ = 0; i_ < n_; i_++) {                                          \
                int c = atomic_load_explicit(&DATA_CARDS[i_], memory_order_relaxed);   \
                const card_data_def *d = atomic_load_explicit(&DATA_DEFS[i_], memory_order_relaxed); \
                (void)c;                                                               \
                body;                                                                  \
            }                                                                          \
        }                                                                              \
    } while (0)

/* 1 + the place of each card's data, 0 until asked (the same for every
 * thread: a relaxed atomic store of the value the walk gives). */
static _Atomic uint16_t PLACE_OF[CARD_TABLE_LEN];
_Static_assert(CARD_DATA_PLACES < 0xFFFF, "a card's place + 1 fits PLACE_OF");

int card_data_place(int card) {
    uint16_t v = card >= 0 && card < CARD_TABLE_LEN ? atomic_load_explicit(&PLACE_OF[card], memory_order_relaxed) : 0;
    if (v) return v - 1;
    int next = CARD_DATA_BYTES, c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));) {
        int place = d->fixed ? d->offset : next;
        if (!d->fixed) next += d->size;
        if (c == card) {
            atomic_store_explicit(&PLACE_OF[card], (uint16_t)(place + 1), memory_order_relaxed);
            return place;
        }
    }
    return -1;
}

bool cards_data_invariants(const game_state *g, char *why, size_t cap) {
    uint8_t kept[CARD_DATA_PLACES] = {0};
    int c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));) memset(kept + card_data_place(c), 1, d->size);
    for (int i = 0; i < CARD_DATA_PLACES; i++)
        if (!kept[i] && *card_data_at_ro(g, i)) CARD_DATA_FAIL("card data byte %d set outside every card's data", i);
    c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));)
        if (d->invariants && !d->invariants(g, why, cap)) return false;
    /* Each player's Fate scratch bytes, as the Setup side of the Act they
     * play checks them (card_def fate_data_ok). */
    for (int p = 0; is_campaign(g) && p < g->num_players; p++) {
        int fate = g->camp.fate[p], act = g->camp.act;
        if (fate == NO_COURT_CARD || act < 1 || act > ACTS || !fate_info_of(fate)) continue;
        const card_def *def = card_def_of(fate_info_of(fate)->act[act - 1].setup_side);
        if (def && def->fate_data_ok && !def->fate_data_ok(g, p, why, cap)) return false;
    }
    return true;
}

int cards_data_holds_action_card(const game_state *g, int card) {
    int n = 0, c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));)
        if (d->holds_action_card) n += d->holds_action_card(g, card);
    return n;
}

bool cards_data_conserved(const game_state *g, char *why, size_t cap) {
    int c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));)
        if (d->conserved && !d->conserved(g, why, cap)) return false;
    return true;
}

int cards_data_ships_out(const game_state *g, int p) {
    int n = 0, c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));)
        if (d->ships_out) n += d->ships_out(g, p);
    return n;
}

int cards_data_imperial_out(const game_state *g) {
    int n = 0, c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));)
        if (d->imperial_out) n += d->imperial_out(g);
    return n;
}

int cards_data_agents_out(const game_state *g, int p) {
    int n = 0, c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));)
        if (d->agents_out) n += d->agents_out(g, p);
    return n;
}

int cards_data_buildings_out(const game_state *g, int p, bool starport) {
    int n = 0, c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));)
        if (d->buildings_out) n += d->buildings_out(g, p, starport);
    return n;
}

bool cards_data_hand_lacks(const game_state *g, int p, int card) {
    FOR_DATA_CARDS(c, d, if (d->hand_lacks && d->hand_lacks(g, p, card)) return true);
    return false;
}

int cards_data_face_down_mark(int card) {
    FOR_DATA_CARDS(c, d, if (d->face_down_mark) {
        int m = d->face_down_mark(card);
        if (m) return m;
    });
    return 0;
}

/* The one card whose data answers a field asked often, found once per
 * field: -2 not yet looked for, -1 none, -3 more than one (walk them).
 * ONE_CAPTIVES, card_data_def.captives: the Tyrant count asks on every
 * count in the campaign, the Intermission's return of the pieces at each
 * of its steps; ONE_HAND_HIDDEN, hand_hidden: every action card drawn in
 * the campaign and every round's discard ask it; ONE_TURN_MOVE, turn_move:
 * every move of a turn in the campaign. */
enum { ONE_CAPTIVES, ONE_HAND_HIDDEN, ONE_TURN_MOVE, ONE_FIELDS };
static _Atomic int ONE_CARD[ONE_FIELDS] = {-2, -2, -2};

static bool data_answers(const card_data_def *d, int field) {
    switch (field) {
    case ONE_CAPTIVES: return d->captives != NULL;
    case ONE_HAND_HIDDEN: return d->hand_hidden != NULL;
    default: return d->turn_move != NULL;
    }
}

static int one_card(int field) {
    int one = atomic_load_explicit(&ONE_CARD[field], memory_order_relaxed);
    if (one != -2) return one;
    int c = -1;
    one = -1;
    for (const card_data_def *d; (d = card_data_next(&c));)
        if (data_answers(d, field)) one = one == -1 ? c : -3;
    atomic_store_explicit(&ONE_CARD[field], one, memory_order_relaxed);
    return one;
}

static int captives_card(void) { return one_card(ONE_CAPTIVES); }

void cards_data_hand_hidden(game_state *g, int p) {
    int one = one_card(ONE_HAND_HIDDEN);
    if (one >= 0) data_of(one)->hand_hidden(g, p);
    if (one == -3) FOR_DATA_CARDS(c, d, if (d->hand_hidden) d->hand_hidden(g, p));
}

void cards_data_turn_move(game_state *g, int p) {
    int one = one_card(ONE_TURN_MOVE);
    if (one >= 0) data_of(one)->turn_move(g, p);
    if (one == -3) FOR_DATA_CARDS(c, d, if (d->turn_move) d->turn_move(g, p));
}

int cards_data_captives(const game_state *g, int p) {
    int one = captives_card();
    if (one >= 0) return data_of(one)->captives(g, p);
    int n = 0;
    if (one == -3) FOR_DATA_CARDS(c, d, if (d->captives) n += d->captives(g, p));
    return n;
}

int cards_data_captive_ships(const game_state *g, int p, int owner) {
    int one = captives_card();
    if (one >= 0) return data_of(one)->captive_ships ? data_of(one)->captive_ships(g, p, owner) : 0;
    int n = 0;
    if (one == -3) FOR_DATA_CARDS(c, d, if (d->captive_ships) n += d->captive_ships(g, p, owner));
    return n;
}

bool cards_data_captive_ship_take(game_state *g, int p, int owner) {
    int one = captives_card();
    if (one >= 0) return data_of(one)->captive_ship_take && data_of(one)->captive_ship_take(g, p, owner);
    if (one == -3) FOR_DATA_CARDS(c, d, if (d->captive_ship_take && d->captive_ship_take(g, p, owner)) return true);
    return false;
}

void cards_data_captives_return(game_state *g, unsigned kept) {
    int one = captives_card();
    if (one >= 0 && data_of(one)->captives_return) data_of(one)->captives_return(g, kept);
    if (one == -3) FOR_DATA_CARDS(c, d, if (d->captives_return) d->captives_return(g, kept));
}

void cards_data_determinize(game_state *g, int viewer) {
    int c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));)
        if (d->determinize) d->determinize(g, viewer);
}

void cards_data_round_end(game_state *g) {
    FOR_DATA_CARDS(c, d, if (d->round_end) d->round_end(g));
}

void cards_data_court_shuffled(game_state *g) {
    FOR_DATA_CARDS(c, d, if (d->court_shuffled) d->court_shuffled(g));
}

int cards_data_court_under_top(const game_state *g) {
    FOR_DATA_CARDS(c, d, if (d->court_under_top) {
        int card = d->court_under_top(g);
        if (card >= 0) return card;
    });
    return -1;
}

void cards_data_court_drawn(game_state *g) {
    FOR_DATA_CARDS(c, d, if (d->court_drawn) d->court_drawn(g));
}

size_t card_data_encode(int card, const card_data_def *d, const game_state *g, int viewer, uint8_t *out) {
    if (d->encode) return d->encode(g, viewer, out);
    memcpy(out, card_data_at_ro(g, card_data_place(card)), d->size);
    return d->size;
}

bool card_data_decode(int card, const card_data_def *d, game_state *g, const uint8_t *in, size_t len, char *why,
                      size_t cap) {
    if (d->decode) return d->decode(g, in, len, why, cap);
    if (len != d->size) CARD_DATA_FAIL("card data of %zu bytes (the card keeps %d)", len, d->size);
    memcpy(card_data_at(g, card_data_place(card)), in, len);
    return true;
}

bool card_data_zero(int card, const card_data_def *d, const game_state *g) {
    const uint8_t *b = card_data_at_ro(g, card_data_place(card));
    for (int i = 0; i < d->size; i++)
        if (b[i]) return false;
    return true;
}
