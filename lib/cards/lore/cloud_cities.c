/*
 * Cloud Cities (ARCS-L09): drafted and held in a play area; its effect is not
 * written yet (docs/rules-coverage.md).
 */
#include "cards/hooks.h"

const card_def card_cloud_cities = {
    .card = CARD_L09,
    .short_name = "cloud-cities",
};
