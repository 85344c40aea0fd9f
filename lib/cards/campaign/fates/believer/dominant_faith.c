/*
 * Dominant Faith (ARCS-F830, law), tucked in front of Doctrinal Faith by
 * the Believer's Act III Setup (ARCS-F829A step 1):
 *
 *   "Follow these same rules from before: You must play Faithful action
 *    cards on the same side as the Doctrine. When you play a Faithful
 *    action card, you must follow these rules on your turn when you want to
 *    declare an ambition. If the ambition box has no Ideal marker, place an
 *    Ideal marker showing the Doctrine in the box. If the ambition box does
 *    have an Ideal marker, you cannot declare this ambition if its Ideal
 *    doesn't match the Doctrine. There is one new limit: When you play a
 *    non-Faithful card, you cannot declare an ambition with an Ideal this
 *    turn."
 *      -> ACTION_KIND (action_card_suit, action_card_declarable: Doctrinal
 *         Faith's), EVENT (EVT_AMBITION_DECLARED: the Ideal placed), DECLARE
 *         (declare_barred: any declaration on p's turn, by the lead or any
 *         other way)
 *
 * Readings (docs/rules-coverage.md, "Act III — Believer"): the tucked
 * Doctrinal Faith leaves the booklet's effects (Dominant Faith restates its
 * rules); "play" a card is one's own turn's play: a Faithful card face up
 * (Doctrinal Faith's reading) or any non-Faithful card (face up or down); a
 * Faithful card played face down is neither. faq.csv Dominant Faith Q1:
 * the limits hold for declarations in nonstandard ways (Galactic Bards,
 * Liaisons, a card's "declare"); Q2: with no Ideal marker in the supply the
 * ambition is declared without one.
 */
#include "cards/campaign/fates/believer/faithful.h"
#include "cards/hooks.h"

/* A Faithful turn: the boxes whose Ideal is not the Doctrine's; any other
 * play: the boxes with an Ideal. */
static unsigned dominant_barred(const game_state *g, int p, int card) {
    (void)card;
    switch (faith_turn_play(g, p)) {
    case PLAYED_FAITHFUL:
        return ~doctrine_declarable(g) & ((1u << ARCS_AMBITION_COUNT) - 1);
    case PLAYED_OTHER:
        return ideal_boxes(g);
    default:
        return 0;
    }
}

const card_def card_dominant_faith = {
    .card = CARD_F830,
    .short_name = "dominant-faith",
    .on_event = doctrine_declared,
    .events = EVENTS(EVT_AMBITION_DECLARED),
    .action_card_suit = doctrine_card_suit,
    .action_card_declarable = doctrine_card_declarable,
    .declare_barred = dominant_barred,
};
