/* Action cards: 4 suits x numbers 1-7; pips per card (docs/components.md §5,
 * CONFIRMED). The 1 and 7 cards are used with 4 players only. The ids are
 * the cards' wire ids: suit order, then number. */
#include "core/engine.h"

#define CARD(s, n, p) {s, n, p, ACTION_KIND_BASE}
const action_card action_cards[NUM_ACTION_CARDS] = {
    CARD(ARCS_ADMINISTRATION, 1, 4), CARD(ARCS_ADMINISTRATION, 2, 4), CARD(ARCS_ADMINISTRATION, 3, 3),
    CARD(ARCS_ADMINISTRATION, 4, 3), CARD(ARCS_ADMINISTRATION, 5, 3), CARD(ARCS_ADMINISTRATION, 6, 2),
    CARD(ARCS_ADMINISTRATION, 7, 1),
    CARD(ARCS_AGGRESSION, 1, 3), CARD(ARCS_AGGRESSION, 2, 3), CARD(ARCS_AGGRESSION, 3, 2),
    CARD(ARCS_AGGRESSION, 4, 2), CARD(ARCS_AGGRESSION, 5, 2), CARD(ARCS_AGGRESSION, 6, 2),
    CARD(ARCS_AGGRESSION, 7, 1),
    CARD(ARCS_CONSTRUCTION, 1, 4), CARD(ARCS_CONSTRUCTION, 2, 4), CARD(ARCS_CONSTRUCTION, 3, 3),
    CARD(ARCS_CONSTRUCTION, 4, 3), CARD(ARCS_CONSTRUCTION, 5, 2), CARD(ARCS_CONSTRUCTION, 6, 2),
    CARD(ARCS_CONSTRUCTION, 7, 1),
    CARD(ARCS_MOBILIZATION, 1, 4), CARD(ARCS_MOBILIZATION, 2, 4), CARD(ARCS_MOBILIZATION, 3, 3),
    CARD(ARCS_MOBILIZATION, 4, 3), CARD(ARCS_MOBILIZATION, 5, 2), CARD(ARCS_MOBILIZATION, 6, 2),
    CARD(ARCS_MOBILIZATION, 7, 1),
};
#undef CARD

int action_pips(int card) {
    if (card < 0 || card >= NUM_ACTION_CARDS) return 0;
    return action_cards[card].pips;
}

int action_card_of(int suit, int number) {
    for (int c = 0; c < NUM_ACTION_CARDS; c++)
        if (action_cards[c].suit == suit && action_cards[c].number == number &&
            action_cards[c].kind == ACTION_KIND_BASE)
            return c;
    return -1;
}

/* Base rulebook, "Step 1": which actions each suit's pips can take. */
const uint8_t suit_actions[4] = {
    [ARCS_ADMINISTRATION] = (1u << ARCS_ACT_TAX) | (1u << ARCS_ACT_REPAIR) | (1u << ARCS_ACT_INFLUENCE),
    [ARCS_AGGRESSION] = (1u << ARCS_ACT_BATTLE) | (1u << ARCS_ACT_MOVE) | (1u << ARCS_ACT_SECURE),
    [ARCS_CONSTRUCTION] = (1u << ARCS_ACT_BUILD) | (1u << ARCS_ACT_REPAIR),
    [ARCS_MOBILIZATION] = (1u << ARCS_ACT_MOVE) | (1u << ARCS_ACT_INFLUENCE),
};
