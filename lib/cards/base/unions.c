/*
 * The Unions: Admin Union (BC04), Construction Union (BC05), Spacing Union
 * (BC10), Arms Union (BC11).
 *
 *   "Prelude: You may place this card next to a face-up played
 *    Administration (Construction, Mobilization, Aggression) card. When the
 *    round ends, draw that card into your hand and discard this card."
 *        -> PRELUDE_MOVES (place), ROUND_END (draw the card, discard this)
 *
 * A face-up played card is one played this round as the lead card, to
 * Surpass or to Pivot, by anyone (a Copy and a card used to seize lie face
 * down). The placed Union leaves its holder's play area for g->cards.placed
 * (faq.csv, Admin Union: "Can this be stolen once it has been played but not
 * resolved? Only cards in the holder's play area can be stolen, so once
 * played this card cannot be stolen."). faq.csv, Admin Union: "When do you
 * collect the action card? At the end of the round, after all players have
 * finished their turns." - ROUND_END runs after the initiative check (which
 * still sees the card) and before the played cards are discarded.
 *
 * Move: "card admin-union place Administration-4".
 */
#include "cards/hooks.h"

enum { S_PLACE };

static int suit_of(int card) {
    switch (card_def_of(card)->card) {
    case CARD_BC04: return ARCS_ADMINISTRATION;
    case CARD_BC05: return ARCS_CONSTRUCTION;
    case CARD_BC10: return ARCS_MOBILIZATION;
    default: return ARCS_AGGRESSION; /* CARD_BC11 */
    }
}

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    if (g->cards.n_placed >= PLACED_MAX) return;
    int suit = suit_of(card);
    for (int q = 0; q < g->num_players; q++)
        if (played_face_up(g, q) && action_suit(g->played[q]) == suit)
            add_card_move(out, p, card, S_PLACE, g->played[q], 0, 0);
}

static void prelude_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_move_card(m);
    place_beside_played(g, p, card, m.d);
    char name[24];
    card_log(g, card_move_card(m), "Player %d places it beside %s.", p + 1, action_card_name(m.d, name));
}

static void round_end(game_state *g, int i) {
    card_state *c = &g->cards;
    int p = c->placed_by[i], action = c->placed_beside[i], card = c->placed[i];
    char name[24];
    /* Two Unions of a suit (the campaign's reprints: ARCS-CC02, the
     * Founder's) may lie beside one card; the first placed draws it, and
     * for the next the card is gone: nothing to draw, the Union is
     * discarded all the same (our reading of the card's text,
     * docs/rules-coverage.md). */
    bool on_table = take_played_off_table(g, action);
    court_discard(g, card);
    if (!on_table) {
        card_log(g, card, "the round ends: %s is gone from the table; Player %d's Union is discarded.",
                 action_card_name(action, name), p + 1);
        return;
    }
    g->pl[p].hand |= 1ull << action;
    cards_seen_by_all(g, card_bit(action)); /* taken from the table in view of all */
    card_log(g, (card), "the round ends: Player %d draws %s into their hand; the Union is discarded.", p + 1,
             action_card_name(action, name));
}

static const card_step STEPS[] = {[S_PLACE] = {"place", "c"}};

#define UNION(var, id, name)                                                                                \
    const card_def var = {.card = id, .short_name = name, .steps = STEPS, .nsteps = ARRAY_LEN(STEPS),                     \
                          .prelude_moves = prelude_moves, .prelude_apply = prelude_apply, .round_end = round_end}

UNION(card_admin_union, CARD_BC04, "admin-union");
UNION(card_construction_union, CARD_BC05, "construction-union");
UNION(card_spacing_union, CARD_BC10, "spacing-union");
UNION(card_arms_union, CARD_BC11, "arms-union");
