/*
 * The Planet Breaker's Act II objective card (Fate ARCS-FATE11, a B Fate;
 * ARCS-F1101A / F1101B; cards.csv). The marker starts on 12 (fate_table.c).
 *
 * F1101A Planet Breaker Act II Setup                          -> FATE_SETUP
 *   "1. You gain a Flagship": flagship_gain in "a system with Loyal
 *     pieces", the Planet Breaker's choice: a move per system with a Loyal
 *     piece ("card planet-breaker-setup flagship <system>"). With no Loyal
 *     piece on the map there is no system: no Flagship (step 2 then has no
 *     board to place on).
 *   "2. Place 1 fresh starport on your Slipstream Drive Upgrade." From the
 *     supply (the starports just made Free came back to it), if it has one.
 *   "3. Gain Sycophants (02). 4. Gain the Hammer Fragments card (03)."
 *     (fate_gain_card: a Guild card, an Ability in the play area.)
 *   "5. Tuck the Planet Hammer (04) and the 5 Refugees cards (05-09) under
 *     the Hammer Fragments card." (hammer_data.tucked: under the card they
 *     are not in play, so not counted among the Court cards until untucked.)
 *   "6. Collect the 6 Hammer Fragment tokens. 7. Roll the event die. Place
 *     1 Hammer Fragment token on each planet of the rolled symbol." The
 *     roll is chance (CH_CARD, its outcomes the event die's 6 faces as the
 *     campaign's own event die names them: CH_EVENT_DIE, a = face - 1;
 *     campaign.h event_die_symbol); a token at each planet of the symbol in play (one
 *     per cluster in play: 6 at most, the box's 6 tokens); the others stay
 *     in the Planet Breaker's supply.
 *
 * F1101B Planet Breaker Act II Objective
 *   "Repair the Planet Hammer: Advance 1 for each Hammer Fragment you take
 *    from the map."   -> Repair Hammer (hammer_fragments.c) advances it.
 *   "Crush a Planet into Dust: Advance 6 when you use the Break World action
 *    of the Planet Hammer and flip a Hammer token to its Broken World side."
 *    Not written: the Planet Hammer's Break World is not written yet
 *    (docs/rules-coverage.md, "Act II — Planet Breaker").
 *   "You gain the Hammer of Worlds once you collect all 6 Hammer
 *    Fragments." The Planet Hammer (ARCS-F1104), untucked and taken by the
 *    Hammer Fragments card's own text (hammer_repaired).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "planet_breaker.h"

enum { S_FLAGSHIP, S_AFTER_FLAGSHIP };
enum { FACES = 6 };

/* Steps 2-7, after the Flagship (or none). */
static void after_flagship(game_state *g, int p, int card) {
    if (has_flagship(g, p) && flagship_setup_piece(g, p, UPGRADE_SLIPSTREAM, true))
        card_log(g, card, "Player %d places a fresh starport on their %s Upgrade.", p + 1,
                 flagship_upgrade_names[UPGRADE_SLIPSTREAM]);
    fate_gain_card(g, p, CARD_F1102);
    fate_gain_card(g, p, CARD_F1103A);
    hammer_data *d = HAMMER_OF(g);
    d->tucked = TUCKED_SETUP;
    for (int i = 0; i < FRAGMENTS; i++) d->frag[i] = FRAG_SUPPLY;
    card_log(g, card, "Player %d tucks the Planet Hammer and the 5 Refugees under Hammer Fragments and collects the 6 "
             "Hammer Fragment tokens.", p + 1);
    card_chance(g, card, 0);
}

static void setup(game_state *g, int p, int card) {
    hammer_data *d = HAMMER_OF(g);
    d->breaker = (uint8_t)(p + 1);
    if (!has_flagship(g, p) && flagship_gain_systems(g, p)) {
        push_card_frame(g, FR_CARD, p, card, S_FLAGSHIP);
        return;
    }
    if (!has_flagship(g, p)) card_log(g, card, "Player %d has no Loyal piece on the map: no Flagship.", p + 1);
    after_flagship(g, p, card);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_FLAGSHIP, flagship_gain_systems(g, f->player));
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    /* Steps 2-7 wait below the decisions the Flagship may push. */
    pop_frame(g);
    push_card_frame(g, FR_CARD_AUTO, m.player, card, S_AFTER_FLAGSHIP);
    flagship_gain(g, m.player, m.d);
}

static void step(game_state *g) {
    const frame *f = top_frame(g);
    int p = f->player, card = f->card;
    pop_frame(g);
    after_flagship(g, p, card);
}

/* Step 7's roll (CH_CARD): a = the event die's face - 1. */
static void roll_outcomes(const game_state *g, const frame *f, move_list *out, uint32_t *weights) {
    (void)g, (void)f, (void)weights;
    for (int a = 0; a < FACES; a++) add_move(out, ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, a, 0, CH_EVENT_DIE, 0);
}

static void roll_drawn(game_state *g, const frame *f, arcs_move m) {
    (void)f;
    if (m.a >= FACES) return;
    hammer_data *d = HAMMER_OF(g);
    int symbol = event_die_symbol(m.a + 1), placed = 0;
    for (int s = 0; s < NUM_SYSTEMS && placed < FRAGMENTS; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && sys_kind(s) == symbol) d->frag[placed++] = (uint8_t)(FRAG_MAP | s);
    static const char *const names[3] = {"arrow", "crescent", "hex"};
    card_log(g, CARD_F1101A, "The event die shows the %s: %d Hammer Fragment%s placed on its planets.",
             names[symbol - SYS_ARROW],
             placed, placed == 1 ? "" : "s");
}

static bool roll_ok(const game_state *g, const frame *f) {
    (void)f;
    return breaker_of(g) >= 0 && fragments_at(g, FRAG_SUPPLY) == FRAGMENTS;
}

/* FRAME_CHECK: the S_FLAGSHIP decision and the FR_CARD_AUTO S_AFTER_FLAGSHIP
 * keep no data. */
static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    if (f->kind == FR_CARD_AUTO) return f->step == S_AFTER_FLAGSHIP && card_frame_only(f, 0);
    return f->kind == FR_CARD && f->step == S_FLAGSHIP && card_frame_only(f, 0);
}

static const card_step STEPS[] = {
    [S_FLAGSHIP] = {"flagship", "s", "gain your Flagship at %1"},
    [S_AFTER_FLAGSHIP] = {"after-flagship", "", NULL},
};

const card_def card_planet_breaker_setup2 = {
    .card = CARD_F1101A,
    .short_name = "planet-breaker-setup",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .fate_setup = setup,
    .enumerate = enumerate,
    .apply = apply,
    .step = step,
    .frame_ok = frame_ok,
    .chance_outcomes = roll_outcomes,
    .chance_drawn = roll_drawn,
    .chance_frame_ok = roll_ok,
    .chance_what = "roll the event die: Hammer Fragments on the planets of the rolled symbol (Planet Breaker)",
};

/* F1101B: its only advance written is Repair the Planet Hammer's, made by
 * Repair Hammer (hammer_fragments.c); the card keeps no hook of its own. */
const card_def card_planet_breaker_objective2 = {
    .card = CARD_F1101B,
    .short_name = "planet-breaker-objective",
};
