/*
 * The campaign record (lib/wire/record.h; proto/arcs.proto CampaignRecord;
 * docs/campaign-record.md): written from the state at an Act boundary,
 * checked field by field, and read back into the state at that boundary.
 *
 * What it keeps is the Campaign rulebook's "Packing Up" (Intermission,
 * "Next Act?"): "preserve everything on the map, in the general supply,
 * and in everyone's play areas", the log sheet (names, colours, Fates,
 * Power, Outrage) and the rules booklet. After Intermission B-D the Court
 * row holds only the Imperial Council, the Court discard pile is scrapped,
 * there are no Trophies, Captives, frozen resources or damaged pieces
 * (damaged Blight is repaired, damaged Flagship Upgrades and Armor are
 * destroyed): the record has no place for them.
 */
#include "wire/record.h"

#include <stdio.h>
#include <stdlib.h>

#include "campaign/flagship.h"
#include "cards/card_data.h"
#include "cards/hooks.h"
#include "core/engine.h"
#include "core/invariants.h"
#include "data/tables.h"
#include "rules/rules.h"
#if ARCS_HAVE_JSON
#include "wire/pb_json.h"
#endif

#define FAIL(...)                                        \
    do {                                                 \
        if (why && cap) snprintf(why, cap, __VA_ARGS__); \
        return ARCS_E_CORRUPT;                           \
    } while (0)

/* The Fate cards (ARCS-FATE01..24) and their letter (fate_letter,
 * lib/campaign/fates.h): A (0) 01-08, B (1) 09-16, C (2) 17-24 (What's in
 * the Box, "Fates"). */
static bool is_fate_card(int c) { return c >= 0 && c < card_table_len && card_table[c].kind == CK_FATE; }

/* A card of a Fate set (ARCS-F101A..., not the Fate cards themselves). */
static bool in_fate_set(int c) {
    const char *id = card_table[c].id;
    return strncmp(id, "ARCS-F", 6) == 0 && id[6] >= '0' && id[6] <= '9';
}

/* A card of the campaign's Court: its CC cards, lore, Fate-set cards. */
static bool campaign_court_card(int c) {
    return (card_table[c].tags & TAG_CAMPAIGN_COURT) || card_table[c].kind == CK_LORE || in_fate_set(c);
}

bool record_fate_in_deck(const game_state *g, int fate) {
    if (!is_fate_card(fate)) return false;
    if (g->camp.act == 1 && fate_letter(fate) == 2) return true;
    for (int i = 0; i < g->camp.fate_deck_len && i < 8; i++)
        if (g->camp.fate_deck[i] == fate) return true;
    return false;
}

/* ------------------------------------------------------------ writing */

static char *id_of(int c) { return (char *)card_table[c].id; }

/* A Flagship board slot in a record (RecordPlayer.flagship_upgrades,
 * flagship_armor). */
enum { FLAGSHIP_REC_EMPTY = 0, FLAGSHIP_REC_CITY = 1, FLAGSHIP_REC_STARPORT = 2 };

/* Resources of a list of slot values (RES_EMPTY or type + 1) as Resource
 * values, by type (a set: one order). */
static int *resources_of(wire_arena *a, const uint8_t *slots, int n, size_t *count) {
    int *out = arena_get(a, (size_t)(n ? n : 1) * sizeof *out);
    *count = 0;
    if (!out) return NULL;
    for (int r = 0; r < NUM_RES; r++)
        for (int i = 0; i < n; i++)
            if (slots[i] == r + 1) out[(*count)++] = r;
    return out;
}

/* The order of buildings in a record and in a system's places: the Free
 * States' first (they stand only in printed slots), then each seat's, a
 * city before a starport. */
static int building_rank(unsigned owner, bool starport) {
    return (owner == OWNER_FREE ? 0 : 2 + 2 * (int)owner) + (starport ? 1 : 0);
}
#define BUILDING_RANKS (2 + 2 * MAX_PLAYERS)

static int cmp_u16(const void *x, const void *y) { return (int)*(const uint16_t *)x - (int)*(const uint16_t *)y; }

/* The ids of n cards in card-table order (a record's sets are written in
 * one order, so that equal records are equal bytes). */
static char **sorted_ids(wire_arena *a, uint16_t *cards, size_t n, size_t *count) {
    *count = n;
    if (!n) return arena_get(a, sizeof(char *));
    qsort(cards, n, sizeof cards[0], cmp_u16);
    return court_ids(a, cards, n);
}

static Arcs__RecordPlayer *player_to_record(const game_state *g, int p, wire_arena *a) {
    const player_state *pl = &g->pl[p];
    const campaign_state *c = &g->camp;
    Arcs__RecordPlayer *m = arena_get(a, sizeof *m);
    if (!m) return NULL;
    arcs__record_player__init(m);
    m->power = pl->power;
    uint8_t outraged[NUM_RES];
    int no = 0;
    for (int r = 0; r < NUM_RES; r++)
        if ((pl->outrage >> r) & 1u) outraged[no++] = (uint8_t)(r + 1);
    m->outrage = (Arcs__Resource *)resources_of(a, outraged, no, &m->n_outrage);
    m->fate = c->fate[p] == NO_COURT_CARD ? "" : id_of(c->fate[p]);
    m->history = arena_get(a, 3 * (sizeof *m->history + sizeof **m->history));
    if (!m->history) return NULL;
    Arcs__RecordFate *h = (Arcs__RecordFate *)(void *)(m->history + 3);
    /* The Acts played (the next Act's Fate, in fate_history from the
     * Intermission's reveal on, is m->fate). */
    for (int act = 1; act <= c->act; act++) {
        uint16_t f = record_fate_history(g, p, act);
        if (f == NO_COURT_CARD) continue;
        arcs__record_fate__init(h);
        h->act = (uint32_t)act;
        h->fate = id_of(f);
        h->completed = record_fate_completed(g, p, act);
        m->history[m->n_history++] = h++;
    }
    m->regent = (c->regents >> p) & 1u;
    m->first_regent = c->first_regent == p;
    m->resources = (Arcs__Resource *)resources_of(a, pl->res, RES_SLOTS, &m->n_resources);
    /* A card's token in a slot stays in that slot (its card's data says
     * which slot holds which token). */
    m->token_slots = arena_get(a, RES_SLOTS * sizeof *m->token_slots);
    if (!m->token_slots) return NULL;
    for (int i = 0; i < RES_SLOTS; i++)
        if (pl->res[i] == RES_CARD_TOKEN) m->token_slots[m->n_token_slots++] = (uint32_t)i;
    /* Guild cards held and the play area (lore, titles, abilities). */
    uint16_t cards[GUILD_HELD_MAX + PLAY_AREA_MAX];
    size_t n = 0;
    for (int i = 0; i < pl->guild_count && i < GUILD_HELD_MAX; i++) cards[n++] = pl->guild[i];
    for (int i = 0; i < g->ll.play_area_len[p] && i < PLAY_AREA_MAX; i++) cards[n++] = g->ll.play_area[p][i];
    m->cards = sorted_ids(a, cards, n, &m->n_cards);
    if (!m->cards || !m->outrage || !m->resources) return NULL;
    uint8_t favors[MAX_PLAYERS];
    bool any = false;
    for (int q = 0; q < MAX_PLAYERS; q++) any |= (favors[q] = c->favors[p][q]) != 0;
    if (any) PUT_U8S(m, favors, favors, MAX_PLAYERS);
    bool data = false;
    for (int i = 0; i < FATE_DATA_BYTES; i++) data |= c->fate_data[p][i] != 0;
    if (data) PUT_U8S(m, fate_data, c->fate_data[p], FATE_DATA_BYTES);
    /* The Flagship and its board, kept into the next Act (yaml
     * "Flagships"); Intermission D destroyed the damaged Upgrades and
     * Armor (flagship_destroy_damaged): what is left is fresh. */
    if (c->flagship[p]) {
        m->flagship = c->flagship[p];
        uint8_t rows[2][FLAGSHIP_COLUMNS];
        bool filled[2] = {false, false};
        for (int k = 0; k < FLAGSHIP_COLUMNS; k++)
            for (int r = 0; r < 2; r++) {
                uint8_t b = c->flagship_board[p][k][r];
                rows[r][k] = !(b & BLD_OCCUPIED) || BLD_IS_DAMAGED(b) ? FLAGSHIP_REC_EMPTY
                             : BLD_IS_STARPORT(b)                     ? FLAGSHIP_REC_STARPORT
                                                                      : FLAGSHIP_REC_CITY;
                filled[r] |= rows[r][k] != FLAGSHIP_REC_EMPTY;
            }
        if (filled[FLAGSHIP_UPGRADE]) PUT_U8S(m, flagship_upgrades, rows[FLAGSHIP_UPGRADE], FLAGSHIP_COLUMNS);
        if (filled[FLAGSHIP_ARMOR]) PUT_U8S(m, flagship_armor, rows[FLAGSHIP_ARMOR], FLAGSHIP_COLUMNS);
    }
    return m;
}

static Arcs__RecordSystem **systems_to_record(const game_state *g, size_t *count, wire_arena *a) {
    Arcs__RecordSystem **list = arena_get(a, NUM_SYSTEMS * (sizeof *list + sizeof **list));
    *count = 0;
    if (!list) return NULL;
    Arcs__RecordSystem *x = (Arcs__RecordSystem *)(void *)(list + NUM_SYSTEMS);
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        const system_state *sy = &g->sys[s];
        /* Intermission D: damaged ships and buildings are destroyed,
         * damaged Blight repaired. */
        int blight = g->camp.blight[s][0] + g->camp.blight[s][1];
        int nb = 0, ships = 0;
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++) nb += (sy->bld[i] & BLD_OCCUPIED) && !BLD_IS_DAMAGED(sy->bld[i]);
        for (int p = 0; p < MAX_PLAYERS; p++) ships += sy->fresh[p];
        if (!nb && !ships && !blight && !g->camp.imperial[s][0]) continue;
        arcs__record_system__init(x);
        x->system = (uint32_t)s;
        if (ships) PUT_U8S(x, ships, sy->fresh, MAX_PLAYERS);
        x->imperial_ships = g->camp.imperial[s][0];
        x->blight = (uint32_t)blight;
        if (nb) {
            x->buildings = arena_get(a, (size_t)nb * (sizeof *x->buildings + sizeof **x->buildings));
            if (!x->buildings) return NULL;
            Arcs__RecordBuilding *b = (Arcs__RecordBuilding *)(void *)(x->buildings + nb);
            for (int rank = 0; rank < BUILDING_RANKS; rank++)
                for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
                    uint8_t code = sy->bld[i];
                    if (!(code & BLD_OCCUPIED) || BLD_IS_DAMAGED(code) ||
                        building_rank(BLD_OWNER(code), BLD_IS_STARPORT(code)) != rank)
                        continue;
                    arcs__record_building__init(b);
                    b->owner = BLD_OWNER(code);
                    b->starport = BLD_IS_STARPORT(code);
                    x->buildings[x->n_buildings++] = b++;
                }
        }
        list[(*count)++] = x++;
    }
    return list;
}

/* Fill m from g (the arena holds every part). False when it is full. */
static bool record_to_msg(const game_state *g, Arcs__CampaignRecord *m, wire_arena *a) {
    const campaign_state *c = &g->camp;
    int np = g->num_players;
    arcs__campaign_record__init(m);
    m->schema_version = ARCS_CAMPAIGN_RECORD_VERSION;
    m->message_type = ARCS__MESSAGE_TYPE__MESSAGE_TYPE_CAMPAIGN_RECORD;
    m->completed_act = c->act;
    m->num_players = (uint32_t)np;
    m->initiative = g->initiative;
    m->imperial_policy = c->govern_top;
    m->n_players = (size_t)np;
    m->players = arena_get(a, (size_t)np * sizeof *m->players);
    if (!m->players) return false;
    for (int p = 0; p < np; p++)
        if (!(m->players[p] = player_to_record(g, p, a))) return false;
    m->systems = systems_to_record(g, &m->n_systems, a);
    /* The Court deck; Intermission B returns the row (but the Council) to
     * it and scraps the discard pile. */
    const uint16_t *deck = court_deck_pile(g), *discard = court_discard_pile(g);
    uint16_t cards[CARD_TABLE_LEN + COURT_CARDS_MAX];
    size_t n = 0;
    for (int i = 0; i < g->court_deck_len && i < COURT_CARDS_MAX; i++) cards[n++] = deck[i];
    for (int i = COUNCIL_PLACE + 1; i < g->court_row_len && i < COURT_ROW_MAX; i++)
        if (g->court_row[i] != NO_COURT_CARD) cards[n++] = g->court_row[i];
    m->court_deck = sorted_ids(a, cards, n, &m->n_court_deck);
    n = 0;
    for (int i = 0; i < g->court_discard_len && i < COURT_CARDS_MAX; i++) cards[n++] = discard[i];
    for (int card = 0; card < card_table_len; card++)
        if (record_card_scrapped(g, card)) cards[n++] = (uint16_t)card;
    m->scrapped = sorted_ids(a, cards, n, &m->n_scrapped);
    m->fate_deck = arena_get(a, 24 * sizeof *m->fate_deck);
    if (!m->systems || !m->court_deck || !m->scrapped || !m->fate_deck) return false;
    for (int f = 0; f < card_table_len; f++)
        if (record_fate_in_deck(g, f)) m->fate_deck[m->n_fate_deck++] = id_of(f);
    m->n_booklet = c->booklet_len;
    m->booklet = court_ids(a, c->booklet, c->booklet_len);
    /* The action deck beyond the base cards, and the scrapped ones: at the
     * boundary every card is back in the deck. */
    m->action_extras = arena_get(a, NUM_ACTION_CARDS * sizeof *m->action_extras);
    m->action_scrapped = arena_get(a, NUM_ACTION_CARDS * sizeof *m->action_scrapped);
    if (!m->action_extras || !m->action_scrapped) return false;
    for (int card = 0; card < NUM_ACTION_CARDS; card++) {
        bool gone = (c->action_scrapped[card / 8] >> (card % 8)) & 1u;
        if (gone) m->action_scrapped[m->n_action_scrapped++] = (uint32_t)card;
        else if (card >= BASE_ACTION_CARDS && action_card_copies(g, card))
            m->action_extras[m->n_action_extras++] = (uint32_t)card;
    }
    m->marker_flipped = g->marker_flipped;
    m->psionic_extra = g->camp.psionic_extra;
    /* Tokens and the cards' own data: the campaign block's encoders. */
    const Arcs__Campaign *cm = campaign_to_msg(g, -2, a);
    if (!cm) return false;
    m->n_tokens = cm->n_tokens;
    m->tokens = cm->tokens;
    m->n_card_data = cm->n_card_data;
    m->card_data = cm->card_data;
    int nr = c->n_card_res < CARD_RES_MAX ? c->n_card_res : CARD_RES_MAX;
    if (nr) {
        m->card_resources = arena_get(a, (size_t)nr * (sizeof *m->card_resources + sizeof **m->card_resources));
        if (!m->card_resources) return false;
        Arcs__RecordCardResources *x = (Arcs__RecordCardResources *)(void *)(m->card_resources + nr);
        for (int i = 0; i < nr; i++, x++) {
            arcs__record_card_resources__init(x);
            x->card = id_of(c->card_res[i].card);
            uint8_t slots[NUM_RES * RES_PER_TYPE + PSIONIC_EXTRA_MAX];
            int held = 0;
            for (int r = 0; r < NUM_RES; r++)
                for (int k = 0; k < c->card_res[i].res[r] && held < (int)sizeof slots; k++) slots[held++] = (uint8_t)(r + 1);
            x->resources = (Arcs__Resource *)resources_of(a, slots, held, &x->n_resources);
            m->card_resources[m->n_card_resources++] = x;
        }
    }
    /* No rng: the next Act is seeded by arcs_config.seed (a record says
     * what is on the table, not how the dice will fall). */
    return !a->failed;
}

#define RECORD_ARENA (CAMPAIGN_MSG_ARENA + (64u << 10))

arcs_status record_save(const game_state *g, const arcs_allocator *al, void *buf, size_t cap, size_t *written) {
    wire_arena a;
    if (!arena_open(&a, al, RECORD_ARENA)) return ARCS_E_NOMEM;
    Arcs__CampaignRecord m;
    arcs_status st = ARCS_E_NOMEM;
    if (record_to_msg(g, &m, &a)) st = wire_pack(&m.base, true, buf, cap, written);
    arena_close(&a, al);
    return st;
}

/* ------------------------------------------------------------ reading */

static bool unknown_fields(const ProtobufCMessage *m) {
    if (m->n_unknown_fields) return true;
    const ProtobufCMessageDescriptor *d = m->descriptor;
    for (unsigned i = 0; i < d->n_fields; i++) {
        const ProtobufCFieldDescriptor *f = &d->fields[i];
        if (f->type != PROTOBUF_C_TYPE_MESSAGE) continue;
        const char *base = (const char *)m;
        if (f->label == PROTOBUF_C_LABEL_REPEATED) {
            size_t n = *(const size_t *)(base + f->quantifier_offset);
            ProtobufCMessage *const *arr = *(ProtobufCMessage *const *const *)(base + f->offset);
            for (size_t k = 0; k < n; k++)
                if (unknown_fields(arr[k])) return true;
        } else {
            const ProtobufCMessage *sub = *(ProtobufCMessage *const *)(base + f->offset);
            if (sub && unknown_fields(sub)) return true;
        }
    }
    return false;
}

/* Decode a binary record (envelope, checksum, version) into *out, its
 * parts from wa. */
static arcs_status record_unpack(const uint8_t *buf, size_t len, wire_alloc *wa, Arcs__CampaignRecord **out, char *why,
                                 size_t cap) {
    *out = NULL;
    if (!buf) FAIL("no record");
    if (!wire_envelope_ok(buf, len, RECORD_LEN_MAX, ARCS__MESSAGE_TYPE__MESSAGE_TYPE_CAMPAIGN_RECORD, why, cap))
        return ARCS_E_CORRUPT;
    Arcs__CampaignRecord *m = arcs__campaign_record__unpack(&wa->pc, len - WIRE_TRAILER_LEN, buf);
    if (!m) {
        arcs_status st = wire_unpack_failed(wa);
        if (st == ARCS_E_CORRUPT) FAIL("not a CampaignRecord (malformed protobuf)");
        return st;
    }
    if (m->schema_version != ARCS_CAMPAIGN_RECORD_VERSION) {
        if (why && cap)
            snprintf(why, cap, "record schema_version %u: this library reads version %d", m->schema_version,
                     ARCS_CAMPAIGN_RECORD_VERSION);
        return ARCS_E_VERSION;
    }
    if (unknown_fields(&m->base)) FAIL("unknown fields in the record (written by a newer library?)");
    *out = m;
    return ARCS_OK;
}

/* A card id of the card table, or -1 with the reason. */
static int card_of(const char *id, const char *field, char *why, size_t cap) {
    int c = id && id[0] ? card_index(id) : -1;
    if (c < 0 && why && cap) snprintf(why, cap, "%s: unknown card \"%.40s\"", field, id ? id : "");
    return c;
}

/* Where each card is, while checking that none is in two places. */
typedef struct placed {
    uint8_t where[CARD_TABLE_LEN]; /* 0 nowhere, else 1 + the place kind below */
} placed;
static const char *const PLACE_NAME[] = {"", "a player's cards", "the Court deck", "the rules booklet",
                                         "the scrapped cards", "the Fate deck", "a player's Fate"};
enum { AT_PLAYER = 1, AT_COURT, AT_BOOKLET, AT_SCRAPPED, AT_FATE_DECK, AT_FATE };

static arcs_status place_card(placed *pl, int c, int at, const char *field, char *why, size_t cap) {
    if (pl->where[c]) FAIL("%s: %s is also in %s", field, card_table[c].id, PLACE_NAME[pl->where[c]]);
    pl->where[c] = (uint8_t)at;
    return ARCS_OK;
}

/* Resources of a record list into counts by type. */
static arcs_status count_resources(const game_state *g, const Arcs__Resource *list, size_t n, uint8_t *counts,
                                   const char *field, char *why, size_t cap) {
    for (size_t i = 0; i < n; i++) {
        if ((unsigned)list[i] >= NUM_RES) FAIL("%s: resource %d", field, (int)list[i]);
        int r = (int)list[i];
        if (++counts[r] > res_tokens(g, r)) FAIL("%s: more than %d %s", field, res_tokens(g, r), resource_name(r));
    }
    return ARCS_OK;
}

#define TRY(x)                               \
    do {                                     \
        arcs_status st_ = (x);               \
        if (st_ != ARCS_OK) return st_;      \
    } while (0)

/* p's Flagship and its board (Campaign rulebook, "Flagships"; yaml
 * "Flagships": kept into the next Act). Every piece is fresh (Intermission
 * D destroyed the damaged ones); Armor stands over an Upgrade ("Building
 * Armor."). The pieces are counted against p's supply with the map's. */
static arcs_status flagship_from_record(const Arcs__RecordPlayer *m, int p, game_state *g, char *why, size_t cap) {
    if (m->flagship > NUM_SYSTEMS)
        FAIL("players[%d].flagship %u: 1 + a system 0..%d, or 0 (no Flagship)", p, m->flagship, NUM_SYSTEMS - 1);
    /* (Every cluster is in play in the campaign: Act I Setup.) */
    static const char *const name[2] = {"flagship_upgrades", "flagship_armor"};
    const uint32_t *rows[2] = {m->flagship_upgrades, m->flagship_armor};
    const size_t n[2] = {m->n_flagship_upgrades, m->n_flagship_armor};
    uint8_t(*board)[2] = g->camp.flagship_board[p];
    for (int r = FLAGSHIP_UPGRADE; r <= FLAGSHIP_ARMOR; r++) {
        if (n[r] && n[r] != FLAGSHIP_COLUMNS)
            FAIL("players[%d].%s: %zu entries (%d, or none)", p, name[r], n[r], FLAGSHIP_COLUMNS);
        if (n[r] && !m->flagship) FAIL("players[%d].%s: a Flagship board but no Flagship (flagship 0)", p, name[r]);
        for (size_t k = 0; k < n[r]; k++) {
            if (rows[r][k] > FLAGSHIP_REC_STARPORT)
                FAIL("players[%d].%s[%zu] = %u: 0 empty, 1 city, 2 starport (no damaged pieces after Intermission D)",
                     p, name[r], k, rows[r][k]);
            if (rows[r][k]) board[k][r] = BLD_MAKE(p, rows[r][k] == FLAGSHIP_REC_STARPORT, 0);
        }
    }
    for (int k = 0; k < FLAGSHIP_COLUMNS; k++)
        if (board[k][FLAGSHIP_ARMOR] && !board[k][FLAGSHIP_UPGRADE])
            FAIL("players[%d].flagship_armor[%d]: Armor without its %s Upgrade (Armor is built over an Upgrade)", p, k,
                 flagship_upgrade_names[k]);
    g->camp.flagship[p] = (uint8_t)m->flagship;
    return ARCS_OK;
}

static arcs_status player_from_record(const Arcs__RecordPlayer *m, int p, int np, int act, game_state *g, placed *pl,
                                      uint16_t *hist, uint8_t *res_used, char *why, size_t cap) {
    player_state *ps = &g->pl[p];
    campaign_state *c = &g->camp;
    char field[64];
    if (m->power < -POWER_MAX || m->power > POWER_MAX) FAIL("players[%d].power %d: %d..%d", p, m->power, -POWER_MAX, POWER_MAX);
    ps->power = (int16_t)m->power;
    for (size_t i = 0; i < m->n_outrage; i++) {
        if ((unsigned)m->outrage[i] >= NUM_RES) FAIL("players[%d].outrage: resource %d", p, (int)m->outrage[i]);
        if ((ps->outrage >> m->outrage[i]) & 1u) FAIL("players[%d].outrage: %s twice", p, resource_name((int)m->outrage[i]));
        ps->outrage |= (uint8_t)(1u << m->outrage[i]);
    }
    snprintf(field, sizeof field, "players[%d].fate", p);
    int fate = card_of(m->fate, field, why, cap);
    if (fate < 0) return ARCS_E_CORRUPT;
    if (!is_fate_card(fate)) FAIL("%s: %s is not a Fate card", field, m->fate);
    /* Intermission F: the next Act's Fate is of the letter drawn or the one kept. */
    if (fate_letter(fate) > act)
        FAIL("%s: %s is a %c Fate, drawn after Act %d at the earliest", field, m->fate, 'A' + fate_letter(fate),
             fate_letter(fate));
    TRY(place_card(pl, fate, AT_FATE, field, why, cap));
    c->fate[p] = (uint16_t)fate;
    /* Revealed at Intermission F: the next Act's entry of the history. */
    record_set_fate_history(g, p, act + 1, (uint16_t)fate, false);
    /* The Fate chosen at Intermission F (the other card drawn went back
     * to the box: the record does not keep it). */
    c->fate_dealt[p][0] = (uint16_t)fate;
    /* The log sheet: the Fate of each Act played. */
    bool seen_act[4] = {false};
    for (size_t i = 0; i < m->n_history; i++) {
        const Arcs__RecordFate *h = m->history[i];
        snprintf(field, sizeof field, "players[%d].history[%zu]", p, i);
        if (h->act < 1 || (int)h->act > act) FAIL("%s.act %u: 1..%d", field, h->act, act);
        if (seen_act[h->act]) FAIL("%s: Act %u twice", field, h->act);
        seen_act[h->act] = true;
        int f = card_of(h->fate, field, why, cap);
        if (f < 0) return ARCS_E_CORRUPT;
        if (!is_fate_card(f) || fate_letter(f) >= (int)h->act) {
            if (!is_fate_card(f)) FAIL("%s: %s is not a Fate card", field, h->fate);
            FAIL("%s: %s (a %c Fate) in Act %u", field, h->fate, 'A' + fate_letter(f), h->act);
        }
        record_set_fate_history(g, p, (int)h->act, (uint16_t)f, h->completed);
        hist[h->act] = (uint16_t)f;
    }
    for (int a = 1; a <= act; a++)
        if (!seen_act[a]) FAIL("players[%d].history: no Fate for Act %d", p, a);
    /* Intermission F: a failed Fate card returns to the box; a completed
     * one may be kept; any other comes from the next letter's deck. */
    for (size_t i = 0; i < m->n_history; i++)
        if ((int)m->history[i]->act == act && !m->history[i]->completed && card_index(m->history[i]->fate) == fate)
            FAIL("players[%d].fate: %s failed its objective in Act %d and went back to the box (Intermission F)", p,
                 m->fate, act);
    if (fate != hist[act] && fate_letter(fate) != act)
        FAIL("players[%d].fate: %s is neither the Fate played in Act %d nor a %c Fate (Intermission F)", p, m->fate, act,
             'A' + act);
    if (m->first_regent && !m->regent) FAIL("players[%d]: the First Regent is a Regent (regent: true)", p);
    if (m->regent) c->regents |= (uint8_t)(1u << p);
    if (m->first_regent) {
        if (c->first_regent != NO_PLAYER) FAIL("players[%d].first_regent: players[%d] holds the tile", p, c->first_regent);
        c->first_regent = (uint8_t)p;
    }
    /* Cards: Guild cards held; everything else in the play area. */
    uint16_t guild[GUILD_HELD_MAX], area[PLAY_AREA_MAX];
    int ng = 0, na = 0;
    for (size_t i = 0; i < m->n_cards; i++) {
        snprintf(field, sizeof field, "players[%d].cards[%zu]", p, i);
        int card = card_of(m->cards[i], field, why, cap);
        if (card < 0) return ARCS_E_CORRUPT;
        /* Guild cards, lore, the Fate sets' cards (not a Vox card: it
         * resolves and leaves). */
        bool holdable = card_table[card].kind == CK_GUILD || card_table[card].kind == CK_LORE || in_fate_set(card);
        if (!campaign_court_card(card) || !holdable)
            FAIL("%s: %s is not a card a player holds in the campaign", field, m->cards[i]);
        TRY(place_card(pl, card, AT_PLAYER, field, why, cap));
        if (card_table[card].kind == CK_GUILD) {
            if (ng == GUILD_HELD_MAX) FAIL("players[%d].cards: more than %d Guild cards", p, GUILD_HELD_MAX);
            guild[ng++] = (uint16_t)card;
        } else {
            if (na == PLAY_AREA_MAX) FAIL("players[%d].cards: more than %d cards in the play area", p, PLAY_AREA_MAX);
            area[na++] = (uint16_t)card;
        }
    }
    /* Canonical order: the card table's. */
    qsort(guild, (size_t)ng, sizeof guild[0], cmp_u16);
    qsort(area, (size_t)na, sizeof area[0], cmp_u16);
    memcpy(ps->guild, guild, (size_t)ng * sizeof guild[0]);
    ps->guild_count = (uint8_t)ng;
    memcpy(g->ll.play_area[p], area, (size_t)na * sizeof area[0]);
    g->ll.play_area_len[p] = (uint8_t)na;
    if (m->n_favors && m->n_favors != MAX_PLAYERS) FAIL("players[%d].favors: %zu entries (4, or none)", p, m->n_favors);
    for (size_t q = 0; q < m->n_favors; q++) {
        if (m->favors[q] > AGENTS_PER_PLAYER) FAIL("players[%d].favors[%zu] = %u", p, q, m->favors[q]);
        if (m->favors[q] && ((int)q == p || (int)q >= np))
            FAIL("players[%d].favors[%zu]: agents of %s on this Fate card", p, q, (int)q == p ? "its own player" : "an absent seat");
        c->favors[p][q] = (uint8_t)m->favors[q];
    }
    if (m->n_fate_data && m->n_fate_data != FATE_DATA_BYTES)
        FAIL("players[%d].fate_data: %zu entries (%d, or none)", p, m->n_fate_data, FATE_DATA_BYTES);
    for (size_t i = 0; i < m->n_fate_data; i++) {
        if (m->fate_data[i] > 0xFFu) FAIL("players[%d].fate_data[%zu] = %u (a byte)", p, i, m->fate_data[i]);
        c->fate_data[p][i] = (uint8_t)m->fate_data[i];
    }
    TRY(flagship_from_record(m, p, g, why, cap));
    /* Resources go into the open slots (a city on the board covers some:
     * set once the map is read, by the caller). */
    snprintf(field, sizeof field, "players[%d].resources", p);
    uint8_t counts[NUM_RES] = {0};
    TRY(count_resources(g, m->resources, m->n_resources, counts, field, why, cap));
    for (size_t i = 0; i < m->n_token_slots; i++) {
        unsigned slot = m->token_slots[i];
        if (slot >= RES_SLOTS || ps->res[slot] == RES_CARD_TOKEN)
            FAIL("players[%d].token_slots[%zu] = %u: a slot 0..%d, once", p, i, slot, RES_SLOTS - 1);
        ps->res[slot] = RES_CARD_TOKEN;
    }
    if (m->n_resources + m->n_token_slots > RES_SLOTS)
        FAIL("%s: %zu resources and %zu tokens, %d slots", field, m->n_resources, m->n_token_slots, RES_SLOTS);
    /* The resources by type in the slots the tokens leave. */
    int k = 0;
    for (int r = 0; r < NUM_RES; r++)
        for (int i = 0; i < counts[r]; i++, k++) {
            while (ps->res[k] == RES_CARD_TOKEN) k++;
            ps->res[k] = (uint8_t)(r + 1);
        }
    for (int r = 0; r < NUM_RES; r++) res_used[r] = (uint8_t)(res_used[r] + counts[r]);
    return ARCS_OK;
}

/* Buildings into places: Free States' first (printed slots only), then the
 * players' cities and starports, in seat order; printed slots first, then
 * the places outside them. */
static arcs_status buildings_from_record(const Arcs__RecordSystem *x, int np, game_state *g, char *why, size_t cap) {
    int s = (int)x->system;
    for (size_t i = 0; i < x->n_buildings; i++) {
        unsigned o = x->buildings[i]->owner;
        if (o > OWNER_FREE || ((int)o >= np && o != OWNER_FREE))
            FAIL("systems (system %d).buildings[%zu].owner %u: a seat 0..%d or 4 (the Free States)", s, i, o, np - 1);
    }
    if (x->n_buildings > BUILDING_SLOTS_MAX)
        FAIL("systems (system %d): %zu buildings, room for %d", s, x->n_buildings, planet_slots(s));
    uint8_t codes[BUILDING_SLOTS_MAX];
    int n = 0;
    for (int rank = 0; rank < BUILDING_RANKS; rank++)
        for (size_t i = 0; i < x->n_buildings; i++) {
            const Arcs__RecordBuilding *b = x->buildings[i];
            if (building_rank(b->owner, b->starport) == rank) codes[n++] = BLD_MAKE(b->owner, b->starport, 0);
        }
    int place = 0;
    for (int i = 0; i < n; i++) {
        while (place < BUILDING_SLOTS_MAX && !building_place_valid(g, s, place)) place++;
        if (place >= BUILDING_SLOTS_MAX || (BLD_OWNER(codes[i]) == OWNER_FREE && place >= planet_slots(s)))
            FAIL("systems (system %d): %d buildings, room for %d", s, n, planet_slots(s));
        g->sys[s].bld[place++] = codes[i];
    }
    return ARCS_OK;
}

static bool played_fate(uint16_t (*hist)[4], int np, int act, int card) {
    for (int p = 0; p < np; p++)
        for (int a = 1; a <= act; a++)
            if (hist[p][a] == card) return true;
    return false;
}

static arcs_status build(const Arcs__CampaignRecord *m, uint64_t seed, game_state *g, char *why, size_t cap) {
    memset(g, 0, sizeof *g);
    if (m->completed_act < 1 || m->completed_act > 2)
        FAIL("completed_act %u: 1 or 2 (a record lies between two Acts)", m->completed_act);
    if (m->num_players < 2 || m->num_players > MAX_PLAYERS) FAIL("num_players %u: 2, 3 or 4", m->num_players);
    int np = (int)m->num_players, act = (int)m->completed_act;
    if (m->n_players != (size_t)np) FAIL("players: %zu entries for %d players", m->n_players, np);
    if (m->initiative >= (unsigned)np) FAIL("initiative %u: a seat 0..%d", m->initiative, np - 1);
    if (m->imperial_policy < 1 || m->imperial_policy > GOVERN_POLICIES)
        FAIL("imperial_policy %u: 1 War, 2 Peace or 3 Escalation", m->imperial_policy);
    if (m->marker_flipped >> 3) FAIL("marker_flipped %u: bits 0..2", m->marker_flipped);
    if (m->psionic_extra > PSIONIC_EXTRA_MAX) FAIL("psionic_extra %u: at most %d", m->psionic_extra, PSIONIC_EXTRA_MAX);
    g->num_players = (uint8_t)np;
    g->mode = ARCS_MODE_CAMPAIGN;
    setup_table(g);
    /* The Act's last chapter (Acts I and II: 3). */
    g->chapter = 3;
    g->initiative = (uint8_t)m->initiative;
    g->marker_flipped = (uint8_t)m->marker_flipped;
    g->camp.psionic_extra = (uint8_t)m->psionic_extra;
    if (m->rng) {
        if (!m->rng->s0 && !m->rng->s1) FAIL("rng: the generator state 0");
        g->rng[0] = m->rng->s0;
        g->rng[1] = m->rng->s1;
    } else {
        rng_seed(g, seed);
    }
    campaign_state *c = &g->camp;
    campaign_block_init(g);
    c->act = (uint8_t)act;
    c->setup_step = CSETUP_DONE;
    c->fates_chosen = (uint8_t)((1u << np) - 1);
    /* At the "Next Act?" point: the Intermission done, its Fates revealed. */
    c->intermission_step = INTERMISSION_DONE;
    c->act_boundary = 1;
    c->govern_top = (uint8_t)m->imperial_policy;
    placed *pl = calloc(1, sizeof *pl);
    if (!pl) return ARCS_E_NOMEM;
    arcs_status st = ARCS_OK;
    uint8_t res_used[NUM_RES] = {0};
    uint16_t hist[MAX_PLAYERS][4]; /* [p][act]: the Fate p played in that Act */
    for (int p = 0; p < np && st == ARCS_OK; p++)
        st = player_from_record(m->players[p], p, np, act, g, pl, hist[p], res_used, why, cap);
    /* The Fates of an Act are different cards; one played is no Rival's
     * now (kept by its player, or back in the box). */
    for (int p = 0; p < np && st == ARCS_OK; p++)
        for (int a = 1; a <= act && st == ARCS_OK; a++)
            for (int q = 0; q < np && st == ARCS_OK; q++) {
                if (q == p) continue;
                if ((q < p && hist[q][a] == hist[p][a]) || c->fate[q] == hist[p][a]) {
                    snprintf(why, cap, "players[%d].history: %s (Act %d) is also players[%d]'s Fate%s", p,
                             card_table[hist[p][a]].id, a, q, c->fate[q] == hist[p][a] ? "" : " in that Act");
                    st = ARCS_E_CORRUPT;
                }
            }
    /* The Court: the deck (a set: canonical order; Act II & III Setup B
     * shuffles it), the Council alone in the row. */
    uint16_t deck[COURT_CARDS_MAX];
    int nd = 0;
    for (size_t i = 0; i < m->n_court_deck && st == ARCS_OK; i++) {
        char field[40];
        snprintf(field, sizeof field, "court_deck[%zu]", i);
        int card = card_of(m->court_deck[i], field, why, cap);
        if (card < 0) st = ARCS_E_CORRUPT;
        else if (!campaign_court_card(card) || card == council_cards[0] || card == council_cards[1] ||
                 court_card_from_id(m->court_deck[i]) != card) {
            /* (Not a Fate set's title or ability either: a Court card is a
             * Guild, Vox, lore or action card, as in a saved state.) */
            snprintf(why, cap, "%s: %s is not a card of the campaign's Court deck", field, m->court_deck[i]);
            st = ARCS_E_CORRUPT;
        } else if (nd == COURT_CARDS_MAX) {
            snprintf(why, cap, "court_deck: more than %d cards", COURT_CARDS_MAX);
            st = ARCS_E_CORRUPT;
        } else if ((st = place_card(pl, card, AT_COURT, field, why, cap)) == ARCS_OK) {
            deck[nd++] = (uint16_t)card;
        }
    }
    if (st == ARCS_OK) {
        qsort(deck, (size_t)nd, sizeof deck[0], cmp_u16);
        memcpy(c->court_deck, deck, (size_t)nd * sizeof deck[0]);
        g->court_deck_len = (uint8_t)nd;
        g->court_row_len = (uint8_t)(1 + (np == 2 ? 3 : 4));
        for (int i = 0; i < COURT_ROW_MAX; i++) g->court_row[i] = NO_COURT_CARD;
        g->court_row[COUNCIL_PLACE] = council_cards[COUNCIL_IN_SESSION];
    }
    /* The rules booklet, in order. */
    for (size_t i = 0; i < m->n_booklet && st == ARCS_OK; i++) {
        char field[40];
        snprintf(field, sizeof field, "booklet[%zu]", i);
        int card = card_of(m->booklet[i], field, why, cap);
        if (card < 0) st = ARCS_E_CORRUPT;
        else if (c->booklet_len == BOOKLET_MAX) {
            snprintf(why, cap, "booklet: more than %d cards", BOOKLET_MAX);
            st = ARCS_E_CORRUPT;
        } else if ((st = place_card(pl, card, AT_BOOKLET, field, why, cap)) == ARCS_OK) {
            c->booklet[c->booklet_len++] = (uint16_t)card;
        }
    }
    bool govern[GOVERN_POLICIES] = {false};
    for (int i = 0; i < c->booklet_len; i++)
        for (int k = 0; k < GOVERN_POLICIES; k++)
            govern[k] |= c->booklet[i] == govern_edicts[k] || cards_govern_policy(c->booklet[i]) == k + 1;
    if (st == ARCS_OK && (!govern[0] || !govern[1] || !govern[2])) {
        snprintf(why, cap, "booklet: the three Govern the Imperial Reach edicts (%s, %s, %s) are in the rules booklet",
                 card_table[govern_edicts[0]].id, card_table[govern_edicts[1]].id, card_table[govern_edicts[2]].id);
        st = ARCS_E_CORRUPT;
    }
    for (size_t i = 0; i < m->n_scrapped && st == ARCS_OK; i++) {
        char field[40];
        snprintf(field, sizeof field, "scrapped[%zu]", i);
        int card = card_of(m->scrapped[i], field, why, cap);
        if (card < 0) st = ARCS_E_CORRUPT;
        else if ((st = place_card(pl, card, AT_SCRAPPED, field, why, cap)) == ARCS_OK) record_scrap_card(g, card);
    }
    for (size_t i = 0; i < m->n_fate_deck && st == ARCS_OK; i++) {
        char field[40];
        snprintf(field, sizeof field, "fate_deck[%zu]", i);
        int card = card_of(m->fate_deck[i], field, why, cap);
        if (card < 0) st = ARCS_E_CORRUPT;
        else if (is_fate_card(card) && played_fate(hist, np, act, card)) {
            snprintf(why, cap, "%s: %s was played in an earlier Act (players' history)", field, m->fate_deck[i]);
            st = ARCS_E_CORRUPT;
        } else if (!is_fate_card(card) || fate_letter(card) <= act - 1) {
            snprintf(why, cap, "%s: %s is not a Fate card of a deck still drawn from after Act %d (%s)", field,
                     m->fate_deck[i], act, act == 1 ? "B or C" : "C");
            st = ARCS_E_CORRUPT;
        } else if ((st = place_card(pl, card, AT_FATE_DECK, field, why, cap)) == ARCS_OK) {
            record_put_fate_deck(g, card);
        }
    }
    if (st == ARCS_OK) qsort(c->fate_deck, c->fate_deck_len, sizeof c->fate_deck[0], cmp_u16);
    /* The campaign's Court cards are all somewhere (Intermission B returns
     * the row to the deck and scraps the discard pile). */
    for (int card = 0; card < card_table_len && st == ARCS_OK; card++)
        if ((card_table[card].tags & TAG_CAMPAIGN_COURT) && !pl->where[card]) {
            snprintf(why, cap, "court_deck: %s is in no place (the Court deck, a player's cards or scrapped)",
                     card_table[card].id);
            st = ARCS_E_CORRUPT;
        }
    /* Fate-set cards in the game and lore added to it (Court-card
     * conservation, core/invariants.c: scrapped lore was added, a scrapped
     * Fate-set card left the count). */
    for (int card = 0; card < card_table_len && st == ARCS_OK; card++) {
        int at = pl->where[card];
        if (in_fate_set(card)) c->fate_cards_added += at == AT_PLAYER || at == AT_COURT;
        else if (card_table[card].kind == CK_LORE)
            c->lore_added += at == AT_PLAYER || at == AT_COURT || at == AT_SCRAPPED;
    }
    /* Act I Setup J: one lore card per player (more from a Resolution). */
    if (st == ARCS_OK && c->lore_added < np) {
        snprintf(why, cap,
                 "court_deck: %d lore cards in the players' cards, the Court deck and the scrapped cards "
                 "(Act I Setup J adds %d)",
                 c->lore_added, np);
        st = ARCS_E_CORRUPT;
    }
    free(pl);
    if (st != ARCS_OK) return st;

    /* The map. */
    bool seen_sys[NUM_SYSTEMS] = {false};
    int imperial = 0, blight = 0;
    for (size_t i = 0; i < m->n_systems; i++) {
        const Arcs__RecordSystem *x = m->systems[i];
        if (x->system >= NUM_SYSTEMS) FAIL("systems[%zu].system %u: 0..%d", i, x->system, NUM_SYSTEMS - 1);
        int s = (int)x->system;
        if (seen_sys[s]) FAIL("systems[%zu]: system %d twice", i, s);
        seen_sys[s] = true;
        if (x->n_ships && x->n_ships != MAX_PLAYERS) FAIL("systems[%zu].ships: %zu entries (4, or none)", i, x->n_ships);
        for (size_t p = 0; p < x->n_ships; p++) {
            if (x->ships[p] && (int)p >= np) FAIL("systems[%zu].ships[%zu]: ships of an absent seat", i, p);
            if (x->ships[p] > SHIPS_PER_PLAYER) FAIL("systems[%zu].ships[%zu] = %u", i, p, x->ships[p]);
            g->sys[s].fresh[p] = (uint8_t)x->ships[p];
        }
        if (x->imperial_ships > IMPERIAL_SHIPS || x->blight > BLIGHT_PIECES)
            FAIL("systems[%zu]: %u Imperial ships, %u Blight", i, x->imperial_ships, x->blight);
        c->imperial[s][0] = (uint8_t)x->imperial_ships;
        c->blight[s][0] = (uint8_t)x->blight;
        imperial += (int)x->imperial_ships;
        blight += (int)x->blight;
        TRY(buildings_from_record(x, np, g, why, cap));
    }
    if (imperial > IMPERIAL_SHIPS) FAIL("systems: %d Imperial ships on the map (the box has %d)", imperial, IMPERIAL_SHIPS);
    if (blight > BLIGHT_PIECES) FAIL("systems: %d Blight on the map (the box has %d)", blight, BLIGHT_PIECES);
    c->imperial_supply = (uint8_t)(IMPERIAL_SHIPS - imperial);
    c->blight_supply = (uint8_t)(BLIGHT_PIECES - blight);
    /* Each player's pieces: what is not on the map or given away is in
     * their supply (agents: on Rivals' Fate cards as Favors, on Outraged
     * resources). */
    for (int p = 0; p < np; p++) {
        player_state *ps = &g->pl[p];
        int ships = 0, cities = 0, ports = 0, agents = __builtin_popcount(ps->outrage);
        for (int s = 0; s < NUM_SYSTEMS; s++) {
            ships += g->sys[s].fresh[p];
            for (int i = 0; i < BUILDING_SLOTS_MAX; i++) {
                uint8_t b = g->sys[s].bld[i];
                if (!(b & BLD_OCCUPIED) || (int)BLD_OWNER(b) != p) continue;
                if (BLD_IS_STARPORT(b)) ports++;
                else cities++;
            }
        }
        for (int q = 0; q < MAX_PLAYERS; q++) agents += c->favors[q][p];
        if (ships > SHIPS_PER_PLAYER) FAIL("systems: %d ships of seat %d (a player has %d)", ships, p, SHIPS_PER_PLAYER);
        if (cities > CITIES_PER_PLAYER) FAIL("systems: %d cities of seat %d (a player has %d)", cities, p, CITIES_PER_PLAYER);
        if (ports > STARPORTS_PER_PLAYER)
            FAIL("systems: %d starports of seat %d (a player has %d)", ports, p, STARPORTS_PER_PLAYER);
        /* The Flagship board's cities and starports are p's (as in
         * state_invariants_ok); the Flagship piece is none of p's 15 ships. */
        int board_cities = flagship_pieces(g, p, false), board_ports = flagship_pieces(g, p, true);
        if (cities + board_cities > CITIES_PER_PLAYER || ports + board_ports > STARPORTS_PER_PLAYER)
            FAIL("players[%d].flagship_upgrades, flagship_armor: %d cities and %d starports on the Flagship board, "
                 "%d and %d on the map (a player has %d and %d)",
                 p, board_cities, board_ports, cities, ports, CITIES_PER_PLAYER, STARPORTS_PER_PLAYER);
        cities += board_cities;
        ports += board_ports;
        if (agents > AGENTS_PER_PLAYER)
            FAIL("players[%d]: %d agents on Outrage and as Favors (a player has %d)", p, agents, AGENTS_PER_PLAYER);
        ps->ships_supply = (uint8_t)(SHIPS_PER_PLAYER - ships);
        ps->cities_on_board = (uint8_t)(CITIES_PER_PLAYER - cities);
        ps->starports_supply = (uint8_t)(STARPORTS_PER_PLAYER - ports);
        ps->agents_supply = (uint8_t)(AGENTS_PER_PLAYER - agents);
        int held = 0;
        for (int i = 0; i < RES_SLOTS; i++) held += ps->res[i] != RES_EMPTY;
        if (held > open_res_slots(ps))
            FAIL("players[%d].resources: %d resources, %d open slots (%d cities on the board)", p, held, open_res_slots(ps),
                 ps->cities_on_board);
    }
    /* The Flagships as the state's loader checks them (a backstop). */
    char fwhy[160] = "";
    if (!flagship_state_ok(g, fwhy, sizeof fwhy)) FAIL("players: %s", fwhy);
    /* Resources on cards. */
    if (m->n_card_resources > CARD_RES_MAX) FAIL("card_resources: %zu cards (at most %d)", m->n_card_resources, CARD_RES_MAX);
    for (size_t i = 0; i < m->n_card_resources; i++) {
        const Arcs__RecordCardResources *x = m->card_resources[i];
        char field[48];
        snprintf(field, sizeof field, "card_resources[%zu]", i);
        int card = card_of(x->card, field, why, cap);
        if (card < 0) return ARCS_E_CORRUPT;
        for (size_t k = 0; k < i; k++)
            if (card == card_index(m->card_resources[k]->card)) FAIL("%s: %s twice", field, x->card);
        if (!x->n_resources) FAIL("%s: no resources", field);
        card_res_state *e = &c->card_res[c->n_card_res++];
        e->card = (uint16_t)card;
        TRY(count_resources(g, x->resources, x->n_resources, e->res, field, why, cap));
        for (int r = 0; r < NUM_RES; r++) res_used[r] = (uint8_t)(res_used[r] + e->res[r]);
    }
    for (int r = 0; r < NUM_RES; r++) {
        if (res_used[r] > res_tokens(g, r))
            FAIL("resources: %d %s held (the game has %d)", res_used[r], resource_name(r), res_tokens(g, r));
        g->res_supply[r] = (uint8_t)(res_tokens(g, r) - res_used[r]);
    }
    /* The action deck: the base cards of the player count, but the
     * scrapped ones, and the extras (Event cards, Faithful cards), in card
     * order (Act II & III Setup H deals them). */
    bool in_deck[NUM_ACTION_CARDS] = {false};
    for (int card = 0; card < BASE_ACTION_CARDS; card++)
        in_deck[card] = np == 4 || (action_number(card) != 1 && action_number(card) != 7);
    for (size_t i = 0; i < m->n_action_scrapped; i++) {
        unsigned card = m->action_scrapped[i];
        if (card >= NUM_ACTION_CARDS) FAIL("action_scrapped[%zu]: action card %u", i, card);
        if ((c->action_scrapped[card / 8] >> (card % 8)) & 1u) FAIL("action_scrapped[%zu]: card %u twice", i, card);
        c->action_scrapped[card / 8] |= (uint8_t)(1u << (card % 8));
        in_deck[card] = false;
    }
    int events = 0;
    for (size_t i = 0; i < m->n_action_extras; i++) {
        unsigned card = m->action_extras[i];
        if (card < BASE_ACTION_CARDS || card >= NUM_ACTION_CARDS)
            FAIL("action_extras[%zu]: %u is not an Event (28..30, 40) or Faithful (31..39) card", i, card);
        if (card == EVENT_CARD_EXTRA && c->act < 2) /* c->act: the Act completed */
            FAIL("action_extras[%zu]: the extra Event card (%d) after Act I (an Act II Setup adds it)", i, card);
        if (in_deck[card]) FAIL("action_extras[%zu]: card %u twice", i, card);
        if ((c->action_scrapped[card / 8] >> (card % 8)) & 1u) FAIL("action_extras[%zu]: card %u is scrapped", i, card);
        in_deck[card] = true;
        events += is_event_card((int)card);
    }
    /* The extra Event card counts with them (an Act II Setup shuffled it in). */
    c->event_cards = (uint8_t)(c->event_cards + in_deck[EVENT_CARD_EXTRA]);
    if (events != c->event_cards || !in_deck[EVENT_CARD_FIRST] || !in_deck[EVENT_CARD_FIRST + 1] ||
        (setup_event_cards(np) == 3) != in_deck[EVENT_CARD_FIRST + 2])
        FAIL("action_extras: the Event cards of %d players are %d..%d (Act I Setup E)", np, EVENT_CARD_FIRST,
             EVENT_CARD_FIRST + setup_event_cards(np) - 1);
    for (int card = 0; card < NUM_ACTION_CARDS; card++)
        if (in_deck[card]) g->action_deck[g->action_deck_len++] = (uint8_t)card;
    /* Tokens. */
    if (m->n_tokens > TOKENS_MAX) FAIL("tokens: %zu (at most %d)", m->n_tokens, TOKENS_MAX);
    for (size_t i = 0; i < m->n_tokens; i++) {
        const Arcs__Token *t = m->tokens[i];
        char field[32];
        snprintf(field, sizeof field, "tokens[%zu]", i);
        int card = card_of(t->card, field, why, cap);
        if (card < 0) return ARCS_E_CORRUPT;
        if (t->owner != NO_PLAYER && t->owner >= (unsigned)np) FAIL("%s.owner %u: a seat or 255 (every player)", field, t->owner);
        if (t->where != TOKEN_OFF_MAP && t->where >= NUM_SYSTEMS) FAIL("%s.where %u: a system or 255 (off the map)", field, t->where);
        token_state *x = &c->tokens[c->n_tokens++];
        x->card = (uint16_t)card;
        x->owner = (uint8_t)t->owner;
        x->where = (uint8_t)t->where;
    }
    /* The cards' own data: the campaign block's decoder. */
    Arcs__Campaign cm;
    arcs__campaign__init(&cm);
    cm.n_card_data = m->n_card_data;
    cm.card_data = m->card_data;
    char inner[200] = "";
    if (card_data_from_msg(&cm, WIRE_SCHEMA_VERSION, g, inner, sizeof inner) != ARCS_OK) FAIL("card_data: %s", inner);
    /* Imperial ships a card holds as Captives (its data) are off the map,
     * not in the supply. */
    int imperial_out = cards_data_imperial_out(g);
    if (imperial_out > c->imperial_supply)
        FAIL("card_data: %d Imperial ships held as Captives, %d not on the map", imperial_out, c->imperial_supply);
    c->imperial_supply = (uint8_t)(c->imperial_supply - imperial_out);
    /* Ships a card scrapped (its data) are out of the game, not in the supply. */
    for (int p = 0; p < np; p++) {
        int out = cards_data_ships_out(g, p);
        if (out > g->pl[p].ships_supply)
            FAIL("card_data: %d ships of seat %d scrapped, %d not on the map", out, p, g->pl[p].ships_supply);
        g->pl[p].ships_supply = (uint8_t)(g->pl[p].ships_supply - out);
        /* Buildings a card holds (Breaking Worlds) are off the map, not in
         * the supply: cities off the board's slots, starports off the supply. */
        int cities = cards_data_buildings_out(g, p, false), ports = cards_data_buildings_out(g, p, true);
        if (cities > g->pl[p].cities_on_board || ports > g->pl[p].starports_supply)
            FAIL("card_data: %d cities, %d starports of seat %d on a card, not on the map", cities, ports, p);
        g->pl[p].cities_on_board = (uint8_t)(g->pl[p].cities_on_board - cities);
        g->pl[p].starports_supply = (uint8_t)(g->pl[p].starports_supply - ports);
    }
    /* The cards' hooks for the effect sources now in play. */
    cards_sources_changed(g);
    return ARCS_OK;
}

arcs_status record_build(const uint8_t *buf, size_t len, uint64_t seed, game_state *g, char *why, size_t cap) {
    wire_alloc wa;
    wire_alloc_init(&wa, NULL, WIRE_DECODE_BUDGET(len));
    Arcs__CampaignRecord *m = NULL;
    arcs_status st = record_unpack(buf, len, &wa, &m, why, cap);
    if (st == ARCS_OK) st = build(m, seed, g, why, cap);
    if (st != ARCS_OK) memset(g, 0, sizeof *g);
    wire_alloc_release(&wa);
    return st;
}

arcs_status record_read_info(const uint8_t *buf, size_t len, arcs_record_info *out, char *why, size_t cap) {
    wire_alloc wa;
    wire_alloc_init(&wa, NULL, WIRE_DECODE_BUDGET(len));
    Arcs__CampaignRecord *m = NULL;
    arcs_status st = record_unpack(buf, len, &wa, &m, why, cap);
    if (st == ARCS_OK) {
        game_state *g = malloc(sizeof *g);
        st = g ? build(m, 1, g, why, cap) : ARCS_E_NOMEM;
        if (st == ARCS_OK) {
            memset(out, 0, sizeof *out);
            out->completed_act = g->camp.act;
            out->next_act = g->camp.act + 1;
            out->players = g->num_players;
            for (int p = 0; p < MAX_PLAYERS; p++) out->fate[p] = p < g->num_players ? g->camp.fate[p] : ARCS_NONE;
        }
        free(g);
    }
    wire_alloc_release(&wa);
    return st;
}

/* ------------------------------------------------------------ JSON */

#if !ARCS_HAVE_JSON
/* Built without json-c (meson -Djson=disabled: the wasm build). */
arcs_status record_to_json(const uint8_t *buf, size_t len, char *out, size_t cap, size_t *written, char *why,
                           size_t wcap) {
    (void)buf, (void)len, (void)out, (void)cap, (void)written;
    if (why && wcap) snprintf(why, wcap, "this libarcs was built without JSON (meson -Djson=disabled)");
    return ARCS_E_UNSUPPORTED;
}
arcs_status record_from_json(const char *text, size_t len, void *buf, size_t cap, size_t *written, char *why,
                             size_t wcap) {
    return record_to_json((const uint8_t *)text, len, buf, cap, written, why, wcap);
}
#else

arcs_status record_to_json(const uint8_t *buf, size_t len, char *out, size_t cap, size_t *written, char *why,
                           size_t wcap) {
    wire_alloc wa;
    wire_alloc_init(&wa, NULL, WIRE_DECODE_BUDGET(len));
    Arcs__CampaignRecord *m = NULL;
    arcs_status st = record_unpack(buf, len, &wa, &m, why, wcap);
    char *text = NULL;
    if (st == ARCS_OK) {
        m->checksum = 0; /* the binary form's trailer */
        text = pb_json_encode(&m->base, true);
        if (!text) st = ARCS_E_NOMEM;
    }
    if (st == ARCS_OK) {
        size_t n = strlen(text) + 2; /* a final newline and the NUL */
        *written = n;
        if (out || cap) {
            if (!out) st = ARCS_E_INVALID_ARG;
            else if (cap < n) st = ARCS_E_BUFFER_TOO_SMALL;
            else {
                memcpy(out, text, n - 2);
                out[n - 2] = '\n';
                out[n - 1] = '\0';
            }
        }
    }
    free(text);
    wire_alloc_release(&wa);
    return st;
}

arcs_status record_from_json(const char *text, size_t len, void *buf, size_t cap, size_t *written, char *why,
                             size_t wcap) {
    if (len > RECORD_JSON_LEN_MAX) {
        if (why && wcap) snprintf(why, wcap, "JSON of %zu bytes (at most %u)", len, RECORD_JSON_LEN_MAX);
        return ARCS_E_CORRUPT;
    }
    wire_alloc wa;
    wire_alloc_init(&wa, NULL, WIRE_DECODE_BUDGET(len));
    arcs_status st = ARCS_OK;
    Arcs__CampaignRecord *m =
        (Arcs__CampaignRecord *)pb_json_decode(&arcs__campaign_record__descriptor, text, len, &wa.pc, why, wcap);
    if (!m) st = wa.oom ? ARCS_E_NOMEM : ARCS_E_CORRUPT;
    if (st == ARCS_OK) {
        if (m->message_type != ARCS__MESSAGE_TYPE__MESSAGE_TYPE_UNSPECIFIED &&
            m->message_type != ARCS__MESSAGE_TYPE__MESSAGE_TYPE_CAMPAIGN_RECORD) {
            if (why && wcap) snprintf(why, wcap, "messageType %d: a CampaignRecord is MESSAGE_TYPE_CAMPAIGN_RECORD", (int)m->message_type);
            st = ARCS_E_CORRUPT;
        }
        m->message_type = ARCS__MESSAGE_TYPE__MESSAGE_TYPE_CAMPAIGN_RECORD;
        m->checksum = 0;
    }
    if (st == ARCS_OK) st = wire_pack(&m->base, true, buf, cap, written);
    wire_alloc_release(&wa);
    return st;
}
#endif
