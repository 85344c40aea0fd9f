/* The campaign arc in tests (tests/test_act_setup.c, test_campaign_arc_slow.c):
 * games played through an Act, its Intermission and into the next Act. */
#ifndef ARCS_TESTS_ARC_FIXTURE_H
#define ARCS_TESTS_ARC_FIXTURE_H

#include "support.h"

/* A campaign game of `players` (chance: arcs_chance_mode; first player 0,
 * 1 deal per Summit, config.last_act = last_act). */
arcs_game *t_arc_new(int players, uint64_t seed, int chance, int last_act);
/* Random moves (xorshift state *rng) until the game is over or the next
 * Act's setup has begun (the Intermission ends by calling
 * campaign_next_act); invariants after every move when `check`. The
 * Intermission's Fate choices (step F) are moves too: each player keeps one
 * of their two Fates that plays the next Act (at random when both do; at
 * random among both when neither does). Returns the moves applied. */
int t_arc_play_act(arcs_game *game, uint64_t *rng, bool check);
/* Random moves until the Intermission is at step `step` or past it (at a
 * decision: INTERMISSION_RESOLVE: the first one after the Act's end;
 * INTERMISSION_DRAW: the first chance draw, explicit chance only;
 * INTERMISSION_CHOOSE: the first Fate choice); invariants after every
 * move. Returns the moves applied. */
int t_arc_to_intermission_step(arcs_game *game, uint64_t *rng, int step);
/* The Intermission's Fate choices as t_arc_play_act makes them, until the
 * Intermission is over (the next Act's setup has begun or the game ended
 * at the boundary). */
void t_arc_choose_fates(arcs_game *game, uint64_t *rng);
/* Save the state and load it back: the same bytes (what: names the game in
 * a failure). */
void t_arc_round_trip(arcs_game *game, const char *what);
/* Random moves until the Act setup is done (its resource rearrangements,
 * chance draws); invariants after each. */
void t_arc_finish_setup(arcs_game *game, uint64_t *rng);

#endif
