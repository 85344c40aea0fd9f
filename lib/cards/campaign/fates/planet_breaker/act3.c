/*
 * The Planet Breaker's Act III (Fate ARCS-FATE11, a B Fate kept after a
 * completed Act II objective; cards.csv ARCS-F1112A / F1112B). A completed
 * Act II Resolution (ARCS-F1110) left the Planet Hammer and Breaking Worlds
 * in the Planet Breaker's play area and the pieces on Breaking Worlds in
 * the Hammer Fragments data (recorded at the Act boundary: the campaign
 * record carries the cards' data).
 *
 * F1112A Planet Breaker Act III Setup                          -> FATE_SETUP
 *   "1. Place pieces that were on your Breaking Worlds card (03) in Act II
 *    back on it." They never left it: the data kept them (logged).
 *   "2. Remind everyone that placing a Broken World token on a planet will
 *    make each player Provoke Outrage of that planet type." (logged)
 *
 * F1112B Planet Breaker Act III Objective                 -> GRAND_AMBITIONS
 *   "Break the Worlds of the Reach: No Rival wins the Warlord ambition
 *    and..." Both grand ambitions need it: at the chapter's end no Rival
 *    takes first place in a declared Warlord ambition (Base rulebook,
 *    "Step 1: Score Ambitions": tied for first, nobody wins first place;
 *    ambition_place).
 *   1. "Every player has Outrage." Each player, the Planet Breaker too,
 *      has at least one Outraged resource type.
 *   2. "More buildings are on the Breaking Worlds card than the current
 *      Chapter, or there are no buildings on the map." Every player's and
 *      the Free States' cities and starports on the card (the data's
 *      counts); "on the map": a city or starport in any system's slots.
 *   The marker of grand ambitions is the chapter track's (act_setup.c
 *   scores them at the chapter's end, with the declared ambitions).
 */
#include "campaign/fates.h"
#include "planet_breaker.h"
#include "cards/campaign/fates/ambition.h"

static void setup(game_state *g, int p, int card) {
    card_log(g, card, "Player %d's pieces on Breaking Worlds stay on it (%d buildings).", p + 1,
             breaking_worlds_buildings(g));
    card_log(g, card, "Player %d reminds everyone: a Broken World token placed on a planet makes each player "
             "Provoke Outrage of that planet type.", p + 1);
}

const card_def card_planet_breaker_setup3 = {
    .card = CARD_F1112A,
    .short_name = "planet-breaker-setup-3",
    .fate_setup = setup,
};

static bool any_building_on_map(const game_state *g) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++)
            if (g->sys[s].bld[i] & BLD_OCCUPIED) return true;
    return false;
}

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)card;
    if (rival_wins_declared(g, p, ARCS_WARLORD)) return 0;
    int mask = 1;
    for (int q = 0; q < g->num_players; q++)
        if (!g->pl[q].outrage) mask = 0;
    if (breaking_worlds_buildings(g) > g->chapter || !any_building_on_map(g)) mask |= 2;
    return mask;
}

const card_def card_planet_breaker_objective3 = {
    .card = CARD_F1112B,
    .short_name = "planet-breaker-objective-3",
    .grand_ambitions = grand_ambitions,
};
