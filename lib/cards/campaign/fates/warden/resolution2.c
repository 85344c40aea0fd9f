/*
 * Warden Act II Resolution (ARCS-F1611; cards.csv), resolved at the Act II
 * Intermission A by the Warden (lib/campaign/intermission.c):
 *   Completed: "1. Gain Warden's Levy (12). 2. Add the 2 Feast Days (13-14)
 *   to the Court deck. 3. Scrap Skirmishers (15) and Sworn Guardians (16)."
 *   Failed: "1. Scrap Claims of Nobility (02) and all Seat tokens that are
 *   not on the map. 2. Scrap all Lord title cards (03-08) matching the
 *   scrapped Seat tokens. 3. Scrap Warden's Levy (12) and the 2 Feast Days
 *   (13-14). 4. Add Skirmishers (15) and Sworn Guardians (16) to the Court
 *   deck."
 * The Act III cards keep no effect of their own yet. A Seat whose city is
 * gone is returned first (Seats & Fiefs), so it is "not on the map".
 */
#include "campaign/fates.h"
#include "seats.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    if (completed) {
        fate_gain_card(g, p, CARD_F1612);
        fate_add_cards(g, CARD_F1613, CARD_F1614);
        fate_scrap_cards(g, CARD_F1615, CARD_F1616);
        return;
    }
    fate_scrap(g, CARD_F1602);
    seats_data *d = SEATS_OF(g);
    int n = 0;
    for (int k = 0; k < SEATS; k++)
        if (d->seat[k] == SEAT_SUPPLY) {
            d->seat[k] = SEAT_SCRAPPED;
            fate_scrap(g, CARD_F1603 + k);
            n++;
        }
    card_log(g, card, "%d Seat token%s not on the map and %s Lord title card%s scrapped.", n, n == 1 ? "" : "s",
             n == 1 ? "its" : "their", n == 1 ? " are" : "s are");
    fate_scrap_cards(g, CARD_F1612, CARD_F1614);
    fate_add_cards(g, CARD_F1615, CARD_F1616);
}

const card_def card_warden_resolution2 = {
    .card = CARD_F1611,
    .short_name = "warden-resolution-2",
    .resolution = resolve,
    .resolution_act = 2,
};
