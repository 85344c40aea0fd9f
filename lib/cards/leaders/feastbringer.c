/*
 * Feastbringer (ARCS-LEAD07): its starting pieces (two cities, 3 ships in
 * each C system; lib/data/leaders.c).
 *
 * Charismatic ("When you Copy or Pivot in order to secure a card, you may
 * influence before or after you secure.") and Generous ("To declare an
 * ambition, you must give 1 Guild card to your Rival with the least Power.")
 * are not written yet.
 */
#include "cards/hooks.h"

const card_def card_feastbringer = {
    .card = CARD_LEAD07,
    .short_name = "feastbringer",
};
