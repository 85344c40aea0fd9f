/*
 * Spore Guides (ARCS-F2103; Guild, Psionic, protected: raid cost X; the
 * Naturalist's Act III, gained by its Setup, ARCS-F2101A; cards.csv).
 *
 * "Seed (Build): Roll the number die. For each Loyal agent you choose to
 *  return from the Court, change the roll by 1—"6" wraps to "1" and vice
 *  versa. In the rolled cluster, place 1 damaged Blight in a system with no
 *  Blight."                                           -> NEW_ACTION (Build)
 *   Always possible (a roll needs nothing). The roll: ../blight_control.c
 *   (each agent a move: roll-up / roll-down <Court place> returns one of the
 *   player's agents from that Court card; keep-roll ends it). The system is
 *   the player's choice among the cluster's systems in play with no Blight
 *   ("card spore-guides seed-at <system>"; one such system: placed there);
 *   none, or no Blight to place (the supply empty and no Blight Trophies:
 *   The Blight, "Empty Supply"), nothing is placed.
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/blight_control.h"

enum { S_SEED, S_ROLL, S_SEED_AT = S_ROLL + 3 };

static unsigned court_places(const game_state *g, int p) {
    unsigned m = 0;
    for (int pos = 0; pos < g->court_row_len; pos++)
        if (g->court_agents[pos][p]) m |= 1u << pos;
    return m;
}

static void return_from_court(game_state *g, int p, int card, int pos) {
    (void)card;
    g->court_agents[pos][p]--;
    return_agent(g, p);
}

/* The systems of cluster k in play with no Blight (bit per system). */
static uint32_t seed_systems(const game_state *g, int k) {
    uint32_t m = 0;
    for (int s = k * 4; s < k * 4 + 4; s++)
        if (sys_in_play(g, s) && !blight_in(g, s)) m |= 1u << s;
    return m;
}

static void seed_at(game_state *g, int p, int card, int s) {
    char name[16];
    int from = blight_source(g);
    blight_take_for_placing(g);
    g->camp.blight[s][1]++;
    card_log(g, card, "Seed: Player %d places a damaged Blight in %s%s.", p + 1, system_name(s, name),
             from >= 0 ? " (a Blight Trophy: the supply is empty)" : "");
}

static void seed(game_state *g, int p, int card, int k) {
    uint32_t where = seed_systems(g, k);
    if (!where || blight_source(g) == -2) {
        card_log(g, card, "Seed: no Blight can be placed in cluster %d.", k + 1);
        return;
    }
    if (!(where & (where - 1))) {
        seed_at(g, p, card, __builtin_ctz(where));
        return;
    }
    push_card_frame(g, FR_CARD, p, card, S_SEED_AT)->c = (uint8_t)k;
}

static const die_adjust ROLL = {S_ROLL, "Seed", court_places, return_from_court, seed};

static const card_step STEPS[] = {
    [S_SEED] = {"seed", "U", "Seed (Build) with %1"},
    DIE_ADJUST_STEPS(S_ROLL, "n"),
    [S_SEED_AT] = {"seed-at", "s", "place 1 damaged Blight in %1"},
};

static void seed_begin(game_state *g, int p, int card) {
    die_adjust_roll(g, p, card);
}

static const card_new_action ACTIONS[] = {{ARCS_ACT_BUILD, S_SEED, die_adjust_possible, seed_begin}};

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_SEED_AT) card_moves_for_bits(out, f->player, f->card, S_SEED_AT, seed_systems(g, f->c));
    else die_adjust_enumerate(g, f, out, &ROLL);
}

static void apply(game_state *g, arcs_move m) {
    if (m.c != S_SEED_AT) {
        die_adjust_apply(g, m, &ROLL);
        return;
    }
    int card = top_frame(g)->card;
    pop_frame(g);
    seed_at(g, m.player, card, m.d);
}

/* FRAME_CHECK: the roll's decision (c the roll); S_SEED_AT, c the cluster,
 * which has 2 systems or more with no Blight, and a Blight to place. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->step != S_SEED_AT) return die_adjust_frame_ok(g, f, &ROLL);
    uint32_t w = f->c < NUM_CLUSTERS ? seed_systems(g, f->c) : 0;
    return f->kind == FR_CARD && card_frame_only(f, FB_C) && (w & (w - 1)) && blight_source(g) != -2;
}

static void drawn(game_state *g, const frame *f, arcs_move m) { die_adjust_drawn(g, f, m, &ROLL); }

const card_def card_spore_guides = {
    .card = CARD_F2103,
    .short_name = "spore-guides",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = ACTIONS,
    .n_new_actions = 1,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .chance_outcomes = die_adjust_outcomes,
    .chance_drawn = drawn,
    .chance_frame_ok = die_adjust_chance_ok,
    .chance_what = "roll the number die: Seed's cluster (Spore Guides)",
};
