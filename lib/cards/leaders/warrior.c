/*
 * Warrior (ARCS-LEAD06).
 *
 *   "Violent. When you're scoring Empath, gain no Power for second place,
 *    and gain Power for second place if you get first place. (Don't get
 *    bonus city Power.)"                                     -> SCORE_PLACE
 *
 * Tactical ("When you Copy or Pivot to battle, you may move before or after
 * you battle.") is not written yet.
 */
#include "cards/hooks.h"

const card_def card_warrior = {
    .card = CARD_LEAD06,
    .short_name = "warrior",
    .second_for_first = ARCS_EMPATH + 1,
};
