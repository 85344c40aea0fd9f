/*
 * Signal Breaker (ARCS-L06): drafted and held in a play area; its effect is not
 * written yet (docs/rules-coverage.md).
 */
#include "cards/hooks.h"

const card_def card_signal_breaker = {
    .card = CARD_L06,
    .short_name = "signal-breaker",
};
