/* The campaign arc in tests (tests/test_act_setup.c, test_campaign_arc_slow.c):
 * games played to an Act's end and carried to the next Act. */
#ifndef ARCS_TESTS_ARC_FIXTURE_H
#define ARCS_TESTS_ARC_FIXTURE_H

#include "support.h"

/* A campaign game of `players` (chance: arcs_chance_mode; first player 0,
 * 1 deal per Summit, config.last_act = last_act). */
arcs_game *t_arc_new(int players, uint64_t seed, int chance, int last_act);
/* Random moves (xorshift state *rng) until the game is over or the next
 * Act's setup has begun (once the Intermission runs between the Acts);
 * invariants after every move when `check`. */
void t_arc_play_act(arcs_game *game, uint64_t *rng, bool check);
/* What the Intermission does to the Court before the next Act's setup deals
 * it (Intermission B: the row's cards back into the Court deck, the
 * Imperial Council stays; agents back to their players). A card with an
 * attached card stays (its attached card too). */
void t_arc_clear_court(game_state *g);
/* Until the Intermission is wired in, an Act's end is the game's end: then
 * t_arc_clear_court, campaign_next_act and the automatic frames (up to the
 * Act setup's first decision). Nothing when the game is not over or
 * stopped at an Act boundary (the Intermission carried it on itself). */
void t_arc_next_act(arcs_game *game);
/* Save the state and load it back: the same bytes (what: names the game in
 * a failure). */
void t_arc_round_trip(arcs_game *game, const char *what);
/* Random moves until the Act setup is done (its resource rearrangements,
 * chance draws); invariants after each. */
void t_arc_finish_setup(arcs_game *game, uint64_t *rng);

#endif
