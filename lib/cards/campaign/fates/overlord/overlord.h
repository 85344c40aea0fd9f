/*
 * The Overlord's cards (fates/overlord/, Fate ARCS-FATE17, a C Fate: Act
 * III): what they share.
 */
#ifndef ARCS_CARDS_OVERLORD_H
#define ARCS_CARDS_OVERLORD_H

#include "cards/hooks.h"

/* Planets in play of resource type r (bit per system). */
uint32_t overlord_planets_of_type(const game_state *g, int r);
/* Resource types (bit per type) p has: slots, resources on p's cards, a
 * supply p's card holds (ARCS-F1701B, Rule by Fear Alone). */
unsigned overlord_types_had(const game_state *g, int p);
/* Planet types (bit per type) p controls for objectives (the First
 * Regent's Privilege counted; ARCS-F1701B, Control by Fear Alone). */
unsigned overlord_types_controlled(const game_state *g, int p);
/* The player whose Fate is the Overlord, or -1. */
int the_overlord(const game_state *g);

#endif
