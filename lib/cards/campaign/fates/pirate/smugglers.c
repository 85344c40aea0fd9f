/*
 * Pirate Smugglers (ARCS-F1205, Guild, Weapon; the Pirate's): gained by the
 * Pirate when the Act II objective was completed (ARCS-F1204), else in the
 * Court deck.
 *
 *   "You may tax Rival cities with any Loyal ships, ignoring control, but
 *    you do not capture an agent if you do not control it."    -> TAX
 *   The systems where the holder has a Loyal ship (fresh, damaged, or the
 *   Flagship): lib/rules/actions.c lists their Rival cities as Tax targets
 *   (not Free cities: "Rival cities"; the Truce Law still holds, harm as
 *   in a Fief) and captures no agent where the holder does not control the
 *   system (controlling it: the standard Tax, Captive and all).
 */
#include "campaign/flagship.h"
#include "cards/hooks.h"

static uint32_t smuggle_tax_systems(const game_state *g, int p, int card) {
    (void)card;
    uint32_t m = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (g->sys[s].fresh[p] || g->sys[s].damaged[p]) m |= 1u << s;
    int f = flagship_system(g, p);
    if (f >= 0) m |= 1u << f;
    return m;
}

const card_def card_pirate_smugglers = {
    .card = CARD_F1205,
    .short_name = "pirate-smugglers",
    .smuggle_tax_systems = smuggle_tax_systems,
};
