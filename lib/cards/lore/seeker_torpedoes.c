/*
 * Seeker Torpedoes (ARCS-L14): drafted and held in a play area; its effect is not
 * written yet (docs/rules-coverage.md).
 */
#include "cards/hooks.h"

const card_def card_seeker_torpedoes = {
    .card = CARD_L14,
    .short_name = "seeker-torpedoes",
};
