/*
 * Mass Uprising (ARCS-F717, F718, Vox; Admiral, added to the Court deck by
 * the Act II Resolution's completed branch, ARCS-F714).
 *
 *   "Crisis: Destroy every damaged ship. Bury this card."      -> CRISIS
 *
 * Every damaged ship on the map: players' ships return to their owners'
 * supplies, Imperial ships to the Imperial supply (destroyed by no one: no
 * Trophies). The Flagship is no ship to destroy (it cannot be removed:
 * Campaign rulebook, "Flagship Piece"); Blight is not a ship. Then the
 * card is buried (its Court place refills; attached to another Court card,
 * it alone is buried).
 *
 *   "When Secured: Choose a cluster on the map. You place 1 ship in each
 *    system of that cluster. Discard this card."         -> WHEN_SECURED
 *
 * The securer chooses a cluster in play ("card admiral-mass-uprising cluster
 * <cluster>"); a ship is placed in each of its systems (short of ships,
 * the securer chooses where, one at a time: place_ship_in_each). The card
 * stays in the Court discard pile. faq.csv, Mass Uprising: secured by a
 * Ransack during a battle, ships placed in the battle system are not
 * attacking ships (place_ships counts them as battle reinforcements).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/hooks.h"

enum { S_CLUSTER };

static void crisis(game_state *g, int card, int pos) {
    int ships = 0, imperial = 0, dead[MAX_PLAYERS] = {0};
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        for (int p = 0; p < g->num_players; p++) {
            ships += g->sys[s].damaged[p];
            dead[p] += g->sys[s].damaged[p];
            g->pl[p].ships_supply = (uint8_t)(g->pl[p].ships_supply + g->sys[s].damaged[p]);
            g->sys[s].damaged[p] = 0;
        }
        imperial += g->camp.imperial[s][1];
        g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply + g->camp.imperial[s][1]);
        g->camp.imperial[s][1] = 0;
    }
    card_log(g, card, "every damaged ship is destroyed: %d of players, %d Imperial.", ships, imperial);
    for (int p = 0; p < g->num_players; p++) ships_destroyed_event(g, p, dead[p]);
    ships_destroyed_event(g, OWNER_EMPIRE, imperial);
    if (g->court_row[pos] == card) court_bury_from_row(g, pos);
    else if (attach_remove(g, card)) court_bury(g, card); /* attached to the card at pos */
}

static uint32_t cluster_systems(const game_state *g, int k) {
    uint32_t m = 0;
    for (int s = k * 4; s < k * 4 + 4; s++)
        if (sys_in_play(g, s)) m |= 1u << s;
    return m;
}

static void when_secured(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_CLUSTER); }

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int k = 0; k < NUM_CLUSTERS; k++)
        if (cluster_systems(g, k)) add_card_move(out, f->player, f->card, S_CLUSTER, k, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    card_log(g, card, "Player %d secured it and places a ship in each system of cluster %d.", m.player + 1, m.d + 1);
    place_ship_in_each(g, m.player, card, cluster_systems(g, m.d));
}

static const card_step STEPS[] = {[S_CLUSTER] = {"cluster", "L", "place a ship in each system of %1"}};

const card_def card_admiral_mass_uprising = {
    .card = CARD_F717,
    .short_name = "admiral-mass-uprising",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
};
