/*
 * The Gate Wraith's Act III (lib/cards/campaign/fates/gate_wraith/): the
 * Twisted Passage, system 24, while Passages & The Twisted Passage
 * (ARCS-F2205) is in the rules booklet: moves into it from systems next to
 * a gate with a Passage token, out of it to the planets of the event die's
 * symbol (the die rerolled after), gates with a Passage out of play, no
 * harm to Rivals there, its ships saved and loaded. Games are real Act III
 * games from campaign records (tests/act2_fixture.h t_act3_started) in
 * which p0 takes the Gate Wraith after Act II, then shaped by hand.
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
#include "cards/campaign/fates/gate_wraith/gate_wraith.h"

/* p0 fails Act II and takes the Gate Wraith; p1 and p2 keep theirs. */
static const t_fates WRAITH = {.a = {CARD_FATE01, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                               .b = {CARD_FATE16}, .completed2 = 6u, .c = {CARD_FATE22}};

static arcs_game *act3_game(int chance) {
    arcs_game *game = t_act3_started(3, 2201, &WRAITH, chance);
    assert_int_equal(game->s.camp.act, 3);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE22);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    return game;
}

enum { GATE1 = 0 * 4 + SYS_GATE, ARROW1 = 0 * 4 + SYS_ARROW, CRESCENT1 = 0 * 4 + SYS_CRESCENT };

/* A quiet Act III table with the law in the booklet, a Passage token on
 * 1-gate and the event die showing `face` (1: the arrow). */
static arcs_game *passage_table(int chance, int face) {
    arcs_game *game = act3_quiet(act3_game(chance), false);
    game_state *g = t_state(game);
    assert_true(sys_in_play(g, ARROW1));
    if (!act3_in_booklet(g, CARD_F2205)) booklet_add(g, CARD_F2205);
    token_add(g, CARD_F2205, NO_PLAYER, GATE1);
    g->camp.event_die = (uint8_t)face;
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

/* p takes a Move from `from` (a Mobilization lead), the destination next. */
static void move_from(arcs_game *game, int p, const char *from) {
    t_start_lead_turn(game, p, t_card(ARCS_MOBILIZATION, 4));
    char text[64];
    snprintf(text, sizeof text, "p%d action move", p);
    ok(game, text);
    snprintf(text, sizeof text, "p%d move-from %s", p, from);
    ok(game, text);
}

/* ARCS-F2205 "You may move from systems adjacent to gates with a Passage
 * to the Twisted Passage." and "Gates with Passage tokens are out of
 * play": from 1-arrow (next to 1-gate, which has a Passage) the centre is
 * a destination and 1-gate is not; from a planet of another cluster (not
 * next to a gate with a Passage) the centre is not one. The ships arrive in system 24,
 * the game reloads with them there and shows them (a 25th system). */
static void passage_move_in(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    t_place_ships(game, 0, ARROW1, 3, 1);
    t_place_ships(game, 0, CRESCENT1, 1, 0);
    move_from(game, 0, "1-arrow");
    assert_true(t_is_legal(game, "p0 move-to twisted-passage"));
    assert_false(t_is_legal(game, "p0 move-to 1-gate"));
    t_assert_texts_round_trip(game);
    t_refused_unchanged(game, "p0 move-to 1-gate");
    ok(game, "p0 move-to twisted-passage");
    ok(game, "p0 ships 3 1");
    const game_state *g = &game->s;
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[0], 3);
    assert_int_equal(g->sys[TWISTED_PASSAGE].damaged[0], 1);
    assert_int_equal(ships_on_map(g, 0), 5);
    t_assert_invariants(game);
    t_assert_reloads(game, "ships in the Twisted Passage");
    /* Observed: a Rival's observation tells 3 fresh and 1 damaged there
     * from 2 and 2 (the 25th system). */
    static uint8_t obs[2][1 << 16];
    size_t len[2] = {0, 0};
    assert_int_equal(arcs_observation(game, 1, obs[0], sizeof obs[0], &len[0]), ARCS_OK);
    game_state *gs = t_state(game);
    gs->sys[TWISTED_PASSAGE].fresh[0] = 2;
    gs->sys[TWISTED_PASSAGE].damaged[0] = 2;
    game_bump(game);
    assert_int_equal(arcs_observation(game, 1, obs[1], sizeof obs[1], &len[1]), ARCS_OK);
    assert_true(len[0] != len[1] || memcmp(obs[0], obs[1], len[0]) != 0);
    t_assert_reloads(game, "2 and 2 in the Twisted Passage");
    arcs_game_free(game);

    game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    /* An in-play planet of another cluster, not next to 1-gate. */
    int far = -1;
    for (int s = 4; s < NUM_SYSTEMS && far < 0; s++)
        if (sys_in_play(&game->s, s) && !sys_is_gate(s) && !systems_adjacent(&game->s, s, GATE1)) far = s;
    assert_true(far >= 0);
    t_place_ships(game, 0, far, 1, 0);
    char name[16], text[48];
    move_from(game, 0, system_name(far, name));
    assert_false(t_is_legal(game, "p0 move-to twisted-passage"));
    snprintf(text, sizeof text, "p0 move-to %s", MAP_CENTRE_NAME);
    t_refused_unchanged(game, text);
    arcs_game_free(game);
}

/* ARCS-F2205 "You may move from the Twisted Passage to any planet whose ID
 * symbol is on the event die. After this, reroll the event die." The die
 * shows 2 (the crescent): every in-play crescent planet is a destination,
 * no arrow planet; after the move the reroll is an explicit chance node
 * (six faces), whose outcome sets the die (4: the arrow's face of the
 * Edict half). */
static void passage_move_out(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_EXPLICIT, 2);
    game_state *g = t_state(game);
    t_place_ships(game, 0, TWISTED_PASSAGE, 2, 0);
    move_from(game, 0, "twisted-passage");
    t_assert_reloads(game, "a Move from the Twisted Passage");
    int crescents = 0;
    for (int s = SYS_CRESCENT; s < NUM_SYSTEMS; s += 4) crescents += sys_in_play(g, s);
    assert_int_equal(t_count_legal(game, "p0 move-to "), crescents);
    assert_true(t_is_legal(game, "p0 move-to 1-crescent"));
    assert_false(t_is_legal(game, "p0 move-to 1-arrow"));
    t_refused_unchanged(game, "p0 move-to 1-arrow");
    ok(game, "p0 move-to 1-crescent");
    ok(game, "p0 ships 2 0");
    assert_int_equal(g->sys[CRESCENT1].fresh[0], 2);
    assert_int_equal(top_frame(g)->kind, FR_CHANCE);
    t_assert_reloads(game, "the event die's reroll pending");
    t_chance_outcome(game, 3);
    assert_int_equal(g->camp.event_die, 4);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ARCS-F2205 "Players cannot harm Rivals in the Twisted Passage. (Crises
 * can still harm.)": a player may not choose a Rival as the defender
 * there (hook point HARM), may elsewhere; the Empire is no Rival. */
static void passage_no_harm(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    const game_state *g = &game->s;
    assert_true(cards_forbid_harm(g, 0, 1, TWISTED_PASSAGE));
    assert_true(cards_forbid_harm(g, 2, 0, TWISTED_PASSAGE));
    assert_false(cards_forbid_harm(g, 0, 1, ARROW1));
    assert_false(cards_forbid_harm(g, 0, OWNER_EMPIRE, TWISTED_PASSAGE));
    arcs_game_free(game);
}

/* The map centre is in play only with the law in the booklet: without it
 * no move reaches it, and a saved state with ships there is refused when
 * loaded; with it, a Flagship may lie there. */
static void passage_needs_the_law(void **state) {
    (void)state;
    arcs_game *game = act3_quiet(act3_game(ARCS_CHANCE_INTERNAL), false);
    game_state *g = t_state(game);
    assert_false(map_centre_in_play(g));
    t_place_ships(game, 0, ARROW1, 1, 0);
    move_from(game, 0, "1-arrow");
    assert_false(t_is_legal(game, "p0 move-to twisted-passage"));
    assert_true(t_is_legal(game, "p0 move-to 1-gate"));
    g->sys[TWISTED_PASSAGE].fresh[0] = 1;
    g->sys[ARROW1].fresh[0] = 0;
    game_bump(game);
    uint8_t buf[1 << 17];
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *loaded = NULL;
    assert_int_not_equal(arcs_game_load_state(buf, len, NULL, &loaded), ARCS_OK);
    arcs_game_free(game);

    game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    g = t_state(game);
    assert_true(map_centre_in_play(g));
    g->camp.flagship[0] = (uint8_t)(TWISTED_PASSAGE + 1);
    game_bump(game);
    t_assert_invariants(game);
    arcs_game_free(game);
}


/* ------------------------------------------------------------ Objective */

/* ARCS-F2201B "Each time you win an ambition, advance 1 for each Passage
 * token on the map.": p0's marker (its Act III start) advances by the
 * Passage tokens on gates (1, then 2 with a second one); a Rival's win
 * does not advance it; with no Passage on the map nothing moves. */
static void objective_ambition_won(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    game_state *g = t_state(game);
    assert_true(t_in_play_area(g, 0, CARD_F2201B));
    int start = objective_space(g, 0);
    assert_true(start > 2);
    campaign_event(g, EVT_AMBITION_WON, 0, ARCS_TYCOON, 3);
    assert_int_equal(objective_space(g, 0), start - 1);
    token_add(g, CARD_F2205, NO_PLAYER, 1 * 4 + SYS_GATE);
    campaign_event(g, EVT_AMBITION_WON, 0, ARCS_TYRANT, 3);
    assert_int_equal(objective_space(g, 0), start - 3);
    campaign_event(g, EVT_AMBITION_WON, 1, ARCS_TYRANT, 3);
    assert_int_equal(objective_space(g, 0), start - 3);
    token_remove(g, CARD_F2205, GATE1);
    token_remove(g, CARD_F2205, 1 * 4 + SYS_GATE);
    campaign_event(g, EVT_AMBITION_WON, 0, ARCS_TYCOON, 3);
    assert_int_equal(objective_space(g, 0), start - 3);
    arcs_game_free(game);
}

/* ARCS-F2201B "At the end of a chapter, before scoring, advance 1 for each
 * Passage token on the map if you control the Twisted Passage.": p0 with 2
 * fresh ships there (p1 with 1) and 2 Passage tokens advances 2 at the
 * chapter's end; p1 controlling it instead, p0's marker stays. With the
 * marker at 2 and 1 Power, the chapter's end completes the objective and
 * p0 wins the campaign; with 0 Power, no win. */
static void objective_control_at_chapter_end(void **state) {
    (void)state;
    for (int who = 0; who < 2; who++)
        for (int power = 0; power < 2; power++) {
            arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
            game_state *g = t_state(game);
            token_add(g, CARD_F2205, NO_PLAYER, 1 * 4 + SYS_GATE);
            t_place_ships(game, who, TWISTED_PASSAGE, 2, 0);
            t_place_ships(game, 1 - who, TWISTED_PASSAGE, 1, 0);
            g->camp.objective[0] = 2;
            for (int p = 0; p < g->num_players; p++) g->pl[p].power = 0;
            g->pl[0].power = (int16_t)power;
            g->chapter = 1;
            game_bump(game);
            t_log log = {0};
            act3_end_chapter(game, &log);
            if (who == 0) {
                assert_true(t_logged(&log, "Control the Twisted Passage: Player 1 controls it"));
                assert_int_equal(objective_space(g, 0), 0);
                assert_int_equal(arcs_game_over(game), power ? 1 : 0);
                if (power) assert_int_equal(arcs_winner(game), 0);
            } else {
                assert_false(t_logged(&log, "Control the Twisted Passage"));
                assert_int_equal(objective_space(g, 0), 2);
                assert_int_equal(arcs_game_over(game), 0);
            }
            arcs_game_free(game);
        }
}

/* ------------------------------------------- Breaking Gates, step 1 and 3 */

/* ARCS-F2203 "1. Place a Passage token on the gate ... 3. Place all ships
 * and tokens from the gate onto the Twisted Passage ... Destroy all
 * buildings on the gate, but do not take them as Trophies.": p0's 2 fresh
 * and 1 damaged ships, p1's ship and a fresh Imperial ship at a gate go to
 * the centre, p1's starport at the gate (a place outside the printed
 * slots) returns to p1's supply, nobody gains a Trophy; the gate is then
 * out of play (a second Passage refused there), and the 7th token is
 * refused (6 in the box). */
static void collapse_gate(void **state) {
    (void)state;
    arcs_game *game = passage_table(ARCS_CHANCE_INTERNAL, 1);
    game_state *g = t_state(game);
    const int gate = sys_in_play(g, 1 * 4 + SYS_GATE) ? 1 * 4 + SYS_GATE : 2 * 4 + SYS_GATE;
    assert_true(sys_in_play(g, gate));
    t_place_ships(game, 0, gate, 2, 1);
    t_place_ships(game, 1, gate, 1, 0);
    g->camp.imperial[gate][0] = 1;
    g->camp.imperial_supply--;
    assert_true(building_place_valid(g, gate, SLOTS_PER_SYSTEM));
    g->sys[gate].bld[SLOTS_PER_SYSTEM] = (uint8_t)(BLD_OCCUPIED | BLD_OF(1) | BLD_STARPORT);
    g->pl[1].starports_supply--;
    game_bump(game);
    t_assert_invariants(game);
    int ports = g->pl[1].starports_supply;
    assert_true(passage_collapse(g, gate));
    assert_true(passage_gates(g) >> gate & 1);
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[0], 2);
    assert_int_equal(g->sys[TWISTED_PASSAGE].damaged[0], 1);
    assert_int_equal(g->sys[TWISTED_PASSAGE].fresh[1], 1);
    assert_int_equal(g->camp.imperial[TWISTED_PASSAGE][0], 1);
    assert_int_equal(g->sys[gate].fresh[0] + g->sys[gate].fresh[1] + g->camp.imperial[gate][0], 0);
    assert_int_equal(g->sys[gate].bld[SLOTS_PER_SYSTEM], 0);
    assert_int_equal(g->pl[1].starports_supply, ports + 1);
    for (int p = 0; p < g->num_players; p++) assert_int_equal(g->pl[p].trophy_starports[1], 0);
    game_bump(game);
    t_assert_invariants(game);
    t_assert_reloads(game, "a gate collapsed");
    assert_false(passage_collapse(g, gate));
    int placed = passage_tokens_on_map(g);
    for (int s = 0; s < NUM_SYSTEMS; s += 4)
        if (sys_in_play(g, s) && passage_collapse(g, s)) placed++;
    assert_true(placed <= PASSAGE_TOKENS);
    assert_int_equal(passage_tokens_on_map(g), placed);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(passage_move_in),
        cmocka_unit_test(passage_move_out),
        cmocka_unit_test(passage_no_harm),
        cmocka_unit_test(passage_needs_the_law),
        cmocka_unit_test(collapse_gate),
        cmocka_unit_test(objective_ambition_won),
        cmocka_unit_test(objective_control_at_chapter_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
