/*
 * The Partisan's cards (fates/partisan/): what they share.
 */
#ifndef ARCS_CARDS_CAMPAIGN_FATES_PARTISAN_H
#define ARCS_CARDS_CAMPAIGN_FATES_PARTISAN_H

#include "cards/hooks.h"

/* "Clear all your Outrage" (Partisan Seizing, ARCS-F603; the Partisan's Act
 * I Resolution, ARCS-F604): every Outrage of p cleared, the agents covering
 * the slots back to p's supply. */
void partisan_clear_outrage(game_state *g, int p);
/* Clear p's Outrage of type r, if any (People's Hero, ARCS-F617). */
void partisan_clear_one_outrage(game_state *g, int p, int r);
/* "Burnish Your Image" (Partisan Act II Objective, ARCS-F615B): p returned
 * Outrage using People's Hero; advance 1 per Guild card p has, if that
 * objective is in p's play area (act2.c). */
void partisan_burnish(game_state *g, int p);

#endif
