/*
 * Demagogue (ARCS-LEAD08).
 *
 *   "Paranoid. You cannot secure Guild cards with only 1 Loyal agent on
 *    them. (You can secure Vox cards as normal.) Ignore this if you Ransack
 *    the Court."                                               -> SECURE
 *
 * Bold ("When you declare an ambition, you may influence any number of
 * cards in the Court once.") is not written yet.
 */
#include "cards/hooks.h"

const card_def card_demagogue = {
    .card = CARD_LEAD08,
    .short_name = "demagogue",
    .secure_needs_two = true,
};
