/*
 * Imperial Officers (ARCS-F702, Guild, Weapon, Protected; Admiral, Act I).
 *
 *   "Bury this if you are an Outlaw."     -> EVENT (EVT_BECAME_OUTLAW)
 *
 * The holder becomes an Outlaw (Govern the Imperial Reach: made an Outlaw;
 * Leave the Empire in a Summit): the card is buried at once (the bottom of
 * the Court deck). A card "buries itself" even though it is Protected
 * (rules-structured.yaml, "Protected": only removal by others is barred;
 * the card names itself).
 *
 *   "You ignore the Empire's Presence and Movement Laws. (Basically, on
 *    your turn, you can take actions with any Imperial ships and you
 *    control all Empire-controlled systems! You don't need Loyal pieces in
 *    either case.)"                                  -> PRESENCE, MOVEMENT
 *
 * Presence: on the holder's turn, every Empire-controlled system is theirs
 * for turn actions (presence_controls asks ignores_presence), Loyal pieces
 * or not; the Imperial ships there are theirs to repair, tax with, build
 * with and battle with as a Regent's under Presence. Movement: a Move may
 * take along any number of the Imperial ships of the system it leaves (not
 * one per Loyal ship), or move Imperial ships alone ("ships 0 0", then
 * "add-imperial" of at least one; from any system with Imperial ships;
 * lib/rules/actions.c).
 *
 * "Ignoring the Presence Law: ... you Command the Imperial Fleet in all
 * systems, even those with no Loyal pieces" (rules-structured.yaml), the
 * Presence Law's commands being "move and repair them, battle with them,
 * build at them, and tax": on the holder's turn (commands_fleet_everywhere,
 * lib/core/engine.h) a system with Imperial ships and no Loyal ship is a
 * battle system, the Imperial ships attacking alone ("add-imperial" of at
 * least one; lib/rules/battle.c), and a system with Imperial ships and no
 * Loyal piece takes a new city or starport (Build; lib/rules/actions.c).
 */
#include "cards/hooks.h"
#include "campaign/fates.h"

static void on_event(game_state *g, int p, int card, const camp_event *ev) {
    if (ev->kind != EVT_BECAME_OUTLAW || ev->player != p) return;
    int i = held_index(g, p, card);
    if (i < 0) return;
    remove_held(g, p, i);
    court_bury(g, card);
    card_log(g, card, "Player %d is now an Outlaw; the card is buried.", p + 1);
}

const card_def card_imperial_officers = {
    .card = CARD_F702,
    .short_name = "imperial-officers",
    .ignores_presence = true,
    .ignores_movement = true,
    .on_event = on_event,
    .events = EVENTS(EVT_BECAME_OUTLAW),
};
