/*
 * Scoring Conspiracies (ARCS-F2304, a law added to the rules booklet by the
 * Conspirator's Act III Setup, F2301A step 5). The Conspirator Act III
 * Objective (F2301B, act3.c) scores them at each chapter's end
 * (EVT_CHAPTER_END: after the ambitions are scored, the markers still in
 * their boxes).
 *
 *   "After scoring ambitions, reveal all Conspiracies on scored ambitions."
 *   A scored ambition: a box with an ambition marker (Base rulebook, "Step
 *   1: Score Ambitions"); a box holding only Conspiracies is not scored.
 *   "The Conspirator advances 1 for each Conspiracy that is still
 *    unrevealed."                                 (every face-down one left)
 *   "The Conspirator advances 1 for each revealed Conspiracy showing a
 *    player in first place for the ambition or tied for it." A player with
 *   at least 1 (qualifying) and no fewer than anyone (2 players: the
 *   ambition box's resources count as a third player's).
 *   "The Conspirator increases their objective marker on the Power track by
 *    1 for each Conspiracy that does not show this." (a colour with no
 *   player in the game shows no one first)
 *   "Combine all of these steps into a single movement of the objective
 *    marker. Return all revealed Conspiracies."
 *                      -> consp_move_marker (objective_advance or
 *                         objective_set_back, lib/campaign/fates.c)
 */
#include "conspirator.h"

/* Is player q first or tied for first in ambition a? */
static bool first_or_tied(const game_state *g, int q, int a) {
    if (q >= g->num_players) return false;
    int mine = ambition_count(g, q, a);
    if (mine <= 0 || mine < ambition_box_count(g, a)) return false;
    for (int r = 0; r < g->num_players; r++)
        if (ambition_count(g, r, a) > mine) return false;
    return true;
}

void consp_move_marker(game_state *g, int p, int adv, int inc, int card) {
    card_log(g, card, "Player %d: %d for the marker, %d against it.", p + 1, adv, inc);
    if (adv > inc) objective_advance(g, p, adv - inc, card);
    else objective_set_back(g, p, inc - adv, card);
}

void conspiracies_score(game_state *g, int p, int card) {
    conspiracy_data *d = CONSPIRACY_DATA(g);
    unsigned scored = 0;
    for (int k = 0; k < 3; k++)
        if (g->marker_box[k] < AMBITION_BOXES_MAX) scored |= 1u << g->marker_box[k];
    int adv = 0, inc = 0;
    unsigned revealed = 0;
    for (int i = 0; i < CONSPIRACIES; i++) {
        int w = consp_where(d, i);
        if (!w) continue;
        if (!(scored >> (w - 1) & 1u)) {
            adv++;
            continue;
        }
        int c = consp_colour(d, i);
        bool first = first_or_tied(g, c, w - 1);
        card_log(g, CARD_F2304, "The Conspiracy in the %s box is revealed: colour %d (Player %d), %s.",
                 ambition_name(w - 1), c + 1, c + 1, first ? "first or tied for first" : "not first");
        if (first) adv++;
        else inc++;
        revealed |= 1u << i;
    }
    if (adv || inc) consp_move_marker(g, p, adv, inc, card);
    for (unsigned r = revealed; r; r &= r - 1) consp_return(g, __builtin_ctz(r));
}

const card_def card_scoring_conspiracies = {
    .card = CARD_F2304,
    .short_name = "scoring-conspiracies",
};
