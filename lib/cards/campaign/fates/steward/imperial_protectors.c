/*
 * Imperial Protectors (ARCS-F108, Law; the Steward's Act I Resolution adds
 * it to the rules booklet when the Steward completed the objective).
 *
 *   "Blight Crises do not happen in systems controlled by the Empire.
 *    (That is, in systems with any fresh Imperial ships.)"
 *                                          -> BLIGHT_CRISIS (booklet law)
 *
 * While it is in the booklet, the Blight Crises (lib/campaign/events.c
 * blight_crises) skip every system the Empire controls (controller() ==
 * OWNER_EMPIRE: fresh Imperial ships, Imperial Sovereignty): its Blight
 * hits nothing there. Elsewhere the Blight Crises happen as printed.
 */
#include "cards/hooks.h"

const card_def card_imperial_protectors = {
    .card = CARD_F108,
    .short_name = "imperial-protectors",
    .spares_empire_from_blight = true,
};
