/*
 * Guilds Decry Terror (ARCS-F619, Edict, rules booklet; added by the
 * Partisan's Act II Resolution, ARCS-F618, completed).
 *
 *   "If Diplomatic Fiasco is not in the Court, search the Court deck for
 *    it, attach it to the Imperial Council card, and flip the Imperial
 *    Council to its In Session side."                           -> EDICT
 *
 * Edict order 75 (components.md §9.5). "In the Court": a Diplomatic Fiasco
 * (ARCS-CC13, or the Advocate's reprint ARCS-F410) in a Court place or
 * attached to a Court card. Else the Court deck is searched (the deck's
 * cards are known, its order hidden: court_deck_remove keeps the order of
 * the rest); the two Fiascos are alike, CC13 is taken first. Found, it is
 * attached to the Imperial Council (faq.csv, Guilds Decry Terror: "What do
 * you do if there is already a card attached to the Council? Attach it to
 * the Council, keeping the other attached card attached as well": a forced
 * attach) and the Council flips to In Session. Not in the deck either (in
 * the discard pile, scrapped): nothing happens, the Council is not flipped
 * (our reading: the flip follows the attach). Securing the Council secures
 * the attached Fiasco (Attaching Cards; its When Secured: "Rivals resolve
 * the Crisis"). No choice.
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/trust.h"
#include "cards/hooks.h"

static bool is_fiasco(int c) { return c == CARD_CC13 || c == CARD_F410; }

static bool fiasco_in_court(const game_state *g) {
    for (int pos = 0; pos < g->court_row_len && pos < COURT_ROW_MAX; pos++) {
        if (is_fiasco(g->court_row[pos])) return true;
        for (int k = 0; k < ATTACHED_MAX; k++)
            if (is_fiasco(g->camp.attached[pos][k])) return true;
    }
    return false;
}

static void resolve(game_state *g, int card) {
    if (fiasco_in_court(g)) {
        card_log(g, card, "Diplomatic Fiasco is in the Court.");
        return;
    }
    int full = g->camp.attached[COUNCIL_PLACE][ATTACHED_MAX - 1] != NO_COURT_CARD;
    int fiasco = NO_COURT_CARD;
    if (!full && g->court_row[COUNCIL_PLACE] != NO_COURT_CARD) {
        if (court_deck_remove(g, CARD_CC13)) fiasco = CARD_CC13;
        else if (court_deck_remove(g, CARD_F410)) fiasco = CARD_F410;
    }
    if (fiasco == NO_COURT_CARD) {
        card_log(g, card, "Diplomatic Fiasco is not in the Court deck.");
        return;
    }
    card_log(g, card, "the Court deck is searched for Diplomatic Fiasco.");
    attach_card(g, fiasco, COUNCIL_PLACE, true);
    council_flip_in_session(g);
}

const card_def card_guilds_decry_terror = {
    .card = CARD_F619,
    .short_name = "guilds-decry-terror",
    .edict_order = 75,
    .edict = resolve,
};
