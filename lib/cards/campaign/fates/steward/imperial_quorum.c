/*
 * Imperial Quorum (ARCS-F113, Edict; the Steward's Act II Setup adds it to
 * the rules booklet).
 *
 *   "Resolve the effects of Edict 03 - Govern the Imperial Reach, or Govern
 *    with Authority in Act III - as follows, then skip Edict 03 itself."
 *                               -> EDICT, order 3 (in Edict 03's place)
 *   "First, Collect Demand: The First Regent collects the Demand."
 *   "Second, Take Action: The Regent with the most starports built may
 *    take the Imperial Action. On a tie, skip this."
 *   "Third, Change Policy: The Regent with the most cities built may
 *    change the Policy of Edict 03. On a tie, skip this."
 *   "The conditions "most starports built" and "most cities built" do
 *    include cities and starports on Flagship boards."
 *
 * lib/campaign/events.c resolves the parts (govern_in_parts): the Demand
 * of the current Policy as in Govern (Shortfall included), the Imperial
 * Action taken by the chosen Regent (who decides where Requisitioned
 * ships go, and who gets the Weapons when too few: the decisions Govern
 * gives the First Regent), and the Policy change (the other two Policies,
 * or keeping it). Reading: "the Regent with the most" is among the
 * Regents only (Outlaws are not compared), counted when the edict
 * starts; the buildings on the map and on Flagship boards count; one
 * Regent alone with the most (even 0) takes the part, a tie skips it.
 * Moves: the event choices "enforce" (take the Action; keep the Policy),
 * "decline", "change-policy <Policy>".
 */
#include <stdio.h>

#include "campaign/campaign.h"
#include "campaign/flagship.h"
#include "cards/hooks.h"

/* The Regent with strictly the most buildings of a kind, or -1. */
static int most_built(const game_state *g, bool starports) {
    int best = -1, most = -1;
    bool tie = false;
    for (int p = 0; p < g->num_players; p++) {
        if (!is_regent(g, p)) continue;
        int n = buildings_on_map(g, p, starports) + flagship_pieces(g, p, starports);
        if (n > most) most = n, best = p, tie = false;
        else if (n == most) tie = true;
    }
    return tie ? -1 : best;
}

static void resolve(game_state *g, int card) {
    int action = most_built(g, true), policy = most_built(g, false);
    char who[2][24];
    const int by[2] = {action, policy};
    for (int i = 0; i < 2; i++) {
        if (by[i] < 0) snprintf(who[i], sizeof who[i], "nobody (a tie)");
        else snprintf(who[i], sizeof who[i], "Player %d", by[i] + 1);
    }
    card_log(g, card, "Edict 03 is resolved in parts: %s may take the Imperial Action, %s may change the Policy.",
             who[0], who[1]);
    govern_in_parts(g, action, policy);
}

const card_def card_imperial_quorum = {
    .card = CARD_F113,
    .short_name = "imperial-quorum",
    .edict_order = 3,
    .edict = resolve,
};
