/*
 * Honor Guard (ARCS-F705, Guild, Weapon, Protected; Admiral, gained by the
 * Act I Resolution's completed branch).
 *
 *   "Your Weapon Guild cards cannot be stolen while you have any Weapons."
 *                                                          -> STEAL_CHECK
 *
 * Any steal of one of the holder's Weapon-suit Guild cards (a raid in
 * battle, a card's steal) is refused while the holder has a Weapon (in a
 * resource slot or on a card: has_resource). Honor Guard itself is
 * Protected (an "X" raid cost) and never stolen anyway.
 */
#include "cards/hooks.h"

const card_def card_honor_guard = {
    .card = CARD_F705,
    .short_name = "honor-guard",
    .guards_weapon_cards = true,
};
