/* Conservation and consistency checks over a whole state. Used by the
 * property tests after every move, by the benchmark built with
 * -Dchecks=true, and by state loading. */
#include <stdio.h>

#include "core/engine.h"
#include "core/invariants.h"
#include "data/card_ids.h"
#include "data/tables.h"

#define FAIL(...)                                      \
    do {                                               \
        if (why && cap) snprintf(why, cap, __VA_ARGS__); \
        return false;                                  \
    } while (0)

/* The campaign's own pieces and secrets: 15 Imperial ships and 24 Blight,
 * each on the map, in the supply or a Trophy; Free buildings only in
 * printed slots; no Imperial ship or Blight in the map centre before the
 * rules that use it; each Fate card in one place. */
static bool campaign_invariants_ok(const game_state *g, char *why, size_t cap) {
    const campaign_state *c = &g->camp;
    if (!cards_data_invariants(g, why, cap)) return false;
    int imperial = c->imperial_supply + cards_data_imperial_out(g), blight = c->blight_supply;
    for (int s = 0; s < SYSTEMS_MAX; s++) {
        imperial += c->imperial[s][0] + c->imperial[s][1];
        blight += c->blight[s][0] + c->blight[s][1];
        if (s == NUM_SYSTEMS && (c->imperial[s][0] + c->imperial[s][1] + c->blight[s][0] + c->blight[s][1]) &&
            !map_centre_in_play(g))
            FAIL("campaign pieces in the map centre");
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
            uint8_t b = g->sys[s].bld[i];
            if (!(b & BLD_OCCUPIED)) continue;
            int o = (int)BLD_OWNER(b);
            if (o >= g->num_players && o != OWNER_FREE) FAIL("system %d slot %d owned by %d", s, i, o);
            if (o == OWNER_FREE && i >= planet_slots(s)) FAIL("Free building in a missing slot %d/%d", s, i);
        }
    }
    for (int p = 0; p < MAX_PLAYERS; p++) {
        imperial += c->trophy_imperial[p];
        blight += c->trophy_blight[p];
    }
    if (imperial != IMPERIAL_SHIPS) FAIL("%d Imperial ships in all", imperial);
    /* Flagships: a Flagship is on the map, in a system in play ("cannot be
     * removed from the map"); a board or ships built at it only with one. */
    for (int p = 0; p < MAX_PLAYERS; p++) {
        int sys = (int)c->flagship[p] - 1;
        if (sys >= 0 && (p >= g->num_players || sys > NUM_SYSTEMS || !sys_in_play(g, sys) ||
                         (sys == NUM_SYSTEMS && !map_centre_in_play(g))))
            FAIL("p%d's Flagship in system %d", p, sys);
        if (sys < 0 && c->flagship_ships[p]) FAIL("p%d built ships at a Flagship it lacks", p);
        for (int k = 0; k < FLAGSHIP_COLUMNS; k++)
            for (int r = 0; r < 2; r++) {
                uint8_t b = c->flagship_board[p][k][r];
                if (b && (sys < 0 || (b & ~(BLD_STARPORT | BLD_DAMAGED)) != BLD_OF(p)))
                    FAIL("p%d Flagship board slot %d/%d holds %d", p, k, r, b);
            }
    }
    if (blight != BLIGHT_PIECES) FAIL("%d Blight in all", blight);
    /* The rules booklet holds the cards Fates add to it (laws, Edicts,
     * Summit rules) and the Edict aid cards (campaign rulebook, "Rules
     * Booklet", "Edicts", Setup L-M): kind CK_OTHER or CK_AID, never a
     * Court, leader, lore, Fate or action card (whose effects would then
     * answer from the booklet). */
    for (int i = 0; i < c->booklet_len; i++) {
        int b = c->booklet[i], k = b < card_table_len ? card_table[b].kind : -1;
        if (k != CK_OTHER && k != CK_AID)
            FAIL("the rules booklet holds %s, not a law, Edict or aid", k < 0 ? "an unknown card" : card_table[b].id);
    }
    if (c->first_regent != NO_PLAYER && c->first_regent >= g->num_players) FAIL("First Regent %d", c->first_regent);
    if (c->first_regent != NO_PLAYER && !((c->regents >> c->first_regent) & 1u)) FAIL("the First Regent is an Outlaw");
    if (c->council_securer != NO_PLAYER && c->council_securer >= g->num_players) FAIL("Council securer %d", c->council_securer);
    if (c->events_played >> g->num_players) FAIL("Event cards played by absent players");
    for (int p = 0; p < MAX_PLAYERS; p++)
        for (int q = 0; q < MAX_PLAYERS; q++)
            if (c->favors[p][q] && (p == q || p >= g->num_players || q >= g->num_players))
                FAIL("Favor of p%d held by p%d", q, p);
    /* Fates: each Fate card in one place at most (the deck, dealt: kept or
     * not); in Act I Setup the 8 A Fates are all there; the deck holds the
     * letter being drawn (A in Act I Setup, then the Intermission's: B
     * after Act I, C after Act II). */
    unsigned seen = 0;
    int n = c->fate_deck_len, letter = -1;
    for (int i = 0; i < c->fate_deck_len; i++) {
        int k = fate_index(c->fate_deck[i]);
        if (k < 0 || (letter >= 0 && k / 8 != letter) || ((seen >> k) & 1u)) FAIL("Fate deck card %d", c->fate_deck[i]);
        letter = k / 8;
        seen |= 1u << k;
    }
    if (letter >= 0 && in_intermission(g) && c->intermission_step >= INTERMISSION_DRAW && letter != c->act)
        FAIL("the Intermission draws from Fate deck %c", 'A' + letter);
    for (int p = 0; p < MAX_PLAYERS; p++) {
        for (int i = 0; i < FATES_DEALT; i++)
            if (c->fate_dealt[p][i] != NO_COURT_CARD) {
                int k = fate_index(c->fate_dealt[p][i]);
                if (k < 0 || ((seen >> k) & 1u)) FAIL("Fate %d dealt twice", c->fate_dealt[p][i]);
                seen |= 1u << k;
                n++;
            }
        if (c->fate[p] != NO_COURT_CARD && c->fate[p] != c->fate_dealt[p][0] && c->fate[p] != c->fate_dealt[p][1])
            FAIL("p%d keeps a Fate not dealt to them", p);
    }
    if (c->act == 1 && c->intermission_step < INTERMISSION_DRAW && (seen != 0xFFu || n != 8))
        FAIL("the A Fates are not each in one place");
    /* Objectives: a marker only with a Fate, on the Power track. */
    for (int p = 0; p < MAX_PLAYERS; p++) {
        if (c->objective[p] == OBJECTIVE_NONE) continue;
        /* (Intermission F: the marker of the Act just played stays while
         * the next Fate is chosen.) */
        if (p >= g->num_players || (c->fate[p] == NO_COURT_CARD && c->intermission_step < INTERMISSION_DRAW))
            FAIL("p%d has an objective marker without a Fate", p);
        if (c->objective[p] > 40) FAIL("p%d objective marker on %d", p, c->objective[p]);
    }
    if (c->fate_setup_done >> g->num_players) FAIL("Fate setup of absent players");
    /* Resources on cards: a compact table of cards in play. */
    if (c->n_card_res > CARD_RES_MAX) FAIL("%d cards hold resources", c->n_card_res);
    for (int i = 0; i < CARD_RES_MAX; i++) {
        int t = 0;
        for (int r = 0; r < NUM_RES; r++) t += c->card_res[i].res[r];
        if (i < c->n_card_res ? !t : t || c->card_res[i].card) FAIL("card resources entry %d", i);
    }
    /* Attached cards: only on a Court card, the first slot first. */
    for (int i = 0; i < COURT_ROW_MAX; i++) {
        if (c->attached[i][0] == NO_COURT_CARD && c->attached[i][1] != NO_COURT_CARD) FAIL("attached cards at place %d", i);
        if (c->attached[i][0] != NO_COURT_CARD && (i >= g->court_row_len || g->court_row[i] == NO_COURT_CARD))
            FAIL("a card attached to the empty Court place %d", i);
    }
    return true;
}

int scrapped_court_cards(const game_state *g) {
    int n = 0;
    for (int c = 0; c < card_table_len && c < SCRAPPED_BYTES * 8; c++)
        if (((g->camp.scrapped[c >> 3] >> (c & 7)) & 1u) &&
            ((card_table[c].tags & TAG_CAMPAIGN_COURT) || card_table[c].kind == CK_LORE) &&
            !(strncmp(card_table[c].id, "ARCS-F", 6) == 0 && card_table[c].id[6] >= '0' && card_table[c].id[6] <= '9'))
            n++;
    return n;
}

int action_card_copies(const game_state *g, int c) {
    int n = 0;
    for (int i = 0; i < g->action_deck_len; i++) n += g->action_deck[i] == c;
    for (int i = 0; i < g->action_discard_len; i++) n += g->action_discard[i] == c;
    for (int p = 0; p < g->num_players; p++)
        n += (int)((g->pl[p].hand >> c) & 1u) + (g->played[p] == c) + (g->seize_card[p] == c);
    return n;
}

int court_card_copies(const game_state *g, int card) {
    int n = 0;
    for (int i = 0; i < g->court_deck_len; i++) n += court_deck_pile(g)[i] == card;
    for (int i = 0; i < g->court_discard_len; i++) n += court_discard_pile(g)[i] == card;
    for (int i = 0; i < g->court_row_len; i++) n += g->court_row[i] == card;
    for (int p = 0; p < g->num_players; p++) {
        for (int i = 0; i < g->pl[p].guild_count; i++) n += g->pl[p].guild[i] == card;
        if (is_campaign(g))
            for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++) n += g->ll.play_area[p][i] == card;
    }
    if (is_campaign(g))
        for (int i = 0; i < COURT_ROW_MAX; i++)
            for (int k = 0; k < ATTACHED_MAX; k++) n += g->camp.attached[i][k] == card;
    for (int i = 0; i < g->cards.n_placed && i < PLACED_MAX; i++) n += g->cards.placed[i] == card;
    return n;
}

/* Base rulebook, "Returning Cities": tokens in slots a returning city
 * covered move out one at a time, their owner choosing (lib/rules/resources.c);
 * a card's token waits in its frame (card_def.tokens_pending). The owner's
 * placement frame may wait below another decision pushed after it (the
 * Outrage a destroyed city provokes). */
bool covered_slot_tokens_may_wait(const game_state *g, int p) {
    for (int i = 0; i < g->depth; i++) {
        const frame *f = &g->stack[i];
        if (f->player == p && (f->kind == FR_PLACE_RESOURCE || f->kind == FR_DISCARD_RESOURCE)) return true;
    }
    return cards_tokens_pending(g, p);
}

bool state_invariants_ok(const game_state *g, char *why, size_t cap) {
    int np = g->num_players;
    if (np < 2 || np > MAX_PLAYERS) FAIL("player count %d", np);
    if (g->depth > STACK_MAX) FAIL("stack depth %d", g->depth);
    if (!g->game_over && g->depth == 0) FAIL("no decision and game not over");

    /* Pieces of each player: every one is somewhere. */
    for (int p = 0; p < np; p++) {
        int ships = g->pl[p].ships_supply, ports = g->pl[p].starports_supply;
        int cities = g->pl[p].cities_on_board, agents = g->pl[p].agents_supply;
        for (int s = 0; s < NUM_SYSTEMS; s++) {
            ships += g->sys[s].fresh[p] + g->sys[s].damaged[p];
            for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
                uint8_t b = g->sys[s].bld[i];
                if (!(b & BLD_OCCUPIED) || (int)BLD_OWNER(b) != p) continue;
                if (!building_place_valid(g, s, i)) FAIL("building in a missing slot %d/%d", s, i);
                if (BLD_IS_STARPORT(b)) ports++;
                else cities++;
            }
        }
        /* System 24, the map centre (the campaign's Twisted Passage): ships,
         * and buildings outside the printed slots (it has none). */
        ships += g->sys[NUM_SYSTEMS].fresh[p] + g->sys[NUM_SYSTEMS].damaged[p];
        for (int i = SLOTS_PER_SYSTEM; i < BUILDING_SLOTS_MAX; i++) {
            uint8_t b = g->sys[NUM_SYSTEMS].bld[i];
            if (!(b & BLD_OCCUPIED) || (int)BLD_OWNER(b) != p) continue;
            if (BLD_IS_STARPORT(b)) ports++;
            else cities++;
        }
        for (int q = 0; q < np; q++) {
            ships += g->pl[q].trophy_ships[p];
            ports += g->pl[q].trophy_starports[p];
            cities += g->pl[q].trophy_cities[p];
            agents += g->pl[q].trophy_agents[p] + g->pl[q].captives[p];
        }
        /* Flagships: the board's cities and starports are the player's
         * (Campaign rulebook, "Upgrades & Armor"). */
        if (is_campaign(g))
            for (int k = 0; k < FLAGSHIP_COLUMNS; k++)
                for (int r = 0; r < 2; r++) {
                    uint8_t b = g->camp.flagship_board[p][k][r];
                    if (!(b & BLD_OCCUPIED)) continue;
                    if (BLD_IS_STARPORT(b)) ports++;
                    else cities++;
                }
        /* Campaign: Loyal ships scrapped by a card (out of the game). */
        if (is_campaign(g)) ships += cards_data_ships_out(g, p);
        /* Campaign: agents a card's data accounts for (scrapped out of the
         * game; on a Rival's Outrage slot). */
        if (is_campaign(g)) agents += cards_data_agents_out(g, p);
        /* Campaign: buildings a card holds (Breaking Worlds). */
        if (is_campaign(g)) {
            cities += cards_data_buildings_out(g, p, false);
            ports += cards_data_buildings_out(g, p, true);
        }
        for (int c = 0; c < COURT_ROW_MAX; c++) agents += g->court_agents[c][p];
        /* Campaign Favors: p's agents on Rivals' Fate cards. */
        for (int q = 0; q < MAX_PLAYERS; q++) agents += g->camp.favors[q][p];
        agents += __builtin_popcount((unsigned)(g->pl[p].outrage & (uint8_t)~g->pl[p].outrage_placeholder));
        if (g->pl[p].outrage_placeholder & (uint8_t)~g->pl[p].outrage) FAIL("p%d placeholder without Outrage", p);
        if (ships != SHIPS_PER_PLAYER) FAIL("p%d has %d ships in all", p, ships);
        if (ports != STARPORTS_PER_PLAYER) FAIL("p%d has %d starports in all", p, ports);
        if (cities != CITIES_PER_PLAYER) FAIL("p%d has %d cities in all", p, cities);
        if (agents != AGENTS_PER_PLAYER) FAIL("p%d has %d agents in all", p, agents);
        int open = open_res_slots(&g->pl[p]);
        for (int i = 0; i < RES_SLOTS; i++) {
            if (g->pl[p].res[i] > (is_campaign(g) ? RES_CARD_TOKEN : NUM_RES))
                FAIL("p%d slot %d holds %d", p, i, g->pl[p].res[i]);
            if (i >= open && g->pl[p].res[i] != RES_EMPTY && !covered_slot_tokens_may_wait(g, p))
                FAIL("p%d resource in covered slot %d", p, i);
        }
        if (g->pl[p].res[CARD_RES_SLOT] > (is_campaign(g) ? RES_CARD_TOKEN : NUM_RES) ||
            (g->pl[p].res[CARD_RES_SLOT] && is_base_game(g)))
            FAIL("p%d card slot holds %d", p, g->pl[p].res[CARD_RES_SLOT]);
    }
    if (is_campaign(g) && !campaign_invariants_ok(g, why, cap)) return false;
    for (int p = np; p < MAX_PLAYERS; p++)
        for (int s = 0; s < NUM_SYSTEMS; s++)
            if (g->sys[s].fresh[p] || g->sys[s].damaged[p]) FAIL("pieces of absent player %d", p);

    /* Resources: 5 of each type (and the Psionic tokens cards added:
     * campaign_state.psionic_extra). The Cartels' tokens are the general supply
     * itself (g->res_supply), lying on the card while it is held, so no card
     * holds tokens of its own in the base game. */
    for (int r = 0; r < NUM_RES; r++) {
        /* The campaign's Imperial Trust holds tokens too (frozen). */
        int n = g->res_supply[r] + g->phantom[r] + g->prelude_spent[r] + g->camp.trust[r];
        /* Campaign: resources held on cards (Merchant League...). */
        for (int i = 0; i < g->camp.n_card_res && i < CARD_RES_MAX; i++) n += g->camp.card_res[i].res[r];
        for (int p = 0; p < np; p++) n += resources_held(&g->pl[p], r);
        /* A token a card's choice holds (Arsenal Keepers, the Pirate Hoard). */
        if (is_campaign(g)) n += cards_waiting_tokens(g, r);
        /* A token being placed waits in its placement frame (lib/rules/resources.c). */
        for (int i = 0; i < g->depth; i++)
            if ((g->stack[i].kind == FR_PLACE_RESOURCE || g->stack[i].kind == FR_DISCARD_RESOURCE) &&
                g->stack[i].a == r)
                n++;
        if (n != res_tokens(g, r)) FAIL("%d %s tokens in all (%d in the game)", n, resource_name(r), res_tokens(g, r));
        /* Tokens spent in the Prelude wait aside only while it is open:
         * closing it returns them to the supply (lib/rules/round.c,
         * close_prelude; Base rulebook, "Prelude Actions"). */
        if (g->prelude_spent[r] && !g->prelude_open) FAIL("%s spent in a Prelude that is not open", resource_name(r));
    }

    /* Action cards: each exactly once. */
    int seen[NUM_ACTION_CARDS] = {0};
    for (int i = 0; i < g->action_deck_len; i++) seen[g->action_deck[i] % NUM_ACTION_CARDS]++;
    for (int i = 0; i < g->action_discard_len; i++) seen[g->action_discard[i] % NUM_ACTION_CARDS]++;
    for (int p = 0; p < np; p++) {
        for (int c = 0; c < NUM_ACTION_CARDS; c++)
            if (g->pl[p].hand & (1ull << c)) seen[c]++;
        if (g->played[p] != NO_CARD) seen[g->played[p] % NUM_ACTION_CARDS]++;
        if (g->seize_card[p] != NO_CARD) seen[g->seize_card[p] % NUM_ACTION_CARDS]++;
    }
    int in_use = 0, scrapped = 0;
    for (int c = 0; c < NUM_ACTION_CARDS; c++) {
        bool gone = is_campaign(g) && ((g->camp.action_scrapped[c / 8] >> (c % 8)) & 1u);
        if (seen[c] > 1 || (gone && seen[c])) FAIL("action card %d appears %d times", c, seen[c] + gone);
        scrapped += gone;
        /* The two-sided cards come and go through the Court (their card's rules, lib/cards). */
        if (is_two_sided_card(c)) continue;
        in_use += seen[c];
        bool four_only = action_cards[c].kind == ACTION_KIND_BASE && (action_number(c) == 1 || action_number(c) == 7);
        if (seen[c] && four_only && np != 4) FAIL("card %d in a %d-player game", c, np);
    }
    /* (Campaign Act I Setup deals the action cards last, at Step 2 J.) */
    bool dealt = !is_campaign(g) || g->camp.setup_step == CSETUP_DONE;
    int events = is_campaign(g) ? g->camp.event_cards : 0;
    /* Act I Setup E's, and the extra one from an Act II Setup on. */
    if (is_campaign(g) && (events < setup_event_cards(np) || events > setup_event_cards(np) + (g->camp.act >= 2)))
        FAIL("%d Event cards in the game", events);
    uint64_t event_set = is_campaign(g) ? event_cards_in_game(g) : 0;
    for (int c = 0; c < NUM_ACTION_CARDS; c++)
        if (is_event_card(c) && seen[c] && !((event_set >> c) & 1u)) FAIL("Event card %d not in the game", c);
    int two_sided_scrapped = 0;
    for (int c = TWO_SIDED_CARD_FIRST; c < NUM_ACTION_CARDS; c++)
        two_sided_scrapped += is_campaign(g) && ((g->camp.action_scrapped[c / 8] >> (c % 8)) & 1u);
    if (in_use + scrapped - two_sided_scrapped != (dealt ? (np == 4 ? 28 : 20) + events : 0))
        FAIL("%d action cards in play", in_use);

    /* Court cards: each at most once across deck, discard, row and hands. */
    static const int N = 1024;
    uint8_t court_seen[1024];
    memset(court_seen, 0, sizeof court_seen);
    /* Counted as they are seen; the whole table is read again (for the
     * message naming the lowest card) only when a card came twice, and in
     * the campaign (scrapped cards). */
    int court_total = 0;
    unsigned twice = 0;
#define COURT_SEEN(card) (twice |= court_seen[(card) % N]++, court_total++)
    for (int i = 0; i < g->court_deck_len; i++) COURT_SEEN(court_deck_pile(g)[i]);
    for (int i = 0; i < g->court_discard_len; i++) COURT_SEEN(court_discard_pile(g)[i]);
    for (int i = 0; i < g->court_row_len; i++)
        if (g->court_row[i] != NO_COURT_CARD) COURT_SEEN(g->court_row[i]);
    for (int p = 0; p < np; p++)
        for (int i = 0; i < g->pl[p].guild_count; i++) COURT_SEEN(g->pl[p].guild[i]);
    /* Campaign: lore secured from the Court lies in a play area. */
    if (is_campaign(g))
        for (int p = 0; p < np; p++)
            for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++) COURT_SEEN(g->ll.play_area[p][i]);
    /* Campaign: cards attached to Court cards. */
    if (is_campaign(g))
        for (int i = 0; i < COURT_ROW_MAX; i++)
            for (int k = 0; k < ATTACHED_MAX; k++)
                if (g->camp.attached[i][k] != NO_COURT_CARD) COURT_SEEN(g->camp.attached[i][k]);
    /* Cards placed beside a played action card (lib/cards: the Unions), each
     * beside a card still in play (face up, or a Copy face down: then shown,
     * engine.h play_shown). */
    if (g->cards.n_placed > PLACED_MAX) FAIL("%d placed cards", g->cards.n_placed);
    for (int i = 0; i < g->cards.n_placed; i++) {
        COURT_SEEN(g->cards.placed[i]);
        bool found = false;
        for (int q = 0; q < np; q++)
            if (g->played[q] == g->cards.placed_beside[i]) found = true;
        if (!found) FAIL("placed card %d beside action card %d not in play", g->cards.placed[i], g->cards.placed_beside[i]);
    }
#undef COURT_SEEN
    if (twice || is_campaign(g)) court_total = 0;
    for (int i = 0; i < N && (twice || is_campaign(g)); i++) {
        if (court_seen[i] > 1) FAIL("Court card %d appears %d times", i, court_seen[i]);
        /* Campaign: a scrapped card is out of the game. */
        if (court_seen[i] && is_campaign(g) && i < SCRAPPED_BYTES * 8 && ((g->camp.scrapped[i >> 3] >> (i & 7)) & 1u))
            FAIL("scrapped card %d in play", i);
        court_total += court_seen[i];
    }
    /* The base game's Court has its 31 cards (Base rulebook, Setup step H). */
    if (is_base_game(g) && court_total != 31) FAIL("%d Court cards in the game", court_total);
    /* The campaign Court: the 15 CC cards and the lore shuffled in. */
    /* The Imperial Council: in its Court place on either side, or tucked
     * under its securer's card this round; never elsewhere. */
    if (is_campaign(g)) {
        uint16_t council = g->court_row_len > COUNCIL_PLACE ? g->court_row[COUNCIL_PLACE] : NO_COURT_CARD;
        bool tucked = g->camp.council_securer != NO_PLAYER;
        if (tucked ? council != NO_COURT_CARD
                   : council != council_cards[COUNCIL_IN_SESSION] && council != council_cards[COUNCIL_DECIDED])
            FAIL("the Imperial Council is not in its Court place");
        if (council == council_cards[COUNCIL_DECIDED])
            for (int p = 0; p < np; p++)
                if (g->court_agents[COUNCIL_PLACE][p]) FAIL("agents on the Decided Council");
        court_total -= !tucked; /* counted above, in the row */
        /* (The cards' own action cards, each in one place: their data's
         * invariants, card_data.h, with action_card_copies and
         * court_card_copies.) */
        if (!cards_data_conserved(g, why, cap)) return false;
    }
    /* (+ the Fate-set cards brought into the game: Fate setup, Fate cards.) */
    /* (- the CC and lore cards scrapped: Intermission B scraps the Court
     * discard pile; scrapped Fate-set cards left fate_cards_added.) */
    if (is_campaign(g) && court_total != 15 + g->camp.lore_added + g->camp.fate_cards_added - scrapped_court_cards(g))
        FAIL("%d Court cards in the game", court_total);
    if (g->cards.n_secured_prelude > PRELUDE_SECURED_MAX) FAIL("secured-this-Prelude list overflow");
    for (int i = 0; i < g->court_row_len; i++)
        if (g->court_row[i] == NO_COURT_CARD)
            for (int p = 0; p < np; p++)
                if (g->court_agents[i][p]) FAIL("agents on an empty Court place %d", i);
    return true;
}
