/*
 * The Warden's Seats (ARCS-F1601A "Collect the 6 Seat tokens. (They are
 * labeled 1st through 6th.)"; ARCS-F1609 Seats & Fiefs; cards.csv). Seat k
 * (0..5) is the Seat of Cluster k + 1: placed above a city of that cluster
 * by Claim Fief (ARCS-F1602), its player the Lord of the cluster (the Fief)
 * with the Lord title card ARCS-F1603 + k. Where each Seat is and whose
 * city it is above are the data of Seats & Fiefs (card_data.h: 12 bytes,
 * public). Only the Warden's cards read them.
 */
#ifndef ARCS_CARDS_WARDEN_SEATS_H
#define ARCS_CARDS_WARDEN_SEATS_H

#include "cards/card_data.h"

#define SEATS NUM_CLUSTERS
/* A Seat's byte: SEAT_BOX (not in the game), SEAT_SUPPLY (collected, off
 * the map), SEAT_SCRAPPED (ARCS-F1611), SEAT_MAP | s (above a city of
 * system s; `above` holds its building place and Lord). */
enum { SEAT_BOX = 0, SEAT_SUPPLY = 1, SEAT_SCRAPPED = 2, SEAT_MAP = 0x80, SEAT_SYS = 0x3F };
typedef struct seats_data {
    uint8_t seat[SEATS];
    uint8_t above[SEATS]; /* on the map: the building place | the Lord << 4 */
} seats_data;

#define SEATS_OF(g) CARD_DATA(g, seats_data, card_data_place(CARD_F1609))

/* The system of Seat k on the map, or -1. */
static inline int seat_system(const game_state *g, int k) {
    uint8_t b = SEATS_OF(g)->seat[k];
    return (b & SEAT_MAP) ? b & SEAT_SYS : -1;
}
static inline int seat_place(const game_state *g, int k) { return SEATS_OF(g)->above[k] & 0x0F; }
/* The Lord of Cluster k (the player of the city below its Seat), or -1. */
int seat_lord(const game_state *g, int k);
/* "Return its Seat and matching Lord title card" (ARCS-F1609): every Seat
 * whose city is gone (destroyed, or no longer its Lord's) goes back to the
 * supply, the Lord card out of its Lord's play area. */
void seats_return_fallen(game_state *g);
/* Is q a Vassal in Cluster k: a Rival of its Lord with a Loyal city or a
 * Flagship there (Seats & Fiefs)? */
bool fief_vassal(const game_state *g, int q, int k);
/* Place Seat k above p's city at place i of system s; p takes the Lord
 * card. */
void seat_place_at(game_state *g, int p, int s, int i, int card);
/* The city below Seat k becomes p's (Feast Day, ARCS-F1613): the Seat
 * stays, p its Lord with the Lord card. */
void seat_change_lord(game_state *g, int k, int p);

/* The Court tokens of Feudal Courts (ARCS-F1618, feudal_courts.c; 6
 * bytes, public): token k (the Fief of Cluster k + 1) lies in the supply
 * (0) or on the card in Court row place pos (1 + pos). */
typedef struct court_tokens_data {
    uint8_t on[SEATS];
} court_tokens_data;
#define COURT_TOKENS_OF(g) CARD_DATA(g, court_tokens_data, card_data_place(CARD_F1618))
/* The Fief whose Court token lies on Court place pos, or -1. */
int court_token_fief(const game_state *g, int pos);
/* Is p a Lord or a Vassal in Cluster k? */
static inline bool fief_member(const game_state *g, int p, int k) { return seat_lord(g, k) == p || fief_vassal(g, p, k); }

#endif
