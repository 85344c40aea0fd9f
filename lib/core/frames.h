/*
 * The decision stack.
 *
 * Rules that need a choice push a frame. Legal-move enumeration reads the top
 * frame; apply hands the move to the top frame's owner, which changes the
 * state and pushes or pops frames; then the engine runs forward through
 * automatic frames (those without an enumerate function) until a decision
 * frame is on top or the game is over.
 *
 * Each frame kind is owned by the rule file that serves it and registered in
 * lib/api/registry.c. A frame's enumerate must produce at least one move; a
 * frame that would have none must not be pushed (or must be automatic).
 */
#ifndef ARCS_CORE_FRAMES_H
#define ARCS_CORE_FRAMES_H

#include "core/state.h"

#include <assert.h>
#include <stddef.h>
#include <string.h>

typedef struct move_list {
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    int n;
} move_list;

enum frame_kind {
    FR_NONE = 0,
    /* lib/rules/round.c */
    FR_ROUND,            /* auto: runs the round: next turn, initiative check, discards */
    FR_LEAD,             /* decide: lead a card or pass the initiative */
    FR_FOLLOW,           /* decide: Surpass, Copy or Pivot */
    FR_DECLARE,          /* decide: declare an ambition or not */
    FR_SEIZE,            /* decide: seize the initiative with an extra card or not */
    FR_TURN,             /* decide: Prelude spends, pips, end of turn */
    FR_END_TURN,         /* auto: end-of-turn duties (elimination check) */
    /* lib/rules/chapter.c */
    FR_CHAPTER_END,      /* auto: scoring, clean-up, game end, new hands */
    FR_MULLIGAN,         /* decide: 2 players, keep or redraw */
    /* lib/rules/actions.c */
    FR_TAX,
    FR_BUILD,
    FR_REPAIR,
    FR_INFLUENCE,
    FR_SECURE,
    FR_MOVE_FROM,
    FR_MOVE_TO,
    FR_MOVE_SHIPS,
    FR_CATAPULT,
    FR_ELIMINATION,      /* decide: gate for 3 fresh ships */
    /* lib/rules/resources.c */
    FR_PLACE_RESOURCE,   /* decide: slot for a gained resource */
    FR_DISCARD_RESOURCE, /* decide: which resource to discard when too many */
    /* lib/rules/court.c */
    FR_COURT_REFILL,     /* auto: refill a Court row place after a When Secured effect */
    /* lib/rules/battle.c */
    FR_BATTLE_SYSTEM,
    FR_BATTLE_DEFENDER,
    FR_BATTLE_DICE,
    FR_BATTLE_RESOLVE,   /* auto: walks the resolution order */
    FR_BATTLE_HIT,
    FR_BATTLE_RAID,
    FR_RANSACK,
    FR_OUTRAGE,          /* auto or decide: Outrage bookkeeping after a city is destroyed */
    /* lib/cards */
    FR_CARD,             /* a card effect's own decision; dispatched by card hooks */
    FR_CARD_AUTO,        /* a card effect's continuation */
    /* explicit chance (lib/core/chance.c) */
    FR_CHANCE,
    /* lib/rules/chapter.c */
    FR_DEAL,             /* auto: deal hands card by card (a chance decision each in explicit mode) */
    /* lib/rules/leaders_lore.c */
    FR_DRAFT,            /* decide: take a leader or a lore card from the draft rows */
    FR_LL_SETUP,         /* auto: after the draft, the leaders' pieces, resources and setup steps */
    /* lib/campaign/setup.c */
    FR_CAMPAIGN_SETUP,   /* auto: Act I Setup (campaign_state.setup_step) */
    FR_FATE,             /* decide: keep one of the two dealt Fate cards (secret) */
    FR_START_PLACE,      /* decide: a starting placement at an Imperial planet */
    /* lib/rules/battle.c (campaign) */
    FR_BATTLE_IMPERIAL,  /* decide: Imperial ships a Regent adds to the attack */
    /* lib/rules/actions.c (campaign) */
    FR_MOVE_IMPERIAL,    /* decide: Imperial ships moving with the Loyal ships (Movement Law) */
    /* lib/campaign/events.c */
    FR_EVENT,            /* auto: the round's event (Event cards or the Imperial Council) */
    FR_GOVERN,           /* auto: Govern the Imperial Reach (Demand, Imperial Action) */
    FR_EVENT_CHOICE,     /* decide: a choice of the event (Summit, Crises or Edicts, Demand...) */
    /* lib/campaign/summit.c */
    FR_SUMMIT,           /* auto: runs the Summit (campaign_state.summit.phase) */
    FR_SUMMIT_ORDER,     /* decide: the caller's Call to Order actions */
    FR_SUMMIT_NEGOTIATE, /* decide: pass, or compose a deal and submit it */
    FR_SUMMIT_ITEM,      /* decide: the target of a Negotiation action */
    FR_SUMMIT_CONSENT,   /* decide: a party accepts or rejects the deal */
    /* lib/campaign/intermission.c */
    FR_INTERMISSION,     /* auto: the Intermission A-F (campaign_state.intermission_step) */

    /* lib/campaign/act_setup.c */
    FR_ACT_SETUP,        /* auto: Act II & III Setup (campaign_state.act_setup_step) */
    FR_FLAGSHIP_ALONG,   /* decide: the Flagship comes along with the ships moved or stays */
    FR_RESETTLE,         /* decide: Resettling a Flagship, steps 2-3 (flagship_events.c) */
    FR_KIND_COUNT
};

struct game_state;

typedef struct frame_ops {
    const char *name;
    /* Decision frames: append every legal move (never zero). NULL = automatic. */
    void (*enumerate)(const game_state *g, const frame *f, move_list *out);
    /* Decision frames: apply a move already known to be legal.
     * Automatic frames: step (called with a zeroed move). */
    void (*apply)(game_state *g, arcs_move m);
} frame_ops;

/* Every frame kind's ops, by kind (lib/api/registry.c). */
extern const frame_ops *const frame_table[FR_KIND_COUNT];

/* Stack helpers (inline: every rule step pushes and pops). push returns
 * the new top frame (its data zeroed). The stack is sized for the deepest
 * nesting the rules produce; a deeper push is an engine bug: it is recorded
 * (arcs_apply then fails with ARCS_E_INTERNAL) and the frame goes to the
 * spare entry past the top, so no frame of the stack is overwritten. */
static inline frame *push_frame(game_state *g, int kind, int player) {
    frame *f;
    if (g->depth >= STACK_MAX) {
        g->engine_error = ENGINE_ERROR_STACK_OVERFLOW;
        f = &g->stack[STACK_MAX];
    } else {
        f = &g->stack[g->depth++];
    }
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* The frame's 12 bytes in two stores: kind and player in the first 8
     * (the rest zero), then 4 zero bytes. */
    _Static_assert(sizeof(frame) == 12 && offsetof(frame, kind) == 0 && offsetof(frame, player) == 1,
                   "a frame is 12 bytes, kind and player first");
    uint64_t head = (uint64_t)(uint8_t)kind | (uint64_t)(uint8_t)player << 8;
    uint32_t tail = 0;
    memcpy(f, &head, sizeof head);
    memcpy((uint8_t *)f + sizeof head, &tail, sizeof tail);
#ifndef NDEBUG
    frame z;
    memset(&z, 0, sizeof z);
    z.kind = (uint8_t)kind;
    z.player = (uint8_t)player;
    assert(memcmp(&z, f, sizeof z) == 0);
#endif
#else
    memset(f, 0, sizeof *f);
    f->kind = (uint8_t)kind;
    f->player = (uint8_t)player;
#endif
    return f;
}
static inline frame *top_frame(game_state *g) { return g->depth ? &g->stack[g->depth - 1] : NULL; }
/* The top frame (just pushed) moves down to stack index i, the frames from
 * i up one place: a frame that runs once those above it are done (an
 * overflowing push, the engine error, stays where push_frame put it).
 * Returns the moved frame. */
static inline frame *sink_top_frame(game_state *g, int i) {
    if (g->engine_error || i < 0 || i >= g->depth) return top_frame(g);
    frame moved = g->stack[g->depth - 1];
    memmove(&g->stack[i + 1], &g->stack[i], (size_t)(g->depth - 1 - i) * sizeof g->stack[0]);
    g->stack[i] = moved;
    return &g->stack[i];
}
static inline const frame *top_frame_c(const game_state *g) { return g->depth ? &g->stack[g->depth - 1] : NULL; }
/* Pop the top frame, zeroing it (frames above the top stay zero). */
static inline void pop_frame(game_state *g) {
    if (g->depth) {
        g->depth--;
        memset(&g->stack[g->depth], 0, sizeof g->stack[0]);
    }
}

/* Append a move to a list. */
static inline void add_move(move_list *out, int kind, int player, int a, int b, int c, int d) {
    arcs_move *m = &out->m[out->n++];
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* The move's 8 bytes (kind, player, a, b, c, d, then e and f zero) in
     * one store instead of eight: the enumerations append hundreds of
     * thousands of moves per 100,000 decisions. */
    _Static_assert(sizeof(arcs_move) == 8 && offsetof(arcs_move, kind) == 0 && offsetof(arcs_move, player) == 1 &&
                       offsetof(arcs_move, a) == 2 && offsetof(arcs_move, b) == 3 && offsetof(arcs_move, c) == 4 &&
                       offsetof(arcs_move, d) == 5 && offsetof(arcs_move, e) == 6 && offsetof(arcs_move, f) == 7,
                   "arcs_move is the 8 bytes kind, player, a, b, c, d, e, f");
    uint64_t v = (uint64_t)(uint8_t)kind | (uint64_t)(uint8_t)player << 8 | (uint64_t)(uint8_t)a << 16 |
                 (uint64_t)(uint8_t)b << 24 | (uint64_t)(uint8_t)c << 32 | (uint64_t)(uint8_t)d << 40;
    memcpy(m, &v, sizeof v);
#ifndef NDEBUG
    assert(m->kind == (uint8_t)kind && m->player == (uint8_t)player && m->a == (uint8_t)a && m->b == (uint8_t)b &&
           m->c == (uint8_t)c && m->d == (uint8_t)d && m->e == 0 && m->f == 0);
#endif
#else
    m->kind = (uint8_t)kind;
    m->player = (uint8_t)player;
    m->a = (uint8_t)a;
    m->b = (uint8_t)b;
    m->c = (uint8_t)c;
    m->d = (uint8_t)d;
    m->e = m->f = 0;
#endif
}

/* Append a card move (ARCS_MOVE_CARD): the card instance (card-table index),
 * its step and up to three argument bytes. */
static inline void add_card_move(move_list *out, int player, int card, int step, int x, int y, int z) {
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* One 8-byte store, as add_move's (e and f then the argument bytes y, z). */
    arcs_move *m = &out->m[out->n++];
    uint64_t v = (uint64_t)ARCS_MOVE_CARD | (uint64_t)(uint8_t)player << 8 | (uint64_t)(uint8_t)card << 16 |
                 (uint64_t)(uint8_t)(card >> 8) << 24 | (uint64_t)(uint8_t)step << 32 | (uint64_t)(uint8_t)x << 40 |
                 (uint64_t)(uint8_t)y << 48 | (uint64_t)(uint8_t)z << 56;
    memcpy(m, &v, sizeof v);
#ifndef NDEBUG
    assert(m->kind == ARCS_MOVE_CARD && m->player == (uint8_t)player && m->a == (uint8_t)card &&
           m->b == (uint8_t)(card >> 8) && m->c == (uint8_t)step && m->d == (uint8_t)x && m->e == (uint8_t)y &&
           m->f == (uint8_t)z);
#endif
#else
    add_move(out, ARCS_MOVE_CARD, player, card & 0xFF, card >> 8, step, x);
    out->m[out->n - 1].e = (uint8_t)y;
    out->m[out->n - 1].f = (uint8_t)z;
#endif
}

/* The card instance and step of a card move. */
static inline int card_move_card(arcs_move m) { return m.a | m.b << 8; }

/* Enumerate the top frame's legal moves (0 when the game is over). */
void enumerate_moves(const game_state *g, move_list *out);

/* Run automatic frames until a decision frame is on top or the game ends. */
void run_forward(game_state *g);

/* Frame ops defined by each rule file. */
extern const frame_ops round_frame_ops, lead_frame_ops, follow_frame_ops, declare_frame_ops,
    seize_frame_ops, turn_frame_ops, end_turn_frame_ops;
extern const frame_ops chapter_end_frame_ops, mulligan_frame_ops;
extern const frame_ops tax_frame_ops, build_frame_ops, repair_frame_ops, influence_frame_ops,
    secure_frame_ops, move_from_frame_ops, move_to_frame_ops, move_ships_frame_ops,
    catapult_frame_ops, elimination_frame_ops, move_imperial_frame_ops, flagship_along_frame_ops,
    resettle_frame_ops;
extern const frame_ops place_resource_frame_ops, discard_resource_frame_ops;
extern const frame_ops court_refill_frame_ops;
extern const frame_ops battle_system_frame_ops, battle_defender_frame_ops, battle_dice_frame_ops,
    battle_resolve_frame_ops, battle_imperial_frame_ops, battle_hit_frame_ops, battle_raid_frame_ops, ransack_frame_ops,
    outrage_frame_ops;
extern const frame_ops card_frame_ops, card_auto_frame_ops;
extern const frame_ops chance_frame_ops;
extern const frame_ops deal_frame_ops;
extern const frame_ops draft_frame_ops, ll_setup_frame_ops;

#endif
