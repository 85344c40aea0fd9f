/*
 * The Conspirator's Conspiracy tokens (Fate ARCS-FATE23, a C Fate: Act III;
 * ARCS-F2301A step 3, F2303-F2305): "2 Conspiracy Tokens for each player
 * color" (8, even with fewer players), kept in the data of Conspiracies
 * (F2303, conspiracies.c); the other cards reach them through these helpers.
 *
 * Token i (0..7, a public handle, not a colour): its colour (2 bits of
 * colour[], the seat colour 0..3) and where it lies (a nibble of where[]:
 * 0 the Conspirator's supply, 1 + the ambition box it lies face down in).
 * The colours are hidden from the Rivals: the data's encode withholds them
 * for every viewer but the Conspirator (and a save). Placing a token takes
 * the lowest token in the supply and gives it the colour chosen (swapping
 * colours inside the supply, a bag), so which handle is placed says nothing.
 *
 * What every player knows of the colours (public, the same for all Rivals):
 * per token the colours it cannot show (4 bits, a nibble of the
 * Conspirator's campaign fate_data bytes CONSP_FD_EXCL..+3): a Rival's wrong
 * guess (faq.csv Foiling Conspiracies: it stays face down), a token revealed
 * and returned (all but its colour), both tokens of a colour known
 * elsewhere. determinize re-deals the colours among all 8 tokens keeping
 * these exclusions and 2 tokens per colour.
 */
#ifndef ARCS_CARDS_CONSPIRATOR_H
#define ARCS_CARDS_CONSPIRATOR_H

#include "campaign/fates.h"
#include "cards/card_data.h"
#include "cards/hooks.h"

#define CONSPIRACIES 8
#define CONSP_COLOURS 4
enum { CONSP_FD_EXCL = 4 }; /* the Conspirator's fate_data bytes 4..7 */

typedef struct conspiracy_data {
    uint8_t colour[2]; /* 2 bits per token, token i at bits 2*(i%4) of colour[i/4] */
    uint8_t where[4];  /* a nibble per token: 0 supply, 1 + ambition box */
} conspiracy_data;

#define CONSPIRACY_DATA(g) CARD_DATA(g, conspiracy_data, card_data_place(CARD_F2303))

static inline int consp_colour(const conspiracy_data *d, int i) { return (d->colour[i / 4] >> (2 * (i % 4))) & 3; }
static inline void consp_set_colour(conspiracy_data *d, int i, int c) {
    d->colour[i / 4] = (uint8_t)((d->colour[i / 4] & ~(3u << (2 * (i % 4)))) | (unsigned)c << (2 * (i % 4)));
}
static inline int consp_where(const conspiracy_data *d, int i) { return (d->where[i / 2] >> (4 * (i % 2))) & 0xF; }
static inline void consp_set_where(conspiracy_data *d, int i, int w) {
    d->where[i / 2] = (uint8_t)((d->where[i / 2] & ~(0xFu << (4 * (i % 2)))) | (unsigned)w << (4 * (i % 2)));
}

/* The player whose Fate is the Conspirator (CARD_FATE23) with the tokens
 * collected (Setup step 3), or -1. */
int conspirator(const game_state *g);
/* The colours token i publicly cannot show (bit per colour). */
unsigned consp_excluded(const game_state *g, int i);
/* Tokens in the Conspirator's supply; of colour c (c < 0: any). */
int consp_supply(const game_state *g, int c);
/* Ambition boxes (bit per box) holding no ambition marker. */
unsigned consp_boxes_unmarked(const game_state *g);
/* Face-down tokens (bit per token) on ambition boxes. */
unsigned consp_face_down(const game_state *g);
/* Collect the 8 tokens into p's supply (Setup step 3). */
void consp_collect(game_state *g);
/* The Conspirator places a token of colour c from their supply face down
 * in ambition box `box` (the log names the box, never the colour). */
void consp_place(game_state *g, int c, int box, int card);
/* Token i, its colour shown to all, returns to the Conspirator's supply. */
void consp_return(game_state *g, int i);
/* A Rival guessed colour c wrong for token i: everyone knows it now. */
void consp_exclude(game_state *g, int i, int c);
/* Move the Conspirator's marker by adv - inc in one movement (Scoring
 * Conspiracies: "Combine all of these steps into a single movement"). */
void consp_move_marker(game_state *g, int p, int adv, int inc, int card);
/* After the chapter's ambitions are scored (Scoring Conspiracies, F2304,
 * scoring_conspiracies.c): reveal, move the marker of p (the Conspirator;
 * card: their objective), return the revealed ones. */
void conspiracies_score(game_state *g, int p, int card);

#endif
