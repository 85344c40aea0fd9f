/*
 * Signal Breaker (ARCS-L06).
 *
 *   "When attacking in battle, if all attacking ships are fresh at the
 *    start of the battle, you ignore 1 intercept you roll."  -> INTERCEPT
 *
 * faq.csv, Signal Breaker: every Loyal ship in the battle system is an
 * attacking ship; the check is made at the start of the battle, before
 * Railgun Arrays deals its hit; the intercept Mirror Plating adds is not
 * rolled and is not ignored.
 */
#include "cards/hooks.h"

const card_def card_signal_breaker = {
    .card = CARD_L06,
    .short_name = "signal-breaker",
    .ignores_intercept = true,
};
