/* arcs_describe and arcs_setup_name: content, buffer conventions, size bound. */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/tables.h"

/* A new game on a named setup card, with the board cleared (every piece and
 * resource back to its supply) and no resources on the 2-player ambition
 * boxes, so each test places exactly what it checks. */
static arcs_game *blank_game(int players, int card) {
    assert_int_equal(setup_cards[card].players, players);
    arcs_game *game = t_new_game(players, 11, setup_cards[card].name);
    t_clear_board(game);
    game_state *g = &game->s;
    for (int r = 0; r < NUM_RES; r++) {
        g->res_supply[r] = (uint8_t)(g->res_supply[r] + g->phantom[r]);
        g->phantom[r] = 0;
    }
    return game;
}

static char *describe_all(const arcs_game *game) {
    size_t need = 0;
    arcs_status st = arcs_describe(game, NULL, 0, &need);
    assert_true(st == ARCS_E_BUFFER_TOO_SMALL);
    assert_true(need > 0);
    char *buf = malloc(need + 1);
    assert_non_null(buf);
    size_t written = 0;
    assert_int_equal(arcs_describe(game, buf, need + 1, &written), ARCS_OK);
    assert_int_equal(written, need);
    assert_int_equal(strlen(buf), need);
    return buf;
}

static void assert_contains(const char *text, const char *part) {
    if (!strstr(text, part)) fail_msg("description lacks \"%s\":\n%s", part, text);
}

static void describe_shows_boards_map_court_and_round(void **state) {
    (void)state;
    arcs_game *game = blank_game(3, 4); /* 3p Mix Up: clusters 1 and 4 out of play */
    game_state *g = &game->s;
    g->chapter = 2;
    g->initiative = 1;
    g->pl[0].power = 7;
    g->pl[2].power = 12;
    g->pl[0].hand = (1u << 3) | (1u << 10) | (1u << 17);
    t_give_resource(game, 0, 0, ARCS_FUEL);
    t_give_resource(game, 0, 1, ARCS_PSIONIC);
    g->pl[1].outrage = 1u << ARCS_RELIC;
    g->pl[1].agents_supply--;
    g->pl[2].trophy_ships[0] = 2;
    g->pl[0].ships_supply -= 2;
    g->pl[2].captives[1] = 1;
    g->pl[1].agents_supply--;
    g->pl[2].guild[0] = (uint16_t)card_index("ARCS-BC01");
    g->pl[2].guild_count = 1;
    t_place_ships(game, 0, 2 * 4 + 3, 3, 1); /* 3-hex */
    t_place_ships(game, 1, 2 * 4 + 3, 1, 0);
    t_place_building(game, 0, 2 * 4 + 3, 0, false, false);
    t_place_building(game, 1, 2 * 4 + 3, 1, true, true);
    g->court_row[0] = (uint16_t)card_index("ARCS-BC16"); /* Lattice Spies */
    g->court_row[1] = (uint16_t)card_index("ARCS-BC26"); /* Mass Uprising */
    g->court_agents[0][2] = 2;
    g->pl[2].agents_supply -= 2;
    g->marker_box[2] = ARCS_WARLORD;
    g->zero_marker = 1;
    g->lead_card = 7 + 3; /* Aggression-4 */
    g->played[1] = 7 + 3;
    g->play_mode[1] = PLAY_LEAD;
    g->played[2] = 14 + 1; /* Construction-2, copied face down */
    g->play_mode[2] = PLAY_COPY;
    g->turn_player = 1;
    g->pips = 2;
    g->pip_suit = ARCS_AGGRESSION;
    push_frame(g, FR_TURN, 1);

    char *text = describe_all(game);
    assert_contains(text, "3 players, setup 3p Mix Up, chapter 2, Player 2 holds the initiative");
    assert_contains(text, "Deciding: Player 2 (turn)");
    assert_contains(text, "Power: P1 7, P2 0, P3 12");
    assert_contains(text, "Player 1: Power 7, 3 cards in hand");
    assert_contains(text, "[1:Fuel 3k] [2:Psionic 1k] [3:empty 1k] [4:covered]");
    assert_contains(text, "4 cities on the board");
    assert_contains(text, "Outrage: Relic");
    assert_contains(text, "Trophies: P1 2 ships;");
    assert_contains(text, "Captives: P2 x1");
    assert_contains(text, "Guild cards: Loyal Engineers");
    assert_contains(text, "cluster 1 out of play");
    assert_contains(text, "cluster 4 out of play");
    assert_contains(text, "3-hex      Weapon    P1 3 fresh 1 damaged, P2 1 fresh, [1:P1 city], [2:P2 starport, damaged] "
                          "(P1 controls)");
    assert_contains(text, "3-gate");
    assert_contains(text, "1. Lattice Spies (Psionic Guild, 2 keys); agents: P3 x2");
    assert_contains(text, "2. Mass Uprising (Vox)");
    char court[64];
    snprintf(court, sizeof court, "Court (deck %d, discard %d)", g->court_deck_len, g->court_discard_len);
    assert_contains(text, court);
    assert_contains(text, "available markers 2/0, 3/2");
    assert_contains(text, "Warlord  marker 5/3");
    assert_contains(text, "lead card Aggression-4 (zero marker on it");
    assert_contains(text, "Player 2: lead Aggression-4");
    assert_contains(text, "Player 3: Copy (face down)");
    assert_contains(text, "Player 1: not yet played");
    assert_contains(text, "turn: Player 2, 2 pips left (Aggression)");
    /* Face-down and hand cards stay hidden. */
    assert_null(strstr(text, "Construction-2"));
    assert_null(strstr(text, "Administration-4"));
    free(text);
    arcs_game_free(game);
}

static void describe_two_player_boxes_and_game_over(void **state) {
    (void)state;
    arcs_game *game = blank_game(2, 0);
    game_state *g = &game->s;
    g->phantom[ARCS_FUEL] = 2;
    g->res_supply[ARCS_FUEL] -= 2;
    g->phantom[ARCS_RELIC] = 1;
    g->res_supply[ARCS_RELIC] -= 1;
    g->marker_flipped = 1;
    g->game_over = 1;
    g->winner = 1;
    char *text = describe_all(game);
    assert_contains(text, "setup 2p Frontiers");
    assert_contains(text, "Game over: Player 2 wins.");
    assert_contains(text, "Tycoon   -; resources on the box: Fuel x2");
    assert_contains(text, "Keeper   -; resources on the box: Relic x1");
    assert_contains(text, "available markers 4/2 (flipped), 3/2, 5/3");
    assert_contains(text, "general supply: Material 5, Fuel 3, Weapon 5, Relic 4, Psionic 5");
    assert_null(strstr(text, "Player 3"));
    assert_contains(text, "are p0-p1 in the move text");
    free(text);
    arcs_game_free(game);
}

static void describe_buffer_conventions(void **state) {
    (void)state;
    arcs_game *game = blank_game(4, 8);
    char *full = describe_all(game);
    size_t n = strlen(full);

    char small[40];
    memset(small, 'x', sizeof small);
    size_t written = 0;
    assert_int_equal(arcs_describe(game, small, sizeof small, &written), ARCS_E_BUFFER_TOO_SMALL);
    assert_int_equal(written, n);
    assert_int_equal(strlen(small), sizeof small - 1);
    assert_memory_equal(small, full, sizeof small - 1);

    /* Exactly the length is one too small (no room for the NUL). */
    char *exact = malloc(n);
    assert_int_equal(arcs_describe(game, exact, n, &written), ARCS_E_BUFFER_TOO_SMALL);
    assert_int_equal(strlen(exact), n - 1);
    free(exact);

    char one[1] = {'x'};
    assert_int_equal(arcs_describe(game, one, 1, NULL), ARCS_E_BUFFER_TOO_SMALL);
    assert_int_equal(one[0], 0);

    assert_int_equal(arcs_describe(NULL, small, sizeof small, &written), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_describe(game, NULL, 10, &written), ARCS_E_INVALID_ARG);
    free(full);
    arcs_game_free(game);
}

/* "8 KiB always suffice": a 4-player state more crowded than any real one
 * (every count two digits wide, every slot full, all 25 Guild cards held)
 * stays below. */
static void describe_fits_in_8k(void **state) {
    (void)state;
    arcs_game *game = blank_game(4, 8);
    game_state *g = &game->s;
    g->out_of_play = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        for (int p = 0; p < 4; p++) {
            g->sys[s].fresh[p] = 15;
            g->sys[s].damaged[p] = 15;
        }
        for (int i = 0; i < planet_slots(s); i++) g->sys[s].bld[i] = BLD_MAKE(i % 4, i & 1, 1);
    }
    int guild = card_index("ARCS-BC01");
    for (int p = 0; p < 4; p++) {
        player_state *pl = &g->pl[p];
        pl->power = -100;
        pl->cities_on_board = 0;
        for (int i = 0; i < RES_SLOTS; i++) pl->res[i] = (uint8_t)(i % 5 + 1);
        pl->outrage = 0x1F;
        pl->outrage_placeholder = 0x1F;
        for (int q = 0; q < 4; q++) {
            pl->captives[q] = pl->trophy_ships[q] = pl->trophy_cities[q] = pl->trophy_starports[q] =
                pl->trophy_agents[q] = 15;
        }
        /* The 25 Guild cards of the base Court, spread 7/6/6/6. */
        pl->guild_count = p == 0 ? 7 : 6;
        for (int i = 0; i < pl->guild_count; i++) pl->guild[i] = (uint16_t)(guild + (p * 7 + i) % 25);
        pl->hand = 0x0FFFFFFF;
        g->played[p] = (uint8_t)(p + 3);
        g->play_mode[p] = PLAY_PIVOT;
        g->seize_card[p] = 20;
    }
    g->court_row_len = COURT_ROW_MAX;
    for (int i = 0; i < COURT_ROW_MAX; i++) {
        g->court_row[i] = (uint16_t)(guild + 25 + i % 6);
        for (int p = 0; p < 4; p++) g->court_agents[i][p] = 10;
    }
    for (int m = 0; m < 3; m++) g->marker_box[m] = ARCS_TYCOON;
    g->marker_flipped = 7;
    g->lead_card = 3;
    g->zero_marker = 1;
    g->turn_player = 2;
    g->pips = 4;
    g->prelude_open = 1;
    g->weapon_battle = 1;
    g->battle.active = 1;
    push_frame(g, FR_TURN, 2);
    size_t need = 0;
    assert_int_equal(arcs_describe(game, NULL, 0, &need), ARCS_E_BUFFER_TOO_SMALL);
    if (need >= 8192) fail_msg("description needs %zu bytes", need);
    char buf[8192];
    assert_int_equal(arcs_describe(game, buf, sizeof buf, NULL), ARCS_OK);
    arcs_game_free(game);
}

static void setup_names_follow_the_setup_card(void **state) {
    (void)state;
    for (int i = 0; i < NUM_SETUP_CARDS; i++) {
        /* By table name and by cards.csv id. */
        arcs_game *game = t_new_game(setup_cards[i].players, (uint64_t)i, setup_cards[i].name);
        assert_string_equal(arcs_setup_name(game), setup_cards[i].name);
        arcs_game_free(game);
        game = t_new_game(setup_cards[i].players, (uint64_t)i, setup_cards[i].id);
        assert_string_equal(arcs_setup_name(game), setup_cards[i].name);
        arcs_game_free(game);
    }
    assert_string_equal(arcs_setup_name(NULL), "?");
    arcs_game *game = t_new_game(4, 3, "4p Mix Up 1");
    game->s.setup_card = NUM_SETUP_CARDS; /* corrupt: no crash */
    assert_string_equal(arcs_setup_name(game), "?");
    arcs_game_free(game);
}

/* A random setup card is one of the player count's. */
static void random_setup_has_a_name_for_the_player_count(void **state) {
    (void)state;
    for (int players = 2; players <= 4; players++)
        for (uint64_t seed = 0; seed < 8; seed++) {
            arcs_game *game = t_new_game(players, seed, NULL);
            char prefix[4];
            snprintf(prefix, sizeof prefix, "%dp ", players);
            assert_memory_equal(arcs_setup_name(game), prefix, 3);
            arcs_game_free(game);
        }
}

/* Through the public API: a new game described before any move. */
static void describe_a_new_game(void **state) {
    (void)state;
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = 3;
    cfg.setup = "3p Frontiers";
    cfg.seed = 5;
    cfg.first_player = 1;
    arcs_game *game = NULL;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
    assert_string_equal(arcs_setup_name(game), "3p Frontiers");
    uint64_t before = arcs_state_hash(game);
    char *text = describe_all(game);
    assert_int_equal(arcs_state_hash(game), before);
    assert_contains(text, "3 players, setup 3p Frontiers, chapter 1, Player 2 holds the initiative");
    assert_contains(text, "cluster 2 out of play");
    assert_contains(text, "cluster 3 out of play");
    assert_contains(text, "Player 1: Power 0, 6 cards in hand");
    assert_contains(text, "available markers 2/0, 3/2, 5/3");
    assert_contains(text, "no card led yet");
    /* Setup: A gets 3 ships and a city (Base rulebook, "Setup"; 3p Frontiers
     * seat 1 is 1-hex). */
    assert_contains(text, "1-hex      Material  P2 3 fresh, [1:P2 city]");
    free(text);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(describe_shows_boards_map_court_and_round),
        cmocka_unit_test(describe_two_player_boxes_and_game_over),
        cmocka_unit_test(describe_buffer_conventions),
        cmocka_unit_test(describe_fits_in_8k),
        cmocka_unit_test(setup_names_follow_the_setup_card),
        cmocka_unit_test(random_setup_has_a_name_for_the_player_count),
        cmocka_unit_test(describe_a_new_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
