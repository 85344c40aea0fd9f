/*
 * Battle, Destroying Cities (Outrage, Ransack) and Raiding
 * (Base rulebook, "Battle (Aggression)", "Destroying Cities", "Raiding").
 *
 * How a battle runs. battle_begin pushes FR_BATTLE_RESOLVE, an automatic
 * frame that walks the battle one step at a time (g->battle.step) and pushes
 * one small decision of the attacker at a time on top of itself:
 *
 *   FR_BATTLE_SYSTEM    which system            "battle-in 2-hex"
 *   FR_BATTLE_DEFENDER  which Rival             "battle-defender p1"
 *   FR_BATTLE_DICE      how many dice of a type "dice assault 2" (then skirmish, raid)
 *   FR_BATTLE_HIT       where one hit goes      "hit 0"
 *   FR_BATTLE_RAID      what to steal, or stop  "raid 0 1", "raid-stop"
 *   FR_RANSACK          which Court card        "ransack 2" (after destroying a city)
 *
 * A decision whose options are all equivalent (one system, one defender, one
 * kind of target) is not asked: the engine takes it and says so in the log.
 *
 * Who decides: the attacker makes every battle choice, hits on their own
 * ships included ("To be clear, the attacker rolls and resolves all the dice.
 * The defender doesn't usually make choices." and the worked example, where
 * Mikah chooses to damage two of her ships instead of destroying one).
 *
 * Campaign sides (Campaign rulebook, "The Empire", "The Blight", "The Free
 * States"): the defender may be a player, the Empire (OWNER_EMPIRE: the
 * Imperial ships there, for an Outlaw attacker), the Free States
 * (OWNER_FREE: the Free buildings) or the Blight (OWNER_BLIGHT: all Blight
 * there, Tough: a hit on it takes 2 hits, no intercept, no building hits);
 * a Regent defending adds the Imperial ships there to their defending
 * ships; a Regent attacking may add Imperial ships there to their attacking
 * ships (FR_BATTLE_IMPERIAL, "add-imperial <fresh> <damaged>"). Who may be
 * chosen follows "harm" (may_harm: the Truce Law).
 *
 * Dice are rolled by roll_die() only, so that explicit-chance mode can
 * replace that one function; battle_force_faces() queues faces for tests.
 */
#include <assert.h>
#include <stddef.h>
#include <stdio.h>

#include "rules/rules.h"
#include "campaign/flagship.h"
#include "data/tables.h"
#include "core/sysbits.h"

/* The battle state must keep the game state free of implicit padding. */
_Static_assert(offsetof(game_state, rng) == offsetof(game_state, battle) + sizeof(battle_state),
               "battle_state size leaves padding before the generator");

/* Steps of FR_BATTLE_RESOLVE, in the order of the rulebook. */
enum battle_step {
    BS_SYSTEM = 0,     /* step 1: choose battle system */
    BS_DEFENDER,       /* step 2: choose defender */
    BS_IMPERIAL,       /* campaign: a Regent may add Imperial ships */
    BS_DICE_ASSAULT,   /* step 3: collect dice, one type at a time */
    BS_DICE_SKIRMISH,
    BS_DICE_RAID,
    BS_ROLL,           /* step 4: roll */
    BS_SELF,           /* 4.1 hit your attacking ships once per self face */
    BS_INTERCEPT,      /* 4.2 intercept: count the fresh defending ships */
    BS_INTERCEPT_HITS, /*     ... and assign those hits to attacking ships */
    BS_SHIPS,          /* 4.3 hit defending ships, then buildings */
    BS_BUILDINGS,      /* 4.4 hit defending buildings */
    BS_RAID,           /* 4.5 raid with keys */
    BS_DONE,
    BS_RAILGUN         /* Railgun Arrays: 1 hit on attacking ships before step 3 */
};

/* Hit pools: whose pieces the pending hits go to (FR_BATTLE_HIT frame a). */
enum { HP_ATTACKER = 0, HP_DEF_SHIPS = 1, HP_DEF_BUILDINGS = 2 };

/* Hit targets (ARCS_MOVE_HIT a). */
enum {
    HT_FRESH_SHIP = 0, HT_DAMAGED_SHIP = 1, HT_BUILDING = 2 /* + slot (4 slots) */,
    /* campaign */
    HT_IMPERIAL_FRESH = 8, HT_IMPERIAL_DAMAGED = 9, HT_BLIGHT_FRESH = 10, HT_BLIGHT_DAMAGED = 11,
    HT_FLAGSHIP = 12 /* + column of the Flagship board (6 columns): its Armor, else its Upgrade */,
    /* a fresh / damaged piece of a card's own harmed like a building
     * (hook point BUILDING_PIECE: the Banners) */
    HT_CARD_PIECE_FRESH = HT_FLAGSHIP + FLAGSHIP_COLUMNS, HT_CARD_PIECE_DAMAGED
};
#define HIT_TARGETS_MAX (HT_CARD_PIECE_DAMAGED + 1)

/* ---- dice (docs/components.md §4) ---- */

typedef struct die_face {
    uint8_t self, intercept, hit, bldg, key;
} die_face;

static const die_face FACES[DIE_TYPES][6] = {
    [DIE_ASSAULT] = {{0, 0, 0, 0, 0}, {1, 0, 1, 0, 0}, {1, 0, 1, 0, 0},
                     {0, 0, 2, 0, 0}, {1, 0, 2, 0, 0}, {0, 1, 1, 0, 0}},
    [DIE_SKIRMISH] = {{0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}, {0, 0, 0, 0, 0},
                      {0, 0, 1, 0, 0}, {0, 0, 1, 0, 0}, {0, 0, 1, 0, 0}},
    [DIE_RAID] = {{0, 1, 0, 0, 0}, {0, 1, 0, 0, 2}, {1, 0, 0, 0, 1},
                  {0, 0, 0, 1, 1}, {1, 0, 0, 1, 0}, {1, 0, 0, 1, 0}},
};

bool die_face_symbols(int type, int face, uint8_t out[5]) {
    if (type < 0 || type >= DIE_TYPES || face < 0 || face > 5) return false;
    const die_face *f = &FACES[type][face];
    out[0] = f->self;
    out[1] = f->intercept;
    out[2] = f->hit;
    out[3] = f->bldg;
    out[4] = f->key;
    return true;
}

static const char *const DIE_LOG_NAMES[DIE_TYPES] = {"assault", "skirmish", "raid"};

void battle_force_faces(game_state *g, const uint8_t *faces, int n) {
    battle_state *b = &g->battle;
    for (int i = 0; i < n && b->nforced < BATTLE_DICE_MAX; i++)
        if (faces[i] < 6) b->forced[b->nforced++] = faces[i];
}

/* The one place a battle die is rolled: a forced face if one is queued,
 * otherwise chance (the game's generator, uniform over the 6 faces, or in
 * explicit-chance mode a chance decision: returns false, and the face
 * arrives through battle_die_rolled). */
static bool roll_die(game_state *g, int type, int *face) {
    battle_state *b = &g->battle;
    if (b->nforced) {
        *face = b->forced[0];
        memmove(b->forced, b->forced + 1, (size_t)(b->nforced - 1));
        b->forced[--b->nforced] = 0;
        return true;
    }
    return roll_battle_die(g, type, face);
}

static void tally_faces(game_state *g);
static void log_faces(game_state *g);

/* Dice marked for a reroll (indexes into b->faces). */
static uint32_t reroll_mask(const battle_state *b) {
    return (uint32_t)b->reroll[0] | (uint32_t)b->reroll[1] << 8 | (uint32_t)b->reroll[2] << 16;
}

static void set_reroll_mask(battle_state *b, uint32_t m) {
    b->reroll[0] = (uint8_t)m;
    b->reroll[1] = (uint8_t)(m >> 8);
    b->reroll[2] = (uint8_t)(m >> 16);
}

void battle_die_rolled(game_state *g, int type, int face) {
    battle_state *b = &g->battle;
    uint32_t reroll = reroll_mask(b);
    if (reroll) {
        /* A rerolled die keeps its place; the last one recounts the results. */
        int i = __builtin_ctz(reroll);
        b->faces[i] = (uint8_t)(type * 6 + face);
        set_reroll_mask(b, reroll & (reroll - 1));
        if (!reroll_mask(b)) {
            tally_faces(g);
            log_faces(g);
        }
        return;
    }
    if (b->nfaces < BATTLE_DICE_MAX) b->faces[b->nfaces++] = (uint8_t)(type * 6 + face);
}

/* "self+hit" etc. into buf (at least 40 bytes). */
static const char *face_text(int type, int face, char *buf) {
    const die_face *f = &FACES[type][face];
    size_t n = 0;
    buf[0] = 0;
    static const char *const NAMES[5] = {"self", "intercept", "hit", "bldg", "key"};
    const uint8_t counts[5] = {f->self, f->intercept, f->hit, f->bldg, f->key};
    for (int s = 0; s < 5; s++)
        for (int k = 0; k < counts[s]; k++) {
            size_t len = strlen(NAMES[s]);
            if (n) buf[n++] = '+';
            memcpy(buf + n, NAMES[s], len + 1);
            n += len;
        }
    if (!n) memcpy(buf, "blank", 6);
    return buf;
}

/* ---- board helpers ---- */

/* A system's name for the log; formats nothing when no log sink is set. */
static const char *sname(const game_state *g, int sys, char *buf) {
    if (!log_enabled(g)) return "";
    return system_name(sys, buf);
}

static int ships_in(const game_state *g, int p, int sys) { return g->sys[sys].fresh[p] + g->sys[sys].damaged[p]; }

/* Is player p's Flagship in sys (campaign; outside it the field is 0)? */
static inline bool flagship_at(const game_state *g, int p, int sys) { return g->camp.flagship[p] == sys + 1; }

/* Does some player have a Flagship (a campaign game)? */
static inline bool any_flagship(const game_state *g) {
    uint32_t any = 0;
    if (is_campaign(g)) memcpy(&any, g->camp.flagship, sizeof any);
    return any != 0;
}

/* Is p's Flagship in the battle (p a player; the battle active)? */
static inline bool flagship_battles(const game_state *g, int p) {
    return p < MAX_PLAYERS && flagship_at(g, p, g->battle.system) && is_campaign(g);
}

/* p's buildings in sys; `base`: a base game (none outside the printed
 * slots), so that callers knowing it test no mode. */
static inline int buildings_in_as(const game_state *g, int p, int sys, bool base) {
    int n = 0;
    for (int i = 0; i < SLOTS_PER_SYSTEM; i++) {
        uint8_t bld = g->sys[sys].bld[i];
        if ((bld & BLD_OCCUPIED) && (int)BLD_OWNER(bld) == p) n++;
    }
    return base || is_base_game(g) ? n : n + outside_count(&g->sys[sys], BLD_OWNER_MASK, BLD_OF(p));
}

static int buildings_in(const game_state *g, int p, int sys) { return buildings_in_as(g, p, sys, false); }

/* Room for every possible defender: the players, the Free States, the
 * Empire and the Blight. */
#define DEFENDERS_MAX BATTLE_DEFENDERS_MAX

/* Base rulebook, Battle step 2: Rivals whose pieces are in the system;
 * campaign: the Free States (Free buildings), the Blight, the Empire
 * (Imperial ships); only those p may harm. */
static int defenders_in(const game_state *g, int p, int sys, uint8_t *out) {
    int n = 0;
    /* Campaign: a Rival's Flagship is a Loyal ship of theirs (yaml "Fresh
     * Loyal Ship."); a Rival's pieces "harmed like buildings" (hook point
     * BUILDING_PIECE, ARCS-F1003 Banners) make them a defender as their
     * buildings would. */
    bool pieces = other_sources(g);
    for (int q = 0; q < g->num_players; q++)
        if (q != p &&
            (ships_in(g, q, sys) || buildings_in(g, q, sys) || flagship_at(g, q, sys) ||
             (pieces && cards_building_pieces(g, q, sys))) &&
            may_harm(g, p, q, sys))
            out[n++] = (uint8_t)q;
    if (is_campaign(g)) {
        if (buildings_in(g, OWNER_FREE, sys)) out[n++] = OWNER_FREE;
        /* A Regent attacking the Empire (ignoring the Truce Law: Rogue
         * Admirals) needs ships of their own: all the Imperial ships
         * defend (faq.csv, Rogue Admirals Q1). */
        if (imperial_in(g, sys) && may_harm(g, p, OWNER_EMPIRE, sys) && (!is_regent_player(g, p) || ships_in(g, p, sys)))
            out[n++] = OWNER_EMPIRE;
        if (blight_in(g, sys)) out[n++] = OWNER_BLIGHT;
        /* Hook point HARM (Armistice, Book of Liberation; the Empire too:
         * Ceasefires): defenders p cannot harm. */
        if (n && other_sources(g)) {
            int k = 0;
            for (int i = 0; i < n; i++)
                if (out[i] == OWNER_BLIGHT || !cards_forbid_harm(g, p, out[i], sys)) out[k++] = out[i];
            n = k;
        }
    }
    return n;
}

int battle_defenders(const game_state *g, int p, int sys, uint8_t *out) { return defenders_in(g, p, sys, out); }

/* Is there any defender for p in sys (defenders_in without the list)?
 * `base`: a base game, as for buildings_in_as; `flagships`: some player has
 * a Flagship (campaign). */
static inline bool has_defender(const game_state *g, int p, int sys, bool base, bool flagships) {
    for (int q = 0; q < g->num_players; q++)
        if (q != p && (ships_in(g, q, sys) || buildings_in_as(g, q, sys, base) || (flagships && flagship_at(g, q, sys))) &&
            (base || may_harm(g, p, q, sys)) &&
            (base || !other_sources(g) || !cards_forbid_harm(g, p, q, sys)))
            return true;
    if (base || !is_campaign(g)) return false;
    uint8_t tmp[DEFENDERS_MAX];
    return defenders_in(g, p, sys, tmp) > 0;
}

/* Does the defender's side include the Imperial ships in the battle system
 * (the Empire, or a Regent: "Empire Must Defend")? */
static bool imperial_defend(const game_state *g) {
    const battle_state *b = &g->battle;
    return b->defender == OWNER_EMPIRE || is_regent_player(g, b->defender);
}

/* Defending ships (fresh, damaged) of the defender's side. */
static void defending_ships(const game_state *g, int *fresh, int *damaged) {
    const battle_state *b = &g->battle;
    const system_state *s = &g->sys[b->system];
    *fresh = *damaged = 0;
    if (b->defender < MAX_PLAYERS) {
        *fresh = s->fresh[b->defender];
        *damaged = s->damaged[b->defender];
    }
    if (!is_campaign(g)) return;
    if (imperial_defend(g)) {
        /* Those not attacking (faq.csv, Rogue Admirals Q2: a Regent
         * attacking a Regent; none attack otherwise). */
        *fresh += g->camp.imperial[b->system][0] - b->imperial[0];
        *damaged += g->camp.imperial[b->system][1] - b->imperial[1];
    }
}

/* Who takes destroyed pieces of the attacker as Trophies: the defending
 * player; for the Empire the First Regent ("Battling the Empire",
 * Trophies); nobody for the Free States and the Blight (NO_PLAYER: the
 * pieces go back to their supply). */
static int trophy_taker_of_attackers(const game_state *g) {
    int d = g->battle.defender;
    if (d < MAX_PLAYERS) return d;
    /* The First Regent attacking the Empire (Rogue Admirals): nobody. */
    if (d == OWNER_EMPIRE) return g->camp.first_regent != g->battle.attacker ? g->camp.first_regent : NO_PLAYER;
    return NO_PLAYER;
}

/* A defender's name for the log ("Player 2", "the Empire"); formats into
 * buf (16 bytes) only for players. Callers format only with a log sink. */
static const char *side_name(int owner, char *buf) {
    buf[0] = 0;
    if (owner == OWNER_FREE) return "the Free States";
    if (owner == OWNER_EMPIRE) return "the Empire";
    if (owner == OWNER_BLIGHT) return "the Blight";
    buf[0] = 'P', buf[1] = 'l', buf[2] = 'a', buf[3] = 'y', buf[4] = 'e', buf[5] = 'r', buf[6] = ' ';
    buf[7] = (char)('1' + owner), buf[8] = 0;
    return buf;
}

/* Base rulebook, Battle step 1: a system with any Loyal ships; only those
 * with a Rival piece, so that step 2 has a defender. Campaign, "Ignoring
 * the Presence Law" (Imperial Officers): a Regent commanding the Imperial
 * Fleet in all systems may battle with Imperial ships alone, so a system
 * with Imperial ships and no Loyal ship is a battle system too (`fleet`,
 * asked once per call; constant false in the base game's loop). */
/* The battle systems into out (NULL: only whether there is one, 0 or 1);
 * the mode is tested once per call: the base game's loop tests none.
 * `flags`: a campaign game in which some player has a Flagship (campaign,
 * yaml "Fresh Loyal Ship.": p's Flagship is a Loyal ship, a Rival's a
 * defender); constant false in the other loops. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline int battle_systems_as(const game_state *g, int p, uint8_t *out, bool base, bool flags) {
    int n = 0;
    bool fleet = !base && commands_fleet_everywhere(g, p);
    int flagship = flags ? flagship_system(g, p) : -1;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && (ships_in(g, p, s) || (fleet && imperial_in(g, s)) || (flags && flagship == s)) &&
            has_defender(g, p, s, base, flags)) {
            if (!out) return 1;
            out[n++] = (uint8_t)s;
        }
    /* Campaign: system 24, the map centre, while a law makes it a system
     * (the Twisted Passage: an Outlaw may battle Imperial ships there; the
     * law forbids harming Rivals, hook point HARM). Pieces stand there
     * only while it is in play (the invariants). */
    int c = NUM_SYSTEMS;
    if (!base && is_campaign(g) && (ships_in(g, p, c) || (fleet && imperial_in(g, c)) || (flags && flagship == c)) &&
        has_defender(g, p, c, base, flags)) {
        if (!out) return 1;
        out[n++] = (uint8_t)c;
    }
    return n;
}

/* The base game's battle_systems_as(g, p, out, true, false): the systems in
 * play with p's ships found a cluster at a time (core/sysbits.h), each
 * asked for a defender in the same order. With `base` false, Leaders &
 * Lore's battle_systems_as(g, p, out, false, false): outside the campaign
 * no Flagship, Imperial fleet nor map centre. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline int battle_systems_base(const game_state *g, int p, uint8_t *out, bool base) {
    int n = 0;
    int no_harm = -1; /* Leaders & Lore: has p no source answering HARM (asked once, when needed)? */
    for (int c = 0; c < NUM_CLUSTERS; c++) {
        if ((g->out_of_play >> c) & 1u) continue;
        uint64_t nz = sys_group_nonzero(g, c);
        unsigned ships = sys_group_nibble(nz >> SYS_OFF_FRESH(p) | nz >> SYS_OFF_DAMAGED(p));
        if (!base && ships) {
            /* Leaders & Lore (has_defender's longer test): only where some
             * other piece is (another player's ships, a building not p's),
             * each system's 12 record bits folded onto its first. */
            uint64_t other = nz & ~(SYS_GROUP_BYTE(SYS_OFF_FRESH(p)) | SYS_GROUP_BYTE(SYS_OFF_DAMAGED(p))) &
                             ~sys_group_match(g, c, BLD_OWNER_MASK, BLD_OF(p));
            uint64_t f = other | other >> 1;
            f |= f >> 2;
            f |= f >> 4 | f >> 8;
            ships &= sys_group_nibble(f);
            /* Without a source of p answering HARM (cards_harm_sources:
             * one test of p's hook mask), that is has_defender's answer:
             * outside the campaign every piece on the map is a player's, a
             * building place is nonzero exactly when a building is there,
             * and may_harm allows every Rival (debug builds check the
             * answer against has_defender). */
            if (ships && (no_harm < 0 ? (no_harm = !cards_harm_sources(g, p)) : no_harm)) {
#ifndef NDEBUG
                for (unsigned rest = ships; rest; rest &= rest - 1)
                    assert(has_defender(g, p, 4 * c + __builtin_ctz(rest), false, false));
#endif
                if (!out) return 1;
                for (; ships; ships &= ships - 1) out[n++] = (uint8_t)(4 * c + __builtin_ctz(ships));
                continue;
            }
        }
        if (base && ships) {
            /* The base game: has_defender's answer from the masks. Another
             * player's ships or building in a printed slot, each system's
             * record bits but p's ships and buildings (and the places outside
             * the printed slots, empty here) folded onto its first: in the
             * base game every piece on the map is a player's, and a slot is
             * nonzero exactly when a building is there (debug builds check
             * the answer against has_defender). */
            uint64_t other = nz & ~(SYS_GROUP_BYTE(SYS_OFF_FRESH(p)) | SYS_GROUP_BYTE(SYS_OFF_DAMAGED(p)) |
                                    SYS_GROUP_BYTE(SYS_OFF_BLD(2)) | SYS_GROUP_BYTE(SYS_OFF_BLD(3))) &
                             ~sys_group_match(g, c, BLD_OWNER_MASK, BLD_OF(p));
            uint64_t f = other | other >> 1;
            f |= f >> 2;
            f |= f >> 4 | f >> 8;
            unsigned defended = sys_group_nibble(f);
#ifndef NDEBUG
            for (unsigned rest = ships; rest; rest &= rest - 1) {
                int s = 4 * c + __builtin_ctz(rest);
                assert(has_defender(g, p, s, true, false) == (((defended >> (s - 4 * c)) & 1u) != 0));
            }
#endif
            ships &= defended;
            if (ships && !out) return 1;
            for (; ships; ships &= ships - 1) out[n++] = (uint8_t)(4 * c + __builtin_ctz(ships));
            continue;
        }
        for (; ships; ships &= ships - 1) {
            int s = 4 * c + __builtin_ctz(ships);
            if (!has_defender(g, p, s, base, false)) continue;
            if (!out) return 1;
            out[n++] = (uint8_t)s;
        }
    }
    return n;
}

/* The battle systems outside the base game (out of line: the base game's
 * loop stays as it is). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int battle_systems_other(const game_state *g, int p, uint8_t *out) {
    if (!is_campaign(g)) return battle_systems_base(g, p, out, false);
    return any_flagship(g) ? battle_systems_as(g, p, out, false, true) : battle_systems_as(g, p, out, false, false);
}

static int battle_systems(const game_state *g, int p, uint8_t *out) {
    if (is_base_game(g)) return battle_systems_base(g, p, out, true);
    return battle_systems_other(g, p, out);
}

bool battle_possible(const game_state *g, int p) {
    if (p < 0 || p >= g->num_players) return false;
    if (is_base_game(g)) return battle_systems_base(g, p, NULL, true) > 0;
    return battle_systems_other(g, p, NULL) > 0;
}

/* Base rulebook, Battle step 3, "Raid Dice Limit": raid dice only if there
 * are defending buildings or the defender has no Loyal buildings on the map.
 * Campaign, a defender with a Flagship (yaml "Flagship Battles", "Raid Dice
 * Limit."): "they can only collect raid dice if there are defending
 * buildings or a defending Flagship"; a defending Flagship with a Tractor
 * Beam: "the attacker cannot collect raid dice". */
/* Has player d a building on the map (buildings_on_map's cities and
 * starports, none counted): the map's 24 systems asked at once
 * (core/sysbits.h), their printed slots in the base game, every place
 * otherwise; the campaign's map centre its places outside the slots. */
static bool buildings_anywhere(const game_state *g, int d) {
    _Static_assert(BUILDING_SLOTS_MAX == 4, "a system's places are bytes SYS_OFF_BLD(0..3)");
    uint64_t w = sys_all_match(g, BLD_OWNER_MASK, BLD_OF(d));
    uint64_t printed = SYS_GROUP_BYTE(SYS_OFF_BLD(0)) | SYS_GROUP_BYTE(SYS_OFF_BLD(1));
    if (is_base_game(g)) return (w & printed) != 0;
    if (w & (printed | SYS_GROUP_BYTE(SYS_OFF_BLD(2)) | SYS_GROUP_BYTE(SYS_OFF_BLD(3)))) return true;
    return building_systems(g) > NUM_SYSTEMS && outside_count(&g->sys[NUM_SYSTEMS], BLD_OWNER_MASK, BLD_OF(d)) != 0;
}

static bool raid_dice_limit(const game_state *g) {
    const battle_state *b = &g->battle;
    int d = b->defender;
    bool flagship = d < MAX_PLAYERS && has_flagship(g, d), defending = flagship && flagship_battles(g, d);
    if (defending && flagship_stops_raid_dice(g, d, b->system)) return false;
    if (defending || buildings_in(g, d, b->system)) {
        /* Hook point BATTLE_GUARD: Hidden Harbors, "the attacker cannot
         * collect raid dice if you have a fresh defending starport" (a
         * fresh starport on a defending Flagship's board is one: yaml
         * "Building Checks."). */
        if (other_sources(g) && d < MAX_PLAYERS && cards_fresh_starport_stops_raid(g, d)) {
            if (defending && flagship_fresh_starports(g, d)) return false;
            for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
                uint8_t x = g->sys[b->system].bld[i];
                if ((x & BLD_OCCUPIED) && BLD_IS_STARPORT(x) && !BLD_IS_DAMAGED(x) && (int)BLD_OWNER(x) == d)
                    return false;
            }
        }
        return true;
    }
    /* The Empire and the Blight have no buildings anywhere. */
    if (d >= MAX_PLAYERS) return d != OWNER_FREE;
    return !flagship && !buildings_anywhere(g, d);
}

/* Hook point RAID_STEAL (campaign): a card lets the attacker collect raid
 * dice "even if there are no defending buildings or Flagships" (the
 * Limit's other stops, a Tractor Beam or a fresh starport, are not
 * there then). */
static bool raid_dice_by_card(const game_state *g) {
    const battle_state *b = &g->battle;
    int d = b->defender;
    return is_campaign(g) && d < MAX_PLAYERS && !flagship_battles(g, d) && !buildings_in(g, d, b->system) &&
           cards_raids_without_buildings(g, b->attacker);
}

static bool raid_dice_allowed(const game_state *g) { return raid_dice_limit(g) || raid_dice_by_card(g); }

/* Hook point BATTLE_GUARD (campaign): another player's ships a card added
 * to the attacker's (Judge's Chosen, ARCS-F2404). */
static int ally_ships(const game_state *g) {
    if (!is_campaign(g) || !other_sources(g)) return 0;
    unsigned k = cards_attack_ally_ships(g, g->battle.attacker);
    return (int)(k & 0xFFu) + (int)(k >> 8);
}

/* Attacking ships of the battle, for dice and raiding: Loyal ones, Imperial
 * ones added (campaign), the attacker's Flagship (campaign: a ship that
 * cannot be removed) and another player's ships a card added. */
static int attacking_pieces(const game_state *g) {
    const battle_state *b = &g->battle;
    int n = ships_in(g, b->attacker, b->system);
    if (is_base_game(g)) return n;
    return n + b->imperial[0] + b->imperial[1] + flagship_battles(g, b->attacker) + ally_ships(g);
}

/* Dice the attacker may collect in all: one per attacking ship (Imperial
 * ones included), the Flagship's dice ("collects dice up to your number of
 * fresh starports on Upgrades and Armor": they add to the ships' dice, and
 * the 6 dice of a type limit holds for the sum), and the cards' extra dice. */
static int dice_pool(const game_state *g) {
    const battle_state *b = &g->battle;
    int n = ships_in(g, b->attacker, b->system) + cards_extra_dice(g, b->attacker, b->system);
    if (is_base_game(g)) return n;
    return n + b->imperial[0] + b->imperial[1] + (flagship_battles(g, b->attacker) ? flagship_fresh_starports(g, b->attacker) : 0) +
           ally_ships(g);
}

/* Base rulebook, Battle step 3: one die per attacking ship, at most 6 of a
 * type ("you cannot collect more than 6 dice of a type"). Hook point
 * COLLECT_DICE: cards that let the attacker collect more dice. */
static int dice_max(const game_state *g, int type) {
    const battle_state *b = &g->battle;
    int left = dice_pool(g);
    for (int t = 0; t < type; t++) left -= b->dice[t];
    if (type == DIE_RAID && !raid_dice_allowed(g)) return 0;
    if (left < 0) left = 0;
    return left < 6 ? left : 6;
}

/* ---- hits ---- */

static uint8_t *hit_counter(game_state *g, int pool) {
    battle_state *b = &g->battle;
    return pool == HP_ATTACKER ? &b->self_hits : pool == HP_DEF_SHIPS ? &b->ship_hits : &b->bldg_hits;
}

/* Distinct targets for the next hit of a pool. Two defending buildings with
 * identical state (same owner, kind, damage) are one option: which slot the
 * hit lands in makes no difference to the rules. */
static int hit_targets(const game_state *g, int pool, uint8_t *out) {
    const battle_state *b = &g->battle;
    const system_state *s = &g->sys[b->system];
    int victim = pool == HP_ATTACKER ? b->attacker : b->defender;
    int n = 0;
    if (pool != HP_DEF_BUILDINGS && victim < MAX_PLAYERS) {
        if (s->fresh[victim]) out[n++] = HT_FRESH_SHIP;
        if (s->damaged[victim]) out[n++] = HT_DAMAGED_SHIP;
    }
    if (is_campaign(g) && pool != HP_DEF_BUILDINGS) {
        const campaign_state *c = &g->camp;
        int sys = b->system;
        /* Hook point BUILDING_PIECE (the Warden's Act III): the attacker's
         * ships on a card "must take hits first" — self-hits and intercept
         * hits (faq.csv, Warden's Levy), not a Railgun's hit. */
        if (pool == HP_ATTACKER && victim < MAX_PLAYERS && b->step != BS_RAILGUN && other_sources(g)) {
            unsigned k = cards_attack_card_ships(g, victim);
            if (k) {
                n = 0;
                if (k & 0xFFu) out[n++] = HT_CARD_PIECE_FRESH;
                if (k >> 8) out[n++] = HT_CARD_PIECE_DAMAGED;
                return n;
            }
        }
        /* Hook point BATTLE_GUARD: another player's ships a card added to
         * the attack (Judge's Chosen) take hits as attacking ships. */
        if (pool == HP_ATTACKER && victim < MAX_PLAYERS && other_sources(g)) {
            unsigned k = cards_attack_ally_ships(g, victim);
            if (k & 0xFFu) out[n++] = HT_CARD_PIECE_FRESH;
            if (k >> 8) out[n++] = HT_CARD_PIECE_DAMAGED;
        }
        /* Imperial ships: the attacker's committed ones, or the defending
         * side's (a Regent's or the Empire's). */
        int imp_f = pool == HP_ATTACKER ? b->imperial[0] : imperial_defend(g) ? c->imperial[sys][0] - b->imperial[0] : 0;
        int imp_d = pool == HP_ATTACKER ? b->imperial[1] : imperial_defend(g) ? c->imperial[sys][1] - b->imperial[1] : 0;
        if (imp_f) out[n++] = HT_IMPERIAL_FRESH;
        if (imp_d) out[n++] = HT_IMPERIAL_DAMAGED;
        /* The Blight is Tough: a hit on it takes 2 hits (one hit does
         * nothing), and it is hit with hits, not building hits. Hook point
         * BATTLE_GUARD: 1 hit for an attacker holding Blight Hunters
         * (ARCS-F1305). */
        if (pool == HP_DEF_SHIPS && victim == OWNER_BLIGHT &&
            b->ship_hits >= (cards_blight_one_hit(g, b->attacker) ? 1 : 2)) {
            if (c->blight[sys][0]) out[n++] = HT_BLIGHT_FRESH;
            if (c->blight[sys][1]) out[n++] = HT_BLIGHT_DAMAGED;
        }
        if (pool == HP_DEF_SHIPS && victim == OWNER_BLIGHT) return n;
        /* Flagships (yaml "Flagship Battles"): "When attacking with a
         * Flagship, its Armor and Upgrades are hit like ships": the
         * attacker may take a hit there instead of on other attacking
         * ships, and must once none remain. "When defending ..., hit like
         * buildings": "If the Flagship is the only remaining defending
         * ship, the attacker hits Upgrades and Armor with [hits]" (and with
         * them only: the Flagship is a defending ship that remains). */
        if (flagship_battles(g, victim)) {
            if (pool == HP_ATTACKER) return n + flagship_hit_targets(g, victim, HT_FLAGSHIP, out + n);
            if (n == 0) return flagship_hit_targets(g, victim, HT_FLAGSHIP, out);
        }
    }
    /* Step 3: "Once no defending ships remain, hit any of their defending
     * buildings instead." Step 4 hits buildings only. */
    if (pool == HP_DEF_BUILDINGS || (pool == HP_DEF_SHIPS && n == 0)) {
        for (int i = 0, places = building_places(g); i < places; i++) {
            uint8_t bld = s->bld[i];
            if (!(bld & BLD_OCCUPIED) || (int)BLD_OWNER(bld) != b->defender) continue;
            /* (Blight is never hit by building hits: it owns no building.) */
            bool same = false;
            for (int j = 0; j < i; j++) same |= s->bld[j] == bld;
            if (!same) out[n++] = (uint8_t)(HT_BUILDING + i);
        }
        /* Building hits reach a defending Flagship's board ("The attacker
         * hits your Upgrades and Armor with [building hits]"). */
        if (pool == HP_DEF_BUILDINGS && flagship_battles(g, victim))
            n += flagship_hit_targets(g, victim, HT_FLAGSHIP, out + n);
        /* Hook point BUILDING_PIECE: pieces "harmed ... like buildings"
         * (ARCS-F1003 Banners) are hit as defending buildings are, a fresh
         * one and a damaged one being the two targets. */
        if (victim < MAX_PLAYERS && other_sources(g)) {
            unsigned k = cards_building_pieces(g, victim, b->system);
            /* Tough pieces (Bunkers, ARCS-F1803) take 2 hits each: none
             * with 1 hit left (it is lost, as on the Blight). */
            if ((k & BUILDING_PIECES_TOUGH) && (pool == HP_DEF_BUILDINGS ? b->bldg_hits : b->ship_hits) < 2) k = 0;
            if (k & 0xFFu) out[n++] = HT_CARD_PIECE_FRESH;
            if ((k >> 8) & 0xFFu) out[n++] = HT_CARD_PIECE_DAMAGED;
        }
    }
    return n;
}

/* Hit a building: a fresh one is damaged, a damaged one destroyed and taken
 * as a Trophy by destroyer (Base rulebook, Battle: "If you hit a damaged
 * piece, it is destroyed"). A destroyed city provokes Outrage and Ransack. */
static void hit_building(game_state *g, int sys, int slot, int destroyer) {
    char sn[16];
    uint8_t bld = g->sys[sys].bld[slot];
    int owner = (int)BLD_OWNER(bld);
    bool port = BLD_IS_STARPORT(bld);
    const char *what = port ? "starport" : "city";
    char on[16];
    if (!BLD_IS_DAMAGED(bld)) {
        g->sys[sys].bld[slot] = (uint8_t)(bld | BLD_DAMAGED);
        glog(g, "%s's %s in %s is damaged.", side_name(owner, on), what, sname(g, sys, sn));
        return;
    }
    g->sys[sys].bld[slot] = 0;
    /* Per-piece marks of the removed building do not carry to a new one. */
    clear_building_marks(g, sys, slot);
    if (!port) campaign_event(g, EVT_CITY_REMOVED, destroyer, owner, sys);
    if (owner == OWNER_FREE) {
        /* The Free States: "Take Free buildings you destroy as Trophies." */
        if (port) g->camp.trophy_free_starports[destroyer]++;
        else g->camp.trophy_free_cities[destroyer]++;
    } else if (port) {
        g->pl[destroyer].trophy_starports[owner]++;
    } else {
        g->pl[destroyer].trophy_cities[owner]++;
    }
    campaign_event(g, EVT_TROPHY_TAKEN, destroyer, port ? TROPHY_EV_STARPORT : TROPHY_EV_CITY, 1);
    glog(g, "%s's %s in %s is destroyed: a Trophy for Player %d.", side_name(owner, on), what, sname(g, sys, sn),
         destroyer + 1);
    if (!port) city_destroyed(g, destroyer, owner, sys);
}

/* Apply one hit of a pool to a target (already known to be legal). */
static void apply_hit(game_state *g, int pool, int target) {
    battle_state *b = &g->battle;
    int victim = pool == HP_ATTACKER ? b->attacker : b->defender;
    /* Base rulebook, Battle: the attacker takes destroyed defending pieces as
     * Trophies; the defender takes destroyed attacking pieces as Trophies
     * (campaign: trophy_taker_of_attackers). */
    int destroyer = pool == HP_ATTACKER ? trophy_taker_of_attackers(g) : b->attacker;
    uint8_t *count = hit_counter(g, pool);
    if (*count) (*count)--;
    system_state *s = &g->sys[b->system];
    char sn[16];
    if (target >= HT_CARD_PIECE_FRESH) {
        if (pool == HP_ATTACKER && b->step != BS_RAILGUN && cards_attack_card_ships(g, victim))
            cards_attack_card_ship_hit(g, victim, target == HT_CARD_PIECE_DAMAGED);
        else if (pool == HP_ATTACKER) /* another player's ships (BATTLE_GUARD) */
            cards_attack_ally_hit(g, victim, target == HT_CARD_PIECE_DAMAGED, destroyer);
        else {
            /* Tough (BUILDING_PIECES_TOUGH): this hit and the next. */
            if (*count && (cards_building_pieces(g, victim, b->system) & BUILDING_PIECES_TOUGH)) (*count)--;
            cards_building_piece_hit(g, victim, b->system, target == HT_CARD_PIECE_DAMAGED, destroyer);
        }
        return;
    }
    if (target >= HT_FLAGSHIP) {
        flagship_take_hit(g, victim, target - HT_FLAGSHIP, destroyer);
        return;
    }
    if (target >= HT_IMPERIAL_FRESH) {
        campaign_state *c = &g->camp;
        int sys = b->system;
        if (target == HT_IMPERIAL_FRESH) {
            c->imperial[sys][0]--;
            c->imperial[sys][1]++;
            if (pool == HP_ATTACKER) b->imperial[0]--, b->imperial[1]++;
            glog(g, "An Imperial ship in %s is damaged.", sname(g, sys, sn));
        } else if (target == HT_IMPERIAL_DAMAGED) {
            c->imperial[sys][1]--;
            if (pool == HP_ATTACKER) b->imperial[1]--;
            if (destroyer != NO_PLAYER) c->trophy_imperial[destroyer]++;
            else c->imperial_supply++;
            if (destroyer != NO_PLAYER) campaign_event(g, EVT_TROPHY_TAKEN, destroyer, TROPHY_EV_IMPERIAL, 1);
            glog(g, "An Imperial ship in %s is destroyed%s.", sname(g, sys, sn),
                 destroyer != NO_PLAYER ? ": a Trophy" : "");
            if (destroyer == NO_PLAYER) campaign_event(g, EVT_SHIPS_DESTROYED, NO_PLAYER, OWNER_EMPIRE, 1);
        } else {
            /* Tough: this hit and the next one (but for Blight Hunters'
             * holder, ARCS-F1305: this one alone). */
            int hits = cards_blight_one_hit(g, b->attacker) ? 1 : 2;
            if (hits == 2 && *count) (*count)--;
            if (target == HT_BLIGHT_FRESH) {
                c->blight[sys][0]--;
                c->blight[sys][1]++;
                glog(g, "%d hit%s damage%s a Blight in %s.", hits, hits == 2 ? "s" : "", hits == 2 ? "" : "s",
                     sname(g, sys, sn));
                blight_harmed_event(g, destroyer, false, 1);
            } else {
                c->blight[sys][1]--;
                c->trophy_blight[destroyer]++;
                campaign_event(g, EVT_TROPHY_TAKEN, destroyer, TROPHY_EV_BLIGHT, 1);
                glog(g, "%d hit%s destroy%s a Blight in %s: a Trophy for Player %d.", hits, hits == 2 ? "s" : "",
                     hits == 2 ? "" : "s", sname(g, sys, sn), destroyer + 1);
                blight_harmed_event(g, destroyer, true, 1);
            }
        }
        return;
    }
    if (target == HT_FRESH_SHIP) {
        s->fresh[victim]--;
        s->damaged[victim]++;
        glog(g, "Player %d's ship in %s is damaged.", victim + 1, sname(g, b->system, sn));
    } else if (target == HT_DAMAGED_SHIP) {
        s->damaged[victim]--;
        if (destroyer == NO_PLAYER) {
            /* Destroyed by the Free States or the Blight (or the Empire
             * without a First Regent): back to the owner's supply. */
            g->pl[victim].ships_supply++;
            glog(g, "Player %d's ship in %s is destroyed.", victim + 1, sname(g, b->system, sn));
            campaign_event(g, EVT_SHIPS_DESTROYED, NO_PLAYER, victim, 1);
        } else {
            g->pl[destroyer].trophy_ships[victim]++;
            campaign_event(g, EVT_TROPHY_TAKEN, destroyer, TROPHY_EV_SHIP, 1);
            glog(g, "Player %d's ship in %s is destroyed: a Trophy for Player %d.", victim + 1,
                 sname(g, b->system, sn), destroyer + 1);
        }
    } else {
        hit_building(g, b->system, target - HT_BUILDING, destroyer);
    }
}

/* Assign the pending hits of a pool, one at a time. Returns true when the
 * pool is done, false when a decision was pushed (the attacker's choice of
 * target, or a decision from a destroyed city). */
static bool assign_hits(game_state *g, int pool) {
    uint8_t *count = hit_counter(g, pool);
    static const char *const POOL_NAMES[3] = {"attacking ships", "defending ships", "defending buildings"};
    while (*count) {
        uint8_t t[HIT_TARGETS_MAX];
        int n = hit_targets(g, pool, t);
        if (n == 0) {
            glog(g, "%d hit(s) on the %s lost: no target left.", *count, POOL_NAMES[pool]);
            *count = 0;
            break;
        }
        if (n == 1) {
            int depth = g->depth;
            apply_hit(g, pool, t[0]);
            if (g->depth != depth) return false;
            continue;
        }
        frame *f = push_frame(g, FR_BATTLE_HIT, g->battle.attacker);
        f->a = (uint8_t)pool;
        return false;
    }
    return true;
}

/* ---- raiding ---- */

static bool guild_raidable(int card, int keys) {
    /* Only Guild cards have a raid cost; a card without one cannot be stolen. */
    const card_info *ci = &card_table[card];
    return ci->kind == CK_GUILD && ci->keys > 0 && ci->keys <= keys;
}

/* Append the steals affordable with the keys left. */
static int raid_options(const game_state *g, move_list *out) {
    const battle_state *b = &g->battle;
    int n = 0;
    if (b->defender >= MAX_PLAYERS) {
        /* The Free States, "Raiding": gain exactly 1 resource of the
         * planet type by spending a key (campaign-plan §4.11: 1 key), once
         * per battle (raid_apply then spends every key). Nothing to steal
         * from the Empire or the Blight. */
        int r = planet_type(b->system);
        if (b->defender != OWNER_FREE || r < 0 || !b->keys || !g->res_supply[r]) return 0;
        if (out) add_move(out, ARCS_MOVE_RAID, b->attacker, 2, 0, 0, 0);
        return 1;
    }
    const player_state *def = &g->pl[b->defender];
    /* Hook point RAID_STEAL (campaign): raid dice only a card allowed
     * limit the steals to resources, so many (the card says how many). */
    int limit = -1;
    if (is_campaign(g)) {
        int fresh, damaged;
        defending_ships(g, &fresh, &damaged);
        limit = cards_raid_steal_limit(g, b->attacker, damaged);
        if (!limit) return 0;
    }
    for (int i = 0; i < RES_SLOTS_MAX; i++) /* a card's slot too (Ancient Holdings) */
        /* Hook point STEAL_CHECK: cards that forbid some steals. */
        if ((unsigned)(def->res[i] - 1) < NUM_RES && res_slot_keys(i) <= b->keys &&
            cards_may_steal(g, b->attacker, b->defender, -1)) {
            if (out) add_move(out, ARCS_MOVE_RAID, b->attacker, 0, i, 0, 0);
            n++;
        }
    if (limit > 0) return n;
    for (int j = 0; j < def->guild_count; j++)
        if (guild_raidable(def->guild[j], b->keys) && cards_may_steal(g, b->attacker, b->defender, def->guild[j])) {
            if (out) add_move(out, ARCS_MOVE_RAID, b->attacker, 1, j, 0, 0);
            n++;
        }
    /* Hook point SLOT_TOKEN: the defender's card-owned tokens (campaign:
     * Golems in slots and on Golem Hearth, ARCS-F503, F505). */
    if (is_campaign(g) && cards_may_steal(g, b->attacker, b->defender, -1))
        n += cards_raid_token_moves(g, b->attacker, b->defender, b->keys, out);
    return n;
}

/* "Raiding": the stolen token leaves the defender's slot and is placed by
 * the attacker like any resource taken ("Resources": place it in an empty
 * slot, rearranging, discarding what cannot be held); receive_resource()
 * pushes that placement when there is a choice. */
void steal_resource(game_state *g, int thief, int victim, int slot) {
    int r = g->pl[victim].res[slot] - 1;
    g->pl[victim].res[slot] = RES_EMPTY;
    glog(g, "Player %d steals a %s from Player %d (slot %d).", thief + 1, resource_name(r), victim + 1, slot + 1);
    /* Hook point RAID_STEAL (campaign): a card may take what p stole. */
    if (is_campaign(g) && cards_resource_stolen(g, thief, r)) return;
    receive_resource(g, thief, r);
}

/* ---- Destroying Cities: Outrage and Ransack ---- */

void provoke_outrage(game_state *g, int p, int r) {
    player_state *pl = &g->pl[p];
    /* Base rulebook, "Destroying Cities", step 1: discard all resources and
     * Guild cards of that type, the cards to the face-up Court discard pile. */
    int held = resources_held(pl, r);
    discard_resources_of_type(g, p, r);
    if (held) glog(g, "Player %d discards %d %s (Outrage).", p + 1, held, resource_name(r));
    for (int i = 0; i < pl->guild_count;) {
        int card = pl->guild[i];
        const card_info *ci = &card_table[card];
        /* Hook point PROVOKE_OUTRAGE: cards that say "If you Provoke
         * Outrage, keep this card." */
        if (ci->kind != CK_GUILD || ci->suit != r || cards_kept_on_outrage(g, p, card)) {
            i++;
            continue;
        }
        memmove(&pl->guild[i], &pl->guild[i + 1], (size_t)(pl->guild_count - i - 1) * sizeof pl->guild[0]);
        pl->guild[--pl->guild_count] = 0;
        if (g->court_discard_len < court_pile_max(g)) court_discard_pile(g)[g->court_discard_len++] = (uint16_t)card;
        glog(g, "Player %d discards %s (Outrage).", p + 1, ci->name);
    }
    /* "If you already have Outrage of the city's type, perform both steps
     * except placing the agent." Without an agent in supply, a placeholder
     * marks the slot until one returns (Fine Print, "Pieces & Piece Limits";
     * return_agent() places it). */
    uint8_t bit = (uint8_t)(1u << r);
    if (pl->outrage & bit) {
        glog(g, "Player %d is already Outraged of %s.", p + 1, resource_name(r));
    } else if (pl->agents_supply) {
        pl->outrage |= bit;
        pl->agents_supply--;
        glog(g, "Player %d covers the %s Outrage icon with an agent.", p + 1, resource_name(r));
    } else {
        pl->outrage |= bit;
        pl->outrage_placeholder |= bit;
        glog(g, "Player %d covers the %s Outrage icon with a placeholder (no agent in supply).", p + 1, resource_name(r));
    }
    /* Campaign: "When you Provoke Outrage" cards (Sycophants). */
    campaign_event(g, EVT_OUTRAGE_PROVOKED, p, r, 0);
}

/* Court cards with any number (at least 1) of owner's agents, but the
 * places in `barred` (bit per place). */
static int ransack_cards(const game_state *g, int owner, unsigned barred, uint8_t *out) {
    int n = 0;
    for (int pos = 0; pos < g->court_row_len && pos < COURT_ROW_MAX; pos++)
        if (g->court_row[pos] != NO_COURT_CARD && g->court_agents[pos][owner] && !((barred >> pos) & 1u))
            out[n++] = (uint8_t)pos;
    return n;
}

/* Campaign, hook point COURT_ACCESS: the places p may not Ransack having
 * destroyed a city in sys (Feudal Courts, ARCS-F1618, the Warden's Act
 * III: a card with a Court token, only from its own Fief). */
static unsigned ransack_barred(const game_state *g, int p, int sys) {
    return is_campaign(g) && other_sources(g) ? cards_court_places_barred(g, p, sys) : 0;
}

/* Base rulebook, "Destroying Cities", step 2: secure the card, taking all
 * Rival agents on it as Trophies, not Captives; own agents return as when
 * securing (Base rulebook, "Secure"). */
static void ransack_card(game_state *g, int p, int pos) {
    int card = g->court_row[pos];
    int taken = 0, waiting = 0;
    /* Campaign: before the agents are taken (Feudal Courts, ARCS-F1618). */
    campaign_event(g, EVT_SECURING, p, pos, pos == COUNCIL_PLACE);
    /* Ransacking secures the card: court_take_card notes it for "You can't
     * use Prelude actions on cards secured this Prelude". A card whose When
     * Secured places all agents on it elsewhere keeps them
     * from being Trophies: its text wins. */
    if (is_campaign(g) && cards_secured_agents_all(card)) {
        glog(g, "Player %d ransacks the Court: secures %s.", p + 1, card_table[card].name);
        court_take_card_agents(g, p, pos, secured_agents_wait_all(g, pos));
        return;
    }
    for (int q = 0; q < g->num_players; q++) {
        int n = g->court_agents[pos][q];
        g->court_agents[pos][q] = 0;
        if (q == p && n && is_campaign(g) && cards_secured_agents_move(card)) {
            /* Council Intrigue: they wait for its When Secured. */
            waiting = n;
            g->pl[p].agents_supply = (uint8_t)(g->pl[p].agents_supply + n);
        } else if (q == p) {
            while (n--) return_agent(g, p);
        } else {
            g->pl[p].trophy_agents[q] = (uint8_t)(g->pl[p].trophy_agents[q] + n);
            taken += n;
        }
    }
    glog(g, "Player %d ransacks the Court: secures %s and takes %d Rival agent(s) as Trophies.", p + 1, card_table[card].name,
         taken);
    if (taken) campaign_event(g, EVT_TROPHY_TAKEN, p, TROPHY_EV_AGENT, taken);
    court_take_card_agents(g, p, pos, waiting);
}

void city_destroyed(game_state *g, int destroyer, int owner, int sys) {
    int r = planet_type(sys);
    /* Hook point CITY_OUTRAGE (campaign): no Outrage for this city (Feudal
     * Law: a Vassal destroying a Rival Vassal's city in the Fief). */
    if (is_campaign(g) && other_sources(g) && cards_spare_city_outrage(g, destroyer, owner, sys)) {
        glog(g, "Player %d Provokes no Outrage destroying this city (a law of the booklet).", destroyer + 1);
        r = -2;
    }
    /* A city on a gate has the types a card gives it (hook point CITY_TYPE:
     * Gate Stations, "Provoke Outrage of all those city types"); without
     * one it provokes no Outrage (faq.csv, Gate Stations). */
    if (r >= 0) provoke_outrage(g, destroyer, r);
    else if (r == -1 && other_sources(g))
        for (unsigned t = cards_gate_city_types(g, sys); t; t &= t - 1) provoke_outrage(g, destroyer, __builtin_ctz(t));
    /* Ransack is not optional: "Secure any card that has any number of the
     * defender's agents." When several cards qualify, the destroyer picks. */
    uint8_t cards[COURT_ROW_MAX];
    unsigned barred = owner < g->num_players ? ransack_barred(g, destroyer, sys) : 0;
    int n = owner < g->num_players ? ransack_cards(g, owner, barred, cards) : 0;
    /* Hook point BATTLE_GUARD: Beloved, "Rivals cannot Ransack the Court
     * when they battle you." */
    if (n && other_sources(g) && g->battle.active && !g->ll.rifles && owner == g->battle.defender &&
        cards_stops_ransack(g, owner))
        return;
    if (n == 0 && barred && ransack_cards(g, owner, 0, cards)) {
        glog(g, "Player %d may Ransack no Court card with Player %d's agents (a law of the booklet).", destroyer + 1,
             owner + 1);
    } else if (n == 0) {
        if (owner < g->num_players) glog(g, "No Court card has Player %d's agents: nothing to ransack.", owner + 1);
    } else if (n == 1) {
        ransack_card(g, destroyer, cards[0]);
    } else {
        frame *f = push_frame(g, FR_RANSACK, destroyer);
        f->a = (uint8_t)owner;
        if (is_campaign(g)) f->b = (uint8_t)sys; /* the destroyed city's system (COURT_ACCESS) */
    }
}

/* ---- the battle walk ---- */

static void set_system(game_state *g, int sys) {
    g->battle.system = (uint8_t)sys;
    g->battle.step = BS_DEFENDER;
}

/* The pieces of q that p holds as Trophies. */
static int trophies_of(const game_state *g, int p, int q) {
    const player_state *pl = &g->pl[p];
    return pl->trophy_ships[q] + pl->trophy_cities[q] + pl->trophy_starports[q] + pl->trophy_agents[q];
}

static void set_defender(game_state *g, int q) {
    char sn[16], qn[16];
    battle_state *b = &g->battle;
    b->defender = (uint8_t)q;
    b->step = BS_IMPERIAL;
    glog(g, "Battle: Player %d attacks %s in %s.", b->attacker + 1, side_name(q, qn), sname(g, b->system, sn));
}

/* The start of the battle, once the attacking ships are known (after the
 * campaign's Imperial ships joined): the hooks that look at it, then step 3. */
static void battle_started(game_state *g) {
    battle_state *b = &g->battle;
    int q = b->defender;
    b->step = BS_DICE_ASSAULT;
    /* Campaign event: the attacking ships are known (n: Imperial ships
     * among them; the Admiral's objective). */
    campaign_event(g, EVT_BATTLE_STARTED, b->attacker, 0, b->imperial[0] + b->imperial[1]);
    if (!other_sources(g)) return;
    /* Hook point INTERCEPT: Signal Breaker looks at the attacking ships at
     * the start of the battle, before Railgun Arrays (faq.csv); damaged
     * Imperial ships and added ones (BATTLE_GUARD) in the attack count. */
    if (!g->sys[b->system].damaged[b->attacker] && !b->imperial[1] && cards_ignores_intercept(g, b->attacker) &&
        !(cards_attack_ally_ships(g, b->attacker) >> 8))
        b->all_fresh = 1;
    /* The Free States, the Empire and the Blight hold no play area. */
    if (q >= MAX_PLAYERS) return;
    if (cards_watch_trophies(g, q)) b->trophies_at_start = (uint8_t)(trophies_of(g, b->attacker, q) + 1);
    /* Hook point BATTLE_GUARD: Railgun Arrays, "before the attacker
     * collects dice, they must take 1 hit if any Loyal defending ships are
     * fresh." A defending Flagship is one (yaml "Ship Improvements.": a
     * fresh Loyal ship). */
    if ((g->sys[b->system].fresh[q] || flagship_battles(g, q)) && cards_fresh_ships_hit_first(g, q)) {
        glog(g, "Railgun Arrays: Player %d's attacking ships take 1 hit.", b->attacker + 1);
        b->self_hits = 1;
        b->step = BS_RAILGUN;
    }
}

/* Count the rolled faces into the results to resolve. */
static void tally_faces(game_state *g) {
    battle_state *b = &g->battle;
    int self = 0, hit = 0, bldg = 0, key = 0, icpt = 0;
    for (int i = 0; i < b->nfaces; i++) {
        const die_face *f = &FACES[b->faces[i] / 6][b->faces[i] % 6];
        self += f->self;
        icpt += f->intercept;
        hit += f->hit;
        bldg += f->bldg;
        key += f->key;
    }
    b->self_hits = (uint8_t)self;
    b->intercepts = (uint8_t)icpt;
    b->ship_hits = (uint8_t)hit;
    b->bldg_hits = (uint8_t)bldg;
    b->keys = (uint8_t)key;
}

/* Log the rolled faces and their totals. */
static void log_faces(game_state *g) {
    battle_state *b = &g->battle;
    if (!log_enabled(g)) return;
    if (b->nfaces) {
        char line[480], ft[40];
        size_t len = 0;
        line[0] = 0;
        for (int i = 0; i < b->nfaces && len < sizeof line - 48; i++) {
            int t = b->faces[i] / 6, face = b->faces[i] % 6;
            len += (size_t)snprintf(line + len, sizeof line - len, "%s%s %s", i ? ", " : "", DIE_LOG_NAMES[t],
                                    face_text(t, face, ft));
        }
        glog(g, "Rolled: %s.", line);
    }
    glog(g, "Totals: %d self-hit(s), %d intercept(s), %d hit(s), %d building hit(s), %d key(s).", b->self_hits,
         b->intercepts, b->ship_hits, b->bldg_hits, b->keys);
}

/* Roll the collected dice in order (assault, skirmish, raid) and total their
 * symbols. Returns false while chance still has to decide a die. */
static bool roll_dice(game_state *g) {
    battle_state *b = &g->battle;
    int total = b->dice[0] + b->dice[1] + b->dice[2];
    if (b->nfaces == 0)
        glog(g, "Player %d collects %d assault, %d skirmish and %d raid dice.", b->attacker + 1, b->dice[0],
             b->dice[1], b->dice[2]);
    while (b->nfaces < total && b->nfaces < BATTLE_DICE_MAX) {
        int i = b->nfaces, t = i < b->dice[0] ? DIE_ASSAULT : i < b->dice[0] + b->dice[1] ? DIE_SKIRMISH : DIE_RAID;
        int face;
        if (!roll_die(g, t, &face)) return false;
        battle_die_rolled(g, t, face);
    }
    tally_faces(g);
    log_faces(g);
    return true;
}

/* Reroll the dice still marked in b->reroll, each in its place (the last one
 * recounts the results). Returns false while chance still has to decide a
 * die (battle_die_rolled fills it in). */
static bool reroll_dice(game_state *g) {
    battle_state *b = &g->battle;
    while (reroll_mask(b)) {
        int i = __builtin_ctz(reroll_mask(b)), face;
        if (!roll_die(g, b->faces[i] / 6, &face)) return false;
        battle_die_rolled(g, b->faces[i] / 6, face);
    }
    return true;
}

void battle_reroll(game_state *g, uint32_t mask) {
    set_reroll_mask(&g->battle, mask & ((1u << g->battle.nfaces) - 1));
    reroll_dice(g);
}

void battle_ships_placed(game_state *g, int p, int sys, int n) {
    battle_state *b = &g->battle;
    /* A faq.csv ruling on a Vox card that places ships (lib/cards): ships a
     * card effect places in the battle system during the battle (after a
     * Ransack) do not count as attacking ships. */
    if (b->active && p == b->attacker && sys == b->system) b->reinforcements = (uint8_t)(b->reinforcements + n);
}

/* Zero the battle state, keeping the queue of forced faces. */
static void reset_battle(battle_state *b) {
    uint8_t forced[BATTLE_DICE_MAX];
    uint8_t nforced = b->nforced;
    memcpy(forced, b->forced, sizeof forced);
    memset(b, 0, sizeof *b);
    memcpy(b->forced, forced, sizeof forced);
    b->nforced = nforced;
}

static void finish_battle(game_state *g) {
    battle_state *b = &g->battle;
    char sn[16];
    glog(g, g->ll.rifles ? "Fire Rifles at %s ends." : "Battle in %s ends.", sname(g, b->system, sn));
    reset_battle(b);
    g->ll.rifles = 0;
}

/* FR_BATTLE_RESOLVE: run the battle until a decision is pushed or it ends. */
static void resolve_apply(game_state *g, arcs_move m) {
    (void)m;
    battle_state *b = &g->battle;
    int depth = g->depth;
    uint8_t opts[SYSTEMS_MAX];
    char sn[16];
    /* A reroll (AFTER_ROLL card) waiting for chance to decide its dice. */
    if (reroll_mask(b) && !reroll_dice(g)) return;
    while (g->depth == depth) {
        switch (b->step) {
        case BS_SYSTEM: {
            int n = battle_systems(g, b->attacker, opts);
            if (n == 0) {
                b->step = BS_DONE;
            } else if (n == 1) {
                glog(g, "Player %d battles in %s, the only possible battle system.", b->attacker + 1, sname(g, opts[0], sn));
                set_system(g, opts[0]);
            } else {
                push_frame(g, FR_BATTLE_SYSTEM, b->attacker);
            }
            break;
        }
        case BS_DEFENDER: {
            int n = defenders_in(g, b->attacker, b->system, opts);
            if (n == 0) b->step = BS_DONE;
            else if (n == 1) set_defender(g, opts[0]);
            else push_frame(g, FR_BATTLE_DEFENDER, b->attacker);
            break;
        }
        case BS_IMPERIAL:
            /* Hook point BATTLE_GUARD: a card may add another player's
             * ships to the attack first (Judge's Chosen; a decision). */
            if (is_campaign(g) && other_sources(g) && !g->ll.rifles && cards_attack_allies(g, b->attacker)) break;
            /* "Empire May Attack": a Regent may add Imperial ships in the
             * battle system to their attacking ships; not one a law denies
             * the Imperial Fleet (Martial Law). */
            if (is_regent_player(g, b->attacker) && imperial_in(g, b->system) && b->defender != OWNER_EMPIRE &&
                !fleet_command_denied(g, b->attacker))
                push_frame(g, FR_BATTLE_IMPERIAL, b->attacker);
            else battle_started(g);
            break;
        case BS_DICE_ASSAULT:
        case BS_DICE_SKIRMISH:
        case BS_DICE_RAID: {
            int type = b->step - BS_DICE_ASSAULT;
            if (dice_max(g, type) == 0) {
                b->dice[type] = 0;
                b->step++;
            } else {
                frame *f = push_frame(g, FR_BATTLE_DICE, b->attacker);
                f->a = (uint8_t)type;
            }
            break;
        }
        case BS_ROLL:
            if (!roll_dice(g)) return; /* chance decides the next die first */
            b->step = BS_SELF;
            /* Hook point AFTER_ROLL: "After you roll in battle" effects
             * (their decisions come before any result is resolved). */
            if (!g->ll.rifles) cards_after_roll(g, b->attacker);
            break;
        case BS_SELF:
            if (assign_hits(g, HP_ATTACKER)) b->step = BS_INTERCEPT;
            break;
        case BS_RAILGUN:
            if (assign_hits(g, HP_ATTACKER)) b->step = BS_DICE_ASSAULT;
            break;
        case BS_INTERCEPT:
            /* 4.2: any intercept face: one hit on the attacking ships per
             * fresh defending ship, once per battle. Hook point INTERCEPT:
             * Signal Breaker ignores 1 rolled intercept, Mirror Plating adds
             * 1 that is not rolled (faq.csv, Signal Breaker). */
            /* Campaign: fresh Imperial ships on the defending side intercept
             * too; the Blight and the Free States do not intercept. */
            if (b->all_fresh && b->intercepts && !b->intercepted) {
                b->intercepts--;
                glog(g, "Signal Breaker: Player %d ignores 1 intercept.", b->attacker + 1);
            }
            b->all_fresh = 0;
            if (b->dice[DIE_ASSAULT] && !b->intercepted && other_sources(g) && b->defender < MAX_PLAYERS &&
                cards_adds_intercept(g, b->defender)) {
                b->intercepts++;
                glog(g, "Mirror Plating: Player %d adds 1 intercept.", b->defender + 1);
            }
            if (b->intercepts && !b->intercepted) {
                int fresh, damaged;
                char qn[16];
                defending_ships(g, &fresh, &damaged);
                /* A defending Flagship intercepts only with a Defense
                 * Array (yaml "Does Not Intercept."). */
                if (is_campaign(g) && b->defender < MAX_PLAYERS) fresh += flagship_intercept_hits(g, b->defender);
                b->intercepted = 1;
                b->self_hits = (uint8_t)fresh;
                glog(g, "%s intercepts: %d hit(s) on Player %d's attacking ships.", side_name(b->defender, qn),
                     b->self_hits, b->attacker + 1);
            }
            b->step = BS_INTERCEPT_HITS;
            break;
        case BS_INTERCEPT_HITS:
            if (assign_hits(g, HP_ATTACKER)) b->step = BS_SHIPS;
            break;
        case BS_SHIPS:
            if (assign_hits(g, HP_DEF_SHIPS)) b->step = BS_BUILDINGS;
            break;
        case BS_BUILDINGS:
            if (assign_hits(g, HP_DEF_BUILDINGS)) {
                b->step = BS_RAID;
                /* Campaign: the end of dealing hits (EVT_HITS_DEALT; its
                 * decisions come before the raid). */
                if (!g->ll.rifles) campaign_event(g, EVT_HITS_DEALT, b->attacker, b->defender, b->system);
            }
            break;
        case BS_RAID:
            /* 4.5 and "Raiding": only with attacking ships left, one steal at
             * a time, while keys last and the attacker wants to. */
            if (b->keys && attacking_pieces(g) <= b->reinforcements) {
                glog(g, "No attacking ships left: %d key(s) unused.", b->keys);
                b->keys = 0;
            }
            if (b->keys && raid_options(g, NULL)) {
                push_frame(g, FR_BATTLE_RAID, b->attacker);
            } else {
                b->step = BS_DONE;
            }
            break;
        default: {
            int attacker = b->attacker, defender = b->defender, sys = b->system;
            bool took = b->trophies_at_start && trophies_of(g, attacker, defender) + 1 > b->trophies_at_start;
            bool rifles = g->ll.rifles;
            finish_battle(g);
            pop_frame(g);
            if (is_campaign(g)) cards_raid_dice_by_card(g, attacker, -1); /* hook point RAID_STEAL */
            /* Hook point AFTER_BATTLE: "After you battle as the attacker",
             * "After defending in battle, ... if the attacker took any
             * Trophies" (their decisions come after the battle). */
            if (other_sources(g) && !rifles) cards_after_battle(g, attacker, sys);
            if (took) cards_after_defending(g, defender);
            return;
        }
        }
    }
}

void battle_begin(game_state *g, int p) {
    battle_state *b = &g->battle;
    reset_battle(b);
    b->active = 1;
    b->attacker = (uint8_t)p;
    b->step = BS_SYSTEM;
    push_frame(g, FR_BATTLE_RESOLVE, p);
}

void skirmish_fire(game_state *g, int p, int defender, int sys, int dice) {
    battle_state *b = &g->battle;
    reset_battle(b);
    b->active = 1;
    g->ll.rifles = 1;
    b->attacker = (uint8_t)p;
    b->defender = (uint8_t)defender;
    b->system = (uint8_t)sys;
    b->dice[DIE_SKIRMISH] = (uint8_t)(dice < 6 ? dice : 6);
    b->step = BS_ROLL;
    push_frame(g, FR_BATTLE_RESOLVE, p);
    /* Choosing a defender is harm (Campaign rulebook, Extended Glossary),
     * outside a battle: before the dice. */
    harm_event(g, p, defender, sys);
}

void battle_begin_at(game_state *g, int p, int defender, int sys) {
    battle_begin(g, p);
    set_system(g, sys);
    set_defender(g, defender);
}

void battle_withdraw(game_state *g) {
    if (g->depth && top_frame(g)->kind == FR_BATTLE_RESOLVE) pop_frame(g);
    reset_battle(&g->battle);
}

/* ---- decision frames ---- */

static void system_enum(const game_state *g, const frame *f, move_list *out) {
    uint8_t s[SYSTEMS_MAX];
    int n = battle_systems(g, f->player, s);
    for (int i = 0; i < n; i++) add_move(out, ARCS_MOVE_BATTLE_SYSTEM, f->player, s[i], 0, 0, 0);
}

static void system_apply(game_state *g, arcs_move m) {
    pop_frame(g);
    set_system(g, m.a);
}

static void defender_enum(const game_state *g, const frame *f, move_list *out) {
    uint8_t q[DEFENDERS_MAX];
    int n = defenders_in(g, f->player, g->battle.system, q);
    for (int i = 0; i < n; i++) add_move(out, ARCS_MOVE_BATTLE_DEFENDER, f->player, q[i], 0, 0, 0);
}

static void defender_apply(game_state *g, arcs_move m) {
    pop_frame(g);
    set_defender(g, m.a);
}

/* Collecting fewer dice than the maximum is allowed ("You may collect fewer
 * dice than the maximum"), down to none at all: each die is a "may". */
/* Most dice of the types after `type` that could still be collected with
 * `left` dice to go. */
static int later_capacity(const game_state *g, int type, int left) {
    int n = 0;
    for (int t = type + 1; t <= DIE_RAID && left > 0; t++) {
        if (t == DIE_RAID && !raid_dice_allowed(g)) break;
        int k = left < 6 ? left : 6;
        n += k;
        left -= k;
    }
    return n;
}

static void dice_enum(const game_state *g, const frame *f, move_list *out) {
    int max = dice_max(g, f->a);
    /* Hook point COLLECT_DICE: dice that must be collected (Committed,
     * faq.csv Rebel: "collecting these two dice is mandatory"). */
    int need = other_sources(g) ? cards_min_dice(g, f->player) : 0, have = 0;
    if (!need) {
        for (int n = 0; n <= max; n++) add_move(out, ARCS_MOVE_DICE, f->player, f->a, n, 0, 0);
        return;
    }
    const battle_state *b = &g->battle;
    for (int t = 0; t < f->a; t++) have += b->dice[t];
    int cap = dice_pool(g) - have;
    for (int n = 0; n <= max; n++)
        if (!need || have + n + later_capacity(g, f->a, cap - n) >= need || n == max)
            add_move(out, ARCS_MOVE_DICE, f->player, f->a, n, 0, 0);
}

static void dice_apply(game_state *g, arcs_move m) {
    pop_frame(g);
    g->battle.dice[m.a] = m.b;
    g->battle.step++;
    /* Hook point RAID_STEAL: raid dice that only a card allowed. */
    if (m.a == DIE_RAID && m.b && is_campaign(g) && !raid_dice_limit(g)) cards_raid_dice_by_card(g, g->battle.attacker, m.b);
}

/* FR_BATTLE_IMPERIAL: how many of the Imperial ships there join the
 * attack (fresh, damaged), none to all; at least one when the attacker has
 * no Loyal ship there (a battle with Imperial ships alone, Imperial
 * Officers). */
static void imperial_enum(const game_state *g, const frame *f, move_list *out) {
    int sys = g->battle.system, least = ships_in(g, f->player, sys) ? 0 : 1;
    for (int fr = 0; fr <= g->camp.imperial[sys][0]; fr++)
        for (int dm = 0; dm <= g->camp.imperial[sys][1]; dm++)
            if (fr + dm >= least) add_move(out, ARCS_MOVE_ADD_IMPERIAL, f->player, fr, dm, 0, 0);
}

static void imperial_apply(game_state *g, arcs_move m) {
    pop_frame(g);
    g->battle.imperial[0] = m.a;
    g->battle.imperial[1] = m.b;
    if (m.a + m.b) glog(g, "Player %d adds %d fresh and %d damaged Imperial ships to the attack.", m.player + 1, m.a, m.b);
    battle_started(g);
}

static void hit_enum(const game_state *g, const frame *f, move_list *out) {
    uint8_t t[HIT_TARGETS_MAX];
    int n = hit_targets(g, f->a, t);
    for (int i = 0; i < n; i++) add_move(out, ARCS_MOVE_HIT, f->player, t[i], 0, 0, 0);
}

static void hit_apply(game_state *g, arcs_move m) {
    int pool = top_frame(g)->a;
    pop_frame(g);
    apply_hit(g, pool, m.a);
}

static void raid_enum(const game_state *g, const frame *f, move_list *out) {
    raid_options(g, out);
    add_move(out, ARCS_MOVE_RAID_STOP, f->player, 0, 0, 0, 0);
}

static void raid_apply(game_state *g, arcs_move m) {
    pop_frame(g);
    battle_state *b = &g->battle;
    if (m.kind == ARCS_MOVE_RAID_STOP) {
        glog(g, "Player %d stops raiding with %d key(s) left.", b->attacker + 1, b->keys);
        b->keys = 0;
    } else if (m.a == 2) {
        /* Raiding the Free States: 1 resource, the only one this battle. */
        int r = planet_type(b->system);
        b->keys = 0;
        glog(g, "Player %d raids the Free States for 1 %s.", b->attacker + 1, resource_name(r));
        /* Hook point RAID_STEAL: a raided resource is stolen, a card may
         * take it (a card holding stolen resources reminds "you can raid
         * Free buildings!"). */
        if (is_campaign(g) && g->res_supply[r]) {
            g->res_supply[r]--;
            if (cards_resource_stolen(g, b->attacker, r)) return;
            g->res_supply[r]++;
        }
        gain_resource(g, b->attacker, r);
    } else if (m.a == 0 && is_campaign(g) &&
               (m.b >= RES_SLOTS_MAX || g->pl[b->defender].res[m.b] == RES_CARD_TOKEN)) {
        /* Campaign: a card-owned token (hook point SLOT_TOKEN). */
        b->keys = (uint8_t)(b->keys - cards_raid_token(g, b->attacker, b->defender, m.b));
    } else if (m.a == 0) {
        b->keys = (uint8_t)(b->keys - res_slot_keys(m.b));
        steal_resource(g, b->attacker, b->defender, m.b);
    } else {
        b->keys = (uint8_t)(b->keys - card_table[g->pl[b->defender].guild[m.b]].keys);
        /* Hook point STOLEN: the card goes to the attacker, or where its
         * own text says (e.g. buried). */
        cards_steal_guild_card(g, b->attacker, b->defender, m.b);
    }
}

static void ransack_enum(const game_state *g, const frame *f, move_list *out) {
    uint8_t cards[COURT_ROW_MAX];
    int n = ransack_cards(g, f->a, ransack_barred(g, f->player, f->b), cards);
    for (int i = 0; i < n; i++) add_move(out, ARCS_MOVE_RANSACK, f->player, cards[i], 0, 0, 0);
}

static void ransack_apply(game_state *g, arcs_move m) {
    int p = top_frame(g)->player;
    pop_frame(g);
    ransack_card(g, p, m.a);
}

/* FR_OUTRAGE: reserved for Outrage effects of cards that need their own step
 * (e.g. campaign Sycophants); Outrage itself is immediate (provoke_outrage). */
static void outrage_apply(game_state *g, arcs_move m) {
    (void)m;
    pop_frame(g);
}

const frame_ops battle_system_frame_ops = {"battle_system", system_enum, system_apply};
const frame_ops battle_defender_frame_ops = {"battle_defender", defender_enum, defender_apply};
const frame_ops battle_dice_frame_ops = {"battle_dice", dice_enum, dice_apply};
const frame_ops battle_imperial_frame_ops = {"battle_imperial", imperial_enum, imperial_apply};
const frame_ops battle_resolve_frame_ops = {"battle_resolve", NULL, resolve_apply};
const frame_ops battle_hit_frame_ops = {"battle_hit", hit_enum, hit_apply};
const frame_ops battle_raid_frame_ops = {"battle_raid", raid_enum, raid_apply};
const frame_ops ransack_frame_ops = {"ransack", ransack_enum, ransack_apply};
const frame_ops outrage_frame_ops = {"outrage", NULL, outrage_apply};
