/*
 * Sprinter Drives (ARCS-L03).
 *
 *   "When you move fresh Loyal ships, you may move any of them one more
 *    time. (Damaged ships can move with them once, but won't move one more
 *    time. Resolve this after all Catapult moves.)"               -> MOVED
 *
 * During the holder's Move, g->ll.moved_fresh counts, per system, the
 * fresh ships that moved and ended there (a Catapult's drop-offs
 * included). When the Move is over, the holder chooses a system with such
 * ships, "card sprinter-drives sprint-from <system>", and moves some of
 * them one more time (the standard Move decisions follow, limited to those
 * fresh ships: move-to, ships; a Catapult if the system has a Loyal
 * starport), again and again, or "decline" to stop. faq.csv, Sprinter
 * Drives: not recursive (a bonus move earns none); the bonus move may be a
 * Catapult move; each fresh ship that moved may move again on its own, to
 * a different destination, those dropped off along a Catapult's path
 * included. After Tactical's move before battling (a Move that must leave
 * a Battle: faq.csv, Warrior) the bonus moves must leave one too.
 *
 * Frame data: S_OFFER (automatic, below the Move) and S_FROM: c = 1 for a
 * Move that must leave a Battle.
 */
#include "cards/hooks.h"
#include "campaign/flagship.h"

enum { S_FROM, S_OFFER };

/* The fresh ships that moved to s and may move again; campaign, Cards &
 * Flagships ("Ship Improvements.", yaml): "Cards that improve your Loyal
 * ships—like Sprinter Drives—do improve your Flagship, since it is a
 * fresh Loyal ship": the Flagship that moved to s counts (MOVED_FLAGSHIP). */
static int eligible(const game_state *g, int p, int s) {
    int n = g->ll.moved_fresh[s] & MOVED_COUNT;
    bool flagship = (g->ll.moved_fresh[s] & MOVED_FLAGSHIP) && flagship_system(g, p) == s;
    return (n < g->sys[s].fresh[p] ? n : g->sys[s].fresh[p]) + flagship;
}

static bool may_sprint_from(const game_state *g, int p, int s, bool keep) {
    return sys_in_play(g, s) && eligible(g, p, s) > 0 && (!keep || move_keep_battle_from(g, p, s));
}

static void move_begin(game_state *g, int p, int card, bool keep) {
    memset(g->ll.moved_fresh, 0, sizeof g->ll.moved_fresh);
    push_card_frame(g, FR_CARD_AUTO, p, card, S_OFFER)->c = keep;
}

/* A Move of the holder is under way: this card's frame (S_OFFER below
 * the Move, or S_FROM) is on the stack. Ships moved otherwise (Slipstream
 * Drive's Catapult, the Seeker Golem's) are not counted: the loader
 * accepts moved_fresh only while the frame is there (validate.c). */
static bool in_move(const game_state *g, int card) {
    for (int i = 0; i < g->depth; i++)
        if ((g->stack[i].kind == FR_CARD_AUTO || g->stack[i].kind == FR_CARD) && g->stack[i].card == card) return true;
    return false;
}

static void ships_moved(game_state *g, int p, int card, int from, int to, int fresh, int flags) {
    (void)p;
    if (!in_move(g, card)) return;
    uint8_t *m = g->ll.moved_fresh;
    /* The map centre (system 24, the campaign's Twisted Passage) keeps no
     * count: ships moving there or from there are not counted for a bonus
     * move (moved_fresh holds the map's 24 systems). */
    if (from >= NUM_SYSTEMS || to >= NUM_SYSTEMS) {
        if (from < NUM_SYSTEMS && !(flags & MOVE_FLAGSHIP)) {
            int n = m[from] & MOVED_COUNT;
            m[from] = (uint8_t)(m[from] - (fresh < n ? fresh : n));
        }
        return;
    }
    if (flags & MOVE_FLAGSHIP) { /* the Flagship: moved once more (done), or moved to `to` */
        m[from] &= (uint8_t)~MOVED_FLAGSHIP;
        if (!(flags & MOVE_BONUS)) m[to] |= MOVED_FLAGSHIP;
        return;
    }
    int n = m[from] & MOVED_COUNT, k = fresh < n ? fresh : n;
    if (flags & MOVE_BONUS) {
        /* Ships moving one more time are done; not recursive. */
        if (!(flags & MOVE_ONWARD)) m[from] = (uint8_t)(m[from] - k);
        return;
    }
    m[from] = (uint8_t)(m[from] - k);
    m[to] = (uint8_t)(m[to] + fresh);
}

/* FR_CARD_AUTO S_OFFER: the Move (or a bonus move) is over. */
static void offer(game_state *g) {
    frame *f = top_frame(g);
    int p = f->player, card = f->card, keep = f->c;
    pop_frame(g);
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (may_sprint_from(g, p, s, keep)) {
            push_card_frame(g, FR_CARD, p, card, S_FROM)->c = (uint8_t)keep;
            return;
        }
    memset(g->ll.moved_fresh, 0, sizeof g->ll.moved_fresh);
    g->ll.move_flags = 0; /* the Move is over */
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (may_sprint_from(g, f->player, s, f->c)) add_card_move(out, f->player, f->card, S_FROM, s, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = m.player, card = f->card, keep = f->c;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) {
        memset(g->ll.moved_fresh, 0, sizeof g->ll.moved_fresh);
        g->ll.move_flags = 0; /* the Move is over */
        return;
    }
    char name[16];
    if (log_enabled(g))
        card_log(g, card, "Player %d moves fresh ships from %s one more time.", p + 1, system_name(m.d, name));
    push_card_frame(g, FR_CARD_AUTO, p, card, S_OFFER)->c = (uint8_t)keep;
    move_bonus_begin(g, p, m.d, keep);
}

static const card_step STEPS[] = {[S_FROM] = {"sprint-from", "s", "move fresh ships that moved to %1 one more time"}};

/* FRAME_CHECK: S_FROM, S_OFFER: c = 1 to keep a Battle. */
static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    return card_frame_only(f, FB_C) && f->c <= 1;
}

const card_def card_sprinter_drives = {
    .card = CARD_L03,
    .short_name = "sprinter-drives",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .move_begin = move_begin,
    .ships_moved = ships_moved,
    .enumerate = enumerate,
    .apply = apply,
    .step = offer,
    .frame_ok = frame_ok,
    .counts_moved_ships = true,
};
