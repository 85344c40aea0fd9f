/*
 * The Pirate's cards (fates/pirate/): what they share.
 */
#ifndef ARCS_CARDS_CAMPAIGN_FATES_PIRATE_H
#define ARCS_CARDS_CAMPAIGN_FATES_PIRATE_H

#include "cards/hooks.h"

/* Resources on the Pirate Hoard (ARCS-F1202; fates.h card_res_*) of type
 * r (r < 0: every type). */
int hoard_count(const game_state *g, int r);
/* Return every resource on the Pirate Hoard to the supply; how many. */
int hoard_return_all(game_state *g);

#endif
