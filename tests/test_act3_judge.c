/*
 * The Judge's Act III (lib/cards/campaign/fates/judge/): its Setup side
 * (ARCS-F2401A), its final objective "Balance the Reach" (F2401B) with its
 * 2-player and Commonwealth clauses and the final-objective win, Vow of
 * Fairness (F2402: Trophies and Captives raided), The Arbiter (F2403, with
 * its two faq.csv rulings) and Judge Sets Agenda (F2405: the Judge's
 * declaration and Judge's Chosen given). Games are real Act III games from
 * campaign records (tests/act2_fixture.h t_act3_started) in which p0 fails
 * Act II and takes the Judge, then shaped by hand: an empty map, pieces
 * placed as the test says, forced dice.
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
#include "campaign/flagship.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/founder/commonwealth.h"
#include "cards/campaign/fates/judge/judge.h"

/* p0 keeps the Steward through Act I, fails Act II and takes the Judge; p1
 * and p2 keep their A Fates. */
static const t_fates JUDGE3 = {.a = {CARD_FATE01, CARD_FATE02, CARD_FATE03}, .completed1 = 7u,
                               .completed2 = 6u, .c = {CARD_FATE24}};
static const t_fates JUDGE2 = {.a = {CARD_FATE01, CARD_FATE02}, .completed1 = 3u, .completed2 = 2u,
                               .c = {CARD_FATE24}};

static int top_kind(const arcs_game *game) { return top_frame_c(&game->s)->kind; }

static arcs_game *act3_game(int players) {
    arcs_game *game = t_act3_started(players, 2401, players == 2 ? &JUDGE2 : &JUDGE3, ARCS_CHANCE_INTERNAL);
    assert_int_equal(game->s.camp.act, 3);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE24);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    return game;
}

/* The Judge's Act III made quiet: an empty map, no resources, Trophies or
 * Captives, chapter 1; The Arbiter back in p0's hands
 * (act3_quiet returns the Fates' Guild cards). */
static arcs_game *table(int players) {
    arcs_game *game = act3_quiet(act3_game(players), false);
    game_state *g = t_state(game);
    chapter_return_trophies(g, true, true);
    while (chapter_return_trophy_city(g)) {}
    give_held(g, 0, CARD_F2403);
    fate_card_added(g);
    g->chapter = 1;
    g->camp.objective[0] = 6;
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

/* p places the resources they were given (the placement decision). */
static void place_pending(arcs_game *game, int p) {
    char prefix[32];
    snprintf(prefix, sizeof prefix, "p%d place-resource ", p);
    for (int i = 0; i < 8 && t_count_legal(game, prefix); i++) assert_true(t_apply_prefix(game, prefix));
}

/* The label of move text (arcs_move_label) contains part. */
static void label_has(arcs_game *game, const char *text, const char *part) {
    char label[200];
    size_t n = 0;
    arcs_move m;
    assert_int_equal(arcs_move_from_str(text, &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, &n), ARCS_OK);
    if (!strstr(label, part)) fail_msg("label of '%s': '%s' (wanted '%s')", text, label, part);
}

/* p's resources of type r in slots. */
static int in_slots(const game_state *g, int p, int r) { return resources_held(&g->pl[p], r); }

/* ---------------------------------------------------------------- Setup */

static int planet_in_play(const game_state *g) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && planet_slots(s) > 0) return s;
    fail_msg("no planet in play");
    return -1;
}


/* ARCS-F2401A: "2. Gain Vow of Fairness (02), The Arbiter (03), and Judge's
 * Chosen (04). 3. Add Judge Sets Agenda (05) to the rules booklet." The
 * objective card in the play area, its marker on 6. */
static void judge_setup(void **state) {
    (void)state;
    arcs_game *game = act3_game(3);
    const game_state *g = &game->s;
    assert_true(t_in_play_area(g, 0, CARD_F2401B));
    assert_true(t_in_play_area(g, 0, CARD_F2402));
    assert_true(held_index(g, 0, CARD_F2403) >= 0);
    assert_true(act3_in_booklet(g, CARD_F2405));
    assert_int_equal(objective_space(g, 0), 6);
    /* Judge's Chosen: the Judge's until Judge Sets Agenda has them give it. */
    assert_true(t_in_play_area(g, 0, CARD_F2404) || t_in_play_area(g, 1, CARD_F2404) ||
                t_in_play_area(g, 2, CARD_F2404));
    t_assert_invariants(game);
    t_assert_reloads(game, "judge act III setup");
    arcs_game_free(game);
}

/* F2401A step 1: "If you have a Flagship, you may Resettle" (resettle.h):
 * the Setup run again for p0 with a Flagship offers the two moves, the
 * Judge's alone, decided before the other steps' effects matter; keeping
 * the Flagship leaves it where it is. Without a Flagship: no decision. */
static void judge_setup_resettle(void **state) {
    (void)state;
    uint64_t rng = 24011;
    for (int with = 1; with >= 0; with--) {
        arcs_game *game = table(3);
        game_state *g = t_state(game);
        /* The Setup's cards back out, as before the Setup. */
        play_area_remove(g, 0, CARD_F2402);
        play_area_remove(g, 0, CARD_F2404);
        remove_held(g, 0, held_index(g, 0, CARD_F2403));
        booklet_remove(g, CARD_F2405);
        g->camp.fate_cards_added = (uint8_t)(g->camp.fate_cards_added - 3);
        if (with) {
            t_place_ships(game, 0, planet_in_play(g), 1, 0);
            t_grant_flagship(game, 0, &rng);
        }
        g = t_state(game);
        int at = flagship_system(g, 0), depth = g->depth;
        card_def_of(CARD_F2401A)->fate_setup(g, 0, CARD_F2401A);
        game_bump(game);
        assert_true(t_in_play_area(g, 0, CARD_F2402) && held_index(g, 0, CARD_F2403) >= 0);
        assert_true(act3_in_booklet(g, CARD_F2405));
        if (!with) {
            assert_int_equal(g->depth, depth);
            arcs_game_free(game);
            continue;
        }
        assert_int_equal(top_frame_c(g)->card, CARD_F2401A);
        assert_int_equal(t_count_legal(game, "p0 card judge-setup-3 "), 2);
        assert_true(t_is_legal(game, "p0 card judge-setup-3 resettle"));
        t_refused_unchanged(game, "p1 card judge-setup-3 keep-flagship");
        ok(game, "p0 card judge-setup-3 keep-flagship");
        assert_int_equal(flagship_system(t_state(game), 0), at);
        assert_int_equal(t_state(game)->depth, depth);
        arcs_game_free(game);
    }
}

/* ------------------------------------------------------------ Objective */

/* The chapter ends now, its log kept; the Arbiter's decision (when p0 has
 * a gift to make) declined. */
static void end_chapter(arcs_game *game, t_log *log) {
    game_state *g = t_state(game);
    game->log = t_keep_line;
    game->log_ud = log;
    g->depth = 0;
    memset(g->stack, 0, sizeof g->stack);
    chapter_end_begin(g);
    run_forward(g);
    if (top_kind(game) == FR_CARD && top_frame_c(g)->card == CARD_F2403) ok(game, "p0 decline");
    game->log = NULL;
    t_assert_invariants(game);
}

/* Start the chapter's end up to the Arbiter's decision. */
static void to_arbiter(arcs_game *game) {
    game_state *g = t_state(game);
    /* The round is over: the chapter's end is all that is left. */
    g->depth = 0;
    memset(g->stack, 0, sizeof g->stack);
    chapter_end_begin(g);
    run_forward(g);
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(g)->card, CARD_F2403);
    assert_int_equal(top_frame_c(g)->player, 0);
}


/* Ambition a declared with marker m. */
static void declared(game_state *g, int m, int a) { g->marker_box[m] = (uint8_t)a; }

/* F2401B: "advance 1 for each ambition where any players are tied for first
 * place". Tycoon: p1 and p2 tied on 2 Material (+1); Keeper: p0 alone
 * first (no advance); Empath undeclared, p1 and p2 tied (no advance). */
static void objective_ties(void **state) {
    (void)state;
    arcs_game *game = table(3);
    game_state *g = t_state(game);
    declared(g, 0, ARCS_TYCOON);
    declared(g, 1, ARCS_KEEPER);
    for (int p = 1; p <= 2; p++) {
        t_give_resource(game, p, 0, ARCS_MATERIAL);
        t_give_resource(game, p, 1, ARCS_MATERIAL);
    }
    /* Keeper: p0's Relic (no Rival has an empty slot for it: no gift, no
     * Arbiter's decision). */
    t_give_resource(game, 0, 0, ARCS_RELIC);
    t_log log = {0};
    end_chapter(game, &log);
    assert_true(t_logged(&log, "Balance the Reach: players are tied for first place in Tycoon."));
    assert_false(t_logged(&log, "tied for first place in Keeper"));
    assert_false(t_logged(&log, "tied for first place in Empath"));
    assert_int_equal(objective_space(t_state(game), 0), 5);
    arcs_game_free(game);
}

/* Nobody has any: nobody places (0 is no tie); a declared ambition with
 * one first: no advance. */
static void objective_no_tie(void **state) {
    (void)state;
    arcs_game *game = table(3);
    game_state *g = t_state(game);
    declared(g, 0, ARCS_TYCOON);
    declared(g, 1, ARCS_WARLORD);
    t_give_resource(game, 2, 0, ARCS_MATERIAL);
    t_log log = {0};
    act3_end_chapter(game, &log);
    assert_false(t_logged(&log, "Balance the Reach"));
    assert_int_equal(objective_space(t_state(game), 0), 6);
    arcs_game_free(game);
}

/* "If you're playing with 2 players, the resources on ambitions can cause
 * a player to tie.": p1's 1 Fuel ties the Tycoon box's 1 Fuel. */
static void objective_two_player_box(void **state) {
    (void)state;
    arcs_game *game = table(2);
    game_state *g = t_state(game);
    declared(g, 0, ARCS_TYCOON);
    for (int r = 0; r < NUM_RES; r++) {
        g->res_supply[r] = (uint8_t)(g->res_supply[r] + g->phantom[r]);
        g->phantom[r] = 0;
    }
    g->phantom[ARCS_FUEL] = 1;
    g->res_supply[ARCS_FUEL]--;
    t_give_resource(game, 1, 0, ARCS_FUEL);
    assert_int_equal(ambition_box_count(g, ARCS_TYCOON), 1);
    t_log log = {0};
    act3_end_chapter(game, &log);
    assert_true(t_logged(&log, "tied for first place in Tycoon"));
    assert_int_equal(objective_space(t_state(game), 0), 5);
    arcs_game_free(game);
}

/* "If a Commonwealth ambition is declared, it only advances the Judge if
 * individual players tie for first place. Do not combine ambition values
 * for this." Tycoon holds the Commonwealth Ambition marker, p1 and p2 are
 * Members: p0's 2 Material against the Members' 1 + 1 (the Commonwealth's
 * 2 ties p0 only combined): no advance; then p1's 2 and p2's 2 against
 * p0's 1 (the Commonwealth's 4 wins alone combined): +1. */
static void objective_commonwealth(void **state) {
    (void)state;
    for (int members_tie = 0; members_tie <= 1; members_tie++) {
        arcs_game *game = table(3);
        game_state *g = t_state(game);
        if (!act3_in_booklet(g, CARD_F214)) {
            t_take_out_court_card(g, CARD_F214);
            booklet_add(g, CARD_F214);
        }
        *commonwealth_marker(g) = CW_IN_BOX + ARCS_TYCOON;
        for (int p = 1; p <= 2; p++) {
            int title = p == 1 ? CARD_F218 : CARD_F219;
            if (!t_in_play_area(g, p, title)) {
                t_take_out_court_card(g, title);
                play_area_add(g, p, title);
            }
        }
        declared(g, 0, ARCS_TYCOON);
        int mine = members_tie ? 1 : 2, theirs = members_tie ? 2 : 1;
        for (int i = 0; i < mine; i++) t_give_resource(game, 0, i, ARCS_MATERIAL);
        for (int p = 1; p <= 2; p++)
            for (int i = 0; i < theirs; i++) t_give_resource(game, p, i, ARCS_MATERIAL);
        game_bump(game);
        t_log log = {0};
        end_chapter(game, &log);
        assert_int_equal(t_logged(&log, "tied for first place in Tycoon"), members_tie);
        assert_int_equal(objective_space(t_state(game), 0), 6 - members_tie);
        arcs_game_free(game);
    }
}

/* A final-objective win at a chapter's end: the marker on 1, a tie, 1
 * Power: p0 wins the campaign; the same with 0 Power: no win by it. */
static void final_objective_win(void **state) {
    (void)state;
    for (int power = 1; power >= 0; power--) {
        arcs_game *game = table(3);
        game_state *g = t_state(game);
        g->camp.objective[0] = 1;
        g->chapter = 2;
        declared(g, 0, ARCS_TYCOON);
        t_give_resource(game, 1, 0, ARCS_MATERIAL);
        t_give_resource(game, 2, 0, ARCS_MATERIAL);
        g->pl[0].power = (int16_t)power;
        for (int p = 1; p < 3; p++) g->pl[p].power = 20;
        act3_end_chapter(game, NULL);
        g = t_state(game);
        assert_true(objective_complete(g, 0));
        assert_int_equal(campaign_final_objective_winners(g), power ? 1u : 0u);
        arcs_game_free(game);
    }
}

/* ------------------------------------------------------ Vow of Fairness */

/* p1 battles p0 (a city, no ships) with 1 raid die (2 keys). */
static arcs_game *raid_on_judge(void) {
    arcs_game *game = table(3);
    game_state *g = t_state(game);
    int s = planet_in_play(g);
    t_place_ships(game, 1, s, 3, 0);
    t_place_building(game, 0, s, 0, false, false);
    capture_agent(g, 0, 1);
    capture_agent(g, 0, 2);
    g->pl[2].ships_supply--;
    g->pl[0].trophy_ships[2]++;
    g->camp.imperial_supply--;
    g->camp.trophy_imperial[0]++;
    game_bump(game);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action battle");
    char text[48], name[16];
    snprintf(text, sizeof text, "p1 battle-system %s", system_name(s, name));
    if (t_is_legal(game, text)) ok(game, text);
    if (t_is_legal(game, "p1 battle-defender p0")) ok(game, "p1 battle-defender p0");
    ok(game, "p1 dice assault 0");
    ok(game, "p1 dice skirmish 0");
    const uint8_t faces[] = {1};
    battle_force_faces(t_state(game), faces, 1);
    ok(game, "p1 dice raid 1");
    assert_int_equal(top_kind(game), FR_BATTLE_RAID);
    return game;
}

/* F2402: "Your Trophies and Captives can be stolen. Their raid cost is key
 * each." Offered: p1's and p2's Captives, p2's ship, the Imperial ship
 * (4, 1 key each). "If a player steals Trophies or Captives that are Loyal
 * to them, those pieces return to their supply": p1's own agent goes to
 * p1's supply; p2's ship becomes p1's Trophy. A bad place is refused. */
static void vow_raid(void **state) {
    (void)state;
    arcs_game *game = raid_on_judge();
    game_state *g = t_state(game);
    assert_int_equal(g->battle.keys, 2);
    /* Places: 32 + 4 * kind + owner for a player's pieces (Captives 32-35,
     * ship Trophies 36-39, ...), the Imperial ship Trophies 52. */
    assert_true(t_is_legal(game, "p1 raid 0 33") && t_is_legal(game, "p1 raid 0 34"));
    assert_true(t_is_legal(game, "p1 raid 0 38") && t_is_legal(game, "p1 raid 0 52"));
    t_refused_unchanged(game, "p1 raid 0 32"); /* no Captive of p0's own */
    t_refused_unchanged(game, "p1 raid 0 42"); /* no Trophy city */
    label_has(game, "p1 raid 0 33", "Steal a Captive of Player 2 from Player 1 (Vow of Fairness, 1 key)");
    label_has(game, "p1 raid 0 52", "Steal an Imperial ship Trophy from Player 1");
    int agents = g->pl[1].agents_supply;
    ok(game, "p1 raid 0 33");
    g = t_state(game);
    assert_int_equal(g->pl[0].captives[1], 0);
    assert_int_equal(g->pl[1].captives[1], 0);
    assert_int_equal(g->pl[1].agents_supply, agents + 1);
    assert_int_equal(g->battle.keys, 1);
    t_assert_reloads(game, "vow of fairness raid");
    ok(game, "p1 raid 0 38");
    g = t_state(game);
    assert_int_equal(g->pl[0].trophy_ships[2], 0);
    assert_int_equal(g->pl[1].trophy_ships[2], 1);
    assert_int_equal(g->battle.keys, 0);
    assert_int_equal(g->pl[0].captives[2], 1);
    arcs_game_free(game);
}

/* --------------------------------------------------------- The Arbiter */

/* F2403: resources only up to the Rival's empty resource slots; "Pieces
 * Loyal to that Rival return to their supply"; others become theirs.
 * faq.csv The Arbiter Q1: "the limit of resource slots refers only to
 * giving resources": p1 with every slot full still takes a Captive and a
 * Trophy. Scoring follows: the gifts count (p1's given Weapon). */
static void arbiter_gives(void **state) {
    (void)state;
    arcs_game *game = table(3);
    game_state *g = t_state(game);
    t_give_resource(game, 0, 0, ARCS_WEAPON);
    t_give_resource(game, 0, 1, ARCS_FUEL);
    capture_agent(g, 0, 1);
    capture_agent(g, 0, 2);
    g->pl[2].ships_supply--;
    g->pl[0].trophy_ships[2]++;
    /* p1: one empty open slot. */
    int open = open_res_slots(&g->pl[1]);
    for (int i = 0; i < open - 1; i++) t_give_resource(game, 1, i, ARCS_MATERIAL);
    game_bump(game);
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    to_arbiter(game);
    assert_true(t_is_legal(game, "p0 card the-arbiter give-resource p1 slot-0"));
    assert_true(t_is_legal(game, "p0 card the-arbiter give-captive p1 p1"));
    assert_true(t_is_legal(game, "p0 card the-arbiter give-ship p2 p2"));
    t_refused_unchanged(game, "p0 card the-arbiter give-resource p0 slot-0"); /* not a Rival */
    t_refused_unchanged(game, "p1 card the-arbiter give-captive p2 p1");     /* not the holder */
    t_refused_unchanged(game, "p0 card the-arbiter give-city p1 p1");        /* no such Trophy */
    label_has(game, "p0 card the-arbiter give-captive p1 p1", "give Player 2 your Captive of Player 2");
    ok(game, "p0 card the-arbiter give-resource p1 slot-0");
    place_pending(game, 1);
    g = t_state(game);
    assert_int_equal(in_slots(g, 1, ARCS_WEAPON), 1);
    assert_int_equal(in_slots(g, 0, ARCS_WEAPON), 0);
    /* p1's slots are full now: no more resources for them. */
    t_refused_unchanged(game, "p0 card the-arbiter give-resource p1 slot-1");
    assert_true(t_is_legal(game, "p0 card the-arbiter give-resource p2 slot-1"));
    int agents = g->pl[1].agents_supply, ships = g->pl[2].ships_supply;
    ok(game, "p0 card the-arbiter give-captive p1 p1");
    ok(game, "p0 card the-arbiter give-ship p1 p2");
    g = t_state(game);
    assert_int_equal(g->pl[1].agents_supply, agents + 1);
    assert_int_equal(g->pl[1].trophy_ships[2], 1);
    assert_int_equal(g->pl[2].ships_supply, ships);
    ok(game, "p0 card the-arbiter give-captive p2 p2");
    g = t_state(game);
    assert_int_equal(g->pl[0].captives[2], 0);
    t_assert_reloads(game, "the arbiter's decision");
    ok(game, "p0 decline");
    assert_true(t_logged(&log, "The Arbiter: Player 2 is given a Weapon (from Player 1)."));
    assert_true(t_logged(&log, "Loyal to them, it returns to their supply."));
    game->log = NULL;
    arcs_game_free(game);
}

/* faq.csv The Arbiter Q2: "Cards that hold resources are considered to
 * have unlimited resource slots for that resource": p1, slots full, holds
 * Well of Empathy: a Psionic may be given, a Fuel not. */
static void arbiter_well_of_empathy(void **state) {
    (void)state;
    arcs_game *game = table(3);
    game_state *g = t_state(game);
    t_give_resource(game, 0, 0, ARCS_PSIONIC);
    t_give_resource(game, 0, 1, ARCS_FUEL);
    int open = open_res_slots(&g->pl[1]);
    for (int i = 0; i < open; i++) t_give_resource(game, 1, i, ARCS_MATERIAL);
    play_area_add(g, 1, CARD_F1403);
    fate_card_added(g);
    game_bump(game);
    to_arbiter(game);
    t_refused_unchanged(game, "p0 card the-arbiter give-resource p1 slot-1");
    ok(game, "p0 card the-arbiter give-resource p1 slot-0");
    /* The Well's choice: hold it there. */
    assert_true(t_is_legal(game, "p1 card well-of-empathy hold"));
    ok(game, "p1 card well-of-empathy hold");
    g = t_state(game);
    assert_int_equal(card_res_count(g, CARD_F1403, ARCS_PSIONIC), 1);
    assert_int_equal(in_slots(g, 0, ARCS_PSIONIC), 0);
    arcs_game_free(game);
}

/* --------------------------------------------------- Judge Sets Agenda */

static void to_edict(arcs_game *game) {
    game_state *g = t_state(game);
    card_def_of(CARD_F2405)->edict(g, CARD_F2405);
    run_forward(g);
}

/* F2405: the Judge declares any ambition with any unplaced marker, losing
 * its second-place Power; then Judge's Chosen returns to the Judge, who
 * must give it to a Rival (a move per Rival, no decline). The next time,
 * it returns from that Rival first. */
static void sets_agenda(void **state) {
    (void)state;
    arcs_game *game = table(3);
    game_state *g = t_state(game);
    declared(g, 0, ARCS_KEEPER);
    g->pl[0].power = 10;
    game_bump(game);
    to_edict(game);
    assert_int_equal(top_frame_c(g)->card, CARD_F2405);
    /* 5 ambitions x 2 unplaced markers, and decline. */
    assert_int_equal(t_count_legal(game, "p0 card judge-sets-agenda declare "), 10);
    t_refused_unchanged(game, "p0 card judge-sets-agenda declare Tycoon 0"); /* placed already */
    t_refused_unchanged(game, "p1 card judge-sets-agenda declare Tycoon 2"); /* not the Judge */
    int second = marker_second(g, 2);
    ok(game, "p0 card judge-sets-agenda declare Tycoon 2");
    g = t_state(game);
    assert_int_equal(g->marker_box[2], ARCS_TYCOON);
    assert_int_equal(g->pl[0].power, 10 - second);
    /* Judge's Chosen: give it to a Rival. */
    assert_int_equal(t_count_legal(game, "p0 card judge-sets-agenda give "), 2);
    t_refused_unchanged(game, "p0 card judge-sets-agenda give p0");
    t_refused_unchanged(game, "p0 decline");
    ok(game, "p0 card judge-sets-agenda give p2");
    g = t_state(game);
    assert_true(t_in_play_area(g, 2, CARD_F2404));
    assert_false(t_in_play_area(g, 0, CARD_F2404));
    /* Again: one marker left; decline the declaration; the card comes back
     * from p2 and goes to p1. */
    to_edict(game);
    assert_int_equal(t_count_legal(game, "p0 card judge-sets-agenda declare "), 5);
    ok(game, "p0 decline");
    g = t_state(game);
    assert_true(t_in_play_area(g, 0, CARD_F2404));
    assert_false(t_in_play_area(g, 2, CARD_F2404));
    ok(game, "p0 card judge-sets-agenda give p1");
    assert_true(t_in_play_area(t_state(game), 1, CARD_F2404));
    /* No marker left: no declaration, the card passes on. */
    g = t_state(game);
    declared(g, 1, ARCS_EMPATH);
    game_bump(game);
    to_edict(game);
    assert_int_equal(t_count_legal(game, "p0 card judge-sets-agenda declare "), 0);
    assert_int_equal(t_count_legal(game, "p0 card judge-sets-agenda give "), 2);
    arcs_game_free(game);
}

/* ------------------------------------------------------- Judge's Chosen */

/* Judge's Chosen into q's play area (from whoever has it). */
static void chosen_to(arcs_game *game, int q) {
    game_state *g = t_state(game);
    int h = judge_play_area_holder(g, CARD_F2404);
    if (h >= 0) play_area_remove(g, h, CARD_F2404);
    play_area_add(g, q, CARD_F2404);
    game_bump(game);
}

/* "card judges-chosen <step> <system>" for p. */
static void chosen_text(char *buf, size_t cap, int p, const char *step, int sys) {
    char name[16];
    snprintf(buf, cap, "p%d card judges-chosen %s %s", p, step, system_name(sys, name));
}

/* F2404: "You may take actions with the Judge's Loyal ships. (Their ships
 * don't add to your control.)" p1, the holder, moves the Judge's (p0's)
 * ships from a planet where p1 has a ship too into its gate: "card
 * judges-chosen move-from / move-to / ships". The Judge's ships keep the
 * Judge's control of the planet until they leave (then p1 controls it),
 * and give the Judge, not p1, the gate. p2 (not the holder) has no such
 * move, nor has the Judge holding the card. Bad moves change nothing. */
static void chosen_moves(void **state) {
    (void)state;
    arcs_game *game = table(3);
    game_state *g = t_state(game);
    chosen_to(game, 1);
    int s = planet_in_play(g), gate = s / 4 * 4 + SYS_GATE;
    char text[64];
    t_place_ships(game, 0, s, 2, 1);
    t_place_ships(game, 1, s, 1, 0);
    g = t_state(game);
    assert_int_equal(controller(g, s), 0); /* the Judge's ships: the Judge's control */
    t_start_lead_turn(game, 1, t_card(ARCS_MOBILIZATION, 4));
    ok(game, "p1 action move");
    chosen_text(text, sizeof text, 1, "move-from", s);
    assert_true(t_is_legal(game, text));
    label_has(game, text, "move the Judge's ships from");
    assert_int_equal(t_count_legal(game, "p1 card judges-chosen move-from "), 1);
    t_refused_unchanged(game, "p2 card judges-chosen move-from 1-gate"); /* not the holder */
    chosen_text(text, sizeof text, 1, "move-from", gate);
    t_refused_unchanged(game, text); /* no ship of the Judge's there */
    chosen_text(text, sizeof text, 1, "move-from", s);
    ok(game, text);
    chosen_text(text, sizeof text, 1, "move-to", s);
    t_refused_unchanged(game, text); /* not adjacent: the origin itself */
    chosen_text(text, sizeof text, 1, "move-to", gate);
    ok(game, text);
    t_refused_unchanged(game, "p1 card judges-chosen ships 3 0"); /* only 2 fresh */
    t_refused_unchanged(game, "p1 card judges-chosen ships 0 0"); /* at least one */
    label_has(game, "p1 card judges-chosen ships 2 1", "move 2 fresh and 1 damaged of the Judge's ships");
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    ok(game, "p1 card judges-chosen ships 2 1");
    g = t_state(game);
    assert_true(t_logged(&log, "(the Judge's) ships from"));
    assert_int_equal(g->sys[gate].fresh[0], 2);
    assert_int_equal(g->sys[gate].damaged[0], 1);
    assert_int_equal(g->sys[s].fresh[0] + g->sys[s].damaged[0], 0);
    assert_int_equal(g->sys[s].fresh[1], 1); /* p1's own ship stays */
    assert_int_equal(controller(g, s), 1);
    assert_int_equal(controller(g, gate), 0); /* not p1's: "Their ships don't add to your control" */
    assert_false(player_controls(g, 1, gate));
    t_assert_invariants(game);
    t_assert_reloads(game, "judge's chosen move");
    arcs_game_free(game);

    /* The Judge holding the card takes no action with it. */
    game = table(3);
    chosen_to(game, 0);
    t_place_ships(game, 0, planet_in_play(t_state(game)), 2, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
    ok(game, "p0 action move");
    assert_int_equal(t_count_legal(game, "p0 card judges-chosen "), 0);
    arcs_game_free(game);
}

/* faq.csv, Judge's Chosen: "Q: Does this trigger Gate Ports? A: Yes!" The
 * Judge's ships, moved by p1, move into p2's gate (a fresh Loyal starport
 * built by Gate Ports, ARCS-L08, p2 controlling the gate): "capture 1 agent
 * of that Rival", the Judge whose ships they are. */
static void faq_judges_chosen_gate_ports(void **state) {
    (void)state;
    arcs_game *game = table(3);
    game_state *g = t_state(game);
    chosen_to(game, 1);
    int s = planet_in_play(g), gate = s / 4 * 4 + SYS_GATE;
    t_place_ships(game, 0, s, 1, 0);
    t_place_ships(game, 2, gate, 1, 0);
    g = t_state(game);
    build_outside_slots(g, 2, gate, true); /* as Gate Ports builds it */
    if (lore_deck(g) >> (CARD_L08 - lore_first()) & 1u) g->camp.lore_added++;
    else t_take_out_court_card(g, CARD_L08);
    play_area_add(g, 2, CARD_L08);
    game_bump(game);
    t_assert_invariants(game);
    assert_int_equal(controller(g, gate), 2);
    int captives = g->pl[2].captives[0], agents = g->pl[0].agents_supply;
    t_start_lead_turn(game, 1, t_card(ARCS_MOBILIZATION, 4));
    ok(game, "p1 action move");
    char text[64];
    chosen_text(text, sizeof text, 1, "move-from", s);
    ok(game, text);
    chosen_text(text, sizeof text, 1, "move-to", gate);
    ok(game, text);
    ok(game, "p1 card judges-chosen ships 1 0");
    g = t_state(game);
    assert_int_equal(g->sys[gate].fresh[0], 1);
    assert_int_equal(g->pl[2].captives[0], captives + 1);
    assert_int_equal(g->pl[0].agents_supply, agents - 1);
    assert_int_equal(g->pl[2].captives[1], 0); /* not the mover's agent */
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* p1 battles in s, where p1 has 1 fresh ship, the Judge 2 fresh and 1
 * damaged, p2 2 fresh ships, choosing defender `def`. */
static arcs_game *chosen_battle(int def) {
    arcs_game *game = table(3);
    game_state *g = t_state(game);
    chosen_to(game, 1);
    int s = planet_in_play(g);
    t_place_ships(game, 1, s, 1, 0);
    t_place_ships(game, 0, s, 2, 1);
    t_place_ships(game, 2, s, 2, 0);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action battle");
    char text[48], name[16];
    snprintf(text, sizeof text, "p1 battle-system %s", system_name(s, name));
    if (t_is_legal(game, text)) ok(game, text);
    snprintf(text, sizeof text, "p1 battle-defender p%d", def);
    ok(game, text);
    return game;
}

/* F2404: "When attacking anyone except the Judge in battle, you may add the
 * Judge's Loyal ships in the battle system to your attacking ships." p1
 * attacks p2 and adds 2 fresh ships of the Judge's: 3 dice; their self
 * hits may go to the Judge's ships ("hit 18" / "hit 19"), a destroyed one
 * p2's Trophy of the Judge's ship. The battle over, nothing is left of
 * the addition (invariants). */
static void chosen_battle_adds(void **state) {
    (void)state;
    arcs_game *game = chosen_battle(2);
    game_state *g = t_state(game);
    int s = g->battle.system;
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(g)->card, CARD_F2404);
    assert_int_equal(t_count_legal(game, "p1 card judges-chosen add-ships "), 3 * 2);
    t_refused_unchanged(game, "p1 card judges-chosen add-ships 3 0");
    t_refused_unchanged(game, "p2 card judges-chosen add-ships 1 0");
    label_has(game, "p1 card judges-chosen add-ships 2 0", "add 2 fresh and 0 damaged of the Judge's ships to the attack");
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    ok(game, "p1 card judges-chosen add-ships 2 0");
    t_assert_invariants(game);
    t_assert_reloads(game, "judge's chosen in an attack");
    assert_true(t_logged(&log, "(the Judge's) ships to the attack."));
    assert_true(t_is_legal(game, "p1 dice assault 3"));
    t_refused_unchanged(game, "p1 dice assault 4");
    const uint8_t faces[] = {1, 1, 0}; /* 2 self hits, 2 hits */
    battle_force_faces(t_state(game), faces, 3);
    ok(game, "p1 dice assault 3");
    for (int i = 0; i < 2 && top_kind(game) == FR_BATTLE_DICE; i++) {
        if (t_is_legal(game, "p1 dice skirmish 0")) ok(game, "p1 dice skirmish 0");
        else if (t_is_legal(game, "p1 dice raid 0")) ok(game, "p1 dice raid 0");
    }
    assert_int_equal(top_kind(game), FR_BATTLE_HIT);
    assert_true(t_is_legal(game, "p1 hit 0"));
    assert_true(t_is_legal(game, "p1 hit 18"));
    t_refused_unchanged(game, "p1 hit 19"); /* no damaged one of the Judge's attacks */
    label_has(game, "p1 hit 18", "an added attacking fresh ship");
    ok(game, "p1 hit 18");
    g = t_state(game);
    assert_int_equal(g->sys[s].fresh[0], 1);
    assert_int_equal(g->sys[s].damaged[0], 2);
    int trophies = g->pl[2].trophy_ships[0];
    ok(game, "p1 hit 19");
    g = t_state(game);
    assert_int_equal(g->sys[s].damaged[0], 1); /* the one not in the attack stays */
    assert_int_equal(g->pl[2].trophy_ships[0], trophies + 1);
    for (int i = 0; i < 8 && t_count_legal(game, "p1 hit "); i++) assert_true(t_apply_prefix(game, "p1 hit "));
    g = t_state(game);
    assert_false(g->battle.active);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F2404: "When attacking the Judge in battle, Judge's Loyal ships add to
 * their defending pieces, not your attacking ships." p1 attacks p0: no
 * decision, 1 die (p1's ship alone); the Judge's ships take the hits. */
static void chosen_battle_judge_defends(void **state) {
    (void)state;
    arcs_game *game = chosen_battle(0);
    assert_int_equal(top_kind(game), FR_BATTLE_DICE);
    assert_int_equal(t_count_legal(game, "p1 card judges-chosen "), 0);
    t_refused_unchanged(game, "p1 dice assault 2");
    const uint8_t faces[] = {3}; /* 2 hits */
    battle_force_faces(t_state(game), faces, 1);
    ok(game, "p1 dice assault 1");
    for (int i = 0; i < 2 && top_kind(game) == FR_BATTLE_DICE; i++) {
        if (t_is_legal(game, "p1 dice skirmish 0")) ok(game, "p1 dice skirmish 0");
        else if (t_is_legal(game, "p1 dice raid 0")) ok(game, "p1 dice raid 0");
    }
    assert_int_equal(top_kind(game), FR_BATTLE_HIT);
    assert_true(t_is_legal(game, "p1 hit 0") && t_is_legal(game, "p1 hit 1")); /* the Judge's defending ships */
    t_refused_unchanged(game, "p1 hit 18");
    arcs_game_free(game);
}

/* F2404 "take actions with the Judge's Loyal ships": Repair. p1 repairs a
 * damaged ship of the Judge's ("card judges-chosen repair <system>"). */
static void chosen_repairs(void **state) {
    (void)state;
    arcs_game *game = table(3);
    game_state *g = t_state(game);
    chosen_to(game, 1);
    int s = planet_in_play(g);
    t_place_ships(game, 0, s, 0, 1);
    t_place_ships(game, 1, s, 0, 1);
    t_start_lead_turn(game, 1, t_card(ARCS_ADMINISTRATION, 4));
    ok(game, "p1 action repair");
    char text[64];
    chosen_text(text, sizeof text, 1, "repair", s);
    assert_true(t_is_legal(game, text));
    label_has(game, text, "repair a ship of the Judge's at");
    t_refused_unchanged(game, "p2 card judges-chosen repair 1-gate");
    ok(game, text);
    g = t_state(game);
    assert_int_equal(g->sys[s].fresh[0], 1);
    assert_int_equal(g->sys[s].damaged[0], 0);
    assert_int_equal(g->sys[s].damaged[1], 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(judge_setup),
        cmocka_unit_test(judge_setup_resettle),
        cmocka_unit_test(objective_ties),
        cmocka_unit_test(objective_no_tie),
        cmocka_unit_test(objective_two_player_box),
        cmocka_unit_test(objective_commonwealth),
        cmocka_unit_test(final_objective_win),
        cmocka_unit_test(vow_raid),
        cmocka_unit_test(arbiter_gives),
        cmocka_unit_test(arbiter_well_of_empathy),
        cmocka_unit_test(sets_agenda),
        cmocka_unit_test(chosen_moves),
        cmocka_unit_test(faq_judges_chosen_gate_ports),
        cmocka_unit_test(chosen_battle_adds),
        cmocka_unit_test(chosen_battle_judge_defends),
        cmocka_unit_test(chosen_repairs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
