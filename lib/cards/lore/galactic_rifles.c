/*
 * Galactic Rifles (ARCS-L02): drafted and held in a play area; its effect is not
 * written yet (docs/rules-coverage.md).
 */
#include "cards/hooks.h"

const card_def card_galactic_rifles = {
    .card = CARD_L02,
    .short_name = "galactic-rifles",
};
