/*
 * Plot to Kidnap (ARCS-F817, Vox), added to the Court deck by the
 * Believer's Act I Resolution (completed):
 *
 *   "Crisis: Attach The Young Light or The Prophet here. Each player
 *    discards their highest-number Faithful action card."      -> CRISIS
 *   "When Secured: Search the action discard pile, draw the Faithful action
 *    card of highest number, then shuffle it. Discard Plot to Kidnap."
 *                                                        -> WHEN_SECURED
 *
 * faq.csv Plot to Kidnap Q2: the Crisis takes The Young Light (or The
 * Prophet) from a player's Guild cards or from the card play area (placed
 * beside a played card: g->cards.placed, The Young Light's own ROUND_END
 * then never runs), not from the Court deck or discard pile (nor from
 * another Court card it is attached to: our reading). The card is attached
 * here even if one is attached already ("Forced Attach"). The discarded
 * Faithful cards are shown (the highest number must be seen) and go onto
 * the action discard pile. faq.csv Plot to Kidnap Q1: with Split Discards
 * both piles are searched; the engine keeps one face-down pile: it is
 * searched. The drawn card is shown; the pile is then shuffled (its order
 * hidden). The card is already in the Court discard pile when its When
 * Secured resolves ("Discard Plot to Kidnap"); a card attached to it goes to
 * the securer with it (Attaching Cards, "Securing").
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/believer/faithful.h"
#include "cards/hooks.h"

/* Take the card out of the card play area (g->cards.placed); false if it
 * is not there. */
static bool take_placed(game_state *g, int card) {
    card_state *c = &g->cards;
    for (int i = 0; i < c->n_placed; i++) {
        if (c->placed[i] != card) continue;
        int n = c->n_placed;
        memmove(c->placed + i, c->placed + i + 1, (size_t)(n - 1 - i) * sizeof c->placed[0]);
        memmove(c->placed_by + i, c->placed_by + i + 1, (size_t)(n - 1 - i));
        memmove(c->placed_beside + i, c->placed_beside + i + 1, (size_t)(n - 1 - i));
        c->n_placed = (uint8_t)(n - 1);
        c->placed[n - 1] = 0;
        c->placed_by[n - 1] = 0;
        c->placed_beside[n - 1] = 0;
        return true;
    }
    return false;
}

static bool kidnap(game_state *g, int card, int pos, int target) {
    bool found = take_placed(g, target);
    for (int p = 0; p < g->num_players && !found; p++) {
        int i = held_index(g, p, target);
        if (i >= 0) {
            remove_held(g, p, i);
            found = true;
        }
    }
    if (!found) return false;
    attach_card(g, target, pos, true);
    card_log(g, card, "%s is attached here.", card_table[target].name);
    return true;
}

static void crisis(game_state *g, int card, int pos) {
    card_log(g, card, "the Crisis resolves.");
    if (!kidnap(g, card, pos, CARD_F816) && !kidnap(g, card, pos, CARD_F825))
        card_log(g, card, "neither The Young Light nor The Prophet is held or in the card play area.");
    for (int p = 0; p < g->num_players; p++) {
        int best = -1;
        for (uint64_t h = g->pl[p].hand; h; h &= h - 1) {
            int c = __builtin_ctzll(h);
            if (is_faithful_card(c) && (best < 0 || action_number(c) > action_number(best))) best = c;
        }
        if (best < 0) continue;
        g->pl[p].hand &= ~(1ull << best);
        cards_seen_by_all(g, card_bit(best));
        discard_action_card(g, best);
        char name[24];
        card_log(g, card, "Player %d discards %s.", p + 1, action_card_name(best, name));
    }
}

static void when_secured(game_state *g, int p, int card) {
    int index = -1;
    for (int i = 0; i < g->action_discard_len; i++) {
        int c = g->action_discard[i];
        if (is_faithful_card(c) && (index < 0 || action_number(c) > action_number(g->action_discard[index]))) index = i;
    }
    if (index < 0) {
        card_log(g, card, "Player %d searches the action discard pile: no Faithful card.", p + 1);
    } else {
        int c = g->action_discard[index];
        discard_place_removed(g, index);
        g->pl[p].hand |= 1ull << c;
        cards_seen_by_all(g, card_bit(c));
        char name[24];
        card_log(g, card, "Player %d searches the action discard pile and draws %s.", p + 1, action_card_name(c, name));
    }
    discard_pile_shuffled(g);
}

const card_def card_plot_to_kidnap = {
    .card = CARD_F817,
    .short_name = "plot-to-kidnap",
    .crisis = crisis,
    .when_secured = when_secured,
};
