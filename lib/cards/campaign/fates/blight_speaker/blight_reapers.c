/*
 * Blight Reapers (ARCS-F1306; Guild, Material, protected: raid cost 2; the
 * Blight Speaker's Act II Resolution, ARCS-F1303, adds it to the Court deck
 * when completed; cards.csv).
 *
 *   "Harvest (Tax): Destroy 1 damaged Blight from a system you control.
 *    (Do not take it as a Trophy.) Gain 1 resource of the planet in that
 *    system, or gain any 1 resource if it is a gate."   -> NEW_ACTION (Tax)
 *   A system the player controls (Base rulebook, "Control") holding a
 *   damaged Blight: the Blight goes back to the Blight supply (no Trophy),
 *   then the player gains 1 resource (gain_resource: the placement decision
 *   if it matters; nothing if that supply is empty) of the planet's type,
 *   or of the type they name at a gate. Each (system, resource) one move:
 *   "card blight-reapers harvest-at <system> <resource>" (a planet: its
 *   own type only).
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

enum { S_HARVEST, S_HARVEST_AT };
static const card_step STEPS[] = {
    [S_HARVEST] = {"harvest", "U", "Harvest (Tax) with %1"},
    [S_HARVEST_AT] = {"harvest-at", "sr", "Harvest: destroy a damaged Blight in %1 and gain %2"},
};

static bool harvest_at(const game_state *g, int p, int s) {
    return sys_in_play(g, s) && g->camp.blight[s][1] && player_controls(g, p, s);
}

static bool harvest_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    if (!is_campaign(g)) return false;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (harvest_at(g, p, s)) return true;
    return false;
}

static void harvest_begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_HARVEST_AT); }

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!harvest_at(g, f->player, s)) continue;
        if (!sys_is_gate(s)) {
            add_card_move(out, f->player, f->card, S_HARVEST_AT, s, planet_type(s), 0);
            continue;
        }
        for (int r = 0; r < NUM_RES; r++) add_card_move(out, f->player, f->card, S_HARVEST_AT, s, r, 0);
    }
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, s = m.d, r = m.e, card = top_frame(g)->card;
    char buf[16];
    pop_frame(g);
    g->camp.blight[s][1]--;
    g->camp.blight_supply++;
    blight_harmed_event(g, p, true, 1);
    card_log(g, card, "Harvest: Player %d destroys a damaged Blight in %s (no Trophy) and gains %s.", p + 1,
             system_name(s, buf), resource_name(r));
    gain_resource(g, p, r);
}

static const card_new_action ACTIONS[] = {{ARCS_ACT_TAX, S_HARVEST, harvest_possible, harvest_begin}};

const card_def card_blight_reapers = {
    .card = CARD_F1306,
    .short_name = "blight-reapers",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = ACTIONS,
    .n_new_actions = 1,
    .enumerate = enumerate,
    .apply = apply,
};
