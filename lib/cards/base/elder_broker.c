/*
 * Elder Broker (BC23).
 *
 *   "Trade (Tax): Choose a Rival city you control. Swap 1 resource with that
 *    Rival - take a resource of that city type from them, and give them a
 *    resource they don't have."                    -> NEW_ACTION (Tax)
 *   "Prelude: You may discard this to gain 1 Material, 1 Fuel, and 1 Weapon."
 *                                                  -> PRELUDE_MOVES
 *
 * Trade: the holder names a Rival's city in a system they control, then the
 * swap: which of the Rival's resource-slot tokens of the city's planet type
 * they take, and which of their own tokens, of a type the Rival does not
 * have, they give ("Swap: Give the prompted piece and take the prompted
 * piece at the same time", Glossary). A player "has" the resources on their
 * Cartel (faq.csv, Keeper's Solidarity, Keeper's Trust). Both tokens are
 * then placed by their new holders like any resource taken or given. Trade
 * is offered only when such a swap exists. It is not a Tax: Tax modifiers
 * and the Tax Limit do not apply, no Captive is taken (Base rulebook,
 * "Modifiers"). faq.csv, Elder Broker: "Is Trade blocked by Sworn Guardians?
 * The Trade action is not stealing and is not blocked by Sworn Guardians."
 *
 * Moves: "card elder-broker trade pip|slot-N", "card elder-broker city
 * <system> <building slot>", "card elder-broker swap <their slot> <my slot>",
 * "card elder-broker prelude", "card elder-broker discard".
 */
#include "cards/hooks.h"

enum { S_TRADE, S_CITY, S_SWAP, S_PRELUDE, S_GAIN };

/* A token p holds (but the one in spent_slot) of a type the Rival q does
 * not have. */
static bool can_give(const game_state *g, int p, int q, int spent_slot) {
    for (int s = 0; s < RES_SLOTS_MAX; s++) {
        int t = g->pl[p].res[s] - 1;
        if (s != spent_slot && t >= 0 && t < NUM_RES && !has_resource(g, q, t)) return true;
    }
    return false;
}

/* A Rival city in a system p controls, with a swap possible once the
 * resource in spent_slot (if any) is spent. */
static bool trade_city(const game_state *g, int p, int sys, int slot, int spent_slot) {
    uint8_t b = g->sys[sys].bld[slot];
    if (!BLD_IS_CITY(b) || sys_is_gate(sys) || !sys_in_play(g, sys)) return false;
    int q = (int)BLD_OWNER(b);
    if (q == p || q >= g->num_players || !player_controls(g, p, sys)) return false;
    return resources_held(&g->pl[q], planet_type(sys)) > 0 && can_give(g, p, q, spent_slot);
}

static bool trade_possible(const game_state *g, int p, int spent_slot) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; i < building_places(g); i++)
            if (trade_city(g, p, s, i, spent_slot)) return true;
    return false;
}

static void trade_begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_CITY); }

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_CITY) {
        for (int s = 0; s < NUM_SYSTEMS; s++)
            for (int i = 0; i < building_places(g); i++)
                if (trade_city(g, p, s, i, -1)) add_card_move(out, p, f->card, S_CITY, s, i, 0);
        return;
    }
    /* S_SWAP: c = the Rival, d = the city's type. */
    int q = f->c, r = f->d;
    for (int x = 0; x < RES_SLOTS_MAX; x++) {
        if (g->pl[q].res[x] != r + 1) continue;
        for (int y = 0; y < RES_SLOTS_MAX; y++) {
            int t = g->pl[p].res[y] - 1;
            if (t >= 0 && t < NUM_RES && !has_resource(g, q, t)) add_card_move(out, p, f->card, S_SWAP, x, y, 0);
        }
    }
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = m.player, card = f->card;
    if (f->step == S_CITY) {
        int q = (int)BLD_OWNER(g->sys[m.d].bld[m.e]);
        char sn[16];
        card_log(g, card, "Player %d trades with Player %d's city in %s.", p + 1, q + 1, system_name(m.d, sn));
        pop_frame(g);
        frame *s = push_card_frame(g, FR_CARD, p, card, S_SWAP);
        s->c = (uint8_t)q;
        s->d = (uint8_t)planet_type(m.d);
        return;
    }
    int q = f->c;
    pop_frame(g);
    int took = g->pl[q].res[m.d] - 1, gave = g->pl[p].res[m.e] - 1;
    g->pl[q].res[m.d] = RES_EMPTY;
    g->pl[p].res[m.e] = RES_EMPTY;
    card_log(g, card, "Player %d takes %s from Player %d and gives them %s.", p + 1, resource_name(took), q + 1,
             resource_name(gave));
    receive_resource(g, q, gave);
    receive_resource(g, p, took);
}

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    (void)g;
    add_card_move(out, p, card, S_PRELUDE, 0, 0, 0);
    discard_move(p, card, out);
}

static void prelude_apply(game_state *g, arcs_move m) {
    discard_held(g, m.player, card_move_card(m));
    card_log(g, card_move_card(m), "Player %d discards it to gain 1 Material, 1 Fuel and 1 Weapon.", m.player + 1);
    push_card_frame(g, FR_CARD_AUTO, m.player, card_move_card(m), S_GAIN);
}

/* FR_CARD_AUTO S_GAIN: Material, then Fuel, then Weapon (c = how many gained). */
static void gain_step(game_state *g) {
    static const uint8_t ORDER[3] = {ARCS_MATERIAL, ARCS_FUEL, ARCS_WEAPON};
    frame *f = top_frame(g);
    int p = f->player, i = f->c;
    if (i >= 3) {
        pop_frame(g);
        return;
    }
    f->c++;
    gain_resource(g, p, ORDER[i]);
}

static const card_step STEPS[] = {
    [S_TRADE] = {"trade", "U"}, [S_CITY] = {"city", "sn"}, [S_SWAP] = {"swap", "nn"}, [S_PRELUDE] = {"prelude", ""},
};
static const card_new_action TRADE = {ARCS_ACT_TAX, S_TRADE, trade_possible, trade_begin};

/* FRAME_CHECK: S_SWAP: c the Rival, d the type; S_GAIN (step): c gained. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD && f->step == S_SWAP)
        return card_frame_only(f, FB_C | FB_D) && card_frame_rival_ok(g, f, f->c) && f->d < NUM_RES;
    if (f->kind == FR_CARD_AUTO && f->step == S_GAIN) return card_frame_only(f, FB_C) && f->c <= 3;
    return card_frame_only(f, 0);
}

const card_def card_elder_broker = {
    .card = CARD_BC23,
    .short_name = "elder-broker",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = &TRADE,
    .n_new_actions = 1,
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
    .enumerate = enumerate,
    .apply = apply,
    .step = gain_step,
    .frame_ok = frame_ok,
};
