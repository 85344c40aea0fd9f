/* Action cards: 4 suits x numbers 1-7; pips per card (docs/components.md §5,
 * CONFIRMED). The 1 and 7 cards are used with 4 players only. */
#include "core/engine.h"

static const uint8_t PIPS[4][7] = {
    {4, 4, 3, 3, 3, 2, 1}, /* Administration */
    {3, 3, 2, 2, 2, 2, 1}, /* Aggression */
    {4, 4, 3, 3, 2, 2, 1}, /* Construction */
    {4, 4, 3, 3, 2, 2, 1}, /* Mobilization */
};

int action_pips(int card) {
    if (card < 0 || card >= NUM_ACTION_CARDS) return 0;
    return PIPS[action_suit(card)][action_number(card) - 1];
}

bool suit_allows(int suit, int action) {
    /* Base rulebook, "Step 1": which actions each suit's pips can take. */
    switch (suit) {
    case ARCS_ADMINISTRATION:
        return action == ARCS_ACT_TAX || action == ARCS_ACT_REPAIR || action == ARCS_ACT_INFLUENCE;
    case ARCS_AGGRESSION:
        return action == ARCS_ACT_BATTLE || action == ARCS_ACT_MOVE || action == ARCS_ACT_SECURE;
    case ARCS_CONSTRUCTION: return action == ARCS_ACT_BUILD || action == ARCS_ACT_REPAIR;
    case ARCS_MOBILIZATION: return action == ARCS_ACT_MOVE || action == ARCS_ACT_INFLUENCE;
    default: return false;
    }
}
