/*
 * Rebuke of the Keepers (ARCS-F1903, Edict; the Redeemer's Act III): in the
 * rules booklet from the Redeemer Act III Setup (F1901A, act3.c).
 *
 *   "If Keeper is declared and the Redeemer is not winning it, the Redeemer
 *    loses Power equal to Keeper's first place."      -> EDICT (order 70)
 *   Declared: a marker in the Keeper box. Winning: untied first place with
 *   at least 1 (ambition_winning). Keeper's first place: the first-place
 *   Power of the markers in its box (no bonus city Power: that is the
 *   winner's, not the place's; our reading). Campaign Power may go below 0.
 *   "If Keeper is not declared, the player with the most Relics may
 *    declare Keeper. (The Redeemer can't declare it. On a tie, skip this.)"
 *   The most Relics: Keeper's count (ambition_count: slots and cards),
 *   one player above every other (a tie, all 0 included: skipped); not the
 *   Redeemer; only while a marker is Available and the player may declare
 *   Keeper (cards_undeclarable). Their decision: "card
 *   rebuke-of-the-keepers declare" (the highest Available marker, as a
 *   card's declaration: no zero marker) or "decline".
 * Edict order 70 (components.md §9.5).
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/ambition.h"
#include "redeemer.h"

enum { REBUKE_ORDER = 70 };
enum { S_DECLARE };

/* The one player with the most Relics, or -1 on a tie. */
static int most_relics(const game_state *g) {
    int best = -1, most = -1;
    bool tie = false;
    for (int p = 0; p < g->num_players; p++) {
        int n = ambition_count(g, p, ARCS_KEEPER);
        if (n > most) {
            most = n;
            best = p;
            tie = false;
        } else if (n == most) {
            tie = true;
        }
    }
    return tie ? -1 : best;
}

static int keeper_first_place(const game_state *g) {
    int v = 0;
    for (int m = 0; m < (int)sizeof g->marker_box; m++)
        if (g->marker_box[m] == ARCS_KEEPER) v += marker_first(g, m);
    return v;
}

static bool may_declare_keeper(const game_state *g, int p) {
    return ambition_marker_available(g) && !((cards_undeclarable(g, p) >> ARCS_KEEPER) & 1u);
}

static void resolve(game_state *g, int card) {
    int r = the_redeemer(g);
    if (keeper_declared(g)) {
        if (r < 0 || ambition_winning(g, r, ARCS_KEEPER)) {
            card_log(g, card, "Keeper is declared and the Redeemer is winning it.");
            return;
        }
        int loss = keeper_first_place(g), v = g->pl[r].power - loss;
        g->pl[r].power = (int16_t)(v < -POWER_MAX ? -POWER_MAX : v);
        card_log(g, card, "the Redeemer (Player %d) is not winning Keeper: %d Power lost.", r + 1, loss);
        return;
    }
    int q = most_relics(g);
    if (q < 0 || q == r || !may_declare_keeper(g, q)) {
        card_log(g, card, "Keeper is not declared; nobody may declare it (a tie, the Redeemer, or no marker).");
        return;
    }
    card_log(g, card, "Keeper is not declared: Player %d, with the most Relics, may declare it.", q + 1);
    push_card_frame(g, FR_CARD, q, card, S_DECLARE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    add_card_move(out, f->player, f->card, S_DECLARE, 0, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) {
        card_log(g, card, "Player %d does not declare Keeper.", m.player + 1);
        return;
    }
    card_log(g, card, "Player %d, with the most Relics, declares Keeper.", m.player + 1);
    declare_ambition(g, m.player, ARCS_KEEPER, false);
}

/* FRAME_CHECK: its player is the one with the most Relics, not the
 * Redeemer, Keeper undeclared and declarable. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_DECLARE && card_frame_only(f, 0) && card_frame_player_ok(g, f->player) &&
           f->player == most_relics(g) && f->player != the_redeemer(g) && !keeper_declared(g) &&
           may_declare_keeper(g, f->player);
}

static const card_step STEPS[] = {[S_DECLARE] = {"declare", "", "declare Keeper"}};

const card_def card_rebuke_of_the_keepers = {
    .card = CARD_F1903,
    .short_name = "rebuke-of-the-keepers",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .edict_order = REBUKE_ORDER,
    .edict = resolve,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
