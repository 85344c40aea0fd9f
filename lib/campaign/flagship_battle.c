/*
 * Flagships in battle (Campaign rulebook, "Flagship Battles", pp. 23-24;
 * rules-structured.yaml "Flagships": "Flagship Battles", "Upgrade
 * Benefits." Defense Array and Tractor Beam, "Cards & Flagships"; ARCS-AID10A/B;
 * components.md 9.4). lib/rules/battle.c asks these when a player of the
 * battle has a Flagship; see flagship.h.
 *
 *   - "When attacking with a Flagship, its Armor and Upgrades are hit like
 *     ships. When defending with a Flagship, its Armor and Upgrades are hit
 *     like buildings." "Armor is always hit before its Upgrade."
 *   - A hit on a board piece works as on a map piece (Base rulebook,
 *     Battle: a fresh piece is damaged, a damaged one destroyed and taken
 *     as a Trophy), but "Destroying cities on Flagships does not Provoke
 *     Outrage or Ransack the Court".
 */
#include "campaign/flagship.h"
#include "core/engine.h"

bool flagship_in_battle(const game_state *g, int p) {
    return g->battle.active && p >= 0 && p < MAX_PLAYERS && flagship_system(g, p) == g->battle.system;
}

int flagship_battle_dice(const game_state *g, int p, int sys) {
    return flagship_system(g, p) == sys && sys >= 0 ? flagship_fresh_starports(g, p) : 0;
}

/* Defense Array (Weapon -> Psionic): "When your Flagship is defending in
 * battle, it deals intercept hits equal to the number of fresh starports on
 * its Flagship board" (damaged or not: ARCS-AID10A "Damaged Upgrades still
 * give benefits"). Without it: "your Flagship does not intercept". */
int flagship_intercept_hits(const game_state *g, int p) {
    return flagship_in_battle(g, p) && flagship_has_upgrade(g, p, UPGRADE_DEFENSE_ARRAY) ? flagship_fresh_starports(g, p)
                                                                                         : 0;
}

/* Tractor Beam (Relic -> Weapon): "When your Flagship is defending in
 * battle, the attacker cannot collect raid dice." */
bool flagship_stops_raid_dice(const game_state *g, int p, int sys) {
    return flagship_system(g, p) == sys && sys >= 0 && flagship_has_upgrade(g, p, UPGRADE_TRACTOR_BEAM);
}

int flagship_hit_targets(const game_state *g, int p, int base, uint8_t *out) {
    int n = 0;
    for (int c = 0; c < FLAGSHIP_COLUMNS; c++)
        if (g->camp.flagship_board[p][c][FLAGSHIP_UPGRADE] & BLD_OCCUPIED) out[n++] = (uint8_t)(base + c);
    return n;
}

void flagship_take_hit(game_state *g, int p, int column, int destroyer) {
    uint8_t *col = g->camp.flagship_board[p][column];
    int row = (col[FLAGSHIP_ARMOR] & BLD_OCCUPIED) ? FLAGSHIP_ARMOR : FLAGSHIP_UPGRADE;
    uint8_t b = col[row];
    bool port = BLD_IS_STARPORT(b);
    const char *what = port ? "starport" : "city", *part = row == FLAGSHIP_ARMOR ? "Armor" : "Upgrade";
    if (!BLD_IS_DAMAGED(b)) {
        col[row] = (uint8_t)(b | BLD_DAMAGED);
        glog(g, "Player %d's %s %s (a %s) on the Flagship is damaged.", p + 1, flagship_upgrade_names[column], part, what);
        return;
    }
    col[row] = 0;
    /* A Slipstream Drive used this turn and destroyed now keeps its mark
     * ("Once per turn"): flagship_state_ok allows it. */
    if (destroyer == NO_PLAYER) {
        /* Destroyed by the Free States, the Blight or the Empire without a
         * First Regent: back to the owner's supply, a city to their board. */
        if (port) g->pl[p].starports_supply++;
        else return_city(g, p);
        glog(g, "Player %d's %s %s (a %s) on the Flagship is destroyed.", p + 1, flagship_upgrade_names[column], part,
             what);
        return;
    }
    if (port) g->pl[destroyer].trophy_starports[p]++;
    else g->pl[destroyer].trophy_cities[p]++;
    campaign_event(g, EVT_TROPHY_TAKEN, destroyer, port ? TROPHY_EV_STARPORT : TROPHY_EV_CITY, 1);
    glog(g, "Player %d's %s %s (a %s) on the Flagship is destroyed: a Trophy for Player %d.", p + 1,
         flagship_upgrade_names[column], part, what, destroyer + 1);
}
