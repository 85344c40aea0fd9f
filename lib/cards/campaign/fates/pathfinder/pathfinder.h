/*
 * The Pathfinder's Act II (Fate ARCS-FATE09; cards.csv F901A/B-F904): the
 * Portal's planet, written down in secret by the player to the
 * Pathfinder's right, and the Clue and Portal tokens (ARCS-F901A step 4-5,
 * F902, F903). Kept in the data of Clues to the Portal (F903): the card
 * alone reads them (clues.c), the setup and the Resolution through these
 * helpers.
 */
#ifndef ARCS_CARDS_PATHFINDER_H
#define ARCS_CARDS_PATHFINDER_H

#include "campaign/fates.h"
#include "cards/card_data.h"
#include "cards/hooks.h"

#define CLUE_TOKENS 6       /* F901A step 5: "6 Clue tokens" */
#define CLUE_SUPPLY 0       /* in the supply of the player to the Pathfinder's right */
#define CLUE_SCRAPPED 0xFF  /* scrapped with the Portal found or the Resolution */
/* What a planet's Clue told, once one was placed there (public; kept when
 * the Clue is taken to another planet): 2 bits per system. */
enum { SEEN_NONE = 0, SEEN_X = 1, SEEN_CHECK = 2 };

typedef struct pathfinder_data {
    uint8_t pathfinder;        /* 1 + the Pathfinder's seat; 0 before the setup */
    uint8_t secret;            /* 1 + the planet written down (hidden: the writer only); 0 not yet */
    uint8_t portal;            /* 1 + the system of the Portal token on the map; 0 not placed */
    uint8_t clue[CLUE_TOKENS]; /* CLUE_SUPPLY, 1 + the planet it lies at, or CLUE_SCRAPPED */
    uint8_t seen[6];           /* SEEN_* of system s: bits 2*(s%4) of byte s/4 */
} pathfinder_data;

static inline pathfinder_data *pathfinder_of(game_state *g) {
    return CARD_DATA(g, pathfinder_data, card_data_place(CARD_F903));
}
static inline const pathfinder_data *pathfinder_of_ro(const game_state *g) {
    return CARD_DATA(g, pathfinder_data, card_data_place(CARD_F903));
}
/* "The player to your right" (seats run clockwise: the left is p + 1). */
static inline int pathfinder_right_of(const game_state *g, int p) { return (p + g->num_players - 1) % g->num_players; }
/* The player who wrote the Portal's planet down, or -1 before the setup. */
static inline int pathfinder_writer(const game_state *g, const pathfinder_data *d) {
    return d->pathfinder ? pathfinder_right_of(g, d->pathfinder - 1) : -1;
}

/* ARCS-F903, "Place the Clue on its 'Check' side if the planet is either in
 * the correct cluster or has the correct ID symbol": a Check at planet s for
 * the Portal at planet portal? (systems are cluster * 4 + ID symbol) */
static inline bool clue_is_check(int s, int portal) { return s / 4 == portal / 4 || s % 4 == portal % 4; }

/* The Portal token is placed at sys: every Clue is scrapped (F903, F904). */
void pathfinder_place_portal(game_state *g, int sys);

#endif
