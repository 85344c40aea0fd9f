/*
 * Elder (ARCS-LEAD01).
 *
 *   "Just. When you're scoring Tyrant, gain no Power for second place, and
 *    gain Power for second place if you get first place. (Don't get bonus
 *    city Power.)"                                           -> SCORE_PLACE
 *
 * Beloved ("After defending in battle, you may influence if the attacker
 * took any Trophies. Rivals cannot Ransack the Court when they battle you.")
 * is not written yet.
 */
#include "cards/hooks.h"

const card_def card_elder = {
    .card = CARD_LEAD01,
    .short_name = "elder",
    .second_for_first = ARCS_TYRANT + 1,
};
