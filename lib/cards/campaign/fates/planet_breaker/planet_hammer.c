/*
 * Planet Hammer (ARCS-F1104, Lore; the Planet Breaker's Act II): untucked
 * from Hammer Fragments and taken by the Planet Breaker when the 6 Hammer
 * Fragments are on that card (hammer_repaired). The 6 Hammer tokens are
 * the Hammer Fragments' data (planet_breaker.h).
 *
 *   "Prepare (Build): Place a Hammer token at a planet you control. If one
 *    is already on the map, return it to your supply first."
 *                                                     -> NEW_ACTION (Build)
 *   "card planet-hammer prepare <pip or resource>", then "card
 *   planet-hammer place <system>": a planet in play of a system the holder
 *   controls (Base rulebook, "Control"), one move per planet. The token
 *   not yet flipped on the map (at most one) returns to the supply first;
 *   a Broken World token stays (it is no longer a Hammer token to prepare
 *   with: our reading), and a Broken World is not offered (it has been
 *   broken). Marks the card used this turn (for Break World).
 *
 *   "Break World (Battle): If you did not Prepare this turn, resolve the
 *    Breaking Worlds card."                          -> NEW_ACTION (Battle)
 *   "card planet-hammer break-world <pip or resource>": the holder has a
 *   Hammer token on the map (not flipped), Breaking Worlds in their play
 *   area and did not Prepare this turn (the card not used this turn);
 *   breaking_worlds_resolve (breaking_worlds.c).
 */
#include "cards/hooks.h"
#include "planet_breaker.h"

enum { S_PREPARE, S_PLACE, S_BREAK_WORLD };

int hammer_on_map(const game_state *g) {
    const hammer_data *d = HAMMER_OF(g);
    if (!d->repaired) return -1;
    for (int i = 0; i < FRAGMENTS; i++)
        if (frag_on_map(d->frag[i]) && !frag_broken(d->frag[i])) return i;
    return -1;
}

bool broken_world(const game_state *g, int sys) {
    const hammer_data *d = HAMMER_OF(g);
    for (int i = 0; i < FRAGMENTS; i++)
        if (frag_broken(d->frag[i]) && frag_system(d->frag[i]) == sys) return true;
    return false;
}

/* The planets (bit per system) p may Prepare at: p the Planet Breaker with
 * a Hammer token in the supply or on the map. */
static uint32_t prepare_planets(const game_state *g, int p) {
    if (p != breaker_of(g) || (hammer_on_map(g) < 0 && !fragments_at(g, FRAG_SUPPLY))) return 0;
    uint32_t m = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && player_controls(g, p, s) && !broken_world(g, s)) m |= 1u << s;
    return m;
}

static bool prepare_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    return HAMMER_OF(g)->repaired && prepare_planets(g, p) != 0;
}

static void prepare_begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_PLACE); }

static bool break_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    return p == breaker_of(g) && hammer_on_map(g) >= 0 && !card_used_this_turn(g, CARD_F1104) &&
           in_play_area_of(g, p, CARD_F1103B);
}

static void break_begin(game_state *g, int p, int card) {
    (void)card;
    breaking_worlds_resolve(g, p);
}

static const card_new_action NEW_ACTIONS[] = {
    {ARCS_ACT_BUILD, S_PREPARE, prepare_possible, prepare_begin},
    {ARCS_ACT_BATTLE, S_BREAK_WORLD, break_possible, break_begin},
};

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_PLACE, prepare_planets(g, f->player));
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card, sys = m.d;
    pop_frame(g);
    hammer_data *d = HAMMER_OF(g);
    int i = hammer_on_map(g);
    bool returned = i >= 0;
    if (returned) d->frag[i] = FRAG_SUPPLY;
    for (i = 0; d->frag[i] != FRAG_SUPPLY; i++) {}
    d->frag[i] = (uint8_t)(FRAG_MAP | sys);
    card_mark_used(g, card);
    if (log_enabled(g)) {
        char name[16];
        card_log(g, card, "Player %d prepares: %sa Hammer token at %s.", p + 1,
                 returned ? "returns the Hammer token on the map to their supply and places " : "", system_name(sys, name));
    }
}

/* FRAME_CHECK: S_PLACE keeps no data; the holder has a planet to prepare at. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_PLACE && card_frame_only(f, 0) && prepare_planets(g, f->player);
}

static const card_step STEPS[] = {
    [S_PREPARE] = {"prepare", "U", "Prepare"},
    [S_PLACE] = {"place", "s", "place a Hammer token at %1"},
    [S_BREAK_WORLD] = {"break-world", "U", "Break World"},
};

const card_def card_planet_hammer = {
    .card = CARD_F1104,
    .short_name = "planet-hammer",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = NEW_ACTIONS,
    .n_new_actions = ARRAY_LEN(NEW_ACTIONS),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
