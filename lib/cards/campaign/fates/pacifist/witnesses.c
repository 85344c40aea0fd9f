/*
 * Witnesses (ARCS-F1402, Ability; Pacifist, Act II): in the Pacifist's play
 * area (Pacifist Act II Setup, ARCS-F1401A).
 *
 *   "Witness tokens are your Loyal pieces."          -> TOKEN (token_is_loyal)
 *   Campaign rulebook, "Tokens": Loyal tokens are treated as the owner's
 *   pieces (core has_loyal_piece asks loyal_token_at: the Presence Law,
 *   Flagship placement...); "You can build buildings at Loyal tokens"
 *   (rules/actions.c build_targets asks loyal_token_at). They still
 *   "cannot be harmed" (the card does not say they can), so none is ever
 *   damaged and "you can repair damaged Loyal tokens" never applies. The
 *   tokens are g->camp.tokens entries of this card (pacifist.h).
 *
 *   "You may move Witnesses you control. When you Catapult move ships, you
 *    may move Witnesses along with them."     -> NEW_ACTION, MOVED
 *   A Witness "you control" lies in a system you control (Base rulebook,
 *   "Control": "You control a system and its contents"). Our reading of
 *   moving them like ships (docs/rules-coverage.md):
 *   - a Move action may move Witnesses instead of ships: "card witnesses
 *     move-witnesses <pip or resource>" (NEW_ACTION in place of Move), then
 *     "card witnesses move <from> <to>" and "card witnesses count <n>": n
 *     Witnesses the holder controls from a system to an adjacent one, as a
 *     Move moves a group of ships;
 *   - each time the holder moves ships from a system (a Move's group, a
 *     Catapult leg), the Witnesses they controlled there, control judged
 *     before the ships leave ("check for control before moving in"), may
 *     come along: "card witnesses along <n>" or "decline", decided when the
 *     ships' Move is over; on a Catapult they go on with the group to where
 *     it stops (the decision's destination follows it: along_goes_on).
 *     faq.csv Witnesses Q1: "The control requisite still applies to
 *     Catapult Moves."
 *
 *   "Prelude: You may flip a Witness you control at a Psionic planet to its
 *    Psionic resource side and take it. You may declare Empath."
 *                                                    -> PRELUDE
 *   "card witnesses flip <system>": the Witness leaves the map and becomes
 *   a Psionic token of the game (campaign_state.psionic_extra: a 6th or
 *   more, for the rest of the campaign, as the Pacifist's Act II
 *   Resolution's "flip any Witnesses on the map to Psionic and add them to
 *   the resource supply" shows), which the holder takes
 *   (pacifist_gain_psionic: into a slot or onto Well of Empathy; spent, it
 *   goes to the supply like any Psionic). Then "card witnesses
 *   declare" (Empath, when an ambition marker is Available) or "decline".
 *   faq.csv Witnesses Q2: "You must do the first part to declare Empath":
 *   the declaration is offered only after a flip. Any number of Prelude
 *   actions (Base rulebook, "Prelude Actions").
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "pacifist.h"

enum { S_FLIP, S_DECLARE, S_ALONG, S_MOVE_WITNESSES, S_MOVE, S_COUNT };

int witnesses_in(const game_state *g, int p, int s) {
    int n = 0;
    for (int i = 0; i < g->camp.n_tokens; i++) {
        const token_state *t = &g->camp.tokens[i];
        n += t->card == CARD_F1402 && t->owner == p && t->where == s;
    }
    return n;
}

uint32_t witness_systems(const game_state *g, int p) {
    uint32_t m = 0;
    for (int i = 0; i < g->camp.n_tokens; i++) {
        const token_state *t = &g->camp.tokens[i];
        if (t->card == CARD_F1402 && t->owner == p && t->where < NUM_SYSTEMS) m |= 1u << t->where;
    }
    return m;
}

int witnesses_remove_all(game_state *g, int p) {
    int n = 0;
    for (uint32_t m = witness_systems(g, p); m; m &= m - 1)
        while (token_remove(g, CARD_F1402, __builtin_ctz(m))) n++;
    return n;
}

bool empath_declared(const game_state *g) {
    for (size_t m = 0; m < sizeof g->marker_box; m++)
        if (g->marker_box[m] == ARCS_EMPATH) return true;
    return false;
}

/* Systems (bit per system) with a Witness p controls at a Psionic planet. */
static uint32_t flippable(const game_state *g, int p) {
    uint32_t m = 0;
    for (uint32_t s = witness_systems(g, p); s; s &= s - 1) {
        int sys = __builtin_ctz(s);
        if (planet_type(sys) == ARCS_PSIONIC && player_controls(g, p, sys)) m |= 1u << sys;
    }
    return m;
}

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    for (uint32_t m = flippable(g, p); m; m &= m - 1) add_card_move(out, p, card, S_FLIP, __builtin_ctz(m), 0, 0);
}

static void prelude_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_move_card(m), sys = m.d;
    char sn[16];
    token_remove(g, CARD_F1402, sys);
    /* The token becomes a Psionic of the game, taken from where it is
     * (added to the supply here, then gained from it). */
    g->camp.psionic_extra++;
    g->res_supply[ARCS_PSIONIC]++;
    card_log(g, card, "Player %d flips the Witness in %s to its Psionic side and takes it.", p + 1,
             system_name(sys, sn));
    /* Witnesses Q2: the declaration comes after the flip (pushed first:
     * the Psionic's placement, if any, is settled before it). */
    /* Not an ambition a law bars now (hook point DECLARE: Dominant Faith,
     * faq.csv Dominant Faith Q1). */
    if (ambition_marker_available(g) && !(cards_undeclarable(g, p) >> ARCS_EMPATH & 1u))
        push_card_frame(g, FR_CARD, p, card, S_DECLARE);
    pacifist_gain_psionic(g, p, 1);
}

/* ---- NEW_ACTION: Witnesses moved with a Move action of their own ---- */

/* Systems (bit per system) with Witnesses p controls. */
static uint32_t movable(const game_state *g, int p) {
    uint32_t m = 0;
    for (uint32_t s = witness_systems(g, p); s; s &= s - 1)
        if (player_controls(g, p, __builtin_ctz(s))) m |= 1u << __builtin_ctz(s);
    return m;
}

static bool move_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    return movable(g, p) != 0;
}

static void move_begin_witnesses(game_state *g, int p, int card) {
    push_card_frame(g, FR_CARD, p, card, S_MOVE);
}

static const card_new_action NEW_ACTIONS[] = {
    {ARCS_ACT_MOVE, S_MOVE_WITNESSES, move_possible, move_begin_witnesses},
};

/* S_MOVE: "card witnesses move <from> <to>": Witnesses p controls from a
 * system to an adjacent one; S_COUNT (c from, d to): "count <n>", how
 * many (all the choices when more than one lies there). */
static void move_enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_COUNT) {
        for (int k = 1; k <= witnesses_in(g, f->player, f->c); k++) add_card_move(out, f->player, f->card, S_COUNT, k, 0, 0);
        return;
    }
    for (uint32_t m = movable(g, f->player); m; m &= m - 1) {
        int from = __builtin_ctz(m);
        uint8_t adj[8];
        int na = adjacent_systems(g, from, adj);
        for (int i = 0; i < na; i++) add_card_move(out, f->player, f->card, S_MOVE, from, adj[i], 0);
    }
}

static void witnesses_go(game_state *g, int p, int card, int from, int to, int n, const char *how) {
    for (int k = 0; k < n; k++) {
        token_remove(g, CARD_F1402, from);
        token_add(g, CARD_F1402, p, to);
    }
    char a[16], b[16];
    card_log(g, card, "Player %d moves %d Witness%s from %s to %s%s.", p + 1, n, n == 1 ? "" : "es",
             system_name(from, a), system_name(to, b), how);
}

/* ---- MOVED: Witnesses along with the ships ---- */

/* Did p control `from` before `fresh` fresh ships left it? The ships are
 * put back for the question, then taken away again. */
static bool controlled_before(game_state *g, int p, int from, int fresh) {
    uint8_t keep = g->sys[from].fresh[p];
    g->sys[from].fresh[p] = (uint8_t)(keep + fresh);
    bool ok = player_controls(g, p, from);
    g->sys[from].fresh[p] = keep;
    return ok;
}

/* A Catapult goes on from `from` (a gate): the Witnesses waiting to come
 * along with the group (a decision below on the stack, its destination
 * `from`) go on with it to `to`; the decision comes when the Move is over. */
static bool along_goes_on(game_state *g, int p, int from, int to) {
    for (int i = g->depth - 1; i >= 0; i--) {
        frame *f = &g->stack[i];
        if (f->kind == FR_CARD && f->card == CARD_F1402 && f->step == S_ALONG && f->player == p && f->d == from) {
            f->d = (uint8_t)to;
            return true;
        }
    }
    return false;
}

static void ships_moved(game_state *g, int p, int card, int from, int to, int fresh, int flags) {
    (void)flags;
    if (along_goes_on(g, p, from, to)) return;
    if (!witnesses_in(g, p, from) || !controlled_before(g, p, from, fresh)) return;
    frame *f = push_card_frame(g, FR_CARD, p, card, S_ALONG);
    f->c = (uint8_t)from;
    f->d = (uint8_t)to;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_MOVE || f->step == S_COUNT) {
        move_enumerate(g, f, out);
        return;
    }
    if (f->step == S_DECLARE) {
        add_card_move(out, f->player, f->card, S_DECLARE, 0, 0, 0);
    } else {
        int n = witnesses_in(g, f->player, f->c);
        for (int k = 1; k <= n; k++) add_card_move(out, f->player, f->card, S_ALONG, k, 0, 0);
    }
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame f = *top_frame(g);
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) return;
    if (f.step == S_MOVE) {
        frame *c = push_card_frame(g, FR_CARD, m.player, f.card, S_COUNT);
        c->c = m.d;
        c->d = m.e;
        return;
    }
    if (f.step == S_COUNT) {
        witnesses_go(g, m.player, f.card, f.c, f.d, m.d, "");
        return;
    }
    if (f.step == S_DECLARE) {
        card_log(g, f.card, "Player %d declares Empath, having flipped a Witness.", m.player + 1);
        declare_ambition(g, m.player, ARCS_EMPATH, false);
        return;
    }
    witnesses_go(g, m.player, f.card, f.c, f.d, m.d, " along with the ships");
}

/* FRAME_CHECK: S_DECLARE, S_MOVE keep no data; S_ALONG, S_COUNT: c from,
 * d to (systems). */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD) return false;
    if (f->step == S_DECLARE || f->step == S_MOVE) return card_frame_only(f, 0);
    return (f->step == S_ALONG || f->step == S_COUNT) && card_frame_only(f, FB_C | FB_D) && card_frame_system_ok(g, f->c) &&
           card_frame_system_ok(g, f->d);
}

static const card_step STEPS[] = {
    [S_FLIP] = {"flip", "s", "flip the Witness in %1 to Psionic and take it"},
    [S_DECLARE] = {"declare", "", "declare Empath"},
    [S_ALONG] = {"along", "n", "move %1 Witnesses along with the ships"},
    [S_MOVE_WITNESSES] = {"move-witnesses", "U", "move Witnesses"},
    [S_MOVE] = {"move", "ss", "move Witnesses from %1 to %2"},
    [S_COUNT] = {"count", "n", "move %1 Witnesses"},
};

/* "Witness tokens are your Loyal pieces." */
static const card_def WITNESS_TOKEN = {
    .card = CARD_F1402,
    .short_name = "witness",
    .token_is_loyal = true,
};

const card_def card_witnesses = {
    .card = CARD_F1402,
    .short_name = "witnesses",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = NEW_ACTIONS,
    .n_new_actions = ARRAY_LEN(NEW_ACTIONS),
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
    .ships_moved = ships_moved,
    .token = &WITNESS_TOKEN,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
