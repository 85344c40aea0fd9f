#include "wire_fixture.h"

#include <stdlib.h>
#include <string.h>

#include "rules/rules.h"
#include "data/tables.h"

static uint64_t next(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}
static int below(uint64_t *x, int n) { return n <= 1 ? 0 : (int)(next(x) % (uint64_t)n); }

static void give_resource(game_state *g, int p, int r) {
    player_state *pl = &g->pl[p];
    if (!g->res_supply[r]) return;
    for (int i = 0; i < open_res_slots(pl); i++)
        if (pl->res[i] == RES_EMPTY) {
            pl->res[i] = (uint8_t)(r + 1);
            g->res_supply[r]--;
            return;
        }
}

static void place_ships(game_state *g, int p, int sys, int fresh, int damaged) {
    player_state *pl = &g->pl[p];
    if (pl->ships_supply < fresh + damaged) return;
    pl->ships_supply = (uint8_t)(pl->ships_supply - fresh - damaged);
    g->sys[sys].fresh[p] = (uint8_t)(g->sys[sys].fresh[p] + fresh);
    g->sys[sys].damaged[p] = (uint8_t)(g->sys[sys].damaged[p] + damaged);
}

static bool place_building(game_state *g, int p, int sys, bool starport, bool damaged) {
    for (int i = 0; i < planet_slots(sys); i++) {
        if (g->sys[sys].bld[i]) continue;
        if (starport) {
            if (!g->pl[p].starports_supply) return false;
            g->pl[p].starports_supply--;
        } else {
            if (!g->pl[p].cities_on_board) return false;
            g->pl[p].cities_on_board--;
        }
        g->sys[sys].bld[i] = BLD_MAKE(p, starport, damaged);
        return true;
    }
    return false;
}

void wf_synthetic_state(game_state *g, int np, uint64_t seed) {
    uint64_t x = seed * 0x9E3779B97F4A7C15ull + 0x1234567ull;
    if (!x) x = 1;
    memset(g, 0, sizeof *g);
    g->num_players = (uint8_t)np;
    g->mode = ARCS_MODE_BASE;
    int cards[NUM_SETUP_CARDS], nc = 0;
    for (int i = 0; i < NUM_SETUP_CARDS; i++)
        if (setup_cards[i].players == np) cards[nc++] = i;
    g->setup_card = (uint8_t)cards[below(&x, nc)];
    const setup_card *sc = &setup_cards[g->setup_card];
    g->out_of_play = sc->out_of_play;
    g->chapter = (uint8_t)(1 + below(&x, 5));
    g->initiative = (uint8_t)below(&x, np);
    g->winner = NO_PLAYER;
    for (int r = 0; r < NUM_RES; r++) g->res_supply[r] = RES_PER_TYPE;
    for (int p = 0; p < np; p++) {
        player_state *pl = &g->pl[p];
        pl->cities_on_board = CITIES_PER_PLAYER;
        pl->ships_supply = SHIPS_PER_PLAYER;
        pl->starports_supply = STARPORTS_PER_PLAYER;
        pl->agents_supply = AGENTS_PER_PLAYER;
        pl->power = (int16_t)below(&x, 30);
    }
    for (int p = np; p < MAX_PLAYERS; p++) g->played[p] = g->seize_card[p] = NO_CARD;

    /* Starting pieces as the setup card shows them (Base rulebook, Setup N/O). */
    for (int p = 0; p < np; p++) {
        const setup_seat *st = &sc->seat[p];
        place_ships(g, p, st->a, 3, 0);
        place_building(g, p, st->a, false, false);
        place_ships(g, p, st->b, 3, 0);
        place_building(g, p, st->b, true, false);
        for (int i = 0; i < 2; i++)
            if (st->c[i] != 0xFF) place_ships(g, p, st->c[i], 2, 0);
        give_resource(g, p, planet_type(st->a));
        give_resource(g, p, planet_type(st->b));
    }
    /* Then a game's worth of disorder. */
    int in_play[NUM_SYSTEMS], nin = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s)) in_play[nin++] = s;
    for (int k = 0; k < 20; k++) {
        int p = below(&x, np), s = in_play[below(&x, nin)];
        switch (below(&x, 8)) {
        case 0: place_ships(g, p, s, below(&x, 3), below(&x, 2)); break;
        case 1: place_building(g, p, s, below(&x, 2), below(&x, 2)); break;
        case 2: give_resource(g, p, below(&x, NUM_RES)); break;
        case 3: { /* a Rival's ship or agent as a Trophy / Captive */
            int q = (p + 1 + below(&x, np - 1)) % np;
            if (g->pl[q].ships_supply) {
                g->pl[q].ships_supply--;
                g->pl[p].trophy_ships[q]++;
            }
            if (g->pl[q].agents_supply) {
                g->pl[q].agents_supply--;
                g->pl[p].captives[q]++;
            }
            break;
        }
        case 4: { /* Outrage: the agent covers the icon */
            int r = below(&x, NUM_RES);
            if (!(g->pl[p].outrage & (1u << r)) && g->pl[p].agents_supply) {
                g->pl[p].outrage |= (uint8_t)(1u << r);
                g->pl[p].agents_supply--;
            }
            break;
        }
        case 5: { /* a city in a Rival's Trophies */
            int q = (p + 1 + below(&x, np - 1)) % np;
            if (g->pl[q].cities_on_board > 1) {
                g->pl[q].cities_on_board--;
                g->pl[p].trophy_cities[q]++;
            }
            break;
        }
        default: {
            int s2 = in_play[below(&x, nin)];
            place_ships(g, p, s2, 1, 0);
        }
        }
    }
    /* Resources must sit in open slots after cities left the board. */
    for (int p = 0; p < np; p++)
        for (int i = open_res_slots(&g->pl[p]); i < RES_SLOTS; i++)
            if (g->pl[p].res[i]) {
                g->res_supply[g->pl[p].res[i] - 1]++;
                g->pl[p].res[i] = RES_EMPTY;
            }

    /* Action cards: 28 with 4 players, else without the 1s and 7s. */
    uint8_t deck[NUM_ACTION_CARDS];
    int n = 0;
    for (int c = 0; c < BASE_ACTION_CARDS; c++) {
        bool four_only = action_number(c) == 1 || action_number(c) == 7;
        if (np == 4 || !four_only) deck[n++] = (uint8_t)c;
    }
    for (int i = n - 1; i > 0; i--) {
        int j = below(&x, i + 1);
        uint8_t t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
    int k = 0;
    for (int p = 0; p < np; p++)
        for (int j = 0, h = 1 + below(&x, 5); j < h; j++) g->pl[p].hand |= 1u << deck[k++];
    /* A round in progress: a lead, a Copy, perhaps a seize. */
    g->lead_card = NO_CARD;
    g->seized_by = NO_PLAYER;
    g->turn_player = NO_PLAYER;
    for (int p = 0; p < np; p++) g->played[p] = g->seize_card[p] = NO_CARD;
    int lead = g->initiative;
    g->played[lead] = deck[k++];
    g->play_mode[lead] = PLAY_LEAD;
    g->lead_card = g->played[lead];
    int copier = (lead + 1) % np;
    g->played[copier] = deck[k++];
    g->play_mode[copier] = PLAY_COPY;
    if (below(&x, 2)) {
        g->seized_by = (uint8_t)copier;
        g->seize_card[copier] = deck[k++];
    }
    g->turn_player = (uint8_t)copier;
    g->turns_done = 2;
    g->pips = (uint8_t)below(&x, 4);
    g->pip_suit = (uint8_t)action_suit(g->lead_card);
    int in_deck = below(&x, n - k + 1);
    for (int i = 0; i < in_deck; i++) g->action_deck[g->action_deck_len++] = deck[k++];
    while (k < n) g->action_discard[g->action_discard_len++] = deck[k++];

    /* The Court: the 31 base cards, a row, some held, some discarded. */
    uint16_t court[COURT_CARDS_MAX];
    int ncourt = 0;
    for (int c = 0; c < card_table_len; c++)
        if (card_table[c].tags & TAG_BASE_COURT) court[ncourt++] = (uint16_t)c;
    for (int i = ncourt - 1; i > 0; i--) {
        int j = below(&x, i + 1);
        uint16_t t = court[i];
        court[i] = court[j];
        court[j] = t;
    }
    k = 0;
    g->court_row_len = np == 2 ? 3 : 4;
    for (int i = 0; i < COURT_ROW_MAX; i++) g->court_row[i] = NO_COURT_CARD;
    for (int i = 0; i < g->court_row_len; i++) {
        if (i == 1 && below(&x, 3) == 0) continue; /* an empty place */
        g->court_row[i] = court[k++];
        for (int p = 0; p < np; p++) {
            int a = below(&x, 3);
            if (g->pl[p].agents_supply >= a) {
                g->pl[p].agents_supply = (uint8_t)(g->pl[p].agents_supply - a);
                g->court_agents[i][p] = (uint8_t)a;
            }
        }
    }
    for (int p = 0; p < np; p++)
        for (int j = 0, h = below(&x, 4); j < h; j++)
            if (card_table[court[k]].kind == CK_GUILD) g->pl[p].guild[g->pl[p].guild_count++] = court[k++];
    for (int j = 0, h = below(&x, 4); j < h; j++) court_discard_pile(g)[g->court_discard_len++] = court[k++];
    while (k < ncourt) court_deck_pile(g)[g->court_deck_len++] = court[k++];

    /* Ambitions: a declared one perhaps. */
    g->marker_box[0] = g->marker_box[1] = g->marker_box[2] = 0xFF;
    if (below(&x, 2)) g->marker_box[0] = (uint8_t)below(&x, ARCS_AMBITION_COUNT);
    g->marker_flipped = (uint8_t)below(&x, 8);
    int taxed = (int)below(&x, NUM_SYSTEMS * SLOTS_PER_SYSTEM);
    g->taxed[taxed / SLOTS_PER_SYSTEM] = (uint8_t)(1u << (taxed % SLOTS_PER_SYSTEM));

    /* A battle in progress, sometimes. */
    if (below(&x, 2)) {
        battle_state *b = &g->battle;
        b->active = 1;
        b->system = (uint8_t)in_play[below(&x, nin)];
        b->attacker = (uint8_t)copier;
        b->defender = (uint8_t)lead;
        b->dice[0] = 2;
        b->dice[2] = 1;
        b->nfaces = 3;
        b->faces[0] = 1;
        b->faces[1] = 4;
        b->faces[2] = 2;
        b->ship_hits = 1;
        b->step = 9; /* hits on defending ships (lib/rules/battle.c, BS_SHIPS) */
        b->intercepts = 1;
        b->intercepted = 1;
    }
    /* Faces queued for the next roll, sometimes. */
    if (below(&x, 3) == 0) {
        uint8_t faces[3] = {5, 0, 2};
        battle_force_faces(g, faces, 1 + below(&x, 3));
    }

    /* The stack as a turn leaves it (a battle resolving in it, if any),
     * then the end of the game. */
    push_frame(g, FR_ROUND, g->initiative)->a = 1;
    push_frame(g, FR_END_TURN, copier);
    push_frame(g, FR_TURN, copier);
    if (g->battle.active) push_frame(g, FR_BATTLE_RESOLVE, copier);
    g->game_over = 1;
    g->winner = (uint8_t)below(&x, np);
    rng_seed(g, seed);
}

arcs_game *wf_handle(const game_state *s) {
    struct arcs_game *game = game_alloc(NULL); /* zeroed, released by arcs_game_free */
    if (!game) return NULL;
    game->s = *s;
    game->origin.players = s->num_players;
    return game;
}

static arcs_game *new_game(const arcs_config *cfg) {
    arcs_game *game = NULL;
    return arcs_game_new(cfg, &game) == ARCS_OK ? game : NULL;
}

arcs_game *wf_try_new_explicit_game(int np, uint64_t seed) {
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = np;
    cfg.seed = seed;
    cfg.chance = ARCS_CHANCE_EXPLICIT;
    cfg.first_player = (int)(seed % (uint64_t)np);
    int k = 0;
    for (int i = 0; i < NUM_SETUP_CARDS; i++)
        if (setup_cards[i].players == np && k++ == (int)(seed % 4)) cfg.setup = setup_cards[i].name;
    return new_game(&cfg);
}

arcs_game *wf_try_new_game(int np, uint64_t seed) {
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = np;
    cfg.seed = seed;
    return new_game(&cfg);
}

arcs_game *wf_new_game_in(int np, uint64_t seed, arcs_mode mode, bool explicit_chance) {
    arcs_config c;
    arcs_config_init(&c);
    c.players = np;
    c.seed = seed;
    c.mode = mode;
    c.chance = explicit_chance ? ARCS_CHANCE_EXPLICIT : ARCS_CHANCE_INTERNAL;
    c.first_player = explicit_chance ? 0 : -1;
    /* Explicit chance outside the campaign: a named setup card. */
    static const char *const setups[3] = {"2p Frontiers", "3p Frontiers", "4p Mix Up 1"};
    if (explicit_chance && mode != ARCS_MODE_CAMPAIGN) c.setup = setups[np - 2];
    c.summit_deal_limit = 2; /* random play: every Summit ends */
    arcs_game *g = NULL;
    return arcs_game_new(&c, &g) == ARCS_OK ? g : NULL;
}

arcs_game *wf_new_campaign_game(int np, uint64_t seed, bool explicit_chance) {
    return wf_new_game_in(np, seed, ARCS_MODE_CAMPAIGN, explicit_chance);
}

arcs_game *wf_new_ll_game(int np, uint64_t seed) { return wf_new_game_in(np, seed, ARCS_MODE_LEADERS_LORE, false); }
