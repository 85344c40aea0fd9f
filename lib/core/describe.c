/* STUB: to be written. */
#include "core/engine.h"
#include "core/game.h"
arcs_status arcs_describe(const arcs_game *game, char *buf, size_t cap, size_t *written) {
    (void)game; (void)buf; (void)cap; (void)written; return ARCS_E_UNSUPPORTED;
}
const char *arcs_setup_name(const arcs_game *game) { (void)game; return "?"; }
