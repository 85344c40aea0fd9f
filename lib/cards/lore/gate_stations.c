/*
 * Gate Stations (ARCS-L11).
 *
 *   "You may build cities on gates, max 1 per gate."              -> BUILD
 *   "A gate city's type matches all cities in its cluster. (Players may
 *    tax it for 1 resource of any of those cities. If it is destroyed,
 *    Provoke Outrage of all those city types.)"               -> CITY_TYPE
 *
 * The city stands outside the printed slots (a gate has none): a Build
 * target "card gate-stations build-at <gate>" in the Build action (a Loyal
 * piece in the gate, a city on the player board), at most one city per
 * gate whoever built it (faq.csv, Gate Stations). Its types are those of
 * the other cities of its cluster (any player's, in printed slots or
 * outside them), counted when it is taxed or destroyed, for every player
 * while this card is in a play area. Taxing it with several types to
 * choose from, the taxing player chooses: "card gate-stations tax-gain
 * <resource>". faq.csv, Gate Stations: with no other city in the cluster
 * it has no type: taxing it yields no resource (it can still be taxed:
 * the agent is still captured) and destroying it provokes no Outrage
 * (lib/rules/battle.c, city_destroyed).
 *
 * Frame data: S_TAX_GAIN c = the gate.
 */
#include "cards/hooks.h"

enum { S_BUILD, S_TAX_GAIN };

static int build_moves(const game_state *g, int p, int card, move_list *out) {
    return gate_build_moves(g, p, card, S_BUILD, false, out);
}

static void build_apply(game_state *g, arcs_move m) {
    card_log(g, card_move_card(m), "Player %d builds a city on a gate.", m.player + 1);
    build_outside_slots(g, m.player, m.d, false);
}

/* The types of the cities on the planets of the gate's cluster (a printed
 * gate's: the map centre's city has the type its law gives it). */
static unsigned city_types(const game_state *g, int sys) {
    unsigned t = 0;
    if (sys < 0 || sys >= NUM_SYSTEMS) return 0;
    int c = sys_cluster(sys);
    for (int s = c * 4 + 1; s < c * 4 + 4; s++)
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++)
            if (BLD_IS_CITY(g->sys[s].bld[i])) t |= 1u << planet_type(s);
    return t;
}

static void taxed(game_state *g, int p, int card, int sys) {
    unsigned t = city_types(g, sys);
    if (!t) {
        card_log(g, card, "the gate city has no type (no other city in its cluster): no resource.");
    } else if (!(t & (t - 1))) {
        card_log(g, card, "Player %d taxes the gate city for 1 %s.", p + 1, resource_name(__builtin_ctz(t)));
        gain_resource(g, p, __builtin_ctz(t));
    } else {
        push_card_frame(g, FR_CARD, p, card, S_TAX_GAIN)->c = (uint8_t)sys;
    }
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_TAX_GAIN, city_types(g, f->c));
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    card_log(g, card, "Player %d taxes the gate city for 1 %s.", m.player + 1, resource_name(m.d));
    gain_resource(g, m.player, m.d);
}

static const card_step STEPS[] = {[S_BUILD] = {"build-at", "s", "build a city on %1"},
                                  [S_TAX_GAIN] = {"tax-gain", "r", "take 1 %1 for the gate city taxed"}};

/* FRAME_CHECK: S_TAX_GAIN: c the gate of the taxed city. */
static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    if (f->kind == FR_CARD && f->step == S_TAX_GAIN) return card_frame_only(f, FB_C) && f->c < NUM_SYSTEMS && sys_is_gate(f->c);
    return card_frame_only(f, 0);
}

const card_def card_gate_stations = {
    .card = CARD_L11,
    .short_name = "gate-stations",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .build_moves = build_moves,
    .build_apply = build_apply,
    .gate_city_types = city_types,
    .gate_city_taxed = taxed,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
