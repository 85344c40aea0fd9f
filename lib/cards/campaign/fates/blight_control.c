/*
 * Blight you control; the number die changed by a cost (blight_control.h).
 *
 * Blight you control: Blight in a system the player controls (Base rulebook,
 * "Control": more fresh ships than each Rival; Blight is no player's piece
 * and counts for nobody's control: Campaign rules, "The Blight"), as Spore
 * Ships reads it (ARCS-F1302).
 *   Repair (hook point REPAIR): a damaged Blight in such a system becomes
 *   fresh ("card <card> repair-blight <system>").
 *   Move (hook point MOVED, blight_along; lib/rules/actions.c
 *   move_ships_apply): when the player's Move takes ships from such a
 *   system, before the ships go, the player chooses how many of its fresh
 *   and damaged Blight come along to the same destination ("card <card>
 *   blight-along <fresh> <damaged>", 0 0: none). They are not Loyal: they
 *   move only with the player's ships (not with the Flagship alone), only
 *   in the Move action (not a Sprinter Drives bonus move, not Slipstream
 *   Drive). "They can't Catapult": faq.csv, Blight Fury ("Blight cannot
 *   Catapult move, period. This includes with the Seeker Golem"): a group
 *   the Blight joins ends its move in the first system (a move from a Loyal
 *   starport into a gate stops there), no Blight joins a Catapult's later
 *   step or a Catapult a card makes (the Seeker Golem). Control is read
 *   before anything moves.
 * A player with both cards (a Fate change) has the text once: the first of
 * the two in their play area answers.
 *
 * The roll: "Roll the number die" (CH_CARD: the card's own chance, the
 * die's 6 faces; explicit chance in ARCS_CHANCE_EXPLICIT games), then each
 * change of 1 is a move paying one cost (roll-up / roll-down with the
 * option paid: a resource slot, a Court place), "6" wrapping to "1" and
 * back; keep-roll acts in the cluster of the number (the number die names
 * a cluster: Campaign rules, "Crises"). The frame: FR_CARD at the card's
 * base step, c = the roll (1..6).
 */
#include "campaign/fates.h"
#include "blight_control.h"

/* ---- Blight you control ---- */

static bool answers_for(const game_state *g, int p, int card) {
    for (int i = 0; i < g->ll.play_area_len[p]; i++) {
        int c = g->ll.play_area[p][i];
        if (c == CARD_F1304 || c == CARD_F2102) return c == card;
    }
    return false;
}

static bool blight_controlled(const game_state *g, int p, int s) {
    return sys_in_play(g, s) && blight_in(g, s) && player_controls(g, p, s);
}

int blight_repair_moves(const game_state *g, int p, int card, move_list *out) {
    if (!answers_for(g, p, card)) return 0;
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (g->camp.blight[s][1] && blight_controlled(g, p, s)) {
            if (!out) return 1;
            add_card_move(out, p, card, BLIGHT_STEP_REPAIR, s, 0, 0);
            n++;
        }
    return n;
}

void blight_repair_apply(game_state *g, arcs_move m) {
    int s = m.d;
    char name[16];
    g->camp.blight[s][1]--;
    g->camp.blight[s][0]++;
    card_log(g, card_move_card(m), "Player %d repairs a Blight at %s.", m.player + 1, system_name(s, name));
}

/* The FR_MOVE_SHIPS frame below the decision f. */
static const frame *move_frame_below(const game_state *g, const frame *f) {
    return f > g->stack && f[-1].kind == FR_MOVE_SHIPS ? f - 1 : NULL;
}

bool blight_along_begin(game_state *g, int p, int card, int fresh, int damaged) {
    const frame *ms = top_frame(g);
    if (!answers_for(g, p, card) || !blight_controlled(g, p, ms->a)) return false;
    frame *f = push_card_frame(g, FR_CARD, p, card, BLIGHT_STEP_ALONG);
    f->c = (uint8_t)fresh;
    f->d = (uint8_t)damaged;
    return true;
}

void blight_along_enumerate(const game_state *g, const frame *f, move_list *out) {
    int from = move_frame_below(g, f)->a;
    for (int fr = 0; fr <= g->camp.blight[from][0]; fr++)
        for (int dm = 0; dm <= g->camp.blight[from][1]; dm++) add_card_move(out, f->player, f->card, BLIGHT_STEP_ALONG, fr, dm, 0);
}

void blight_along_apply(game_state *g, arcs_move m) {
    frame f = *top_frame(g);
    pop_frame(g);
    frame *ms = top_frame(g);
    int from = ms->a, to = ms->b, n = m.d + m.e;
    ms->e |= MOVE_SHIPS_NO_BLIGHT;
    if (n) {
        campaign_state *c = &g->camp;
        c->blight[from][0] = (uint8_t)(c->blight[from][0] - m.d);
        c->blight[from][1] = (uint8_t)(c->blight[from][1] - m.e);
        c->blight[to][0] = (uint8_t)(c->blight[to][0] + m.d);
        c->blight[to][1] = (uint8_t)(c->blight[to][1] + m.e);
        char a[16], b[16];
        card_log(g, f.card, "Player %d moves %d fresh and %d damaged Blight from %s to %s%s.", m.player + 1, m.d, m.e,
                 system_name(from, a), system_name(to, b), ms->e & 1 ? " (Blight can't Catapult: the move ends there)" : "");
        ms->e &= (uint8_t)~1u;
    }
    move_ships_resume(g, m.player, f.c, f.d);
}

/* FRAME_CHECK of the BLIGHT_STEP_ALONG decision: on the player's
 * FR_MOVE_SHIPS frame, whose origin the player controls with Blight; c / d
 * the ships chosen, at most those the frame lets go. */
bool blight_along_frame_ok(const game_state *g, const frame *f) {
    const frame *ms = move_frame_below(g, f);
    return f->kind == FR_CARD && card_frame_only(f, FB_C | FB_D) && ms && ms->player == f->player &&
           !(ms->e & MOVE_SHIPS_NO_BLIGHT) && f->c <= ms->c && f->d <= ms->d && f->c + f->d > 0 &&
           blight_controlled(g, f->player, ms->a);
}

/* ---- the number die changed by a cost ---- */

enum { FACES = 6 };

bool die_adjust_possible(const game_state *g, int p, int spent_slot) {
    (void)g, (void)p, (void)spent_slot;
    return true;
}

void die_adjust_roll(game_state *g, int p, int card) { card_chance(g, card, p); }

void die_adjust_outcomes(const game_state *g, const frame *f, move_list *out, uint32_t *weights) {
    (void)g, (void)f, (void)weights;
    for (int a = 0; a < FACES; a++) add_move(out, ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, a, 0, CH_NUMBER_DIE, 0);
}

void die_adjust_drawn(game_state *g, const frame *f, arcs_move m, const die_adjust *da) {
    if (m.a >= FACES) return;
    card_log(g, f->card, "%s: Player %d rolls %d on the number die.", da->name, f->b + 1, m.a + 1);
    push_card_frame(g, FR_CARD, f->b, f->card, da->base)->c = (uint8_t)(m.a + 1);
}

bool die_adjust_chance_ok(const game_state *g, const frame *f) { return f->b < g->num_players; }

void die_adjust_enumerate(const game_state *g, const frame *f, move_list *out, const die_adjust *da) {
    add_card_move(out, f->player, f->card, da->base, 0, 0, 0);
    unsigned opts = da->pay_options(g, f->player);
    for (int dir = 1; dir <= 2; dir++)
        for (unsigned o = opts; o; o &= o - 1) add_card_move(out, f->player, f->card, da->base + dir, __builtin_ctz(o), 0, 0);
}

void die_adjust_apply(game_state *g, arcs_move m, const die_adjust *da) {
    frame *f = top_frame(g);
    int p = m.player, card = f->card;
    if (m.c == da->base) {
        int roll = f->c;
        pop_frame(g);
        card_log(g, card, "%s: Player %d keeps the roll: cluster %d.", da->name, p + 1, roll);
        da->act(g, p, card, roll - 1);
        return;
    }
    int roll = f->c;
    roll = m.c == da->base + 1 ? roll % FACES + 1 : (roll + FACES - 2) % FACES + 1;
    f->c = (uint8_t)roll;
    da->pay(g, p, card, m.d);
    card_log(g, card, "%s: the roll changes to %d (Player %d pays).", da->name, roll, p + 1);
}

bool die_adjust_frame_ok(const game_state *g, const frame *f, const die_adjust *da) {
    (void)g;
    return f->kind == FR_CARD && f->step == da->base && card_frame_only(f, FB_C) && f->c >= 1 && f->c <= FACES;
}

/* ---- Blight to place ---- */

int blight_source(const game_state *g) {
    if (g->camp.blight_supply) return -1;
    int best = -2;
    for (int i = 0; i < g->num_players; i++) {
        int q = (g->initiative + i) % g->num_players;
        if (g->camp.trophy_blight[q] && (best < 0 || g->camp.trophy_blight[q] > g->camp.trophy_blight[best])) best = q;
    }
    return best;
}

bool blight_take_for_placing(game_state *g) {
    int from = blight_source(g);
    if (from == -2) return false;
    if (from == -1) g->camp.blight_supply--;
    else g->camp.trophy_blight[from]--;
    return true;
}
