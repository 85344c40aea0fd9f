/*
 * The Young Light (ARCS-F816) and The Prodigal One (ARCS-F818), Guild cards
 * of the Believer's Act I Resolution (completed: gained; failed: added to
 * the Court deck), one text:
 *
 *   "Prelude: You may discard 1 non-Event action card to place this card
 *    next to a played Faithful card. (Even one that's face down!) When the
 *    round ends, draw it into your hand and take this card."
 *        -> PRELUDE_MOVES (place), ROUND_END (draw the Faithful card, take
 *           this card back among one's Guild cards)
 *
 * As the Unions (lib/cards/base/unions.c): the card leaves its holder's
 * Guild cards for g->cards.placed until the round ends (after the Events:
 * Plot to Kidnap's Crisis may take it from there, faq.csv Plot to Kidnap
 * Q2), then the Faithful card goes to the placer's hand in view of all and
 * the card comes back. The discarded action card goes face down onto the
 * action discard pile (only its player knows it). Any player's played
 * Faithful card, one's own too.
 *
 * "(Even one that's face down!)": beside a Rival's Faithful card played
 * face down (a Copy), named by its player, never by the card ("card
 * the-young-light place-down <player>"). Reading: Faithful cards are
 * two-sided (F813), so one played face down still shows a Faithful side:
 * that it is Faithful is what the placer sees (the move is offered only
 * then); once the card is placed beside it, the face-down play is shown to
 * everyone (engine.h play_shown, the shared rule "a face-down play with a
 * placed card is shown": observations, views, descriptions, the log and
 * determinized worlds; the card is known to all from then on and is drawn
 * into the placer's hand in view of all). A seize card is not a played
 * card (Base rulebook, "Seizing the Initiative": discarded face down):
 * nothing is placed beside it. A Faithful card gone from the table by
 * then: nothing drawn, the card still comes back.
 *
 * Moves: "card the-young-light place <Faithful card>" (face up) or
 * "card the-young-light place-down <player>" (face down), then "card
 * the-young-light discard <action card>".
 */
#include "cards/campaign/fates/believer/faithful.h"
#include "cards/hooks.h"

enum { S_PLACE, S_DISCARD, S_PLACE_DOWN };

/* q's Faithful card played face down (a Copy) with nothing beside it yet. */
static bool faithful_face_down(const game_state *g, int q) {
    return g->play_mode[q] == PLAY_COPY && g->played[q] != NO_CARD && is_faithful_card(g->played[q]) &&
           !play_shown(g, g->played[q]);
}

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    if (g->cards.n_placed >= PLACED_MAX || !(g->pl[p].hand & ~EVENT_CARDS_MASK)) return;
    for (int q = 0; q < g->num_players; q++)
        if (played_face_up(g, q) && is_faithful_card(g->played[q])) add_card_move(out, p, card, S_PLACE, g->played[q], 0, 0);
        else if (faithful_face_down(g, q)) add_card_move(out, p, card, S_PLACE_DOWN, q, 0, 0);
}

/* Placed beside the Faithful card; the discard is the next decision. A
 * face-down one is shown from now on (play_shown): known to all. */
static void prelude_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_move_card(m), action = m.c == S_PLACE_DOWN ? g->played[m.d] : m.d;
    place_beside_played(g, p, card, action);
    char name[24];
    if (m.c == S_PLACE_DOWN) {
        cards_seen_by_all(g, card_bit(action));
        card_log(g, card, "Player %d discards an action card and places it beside Player %d's face-down card: %s, now shown.",
                 p + 1, m.d + 1, action_card_name(action, name));
    } else {
        card_log(g, card, "Player %d discards an action card and places it beside %s.", p + 1, action_card_name(action, name));
    }
    push_card_frame(g, FR_CARD, p, card, S_DISCARD);
}

static void discard_enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_DISCARD, g->pl[f->player].hand & ~EVENT_CARDS_MASK);
}

static void discard_apply(game_state *g, arcs_move m) {
    pop_frame(g);
    int p = m.player;
    /* Face down: only p knows which card went. */
    cards_seen_only_by(g, card_bit(m.d), p);
    g->pl[p].hand &= ~(1ull << m.d);
    hidden_cards_changed(g, p, NO_PLAYER); /* Rivals no longer know which of p's cards went */
    discard_action_card(g, m.d);
}

static void round_end(game_state *g, int i) {
    card_state *c = &g->cards;
    int p = c->placed_by[i], action = c->placed_beside[i], card = c->placed[i];
    bool on_table = take_played_off_table(g, action);
    give_held(g, p, card);
    char name[24];
    if (!on_table) {
        card_log(g, card, "the round ends: %s is gone from the table; Player %d takes the card back.",
                 action_card_name(action, name), p + 1);
        return;
    }
    g->pl[p].hand |= 1ull << action;
    cards_seen_by_all(g, card_bit(action)); /* taken from the table in view of all */
    card_log(g, card, "the round ends: Player %d draws %s into their hand and takes the card back.", p + 1,
             action_card_name(action, name));
}

static const card_step STEPS[] = {[S_PLACE] = {"place", "c", "place it beside %1, discarding an action card"},
                                  [S_DISCARD] = {"discard", "c", "discard %1 (face down)"},
                                  [S_PLACE_DOWN] = {"place-down", "p",
                                                    "place it beside %1's face-down Faithful card (shown then), discarding an action card"}};

/* FRAME_CHECK: only S_DISCARD (the decision), no data; p has a card to
 * discard. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_DISCARD && card_frame_only(f, 0) &&
           (g->pl[f->player].hand & ~EVENT_CARDS_MASK);
}

const card_def card_the_young_light = {
    .card = CARD_F816,
    .short_name = "the-young-light",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
    .round_end = round_end,
    .enumerate = discard_enumerate,
    .apply = discard_apply,
    .frame_ok = frame_ok,
};
