/* Action cards: 4 suits x numbers 1-7; pips per card (docs/components.md §5,
 * CONFIRMED). The 1 and 7 cards are used with 4 players only. The ids are
 * the cards' wire ids: suit order, then number; the campaign's Event cards
 * follow (ids 28..30), then the Faithful cards (31..39) and the extra Event
 * card (40). */
#include "core/engine.h"

/* A suit's 7 cards, numbers 1..7, with their pips. */
#define SUIT(s, p1, p2, p3, p4, p5, p6, p7)                                                          \
    {s, 1, p1, ACTION_KIND_BASE}, {s, 2, p2, ACTION_KIND_BASE}, {s, 3, p3, ACTION_KIND_BASE},          \
        {s, 4, p4, ACTION_KIND_BASE}, {s, 5, p5, ACTION_KIND_BASE}, {s, 6, p6, ACTION_KIND_BASE},      \
        {s, 7, p7, ACTION_KIND_BASE}
const action_card action_cards[NUM_ACTION_CARDS] = {
    SUIT(ARCS_ADMINISTRATION, 4, 4, 3, 3, 3, 2, 1),
    SUIT(ARCS_AGGRESSION, 3, 3, 2, 2, 2, 2, 1),
    SUIT(ARCS_CONSTRUCTION, 4, 4, 3, 3, 2, 2, 1),
    SUIT(ARCS_MOBILIZATION, 4, 4, 3, 3, 2, 2, 1),
    /* The campaign box's 3 Event cards (Campaign rulebook, "Event Cards";
     * not in cards.csv, which lists only the Caretaker's ARCS-F515): no
     * suit, number or pips of their own ("Mirror Lead"); named Event-1..3. */
    {SUIT_NONE, 0, 0, ACTION_KIND_EVENT},
    {SUIT_NONE, 0, 0, ACTION_KIND_EVENT},
    {SUIT_NONE, 0, 0, ACTION_KIND_EVENT},
    /* The Believer's 9 Faithful action cards (ARCS-F804..F812, in that
     * order the numbers 1..9; cards.csv gives them no text): their own
     * suit, played on the Zeal or Wisdom side (ARCS-F813). Numbers and pips
     * are not printed in the seeds; docs/rules-coverage.md, "Faithful
     * cards": HRF's 4,4,3,3,3,2,2,1,1. */
    {SUIT_TWO_SIDED, 1, 4, ACTION_KIND_TWO_SIDED},
    {SUIT_TWO_SIDED, 2, 4, ACTION_KIND_TWO_SIDED},
    {SUIT_TWO_SIDED, 3, 3, ACTION_KIND_TWO_SIDED},
    {SUIT_TWO_SIDED, 4, 3, ACTION_KIND_TWO_SIDED},
    {SUIT_TWO_SIDED, 5, 3, ACTION_KIND_TWO_SIDED},
    {SUIT_TWO_SIDED, 6, 2, ACTION_KIND_TWO_SIDED},
    {SUIT_TWO_SIDED, 7, 2, ACTION_KIND_TWO_SIDED},
    {SUIT_TWO_SIDED, 8, 1, ACTION_KIND_TWO_SIDED},
    {SUIT_TWO_SIDED, 9, 1, ACTION_KIND_TWO_SIDED},
    /* The extra Event card (ARCS-F515, the Caretaker's: "Mirror Lead, Add
     * Event to Round End", the same text as the three above), shuffled in
     * by an Act II Setup (ARCS-F512A step 3); named Event-4. */
    {SUIT_NONE, 0, 0, ACTION_KIND_EVENT},
};
#undef SUIT

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
const uint8_t suit_actions[SUITS_MAX] = {
    [ARCS_ADMINISTRATION] = (1u << ARCS_ACT_TAX) | (1u << ARCS_ACT_REPAIR) | (1u << ARCS_ACT_INFLUENCE),
    [ARCS_AGGRESSION] = (1u << ARCS_ACT_BATTLE) | (1u << ARCS_ACT_MOVE) | (1u << ARCS_ACT_SECURE),
    [ARCS_CONSTRUCTION] = (1u << ARCS_ACT_BUILD) | (1u << ARCS_ACT_REPAIR),
    [ARCS_MOBILIZATION] = (1u << ARCS_ACT_MOVE) | (1u << ARCS_ACT_INFLUENCE),
    /* ARCS-F813: "Zeal lets you move, influence, battle, or tax. Wisdom
     * lets you build, repair, or secure." */
    [SUIT_ZEAL] = (1u << ARCS_ACT_MOVE) | (1u << ARCS_ACT_INFLUENCE) | (1u << ARCS_ACT_BATTLE) | (1u << ARCS_ACT_TAX),
    [SUIT_WISDOM] = (1u << ARCS_ACT_BUILD) | (1u << ARCS_ACT_REPAIR) | (1u << ARCS_ACT_SECURE),
};

/* The names of the two-sided kind's cards ("Faithful-1".."9") and of its
 * suit and sides (ARCS-F813). */
const char *const two_sided_kind_name = "Faithful";
const char *const two_sided_suit_names[3] = {"Faithful", "Zeal", "Wisdom"};
