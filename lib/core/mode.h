/*
 * The game's mode, asked one way: one inline predicate per mode (a load and
 * a compare). Rules code asks it once per call, outside its loops, and the
 * base game's hot paths take a branch of their own (docs/performance.md,
 * "mode tests out of the base game's loops").
 */
#ifndef ARCS_CORE_MODE_H
#define ARCS_CORE_MODE_H

#include "core/state.h"

/* The base game: no Leaders & Lore layer, no campaign. */
static inline bool is_base_game(const game_state *g) { return g->mode == ARCS_MODE_BASE; }
/* Leaders & Lore on the base game (not the campaign, which has the layer too:
 * !is_base_game asks for the layer). */
static inline bool is_leaders_lore(const game_state *g) { return g->mode == ARCS_MODE_LEADERS_LORE; }
/* The Blighted Reach campaign. */
static inline bool is_campaign(const game_state *g) { return g->mode == ARCS_MODE_CAMPAIGN; }

#endif
