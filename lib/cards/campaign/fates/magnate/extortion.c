/*
 * Extortion (ARCS-F323, F324, Vox; Magnate, Act III): added to the Court
 * deck by the Magnate's Act II Resolution (F321) when the Magnate failed.
 *
 *   "Crisis: For each resource type, the player with most of it, or the
 *    players tied for the most of it, must discard 1 resource of that
 *    type. Discard this card."                       -> CRISIS
 *
 * Types in resource order; for each, the players with the most (at least
 * 1) are found before any of them discards, then each of them (turn order
 * from the initiative holder) discards one from a resource slot. "Most"
 * counts what a player has ("Counting": everything in the play area; the
 * supply on a Monopoly or Cartel, frozen tokens, the First Regent's
 * Imperial Trust: faq.csv, Redeemer Act III Objective, "you are considered
 * to have these"), but only a token in a resource slot can be discarded
 * (frozen tokens never are; the Monopoly's supply is the supply): a player
 * with none in slots discards nothing (our reading). Slots differ (raid
 * keys), so with tokens of the type in several slots the player chooses
 * ("card extortion discard slot-<slot>"). Then the card goes to the Court
 * discard pile (its agents return), its place refilled.
 *
 *   "When Secured: Steal 1 resource from a Rival. Discard this card."
 *                                                    -> WHEN_SECURED
 * The securer chooses a Rival's resource (a slot, or the Imperial Trust of
 * a Rival First Regent: steal_resource_moves); none to steal, nothing
 * happens. A secured Vox card is in the Court discard pile already.
 *
 * Moves: "card extortion discard slot-<slot>", "card extortion steal p<q> <slot>".
 */
#include "cards/campaign/fates/magnate/monopolies.h"

#include "campaign/fates.h"

enum { S_DISCARD, S_STEAL, S_NEXT };

static int slots_of(const game_state *g, int p, int r) {
    int n = 0;
    for (int s = 0; s < RES_SLOTS_MAX; s++) n += g->pl[p].res[s] == r + 1;
    return n;
}

static void discard_slot(game_state *g, int p, int card, int s) {
    int r = g->pl[p].res[s] - 1;
    g->pl[p].res[s] = RES_EMPTY;
    g->res_supply[r]++;
    card_log(g, card, "Crisis: Player %d has the most %s and discards 1.", p + 1, resource_name(r));
}

/* The players (bit per player) with the most of type r, at least 1. */
static unsigned most_of(const game_state *g, int r) {
    int best = 0;
    unsigned mask = 0;
    for (int p = 0; p < g->num_players; p++) {
        int n = monopoly_has(g, p, r);
        if (n > best) best = n, mask = 0;
        if (n == best && n) mask |= 1u << p;
    }
    return mask;
}

static void crisis(game_state *g, int card, int pos) {
    push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_NEXT)->d = (uint8_t)pos;
}

/* FR_CARD_AUTO S_NEXT: c = type * players + players asked, d = this card's
 * row place, e = the players with the most of the current type. */
static void next_step(game_state *g) {
    frame *f = top_frame(g);
    int card = f->card, np = g->num_players;
    while (f->c < NUM_RES * np) {
        int r = f->c / np, p = (g->initiative + f->c % np) % np;
        if (f->c % np == 0) f->e = (uint8_t)most_of(g, r); /* before any of them discards */
        f->c++;
        if (!((f->e >> p) & 1u)) continue;
        if (slots_of(g, p, r) == 1) {
            for (int s = 0; s < RES_SLOTS_MAX; s++)
                if (g->pl[p].res[s] == r + 1) discard_slot(g, p, card, s);
        } else if (slots_of(g, p, r) > 1) {
            frame *d = push_card_frame(g, FR_CARD, p, card, S_DISCARD);
            d->d = (uint8_t)r;
            return;
        } else card_log(g, card, "Crisis: Player %d has the most %s, none in resource slots.", p + 1, resource_name(r));
    }
    int pos = f->d;
    pop_frame(g);
    card_log(g, card, "it is discarded (%s).", card_table[card].id);
    court_discard_from_row(g, pos);
}

static void when_secured(game_state *g, int p, int card) {
    move_list opts;
    opts.n = 0;
    steal_resource_moves(g, p, card, S_STEAL, (1u << NUM_RES) - 1, &opts);
    if (opts.n) push_card_frame(g, FR_CARD, p, card, S_STEAL);
    else card_log(g, card, "Player %d has no Rival's resource to steal.", p + 1);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_STEAL) {
        steal_resource_moves(g, f->player, f->card, S_STEAL, (1u << NUM_RES) - 1, out);
        return;
    }
    for (int s = 0; s < RES_SLOTS_MAX; s++)
        if (g->pl[f->player].res[s] == f->d + 1) add_card_move(out, f->player, f->card, S_DISCARD, 1 + s, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card, p = m.player;
    pop_frame(g);
    if (m.c == S_DISCARD) {
        discard_slot(g, p, card, m.d - 1); /* 'U': 1 + the slot */
        return;
    }
    card_log(g, card, "When Secured: Player %d steals a resource from Player %d.", p + 1, m.d + 1);
    card_steal_resource(g, p, m.d, m.e);
}

static const card_step STEPS[] = {
    [S_DISCARD] = {"discard", "U", "discard %1"},
    [S_STEAL] = {"steal", "pR", NULL},
};

/* FRAME_CHECK: S_DISCARD d the type; S_NEXT (step) c, d its row place, e
 * the players with the most; S_STEAL none. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD && f->step == S_DISCARD) return card_frame_only(f, FB_D) && f->d < NUM_RES;
    if (f->kind == FR_CARD_AUTO && f->step == S_NEXT)
        return card_frame_only(f, FB_C | FB_D | FB_E) && f->c <= NUM_RES * g->num_players && f->d < g->court_row_len &&
               f->e < (1u << g->num_players);
    return card_frame_only(f, 0);
}

const card_def card_extortion = {
    .card = CARD_F323,
    .short_name = "extortion",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
    .step = next_step,
    .frame_ok = frame_ok,
};
