/*
 * Spore Ships (ARCS-F1302; Guild, Psionic, protected: raid cost X; the
 * Blight Speaker's Act II; cards.csv).
 *
 * "When you take a Catapult move, Blight no longer ends it."
 *   -> MOVED (catapults_past_blight; lib/rules/actions.c catapult_goes_on):
 *   a gate with Blight ends the holder's Catapult moves no more (The
 *   Blight, "Catapult Movement"); control of the gate still does.
 * "Spawn (Build): Damage 1 fresh Blight you control to place 1 damaged
 *  Blight in the same system."                       -> NEW_ACTION (Build)
 *   Blight you control: Blight in a system the player controls (Base
 *   rulebook, "Control"). Possible when such a system holds fresh Blight
 *   and a Blight can be placed: from the supply, or, the supply empty,
 *   from the player with the most Blight Trophies (The Blight, "Empty
 *   Supply"; the first in turn order from the initiative among the tied).
 *   The system is a move ("card spore-ships spawn-at <system>"). Each spawn
 *   advances the Blight Speaker's Act II objective by 1 ("Spread the
 *   Spores of New Life", blight_speaker.c).
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "blight_speaker.h"
#include "cards/campaign/fates/blight_control.h"

enum { S_SPAWN, S_SPAWN_AT };
static const card_step STEPS[] = {
    [S_SPAWN] = {"spawn", "U", "Spawn (Build) with %1"},
    [S_SPAWN_AT] = {"spawn-at", "s", "Spawn: damage 1 fresh Blight in %1 to place 1 damaged Blight there"},
};

static bool spawn_at(const game_state *g, int p, int s) {
    return sys_in_play(g, s) && g->camp.blight[s][0] && player_controls(g, p, s);
}

static bool spawn_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    if (blight_source(g) == -2) return false;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (spawn_at(g, p, s)) return true;
    return false;
}

static void spawn_begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_SPAWN_AT); }

static void spore_enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (spawn_at(g, f->player, s)) add_card_move(out, f->player, f->card, S_SPAWN_AT, s, 0, 0);
}

static void spore_apply(game_state *g, arcs_move m) {
    int p = m.player, s = m.d, card = top_frame(g)->card, from = blight_source(g);
    char buf[16];
    pop_frame(g);
    campaign_state *c = &g->camp;
    c->blight[s][0]--;
    c->blight[s][1]++;
    blight_harmed_event(g, p, false, 1);
    blight_take_for_placing(g);
    c->blight[s][1]++;
    card_log(g, card, "Spawn: Player %d damages a fresh Blight in %s and places a damaged Blight there%s.", p + 1,
             system_name(s, buf), from >= 0 ? " (a Blight Trophy: the supply is empty)" : "");
    blight_speaker_spread(g, p);
}

static const card_new_action SPORE_ACTIONS[] = {{ARCS_ACT_BUILD, S_SPAWN, spawn_possible, spawn_begin}};

const card_def card_spore_ships = {
    .card = CARD_F1302,
    .short_name = "spore-ships",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = SPORE_ACTIONS,
    .n_new_actions = 1,
    .enumerate = spore_enumerate,
    .apply = spore_apply,
    .catapults_past_blight = true,
};
