/*
 * The Magnate's Monopolies (ARCS-F313..F317; Act II): which card holds
 * which resource supply, who has it, and what a player has of a type
 * (lib/cards/campaign/fates/magnate/monopolies.c). Shared by the
 * Monopolies, Gain Monopolies (F318), Monopoly Consent (F319), the Act II
 * Objective (F312B) and the Resolutions (F303, F321).
 */
#ifndef ARCS_CARDS_MAGNATE_MONOPOLIES_H
#define ARCS_CARDS_MAGNATE_MONOPOLIES_H

#include "cards/hooks.h"

/* The Monopoly card of resource type r (CARD_F313..F317). */
int monopoly_card(int r);
/* The resource type of a Monopoly card, or -1 for another card. */
int monopoly_type(int card);
/* The player who has the Monopoly of type r (in their play area), or -1. */
int monopoly_holder(const game_state *g, int r);
/* Is the Monopoly of type r in the general supply (placed by the Magnate's
 * Act II Setup: Gain Monopolies in the rules booklet; nobody has it; not
 * scrapped)? */
bool monopoly_in_supply(const game_state *g, int r);
/* Monopoly cards in p's play area. */
int monopolies_of(const game_state *g, int p);
/* Resources of type r player p has (Gain Monopolies: slots, cards holding
 * resources or a supply, the Imperial Trust of the First Regent), and of
 * type r in play (the supply and everyone's; not the 2-player ambition
 * boxes', nor scrapped ones). */
int monopoly_has(const game_state *g, int p, int r);
int monopoly_in_play(const game_state *g, int r);
/* Corner the Market (magnate2.c): p took a Monopoly from the supply;
 * the Magnate's Act II Objective advances if it is p's. */
void magnate_monopoly_from_supply(game_state *g, int p);
/* The Resolutions' step 3 (resolution1.c): Mining Interest (CC01) and
 * Shipping Interest (CC04) from the Court discard pile to the Court deck. */
void magnate_interests_to_court_deck(game_state *g);

/* ---- Act III (magnate3.c, economy.c) ---- */
/* The player whose Fate is the Magnate, or -1. */
int magnate_player(const game_state *g);
/* Is card in the rules booklet? */
bool magnate_booklet_has(const game_state *g, int card);

#endif
