/*
 * Council Intrigue (ARCS-CC12, Vox; campaign Court).
 *
 *   "Crisis: Flip the Imperial Council to In Session. Move agents from
 *    here to it. Bury this card."                           -> CRISIS
 *
 * The Council returns to In Session (if it were tucked, it would go back
 * to the Court unresolved: "Intrigue", faq.csv Council Intrigue); every
 * agent on this card moves onto the Council; the card is buried and its
 * place refills.
 *
 *   "When Secured: Flip the Imperial Council to In Session. You may move
 *    any Loyal agents from here to other Court cards (even the Council).
 *    Bury this card."                               -> WHEN_SECURED (partial)
 *
 * Secured, the Council flips to In Session and the card is buried; the
 * move of the securer's agents is not offered yet (securing has already
 * returned them to the supply: Base rulebook, "Secure", step 1).
 */
#include "campaign/trust.h"
#include "cards/hooks.h"

static void crisis(game_state *g, int card, int pos) {
    council_flip_in_session(g);
    int moved = 0;
    for (int p = 0; p < g->num_players; p++) {
        g->court_agents[COUNCIL_PLACE][p] = (uint8_t)(g->court_agents[COUNCIL_PLACE][p] + g->court_agents[pos][p]);
        moved += g->court_agents[pos][p];
        g->court_agents[pos][p] = 0;
    }
    card_log(g, card, "the Imperial Council is In Session; %d agent(s) move onto it.", moved);
    court_bury_from_row(g, pos);
}

static void when_secured(game_state *g, int p, int card) {
    council_flip_in_session(g);
    card_log(g, card, "Player %d flips the Imperial Council to In Session.", p + 1);
    court_bury_discarded(g, card);
}

const card_def card_council_intrigue = {
    .card = CARD_CC12,
    .short_name = "council-intrigue",
    .when_secured = when_secured,
    .crisis = crisis,
};
