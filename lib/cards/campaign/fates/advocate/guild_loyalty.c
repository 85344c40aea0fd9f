/*
 * Guild Loyalty (ARCS-F424, lore; Advocate, Act III): gained into the
 * Advocate's play area by the Act III Setup (F423A).
 *
 *   "When you Provoke Outrage, you do not bury Guild cards."
 *                                          -> PROVOKE_OUTRAGE
 * Provoking Outrage removes the holder's Guild cards of the city's type to
 * the Court discard pile (Base rulebook, "Destroying Cities", Step 1; the
 * card says "bury": our reading is that no Guild card leaves, whichever
 * pile it would go to). The holder keeps them all, Protected or not; the
 * resources of that type are still discarded and the Outrage still placed
 * (lib/rules/battle.c provoke_outrage asks cards_kept_on_outrage).
 */
#include "cards/hooks.h"

const card_def card_guild_loyalty = {
    .card = CARD_F424,
    .short_name = "guild-loyalty",
    .keeps_guild_cards_on_outrage = true,
};
