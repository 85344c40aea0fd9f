/*
 * Seats & Fiefs (ARCS-F1609, a law added to the rules booklet by the
 * Warden's Act II Setup, step 4; cards.csv):
 *   "Players can add Seat tokens to cities using the Claims of Nobility
 *    card."                                    -> claims_of_nobility.c
 *   "While a city has a Seat token, its player is the Lord of its cluster,
 *    which is the Lord's Fief. They take the Lord title card (03-08) for
 *    that cluster."                            -> seat_place_at: the Lord
 *       card to the Lord's play area (tucked under their Fate card).
 *   "Rivals of the Lord that have a Loyal city or Flagship in the Lord's
 *    Fief are the Lord's Vassals in that Fief alone." (read by Feudal Law,
 *    ARCS-F1610, feudal_law.c; fief_vassal.)
 *   "If a city with a Seat is destroyed, return its Seat and matching Lord
 *    title card."                              -> EVENT (EVT_CITY_REMOVED):
 *       seats_return_fallen, as the city leaves the map.
 * The Seats are this card's data. A Seat lies above a city: the moment that
 * city leaves the map (destroyed in a battle, by Fire Rifles, Break World,
 * Intermission D; or replaced or returned by a card: our reading, the Seat
 * cannot stay above another piece) the Seat and the Lord card return, so
 * the Lord and the Vassals are right at every moment (the invariants hold
 * it: a Seat on the map stands above its Lord's city). No Crisis destroys a
 * city on the map ("Blight only hits buildings during the Intermission",
 * Campaign rulebook, Crises).
 */
#include "campaign/fates.h"
#include "seats.h"

int seat_lord(const game_state *g, int k) {
    if (k < 0 || k >= SEATS) return -1; /* the map centre (system 24) is in no cluster */
    int s = seat_system(g, k);
    if (s < 0) return -1;
    uint8_t b = g->sys[s].bld[seat_place(g, k)];
    int lord = SEATS_OF(g)->above[k] >> 4;
    return BLD_IS_CITY(b) && (int)BLD_OWNER(b) == lord ? lord : -1;
}

bool fief_vassal(const game_state *g, int q, int k) {
    int lord = seat_lord(g, k);
    if (lord < 0 || q == lord || q < 0 || q >= g->num_players) return false;
    if (g->camp.flagship[q] && sys_cluster(g->camp.flagship[q] - 1) == k) return true;
    for (int s = k * 4; s < k * 4 + 4; s++)
        if (bld_any(&g->sys[s], BLD_KIND_MASK, BLD_OF(q))) return true;
    return false;
}

static void take_lord_card(game_state *g, int p, int k) {
    if (play_area_remove(g, p, CARD_F1603 + k)) g->camp.fate_cards_added--;
}

void seats_return_fallen(game_state *g) {
    seats_data *d = SEATS_OF(g);
    for (int k = 0; k < SEATS; k++) {
        if (!(d->seat[k] & SEAT_MAP) || seat_lord(g, k) >= 0) continue;
        int lord = d->above[k] >> 4;
        d->seat[k] = SEAT_SUPPLY;
        d->above[k] = 0;
        take_lord_card(g, lord, k);
        card_log(g, CARD_F1609, "The city below the Seat of Cluster %d is gone: the Seat and %s return.", k + 1,
                 card_table[CARD_F1603 + k].name);
    }
}

void seat_place_at(game_state *g, int p, int s, int i, int card) {
    seats_data *d = SEATS_OF(g);
    int k = sys_cluster(s);
    d->seat[k] = (uint8_t)(SEAT_MAP | s);
    d->above[k] = (uint8_t)(i | p << 4);
    fate_gain_card(g, p, CARD_F1603 + k);
    if (log_enabled(g)) {
        char name[16];
        card_log(g, card, "Player %d places the Seat of Cluster %d above their city in %s: they are its Lord.", p + 1,
                 k + 1, system_name(s, name));
    }
}

void seat_change_lord(game_state *g, int k, int p) {
    seats_data *d = SEATS_OF(g);
    take_lord_card(g, d->above[k] >> 4, k);
    d->above[k] = (uint8_t)((d->above[k] & 0x0F) | p << 4);
    fate_gain_card(g, p, CARD_F1603 + k);
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    (void)holder, (void)card;
    if (ev->kind == EVT_CITY_REMOVED) seats_return_fallen(g);
}

/* ---- the data ---- */

static bool data_invariants(const game_state *g, char *why, size_t cap) {
    const seats_data *d = SEATS_OF(g);
    for (int k = 0; k < SEATS; k++) {
        uint8_t b = d->seat[k];
        int s = seat_system(g, k);
        if (s < 0 ? b > SEAT_SCRAPPED || d->above[k] : (s >= NUM_SYSTEMS || sys_cluster(s) != k || !sys_in_play(g, s)))
            CARD_DATA_FAIL("Seat %d holds %d", k + 1, b);
        if (s >= 0 && (seat_place(g, k) >= BUILDING_SLOTS_MAX || (d->above[k] >> 4) >= g->num_players))
            CARD_DATA_FAIL("Seat %d above %d", k + 1, d->above[k]);
        /* Returned as its city leaves the map (EVT_CITY_REMOVED). */
        if (s >= 0 && seat_lord(g, k) < 0) CARD_DATA_FAIL("Seat %d above no city of its Lord", k + 1);
    }
    return true;
}

/* The Lord card of each Seat on the map is in its Lord's play area. */
static bool conserved(const game_state *g, char *why, size_t cap) {
    const seats_data *d = SEATS_OF(g);
    for (int k = 0; k < SEATS; k++) {
        if (seat_system(g, k) < 0) continue;
        int lord = d->above[k] >> 4, n = g->ll.play_area_len[lord];
        bool found = false;
        for (int i = 0; i < n && i < PLAY_AREA_MAX; i++) found |= g->ll.play_area[lord][i] == CARD_F1603 + k;
        if (!found) CARD_DATA_FAIL("Seat %d on the map, %s not with its Lord", k + 1, card_table[CARD_F1603 + k].name);
    }
    return true;
}

static const card_data_def SEATS_DATA = {
    .size = sizeof(seats_data),
    .invariants = data_invariants,
    .conserved = conserved,
};

const card_def card_seats_and_fiefs = {
    .card = CARD_F1609,
    .short_name = "seats-and-fiefs",
    .on_event = on_event,
    .events = EVENTS(EVT_CITY_REMOVED),
    .data = &SEATS_DATA,
};
