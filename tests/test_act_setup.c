/* The campaign arc after Act I (lib/campaign/act_setup.c): the "Next Act?"
 * point, Act II & III Setup A-H, Act III's chapter track and grand
 * ambitions, the final objective, Determining a Winner and
 * arcs_config.last_act. The Fates play Acts II and III here through blank
 * test Fates (tests/cards/blank_fates.h) and the library: every A and B
 * Fate's Act II but the Warden's, every Fate's Act III; the Warden is a
 * Fate whose next Act this program leaves unplayed (UNPLAYED_WARDEN_ACT2).
 * The games cross the Acts through the Intermission (its Fate choices as
 * moves: each player keeps a Fate that plays the next Act, so a campaign
 * goes on unless a test chooses the Warden). */
#include "cards/blank_fates.h"
#include "cards/unplayed_fate.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_ALL(X) UNPLAYED_WARDEN_ACT2(X)
#include "cards/hooks.c"

#include <stdio.h>
#include <string.h>

#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"

/* ---- the log ---- */

static char logbuf[1 << 16];
static void log_line(void *ud, const char *line) {
    (void)ud;
    size_t n = strlen(logbuf);
    snprintf(logbuf + n, sizeof logbuf - n, "%s\n", line);
}
static void start_log(arcs_game *game) {
    logbuf[0] = 0;
    game->log = log_line;
}

/* A game of `players` after Act I, at its Intermission's first Fate
 * choice (steps A-E and the draws done; random play; last_act 3):
 * t_arc_choose_fates carries it into Act II. */
static arcs_game *act_one_done(int players, uint64_t seed, int chance) {
    arcs_game *game = t_arc_new(players, seed, chance, 0);
    uint64_t rng = seed * 2654435761u + 1;
    t_arc_to_intermission_step(game, &rng, INTERMISSION_CHOOSE);
    assert_int_equal(arcs_act(game), 1);
    assert_int_equal(arcs_act_boundary(game), 0);
    return game;
}

/* act_one_done's game carried into Act II: the Intermission's Fate
 * choices made, Act II's setup begun. */
static arcs_game *act_two_begun(int players, uint64_t seed, int chance) {
    arcs_game *game = act_one_done(players, seed, chance);
    uint64_t rng = seed + 1;
    t_arc_choose_fates(game, &rng);
    assert_int_equal(arcs_act(game), 2);
    assert_false(arcs_game_over(game));
    return game;
}

/* Apply the first outcome of each chance decision until the chance of
 * kind `stop` (or one that is not chance). */
static void first_moves_through_chance(arcs_game *game, int stop) {
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n;
    while (top_frame(&game->s) && top_frame(&game->s)->kind == FR_CHANCE && top_frame(&game->s)->a != stop) {
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal(arcs_apply(game, m[0]), ARCS_OK);
    }
}

/* ---- the Fates' registry per Act ---- */

static bool named(int card, const char *fate, const char *what) {
    const char *name = card_table[card].name;
    return strncmp(name, fate, strlen(fate)) == 0 && strstr(name, what);
}

/* Every Fate's row: its letter, the Acts it can be played in (A: all
 * three; B: II and III; C: III), each Act's cards of its own Fate
 * (Setup side, Objective side, Resolution after Acts I and II), markers
 * except for the A and B Fates in Act III. */
static void fate_registry_per_act(void **state) {
    (void)state;
    assert_int_equal(fate_table_len, 24);
    for (int i = 0; i < fate_table_len; i++) {
        const fate_info *fi = &fate_table[i];
        const char *fate = card_table[fi->fate].name;
        assert_int_equal(fi->fate, CARD_FATE01 + i);
        assert_int_equal(fi->letter, i / 8);
        assert_int_equal(fate_letter(fi->fate), i / 8);
        assert_ptr_equal(fate_info_of(fi->fate), fi);
        for (int a = 0; a < ACTS; a++) {
            const fate_act_info *fa = &fi->act[a];
            bool plays = a >= fi->letter;
            assert_int_equal(fa->setup_side != 0, plays);
            if (!plays) {
                assert_true(!fa->objective && !fa->resolution && !fa->start[0] && !fa->start[1] && !fa->start[2]);
                continue;
            }
            assert_true(named(fa->setup_side, fate, "Setup"));
            /* The Objective side: the same card's "B" face. */
            const char *sid = card_table[fa->setup_side].id, *oid = card_table[fa->objective].id;
            size_t n = strlen(sid);
            assert_int_equal(strlen(oid), n);
            assert_true(strncmp(sid, oid, n - 1) == 0 && sid[n - 1] == 'A' && oid[n - 1] == 'B');
            if (a < 2) assert_true(named(fa->resolution, fate, "Resolution"));
            else assert_int_equal(fa->resolution, 0);
            bool marker = a < 2 || fi->letter == FATE_C;
            for (int k = 0; k < 3; k++) {
                assert_int_equal(fa->start[k] != 0, marker);
                assert_true(fa->start[k] <= 30);
            }
        }
    }
}

/* ---- arcs_config.last_act ---- */

static void last_act_config_is_validated(void **state) {
    (void)state;
    static const struct {
        int mode, last_act;
        arcs_status st;
        const char *why;
    } cases[] = {
        {ARCS_MODE_CAMPAIGN, -1, ARCS_E_BAD_CONFIG, "last_act -1: 0 (the whole campaign, = 3) or the last Act played, 1..3"},
        {ARCS_MODE_CAMPAIGN, 4, ARCS_E_BAD_CONFIG, "last_act 4: 0 (the whole campaign, = 3) or the last Act played, 1..3"},
        {ARCS_MODE_BASE, 1, ARCS_E_BAD_CONFIG, "last_act 1: the campaign's only (0 outside it)"},
        {ARCS_MODE_LEADERS_LORE, 3, ARCS_E_BAD_CONFIG, "last_act 3: the campaign's only (0 outside it)"},
        {ARCS_MODE_CAMPAIGN, 0, ARCS_OK, NULL},
        {ARCS_MODE_CAMPAIGN, 1, ARCS_OK, NULL},
        {ARCS_MODE_CAMPAIGN, 2, ARCS_OK, NULL},
        {ARCS_MODE_CAMPAIGN, 3, ARCS_OK, NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        arcs_config cfg;
        arcs_config_init(&cfg);
        cfg.players = 3;
        cfg.mode = (arcs_mode)cases[i].mode;
        cfg.last_act = cases[i].last_act;
        arcs_game *game = (arcs_game *)(uintptr_t)1;
        arcs_error err;
        assert_int_equal(arcs_game_new_ex(&cfg, &game, &err), cases[i].st);
        if (cases[i].st != ARCS_OK) {
            assert_null(game);
            assert_string_equal(err.message, cases[i].why);
            continue;
        }
        int want = cases[i].last_act ? cases[i].last_act : 3;
        assert_int_equal(game->s.camp.last_act, want);
        assert_int_equal(arcs_act(game), 1);
        arcs_game_free(game);
    }
}

/* A replay carries last_act (Config field 8): replayed from the config,
 * the game has the same Act limit and state. */
static void replays_keep_last_act(void **state) {
    (void)state;
    arcs_game *game = t_arc_new(3, 9, ARCS_CHANCE_INTERNAL, 2);
    uint64_t rng = 3;
    for (int i = 0; i < 60; i++) t_random_move(game, &rng);
    static unsigned char buf[1 << 20];
    size_t len = 0;
    assert_int_equal(arcs_replay_save(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *back = NULL;
    assert_int_equal(arcs_replay_load(buf, len, NULL, &back), ARCS_OK);
    assert_int_equal(back->s.camp.last_act, 2);
    assert_int_equal(arcs_state_hash(back), arcs_state_hash(game));
    arcs_game_free(back);
    arcs_game_free(game);
}

/* ---- the "Next Act?" point ---- */

/* last_act 1: the game stops at the boundary after Act I's Intermission
 * (the "Next Act?" point), with its winner: Determining a Winner on the
 * Power the Intermission left (steps A and E change it). */
static void last_act_one_stops_at_the_boundary(void **state) {
    (void)state;
    arcs_game *game = t_arc_new(3, 5, ARCS_CHANCE_INTERNAL, 1);
    uint64_t rng = 77;
    t_arc_to_intermission_step(game, &rng, INTERMISSION_CHOOSE);
    assert_false(arcs_game_over(game));
    start_log(game);
    t_arc_choose_fates(game, &rng);
    assert_int_equal(arcs_game_over(game), 1);
    assert_int_equal(arcs_act_boundary(game), 1);
    assert_int_equal(arcs_act(game), 1);
    assert_int_equal(arcs_winner(game), campaign_best_of(&game->s, 7u));
    for (int p = 0; p < 3; p++) assert_true(arcs_power(game, p) <= arcs_power(game, arcs_winner(game)));
    assert_non_null(strstr(logbuf, "The campaign stops after Act 1, the last Act of this game."));
    t_assert_invariants(game);
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n = 1;
    assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, 0);
    arcs_game_free(game);
}

/* A player whose Fate does not play the next Act yet stops the campaign
 * there; the log names the Fate. */
static void a_fate_without_its_next_act_stops_the_campaign(void **state) {
    (void)state;
    /* Intermission F: Player 2 draws the Warden (no Act II here) and
     * keeps it; the others draw other B Fates and keep what plays Act II. */
    arcs_game *game = t_arc_new(3, 8, ARCS_CHANCE_EXPLICIT, 0);
    uint64_t rng = 8;
    t_arc_to_intermission_step(game, &rng, INTERMISSION_DRAW);
    while (top_frame(&game->s)->kind == FR_CHANCE) {
        assert_int_equal(top_frame(&game->s)->a, CH_FATE_DRAW);
        /* Player 2's first draw: the Warden. */
        const campaign_state *c = &game->s.camp;
        bool warden = top_frame(&game->s)->b == 1 && c->fate_dealt[1][0] != CARD_FATE16;
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0, k = 0;
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        while (k < n && ((m[k].a | m[k].b << 8) == CARD_FATE16) != warden) k++;
        assert_true(k < n);
        assert_int_equal(arcs_apply(game, m[k]), ARCS_OK);
    }
    while (!arcs_game_over(game) && arcs_act(game) == 1) {
        const game_state *g = &game->s;
        const frame *f = top_frame_c(g);
        assert_int_equal(f->kind, FR_FATE);
        int p = f->player, keep = -1;
        for (int i = 0; i < FATES_DEALT && keep < 0; i++)
            if (p == 1 ? g->camp.fate_dealt[p][i] == CARD_FATE16 : fate_plays_act(g->camp.fate_dealt[p][i], 2)) keep = i;
        assert_true(keep >= 0);
        if (p == 2) start_log(game);
        char text[16];
        snprintf(text, sizeof text, "p%d fate %d", p, keep);
        assert_int_equal(t_apply_str(game, text), ARCS_OK);
    }
    assert_int_equal(arcs_act_boundary(game), 1);
    assert_int_equal(arcs_game_over(game), 1);
    assert_int_equal(arcs_act(game), 1);
    assert_non_null(strstr(logbuf, "The campaign stops after Act 1: Act 2 of Warden (Player 2) is not implemented yet."));
    /* Here the blank test Fates and the library play every A and B Fate's
     * Act II but the Warden's, and every Act III; the Pathfinder's Act II
     * is the library's. */
    assert_false(fate_plays_act(CARD_FATE16, 2));
    assert_true(fate_plays_act(CARD_FATE09, 2));
    assert_true(fate_plays_act(CARD_FATE01, 2));
    assert_false(fate_plays_act(CARD_FATE17, 2)); /* a C Fate has no Act II */
    assert_true(fate_plays_act(CARD_FATE17, 3));
    arcs_game_free(game);
}

/* ---- Act II & III Setup ---- */

static int lowest_markers_flipped(const game_state *g) {
    /* The flipped markers are the lowest ones by their lower side. */
    game_state tmp = *g;
    tmp.marker_flipped = 0;
    int low[3];
    for (int m = 0; m < 3; m++) low[m] = marker_first(&tmp, m);
    int flipped = 0;
    for (int m = 0; m < 3; m++)
        if (g->marker_flipped & (1u << m)) {
            flipped++;
            for (int k = 0; k < 3; k++)
                if (!(g->marker_flipped & (1u << k))) assert_true(low[m] <= low[k]);
        }
    return flipped;
}

static void assert_act_set_up(arcs_game *game, int act) {
    game_state *g = &game->s;
    int n = g->num_players;
    assert_int_equal(arcs_act(game), act);
    assert_int_equal(g->chapter, 1);
    assert_int_equal(g->camp.act_setup_step, ASETUP_NONE);
    assert_false(arcs_game_over(game));
    /* A: one marker (Act II) or two (Act III) flipped, the lowest. */
    assert_int_equal(lowest_markers_flipped(g), act == 2 ? 1 : 2);
    for (int m = 0; m < 3; m++) assert_int_equal(g->marker_box[m], 0xFF);
    /* B: the Council In Session, 3 (2 players) or 4 cards dealt. */
    assert_int_equal(g->court_row[COUNCIL_PLACE], council_cards[COUNCIL_IN_SESSION]);
    assert_int_equal(g->court_row_len, 1 + (n == 2 ? 3 : 4));
    for (int i = 1; i < g->court_row_len; i++) assert_int_not_equal(g->court_row[i], NO_COURT_CARD);
    /* C: every gate without ships has Blight (unless a Fate's Setup, after
     * C, scrapped ships: the Hegemon's, ARCS-F1001A). */
    int scrapped = 0;
    for (int p = 0; p < n; p++) scrapped += cards_data_ships_out(g, p);
    for (int s = 0; s < NUM_SYSTEMS; s += 4) {
        bool ships = g->camp.imperial[s][0] + g->camp.imperial[s][1] > 0;
        for (int p = 0; p < n; p++) ships |= g->sys[s].fresh[p] + g->sys[s].damaged[p] > 0;
        if (!ships && g->camp.blight_supply && !scrapped) assert_true(g->camp.blight[s][0] + g->camp.blight[s][1] > 0);
    }
    /* F-G: the Act's objective card in each play area, the marker on its
     * starting space (Act III: only the C Fates). */
    for (int p = 0; p < n; p++) {
        const fate_info *fi = fate_info_of(g->camp.fate[p]);
        assert_non_null(fi);
        const fate_act_info *fa = &fi->act[act - 1];
        int start = fa->start[n - 2];
        assert_int_equal(arcs_objective_progress(game, p), start ? start : -1);
        assert_int_equal(start != 0, act < 3 || fi->letter == FATE_C);
        bool found = false;
        for (int k = 0; k < g->ll.play_area_len[p]; k++) {
            found |= g->ll.play_area[p][k] == fa->objective;
            for (int a = 0; a < act - 1; a++) assert_int_not_equal(g->ll.play_area[p][k], fi->act[a].objective);
        }
        assert_true(found);
    }
    t_assert_invariants(game);
}

/* A whole campaign, three Acts: each Act set up as the rules say, the game
 * over after Act III's chapter 4 with a winner, not at a boundary. */
static void three_acts_are_one_game(void **state) {
    (void)state;
    for (int n = 2; n <= 4; n++) {
        arcs_game *game = act_two_begun(n, 100 + (uint64_t)n, ARCS_CHANCE_INTERNAL);
        uint64_t rng = 991 + (uint64_t)n;
        t_arc_finish_setup(game, &rng);
        assert_act_set_up(game, 2);
        /* Act II to its chapter 3's end, the Intermission, Act III's setup. */
        t_arc_to_intermission_step(game, &rng, INTERMISSION_RESOLVE);
        assert_int_equal(game->s.chapter, 3);
        t_arc_play_act(game, &rng, true);
        assert_int_equal(arcs_act(game), 3);
        t_arc_finish_setup(game, &rng);
        assert_act_set_up(game, 3);
        t_arc_play_act(game, &rng, true);
        assert_int_equal(arcs_act(game), 3);
        assert_int_equal(arcs_act_boundary(game), 0);
        assert_true(arcs_winner(game) >= 0 && arcs_winner(game) < n);
        /* The winner has the most Power (no final objective here). */
        for (int p = 0; p < n; p++) assert_true(arcs_power(game, p) <= arcs_power(game, arcs_winner(game)));
        arcs_game_free(game);
    }
}

/* Setup C and D with a forced event die: a gate with ships gets no Blight,
 * one without gets one; the rolled planet gets one if it had none, else
 * every planet of its cluster without Blight does. */
static void blight_at_gates_and_the_rolled_planets(void **state) {
    (void)state;
    arcs_game *game = act_one_done(3, 21, ARCS_CHANCE_EXPLICIT);
    game_state *g = t_state(game);
    campaign_state *c = &g->camp;
    /* Clusters 1 and 2 (systems 0..7): no Blight, no ships but one of
     * Player 1's at gate 0; Blight at cluster 2's crescent planet. */
    for (int s = 0; s < 8; s++) {
        c->blight_supply = (uint8_t)(c->blight_supply + c->blight[s][0] + c->blight[s][1]);
        c->blight[s][0] = c->blight[s][1] = 0;
        c->imperial_supply = (uint8_t)(c->imperial_supply + c->imperial[s][0] + c->imperial[s][1]);
        c->imperial[s][0] = c->imperial[s][1] = 0;
        for (int p = 0; p < 3; p++) {
            g->pl[p].ships_supply = (uint8_t)(g->pl[p].ships_supply + g->sys[s].fresh[p] + g->sys[s].damaged[p]);
            g->sys[s].fresh[p] = g->sys[s].damaged[p] = 0;
        }
    }
    g->pl[0].ships_supply--;
    g->sys[0].fresh[0] = 1;
    c->blight_supply--;
    c->blight[4 + SYS_CRESCENT][0] = 1;
    t_assert_invariants(game);
    uint64_t rng = 21;
    t_arc_choose_fates(game, &rng);
    first_moves_through_chance(game, CH_EVENT_DIE); /* the Court deal */
    g = &game->s;
    assert_int_equal(top_frame(g)->kind, FR_CHANCE);
    assert_int_equal(top_frame(g)->a, CH_EVENT_DIE);
    /* C done: gate 0 (ships) none, gate 4 one damaged. */
    assert_int_equal(g->camp.blight[0][0] + g->camp.blight[0][1], 0);
    assert_int_equal(g->camp.blight[4][1], 1);
    /* D: the crescent (face 2). */
    assert_int_equal(event_die_symbol(2), SYS_CRESCENT);
    assert_int_equal(t_apply_str(game, "chance chance roll event 2"), ARCS_OK);
    g = &game->s;
    /* Cluster 1: its crescent planet only. */
    assert_int_equal(g->camp.blight[SYS_CRESCENT][1], 1);
    assert_int_equal(g->camp.blight[SYS_ARROW][1] + g->camp.blight[SYS_ARROW][0], 0);
    assert_int_equal(g->camp.blight[SYS_HEX][1] + g->camp.blight[SYS_HEX][0], 0);
    /* Cluster 2: the crescent had Blight: every other planet gets one. */
    assert_int_equal(g->camp.blight[4 + SYS_CRESCENT][0], 1);
    assert_int_equal(g->camp.blight[4 + SYS_CRESCENT][1], 0);
    assert_int_equal(g->camp.blight[4 + SYS_ARROW][1], 1);
    assert_int_equal(g->camp.blight[4 + SYS_HEX][1], 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Setup E (2 players): the number die twice; a repeat is rolled again (the
 * second roll's outcomes leave the first face out); the resources of both
 * clusters' planets go onto the ambition boxes. Internal chance: two
 * different clusters over many seeds. */
static void two_players_roll_two_clusters(void **state) {
    (void)state;
    arcs_game *game = act_two_begun(2, 31, ARCS_CHANCE_EXPLICIT);
    uint8_t phantom[NUM_RES], supply[NUM_RES];
    first_moves_through_chance(game, CH_EVENT_DIE);
    assert_int_equal(t_apply_str(game, "chance chance roll event 1"), ARCS_OK);
    game_state *g = &game->s;
    memcpy(phantom, g->phantom, NUM_RES);
    memcpy(supply, g->res_supply, NUM_RES);
    assert_int_equal(top_frame(g)->a, CH_NUMBER_DIE);
    assert_int_equal(t_apply_str(game, "chance chance roll number 3"), ARCS_OK);
    /* The second roll: the 5 other faces, 1/5 each (a repeat is rolled
     * again); a 3 is no outcome. */
    assert_int_equal(top_frame(&game->s)->a, CH_NUMBER_DIE);
    assert_int_equal(game->s.camp.act_rolls[0], 3);
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, 5);
    for (size_t i = 0; i < n; i++) {
        double pr = 0;
        assert_int_not_equal(m[i].a, 2);
        assert_int_equal(arcs_chance_probability(game, m[i], &pr), ARCS_OK);
        assert_true(pr == 0.2);
    }
    uint64_t h = arcs_state_hash(game);
    assert_int_equal(t_apply_str(game, "chance chance roll number 3"), ARCS_E_ILLEGAL_MOVE);
    assert_int_equal(arcs_state_hash(game), h);
    assert_int_equal(t_apply_str(game, "chance chance roll number 5"), ARCS_OK);
    g = &game->s;
    assert_int_equal(g->camp.act_rolls[0], 3);
    assert_int_equal(g->camp.act_rolls[1], 5);
    /* Clusters 3 and 5 (0-based 2 and 4): their planets' resources, as
     * far as the supply goes. */
    int want[NUM_RES] = {0};
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        int r = planet_type(s);
        if (r >= 0 && (sys_cluster(s) == 2 || sys_cluster(s) == 4) && supply[r] > want[r]) want[r]++;
    }
    int total = 0;
    for (int r = 0; r < NUM_RES; r++) {
        assert_int_equal(g->phantom[r] - phantom[r], want[r]);
        total += want[r];
    }
    assert_true(total > 0);
    t_assert_invariants(game);
    /* The rest of the setup (F: rearrangements; H: the deal), then the
     * mulligan decision. */
    uint64_t rng = 5;
    t_arc_finish_setup(game, &rng);
    first_moves_through_chance(game, -1);
    assert_int_equal(top_frame(&game->s)->kind, FR_MULLIGAN);
    assert_int_equal(arcs_act(game), 2);
    arcs_game_free(game);
    for (uint64_t seed = 1; seed <= 12; seed++) {
        game = act_two_begun(2, seed, ARCS_CHANCE_INTERNAL);
        t_arc_finish_setup(game, &rng);
        const campaign_state *c = &game->s.camp;
        assert_true(c->act_rolls[0] >= 1 && c->act_rolls[0] <= 6 && c->act_rolls[1] >= 1 && c->act_rolls[1] <= 6);
        assert_int_not_equal(c->act_rolls[0], c->act_rolls[1]);
        arcs_game_free(game);
    }
}

static arcs_status place(arcs_game *game, int p, int slot) {
    arcs_move m = {0};
    m.kind = ARCS_MOVE_PLACE_RESOURCE;
    m.player = (uint8_t)p;
    m.a = (uint8_t)slot;
    return arcs_apply(game, m);
}

/* Setup F: "Each player may also rearrange their resource tokens", in
 * turn order: the resource of the lowest slot is taken out to be placed
 * again (swaps reach any arrangement; placing it back keeps them). */
static void players_may_rearrange_their_resources(void **state) {
    (void)state;
    arcs_game *game = act_one_done(3, 51, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    /* Each player: Material in slot 1, Fuel in slot 2, nothing else (the
     * boards have 2 open slots at least). */
    for (int p = 0; p < 3; p++) {
        player_state *pl = &g->pl[p];
        assert_true(open_res_slots(pl) >= 2);
        for (int k = 0; k < RES_SLOTS_MAX; k++)
            if (pl->res[k] != RES_EMPTY && pl->res[k] != RES_CARD_TOKEN) {
                g->res_supply[pl->res[k] - 1]++;
                pl->res[k] = RES_EMPTY;
            }
        assert_true(pl->res[0] == RES_EMPTY && pl->res[1] == RES_EMPTY);
        g->res_supply[ARCS_MATERIAL]--, g->res_supply[ARCS_FUEL]--;
        pl->res[0] = ARCS_MATERIAL + 1;
        pl->res[1] = ARCS_FUEL + 1;
    }
    t_assert_invariants(game);
    start_log(game);
    uint64_t rng = 51;
    t_arc_choose_fates(game, &rng);
    /* A B Fate's Setup decisions (the Hegemon's Flagship) come first (F). */
    while (game->s.camp.act_setup_step == ASETUP_FATES) t_random_move(game, &rng);
    int first = game->s.initiative;
    for (int i = 0; i < 3; i++) {
        int p = (first + i) % 3;
        g = &game->s;
        const frame *f = top_frame(g);
        assert_int_equal(g->camp.act_setup_step, ASETUP_REARRANGE);
        assert_int_equal(f->kind, FR_PLACE_RESOURCE);
        assert_int_equal(f->player, p);
        assert_int_equal(f->a, ARCS_MATERIAL);
        assert_int_equal(g->pl[p].res[0], RES_EMPTY);
        /* What a UI shows: the placement of the Material. */
        static arcs_game_view v;
        assert_int_equal(arcs_view(game, p, &v), ARCS_OK);
        assert_int_equal(v.decision.kind, ARCS_DECISION_PLACE_RESOURCE);
        assert_int_equal(v.decision.placing_resource, ARCS_MATERIAL);
        if (i == 0) {
            /* Swap it into slot 2 (the Fuel is taken out), then the Fuel
             * into slot 1; a move undone restores the state. */
            uint64_t h = arcs_state_hash(game);
            assert_int_equal(place(game, p, 1), ARCS_OK);
            assert_int_equal(arcs_undo(game, 1), ARCS_OK);
            assert_int_equal(arcs_state_hash(game), h);
            assert_int_equal(place(game, p, 1), ARCS_OK);
            assert_int_equal(top_frame(&game->s)->a, ARCS_FUEL);
            assert_int_equal(place(game, p, 0), ARCS_OK);
            assert_int_equal(game->s.pl[p].res[0], ARCS_FUEL + 1);
            assert_int_equal(game->s.pl[p].res[1], ARCS_MATERIAL + 1);
        } else {
            /* A state with the placement pending loads back. */
            t_arc_round_trip(game, "a rearrangement");
            /* Put back: nothing changes. */
            assert_int_equal(place(game, p, 0), ARCS_OK);
            assert_int_equal(game->s.pl[p].res[0], ARCS_MATERIAL + 1);
            assert_int_equal(game->s.pl[p].res[1], ARCS_FUEL + 1);
        }
        t_assert_invariants(game);
    }
    assert_int_equal(game->s.camp.act_setup_step, ASETUP_NONE);
    assert_non_null(strstr(logbuf, "may rearrange their resources: Material leaves slot 1 to be placed again"));
    arcs_game_free(game);
}

/* A state saved in the middle of Act II setup (a chance draw pending)
 * loads back byte for byte; determinized worlds finish the setup; edited
 * ones are refused. */
static void act_setup_saves_and_loads(void **state) {
    (void)state;
    arcs_game *game = act_two_begun(2, 41, ARCS_CHANCE_EXPLICIT);
    first_moves_through_chance(game, CH_EVENT_DIE);
    assert_int_equal(game->s.camp.act_setup_step, ASETUP_EVENT_DIE);
    t_arc_round_trip(game, "Act II setup");
    /* Every seat's observation (and the public one) is written. */
    for (int viewer = -1; viewer < 2; viewer++) {
        static unsigned char obs[ARCS_STATE_BYTES_MAX];
        size_t olen = 0;
        assert_int_equal(arcs_observation(game, viewer, obs, sizeof obs, &olen), ARCS_OK);
        assert_true(olen > 0);
    }
    /* The chance moves read back from their text; every seat's world
     * determinized from here plays the setup on. */
    t_assert_texts_round_trip(game);
    for (int viewer = 0; viewer < 2; viewer++) {
        arcs_game *w = NULL;
        assert_int_equal(arcs_game_clone(game, &w), ARCS_OK);
        assert_int_equal(arcs_determinize(w, viewer, 7), ARCS_OK);
        t_assert_invariants(w);
        uint64_t rng = 11 + (uint64_t)viewer;
        t_arc_finish_setup(w, &rng);
        assert_int_equal(arcs_act(w), 2);
        assert_int_equal(w->s.camp.act_setup_step, ASETUP_NONE);
        t_assert_invariants(w);
        arcs_game_free(w);
    }
    /* The loader refuses what the Act setup never leaves, with the reason. */
    static const struct {
        int what;
        const char *why;
    } bad_states[] = {
        {0, "Act setup step 0"}, {1, "Act 2 of 1"}, {2, "Act setup rolls 4, 4"}, {3, "Act boundary 1"},
        {4, "Act setup turn 1"},
    };
    for (size_t k = 0; k < sizeof bad_states / sizeof bad_states[0]; k++) {
        arcs_game *edited = NULL;
        assert_int_equal(arcs_game_clone(game, &edited), ARCS_OK);
        campaign_state *c = &t_state(edited)->camp;
        switch (bad_states[k].what) {
        case 0: c->act_setup_step = ASETUP_NONE; break;
        case 1: c->last_act = 1; break;
        case 2: c->act_rolls[0] = c->act_rolls[1] = 4; break;
        case 3: c->act_boundary = 1; break;
        default: c->act_turn = 1; break;
        }
        static unsigned char buf[ARCS_STATE_BYTES_MAX];
        size_t len = 0;
        arcs_game *bad = NULL;
        arcs_error err;
        assert_int_equal(arcs_game_save_state(edited, buf, sizeof buf, &len), ARCS_OK);
        assert_int_equal(arcs_game_load_state_ex(buf, len, NULL, &bad, &err), ARCS_E_CORRUPT);
        assert_null(bad);
        if (!strstr(err.message, bad_states[k].why)) fail_msg("%s: %s", bad_states[k].why, err.message);
        arcs_game_free(edited);
    }
    arcs_game_free(game);
}

/* In the next Act the Intermission's Fate cards are still dealt: a
 * player who completed Act I and switched to the B Fate drawn left their
 * own A Fate (public) beside it. A Rival's determinized world keeps that
 * card in its place and re-deals only the unknown B cards with the B deck
 * (never an A card into it). */
static void determinize_in_the_next_act_keeps_the_own_fate(void **state) {
    (void)state;
    arcs_game *game = NULL;
    int done = -1;
    /* Random play seldom completes an objective: the first seed that does. */
    for (uint64_t seed = 1; seed <= 400 && done < 0; seed++) {
        if (game) arcs_game_free(game);
        game = t_arc_new(3, seed, ARCS_CHANCE_INTERNAL, 0);
        uint64_t rng = seed;
        t_arc_to_intermission_step(game, &rng, INTERMISSION_CHOOSE);
        for (int p = 0; p < 3; p++)
            if ((game->s.camp.fate_completed[p] & 1u) && game->s.camp.fate_dealt[p][1] != CARD_FATE16) done = p;
    }
    assert_true(done >= 0);
    int own = game->s.camp.fate_history[done][0];
    assert_int_equal(game->s.camp.fate_dealt[done][0], own);
    while (!arcs_game_over(game) && arcs_act(game) == 1) {
        const game_state *g = &game->s;
        int p = top_frame_c(g)->player, keep = p == done || g->camp.fate_dealt[p][0] == CARD_FATE16;
        char text[16];
        snprintf(text, sizeof text, "p%d fate %d", p, keep);
        assert_int_equal(t_apply_str(game, text), ARCS_OK);
    }
    assert_false(arcs_game_over(game));
    assert_int_equal(game->s.camp.fate[done], game->s.camp.fate_dealt[done][1]);
    for (uint64_t seed = 1; seed <= 20; seed++) {
        arcs_game *w = NULL;
        int viewer = (done + 1 + (int)(seed % 2)) % 3;
        assert_int_equal(arcs_game_clone(game, &w), ARCS_OK);
        assert_int_equal(arcs_determinize(w, viewer, seed), ARCS_OK);
        const campaign_state *c = &w->s.camp;
        assert_int_equal(c->fate_dealt[done][0], own);
        for (int i = 0; i < c->fate_deck_len; i++) assert_int_equal(fate_letter(c->fate_deck[i]), FATE_B);
        t_assert_invariants(w);
        arcs_game_free(w);
    }
    arcs_game_free(game);
}

/* ---- Act III: grand ambitions and the final objective ---- */

/* Replace the decisions with the end of chapter `chapter` (no ambition
 * declared: only grand ambitions and final objectives score), run it. */
static void end_chapter_now(arcs_game *game, int chapter) {
    game_state *g = t_state(game);
    while (g->depth) pop_frame(g);
    for (int m = 0; m < 3; m++) g->marker_box[m] = 0xFF;
    g->chapter = (uint8_t)chapter;
    chapter_end_begin(g);
    run_forward(g);
}

static arcs_game *act_three(int players, uint64_t seed) {
    arcs_game *game = act_two_begun(players, seed, ARCS_CHANCE_INTERNAL);
    uint64_t rng = seed + 5;
    t_arc_play_act(game, &rng, false);
    t_arc_finish_setup(game, &rng);
    assert_int_equal(arcs_act(game), 3);
    return game;
}

/* The Act III chapter track (components §9.3) and the rulebook's example
 * (p. 9: chapter 3, one grand ambition fulfilled: 4 Power), scored at the
 * chapter's end for the player alone. */
static void grand_ambitions_score_from_the_chapter_track(void **state) {
    (void)state;
    static const int one[4] = {2, 3, 4, 5}, both[4] = {4, 8, 14, 20};
    for (int ch = 1; ch <= 4; ch++) {
        assert_int_equal(grand_ambition_power(ch, 0), 0);
        assert_int_equal(grand_ambition_power(ch, 1), one[ch - 1]);
        assert_int_equal(grand_ambition_power(ch, 2), both[ch - 1]);
    }
    arcs_game *game = act_three(3, 61);
    game_state *g = t_state(game);
    /* The players hold A Fates (their objective card with grand ambitions,
     * no marker). Random play seldom completes an objective, so the
     * Intermission after Act II mostly deals C Fates: the test sets it. */
    for (int p = 0; p < 3; p++) {
        int fate = CARD_FATE01 + p;
        for (int k = 0; k < g->ll.play_area_len[p]; k++)
            if (g->ll.play_area[p][k] == fate_info_of(g->camp.fate[p])->act[2].objective)
                g->ll.play_area[p][k] = (uint16_t)fate_info_of(fate)->act[2].objective;
        g->camp.fate[p] = (uint16_t)fate;
        g->camp.objective[p] = OBJECTIVE_NONE;
    }
    int before[3];
    for (int p = 0; p < 3; p++) before[p] = g->pl[p].power;
    blank_grand[0] = 2; /* the second only */
    blank_grand[1] = 3; /* both */
    blank_grand[2] = 0;
    assert_int_equal(grand_ambitions_fulfilled(g, 1), 2);
    start_log(game);
    end_chapter_now(game, 3);
    blank_grand[0] = blank_grand[1] = 0;
    assert_int_equal(arcs_power(game, 0), before[0] + 4);
    assert_int_equal(arcs_power(game, 1), before[1] + 14);
    assert_int_equal(arcs_power(game, 2), before[2]);
    assert_non_null(strstr(logbuf, "Chapter 3: Player 1 fulfilled the second grand ambition of Steward Act III Objective: +4 Power."));
    assert_false(arcs_game_over(game));
    assert_int_equal(game->s.chapter, 4);
    arcs_game_free(game);
}

/* Final Objective: at a chapter's end in Act III, a C Fate's marker on 0
 * with at least 1 Power wins outright, before chapter 4; several: the most
 * Power among them; 0 Power: no outright victory. */
static void a_final_objective_wins_outright(void **state) {
    (void)state;
    arcs_game *game = act_three(3, 71);
    game_state *g = t_state(game);
    g->camp.fate[0] = CARD_FATE17;
    g->camp.fate[1] = CARD_FATE01;
    g->camp.fate[2] = CARD_FATE18;
    g->pl[0].power = 1;
    g->pl[1].power = 40;
    g->pl[2].power = 0;
    g->camp.objective[0] = 0;
    g->camp.objective[1] = OBJECTIVE_NONE;
    g->camp.objective[2] = 0;
    /* Player 3 has 0 Power: only Player 1 wins outright. */
    assert_int_equal(campaign_final_objective_winners(g), 1u);
    start_log(game);
    end_chapter_now(game, 2);
    assert_int_equal(arcs_game_over(game), 1);
    assert_int_equal(arcs_winner(game), 0);
    assert_int_equal(arcs_act_boundary(game), 0);
    assert_non_null(strstr(logbuf, "Player 1 wins the campaign by completing their final objective, with 1 Power."));
    /* Several complete: the most Power among them. */
    g = t_state(game);
    g->pl[2].power = 3;
    assert_int_equal(campaign_final_objective_winners(g), 5u);
    campaign_winner(g);
    assert_int_equal(g->winner, 2);
    /* Outside Act III a marker on 0 is no final objective. */
    g->camp.act = 2;
    assert_int_equal(campaign_final_objective_winners(g), 0u);
    campaign_winner(g);
    assert_int_equal(g->winner, 1);
    arcs_game_free(game);
}

/* Determining a Winner: the most Power; a tie to the A Fate over the B
 * over the C; then turn order from the initiative holder. */
static void winner_tiebreaks(void **state) {
    (void)state;
    arcs_game *game = act_one_done(3, 81, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    for (int p = 0; p < 3; p++) g->pl[p].power = 10;
    g->camp.fate[0] = CARD_FATE17; /* C */
    g->camp.fate[1] = CARD_FATE09; /* B */
    g->camp.fate[2] = CARD_FATE01; /* A */
    g->initiative = 0;
    assert_int_equal(fate_letter(CARD_FATE17), FATE_C);
    assert_int_equal(fate_letter(CARD_FATE09), FATE_B);
    assert_int_equal(fate_letter(CARD_FATE08), FATE_A);
    assert_int_equal(fate_letter(CARD_F101A), -1);
    campaign_winner(g);
    assert_int_equal(g->winner, 2);
    /* B over C. */
    g->camp.fate[2] = CARD_FATE18;
    campaign_winner(g);
    assert_int_equal(g->winner, 1);
    /* Same letter: turn order from the initiative. */
    g->camp.fate[0] = CARD_FATE10;
    g->initiative = 2;
    campaign_winner(g);
    assert_int_equal(g->winner, 0);
    g->initiative = 1;
    campaign_winner(g);
    assert_int_equal(g->winner, 1);
    /* Power first. */
    g->pl[2].power = 11;
    campaign_winner(g);
    assert_int_equal(g->winner, 2);
    assert_int_equal(campaign_best_of(g, 3u), 1);
    arcs_game_free(game);
}

/* arcs_view shows the campaign arc: the Act, the Intermission's step, and
 * each player's Fate history, the next Act's Fate only after the reveal
 * (a Rival sees it no earlier than the rules allow). */
static void view_shows_the_arc(void **state) {
    (void)state;
    arcs_game *game = t_arc_new(3, 21, ARCS_CHANCE_INTERNAL, 0);
    uint64_t rng = 77;
    static arcs_game_view v;
    assert_int_equal(arcs_view(game, 0, &v), ARCS_OK);
    assert_int_equal(v.version, ARCS_VIEW_VERSION);
    assert_int_equal(v.act, 1);
    assert_int_equal(v.last_act, 3);
    assert_int_equal(v.act_boundary, 0);
    t_arc_to_intermission_step(game, &rng, INTERMISSION_CHOOSE);
    game_state *g = t_state(game);
    for (int viewer = -1; viewer < 3; viewer++) {
        assert_int_equal(arcs_view(game, viewer, &v), ARCS_OK);
        assert_int_equal(v.act, 1);
        assert_int_equal(v.intermission_step, INTERMISSION_CHOOSE);
        for (int p = 0; p < 3; p++) {
            assert_int_equal(v.player[p].fate_history[0], g->camp.fate_history[p][0]);
            assert_int_equal(v.player[p].fate_history[1], ARCS_NONE); /* not revealed yet */
            assert_int_equal(v.player[p].fate_completed, g->camp.fate_completed[p]);
        }
    }
    t_arc_choose_fates(game, &rng);
    assert_int_equal(arcs_view(game, 1, &v), ARCS_OK);
    assert_int_equal(v.act, arcs_act(game));
    for (int p = 0; p < 3; p++) assert_int_equal(v.player[p].fate_history[1], g->camp.fate_history[p][1]);
    assert_true(v.player[0].fate_history[1] >= 0);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(view_shows_the_arc),
        cmocka_unit_test(fate_registry_per_act),
        cmocka_unit_test(last_act_config_is_validated),
        cmocka_unit_test(replays_keep_last_act),
        cmocka_unit_test(last_act_one_stops_at_the_boundary),
        cmocka_unit_test(a_fate_without_its_next_act_stops_the_campaign),
        cmocka_unit_test(three_acts_are_one_game),
        cmocka_unit_test(blight_at_gates_and_the_rolled_planets),
        cmocka_unit_test(two_players_roll_two_clusters),
        cmocka_unit_test(players_may_rearrange_their_resources),
        cmocka_unit_test(act_setup_saves_and_loads),
        cmocka_unit_test(determinize_in_the_next_act_keeps_the_own_fate),
        cmocka_unit_test(grand_ambitions_score_from_the_chapter_track),
        cmocka_unit_test(a_final_objective_wins_outright),
        cmocka_unit_test(winner_tiebreaks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
