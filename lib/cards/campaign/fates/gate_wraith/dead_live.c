/*
 * The Dead Live (ARCS-F2204, Reminder; cards.csv), placed "near the map by
 * the chapter track" by the Gate Wraith's Act III Setup (ARCS-F2201A step
 * 5: dead_live_place, gate_wraith.h): a source in the placing player's
 * play area (walked once, for them), acting on every player's ships.
 *
 *   "Destroyed ships that would return to a supply are instead placed on
 *    this card."
 *     -> EVENT EVT_SHIPS_DESTROYED (a battle's ships destroyed by no
 *        player: the Free States, the Blight, the Empire without a First
 *        Regent, lib/rules/battle.c; a Court card's Crisis hits,
 *        crisis_hit_loyal_ships; a card's "destroy", ships_destroyed_event)
 *        and EVT_BLIGHT_CRISIS_DESTROYED (a Blight Crisis; lib/campaign/
 *        events.c): reported once in their supply, they leave it for the
 *        card. Every player's ships and the Imperial ships (the Empire's
 *        supply is a supply; "ships": the campaign's Imperial ships are
 *        ships, as Blight Hunger's card counts them). Flagships are never
 *        destroyed. Ships taken as Trophies go to no supply: they stay
 *        Trophies.
 *   faq.csv The Dead Live: "If Blight Hunger is in play, where do
 *    destroyed pieces go? ... Blight Hunger places the pieces on its card
 *    before they would return to supply, so Blight Hunger takes
 *    precedence."
 *     -> with Blight Hunger (ARCS-F1313) in a play area, a Blight Crisis's
 *        pieces are left to it. Those on Blight Hunger return to their
 *        supply after scoring by its own text (our reading: The Dead Live
 *        names its card and the Trophies).
 *   "After scoring, take all ships that were destroyed this chapter—
 *    including those in Trophies and on this card—and place them fresh on
 *    the Twisted Passage. (Do this after all scoring, including grand
 *    ambitions, even if Warlord wasn't scored.)"
 *     -> AFTER_SCORING (after the declared and the grand ambitions, before
 *        Step 2 returns Trophies): the ships on the card, and the ship
 *        Trophies (of every player, Imperial ones too) taken this chapter,
 *        placed fresh in system 24. This chapter's Trophies are those
 *        beyond the count each player held at the chapter's start (the
 *        card's data keeps it: set when the card is placed and after each
 *        scoring, 0 when Warlord was scored and Step 2 returns them all).
 *        Trophies given away in a Summit deal or returned early count as
 *        the holder's fewer (never below the chapter's start: our
 *        reading). With no Twisted Passage in play (no law), the ships go
 *        to their supplies.
 *
 * The card's data (25 bytes, public): the ships on the card per player
 * and Imperial; the ship Trophies each player held of each player, and
 * the Imperial ship Trophies, at the chapter's start.
 */
#include "campaign/fates.h"
#include "cards/card_data.h"
#include "gate_wraith.h"

typedef struct dead_data {
    uint8_t ships[MAX_PLAYERS];                  /* on the card, per owner */
    uint8_t imperial;                            /* Imperial ships on the card */
    uint8_t trophies[MAX_PLAYERS][MAX_PLAYERS];  /* [holder][owner] ship Trophies at the chapter's start */
    uint8_t imperial_trophies[MAX_PLAYERS];      /* Imperial ship Trophies per holder at the chapter's start */
} dead_data;

#define DEAD_OF(g) CARD_DATA(g, dead_data, card_data_place(CARD_F2204))

int dead_live_ships(const game_state *g, int owner) {
    const dead_data *d = DEAD_OF(g);
    if (owner == OWNER_EMPIRE) return d->imperial;
    return owner >= 0 && owner < MAX_PLAYERS ? d->ships[owner] : 0;
}

/* The chapter's start: the Trophies held now (Warlord returned: none). */
static void mark_trophies(game_state *g, bool none) {
    dead_data *d = DEAD_OF(g);
    for (int h = 0; h < g->num_players; h++) {
        for (int q = 0; q < g->num_players; q++) d->trophies[h][q] = none ? 0 : g->pl[h].trophy_ships[q];
        d->imperial_trophies[h] = none ? 0 : g->camp.trophy_imperial[h];
    }
}

void dead_live_place(game_state *g, int p) {
    g->camp.fate_cards_added++; /* a Fate card enters the game (fates.c fate_gain_card) */
    play_area_add(g, p, CARD_F2204);
    mark_trophies(g, false);
    card_log(g, CARD_F2204, "placed near the map by Player %d.", p + 1);
}

static bool blight_hunger_in_play(const game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++)
            if (g->ll.play_area[p][i] == CARD_F1313) return true;
    return false;
}

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    (void)holder;
    if (ev->n <= 0) return;
    if (ev->kind == EVT_BLIGHT_CRISIS_DESTROYED) {
        if (ev->b != CRISIS_DEAD_SHIPS || blight_hunger_in_play(g)) return; /* ships; faq.csv The Dead Live */
    } else if (ev->kind != EVT_SHIPS_DESTROYED) {
        return;
    }
    dead_data *d = DEAD_OF(g);
    if (ev->a == OWNER_EMPIRE) {
        int n = ev->n < g->camp.imperial_supply ? ev->n : g->camp.imperial_supply;
        g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply - n);
        d->imperial = (uint8_t)(d->imperial + n);
        if (n) card_log(g, card, "%d destroyed Imperial ship%s placed on this card.", n, n == 1 ? " is" : "s are");
        return;
    }
    int q = ev->a;
    if (q >= g->num_players) return;
    int n = ev->n < g->pl[q].ships_supply ? ev->n : g->pl[q].ships_supply;
    g->pl[q].ships_supply = (uint8_t)(g->pl[q].ships_supply - n);
    d->ships[q] = (uint8_t)(d->ships[q] + n);
    if (n)
        card_log(g, card, "%d destroyed ship%s of Player %d %s placed on this card.", n, n == 1 ? "" : "s", q + 1,
                 n == 1 ? "is" : "are");
}

static void after_scoring(game_state *g, int holder, int card) {
    (void)holder;
    dead_data *d = DEAD_OF(g);
    bool centre = map_centre_in_play(g);
    system_state *tp = &g->sys[TWISTED_PASSAGE];
    int from_card = 0, from_trophies = 0;
    for (int q = 0; q < g->num_players; q++) {
        int n = d->ships[q];
        d->ships[q] = 0;
        from_card += n;
        for (int h = 0; h < g->num_players; h++) {
            uint8_t *t = &g->pl[h].trophy_ships[q];
            int k = *t > d->trophies[h][q] ? *t - d->trophies[h][q] : 0;
            *t = (uint8_t)(*t - k);
            n += k;
            from_trophies += k;
        }
        if (centre) tp->fresh[q] = (uint8_t)(tp->fresh[q] + n);
        else g->pl[q].ships_supply = (uint8_t)(g->pl[q].ships_supply + n);
    }
    int imp = d->imperial;
    from_card += d->imperial;
    d->imperial = 0;
    for (int h = 0; h < g->num_players; h++) {
        uint8_t *t = &g->camp.trophy_imperial[h];
        int k = *t > d->imperial_trophies[h] ? *t - d->imperial_trophies[h] : 0;
        *t = (uint8_t)(*t - k);
        imp += k;
        from_trophies += k;
    }
    if (centre) g->camp.imperial[TWISTED_PASSAGE][0] = (uint8_t)(g->camp.imperial[TWISTED_PASSAGE][0] + imp);
    else g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply + imp);
    /* The next chapter's start: what Step 2 leaves (all returned when
     * Warlord was scored). */
    mark_trophies(g, chapter_scored(g) >> ARCS_WARLORD & 1u);
    if (from_card + from_trophies)
        card_log(g, card, "after scoring, %d ship%s destroyed this chapter (%d on this card, %d from Trophies) %s.",
                 from_card + from_trophies, from_card + from_trophies == 1 ? "" : "s", from_card, from_trophies,
                 centre ? "are placed fresh on the Twisted Passage" : "return to their supplies");
}

static int ships_out(const game_state *g, int p) { return DEAD_OF(g)->ships[p]; }
static int imperial_out(const game_state *g) { return DEAD_OF(g)->imperial; }

static bool dead_invariants(const game_state *g, char *why, size_t cap) {
    const dead_data *d = DEAD_OF(g);
    if (d->imperial > IMPERIAL_SHIPS) CARD_DATA_FAIL("The Dead Live: %d Imperial ships", d->imperial);
    for (int h = 0; h < MAX_PLAYERS; h++) {
        bool in = h < g->num_players;
        if (d->ships[h] > SHIPS_PER_PLAYER || (d->ships[h] && !in))
            CARD_DATA_FAIL("The Dead Live: %d ships of player %d", d->ships[h], h + 1);
        if (d->imperial_trophies[h] > IMPERIAL_SHIPS || (d->imperial_trophies[h] && !in))
            CARD_DATA_FAIL("The Dead Live: %d Imperial Trophies of player %d at the chapter's start",
                           d->imperial_trophies[h], h + 1);
        for (int q = 0; q < MAX_PLAYERS; q++)
            if (d->trophies[h][q] > SHIPS_PER_PLAYER || (d->trophies[h][q] && (!in || q >= g->num_players)))
                CARD_DATA_FAIL("The Dead Live: %d Trophies of player %d's ships at the chapter's start",
                               d->trophies[h][q], q + 1);
    }
    return true;
}

static const card_data_def DEAD_DATA = {
    .size = sizeof(dead_data),
    .invariants = dead_invariants,
    .ships_out = ships_out,
    .imperial_out = imperial_out,
};

const card_def card_the_dead_live = {
    .card = CARD_F2204,
    .short_name = "the-dead-live",
    .on_event = on_event,
    .events = EVENTS(EVT_BLIGHT_CRISIS_DESTROYED, EVT_SHIPS_DESTROYED),
    .after_scoring = after_scoring,
    .data = &DEAD_DATA,
};
