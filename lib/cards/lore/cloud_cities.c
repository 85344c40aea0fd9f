/*
 * Cloud Cities (ARCS-L09).
 *
 *   "You may build cities on planets outside their building slots, max 1
 *    per planet. This costs 1 resource of the planet type."        -> BUILD
 *
 * A Build target "card cloud-cities build-at <planet> <resource slot>":
 * the Build action's conditions (a Loyal piece on the planet, a city on the
 * player board) plus a resource of the planet type, spent from the named
 * slot of the player board (returned to the supply; the slot is the
 * player's choice, slots differing in raid cost). faq.csv, Cloud Cities:
 * an Outraged resource can be spent (Outrage only stops its Prelude
 * action); without the resource there is no Cloud City; at most one city
 * outside the slots per planet, whoever built it. The city is a city of
 * the planet's type (taxed, destroyed, ransacked as any).
 */
#include "cards/hooks.h"

enum { S_BUILD };

static bool can_build(const game_state *g, int p, int s) {
    return !sys_is_gate(s) && !building_outside_slots(g, s, false) && may_build_outside(g, p, s, false);
}

static int build_moves(const game_state *g, int p, int card, move_list *out) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (sys_is_gate(s) || !can_build(g, p, s)) continue;
        for (int i = 0; i < RES_SLOTS_MAX; i++)
            if (g->pl[p].res[i] == planet_type(s) + 1) {
                if (!out) return 1;
                add_card_move(out, p, card, S_BUILD, s, i, 0);
                n++;
            }
    }
    return n;
}

static void build_apply(game_state *g, arcs_move m) {
    int p = m.player, s = m.d, slot = m.e, r = planet_type(s);
    if (r < 0) return; /* never: the moves name planets only (gates are skipped above) */
    g->pl[p].res[slot] = RES_EMPTY;
    g->res_supply[r]++;
    card_log(g, card_move_card(m), "Player %d spends 1 %s to build a city outside the building slots.", p + 1,
             resource_name(r));
    build_outside_slots(g, p, s, false);
}

static const card_step STEPS[] = {[S_BUILD] = {"build-at", "sn", "build a city on %1 outside its slots, spending the resource in slot %#2"}};

const card_def card_cloud_cities = {
    .card = CARD_L09,
    .short_name = "cloud-cities",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .build_moves = build_moves,
    .build_apply = build_apply,
};
