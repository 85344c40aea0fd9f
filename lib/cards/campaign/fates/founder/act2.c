/*
 * The Founder's Act II (Fate ARCS-FATE02; cards.csv, Campaign rulebook).
 *
 * F212A Founder Act II Setup                                -> FATE_SETUP
 *   "Gain the Founder of the Commonwealth card (13). Place the
 *    Commonwealth Ambition marker on your Fate card. Place the
 *    Commonwealth Ambition law (14) and Call for Armistice edict (15) to
 *    the rules booklet. Tuck the 2 Armistices (16-17) under Call for
 *    Armistice (15). Give a Member of the Commonwealth title card (18-21)
 *    to each player, including you. Add Commonwealth Membership (22) to
 *    the rules booklet."  The titles go in turn order from the Founder
 *    (F218 to the Founder, then F219...); with fewer than 4 players the
 *    rest stay in the box. The marker starts on 12 / 14 / 16
 *    (components.md §9.5).
 *
 * F212B Founder Act II Objective                            -> EVENT
 *   "Distribute Power Fairly: When the Commonwealth wins the Commonwealth
 *    ambition, advance 2 for each Member of the Commonwealth."  Advanced
 *   where the Commonwealth Ambition scores (commonwealth.c), for the
 *   Members at that time.
 *   "Protect Freedom in the Reach: At the end of a chapter, advance 1 for
 *    each Free city on the map not controlled by the Empire."  After the
 *   chapter's scoring (EVT_CHAPTER_END); a Free city counts when its
 *   system is not Empire-controlled (controller() is not OWNER_EMPIRE: "The
 *   Empire controls a system with just 1 fresh Imperial ship").
 *
 * F223 Founder Act II Resolution (Intermission A of Act II):
 *   Completed: "1. Gain Spirit of Freedom (24). 2. Scrap the 2
 *   Construction Union (08-09) and 2 Admin Union cards (10-11)."
 *   Failed: "1. Scrap Spirit of Freedom (24). 2. Scrap your Founder of the
 *   Commonwealth card (13) and the Commonwealth Ambition marker. 3. Add
 *   the 2 Construction Union (08-09) and 2 Admin Union cards (10-11) to
 *   the Court deck."  Spirit of Freedom (F224) is an Act III card: gained,
 *   it has no effect yet.
 */
#include "cards/campaign/fates/founder/commonwealth.h"

/* ---- F212A ---- */

static void setup(game_state *g, int p, int card) {
    fate_gain_card(g, p, CARD_F213);
    *commonwealth_marker(g) = CW_ON_FATE;
    card_log(g, card, "The Commonwealth Ambition marker is on Player %d's Fate card.", p + 1);
    booklet_add(g, CARD_F214);
    booklet_add(g, CARD_F215);
    *armistices_tucked(g) = 3;
    card_log(g, card, "The 2 Armistices are tucked under %s.", card_table[CARD_F215].name);
    for (int i = 0; i < g->num_players; i++) fate_gain_card(g, (p + i) % g->num_players, CARD_F218 + i);
    booklet_add(g, CARD_F222);
}

const card_def card_founder_setup2 = {
    .card = CARD_F212A,
    .short_name = "founder-setup-2",
    .fate_setup = setup,
};

/* ---- F212B ---- */

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CHAPTER_END) return;
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && controller(g, s) != OWNER_EMPIRE)
            for (int i = 0; i < building_places(g); i++) {
                uint8_t b = g->sys[s].bld[i];
                n += BLD_IS_CITY(b) && BLD_OWNER(b) == OWNER_FREE;
            }
    if (!n) return;
    card_log(g, card, "Protect Freedom in the Reach: %d Free cities are not controlled by the Empire.", n);
    objective_advance(g, holder, n, card);
}

const card_def card_founder_objective2 = {
    .card = CARD_F212B,
    .short_name = "founder-objective-2",
    .on_event = objective_event,
    .events = EVENTS(EVT_CHAPTER_END),
};

/* ---- F223 ---- */

static void resolve(game_state *g, int p, int card, bool completed) {
    (void)card;
    if (completed) {
        fate_gain_card(g, p, CARD_F224);
        fate_scrap_cards(g, CARD_F208, CARD_F211);
        return;
    }
    fate_scrap(g, CARD_F224);
    fate_scrap(g, CARD_F213);
    *commonwealth_marker(g) = 0;
    card_log(g, card, "The Commonwealth Ambition marker is scrapped.");
    fate_add_cards(g, CARD_F208, CARD_F211);
}

const card_def card_founder_resolution2 = {
    .card = CARD_F223,
    .short_name = "founder-resolution-2",
    .resolution = resolve,
    .resolution_act = 2,
};
