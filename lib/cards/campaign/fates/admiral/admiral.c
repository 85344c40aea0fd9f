/*
 * The Admiral's Act I (ARCS-FATE07): the Setup and Objective sides of the
 * objective card.
 *
 * ARCS-F701A, Admiral Act 1 Setup:
 *   "1. Gain Imperial Officers (02). 2. Add the Use Imperial Foundries
 *    edict (03) to the rules booklet. 3. Gain the First Regent tile unless
 *    the Steward is in play."                        -> FATE_SETUP
 *
 * ARCS-F701B, Admiral Act I Objective (starting space 13):
 *   "Prove Yourself as a New Admiral: While you're a Regent and winning an
 *    ambition, advance 1 for each Imperial ship that anyone places on the
 *    map."                                   -> EVENT (EVT_IMPERIAL_PLACED)
 *   "Demonstrate the Navy's Might: While you're a Regent, advance 1 for
 *    each Trophy you take in battle with attacking Imperial ships."
 *                              -> EVENT (EVT_BATTLE_STARTED, EVT_TROPHY_TAKEN)
 *   "You can attack with both Loyal and Imperial ships, and the Imperial
 *    ship can be destroyed."
 *
 * Winning an ambition: untied first place, if it scored now, for an
 * ambition with a marker in its box (Campaign rulebook, "Winning
 * Ambitions"). Placing: Requisition Ships (Escalation), Use Imperial
 * Foundries; the Act I Setup's Imperial ships come before any ambition is
 * declared. A battle counts when Imperial ships were among the attacking
 * ships at its start (fate_data[p][0], set by EVT_BATTLE_STARTED), even if
 * they are destroyed later; every Trophy the Admiral takes in it as the
 * attacker counts, the agents taken by Ransacking the Court after
 * destroying a city in that battle included (faq.csv, Admiral Act I
 * Objective [81]). Galactic Rifles' Fire Rifles is not a battle.
 */
#include "cards/hooks.h"
#include "campaign/fates.h"

static void setup(game_state *g, int p, int card) {
    (void)card;
    fate_gain_card(g, p, CARD_F702);
    bool in_booklet = false;
    for (int i = 0; i < g->camp.booklet_len; i++) in_booklet |= g->camp.booklet[i] == CARD_F703;
    if (!in_booklet) booklet_add(g, CARD_F703);
    for (int q = 0; q < g->num_players; q++)
        if (g->camp.fate[q] == CARD_FATE01) {
            glog(g, "The Steward is in play: the Admiral does not take the First Regent tile.");
            return;
        }
    /* A Regent holds the tile (Set Up Players F makes everyone a Regent
     * just after). */
    campaign_take_first_regent(g, p);
    glog(g, "Player %d, the Admiral, gains the First Regent tile.", p + 1);
}

const card_def card_admiral_setup = {
    .card = CARD_F701A,
    .short_name = "admiral-setup",
    .fate_setup = setup,
};

enum { FD_IMPERIAL_BATTLE = 0 };

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    switch (ev->kind) {
    case EVT_IMPERIAL_PLACED:
        if (!is_regent(g, holder) || declared_ambition_place(g, holder) != 1) return;
        card_log(g, card, "Prove Yourself as a New Admiral: %d Imperial ship%s placed.", ev->n, ev->n == 1 ? "" : "s");
        objective_advance(g, holder, ev->n, card);
        return;
    case EVT_BATTLE_STARTED:
        if (ev->player == holder) g->camp.fate_data[holder][FD_IMPERIAL_BATTLE] = ev->n > 0;
        return;
    case EVT_TROPHY_TAKEN:
        if (ev->player != holder || !g->battle.active || g->ll.rifles || g->battle.attacker != holder ||
            !g->camp.fate_data[holder][FD_IMPERIAL_BATTLE] || !is_regent(g, holder))
            return;
        card_log(g, card, "Demonstrate the Navy's Might: Player %d takes %d %s.", holder + 1, ev->n,
                 ev->n == 1 ? "Trophy" : "Trophies");
        objective_advance(g, holder, ev->n, card);
        return;
    default: return;
    }
}

const card_def card_admiral_objective = {
    .card = CARD_F701B,
    .short_name = "admiral-objective",
    .on_event = on_event,
    .events = EVENTS(EVT_IMPERIAL_PLACED, EVT_BATTLE_STARTED, EVT_TROPHY_TAKEN),
};
