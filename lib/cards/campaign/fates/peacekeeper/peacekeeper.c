/*
 * The Peacekeeper's Act II objective card (Fate ARCS-FATE15, a B Fate;
 * ARCS-F1501A / F1501B; cards.csv, Campaign rulebook).
 *
 * F1501A Peacekeeper Act II Setup                             -> FATE_SETUP
 *   "1. With 2 players, return all Weapons from the Warlord ambition box
 *    to the supply." (the 2-player ambition-box Weapons, g->phantom)
 *   "2. Clear all your Outrage." (each agent on an Outrage icon returns to
 *    the supply; a placeholder is only taken off)
 *   "3. Provoke Outrage with Weapons. (Discard all Weapons and Weapon
 *    Guild cards.)" (provoke_outrage: an agent on the Weapon icon)
 *   "4. Gain Oath of Peace (02) and Arsenal Keepers (03)."
 *   "5. Replenish your fleet—if you have fewer than 8 Loyal ships on the
 *    map, place 1 ship each in any systems until you have 8 Loyal ships on
 *    the map." Each placement a move "place <system>" (fleet.h).
 *   The marker starts on 18 / 16 / 14 (components.md §9.5; fate_table.c).
 *
 * F1501B Peacekeeper Act II Objective                         -> EVENT
 *   "Restrict the Weapons Supply: At the end of a chapter, advance 1 for
 *    each Weapon you have." Weapons in the resource slots and on cards the
 *    holder holds (Arsenal Keepers' frozen ones; faq.csv, Shaper: "resources
 *    you have" include those on a card), not the Imperial Trust.
 *   "Control the Arms Manufacturers: At the end of a chapter, advance 1
 *    for each Weapons planet you control. For objectives, you control
 *    Empire-controlled planets if you're the First Regent."
 *   Both at EVT_CHAPTER_END.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "../fleet.h"

/* ---- F1501A ---- */

enum { S_PLACE };
static const card_step STEPS[] = {
    [S_PLACE] = {"place", "s", "Replenish your fleet: place a ship in %1"},
};
enum { FLEET = 8 };

static void setup(game_state *g, int p, int card) {
    if (g->num_players == 2 && g->phantom[ARCS_WEAPON]) {
        card_log(g, card, "%d Weapons return from the Warlord ambition box to the supply.", g->phantom[ARCS_WEAPON]);
        g->res_supply[ARCS_WEAPON] = (uint8_t)(g->res_supply[ARCS_WEAPON] + g->phantom[ARCS_WEAPON]);
        g->phantom[ARCS_WEAPON] = 0;
    }
    player_state *pl = &g->pl[p];
    for (int r = 0; r < NUM_RES; r++)
        if ((pl->outrage >> r & 1u) && !(pl->outrage_placeholder >> r & 1u)) return_agent(g, p);
    pl->outrage = pl->outrage_placeholder = 0;
    card_log(g, card, "Player %d clears all their Outrage, then Provokes Outrage with Weapons.", p + 1);
    provoke_outrage(g, p, ARCS_WEAPON);
    fate_gain_card(g, p, CARD_F1502);
    fate_gain_card(g, p, CARD_F1503);
    card_log(g, card, "Player %d gains Oath of Peace and Arsenal Keepers.", p + 1);
    if (fleet_short(g, p, FLEET)) push_card_frame(g, FR_CARD, p, card, S_PLACE);
}

static void setup_enumerate(const game_state *g, const frame *f, move_list *out) {
    fleet_place_moves(g, f->player, f->card, S_PLACE, out);
}

static void setup_apply(game_state *g, arcs_move m) {
    fleet_place(g, m, top_frame(g)->card);
    if (!fleet_short(g, m.player, FLEET)) pop_frame(g);
}

const card_def card_peacekeeper_setup2 = {
    .card = CARD_F1501A,
    .short_name = "peacekeeper-setup",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .fate_setup = setup,
    .enumerate = setup_enumerate,
    .apply = setup_apply,
};

/* ---- F1501B ---- */

static int weapons_had(const game_state *g, int p) {
    int n = card_res_held(g, p, 1u << ARCS_WEAPON);
    for (int i = 0; i < RES_SLOTS_MAX; i++) n += g->pl[p].res[i] == ARCS_WEAPON + 1;
    return n;
}

static int weapon_planets(const game_state *g, int p) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!sys_in_play(g, s) || sys_is_gate(s) || planet_type(s) != ARCS_WEAPON) continue;
        n += privilege_controls(g, p, s); /* the First Regent's Privilege, unless Martial Law */
    }
    return n;
}

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CHAPTER_END) return;
    int w = weapons_had(g, holder), planets = weapon_planets(g, holder);
    if (w) {
        card_log(g, card, "Restrict the Weapons Supply: Player %d has %d Weapons.", holder + 1, w);
        objective_advance(g, holder, w, card);
    }
    if (planets) {
        card_log(g, card, "Control the Arms Manufacturers: Player %d controls %d Weapon planets.", holder + 1, planets);
        objective_advance(g, holder, planets, card);
    }
}

const card_def card_peacekeeper_objective2 = {
    .card = CARD_F1501B,
    .short_name = "peacekeeper-objective",
    .on_event = objective_event,
    .events = EVENTS(EVT_CHAPTER_END),
};
