/*
 * Farseers (BC17).
 *
 *   "When you declare an ambition, look at a Rival's hand. You may swap 1 card
 *    with them."                                   -> DECLARE_AMBITION
 *   "Prelude: You may discard this and any number of cards from your hand.
 *    Draw the same number of cards (including Farseers) from the bottom of
 *    the action discard pile."                     -> PRELUDE_MOVES
 *
 * Looking: the holder names the Rival ("look"); the swap decision then lists
 * every pair (one of the holder's cards, one of the Rival's), which is how
 * the Rival's hand is shown to the Farseers player, and "decline" keeps both
 * hands. Any way of declaring counts (the lead card, Galactic Bards,
 * Populist Demands).
 *
 * Prelude: after "prelude" (Farseers goes to the Court discard pile), the
 * holder names the action cards to discard one at a time, in increasing
 * card order so each set is chosen one way, then "draw". faq.csv, Farseers:
 * "if I discarded 2 cards plus Farseers? You would draw 3 cards";
 * "Can I discard zero cards beyond this one? Yes! In this case, just draw 1
 * card."; "What happens if the discard pile is very small when I use this?
 * Shuffle all of the cards you are discarding before placing them on the
 * discard pile." - the discarded cards are shuffled onto the top of the
 * action discard pile, then the cards are drawn from its bottom (possibly
 * some just discarded, when the pile was small).
 *
 * Moves: "card farseers look p<q>", "card farseers swap <mine> <theirs>",
 * "decline", "card farseers prelude", "card farseers discard-card <card>",
 * "card farseers draw".
 */
#include "cards/hooks.h"

enum { S_LOOK, S_SWAP, S_PRELUDE, S_PICK, S_DRAW, S_DRAWING };

/* The cards picked (S_PICK), bit per action card: c..f hold bits 0..31,
 * the card frame's spare a, b bits 32..47 (the campaign's Faithful cards). */
static uint64_t frame_mask(const frame *f) {
    return (uint64_t)f->c | (uint64_t)f->d << 8 | (uint64_t)f->e << 16 | (uint64_t)f->f << 24 | (uint64_t)f->a << 32 |
           (uint64_t)f->b << 40;
}

static void set_frame_mask(frame *f, uint64_t m) {
    f->c = (uint8_t)m;
    f->d = (uint8_t)(m >> 8);
    f->e = (uint8_t)(m >> 16);
    f->f = (uint8_t)(m >> 24);
    f->a = (uint8_t)(m >> 32);
    f->b = (uint8_t)(m >> 40);
}
_Static_assert(NUM_ACTION_CARDS <= 48, "the picked cards fit 48 bits");

static void after_declare(game_state *g, int p, int card) {
    card_log(g, card, "Player %d declared an ambition and looks at a Rival's hand.", p + 1);
    push_card_frame(g, FR_CARD, p, card, S_LOOK);
}

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    (void)g;
    add_card_move(out, p, card, S_PRELUDE, 0, 0, 0);
}

static void prelude_apply(game_state *g, arcs_move m) {
    discard_held(g, m.player, card_move_card(m));
    card_log(g, card_move_card(m), "Player %d discards it to draw from the bottom of the action discard pile.", m.player + 1);
    push_card_frame(g, FR_CARD, m.player, card_move_card(m), S_PICK);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    uint64_t hand = g->pl[p].hand;
    switch (f->step) {
    case S_LOOK: /* a Rival */
        card_moves_for_bits(out, p, f->card, S_LOOK, ((1u << g->num_players) - 1) & ~(1u << p));
        break;
    case S_SWAP: {
        uint64_t theirs = g->pl[f->c].hand;
        for (int x = 0; x < NUM_ACTION_CARDS; x++)
            if ((hand >> x) & 1u)
                for (int y = 0; y < NUM_ACTION_CARDS; y++)
                    if ((theirs >> y) & 1u) add_card_move(out, p, f->card, S_SWAP, x, y, 0);
        add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
        break;
    }
    default: { /* S_PICK */
        /* Cards above those chosen: each set one way. */
        uint64_t chosen = frame_mask(f);
        int from = chosen ? 64 - __builtin_clzll(chosen) : 0;
        card_moves_for_bits(out, p, f->card, S_PICK, hand & ~((1ull << from) - 1));
        add_card_move(out, p, f->card, S_DRAW, 0, 0, 0);
        break;
    }
    }
}

/* The chosen cards go, shuffled, on top of the action discard pile (a run
 * whose order nobody knows, discard_shuffled_run); then k + 1 cards are
 * drawn from its bottom, one at a time (FR_CARD_AUTO S_DRAWING: c = draws
 * left, d = cards below the discarded ones). Once the draws reach the run,
 * it is the shuffled bottom of the pile (in explicit-chance mode each draw
 * from it is chance's decision), now or in a later draw. */
static void discard_and_draw(game_state *g, int p, int card, uint64_t chosen) {
    uint8_t cards[NUM_ACTION_CARDS];
    int k = 0;
    for (int x = 0; x < NUM_ACTION_CARDS; x++)
        if ((chosen >> x) & 1u) cards[k++] = (uint8_t)x;
    hand_hidden_from_rivals(g, p); /* face down: Rivals do not see which */
    cards_seen_only_by(g, chosen, p);
    g->pl[p].hand &= ~(uint64_t)chosen;
    int below = g->action_discard_len;
    discard_shuffled_run(g, cards, k);
    card_log(g, card, "Player %d discards %d action card(s) and draws %d from the bottom of the discard pile.", p + 1,
             k, k + 1);
    frame *f = push_card_frame(g, FR_CARD_AUTO, p, card, S_DRAWING);
    f->c = (uint8_t)(k + 1);
    f->d = (uint8_t)below;
}

static void drawing_step(game_state *g) {
    frame *f = top_frame(g);
    int p = f->player;
    if (f->c == 0 || !g->action_discard_len) {
        pop_frame(g);
        return;
    }
    f->c--;
    if (f->d) f->d--;
    draw_action_discard_bottom(g, p); /* may ask chance first */
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = m.player, card = f->card;
    if (m.kind == ARCS_MOVE_DECLINE) {
        pop_frame(g);
        card_log(g, card, "Player %d swaps no card.", p + 1);
        return;
    }
    switch (m.c) {
    case S_LOOK:
        pop_frame(g);
        card_log(g, card, "Player %d looks at Player %d's hand.", p + 1, m.d + 1);
        cards_shown_to(g, g->pl[m.d].hand, p);
        if (g->pl[p].hand && g->pl[m.d].hand) {
            frame *s = push_card_frame(g, FR_CARD, p, card, S_SWAP);
            s->c = m.d;
        }
        break;
    case S_SWAP: {
        int q = f->c;
        pop_frame(g);
        /* Others do not see which cards changed hands. */
        hand_hidden_from_rivals(g, p);
        hand_hidden_from_rivals(g, q);
        g->pl[p].hand = (g->pl[p].hand & ~(1ull << m.d)) | 1ull << m.e;
        g->pl[q].hand = (g->pl[q].hand & ~(1ull << m.e)) | 1ull << m.d;
        cards_shown_to(g, g->pl[q].hand, p);
        cards_shown_to(g, g->pl[p].hand, p);
        cards_shown_to(g, card_bit(m.d) | card_bit(m.e), q);
        card_log(g, card, "Player %d swaps a card with Player %d.", p + 1, q + 1);
        break;
    }
    case S_PICK:
        set_frame_mask(f, frame_mask(f) | 1ull << m.d);
        break;
    default: { /* S_DRAW */
        uint64_t chosen = frame_mask(f);
        pop_frame(g);
        discard_and_draw(g, p, card, chosen);
        break;
    }
    }
}

/* The cards picked so far (S_PICK) are in the hand; when determinize
 * re-deals the hand they follow their replacements. */
static void redealt(frame *f, const uint8_t *map) {
    if (f->kind != FR_CARD || f->step != S_PICK) return;
    uint64_t chosen = frame_mask(f), renamed = 0;
    for (int x = 0; x < NUM_ACTION_CARDS; x++)
        if ((chosen >> x) & 1u) renamed |= 1ull << map[x];
    set_frame_mask(f, renamed);
}

static const card_step STEPS[] = {
    [S_LOOK] = {"look", "p"},   [S_SWAP] = {"swap", "cc"},        [S_PRELUDE] = {"prelude", ""},
    [S_PICK] = {"discard-card", "c"}, [S_DRAW] = {"draw", ""},
};

/* FRAME_CHECK: S_SWAP: c the Rival; S_PICK: the cards chosen from the hand
 * (bits of c..f, a, b: the mask); S_DRAWING (step): c draws left, d cards
 * below. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD && f->step == S_SWAP) return card_frame_only(f, FB_C) && card_frame_rival_ok(g, f, f->c);
    if (f->kind == FR_CARD && f->step == S_PICK) {
        uint64_t m = (uint64_t)f->c | (uint64_t)f->d << 8 | (uint64_t)f->e << 16 | (uint64_t)f->f << 24 |
                     (uint64_t)f->a << 32 | (uint64_t)f->b << 40;
        return (m & ~g->pl[f->player].hand) == 0;
    }
    if (f->kind == FR_CARD_AUTO && f->step == S_DRAWING)
        return card_frame_only(f, FB_C | FB_D) && f->c <= NUM_ACTION_CARDS + 1 && f->d <= g->action_discard_len;
    return card_frame_only(f, 0);
}

/* HAND_SHOWN: during the swap decision the holder looks at the Rival's
 * hand ("look at a Rival's hand"). */
static int hand_shown(const frame *f) { return f->kind == FR_CARD && f->step == S_SWAP ? f->c : -1; }

const card_def card_farseers = {
    .card = CARD_BC17,
    .short_name = "farseers",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .after_declare = after_declare,
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
    .enumerate = enumerate,
    .apply = apply,
    .step = drawing_step,
    .redealt = redealt,
    .frame_ok = frame_ok,
    .hand_shown = hand_shown,
};
