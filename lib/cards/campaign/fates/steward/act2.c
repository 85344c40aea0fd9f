/*
 * The Steward's Act II (ARCS-F112A/B; cards.csv, Campaign rulebook).
 *
 * F112A Steward Act II Setup: "1. Add Imperial Quorum (13) to the Edicts.
 *   Flip this card over."                                    -> FATE_SETUP
 *   Imperial Quorum joins the rules booklet (its edict: imperial_quorum.c).
 *   The objective marker starts on 22 (components.md §9.5; fate_table.c).
 *
 * F112B Steward Act II Objective                             -> EVENT
 *   "Expand the Empire: At the end of each chapter, if you're the First
 *    Regent, advance 1 for each cluster where the Empire controls any
 *    systems."
 *   "Ensure the Emperor's Tribute: At the end of each chapter, advance 1
 *    for each resource in the First Regent's Imperial Trust. You advance
 *    this way even if you're not First Regent."
 *   Both at EVT_CHAPTER_END (after the chapter's scoring, as the Act I
 *   objectives' chapter ends). A cluster counts when any of its systems in
 *   play is controlled by the Empire (fresh Imperial ships: Imperial
 *   Sovereignty, controller() == OWNER_EMPIRE). The Trust counts every
 *   resource on the First Regent tile (trust_count); with no First Regent
 *   there is no Trust.
 */
#include "campaign/fates.h"
#include "campaign/trust.h"
#include "cards/hooks.h"

/* ---- F112A ---- */

static void setup(game_state *g, int p, int card) {
    (void)p, (void)card;
    booklet_add(g, CARD_F113);
    glog(g, "%s joins the Edicts in the rules booklet.", card_table[CARD_F113].name);
}

const card_def card_steward_setup2 = {
    .card = CARD_F112A,
    .short_name = "steward-setup-2",
    .fate_setup = setup,
};

/* ---- F112B ---- */

/* Clusters with a system in play the Empire controls. */
static int empire_clusters(const game_state *g) {
    unsigned clusters = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && controller(g, s) == OWNER_EMPIRE) clusters |= 1u << sys_cluster(s);
    return __builtin_popcount(clusters);
}

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CHAPTER_END) return;
    if (g->camp.first_regent == holder) {
        int n = empire_clusters(g);
        if (n) {
            card_log(g, card, "Expand the Empire: Player %d, the First Regent, advances %d (clusters the Empire controls).",
                     holder + 1, n);
            objective_advance(g, holder, n, card);
        }
    }
    int t = g->camp.first_regent == NO_PLAYER ? 0 : trust_count(g, -1);
    if (t) {
        card_log(g, card, "Ensure the Emperor's Tribute: Player %d advances %d (resources in the Imperial Trust).",
                 holder + 1, t);
        objective_advance(g, holder, t, card);
    }
}

const card_def card_steward_objective2 = {
    .card = CARD_F112B,
    .short_name = "steward-objective-2",
    .on_event = objective_event,
    .events = EVENTS(EVT_CHAPTER_END),
};
