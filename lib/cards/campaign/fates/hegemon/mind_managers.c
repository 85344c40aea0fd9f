/*
 * Mind Managers (ARCS-F1006, Guild, Psionic; the Hegemon's completed Act
 * II Resolution, ARCS-F1005: "Gain Mind Managers").
 *
 *   "Manipulate (Influence): Choose a Rival that you have a Captive of.
 *    Peek at their hand, take 1 card from it, then give any card from your
 *    hand."                                           -> NEW_ACTION (Influence)
 *   Offered when the holder has a Captive of a Rival (an agent, or a ship
 *   held by Happy Hosts, ARCS-F1012). The holder names the
 *   Rival ("card mind-managers peek p<q>", a Rival with a Captive in
 *   the holder's Captives box), then sees that hand (cards_shown_to; the
 *   decision shows it: hand_shown) and takes 1 card of it ("card
 *   mind-managers take <card>"), then gives 1 card of their own hand, the
 *   card just taken too ("card mind-managers give <card>"). Farseers'
 *   hidden-card rules (base/farseers.c): the two players know the cards
 *   that changed hands, the other players know neither (their knowledge of
 *   both hands is dropped, hand_hidden_from_rivals); the log names no card.
 *   A Rival with an empty hand: the peek shows nothing, nothing is taken,
 *   and the holder still gives a card if they have one.
 */
#include "banners.h"

enum { S_MANIPULATE, S_RIVAL, S_TAKE, S_GIVE };

static unsigned rivals_held(const game_state *g, int p) {
    unsigned m = 0;
    for (int q = 0; q < g->num_players; q++)
        if (q != p && (g->pl[p].captives[q] || happy_hosts_captives_of(g, p, q))) m |= 1u << q;
    return m;
}

static bool manipulate_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    return rivals_held(g, p) != 0;
}

static void manipulate_begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_RIVAL); }

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_RIVAL) card_moves_for_bits(out, p, f->card, S_RIVAL, rivals_held(g, p));
    else card_moves_for_bits(out, p, f->card, f->step, g->pl[f->step == S_TAKE ? f->c : p].hand);
}

/* The giving step, or nothing when p's hand is empty. */
static void push_give(game_state *g, int p, int card, int q) {
    if (g->pl[p].hand) push_card_frame(g, FR_CARD, p, card, S_GIVE)->c = (uint8_t)q;
}

/* Card x passes from `from` to `to`: both know it, the others lose track
 * of both hands. */
static void pass_card(game_state *g, int from, int to, int x) {
    hand_hidden_from_rivals(g, from);
    hand_hidden_from_rivals(g, to);
    g->pl[from].hand &= ~card_bit(x);
    g->pl[to].hand |= card_bit(x);
    cards_shown_to(g, card_bit(x), from);
    cards_shown_to(g, card_bit(x), to);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = m.player, card = f->card, q = f->c;
    pop_frame(g);
    if (m.c == S_RIVAL) {
        q = m.d;
        card_log(g, card, "Manipulate: Player %d peeks at the hand of Player %d, whom they hold Captive.", p + 1,
                 q + 1);
        cards_shown_to(g, g->pl[q].hand, p);
        if (g->pl[q].hand) push_card_frame(g, FR_CARD, p, card, S_TAKE)->c = (uint8_t)q;
        else push_give(g, p, card, q);
        return;
    }
    if (m.c == S_TAKE) {
        pass_card(g, q, p, m.d);
        card_log(g, card, "Manipulate: Player %d takes a card from the hand of Player %d.", p + 1, q + 1);
        push_give(g, p, card, q);
        return;
    }
    pass_card(g, p, q, m.d);
    card_log(g, card, "Manipulate: Player %d gives a card to Player %d.", p + 1, q + 1);
}

/* FRAME_CHECK: S_RIVAL keeps no data; S_TAKE, S_GIVE: c the Rival (with a
 * card to take, with a card to give). */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD) return false;
    if (f->step == S_RIVAL) return card_frame_only(f, 0);
    if (f->step != S_TAKE && f->step != S_GIVE) return false;
    if (!card_frame_only(f, FB_C) || !card_frame_rival_ok(g, f, f->c)) return false;
    return g->pl[f->step == S_TAKE ? f->c : f->player].hand != 0;
}

/* HAND_SHOWN: taking a card, the holder looks at the Rival's hand. */
static int hand_shown(const frame *f) { return f->kind == FR_CARD && f->step == S_TAKE ? f->c : -1; }

static const card_step STEPS[] = {
    [S_MANIPULATE] = {"manipulate", "U", NULL},
    [S_RIVAL] = {"peek", "p", "peek at %1's hand (a Rival you hold Captive)"},
    [S_TAKE] = {"take", "c", "take %1 from the Rival's hand"},
    [S_GIVE] = {"give", "c", "give %1 to the Rival"},
};

static const card_new_action NEW_ACTIONS[] = {
    {ARCS_ACT_INFLUENCE, S_MANIPULATE, manipulate_possible, manipulate_begin},
};

const card_def card_mind_managers = {
    .card = CARD_F1006,
    .short_name = "mind-managers",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = NEW_ACTIONS,
    .n_new_actions = ARRAY_LEN(NEW_ACTIONS),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .hand_shown = hand_shown,
};
