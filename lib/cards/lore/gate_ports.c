/*
 * Gate Ports (ARCS-L08).
 *
 *   "You may build starports on gates, max 1 per gate."          -> BUILD
 *   "When Rival ships take a move into a gate you control with a fresh
 *    Loyal starport, capture 1 agent of that Rival."         -> MOVE_INTO
 *
 * The starport stands outside the printed slots (a gate has none): a Build
 * target "card gate-ports build-at <gate>" in the Build action (a Loyal
 * piece in the gate, a starport in the supply), at most one starport per
 * gate whoever built it (faq.csv, Gate Ports: "it is a maximum of one
 * total"). Once built it is a starport like any other: it builds ships and
 * lets Catapult moves start (faq.csv, Gate Ports). The capture counts each
 * move into the gate (each step of a Catapult), with control as it was
 * before the ships moved in (as the Catapult checks it), and needs an
 * agent in the Rival's supply (capture_agent).
 */
#include "cards/hooks.h"
#include "campaign/flagship.h"

enum { S_BUILD };

static int build_moves(const game_state *g, int p, int card, move_list *out) {
    return gate_build_moves(g, p, card, S_BUILD, true, out);
}

static void build_apply(game_state *g, arcs_move m) {
    card_log(g, card_move_card(m), "Player %d builds a starport on a gate.", m.player + 1);
    build_outside_slots(g, m.player, m.d, true);
}

/* A fresh Loyal starport of p in sys. Campaign, Cards & Flagships
 * ("Building Checks.", yaml): the Upgrades and Armor of p's Flagship count
 * as in its system (the card does not say "on the map"). */
static bool fresh_loyal_starport(const game_state *g, int p, int sys) {
    for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
        uint8_t b = g->sys[sys].bld[i];
        if ((b & BLD_OCCUPIED) && BLD_IS_STARPORT(b) && !BLD_IS_DAMAGED(b) && (int)BLD_OWNER(b) == p) return true;
    }
    return flagship_fresh_starports_in(g, p, sys) > 0;
}

static void rival_moved_in(game_state *g, int holder, int card, int mover, int sys) {
    if (!fresh_loyal_starport(g, holder, sys)) return;
    card_log(g, card, "Player %d's ships move into Player %d's gate: Player %d captures 1 agent.", mover + 1,
             holder + 1, holder + 1);
    if (g->pl[mover].agents_supply) {
        capture_agent(g, holder, mover);
        campaign_event(g, EVT_AGENTS_CAPTURED, holder, mover, 1);
    }
}

static const card_step STEPS[] = {[S_BUILD] = {"build-at", "s", "build a starport on %1"}};

const card_def card_gate_ports = {
    .card = CARD_L08,
    .short_name = "gate-ports",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .build_moves = build_moves,
    .build_apply = build_apply,
    .rival_moved_in = rival_moved_in,
};
