/* The Believer's scenario tests (tests/test_act2_believer.c,
 * tests/test_act3_believer.c): rounds with Faithful cards in hand. */
#ifndef ARCS_TESTS_BELIEVER_FIXTURE_H
#define ARCS_TESTS_BELIEVER_FIXTURE_H

#include "campaign/fates.h"
#include "cards/campaign/fates/believer/faithful.h"
#include "core/invariants.h"
#include "support.h"

#define FAITHFUL(n) (FAITHFUL_CARD_FIRST + (n) - 1)
#define F(n) (1u << ((n) - 1))

/* A round led by `leader` with these hands: base cards and Faithful cards
 * (bit n-1: "n"); every Faithful card first out of the Court and the
 * scrapped ones back; those not given lie in the action discard pile. */
static inline void faithful_round(arcs_game *game, int leader, const uint32_t *base, const uint16_t *faithful) {
    game_state *g = t_state(game);
    /* The game's generator from now on (a Court refill draws at once). */
    g->chance_mode = ARCS_CHANCE_INTERNAL;
    /* (A row refill may draw one taken out before: again until none.) */
    for (int again = 0; again < 4; again++) {
        for (int i = 0; i < FAITHFUL_CARDS; i++) {
            int court = CARD_F804 + i, c = FAITHFUL(i + 1);
            if (attach_remove(g, court)) g->camp.fate_cards_added--;
            for (int q = 0; q < g->num_players; q++) /* a Rival's Guild card (Act II) */
                if (held_index(g, q, court) >= 0) {
                    remove_held(g, q, held_index(g, q, court));
                    g->camp.fate_cards_added--;
                }
            if (court_card_copies(g, court)) {
                t_take_out_court_card(g, court);
                g->camp.fate_cards_added--;
            }
            g->camp.action_scrapped[c / 8] &= (uint8_t)~(1u << (c % 8));
        }
    }
    t_begin_round(game, leader, base);
    g = t_state(game);
    /* Faithful cards already among the action cards (drawn or secured in
     * Act II): out of the discard pile first. */
    int len = 0;
    for (int i = 0; i < g->action_discard_len; i++)
        if (!is_faithful_card(g->action_discard[i])) g->action_discard[len++] = g->action_discard[i];
    g->action_discard_len = (uint8_t)len;
    uint16_t given = 0;
    for (int p = 0; p < g->num_players; p++) {
        g->pl[p].hand |= (uint64_t)faithful[p] << FAITHFUL_CARD_FIRST;
        given |= faithful[p];
    }
    for (int i = 0; i < FAITHFUL_CARDS; i++)
        if (!((given >> i) & 1u)) g->action_discard[g->action_discard_len++] = (uint8_t)FAITHFUL(i + 1);
    /* Nothing left past the piles' lengths (a saved state has none). */
    for (int i = g->action_deck_len; i < ACTION_CARDS_MAX; i++) g->action_deck[i] = 0;
    for (int i = g->action_discard_len; i < ACTION_CARDS_MAX; i++) g->action_discard[i] = 0;
    t_assert_invariants(game);
}

#endif
