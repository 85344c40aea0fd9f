/*
 * Martial Law (ARCS-F720, Law; the Admiral's Act III Setup adds it to the
 * rules booklet; ARCS-F721, its Reminder copy, reprints the text and
 * shares this def but stays out of play, admiral3.c).
 *
 *   "Regents except the Admiral follow these rules if they do not have
 *    Imperial Officers or Rogue Admirals:"
 * A player under Martial Law: a Regent whose Fate is not the Admiral and
 * who holds none of Imperial Officers (F702) and the two Rogue Admirals
 * (F706, F707) among their Guild cards.        -> EMPIRE_LAWS
 * (fleet_command_denied; lib/cards/hooks.c cards_fleet_command_denied)
 *
 *   "You cannot Command the Imperial Fleet. (On your turn, you don't
 *    control Empire-controlled systems and can't take actions with
 *    Imperial ships.)"
 * The Presence Law gives such a Regent nothing (presence_controls,
 * lib/core/pieces.c: no control of Empire-controlled systems for turn
 * actions, hence no tax, build or Prelude there, no repair of Imperial
 * ships), no Imperial ship moves along with their ships (imperial_movable,
 * lib/rules/actions.c) and none joins their attack ("Empire May Attack",
 * lib/rules/battle.c). Defending, the Imperial ships still defend with
 * them ("Empire Must Defend" is no command). faq.csv, Martial Law: it
 * does not override Imperial Authority (F102: its holder still taxes
 * Empire cities, a card's own rule), and the Truce Law still holds.
 *
 *   "If you're the First Regent, you don't control Empire-controlled
 *    systems for ambitions, objectives, and events."
 * The First Regent's Privilege is lost (privilege_controls,
 * lib/campaign/fates.h, which the objectives counting it ask).
 *
 *   "When taking a Catapult move, Empire control of gates ends your move."
 * As for an Outlaw (catapult_goes_on, lib/rules/actions.c).
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static bool under_martial_law(const game_state *g, int p) {
    return is_regent(g, p) && g->camp.fate[p] != CARD_FATE07 && held_index(g, p, CARD_F702) < 0 &&
           held_index(g, p, CARD_F706) < 0 && held_index(g, p, CARD_F707) < 0;
}

const card_def card_martial_law = {
    .card = CARD_F720,
    .short_name = "martial-law",
    .fleet_command_denied = under_martial_law,
};
