/* Board queries and piece primitives shared by every rule
 * (Base rulebook, "Core Concepts" and "Fine Print: Pieces & Piece Limits"). */
#include "core/engine.h"

/* Campaign control with Flagships on the map: each Flagship counts as a
 * fresh Loyal ship of its owner (Campaign rulebook, "Flagship Piece";
 * camp.flagship: lib/campaign/flagship.h). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int controller_with_flagships(const game_state *g, int sys) {
    const system_state *s = &g->sys[sys];
    int best = NO_PLAYER, most = 0;
    bool tie = false;
    for (int p = 0; p < g->num_players; p++) {
        int n = s->fresh[p] + (g->camp.flagship[p] == sys + 1);
        if (n > most) {
            most = n;
            best = p;
            tie = false;
        } else if (n == most && most > 0) {
            tie = true;
        }
    }
    return tie ? NO_PLAYER : best;
}

int controller(const game_state *g, int sys) {
    /* Campaign, Imperial Sovereignty: "The Empire controls all systems that
     * have any number of fresh Imperial ships, ignoring all players' Loyal
     * ships." */
    if (is_campaign(g)) {
        if (g->camp.imperial[sys][0]) return OWNER_EMPIRE;
        /* Flagships: "a fresh Loyal ship" (Campaign rulebook, "Flagship Piece"). */
        uint32_t any;
        memcpy(&any, g->camp.flagship, sizeof any);
        if (any) return controller_with_flagships(g, sys);
    }
    /* Control: more fresh ships than each Rival; on a tie no one controls. */
    const system_state *s = &g->sys[sys];
    int best = NO_PLAYER, most = 0;
    bool tie = false;
    for (int p = 0; p < g->num_players; p++) {
        if (s->fresh[p] > most) {
            most = s->fresh[p];
            best = p;
            tie = false;
        } else if (s->fresh[p] == most && most > 0) {
            tie = true;
        }
    }
    return tie ? NO_PLAYER : best;
}

bool presence_controls(const game_state *g, int p, int sys) {
    /* Campaign, Presence Law: on a Regent's turn, in systems with their
     * Loyal pieces, they control the system if it is Empire-controlled;
     * a Regent who ignores the Presence Law (Imperial Officers) needs no
     * Loyal piece there. */
    /* A law may deny p the command of the Imperial Fleet (Martial Law). */
    return ((g->camp.regents >> p) & 1u) && g->turn_player == p && (has_loyal_piece(g, p, sys) || presence_ignored(g, p)) &&
           !fleet_command_denied(g, p);
}

bool campaign_may_harm(const game_state *g, int p, int owner, int sys) {
    if (owner == p) return false;
    if (!is_regent_player(g, p)) return true;
    /* Truce Law (rules-structured.yaml wording), unless the Regent ignores
     * it (a card), asked only where the Law forbids. */
    bool truce = owner == OWNER_EMPIRE || (owner < MAX_PLAYERS && is_regent_player(g, owner) && imperial_in(g, sys));
    return !truce || truce_ignored(g, p);
}

bool has_loyal_piece(const game_state *g, int p, int sys) {
    /* The Flagship: a Loyal ship; cards' own Loyal pieces (Banners: a
     * card's data) and tokens a card says are Loyal (Witnesses; Tokens,
     * "Not Loyal"). */
    return loyal_map_piece(g, p, sys) ||
           (is_campaign(g) && (g->camp.flagship[p] == sys + 1 || card_loyal_piece(g, p, sys) ||
                               (g->camp.n_tokens && loyal_token_at(g, p, sys))));
}

int ships_on_map(const game_state *g, int p) {
    int n = 0;
    /* System 24, the map centre (campaign: the Twisted Passage), counts:
     * zero elsewhere. */
    for (int s = 0; s < SYSTEMS_MAX; s++) n += g->sys[s].fresh[p] + g->sys[s].damaged[p];
    return n;
}

int buildings_on_map(const game_state *g, int p, bool starports) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; i < SLOTS_PER_SYSTEM; i++) {
            uint8_t b = g->sys[s].bld[i];
            if ((b & BLD_OCCUPIED) && (int)BLD_OWNER(b) == p && BLD_IS_STARPORT(b) == starports) n++;
        }
    /* Buildings outside the printed slots (Leaders & Lore; the campaign's
     * map centre has only those). */
    if (!is_base_game(g))
        for (int s = 0, systems = building_systems(g); s < systems; s++)
            n += outside_count(&g->sys[s], BLD_KIND_MASK, BLD_OF(p) | (starports ? BLD_STARPORT : 0u));
    return n;
}

int open_res_slots(const player_state *pl) {
    /* City slots 1, 2, 3 cover resource slots 3, 4 and 5+6 (docs/components.md §3). */
    int off = CITY_SLOTS - pl->cities_on_board;
    if (off <= 0) return 2;
    if (off == 1) return 3;
    if (off == 2) return 4;
    return 6;
}

int bonus_city_power(const player_state *pl) {
    /* City slots 4 and 5 cover "+2" and "+3 to won ambitions". */
    int off = CITY_SLOTS - pl->cities_on_board;
    if (off >= 5) return 5;
    if (off == 4) return 2;
    return 0;
}

/* The slots' 7 bytes and the next field's byte as one word, compared with
 * r + 1 at once: a matching slot is a zero byte of x, found exactly (no
 * borrow between bytes) as the top bit of ~(((x & 0x7F..) + 0x7F..) | x),
 * the 8th byte left out, and the matches counted by one multiply. Debug
 * builds check the loop agrees. */
int resources_held(const player_state *pl, int r) {
    _Static_assert(RES_SLOTS_MAX == 7 && offsetof(player_state, res) + 8 <= sizeof(player_state),
                   "the 7 slots and one more byte of player_state are one 8-byte load");
    const uint64_t lo7 = 0x7F7F7F7F7F7F7F7Full, ones = 0x0101010101010101ull;
    uint64_t w;
    memcpy(&w, pl->res, sizeof w);
    uint64_t x = w ^ (uint64_t)(uint8_t)(r + 1) * ones;
    uint64_t zero = ~(((x & lo7) + lo7) | x | lo7) & 0x0080808080808080ull;
    int n = (int)(((zero >> 7) * ones) >> 56);
#ifndef NDEBUG
    int slow = 0;
    for (int i = 0; i < RES_SLOTS_MAX; i++)
        if (pl->res[i] == r + 1) slow++;
    assert(n == slow);
#endif
    return n;
}

int res_slot_keys(int slot) {
    /* The board's slots (docs/components.md §3), then a card's slot: the
     * only card with one, Ancient Holdings, costs 4 keys (cards.csv). */
    static const uint8_t KEYS[RES_SLOTS_MAX] = {3, 1, 1, 2, 1, 3, 4};
    return slot >= 0 && slot < RES_SLOTS_MAX ? KEYS[slot] : 0;
}

void capture_agent(game_state *g, int captor, int victim) {
    player_state *v = &g->pl[victim];
    if (!v->agents_supply) return;
    v->agents_supply--;
    g->pl[captor].captives[victim]++;
}

void return_agent(game_state *g, int owner) {
    player_state *pl = &g->pl[owner];
    if (pl->outrage_placeholder) {
        /* The agent replaces the placeholder on the lowest owed Outrage slot. */
        for (int r = 0; r < NUM_RES; r++)
            if (pl->outrage_placeholder & (1u << r)) {
                pl->outrage_placeholder &= (uint8_t)~(1u << r);
                return;
            }
    }
    pl->agents_supply++;
}
