/*
 * Feudal Courts (ARCS-F1618, a law in the rules booklet from the Warden's
 * Act III Setup, ARCS-F1617A; cards.csv). The 6 Court tokens (one per
 * Fief, "labeled 1st through 6th") are this card's data (seats.h
 * court_tokens_data): in the supply or on a Court row place.
 *
 *   "When you influence an empty card in the Court except the Imperial
 *    Council, you may also place the Court token from the supply for a
 *    Fief where you are a Lord or Vassal."
 *      -> EVENT (EVT_INFLUENCED, the Influence action): a card with no
 *         agent before the influence, not in the Council's place and
 *         without a Court token (our reading: one token per card, "the
 *         respective Fief"); the influencer's decision (a move per Fief
 *         whose token is in the supply, or decline).
 *   "To influence or secure a card that has a Court token, you must be a
 *    Lord or Vassal in the respective Fief."
 *      -> COURT_ACCESS (court_places_barred, sys < 0). A Fief whose Seat
 *         returned has no Lord and no Vassals: its token's card is barred
 *         to all (the printed words).
 *   "If a Lord secures a card with a Court token, they return the Court
 *    token and all Vassal agents from the card."
 *      -> EVENT (EVT_SECURING, before the agents are taken: the Vassals'
 *         agents go back to their supply, not captured; a Ransack is a
 *         secure too). faq.csv, Feudal Courts: "If you're a Lord, return
 *         it to the general supply. If you're a Vassal, keep it on the
 *         refilled card." The token lies on the place: a Vassal's secure
 *         leaves it for the card refilling the place (so does a card
 *         leaving the Court otherwise: Crisis, bury; our reading).
 *   "When a player Ransacks the Court, they can secure a card that has a
 *    Court token only if they destroyed a city in the respective Fief."
 *      -> COURT_ACCESS (court_places_barred, sys = the destroyed city's
 *         system, lib/rules/battle.c).
 * Lords Gain Power (ARCS-F1619, lords_gain_power.c) reads the tokens too.
 */
#include "campaign/fates.h"
#include "seats.h"

enum { S_PLACE = 0 };

int court_token_fief(const game_state *g, int pos) {
    const court_tokens_data *d = COURT_TOKENS_OF(g);
    for (int k = 0; k < SEATS; k++)
        if (d->on[k] == pos + 1) return k;
    return -1;
}

/* The Fiefs (bit per cluster) whose Court token p may place: in the
 * supply, p its Lord or a Vassal there. */
static unsigned placeable(const game_state *g, int p) {
    unsigned m = 0;
    for (int k = 0; k < SEATS; k++)
        if (!COURT_TOKENS_OF(g)->on[k] && fief_member(g, p, k)) m |= 1u << k;
    return m;
}

static unsigned court_places_barred(const game_state *g, int p, int sys, int card) {
    (void)card;
    unsigned m = 0;
    const court_tokens_data *d = COURT_TOKENS_OF(g);
    for (int k = 0; k < SEATS; k++)
        if (d->on[k] && (sys >= 0 ? sys_cluster(sys) != k : !fief_member(g, p, k))) m |= 1u << (d->on[k] - 1);
    return m;
}

/* A Lord secures the card with their Fief's Court token: it and the
 * Vassals' agents return. */
static void lord_secures(game_state *g, int p, int pos, int card) {
    int k = court_token_fief(g, pos);
    if (k < 0 || seat_lord(g, k) != p) return;
    COURT_TOKENS_OF(g)->on[k] = 0;
    int back = 0;
    for (int q = 0; q < g->num_players; q++)
        for (; fief_vassal(g, q, k) && g->court_agents[pos][q]; back++) {
            g->court_agents[pos][q]--;
            return_agent(g, q);
        }
    card_log(g, card, "Player %d, Lord of Cluster %d, secures the card with its Court token: the token and %d Vassal "
             "agent(s) return.", p + 1, k + 1, back);
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->player != holder) return;
    int p = holder, pos = ev->a;
    if (ev->kind == EVT_SECURING && !ev->n) {
        lord_secures(g, p, pos, card);
    } else if (ev->kind == EVT_INFLUENCED && ev->n == 0 && pos != COUNCIL_PLACE && court_token_fief(g, pos) < 0 &&
               placeable(g, p)) {
        frame *f = push_card_frame(g, FR_CARD, p, card, S_PLACE);
        f->a = (uint8_t)pos;
    }
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_PLACE, placeable(g, f->player));
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int pos = top_frame(g)->a, card = card_choice_taken(g, m);
    if (card < 0) return;
    COURT_TOKENS_OF(g)->on[m.d] = (uint8_t)(pos + 1);
    card_log(g, card, "Player %d places the Court token of Cluster %d on %s (Court place %d).", m.player + 1, m.d + 1,
             card_table[g->court_row[pos]].name, pos + 1);
}

static bool frame_ok(const game_state *g, const frame *f) {
    return f->step == S_PLACE && card_frame_only(f, 1) && f->a < g->court_row_len && f->a != COUNCIL_PLACE &&
           g->court_row[f->a] != NO_COURT_CARD && court_token_fief(g, f->a) < 0 && placeable(g, f->player);
}

/* ---- the data ---- */

static bool data_invariants(const game_state *g, char *why, size_t cap) {
    const court_tokens_data *d = COURT_TOKENS_OF(g);
    for (int k = 0; k < SEATS; k++) {
        if (!d->on[k]) continue;
        int pos = d->on[k] - 1;
        if (pos >= g->court_row_len || pos >= COURT_ROW_MAX || pos == COUNCIL_PLACE)
            CARD_DATA_FAIL("Court token %d on place %d", k + 1, pos + 1);
        if (court_token_fief(g, pos) != k) CARD_DATA_FAIL("two Court tokens on place %d", pos + 1);
    }
    return true;
}

static const card_data_def TOKENS_DATA = {
    .size = sizeof(court_tokens_data),
    .invariants = data_invariants,
};

static const card_step STEPS[] = {[S_PLACE] = {"court-token", "L", "place the Court token of %1 on the card"}};

const card_def card_feudal_courts = {
    .card = CARD_F1618,
    .short_name = "feudal-courts",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .on_event = on_event,
    .events = EVENTS(EVT_SECURING, EVT_INFLUENCED),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .data = &TOKENS_DATA,
    .court_places_barred = court_places_barred,
};
