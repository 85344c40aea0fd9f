/*
 * Seek the Portal (ARCS-F909, F910, F911, Vox; the Pathfinder's Act III:
 * F909 on top of the Court deck at the Act III Setup, F910-F911 untucked
 * from Pilgrims by Use the Portal; one def for the three).
 *
 *   "Crisis: In turn order, each player must scrap 1 Loyal ship on the
 *    map."                                               -> CRISIS
 *   Turn order starts with the initiative holder. Each player with a ship
 *   on the map chooses which ("card seek-the-portal scrap <system> <n>",
 *   n 0 a fresh ship, 1 a damaged one); a Flagship "cannot be removed from
 *   the map" (Campaign rulebook, "Flagship Piece") and is not scrapped.
 *   Scrapped ships are out of the game (Glossary, "Scrap"): pilgrims_data
 *   counts them per player (ships_out). The card stays in the Court (it
 *   says nothing else).
 *
 *   "When Secured: If you control the Portal token, scrap any number of
 *    any ships in its system. Gain 2 Power per ship scrapped. Shuffle this
 *    card into the Court deck."                          -> WHEN_SECURED
 *   The securer controlling the Portal token's system (player_controls; a
 *   card effect, no Privilege) scraps ships there one at a time, anyone's,
 *   theirs too: "card seek-the-portal take <player> <n>" (n 0 fresh, 1
 *   damaged; <player> "empire" for an Imperial ship), gaining 2 Power
 *   each, or "decline" (done). Blight are not ships. Then the card is
 *   shuffled into the Court deck (the whole deck: nothing is known on top
 *   any more).
 */
#include <stdio.h>

#include "campaign/campaign.h"
#include "pathfinder.h"

enum { S_SCRAP, S_TAKE, S_NEXT, S_SHUFFLE };
enum { SEEK_POWER = 2 };

static int ships_at(const game_state *g, int q, int s, int damaged) {
    if (q == OWNER_EMPIRE) return g->camp.imperial[s][damaged];
    return damaged ? g->sys[s].damaged[q] : g->sys[s].fresh[q];
}

static bool any_ship_at(const game_state *g, int s) {
    for (int dmg = 0; dmg < 2; dmg++) {
        if (ships_at(g, OWNER_EMPIRE, s, dmg)) return true;
        for (int q = 0; q < g->num_players; q++)
            if (ships_at(g, q, s, dmg)) return true;
    }
    return false;
}

static void scrap_ship(game_state *g, int q, int s, int damaged) {
    if (q == OWNER_EMPIRE) {
        g->camp.imperial[s][damaged]--;
        PILGRIMS_OF(g)->imperial++;
        return;
    }
    if (damaged) g->sys[s].damaged[q]--;
    else g->sys[s].fresh[q]--;
    PILGRIMS_OF(g)->scrapped[q]++;
}

/* ---- Crisis ---- */

static void crisis(game_state *g, int card, int pos) {
    (void)pos;
    card_log(g, card, "Seek the Portal: in turn order, each player scraps 1 Loyal ship on the map.");
    push_card_frame(g, FR_CARD_AUTO, g->initiative, card, S_NEXT);
}

/* A Loyal ship q may scrap: in a system of the map, the Twisted Passage
 * (the Gate Wraith's map centre, system 24) included. */
static bool has_ship_on_map(const game_state *g, int q) {
    for (int s = 0; s < SYSTEMS_MAX; s++)
        if (g->sys[s].fresh[q] || g->sys[s].damaged[q]) return true;
    return false;
}

/* FR_CARD_AUTO S_NEXT: c = players done, in turn order; S_SHUFFLE: the
 * secured card back into the deck. */
static void next_step(game_state *g) { pathfinder_vox_step(g, S_SHUFFLE, S_SCRAP, has_ship_on_map); }

/* ---- When Secured ---- */

static void when_secured(game_state *g, int p, int card) {
    int portal = pathfinder_portal(g);
    push_card_frame(g, FR_CARD_AUTO, p, card, S_SHUFFLE);
    if (portal < 0 || !player_controls(g, p, portal)) {
        card_log(g, card, "Player %d does not control the Portal token.", p + 1);
        return;
    }
    if (any_ship_at(g, portal)) push_card_frame(g, FR_CARD, p, card, S_TAKE);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    if (f->step == S_SCRAP) {
        for (int s = 0; s < SYSTEMS_MAX; s++)
            for (int dmg = 0; dmg < 2; dmg++)
                if (dmg ? g->sys[s].damaged[p] : g->sys[s].fresh[p]) add_card_move(out, p, f->card, S_SCRAP, s, dmg, 0);
        return;
    }
    int portal = pathfinder_portal(g);
    for (int q = 0; q < g->num_players; q++)
        for (int dmg = 0; dmg < 2; dmg++)
            if (ships_at(g, q, portal, dmg)) add_card_move(out, p, f->card, S_TAKE, q, dmg, 0);
    for (int dmg = 0; dmg < 2; dmg++)
        if (ships_at(g, OWNER_EMPIRE, portal, dmg)) add_card_move(out, p, f->card, S_TAKE, OWNER_EMPIRE, dmg, 0);
    add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int card = f->card, p = m.player;
    char name[16];
    if (m.kind == ARCS_MOVE_DECLINE) {
        pop_frame(g);
        return;
    }
    if (m.c == S_SCRAP) {
        pop_frame(g);
        scrap_ship(g, p, m.d, m.e);
        card_log(g, card, "Player %d scraps a%s ship at %s.", p + 1, m.e ? " damaged" : " fresh", system_name(m.d, name));
        return;
    }
    int portal = pathfinder_portal(g);
    scrap_ship(g, m.d, portal, m.e);
    int power = g->pl[p].power + SEEK_POWER;
    g->pl[p].power = (int16_t)(power < POWER_MAX ? power : POWER_MAX);
    char whose[16];
    if (m.d == OWNER_EMPIRE) snprintf(whose, sizeof whose, "the Empire");
    else snprintf(whose, sizeof whose, "Player %d", m.d + 1);
    card_log(g, card, "Player %d scraps a%s ship of %s at the Portal (%s): +%d Power.", p + 1, m.e ? " damaged" : " fresh",
             whose, system_name(portal, name), SEEK_POWER);
    if (!any_ship_at(g, portal)) pop_frame(g);
}

/* FRAME_CHECK: S_NEXT: c players done; S_SCRAP: the decider has a ship on
 * the map; S_TAKE: the securer controls the Portal token; S_SHUFFLE: the
 * card in the Court discard pile (secured). */
static bool frame_ok(const game_state *g, const frame *f) {
    if (f->kind == FR_CARD_AUTO && f->step == S_NEXT) return card_frame_only(f, FB_C) && f->c <= g->num_players;
    if (f->kind == FR_CARD_AUTO && f->step == S_SHUFFLE) return card_frame_only(f, 0);
    if (f->kind != FR_CARD || !card_frame_only(f, 0)) return false;
    if (f->step == S_SCRAP) return has_ship_on_map(g, f->player);
    int portal = pathfinder_portal(g);
    return f->step == S_TAKE && portal >= 0 && any_ship_at(g, portal);
}

static const card_step STEPS[] = {
    [S_SCRAP] = {"scrap", "sn", "scrap a Loyal ship at %1 (1: a damaged one)"},
    [S_TAKE] = {"take", "pn", "scrap a ship of %1 at the Portal (1: a damaged one), gaining 2 Power"},
    [S_NEXT] = {"next", "", NULL},
    [S_SHUFFLE] = {"shuffle", "", NULL},
};

const card_def card_seek_the_portal = {
    .card = CARD_F909,
    .short_name = "seek-the-portal",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .crisis = crisis,
    .when_secured = when_secured,
    .enumerate = enumerate,
    .apply = apply,
    .step = next_step,
    .frame_ok = frame_ok,
};
