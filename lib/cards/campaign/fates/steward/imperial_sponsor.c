/*
 * Imperial Sponsor (ARCS-F123, Edict 05; the Steward's Act III Setup adds
 * it to the rules booklet) and the Sponsored token.
 *
 *   "The First Regent must place the Sponsored token on an undeclared
 *    ambition box. (If it's already placed, they may keep it on its
 *    current ambition box.) Then, they may add 1 resource they have to the
 *    Imperial Trust."                      -> EDICT, order 05 (§9.5)
 *   "When a player declares the Sponsored ambition, they must take 1
 *    resource from the Imperial Trust, gain the Power for second place on
 *    the placed ambition marker, and return the Sponsored token to the
 *    First Regent tile. If they are an Outlaw, they become a Regent."
 *                                          -> EVENT (EVT_AMBITION_DECLARED)
 *
 * Readings:
 *   - No First Regent (the tile in the supply): the edict is skipped
 *     (campaign-plan §4 item 16: edicts naming the First Regent).
 *   - "an undeclared ambition box": a base box with no ambition marker;
 *     "keep" is offered when the token lies on such a box already.
 *   - faq.csv, Imperial Sponsor Q1: "Does the Sponsored token return
 *     somewhere when the Sponsored ambition is declared? No. It remains on
 *     its current ambition." The token stays on the box (the printed
 *     "return ... to the First Regent tile" is overruled); each
 *     declaration of the box it lies on is a declaration of the Sponsored
 *     ambition.
 *   - faq.csv, Imperial Sponsor Q2: "Can I still place a resource on the
 *     Imperial Trust if the Sponsored token did not move? Yes!" The
 *     resource is offered after "keep" as after a placement.
 *   - "1 resource they have": a resource in the First Regent's slots (a
 *     move per slot holding one, and "decline").
 *   - The declarer takes the resource of their choice (a move per type in
 *     the Trust; none when it is empty); the Power is marker_second of the
 *     marker just placed (the lowest in the box: markers go highest first).
 *
 * Moves: "card imperial-sponsor place <Ambition>", "card imperial-sponsor
 * keep"; "card imperial-sponsor add slot-<n>", "decline"; "card
 * imperial-sponsor take <Resource>".
 */
#include "campaign/trust.h"
#include "steward.h"

enum { S_PLACE, S_KEEP, S_ADD, S_TAKE };

int steward_player(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        if (g->camp.fate[p] == CARD_FATE01) return p;
    return -1;
}

int sponsored_at(const game_state *g) {
    int s = steward_player(g);
    return s < 0 ? SPONSORED_ON_TILE : g->camp.fate_data[s][FD_SPONSORED];
}

void sponsored_set(game_state *g, int where) {
    int s = steward_player(g);
    if (s >= 0) g->camp.fate_data[s][FD_SPONSORED] = (uint8_t)where;
}

static bool box_declared(const game_state *g, int a) {
    for (int m = 0; m < 3; m++)
        if (g->marker_box[m] == a) return true;
    return false;
}

static void resolve(game_state *g, int card) {
    int fr = g->camp.first_regent;
    if (fr == NO_PLAYER) {
        card_log(g, card, "there is no First Regent: the edict is skipped.");
        return;
    }
    card_log(g, card, "Player %d, the First Regent, places the Sponsored token.", fr + 1);
    push_card_frame(g, FR_CARD, fr, card, S_PLACE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_PLACE) {
        int at = sponsored_at(g);
        for (int a = 0; a < ARCS_AMBITION_COUNT; a++)
            if (!box_declared(g, a) && at != 1 + a) add_card_move(out, p, f->card, S_PLACE, a, 0, 0);
        if (at != SPONSORED_ON_TILE && !box_declared(g, at - 1)) add_card_move(out, p, f->card, S_KEEP, 0, 0, 0);
        return;
    }
    if (f->step == S_ADD) {
        for (int i = 0; i < open_res_slots(&g->pl[p]); i++)
            if (g->pl[p].res[i] != RES_EMPTY) add_card_move(out, p, f->card, S_ADD, i + 1, 0, 0);
        add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
        return;
    }
    for (int r = 0; r < NUM_RES; r++)
        if (g->camp.trust[r]) add_card_move(out, p, f->card, S_TAKE, r, 0, 0);
}

static bool has_resource_in_slots(const game_state *g, int p) {
    for (int i = 0; i < open_res_slots(&g->pl[p]); i++)
        if (g->pl[p].res[i] != RES_EMPTY) return true;
    return false;
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card, step = top_frame(g)->step;
    pop_frame(g);
    if (step == S_TAKE) {
        trust_take(g, m.d);
        card_log(g, card, "Player %d takes a %s from the Imperial Trust.", p + 1, resource_name(m.d));
        receive_resource(g, p, m.d);
        return;
    }
    if (step == S_ADD) {
        if (m.kind == ARCS_MOVE_DECLINE) {
            card_log(g, card, "Player %d adds nothing to the Imperial Trust.", p + 1);
            return;
        }
        int r = g->pl[p].res[m.d - 1] - 1;
        g->pl[p].res[m.d - 1] = RES_EMPTY;
        trust_add(g, r);
        card_log(g, card, "Player %d adds a %s to the Imperial Trust.", p + 1, resource_name(r));
        return;
    }
    if (m.c == S_PLACE) {
        sponsored_set(g, 1 + m.d);
        card_log(g, card, "Player %d places the Sponsored token on %s.", p + 1, ambition_name(m.d));
    } else {
        card_log(g, card, "Player %d keeps the Sponsored token on %s.", p + 1, ambition_name(sponsored_at(g) - 1));
    }
    if (has_resource_in_slots(g, p)) push_card_frame(g, FR_CARD, p, card, S_ADD);
}

/* The marker just placed in box a: the lowest there (highest go first). */
static int newest_marker(const game_state *g, int a) {
    int best = -1;
    for (int m = 0; m < 3; m++)
        if (g->marker_box[m] == a && (best < 0 || marker_first(g, m) < marker_first(g, best))) best = m;
    return best;
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_AMBITION_DECLARED || ev->player != holder || sponsored_at(g) != 1 + ev->a) return;
    int p = holder, m = newest_marker(g, ev->a), power = m < 0 ? 0 : marker_second(g, m);
    int v = g->pl[p].power + power;
    g->pl[p].power = (int16_t)(v < POWER_MAX ? v : POWER_MAX);
    card_log(g, card, "Player %d declares the Sponsored ambition, %s, and gains %d Power.", p + 1,
             ambition_name(ev->a), power);
    if (!is_regent(g, p)) {
        g->camp.regents |= (uint8_t)(1u << p);
        card_log(g, card, "Player %d, an Outlaw, becomes a Regent.", p + 1);
    }
    if (trust_count(g, -1)) push_card_frame(g, FR_CARD, p, card, S_TAKE);
}

static const card_step STEPS[] = {
    [S_PLACE] = {"place", "A", "place the Sponsored token on %1"},
    [S_KEEP] = {"keep", "", "keep the Sponsored token on its ambition box"},
    [S_ADD] = {"add", "U", "add %1 to the Imperial Trust"},
    [S_TAKE] = {"take", "r", "take a %1 from the Imperial Trust"},
};

/* FRAME_CHECK: no data; the placement and the resource are the First
 * Regent's; the take has a resource to take. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD || !card_frame_only(f, 0) || !card_frame_player_ok(g, f->player)) return false;
    if (f->step == S_TAKE) return trust_count(g, -1) > 0;
    return (f->step == S_PLACE || f->step == S_ADD) && f->player == g->camp.first_regent;
}

/* The token's byte: on the tile or on a base ambition box. */
const card_def card_imperial_sponsor = {
    .card = CARD_F123,
    .short_name = "imperial-sponsor",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .edict_order = 5,
    .edict = resolve,
    .on_event = on_event,
    .events = EVENTS(EVT_AMBITION_DECLARED),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
