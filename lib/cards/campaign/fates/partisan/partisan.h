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

#endif
