/*
 * The Survivalist (Fate ARCS-FATE18, a C Fate: Act III only). Its Bunkers
 * are tokens of the token table (g->camp.tokens: card CARD_F1803, owner
 * the Survivalist, `where` the planet's system, or TOKEN_OFF_MAP: placed on
 * Breaking Worlds); those not in the table are in the Survivalist's supply
 * (on Building Bunkers, 9 in all: ARCS-F1801A step 3). The Building
 * Bunkers card keeps the rest (bunkers_data, public): which Bunkers are
 * damaged (bit per system: at most 1 per planet) and the agents scrapped
 * (each player's: the Survivalist's own to build, Captives a Rival
 * scrapped).
 */
#ifndef ARCS_CARDS_FATES_SURVIVALIST_H
#define ARCS_CARDS_FATES_SURVIVALIST_H

#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/card_data.h"

enum { BUNKERS = 9 }; /* "collect the 9 Bunker tokens" (ARCS-F1801A) */

typedef struct bunkers_data {
    uint8_t damaged[3];            /* bit per system: its Bunker is damaged */
    uint8_t scrapped[MAX_PLAYERS]; /* agents of each player scrapped by the Bunkers */
    uint8_t pad;
} bunkers_data;
_Static_assert(sizeof(bunkers_data) == 8, "the Survivalist keeps 8 bytes of card_data_more");
_Static_assert(NUM_SYSTEMS <= 24, "a bit per system in 3 bytes");

#define BUNKERS_OF(g) CARD_DATA(g, bunkers_data, card_data_place(CARD_F1803))

/* The Survivalist (the player whose Fate it is), or -1. */
int survivalist_of(const game_state *g);
/* The Survivalist's Bunker in sys (on the map)? Damaged? */
bool bunker_at(const game_state *g, int sys);
bool bunker_damaged(const game_state *g, int sys);
/* Bunkers on the map; systems (bit per system) with a Bunker. */
int bunkers_on_map(const game_state *g);
uint32_t bunker_systems(const game_state *g);
/* Captives p has (agents of Rivals, and ships a card keeps as Captives). */
int survivalist_captives(const game_state *g, int p);
/* p scraps 1 Captive of owner q's that the Survivalist s has (out of the game). */
void bunkers_scrap_captive(game_state *g, int s, int q, int card);

#endif
