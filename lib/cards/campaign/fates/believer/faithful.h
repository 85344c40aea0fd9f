/*
 * The Believer's Faithful cards (fates/believer/believer.c): what other code
 * needs of them.
 */
#ifndef ARCS_CARDS_CAMPAIGN_FATES_BELIEVER_FAITHFUL_H
#define ARCS_CARDS_CAMPAIGN_FATES_BELIEVER_FAITHFUL_H

#include "cards/card_data.h"
#include "cards/hooks.h"

/* The Faithful cards "1".."9" (ARCS-F804..F812) are the action cards of the
 * two-sided kind (core/state.h), their suit the two-sided one. */
#define FAITHFUL_CARD_FIRST TWO_SIDED_CARD_FIRST
#define FAITHFUL_CARDS TWO_SIDED_CARDS
#define SUIT_FAITHFUL SUIT_TWO_SIDED
static inline bool is_faithful_card(int card) { return is_two_sided_card(card); }
/* A Faithful action card's own Court card (ARCS-F804..F812: in the Court
 * when attached or added to the Court deck). */
static inline int faithful_court_card(int action) { return CARD_F804 + action - FAITHFUL_CARD_FIRST; }
/* The Faithful cards' card data (lib/cards/card_data.h): the Faithful
 * stack (ARCS-F801A) and the sides of the played ones (ARCS-F813). */
typedef struct faithful_stack_data {
    uint8_t n; /* Faithful cards left in their stack: the cards "1".."n", "n" on top */
} faithful_stack_data;
typedef struct faithful_sides_data {
    uint8_t wisdom[2]; /* bit i (little-endian): Faithful card FAITHFUL_CARD_FIRST + i
                          lies on its Wisdom side (else Zeal) while played this round */
} faithful_sides_data;
/* Their fixed places in card_data (card_data.h: the first cards' data;
 * the Golems' lie between, golems.h). */
enum { FAITHFUL_SIDES_PLACE = 0, FAITHFUL_STACK_PLACE = 8 };
#define FAITHFUL_STACK(g) CARD_DATA(g, faithful_stack_data, FAITHFUL_STACK_PLACE)
#define FAITHFUL_SIDES(g) CARD_DATA(g, faithful_sides_data, FAITHFUL_SIDES_PLACE)
/* The Doctrine and the Ideals (ARCS-F820A, F821, F822A/B, F823): the
 * Doctrine card's data (F822A; placed by the registry, card_data.h),
 * 4 bytes, public. */
enum { IDEAL_NONE = 0, IDEAL_ZEAL = 1, IDEAL_WISDOM = 2 };
enum { IDEAL_MARKERS = 5 }; /* "Collect the 5 Ideal markers" (ARCS-F820A) */
typedef struct doctrine_data {
    uint8_t ideals[2]; /* 2 bits per ambition box a (bits 2a, 2a+1, little-endian): IDEAL_* */
    uint8_t supply;    /* Ideal markers in the supply, not on an ambition box */
    uint8_t doctrine;  /* the Doctrine card's side up (IDEAL_ZEAL / IDEAL_WISDOM); IDEAL_NONE: not in play */
} doctrine_data;
#define DOCTRINE(g) CARD_DATA(g, doctrine_data, card_data_place(CARD_F822A))
/* The Ideal marker in ambition box a (IDEAL_*). */
int ideal_of(const game_state *g, int ambition);
/* Put Ideal `ideal` (IDEAL_NONE: take it off) in ambition box a; the
 * supply is the caller's. */
void ideal_put(game_state *g, int ambition, int ideal);
/* The ambition boxes (bit per ambition) with an Ideal marker. */
unsigned ideal_boxes(const game_state *g);
/* "In Act III setup, this Doctrine card starts on the side matching the
 * Ideal with more markers on ambition boxes. On a tie, it starts on
 * Wisdom." (ARCS-F822A/B; ARCS-F829A step 3); card: who says so (log). */
void doctrine_act3_side(game_state *g, int card);
/* What p played on their own turn, for the laws on declaring (ARCS-F823,
 * F828, F830): PLAYED_FAITHFUL a Faithful card face up, PLAYED_OTHER any
 * other card (a face-down Faithful card is neither), PLAYED_NONE no card
 * or not p's turn. */
enum { PLAYED_NONE, PLAYED_FAITHFUL, PLAYED_OTHER };
int faith_turn_play(const game_state *g, int p);
/* The ambitions a Faithful card may declare under the Doctrine: no Ideal,
 * or the Doctrine's (ARCS-F823, F830). */
unsigned doctrine_declarable(const game_state *g);
/* The laws' ACTION_KIND answers (Doctrinal, Dominant, Repressed Faith): a
 * Faithful card's side is the Doctrine's; a Faithful card declares what
 * doctrine_declarable allows. */
int doctrine_card_suit(const game_state *g, int p, int card);
unsigned doctrine_card_declarable(const game_state *g, int p, int card);
/* A declaration on a turn its player played a Faithful card face up: the
 * Doctrine's Ideal into a box without one (ARCS-F823, F830; the source
 * `card` logs it). */
void doctrine_declared(game_state *g, int holder, int card, const camp_event *ev);
/* The suit the Doctrine makes Faithful cards take (SUIT_ZEAL / SUIT_WISDOM),
 * -1 without a Doctrine card in play. */
int doctrine_suit(const game_state *g);

/* The action card on top of the Faithful stack, or -1 when it is empty. */
int faithful_stack_top(const game_state *g);
/* Does played Faithful card c lie on its Wisdom side? */
bool faithful_on_wisdom(const game_state *g, int c);

#endif
