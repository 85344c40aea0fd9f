/*
 * Flagships (Campaign rulebook, "Flagships", pp. 22-25; rules-structured.yaml
 * "Flagships"; aid ARCS-AID10A/B; components.md 9.4). A rulebook system:
 * the Fates that give a Flagship call flagship_gain; the rules code asks the
 * rest. The state is campaign_state.flagship, flagship_board and
 * flagship_ships (lib/core/state.h), all public.
 *
 * The Flagship piece is kept apart from a player's 15 ships: camp.flagship[p]
 * names its system. It is a fresh Loyal ship (yaml "Fresh Loyal Ship."): it
 * counts for control (controller) and as a Loyal piece (has_loyal_piece),
 * and nothing removes it from the map.
 */
#ifndef ARCS_CAMPAIGN_FLAGSHIP_H
#define ARCS_CAMPAIGN_FLAGSHIP_H

#include "rules/rules.h"

enum { FLAGSHIP_UPGRADE = 0, FLAGSHIP_ARMOR = 1 };
/* The board's columns, left to right (components.md 9.4). */
enum {
    UPGRADE_SLIPSTREAM = 0, UPGRADE_TRACTOR_BEAM, UPGRADE_CONTROL_ARRAY, UPGRADE_DEFENSE_ARRAY, UPGRADE_SHIP_CRANE,
    UPGRADE_HULL
};
#define FLAGSHIP_ANY_PLANET (-1) /* Hull: any planet */

/* The system of p's Flagship, -1 if p has none (or outside the campaign). */
static inline int flagship_system(const game_state *g, int p) {
    return is_campaign(g) && p >= 0 && p < MAX_PLAYERS ? (int)g->camp.flagship[p] - 1 : -1;
}
static inline bool has_flagship(const game_state *g, int p) { return flagship_system(g, p) >= 0; }

/* The Upgrades' names (column order) and the planet type (arcs_resource,
 * FLAGSHIP_ANY_PLANET) a slot needs the Flagship at. */
extern const char *const flagship_upgrade_names[FLAGSHIP_COLUMNS];
int flagship_slot_planet(int column, int row);
/* Is there a piece in p's Upgrade of this column (fresh or damaged: "Damaged
 * Upgrades still give benefits", ARCS-AID10A/B)? */
bool flagship_has_upgrade(const game_state *g, int p, int column);
/* Fresh starports on p's Flagship board (Upgrades and Armor). */
int flagship_fresh_starports(const game_state *g, int p);
/* Cities / starports on p's board. */
int flagship_pieces(const game_state *g, int p, bool starports);
/* Ships p may still build at the Flagship this turn. */
int flagship_ships_left(const game_state *g, int p);

/* p gains a Flagship in sys (Flagship setup steps 1-2, yaml "Flagships"):
 * the piece is placed in sys, which must hold a Loyal piece of p, and every
 * Loyal city and starport of p on the map is replaced by a Free one of the
 * same type (damaged if it was: the Cede Control rule for replacing); the
 * replaced cities return to p's board, whose covered slots are settled
 * (may push decisions). False, nothing changed: not a campaign, p has a
 * Flagship already, or sys is no system of p's. */
bool flagship_gain(game_state *g, int p, int sys);

/* The Build action's Flagship targets of p (yaml "Building Buildings.",
 * "Building.", "Building Armor.", "Building Ships."): Upgrades and Armor
 * (ARCS_MOVE_FLAGSHIP_BUILD) and a ship at the Flagship
 * (ARCS_MOVE_FLAGSHIP_SHIP). Appends to out; with out == NULL, 1 as soon
 * as one exists. */
int flagship_build_targets(const game_state *g, int p, move_list *out);
void flagship_build_apply(game_state *g, arcs_move m);
/* Repair targets: damaged Upgrades and Armor (yaml "Repairing."). */
int flagship_repair_targets(const game_state *g, int p, move_list *out);
void flagship_repair_apply(game_state *g, arcs_move m);

/* Slipstream Drive (ARCS-AID10A; yaml "Slipstream Drive (Fuel → Relic)."):
 * "Prelude: Once per turn, you may Catapult move either your Flagship alone
 * or other ships from your Flagship." The Prelude move (ARCS_MOVE_SLIPSTREAM)
 * of p, appended to out; flagship_slipstream_apply marks it used this turn
 * and begins the Catapult from the Flagship's system (actions.c,
 * move_slipstream_begin). */
void flagship_prelude_moves(const game_state *g, int p, move_list *out);
void flagship_slipstream_apply(game_state *g, arcs_move m);

/* A Fate's Flagship setup step "Place 1 starport on your <column> Upgrade"
 * / "Place 1 city on your Hull Upgrade": a fresh piece of p from p's supply
 * on the column's Upgrade slot (a city from the player board, opening its
 * slot). False, nothing changed: p has no Flagship, the slot holds a piece
 * already, or p's supply has no such piece. */
bool flagship_setup_piece(game_state *g, int p, int column, bool starport);

/* Loader and invariant checks of the Flagship fields (false with why). */
bool flagship_state_ok(const game_state *g, char *why, size_t cap);

/* ---- Flagship battles (flagship_battle.c; yaml "Flagship Battles",
 * "Upgrade Benefits.", "Cards & Flagships") ---- */
/* Is p's Flagship in the battle system of the battle in progress? */
bool flagship_in_battle(const game_state *g, int p);
/* Dice p's Flagship collects in sys: one per fresh starport on its board
 * when it is there ("collects dice up to your number of fresh starports on
 * Upgrades and Armor"; lore collecting dice for Loyal ships, "Dice
 * Collection."), 0 when it is elsewhere. */
int flagship_battle_dice(const game_state *g, int p, int sys);
/* Intercept hits of p's defending Flagship: its fresh starports with a
 * Defense Array, none otherwise ("Does Not Intercept."). */
int flagship_intercept_hits(const game_state *g, int p);
/* Tractor Beam: p's Flagship defends in sys with it, so the attacker
 * cannot collect raid dice. */
bool flagship_stops_raid_dice(const game_state *g, int p, int sys);
/* The hit targets on p's board: one per column with a piece, base +
 * column (the Armor when there is one: "Armor is always hit before its
 * Upgrade"), appended to out; returns how many. */
int flagship_hit_targets(const game_state *g, int p, int base, uint8_t *out);
/* One hit on p's board column: the Armor, else the Upgrade; a fresh piece
 * is damaged, a damaged one destroyed, taken as a Trophy by destroyer
 * (NO_PLAYER: back to p's supply). Never Outrage nor Ransack ("Destroying
 * Cities."). */
void flagship_take_hit(game_state *g, int p, int column, int destroyer);

/* ---- Flagships in events, cards & Flagships, Resettling
 * (lib/campaign/flagship_events.c; yaml "Flagships in Events", "Cards &
 * Flagships", "Resettling Flagships") ---- */
/* A Crisis deals `hits` to p's Loyal ships in sys (yaml Blight Crises "Hit
 * Priority": fresh ships before damaged ones; "Flagships in Events",
 * "Taking Hits": the Flagship only once no other fresh Loyal ship remains,
 * each hit to its rightmost Armor, then its rightmost Upgrade). Every
 * Crisis hit to players' ships goes through here. Returns the hits left
 * (nothing left to hit); *destroyed (may be NULL) gets the ships destroyed.
 * A Court card's Crisis (this one): the ships destroyed are reported once
 * in p's supply (EVT_SHIPS_DESTROYED: destroyed by no player). */
int crisis_hit_loyal_ships(game_state *g, int p, int sys, int hits, int *destroyed);
/* The same for a Blight Crisis (lib/campaign/events.c, which reports the
 * ships: EVT_BLIGHT_CRISIS_DESTROYED); a Flagship piece it destroys is
 * reported before it returns (EVT_BLIGHT_CRISIS_DESTROYED, b the piece): a
 * card may take it. */
int blight_crisis_hit_loyal_ships(game_state *g, int p, int sys, int hits, int *destroyed);
/* One Crisis hit to p's Flagship board (rightmost Armor, else rightmost
 * Upgrade): flagship_take_hit on that column, the piece back to p's supply
 * when destroyed (by a Blight Crisis, blight: unless a card takes it,
 * above). False if the board is empty. */
bool flagship_take_crisis_hit(game_state *g, int p, bool blight);
/* yaml "Building Checks.": cards that check p's Loyal buildings in sys
 * count the Upgrades and Armor there when p's Flagship is in sys (never
 * for a card saying "on the map"). Fresh starports / any buildings of p's
 * board counted as in sys. */
int flagship_fresh_starports_in(const game_state *g, int p, int sys);
int flagship_buildings_in(const game_state *g, int p, int sys);
/* Resettling (yaml "Resettling Flagships"; the C Fates call it): step 1
 * now (the board's pieces back to p's supply, the Flagship piece replaced
 * by a Loyal ship), then steps 2-3 as p's decisions (FR_RESETTLE, move
 * ARCS_MOVE_RESETTLE_PLACE). False, nothing changed: p has no Flagship. */
bool flagship_resettle(game_state *g, int p);
/* Intermission D step 2 (yaml "Destroy all damaged ships, buildings, and
 * Flagship Upgrades and Armor."): every damaged board piece is destroyed
 * (to the supply, no Outrage); true when a city returned to a board,
 * which may push decisions: the caller's pass starts over after them. */
bool flagship_destroy_damaged(game_state *g);
/* The loader's check of an FR_RESETTLE frame's data (lib/wire/frame_checks.c). */
bool resettle_frame_ok(const game_state *g, const frame *f);

/* ---- the Pirate's Act II (a Fate's "You gain a Flagship") ---- */
/* The systems (bit per system) where p may place the Flagship gained:
 * those in play with a Loyal piece of p (yaml "Flagships", Setup: "Place
 * a Loyal Flagship piece in a system with Loyal pieces"). */
uint32_t flagship_gain_systems(const game_state *g, int p);

#endif
