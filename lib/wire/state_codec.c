/*
 * game_state <-> GameState (proto/arcs.proto), field by field.
 *
 * Adding a field to game_state: map it here in both directions (state_to_msg
 * and state_from_msg), give it a new field number in proto/arcs.proto, check
 * its range in validate.c, decide whether observation.c shows it, then bump
 * WIRE_STATE_LAYOUT (wire.h) and the expected sizes below. The static checks
 * below fail the build until that is done.
 */
#include <stdio.h>
#include <stdlib.h>

#include "cards/hooks.h"
#include "data/tables.h"
#include "wire/wire.h"

/* The mapping below covers exactly these layouts. A failing check means a
 * field was added to or removed from game_state (or one of its
 * sub-structs) without updating the wire mapping: see the comment above. */
_Static_assert(sizeof(system_state) == 12, "system_state changed: update lib/wire/state_codec.c");
_Static_assert(sizeof(player_state) == 112, "player_state changed: update lib/wire/state_codec.c");
_Static_assert(sizeof(battle_state) == 60, "battle_state changed: update lib/wire/state_codec.c");
_Static_assert(sizeof(card_state) == 80, "card_state changed: update lib/wire/state_codec.c");
_Static_assert(sizeof(frame) == 12, "frame changed: update lib/wire/state_codec.c");
/* (Layout 19: a card's data placed before others' moved theirs, Set Lay
 * Doctrine's; 20: Blight Society's, before Conspiracies'; 21: The Dead
 * Live's, before Conspiracies' and Judge's Chosen's; 22: Blight Hunger's
 * grew, before every later Fate's; 23: the hash of lib/core/hash.c, over
 * every byte of the campaign block, so that a larger card_data_more is a
 * new layout too; 24: each player's source hook mask in the Leaders & Lore
 * block, ll.player_hooks, not on the wire: the loader recomputes it.) */
_Static_assert(sizeof(game_state) == 3648 + CARD_DATA_MORE && sizeof(ll_state) == 232, "game_state changed: update lib/wire/state_codec.c");

_Static_assert(WIRE_STATE_LAYOUT == 24, "bump the expected sizes above together with WIRE_STATE_LAYOUT");

/* ------------------------------------------------------------------ arena */

bool arena_open(wire_arena *a, const arcs_allocator *al, size_t cap) {
    a->cap = cap;
    a->used = 0;
    a->failed = false;
    a->base = arcs_alloc(al, cap);
    return a->base != NULL;
}

void arena_close(wire_arena *a, const arcs_allocator *al) { arcs_dealloc(al, a->base, a->cap); }

void *arena_get(wire_arena *a, size_t n) {
    n = (n + 15u) & ~(size_t)15u;
    if (a->failed || n > a->cap - a->used) {
        a->failed = true;
        return NULL;
    }
    void *p = a->base + a->used;
    a->used += n;
    memset(p, 0, n);
    return p;
}

uint32_t *u32_from_u8(wire_arena *a, const uint8_t *src, size_t n) {
    if (!n) return NULL;
    uint32_t *d = arena_get(a, n * sizeof *d);
    if (d)
        for (size_t i = 0; i < n; i++) d[i] = src[i];
    return d;
}

/* Court-card strings point at the card table (protobuf-c wants char *). */
char **court_ids(wire_arena *a, const uint16_t *src, size_t n) {
    if (!n) return NULL;
    char **d = arena_get(a, n * sizeof *d);
    if (d)
        for (size_t i = 0; i < n; i++) d[i] = (char *)court_card_id(src[i]);
    return d;
}

static size_t clamp(size_t n, size_t max) { return n < max ? n : max; }

/* ---- pieces shared with observation.c ---- */

size_t systems_in_msg(const game_state *g) {
    const system_state *c = &g->sys[NUM_SYSTEMS];
    for (int p = 0; p < MAX_PLAYERS; p++)
        if (c->fresh[p] || c->damaged[p]) return SYSTEMS_MAX;
    for (int i = 0; i < BUILDING_SLOTS_MAX; i++)
        if (c->bld[i]) return SYSTEMS_MAX;
    return g->taxed[NUM_SYSTEMS] || g->shipyard_used[NUM_SYSTEMS] ? SYSTEMS_MAX : NUM_SYSTEMS;
}

Arcs__System **systems_to_msg(const game_state *g, wire_arena *a) {
    Arcs__System **ptrs = arena_get(a, SYSTEMS_MAX * sizeof *ptrs);
    Arcs__System *sys = arena_get(a, SYSTEMS_MAX * sizeof *sys);
    if (!ptrs || !sys) return NULL;
    for (int s = 0; s < (int)systems_in_msg(g); s++) {
        Arcs__System *x = &sys[s];
        arcs__system__init(x);
        PUT_U8S(x, fresh, g->sys[s].fresh, MAX_PLAYERS);
        PUT_U8S(x, damaged, g->sys[s].damaged, MAX_PLAYERS);
        PUT_U8S(x, buildings, g->sys[s].bld, building_places(g));
        x->taxed = g->taxed[s];
        x->shipyard_used = g->shipyard_used[s];
        ptrs[s] = x;
    }
    return ptrs;
}

Arcs__CourtPlace **court_row_to_msg(const game_state *g, size_t n, wire_arena *a) {
    if (!n) return NULL;
    Arcs__CourtPlace **ptrs = arena_get(a, n * sizeof *ptrs);
    Arcs__CourtPlace *cp = arena_get(a, n * sizeof *cp);
    if (!ptrs || !cp) return NULL;
    for (size_t i = 0; i < n; i++) {
        arcs__court_place__init(&cp[i]);
        cp[i].card = (char *)(g->court_row[i] == NO_COURT_CARD ? "" : court_card_id(g->court_row[i]));
        PUT_U8S(&cp[i], agents, g->court_agents[i], MAX_PLAYERS);
        ptrs[i] = &cp[i];
    }
    return ptrs;
}

Arcs__Battle *battle_to_msg(const battle_state *s, bool with_forced, wire_arena *a) {
    Arcs__Battle *b = arena_get(a, sizeof *b);
    if (!b) return NULL;
    arcs__battle__init(b);
    b->active = s->active;
    b->system = s->system;
    b->attacker = s->attacker;
    b->defender = s->defender;
    PUT_U8S(b, dice, s->dice, 3);
    b->intercepted = s->intercepted;
    b->self_hits = s->self_hits;
    b->ship_hits = s->ship_hits;
    b->bldg_hits = s->bldg_hits;
    b->keys = s->keys;
    PUT_U8S(b, faces, s->faces, clamp(s->nfaces, BATTLE_DICE_MAX));
    b->step = s->step;
    b->intercepts = s->intercepts;
    if (with_forced) PUT_U8S(b, forced, s->forced, clamp(s->nforced, BATTLE_DICE_MAX));
    b->reinforcements = s->reinforcements;
    b->reroll = (uint32_t)s->reroll[0] | (uint32_t)s->reroll[1] << 8 | (uint32_t)s->reroll[2] << 16;
    b->all_fresh = s->all_fresh;
    b->trophies_at_start = s->trophies_at_start;
    if (s->imperial[0] || s->imperial[1]) PUT_U8S(b, imperial, s->imperial, 2);
    return b;
}

/* The Leaders & Lore block (mode >= ARCS_MODE_LEADERS_LORE only). */
Arcs__LeadersLore *ll_to_msg(const ll_state *s, wire_arena *a) {
    Arcs__LeadersLore *l = arena_get(a, sizeof *l);
    Arcs__PlayArea *pa = arena_get(a, MAX_PLAYERS * sizeof *pa);
    if (!l || !pa) return NULL;
    arcs__leaders_lore__init(l);
    l->play_areas = arena_get(a, MAX_PLAYERS * sizeof *l->play_areas);
    if (!l->play_areas) return NULL;
    l->n_play_areas = MAX_PLAYERS;
    for (int p = 0; p < MAX_PLAYERS; p++) {
        arcs__play_area__init(&pa[p]);
        pa[p].n_cards = clamp(s->play_area_len[p], PLAY_AREA_MAX);
        pa[p].cards = court_ids(a, s->play_area[p], pa[p].n_cards);
        l->play_areas[p] = &pa[p];
    }
    l->n_draft_row = clamp(s->draft_leaders + s->draft_lore, DRAFT_ROW_MAX);
    l->draft_row = arena_get(a, DRAFT_ROW_MAX * sizeof(char *));
    if (!l->draft_row) return NULL;
    for (size_t i = 0; i < l->n_draft_row; i++)
        l->draft_row[i] = (char *)(s->draft_row[i] == NO_COURT_CARD ? "" : court_card_id(s->draft_row[i]));
    l->draft_leaders = s->draft_leaders;
    l->draft_lore = s->draft_lore;
    l->lore_each = s->lore_each;
    l->draft_picks = s->draft_picks;
    bool moved = false;
    for (int i = 0; i < NUM_SYSTEMS; i++) moved |= s->moved_fresh[i] != 0;
    if (moved) PUT_U8S(l, moved_fresh, s->moved_fresh, NUM_SYSTEMS);
    l->rifles = s->rifles;
    l->move_flags = s->move_flags;
    return l;
}

Arcs__CardState *cards_to_msg(const card_state *s, wire_arena *a) {
    Arcs__CardState *c = arena_get(a, sizeof *c);
    if (!c) return NULL;
    arcs__card_state__init(c);
    c->n_secured_prelude = clamp(s->n_secured_prelude, PRELUDE_SECURED_MAX);
    c->secured_prelude = court_ids(a, s->secured_prelude, c->n_secured_prelude);
    c->n_placed = clamp(s->n_placed, PLACED_MAX);
    if (c->n_placed) {
        c->placed = arena_get(a, c->n_placed * sizeof *c->placed);
        Arcs__PlacedCard *pc = arena_get(a, c->n_placed * sizeof *pc);
        if (!c->placed || !pc) return NULL;
        for (size_t i = 0; i < c->n_placed; i++) {
            arcs__placed_card__init(&pc[i]);
            pc[i].card = (char *)court_card_id(s->placed[i]);
            pc[i].by = s->placed_by[i];
            pc[i].beside = s->placed_beside[i];
            c->placed[i] = &pc[i];
        }
    }
    c->turn_acted = s->turn_acted;
    c->declared_this_round = s->declared_this_round;
    c->n_used_turn = clamp(s->n_used_this_turn, USED_MAX);
    c->used_turn = court_ids(a, s->used_this_turn, c->n_used_turn);
    c->n_used_round = clamp(s->n_used_this_round, USED_MAX);
    c->used_round = court_ids(a, s->used_this_round, c->n_used_round);
    return c;
}

/* Upper bound on what state_to_msg takes from the arena. */
size_t state_msg_arena_size(void) {
    size_t n = 0;
    n += SYSTEMS_MAX * (sizeof(Arcs__System) + sizeof(void *) + 3 * 16 + 2 * MAX_PLAYERS * 4 + 16);
    n += MAX_PLAYERS * (sizeof(Arcs__Player) + sizeof(void *) + 6 * 32 + RES_SLOTS_MAX * 4 +
                        5 * MAX_PLAYERS * 4 + GUILD_HELD_MAX * sizeof(char *) + 16);
    n += 16 * 16 + 2 * ACTION_CARDS_MAX * 4 + 2 * COURT_CARDS_MAX * sizeof(char *);
    n += COURT_ROW_MAX * (sizeof(Arcs__CourtPlace) + sizeof(void *) + 32 + MAX_PLAYERS * 4);
    n += sizeof(Arcs__Battle) + 64 + 2 * BATTLE_DICE_MAX * 4;
    n += MAX_PLAYERS * sizeof(uint64_t) + 16;  /* card_known */
    n += NUM_ACTION_CARDS * sizeof(uint32_t) + 16; /* action_discard_run */
    n += STACK_MAX * (sizeof(Arcs__Frame) + sizeof(void *) + 32);
    n += sizeof(Arcs__CardState) + PRELUDE_SECURED_MAX * sizeof(char *) +
         PLACED_MAX * (sizeof(Arcs__PlacedCard) + sizeof(void *)) + 2 * USED_MAX * sizeof(char *) + 6 * 16;
    n += CAMPAIGN_MSG_ARENA;
    n += sizeof(Arcs__LeadersLore) + MAX_PLAYERS * (sizeof(Arcs__PlayArea) + sizeof(void *) +
                                                    PLAY_AREA_MAX * sizeof(char *) + 16) +
         DRAFT_ROW_MAX * sizeof(char *) + 4 * 16;
    n += 48 * 16; /* alignment slack: every arena_get rounds up to 16 */
    return n;
}

/* ------------------------------------------------------------------ save */

bool state_to_msg(const game_state *g, Arcs__GameState *m, wire_arena *a) {
    arcs__game_state__init(m);
    PUT_PUBLIC(m, g);
    m->message_type = ARCS__MESSAGE_TYPE__MESSAGE_TYPE_GAME_STATE;
    m->engine_version = (char *)ARCS_VERSION_STRING;

    /* map */
    m->n_systems = systems_in_msg(g);
    m->systems = systems_to_msg(g, a);
    if (!m->systems) return false;

    /* players */
    m->n_players = MAX_PLAYERS;
    m->players = arena_get(a, MAX_PLAYERS * sizeof *m->players);
    Arcs__Player *pl = arena_get(a, MAX_PLAYERS * sizeof *pl);
    if (!m->players || !pl) return false;
    for (int p = 0; p < MAX_PLAYERS; p++) {
        const player_state *s = &g->pl[p];
        Arcs__Player *x = &pl[p];
        arcs__player__init(x);
        PUT_BOARD(x, s);
        x->hand = s->hand;
        x->n_guild = clamp(s->guild_count, GUILD_HELD_MAX);
        x->guild = court_ids(a, s->guild, x->n_guild);
        m->players[p] = x;
    }


    PUT_U8S(m, action_deck, g->action_deck, clamp(g->action_deck_len, NUM_ACTION_CARDS));
    PUT_U8S(m, action_discard, g->action_discard, clamp(g->action_discard_len, NUM_ACTION_CARDS));

    PUT_U8S(m, played, g->played, MAX_PLAYERS);
    PUT_U8S(m, play_mode, g->play_mode, MAX_PLAYERS);
    PUT_U8S(m, seize_card, g->seize_card, MAX_PLAYERS);

    /* Court */
    m->n_court_deck = clamp(g->court_deck_len, court_pile_max(g));
    m->court_deck = court_ids(a, court_deck_pile(g), m->n_court_deck);
    m->n_court_discard = clamp(g->court_discard_len, court_pile_max(g));
    m->court_discard = court_ids(a, court_discard_pile(g), m->n_court_discard);
    m->n_court_row = clamp(g->court_row_len, COURT_ROW_MAX);
    m->court_row = court_row_to_msg(g, m->n_court_row, a);
    if (m->n_court_row && !m->court_row) return false;

    /* battle */
    m->battle = battle_to_msg(&g->battle, true, a);
    if (!m->battle) return false;

    /* decision stack */
    m->n_stack = clamp(g->depth, STACK_MAX);
    if (m->n_stack) {
        m->stack = arena_get(a, m->n_stack * sizeof *m->stack);
        Arcs__Frame *fr = arena_get(a, m->n_stack * sizeof *fr);
        if (!m->stack || !fr) return false;
        for (size_t i = 0; i < m->n_stack; i++) {
            const frame *f = &g->stack[i];
            arcs__frame__init(&fr[i]);
            fr[i].kind = (char *)frame_kind_name(f->kind);
            fr[i].player = f->player;
            fr[i].a = f->a;
            fr[i].b = f->b;
            fr[i].card = f->card ? (char *)court_card_id(f->card) : (char *)"";
            fr[i].step = f->step;
            fr[i].c = f->c;
            fr[i].d = f->d;
            fr[i].e = f->e;
            fr[i].f = f->f;
            m->stack[i] = &fr[i];
        }
    }

    m->rng0 = g->rng[0];
    m->rng1 = g->rng[1];
    m->court_deck_known = g->court_deck_known;
    m->action_discard_unknown = g->action_discard_unknown;
    m->n_card_known = MAX_PLAYERS;
    m->card_known = arena_get(a, MAX_PLAYERS * sizeof *m->card_known);
    if (!m->card_known) return false;
    memcpy(m->card_known, g->card_known, sizeof g->card_known);
    if (g->discard_run) { /* absent without a run, as before it existed */
        m->n_action_discard_run = clamp(g->action_discard_len, NUM_ACTION_CARDS);
        m->action_discard_run = arena_get(a, NUM_ACTION_CARDS * sizeof *m->action_discard_run);
        if (!m->action_discard_run) return false;
        for (size_t i = 0; i < m->n_action_discard_run; i++)
            m->action_discard_run[i] = (g->discard_run >> i) & 1u ? 1u + ((g->discard_run_alt >> i) & 1u) : 0u;
    }
    m->cards = cards_to_msg(&g->cards, a);
    if (!is_base_game(g)) {
        m->leaders_lore = ll_to_msg(&g->ll, a);
        if (!m->leaders_lore) return false;
    }
    if (is_campaign(g) && !(m->campaign = campaign_to_msg(g, -2, a))) return false;
    return m->cards && !a->failed;
}

/* ------------------------------------------------------------------ load */

#define FAIL(...)                                          \
    do {                                                   \
        if (why && cap) snprintf(why, cap, __VA_ARGS__);   \
        return ARCS_E_CORRUPT;                             \
    } while (0)

/* A uint32 field into a uint8 (any value 0..255; ranges are validate.c's). */
#define GET_U8(dst, val, name)                         \
    do {                                               \
        if ((val) > 0xFFu) FAIL("%s out of range", name); \
        (dst) = (uint8_t)(val);                        \
    } while (0)

/* A repeated field of exactly n (or, with exact false, at most n) uint8s. */
static bool get_u8s(const uint32_t *src, size_t n_src, uint8_t *dst, size_t n, bool exact) {
    if (exact ? n_src != n : n_src > n) return false;
    for (size_t i = 0; i < n_src; i++) {
        if (src[i] > 0xFFu) return false;
        dst[i] = (uint8_t)src[i];
    }
    return true;
}

#define GET_U8S(msg, field, dst, n, exact, name)                          \
    do {                                                                  \
        if (!get_u8s((msg)->field, (msg)->n_##field, (dst), (n), (exact))) \
            FAIL("%s: wrong count or value out of range", name);          \
    } while (0)

static bool no_unknown(const ProtobufCMessage *m) { return m->n_unknown_fields == 0; }

static arcs_status state_fields_from_msg(const Arcs__GameState *m, game_state *g, char *why, size_t cap) {
    memset(g, 0, sizeof *g);
    if (!no_unknown(&m->base)) FAIL("unknown fields in GameState");
    GET_U8(g->num_players, m->num_players, "num_players");
    GET_U8(g->mode, m->mode, "mode");
    int sc = setup_card_from_id(m->setup_card);
    if (sc < 0) FAIL("unknown setup card");
    g->setup_card = (uint8_t)sc;
    GET_U8(g->out_of_play, m->out_of_play, "out_of_play");
    GET_U8(g->chapter, m->chapter, "chapter");
    GET_U8(g->initiative, m->initiative, "initiative");
    GET_U8(g->game_over, m->game_over, "game_over");
    GET_U8(g->winner, m->winner, "winner");

    /* A 25th system: the map centre (the campaign's Twisted Passage) when
     * ships are there (systems_in_msg). */
    if (m->n_systems != NUM_SYSTEMS && !(m->n_systems == SYSTEMS_MAX && g->mode == ARCS_MODE_CAMPAIGN))
        FAIL("%zu systems", m->n_systems);
    for (int s = 0; s < (int)m->n_systems; s++) {
        const Arcs__System *x = m->systems[s];
        if (!no_unknown(&x->base)) FAIL("unknown fields in System");
        GET_U8S(x, fresh, g->sys[s].fresh, MAX_PLAYERS, true, "System.fresh");
        GET_U8S(x, damaged, g->sys[s].damaged, MAX_PLAYERS, true, "System.damaged");
        /* The printed slots' room, and with Leaders & Lore the places
         * outside the printed slots. */
        GET_U8S(x, buildings, g->sys[s].bld, building_places(g), true, "System.buildings");
        if (m->schema_version < 2 && (x->taxed || x->shipyard_used)) FAIL("schema 2 System fields in schema 1");
        GET_U8(g->taxed[s], x->taxed, "System.taxed");
        GET_U8(g->shipyard_used[s], x->shipyard_used, "System.shipyard_used");
    }

    if (m->n_players != MAX_PLAYERS) FAIL("%zu player boards", m->n_players);
    for (int p = 0; p < MAX_PLAYERS; p++) {
        const Arcs__Player *x = m->players[p];
        player_state *s = &g->pl[p];
        if (!no_unknown(&x->base)) FAIL("unknown fields in Player");
        if (x->power < INT16_MIN || x->power > INT16_MAX) FAIL("power out of range");
        s->power = (int16_t)x->power;
        /* The board's 6 slots; a 7th, a card's slot (Leaders & Lore). */
        GET_U8S(x, resources, s->res, x->n_resources == RES_SLOTS_MAX && !is_base_game(g) ? RES_SLOTS_MAX : RES_SLOTS,
                true, "Player.resources");
        GET_U8(s->cities_on_board, x->cities_on_board, "cities_on_board");
        GET_U8(s->ships_supply, x->ships_supply, "ships_supply");
        GET_U8(s->starports_supply, x->starports_supply, "starports_supply");
        GET_U8(s->agents_supply, x->agents_supply, "agents_supply");
        GET_U8(s->outrage, x->outrage, "outrage");
        GET_U8(s->outrage_placeholder, x->outrage_placeholder, "outrage_placeholder");
        GET_U8S(x, captives, s->captives, MAX_PLAYERS, true, "Player.captives");
        GET_U8S(x, trophy_ships, s->trophy_ships, MAX_PLAYERS, true, "Player.trophy_ships");
        GET_U8S(x, trophy_cities, s->trophy_cities, MAX_PLAYERS, true, "Player.trophy_cities");
        GET_U8S(x, trophy_starports, s->trophy_starports, MAX_PLAYERS, true, "Player.trophy_starports");
        GET_U8S(x, trophy_agents, s->trophy_agents, MAX_PLAYERS, true, "Player.trophy_agents");
        s->hand = x->hand;
        if (x->n_guild > GUILD_HELD_MAX) FAIL("%zu Guild cards held", x->n_guild);
        s->guild_count = (uint8_t)x->n_guild;
        for (size_t i = 0; i < x->n_guild; i++) {
            int c = court_card_from_id(x->guild[i]);
            if (c < 0) FAIL("unknown held Court card");
            s->guild[i] = (uint16_t)c;
        }
    }

    GET_U8S(m, res_supply, g->res_supply, NUM_RES, true, "res_supply");
    GET_U8S(m, phantom, g->phantom, NUM_RES, true, "phantom");
    GET_U8S(m, marker_box, g->marker_box, 3, true, "marker_box");
    GET_U8(g->marker_flipped, m->marker_flipped, "marker_flipped");
    GET_U8(g->zero_marker, m->zero_marker, "zero_marker");

    GET_U8S(m, action_deck, g->action_deck, NUM_ACTION_CARDS, false, "action_deck");
    g->action_deck_len = (uint8_t)m->n_action_deck;
    GET_U8S(m, action_discard, g->action_discard, NUM_ACTION_CARDS, false, "action_discard");
    g->action_discard_len = (uint8_t)m->n_action_discard;

    GET_U8(g->lead_card, m->lead_card, "lead_card");
    GET_U8(g->seized_by, m->seized_by, "seized_by");
    GET_U8S(m, played, g->played, MAX_PLAYERS, true, "played");
    GET_U8S(m, play_mode, g->play_mode, MAX_PLAYERS, true, "play_mode");
    GET_U8S(m, seize_card, g->seize_card, MAX_PLAYERS, true, "seize_card");
    GET_U8(g->turn_player, m->turn_player, "turn_player");
    GET_U8(g->turns_done, m->turns_done, "turns_done");
    GET_U8(g->passes_in_row, m->passes_in_row, "passes_in_row");

    GET_U8(g->pips, m->pips, "pips");
    GET_U8(g->pip_suit, m->pip_suit, "pip_suit");
    GET_U8(g->prelude_open, m->prelude_open, "prelude_open");
    GET_U8(g->weapon_battle, m->weapon_battle, "weapon_battle");
    GET_U8S(m, prelude_spent, g->prelude_spent, NUM_RES, true, "prelude_spent");
    GET_U8(g->turn_flags, m->turn_flags, "turn_flags");
    if (m->schema_version < 2) {
        /* The upgrade step from schema 1: one bit per printed slot of the map
         * (system * 2 + slot) became per-system marks. */
        for (int b = 0; b < 64; b++) {
            bool t = (m->taxed >> b) & 1u, y = (m->shipyard_used >> b) & 1u;
            if (!t && !y) continue;
            if (b >= NUM_SYSTEMS * SLOTS_PER_SYSTEM) FAIL("taxed/shipyard bit %d beyond the map", b);
            int sys = b / SLOTS_PER_SYSTEM;
            if (t) g->taxed[sys] |= (uint8_t)(1u << (b % SLOTS_PER_SYSTEM));
            if (y) g->shipyard_used[sys] |= (uint8_t)(1u << (b % SLOTS_PER_SYSTEM));
        }
    } else if (m->taxed || m->shipyard_used) {
        FAIL("schema 1 taxed/shipyard_used in a schema 2 state");
    }

    if (m->n_court_deck > (size_t)court_pile_max(g)) FAIL("Court deck of %zu (room for %d in this mode)", m->n_court_deck, court_pile_max(g));
    g->court_deck_len = (uint8_t)m->n_court_deck;
    for (size_t i = 0; i < m->n_court_deck; i++) {
        int c = court_card_from_id(m->court_deck[i]);
        if (c < 0) FAIL("unknown Court card in the deck");
        court_deck_pile(g)[i] = (uint16_t)c;
    }
    if (m->n_court_discard > (size_t)court_pile_max(g)) FAIL("Court discard of %zu (room for %d in this mode)", m->n_court_discard, court_pile_max(g));
    g->court_discard_len = (uint8_t)m->n_court_discard;
    for (size_t i = 0; i < m->n_court_discard; i++) {
        int c = court_card_from_id(m->court_discard[i]);
        if (c < 0) FAIL("unknown Court card in the discard");
        court_discard_pile(g)[i] = (uint16_t)c;
    }
    if (m->n_court_row > COURT_ROW_MAX) FAIL("Court row of %zu", m->n_court_row);
    g->court_row_len = (uint8_t)m->n_court_row;
    for (int i = 0; i < COURT_ROW_MAX; i++) g->court_row[i] = NO_COURT_CARD;
    for (size_t i = 0; i < m->n_court_row; i++) {
        const Arcs__CourtPlace *x = m->court_row[i];
        if (!no_unknown(&x->base)) FAIL("unknown fields in CourtPlace");
        if (x->card[0]) {
            int c = court_card_from_id(x->card);
            if (c < 0) FAIL("unknown Court card in the row");
            g->court_row[i] = (uint16_t)c;
        }
        GET_U8S(x, agents, g->court_agents[i], MAX_PLAYERS, true, "CourtPlace.agents");
    }

    if (m->battle) {
        const Arcs__Battle *b = m->battle;
        battle_state *s = &g->battle;
        if (!no_unknown(&b->base)) FAIL("unknown fields in Battle");
        GET_U8(s->active, b->active, "battle.active");
        GET_U8(s->system, b->system, "battle.system");
        GET_U8(s->attacker, b->attacker, "battle.attacker");
        GET_U8(s->defender, b->defender, "battle.defender");
        GET_U8S(b, dice, s->dice, 3, true, "battle.dice");
        GET_U8(s->intercepted, b->intercepted, "battle.intercepted");
        GET_U8(s->self_hits, b->self_hits, "battle.self_hits");
        GET_U8(s->ship_hits, b->ship_hits, "battle.ship_hits");
        GET_U8(s->bldg_hits, b->bldg_hits, "battle.bldg_hits");
        GET_U8(s->keys, b->keys, "battle.keys");
        GET_U8S(b, faces, s->faces, BATTLE_DICE_MAX, false, "battle.faces");
        s->nfaces = (uint8_t)b->n_faces;
        GET_U8(s->step, b->step, "battle.step");
        GET_U8(s->intercepts, b->intercepts, "battle.intercepts");
        GET_U8S(b, forced, s->forced, BATTLE_DICE_MAX, false, "battle.forced");
        s->nforced = (uint8_t)b->n_forced;
        GET_U8(s->reinforcements, b->reinforcements, "battle.reinforcements");
        if (b->reroll >> 24) FAIL("battle.reroll out of range");
        for (int i = 0; i < 3; i++) s->reroll[i] = (uint8_t)(b->reroll >> (8 * i));
        GET_U8(s->all_fresh, b->all_fresh, "battle.all_fresh");
        GET_U8(s->trophies_at_start, b->trophies_at_start, "battle.trophies_at_start");
        if (b->n_imperial) GET_U8S(b, imperial, s->imperial, 2, true, "battle.imperial");
    } else {
        FAIL("no battle record");
    }

    if (m->n_stack > STACK_MAX) FAIL("decision stack of %zu", m->n_stack);
    g->depth = (uint8_t)m->n_stack;
    for (size_t i = 0; i < m->n_stack; i++) {
        const Arcs__Frame *x = m->stack[i];
        frame *f = &g->stack[i];
        if (!no_unknown(&x->base)) FAIL("unknown fields in Frame");
        int k = frame_kind_from_name(x->kind);
        if (k < 0) FAIL("unknown frame kind \"%.32s\"", x->kind);
        f->kind = (uint8_t)k;
        GET_U8(f->player, x->player, "frame.player");
        GET_U8(f->a, x->a, "frame.a");
        GET_U8(f->b, x->b, "frame.b");
        GET_U8(f->c, x->c, "frame.c");
        GET_U8(f->d, x->d, "frame.d");
        GET_U8(f->e, x->e, "frame.e");
        GET_U8(f->f, x->f, "frame.f");
        if (m->schema_version < 2) {
            /* The upgrade step from schema 1: a card frame held the card's
             * hook id in a and its step in b. */
            if (x->card[0] || x->step) FAIL("schema 2 frame fields in a schema 1 state");
            if (k == FR_CARD || k == FR_CARD_AUTO) {
                int card = card_of_v1_hook(f->a);
                if (card < 0) FAIL("card frame of unknown hook %d", f->a);
                f->card = (uint16_t)card;
                f->step = f->b;
                f->a = f->b = 0;
            }
        } else {
            if (x->card[0]) {
                int card = card_index(x->card);
                if (card < 0) FAIL("unknown card \"%.32s\" in a frame", x->card);
                f->card = (uint16_t)card;
            }
            GET_U8(f->step, x->step, "frame.step");
        }
        if (k == FR_CHANCE && !f->card) {
            /* Saved before CH_CARD: a card's own draw had a chance kind of
             * its own (its param consumed when it names one). */
            int card = card_of_old_chance(f->a, f->b);
            if (card >= 0) {
                const card_def *def = card_def_of(card);
                if (def->chance_was_param != CHANCE_ANY_PARAM) f->b = 0;
                f->a = CH_CARD;
                f->card = (uint16_t)card;
            }
        }
    }

    g->rng[0] = m->rng0;
    g->rng[1] = m->rng1;
    GET_U8(g->chance_mode, m->chance_mode, "chance_mode");
    GET_U8(g->court_deck_known, m->court_deck_known, "court_deck_known");
    GET_U8(g->action_discard_unknown, m->action_discard_unknown, "action_discard_unknown");
    if (m->leaders_lore) {
        const Arcs__LeadersLore *l = m->leaders_lore;
        ll_state *ll = &g->ll;
        if (!no_unknown(&l->base)) FAIL("unknown fields in LeadersLore");
        if (m->mode == ARCS_MODE_BASE) FAIL("Leaders & Lore data in a base game");
        if (l->n_play_areas != MAX_PLAYERS) FAIL("%zu play areas", l->n_play_areas);
        for (int p = 0; p < MAX_PLAYERS; p++) {
            const Arcs__PlayArea *x = l->play_areas[p];
            if (!no_unknown(&x->base)) FAIL("unknown fields in PlayArea");
            if (x->n_cards > PLAY_AREA_MAX) FAIL("%zu cards in a play area", x->n_cards);
            for (size_t i = 0; i < x->n_cards; i++) {
                int id = card_index(x->cards[i]);
                if (id < 0) FAIL("unknown card \"%.32s\" in a play area", x->cards[i]);
                ll->play_area[p][i] = (uint16_t)id;
            }
            ll->play_area_len[p] = (uint8_t)x->n_cards;
        }
        if (l->n_draft_row > DRAFT_ROW_MAX) FAIL("draft row of %zu", l->n_draft_row);
        /* The campaign has no draft: its rows stay zero. */
        if (is_leaders_lore(g))
            for (int i = 0; i < DRAFT_ROW_MAX; i++) ll->draft_row[i] = NO_COURT_CARD;
        for (size_t i = 0; i < l->n_draft_row; i++) {
            if (!l->draft_row[i][0]) continue;
            int id = card_index(l->draft_row[i]);
            if (id < 0) FAIL("unknown card \"%.32s\" in the draft row", l->draft_row[i]);
            ll->draft_row[i] = (uint16_t)id;
        }
        GET_U8(ll->draft_leaders, l->draft_leaders, "draft_leaders");
        GET_U8(ll->draft_lore, l->draft_lore, "draft_lore");
        GET_U8(ll->lore_each, l->lore_each, "lore_each");
        GET_U8(ll->draft_picks, l->draft_picks, "draft_picks");
        if (l->n_moved_fresh) GET_U8S(l, moved_fresh, ll->moved_fresh, NUM_SYSTEMS, true, "moved_fresh");
        GET_U8(ll->rifles, l->rifles, "rifles");
        GET_U8(ll->move_flags, l->move_flags, "move_flags");
        if (l->n_draft_row != (size_t)ll->draft_leaders + ll->draft_lore) FAIL("draft row length");
    }
    if (m->campaign) {
        if (!is_campaign(g)) FAIL("a campaign record in mode %d", g->mode);
        arcs_status cst = campaign_from_msg(m->campaign, m->schema_version, g, why, cap);
        if (cst != ARCS_OK) return cst;
    } else if (is_campaign(g)) {
        FAIL("no campaign record");
    }
    /* The hook points the play areas and the rules booklet use. */
    if (!is_base_game(g)) cards_sources_changed(g);
    /* Absent (a buffer from before it existed): nobody knows any card. */
    if (m->n_card_known != 0 && m->n_card_known != MAX_PLAYERS) FAIL("card_known: %zu entries", m->n_card_known);
    for (size_t i = 0; i < m->n_card_known; i++) g->card_known[i] = m->card_known[i];
    if (m->n_action_discard_run && m->n_action_discard_run != m->n_action_discard)
        FAIL("action_discard_run: %zu places for a discard pile of %zu", m->n_action_discard_run, m->n_action_discard);
    for (size_t i = 0; i < m->n_action_discard_run; i++) {
        if (m->action_discard_run[i] > 2) FAIL("action_discard_run: %u at place %zu", m->action_discard_run[i], i);
        if (m->action_discard_run[i]) g->discard_run |= 1ull << i;
        if (m->action_discard_run[i] == 2) g->discard_run_alt |= 1ull << i;
    }
    if (!m->cards) FAIL("no card record");
    const Arcs__CardState *c = m->cards;
    card_state *cs = &g->cards;
    if (!no_unknown(&c->base)) FAIL("unknown fields in CardState");
    if (c->n_secured_prelude > PRELUDE_SECURED_MAX) FAIL("%zu cards secured in the Prelude", c->n_secured_prelude);
    cs->n_secured_prelude = (uint8_t)c->n_secured_prelude;
    for (size_t i = 0; i < c->n_secured_prelude; i++) {
        int id = court_card_from_id(c->secured_prelude[i]);
        if (id < 0) FAIL("unknown card secured in the Prelude");
        cs->secured_prelude[i] = (uint16_t)id;
    }
    if (c->n_placed > PLACED_MAX) FAIL("%zu placed cards", c->n_placed);
    cs->n_placed = (uint8_t)c->n_placed;
    for (size_t i = 0; i < c->n_placed; i++) {
        const Arcs__PlacedCard *x = c->placed[i];
        if (!no_unknown(&x->base)) FAIL("unknown fields in PlacedCard");
        int id = court_card_from_id(x->card);
        if (id < 0) FAIL("unknown placed card");
        cs->placed[i] = (uint16_t)id;
        GET_U8(cs->placed_by[i], x->by, "placed.by");
        GET_U8(cs->placed_beside[i], x->beside, "placed.beside");
    }
    GET_U8(cs->turn_acted, c->turn_acted, "cards.turn_acted");
    GET_U8(cs->declared_this_round, c->declared_this_round, "cards.declared_this_round");
    if (m->schema_version < 2) {
        /* Schema 1: bit h for the card of hook id h. */
        if (c->n_used_turn || c->n_used_round) FAIL("schema 2 card fields in a schema 1 state");
        for (int h = 0; h < 32; h++)
            if ((c->used_this_turn >> h) & 1u) {
                int card = card_of_v1_hook(h);
                if (card < 0 || cs->n_used_this_turn >= USED_MAX) FAIL("used_this_turn bit %d", h);
                cs->used_this_turn[cs->n_used_this_turn++] = (uint16_t)card;
            }
        return ARCS_OK;
    }
    if (c->used_this_turn) FAIL("schema 1 used_this_turn in a schema 2 state");
    if (c->n_used_turn > USED_MAX || c->n_used_round > USED_MAX) FAIL("used card lists too long");
    for (size_t i = 0; i < c->n_used_turn; i++) {
        int id = card_index(c->used_turn[i]);
        if (id < 0) FAIL("unknown card used this turn");
        cs->used_this_turn[cs->n_used_this_turn++] = (uint16_t)id;
    }
    for (size_t i = 0; i < c->n_used_round; i++) {
        int id = card_index(c->used_round[i]);
        if (id < 0) FAIL("unknown card used this round");
        cs->used_this_round[cs->n_used_this_round++] = (uint16_t)id;
    }
    return ARCS_OK;
}

arcs_status state_from_msg(const Arcs__GameState *m, game_state *g, char *why, size_t cap) {
    arcs_status st = state_fields_from_msg(m, g, why, cap);
    /* The hook points the sources beyond the held cards answer (play
     * areas, booklet, Court row, tokens) are not on the wire. */
    if (st == ARCS_OK) cards_sources_changed(g);
    return st;
}

/* ------------------------------------------------------------------ ids */

const char *court_card_id(uint16_t card) {
    return card < (unsigned)card_table_len ? card_table[card].id : "";
}

/* Cards that can be in the Court: Guild and Vox cards, and lore (the
 * campaign shuffles lore into the Court deck). */
static bool is_court_kind(int i) {
    /* The Imperial Council lies in the campaign Court; the action cards of
     * the card table (a Fate's two-sided cards) come through it. */
    return card_table[i].kind == CK_GUILD || card_table[i].kind == CK_VOX || card_table[i].kind == CK_LORE ||
           i == council_cards[COUNCIL_IN_SESSION] || i == council_cards[COUNCIL_DECIDED] ||
           card_table[i].kind == CK_ACTION;
}

int court_card_from_id(const char *id) {
    if (!id || !id[0]) return -1;
    int c = card_index(id);
    return c >= 0 && is_court_kind(c) ? c : -1;
}

int setup_card_from_id(const char *id) {
    if (!id) return -1;
    for (int i = 0; i < NUM_SETUP_CARDS; i++)
        if (strcmp(setup_cards[i].id, id) == 0) return i;
    return -1;
}

const char *frame_kind_name(int kind) {
    if (kind <= FR_NONE || kind >= FR_KIND_COUNT || !frame_table[kind]) return "";
    return frame_table[kind]->name;
}

int frame_kind_from_name(const char *name) {
    if (!name || !name[0]) return -1;
    for (int k = FR_NONE + 1; k < FR_KIND_COUNT; k++)
        if (frame_table[k] && strcmp(frame_table[k]->name, name) == 0) return k;
    return -1;
}
