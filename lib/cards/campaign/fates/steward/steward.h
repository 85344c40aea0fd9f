/*
 * The Steward's Act III, shared by its files: the Sponsored token
 * (Imperial Sponsor, ARCS-F123) and the Govern with Authority cards
 * (ARCS-F124-F126).
 */
#ifndef ARCS_CARDS_STEWARD_H
#define ARCS_CARDS_STEWARD_H

#include "campaign/fates.h"
#include "cards/hooks.h"

/* Where the Sponsored token lies: on the First Regent tile, or on
 * ambition box a (1 + a). Kept in the Steward's Fate data byte 0 (the
 * player whose Fate is the Steward; camp.fate_data). */
enum { SPONSORED_ON_TILE = 0, FD_SPONSORED = 0 };
int steward_player(const game_state *g);
int sponsored_at(const game_state *g);
void sponsored_set(game_state *g, int where);

/* The Govern with Authority card of Policy `policy` (0 War, 1 Peace, 2
 * Escalation). */
static inline int govern_authority_card(int policy) {
    return policy == 0 ? CARD_F124 : policy == 1 ? CARD_F126 : CARD_F125;
}

#endif
