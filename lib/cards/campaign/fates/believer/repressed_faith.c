/*
 * Repressed Faith (ARCS-F828, law), added to the rules booklet with Set Lay
 * Doctrine (ARCS-F827, doctrine.c) by the Believer's Act II Resolution when
 * the objective failed (ARCS-F824, step 4), in place of Doctrinal Faith:
 *
 *   "Follow these same rules from before: You must play Faithful action
 *    cards on the same side as the Doctrine. When you play a Faithful
 *    action card you cannot declare ambitions that turn if they have an
 *    Ideal different from the Doctrine. There is one new limit: If you play
 *    a Faithful action card, you cannot declare ambitions that have no
 *    Ideal this turn. These rules don't limit declaring ambitions with
 *    non-Faithful cards."
 *      -> ACTION_KIND (action_card_suit; action_card_declarable: only the
 *         boxes with the Doctrine's Ideal), DECLARE (declare_barred: every
 *         other box, any declaration on a Faithful turn), EVENT
 *         (EVT_ACT_SETUP: the Doctrine card's "In Act III setup" side, once)
 *
 * No Ideal is placed any more (the text keeps no such rule; the failed
 * Resolution scrapped the supply's markers). "Play" a Faithful card: face
 * up on one's own turn (Doctrinal Faith's reading).
 */
#include "cards/campaign/fates/believer/faithful.h"
#include "cards/hooks.h"

/* The boxes whose Ideal is the Doctrine's. */
static unsigned doctrine_boxes(const game_state *g) {
    unsigned mask = 0;
    int doctrine = DOCTRINE(g)->doctrine;
    for (int a = 0; a < ARCS_AMBITION_COUNT && doctrine != IDEAL_NONE; a++)
        if (ideal_of(g, a) == doctrine) mask |= 1u << a;
    return mask;
}

static unsigned repressed_declarable(const game_state *g, int p, int card) {
    (void)p;
    return is_faithful_card(card) ? doctrine_boxes(g) : 0;
}

static unsigned repressed_barred(const game_state *g, int p, int card) {
    (void)card;
    if (faith_turn_play(g, p) != PLAYED_FAITHFUL) return 0;
    return ~doctrine_boxes(g) & ((1u << ARCS_AMBITION_COUNT) - 1);
}

static void repressed_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind == EVT_ACT_SETUP && ev->a == 3 && holder == g->initiative) doctrine_act3_side(g, card);
}

const card_def card_repressed_faith = {
    .card = CARD_F828,
    .short_name = "repressed-faith",
    .on_event = repressed_event,
    .events = EVENTS(EVT_ACT_SETUP),
    .action_card_suit = doctrine_card_suit,
    .action_card_declarable = repressed_declarable,
    .declare_barred = repressed_barred,
};
