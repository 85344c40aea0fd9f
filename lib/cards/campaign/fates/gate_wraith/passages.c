/*
 * The Gate Wraith's Twisted Passage (Fate ARCS-FATE22, Act III; cards.csv
 * ARCS-F2205 "Passages & The Twisted Passage", a law the Gate Wraith's
 * Setup adds to the rules booklet). For everyone while it is in the
 * booklet:
 *
 *   "The map center is now a gate called the Twisted Passage."
 *     System 24 (core/state.h: the map centre), a gate (sys_kind 0), named
 *     "twisted-passage" in move text (core/engine.h MAP_CENTRE_NAME); in
 *     play while the law is in the booklet (opens_map_centre:
 *     map_centre_in_play, which the invariants and lib/wire ask).
 *   "Gates with Passage tokens are out of play—pieces that would be placed
 *    on them are placed in the Twisted Passage instead."
 *     The Passage tokens are this card's tokens (token_add(CARD_F2205,
 *     NO_PLAYER, gate)); a Move never enters such a gate
 *     (out_of_play_systems, hook point MOVE_ADJACENCY); ships placed there
 *     go to system 24 (placed_in: passage_place_system; lib/cards/cards.c
 *     place_ships, the cards' placements: Gatekeepers, faq.csv "Passages &
 *     The Twisted Passage").
 *   "You may move from systems adjacent to gates with a Passage to the
 *    Twisted Passage."  "You may move from the Twisted Passage to any
 *    planet whose ID symbol is on the event die. After this, reroll the
 *    event die."
 *     extra_adjacent (MOVE_ADJACENCY): into the centre from a system the
 *     map makes adjacent to a Passage gate; out of it to every in-play
 *     planet of the event die's symbol (campaign.h event_die_symbol). The
 *     reroll after a move out (hook point MOVED) is chance: CH_CARD of this
 *     card (an explicit chance node in ARCS_CHANCE_EXPLICIT games), face -
 *     1 as the outcome, as the campaign's event die is named (events.c).
 *   "Players cannot harm Rivals in the Twisted Passage. (Crises can still
 *    harm.)"  forbids_harm (hook point HARM: a player's battle; Crises do
 *     not ask it).
 *   "Cities in the Twisted Passage are Psionic."  A gate, so Gate Stations
 *    (and Gate Ports, a starport) may build there (lib/cards/cards.c
 *    gate_build_moves); its city's type is Psionic (hook point CITY_TYPE:
 *    taxed for 1 Psionic; Outrage of Psionic when destroyed by a player).
 *   faq.csv "Force Beams" Q3: "You can use Force Beams to Guide ships into
 *    the Twisted Passage, but not out of it." (Force Beams moves to an
 *     adjacent system of the map: adjacent_systems never names the centre,
 *     neither way; not this card's to widen.)
 */
#include "campaign/campaign.h"
#include "gate_wraith.h"

enum { FACES = 6 };

uint32_t passage_gates(const game_state *g) {
    uint32_t m = 0;
    for (int i = 0; i < g->camp.n_tokens; i++) {
        const token_state *t = &g->camp.tokens[i];
        if (t->card == CARD_F2205 && t->where < NUM_SYSTEMS) m |= 1u << t->where;
    }
    return m;
}

int passage_tokens_on_map(const game_state *g) { return __builtin_popcount(passage_gates(g)); }

int passage_place_system(const game_state *g, int sys) {
    return sys >= 0 && sys < NUM_SYSTEMS && (passage_gates(g) >> sys & 1) ? TWISTED_PASSAGE : sys;
}

static uint32_t die_planets(const game_state *g) {
    if (!g->camp.event_die) return 0;
    int symbol = event_die_symbol(g->camp.event_die);
    uint32_t m = 0;
    for (int s = symbol; s < NUM_SYSTEMS; s += 4)
        if (sys_in_play(g, s)) m |= 1u << s;
    return m;
}

static uint32_t extra_adjacent(const game_state *g, int p, int card, int sys) {
    (void)p, (void)card;
    if (sys == TWISTED_PASSAGE) return die_planets(g);
    uint32_t gates = passage_gates(g);
    if (!gates || sys < 0 || sys >= NUM_SYSTEMS || (gates >> sys & 1)) return 0;
    for (; gates; gates &= gates - 1)
        if (systems_adjacent(g, sys, __builtin_ctz(gates))) return 1u << TWISTED_PASSAGE;
    return 0;
}

static uint32_t out_of_play_systems(const game_state *g) { return passage_gates(g); }

void passage_reroll(game_state *g) { card_chance(g, CARD_F2205, 0); }

static void ships_moved(game_state *g, int p, int card, int from, int to, int fresh, int flags) {
    (void)p, (void)card, (void)fresh;
    /* The Flagship moving along with ships is the same move (rerolled
     * once, for the ships: MOVE_ALONG); alone it is a move of its own. */
    if (from != TWISTED_PASSAGE || to == TWISTED_PASSAGE || (flags & MOVE_ALONG)) return;
    card_log(g, CARD_F2205, "Player %d moved out of the Twisted Passage: the event die is rerolled.", p + 1);
    passage_reroll(g);
}

static bool forbids_harm(const game_state *g, int p, int owner, int sys) {
    return sys == TWISTED_PASSAGE && owner >= 0 && owner < g->num_players && owner != p;
}

/* CITY_TYPE: "Cities in the Twisted Passage are Psionic." */
static unsigned city_types(const game_state *g, int sys) {
    (void)g;
    return sys == TWISTED_PASSAGE ? 1u << ARCS_PSIONIC : 0u;
}

static void city_taxed(game_state *g, int p, int card, int sys) {
    (void)sys;
    card_log(g, card, "Player %d taxes the city in the Twisted Passage for 1 Psionic.", p + 1);
    gain_resource(g, p, ARCS_PSIONIC);
}

static void roll_outcomes(const game_state *g, const frame *f, move_list *out, uint32_t *weights) {
    (void)g, (void)f, (void)weights;
    for (int a = 0; a < FACES; a++) add_move(out, ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, a, 0, CH_EVENT_DIE, 0);
}

static void roll_drawn(game_state *g, const frame *f, arcs_move m) {
    (void)f;
    if (m.a >= FACES) return;
    g->camp.event_die = (uint8_t)(m.a + 1);
    static const char *const names[3] = {"arrow", "crescent", "hex"};
    card_log(g, CARD_F2205, "The event die shows %d (the %s).", m.a + 1, names[event_die_symbol(m.a + 1) - SYS_ARROW]);
}

static bool roll_ok(const game_state *g, const frame *f) {
    (void)f;
    return map_centre_in_play(g);
}

const card_def card_passages_twisted_passage = {
    .card = CARD_F2205,
    .short_name = "twisted-passage",
    .extra_adjacent = extra_adjacent,
    .out_of_play_systems = out_of_play_systems,
    .placed_in = passage_place_system,
    .ships_moved = ships_moved,
    .forbids_harm = forbids_harm,
    .gate_city_types = city_types,
    .gate_city_taxed = city_taxed,
    .opens_map_centre = true,
    .court_top_known = passage_storms_on_top, /* Passage Storms, the Setup's step 7 (passage_storms.c) */
    .chance_outcomes = roll_outcomes,
    .chance_drawn = roll_drawn,
    .chance_frame_ok = roll_ok,
    .chance_what = "reroll the event die (the Twisted Passage)",
};
