/*
 * Lords Gain Power (ARCS-F1619, Edict 80; cards.csv; edict order: ART,
 * components.md §9.5), in the rules booklet from the Warden's Act III
 * Setup (ARCS-F1617A).
 *
 *   "Resolve this for each Fief, starting with Cluster 1 and going
 *    clockwise: The Fief's Lord gains 3 Power."          -> EDICT (order 80)
 *   Clusters 1 to 6 in order; a Fief is a cluster whose Seat stands above
 *   its Lord's city (seat_lord, Seats & Fiefs ARCS-F1609); a Lord of
 *   several Fiefs gains 3 Power for each.
 *   "Then, if the Fief's Court token is on a card in the Court, the Fief's
 *    Lord may influence or secure that card."
 *   The Court tokens of Feudal Courts (ARCS-F1618, feudal_courts.c): the
 *   Lord's decision (S_LORD: "influence", "secure" where legal, or
 *   decline), before the next Fief resolves (S_NEXT, an automatic step
 *   below the secure's own decisions). Influence: an agent from the supply
 *   (none: no influence); secure: as the Secure action, when legal
 *   (may_secure_place: most agents, the Court places' rules).
 */
#include "campaign/fates.h"
#include "seats.h"

enum { S_INFLUENCE = 0, S_SECURE, S_NEXT };

/* The Court place of Fief k's token, with a card, or -1. */
static int token_card_place(const game_state *g, int k) {
    int pos = COURT_TOKENS_OF(g)->on[k] - 1;
    return pos >= 0 && g->court_row[pos] != NO_COURT_CARD ? pos : -1;
}

/* What Fief k's Lord may do with its token's card (bit S_INFLUENCE,
 * S_SECURE). */
static unsigned lord_options(const game_state *g, int k) {
    int lord = seat_lord(g, k), pos = token_card_place(g, k);
    if (lord < 0 || pos < 0) return 0;
    return (g->pl[lord].agents_supply ? 1u << S_INFLUENCE : 0) | (may_secure_place(g, lord, pos) ? 1u << S_SECURE : 0);
}

/* The Fiefs from k on (cluster order): Power, then the Lord's decision. */
static void resolve_from(game_state *g, int card, int k) {
    for (; k < SEATS; k++) {
        int lord = seat_lord(g, k);
        if (lord < 0) continue;
        int power = g->pl[lord].power + 3;
        g->pl[lord].power = (int16_t)(power < POWER_MAX ? power : POWER_MAX);
        card_log(g, card, "Player %d, Lord of the Fief of Cluster %d, gains 3 Power.", lord + 1, k + 1);
        if (lord_options(g, k)) {
            frame *f = push_card_frame(g, FR_CARD, lord, card, S_INFLUENCE);
            f->a = (uint8_t)k;
            return;
        }
    }
}

static void resolve(game_state *g, int card) {
    bool fiefs = false;
    for (int k = 0; k < SEATS; k++) fiefs |= seat_lord(g, k) >= 0;
    if (!fiefs) card_log(g, card, "there are no Fiefs: no Lord gains Power.");
    resolve_from(g, card, 0);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    unsigned opts = lord_options(g, f->a);
    for (int s = S_INFLUENCE; s <= S_SECURE; s++)
        if (opts >> s & 1u) card_moves_for_bits(out, f->player, f->card, s, 1u << f->a);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int k = top_frame(g)->a, p = m.player, self = top_frame(g)->card, card = card_choice_taken(g, m);
    frame *next = push_card_frame(g, FR_CARD_AUTO, p, self, S_NEXT);
    next->a = (uint8_t)(k + 1);
    if (card < 0) {
        card_log(g, self, "Player %d neither influences nor secures the card with the Court token of Cluster %d.",
                 p + 1, k + 1);
        return;
    }
    int pos = token_card_place(g, k);
    if (m.c == S_INFLUENCE) {
        g->pl[p].agents_supply--;
        g->court_agents[pos][p]++;
        card_log(g, card, "Player %d, Lord of Cluster %d, influences %s (Court place %d), which has its Court token.",
                 p + 1, k + 1, card_table[g->court_row[pos]].name, pos + 1);
    } else {
        card_log(g, card, "Player %d, Lord of Cluster %d, secures %s (Court place %d), which has its Court token.", p + 1,
                 k + 1, card_table[g->court_row[pos]].name, pos + 1);
        secure_court_place(g, p, pos);
    }
}

static void next_fief(game_state *g) {
    frame *f = top_frame(g);
    int card = f->card, k = f->a;
    pop_frame(g);
    resolve_from(g, card, k);
}

static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD_AUTO) return f->step == S_NEXT && card_frame_only(f, 1) && f->a <= SEATS;
    return f->step == S_INFLUENCE && card_frame_only(f, 1) && f->a < SEATS && seat_lord(g, f->a) == f->player &&
           lord_options(g, f->a);
}

static const card_step STEPS[] = {
    [S_INFLUENCE] = {"influence", "L", "influence the card with the Court token of %1"},
    [S_SECURE] = {"secure", "L", "secure the card with the Court token of %1"},
};

const card_def card_lords_gain_power = {
    .card = CARD_F1619,
    .short_name = "lords-gain-power",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .edict_order = 80,
    .edict = resolve,
    .enumerate = enumerate,
    .apply = apply,
    .step = next_fief,
    .frame_ok = frame_ok,
};
