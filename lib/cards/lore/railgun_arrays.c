/*
 * Railgun Arrays (ARCS-L12).
 *
 *   "When defending in battle, before the attacker collects dice, they must
 *    take 1 hit if any Loyal defending ships are fresh."  -> BATTLE_GUARD
 *
 * The attacker assigns the hit to their ships in the battle system, as
 * with any hit on attacking ships (lib/rules/battle.c, BS_RAILGUN).
 */
#include "cards/hooks.h"

const card_def card_railgun_arrays = {
    .card = CARD_L12,
    .short_name = "railgun-arrays",
    .fresh_ships_hit_first = true,
};
