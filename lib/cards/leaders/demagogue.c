/*
 * Demagogue (ARCS-LEAD08).
 *
 *   "Bold. When you declare an ambition, you may influence any number of
 *    cards in the Court once."                        -> DECLARE_AMBITION
 *   "Paranoid. You cannot secure Guild cards with only 1 Loyal agent on
 *    them. (You can secure Vox cards as normal.) Ignore this if you Ransack
 *    the Court."                                               -> SECURE
 *
 * faq.csv, Demagogue: "You may put up to one agent on each card in the
 * Court." One card at a time: "card demagogue influence-at <place>" (a
 * place not yet influenced this way, while an agent is in the supply), or
 * "decline" to stop. The frame keeps the places done (c, bit per place).
 */
#include "cards/hooks.h"

enum { S_BOLD };

static unsigned places(const game_state *g, int p, unsigned done) {
    if (!g->pl[p].agents_supply) return 0;
    unsigned m = 0;
    for (int c = 0; c < g->court_row_len; c++)
        if (g->court_row[c] != NO_COURT_CARD && !((done >> c) & 1u)) m |= 1u << c;
    return m;
}

static void bold(game_state *g, int p, int card) {
    if (places(g, p, 0)) push_card_frame(g, FR_CARD, p, card, S_BOLD);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    unsigned m = places(g, f->player, f->c);
    for (int c = 0; c < COURT_ROW_MAX; c++)
        if ((m >> c) & 1u) add_card_move(out, f->player, f->card, S_BOLD, c, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = m.player;
    if (m.kind == ARCS_MOVE_DECLINE) {
        pop_frame(g);
        return;
    }
    g->pl[p].agents_supply--;
    g->court_agents[m.d][p]++;
    f->c |= (uint8_t)(1u << m.d);
    card_log(g, f->card, "Player %d influences Court place %d.", p + 1, m.d);
    if (!places(g, p, f->c)) pop_frame(g);
}

static const card_step STEPS[] = {[S_BOLD] = {"influence-at", "n", "influence %k1 (Bold)"}};

/* FRAME_CHECK: S_BOLD: c the Court places done. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD && f->step == S_BOLD) return card_frame_only(f, FB_C) && (f->c >> g->court_row_len) == 0;
    return card_frame_only(f, 0);
}

const card_def card_demagogue = {
    .card = CARD_LEAD08,
    .short_name = "demagogue",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .secure_needs_two = true,
    .after_declare = bold,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
