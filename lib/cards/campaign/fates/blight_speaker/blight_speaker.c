/*
 * The Blight Speaker's Act II objective card (Fate ARCS-FATE13, a B Fate;
 * ARCS-F1301A / F1301B; cards.csv, Campaign rulebook).
 *
 * F1301A Blight Speaker Act II Setup                          -> FATE_SETUP
 *   "1. Gain Spore Ships (02)." (spore_ships.c)
 *   "2. Scrap 2 Loyal ships from your supply or the map." Each a move of
 *     this card's frame: "scrap <system> <0 fresh | 1 damaged>" for a ship
 *     on the map, "scrap-supply" for one in the supply. Scrapped ships are
 *     out of the game ("removed from the game": Campaign Rules & Terms);
 *     the card's data counts them per player (ships_out: p's 15 ships
 *     stay accounted for).
 *   "3. Replenish your fleet—if you have fewer than 8 Loyal ships on the
 *     map, place 1 ship each in any systems until you have 8 Loyal ships
 *     on the map." Each placement a move "place <system>" (fleet.h).
 *   The marker starts on 18 / 16 / 14 (components.md §9.5; fate_table.c).
 *
 * F1301B Blight Speaker Act II Objective                      -> EVENT
 *   "Contact an Ancient Intelligence: Each time you win an ambition,
 *    advance 1 for each Blight in systems with Loyal ships."
 *     EVT_AMBITION_WON of the holder: every Blight piece (fresh or
 *     damaged) in the systems holding a Loyal ship of the holder's (fresh
 *     or damaged).
 *   "Spread the Spores of New Life: Advance 1 each time you place Blight
 *    on the map using your Spore Ships card." spore_ships.c advances it
 *     (blight_speaker_spread) when this card lies in the placer's play
 *     area.
 */
#include "campaign/fates.h"
#include "cards/card_data.h"
#include "cards/hooks.h"
#include "../fleet.h"
#include "blight_speaker.h"

/* ---- F1301A ---- */

enum { S_SCRAP, S_SCRAP_SUPPLY, S_PLACE };
static const card_step STEPS[] = {
    [S_SCRAP] = {"scrap", "sn", "scrap a Loyal ship in %1 (1: a damaged one: %2)"},
    [S_SCRAP_SUPPLY] = {"scrap-supply", "", "scrap a Loyal ship from the supply"},
    [S_PLACE] = {"place", "s", "Replenish your fleet: place a ship in %1"},
};
enum { SCRAPS = 2, FLEET = 8 };

/* Ships each player scrapped with this card (out of the game). */
typedef struct scrapped_data {
    uint8_t ships[MAX_PLAYERS];
} scrapped_data;

static scrapped_data *scrapped(game_state *g) { return CARD_DATA(g, scrapped_data, card_data_place(CARD_F1301A)); }

static int ships_out(const game_state *g, int p) {
    return CARD_DATA(g, scrapped_data, card_data_place(CARD_F1301A))->ships[p];
}

static bool scrapped_invariants(const game_state *g, char *why, size_t cap) {
    const scrapped_data *d = CARD_DATA(g, scrapped_data, card_data_place(CARD_F1301A));
    for (int p = 0; p < MAX_PLAYERS; p++)
        if (d->ships[p] > SCRAPS || (d->ships[p] && p >= g->num_players))
            CARD_DATA_FAIL("Blight Speaker Setup: player %d scrapped %d ships", p + 1, d->ships[p]);
    return true;
}

static const card_data_def SCRAPPED_DATA = {
    .size = sizeof(scrapped_data),
    .invariants = scrapped_invariants,
    .ships_out = ships_out,
};

/* The frame: step S_SCRAP while c ships are still to be scrapped, then
 * S_PLACE while the fleet is short; popped when both are done. */
static void next_or_done(game_state *g, frame *f) {
    if (f->step == S_SCRAP && f->c) return;
    f->step = S_PLACE;
    f->c = 0;
    if (!fleet_short(g, f->player, FLEET)) pop_frame(g);
}

static void setup(game_state *g, int p, int card) {
    fate_gain_card(g, p, CARD_F1302);
    card_log(g, card, "Player %d gains Spore Ships.", p + 1);
    frame *f = push_card_frame(g, FR_CARD, p, card, S_SCRAP);
    f->c = SCRAPS;
    /* Nothing to scrap at all (no ship left anywhere): on to step 3. */
    if (!g->pl[p].ships_supply && !ships_on_map(g, p)) next_or_done(g, f);
}

static void setup_enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_PLACE) {
        fleet_place_moves(g, p, f->card, S_PLACE, out);
        return;
    }
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (g->sys[s].fresh[p]) add_card_move(out, p, f->card, S_SCRAP, s, 0, 0);
        if (g->sys[s].damaged[p]) add_card_move(out, p, f->card, S_SCRAP, s, 1, 0);
    }
    if (g->pl[p].ships_supply) add_card_move(out, p, f->card, S_SCRAP_SUPPLY, 0, 0, 0);
}

static void setup_apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = m.player, card = f->card;
    if (m.c == S_PLACE) {
        fleet_place(g, m, card);
        next_or_done(g, f);
        return;
    }
    char buf[16];
    if (m.c == S_SCRAP_SUPPLY) {
        g->pl[p].ships_supply--;
        card_log(g, card, "Scrap 2 Loyal ships: Player %d scraps one from their supply.", p + 1);
    } else if (m.e) {
        g->sys[m.d].damaged[p]--;
        card_log(g, card, "Scrap 2 Loyal ships: Player %d scraps a damaged one in %s.", p + 1, system_name(m.d, buf));
    } else {
        g->sys[m.d].fresh[p]--;
        card_log(g, card, "Scrap 2 Loyal ships: Player %d scraps a fresh one in %s.", p + 1, system_name(m.d, buf));
    }
    scrapped(g)->ships[p]++;
    f->c--;
    /* No ship left to scrap: the step ends (nothing more can be scrapped). */
    if (!g->pl[p].ships_supply && !ships_on_map(g, p)) f->c = 0;
    next_or_done(g, f);
}

static bool setup_frame_ok(const game_state *g, const frame *f) {
    (void)g;
    if (f->step == S_SCRAP) return f->c >= 1 && f->c <= SCRAPS && card_frame_only(f, FB_C);
    return f->step == S_PLACE && card_frame_only(f, 0);
}

const card_def card_blight_speaker_setup2 = {
    .card = CARD_F1301A,
    .short_name = "blight-speaker-setup",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .fate_setup = setup,
    .enumerate = setup_enumerate,
    .apply = setup_apply,
    .data = &SCRAPPED_DATA,
    .frame_ok = setup_frame_ok,
};

/* ---- F1301B ---- */

/* Blight in the systems with a Loyal ship of p. */
static int blight_with_loyal_ships(const game_state *g, int p) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (g->sys[s].fresh[p] + g->sys[s].damaged[p]) n += blight_in(g, s);
    return n;
}

static void objective_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind != EVT_AMBITION_WON || ev->player != holder) return;
    int n = blight_with_loyal_ships(g, holder);
    card_log(g, card, "Contact an Ancient Intelligence: Player %d won %s with %d Blight in systems with Loyal ships.",
             holder + 1, ambition_name(ev->a), n);
    objective_advance(g, holder, n, card);
}

void blight_speaker_spread(game_state *g, int p) {
    for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++)
        if (g->ll.play_area[p][i] == CARD_F1301B) {
            card_log(g, CARD_F1301B, "Spread the Spores of New Life: Player %d placed Blight with Spore Ships.", p + 1);
            objective_advance(g, p, 1, CARD_F1301B);
            return;
        }
}

const card_def card_blight_speaker_objective2 = {
    .card = CARD_F1301B,
    .short_name = "blight-speaker-objective",
    .on_event = objective_event,
    .events = EVENTS(EVT_AMBITION_WON),
};
