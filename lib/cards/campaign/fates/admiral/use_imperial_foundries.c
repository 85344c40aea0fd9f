/*
 * Use Imperial Foundries (ARCS-F703, Edict 55; Admiral, Act I): in the
 * rules booklet from the Admiral's Act I Setup.
 *
 *   "The player who has Imperial Officers resolves this."
 *   "For each Loyal starport, you may replace 1 Loyal ship in its system
 *    with 1 Imperial ship."                          -> EDICT (order 55)
 *   "If you're the Admiral, remember to advance your objective if you're
 *    winning an ambition!"          (the Admiral's objective, admiral.c)
 *
 * Resolved with the Edicts in edict order (docs/components.md §9.5: 55,
 * after Govern the Imperial Reach, 03). Nobody resolves it while Imperial
 * Officers is in no one's hands (buried, in the Court deck; faq.csv,
 * Command Chaos, reads the same way for a Crisis naming the card).
 *
 * The holder decides one replacement at a time: a system with one of their
 * starports not used yet and a Loyal ship of theirs, and which ship goes
 * (fresh or damaged: "replace 1 Loyal ship"); the ship returns to its
 * owner's supply and a fresh Imperial ship is placed there from the
 * Imperial supply (none left: no replacement is offered). A system with
 * two of their starports allows two. "decline" ends it.
 *
 * Moves: "card use-imperial-foundries replace <system> <n>" (n 0: a fresh
 * ship, 1: a damaged one), "decline".
 */
#include "cards/hooks.h"
#include "campaign/fates.h"

enum { S_REPLACE };

/* p's starports in walk order (system, then building place): bit i of
 * `used` marks the i-th as used. The index of the first unused one in sys,
 * or -1. */
static int free_starport_in(const game_state *g, int p, unsigned used, int sys) {
    int k = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; i < building_places(g); i++) {
            uint8_t b = g->sys[s].bld[i];
            if (!(b & BLD_OCCUPIED) || !BLD_IS_STARPORT(b) || (int)BLD_OWNER(b) != p) continue;
            if (s == sys && !((used >> k) & 1u)) return k;
            k++;
        }
    return -1;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (g->camp.imperial_supply)
        for (int s = 0; s < NUM_SYSTEMS; s++) {
            if (free_starport_in(g, p, f->c, s) < 0) continue;
            if (g->sys[s].fresh[p]) add_card_move(out, p, f->card, S_REPLACE, s, 0, 0);
            if (g->sys[s].damaged[p]) add_card_move(out, p, f->card, S_REPLACE, s, 1, 0);
        }
    add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = m.player, card = f->card;
    if (m.kind == ARCS_MOVE_DECLINE) {
        pop_frame(g);
        return;
    }
    int s = m.d;
    f->c |= (uint8_t)(1u << free_starport_in(g, p, f->c, s));
    if (m.e) g->sys[s].damaged[p]--;
    else g->sys[s].fresh[p]--;
    g->pl[p].ships_supply++;
    g->camp.imperial_supply--;
    g->camp.imperial[s][0]++;
    if (log_enabled(g)) {
        char name[16];
        card_log(g, card, "Player %d replaces a %s Loyal ship at %s with an Imperial ship.", p + 1,
                 m.e ? "damaged" : "fresh", system_name(s, name));
    }
    campaign_event(g, EVT_IMPERIAL_PLACED, p, s, 1);
}

static void resolve(game_state *g, int card) {
    int p = -1;
    for (int q = 0; q < g->num_players && p < 0; q++)
        if (held_index(g, q, CARD_F702) >= 0) p = q;
    if (p < 0) {
        card_log(g, card, "nobody has Imperial Officers; the edict is not resolved.");
        return;
    }
    card_log(g, card, "Player %d, who has Imperial Officers, resolves it.", p + 1);
    push_card_frame(g, FR_CARD, p, card, S_REPLACE);
}

static const card_step STEPS[] = {[S_REPLACE] = {"replace", "sn", NULL}};

/* FRAME_CHECK: S_REPLACE: c the resolver's starports used (bit per
 * starport in walk order). */
static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    if (f->kind == FR_CARD && f->step == S_REPLACE) return card_frame_only(f, FB_C) && f->c < (1u << STARPORTS_PER_PLAYER);
    return card_frame_only(f, 0);
}

const card_def card_use_imperial_foundries = {
    .card = CARD_F703,
    .short_name = "use-imperial-foundries",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .edict_order = 55,
    .edict = resolve,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
