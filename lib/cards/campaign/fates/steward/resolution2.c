/*
 * Steward Act II Resolution (ARCS-F114; cards.csv), resolved at the Act II
 * Intermission's step A by the Steward (lib/campaign/intermission.c):
 *   Completed: "1. Add Navy Reprisal (15), Council Insiders (16), and
 *   Galactic Bards (17) to the Court deck. 2. Scrap the 2 Imperial
 *   Defectors (18-19) and 2 Lesser Regents (20-22)."
 *   Failed: "1. Scrap Navy Reprisal (15), Council Insiders (16), and
 *   Galactic Bards (17). 2. Add the 2 Imperial Defectors (18-19) and 2
 *   Lesser Regents (20-22) to the Court deck."
 * The printed "20-22" names the two Lesser Regents, F120 and F121 (the
 * Fate set has no F122 card but the Act III objective). The Act III cards
 * keep their own effects for Act III (Galactic Bards, F117, reprints the
 * base card and acts already).
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)p, (void)card;
    if (completed) {
        fate_add_cards(g, CARD_F115, CARD_F117);
        fate_scrap_cards(g, CARD_F118, CARD_F121);
        return;
    }
    fate_scrap_cards(g, CARD_F115, CARD_F117);
    fate_add_cards(g, CARD_F118, CARD_F121);
}

const card_def card_steward_resolution2 = {
    .card = CARD_F114,
    .short_name = "steward-resolution-2",
    .resolution = resolve,
    .resolution_act = 2,
};
