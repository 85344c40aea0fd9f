/*
 * The Naturalist's Act III (Fate ARCS-FATE21, a C Fate taken at the second
 * Intermission; cards.csv ARCS-F2101A / F2101B, F2104). Blight Society
 * (F2102) and Spore Guides (F2103) have files of their own.
 *
 * F2101A Naturalist Act III Setup                              -> FATE_SETUP
 *   "1. If you have a Flagship, you may Resettle" (a move: resettle.h).
 *   "2. Gain Blight Society (02) and Spore Guides (03)." (fate_gain_card:
 *      the Lore to the play area, the Guild card to the Guild cards)
 *   "3. Place the Blightkin Ambition tile by the Empath ambition box."
 *   "4. Add Blightkin Ambition (04) to the rules booklet." The law in the
 *      booklet is the tile: the box 6 (Blightkin) is in play while it is.
 *
 * F2101B Naturalist Act III Objective                            -> EVENT
 *   "Live in the Garden: At the end of a chapter, if you win Blightkin or
 *    it is not declared, advance 1 for each system you control that has
 *    any fresh Blight." At EVT_CHAPTER_END (after the scoring); "win": the
 *   untied first place of a declared ambition (wins_or_undeclared); the
 *   First Regent controls Empire-controlled systems (privilege_controls).
 *
 * F2104 Blightkin Ambition (Law)                    -> DECLARE, AMBITION_COUNT
 *   "There is a new ambition, Blightkin: Control the most systems with
 *    fresh Blight. (The First Regent controls Empire-controlled systems.)
 *    When a player would declare Empath, they may declare Blightkin
 *    instead." The engine's box 6 (rules/round.c, rules/chapter.c).
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/ambition.h"
#include "cards/campaign/fates/resettle.h"
#include "naturalist.h"

int naturalist_blight_systems(const game_state *g, int p) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (g->camp.blight[s][0] && sys_in_play(g, s) && privilege_controls(g, p, s)) n++;
    return n;
}

/* ---- F2101A ---- */

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
    fate_gain_card(g, p, CARD_F2102);
    fate_gain_card(g, p, CARD_F2103);
    card_log(g, card, "Player %d places the Blightkin Ambition tile by the Empath ambition box and explains "
             "Blightkin Ambition.", p + 1);
    booklet_add(g, CARD_F2104);
    fate_offer_resettle(g, p, card, S_RESETTLE); /* last: decided first */
}

const card_def card_naturalist_setup3 = {
    .card = CARD_F2101A,
    .short_name = "naturalist-setup-3",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .fate_setup = setup,
    .enumerate = setup_enumerate,
    .apply = setup_apply,
    .frame_ok = setup_frame_ok,
};

/* ---- F2101B ---- */

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CHAPTER_END) return;
    int n = naturalist_blight_systems(g, holder);
    if (!n || !wins_or_undeclared(g, holder, AMBITION_BLIGHTKIN)) return;
    card_log(g, card, "Live in the Garden: Player %d controls %d systems with fresh Blight.", holder + 1, n);
    objective_advance(g, holder, n, card);
}

const card_def card_naturalist_objective3 = {
    .card = CARD_F2101B,
    .short_name = "naturalist-objective-3",
    .on_event = objective_event,
    .events = EVENTS(EVT_CHAPTER_END),
};

/* ---- F2104 ---- */

static int blightkin_count(const game_state *g, int p, int card) {
    (void)card;
    return naturalist_blight_systems(g, p);
}

const card_def card_blightkin_ambition = {
    .card = CARD_F2104,
    .short_name = "blightkin-ambition",
    .ambition_box = AMBITION_BLIGHTKIN,
    .ambition_instead = 1u << ARCS_EMPATH,
    .ambition_box_count = blightkin_count,
};
