/* The Blight Speaker (ARCS-FATE13): what its cards ask of each other. */
#ifndef ARCS_CARDS_FATES_BLIGHT_SPEAKER_H
#define ARCS_CARDS_FATES_BLIGHT_SPEAKER_H

#include "core/engine.h"

/* p placed Blight on the map with Spore Ships: "Spread the Spores of New
 * Life" advances 1 if the Act II Objective (F1301B) is in p's play area. */
void blight_speaker_spread(game_state *g, int p);
/* The pieces on Blight Hunger (ARCS-F1313; blight_hunger.c): for the Act
 * III Objective's second grand ambition (ARCS-F1312B). */
int blight_hunger_pieces(const game_state *g);

#endif
