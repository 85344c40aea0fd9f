/*
 * Rogue Admirals (ARCS-F706, F707, Guild, Weapon; Admiral, added to the
 * Court deck by the Act I Resolution's completed branch).
 *
 *   "Bury this if you're an Outlaw."     -> EVENT (EVT_BECAME_OUTLAW),
 *                                            WHEN_SECURED (an Outlaw secures it)
 *
 * Held by a player who becomes an Outlaw, or secured by an Outlaw, the
 * card is buried at once (the bottom of the Court deck).
 *
 *   "You ignore the Empire's Presence, Movement, and Truce Laws."
 *                                                        -> EMPIRE_LAWS
 *
 * Presence and Movement as Imperial Officers (imperial_officers.c). Truce
 * (`ignores_truce`, read by campaign_may_harm through truce_ignored,
 * lib/core/engine.h): the holder, a Regent, may harm Imperial ships and
 * Rival Regents in systems with Imperial ships. faq.csv, Rogue Admirals:
 * "Can a Regent with Rogue Admiral attack the Empire alone? Yes. In this
 * case, the Empire defends with all Imperial ships in the battle system"
 * (the attacker adds none: no "add-imperial" decision; lib/rules/
 * battle.c); "What happens when a Regent with Rogue Admirals attacks
 * another Regent? The attacker can add any number of Imperial ships in the
 * system to their attacking ships. Remaining Imperial ships are defending
 * ships" (battle.c: the defending side's Imperial ships are those not
 * attacking). Destroyed attacking ships of the First Regent attacking the
 * Empire go back to their supply (nobody else takes the Empire's
 * Trophies; our reading).
 *
 *   "Prelude: You may discard this to place 3 Imperial ships in a system
 *    you control."                                  -> PRELUDE_MOVES
 *
 * "place-imperial" discards the card; the system is the next decision,
 * among those p controlled when taking the Prelude action (the card still
 * held: its Presence counts; our reading: the discard is the action's
 * cost); fresh Imperial ships from the Imperial supply (as many as it
 * holds: Fine Print).
 *
 * Moves: "card rogue-admirals place-imperial", "card rogue-admirals
 * place-imperial-in <system>", "card rogue-admirals discard".
 */
#include "campaign/campaign.h"
#include "cards/hooks.h"

enum { S_PLACE, S_PLACE_IN };

static void bury(game_state *g, int p, int card, const char *why) {
    int i = held_index(g, p, card);
    if (i < 0) return;
    remove_held(g, p, i);
    court_bury(g, card);
    card_log(g, card, "Player %d %s; the card is buried.", p + 1, why);
}

static void on_event(game_state *g, int p, int card, const camp_event *ev) {
    if (ev->kind == EVT_BECAME_OUTLAW && ev->player == p) bury(g, p, card, "is now an Outlaw");
}

static void when_secured(game_state *g, int p, int card) {
    if (!is_regent(g, p)) bury(g, p, card, "is an Outlaw");
}

/* The systems p controls now (bit per system; bit 24 the map centre, the
 * Twisted Passage, while a law puts it in play: card_piece_system_ok). */
static uint32_t controlled(const game_state *g, int p) {
    uint32_t m = 0;
    for (int s = 0; s < SYSTEMS_MAX; s++)
        if (card_piece_system_ok(g, s) && player_controls(g, p, s)) m |= 1u << s;
    return m;
}

static void prelude_moves(const game_state *g, int p, int card, move_list *out) {
    if (g->camp.imperial_supply && controlled(g, p)) add_card_move(out, p, card, S_PLACE, 0, 0, 0);
    discard_move(p, card, out);
}

/* FR_CARD S_PLACE_IN: c, d, e the systems offered (bit per system), f bit 0
 * system 24. */
static uint32_t frame_systems(const frame *f) {
    return (uint32_t)f->c | (uint32_t)f->d << 8 | (uint32_t)f->e << 16 | (uint32_t)f->f << 24;
}

static void prelude_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_move_card(m);
    uint32_t systems = controlled(g, p);
    discard_held(g, p, card);
    card_log(g, card, "Player %d discards it to place 3 Imperial ships.", p + 1);
    frame *f = push_card_frame(g, FR_CARD, p, card, S_PLACE_IN);
    f->c = (uint8_t)(systems & 0xFF);
    f->d = (uint8_t)(systems >> 8 & 0xFF);
    f->e = (uint8_t)(systems >> 16 & 0xFF);
    f->f = (uint8_t)(systems >> 24 & 1u);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    card_moves_for_bits(out, f->player, f->card, S_PLACE_IN, frame_systems(f));
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, s = m.d, card = top_frame(g)->card;
    pop_frame(g);
    int n = g->camp.imperial_supply < 3 ? g->camp.imperial_supply : 3;
    g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply - n);
    g->camp.imperial[s][0] = (uint8_t)(g->camp.imperial[s][0] + n);
    if (log_enabled(g)) {
        char name[16];
        card_log(g, card, "Player %d places %d Imperial ships at %s.", p + 1, n, system_name(s, name));
    }
    campaign_event(g, EVT_IMPERIAL_PLACED, p, s, n);
}

/* FRAME_CHECK: S_PLACE_IN: c, d, e, f the systems offered (in play). */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD || f->step != S_PLACE_IN || f->f > 1) return false;
    uint32_t m = frame_systems(f);
    for (int s = 0; s < SYSTEMS_MAX; s++)
        if (((m >> s) & 1u) && !card_piece_system_ok(g, s)) return false;
    return card_frame_only(f, FB_C | FB_D | FB_E | FB_F) && m;
}

static const card_step STEPS[] = {
    [S_PLACE] = {"place-imperial", "", "discard it to place 3 Imperial ships (Prelude)"},
    [S_PLACE_IN] = {"place-imperial-in", "s", "place the 3 Imperial ships at %1"},
};

const card_def card_rogue_admirals = {
    .card = CARD_F706,
    .short_name = "rogue-admirals",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .ignores_presence = true,
    .ignores_movement = true,
    .ignores_truce = true,
    .on_event = on_event,
    .events = EVENTS(EVT_BECAME_OUTLAW),
    .when_secured = when_secured,
    .prelude_moves = prelude_moves,
    .prelude_apply = prelude_apply,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
