/*
 * Gate Stations (ARCS-L11): drafted and held in a play area; its effect is not
 * written yet (docs/rules-coverage.md).
 */
#include "cards/hooks.h"

const card_def card_gate_stations = {
    .card = CARD_L11,
    .short_name = "gate-stations",
};
