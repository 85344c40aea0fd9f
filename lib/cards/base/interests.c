/*
 * Mining Interest (BC02) and Shipping Interest (BC09); Arms Interest
 * (ARCS-F1505/F1506, Guild, Weapon: added to the Court deck by the
 * Peacekeeper's completed Act II Resolution, ARCS-F1504), the same text
 * with Weapons: "Assemble (Build): Gain 1 Weapon."
 *
 *   "Manufacture (Build): Gain 1 Material."  /  "Synthesize (Build): Gain 1 Fuel."
 *        -> NEW_ACTION replacing Build (offered while the supply has one)
 *   "Prelude: You may discard this to gain Material (Fuel) up to your number
 *    of empty resource slots. If the Material (Fuel) supply empties, steal the
 *    Material (Fuel) instead."                   -> PRELUDE_MOVES
 *
 * The Prelude move names how many to take, k = 0 .. the empty slots ("up
 * to"; 0 simply discards the card, faq.csv "Can I discard this even if there
 * is nothing to steal? ... can simply be discarded"). They are gained one at
 * a time; once the supply is empty, each one still owed is stolen from a
 * Rival (which Rival and which of their slots is the player's choice), until
 * none is owed or nothing can be stolen (Sworn Guardians, no tokens left).
 *
 * Moves: "card mining-interest manufacture pip|slot-N" (shipping-interest
 *        synthesize, arms-interest assemble),
 *        "card mining-interest prelude <k>", "card mining-interest steal p<q> <slot>".
 */
#include "cards/hooks.h"

enum { S_NEW_ACTION, S_PRELUDE, S_STEAL, S_LOOP };

static int resource_of(int card) {
    int c = card_def_of(card)->card;
    return c == CARD_BC02 ? ARCS_MATERIAL : c == CARD_F1505 ? ARCS_WEAPON : ARCS_FUEL;
}

static int empty_slots(const player_state *pl) {
    int n = 0;
    for (int s = 0; s < open_res_slots(pl); s++) n += pl->res[s] == RES_EMPTY;
    return n;
}

static bool material_possible(const game_state *g, int p, int spent_slot) {
    (void)p;
    (void)spent_slot; /* a spent resource returns to the supply only when the Prelude ends */
    return g->res_supply[ARCS_MATERIAL] > 0;
}

static bool fuel_possible(const game_state *g, int p, int spent_slot) {
    (void)p;
    (void)spent_slot;
    return g->res_supply[ARCS_FUEL] > 0;
}

static bool weapon_possible(const game_state *g, int p, int spent_slot) {
    (void)p;
    (void)spent_slot;
    return g->res_supply[ARCS_WEAPON] > 0;
}

static void new_action_begin(game_state *g, int p, int card) { gain_resource(g, p, resource_of(card)); }

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    int n = empty_slots(&g->pl[p]);
    for (int k = 0; k <= n; k++) add_card_move(out, p, card, S_PRELUDE, k, 0, 0);
}

static void prelude_apply(game_state *g, arcs_move m) {
    int p = m.player;
    discard_held(g, p, card_move_card(m));
    card_log(g, card_move_card(m), "Player %d discards it to take up to %d %s.", p + 1, m.d, resource_name(resource_of(card_move_card(m))));
    if (m.d == 0) return;
    frame *f = push_card_frame(g, FR_CARD_AUTO, p, card_move_card(m), S_LOOP);
    f->c = m.d;
}

/* FR_CARD_AUTO S_LOOP: the next of the c owed. */
static void loop_step(game_state *g) {
    frame *f = top_frame(g);
    int p = f->player, card = f->card, r = resource_of(card);
    if (f->c == 0) {
        pop_frame(g);
        return;
    }
    f->c--;
    if (g->res_supply[r]) {
        gain_resource(g, p, r);
        return;
    }
    move_list opts;
    opts.n = 0;
    steal_resource_moves(g, p, card, S_STEAL, 1u << r, &opts);
    if (!opts.n) {
        card_log(g, card, "the %s supply is empty and there is no %s to steal.", resource_name(r), resource_name(r));
        pop_frame(g);
        return;
    }
    push_card_frame(g, FR_CARD, p, card, S_STEAL);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    steal_resource_moves(g, f->player, f->card, S_STEAL, 1u << resource_of(f->card), out);
}

static void apply(game_state *g, arcs_move m) {
    pop_frame(g);
    card_log(g, card_move_card(m), "the supply is empty: Player %d steals %s from Player %d.", m.player + 1,
             resource_name(resource_of(card_move_card(m))), m.d + 1);
    card_steal_resource(g, m.player, m.d, m.e);
}

static const card_step MINING_STEPS[] = {
    [S_NEW_ACTION] = {"manufacture", "U"}, [S_PRELUDE] = {"prelude", "n"}, [S_STEAL] = {"steal", "pR"}};
static const card_step SHIPPING_STEPS[] = {
    [S_NEW_ACTION] = {"synthesize", "U"}, [S_PRELUDE] = {"prelude", "n"}, [S_STEAL] = {"steal", "pR"}};
static const card_step ARMS_STEPS[] = {
    [S_NEW_ACTION] = {"assemble", "U"}, [S_PRELUDE] = {"prelude", "n"}, [S_STEAL] = {"steal", "pR"}};

static const card_new_action MANUFACTURE = {ARCS_ACT_BUILD, S_NEW_ACTION, material_possible, new_action_begin};
static const card_new_action SYNTHESIZE = {ARCS_ACT_BUILD, S_NEW_ACTION, fuel_possible, new_action_begin};
static const card_new_action ASSEMBLE = {ARCS_ACT_BUILD, S_NEW_ACTION, weapon_possible, new_action_begin};

/* FRAME_CHECK: S_LOOP (step): c owed. */
static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    if (f->kind == FR_CARD_AUTO && f->step == S_LOOP) return card_frame_only(f, FB_C) && f->c <= RES_SLOTS;
    return card_frame_only(f, 0);
}

#define INTEREST(var, id, name, step_table, new_action)                                                          \
    const card_def var = {.card = id, .short_name = name, .steps = step_table, .nsteps = ARRAY_LEN(step_table),                      \
                          .new_actions = &(new_action), .n_new_actions = 1, .prelude_moves = prelude_moves,   \
                          .prelude_apply = prelude_apply, .enumerate = enumerate, .apply = apply,           \
                          .step = loop_step, .frame_ok = frame_ok}

INTEREST(card_mining_interest, CARD_BC02, "mining-interest", MINING_STEPS, MANUFACTURE);
INTEREST(card_shipping_interest, CARD_BC09, "shipping-interest", SHIPPING_STEPS, SYNTHESIZE);
INTEREST(card_arms_interest, CARD_F1505, "arms-interest", ARMS_STEPS, ASSEMBLE);
