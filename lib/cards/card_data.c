/*
 * The cards' own data (lib/cards/card_data.h): the walks over the cards
 * keeping data that the invariants, the loader and arcs_determinize call
 * (core/engine.h), none of which knows a card.
 */
#include <stdio.h>
#include <string.h>

#include "cards/card_data.h"

const card_data_def *card_data_next(int *card) {
    for (int c = *card + 1; c < CARD_TABLE_LEN; c++) {
        const card_def *def = card_def_of(c);
        if (def && def->data && def->card == c) {
            *card = c;
            return def->data;
        }
    }
    *card = CARD_TABLE_LEN;
    return NULL;
}

bool cards_data_invariants(const game_state *g, char *why, size_t cap) {
    for (int i = CARD_DATA_USED; i < CARD_DATA_BYTES; i++)
        if (g->camp.card_data[i]) CARD_DATA_FAIL("card data byte %d set outside every card's data", i);
    int c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));)
        if (d->invariants && !d->invariants(g, why, cap)) return false;
    return true;
}

int cards_data_holds_action_card(const game_state *g, int card) {
    int n = 0, c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));)
        if (d->holds_action_card) n += d->holds_action_card(g, card);
    return n;
}

void cards_data_determinize(game_state *g, int viewer) {
    int c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));)
        if (d->determinize) d->determinize(g, viewer);
}

void cards_data_round_end(game_state *g) {
    int c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));)
        if (d->round_end) d->round_end(g);
}

size_t card_data_encode(const card_data_def *d, const game_state *g, int viewer, uint8_t *out) {
    if (d->encode) return d->encode(g, viewer, out);
    memcpy(out, g->camp.card_data + d->offset, d->size);
    return d->size;
}

bool card_data_decode(const card_data_def *d, game_state *g, const uint8_t *in, size_t len, char *why, size_t cap) {
    if (d->decode) return d->decode(g, in, len, why, cap);
    if (len != d->size) CARD_DATA_FAIL("card data of %zu bytes (the card keeps %d)", len, d->size);
    memcpy(g->camp.card_data + d->offset, in, len);
    return true;
}
