/*
 * Call to Pilgrimage (ARCS-F905, Vox; added to the Court deck by the
 * Pathfinder's Act II Resolution, ARCS-F904, completed).
 *
 *   "Crisis: If arrow was rolled, each player in turn order must discard 1
 *    Guild card."                                        -> CRISIS
 *   The symbol is the event die's (Crises, "Event & Number Dice":
 *   symbol_rolled). Turn order starts with the initiative holder; each
 *   player with a Guild card chooses one ("card call-to-pilgrimage discard
 *   <i>", i its place among the player's Guild cards) for the Court discard
 *   pile. Protected Guild cards cannot be removed (Campaign Rules & Terms,
 *   "Protected Guild Cards") and lore is no Guild card. The card stays in
 *   the Court.
 *
 *   "When Secured: Choose a suit of a Guild card you have. Clockwise from
 *    you, each Rival must discard all of their Guild cards of that suit.
 *    Shuffle Call to Pilgrimage into the Court deck."    -> WHEN_SECURED
 *   "card call-to-pilgrimage suit <resource>", one per suit of the
 *   securer's Guild cards (Protected ones too: they are had); none: no
 *   choice. Each Rival in turn, the securer's left first, discards every
 *   unprotected Guild card of the suit. Then the card is shuffled into the
 *   Court deck (pathfinder_shuffle_back).
 */
#include "campaign/campaign.h"
#include "pathfinder.h"

enum { S_DISCARD, S_SUIT, S_NEXT, S_SHUFFLE };

static bool discardable(int c) { return card_table[c].kind == CK_GUILD && !card_protected(c); }

static bool can_discard(const game_state *g, int p) {
    for (int i = 0; i < g->pl[p].guild_count; i++)
        if (discardable(g->pl[p].guild[i])) return true;
    return false;
}

static unsigned suits_of(const game_state *g, int p) {
    unsigned m = 0;
    for (int i = 0; i < g->pl[p].guild_count; i++) {
        int c = g->pl[p].guild[i];
        if (card_table[c].kind == CK_GUILD && card_table[c].suit >= 0) m |= 1u << card_table[c].suit;
    }
    return m;
}

static void crisis(game_state *g, int card, int pos) {
    (void)pos;
    if (!symbol_rolled(g, SYS_ARROW)) {
        card_log(g, card, "Call to Pilgrimage: no arrow was rolled.");
        return;
    }
    card_log(g, card, "Call to Pilgrimage: an arrow was rolled: each player discards 1 Guild card.");
    push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_NEXT);
}

/* FR_CARD_AUTO S_NEXT: c = players done, in turn order; S_SHUFFLE: the
 * secured card back into the deck. */
static void step(game_state *g) { pathfinder_vox_step(g, S_SHUFFLE, S_DISCARD, can_discard); }

static void when_secured(game_state *g, int p, int card) {
    push_card_frame(g, FR_CARD_AUTO, p, card, S_SHUFFLE);
    if (suits_of(g, p)) push_card_frame(g, FR_CARD, p, card, S_SUIT);
    else card_log(g, card, "Player %d has no Guild card: no suit is chosen.", p + 1);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_SUIT) {
        card_moves_for_bits(out, f->player, f->card, S_SUIT, suits_of(g, f->player));
        return;
    }
    const player_state *pl = &g->pl[f->player];
    for (int i = 0; i < pl->guild_count; i++)
        if (discardable(pl->guild[i])) add_card_move(out, f->player, f->card, S_DISCARD, i, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card, p = m.player;
    pop_frame(g);
    if (m.c == S_DISCARD) {
        int c = g->pl[p].guild[m.d];
        discard_held(g, p, c);
        card_log(g, card, "Player %d discards %s.", p + 1, card_table[c].name);
        return;
    }
    int suit = m.d;
    card_log(g, card, "Player %d chooses %s: each Rival discards their Guild cards of that suit.", p + 1,
             resource_name(suit));
    for (int k = 1; k < g->num_players; k++) {
        int q = (p + k) % g->num_players;
        for (int i = g->pl[q].guild_count - 1; i >= 0; i--) {
            int c = g->pl[q].guild[i];
            if (!discardable(c) || card_table[c].suit != suit) continue;
            discard_held(g, q, c);
            card_log(g, card, "Player %d discards %s.", q + 1, card_table[c].name);
        }
    }
}

/* FRAME_CHECK: S_NEXT: c players done; S_SHUFFLE: no data; S_DISCARD: the
 * decider has a Guild card to discard; S_SUIT: the securer has a suit. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD_AUTO && f->step == S_NEXT) return card_frame_only(f, FB_C) && f->c <= g->num_players;
    if (f->kind == FR_CARD_AUTO && f->step == S_SHUFFLE) return card_frame_only(f, 0);
    if (f->kind != FR_CARD || !card_frame_only(f, 0)) return false;
    if (f->step == S_DISCARD) return can_discard(g, f->player);
    return f->step == S_SUIT && suits_of(g, f->player);
}

static const card_step STEPS[] = {
    [S_DISCARD] = {"discard", "n", "discard your Guild card %#1"},
    [S_SUIT] = {"suit", "r", "each Rival discards their Guild cards of %1"},
    [S_NEXT] = {"next", "", NULL},
    [S_SHUFFLE] = {"shuffle", "", NULL},
};

const card_def card_call_to_pilgrimage = {
    .card = CARD_F905,
    .short_name = "call-to-pilgrimage",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .crisis = crisis,
    .when_secured = when_secured,
    .enumerate = enumerate,
    .apply = apply,
    .step = step,
    .frame_ok = frame_ok,
};
