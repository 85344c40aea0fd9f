/*
 * Hammer Fragments (ARCS-F1103A, Ability; the Planet Breaker's Act II): in
 * the Planet Breaker's play area (Act II Setup, ARCS-F1101A, step 4). Its
 * data (planet_breaker.h) keep the 6 Hammer Fragment tokens, the cards
 * tucked under it and the Planet Breaker.
 *
 *   "Repair Hammer (Repair): Take 1 Hammer Fragment token you control and
 *    place it on this card. Place 1 fresh ship at the planet you took it
 *    from."                                          -> NEW_ACTION (Repair)
 *   "card hammer-fragments repair-hammer <pip or resource>", then "card
 *   hammer-fragments take <system>": a token at a planet of a system the
 *   holder controls (Base rulebook, "Control": "You control a system and
 *   its contents"); one move per system. The fresh ship comes from the
 *   supply (none when it is empty). The Objective side advances 1
 *   ("Repair the Planet Hammer: Advance 1 for each Hammer Fragment you take
 *   from the map", ARCS-F1101B).
 *
 *   "If you have all 6 Hammer Fragments on this card: 1. Untuck the Planet
 *    Hammer card from here and take it. Hammer Fragment tokens are now
 *    known as Hammer tokens. 2. Warn everyone that you can use the Planet
 *    Hammer to break planets, which makes everyone Provoke Outrage of the
 *    broken planet's type. 3. Flip this card to its Breaking Worlds side.
 *    Keep the 5 Refugee cards tucked under it."      -> hammer_repaired
 *   At once when the sixth token is placed here. The Planet Hammer (lore)
 *   goes to the play area; the 6 Hammer tokens go to the Planet Breaker's
 *   supply (the Planet Hammer's Prepare places one "from your supply":
 *   our reading, docs/rules-coverage.md); the card's Breaking Worlds side
 *   (ARCS-F1103B) replaces it in the play area.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "planet_breaker.h"

enum { S_REPAIR_HAMMER, S_TAKE };

int fragments_at(const game_state *g, uint8_t where) {
    const hammer_data *d = HAMMER_OF(g);
    int n = 0;
    for (int i = 0; i < FRAGMENTS; i++) n += d->frag[i] == where;
    return n;
}

uint32_t fragment_systems(const game_state *g) {
    const hammer_data *d = HAMMER_OF(g);
    uint32_t m = 0;
    for (int i = 0; i < FRAGMENTS; i++)
        if (frag_on_map(d->frag[i])) m |= 1u << frag_system(d->frag[i]);
    return m;
}

void hammer_repaired(game_state *g, int p, int card) {
    hammer_data *d = HAMMER_OF(g);
    if (d->repaired) return;
    d->breaker = (uint8_t)(p + 1);
    d->repaired = 1;
    d->tucked &= (uint8_t)~1u;
    for (int i = 0; i < FRAGMENTS; i++)
        if (d->frag[i] == FRAG_CARD) d->frag[i] = FRAG_SUPPLY;
    fate_gain_card(g, p, CARD_F1104);
    card_log(g, card, "Player %d untucks the Planet Hammer and takes it: the Hammer Fragments are now Hammer tokens.",
             p + 1);
    card_log(g, card, "Player %d warns everyone: the Planet Hammer breaks planets, which makes everyone Provoke "
             "Outrage of the broken planet's type.", p + 1);
    if (play_area_remove(g, p, CARD_F1103A)) play_area_add(g, p, CARD_F1103B);
    card_log(g, card, "Hammer Fragments flips to Breaking Worlds; the 5 Refugees stay tucked under it.");
}

/* Systems (bit per system) with a Hammer Fragment p controls. */
static uint32_t takeable(const game_state *g, int p) {
    if (p != breaker_of(g)) return 0;
    uint32_t m = 0;
    for (uint32_t s = fragment_systems(g); s; s &= s - 1)
        if (player_controls(g, p, __builtin_ctz(s))) m |= 1u << __builtin_ctz(s);
    return m;
}

static bool repair_possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    return takeable(g, p) != 0;
}

static void repair_begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_TAKE); }

static const card_new_action NEW_ACTIONS[] = {
    {ARCS_ACT_REPAIR, S_REPAIR_HAMMER, repair_possible, repair_begin},
};

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_TAKE, takeable(g, f->player));
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card, sys = m.d;
    pop_frame(g);
    hammer_data *d = HAMMER_OF(g);
    for (int i = 0; i < FRAGMENTS; i++)
        if (d->frag[i] == (FRAG_MAP | sys)) {
            d->frag[i] = FRAG_CARD;
            break;
        }
    int before = g->pl[p].ships_supply;
    place_ships(g, p, sys, 1);
    if (log_enabled(g)) {
        char name[16];
        card_log(g, card, "Player %d repairs the Hammer: takes the Hammer Fragment at %s (%d on the card)%s.", p + 1,
                 system_name(sys, name), fragments_at(g, FRAG_CARD),
                 before > g->pl[p].ships_supply ? " and places a fresh ship there" : "");
        /* The Act II objective only while it is p's (Act III: F1112B). */
        if (in_play_area_of(g, p, CARD_F1101B))
            card_log(g, CARD_F1101B, "Repair the Planet Hammer: a Hammer Fragment is taken from the map.");
    }
    objective_advance(g, p, 1, CARD_F1101B);
    if (fragments_at(g, FRAG_CARD) == FRAGMENTS) hammer_repaired(g, p, card);
}

/* FRAME_CHECK: S_TAKE keeps no data; the holder has a token to take. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_TAKE && card_frame_only(f, 0) && takeable(g, f->player);
}

static const card_step STEPS[] = {
    [S_REPAIR_HAMMER] = {"repair-hammer", "U", "Repair Hammer"},
    [S_TAKE] = {"take", "s", "take the Hammer Fragment at %1"},
};

/* ---- the data ---- */

static bool data_invariants(const game_state *g, char *why, size_t cap) {
    const hammer_data *d = HAMMER_OF(g);
    if (d->breaker > g->num_players) CARD_DATA_FAIL("Hammer Fragments: Planet Breaker %d", d->breaker);
    if (d->tucked & ~TUCKED_SETUP) CARD_DATA_FAIL("Hammer Fragments: tucked cards %#x", d->tucked);
    if (d->repaired > 1 || (d->repaired && (d->tucked & 1u)))
        CARD_DATA_FAIL("Hammer Fragments: repaired mark %d, tucked %#x", d->repaired, d->tucked);
    if ((d->tucked || d->repaired) && !d->breaker) CARD_DATA_FAIL("Hammer Fragments: cards without a Planet Breaker");
    int unbroken = 0;
    for (int i = 0; i < FRAGMENTS; i++) {
        uint8_t f = d->frag[i];
        int s = frag_system(f);
        if (f && !d->breaker) CARD_DATA_FAIL("Hammer Fragment %d without a Planet Breaker", i);
        if (s >= 0 ? (s >= NUM_SYSTEMS || !sys_in_play(g, s) || sys_is_gate(s) || (f & 0x20u) ||
                      (frag_broken(f) && !d->repaired))
                   : (f > FRAG_CARD || (f == FRAG_CARD && d->repaired)))
            CARD_DATA_FAIL("Hammer Fragment %d holds %d", i, f);
        unbroken += s >= 0 && !frag_broken(f);
    }
    /* The Planet Hammer's Prepare: one Hammer token on the map at a time. */
    if (d->repaired && unbroken > 1) CARD_DATA_FAIL("Hammer Fragments: %d Hammer tokens on the map", unbroken);
    return breaking_worlds_data_ok(g, why, cap);
}

static const card_data_def HAMMER_DATA = {
    .size = sizeof(hammer_data),
    .invariants = data_invariants,
    .determinize = breaking_worlds_determinize,
    .court_shuffled = breaking_worlds_court_shuffled,
    .buildings_out = breaking_worlds_buildings_out,
};

const card_def card_hammer_fragments = {
    .card = CARD_F1103A,
    .short_name = "hammer-fragments",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = NEW_ACTIONS,
    .n_new_actions = ARRAY_LEN(NEW_ACTIONS),
    .data = &HAMMER_DATA,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
