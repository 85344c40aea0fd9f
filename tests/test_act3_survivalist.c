/*
 * The Survivalist's Act III (lib/cards/campaign/fates/survivalist/): its
 * Setup side (ARCS-F1801A), its final objective (F1801B), Vow of Survival
 * (F1802), Building Bunkers and Bunkers (F1803, F1804: build, capture,
 * Tough, harm, repair, a destroyed Bunker's Captive) and Captive Release
 * (F1805), with the faq.csv rulings on them. Games are real Act III games
 * from campaign records (tests/act2_fixture.h t_act3_started) in which p0
 * fails Act II and takes the Survivalist, then shaped by hand: an empty
 * map, pieces placed as the test says, forced dice.
 */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>
#include <string.h>

#include "act2_fixture.h"
#include "act3_scene.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "cards/card_data.h"
#include "cards/campaign/fates/survivalist/survivalist.h"

/* p0 keeps its A Fate through Act I, fails Act II and takes the
 * Survivalist; p1 and p2 keep their Fates (blank Act III sides). */
static const t_fates FATES = {.a = {CARD_FATE01, CARD_FATE02, CARD_FATE03}, .completed1 = 7u, .completed2 = 6u,
                              .c = {CARD_FATE18}};

static arcs_game *act3_game(void) {
    arcs_game *game = t_act3_started(3, 1801, &FATES, ARCS_CHANCE_INTERNAL);
    assert_int_equal(game->s.camp.act, 3);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE18);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    return game;
}

/* The Survivalist's Act III made quiet: an empty map, no Flagship, chapter 1. */
static arcs_game *table(bool no_decision) {
    arcs_game *game = act3_quiet(act3_game(), no_decision);
    game_state *g = t_state(game);
    for (int p = 0; p < g->num_players; p++) g->camp.flagship[p] = 0;
    g->chapter = 1;
    game_bump(game);
    if (!no_decision) t_assert_invariants(game);
    return game;
}

/* The k-th in-play planet (0-based, map order). */
static int planet(const game_state *g, int k) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && planet_slots(s) > 0 && k-- == 0) return s;
    fail_msg("no planet %d", k);
    return -1;
}

static const char *sname(int s) {
    static char buf[4][16];
    static int i;
    i = (i + 1) & 3;
    return system_name(s, buf[i]);
}

static void okf(arcs_game *game, const char *fmt, const char *arg) {
    char text[96];
    snprintf(text, sizeof text, fmt, arg);
    ok(game, text);
}

static bool legalf(arcs_game *game, const char *fmt, const char *arg) {
    char text[96];
    snprintf(text, sizeof text, fmt, arg);
    return t_is_legal(game, text);
}

/* A Bunker of p0's at s (damaged or not), as building one leaves it. */
static void put_bunker(arcs_game *game, int s, bool damaged) {
    game_state *g = t_state(game);
    token_add(g, CARD_F1803, 0, s);
    if (damaged) BUNKERS_OF(g)->damaged[s >> 3] |= (uint8_t)(1u << (s & 7));
    game_bump(game);
}

static int captives(const game_state *g, int p) {
    int n = 0;
    for (int q = 0; q < MAX_PLAYERS; q++) n += g->pl[p].captives[q];
    return n;
}

static void give_captives(arcs_game *game, int p, int q, int n) {
    game_state *g = t_state(game);
    for (int i = 0; i < n; i++) capture_agent(g, p, q);
    game_bump(game);
}

/* ---------------------------------------------------------------- Setup */

/* ARCS-F1801A: Vow of Survival and Building Bunkers in p0's play area, the
 * 9 Bunkers on it (none on the map), Bunkers and Captive Release in the
 * booklet; F1801B in the play area with its marker on 18 (3 players). */
static void survivalist3_setup(void **state) {
    (void)state;
    arcs_game *game = act3_game();
    const game_state *g = &game->s;
    assert_true(t_in_play_area(g, 0, CARD_F1802));
    assert_true(t_in_play_area(g, 0, CARD_F1803));
    assert_true(t_in_play_area(g, 0, CARD_F1801B));
    assert_true(act3_in_booklet(g, CARD_F1804) && act3_in_booklet(g, CARD_F1805));
    assert_int_equal(bunkers_on_map(g), 0);
    assert_int_equal(objective_space(g, 0), 18);
    assert_int_equal(survivalist_of(g), 0);
    t_assert_invariants(game);
    t_assert_reloads(game, "survivalist act III setup");
    arcs_game_free(game);
}

/* ARCS-F1801A step 1, "If you have a Flagship, you may Resettle": with a
 * Flagship the Setup side's first decision is p0's (resettle or keep the
 * Flagship), decided before the rest (pushed last); without one, none. The
 * Setup's cards are taken back out first (the Setup runs again here). */
static void setup_resettle_step(void **state) {
    (void)state;
    for (int flagship = 0; flagship < 2; flagship++) {
        arcs_game *game = table(true);
        game_state *g = t_state(game);
        uint64_t rng = 0x1801;
        if (flagship) {
            t_place_ships(game, 0, planet(g, 0), 1, 0);
            t_grant_flagship(game, 0, &rng);
        }
        play_area_remove(g, 0, CARD_F1802);
        play_area_remove(g, 0, CARD_F1803);
        booklet_remove(g, CARD_F1804);
        booklet_remove(g, CARD_F1805);
        g->camp.fate_cards_added -= 2;
        int depth = g->depth;
        card_def_of(CARD_F1801A)->fate_setup(g, 0, CARD_F1801A);
        game_bump(game);
        assert_true(t_in_play_area(g, 0, CARD_F1802) && t_in_play_area(g, 0, CARD_F1803));
        assert_int_equal(g->depth, depth + flagship);
        if (!flagship) {
            arcs_game_free(game);
            continue;
        }
        assert_int_equal(top_frame_c(g)->card, CARD_F1801A);
        assert_int_equal(t_count_legal(game, "p0 card survivalist-setup-3"), 2);
        t_refused_unchanged(game, "p1 card survivalist-setup-3 resettle");
        t_assert_reloads(game, "the Resettle choice");
        assert_int_equal(t_apply_str(game, "p0 card survivalist-setup-3 keep-flagship"), ARCS_OK);
        assert_int_equal(g->depth, depth);
        arcs_game_free(game);
    }
}

/* ---------------------------------------------------------------- Build */

/* ARCS-F1803: a Bunker built on a planet where p0 has a Loyal piece scraps
 * 1 agent of p0's supply and captures 1 agent from a Rival's supply, the
 * Rival p0's choice (two have agents); max 1 per planet; none at a planet
 * without a Loyal piece; none with no agent left; a Bunker is a Loyal
 * piece (a city may be built at it). */
static void build_bunker(void **state) {
    (void)state;
    arcs_game *game = table(false);
    game_state *g = t_state(game);
    int a = planet(g, 0), b = planet(g, 1);
    t_place_ships(game, 0, a, 1, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 2));
    int agents = g->pl[0].agents_supply, p2 = g->pl[2].agents_supply;
    ok(game, "p0 action build");
    assert_true(legalf(game, "p0 card building-bunkers build-bunker %s", sname(a)));
    assert_false(legalf(game, "p0 card building-bunkers build-bunker %s", sname(b)));
    char bad[96];
    snprintf(bad, sizeof bad, "p0 card building-bunkers build-bunker %s", sname(b));
    t_refused_unchanged(game, bad);
    okf(game, "p0 card building-bunkers build-bunker %s", sname(a));
    assert_true(bunker_at(g, a) && !bunker_damaged(g, a));
    assert_int_equal(g->pl[0].agents_supply, agents - 1);
    assert_int_equal(BUNKERS_OF(g)->scrapped[0], 1);
    /* The capture: p0 chooses the Rival. */
    assert_int_equal(t_count_legal(game, "p0 card building-bunkers capture"), 2);
    t_refused_unchanged(game, "p0 card building-bunkers capture p0");
    t_assert_texts_round_trip(game);
    ok(game, "p0 card building-bunkers capture p2");
    assert_int_equal(g->pl[0].captives[2], 1);
    assert_int_equal(g->pl[2].agents_supply, p2 - 1);
    assert_true(has_loyal_piece(g, 0, a));
    t_assert_invariants(game);
    t_assert_reloads(game, "a Bunker built");

    /* Max 1 per planet; a city may be built at the Bunker alone. */
    t_place_ships(game, 0, a, -1, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 2));
    ok(game, "p0 action build");
    assert_int_equal(t_count_legal(game, "p0 card building-bunkers build-bunker"), 0);
    assert_true(legalf(game, "p0 build-city %s", sname(a)));
    arcs_game_free(game);

    /* No agent in supply: no Bunker. One Rival with agents: captured at once. */
    game = table(false);
    g = t_state(game);
    t_place_ships(game, 0, a, 1, 0);
    give_captives(game, 1, 0, g->pl[0].agents_supply);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 2));
    ok(game, "p0 action build");
    assert_int_equal(t_count_legal(game, "p0 card building-bunkers"), 0);
    arcs_game_free(game);
}

/* "Anything built in a system controlled by anyone else is placed damaged"
 * (Base rulebook, Build): a Bunker where p1 has more fresh ships. With one
 * Rival holding agents, the capture is from them at once. */
static void bunker_built_damaged(void **state) {
    (void)state;
    arcs_game *game = table(false);
    game_state *g = t_state(game);
    int a = planet(g, 0);
    t_place_ships(game, 0, a, 1, 0);
    t_place_ships(game, 1, a, 2, 0);
    give_captives(game, 1, 2, g->pl[2].agents_supply);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 2));
    ok(game, "p0 action build");
    okf(game, "p0 card building-bunkers build-bunker %s", sname(a));
    assert_true(bunker_damaged(g, a));
    assert_int_equal(g->pl[0].captives[1], 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ------------------------------------------------------ Battle: Tough */

enum { HIT_PIECE = 18, HIT_PIECE_DAMAGED = 19 }; /* ARCS_MOVE_HIT a */

/* p1 (3 fresh ships at a) battles p0 there, no assault dice. */
static void battle_at(arcs_game *game, int a) {
    t_place_ships(game, 1, a, 3, 0);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action battle");
    if (legalf(game, "p1 battle-system %s", sname(a))) okf(game, "p1 battle-system %s", sname(a));
    if (t_is_legal(game, "p1 battle-defender p0")) ok(game, "p1 battle-defender p0");
    ok(game, "p1 dice assault 0");
}

/* ... with n skirmish dice forced to 1 hit each, no raid dice. */
static void battle_bunker(arcs_game *game, int a, int n) {
    battle_at(game, a);
    const uint8_t faces[] = {3, 3, 3};
    battle_force_faces(t_state(game), faces, n);
    char text[32];
    snprintf(text, sizeof text, "p1 dice skirmish %d", n);
    ok(game, text);
    if (t_is_legal(game, "p1 dice raid 0")) ok(game, "p1 dice raid 0");
}

/* ARCS-F1803/F1804 Tough: 1 hit does nothing (lost), 2 hits damage a
 * Bunker, 2 more destroy it (a Bunker alone makes p0 a defender); then
 * p1, a Rival who destroyed it, scraps 1 Captive of p0's (one kind: at
 * once). The Bunker goes back onto Building Bunkers. */
static void bunker_tough(void **state) {
    (void)state;
    arcs_game *game = table(false);
    game_state *g = t_state(game);
    int a = planet(g, 0);
    put_bunker(game, a, false);
    battle_bunker(game, a, 1);
    assert_true(bunker_at(g, a) && !bunker_damaged(g, a)); /* 1 hit: nothing */
    assert_false(g->battle.active);
    battle_bunker(game, a, 2);
    assert_true(bunker_at(g, a) && bunker_damaged(g, a)); /* 2 hits: damaged */
    give_captives(game, 0, 2, 2);
    battle_bunker(game, a, 3);
    assert_false(bunker_at(g, a)); /* 2 hits destroy it, the third is lost */
    assert_int_equal(BUNKERS_OF(g)->damaged[a >> 3] >> (a & 7) & 1, 0);
    assert_int_equal(g->pl[0].captives[2], 1);
    assert_int_equal(BUNKERS_OF(g)->scrapped[2], 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* A Bunker and p0's city at a: 3 hits and the attacker's choice, the Bunker
 * taking 2 of them at once (its label names it), the last on the city. */
static void bunker_hits_chosen(void **state) {
    (void)state;
    arcs_game *game = table(false);
    game_state *g = t_state(game);
    int a = planet(g, 0);
    put_bunker(game, a, false);
    t_place_building(game, 0, a, 0, false, false);
    battle_bunker(game, a, 3);
    assert_true(top_frame_c(g)->kind == FR_BATTLE_HIT);
    unsigned offered = t_hit_targets_offered(game);
    assert_true(offered & 1u << HIT_PIECE);
    assert_true(offered & 1u << 2);
    t_refused_unchanged(game, "p1 hit 19");
    arcs_move m;
    char label[160];
    assert_int_equal(arcs_move_from_str("p1 hit 18", &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_non_null(strstr(label, "fresh Bunker"));
    ok(game, "p1 hit 18");
    assert_true(bunker_damaged(g, a));
    /* 1 hit left: the Bunker cannot take it, the city does (no choice). */
    assert_true(BLD_IS_DAMAGED(g->sys[a].bld[0]));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1803 "When a Rival destroys a Bunker, they scrap 1 Captive that you
 * have": with Captives of two players, p1 (the destroyer) chooses whose. */
static void destroyer_scraps_captive(void **state) {
    (void)state;
    arcs_game *game = table(false);
    game_state *g = t_state(game);
    int a = planet(g, 0);
    put_bunker(game, a, true);
    give_captives(game, 0, 1, 1);
    give_captives(game, 0, 2, 2);
    battle_bunker(game, a, 2);
    assert_false(bunker_at(g, a));
    assert_true(top_frame_c(g)->kind == FR_CARD);
    assert_int_equal(t_count_legal(game, "p1 card bunkers scrap-captive"), 2);
    t_refused_unchanged(game, "p1 card bunkers scrap-captive p0");
    ok(game, "p1 card bunkers scrap-captive p1");
    assert_int_equal(g->pl[0].captives[1], 0);
    assert_int_equal(g->pl[0].captives[2], 2);
    assert_int_equal(BUNKERS_OF(g)->scrapped[1], 1);
    t_assert_invariants(game);
    t_assert_reloads(game, "a Captive scrapped");
    arcs_game_free(game);
}

/* faq.csv Bunkers Q1: "Can I repair my bunkers once they are damaged? Yes!" */
static void faq_bunkers_repair(void **state) {
    (void)state;
    arcs_game *game = table(false);
    game_state *g = t_state(game);
    int a = planet(g, 0), b = planet(g, 1);
    put_bunker(game, a, true);
    put_bunker(game, b, false);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 2));
    ok(game, "p0 action repair");
    assert_int_equal(t_count_legal(game, "p0 card bunkers repair-bunker"), 1);
    char bad[96];
    snprintf(bad, sizeof bad, "p0 card bunkers repair-bunker %s", sname(b));
    t_refused_unchanged(game, bad);
    okf(game, "p0 card bunkers repair-bunker %s", sname(a));
    assert_false(bunker_damaged(g, a));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv Bunkers Q2: "Do bunkers protect my other buildings on the planet
 * from being raided? Nope. Bunkers by themselves do not enable raiding.":
 * against a Bunker alone (p0's city elsewhere: Raid Dice Limit) no raid
 * die can be collected; with p0's city there, raid dice may be rolled as
 * usual. */
static void faq_bunkers_raiding(void **state) {
    (void)state;
    for (int city_here = 0; city_here < 2; city_here++) {
        arcs_game *game = table(false);
        game_state *g = t_state(game);
        int a = planet(g, 0), b = planet(g, 1);
        put_bunker(game, a, false);
        t_place_building(game, 0, city_here ? a : b, 0, false, false);
        battle_at(game, a);
        ok(game, "p1 dice skirmish 0");
        assert_int_equal(t_is_legal(game, "p1 dice raid 1"), city_here);
        arcs_game_free(game);
    }
}

/* faq.csv Breaking Worlds Q2: "How does this interact with Bunkers ...?
 * They are removed and added to this card": the Bunker leaves the map
 * (off the map, not back in the supply). */
static void faq_breaking_worlds_bunkers(void **state) {
    (void)state;
    arcs_game *game = table(false);
    game_state *g = t_state(game);
    int a = planet(g, 0);
    put_bunker(game, a, true);
    assert_int_equal(cards_building_pieces_removed(g, 0, a), 1);
    assert_false(bunker_at(g, a));
    assert_int_equal(bunkers_on_map(g), 0);
    int off = 0;
    for (int i = 0; i < g->camp.n_tokens; i++)
        off += g->camp.tokens[i].card == CARD_F1803 && g->camp.tokens[i].where == TOKEN_OFF_MAP;
    assert_int_equal(off, 1);
    game_bump(game);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ------------------------------------------------------ Vow of Survival */

/* F1802 "You cannot declare the Tyrant ambition": barred for p0, not p1. */
static void vow_no_tyrant(void **state) {
    (void)state;
    arcs_game *game = table(false);
    const game_state *g = &game->s;
    assert_true(cards_undeclarable(g, 0) >> ARCS_TYRANT & 1u);
    assert_false(cards_undeclarable(g, 1) >> ARCS_TYRANT & 1u);
    arcs_game_free(game);
}

/* The chapter ends with Tycoon declared (marker m): p0 first (a win), p1
 * second. */
static void score_tycoon(arcs_game *game, int p0_material, int p1_material, t_log *log) {
    game_state *g = t_state(game);
    g->marker_box[0] = ARCS_TYCOON;
    for (int i = 0; i < p0_material; i++) t_give_to_empty_slot(game, 0, ARCS_MATERIAL);
    for (int i = 0; i < p1_material; i++) t_give_to_empty_slot(game, 1, ARCS_MATERIAL);
    game_bump(game);
    act3_end_chapter(game, log);
}

/* F1802 "when you win any ambition, you only gain Power for second
 * place": p0 wins Tycoon and gains its second-place Power (no bonus city
 * Power); p1, second, its second-place Power as usual. Keep the People
 * Safe (F1801B): the win advances 1 per Captive or Bunker, the lower: 2
 * Captives and 1 Bunker, 1. */
static void vow_second_place_power(void **state) {
    (void)state;
    arcs_game *game = table(true);
    game_state *g = t_state(game);
    int a = planet(g, 0);
    put_bunker(game, a, false);
    give_captives(game, 0, 1, 2);
    int second = marker_second(g, 0), p0 = g->pl[0].power, p1 = g->pl[1].power, space = objective_space(g, 0);
    t_log log = {0};
    score_tycoon(game, 2, 1, &log);
    assert_int_equal(g->pl[0].power, p0 + second);
    assert_int_equal(g->pl[1].power, p1 + second);
    assert_true(t_logged(&log, "Power for second place only"));
    assert_int_equal(objective_space(g, 0), space - 1);
    assert_true(t_logged(&log, "Keep the People Safe"));
    arcs_game_free(game);
}

/* Keep the People Safe advances nothing with no Bunker on the map (the
 * lower of 2 Captives and 0 Bunkers), nor without a win (p0 second). */
static void keep_people_safe_not(void **state) {
    (void)state;
    arcs_game *game = table(true);
    game_state *g = t_state(game);
    give_captives(game, 0, 1, 2);
    int space = objective_space(g, 0);
    score_tycoon(game, 2, 1, NULL);
    assert_int_equal(objective_space(g, 0), space);
    arcs_game_free(game);

    game = table(true);
    g = t_state(game);
    put_bunker(game, planet(g, 0), false);
    give_captives(game, 0, 1, 2);
    score_tycoon(game, 1, 2, NULL);
    assert_int_equal(objective_space(g, 0), space);
    arcs_game_free(game);
}

/* faq.csv Vow of Survival: "If I win the Commonwealth Ambition, how much
 * Power do I gain? You gain Power for second place alone." The
 * Commonwealth law's scoring asks cards_second_for_first for its
 * non-Member winner (founder/commonwealth.c): p0 answers it for any
 * ambition won, not for another place. */
static void faq_vow_commonwealth(void **state) {
    (void)state;
    arcs_game *game = table(false);
    const game_state *g = &game->s;
    for (int a = 0; a < ARCS_AMBITION_COUNT; a++) {
        assert_true(cards_second_for_first(g, 0, a, true));
        assert_false(cards_second_for_first(g, 0, a, false));
        assert_false(cards_second_for_first(g, 1, a, true));
    }
    arcs_game_free(game);
}

/* F1802 "When returning Captives, you keep 1 Captive for each Bunker on
 * the map": Tyrant scored, p0 with 2 Bunkers and Captives of p1 (2) and
 * p2 (1) returns one of them, their choice; p1 returns all theirs. */
static void vow_keeps_captives(void **state) {
    (void)state;
    arcs_game *game = table(true);
    game_state *g = t_state(game);
    put_bunker(game, planet(g, 0), false);
    put_bunker(game, planet(g, 1), false);
    give_captives(game, 0, 1, 2);
    give_captives(game, 0, 2, 1);
    give_captives(game, 1, 2, 1);
    g->marker_box[0] = ARCS_TYRANT;
    game_bump(game);
    game->log = NULL;
    chapter_end_begin(g);
    run_forward(g);
    assert_true(top_frame_c(g)->kind == FR_CARD);
    assert_int_equal(t_count_legal(game, "p0 card vow-of-survival return"), 2);
    t_refused_unchanged(game, "p0 card vow-of-survival return p0");
    t_assert_reloads(game, "keeping Captives");
    ok(game, "p0 card vow-of-survival return p2");
    run_forward(g);
    assert_int_equal(g->pl[0].captives[1], 2);
    assert_int_equal(g->pl[0].captives[2], 0);
    assert_int_equal(captives(g, 1), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ------------------------------------------------------ Captive Release */

/* F1805: p1 (more Power than p0, a Captive of theirs held by p0, the Bunker
 * at a in a system p1 controls) chooses it; p0 returns p1's Captives or
 * Provokes Outrage of a's type. p2 (less Power) has no say. */
static void captive_release(void **state) {
    (void)state;
    for (int outrage = 0; outrage < 2; outrage++) {
        arcs_game *game = table(true);
        game_state *g = t_state(game);
        int a = planet(g, 0);
        put_bunker(game, a, false);
        t_place_ships(game, 1, a, 2, 0);
        give_captives(game, 0, 1, 2);
        give_captives(game, 0, 2, 1);
        g->pl[0].power = 3, g->pl[1].power = 5, g->pl[2].power = 1;
        game_bump(game);
        card_def_of(CARD_F1805)->edict(g, CARD_F1805);
        assert_true(top_frame_c(g)->kind == FR_CARD && top_frame_c(g)->player == 1);
        assert_true(t_is_legal(game, "p1 decline"));
        t_assert_reloads(game, "Captive Release");
        okf(game, "p1 card captive-release choose %s", sname(a));
        assert_true(top_frame_c(g)->player == 0);
        if (outrage) {
            assert_int_equal(t_apply_str(game, "p0 card captive-release outrage"), ARCS_OK);
            assert_true(g->pl[0].outrage >> planet_type(a) & 1u);
            assert_int_equal(g->pl[0].captives[1], 2);
        } else {
            assert_int_equal(t_apply_str(game, "p0 card captive-release return"), ARCS_OK);
            assert_int_equal(g->pl[0].captives[1], 0);
            assert_int_equal(g->pl[0].captives[2], 1);
        }
        assert_int_equal(g->depth, 0);
        arcs_game_free(game);
    }
}

/* Nobody qualifies: less Power, no Captive of theirs, no Bunker controlled. */
static void captive_release_none(void **state) {
    (void)state;
    arcs_game *game = table(true);
    game_state *g = t_state(game);
    int a = planet(g, 0);
    put_bunker(game, a, false);
    give_captives(game, 0, 1, 1);
    g->pl[0].power = 3, g->pl[1].power = 5, g->pl[2].power = 9;
    game_bump(game);
    card_def_of(CARD_F1805)->edict(g, CARD_F1805); /* p1 controls no Bunker; p2 has no Captive held */
    assert_int_equal(g->depth, 0);
    arcs_game_free(game);
}

/* ---------------------------------------------------- the objective */

/* Protect Against the Blight: a Blight Crisis at a planet with a Bunker
 * advances 1; one at a planet without does not. */
static void protect_against_blight(void **state) {
    (void)state;
    arcs_game *game = table(true);
    game_state *g = t_state(game);
    int a = planet(g, 0), b = planet(g, 1);
    put_bunker(game, a, false);
    put_blight(game, a, 1, 0);
    put_blight(game, b, 1, 0);
    int space = objective_space(g, 0);
    blight_crises(g);
    assert_int_equal(objective_space(g, 0), space - 1);
    arcs_game_free(game);
}

/* The final objective: at the chapter's end, the marker at 0 and at least
 * 1 Power wins the game; with 0 Power, no win. */
static void final_objective_win(void **state) {
    (void)state;
    for (int power = 0; power < 2; power++) {
        arcs_game *game = table(true);
        game_state *g = t_state(game);
        int a = planet(g, 0);
        put_bunker(game, a, false);
        put_blight(game, a, 1, 0);
        g->camp.objective[0] = 1;
        g->pl[0].power = (int16_t)power;
        game_bump(game);
        blight_crises(g);
        assert_true(objective_complete(g, 0));
        assert_int_equal(campaign_final_objective_winners(g) == 1u, power == 1);
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(survivalist3_setup),
        cmocka_unit_test(setup_resettle_step),
        cmocka_unit_test(build_bunker),
        cmocka_unit_test(bunker_built_damaged),
        cmocka_unit_test(bunker_tough),
        cmocka_unit_test(bunker_hits_chosen),
        cmocka_unit_test(destroyer_scraps_captive),
        cmocka_unit_test(faq_bunkers_repair),
        cmocka_unit_test(faq_bunkers_raiding),
        cmocka_unit_test(faq_breaking_worlds_bunkers),
        cmocka_unit_test(vow_no_tyrant),
        cmocka_unit_test(vow_second_place_power),
        cmocka_unit_test(keep_people_safe_not),
        cmocka_unit_test(faq_vow_commonwealth),
        cmocka_unit_test(vow_keeps_captives),
        cmocka_unit_test(captive_release),
        cmocka_unit_test(captive_release_none),
        cmocka_unit_test(protect_against_blight),
        cmocka_unit_test(final_objective_win),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
