/*
 * Flagships (Campaign rulebook, "Flagships", pp. 22-25; rules-structured.yaml
 * "Flagships"; ARCS-AID10A/B; components.md 9.4). See flagship.h.
 */
#include <stdio.h>

#include "campaign/flagship.h"
#include "core/engine.h"

#define FAIL(...)                                        \
    do {                                                 \
        if (why && cap) snprintf(why, cap, __VA_ARGS__); \
        return false;                                    \
    } while (0)

const char *const flagship_upgrade_names[FLAGSHIP_COLUMNS] = {
    "Slipstream Drive", "Tractor Beam", "Control Array", "Defense Array", "Ship Crane", "Hull",
};

/* The planet types shown on the slots (yaml "Upgrade Benefits.": "(Upgrade
 * planet -> Armor planet)"; Hull: "Any Planet -> Any Planet"). */
static const int8_t SLOT_PLANET[FLAGSHIP_COLUMNS][2] = {
    {ARCS_FUEL, ARCS_RELIC},       /* Slipstream Drive (Fuel -> Relic) */
    {ARCS_RELIC, ARCS_WEAPON},     /* Tractor Beam (Relic -> Weapon) */
    {ARCS_PSIONIC, ARCS_MATERIAL}, /* Control Array (Psionic -> Material) */
    {ARCS_WEAPON, ARCS_PSIONIC},   /* Defense Array (Weapon -> Psionic) */
    {ARCS_MATERIAL, ARCS_FUEL},    /* Ship Crane (Material -> Fuel) */
    {FLAGSHIP_ANY_PLANET, FLAGSHIP_ANY_PLANET}, /* Hull */
};

int flagship_slot_planet(int column, int row) { return SLOT_PLANET[column][row]; }

bool flagship_has_upgrade(const game_state *g, int p, int column) {
    return has_flagship(g, p) && (g->camp.flagship_board[p][column][FLAGSHIP_UPGRADE] & BLD_OCCUPIED);
}

int flagship_fresh_starports(const game_state *g, int p) {
    int n = 0;
    for (int c = 0; c < FLAGSHIP_COLUMNS; c++)
        for (int r = 0; r < 2; r++) {
            uint8_t b = g->camp.flagship_board[p][c][r];
            n += (b & BLD_OCCUPIED) && BLD_IS_STARPORT(b) && !BLD_IS_DAMAGED(b);
        }
    return n;
}

int flagship_pieces(const game_state *g, int p, bool starports) {
    int n = 0;
    for (int c = 0; c < FLAGSHIP_COLUMNS; c++)
        for (int r = 0; r < 2; r++) {
            uint8_t b = g->camp.flagship_board[p][c][r];
            n += (b & BLD_OCCUPIED) && BLD_IS_STARPORT(b) == starports;
        }
    return n;
}

/* "You can only build up to 1 ship at your Flagship per turn, ignoring the
 * number of starports on your Flagship board" (yaml "Building Ships.");
 * Ship Crane: "up to 2 ships per turn in your Flagship's system" (damaged or
 * not: ARCS-AID10B "Damaged Upgrades still give benefits"). */
int flagship_ships_left(const game_state *g, int p) {
    if (!has_flagship(g, p)) return 0;
    int allowed = flagship_has_upgrade(g, p, UPGRADE_SHIP_CRANE) ? 2 : 1;
    int built = FLAGSHIP_SHIPS_BUILT(g->camp.flagship_ships[p]);
    return allowed > built ? allowed - built : 0;
}

/* ---- gaining a Flagship ---- */

bool flagship_gain(game_state *g, int p, int sys) {
    if (!is_campaign(g) || p < 0 || p >= g->num_players || has_flagship(g, p)) return false;
    /* Step 1: "Place a Loyal Flagship piece in a system with Loyal pieces." */
    if (sys < 0 || sys >= NUM_SYSTEMS || !sys_in_play(g, sys) || !has_loyal_piece(g, p, sys)) return false;
    g->camp.flagship[p] = (uint8_t)(sys + 1);
    char name[16];
    glog(g, "Player %d gains a Flagship at %s", p + 1, system_name(sys, name));
    /* Step 2: "Replace all Loyal cities and starports on the map with Free
     * cities and starports, respectively." Replacing keeps the damage
     * (Summits, Cede Control: "If the old piece was damaged, the new piece
     * is placed damaged"). */
    bool city_back = false;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
            uint8_t b = g->sys[s].bld[i];
            if (!(b & BLD_OCCUPIED) || (int)BLD_OWNER(b) != p) continue;
            /* Free buildings stand only in printed slots (the Free States:
             * lib/core/invariants.c): one outside them (Gate Ports, Cloud
             * Cities) returns to the supply with no Free piece for it. */
            g->sys[s].bld[i] = i < SLOTS_PER_SYSTEM ? BLD_MAKE(OWNER_FREE, BLD_IS_STARPORT(b), BLD_IS_DAMAGED(b)) : 0;
            clear_building_marks(g, s, i);
            if (BLD_IS_STARPORT(b)) {
                g->pl[p].starports_supply++;
            } else {
                if (g->pl[p].cities_on_board < CITY_SLOTS) g->pl[p].cities_on_board++;
                city_back = true;
                campaign_event(g, EVT_CITY_REMOVED, NO_PLAYER, p, s);
            }
            glog(g, "Player %d abandons a %s at %s: it becomes Free", p + 1, BLD_IS_STARPORT(b) ? "starport" : "city",
                 system_name(s, name));
        }
    /* The cities back on the board cover resource slots. */
    if (city_back) fit_resources(g, p);
    return true;
}

/* ---- building ---- */

#define TARGET(kind, p, a, b, c)                         \
    do {                                                 \
        if (!out) return 1;                              \
        add_move(out, (kind), (p), (a), (b), (c), 0);    \
    } while (0)

/* May p build in slot (column, row) with the Flagship at sys? "To build an
 * Upgrade or Armor, your Flagship must be at a planet of the type shown on
 * its slot" (a planet: never a gate, Hull included); "You can only build
 * Armor if you have its Upgrade and it is fresh." */
static bool slot_open(const game_state *g, int p, int sys, int column, int row) {
    const uint8_t *col = g->camp.flagship_board[p][column];
    if (col[row] & BLD_OCCUPIED) return false;
    if (row == FLAGSHIP_ARMOR && (!(col[FLAGSHIP_UPGRADE] & BLD_OCCUPIED) || BLD_IS_DAMAGED(col[FLAGSHIP_UPGRADE])))
        return false;
    int need = SLOT_PLANET[column][row], type = planet_type(sys);
    return type >= 0 && (need == FLAGSHIP_ANY_PLANET || need == type);
}

int flagship_build_targets(const game_state *g, int p, move_list *out) {
    int sys = flagship_system(g, p);
    if (sys < 0 || !sys_in_play(g, sys)) return out ? out->n : 0;
    const player_state *pl = &g->pl[p];
    bool city = pl->cities_on_board > 0, port = pl->starports_supply > 0;
    if (city || port)
        for (int c = 0; c < FLAGSHIP_COLUMNS; c++)
            for (int r = 0; r < 2; r++) {
                if (!slot_open(g, p, sys, c, r)) continue;
                if (city) TARGET(ARCS_MOVE_FLAGSHIP_BUILD, p, c, r, 0);
                if (port) TARGET(ARCS_MOVE_FLAGSHIP_BUILD, p, c, r, 1);
            }
    if (pl->ships_supply > 0 && flagship_ships_left(g, p) > 0) TARGET(ARCS_MOVE_FLAGSHIP_SHIP, p, sys, 0, 0);
    return out ? out->n : 0;
}

/* Control: anything built in a system controlled by anyone else is placed
 * damaged (Base rulebook, "Build"; the rulebook's example, p. 22: "A Rival
 * controls the system, so it is placed damaged"). */
static bool built_damaged(const game_state *g, int p, int sys) {
    int c = controller(g, sys);
    return c != NO_PLAYER && !player_controls(g, p, sys);
}

void flagship_build_apply(game_state *g, arcs_move m) {
    int p = m.player, sys = flagship_system(g, p);
    player_state *pl = &g->pl[p];
    bool damaged = built_damaged(g, p, sys);
    char name[16];
    system_name(sys, name);
    if (m.kind == ARCS_MOVE_FLAGSHIP_SHIP) {
        /* Hook point BUILD: "You always build ships fresh." */
        if (damaged && other_sources(g) && cards_ships_built_fresh(g, p)) damaged = false;
        g->camp.flagship_ships[p]++;
        pl->ships_supply--;
        if (damaged) g->sys[sys].damaged[p]++;
        else g->sys[sys].fresh[p]++;
        glog(g, "Player %d builds a %sship at their Flagship (%s)", p + 1, damaged ? "damaged " : "", name);
        return;
    }
    int c = m.a, r = m.b;
    bool starport = m.c != 0;
    g->camp.flagship_board[p][c][r] = BLD_MAKE(p, starport, damaged);
    if (starport) {
        pl->starports_supply--;
    } else {
        pl->cities_on_board--; /* the leftmost city: opens a slot of the board (Hull: "building cities will
                                  open resource slots") */
    }
    glog(g, "Player %d builds a %s%s as %s %s at %s", p + 1, damaged ? "damaged " : "", starport ? "starport" : "city",
         flagship_upgrade_names[c], r == FLAGSHIP_ARMOR ? "Armor" : "Upgrade", name);
}

bool flagship_setup_piece(game_state *g, int p, int column, bool starport) {
    player_state *pl = &g->pl[p];
    uint8_t *slot = &g->camp.flagship_board[p][column][FLAGSHIP_UPGRADE];
    if (!has_flagship(g, p) || *slot || (starport ? !pl->starports_supply : !pl->cities_on_board)) return false;
    *slot = BLD_MAKE(p, starport, false);
    if (starport) pl->starports_supply--;
    else pl->cities_on_board--;
    return true;
}

/* ---- repairing ---- */

/* "When you repair your Flagship, repair an Upgrade or Armor." */
int flagship_repair_targets(const game_state *g, int p, move_list *out) {
    if (!has_flagship(g, p)) return out ? out->n : 0;
    for (int c = 0; c < FLAGSHIP_COLUMNS; c++)
        for (int r = 0; r < 2; r++) {
            uint8_t b = g->camp.flagship_board[p][c][r];
            if ((b & BLD_OCCUPIED) && BLD_IS_DAMAGED(b)) TARGET(ARCS_MOVE_FLAGSHIP_REPAIR, p, c, r, 0);
        }
    return out ? out->n : 0;
}

void flagship_repair_apply(game_state *g, arcs_move m) {
    int p = m.player;
    g->camp.flagship_board[p][m.a][m.b] &= (uint8_t)~BLD_DAMAGED;
    glog(g, "Player %d repairs their %s %s", p + 1, flagship_upgrade_names[m.a],
         m.b == FLAGSHIP_ARMOR ? "Armor" : "Upgrade");
}

/* ---- Slipstream Drive ---- */

void flagship_prelude_moves(const game_state *g, int p, move_list *out) {
    /* Damaged Upgrades still give benefits (ARCS-AID10A). */
    if (has_flagship(g, p) && !(g->camp.flagship_ships[p] & FLAGSHIP_SLIPSTREAM_USED) &&
        flagship_has_upgrade(g, p, UPGRADE_SLIPSTREAM))
        add_move(out, ARCS_MOVE_SLIPSTREAM, p, 0, 0, 0, 0);
}

void flagship_slipstream_apply(game_state *g, arcs_move m) {
    int p = m.player;
    g->camp.flagship_ships[p] |= FLAGSHIP_SLIPSTREAM_USED;
    glog(g, "Player %d uses Slipstream Drive", p + 1);
    move_slipstream_begin(g, p, flagship_system(g, p));
}

/* ---- checks ---- */

bool flagship_state_ok(const game_state *g, char *why, size_t cap) {
    const campaign_state *c = &g->camp;
    for (int p = 0; p < MAX_PLAYERS; p++) {
        int sys = (int)c->flagship[p] - 1;
        bool any = c->flagship_ships[p] != 0;
        for (int k = 0; k < FLAGSHIP_COLUMNS; k++)
            for (int r = 0; r < 2; r++) {
                uint8_t b = c->flagship_board[p][k][r];
                if (!b) continue;
                any = true;
                if ((b & ~(BLD_STARPORT | BLD_DAMAGED)) != BLD_OF(p))
                    FAIL("p%d Flagship board %s %s holds %d", p, flagship_upgrade_names[k],
                         r ? "Armor" : "Upgrade", b);
                /* Armor is built only over an Upgrade; only Upgrades and Armor
                 * leave together (Armor is hit first: yaml "Hit Armor First."). */
                if (r == FLAGSHIP_ARMOR && !(c->flagship_board[p][k][FLAGSHIP_UPGRADE] & BLD_OCCUPIED))
                    FAIL("p%d %s Armor without its Upgrade", p, flagship_upgrade_names[k]);
            }
        if (sys < 0) {
            if (any) FAIL("p%d has a Flagship board or Flagship ships but no Flagship", p);
            continue;
        }
        if (p >= g->num_players) FAIL("Flagship of absent player %d", p);
        if (sys > NUM_SYSTEMS || !sys_in_play(g, sys) || (sys == NUM_SYSTEMS && !map_centre_in_play(g)))
            FAIL("p%d's Flagship in system %d", p, sys);
        if (FLAGSHIP_SHIPS_BUILT(c->flagship_ships[p]) > 2)
            FAIL("p%d built %d ships at the Flagship this turn", p, FLAGSHIP_SHIPS_BUILT(c->flagship_ships[p]));
        /* (Slipstream Drive used this turn may be gone since: destroyed in
         * a battle, flagship_take_hit.) */
    }
    return true;
}

/* ---- the Pirate's Act II ---- */

uint32_t flagship_gain_systems(const game_state *g, int p) {
    uint32_t m = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && has_loyal_piece(g, p, s)) m |= 1u << s;
    return m;
}
