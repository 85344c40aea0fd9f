/*
 * The standard actions but Battle (Base rulebook, "Standard Actions": Tax,
 * Build, Move, Repair, Influence, Secure) and the Elimination rule (Fine
 * Print, "Elimination & Concession").
 *
 * round.c calls action_begin(g, p, action) after p spent an action pip or a
 * Prelude resource, and only when action_possible(g, p, action). The frames
 * pushed here are all popped once the action is over, leaving the turn frame
 * on top (gain_resource and court_take_card may leave their own decisions
 * above it until they resolve).
 *
 * Each action is one decision (its target), except Move, which is split so
 * the legal-move lists stay small:
 *   move-from <system>  ->  move-to <adjacent system>  ->  ships <fresh> <damaged>
 * and, for a Catapult, repeated
 *   catapult-stop  |  move-to <adjacent system> -> ships <fresh> <damaged>
 * where the ships chosen continue and the others of the group are dropped
 * off where they are.
 *
 * Frame data:
 *   FR_MOVE_TO      a = origin, b = 1 for Slipstream Drive (campaign)
 *   FR_MOVE_SHIPS   a = origin, b = destination, c/d = most fresh/damaged
 *                   ships that may go, e = bit 0 they may Catapult, bit 1
 *                   the mover's Flagship may come along (campaign), bit 2
 *                   Slipstream Drive: the Flagship alone or other ships
 *   FR_CATAPULT     a = system the group is in, b = 1 if the mover's
 *                   Flagship is in the group, c/d = fresh/damaged ships
 *                   of the group
 *   FR_FLAGSHIP_ALONG  as FR_MOVE_IMPERIAL (the ships chosen have moved):
 *                   the Flagship comes along or stays (flagship-along 1/0)
 * The Move in progress (Leaders & Lore) is marked in g->ll.move_flags
 * (MOVE_*: rules.h): a Move that must leave a Battle possible, a bonus
 * move, a bonus move's later Catapult steps; 0 for a plain Move.
 */
#include "rules/rules.h"
#include "campaign/flagship.h"
#include "data/tables.h"
#include "core/sysbits.h"

#include <assert.h>

/* ---- helpers ---- */

static bool controlled_by_other(const game_state *g, int p, int sys) {
    int c = controller(g, sys);
    return c != NO_PLAYER && !player_controls(g, p, sys);
}

/* Catapult Move: the move ends in a gate controlled by anyone else (Base
 * rulebook, "Move"). Campaign ("Catapult Move"): Empire control ends an
 * Outlaw's move but not a Regent's; a player's control ends a Rival's;
 * Blight at the gate ends every move ("The Blight", Catapult Movement)
 * but Spore Ships' holder's (ARCS-F1302, hook point MOVED). */
static bool catapult_goes_on(const game_state *g, int p, int to, int ctrl, int imperial_moving) {
    if (is_campaign(g)) {
        /* Hook point MOVED: a gate where p's Catapult goes on ignoring
         * control and Blight (Catapult Overdrive: the Twisted Passage). */
        if (other_sources(g) && cards_catapult_goes_on(g, p, to)) return true;
        if (blight_in(g, to) && !cards_catapult_past_blight(g, p)) return false;
        /* A Regent a law denies the Imperial Fleet (Martial Law: "Empire
         * control of gates ends your move") is stopped as an Outlaw. */
        if (ctrl == OWNER_EMPIRE) return is_regent_player(g, p) && !fleet_command_denied(g, p);
        /* Regent control ends Outlaws' moves and Rival Regents' "alone",
         * not mixed Regent and Imperial groups; Outlaw control ends all. */
        if (ctrl < MAX_PLAYERS && ctrl != p && is_regent_player(g, ctrl))
            return is_regent_player(g, p) && imperial_moving > 0;
    }
    return ctrl == NO_PLAYER || ctrl == p;
}

/* Imperial ships p may move from sys along with Loyal ships (the Presence
 * Law: a Regent, on their turn, where they have Loyal pieces, whom no law
 * denies the Imperial Fleet: Martial Law), packed as
 * fresh | damaged << 4 (15 Imperial ships at most). */
static uint8_t imperial_movable(const game_state *g, int p, int sys) {
    if (!is_regent_player(g, p) || g->turn_player != p || fleet_command_denied(g, p)) return 0;
    return (uint8_t)(g->camp.imperial[sys][0] | g->camp.imperial[sys][1] << 4);
}

/* Imperial ships moving without Loyal ships: only for a Regent who ignores
 * the Movement Law (Imperial Officers: "you can take actions with any
 * Imperial ships"), on their turn. */
static bool imperial_alone(const game_state *g, int p) {
    return is_campaign(g) && is_regent_player(g, p) && g->turn_player == p && cards_ignore_movement(g, p);
}


static int first_empty_slot(const game_state *g, int sys) {
    for (int i = 0; i < planet_slots(sys); i++)
        if (!(g->sys[sys].bld[i] & BLD_OCCUPIED)) return i;
    return -1;
}

static bool has_loyal_starport(const game_state *g, int p, int sys) {
    return bld_any(&g->sys[sys], BLD_KIND_MASK, BLD_OF(p) | BLD_STARPORT);
}

/* Campaign, Commonwealth Membership (hook point FREE_BUILDINGS): p takes
 * actions with the Free buildings of sys like Loyal ones, sys not
 * controlled by the Empire ("Privileges"; Member of the Commonwealth). */
static inline bool acts_with_free(const game_state *g, int p) {
    return is_campaign(g) && other_sources(g) && cards_acts_with_free(g, p);
}
static bool free_like_loyal(const game_state *g, int p, int sys) {
    return acts_with_free(g, p) && controller(g, sys) != OWNER_EMPIRE;
}

/* A Rival starport in sys, which p controls, when a card lets p Catapult
 * with it (hook point MOVED: Catapult Overdrive, ARCS-F2202). */
static bool rival_starport_catapult(const game_state *g, int p, int sys) {
    bool rival = false;
    for (int i = 0; i < BUILDING_SLOTS_MAX && !rival; i++) {
        uint8_t b = g->sys[sys].bld[i];
        rival = (b & BLD_OCCUPIED) && BLD_IS_STARPORT(b) && (int)BLD_OWNER(b) != p && (int)BLD_OWNER(b) < g->num_players;
    }
    return rival && player_controls(g, p, sys) && cards_catapult_rival_starports(g, p);
}

/* Campaign, The Free States, "Actions": "You may take actions with Free
 * buildings that you control" (build ships at Free starports, Catapult from
 * them); a Member of the Commonwealth needs no control (free_like_loyal). */
static bool free_starport_usable(const game_state *g, int p, int sys) {
    return player_controls(g, p, sys) || free_like_loyal(g, p, sys);
}

/* A Loyal starport in sys, or a Free one p controls or uses like a Loyal
 * one, or a Rival one a card lets p use (Catapult). */
static bool catapult_starport(const game_state *g, int p, int sys) {
    return has_loyal_starport(g, p, sys) ||
           (is_campaign(g) && bld_any(&g->sys[sys], BLD_KIND_MASK, BLD_OF(OWNER_FREE) | BLD_STARPORT) &&
            free_starport_usable(g, p, sys)) ||
           (is_campaign(g) && other_sources(g) && rival_starport_catapult(g, p, sys));
}

/* Building at Free buildings p uses like Loyal pieces (acts_with_free
 * asked by the caller): sys holds one and the Empire does not control it. */
static bool free_building_here(const game_state *g, int sys) {
    return bld_any(&g->sys[sys], BLD_OWNER_MASK, BLD_OF(OWNER_FREE)) && controller(g, sys) != OWNER_EMPIRE;
}
static bool free_building_base(const game_state *g, int p, int sys) {
    return is_campaign(g) && free_building_here(g, sys) && acts_with_free(g, p);
}

/* Each target finder appends its moves to out, or with out == NULL returns
 * 1 as soon as one target exists (for action_possible). */
#define TARGET(kind, p, a, b)                               \
    do {                                                    \
        if (!out) return 1;                                 \
        add_move(out, (kind), (p), (a), (b), 0, 0);         \
    } while (0)

static int result(const move_list *out) { return out ? out->n : 0; }

/* ---- Tax ---- */

/* Tax: "Choose a Loyal city or choose a Rival city you control." Tax Limit:
 * a city at most once per turn (g->taxed[s]). A city can be taxed even when the
 * supply of its type is empty (faq.csv, Fuel-Drinker / Mystic). */
/* The Tax targets in system s: Loyal cities only (loyal_only), and Loyal
 * cities only where p has control (callow); `outside`: not the base game (the
 * places outside the printed slots, the campaign's Truce Law asked). Always
 * inlined, so the base game's call, with all three false, is the plain
 * loop with no mode test. 1: a target found (out NULL). */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline int tax_targets_in(const game_state *g, int p, int s, bool loyal_only, unsigned callow, bool outside,
                                 move_list *out) {
    /* The printed slots (at most SLOTS_PER_SYSTEM: a bound the compiler
     * unrolls), and with `outside` the places outside them (cities on
     * gates, Cloud Cities: Leaders & Lore). */
    for (int i = 0; outside ? i < BUILDING_SLOTS_MAX : (i < planet_slots(s) && i < SLOTS_PER_SYSTEM); i++) {
        if (outside && i >= planet_slots(s) && i < SLOTS_PER_SYSTEM) continue;
        uint8_t b = g->sys[s].bld[i];
        if (!BLD_IS_CITY(b) || ((g->taxed[s] >> i) & 1u)) continue;
        int owner = (int)BLD_OWNER(b);
        if (loyal_only && owner != p) continue;
        /* callow: the planet types (bit 7: none) where p's Loyal cities
         * need control too (Callow: all; Ire of the Tycoons, ARCS-F2003:
         * Material and Fuel). */
        if ((owner != p || (callow && (callow >> (planet_type(s) < 0 ? 7 : planet_type(s)) & 1u))) &&
            !player_controls(g, p, s) &&
            !(outside && owner == OWNER_FREE && free_like_loyal(g, p, s)))
            continue;
        /* Campaign, Truce Law: no taxing a Rival Regent's city in a
         * system with Imperial ships (any Rival's city otherwise). */
        if (outside && owner != p && owner < MAX_PLAYERS && !may_harm(g, p, owner, s)) continue;
        TARGET(ARCS_MOVE_TAX, p, s, i);
    }
    return 0;
}

/* The campaign's map centre (system 24, the Twisted Passage: a gate's city,
 * Gate Stations), out of the hot loop. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int tax_targets_centre(const game_state *g, int p, bool loyal_only, unsigned callow, move_list *out) {
    return tax_targets_in(g, p, NUM_SYSTEMS, loyal_only, callow, true, out);
}

#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline int tax_targets_of(const game_state *g, int p, bool loyal_only, unsigned callow, bool outside,
                                 move_list *out) {
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if ((!outside && sys_is_gate(s)) || !sys_in_play(g, s)) continue;
        if (tax_targets_in(g, p, s, loyal_only, callow, outside, out)) return 1;
    }
    if (outside && is_campaign(g) && centre_has_buildings(g) && tax_targets_centre(g, p, loyal_only, callow, out))
        return 1;
    return result(out);
}

/* Hook point TAX: Callow, "You can only tax Loyal cities if you control
 * them." Only play-area cards answer it: nothing to ask in a base game. */
/* A Rival's or a Free city p may tax without a card's help. */
static bool plain_tax_allowed(const game_state *g, int p, int s, int owner) {
    return player_controls(g, p, s) && (owner >= MAX_PLAYERS || may_harm(g, p, owner, s));
}

/* Campaign, Imperial Authority (hook point TAX): the cities in
 * Empire-controlled systems p could not tax otherwise. */
static int empire_tax_targets(const game_state *g, int p, move_list *out) {
    for (int s = 0; s < SYSTEMS_MAX; s++) {
        if (!sys_in_play(g, s) || controller(g, s) != OWNER_EMPIRE) continue;
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
            if (i >= planet_slots(s) && i < SLOTS_PER_SYSTEM) continue;
            uint8_t b = g->sys[s].bld[i];
            if (!BLD_IS_CITY(b) || ((g->taxed[s] >> i) & 1u)) continue;
            int owner = (int)BLD_OWNER(b);
            if (owner == p || plain_tax_allowed(g, p, s, owner)) continue;
            TARGET(ARCS_MOVE_TAX, p, s, i);
        }
    }
    return result(out);
}

/* Flagships, Control Array (ARCS-AID10A; Campaign rulebook p. 25): "While
 * your Flagship is in a gate, you may tax any cities in its cluster like
 * they are Loyal. (Don't take Captives.)" The cities p could not tax
 * otherwise (nor through Imperial Authority); the Truce Law still holds
 * (taxing a Rival Regent's city where Imperial ships are is harm). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int control_array_tax_targets(const game_state *g, int p, move_list *out) {
    int at = flagship_system(g, p);
    /* (the Twisted Passage, system 24, is a gate of no cluster) */
    if (at < 0 || at >= NUM_SYSTEMS || !sys_is_gate(at) || !flagship_has_upgrade(g, p, UPGRADE_CONTROL_ARRAY))
        return result(out);
    bool empire = cards_taxes_empire_cities(g, p);
    for (int s = at + 1; s < at + 4; s++) {
        if (!sys_in_play(g, s) || (empire && controller(g, s) == OWNER_EMPIRE)) continue;
        for (int i = 0; i < planet_slots(s) && i < SLOTS_PER_SYSTEM; i++) {
            uint8_t b = g->sys[s].bld[i];
            if (!BLD_IS_CITY(b) || ((g->taxed[s] >> i) & 1u)) continue;
            int owner = (int)BLD_OWNER(b);
            if (owner == p || plain_tax_allowed(g, p, s, owner)) continue;
            if (owner < MAX_PLAYERS && !may_harm(g, p, owner, s)) continue;
            TARGET(ARCS_MOVE_TAX, p, s, i);
        }
    }
    return result(out);
}

/* Campaign, a Lord's Fief (hook point FIEF_TAX: the Lord title cards): "You
 * may tax any cities in Cluster N, ignoring control" — the Rival and Free
 * cities of `fiefs` not listed already; the Truce Law still holds (faq.csv
 * Lord of the 1st Cluster: "A Regent Lord is bound by the Truce law when
 * taxing a Regent Vassal city under Imperial control"). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int fief_tax_targets(const game_state *g, int p, uint32_t fiefs, bool rivals_only, move_list *out) {
    for (; fiefs; fiefs &= fiefs - 1) {
        int s = __builtin_ctz(fiefs);
        if (!sys_in_play(g, s)) continue;
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
            if (i >= planet_slots(s) && i < SLOTS_PER_SYSTEM) continue;
            uint8_t b = g->sys[s].bld[i];
            if (!BLD_IS_CITY(b) || ((g->taxed[s] >> i) & 1u) || (int)BLD_OWNER(b) == p) continue;
            int owner = (int)BLD_OWNER(b);
            if (owner < MAX_PLAYERS ? !may_harm(g, p, owner, s) : rivals_only) continue;
            bool listed = false;
            for (int k = 0; out && k < out->n && !listed; k++)
                listed = out->m[k].kind == ARCS_MOVE_TAX && out->m[k].a == s && out->m[k].b == i;
            if (!listed) TARGET(ARCS_MOVE_TAX, p, s, i);
        }
    }
    return result(out);
}

static int tax_targets_all(const game_state *g, int p, bool loyal_only, move_list *out) {
    int n = tax_targets_of(g, p, loyal_only, cards_tax_needs_control(g, p), !is_base_game(g), out);
    if (n && !out) return n;
    if (!loyal_only && is_campaign(g) && cards_taxes_empire_cities(g, p)) {
        int k = empire_tax_targets(g, p, out);
        if (k && !out) return k;
        n = result(out);
    }
    if (!loyal_only && is_campaign(g) && g->camp.flagship[p]) {
        int k = control_array_tax_targets(g, p, out);
        if (k && !out) return k;
        n = result(out);
    }
    uint32_t fiefs = !loyal_only && is_campaign(g) ? cards_fief_tax_systems(g, p) : 0;
    if (fiefs) {
        int k = fief_tax_targets(g, p, fiefs, false, out);
        if (k && !out) return k;
        n = result(out);
    }
    /* Campaign, Pirate Smugglers (hook point TAX): "You may tax Rival
     * cities with any Loyal ships, ignoring control" (the Truce Law still
     * holds, as in a Fief). */
    uint32_t smuggle = !loyal_only && is_campaign(g) ? cards_smuggle_tax_systems(g, p) : 0;
    if (smuggle) {
        int k = fief_tax_targets(g, p, smuggle, true, out);
        if (!out) return k;
        n = result(out);
    }
    return n;
}

/* Campaign, a law that limits the Tax targets (the Magnate's Closed
 * Economy, ARCS-F327: Regents cannot tax Empire-controlled cities without
 * the matching Monopoly): the targets found, those it forbids left out.
 * One booklet walk per call where no such law is in play. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int tax_targets_limited(const game_state *g, int p, bool loyal_only, move_list *out) {
    move_list all;
    all.n = 0;
    tax_targets_all(g, p, loyal_only, &all);
    for (int k = 0; k < all.n; k++) {
        if (cards_tax_forbidden(g, p, all.m[k].a, all.m[k].b)) continue;
        if (!out) return 1;
        out->m[out->n++] = all.m[k];
    }
    return result(out);
}

static int tax_targets_ll(const game_state *g, int p, bool loyal_only, move_list *out) {
    if (is_campaign(g) && cards_tax_limited(g)) return tax_targets_limited(g, p, loyal_only, out);
    return tax_targets_all(g, p, loyal_only, out);
}

/* The base game with no source beyond the held cards, no move list wanted:
 * tax_targets_of's loop asked a cluster at a time (core/sysbits.h). An
 * untaxed Loyal city in a printed slot of a planet in play, or an untaxed
 * Rival city in a system p controls. */
/* The printed slots of cluster c's systems not taxed this turn, as
 * core/sysbits.h masks of the slots' first bytes: slot 0 of its planets in
 * u[0], slot 1 of its two-slot systems in u[1]. `taxed` is
 * sys_any_flag(g->taxed): with no city taxed yet, no flags to spread. */
static inline void untaxed_printed_slots(const game_state *g, int c, bool taxed, uint64_t u[2]) {
    u[0] = SYS_GROUP_PLANETS;
    u[1] = sys_group_two_slots(c);
    if (taxed) {
        u[0] &= ~sys_group_flags(g->taxed, c, 0);
        u[1] &= ~sys_group_flags(g->taxed, c, 1);
    }
}

static bool tax_possible_loop(const game_state *g, int p) {
    uint32_t rivals = 0; /* system mask */
    bool taxed = sys_any_flag(g->taxed);
    for (int c = 0; c < NUM_CLUSTERS; c++) {
        if ((g->out_of_play >> c) & 1u) continue;
        uint64_t u[2];
        untaxed_printed_slots(g, c, taxed, u);
        uint64_t loyal = sys_group_match(g, c, BLD_KIND_MASK, BLD_OF(p));
        if ((loyal >> SYS_OFF_BLD(0) & u[0]) | (loyal >> SYS_OFF_BLD(1) & u[1])) return true;
        uint64_t rival = sys_group_match(g, c, BLD_OCCUPIED | BLD_STARPORT, BLD_OCCUPIED) & ~loyal;
        rivals |= (uint32_t)sys_group_nibble((rival >> SYS_OFF_BLD(0) & u[0]) | (rival >> SYS_OFF_BLD(1) & u[1])) << (4 * c);
    }
    /* No Loyal city to tax: the Rival ones, where p has control. */
    for (; rivals; rivals &= rivals - 1)
        if (player_controls(g, p, __builtin_ctz(rivals))) return true;
    return false;
}

static bool tax_possible_base(const game_state *g, int p) {
    /* With no city taxed yet this turn: a Loyal city in a printed slot
     * anywhere on the map, in one pass (core/sysbits.h; in the base game
     * gates and out-of-play clusters hold no buildings, one-slot planets
     * nothing in slot 1: debug builds check the loop's answer); the loop
     * only when there is none. */
    if (!sys_any_flag(g->taxed)) {
        uint64_t loyal = sys_all_match(g, BLD_KIND_MASK, BLD_OF(p));
        if ((loyal >> SYS_OFF_BLD(0) | loyal >> SYS_OFF_BLD(1)) & SYS_GROUP_BYTE(0)) {
            assert(tax_possible_loop(g, p));
            return true;
        }
    }
    return tax_possible_loop(g, p);
}

/* An untaxed city outside the printed slots (places SLOTS_PER_SYSTEM..:
 * Gate Ports, Cloud Cities) of a system in play among the map's 24, p's
 * own or in a system p controls (tax_targets_in outside the campaign),
 * asked a cluster at a time (core/sysbits.h). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static bool tax_possible_outside(const game_state *g, int p) {
    _Static_assert(BUILDING_SLOTS_MAX == SLOTS_PER_SYSTEM + 2, "places 2 and 3 lie outside the printed slots");
    for (int c = 0; c < NUM_CLUSTERS; c++) {
        if ((g->out_of_play >> c) & 1u) continue;
        uint64_t city = sys_group_match(g, c, BLD_OCCUPIED | BLD_STARPORT, BLD_OCCUPIED);
        /* (a city outside the printed slots is rare: the taxed flags only then) */
        if (!((city >> SYS_OFF_BLD(2) | city >> SYS_OFF_BLD(3)) & SYS_GROUP_BYTE(0))) continue;
        uint64_t untaxed2 = ~sys_group_flags(g->taxed, c, 2), untaxed3 = ~sys_group_flags(g->taxed, c, 3);
        uint64_t at = ((city >> SYS_OFF_BLD(2) & untaxed2) | (city >> SYS_OFF_BLD(3) & untaxed3)) & SYS_GROUP_BYTE(0);
        if (!at) continue;
        uint64_t loyal = sys_group_match(g, c, BLD_KIND_MASK, BLD_OF(p));
        if (((loyal >> SYS_OFF_BLD(2) & untaxed2) | (loyal >> SYS_OFF_BLD(3) & untaxed3)) & SYS_GROUP_BYTE(0)) return true;
        for (int j = 0; j < 4; j++)
            if ((at >> (12 * j)) & 1u && player_controls(g, p, 4 * c + j)) return true;
    }
    return false;
}

/* Leaders & Lore, no card making p's Loyal cities need control (Callow):
 * tax_targets_of(g, p, false, 0, true, out), the same targets in the same
 * order (system, then place), the candidate cities of a cluster found at
 * once (core/sysbits.h): an untaxed city in a printed slot of a planet or
 * outside the printed slots, p's own or in a system p controls (outside
 * the campaign no Free city, and the only harm rule is "not your own"). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int tax_targets_places(const game_state *g, int p, move_list *out) {
    _Static_assert(BUILDING_SLOTS_MAX == 4, "a system's places are bytes SYS_OFF_BLD(0..3)");
    bool taxed = sys_any_flag(g->taxed);
    for (int c = 0; c < NUM_CLUSTERS; c++) {
        if ((g->out_of_play >> c) & 1u) continue;
        uint64_t city = sys_group_match(g, c, BLD_OCCUPIED | BLD_STARPORT, BLD_OCCUPIED);
        uint64_t cand[BUILDING_SLOTS_MAX];
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++) cand[i] = city >> SYS_OFF_BLD(i);
        if (taxed) /* some city was taxed this turn */
            for (int i = 0; i < BUILDING_SLOTS_MAX; i++) cand[i] &= ~sys_group_flags(g->taxed, c, i);
        cand[0] &= SYS_GROUP_PLANETS;
        cand[1] &= sys_group_two_slots(c);
        if (!((cand[0] | cand[1] | cand[2] | cand[3]) & SYS_GROUP_BYTE(0))) continue;
        uint64_t loyal = sys_group_match(g, c, BLD_KIND_MASK, BLD_OF(p));
        for (int j = 0; j < 4; j++) {
            int s = 4 * c + j, controls = -1; /* not asked yet */
            for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
                if (!((cand[i] >> (12 * j)) & 1u)) continue;
                if (!((loyal >> (SYS_OFF_BLD(i) + 12 * j)) & 1u)) {
                    if (controls < 0) controls = player_controls(g, p, s);
                    if (!controls) continue;
                }
                TARGET(ARCS_MOVE_TAX, p, s, i);
            }
        }
    }
    return result(out);
}

/* Leaders & Lore with `callow` (cards_tax_needs_control: the planet types,
 * bit 7 for none, where p's Loyal cities need control too): whether
 * tax_targets_of(g, p, false, callow, true, NULL) finds a target, the
 * candidate cities of a cluster found at once (core/sysbits.h). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static bool tax_possible_callow(const game_state *g, int p, unsigned callow) {
    for (int c = 0; c < NUM_CLUSTERS; c++) {
        if ((g->out_of_play >> c) & 1u) continue;
        uint64_t city = sys_group_match(g, c, BLD_OCCUPIED | BLD_STARPORT, BLD_OCCUPIED);
        uint64_t loyal = sys_group_match(g, c, BLD_KIND_MASK, BLD_OF(p)), any = 0, own = 0;
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
            uint64_t cand = city >> SYS_OFF_BLD(i) & ~sys_group_flags(g->taxed, c, i);
            if (i == 0) cand &= SYS_GROUP_PLANETS;
            if (i == 1) cand &= sys_group_two_slots(c);
            any |= cand;
            own |= cand & loyal >> SYS_OFF_BLD(i);
        }
        for (int j = 0; j < 4; j++) {
            if (!((any >> (12 * j)) & 1u)) continue;
            int s = 4 * c + j, type = planet_type(s);
            if ((own >> (12 * j)) & 1u && !((callow >> (type < 0 ? 7 : type)) & 1u)) return true;
            if (player_controls(g, p, s)) return true;
        }
    }
    return false;
}

/* The Tax targets outside the base game. Leaders & Lore with no building
 * outside the printed slots (the places a card adds: Gate Ports, Gate
 * Stations, Cloud Cities) and no card making p's Loyal cities need control
 * (Callow): the base game's, the same cities in the same order (outside
 * the campaign no Free city, and the only harm rule is "not your own"). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int tax_targets_other(const game_state *g, int p, move_list *out) {
    if (is_leaders_lore(g)) {
        unsigned callow = other_sources(g) ? cards_tax_needs_control(g, p) : 0;
        if (callow) return out ? tax_targets_ll(g, p, false, out) : tax_possible_callow(g, p, callow);
        /* Whether there is one (no order to keep): the printed slots' cities
         * as in the base game, then those outside them. */
        if (!out) return tax_possible_base(g, p) || tax_possible_outside(g, p);
        if (!sys_any_outside_building(g)) return tax_targets_of(g, p, false, false, false, out);
        return tax_targets_places(g, p, out);
    }
    return tax_targets_ll(g, p, false, out);
}

/* The base game's Tax targets listed: tax_targets_of's loop, its
 * tax_targets_in asked only of the systems with an untaxed city in a
 * printed slot (found a cluster at a time, core/sysbits.h), in ascending
 * order; the other systems add no target. */
static int tax_targets_base(const game_state *g, int p, move_list *out) {
    bool taxed = sys_any_flag(g->taxed);
    for (int c = 0; c < NUM_CLUSTERS; c++) {
        if ((g->out_of_play >> c) & 1u) continue;
        uint64_t city = sys_group_match(g, c, BLD_OCCUPIED | BLD_STARPORT, BLD_OCCUPIED), u[2];
        untaxed_printed_slots(g, c, taxed, u);
        uint64_t at0 = city >> SYS_OFF_BLD(0) & u[0], at1 = city >> SYS_OFF_BLD(1) & u[1];
        for (unsigned at = sys_group_nibble(at0 | at1); at; at &= at - 1)
            tax_targets_in(g, p, 4 * c + __builtin_ctz(at), false, 0, false, out);
    }
    return result(out);
}

static int tax_targets(const game_state *g, int p, move_list *out) {
    if (other_sources(g) || !is_base_game(g)) return tax_targets_other(g, p, out);
    if (!out) return tax_possible_base(g, p);
#ifndef NDEBUG
    /* the same list as tax_targets_of's loop over every system */
    move_list slow;
    slow.n = 0;
    tax_targets_of(g, p, false, false, false, &slow);
    int first = out->n;
    tax_targets_base(g, p, out);
    assert(slow.n == out->n - first && memcmp(slow.m, out->m + first, (size_t)slow.n * sizeof slow.m[0]) == 0);
    return result(out);
#else
    return tax_targets_base(g, p, out);
#endif
}

/* FR_TAX a = 1: only Loyal cities (a Tax inside a new action: Living
 * Structures' Nurture, "Tax a Loyal city"). */
static void tax_enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->a) tax_targets_ll(g, f->player, true, out);
    else tax_targets(g, f->player, out);
}

/* Leaders & Lore, no card making p's Loyal cities need control (Callow):
 * an untaxed Loyal city in a system in play, in a printed slot of a planet
 * or outside the printed slots (tax_targets_of's loyal_only answer), asked
 * a cluster at a time (core/sysbits.h). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static bool loyal_tax_possible_ll(const game_state *g, int p) {
    for (int c = 0; c < NUM_CLUSTERS; c++) {
        if ((g->out_of_play >> c) & 1u) continue;
        uint64_t loyal = sys_group_match(g, c, BLD_KIND_MASK, BLD_OF(p));
        uint64_t at = (loyal >> SYS_OFF_BLD(0) & ~sys_group_flags(g->taxed, c, 0) & SYS_GROUP_PLANETS) |
                      (loyal >> SYS_OFF_BLD(1) & ~sys_group_flags(g->taxed, c, 1) &
                       sys_group_two_slots(c)) |
                      (loyal >> SYS_OFF_BLD(2) & ~sys_group_flags(g->taxed, c, 2)) |
                      (loyal >> SYS_OFF_BLD(3) & ~sys_group_flags(g->taxed, c, 3));
        if (at & SYS_GROUP_BYTE(0)) return true;
    }
    return false;
}

bool loyal_tax_possible(const game_state *g, int p) {
    if (is_leaders_lore(g) && !(other_sources(g) && cards_tax_needs_control(g, p))) return loyal_tax_possible_ll(g, p);
    return tax_targets_ll(g, p, true, NULL) > 0;
}

void loyal_tax_begin(game_state *g, int p) { push_frame(g, FR_TAX, p)->a = 1; }

static void tax_apply(game_state *g, arcs_move m) {
    int p = m.player, s = m.a, i = m.b;
    int owner = (int)BLD_OWNER(g->sys[s].bld[i]);
    char name[16];
    pop_frame(g);
    g->taxed[s] |= (uint8_t)(1u << i);
    /* Campaign, a law lifting the Tax Limit for this city (the Magnate's
     * Open Economy, ARCS-F327: "may tax ... more than once per turn"). */
    if (is_campaign(g) && cards_tax_again(g, p, s, i)) g->taxed[s] &= (uint8_t)~(1u << i);
    if (owner == OWNER_FREE) glog(g, "Player %d taxes the Free city at %s", p + 1, system_name(s, name));
    else glog(g, "Player %d taxes the city of Player %d at %s", p + 1, owner + 1, system_name(s, name));
    /* Step 2: gain 1 resource of the planet type (nothing if the supply is
     * empty). A city on a gate (Leaders & Lore) has the types a card gives
     * it (hook point CITY_TYPE: Gate Stations), maybe none. */
    int r = planet_type(s);
    /* Hook point TAX (campaign): taxing an Outlaw's city, a card may take
     * the resource from their player board instead (Tax Collectors). */
    bool by_card = r >= 0 && is_campaign(g) && owner < g->num_players && owner != p &&
                   !is_regent_player(g, owner) && cards_taxed_outlaw_city(g, p, owner, r);
    if (r >= 0) {
        if (!by_card) gain_resource(g, p, r);
    } else if (!cards_gate_city_taxed(g, p, s)) glog(g, "The city has no type: no resource.");
    /* Hook point TAX: "along with the taxed resource" (Attuned, Insatiable). */
    if (other_sources(g)) cards_after_tax(g, p);
    /* Step 3: taxing a Rival city captures 1 agent from that Rival's supply,
     * even without a resource. */
    /* Taxing a Free city captures nothing (Campaign rulebook, The Free
     * States sidebar: "Taxing a Free city does not let you capture agents"). */
    /* Hook point TAX (campaign): a city p could tax only thanks to a card
     * (taxes_empire_cities) is taxed like a Loyal one: "Don't take
     * Captives." (campaign only: the base game never gets here). */
    /* A Lord taxing in their Fief (FIEF_TAX) "still take[s] Captives from
     * Rival Vassals' cities" (Feudal Law, ARCS-F1610). */
    bool fief = owner != p && is_campaign(g) && !plain_tax_allowed(g, p, s, owner) &&
                ((cards_fief_tax_systems(g, p) >> s) & 1u);
    if (fief) glog(g, "Player %d taxes the city in their Fief, ignoring control.", p + 1);
    /* Pirate Smugglers: "but you do not capture an agent if you do not
     * control it". */
    if (!fief && owner != p && owner < MAX_PLAYERS && is_campaign(g) && !plain_tax_allowed(g, p, s, owner) &&
        ((cards_smuggle_tax_systems(g, p) >> s) & 1u)) {
        glog(g, "Player %d taxes the city with Loyal ships, ignoring control: no Captive.", p + 1);
        return;
    }
    if (owner != p && is_campaign(g) && !plain_tax_allowed(g, p, s, owner) && !fief) {
        glog(g, controller(g, s) == OWNER_EMPIRE ? "The city is taxed like a Loyal one (Empire-controlled): no Captive."
                                                 : "The city is taxed like a Loyal one (Control Array): no Captive.");
        return;
    }
    if (owner != p && owner < g->num_players && g->pl[owner].agents_supply) {
        capture_agent(g, p, owner);
        campaign_event(g, EVT_AGENTS_CAPTURED, p, owner, 1);
    }
}

const frame_ops tax_frame_ops = {"tax", tax_enumerate, tax_apply};

/* ---- Build ---- */

/* Build: a city or starport in an empty building slot in a system with a
 * Loyal piece (the city is the leftmost one of the player board), or a ship
 * at a Loyal starport, each starport building at most one ship per turn.
 * Pieces come from the player's supply; none left, no build (Fine Print,
 * "Pieces & Piece Limits"). */
/* A Loyal starport in place i of s that has not built a ship this turn (or a
 * Free one p controls or uses like a Loyal one: free_starport_usable). */
static inline bool shipyard(const game_state *g, int p, int s, int i) {
    uint8_t b = g->sys[s].bld[i];
    return (b & BLD_OCCUPIED) && BLD_IS_STARPORT(b) &&
           ((int)BLD_OWNER(b) == p || (BLD_OWNER(b) == OWNER_FREE && free_starport_usable(g, p, s))) &&
           !((g->shipyard_used[s] >> i) & 1u);
}

/* Starports outside the printed slots (Leaders & Lore: Gate Ports). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int shipyards_outside(const game_state *g, int p, move_list *out) {
    /* Outside the campaign (no map centre), none with no building there. */
    if (!is_campaign(g) && !sys_any_outside_building(g)) return result(out);
    for (int s = 0, systems = building_systems(g); s < systems; s++)
        for (int i = SLOTS_PER_SYSTEM; i < BUILDING_SLOTS_MAX && sys_in_play(g, s); i++)
            if (shipyard(g, p, s, i)) TARGET(ARCS_MOVE_BUILD_SHIP, p, s, i);
    return result(out);
}

/* Campaign: may p build a building in s for want of a Loyal ship or
 * building there: a Free building p uses like a Loyal one (frees), a
 * Loyal token (Tokens, "Not Loyal": "You can build buildings at Loyal
 * tokens"). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static bool other_build_base(const game_state *g, int p, int s, bool frees) {
    return (frees && free_building_here(g, s)) || (g->camp.n_tokens && loyal_token_at(g, p, s));
}

/* Outside the campaign: the systems where p may build a building (sites,
 * when city_or_port) and those whose printed slot i holds a shipyard
 * (yards[i], when ship): the map loops of build_targets, a cluster at a
 * time (core/sysbits.h). `any`: stop at the first cluster with one (true).
 * `base`: the base game (is_base_game). */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline bool build_on_map(const game_state *g, int p, bool base, bool city_or_port, bool ship, bool any,
                                uint32_t *sites, uint32_t yards[2]) {
    bool used = ship && sys_any_flag(g->shipyard_used); /* no ship built yet this turn: no flags to spread */
    for (int c = 0; c < NUM_CLUSTERS; c++) {
        if ((g->out_of_play >> c) & 1u) continue;
        /* The shipyards first: their test is the cheaper one, and either
         * answers `any`. */
        if (ship) {
            /* shipyard: a Loyal starport that has not built a ship this turn */
            uint64_t ports = sys_group_match(g, c, BLD_KIND_MASK, BLD_OF(p) | BLD_STARPORT);
            uint64_t yard0 = ports >> SYS_OFF_BLD(0), yard1 = ports >> SYS_OFF_BLD(1);
            if (used) {
                yard0 &= ~sys_group_flags(g->shipyard_used, c, 0);
                yard1 &= ~sys_group_flags(g->shipyard_used, c, 1);
            }
            if (any && ((yard0 | yard1) & SYS_GROUP_BYTE(0))) return true;
            yards[0] |= (uint32_t)sys_group_nibble(yard0) << (4 * c);
            yards[1] |= (uint32_t)sys_group_nibble(yard1) << (4 * c);
        }
        if (city_or_port) {
            /* first_empty_slot >= 0, and (only then) loyal_map_piece. In
             * the base game a slot's byte is 0 exactly when it is empty
             * (every building is a player's, BLD_MAKE), so the nonzero
             * bytes answer both, and the places outside the printed slots
             * hold nothing: one pass fewer (debug builds check both). */
            uint64_t nz = sys_group_nonzero(g, c);
            uint64_t empty = base ? ~nz : sys_group_match(g, c, BLD_OCCUPIED, 0);
#ifndef NDEBUG
            if (base) {
                uint64_t slots = SYS_GROUP_BYTE(SYS_OFF_BLD(0)) | SYS_GROUP_BYTE(SYS_OFF_BLD(1));
                assert((empty & slots) == (sys_group_match(g, c, BLD_OCCUPIED, 0) & slots));
                assert(!(nz & (SYS_GROUP_BYTE(SYS_OFF_BLD(2)) | SYS_GROUP_BYTE(SYS_OFF_BLD(3)))));
            }
#endif
            empty = (empty >> SYS_OFF_BLD(0) & SYS_GROUP_PLANETS) |
                    (empty >> SYS_OFF_BLD(1) & sys_group_two_slots(c));
            if (!(empty & SYS_GROUP_BYTE(0))) continue;
            uint64_t own = sys_group_match(g, c, BLD_OWNER_MASK, BLD_OF(p));
            uint64_t pieces = nz >> SYS_OFF_FRESH(p) | nz >> SYS_OFF_DAMAGED(p) | own >> SYS_OFF_BLD(0) |
                              own >> SYS_OFF_BLD(1);
            if (!base) pieces |= own >> SYS_OFF_BLD(2) | own >> SYS_OFF_BLD(3);
            if (any && (pieces & empty & SYS_GROUP_BYTE(0))) return true;
            *sites |= (uint32_t)sys_group_nibble(pieces & empty) << (4 * c);
        }
    }
    return false;
}

/* The base game: is there a target on the map (build_on_map's answer)? */
static bool build_possible_base(const game_state *g, int p, bool city_or_port, bool ship) {
    uint32_t sites = 0, yards[2] = {0, 0};
    /* No ship built yet this turn: a Loyal starport in a printed slot
     * anywhere on the map is a shipyard (gates and out-of-play clusters
     * hold no buildings), asked in one pass (core/sysbits.h; debug builds
     * check the loop agrees); the loop only when there is none. */
    if (ship && !sys_any_flag(g->shipyard_used)) {
        uint64_t ports = sys_all_match(g, BLD_KIND_MASK, BLD_OF(p) | BLD_STARPORT);
        if ((ports >> SYS_OFF_BLD(0) | ports >> SYS_OFF_BLD(1)) & SYS_GROUP_BYTE(0)) {
            assert(build_on_map(g, p, true, city_or_port, ship, true, &sites, yards));
            return true;
        }
        /* none: the loop asks for the buildings' sites only */
        assert(!build_on_map(g, p, true, false, true, true, &sites, yards));
        ship = false;
    }
    return build_on_map(g, p, true, city_or_port, ship, true, &sites, yards);
}

static int build_targets(const game_state *g, int p, bool cards, move_list *out) {
    const player_state *pl = &g->pl[p];
    bool city = pl->cities_on_board > 0, port = pl->starports_supply > 0, ship = pl->ships_supply > 0;
    /* Outside the campaign, the map loops below in a few mask operations
     * (no Flagships, Free buildings, tokens, Broken Worlds nor Imperial
     * ships there). */
    bool masks = !is_campaign(g);
    if (masks) {
        uint32_t sites = 0, yards[2] = {0, 0};
        if (!out) {
            if (is_base_game(g) ? build_possible_base(g, p, city || port, ship)
                                : build_on_map(g, p, false, city || port, ship, true, &sites, yards))
                return 1;
        } else {
            build_on_map(g, p, is_base_game(g), city || port, ship, false, &sites, yards);
            for (; sites; sites &= sites - 1) {
                int s = __builtin_ctz(sites);
                if (city) add_move(out, ARCS_MOVE_BUILD_CITY, p, s, 0, 0, 0);
                if (port) add_move(out, ARCS_MOVE_BUILD_STARPORT, p, s, 0, 0, 0);
            }
            for (uint32_t y = yards[0] | yards[1]; y; y &= y - 1) {
                int s = __builtin_ctz(y);
                for (int i = 0; i < SLOTS_PER_SYSTEM; i++)
                    if ((yards[i] >> s) & 1u) add_move(out, ARCS_MOVE_BUILD_SHIP, p, s, i, 0, 0);
            }
        }
        city = port = false;
    }
    /* Flagships: "You cannot build Loyal cities or starports on the map.
     * Instead, you can build them on your Flagship board" (Campaign
     * rulebook, "Flagships"); cards that build outside the slots still may
     * (yaml "Building on the Map.": the hook point below). */
    if (is_campaign(g) && g->camp.flagship[p]) {
        if (flagship_build_targets(g, p, out) && !out) return 1;
        city = port = false;
    }
    bool frees = (city || port) && acts_with_free(g, p); /* asked once */
    /* Campaign rulebook, Tokens, "Not Loyal": "You can build buildings at
     * Loyal tokens" (a card's tokens). Asked once, one test with frees. */
    bool others = frees || ((city || port) && is_campaign(g) && g->camp.n_tokens);
    /* Campaign, hook point BUILDING_SLOTS: "Planets that are Broken Worlds
     * have no building slots" (Breaking Worlds; asked once). */
    uint32_t slotless = (city || port) && is_campaign(g) ? cards_slotless_systems(g) : 0;
    /* (city || port: p has no Flagship, which loyal_map_piece leaves out) */
    if (city || port)
        for (int s = 0; s < NUM_SYSTEMS; s++) {
            if (sys_is_gate(s) || !sys_in_play(g, s)) continue;
            if ((loyal_map_piece(g, p, s) || (others && other_build_base(g, p, s, frees))) &&
                first_empty_slot(g, s) >= 0 && !((slotless >> s) & 1u)) {
                if (city) TARGET(ARCS_MOVE_BUILD_CITY, p, s, 0);
                if (port) TARGET(ARCS_MOVE_BUILD_STARPORT, p, s, 0);
            }
        }
    /* Campaign, Presence Law: a Regent commanding Imperial ships may
     * "build at them"; only a Regent ignoring the Presence Law (Imperial
     * Officers) commands them where they have no Loyal piece (elsewhere the
     * Loyal piece allows the building already). One test per call. */
    if ((city || port) && commands_fleet_everywhere(g, p))
        for (int s = 0; s < NUM_SYSTEMS; s++) {
            if (sys_is_gate(s) || !sys_in_play(g, s) || !imperial_in(g, s) || has_loyal_piece(g, p, s)) continue;
            if (first_empty_slot(g, s) < 0 || ((slotless >> s) & 1u)) continue;
            if (city) TARGET(ARCS_MOVE_BUILD_CITY, p, s, 0);
            if (port) TARGET(ARCS_MOVE_BUILD_STARPORT, p, s, 0);
        }
    if (ship && !masks)
        for (int s = 0; s < NUM_SYSTEMS; s++) {
            if (!sys_in_play(g, s)) continue;
            for (int i = 0; i < SLOTS_PER_SYSTEM; i++)
                if (shipyard(g, p, s, i)) TARGET(ARCS_MOVE_BUILD_SHIP, p, s, i);
        }
    if (ship && !is_base_game(g) && shipyards_outside(g, p, out) && !out) return 1;
    /* Hook point BUILD: buildings outside the printed slots (Gate Ports,
     * Gate Stations, Cloud Cities), card moves. */
    if (cards && other_sources(g) && cards_build_moves(g, p, out) && !out) return 1;
    return result(out);
}


bool build_possible_spending(const game_state *g, int p, int slot) {
    /* The standard targets need no resource; a card's may (Cloud Cities):
     * ask them without the token being spent. */
    if (!other_sources(g) || build_targets(g, p, false, NULL)) return true;
    game_state tmp; /* no heap allocation while enumerating */
    memcpy(&tmp, g, sizeof tmp);
    tmp.pl[p].res[slot] = RES_EMPTY;
    return build_targets(&tmp, p, true, NULL) > 0;
}

int outside_place(const game_state *g, int sys) {
    for (int i = SLOTS_PER_SYSTEM; i < building_places(g); i++)
        if (!(g->sys[sys].bld[i] & BLD_OCCUPIED)) return i;
    return -1;
}

bool building_outside_slots(const game_state *g, int sys, bool starport) {
    for (int i = SLOTS_PER_SYSTEM; i < building_places(g); i++) {
        uint8_t b = g->sys[sys].bld[i];
        if ((b & BLD_OCCUPIED) && BLD_IS_STARPORT(b) == starport) return true;
    }
    return false;
}

bool may_build_outside(const game_state *g, int p, int sys, bool starport) {
    const player_state *pl = &g->pl[p];
    return sys_in_play(g, sys) && (starport ? pl->starports_supply > 0 : pl->cities_on_board > 0) &&
           outside_place(g, sys) >= 0 && has_loyal_piece(g, p, sys);
}

void build_outside_slots(game_state *g, int p, int sys, bool starport) {
    player_state *pl = &g->pl[p];
    int i = outside_place(g, sys);
    if (i < 0) return;
    /* Control: anything built in a system controlled by anyone else is placed damaged. */
    bool damaged = controlled_by_other(g, p, sys);
    g->sys[sys].bld[i] = BLD_MAKE(p, starport, damaged);
    if (starport) pl->starports_supply--;
    else pl->cities_on_board--; /* the leftmost city: opens a slot of the board */
    char name[16];
    glog(g, "Player %d builds a %s%s at %s, outside the building slots", p + 1, damaged ? "damaged " : "",
         starport ? "starport" : "city", system_name(sys, name));
}

static void build_enumerate(const game_state *g, const frame *f, move_list *out) { build_targets(g, f->player, true, out); }

static void build_apply(game_state *g, arcs_move m) {
    int p = m.player, s = m.a;
    player_state *pl = &g->pl[p];
    char name[16];
    pop_frame(g);
    if (m.kind == ARCS_MOVE_CARD) {
        cards_build_apply(g, m);
        return;
    }
    if (m.kind == ARCS_MOVE_FLAGSHIP_BUILD || m.kind == ARCS_MOVE_FLAGSHIP_SHIP) {
        flagship_build_apply(g, m);
        return;
    }
    /* Control: anything built in a system controlled by anyone else is placed damaged. */
    bool damaged = controlled_by_other(g, p, s);
    /* Commonwealth Membership: "Pieces built in this way are always placed
     * fresh" (a ship at a Free starport; a building where only Free
     * buildings let p build). */
    if (damaged && is_campaign(g) &&
        (m.kind == ARCS_MOVE_BUILD_SHIP ? BLD_OWNER(g->sys[s].bld[m.b]) == OWNER_FREE
                                        : !loyal_map_piece(g, p, s) && !loyal_token_at(g, p, s) &&
                                              free_building_base(g, p, s)))
        damaged = false;
    system_name(s, name);
    switch (m.kind) {
    case ARCS_MOVE_BUILD_CITY: {
        int i = first_empty_slot(g, s);
        g->sys[s].bld[i] = BLD_MAKE(p, false, damaged);
        pl->cities_on_board--; /* the leftmost city: opens a slot of the board */
        glog(g, "Player %d builds a %scity at %s", p + 1, damaged ? "damaged " : "", name);
        break;
    }
    case ARCS_MOVE_BUILD_STARPORT: {
        int i = first_empty_slot(g, s);
        g->sys[s].bld[i] = BLD_MAKE(p, true, damaged);
        pl->starports_supply--;
        glog(g, "Player %d builds a %sstarport at %s", p + 1, damaged ? "damaged " : "", name);
        break;
    }
    default: /* ARCS_MOVE_BUILD_SHIP */
        /* Hook point BUILD: Hidden Harbors, "You always build ships fresh." */
        if (damaged && other_sources(g) && cards_ships_built_fresh(g, p)) damaged = false;
        g->shipyard_used[s] |= (uint8_t)(1u << m.b);
        pl->ships_supply--;
        if (damaged) g->sys[s].damaged[p]++;
        else g->sys[s].fresh[p]++;
        glog(g, "Player %d builds a %sship at %s", p + 1, damaged ? "damaged " : "", name);
        break;
    }
}

const frame_ops build_frame_ops = {"build", build_enumerate, build_apply};

/* ---- Repair ---- */

/* Repair: 1 damaged Loyal ship or building, anywhere on the map, becomes fresh. */
static inline bool damaged_loyal(const game_state *g, int p, int s, int i) {
    uint8_t b = g->sys[s].bld[i];
    return (b & BLD_OCCUPIED) && (int)BLD_OWNER(b) == p && BLD_IS_DAMAGED(b);
}

/* Damaged Loyal buildings outside the printed slots (Leaders & Lore). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int repair_outside(const game_state *g, int p, move_list *out) {
    /* Outside the campaign (no map centre), none with no building there. */
    if (!is_campaign(g) && !sys_any_outside_building(g)) return result(out);
    for (int s = 0, systems = building_systems(g); s < systems; s++)
        for (int i = SLOTS_PER_SYSTEM; i < BUILDING_SLOTS_MAX; i++)
            if (damaged_loyal(g, p, s, i)) TARGET(ARCS_MOVE_REPAIR_BUILDING, p, s, i);
    return result(out);
}

/* Campaign repairs: Free buildings p controls (The Free States,
 * "Actions"); Imperial ships where a Regent has Loyal pieces, on their turn
 * (Presence Law). */
static int campaign_repair_targets(const game_state *g, int p, move_list *out) {
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        for (int i = 0; i < SLOTS_PER_SYSTEM; i++) {
            uint8_t b = g->sys[s].bld[i];
            if ((b & BLD_OCCUPIED) && BLD_IS_DAMAGED(b) && BLD_OWNER(b) == OWNER_FREE &&
                (player_controls(g, p, s) || free_like_loyal(g, p, s)))
                TARGET(ARCS_MOVE_REPAIR_BUILDING, p, s, i);
        }
        if (g->camp.imperial[s][1] && presence_controls(g, p, s)) TARGET(ARCS_MOVE_REPAIR_IMPERIAL, p, s, 0);
    }
    /* The map centre (the Twisted Passage): Imperial ships only. */
    if (g->camp.imperial[NUM_SYSTEMS][1] && presence_controls(g, p, NUM_SYSTEMS))
        TARGET(ARCS_MOVE_REPAIR_IMPERIAL, p, NUM_SYSTEMS, 0);
    return result(out);
}

/* A damaged Loyal ship or building in a printed slot, in the map's 24
 * systems (the first loop of repair_targets, asked of the whole map at
 * once: core/sysbits.h), in two passes: repair_on_map_possible's answer
 * where there is no SSE2, and the answer debug builds check it against. */
#if !defined(__SSE2__) || !defined(NDEBUG)
static bool repair_on_map_slow(const game_state *g, int p) {
    /* A damaged ship first: the buildings' pass only when there is none. */
    if ((sys_all_nonzero(g) >> SYS_OFF_DAMAGED(p)) & SYS_GROUP_BYTE(0)) return true;
    uint64_t blds = sys_all_match(g, BLD_DAMAGE_MASK, BLD_OF(p) | BLD_DAMAGED);
    return ((blds >> SYS_OFF_BLD(0) | blds >> SYS_OFF_BLD(1)) & SYS_GROUP_BYTE(0)) != 0;
}
#endif

/* (Out of line: inlined, its nine constant vectors cost repair_targets'
 * other paths their registers.) */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static bool repair_on_map_possible(const game_state *g, int p) {
#if defined(__SSE2__)
    /* repair_on_map_slow's two passes in one, each 16 bytes of the records
     * loaded once: a byte is masked with m and compared with v, where
     * (per record) m is 0xFF at damaged[p] and BLD_DAMAGE_MASK at the
     * printed slots, v is BLD_OF(p) | BLD_DAMAGED at the slots and 0
     * elsewhere; `flip` inverts the comparison everywhere but at the slots.
     * A byte is then all ones exactly when it answers: a nonzero damaged[p]
     * (not equal to 0), a damaged Loyal building in a slot (equal to v);
     * every other byte (masked to 0, equal to 0) is 0. */
    _Static_assert(SYS_OFF_DAMAGED(0) == 4 && SYS_OFF_BLD(0) == 8, "a record is fresh[4] damaged[4] bld[4]");
#define D_(p, q) ((p) == (q) ? 0xFF : 0)
#define M_(p) 0, 0, 0, 0, D_(p, 0), D_(p, 1), D_(p, 2), D_(p, 3), BLD_DAMAGE_MASK, BLD_DAMAGE_MASK, 0, 0
#define V_(p) 0, 0, 0, 0, 0, 0, 0, 0, BLD_OF(p) | BLD_DAMAGED, BLD_OF(p) | BLD_DAMAGED, 0, 0
#define F_ 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0xFF, 0xFF
#define X4_(r) r, r, r, r
    static const uint8_t mask[MAX_PLAYERS][48] = {{X4_(M_(0))}, {X4_(M_(1))}, {X4_(M_(2))}, {X4_(M_(3))}};
    static const uint8_t value[MAX_PLAYERS][48] = {{X4_(V_(0))}, {X4_(V_(1))}, {X4_(V_(2))}, {X4_(V_(3))}};
    static const uint8_t flip[48] = {X4_(F_)};
#undef D_
#undef M_
#undef V_
#undef F_
#undef X4_
    _Static_assert(MAX_PLAYERS == 4, "one mask per player");
    const uint8_t *base = (const uint8_t *)g->sys;
    __m128i m[3], v[3], f[3], hit = _mm_setzero_si128();
    for (int t = 0; t < 3; t++) {
        m[t] = _mm_loadu_si128((const __m128i *)(const void *)(mask[p] + 16 * t));
        v[t] = _mm_loadu_si128((const __m128i *)(const void *)(value[p] + 16 * t));
        f[t] = _mm_loadu_si128((const __m128i *)(const void *)(flip + 16 * t));
    }
    for (int c = 0; c < NUM_CLUSTERS; c++)
        for (int t = 0; t < 3; t++) {
            __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(base + 48 * c + 16 * t));
            hit = _mm_or_si128(hit, _mm_xor_si128(_mm_cmpeq_epi8(_mm_and_si128(x, m[t]), v[t]), f[t]));
        }
    bool fast = _mm_movemask_epi8(hit) != 0;
    assert(fast == repair_on_map_slow(g, p));
    return fast;
#else
    return repair_on_map_slow(g, p);
#endif
}

/* Leaders & Lore (no map centre): repair_targets' answer without a move
 * list, every place of the map's 24 systems asked at once, in two passes
 * (core/sysbits.h): repair_possible_ll's answer where there is no SSE2, and
 * the answer debug builds check it against. */
#if !defined(__SSE2__) || !defined(NDEBUG)
static bool repair_possible_slow(const game_state *g, int p) {
    /* A damaged ship first: the buildings' pass only when there is none. */
    if ((sys_all_nonzero(g) >> SYS_OFF_DAMAGED(p)) & SYS_GROUP_BYTE(0)) return true;
    uint64_t blds = sys_all_match(g, BLD_DAMAGE_MASK, BLD_OF(p) | BLD_DAMAGED);
    _Static_assert(BUILDING_SLOTS_MAX == 4, "a system's places are bytes SYS_OFF_BLD(0..3)");
    return ((blds >> SYS_OFF_BLD(0) | blds >> SYS_OFF_BLD(1) | blds >> SYS_OFF_BLD(2) | blds >> SYS_OFF_BLD(3)) &
            SYS_GROUP_BYTE(0)) != 0;
}
#endif

#if defined(__GNUC__)
__attribute__((noinline))
#endif
static bool repair_possible_ll(const game_state *g, int p) {
#if defined(__SSE2__)
    /* repair_possible_slow's two passes over the 24 system records (their
     * nonzero bytes, then the damaged Loyal buildings) in one: each 16
     * bytes loaded once, OR-ed into `any` for the damaged ships and
     * compared, at the building places only (`places`: the bytes at record
     * offsets SYS_OFF_BLD(0..3) of a cluster's 48, masked with
     * BLD_DAMAGE_MASK; 0 elsewhere, never equal to the nonzero value
     * asked), for the damaged buildings. */
    _Static_assert(SYS_OFF_BLD(0) == 8 && BUILDING_SLOTS_MAX == 4, "a record's last 4 bytes are its places");
#define PLACES_ 0, 0, 0, 0, 0, 0, 0, 0, BLD_DAMAGE_MASK, BLD_DAMAGE_MASK, BLD_DAMAGE_MASK, BLD_DAMAGE_MASK
    static const uint8_t places[48] = {PLACES_, PLACES_, PLACES_, PLACES_};
#undef PLACES_
    const uint8_t *base = (const uint8_t *)g->sys;
    const __m128i v = _mm_set1_epi8((char)(BLD_OF(p) | BLD_DAMAGED));
    const __m128i m0 = _mm_loadu_si128((const __m128i *)(const void *)places);
    const __m128i m1 = _mm_loadu_si128((const __m128i *)(const void *)(places + 16));
    const __m128i m2 = _mm_loadu_si128((const __m128i *)(const void *)(places + 32));
    __m128i any0 = _mm_setzero_si128(), any1 = any0, any2 = any0, hit = any0;
    for (int c = 0; c < NUM_CLUSTERS; c++) {
        const uint8_t *r = base + 48 * c;
        __m128i x0 = _mm_loadu_si128((const __m128i *)(const void *)r);
        __m128i x1 = _mm_loadu_si128((const __m128i *)(const void *)(r + 16));
        __m128i x2 = _mm_loadu_si128((const __m128i *)(const void *)(r + 32));
        any0 = _mm_or_si128(any0, x0), any1 = _mm_or_si128(any1, x1), any2 = _mm_or_si128(any2, x2);
        hit = _mm_or_si128(hit, _mm_cmpeq_epi8(_mm_and_si128(x0, m0), v));
        hit = _mm_or_si128(hit, _mm_cmpeq_epi8(_mm_and_si128(x1, m1), v));
        hit = _mm_or_si128(hit, _mm_cmpeq_epi8(_mm_and_si128(x2, m2), v));
    }
    const __m128i zero = _mm_setzero_si128();
    uint64_t empty = (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(any0, zero)) |
                     (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(any1, zero)) << 16 |
                     (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(any2, zero)) << 32;
    bool fast = (~empty >> SYS_OFF_DAMAGED(p) & SYS_GROUP_BYTE(0)) != 0 || _mm_movemask_epi8(hit) != 0;
    assert(fast == repair_possible_slow(g, p));
    return fast;
#else
    return repair_possible_slow(g, p);
#endif
}

static int repair_targets(const game_state *g, int p, move_list *out) {
    if (!out) {
        if (is_leaders_lore(g)) return repair_possible_ll(g, p);
        if (repair_on_map_possible(g, p)) return 1;
    } else
        for (int s = 0; s < NUM_SYSTEMS; s++) {
            if (g->sys[s].damaged[p]) TARGET(ARCS_MOVE_REPAIR_SHIP, p, s, 0);
            for (int i = 0; i < SLOTS_PER_SYSTEM; i++)
                if (damaged_loyal(g, p, s, i)) TARGET(ARCS_MOVE_REPAIR_BUILDING, p, s, i);
        }
    if (!is_base_game(g) && repair_outside(g, p, out) && !out) return 1;
    /* Campaign: ships in the map centre (the Gate Wraith's Twisted Passage,
     * a gate while its law is in the booklet: none there otherwise). */
    if (is_campaign(g) && g->sys[NUM_SYSTEMS].damaged[p]) TARGET(ARCS_MOVE_REPAIR_SHIP, p, NUM_SYSTEMS, 0);
    return result(out);
}

static void repair_enumerate(const game_state *g, const frame *f, move_list *out) {
    repair_targets(g, f->player, out);
    if (is_campaign(g)) {
        campaign_repair_targets(g, f->player, out);
        flagship_repair_targets(g, f->player, out);
        /* Hook point REPAIR: cards' own pieces (Banners). */
        if (other_sources(g)) cards_repair_moves(g, f->player, out);
    }
}

static void repair_apply(game_state *g, arcs_move m) {
    int p = m.player, s = m.a;
    char name[16];
    pop_frame(g);
    if (m.kind == ARCS_MOVE_CARD) {
        cards_repair_apply(g, m);
        return;
    }
    system_name(s, name);
    if (m.kind == ARCS_MOVE_FLAGSHIP_REPAIR) {
        flagship_repair_apply(g, m);
    } else if (m.kind == ARCS_MOVE_REPAIR_IMPERIAL) {
        g->camp.imperial[s][1]--;
        g->camp.imperial[s][0]++;
        glog(g, "Player %d repairs an Imperial ship at %s", p + 1, name);
    } else if (m.kind == ARCS_MOVE_REPAIR_SHIP) {
        g->sys[s].damaged[p]--;
        g->sys[s].fresh[p]++;
        glog(g, "Player %d repairs a ship at %s", p + 1, name);
    } else {
        g->sys[s].bld[m.b] &= (uint8_t)~BLD_DAMAGED;
        glog(g, "Player %d repairs a building at %s", p + 1, name);
    }
}

const frame_ops repair_frame_ops = {"repair", repair_enumerate, repair_apply};

/* ---- Influence ---- */

/* The Court places closed to agents (Campaign: court_place_closed), one bit
 * per place. Out of line: the finders below ask it once per call, and only
 * in a campaign, so that the base game's loops call nothing. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static unsigned closed_court_places(const game_state *g) {
    unsigned closed = 0;
    for (int c = 0; c < g->court_row_len && c < COURT_ROW_MAX; c++)
        if (court_place_closed(g, c)) closed |= 1u << c;
    return closed;
}

static unsigned court_places_closed(const game_state *g) {
    return is_campaign(g) ? closed_court_places(g) : 0;
}

/* The closed places and those p may not influence or secure (campaign,
 * hook point COURT_ACCESS: Feudal Courts, ARCS-F1618, the Warden's Act
 * III), one bit per place; asked once per call, never in the base game. */
static unsigned court_places_barred(const game_state *g, int p) {
    unsigned closed = court_places_closed(g);
    return is_campaign(g) && other_sources(g) ? closed | cards_court_places_barred(g, p, -1) : closed;
}

static void influence_place(game_state *g, int p, int c) {
    g->pl[p].agents_supply--;
    g->court_agents[c][p]++;
}

static int secure_targets(const game_state *g, int p, move_list *out);

/* Charismatic's influence before securing (lib/cards/leaders/feastbringer.c;
 * faq.csv, Feastbringer Q2: "You must perform a legal secure after you
 * influence ... Otherwise the influence must be undone"): instead of
 * undoing, only the places after which a Secure is legal are offered, each
 * tried on a scratch copy of the game. */
static bool influence_keeps_secure(const game_state *g, int p, int c) {
    game_state t = *g;
    influence_place(&t, p, c);
    return secure_targets(&t, p, NULL) > 0;
}

/* Influence: 1 agent from the supply on any card in the Court but in the
 * closed places (court_places_closed); with `keep_secure`, only where a
 * Secure is legal afterwards. Always inlined, as Secure's. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline int influence_targets_of(const game_state *g, int p, unsigned closed, bool keep_secure, move_list *out) {
    if (!g->pl[p].agents_supply) return 0;
    for (int c = 0; c < g->court_row_len; c++)
        if (g->court_row[c] != NO_COURT_CARD && !((closed >> c) & 1u) && (!keep_secure || influence_keeps_secure(g, p, c)))
            TARGET(ARCS_MOVE_INFLUENCE, p, c, 0);
    return result(out);
}

#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int influence_targets_campaign(const game_state *g, int p, move_list *out) {
    return influence_targets_of(g, p, court_places_barred(g, p), false, out);
}

static int influence_targets(const game_state *g, int p, move_list *out) {
    return is_campaign(g) ? influence_targets_campaign(g, p, out) : influence_targets_of(g, p, 0, false, out);
}

/* An Influence followed by the Secure of a "before or after" pair (the
 * frame below waits for it: cards_action_next) keeps that Secure legal. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int influence_targets_keeping_secure(const game_state *g, int p, move_list *out) {
    return influence_targets_of(g, p, court_places_barred(g, p), true, out);
}

static void influence_enumerate(const game_state *g, const frame *f, move_list *out) {
    if (other_sources(g) && cards_action_next(g) == ARCS_ACT_SECURE) influence_targets_keeping_secure(g, f->player, out);
    else influence_targets(g, f->player, out);
}

bool influence_keep_secure_possible(const game_state *g, int p) {
    return influence_targets_keeping_secure(g, p, NULL) > 0;
}

/* Campaign: p influenced place c (EVT_INFLUENCED, n = the agents on the
 * card before: Feudal Courts, ARCS-F1618). Out of line. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void influenced_event(game_state *g, int p, int c) {
    int before = -1;
    for (int q = 0; q < g->num_players; q++) before += g->court_agents[c][q];
    campaign_event(g, EVT_INFLUENCED, p, c, before);
}

static void influence_apply(game_state *g, arcs_move m) {
    int p = m.player, c = m.a;
    pop_frame(g);
    influence_place(g, p, c);
    glog(g, "Player %d influences Court place %d", p + 1, c + 1);
    if (is_campaign(g)) influenced_event(g, p, c);
}

const frame_ops influence_frame_ops = {"influence", influence_enumerate, influence_apply};

/* ---- Secure ---- */

/* Secure, step 1: a Court card on which p has more Loyal agents than each
 * Rival; not in a closed place (`closed`, court_places_closed), and with 2
 * agents at least for a Guild card when `two_for_guild` (hook point SECURE:
 * Paranoid); tied for most with some Rival of `ties` (bit per player; hook
 * point SECURE: Spirit of Freedom, faq.csv) is enough. */
static bool can_secure(const game_state *g, int p, int c, unsigned closed, bool two_for_guild, unsigned ties) {
    if (g->court_row[c] == NO_COURT_CARD || ((closed >> c) & 1u)) return false;
    int mine = g->court_agents[c][p];
    if (mine == 0) return false;
    unsigned tied = 0;
    for (int q = 0; q < g->num_players; q++)
        if (q != p && g->court_agents[c][q] >= mine) {
            if (!ties || g->court_agents[c][q] > mine) return false;
            tied |= 1u << q;
        }
    if (tied && !(tied & ties)) return false;
    return !(mine == 1 && two_for_guild && card_table[g->court_row[c]].kind == CK_GUILD);
}

/* can_secure with no closed place, no tie and no Guild card needing two
 * agents, the place's 4 agent counts compared at once: each byte of the
 * Rivals' counts (p's own byte cleared) below p's count m, i.e. bit 7 of
 * (0x80 | m) - count - 1 set (counts stay far below 0x80, so no byte
 * borrows from the next). Debug builds check can_secure agrees. */
static inline bool can_secure_plain(const game_state *g, int p, int c) {
    _Static_assert(MAX_PLAYERS == 4, "a place's counts are one 4-byte word");
    uint32_t w;
    memcpy(&w, g->court_agents[c], sizeof w);
    uint32_t mine = (w >> (8 * p)) & 0xFFu, rivals = w & ~(0xFFu << (8 * p));
    bool ok = g->court_row[c] != NO_COURT_CARD && mine &&
              (((mine * 0x01010101u | 0x80808080u) - rivals - 0x01010101u) & 0x80808080u) == 0x80808080u;
    assert(ok == can_secure(g, p, c, 0, false, 0));
    return ok;
}

/* The Secure targets, the closed places, Paranoid's and Spirit of
 * Freedom's tests given. Always inlined, so that the base game's call,
 * with none, is the plain loop (of can_secure_plain). */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline int secure_targets_of(const game_state *g, int p, unsigned closed, bool two_for_guild, unsigned ties,
                                    move_list *out) {
    for (int c = 0; c < g->court_row_len; c++)
        if (!closed && !two_for_guild && !ties ? can_secure_plain(g, p, c)
                                               : can_secure(g, p, c, closed, two_for_guild, ties))
            TARGET(ARCS_MOVE_SECURE, p, c, 0);
    return result(out);
}

/* Spirit of Freedom's ties: only where some source answers SECURE. */
static unsigned secure_ties(const game_state *g, int p) {
    return other_sources(g) && is_campaign(g) ? cards_secure_ties(g, p) : 0;
}

#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int secure_targets_ll(const game_state *g, int p, move_list *out) {
    /* secure_targets_of's loop, Paranoid's hook point asked only at the
     * first place it could bar (1 Loyal agent on a Guild card). */
    unsigned closed = court_places_barred(g, p), ties = secure_ties(g, p);
    int two_for_guild = -1; /* not asked yet */
    for (int c = 0; c < g->court_row_len; c++) {
        /* can_secure's quickest answer first: most places have no agent
         * of p (its tests are all conditions of one answer: their order
         * does not change it). */
        if (!g->court_agents[c][p] || !can_secure(g, p, c, closed, false, ties)) continue;
        if (g->court_agents[c][p] == 1 && card_table[g->court_row[c]].kind == CK_GUILD) {
            if (two_for_guild < 0) two_for_guild = other_sources(g) && cards_secure_needs_two(g, p);
            if (two_for_guild) continue;
        }
        TARGET(ARCS_MOVE_SECURE, p, c, 0);
    }
    return result(out);
}

static int secure_targets(const game_state *g, int p, move_list *out) {
    return other_sources(g) || is_campaign(g) ? secure_targets_ll(g, p, out)
                                                             : secure_targets_of(g, p, 0, false, 0, out);
}

bool may_secure_place(const game_state *g, int p, int c) {
    return c >= 0 && c < g->court_row_len &&
           can_secure(g, p, c, court_places_barred(g, p), other_sources(g) && cards_secure_needs_two(g, p),
                      secure_ties(g, p));
}

static void secure_enumerate(const game_state *g, const frame *f, move_list *out) { secure_targets(g, f->player, out); }

/* Is some Rival tied with p for most agents on Court place c? */
static bool secured_on_tie(const game_state *g, int p, int c) {
    for (int q = 0; q < g->num_players; q++)
        if (q != p && g->court_agents[c][q] == g->court_agents[c][p]) return true;
    return false;
}

static void secure_apply(game_state *g, arcs_move m) {
    int p = m.player, c = m.a;
    pop_frame(g);
    if (is_campaign(g)) {
        /* SECURE secure_ties: a secure on a tie says so. */
        if (secured_on_tie(g, p, c)) glog(g, "Player %d secures Court place %d, tied for most agents.", p + 1, c + 1);
        /* Before the agents are taken (Feudal Courts: a Lord returns the
         * Vassal agents, ARCS-F1618). */
        campaign_event(g, EVT_SECURING, p, c, c == COUNCIL_PLACE);
    }
    /* Step 1: Loyal agents return to the supply (or to an owed Outrage
     * placeholder); Rival agents are captured. A card whose When Secured
     * moves them on (Council Intrigue) keeps them waiting in the supply
     * (cards_secured_agents_move). */
    int waiting = 0;
    if (is_campaign(g) && cards_secured_agents_all(g->court_row[c])) {
        /* Its When Secured places every agent on it: all wait (none captured). */
        court_take_card_agents(g, p, c, secured_agents_wait_all(g, c));
        return;
    }
    if (is_campaign(g) && g->court_agents[c][p] && cards_secured_agents_move(g->court_row[c])) {
        waiting = g->court_agents[c][p];
        g->pl[p].agents_supply = (uint8_t)(g->pl[p].agents_supply + waiting);
    } else {
        for (int n = g->court_agents[c][p]; n > 0; n--) return_agent(g, p);
    }
    g->court_agents[c][p] = 0;
    for (int q = 0; q < g->num_players && q < MAX_PLAYERS; q++) {
        if (q == p) continue;
        int n = g->court_agents[c][q];
        g->pl[p].captives[q] = (uint8_t)(g->pl[p].captives[q] + n);
        g->court_agents[c][q] = 0;
        if (n) campaign_event(g, EVT_AGENTS_CAPTURED, p, q, n);
    }
    /* Steps 2-3: take the card (When Secured), refill the place. */
    court_take_card_agents(g, p, c, waiting);
}

const frame_ops secure_frame_ops = {"secure", secure_enumerate, secure_apply};

void secure_court_place(game_state *g, int p, int c) {
    push_frame(g, FR_SECURE, p);
    secure_apply(g, (arcs_move){.kind = ARCS_MOVE_SECURE, .player = (uint8_t)p, .a = (uint8_t)c});
}

/* ---- Move and Catapult ---- */

/* ---- a Move that must leave a Battle possible (f = 1) ----
 * Tactical, "you may move before ... you battle" (lib/cards/leaders/
 * warrior.c), with faq.csv, Warrior: "You must perform a legal Battle
 * action after moving (must have a legal target to attack). Otherwise the
 * move must be undone." Instead of undoing, each step of such a Move offers
 * only the choices that some completion of the Move leaves with a Battle
 * possible (a system with a Loyal ship and a Rival piece). Rival pieces do
 * not move, so this is a question of where p's ships end up. */

static bool rival_piece(const game_state *g, int p, int s) {
    for (int q = 0; q < g->num_players; q++) {
        if (q == p) continue;
        if (g->sys[s].fresh[q] || g->sys[s].damaged[q]) return true;
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++)
            if ((g->sys[s].bld[i] & BLD_OCCUPIED) && (int)BLD_OWNER(g->sys[s].bld[i]) == q) return true;
    }
    return false;
}

static int ships_at(const game_state *g, int p, int s) { return g->sys[s].fresh[p] + g->sys[s].damaged[p]; }

/* A battle possible in a system other than `from` (the Move cannot spoil it). */
static bool battle_elsewhere(const game_state *g, int p, int from) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (s != from && sys_in_play(g, s) && ships_at(g, p, s) && rival_piece(g, p, s)) return true;
    return false;
}

/* Can a Catapult group in gate `gate` (no Rival piece there) reach a system
 * with a Rival piece? It continues through gates without Rival pieces
 * (nobody else controls them) and stops in any planet or a gate with one. */
static bool catapult_reaches_rival(const game_state *g, int p, int gate) {
    uint32_t seen = 1u << gate, todo = 1u << gate;
    while (todo) {
        int x = __builtin_ctz(todo);
        todo &= todo - 1;
        uint8_t adj[8];
        int n = adjacent_systems(g, x, adj);
        for (int i = 0; i < n; i++) {
            int y = adj[i];
            if (rival_piece(g, p, y)) return true;
            if (sys_is_gate(y) && !((seen >> y) & 1u)) seen |= 1u << y, todo |= 1u << y;
        }
    }
    return false;
}

/* Ships moving from `from` into `to` can end where a Rival piece is. */
static bool destination_keeps_battle(const game_state *g, int p, int to, bool catapult) {
    return rival_piece(g, p, to) || (catapult && sys_is_gate(to) && catapult_reaches_rival(g, p, to));
}

/* Leaving `from` with `moving` of its ships still leaves a Battle. */
static bool origin_keeps_battle(const game_state *g, int p, int from, int moving) {
    return battle_elsewhere(g, p, from) || (rival_piece(g, p, from) && ships_at(g, p, from) > moving);
}

static bool move_from_keeps_battle(const game_state *g, int p, int from) {
    if (origin_keeps_battle(g, p, from, 1)) return true;
    uint8_t adj[8];
    int n = adjacent_systems(g, from, adj);
    bool catapult = catapult_starport(g, p, from);
    for (int i = 0; i < n; i++)
        if (destination_keeps_battle(g, p, adj[i], catapult)) return true;
    /* Hook point MOVE_ADJACENCY (campaign): systems reached as if adjacent. */
    if (other_sources(g))
        for (uint32_t x = cards_extra_adjacent(g, p, from); x; x &= x - 1)
            if (destination_keeps_battle(g, p, __builtin_ctz(x), catapult)) return true;
    return false;
}

/* ---- Move and Catapult ---- */

/* Move: any number of Loyal ships from one system to an adjacent in-play
 * system (adjacent_systems joins gates across path markers and skips
 * out-of-play clusters: "Out-of-Play Clusters"). */
/* The systems in play with p's ships, listed a cluster at a time
 * (core/sysbits.h), in system order. */
static void move_sources_listed(const game_state *g, int p, move_list *out) {
    for (int c = 0; c < NUM_CLUSTERS; c++) {
        if ((g->out_of_play >> c) & 1u) continue;
        uint64_t nz = sys_group_nonzero(g, c);
        for (unsigned ships = sys_group_nibble(nz >> SYS_OFF_FRESH(p) | nz >> SYS_OFF_DAMAGED(p)); ships;
             ships &= ships - 1)
            add_move(out, ARCS_MOVE_MOVE_FROM, p, 4 * c + __builtin_ctz(ships), 0, 0, 0);
    }
}

/* move_sources_listed without a list: has p ships in a system in play? */
static bool move_sources_any(const game_state *g, int p) {
    for (int c = 0; c < NUM_CLUSTERS; c++) {
        if ((g->out_of_play >> c) & 1u) continue;
        uint64_t nz = sys_group_nonzero(g, c);
        if ((nz >> SYS_OFF_FRESH(p) | nz >> SYS_OFF_DAMAGED(p)) & SYS_GROUP_BYTE(0)) return true;
    }
    return false;
}

static int move_targets(const game_state *g, int p, move_list *out) {
    /* Campaign, Imperial Officers: a system with Imperial ships only. */
    bool alone = is_campaign(g) && imperial_alone(g, p);
    if (!out && !alone) {
        /* Outside the campaign: p's ships on the map from their piece
         * count (the out-of-play clusters hold none: debug builds check the
         * walk). */
        if (!is_campaign(g)) {
            bool any = ships_on_map_counted(g, p) > 0;
            assert(any == move_sources_any(g, p));
            return any;
        }
        if (move_sources_any(g, p)) return 1;
    } else if (out && !alone)
        move_sources_listed(g, p, out);
    else
        for (int s = 0; s < NUM_SYSTEMS; s++)
            if (sys_in_play(g, s) && (g->sys[s].fresh[p] + g->sys[s].damaged[p] > 0 || (alone && imperial_in(g, s))))
                TARGET(ARCS_MOVE_MOVE_FROM, p, s, 0);
    /* Campaign, Flagships: the Flagship is a Loyal ship (yaml "Fresh Loyal
     * Ship."), so it moves like one, alone too (after the loop: the base
     * game's loop is unchanged). */
    if (is_campaign(g)) {
        int fs = flagship_system(g, p);
        if (fs >= 0 && !(g->sys[fs].fresh[p] + g->sys[fs].damaged[p] > 0 || (alone && imperial_in(g, fs))))
            TARGET(ARCS_MOVE_MOVE_FROM, p, fs, 0);
        /* The Gate Wraith's law (ARCS-F2205): "You may move from the
         * Twisted Passage", system 24 (its destinations: MOVE_ADJACENCY). */
        const system_state *c = &g->sys[NUM_SYSTEMS];
        if (c->fresh[p] + c->damaged[p] > 0 && cards_extra_adjacent(g, p, NUM_SYSTEMS))
            TARGET(ARCS_MOVE_MOVE_FROM, p, NUM_SYSTEMS, 0);
        /* Hook point MOVED: ships of another player p may take actions
         * with (Judge's Chosen, ARCS-F2404), the card's own moves. */
        if (other_sources(g) && cards_move_moves(g, p, out) && !out) return 1;
    }
    return result(out);
}

static int move_targets_keeping_battle(const game_state *g, int p, move_list *out) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && g->sys[s].fresh[p] + g->sys[s].damaged[p] > 0 && move_from_keeps_battle(g, p, s))
            TARGET(ARCS_MOVE_MOVE_FROM, p, s, 0);
    return result(out);
}

static void move_from_enumerate(const game_state *g, const frame *f, move_list *out) {
    if (g->ll.move_flags & MOVE_KEEP_BATTLE) move_targets_keeping_battle(g, f->player, out);
    else move_targets(g, f->player, out);
}

static void move_from_apply(game_state *g, arcs_move m) {
    pop_frame(g);
    if (m.kind == ARCS_MOVE_CARD) { /* hook point MOVED: a card's own Move */
        cards_move_apply(g, m);
        return;
    }
    frame *f = push_frame(g, FR_MOVE_TO, m.player);
    f->a = m.a;
}

const frame_ops move_from_frame_ops = {"move_from", move_from_enumerate, move_from_apply};

bool move_keep_battle_possible(const game_state *g, int p) { return move_targets_keeping_battle(g, p, NULL) > 0; }

bool move_keep_battle_from(const game_state *g, int p, int from) { return move_from_keeps_battle(g, p, from); }

void move_keep_battle_begin(game_state *g, int p) {
    /* Hook point MOVED: a Move begins (Sprinter Drives). */
    if (other_sources(g)) cards_move_begin(g, p, true);
    g->ll.move_flags = MOVE_KEEP_BATTLE;
    push_frame(g, FR_MOVE_FROM, p);
}

void move_catapult_begin(game_state *g, int p, int from) {
    g->ll.move_flags = MOVE_CATAPULT;
    push_frame(g, FR_MOVE_TO, p)->a = (uint8_t)from;
}

/* Slipstream Drive (ARCS-AID10A): "Catapult move either your Flagship alone
 * or other ships from your Flagship" (FR_MOVE_TO b = 1). */
void move_slipstream_begin(game_state *g, int p, int from) {
    g->ll.move_flags = 0;
    frame *f = push_frame(g, FR_MOVE_TO, p);
    f->a = (uint8_t)from;
    f->b = 1;
}

void move_bonus_begin(game_state *g, int p, int from, bool keep_battle) {
    g->ll.move_flags = (uint8_t)(MOVE_BONUS | (keep_battle ? MOVE_KEEP_BATTLE : 0));
    push_frame(g, FR_MOVE_TO, p)->a = (uint8_t)from;
}

static void add_adjacent(const game_state *g, int p, int sys, int keep_battle, bool catapult, move_list *out) {
    uint8_t adj[8];
    int n = adjacent_systems(g, sys, adj);
    bool any = !keep_battle || origin_keeps_battle(g, p, sys, 1);
    /* Hook point MOVE_ADJACENCY (campaign): systems out of play by a law
     * (the Gate Wraith's gates with a Passage token, ARCS-F2205). */
    uint32_t barred = other_sources(g) ? cards_out_of_play_systems(g, p) : 0;
    if (barred) { /* (a loop of its own: the base game's is unchanged) */
        for (int i = 0; i < n; i++)
            if (!(barred >> adj[i] & 1) && (any || destination_keeps_battle(g, p, adj[i], catapult)))
                add_move(out, ARCS_MOVE_MOVE_TO, p, adj[i], 0, 0, 0);
    } else {
        for (int i = 0; i < n; i++)
            if (any || destination_keeps_battle(g, p, adj[i], catapult)) add_move(out, ARCS_MOVE_MOVE_TO, p, adj[i], 0, 0, 0);
    }
    /* Hook point MOVE_ADJACENCY (campaign): systems a card lets p reach from
     * sys as if adjacent (Song of the Banner), the map's own not twice. */
    if (other_sources(g)) {
        uint32_t extra = cards_extra_adjacent(g, p, sys) & ~(1u << sys) & ~barred;
        for (int i = 0; i < n; i++) extra &= ~(1u << adj[i]);
        for (; extra; extra &= extra - 1)
            if (any || destination_keeps_battle(g, p, __builtin_ctz(extra), catapult))
                add_move(out, ARCS_MOVE_MOVE_TO, p, __builtin_ctz(extra), 0, 0, 0);
    }
}

static void move_to_enumerate(const game_state *g, const frame *f, move_list *out) {
    int keep = g->ll.move_flags & MOVE_KEEP_BATTLE;
    add_adjacent(g, f->player, f->a, keep, keep && catapult_starport(g, f->player, f->a), out);
}

static void move_to_apply(game_state *g, arcs_move m) {
    int p = m.player, from = top_frame(g)->a;
    bool slipstream = top_frame(g)->b;
    pop_frame(g);
    frame *f = push_frame(g, FR_MOVE_SHIPS, p);
    f->a = (uint8_t)from;
    f->b = m.a;
    f->c = g->sys[from].fresh[p];
    f->d = g->sys[from].damaged[p];
    if (g->ll.move_flags & MOVE_BONUS) { /* only the fresh ships that moved go again */
        if (f->c > (g->ll.moved_fresh[from] & MOVED_COUNT)) f->c = g->ll.moved_fresh[from] & MOVED_COUNT;
        f->d = 0;
    }
    /* Catapult Move: only from a system with a Loyal starport (a Rival
     * starport you control does not count; Base rulebook sidebar), or a
     * Free one a Member uses like a Loyal one (catapult_starport). */
    f->e = catapult_starport(g, p, from) || (g->ll.move_flags & MOVE_CATAPULT) ? 1 : 0;
    /* A Catapult by a card (the Seeker Golem): Blight never comes (faq.csv, Blight Fury). */
    if (g->ll.move_flags & MOVE_CATAPULT) f->e |= MOVE_SHIPS_NO_BLIGHT;
    g->ll.move_flags &= (uint8_t)~MOVE_CATAPULT;
    /* Campaign, Flagships: the Flagship in the origin may come along (a
     * decision of its own after the ships: FR_FLAGSHIP_ALONG); on a bonus
     * move only if it moved (yaml Cards & Flagships, "Ship Improvements.":
     * a fresh Loyal ship); not on a Move that must leave a Battle possible
     * (not yet: a Battle with the Flagship is battle.c's). */
    if (is_campaign(g) && flagship_system(g, p) == from && !(g->ll.move_flags & MOVE_KEEP_BATTLE) &&
        (!(g->ll.move_flags & MOVE_BONUS) || (g->ll.moved_fresh[from] & MOVED_FLAGSHIP)))
        f->e |= 2;
    /* Slipstream Drive: a Catapult of the Flagship alone or of other
     * ships (Imperial ships do not come: not the Move action). */
    if (slipstream) {
        f->e = 1 | 2 | 4;
        f->f = 0;
        return;
    }
    /* Imperial ships may come along, not on a bonus move (Sprinter Drives:
     * only the fresh Loyal ships that moved). */
    f->f = g->ll.move_flags & MOVE_BONUS ? 0 : imperial_movable(g, p, from);
}

const frame_ops move_to_frame_ops = {"move_to", move_to_enumerate, move_to_apply};

static void move_ships_enumerate(const game_state *g, const frame *f, move_list *out) {
    /* With 15 ships per player at most 8 x 9 = 72 combinations. Hook point
     * MOVE_LIMIT: Disorganized, "You cannot move more than 2 ships at a time." */
    int limit = other_sources(g) ? cards_move_limit(g, f->player) : 0;
    if (g->ll.move_flags & MOVE_KEEP_BATTLE) {
        bool arrive = destination_keeps_battle(g, f->player, f->b, f->e);
        for (int fr = 0; fr <= f->c; fr++)
            for (int dm = 0; dm <= f->d; dm++)
                if (fr + dm > 0 && (!limit || fr + dm <= limit) &&
                    (arrive || origin_keeps_battle(g, f->player, f->a, fr + dm)))
                    add_move(out, ARCS_MOVE_SHIPS, f->player, fr, dm, 0, 0);
        return;
    }
    /* Imperial Officers: no Loyal ship need move ("ships 0 0"), the
     * Imperial ships then follow alone (FR_MOVE_IMPERIAL). */
    bool alone = (f->f && imperial_alone(g, f->player)) || (f->e & 2); /* or the Flagship alone */
    for (int fr = 0; fr <= f->c; fr++)
        for (int dm = 0; dm <= f->d; dm++)
            if ((fr + dm > 0 || alone) && (!limit || fr + dm <= limit)) add_move(out, ARCS_MOVE_SHIPS, f->player, fr, dm, 0, 0);
}

/* The Catapult goes on from `to` with the group (Loyal fresh, damaged;
 * Imperial fresh, damaged; the Flagship if it came along) when the gate
 * lets it. `from`: where the group came from (slipstream: by Slipstream
 * Drive). */
static void catapult_continue(game_state *g, int p, int from, int to, int ctrl, int fr, int dm, int ifr, int idm,
                              bool flag, bool slipstream) {
    if (!sys_is_gate(to)) return;
    /* Hook point MOVED (campaign): a Catapult from a planet into a gate may
     * be a card's (Breaking Gates & Placing Passages, ARCS-F2203). */
    if (is_campaign(g) && other_sources(g) && !sys_is_gate(from)) {
        catapult_group grp = {(uint8_t)fr, (uint8_t)dm, (uint8_t)ifr, (uint8_t)idm, flag, slipstream};
        if (cards_catapulted_into_gate(g, p, from, to, &grp)) return;
    }
    if (!catapult_goes_on(g, p, to, ctrl, ifr + idm)) return;
    frame *c = push_frame(g, FR_CATAPULT, p);
    c->a = (uint8_t)to;
    c->b = flag ? 1 : 0;
    c->c = (uint8_t)fr;
    c->d = (uint8_t)dm;
    c->e = (uint8_t)ifr;
    c->f = (uint8_t)idm;
}

/* After the Loyal ships (and the Flagship) moved: the Imperial ships, then
 * the Catapult. e: bit 0 Catapult, bits 1-3 the controller of `to` before
 * the move (bit 7: nobody), bit 4 the Flagship moved along; slipstream: a
 * Catapult of Slipstream Drive (no Imperial ships). */
static void move_ships_then(game_state *g, int p, int from, int to, int fr, int dm, uint8_t e, uint8_t imperial,
                            bool slipstream) {
    /* Campaign, Movement Law: a Regent moves at most 1 Imperial ship per
     * Loyal ship moving with it to the same system (FR_MOVE_IMPERIAL). */
    if (imperial) {
        frame *i = push_frame(g, FR_MOVE_IMPERIAL, p);
        i->a = (uint8_t)from;
        i->b = (uint8_t)to;
        i->c = (uint8_t)fr;
        i->d = (uint8_t)dm;
        i->e = e;
        i->f = imperial;
        return;
    }
    /* Catapult Move: keep moving until the ships move into any planet or a
     * gate controlled by anyone else. */
    int ctrl = (e & 0x80) ? NO_PLAYER : (e >> 1) & 7;
    if (e & 1) catapult_continue(g, p, from, to, ctrl, fr, dm, 0, 0, e & 0x10, slipstream);
}

static void move_ships_apply(game_state *g, arcs_move m) {
    const frame *f = top_frame(g);
    /* Hook point MOVED (campaign): Blight the mover controls may come along
     * (Blight Fury, ARCS-F1304; Blight Society, ARCS-F2102), decided first;
     * not on a Catapult already under way, Slipstream Drive or a bonus move. */
    if (m.a + m.b && !(f->e & (4 | MOVE_SHIPS_NO_BLIGHT)) && other_sources(g) && is_campaign(g) &&
        !(g->ll.move_flags & MOVE_BONUS) && cards_blight_along(g, m.player, m.a, m.b))
        return;
    int p = m.player, from = f->a, to = f->b;
    bool catapult = f->e & 1;
    bool flagship = f->e & 2, exclusive = f->e & 4;
    uint8_t imperial = f->f;
    pop_frame(g);
    /* "When you take a Catapult move, check for control before moving in, not after." */
    int ctrl = controller(g, to);
    g->sys[from].fresh[p] = (uint8_t)(g->sys[from].fresh[p] - m.a);
    g->sys[from].damaged[p] = (uint8_t)(g->sys[from].damaged[p] - m.b);
    g->sys[to].fresh[p] = (uint8_t)(g->sys[to].fresh[p] + m.a);
    g->sys[to].damaged[p] = (uint8_t)(g->sys[to].damaged[p] + m.b);
    if (log_enabled(g) && m.a + m.b) {
        char a[16], b[16];
        glog(g, "Player %d moves %d fresh and %d damaged ships from %s to %s", p + 1, m.a, m.b, system_name(from, a),
             system_name(to, b));
    }
    if (other_sources(g) && m.a + m.b) {
        /* Hook point MOVED: which fresh ships moved where (Sprinter Drives). */
        cards_ships_moved(g, p, from, to, m.a, g->ll.move_flags);
        /* Hook point MOVE_INTO: Gate Ports, "When Rival ships take a move
         * into a gate you control with a fresh Loyal starport" (control
         * before moving in, as for the Catapult; a player's control, not
         * the campaign's Empire's). */
        if (sys_is_gate(to) && ctrl < g->num_players && ctrl != p) cards_moved_into(g, p, to, ctrl);
    }
    uint8_t e = (uint8_t)(catapult ? 1 : 0) | (uint8_t)(ctrl == NO_PLAYER ? 0x80 : (ctrl & 7) << 1);
    /* Campaign, Flagships: does the Flagship come along? (FR_FLAGSHIP_ALONG,
     * then the Imperial ships and the Catapult as below.) */
    if (flagship) {
        frame *a = push_frame(g, FR_FLAGSHIP_ALONG, p);
        a->a = (uint8_t)from;
        a->b = (uint8_t)to;
        a->c = m.a;
        a->d = m.b;
        a->e = (uint8_t)(e | (exclusive ? 0x20 : 0));
        a->f = imperial;
        return;
    }
    move_ships_then(g, p, from, to, m.a, m.b, e, imperial, false);
}

void move_ships_resume(game_state *g, int p, int fresh, int damaged) {
    move_ships_apply(g, (arcs_move){.kind = ARCS_MOVE_SHIPS, .player = (uint8_t)p, .a = (uint8_t)fresh, .b = (uint8_t)damaged});
}

/* FR_MOVE_IMPERIAL: a = from, b = to, c / d = the Loyal fresh / damaged
 * ships that moved, e = bit 0 Catapult, bits 1-3 the controller of `to`
 * before the move (bit 7: nobody), f = Imperial ships that may come
 * (fresh | damaged << 4). Moves: "add-imperial <fresh> <damaged>", at most
 * as many as the Loyal ships that moved (any number for a player who
 * ignores the Movement Law: Imperial Officers). */
static void move_imperial_enumerate(const game_state *g, const frame *f, move_list *out) {
    /* Imperial Officers: the Movement Law is ignored, any number come. */
    /* The Flagship that came along (e bit 4) is a Loyal ship moving. */
    int loyal = f->c + f->d + ((f->e >> 4) & 1);
    int n = cards_ignore_movement(g, f->player) ? IMPERIAL_SHIPS : loyal;
    for (int fr = 0; fr <= (f->f & 15) && fr <= n; fr++)
        for (int dm = 0; dm <= (f->f >> 4) && fr + dm <= n; dm++)
            if (fr + dm || loyal) /* Imperial ships alone: at least one */
                add_move(out, ARCS_MOVE_ADD_IMPERIAL, f->player, fr, dm, 0, 0);
}

static void move_imperial_apply(game_state *g, arcs_move m) {
    frame f = *top_frame(g);
    int p = m.player;
    pop_frame(g);
    campaign_state *c = &g->camp;
    c->imperial[f.a][0] = (uint8_t)(c->imperial[f.a][0] - m.a);
    c->imperial[f.a][1] = (uint8_t)(c->imperial[f.a][1] - m.b);
    c->imperial[f.b][0] = (uint8_t)(c->imperial[f.b][0] + m.a);
    c->imperial[f.b][1] = (uint8_t)(c->imperial[f.b][1] + m.b);
    if (m.a + m.b && log_enabled(g)) {
        char a[16], b[16];
        glog(g, "Player %d moves %d fresh and %d damaged Imperial ships from %s to %s", p + 1, m.a, m.b,
             system_name(f.a, a), system_name(f.b, b));
    }
    int ctrl = (f.e & 0x80) ? NO_PLAYER : (f.e >> 1) & 7;
    if (f.e & 1) catapult_continue(g, p, f.a, f.b, ctrl, f.c, f.d, m.a, m.b, f.e & 0x10, false);
}

const frame_ops move_imperial_frame_ops = {"move_imperial", move_imperial_enumerate, move_imperial_apply};

const frame_ops move_ships_frame_ops = {"move_ships", move_ships_enumerate, move_ships_apply};

/* FR_FLAGSHIP_ALONG (campaign, Flagships; yaml "Fresh Loyal Ship.": the
 * Flagship moves like a Loyal ship): the ships chosen have moved from a to
 * b; the mover's Flagship, in a, comes along (flagship-along 1) or stays
 * (flagship-along 0, offered when something else moves). c/d/e/f as
 * FR_MOVE_IMPERIAL. */
static void flagship_along_enumerate(const game_state *g, const frame *f, move_list *out) {
    bool others = f->c + f->d > 0;
    /* e bit 5, Slipstream Drive: "your Flagship alone or other ships". */
    if (f->e & 0x20) {
        add_move(out, ARCS_MOVE_FLAGSHIP_ALONG, f->player, others ? 0 : 1, 0, 0, 0);
        return;
    }
    if (others || (f->f && imperial_alone(g, f->player))) add_move(out, ARCS_MOVE_FLAGSHIP_ALONG, f->player, 0, 0, 0, 0);
    add_move(out, ARCS_MOVE_FLAGSHIP_ALONG, f->player, 1, 0, 0, 0);
}

static void flagship_along_apply(game_state *g, arcs_move m) {
    frame f = *top_frame(g);
    int p = m.player;
    pop_frame(g);
    bool slipstream = f.e & 0x20;
    f.e &= (uint8_t)~0x20;
    if (m.a) {
        g->camp.flagship[p] = (uint8_t)(f.b + 1);
        f.e |= 0x10;
        /* Hook point MOVED: the Flagship, a fresh Loyal ship, moved; hook
         * point MOVE_INTO for the Flagship alone (with other ships
         * move_ships_apply asked already), control before moving in. */
        if (other_sources(g)) {
            cards_ships_moved(g, p, f.a, f.b, 0, g->ll.move_flags | MOVE_FLAGSHIP | (f.c + f.d ? MOVE_ALONG : 0));
            int ctrl = (f.e & 0x80) ? NO_PLAYER : (f.e >> 1) & 7;
            if (!f.c && !f.d && sys_is_gate(f.b) && ctrl < g->num_players && ctrl != p) cards_moved_into(g, p, f.b, ctrl);
        }
        if (log_enabled(g)) {
            char a[16], b[16];
            glog(g, "Player %d moves the Flagship from %s to %s", p + 1, system_name(f.a, a), system_name(f.b, b));
        }
    }
    move_ships_then(g, p, f.a, f.b, f.c, f.d, f.e, f.f, slipstream);
}

const frame_ops flagship_along_frame_ops = {"flagship_along", flagship_along_enumerate, flagship_along_apply};

/* The Catapult lets the group keep moving "as much as you want, dropping
 * them off as you want". Re-entering a system already passed is allowed
 * (the rules do not forbid it, and a detour can drop ships off in a gate
 * that is not on the final path), so a player may wander; catapult-stop is
 * always legal and the state stays finite (the frame holds only the group's
 * position and size). A Move that must leave a Battle possible stops only
 * where one is. */
static void catapult_enumerate(const game_state *g, const frame *f, move_list *out) {
    bool keep = g->ll.move_flags & MOVE_KEEP_BATTLE;
    if (!keep || battle_possible(g, f->player)) add_move(out, ARCS_MOVE_CATAPULT_STOP, f->player, 0, 0, 0, 0);
    add_adjacent(g, f->player, f->a, keep, true, out);
}

static void catapult_apply(game_state *g, arcs_move m) {
    const frame *f = top_frame(g);
    int p = m.player, at = f->a, fr = f->c, dm = f->d, ifr = f->e, idm = f->f;
    bool f_flag = f->b != 0;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_CATAPULT_STOP) {
        glog(g, "Player %d ends the Catapult move", p + 1);
        return;
    }
    frame *n = push_frame(g, FR_MOVE_SHIPS, p);
    n->a = (uint8_t)at;
    n->b = m.a;
    n->c = (uint8_t)fr;
    n->d = (uint8_t)dm;
    n->e = (uint8_t)(1 | (f_flag ? 2 : 0) | MOVE_SHIPS_NO_BLIGHT); /* the Flagship of the group may go on */
    if (g->ll.move_flags & MOVE_BONUS) g->ll.move_flags |= MOVE_ONWARD;
    n->f = (uint8_t)(ifr | idm << 4); /* the Imperial ships of the group may go on */
}

const frame_ops catapult_frame_ops = {"catapult", catapult_enumerate, catapult_apply};

/* ---- Elimination ---- */

/* Fine Print, "Elimination": a player with no starports and no ships on the
 * map places 3 fresh ships in any gate at the end of their turn ("Do as
 * Much as Possible" when the supply has fewer). round.c pushes this frame. */
static void elimination_enumerate(const game_state *g, const frame *f, move_list *out) {
    for (int c = 0; c < NUM_CLUSTERS; c++) {
        int s = c * 4 + SYS_GATE;
        if (sys_in_play(g, s)) add_move(out, ARCS_MOVE_PLACE_SHIPS_GATE, f->player, s, 0, 0, 0);
    }
}

static void elimination_apply(game_state *g, arcs_move m) {
    int p = m.player, s = m.a;
    player_state *pl = &g->pl[p];
    int n = pl->ships_supply < 3 ? pl->ships_supply : 3;
    char name[16];
    pop_frame(g);
    pl->ships_supply = (uint8_t)(pl->ships_supply - n);
    g->sys[s].fresh[p] = (uint8_t)(g->sys[s].fresh[p] + n);
    glog(g, "Player %d places %d fresh ships at %s (elimination)", p + 1, n, system_name(s, name));
}

const frame_ops elimination_frame_ops = {"elimination", elimination_enumerate, elimination_apply};

/* ---- entry points ---- */

void action_begin(game_state *g, int p, int action) {
    switch (action) {
    case ARCS_ACT_TAX: push_frame(g, FR_TAX, p); break;
    case ARCS_ACT_BUILD: push_frame(g, FR_BUILD, p); break;
    case ARCS_ACT_MOVE:
        /* Hook point MOVED: a Move begins (Sprinter Drives). */
        if (other_sources(g)) {
            g->ll.move_flags = 0;
            cards_move_begin(g, p, false);
        }
        push_frame(g, FR_MOVE_FROM, p);
        break;
    case ARCS_ACT_REPAIR: push_frame(g, FR_REPAIR, p); break;
    case ARCS_ACT_INFLUENCE: push_frame(g, FR_INFLUENCE, p); break;
    case ARCS_ACT_SECURE: push_frame(g, FR_SECURE, p); break;
    case ARCS_ACT_BATTLE: battle_begin(g, p); break;
    default: break;
    }
}

/* action_possible by the general paths, every mode (out of line: the base
 * game's calls do not pay for its registers). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static bool action_possible_general(const game_state *g, int p, int action) {
    switch (action) {
    case ARCS_ACT_TAX: return tax_targets(g, p, NULL) > 0;
    case ARCS_ACT_BUILD: return build_targets(g, p, true, NULL) > 0;
    case ARCS_ACT_MOVE: return move_targets(g, p, NULL) > 0;
    case ARCS_ACT_REPAIR:
        return repair_targets(g, p, NULL) > 0 ||
               (is_campaign(g) && (campaign_repair_targets(g, p, NULL) > 0 || flagship_repair_targets(g, p, NULL) > 0 ||
                                   (other_sources(g) && cards_repair_moves(g, p, NULL) > 0)));
    case ARCS_ACT_INFLUENCE: return influence_targets(g, p, NULL) > 0;
    case ARCS_ACT_SECURE: return secure_targets(g, p, NULL) > 0;
    case ARCS_ACT_BATTLE: return battle_possible(g, p);
    default: return false;
    }
}

/* The base game with no card answering a hook point (other_sources false):
 * action_possible's answers but Battle's, each check called directly, with
 * none of the mode and hook tests the general paths make on the way (in
 * this case each of them reaches the same check: debug builds compare). */
static bool action_possible_plain(const game_state *g, int p, int action) {
    bool can;
    switch (action) {
    case ARCS_ACT_TAX: can = tax_possible_base(g, p); break;
    case ARCS_ACT_BUILD: {
        const player_state *pl = &g->pl[p];
        can = build_possible_base(g, p, pl->cities_on_board > 0 || pl->starports_supply > 0, pl->ships_supply > 0);
        break;
    }
    case ARCS_ACT_MOVE: can = ships_on_map_counted(g, p) > 0; break;
    case ARCS_ACT_REPAIR: can = repair_on_map_possible(g, p); break;
    case ARCS_ACT_INFLUENCE: can = influence_targets_of(g, p, 0, false, NULL) > 0; break;
    case ARCS_ACT_SECURE: can = secure_targets_of(g, p, 0, false, 0, NULL) > 0; break;
    default: can = false; break;
    }
    assert(can == action_possible_general(g, p, action));
    return can;
}

bool action_possible(const game_state *g, int p, int action) {
    if (is_base_game(g) && !other_sources(g) && action != ARCS_ACT_BATTLE) return action_possible_plain(g, p, action);
    return action_possible_general(g, p, action);
}
