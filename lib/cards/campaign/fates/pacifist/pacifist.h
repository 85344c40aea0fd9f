/*
 * The Pacifist's cards (fates/pacifist/): what they share.
 */
#ifndef ARCS_CARDS_CAMPAIGN_FATES_PACIFIST_H
#define ARCS_CARDS_CAMPAIGN_FATES_PACIFIST_H

#include "cards/hooks.h"

/* The Witness tokens (Pacifist Act II Setup, ARCS-F1401A: "Collect the 4
 * Witness tokens"): g->camp.tokens entries of card CARD_F1402, owner the
 * Pacifist, `where` the system. On the map they lie spyglass side up; a
 * flipped one is a Psionic resource and leaves the token list. */
enum { WITNESS_TOKENS = 4 };
/* Witnesses of p in system s. */
int witnesses_in(const game_state *g, int p, int s);
/* Systems (bit per system) holding a Witness of p. */
uint32_t witness_systems(const game_state *g, int p);
/* Take every Witness token of p off the map; returns how many. */
int witnesses_remove_all(game_state *g, int p);
/* p gains n Psionic (Witnesses' Prelude, Well of Empathy): with Well of
 * Empathy in p's play area each goes onto the card or into p's slots, p's
 * choice (a decision of the Well per Psionic); else into p's slots. */
void pacifist_gain_psionic(game_state *g, int p, int n);
/* Is Empath declared (an ambition marker in its box)? */
bool empath_declared(const game_state *g);
/* Does p have Well of Empathy in their play area? */
bool pacifist_has_well(const game_state *g, int p);
/* p's Trophies (every kind) and Captives (act2.c; the Act II and Act III
 * objectives). */
int pacifist_trophies(const game_state *g, int p);
int pacifist_captives(const game_state *g, int p);
/* p's empty resource slots (the open board slots and a card's slot): where
 * p can hold a gained resource (Itinerant Empaths, Reconcile with the
 * Outraged). */
int pacifist_empty_slots(const game_state *g, int p);

#endif
