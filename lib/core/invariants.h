#ifndef ARCS_CORE_INVARIANTS_H
#define ARCS_CORE_INVARIANTS_H

#include <stddef.h>

#include "core/state.h"

/* True when the state is consistent: every piece, resource and card is in
 * exactly one place and counts match the box. On failure a reason is
 * written to why (if non-NULL). */
bool state_invariants_ok(const game_state *g, char *why, size_t cap);

#endif
