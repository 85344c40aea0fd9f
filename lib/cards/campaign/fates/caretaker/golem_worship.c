/*
 * Golem Worship (ARCS-F517, F518, F519, Vox; cards.csv), the same text on
 * three cards, added to the Court deck by the Caretaker's Act II
 * Resolution when completed (ARCS-F516):
 *
 *   "Crisis: In turn order, each player with any Golems must return 1
 *    Loyal city to their player board. Bury this card."      -> CRISIS
 *   "When Secured: Take any Golem and flip it to Awake. Discard this
 *    card."                                            -> WHEN_SECURED
 *
 * The Crisis: in turn order from the initiative holder, each player who
 * has a Golem (golems_had: in their slots or on the Golem Hearth they
 * hold) and a Loyal city on the map returns one of their choosing
 * ("return <system>" a fresh one, "return-damaged <system>" a damaged
 * one; one city: no choice) to the rightmost empty
 * city slot of their board (return_city: the resources it covers are
 * placed or discarded as the rules say). Then the card is buried (its
 * place refills; attached to another Court card, it alone is buried).
 * When Secured: the securer names a Golem in play ("take <n>", its
 * identity: in Act III every Golem in play is public, the Setups flipped
 * them Awake; one Golem: no choice); it flips Awake and goes to them as
 * the Unstable cards' do (golem_take_awake: onto Golem Hearth if they hold
 * it, else an empty slot of theirs). The card then lies in the Court
 * discard pile (a Vox card secured).
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "golems.h"

enum { S_RETURN, S_RETURN_DAMAGED, S_TAKE, S_NEXT, S_BURY_ROW };

/* p's Loyal cities on the map: how many, and the first (*sys, *place). */
static int loyal_cities(const game_state *g, int p, int *sys, int *place) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; sys_in_play(g, s) && i < building_places(g); i++) {
            uint8_t b = g->sys[s].bld[i];
            if (!BLD_IS_CITY(b) || (int)BLD_OWNER(b) != p) continue;
            if (!n++) *sys = s, *place = i;
        }
    return n;
}

/* The place of p's city in s, fresh (damaged false) or damaged, or -1. */
static int city_at(const game_state *g, int p, int s, bool damaged) {
    for (int i = 0; sys_in_play(g, s) && i < building_places(g); i++) {
        uint8_t b = g->sys[s].bld[i];
        if (BLD_IS_CITY(b) && (int)BLD_OWNER(b) == p && BLD_IS_DAMAGED(b) == damaged) return i;
    }
    return -1;
}

static void return_one(game_state *g, int p, int card, int s, int i) {
    char name[16];
    g->sys[s].bld[i] = 0;
    clear_building_marks(g, s, i);
    card_log(g, card, "Player %d, who has a Golem, returns their city at %s to their player board.", p + 1,
             system_name(s, name));
    campaign_event(g, EVT_CITY_REMOVED, NO_PLAYER, p, s);
    return_city(g, p); /* may push resource decisions */
}

static void crisis(game_state *g, int card, int pos) {
    push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_BURY_ROW)->d = (uint8_t)pos;
    push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_NEXT);
}

/* S_NEXT, c = the turn-order index of the next player to answer. */
static void step(game_state *g) {
    frame *f = top_frame(g);
    int card = f->card;
    if (f->step == S_BURY_ROW) {
        int pos = f->d;
        pop_frame(g);
        if (pos < g->court_row_len && g->court_row[pos] == card) court_bury_from_row(g, pos);
        else if (attach_remove(g, card)) court_bury(g, card); /* attached to the card at pos */
        return;
    }
    while (f->c < g->num_players) {
        int p = (g->initiative + f->c++) % g->num_players;
        int sys = 0, place = 0, cities = golems_had(g, p) ? loyal_cities(g, p, &sys, &place) : 0;
        if (!cities) continue;
        if (cities > 1) push_card_frame(g, FR_CARD, p, card, S_RETURN);
        else return_one(g, p, card, sys, place);
        return;
    }
    pop_frame(g);
}

/* The Golems in play (bit per Golem) the securer may name: the public ones. */
static unsigned golems_to_take(const game_state *g) {
    unsigned m = 0;
    for (int k = 0; k < GOLEMS; k++) {
        uint8_t w = GOLEM_DATA(g)->where[k];
        if (w != GOLEM_BOX && w != GOLEM_SCRAPPED && ((GOLEM_DATA(g)->known >> k) & 1u)) m |= 1u << k;
    }
    return m;
}

static void when_secured(game_state *g, int p, int card) {
    unsigned m = golems_to_take(g);
    if (!m) card_log(g, card, "no Golem is in play for Player %d to take.", p + 1);
    else if (!(m & (m - 1))) golem_take_awake(g, p, __builtin_ctz(m), card);
    else push_card_frame(g, FR_CARD, p, card, S_TAKE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_TAKE) {
        for (unsigned m = golems_to_take(g); m; m &= m - 1) add_card_move(out, p, f->card, S_TAKE, __builtin_ctz(m), 0, 0);
        return;
    }
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int d = 0; d < 2; d++)
            if (city_at(g, p, s, d) >= 0) add_card_move(out, p, f->card, d ? S_RETURN_DAMAGED : S_RETURN, s, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    if (m.c == S_TAKE) golem_take_awake(g, m.player, m.d, card);
    else return_one(g, m.player, card, m.d, city_at(g, m.player, m.d, m.c == S_RETURN_DAMAGED));
}

static const card_step STEPS[] = {
    [S_RETURN] = {"return", "s", "return your fresh city at %1 to your player board"},
    [S_RETURN_DAMAGED] = {"return-damaged", "s", "return your damaged city at %1 to your player board"},
    [S_TAKE] = {"take", "n", "take the Golem %1 (0 Warrior, 1 Protector, 2 Seeker, 3 Harvester) and flip it Awake"}};

/* FRAME_CHECK: S_NEXT (step): c the next turn-order index; S_BURY_ROW
 * (step): d the card's Court place; S_RETURN, S_TAKE: no data. */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD_AUTO && f->step == S_NEXT) return card_frame_only(f, FB_C) && f->c <= g->num_players;
    if (f->kind == FR_CARD_AUTO && f->step == S_BURY_ROW) return card_frame_only(f, FB_D) && f->d < g->court_row_len;
    return f->kind == FR_CARD && (f->step == S_RETURN || f->step == S_TAKE) && card_frame_only(f, 0);
}

const card_def card_golem_worship = {
    .card = CARD_F517,
    .short_name = "golem-worship",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .when_secured = when_secured,
    .crisis = crisis,
    .enumerate = enumerate,
    .apply = apply,
    .step = step,
    .frame_ok = frame_ok,
};
