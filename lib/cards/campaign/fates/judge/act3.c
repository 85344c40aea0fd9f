/*
 * The Judge's Act III (Fate ARCS-FATE24, a C Fate taken after a failed Act
 * II objective; cards.csv ARCS-F2401A / F2401B). Its objective marker
 * starts on 6 with any number of players (fate_table.c, components.md
 * §9.5); a marker on 0 and at least 1 Power at a chapter's end wins the
 * campaign (campaign_final_objective_winners, lib/campaign/act_setup.c).
 *
 * F2401A Judge Act III Setup                                  -> FATE_SETUP
 *   "1. If you have a Flagship, you may Resettle": the Judge's choice,
 *   "card judge-setup-3 resettle" / "keep-flagship" (resettle.h), offered
 *   last (decided first).
 *   "2. Gain Vow of Fairness (02), The Arbiter (03), and Judge's Chosen
 *    (04)." Vow of Fairness (Lore) and Judge's Chosen (Title) into the
 *   Judge's play area, The Arbiter (Guild) among their Guild cards
 *   (fate_gain_card). Judge's Chosen stays with the Judge until Judge Sets
 *   Agenda makes them give it to a Rival.
 *   "3. Add Judge Sets Agenda (05) to the rules booklet."  -> booklet_add
 *
 * F2401B Judge Act III Objective "Balance the Reach"              -> EVENT
 *   "At the end of a chapter, advance 1 for each ambition where any players
 *    are tied for first place." At EVT_CHAPTER_END (the chapter's ambitions
 *   just scored, the markers still in their boxes): each ambition with a
 *   marker in its box (a declared ambition: only those are scored; our
 *   reading) whose highest count (not 0: "Ties and Qualifying", nobody with
 *   0 places) is shared by two or more participants.
 *   "If you're playing with 2 players, the resources on ambitions can cause
 *    a player to tie." With 2 players the ambition box's resources are a
 *   participant (Base rulebook, "Two-Player Scoring"; ambition_box_count):
 *   a player tied with them counts.
 *   "If a Commonwealth ambition is declared, it only advances the Judge if
 *    individual players tie for first place. Do not combine ambition
 *    values for this." Every count here is one player's own
 *   (ambition_count), never a Commonwealth's combined value.
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/resettle.h"
#include "judge.h"

enum { S_RESETTLE, S_KEEP_FLAGSHIP };

static void setup(game_state *g, int p, int card) {
    fate_gain_card(g, p, CARD_F2402);
    fate_gain_card(g, p, CARD_F2403);
    fate_gain_card(g, p, CARD_F2404);
    booklet_add(g, CARD_F2405);
    card_log(g, card, "Player %d, the Judge, adds Judge Sets Agenda to the rules booklet.", p + 1);
    fate_offer_resettle(g, p, card, S_RESETTLE);
}

static void setup_enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    if (f->step == S_RESETTLE) fate_resettle_enumerate(f, out, S_KEEP_FLAGSHIP);
}

static void setup_apply(game_state *g, arcs_move m) { fate_resettle_apply(g, m, S_RESETTLE); }

static bool setup_frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_RESETTLE && fate_resettle_frame_ok(g, f);
}

static const card_step SETUP_STEPS[] = {FATE_RESETTLE_STEPS(S_RESETTLE, S_KEEP_FLAGSHIP)};

const card_def card_judge_setup3 = {
    .card = CARD_F2401A,
    .short_name = "judge-setup-3",
    .steps = SETUP_STEPS,
    .nsteps = ARRAY_LEN(SETUP_STEPS),
    .fate_setup = setup,
    .enumerate = setup_enumerate,
    .apply = setup_apply,
    .frame_ok = setup_frame_ok,
};

/* Is ambition a's first place tied (two or more participants share the
 * highest count, not 0)? */
static bool first_tied(const game_state *g, int a) {
    int top = g->num_players == 2 ? ambition_box_count(g, a) : 0, ntop = top > 0;
    for (int q = 0; q < g->num_players; q++) {
        int n = ambition_count(g, q, a);
        if (n > top) top = n, ntop = 1;
        else if (n == top && n > 0) ntop++;
    }
    return ntop >= 2;
}

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CHAPTER_END) return;
    int n = 0;
    for (int a = 0; a < AMBITION_BOXES_MAX; a++) { /* Edenguard and Blightkin too */
        bool declared = false;
        for (int m = 0; m < 3; m++) declared |= g->marker_box[m] == a;
        if (!declared || !first_tied(g, a)) continue;
        card_log(g, card, "Balance the Reach: players are tied for first place in %s.", ambition_name(a));
        n++;
    }
    objective_advance(g, holder, n, card);
}

const card_def card_judge_objective3 = {
    .card = CARD_F2401B,
    .short_name = "judge-objective-3",
    .on_event = objective_event,
    .events = EVENTS(EVT_CHAPTER_END),
};
