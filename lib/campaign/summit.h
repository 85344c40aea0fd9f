/*
 * Summits (Campaign rulebook, "Summits": Call to Order, Negotiations).
 *
 * The event resolution (lib/campaign/events.c) asks whether the player it
 * names calls a Summit (ARCS_MOVE_SUMMIT / ARCS_MOVE_NO_SUMMIT: the
 * initiative holder resolving an Event card, "Resolving the Event" step 1;
 * whoever secured the Imperial Council, "Securing the Council" step 1) and,
 * if they do, calls summit_begin. The Summit pushes its own frames above
 * the event frame; the event resolution continues when they are done.
 */
#ifndef ARCS_CAMPAIGN_SUMMIT_H
#define ARCS_CAMPAIGN_SUMMIT_H

#include "rules/rules.h"

/* `caller` called a Summit: start it (push its frames on g's stack; an
 * empty Summit pushes nothing). */
void summit_begin(game_state *g, int caller);

#endif
