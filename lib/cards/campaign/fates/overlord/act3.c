/*
 * The Overlord's Act III (Fate ARCS-FATE17, a C Fate taken after a failed
 * Act II objective; cards.csv ARCS-F1701A / F1701B): a final objective
 * with a marker on the Power track (start 20: fate_table.c).
 *
 * F1701A Overlord Act III Setup                               -> FATE_SETUP
 *   "1. If you have a Flagship, you may Resettle."  -> resettle.h: "card
 *    overlord-setup-3 resettle" / "keep-flagship", decided first
 *   "2. Gain Sycophants (02)."                   -> fate_gain_card (Guild)
 *   "3. Add Reach Rejects Overlord (03) to the rules booklet." booklet_add
 *   "4. If you have no Outrage, you may Provoke Outrage once to place 2
 *    ships at a planet of that Outrage type. (Do not also trigger
 *    Sycophants.)" The Overlord's decisions: "card overlord-setup-3
 *   provoke <resource>" (a type with a planet in play) or "decline", then
 *   "card overlord-setup-3 place <system>" (a planet of that type): the
 *   Outrage is provoked when the type is chosen (provoke_outrage), the 2
 *   ships (from the supply, as many as it holds) placed at the planet.
 *   Sycophants, gained at step 2, hears the Outrage: its offer, pushed
 *   then, is withdrawn at once (its once per turn left open: the first
 *   turn of Act III may have begun below the Setup's decisions).
 *
 * F1701B Overlord Act III Objective                           -> EVENT
 *   "Rule by Fear Alone: At the end of a chapter, advance 1 for each
 *    resource type you have that matches your Outrage." Each Outraged type
 *   of which the Overlord has a resource: in their slots, on their cards
 *   (card_res_held) or a supply their card holds (the Monopolies and
 *   Cartels: faq.csv, Overlord Act III Objective: "You are considered to
 *   have these resources, so you do advance for them").
 *   "Control by Fear Alone: At the end of a chapter, advance 2 for each
 *    planet type you control that matches your Outrage." Each Outraged
 *   type of which the Overlord controls a planet (privilege_controls: "If
 *   you're First Regent, you control all Empire-controlled systems for
 *   objectives").
 *   Both at EVT_CHAPTER_END (after scoring); the final objective's win is
 *   the arc's (campaign_final_objective_winners).
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "cards/campaign/fates/resettle.h"
#include "overlord.h"

enum { S_PROVOKE, S_PLACE, S_RESETTLE, S_KEEP_FLAGSHIP };
enum { SETUP_SHIPS = 2 };

/* Planets in play of resource type r (bit per system). */
uint32_t overlord_planets_of_type(const game_state *g, int r) {
    uint32_t m = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && planet_type(s) == r) m |= 1u << s;
    return m;
}

/* Types (bit per type) with a planet in play. */
static unsigned types_with_planets(const game_state *g) {
    unsigned t = 0;
    for (int r = 0; r < NUM_RES; r++)
        if (overlord_planets_of_type(g, r)) t |= 1u << r;
    return t;
}

static void setup(game_state *g, int p, int card) {
    fate_gain_card(g, p, CARD_F1702);
    booklet_add(g, CARD_F1703);
    card_log(g, card, "Player %d gains Sycophants and adds Reach Rejects Overlord to the rules booklet.", p + 1);
    if (!g->pl[p].outrage && types_with_planets(g)) push_card_frame(g, FR_CARD, p, card, S_PROVOKE);
    fate_offer_resettle(g, p, card, S_RESETTLE);
}

static void setup_enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == S_RESETTLE) {
        fate_resettle_enumerate(f, out, S_KEEP_FLAGSHIP);
        return;
    }
    if (f->step == S_PROVOKE) {
        card_moves_for_bits(out, f->player, f->card, S_PROVOKE, types_with_planets(g));
        add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
        return;
    }
    card_moves_for_bits(out, f->player, f->card, S_PLACE, overlord_planets_of_type(g, f->c));
}

static void setup_apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int card = f->card, p = m.player;
    if (f->step == S_RESETTLE) {
        fate_resettle_apply(g, m, S_RESETTLE);
        return;
    }
    if (m.kind == ARCS_MOVE_DECLINE) {
        pop_frame(g);
        card_log(g, card, "Player %d does not Provoke Outrage.", p + 1);
        return;
    }
    if (f->step == S_PROVOKE) {
        f->step = S_PLACE;
        f->c = (uint8_t)m.d;
        card_log(g, card, "Player %d Provokes %s Outrage to place 2 ships.", p + 1, resource_name(m.d));
        int depth = g->depth;
        provoke_outrage(g, p, m.d);
        /* "(Do not also trigger Sycophants.)": its offer, just pushed, is
         * withdrawn (its once per turn stays open). */
        const frame *t = top_frame_c(g);
        if (g->depth > depth && t->kind == FR_CARD && card_def_of(t->card) == card_def_of(CARD_F1702)) pop_frame(g);
        return;
    }
    pop_frame(g);
    int before = g->pl[p].ships_supply;
    place_ships(g, p, m.d, SETUP_SHIPS);
    char name[16];
    card_log(g, card, "Player %d places %d ships at %s, a planet of their Outrage.", p + 1,
             before - g->pl[p].ships_supply, system_name(m.d, name));
}

/* FRAME_CHECK: S_RESETTLE (resettle.h); S_PROVOKE keeps nothing; S_PLACE
 * c the Outrage type provoked (p has that Outrage). */
static bool setup_frame_ok(const game_state *g, const frame *f) {
    if (f->kind != FR_CARD || !card_frame_player_ok(g, f->player)) return false;
    if (f->step == S_RESETTLE) return fate_resettle_frame_ok(g, f);
    if (f->step == S_PROVOKE) return card_frame_only(f, 0) && !g->pl[f->player].outrage;
    return f->step == S_PLACE && f->c < NUM_RES && card_frame_only(f, FB_C) &&
           ((g->pl[f->player].outrage >> f->c) & 1u);
}

static const card_step SETUP_STEPS[] = {
    [S_PROVOKE] = {"provoke", "r", "Provoke %1 Outrage to place 2 ships at a planet of that type"},
    [S_PLACE] = {"place", "s", "place 2 ships at %1"},
    FATE_RESETTLE_STEPS(S_RESETTLE, S_KEEP_FLAGSHIP),
};

const card_def card_overlord_setup3 = {
    .card = CARD_F1701A,
    .short_name = "overlord-setup-3",
    .steps = SETUP_STEPS,
    .nsteps = ARRAY_LEN(SETUP_STEPS),
    .fate_setup = setup,
    .enumerate = setup_enumerate,
    .apply = setup_apply,
    .frame_ok = setup_frame_ok,
};

/* ---- F1701B ---- */

unsigned overlord_types_had(const game_state *g, int p) {
    unsigned t = 0;
    for (int r = 0; r < NUM_RES; r++) {
        unsigned b = 1u << r;
        if (resources_held(&g->pl[p], r) + card_res_held(g, p, b) + cards_resources_held(g, p, b) > 0) t |= b;
    }
    return t;
}

unsigned overlord_types_controlled(const game_state *g, int p) {
    unsigned t = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && planet_type(s) >= 0 && privilege_controls(g, p, s))
            t |= 1u << planet_type(s);
    return t;
}

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CHAPTER_END) return;
    unsigned outrage = g->pl[holder].outrage & ((1u << NUM_RES) - 1);
    int had = __builtin_popcount(overlord_types_had(g, holder) & outrage);
    int ruled = __builtin_popcount(overlord_types_controlled(g, holder) & outrage);
    if (had) {
        card_log(g, card, "Rule by Fear Alone: Player %d has %d resource type%s matching their Outrage.", holder + 1,
                 had, had == 1 ? "" : "s");
        objective_advance(g, holder, had, card);
    }
    if (ruled) {
        card_log(g, card, "Control by Fear Alone: Player %d controls %d planet type%s matching their Outrage.",
                 holder + 1, ruled, ruled == 1 ? "" : "s");
        objective_advance(g, holder, 2 * ruled, card);
    }
}

const card_def card_overlord_objective3 = {
    .card = CARD_F1701B,
    .short_name = "overlord-objective-3",
    .on_event = objective_event,
    .events = EVENTS(EVT_CHAPTER_END),
};
