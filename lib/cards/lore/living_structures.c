/*
 * Living Structures (ARCS-L10).
 *
 *   "Nurture (Build): Tax a Loyal city."        -> NEW_ACTION replacing Build
 *   "Prune (Repair): Replace a Loyal starport with a Loyal city or vice
 *    versa."                                    -> NEW_ACTION replacing Repair
 *
 * Nurture contains a standard Tax of a Loyal city: tax modifiers apply to
 * it, build modifiers do not (Base rulebook, "Modifiers", this card's
 * example). Prune replaces a building in its slot (Fine Print, "replace":
 * a damaged building's replacement is damaged); the city comes from the
 * player board (leftmost) or returns to it (rightmost empty slot), the
 * starport from or to the supply.
 *
 * Moves: "card living-structures nurture pip|slot-N" (then the Tax),
 * "card living-structures prune pip|slot-N", then
 * "card living-structures prune-at <system> <slot>".
 */
#include <assert.h>

#include "cards/hooks.h"
#include "core/sysbits.h"

enum { S_NURTURE, S_PRUNE, S_PRUNE_AT };

static bool nurture_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    return loyal_tax_possible(g, p);
}

static void nurture_begin(game_state *g, int p, int card) {
    (void)card;
    loyal_tax_begin(g, p);
}

/* Can the building in this slot be pruned by p? */
static bool prunable(const game_state *g, int p, int s, int i) {
    uint8_t b = g->sys[s].bld[i];
    if (!(b & BLD_OCCUPIED) || (int)BLD_OWNER(b) != p) return false;
    return BLD_IS_STARPORT(b) ? g->pl[p].cities_on_board > 0 : g->pl[p].starports_supply > 0;
}

#ifndef NDEBUG
/* prune_possible's answer, a place at a time (debug builds check it). */
static bool prune_possible_slow(const game_state *g, int p) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; sys_in_play(g, s) && i < BUILDING_SLOTS_MAX; i++)
            if (prunable(g, p, s, i)) return true;
    return false;
}
#endif

/* A prunable building of p in a system in play: p's starports while a city
 * is on p's board, p's cities while a starport is in p's supply, every
 * place of a cluster's 4 systems asked at once (core/sysbits.h). */
static bool prune_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    _Static_assert(BUILDING_SLOTS_MAX == 4, "a system's places are bytes SYS_OFF_BLD(0..3)");
    const uint64_t places = SYS_GROUP_BYTE(SYS_OFF_BLD(0)) | SYS_GROUP_BYTE(SYS_OFF_BLD(1)) |
                            SYS_GROUP_BYTE(SYS_OFF_BLD(2)) | SYS_GROUP_BYTE(SYS_OFF_BLD(3));
    bool ports = g->pl[p].cities_on_board > 0, cities = g->pl[p].starports_supply > 0, found = false;
    for (int c = 0; (ports || cities) && !found && c < NUM_CLUSTERS; c++) {
        if ((g->out_of_play >> c) & 1u) continue;
        uint64_t w = 0;
        if (ports) w |= sys_group_match(g, c, BLD_OWNER_MASK | BLD_STARPORT, BLD_OF(p) | BLD_STARPORT);
        if (cities) w |= sys_group_match(g, c, BLD_OWNER_MASK | BLD_STARPORT, BLD_OF(p));
        found = (w & places) != 0;
    }
    assert(found == prune_possible_slow(g, p));
    return found;
}

static void prune_begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_PRUNE_AT); }

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; sys_in_play(g, s) && i < BUILDING_SLOTS_MAX; i++)
            if (prunable(g, f->player, s, i)) add_card_move(out, f->player, f->card, S_PRUNE_AT, s, i, 0);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, s = m.d, i = m.e, card = top_frame(g)->card;
    pop_frame(g);
    player_state *pl = &g->pl[p];
    uint8_t b = g->sys[s].bld[i];
    bool damaged = BLD_IS_DAMAGED(b);
    char name[16];
    system_name(s, name);
    if (BLD_IS_STARPORT(b)) {
        pl->starports_supply++;
        pl->cities_on_board--; /* the leftmost city: opens a slot of the board */
        g->sys[s].bld[i] = BLD_MAKE(p, false, damaged);
        card_log(g, card, "Player %d replaces their starport at %s with a city.", p + 1, name);
    } else {
        pl->starports_supply--;
        g->sys[s].bld[i] = BLD_MAKE(p, true, damaged);
        card_log(g, card, "Player %d replaces their city at %s with a starport.", p + 1, name);
        campaign_event(g, EVT_CITY_REMOVED, NO_PLAYER, p, s);
        return_city(g, p); /* may push resource decisions */
    }
}

static const card_new_action NEW_ACTIONS[] = {
    {ARCS_ACT_BUILD, S_NURTURE, nurture_possible, nurture_begin},
    {ARCS_ACT_REPAIR, S_PRUNE, prune_possible, prune_begin},
};
static const card_step STEPS[] = {
    [S_NURTURE] = {"nurture", "U", "Nurture (Build), tax a Loyal city, spending %1"},
    [S_PRUNE] = {"prune", "U", "Prune (Repair), replace a Loyal building, spending %1"},
    [S_PRUNE_AT] = {"prune-at", "sn", "Prune, replacing %b1"}};

const card_def card_living_structures = {
    .card = CARD_L10,
    .short_name = "living-structures",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = NEW_ACTIONS,
    .n_new_actions = 2,
    .enumerate = enumerate,
    .apply = apply,
};
