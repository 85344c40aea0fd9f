/*
 * Pathfinder Act II Resolution (ARCS-F904; cards.csv), resolved at the Act
 * II Intermission A by the Pathfinder (lib/campaign/intermission.c):
 *   Completed: "1. Add Call to Pilgrimage (05) to the Court deck. 2. Scrap
 *   Portal Seekers (06). 3. Build 1 Upgrade or Armor on your Flagship
 *   board, ignoring the need to be at a specific planet."
 *     Step 3 is the Pathfinder's move, one per open slot and piece (city
 *     or starport) they have: the Flagship rules but the planet ("You can
 *     only build Armor if you have its Upgrade and it is fresh"; built
 *     damaged where a Rival controls the Flagship's system: Base rulebook,
 *     "Build"), as flagship_build_apply builds; nothing to build, no move.
 *   Failed: "1. Scrap Call to Pilgrimage (05). 2. Add Portal Seekers (06)
 *   to the Court deck. 3. Place the Portal token on the system that was
 *   recorded during setup. 4. Scrap all Clue tokens, your Uncovering Clues
 *   card (02), and the Clues to the Portal card (03)."
 *     The Portal token on the map is public from then on (clues.c).
 * Call to Pilgrimage and Portal Seekers are Act III cards: they come in
 * without an effect of theirs yet.
 *
 * Moves: "card pathfinder-resolution-2 build <n>", n = column * 4 + row * 2 +
 * starport (column: Slipstream Drive 0 .. Hull 5; row 0 Upgrade, 1 Armor;
 * starport 1, city 0).
 */
#include "campaign/flagship.h"
#include "pathfinder.h"

enum { S_BUILD };

/* Open slots of p's board, ignoring the planet: bit (column * 2 + row). */
static unsigned open_slots(const game_state *g, int p) {
    unsigned m = 0;
    if (!has_flagship(g, p)) return 0;
    for (int c = 0; c < FLAGSHIP_COLUMNS; c++) {
        uint8_t up = g->camp.flagship_board[p][c][FLAGSHIP_UPGRADE];
        if (!(up & BLD_OCCUPIED)) m |= 1u << (c * 2);
        else if (!BLD_IS_DAMAGED(up) && !(g->camp.flagship_board[p][c][FLAGSHIP_ARMOR] & BLD_OCCUPIED))
            m |= 1u << (c * 2 + 1);
    }
    return m;
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    unsigned slots = open_slots(g, p);
    for (int i = 0; i < 2 * FLAGSHIP_COLUMNS; i++) {
        if (!((slots >> i) & 1u)) continue;
        if (g->pl[p].cities_on_board > 0) add_card_move(out, p, f->card, S_BUILD, i * 2, 0, 0);
        if (g->pl[p].starports_supply > 0) add_card_move(out, p, f->card, S_BUILD, i * 2 + 1, 0, 0);
    }
}

static void apply(game_state *g, arcs_move m) {
    int card = card_choice_taken(g, m);
    card_log(g, card, "Player %d builds 1 Upgrade or Armor, ignoring the planet.", m.player + 1);
    arcs_move b = {0};
    b.kind = ARCS_MOVE_FLAGSHIP_BUILD;
    b.player = m.player;
    b.a = m.d / 4;
    b.b = m.d / 2 % 2;
    b.c = m.d % 2;
    flagship_build_apply(g, b);
}

static void resolve(game_state *g, int p, int card, bool completed) {
    if (completed) {
        fate_add_to_court_deck(g, CARD_F905);
        fate_scrap(g, CARD_F906);
        if (open_slots(g, p) && (g->pl[p].cities_on_board > 0 || g->pl[p].starports_supply > 0))
            push_card_frame(g, FR_CARD, p, card, S_BUILD);
        return;
    }
    fate_scrap(g, CARD_F905);
    fate_add_to_court_deck(g, CARD_F906);
    pathfinder_data *d = pathfinder_of(g);
    if (d->secret && !d->portal) {
        char name[16];
        pathfinder_place_portal(g, d->secret - 1);
        card_log(g, card, "The Portal token is placed on %s, the system recorded during setup.",
                 system_name(d->secret - 1, name));
    }
    if (d->pathfinder) memset(d->clue, CLUE_SCRAPPED, sizeof d->clue);
    fate_scrap(g, CARD_F902);
    fate_scrap(g, CARD_F903);
}

/* S_BUILD: the Pathfinder, with something to build. */
static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_BUILD && card_frame_only(f, 0) && open_slots(g, f->player) &&
           (g->pl[f->player].cities_on_board > 0 || g->pl[f->player].starports_supply > 0);
}

static const card_step STEPS[] = {
    [S_BUILD] = {"build", "n", "build on the Flagship board (column * 4 + Armor * 2 + starport: %1)"},
};

const card_def card_pathfinder_resolution2 = {
    .card = CARD_F904,
    .short_name = "pathfinder-resolution-2",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .resolution = resolve,
    .resolution_act = 2,
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
};
