/*
 * The Warden's Act II objective card (ARCS-F1601A / F1601B; cards.csv), a
 * B Fate.
 *
 *   F1601A Warden Act II Setup                            -> FATE_SETUP
 *   "1. Collect the 6 Seat tokens."        -> the Seats to the supply
 *   "2. Gain Claims of Nobility (02)."     -> fate_gain_card (lore: play area)
 *   "3. Add the 6 Lord title cards (03-08) to the supply." The Lord cards
 *     enter the game with their Seats (seat_place_at: a Seat placed gives
 *     its Lord the card; a Seat scrapped scraps it, ARCS-F1611).
 *   "4. Add the Seats & Fiefs card (09) and Feudal Law card (10) to the
 *     rules booklet."                      -> booklet_add
 *   "5. Replenish your fleet - if you have fewer than 8 Loyal ships on the
 *     map, place 1 ship each in any systems until you have 8 Loyal ships on
 *     the map." Each ship a move, "card warden-setup-2 place <system>"
 *     (fleet.h, as the Pacifist's and Peacekeeper's).
 *
 *   F1601B Warden Act II Objective                         -> EVENT
 *   "Control the Fiefs' Seats: At the end of a chapter, advance 2 for each
 *    Seat you control." A Seat above a city (seat_lord) in a system the
 *   holder controls (controller: more fresh ships than each Rival; our
 *   reading: the Presence Law gives control only on a Regent's turn).
 *   "Lord Over the Fiefs: At the end of a chapter, advance 1 for each city
 *    in all Fiefs you are Lord of. (You are the Lord of a Fief if you
 *    placed its Seat. When counting cities in your Fiefs, include Free
 *    cities and cities with Seat tokens.)" Every city of the cluster,
 *   whoever's.
 */
#include "campaign/fates.h"
#include "cards/campaign/fates/fleet.h"
#include "seats.h"

static void setup(game_state *g, int p, int card) {
    seats_data *d = SEATS_OF(g);
    for (int k = 0; k < SEATS; k++)
        if (d->seat[k] == SEAT_BOX) d->seat[k] = SEAT_SUPPLY;
    fate_gain_card(g, p, CARD_F1602);
    booklet_add(g, CARD_F1609);
    booklet_add(g, CARD_F1610);
    card_log(g, card, "Player %d collects the 6 Seat tokens; the Lord title cards are in the supply.", p + 1);
    if (fleet_short(g, p, FLEET_ACT2)) push_card_frame(g, FR_CARD, p, card, FLEET_STEP);
}

static const card_step SETUP_STEPS[] = {[FLEET_STEP] = {"place", "s", "place a ship in %1"}};

const card_def card_warden_setup2 = {
    .card = CARD_F1601A,
    .short_name = "warden-setup-2",
    .steps = SETUP_STEPS,
    .nsteps = ARRAY_LEN(SETUP_STEPS),
    .fate_setup = setup,
    .enumerate = fleet_frame_enumerate,
    .apply = fleet_frame_apply,
    .frame_ok = fleet_frame_ok,
};

/* ---- F1601B ---- */

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_CHAPTER_END) return;
    int seats = 0, cities = 0;
    for (int k = 0; k < SEATS; k++) {
        int lord = seat_lord(g, k), s = seat_system(g, k);
        if (lord < 0) continue;
        if (privilege_controls(g, holder, s)) seats++; /* an objective: the First Regent's Privilege */
        if (lord != holder) continue;
        for (int t = k * 4; t < k * 4 + 4; t++)
            for (int i = 0; i < building_places(g); i++) cities += BLD_IS_CITY(g->sys[t].bld[i]);
    }
    if (seats) {
        card_log(g, card, "Control the Fiefs' Seats: Player %d controls %d Seat%s.", holder + 1, seats, seats == 1 ? "" : "s");
        objective_advance(g, holder, 2 * seats, card);
    }
    if (cities) {
        card_log(g, card, "Lord Over the Fiefs: %d cit%s in Player %d's Fiefs.", cities, cities == 1 ? "y" : "ies",
                 holder + 1);
        objective_advance(g, holder, cities, card);
    }
}

const card_def card_warden_objective2 = {
    .card = CARD_F1601B,
    .short_name = "warden-objective-2",
    .on_event = objective_event,
    .events = EVENTS(EVT_CHAPTER_END),
};
