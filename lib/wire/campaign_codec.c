/*
 * campaign_state <-> Campaign (proto/arcs.proto), field by field, for
 * states (everything) and observations (the Fates a viewer may not know
 * removed: Campaign rulebook, Set Up Players B, "chooses one secretly").
 */
#include <stdio.h>

#include "cards/card_data.h"
#include "data/tables.h"
#include "wire/wire.h"

_Static_assert(sizeof(campaign_state) == 1280 + CARD_DATA_MORE && sizeof(token_state) == 4 && sizeof(card_res_state) == 8, "campaign_state changed: update lib/wire/campaign_codec.c");


static uint32_t *u32_pairs(wire_arena *a, const uint8_t (*src)[2], int col) {
    uint32_t *d = arena_get(a, SYSTEMS_MAX * sizeof *d);
    if (d)
        for (int s = 0; s < SYSTEMS_MAX; s++) d[s] = src[s][col];
    return d;
}

/* May viewer (-1 the public, -2 the full state) see the Fates dealt to
 * player p (kept or not)? Only p. The kept one: everyone once all have
 * chosen (the reveal). */
static bool dealt_shown(int viewer, int p) { return viewer == -2 || viewer == p; }
static bool kept_shown(const game_state *g, int viewer, int p) {
    unsigned all = (1u << g->num_players) - 1;
    return dealt_shown(viewer, p) || (g->camp.fates_chosen & all) == all;
}

/* The Summit (public: Campaign rulebook, "Negotiations"), NULL when none. */
static Arcs__Summit *summit_to_msg(const summit_state *s, wire_arena *a) {
    if (s->phase == SUMMIT_NONE) return NULL;
    Arcs__Summit *m = arena_get(a, sizeof *m);
    if (!m) return NULL;
    arcs__summit__init(m);
    m->phase = s->phase;
    m->caller = s->caller;
    m->order_used = s->order_used;
    m->turn = s->turn;
    m->passes = s->passes;
    m->deals_left = s->deals_left;
    m->proposer = s->proposer;
    m->n_deal = s->n_items;
    m->deal = arena_get(a, (s->n_items ? s->n_items : 1) * sizeof *m->deal);
    Arcs__DealItem *items = arena_get(a, (s->n_items ? s->n_items : 1) * sizeof *items);
    if (!m->deal || !items) return NULL;
    for (int i = 0; i < s->n_items; i++) {
        const deal_item *it = &s->items[i];
        arcs__deal_item__init(&items[i]);
        items[i].action = it->action;
        items[i].giver = it->giver;
        items[i].receiver = it->receiver;
        items[i].x = it->x;
        items[i].y = it->y;
        m->deal[i] = &items[i];
    }
    return m;
}

/* The cards' own data (schema 3, lib/cards/card_data.h): an entry per card
 * whose bytes are not all zero, in card-table order, the bytes the card
 * gives for the viewer. */
static bool card_data_to_msg(const game_state *g, int viewer, Arcs__Campaign *m, wire_arena *a) {
    int n = 0, c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));) n++;
    if (!n) return true;
    m->card_data = arena_get(a, (size_t)n * (sizeof *m->card_data + sizeof **m->card_data));
    if (!m->card_data) return false;
    Arcs__CardData *x = (Arcs__CardData *)(m->card_data + n);
    c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));) {
        if (card_data_zero(c, d, g)) continue;
        uint8_t buf[CARD_DATA_WIRE_MAX];
        size_t len = card_data_encode(c, d, g, viewer, buf);
        if (!len || len > sizeof buf) continue; /* nothing to write (a card's bug if too long) */
        uint8_t *bytes = arena_get(a, len);
        if (!bytes) return false;
        memcpy(bytes, buf, len);
        arcs__card_data__init(x);
        x->card = (char *)court_card_id((uint16_t)c);
        x->data.len = len;
        x->data.data = bytes;
        m->card_data[m->n_card_data++] = x++;
    }
    return true;
}

/* The Intermission's state: public (the Fates revealed, the results, the
 * scrapped cards). */
static bool intermission_to_msg(const campaign_state *c, Arcs__Campaign *m, wire_arena *a) {
    m->n_fate_history = MAX_PLAYERS * 3;
    m->fate_history = arena_get(a, m->n_fate_history * sizeof *m->fate_history);
    if (!m->fate_history) return false;
    for (int i = 0; i < MAX_PLAYERS * 3; i++) {
        uint16_t card = c->fate_history[i / 3][i % 3];
        m->fate_history[i] = (char *)(card == NO_COURT_CARD ? "" : court_card_id(card));
    }
    PUT_U8S(m, fate_completed, c->fate_completed, MAX_PLAYERS);
    m->intermission_step = c->intermission_step;
    m->intermission_done = c->intermission_done;
    uint16_t cards[SCRAPPED_BYTES * 8];
    int n = 0;
    for (int card = 0; card < SCRAPPED_BYTES * 8; card++)
        if ((c->scrapped[card >> 3] >> (card & 7)) & 1u) cards[n++] = (uint16_t)card;
    if (n) {
        m->n_scrapped = (size_t)n;
        m->scrapped = court_ids(a, cards, n);
    }
    return !a->failed;
}

Arcs__Campaign *campaign_to_msg(const game_state *g, int viewer, wire_arena *a) {
    const campaign_state *c = &g->camp;
    Arcs__Campaign *m = arena_get(a, sizeof *m);
    if (!m) return NULL;
    arcs__campaign__init(m);
    m->act = c->act;
    /* The campaign arc (public). */
    m->last_act = c->last_act;
    m->act_boundary = c->act_boundary;
    m->act_setup_step = c->act_setup_step;
    m->act_turn = c->act_turn;
    m->psionic_extra = c->psionic_extra;
    /* Flagships (public; absent while no player has one). */
    uint8_t any_flagship = 0;
    for (size_t i = 0; i < FLAGSHIP_BYTES; i++) any_flagship |= FLAGSHIP_RUN(c)[i];
    if (any_flagship) {
        PUT_U8S(m, flagship, c->flagship, MAX_PLAYERS);
        PUT_U8S(m, flagship_board, &c->flagship_board[0][0][0], sizeof c->flagship_board);
        PUT_U8S(m, flagship_ships, c->flagship_ships, MAX_PLAYERS);
    }
    if (c->act_rolls[0] || c->act_rolls[1]) PUT_U8S(m, act_rolls, c->act_rolls, 2);
    m->first_regent = c->first_regent;
    m->regents = c->regents;
    m->imperial_clusters = c->imperial_clusters;
    m->number_die = c->number_die;
    m->event_die = c->event_die;
    m->setup_step = c->setup_step;
    m->setup_turn = c->setup_turn;
    m->fates_chosen = c->fates_chosen;
    m->imperial_supply = c->imperial_supply;
    m->blight_supply = c->blight_supply;
    m->n_imperial_fresh = m->n_imperial_damaged = m->n_blight_fresh = m->n_blight_damaged = SYSTEMS_MAX;
    m->imperial_fresh = u32_pairs(a, c->imperial, 0);
    m->imperial_damaged = u32_pairs(a, c->imperial, 1);
    m->blight_fresh = u32_pairs(a, c->blight, 0);
    m->blight_damaged = u32_pairs(a, c->blight, 1);
    PUT_U8S(m, trophy_imperial, c->trophy_imperial, MAX_PLAYERS);
    PUT_U8S(m, trophy_blight, c->trophy_blight, MAX_PLAYERS);
    PUT_U8S(m, trophy_free_cities, c->trophy_free_cities, MAX_PLAYERS);
    PUT_U8S(m, trophy_free_starports, c->trophy_free_starports, MAX_PLAYERS);
    m->n_fate_dealt = MAX_PLAYERS * FATES_DEALT;
    m->n_fate = MAX_PLAYERS;
    m->fate_dealt = arena_get(a, m->n_fate_dealt * sizeof *m->fate_dealt);
    m->fate = arena_get(a, m->n_fate * sizeof *m->fate);
    if (!m->fate_dealt || !m->fate) return NULL;
    for (int p = 0; p < MAX_PLAYERS; p++) {
        for (int i = 0; i < FATES_DEALT; i++) {
            uint16_t card = c->fate_dealt[p][i];
            bool shown = dealt_shown(viewer, p) || fate_dealt_public(g, p, i);
            m->fate_dealt[p * FATES_DEALT + i] = (char *)(shown && card != NO_COURT_CARD ? court_card_id(card) : "");
        }
        m->fate[p] = (char *)(kept_shown(g, viewer, p) && c->fate[p] != NO_COURT_CARD ? court_card_id(c->fate[p]) : "");
    }
    m->fate_deck_count = c->fate_deck_len;
    if (viewer == -2) {
        m->n_fate_deck = c->fate_deck_len;
        m->fate_deck = court_ids(a, c->fate_deck, c->fate_deck_len);
    }
    m->lore_added = c->lore_added;
    m->govern_top = c->govern_top;
    m->n_booklet = c->booklet_len;
    m->booklet = court_ids(a, c->booklet, c->booklet_len);
    /* Tokens lie in the open: the same for every viewer. */
    int nt = c->n_tokens < TOKENS_MAX ? c->n_tokens : TOKENS_MAX;
    if (nt) {
        m->n_tokens = (size_t)nt;
        m->tokens = arena_get(a, (size_t)nt * (sizeof *m->tokens + sizeof **m->tokens));
        if (!m->tokens) return NULL;
        Arcs__Token *t = (Arcs__Token *)(void *)(m->tokens + nt);
        for (int i = 0; i < nt; i++) {
            arcs__token__init(&t[i]);
            t[i].card = (char *)court_card_id(c->tokens[i].card);
            t[i].owner = c->tokens[i].owner;
            t[i].where = c->tokens[i].where;
            m->tokens[i] = &t[i];
        }
    }
    /* Events, the Council, the Trust and Favors are public. */
    PUT_U8S(m, trust, c->trust, NUM_RES);
    m->council_securer = c->council_securer;
    m->events_played = c->events_played;
    m->event_cards = c->event_cards;
    PUT_U8S(m, favors, &c->favors[0][0], MAX_PLAYERS * MAX_PLAYERS);
    m->summit_deal_limit = c->summit_deal_limit;
    m->summit = summit_to_msg(&c->summit, a);
    /* Fates and objectives: public (the markers lie on the Power track,
     * the cards in play areas and in the Court). */
    PUT_U8S(m, objective, c->objective, MAX_PLAYERS);
    m->fate_setup_done = c->fate_setup_done;
    m->fate_cards_added = c->fate_cards_added;
    m->act_reported = c->act_reported;
    int nr = c->n_card_res < CARD_RES_MAX ? c->n_card_res : CARD_RES_MAX;
    if (nr) {
        uint16_t cards[CARD_RES_MAX];
        uint8_t counts[CARD_RES_MAX * NUM_RES];
        for (int i = 0; i < nr; i++) {
            cards[i] = c->card_res[i].card;
            memcpy(&counts[i * NUM_RES], c->card_res[i].res, NUM_RES);
        }
        m->n_card_res_cards = (size_t)nr;
        m->card_res_cards = court_ids(a, cards, nr);
        PUT_U8S(m, card_res_counts, counts, nr * NUM_RES);
    }
    m->n_attached = COURT_ROW_MAX * ATTACHED_MAX;
    m->attached = arena_get(a, m->n_attached * sizeof *m->attached);
    if (!m->attached) return NULL;
    for (int i = 0; i < COURT_ROW_MAX * ATTACHED_MAX; i++) {
        uint16_t card = c->attached[i / ATTACHED_MAX][i % ATTACHED_MAX];
        m->attached[i] = (char *)(card == NO_COURT_CARD ? "" : court_card_id(card));
    }
    PUT_U8S(m, fate_data, &c->fate_data[0][0], MAX_PLAYERS * FATE_DATA_BYTES);
    if (!card_data_to_msg(g, viewer, m, a)) return NULL;
    if (!intermission_to_msg(c, m, a)) return NULL;
    uint64_t scrapped = 0;
    for (int i = 0; i < 6; i++) scrapped |= (uint64_t)c->action_scrapped[i] << (8 * i);
    /* Scrapped face down (Teach): a viewer sees the ones they knew, and how
     * many there are. */
    m->action_scrapped_count = (uint32_t)__builtin_popcountll(scrapped);
    if (viewer >= 0) {
        scrapped &= g->card_known[viewer];
    } else if (viewer == -1) {
        for (int q = 0; q < g->num_players; q++) scrapped &= g->card_known[q];
    }
    m->action_scrapped = scrapped;
    return a->failed ? NULL : m;
}

#define FAIL(...)                                          \
    do {                                                   \
        if (why && cap) snprintf(why, cap, __VA_ARGS__);   \
        return ARCS_E_CORRUPT;                             \
    } while (0)
#define GET(dst, v, name)                                  \
    do {                                                   \
        if ((v) > 0xFFu) FAIL("campaign.%s out of range", name); \
        (dst) = (uint8_t)(v);                              \
    } while (0)

static arcs_status card_or_none(const char *id, uint16_t *out, char *why, size_t cap) {
    if (!id || !id[0]) {
        *out = NO_COURT_CARD;
        return ARCS_OK;
    }
    int c = card_index(id);
    if (c < 0) FAIL("unknown campaign card \"%.32s\"", id);
    *out = (uint16_t)c;
    return ARCS_OK;
}

/* Schema 3: each entry to its card's decode; schemas 1-2: each card takes
 * its data from the fields those schemas had (card_data_def.upgrade). */
arcs_status card_data_from_msg(const Arcs__Campaign *m, unsigned schema, game_state *g, char *why, size_t cap) {
    if (schema < 3 && m->n_card_data) FAIL("card data in a schema %u state", schema);
    int c = -1;
    for (const card_data_def *d; (d = card_data_next(&c));)
        if (d->upgrade && !d->upgrade(g, m, schema, why, cap)) return ARCS_E_CORRUPT;
    uint64_t seen[(CARD_TABLE_LEN + 63) / 64] = {0};
    for (size_t i = 0; i < m->n_card_data; i++) {
        const Arcs__CardData *x = m->card_data[i];
        if (x->base.n_unknown_fields) FAIL("unknown fields in CardData");
        int card = x->card ? card_index(x->card) : -1;
        const card_def *def = card_def_of(card);
        if (!def || !def->data || def->card != card)
            FAIL("card data for \"%.32s\", which keeps none", x->card ? x->card : "");
        if ((seen[card / 64] >> (card % 64)) & 1u) FAIL("card data for \"%.32s\" twice", x->card);
        seen[card / 64] |= 1ull << (card % 64);
        if (!card_data_decode(card, def->data, g, x->data.data, x->data.len, why, cap)) return ARCS_E_CORRUPT;
    }
    return ARCS_OK;
}

arcs_status campaign_from_msg(const Arcs__Campaign *m, unsigned schema, game_state *g, char *why, size_t cap) {
    campaign_state *c = &g->camp;
    if (m->base.n_unknown_fields) FAIL("unknown fields in Campaign");
    GET(c->act, m->act, "act");
    /* A state written before the campaign arc: the whole campaign. */
    GET(c->last_act, m->last_act ? m->last_act : 3, "last_act");
    GET(c->act_boundary, m->act_boundary, "act_boundary");
    GET(c->act_setup_step, m->act_setup_step, "act_setup_step");
    GET(c->act_turn, m->act_turn, "act_turn");
    if (m->psionic_extra > PSIONIC_EXTRA_MAX)
        FAIL("campaign.psionic_extra %u (at most %d)", m->psionic_extra, PSIONIC_EXTRA_MAX);
    c->psionic_extra = (uint8_t)m->psionic_extra;
    /* Flagships: all three lists, or none (no Flagship). */
    if (m->n_flagship || m->n_flagship_board || m->n_flagship_ships) {
        if (m->n_flagship != MAX_PLAYERS || m->n_flagship_board != sizeof c->flagship_board ||
            m->n_flagship_ships != MAX_PLAYERS)
            FAIL("Flagship lists of %zu, %zu, %zu entries", m->n_flagship, m->n_flagship_board, m->n_flagship_ships);
        for (int p = 0; p < MAX_PLAYERS; p++) {
            GET(c->flagship[p], m->flagship[p], "flagship");
            GET(c->flagship_ships[p], m->flagship_ships[p], "flagship_ships");
        }
        uint8_t *board = &c->flagship_board[0][0][0];
        for (size_t i = 0; i < sizeof c->flagship_board; i++) GET(board[i], m->flagship_board[i], "flagship_board");
    }
    if (m->n_act_rolls && m->n_act_rolls != 2) FAIL("%zu Act setup rolls", m->n_act_rolls);
    for (size_t i = 0; i < m->n_act_rolls; i++) GET(c->act_rolls[i], m->act_rolls[i], "act_rolls");
    GET(c->first_regent, m->first_regent, "first_regent");
    GET(c->regents, m->regents, "regents");
    GET(c->imperial_clusters, m->imperial_clusters, "imperial_clusters");
    GET(c->number_die, m->number_die, "number_die");
    GET(c->event_die, m->event_die, "event_die");
    GET(c->setup_step, m->setup_step, "setup_step");
    GET(c->setup_turn, m->setup_turn, "setup_turn");
    GET(c->fates_chosen, m->fates_chosen, "fates_chosen");
    GET(c->imperial_supply, m->imperial_supply, "imperial_supply");
    GET(c->blight_supply, m->blight_supply, "blight_supply");
    GET(c->lore_added, m->lore_added, "lore_added");
    GET(c->govern_top, m->govern_top, "govern_top");
    GET(c->council_securer, m->council_securer, "council_securer");
    GET(c->events_played, m->events_played, "events_played");
    GET(c->event_cards, m->event_cards, "event_cards");
    /* Empty lists: a state written before the Trust and Favors existed. */
    if ((m->n_trust != NUM_RES && m->n_trust) || (m->n_favors != MAX_PLAYERS * MAX_PLAYERS && m->n_favors))
        FAIL("Trust or Favor list of the wrong length");
    for (size_t r = 0; r < m->n_trust; r++) GET(c->trust[r], m->trust[r], "trust");
    for (size_t i = 0; i < m->n_favors; i++) GET(c->favors[i / MAX_PLAYERS][i % MAX_PLAYERS], m->favors[i], "favors");
    if (m->n_imperial_fresh != SYSTEMS_MAX || m->n_imperial_damaged != SYSTEMS_MAX ||
        m->n_blight_fresh != SYSTEMS_MAX || m->n_blight_damaged != SYSTEMS_MAX)
        FAIL("campaign piece lists of the wrong length");
    for (int s = 0; s < SYSTEMS_MAX; s++) {
        GET(c->imperial[s][0], m->imperial_fresh[s], "imperial_fresh");
        GET(c->imperial[s][1], m->imperial_damaged[s], "imperial_damaged");
        GET(c->blight[s][0], m->blight_fresh[s], "blight_fresh");
        GET(c->blight[s][1], m->blight_damaged[s], "blight_damaged");
    }
    if (m->n_trophy_imperial != MAX_PLAYERS || m->n_trophy_blight != MAX_PLAYERS ||
        m->n_trophy_free_cities != MAX_PLAYERS || m->n_trophy_free_starports != MAX_PLAYERS)
        FAIL("campaign Trophy lists of the wrong length");
    for (int p = 0; p < MAX_PLAYERS; p++) {
        GET(c->trophy_imperial[p], m->trophy_imperial[p], "trophy_imperial");
        GET(c->trophy_blight[p], m->trophy_blight[p], "trophy_blight");
        GET(c->trophy_free_cities[p], m->trophy_free_cities[p], "trophy_free_cities");
        GET(c->trophy_free_starports[p], m->trophy_free_starports[p], "trophy_free_starports");
    }
    if (m->n_fate_dealt != MAX_PLAYERS * FATES_DEALT || m->n_fate != MAX_PLAYERS) FAIL("Fate lists of the wrong length");
    for (int p = 0; p < MAX_PLAYERS; p++) {
        for (int i = 0; i < FATES_DEALT; i++) {
            arcs_status st = card_or_none(m->fate_dealt[p * FATES_DEALT + i], &c->fate_dealt[p][i], why, cap);
            if (st != ARCS_OK) return st;
        }
        arcs_status st = card_or_none(m->fate[p], &c->fate[p], why, cap);
        if (st != ARCS_OK) return st;
    }
    if (m->n_fate_deck > sizeof c->fate_deck / sizeof c->fate_deck[0] || m->fate_deck_count != m->n_fate_deck)
        FAIL("Fate deck of %zu", m->n_fate_deck);
    for (size_t i = 0; i < m->n_fate_deck; i++) {
        uint16_t card;
        arcs_status st = card_or_none(m->fate_deck[i], &card, why, cap);
        if (st != ARCS_OK) return st;
        if (card == NO_COURT_CARD) FAIL("empty Fate deck entry");
        c->fate_deck[c->fate_deck_len++] = card;
    }
    if (m->n_booklet > BOOKLET_MAX) FAIL("booklet of %zu", m->n_booklet);
    for (size_t i = 0; i < m->n_booklet; i++) {
        uint16_t card;
        arcs_status st = card_or_none(m->booklet[i], &card, why, cap);
        if (st != ARCS_OK) return st;
        if (card == NO_COURT_CARD) FAIL("empty booklet entry");
        c->booklet[c->booklet_len++] = card;
    }
    if (m->n_tokens > TOKENS_MAX) FAIL("%zu tokens", m->n_tokens);
    for (size_t i = 0; i < m->n_tokens; i++) {
        const Arcs__Token *t = m->tokens[i];
        if (t->base.n_unknown_fields) FAIL("unknown fields in Token");
        uint16_t card;
        arcs_status st = card_or_none(t->card, &card, why, cap);
        if (st != ARCS_OK) return st;
        if (card == NO_COURT_CARD) FAIL("token without a card");
        token_state *x = &c->tokens[c->n_tokens++];
        x->card = card;
        GET(x->owner, t->owner, "tokens.owner");
        GET(x->where, t->where, "tokens.where");
    }
    GET(c->summit_deal_limit, m->summit_deal_limit, "summit_deal_limit");
    /* Fates and objectives (empty lists: a state written before them). */
    if ((m->n_objective && m->n_objective != MAX_PLAYERS) ||
        (m->n_attached && m->n_attached != COURT_ROW_MAX * ATTACHED_MAX) ||
        (m->n_fate_data && m->n_fate_data != MAX_PLAYERS * FATE_DATA_BYTES))
        FAIL("Fate lists of the wrong length");
    for (int p = 0; p < MAX_PLAYERS; p++) c->objective[p] = OBJECTIVE_NONE;
    for (size_t i = 0; i < m->n_objective; i++) GET(c->objective[i], m->objective[i], "objective");
    GET(c->fate_setup_done, m->fate_setup_done, "fate_setup_done");
    GET(c->fate_cards_added, m->fate_cards_added, "fate_cards_added");
    GET(c->act_reported, m->act_reported, "act_reported");
    if (m->n_card_res_cards > CARD_RES_MAX || m->n_card_res_counts != m->n_card_res_cards * NUM_RES)
        FAIL("card resources of %zu cards", m->n_card_res_cards);
    for (size_t i = 0; i < m->n_card_res_cards; i++) {
        card_res_state *e = &c->card_res[c->n_card_res++];
        arcs_status st = card_or_none(m->card_res_cards[i], &e->card, why, cap);
        if (st != ARCS_OK) return st;
        if (e->card == NO_COURT_CARD) FAIL("card resources without a card");
        for (int r = 0; r < NUM_RES; r++) GET(e->res[r], m->card_res_counts[i * NUM_RES + (size_t)r], "card_res_counts");
    }
    for (int i = 0; i < COURT_ROW_MAX * ATTACHED_MAX; i++) {
        uint16_t *slot = &c->attached[i / ATTACHED_MAX][i % ATTACHED_MAX];
        *slot = NO_COURT_CARD;
        if ((size_t)i < m->n_attached) {
            arcs_status st = card_or_none(m->attached[i], slot, why, cap);
            if (st != ARCS_OK) return st;
        }
    }
    for (size_t i = 0; i < m->n_fate_data; i++)
        GET(c->fate_data[i / FATE_DATA_BYTES][i % FATE_DATA_BYTES], m->fate_data[i], "fate_data");
    /* The Intermission (empty lists: a state written before it). */
    if ((m->n_fate_history && m->n_fate_history != MAX_PLAYERS * 3) ||
        (m->n_fate_completed && m->n_fate_completed != MAX_PLAYERS) || m->n_scrapped > SCRAPPED_BYTES * 8)
        FAIL("Intermission lists of the wrong length");
    for (int i = 0; i < MAX_PLAYERS * 3; i++) {
        uint16_t *slot = &c->fate_history[i / 3][i % 3];
        *slot = NO_COURT_CARD;
        if ((size_t)i < m->n_fate_history) {
            arcs_status st = card_or_none(m->fate_history[i], slot, why, cap);
            if (st != ARCS_OK) return st;
        }
    }
    for (size_t i = 0; i < m->n_fate_completed; i++) GET(c->fate_completed[i], m->fate_completed[i], "fate_completed");
    GET(c->intermission_step, m->intermission_step, "intermission_step");
    GET(c->intermission_done, m->intermission_done, "intermission_done");
    for (size_t i = 0; i < m->n_scrapped; i++) {
        uint16_t card;
        arcs_status st = card_or_none(m->scrapped[i], &card, why, cap);
        if (st != ARCS_OK) return st;
        if (card == NO_COURT_CARD || card >= SCRAPPED_BYTES * 8) FAIL("empty scrapped entry");
        if ((c->scrapped[card >> 3] >> (card & 7)) & 1u) FAIL("card \"%.32s\" scrapped twice", m->scrapped[i]);
        c->scrapped[card >> 3] |= (uint8_t)(1u << (card & 7));
    }
    arcs_status dst = card_data_from_msg(m, schema, g, why, cap);
    if (dst != ARCS_OK) return dst;
    if (m->action_scrapped >> NUM_ACTION_CARDS) FAIL("action_scrapped beyond the action cards");
    for (int i = 0; i < 6; i++) c->action_scrapped[i] = (uint8_t)(m->action_scrapped >> (8 * i));
    if (m->action_scrapped_count != (uint32_t)__builtin_popcountll(m->action_scrapped) &&
        (m->action_scrapped_count || m->action_scrapped))
        FAIL("action_scrapped_count %u", m->action_scrapped_count);
    if (m->summit) {
        const Arcs__Summit *sm = m->summit;
        summit_state *s = &c->summit;
        if (sm->base.n_unknown_fields) FAIL("unknown fields in Summit");
        GET(s->phase, sm->phase, "summit.phase");
        GET(s->caller, sm->caller, "summit.caller");
        GET(s->order_used, sm->order_used, "summit.order_used");
        GET(s->turn, sm->turn, "summit.turn");
        GET(s->passes, sm->passes, "summit.passes");
        GET(s->deals_left, sm->deals_left, "summit.deals_left");
        GET(s->proposer, sm->proposer, "summit.proposer");
        if (sm->n_deal > DEAL_ITEMS_MAX) FAIL("a deal of %zu items", sm->n_deal);
        s->n_items = (uint8_t)sm->n_deal;
        for (size_t i = 0; i < sm->n_deal; i++) {
            const Arcs__DealItem *it = sm->deal[i];
            if (it->base.n_unknown_fields) FAIL("unknown fields in DealItem");
            GET(s->items[i].action, it->action, "deal.action");
            GET(s->items[i].giver, it->giver, "deal.giver");
            GET(s->items[i].receiver, it->receiver, "deal.receiver");
            GET(s->items[i].x, it->x, "deal.x");
            GET(s->items[i].y, it->y, "deal.y");
        }
        if (s->phase == SUMMIT_NONE) FAIL("a Summit message without a Summit");
    }
    return ARCS_OK;
}
