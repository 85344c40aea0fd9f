/*
 * The Caretaker's Act II objective card (ARCS-F512A / F512B; cards.csv).
 *
 *   F512A Caretaker Act II Setup: "1. Gain Librarians (13). 2. Add
 *     Knowledge Set Free (14) to the rules booklet. 3. Shuffle the extra
 *     Event card (15) into the action deck. 4. Flip all Sleeping Golems to
 *     Awake."                                        -> FATE_SETUP
 *     Step 3: the extra Event card (ARCS-F515) is action card
 *     EVENT_CARD_EXTRA, an Event card like the others; it joins the deck
 *     (one more in campaign_state.event_cards), shuffled with it when Act
 *     II & III Setup deals the hands (chapter_deal). Public ("Mention this
 *     to everyone"): the log says so; where it lies is as hidden as any
 *     action card.
 *   F512B "Collect the Galaxy's Knowledge": "Advance 2 each time you
 *     secure a lore card."        -> EVENT (EVT_CARD_SECURED: the card and
 *     the lore attached to it, secured with it: Attaching Cards,
 *     "Securing").
 *     "In Summit Negotiations, advance 1 each time a Rival gives you a lore
 *     card using Transfer Lore, unless you gave them that lore card during
 *     the same Summit."  -> EVENT (EVT_SUMMIT_CARD_GIVEN of an accepted
 *     deal; Transfer Lore cannot be forced, Knowledge Set Free): the lore
 *     cards the holder gave, and to whom, are kept from the Summit's call
 *     (EVT_SUMMIT_CALLED) in the card's data, 4 gifts (a later gift in the
 *     same Summit takes the place of the oldest).
 *     "Build the Largest Collection": "At the end of a chapter, advance 1
 *     for each Rival that you have more lore cards than."
 *                                     -> EVENT (EVT_CHAPTER_END): the lore
 *     cards in each play area (Golem Hearth and the Caretaker's own lore
 *     included: they are lore cards).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/card_data.h"
#include "cards/hooks.h"
#include "golems.h"

static void setup(game_state *g, int p, int card) {
    fate_gain_card(g, p, CARD_F513);
    booklet_add(g, CARD_F514);
    card_log(g, card, "Player %d gains Librarians; Knowledge Set Free joins the rules booklet.", p + 1);
    /* Step 3 (once: a second Caretaker setup finds it in the game). */
    if (!(event_cards_in_game(g) & card_bit(EVENT_CARD_EXTRA)) && g->action_deck_len < ACTION_CARDS_MAX) {
        g->action_deck[g->action_deck_len++] = EVENT_CARD_EXTRA;
        g->camp.event_cards++;
        card_log(g, card, "The extra Event card (%s) is shuffled into the action deck.", "Event-4");
    }
    golems_awaken_all(g, card);
}

const card_def card_caretaker_setup2 = {
    .card = CARD_F512A,
    .short_name = "caretaker-setup-2",
    .fate_setup = setup,
};

/* Lore cards in p's play area. */
static int lore_cards(const game_state *g, int p) {
    int n = 0;
    for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++) n += card_table[g->ll.play_area[p][i]].kind == CK_LORE;
    return n;
}

/* The lore cards the holder gave with Transfer Lore in this Summit, newest
 * first: each (card + 1) | receiver << 12, 0 for none. */
typedef struct lore_gifts_data {
    uint8_t gift[4][2];
} lore_gifts_data;
enum { GIFT_RECEIVER_SHIFT = 12 };

static bool gifts_invariants(const game_state *g, char *why, size_t cap) {
    const lore_gifts_data *d = CARD_DATA(g, lore_gifts_data, card_data_place(CARD_F512B));
    for (int i = 0; i < 4; i++) {
        unsigned v = d->gift[i][0] | (unsigned)d->gift[i][1] << 8, card = (v & 0xFFF) - 1u, to = v >> GIFT_RECEIVER_SHIFT;
        if (v && (card >= (unsigned)card_table_len || card_table[card].kind != CK_LORE || (int)to >= g->num_players))
            CARD_DATA_FAIL("Collect the Galaxy's Knowledge: lore gift %d out of range", i);
    }
    return true;
}

static const card_data_def GIFTS_DATA = {
    .size = sizeof(lore_gifts_data),
    .invariants = gifts_invariants,
};

/* A Transfer Lore of an accepted deal: the holder gave `card` to `to`
 * (remember it), or a Rival gave it to the holder (advance 1 unless the
 * holder gave it to that Rival in this Summit). */
static void lore_given(game_state *g, int holder, int card, const camp_event *ev) {
    lore_gifts_data *d = CARD_DATA(g, lore_gifts_data, card_data_place(CARD_F512B));
    unsigned lore = (unsigned)ev->n + 1;
    if (ev->a == holder) {
        memmove(d->gift[1], d->gift[0], 3 * sizeof d->gift[0]);
        unsigned v = lore | (unsigned)ev->player << GIFT_RECEIVER_SHIFT;
        d->gift[0][0] = (uint8_t)v;
        d->gift[0][1] = (uint8_t)(v >> 8);
        return;
    }
    if (ev->player != holder) return;
    for (int i = 0; i < 4; i++)
        if ((d->gift[i][0] | (unsigned)d->gift[i][1] << 8) == (lore | (unsigned)ev->a << GIFT_RECEIVER_SHIFT)) {
            card_log(g, card, "Player %d gets back %s, given to Player %d in this Summit: no advance.", holder + 1,
                     card_table[ev->n].name, ev->a + 1);
            return;
        }
    card_log(g, card, "Player %d is given %s by Player %d with Transfer Lore.", holder + 1, card_table[ev->n].name, ev->a + 1);
    objective_advance(g, holder, 1, card);
}

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind == EVT_SUMMIT_CALLED) {
        memset(CARD_DATA(g, lore_gifts_data, card_data_place(CARD_F512B)), 0, sizeof(lore_gifts_data));
    } else if (ev->kind == EVT_SUMMIT_CARD_GIVEN && ev->b == ARCS_NEGOTIATION_TRANSFER_LORE && ev->n >= 0 &&
               ev->n < card_table_len && card_table[ev->n].kind == CK_LORE) {
        lore_given(g, holder, card, ev);
    } else if (ev->kind == EVT_CARD_SECURED && ev->player == holder) {
        int n = card_table[ev->n].kind == CK_LORE;
        for (int k = 0; k < ATTACHED_MAX && ev->a < COURT_ROW_MAX; k++) {
            int a = g->camp.attached[ev->a][k];
            n += a != NO_COURT_CARD && card_table[a].kind == CK_LORE;
        }
        if (!n) return;
        card_log(g, card, "Player %d secures %d lore card(s).", holder + 1, n);
        objective_advance(g, holder, 2 * n, card);
    } else if (ev->kind == EVT_CHAPTER_END) {
        int mine = lore_cards(g, holder), n = 0;
        for (int q = 0; q < g->num_players; q++) n += q != holder && mine > lore_cards(g, q);
        card_log(g, card, "Player %d has more lore cards than %d Rival(s).", holder + 1, n);
        objective_advance(g, holder, n, card);
    }
}

const card_def card_caretaker_objective2 = {
    .card = CARD_F512B,
    .short_name = "collect-the-knowledge",
    .on_event = objective_event,
    .events = EVENTS(EVT_SUMMIT_CALLED, EVT_SUMMIT_CARD_GIVEN, EVT_CARD_SECURED, EVT_CHAPTER_END),
    .data = &GIFTS_DATA,
};
