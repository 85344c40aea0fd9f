/*
 * Prospectors (ARCS-F322, Guild, Material, protected: keys 0; Magnate):
 * gained by the Magnate's Act II Resolution (F321) when completed.
 *
 *   "You may build cities on any planets if you don't have the Monopoly
 *    matching that planet type. (You don't need Loyal pieces there!)"
 *                                                    -> BUILD
 * Besides the Build's own targets, the holder may build a city in the
 * first empty building slot of any planet in play whose type's Monopoly
 * they do not have, where they have no Loyal piece (there the Build's own
 * move builds it); placed damaged where someone else controls the system
 * ("Control"), from the holder's board as any city. Not on a Broken World
 * (no slots: BUILDING_SLOTS) nor while the holder has a Flagship ("You
 * cannot build Loyal cities ... on the map", Campaign rulebook,
 * "Flagships").
 *
 * Moves (Build): "card prospectors city <system>".
 */
#include "cards/campaign/fates/magnate/monopolies.h"

#include "campaign/fates.h"

enum { S_CITY };

static int first_empty(const game_state *g, int sys) {
    for (int i = 0; i < planet_slots(sys) && i < SLOTS_PER_SYSTEM; i++)
        if (!(g->sys[sys].bld[i] & BLD_OCCUPIED)) return i;
    return -1;
}

static int build_moves(const game_state *g, int p, int card, move_list *out) {
    if (g->pl[p].cities_on_board <= 0 || g->camp.flagship[p]) return 0;
    uint32_t slotless = cards_slotless_systems(g);
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (sys_is_gate(s) || !sys_in_play(g, s) || first_empty(g, s) < 0 || ((slotless >> s) & 1u)) continue;
        if (loyal_map_piece(g, p, s) || monopoly_holder(g, planet_type(s)) == p) continue;
        if (!out) return 1;
        add_card_move(out, p, card, S_CITY, s, 0, 0);
        n++;
    }
    return n;
}

static void build_apply(game_state *g, arcs_move m) {
    int p = m.player, s = m.d, slot = first_empty(g, s);
    if (slot < 0) return;
    int c = controller(g, s);
    bool damaged = c != NO_PLAYER && !player_controls(g, p, s);
    g->sys[s].bld[slot] = BLD_MAKE(p, false, damaged);
    g->pl[p].cities_on_board--; /* the leftmost city: opens a slot of the board */
    char name[16];
    card_log(g, card_move_card(m), "Player %d builds a %scity at %s without Loyal pieces there.", p + 1,
             damaged ? "damaged " : "", system_name(s, name));
}

static const card_step STEPS[] = {[S_CITY] = {"city", "s", "build a city at %1 (no Loyal pieces needed)"}};

const card_def card_prospectors = {
    .card = CARD_F322,
    .short_name = "prospectors",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .build_moves = build_moves,
    .build_apply = build_apply,
};
