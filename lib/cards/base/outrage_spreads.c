/*
 * Outrage Spreads (BC28, Vox).
 *
 *   "When Secured: You may choose an Outrage type. Each player (even you)
 *    must Provoke Outrage of that type. Discard this card."  -> WHEN_SECURED
 *
 * Each player, in turn order (Fine Print, "Tiebreakers & Choice Order"),
 * Provokes Outrage of the type (Base rulebook, "Destroying Cities", step 1:
 * discard those resources and Guild cards, cover the Outrage icon unless
 * already Outraged); the Loyal guilds are kept (card point PROVOKE_OUTRAGE).
 * No choice arises for the players. The card stays in the Court discard pile.
 *
 * Moves: "card outrage-spreads outrage <Resource>", "decline".
 */
#include "cards/hooks.h"

enum { S_OUTRAGE };

static void when_secured(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_OUTRAGE); }

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    for (int r = 0; r < NUM_RES; r++) add_card_move(out, f->player, f->card, S_OUTRAGE, r, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) {
        card_log(g, card, "Player %d chooses no Outrage type.", m.player + 1);
        return;
    }
    card_log(g, card, "Player %d chooses %s: every player Provokes Outrage of it.", m.player + 1, resource_name(m.d));
    for (int k = 0; k < g->num_players; k++) provoke_outrage(g, (g->initiative + k) % g->num_players, m.d);
}

static const card_step STEPS[] = {[S_OUTRAGE] = {"outrage", "r"}};

const card_def card_outrage_spreads = {
    .card = CARD_BC28,
    .short_name = "outrage-spreads",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .enumerate = enumerate,
    .apply = apply,
};
