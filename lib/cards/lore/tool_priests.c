/*
 * Tool-Priests (ARCS-L01).
 *
 *   "Summon (Build): Once per turn, build 1 ship at any city you control.
 *    Yes, even Rival cities you control!"       -> NEW_ACTION replacing Build
 *
 * Offered while the card was not used this turn, a ship is in the supply
 * and the holder controls a system with a city (of any player). The city is
 * the next decision: "card tool-priests summon pip|slot-N", then
 * "card tool-priests summon-at <system>". The ship is fresh (the holder
 * controls the system). A new action: build modifiers do not apply (Base
 * rulebook, "Modifiers").
 */
#include <assert.h>

#include "cards/hooks.h"
#include "core/sysbits.h"

enum { S_SUMMON, S_AT };

static uint32_t summon_systems(const game_state *g, int p) {
    uint32_t m = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        bool city = false;
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++) city |= BLD_IS_CITY(g->sys[s].bld[i]);
        if (city && sys_in_play(g, s) && player_controls(g, p, s)) m |= 1u << s;
    }
    return m;
}

/* summon_systems(g, p) != 0, stopping at the first system: the systems
 * with a city found a cluster at a time (core/sysbits.h), control asked
 * only of those. */
static bool summon_system_exists(const game_state *g, int p) {
    _Static_assert(BUILDING_SLOTS_MAX == 4, "a system's places are bytes SYS_OFF_BLD(0..3)");
    bool found = false;
    for (int c = 0; !found && c < NUM_CLUSTERS; c++) {
        if ((g->out_of_play >> c) & 1u) continue;
        uint64_t w = sys_group_match(g, c, BLD_OCCUPIED | BLD_STARPORT, BLD_OCCUPIED);
        unsigned cities = sys_group_nibble(w >> SYS_OFF_BLD(0) | w >> SYS_OFF_BLD(1) | w >> SYS_OFF_BLD(2) |
                                           w >> SYS_OFF_BLD(3));
        for (; cities && !found; cities &= cities - 1) found = player_controls(g, p, 4 * c + __builtin_ctz(cities));
    }
    assert(found == (summon_systems(g, p) != 0));
    return found;
}

static bool possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    return g->pl[p].ships_supply > 0 && !card_used_this_turn(g, CARD_L01) && summon_system_exists(g, p);
}

static void begin(game_state *g, int p, int card) {
    card_mark_used(g, card);
    push_card_frame(g, FR_CARD, p, card, S_AT);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_AT, summon_systems(g, f->player));
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    char name[16];
    card_log(g, card, "Player %d builds a ship at %s.", m.player + 1, system_name(m.d, name));
    place_ships(g, m.player, m.d, 1);
}

static const card_new_action NEW_ACTIONS[] = {{ARCS_ACT_BUILD, S_SUMMON, possible, begin}};
static const card_step STEPS[] = {[S_SUMMON] = {"summon", "U", "Summon (Build), 1 ship at a city you control, spending %1"},
                                     [S_AT] = {"summon-at", "s", "Summon, building 1 ship at %1"}};

const card_def card_tool_priests = {
    .card = CARD_L01,
    .short_name = "tool-priests",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = NEW_ACTIONS,
    .n_new_actions = 1,
    .enumerate = enumerate,
    .apply = apply,
};
