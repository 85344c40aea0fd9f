/*
 * Hidden Harbors (ARCS-L05).
 *
 *   "You always build ships fresh."                           -> BUILD
 *   "When defending in battle, the attacker cannot collect raid dice if you
 *    have a fresh defending starport."                        -> BATTLE_GUARD
 */
#include "cards/hooks.h"

const card_def card_hidden_harbors = {
    .card = CARD_L05,
    .short_name = "hidden-harbors",
    .ships_built_fresh = true,
    .fresh_starport_stops_raid = true,
};
