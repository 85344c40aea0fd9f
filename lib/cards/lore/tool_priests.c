/*
 * Tool-Priests (ARCS-L01): drafted and held in a play area; its effect is not
 * written yet (docs/rules-coverage.md).
 */
#include "cards/hooks.h"

const card_def card_tool_priests = {
    .card = CARD_L01,
    .short_name = "tool-priests",
};
