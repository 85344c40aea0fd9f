/*
 * Pirate Act II Resolution (ARCS-F1204; cards.csv), resolved at the Act II
 * Intermission's step A by the Pirate (lib/campaign/intermission.c).
 *
 *   Completed: "1. Gain Pirate Smugglers (05). 2. Scrap Call to Action (06)
 *   and Silver-Tongues (07)."
 *   "3. You may spend Fuel, Material, and Relics on your Pirate Hoard for
 *   their Prelude actions, ignoring ship build limits for Material. You
 *   may place any resources from it onto your player board. Return all
 *   resources remaining on it to the supply." Each is a move until
 *   "card pirate-resolution-2 done" returns the rest:
 *   "spend <resource> <action>": a Fuel to move, a Material to build or
 *   repair, a Relic to secure (Base rulebook, "Resources": their Prelude
 *   actions; not an Outraged type), the action taken at once, this frame
 *   waiting below it. "Ignoring ship build limits": before a Build from a
 *   Material the per-turn marks of ship building are cleared (a starport's
 *   ship this turn, ships built at the Flagship), so no earlier build
 *   limits it.
 *   "take <resource>": onto the player board (gain_resource: into the
 *   slots, the placement decisions as for any resource gained).
 *   Failed: "1. Add your Pirate Fleet (03), Pirate Smugglers (05), Call to
 *   Action (06), and Silver-Tongues (07) to the Court deck. 2. Return all
 *   resources from your Pirate Hoard to the supply."
 * The Act III cards (05-07) keep no effect until Act III.
 */
#include <string.h>

#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "cards/hooks.h"
#include "pirate.h"

enum { S_TAKE, S_DONE, S_SPEND, S_MARKS };

static void return_rest(game_state *g, int card) {
    int n = hoard_return_all(g);
    card_log(g, card, "%d resource%s on the Pirate Hoard return%s to the supply.", n, n == 1 ? "" : "s",
             n == 1 ? "s" : "");
}

/* "Ignoring ship build limits": the per-turn marks of ship building (a
 * starport's ship this turn, ships built at the Flagship). */
static void clear_ship_marks(game_state *g, int p) {
    memset(g->shipyard_used, 0, sizeof g->shipyard_used);
    g->camp.flagship_ships[p] &= FLAGSHIP_SLIPSTREAM_USED;
}

static void resolve(game_state *g, int p, int card, bool completed) {
    if (!completed) {
        fate_add_to_court_deck(g, CARD_F1203);
        fate_add_cards(g, CARD_F1205, CARD_F1207);
        return_rest(g, card);
        return;
    }
    fate_gain_card(g, p, CARD_F1205);
    fate_scrap_cards(g, CARD_F1206, CARD_F1207);
    if (!hoard_count(g, -1)) {
        return_rest(g, card);
        return;
    }
    clear_ship_marks(g, p); /* no turn now: the last turn's marks limit nothing */
    push_card_frame(g, FR_CARD, p, card, S_TAKE);
}

/* The actions a token of type r may be spent for here (0: none). */
static unsigned spend_actions(const game_state *g, int p, int r) {
    if (!hoard_count(g, r) || ((g->pl[p].outrage >> r) & 1u)) return 0;
    switch (r) {
    case ARCS_FUEL: return 1u << ARCS_ACT_MOVE;
    case ARCS_MATERIAL: return (1u << ARCS_ACT_BUILD) | (1u << ARCS_ACT_REPAIR);
    case ARCS_RELIC: return 1u << ARCS_ACT_SECURE;
    default: return 0;
    }
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    for (int r = 0; r < NUM_RES; r++) {
        unsigned acts = spend_actions(g, p, r);
        for (int a = 0; a < ARCS_ACTION_COUNT; a++)
            if ((acts >> a) & 1u && action_possible(g, p, a)) add_card_move(out, p, f->card, S_SPEND, r, a, 0);
    }
    for (int r = 0; r < NUM_RES; r++)
        if (hoard_count(g, r)) add_card_move(out, p, f->card, S_TAKE, r, 0, 0);
    add_card_move(out, p, f->card, S_DONE, 0, 0, 0);
}

static void spend(game_state *g, int p, int card, int r, int a) {
    card_res_remove(g, CARD_F1202, r, 1);
    card_log(g, card, "Player %d spends a %s from the Pirate Hoard to %s.", p + 1, resource_name(r), action_name(a));
    if (!hoard_count(g, -1)) pop_frame(g);
    /* After a Build the marks it left are cleared (S_MARKS) for the next. */
    else if (a == ARCS_ACT_BUILD) push_card_frame(g, FR_CARD_AUTO, p, card, S_MARKS);
    action_begin(g, p, a);
}

static void marks_step(game_state *g) {
    int p = top_frame(g)->player;
    pop_frame(g);
    clear_ship_marks(g, p);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card;
    if (m.c == S_SPEND) {
        spend(g, p, card, m.d, m.e);
        return;
    }
    if (m.c == S_DONE || hoard_count(g, -1) <= 1) pop_frame(g);
    if (m.c == S_DONE) {
        return_rest(g, card);
        return;
    }
    card_res_remove(g, CARD_F1202, m.d, 1);
    card_log(g, card, "Player %d places a %s from the Pirate Hoard onto their player board.", p + 1, resource_name(m.d));
    gain_resource(g, p, m.d);
}

/* FRAME_CHECK: S_TAKE keeps no data, while the Hoard holds resources;
 * the FR_CARD_AUTO S_MARKS none. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (!card_frame_only(f, 0)) return false;
    if (f->kind == FR_CARD_AUTO) return f->step == S_MARKS;
    return f->kind == FR_CARD && f->step == S_TAKE && hoard_count(g, -1) > 0;
}

static const card_step STEPS[] = {
    [S_TAKE] = {"take", "r", "place a %1 from the Pirate Hoard onto your player board"},
    [S_DONE] = {"done", "", "return the rest of the Pirate Hoard to the supply"},
    [S_SPEND] = {"spend", "rx", "spend a %1 from the Pirate Hoard to %2"},
    [S_MARKS] = {"marks", "", NULL},
};

const card_def card_pirate_resolution2 = {
    .card = CARD_F1204,
    .short_name = "pirate-resolution-2",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .resolution = resolve,
    .resolution_act = 2,
    .enumerate = enumerate,
    .apply = apply,
    .step = marks_step,
    .frame_ok = frame_ok,
};
