/*
 * Guild Fair (ARCS-F416, Vox; Advocate, Act III, added to the Court deck
 * by the Act II Resolution, completed).
 *
 *   "Crisis: Players secure all Guild cards that they currently can. Bury
 *    this card."                                         -> CRISIS
 *   "When Secured: Return all Rival agents from Guild cards in the Court.
 *    Secure all Guild cards that you currently can. Bury this card."
 *                                                        -> WHEN_SECURED
 *
 * "Can secure" is Secure step 1's test (may_secure_place: more Loyal
 * agents on the card than each Rival, an open place, Paranoid's two
 * agents): a Guild card in the Court row a player could secure now. Each
 * is secured as by the Secure action (Base rulebook, "Secure": the Loyal
 * agents on it return, Rival agents are captured; the card taken, its
 * attached cards with it, a When Secured resolved, the place refilled),
 * without spending an action. In the Crisis the players go in turn order
 * from the initiative holder, each securing theirs in row order (they are
 * forced: no choice is left; the order changes nothing but the log); the
 * securer of Guild Fair secures alone, once the Rivals' agents on Guild
 * cards went home (it then has the most on every Guild card it has an
 * agent on). A refilled place may bring a new Guild card: it has no
 * agents, so it is not secured. Then Guild Fair is buried.
 *
 * One secure per step of an automatic frame: a refill's draw (a chance
 * node) or a When Secured decision resolves before the next one.
 */
#include "advocate.h"
#include "campaign/fates.h"

enum { S_NEXT };

frame *advocate_round_begin(game_state *g, int card, int step, int pos, int securer) {
    frame *f = push_card_frame(g, FR_CARD_AUTO, securer < 0 ? g->initiative : securer, card, step);
    f->d = (uint8_t)(securer < 0 ? pos : ADVOCATE_SECURED);
    f->e = (uint8_t)(securer + 1);
    return f;
}

void advocate_round_end(game_state *g) {
    const frame *f = top_frame(g);
    int card = f->card, pos = f->d;
    pop_frame(g);
    card_log(g, card, "it is buried.");
    if (pos == ADVOCATE_SECURED) court_bury_discarded(g, card);
    else if (g->court_row[pos] == card) court_bury_from_row(g, pos);
    else if (attach_remove(g, card)) court_bury(g, card);
}

bool advocate_round_ok(const game_state *g, const frame *f) {
    return card_frame_only(f, FB_C | FB_D | FB_E) && f->c <= g->num_players &&
           (f->d < g->court_row_len || f->d == ADVOCATE_SECURED) && f->e <= g->num_players &&
           (f->e != 0) == (f->d == ADVOCATE_SECURED);
}

/* The first Guild card of the row p can secure now, or -1. */
static int securable(const game_state *g, int p) {
    for (int pos = 0; pos < g->court_row_len; pos++)
        if (g->court_row[pos] != NO_COURT_CARD && card_table[g->court_row[pos]].kind == CK_GUILD &&
            may_secure_place(g, p, pos))
            return pos;
    return -1;
}

/* Secure, steps 1-3, outside the action. */
static void secure_place(game_state *g, int p, int pos) {
    for (int n = g->court_agents[pos][p]; n > 0; n--) return_agent(g, p);
    g->court_agents[pos][p] = 0;
    for (int q = 0; q < g->num_players; q++) {
        int n = g->court_agents[pos][q];
        if (q == p || !n) continue;
        g->pl[p].captives[q] = (uint8_t)(g->pl[p].captives[q] + n);
        g->court_agents[pos][q] = 0;
        campaign_event(g, EVT_AGENTS_CAPTURED, p, q, n);
    }
    court_take_card(g, p, pos);
}

static void crisis(game_state *g, int card, int pos) {
    card_log(g, card, "every player secures the Guild cards they can.");
    advocate_round_begin(g, card, S_NEXT, pos, -1);
}

static void when_secured(game_state *g, int p, int card) {
    for (int pos = 0; pos < g->court_row_len; pos++) {
        if (g->court_row[pos] == NO_COURT_CARD || card_table[g->court_row[pos]].kind != CK_GUILD) continue;
        for (int q = 0; q < g->num_players; q++)
            for (; q != p && g->court_agents[pos][q]; g->court_agents[pos][q]--) return_agent(g, q);
    }
    card_log(g, card, "Rival agents on Guild cards in the Court return; Player %d secures the Guild cards they can.",
             p + 1);
    advocate_round_begin(g, card, S_NEXT, 0, p);
}

/* FR_CARD_AUTO S_NEXT (advocate.h): the securer alone, or each player in
 * turn order. */
static void next_step(game_state *g) {
    frame *f = top_frame(g);
    int card = f->card;
    while (f->c < g->num_players) {
        int p = f->e ? f->e - 1 : (g->initiative + f->c) % g->num_players, pos = securable(g, p);
        if (pos >= 0) {
            card_log(g, card, "Player %d secures %s.", p + 1, card_table[g->court_row[pos]].name);
            secure_place(g, p, pos);
            return;
        }
        f->c = f->e ? (uint8_t)g->num_players : (uint8_t)(f->c + 1);
    }
    advocate_round_end(g);
}

/* FRAME_CHECK: see advocate.h. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD_AUTO && f->step == S_NEXT && advocate_round_ok(g, f);
}

const card_def card_guild_fair = {
    .card = CARD_F416,
    .short_name = "guild-fair",
    .when_secured = when_secured,
    .crisis = crisis,
    .step = next_step,
    .frame_ok = frame_ok,
};
