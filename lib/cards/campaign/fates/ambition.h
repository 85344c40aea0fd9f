/*
 * Winning an ambition, for the Fates' cards that ask it (lib/cards/campaign/
 * fates/): defined in fates/caretaker/caretaker.c, used by the Caretaker's
 * and the Believer's cards.
 */
#ifndef ARCS_CARDS_CAMPAIGN_FATES_AMBITION_H
#define ARCS_CARDS_CAMPAIGN_FATES_AMBITION_H

#include "cards/hooks.h"

/* Is p "winning" ambition a right now: more of it than every Rival, at
 * least 1 (the untied first place it would score; Campaign rulebook,
 * "Winning Ambitions")? */
bool ambition_winning(const game_state *g, int p, int a);
/* Is p winning an ambition that has a marker on it (a declared one)? */
bool winning_declared_ambition(const game_state *g, int p);

#endif
