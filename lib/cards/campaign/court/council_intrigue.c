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
 *    Bury this card."                         -> WHEN_SECURED (with agents)
 *
 * Secure step 1 would return the securer's agents on the card to their
 * supply; this effect moves them instead (hook point WHEN_SECURED with
 * agents: they wait in the supply meanwhile, no Outrage slot filled; the
 * same when the card is ransacked). The Council flips In Session first, so
 * it can take agents. Then the securer moves the agents one at a time,
 * each onto any card of the Court row ("other Court cards": the card's own
 * place is empty until the refill) including the Council, or stops: the
 * agents not moved return to the supply (return_agent: onto an owed
 * Outrage slot first). Last the card is buried and its place refills.
 * Rival agents on the card were captured (Secure step 1) and stay Captives:
 * only Loyal agents move.
 *
 * Moves: "card council-intrigue move <Court place>" (0-based row place),
 * "decline" (return the rest).
 *
 * Frame data: S_MOVE c = agents still waiting.
 */
#include "campaign/trust.h"
#include "cards/hooks.h"

enum { S_MOVE };

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

static bool open_place(const game_state *g, int pos) {
    return g->court_row[pos] != NO_COURT_CARD && !court_place_closed(g, pos);
}

static bool any_open_place(const game_state *g) {
    for (int pos = 0; pos < g->court_row_len; pos++)
        if (open_place(g, pos)) return true;
    return false;
}

/* The agents still waiting return; the card is buried. */
static void finish(game_state *g, int p, int card, int waiting) {
    if (waiting) card_log(g, card, "%d of Player %d's agent(s) return to their supply.", waiting, p + 1);
    for (; waiting > 0; waiting--) {
        g->pl[p].agents_supply--;
        return_agent(g, p);
    }
    court_bury_discarded(g, card);
}

void agents_move_begin(game_state *g, int p, int card, int agents) {
    if (agents > 0 && any_open_place(g)) push_card_frame(g, FR_CARD, p, card, S_MOVE)->c = (uint8_t)agents;
    else finish(g, p, card, agents);
}

static void when_secured(game_state *g, int p, int card, int agents) {
    council_flip_in_session(g);
    card_log(g, card, "Player %d flips the Imperial Council to In Session.", p + 1);
    agents_move_begin(g, p, card, agents);
}

static void when_secured_alone(game_state *g, int p, int card) { when_secured(g, p, card, 0); }

void agents_move_enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int pos = 0; pos < g->court_row_len; pos++)
        if (open_place(g, pos)) add_card_move(out, f->player, f->card, S_MOVE, pos, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

void agents_move_apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int card = f->card, p = m.player, waiting = f->c;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) {
        finish(g, p, card, waiting);
        return;
    }
    g->pl[p].agents_supply--;
    g->court_agents[m.d][p]++;
    waiting--;
    if (log_enabled(g))
        card_log(g, card, "Player %d moves an agent onto %s (Court place %d).", p + 1, card_table[g->court_row[m.d]].name,
                 m.d + 1);
    if (waiting) push_card_frame(g, FR_CARD, p, card, S_MOVE)->c = (uint8_t)waiting;
    else finish(g, p, card, 0);
}

static const card_step STEPS[] = {[S_MOVE] = {"move", "n", "move an agent onto %k1"}};

/* FRAME_CHECK: S_MOVE: c agents waiting in the supply. */
bool agents_move_frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD && f->step == S_MOVE)
        return card_frame_only(f, FB_C) && f->c >= 1 && f->c <= g->pl[f->player].agents_supply;
    return card_frame_only(f, 0);
}

const card_def card_council_intrigue = {
    .card = CARD_CC12,
    .short_name = "council-intrigue",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured_alone,
    .when_secured_agents = when_secured,
    .crisis = crisis,
    .enumerate = agents_move_enumerate,
    .apply = agents_move_apply,
    .frame_ok = agents_move_frame_ok,
};
