/*
 * The Naturalist's Act III (Fate ARCS-FATE21): what its cards share.
 */
#ifndef ARCS_CARDS_CAMPAIGN_FATES_NATURALIST_H
#define ARCS_CARDS_CAMPAIGN_FATES_NATURALIST_H

#include "cards/hooks.h"

/* The Blightkin box (lib/core/names.c ambition_names: box 6). */
enum { AMBITION_BLIGHTKIN = 6 };
/* Systems with fresh Blight that p controls, the First Regent controlling
 * the Empire-controlled systems (privilege_controls): Blightkin Ambition's
 * count (ARCS-F2104) and "Live in the Garden" (ARCS-F2101B). */
int naturalist_blight_systems(const game_state *g, int p);

#endif
