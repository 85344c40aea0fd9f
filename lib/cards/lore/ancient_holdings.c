/*
 * Ancient Holdings (ARCS-L13): drafted and held in a play area; its effect is not
 * written yet (docs/rules-coverage.md).
 */
#include "cards/hooks.h"

const card_def card_ancient_holdings = {
    .card = CARD_L13,
    .short_name = "ancient-holdings",
};
