/*
 * Hegemon Act II Resolution (ARCS-F1005; cards.csv), resolved at the Act II
 * Intermission A by the Hegemon (lib/campaign/intermission.c):
 *   Completed: "1. Gain Mind Managers (06). 2. Add 2 Prison Wardens (07-08)
 *   to the Court deck. 3. Scrap the 2 Against Hegemony cards (09-10)."
 *   Failed: "1. Scrap Mind Managers (06). 2. Add 2 Prison Wardens (07-08)
 *   and 2 Against Hegemony (09-10) to the Court deck. 3. Scrap all Banner
 *   tokens that are not on the map."
 * The Act III cards keep no effect of their own yet. Banners not on the
 * map: the Hegemon's supply and any Trophies (Intermission A comes before
 * C returns Trophies).
 */
#include "campaign/fates.h"
#include "banners.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    if (completed) {
        fate_gain_card(g, p, CARD_F1006);
        fate_add_cards(g, CARD_F1007, CARD_F1008);
        fate_scrap_cards(g, CARD_F1009, CARD_F1010);
        return;
    }
    fate_scrap(g, CARD_F1006);
    fate_add_cards(g, CARD_F1007, CARD_F1010);
    banners_data *d = BANNERS_OF(g);
    int n = 0;
    for (int i = 0; i < BANNERS; i++)
        if (d->banner[i] != BANNER_BOX && d->banner[i] != BANNER_SCRAPPED && !banner_on_map(d->banner[i])) {
            d->banner[i] = BANNER_SCRAPPED;
            n++;
        }
    card_log(g, card, "%d Banner token%s not on the map %s scrapped.", n, n == 1 ? "" : "s", n == 1 ? "is" : "are");
}

const card_def card_hegemon_resolution2 = {
    .card = CARD_F1005,
    .short_name = "hegemon-resolution-2",
    .resolution = resolve,
    .resolution_act = 2,
};
