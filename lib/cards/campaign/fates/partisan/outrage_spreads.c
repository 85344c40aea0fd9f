/*
 * Outrage Spreads (ARCS-F613, F614, Vox; Partisan, Act I Resolution
 * failed branch: added to the Court deck).
 *
 *   "Crisis: Each player Provokes Outrage of the rolled planet. Discard
 *    this card."                                    -> CRISIS
 *   "When Secured: You may choose an Outrage type. Each player (even you)
 *    must Provoke Outrage of that type. Discard this card."
 *                                                  -> WHEN_SECURED
 *
 * The When Secured text is the base card's (BC28, lib/cards/base/
 * outrage_spreads.c): its def resolves it (same step, same moves).
 * The Crisis (Campaign rulebook, "Crises", "Event & Number Dice"): the
 * rolled planet is the rolled cluster's planet of the rolled symbol
 * (rolled_planet); its type is the Outrage each player Provokes, in turn
 * order from the initiative holder (Fine Print, "Tiebreakers & Choice
 * Order"; no choice arises). Then the card leaves the row for the Court
 * discard pile ("Removing Cards": the agents on it return to their owners
 * unless an attached card slides down with them; the place refills).
 *
 * Moves (When Secured): "card outrage-spreads-crisis outrage <Resource>" (F614:
 * "outrage-spreads-crisis@F614 ..."),
 * "decline".
 */
#include "campaign/campaign.h"
#include "cards/hooks.h"

extern const card_def card_outrage_spreads; /* BC28: lib/cards/base/outrage_spreads.c */

static void crisis(game_state *g, int card, int pos) {
    int r = planet_type(rolled_planet(g));
    if (r < 0) return;
    card_log(g, card, "the rolled planet is %s: every player Provokes %s Outrage.", resource_name(r), resource_name(r));
    for (int k = 0; k < g->num_players; k++) provoke_outrage(g, (g->initiative + k) % g->num_players, r);
    g->court_row[pos] = NO_COURT_CARD;
    court_discard(g, card);
    if (court_slide_attached(g, pos)) return;
    for (int p = 0; p < g->num_players; p++)
        for (; g->court_agents[pos][p]; g->court_agents[pos][p]--) return_agent(g, p);
    court_refill(g, pos);
}

/* The When Secured part: the base card's. */
static void when_secured(game_state *g, int p, int card) { card_outrage_spreads.when_secured(g, p, card); }
static void enumerate(const game_state *g, const frame *f, move_list *out) { card_outrage_spreads.enumerate(g, f, out); }
static void apply(game_state *g, arcs_move m) { card_outrage_spreads.apply(g, m); }

static const card_step STEPS[] = {{"outrage", "r"}};

const card_def card_partisan_outrage_spreads = {
    .card = CARD_F613,
    .short_name = "outrage-spreads-crisis",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
};
