/*
 * Gate Ports (ARCS-L08): drafted and held in a play area; its effect is not
 * written yet (docs/rules-coverage.md).
 */
#include "cards/hooks.h"

const card_def card_gate_ports = {
    .card = CARD_L08,
    .short_name = "gate-ports",
};
