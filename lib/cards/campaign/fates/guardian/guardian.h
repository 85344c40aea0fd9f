/*
 * The Guardian's Act III (Fate ARCS-FATE20): what its cards share.
 */
#ifndef ARCS_CARDS_CAMPAIGN_FATES_GUARDIAN_H
#define ARCS_CARDS_CAMPAIGN_FATES_GUARDIAN_H

#include "cards/hooks.h"

/* The Edenguard box (lib/core/names.c ambition_names: box 5). */
enum { AMBITION_EDENGUARD = 5 };
/* Material and Fuel planets p controls, the First Regent controlling the
 * Empire-controlled systems (The Empire, "Control & Command":
 * privilege_controls): Edenguard Ambition's count (ARCS-F2004) and the
 * Guardian's "Guard the Reach's Splendor" (ARCS-F2001B). */
int guardian_planets_controlled(const game_state *g, int p);
/* Material and Fuel in p's Captives (on Green Vault, ARCS-F2002, in p's
 * play area). */
int green_vault_captives(const game_state *g, int p);

#endif
