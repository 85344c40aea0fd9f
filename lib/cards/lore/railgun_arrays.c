/*
 * Railgun Arrays (ARCS-L12): drafted and held in a play area; its effect is not
 * written yet (docs/rules-coverage.md).
 */
#include "cards/hooks.h"

const card_def card_railgun_arrays = {
    .card = CARD_L12,
    .short_name = "railgun-arrays",
};
