/*
 * Breaking Gates & Placing Passages (ARCS-F2203, Ability; the Gate
 * Wraith's Act III Setup, ARCS-F2201A, gains it; cards.csv), in its
 * holder's play area:
 *
 *   "When you Catapult move from a planet into the gate of the same
 *    cluster, do the following."
 *     -> MOVED (catapulted_into_gate; lib/rules/actions.c
 *        catapult_continue): the holder's Catapult, its first step from a
 *        planet into its own cluster's gate (a Catapult ends on entering a
 *        planet, so this is always its first step), while the Twisted
 *        Passage is in play and a Passage token is left (6 in the box: none
 *        left, nothing to place, the Catapult goes on as usual; our
 *        reading). The Catapult then goes no further: the gate is out of
 *        play and its ships are placed, not moved, on the Twisted Passage
 *        (Catapult Overdrive asks a Catapult move into it; our reading).
 *     Whether it happens is the holder's choice: "If you move from a
 *     system with a Loyal starport, you may take Catapult moves" (base
 *     rulebook, "Move"): a Move from a starport into the gate need not be
 *     a Catapult. So a Move from a starport offers "break" (with the
 *     starport used) or "decline" (a plain move: the ships stop in the
 *     gate, which stands). A Catapult of Slipstream Drive is one by its
 *     own text ("you may Catapult move ... your Flagship"), as is a card's
 *     (the Seeker Golem's): the gate breaks with no decision.
 *   "1. Place a Passage token on the gate you moved into."
 *   "3. Place all ships and tokens from the gate onto the Twisted Passage
 *    ... Destroy all buildings on the gate, but do not take them as
 *    Trophies."                          -> passage_collapse (collapse.c)
 *   "2. Destroy the buildings you used to Catapult—the starport on the
 *    map, or your Flagship's Slipstream Drive Upgrade and Armor. Do not
 *    take them as Trophies."
 *     The starport chosen (below) leaves the planet for its owner's supply
 *     (a Free one for the Free supply); Slipstream Drive's Upgrade and
 *     Armor leave the Flagship board (a city to its owner's board:
 *     return_city). A card's Catapult used no building: nothing.
 *   faq.csv Breaking Gates & Placing Passages: "If there are multiple ways
 *    to Catapult move to break a gate, what happens? Choose any one legal
 *    starport or Slipstream Drive. Only that one is destroyed."
 *     -> one "break" move per starport the Move could Catapult with in the
 *        planet (a Loyal one; a Free one for a Member of the Commonwealth,
 *        not where the Empire controls; a Rival one where the holder has
 *        control, with Catapult Overdrive). Slipstream Drive is its own
 *        Prelude move, so the way is chosen by taking it.
 *
 * Moves: "card breaking-gates break <planet> <place>" (the starport at
 * that building place of the planet), "decline". FR_CARD c = the planet,
 * d = the gate, e = the starports the Catapult could use as it began (bit
 * per building place: a Rival one needs control before the ships left).
 */
#include "campaign/campaign.h"
#include "campaign/flagship.h"
#include "gate_wraith.h"

enum { S_BREAK };

static int cluster_gate(int sys) { return sys / 4 * 4 + SYS_GATE; }

/* The building places of planet sys holding starports p's Move could
 * Catapult with (actions.c catapult_starport's), bit per place. */
static unsigned catapult_starports(const game_state *g, int p, int sys) {
    bool free_ok = cards_acts_with_free(g, p) && controller(g, sys) != OWNER_EMPIRE;
    bool rival_ok = cards_catapult_rival_starports(g, p) && player_controls(g, p, sys);
    unsigned m = 0;
    for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
        uint8_t b = g->sys[sys].bld[i];
        if (!(b & BLD_OCCUPIED) || !BLD_IS_STARPORT(b)) continue;
        int owner = (int)BLD_OWNER(b);
        if (owner == p || (owner == OWNER_FREE && free_ok) || (owner < g->num_players && owner != p && rival_ok))
            m |= 1u << i;
    }
    return m;
}

/* Those of them as the Catapult began: the group (now in `to`) put back
 * in `from` for the count (control before moving out: a Rival starport
 * needs it), then moved again. */
static unsigned starports_used(game_state *g, int p, int from, int to, const catapult_group *grp) {
    system_state *a = &g->sys[from], *b = &g->sys[to];
    uint8_t *ia = g->camp.imperial[from], *ib = g->camp.imperial[to];
    const int n[4] = {grp->fresh, grp->damaged, grp->imperial_fresh, grp->imperial_damaged};
    uint8_t *pa[4] = {&a->fresh[p], &a->damaged[p], &ia[0], &ia[1]}, *pb[4] = {&b->fresh[p], &b->damaged[p], &ib[0], &ib[1]};
    for (int k = 0; k < 4; k++) *pa[k] = (uint8_t)(*pa[k] + n[k]), *pb[k] = (uint8_t)(*pb[k] - n[k]);
    uint8_t flagship = g->camp.flagship[p];
    if (grp->flagship) g->camp.flagship[p] = (uint8_t)(from + 1);
    unsigned m = catapult_starports(g, p, from);
    g->camp.flagship[p] = flagship;
    for (int k = 0; k < 4; k++) *pa[k] = (uint8_t)(*pa[k] - n[k]), *pb[k] = (uint8_t)(*pb[k] + n[k]);
    return m;
}

/* Step 2 for a starport: off the planet, no Trophy. */
static void destroy_starport(game_state *g, int card, int sys, int i) {
    int owner = (int)BLD_OWNER(g->sys[sys].bld[i]);
    g->sys[sys].bld[i] = 0;
    clear_building_marks(g, sys, i);
    if (owner < g->num_players) g->pl[owner].starports_supply++;
    if (log_enabled(g)) {
        char sn[16];
        card_log(g, card, "the starport used to Catapult at %s is destroyed (%s), no Trophy.", system_name(sys, sn),
                 owner < g->num_players ? "back to its owner's supply" : "a Free one");
    }
}

/* Step 2 for Slipstream Drive: its Upgrade and Armor off the board. */
static void destroy_slipstream(game_state *g, int p, int card) {
    uint8_t *col = g->camp.flagship_board[p][UPGRADE_SLIPSTREAM];
    for (int r = FLAGSHIP_UPGRADE; r <= FLAGSHIP_ARMOR; r++) {
        uint8_t b = col[r];
        if (!(b & BLD_OCCUPIED)) continue;
        col[r] = 0;
        if (BLD_IS_STARPORT(b)) g->pl[p].starports_supply++;
        else return_city(g, p);
    }
    card_log(g, card, "Player %d's Slipstream Drive Upgrade and Armor are destroyed, no Trophy.", p + 1);
}

static void break_gate(game_state *g, int p, int card, int from, int to) {
    char a[16], b[16];
    if (log_enabled(g))
        card_log(g, card, "Player %d Catapults from %s into %s: the gate breaks.", p + 1, system_name(from, a),
                 system_name(to, b));
    passage_collapse(g, to);
}

static bool catapulted(game_state *g, int p, int card, int from, int to, const catapult_group *grp) {
    if (from < 0 || from >= NUM_SYSTEMS || to != cluster_gate(from) || !map_centre_in_play(g) || !sys_in_play(g, to) ||
        (passage_gates(g) >> to & 1) || passage_tokens_on_map(g) >= PASSAGE_TOKENS)
        return false;
    if (grp->slipstream) {
        break_gate(g, p, card, from, to);
        destroy_slipstream(g, p, card);
        return true;
    }
    unsigned used = starports_used(g, p, from, to, grp);
    if (!used) { /* a card's Catapult: no building used */
        break_gate(g, p, card, from, to);
        return true;
    }
    frame *f = push_card_frame(g, FR_CARD, p, card, S_BREAK);
    f->c = (uint8_t)from;
    f->d = (uint8_t)to;
    f->e = (uint8_t)used;
    return true;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    for (unsigned m = f->e; m; m &= m - 1)
        add_card_move(out, f->player, f->card, S_BREAK, f->c, __builtin_ctz(m), 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    const frame *f = top_frame(g);
    int p = m.player, card = f->card, from = f->c, to = f->d;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) {
        char sn[16];
        if (log_enabled(g))
            card_log(g, card, "Player %d's ships stop in %s: a plain move, the gate stands.", p + 1,
                     system_name(to, sn));
        return;
    }
    break_gate(g, p, card, from, to);
    destroy_starport(g, card, from, m.e);
}

static const card_step STEPS[] = {[S_BREAK] = {"break", "sn", "Break the gate: destroy %b1"}};

/* A starport in each place of `places` of sys. */
static bool starports_at(const game_state *g, int sys, unsigned places) {
    for (int i = 0; i < BUILDING_SLOTS_MAX; i++)
        if ((places >> i & 1) && !((g->sys[sys].bld[i] & BLD_OCCUPIED) && BLD_IS_STARPORT(g->sys[sys].bld[i])))
            return false;
    return places && places < 1u << BUILDING_SLOTS_MAX;
}

/* FRAME_CHECK: S_BREAK: c a planet in play, d its cluster's gate, in play,
 * no Passage on it yet, a token left; e the places of the starports the
 * Catapult could use (bit per building place), each holding one. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD || f->step != S_BREAK || !card_frame_only(f, FB_C | FB_D | FB_E)) return false;
    return card_frame_system_ok(g, f->c) && !sys_is_gate(f->c) && f->d == cluster_gate(f->c) &&
           card_frame_system_ok(g, f->d) && map_centre_in_play(g) && !(passage_gates(g) >> f->d & 1) &&
           passage_tokens_on_map(g) < PASSAGE_TOKENS && starports_at(g, f->c, f->e);
}

const card_def card_breaking_gates = {
    .card = CARD_F2203,
    .short_name = "breaking-gates",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .catapulted_into_gate = catapulted,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
