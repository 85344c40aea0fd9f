/*
 * Song of Freedom (BC29, Vox; campaign variant CC14).
 *
 *   "When Secured: You may return any one city you control to its player
 *    board. If you do, you may seize the initiative. Shuffle this card into
 *    the Court deck. (You can't seize the initiative if you have it or if
 *    it's already seized this round!)"             -> WHEN_SECURED
 *   CC14: "When Secured: You may replace any Loyal or Rival city you
 *    control with a Free city. If you do, you may seize the initiative.
 *    Shuffle this card into the Court deck."        -> WHEN_SECURED
 *   CC14: "Crisis: The player with the most Power must replace a Loyal city
 *    with a Free city."                             -> CRISIS
 *
 * Any city (Loyal or Rival) in a system the player controls goes back to the
 * rightmost empty city slot of its owner's board (which may make the owner
 * rearrange or discard resources: "Returning Cities"); returning is not
 * destroying (no Outrage, no Trophy). CC14 puts a Free city in its place (a
 * damaged city's Free city is damaged: replacing keeps the state). Then, if
 * the player can seize, they may. faq.csv, Song of Freedom (ARCS-BC29):
 * "Can you secure this card if you are leading or if initiative has already
 * been seized? Yes. In this case, you may return a city you control, but
 * you don't seize the initiative." faq.csv ARCS-CC14 Q1: the city must be
 * controlled. Last, the card leaves the Court discard pile and is shuffled
 * into the Court deck, before the Court row refills (so the refill may draw
 * it again).
 *
 * The Crisis (CC14): the player with the most Power (tied: the one closest
 * in turn order to the initiative holder, the holder first; faq.csv
 * ARCS-CC14 Q3) chooses which of their Loyal cities in a system they
 * control becomes a Free city (faq.csv ARCS-CC14 Q1: "do I have to control
 * a Loyal city in order to free it? Yes!"). Controlling none, they free
 * nothing and the Crisis passes to nobody else (Fine Print, "Do as Much as
 * Possible": the maximum possible is none). The card stays in the Court.
 *
 * Moves: "card song-of-freedom return <system> <building slot>",
 * "card song-of-freedom seize", "decline"; CC14: the same with
 * "song-of-freedom@CC14", and its Crisis "card song-of-freedom@CC14 free
 * <system> <building slot>".
 */
#include "cards/hooks.h"

enum { S_RETURN, S_SEIZE, S_SHUFFLE, S_FREE };

static bool city_option(const game_state *g, int p, int sys, int slot) {
    return sys_in_play(g, sys) && BLD_IS_CITY(g->sys[sys].bld[slot]) && player_controls(g, p, sys);
}

/* The Crisis's choices: a Loyal city in a system p controls (faq.csv
 * ARCS-CC14 Q1). */
static bool loyal_city_controlled(const game_state *g, int p, int s, int i) {
    uint8_t b = g->sys[s].bld[i];
    return BLD_IS_CITY(b) && (int)BLD_OWNER(b) == p && sys_in_play(g, s) && player_controls(g, p, s);
}

/* A city of a player (not a Free city) that can be returned or freed. */
static bool player_city(const game_state *g, int s, int i) {
    uint8_t b = g->sys[s].bld[i];
    return (int)BLD_OWNER(b) < g->num_players;
}

/* The building places whose city `card` may take: any for BC29; CC14 only
 * the printed slots, since its Free city takes the returned city's slot and
 * Free buildings have no places outside them (Gate Ports, Gate Stations and
 * Cloud Cities are a player's). */
static int city_places(const game_state *g, int card, int s) {
    return card == CARD_CC14 ? planet_slots(s) : building_places(g);
}

static bool any_city(const game_state *g, int p, int card) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; i < city_places(g, card, s); i++)
            if (city_option(g, p, s, i) && player_city(g, s, i)) return true;
    return false;
}

static void when_secured(game_state *g, int p, int card) {
    push_card_frame(g, FR_CARD_AUTO, p, card, S_SHUFFLE);
    if (any_city(g, p, card)) push_card_frame(g, FR_CARD, p, card, S_RETURN);
    else card_log(g, card, "Player %d controls no city to return.", p + 1);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_FREE) {
        for (int s = 0; s < NUM_SYSTEMS; s++)
            for (int i = 0; i < planet_slots(s); i++)
                if (loyal_city_controlled(g, p, s, i)) add_card_move(out, p, f->card, S_FREE, s, i, 0);
        return; /* "must" */
    }
    if (f->step == S_RETURN) {
        for (int s = 0; s < NUM_SYSTEMS; s++)
            for (int i = 0; i < city_places(g, f->card, s); i++)
                if (city_option(g, p, s, i) && player_city(g, s, i)) add_card_move(out, p, f->card, S_RETURN, s, i, 0);
    } else {
        add_card_move(out, p, f->card, S_SEIZE, 0, 0, 0);
    }
    add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
}

/* The city in sys/slot goes back to its owner's board; CC14 leaves a Free
 * city in its place. */
static int free_city(game_state *g, int card, int sys, int slot) {
    uint8_t b = g->sys[sys].bld[slot];
    int owner = (int)BLD_OWNER(b);
    g->sys[sys].bld[slot] = card == CARD_CC14 ? BLD_MAKE(OWNER_FREE, false, BLD_IS_DAMAGED(b)) : 0;
    clear_building_marks(g, sys, slot);
    campaign_event(g, EVT_CITY_REMOVED, NO_PLAYER, owner, sys);
    return owner;
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
    int sys = m.d, slot = m.e, owner = free_city(g, card, sys, slot);
    char sn[16];
    if (card == CARD_CC14)
        card_log(g, card, "Player %d's city in %s becomes a Free city.", owner + 1, system_name(sys, sn));
    else
        card_log(g, card, "Player %d returns Player %d's city in %s to its board.", p + 1, owner + 1, system_name(sys, sn));
    /* "If you do, you may seize the initiative": asked once the owner's
     * resources fit the board again. */
    if (step == S_RETURN && can_seize_initiative(g, p)) push_card_frame(g, FR_CARD, p, card, S_SEIZE);
    return_city(g, owner);
}

/* FR_CARD_AUTO S_SHUFFLE: "Shuffle this card into the Court deck." */
static void shuffle_step(game_state *g) {
    int card = top_frame(g)->card;
    pop_frame(g);
    if (court_discard_remove(g, card)) court_shuffle_into_deck(g, card);
    card_log(g, card, "shuffled into the Court deck.");
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
            if (loyal_city_controlled(g, who, s, i)) {
                push_card_frame(g, FR_CARD, who, card, S_FREE);
                return;
            }
    card_log(g, card, "Player %d, with the most Power, controls no Loyal city to free.", who + 1);
}

static const card_step STEPS[] = {[S_RETURN] = {"return", "sn"}, [S_SEIZE] = {"seize", ""}, [S_FREE] = {"free", "sn"}};

const card_def card_song_of_freedom = {
    .card = CARD_BC29,
    .short_name = "song-of-freedom",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
    .step = shuffle_step,
};
