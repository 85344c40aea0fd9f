/*
 * Mystic (ARCS-LEAD02).
 *
 *   "Attuned. When you Copy or Pivot in order to tax, you gain 1 Psionic
 *    along with the taxed resource."                          -> TAX
 *   "Cryptic. In setup, place agents on your Material and Fuel Outrage
 *    slots on your player board."                             -> LL_SETUP
 *
 * faq.csv, Mystic: a city whose resource stack is empty can still be taxed
 * for the Psionic (Tax never needs the resource: lib/rules/actions.c).
 */
#include "cards/hooks.h"

static void cryptic(game_state *g, int p, int card) {
    player_state *pl = &g->pl[p];
    for (int r = ARCS_MATERIAL; r <= ARCS_FUEL; r++) {
        if ((pl->outrage >> r) & 1u) continue;
        pl->outrage |= (uint8_t)(1u << r);
        if (pl->agents_supply) pl->agents_supply--;
        else pl->outrage_placeholder |= (uint8_t)(1u << r); /* Fine Print: a placeholder until an agent is free */
    }
    card_log(g, card, "Player %d places agents on their Material and Fuel Outrage slots.", p + 1);
}

const card_def card_mystic = {
    .card = CARD_LEAD02,
    .short_name = "mystic",
    .tax_bonus = ARCS_PSIONIC + 1,
    .ll_setup = cryptic,
};
