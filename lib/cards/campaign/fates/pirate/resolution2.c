/*
 * Pirate Act II Resolution (ARCS-F1204; cards.csv), resolved at the Act II
 * Intermission's step A by the Pirate (lib/campaign/intermission.c).
 *
 *   Completed: "1. Gain Pirate Smugglers (05)." Step 2 is missing from
 *   cards.csv (the text jumps from 1 to 3): not done.
 *   "3. You may spend Fuel, Material, and Relics on your Pirate Hoard for
 *   their Prelude actions, ignoring ship build limits for Material. You
 *   may place any resources from it onto your player board. Return all
 *   resources remaining on it to the supply." Placing is a move per
 *   resource, "card pirate-resolution-2 take <resource>" (gain_resource:
 *   into the slots, the placement decisions as for any resource gained),
 *   until "card pirate-resolution-2 done" returns the rest. Spending for
 *   Prelude actions outside a turn (a Move, Build or Secure in the
 *   Intermission) is not offered: the engine runs actions only in a turn
 *   (docs/rules-coverage.md).
 *   Failed: "1. Add your Pirate Fleet (03), Pirate Smugglers (05), Call to
 *   Action (06), and Silver-Tongues (07) to the Court deck. 2. Return all
 *   resources from your Pirate Hoard to the supply."
 * The Act III cards (05-07) keep no effect until Act III.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "pirate.h"

enum { S_TAKE, S_DONE };

static void return_rest(game_state *g, int card) {
    int n = hoard_return_all(g);
    card_log(g, card, "%d resource%s on the Pirate Hoard return%s to the supply.", n, n == 1 ? "" : "s",
             n == 1 ? "s" : "");
}

static void resolve(game_state *g, int p, int card, bool completed) {
    if (!completed) {
        fate_add_to_court_deck(g, CARD_F1203);
        fate_add_cards(g, CARD_F1205, CARD_F1207);
        return_rest(g, card);
        return;
    }
    fate_gain_card(g, p, CARD_F1205);
    if (hoard_count(g, -1)) push_card_frame(g, FR_CARD, p, card, S_TAKE);
    else return_rest(g, card);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int r = 0; r < NUM_RES; r++)
        if (hoard_count(g, r)) add_card_move(out, f->player, f->card, S_TAKE, r, 0, 0);
    add_card_move(out, f->player, f->card, S_DONE, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card;
    if (m.c == S_DONE || hoard_count(g, -1) <= 1) pop_frame(g);
    if (m.c == S_DONE) {
        return_rest(g, card);
        return;
    }
    card_res_remove(g, CARD_F1202, m.d, 1);
    card_log(g, card, "Player %d places a %s from the Pirate Hoard onto their player board.", p + 1, resource_name(m.d));
    gain_resource(g, p, m.d);
}

/* FRAME_CHECK: S_TAKE keeps no data, while the Hoard holds resources. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_TAKE && card_frame_only(f, 0) && hoard_count(g, -1) > 0;
}

static const card_step STEPS[] = {
    [S_TAKE] = {"take", "r", "place a %1 from the Pirate Hoard onto your player board"},
    [S_DONE] = {"done", "", "return the rest of the Pirate Hoard to the supply"},
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
    .frame_ok = frame_ok,
};
