/*
 * What one player (or the public) may see (the Observation message).
 *
 * Hidden information in the base game (Base rulebook):
 * - action cards in hand are private; only their number is public;
 * - the action deck, and the action discard pile, which is face down
 *   ("Discard all played action cards ... into the action discard pile on
 *   the map face down", Step 4 of a round; "Split Discard Piles" shows this
 *   is the normal rule): sizes only;
 * - Copy cards are played face down and seize cards are placed face down
 *   ("Surpass, Copy, or Pivot"; "Seizing the Initiative"): their owner
 *   knows them, others see a face-down card;
 * - the Court deck: its size only (its content follows from what is seen,
 *   its order does not), except the cards buried at its bottom, whose order
 *   everyone saw; the Court discard pile is face up ("face-up Court discard
 *   pile", When Secured / Outrage);
 * - the engine's random generator and the decision stack's internal data
 *   (the legal moves of the deciding player are shown to that player).
 */
#include "core/engine.h"
#include "data/tables.h"
#include "wire/wire.h"

static bool hidden_play(const game_state *g, int p, int viewer) {
    return p != viewer && g->play_mode[p] == PLAY_COPY;
}

typedef struct obs_arena {
    Arcs__Observation msg;
    Arcs__System sys[NUM_SYSTEMS];
    Arcs__System *sysp[NUM_SYSTEMS];
    uint32_t sys_u32[NUM_SYSTEMS][2 * MAX_PLAYERS + SLOTS_PER_SYSTEM];
    Arcs__PlayerView pl[MAX_PLAYERS];
    Arcs__PlayerView *plp[MAX_PLAYERS];
    uint32_t pl_u32[MAX_PLAYERS][RES_SLOTS + 5 * MAX_PLAYERS + NUM_ACTION_CARDS];
    char *guild[MAX_PLAYERS][GUILD_HELD_MAX];
    uint32_t u32[5 + 5 + 3 + 5];
    char *court_discard[COURT_CARDS_MAX];
    char *court_bottom[COURT_CARDS_MAX];
    Arcs__CourtPlace row[COURT_ROW_MAX];
    Arcs__CourtPlace *rowp[COURT_ROW_MAX];
    uint32_t row_u32[COURT_ROW_MAX][MAX_PLAYERS];
    Arcs__Battle battle;
    uint32_t battle_u32[3 + BATTLE_DICE_MAX];
    Arcs__FrameView fr[STACK_MAX];
    Arcs__FrameView *frp[STACK_MAX];
    Arcs__Move mv[ARCS_MAX_LEGAL_MOVES];
    Arcs__Move *mvp[ARCS_MAX_LEGAL_MOVES];
    move_list legal;
} obs_arena;

/* Point a repeated uint32 field at n converted values taken from *pool. */
#define PUT(m, field, src, n, pool)                                \
    do {                                                           \
        (m)->n_##field = (n);                                      \
        (m)->field = (pool);                                       \
        for (size_t i_ = 0; i_ < (size_t)(n); i_++) (pool)[i_] = (src)[i_]; \
        (pool) += (n);                                             \
    } while (0)

static size_t clampz(size_t n, size_t max) { return n < max ? n : max; }

static void build(const arcs_game *game, int viewer, obs_arena *o) {
    const game_state *g = &game->s;
    int np = g->num_players > MAX_PLAYERS ? MAX_PLAYERS : g->num_players;
    Arcs__Observation *m = &o->msg;
    arcs__observation__init(m);
    m->schema_version = WIRE_SCHEMA_VERSION;
    m->viewer = viewer;
    m->num_players = g->num_players;
    m->mode = g->mode;
    m->setup_card = (char *)(g->setup_card < NUM_SETUP_CARDS ? setup_cards[g->setup_card].id : "");
    m->out_of_play = g->out_of_play;
    m->chapter = g->chapter;
    m->initiative = g->initiative;
    m->game_over = g->game_over;
    m->winner = g->winner;

    for (int s = 0; s < NUM_SYSTEMS; s++) {
        Arcs__System *x = &o->sys[s];
        uint32_t *pool = o->sys_u32[s];
        arcs__system__init(x);
        PUT(x, fresh, g->sys[s].fresh, MAX_PLAYERS, pool);
        PUT(x, damaged, g->sys[s].damaged, MAX_PLAYERS, pool);
        PUT(x, buildings, g->sys[s].bld, SLOTS_PER_SYSTEM, pool);
        o->sysp[s] = x;
    }
    m->n_systems = NUM_SYSTEMS;
    m->systems = o->sysp;

    for (int p = 0; p < np; p++) {
        const player_state *s = &g->pl[p];
        Arcs__PlayerView *x = &o->pl[p];
        uint32_t *pool = o->pl_u32[p];
        arcs__player_view__init(x);
        x->power = s->power;
        PUT(x, resources, s->res, RES_SLOTS, pool);
        x->cities_on_board = s->cities_on_board;
        x->ships_supply = s->ships_supply;
        x->starports_supply = s->starports_supply;
        x->agents_supply = s->agents_supply;
        x->outrage = s->outrage;
        x->outrage_placeholder = s->outrage_placeholder;
        PUT(x, captives, s->captives, MAX_PLAYERS, pool);
        PUT(x, trophy_ships, s->trophy_ships, MAX_PLAYERS, pool);
        PUT(x, trophy_cities, s->trophy_cities, MAX_PLAYERS, pool);
        PUT(x, trophy_starports, s->trophy_starports, MAX_PLAYERS, pool);
        PUT(x, trophy_agents, s->trophy_agents, MAX_PLAYERS, pool);
        uint32_t hand = s->hand & ((1u << NUM_ACTION_CARDS) - 1);
        x->hand_count = (uint32_t)__builtin_popcount(hand);
        if (p == viewer) {
            x->hand = pool;
            for (int c = 0; c < NUM_ACTION_CARDS; c++)
                if (hand & (1u << c)) pool[x->n_hand++] = (uint32_t)c;
            pool += x->n_hand;
        }
        x->n_guild = clampz(s->guild_count, GUILD_HELD_MAX);
        x->guild = o->guild[p];
        for (size_t i = 0; i < x->n_guild; i++) o->guild[p][i] = (char *)court_card_id(s->guild[i]);
        x->played = hidden_play(g, p, viewer) && g->played[p] != NO_CARD ? WIRE_CARD_HIDDEN : g->played[p];
        x->play_mode = g->play_mode[p];
        x->seize_card = p != viewer && g->seize_card[p] != NO_CARD ? WIRE_CARD_HIDDEN : g->seize_card[p];
        o->plp[p] = x;
    }
    m->n_players = (size_t)np;
    m->players = o->plp;

    uint32_t *pool = o->u32;
    PUT(m, res_supply, g->res_supply, NUM_RES, pool);
    PUT(m, phantom, g->phantom, NUM_RES, pool);
    PUT(m, marker_box, g->marker_box, 3, pool);
    PUT(m, prelude_spent, g->prelude_spent, NUM_RES, pool);
    m->marker_flipped = g->marker_flipped;
    m->zero_marker = g->zero_marker;
    m->action_deck_count = g->action_deck_len;
    m->action_discard_count = g->action_discard_len;
    m->lead_card = g->lead_card;
    m->seized_by = g->seized_by;
    m->turn_player = g->turn_player;
    m->turns_done = g->turns_done;
    m->passes_in_row = g->passes_in_row;
    m->pips = g->pips;
    m->pip_suit = g->pip_suit;
    m->prelude_open = g->prelude_open;
    m->weapon_battle = g->weapon_battle;
    m->turn_flags = g->turn_flags;
    m->taxed = g->taxed;
    m->shipyard_used = g->shipyard_used;

    m->court_deck_count = g->court_deck_len;
    /* Buried cards lie at the bottom in an order everyone saw. */
    m->n_court_deck_bottom = clampz(g->court_deck_known < g->court_deck_len ? g->court_deck_known : g->court_deck_len,
                                    COURT_CARDS_MAX);
    m->court_deck_bottom = o->court_bottom;
    for (size_t i = 0; i < m->n_court_deck_bottom; i++) o->court_bottom[i] = (char *)court_card_id(g->court_deck[i]);
    m->chance_mode = g->chance_mode;
    m->n_court_discard = clampz(g->court_discard_len, COURT_CARDS_MAX);
    m->court_discard = o->court_discard;
    for (size_t i = 0; i < m->n_court_discard; i++) o->court_discard[i] = (char *)court_card_id(g->court_discard[i]);
    m->n_court_row = clampz(g->court_row_len, COURT_ROW_MAX);
    m->court_row = o->rowp;
    for (size_t i = 0; i < m->n_court_row; i++) {
        Arcs__CourtPlace *x = &o->row[i];
        uint32_t *rp = o->row_u32[i];
        arcs__court_place__init(x);
        x->card = (char *)(g->court_row[i] == NO_COURT_CARD ? "" : court_card_id(g->court_row[i]));
        PUT(x, agents, g->court_agents[i], MAX_PLAYERS, rp);
        o->rowp[i] = x;
    }

    Arcs__Battle *b = &o->battle;
    uint32_t *bp = o->battle_u32;
    arcs__battle__init(b);
    b->active = g->battle.active;
    b->system = g->battle.system;
    b->attacker = g->battle.attacker;
    b->defender = g->battle.defender;
    PUT(b, dice, g->battle.dice, 3, bp);
    b->intercepted = g->battle.intercepted;
    b->self_hits = g->battle.self_hits;
    b->ship_hits = g->battle.ship_hits;
    b->bldg_hits = g->battle.bldg_hits;
    b->keys = g->battle.keys;
    PUT(b, faces, g->battle.faces, clampz(g->battle.nfaces, BATTLE_DICE_MAX), bp);
    b->step = g->battle.step;
    b->intercepts = g->battle.intercepts;
    /* The forced-face queue is the future, like the generator: hidden. */
    m->battle = b;

    m->n_stack = clampz(g->depth, STACK_MAX);
    m->stack = o->frp;
    for (size_t i = 0; i < m->n_stack; i++) {
        arcs__frame_view__init(&o->fr[i]);
        o->fr[i].kind = (char *)frame_kind_name(g->stack[i].kind);
        o->fr[i].player = g->stack[i].player;
        o->frp[i] = &o->fr[i];
    }

    int cur = arcs_current_player(game);
    m->current_player = cur;
    if (viewer >= 0 && cur == viewer) {
        enumerate_moves(g, &o->legal);
        m->n_legal_moves = (size_t)o->legal.n;
        m->legal_moves = o->mvp;
        for (int i = 0; i < o->legal.n; i++) {
            move_to_msg(o->legal.m[i], &o->mv[i]);
            o->mvp[i] = &o->mv[i];
        }
    }
}

arcs_status arcs_observation(const arcs_game *game, int player, void *buf, size_t cap, size_t *written) {
    if (!game || !written || (!buf && cap)) return ARCS_E_INVALID_ARG;
    if (player < -1 || player >= game->s.num_players) return ARCS_E_INVALID_ARG;
    obs_arena *o = arcs_alloc(&game->al, sizeof *o);
    if (!o) return ARCS_E_NOMEM;
    build(game, player, o);
    arcs_status st = wire_pack(&o->msg.base, false, buf, cap, written);
    arcs_dealloc(&game->al, o, sizeof *o);
    return st;
}
