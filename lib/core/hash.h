/* The state hash (lib/core/hash.c): what arcs_state_hash returns. */
#ifndef ARCS_CORE_HASH_H
#define ARCS_CORE_HASH_H

#include <stdint.h>

#include "core/state.h"

/* A 64-bit hash of the state's live bytes and its mode's layers: equal
 * states hash equal. The same value on every machine. */
uint64_t state_hash(const game_state *g);

/* The same hash by the portable loop, whatever the machine has (tests
 * compare the two). */
uint64_t state_hash_portable(const game_state *g);

#endif
