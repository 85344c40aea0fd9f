/*
 * Everything a loaded state must satisfy before the engine may run on it.
 *
 * state_from_msg (state_codec.c) has already checked every field's shape
 * and that it fits its C type. Here come the meanings: ids in range, seats
 * that are not in the game empty, the box's pieces, resources and cards
 * each in exactly one place (state_invariants_ok plus what it leaves out),
 * the decision stack well formed with a decision on top. A state that
 * passes can be enumerated and applied without reading out of bounds.
 */
#include <stdio.h>

#include "cards/hooks.h"
#include "rules/rules.h"
#include "core/invariants.h"
#include "data/card_ids.h"
#include "data/tables.h"
#include "campaign/flagship.h"
#include "campaign/summit.h"
#include "wire/wire.h"

#define FAIL(...)                                        \
    do {                                                 \
        if (why && cap) snprintf(why, cap, __VA_ARGS__); \
        return false;                                    \
    } while (0)

static bool is_zero(const void *p, size_t n) {
    const unsigned char *b = p;
    /* The first byte 0 and every byte equal to the one before it (memcmp's
     * vector loop rather than a byte at a time: the campaign block is big). */
    return n == 0 || (b[0] == 0 && memcmp(b, b + 1, n - 1) == 0);
}

static bool card_ok(uint8_t c) { return c < NUM_ACTION_CARDS; }
static bool card_or_none(uint8_t c) { return c == NO_CARD || c < NUM_ACTION_CARDS; }

/* The Court cards of a mode (base game and Leaders & Lore: the 31 base
 * Court cards). */
/* A card of a Fate set (ARCS-F101A... not the Fate cards FATE01..):
 * campaign games bring them in (Fate setup, Fate cards). */
static bool fate_set_card(uint16_t c) {
    const char *id = c < (unsigned)card_table_len ? card_table[c].id : "";
    return strncmp(id, "ARCS-F", 6) == 0 && id[6] >= '0' && id[6] <= '9';
}

static bool card_is_scrapped(const game_state *g, int c) {
    return is_campaign(g) && c < SCRAPPED_BYTES * 8 && ((g->camp.scrapped[c >> 3] >> (c & 7)) & 1u);
}

static bool in_court_of_mode(const game_state *g, uint16_t c) {
    if (c >= (unsigned)card_table_len) return false;
    if (is_base_game(g) || is_leaders_lore(g)) return (card_table[c].tags & TAG_BASE_COURT) != 0;
    if (is_campaign(g))
        return (card_table[c].tags & TAG_CAMPAIGN_COURT) || card_table[c].kind == CK_LORE || fate_set_card(c);
    return false;
}

static bool players_ok(const game_state *g, char *why, size_t cap) {
    int np = g->num_players;
    for (int p = 0; p < MAX_PLAYERS; p++) {
        const player_state *pl = &g->pl[p];
        if (p >= np) {
            if (!is_zero(pl, sizeof *pl)) FAIL("seat %d is not in the game but has a board", p);
            if (g->card_known[p]) FAIL("seat %d is not in the game but knows of cards", p);
            continue;
        }
        /* The campaign's Power may go below 0 (the First Regent robbed of
         * the Trust; Intermission: "to show his Power is negative"). */
        int least = is_campaign(g) ? -POWER_MAX : 0;
        if (pl->power < least || pl->power > POWER_MAX) FAIL("p%d has %d Power (%d..%d)", p, pl->power, least, POWER_MAX);
        if (pl->cities_on_board > CITIES_PER_PLAYER) FAIL("p%d has %d cities on the board", p, pl->cities_on_board);
        /* Tokens in slots a returning city covered: the rule play-time
         * checks apply too (covered_slot_tokens_may_wait, core/invariants.c). */
        for (int i = open_res_slots(pl); i < RES_SLOTS; i++)
            if (pl->res[i] != RES_EMPTY && !covered_slot_tokens_may_wait(g, p)) FAIL("p%d resource in covered slot %d", p, i);
        /* A card's slot (Ancient Holdings) holds a token only for its holder. */
        if (pl->res[CARD_RES_SLOT] && !cards_res_slot(g, p)) FAIL("p%d has a token on a card slot without the card", p);
        if (pl->outrage >> NUM_RES) FAIL("p%d Outrage bits %#x", p, pl->outrage);
        for (int q = 0; q < MAX_PLAYERS; q++) {
            bool own_or_absent = q == p || q >= np;
            if (own_or_absent && (pl->captives[q] || pl->trophy_ships[q] || pl->trophy_cities[q] ||
                                  pl->trophy_starports[q] || pl->trophy_agents[q]))
                FAIL("p%d holds Captives or Trophies of seat %d", p, q);
        }
        if (pl->hand >> NUM_ACTION_CARDS) FAIL("p%d hand bits beyond the action cards", p);
        if (g->card_known[p] >> NUM_ACTION_CARDS) FAIL("p%d knows of cards beyond the action cards", p);
        if (pl->guild_count > GUILD_HELD_MAX) FAIL("p%d holds %d Court cards", p, pl->guild_count);
        for (int i = 0; i < pl->guild_count; i++)
            if (!in_court_of_mode(g, pl->guild[i])) FAIL("p%d holds a card outside this game's Court", p);
        if (!is_zero(&pl->guild[pl->guild_count], (size_t)(GUILD_HELD_MAX - pl->guild_count) * sizeof pl->guild[0]))
            FAIL("p%d: unused Guild places not empty", p);
        if (!is_zero(pl->pad, sizeof pl->pad)) FAIL("padding");
    }
    return true;
}

static bool map_ok(const game_state *g, char *why, size_t cap) {
    int np = g->num_players;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        const system_state *x = &g->sys[s];
        bool out = !sys_in_play(g, s);
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
            uint8_t b = x->bld[i];
            if (!b) continue;
            if (!(b & BLD_OCCUPIED) || (b & 0x0Cu)) FAIL("system %d slot %d code %#x", s, i, b);
            bool free_states = is_campaign(g) && BLD_OWNER(b) == OWNER_FREE;
            if ((int)BLD_OWNER(b) >= np && !free_states) FAIL("system %d slot %d owned by seat %d", s, i, (int)BLD_OWNER(b));
            if (!building_place_valid(g, s, i)) FAIL("building in missing slot %d/%d", s, i);
            if (out) FAIL("building in out-of-play system %d", s);
        }
        for (int p = 0; p < MAX_PLAYERS; p++) {
            if (x->fresh[p] > SHIPS_PER_PLAYER || x->damaged[p] > SHIPS_PER_PLAYER) FAIL("ships in %d", s);
            if ((x->fresh[p] || x->damaged[p]) && (out || p >= np)) FAIL("ships of seat %d in system %d", p, s);
        }
    }
    /* The map centre (system 24) and buildings outside the printed slots
     * exist only in the campaign and Leaders & Lore. */
    /* The campaign's Twisted Passage (a booklet law: map_centre_in_play)
     * holds ships, and a gate's buildings outside the printed slots (Gate
     * Ports, Gate Stations: "The map center is now a gate"). */
    const system_state *centre = &g->sys[NUM_SYSTEMS];
    bool centre_pieces = false;
    for (int p = 0; p < MAX_PLAYERS; p++) {
        if (centre->fresh[p] > SHIPS_PER_PLAYER || centre->damaged[p] > SHIPS_PER_PLAYER) FAIL("ships in system 24");
        if ((centre->fresh[p] || centre->damaged[p]) && p >= np) FAIL("ships of seat %d in system 24", p);
        centre_pieces |= centre->fresh[p] || centre->damaged[p];
    }
    for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
        uint8_t b = centre->bld[i];
        if (!b) continue;
        if (!(b & BLD_OCCUPIED) || (b & 0x0Cu) || (int)BLD_OWNER(b) >= np || !building_place_valid(g, NUM_SYSTEMS, i))
            FAIL("system 24 place %d code %#x", i, b);
        centre_pieces = true;
    }
    system_state rest = *centre;
    memset(rest.fresh, 0, sizeof rest.fresh);
    memset(rest.damaged, 0, sizeof rest.damaged);
    memset(rest.bld, 0, sizeof rest.bld);
    if ((centre_pieces && !(is_campaign(g) && map_centre_in_play(g))) || !is_zero(&rest, sizeof rest))
        FAIL("pieces in system 24");
    return true;
}

static bool cards_ok(const game_state *g, char *why, size_t cap) {
    int np = g->num_players;
    uint64_t known = 0;
    for (int p = 0; p < MAX_PLAYERS; p++) known |= g->card_known[p];
    for (int i = 0; i < g->action_deck_len; i++) {
        if (!card_ok(g->action_deck[i])) FAIL("action deck card %d", g->action_deck[i]);
        /* Nobody sees the deck's cards (lib/core/chance.c). */
        if (known & card_bit(g->action_deck[i])) FAIL("a player knows where action deck card %d is", g->action_deck[i]);
    }
    for (int i = 0; i < g->action_discard_len; i++)
        if (!card_ok(g->action_discard[i])) FAIL("action discard card %d", g->action_discard[i]);
    if (!card_or_none(g->lead_card)) FAIL("lead card %d", g->lead_card);
    for (int p = 0; p < MAX_PLAYERS; p++) {
        if (p < np) {
            if (!card_or_none(g->played[p]) || !card_or_none(g->seize_card[p])) FAIL("p%d played card", p);
            if (g->play_mode[p] > PLAY_EVENT || (g->play_mode[p] == PLAY_EVENT && !is_campaign(g)))
                FAIL("p%d play mode %d", p, g->play_mode[p]);
            /* An Event card is played only as an Event (the play mode
             * outlives the card once the round's cards are discarded). */
            if (g->played[p] != NO_CARD && (g->play_mode[p] == PLAY_EVENT) != is_event_card(g->played[p]))
                FAIL("p%d Event card without its play", p);
            if ((g->play_mode[p] == PLAY_NONE || g->play_mode[p] == PLAY_SKIPPED) && g->played[p] != NO_CARD)
                FAIL("p%d has a played card without a play", p);
            if (g->seize_card[p] != NO_CARD && g->seized_by != p) FAIL("p%d seize card without seizing", p);
        } else {
            /* Seats not in the game: either marker for "no card", nothing played. */
            if ((g->played[p] != NO_CARD && g->played[p]) || (g->seize_card[p] != NO_CARD && g->seize_card[p]) ||
                g->play_mode[p])
                FAIL("seat %d is not in the game but played", p);
        }
    }
    /* The lead card is the card of the player who led. (Play modes outlive
     * the round's discards until the next round starts, so a mode without
     * a card is fine.) */
    int leaders = 0;
    for (int p = 0; p < np; p++)
        if (g->play_mode[p] == PLAY_LEAD && g->played[p] != NO_CARD) {
            leaders++;
            if (g->played[p] != g->lead_card) FAIL("p%d led another card", p);
        }
    if (leaders > 1 || (g->lead_card != NO_CARD && leaders == 0)) FAIL("lead card without one leader");
    /* Court: every card of this game's Court exactly once. */
    uint8_t seen[1024];
    if (card_table_len > (int)sizeof seen) FAIL("card table too large");
    memset(seen, 0, sizeof seen);
    for (int i = 0; i < g->court_deck_len; i++) {
        if (!in_court_of_mode(g, court_deck_pile(g)[i])) FAIL("Court deck card outside this game");
        seen[court_deck_pile(g)[i]]++;
    }
    for (int i = 0; i < g->court_discard_len; i++) {
        if (!in_court_of_mode(g, court_discard_pile(g)[i])) FAIL("Court discard card outside this game");
        seen[court_discard_pile(g)[i]]++;
    }
    for (int i = 0; i < COURT_ROW_MAX; i++) {
        uint16_t c = g->court_row[i];
        if (i >= g->court_row_len) {
            if (c != NO_COURT_CARD || !is_zero(g->court_agents[i], MAX_PLAYERS)) FAIL("Court place %d beyond the row", i);
            continue;
        }
        if (is_campaign(g) && i == COUNCIL_PLACE) {
            /* The Imperial Council, or its empty place while it is tucked. */
            if (c == NO_COURT_CARD ? g->camp.council_securer == NO_PLAYER
                                   : c != council_cards[COUNCIL_IN_SESSION] && c != council_cards[COUNCIL_DECIDED])
                FAIL("the Imperial Council's Court place");
            continue;
        }
        if (c != NO_COURT_CARD) {
            if (!in_court_of_mode(g, c)) FAIL("Court row card outside this game");
            seen[c]++;
        }
        for (int p = np; p < MAX_PLAYERS; p++)
            if (g->court_agents[i][p]) FAIL("agents of seat %d in the Court", p);
    }
    for (int p = 0; p < np; p++)
        for (int i = 0; i < g->pl[p].guild_count; i++) seen[g->pl[p].guild[i]]++;
    /* Campaign: lore secured from the Court lies in a play area (only lore
     * there: campaign_ll_ok). */
    if (is_campaign(g))
        for (int p = 0; p < np; p++)
            for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++)
                if (g->ll.play_area[p][i] < (unsigned)card_table_len) seen[g->ll.play_area[p][i]]++;
    for (int i = 0; i < g->cards.n_placed && i < PLACED_MAX; i++)
        if (g->cards.placed[i] < (unsigned)card_table_len) seen[g->cards.placed[i]]++;
    /* Campaign: cards attached to Court cards. */
    if (is_campaign(g))
        for (int i = 0; i < COURT_ROW_MAX; i++)
            for (int k = 0; k < ATTACHED_MAX; k++) {
                uint16_t a = g->camp.attached[i][k];
                if (a == NO_COURT_CARD) continue;
                if (a >= (unsigned)card_table_len || !in_court_of_mode(g, a)) FAIL("attached card %d", a);
                if (i >= g->court_row_len || g->court_row[i] == NO_COURT_CARD) FAIL("a card attached to an empty place");
                if (k && g->camp.attached[i][k - 1] == NO_COURT_CARD) FAIL("attached cards out of order");
                seen[a]++;
            }
    int lore = 0, fate_cards = 0;
    bool campaign = is_campaign(g);
    for (int c = 0; c < card_table_len; c++) {
        /* Outside the campaign (no lore, Fate-set or scrapped cards are
         * counted there) a card passes when it is seen once if it is of the
         * Base Court and never otherwise: one tag test, the usual answer. */
        if (!campaign && seen[c] == ((card_table[c].tags & TAG_BASE_COURT) != 0)) continue;
        /* Most cards of the table are in no Court: they are done first. */
        if (!in_court_of_mode(g, (uint16_t)c)) {
            if (seen[c]) FAIL("Court card %s appears %d times", card_table[c].id, seen[c]);
            continue;
        }
        if (fate_set_card((uint16_t)c)) {
            /* Campaign: Fate-set cards brought into the game. */
            if (seen[c] > 1 || (seen[c] && card_is_scrapped(g, c)))
                FAIL("Fate card %s appears %d times%s", card_table[c].id, seen[c], seen[c] == 1 ? " (scrapped)" : "");
            fate_cards += seen[c];
            continue;
        }
        if (card_table[c].kind == CK_LORE) {
            /* Campaign: only the lore cards shuffled in (Act I Setup J),
             * less those scrapped since (Intermission B). */
            if (seen[c] > 1 || (seen[c] && card_is_scrapped(g, c)))
                FAIL("lore card %s appears %d times", card_table[c].id, seen[c]);
            lore += seen[c] + card_is_scrapped(g, c);
            continue;
        }
        /* (Campaign: scrapped cards are out of the game.) */
        if (seen[c] != (!card_is_scrapped(g, c) ? 1 : 0))
            FAIL("Court card %s appears %d times", card_table[c].id, seen[c]);
    }
    if (is_campaign(g) && lore != g->camp.lore_added)
        FAIL("%d lore cards in the Court, %d added", lore, g->camp.lore_added);
    if (is_campaign(g) && fate_cards != g->camp.fate_cards_added)
        FAIL("%d Fate cards in the game, %d added", fate_cards, g->camp.fate_cards_added);
    return true;
}

static bool round_ok(const game_state *g, char *why, size_t cap) {
    int np = g->num_players;
    /* The last chapter: 5 (Base rulebook, "Game End"), or the Act's
     * (Campaign rulebook, "Acts": Acts I and II end after chapter 3, Act III
     * after chapter 4; lib/rules/chapter.c, game_ends). */
    int last = !is_campaign(g) ? 5 : g->camp.act == 3 ? 4 : 3;
    if (g->chapter < 1 || g->chapter > last) FAIL("chapter %d (the game ends after chapter %d)", g->chapter, last);
    if (g->initiative >= np) FAIL("initiative with seat %d", g->initiative);
    if (g->game_over > 1) FAIL("game_over %d", g->game_over);
    if (g->winner != NO_PLAYER && (g->winner >= np || !g->game_over)) FAIL("winner %d", g->winner);
    /* The game ends only with a winner (lib/rules/chapter.c, game_ends). */
    if (g->game_over && g->winner == NO_PLAYER) FAIL("the game is over without a winner");
    if (g->seized_by != NO_PLAYER && g->seized_by >= np) FAIL("seized by %d", g->seized_by);
    if (g->turn_player != NO_PLAYER && g->turn_player >= np) FAIL("turn player %d", g->turn_player);
    if (g->turns_done > np) FAIL("%d turns done", g->turns_done);
    if (g->passes_in_row > np) FAIL("%d passes in a row", g->passes_in_row);
    if (g->pips > 16) FAIL("%d pips", g->pips);
    /* The four suits; campaign: a Faithful card before its side (SUIT_TWO_SIDED), Zeal, Wisdom. */
    if (g->pip_suit >= ARCS_SUIT_COUNT && g->pip_suit != 0xFF &&
        (!is_campaign(g) || g->pip_suit < SUIT_TWO_SIDED || g->pip_suit >= SUITS_MAX))
        FAIL("pip suit %d", g->pip_suit);
    if (g->prelude_open > 1 || g->weapon_battle > 1 || g->zero_marker > 1) FAIL("flag out of range");
    if (g->turn_flags & ~(unsigned)TURN_ELIMINATION_CHECKED)
        FAIL("turn flags %#x", g->turn_flags);
    for (int s = 0; s < SYSTEMS_MAX; s++)
        if ((g->taxed[s] | g->shipyard_used[s]) >> building_places(g)) FAIL("taxed/shipyard bits in %d", s);
    /* System 24 (the campaign's map centre) has only places outside the
     * printed slots, and buildings only while in play. */
    unsigned centre_bits = g->taxed[NUM_SYSTEMS] | g->shipyard_used[NUM_SYSTEMS];
    if ((centre_bits & ((1u << SLOTS_PER_SYSTEM) - 1)) || (centre_bits && !(is_campaign(g) && map_centre_in_play(g))) ||
        !is_zero(g->pad3, sizeof g->pad3))
        FAIL("taxed/shipyard bits in system 24");
    if (g->marker_flipped >> 3) FAIL("marker flips %#x", g->marker_flipped);
    for (int m = 0; m < 3; m++) {
        uint8_t b = g->marker_box[m];
        if (b == 0xFF) continue;
        /* Several markers may share a box (an ambition declared again). */
        /* (Campaign: the boxes 5 and 6, Edenguard and Blightkin.) */
        if (b >= (is_campaign(g) ? AMBITION_BOXES_MAX : ARCS_AMBITION_COUNT)) FAIL("ambition marker %d in box %d", m, b);
    }
    return true;
}

/* Steps of a battle (lib/rules/battle.c, enum battle_step): the system is
 * chosen after step 0, the defender after step 1; step 13 is "done"
 * (14: Railgun Arrays, Leaders & Lore and the campaign). */
#define BATTLE_STEP_SYSTEM 0
#define BATTLE_STEP_DEFENDER 1
#define BATTLE_STEP_DONE 13

static bool battle_ok(const game_state *g, char *why, size_t cap) {
    const battle_state *b = &g->battle;
    /* The forced-face queue lives across battles. */
    if (b->nforced > BATTLE_DICE_MAX) FAIL("%d forced faces", b->nforced);
    for (int i = 0; i < b->nforced; i++)
        if (b->forced[i] > 5) FAIL("forced face %d", b->forced[i]);
    if (!is_zero(&b->forced[b->nforced], (size_t)(BATTLE_DICE_MAX - b->nforced))) FAIL("forced faces beyond the queue");
    bool resolving = false;
    for (int i = 0; i < g->depth; i++)
        if (g->stack[i].kind == FR_BATTLE_RESOLVE) resolving = true;
    if (!b->active) {
        battle_state idle;
        memset(&idle, 0, sizeof idle);
        memcpy(idle.forced, b->forced, sizeof idle.forced);
        idle.nforced = b->nforced;
        if (memcmp(&idle, b, sizeof idle) != 0) FAIL("battle record without a battle");
        if (resolving) FAIL("battle frames without a battle");
        if (g->ll.rifles) FAIL("Fire Rifles without a battle");
        return true;
    }
    if (b->active != 1) FAIL("battle.active %d", b->active);
    if (!resolving) FAIL("a battle without its frame");
    if (b->step > BATTLE_STEP_DONE + (!is_base_game(g))) FAIL("battle step %d", b->step);
    if (b->all_fresh > 1) FAIL("battle.all_fresh %d", b->all_fresh);
    /* Fire Rifles (Leaders & Lore): skirmish dice only, the roll first. */
    if (g->ll.rifles > 1 || (g->ll.rifles && (b->dice[0] || b->dice[2] || b->step < 5)))
        FAIL("rifles %d", g->ll.rifles);
    if (b->attacker >= g->num_players) FAIL("battle attacker %d", b->attacker);
    /* System 24, the map centre, while a law makes it a system (the Twisted
     * Passage). */
    bool centre = b->system == NUM_SYSTEMS && is_campaign(g) && map_centre_in_play(g);
    if (b->system >= NUM_SYSTEMS && !centre) FAIL("battle in system %d", b->system);
    if (b->step > BATTLE_STEP_SYSTEM && !centre && !sys_in_play(g, b->system)) FAIL("battle in system %d", b->system);
    bool side = is_campaign(g) && b->defender >= OWNER_FREE && b->defender <= OWNER_BLIGHT;
    if (b->defender >= g->num_players && !side) FAIL("battle defender %d", b->defender);
    if (b->imperial[0] > g->camp.imperial[b->system][0] || b->imperial[1] > g->camp.imperial[b->system][1])
        FAIL("more attacking Imperial ships than there are");
    if (b->step > BATTLE_STEP_DEFENDER && b->defender == b->attacker) FAIL("battle between %d and %d", b->attacker, b->defender);
    for (int i = 0; i < 3; i++)
        if (b->dice[i] > 6) FAIL("%d dice of type %d", b->dice[i], i);
    if (b->intercepted > 1) FAIL("battle.intercepted %d", b->intercepted);
    if (b->nfaces > BATTLE_DICE_MAX) FAIL("%d faces", b->nfaces);
    uint32_t reroll = (uint32_t)b->reroll[0] | (uint32_t)b->reroll[1] << 8 | (uint32_t)b->reroll[2] << 16;
    if (reroll >> b->nfaces) FAIL("rerolling dice not rolled");
    if (b->reinforcements > g->sys[b->system].fresh[b->attacker] + g->sys[b->system].damaged[b->attacker])
        FAIL("more reinforcements than ships");
    for (int i = 0; i < b->nfaces; i++)
        if (b->faces[i] >= 3 * 6) FAIL("rolled face %d", b->faces[i]);
    if (!is_zero(&b->faces[b->nfaces], (size_t)(BATTLE_DICE_MAX - b->nfaces))) FAIL("faces beyond the roll");
    return true;
}

/* What card effects remember (lib/cards, card_state). */
static bool card_state_ok(const game_state *g, char *why, size_t cap) {
    const card_state *c = &g->cards;
    if (c->n_secured_prelude > PRELUDE_SECURED_MAX || c->n_placed > PLACED_MAX) FAIL("card lists too long");
    for (int i = 0; i < c->n_secured_prelude; i++)
        if (!in_court_of_mode(g, c->secured_prelude[i])) FAIL("secured a card outside this game's Court");
    if (!is_zero(&c->secured_prelude[c->n_secured_prelude],
                 (size_t)(PRELUDE_SECURED_MAX - c->n_secured_prelude) * sizeof c->secured_prelude[0]))
        FAIL("unused secured places not empty");
    for (int i = 0; i < c->n_placed; i++) {
        const card_def *def = card_def_of(c->placed[i]);
        if (!in_court_of_mode(g, c->placed[i]) || !def || !def->round_end) FAIL("placed card %d", c->placed[i]);
        if (c->placed_by[i] >= g->num_players) FAIL("card placed by seat %d", c->placed_by[i]);
        bool beside_played = false;
        for (int p = 0; p < g->num_players; p++)
            if (g->played[p] == c->placed_beside[i] && c->placed_beside[i] != NO_CARD) beside_played = true;
        if (!beside_played) FAIL("card placed beside a card not in play");
    }
    for (int i = c->n_placed; i < PLACED_MAX; i++)
        if (c->placed[i] || c->placed_by[i] || c->placed_beside[i]) FAIL("unused placed entries not empty");
    if (c->turn_acted > 1 || c->declared_this_round > 1) FAIL("card flags");
    if (c->n_used_this_turn > USED_MAX || c->n_used_this_round > USED_MAX) FAIL("used lists too long");
    for (int i = 0; i < c->n_used_this_turn; i++)
        if (!card_def_of(c->used_this_turn[i])) FAIL("used card %d without an effect", c->used_this_turn[i]);
    for (int i = 0; i < c->n_used_this_round; i++)
        if (!card_def_of(c->used_this_round[i])) FAIL("used card %d without an effect", c->used_this_round[i]);
    if (!is_zero(&c->used_this_turn[c->n_used_this_turn],
                 (size_t)(USED_MAX - c->n_used_this_turn) * sizeof c->used_this_turn[0]) ||
        !is_zero(&c->used_this_round[c->n_used_this_round],
                 (size_t)(USED_MAX - c->n_used_this_round) * sizeof c->used_this_round[0]) ||
        !is_zero(c->pad, sizeof c->pad))
        FAIL("unused used-list entries not empty");
    /* The base game has no effect source but the Guild cards, and no layer. */
    if (is_base_game(g) && (c->source_hooks_lo || c->source_hooks_hi || !is_zero(&g->ll, sizeof g->ll)))
        FAIL("Leaders & Lore data in a base game");
    if (!is_campaign(g) && !is_zero(&g->camp, sizeof g->camp)) FAIL("campaign data outside a campaign");
    return true;
}

/* The play areas (Leaders & Lore and the campaign): at most `leaders`
 * leaders and `lore` lore cards each, nothing else, no card twice (marked in
 * seen[]), every unused entry zero; *held counts the cards. */
static bool play_areas_ok(const game_state *g, int leaders_max, int lore_max, bool *seen, int *held, char *why,
                          size_t cap) {
    const ll_state *ll = &g->ll;
    int np = g->num_players;
    *held = 0;
    for (int p = 0; p < MAX_PLAYERS; p++) {
        int leaders = 0, lore = 0, n = ll->play_area_len[p];
        if (n > PLAY_AREA_MAX || (p >= np && n)) FAIL("play area of %d cards", n);
        for (int i = 0; i < n; i++) {
            int c = ll->play_area[p][i];
            if (c >= card_table_len) FAIL("card %d in a play area", c);
            if (card_table[c].kind == CK_LEADER) leaders++;
            else if (card_table[c].kind == CK_LORE && !fate_set_card((uint16_t)c)) lore++;
            else if (!is_campaign(g) || !fate_set_card((uint16_t)c) || card_table[c].kind == CK_GUILD)
                FAIL("%s in a play area", card_table[c].id);
            if (seen[c]) FAIL("%s twice", card_table[c].id);
            seen[c] = true;
        }
        if (leaders > leaders_max || lore > lore_max) FAIL("player %d has %d leaders and %d lore", p, leaders, lore);
        *held += leaders + lore;
        if (!is_zero(&ll->play_area[p][n], (size_t)(PLAY_AREA_MAX - n) * sizeof ll->play_area[p][0]))
            FAIL("unused play-area entries not empty");
    }
    return true;
}

/* The Leaders & Lore block: play areas hold leaders and lore (one leader,
 * lore_each lore at most), no card twice, the draft rows of the setup;
 * every unused entry zero. */
static bool ll_ok(const game_state *g, char *why, size_t cap) {
    const ll_state *ll = &g->ll;
    int np = g->num_players, total = np * (1 + ll->lore_each);
    if (ll->lore_each < 1 || ll->lore_each > 2) FAIL("lore_each %d", ll->lore_each);
    if (ll->draft_leaders != np + 1 || ll->draft_lore != (ll->lore_each == 2 ? 2 * np + 1 : np + 1))
        FAIL("draft rows of %d and %d", ll->draft_leaders, ll->draft_lore);
    if (ll->draft_picks > total) FAIL("%d draft picks", ll->draft_picks);
    if (ll->move_flags > (MOVE_KEEP_BATTLE | MOVE_BONUS | MOVE_ONWARD) || (ll->move_flags & MOVE_ONWARD && !(ll->move_flags & MOVE_BONUS)))
        FAIL("move flags %#x", ll->move_flags);
    /* Ships moved by a card's move (Sprinter Drives), while its frame is on
     * the stack (card_def.counts_moved_ships). */
    bool sprinting = false;
    for (int i = 0; i < g->depth; i++) {
        const frame *f = &g->stack[i];
        const card_def *def = f->kind == FR_CARD || f->kind == FR_CARD_AUTO ? card_def_of(f->card) : NULL;
        sprinting |= def && def->counts_moved_ships && def->card == f->card;
    }
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if ((ll->moved_fresh[s] & MOVED_COUNT) > SHIPS_PER_PLAYER || (ll->moved_fresh[s] && !sprinting) ||
            ((ll->moved_fresh[s] & MOVED_FLAGSHIP) && g->mode != ARCS_MODE_CAMPAIGN))
            FAIL("moved_fresh[%d] = %d", s, ll->moved_fresh[s]);
    bool seen[CARD_TABLE_LEN] = {0};
    int held = 0;
    if (!play_areas_ok(g, 1, ll->lore_each, seen, &held, why, cap)) return false;
    if (held != ll->draft_picks) FAIL("%d cards in play areas after %d picks", held, ll->draft_picks);
    for (int i = 0; i < DRAFT_ROW_MAX; i++) {
        int c = ll->draft_row[i];
        if (c == NO_COURT_CARD) continue;
        if (i >= ll->draft_leaders + ll->draft_lore || c >= card_table_len ||
            card_table[c].kind != (i < ll->draft_leaders ? CK_LEADER : CK_LORE) || seen[c])
            FAIL("draft row place %d", i);
        seen[c] = true;
    }
    return true;
}

/* The campaign's use of the Leaders & Lore block: no draft, no leaders in
 * Act I; play areas hold lore cards only. */
static bool campaign_ll_ok(const game_state *g, char *why, size_t cap) {
    const ll_state *ll = &g->ll;
    if (!is_zero(ll->draft_row, sizeof ll->draft_row) || ll->draft_leaders || ll->draft_lore || ll->lore_each ||
        ll->draft_picks)
        FAIL("draft data in a campaign");
    bool seen[CARD_TABLE_LEN] = {0};
    int held = 0;
    return play_areas_ok(g, 0, PLAY_AREA_MAX, seen, &held, why, cap);
}

static bool stack_ok(const struct arcs_game *game, char *why, size_t cap) {
    const game_state *g = &game->s;
    int np = g->num_players;
    if (g->depth > STACK_MAX) FAIL("stack depth %d", g->depth);
    for (int i = 0; i < g->depth; i++) {
        const frame *f = &g->stack[i];
        if (f->kind <= FR_NONE || f->kind >= FR_KIND_COUNT || !frame_table[f->kind]) FAIL("frame kind %d", f->kind);
        if (f->player >= np && f->player != NO_PLAYER && f->player != ARCS_PLAYER_CHANCE_ID)
            FAIL("frame %d for seat %d", i, f->player);
        const frame_ops *ops = frame_table[f->kind];
        if (ops->enumerate && f->kind != FR_CHANCE && f->player >= np) FAIL("decision %d without a player", i);
        bool card_frame = f->kind == FR_CARD || f->kind == FR_CARD_AUTO;
        if (f->pad || (!card_frame && (f->step || (f->card && !(f->kind == FR_CHANCE && f->a == CH_CARD)))))
            FAIL("frame %d: card fields on a frame of kind %s", i, frame_kind_name(f->kind));
        if (!frame_data_ok(g, f, i, why, cap)) return false;
    }
    if (g->engine_error) FAIL("engine error %d", g->engine_error);
    if (!is_zero(&g->stack[g->depth], (size_t)(STACK_MAX + 1 - g->depth) * sizeof g->stack[0]))
        FAIL("frames above the top");
    if (!stack_shape_ok(g, why, cap)) return false;
    if (g->game_over) return true;
    if (!g->depth) FAIL("no decision and the game is not over");
    const frame *top = &g->stack[g->depth - 1];
    if (!frame_table[top->kind]->enumerate) FAIL("automatic frame %s on top", frame_table[top->kind]->name);
    return true;
}

/* The campaign block (campaign_state; Campaign rulebook, Act I Setup):
 * ranges and the setup's own consistency. Conservation is the invariants'. */
/* The Intermission (lib/campaign/intermission.c): its step, the Fate
 * history (the Act's Fate written at A, the next Act's at F's reveal; of
 * its Act's letter or an earlier one) and results, the scrapped cards. */
static bool intermission_ok(const game_state *g, char *why, size_t cap) {
    const campaign_state *c = &g->camp;
    int np = g->num_players;
    if (c->intermission_step > INTERMISSION_DONE) FAIL("Intermission step %d", c->intermission_step);
    if (c->intermission_done >> np) FAIL("Intermission steps of absent seats");
    if (in_intermission(g) && !g->game_over && (!g->depth || g->stack[0].kind != FR_INTERMISSION))
        FAIL("the Intermission's step %d without its frame", c->intermission_step);
    for (int p = 0; p < MAX_PLAYERS; p++) {
        if ((c->fate_completed[p] >> c->act) || (p >= np && c->fate_completed[p]))
            FAIL("p%d completed objectives %#x", p, c->fate_completed[p]);
        for (int a = 0; a < 3; a++) {
            uint16_t f = c->fate_history[p][a];
            /* Act a+1's Fate is known from its Intermission on (Act I's),
             * or from the reveal before it (Acts II and III's). */
            bool due = p < np && (a < c->act - 1 || (a == c->act - 1 && (c->act > 1 || c->intermission_step)) ||
                                  (a == c->act && c->intermission_step == INTERMISSION_DONE));
            /* (A Fate of an earlier letter: kept after a completed objective.) */
            if (f == NO_COURT_CARD ? due : !due || fate_index(f) < 0 || fate_index(f) / 8 > a)
                FAIL("p%d Fate history of Act %d", p, a + 1);
        }
    }
    /* F: a player who completed the objective has their own Fate first
     * of the two (prepare_fate_choice), one who failed has it in neither;
     * the deck holds the draws still to come; at the choice all are drawn. */
    if (in_intermission(g) && c->intermission_step >= INTERMISSION_DRAW) {
        int missing = 0;
        for (int p = 0; p < np; p++) {
            bool done = (c->fate_completed[p] >> (c->act - 1)) & 1u;
            uint16_t own = c->fate_history[p][c->act - 1];
            if (done != (c->fate_dealt[p][0] == own) || c->fate_dealt[p][1] == own)
                FAIL("p%d's own Fate among the two at Intermission F", p);
            for (int i = 0; i < FATES_DEALT; i++) missing += c->fate_dealt[p][i] == NO_COURT_CARD;
        }
        if (missing > c->fate_deck_len || (c->intermission_step == INTERMISSION_CHOOSE && missing))
            FAIL("%d Fate cards still to draw, %d in the deck", missing, c->fate_deck_len);
    }
    for (int card = card_table_len; card < SCRAPPED_BYTES * 8; card++)
        if ((c->scrapped[card >> 3] >> (card & 7)) & 1u) FAIL("scrapped card %d", card);
    return true;
}

static bool campaign_ok(const game_state *g, char *why, size_t cap) {
    const campaign_state *c = &g->camp;
    int np = g->num_players;
    unsigned seats = (1u << np) - 1;
    if (g->setup_card != 0 || g->out_of_play) FAIL("a setup card in the campaign");
    /* The campaign arc (lib/campaign/act_setup.c): Acts 1..last_act; Acts
     * II and III only after Act I's setup; an Act boundary only at the
     * game's end; Act II & III Setup under way only with its frame. */
    if (c->last_act < 1 || c->last_act > 3 || c->act < 1 || c->act > c->last_act)
        FAIL("Act %d of %d", c->act, c->last_act);
    if (c->act > 1 && c->setup_step != CSETUP_DONE) FAIL("Act %d before Act I's setup ended", c->act);
    if (c->act_boundary > 1 || (c->act_boundary && !g->game_over)) FAIL("Act boundary %d", c->act_boundary);
    bool act_setup = false;
    for (int i = 0; i < g->depth && i < STACK_MAX; i++) act_setup |= g->stack[i].kind == FR_ACT_SETUP;
    if (c->act_setup_step >= ASETUP_DONE || (c->act_setup_step != ASETUP_NONE) != act_setup ||
        (act_setup && c->act == 1))
        FAIL("Act setup step %d", c->act_setup_step);
    if (c->act_turn > np || (c->act_turn && c->act_setup_step != ASETUP_REARRANGE))
        FAIL("Act setup turn %d", c->act_turn);
    if (c->act_rolls[0] > 6 || c->act_rolls[1] > 6 || (c->act_rolls[1] && c->act_rolls[1] == c->act_rolls[0]) ||
        ((c->act_rolls[0] || c->act_rolls[1]) && np != 2))
        FAIL("Act setup rolls %d, %d", c->act_rolls[0], c->act_rolls[1]);
    /* Flagships (lib/campaign/flagship.c): each board piece its owner's,
     * Armor only over an Upgrade, the piece in a system in play. */
    if (!flagship_state_ok(g, why, cap)) return false;
    if (c->first_regent != NO_PLAYER && (c->first_regent >= np || !((c->regents >> c->first_regent) & 1u)))
        FAIL("First Regent %d", c->first_regent);
    if ((c->regents | c->fates_chosen) & ~seats) FAIL("titles or Fates of absent seats");
    if (c->number_die > 6 || c->event_die > 6 || c->setup_step > CSETUP_DONE) FAIL("campaign setup data");
    if (c->setup_turn > 2 * np) FAIL("%d starting placements", c->setup_turn);
    /* Set Up Players G-H (lib/campaign/setup.c, start_place_apply): until
     * the Free cities come, the players' buildings on the map are those of
     * the starting placements made, one each, in the snake order from the
     * initiative; none before they begin. */
    if (c->setup_step < CSETUP_FREE_CITIES) {
        if (c->setup_step < CSETUP_PLACE && c->setup_turn) FAIL("%d starting placements before them", c->setup_turn);
        for (int p = 0; p < np; p++) {
            int made = 0;
            for (int t = 0; t < c->setup_turn; t++)
                made += (g->initiative + (t < np ? t : 2 * np - 1 - t)) % np == p;
            if (buildings_on_map(g, p, true) + buildings_on_map(g, p, false) != made)
                FAIL("p%d has buildings on the map after %d of their starting placements", p, made);
        }
    }
    /* (Act I Setup J: 1 per player; a Resolution adds more from its
     * Intermission on: the Caretaker's.) */
    bool resolved = c->act > 1 || c->intermission_step >= INTERMISSION_RESOLVE;
    if (c->lore_added > (resolved ? lore_count() : np) || (c->setup_step > CSETUP_LORE && c->lore_added < np) ||
        (!resolved && c->setup_step > CSETUP_LORE && c->lore_added != np))
        FAIL("%d lore cards added", c->lore_added);
    if (c->imperial_clusters >> NUM_CLUSTERS) FAIL("Imperial clusters %#x", c->imperial_clusters);
    /* (Act I Setup N sets up the 2 Imperial clusters; no later setup reads
     * them and Packing Up keeps only the map: a campaign continued from a
     * record (lib/wire/record.c) has none from Act II on.) */
    int clusters = __builtin_popcount(c->imperial_clusters);
    if (c->setup_step > CSETUP_EVENT_DIE && clusters != 2 && (c->act == 1 || clusters))
        FAIL("Imperial clusters");
    /* (Intermission F: the next Act's Fates are chosen anew.) */
    bool choosing_again = c->intermission_step >= INTERMISSION_DRAW;
    if (c->setup_step > CSETUP_CHOOSE_FATES && c->fates_chosen != seats && !choosing_again)
        FAIL("setup past the Fate choice without it");
    /* Fates and objectives (lib/campaign/fates.h): set up only after every
     * choice, all of them before the starting placements; a marker exactly
     * for each player set up. */
    /* (Act II & III Setup until its step F: the Fates set up one by one,
     * none yet in a game continued from a record.) */
    bool fates_setting_up = c->act_setup_step != ASETUP_NONE && c->act_setup_step <= ASETUP_FATES;
    if ((c->fate_setup_done & ~seats) || (c->fate_setup_done && c->fates_chosen != seats && !choosing_again) ||
        (c->setup_step > CSETUP_CHOOSE_FATES && c->fate_setup_done != seats && !fates_setting_up))
        FAIL("Fate setup %#x", c->fate_setup_done);
    for (int p = 0; p < MAX_PLAYERS; p++) {
        /* (Act III: the A and B Fates set up without a marker.) */
        bool set_up = ((c->fate_setup_done >> p) & 1u) != 0, marker = c->objective[p] != OBJECTIVE_NONE;
        if ((marker && !set_up) || (set_up && !marker && c->act != 3) ||
            (c->objective[p] != OBJECTIVE_NONE && c->objective[p] > 40))
            FAIL("p%d objective marker %d", p, c->objective[p]);
        if (p >= np && !is_zero(c->fate_data[p], sizeof c->fate_data[p])) FAIL("Fate data of absent seat %d", p);
    }
    if (c->act_reported > 1 || (c->act_reported && !g->game_over && !in_intermission(g)))
        FAIL("Act reported %d", c->act_reported);
    if (!intermission_ok(g, why, cap)) return false;
    for (int i = 0; i < c->n_card_res && i < CARD_RES_MAX; i++)
        if (c->card_res[i].card >= card_table_len || c->card_res[i].pad) FAIL("card resources of card %d", c->card_res[i].card);
    if (c->fate_deck_len > 8) FAIL("Fate deck of %d", c->fate_deck_len);
    for (int i = 0; i < c->fate_deck_len; i++)
        if (fate_index(c->fate_deck[i]) < 0) FAIL("Fate deck card %d", c->fate_deck[i]);
    for (int p = 0; p < MAX_PLAYERS; p++) {
        for (int i = 0; i < FATES_DEALT; i++) {
            uint16_t f = c->fate_dealt[p][i];
            if (f == NO_COURT_CARD) continue;
            if (p >= np || fate_index(f) < 0) FAIL("Fate %d dealt to seat %d", f, p);
        }
        bool chosen = (c->fates_chosen >> p) & 1u;
        if (chosen != (c->fate[p] != NO_COURT_CARD)) FAIL("p%d Fate kept without choosing", p);
        /* (From Act II on, until the next Intermission F deals again, a
         * campaign continued from a record knows only the Fate kept:
         * Intermission F returns the other card drawn to the box;
         * lib/wire/record.c.) */
        bool whole_deal = c->act == 1 || c->intermission_step >= INTERMISSION_DRAW;
        if (chosen && c->fate_dealt[p][FATES_DEALT - 1] == NO_COURT_CARD &&
            (whole_deal || c->fate_dealt[p][0] != c->fate[p]))
            FAIL("p%d chose before the deal", p);
        if ((c->trophy_imperial[p] || c->trophy_blight[p] || c->trophy_free_cities[p] || c->trophy_free_starports[p]) &&
            p >= np)
            FAIL("Trophies of absent seat %d", p);
    }
    if (c->govern_top > 3 || (c->setup_step > CSETUP_BOOKLET && !c->govern_top)) FAIL("Govern policy %d", c->govern_top);
    int edicts = c->setup_step > CSETUP_BOOKLET ? (np == 2 ? 4 : 3) : 0;
    /* The printed edicts of Act I Setup, the edict cards Fates add
     * (Use Imperial Foundries: a card with an EDICT effect), each once. */
    int printed = 0;
    for (int i = 0; i < c->booklet_len && i < BOOKLET_MAX; i++) {
        int card = c->booklet[i];
        bool printed_edict = np == 2 && card == two_player_edict;
        for (int k = 0; k < GOVERN_POLICIES; k++) printed_edict |= card == govern_edicts[k];
        /* (A Govern card with terms of its own in their place: the
         * Steward's Act III, Govern with Authority.) */
        printed_edict |= cards_govern_policy(card) > 0;
        if (printed_edict) {
            printed++;
            continue;
        }
        /* ... and the laws Fates add (Golems, Faithful Cards...). */
        const card_def *def = card_def_of(card);
        /* (A Fate's law whose effect comes with a later Act: Imperial
         * Protectors, added by the Steward's Act I Resolution.) */
        if (!fate_set_card((uint16_t)card) && (!def || !def->edict)) FAIL("booklet card %d", card);
        for (int k = 0; k < i; k++)
            if (c->booklet[k] == card) FAIL("booklet card %d twice", card);
    }
    if (printed != edicts || c->booklet_len > BOOKLET_MAX) FAIL("%d cards in the rules booklet", c->booklet_len);
    if (c->booklet_len > BOOKLET_MAX || !is_zero(&c->booklet[c->booklet_len], (size_t)(BOOKLET_MAX - c->booklet_len) * 2))
        FAIL("booklet");
    if (c->n_tokens > TOKENS_MAX) FAIL("%d tokens", c->n_tokens);
    for (int i = 0; i < c->n_tokens; i++) {
        const token_state *t = &c->tokens[i];
        if (t->card >= card_table_len) FAIL("token of card %d", t->card);
        if (t->owner != NO_PLAYER && t->owner >= np) FAIL("token of seat %d", t->owner);
        if (t->where != TOKEN_OFF_MAP && t->where >= SYSTEMS_MAX) FAIL("token in system %d", t->where);
    }
    if (!is_zero(&c->tokens[c->n_tokens], (size_t)(TOKENS_MAX - c->n_tokens) * sizeof c->tokens[0]) ||
        !is_zero(&c->court_deck[g->court_deck_len], (size_t)(COURT_CARDS_MAX - g->court_deck_len) * 2) ||
        !is_zero(&c->court_discard[g->court_discard_len], (size_t)(COURT_CARDS_MAX - g->court_discard_len) * 2) ||
        !is_zero(g->base_court_deck, sizeof g->base_court_deck) || !is_zero(g->base_court_discard, sizeof g->base_court_discard))
        FAIL("unused token or Court pile entries");
    if (!is_zero(c->pad, sizeof c->pad) || !is_zero(c->pad1, sizeof c->pad1) || !is_zero(c->pad2, sizeof c->pad2) ||
        !is_zero(c->pad3, sizeof c->pad3) ||
        !is_zero(&c->fate_deck[c->fate_deck_len], (size_t)(8 - c->fate_deck_len) * 2))
        FAIL("campaign padding");
    /* Summits: ranges, and a pending deal that can be taken as composed. */
    if (!summit_state_ok(g, why, cap)) return false;
    bool summit_frame = false, negotiating = false;
    for (int i = 0; i < g->depth && i < STACK_MAX; i++) {
        summit_frame |= g->stack[i].kind == FR_SUMMIT;
        negotiating |= g->stack[i].kind == FR_SUMMIT_NEGOTIATE;
    }
    if (summit_frame != summit_active(g)) FAIL("a Summit without its frame, or a frame without a Summit");
    if (c->summit.n_items && !negotiating) FAIL("a deal without its proposer's turn");
    return true;
}

bool state_valid(const struct arcs_game *game, char *why, size_t cap) {
    const game_state *g = &game->s;
    int np = g->num_players;
    if (np < 2 || np > MAX_PLAYERS) FAIL("player count %d", np);
    if (is_campaign(g)) {
        if (!campaign_ok(g, why, cap) || !campaign_ll_ok(g, why, cap)) return false;
    } else {
        if (!is_base_game(g) && !is_leaders_lore(g)) FAIL("mode %d", g->mode);
        if (is_leaders_lore(g) && !ll_ok(g, why, cap)) return false;
        if (g->setup_card >= NUM_SETUP_CARDS || setup_cards[g->setup_card].players != np)
            FAIL("setup card %d for %d players", g->setup_card, np);
        if (g->out_of_play != setup_cards[g->setup_card].out_of_play) FAIL("clusters out of play %#x", g->out_of_play);
    }
    if (!g->rng[0] && !g->rng[1]) FAIL("generator state 0");
    if (!is_zero(g->pad0, sizeof g->pad0) || !is_zero(&g->pad1, sizeof g->pad1) || !is_zero(g->pad2, sizeof g->pad2))
        FAIL("padding");
    if (g->chance_mode > ARCS_CHANCE_EXPLICIT) FAIL("chance mode %d", g->chance_mode);
    if (g->court_deck_known > g->court_deck_len) FAIL("%d known cards in a Court deck of %d", g->court_deck_known, g->court_deck_len);
    if (g->action_discard_unknown > g->action_discard_len)
        FAIL("%d shuffled cards in a discard of %d", g->action_discard_unknown, g->action_discard_len);
    /* Runs laid in shuffled order (chance.c): within the pile, above its
     * shuffled bottom; the marks only on run places. */
    uint64_t places = ((1ull << g->action_discard_len) - 1) & ~((1ull << g->action_discard_unknown) - 1);
    if ((g->discard_run & ~places) || (g->discard_run_alt & ~g->discard_run))
        FAIL("a shuffled run outside the discard pile above its shuffled bottom");
    /* Power changes only when a chapter ends and the game ends as soon as
     * anyone reaches power_to_win: during play everyone is below it. The
     * campaign ignores the thresholds (Campaign rulebook, Act I: "Ignore the
     * thresholds on the Power track"; lib/rules/chapter.c, game_ends): its
     * Act ends after its last chapter instead. */
    bool chapter_ending = false;
    for (int i = 0; i < g->depth && i < STACK_MAX; i++) chapter_ending |= g->stack[i].kind == FR_CHAPTER_END;
    for (int p = 0; p < np && !g->game_over && !chapter_ending && !is_campaign(g); p++)
        if (g->pl[p].power >= power_to_win(np))
            FAIL("p%d has %d Power in a game that has not ended (%d ends it)", p, g->pl[p].power, power_to_win(np));
    if (!round_ok(g, why, cap) || !map_ok(g, why, cap) || !players_ok(g, why, cap) || !cards_ok(g, why, cap) ||
        !battle_ok(g, why, cap) || !card_state_ok(g, why, cap) || !stack_ok(game, why, cap))
        return false;
    /* Conservation of pieces, resources and action cards. */
    if (!state_invariants_ok(g, why, cap)) return false;
    /* The decision on top must offer at least one move, each for its decider. */
    if (!g->game_over) {
        move_list list;
        enumerate_moves(g, &list);
        if (list.n < 1 || list.n > ARCS_MAX_LEGAL_MOVES) FAIL("decision with %d moves", list.n);
        const frame *top = top_frame_c(g);
        int decider = top->kind == FR_CHANCE ? ARCS_PLAYER_CHANCE_ID : top->player;
        for (int i = 0; i < list.n; i++)
            if (list.m[i].player != decider) FAIL("move for seat %d at a decision of %d", list.m[i].player, decider);
    }
    return true;
}
