/*
 * Judge's Chosen (ARCS-F2404, a Title; gained by the Judge at the Act III
 * Setup, ARCS-F2401A step 2; given to a Rival by Judge Sets Agenda,
 * ARCS-F2405).
 *
 *   "If you're a Rival of the Judge, follow these rules: You may take
 *    actions with the Judge's Loyal ships. (Their ships don't add to your
 *    control.)"
 *   The holder, a player other than the Judge, moves and repairs the
 *   Judge's Loyal ships as with their own:
 *   - Move (hook point MOVED, rules/actions.c FR_MOVE_FROM): "card
 *     judges-chosen move-from <system>" (a system with the Judge's ships),
 *     then "move-to <adjacent system>", then "ships <fresh> <damaged>" (at
 *     least one; the Move limit of a card of theirs holds: Disorganized).
 *     Our reading: the ships of one Move are either the holder's or the
 *     Judge's, and the Judge's take no Catapult (the Catapult moves "your"
 *     group from "your" Loyal starport; the card says nothing of mixing
 *     the two fleets, as the Empire's Movement Law does for Imperial ships).
 *     faq.csv, Judge's Chosen: "Does this trigger Gate Ports? Yes!": the
 *     Judge's ships moving into a gate run hook point MOVE_INTO as any
 *     Rival ships do (control before moving in), "that Rival" being the
 *     Judge, whose ships they are (Gate Ports captures their agent).
 *   - Repair (hook point REPAIR): "card judges-chosen repair <system>", a
 *     damaged ship of the Judge's there.
 *   Their ships stay the Judge's: they count for the Judge's control and
 *   not the holder's (controller() counts Loyal pieces only), and a
 *   destroyed one is a Trophy of the Judge's piece.
 *   "When attacking anyone except the Judge in battle, you may add the
 *    Judge's Loyal ships in the battle system to your attacking ships."
 *   Hook point BATTLE_GUARD: once the holder's battle system and defender
 *   are chosen (before the Empire's ships may join), a defender other
 *   than the Judge and the Judge's ships there: "card judges-chosen
 *   add-ships <fresh> <damaged>" (0 0: none). They then count as
 *   attacking ships (dice, hits on attacking ships: the card-piece hit
 *   targets; a destroyed one is the defender's Trophy of the Judge's
 *   ship, or returns to the Judge's supply when nobody takes attacking
 *   ships or the Judge would: the First Regent defending for the Empire).
 *   The battle needs the holder's own ships there (they are added to
 *   "your attacking ships").
 *   "When attacking the Judge in battle, Judge's Loyal ships add to their
 *    defending pieces, not your attacking ships." Nothing is offered then:
 *   the Judge's ships defend as any defender's.
 *   Our reading: building at the Judge's ships (as a Regent builds at
 *   Imperial ships) is not offered (docs/rules-coverage.md).
 */
#include <stdio.h>

#include "campaign/fates.h"
#include "cards/card_data.h"
#include "judge.h"

enum { S_MOVE_FROM, S_MOVE_TO, S_SHIPS, S_ADD_SHIPS, S_REPAIR };

/* The card's data: the Judge's ships in the holder's attack, and whether
 * the holder was asked in this battle; all zero outside a battle. */
typedef struct chosen_data {
    uint8_t fresh, damaged, asked;
} chosen_data;

static chosen_data *data(game_state *g) { return CARD_DATA(g, chosen_data, card_data_place(CARD_F2404)); }
static const chosen_data *data_ro(const game_state *g) {
    return CARD_DATA(g, chosen_data, card_data_place(CARD_F2404));
}

/* The Judge, whose Loyal ships p may take actions with (p holds Judge's
 * Chosen and is a Rival of the Judge), or -1. */
static int judge_of(const game_state *g, int p) {
    int j = judge_player(g);
    return j >= 0 && j != p && judge_play_area_holder(g, CARD_F2404) == p ? j : -1;
}

static int ships_of(const game_state *g, int q, int s) { return g->sys[s].fresh[q] + g->sys[s].damaged[q]; }

/* ---- Move ---- */

/* Systems the Judge's ships may move to from sys (the map's adjacency,
 * not the systems a law takes out of play). */
static uint32_t destinations(const game_state *g, int p, int sys) {
    uint8_t adj[8];
    int n = adjacent_systems(g, sys, adj);
    uint32_t m = 0, barred = other_sources(g) ? cards_out_of_play_systems(g, p) : 0;
    for (int i = 0; i < n; i++) m |= 1u << adj[i];
    return m & ~barred;
}

static int move_moves(const game_state *g, int p, int card, move_list *out) {
    int j = judge_of(g, p), n = 0;
    if (j < 0) return 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && ships_of(g, j, s) && destinations(g, p, s)) {
            if (!out) return 1;
            add_card_move(out, p, card, S_MOVE_FROM, s, 0, 0);
            n++;
        }
    return n;
}

static void move_apply(game_state *g, arcs_move m) {
    frame *f = push_card_frame(g, FR_CARD, m.player, card_move_card(m), S_MOVE_TO);
    f->a = m.d;
}

/* ---- Battle ---- */

static bool attack_allies(game_state *g, int p, int card) {
    const battle_state *b = &g->battle;
    int j = judge_of(g, p);
    chosen_data *d = data(g);
    if (j < 0 || !b->active || b->attacker != p || d->asked || b->defender == j || !ships_of(g, j, b->system))
        return false;
    d->asked = 1;
    push_card_frame(g, FR_CARD, p, card, S_ADD_SHIPS);
    return true;
}

static unsigned attack_ally_ships(const game_state *g, int p, int card) {
    (void)card;
    const chosen_data *d = data_ro(g);
    if (!g->battle.active || g->battle.attacker != p) return 0;
    return d->fresh | (unsigned)d->damaged << 8;
}

static void attack_ally_hit(game_state *g, int p, int card, bool damaged, int destroyer) {
    (void)p;
    int j = judge_player(g), sys = g->battle.system;
    chosen_data *d = data(g);
    char sn[16];
    system_name(sys, sn);
    if (j < 0) return;
    if (!damaged) {
        if (!d->fresh || !g->sys[sys].fresh[j]) return;
        d->fresh--, d->damaged++;
        g->sys[sys].fresh[j]--, g->sys[sys].damaged[j]++;
        card_log(g, card, "Player %d's attacking ship in %s is damaged.", j + 1, sn);
        return;
    }
    if (!d->damaged || !g->sys[sys].damaged[j]) return;
    d->damaged--;
    g->sys[sys].damaged[j]--;
    if (destroyer == NO_PLAYER || destroyer == j) {
        g->pl[j].ships_supply++;
        card_log(g, card, "Player %d's attacking ship in %s is destroyed: it returns to their supply.", j + 1, sn);
        return;
    }
    g->pl[destroyer].trophy_ships[j]++;
    campaign_event(g, EVT_TROPHY_TAKEN, destroyer, TROPHY_EV_SHIP, 1);
    card_log(g, card, "Player %d's attacking ship in %s is destroyed: a Trophy for Player %d.", j + 1, sn, destroyer + 1);
}

/* The battle is over: nothing is left in it. */
static void after_battle(game_state *g, int p, int card, int sys) {
    (void)p, (void)card, (void)sys;
    *data(g) = (chosen_data){0};
}

/* ---- Repair ---- */

static int repair_moves(const game_state *g, int p, int card, move_list *out) {
    int j = judge_of(g, p), n = 0;
    if (j < 0) return 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (g->sys[s].damaged[j]) {
            if (!out) return 1;
            add_card_move(out, p, card, S_REPAIR, s, 0, 0);
            n++;
        }
    return n;
}

static void repair_apply(game_state *g, arcs_move m) {
    int j = judge_player(g), s = m.d;
    if (j < 0 || s >= NUM_SYSTEMS || !g->sys[s].damaged[j]) return;
    g->sys[s].damaged[j]--;
    g->sys[s].fresh[j]++;
    char sn[16];
    card_log(g, card_move_card(m), "Player %d repairs Player %d's (the Judge's) ship at %s.", m.player + 1, j + 1,
             system_name(s, sn));
}

/* ---- the card's decisions ---- */

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player, j = judge_of(g, p);
    if (j < 0) return;
    if (f->step == S_MOVE_TO) {
        for (uint32_t m = destinations(g, p, f->a); m; m &= m - 1)
            add_card_move(out, p, f->card, S_MOVE_TO, __builtin_ctz(m), 0, 0);
        return;
    }
    int sys = f->step == S_SHIPS ? f->a : g->battle.system;
    int limit = f->step == S_SHIPS && other_sources(g) ? cards_move_limit(g, p) : 0;
    for (int fr = 0; fr <= g->sys[sys].fresh[j]; fr++)
        for (int dm = 0; dm <= g->sys[sys].damaged[j]; dm++) {
            if (f->step == S_SHIPS && (fr + dm == 0 || (limit && fr + dm > limit))) continue;
            add_card_move(out, p, f->card, f->step, fr, dm, 0);
        }
}

static void move_ships(game_state *g, int p, int card, int from, int to, int fr, int dm) {
    int j = judge_player(g);
    int ctrl = controller(g, to); /* control before moving in (Gate Ports) */
    g->sys[from].fresh[j] = (uint8_t)(g->sys[from].fresh[j] - fr);
    g->sys[from].damaged[j] = (uint8_t)(g->sys[from].damaged[j] - dm);
    g->sys[to].fresh[j] = (uint8_t)(g->sys[to].fresh[j] + fr);
    g->sys[to].damaged[j] = (uint8_t)(g->sys[to].damaged[j] + dm);
    char a[16], b[16];
    card_log(g, card, "Player %d moves %d fresh and %d damaged of Player %d's (the Judge's) ships from %s to %s.", p + 1,
             fr, dm, j + 1, system_name(from, a), system_name(to, b));
    /* Hook point MOVE_INTO (faq.csv, Judge's Chosen: Gate Ports). */
    if (sys_is_gate(to) && ctrl < g->num_players && ctrl != j) cards_moved_into(g, j, to, ctrl);
}

static void apply(game_state *g, arcs_move m) {
    frame f = *top_frame(g);
    int p = m.player, card = card_choice_taken(g, m);
    if (card < 0) return;
    switch (f.step) {
    case S_MOVE_TO: {
        frame *n = push_card_frame(g, FR_CARD, p, card, S_SHIPS);
        n->a = f.a;
        n->b = m.d;
        break;
    }
    case S_SHIPS: move_ships(g, p, card, f.a, f.b, m.d, m.e); break;
    default: { /* S_ADD_SHIPS */
        chosen_data *d = data(g);
        d->fresh = m.d;
        d->damaged = m.e;
        if (m.d + m.e)
            card_log(g, card, "Player %d adds %d fresh and %d damaged of Player %d's (the Judge's) ships to the attack.",
                     p + 1, m.d, m.e, judge_player(g) + 1);
        break;
    }
    }
}

static const card_step STEPS[] = {
    [S_MOVE_FROM] = {"move-from", "s", "move the Judge's ships from %1"},
    [S_MOVE_TO] = {"move-to", "s", "move the Judge's ships to %1"},
    [S_SHIPS] = {"ships", "nn", "move %1 fresh and %2 damaged of the Judge's ships"},
    [S_ADD_SHIPS] = {"add-ships", "nn", "add %1 fresh and %2 damaged of the Judge's ships to the attack"},
    [S_REPAIR] = {"repair", "s", "repair a ship of the Judge's at %1"},
};

/* FRAME_CHECK: the holder's decisions (a Rival of the Judge); S_MOVE_TO
 * a = origin (the Judge's ships there), S_SHIPS a = origin, b = an
 * adjacent destination, S_ADD_SHIPS in the holder's battle. */
static bool frame_ok(const game_state *g, const frame *f) {
    int p = f->player, j = f->kind == FR_CARD && card_frame_player_ok(g, p) ? judge_of(g, p) : -1;
    if (j < 0) return false;
    switch (f->step) {
    case S_MOVE_TO:
        return card_frame_only(f, 1u) && card_frame_system_ok(g, f->a) && ships_of(g, j, f->a) && destinations(g, p, f->a);
    case S_SHIPS:
        return card_frame_only(f, 3u) && card_frame_system_ok(g, f->a) && ships_of(g, j, f->a) &&
               f->b < NUM_SYSTEMS && (destinations(g, p, f->a) >> f->b & 1u);
    case S_ADD_SHIPS: {
        const battle_state *b = &g->battle;
        return card_frame_only(f, 0) && b->active && b->attacker == p && b->defender != j && data_ro(g)->asked &&
               !data_ro(g)->fresh && !data_ro(g)->damaged;
    }
    default: return false;
    }
}

/* The data: zero outside a battle; in one, the Judge's ships it adds are
 * in the battle system (the holder attacking). */
static bool invariants(const game_state *g, char *why, size_t cap) {
    const chosen_data *d = data_ro(g);
    const battle_state *b = &g->battle;
    if (d->asked > 1) CARD_DATA_FAIL("Judge's Chosen: asked is %d", d->asked);
    if (!b->active) {
        if (d->fresh || d->damaged || d->asked) CARD_DATA_FAIL("Judge's Chosen: ships in an attack outside a battle");
        return true;
    }
    if (!d->fresh && !d->damaged) return true;
    int j = judge_player(g);
    if (j < 0 || judge_play_area_holder(g, CARD_F2404) != b->attacker || !d->asked)
        CARD_DATA_FAIL("Judge's Chosen: the Judge's ships in an attack not its holder's");
    if (d->fresh > g->sys[b->system].fresh[j] || d->damaged > g->sys[b->system].damaged[j])
        CARD_DATA_FAIL("Judge's Chosen: more of the Judge's ships attack than are in the battle system");
    return true;
}

static const card_data_def DATA = {
    .size = sizeof(chosen_data),
    .invariants = invariants,
};

const card_def card_judges_chosen = {
    .card = CARD_F2404,
    .short_name = "judges-chosen",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .move_moves = move_moves,
    .move_apply = move_apply,
    .attack_allies = attack_allies,
    .attack_ally_ships = attack_ally_ships,
    .attack_ally_hit = attack_ally_hit,
    .after_battle = after_battle,
    .repair_moves = repair_moves,
    .repair_apply = repair_apply,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .data = &DATA,
};
