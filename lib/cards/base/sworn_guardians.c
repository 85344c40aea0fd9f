/*
 * Sworn Guardians (BC22).
 *
 *   "Rivals cannot steal your resources and other Guild cards. (In battle
 *    they can steal this first and then spend keys.)"   -> STEAL_CHECK
 *   "If this card is stolen, bury it. (Place it on the bottom of the Court
 *    deck.)"                                            -> STOLEN
 *
 * While held, only Sworn Guardians itself can be stolen from its holder
 * (raids, Silver-Tongues, the Cartels' and Interests' steals, Guild
 * Struggle). Stolen, it goes to the bottom of the Court deck instead of the
 * thief's play area; its holder is then unprotected, so a raid may go on
 * with the keys left. Elder Broker's Trade is not stealing (faq.csv, Elder
 * Broker: "The Trade action is not stealing and is not blocked by Sworn
 * Guardians.").
 */
#include "cards/hooks.h"

const card_def card_sworn_guardians = {
    .card = CARD_BC22,
    .short_name = "sworn-guardians",
    .guards_holder = true,
    .buried_when_stolen = true,
};
