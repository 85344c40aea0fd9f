/*
 * Ire of the Keepers (ARCS-F1902, Lore; the Redeemer's Act III): gained by
 * the Redeemer Act III Setup (F1901A, act3.c), in their play area.
 *
 *   "You cannot declare the Keeper ambition."      -> DECLARE (declare_barred)
 *   By any means (the lead card, Populist Demands...: cards_undeclarable),
 *   as Rebuke of the Keepers repeats ("The Redeemer can't declare it").
 *   "You can only tax Loyal cities on Relic planets if you control them."
 *                                                  -> TAX (tax_control_types)
 *   lib/rules/actions.c tax_targets_of, Callow's "only tax Loyal cities if
 *   you control them" for Relic planets (Ire of the Tycoons, ARCS-F2003,
 *   says the same of Material and Fuel planets).
 */
#include "cards/hooks.h"

static unsigned declare_barred(const game_state *g, int p, int card) {
    for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++)
        if (g->ll.play_area[p][i] == card) return 1u << ARCS_KEEPER;
    return 0;
}

const card_def card_ire_of_the_keepers = {
    .card = CARD_F1902,
    .short_name = "ire-of-the-keepers",
    .declare_barred = declare_barred,
    .tax_control_types = 1u << ARCS_RELIC,
};
