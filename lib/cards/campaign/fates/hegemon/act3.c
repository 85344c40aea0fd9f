/*
 * The Hegemon's Act III (Fate ARCS-FATE10, a B Fate kept after a completed
 * Act II objective; cards.csv ARCS-F1011A / F1011B). A completed Act II
 * Resolution (ARCS-F1005) gave the Hegemon Mind Managers; the Banners on
 * the map stayed there (the campaign record carries the Banners' data).
 *
 * F1011A Hegemon Act III Setup                                -> FATE_SETUP
 *   "1. Gain the Happy Hosts card (12)." It comes into the Hegemon's play
 *   (fate_gain_card: a Guild card held).
 *
 * F1011B Hegemon Act III Objective                       -> GRAND_AMBITIONS
 *   "Form One Body, One Mind"; two grand ambitions, one per printed line
 *   (no shared "and..." clause as on F1112B):
 *   1. "No Rival won the Tyrant ambition." At the chapter's end no Rival
 *      takes first place in a declared Tyrant ambition (Base rulebook,
 *      "Step 1: Score Ambitions": tied for first, nobody wins first place;
 *      ambition_place). Tyrant not declared: nobody won it, fulfilled.
 *   2. "More Banners are on the map than the current Chapter." Banners on
 *      the map (fresh or damaged), whoever controls their systems, more
 *      than the chapter's number.
 *   Scored with the declared ambitions from the chapter track (act_setup.c).
 */
#include "campaign/fates.h"
#include "banners.h"
#include "cards/campaign/fates/ambition.h"

static void setup(game_state *g, int p, int card) {
    fate_gain_card(g, p, CARD_F1012);
    card_log(g, card, "Player %d gains Happy Hosts.", p + 1);
}

const card_def card_hegemon_setup3 = {
    .card = CARD_F1011A,
    .short_name = "hegemon-setup-3",
    .fate_setup = setup,
};

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)card;
    int mask = rival_wins_declared(g, p, ARCS_TYRANT) ? 0 : 1;
    if (banners_on_map(g, -1) > g->chapter) mask |= 2;
    return mask;
}

const card_def card_hegemon_objective3 = {
    .card = CARD_F1011B,
    .short_name = "hegemon-objective-3",
    .grand_ambitions = grand_ambitions,
};
