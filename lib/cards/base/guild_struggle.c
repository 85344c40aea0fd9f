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

static void when_secured(game_state *g, int p, int card) {
    push_card_frame(g, FR_CARD_AUTO, p, card, S_SHUFFLE);
    move_list opts;
    opts.n = 0;
    steal_card_moves(g, p, card, S_STEAL, &opts);
    if (opts.n) push_card_frame(g, FR_CARD, p, card, S_STEAL);
    else card_log(g, card, "Player %d has no Guild card to steal.", p + 1);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    steal_card_moves(g, f->player, f->card, S_STEAL, out);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m);
    if (card < 0) return;
    char stolen[48];
    card_text_name(card_move_card_arg(m), stolen, sizeof stolen);
    card_log(g, card, "Player %d steals %s from Player %d.", m.player + 1, stolen, m.d + 1);
    steal_card(g, m.player, m.d, card_move_card_arg(m));
}

static void shuffle_step(game_state *g) {
    int card = top_frame(g)->card;
    pop_frame(g);
    int moved = 0;
    for (int i = 0; i < g->court_discard_len;) {
        int guild = court_discard_pile(g)[i];
        if (card_table[guild].kind != CK_GUILD || g->court_deck_len >= court_pile_max(g)) {
            i++;
            continue;
        }
        court_discard_remove(g, guild);
        court_deck_pile(g)[g->court_deck_len++] = (uint16_t)guild;
        moved++;
    }
    court_deck_shuffled(g);
    card_log(g, card, "%d Guild card(s) from the Court discard pile are shuffled into the Court deck.", moved);
}

static const card_step STEPS[] = {[S_STEAL] = {"steal", "pK"}};

const card_def card_guild_struggle = {
    .card = CARD_BC30,
    .short_name = "guild-struggle",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .enumerate = enumerate,
    .apply = apply,
    .step = shuffle_step,
};
