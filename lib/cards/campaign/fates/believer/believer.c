/*
 * The Believer's Act I (ARCS-FATE08; campaign-plan.md WP6).
 *
 *   F801A Believer Act I Setup: "1. Gain Faithful Disciples (02) and
 *     Spreading the Faith (03). 2. Stack the 9 Faithful action cards
 *     (04-12) in number order so the "1" card is on the bottom and the "9"
 *     card is on the top. 3. Add Faithful Cards (13) and Pluralistic Faith
 *     (14) to the rules booklet."                              -> FATE_SETUP
 *   F801B Believer Act I Objective, "Spread the Good Word": "Each time you
 *     win an ambition, advance 1 for each action pip on the top card of the
 *     Faithful action card stack. If the stack is empty, advance 10
 *     instead."                                  -> EVENT (EVT_AMBITION_WON)
 *   F802 Faithful Disciples (Guild, protected): "If you play a Faithful
 *     action card and declare an ambition you're winning, gain one more
 *     action pip."                             -> EVENT (EVT_AMBITION_DECLARED)
 *   F803 Spreading the Faith (ability): "Teach (Influence): Scrap the
 *     bottom non-Event action card from the discard pile. (Continue past
 *     Events.) If you do, attach the top Faithful action card from its
 *     stack to a Guild card in the Court whose suit matches a planet with a
 *     Loyal city."                                            -> NEW_ACTION
 *   F804-F812 the Faithful action cards "1".."9" (action cards 31..39,
 *     lib/data/action_cards.c; in the Court by their card-table index).
 *   F813 Faithful Cards (law): "When you secure one from the Court, draw it
 *     into your hand. When you play one, place the card on either its Zeal
 *     or Wisdom side. [...] To Surpass a Faithful card, you must play a
 *     Faithful card on the same side. [...] You do not seize the initiative
 *     when you Surpass with a "7" Faithful action card."
 *     -> the side decision (card step "zeal" / "wisdom"), the secure rule
 *     (faithful_secured); the sides at the round's end (the card data's round_end);
 *     Surpass and seizing: lib/rules/round.c.
 *   F814 Pluralistic Faith (law): "When you Lead a Faithful action card,
 *     you may use it to declare any ambition." -> ACTION_KIND
 *     (action_card_declares_any)
 *
 * Choices where the seeds are silent (docs/rules-coverage.md): numbers and
 * pips of the Faithful cards follow HRF (F804 = "1" ... F812 = "9"; pips
 * 4,4,3,3,3,2,2,1,1); "winning" a declared ambition is having more of it
 * than every Rival, at least 1 (the untied first place it would score
 * now); Teach with no Guild card matching a Loyal city's planet attaches
 * anyway ("Forced Attach": to a Guild card, else to any Court card, with
 * nothing attached when possible); faq.csv Spreading the Faith: with one
 * face-down discard pile, Teach scraps from it.
 */
#include <stdio.h>

#include "arcs.pb-c.h"
#include "campaign/fates.h"
#include "cards/campaign/fates/ambition.h"
#include "cards/campaign/fates/believer/faithful.h"
#include "cards/hooks.h"
#include "core/invariants.h"

/* ---- the Faithful cards: action-card id <-> card-table index ---- */

static inline int faithful_action_card(int court_card) { return FAITHFUL_CARD_FIRST + court_card - CARD_F804; }
static inline bool is_faithful_court_card(int card) { return card >= CARD_F804 && card <= CARD_F812; }

/* The action card on top of the Faithful stack, or -1 when it is empty. */
int faithful_stack_top(const game_state *g) {
    int n = FAITHFUL_STACK(g)->n;
    return n ? FAITHFUL_CARD_FIRST + n - 1 : -1;
}

static unsigned wisdom_bits(const game_state *g) {
    const faithful_sides_data *d = FAITHFUL_SIDES(g);
    return d->wisdom[0] | (unsigned)d->wisdom[1] << 8;
}

static void set_wisdom_bits(game_state *g, unsigned bits) {
    FAITHFUL_SIDES(g)->wisdom[0] = (uint8_t)bits;
    FAITHFUL_SIDES(g)->wisdom[1] = (uint8_t)(bits >> 8);
}

bool faithful_on_wisdom(const game_state *g, int c) { return (wisdom_bits(g) >> (c - FAITHFUL_CARD_FIRST)) & 1u; }

/* core/state.h played_suit: a played Faithful card's side (F813). */
int cards_two_sided_suit(const game_state *g, int card) { return faithful_on_wisdom(g, card) ? SUIT_WISDOM : SUIT_ZEAL; }

/* ---- F801A, F801B ---- */

static void believer_setup(game_state *g, int p, int card) {
    (void)card;
    fate_gain_card(g, p, CARD_F802);
    fate_gain_card(g, p, CARD_F803);
    FAITHFUL_STACK(g)->n = FAITHFUL_CARDS;
    booklet_add(g, CARD_F813);
    booklet_add(g, CARD_F814);
    glog(g, "Player %d stacks the 9 Faithful action cards, \"9\" on top.", p + 1);
}

extern const card_data_def faithful_stack_card_data;
const card_def card_believer_setup = {
    .card = CARD_F801A,
    .short_name = "believer-setup",
    .fate_setup = believer_setup,
    .data = &faithful_stack_card_data,
};

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_AMBITION_WON || ev->player != holder) return;
    int top = faithful_stack_top(g);
    card_log(g, card, "Player %d won an ambition; the Faithful stack %s.", holder + 1, top < 0 ? "is empty" : "shows its top card");
    objective_advance(g, holder, top < 0 ? 10 : action_cards[top].pips, card);
}

const card_def card_believer_objective = {
    .card = CARD_F801B,
    .short_name = "spread-the-good-word",
    .on_event = objective_event,
    .events = EVENTS(EVT_AMBITION_WON),
};

/* ---- F802 Faithful Disciples ---- */

static void disciples_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_AMBITION_DECLARED || ev->player != holder || g->turn_player != holder) return;
    int played = g->played[holder];
    if (played == NO_CARD || !is_faithful_card(played) || !ambition_winning(g, holder, ev->a)) return;
    g->pips++;
    card_log(g, card, "Player %d gains one more action pip.", holder + 1);
}

const card_def card_faithful_disciples = {
    .card = CARD_F802,
    .short_name = "faithful-disciples",
    .on_event = disciples_event,
    .events = EVENTS(EVT_AMBITION_DECLARED),
};

/* ---- F803 Spreading the Faith: Teach ---- */

enum { S_TEACH, S_ATTACH };

/* Index of the bottom non-Event card of the action discard pile, or -1. */
static int teach_card_index(const game_state *g) {
    for (int i = 0; i < g->action_discard_len; i++)
        if (!is_event_card(g->action_discard[i])) return i;
    return -1;
}

/* Offered while the discard pile holds a card: whether one of its hidden
 * cards is not an Event card is unknown to the players, so it must not
 * decide the legal moves (the card: "If you do, attach ...": Teach may
 * scrap nothing). */
static bool teach_possible(const game_state *g, int p, int spent_slot) {
    (void)p, (void)spent_slot;
    return g->action_discard_len > 0;
}

/* Row places the top Faithful card may be attached to: a Guild card whose
 * suit matches a planet with p's city, nothing attached; else (Forced
 * Attach, ignoring the fewest requirements) a Guild card with nothing
 * attached, a Guild card, any Court card with nothing attached, any card. */
static unsigned teach_places(const game_state *g, int p) {
    unsigned city_types = 0, free = attach_free_places(g), guild = 0, any = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (planet_type(s) >= 0)
            for (int i = 0; i < BUILDING_SLOTS_MAX; i++)
                if ((g->sys[s].bld[i] & BLD_KIND_MASK) == BLD_OF(p)) city_types |= 1u << planet_type(s);
    unsigned match = 0;
    for (int i = 0; i < g->court_row_len; i++) {
        int c = g->court_row[i];
        /* A place holding as many attached cards as it can takes no more. */
        if (c == NO_COURT_CARD || g->camp.attached[i][ATTACHED_MAX - 1] != NO_COURT_CARD) continue;
        /* Not on the Imperial Council (tucked when secured: docs/rules-coverage.md). */
        if (i == COUNCIL_PLACE && (c == CARD_AID01A || c == CARD_AID01B)) continue;
        any |= 1u << i;
        if (card_table[c].kind != CK_GUILD) continue;
        guild |= 1u << i;
        if (card_table[c].suit >= 0 && (city_types >> card_table[c].suit) & 1u) match |= 1u << i;
    }
    if (match & free) return match & free;
    if (match) return match;
    if (guild & free) return guild & free;
    if (guild) return guild;
    return (any & free) ? any & free : any;
}

/* ---- Teach's scrap: the bottom non-Event card of the discard pile ----
 * When it lies in a part of the pile whose order nobody knows (the
 * shuffled bottom or a run laid in shuffled order), it is chance's: the
 * internal generator's shuffle already decided it; explicit mode asks
 * chance (CH_CARD) for one of that part's non-Event cards, each as likely.
 * Face down: who knew it at the bottom knows it is scrapped (card_known). */

/* Places [*lo, *hi) of the discard pile that hold the bottom non-Event card
 * (one place, or the whole part whose order is unknown); the number of
 * non-Event cards there (0: none in the pile). */
static int scrap_region(const game_state *g, int *lo, int *hi) {
    int len = g->action_discard_len;
    for (int i = 0, end; i < len; i = end) {
        if (i < g->action_discard_unknown) {
            end = g->action_discard_unknown;
        } else if ((g->discard_run >> i) & 1u) { /* a run: up to the other mark */
            uint64_t a = (g->discard_run_alt >> i) & 1u;
            for (end = i + 1; end < len && ((g->discard_run >> end) & 1u) && ((g->discard_run_alt >> end) & 1u) == a;) end++;
        } else {
            end = i + 1;
        }
        int n = 0;
        for (int j = i; j < end; j++) n += !is_event_card(g->action_discard[j]);
        if (n) {
            *lo = i, *hi = end;
            return n;
        }
    }
    return 0;
}

static void scrap_from_discard(game_state *g, int index, int lo, int hi) {
    uint8_t c = g->action_discard[index];
    if (hi - lo > 1) {
        /* From a part whose order is unknown, face down: nobody sees which
         * card went, so where its non-Event cards are is known to no one. */
        uint64_t region = 0;
        for (int i = lo; i < hi; i++)
            if (!is_event_card(g->action_discard[i])) region |= card_bit(g->action_discard[i]);
        for (int q = 0; q < g->num_players; q++) g->card_known[q] &= ~region;
    }
    discard_place_removed(g, index);
    g->camp.action_scrapped[c / 8] |= (uint8_t)(1u << (c % 8));
}

static void scrap_bottom(game_state *g, int card) {
    int lo, hi, n = scrap_region(g, &lo, &hi);
    if (!n) return;
    if (chance_explicit(g) && n > 1) {
        push_card_chance(g, card, 0);
        return;
    }
    /* The internal generator shuffled that part when it was laid. */
    for (int i = lo; i < hi; i++)
        if (!is_event_card(g->action_discard[i])) {
            scrap_from_discard(g, i, lo, hi);
            return;
        }
}

/* Chance's outcomes: that part's non-Event cards, in card order (the move
 * of a draw from the bottom of the discard: "draw-bottom <card>"). */
static void scrap_outcomes(const game_state *g, const frame *f, move_list *out, uint32_t *weights) {
    (void)f, (void)weights;
    uint64_t hidden = 0;
    int lo, hi;
    if (scrap_region(g, &lo, &hi))
        for (int i = lo; i < hi; i++)
            if (!is_event_card(g->action_discard[i])) hidden |= 1ull << g->action_discard[i];
    for (int c = 0; c < NUM_ACTION_CARDS; c++)
        if (hidden & (1ull << c)) add_move(out, ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, c, 0, CH_DISCARD_BOTTOM, 0);
}

static void scrap_drawn(game_state *g, const frame *f, arcs_move m) {
    (void)f;
    int lo, hi;
    if (scrap_region(g, &lo, &hi))
        for (int i = lo; i < hi; i++)
            if (g->action_discard[i] == m.a) {
                scrap_from_discard(g, i, lo, hi);
                return;
            }
}

static bool scrap_chance_ok(const game_state *g, const frame *f) {
    int lo, hi;
    return f->b == 0 && is_campaign(g) && scrap_region(g, &lo, &hi) > 1;
}

static void teach_begin(game_state *g, int p, int card) {
    if (teach_card_index(g) < 0) {
        card_log(g, card, "Player %d teaches: the discard pile holds only Event cards; nothing is scrapped.", p + 1);
        return;
    }
    /* Face down: it stays unknown to whoever did not know it (who knew it
     * at the bottom of the pile knows it is scrapped: card_known). */
    card_log(g, card, "Player %d teaches: the bottom non-Event card of the discard pile is scrapped.", p + 1);
    /* The attach waits under the scrap when chance decides the card. */
    if (FAITHFUL_STACK(g)->n && teach_places(g, p)) push_card_frame(g, FR_CARD, p, card, S_ATTACH);
    scrap_bottom(g, card);
}

static void teach_enumerate(const game_state *g, const frame *f, move_list *out) {
    unsigned places = teach_places(g, f->player);
    for (int i = 0; i < g->court_row_len; i++)
        if ((places >> i) & 1u) add_card_move(out, f->player, f->card, S_ATTACH, i, 0, 0);
}

static void teach_apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    int top = faithful_stack_top(g);
    if (top < 0) return;
    int fc = faithful_court_card(top);
    bool forced = attached_card(g, m.d) != NO_COURT_CARD;
    if (!attach_card(g, fc, m.d, forced)) return;
    FAITHFUL_STACK(g)->n--;
    fate_card_added(g);
    char name[24];
    card_log(g, card, "%s is attached to %s in Court place %d.", action_card_name(top, name), card_table[g->court_row[m.d]].name,
             m.d + 1);
}

static const card_new_action TEACH[] = {{ARCS_ACT_INFLUENCE, S_TEACH, teach_possible, teach_begin}};
static const card_step TEACH_STEPS[] = {
    [S_TEACH] = {"teach", "U", "Teach (Influence), scrapping the bottom action card of the discard pile, spending %1"},
    [S_ATTACH] = {"teach-attach", "n", "Teach: attach the top Faithful card to the Court card in place %#1"}};

const card_def card_spreading_the_faith = {
    .card = CARD_F803,
    .short_name = "spreading-the-faith",
    .steps = TEACH_STEPS,
    .nsteps = ARRAY_LEN(TEACH_STEPS),
    .new_actions = TEACH,
    .n_new_actions = 1,
    .enumerate = teach_enumerate,
    .apply = teach_apply,
    .chance_outcomes = scrap_outcomes,
    .chance_drawn = scrap_drawn,
    .chance_frame_ok = scrap_chance_ok,
    .chance_what = "the bottom non-Event action card of the discard, scrapped",
    /* Saved before CH_CARD: a discard-bottom draw "for" DISCARD_SCRAP. */
    .chance_was_kind = CH_DISCARD_BOTTOM,
    .chance_was_param = 0xFF,
};

/* ---- F813 Faithful Cards: the side of a played one, securing one ---- */

enum { S_ZEAL, S_WISDOM };

static void set_side(game_state *g, int p, int c, int side) {
    unsigned bit = 1u << (c - FAITHFUL_CARD_FIRST);
    set_wisdom_bits(g, side ? wisdom_bits(g) | bit : wisdom_bits(g) & ~bit);
    if (g->turn_player == p) g->pip_suit = (uint8_t)(side ? SUIT_WISDOM : SUIT_ZEAL);
    char name[24];
    glog(g, "Player %d places %s on its %s side.", p + 1, action_card_name(c, name), side ? "Wisdom" : "Zeal");
}

/* p played Faithful card `card` (hook point ACTION_KIND): placed on its
 * Zeal or Wisdom side. Led (how ARCS_MOVE_LEAD): the leader's choice, then
 * the declaration. Surpassing: the lead card's side ("To Surpass a
 * Faithful card, you must play a Faithful card on the same side"); Pivoting
 * off a Zeal (Wisdom) lead: the other side; off any other lead: p's choice. */
static void faithful_played(game_state *g, int p, int card, int how) {
    if (!is_faithful_card(card)) return;
    /* A source may fix the side (the Doctrine, ARCS-F823: follow_enum
     * offers no Pivot then on a Faithful lead). */
    int must = cards_action_card_suit(g, p, card);
    if (must >= 0) {
        set_side(g, p, card, must == SUIT_WISDOM);
        if (how == ARCS_MOVE_LEAD && declarable_ambitions(g, card)) push_frame(g, FR_DECLARE, p);
        return;
    }
    int side = -2; /* led: p's choice, then the declaration */
    if (how != ARCS_MOVE_LEAD) {
        int lead = played_suit(g, g->lead_card);
        side = how == ARCS_MOVE_SURPASS ? lead == SUIT_WISDOM : lead == SUIT_ZEAL ? 1 : lead == SUIT_WISDOM ? 0 : -1;
    }
    if (side >= 0) {
        set_side(g, p, card, side);
        return;
    }
    frame *f = push_card_frame(g, FR_CARD, p, CARD_F813, S_ZEAL);
    f->c = (uint8_t)card;
    f->d = side == -2; /* led: the declaration comes next */
}

/* The round's played cards are discarded: played Faithful cards leave
 * their sides. */
static void side_enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    add_card_move(out, f->player, f->card, S_ZEAL, 0, 0, 0);
    add_card_move(out, f->player, f->card, S_WISDOM, 0, 0, 0);
}

static void side_apply(game_state *g, arcs_move m) {
    int c = top_frame(g)->c, led = top_frame(g)->d;
    pop_frame(g);
    set_side(g, m.player, c, m.c == S_WISDOM);
    /* Declaring comes before any Prelude action (round.c, lead). */
    if (led && declarable_ambitions(g, c)) push_frame(g, FR_DECLARE, m.player);
}

/* p secured `card` from the Court (hook point ACTION_KIND): a Faithful
 * card goes to p's hand; false for any other card. */
static bool faithful_secured(game_state *g, int p, int card) {
    if (!is_faithful_court_card(card)) return false;
    int c = faithful_action_card(card);
    g->pl[p].hand |= card_bit(c);
    /* It leaves the Court cards for the action cards (conservation:
     * camp.fate_cards_added counts Fate cards among the Court cards). */
    g->camp.fate_cards_added--;
    cards_seen_by_all(g, card_bit(c));
    char name[24];
    card_log(g, CARD_F813, "Player %d secures %s and draws it into their hand.", p + 1, action_card_name(c, name));
    return true;
}

static const card_step SIDE_STEPS[] = {[S_ZEAL] = {"zeal", "", "place the Faithful card on its Zeal side (move, influence, battle, tax)"},
                                       [S_WISDOM] = {"wisdom", "", "place the Faithful card on its Wisdom side (build, repair, secure)"}};

/* FR_CARD frame c: the Faithful action card being placed; d: 1 when it
 * was led (the declaration follows). */
static void side_redealt(frame *f, const uint8_t *map) { f->c = map[f->c]; }

extern const card_data_def faithful_sides_card_data;
/* FRAME_CHECK: only S_ZEAL: c the played Faithful card, d 1 when it was
 * led. */
static bool side_frame_ok(const game_state *g, const frame *f) {
    (void)g;
    return f->kind == FR_CARD && f->step == S_ZEAL && card_frame_only(f, FB_C | FB_D) && is_faithful_card(f->c) && f->d <= 1;
}

/* A Faithful Court card whose action card is in a hand, the action deck,
 * the discard pile or in play is in play (Switching Fates scraps only the
 * rest of the set). */
static bool faithful_in_play(const game_state *g, int card) {
    return is_faithful_court_card(card) && action_card_copies(g, faithful_action_card(card)) > 0;
}

const card_def card_faithful_cards = {
    .card = CARD_F813,
    .short_name = "faithful-cards",
    .steps = SIDE_STEPS,
    .nsteps = ARRAY_LEN(SIDE_STEPS),
    .enumerate = side_enumerate,
    .apply = side_apply,
    .redealt = side_redealt,
    .data = &faithful_sides_card_data,
    .frame_ok = side_frame_ok,
    .action_card_played = faithful_played,
    .action_card_secured = faithful_secured,
    .in_play_elsewhere = faithful_in_play,
};

/* ---- F814 Pluralistic Faith ---- */

/* The log says when a lead Faithful card declared (the rule itself is
 * round.c's declarable_ambitions). */
static void pluralistic_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_AMBITION_DECLARED || ev->player != holder || g->played[holder] == NO_CARD ||
        !is_faithful_card(g->played[holder]) || g->play_mode[holder] != PLAY_LEAD)
        return;
    card_log(g, card, "Player %d declared %s with a Faithful card.", holder + 1, ambition_name(ev->a));
}

const card_def card_pluralistic_faith = {
    .card = CARD_F814,
    .short_name = "pluralistic-faith",
    .on_event = pluralistic_event,
    .events = EVENTS(EVT_AMBITION_DECLARED),
    /* "When you Lead a Faithful action card, you may use it to declare any
     * ambition" (the one kind of such cards in Act I). */
    .action_card_declares_any = true,
};

/* ---- the Faithful cards' card data (lib/cards/card_data.h) ---- */

#define FAIL CARD_DATA_FAIL

_Static_assert(FAITHFUL_SIDES_PLACE + sizeof(faithful_sides_data) <= CARD_DATA_BYTES &&
                   FAITHFUL_STACK_PLACE + sizeof(faithful_stack_data) <= CARD_DATA_BYTES,
               "the Believer's places in card_data");

/* F801A, the Faithful stack: 1 byte, public (on the wire as it is). */

/* Schemas 1 and 2: Campaign.faithful_stack. */
static bool stack_upgrade(game_state *g, const void *msg, unsigned schema, char *why, size_t cap) {
    const Arcs__Campaign *m = msg;
    if (schema >= 3) {
        if (m->faithful_stack) FAIL("schema 2 faithful_stack in a schema %u state", schema);
        return true;
    }
    if (m->faithful_stack > 0xFFu) FAIL("campaign.faithful_stack out of range");
    FAITHFUL_STACK(g)->n = (uint8_t)m->faithful_stack;
    return true;
}

static bool stack_invariants(const game_state *g, char *why, size_t cap) {
    if (FAITHFUL_STACK(g)->n > FAITHFUL_CARDS) FAIL("%d Faithful cards in their stack", FAITHFUL_STACK(g)->n);
    return true;
}

/* The stack holds the Faithful cards "1".."n" (ARCS-F801A). */
static int stack_holds_action_card(const game_state *g, int c) {
    return c >= FAITHFUL_CARD_FIRST && c < FAITHFUL_CARD_FIRST + FAITHFUL_STACK(g)->n;
}

/* The Faithful cards (ARCS-F801A, F803, F813): each in one place, their
 * stack, the Court (its card, ARCS-F804..F812), the action cards (hands,
 * decks, plays) or scrapped; none without the Believer. */
static bool faithful_conserved(const game_state *g, char *why, size_t cap) {
    bool believer = false;
    for (int i = 0; i < g->camp.booklet_len; i++) believer |= g->camp.booklet[i] == CARD_F813;
    for (int i = 0; i < FAITHFUL_CARDS; i++) {
        int c = FAITHFUL_CARD_FIRST + i;
        int n = action_card_copies(g, c) + court_card_copies(g, CARD_F804 + i) + cards_data_holds_action_card(g, c) +
                ((g->camp.action_scrapped[c / 8] >> (c % 8)) & 1);
        if (n != (believer ? 1 : 0)) FAIL("Faithful card %d in %d places", i + 1, n);
    }
    return true;
}

const card_data_def faithful_stack_card_data = {
    .size = sizeof(faithful_stack_data),
    .fixed = true,
    .offset = FAITHFUL_STACK_PLACE,
    .upgrade = stack_upgrade,
    .invariants = stack_invariants,
    .holds_action_card = stack_holds_action_card,
    .conserved = faithful_conserved,
};

/* F813, the sides of the played Faithful cards: the Wisdom bits, 2 bytes
 * little-endian, public (on the wire as they are). */

/* Schemas 1 and 2: Campaign.faithful_wisdom. */
static bool sides_upgrade(game_state *g, const void *msg, unsigned schema, char *why, size_t cap) {
    const Arcs__Campaign *m = msg;
    if (schema >= 3) {
        if (m->faithful_wisdom) FAIL("schema 2 faithful_wisdom in a schema %u state", schema);
        return true;
    }
    if (m->faithful_wisdom >> FAITHFUL_CARDS) FAIL("faithful_wisdom %#x", m->faithful_wisdom);
    set_wisdom_bits(g, m->faithful_wisdom);
    return true;
}

static bool sides_invariants(const game_state *g, char *why, size_t cap) {
    if (wisdom_bits(g) >> FAITHFUL_CARDS) FAIL("faithful sides %#x", wisdom_bits(g));
    return true;
}

/* Played Faithful cards leave their sides when the round ends, before the
 * discards (F813: "When you play one, place the card on either its Zeal or
 * Wisdom side"). */
static void sides_round_end(game_state *g) { set_wisdom_bits(g, 0); }

/* A Faithful card is two-sided (F813: "place the card on either its Zeal
 * or Wisdom side"): played face down (a Copy) or discarded face down to
 * seize, it still shows a Faithful side, so all see that it is one (F816
 * "(Even one that's face down!)"); a face-down card without that side is
 * seen not to be one. */
static int faithful_face_down_mark(int c) { return is_faithful_card(c) ? 1 : 0; }

const card_data_def faithful_sides_card_data = {
    .size = sizeof(faithful_sides_data),
    .fixed = true,
    .offset = FAITHFUL_SIDES_PLACE,
    .upgrade = sides_upgrade,
    .invariants = sides_invariants,
    .round_end = sides_round_end,
    .face_down_mark = faithful_face_down_mark,
};
