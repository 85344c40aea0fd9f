/*
 * The Believer's Doctrine and Ideals (Act II; campaign-plan.md WP9).
 *
 *   F822A/F822B Doctrine of Zeal / Doctrine of Wisdom (one two-sided card,
 *     tucked into the card play area by the Believer's Act II Setup): "You
 *     must play Faithful action cards on their Zeal (Wisdom) side. When you
 *     play a Faithful action card: You cannot declare ambitions this turn
 *     that have the Wisdom (Zeal) Ideal. If you declare an ambition this
 *     turn with no Ideal, place an Ideal marker in its ambition box on the
 *     Zeal (Wisdom) side."            -> the card's data (doctrine_data: its
 *     side, the Ideal markers on the ambition boxes and in the supply); its
 *     rules are the ones Doctrinal Faith states. "In Act III setup, this
 *     Doctrine card starts on the side matching the Ideal with more markers
 *     on ambition boxes. On a tie, it starts on Wisdom." -> EVENT
 *     (EVT_ACT_SETUP of Act III, heard by the law in the booklet then:
 *     Doctrinal Faith, or Repressed Faith, repressed_faith.c), whoever plays
 *     the Believer; doctrine_act3_side. The card stays in play while it
 *     shows a side (in_play_elsewhere: a Believer switching Fates keeps it).
 *   F823 Doctrinal Faith (law): "From now on, you must play Faithful action
 *     cards on the same side as the Doctrine [...] When you play a Faithful
 *     action card, you must follow these rules on your turn when you want to
 *     declare an ambition. If the ambition box has no Ideal marker, place an
 *     Ideal marker showing the Doctrine in the box. If the ambition box does
 *     have an Ideal marker, you cannot declare this ambition if its Ideal
 *     doesn't match the Doctrine."
 *     -> ACTION_KIND (action_card_suit: the Doctrine's side, so no Pivot of
 *     a Faithful card on a Faithful lead; action_card_declarable), EVENT
 *     (EVT_AMBITION_DECLARED: the Ideal placed).
 *   F821 Set Doctrine (edict, order 90: components.md §9.5): "The player
 *     who holds The Young Light or The Prophet may change the Doctrine to
 *     Zeal or Wisdom."                                          -> EDICT
 *
 * Readings (docs/rules-coverage.md, "Act II — Believer"): a led Faithful
 * card declares any ambition whose box has no Ideal or the Doctrine's
 * (Set Doctrine: the Doctrine "determines [...] which ambitions can be
 * declared by leading Faithful action cards"; Pluralistic Faith is
 * scrapped); "play a Faithful card" is a face-up play on one's own turn
 * (lead, Surpass, Pivot); faq.csv Doctrinal Faith: with no Ideal marker
 * left in the supply the ambition is declared without one. "Holds" (Set
 * Doctrine) is among one's Guild cards: The Young Light placed beside a
 * played card, or attached in the Court, is held by nobody. The edict
 * offers both sides ("zeal", "wisdom"): the side up already keeps it.
 *
 *   F827 Set Lay Doctrine (edict, order 90: components.md §9.5; the failed
 *     Act II Resolution's): every Faithful card in a hand revealed; the
 *     highest number's holder may change the Doctrine.          -> EDICT
 *     What the reveal tells all (the hands' other cards are not Faithful)
 *     until a hand changes unseen: the card's data (hand_lacks for
 *     arcs_determinize, hand_hidden).
 *
 * Moves: "card set-doctrine zeal|wisdom", "card set-lay-doctrine
 * zeal|wisdom".
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/believer/faithful.h"
#include "cards/hooks.h"

static unsigned ideal_bits(const game_state *g) {
    const doctrine_data *d = DOCTRINE(g);
    return d->ideals[0] | (unsigned)d->ideals[1] << 8;
}

int ideal_of(const game_state *g, int ambition) { return (int)(ideal_bits(g) >> (2 * ambition)) & 3; }

unsigned ideal_boxes(const game_state *g) {
    unsigned boxes = 0;
    for (int a = 0; a < ARCS_AMBITION_COUNT; a++)
        if (ideal_of(g, a) != IDEAL_NONE) boxes |= 1u << a;
    return boxes;
}

int faith_turn_play(const game_state *g, int p) {
    if (g->turn_player != p || g->played[p] == NO_CARD) return PLAYED_NONE;
    if (!is_faithful_card(g->played[p])) return PLAYED_OTHER;
    return played_face_up(g, p) ? PLAYED_FAITHFUL : PLAYED_NONE;
}

void ideal_put(game_state *g, int ambition, int ideal) {
    unsigned bits = (ideal_bits(g) & ~(3u << (2 * ambition))) | (unsigned)ideal << (2 * ambition);
    DOCTRINE(g)->ideals[0] = (uint8_t)bits;
    DOCTRINE(g)->ideals[1] = (uint8_t)(bits >> 8);
}

int doctrine_suit(const game_state *g) {
    int d = DOCTRINE(g)->doctrine;
    return d == IDEAL_ZEAL ? SUIT_ZEAL : d == IDEAL_WISDOM ? SUIT_WISDOM : -1;
}

static const char *ideal_name(int ideal) { return ideal == IDEAL_WISDOM ? "Wisdom" : "Zeal"; }

/* ---- F822A Doctrine of Zeal / Doctrine of Wisdom: the card's data ---- */

#define FAIL CARD_DATA_FAIL

static bool doctrine_invariants(const game_state *g, char *why, size_t cap) {
    const doctrine_data *d = DOCTRINE(g);
    if (d->doctrine > IDEAL_WISDOM) FAIL("Doctrine side %d", d->doctrine);
    int placed = 0;
    for (int a = 0; a < 8; a++) {
        int i = ideal_of(g, a);
        if (i > IDEAL_WISDOM || (i && a >= ARCS_AMBITION_COUNT)) FAIL("Ideal %d on ambition box %d", i, a);
        placed += i != IDEAL_NONE;
    }
    if (placed + d->supply > IDEAL_MARKERS) FAIL("%d Ideal markers placed, %d in the supply", placed, d->supply);
    if (d->doctrine == IDEAL_NONE && (placed || d->supply)) FAIL("Ideal markers without the Doctrine card");
    return true;
}

const card_data_def doctrine_card_data = {
    .size = sizeof(doctrine_data),
    .invariants = doctrine_invariants,
};

/* The Doctrine card stays in play while it shows a side (a Believer who
 * switches Fates leaves it tucked: Set Lay Doctrine flips it in Act III). */
static bool doctrine_in_play(const game_state *g, int card) {
    return card == CARD_F822A && DOCTRINE(g)->doctrine != IDEAL_NONE;
}

const card_def card_doctrine = {
    .card = CARD_F822A,
    .short_name = "doctrine",
    .data = &doctrine_card_data,
    .in_play_elsewhere = doctrine_in_play,
};

/* ---- F823 Doctrinal Faith ---- */

int doctrine_card_suit(const game_state *g, int p, int card) {
    (void)p;
    return is_faithful_card(card) ? doctrine_suit(g) : -1;
}

/* "If the ambition box does have an Ideal marker, you cannot declare this
 * ambition if its Ideal doesn't match the Doctrine." */
unsigned doctrine_declarable(const game_state *g) {
    unsigned mask = 0;
    int doctrine = DOCTRINE(g)->doctrine;
    for (int a = 0; a < ARCS_AMBITION_COUNT; a++) {
        int ideal = ideal_of(g, a);
        if (ideal == IDEAL_NONE || ideal == doctrine) mask |= 1u << a;
    }
    return mask;
}

unsigned doctrine_card_declarable(const game_state *g, int p, int card) {
    (void)p;
    return is_faithful_card(card) ? doctrine_declarable(g) : 0;
}

/* "If the ambition box has no Ideal marker, place an Ideal marker showing
 * the Doctrine in the box." The booklet answers for every player: the
 * declaring one acts. Any declaration on a turn p played a Faithful card
 * face up (faq.csv Dominant Faith Q1: Galactic Bards too). */
void doctrine_declared(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_AMBITION_DECLARED || ev->player != holder || faith_turn_play(g, holder) != PLAYED_FAITHFUL)
        return;
    doctrine_data *d = DOCTRINE(g);
    /* (The campaign's boxes 5 and 6, Edenguard and Blightkin, take no
     * Ideal: the Doctrine's markers are for the base boxes.) */
    if (ev->a >= ARCS_AMBITION_COUNT || ideal_of(g, ev->a) != IDEAL_NONE || d->doctrine == IDEAL_NONE) return;
    if (!d->supply) {
        /* faq.csv Doctrinal Faith, Dominant Faith Q2: "Do not place an Ideal
         * marker on it. You can still declare it." */
        card_log(g, card, "no Ideal marker is left; %s is declared without one.", ambition_name(ev->a));
        return;
    }
    d->supply--;
    ideal_put(g, ev->a, d->doctrine);
    card_log(g, card, "Player %d places an Ideal marker showing %s in the %s box.", holder + 1, ideal_name(d->doctrine),
             ambition_name(ev->a));
}

void doctrine_act3_side(game_state *g, int card) {
    doctrine_data *d = DOCTRINE(g);
    if (d->doctrine == IDEAL_NONE) return;
    int zeal = 0, wisdom = 0;
    for (int a = 0; a < ARCS_AMBITION_COUNT; a++) {
        zeal += ideal_of(g, a) == IDEAL_ZEAL;
        wisdom += ideal_of(g, a) == IDEAL_WISDOM;
    }
    d->doctrine = zeal > wisdom ? IDEAL_ZEAL : IDEAL_WISDOM;
    card_log(g, card, "%d Zeal and %d Wisdom Ideals on the ambition boxes: the Doctrine shows %s.", zeal, wisdom,
             ideal_name(d->doctrine));
}

/* Doctrinal Faith's events: the declarations, and the Doctrine card's own
 * "In Act III setup" line (EVT_ACT_SETUP, once: the initiative holder's
 * call), whoever plays the Believer then. */
static void doctrinal_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind == EVT_ACT_SETUP) {
        if (ev->a == 3 && holder == g->initiative) doctrine_act3_side(g, card);
        return;
    }
    doctrine_declared(g, holder, card, ev);
}

const card_def card_doctrinal_faith = {
    .card = CARD_F823,
    .short_name = "doctrinal-faith",
    .on_event = doctrinal_event,
    .events = EVENTS(EVT_ACT_SETUP, EVT_AMBITION_DECLARED),
    .action_card_suit = doctrine_card_suit,
    .action_card_declarable = doctrine_card_declarable,
};

/* ---- F821 Set Doctrine ---- */

enum { S_ZEAL, S_WISDOM };

static void set_doctrine_resolve(game_state *g, int card) {
    if (DOCTRINE(g)->doctrine == IDEAL_NONE) return;
    int p = -1;
    for (int q = 0; q < g->num_players && p < 0; q++)
        if (held_index(g, q, CARD_F816) >= 0 || held_index(g, q, CARD_F825) >= 0) p = q;
    if (p < 0) {
        card_log(g, card, "nobody holds The Young Light or The Prophet; the Doctrine stays %s.",
                 ideal_name(DOCTRINE(g)->doctrine));
        return;
    }
    card_log(g, card, "Player %d, who holds %s, may change the Doctrine.", p + 1,
             card_table[held_index(g, p, CARD_F816) >= 0 ? CARD_F816 : CARD_F825].name);
    push_card_frame(g, FR_CARD, p, card, S_ZEAL);
}

static void set_doctrine_enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    add_card_move(out, f->player, f->card, S_ZEAL, 0, 0, 0);
    add_card_move(out, f->player, f->card, S_WISDOM, 0, 0, 0);
}

static void set_doctrine_apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    doctrine_data *d = DOCTRINE(g);
    int side = m.c == S_WISDOM ? IDEAL_WISDOM : IDEAL_ZEAL;
    card_log(g, card, side == d->doctrine ? "Player %d keeps the Doctrine on %s." : "Player %d changes the Doctrine to %s.",
             m.player + 1, ideal_name(side));
    d->doctrine = (uint8_t)side;
}

static const card_step SET_DOCTRINE_STEPS[] = {
    [S_ZEAL] = {"zeal", "", "the Doctrine on its Zeal side"},
    [S_WISDOM] = {"wisdom", "", "the Doctrine on its Wisdom side"},
};

/* FRAME_CHECK: only S_ZEAL (the decision), no data. */
static bool set_doctrine_frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_ZEAL && card_frame_only(f, 0) && DOCTRINE(g)->doctrine != IDEAL_NONE;
}

const card_def card_set_doctrine = {
    .card = CARD_F821,
    .short_name = "set-doctrine",
    .steps = SET_DOCTRINE_STEPS,
    .nsteps = ARRAY_LEN(SET_DOCTRINE_STEPS),
    .edict_order = 90,
    .edict = set_doctrine_resolve,
    .enumerate = set_doctrine_enumerate,
    .apply = set_doctrine_apply,
    .frame_ok = set_doctrine_frame_ok,
};

/* ---- F827 Set Lay Doctrine ---- */

/* What the reveal tells everyone until a hand changes unseen: bit p of
 * `bare`: every Faithful card in p's hand is one all saw revealed, so
 * p's other cards are not Faithful cards (arcs_determinize deals none
 * there: hand_lacks). A hidden card joining p's hand, or p's hidden cards
 * changing face down, clears p's bit (hand_hidden). Public. */
typedef struct lay_doctrine_data {
    uint8_t bare;
} lay_doctrine_data;
#define LAY_DOCTRINE(g) CARD_DATA(g, lay_doctrine_data, card_data_place(CARD_F827))

static uint64_t faithful_in_hand(const game_state *g, int p) {
    uint64_t cards = 0;
    for (uint64_t h = g->pl[p].hand; h; h &= h - 1)
        if (is_faithful_card(__builtin_ctzll(h))) cards |= h & -h;
    return cards;
}

static bool lay_doctrine_invariants(const game_state *g, char *why, size_t cap) {
    unsigned bare = LAY_DOCTRINE(g)->bare;
    if (bare >> g->num_players) FAIL("Set Lay Doctrine: bare hands 0x%x beyond the %d players", bare, g->num_players);
    uint64_t seen_by_all = ~0ull;
    for (int q = 0; q < g->num_players; q++) seen_by_all &= g->card_known[q];
    for (int p = 0; p < g->num_players; p++)
        if ((bare >> p) & 1u && (faithful_in_hand(g, p) & ~seen_by_all))
            FAIL("Set Lay Doctrine: Player %d's hand holds a Faithful card nobody saw revealed", p + 1);
    return true;
}

static void lay_doctrine_hand_hidden(game_state *g, int p) { LAY_DOCTRINE(g)->bare &= (uint8_t)~(1u << p); }

static bool lay_doctrine_hand_lacks(const game_state *g, int p, int c) {
    return (LAY_DOCTRINE(g)->bare >> p) & 1u && is_faithful_card(c);
}

static const card_data_def lay_doctrine_card_data = {
    .size = sizeof(lay_doctrine_data),
    .invariants = lay_doctrine_invariants,
    .hand_hidden = lay_doctrine_hand_hidden,
    .hand_lacks = lay_doctrine_hand_lacks,
};

/* F827 (edict 90: components.md §9.5):
 * "Players reveal their Faithful action cards. The player who reveals the
 * highest initiative number may change the Doctrine to Zeal or Wisdom."
 * Every Faithful card in a hand is shown to all (it stays in the hand,
 * known: arcs_determinize keeps it there); the numbers are unique, so the
 * highest is one player's. Nobody revealing one: no decision. The
 * decision is Set Doctrine's ("card set-lay-doctrine zeal|wisdom"). */
static void set_lay_doctrine_resolve(game_state *g, int card) {
    if (DOCTRINE(g)->doctrine == IDEAL_NONE) return;
    /* Every hand shown for its Faithful cards: the others are not. */
    LAY_DOCTRINE(g)->bare = (uint8_t)((1u << g->num_players) - 1);
    int best = -1, p = -1;
    for (int i = 0; i < g->num_players; i++) {
        int q = (g->initiative + i) % g->num_players;
        for (uint64_t h = g->pl[q].hand; h; h &= h - 1) {
            int c = __builtin_ctzll(h);
            if (!is_faithful_card(c)) continue;
            cards_seen_by_all(g, card_bit(c));
            char name[24];
            card_log(g, card, "Player %d reveals %s.", q + 1, action_card_name(c, name));
            if (action_number(c) > best) {
                best = action_number(c);
                p = q;
            }
        }
    }
    if (p < 0) {
        card_log(g, card, "nobody reveals a Faithful card; the Doctrine stays %s.", ideal_name(DOCTRINE(g)->doctrine));
        return;
    }
    card_log(g, card, "Player %d revealed the highest number and may change the Doctrine.", p + 1);
    push_card_frame(g, FR_CARD, p, card, S_ZEAL);
}

const card_def card_set_lay_doctrine = {
    .card = CARD_F827,
    .short_name = "set-lay-doctrine",
    .steps = SET_DOCTRINE_STEPS,
    .nsteps = ARRAY_LEN(SET_DOCTRINE_STEPS),
    .edict_order = 90,
    .edict = set_lay_doctrine_resolve,
    .data = &lay_doctrine_card_data,
    .enumerate = set_doctrine_enumerate,
    .apply = set_doctrine_apply,
    .frame_ok = set_doctrine_frame_ok,
};
