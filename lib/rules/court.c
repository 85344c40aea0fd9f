/* STUB: to be written. */
#include "core/engine.h"
void court_refill(game_state *g, int pos) { (void)g; (void)pos; }
void court_take_card(game_state *g, int p, int pos) { (void)g; (void)p; (void)pos; }
