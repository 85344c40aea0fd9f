/*
 * The Gate Wraith's Act III objective (Fate ARCS-FATE22, a C Fate; cards.csv
 * ARCS-F2201B "Gate Wraith Act III Objective"): a final objective, its
 * marker on the Power track (start: fate_table.c), advanced here
 * (objective_advance); the win at a chapter's end with the marker at 0
 * and at least 1 Power is the arc's (lib/campaign/act_setup.c
 * campaign_final_objective_winners).
 *
 *   "Collapse the Gates of the Reach: Each time you win an ambition,
 *    advance 1 for each Passage token on the map."
 *     -> EVENT EVT_AMBITION_WON of the holder: the Passage tokens on gates
 *        (passages.c passage_tokens_on_map); none, no advance.
 *   "Control the Twisted Passage: At the end of a chapter, before scoring,
 *    advance 1 for each Passage token on the map if you control the
 *    Twisted Passage. Check control before pieces return from The Dead
 *    Live."
 *     -> EVENT EVT_CHAPTER_ENDING (before Step 1's scoring, so before The
 *        Dead Live's return after scoring): controller of system 24.
 */
#include "campaign/fates.h"
#include "gate_wraith.h"

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    int n = passage_tokens_on_map(g);
    if (ev->kind == EVT_AMBITION_WON && ev->player == holder) {
        card_log(g, card, "Collapse the Gates of the Reach: Player %d won an ambition with %d Passage token%s on the "
                 "map.", holder + 1, n, n == 1 ? "" : "s");
        objective_advance(g, holder, n, card);
    } else if (ev->kind == EVT_CHAPTER_ENDING && privilege_controls(g, holder, TWISTED_PASSAGE)) {
        card_log(g, card, "Control the Twisted Passage: Player %d controls it with %d Passage token%s on the map.",
                 holder + 1, n, n == 1 ? "" : "s");
        objective_advance(g, holder, n, card);
    }
}

const card_def card_gate_wraith_objective3 = {
    .card = CARD_F2201B,
    .short_name = "gate-wraith-objective-3",
    .on_event = objective_event,
    .events = EVENTS(EVT_AMBITION_WON, EVT_CHAPTER_ENDING),
};
