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

/* Base rulebook, "Step 1": which actions each suit's pips can take. */
const uint8_t suit_actions[4] = {
    [ARCS_ADMINISTRATION] = (1u << ARCS_ACT_TAX) | (1u << ARCS_ACT_REPAIR) | (1u << ARCS_ACT_INFLUENCE),
    [ARCS_AGGRESSION] = (1u << ARCS_ACT_BATTLE) | (1u << ARCS_ACT_MOVE) | (1u << ARCS_ACT_SECURE),
    [ARCS_CONSTRUCTION] = (1u << ARCS_ACT_BUILD) | (1u << ARCS_ACT_REPAIR),
    [ARCS_MOBILIZATION] = (1u << ARCS_ACT_MOVE) | (1u << ARCS_ACT_INFLUENCE),
};
