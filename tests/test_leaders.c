/* Leaders & Lore (Base rulebook, "Leaders & Lore"): the draft, the leaders'
 * starting pieces and the written abilities; random games to the end. */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards/hooks.h"
#include "data/tables.h"
#include "rules/rules.h"
#include "wire/wire.h"

static arcs_game *ll_game(int players, uint64_t seed, const char *setup, int first, arcs_chance_mode chance,
                          int lore_each) {
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = players;
    cfg.seed = seed;
    cfg.setup = setup;
    cfg.first_player = first;
    cfg.chance = chance;
    cfg.mode = ARCS_MODE_LEADERS_LORE;
    cfg.lore_each = lore_each;
    arcs_game *game = NULL;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
    return game;
}


static int top_kind(arcs_game *game) { return game->s.stack[game->s.depth - 1].kind; }

static void config_checks(void **state) {
    (void)state;
    arcs_config cfg;
    arcs_config_init(&cfg);
    arcs_game *game = NULL;
    cfg.lore_each = 2; /* the variant needs Leaders & Lore */
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_BAD_CONFIG);
    cfg.mode = ARCS_MODE_LEADERS_LORE;
    cfg.lore_each = 3;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_BAD_CONFIG);
    assert_null(game);
    cfg.mode = ARCS_MODE_CAMPAIGN;
    cfg.lore_each = 2; /* the variant is Leaders & Lore's only */
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_E_BAD_CONFIG);
    /* Act I of the campaign is a supported mode (no allow_incomplete). */
    cfg.lore_each = 0;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
    arcs_game_free(game);
}

/* Rows of players + 1; picks in reverse turn order from the player to the
 * right of the initiative; no second leader, no second lore. */
static void draft_order_and_limits(void **state) {
    (void)state;
    arcs_game *game = ll_game(3, 5, "3p Frontiers", 0, ARCS_CHANCE_INTERNAL, 0);
    game_state *g = &game->s;
    assert_int_equal(g->ll.draft_leaders, 4);
    assert_int_equal(g->ll.draft_lore, 4);
    for (int i = 0; i < 8; i++) {
        int c = g->ll.draft_row[i];
        assert_int_equal(card_table[c].kind, i < 4 ? CK_LEADER : CK_LORE);
    }
    /* Nobody has pieces on the map yet. */
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int p = 0; p < 3; p++) assert_int_equal(g->sys[s].fresh[p], 0);
    static const int order[6] = {2, 1, 0, 2, 1, 0};
    for (int k = 0; k < 6; k++) {
        assert_int_equal(top_kind(game), FR_DRAFT);
        assert_int_equal(arcs_current_player(game), order[k]);
        arcs_move moves[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        /* First round: 4 leaders + 4 lore minus those taken; second: one kind. */
        int p = order[k];
        bool has_leader = ll_leader(g, p) >= 0;
        for (size_t i = 0; i < n; i++) {
            int c = card_move_card(moves[i]);
            assert_int_equal(moves[i].c, STEP_DRAFT);
            if (has_leader) assert_int_equal(card_table[c].kind, CK_LORE);
        }
        /* Leaders first in the first round, lore in the second. */
        assert_int_equal(arcs_apply(game, moves[0]), ARCS_OK);
    }
    for (int p = 0; p < 3; p++) {
        uint16_t lore[PLAY_AREA_MAX];
        assert_true(ll_leader(g, p) >= 0);
        assert_int_equal(ll_lore(g, p, lore), 1);
    }
    assert_int_not_equal(top_kind(game), FR_DRAFT);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Take a named card in the draft with the current player. */
static void take(arcs_game *game, const char *short_name) {
    char text[64];
    snprintf(text, sizeof text, "p%d card %s draft", arcs_current_player(game), short_name);
    assert_int_equal(t_apply_str(game, text), ARCS_OK);
}

/* A 4-player draft where the rows are set by the test: each player (in pick
 * order 3, 2, 1, 0) takes leaders[p] then lore[p]. */
static arcs_game *drafted(int first, const char *const *leaders, const char *const *lore) {
    arcs_game *game = ll_game(4, 9, "4p Mix Up 1", first, ARCS_CHANCE_INTERNAL, 0);
    game_state *g = &game->s;
    game_bump(game);
    for (int p = 0; p < 4; p++) {
        g->ll.draft_row[p] = (uint16_t)card_by_short_name(leaders[p]);
        g->ll.draft_row[5 + p] = (uint16_t)card_by_short_name(lore[p]);
    }
    for (int k = 0; k < 4; k++) take(game, leaders[arcs_current_player(game)]);
    for (int k = 0; k < 4; k++) take(game, lore[arcs_current_player(game)]);
    return game;
}

static const char *const LEADERS4[4] = {"mystic", "rebel", "feastbringer", "upstart"};
static const char *const LORE4[4] = {"hidden-harbors", "repair-drones", "gate-ports", "cloud-cities"};

/* The rulebook's Mystic example: with the initiative, 3 ships and a city in
 * 1A, 3 ships and a starport in 1B, 2 ships in 1C; a Psionic and a Relic.
 * Cryptic: agents on the Material and Fuel Outrage slots. */
static void mystic_setup_example(void **state) {
    (void)state;
    arcs_game *game = drafted(0, LEADERS4, LORE4);
    game_state *g = &game->s;
    const setup_seat *st = &setup_cards[g->setup_card].seat[0];
    assert_int_equal(g->sys[st->a].fresh[0], 3);
    assert_true(BLD_IS_CITY(g->sys[st->a].bld[0]) && BLD_OWNER(g->sys[st->a].bld[0]) == 0);
    assert_int_equal(g->sys[st->b].fresh[0], 3);
    assert_true(BLD_IS_STARPORT(g->sys[st->b].bld[0]) && BLD_OWNER(g->sys[st->b].bld[0]) == 0);
    assert_int_equal(g->sys[st->c[0]].fresh[0], 2);
    assert_int_equal(g->pl[0].res[0], ARCS_PSIONIC + 1);
    assert_int_equal(g->pl[0].res[1], ARCS_RELIC + 1);
    assert_int_equal(g->pl[0].outrage, (1u << ARCS_MATERIAL) | (1u << ARCS_FUEL));
    assert_int_equal(g->pl[0].agents_supply, AGENTS_PER_PLAYER - 2);
    /* Rebel (seat 2): a starport and 4 ships in A, 4 ships in B, 2 in C,
     * no city off the board; Feastbringer: two cities and 3 ships in C. */
    const setup_seat *s2 = &setup_cards[g->setup_card].seat[1];
    assert_int_equal(g->sys[s2->a].fresh[1], 4);
    assert_true(BLD_IS_STARPORT(g->sys[s2->a].bld[0]));
    assert_int_equal(g->sys[s2->b].fresh[1], 4);
    assert_int_equal(g->sys[s2->b].bld[0], 0);
    assert_int_equal(g->pl[1].cities_on_board, CITIES_PER_PLAYER);
    assert_int_equal(g->pl[2].cities_on_board, CITIES_PER_PLAYER - 2);
    const setup_seat *s3 = &setup_cards[g->setup_card].seat[2];
    assert_int_equal(g->sys[s3->c[0]].fresh[2], 3);
    assert_int_equal(g->pl[3].res[0], ARCS_PSIONIC + 1);
    assert_int_equal(g->pl[3].res[1], ARCS_MATERIAL + 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* The two-lore variant: 2 * players + 1 lore cards, three picks each. */
static void two_lore_variant(void **state) {
    (void)state;
    arcs_game *game = ll_game(2, 3, "2p Frontiers", 1, ARCS_CHANCE_INTERNAL, 2);
    assert_int_equal(game->s.ll.draft_lore, 5);
    uint64_t rng = 77;
    for (int k = 0; k < 6; k++) {
        assert_int_equal(top_kind(game), FR_DRAFT);
        t_random_move(game, &rng);
    }
    for (int p = 0; p < 2; p++) {
        uint16_t lore[PLAY_AREA_MAX];
        assert_int_equal(ll_lore(&game->s, p, lore), 2);
    }
    arcs_game_free(game);
}

/* Explicit chance: every draft-row place is a chance decision. */
static void explicit_chance_rows(void **state) {
    (void)state;
    arcs_game *game = ll_game(2, 3, "2p Frontiers", 0, ARCS_CHANCE_EXPLICIT, 0);
    int draws = 0;
    while (top_kind(game) == FR_CHANCE && game->s.stack[game->s.depth - 1].a == CH_DRAFT_DRAW) {
        arcs_move moves[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        char text[64];
        assert_int_equal(arcs_move_to_str(moves[n - 1], text, sizeof text, NULL), ARCS_OK);
        assert_non_null(strstr(text, "chance draft ARCS-L"));
        assert_int_equal(arcs_apply(game, moves[n - 1]), ARCS_OK);
        draws++;
    }
    assert_int_equal(draws, 6);
    assert_int_equal(top_kind(game), FR_DRAFT);
    arcs_game_free(game);
}

/* Start a standard action of p (after t_start_lead_turn). */
static void begin(arcs_game *game, int p, int action) {
    game_bump(game);
    assert_true(action_possible(&game->s, p, action));
    action_begin(&game->s, p, action);
    run_forward(&game->s);
}

/* Callow: no tax of a Loyal city the Upstart does not control. */
static void upstart_callow(void **state) {
    (void)state;
    arcs_game *game = drafted(0, LEADERS4, LORE4);
    game_state *g = &game->s;
    t_clear_board(game);
    int s = 1; /* an arrow planet of cluster 1 */
    t_place_building(game, 3, s, 0, false, false);
    t_place_ships(game, 0, s, 2, 0);
    t_start_lead_turn(game, 3, t_card(ARCS_ADMINISTRATION, 4));
    assert_false(action_possible(g, 3, ARCS_ACT_TAX));
    t_place_ships(game, 3, s, 3, 0);
    assert_true(action_possible(g, 3, ARCS_ACT_TAX));
    arcs_game_free(game);
}

/* Disorganized: at most 2 ships per move. */
static void rebel_disorganized(void **state) {
    (void)state;
    arcs_game *game = drafted(0, LEADERS4, LORE4);
    t_clear_board(game);
    t_place_ships(game, 1, 1, 4, 1);
    t_start_lead_turn(game, 1, t_card(ARCS_MOBILIZATION, 4));
    begin(game, 1, ARCS_ACT_MOVE);
    assert_int_equal(t_apply_str(game, "p1 move-from 1-arrow"), ARCS_OK);
    assert_true(t_apply_prefix(game, "p1 move-to"));
    assert_true(t_is_legal(game, "p1 ships 2 0"));
    assert_true(t_is_legal(game, "p1 ships 1 1"));
    assert_false(t_is_legal(game, "p1 ships 3 0"));
    assert_false(t_is_legal(game, "p1 ships 2 1"));
    arcs_game_free(game);
}

/* Hidden Harbors: ships built in a Rival-controlled system are fresh. */
static void hidden_harbors_fresh_ships(void **state) {
    (void)state;
    arcs_game *game = drafted(0, LEADERS4, LORE4);
    game_state *g = &game->s;
    t_clear_board(game);
    t_place_building(game, 0, 1, 0, true, false);
    t_place_ships(game, 1, 1, 3, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
    begin(game, 0, ARCS_ACT_BUILD);
    assert_int_equal(t_apply_str(game, "p0 build-ship 1-arrow 0"), ARCS_OK);
    assert_int_equal(g->sys[1].fresh[0], 1);
    assert_int_equal(g->sys[1].damaged[0], 0);
    arcs_game_free(game);
}

/* ---- battle modifiers ---- */

enum { A_BLANK = 0, A_HIT_HIT = 3, A_INTERCEPT_HIT = 5 };
#define SYS_2_HEX (1 * 4 + SYS_HEX)

static void give(arcs_game *game, int p, const char *short_name) {
    game_bump(game);
    play_area_add(&game->s, p, card_by_short_name(short_name));
}

static void play(arcs_game *game, const char *text) {
    arcs_status st = t_apply_str(game, text);
    if (st != ARCS_OK) fail_msg("%s: %s", text, arcs_status_str(st));
    t_assert_invariants(game);
}

/* Player 3 battles and collects these dice (no raid dice). */
static void attack(arcs_game *game, int assault, int skirmish) {
    char text[40];
    play(game, "p2 action battle");
    snprintf(text, sizeof text, "p2 dice assault %d", assault);
    play(game, text);
    snprintf(text, sizeof text, "p2 dice skirmish %d", skirmish);
    play(game, text);
    if (top_kind(game) == FR_BATTLE_DICE) play(game, "p2 dice raid 0");
}

/* Player 3 (Feastbringer) attacks player 4 (Upstart) in 2-hex: 3 fresh
 * ships against 2 fresh ships. */
static arcs_game *battle_table(void) {
    arcs_game *game = drafted(0, LEADERS4, LORE4);
    t_clear_board(game);
    game->s.out_of_play = 0;
    t_place_ships(game, 2, SYS_2_HEX, 3, 0);
    t_place_ships(game, 3, SYS_2_HEX, 2, 0);
    t_start_lead_turn(game, 2, t_card(ARCS_AGGRESSION, 3));
    return game;
}

static void railgun_arrays_hit_before_dice(void **state) {
    (void)state;
    arcs_game *game = battle_table();
    give(game, 3, "railgun-arrays");
    play(game, "p2 action battle");
    /* One kind of target: the hit damages a fresh attacking ship. */
    assert_int_equal(game->s.sys[SYS_2_HEX].damaged[2], 1);
    assert_int_equal(top_kind(game), FR_BATTLE_DICE);
    arcs_game_free(game);
    /* No fresh defending ship: no hit. */
    game = battle_table();
    give(game, 3, "railgun-arrays");
    game_bump(game);
    game->s.sys[SYS_2_HEX].fresh[3] = 0;
    game->s.sys[SYS_2_HEX].damaged[3] = 2;
    play(game, "p2 action battle");
    assert_int_equal(game->s.sys[SYS_2_HEX].damaged[2], 0);
    arcs_game_free(game);
}

/* faq.csv, Signal Breaker: it ignores 1 rolled intercept, not the one
 * Mirror Plating adds. */
static void signal_breaker_and_mirror_plating(void **state) {
    (void)state;
    const uint8_t faces[] = {A_INTERCEPT_HIT, A_BLANK};
    arcs_game *game = battle_table();
    give(game, 2, "signal-breaker");
    battle_force_faces(&game->s, faces, 2);
    attack(game, 2, 0);
    assert_int_equal(game->s.battle.intercepts, 0); /* ignored */
    assert_int_equal(game->s.sys[SYS_2_HEX].damaged[2], 0);
    arcs_game_free(game);

    game = battle_table();
    give(game, 2, "signal-breaker");
    give(game, 3, "mirror-plating");
    battle_force_faces(&game->s, faces, 2);
    attack(game, 2, 0);
    /* The added intercept: 2 hits (one per fresh defending ship). */
    assert_int_equal(game->s.battle.intercepted, 1);
    arcs_game_free(game);

    /* A damaged attacking ship at the start: no Signal Breaker. */
    game = battle_table();
    give(game, 2, "signal-breaker");
    t_place_ships(game, 2, SYS_2_HEX, 0, 1);
    battle_force_faces(&game->s, faces, 2);
    attack(game, 2, 0);
    assert_int_equal(game->s.battle.intercepted, 1);
    arcs_game_free(game);

    /* Mirror Plating needs assault dice. */
    game = battle_table();
    give(game, 3, "mirror-plating");
    const uint8_t skirmish[] = {0, 0};
    battle_force_faces(&game->s, skirmish, 2);
    attack(game, 0, 2);
    assert_int_equal(game->s.sys[SYS_2_HEX].damaged[2], 0);
    assert_int_equal(game->s.sys[SYS_2_HEX].fresh[2], 3);
    arcs_game_free(game);
}

static void repair_drones_after_attacking(void **state) {
    (void)state;
    arcs_game *game = battle_table();
    give(game, 2, "repair-drones");
    t_place_ships(game, 2, SYS_2_HEX, 0, 2);
    const uint8_t faces[] = {A_BLANK};
    battle_force_faces(&game->s, faces, 1);
    attack(game, 1, 0);
    assert_false(game->s.battle.active);
    assert_int_equal(game->s.sys[SYS_2_HEX].damaged[2], 1);
    assert_int_equal(game->s.sys[SYS_2_HEX].fresh[2], 4);
    arcs_game_free(game);
}

/* Committed: 2 more dice, and (faq.csv, Rebel) collecting 2 is mandatory. */
static void rebel_committed(void **state) {
    (void)state;
    arcs_game *game = drafted(0, LEADERS4, LORE4);
    t_clear_board(game);
    game->s.out_of_play = 0;
    t_place_ships(game, 1, SYS_2_HEX, 1, 0);
    t_place_ships(game, 3, SYS_2_HEX, 2, 0);
    t_place_building(game, 3, 1, 0, true, false); /* a starport elsewhere: no raid dice */
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 3));
    play(game, "p1 action battle");
    assert_true(t_is_legal(game, "p1 dice assault 3"));
    assert_false(t_is_legal(game, "p1 dice assault 4"));
    play(game, "p1 dice assault 0");
    assert_false(t_is_legal(game, "p1 dice skirmish 1"));
    assert_true(t_is_legal(game, "p1 dice skirmish 2"));
    arcs_game_free(game);
}

/* Paranoid: no Guild card with 1 Loyal agent; Vox cards as normal. */
static void demagogue_paranoid(void **state) {
    (void)state;
    static const char *const leaders[4] = {"mystic", "rebel", "demagogue", "upstart"};
    arcs_game *game = drafted(0, leaders, LORE4);
    game_state *g = &game->s;
    t_start_lead_turn(game, 2, t_card(ARCS_AGGRESSION, 3));
    game_bump(game);
    memset(g->court_agents, 0, sizeof g->court_agents);
    int guild = -1;
    for (int c = 0; c < g->court_row_len; c++)
        if (card_table[g->court_row[c]].kind == CK_GUILD) guild = c;
    assert_true(guild >= 0);
    g->court_agents[guild][2] = 1;
    g->pl[2].agents_supply--;
    assert_false(action_possible(g, 2, ARCS_ACT_SECURE));
    g->court_agents[guild][2] = 2;
    g->pl[2].agents_supply--;
    assert_true(action_possible(g, 2, ARCS_ACT_SECURE));
    arcs_game_free(game);
}

/* Attuned: Copying to tax gains a Psionic too; leading does not. */
static void mystic_attuned(void **state) {
    (void)state;
    arcs_game *game = drafted(0, LEADERS4, LORE4);
    game_state *g = &game->s;
    t_clear_board(game);
    t_place_building(game, 0, 1, 0, false, false);
    t_place_ships(game, 0, 1, 1, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    game_bump(game);
    g->play_mode[0] = PLAY_COPY;
    g->prelude_open = 0;
    int psionic = g->res_supply[ARCS_PSIONIC];
    begin(game, 0, ARCS_ACT_TAX);
    play(game, "p0 tax 1-arrow 0");
    for (int k = 0; k < 8 && top_kind(game) == FR_PLACE_RESOURCE; k++) assert_true(t_apply_prefix(game, "p0 "));
    assert_int_equal(g->res_supply[ARCS_PSIONIC], psionic - 1);
    arcs_game_free(game);
}

/* The state survives a save and load byte for byte; observations and a
 * determinized copy keep the public Leaders & Lore block. */
static void save_load_check(arcs_game *game) {
    static uint8_t buf[1 << 16];
    size_t n = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &n), ARCS_OK);
    arcs_game *copy = t_load_state(buf, n, "save_load_check");
    assert_true(arcs_state_hash(copy) == arcs_state_hash(game));
    assert_memory_equal(&copy->s.ll, &game->s.ll, sizeof game->s.ll);
    assert_int_equal(cards_source_hooks(&copy->s), cards_source_hooks(&game->s));
    for (int p = -1; p < game->s.num_players; p++) {
        size_t before = 0, after = 0;
        static uint8_t obs[1 << 16], obs2[1 << 16];
        assert_int_equal(arcs_observation(copy, p, obs, sizeof obs, &before), ARCS_OK);
        if (p >= 0 && !arcs_game_over(copy)) {
            arcs_game *d = NULL;
            assert_int_equal(arcs_game_clone(copy, &d), ARCS_OK);
            assert_int_equal(arcs_determinize(d, p, 5), ARCS_OK);
            assert_int_equal(arcs_observation(d, p, obs2, sizeof obs2, &after), ARCS_OK);
            assert_int_equal(before, after);
            assert_memory_equal(obs, obs2, before);
            assert_memory_equal(&d->s.ll, &game->s.ll, sizeof game->s.ll);
            arcs_game_free(d);
        }
    }
    arcs_game_free(copy);
}

/* Bad Leaders & Lore blocks are refused with the handle untouched. */
static void corrupt_blocks_are_rejected(void **state) {
    (void)state;
    static uint8_t buf[1 << 16];
    for (int edit = 0; edit < 9; edit++) {
        arcs_game *game = drafted(0, LEADERS4, LORE4);
        arcs_game *victim = drafted(1, LEADERS4, LORE4);
        game_bump(game);
        ll_state *ll = &game->s.ll;
        switch (edit) {
        case 0: ll->play_area[0][0] = (uint16_t)card_index("ARCS-BC01"); break; /* a Guild card */
        case 1: ll->play_area[0][1] = (uint16_t)card_by_short_name("rebel"); break; /* two leaders, one twice */
        case 2: ll->draft_picks--; break;
        case 3: ll->lore_each = 3; break;
        case 4: ll->draft_row[0] = ll->play_area[1][0]; break; /* a card in two places */
        case 5: ll->moved_fresh[3] = 2; break;                  /* no Sprinter Drives move */
        case 6: ll->rifles = 1; break;                          /* Fire Rifles without a battle */
        case 7: ll->move_flags = MOVE_ONWARD; break;            /* onward without a bonus move */
        default:                                                /* a card slot's token without the card */
            game->s.pl[0].res[CARD_RES_SLOT] = ARCS_FUEL + 1;
            game->s.res_supply[ARCS_FUEL]--;
            break;
        }
        size_t n = 0;
        assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &n), ARCS_OK);
        game_state before = victim->s;
        assert_int_equal(arcs_game_restore_state(victim, buf, n), ARCS_E_CORRUPT);
        assert_memory_equal(&before, &victim->s, sizeof before);
        arcs_game_free(game);
        arcs_game_free(victim);
    }
}

/* ---- new actions ---- */

/* Summon: a ship at a Rival city the holder controls, once per turn. */
static void tool_priests_summon(void **state) {
    (void)state;
    arcs_game *game = drafted(0, LEADERS4, LORE4);
    game_state *g = &game->s;
    t_clear_board(game);
    give(game, 2, "tool-priests");
    t_place_building(game, 3, 1, 0, false, false); /* player 4's city in 1-arrow */
    t_place_ships(game, 2, 1, 2, 0);               /* controlled by player 3 */
    t_start_lead_turn(game, 2, t_card(ARCS_CONSTRUCTION, 5));
    play(game, "p2 card tool-priests summon pip");
    assert_false(t_is_legal(game, "p2 card tool-priests summon-at 2-crescent"));
    play(game, "p2 card tool-priests summon-at 1-arrow");
    assert_int_equal(g->sys[1].fresh[2], 3);
    /* Once per turn. */
    assert_false(t_is_legal(game, "p2 card tool-priests summon pip"));
    arcs_game_free(game);
}

/* The rulebook's Modifiers example: Nurture's Tax is modified by tax
 * modifiers (Callow), and taxes only Loyal cities. */
static void living_structures_nurture(void **state) {
    (void)state;
    arcs_game *game = drafted(0, LEADERS4, LORE4);
    game_state *g = &game->s;
    t_clear_board(game);
    give(game, 3, "living-structures");
    t_place_building(game, 3, 1, 0, false, false); /* Upstart's city in 1-arrow */
    t_place_building(game, 2, 7, 0, false, false); /* a Rival city in 2-hex */
    t_place_ships(game, 3, 7, 3, 0);               /* that Upstart controls */
    t_place_ships(game, 0, 1, 2, 0);               /* 1-arrow: Upstart does not control it */
    t_start_lead_turn(game, 3, t_card(ARCS_CONSTRUCTION, 5));
    /* Callow: the only Loyal city is in a system Upstart does not control;
     * the Rival city is not Loyal. */
    assert_false(t_is_legal(game, "p3 card living-structures nurture pip"));
    t_place_ships(game, 3, 1, 3, 0);
    play(game, "p3 card living-structures nurture pip");
    assert_int_equal(top_kind(game), FR_TAX);
    assert_true(t_is_legal(game, "p3 tax 1-arrow 0"));
    assert_false(t_is_legal(game, "p3 tax 2-hex 0"));
    int before = g->res_supply[planet_type(1)];
    play(game, "p3 tax 1-arrow 0");
    assert_int_equal(g->res_supply[planet_type(1)], before - 1);
    arcs_game_free(game);
}

/* Prune: a starport becomes a city and back; damage carries over. */
static void living_structures_prune(void **state) {
    (void)state;
    arcs_game *game = drafted(0, LEADERS4, LORE4);
    game_state *g = &game->s;
    t_clear_board(game);
    give(game, 2, "living-structures");
    t_place_building(game, 2, 7, 0, true, true); /* a damaged starport in 2-hex */
    t_start_lead_turn(game, 2, t_card(ARCS_ADMINISTRATION, 4));
    int ports = g->pl[2].starports_supply, cities = g->pl[2].cities_on_board;
    play(game, "p2 card living-structures prune pip");
    play(game, "p2 card living-structures prune-at 2-hex 0");
    assert_true(BLD_IS_CITY(g->sys[7].bld[0]) && BLD_IS_DAMAGED(g->sys[7].bld[0]));
    assert_int_equal(g->pl[2].starports_supply, ports + 1);
    assert_int_equal(g->pl[2].cities_on_board, cities - 1);
    play(game, "p2 card living-structures prune pip");
    play(game, "p2 card living-structures prune-at 2-hex 0");
    for (int k = 0; k < 8 && top_kind(game) != FR_TURN; k++) assert_true(t_apply_prefix(game, "p2 "));
    assert_int_equal(top_kind(game), FR_TURN);
    assert_true(BLD_IS_STARPORT(g->sys[7].bld[0]) && BLD_IS_DAMAGED(g->sys[7].bld[0]));
    assert_int_equal(g->pl[2].cities_on_board, cities);
    arcs_game_free(game);
}

/* ---- scoring ---- */

static const char *const SCORERS[4] = {"elder", "warrior", "fuel-drinker", "upstart"};

/* A drafted game ready for a chapter end: empty board, no decision. */
static arcs_game *scoring_table(void) {
    arcs_game *game = drafted(0, SCORERS, LORE4);
    t_clear_board(game);
    game_state *g = &game->s;
    g->depth = 0;
    memset(g->stack, 0, sizeof g->stack);
    for (int p = 0; p < 4; p++) g->pl[p].power = 0;
    return game;
}

static void capture(game_state *g, int p, int q, int n) {
    g->pl[q].agents_supply = (uint8_t)(g->pl[q].agents_supply - n);
    g->pl[p].captives[q] = (uint8_t)(g->pl[p].captives[q] + n);
}

static void end_chapter(arcs_game *game) {
    chapter_end_begin(&game->s);
    run_forward(&game->s);
}

/* Just: first place at Tyrant gains second-place Power, second place none. */
static void elder_just(void **state) {
    (void)state;
    arcs_game *game = scoring_table();
    game_state *g = &game->s;
    g->marker_box[0] = ARCS_TYRANT;
    int second = marker_second(g, 0);
    capture(g, 0, 1, 3); /* Elder first */
    capture(g, 2, 1, 2); /* Fuel-Drinker second */
    end_chapter(game);
    assert_int_equal(g->pl[0].power, second);
    assert_int_equal(g->pl[2].power, second);
    arcs_game_free(game);

    game = scoring_table();
    g = &game->s;
    g->marker_box[0] = ARCS_TYRANT;
    int first = marker_first(g, 0);
    capture(g, 2, 1, 3); /* Fuel-Drinker first */
    capture(g, 0, 1, 2); /* Elder second: nothing */
    end_chapter(game);
    assert_int_equal(g->pl[0].power, 0);
    assert_int_equal(g->pl[2].power, first);
    arcs_game_free(game);
}

/* Violent: the same at Empath (Psionics). */
static void warrior_violent(void **state) {
    (void)state;
    arcs_game *game = scoring_table();
    game_state *g = &game->s;
    g->marker_box[0] = ARCS_EMPATH;
    int first = marker_first(g, 0), second = marker_second(g, 0);
    t_give_resource(game, 1, 0, ARCS_PSIONIC);
    t_give_resource(game, 1, 1, ARCS_PSIONIC);
    t_give_resource(game, 3, 0, ARCS_PSIONIC);
    end_chapter(game);
    assert_int_equal(g->pl[1].power, second);
    assert_int_equal(g->pl[3].power, second);
    assert_true(first > second);
    arcs_game_free(game);
}

/* Lavish: all Fuel goes if Tycoon was scored; not otherwise. */
static void fuel_drinker_lavish(void **state) {
    (void)state;
    for (int tycoon = 0; tycoon < 2; tycoon++) {
        arcs_game *game = scoring_table();
        game_state *g = &game->s;
        g->marker_box[0] = tycoon ? ARCS_TYCOON : ARCS_KEEPER;
        t_give_resource(game, 2, 0, ARCS_FUEL);
        t_give_resource(game, 2, 1, ARCS_FUEL);
        t_give_resource(game, 2, 2, ARCS_MATERIAL);
        end_chapter(game);
        int fuel = 0;
        for (int i = 0; i < RES_SLOTS; i++) fuel += g->pl[2].res[i] == ARCS_FUEL + 1;
        assert_int_equal(fuel, tycoon ? 0 : 2);
        arcs_game_free(game);
    }
}

/* ---- declaring ---- */

/* Lead a card of number 2 (Tycoon) for p, with the declare decision up. */
static void lead_to_declare(arcs_game *game, int p) {
    t_start_lead_turn(game, p, t_card(ARCS_CONSTRUCTION, 2));
    game_bump(game);
    push_frame(&game->s, FR_DECLARE, p);
}

static void upstart_ambitious(void **state) {
    (void)state;
    arcs_game *game = drafted(0, LEADERS4, LORE4);
    game_state *g = &game->s;
    t_clear_board(game); /* empty resource slots: the gain needs no placing */
    lead_to_declare(game, 3);
    play(game, "p3 declare Tycoon");
    int weapons = g->res_supply[ARCS_WEAPON];
    assert_true(t_is_legal(game, "p3 decline"));
    play(game, "p3 card upstart gain Weapon");
    for (int k = 0; k < 8 && top_kind(game) != FR_TURN; k++) assert_true(t_apply_prefix(game, "p3 "));
    assert_int_equal(top_kind(game), FR_TURN);
    assert_int_equal(g->res_supply[ARCS_WEAPON], weapons - 1);
    arcs_game_free(game);
}

/* Bold: one agent on each Court card at most, as many cards as wanted. */
static void demagogue_bold(void **state) {
    (void)state;
    static const char *const leaders[4] = {"mystic", "rebel", "demagogue", "upstart"};
    arcs_game *game = drafted(0, leaders, LORE4);
    game_state *g = &game->s;
    lead_to_declare(game, 2);
    int agents = g->pl[2].agents_supply;
    play(game, "p2 declare Tycoon");
    play(game, "p2 card demagogue influence-at 0");
    assert_false(t_is_legal(game, "p2 card demagogue influence-at 0"));
    play(game, "p2 card demagogue influence-at 2");
    play(game, "p2 decline");
    assert_int_equal(g->court_agents[0][2], 1);
    assert_int_equal(g->court_agents[2][2], 1);
    assert_int_equal(g->pl[2].agents_supply, agents - 2);
    assert_int_equal(top_kind(game), FR_TURN);
    arcs_game_free(game);
}

/* Generous: no declaring without a Guild card; the card goes to a Rival
 * with the least Power, and a tie for the least Power is the giver's
 * choice: one move per card and tied Rival, never chosen for them. */
static void feastbringer_generous(void **state) {
    (void)state;
    for (int to = 1; to <= 3; to += 2) {
        arcs_game *game = drafted(0, LEADERS4, LORE4);
        game_state *g = &game->s;
        lead_to_declare(game, 2);
        assert_false(t_is_legal(game, "p2 declare Tycoon"));
        game_bump(game);
        int guild = g->court_row[0];
        g->court_row[0] = court_deck_pile(g)[--g->court_deck_len];
        court_deck_pile(g)[g->court_deck_len] = 0;
        give_held(g, 2, guild);
        g->pl[0].power = 3;
        g->pl[1].power = 1;
        g->pl[3].power = 1; /* tied with player 2 */
        play(game, "p2 declare Tycoon");
        char text[64], name[32];
        card_text_name(guild, name, sizeof name);
        for (int q = 0; q < 4; q++) {
            snprintf(text, sizeof text, "p2 card feastbringer give %s p%d", name, q);
            assert_int_equal(t_is_legal(game, text), q == 1 || q == 3);
        }
        /* Not a move: the declare stays, the card stays. */
        snprintf(text, sizeof text, "p2 card feastbringer give %s p0", name);
        uint64_t h = arcs_state_hash(game);
        assert_int_equal(t_apply_str(game, text), ARCS_E_ILLEGAL_MOVE);
        assert_true(arcs_state_hash(game) == h);
        snprintf(text, sizeof text, "p2 card feastbringer give %s p%d", name, to);
        play(game, text);
        assert_int_equal(g->pl[2].guild_count, 0);
        assert_int_equal(held_index(g, to, guild), 0);
        assert_int_equal(held_index(g, 4 - to, guild), -1);
        arcs_game_free(game);
    }
}

/* The Feastbringer (player 3) leads or Copies; only their agent in the
 * Court, on card 0. */
static arcs_game *charismatic_table(bool copied) {
    arcs_game *game = drafted(0, LEADERS4, LORE4);
    game_state *g = &game->s;
    t_start_lead_turn(game, 2, t_card(ARCS_AGGRESSION, 3));
    game_bump(game);
    memset(g->court_agents, 0, sizeof g->court_agents);
    for (int p = 0; p < 4; p++) g->pl[p].agents_supply = AGENTS_PER_PLAYER - (uint8_t)__builtin_popcount(g->pl[p].outrage);
    g->court_agents[0][2] = 1;
    g->pl[2].agents_supply--;
    if (copied) g->play_mode[2] = PLAY_COPY;
    return game;
}

/* A pip takes `action`: not offered when `offered` is false (the game is
 * freed); else only `before` is offered (not `after`, not "decline") and
 * taken. */
static bool only_before_offered(arcs_game *game, bool offered, const char *action, const char *before,
                                const char *after) {
    if (!offered) {
        assert_false(t_is_legal(game, action));
        arcs_game_free(game);
        return false;
    }
    play(game, action);
    assert_true(t_is_legal(game, before));
    assert_false(t_is_legal(game, after));
    assert_false(t_is_legal(game, "p2 decline"));
    play(game, before);
    return true;
}

/* Charismatic: Copying to secure, influence before or after (faq.csv,
 * Feastbringer: on another card too); leading to secure, no choice. */
static void feastbringer_charismatic(void **state) {
    (void)state;
    for (int order = 0; order < 3; order++) {
        arcs_game *game = charismatic_table(order < 2);
        game_state *g = &game->s;
        int card0 = g->court_row[0], agents = g->pl[2].agents_supply;
        play(game, "p2 action secure");
        if (order == 2) { /* led, not Copied: the Secure at once */
            assert_int_equal(top_kind(game), FR_SECURE);
            arcs_game_free(game);
            continue;
        }
        assert_true(t_is_legal(game, "p2 decline"));
        if (order == 0) {
            play(game, "p2 card feastbringer influence-before");
            play(game, "p2 influence 1");
            assert_int_equal(g->court_agents[1][2], 1);
            play(game, "p2 secure 0");
        } else {
            play(game, "p2 card feastbringer influence-after");
            play(game, "p2 secure 0");
            assert_int_equal(top_kind(game), FR_INFLUENCE);
            play(game, "p2 influence 1");
        }
        assert_true(held_index(g, 2, card0) >= 0 || g->court_discard_len > 0); /* secured (a Vox card resolves) */
        assert_int_equal(g->court_agents[1][2], 1);
        assert_int_equal(g->pl[2].agents_supply, agents); /* 1 returned, 1 placed */
        assert_int_equal(top_kind(game), FR_TURN);
        arcs_game_free(game);
    }
}

/* faq.csv, Feastbringer Q2: the secure must be legal after influencing.
 * Tied on card 0 (and a Rival's agent on every other card), Copying, the
 * Feastbringer may take Secure: only "influence-before", and only the
 * Influence that breaks the tie; leading, Secure is not offered. */
static void feastbringer_charismatic_breaks_tie(void **state) {
    (void)state;
    for (int copied = 1; copied >= 0; copied--) {
        arcs_game *game = charismatic_table(copied);
        game_state *g = &game->s;
        for (int c = 0; c < g->court_row_len; c++) g->court_agents[c][3] = 1, g->pl[3].agents_supply--;
        t_assert_invariants(game);
        if (!only_before_offered(game, copied, "p2 action secure", "p2 card feastbringer influence-before",
                                 "p2 card feastbringer influence-after"))
            continue;
        assert_int_equal(top_kind(game), FR_INFLUENCE);
        uint64_t h = arcs_state_hash(game);
        assert_int_equal(t_apply_str(game, "p2 influence 1"), ARCS_E_ILLEGAL_MOVE); /* leaves no Secure */
        assert_true(arcs_state_hash(game) == h);
        play(game, "p2 influence 0");
        assert_int_equal(top_kind(game), FR_SECURE);
        play(game, "p2 secure 0");
        assert_int_equal(g->court_agents[0][2] + g->court_agents[0][3], 0); /* secured: p3's agent captured */
        assert_int_equal(g->pl[2].captives[3], 1);
        arcs_game_free(game);
    }
}

/* ---- Tactical (Warrior) ---- */

static const char *const WARRIOR4[4] = {"mystic", "rebel", "warrior", "upstart"};
#define SYS_1_ARROW 1
#define SYS_2_GATE 4
#define SYS_2_CRESCENT 6
#define SYS_3_GATE 8
#define SYS_3_ARROW 9
#define SYS_3_CRESCENT 10

/* The Warrior (player 3) Copies an Aggression card: its pips battle. */
static arcs_game *tactical_table(bool copied) {
    arcs_game *game = drafted(0, WARRIOR4, LORE4);
    t_clear_board(game);
    game->s.out_of_play = 0;
    t_start_lead_turn(game, 2, t_card(ARCS_AGGRESSION, 3));
    game_bump(game);
    if (copied) game->s.play_mode[2] = PLAY_COPY;
    return game;
}

/* Before or after, or neither; led (not Copied or Pivoted), no choice. */
static void warrior_tactical_choice(void **state) {
    (void)state;
    for (int order = 0; order < 4; order++) {
        arcs_game *game = tactical_table(order < 3);
        game_state *g = &game->s;
        t_place_ships(game, 2, SYS_2_HEX, 3, 0);
        t_place_ships(game, 3, SYS_2_HEX, 2, 0);
        t_place_ships(game, 2, SYS_1_ARROW, 2, 0);
        play(game, "p2 action battle");
        if (order == 3) {
            assert_true(g->battle.active);
            assert_false(t_is_legal(game, "p2 card warrior move-before"));
            arcs_game_free(game);
            continue;
        }
        assert_false(g->battle.active);
        assert_true(t_is_legal(game, "p2 card warrior move-before"));
        assert_true(t_is_legal(game, "p2 card warrior move-after"));
        assert_true(t_is_legal(game, "p2 decline"));
        if (order == 0) {
            /* faq.csv, Warrior Q1: the move and the battle may use different
             * ships (all of them from 1-arrow: the battle stays in 2-hex). */
            play(game, "p2 card warrior move-before");
            play(game, "p2 move-from 1-arrow");
            play(game, "p2 move-to 1-gate");
            play(game, "p2 ships 2 0");
            assert_true(g->battle.active);
            assert_int_equal(g->battle.system, SYS_2_HEX);
            assert_int_equal(g->sys[0].fresh[2], 2);
        } else if (order == 1) {
            const uint8_t faces[] = {A_BLANK};
            battle_force_faces(g, faces, 1);
            play(game, "p2 card warrior move-after");
            assert_true(g->battle.active);
            play(game, "p2 dice assault 1");
            play(game, "p2 dice skirmish 0");
            if (top_kind(game) == FR_BATTLE_DICE) play(game, "p2 dice raid 0");
            assert_false(g->battle.active);
            assert_int_equal(top_kind(game), FR_MOVE_FROM);
            play(game, "p2 move-from 2-hex");
            play(game, "p2 move-to 2-gate");
            play(game, "p2 ships 3 0"); /* after the battle: no condition */
        } else {
            play(game, "p2 decline");
            assert_true(g->battle.active);
            assert_int_equal(top_kind(game), FR_BATTLE_DICE); /* the battle at once, no move */
        }
        arcs_game_free(game);
    }
}

/* faq.csv, Warrior Q3: after the Tactical move a legal Battle must remain:
 * moving every ship out of the only battle system is not offered. */
static void warrior_tactical_keeps_battle(void **state) {
    (void)state;
    arcs_game *game = tactical_table(true);
    game_state *g = &game->s;
    t_place_ships(game, 2, SYS_2_HEX, 3, 0);
    t_place_ships(game, 3, SYS_2_HEX, 2, 0);
    play(game, "p2 action battle");
    play(game, "p2 card warrior move-before");
    play(game, "p2 move-from 2-hex");
    play(game, "p2 move-to 2-crescent");
    assert_false(t_is_legal(game, "p2 ships 3 0"));
    assert_true(t_is_legal(game, "p2 ships 2 0"));
    uint64_t h = arcs_state_hash(game);
    assert_int_equal(t_apply_str(game, "p2 ships 3 0"), ARCS_E_ILLEGAL_MOVE);
    assert_true(arcs_state_hash(game) == h);
    play(game, "p2 ships 2 0");
    assert_true(g->battle.active);
    assert_int_equal(g->battle.system, SYS_2_HEX);
    arcs_game_free(game);

    /* One ship, and no Rival piece it can reach: no move before. */
    game = tactical_table(true);
    t_place_ships(game, 2, SYS_2_HEX, 1, 0);
    t_place_ships(game, 3, SYS_2_HEX, 1, 0);
    play(game, "p2 action battle");
    assert_false(t_is_legal(game, "p2 card warrior move-before"));
    assert_true(t_is_legal(game, "p2 card warrior move-after"));
    arcs_game_free(game);
}

/* faq.csv, Warrior Q2: the Tactical move may be a Catapult move; with Q3,
 * each step offers only what can still end next to a Rival piece. */
static void warrior_tactical_catapult(void **state) {
    (void)state;
    arcs_game *game = tactical_table(true);
    game_state *g = &game->s;
    t_place_building(game, 2, SYS_2_HEX, 0, true, false);
    t_place_ships(game, 2, SYS_2_HEX, 1, 0);
    t_place_ships(game, 3, SYS_2_HEX, 0, 1);
    t_place_ships(game, 3, SYS_3_CRESCENT, 1, 0);
    play(game, "p2 action battle");
    play(game, "p2 card warrior move-before");
    play(game, "p2 move-from 2-hex");
    assert_false(t_is_legal(game, "p2 move-to 3-arrow"));
    assert_false(t_is_legal(game, "p2 move-to 2-crescent"));
    play(game, "p2 move-to 2-gate");
    play(game, "p2 ships 1 0");
    assert_int_equal(top_kind(game), FR_CATAPULT);
    assert_false(t_is_legal(game, "p2 catapult-stop"));
    assert_false(t_is_legal(game, "p2 move-to 2-arrow"));
    play(game, "p2 move-to 3-gate");
    play(game, "p2 ships 1 0");
    assert_false(t_is_legal(game, "p2 catapult-stop"));
    assert_false(t_is_legal(game, "p2 move-to 3-arrow"));
    play(game, "p2 move-to 3-crescent");
    play(game, "p2 ships 1 0");
    assert_true(g->battle.active);
    assert_int_equal(g->battle.system, SYS_3_CRESCENT);
    arcs_game_free(game);
}

/* faq.csv, Warrior Q3: no battle legal before moving, but a Move into a
 * Rival's system makes one: Copying, Battle is offered with only
 * "move-before", whose Move offers only what ends next to a Rival piece;
 * led, or with no Rival piece in reach, Battle is not offered. */
static void warrior_tactical_moves_into_battle(void **state) {
    (void)state;
    for (int order = 0; order < 3; order++) {
        arcs_game *game = tactical_table(order != 1);
        game_state *g = &game->s;
        t_place_ships(game, 2, SYS_2_HEX, 3, 0);
        t_place_ships(game, 3, order == 2 ? SYS_3_CRESCENT : SYS_2_CRESCENT, 1, 0);
        assert_false(battle_possible(g, 2));
        /* Led; or the Rival out of reach: not offered. */
        if (!only_before_offered(game, order == 0, "p2 action battle", "p2 card warrior move-before",
                                 "p2 card warrior move-after"))
            continue;
        play(game, "p2 move-from 2-hex");
        assert_false(t_is_legal(game, "p2 move-to 2-gate"));
        play(game, "p2 move-to 2-crescent");
        play(game, "p2 ships 2 0");
        assert_true(g->battle.active);
        assert_int_equal(g->battle.system, SYS_2_CRESCENT);
        arcs_game_free(game);
    }
}

/* ---- Galactic Rifles ---- */

enum { K_BLANK = 0, K_HIT = 3 };
#define SYS_2_ARROW 5

/* Fire Rifles: skirmish dice for fresh ships (not damaged ones), a Rival in
 * an adjacent system, 1 hit per hit rolled, ships before buildings; the
 * destroyed ship is a Trophy. */
static void galactic_rifles_fire(void **state) {
    (void)state;
    arcs_game *game = tactical_table(false);
    game_state *g = &game->s;
    give(game, 2, "galactic-rifles");
    t_place_ships(game, 2, SYS_2_HEX, 3, 1);
    t_place_ships(game, 3, SYS_2_CRESCENT, 1, 0);
    t_place_building(game, 3, SYS_2_CRESCENT, 0, false, false);
    const uint8_t faces[] = {K_HIT, K_HIT, K_HIT};
    battle_force_faces(g, faces, 3);
    int pips = g->pips;
    play(game, "p2 card galactic-rifles fire pip");
    assert_int_equal(g->pips, pips - 1);
    assert_true(t_is_legal(game, "p2 card galactic-rifles fire-from 2-hex"));
    assert_false(t_is_legal(game, "p2 card galactic-rifles fire-from 2-crescent"));
    play(game, "p2 card galactic-rifles fire-from 2-hex");
    assert_false(t_is_legal(game, "p2 card galactic-rifles fire-dice 4")); /* 3 fresh ships */
    play(game, "p2 card galactic-rifles fire-dice 3");
    assert_false(t_is_legal(game, "p2 card galactic-rifles fire-at 2-hex p3")); /* adjacent only */
    play(game, "p2 card galactic-rifles fire-at 2-crescent p3");
    /* 3 hits: the fresh ship damaged, then destroyed, then the city damaged. */
    assert_false(g->battle.active);
    assert_int_equal(g->sys[SYS_2_CRESCENT].fresh[3] + g->sys[SYS_2_CRESCENT].damaged[3], 0);
    assert_int_equal(g->pl[2].trophy_ships[3], 1);
    assert_true(BLD_IS_DAMAGED(g->sys[SYS_2_CRESCENT].bld[0]));
    assert_int_equal(g->sys[SYS_2_HEX].fresh[2], 3); /* no self hits, no intercepts */
    assert_int_equal(top_kind(game), FR_TURN);
    arcs_game_free(game);

    /* No fresh Loyal ship next to a Rival piece: not offered. */
    game = tactical_table(false);
    give(game, 2, "galactic-rifles");
    t_place_ships(game, 2, SYS_2_HEX, 0, 2);
    t_place_ships(game, 3, SYS_2_CRESCENT, 1, 0);
    assert_false(t_is_legal(game, "p2 card galactic-rifles fire pip"));
    arcs_game_free(game);
}

/* faq.csv, Galactic Rifles: abilities that modify Battle do not apply: no
 * Gatekeepers dice in a gate, no Skirmishers reroll, no Railgun Arrays hit. */
static void galactic_rifles_no_battle_modifiers(void **state) {
    (void)state;
    arcs_game *game = tactical_table(false);
    game_state *g = &game->s;
    give(game, 2, "galactic-rifles");
    give(game, 3, "railgun-arrays");
    t_take_out_court_card(g, CARD_BC08);
    give_held(g, 2, CARD_BC08); /* Gatekeepers: 2 more dice in a gate */
    t_take_out_court_card(g, CARD_BC13);
    give_held(g, 2, CARD_BC13); /* Skirmishers: reroll skirmish dice */
    t_give_resource(game, 2, 0, ARCS_WEAPON);
    t_place_ships(game, 2, SYS_2_GATE, 2, 0);
    t_place_ships(game, 3, SYS_2_ARROW, 2, 0);
    const uint8_t faces[] = {K_BLANK, K_HIT};
    battle_force_faces(g, faces, 2);
    play(game, "p2 card galactic-rifles fire pip");
    play(game, "p2 card galactic-rifles fire-from 2-gate");
    assert_false(t_is_legal(game, "p2 card galactic-rifles fire-dice 3"));
    play(game, "p2 card galactic-rifles fire-dice 2");
    play(game, "p2 card galactic-rifles fire-at 2-arrow p3");
    assert_false(g->battle.active); /* no reroll decision */
    assert_int_equal(top_kind(game), FR_TURN);
    assert_int_equal(g->sys[SYS_2_GATE].fresh[2], 2); /* no Railgun hit */
    assert_int_equal(g->sys[SYS_2_ARROW].damaged[3], 1);
    assert_int_equal(g->sys[SYS_2_ARROW].fresh[3], 1);
    arcs_game_free(game);
}

/* ---- buildings outside the printed slots ---- */

#define SYS_2_HEX_RELIC SYS_2_HEX /* 2-hex: a Relic planet with 2 slots */

/* A building of p at the first free place outside the printed slots. */
static void place_outside(arcs_game *game, int p, int sys, bool starport, bool damaged) {
    game_bump(game);
    game_state *g = &game->s;
    int i = outside_place(g, sys);
    assert_true(i >= SLOTS_PER_SYSTEM);
    g->sys[sys].bld[i] = BLD_MAKE(p, starport, damaged);
    if (starport) g->pl[p].starports_supply--;
    else g->pl[p].cities_on_board--;
}

/* The card moves to another play area (faq.csv: "If this card has changed
 * hands"). */
static void hand_over(arcs_game *game, int from, int to, const char *short_name) {
    game_bump(game);
    assert_true(play_area_remove(&game->s, from, card_by_short_name(short_name)));
    play_area_add(&game->s, to, card_by_short_name(short_name));
}

/* Another turn, led by p with card: the cards played so far go back to
 * the action deck. */
static void new_turn(arcs_game *game, int p, int card) {
    game_bump(game);
    game_state *g = &game->s;
    for (int q = 0; q < g->num_players; q++)
        if (g->played[q] != NO_CARD) {
            g->action_deck[g->action_deck_len++] = g->played[q];
            g->played[q] = NO_CARD;
            g->play_mode[q] = PLAY_NONE;
        }
    t_start_lead_turn(game, p, card);
}

static const char *const LORE_PLAIN[4] = {"hidden-harbors", "repair-drones", "mirror-plating", "signal-breaker"};

/* A Construction turn of p holding this lore card. */
static arcs_game *build_table(int p, const char *lore) {
    const char *rows[4] = {LORE_PLAIN[0], LORE_PLAIN[1], LORE_PLAIN[2], LORE_PLAIN[3]};
    rows[p] = lore;
    arcs_game *game = drafted(0, WARRIOR4, rows);
    t_clear_board(game); /* cluster 3 is out of play */
    t_start_lead_turn(game, p, t_card(ARCS_CONSTRUCTION, 4));
    return game;
}

static void gate_ports_build_and_capture(void **state) {
    (void)state;
    arcs_game *game = build_table(2, "gate-ports");
    game_state *g = &game->s;
    t_place_ships(game, 2, SYS_2_GATE, 2, 0);
    int ports = g->pl[2].starports_supply;
    begin(game, 2, ARCS_ACT_BUILD);
    assert_false(t_is_legal(game, "p2 card gate-ports build-at 1-gate")); /* no Loyal piece */
    play(game, "p2 card gate-ports build-at 2-gate");
    assert_true(BLD_IS_STARPORT(g->sys[SYS_2_GATE].bld[SLOTS_PER_SYSTEM]));
    assert_int_equal(BLD_OWNER(g->sys[SYS_2_GATE].bld[SLOTS_PER_SYSTEM]), 2);
    assert_int_equal(g->pl[2].starports_supply, ports - 1);
    save_load_check(game);
    /* In the structured view: 2-gate shows the starport after its 0 printed slots. */
    arcs_game_view *v = malloc(sizeof *v);
    assert_int_equal(arcs_view(game, 3, v), ARCS_OK);
    assert_int_equal(v->systems[SYS_2_GATE].building_slots, 1);
    assert_int_equal(v->systems[SYS_2_GATE].buildings[0].owner, 2);
    assert_int_equal(v->systems[SYS_2_GATE].buildings[0].kind, ARCS_BUILDING_STARPORT);
    free(v);
    /* It builds ships and starts Catapult moves. */
    begin(game, 2, ARCS_ACT_BUILD);
    play(game, "p2 build-ship 2-gate 2");
    begin(game, 2, ARCS_ACT_MOVE);
    play(game, "p2 move-from 2-gate");
    play(game, "p2 move-to 1-gate");
    assert_int_equal(g->stack[g->depth - 1].e, 1); /* may Catapult */
    arcs_game_free(game);

    /* faq.csv, Gate Ports Q2: one starport per gate in all, whoever holds
     * the card. */
    game = build_table(2, "gate-ports");
    g = &game->s;
    place_outside(game, 2, SYS_2_GATE, true, false);
    hand_over(game, 2, 3, "gate-ports");
    t_place_ships(game, 3, SYS_2_GATE, 1, 0);
    t_place_ships(game, 3, 0, 1, 0);
    new_turn(game, 3, t_card(ARCS_CONSTRUCTION, 4));
    begin(game, 3, ARCS_ACT_BUILD);
    assert_false(t_is_legal(game, "p3 card gate-ports build-at 2-gate"));
    assert_true(t_is_legal(game, "p3 card gate-ports build-at 1-gate"));
    arcs_game_free(game);

    /* The capture: Rival ships move into a gate the holder controls with a
     * fresh Loyal starport; not with a damaged one. */
    for (int damaged = 0; damaged < 2; damaged++) {
        game = build_table(2, "gate-ports");
        g = &game->s;
        place_outside(game, 2, SYS_2_GATE, true, damaged);
        t_place_ships(game, 2, SYS_2_GATE, 2, 0);
        t_place_ships(game, 3, SYS_2_ARROW, 1, 0);
        new_turn(game, 3, t_card(ARCS_MOBILIZATION, 4));
        int agents = g->pl[3].agents_supply;
        begin(game, 3, ARCS_ACT_MOVE);
        play(game, "p3 move-from 2-arrow");
        play(game, "p3 move-to 2-gate");
        play(game, "p3 ships 1 0");
        assert_int_equal(g->pl[2].captives[3], damaged ? 0 : 1);
        assert_int_equal(g->pl[3].agents_supply, agents - (damaged ? 0 : 1));
        arcs_game_free(game);
    }
}

/* Player 4 destroys player 3's damaged city on 2-gate: one assault die, 2 hits. */
static void destroy_gate_city(arcs_game *game) {
    t_place_ships(game, 3, SYS_2_GATE, 1, 0);
    new_turn(game, 3, t_card(ARCS_AGGRESSION, 3));
    const uint8_t faces[] = {A_HIT_HIT};
    battle_force_faces(&game->s, faces, 1);
    play(game, "p3 action battle");
    play(game, "p3 dice assault 1");
    while (top_kind(game) == FR_BATTLE_DICE) assert_true(t_apply_prefix(game, "p3 dice"));
    assert_int_equal(game->s.pl[3].trophy_cities[2], 1);
}

/* Gate Stations: a city on a gate, taxed for a type of the cluster's
 * cities (the taxer's choice), destroyed: Outrage of all of them. */
static void gate_stations_types(void **state) {
    (void)state;
    arcs_game *game = build_table(2, "gate-stations");
    game_state *g = &game->s;
    t_place_ships(game, 2, SYS_2_GATE, 2, 0);
    begin(game, 2, ARCS_ACT_BUILD);
    play(game, "p2 card gate-stations build-at 2-gate");
    assert_true(BLD_IS_CITY(g->sys[SYS_2_GATE].bld[SLOTS_PER_SYSTEM]));
    t_place_building(game, 3, SYS_2_ARROW, 0, false, false); /* Psionic */
    t_place_building(game, 2, SYS_2_HEX, 0, false, false);   /* Relic */
    new_turn(game, 2, t_card(ARCS_ADMINISTRATION, 4));
    begin(game, 2, ARCS_ACT_TAX);
    play(game, "p2 tax 2-gate 2");
    assert_true(t_is_legal(game, "p2 card gate-stations tax-gain Psionic"));
    assert_true(t_is_legal(game, "p2 card gate-stations tax-gain Relic"));
    assert_false(t_is_legal(game, "p2 card gate-stations tax-gain Weapon"));
    int relics = g->res_supply[ARCS_RELIC];
    play(game, "p2 card gate-stations tax-gain Relic");
    while (top_kind(game) != FR_TURN) assert_true(t_apply_prefix(game, "p2 "));
    assert_int_equal(g->res_supply[ARCS_RELIC], relics - 1);
    save_load_check(game);
    /* Destroyed by player 4: Outrage of Psionic and Relic, not Weapon. */
    game_bump(game);
    g->sys[SYS_2_GATE].bld[SLOTS_PER_SYSTEM] |= BLD_DAMAGED;
    g->sys[SYS_2_GATE].fresh[2] = 0;
    g->pl[2].ships_supply += 2;
    destroy_gate_city(game);
    assert_int_equal(g->pl[3].outrage, (1u << ARCS_PSIONIC) | (1u << ARCS_RELIC));
    arcs_game_free(game);
}

/* faq.csv, Gate Stations Q1: alone in its cluster a gate city has no type:
 * taxing it yields nothing but it can still be taxed (the agent is
 * captured); destroying it provokes no Outrage. Q3: one city per gate in
 * all, whoever holds the card. */
static void gate_stations_no_type(void **state) {
    (void)state;
    arcs_game *game = build_table(3, "gate-stations");
    game_state *g = &game->s;
    place_outside(game, 2, SYS_2_GATE, false, false);
    t_place_ships(game, 3, SYS_2_GATE, 2, 0);
    new_turn(game, 3, t_card(ARCS_ADMINISTRATION, 4));
    uint8_t supply[NUM_RES];
    memcpy(supply, g->res_supply, sizeof supply);
    begin(game, 3, ARCS_ACT_TAX);
    play(game, "p3 tax 2-gate 2");
    assert_int_equal(top_kind(game), FR_TURN);
    assert_memory_equal(supply, g->res_supply, sizeof supply);
    assert_int_equal(g->pl[3].captives[2], 1);
    /* Q3: not a second city on that gate. */
    hand_over(game, 3, 2, "gate-stations");
    t_place_ships(game, 2, SYS_2_GATE, 1, 0);
    t_place_ships(game, 2, 0, 1, 0);
    new_turn(game, 2, t_card(ARCS_CONSTRUCTION, 4));
    begin(game, 2, ARCS_ACT_BUILD);
    assert_false(t_is_legal(game, "p2 card gate-stations build-at 2-gate"));
    assert_true(t_is_legal(game, "p2 card gate-stations build-at 1-gate"));
    arcs_game_free(game);
    /* Destroyed with no other city in the cluster: no Outrage. */
    game = build_table(3, "gate-stations");
    g = &game->s;
    place_outside(game, 2, SYS_2_GATE, false, true);
    destroy_gate_city(game);
    assert_int_equal(g->pl[3].outrage, 0);
    arcs_game_free(game);
}

/* Cloud Cities: a city outside the slots of a planet for 1 resource of its
 * type; faq.csv, Cloud Cities Q1 (an Outraged resource will do), Q2 (none:
 * no city), Q3 (one per planet in all, whoever holds the card). */
static void cloud_cities_build(void **state) {
    (void)state;
    arcs_game *game = build_table(2, "cloud-cities");
    game_state *g = &game->s;
    t_place_ships(game, 2, SYS_2_HEX, 1, 0);
    t_place_building(game, 3, SYS_2_HEX, 0, false, false);
    t_place_building(game, 3, SYS_2_HEX, 1, true, false); /* the printed slots are full */
    assert_int_equal(cards_build_moves(g, 2, NULL), 0); /* Q2: no Relic */
    arcs_game_free(game);

    game = build_table(2, "cloud-cities");
    g = &game->s;
    t_place_ships(game, 2, SYS_2_HEX, 1, 0);
    t_give_resource(game, 2, 1, ARCS_RELIC);
    game_bump(game);
    g->pl[2].outrage |= 1u << ARCS_RELIC; /* Q1 */
    g->pl[2].agents_supply--;
    int relics = g->res_supply[ARCS_RELIC], cities = g->pl[2].cities_on_board;
    begin(game, 2, ARCS_ACT_BUILD);
    assert_false(t_is_legal(game, "p2 card cloud-cities build-at 2-hex 0")); /* slot 0 holds no Relic */
    play(game, "p2 card cloud-cities build-at 2-hex 1");
    assert_true(BLD_IS_CITY(g->sys[SYS_2_HEX].bld[SLOTS_PER_SYSTEM]));
    assert_int_equal(g->pl[2].res[1], RES_EMPTY);
    assert_int_equal(g->res_supply[ARCS_RELIC], relics + 1);
    assert_int_equal(g->pl[2].cities_on_board, cities - 1);
    save_load_check(game);
    /* Taxed as a city of its planet. */
    new_turn(game, 2, t_card(ARCS_ADMINISTRATION, 4));
    begin(game, 2, ARCS_ACT_TAX);
    play(game, "p2 tax 2-hex 2");
    while (top_kind(game) != FR_TURN) assert_true(t_apply_prefix(game, "p2 "));
    assert_int_equal(g->res_supply[ARCS_RELIC], relics);
    /* Q3: the card changes hands; still one city outside the slots there. */
    hand_over(game, 2, 3, "cloud-cities");
    t_place_ships(game, 3, SYS_2_HEX, 1, 0);
    t_give_resource(game, 3, 0, ARCS_RELIC);
    new_turn(game, 3, t_card(ARCS_CONSTRUCTION, 4));
    begin(game, 3, ARCS_ACT_BUILD);
    assert_false(t_is_legal(game, "p3 card cloud-cities build-at 2-hex 0"));
    arcs_game_free(game);
}

/* ---- Sprinter Drives ---- */

/* A Mobilization turn of player 3 holding Sprinter Drives. */
static arcs_game *sprint_table(void) {
    arcs_game *game = build_table(2, "sprinter-drives");
    new_turn(game, 2, t_card(ARCS_MOBILIZATION, 4));
    return game;
}

/* The fresh ships that moved may move one more time, the damaged ones not,
 * and a bonus move earns none (faq.csv, Sprinter Drives Q1). */
static void sprinter_drives_once_more(void **state) {
    (void)state;
    arcs_game *game = sprint_table();
    game_state *g = &game->s;
    t_place_ships(game, 2, SYS_2_ARROW, 3, 1);
    begin(game, 2, ARCS_ACT_MOVE);
    play(game, "p2 move-from 2-arrow");
    play(game, "p2 move-to 2-crescent");
    play(game, "p2 ships 2 1");
    assert_true(t_is_legal(game, "p2 card sprinter-drives sprint-from 2-crescent"));
    assert_false(t_is_legal(game, "p2 card sprinter-drives sprint-from 2-arrow")); /* did not move */
    assert_true(t_is_legal(game, "p2 decline"));
    play(game, "p2 card sprinter-drives sprint-from 2-crescent");
    play(game, "p2 move-to 2-hex");
    assert_false(t_is_legal(game, "p2 ships 2 1")); /* the damaged ship moved once */
    assert_false(t_is_legal(game, "p2 ships 3 0"));
    assert_true(t_is_legal(game, "p2 ships 2 0"));
    play(game, "p2 ships 1 0");
    save_load_check(game);
    assert_true(t_is_legal(game, "p2 card sprinter-drives sprint-from 2-crescent")); /* the other one */
    assert_false(t_is_legal(game, "p2 card sprinter-drives sprint-from 2-hex"));     /* not recursive */
    play(game, "p2 decline");
    assert_int_equal(top_kind(game), FR_TURN);
    for (int s = 0; s < NUM_SYSTEMS; s++) assert_int_equal(g->ll.moved_fresh[s], 0);
    assert_int_equal(g->sys[SYS_2_HEX].fresh[2], 1);
    assert_int_equal(g->sys[SYS_2_CRESCENT].fresh[2], 1);
    assert_int_equal(g->sys[SYS_2_CRESCENT].damaged[2], 1);
    arcs_game_free(game);
}

/* faq.csv, Sprinter Drives Q2: the bonus move may be a Catapult move. */
static void sprinter_drives_catapult_bonus(void **state) {
    (void)state;
    arcs_game *game = sprint_table();
    t_place_ships(game, 2, SYS_2_ARROW, 2, 0);
    t_place_building(game, 2, SYS_2_CRESCENT, 0, true, false);
    begin(game, 2, ARCS_ACT_MOVE);
    play(game, "p2 move-from 2-arrow");
    play(game, "p2 move-to 2-crescent");
    play(game, "p2 ships 2 0");
    play(game, "p2 card sprinter-drives sprint-from 2-crescent");
    play(game, "p2 move-to 2-gate");
    play(game, "p2 ships 1 0");
    assert_int_equal(top_kind(game), FR_CATAPULT);
    play(game, "p2 move-to 1-gate");
    play(game, "p2 ships 1 0");
    play(game, "p2 catapult-stop");
    assert_true(t_is_legal(game, "p2 card sprinter-drives sprint-from 2-crescent"));
    assert_false(t_is_legal(game, "p2 card sprinter-drives sprint-from 1-gate"));
    arcs_game_free(game);
}

/* faq.csv, Sprinter Drives Q3: ships dropped off along a Catapult's path
 * each move again, independently. */
static void sprinter_drives_catapult_drop_offs(void **state) {
    (void)state;
    arcs_game *game = sprint_table();
    game_state *g = &game->s;
    t_place_ships(game, 2, SYS_2_ARROW, 2, 0);
    t_place_building(game, 2, SYS_2_ARROW, 0, true, false);
    begin(game, 2, ARCS_ACT_MOVE);
    play(game, "p2 move-from 2-arrow");
    play(game, "p2 move-to 2-gate");
    play(game, "p2 ships 2 0");
    play(game, "p2 move-to 1-gate"); /* one ship dropped off in 2-gate */
    play(game, "p2 ships 1 0");
    play(game, "p2 catapult-stop");
    assert_true(t_is_legal(game, "p2 card sprinter-drives sprint-from 2-gate"));
    assert_true(t_is_legal(game, "p2 card sprinter-drives sprint-from 1-gate"));
    play(game, "p2 card sprinter-drives sprint-from 1-gate");
    play(game, "p2 move-to 1-arrow");
    play(game, "p2 ships 1 0");
    assert_false(t_is_legal(game, "p2 card sprinter-drives sprint-from 1-arrow"));
    play(game, "p2 card sprinter-drives sprint-from 2-gate");
    play(game, "p2 move-to 2-hex");
    play(game, "p2 ships 1 0");
    assert_int_equal(top_kind(game), FR_TURN); /* nobody left to move again */
    assert_int_equal(g->sys[1].fresh[2], 1);
    assert_int_equal(g->sys[SYS_2_HEX].fresh[2], 1);
    arcs_game_free(game);
}

/* ---- Ancient Holdings ---- */

/* Its slot (CARD_RES_SLOT): a resource placed there, counted for
 * ambitions, spent in the Prelude, shown in the view, saved; lost to
 * Outrage. */
static void ancient_holdings_slot(void **state) {
    (void)state;
    arcs_game *game = build_table(2, "ancient-holdings");
    game_state *g = &game->s;
    game_bump(game);
    g->pl[2].cities_on_board = CITIES_PER_PLAYER; /* 2 open board slots */
    t_give_resource(game, 2, 0, ARCS_FUEL);
    t_give_resource(game, 2, 1, ARCS_FUEL);
    game_bump(game);
    gain_resource(g, 2, ARCS_MATERIAL);
    assert_int_equal(top_kind(game), FR_PLACE_RESOURCE); /* not a discard: the card has room */
    assert_false(t_is_legal(game, "p2 discard-resource 6"));
    play(game, "p2 place-resource 6");
    assert_int_equal(g->pl[2].res[CARD_RES_SLOT], ARCS_MATERIAL + 1);
    assert_int_equal(ambition_count(g, 2, ARCS_TYCOON), 3); /* 2 Fuel and the Material */
    arcs_game_view *v = malloc(sizeof *v);
    assert_int_equal(arcs_view(game, 0, v), ARCS_OK);
    assert_int_equal(v->player[2].resource_slots, RES_SLOTS + 1);
    assert_int_equal(v->player[2].slot_keys[CARD_RES_SLOT], 4);
    assert_int_equal(v->player[2].resources[CARD_RES_SLOT], ARCS_MATERIAL);
    assert_int_equal(v->player[1].resource_slots, RES_SLOTS);
    free(v);
    /* A fourth token: now one must go (3 slots, 4 tokens). */
    game_bump(game);
    gain_resource(g, 2, ARCS_WEAPON);
    assert_int_equal(top_kind(game), FR_DISCARD_RESOURCE);
    play(game, "p2 discard-resource 6");
    /* Spent in the Prelude for its action. */
    t_place_ships(game, 2, SYS_2_HEX, 1, 0);
    new_turn(game, 2, t_card(ARCS_CONSTRUCTION, 4));
    play(game, "p2 spend 6 build");
    assert_int_equal(g->pl[2].res[CARD_RES_SLOT], RES_EMPTY);
    assert_int_equal(top_kind(game), FR_BUILD);
    arcs_game_free(game);

    /* Outrage discards it; save/load keeps it. */
    game = build_table(2, "ancient-holdings");
    g = &game->s;
    game_bump(game);
    g->pl[2].res[CARD_RES_SLOT] = ARCS_RELIC + 1;
    g->res_supply[ARCS_RELIC]--;
    save_load_check(game);
    provoke_outrage(g, 2, ARCS_RELIC);
    assert_int_equal(g->pl[2].res[CARD_RES_SLOT], RES_EMPTY);
    arcs_game_free(game);
}

/* Raided for 4 keys (its raid cost), not fewer. */
static void ancient_holdings_raid(void **state) {
    (void)state;
    for (int keys = 3; keys <= 4; keys++) {
        arcs_game *game = build_table(2, "ancient-holdings");
        game_state *g = &game->s;
        game_bump(game);
        g->pl[2].res[CARD_RES_SLOT] = ARCS_RELIC + 1;
        g->res_supply[ARCS_RELIC]--;
        t_place_ships(game, 2, SYS_2_HEX, 0, 1);
        t_place_ships(game, 3, SYS_2_HEX, 3, 0);
        new_turn(game, 3, t_card(ARCS_AGGRESSION, 3));
        /* Raid faces: intercept + 2 keys (face 2), self + key (face 3). */
        const uint8_t faces[] = {1, (uint8_t)(keys == 4 ? 1 : 2)};
        battle_force_faces(g, faces, 2);
        play(game, "p3 action battle");
        play(game, "p3 dice assault 0");
        play(game, "p3 dice skirmish 0");
        play(game, "p3 dice raid 2");
        while (top_kind(game) == FR_BATTLE_HIT) assert_true(t_apply_prefix(game, "p3 hit"));
        assert_int_equal(top_kind(game), keys == 4 ? FR_BATTLE_RAID : FR_TURN);
        if (keys == 4) {
            play(game, "p3 raid 0 6");
            assert_int_equal(g->pl[2].res[CARD_RES_SLOT], RES_EMPTY);
            assert_int_equal(resources_held(&g->pl[3], ARCS_RELIC) + (top_kind(game) == FR_PLACE_RESOURCE), 1);
        }
        arcs_game_free(game);
    }
}

/* Random Leaders & Lore games to the end, 2, 3 and 4 players, internal and
 * explicit chance, one in five with the two-lore variant: the invariants
 * after every move, an undo now and then, save/load, observations and
 * determinize every 41 moves, the replay at the end. ARCS_LL_GAMES sets the
 * number of games (default 60; the "slow" suite runs 10,000). */
/* The possibility checks read the places outside the printed slots (Gate
 * Ports, Cloud Cities: lib/rules/actions.c answers them a cluster at a
 * time): a building there is the only target of Repair, Tax and Nurture. */
static void possibility_outside_the_printed_slots(void **state) {
    (void)state;
    arcs_game *game = build_table(2, "gate-ports");
    game_state *g = &game->s;
    assert_false(action_possible(g, 2, ARCS_ACT_REPAIR));
    place_outside(game, 2, SYS_2_GATE, true, true); /* a damaged Loyal starport at a gate */
    assert_true(action_possible(g, 2, ARCS_ACT_REPAIR));
    arcs_game_free(game);

    game = build_table(2, "gate-ports");
    g = &game->s;
    give(game, 2, "living-structures");
    assert_false(action_possible(g, 2, ARCS_ACT_TAX));
    assert_false(t_is_legal(game, "p2 card living-structures nurture pip"));
    place_outside(game, 2, SYS_2_GATE, false, false); /* the only Loyal city, outside the slots */
    assert_true(action_possible(g, 2, ARCS_ACT_TAX));
    assert_true(t_is_legal(game, "p2 card living-structures nurture pip"));
    game_bump(game);
    g->taxed[SYS_2_GATE] |= 1u << SLOTS_PER_SYSTEM; /* taxed this turn */
    assert_false(action_possible(g, 2, ARCS_ACT_TAX));
    assert_false(t_is_legal(game, "p2 card living-structures nurture pip"));
    arcs_game_free(game);

    /* A Rival city outside the slots: a target where p controls the system. */
    game = build_table(2, "gate-ports");
    g = &game->s;
    place_outside(game, 3, SYS_2_GATE, false, false);
    t_place_ships(game, 3, SYS_2_GATE, 1, 0);
    assert_false(action_possible(g, 2, ARCS_ACT_TAX));
    t_place_ships(game, 2, SYS_2_GATE, 2, 0);
    assert_true(action_possible(g, 2, ARCS_ACT_TAX));
    begin(game, 2, ARCS_ACT_TAX);
    assert_true(t_is_legal(game, "p2 tax 2-gate 2"));
    arcs_game_free(game);
}

static void random_games(void **state) {
    (void)state;
    static const char *const setups[3] = {"2p Frontiers", "3p Frontiers", "4p Mix Up 1"};
    const char *env = getenv("ARCS_LL_GAMES");
    int games = env ? atoi(env) : 60;
    for (int game_i = 0; game_i < games; game_i++) {
        int players = 2 + game_i % 3;
        arcs_chance_mode chance = (game_i / 3) % 2 ? ARCS_CHANCE_EXPLICIT : ARCS_CHANCE_INTERNAL;
        arcs_game *game = ll_game(players, (uint64_t)game_i, setups[players - 2], game_i % players, chance,
                                  game_i % 5 == 0 ? 2 : 0);
        uint64_t rng = 0x9E3779B97F4A7C15ull ^ (uint64_t)game_i;
        int moves = 0;
        while (!arcs_game_over(game) && moves < 20000) {
            size_t legal = 0;
            assert_int_equal(arcs_legal_moves(game, NULL, 0, &legal), ARCS_OK);
            if (!legal) {
                static char text[1 << 14];
                arcs_describe(game, text, sizeof text, NULL);
                fail_msg("game %d, move %d: no legal move\n%s", game_i, moves, text);
            }
            t_random_move(game, &rng);
            if (moves % 97 == 0 && !arcs_game_over(game)) {
                uint64_t h = arcs_state_hash(game);
                t_random_move(game, &rng);
                assert_int_equal(arcs_undo(game, 1), ARCS_OK);
                assert_true(arcs_state_hash(game) == h);
            }
            t_assert_invariants(game);
            if (moves % 41 == 0) save_load_check(game);
            moves++;
        }
        save_load_check(game);
        assert_true(arcs_game_over(game));
        /* The replay rebuilds the game from its config and moves. */
        static uint8_t rbuf[1 << 18];
        size_t rn = 0;
        assert_int_equal(arcs_replay_save(game, rbuf, sizeof rbuf, &rn), ARCS_OK);
        arcs_game *again = NULL;
        assert_int_equal(arcs_replay_load(rbuf, rn, NULL, &again), ARCS_OK);
        assert_true(arcs_state_hash(again) == arcs_state_hash(game));
        arcs_game_free(again);
        arcs_game_free(game);
    }
}

/* Every effect that acts (rather than forbids) says so in the log: random
 * games until each has been seen, so every one of them fires in play. */
typedef struct seen_log {
    unsigned seen;
} seen_log;

static const char *const FIRES[] = {
    "Mystic: Player", /* Cryptic (setup) */
    "Copied or Pivoted to tax and gains 1 Psionic", "Copied or Pivoted to tax and gains 1 Fuel",
    "Fuel-Drinker: Tycoon was scored", "Upstart: Player", "Demagogue: Player", "Feastbringer: Player",
    "Elder: the attacker took Trophies", "Railgun Arrays:", "Signal Breaker:", "Mirror Plating:",
    "Repair Drones:", "Seeker Torpedoes:", "Tool-Priests: Player", "takes nurture instead",
    "Living Structures: Player", "Elder: Player", "Warrior: Player", /* Just, Violent */
    "Elder: Rivals battling",                                         /* Beloved: no Ransack */
    "securing.",                                                      /* Charismatic */
    "battling.",                                                      /* Tactical */
    "Galactic Rifles: Player",                                        /* Fire Rifles */
    "builds a starport on a gate", "builds a city on a gate",         /* Gate Ports, Gate Stations */
    "to build a city outside the building slots",                     /* Cloud Cities */
    "one more time.",                                                 /* Sprinter Drives */
    "in slot 7",                                                      /* Ancient Holdings: a token placed on it */
};
#define N_FIRES ((int)(sizeof FIRES / sizeof FIRES[0]))

static void on_line(void *ud, const char *line) {
    seen_log *s = ud;
    for (int i = 0; i < N_FIRES; i++)
        if (strstr(line, FIRES[i])) s->seen |= 1u << i;
}

static void every_effect_fires(void **state) {
    (void)state;
    seen_log s = {0};
    int game_i = 0;
    for (; game_i < 3000 && s.seen != (1u << N_FIRES) - 1; game_i++) {
        arcs_config cfg;
        arcs_config_init(&cfg);
        cfg.players = 2 + game_i % 3;
        cfg.seed = (uint64_t)game_i;
        cfg.mode = ARCS_MODE_LEADERS_LORE;
        cfg.lore_each = 2;
        cfg.log = on_line;
        cfg.log_ud = &s;
        cfg.history = ARCS_HISTORY_MOVES;
        arcs_game *game = NULL;
        assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
        uint64_t rng = 0x51ED270B27A3F1ull ^ (uint64_t)game_i;
        while (!arcs_game_over(game)) {
            size_t legal = 0;
            assert_int_equal(arcs_legal_moves(game, NULL, 0, &legal), ARCS_OK);
            if (!legal) {
                static char text[1 << 14];
                arcs_describe(game, text, sizeof text, NULL);
                fail_msg("game %d: no legal move\n%s", game_i, text);
            }
            t_random_move(game, &rng);
        }
        arcs_game_free(game);
    }
    for (int i = 0; i < N_FIRES; i++)
        if (!((s.seen >> i) & 1u)) fail_msg("never seen in %d games: \"%s\"", game_i, FIRES[i]);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(config_checks),
        cmocka_unit_test(draft_order_and_limits),
        cmocka_unit_test(mystic_setup_example),
        cmocka_unit_test(two_lore_variant),
        cmocka_unit_test(explicit_chance_rows),
        cmocka_unit_test(upstart_callow),
        cmocka_unit_test(rebel_disorganized),
        cmocka_unit_test(hidden_harbors_fresh_ships),
        cmocka_unit_test(railgun_arrays_hit_before_dice),
        cmocka_unit_test(signal_breaker_and_mirror_plating),
        cmocka_unit_test(repair_drones_after_attacking),
        cmocka_unit_test(rebel_committed),
        cmocka_unit_test(demagogue_paranoid),
        cmocka_unit_test(mystic_attuned),
        cmocka_unit_test(corrupt_blocks_are_rejected),
        cmocka_unit_test(elder_just),
        cmocka_unit_test(warrior_violent),
        cmocka_unit_test(fuel_drinker_lavish),
        cmocka_unit_test(upstart_ambitious),
        cmocka_unit_test(demagogue_bold),
        cmocka_unit_test(feastbringer_generous),
        cmocka_unit_test(feastbringer_charismatic),
        cmocka_unit_test(feastbringer_charismatic_breaks_tie),
        cmocka_unit_test(warrior_tactical_choice),
        cmocka_unit_test(warrior_tactical_keeps_battle),
        cmocka_unit_test(warrior_tactical_catapult),
        cmocka_unit_test(warrior_tactical_moves_into_battle),
        cmocka_unit_test(galactic_rifles_fire),
        cmocka_unit_test(galactic_rifles_no_battle_modifiers),
        cmocka_unit_test(gate_ports_build_and_capture),
        cmocka_unit_test(gate_stations_types),
        cmocka_unit_test(gate_stations_no_type),
        cmocka_unit_test(cloud_cities_build),
        cmocka_unit_test(sprinter_drives_once_more),
        cmocka_unit_test(sprinter_drives_catapult_bonus),
        cmocka_unit_test(sprinter_drives_catapult_drop_offs),
        cmocka_unit_test(ancient_holdings_slot),
        cmocka_unit_test(ancient_holdings_raid),
        cmocka_unit_test(tool_priests_summon),
        cmocka_unit_test(living_structures_nurture),
        cmocka_unit_test(living_structures_prune),
        cmocka_unit_test(possibility_outside_the_printed_slots),
        cmocka_unit_test(every_effect_fires),
        cmocka_unit_test(random_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
