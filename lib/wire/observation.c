/*
 * What one player (or the public) may see (the Observation message).
 *
 * Hidden information in the base game (Base rulebook):
 * - action cards in hand are private; only their number is public (a Rival's
 *   hand a card lets the viewer look at right now, Farseers, is shown);
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
#include "rules/rules.h"
#include "data/tables.h"
#include "wire/wire.h"

static bool hidden_play(const game_state *g, int p, int viewer) {
    return p != viewer && played_face_down_hidden(g, p); /* shown: engine.h play_shown */
}

static size_t clampz(size_t n, size_t max) { return n < max ? n : max; }

/* What build() may take from the arena. */
static size_t obs_arena_size(void) {
    size_t n = state_msg_arena_size(); /* the map, Court and battle as in a GameState */
    n += MAX_PLAYERS * (sizeof(Arcs__PlayerView) + sizeof(void *) + NUM_ACTION_CARDS * 4 + 16 * 8);
    n += COURT_CARDS_MAX * sizeof(char *) + STACK_MAX * (sizeof(Arcs__FrameView) + sizeof(void *));
    n += sizeof(move_list) + ARCS_MAX_LEGAL_MOVES * (sizeof(Arcs__Move) + sizeof(void *)) + 16 * 16;
    n += sizeof(Arcs__CardState) + PRELUDE_SECURED_MAX * sizeof(char *) +
         PLACED_MAX * (sizeof(Arcs__PlacedCard) + sizeof(void *)) + 2 * USED_MAX * sizeof(char *) + 6 * 16;
    return n;
}

static Arcs__PlayerView *player_view(const game_state *g, int p, int viewer, unsigned shown, wire_arena *a) {
    const player_state *s = &g->pl[p];
    Arcs__PlayerView *x = arena_get(a, sizeof *x);
    if (!x) return NULL;
    arcs__player_view__init(x);
    PUT_BOARD(x, s);
    uint64_t hand = s->hand & ((1ull << NUM_ACTION_CARDS) - 1);
    x->hand_count = (uint32_t)__builtin_popcountll(hand);
    if ((p == viewer || ((shown >> p) & 1u)) && hand) {
        x->hand = arena_get(a, NUM_ACTION_CARDS * sizeof *x->hand);
        if (!x->hand) return NULL;
        for (int c = 0; c < NUM_ACTION_CARDS; c++)
            if (hand & (1ull << c)) x->hand[x->n_hand++] = (uint32_t)c;
    }
    x->n_guild = clampz(s->guild_count, GUILD_HELD_MAX);
    x->guild = court_ids(a, s->guild, x->n_guild);
    x->played = hidden_play(g, p, viewer) && g->played[p] != NO_CARD ? WIRE_CARD_HIDDEN : g->played[p];
    x->play_mode = g->play_mode[p];
    x->seize_card = p != viewer && g->seize_card[p] != NO_CARD ? WIRE_CARD_HIDDEN : g->seize_card[p];
    return x;
}

static bool build(const arcs_game *game, int viewer, Arcs__Observation *m, wire_arena *a) {
    const game_state *g = &game->s;
    int np = g->num_players > MAX_PLAYERS ? MAX_PLAYERS : g->num_players;
    arcs__observation__init(m);
    m->message_type = ARCS__MESSAGE_TYPE__MESSAGE_TYPE_OBSERVATION;
    PUT_PUBLIC(m, g);
    m->viewer = viewer;
    m->n_systems = systems_in_msg(g); /* a 25th: the Twisted Passage's pieces (campaign) */
    m->systems = systems_to_msg(g, a);

    m->n_players = (size_t)np;
    m->players = arena_get(a, MAX_PLAYERS * sizeof *m->players);
    if (!m->players) return false;
    unsigned shown = viewer >= 0 ? hands_shown_to(g, viewer) : 0;
    for (int p = 0; p < np; p++)
        if (!(m->players[p] = player_view(g, p, viewer, shown, a))) return false;

    m->action_deck_count = g->action_deck_len;
    m->action_discard_count = g->action_discard_len;

    m->court_deck_count = g->court_deck_len;
    /* Buried cards lie at the bottom in an order everyone saw. */
    m->n_court_deck_bottom = clampz(g->court_deck_known < g->court_deck_len ? g->court_deck_known : g->court_deck_len,
                                    court_pile_max(g));
    m->court_deck_bottom = court_ids(a, court_deck_pile(g), m->n_court_deck_bottom);
    m->n_court_discard = clampz(g->court_discard_len, court_pile_max(g));
    m->court_discard = court_ids(a, court_discard_pile(g), m->n_court_discard);
    m->n_court_row = clampz(g->court_row_len, COURT_ROW_MAX);
    m->court_row = court_row_to_msg(g, m->n_court_row, a);
    /* The forced-face queue is the future, like the generator: hidden. */
    m->battle = battle_to_msg(&g->battle, false, a);
    /* Card effects in progress are public (cards placed face up, what was
     * secured or used this turn). */
    m->cards = cards_to_msg(&g->cards, a);
    /* Leaders, lore and the draft rows lie face up. */
    if (!is_base_game(g) && !(m->leaders_lore = ll_to_msg(&g->ll, a))) return false;
    /* The campaign: public but for the Fates (campaign_codec.c). */
    if (is_campaign(g) && !(m->campaign = campaign_to_msg(g, viewer, a))) return false;

    m->n_stack = clampz(g->depth, STACK_MAX);
    if (m->n_stack) {
        m->stack = arena_get(a, m->n_stack * sizeof *m->stack);
        Arcs__FrameView *fr = arena_get(a, m->n_stack * sizeof *fr);
        if (!m->stack || !fr) return false;
        for (size_t i = 0; i < m->n_stack; i++) {
            arcs__frame_view__init(&fr[i]);
            fr[i].kind = (char *)frame_kind_name(g->stack[i].kind);
            fr[i].player = g->stack[i].player;
            m->stack[i] = &fr[i];
        }
    }

    int cur = arcs_current_player(game);
    m->current_player = cur;
    if (viewer >= 0 && cur == viewer) {
        move_list *legal = arena_get(a, sizeof *legal);
        if (!legal) return false;
        enumerate_moves(g, legal);
        if (legal->n) {
            m->n_legal_moves = (size_t)legal->n;
            m->legal_moves = arena_get(a, m->n_legal_moves * sizeof *m->legal_moves);
            Arcs__Move *mv = arena_get(a, m->n_legal_moves * sizeof *mv);
            if (!m->legal_moves || !mv) return false;
            for (int i = 0; i < legal->n; i++) {
                move_to_msg(legal->m[i], &mv[i]);
                m->legal_moves[i] = &mv[i];
            }
        }
    }
    return !a->failed;
}

arcs_status arcs_observation(const arcs_game *game, int player, void *buf, size_t cap, size_t *written) {
    if (!game || !written || (!buf && cap)) return ARCS_E_INVALID_ARG;
    if (player < -1 || player >= game->s.num_players) return ARCS_E_INVALID_ARG;
    if (!game_viewer_allowed(game, player)) return ARCS_E_INVALID_ARG;
    wire_arena a;
    if (!arena_open(&a, &game->al, obs_arena_size())) return ARCS_E_NOMEM;
    Arcs__Observation msg;
    arcs_status st = ARCS_E_NOMEM;
    if (build(game, player, &msg, &a)) st = wire_pack(&msg.base, false, buf, cap, written);
    arena_close(&a, &game->al);
    return st;
}
