/*
 * The Conspirator's Act III (Fate ARCS-FATE23, a C Fate taken at the second
 * Intermission; cards.csv ARCS-F2301A / F2301B).
 *
 * F2301A Conspirator Act III Setup                             -> FATE_SETUP
 *   "1. If you have a Flagship, you may Resettle" (resettle.h: "resettle" /
 *    "keep-flagship", offered last so it is decided first).
 *   "2. Gain Farseers (02)."            fate_gain_card (a Guild card held;
 *                                        F2302 reprints BC17, farseers.c)
 *   "3. Collect the 8 Conspiracy tokens—2 per player color. (Even if you
 *    don't have all 4 players!)"         consp_collect (conspiracies.c)
 *   "4. Gain the Conspiracies card (03)." its play area
 *   "5. Add Scoring Conspiracies (04) and Foiling Conspiracies (05) to the
 *    rules booklet."                     booklet_add (logged)
 *
 * F2301B Conspirator Act III Objective ("Control the Proceedings") -> EVENT
 *   "When scoring ambitions, advance 1 for each correct revealed Conspiracy
 *    and each unrevealed Conspiracy." As described on Scoring Conspiracies
 *   (scoring_conspiracies.c), at EVT_CHAPTER_END. "At the end of a chapter,
 *   you win the game if you completed your objective and have at least 1
 *   Power": the arc's final objective (lib/campaign/act_setup.c).
 */
#include "conspirator.h"
#include "cards/campaign/fates/resettle.h"

enum { S_RESETTLE, S_KEEP_FLAGSHIP };

static const card_step SETUP_STEPS[] = {FATE_RESETTLE_STEPS(S_RESETTLE, S_KEEP_FLAGSHIP)};

static void setup(game_state *g, int p, int card) {
    /* The bytes a Fate held before this one (Acts I-II) are not ours. */
    memset(g->camp.fate_data[p], 0, sizeof g->camp.fate_data[p]);
    fate_gain_card(g, p, CARD_F2302);
    consp_collect(g);
    card_log(g, card, "Player %d collects the 8 Conspiracy tokens, 2 per player colour.", p + 1);
    fate_gain_card(g, p, CARD_F2303);
    booklet_add(g, CARD_F2304);
    booklet_add(g, CARD_F2305);
    card_log(g, card, "Player %d explains Conspiracies, Scoring Conspiracies and Foiling Conspiracies.", p + 1);
    fate_offer_resettle(g, p, card, S_RESETTLE);
}

static void setup_enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    fate_resettle_enumerate(f, out, S_KEEP_FLAGSHIP);
}

static void setup_apply(game_state *g, arcs_move m) { fate_resettle_apply(g, m, S_RESETTLE); }

static bool setup_frame_ok(const game_state *g, const frame *f) {
    return f->step == S_RESETTLE && fate_resettle_frame_ok(g, f);
}

const card_def card_conspirator_setup3 = {
    .card = CARD_F2301A,
    .short_name = "conspirator-setup-3",
    .steps = SETUP_STEPS,
    .nsteps = ARRAY_LEN(SETUP_STEPS),
    .fate_setup = setup,
    .enumerate = setup_enumerate,
    .apply = setup_apply,
    .frame_ok = setup_frame_ok,
};

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind == EVT_CHAPTER_END && holder == conspirator(g)) conspiracies_score(g, holder, card);
}

const card_def card_conspirator_objective3 = {
    .card = CARD_F2301B,
    .short_name = "conspirator-objective-3",
    .on_event = objective_event,
    .events = EVENTS(EVT_CHAPTER_END),
};
