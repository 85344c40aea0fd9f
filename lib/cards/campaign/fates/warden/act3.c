/*
 * The Warden's Act III (Fate ARCS-FATE16, a B Fate kept after a completed
 * Act II objective; cards.csv ARCS-F1617A / F1617B). A completed Act II
 * Resolution (ARCS-F1611) left Warden's Levy in the Warden's play area and
 * the two Feast Days in the Court deck; the Seats and the Lord title cards
 * stay where Act II left them (the campaign record carries the Seats &
 * Fiefs data).
 *
 * F1617A Warden Act III Setup                                  -> FATE_SETUP
 *   "1. Collect the 6 Court tokens in the general supply near the Court.
 *    (They are labeled 1st through 6th.)" The Court tokens are the data
 *   of Feudal Courts (ARCS-F1618, feudal_courts.c): all in the supply (its
 *   bytes zero) until a Lord or Vassal places one (logged here).
 *   "2. Add Feudal Courts (18) and Lords Gain Power (19) to the rules
 *    booklet. Explain them to everyone."       -> booklet_add (logged)
 *
 * F1617B Warden Act III Objective                         -> GRAND_AMBITIONS
 *   "Return to the Old Ways" (the objective's title).
 *   1. "You are Lord of more Fiefs than each Rival." The Lords of the
 *      clusters whose Seat stands above its Lord's city (seat_lord): the
 *      Warden's count above every Rival's (0 Fiefs fulfils nothing).
 *   2. "You control more Seats than the current Chapter." A Seat on the
 *      map in a system the Warden controls (controller), as the Act II
 *      objective counts them (ARCS-F1601B "Control the Fiefs' Seats").
 *   Scored at each Act III chapter's end from the chapter track
 *   (lib/campaign/act_setup.c campaign_score_grand_ambitions).
 */
#include "campaign/fates.h"
#include "seats.h"

static void setup(game_state *g, int p, int card) {
    booklet_add(g, CARD_F1618);
    booklet_add(g, CARD_F1619);
    card_log(g, card, "Player %d collects the 6 Court tokens into the supply and explains Feudal Courts and "
             "Lords Gain Power.", p + 1);
}

const card_def card_warden_setup3 = {
    .card = CARD_F1617A,
    .short_name = "warden-setup-3",
    .fate_setup = setup,
};

/* Fiefs whose Lord is p. */
static int fiefs_of(const game_state *g, int p) {
    int n = 0;
    for (int k = 0; k < SEATS; k++) n += seat_lord(g, k) == p;
    return n;
}

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)card;
    int mine = fiefs_of(g, p), mask = mine > 0;
    for (int q = 0; q < g->num_players; q++)
        if (q != p && fiefs_of(g, q) >= mine) mask = 0;
    int seats = 0;
    for (int k = 0; k < SEATS; k++)
        if (seat_lord(g, k) >= 0 && privilege_controls(g, p, seat_system(g, k))) seats++; /* an ambition: the Privilege */
    if (seats > g->chapter) mask |= 2;
    return mask;
}

const card_def card_warden_objective3 = {
    .card = CARD_F1617B,
    .short_name = "warden-objective-3",
    .grand_ambitions = grand_ambitions,
};
