/*
 * Upstart (ARCS-LEAD04).
 *
 *   "Ambitious. When you declare an ambition, you may gain any resource."
 *                                                    -> DECLARE_AMBITION
 *   "Callow. You can only tax Loyal cities if you control them."  -> TAX
 *
 * Moves: "card upstart gain <resource>" (a resource with tokens left in the
 * supply), "decline".
 */
#include "cards/hooks.h"

enum { S_GAIN };

static void ambitious(game_state *g, int p, int card) {
    for (int r = 0; r < NUM_RES; r++)
        if (g->res_supply[r]) {
            push_card_frame(g, FR_CARD, p, card, S_GAIN);
            return;
        }
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int r = 0; r < NUM_RES; r++)
        if (g->res_supply[r]) add_card_move(out, f->player, f->card, S_GAIN, r, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m);
    if (card < 0) return;
    card_log(g, card, "Player %d declared an ambition and gains 1 %s.", m.player + 1, resource_name(m.d));
    gain_resource(g, m.player, m.d);
}

static const card_step STEPS[] = {[S_GAIN] = {"gain", "r", "gain %1 (Ambitious)"}};

const card_def card_upstart = {
    .card = CARD_LEAD04,
    .short_name = "upstart",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .tax_needs_control = true,
    .after_declare = ambitious,
    .enumerate = enumerate,
    .apply = apply,
};
