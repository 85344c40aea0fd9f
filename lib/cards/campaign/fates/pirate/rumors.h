/*
 * The Pirate's Rumor tokens (ARCS-F1208A step 2, F1209/F1210, F1211,
 * F1212): kept in the data of Rumors of the Haven (F1211, rumors.c); the
 * Act III cards reach them through these helpers.
 *
 * Four tokens, 2 True ("Cluster Correct", "Symbol Correct") and 2 False,
 * each face down on a different planet. Token i is tok[i]: bit 7 placed,
 * bits 5-6 its kind (RUMOR_*), bits 0-4 its planet. Per token a nibble of
 * agents[i / 2] (bit q: player q has a Loyal agent on it) and of
 * known[i / 2] (bit q, q a Rival of the Pirate: q peeked at it; the
 * Pirate's own bit: the token is face up, known to all; the Pirate knows
 * every token). The kinds are hidden: the data's encode writes a token's
 * kind only for a viewer who knows it, determinize re-deals the kinds a
 * viewer does not know among the tokens that viewer does not know.
 */
#ifndef ARCS_CARDS_PIRATE_RUMORS_H
#define ARCS_CARDS_PIRATE_RUMORS_H

#include "campaign/fates.h"
#include "cards/card_data.h"
#include "cards/hooks.h"

#define RUMORS 4
enum { RUMOR_FALSE = 0, RUMOR_CLUSTER = 1, RUMOR_SYMBOL = 2, RUMOR_UNKNOWN = 3 /* on the wire only */ };
enum { RUMOR_PLACED = 0x80, RUMOR_KIND_SHIFT = 5, RUMOR_SYS_MASK = 0x1F };

typedef struct rumor_data {
    uint8_t tok[RUMORS];
    uint8_t agents[RUMORS / 2];
    uint8_t known[RUMORS / 2];
} rumor_data;

#define RUMOR_DATA(g) CARD_DATA(g, rumor_data, card_data_place(CARD_F1211))

static inline bool rumor_placed(const rumor_data *d, int i) { return d->tok[i] & RUMOR_PLACED; }
static inline int rumor_sys(const rumor_data *d, int i) { return d->tok[i] & RUMOR_SYS_MASK; }
static inline int rumor_kind(const rumor_data *d, int i) { return (d->tok[i] >> RUMOR_KIND_SHIFT) & 3; }
static inline unsigned rumor_nibble(const uint8_t *a, int i) { return (a[i / 2] >> (4 * (i % 2))) & 0xFu; }
static inline void rumor_nibble_set(uint8_t *a, int i, unsigned bits) {
    a[i / 2] = (uint8_t)(a[i / 2] | (bits & 0xFu) << (4 * (i % 2)));
}
static inline void rumor_nibble_clear(uint8_t *a, int i, unsigned bits) {
    a[i / 2] = (uint8_t)(a[i / 2] & ~((bits & 0xFu) << (4 * (i % 2))));
}

/* The player whose Fate is the Pirate (CARD_FATE12), or -1. */
int rumor_pirate(const game_state *g);
/* Is Rumor i face up (known to all)? Does viewer know its kind? */
bool rumor_face_up(const game_state *g, int i);
bool rumor_known_by(const game_state *g, int i, int viewer);
/* The Rumor token on planet sys, or -1. */
int rumor_at(const game_state *g, int sys);
/* The Pirate Haven's planet (the cluster of "Cluster Correct", the ID
 * symbol of "Symbol Correct"), or -1 while they are not both placed. */
int rumor_haven(const game_state *g);
/* Has p a Loyal agent on a True Rumor (faq.csv Pirate Act III Objective:
 * a Loyal piece in the Pirate Haven's system)? */
bool rumor_true_agent(const game_state *g, int p);
/* p places a Loyal agent from their supply on Rumor i and peeks at it. */
void rumor_place_agent(game_state *g, int p, int i, int card);
/* Flip Rumor i face up, its agents returned (logged); false if it was face
 * up already. */
bool rumor_flip(game_state *g, int i, int card);
/* Rumor tokens (bit per token) p may place an agent on: those in a system
 * where p has a Loyal piece (loyal_needed), without a Loyal agent of p. */
unsigned rumor_agent_targets(const game_state *g, int p, bool loyal_needed);

#endif
