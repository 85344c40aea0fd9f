/*
 * Sycophants (ARCS-F1102; Guild, Weapon, protected: raid cost X; the
 * Planet Breaker's Act II, gained by the Act II Setup, ARCS-F1101A).
 *
 * "When you Provoke Outrage, keep this card,"          -> PROVOKE_OUTRAGE
 *   kept_on_outrage: a Weapon Outrage does not discard it.
 * "and you may place 2 fresh ships at a planet of the Outrage type once per
 *  turn."                                              -> EVENT
 *   EVT_OUTRAGE_PROVOKED of the holder (any Outrage, also one the holder
 *   already had: "perform both steps", Base rulebook, "Destroying
 *   Cities"): a decision "card sycophants place <system>" (each planet of
 *   the type in play) or "decline". The 2 ships come from the supply (as
 *   many as it holds). Once per turn (card_used_this_turn), marked when
 *   the ships are placed: a declined offer leaves the turn's use open (our
 *   reading). faq.csv Sycophants Q1: Outrage of two types in one turn
 *   places 2 ships in all. Q2: placed in the battle system during a battle
 *   they are not attacking ships (place_ships: battle_ships_placed).
 * "Prelude: You may discard this to place 3 ships in a system you
 *  control."                                           -> PRELUDE_MOVES
 *   The common Prelude steps (three_ships_moves).
 */
#include "cards/hooks.h"

enum { S_PLACE };
enum { SYCOPHANT_SHIPS = 2 };

static uint32_t outrage_planets(const game_state *g, int r) {
    uint32_t m = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && planet_type(s) == r) m |= 1u << s;
    return m;
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_OUTRAGE_PROVOKED || ev->player != holder || card_used_this_turn(g, card) ||
        !g->pl[holder].ships_supply || !outrage_planets(g, ev->a))
        return;
    push_card_frame(g, FR_CARD, holder, card, S_PLACE)->c = ev->a;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_PLACE, outrage_planets(g, f->c));
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m), p = m.player;
    if (card < 0) return;
    card_mark_used(g, card);
    int before = g->pl[p].ships_supply;
    place_ships(g, p, m.d, SYCOPHANT_SHIPS);
    if (log_enabled(g)) {
        char name[16];
        card_log(g, card, "Player %d Provoked Outrage: places %d fresh ships at %s.", p + 1,
                 before - g->pl[p].ships_supply, system_name(m.d, name));
    }
}

/* FRAME_CHECK: S_PLACE: c the Outrage type. */
static bool frame_ok(const game_state *g, const frame *f) {
    (void)g;
    return f->kind == FR_CARD && f->step == S_PLACE && f->c < NUM_RES && card_frame_only(f, FB_C);
}

static const card_step STEPS[] = {[S_PLACE] = {"place", "s", "place 2 fresh ships at %1"}};

const card_def card_sycophants = {
    .card = CARD_F1102,
    .short_name = "sycophants",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .kept_on_outrage = true,
    .prelude_moves = three_ships_moves,
    .on_event = on_event,
    .events = EVENTS(EVT_OUTRAGE_PROVOKED),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
