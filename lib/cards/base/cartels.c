/*
 * Material Cartel (BC03) and Fuel Cartel (BC06); the campaign's Weapon
 * Cartel (ARCS-F309), Psionic Cartel (F310) and Relic Cartel (F311, the
 * Magnate's) print the same text with their type ("You add it to Warlord /
 * Empath / Keeper"): the same effect, one def per type. F307 and F308
 * reprint BC03 and BC06 (lib/cards/hooks.c, REPRINT_LIST).
 *
 *   "You keep the Material supply on here. (You add it to Tycoon but can't
 *    spend it.)"                                   -> RESOURCE_SUPPLY
 *   "After scoring, Rivals discard all Material."  -> AFTER_SCORING
 *   "Prelude: You may discard this to steal 1 Material."  -> PRELUDE_MOVES
 *
 * The supply on the card is still the general supply: its tokens stay in
 * g->res_supply, everyone gains from it and returns to it as usual, and the
 * holder counts it for their ambitions (card point SCORING, through
 * holds_supply). Not being in the holder's resource slots, it cannot be
 * spent, discarded for Relic Fence or stolen (faq.csv, Material Cartel: "The
 * resources count towards ambitions and Keeper's Solidarity, but they cannot
 * be discarded for Relic Fence or be stolen.").
 *
 * faq.csv: "Do rivals discard even if Tycoon wasn't scored? Yes." - the
 * discard happens after every scoring step. "Can I discard this even if there
 * is nothing to steal? Yes." - the "discard" move is always offered.
 *
 * faq.csv, Psionic Cartel, Weapon Cartel, Relic Cartel: the same ruling
 * (for Weapons "count towards Keeper's Solidarity", not ambitions: Warlord
 * counts Trophies, unless War Profiteering makes it count Weapons too).
 *
 * Moves: "card material-cartel steal p<q> <slot>", "card material-cartel discard".
 */
#include "cards/hooks.h"

enum { S_STEAL };

static int resource_of(int card) { return card_def_of(card)->holds_supply - 1; }

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    steal_resource_moves(g, p, card, S_STEAL, 1u << resource_of(card), out);
    discard_move(p, card, out);
}

static void prelude_apply(game_state *g, arcs_move m) {
    discard_held(g, m.player, card_move_card(m));
    card_log(g, card_move_card(m), "Player %d discards it to steal %s from Player %d.", m.player + 1,
             resource_name(resource_of(card_move_card(m))), m.d + 1);
    card_steal_resource(g, m.player, m.d, m.e);
}

static void after_scoring(game_state *g, int holder, int card) {
    int r = resource_of(card);
    for (int q = 0; q < g->num_players; q++) {
        if (q == holder) continue;
        int n = resources_held(&g->pl[q], r);
        if (!n) continue;
        discard_resources_of_type(g, q, r);
        card_log(g, card, "after scoring, Player %d discards %d %s.", q + 1, n, resource_name(r));
    }
}

static const card_step STEPS[] = {[S_STEAL] = {"steal", "pR"}};

#define CARTEL(var, id, name, type)                                                                        \
    const card_def var = {.card = id, .short_name = name, .steps = STEPS, .nsteps = ARRAY_LEN(STEPS),                      \
                          .holds_supply = 1 + (type), .prelude_moves = prelude_moves,                      \
                          .prelude_apply = prelude_apply, .after_scoring = after_scoring}

CARTEL(card_material_cartel, CARD_BC03, "material-cartel", ARCS_MATERIAL);
CARTEL(card_fuel_cartel, CARD_BC06, "fuel-cartel", ARCS_FUEL);
CARTEL(card_weapon_cartel, CARD_F309, "weapon-cartel", ARCS_WEAPON);
CARTEL(card_psionic_cartel, CARD_F310, "psionic-cartel", ARCS_PSIONIC);
CARTEL(card_relic_cartel, CARD_F311, "relic-cartel", ARCS_RELIC);
