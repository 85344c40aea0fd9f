/* The Pirate's Act III (ARCS-F1206-F1212): its Setup side (the Rumor
 * tokens), its grand ambitions and the end-of-Act guesses, Rumors of the
 * Haven's hidden tokens (observations, log lines, determinize per seat),
 * Rumors Spread, Call to Action and Silver-Tongues, in Act III games
 * started from campaign records (p0 fails Act I, takes the Pirate and
 * keeps it). */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>
#include <string.h>

#include "act2_fixture.h"
#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/trust.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/pirate/pirate.h"
#include "cards/campaign/fates/pirate/rumors.h"

static const t_fates FATES = {.a = {CARD_FATE07, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                              .b = {CARD_FATE12}, .completed2 = 7u};
/* p0 failed the Pirate's Act II objective: F1203, F1205-F1207 in the Court deck. */
static const t_fates FAILED = {.a = {CARD_FATE07, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                               .b = {CARD_FATE12}, .completed2 = 6u};
enum { S_PLACE = 0, S_TRUE = 1 };                                              /* act3.c, F1208A */
enum { S_DECLARE_FIRST = 0, S_DECLARE_SECOND, S_DECLARE_BOTH, S_KEEP_QUIET, S_GUESS, S_PASS }; /* F1208B */

static arcs_move cmove(int p, int card, int step, int d, int e) {
    arcs_move m = {0};
    m.kind = ARCS_MOVE_CARD;
    m.player = (uint8_t)p;
    m.a = (uint8_t)(card & 0xFF);
    m.b = (uint8_t)(card >> 8);
    m.c = (uint8_t)step;
    m.d = (uint8_t)d;
    m.e = (uint8_t)e;
    return m;
}

static bool legal(arcs_game *game, arcs_move m) {
    arcs_move l[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, l, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    for (size_t i = 0; i < n; i++)
        if (!memcmp(&l[i], &m, sizeof m)) return true;
    return false;
}

static void apply_ok(arcs_game *game, arcs_move m) {
    if (!legal(game, m)) {
        arcs_move l[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        char t[ARCS_MOVE_STR_MAX];
        arcs_legal_moves(game, l, ARCS_MAX_LEGAL_MOVES, &n);
        arcs_move_to_str(m, t, sizeof t, NULL);
        fprintf(stderr, "not legal: %s; legal:", t);
        for (size_t i = 0; i < n && i < 12; i++) {
            arcs_move_to_str(l[i], t, sizeof t, NULL);
            fprintf(stderr, " [%s]", t);
        }
        fprintf(stderr, "\n");
    }
    assert_true(legal(game, m));
    arcs_status st = arcs_apply(game, m);
    if (st != ARCS_OK) fprintf(stderr, "apply: %s\n", arcs_last_error(game));
    assert_int_equal(st, ARCS_OK);
    t_assert_invariants(game);
}

static void refused(arcs_game *game, arcs_move m) {
    char text[ARCS_MOVE_STR_MAX];
    assert_false(legal(game, m));
    assert_int_equal(arcs_move_to_str(m, text, sizeof text, NULL), ARCS_OK);
    t_refused_unchanged(game, text);
}

/* Four players: p3 keeps the Advocate. */
static const t_fates FATES4 = {.a = {CARD_FATE07, CARD_FATE02, CARD_FATE03, CARD_FATE04}, .completed1 = 14u,
                               .b = {CARD_FATE12}, .completed2 = 15u};

/* An Act III game with p0 the Pirate (as many players as f has A Fates),
 * at the Pirate's first Rumor placement (other Setups' decisions before it
 * made at random). */
static arcs_game *at_rumors(const t_fates *f, uint64_t seed) {
    int players = 0;
    while (players < MAX_PLAYERS && f->a[players]) players++;
    arcs_game *game = t_act3_new(players, seed, f, ARCS_CHANCE_INTERNAL, 0);
    uint64_t rng = seed * 7 + 1;
    for (int i = 0; i < 20000; i++) {
        const frame *fr = top_frame_c(&game->s);
        if (fr && fr->kind == FR_CARD && fr->card == CARD_F1208A) return game;
        t_random_move(game, &rng);
    }
    fail_msg("no Pirate Act III Setup decision");
    return NULL;
}

static bool piece_free(const game_state *g, int s) {
    for (int q = 0; q < g->num_players; q++)
        if (has_loyal_piece(g, q, s)) return false;
    return true;
}

/* The planets for the Rumors: rum[0] "Cluster Correct", rum[1] "Symbol
 * Correct", rum[2..3] False; the Haven (returned) a planet with no
 * player's piece, away from the Rumors. */
static int choose_planets(const game_state *g, int rum[RUMORS]) {
    for (int h = 0; h < NUM_SYSTEMS; h++) {
        if (sys_is_gate(h) || !sys_in_play(g, h) || !piece_free(g, h)) continue;
        int n = 0;
        rum[0] = rum[1] = -1;
        for (int s = 0; s < NUM_SYSTEMS; s++) { /* the Cluster Correct: in h's cluster, not h */
            if (s / 4 == h / 4 && s != h && !sys_is_gate(s)) rum[0] = s;
            if (s / 4 != h / 4 && s % 4 == h % 4 && sys_in_play(g, s) && rum[1] < 0) rum[1] = s;
        }
        if (rum[0] < 0 || rum[1] < 0) continue;
        n = 2;
        for (int s = 0; s < NUM_SYSTEMS && n < RUMORS; s++)
            if (!sys_is_gate(s) && sys_in_play(g, s) && s != h && s != rum[0] && s != rum[1] && s / 4 != h / 4)
                rum[n++] = s;
        if (n == RUMORS) return h;
    }
    fail_msg("no Haven planet");
    return -1;
}

/* Place the four tokens (in the order rum[3], rum[2], rum[1], rum[0]:
 * the placing order tells nothing) and choose the True ones. */
static void place_rumors(arcs_game *game, const int rum[RUMORS], int cluster, int symbol) {
    for (int i = RUMORS - 1; i >= 0; i--) apply_ok(game, cmove(0, CARD_F1208A, S_PLACE, rum[i], 0));
    apply_ok(game, cmove(0, CARD_F1208A, S_TRUE, cluster, symbol));
}

static t_log LOG;

/* The Pirate's game, Rumors placed with the Haven h free of pieces. */
static arcs_game *placed(const t_fates *f, uint64_t seed, int rum[RUMORS], int *haven) {
    arcs_game *game = at_rumors(f, seed);
    *haven = choose_planets(&game->s, rum);
    LOG.n = 0;
    game->log = t_keep_line;
    game->log_ud = &LOG;
    place_rumors(game, rum, rum[0], rum[1]);
    assert_int_equal(rumor_haven(&game->s), *haven);
    return game;
}

/* placed(), then the rest of the Act III Setup played at random. */
static arcs_game *started_with(const t_fates *f, uint64_t seed, int rum[RUMORS], int *haven) {
    arcs_game *game = placed(f, seed, rum, haven);
    uint64_t rng = seed;
    t_arc_finish_setup(game, &rng);
    return game;
}
static arcs_game *started(uint64_t seed, int rum[RUMORS], int *haven) { return started_with(&FATES, seed, rum, haven); }

/* F1208A: Rumors Spread (both copies) in the Court deck, Rumors of the
 * Haven and Sharing Rumors in the booklet; 4 tokens face down on different
 * planets; a planet with a token already, or one True Rumor named twice,
 * refused with the game unchanged. */
static void setup_places_the_rumors(void **state) {
    (void)state;
    arcs_game *game = at_rumors(&FATES, 0x1208);
    const game_state *g = &game->s;
    bool deck9 = false, deck10 = false, b11 = false, b12 = false;
    for (int i = 0; i < g->court_deck_len; i++) {
        deck9 |= court_deck_pile(g)[i] == CARD_F1209;
        deck10 |= court_deck_pile(g)[i] == CARD_F1210;
    }
    for (int i = 0; i < g->camp.booklet_len; i++) {
        b11 |= g->camp.booklet[i] == CARD_F1211;
        b12 |= g->camp.booklet[i] == CARD_F1212;
    }
    assert_true(deck9 && deck10 && b11 && b12);
    int rum[RUMORS], h = choose_planets(g, rum);
    apply_ok(game, cmove(0, CARD_F1208A, S_PLACE, rum[0], 0));
    refused(game, cmove(0, CARD_F1208A, S_PLACE, rum[0], 0));
    refused(game, cmove(0, CARD_F1208A, S_PLACE, rum[0] / 4 * 4, 0)); /* a gate */
    for (int i = 1; i < RUMORS; i++) apply_ok(game, cmove(0, CARD_F1208A, S_PLACE, rum[i], 0));
    refused(game, cmove(0, CARD_F1208A, S_TRUE, rum[0], rum[0]));
    refused(game, cmove(1, CARD_F1208A, S_TRUE, rum[0], rum[1]));
    apply_ok(game, cmove(0, CARD_F1208A, S_TRUE, rum[0], rum[1]));
    assert_int_equal(rumor_haven(g), h);
    for (int i = 0; i < RUMORS; i++) assert_true(rumor_at(g, rum[i]) >= 0);
    t_assert_reloads(game, "pirate setup");
    arcs_game_free(game);
}

/* Hidden information: two games alike but for which Rumors are True. The
 * Rivals' observations (and the public one) are byte-identical, the
 * Pirate's differ; the log lines are the same in both. After p1 peeks at a
 * token (a Loyal agent on it) whose kind differs between the games, p1's
 * observations differ, p2's stay identical. */
static void rumors_hidden_per_seat(void **state) {
    (void)state;
    arcs_game *a = at_rumors(&FATES, 0x1209), *b = at_rumors(&FATES, 0x1209);
    int rum[RUMORS];
    choose_planets(&a->s, rum);
    static t_log la, lb;
    la.n = lb.n = 0;
    a->log = b->log = t_keep_line;
    a->log_ud = &la;
    b->log_ud = &lb;
    place_rumors(a, rum, rum[0], rum[1]);
    place_rumors(b, rum, rum[2], rum[3]);
    assert_int_equal(la.n, lb.n);
    for (int i = 0; i < la.n; i++) assert_string_equal(la.text[i], lb.text[i]);
    t_assert_same_observation(a, b, 1);
    t_assert_same_observation(a, b, 2);
    t_assert_same_observation(a, b, -1);
    static unsigned char oa[ARCS_STATE_BYTES_MAX], ob[ARCS_STATE_BYTES_MAX];
    size_t na = 0, nb = 0;
    assert_int_equal(arcs_observation(a, 0, oa, sizeof oa, &na), ARCS_OK);
    assert_int_equal(arcs_observation(b, 0, ob, sizeof ob, &nb), ARCS_OK);
    assert_true(na != nb || memcmp(oa, ob, na));
    /* p1 places a Loyal agent on the token at rum[0] (True in a, False in b). */
    rumor_place_agent(t_state(a), 1, rumor_at(&a->s, rum[0]), CARD_F1209);
    rumor_place_agent(t_state(b), 1, rumor_at(&b->s, rum[0]), CARD_F1209);
    game_bump(a);
    game_bump(b);
    t_assert_invariants(a);
    t_assert_same_observation(a, b, 2);
    assert_int_equal(arcs_observation(a, 1, oa, sizeof oa, &na), ARCS_OK);
    assert_int_equal(arcs_observation(b, 1, ob, sizeof ob, &nb), ARCS_OK);
    assert_true(na != nb || memcmp(oa, ob, na));
    assert_true(rumor_known_by(&a->s, rumor_at(&a->s, rum[0]), 1));
    assert_false(rumor_known_by(&a->s, rumor_at(&a->s, rum[0]), 2));
    arcs_game_free(a);
    arcs_game_free(b);
}

/* Determinize: the Pirate's worlds keep the Rumors; a Rival's keep every
 * token that Rival peeked at and re-deal the others (the Haven varies for
 * p2, who peeked at nothing), always 2 True and 2 False. */
static void determinize_keeps_each_peek(void **state) {
    (void)state;
    int rum[RUMORS], h;
    arcs_game *game = placed(&FATES, 0x120A, rum, &h);
    int peeked = rumor_at(&game->s, rum[0]);
    rumor_place_agent(t_state(game), 1, peeked, CARD_F1209);
    game_bump(game);
    static unsigned char obs[ARCS_STATE_BYTES_MAX];
    for (int viewer = 0; viewer < 3; viewer++) {
        size_t len = 0;
        assert_int_equal(arcs_observation(game, viewer, obs, sizeof obs, &len), ARCS_OK);
        unsigned havens = 0;
        for (uint64_t seed = 1; seed <= 30; seed++) {
            arcs_game *copy = determinized(game, viewer, seed, obs, len);
            const rumor_data *d = RUMOR_DATA(&copy->s);
            t_assert_invariants(copy);
            int haven = rumor_haven(&copy->s);
            assert_true(haven >= 0);
            havens |= 1u << haven;
            if (viewer == 0) assert_memory_equal(d, RUMOR_DATA(&game->s), sizeof *d);
            if (viewer == 1) assert_int_equal(rumor_kind(d, peeked), RUMOR_CLUSTER);
            arcs_game_free(copy);
        }
        if (viewer == 2) assert_true(__builtin_popcount(havens) > 1);
        if (viewer == 0) assert_int_equal(havens, 1u << h);
    }
    arcs_game_free(game);
}

/* faq.csv Rumors of the Haven: "Do my agents on Rumor tokens count as
 * Loyal pieces for things like building in the system? Yes!" */
static void agents_on_rumors_are_loyal_pieces(void **state) {
    (void)state;
    int rum[RUMORS], h;
    arcs_game *game = placed(&FATES, 0x120B, rum, &h);
    game_state *g = t_state(game);
    int s = -1;
    for (int i = 0; i < RUMORS && s < 0; i++)
        if (!has_loyal_piece(g, 2, rum[i])) s = rum[i];
    assert_true(s >= 0);
    int supply = g->pl[2].agents_supply;
    rumor_place_agent(g, 2, rumor_at(g, s), CARD_F1209);
    game_bump(game);
    assert_true(has_loyal_piece(g, 2, s));
    assert_int_equal(g->pl[2].agents_supply, supply - 1);
    t_assert_invariants(game); /* the agent counted where it is */
    t_assert_reloads(game, "agent on a Rumor");
    arcs_game_free(game);
}

/* F1211 "In battle, if a player steals anything from the Pirate, they may
 * also place 1 agent on a Rumor without a Loyal agent." p1 attacks the
 * Pirate: a battle without a steal offers nothing; with a resource raided
 * from the Pirate Hoard, p1 may place an agent on a Rumor (a peek) or decline. */
static void battle_steal_places_an_agent(void **state) {
    (void)state;
    int rum[RUMORS], h;
    arcs_game *game = started(0x120E, rum, &h);
    game_state *g = t_state(game);
    const card_def *def = card_def_of(CARD_F1211);
    assert_int_equal(card_res_add(g, CARD_F1202, ARCS_FUEL, 1), 1);
    for (int stolen = 0; stolen < 2; stolen++) {
        g->battle.attacker = 1;
        g->battle.defender = 0;
        camp_event ev = {EVT_BATTLE_STARTED, 1, 0, 0, 0};
        def->on_event(g, 1, CARD_F1211, &ev);
        if (stolen) /* raided from the Pirate Hoard (the thief's placement is not this test's) */
            assert_int_equal(card_res_remove(g, CARD_F1202, ARCS_FUEL, 1), 1);
        const frame *top = top_frame_c(g);
        def->raid_dice_by_card(g, 1, CARD_F1211, -1);
        game_bump(game);
        assert_int_equal(g->camp.fate_data[0][5], 0);
        if (!stolen) {
            assert_true(top_frame_c(g) == top);
            continue;
        }
        assert_int_equal(top_frame_c(g)->card, CARD_F1211);
        int i0 = rumor_at(g, rum[0]);
        assert_false(rumor_known_by(g, i0, 1));
        apply_ok(game, cmove(1, CARD_F1211, 0, rum[0], 0));
        assert_true(rumor_known_by(g, i0, 1));
        assert_true(has_loyal_piece(g, 1, rum[0]));
        assert_true(t_logged(&LOG, "Rumors of the Haven: Player 2 places a Loyal agent"));
    }
    arcs_game_free(game);
}

/* The Pirate's declaration at a chapter's end (EVT_CHAPTER_ENDING). */
static void chapter_ending(arcs_game *game) {
    camp_event ev = {EVT_CHAPTER_ENDING, NO_PLAYER, (uint8_t)game->s.chapter, 0, 0};
    card_def_of(CARD_F1208B)->on_event(t_state(game), 0, CARD_F1208B, &ev);
    game_bump(game);
}

static int grand(const game_state *g) { return card_def_of(CARD_F1208B)->grand_ambitions(g, 0, CARD_F1208B); }

/* The table for the grand ambitions: chapter 2, 2 resources on the Pirate
 * Hoard, a ship of the Pirate's in the Haven's system. */
static arcs_game *grand_table(int rum[RUMORS], int *h) {
    arcs_game *game = started(0x120C, rum, h);
    game_state *g = t_state(game);
    for (int r = 0; r < NUM_RES; r++) card_res_remove(g, CARD_F1202, r, 9);
    assert_int_equal(card_res_add(g, CARD_F1202, ARCS_RELIC, 2), 2);
    g->sys[*h].fresh[0]++;
    g->pl[0].ships_supply--;
    g->chapter = 2;
    t_only_grand_ambitions_of(game, 0);
    game_bump(game);
    t_assert_invariants(game);
    assert_true(piece_free(g, *h) == false);
    return game;
}

/* F1208B fulfilled when declared truthfully, scored by the chapter table
 * (chapter 2, both: 8 Power); only the truthful declarations are moves;
 * keeping quiet scores nothing; the declaration cleared at EVT_CHAPTER_END. */
static void grand_ambitions_declared_truthfully(void **state) {
    (void)state;
    int rum[RUMORS], h;
    arcs_game *game = grand_table(rum, &h);
    game_state *g = t_state(game);
    assert_int_equal(grand(g), 0); /* nothing declared yet */
    chapter_ending(game);
    assert_true(legal(game, cmove(0, CARD_F1208B, S_DECLARE_FIRST, 0, 0)));
    assert_true(legal(game, cmove(0, CARD_F1208B, S_KEEP_QUIET, 0, 0)));
    refused(game, cmove(1, CARD_F1208B, S_DECLARE_BOTH, 0, 0));
    apply_ok(game, cmove(0, CARD_F1208B, S_DECLARE_BOTH, 0, 0));
    assert_true(t_logged(&LOG, "declares truthfully that no Rival pieces and a Loyal piece are in the Pirate Haven"));
    assert_int_equal(grand(g), 3);
    int before = g->pl[0].power;
    campaign_score_grand_ambitions(g);
    assert_int_equal(g->pl[0].power, before + 8);
    assert_true(t_logged(&LOG, "fulfilled both grand ambitions of Pirate Act III Objective: +8 Power."));
    camp_event end = {EVT_CHAPTER_END, NO_PLAYER, 2, 0, 0};
    card_def_of(CARD_F1208B)->on_event(g, 0, CARD_F1208B, &end);
    assert_int_equal(grand(g), 0);
    /* Keeping quiet: nothing. */
    chapter_ending(game);
    apply_ok(game, cmove(0, CARD_F1208B, S_KEEP_QUIET, 0, 0));
    assert_int_equal(grand(g), 0);
    /* Without the ship there: only the first is truthful. */
    g->sys[h].fresh[0]--;
    g->pl[0].ships_supply++;
    game_bump(game);
    chapter_ending(game);
    refused(game, cmove(0, CARD_F1208B, S_DECLARE_SECOND, 0, 0));
    refused(game, cmove(0, CARD_F1208B, S_DECLARE_BOTH, 0, 0));
    apply_ok(game, cmove(0, CARD_F1208B, S_DECLARE_FIRST, 0, 0));
    assert_int_equal(grand(g), 1);
    before = g->pl[0].power;
    campaign_score_grand_ambitions(g);
    assert_int_equal(g->pl[0].power, before + 3);
    /* A Rival's ship there too: nothing truthful, the decision still comes
     * (its coming tells the Rivals nothing), keeping quiet alone. */
    g->camp.fate_data[0][0] = 0;
    g->sys[h].fresh[2]++;
    g->pl[2].ships_supply--;
    game_bump(game);
    chapter_ending(game);
    refused(game, cmove(0, CARD_F1208B, S_DECLARE_FIRST, 0, 0));
    apply_ok(game, cmove(0, CARD_F1208B, S_KEEP_QUIET, 0, 0));
    assert_int_equal(grand(g), 0);
    /* Fewer than 2 resources on the Hoard: no declaration offered. */
    g->camp.fate_data[0][0] = 0;
    card_res_remove(g, CARD_F1202, ARCS_RELIC, 1);
    game_bump(game);
    const frame *top = top_frame_c(g);
    chapter_ending(game);
    assert_true(top_frame_c(g) == top && top->card != CARD_F1208B);
    assert_int_equal(grand(g), 0);
    arcs_game_free(game);
}

/* faq.csv Pirate Act III Objective: "If someone has an agent on my True
 * Rumor, can I fulfill my second grand ambition? No. They have a Loyal
 * piece in the Pirate Haven's system." A Rival's agent on a True Rumor
 * (away from the Haven) is a Rival piece in the Haven's system: "no Rival
 * pieces" cannot be declared; on a False Rumor it changes nothing. */
static void rival_agent_on_true_rumor_blocks(void **state) {
    (void)state;
    int rum[RUMORS], h;
    arcs_game *game = grand_table(rum, &h);
    game_state *g = t_state(game);
    rumor_place_agent(g, 1, rumor_at(g, rum[2]), CARD_F1209); /* a False Rumor */
    game_bump(game);
    chapter_ending(game);
    apply_ok(game, cmove(0, CARD_F1208B, S_DECLARE_BOTH, 0, 0));
    assert_int_equal(grand(g), 3);
    g->camp.fate_data[0][0] = 0;
    rumor_place_agent(g, 1, rumor_at(g, rum[1]), CARD_F1209); /* "Symbol Correct" */
    game_bump(game);
    assert_int_not_equal(rum[1] / 4, h / 4);
    chapter_ending(game);
    refused(game, cmove(0, CARD_F1208B, S_DECLARE_FIRST, 0, 0));
    refused(game, cmove(0, CARD_F1208B, S_DECLARE_BOTH, 0, 0));
    apply_ok(game, cmove(0, CARD_F1208B, S_DECLARE_SECOND, 0, 0));
    assert_int_equal(grand(g), 2);
    arcs_game_free(game);
}

/* F1208B at the end of Act III (chapter 4's end): the Rivals in turn order
 * choose a planet they control (or none), the True Rumors are revealed, a
 * right guess gains 10 Power and costs the Pirate 10; none: +10 for the
 * Pirate. */
static void end_of_act_guesses(void **state) {
    (void)state;
    for (int right = 0; right < 2; right++) {
        int rum[RUMORS], h;
        arcs_game *game = grand_table(rum, &h);
        game_state *g = t_state(game);
        for (int r = 0; r < NUM_RES; r++) card_res_remove(g, CARD_F1202, r, 9); /* no declaration */
        g->sys[h].fresh[0]--;
        g->pl[0].ships_supply++;
        if (right) { /* p1 controls the Haven's planet */
            g->sys[h].fresh[1] = 2;
            g->pl[1].ships_supply = (uint8_t)(g->pl[1].ships_supply - 2);
        }
        g->chapter = 4;
        g->initiative = 1;
        game_bump(game);
        chapter_ending(game);
        int p0 = g->pl[0].power, p1 = g->pl[1].power, p2 = g->pl[2].power;
        assert_int_equal(top_frame_c(g)->player, 1);
        if (right) {
            refused(game, cmove(1, CARD_F1208B, S_GUESS, rum[0], 0));
            apply_ok(game, cmove(1, CARD_F1208B, S_GUESS, h, 0));
        } else {
            assert_false(legal(game, cmove(1, CARD_F1208B, S_GUESS, h, 0)));
            apply_ok(game, cmove(1, CARD_F1208B, S_PASS, 0, 0));
        }
        assert_int_equal(top_frame_c(g)->player, 2);
        apply_ok(game, cmove(2, CARD_F1208B, S_PASS, 0, 0));
        assert_true(rumor_face_up(g, rumor_at(g, rum[0])) && rumor_face_up(g, rumor_at(g, rum[1])));
        assert_false(rumor_face_up(g, rumor_at(g, rum[2])));
        assert_true(t_logged(&LOG, "The Pirate Haven is at"));
        assert_int_equal(g->pl[2].power, p2);
        if (right) {
            assert_int_equal(g->pl[1].power, p1 + 10);
            assert_int_equal(g->pl[0].power, p0 - 10);
        } else {
            assert_int_equal(g->pl[1].power, p1);
            assert_int_equal(g->pl[0].power, p0 + 10);
        }
        arcs_game_free(game);
    }
}

/* Rumors Spread (F1209/F1210). Crisis: the Rumors in the rolled cluster
 * flip face up, their agents return, the card is discarded; a cluster with
 * none flips nothing and the card stays. When Secured: an agent on a Rumor
 * in a system with the securer's Loyal pieces (a peek), or decline. */
static void rumors_spread(void **state) {
    (void)state;
    int rum[RUMORS], h;
    arcs_game *game = started(0x120D, rum, &h);
    game_state *g = t_state(game);
    const card_def *def = card_def_of(CARD_F1210);
    assert_ptr_equal(def, card_def_of(CARD_F1209));
    int i2 = rumor_at(g, rum[2]);
    rumor_place_agent(g, 2, i2, CARD_F1210);
    t_court_card_at(game, CARD_F1210, 1);
    int supply = g->pl[2].agents_supply;
    /* A cluster without Rumors. */
    int empty = -1;
    for (int k = 0; k < NUM_SYSTEMS / 4 && empty < 0; k++) {
        bool any = false;
        for (int i = 0; i < RUMORS; i++) any |= rum[i] / 4 == k;
        if (!any) empty = k;
    }
    assert_true(empty >= 0);
    g->camp.number_die = (uint8_t)(empty + 1);
    def->crisis(g, CARD_F1210, 1);
    assert_int_equal(g->court_row[1], CARD_F1210);
    g->camp.number_die = (uint8_t)(rum[2] / 4 + 1);
    def->crisis(g, CARD_F1210, 1);
    game_bump(game);
    assert_true(rumor_face_up(g, i2));
    assert_int_equal(g->pl[2].agents_supply, supply + 1);
    assert_int_not_equal(g->court_row[1], CARD_F1210);
    assert_true(t_logged(&LOG, "flipped face up: a False Rumor"));
    t_assert_invariants(game);
    /* When Secured: p1 with a ship at rum[3]. */
    g->sys[rum[3]].fresh[1]++;
    g->pl[1].ships_supply--;
    def->when_secured(g, 1, CARD_F1209);
    game_bump(game);
    for (int i = 0; i < 3; i++)
        if (!has_loyal_piece(g, 1, rum[i])) refused(game, cmove(1, CARD_F1209, 0, rum[i], 0));
    apply_ok(game, cmove(1, CARD_F1209, 0, rum[3], 0));
    assert_true(rumor_known_by(g, rumor_at(g, rum[3]), 1));
    assert_true(t_logged(&LOG, "places a Loyal agent on the Rumor at"));
    arcs_game_free(game);
}

/* An Act III game after p0 failed the Pirate's Act II objective (another
 * Fate now), its Setup done. */
static arcs_game *failed_table(uint64_t seed) {
    arcs_game *game = t_act3_new(3, seed, &FAILED, ARCS_CHANCE_INTERNAL, 0);
    uint64_t rng = seed;
    t_arc_finish_setup(game, &rng);
    assert_int_not_equal(game->s.camp.fate[0], CARD_FATE12);
    return game;
}

/* Pirate Smugglers (F1205), the Pirate's after a completed Act II: "You
 * may tax Rival cities with any Loyal ships, ignoring control, but you do
 * not capture an agent if you do not control it." A Rival's city where
 * p0 has 1 ship and the Rival 3: taxed, no Captive (a Free city there is
 * offered as without the card);
 * with p0 in control: the standard Tax, a Captive; without the card:
 * not offered. */
static void smugglers_tax_rival_cities(void **state) {
    (void)state;
    int rum[RUMORS], h;
    arcs_game *game = started(0x1205, rum, &h);
    game_state *g = t_state(game);
    assert_true(held_index(g, 0, CARD_F1205) >= 0);
    int s = -1, ci = -1, fi = -1, r = 1;
    for (r = 1; r < 3 && s < 0; r++)
        for (int t = 0; t < NUM_SYSTEMS && s < 0; t++)
            for (int i = 0; i < planet_slots(t) && i < SLOTS_PER_SYSTEM && s < 0; i++)
                if (sys_in_play(g, t) && g->camp.flagship[0] != t + 1 && g->camp.flagship[r] != t + 1 &&
                    g->camp.flagship[0] != t / 4 * 4 + 1 && /* no Control Array from the gate */
                    BLD_IS_CITY(g->sys[t].bld[i]) && (int)BLD_OWNER(g->sys[t].bld[i]) == r)
                    s = t, ci = i;
    r--;
    assert_true(s >= 0);
    g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply + imperial_in(g, s));
    g->camp.imperial[s][0] = g->camp.imperial[s][1] = 0;
    for (int i = 0; i < planet_slots(s) && i < SLOTS_PER_SYSTEM; i++)
        if (BLD_IS_CITY(g->sys[s].bld[i]) && BLD_OWNER(g->sys[s].bld[i]) == OWNER_FREE) fi = i;
    for (int q = 0; q < 3; q++) { /* the system's ships: p0 1, the city's owner 3 */
        g->pl[q].ships_supply = (uint8_t)(g->pl[q].ships_supply + g->sys[s].fresh[q] + g->sys[s].damaged[q]);
        g->sys[s].fresh[q] = g->sys[s].damaged[q] = 0;
    }
    g->sys[s].fresh[0] = 1;
    g->pl[0].ships_supply--;
    g->sys[s].fresh[r] = 3;
    g->pl[r].ships_supply = (uint8_t)(g->pl[r].ships_supply - 3);
    memset(g->taxed, 0, sizeof g->taxed);
    push_frame(g, FR_TAX, 0);
    game_bump(game);
    t_assert_invariants(game);
    arcs_move city = {.kind = ARCS_MOVE_TAX, .player = 0, .a = (uint8_t)s, .b = (uint8_t)ci};
    arcs_move free_city = {.kind = ARCS_MOVE_TAX, .player = 0, .a = (uint8_t)s, .b = (uint8_t)fi};
    bool free_before = fi >= 0 && legal(game, free_city); /* as without the card (Member of the Commonwealth...) */
    int captives = g->pl[0].captives[r];
    apply_ok(game, city);
    assert_int_equal(g->pl[0].captives[r], captives);
    assert_true(t_logged(&LOG, "taxes the city with Loyal ships, ignoring control: no Captive."));
    /* In control: the standard Tax. */
    g->sys[s].fresh[0] = 4;
    g->pl[0].ships_supply = (uint8_t)(g->pl[0].ships_supply - 3);
    memset(g->taxed, 0, sizeof g->taxed);
    push_frame(g, FR_TAX, 0);
    game_bump(game);
    if (g->pl[r].agents_supply) {
        apply_ok(game, city);
        assert_int_equal(g->pl[0].captives[r], captives + 1);
    }
    /* Without the card, not in control: not offered. */
    g->sys[s].fresh[0] = 1;
    g->pl[0].ships_supply = (uint8_t)(g->pl[0].ships_supply + 3);
    remove_held(g, 0, held_index(g, 0, CARD_F1205));
    court_discard(g, CARD_F1205);
    memset(g->taxed, 0, sizeof g->taxed);
    push_frame(g, FR_TAX, 0);
    game_bump(game);
    assert_false(legal(game, city));
    assert_int_equal(fi >= 0 && legal(game, free_city), free_before);
    arcs_game_free(game);
}

/* Call to Action (F1206), in the Court when the Pirate failed Act II.
 * Crisis: the player with the most resources draws the bottom card of the
 * action discard pile; the card is discarded. */
static void call_to_action_crisis(void **state) {
    (void)state;
    arcs_game *game = failed_table(0x1206);
    game_state *g = t_state(game);
    t_court_card_at(game, CARD_F1206, 1);
    for (int p = 0; p < 3; p++)
        for (int i = 0; i < RES_SLOTS_MAX; i++)
            if (g->pl[p].res[i] != RES_EMPTY && g->pl[p].res[i] <= NUM_RES) {
                g->res_supply[g->pl[p].res[i] - 1]++;
                g->pl[p].res[i] = RES_EMPTY;
            }
    t_give_to_empty_slot(game, 2, ARCS_FUEL);
    assert_true(g->action_discard_len > 0 || g->action_deck_len > 0);
    if (!g->action_discard_len) {
        g->action_discard[g->action_discard_len++] = g->action_deck[--g->action_deck_len];
        game_bump(game);
    }
    int hand = __builtin_popcountll(g->pl[2].hand), bottom = g->action_discard[0];
    LOG.n = 0;
    game->log = t_keep_line;
    game->log_ud = &LOG;
    card_def_of(CARD_F1206)->crisis(g, CARD_F1206, 1);
    game_bump(game);
    assert_int_equal(__builtin_popcountll(g->pl[2].hand), hand + 1);
    assert_true((g->pl[2].hand >> bottom) & 1u);
    assert_int_not_equal(g->court_row[1], CARD_F1206);
    assert_true(t_logged(&LOG, "Player 3 has the most resources (1)."));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Silver-Tongues (F1207) reprints BC20's text: one def. faq.csv
 * Silver-Tongues: "Can I discard this even if I cannot steal anything?
 * Yes." Its Prelude move is offered with nothing to steal. */
static void silver_tongues_discarded_with_nothing_to_steal(void **state) {
    (void)state;
    arcs_game *game = failed_table(0x1207);
    game_state *g = t_state(game);
    const card_def *def = card_def_of(CARD_F1207);
    assert_ptr_equal(def, card_def_of(CARD_BC20));
    for (int p = 1; p < 3; p++) memset(g->pl[p].res, RES_EMPTY, sizeof g->pl[p].res);
    move_list out;
    out.n = 0;
    def->prelude_moves(g, 0, CARD_F1207, &out);
    assert_int_equal(out.n, 1);
    assert_int_equal(out.m[0].c, 0); /* "use": discard it */
    arcs_game_free(game);
}

/* ---- Sharing Rumors (ARCS-F1212): the Share Rumor Negotiation action ---- */

/* A 4-player Act III game past its Setup, p0 the Pirate, p1's Loyal agent
 * on the Rumor at rum[0] ("Cluster Correct"), no deal limit. */
static arcs_game *share_table(uint64_t seed, int rum[RUMORS], int *haven) {
    arcs_game *game = started_with(&FATES4, seed, rum, haven);
    game_state *g = t_state(game);
    assert_int_equal(g->num_players, 4);
    rumor_place_agent(g, 1, rumor_at(g, rum[0]), CARD_F1209);
    g->camp.summit_deal_limit = DEALS_UNLIMITED;
    game_bump(game);
    t_assert_invariants(game);
    assert_true(g->pl[2].agents_supply > 0 && g->pl[3].agents_supply > 0);
    return game;
}

static void okf(arcs_game *game, const char *fmt, int v) {
    char text[64];
    snprintf(text, sizeof text, fmt, v);
    ok(game, text);
}

static bool legalf(arcs_game *game, const char *fmt, int v) {
    char text[64];
    snprintf(text, sizeof text, fmt, v);
    return t_is_legal(game, text);
}

static bool agent_on(const game_state *g, int p, int planet) {
    return (rumor_nibble(RUMOR_DATA(g)->agents, rumor_at(g, planet)) >> p) & 1u;
}

/* F1212 "Rivals of the Pirate can take a new Negotiation action, Share
 * Rumor: A Rival places their Loyal agent on a Rumor token that has your
 * Loyal agent." In the Negotiations p1 (agent on rum[0]) lets p2 place an
 * agent there: offered only with p1 the giver and a Rival of the Pirate
 * the receiver, its target only the Rumor with p1's agent; p2 accepts, the
 * agent is placed, p2 peeks; the move texts round-trip; bad input refused
 * with the game unchanged. */
static void share_rumor_in_a_deal(void **state) {
    (void)state;
    int rum[RUMORS], h;
    arcs_game *game = share_table(0x1212, rum, &h);
    game_state *g = t_state(game);
    /* The Pirate's agent on another Rumor: the Pirate shares nothing. */
    rumor_place_agent(g, 0, rumor_at(g, rum[1]), CARD_F1209);
    game_bump(game);
    t_call_summit(game, 1);
    ok(game, "p1 order-done");
    assert_true(t_is_legal(game, "p1 deal-add p1 p2 share-rumor"));
    assert_true(t_is_legal(game, "p1 deal-add p1 p3 share-rumor"));
    t_refused_unchanged(game, "p1 deal-add p1 p0 share-rumor"); /* the Pirate receives none */
    t_refused_unchanged(game, "p1 deal-add p0 p2 share-rumor"); /* nor gives */
    t_refused_unchanged(game, "p1 deal-add p2 p3 share-rumor"); /* p2 has no agent on a Rumor */
    t_refused_unchanged(game, "p1 deal-add p2 p1 share-rumor");
    ok(game, "p1 deal-add p1 p2 share-rumor");
    assert_int_equal(t_count_legal(game, "p1 transfer rumor "), 1);
    t_refused_unchanged(game, "p1 transfer rumor 99");
    char text[40];
    for (int i = 1; i < RUMORS; i++) {
        snprintf(text, sizeof text, "p1 transfer rumor %d", rum[i]);
        t_refused_unchanged(game, text);
    }
    t_refused_unchanged(game, "p1 transfer golem 0");
    t_assert_texts_round_trip(game);
    okf(game, "p1 transfer rumor %d", rum[0]);
    assert_false(agent_on(g, 2, rum[0])); /* nothing happens before consent */
    ok(game, "p1 deal-submit");
    int supply = g->pl[2].agents_supply, i0 = rumor_at(g, rum[0]);
    assert_false(rumor_known_by(g, i0, 2));
    ok(game, "p2 deal-accept");
    assert_true(agent_on(g, 2, rum[0]) && agent_on(g, 1, rum[0]));
    assert_int_equal(g->pl[2].agents_supply, supply - 1);
    assert_true(rumor_known_by(g, i0, 2));
    assert_false(rumor_known_by(g, i0, 3));
    assert_true(has_loyal_piece(g, 2, rum[0])); /* faq.csv Rumors of the Haven */
    assert_true(t_logged(&LOG, "Sharing Rumors: Player 2 shares the Rumor at"));
    assert_true(t_logged(&LOG, "Share Rumor affecting Player 3 (the Rumor at"));
    t_assert_reloads(game, "a Rumor shared");
    arcs_game_free(game);
}

/* "...and they can take the Share Rumor action to let other Rivals peek at
 * it too": in one deal p1 shares the Rumor with p2 and p2 shares it on
 * with p3 (each item checked on the state the items before it leave);
 * p2 cannot share it with p3 before p1's item. A rejected deal leaves no
 * agent and no peek. */
static void share_rumor_passed_on(void **state) {
    (void)state;
    int rum[RUMORS], h;
    arcs_game *game = share_table(0x1213, rum, &h);
    game_state *g = t_state(game);
    t_call_summit(game, 1);
    ok(game, "p1 order-done");
    t_refused_unchanged(game, "p1 deal-add p2 p3 share-rumor");
    ok(game, "p1 deal-add p1 p2 share-rumor");
    okf(game, "p1 transfer rumor %d", rum[0]);
    ok(game, "p1 deal-add p2 p3 share-rumor");
    okf(game, "p1 transfer rumor %d", rum[0]);
    ok(game, "p1 deal-submit");
    ok(game, "p2 deal-accept");
    ok(game, "p3 deal-reject");
    int i0 = rumor_at(g, rum[0]);
    assert_false(agent_on(g, 2, rum[0]) || agent_on(g, 3, rum[0]));
    assert_false(rumor_known_by(g, i0, 2) || rumor_known_by(g, i0, 3));
    arcs_game_free(game);

    game = share_table(0x1213, rum, &h);
    g = t_state(game);
    t_call_summit(game, 1);
    ok(game, "p1 order-done");
    ok(game, "p1 deal-add p1 p2 share-rumor");
    okf(game, "p1 transfer rumor %d", rum[0]);
    ok(game, "p1 deal-add p2 p3 share-rumor");
    okf(game, "p1 transfer rumor %d", rum[0]);
    ok(game, "p1 deal-submit");
    ok(game, "p2 deal-accept");
    ok(game, "p3 deal-accept");
    assert_true(agent_on(g, 2, rum[0]) && agent_on(g, 3, rum[0]));
    assert_true(rumor_known_by(g, i0, 2) && rumor_known_by(g, i0, 3));
    arcs_game_free(game);
}

/* Share Rumor exists only while Sharing Rumors is in the rules booklet,
 * and needs a Rival with an agent in their supply. */
static void share_rumor_needs_the_law(void **state) {
    (void)state;
    int rum[RUMORS], h;
    arcs_game *game = share_table(0x1214, rum, &h);
    game_state *g = t_state(game);
    int n = 0;
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] != CARD_F1212) g->camp.booklet[n++] = g->camp.booklet[i];
    assert_int_equal(n, g->camp.booklet_len - 1);
    g->camp.booklet[n] = 0;
    g->camp.booklet_len = (uint8_t)n;
    cards_sources_changed(g);
    game_bump(game);
    t_call_summit(game, 1);
    ok(game, "p1 order-done");
    t_refused_unchanged(game, "p1 deal-add p1 p2 share-rumor");
    arcs_game_free(game);

    game = share_table(0x1214, rum, &h);
    g = t_state(game);
    int keep = g->pl[2].agents_supply;
    g->pl[2].agents_supply = 0;
    g->camp.favors[3][2] = (uint8_t)(g->camp.favors[3][2] + keep); /* Favors held by p3 */
    game_bump(game);
    t_assert_invariants(game);
    t_call_summit(game, 1);
    ok(game, "p1 order-done");
    t_refused_unchanged(game, "p1 deal-add p1 p2 share-rumor");
    assert_true(t_is_legal(game, "p1 deal-add p1 p3 share-rumor"));
    arcs_game_free(game);
}

/* Return Favors (Call to Order): p2, calling the Summit with 1 Favor of
 * p1's, forces p1 to share the Rumor with p2 (1 Favor: the card says
 * nothing else); without a Favor it is not offered. */
static void share_rumor_forced(void **state) {
    (void)state;
    int rum[RUMORS], h;
    arcs_game *game = share_table(0x1215, rum, &h);
    t_call_summit(game, 2);
    t_refused_unchanged(game, "p2 return-favors p1 share-rumor");
    arcs_game_free(game);

    game = share_table(0x1215, rum, &h);
    game_state *g = t_state(game);
    t_give_favors(game, 2, 1, 1);
    t_call_summit(game, 2);
    ok(game, "p2 return-favors p1 share-rumor");
    assert_true(legalf(game, "p2 transfer rumor %d", rum[0]));
    okf(game, "p2 transfer rumor %d", rum[0]);
    assert_int_equal(favor_count(g, 2, 1), 0);
    assert_true(agent_on(g, 2, rum[0]));
    assert_true(rumor_known_by(g, rumor_at(g, rum[0]), 2));
    assert_int_equal(top_frame_c(g)->kind, FR_SUMMIT_ORDER);
    arcs_game_free(game);
}

/* Hidden information: games a and b alike but for the kinds of the Rumors
 * at rum[0] and rum[2] (swapped: "Cluster Correct" and a False one). p1
 * (agent on rum[0]) shares it with p2: the log lines are the same in both;
 * before the deal p2's and p3's observations are identical, after it p2's
 * differ and p3's (and the public one) stay identical. Determinize keeps
 * p2's peek: rum[0] "Cluster Correct" in every world of p2's, the Haven
 * varying for p3. */
static void share_rumor_peek_hidden_from_others(void **state) {
    (void)state;
    int rum[RUMORS], h;
    arcs_game *a = share_table(0x1216, rum, &h), *b = NULL;
    assert_int_equal(arcs_game_clone(a, &b), ARCS_OK);
    rumor_data *d = RUMOR_DATA(t_state(b));
    int i0 = rumor_at(&b->s, rum[0]), i2 = rumor_at(&b->s, rum[2]);
    uint8_t k0 = d->tok[i0] & (3u << RUMOR_KIND_SHIFT), k2 = d->tok[i2] & (3u << RUMOR_KIND_SHIFT);
    d->tok[i0] = (uint8_t)((d->tok[i0] & ~(3u << RUMOR_KIND_SHIFT)) | k2);
    d->tok[i2] = (uint8_t)((d->tok[i2] & ~(3u << RUMOR_KIND_SHIFT)) | k0);
    game_bump(b);
    t_assert_invariants(b);
    static t_log la, lb;
    la.n = lb.n = 0;
    a->log = b->log = t_keep_line;
    a->log_ud = &la;
    b->log_ud = &lb;
    for (int viewer = -1; viewer < 4; viewer++)
        if (viewer != 0 && viewer != 1) t_assert_same_observation(a, b, viewer);
    static const char *const MOVES[] = {"p1 order-done", "p1 deal-add p1 p2 share-rumor", NULL, "p1 deal-submit",
                                        "p2 deal-accept"};
    char text[40];
    snprintf(text, sizeof text, "p1 transfer rumor %d", rum[0]);
    t_call_summit(a, 1);
    t_call_summit(b, 1);
    for (int k = 0; k < 5; k++) {
        ok(a, MOVES[k] ? MOVES[k] : text);
        ok(b, MOVES[k] ? MOVES[k] : text);
    }
    assert_int_equal(la.n, lb.n);
    for (int i = 0; i < la.n; i++) assert_string_equal(la.text[i], lb.text[i]);
    t_assert_same_observation(a, b, 3);
    t_assert_same_observation(a, b, -1);
    static unsigned char oa[ARCS_STATE_BYTES_MAX], ob[ARCS_STATE_BYTES_MAX];
    size_t na = 0, nb = 0;
    assert_int_equal(arcs_observation(a, 2, oa, sizeof oa, &na), ARCS_OK);
    assert_int_equal(arcs_observation(b, 2, ob, sizeof ob, &nb), ARCS_OK);
    assert_true(na != nb || memcmp(oa, ob, na));
    for (int viewer = 2; viewer < 4; viewer++) {
        size_t len = 0;
        assert_int_equal(arcs_observation(a, viewer, oa, sizeof oa, &len), ARCS_OK);
        unsigned havens = 0;
        for (uint64_t seed = 1; seed <= 30; seed++) {
            arcs_game *copy = determinized(a, viewer, seed, oa, len);
            t_assert_invariants(copy);
            havens |= 1u << rumor_haven(&copy->s);
            if (viewer == 2) assert_int_equal(rumor_kind(RUMOR_DATA(&copy->s), i0), RUMOR_CLUSTER);
            arcs_game_free(copy);
        }
        if (viewer == 3) assert_true(__builtin_popcount(havens) > 1);
    }
    arcs_game_free(a);
    arcs_game_free(b);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_places_the_rumors),
        cmocka_unit_test(rumors_hidden_per_seat),
        cmocka_unit_test(determinize_keeps_each_peek),
        cmocka_unit_test(agents_on_rumors_are_loyal_pieces),
        cmocka_unit_test(battle_steal_places_an_agent),
        cmocka_unit_test(grand_ambitions_declared_truthfully),
        cmocka_unit_test(rival_agent_on_true_rumor_blocks),
        cmocka_unit_test(end_of_act_guesses),
        cmocka_unit_test(rumors_spread),
        cmocka_unit_test(smugglers_tax_rival_cities),
        cmocka_unit_test(call_to_action_crisis),
        cmocka_unit_test(silver_tongues_discarded_with_nothing_to_steal),
        cmocka_unit_test(share_rumor_in_a_deal),
        cmocka_unit_test(share_rumor_passed_on),
        cmocka_unit_test(share_rumor_needs_the_law),
        cmocka_unit_test(share_rumor_forced),
        cmocka_unit_test(share_rumor_peek_hidden_from_others),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
