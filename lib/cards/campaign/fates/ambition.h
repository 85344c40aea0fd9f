/*
 * Winning an ambition, for the Fates' cards that ask it (lib/cards/campaign/
 * fates/): ambition_winning and winning_declared_ambition defined in
 * fates/caretaker/caretaker.c (the Caretaker's and the Believer's cards),
 * rival_wins_declared in fates/ambition.c (the grand ambitions).
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
/* Does a Rival of p win ambition a at this chapter's end: a declared one
 * (a marker on it) in which a Rival takes first place (Base rulebook,
 * "Step 1: Score Ambitions": tied for first, nobody does)? "No Rival wins
 * the <ambition> ambition" of the Act III objectives. */
bool rival_wins_declared(const game_state *g, int p, int a);
/* "If you win <ambition> or it's not declared" (the C Fates' final
 * objectives, at a chapter's end): no marker on a, or p takes the untied
 * first place in it. */
bool wins_or_undeclared(const game_state *g, int p, int a);

#endif
