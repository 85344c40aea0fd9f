/*
 * "You can only tax Loyal cities on <type> planets if you control them":
 * the Tax restriction of the Redeemer's Ire of the Keepers (ARCS-F1902,
 * Relic planets), written for any planet types (the Guardian's Ire of the
 * Tycoons, ARCS-F2003, says the same of Material and Fuel planets).
 */
#ifndef ARCS_CARDS_TAX_CONTROL_H
#define ARCS_CARDS_TAX_CONTROL_H

#include "cards/hooks.h"

/* May p not tax the city in place i of sys because it is p's Loyal city on
 * a planet of one of `planet_types` (bit per resource type) in a system p
 * does not control? (A card's holder_forbids_tax.) */
bool loyal_tax_needs_control(const game_state *g, int p, int sys, int i, unsigned planet_types);

#endif
