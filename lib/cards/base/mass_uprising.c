/*
 * Mass Uprising (BC26, Vox).
 *
 *   "When Secured: Choose a cluster on the map. You place 1 ship in each
 *    system of that cluster. Discard this card."    -> WHEN_SECURED
 *
 * Any cluster in play (out-of-play clusters "cannot be interacted with");
 * with fewer ships in supply than systems, the player chooses which systems
 * get one. The card stays in the Court discard pile. faq.csv, Mass Uprising:
 * "If I Ransack the Court to secure this during a battle, do ships I place in
 * the battle system count as attacking ships? No." - ships placed by cards
 * are reported to the battle (battle_ships_placed), which does not count
 * them as attacking ships.
 *
 * Move: "card mass-uprising cluster cluster-3".
 */
#include "cards/hooks.h"

enum { S_CLUSTER };

static void when_secured(game_state *g, int p, int card) {
    if (!g->pl[p].ships_supply) {
        card_log(g, card, "Player %d has no ships in supply to place.", p + 1);
        return;
    }
    push_card_frame(g, FR_CARD, p, card, S_CLUSTER);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int c = 0; c < NUM_CLUSTERS; c++)
        if (sys_in_play(g, c * 4)) add_card_move(out, f->player, f->card, S_CLUSTER, c, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    card_log(g, card, "Player %d chooses cluster %d.", m.player + 1, m.d + 1);
    place_ship_in_each(g, m.player, card, 0xFu << (m.d * 4));
}

static const card_step STEPS[] = {[S_CLUSTER] = {"cluster", "L"}};

const card_def card_mass_uprising = {
    .card = CARD_BC26,
    .short_name = "mass-uprising",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .enumerate = enumerate,
    .apply = apply,
};
