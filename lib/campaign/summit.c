/*
 * Summits (Campaign rulebook, "Summits"; rules-structured.yaml wording) as
 * turn-based decisions. The rulebook's Negotiations are freeform and end on
 * a spoken countdown; here (docs/rules-coverage.md, "Summits"):
 *
 *   FR_SUMMIT (automatic) runs the Summit in two phases
 *   (campaign_state.summit.phase):
 *
 *   Call to Order: the caller decides (FR_SUMMIT_ORDER) any number of
 *     return-favors <rival> <action>  force that Negotiation action on the
 *                                     Rival, targeting the caller; its target
 *                                     is the next decision (FR_SUMMIT_ITEM);
 *                                     it happens at once and costs 1 of the
 *                                     Rival's Favors (a resource: its raid
 *                                     cost);
 *     petition                        the Council to In Session;
 *     leave-empire <heir>             Regent -> Outlaw (the First Regent tile
 *                                     to a Regent with the most Power);
 *     revive-empire                   no Regents: Regent and First Regent;
 *   then order-done. Leave, Revive and Petition are offered once per Summit
 *   (a second Leave needs a Revive between them and undoes nothing it did).
 *
 *   Negotiations: turns in turn order from the caller (FR_SUMMIT_NEGOTIATE).
 *   The player whose turn it is passes (negotiate-pass) or composes a deal:
 *     deal-add <giver> <receiver> <action>   one Negotiation action, taken by
 *                                     the giver, affecting the receiver; its
 *                                     target follows (FR_SUMMIT_ITEM);
 *     deal-remove <i>                 take item i out again (when the
 *                                     items after it still can be taken);
 *     deal-submit / deal-withdraw     (at most DEAL_ITEMS_MAX items).
 *   Items are checked in order, each against the state the items before it
 *   leave ("Multipart Negotiations": actions "that can be resolved
 *   immediately"), so a deal may cede a system's ships and then its city.
 *   Every other party of a submitted deal (the givers and receivers of its
 *   items, and players whose consent an item needs: hook point
 *   SUMMIT_CONSENT, Monopoly Consent), in turn order from the proposer,
 *   accepts or rejects it
 *   (FR_SUMMIT_CONSENT). All accept: every item happens at once (pieces
 *   first; resources received and cities returning to their boards are
 *   placed afterwards by their owners, as any gained resource). One
 *   rejects: the deal is dropped and the state is what it was before its
 *   first item was added, byte for byte (but the deal limit's count). After
 *   an executed deal the next player in turn order negotiates; the Summit
 *   ends when every player has passed in a row, or when the deal limit
 *   (arcs_config.summit_deal_limit) is used up.
 *
 * The laws in the rules booklet may add Negotiation actions (hook point
 * NEGOTIATION, summit_negotiation in lib/rules/rules.h: Transfer Lore,
 * Transfer Guild Support, Share Rumor): each gives one thing at a place of
 * the giver's (target ARCS_MOVE_TRANSFER <asset> <place>), with the law's checks,
 * Return Favors cost (0: never forced) and consents; they are asked only
 * while such a law is in play.
 *
 * The deal being composed is public: it is in the state and in every
 * observation (proto Summit).
 */
#include "campaign/summit.h"

#include <assert.h>
#include <stddef.h>
#include <stdio.h>

#include "campaign/fates.h"
#include "campaign/trust.h"
#include "cards/hooks.h"
#include "core/game.h"
#include "core/sysbits.h"
#include "data/tables.h"

static const char *const NEGOTIATION_NAMES[ARCS_NEGOTIATION_COUNT] = {
    "Cede Control", "Delegate Authority", "Promise Favor", "Transfer Asset", "Invite to Empire", "Transfer Lore",
    "Transfer Guild Support", "Transfer Golem", "Share Rumor"};

/* The assets of Transfer Asset (arcs_asset up to Favor; the later ones
 * are the targets of the laws' actions). */
enum { TRANSFER_ASSETS = ARCS_ASSET_FAVOR + 1 };

/* The law in the rules booklet that adds Negotiation action `action`
 * (hook point NEGOTIATION: Knowledge Set Free, Guild Negotiations), or
 * NULL: a base action, or the law is not in play. */
static __attribute__((noinline)) const summit_negotiation *law_in_play(const game_state *g, int action) {
    return other_sources(g) ? cards_negotiation(g, action) : NULL;
}
static inline const summit_negotiation *law_negotiation(const game_state *g, int action) {
    return action <= ARCS_NEGOTIATION_INVITE_TO_EMPIRE || action >= ARCS_NEGOTIATION_COUNT ? NULL : law_in_play(g, action);
}

/* The last Negotiation action in play: Invite to Empire, or a law's (the
 * enumerations stop there; a base game's Summit asks no law). */
static int laws_last_negotiation(const game_state *g) {
    int last = ARCS_NEGOTIATION_INVITE_TO_EMPIRE;
    for (int a = last + 1; a < ARCS_NEGOTIATION_COUNT; a++)
        if (law_negotiation(g, a)) last = a;
    return last;
}
static inline int last_negotiation(const game_state *g) {
    /* One bit test while no law answers hook point NEGOTIATION. */
    return cards_source_hooks(g) & HOOK_BIT(NEGOTIATION) ? laws_last_negotiation(g) : ARCS_NEGOTIATION_INVITE_TO_EMPIRE;
}

/* item_ok of a law's action (kept out of item_ok's inlined base cases). */
static __attribute__((noinline)) bool law_item_ok(const game_state *g, int action, int giver, int receiver, int x,
                                                  int y) {
    const summit_negotiation *law = law_negotiation(g, action);
    return law && x == law->asset && y < GUILD_HELD_MAX && law->ok(g, giver, receiver, y);
}

/* Return every resource of the Imperial Trust to the supply; the count. */
static int trust_return_all(game_state *g) {
    int n = 0;
    for (int r = 0; r < NUM_RES; r++)
        while (trust_take(g, r)) {
            g->res_supply[r]++;
            n++;
        }
    return n;
}

/* The checks of a deal's next item run on a copy of the state as the
 * earlier items leave it: a scratch handle without a log sink
 * (game_scratch_copy), so that the shared accessors (lib/campaign/trust.h)
 * may log on it. */

/* ---- targets ---- */

static int next_seat(const game_state *g, int p) { return (p + 1) % g->num_players; }

/* Counts cede_ok needs, taken once per walk of the targets: -1 not yet. */
typedef struct cede_counts {
    int ships, left[2]; /* the giver's ships on the map; its cities [0] and starports [1] */
} cede_counts;
#define CEDE_COUNTS_UNKNOWN {-1, {-1, -1}}

/* A system's building places read as one word (list_targets, cede_kinds):
 * a building in any of them has a bit of 0x80808080. */
_Static_assert(BLD_OCCUPIED == 0x80u && BUILDING_SLOTS_MAX == 4 && MAX_PLAYERS == 4, "a system's places and ships are read as words");

/* ships_on_map(g, p), or `most` when it is more: the walk stops there
 * ("not your last ship" asks 2). */
static __attribute__((unused)) int ships_on_map_upto_slow(const game_state *g, int p, int most) {
    int n = 0;
    for (int s = 0; s < SYSTEMS_MAX && n < most; s++) n += g->sys[s].fresh[p] + g->sys[s].damaged[p];
    return n < most ? n : most;
}

/* The same, the map's 24 systems a cluster at a time (4 records, 48 bytes:
 * three 16-byte loads, as core/sysbits.h reads them), every byte summed
 * over the clusters (saturating at 255: a sum of 255 or more is `most` or
 * more, most being under 255), then p's 8 bytes of each of the 4 places
 * and the map centre (system NUM_SYSTEMS, outside the clusters). No early
 * stop: the loop above took about 170 instructions a call. */
static int ships_on_map_upto(const game_state *g, int p, int most) {
#if defined(__SSE2__)
    _Static_assert(sizeof(system_state) == 12 && NUM_SYSTEMS == 4 * NUM_CLUSTERS && SYSTEMS_MAX == NUM_SYSTEMS + 1,
                   "ships_on_map_upto reads the clusters' records as 48-byte blocks, the map centre after");
    assert(most < 255);
    const uint8_t *base = (const uint8_t *)g->sys;
    __m128i sum[3];
    for (int k = 0; k < 3; k++) sum[k] = _mm_loadu_si128((const __m128i *)(const void *)(base + 16 * k));
    for (int c = 1; c < NUM_CLUSTERS; c++)
        for (int k = 0; k < 3; k++)
            sum[k] = _mm_adds_epu8(sum[k], _mm_loadu_si128((const __m128i *)(const void *)(base + 48 * c + 16 * k)));
    uint8_t sb[48];
    for (int k = 0; k < 3; k++) _mm_storeu_si128((__m128i *)(void *)(sb + 16 * k), sum[k]);
    int n = g->sys[NUM_SYSTEMS].fresh[p] + g->sys[NUM_SYSTEMS].damaged[p];
    for (int j = 0; j < 4; j++) n += sb[12 * j + SYS_OFF_FRESH(p)] + sb[12 * j + SYS_OFF_DAMAGED(p)];
    n = n < most ? n : most;
    assert(n == ships_on_map_upto_slow(g, p, most));
    return n;
#else
    return ships_on_map_upto_slow(g, p, most);
#endif
}
static int ships_on_map_upto2(const game_state *g, int p) { return ships_on_map_upto(g, p, 2); }

/* Cede Control (Negotiations): "Replace 1 Loyal piece on the map with 1
 * Rival piece of that type. You can only replace a Loyal building if no
 * Loyal ships are in its system, and you cannot replace your last city,
 * starport, or ship on the map." The Rival needs that piece in its supply. */
static bool cede_ok_counted(const game_state *g, int giver, int receiver, int sys, int piece, cede_counts *k) {
    /* The map's systems, and the map centre while a law makes it one (the
     * Twisted Passage: pieces stand there only then). */
    if (sys >= SYSTEMS_MAX || !sys_in_play(g, sys)) return false;
    const system_state *s = &g->sys[sys];
    const player_state *r = &g->pl[receiver];
    if (piece <= 1) {
        int have = piece == 0 ? s->fresh[giver] : s->damaged[giver];
        if (!(have > 0 && r->ships_supply > 0)) return false;
        if (k->ships < 0) k->ships = have > 1 || s->fresh[giver] + s->damaged[giver] > 1 ? 2 : ships_on_map_upto2(g, giver);
        return k->ships > 1;
    }
    int slot = piece - 2;
    if (slot >= BUILDING_SLOTS_MAX) return false;
    uint8_t b = s->bld[slot];
    if (!(b & BLD_OCCUPIED) || (int)BLD_OWNER(b) != giver) return false;
    if (s->fresh[giver] + s->damaged[giver] > 0) return false;
    bool port = BLD_IS_STARPORT(b);
    if (k->left[port] < 0) {
        int left = 0;
        for (int q = 0; q < SYSTEMS_MAX; q++) {
            uint32_t places;
            memcpy(&places, g->sys[q].bld, sizeof places);
            if (!(places & 0x80808080u)) continue; /* no building here */
            for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
                uint8_t c = g->sys[q].bld[i];
                if ((c & BLD_OCCUPIED) && (int)BLD_OWNER(c) == giver && BLD_IS_STARPORT(c) == port) left++;
            }
        }
        k->left[port] = left;
    }
    if (k->left[port] < 2) return false;
    return port ? r->starports_supply > 0 : r->cities_on_board > 0;
}

static bool cede_ok(const game_state *g, int giver, int receiver, int sys, int piece) {
    cede_counts k = CEDE_COUNTS_UNKNOWN;
    return cede_ok_counted(g, giver, receiver, sys, piece, &k);
}

/* Delegate Authority: "Replace 1 Loyal agent on a card in the Court with a
 * Rival's agent." */
static bool delegate_ok(const game_state *g, int giver, int receiver, int pos) {
    return pos < g->court_row_len && g->court_row[pos] != NO_COURT_CARD && g->court_agents[pos][giver] > 0 &&
           g->pl[receiver].agents_supply > 0;
}

/* Transfer Asset: "Give 1 Captive, Trophy, Favor, or resource you have to a
 * Rival." The counter of `player`'s Captives or Trophies of this kind (of
 * owner idx; the Empire's, the Blight's and the Free States' pieces: idx 0),
 * or NULL (resources and Favors are not counters here; idx out of range). */
static uint8_t *asset_counter(game_state *g, int player, int asset, int idx) {
    player_state *pl = &g->pl[player];
    campaign_state *c = &g->camp;
    bool owner_ok = idx < g->num_players, campaign_piece = idx == 0;
    switch (asset) {
    case ARCS_ASSET_CAPTIVE: return owner_ok ? &pl->captives[idx] : NULL;
    case ARCS_ASSET_TROPHY_SHIP: return owner_ok ? &pl->trophy_ships[idx] : NULL;
    case ARCS_ASSET_TROPHY_CITY: return owner_ok ? &pl->trophy_cities[idx] : NULL;
    case ARCS_ASSET_TROPHY_STARPORT: return owner_ok ? &pl->trophy_starports[idx] : NULL;
    case ARCS_ASSET_TROPHY_AGENT: return owner_ok ? &pl->trophy_agents[idx] : NULL;
    case ARCS_ASSET_TROPHY_IMPERIAL: return campaign_piece ? &c->trophy_imperial[player] : NULL;
    case ARCS_ASSET_TROPHY_BLIGHT: return campaign_piece ? &c->trophy_blight[player] : NULL;
    case ARCS_ASSET_TROPHY_FREE_CITY: return campaign_piece ? &c->trophy_free_cities[player] : NULL;
    case ARCS_ASSET_TROPHY_FREE_STARPORT: return campaign_piece ? &c->trophy_free_starports[player] : NULL;
    default: return NULL;
    }
}

static int asset_count(const game_state *g, int giver, int asset, int idx) {
    if (asset == ARCS_ASSET_RESOURCE && idx >= TRANSFER_CARD_RES) {
        /* A resource on a card of the giver's that allows Transfer Asset
         * (Merchant League: "frozen except for the Transfer Asset action"). */
        int card = idx < TRANSFER_CARD_RES + NUM_RES ? cards_transferable_res(g, giver) : -1;
        return card >= 0 && card_res_count(g, card, idx - TRANSFER_CARD_RES) > 0;
    }
    /* A Golem is not a resource, and Act I Summits cannot trade it (faq.csv Golems). */
    if (asset == ARCS_ASSET_RESOURCE) return idx < RES_SLOTS && (unsigned)(g->pl[giver].res[idx] - 1) < NUM_RES;
    if (asset == ARCS_ASSET_FAVOR) return idx < g->num_players ? favor_count(g, giver, idx) : 0;
    const uint8_t *n = asset_counter((game_state *)g, giver, asset, idx);
    return n ? *n : 0;
}

/* Can `giver` take `action` affecting `receiver` with target (x, y) now? */
static bool item_ok(const game_state *g, int action, int giver, int receiver, int x, int y) {
    int n = g->num_players;
    if (giver >= n || receiver >= n || giver == receiver) return false;
    switch (action) {
    case ARCS_NEGOTIATION_CEDE_CONTROL: return cede_ok(g, giver, receiver, x, y);
    case ARCS_NEGOTIATION_DELEGATE_AUTHORITY: return y == 0 && x < COURT_ROW_MAX && delegate_ok(g, giver, receiver, x);
    case ARCS_NEGOTIATION_PROMISE_FAVOR:
        /* "Give 1 Loyal agent from your supply to a Rival, placing it on
         * their Fate card." */
        return x == 0 && y == 0 && g->pl[giver].agents_supply > 0;
    case ARCS_NEGOTIATION_TRANSFER_ASSET: return x < TRANSFER_ASSETS && asset_count(g, giver, x, y) > 0;
    case ARCS_NEGOTIATION_INVITE_TO_EMPIRE:
        /* "If you're the First Regent, flip an Outlaw's title card to Regent." */
        return x == 0 && y == 0 && g->camp.first_regent == giver && !is_regent(g, receiver);
    default: return law_item_ok(g, action, giver, receiver, x, y);
    }
}

/* list_targets of a law's action: ARCS_MOVE_TRANSFER <asset> <place>. */
static __attribute__((noinline)) int law_targets(const game_state *g, int action, int giver, int receiver, int player,
                                                 move_list *out) {
    const summit_negotiation *law = law_negotiation(g, action);
    int k = 0;
    for (int y = 0; law && y < GUILD_HELD_MAX; y++)
        if (law->ok(g, giver, receiver, y)) {
            if (!out) return 1;
            add_move(out, ARCS_MOVE_TRANSFER, player, law->asset, y, 0, 0);
            k++;
        }
    return k;
}

/* The targets of Transfer Asset by `giver` (valid, the receiver another
 * player: it plays no part), in item_ok's order: the resource slots, the
 * resources on a card that allows it, then each asset by owner. The
 * counters asset_count reads, read directly (the card found once); debug
 * builds compare with item_ok on every target (list_targets). With out
 * NULL, only whether there is one. */
static int transfer_targets(const game_state *g, int giver, int player, move_list *out) {
    int k = 0;
#define EMIT(x, y)                                                    \
    do {                                                              \
        if (!out) return 1;                                           \
        add_move(out, ARCS_MOVE_TRANSFER, player, x, y, 0, 0);        \
        k++;                                                          \
    } while (0)
    const player_state *pl = &g->pl[giver];
    const campaign_state *c = &g->camp;
    for (int slot = 0; slot < RES_SLOTS; slot++)
        if ((unsigned)(pl->res[slot] - 1) < NUM_RES) EMIT(ARCS_ASSET_RESOURCE, slot);
    int card = cards_transferable_res(g, giver);
    for (int r = 0; card >= 0 && r < NUM_RES; r++)
        if (card_res_count(g, card, r) > 0) EMIT(ARCS_ASSET_RESOURCE, TRANSFER_CARD_RES + r);
    int n = g->num_players;
    const uint8_t *per_owner[] = {pl->captives, pl->trophy_ships, pl->trophy_cities, pl->trophy_starports,
                                  pl->trophy_agents};
    _Static_assert(ARCS_ASSET_TROPHY_AGENT - ARCS_ASSET_CAPTIVE + 1 == 5 && ARCS_ASSET_FAVOR == ARCS_ASSET_TROPHY_FREE_STARPORT + 1,
                   "Transfer Asset's assets in order");
    for (int a = 0; a < 5; a++)
        for (int q = 0; q < n; q++)
            if (per_owner[a][q]) EMIT(ARCS_ASSET_CAPTIVE + a, q);
    if (c->trophy_imperial[giver]) EMIT(ARCS_ASSET_TROPHY_IMPERIAL, 0);
    if (c->trophy_blight[giver]) EMIT(ARCS_ASSET_TROPHY_BLIGHT, 0);
    if (c->trophy_free_cities[giver]) EMIT(ARCS_ASSET_TROPHY_FREE_CITY, 0);
    if (c->trophy_free_starports[giver]) EMIT(ARCS_ASSET_TROPHY_FREE_STARPORT, 0);
    for (int q = 0; q < n; q++)
        if (c->favors[giver][q]) EMIT(ARCS_ASSET_FAVOR, q);
#undef EMIT
    return k;
}

/* Append to out, as moves of `kind` by `player`, every target of the
 * action (ARCS_MOVE_CEDE, DELEGATE, TRANSFER); with out NULL, only count. */
static int list_targets(const game_state *g, int action, int giver, int receiver, int player, move_list *out) {
    int k = 0;
#define TARGET(kind, x, y)                                                          \
    do {                                                                            \
        if (item_ok(g, action, giver, receiver, x, y)) {                            \
            if (!out) return 1;                                                     \
            add_move(out, kind, player, x, y, 0, 0);                                \
            k++;                                                                    \
        }                                                                           \
    } while (0)
    switch (action) {
    case ARCS_NEGOTIATION_CEDE_CONTROL: {
        /* item_ok's checks, the counts taken once. */
        int n = g->num_players;
        if (giver >= n || receiver >= n || giver == receiver) break;
        cede_counts counts = CEDE_COUNTS_UNKNOWN;
        for (int s = 0; s < SYSTEMS_MAX; s++) {
            /* No ship of the giver's and no building here: no target
             * (cede_ok_counted says so before it counts anything). */
            const system_state *here = &g->sys[s];
            uint32_t places;
            memcpy(&places, here->bld, sizeof places);
            if (!(here->fresh[giver] | here->damaged[giver]) && !(places & 0x80808080u)) continue;
            for (int piece = 0; piece < 2 + BUILDING_SLOTS_MAX; piece++) {
                /* A piece of the giver's here, else no target (as
                 * cede_ok_counted says before it counts anything). */
                uint8_t b = piece < 2 ? 0 : here->bld[piece - 2];
                if (piece < 2 ? !(piece ? here->damaged[giver] : here->fresh[giver])
                              : !(b & BLD_OCCUPIED) || (int)BLD_OWNER(b) != giver)
                    continue;
                if (cede_ok_counted(g, giver, receiver, s, piece, &counts)) {
                    if (!out) return 1;
                    add_move(out, ARCS_MOVE_CEDE, player, s, piece, 0, 0);
                    k++;
                }
            }
        }
        break;
    }
    case ARCS_NEGOTIATION_DELEGATE_AUTHORITY:
        for (int pos = 0; pos < g->court_row_len; pos++) TARGET(ARCS_MOVE_DELEGATE, pos, 0);
        break;
    case ARCS_NEGOTIATION_TRANSFER_ASSET: {
        int n = g->num_players;
        if (giver >= n || receiver >= n || giver == receiver) break;
#ifndef NDEBUG
        /* item_ok on every target, as transfer_targets reads it. */
        move_list slow;
        slow.n = 0;
        for (int slot = 0; slot < TRANSFER_CARD_RES + NUM_RES; slot++)
            if (item_ok(g, action, giver, receiver, ARCS_ASSET_RESOURCE, slot))
                add_move(&slow, ARCS_MOVE_TRANSFER, player, ARCS_ASSET_RESOURCE, slot, 0, 0);
        for (int asset = ARCS_ASSET_CAPTIVE; asset < TRANSFER_ASSETS; asset++) {
            bool campaign_piece = asset >= ARCS_ASSET_TROPHY_IMPERIAL && asset <= ARCS_ASSET_TROPHY_FREE_STARPORT;
            for (int q = 0; q < (campaign_piece ? 1 : n); q++)
                if (item_ok(g, action, giver, receiver, asset, q)) add_move(&slow, ARCS_MOVE_TRANSFER, player, asset, q, 0, 0);
        }
        move_list fast;
        fast.n = 0;
        assert(transfer_targets(g, giver, player, &fast) == slow.n && memcmp(fast.m, slow.m, (size_t)slow.n * sizeof slow.m[0]) == 0);
#endif
        return transfer_targets(g, giver, player, out);
    }
    default:
        /* A law's action: the thing given, by its place. */
        if (action > ARCS_NEGOTIATION_INVITE_TO_EMPIRE) return law_targets(g, action, giver, receiver, player, out);
        /* Promise Favor, Invite to Empire: no target to choose. */
        if (item_ok(g, action, giver, receiver, 0, 0)) return 1;
        break;
    }
#undef TARGET
    return k;
}

static bool has_target(const game_state *g, int action, int giver, int receiver) {
    return list_targets(g, action, giver, receiver, 0, NULL) > 0;
}

/* The kinds of Loyal piece `giver` could replace by Cede Control, the
 * Rival's supply aside (CEDE_SHIP, CEDE_CITY, CEDE_STARPORT): one walk of
 * the map instead of cede_ok on every system and piece. cede_possible
 * below equals has_target(g, CEDE_CONTROL, giver, receiver); kinds[p] for
 * every player p. */
enum { CEDE_SHIP = 1, CEDE_CITY = 2, CEDE_STARPORT = 4 };

/* cede_kinds' tallies: every player's Loyal ships at once, 16 bits each
 * (player p at bit 16 p; 25 systems of at most 510 ships fit), on the map
 * and in the systems in play; each player's cities [0] and starports [1]
 * on the map, and the kinds of building standing with no Loyal ship of its
 * owner in a system in play. */
typedef struct cede_tally {
    uint64_t ships, ships_live;
    int left[MAX_PLAYERS][2];
    unsigned bld_here[MAX_PLAYERS];
} cede_tally;

/* System q's part of cede_tally (q in play when `live`). */
static inline void cede_tally_system(const game_state *g, int q, bool live, cede_tally *t) {
    const system_state *s = &g->sys[q];
    uint32_t fresh, damaged, places;
    memcpy(&fresh, s->fresh, sizeof fresh);
    memcpy(&damaged, s->damaged, sizeof damaged);
    if (fresh | damaged) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        /* Player p's byte (fresh + damaged: no carry, a count of ships
         * under 128) spread to bit 16 p. */
        uint64_t loyal = fresh + damaged;
        loyal = (loyal | loyal << 16) & 0x0000FFFF0000FFFFull;
        loyal = (loyal | loyal << 8) & 0x00FF00FF00FF00FFull;
#else
        uint64_t loyal = 0;
        for (int p = 0; p < MAX_PLAYERS; p++) loyal |= (uint64_t)(s->fresh[p] + s->damaged[p]) << (16 * p);
#endif
        t->ships += loyal;
        if (live) t->ships_live |= loyal;
    }
    memcpy(&places, s->bld, sizeof places);
    if (!(places & 0x80808080u)) return; /* no building here (BLD_OCCUPIED) */
    for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
        uint8_t c = s->bld[i];
        if (!(c & BLD_OCCUPIED)) continue;
        int p = (int)BLD_OWNER(c);
        if (p >= g->num_players) continue;
        bool port = BLD_IS_STARPORT(c);
        t->left[p][port]++;
        if (live && s->fresh[p] + s->damaged[p] == 0) t->bld_here[p] |= port ? CEDE_STARPORT : CEDE_CITY;
    }
}

static void cede_tally_kinds(const game_state *g, const cede_tally *t, unsigned kinds[MAX_PLAYERS]) {
    for (int p = 0; p < g->num_players; p++) {
        unsigned k = (t->ships_live >> (16 * p) & 0xFFFFu) && (t->ships >> (16 * p) & 0xFFFFu) > 1 ? CEDE_SHIP : 0;
        if (t->left[p][0] >= 2) k |= t->bld_here[p] & CEDE_CITY;
        if (t->left[p][1] >= 2) k |= t->bld_here[p] & CEDE_STARPORT;
        kinds[p] = k;
    }
}

#ifndef NDEBUG
/* cede_kinds the long way: every system's record read (the fast walk
 * below is checked against it in debug builds). */
static void cede_kinds_slow(const game_state *g, unsigned kinds[MAX_PLAYERS]) {
    cede_tally t = {0, 0, {{0}}, {0}};
    for (int q = 0; q < SYSTEMS_MAX; q++) cede_tally_system(g, q, sys_in_play(g, q), &t);
    cede_tally_kinds(g, &t, kinds);
}
#endif

#if defined(__SSE2__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
/* Player p's byte of a word of 4 (fresh or damaged, one byte a player)
 * spread to bit 16 p, as cede_tally counts. */
static inline uint64_t cede_spread(uint32_t w) {
    uint64_t x = w;
    x = (x | x << 16) & 0x0000FFFF0000FFFFull;
    return (x | x << 8) & 0x00FF00FF00FF00FFull;
}

/* The map's 24 systems a cluster at a time (4 records, 48 bytes: three
 * 16-byte loads, as core/sysbits.h reads them): the ship bytes summed
 * (saturating at 255: only "more than 1" is asked of the sum) and or-ed
 * over the clusters in play, summed per player once at the end; the
 * buildings found by the top bit of the places' bytes (BLD_OCCUPIED), so
 * the systems without one cost nothing. The map centre (system
 * NUM_SYSTEMS, outside the clusters) is read as before. Debug builds
 * compare with cede_kinds_slow. */
_Static_assert(sizeof(system_state) == 12 && NUM_SYSTEMS == 4 * NUM_CLUSTERS && SYSTEMS_MAX == NUM_SYSTEMS + 1,
               "cede_kinds reads the clusters' records as 48-byte blocks, the map centre after");
static void cede_kinds(const game_state *g, unsigned kinds[MAX_PLAYERS]) {
    cede_tally t = {0, 0, {{0}}, {0}};
    const uint8_t *base = (const uint8_t *)g->sys;
    const uint64_t places = SYS_GROUP_BYTE(SYS_OFF_BLD(0)) | SYS_GROUP_BYTE(SYS_OFF_BLD(1)) |
                            SYS_GROUP_BYTE(SYS_OFF_BLD(2)) | SYS_GROUP_BYTE(SYS_OFF_BLD(3));
    __m128i sum[3], any[3];
    for (int k = 0; k < 3; k++) sum[k] = any[k] = _mm_setzero_si128();
    for (int c = 0; c < NUM_CLUSTERS; c++) {
        bool live = !(g->out_of_play & (1u << c)); /* sys_in_play of the cluster's systems */
        const uint8_t *cl = base + 48 * c;
        uint64_t occ = 0;
        for (int k = 0; k < 3; k++) {
            __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(cl + 16 * k));
            sum[k] = _mm_adds_epu8(sum[k], x);
            if (live) any[k] = _mm_or_si128(any[k], x);
            occ |= (uint64_t)(unsigned)_mm_movemask_epi8(x) << (16 * k);
        }
        for (occ &= places; occ; occ &= occ - 1) {
            int at = __builtin_ctzll(occ); /* 12 j + SYS_OFF_BLD(i): system 4 c + j, place i */
            uint8_t b = cl[at];
            int p = (int)BLD_OWNER(b);
            if (p >= g->num_players) continue;
            bool port = BLD_IS_STARPORT(b);
            t.left[p][port]++;
            const system_state *s = &g->sys[4 * c + at / 12];
            if (live && s->fresh[p] + s->damaged[p] == 0) t.bld_here[p] |= port ? CEDE_STARPORT : CEDE_CITY;
        }
    }
    uint8_t sb[48], ab[48];
    for (int k = 0; k < 3; k++) {
        _mm_storeu_si128((__m128i *)(void *)(sb + 16 * k), sum[k]);
        _mm_storeu_si128((__m128i *)(void *)(ab + 16 * k), any[k]);
    }
    /* The 8 words of 4 player bytes (fresh and damaged of the 4 places)
     * added with saturation too, then spread once. */
    uint32_t live_any = 0;
    __m128i total = _mm_setzero_si128();
    for (int j = 0; j < 4; j++) {
        uint32_t f, d;
        memcpy(&f, sb + 12 * j + SYS_OFF_FRESH(0), sizeof f);
        memcpy(&d, sb + 12 * j + SYS_OFF_DAMAGED(0), sizeof d);
        total = _mm_adds_epu8(total, _mm_adds_epu8(_mm_cvtsi32_si128((int)f), _mm_cvtsi32_si128((int)d)));
        memcpy(&f, ab + 12 * j + SYS_OFF_FRESH(0), sizeof f);
        memcpy(&d, ab + 12 * j + SYS_OFF_DAMAGED(0), sizeof d);
        live_any |= f | d;
    }
    t.ships = cede_spread((uint32_t)_mm_cvtsi128_si32(total));
    t.ships_live = cede_spread(live_any);
    cede_tally_system(g, NUM_SYSTEMS, sys_in_play(g, NUM_SYSTEMS), &t);
    cede_tally_kinds(g, &t, kinds);
#ifndef NDEBUG
    unsigned slow[MAX_PLAYERS] = {0};
    cede_kinds_slow(g, slow);
    for (int p = 0; p < g->num_players; p++) assert(kinds[p] == slow[p]);
#endif
}
#else
static void cede_kinds(const game_state *g, unsigned kinds[MAX_PLAYERS]) {
    cede_tally t = {0, 0, {{0}}, {0}};
    for (int q = 0; q < SYSTEMS_MAX; q++) cede_tally_system(g, q, sys_in_play(g, q), &t);
    cede_tally_kinds(g, &t, kinds);
}
#endif

/* has_target of Transfer Asset (the receiver plays no part): any resource
 * on the board or on a card that allows it, Captive, Trophy or Favor. The
 * counters asset_count reads, read here directly (one pass per owner, the
 * card walk last): a pure predicate, so the order changes only its cost. */
static bool transfer_possible(const game_state *g, int giver) {
    const player_state *pl = &g->pl[giver];
    for (int slot = 0; slot < RES_SLOTS; slot++)
        if ((unsigned)(pl->res[slot] - 1) < NUM_RES) return true;
    const campaign_state *c = &g->camp;
    for (int q = 0; q < g->num_players; q++)
        if (pl->captives[q] | pl->trophy_ships[q] | pl->trophy_cities[q] | pl->trophy_starports[q] |
            pl->trophy_agents[q] | c->favors[giver][q])
            return true;
    if (c->trophy_imperial[giver] | c->trophy_blight[giver] | c->trophy_free_cities[giver] |
        c->trophy_free_starports[giver])
        return true;
    int card = cards_transferable_res(g, giver);
    for (int r = 0; card >= 0 && r < NUM_RES; r++)
        if (card_res_count(g, card, r) > 0) return true;
    return false;
}

/* Has `giver` an agent on a card in the Court (Delegate Authority, the
 * receiver's supply aside)? */
static bool delegate_any(const game_state *g, int giver) {
    int len = g->court_row_len < COURT_ROW_MAX ? g->court_row_len : COURT_ROW_MAX;
    for (int pos = 0; pos < len; pos++)
        if (g->court_row[pos] != NO_COURT_CARD && g->court_agents[pos][giver] > 0) return true;
    return false;
}

static bool cede_possible(const game_state *g, unsigned kinds, int receiver) {
    const player_state *r = &g->pl[receiver];
    return ((kinds & CEDE_SHIP) && r->ships_supply > 0) || ((kinds & CEDE_CITY) && r->cities_on_board > 0) ||
           ((kinds & CEDE_STARPORT) && r->starports_supply > 0);
}

static bool needs_target(int action) {
    return action == ARCS_NEGOTIATION_CEDE_CONTROL || action == ARCS_NEGOTIATION_DELEGATE_AUTHORITY ||
           action == ARCS_NEGOTIATION_TRANSFER_ASSET || action > ARCS_NEGOTIATION_INVITE_TO_EMPIRE;
}

/* ---- taking a Negotiation action ---- */

/* What an item leaves to do once every item of a deal has happened:
 * resources the receivers place, boards whose returned cities cover slots. */
typedef struct aftermath {
    uint8_t res_player[DEAL_ITEMS_MAX], res_type[DEAL_ITEMS_MAX];
    int n_res;
    unsigned fit; /* bit p: a city of p returned to its board */
    uint8_t trophies[MAX_PLAYERS]; /* Trophies each player received (EVT_TROPHY_TAKEN after the deal) */
} aftermath;

/* A city returns to its owner's board (the slots it covers are settled
 * afterwards: aftermath.fit). */
static void city_to_board(game_state *g, int p, aftermath *after) {
    if (g->pl[p].cities_on_board < CITY_SLOTS) g->pl[p].cities_on_board++;
    after->fit |= 1u << p;
}

/* A law's action (already checked by item_ok). */
static __attribute__((noinline)) void law_take(game_state *g, const deal_item *it) {
    const summit_negotiation *law = law_negotiation(g, it->action);
    if (law) law->take(g, it->giver, it->receiver, it->y);
}

/* Take one Negotiation action (already checked by item_ok). Changes only
 * pieces and counters; pushes no decision (a law's action may push an
 * automatic frame for its receiver's placement after the deal:
 * summit_negotiation.take). */
static void item_take(game_state *g, const deal_item *it, aftermath *after) {
    int gv = it->giver, rc = it->receiver, x = it->x, y = it->y;
    player_state *pg = &g->pl[gv], *pr = &g->pl[rc];
    switch (it->action) {
    case ARCS_NEGOTIATION_CEDE_CONTROL: {
        /* "If you replace a piece, return it and place another piece in its
         * place. If the old piece was damaged, the new piece is placed
         * damaged." */
        system_state *s = &g->sys[x];
        if (y <= 1) {
            uint8_t *ships = y == 0 ? s->fresh : s->damaged;
            ships[gv]--;
            pg->ships_supply++;
            ships[rc]++;
            pr->ships_supply--;
            return;
        }
        int slot = y - 2;
        uint8_t b = s->bld[slot];
        bool port = BLD_IS_STARPORT(b);
        s->bld[slot] = BLD_MAKE(rc, port, BLD_IS_DAMAGED(b));
        clear_building_marks(g, x, slot);
        if (port) {
            pg->starports_supply++;
            pr->starports_supply--;
        } else {
            city_to_board(g, gv, after);
            pr->cities_on_board--;
        }
        return;
    }
    case ARCS_NEGOTIATION_DELEGATE_AUTHORITY:
        g->court_agents[x][gv]--;
        return_agent(g, gv);
        g->court_agents[x][rc]++;
        pr->agents_supply--;
        return;
    case ARCS_NEGOTIATION_PROMISE_FAVOR: favor_give(g, rc, gv); return;
    case ARCS_NEGOTIATION_INVITE_TO_EMPIRE: g->camp.regents |= (uint8_t)(1u << rc); return;
    case ARCS_NEGOTIATION_TRANSFER_ASSET: break;
    default: law_take(g, it); return;
    }
    /* Transfer Asset: "If it is their Loyal piece, return it to their
     * supply." */
    if (x == ARCS_ASSET_RESOURCE && y >= TRANSFER_CARD_RES) {
        /* Off the card (to the supply and out again: the receiver places it
         * like any resource received). */
        int r = y - TRANSFER_CARD_RES;
        card_res_remove(g, cards_transferable_res(g, gv), r, 1);
        g->res_supply[r]--;
        after->res_player[after->n_res] = (uint8_t)rc;
        after->res_type[after->n_res++] = (uint8_t)r;
        return;
    }
    if (x == ARCS_ASSET_RESOURCE) {
        int r = pg->res[y] - 1;
        pg->res[y] = RES_EMPTY;
        after->res_player[after->n_res] = (uint8_t)rc;
        after->res_type[after->n_res++] = (uint8_t)r;
        return;
    }
    if (x == ARCS_ASSET_FAVOR) {
        favor_transfer(g, gv, rc, y);
        return;
    }
    (*asset_counter(g, gv, x, y))--;
    if (y != rc || x >= ARCS_ASSET_TROPHY_IMPERIAL) {
        (*asset_counter(g, rc, x, y))++;
        if (x != ARCS_ASSET_CAPTIVE) after->trophies[rc]++;
        return;
    }
    switch (x) {
    case ARCS_ASSET_TROPHY_SHIP: pr->ships_supply++; return;
    case ARCS_ASSET_TROPHY_CITY: city_to_board(g, rc, after); return;
    case ARCS_ASSET_TROPHY_STARPORT: pr->starports_supply++; return;
    default: return_agent(g, rc); return; /* a Captive or an agent Trophy */
    }
}

/* The slots covered by returned cities are settled first, in seat order
 * from the caller (Base rulebook "Returning Cities": on the city's return),
 * then the resources received are placed in the deal's order (Base rulebook
 * "Resources"); each may push a placement decision. */
/* item_take on the game itself (not a preview): a city replaced by Cede
 * Control is reported (EVT_CITY_REMOVED: Seats & Fiefs). */
static void item_carry_out(game_state *g, const deal_item *it, aftermath *after) {
    bool city = it->action == ARCS_NEGOTIATION_CEDE_CONTROL && it->y >= 2 && BLD_IS_CITY(g->sys[it->x].bld[it->y - 2]);
    item_take(g, it, after);
    if (city) campaign_event(g, EVT_CITY_REMOVED, NO_PLAYER, it->giver, it->x);
}

static void aftermath_settle(game_state *g, const aftermath *after) {
    for (int i = after->n_res - 1; i >= 0; i--) receive_resource_later(g, after->res_player[i], after->res_type[i]);
    fit_resources_at_once(g, after->fit, g->camp.summit.caller);
    /* Trophies given are gained (ARCS-F1502 Oath of Peace: "Return all
     * Trophies you gain"), once the whole deal has happened. The kind is
     * not told (TROPHY_EV_GIVEN). */
    for (int p = 0; p < g->num_players; p++)
        if (after->trophies[p]) campaign_event(g, EVT_TROPHY_TAKEN, p, TROPHY_EV_GIVEN, after->trophies[p]);
}

/* An item in words: "Player 1 takes Cede Control affecting Player 2 (a
 * fresh ship at 3-arrow)". */
/* What a deal item targets, in words ("Weapon, slot 2", "a fresh ship at
 * 5-crescent"); "" for an action without a target. */
static void item_target(const game_state *g, const deal_item *it, char *what, size_t cap) {
    what[0] = 0;
    if (it->action == ARCS_NEGOTIATION_CEDE_CONTROL) {
        char sys[16];
        system_name(it->x, sys);
        if (it->y <= 1) snprintf(what, cap, "a %s ship at %s", it->y ? "damaged" : "fresh", sys);
        else snprintf(what, cap, "the building in slot %d at %s", it->y - 1, sys);
    } else if (it->action == ARCS_NEGOTIATION_DELEGATE_AUTHORITY) {
        snprintf(what, cap, "Court place %d", it->x + 1);
    } else if (it->action == ARCS_NEGOTIATION_TRANSFER_ASSET) {
        static const char *const KIND[TRANSFER_ASSETS] = {
            "", "a Captive", "a ship Trophy", "a city Trophy", "a starport Trophy", "an agent Trophy",
            "an Imperial ship Trophy", "a Blight Trophy", "a Free city Trophy", "a Free starport Trophy", "a Favor"};
        int x = it->x, y = it->y;
        if (x == ARCS_ASSET_RESOURCE) {
            int r = y < RES_SLOTS_MAX ? g->pl[it->giver].res[y] - 1 : -1;
            snprintf(what, cap, "%s, slot %d", r >= 0 ? resource_name(r) : "a resource", y + 1);
        } else if (x < ARCS_ASSET_TROPHY_IMPERIAL || x == ARCS_ASSET_FAVOR) {
            snprintf(what, cap, "%s of Player %d", KIND[x], y + 1);
        } else if (x < TRANSFER_ASSETS) {
            snprintf(what, cap, "%s", KIND[x]);
        }
    } else {
        const summit_negotiation *law = law_negotiation(g, it->action);
        int card = law && it->y < GUILD_HELD_MAX ? law->card(g, it->giver, it->y) : -1;
        if (card >= 0) snprintf(what, cap, "%s", card_table[card].name);
        else if (law && law->words && it->y < GUILD_HELD_MAX) law->words(g, it->giver, it->y, what, cap);
    }
}

static void item_words(const game_state *g, const deal_item *it, char *buf, size_t cap) {
    char what[48];
    item_target(g, it, what, sizeof what);
    snprintf(buf, cap, "Player %d takes %s affecting Player %d%s%s%s", it->giver + 1,
             NEGOTIATION_NAMES[it->action % ARCS_NEGOTIATION_COUNT], it->receiver + 1, what[0] ? " (" : "", what,
             what[0] ? ")" : "");
}

static void log_item(const game_state *g, const deal_item *it, const char *how) {
    if (!log_enabled(g)) return;
    char words[112];
    item_words(g, it, words, sizeof words);
    glog(g, "%s: %s.", how, words);
}

/* "Player 2" / "Players 1 and 3" / "Players 1, 2 and 4" (bit per player). */
static void players_words(unsigned bits, char *buf, size_t cap) {
    int n = __builtin_popcount(bits), k = 0;
    size_t len = (size_t)snprintf(buf, cap, "Player%s", n > 1 ? "s" : "");
    for (int p = 0; p < MAX_PLAYERS && len < cap; p++)
        if (bits >> p & 1u) {
            k++;
            len += (size_t)snprintf(buf + len, cap - len, "%s%d", k == 1 ? " " : k == n ? " and " : ", ", p + 1);
        }
}

/* ---- the deal being composed ---- */

/* The state as the deal's items so far would leave it (for the checks of
 * the next item). */
/* Take the items of g's deal but item `skip` (-1: none) on `preview` (a
 * scratch copy of g), each checked first; false at the first that cannot
 * be taken. */
/* Items from..to-1 of the deal s but `skip`, on `on`. */
static bool deal_take_range(const summit_state *s, game_state *on, int from, int to, int skip, aftermath *after) {
    for (int i = from; i < to; i++) {
        const deal_item *it = &s->items[i];
        if (i == skip) continue;
        if (it->pad || !item_ok(on, it->action, it->giver, it->receiver, it->x, it->y)) return false;
        item_take(on, it, after);
    }
    return true;
}

static bool deal_take_on(const game_state *g, game_state *preview, int skip) {
    aftermath after = {{0}, {0}, 0, 0};
    return deal_take_range(&g->camp.summit, preview, 0, g->camp.summit.n_items, skip, &after);
}

/* Does the deal s hold a law's action? (Its checks and takes are the
 * law's: the deal's items are then always checked as they are taken.) */
static bool deal_has_law(const summit_state *s) {
    bool laws = false;
    for (int i = 0; i < s->n_items; i++) laws |= s->items[i].action > ARCS_NEGOTIATION_INVITE_TO_EMPIRE;
    return laws;
}

/* Item i of a pending deal of base actions taken on `on` (the state as
 * items 0..i-1 leave it): a pending deal can always be taken in order
 * (deal_append checks each item on the preview, a removal keeps the rest
 * takeable, nothing else changes the state while a deal is pending,
 * summit_state_ok checks a loaded one), so release builds skip the item's
 * check; debug builds assert it. True (as deal_take_range would say). */
static bool deal_take_pending(const summit_state *s, game_state *on, int i, aftermath *after) {
    const deal_item *it = &s->items[i];
    assert(!it->pad && item_ok(on, it->action, it->giver, it->receiver, it->x, it->y));
    item_take(on, it, after);
    return true;
}

static const game_state *deal_preview(const game_state *g, struct arcs_game *tmp) {
    game_state *out = game_scratch_copy(tmp, g);
    const summit_state *s = &g->camp.summit;
    if (deal_has_law(s)) {
        deal_take_on(g, out, -1);
    } else {
        aftermath after = {{0}, {0}, 0, 0};
        for (int i = 0; i < s->n_items; i++) deal_take_pending(s, out, i, &after);
    }
    return out;
}

static void deal_clear(game_state *g) {
    summit_state *s = &g->camp.summit;
    memset(s->items, 0, sizeof s->items);
    s->n_items = 0;
    s->proposer = 0;
}

static void deal_append(game_state *g, int proposer, int action, int giver, int receiver, int x, int y) {
    summit_state *s = &g->camp.summit;
    deal_item *it = &s->items[s->n_items++];
    it->action = (uint8_t)action;
    it->giver = (uint8_t)giver;
    it->receiver = (uint8_t)receiver;
    it->x = (uint8_t)x;
    it->y = (uint8_t)y;
    s->proposer = (uint8_t)proposer;
    if (action <= ARCS_NEGOTIATION_INVITE_TO_EMPIRE) {
        log_item(g, it, "Deal item added");
    } else if (log_enabled(g)) {
        /* Its words as the items before it leave the state (a law's action
         * names the card at a place of the giver's). */
        struct arcs_game tmp;
        game_state *before = game_scratch_copy(&tmp, g);
        aftermath after = {{0}, {0}, 0, 0};
        deal_take_range(s, before, 0, s->n_items - 1, -1, &after);
        char words[112];
        item_words(before, it, words, sizeof words);
        glog(g, "Deal item added: %s.", words);
    }
}

/* What a Negotiation action other than a law's can change (item_take: the
 * map's pieces and the turn marks of a building's slot, the players'
 * supplies, resources, Captives and Trophies, the Court's agents, Favors,
 * Regents, the campaign's Trophies, resources on cards and the supply):
 * saved from a scratch state before items are taken on it and put back
 * after, instead of a copy of the whole state per check. A law's action
 * (summit_negotiation.take) may change anything: a deal holding one is
 * checked on copies. */
typedef struct deal_saved {
    /* The systems of the Cede Control items checked (only they change on
     * the map), with their building marks. */
    system_state sys[DEAL_ITEMS_MAX];
    uint8_t sys_at[DEAL_ITEMS_MAX], taxed[DEAL_ITEMS_MAX], shipyard_used[DEAL_ITEMS_MAX];
    int n_sys;
    uint8_t pl[MAX_PLAYERS][offsetof(player_state, guild_count)];
    uint8_t court_agents[COURT_ROW_MAX][MAX_PLAYERS];
    uint8_t res_supply[NUM_RES];
    uint8_t favors[MAX_PLAYERS][MAX_PLAYERS];
    uint8_t trophies[4][MAX_PLAYERS]; /* Imperial, Blight, Free city, Free starport */
    uint8_t regents, n_card_res;
    card_res_state card_res[CARD_RES_MAX];
} deal_saved;

/* deal_saved's parts of g into d (to), or back from d into g; on the way
 * to d, the systems of the Cede Control items from..n_items-1 of s. */
static inline void deal_saved_copy(game_state *g, deal_saved *d, bool to, const summit_state *s, int from) {
#define PART(mine, theirs, size) (to ? memcpy(mine, theirs, size) : memcpy(theirs, mine, size))
    if (to) {
        d->n_sys = 0;
        for (int i = from; i < s->n_items && i < DEAL_ITEMS_MAX; i++)
            if (s->items[i].action == ARCS_NEGOTIATION_CEDE_CONTROL && s->items[i].x < SYSTEMS_MAX)
                d->sys_at[d->n_sys++] = s->items[i].x;
    }
    for (int i = 0; i < d->n_sys; i++) {
        int q = d->sys_at[i];
        PART(&d->sys[i], &g->sys[q], sizeof d->sys[i]);
        PART(&d->taxed[i], &g->taxed[q], 1);
        PART(&d->shipyard_used[i], &g->shipyard_used[q], 1);
    }
    for (int p = 0; p < MAX_PLAYERS; p++) PART(d->pl[p], &g->pl[p], sizeof d->pl[p]);
    PART(d->court_agents, g->court_agents, sizeof d->court_agents);
    PART(d->res_supply, g->res_supply, sizeof d->res_supply);
    PART(d->favors, g->camp.favors, sizeof d->favors);
    PART(d->trophies[0], g->camp.trophy_imperial, MAX_PLAYERS);
    PART(d->trophies[1], g->camp.trophy_blight, MAX_PLAYERS);
    PART(d->trophies[2], g->camp.trophy_free_cities, MAX_PLAYERS);
    PART(d->trophies[3], g->camp.trophy_free_starports, MAX_PLAYERS);
    PART(&d->regents, &g->camp.regents, 1);
    PART(&d->n_card_res, &g->camp.n_card_res, 1);
    PART(d->card_res, g->camp.card_res, sizeof d->card_res);
#undef PART
}

/* Could items from..n_items-1 of the deal s be taken in order on `on` (a
 * scratch state as the earlier items leave it, `after` their aftermath)?
 * `on` ends as it began. No law's action among them (deal_saved). */
static bool deal_rest_takeable(const summit_state *s, game_state *on, int from, const aftermath *after) {
    deal_saved saved;
    deal_saved_copy(on, &saved, true, s, from);
#ifndef NDEBUG
    struct arcs_game check;
    game_scratch_copy(&check, on);
#endif
    aftermath after_rest = *after;
    bool ok = deal_take_range(s, on, from, s->n_items, -1, &after_rest);
    deal_saved_copy(on, &saved, false, s, from);
#ifndef NDEBUG
    assert(state_used_bytes_equal(&check.s, on));
#endif
    return ok;
}

/* Which deal items another item's absence cannot disturb, without taking
 * the items again (negotiate_enumerate's deal-remove moves). A base
 * Negotiation action's check (item_ok) reads counts it wants large (the
 * giver's ships in the system, the receiver's supply), a few it wants
 * small (the giver's ships in a system whose building it cedes; whether
 * the receiver is a Regent) and a building place as it is; its take
 * (item_take) moves counts up or down by one (return_agent may fill an
 * Outrage slot instead, city_to_board stops at the board's slots: both
 * keep the order of two states' counts) and sets a building place. Once
 * every item of a deal can be taken in order, item i may go when no later
 * item reads in its wanting direction a count i moved the other way
 * (without i, the counts i raised are lower and the counts i lowered are
 * higher, at every later check), nor reads a place i set or a count i
 * moved both ways. A count i raised that a later check wants at least k
 * of is still no obstacle when it is k + 1 or more before the deal's
 * first item, the deal's lowerings of it taken off (fx_plenty). Counts are
 * keyed coarsely where a key stands for several fields: a shared key only
 * sends the item to the slow check. */
enum {
    /* Per player p, bit FX_PLAYER_KEYS p + k of word 0. */
    FX_SHIPS_SUPPLY, FX_CITIES_BOARD, FX_STARPORTS_SUPPLY, FX_AGENTS_SUPPLY,
    FX_SHIPS_TOTAL, /* ships on the map */
    FX_RES, FX_CARD_RES, FX_ASSETS /* Captives and Trophies held */, FX_REGENT, FX_CITIES_MAP, FX_STARPORTS_MAP,
    FX_PLAYER_KEYS
};
/* Word 0 also: a player's ships in a system (bit 44 + 4 p + the system
 * mod 4). Word 1: the Favors player h holds of player o's (bit 4 h + o),
 * a player's agents on a Court card (bit 16 + 8 p + its place), a
 * system's building places (bit 48 + the system mod 16). */
_Static_assert(FX_PLAYER_KEYS * MAX_PLAYERS <= 44 && MAX_PLAYERS == 4 && COURT_ROW_MAX <= 8,
               "deal item effects fit two words");
#define FX_P(p, k) ((uint64_t)1 << (FX_PLAYER_KEYS * (p) + (k)))
#define FX_SHIPS_AT(p, sys) ((uint64_t)1 << (44 + 4 * (p) + (sys) % 4))
#define FX_FAVOR(h, o) ((uint64_t)1 << (4 * (h) + (o)))
#define FX_COURT(p, pos) ((uint64_t)1 << (16 + 8 * (p) + (pos)))
#define FX_PLACES(sys) ((uint64_t)1 << (48 + (sys) % 16))

/* Every count a base action's check wants large, its take lowers (and
 * the other way round): one mask for both. */
typedef struct item_fx {
    uint64_t up[2], down[2]; /* counts the take raises; lowers (and the check wants large) */
    uint64_t le;             /* word 0: counts the check wants small */
    uint64_t place;          /* word 1: the building place the check reads and the take sets */
} item_fx;

/* The keys of a base Negotiation action's check and take (item_ok and
 * item_take above, read from them); false for a law's action or an item
 * out of range (no fast answer). */
static bool item_effects(const deal_item *it, int num_players, item_fx *e) {
    *e = (item_fx){{0, 0}, {0, 0}, 0, 0};
    int gv = it->giver, rc = it->receiver, x = it->x, y = it->y;
    if (it->pad || gv >= num_players || rc >= num_players || gv == rc) return false;
    switch (it->action) {
    case ARCS_NEGOTIATION_CEDE_CONTROL:
        if (x >= SYSTEMS_MAX) return false;
        if (y <= 1) {
            /* The giver's ship here and not its last; the Rival's supply. */
            e->down[0] = FX_P(gv, FX_SHIPS_TOTAL) | FX_P(rc, FX_SHIPS_SUPPLY) | FX_SHIPS_AT(gv, x);
            e->up[0] = FX_P(gv, FX_SHIPS_SUPPLY) | FX_P(rc, FX_SHIPS_TOTAL) | FX_SHIPS_AT(rc, x);
            return true;
        }
        if (y - 2 >= BUILDING_SLOTS_MAX) return false;
        /* The building as it is, no Loyal ship here, not the giver's last
         * of its kind; the Rival's supply (both kinds: the place tells
         * which). */
        e->place = FX_PLACES(x);
        e->le = FX_SHIPS_AT(gv, x);
        e->down[0] = FX_P(gv, FX_CITIES_MAP) | FX_P(gv, FX_STARPORTS_MAP) | FX_P(rc, FX_STARPORTS_SUPPLY) |
                     FX_P(rc, FX_CITIES_BOARD);
        e->up[0] = FX_P(rc, FX_CITIES_MAP) | FX_P(rc, FX_STARPORTS_MAP) | FX_P(gv, FX_STARPORTS_SUPPLY) |
                   FX_P(gv, FX_CITIES_BOARD);
        return true;
    case ARCS_NEGOTIATION_DELEGATE_AUTHORITY:
        if (x >= COURT_ROW_MAX) return false;
        e->down[0] = FX_P(rc, FX_AGENTS_SUPPLY);
        e->up[0] = FX_P(gv, FX_AGENTS_SUPPLY);
        e->down[1] = FX_COURT(gv, x);
        e->up[1] = FX_COURT(rc, x);
        return true;
    case ARCS_NEGOTIATION_PROMISE_FAVOR:
        e->down[0] = FX_P(gv, FX_AGENTS_SUPPLY);
        e->up[1] = FX_FAVOR(rc, gv);
        return true;
    case ARCS_NEGOTIATION_INVITE_TO_EMPIRE:
        /* The First Regent (no item changes it); the Rival not a Regent. */
        e->le = e->up[0] = FX_P(rc, FX_REGENT);
        return true;
    case ARCS_NEGOTIATION_TRANSFER_ASSET: break;
    default: return false;
    }
    if (x == ARCS_ASSET_RESOURCE) {
        /* A resource slot of the giver's, or its card's (the supply passes
         * it on unread: aftermath). */
        e->down[0] = FX_P(gv, y >= TRANSFER_CARD_RES ? FX_CARD_RES : FX_RES);
        return true;
    }
    if (x == ARCS_ASSET_FAVOR) {
        if (y >= num_players) return false;
        e->down[1] = FX_FAVOR(gv, y);
        if (y == rc) e->up[0] = FX_P(rc, FX_AGENTS_SUPPLY);
        else e->up[1] = FX_FAVOR(rc, y);
        return true;
    }
    if (x >= TRANSFER_ASSETS) return false;
    e->down[0] = FX_P(gv, FX_ASSETS);
    if (y != rc || x >= ARCS_ASSET_TROPHY_IMPERIAL) {
        e->up[0] = FX_P(rc, FX_ASSETS);
        return true;
    }
    /* The Rival's own piece back to its supply. */
    switch (x) {
    case ARCS_ASSET_TROPHY_SHIP: e->up[0] = FX_P(rc, FX_SHIPS_SUPPLY); break;
    case ARCS_ASSET_TROPHY_CITY: e->up[0] = FX_P(rc, FX_CITIES_BOARD); break;
    case ARCS_ASSET_TROPHY_STARPORT: e->up[0] = FX_P(rc, FX_STARPORTS_SUPPLY); break;
    default: e->up[0] = FX_P(rc, FX_AGENTS_SUPPLY); break;
    }
    return true;
}

/* Is the one field of key `bit` of word w, raised by one by some item,
 * still as large as every check of it wants without that item? Its value
 * before the deal, less one for every item that lowers it (each lowers it
 * by one at most), less the one raise, must reach what the checks want:
 * 1 of a supply, a Favor, an agent on a Court card, 2 ships on the map
 * ("not your last ship"). False for a key of several fields. */
static bool fx_plenty(const game_state *g, const item_fx *e, int n, int w, int bit) {
    int value, want = 1;
    if (w == 0) {
        if (bit >= FX_PLAYER_KEYS * MAX_PLAYERS) return false;
        const player_state *pl = &g->pl[bit / FX_PLAYER_KEYS];
        switch (bit % FX_PLAYER_KEYS) {
        case FX_SHIPS_SUPPLY: value = pl->ships_supply; break;
        case FX_CITIES_BOARD: value = pl->cities_on_board; break;
        case FX_STARPORTS_SUPPLY: value = pl->starports_supply; break;
        case FX_AGENTS_SUPPLY: value = pl->agents_supply; break;
        case FX_SHIPS_TOTAL: value = ships_on_map_upto(g, bit / FX_PLAYER_KEYS, 3 + n); want = 2; break;
        default: return false;
        }
    } else if (bit < 16) {
        value = g->camp.favors[bit / 4][bit % 4];
    } else if (bit < 48) {
        value = g->court_agents[(bit - 16) % 8][(bit - 16) / 8];
    } else {
        return false;
    }
    for (int j = 0; j < n; j++) value -= (int)(e[j].down[w] >> bit & 1u);
    return value - 1 >= want;
}

/* Bit i: item i of the deal s on g could go with the later items still
 * taken in order, told by item_fx alone, provided every item can be taken
 * in order (the caller knows). Only items before `upto` are asked (the
 * slow check of the last two takes at most one item). 0 for every item
 * when an item has no fast answer (a law's action). */
static unsigned deal_removable_fast(const game_state *g, const summit_state *s, int upto) {
    item_fx e[DEAL_ITEMS_MAX];
    int n = s->n_items < DEAL_ITEMS_MAX ? s->n_items : DEAL_ITEMS_MAX;
    if (upto <= 0) return 0;
    for (int i = 0; i < n; i++)
        if (!item_effects(&s->items[i], g->num_players, &e[i])) return 0;
    unsigned ok = 0;
    /* What items i+1.. read: counts wanted large (lowered), small; places. */
    uint64_t down0 = 0, down1 = 0, le0 = 0, place = 0;
    for (int i = n - 1; i >= 0; i--) {
        if (i < upto) {
            bool safe = !(e[i].down[0] & le0) && !(e[i].place & place);
            for (uint64_t raised = e[i].up[0] & down0; raised && safe; raised &= raised - 1)
                safe = fx_plenty(g, e, n, 0, __builtin_ctzll(raised));
            for (uint64_t raised = e[i].up[1] & down1; raised && safe; raised &= raised - 1)
                safe = fx_plenty(g, e, n, 1, __builtin_ctzll(raised));
            if (safe) ok |= 1u << i;
        }
        down0 |= e[i].down[0];
        down1 |= e[i].down[1];
        le0 |= e[i].le;
        place |= e[i].place;
    }
    return ok;
}

/* Could the deal's items be taken in order without item `skip` (-1: all
 * of them)? */
static bool deal_takeable_without(const game_state *g, int skip) {
    struct arcs_game tmp;
    return deal_take_on(g, game_scratch_copy(&tmp, g), skip);
}

/* Hook point SUMMIT_CONSENT: the players besides the giver and the
 * receiver whose consent an item needs (bit per player): giving a
 * resource with Transfer Asset may need the consent of a rules card's
 * player (Monopoly Consent). The resource's type is read on g: earlier
 * items of a deal only empty the giver's slots. */
static unsigned item_consenters(const game_state *g, int action, int giver, int receiver, int x, int y) {
    const summit_negotiation *law = law_negotiation(g, action);
    if (law) return law->consent && y < GUILD_HELD_MAX ? law->consent(g, giver, receiver, y) & ~(1u << giver | 1u << receiver) : 0;
    if (action != ARCS_NEGOTIATION_TRANSFER_ASSET || x != ARCS_ASSET_RESOURCE || !other_sources(g)) return 0;
    int r = y >= TRANSFER_CARD_RES ? y - TRANSFER_CARD_RES : y < RES_SLOTS_MAX ? g->pl[giver].res[y] - 1 : -1;
    if (r < 0 || r >= NUM_RES) return 0;
    return cards_give_consent(g, giver, r) & ~(1u << giver | 1u << receiver);
}

/* Bit per party of the pending deal (every giver and receiver, the
 * proposer, and the players whose consent an item needs). */
unsigned summit_deal_parties(const game_state *g) {
    const summit_state *s = &g->camp.summit;
    unsigned parties = 1u << s->proposer;
    for (int i = 0; i < s->n_items; i++) {
        const deal_item *it = &s->items[i];
        parties |= 1u << it->giver | 1u << it->receiver;
        parties |= item_consenters(g, it->action, it->giver, it->receiver, it->x, it->y);
    }
    return parties;
}

/* The first party in turn order after the proposer that has not accepted
 * (bit per player), or -1. */
static int next_consenter(const game_state *g, unsigned accepted) {
    unsigned want = summit_deal_parties(g) & ~accepted;
    int proposer = g->camp.summit.proposer;
    for (int i = 1; i < g->num_players; i++) {
        int p = (proposer + i) % g->num_players;
        if (want & (1u << p)) return p;
    }
    return -1;
}

/* ---- FR_SUMMIT ---- */

void summit_begin(game_state *g, int caller) {
    if (!is_campaign(g) || summit_active(g) || caller < 0 || caller >= g->num_players) return;
    summit_state *s = &g->camp.summit;
    memset(s, 0, sizeof *s);
    s->phase = SUMMIT_ORDER;
    s->caller = (uint8_t)caller;
    s->turn = (uint8_t)caller;
    s->deals_left = g->camp.summit_deal_limit;
    glog(g, "Summit called by Player %d: the Call to Order.", caller + 1);
    push_frame(g, FR_SUMMIT, caller);
    campaign_event(g, EVT_SUMMIT_CALLED, caller, 0, 0);
}

static void summit_step(game_state *g, arcs_move m) {
    (void)m;
    summit_state *s = &g->camp.summit;
    if (s->phase == SUMMIT_ORDER) {
        push_frame(g, FR_SUMMIT_ORDER, s->caller);
        return;
    }
    if (s->phase == SUMMIT_NEGOTIATE && s->passes < g->num_players && s->deals_left > 0) {
        push_frame(g, FR_SUMMIT_NEGOTIATE, s->turn);
        return;
    }
    glog(g, "The Summit ends.");
    memset(s, 0, sizeof *s);
    pop_frame(g);
}

const frame_ops summit_frame_ops = {"summit", NULL, summit_step};

/* ---- FR_SUMMIT_ORDER: Call to Order ---- */

/* Favors it costs to force `action` with target (x, y) on a Rival: 1, and a
 * resource's raid cost for Transfer Asset of a resource (Transfer Asset:
 * "Forcing you to give a resource with Return Favors costs Favors equal to
 * its raid cost"). */
static int force_cost(const game_state *g, int action, int giver, int x, int y) {
    /* A law's action: as the law says (0: it cannot be forced). */
    const summit_negotiation *law = law_negotiation(g, action);
    if (law) return y < GUILD_HELD_MAX ? law->force_cost(g, giver, y) : 0;
    /* A resource on a card (Merchant League) prints no raid cost: 1. */
    return action == ARCS_NEGOTIATION_TRANSFER_ASSET && x == ARCS_ASSET_RESOURCE && y < TRANSFER_CARD_RES ? res_slot_keys(y) : 1;
}

/* A forced item needing the consent of a third player (SUMMIT_CONSENT):
 * the caller forces it by returning 1 Favor of theirs to them (Monopoly
 * Consent; faq.csv, Monopoly Consent [66]: forcing the holder itself costs
 * only the Transfer Asset's Favors). */
static bool force_ok(const game_state *g, int caller, int rival, int action, int x, int y) {
    int cost = force_cost(g, action, rival, x, y);
    if (cost <= 0 || !item_ok(g, action, rival, caller, x, y) || favor_count(g, caller, rival) < cost) return false;
    unsigned consent = item_consenters(g, action, rival, caller, x, y);
    for (int h = 0; consent && h < g->num_players; h++)
        if ((consent >> h & 1u) && favor_count(g, caller, h) < 1) return false;
    return true;
}

static bool force_possible(const game_state *g, int caller, int rival, int action) {
    if (rival == caller || rival >= g->num_players || favor_count(g, caller, rival) <= 0) return false;
    move_list list;
    list.n = 0;
    list_targets(g, action, rival, caller, caller, &list);
    if (!needs_target(action)) return force_ok(g, caller, rival, action, 0, 0);
    for (int i = 0; i < list.n; i++)
        if (force_ok(g, caller, rival, action, list.m[i].a, list.m[i].b)) return true;
    return false;
}

/* Regents with the most Power other than p (bit per player). */
unsigned first_regent_heirs(const game_state *g, int p) {
    unsigned best = 0;
    int most = 0;
    for (int q = 0; q < g->num_players; q++) {
        if (q == p || !is_regent(g, q)) continue;
        int power = g->pl[q].power;
        if (!best || power > most) {
            best = 1u << q;
            most = power;
        } else if (power == most) {
            best |= 1u << q;
        }
    }
    return best;
}

static void order_enumerate(const game_state *g, const frame *f, move_list *out) {
    int c = f->player;
    const summit_state *s = &g->camp.summit;
    int last = last_negotiation(g);
    for (int q = 0; q < g->num_players; q++) {
        for (int a = 0; a <= ARCS_NEGOTIATION_INVITE_TO_EMPIRE; a++)
            if (force_possible(g, c, q, a)) add_move(out, ARCS_MOVE_RETURN_FAVORS, c, q, a, 0, 0);
        for (int a = ARCS_NEGOTIATION_INVITE_TO_EMPIRE + 1; a <= last; a++)
            if (force_possible(g, c, q, a)) add_move(out, ARCS_MOVE_RETURN_FAVORS, c, q, a, 0, 0);
    }
    if (!(s->order_used & SUMMIT_PETITIONED) && council_decided(g)) add_move(out, ARCS_MOVE_PETITION, c, 0, 0, 0, 0);
    if (!(s->order_used & SUMMIT_LEFT) && is_regent(g, c)) {
        /* "If you are the First Regent, give the First Regent tile to the
         * Regent with the most Power": the caller gives it, so a tie is
         * the caller's choice. */
        unsigned h = g->camp.first_regent == c ? first_regent_heirs(g, c) : 0;
        if (!h) add_move(out, ARCS_MOVE_LEAVE_EMPIRE, c, NO_HEIR, 0, 0, 0);
        for (int q = 0; q < g->num_players; q++)
            if (h & (1u << q)) add_move(out, ARCS_MOVE_LEAVE_EMPIRE, c, q, 0, 0, 0);
    }
    if (!(s->order_used & SUMMIT_REVIVED) && !g->camp.regents) add_move(out, ARCS_MOVE_REVIVE_EMPIRE, c, 0, 0, 0, 0);
    /* Hook point SUMMIT: a law's own Call to Order moves (the Pacifist's
     * Act III, Forgive forced); one bit test while none is in play. */
    if (other_sources(g) && (cards_source_hooks(g) & HOOK_BIT(SUMMIT))) cards_summit_order_moves(g, c, out);
    add_move(out, ARCS_MOVE_ORDER_DONE, c, 0, 0, 0, 0);
}

static void leave_empire(game_state *g, int c, int heir) {
    g->camp.summit.order_used |= SUMMIT_LEFT;
    glog(g, "Player %d leaves the Empire and becomes an Outlaw.", c + 1);
    campaign_leave_empire(g, c, heir);
}

void campaign_leave_empire(game_state *g, int c, int heir) {
    campaign_state *camp = &g->camp;
    campaign_make_outlaw(g, c);
    if (camp->first_regent != c) return;
    if (heir != NO_HEIR) {
        /* "Resources stay in the Imperial Trust." */
        campaign_take_first_regent(g, heir);
        glog(g, "Player %d becomes the First Regent.", heir + 1);
        return;
    }
    /* "If there are no Regents, return all resources from the Imperial
     * Trust to the supply, lose 1 Power per resource returned, and place
     * the First Regent tile in the supply." */
    int n = trust_return_all(g);
    int power = g->pl[c].power - n;
    g->pl[c].power = (int16_t)(power < -POWER_MAX ? -POWER_MAX : power);
    camp->first_regent = NO_PLAYER;
    glog(g, "No Regents remain: %d resources of the Imperial Trust return to the supply (Player %d loses %d Power); the First Regent tile goes to the supply.",
         n, c + 1, n);
}

static void order_apply(game_state *g, arcs_move m) {
    int c = m.player;
    summit_state *s = &g->camp.summit;
    switch (m.kind) {
    case ARCS_MOVE_RETURN_FAVORS:
        if (needs_target(m.b)) {
            frame *f = push_frame(g, FR_SUMMIT_ITEM, c);
            f->a = m.a;      /* the Rival forced */
            f->b = (uint8_t)c;
            f->c = m.b;      /* the action */
            f->d = 1;        /* forced: happens at once */
            return;
        } else {
            deal_item it = {m.b, m.a, (uint8_t)c, 0, 0, 0};
            aftermath after = {{0}, {0}, 0, 0};
            for (int k = 0; k < force_cost(g, m.b, m.a, 0, 0); k++) favor_return(g, c, m.a);
            log_item(g, &it, "Forced by returning Favors");
            item_carry_out(g, &it, &after);
            aftermath_settle(g, &after);
        }
        return;
    case ARCS_MOVE_PETITION:
        s->order_used |= SUMMIT_PETITIONED;
        glog(g, "Player %d petitions the Council.", c + 1);
        council_flip_in_session(g);
        return;
    case ARCS_MOVE_LEAVE_EMPIRE: leave_empire(g, c, m.a); return;
    case ARCS_MOVE_CARD: cards_summit_apply(g, m); return; /* summit_order_moves */
    case ARCS_MOVE_REVIVE_EMPIRE:
        /* "If there are no Regents, flip your Outlaw title card to Regent and
         * take the First Regent tile." */
        s->order_used |= SUMMIT_REVIVED;
        campaign_take_first_regent(g, c);
        glog(g, "Player %d revives the Empire: a Regent and the First Regent.", c + 1);
        return;
    default: /* ARCS_MOVE_ORDER_DONE */
        pop_frame(g);
        s->phase = SUMMIT_NEGOTIATE;
        glog(g, "Negotiations begin.");
        return;
    }
}

const frame_ops summit_order_frame_ops = {"summit_order", order_enumerate, order_apply};

/* ---- FR_SUMMIT_ITEM: the target of a Negotiation action ----
 * a = the player taking the action (the giver), b = the Rival it affects,
 * c = arcs_negotiation, d = 1 when forced by Return Favors (happens at
 * once), 0 in a deal being composed. */

/* Can no pending item of the deal s change what list_targets reads for a
 * Negotiation action of this kind by `giver` to `receiver`? Then its
 * targets on the deal's preview are those on the state itself. What the
 * targets read (item_ok): Cede Control the map's pieces (every system: the
 * giver's last pieces) and the receiver's ship, city and starport supplies;
 * Delegate Authority the Court's agents and the receiver's agent supply;
 * Transfer Asset the giver's resources, resources on its card, Captives,
 * Trophies and Favors. What an item (G gives to R) changes (item_take):
 * Cede Control the map, building marks and the piece supplies of G and R;
 * Delegate Authority the Court's agents and the agent supplies of G and R
 * (return_agent: or an Outrage placeholder); Promise Favor G's agent
 * supply and the Favors R holds; Invite to Empire the Regents; Transfer
 * Asset the assets and supplies of G and R, resources on G's card and the
 * supply. A law's action (any change) answers false, and so does any
 * pairing not listed (coarse: a false only costs the copy). */
static bool deal_leaves_targets(const summit_state *s, int action, int giver, int receiver) {
    for (int i = 0; i < s->n_items; i++) {
        const deal_item *it = &s->items[i];
        int g = it->giver, r = it->receiver;
        bool ok;
        switch (action) {
        case ARCS_NEGOTIATION_CEDE_CONTROL:
            ok = it->action == ARCS_NEGOTIATION_DELEGATE_AUTHORITY || it->action == ARCS_NEGOTIATION_PROMISE_FAVOR ||
                 it->action == ARCS_NEGOTIATION_INVITE_TO_EMPIRE ||
                 (it->action == ARCS_NEGOTIATION_TRANSFER_ASSET && g != receiver && r != receiver);
            break;
        case ARCS_NEGOTIATION_DELEGATE_AUTHORITY:
            ok = it->action == ARCS_NEGOTIATION_CEDE_CONTROL || it->action == ARCS_NEGOTIATION_INVITE_TO_EMPIRE ||
                 ((it->action == ARCS_NEGOTIATION_PROMISE_FAVOR || it->action == ARCS_NEGOTIATION_TRANSFER_ASSET) &&
                  g != receiver && r != receiver);
            break;
        case ARCS_NEGOTIATION_TRANSFER_ASSET:
            ok = it->action == ARCS_NEGOTIATION_CEDE_CONTROL || it->action == ARCS_NEGOTIATION_DELEGATE_AUTHORITY ||
                 it->action == ARCS_NEGOTIATION_INVITE_TO_EMPIRE ||
                 ((it->action == ARCS_NEGOTIATION_PROMISE_FAVOR || it->action == ARCS_NEGOTIATION_TRANSFER_ASSET) &&
                  g != giver && r != giver);
            break;
        default: ok = false; break;
        }
        if (!ok) return false;
    }
    return true;
}

static void item_enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->d) {
        move_list all;
        all.n = 0;
        list_targets(g, f->c, f->a, f->b, f->player, &all);
        for (int i = 0; i < all.n; i++)
            if (force_ok(g, f->b, f->a, f->c, all.m[i].a, all.m[i].b)) out->m[out->n++] = all.m[i];
        return;
    }
    /* With no item yet, or none that can change what the action's targets
     * read, the preview's targets are the state's own: no copy. */
    const summit_state *s = &g->camp.summit;
    struct arcs_game tmp;
    if (s->n_items && !deal_leaves_targets(s, f->c, f->a, f->b)) {
        list_targets(deal_preview(g, &tmp), f->c, f->a, f->b, f->player, out);
        return;
    }
#ifndef NDEBUG
    int from = out->n;
#endif
    list_targets(g, f->c, f->a, f->b, f->player, out);
#ifndef NDEBUG
    if (s->n_items) {
        move_list slow;
        slow.n = 0;
        list_targets(deal_preview(g, &tmp), f->c, f->a, f->b, f->player, &slow);
        assert(out->n - from == slow.n && memcmp(&out->m[from], slow.m, (size_t)slow.n * sizeof slow.m[0]) == 0);
    }
#endif
}

static void item_apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int giver = f->a, receiver = f->b, action = f->c, forced = f->d, player = f->player;
    pop_frame(g);
    if (!forced) {
        deal_append(g, player, action, giver, receiver, m.a, m.b);
        return;
    }
    deal_item it = {(uint8_t)action, (uint8_t)giver, (uint8_t)receiver, m.a, m.b, 0};
    int cost = force_cost(g, action, giver, m.a, m.b);
    unsigned consent = item_consenters(g, action, giver, receiver, m.a, m.b);
    for (int k = 0; k < cost; k++) favor_return(g, receiver, giver);
    glog(g, "Player %d returns %d of Player %d's Favors.", receiver + 1, cost, giver + 1);
    for (int h = 0; consent && h < g->num_players; h++)
        if (consent >> h & 1u) {
            favor_return(g, receiver, h);
            glog(g, "Player %d returns 1 of Player %d's Favors for their consent.", receiver + 1, h + 1);
        }
    log_item(g, &it, "Forced");
    aftermath after = {{0}, {0}, 0, 0};
    item_carry_out(g, &it, &after);
    aftermath_settle(g, &after);
}

const frame_ops summit_item_frame_ops = {"summit_item", item_enumerate, item_apply};

/* ---- FR_SUMMIT_NEGOTIATE ---- */

static void negotiate_enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    const summit_state *s = &g->camp.summit;
    if (!s->n_items) {
        add_move(out, ARCS_MOVE_NEGOTIATE_PASS, p, 0, 0, 0, 0);
    } else {
        add_move(out, ARCS_MOVE_DEAL_SUBMIT, p, 0, 0, 0, 0);
        add_move(out, ARCS_MOVE_DEAL_WITHDRAW, p, 0, 0, 0, 0);
    }
    /* Item i may be taken out when the others can be taken in order
     * (deal_takeable_without): the items before it are taken once, on
     * `preview` (which so ends as deal_preview's state), the items after
     * it on a copy of that. Where item_fx tells that i's absence disturbs
     * no later item, that copy is skipped, provided the whole deal can be
     * taken in order (known once the loop is done: a deal of base actions
     * always can, deal_take_pending). */
    /* With no item yet, the preview is the state itself: no copy. */
    struct arcs_game tmp, rest;
    const game_state *preview = g;
    if (s->n_items) {
        bool laws = deal_has_law(s); /* a law's action in the deal: checks on copies */
        /* A full deal (no item to add: no preview needed) whose items the
         * fast answer all covers needs no copy at all: a pending deal can
         * always be taken in order (deal_append checks each item on the
         * preview, a removal keeps the rest takeable, nothing else changes
         * the state while a deal is pending, and summit_state_ok checks a
         * loaded one); debug builds take the long way and check it. */
        int n = s->n_items;
        bool full = n >= DEAL_ITEMS_MAX;
        unsigned fast = laws ? 0 : deal_removable_fast(g, s, full ? n - 1 : n - 2), removable = 0;
        unsigned every = (1u << n) - 1u, last = 1u << (n - 1);
#ifdef NDEBUG
        if (full && (fast | last) == every) {
            for (int k = 0; k < n; k++) add_move(out, ARCS_MOVE_DEAL_REMOVE, p, k, 0, 0, 0);
            return;
        }
#endif
        game_state *taken = game_scratch_copy(&tmp, g);
        aftermath after = {{0}, {0}, 0, 0};
        bool before_ok = true; /* items 0..i-1 taken on `taken` */
        int i = 0;
        for (; i < s->n_items && before_ok; i++) {
            /* An item the fast answer covers is decided after the loop;
             * debug builds ask it the slow way too, and compare. */
            bool ask = true;
#ifdef NDEBUG
            ask = !(fast >> i & 1u);
#endif
            bool ok = true;
            if (!ask) {
                ok = false;
            } else if (i + 2 == s->n_items) {
                /* One item after it: whether it can be taken is all that
                 * is asked, on `taken` itself (no copy to take it on). */
                const deal_item *it = &s->items[i + 1];
                ok = !it->pad && item_ok(taken, it->action, it->giver, it->receiver, it->x, it->y);
            } else if (i + 1 < s->n_items && !laws) {
                ok = deal_rest_takeable(s, taken, i + 1, &after);
            } else if (i + 1 < s->n_items) {
                aftermath after_rest = after;
                ok = deal_take_range(s, game_scratch_copy(&rest, taken), i + 1, s->n_items, -1, &after_rest);
            }
            if (ok) removable |= 1u << i;
            before_ok = laws ? deal_take_range(s, taken, i, i + 1, -1, &after) : deal_take_pending(s, taken, i, &after);
        }
        /* The items the fast answer covers (among those the loop reached):
         * removable when every item could be taken (else, never in a deal
         * composed by these rules, asked the slow way). */
        bool all_ok = before_ok && i == s->n_items;
        assert(all_ok || !full || (fast | last) != every);
        unsigned deferred = fast & ((1u << i) - 1u);
        for (int k = 0; k < s->n_items; k++) {
            if (!(deferred >> k & 1u)) continue;
            bool ok = all_ok || deal_takeable_without(g, k);
            assert(ok == ((removable >> k & 1u) != 0));
            removable = ok ? removable | 1u << k : removable & ~(1u << k);
        }
        for (int k = 0; k < s->n_items; k++)
            if (removable >> k & 1u) add_move(out, ARCS_MOVE_DEAL_REMOVE, p, k, 0, 0, 0);
        preview = taken;
    }
    if (s->n_items >= DEAL_ITEMS_MAX) return;
    /* Cede Control and Delegate Authority depend on the receiver only
     * through its supply; Transfer Asset and Promise Favor not at all: the
     * map is walked once and each giver's assets and Court agents once. */
    unsigned cede_all[MAX_PLAYERS];
    cede_kinds(preview, cede_all);
    int last = last_negotiation(g);
    for (int giver = 0; giver < g->num_players; giver++) {
        unsigned cede = cede_all[giver];
        bool transfer = transfer_possible(preview, giver), delegate = delegate_any(preview, giver);
        bool promise = preview->pl[giver].agents_supply > 0;
        for (int receiver = 0; receiver < g->num_players; receiver++) {
            if (giver == receiver) continue;
            for (int a = 0; a <= ARCS_NEGOTIATION_INVITE_TO_EMPIRE; a++) {
                bool ok;
                switch (a) {
                case ARCS_NEGOTIATION_CEDE_CONTROL: ok = cede_possible(preview, cede, receiver); break;
                case ARCS_NEGOTIATION_TRANSFER_ASSET: ok = transfer; break;
                case ARCS_NEGOTIATION_PROMISE_FAVOR: ok = promise; break;
                case ARCS_NEGOTIATION_DELEGATE_AUTHORITY: ok = delegate && preview->pl[receiver].agents_supply > 0; break;
                default: ok = has_target(preview, a, giver, receiver); break;
                }
                if (ok) add_move(out, ARCS_MOVE_DEAL_ADD, p, giver, receiver, a, 0);
            }
            /* The laws' actions (none in play: no loop). */
            for (int a = ARCS_NEGOTIATION_INVITE_TO_EMPIRE + 1; a <= last; a++)
                if (law_targets(preview, a, giver, receiver, p, NULL)) add_move(out, ARCS_MOVE_DEAL_ADD, p, giver, receiver, a, 0);
        }
    }
    /* Hook point SUMMIT_ACTIONS: a Fate's own Negotiations moves (the
     * Magnate's Export to the Galactic Core), while no deal is composed. */
    if (!s->n_items && other_sources(g)) cards_summit_moves(g, p, out);
}

static void negotiate_apply(game_state *g, arcs_move m) {
    int p = m.player;
    summit_state *s = &g->camp.summit;
    if (cards_summit_apply(g, m)) {
        /* Something was done: the countdown starts again; still p's turn. */
        s->passes = 0;
        return;
    }
    switch (m.kind) {
    case ARCS_MOVE_NEGOTIATE_PASS:
        pop_frame(g);
        s->passes++;
        s->turn = (uint8_t)next_seat(g, p);
        glog(g, "Player %d passes.", p + 1);
        return;
    case ARCS_MOVE_DEAL_ADD:
        if (needs_target(m.c)) {
            frame *f = push_frame(g, FR_SUMMIT_ITEM, p);
            f->a = m.a;
            f->b = m.b;
            f->c = m.c;
        } else {
            deal_append(g, p, m.c, m.a, m.b, 0, 0);
        }
        return;
    case ARCS_MOVE_DEAL_WITHDRAW:
        deal_clear(g);
        glog(g, "Player %d withdraws the deal.", p + 1);
        return;
    case ARCS_MOVE_DEAL_REMOVE:
        memmove(&s->items[m.a], &s->items[m.a + 1], (size_t)(s->n_items - m.a - 1) * sizeof s->items[0]);
        memset(&s->items[--s->n_items], 0, sizeof s->items[0]);
        if (!s->n_items) s->proposer = 0;
        glog(g, "Player %d takes item %d out of the deal.", p + 1, m.a + 1);
        return;
    default: { /* ARCS_MOVE_DEAL_SUBMIT */
        if (s->deals_left != DEALS_UNLIMITED) s->deals_left--;
        if (log_enabled(g)) {
            char who[48];
            players_words(summit_deal_parties(g) & ~(1u << p), who, sizeof who);
            glog(g, "Deal proposed by Player %d to %s (%d item%s):", p + 1, who, s->n_items, s->n_items == 1 ? "" : "s");
            for (int i = 0; i < s->n_items; i++) {
                char words[SUMMIT_ITEM_WORDS];
                summit_item_words(g, i, words, sizeof words, NULL, 0);
                glog(g, "  %d. %s.", i + 1, words);
            }
        }
        frame *f = push_frame(g, FR_SUMMIT_CONSENT, next_consenter(g, 1u << p));
        f->a = (uint8_t)(1u << p);
        return;
    }
    }
}

/* Item i of the pending deal in words, as the items before it leave the
 * state, with the consents it needs (the submit log; arcs_summit); returns
 * those consents (bit per player). */
unsigned summit_item_words(const game_state *g, int i, char *buf, size_t cap, char *target, size_t tcap) {
    const summit_state *s = &g->camp.summit;
    if (target && tcap) target[0] = 0;
    if (i < 0 || i >= s->n_items || i >= DEAL_ITEMS_MAX) {
        snprintf(buf, cap, "no item %d", i + 1);
        return 0;
    }
    struct arcs_game tmp;
    game_state *before = game_scratch_copy(&tmp, g);
    aftermath after = {{0}, {0}, 0, 0};
    deal_take_range(s, before, 0, i, -1, &after);
    const deal_item *it = &s->items[i];
    char words[112], who_too[48] = "";
    item_words(before, it, words, sizeof words);
    unsigned consent = item_consenters(before, it->action, it->giver, it->receiver, it->x, it->y);
    if (consent) players_words(consent, who_too, sizeof who_too);
    snprintf(buf, cap, "%s%s%s", words, consent ? ", with the consent of " : "", who_too);
    if (target && tcap) item_target(before, it, target, tcap);
    return consent;
}

const frame_ops summit_negotiate_frame_ops = {"summit_negotiate", negotiate_enumerate, negotiate_apply};

/* Campaign event EVT_SUMMIT_GIFT (the Magnate's objective): in the
 * Negotiations, the item's giver gives its receiver a resource (b = its
 * type) or a Favor (b = SUMMIT_GIFT_FAVOR + the agent's owner). Emitted
 * before the item is taken, items in deal order. */
static void deal_item_event(game_state *g, const deal_item *it) {
    const summit_negotiation *law = law_negotiation(g, it->action);
    if (law) {
        camp_event ev = {EVT_SUMMIT_CARD_GIVEN, it->receiver, it->giver, it->action, law->card(g, it->giver, it->y)};
        cards_event(g, &ev);
        return;
    }
    int what = -1;
    if (it->action == ARCS_NEGOTIATION_PROMISE_FAVOR) what = SUMMIT_GIFT_FAVOR + it->giver;
    else if (it->action == ARCS_NEGOTIATION_TRANSFER_ASSET && it->x == ARCS_ASSET_FAVOR) what = SUMMIT_GIFT_FAVOR + it->y;
    else if (it->action == ARCS_NEGOTIATION_TRANSFER_ASSET && it->x == ARCS_ASSET_RESOURCE)
        what = it->y >= TRANSFER_CARD_RES ? it->y - TRANSFER_CARD_RES : g->pl[it->giver].res[it->y] - 1;
    if (what < 0 || !is_campaign(g)) return;
    camp_event ev = {EVT_SUMMIT_GIFT, it->receiver, it->giver, (uint8_t)what, 0};
    cards_event(g, &ev);
}

/* ---- FR_SUMMIT_CONSENT: a = the parties who accepted (bit per player) ---- */

static void consent_enumerate(const game_state *g, const frame *f, move_list *out) {
    (void)g;
    add_move(out, ARCS_MOVE_DEAL_ACCEPT, f->player, 0, 0, 0, 0);
    add_move(out, ARCS_MOVE_DEAL_REJECT, f->player, 0, 0, 0, 0);
}

static void consent_apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    summit_state *s = &g->camp.summit;
    if (m.kind == ARCS_MOVE_DEAL_REJECT) {
        /* The deal leaves no trace. */
        glog(g, "Deal rejected by Player %d: it leaves no trace.", m.player + 1);
        pop_frame(g);
        deal_clear(g);
        /* The deal limit is used up: the Negotiations end. */
        if (!s->deals_left) pop_frame(g);
        return;
    }
    unsigned accepted = f->a | 1u << m.player;
    int next = next_consenter(g, accepted);
    if (next >= 0) {
        f->a = (uint8_t)accepted;
        f->player = (uint8_t)next;
        return;
    }
    /* Everyone agreed: every action at once. */
    int proposer = s->proposer;
    pop_frame(g); /* the consent */
    pop_frame(g); /* the proposer's negotiation turn */
    if (log_enabled(g)) {
        char who[48];
        players_words(accepted, who, sizeof who);
        glog(g, "Deal accepted by %s: it is carried out at once.", who);
    }
    aftermath after = {{0}, {0}, 0, 0};
    for (int i = 0; i < s->n_items; i++) {
        log_item(g, &s->items[i], "Deal");
        deal_item_event(g, &s->items[i]);
        item_carry_out(g, &s->items[i], &after);
    }
    deal_clear(g);
    s->passes = 0;
    s->turn = (uint8_t)next_seat(g, proposer);
    aftermath_settle(g, &after);
}

const frame_ops summit_consent_frame_ops = {"summit_consent", consent_enumerate, consent_apply};

/* ---- load checks ---- */

bool summit_state_ok(const game_state *g, char *why, size_t cap) {
    const summit_state *s = &g->camp.summit;
#define BAD(...)                                              \
    do {                                                      \
        if (why && cap) snprintf(why, cap, __VA_ARGS__);      \
        return false;                                         \
    } while (0)
    int n = g->num_players;
    if (!is_campaign(g) || s->phase == SUMMIT_NONE) {
        summit_state zero;
        memset(&zero, 0, sizeof zero);
        if (memcmp(s, &zero, sizeof zero)) BAD("Summit data outside a Summit");
        return true;
    }
    if (s->phase > SUMMIT_NEGOTIATE || s->caller >= n || s->turn >= n || s->passes > n ||
        (s->order_used & ~(SUMMIT_LEFT | SUMMIT_REVIVED | SUMMIT_PETITIONED)))
        BAD("Summit out of range");
    if (g->camp.summit_deal_limit == DEALS_UNLIMITED ? s->deals_left != DEALS_UNLIMITED
                                                     : s->deals_left > g->camp.summit_deal_limit)
        BAD("Summit deals left do not match the limit");
    if (s->n_items > DEAL_ITEMS_MAX || s->proposer >= n) BAD("Summit deal out of range");
    if (!s->n_items && s->proposer) BAD("a proposer without a deal");
    if (s->n_items && s->phase != SUMMIT_NEGOTIATE) BAD("a deal outside the Negotiations");
    for (int i = s->n_items; i < DEAL_ITEMS_MAX; i++) {
        const deal_item *it = &s->items[i];
        if (it->action || it->giver || it->receiver || it->x || it->y || it->pad) BAD("Summit deal: data past its items");
    }
    /* Each item must be possible after the ones before it. */
    if (!deal_takeable_without(g, -1)) BAD("Summit deal: its items cannot be taken in order");
#undef BAD
    return true;
}
