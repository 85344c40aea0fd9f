/*
 * Ancient Holdings (ARCS-L13).
 *
 *   "This card has one resource slot with a raid cost of 4 keys. (You can
 *    hold one resource here. It adds to your ambitions. You can spend it.)"
 *                                                           -> CARD_SLOT
 *
 * The slot is its holder's resource slot CARD_RES_SLOT (6): resources are
 * placed there as in any open slot ("place-resource 6", lib/rules/
 * resources.c), count for ambitions, are spent in the Prelude ("spend 6
 * ..."), raided for 4 keys ("raid 0 6"), stolen and lost to Outrage like
 * any resource; cities never cover it. faq.csv, Ancient Holdings: the
 * Golem part concerns the campaign.
 */
#include "cards/hooks.h"

const card_def card_ancient_holdings = {
    .card = CARD_L13,
    .short_name = "ancient-holdings",
    .has_res_slot = true,
};
