#ifndef ARCS_CORE_INVARIANTS_H
#define ARCS_CORE_INVARIANTS_H

#include <stddef.h>

#include "core/state.h"

/* True when the state is consistent: every piece, resource and card is in
 * exactly one place and counts match the box. On failure a reason is
 * written to why (if non-NULL). */
bool state_invariants_ok(const game_state *g, char *why, size_t cap);

/* True when player p may have tokens in resource slots a returning city
 * covered: only while p is placing (or discarding) them, one at a time, on
 * top of the stack, or a card's frame holds p's tokens pending. One rule
 * for play-time checks and the loader (lib/wire/validate.c). */
bool covered_slot_tokens_may_wait(const game_state *g, int p);

/* The places an action card c is in: the action deck and discard, hands,
 * played and seize cards. */
int action_card_copies(const game_state *g, int c);
/* The places Court card `card` is in: the Court piles and row, held,
 * play areas, attached, placed beside a played card. */
int court_card_copies(const game_state *g, int card);

#endif
