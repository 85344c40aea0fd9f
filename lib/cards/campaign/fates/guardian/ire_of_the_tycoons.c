/*
 * Ire of the Tycoons (ARCS-F2003, Lore; the Guardian's Act III): in the
 * Guardian's play area (Guardian Act III Setup, ARCS-F2001A).
 *
 * "You cannot declare Tycoon or gain Power from scoring it."    -> DECLARE
 *   forsworn_ambitions (cards_undeclarable, rules/round.c; no Power from
 *   scoring, rules/chapter.c score_ambition: the places stand). Edenguard
 *   may still be declared instead of Tycoon (faq.csv Edenguard Ambition:
 *   rules/round.c asks the boxes declared instead before the barred ones).
 *   The Power not gained is logged at the chapter's end (EVENT).
 * "You can only tax Loyal cities on Material and Fuel planets if you
 *  control them."                                              -> TAX
 *   tax_control_types (lib/rules/actions.c tax_targets_of: Callow's
 *   "only tax Loyal cities if you control them", for these planet types).
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CHAPTER_END) return;
    bool declared = false;
    for (int m = 0; m < (int)ARRAY_LEN(g->marker_box); m++) declared |= g->marker_box[m] == ARCS_TYCOON;
    if (declared && ambition_place(g, holder, ARCS_TYCOON))
        card_log(g, card, "Player %d gains no Power from scoring Tycoon.", holder + 1);
}

const card_def card_ire_of_the_tycoons = {
    .card = CARD_F2003,
    .short_name = "ire-of-the-tycoons",
    .forsworn_ambitions = 1u << ARCS_TYCOON,
    .tax_control_types = (1u << ARCS_MATERIAL) | (1u << ARCS_FUEL),
    .on_event = on_event,
    .events = EVENTS(EVT_CHAPTER_END),
};
