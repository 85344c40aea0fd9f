/*
 * Planet Breaker Resolution (ARCS-F1110, labelled "Act III Resolution" in
 * cards.csv; a B Fate resolves after Act II: fate_table.c), resolved at the
 * Act II Intermission's step A by the Planet Breaker (lib/campaign/
 * intermission.c):
 *   Completed: "1. Scrap Planet-Eater Loose (11). 2. Use your log sheet to
 *   record all pieces on your Breaking Worlds card (03). (They stay on it
 *   in Act III.)" The pieces on the card stay in the card's data.
 *   Failed: "1. Add Planet-Eater Loose (11) to the Court deck. 2. Resolve
 *   the text under "If you have all 6 Hammer Fragments" on the Hammer
 *   Fragments card (03) if you haven't already. 3. Place the Breaking
 *   Worlds card (03) and 6 Hammer tokens in the supply. (They're used by
 *   Planet-Eater Loose in Act III.) 4. Scrap your Planet Hammer (04)."
 *   Step 3: the card leaves the play area (no longer the Planet Breaker's),
 *   every Hammer token off the map and the card to the supply.
 * Planet-Eater Loose keeps no effect until Act III.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "planet_breaker.h"

static void resolve(game_state *g, int p, int card, bool completed) {
    /* The next Act's setup shuffles the Court deck: Refugees placed on top
     * of it (Breaking Worlds) are no longer known there. */
    HAMMER_OF(g)->top[0] = HAMMER_OF(g)->top[1] = 0;
    if (completed) {
        fate_scrap(g, CARD_F1111);
        card_log(g, card, "Player %d records the pieces on their Breaking Worlds card.", p + 1);
        return;
    }
    fate_add_to_court_deck(g, CARD_F1111);
    hammer_repaired(g, p, CARD_F1103A);
    hammer_data *d = HAMMER_OF(g);
    for (int i = 0; i < FRAGMENTS; i++) d->frag[i] = FRAG_SUPPLY;
    if (play_area_remove(g, p, CARD_F1103B)) {
        g->camp.fate_cards_added--; /* out of play, not scrapped: back among the box's cards */
        card_log(g, card, "Breaking Worlds and 6 Hammer tokens go to the supply.");
    }
    fate_scrap(g, CARD_F1104);
}

const card_def card_planet_breaker_resolution2 = {
    .card = CARD_F1110,
    .short_name = "planet-breaker-resolution-2",
    .resolution = resolve,
    .resolution_act = 2,
};
