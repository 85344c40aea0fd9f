/*
 * The Refugees (ARCS-F1105 Forgeworld, F1106 Blazeworld, F1107 Deadworld,
 * F1108 Lostworld, F1109 Heartworld; Guild cards of the Material, Fuel,
 * Weapon, Relic and Psionic suits; the Planet Breaker's Act II): tucked
 * under Hammer Fragments at the Act II Setup; Breaking Worlds places the
 * one of the broken planet's type on top of the Court deck (breaking_
 * worlds.c). The same text for each type <T> (the card's suit):
 *
 *   "Scrap this if you have the Planet Hammer."        -> EVENT, HELD_GAINED
 *   The Planet Breaker (the Planet Hammer in their play area) who secures
 *   one (EVT_CARD_SECURED, asked of Breaking Worlds) or gets it otherwise
 *   (held_gained: stolen, given) scraps it once it is theirs (an
 *   FR_CARD_AUTO step of the Refugee card).
 *
 *   "Resettle (Build): Build a Free city on a <T> planet you control.
 *    Clear your <T> Outrage and gain <T> up to your number of empty
 *    resource slots. Tuck this card under the Breaking Worlds card."
 *                                                     -> NEW_ACTION (Build)
 *   "card <name>-refugees resettle <pip or resource>", then "card
 *   <name>-refugees city-at <system>": a <T> planet in play of a system
 *   the holder controls, with an empty printed building slot (not a
 *   Broken World: BUILDING_SLOTS). faq.csv Refugees: "Do I have to build
 *   the Free city in order to gain the other benefits? Yes!" - no planet,
 *   no Resettle. The Outrage's agent returns to the supply; the resources
 *   gained: as many as the open slots left empty before the gain (the
 *   supply permitting). The card leaves the holder's Guild cards and is
 *   tucked again (Hammer Fragments data: tucked; not in play).
 *
 * Five defs sharing every function: a new action's `possible` knows no
 * card, so each type has its own (REFUGEE_DEF).
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "planet_breaker.h"

enum { S_RESETTLE, S_CITY_AT, S_SCRAP };

static uint32_t resettle_planets(const game_state *g, int p, int r) {
    uint32_t slotless = cards_slotless_systems(g), m = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!sys_in_play(g, s) || sys_is_gate(s) || planet_type(s) != r || ((slotless >> s) & 1u) ||
            !player_controls(g, p, s))
            continue;
        for (int i = 0; i < planet_slots(s) && i < SLOTS_PER_SYSTEM; i++)
            if (!(g->sys[s].bld[i] & BLD_OCCUPIED)) {
                m |= 1u << s;
                break;
            }
    }
    return m;
}

static void resettle_begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_CITY_AT); }

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_CITY_AT, resettle_planets(g, f->player, refugee_type(f->card)));
}

static int empty_res_slots(const player_state *pl) {
    int n = 0, open = open_res_slots(pl);
    for (int i = 0; i < open && i < RES_SLOTS; i++) n += pl->res[i] == RES_EMPTY;
    return n;
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, card = top_frame(g)->card, sys = m.d, r = refugee_type(card);
    pop_frame(g);
    char sn[16];
    system_name(sys, sn);
    for (int i = 0; i < planet_slots(sys) && i < SLOTS_PER_SYSTEM; i++)
        if (!(g->sys[sys].bld[i] & BLD_OCCUPIED)) {
            g->sys[sys].bld[i] = BLD_MAKE(OWNER_FREE, false, false);
            break;
        }
    player_state *pl = &g->pl[p];
    bool outraged = (pl->outrage >> r) & 1u;
    if (outraged && !((pl->outrage_placeholder >> r) & 1u)) return_agent(g, p);
    pl->outrage &= (uint8_t)~(1u << r);
    pl->outrage_placeholder &= (uint8_t)~(1u << r);
    int n = empty_res_slots(pl);
    card_log(g, card, "Player %d resettles: a Free city at %s%s, gaining %s up to %d empty slot%s.", p + 1, sn,
             outraged ? ", their Outrage of the type cleared" : "", resource_name(r), n, n == 1 ? "" : "s");
    int i = held_index(g, p, card);
    if (i >= 0) remove_held(g, p, i);
    HAMMER_OF(g)->tucked |= (uint8_t)(1u << (card - CARD_F1104));
    breaking_worlds_refugee_tucked(g, card);
    g->camp.fate_cards_added--; /* tucked: out of play until untucked again */
    card_log(g, card, "%s is tucked under the Breaking Worlds card.", card_table[card].name);
    for (int k = 0; k < n; k++) gain_resource(g, p, r);
}

/* "Scrap this if you have the Planet Hammer": p got the card. */
void refugee_to_scrap(game_state *g, int p, int card) {
    if (refugee_type(card) >= 0 && in_play_area_of(g, p, CARD_F1104)) push_card_frame(g, FR_CARD_AUTO, p, card, S_SCRAP);
}

static void held_gained(game_state *g, int p, int card) { refugee_to_scrap(g, p, card); }

static void step(game_state *g) {
    const frame *f = top_frame(g);
    int p = f->player, card = f->card;
    pop_frame(g);
    if (held_index(g, p, card) < 0) return;
    card_log(g, card, "Player %d has the Planet Hammer: %s is scrapped.", p + 1, card_table[card].name);
    fate_scrap(g, card);
}

/* FRAME_CHECK: S_CITY_AT keeps no data, the holder has a planet; S_SCRAP
 * (auto) keeps none. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD_AUTO) return f->step == S_SCRAP && card_frame_only(f, 0);
    return f->kind == FR_CARD && f->step == S_CITY_AT && card_frame_only(f, 0) &&
           resettle_planets(g, f->player, refugee_type(f->card));
}

static const card_step STEPS[] = {
    [S_RESETTLE] = {"resettle", "U", "Resettle"},
    [S_CITY_AT] = {"city-at", "s", "build a Free city at %1"},
    [S_SCRAP] = {"scrap", "", NULL},
};

#define REFUGEE_DEF(NAME, ID, RES, SHORT)                                                         \
    static bool possible_##NAME(const game_state *g, int p, int spent_slot) {                   \
        (void)spent_slot;                                                                         \
        return held_index(g, p, ID) >= 0 && resettle_planets(g, p, RES) != 0;                     \
    }                                                                                             \
    static const card_new_action NEW_ACTIONS_##NAME[] = {                                        \
        {ARCS_ACT_BUILD, S_RESETTLE, possible_##NAME, resettle_begin},                            \
    };                                                                                            \
    const card_def card_##NAME = {                                                                \
        .card = ID,                                                                               \
        .short_name = SHORT,                                                                      \
        .steps = STEPS,                                                                           \
        .nsteps = ARRAY_LEN(STEPS),                                                               \
        .new_actions = NEW_ACTIONS_##NAME,                                                        \
        .n_new_actions = 1,                                                                       \
        .held_gained = held_gained,                                                               \
        .enumerate = enumerate,                                                                   \
        .apply = apply,                                                                           \
        .step = step,                                                                             \
        .frame_ok = frame_ok,                                                                     \
    };

REFUGEE_DEF(forgeworld_refugees, CARD_F1105, ARCS_MATERIAL, "forgeworld-refugees")
REFUGEE_DEF(blazeworld_refugees, CARD_F1106, ARCS_FUEL, "blazeworld-refugees")
REFUGEE_DEF(deadworld_refugees, CARD_F1107, ARCS_WEAPON, "deadworld-refugees")
REFUGEE_DEF(lostworld_refugees, CARD_F1108, ARCS_RELIC, "lostworld-refugees")
REFUGEE_DEF(heartworld_refugees, CARD_F1109, ARCS_PSIONIC, "heartworld-refugees")
