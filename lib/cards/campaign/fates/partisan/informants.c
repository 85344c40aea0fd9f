/*
 * Informants (ARCS-F602, Guild, Psionic; Partisan, Act I).
 *
 *   "Spy (Influence): Once per turn, give your action card of highest
 *    number to a Rival. After you do, they must give you their action card
 *    of highest number. (It can be the same card.)"  -> NEW_ACTION (Influence)
 *
 * Offered when the holder has an action card in hand and has not spied this
 * turn. "spy" (with an action pip or a resource, as any new action) is
 * followed by one decision of the holder: which of their cards of highest
 * number (several when suits tie) goes to which Rival ("give <card> p<q>").
 * The Rival then gives back one of their cards of highest number, the
 * received card included; when several tie the Rival chooses ("return
 * <card>"), else it goes at once. An Event card has no number: it counts
 * as lower than every numbered card (our reading; the rules are silent).
 *
 * Hidden information: the two cards are shown only to the two players
 * (campaign-plan.md §2.8: "others see that an exchange happened"), so the
 * other players no longer know where either card is.
 *
 * Moves: "card informants spy pip|slot-N", "card informants give <card>
 * p<q>", "card informants return <card>".
 */
#include "cards/hooks.h"

enum { S_SPY, S_GIVE, S_RETURN };

/* The highest-numbered cards of a hand (bit per action card). */
static uint64_t highest(uint64_t hand) {
    int best = -1;
    for (uint64_t h = hand; h; h &= h - 1) {
        int c = __builtin_ctzll(h), n = action_number(c);
        if (n > best) best = n;
    }
    uint64_t out = 0;
    for (uint64_t h = hand; h; h &= h - 1) {
        int c = __builtin_ctzll(h);
        if (action_number(c) == best) out |= card_bit(c);
    }
    return out;
}

static bool spy_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    return g->pl[p].hand != 0 && !card_used_this_turn(g, CARD_F602) && g->num_players > 1;
}

static void spy_begin(game_state *g, int p, int card) {
    card_mark_used(g, card);
    push_card_frame(g, FR_CARD, p, card, S_GIVE);
}

/* Card c passes from `from` to `to`, seen only by the two of them. */
static void pass_card(game_state *g, int from, int to, int c) {
    /* The others do not see which card left `from`'s hand: what they knew
     * of its hidden cards they no longer do (engine.h). */
    hidden_cards_changed(g, from, to);
    g->pl[from].hand &= ~card_bit(c);
    g->pl[to].hand |= card_bit(c);
    for (int q = 0; q < MAX_PLAYERS; q++) g->card_known[q] &= ~card_bit(c);
    g->card_known[from] |= card_bit(c);
    g->card_known[to] |= card_bit(c);
    cards_data_hand_hidden(g, to); /* the others cannot name the card `to` got */
}

static void give_back(game_state *g, int q, int p, int card, int c) {
    pass_card(g, q, p, c);
    if (log_enabled(g)) card_log(g, card, "Player %d gives Player %d their card of highest number.", q + 1, p + 1);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_GIVE) {
        for (uint64_t h = highest(g->pl[p].hand); h; h &= h - 1)
            for (int q = 0; q < g->num_players; q++)
                if (q != p) add_card_move(out, p, f->card, S_GIVE, __builtin_ctzll(h), q, 0);
        return;
    }
    for (uint64_t h = highest(g->pl[p].hand); h; h &= h - 1) add_card_move(out, p, f->card, S_RETURN, __builtin_ctzll(h), 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int card = f->card, step = f->step, p = m.player, to = f->c;
    pop_frame(g);
    if (step == S_RETURN) {
        give_back(g, p, to, card, m.d);
        return;
    }
    int q = m.e;
    pass_card(g, p, q, m.d);
    if (log_enabled(g)) card_log(g, card, "Player %d gives Player %d their card of highest number.", p + 1, q + 1);
    uint64_t back = highest(g->pl[q].hand);
    if (back & (back - 1)) {
        frame *r = push_card_frame(g, FR_CARD, q, card, S_RETURN);
        r->c = (uint8_t)p;
        return;
    }
    give_back(g, q, p, card, __builtin_ctzll(back));
}

/* A re-deal (arcs_determinize) renames no card a frame holds: the frames
 * name players only. */

static const card_step STEPS[] = {
    [S_SPY] = {"spy", "U", NULL},
    [S_GIVE] = {"give", "Ep", "give %1 to %2"},
    [S_RETURN] = {"return", "E", "give back %1"},
};

static const card_new_action NEW_ACTIONS[] = {
    {ARCS_ACT_INFLUENCE, S_SPY, spy_possible, spy_begin},
};

/* FRAME_CHECK: S_RETURN: c the Rival who gave. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD && f->step == S_RETURN) return card_frame_only(f, FB_C) && card_frame_rival_ok(g, f, f->c);
    return card_frame_only(f, 0);
}

const card_def card_informants = {
    .card = CARD_F602,
    .short_name = "informants",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = NEW_ACTIONS,
    .n_new_actions = 1,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
