/* The dense integer action space (arcs.h, "Integer actions").
 *
 * Player actions are numbered by move kind, in arcs_move_kind order, with
 * ARCS_MOVE_CARD last; within a kind, by its arguments in mixed radix
 * (a, b, c: the first argument varies slowest). Each argument has a fixed
 * range (KIND_BLOCKS), so an action is a pure function of the move's meaning,
 * not of its bytes. Card moves (a, b = the card instance's card-table index,
 * c = step, d, e, f = the step's argument bytes) take one block per card
 * that has an effect definition, in card-table order (a reprint has its own
 * block), and within it one block per step (the def's own steps, then the
 * common ones), sized by the ranges of the step's argument letters
 * (letter_range). Chance outcomes have
 * their own numbering 0..arcs_chance_outcome_count()-1. docs/action-space.md
 * lists every block. The card blocks' first actions are summed once, on
 * first use (CARD_FIRST), so a card move converts in constant time. */
#include <stdatomic.h>
#include <stdbool.h>
#include <string.h>

#include "cards/campaign/fates/caretaker/golems.h"
#include "core/engine.h"
#include "core/frames.h"
#include "core/game.h"
#include "data/tables.h"
#include "rules/rules.h"

/* The ranges of a move's arguments a, b, c for each kind but CARD and
 * CHANCE, in arcs_move_kind order; an argument of range 1 must be 0, and d
 * must be 0. A kind's block size is the product of its ranges. */
#define SYS NUM_SYSTEMS
#define CARDS BASE_ACTION_CARDS /* Event cards are only played by ARCS_MOVE_EVENT */
#define SLOTS BUILDING_SLOTS_MAX /* the printed slots and (Leaders & Lore) the places outside them */
/* ARCS_MOVE_HIT a: ship, damaged ship, building slots 0..3 (2..5), the
 * campaign's Imperial ships and Blight (8..11), a Flagship board's columns
 * (12..17), a fresh / damaged card-owned piece harmed like a building
 * (18, 19: the Banners). */
#define HIT_TARGET_RANGE 20
#define KIND_BLOCKS(X)                                                                                      \
    X(LEAD, CARDS, 1, 1)                                                                                   \
    X(PASS, 1, 1, 1)                                                                                       \
    X(SURPASS, CARDS, 1, 1)                                                                                \
    X(COPY, CARDS, 1, 1)                                                                                   \
    X(PIVOT, CARDS, 1, 1)                                                                                  \
    X(DECLARE, ARCS_AMBITION_COUNT, 1, 1)                                                                  \
    X(NO_DECLARE, 1, 1, 1)                                                                                 \
    X(SEIZE, CARDS, 1, 1)                                                                                  \
    X(NO_SEIZE, 1, 1, 1)                                                                                   \
    X(MULLIGAN, 1, 1, 1)                                                                                   \
    X(KEEP_HAND, 1, 1, 1)                                                                                  \
    X(SPEND, RES_SLOTS_MAX, ARCS_ACTION_COUNT, 2)                                                              \
    X(ACTION, ARCS_ACTION_COUNT, 1, 1)                                                                     \
    X(END_TURN, 1, 1, 1)                                                                                   \
    X(TAX, SYSTEMS_MAX, SLOTS, 1)                                                                                  \
    X(BUILD_CITY, SYS, 1, 1)                                                                               \
    X(BUILD_STARPORT, SYS, 1, 1)                                                                           \
    X(BUILD_SHIP, SYSTEMS_MAX, SLOTS, 1)                                                                           \
    X(REPAIR_SHIP, SYSTEMS_MAX, 1, 1)                                                                              \
    X(REPAIR_BUILDING, SYSTEMS_MAX, SLOTS, 1)                                                                      \
    X(INFLUENCE, COURT_ROW_MAX, 1, 1)                                                                      \
    X(SECURE, COURT_ROW_MAX, 1, 1)                                                                         \
    X(MOVE_FROM, SYSTEMS_MAX, 1, 1)                                                                    \
    X(MOVE_TO, SYSTEMS_MAX, 1, 1)                                                                      \
    X(SHIPS, SHIPS_PER_PLAYER + 1, SHIPS_PER_PLAYER + 1, 1)                                                \
    X(CATAPULT_STOP, 1, 1, 1)                                                                              \
    X(PLACE_RESOURCE, RES_SLOTS + 1, 1, 1)                                                                 \
    X(DISCARD_RESOURCE, RES_SLOTS + 1, 1, 1)                                                               \
    X(PLACE_SHIPS_GATE, SYS, 1, 1)                                                                         \
    X(BATTLE_SYSTEM, SYSTEMS_MAX, 1, 1)                                                                    \
    X(BATTLE_DEFENDER, OWNER_BLIGHT + 1, 1, 1)                                                             \
    X(DICE, 3, BATTLE_DICE_MAX + 1, 1)                                                                     \
    X(HIT, HIT_TARGET_RANGE, 1, 1)                                                                         \
    X(RAID, 3, RAID_PLACES, 1)                                                                        \
    X(RAID_STOP, 1, 1, 1)                                                                                  \
    X(RANSACK, COURT_ROW_MAX, 1, 1)                                                                        \
    X(DECLINE, 1, 1, 1)                                                                                    \
    X(FATE, FATES_DEALT, 1, 1)                                                                             \
    X(START_PLACE, SYS, 2, 1)                                                                              \
    X(ADD_IMPERIAL, IMPERIAL_SHIPS + 1, IMPERIAL_SHIPS + 1, 1)                                             \
    X(REPAIR_IMPERIAL, SYSTEMS_MAX, 1, 1)                                                                          \
    X(EVENT, EVENT_CARD_FIRST + EVENT_CARDS_MAX, 1, 1)                                                     \
    X(SUMMIT, 1, 1, 1)                                                                                     \
    X(NO_SUMMIT, 1, 1, 1)                                                                                  \
    X(RESOLVE_CRISES, 1, 1, 1)                                                                             \
    X(RESOLVE_EDICTS, 1, 1, 1)                                                                             \
    X(STEAL_TRUST, NUM_RES, 1, 1)                                                                          \
    X(ENFORCE, 1, 1, 1)                                                                                    \
    X(CHANGE_POLICY, 3, 1, 1)                                                                              \
    X(DEMAND, MAX_PLAYERS, 6, 16)                                                                          \
    X(MAKE_OUTLAW, MAX_PLAYERS, 1, 1)                                                                      \
    X(REQUISITION, SYS, 1, 1)                                                                              \
    X(ARM, MAX_PLAYERS, 1, 1)                                                                              \
    X(RETURN_FAVORS, MAX_PLAYERS, ARCS_NEGOTIATION_COUNT, 1)                                              \
    X(PETITION, 1, 1, 1)                                                                                   \
    X(LEAVE_EMPIRE, MAX_PLAYERS + 1, 1, 1)                                                                 \
    X(REVIVE_EMPIRE, 1, 1, 1)                                                                              \
    X(ORDER_DONE, 1, 1, 1)                                                                                 \
    X(DEAL_ADD, MAX_PLAYERS, MAX_PLAYERS, ARCS_NEGOTIATION_COUNT)                                          \
    X(CEDE, SYSTEMS_MAX, 2 + BUILDING_SLOTS_MAX, 1)                                                                \
    X(DELEGATE, COURT_ROW_MAX, 1, 1)                                                                       \
    X(TRANSFER, ARCS_ASSET_COUNT, GUILD_HELD_MAX, 1)                                                            \
    X(DEAL_SUBMIT, 1, 1, 1)                                                                                \
    X(DEAL_WITHDRAW, 1, 1, 1)                                                                              \
    X(DEAL_ACCEPT, 1, 1, 1)                                                                                \
    X(DEAL_REJECT, 1, 1, 1)                                                                                \
    X(NEGOTIATE_PASS, 1, 1, 1)                                                                             \
    X(DEAL_REMOVE, DEAL_ITEMS_MAX, 1, 1)                                                                   \
    X(FLAGSHIP_BUILD, FLAGSHIP_COLUMNS, 2, 2)                                                              \
    X(FLAGSHIP_SHIP, SYSTEMS_MAX, 1, 1)                                                                    \
    X(FLAGSHIP_REPAIR, FLAGSHIP_COLUMNS, 2, 1)                                                             \
    X(FLAGSHIP_ALONG, 2, 1, 1)                                                                             \
    X(SLIPSTREAM, 1, 1, 1)                                                                                 \
    X(RESETTLE_PLACE, SYS, SLOTS_PER_SYSTEM, 3)

/* Each block's first and last action, at compile time: an enum constant
 * without a value follows the previous one, so each block starts right
 * after the one before. */
#define AS_BOUNDS(k, na, nb, nc) FIRST_##k, LAST_##k = FIRST_##k + (na) * (nb) * (nc)-1,
enum { KIND_BLOCKS(AS_BOUNDS) CARD_BASE };

typedef struct kind_block {
    int32_t first;  /* 0 with n[0] == 0: the kind has no block here */
    uint8_t n[3];
} kind_block;

#define AS_BLOCK(k, na, nb, nc) [ARCS_MOVE_##k] = {FIRST_##k, {na, nb, nc}},
static const kind_block KIND_BLOCK[ARCS_MOVE_KIND_COUNT] = {KIND_BLOCKS(AS_BLOCK)};

/* The kinds with a block in block order, and their first actions (rising):
 * an action's kind by binary search. */
#define AS_KIND(k, na, nb, nc) ARCS_MOVE_##k,
#define AS_FIRST(k, na, nb, nc) FIRST_##k,
static const uint8_t BLOCK_KIND[] = {KIND_BLOCKS(AS_KIND)};
static const int32_t BLOCK_FIRST[] = {KIND_BLOCKS(AS_FIRST)};
enum { BLOCK_COUNT = sizeof BLOCK_KIND };

/* Numbers ("n") in card steps: 0..CARD_NUMBER_RANGE-1. */
#define CARD_NUMBER_RANGE 32
/* Argument bytes of a card step: d, e, f. */
#define CARD_ARG_BYTES 3

/* The range of a card step's argument letter (lib/api/move_text.c). */
static int letter_range(char letter) {
    switch (letter) {
    case 'c': return EVENT_CARD_EXTRA; /* the cards before the extra Event card (the numbering stays) */
    case 'E': return NUM_ACTION_CARDS; /* any action card, the extra Event card included */
    case 's': return SYSTEMS_MAX; /* the map's 24 and the campaign's map centre (the Twisted Passage) */
    case 'A': return AMBITION_BOXES_MAX; /* the campaign's Edenguard and Blightkin too */
    case 'x': return ARCS_ACTION_COUNT;
    case 'D': return DIE_TYPES;
    case 'p': return MAX_PLAYERS;
    case 'o': return OWNER_BLIGHT + 1; /* a defender: a player, the Free States, the Empire or the Blight */
    case 'r': return NUM_RES;
    case 'U': return RES_SLOTS_MAX + 1; /* the action pip, or a resource slot (a card's included) */
    case 'K': return card_table_len; /* a Court card by its card-table index (two bytes) */
    case 'L': return NUM_CLUSTERS;
    case 'M': return 1 << 6; /* a set of assault dice (bit per die; at most 6 are rolled) */
    case 'S': return 1 << RES_SLOTS_MAX; /* a set of resource slots (bit per slot, a card's included) */
    default: return CARD_NUMBER_RANGE;
    }
}

/* The number of actions of one step of a card: the product of its letters'
 * ranges (0 if the card has no such step). */
static int32_t step_size(int card, int step) {
    const char *short_name, *name, *args;
    if (!card_move_form(card, step, &short_name, &name, &args)) return 0;
    int32_t size = 1;
    for (int i = 0; args[i]; i++) size *= letter_range(args[i]);
    return size;
}

/* A card's block: the sum of its steps' blocks (0 for a card without a def). */
static int32_t card_size(int card) {
    int32_t size = 0;
    for (int i = 0, s; (s = card_step_at(card, i)) >= 0; i++) size += step_size(card, s);
    return size;
}

/* The campaign's Faithful action cards (ids TWO_SIDED_CARD_FIRST..) played
 * by LEAD, SURPASS, COPY, PIVOT and SEIZE come after every card block (the
 * numbering before them stays): 5 x 9 actions, in this kind order. */
static const uint8_t FAITHFUL_PLAY_KINDS[] = {ARCS_MOVE_LEAD, ARCS_MOVE_SURPASS, ARCS_MOVE_COPY, ARCS_MOVE_PIVOT,
                                              ARCS_MOVE_SEIZE};
enum { FAITHFUL_PLAY_KIND_COUNT = sizeof FAITHFUL_PLAY_KINDS };
/* The first action of each card's block, CARD_FIRST[card_table_len] the
 * first after them all, summed on first use: every thread sums and writes
 * the same values, and CARD_FIRST_READY (release / acquire) tells that all
 * are written. The Python binding and vector environments convert every
 * legal move, so summing the blocks each time cost more than the rules. */
static _Atomic int32_t CARD_FIRST[CARD_TABLE_LEN + 1];
static atomic_bool CARD_FIRST_READY;

static int32_t card_first(int card) {
    if (!atomic_load_explicit(&CARD_FIRST_READY, memory_order_acquire)) {
        int32_t at = CARD_BASE;
        for (int k = 0; k < card_table_len; k++) {
            atomic_store_explicit(&CARD_FIRST[k], at, memory_order_relaxed);
            at += card_size(k);
        }
        atomic_store_explicit(&CARD_FIRST[card_table_len], at, memory_order_relaxed);
        atomic_store_explicit(&CARD_FIRST_READY, true, memory_order_release);
    }
    return atomic_load_explicit(&CARD_FIRST[card], memory_order_relaxed);
}

static int32_t faithful_plays_first(void) { return card_first(card_table_len); }

/* Then the extra Event card (EVENT_CARD_EXTRA) played by EVENT: one action,
 * last (the EVENT block keeps its range). */
static int32_t extra_event_play(void) { return faithful_plays_first() + FAITHFUL_PLAY_KIND_COUNT * TWO_SIDED_CARDS; }

/* Then the campaign's ambition boxes 5 and 6 (Edenguard, Blightkin: the
 * Guardian's and the Naturalist's Act III) declared by DECLARE, last (the
 * DECLARE block keeps the base boxes' range). */
enum { EXTRA_BOXES = AMBITION_BOXES_MAX - ARCS_AMBITION_COUNT };
static int32_t extra_declare_first(void) { return extra_event_play() + 1; }

int32_t arcs_action_count(void) { return extra_declare_first() + EXTRA_BOXES; }

/* Chance outcomes: die faces (a face x b die type), action-deck draws,
 * draws from the bottom of the discard, Court draws and draft draws
 * (card-table index), the campaign's number die and event die (6 each),
 * then its Fate, lore and Govern-edict draws (card-table index). */
#define CHANCE_DIE 18
#define CHANCE_CARDS (CHANCE_DIE + 2 * BASE_ACTION_CARDS)
/* The first outcome of the chance kinds numbered by card-table index, in
 * this order (CH_COURT_DRAW, CH_DRAFT_DRAW; after the two campaign dice:
 * CH_FATE_DRAW, CH_LORE_DRAW, CH_GOVERN_TOP). */
static const uint8_t CARD_CHANCE_KINDS[] = {CH_COURT_DRAW, CH_DRAFT_DRAW, CH_FATE_DRAW, CH_LORE_DRAW, CH_GOVERN_TOP};
enum { CARD_CHANCE_KIND_COUNT = sizeof CARD_CHANCE_KINDS, CAMPAIGN_DICE = 12 };
static int32_t card_chance_first(int i) {
    return CHANCE_CARDS + i * card_table_len + (i >= 2 ? CAMPAIGN_DICE : 0);
}
/* The campaign's Event cards drawn from the deck, then from the bottom of
 * the discard, come last (the base numbering stays). */
static int32_t chance_events_first(void) { return CHANCE_CARDS + CARD_CHANCE_KIND_COUNT * card_table_len + CAMPAIGN_DICE; }
/* The action cards past the base deck (Event, then Faithful cards; the
 * extra Event card apart): drawn from the deck, then from the bottom of the
 * discard. */
#define EXTRA_ACTION_CARDS (EVENT_CARD_EXTRA - BASE_ACTION_CARDS)
/* Then the Golems drawn for the Caretaker's setup (CHANCE_GOLEM_DRAW), by identity. */
static int32_t chance_golems_first(void) { return chance_events_first() + 2 * EXTRA_ACTION_CARDS; }
/* Then the extra Event card drawn from the deck, then from the bottom of the discard. */
static int32_t chance_extra_event_first(void) { return chance_golems_first() + GOLEMS; }
/* Then a card's own two-way outcome (kind 0, a = 0 or 1: a card chance
 * whose outcomes are "no" and "yes", e.g. fewer than 3 hits on a roll). */
static int32_t chance_two_way_first(void) { return chance_extra_event_first() + 2; }
int32_t arcs_chance_outcome_count(void) { return chance_two_way_first() + 2; }

static arcs_status chance_to_id(arcs_move m, int32_t *out) {
    int court = m.a | m.b << 8;
    if (m.d) return ARCS_E_INVALID_ARG;
    switch (m.c) {
    case 0:
        if (m.a >= 2 || m.b) return ARCS_E_INVALID_ARG;
        *out = chance_two_way_first() + m.a;
        return ARCS_OK;
    case CH_DIE:
        if (m.a >= 6 || m.b >= 3) return ARCS_E_INVALID_ARG;
        *out = m.b * 6 + m.a;
        return ARCS_OK;
    case CH_ACTION_DRAW:
    case CH_DISCARD_BOTTOM: {
        if (m.a >= NUM_ACTION_CARDS || m.b) return ARCS_E_INVALID_ARG;
        int bottom = m.c == CH_DISCARD_BOTTOM;
        if (m.a == EVENT_CARD_EXTRA) *out = chance_extra_event_first() + bottom;
        else if (m.a >= BASE_ACTION_CARDS) *out = chance_events_first() + bottom * EXTRA_ACTION_CARDS + m.a - BASE_ACTION_CARDS;
        else *out = CHANCE_DIE + bottom * BASE_ACTION_CARDS + m.a;
        return ARCS_OK;
    }
    case CHANCE_GOLEM_DRAW:
        if (m.a >= GOLEMS || m.b) return ARCS_E_INVALID_ARG;
        *out = chance_golems_first() + m.a;
        return ARCS_OK;
    case CH_NUMBER_DIE:
    case CH_EVENT_DIE:
        if (m.a >= 6 || m.b) return ARCS_E_INVALID_ARG;
        *out = card_chance_first(2) - CAMPAIGN_DICE + (m.c == CH_EVENT_DIE ? 6 : 0) + m.a;
        return ARCS_OK;
    default:
        for (int i = 0; i < CARD_CHANCE_KIND_COUNT; i++)
            if (m.c == CARD_CHANCE_KINDS[i]) {
                if (court >= card_table_len) return ARCS_E_INVALID_ARG;
                *out = card_chance_first(i) + court;
                return ARCS_OK;
            }
        return ARCS_E_INVALID_ARG;
    }
}

static void chance_from_id(int32_t id, arcs_move *m) {
    int32_t dice = card_chance_first(2) - CAMPAIGN_DICE;
    if (id < CHANCE_DIE) {
        m->c = CH_DIE;
        m->a = (uint8_t)(id % 6);
        m->b = (uint8_t)(id / 6);
    } else if (id < CHANCE_CARDS) {
        id -= CHANCE_DIE;
        m->c = id < BASE_ACTION_CARDS ? CH_ACTION_DRAW : CH_DISCARD_BOTTOM;
        m->a = (uint8_t)(id % BASE_ACTION_CARDS);
    } else if (id >= chance_two_way_first()) {
        m->c = 0;
        m->a = (uint8_t)(id - chance_two_way_first());
    } else if (id >= chance_extra_event_first()) {
        m->c = id == chance_extra_event_first() ? CH_ACTION_DRAW : CH_DISCARD_BOTTOM;
        m->a = EVENT_CARD_EXTRA;
    } else if (id >= chance_golems_first()) {
        m->c = CHANCE_GOLEM_DRAW;
        m->a = (uint8_t)(id - chance_golems_first());
    } else if (id >= chance_events_first()) {
        id -= chance_events_first();
        m->c = id < EXTRA_ACTION_CARDS ? CH_ACTION_DRAW : CH_DISCARD_BOTTOM;
        m->a = (uint8_t)(BASE_ACTION_CARDS + id % EXTRA_ACTION_CARDS);
    } else if (id >= dice && id < dice + CAMPAIGN_DICE) {
        m->c = id - dice < 6 ? CH_NUMBER_DIE : CH_EVENT_DIE;
        m->a = (uint8_t)((id - dice) % 6);
    } else {
        int i = CARD_CHANCE_KIND_COUNT - 1;
        while (i > 0 && id < card_chance_first(i)) i--;
        id -= card_chance_first(i);
        m->c = CARD_CHANCE_KINDS[i];
        m->a = (uint8_t)(id & 0xFF);
        m->b = (uint8_t)(id >> 8);
    }
}

static arcs_status card_to_action(arcs_move m, int32_t *out) {
    int card = card_move_card(m);
    const char *short_name, *name, *args;
    if (card >= card_table_len || !card_move_form(card, m.c, &short_name, &name, &args)) return ARCS_E_INVALID_ARG;
    int32_t at = card_first(card);
    bool listed = false;
    for (int i = 0, s; (s = card_step_at(card, i)) >= 0 && !(listed = s == m.c); i++) at += step_size(card, s);
    if (!listed) return ARCS_E_INVALID_ARG;
    /* The step's arguments in mixed radix, the first slowest; the argument
     * bytes it does not use must be 0. */
    const uint8_t bytes[CARD_ARG_BYTES] = {m.d, m.e, m.f};
    int32_t index = 0;
    int used = 0;
    for (int i = 0; args[i]; i++) {
        if (used + (args[i] == 'K') >= CARD_ARG_BYTES) return ARCS_E_INVALID_ARG;
        int v = bytes[used++];
        if (args[i] == 'K') v |= bytes[used++] << 8;
        int range = letter_range(args[i]);
        if (v >= range) return ARCS_E_INVALID_ARG;
        index = index * range + v;
    }
    for (; used < CARD_ARG_BYTES; used++)
        if (bytes[used]) return ARCS_E_INVALID_ARG;
    *out = at + index;
    return ARCS_OK;
}

static arcs_status card_from_action(int32_t action, arcs_move *m) {
    if (action < CARD_BASE || action >= faithful_plays_first()) return ARCS_E_INVALID_ARG;
    /* The card whose block holds the action: the last whose block starts at
     * or before it (blocks are in card-table order; an empty one starts
     * where the next does). */
    int card = 0, hi = card_table_len; /* card_first(card) <= action < card_first(hi) */
    while (hi - card > 1) {
        int mid = card + (hi - card) / 2;
        if (card_first(mid) <= action) card = mid;
        else hi = mid;
    }
    int32_t rest = action - card_first(card);
    for (int i = 0, s; (s = card_step_at(card, i)) >= 0; i++) {
        int32_t ssize = step_size(card, s);
        if (rest >= ssize) {
            rest -= ssize;
            continue;
        }
        const char *short_name, *name, *args;
        card_move_form(card, s, &short_name, &name, &args);
        int n = (int)strlen(args), vals[CARD_ARG_BYTES] = {0};
        for (int j = n - 1; j >= 0; j--) {
            int range = letter_range(args[j]);
            vals[j] = (int)(rest % range);
            rest /= range;
        }
        uint8_t bytes[CARD_ARG_BYTES] = {0};
        for (int j = 0, used = 0; j < n && used < CARD_ARG_BYTES; j++) {
            bytes[used++] = (uint8_t)(vals[j] & 0xFF);
            if (args[j] == 'K' && used < CARD_ARG_BYTES) bytes[used++] = (uint8_t)(vals[j] >> 8);
        }
        m->kind = ARCS_MOVE_CARD;
        m->a = (uint8_t)(card & 0xFF);
        m->b = (uint8_t)(card >> 8);
        m->c = (uint8_t)s;
        m->d = bytes[0];
        m->e = bytes[1];
        m->f = bytes[2];
        return ARCS_OK;
    }
    return ARCS_E_INVALID_ARG;
}

arcs_status arcs_move_to_action(arcs_move move, int32_t *action) {
    if (!action || move.kind == ARCS_MOVE_NONE || move.kind >= ARCS_MOVE_KIND_COUNT) return ARCS_E_INVALID_ARG;
    if (move.kind == ARCS_MOVE_CARD) return card_to_action(move, action);
    if (move.e || move.f) return ARCS_E_INVALID_ARG;
    if (move.kind == ARCS_MOVE_CHANCE) return chance_to_id(move, action);
    if (move.kind == ARCS_MOVE_EVENT && move.a == EVENT_CARD_EXTRA && !move.b && !move.c && !move.d) {
        *action = extra_event_play();
        return ARCS_OK;
    }
    if (move.kind == ARCS_MOVE_DECLARE && move.a >= ARCS_AMBITION_COUNT && move.a < AMBITION_BOXES_MAX && !move.b &&
        !move.c && !move.d) {
        *action = extra_declare_first() + move.a - ARCS_AMBITION_COUNT;
        return ARCS_OK;
    }
    if (move.a >= TWO_SIDED_CARD_FIRST && move.a < NUM_ACTION_CARDS && !move.b && !move.c && !move.d)
        for (int i = 0; i < FAITHFUL_PLAY_KIND_COUNT; i++)
            if (move.kind == FAITHFUL_PLAY_KINDS[i]) {
                *action = faithful_plays_first() + i * TWO_SIDED_CARDS + move.a - TWO_SIDED_CARD_FIRST;
                return ARCS_OK;
            }
    const kind_block *k = &KIND_BLOCK[move.kind];
    if (move.a >= k->n[0] || move.b >= k->n[1] || move.c >= k->n[2] || move.d) return ARCS_E_INVALID_ARG;
    *action = k->first + (move.a * k->n[1] + move.b) * k->n[2] + move.c;
    return ARCS_OK;
}

arcs_status arcs_action_to_move(const arcs_game *game, int32_t action, arcs_move *move) {
    if (!game || !move || action < 0) return ARCS_E_INVALID_ARG;
    int decider = arcs_current_player(game);
    if (decider == ARCS_PLAYER_NONE) return ARCS_E_GAME_OVER;
    arcs_move m;
    memset(&m, 0, sizeof m);
    if (decider == ARCS_PLAYER_CHANCE) {
        if (action >= arcs_chance_outcome_count()) return ARCS_E_INVALID_ARG;
        m.kind = ARCS_MOVE_CHANCE;
        m.player = ARCS_PLAYER_CHANCE_ID;
        chance_from_id(action, &m);
        *move = m;
        return ARCS_OK;
    }
    m.player = (uint8_t)decider;
    if (action < CARD_BASE) {
        /* The kind whose block holds the action: the last block starting
         * at or before it. */
        int lo = 0, hi = BLOCK_COUNT; /* BLOCK_FIRST[lo] <= action < BLOCK_FIRST[hi] */
        while (hi - lo > 1) {
            int mid = lo + (hi - lo) / 2;
            if (BLOCK_FIRST[mid] <= action) lo = mid;
            else hi = mid;
        }
        int kind = BLOCK_KIND[lo];
        const kind_block *k = &KIND_BLOCK[kind];
        int32_t rest = action - k->first;
        m.kind = (uint8_t)kind;
        m.c = (uint8_t)(rest % k->n[2]);
        rest /= k->n[2];
        m.b = (uint8_t)(rest % k->n[1]);
        m.a = (uint8_t)(rest / k->n[1]);
        *move = m;
        return ARCS_OK;
    }
    int32_t faithful = faithful_plays_first();
    if (action >= extra_declare_first()) {
        if (action >= arcs_action_count()) return ARCS_E_INVALID_ARG;
        m.kind = ARCS_MOVE_DECLARE;
        m.a = (uint8_t)(ARCS_AMBITION_COUNT + action - extra_declare_first());
        *move = m;
        return ARCS_OK;
    }
    if (action == extra_event_play()) {
        m.kind = ARCS_MOVE_EVENT;
        m.a = EVENT_CARD_EXTRA;
        *move = m;
        return ARCS_OK;
    }
    if (action >= faithful) {
        if (action >= faithful + FAITHFUL_PLAY_KIND_COUNT * TWO_SIDED_CARDS) return ARCS_E_INVALID_ARG;
        m.kind = FAITHFUL_PLAY_KINDS[(action - faithful) / TWO_SIDED_CARDS];
        m.a = (uint8_t)(TWO_SIDED_CARD_FIRST + (action - faithful) % TWO_SIDED_CARDS);
        *move = m;
        return ARCS_OK;
    }
    if (card_from_action(action, &m) != ARCS_OK) return ARCS_E_INVALID_ARG;
    *move = m;
    return ARCS_OK;
}

arcs_status arcs_legal_actions(const arcs_game *game, int32_t *actions, size_t cap, size_t *count) {
    if (!game || !count || (cap && !actions)) return ARCS_E_INVALID_ARG;
    const arcs_move *moves;
    size_t n;
    arcs_status st = arcs_legal_moves_view(game, &moves, &n);
    if (st != ARCS_OK) return st;
    *count = n;
    if (n > cap) return cap == 0 && !actions ? ARCS_OK : ARCS_E_BUFFER_TOO_SMALL;
    for (size_t i = 0; i < n; i++) {
        int32_t a;
        st = arcs_move_to_action(moves[i], &a);
        if (st != ARCS_OK) return ARCS_E_UNSUPPORTED; /* a move outside the documented ranges */
        /* Insertion sort: lists are short and mostly enumerated in order. */
        size_t j = i;
        while (j > 0 && actions[j - 1] > a) {
            actions[j] = actions[j - 1];
            j--;
        }
        actions[j] = a;
    }
    return ARCS_OK;
}

arcs_status arcs_apply_action(arcs_game *game, int32_t action) {
    arcs_move m;
    arcs_status st = arcs_action_to_move(game, action, &m);
    if (st == ARCS_E_GAME_OVER) return game_fail(game, st, "the game is over: no move applies");
    if (st != ARCS_OK && game) {
        int32_t count = arcs_current_player(game) == ARCS_PLAYER_CHANCE ? arcs_chance_outcome_count()
                                                                           : arcs_action_count();
        return game_fail(game, st, "action %ld is outside 0..%ld", (long)action, (long)count - 1);
    }
    if (st != ARCS_OK) return st;
    return arcs_apply(game, m);
}
