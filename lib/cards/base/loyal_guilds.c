/*
 * The Loyal guilds (Base Court): Loyal Engineers (BC01), Loyal Pilots (BC07),
 * Loyal Marines (BC15), Loyal Empaths (BC19), Loyal Keepers (BC21).
 *
 *   "If you Provoke Outrage, keep this card."       -> PROVOKE_OUTRAGE
 *   "You may spend any resources as <suit>. You ignore Outrage when spending
 *    <suit> for its Prelude action."                -> SPEND_AS
 *   Loyal Marines: "Prelude: You may discard this to place 3 ships in a
 *   system you control."                            -> PRELUDE_MOVES
 *
 * Spending "as" a type happens in the Prelude spends (lib/rules/round.c,
 * slot_uses): a token of any type may take the suit's Prelude action, and
 * the suit's Outrage does not stop it. A resource spent this way takes the
 * standard action, so a new action replacing that action may be taken
 * instead ("a non-Outraged resource": an ignored Outrage does not count).
 */
#include "cards/hooks.h"

#define LOYAL(var, id, name, suit)                                                       \
    const card_def var = {                                                               \
        .card = id, .short_name = name, .spend_as = 1u << (suit), .kept_on_outrage = true, \
    }

LOYAL(card_loyal_engineers, CARD_BC01, "loyal-engineers", ARCS_MATERIAL);
LOYAL(card_loyal_pilots, CARD_BC07, "loyal-pilots", ARCS_FUEL);
LOYAL(card_loyal_empaths, CARD_BC19, "loyal-empaths", ARCS_PSIONIC);
LOYAL(card_loyal_keepers, CARD_BC21, "loyal-keepers", ARCS_RELIC);

const card_def card_loyal_marines = {
    .card = CARD_BC15,
    .short_name = "loyal-marines",
    .spend_as = 1u << ARCS_WEAPON,
    .kept_on_outrage = true,
    .prelude_moves = three_ships_moves,
};
