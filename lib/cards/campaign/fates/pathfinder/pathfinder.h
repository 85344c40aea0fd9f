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

/* ---- Act III (F905-F911) ---- */

/* The Portal token's system, or -1 when it is not on the map. */
static inline int pathfinder_portal(const game_state *g) {
    int v = pathfinder_of_ro(g)->portal;
    return v ? v - 1 : -1;
}

#define PILGRIM_TOKENS 6 /* F907A step 4: "Collect the 6 Pilgrim tokens" */
enum { SEEK_CARDS = 3 }; /* Seek the Portal F909-F911 */

/* Pilgrims' data (the Pilgrims card's place; public): the Seek the Portal
 * cards tucked under Pilgrims (bit card - CARD_F909), those placed on top
 * of the Court deck and known there (2-bit entries 1 + card - CARD_F909,
 * the lowest the topmost), and each player's and the Empire's ships
 * scrapped by Seek the Portal (out of the game). */
typedef struct pilgrims_data {
    uint8_t tucked;
    uint8_t top;
    uint8_t scrapped[MAX_PLAYERS];
    uint8_t imperial; /* Imperial ships scrapped by Seek the Portal */
    uint8_t pad;
} pilgrims_data;

#define PILGRIMS_OF(g) CARD_DATA(g, pilgrims_data, card_data_place(CARD_F908))

/* The player with the Pilgrims card in their play area, or -1. */
int pilgrims_holder(const game_state *g);
/* Pilgrim tokens of the holder in `where` (a system, or TOKEN_OFF_MAP: on
 * the objective card). */
int pilgrims_at(const game_state *g, int where);
/* A Seek the Portal card (out of play: the box or tucked) is placed face
 * up on top of the Court deck, known there. */
void seek_place_on_top(game_state *g, int card);
/* The deck was shuffled (a Seek the Portal or Call to Pilgrimage shuffled
 * into it): nothing is known on top any more. */
void seek_top_forgotten(game_state *g);
/* Shuffle a secured Vox card (in the Court discard pile) into the deck. */
void pathfinder_shuffle_back(game_state *g, int card);
/* The FR_CARD_AUTO step of Seek the Portal and Call to Pilgrimage: step
 * `shuffle`, the secured card back into the deck; else (c = players done,
 * in turn order from the initiative) the next player who `owes` decides
 * (FR_CARD step `decide`), the frame popped after the last. */
void pathfinder_vox_step(game_state *g, int shuffle, int decide, bool (*owes)(const game_state *g, int q));

#endif
