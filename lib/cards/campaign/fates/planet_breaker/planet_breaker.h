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
 * Repair Hammer), FRAG_MAP | s (at the planet of system s), FRAG_MAP |
 * FRAG_BROKEN | s (a Hammer token flipped to its Broken World side by
 * Breaking Worlds, ARCS-F1103B). */
enum { FRAG_BOX = 0, FRAG_SUPPLY = 1, FRAG_CARD = 2, FRAG_MAP = 0x80, FRAG_BROKEN = 0x40, FRAG_SYS = 0x1F };
_Static_assert(NUM_SYSTEMS <= FRAG_SYS + 1, "a token's system fits FRAG_SYS");
/* tucked: the cards under the Hammer Fragments (Breaking Worlds) card, bit
 * (card - CARD_F1104): the Planet Hammer (bit 0) and the 5 Refugees. */
enum { TUCKED_SETUP = 0x3F };
/* on_card[p]: p's buildings placed on Breaking Worlds (ARCS-F1103B, step
 * 3): cities in the low nibble, starports in the high one; free_on_card
 * the same for the Free States' (no count of theirs to keep: recorded).
 * top: the Refugees placed face up on top of the Court deck (step 2) and
 * still there, a stack of 3-bit entries (1 + refugee index, the lowest
 * the topmost). */
enum { ON_CARD_PORT_SHIFT = 4, TOP_BITS = 3, TOP_MASK = 7 };
typedef struct hammer_data {
    uint8_t frag[FRAGMENTS];
    uint8_t breaker;  /* 1 + the Planet Breaker (0: none yet) */
    uint8_t tucked;   /* cards tucked under the card (bit card - CARD_F1104) */
    uint8_t repaired; /* the "all 6 Hammer Fragments" text resolved */
    uint8_t free_on_card;
    uint8_t on_card[MAX_PLAYERS];
    uint8_t top[2];   /* little-endian 16 bits */
} hammer_data;

#define HAMMER_OF(g) CARD_DATA(g, hammer_data, card_data_place(CARD_F1103A))

static inline bool frag_on_map(uint8_t f) { return (f & FRAG_MAP) != 0; }
static inline int frag_system(uint8_t f) { return frag_on_map(f) ? f & FRAG_SYS : -1; }
static inline bool frag_broken(uint8_t f) { return (f & (FRAG_MAP | FRAG_BROKEN)) == (FRAG_MAP | FRAG_BROKEN); }
/* Is card in p's play area (the Planet Hammer, Breaking Worlds)? */
static inline bool in_play_area_of(const game_state *g, int p, int card) {
    for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++)
        if (g->ll.play_area[p][i] == card) return true;
    return false;
}
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
/* The Hammer token on the map not yet flipped (its index in frag), or -1
 * (planet_hammer.c). */
int hammer_on_map(const game_state *g);
/* Is the planet of sys a Broken World (a flipped Hammer token there)? */
bool broken_world(const game_state *g, int sys);
/* Breaking Worlds (ARCS-F1103B), resolved by p's Break World at the
 * planet of the Hammer token on the map (breaking_worlds.c). */
void breaking_worlds_resolve(game_state *g, int p);
/* Breaking Worlds resolved by Planet-Eater Loose's Crisis (ARCS-F1111): a
 * Broken World token from the supply on the planet of sys, its buildings
 * harmed by nobody, then steps 1-4 (the Outrage in turn order from the
 * initiative). False (and nothing done) when sys is a Broken World already
 * or no Hammer token is in the supply. */
bool breaking_worlds_crisis(game_state *g, int sys);
/* The Refugee card of resource type r (ARCS-F1105..F1109) and the type of
 * a Refugee card (-1 for another card). */
int refugee_card(int r);
int refugee_type(int card);
/* "Scrap this if you have the Planet Hammer": p has just got Refugee card
 * `card` (or is securing it); scrapped once it is theirs (refugees.c). */
void refugee_to_scrap(game_state *g, int p, int card);
/* Refugee `card` tucked under Breaking Worlds again: off the top stack
 * (breaking_worlds.c). */
void breaking_worlds_refugee_tucked(game_state *g, int card);
/* The Breaking Worlds part of the Hammer Fragments data (card_data_def):
 * the buildings and Refugees kept, their invariants, the Refugees on top
 * of the Court deck kept there by determinize. */
bool breaking_worlds_data_ok(const game_state *g, char *why, size_t cap);
void breaking_worlds_determinize(game_state *g, int viewer);
void breaking_worlds_court_shuffled(game_state *g);
int breaking_worlds_buildings_out(const game_state *g, int p, bool starport);
/* The buildings on Breaking Worlds: every player's and the Free States'
 * cities and starports (ARCS-F1112B). */
int breaking_worlds_buildings(const game_state *g);

#endif
