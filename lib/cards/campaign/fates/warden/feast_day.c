/*
 * Feast Day (ARCS-F1613, F1614, Vox; cards.csv), added to the Court deck
 * by the Warden's Act II Resolution when the Warden completed the Act II
 * objective (ARCS-F1611). One def for the two (F1614 reprints F1613).
 *
 *   "While this is in the Court, players cannot harm each other in
 *    Fiefs."                                       -> IN_COURT (HARM)
 *   A Fief is a cluster whose Seat stands above its Lord's city
 *   (seat_lord, Seats & Fiefs ARCS-F1609). While a Feast Day lies in the
 *   Court row, no player may harm another player's pieces in a system of a
 *   Fief: no battle against them there (the defender is not offered), no
 *   card's harm of them (forbids_harm; Free, Imperial and Blight pieces
 *   are no player's).
 *
 *   "Crisis: Scrap this card and agents on it."        -> CRISIS
 *   The agents on it leave the game (this card's data counts them per
 *   owner, card_data_def agents_out: as Golems Sate Their Appetite's); the
 *   card is scrapped and its place refilled (or the card attached to it
 *   slides down: Attaching Cards, "Removal from Court").
 *
 *   "When Secured: You may replace 1 Rival city that has a Seat token
 *    with a Loyal city. Bury this card."          -> WHEN_SECURED
 *   The securer, with a city on their player board, may choose a Fief
 *   whose Lord is a Rival ("card feast-day replace <cluster>") or
 *   decline. The Rival's city returns to its owner's board (Returning
 *   Cities); the securer's city takes its place (damaged if it was: our
 *   reading, as Cede Control's replacement). The Seat stays on the city,
 *   so the securer is now the Fief's Lord and takes its Lord title card
 *   (Seats & Fiefs: "While a city has a Seat token, its player is the
 *   Lord of its cluster"). Then the card is buried.
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/card_data.h"
#include "cards/hooks.h"
#include "seats.h"

enum { S_REPLACE, S_BURY };

/* The agents scrapped with a Feast Day, per owner. */
typedef struct feast_data {
    uint8_t agents[MAX_PLAYERS];
} feast_data;
#define FEAST(g) CARD_DATA(g, feast_data, card_data_place(CARD_F1613))

static bool feast_invariants(const game_state *g, char *why, size_t cap) {
    for (int p = 0; p < MAX_PLAYERS; p++)
        if (FEAST(g)->agents[p] > AGENTS_PER_PLAYER || (p >= g->num_players && FEAST(g)->agents[p]))
            CARD_DATA_FAIL("Feast Day: %d agents of player %d scrapped", FEAST(g)->agents[p], p);
    return true;
}

static int feast_agents_out(const game_state *g, int p) { return FEAST(g)->agents[p]; }

static const card_data_def FEAST_DATA = {
    .size = sizeof(feast_data),
    .invariants = feast_invariants,
    .agents_out = feast_agents_out,
};

/* ---- while in the Court ---- */

static bool forbids_harm(const game_state *g, int p, int owner, int sys) {
    return owner >= 0 && owner < g->num_players && owner != p && sys >= 0 && sys < NUM_SYSTEMS &&
           seat_lord(g, sys_cluster(sys)) >= 0;
}

static const card_def FEAST_IN_COURT = {
    .card = CARD_F1613,
    .short_name = "feast-day",
    .forbids_harm = forbids_harm,
};

/* ---- Crisis ---- */

static void crisis(game_state *g, int card, int pos) {
    int n = 0;
    if (g->court_row[pos] == card) {
        for (int q = 0; q < g->num_players; q++) {
            n += g->court_agents[pos][q];
            FEAST(g)->agents[q] = (uint8_t)(FEAST(g)->agents[q] + g->court_agents[pos][q]);
            g->court_agents[pos][q] = 0;
        }
        court_discard_from_row(g, pos);
    } else if (attach_remove(g, card)) {
        court_discard(g, card); /* attached to the card at pos: it holds no agents */
    }
    card_log(g, card, "Feast Day is scrapped with its %d agent%s.", n, n == 1 ? "" : "s");
    fate_scrap(g, card);
}

/* ---- When Secured ---- */

/* Fiefs whose Lord is a Rival of p (bit per cluster), if p has a city to
 * place. */
static unsigned rival_fiefs(const game_state *g, int p) {
    unsigned m = 0;
    if (g->pl[p].cities_on_board <= 0) return 0;
    for (int k = 0; k < SEATS; k++) {
        int lord = seat_lord(g, k);
        if (lord >= 0 && lord != p) m |= 1u << k;
    }
    return m;
}

static void when_secured(game_state *g, int p, int card) {
    push_card_frame(g, FR_CARD_AUTO, p, card, S_BURY);
    if (rival_fiefs(g, p)) push_card_frame(g, FR_CARD, p, card, S_REPLACE);
    else card_log(g, card, "Player %d can replace no Rival city with a Seat.", p + 1);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_REPLACE, rival_fiefs(g, f->player));
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m);
    if (card < 0) return;
    int p = m.player, k = m.d, s = seat_system(g, k), i = seat_place(g, k), q = seat_lord(g, k);
    uint8_t b = g->sys[s].bld[i];
    seat_change_lord(g, k, p);
    g->sys[s].bld[i] = BLD_MAKE(p, false, BLD_IS_DAMAGED(b));
    clear_building_marks(g, s, i);
    g->pl[p].cities_on_board--; /* the leftmost city: opens a slot of the board */
    card_log(g, card, "Player %d replaces Player %d's city below the Seat of Cluster %d with their own: they are its "
             "Lord.", p + 1, q + 1, k + 1);
    campaign_event(g, EVT_CITY_REMOVED, NO_PLAYER, q, s);
    return_city(g, q); /* may push resource decisions */
}

static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD_AUTO) return f->step == S_BURY && card_frame_only(f, 0);
    return f->step == S_REPLACE && card_frame_only(f, 0) && rival_fiefs(g, f->player);
}

static const card_step STEPS[] = {[S_REPLACE] = {"replace", "L", "replace the Rival city below the Seat of %1"}};

const card_def card_feast_day = {
    .card = CARD_F1613,
    .short_name = "feast-day",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
    .step = card_bury_step, /* S_BURY: "Bury this card." */
    .frame_ok = frame_ok,
    .data = &FEAST_DATA,
    .in_court = &FEAST_IN_COURT,
};
