/*
 * Freedom Fighters (ARCS-F227, Guild, Weapon, protected; gained by the
 * Founder's Act III Setup, ARCS-F225A).
 *
 *   "Incite Revolt (Battle): In a system with a fresh Free city, destroy
 *    all damaged Rival and Imperial ships, ignoring the Imperial Truce Law.
 *    Don't take Trophies."                           -> NEW_ACTION (Battle)
 *
 * "card freedom-fighters incite-revolt <pip or resource>", then "card
 * freedom-fighters system <system>": a system in play with a fresh Free
 * city and at least one damaged ship the holder may destroy there (a
 * system where it would destroy nothing is not offered). The damaged ships
 * of every Rival and the damaged Imperial ships there are destroyed: a
 * Rival's to their supply, the Empire's to the Imperial supply, none
 * taken as a Trophy. "Ignoring the Imperial Truce Law": a Regent destroys
 * Imperial ships and Rival Regents' ships alike. Destroying is harm
 * (Campaign rulebook, "Harm"): other limits on harm still hold (an
 * Armistice in the Court: a Member destroys no Member's ships,
 * cards_forbid_harm), and each owner harmed is reported (harm_event).
 */
#include "cards/hooks.h"

enum { S_REVOLT, S_SYSTEM };

static bool fresh_free_city(const game_state *g, int s) {
    for (int i = 0; i < building_places(g); i++) {
        uint8_t b = g->sys[s].bld[i];
        if ((b & BLD_OCCUPIED) && BLD_IS_CITY(b) && BLD_OWNER(b) == OWNER_FREE && !BLD_IS_DAMAGED(b)) return true;
    }
    return false;
}

/* The owners (bit per player, bit OWNER_EMPIRE) whose damaged ships p
 * destroys in s. */
static unsigned victims(const game_state *g, int p, int s) {
    unsigned m = 0;
    for (int q = 0; q < g->num_players; q++)
        if (q != p && g->sys[s].damaged[q] && !cards_forbid_harm(g, p, q, s)) m |= 1u << q;
    if (g->camp.imperial[s][1] && !cards_forbid_harm(g, p, OWNER_EMPIRE, s)) m |= 1u << OWNER_EMPIRE;
    return m;
}

static uint32_t revolt_systems(const game_state *g, int p) {
    uint32_t m = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && fresh_free_city(g, s) && victims(g, p, s)) m |= 1u << s;
    return m;
}

static bool revolt_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    return is_campaign(g) && revolt_systems(g, p) != 0;
}

static void revolt_begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_SYSTEM); }

static const card_new_action NEW_ACTIONS[] = {
    {ARCS_ACT_BATTLE, S_REVOLT, revolt_possible, revolt_begin},
};

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_SYSTEM, revolt_systems(g, f->player));
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card, s = m.d;
    pop_frame(g);
    unsigned who = victims(g, p, s);
    int rivals = 0, imperial = 0, dead[MAX_PLAYERS] = {0};
    for (int q = 0; q < g->num_players && q < MAX_PLAYERS; q++) {
        if (!((who >> q) & 1u)) continue;
        rivals += g->sys[s].damaged[q];
        dead[q] = g->sys[s].damaged[q];
        g->pl[q].ships_supply = (uint8_t)(g->pl[q].ships_supply + g->sys[s].damaged[q]);
        g->sys[s].damaged[q] = 0;
    }
    if ((who >> OWNER_EMPIRE) & 1u) {
        imperial = g->camp.imperial[s][1];
        g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply + imperial);
        g->camp.imperial[s][1] = 0;
    }
    if (log_enabled(g)) {
        char name[16];
        card_log(g, card, "Player %d incites a revolt at %s: %d damaged Rival and %d damaged Imperial ship(s) are destroyed.",
                 p + 1, system_name(s, name), rivals, imperial);
    }
    for (int q = 0; q < g->num_players && q < MAX_PLAYERS; q++)
        if ((who >> q) & 1u) ships_destroyed_event(g, q, dead[q]);
    ships_destroyed_event(g, OWNER_EMPIRE, imperial);
    for (; who; who &= who - 1) harm_event(g, p, __builtin_ctz(who), s);
}

/* FRAME_CHECK: S_SYSTEM keeps no data; a system to revolt in. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_SYSTEM && card_frame_only(f, 0) && revolt_systems(g, f->player);
}

static const card_step STEPS[] = {
    [S_REVOLT] = {"incite-revolt", "U", "Incite Revolt"},
    [S_SYSTEM] = {"system", "s", "incite a revolt at %1"},
};

const card_def card_freedom_fighters = {
    .card = CARD_F227,
    .short_name = "freedom-fighters",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = NEW_ACTIONS,
    .n_new_actions = ARRAY_LEN(NEW_ACTIONS),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
