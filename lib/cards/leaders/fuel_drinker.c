/*
 * Fuel-Drinker (ARCS-LEAD03).
 *
 *   "Insatiable. When you Copy or Pivot in order to tax, you gain 1 Fuel
 *    along with the taxed resource."                          -> TAX
 *   "Lavish. After scoring, you must discard all of your Fuel if the Tycoon
 *    ambition was scored."                                    -> AFTER_SCORING
 *
 * faq.csv, Fuel-Drinker: a city whose resource stack is empty can still be
 * taxed for the Fuel.
 */
#include "cards/hooks.h"

static void lavish(game_state *g, int p, int card) {
    if (!(chapter_scored(g) & (1u << ARCS_TYCOON))) return;
    card_log(g, card, "Tycoon was scored: Player %d discards all of their Fuel.", p + 1);
    discard_resources_of_type(g, p, ARCS_FUEL);
}

const card_def card_fuel_drinker = {
    .card = CARD_LEAD03,
    .short_name = "fuel-drinker",
    .tax_bonus = ARCS_FUEL + 1,
    .after_scoring = lavish,
};
