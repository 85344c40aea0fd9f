/*
 * The Advocate's Act II: the Setup and Objective sides of the objective
 * card.
 *
 * ARCS-F412A, Advocate Act II Setup: "1. Add the Advocate's Demand edict
 * (13) to the rules booklet. 2. Add Guild Negotiations (14) to the rules
 * booklet."                                            -> FATE_SETUP
 *
 * ARCS-F412B, Advocate Act II Objective (starting space 12):
 *   "Connect with the Guilds: At the end of a chapter, advance 1 for each
 *    different suit of Guild card you have."
 *   "Improve Your Standing: At the end of a chapter, advance 1 for each
 *    Rival that you have more Guild cards than."
 *                                     -> EVENT (EVT_CHAPTER_END, both)
 * Guild cards are the ones held (Protected ones count; lore does not); a
 * suit is the card's resource type. Both are counted once the chapter's
 * ambitions are scored (EVT_CHAPTER_END), the first one first.
 */
#include "advocate.h"
#include "campaign/fates.h"

static void setup(game_state *g, int p, int card) {
    (void)p, (void)card;
    booklet_add(g, CARD_F413);
    booklet_add(g, CARD_F414);
    glog(g, "Advocate's Demand and Guild Negotiations are added to the rules booklet.");
}

const card_def card_advocate_setup2 = {
    .card = CARD_F412A,
    .short_name = "advocate-setup-2",
    .fate_setup = setup,
};

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CHAPTER_END) return;
    int suits = __builtin_popcount(advocate_guild_suits(g, holder)), mine = advocate_guild_cards(g, holder), rivals = 0;
    for (int q = 0; q < g->num_players; q++)
        if (q != holder && advocate_guild_cards(g, q) < mine) rivals++;
    if (suits) {
        card_log(g, card, "Connect with the Guilds: Player %d has Guild cards of %d suit%s.", holder + 1, suits,
                 suits == 1 ? "" : "s");
        objective_advance(g, holder, suits, card);
    }
    if (rivals) {
        card_log(g, card, "Improve Your Standing: Player %d has more Guild cards than %d Rival%s.", holder + 1, rivals,
                 rivals == 1 ? "" : "s");
        objective_advance(g, holder, rivals, card);
    }
}

const card_def card_advocate_objective2 = {
    .card = CARD_F412B,
    .short_name = "advocate-objective-2",
    .on_event = on_event,
    .events = EVENTS(EVT_CHAPTER_END),
};
