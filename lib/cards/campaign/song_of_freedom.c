/*
 * Song of Freedom (ARCS-CC14, Vox; campaign Court).
 *
 *   "Crisis: The player with the most Power must replace a Loyal city with
 *    a Free city."                                          -> CRISIS
 *
 * faq.csv, ARCS-CC14 Q3: with players tied for most Power, the one closest
 * in turn order to the initiative holder is affected (the holder first).
 * That player chooses which of their cities on the map becomes a Free city
 * (a damaged one stays damaged);
 * their city returns to their board (rightmost empty city slot: "Returning
 * Cities"), which is not destroying it (no Outrage, no Trophy). Nothing
 * happens if they have no city on the map. The card stays in the Court.
 *
 * Moves: "card song-of-freedom-cc free <system> <building slot>".
 * Not yet: its When Secured; secured, it goes to the Court discard pile.
 */
#include "cards/hooks.h"

enum { S_FREE };

static bool own_city(const game_state *g, int p, int s, int i) {
    uint8_t b = g->sys[s].bld[i];
    return BLD_IS_CITY(b) && (int)BLD_OWNER(b) == p;
}

static void crisis(game_state *g, int card, int pos) {
    (void)pos;
    int who = g->initiative;
    for (int i = 1; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players;
        if (g->pl[p].power > g->pl[who].power) who = p;
    }
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; i < planet_slots(s); i++)
            if (own_city(g, who, s, i)) {
                push_card_frame(g, FR_CARD, who, card, S_FREE);
                return;
            }
    card_log(g, card, "Player %d, with the most Power, has no city to free.", who + 1);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; i < planet_slots(s); i++)
            if (own_city(g, f->player, s, i)) add_card_move(out, f->player, f->card, S_FREE, s, i, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card, p = m.player, s = m.d, i = m.e;
    char name[16];
    pop_frame(g);
    g->sys[s].bld[i] = BLD_MAKE(OWNER_FREE, false, BLD_IS_DAMAGED(g->sys[s].bld[i]));
    clear_building_marks(g, s, i);
    card_log(g, card, "Player %d's city at %s becomes a Free city.", p + 1, system_name(s, name));
    return_city(g, p);
}

static const card_step STEPS[] = {[S_FREE] = {"free", "sn"}};

const card_def card_song_of_freedom_cc = {
    .card = CARD_CC14,
    .short_name = "song-of-freedom-cc",
    .steps = STEPS,
    .nsteps = 1,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
};
