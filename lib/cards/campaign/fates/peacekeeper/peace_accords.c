/*
 * Peace Accords (ARCS-F1511, a Summit law added to the rules booklet by the
 * Peacekeeper's Act III Setup, ARCS-F1507A step 3; cards.csv).
 *
 * "In Summits, you can take a new Negotiation action, Broker Peace: Flip a
 *  Ceasefire token from War to Peace, with the consent of players who
 *  control at least 2 systems in total in that cluster, including
 *  yourself. You may get the consent of Rivals by returning 1 Favor of
 *  theirs."                                 -> SUMMIT_ACTIONS (summit_moves)
 *   Read: the players consenting, the broker among them, together control
 *   2 or more of the cluster's systems in play. On their Negotiations turn
 *   (no deal being composed) any player may begin "card peace-accords
 *   broker <cluster>" for a cluster at War whose controlling players could
 *   reach 2; then, one at a time: "ask <player>" (a Rival controlling a
 *   system there, not asked yet, decides "consent" or "decline"), "force
 *   <player>" (a Rival controlling a system there whose Favor the broker
 *   holds: that Favor returns to its owner once the flip is done), or
 *   "decline" (the attempt ends, nothing returned). Once the consenting
 *   players reach 2 systems the token flips to Peace; when no Rival is left
 *   to ask or force short of 2, the attempt ends.
 *   "You can return Favors to gain consent from Rivals who control systems
 *    even if you didn't call the Summit." Any player, caller or not.
 *   "During Summits, the First Regent controls Empire-controlled systems."
 *   The Summits' Negotiations are turn-based and end when everyone passes
 *   in a row (lib/campaign/summit.c); so that they end, a Broker Peace is
 *   begun at most once per cluster and Summit (the data's `brokered`,
 *   cleared when a Summit is called).
 */
#include "campaign/trust.h"
#include "peacekeeper.h"

enum { S_BROKER, S_ASK, S_FORCE, S_CONSENT };

static int systems_of(const game_state *g, int q, int k) {
    return cluster_systems(g, q, k, g->camp.first_regent == q);
}

/* Systems of cluster k controlled by the players of `who` (bit per player). */
static int systems_of_all(const game_state *g, unsigned who, int k) {
    int n = 0;
    for (; who; who &= who - 1) n += systems_of(g, __builtin_ctz(who), k);
    return n;
}

static unsigned controllers(const game_state *g, int k) {
    unsigned m = 0;
    for (int q = 0; q < g->num_players; q++)
        if (systems_of(g, q, k)) m |= 1u << q;
    return m;
}

static void summit_moves(const game_state *g, int p, int card, move_list *out) {
    const ceasefire_data *d = CEASEFIRES(g);
    for (int k = 0; k < NUM_CLUSTERS; k++)
        if (cluster_at_war(g, k) && !((d->brokered >> k) & 1u) &&
            systems_of_all(g, controllers(g, k) | 1u << p, k) >= 2)
            add_card_move(out, p, card, S_BROKER, k, 0, 0);
}

/* The gather frame (step S_BROKER, the broker's): c the cluster, d the
 * players consenting (the broker's bit set), e those forced by a Favor, f
 * those who declined. */
static unsigned askable(const game_state *g, const frame *f) {
    return controllers(g, f->c) & ~(unsigned)(f->d | f->e | f->f);
}
static unsigned forceable(const game_state *g, const frame *f) {
    unsigned m = 0;
    for (unsigned r = controllers(g, f->c) & ~(unsigned)(f->d | f->e); r; r &= r - 1)
        if (favor_count(g, f->player, __builtin_ctz(r))) m |= r & -r;
    return m;
}

/* After each step: flip once the consent reaches 2 systems; end when no
 * Rival can add to it. */
static void gather_check(game_state *g) {
    frame *f = top_frame(g);
    int p = f->player, k = f->c, card = f->card;
    unsigned forced = f->e;
    if (systems_of_all(g, (unsigned)(f->d | f->e), k) >= 2) {
        pop_frame(g);
        for (; forced; forced &= forced - 1) favor_return(g, p, __builtin_ctz(forced));
        card_log(g, card, "Broker Peace: Player %d brokers Peace in Cluster %d.", p + 1, k + 1);
        ceasefire_flip(g, card, k, true);
        return;
    }
    if (!askable(g, f) && !forceable(g, f)) {
        pop_frame(g);
        card_log(g, card, "Player %d finds too little consent for Peace in Cluster %d.", p + 1, k + 1);
    }
}

static void summit_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_move_card(m);
    CEASEFIRES(g)->brokered |= (uint8_t)(1u << m.d);
    card_log(g, card, "Player %d begins to Broker Peace in Cluster %d.", p + 1, m.d + 1);
    frame *f = push_card_frame(g, FR_CARD, p, card, S_BROKER);
    f->c = (uint8_t)m.d;
    f->d = (uint8_t)(1u << p);
    gather_check(g);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_CONSENT) {
        add_card_move(out, f->player, f->card, S_CONSENT, 0, 0, 0);
    } else {
        for (unsigned m = askable(g, f); m; m &= m - 1) add_card_move(out, f->player, f->card, S_ASK, __builtin_ctz(m), 0, 0);
        for (unsigned m = forceable(g, f); m; m &= m - 1)
            add_card_move(out, f->player, f->card, S_FORCE, __builtin_ctz(m), 0, 0);
    }
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int card = f->card;
    if (f->step == S_CONSENT) {
        int q = f->player;
        bool yes = m.kind != ARCS_MOVE_DECLINE;
        pop_frame(g);
        f = top_frame(g);
        if (yes) f->d |= (uint8_t)(1u << q);
        else f->f |= (uint8_t)(1u << q);
        card_log(g, card, "Player %d %s Peace in Cluster %d.", q + 1, yes ? "consents to" : "refuses", f->c + 1);
        gather_check(g);
        return;
    }
    if (m.kind == ARCS_MOVE_DECLINE) {
        card_log(g, card, "Player %d gives up brokering Peace in Cluster %d.", m.player + 1, f->c + 1);
        pop_frame(g);
        return;
    }
    int q = m.d;
    if (m.c == S_FORCE) {
        f->e |= (uint8_t)(1u << q);
        card_log(g, card, "Player %d returns a Favor of Player %d's for their consent.", m.player + 1, q + 1);
        gather_check(g);
        return;
    }
    frame *ask = push_card_frame(g, FR_CARD, q, card, S_CONSENT);
    ask->c = f->c;
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    (void)card;
    if (ev->kind == EVT_SUMMIT_CALLED && ev->player == holder) CEASEFIRES(g)->brokered = 0;
}

/* FRAME_CHECK: S_BROKER (c cluster at War, d e f player masks, the
 * broker's bit in d), S_CONSENT (c the cluster, below the broker's frame). */
static bool frame_ok(const game_state *g, const frame *f) {
    unsigned all = (1u << g->num_players) - 1;
    if (f->kind != FR_CARD || f->c >= NUM_CLUSTERS || !cluster_at_war(g, f->c)) return false;
    if (f->step == S_CONSENT) return card_frame_only(f, FB_C);
    return f->step == S_BROKER && card_frame_only(f, FB_C | FB_D | FB_E | FB_F) && ((f->d >> f->player) & 1u) &&
           !((f->d | f->e | f->f) & ~all) && !(f->d & (f->e | f->f));
}

static const card_step STEPS[] = {
    [S_BROKER] = {"broker", "L", "Broker Peace in %1"},
    [S_ASK] = {"ask", "p", "ask %1 to consent to Peace"},
    [S_FORCE] = {"force", "p", "return a Favor of %1 for their consent"},
    [S_CONSENT] = {"consent", "", "consent to Peace"},
};

const card_def card_peace_accords = {
    .card = CARD_F1511,
    .short_name = "peace-accords",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .summit_moves = summit_moves,
    .summit_apply = summit_apply,
    .enumerate = enumerate,
    .apply = apply,
    .on_event = on_event,
    .events = EVENTS(EVT_SUMMIT_CALLED),
    .frame_ok = frame_ok,
};
