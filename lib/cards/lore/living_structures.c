/*
 * Living Structures (ARCS-L10): drafted and held in a play area; its effect is not
 * written yet (docs/rules-coverage.md).
 */
#include "cards/hooks.h"

const card_def card_living_structures = {
    .card = CARD_L10,
    .short_name = "living-structures",
};
