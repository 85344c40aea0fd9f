/*
 * Caretaker Act I Resolution (ARCS-F507; cards.csv), resolved at
 * Intermission A by the Caretaker (lib/campaign/intermission.c):
 *   Completed: "1. Scrap your Golem Beacon (02). 2. Place all Golem tokens
 *   from the map onto your Golem Hearth (03). 3. Add 1 lore card per player
 *   at random from the lore deck to the Court deck. Add the 4 Unstable
 *   cards (08-11) to the Court deck."
 *   Failed: "1. Scrap your Golem Beacon (02). 2. Add your Stone-Speakers
 *   (04) to the Court deck 3. Scrap all Golem tokens on the map. 4. Add the
 *   Unstable cards (08-11) matching the Golems still in play to the Court
 *   deck. Scrap the rest of the Unstable cards (08-11)."
 * The lore cards are drawn as in Act I Setup J: each a chance draw
 * (CH_LORE_DRAW: any lore card not in the game), face down into the Court
 * deck (nobody knows which). Unstable Harvester, Seeker, Protector, Warrior
 * (08-11) match the Golems Harvester, Seeker, Protector, Warrior.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "golems.h"

/* The Unstable card of Golem k. */
static int unstable_card(int k) { return CARD_F511 - k; }

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)card;
    golem_data *gd = GOLEM_DATA(g);
    fate_scrap(g, CARD_F502);
    if (completed) {
        int moved = 0;
        for (int k = 0; k < GOLEMS; k++)
            if (GOLEM_IS_ON_MAP(gd->where[k])) {
                gd->where[k] = GOLEM_HEARTH;
                moved++;
            }
        glog(g, "Player %d places the %d Golems of the map on %s.", p + 1, moved, card_table[CARD_F503].name);
        fate_add_cards(g, CARD_F508, CARD_F511);
        /* 1 lore card per player, at random: chance draws. */
        int n = __builtin_popcount(lore_deck(g));
        if (n > g->num_players) n = g->num_players;
        glog(g, "%d lore cards are added to the Court deck at random.", n);
        for (int i = 0; i < n; i++) {
            if (chance_explicit(g)) {
                push_chance_decision(g, CH_LORE_DRAW, 0);
                continue;
            }
            unsigned left = lore_deck(g);
            int k = (int)rng_below(g, (unsigned)__builtin_popcount(left));
            while (k--) left &= left - 1;
            lore_to_court(g, lore_first() + __builtin_ctz(left));
        }
        return;
    }
    fate_add_to_court_deck(g, CARD_F504);
    int scrapped = 0;
    for (int k = 0; k < GOLEMS; k++)
        if (GOLEM_IS_ON_MAP(gd->where[k])) {
            gd->where[k] = GOLEM_SCRAPPED;
            scrapped++;
        }
    glog(g, "The %d Golems on the map are scrapped.", scrapped);
    for (int k = 0; k < GOLEMS; k++) {
        bool in_play = gd->where[k] != GOLEM_BOX && gd->where[k] != GOLEM_SCRAPPED;
        if (in_play) fate_add_to_court_deck(g, unstable_card(k));
        else fate_scrap(g, unstable_card(k));
    }
}

const card_def card_caretaker_resolution1 = {
    .card = CARD_F507,
    .short_name = "caretaker-resolution-1",
    .resolution = resolve,
    .resolution_act = 1,
};
