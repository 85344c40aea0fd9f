/*
 * The cards' own data (lib/cards/card_data.h): the walks over the cards
 * keeping data that the invariants, the loader and arcs_determinize call
 * (core/engine.h), none of which knows a card.
 */
#include <stdio.h>

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
        if (g->camp.card_data[i]) {
            if (why && cap) snprintf(why, cap, "card data byte %d set outside every card's data", i);
            return false;
        }
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
