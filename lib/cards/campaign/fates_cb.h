/*
 * Shared by the Caretaker's and the Believer's cards (lib/cards/campaign):
 * Golems (caretaker.c) and the Faithful cards (believer.c).
 */
#ifndef ARCS_CARDS_CAMPAIGN_FATES_CB_H
#define ARCS_CARDS_CAMPAIGN_FATES_CB_H

#include "cards/hooks.h"

/* Is p "winning" ambition a right now: more of it than every Rival, at
 * least 1 (the untied first place it would score; Campaign rulebook,
 * "Winning Ambitions")? */
bool ambition_winning(const game_state *g, int p, int a);
/* Is p winning an ambition that has a marker on it (a declared one)? */
bool winning_declared_ambition(const game_state *g, int p);

/* The action card on top of the Faithful stack, or -1 when it is empty. */
int faithful_stack_top(const game_state *g);

/* ---- Golems (caretaker.c) ---- */
/* The c of the chance moves that draw a Golem for a gate at the Caretaker's
 * setup (a = its identity, GOLEM_*; move text "golem <name>"): the number
 * the draw had as a chance kind of its own, kept so that moves, replays and
 * saved states read alike (a saved frame of that kind is the Caretaker's
 * CH_CARD draw: chance_was_kind). */
enum { CHANCE_GOLEM_DRAW = 11 };
/* The player holding Golem Hearth (ARCS-F503), or -1. */
int golem_hearth_holder(const game_state *g);
/* Does p have Golem k (on Golem Hearth they hold, or in their slots)? */
bool golem_had_by(const game_state *g, int k, int p);
/* Golems p has. */
int golems_had(const game_state *g, int p);
/* Golem k leaves the slot or card it is on: flipped Sleeping, it goes to a
 * Rival's empty resource slot, p's choice (ARCS-F505), or stays with p
 * when none has one (faq.csv Golems, Golem Hearth). */
void golem_released(game_state *g, int p, int k);

#endif
