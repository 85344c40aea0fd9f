/*
 * Lords Gain Power (ARCS-F1619, Edict 80; cards.csv; edict order: ART,
 * components.md §9.5), in the rules booklet from the Warden's Act III
 * Setup (ARCS-F1617A).
 *
 *   "Resolve this for each Fief, starting with Cluster 1 and going
 *    clockwise: The Fief's Lord gains 3 Power."          -> EDICT (order 80)
 *   Clusters 1 to 6 in order; a Fief is a cluster whose Seat stands above
 *   its Lord's city (seat_lord, Seats & Fiefs ARCS-F1609); a Lord of
 *   several Fiefs gains 3 Power for each.
 *   "Then, if the Fief's Court token is on a card in the Court, the Fief's
 *    Lord may influence or secure that card."
 *   The Court tokens reach Court cards only through Feudal Courts
 *   (ARCS-F1618), which the library does not play yet: no Court token is
 *   ever on a card, so this part never offers anything.
 */
#include "campaign/fates.h"
#include "seats.h"

static void resolve(game_state *g, int card) {
    int fiefs = 0;
    for (int k = 0; k < SEATS; k++) {
        int lord = seat_lord(g, k);
        if (lord < 0) continue;
        int power = g->pl[lord].power + 3;
        g->pl[lord].power = (int16_t)(power < POWER_MAX ? power : POWER_MAX);
        card_log(g, card, "Player %d, Lord of the Fief of Cluster %d, gains 3 Power.", lord + 1, k + 1);
        fiefs++;
    }
    if (!fiefs) card_log(g, card, "there are no Fiefs: no Lord gains Power.");
}

const card_def card_lords_gain_power = {
    .card = CARD_F1619,
    .short_name = "lords-gain-power",
    .edict_order = 80,
    .edict = resolve,
};
