/*
 * Prison Wardens (BC12).
 *
 *   "Pressgang (Build): Return any number of your Captives to gain any 1
 *    resource for each."                          -> NEW_ACTION (Build)
 *   "Execute (Influence): Move any number of your Captives to your Trophies."
 *                                                 -> NEW_ACTION (Influence)
 *   "Prelude: You may discard this to place 3 ships in a system you control."
 *                                                 -> PRELUDE_MOVES
 *
 * Both new actions go one Captive at a time until the player stops
 * (decline): Pressgang names whose Captive returns (to its owner's supply,
 * or to an Outrage slot it is owed to) and which resource is gained from the
 * supply; Execute names whose Captive becomes a Trophy. They are offered
 * when there is a Captive (and, for Pressgang, a resource in the supply).
 *
 * Moves: "card prison-wardens pressgang pip|slot-N", "card prison-wardens
 * return p<q> <Resource>", "card prison-wardens execute pip|slot-N",
 * "card prison-wardens trophy p<q>", "decline".
 *
 * Campaign: ships can be Captives too (Happy Hosts, ARCS-F1012: "Capture
 * all damaged ships ...", kept in that card's data: cards_data_captives).
 * "Any number of your Captives" takes them as well: "card prison-wardens
 * return-ship p<q>|empire <Resource>" (the ship to its owner's supply, an
 * Imperial one to the Empire's) and "card prison-wardens trophy-ship
 * p<q>|empire" (a ship Trophy; an Imperial ship an Imperial Trophy, which
 * the scoring returns to the Empire's supply as a battle's: Campaign
 * rulebook, "Trophies"). Printed again as ARCS-F1007/F1008 (the Hegemon's
 * Act II Resolution), this effect.
 */
#include <stdio.h>

#include "cards/hooks.h"

enum { S_PRESSGANG, S_EXECUTE, S_RETURN, S_TROPHY, S_RETURN_SHIP, S_TROPHY_SHIP };

/* Ship owners a Captive ship may have: the players, then the Empire. */
static int ship_owner(int i) { return i < MAX_PLAYERS ? i : OWNER_EMPIRE; }
enum { SHIP_OWNERS = MAX_PLAYERS + 1 };

static int captives(const game_state *g, int p) {
    int n = 0;
    for (int q = 0; q < g->num_players; q++) n += g->pl[p].captives[q];
    return is_campaign(g) ? n + cards_data_captives(g, p) : n;
}

static int ship_captives_of(const game_state *g, int p, int owner) {
    return is_campaign(g) && (owner == OWNER_EMPIRE || owner < g->num_players) ? cards_data_captive_ships(g, p, owner)
                                                                                 : 0;
}

static int supply_total(const game_state *g) {
    int n = 0;
    for (int r = 0; r < NUM_RES; r++) n += g->res_supply[r];
    return n;
}

static bool pressgang_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    return captives(g, p) > 0 && supply_total(g) > 0;
}

static bool execute_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    return captives(g, p) > 0;
}

static void pressgang_begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_RETURN); }
static void execute_begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_TROPHY); }

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    for (int q = 0; q < g->num_players; q++) {
        if (!g->pl[p].captives[q]) continue;
        if (f->step == S_TROPHY) {
            add_card_move(out, p, f->card, S_TROPHY, q, 0, 0);
            continue;
        }
        for (int r = 0; r < NUM_RES; r++)
            if (g->res_supply[r]) add_card_move(out, p, f->card, S_RETURN, q, r, 0);
    }
    for (int i = 0; i < SHIP_OWNERS; i++) {
        int o = ship_owner(i);
        if (!ship_captives_of(g, p, o)) continue;
        if (f->step == S_TROPHY) {
            add_card_move(out, p, f->card, S_TROPHY_SHIP, o, 0, 0);
            continue;
        }
        for (int r = 0; r < NUM_RES; r++)
            if (g->res_supply[r]) add_card_move(out, p, f->card, S_RETURN_SHIP, o, r, 0);
    }
    add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
}

/* A ship Captive of owner o leaves p's Captives: to its owner's supply
 * (trophy false) or p's Trophies. */
static void ship_captive_out(game_state *g, int p, int o, bool trophy) {
    if (!cards_data_captive_ship_take(g, p, o)) return;
    if (trophy && o == OWNER_EMPIRE) g->camp.trophy_imperial[p]++;
    else if (trophy) g->pl[p].trophy_ships[o]++;
    else if (o == OWNER_EMPIRE) g->camp.imperial_supply++;
    else g->pl[o].ships_supply++;
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = m.player, card = f->card, step = f->step;
    if (m.kind == ARCS_MOVE_DECLINE) {
        pop_frame(g);
        return;
    }
    int q = m.d;
    bool ship = m.c == S_RETURN_SHIP || m.c == S_TROPHY_SHIP;
    char whose[16];
    if (q == OWNER_EMPIRE) snprintf(whose, sizeof whose, "the Empire");
    else snprintf(whose, sizeof whose, "Player %d", q + 1);
    if (ship) ship_captive_out(g, p, q, step == S_TROPHY);
    else g->pl[p].captives[q]--;
    if (step == S_TROPHY) {
        if (!ship) g->pl[p].trophy_agents[q]++;
        card_log(g, card, "Player %d executes a Captive %s of %s: now a Trophy.", p + 1, ship ? "ship" : "agent", whose);
        /* A Trophy taken by a card (ARCS-F1502 Oath of Peace returns it). */
        campaign_event(g, EVT_TROPHY_TAKEN, p,
                       !ship ? TROPHY_EV_AGENT : q == OWNER_EMPIRE ? TROPHY_EV_IMPERIAL : TROPHY_EV_SHIP, 1);
        if (!captives(g, p)) pop_frame(g);
        return;
    }
    pop_frame(g);
    if (!ship) return_agent(g, q);
    card_log(g, card, "Player %d returns a Captive %s of %s and gains %s.", p + 1, ship ? "ship" : "agent", whose,
             resource_name(m.e));
    /* Ask again once the gained resource is placed, if another can follow. */
    if (captives(g, p) > 0 && supply_total(g) > 1) push_card_frame(g, FR_CARD, p, card, S_RETURN);
    gain_resource(g, p, m.e);
}

static const card_step STEPS[] = {
    [S_PRESSGANG] = {"pressgang", "U"},
    [S_EXECUTE] = {"execute", "U"},
    [S_RETURN] = {"return", "pr"},
    [S_TROPHY] = {"trophy", "p"},
    [S_RETURN_SHIP] = {"return-ship", "or", "return a Captive ship of %1 and gain %2"},
    [S_TROPHY_SHIP] = {"trophy-ship", "o", "make a Captive ship of %1 a Trophy"},
};

static const card_new_action NEW_ACTIONS[] = {
    {ARCS_ACT_BUILD, S_PRESSGANG, pressgang_possible, pressgang_begin},
    {ARCS_ACT_INFLUENCE, S_EXECUTE, execute_possible, execute_begin},
};

const card_def card_prison_wardens = {
    .card = CARD_BC12,
    .short_name = "prison-wardens",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = NEW_ACTIONS,
    .n_new_actions = 2,
    .prelude_moves = three_ships_moves,
    .enumerate = enumerate,
    .apply = apply,
};
