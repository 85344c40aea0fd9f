/*
 * The Redeemer's cards (fates/redeemer/, Fate ARCS-FATE19, a C Fate: Act
 * III): what they share.
 */
#ifndef ARCS_CARDS_REDEEMER_H
#define ARCS_CARDS_REDEEMER_H

#include "cards/hooks.h"

/* The player whose Fate is the Redeemer, or -1. */
int the_redeemer(const game_state *g);
/* Is the Keeper ambition declared (a marker in its box)? */
bool keeper_declared(const game_state *g);

#endif
