/*
 * Mirror Plating (ARCS-L04): drafted and held in a play area; its effect is not
 * written yet (docs/rules-coverage.md).
 */
#include "cards/hooks.h"

const card_def card_mirror_plating = {
    .card = CARD_L04,
    .short_name = "mirror-plating",
};
