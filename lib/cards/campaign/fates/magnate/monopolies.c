/*
 * The Monopolies (ARCS-F313 Material, F314 Fuel, F315 Relic, F316 Psionic,
 * F317 Weapon Monopoly; Magnate, Act II), one def per type:
 *
 *   "You hold the Material supply here. (Add Material on here to Tycoon.
 *    You cannot spend it.)"                          -> RESOURCE_SUPPLY
 *   "In Summits, your consent is required to give Material."
 *                                 (Monopoly Consent, monopoly_consent.c)
 *
 * The Magnate's Act II Setup (F312A) places them in the general supply, the
 * resource supplies on them: in the supply a Monopoly is out of every play
 * area and counts for nobody (monopoly_in_supply). A player takes one with
 * the Gain Monopolies edict (F318) into their play area, where, as the
 * Cartels (lib/cards/base/cartels.c), the supply still is the general
 * supply (everyone gains from it and returns to it) and adds to the
 * holder's ambitions through holds_supply (hook point SCORING); not being
 * in resource slots it is never spent, stolen or discarded (faq.csv,
 * Material Cartel, read the same for Monopolies; Redeemer Act III
 * Objective and Overlord Act III Objective: the holder "has" them).
 */
#include "cards/campaign/fates/magnate/monopolies.h"

#include "campaign/fates.h"

static const uint16_t MONOPOLY[NUM_RES] = {
    [ARCS_MATERIAL] = CARD_F313, [ARCS_FUEL] = CARD_F314, [ARCS_WEAPON] = CARD_F317,
    [ARCS_RELIC] = CARD_F315,    [ARCS_PSIONIC] = CARD_F316,
};

int monopoly_card(int r) { return MONOPOLY[r]; }

int monopoly_type(int card) {
    for (int r = 0; r < NUM_RES; r++)
        if (MONOPOLY[r] == card) return r;
    return -1;
}

static bool in_play_area(const game_state *g, int p, int card) {
    for (int k = 0; k < g->ll.play_area_len[p]; k++)
        if (g->ll.play_area[p][k] == card) return true;
    return false;
}

int monopoly_holder(const game_state *g, int r) {
    for (int p = 0; p < g->num_players; p++)
        if (in_play_area(g, p, MONOPOLY[r])) return p;
    return -1;
}

bool magnate_booklet_has(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

int magnate_player(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        if (g->camp.fate[p] == CARD_FATE03) return p;
    return -1;
}

bool monopoly_in_supply(const game_state *g, int r) {
    return magnate_booklet_has(g, CARD_F318) && !card_scrapped(g, MONOPOLY[r]) && monopoly_holder(g, r) < 0;
}

int monopolies_of(const game_state *g, int p) {
    int n = 0;
    for (int r = 0; r < NUM_RES; r++) n += in_play_area(g, p, MONOPOLY[r]);
    return n;
}

int monopoly_has(const game_state *g, int p, int r) {
    unsigned t = 1u << r;
    int n = resources_held(&g->pl[p], r) + cards_resources_held(g, p, t) + card_res_held(g, p, t);
    return n + (p == g->camp.first_regent ? g->camp.trust[r] : 0);
}

int monopoly_in_play(const game_state *g, int r) {
    int n = g->res_supply[r] + g->camp.trust[r];
    for (int p = 0; p < g->num_players; p++)
        n += resources_held(&g->pl[p], r) + card_res_held(g, p, 1u << r);
    return n;
}

#define MONOPOLY_DEF(var, id, name, type) \
    const card_def var = {.card = id, .short_name = name, .holds_supply = 1 + (type)}

MONOPOLY_DEF(card_material_monopoly, CARD_F313, "material-monopoly", ARCS_MATERIAL);
MONOPOLY_DEF(card_fuel_monopoly, CARD_F314, "fuel-monopoly", ARCS_FUEL);
MONOPOLY_DEF(card_relic_monopoly, CARD_F315, "relic-monopoly", ARCS_RELIC);
MONOPOLY_DEF(card_psionic_monopoly, CARD_F316, "psionic-monopoly", ARCS_PSIONIC);
MONOPOLY_DEF(card_weapon_monopoly, CARD_F317, "weapon-monopoly", ARCS_WEAPON);
