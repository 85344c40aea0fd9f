/*
 * Sprinter Drives (ARCS-L03): drafted and held in a play area; its effect is not
 * written yet (docs/rules-coverage.md).
 */
#include "cards/hooks.h"

const card_def card_sprinter_drives = {
    .card = CARD_L03,
    .short_name = "sprinter-drives",
};
