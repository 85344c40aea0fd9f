#include "support.h"
#include "cards/hooks.h"
#include "wire/wire.h"

#include <stdio.h>
#include <string.h>

arcs_game *t_new_game(int players, uint64_t seed, const char *setup) {
    return t_new_game_chance(players, seed, ARCS_CHANCE_INTERNAL, setup, -1);
}

arcs_game *t_new_game_chance(int players, uint64_t seed, arcs_chance_mode chance, const char *setup, int first) {
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = players;
    cfg.seed = seed;
    cfg.setup = setup;
    cfg.chance = chance;
    cfg.first_player = first;
    arcs_game *game = NULL;
    arcs_status st = arcs_game_new(&cfg, &game);
    assert_int_equal(st, ARCS_OK);
    assert_non_null(game);
    return game;
}

arcs_game *t_new_campaign(int players, uint64_t seed, int chance, int first, int deal_limit) {
    return t_new_campaign_acts(players, seed, chance, first, deal_limit, 0);
}

arcs_game *t_new_campaign_acts(int players, uint64_t seed, int chance, int first, int deal_limit, int last_act) {
    arcs_config c;
    arcs_config_init(&c);
    c.players = players;
    c.seed = seed;
    c.mode = ARCS_MODE_CAMPAIGN;
    c.chance = (arcs_chance_mode)chance;
    c.first_player = first;
    c.summit_deal_limit = deal_limit;
    c.last_act = last_act;
    arcs_game *g = NULL;
    assert_int_equal(arcs_game_new(&c, &g), ARCS_OK);
    return g;
}

void t_clear_board(arcs_game *game) {
    game_bump(game);
    game_state *g = &game->s;
    for (int p = 0; p < g->num_players; p++) {
        player_state *pl = &g->pl[p];
        for (int i = 0; i < RES_SLOTS; i++)
            if (pl->res[i]) {
                g->res_supply[pl->res[i] - 1]++;
                pl->res[i] = RES_EMPTY;
            }
        pl->ships_supply = SHIPS_PER_PLAYER;
        pl->starports_supply = STARPORTS_PER_PLAYER;
        pl->cities_on_board = CITIES_PER_PLAYER;
        pl->agents_supply = AGENTS_PER_PLAYER;
        pl->outrage = pl->outrage_placeholder = 0;
        memset(pl->captives, 0, sizeof pl->captives);
        memset(pl->trophy_ships, 0, sizeof pl->trophy_ships);
        memset(pl->trophy_cities, 0, sizeof pl->trophy_cities);
        memset(pl->trophy_starports, 0, sizeof pl->trophy_starports);
        memset(pl->trophy_agents, 0, sizeof pl->trophy_agents);
    }
    memset(g->sys, 0, sizeof g->sys);
    memset(g->court_agents, 0, sizeof g->court_agents);
    /* Campaign: the Flagships leave with the map (their boards' pieces are
     * in the full supplies above); ships a card scrapped stay out of the
     * game (a B Fate's Setup: cards_data_ships_out). */
    if (is_campaign(g)) {
        memset(g->camp.flagship, 0, sizeof g->camp.flagship);
        memset(g->camp.flagship_board, 0, sizeof g->camp.flagship_board);
        memset(g->camp.flagship_ships, 0, sizeof g->camp.flagship_ships);
        for (int p = 0; p < g->num_players; p++)
            g->pl[p].ships_supply = (uint8_t)(g->pl[p].ships_supply - cards_data_ships_out(g, p));
    }
    clear_turn_marks(g);
}

void t_place_ships(arcs_game *game, int p, int sys, int fresh, int damaged) {
    game_bump(game);
    game_state *g = &game->s;
    assert_true(g->pl[p].ships_supply >= fresh + damaged);
    g->pl[p].ships_supply = (uint8_t)(g->pl[p].ships_supply - fresh - damaged);
    g->sys[sys].fresh[p] = (uint8_t)(g->sys[sys].fresh[p] + fresh);
    g->sys[sys].damaged[p] = (uint8_t)(g->sys[sys].damaged[p] + damaged);
}

void t_place_building(arcs_game *game, int p, int sys, int slot, bool starport, bool damaged) {
    game_bump(game);
    game_state *g = &game->s;
    assert_true(slot < planet_slots(sys));
    assert_int_equal(g->sys[sys].bld[slot], 0);
    if (starport) {
        assert_true(g->pl[p].starports_supply > 0);
        g->pl[p].starports_supply--;
    } else {
        assert_true(g->pl[p].cities_on_board > 0);
        g->pl[p].cities_on_board--;
    }
    g->sys[sys].bld[slot] = BLD_MAKE(p, starport, damaged);
}

void t_give_resource(arcs_game *game, int p, int slot, int r) {
    game_bump(game);
    game_state *g = &game->s;
    assert_true(g->res_supply[r] > 0);
    assert_int_equal(g->pl[p].res[slot], RES_EMPTY);
    g->res_supply[r]--;
    g->pl[p].res[slot] = (uint8_t)(r + 1);
}

void t_start_lead_turn(arcs_game *game, int p, int card) {
    game_bump(game);
    game_state *g = &game->s;
    /* Put the card in the lead slot, as if p had led it. */
    for (int q = 0; q < g->num_players; q++) g->pl[q].hand &= ~(1ull << card);
    for (int i = 0; i < g->action_deck_len; i++)
        if (g->action_deck[i] == card) {
            g->action_deck[i] = g->action_deck[--g->action_deck_len];
            g->action_deck[g->action_deck_len] = 0; /* a saved state keeps no stale byte */
            break;
        }
    for (int i = 0; i < g->action_discard_len; i++)
        if (g->action_discard[i] == card) {
            memmove(&g->action_discard[i], &g->action_discard[i + 1], (size_t)(g->action_discard_len - i - 1));
            g->action_discard_len--;
            g->action_discard[g->action_discard_len] = 0;
            /* It left the shuffled bottom: one card fewer there. */
            if (i < g->action_discard_unknown) g->action_discard_unknown--;
            break;
        }
    g->depth = 0;
    memset(g->stack, 0, sizeof g->stack);
    g->initiative = (uint8_t)p;
    g->lead_card = (uint8_t)card;
    g->played[p] = (uint8_t)card;
    g->play_mode[p] = PLAY_LEAD;
    g->turn_player = (uint8_t)p;
    g->turns_done = 1; /* p's turn, the first of the round */
    g->pips = (uint8_t)action_pips(card);
    g->pip_suit = (uint8_t)action_suit(card);
    g->prelude_open = 1;
    g->weapon_battle = 0;
    memset(g->prelude_spent, 0, sizeof g->prelude_spent);
    clear_turn_marks(g);
    cards_turn_begin(g);
    push_frame(g, FR_ROUND, p)->a = 1; /* the round under way (round.c, RP_NEXT) */
    push_frame(g, FR_END_TURN, p);
    push_frame(g, FR_TURN, p);
    game->hist_len = 0;
}

arcs_status t_apply_str(arcs_game *game, const char *text) {
    arcs_move m;
    arcs_status st = arcs_move_from_str(text, &m);
    if (st != ARCS_OK) return st;
    return arcs_apply(game, m);
}

/* The first legal move whose text equals `text` (or starts with it, when
 * prefix), or -1; its index in moves. */
static int find_move(arcs_game *game, const char *text, bool prefix, arcs_move *moves) {
    size_t n = 0, len = strlen(text);
    arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n);
    for (size_t i = 0; i < n; i++) {
        char buf[64];
        arcs_move_to_str(moves[i], buf, sizeof buf, NULL);
        if (prefix ? strncmp(buf, text, len) == 0 : strcmp(buf, text) == 0) return (int)i;
    }
    return -1;
}

bool t_is_legal(arcs_game *game, const char *text) {
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    return find_move(game, text, false, moves) >= 0;
}

void t_assert_texts_round_trip(arcs_game *game) {
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    for (size_t i = 0; i < n; i++) {
        char text[64];
        arcs_move back;
        assert_int_equal(arcs_move_to_str(m[i], text, sizeof text, NULL), ARCS_OK);
        if (arcs_move_from_str(text, &back) != ARCS_OK) fail_msg("cannot parse '%s'", text);
        assert_memory_equal(&back, &m[i], sizeof back);
    }
}

void t_assert_invariants(arcs_game *game) {
    char why[256];
    if (!state_invariants_ok(&game->s, why, sizeof why)) fail_msg("invariant broken: %s", why);
    /* The effect sources' hook masks kept in the state (the union and each
     * player's; hashed; the loader recomputes them) are what the sources
     * give now. */
    if (!cards_source_hooks_fresh(&game->s)) fail_msg("the sources' hook mask is stale");
}

void t_chance_outcome(arcs_game *game, int a) {
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(top_frame_c(&game->s)->kind, FR_CHANCE);
    assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    for (size_t i = 0; i < n; i++)
        if (m[i].a == a) {
            assert_int_equal(arcs_apply(game, m[i]), ARCS_OK);
            return;
        }
    fail_msg("no outcome %d", a);
}

unsigned t_hit_targets_offered(arcs_game *game) {
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    unsigned set = 0;
    for (size_t i = 0; i < n; i++)
        if (moves[i].kind == ARCS_MOVE_HIT) set |= 1u << moves[i].a;
    return set;
}

int t_count_legal(arcs_game *game, const char *prefix) {
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    int k = 0;
    assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    for (size_t i = 0; i < n; i++) {
        char text[64];
        arcs_move_to_str(moves[i], text, sizeof text, NULL);
        if (strncmp(text, prefix, strlen(prefix)) == 0) k++;
    }
    return k;
}

bool t_apply_prefix(arcs_game *game, const char *prefix) {
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    int i = find_move(game, prefix, true, moves);
    return i >= 0 && arcs_apply(game, moves[i]) == ARCS_OK;
}

void t_random_move(arcs_game *game, uint64_t *rng) {
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_true(n > 0);
    *rng ^= *rng << 13;
    *rng ^= *rng >> 7;
    *rng ^= *rng << 17;
    assert_int_equal(arcs_apply(game, moves[*rng % n]), ARCS_OK);
}

void t_set_hands(arcs_game *game, const uint32_t *hands) {
    game_bump(game);
    game_state *g = &game->s;
    uint32_t all = 0;
    for (int c = 0; c < BASE_ACTION_CARDS; c++) {
        bool four_only = action_number(c) == 1 || action_number(c) == 7;
        if (g->num_players == 4 || !four_only) all |= 1u << c;
    }
    /* Campaign: the Event cards of the game (Act I Setup E; the extra one,
     * id 40, beyond the masks, goes to the discard pile below). */
    if (g->mode == ARCS_MODE_CAMPAIGN) all |= (uint32_t)event_cards_in_game(g);
    uint32_t given = 0;
    for (int p = 0; p < g->num_players; p++) {
        assert_int_equal(hands[p] & given, 0);
        assert_int_equal(hands[p] & ~all, 0);
        given |= hands[p];
        g->pl[p].hand = hands[p];
        g->played[p] = NO_CARD;
        g->seize_card[p] = NO_CARD;
    }
    g->action_deck_len = 0;
    g->action_discard_len = 0;
    /* (The Faithful cards, ids 32 and up, come into play through the Court.) */
    for (int c = 0; c < TWO_SIDED_CARD_FIRST; c++)
        if ((all & (1u << c)) && !(given & (1u << c)) && c != g->lead_card)
            g->action_discard[g->action_discard_len++] = (uint8_t)c;
    if (g->mode == ARCS_MODE_CAMPAIGN && (event_cards_in_game(g) >> EVENT_CARD_EXTRA & 1u))
        g->action_discard[g->action_discard_len++] = EVENT_CARD_EXTRA;
}

void t_begin_round(arcs_game *game, int initiative, const uint32_t *hands) {
    game_state *g = &game->s;
    game_bump(game);
    g->initiative = (uint8_t)initiative;
    g->depth = 0;
    memset(g->stack, 0, sizeof g->stack);
    t_set_hands(game, hands);
    round_begin(g);
    run_forward(g);
    game->hist_len = 0;
}

void t_make_campaign(arcs_game *game) {
    game_state *g = t_state(game);
    memcpy(g->camp.court_deck, g->base_court_deck, sizeof g->base_court_deck);
    memcpy(g->camp.court_discard, g->base_court_discard, sizeof g->base_court_discard);
    memset(g->base_court_deck, 0, sizeof g->base_court_deck);
    memset(g->base_court_discard, 0, sizeof g->base_court_discard);
    g->mode = ARCS_MODE_CAMPAIGN;
}

void t_take_out_court_card(game_state *g, int c) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == c) {
            memmove(&court_deck_pile(g)[i], &court_deck_pile(g)[i + 1], (size_t)(g->court_deck_len - i - 1) * 2);
            court_deck_pile(g)[--g->court_deck_len] = 0;
            return;
        }
    if (court_discard_remove(g, c)) return;
    for (int i = 0; i < g->court_row_len; i++)
        if (g->court_row[i] == c) {
            court_refill(g, i);
            return;
        }
    for (int p = 0; p < g->num_players; p++) {
        int i = held_index(g, p, c);
        if (i >= 0) {
            remove_held(g, p, i);
            return;
        }
    }
    fail_msg("card %d not found", c);
}

arcs_game *t_load_state(const void *buf, size_t len, const char *what) {
    arcs_game *game = NULL;
    arcs_status st = arcs_game_load_state(buf, len, NULL, &game);
    if (st != ARCS_OK) {
        static struct arcs_game tmp;
        char why[256] = "";
        arcs_allocator al = {0};
        wire_decode_state(buf, len, &al, &tmp, why, sizeof why);
        fail_msg("%s: load %s: %s", what, arcs_status_str(st), why);
    }
    return game;
}

void t_assert_reloads(arcs_game *game, const char *what) {
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *loaded = t_load_state(buf, len, what);
    assert_true(arcs_state_hash(loaded) == arcs_state_hash(game));
    assert_int_equal(t_count_legal(loaded, ""), t_count_legal(game, ""));
    arcs_game_free(loaded);
}

void t_determinize_both(const arcs_game *a, const arcs_game *b, int viewer, uint64_t seed, arcs_game **x,
                        arcs_game **y) {
    assert_int_equal(arcs_game_clone(a, x), ARCS_OK);
    assert_int_equal(arcs_game_clone(b, y), ARCS_OK);
    assert_int_equal(arcs_determinize(*x, viewer, seed), ARCS_OK);
    assert_int_equal(arcs_determinize(*y, viewer, seed), ARCS_OK);
}

void t_assert_same_observation(arcs_game *a, arcs_game *b, int viewer) {
    static unsigned char oa[ARCS_STATE_BYTES_MAX], ob[ARCS_STATE_BYTES_MAX];
    size_t la = 0, lb = 0;
    assert_int_equal(arcs_observation(a, viewer, oa, sizeof oa, &la), ARCS_OK);
    assert_int_equal(arcs_observation(b, viewer, ob, sizeof ob, &lb), ARCS_OK);
    assert_int_equal(la, lb);
    assert_memory_equal(oa, ob, la);
}

void t_refused_unchanged(arcs_game *game, const char *text) {
    static game_state before;
    before = game->s;
    arcs_move m;
    if (arcs_move_from_str(text, &m) == ARCS_OK) {
        if (arcs_apply(game, m) == ARCS_OK) fail_msg("'%s' was accepted", text);
        if (!arcs_last_error(game)[0]) fail_msg("'%s' was refused without a reason", text);
    }
    assert_memory_equal(&before, &game->s, sizeof before);
}

void t_court_card_at(arcs_game *game, int card, int pos) {
    game_state *g = t_state(game);
    uint16_t old = g->court_row[pos];
    uint16_t *zones[3] = {court_deck_pile(g), court_discard_pile(g), g->court_row};
    int lens[3] = {g->court_deck_len, g->court_discard_len, g->court_row_len};
    for (int z = 0; z < 3; z++)
        for (int i = 0; i < lens[z]; i++)
            if (zones[z][i] == card) zones[z][i] = old;
    for (int q = 0; q < g->num_players; q++)
        for (int i = 0; i < g->pl[q].guild_count; i++)
            if (g->pl[q].guild[i] == card) g->pl[q].guild[i] = old;
    g->court_row[pos] = (uint16_t)card;
}

void t_keep_line(void *ud, const char *line) {
    t_log *l = ud;
    if (l->n < (int)(sizeof l->text / sizeof l->text[0])) snprintf(l->text[l->n++], sizeof l->text[0], "%s", line);
}

bool t_logged(const t_log *l, const char *part) {
    for (int i = 0; i < l->n; i++)
        if (strstr(l->text[i], part)) return true;
    return false;
}
