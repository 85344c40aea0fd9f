/*
 * The Guardian's Act III (Fate ARCS-FATE20, a C Fate taken at the second
 * Intermission; cards.csv ARCS-F2001A / F2001B, F2004).
 *
 * F2001A Guardian Act III Setup                                -> FATE_SETUP
 *   "1. If you have a Flagship, you may Resettle" (a move: resettle.h).
 *   "2. You Provoke Outrage for Fuel and Material." provoke_outrage, Fuel
 *      then Material, as printed (Base rulebook, "Destroying Cities").
 *   "3. With 2 players, return all Material and Fuel on ambition boxes to
 *      the supply." (Base rulebook, "Two-Player Scoring": g->phantom.)
 *   "4. Place the Edenguard Ambition tile by the Tycoon ambition box."
 *   "6. Add Edenguard Ambition (04) to the rules booklet." The law in the
 *      booklet is the tile: the box 5 (Edenguard) is in play while it is.
 *   "5. Gain Green Vault (02) and Ire of the Tycoons (03)." (play area)
 *
 * F2001B Guardian Act III Objective                              -> EVENT
 *   At the chapter's end (EVT_CHAPTER_END, after the scoring, before the
 *   Captives return: rules/chapter.c):
 *   "Give Back to the Land: if you win Tyrant or it's not declared,
 *    advance 1 for each Material or Fuel in your Captives" (Green Vault's).
 *   "Guard the Reach's Splendor: if you win Edenguard or it's not
 *    declared, advance 1 for each Material and Fuel planet you control"
 *    (the First Regent controls Empire-controlled systems for objectives:
 *    privilege_controls). "Win": the untied first place of a declared
 *   ambition (wins_or_undeclared). The final win: lib/campaign/act_setup.c.
 *
 * F2004 Edenguard Ambition (Law)                    -> DECLARE, AMBITION_COUNT
 *   "There is now a new ambition, Edenguard: Control the most Fuel and
 *    Material planets. (For ambitions, the First Regent controls
 *    Empire-controlled systems.) When a player would declare Tycoon, they
 *    may declare Edenguard instead." The engine's box 5: declared instead
 *   of Tycoon (rules/round.c, before the barred boxes: faq.csv Edenguard
 *   Ambition, the Guardian with Ire of the Tycoons may declare it), scored
 *   with the others (rules/chapter.c), counted here.
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/ambition.h"
#include "cards/campaign/fates/resettle.h"
#include "guardian.h"

int guardian_planets_controlled(const game_state *g, int p) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if ((planet_type(s) == ARCS_MATERIAL || planet_type(s) == ARCS_FUEL) && sys_in_play(g, s) &&
            privilege_controls(g, p, s))
            n++;
    return n;
}

/* ---- F2001A ---- */

/* Step 1: "If you have a Flagship, you may Resettle" (resettle.h). */
enum { S_RESETTLE, S_KEEP_FLAGSHIP };
static const card_step STEPS[] = {FATE_RESETTLE_STEPS(S_RESETTLE, S_KEEP_FLAGSHIP)};

static void setup_enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    fate_resettle_enumerate(f, out, S_KEEP_FLAGSHIP);
}

static void setup_apply(game_state *g, arcs_move m) { fate_resettle_apply(g, m, S_RESETTLE); }

static bool setup_frame_ok(const game_state *g, const frame *f) {
    return f->step == S_RESETTLE && fate_resettle_frame_ok(g, f);
}


static void setup(game_state *g, int p, int card) {
    card_log(g, card, "Player %d Provokes Outrage for Fuel and Material.", p + 1);
    provoke_outrage(g, p, ARCS_FUEL);
    provoke_outrage(g, p, ARCS_MATERIAL);
    if (g->num_players == 2) {
        int n = g->phantom[ARCS_MATERIAL] + g->phantom[ARCS_FUEL];
        for (int r = ARCS_MATERIAL; r <= ARCS_FUEL; r++) {
            g->res_supply[r] = (uint8_t)(g->res_supply[r] + g->phantom[r]);
            g->phantom[r] = 0;
        }
        card_log(g, card, "The %d Material and Fuel on the ambition boxes return to the supply.", n);
    }
    card_log(g, card, "Player %d places the Edenguard Ambition tile by the Tycoon ambition box and explains "
             "Edenguard Ambition.", p + 1);
    fate_gain_card(g, p, CARD_F2002);
    fate_gain_card(g, p, CARD_F2003);
    booklet_add(g, CARD_F2004);
    fate_offer_resettle(g, p, card, S_RESETTLE); /* last: decided first */
}

const card_def card_guardian_setup3 = {
    .card = CARD_F2001A,
    .short_name = "guardian-setup-3",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .fate_setup = setup,
    .enumerate = setup_enumerate,
    .apply = setup_apply,
    .frame_ok = setup_frame_ok,
};

/* ---- F2001B ---- */

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CHAPTER_END) return;
    int vault = green_vault_captives(g, holder);
    if (vault && wins_or_undeclared(g, holder, ARCS_TYRANT)) {
        card_log(g, card, "Give Back to the Land: Player %d has %d Material and Fuel in their Captives.", holder + 1,
                 vault);
        objective_advance(g, holder, vault, card);
    }
    int planets = guardian_planets_controlled(g, holder);
    if (planets && wins_or_undeclared(g, holder, AMBITION_EDENGUARD)) {
        card_log(g, card, "Guard the Reach's Splendor: Player %d controls %d Material and Fuel planets.", holder + 1,
                 planets);
        objective_advance(g, holder, planets, card);
    }
}

const card_def card_guardian_objective3 = {
    .card = CARD_F2001B,
    .short_name = "guardian-objective-3",
    .on_event = objective_event,
    .events = EVENTS(EVT_CHAPTER_END),
};

/* ---- F2004 ---- */

static int edenguard_count(const game_state *g, int p, int card) {
    (void)card;
    return guardian_planets_controlled(g, p);
}

const card_def card_edenguard_ambition = {
    .card = CARD_F2004,
    .short_name = "edenguard-ambition",
    .ambition_box = AMBITION_EDENGUARD,
    .ambition_instead = 1u << ARCS_TYCOON,
    .ambition_box_count = edenguard_count,
};
