/*
 * The Founder's Act III (Fate ARCS-FATE02; cards.csv, Campaign rulebook).
 *
 * F225A Founder Act III Setup                               -> FATE_SETUP
 *   "Scrap the Call for Armistice edict (15) and add the Mass Call for
 *    Armistice edict (26) to the rules booklet. Explain that it is the
 *    same as before, but now the Founder can also call for a Armistice.
 *    Gain Freedom Fighters (27). Flip this card over."
 *   "The same as before": the Armistices tucked under Call for Armistice
 *   are tucked under Mass Call for Armistice (the tuck lies in F215's data,
 *   armistice.c; Armistices attached in the Court stay there and tuck
 *   behind the new edict when they end). No choice.
 *
 * F225B Founder Act III Objective: "Secure Freedom for All. The
 *   Commonwealth won the Commonwealth ambition and... 3 Free cities are
 *   neither controlled by the Empire nor a player who is not a Commonwealth
 *   Member. / 7 Free cities are ..."              -> GRAND_AMBITIONS
 *   Asked with the chapter's scoring (The Campaign, "Grand Ambitions":
 *   "scored at the same time as declared ambitions"), while the
 *   Commonwealth Ambition marker still lies in the box it scored
 *   (commonwealth.c returns it to the Fate card at EVT_CHAPTER_END, after):
 *   "won" is the box holding that marker and a declared ambition marker,
 *   the Commonwealth its untied first place (commonwealth_winner, as the
 *   law scored it). A Free city counts where its system is controlled by
 *   nobody, or by a Member (controller(); fresh Imperial ships give the
 *   Empire control); each city counts, starports do not.
 */
#include "cards/campaign/fates/founder/commonwealth.h"

/* ---- F225A ---- */

static void setup(game_state *g, int p, int card) {
    fate_scrap(g, CARD_F215);
    booklet_add(g, CARD_F226);
    card_log(g, card, "Mass Call for Armistice is added to the rules booklet: the Founder can also call for an Armistice.");
    fate_gain_card(g, p, CARD_F227);
}

const card_def card_founder_setup3 = {
    .card = CARD_F225A,
    .short_name = "founder-setup-3",
    .fate_setup = setup,
};

/* ---- F225B ---- */

/* Did the Commonwealth win the Commonwealth ambition (the box holding the
 * Commonwealth Ambition marker, declared)? */
static bool commonwealth_won(const game_state *g) {
    int m = commonwealth_marker_ro(g);
    if (m < CW_IN_BOX) return false;
    int a = m - CW_IN_BOX;
    bool declared = false;
    for (int k = 0; k < 3; k++) declared |= g->marker_box[k] == a;
    return declared && commonwealth_winner(g, a, NULL, NULL) == CW_WIN_COMMONWEALTH;
}

/* Free cities controlled neither by the Empire nor by a non-Member. */
static int founder_free_cities(const game_state *g) {
    unsigned members = commonwealth_members(g);
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!sys_in_play(g, s) || !free_city_in(g, s)) continue;
        int ctl = controller(g, s);
        if (ctl == OWNER_EMPIRE || (ctl < g->num_players && !((members >> ctl) & 1u))) continue;
        for (int i = 0; i < building_places(g); i++) {
            uint8_t b = g->sys[s].bld[i];
            n += (b & BLD_OCCUPIED) && BLD_IS_CITY(b) && BLD_OWNER(b) == OWNER_FREE;
        }
    }
    return n;
}

static int grand_ambitions(const game_state *g, int p, int card) {
    (void)p, (void)card;
    if (!commonwealth_won(g)) return 0;
    int n = founder_free_cities(g);
    return (n >= 3 ? 1 : 0) | (n >= 7 ? 2 : 0);
}

const card_def card_founder_objective3 = {
    .card = CARD_F225B,
    .short_name = "founder-objective-3",
    .grand_ambitions = grand_ambitions,
};
