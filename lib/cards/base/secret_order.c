/*
 * Secret Order (BC18).
 *
 *   "When you declare Keeper or Empath, do not place the zero marker."
 *                                                  -> DECLARE
 *
 * A modifier of declaring an ambition (Base rulebook, "Modifiers": "declare
 * an ambition"); not a "may": the zero marker stays off the lead card, so
 * its number still counts for Surpassing.
 */
#include "cards/hooks.h"

static bool no_zero_marker(int ambition) { return ambition == ARCS_KEEPER || ambition == ARCS_EMPATH; }

const card_def card_secret_order = {
    .card = CARD_BC18,
    .short_name = "secret-order",
    .no_zero_marker = no_zero_marker,
};
