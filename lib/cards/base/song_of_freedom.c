/*
 * Song of Freedom (BC29, Vox).
 *
 *   "When Secured: You may return any one city you control to its player
 *    board. If you do, you may seize the initiative. Shuffle this card into
 *    the Court deck. (You can't seize the initiative if you have it or if
 *    it's already seized this round!)"             -> WHEN_SECURED
 *
 * Any city (Loyal or Rival) in a system the player controls goes back to the
 * rightmost empty city slot of its owner's board (which may make the owner
 * rearrange or discard resources: "Returning Cities"); returning is not
 * destroying (no Outrage, no Trophy). Then, if the player can seize, they
 * may. faq.csv, Song of Freedom (ARCS-BC29): "Can you secure this card if you
 * are leading or if initiative has already been seized? Yes. In this case,
 * you may return a city you control, but you don't seize the initiative."
 * Last, the card leaves the Court discard pile and is shuffled into the Court
 * deck, before the Court row refills (so the refill may draw it again).
 *
 * Moves: "card song-of-freedom return <system> <building slot>",
 * "card song-of-freedom seize", "decline".
 */
#include "cards/hooks.h"

enum { S_RETURN, S_SEIZE, S_SHUFFLE };

static bool city_option(const game_state *g, int p, int sys, int slot) {
    return sys_in_play(g, sys) && BLD_IS_CITY(g->sys[sys].bld[slot]) && player_controls(g, p, sys);
}

static bool any_city(const game_state *g, int p) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; i < building_places(g); i++)
            if (city_option(g, p, s, i)) return true;
    return false;
}

static void when_secured(game_state *g, int p, int card) {
    push_card_frame(g, FR_CARD_AUTO, p, card, S_SHUFFLE);
    if (any_city(g, p)) push_card_frame(g, FR_CARD, p, card, S_RETURN);
    else card_log(g, card, "Player %d controls no city to return.", p + 1);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_RETURN) {
        for (int s = 0; s < NUM_SYSTEMS; s++)
            for (int i = 0; i < building_places(g); i++)
                if (city_option(g, p, s, i)) add_card_move(out, p, f->card, S_RETURN, s, i, 0);
    } else {
        add_card_move(out, p, f->card, S_SEIZE, 0, 0, 0);
    }
    add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    const frame *f = top_frame(g);
    int p = m.player, card = f->card, step = f->step;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) return;
    if (step == S_SEIZE) {
        seize_initiative(g, p);
        card_log(g, card, "Player %d seizes the initiative.", p + 1);
        return;
    }
    int sys = m.d, slot = m.e, owner = (int)BLD_OWNER(g->sys[sys].bld[slot]);
    g->sys[sys].bld[slot] = 0;
    clear_building_marks(g, sys, slot);
    char sn[16];
    card_log(g, card, "Player %d returns Player %d's city in %s to its board.", p + 1, owner + 1, system_name(sys, sn));
    /* "If you do, you may seize the initiative": asked once the owner's
     * resources fit the board again. */
    if (can_seize_initiative(g, p)) push_card_frame(g, FR_CARD, p, card, S_SEIZE);
    return_city(g, owner);
}

/* FR_CARD_AUTO S_SHUFFLE: "Shuffle this card into the Court deck." */
static void shuffle_step(game_state *g) {
    int card = top_frame(g)->card;
    pop_frame(g);
    if (court_discard_remove(g, card)) court_shuffle_into_deck(g, card);
    card_log(g, card, "shuffled into the Court deck.");
}

static const card_step STEPS[] = {[S_RETURN] = {"return", "sn"}, [S_SEIZE] = {"seize", ""}};

const card_def card_song_of_freedom = {
    .card = CARD_BC29,
    .short_name = "song-of-freedom",
    .steps = STEPS,
    .nsteps = 2,
    .when_secured = when_secured,
    .enumerate = enumerate,
    .apply = apply,
    .step = shuffle_step,
};
