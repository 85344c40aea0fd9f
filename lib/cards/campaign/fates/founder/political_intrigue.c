/*
 * Political Intrigue (ARCS-F205..F207, Vox; added to the Court deck by the
 * Founder's Act I Resolution when completed; one def for the three).
 *
 *   "Crisis: Each player gives Favors as follows. If arrow was rolled, give
 *    one to your left. If hex was rolled, give one right. If moon was
 *    rolled, give one to both your left and right. Bury this card."
 *                                                            -> CRISIS
 *   A Favor given is one of the giver's agents from their supply onto the
 *   receiver's Fate card (Summits, "Promise Favor"; campaign/trust.h
 *   favor_give). Left is the next player in turn order, right the one
 *   before (with 2 players both are the Rival: the moon gives them two).
 *   The symbol is the event die's (Crises, "If ... Was Rolled"). Players
 *   give in turn order from the initiative holder; a player with no agent
 *   in supply gives nothing, and one who owes two (moon) with a single
 *   agent chooses who gets it (a move). Then the card is buried ("Removing
 *   Cards": its agents return, its place refills).
 *
 *   "When Secured: Take 1 Favor from each Rival. Discard this card."
 *                                                       -> WHEN_SECURED
 *   One agent of each Rival with any in supply onto the securer's Fate
 *   card; the card stays in the Court discard pile, where secured Vox
 *   cards go.
 *
 * Moves: "card political-intrigue give <player>".
 */
#include "campaign/campaign.h"
#include "campaign/trust.h"
#include "cards/hooks.h"

enum { S_NEXT, S_GIVE };

static int left_of(const game_state *g, int p) { return (p + 1) % g->num_players; }
static int right_of(const game_state *g, int p) { return (p + g->num_players - 1) % g->num_players; }

static void crisis(game_state *g, int card, int pos) {
    frame *f = push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_NEXT);
    f->d = (uint8_t)pos;
}

static void give(game_state *g, int card, int from, int to) {
    if (favor_give(g, to, from)) card_log(g, card, "Player %d gives a Favor to Player %d.", from + 1, to + 1);
}

/* FR_CARD_AUTO S_NEXT: c = players done, d = this card's Court place. */
static void next_step(game_state *g) {
    frame *f = top_frame(g);
    int card = f->card, symbol = event_die_symbol(g->camp.event_die);
    while (f->c < g->num_players) {
        int p = (g->initiative + f->c++) % g->num_players;
        int l = left_of(g, p), r = right_of(g, p);
        if (symbol == SYS_ARROW) give(g, card, p, l);
        else if (symbol == SYS_HEX) give(g, card, p, r);
        else if (g->pl[p].agents_supply == 1 && l != r) {
            push_card_frame(g, FR_CARD, p, card, S_GIVE);
            return;
        } else {
            give(g, card, p, l);
            give(g, card, p, r);
        }
    }
    int pos = f->d;
    pop_frame(g);
    court_bury_from_row(g, pos);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    card_moves_for_bits(out, p, f->card, S_GIVE, (1u << left_of(g, p)) | (1u << right_of(g, p)));
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    give(g, card, m.player, m.d);
}

static void when_secured(game_state *g, int p, int card) {
    for (int i = 1; i < g->num_players; i++) {
        int q = (p + i) % g->num_players;
        if (favor_give(g, p, q)) card_log(g, card, "Player %d takes a Favor from Player %d.", p + 1, q + 1);
    }
}

static const card_step STEPS[] = {[S_GIVE] = {"give", "p", "give your Favor to %1"}};

/* FRAME_CHECK: S_NEXT (step): c players done, d the Court place; S_GIVE:
 * the moon rolled, the decider with a single agent. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD_AUTO && f->step == S_NEXT)
        return card_frame_only(f, FB_C | FB_D) && f->c <= g->num_players && f->d < g->court_row_len;
    if (f->kind == FR_CARD && f->step == S_GIVE)
        return card_frame_only(f, 0) && g->num_players > 2 && g->pl[f->player].agents_supply == 1 &&
               event_die_symbol(g->camp.event_die) == SYS_CRESCENT;
    return false;
}

const card_def card_political_intrigue = {
    .card = CARD_F205,
    .short_name = "political-intrigue",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
    .step = next_step,
    .frame_ok = frame_ok,
};
