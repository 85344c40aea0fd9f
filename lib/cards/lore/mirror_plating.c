/*
 * Mirror Plating (ARCS-L04).
 *
 *   "When you defend in battle, add 1 intercept to the attacker's roll if
 *    they rolled any number of assault dice."                -> INTERCEPT
 *
 * The added intercept is not rolled: Signal Breaker cannot ignore it
 * (faq.csv, Signal Breaker). It counts once the dice are final (after any
 * reroll), when intercepts resolve (lib/rules/battle.c).
 */
#include "cards/hooks.h"

const card_def card_mirror_plating = {
    .card = CARD_L04,
    .short_name = "mirror-plating",
    .adds_intercept = true,
};
