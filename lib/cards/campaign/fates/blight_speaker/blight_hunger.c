/*
 * Blight Hunger (ARCS-F1313, Lore; the Blight Speaker's Act III Setup,
 * ARCS-F1312A, gains it; cards.csv).
 *
 * "Place pieces (even yours) destroyed by a Blight Crisis on this card.
 *  (They add to one of your grand ambitions.)"
 *                               -> EVENT (EVT_BLIGHT_CRISIS_DESTROYED)
 *   Every Blight Crisis (the Event's Crises, Campaign rulebook "Blight
 *   Crises"): the Loyal ships of every player, the holder's too, and the
 *   Imperial ships it destroys leave their supply for the card
 *   (lib/campaign/events.c reports them once they reached the supply:
 *   nothing happens between). The card's data counts them (ships per
 *   player, Imperial ships: 5 bytes, public): each player's 15 ships and
 *   the 15 Imperial ships stay accounted for (ships_out, imperial_out).
 *   The Flagship board's Upgrades and Armor (cities and starports) a Blight
 *   Crisis destroys are reported before they return (lib/campaign/
 *   flagship_events.c, b CRISIS_DEAD_CITY / CRISIS_DEAD_STARPORT): they go
 *   on the card too (counted per player: buildings_out), and after scoring
 *   a city returns to its owner's board (Base rulebook, "Returning
 *   Cities": the slots it covers settled), a starport to the supply.
 *   faq.csv "The Dead Live": "Blight Hunger places the pieces on its card
 *   before they would return to supply, so Blight Hunger takes
 *   precedence." The Dead Live (ARCS-F2204, gate_wraith/dead_live.c)
 *   meets this card at EVT_BLIGHT_CRISIS_DESTROYED: pieces a Blight Crisis
 *   destroyed go here and not there (it leaves those to this card).
 *
 * "After scoring, return all of the pieces from this card."
 *                                                    -> AFTER_SCORING
 *   After each chapter's scoring (the grand ambitions scored first, with
 *   the declared ambitions: the pieces count for ARCS-F1312B's second):
 *   the ships to their owners' supplies, the Imperial ships to the
 *   Empire's.
 */
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "cards/card_data.h"
#include "blight_speaker.h"

typedef struct hunger_data {
    uint8_t ships[MAX_PLAYERS];
    uint8_t imperial;
    uint8_t cities[MAX_PLAYERS]; /* Flagship Upgrades and Armor */
    uint8_t starports[MAX_PLAYERS];
} hunger_data;

#define HUNGER_OF(g) CARD_DATA(g, hunger_data, card_data_place(CARD_F1313))

int blight_hunger_pieces(const game_state *g) {
    const hunger_data *d = HUNGER_OF(g);
    int n = d->imperial;
    for (int p = 0; p < MAX_PLAYERS; p++) n += d->ships[p] + d->cities[p] + d->starports[p];
    return n;
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_BLIGHT_CRISIS_DESTROYED || ev->n <= 0) return;
    hunger_data *d = HUNGER_OF(g);
    if (ev->b != CRISIS_DEAD_SHIPS) {
        /* A Flagship piece, in no supply yet: it comes here. */
        int q = ev->a;
        if (q >= g->num_players) return;
        bool port = ev->b == CRISIS_DEAD_STARPORT;
        uint8_t *n = port ? &d->starports[q] : &d->cities[q];
        *n = (uint8_t)(*n + ev->n);
        card_log(g, card, "Player %d's Flagship %s destroyed by the Blight Crisis goes on Player %d's card.", q + 1,
                 port ? "starport" : "city", holder + 1);
        return;
    }
    if (ev->a == OWNER_EMPIRE) {
        int n = ev->n < g->camp.imperial_supply ? ev->n : g->camp.imperial_supply;
        g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply - n);
        d->imperial = (uint8_t)(d->imperial + n);
        card_log(g, card, "%d Imperial ship(s) destroyed by the Blight Crisis go on Player %d's card.", n,
                 holder + 1);
        return;
    }
    int q = ev->a;
    if (q >= g->num_players) return;
    int n = ev->n < g->pl[q].ships_supply ? ev->n : g->pl[q].ships_supply;
    g->pl[q].ships_supply = (uint8_t)(g->pl[q].ships_supply - n);
    d->ships[q] = (uint8_t)(d->ships[q] + n);
    card_log(g, card, "%d ship(s) of Player %d destroyed by the Blight Crisis go on Player %d's card.", n,
             q + 1, holder + 1);
}

static void after_scoring(game_state *g, int holder, int card) {
    hunger_data *d = HUNGER_OF(g);
    int n = blight_hunger_pieces(g);
    if (!n) return;
    unsigned boards = 0;
    for (int q = 0; q < g->num_players; q++) {
        player_state *pl = &g->pl[q];
        pl->ships_supply = (uint8_t)(pl->ships_supply + d->ships[q]);
        pl->starports_supply = (uint8_t)(pl->starports_supply + d->starports[q]);
        for (int k = 0; k < d->cities[q] && pl->cities_on_board < CITY_SLOTS; k++) pl->cities_on_board++;
        if (d->cities[q]) boards |= 1u << q;
    }
    g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply + d->imperial);
    memset(d, 0, sizeof *d);
    card_log(g, card, "after scoring, the %d piece(s) on Player %d's card return to their supplies.", n,
             holder + 1);
    /* The cities' boards: the slots they cover settled, all at once. */
    if (boards) fit_resources_at_once(g, boards, g->initiative);
}

static int ships_out(const game_state *g, int p) { return HUNGER_OF(g)->ships[p]; }
static int imperial_out(const game_state *g) { return HUNGER_OF(g)->imperial; }
static int buildings_out(const game_state *g, int p, bool starport) {
    return p >= 0 && p < MAX_PLAYERS ? (starport ? HUNGER_OF(g)->starports[p] : HUNGER_OF(g)->cities[p]) : 0;
}

static bool hunger_invariants(const game_state *g, char *why, size_t cap) {
    const hunger_data *d = HUNGER_OF(g);
    for (int p = 0; p < MAX_PLAYERS; p++)
        if (d->ships[p] > SHIPS_PER_PLAYER || (d->ships[p] && p >= g->num_players))
            CARD_DATA_FAIL("Blight Hunger: %d ships of player %d", d->ships[p], p + 1);
    if (d->imperial > IMPERIAL_SHIPS) CARD_DATA_FAIL("Blight Hunger: %d Imperial ships", d->imperial);
    for (int p = 0; p < MAX_PLAYERS; p++)
        if (d->cities[p] > CITY_SLOTS || d->starports[p] > STARPORTS_PER_PLAYER ||
            ((d->cities[p] || d->starports[p]) && p >= g->num_players))
            CARD_DATA_FAIL("Blight Hunger: %d cities, %d starports of player %d", d->cities[p], d->starports[p], p + 1);
    return true;
}

static const card_data_def HUNGER_DATA = {
    .size = sizeof(hunger_data),
    .invariants = hunger_invariants,
    .ships_out = ships_out,
    .imperial_out = imperial_out,
    .buildings_out = buildings_out,
};

const card_def card_blight_hunger = {
    .card = CARD_F1313,
    .short_name = "blight-hunger",
    .on_event = on_event,
    .events = EVENTS(EVT_BLIGHT_CRISIS_DESTROYED),
    .after_scoring = after_scoring,
    .data = &HUNGER_DATA,
};
