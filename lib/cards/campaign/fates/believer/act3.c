/*
 * The Believer's Act III Setup and Objective (campaign-plan.md WP11).
 *
 *   F829A Believer Act III Setup: "1. Tuck Dominant Faith (30) in front of
 *     Doctrinal Faith (23) in the rules booklet. 2. Add Breaking the Faith
 *     (31) to the rules booklet. 3. Flip the Doctrine card (22) to match
 *     the Ideal with more markers on ambition boxes. On a tie, flip it to
 *     its Wisdom side."                                      -> FATE_SETUP
 *   F829B Believer Act III Objective, "Guide the Flock": grand ambitions
 *     "Two ambition markers are on ambitions with Ideals." / "All three
 *     ambition markers are on ambitions with Ideals." ("This objective
 *     checks for how many ambition markers are on ambitions with Ideals,
 *     not how many different ambitions with Ideals have markers.")
 *                                                     -> GRAND_AMBITIONS
 *
 * Readings (docs/rules-coverage.md, "Act III — Believer"): the tucked card
 * leaves the booklet's effects (Dominant Faith restates its rules, and
 * more); "two markers" is at least two, so three fulfil both. No choice
 * is left to the Believer: no decision.
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/believer/faithful.h"
#include "cards/hooks.h"

static void believer_setup3(game_state *g, int p, int card) {
    booklet_remove(g, CARD_F823);
    booklet_add(g, CARD_F830);
    card_log(g, card, "Player %d tucks Dominant Faith in front of Doctrinal Faith and adds Breaking the Faith.", p + 1);
    booklet_add(g, CARD_F831);
    card_log(g, card, "Player %d flips the Doctrine card to match the Ideals.", p + 1);
    doctrine_act3_side(g, card);
}

const card_def card_believer_setup3 = {
    .card = CARD_F829A,
    .short_name = "believer-setup-3",
    .fate_setup = believer_setup3,
};

/* Ambition markers on boxes with an Ideal: two (bit 0), three (bit 1). */
static int guide_the_flock(const game_state *g, int p, int card) {
    (void)p, (void)card;
    int n = 0;
    for (int m = 0; m < 3; m++)
        if (g->marker_box[m] < ARCS_AMBITION_COUNT && ideal_of(g, g->marker_box[m]) != IDEAL_NONE) n++;
    return (n >= 2) | (n >= 3) << 1;
}

const card_def card_believer_objective3 = {
    .card = CARD_F829B,
    .short_name = "guide-the-flock",
    .grand_ambitions = guide_the_flock,
};
