/*
 * Terror Strike (ARCS-F620, F621, Vox; added to the Court deck by the
 * Partisan's Act II Resolution, ARCS-F618, completed; one def for both).
 *
 *   "Crisis: Destroy all damaged pieces at planets matching any players'
 *    Outrage. Shuffle this into the Court deck."            -> CRISIS
 *   "When Secured: Resolve the Crisis but do not destroy Loyal pieces."
 *                                                       -> WHEN_SECURED
 *
 * The planets: every system in play whose planet's type is the type of an
 * Outrage some player has (gates have no planet). There every damaged
 * piece is destroyed: the players' ships (to their supplies), Imperial
 * ships (to the Imperial supply), Blight (to its supply), buildings (a
 * city to its owner's board, which may ask the owner where resources go,
 * a starport to the supply, a Free building to the Free supply). A
 * Flagship's damaged Upgrades are not "at planets" (our reading: the
 * Flagship is its owner's board). Nobody destroys them: no Trophies, no
 * Outrage, no harm. Then the card is shuffled into the Court deck, from
 * its Court place (which refills; its agents return unless an attached
 * card slides down with them), from the card it was attached to, or from
 * the discard pile where a secured Vox card lies.
 * When Secured, "Loyal pieces" are the securer's: theirs stay. faq.csv,
 * Terror Strike: "Securing this card triggers the Crisis itself, which
 * means you are not harming anyone, you take no Trophies, you do not cause
 * Outrage": the same resolution (no harm_event, no Trophy, no Outrage).
 *
 * No choice arises (the owners' resource placements when a city returns
 * are theirs, as in any city's return).
 */
#include <stdio.h>

#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/hooks.h"

enum { S_STRIKE };

/* The Outrage types of all players (bit per type). */
static unsigned outrage_types(const game_state *g) {
    unsigned m = 0;
    for (int p = 0; p < g->num_players; p++) m |= g->pl[p].outrage;
    return m;
}

static bool struck(const game_state *g, int s, unsigned types) {
    int r = planet_type(s);
    return sys_in_play(g, s) && r >= 0 && ((types >> r) & 1u);
}

/* Every damaged ship and Blight at the struck planets but `spared`'s. */
static void destroy_ships(game_state *g, int card, unsigned types, int spared) {
    campaign_state *c = &g->camp;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!struck(g, s, types)) continue;
        int ships = 0, imperial = c->imperial[s][1], blight = c->blight[s][1], dead[MAX_PLAYERS] = {0};
        for (int p = 0; p < g->num_players; p++) {
            if (p == spared || !g->sys[s].damaged[p]) continue;
            ships += g->sys[s].damaged[p];
            dead[p] = g->sys[s].damaged[p];
            g->pl[p].ships_supply = (uint8_t)(g->pl[p].ships_supply + g->sys[s].damaged[p]);
            g->sys[s].damaged[p] = 0;
        }
        c->imperial_supply = (uint8_t)(c->imperial_supply + imperial);
        c->imperial[s][1] = 0;
        c->blight_supply = (uint8_t)(c->blight_supply + blight);
        c->blight[s][1] = 0;
        if ((ships || imperial || blight) && log_enabled(g)) {
            char name[16];
            card_log(g, card, "at %s, %d damaged ship(s), %d damaged Imperial ship(s) and %d damaged Blight are destroyed.",
                     system_name(s, name), ships, imperial, blight);
        }
        for (int p = 0; p < g->num_players; p++) ships_destroyed_event(g, p, dead[p]);
        ships_destroyed_event(g, OWNER_EMPIRE, imperial);
    }
}

/* The next damaged building at a struck planet (not `spared`'s): its
 * system and slot; false when none is left. */
static bool next_building(const game_state *g, unsigned types, int spared, int *sys, int *slot) {
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!struck(g, s, types)) continue;
        for (int i = 0; i < building_places(g); i++) {
            uint8_t b = g->sys[s].bld[i];
            if ((b & BLD_OCCUPIED) && BLD_IS_DAMAGED(b) && (int)BLD_OWNER(b) != spared) {
                *sys = s, *slot = i;
                return true;
            }
        }
    }
    return false;
}

static void destroy_building(game_state *g, int card, int s, int i) {
    uint8_t b = g->sys[s].bld[i];
    int owner = (int)BLD_OWNER(b);
    bool port = BLD_IS_STARPORT(b);
    g->sys[s].bld[i] = 0;
    clear_building_marks(g, s, i);
    if (!port) campaign_event(g, EVT_CITY_REMOVED, NO_PLAYER, owner, s);
    if (log_enabled(g)) {
        char name[16];
        card_log(g, card, "%s damaged %s at %s is destroyed.", owner == OWNER_FREE ? "a Free" : "a", port ? "starport" : "city",
                 system_name(s, name));
    }
    if (owner == OWNER_FREE) return;
    if (port) g->pl[owner].starports_supply++;
    else return_city(g, owner);
}

/* "Shuffle this into the Court deck", wherever the card lies. */
static void shuffle_back(game_state *g, int card) {
    bool in_row = false;
    for (int pos = 0; pos < g->court_row_len && pos < COURT_ROW_MAX && !in_row; pos++)
        if (g->court_row[pos] == card) {
            court_discard_from_row(g, pos);
            in_row = true;
        }
    if (!in_row) attach_remove(g, card);
    court_discard_remove(g, card);
    court_shuffle_into_deck(g, card);
    card_log(g, card, "shuffled into the Court deck.");
}

/* FR_CARD_AUTO S_STRIKE: c = 1 + the securer whose Loyal pieces stay (0:
 * the Crisis), d = the Outrage types struck. Ships first, then the
 * buildings one at a time (a city's return may ask its owner). */
static void strike_step(game_state *g) {
    frame *f = top_frame(g);
    int card = f->card, spared = f->c ? f->c - 1 : -1, depth = g->depth;
    unsigned types = f->d;
    int s, i;
    while (next_building(g, types, spared, &s, &i)) {
        destroy_building(g, card, s, i);
        if (g->depth != depth) return;
    }
    pop_frame(g);
    shuffle_back(g, card);
}

static void strike(game_state *g, int card, int spared) {
    unsigned types = outrage_types(g);
    if (log_enabled(g)) {
        char list[64] = "";
        size_t len = 0;
        for (int r = 0; r < NUM_RES; r++)
            if ((types >> r) & 1u)
                len += (size_t)snprintf(list + len, sizeof list - len, "%s%s", len ? ", " : "", resource_name(r));
        card_log(g, card, "damaged pieces at planets matching Outrage (%s) are destroyed%s.", len ? list : "none",
                 spared >= 0 ? ", but not the securer's Loyal pieces" : "");
    }
    destroy_ships(g, card, types, spared);
    frame *f = push_card_frame(g, FR_CARD_AUTO, spared >= 0 ? spared : g->initiative, card, S_STRIKE);
    f->c = (uint8_t)(spared + 1);
    f->d = (uint8_t)types;
}

static void crisis(game_state *g, int card, int pos) {
    (void)pos;
    strike(g, card, -1);
}

static void when_secured(game_state *g, int p, int card) { strike(g, card, p); }

/* FRAME_CHECK: S_STRIKE: c 0 or 1 + a player, d a set of resource types. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD_AUTO && f->step == S_STRIKE && card_frame_only(f, FB_C | FB_D) &&
           f->c <= g->num_players && f->d < (1u << NUM_RES);
}

const card_def card_terror_strike = {
    .card = CARD_F620,
    .short_name = "terror-strike",
    .when_secured = when_secured,
    .crisis = crisis,
    .step = strike_step,
    .frame_ok = frame_ok,
};
