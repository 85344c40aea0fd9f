/*
 * The Planet Breaker's cards (fates/planet_breaker/, Fate ARCS-FATE11, a B
 * Fate: Act II): what they share. The 6 Hammer Fragment tokens (Act II
 * Setup, ARCS-F1101A, step 6: "Collect the 6 Hammer Fragment tokens"), the
 * cards tucked under the Hammer Fragments card (step 5) and the Planet
 * Breaker are the data of Hammer Fragments (ARCS-F1103A; card_data.h: 12
 * bytes, public: every token lies face up, and the tucked cards are known).
 */
#ifndef ARCS_CARDS_PLANET_BREAKER_H
#define ARCS_CARDS_PLANET_BREAKER_H

#include "cards/card_data.h"

#define FRAGMENTS 6 /* components: 6 Hammer Fragment (Hammer) tokens */
/* A token's byte: FRAG_BOX (not in the game), FRAG_SUPPLY (the Planet
 * Breaker's, off the map: collected, or a Hammer token once the Planet
 * Hammer is repaired), FRAG_CARD (placed on the Hammer Fragments card by
 * Repair Hammer), FRAG_MAP | s (at the planet of system s). */
enum { FRAG_BOX = 0, FRAG_SUPPLY = 1, FRAG_CARD = 2, FRAG_MAP = 0x80, FRAG_SYS = 0x3F };
/* tucked: the cards under the Hammer Fragments (Breaking Worlds) card, bit
 * (card - CARD_F1104): the Planet Hammer (bit 0) and the 5 Refugees. */
enum { TUCKED_SETUP = 0x3F };
typedef struct hammer_data {
    uint8_t frag[FRAGMENTS];
    uint8_t breaker;  /* 1 + the Planet Breaker (0: none yet) */
    uint8_t tucked;   /* cards tucked under the card (bit card - CARD_F1104) */
    uint8_t repaired; /* the "all 6 Hammer Fragments" text resolved */
    uint8_t pad[3];
} hammer_data;

#define HAMMER_OF(g) CARD_DATA(g, hammer_data, card_data_place(CARD_F1103A))

static inline bool frag_on_map(uint8_t f) { return (f & FRAG_MAP) != 0; }
static inline int frag_system(uint8_t f) { return frag_on_map(f) ? f & FRAG_SYS : -1; }
/* The Planet Breaker, or -1. */
static inline int breaker_of(const game_state *g) { return is_campaign(g) ? (int)HAMMER_OF(g)->breaker - 1 : -1; }
/* Hammer Fragments in a given place (FRAG_CARD, FRAG_SUPPLY, FRAG_MAP | s). */
int fragments_at(const game_state *g, uint8_t where);
/* The systems (bit per system) holding a Hammer Fragment. */
uint32_t fragment_systems(const game_state *g);
/* The "If you have all 6 Hammer Fragments on this card" text (ARCS-F1103A)
 * for p, once: the Planet Hammer untucked and taken, the card flipped to
 * Breaking Worlds (the Refugees stay tucked). */
void hammer_repaired(game_state *g, int p, int card);

#endif
