/* The Believer's Act III (ARCS-F825..F831): scenario tests on Act III
 * games started from campaign records (tests/act2_fixture.h t_act3_new),
 * player 0 the Believer: kept through both Acts (completed both
 * objectives: Act III Setup F829A, Dominant Faith, Breaking the Faith,
 * Guide the Flock, The Prophet) or having failed Act II (a C Fate in Act
 * III; Set Lay Doctrine, Repressed Faith, Secret Order in play). */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include "act2_fixture.h"
#include "arc_fixture.h"
#include "believer_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/believer/faithful.h"
#include "core/invariants.h"

#define CARD_BIT(suit, n) (1u << ((suit) * 7 + (n) - 1)) /* t_card's, as a constant */
#define SYS_2ARROW (1 * 4 + SYS_ARROW)

static bool in_booklet(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

/* An Act III game, 3 players, p0 the Believer (completed Act I; Act II
 * completed when act2_done), p1 the Steward, p2 the Founder (both kept);
 * explicit chance: at the first chance decision of the Act III Setup,
 * before its step F (the Fates' Setup sides). */
static arcs_game *act3_game(uint64_t seed, bool act2_done) {
    t_fates f = {{CARD_FATE08, CARD_FATE01, CARD_FATE02}, 7u, {0}, act2_done ? 7u : 6u, {CARD_FATE17, 0, 0}};
    arcs_game *game = t_act3_new(3, seed, &f, ARCS_CHANCE_EXPLICIT, 0);
    assert_int_equal(game->s.camp.act, 3);
    assert_int_equal(game->s.camp.fate[0], act2_done ? CARD_FATE08 : CARD_FATE17);
    return game;
}

/* Random moves until the Act III Setup is done (the first lead). */
static void setup_done(arcs_game *game, uint64_t seed) {
    uint64_t rng = seed * 0x94D049BB133111EBull | 1;
    t_arc_finish_setup(game, &rng);
}

static void set_ideals(game_state *g, int zeal_boxes, int wisdom_boxes) {
    int placed = 0;
    for (int a = 0; a < ARCS_AMBITION_COUNT; a++) {
        int ideal = (zeal_boxes >> a & 1) ? IDEAL_ZEAL : (wisdom_boxes >> a & 1) ? IDEAL_WISDOM : IDEAL_NONE;
        ideal_put(g, a, ideal);
        placed += ideal != IDEAL_NONE;
    }
    if (DOCTRINE(g)->supply + placed > IDEAL_MARKERS) DOCTRINE(g)->supply = (uint8_t)(IDEAL_MARKERS - placed);
}

/* The log lines seen, searched for up to 4 texts. */
typedef struct watch {
    const char *want[4];
    bool seen[4];
} watch;

static void watch_line(void *ud, const char *line) {
    watch *w = ud;
    for (int i = 0; i < 4; i++)
        if (w->want[i] && strstr(line, w->want[i])) w->seen[i] = true;
}

static char *declare_text(int p, int a) {
    static char text[40];
    snprintf(text, sizeof text, "p%d declare %s", p, ambition_name(a));
    return text;
}

/* p0 Administration-2 (Tycoon), p1 Aggression-3 (Tyrant), p2
 * Construction-2. */
static const uint32_t BASE[3] = {CARD_BIT(ARCS_ADMINISTRATION, 2), CARD_BIT(ARCS_AGGRESSION, 3),
                                 CARD_BIT(ARCS_CONSTRUCTION, 2)};

/* ARCS-F829A: Dominant Faith in front of Doctrinal Faith (which leaves the
 * booklet's effects), Breaking the Faith added, the Doctrine flipped to the
 * Ideal with more markers (2 Zeal, 1 Wisdom: Zeal; a tie: Wisdom);
 * ARCS-F829B in the play area; The Prophet gained for The Young Light
 * (ARCS-F824, completed). */
static void act3_setup(void **state) {
    (void)state;
    for (int tie = 0; tie <= 1; tie++) {
        arcs_game *game = act3_game(31, true);
        game_state *g = t_state(game);
        assert_int_equal(g->camp.act_setup_step < ASETUP_FATES, true);
        assert_true(in_booklet(g, CARD_F823));
        if (tie) set_ideals(g, 1u << ARCS_TYCOON, 1u << ARCS_KEEPER);
        else set_ideals(g, 1u << ARCS_TYCOON | 1u << ARCS_WARLORD, 1u << ARCS_KEEPER);
        DOCTRINE(g)->doctrine = tie ? IDEAL_ZEAL : IDEAL_WISDOM; /* the other side */
        watch log = {{"tucks Dominant Faith in front of Doctrinal Faith", "flips the Doctrine card to match the Ideals"}, {0}};
        game->log = watch_line;
        game->log_ud = &log;
        setup_done(game, 31);
        g = t_state(game);
        assert_true(in_booklet(g, CARD_F830));
        assert_true(in_booklet(g, CARD_F831));
        assert_false(in_booklet(g, CARD_F823));
        assert_true(t_in_play_area(g, 0, CARD_F829B));
        assert_int_equal(DOCTRINE(g)->doctrine, tie ? IDEAL_WISDOM : IDEAL_ZEAL);
        assert_true(log.seen[0] && log.seen[1]);
        assert_true(held_index(g, 0, CARD_F825) >= 0);
        assert_true(card_scrapped(g, CARD_F816));
        assert_true(card_scrapped(g, CARD_F826) && card_scrapped(g, CARD_F827) && card_scrapped(g, CARD_F828));
        t_assert_invariants(game);
        t_assert_reloads(game, "believer act3 setup");
        arcs_game_free(game);
    }
}

/* ARCS-F829B "Guide the Flock", scored at a chapter's end from the Act
 * III chapter track: markers on boxes with Ideals, counted per marker (two
 * on one Ideal box count two). Nobody holds a resource: the declared
 * ambitions give no Power, the grand ambitions all of it. */
static void grand_ambitions(void **state) {
    (void)state;
    /* markers' boxes (0xFF: none), the grand ambitions fulfilled */
    static const struct {
        uint8_t box[3];
    } CASES[] = {
        {{0xFF, 0xFF, 0xFF}},
        {{ARCS_TYCOON, ARCS_TYRANT, 0xFF}},           /* one marker on an Ideal box */
        {{ARCS_TYCOON, ARCS_WARLORD, ARCS_TYRANT}},   /* two of three */
        {{ARCS_TYCOON, ARCS_TYCOON, 0xFF}},           /* two markers, one box */
        {{ARCS_TYCOON, ARCS_WARLORD, ARCS_WARLORD}},  /* all three */
    };
    static const int EXPECTED[] = {0, 0, 1, 1, 2}; /* grand ambitions fulfilled */
    for (size_t k = 0; k < sizeof CASES / sizeof CASES[0]; k++) {
        arcs_game *game = act3_game(32, true);
        setup_done(game, 32);
        clear_holdings(game, true);
        game_state *g = t_state(game);
        set_ideals(g, 1u << ARCS_TYCOON, 1u << ARCS_WARLORD);
        for (int m = 0; m < 3; m++) g->marker_box[m] = CASES[k].box[m];
        assert_int_equal(card_def_of(CARD_F829B)->grand_ambitions(g, 0, CARD_F829B),
                         EXPECTED[k] == 2 ? 3 : EXPECTED[k]);
        watch log = {{"the first grand ambition of Believer Act III Objective",
                      "both grand ambitions of Believer Act III Objective"}, {0}};
        game->log = watch_line;
        game->log_ud = &log;
        t_only_grand_ambitions_of(game, 0); /* the Rivals' own out of the way */
        int power[3], chapter = g->chapter;
        for (int p = 0; p < 3; p++) power[p] = g->pl[p].power;
        g->depth = 0;
        chapter_end_begin(g);
        run_forward(g);
        /* Chapter 1 of the Act III track: 2 Power for one, 4 for both. */
        assert_int_equal(chapter, 1);
        assert_int_equal(g->pl[0].power - power[0], EXPECTED[k] == 0 ? 0 : EXPECTED[k] == 1 ? 2 : 4);
        for (int p = 1; p < 3; p++) assert_int_equal(g->pl[p].power, power[p]); /* personal */
        assert_int_equal(log.seen[0], EXPECTED[k] == 1);
        assert_int_equal(log.seen[1], EXPECTED[k] == 2);
        arcs_game_free(game);
    }
}

/* ARCS-F830 Dominant Faith: a led Faithful card takes the Doctrine's side,
 * places the Doctrine's Ideal on a box without one, cannot declare a box
 * with the other Ideal; a non-Faithful lead cannot declare a box with an
 * Ideal (the new limit) and places none on one without. */
static void dominant_faith(void **state) {
    (void)state;
    for (int faithful_lead = 0; faithful_lead <= 1; faithful_lead++) {
        arcs_game *game = act3_game(33, true);
        setup_done(game, 33);
        const uint16_t faithful[3] = {F(4), 0, 0};
        faithful_round(game, 0, BASE, faithful);
        game_state *g = t_state(game);
        DOCTRINE(g)->doctrine = IDEAL_ZEAL;
        set_ideals(g, 1u << ARCS_TYRANT, 1u << ARCS_TYCOON);
        DOCTRINE(g)->supply = 2;
        t_assert_invariants(game);
        if (faithful_lead) {
            ok(game, "p0 lead Faithful-4");
            g = t_state(game);
            assert_false(faithful_on_wisdom(g, FAITHFUL(4)));
            t_refused_unchanged(game, declare_text(0, ARCS_TYCOON)); /* Wisdom Ideal */
            assert_true(t_is_legal(game, declare_text(0, ARCS_TYRANT)));
            ok(game, declare_text(0, ARCS_KEEPER));
            g = t_state(game);
            assert_int_equal(ideal_of(g, ARCS_KEEPER), IDEAL_ZEAL);
            assert_int_equal(DOCTRINE(g)->supply, 1);
        } else {
            /* Administration-2 declares Tycoon, which has an Ideal: barred. */
            ok(game, "p0 lead Administration-2");
            t_refused_unchanged(game, declare_text(0, ARCS_TYCOON));
            assert_true(t_is_legal(game, "p0 no-declare"));
            /* Without the Ideal the same lead declares it, and places none. */
            arcs_game *other = act3_game(33, true);
            setup_done(other, 33);
            faithful_round(other, 0, BASE, faithful);
            DOCTRINE(t_state(other))->doctrine = IDEAL_ZEAL;
            set_ideals(t_state(other), 1u << ARCS_TYRANT, 0);
            ok(other, "p0 lead Administration-2");
            ok(other, declare_text(0, ARCS_TYCOON));
            assert_int_equal(ideal_of(&other->s, ARCS_TYCOON), IDEAL_NONE);
            arcs_game_free(other);
        }
        arcs_game_free(game);
    }
}

/* faq.csv Dominant Faith Q1: "Does this limit how I can declare ambitions
 * in nonstandard ways, like with Galactic Bards? Yes." p0 holds Galactic
 * Bards and Pivots with Aggression-3 (Tyrant): with an Ideal on Tyrant
 * the Bards offer nothing; without one they offer Tyrant. */
static void faq_dominant_faith_bards(void **state) {
    (void)state;
    for (int ideal = 0; ideal <= 1; ideal++) {
        arcs_game *game = act3_game(34, true);
        setup_done(game, 34);
        const uint32_t hands[3] = {CARD_BIT(ARCS_AGGRESSION, 3), CARD_BIT(ARCS_ADMINISTRATION, 2),
                                   CARD_BIT(ARCS_CONSTRUCTION, 2)};
        const uint16_t none[3] = {0, 0, 0};
        faithful_round(game, 1, hands, none);
        game_state *g = t_state(game);
        if (court_card_copies(g, CARD_F117)) t_take_out_court_card(g, CARD_F117);
        if (!card_scrapped(g, CARD_F117) && held_index(g, 0, CARD_F117) < 0) give_held(g, 0, CARD_F117);
        if (held_index(g, 0, CARD_F117) < 0) {
            /* F117 out of the game here: the base Bards' reprint of the
             * Admiral (F610) does the same. */
            if (court_card_copies(g, CARD_F610)) t_take_out_court_card(g, CARD_F610);
            give_held(g, 0, CARD_F610);
        }
        DOCTRINE(g)->doctrine = IDEAL_ZEAL;
        set_ideals(g, ideal ? 1u << ARCS_TYRANT : 0, 0);
        ok(game, "p1 lead Administration-2");
        assert_true(t_apply_prefix(game, "p1 no-declare"));
        while (!t_is_legal(game, "p1 end-turn")) assert_true(t_apply_prefix(game, "p1 no-"));
        ok(game, "p1 end-turn");
        ok(game, "p2 copy Construction-2");
        while (!t_is_legal(game, "p2 end-turn")) assert_true(t_apply_prefix(game, "p2 no-"));
        ok(game, "p2 end-turn");
        ok(game, "p0 pivot Aggression-3");
        if (t_is_legal(game, "p0 no-seize") && !t_count_legal(game, "p0 card galactic-bards")) ok(game, "p0 no-seize");
        assert_int_equal(t_count_legal(game, "p0 card galactic-bards"), ideal ? 0 : 1);
        if (!ideal) assert_true(t_is_legal(game, "p0 card galactic-bards@F117 declare Tyrant"));
        arcs_game_free(game);
    }
}

/* faq.csv Dominant Faith Q2 (as Doctrinal Faith's): no Ideal marker left
 * in the supply: the ambition is declared without one. */
static void faq_dominant_faith_no_marker_left(void **state) {
    (void)state;
    arcs_game *game = act3_game(35, true);
    setup_done(game, 35);
    const uint16_t faithful[3] = {F(4), 0, 0};
    faithful_round(game, 0, BASE, faithful);
    game_state *g = t_state(game);
    DOCTRINE(g)->doctrine = IDEAL_WISDOM;
    set_ideals(g, 0, 0);
    DOCTRINE(g)->supply = 0;
    watch log = {{"Dominant Faith: no Ideal marker is left"}, {0}};
    game->log = watch_line;
    game->log_ud = &log;
    ok(game, "p0 lead Faithful-4");
    ok(game, declare_text(0, ARCS_EMPATH));
    g = t_state(game);
    assert_int_equal(ideal_of(g, ARCS_EMPATH), IDEAL_NONE);
    assert_true(g->marker_box[0] == ARCS_EMPATH || g->marker_box[1] == ARCS_EMPATH || g->marker_box[2] == ARCS_EMPATH);
    assert_true(log.seen[0]);
    arcs_game_free(game);
}

/* ARCS-F831 Breaking the Faith: a Rival destroying the Believer's city may
 * remove 1 Ideal from an undeclared ambition (back to the supply); not from
 * a declared one; not the owner; not for a non-Believer's city. */
static void breaking_the_faith(void **state) {
    (void)state;
    arcs_game *game = act3_game(36, true);
    setup_done(game, 36);
    const uint16_t none[3] = {0, 0, 0};
    faithful_round(game, 0, BASE, none);
    game_state *g = t_state(game);
    set_ideals(g, 1u << ARCS_TYCOON | 1u << ARCS_KEEPER, 1u << ARCS_WARLORD);
    DOCTRINE(g)->supply = 0;
    g->marker_box[0] = ARCS_KEEPER;
    int depth = g->depth;
    campaign_event(g, EVT_CITY_REMOVED, 2, 1, 3); /* p1's city: not the Believer's */
    campaign_event(g, EVT_CITY_REMOVED, 0, 0, 3); /* by its owner */
    campaign_event(g, EVT_CITY_REMOVED, NO_PLAYER, 0, 3); /* by nobody */
    assert_int_equal(g->depth, depth);
    /* p1 destroys p0's city (the event lib/rules/battle.c hit_building emits). */
    int sys = -1;
    for (int s = 0; s < NUM_SYSTEMS && sys < 0; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s)) sys = s;
    t_clear_board(game);
    t_place_building(game, 0, sys, 0, false, true);
    t_place_ships(game, 1, sys, 6, 0);
    g = t_state(game);
    campaign_event(g, EVT_CITY_REMOVED, 1, 0, sys);
    assert_int_equal(g->depth, depth + 1);
    assert_int_equal(t_count_legal(game, "p1 card breaking-the-faith remove"), 2);
    assert_true(t_is_legal(game, "p1 card breaking-the-faith remove Tycoon"));
    assert_true(t_is_legal(game, "p1 card breaking-the-faith remove Warlord"));
    t_refused_unchanged(game, "p1 card breaking-the-faith remove Keeper"); /* declared */
    t_refused_unchanged(game, "p0 card breaking-the-faith remove Tycoon");
    ok(game, "p1 card breaking-the-faith remove Warlord");
    g = t_state(game);
    assert_int_equal(ideal_of(g, ARCS_WARLORD), IDEAL_NONE);
    assert_int_equal(ideal_of(g, ARCS_TYCOON), IDEAL_ZEAL);
    assert_int_equal(DOCTRINE(g)->supply, 1);
    assert_int_equal(g->depth, depth);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ARCS-F831 in a real battle: p1 (Aggression-4 led) battles at 2-arrow
 * and destroys p0's damaged city (forced dice); its destruction offers p1
 * the removal (above the Ransack and Outrage it brings), p1 removes the
 * Tycoon Ideal; the state saves and loads at the decision. */
static void breaking_the_faith_in_battle(void **state) {
    (void)state;
    arcs_game *game = act3_game(41, true);
    setup_done(game, 41);
    game_state *g = t_state(game);
    g->chance_mode = ARCS_CHANCE_INTERNAL;
    g->depth = 0;
    memset(g->stack, 0, sizeof g->stack);
    clear_holdings(game, false);
    t_clear_board(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    g->camp.blight_supply = BLIGHT_PIECES;
    memset(g->marker_box, 0xFF, sizeof g->marker_box);
    set_ideals(g, 1u << ARCS_TYCOON, 0);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    g = t_state(game);
    for (int i = g->action_deck_len; i < ACTION_CARDS_MAX; i++) g->action_deck[i] = 0; /* (nothing past its length) */
    t_place_building(game, 0, SYS_2ARROW, 0, false, true);
    t_place_ships(game, 1, SYS_2ARROW, 2, 0);
    t_assert_invariants(game);
    ok(game, "p1 action battle");
    if (top_frame_c(&game->s)->kind == FR_BATTLE_SYSTEM) ok(game, "p1 battle-system 2-arrow");
    if (top_frame_c(&game->s)->kind == FR_BATTLE_DEFENDER) ok(game, "p1 battle-defender p0");
    const uint8_t faces[] = {3};
    battle_force_faces(t_state(game), faces, 1);
    static const char *const TYPES[3] = {"assault", "skirmish", "raid"};
    while (top_frame_c(&game->s)->kind == FR_BATTLE_DICE) {
        char text[40];
        int t = top_frame_c(&game->s)->a;
        snprintf(text, sizeof text, "p1 dice %s %d", TYPES[t], t == 0);
        ok(game, text);
    }
    for (int i = 0; i < 20 && !t_is_legal(game, "p1 card breaking-the-faith remove Tycoon"); i++)
        assert_true(t_apply_prefix(game, "p1 "));
    assert_int_equal(game->s.sys[SYS_2ARROW].bld[0], 0);
    assert_true(t_is_legal(game, "p1 decline"));
    t_assert_reloads(game, "breaking the faith in battle");
    ok(game, "p1 card breaking-the-faith remove Tycoon");
    assert_int_equal(ideal_of(&game->s, ARCS_TYCOON), IDEAL_NONE);
    assert_int_equal(DOCTRINE(&game->s)->supply, IDEAL_MARKERS);
    arcs_game_free(game);
}

/* ARCS-F825 The Prophet (The Young Light's text, one def): placed beside a
 * played Faithful card, that card drawn at the round's end, the card back. */
static void the_prophet(void **state) {
    (void)state;
    arcs_game *game = act3_game(37, true);
    setup_done(game, 37);
    const uint32_t hands[3] = {CARD_BIT(ARCS_ADMINISTRATION, 2) | CARD_BIT(ARCS_MOBILIZATION, 3),
                               CARD_BIT(ARCS_AGGRESSION, 2), CARD_BIT(ARCS_CONSTRUCTION, 2)};
    const uint16_t faithful[3] = {0, F(5), 0};
    faithful_round(game, 1, hands, faithful);
    DOCTRINE(t_state(game))->doctrine = IDEAL_ZEAL;
    assert_true(held_index(&game->s, 0, CARD_F825) >= 0);
    ok(game, "p1 lead Faithful-5");
    while (!t_is_legal(game, "p1 end-turn")) assert_true(t_apply_prefix(game, "p1 no-"));
    ok(game, "p1 end-turn");
    ok(game, "p2 copy Construction-2");
    while (!t_is_legal(game, "p2 end-turn")) assert_true(t_apply_prefix(game, "p2 no-"));
    ok(game, "p2 end-turn");
    ok(game, "p0 pivot Administration-2");
    ok(game, "p0 no-seize");
    ok(game, "p0 card the-young-light@F825 place Faithful-5");
    game_state *g = t_state(game);
    assert_true(held_index(g, 0, CARD_F825) < 0);
    assert_int_equal(g->cards.placed[0], CARD_F825);
    ok(game, "p0 card the-young-light@F825 discard Mobilization-3");
    for (int i = 0; i < 2000 && game->s.cards.n_placed; i++) {
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal(arcs_apply(game, m[n - 1]), ARCS_OK);
    }
    g = t_state(game);
    assert_true(g->pl[0].hand & card_bit(FAITHFUL(5)));
    assert_true(held_index(g, 0, CARD_F825) >= 0);
    arcs_game_free(game);
}

/* ARCS-F824, failed (step 4): Set Doctrine and Doctrinal Faith scrapped,
 * Set Lay Doctrine and Repressed Faith in the booklet, Secret Order in the
 * Court deck, The Prophet scrapped; the Doctrine card stays in play and
 * takes its Act III side (Repressed Faith: "In Act III setup").
 * ARCS-F828 Repressed Faith: a led Faithful card declares only boxes with
 * the Doctrine's Ideal (none without an Ideal, none with the other) and
 * places no Ideal; a non-Faithful card is not limited. */
static void repressed_faith(void **state) {
    (void)state;
    arcs_game *game = act3_game(38, false);
    game_state *g = t_state(game);
    assert_true(in_booklet(g, CARD_F827) && in_booklet(g, CARD_F828));
    assert_false(in_booklet(g, CARD_F821) || in_booklet(g, CARD_F823));
    assert_true(card_scrapped(g, CARD_F821) && card_scrapped(g, CARD_F823) && card_scrapped(g, CARD_F825));
    assert_false(card_scrapped(g, CARD_F822A));
    assert_int_equal(DOCTRINE(g)->supply, 0);
    assert_int_equal(court_card_copies(g, CARD_F826), 1);
    set_ideals(g, 1u << ARCS_TYCOON | 1u << ARCS_WARLORD, 1u << ARCS_KEEPER);
    DOCTRINE(g)->doctrine = IDEAL_WISDOM;
    setup_done(game, 38);
    g = t_state(game);
    assert_int_equal(DOCTRINE(g)->doctrine, IDEAL_ZEAL); /* 2 Zeal, 1 Wisdom */
    for (int faithful_lead = 0; faithful_lead <= 1; faithful_lead++) {
        arcs_game *copy = NULL;
        assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
        const uint16_t faithful[3] = {F(4), 0, 0};
        faithful_round(copy, 0, BASE, faithful);
        g = t_state(copy);
        DOCTRINE(g)->doctrine = IDEAL_ZEAL;
        if (faithful_lead) {
            ok(copy, "p0 lead Faithful-4");
            assert_false(faithful_on_wisdom(&copy->s, FAITHFUL(4)));
            t_refused_unchanged(copy, declare_text(0, ARCS_TYRANT)); /* no Ideal */
            t_refused_unchanged(copy, declare_text(0, ARCS_KEEPER)); /* the other Ideal */
            assert_int_equal(t_count_legal(copy, "p0 declare"), 2);
            ok(copy, declare_text(0, ARCS_WARLORD));
        } else {
            ok(copy, "p0 lead Administration-2");
            set_ideals(t_state(copy), 1u << ARCS_WARLORD, 1u << ARCS_TYCOON);
            ok(copy, declare_text(0, ARCS_TYCOON)); /* the other Ideal: a base card is free */
        }
        arcs_game_free(copy);
    }
    arcs_game_free(game);
}

/* ARCS-F827 Set Lay Doctrine: every Faithful card in a hand is revealed
 * (known to all: observations show it, determinized worlds keep it); the
 * highest number's holder may change the Doctrine, nobody else; nobody
 * revealing one: no decision. */
/* An Act III game in a round where p0 holds no Faithful card, p1
 * Faithful-6, p2 Faithful-3 and -2; the Doctrine on Wisdom. */
static arcs_game *lay_doctrine_round(void) {
    arcs_game *game = act3_game(39, false);
    setup_done(game, 39);
    const uint16_t faithful[3] = {0, F(6), F(3) | F(2)};
    faithful_round(game, 0, BASE, faithful);
    DOCTRINE(t_state(game))->doctrine = IDEAL_WISDOM;
    return game;
}

static void set_lay_doctrine(void **state) {
    (void)state;
    arcs_game *game = lay_doctrine_round();
    game_state *g = t_state(game);
    assert_false(g->card_known[0] & card_bit(FAITHFUL(6)));
    int depth = g->depth;
    card_def_of(CARD_F827)->edict(g, CARD_F827);
    assert_int_equal(g->depth, depth + 1);
    for (int q = 0; q < 3; q++)
        assert_int_equal(g->card_known[q] & (card_bit(FAITHFUL(6)) | card_bit(FAITHFUL(3)) | card_bit(FAITHFUL(2))),
                         card_bit(FAITHFUL(6)) | card_bit(FAITHFUL(3)) | card_bit(FAITHFUL(2)));
    assert_true(t_is_legal(game, "p1 card set-lay-doctrine zeal"));
    assert_true(t_is_legal(game, "p1 card set-lay-doctrine wisdom"));
    t_refused_unchanged(game, "p2 card set-lay-doctrine zeal");
    /* Determinized for p0: p1 keeps Faithful-6, p2 Faithful-3 and -2. */
    for (uint64_t seed = 1; seed <= 4; seed++) {
        arcs_game *d = NULL;
        assert_int_equal(arcs_game_clone(game, &d), ARCS_OK);
        assert_int_equal(arcs_determinize(d, 0, seed), ARCS_OK);
        assert_true(d->s.pl[1].hand & card_bit(FAITHFUL(6)));
        assert_int_equal(d->s.pl[2].hand & (card_bit(FAITHFUL(3)) | card_bit(FAITHFUL(2))),
                         card_bit(FAITHFUL(3)) | card_bit(FAITHFUL(2)));
        arcs_game_free(d);
    }
    ok(game, "p1 card set-lay-doctrine zeal");
    assert_int_equal(DOCTRINE(&game->s)->doctrine, IDEAL_ZEAL);
    /* Nobody has a Faithful card: no decision. */
    const uint16_t none[3] = {0, 0, 0};
    faithful_round(game, 0, BASE, none);
    g = t_state(game);
    depth = g->depth;
    card_def_of(CARD_F827)->edict(g, CARD_F827);
    assert_int_equal(g->depth, depth);
    assert_int_equal(DOCTRINE(g)->doctrine, IDEAL_ZEAL);
    arcs_game_free(game);
}

/* ARCS-F827 Set Lay Doctrine tells everyone more than the cards shown:
 * a hand that revealed none holds no Faithful card, and p2 holds no other
 * than the two revealed. Determinized for p1 (who does not know p0's or
 * p2's other cards), no world deals one there; the state saves and loads.
 * A card drawn unseen into p0's hand (the bottom of the discard pile)
 * ends what all knew of it: Faithful cards may be dealt there again. */
static void set_lay_doctrine_bare_hands(void **state) {
    (void)state;
    arcs_game *game = lay_doctrine_round();
    game_state *g = t_state(game);
    card_def_of(CARD_F827)->edict(g, CARD_F827);
    ok(game, "p1 card set-lay-doctrine zeal");
    t_assert_reloads(game, "set lay doctrine: bare hands");
    g = t_state(game);
    uint64_t all_faithful = 0;
    for (int c = 0; c < NUM_ACTION_CARDS; c++)
        if (is_faithful_card(c)) all_faithful |= card_bit(c);
    int faithful_unseen = 0; /* Faithful cards outside the hands: the deck, the discard pile */
    for (int c = 0; c < NUM_ACTION_CARDS; c++)
        if ((all_faithful & card_bit(c)) && !((g->pl[0].hand | g->pl[1].hand | g->pl[2].hand) & card_bit(c)))
            faithful_unseen++;
    assert_true(faithful_unseen > 0);
    for (uint64_t seed = 1; seed <= 64; seed++) {
        arcs_game *d = NULL;
        assert_int_equal(arcs_game_clone(game, &d), ARCS_OK);
        assert_int_equal(arcs_determinize(d, 1, seed), ARCS_OK);
        assert_int_equal(d->s.pl[0].hand & all_faithful, 0);
        assert_int_equal(d->s.pl[2].hand & all_faithful, card_bit(FAITHFUL(3)) | card_bit(FAITHFUL(2)));
        assert_int_equal(__builtin_popcountll(d->s.pl[0].hand), __builtin_popcountll(g->pl[0].hand));
        t_assert_invariants(d);
        arcs_game_free(d);
    }
    /* p0 draws the bottom card of the discard pile unseen: what all knew of
     * p0's hand is gone (some world deals p0 a Faithful card now). */
    g = t_state(game);
    assert_true(g->action_discard_len > 0);
    g->action_discard_unknown = g->action_discard_len;
    assert_true(draw_action_discard_bottom(g, 0));
    bool dealt_faithful = false;
    for (uint64_t seed = 1; seed <= 64 && !dealt_faithful; seed++) {
        arcs_game *d = NULL;
        assert_int_equal(arcs_game_clone(game, &d), ARCS_OK);
        assert_int_equal(arcs_determinize(d, 1, seed), ARCS_OK);
        dealt_faithful = (d->s.pl[0].hand & all_faithful) != 0;
        assert_int_equal(d->s.pl[2].hand & all_faithful, card_bit(FAITHFUL(3)) | card_bit(FAITHFUL(2)));
        arcs_game_free(d);
    }
    assert_true(dealt_faithful);
    arcs_game_free(game);
}

/* ARCS-F827 in a real round's Edicts (an Event card played, the event die
 * on an Edict face): after Govern the Imperial Reach, p2 (Faithful-7, the
 * highest revealed) decides; the state saves and loads at that decision. */
static void set_lay_doctrine_in_the_edicts(void **state) {
    (void)state;
    arcs_game *game = act3_game(42, false);
    setup_done(game, 42);
    assert_true(game->s.camp.event_cards > 0);
    const uint32_t hands[3] = {CARD_BIT(ARCS_ADMINISTRATION, 2), 1u << EVENT_CARD_FIRST | CARD_BIT(ARCS_AGGRESSION, 2),
                               CARD_BIT(ARCS_CONSTRUCTION, 2)};
    const uint16_t faithful[3] = {F(3), 0, F(7)};
    faithful_round(game, 0, hands, faithful);
    force_chance(game);
    DOCTRINE(t_state(game))->doctrine = IDEAL_WISDOM;
    lead(game, "p0 lead Administration-2");
    while (!t_is_legal(game, "p0 end-turn")) assert_true(t_apply_prefix(game, "p0 no-"));
    ok(game, "p0 end-turn");
    follow(game, "p1 event Event-1");
    follow(game, "p2 copy Construction-2");
    assert_true(t_apply_prefix(game, "p0 no-summit"));
    ok(game, "chance chance roll number 1");
    ok(game, "chance chance roll event 5"); /* Edict */
    for (int i = 0; i < 200 && !t_is_legal(game, "p2 card set-lay-doctrine zeal"); i++) {
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_true(n > 0);
        assert_int_equal(arcs_apply(game, m[n - 1]), ARCS_OK); /* (the last: no endless swaps) */
    }
    assert_true(t_is_legal(game, "p2 card set-lay-doctrine zeal"));
    for (int q = 0; q < 3; q++)
        assert_int_equal(game->s.card_known[q] & (card_bit(FAITHFUL(3)) | card_bit(FAITHFUL(7))),
                         card_bit(FAITHFUL(3)) | card_bit(FAITHFUL(7)));
    t_assert_reloads(game, "set lay doctrine in the edicts");
    t_refused_unchanged(game, "p0 card set-lay-doctrine zeal");
    ok(game, "p2 card set-lay-doctrine zeal");
    assert_int_equal(DOCTRINE(&game->s)->doctrine, IDEAL_ZEAL);
    arcs_game_free(game);
}

/* ARCS-F826 Secret Order (BC18's text), in the Court deck after a failed
 * Act II: its holder declares Keeper without the zero marker. */
static void secret_order_in_act3(void **state) {
    (void)state;
    arcs_game *game = act3_game(40, false);
    setup_done(game, 40);
    const uint32_t hands[3] = {CARD_BIT(ARCS_ADMINISTRATION, 5), CARD_BIT(ARCS_AGGRESSION, 3),
                               CARD_BIT(ARCS_CONSTRUCTION, 2)};
    const uint16_t none[3] = {0, 0, 0};
    faithful_round(game, 0, hands, none);
    game_state *g = t_state(game);
    if (court_card_copies(g, CARD_F826)) t_take_out_court_card(g, CARD_F826);
    give_held(g, 0, CARD_F826);
    ok(game, "p0 lead Administration-5");
    ok(game, declare_text(0, ARCS_KEEPER));
    assert_int_equal(game->s.zero_marker, 0);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(act3_setup),
        cmocka_unit_test(grand_ambitions),
        cmocka_unit_test(dominant_faith),
        cmocka_unit_test(faq_dominant_faith_bards),
        cmocka_unit_test(faq_dominant_faith_no_marker_left),
        cmocka_unit_test(breaking_the_faith),
        cmocka_unit_test(breaking_the_faith_in_battle),
        cmocka_unit_test(the_prophet),
        cmocka_unit_test(repressed_faith),
        cmocka_unit_test(set_lay_doctrine),
        cmocka_unit_test(set_lay_doctrine_bare_hands),
        cmocka_unit_test(set_lay_doctrine_in_the_edicts),
        cmocka_unit_test(secret_order_in_act3),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
