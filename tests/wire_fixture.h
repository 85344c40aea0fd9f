/* Synthetic game states for the wire tests, the fuzz corpus and the
 * replay-process test: valid by every check the loader makes (pieces,
 * resources and cards conserved), with pieces, cards and a decision stack
 * spread around so that every field of the state carries data.
 *
 * The engine's rule files cannot yet produce decisions for every frame, so
 * these states are finished games (game_over = 1) with the stack left as
 * it stood; tests that need a live game use arcs_game_new. */
#ifndef ARCS_TEST_WIRE_FIXTURE_H
#define ARCS_TEST_WIRE_FIXTURE_H

#include <stdint.h>

#include "core/game.h"

/* Fill *g with a valid finished game of np players (2..4). */
void wf_synthetic_state(game_state *g, int np, uint64_t seed);
/* A handle (malloc) holding state s with an empty history. */
arcs_game *wf_handle(const game_state *s);
/* A new game from arcs_game_new, or NULL when the engine cannot build one. */
arcs_game *wf_try_new_game(int np, uint64_t seed);
/* The same in explicit-chance mode (a named setup card and first player
 * chosen from the seed). */
arcs_game *wf_try_new_explicit_game(int np, uint64_t seed);
/* A game in `mode` (2 deals per Summit, so that random play ends every
 * Summit); explicit chance gives the initiative to player 0 and, outside
 * the campaign, names the setup card. NULL if it cannot be created. */
arcs_game *wf_new_game_in(int np, uint64_t seed, arcs_mode mode, bool explicit_chance);
/* A campaign Act I game (incomplete rules allowed); explicit chance gives
 * the initiative to player 0. NULL if it cannot be created. */
arcs_game *wf_new_campaign_game(int np, uint64_t seed, bool explicit_chance);
/* The same for Leaders & Lore (internal chance), or NULL. */
arcs_game *wf_new_ll_game(int np, uint64_t seed);

#endif
