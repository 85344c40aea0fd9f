/*
 * Summits (Campaign rulebook, "Summits": Call to Order, Negotiations,
 * Multipart Negotiations, Ending Negotiations) as turn-based decisions.
 *
 * summit_begin is the entry point of the events that call a Summit: the
 * event resolution (lib/campaign/events.c) asks whether the player it names
 * calls one (ARCS_MOVE_SUMMIT / ARCS_MOVE_NO_SUMMIT: the initiative holder
 * resolving an Event card, "Resolving the Event" step 1; whoever secured
 * the Imperial Council, "Securing the Council" step 1) and, if they do,
 * calls summit_begin, which pushes the Summit's frames above the event
 * frame; the event resolution continues when they are done. The protocol and
 * the choices made where the rulebook is freeform are in summit.c and in
 * docs/rules-coverage.md ("Summits").
 */
#ifndef ARCS_CAMPAIGN_SUMMIT_H
#define ARCS_CAMPAIGN_SUMMIT_H

#include "campaign/campaign.h"

/* Start a Summit called by `caller` (a seat 0..num_players-1) in a campaign
 * game: pushes FR_SUMMIT (automatic), which asks the caller's Call to Order
 * actions and then the Negotiations. The caller of summit_begin must have
 * pushed its own continuation first and must run the engine forward
 * (run_forward) after the call. Does nothing outside the campaign or while
 * a Summit is already under way. */
void summit_begin(game_state *g, int caller);

/* Is a Summit under way (Call to Order or Negotiations)? */
static inline bool summit_active(const game_state *g) { return g->camp.summit.phase != SUMMIT_NONE; }

/* The parties of the pending deal (bit per player): the proposer, every
 * giver and receiver, and the players whose consent an item needs (hook
 * point SUMMIT_CONSENT); the ones who accept or reject it. */
unsigned summit_deal_parties(const game_state *g);

/* Item i of the pending deal in words ("Player 1 takes Transfer Asset
 * affecting Player 2 (Material, slot 3)"), as the items before it leave
 * the state, with the consents it needs; target (may be NULL) receives
 * what it targets alone ("Material, slot 3"; "" for none). Returns the
 * players whose consent it needs (bit per player). All public. */
#define SUMMIT_ITEM_WORDS 168
unsigned summit_item_words(const game_state *g, int i, char *buf, size_t cap, char *target, size_t tcap);

/* The Summit's frames (lib/api/registry.c). */
extern const frame_ops summit_frame_ops, summit_order_frame_ops, summit_negotiate_frame_ops, summit_item_frame_ops,
    summit_consent_frame_ops;

/* Load checks (lib/wire/validate.c): false, with the reason in why, if the
 * Summit block of a loaded state is out of range or its pending deal cannot
 * be executed as composed. */
bool summit_state_ok(const game_state *g, char *why, size_t cap);

#endif
