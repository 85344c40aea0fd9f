/*
 * Flagships in events, cards & Flagships, Resettling (Campaign rulebook,
 * pp. 24-25; rules-structured.yaml "Flagships": "Flagships in Events",
 * "Cards & Flagships", "Resettling Flagships"). See flagship.h.
 *
 *   FR_RESETTLE (decide): Resettling steps 2-3, a = placed (bit 0 the city,
 *   bit 1 the starport, bit 2 step 2 is over). Move
 *   ARCS_MOVE_RESETTLE_PLACE a = system, b = building slot, c = piece
 *   (0 city, 1 starport, 2 ship).
 */
#include "campaign/flagship.h"
#include "core/engine.h"

/* ---- Crises ---- */

/* The rightmost piece of the board's top row (Armor), else of its bottom
 * row (Upgrades): the sidebar of p. 24, "First, top row from right to
 * left. Then, bottom row from right to left." -1 if the board is empty. */
static int hit_column(const game_state *g, int p) {
    for (int r = FLAGSHIP_ARMOR; r >= FLAGSHIP_UPGRADE; r--)
        for (int c = FLAGSHIP_COLUMNS - 1; c >= 0; c--)
            if (g->camp.flagship_board[p][c][r] & BLD_OCCUPIED) return c;
    return -1;
}

bool flagship_take_crisis_hit(game_state *g, int p, bool blight) {
    int c = hit_column(g, p);
    if (c < 0) return false;
    uint8_t *col = g->camp.flagship_board[p][c];
    int row = (col[FLAGSHIP_ARMOR] & BLD_OCCUPIED) ? FLAGSHIP_ARMOR : FLAGSHIP_UPGRADE;
    bool port = BLD_IS_STARPORT(col[row]);
    if (!blight || !BLD_IS_DAMAGED(col[row])) {
        /* The rightmost Armor is the Armor of its column; with no Armor
         * left, the rightmost Upgrade's column has none either: the
         * column's hit (flagship_battle.c) takes that piece. Destroyed by
         * no player: back to the supply ("Destroying Cities.": no Outrage,
         * no Ransack). */
        flagship_take_hit(g, p, c, NO_PLAYER);
        return true;
    }
    /* Destroyed by a Blight Crisis: reported before it returns, a card may
     * place it elsewhere (Blight Hunger, ARCS-F1313: "Place pieces ...
     * destroyed by a Blight Crisis on this card"; faq.csv The Dead Live:
     * "before they would return to supply"); its data's buildings_out
     * counts it then. Else back to the supply, as above. */
    col[row] = 0;
    glog(g, "Player %d's %s %s (a %s) on the Flagship is destroyed.", p + 1, flagship_upgrade_names[c],
         row == FLAGSHIP_ARMOR ? "Armor" : "Upgrade", port ? "starport" : "city");
    int held = cards_data_buildings_out(g, p, port);
    camp_event ev = {EVT_BLIGHT_CRISIS_DESTROYED, NO_PLAYER, (uint8_t)p,
                     (uint8_t)(port ? CRISIS_DEAD_STARPORT : CRISIS_DEAD_CITY), 1};
    cards_event(g, &ev);
    if (cards_data_buildings_out(g, p, port) != held) return true;
    if (port) g->pl[p].starports_supply++;
    else return_city(g, p);
    return true;
}

/* yaml Blight Crises, "Hit Priority": "fresh ships take hits before
 * damaged ships"; "Flagships in Events", "Taking Hits": the Flagship (a
 * fresh Loyal ship) takes hits only once no other fresh Loyal ship
 * remains, so after the fresh ships and before the damaged ones; it is
 * never removed, and with an empty board it takes none. */
static int hit_loyal_ships(game_state *g, int p, int sys, int hits, int *destroyed, bool blight) {
    uint8_t *fresh = &g->sys[sys].fresh[p], *damaged = &g->sys[sys].damaged[p];
    int dead = 0;
    bool flagship = flagship_system(g, p) == sys;
    while (hits > 0) {
        if (*fresh) {
            (*fresh)--;
            (*damaged)++;
        } else if (flagship && flagship_take_crisis_hit(g, p, blight)) {
            /* the board took it */
        } else if (*damaged) {
            (*damaged)--;
            dead++;
        } else {
            break;
        }
        hits--;
    }
    g->pl[p].ships_supply = (uint8_t)(g->pl[p].ships_supply + dead);
    if (destroyed) *destroyed = dead;
    return hits;
}

int crisis_hit_loyal_ships(game_state *g, int p, int sys, int hits, int *destroyed) {
    int dead = 0, left = hit_loyal_ships(g, p, sys, hits, &dead, false);
    if (destroyed) *destroyed = dead;
    /* Destroyed by no player, now in the supply (The Dead Live, ARCS-F2204). */
    if (dead) campaign_event(g, EVT_SHIPS_DESTROYED, NO_PLAYER, p, dead);
    return left;
}

int blight_crisis_hit_loyal_ships(game_state *g, int p, int sys, int hits, int *destroyed) {
    return hit_loyal_ships(g, p, sys, hits, destroyed, true);
}

bool flagship_destroy_damaged(game_state *g) {
    for (int p = 0; p < g->num_players; p++)
        for (int c = 0; c < FLAGSHIP_COLUMNS; c++)
            for (int r = FLAGSHIP_ARMOR; r >= FLAGSHIP_UPGRADE; r--) {
                uint8_t *b = &g->camp.flagship_board[p][c][r];
                if (!(*b & BLD_OCCUPIED) || !BLD_IS_DAMAGED(*b)) continue;
                /* Armor stands only over its Upgrade (flagship_state_ok); a
                 * damaged Upgrade under fresh Armor cannot arise (Armor is
                 * hit first) and would stay. */
                if (r == FLAGSHIP_UPGRADE && (g->camp.flagship_board[p][c][FLAGSHIP_ARMOR] & BLD_OCCUPIED)) continue;
                bool starport = BLD_IS_STARPORT(*b);
                *b = 0;
                glog(g, "Player %d's damaged %s %s is destroyed", p + 1, flagship_upgrade_names[c],
                     r == FLAGSHIP_ARMOR ? "Armor" : "Upgrade");
                if (starport) {
                    g->pl[p].starports_supply++;
                } else {
                    return_city(g, p);
                    return true;
                }
            }
    return false;
}

/* ---- cards & Flagships ---- */

int flagship_fresh_starports_in(const game_state *g, int p, int sys) {
    return flagship_system(g, p) == sys ? flagship_fresh_starports(g, p) : 0;
}

int flagship_buildings_in(const game_state *g, int p, int sys) {
    return flagship_system(g, p) == sys ? flagship_pieces(g, p, false) + flagship_pieces(g, p, true) : 0;
}

/* ---- Resettling ---- */

enum { RS_CITY = 1, RS_STARPORT = 2, RS_STEP3 = 4 };
enum { PIECE_CITY = 0, PIECE_STARPORT = 1, PIECE_SHIP = 2 };
#define RESETTLE_SHIPS 8

static bool empty_printed_slot(const game_state *g, int s, int i) {
    return i < planet_slots(s) && !(g->sys[s].bld[i] & BLD_OCCUPIED);
}

static bool any_empty_slot(const game_state *g) {
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!sys_in_play(g, s)) continue;
        for (int i = 0; i < planet_slots(s); i++)
            if (empty_printed_slot(g, s, i)) return true;
    }
    return false;
}

static int loyal_ships_on_map(const game_state *g, int p) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s)) n += g->sys[s].fresh[p] + g->sys[s].damaged[p];
    return n;
}

/* Step 2: "Place 1 city and 1 starport in empty building slots on the
 * map. If there are none, replace Free buildings." A slot per system is
 * offered (its first empty one: which one is no choice); with none on the
 * whole map, every Free building in a printed slot. The pieces come from
 * p's supply (a city: the board's leftmost); none left, none placed. */
static int step2_moves(const game_state *g, int p, int placed, move_list *out) {
    const player_state *pl = &g->pl[p];
    bool city = !(placed & RS_CITY) && pl->cities_on_board > 0;
    bool port = !(placed & RS_STARPORT) && pl->starports_supply > 0;
    int n = 0;
    if (!city && !port) return 0;
    bool empty = any_empty_slot(g);
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (!sys_in_play(g, s)) continue;
        for (int i = 0; i < planet_slots(s); i++) {
            uint8_t b = g->sys[s].bld[i];
            bool ok = empty ? !(b & BLD_OCCUPIED) : (b & BLD_OCCUPIED) && BLD_OWNER(b) == OWNER_FREE;
            if (!ok) continue;
            for (int k = PIECE_CITY; k <= PIECE_STARPORT; k++) {
                if (!(k == PIECE_CITY ? city : port)) continue;
                n++;
                if (out) add_move(out, ARCS_MOVE_RESETTLE_PLACE, p, s, i, k, 0);
            }
            if (empty) break; /* the first empty slot of the system */
        }
    }
    return n;
}

/* Step 3: "If you have fewer than 8 Loyal ships on the map, place ships in
 * systems with Loyal pieces until you have 8 Loyal ships on the map." */
static int step3_moves(const game_state *g, int p, move_list *out) {
    if (loyal_ships_on_map(g, p) >= RESETTLE_SHIPS || !g->pl[p].ships_supply) return 0;
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && has_loyal_piece(g, p, s)) {
            n++;
            if (out) add_move(out, ARCS_MOVE_RESETTLE_PLACE, p, s, 0, PIECE_SHIP, 0);
        }
    return n;
}

/* The next Resettling decision of p, or nothing when the steps are over. */
static void resettle_next(game_state *g, int p, int placed) {
    if (!(placed & RS_STEP3) && step2_moves(g, p, placed, NULL)) {
        push_frame(g, FR_RESETTLE, p)->a = (uint8_t)placed;
        return;
    }
    if (step3_moves(g, p, NULL)) {
        push_frame(g, FR_RESETTLE, p)->a = (uint8_t)(placed | RS_STEP3);
        return;
    }
    glog(g, "Player %d has Resettled", p + 1);
}

bool flagship_resettle(game_state *g, int p) {
    int sys = flagship_system(g, p);
    if (sys < 0 || p >= g->num_players) return false;
    player_state *pl = &g->pl[p];
    char name[16];
    /* Step 1: "Clear your Flagship board and return it to the box. Replace
     * your Loyal Flagship piece with a Loyal ship." ("In this case, clear
     * means you return cities and starports on your Flagship board to your
     * supply.") The ship takes the Flagship's place fresh, as it was. */
    glog(g, "Player %d Resettles: the Flagship board is cleared and the Flagship at %s becomes a ship", p + 1,
         system_name(sys, name));
    int cities = flagship_pieces(g, p, false);
    pl->cities_on_board = (uint8_t)(pl->cities_on_board + cities > CITY_SLOTS ? CITY_SLOTS
                                                                             : pl->cities_on_board + cities);
    pl->starports_supply = (uint8_t)(pl->starports_supply + flagship_pieces(g, p, true));
    memset(g->camp.flagship_board[p], 0, sizeof g->camp.flagship_board[p]);
    g->camp.flagship[p] = 0;
    g->camp.flagship_ships[p] = 0;
    if (pl->ships_supply) {
        pl->ships_supply--;
        g->sys[sys].fresh[p]++;
    }
    resettle_next(g, p, 0);
    /* The cities back on the board cover resource slots: settled first
     * (above the Resettling decisions). */
    if (cities) fit_resources(g, p);
    return true;
}

static void resettle_enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->a & RS_STEP3) step3_moves(g, f->player, out);
    else step2_moves(g, f->player, f->a, out);
}

static void resettle_apply(game_state *g, arcs_move m) {
    int p = m.player, s = m.a, placed = top_frame(g)->a;
    player_state *pl = &g->pl[p];
    char name[16];
    pop_frame(g);
    system_name(s, name);
    if (m.c == PIECE_SHIP) {
        pl->ships_supply--;
        g->sys[s].fresh[p]++;
        glog(g, "Player %d Resettles: places a ship at %s", p + 1, name);
        resettle_next(g, p, placed);
        return;
    }
    bool starport = m.c == PIECE_STARPORT;
    uint8_t old = g->sys[s].bld[m.b];
    /* Replacing keeps the damage (the Cede Control rule for replacing). */
    bool damaged = (old & BLD_OCCUPIED) && BLD_IS_DAMAGED(old);
    if (old & BLD_OCCUPIED) clear_building_marks(g, s, m.b);
    g->sys[s].bld[m.b] = BLD_MAKE(p, starport, damaged);
    if (starport) pl->starports_supply--;
    else pl->cities_on_board--; /* the leftmost city: opens a slot of the board */
    glog(g, "Player %d Resettles: places a %s at %s%s", p + 1, starport ? "starport" : "city", name,
         old & BLD_OCCUPIED ? ", replacing a Free building" : "");
    placed |= starport ? RS_STARPORT : RS_CITY;
    if (!step2_moves(g, p, placed, NULL)) placed |= RS_STEP3;
    resettle_next(g, p, placed);
}

const frame_ops resettle_frame_ops = {"resettle", resettle_enumerate, resettle_apply};

/* FR_RESETTLE (frame_checks): a's bits only, a legal move exists is
 * checked by the loader for the top frame. */
bool resettle_frame_ok(const game_state *g, const frame *f) {
    return is_campaign(g) && f->player < g->num_players && !has_flagship(g, f->player) && f->a < 8 && !f->b &&
           !f->c && !f->d && !f->e && !f->f;
}
