/*
 * The cards' own data (g->camp.card_data, CARD_DATA_BYTES): a card that
 * keeps state of its own (where the Caretaker's Golems are, the Believer's
 * Faithful stack...) declares it here, in one row of the layout below, and
 * in a card_data_def (card_def.data) saying how the bytes go to the wire,
 * what a loaded state must hold, what every reachable state keeps and what
 * arcs_determinize re-deals. Nothing outside the card reads the bytes: the
 * wire carries them as Campaign.card_data (card id, bytes; wire schema 3),
 * the loader and the invariants ask the card, and the API asks the card's
 * own functions. A later card adds a row and a def, no wire schema step.
 *
 * The area lies inside game_state (no pointers: the state is copied with
 * memcpy and hashed) and is all zero for a card not in the game.
 */
#ifndef ARCS_CARDS_CARD_DATA_H
#define ARCS_CARDS_CARD_DATA_H

#include <stdio.h>

#include "cards/hooks.h"

/* The layout of g->camp.card_data: one row per card that keeps data, its
 * place and size (the size of the card's own struct). Campaign states hash
 * and compare these bytes where the layout puts them: a row added grows
 * CARD_DATA_BYTES (core/state.h), a new state layout (WIRE_STATE_LAYOUT,
 * lib/wire/wire.h), never a wire schema step. */
enum {
    CARD_DATA_F813 = 0, /* Faithful Cards: the played ones' sides (believer.c faithful_sides) */
    CARD_DATA_F813_SIZE = 2,
    CARD_DATA_F505 = CARD_DATA_F813 + CARD_DATA_F813_SIZE, /* Golems (caretaker.c golem_data) */
    CARD_DATA_F505_SIZE = 6,
    CARD_DATA_F801A = CARD_DATA_F505 + CARD_DATA_F505_SIZE, /* Believer Setup: the Faithful stack (believer.c) */
    CARD_DATA_F801A_SIZE = 1,
    CARD_DATA_USED = CARD_DATA_F801A + CARD_DATA_F801A_SIZE
};
_Static_assert(CARD_DATA_USED <= CARD_DATA_BYTES, "the card-data area is too small");

/* A card's data as a pointer to its struct (of uint8_t fields only), const
 * for a const state. */
#define CARD_DATA(g, type, offset)                                                    \
    _Generic((g), const game_state *: (const type *)(const void *)((g)->camp.card_data + (offset)), \
             default: (type *)(void *)((g)->camp.card_data + (offset)))

/* In a card_data_def function with `why`, `cap`: fail with the reason. */
#define CARD_DATA_FAIL(...)                                \
    do {                                                   \
        if (why && cap) snprintf(why, cap, __VA_ARGS__);   \
        return false;                                      \
    } while (0)

/* The most bytes a card's data takes on the wire (an observation may add
 * to the state's bytes, e.g. where hidden pieces lie). */
#define CARD_DATA_WIRE_MAX 64

typedef struct card_data_def {
    uint8_t offset, size; /* its row of the layout */
    /* WIRE: the bytes of the data as `viewer` may know them (-2: all of
     * them, a saved state; -1: public; a player) into out
     * (CARD_DATA_WIRE_MAX); returns their count. Not called while the data
     * is all zero (then nothing is written). NULL: the data is public, its
     * bytes as they are. */
    size_t (*encode)(const game_state *g, int viewer, uint8_t *out);
    /* WIRE: read the bytes encode wrote for viewer -2 into g; false (and
     * why) for bytes it would not write, e.g. an observation's. NULL: the
     * bytes as they are (`size` of them); the invariants check them. */
    bool (*decode)(game_state *g, const uint8_t *in, size_t len, char *why, size_t cap);
    /* WIRE, schemas 1 and 2: the data from the Campaign fields those
     * schemas had for it (campaign_msg: const Arcs__Campaign *); in a later
     * schema, refuse those fields (schema: the buffer's). */
    bool (*upgrade)(game_state *g, const void *campaign_msg, unsigned schema, char *why, size_t cap);
    /* INVARIANTS (core/invariants.c; a loaded state too): what every
     * reachable state keeps about the data. */
    bool (*invariants)(const game_state *g, char *why, size_t cap);
    /* DETERMINIZE: re-deal what `viewer` cannot know (engine rng). */
    void (*determinize)(game_state *g, int viewer);
    /* CONSERVATION: copies of action card c the data holds out of the
     * action-card places (a stack of the card's own), 0 or 1. */
    int (*holds_action_card)(const game_state *g, int c);
    /* ROUND_END: the round ends, after the ROUND_END effects of the cards
     * placed beside played cards, before the discards (rules/round.c). */
    void (*round_end)(game_state *g);
} card_data_def;

/* The cards keeping data, in card-table order: start with *card = -1;
 * NULL after the last. */
const card_data_def *card_data_next(int *card);
void cards_data_round_end(game_state *g);
/* A card's data to and from the wire (encode, decode, or the bytes as they
 * are for a card without them). */
size_t card_data_encode(const card_data_def *d, const game_state *g, int viewer, uint8_t *out);
bool card_data_decode(const card_data_def *d, game_state *g, const uint8_t *in, size_t len, char *why, size_t cap);

#endif
