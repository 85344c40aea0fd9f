/* Battle, Destroying Cities (Outrage, Ransack) and Raiding
 * (Base rulebook, "Battle (Aggression)", "Destroying Cities", "Raiding").
 *
 * Each test takes a game from setup, clears the board, lays the Court out in
 * a known order, and gives p0 a lead turn with Aggression-2 (3 pips); the
 * battle starts with the move "p0 action battle" and, once it is over, p0's
 * turn continues (FR_TURN on top again). */
#include "support.h"

#include <stdio.h>
#include <string.h>

#include "data/tables.h"

/* Systems used below (docs/components.md §1). */
#define SYS_2_HEX (1 * 4 + SYS_HEX)           /* Relic planet, 2 building slots */
#define SYS_5_CRESCENT (4 * 4 + SYS_CRESCENT) /* Relic planet, 1 building slot */
#define SYS_1_HEX (0 * 4 + SYS_HEX)           /* Material planet, 2 building slots */
#define SYS_3_GATE (2 * 4 + SYS_GATE)

/* Faces (docs/components.md §4, Face 1..6 = 0..5). */
enum { A_BLANK = 0, A_SELF_HIT = 1, A_HIT_HIT = 3, A_SELF_HIT_HIT = 4, A_INTERCEPT_HIT = 5 };
enum { S_BLANK = 0, S_HIT = 3 };
enum { R_INTERCEPT = 0, R_INTERCEPT_KEY_KEY = 1, R_SELF_KEY = 2, R_BLDG_KEY = 3, R_SELF_BLDG = 4 };

static int card(const char *id) {
    int c = card_index(id);
    assert_true(c >= 0);
    return c;
}

/* A game from setup with an empty board, the Court deck in card order
 * (lowest card on top) and the row refilled from it, and p0 leading `lead`. */
static arcs_game *new_game_leading(int np, int lead) {
    arcs_game *game = t_new_game(np, 7, NULL);
    game_state *g = &game->s;
    t_clear_board(game);
    g->out_of_play = 0; /* the tests use systems of every cluster */
    uint16_t cards[COURT_CARDS_MAX];
    int n = 0;
    for (int i = 0; i < g->court_deck_len; i++) cards[n++] = court_deck_pile(g)[i];
    for (int i = 0; i < g->court_row_len; i++)
        if (g->court_row[i] != NO_COURT_CARD) cards[n++] = g->court_row[i];
    for (int i = 0; i < g->court_discard_len; i++) cards[n++] = court_discard_pile(g)[i];
    memset(court_deck_pile(g), 0, (size_t)court_pile_max(g) * sizeof(uint16_t));
    memset(court_discard_pile(g), 0, (size_t)court_pile_max(g) * sizeof(uint16_t));
    g->court_discard_len = 0;
    for (int i = 0; i < n; i++) /* descending: the lowest card ends on top */
        for (int j = i + 1; j < n; j++)
            if (cards[j] > cards[i]) {
                uint16_t t = cards[i];
                cards[i] = cards[j];
                cards[j] = t;
            }
    memcpy(court_deck_pile(g), cards, (size_t)n * sizeof cards[0]);
    g->court_deck_len = (uint8_t)n;
    for (int i = 0; i < g->court_row_len; i++) court_refill(g, i);
    t_start_lead_turn(game, 0, lead);
    return game;
}

static arcs_game *new_game(int np) { return new_game_leading(np, t_card(ARCS_AGGRESSION, 2)); }

static void check(arcs_game *game) {
    t_assert_texts_round_trip(game);
    t_assert_invariants(game);
}

static void play(arcs_game *game, const char *text);

/* p0 spends a pip of the lead card on Battle. */
static void start(arcs_game *game, int p) {
    assert_true(battle_possible(&game->s, p));
    char text[32];
    snprintf(text, sizeof text, "p%d action battle", p);
    play(game, text);
}

static void play(arcs_game *game, const char *text) {
    arcs_status st = t_apply_str(game, text);
    if (st != ARCS_OK) fail_msg("%s: %s", text, arcs_status_str(st));
    check(game);
}

static void rejected(arcs_game *game, const char *text) {
    uint64_t h = arcs_state_hash(game);
    size_t hl = arcs_history_length(game);
    assert_int_not_equal(t_apply_str(game, text), ARCS_OK);
    assert_int_equal(arcs_state_hash(game), h);
    assert_int_equal(arcs_history_length(game), hl);
}

static size_t legal_count(arcs_game *game) {
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    return n;
}

static int top_kind(arcs_game *game) { return game->s.depth ? top_frame(&game->s)->kind : FR_NONE; }

/* The battle has ended and p0's turn goes on. */
static void assert_battle_over(arcs_game *game) {
    assert_int_equal(top_kind(game), FR_TURN);
    assert_int_equal(game->s.battle.active, 0);
}

static void force(arcs_game *game, const uint8_t *faces, int n) { battle_force_faces(&game->s, faces, n); }

/* Answer the dice questions: each type's count is asked only when there is
 * a choice (a type whose only possible count is 0 is skipped), so a count
 * for a type not asked must be 0. */
static void collect_dice(arcs_game *game, int assault, int skirmish, int raid) {
    static const char *const TYPES[3] = {"assault", "skirmish", "raid"};
    const int n[3] = {assault, skirmish, raid};
    for (int t = 0; t < 3; t++) {
        if (top_kind(game) == FR_BATTLE_DICE && top_frame(&game->s)->a == t) {
            char text[40];
            snprintf(text, sizeof text, "p%d dice %s %d", game->s.battle.attacker, TYPES[t], n[t]);
            play(game, text);
        } else {
            assert_int_equal(n[t], 0);
        }
    }
}

static void give_agents(arcs_game *game, int p, int pos, int n) {
    game_state *g = &game->s;
    assert_true(g->pl[p].agents_supply >= n);
    g->pl[p].agents_supply = (uint8_t)(g->pl[p].agents_supply - n);
    g->court_agents[pos][p] = (uint8_t)(g->court_agents[pos][p] + n);
}

/* Move a Court card from the deck to a player's Guild cards. */
static void give_guild(arcs_game *game, int p, const char *id) {
    game_state *g = &game->s;
    int c = card(id);
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == c) {
            memmove(&court_deck_pile(g)[i], &court_deck_pile(g)[i + 1], (size_t)(g->court_deck_len - i - 1) * sizeof(uint16_t));
            court_deck_pile(g)[--g->court_deck_len] = 0;
            g->pl[p].guild[g->pl[p].guild_count++] = (uint16_t)c;
            return;
        }
    fail_msg("%s not in the Court deck", id);
}

static bool holds_guild(const game_state *g, int p, const char *id) {
    int c = card_index(id);
    for (int i = 0; i < g->pl[p].guild_count; i++)
        if (g->pl[p].guild[i] == c) return true;
    return false;
}

static bool in_court_discard(const game_state *g, const char *id) {
    int c = card_index(id);
    for (int i = 0; i < g->court_discard_len; i++)
        if (court_discard_pile(g)[i] == c) return true;
    return false;
}

/* ---- log capture ---- */

typedef struct log_buf {
    char text[16384];
    size_t len;
} log_buf;

static void collect(void *ud, const char *line) {
    log_buf *lb = ud;
    size_t n = strlen(line);
    if (lb->len + n + 2 < sizeof lb->text) {
        memcpy(lb->text + lb->len, line, n);
        lb->len += n;
        lb->text[lb->len++] = '\n';
        lb->text[lb->len] = 0;
    }
}

/* ---- the rulebook's worked examples ---- */

/* Base rulebook, Battle example: Mikah (p0, 4 fresh ships) battles Lotus (p1:
 * 1 fresh ship, 2 damaged ships, 1 damaged city) at a Relic planet; then
 * the Destroying Cities example (Outrage of Relic, Ransack) and the Raiding
 * example (1 Material and 1 Weapon stolen; the Relic in a 3-key slot would
 * need one more key). The text fixes the roll's totals: 1 self (the
 * flame), an intercept, 1 hit, 1 building hit and 2 keys; these faces give
 * exactly that: assault blank, assault intercept+hit, raid self+key, raid
 * bldg+key. */
static void worked_battle_mikah_vs_lotus(void **state) {
    (void)state;
    arcs_game *game = new_game(3);
    game_state *g = &game->s;
    log_buf lb = {{0}, 0};
    game->log = collect;
    game->log_ud = &lb;
    t_place_ships(game, 0, SYS_2_HEX, 4, 0);
    t_place_ships(game, 1, SYS_2_HEX, 1, 2);
    t_place_building(game, 1, SYS_2_HEX, 0, false, true);
    /* Lotus's board: Relic in the 3-key slot, Material and Weapon in 1-key slots. */
    t_give_resource(game, 1, 0, ARCS_RELIC);
    t_give_resource(game, 1, 1, ARCS_MATERIAL);
    t_give_resource(game, 1, 2, ARCS_WEAPON);
    /* Mikah holds a Relic and two Relic Guild cards (one a Loyal Guild). */
    t_give_resource(game, 0, 0, ARCS_RELIC);
    give_guild(game, 0, "ARCS-BC23"); /* Elder Broker, Relic */
    give_guild(game, 0, "ARCS-BC21"); /* Loyal Keepers, Relic: kept on Outrage */
    give_guild(game, 0, "ARCS-BC11"); /* Arms Union, Weapon */
    /* The Court: Lotus has 1 agent on place 0, with 2 of p2's and 1 of Mikah's. */
    int ransacked = g->court_row[0];
    give_agents(game, 1, 0, 1);
    give_agents(game, 2, 0, 2);
    give_agents(game, 0, 0, 1);
    give_agents(game, 2, 1, 1);
    int next_court = court_deck_pile(g)[g->court_deck_len - 1];
    check(game);

    const uint8_t faces[] = {A_BLANK, A_INTERCEPT_HIT, R_SELF_KEY, R_BLDG_KEY};
    force(game, faces, 4);
    start(game, 0);
    /* One battle system and one defender: taken without asking. */
    assert_int_equal(top_kind(game), FR_BATTLE_DICE);
    assert_int_equal(g->battle.system, SYS_2_HEX);
    assert_int_equal(g->battle.defender, 1);
    /* "Mikah can collect up to 4 dice." */
    assert_int_equal(legal_count(game), 5);
    assert_true(t_is_legal(game, "p0 dice assault 4"));
    rejected(game, "p0 dice assault 5");
    rejected(game, "p1 dice assault 2");
    play(game, "p0 dice assault 2");
    assert_true(t_is_legal(game, "p0 dice skirmish 2"));
    rejected(game, "p0 dice skirmish 3");
    play(game, "p0 dice skirmish 0");
    assert_true(t_is_legal(game, "p0 dice raid 2"));
    play(game, "p0 dice raid 2");

    /* The flame hit one of 4 fresh ships (no choice); the intercept adds
     * 1 hit (Lotus has 1 fresh ship): damage a second ship or destroy the
     * damaged one. */
    assert_int_equal(top_kind(game), FR_BATTLE_HIT);
    assert_int_equal(g->sys[SYS_2_HEX].fresh[0], 3);
    assert_int_equal(g->sys[SYS_2_HEX].damaged[0], 1);
    assert_true(t_is_legal(game, "p0 hit 0"));
    assert_true(t_is_legal(game, "p0 hit 1"));
    assert_int_equal(legal_count(game), 2);
    rejected(game, "p0 hit 2");
    rejected(game, "p1 hit 0");
    play(game, "p0 hit 0"); /* "Mikah chooses to damage two of her ships instead of destroying one." */
    assert_int_equal(g->sys[SYS_2_HEX].fresh[0], 2);
    assert_int_equal(g->sys[SYS_2_HEX].damaged[0], 2);
    assert_int_equal(g->pl[1].trophy_ships[0], 0);

    /* The hit: Lotus's fresh ship or one of the damaged ones. */
    assert_int_equal(top_kind(game), FR_BATTLE_HIT);
    assert_true(t_is_legal(game, "p0 hit 0"));
    assert_true(t_is_legal(game, "p0 hit 1"));
    rejected(game, "p0 hit 2"); /* buildings only once no defending ships remain */
    play(game, "p0 hit 0");     /* "Mikah chooses to damage Lotus's last fresh ship." */
    assert_int_equal(g->sys[SYS_2_HEX].fresh[1], 0);
    assert_int_equal(g->sys[SYS_2_HEX].damaged[1], 3);

    /* The building hit destroys the damaged city (no choice): a Trophy for
     * Mikah, not back on Lotus's board. */
    assert_int_equal(g->sys[SYS_2_HEX].bld[0], 0);
    assert_int_equal(g->pl[0].trophy_cities[1], 1);
    assert_int_equal(g->pl[1].cities_on_board, 4);
    /* Outrage: Mikah's Relics and Relic Guild cards are discarded (the Loyal
     * Guild card is kept), and an agent covers the Relic icon. */
    assert_int_equal(resources_held(&g->pl[0], ARCS_RELIC), 0);
    assert_false(holds_guild(g, 0, "ARCS-BC23"));
    assert_true(in_court_discard(g, "ARCS-BC23"));
    assert_true(holds_guild(g, 0, "ARCS-BC21"));
    assert_true(holds_guild(g, 0, "ARCS-BC11"));
    assert_int_equal(g->pl[0].outrage, 1u << ARCS_RELIC);
    assert_int_equal(g->pl[0].outrage_placeholder, 0);
    /* Ransack: the only card with Lotus's agent; all 3 Rival agents become
     * Trophies, Mikah's own agent returns; the row refills. */
    assert_true(holds_guild(g, 0, card_table[ransacked].id));
    assert_int_equal(g->pl[0].trophy_agents[1], 1);
    assert_int_equal(g->pl[0].trophy_agents[2], 2);
    assert_int_equal(g->pl[0].captives[1] + g->pl[0].captives[2], 0);
    assert_int_equal(g->court_row[0], next_court);
    for (int q = 0; q < 3; q++) assert_int_equal(g->court_agents[0][q], 0);
    assert_int_equal(g->court_agents[1][2], 1);
    /* 10 agents - 1 Outrage - 1 back from the ransacked card = 9. */
    assert_int_equal(g->pl[0].agents_supply, 9);

    /* Raiding with 2 keys: Material and Weapon (1 key each), not the Relic (3). */
    assert_int_equal(top_kind(game), FR_BATTLE_RAID);
    assert_int_equal(g->battle.keys, 2);
    assert_true(t_is_legal(game, "p0 raid 0 1"));
    assert_true(t_is_legal(game, "p0 raid 0 2"));
    assert_true(t_is_legal(game, "p0 raid-stop"));
    rejected(game, "p0 raid 0 0");
    rejected(game, "p0 raid 0 3");
    assert_int_equal(legal_count(game), 3);
    play(game, "p0 raid 0 1");
    /* Two empty slots: Mikah chooses where the Material goes. */
    assert_int_equal(top_kind(game), FR_PLACE_RESOURCE);
    assert_true(t_is_legal(game, "p0 place-resource 0"));
    assert_true(t_is_legal(game, "p0 place-resource 1"));
    assert_int_equal(g->pl[1].res[1], RES_EMPTY);
    play(game, "p0 place-resource 1");
    assert_int_equal(g->pl[0].res[1], ARCS_MATERIAL + 1);
    play(game, "p0 raid 0 2");
    play(game, "p0 place-resource 0"); /* or swap with the Material */
    assert_int_equal(g->pl[0].res[0], ARCS_WEAPON + 1);
    assert_int_equal(g->pl[0].res[1], ARCS_MATERIAL + 1);
    assert_int_equal(g->pl[1].res[2], RES_EMPTY);
    assert_int_equal(g->pl[1].res[0], ARCS_RELIC + 1);

    /* Out of keys: the battle is over and its state cleared. */
    assert_battle_over(game);
    assert_int_equal(g->battle.active, 0);
    assert_int_equal(g->battle.nforced, 0);
    assert_non_null(strstr(lb.text, "Battle: Player 1 attacks Player 2 in 2-hex."));
    assert_non_null(strstr(lb.text, "Rolled: assault blank, assault intercept+hit, raid self+key, raid bldg+key."));
    assert_non_null(strstr(lb.text, "Player 2 intercepts: 1 hit(s)"));
    assert_non_null(strstr(lb.text, "Player 2's city in 2-hex is destroyed: a Trophy for Player 1."));
    assert_non_null(strstr(lb.text, "Player 1 ransacks the Court"));
    assert_non_null(strstr(lb.text, "Player 1 steals a Weapon from Player 2"));
    game->log = NULL;
    arcs_game_free(game);
}

/* Base rulebook, Destroying Cities example, on its own: city_destroyed()
 * works outside battle too ("even outside battle!"). */
static void outrage_and_ransack_example(void **state) {
    (void)state;
    arcs_game *game = new_game(4);
    game_state *g = &game->s;
    t_give_resource(game, 0, 0, ARCS_RELIC);
    t_give_resource(game, 0, 1, ARCS_RELIC);
    give_guild(game, 0, "ARCS-BC24"); /* Relic Fence */
    give_guild(game, 0, "ARCS-BC05"); /* Construction Union, Material */
    give_agents(game, 1, 2, 1);       /* Lotus: 1 agent on place 2 ... */
    give_agents(game, 3, 2, 2);       /* ... with 2 more Rival agents: 3 in all */
    give_agents(game, 2, 1, 1);
    int secured = g->court_row[2];
    int refill = court_deck_pile(g)[g->court_deck_len - 1];
    check(game);
    int relics = g->res_supply[ARCS_RELIC];
    city_destroyed(g, 0, 1, SYS_5_CRESCENT);
    run_forward(g);
    check(game);
    assert_int_equal(g->res_supply[ARCS_RELIC], relics + 2);
    assert_int_equal(resources_held(&g->pl[0], ARCS_RELIC), 0);
    assert_true(in_court_discard(g, "ARCS-BC24"));
    assert_true(holds_guild(g, 0, "ARCS-BC05"));
    assert_int_equal(g->pl[0].outrage, 1u << ARCS_RELIC);
    assert_int_equal(g->pl[0].agents_supply, 9);
    assert_true(holds_guild(g, 0, card_table[secured].id));
    assert_int_equal(g->pl[0].trophy_agents[1], 1);
    assert_int_equal(g->pl[0].trophy_agents[2], 0);
    assert_int_equal(g->pl[0].trophy_agents[3], 2);
    assert_int_equal(g->court_agents[1][2], 1);
    assert_int_equal(g->court_row[2], refill);
    arcs_game_free(game);
}

/* Base rulebook, Raiding example: keys pay the raid cost of the slot; with
 * one more key the Relic in the 3-key slot could be stolen instead. */
static void raiding_example_keys(void **state) {
    (void)state;
    for (int extra = 0; extra < 2; extra++) {
        arcs_game *game = new_game(2);
        game_state *g = &game->s;
        t_place_ships(game, 0, SYS_2_HEX, 2, 0);
        t_place_building(game, 1, SYS_2_HEX, 0, false, false); /* a defending building: raid dice allowed */
        t_give_resource(game, 1, 0, ARCS_RELIC);
        t_give_resource(game, 1, 1, ARCS_MATERIAL);
        t_give_resource(game, 1, 2, ARCS_WEAPON);
        /* intercept+key+key (no fresh defending ship: the intercept does nothing),
         * plus self+key for the third key. */
        const uint8_t faces[] = {R_INTERCEPT_KEY_KEY, R_SELF_KEY};
        force(game, faces, 1 + extra);
        start(game, 0);
        collect_dice(game, 0, 0, 1 + extra);
        if (extra) assert_int_equal(g->sys[SYS_2_HEX].damaged[0], 1); /* the self hit */
        assert_int_equal(g->battle.keys, 2 + extra);
        assert_int_equal(top_kind(game), FR_BATTLE_RAID);
        assert_true(t_is_legal(game, "p0 raid 0 1"));
        assert_true(t_is_legal(game, "p0 raid 0 2"));
        assert_int_equal(t_is_legal(game, "p0 raid 0 0"), extra == 1);
        if (extra) {
            play(game, "p0 raid 0 0"); /* the Relic, for 3 keys */
            assert_true(t_is_legal(game, "p0 place-resource 0"));
            play(game, "p0 place-resource 0");
            assert_int_equal(g->pl[0].res[0], ARCS_RELIC + 1);
            assert_int_equal(g->pl[1].res[0], RES_EMPTY);
        } else {
            play(game, "p0 raid 0 2");
            play(game, "p0 place-resource 1");
            play(game, "p0 raid 0 1");
            play(game, "p0 place-resource 0");
            assert_int_equal(g->pl[0].res[0], ARCS_MATERIAL + 1);
            assert_int_equal(g->pl[0].res[1], ARCS_WEAPON + 1);
            assert_int_equal(g->pl[1].res[0], ARCS_RELIC + 1);
        }
        assert_battle_over(game); /* all keys spent */
        arcs_game_free(game);
    }
}

/* ---- dice collection ---- */

/* Raid Dice Limit: raid dice only with defending buildings in the battle
 * system, or when the defender has no Loyal buildings on the map. */
static void raid_dice_limit(void **state) {
    (void)state;
    /* (a) Lotus has only ships here but a city elsewhere: no raid dice. */
    arcs_game *game = new_game(2);
    game_state *g = &game->s;
    t_place_ships(game, 0, SYS_3_GATE, 3, 0);
    t_place_ships(game, 1, SYS_3_GATE, 1, 0);
    t_place_building(game, 1, SYS_1_HEX, 0, false, false);
    const uint8_t blanks[] = {A_BLANK, S_BLANK};
    force(game, blanks, 2);
    start(game, 0);
    play(game, "p0 dice assault 1");
    assert_true(t_is_legal(game, "p0 dice skirmish 1"));
    play(game, "p0 dice skirmish 1");
    /* The raid count was not asked (0 is the only choice): the battle resolved. */
    assert_battle_over(game);
    assert_int_equal(g->sys[SYS_3_GATE].fresh[1], 1);
    arcs_game_free(game);

    /* Same, asked directly: after skirmish 0 only "raid 0" would be legal, so no frame. */
    game = new_game(2);
    g = &game->s;
    t_place_ships(game, 0, SYS_3_GATE, 3, 0);
    t_place_ships(game, 1, SYS_3_GATE, 1, 0);
    t_place_building(game, 1, SYS_1_HEX, 0, true, false);
    start(game, 0);
    play(game, "p0 dice assault 0");
    assert_false(t_is_legal(game, "p0 dice raid 1"));
    play(game, "p0 dice skirmish 0");
    assert_battle_over(game);
    arcs_game_free(game);

    /* (b) Lotus has no buildings anywhere: raid dice allowed. */
    game = new_game(2);
    g = &game->s;
    t_place_ships(game, 0, SYS_3_GATE, 3, 0);
    t_place_ships(game, 1, SYS_3_GATE, 1, 0);
    start(game, 0);
    play(game, "p0 dice assault 0");
    play(game, "p0 dice skirmish 0");
    assert_int_equal(top_kind(game), FR_BATTLE_DICE);
    assert_true(t_is_legal(game, "p0 dice raid 3"));
    assert_int_equal(legal_count(game), 4);
    arcs_game_free(game);

    /* (c) A defending building in the battle system: raid dice allowed. */
    game = new_game(2);
    g = &game->s;
    t_place_ships(game, 0, SYS_1_HEX, 2, 0);
    t_place_building(game, 1, SYS_1_HEX, 1, true, false);
    t_place_building(game, 1, SYS_2_HEX, 0, false, false);
    start(game, 0);
    play(game, "p0 dice assault 0");
    play(game, "p0 dice skirmish 0");
    assert_true(t_is_legal(game, "p0 dice raid 2"));
    arcs_game_free(game);
}

/* "you cannot collect more than 6 dice of a type"; one die per attacking ship. */
static void six_dice_per_type(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    t_place_ships(game, 0, SYS_2_HEX, 5, 3); /* damaged ships attack too */
    t_place_building(game, 1, SYS_2_HEX, 0, true, false);
    start(game, 0);
    assert_int_equal(legal_count(game), 7); /* assault 0..6 */
    assert_true(t_is_legal(game, "p0 dice assault 6"));
    rejected(game, "p0 dice assault 7");
    rejected(game, "p0 dice skirmish 1"); /* types are collected in order */
    play(game, "p0 dice assault 1");
    assert_int_equal(legal_count(game), 7); /* skirmish 0..6 (7 ships left) */
    rejected(game, "p0 dice skirmish 7");
    play(game, "p0 dice skirmish 5");
    assert_int_equal(legal_count(game), 3); /* raid 0..2 */
    rejected(game, "p0 dice raid 3");
    const uint8_t faces[] = {A_BLANK, S_BLANK, S_BLANK, S_BLANK, S_BLANK, S_BLANK, R_INTERCEPT, R_INTERCEPT};
    force(game, faces, 8);
    play(game, "p0 dice raid 2");
    assert_battle_over(game);
    arcs_game_free(game);
}

/* Collecting no dice at all is legal ("you may collect 1 ... die" for each
 * ship, "You may collect fewer dice than the maximum"): nothing is rolled. */
static void zero_dice_battle(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = &game->s;
    t_place_ships(game, 0, SYS_3_GATE, 2, 0);
    t_place_ships(game, 1, SYS_3_GATE, 2, 0);
    uint64_t rng0 = g->rng[0];
    start(game, 0);
    assert_true(t_is_legal(game, "p0 dice assault 0"));
    collect_dice(game, 0, 0, 0);
    assert_battle_over(game);
    assert_int_equal(g->rng[0], rng0);
    assert_int_equal(g->sys[SYS_3_GATE].fresh[0], 2);
    assert_int_equal(g->sys[SYS_3_GATE].fresh[1], 2);
    arcs_game_free(game);
}

/* ---- resolution order ---- */

/* Intercept happens once per battle, however many intercept faces are rolled:
 * one hit per fresh defending ship, not per face. */
static void intercept_only_once(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = &game->s;
    t_place_ships(game, 0, SYS_2_HEX, 5, 0);
    t_place_ships(game, 1, SYS_2_HEX, 2, 1);
    const uint8_t faces[] = {A_INTERCEPT_HIT, R_INTERCEPT, R_INTERCEPT};
    force(game, faces, 3);
    start(game, 0);
    collect_dice(game, 1, 0, 2);
    assert_int_equal(g->battle.intercepts, 3);
    assert_int_equal(g->battle.intercepted, 1);
    /* 2 intercept hits: the first lands on a fresh ship (all fresh), the second is a choice. */
    assert_int_equal(top_kind(game), FR_BATTLE_HIT);
    assert_int_equal(g->sys[SYS_2_HEX].damaged[0], 1);
    play(game, "p0 hit 1"); /* destroy the damaged one: a Trophy for the defender */
    assert_int_equal(g->sys[SYS_2_HEX].fresh[0], 4);
    assert_int_equal(g->sys[SYS_2_HEX].damaged[0], 0);
    assert_int_equal(g->pl[1].trophy_ships[0], 1);
    assert_int_equal(g->pl[0].trophy_ships[1], 0);
    /* Then the assault hit on the defending ships. */
    assert_int_equal(top_kind(game), FR_BATTLE_HIT);
    play(game, "p0 hit 1");
    assert_int_equal(g->pl[0].trophy_ships[1], 1);
    assert_battle_over(game);
    arcs_game_free(game);

    /* No fresh defending ship: the intercept deals nothing. */
    game = new_game(2);
    g = &game->s;
    t_place_ships(game, 0, SYS_2_HEX, 2, 0);
    t_place_ships(game, 1, SYS_2_HEX, 0, 2);
    const uint8_t icpt[] = {A_INTERCEPT_HIT};
    force(game, icpt, 1);
    start(game, 0);
    collect_dice(game, 1, 0, 0);
    assert_int_equal(g->sys[SYS_2_HEX].fresh[0], 2);
    assert_int_equal(g->pl[0].trophy_ships[1], 1); /* only damaged defenders: no choice */
    assert_battle_over(game);
    arcs_game_free(game);
}

/* Destroyed attacking pieces are the defender's Trophies, destroyed defending
 * pieces the attacker's; without attacking ships left there is no raid. */
static void trophies_go_to_the_right_side(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = &game->s;
    t_place_ships(game, 0, SYS_1_HEX, 0, 1);
    t_place_building(game, 1, SYS_1_HEX, 0, true, true); /* damaged starport */
    t_give_resource(game, 1, 1, ARCS_FUEL);
    const uint8_t faces[] = {R_SELF_KEY};
    force(game, faces, 1);
    start(game, 0);
    collect_dice(game, 0, 0, 1);
    assert_int_equal(g->pl[1].trophy_ships[0], 1);
    assert_int_equal(g->pl[0].ships_supply, SHIPS_PER_PLAYER - 1);
    assert_int_equal(g->pl[1].res[1], ARCS_FUEL + 1); /* 1 key, no attacking ship: no raid */
    assert_battle_over(game);
    arcs_game_free(game);

    /* A destroyed starport goes to the attacker's Trophies. */
    game = new_game(2);
    g = &game->s;
    t_place_ships(game, 0, SYS_1_HEX, 1, 0);
    t_place_building(game, 1, SYS_1_HEX, 0, true, true);
    const uint8_t bldg[] = {R_BLDG_KEY};
    force(game, bldg, 1);
    start(game, 0);
    collect_dice(game, 0, 0, 1);
    assert_int_equal(g->pl[0].trophy_starports[1], 1);
    assert_int_equal(g->pl[1].starports_supply, STARPORTS_PER_PLAYER - 1);
    assert_int_equal(g->sys[SYS_1_HEX].bld[0], 0);
    assert_int_equal(g->pl[0].outrage, 0); /* a starport provokes no Outrage */
    assert_battle_over(game);
    arcs_game_free(game);
}

/* Hits on defending ships spill over to buildings once no ships remain;
 * building hits never touch ships; hits without targets are lost. */
static void hits_spill_to_buildings(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = &game->s;
    t_place_ships(game, 0, SYS_1_HEX, 3, 0);
    t_place_ships(game, 1, SYS_1_HEX, 0, 1);
    t_place_building(game, 1, SYS_1_HEX, 0, false, false);
    t_place_building(game, 1, SYS_1_HEX, 1, true, false);
    const uint8_t faces[] = {A_HIT_HIT};
    force(game, faces, 1);
    start(game, 0);
    collect_dice(game, 1, 0, 0);
    /* First hit: the only ship (damaged) is destroyed. Second: city or starport. */
    assert_int_equal(g->pl[0].trophy_ships[1], 1);
    assert_int_equal(top_kind(game), FR_BATTLE_HIT);
    assert_true(t_is_legal(game, "p0 hit 2"));
    assert_true(t_is_legal(game, "p0 hit 3"));
    assert_int_equal(legal_count(game), 2);
    play(game, "p0 hit 3");
    assert_true(BLD_IS_DAMAGED(g->sys[SYS_1_HEX].bld[1]));
    assert_false(BLD_IS_DAMAGED(g->sys[SYS_1_HEX].bld[0]));
    assert_battle_over(game);
    arcs_game_free(game);

    /* Two identical fresh cities: one option, taken without asking; a
     * building hit with only ships there is lost. */
    game = new_game(2);
    g = &game->s;
    t_place_ships(game, 0, SYS_1_HEX, 3, 0);
    t_place_building(game, 1, SYS_1_HEX, 0, false, false);
    t_place_building(game, 1, SYS_1_HEX, 1, false, false);
    const uint8_t two[] = {A_HIT_HIT};
    force(game, two, 1);
    start(game, 0);
    collect_dice(game, 1, 0, 0);
    /* Hit 1 damages a city; now the two differ: the second hit is a choice. */
    assert_int_equal(top_kind(game), FR_BATTLE_HIT);
    assert_true(BLD_IS_DAMAGED(g->sys[SYS_1_HEX].bld[0]));
    play(game, "p0 hit 2"); /* destroy the damaged one */
    assert_int_equal(g->pl[0].trophy_cities[1], 1);
    assert_int_equal(g->pl[0].outrage, 1u << ARCS_MATERIAL);
    assert_battle_over(game);
    arcs_game_free(game);

    game = new_game(2);
    g = &game->s;
    t_place_ships(game, 0, SYS_3_GATE, 2, 0);
    t_place_ships(game, 1, SYS_3_GATE, 1, 0);
    const uint8_t b2[] = {R_SELF_BLDG};
    force(game, b2, 1);
    start(game, 0);
    play(game, "p0 dice assault 0");
    play(game, "p0 dice skirmish 0");
    play(game, "p0 dice raid 1"); /* Lotus has no buildings anywhere */
    assert_int_equal(g->sys[SYS_3_GATE].fresh[1], 1);
    assert_int_equal(g->sys[SYS_3_GATE].damaged[0], 1);
    assert_battle_over(game);
    arcs_game_free(game);
}

/* ---- choosing system and defender ---- */

static void battle_system_and_defender_choices(void **state) {
    (void)state;
    arcs_game *game = new_game(3);
    game_state *g = &game->s;
    assert_false(battle_possible(g, 0));
    t_place_ships(game, 0, SYS_1_HEX, 2, 0);
    t_place_ships(game, 1, SYS_2_HEX, 2, 0);
    assert_false(battle_possible(g, 0)); /* no Rival piece with p0's ships */
    t_place_ships(game, 0, SYS_2_HEX, 1, 0);
    t_place_building(game, 2, SYS_1_HEX, 0, false, false);
    t_place_building(game, 2, SYS_2_HEX, 0, true, false);
    assert_true(battle_possible(g, 0));
    assert_false(battle_possible(g, 2)); /* p2 has no ships */
    start(game, 0);
    assert_int_equal(top_kind(game), FR_BATTLE_SYSTEM);
    assert_int_equal(legal_count(game), 2);
    assert_true(t_is_legal(game, "p0 battle-in 1-hex"));
    assert_true(t_is_legal(game, "p0 battle-in 2-hex"));
    rejected(game, "p0 battle-in 3-gate");
    play(game, "p0 battle-in 2-hex");
    assert_int_equal(top_kind(game), FR_BATTLE_DEFENDER);
    assert_true(t_is_legal(game, "p0 battle-defender p1"));
    assert_true(t_is_legal(game, "p0 battle-defender p2"));
    rejected(game, "p0 battle-defender p0");
    play(game, "p0 battle-defender p2");
    /* Defending building in the system: raid dice allowed, 1 ship = 1 die. */
    assert_int_equal(legal_count(game), 2);
    arcs_game_free(game);

    /* Out-of-play clusters hold no battles. */
    game = new_game(2);
    g = &game->s;
    t_place_ships(game, 0, SYS_2_HEX, 1, 0);
    t_place_ships(game, 1, SYS_2_HEX, 1, 0);
    g->out_of_play = 1u << 1;
    assert_false(battle_possible(g, 0));
    arcs_game_free(game);
}

/* ---- Outrage and Ransack details ---- */

/* No agent in supply: a placeholder covers the icon, and the first agent to
 * return (here from the ransacked card) goes there instead of the supply. */
static void outrage_placeholder_agent(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = &game->s;
    give_agents(game, 0, 3, 9);
    give_agents(game, 0, 0, 1);
    give_agents(game, 1, 0, 1);
    assert_int_equal(g->pl[0].agents_supply, 0);
    provoke_outrage(g, 0, ARCS_FUEL);
    check(game);
    assert_int_equal(g->pl[0].outrage, 1u << ARCS_FUEL);
    assert_int_equal(g->pl[0].outrage_placeholder, 1u << ARCS_FUEL);
    city_destroyed(g, 0, 1, SYS_2_HEX); /* Relic */
    run_forward(g);
    check(game);
    /* The Relic Outrage got a placeholder too; the agent back from the
     * ransacked card filled one placeholder. */
    assert_int_equal(g->pl[0].outrage, (1u << ARCS_FUEL) | (1u << ARCS_RELIC));
    assert_int_equal(__builtin_popcount(g->pl[0].outrage_placeholder), 1);
    assert_int_equal(g->pl[0].agents_supply, 0);
    assert_int_equal(g->pl[0].trophy_agents[1], 1);
    arcs_game_free(game);
}

/* Already Outraged of the type: discard again, but place no agent. */
static void outrage_again_discards_without_agent(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = &game->s;
    provoke_outrage(g, 0, ARCS_WEAPON);
    assert_int_equal(g->pl[0].agents_supply, 9);
    t_give_resource(game, 0, 0, ARCS_WEAPON);
    t_give_resource(game, 0, 1, ARCS_FUEL);
    give_guild(game, 0, "ARCS-BC13"); /* Skirmishers, Weapon */
    give_guild(game, 0, "ARCS-BC15"); /* Loyal Marines, Weapon: kept */
    provoke_outrage(g, 0, ARCS_WEAPON);
    check(game);
    assert_int_equal(g->pl[0].agents_supply, 9);
    assert_int_equal(g->pl[0].outrage, 1u << ARCS_WEAPON);
    assert_int_equal(g->pl[0].res[0], RES_EMPTY);
    assert_int_equal(g->pl[0].res[1], ARCS_FUEL + 1);
    assert_true(in_court_discard(g, "ARCS-BC13"));
    assert_true(holds_guild(g, 0, "ARCS-BC15"));
    arcs_game_free(game);
}

/* Several cards with the defender's agents: the destroyer picks one; none:
 * nothing happens. The ransacking destroyer need not have agents there. */
static void ransack_choice(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = &game->s;
    give_agents(game, 1, 1, 1);
    give_agents(game, 1, 2, 2);
    give_agents(game, 0, 2, 3);
    int secured = g->court_row[2];
    city_destroyed(g, 0, 1, SYS_1_HEX);
    run_forward(g);
    check(game);
    assert_int_equal(top_kind(game), FR_RANSACK);
    assert_true(t_is_legal(game, "p0 ransack 1"));
    assert_true(t_is_legal(game, "p0 ransack 2"));
    assert_int_equal(legal_count(game), 2);
    rejected(game, "p0 ransack 0");
    rejected(game, "p1 ransack 1");
    play(game, "p0 ransack 2");
    assert_true(holds_guild(g, 0, card_table[secured].id));
    assert_int_equal(g->pl[0].trophy_agents[1], 2);
    assert_int_equal(g->court_agents[1][1], 1);
    /* 10 - 3 placed - 1 Outrage + 3 returned. */
    assert_int_equal(g->pl[0].agents_supply, 9);
    assert_battle_over(game);
    arcs_game_free(game);

    game = new_game(2);
    g = &game->s;
    give_agents(game, 0, 1, 2);
    uint16_t row[COURT_ROW_MAX];
    memcpy(row, g->court_row, sizeof row);
    city_destroyed(g, 0, 1, SYS_1_HEX);
    run_forward(g);
    check(game);
    assert_battle_over(game);
    assert_memory_equal(row, g->court_row, sizeof row);
    assert_int_equal(g->court_agents[1][0], 2);
    arcs_game_free(game);
}

/* ---- raiding details ---- */

/* Stolen Guild cards; a full board means discarding (a held resource or the
 * stolen one); stopping early keeps the keys unused. */
static void raid_guild_cards_and_full_board(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = &game->s;
    t_place_ships(game, 0, SYS_2_HEX, 3, 0);
    t_place_building(game, 1, SYS_2_HEX, 0, true, false);
    t_give_resource(game, 1, 1, ARCS_MATERIAL);
    give_guild(game, 1, "ARCS-BC06");  /* Fuel Cartel, 2 keys */
    give_guild(game, 1, "ARCS-BC07");  /* Loyal Pilots, 3 keys */
    t_give_resource(game, 0, 0, ARCS_FUEL);
    t_give_resource(game, 0, 1, ARCS_PSIONIC);
    const uint8_t faces[] = {R_INTERCEPT_KEY_KEY, R_BLDG_KEY};
    force(game, faces, 2);
    start(game, 0);
    collect_dice(game, 0, 0, 2);
    assert_true(BLD_IS_DAMAGED(g->sys[SYS_2_HEX].bld[0]));
    assert_int_equal(g->battle.keys, 3);
    assert_true(t_is_legal(game, "p0 raid 1 0"));
    assert_true(t_is_legal(game, "p0 raid 1 1"));
    assert_true(t_is_legal(game, "p0 raid 0 1"));
    rejected(game, "p0 raid 1 2");
    play(game, "p0 raid 1 0"); /* Fuel Cartel for 2 keys */
    assert_true(holds_guild(g, 0, "ARCS-BC06"));
    assert_false(holds_guild(g, 1, "ARCS-BC06"));
    assert_int_equal(g->battle.keys, 1);
    assert_false(t_is_legal(game, "p0 raid 1 0")); /* Loyal Pilots costs 3 */
    int psionics = g->res_supply[ARCS_PSIONIC];
    play(game, "p0 raid 0 1");                      /* the Material: Mikah's board is full */
    assert_int_equal(top_kind(game), FR_DISCARD_RESOURCE);
    assert_true(t_is_legal(game, "p0 place-resource 0"));
    assert_true(t_is_legal(game, "p0 place-resource 1"));
    assert_true(t_is_legal(game, "p0 discard-resource 6"));
    assert_int_equal(legal_count(game), 3);
    /* The Psionic goes; the Material takes its slot. */
    play(game, "p0 place-resource 1");
    play(game, "p0 discard-resource 6");
    assert_int_equal(g->pl[0].res[1], ARCS_MATERIAL + 1);
    assert_int_equal(g->res_supply[ARCS_PSIONIC], psionics + 1);
    assert_int_equal(g->pl[1].res[1], RES_EMPTY);
    assert_battle_over(game);
    arcs_game_free(game);

    /* Discarding the stolen token, and stopping with keys left. */
    game = new_game(2);
    g = &game->s;
    t_place_ships(game, 0, SYS_2_HEX, 3, 0);
    t_place_building(game, 1, SYS_2_HEX, 0, true, false);
    t_place_building(game, 1, SYS_1_HEX, 0, false, false); /* opens Lotus's third slot */
    t_give_resource(game, 1, 1, ARCS_MATERIAL);
    t_give_resource(game, 1, 2, ARCS_WEAPON);
    t_give_resource(game, 0, 0, ARCS_FUEL);
    t_give_resource(game, 0, 1, ARCS_PSIONIC);
    force(game, faces, 2);
    start(game, 0);
    collect_dice(game, 0, 0, 2);
    play(game, "p0 raid 0 2");
    int weapons = g->res_supply[ARCS_WEAPON];
    play(game, "p0 discard-resource 6");
    assert_int_equal(g->pl[1].res[2], RES_EMPTY);
    assert_int_equal(g->res_supply[ARCS_WEAPON], weapons + 1);
    assert_int_equal(g->pl[0].res[0], ARCS_FUEL + 1);
    assert_int_equal(g->battle.keys, 2);
    play(game, "p0 raid-stop");
    assert_battle_over(game);
    assert_int_equal(g->pl[1].res[1], ARCS_MATERIAL + 1);
    arcs_game_free(game);
}

/* The turn flow: Battle costs a pip of an Aggression card, or of any card
 * once a Weapon was spent in the Prelude (Base rulebook, "Resources":
 * Weapon); it is offered only when a battle is possible, and the turn goes
 * on after it. */
static void battle_from_the_turn(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = &game->s;
    t_place_ships(game, 0, SYS_3_GATE, 2, 0);
    assert_false(t_is_legal(game, "p0 action battle"));
    t_place_ships(game, 1, SYS_3_GATE, 1, 0);
    assert_true(t_is_legal(game, "p0 action battle"));
    const uint8_t faces[] = {S_HIT, S_HIT};
    force(game, faces, 2);
    start(game, 0);
    assert_int_equal(g->pips, 2);
    collect_dice(game, 0, 1, 0);
    assert_battle_over(game);
    assert_int_equal(g->sys[SYS_3_GATE].damaged[1], 1);
    start(game, 0); /* a second battle with the next pip */
    collect_dice(game, 0, 1, 0);
    assert_int_equal(g->pl[0].trophy_ships[1], 1);
    assert_false(t_is_legal(game, "p0 action battle")); /* nothing left to fight */
    arcs_game_free(game);

    game = new_game_leading(2, t_card(ARCS_CONSTRUCTION, 3));
    g = &game->s;
    t_place_ships(game, 0, SYS_3_GATE, 2, 0);
    t_place_ships(game, 1, SYS_3_GATE, 1, 0);
    t_give_resource(game, 0, 0, ARCS_WEAPON);
    assert_false(t_is_legal(game, "p0 action battle"));
    play(game, "p0 spend 0 battle");
    assert_int_equal(top_kind(game), FR_TURN); /* the Weapon starts no battle by itself */
    start(game, 0);
    collect_dice(game, 1, 0, 0);
    assert_battle_over(game);
    arcs_game_free(game);
}

/* Undo through a battle restores every earlier state exactly. */
static void undo_restores_battle_states(void **state) {
    (void)state;
    arcs_game *game = new_game(2);
    game_state *g = &game->s;
    t_place_ships(game, 0, SYS_2_HEX, 3, 0);
    t_place_ships(game, 1, SYS_2_HEX, 1, 1);
    t_place_building(game, 1, SYS_2_HEX, 0, false, true);
    const uint8_t faces[] = {A_SELF_HIT_HIT, A_HIT_HIT};
    force(game, faces, 2);
    uint64_t h0 = arcs_state_hash(game);
    start(game, 0);
    play(game, "p0 dice assault 2");
    play(game, "p0 dice skirmish 0");
    assert_int_equal(top_kind(game), FR_BATTLE_DICE);
    play(game, "p0 dice raid 0");
    while (g->battle.active) {
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_true(n > 0);
        assert_int_equal(arcs_apply(game, m[n - 1]), ARCS_OK);
        check(game);
    }
    assert_true(g->pl[0].trophy_cities[1] == 1);
    assert_int_equal(arcs_undo(game, (unsigned)arcs_history_length(game)), ARCS_OK);
    assert_int_equal(arcs_state_hash(game), h0);
    arcs_game_free(game);
}

/* Random battles: every enumerated move applies, invariants hold after each,
 * and a battle always ends. */
static void random_battles_keep_invariants(void **state) {
    (void)state;
    uint64_t rng = 0x9E3779B97F4A7C15ull;
    for (int round = 0; round < 300; round++) {
        int np = 2 + round % 3;
        arcs_game *game = new_game(np);
        game_state *g = &game->s;
        rng_seed(g, (uint64_t)round + 1);
        int sys = SYS_2_HEX;
        t_place_ships(game, 0, sys, 1 + round % 7, round % 4);
        t_place_ships(game, 1, sys, round % 3, (round / 3) % 3);
        if (round % 2) t_place_building(game, 1, sys, 0, round % 4 == 1, round % 5 < 2);
        if (round % 3 == 0) t_place_building(game, 1, sys, 1, false, round % 7 < 3);
        if (!battle_possible(g, 0)) t_place_ships(game, 1, sys, 1, 0);
        t_give_resource(game, 1, 0, round % NUM_RES);
        t_give_resource(game, 1, 1, (round + 1) % NUM_RES);
        t_give_resource(game, 0, 0, (round + 2) % NUM_RES);
        give_guild(game, 1, "ARCS-BC24");
        give_agents(game, 1, round % 4, 1);
        check(game);
        start(game, 0);
        int guard = 0;
        while (g->battle.active) {
            assert_true(guard++ < 2000);
            t_random_move(game, &rng);
            check(game);
        }
        assert_int_equal(g->battle.active, 0);
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(worked_battle_mikah_vs_lotus),
        cmocka_unit_test(outrage_and_ransack_example),
        cmocka_unit_test(raiding_example_keys),
        cmocka_unit_test(raid_dice_limit),
        cmocka_unit_test(six_dice_per_type),
        cmocka_unit_test(zero_dice_battle),
        cmocka_unit_test(intercept_only_once),
        cmocka_unit_test(trophies_go_to_the_right_side),
        cmocka_unit_test(hits_spill_to_buildings),
        cmocka_unit_test(battle_system_and_defender_choices),
        cmocka_unit_test(outrage_placeholder_agent),
        cmocka_unit_test(outrage_again_discards_without_agent),
        cmocka_unit_test(ransack_choice),
        cmocka_unit_test(raid_guild_cards_and_full_board),
        cmocka_unit_test(battle_from_the_turn),
        cmocka_unit_test(undo_restores_battle_states),
        cmocka_unit_test(random_battles_keep_invariants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
