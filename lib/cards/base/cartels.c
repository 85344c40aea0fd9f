/*
 * Material Cartel (BC03) and Fuel Cartel (BC06).
 *
 *   "You keep the Material supply on here. (You add it to Tycoon but can't
 *    spend it.)"                                   -> RESOURCE_SUPPLY
 *   "After scoring, Rivals discard all Material."  -> AFTER_SCORING
 *   "Prelude: You may discard this to steal 1 Material."  -> PRELUDE_MOVES
 *
 * The supply on the card is still the general supply: its tokens stay in
 * g->res_supply, everyone gains from it and returns to it as usual, and the
 * holder counts it for their ambitions (hook point SCORING, through
 * holds_supply). Not being in the holder's resource slots, it cannot be
 * spent, discarded for Relic Fence or stolen (faq.csv, Material Cartel: "The
 * resources count towards ambitions and Keeper's Solidarity, but they cannot
 * be discarded for Relic Fence or be stolen.").
 *
 * faq.csv: "Do rivals discard even if Tycoon wasn't scored? Yes." - the
 * discard happens after every scoring step. "Can I discard this even if there
 * is nothing to steal? Yes." - the "discard" move is always offered.
 *
 * Moves: "card material-cartel steal p<q> <slot>", "card material-cartel discard".
 */
#include "cards/hooks.h"

enum { S_STEAL };

static int resource_of(int hook) { return card_def_by_hook(hook)->card == CARD_BC03 ? ARCS_MATERIAL : ARCS_FUEL; }

static void prelude_moves(const game_state *g, int p, int hook, move_list *out) {
    steal_resource_moves(g, p, hook, S_STEAL, 1u << resource_of(hook), out);
    discard_move(p, hook, out);
}

static void prelude_apply(game_state *g, arcs_move m) {
    discard_held(g, m.player, card_def_by_hook(m.a)->card);
    card_log(g, m.a, "Player %d discards it to steal %s from Player %d.", m.player + 1,
             resource_name(resource_of(m.a)), m.c + 1);
    steal_resource(g, m.player, m.c, m.d);
}

static void after_scoring(game_state *g, int holder, int hook) {
    int r = resource_of(hook);
    for (int q = 0; q < g->num_players; q++) {
        if (q == holder) continue;
        int n = resources_held(&g->pl[q], r);
        if (!n) continue;
        discard_resources_of_type(g, q, r);
        card_log(g, hook, "after scoring, Player %d discards %d %s.", q + 1, n, resource_name(r));
    }
}

static const card_step STEPS[] = {[S_STEAL] = {"steal", "pn"}};

#define CARTEL(var, id, name, type)                                                                        \
    const card_def var = {.card = id, .short_name = name, .steps = STEPS, .nsteps = 1,                      \
                          .holds_supply = 1 + (type), .prelude_moves = prelude_moves,                      \
                          .prelude_apply = prelude_apply, .after_scoring = after_scoring}

CARTEL(card_material_cartel, CARD_BC03, "material-cartel", ARCS_MATERIAL);
CARTEL(card_fuel_cartel, CARD_BC06, "fuel-cartel", ARCS_FUEL);
