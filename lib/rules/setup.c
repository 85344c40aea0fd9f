/* STUB: to be written. */
#include "core/engine.h"
bool setup_game(game_state *g, const arcs_config *cfg) { (void)g; (void)cfg; return false; }
