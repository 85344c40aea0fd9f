/*
 * Guild Struggle (BC30, Vox).
 *
 *   "When Secured: You may steal 1 Guild card from a Rival. Shuffle all Guild
 *    cards from the Court discard pile into the Court deck. Discard Guild
 *    Struggle."                                     -> WHEN_SECURED
 *
 * The steal respects STEAL_CHECK (Sworn Guardians protects its holder's other
 * cards; Sworn Guardians itself, stolen, is buried). Then every Guild card
 * in the Court discard pile goes into the Court deck and the deck is
 * shuffled (Vox cards stay in the pile, Guild Struggle with them), before
 * the Court row refills.
 *
 * Moves: "card guild-struggle steal p<q> <card>", "decline".
 */
#include "cards/hooks.h"

enum { S_STEAL, S_SHUFFLE };

static void when_secured(game_state *g, int p, int hook) {
    push_card_frame(g, FR_CARD_AUTO, p, hook, S_SHUFFLE);
    move_list opts;
    opts.n = 0;
    steal_card_moves(g, p, hook, S_STEAL, &opts);
    if (opts.n) push_card_frame(g, FR_CARD, p, hook, S_STEAL);
    else card_log(g, hook, "Player %d has no Guild card to steal.", p + 1);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    steal_card_moves(g, f->player, f->a, S_STEAL, out);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int hook = top_frame(g)->a;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) return;
    card_log(g, hook, "Player %d steals %s from Player %d.", m.player + 1, card_short_name(m.d), m.c + 1);
    steal_card_by_hook(g, m.player, m.c, m.d);
}

static void shuffle_step(game_state *g) {
    int hook = top_frame(g)->a;
    pop_frame(g);
    int moved = 0;
    for (int i = 0; i < g->court_discard_len;) {
        int card = g->court_discard[i];
        if (card_table[card].kind != CK_GUILD || g->court_deck_len >= COURT_CARDS_MAX) {
            i++;
            continue;
        }
        court_discard_remove(g, card);
        g->court_deck[g->court_deck_len++] = (uint16_t)card;
        moved++;
    }
    court_deck_shuffled(g);
    card_log(g, hook, "%d Guild card(s) from the Court discard pile are shuffled into the Court deck.", moved);
}

static const card_step STEPS[] = {[S_STEAL] = {"steal", "pK"}};

const card_def card_guild_struggle = {
    .card = CARD_BC30,
    .short_name = "guild-struggle",
    .steps = STEPS,
    .nsteps = 1,
    .when_secured = when_secured,
    .enumerate = enumerate,
    .apply = apply,
    .step = shuffle_step,
};
