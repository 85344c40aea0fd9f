/* Rounds and turns (Base rulebook, "Playing a Chapter", "Prelude Actions",
 * "Resources"): lead, Surpass, Copy, Pivot, declaring, seizing, passing, the
 * initiative check, skipped turns and the Prelude. */
#include "support.h"

#include <stdio.h>
#include <string.h>

enum { ADM = ARCS_ADMINISTRATION, AGG = ARCS_AGGRESSION, CON = ARCS_CONSTRUCTION, MOB = ARCS_MOBILIZATION };

static char *card_text(int suit, int number, char *buf) { return action_card_name(t_card(suit, number), buf); }

/* A 4-player game whose initiative holder is player 0, with chosen hands. */
static arcs_game *four_player_game(const uint32_t *hands) {
    arcs_game *game = t_new_game(4, 7, "4p Mix Up 1");
    t_begin_round(game, 0, hands);
    t_assert_invariants(game);
    return game;
}

static uint32_t bit(int suit, int number) { return 1u << t_card(suit, number); }

static arcs_status play(arcs_game *game, const char *fmt, int p, int suit, int number) {
    char card[24], text[64];
    snprintf(text, sizeof text, fmt, p, card_text(suit, number, card));
    return t_apply_str(game, text);
}

static void leader_may_lead_any_card_or_pass(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(CON, 3) | bit(AGG, 5), bit(CON, 5), bit(AGG, 2), bit(MOB, 4)};
    arcs_game *game = four_player_game(hands);
    assert_int_equal(arcs_current_player(game), 0);
    assert_true(t_is_legal(game, "p0 lead Construction-3"));
    assert_true(t_is_legal(game, "p0 lead Aggression-5"));
    assert_true(t_is_legal(game, "p0 pass"));
    assert_false(t_is_legal(game, "p0 lead Construction-5")); /* not in hand */
    /* Wrong player and illegal card: rejected, state untouched. */
    uint64_t h = arcs_state_hash(game);
    assert_int_equal(t_apply_str(game, "p1 lead Construction-5"), ARCS_E_WRONG_PLAYER);
    assert_int_equal(t_apply_str(game, "p0 lead Construction-5"), ARCS_E_ILLEGAL_MOVE);
    assert_int_equal(arcs_state_hash(game), h);
    arcs_game_free(game);
}

static void surpass_copy_and_pivot(void **state) {
    (void)state;
    /* Mikah leads Construction 3; Dane Pivots with Aggression; Lotus Surpasses with Construction 5. */
    uint32_t hands[4] = {bit(CON, 3) | bit(ADM, 2), bit(AGG, 4) | bit(CON, 2), bit(CON, 5) | bit(MOB, 3),
                         bit(CON, 4) | bit(MOB, 5)};
    arcs_game *game = four_player_game(hands);
    assert_int_equal(play(game, "p%d lead %s", 0, CON, 3), ARCS_OK);
    assert_int_equal(t_apply_str(game, "p0 no-declare"), ARCS_OK);
    assert_int_equal(t_apply_str(game, "p0 end-turn"), ARCS_OK);
    assert_int_equal(arcs_current_player(game), 1);
    /* Construction 2 is lower than 3: it can only be Copied. */
    assert_false(t_is_legal(game, "p1 surpass Construction-2"));
    assert_false(t_is_legal(game, "p1 pivot Construction-2"));
    assert_true(t_is_legal(game, "p1 copy Construction-2"));
    assert_true(t_is_legal(game, "p1 pivot Aggression-4"));
    assert_false(t_is_legal(game, "p1 surpass Aggression-4"));
    assert_int_equal(play(game, "p%d pivot %s", 1, AGG, 4), ARCS_OK);
    game_state *g = t_state(game);
    assert_int_equal(g->pips, 1);                 /* Pivot: one action */
    assert_int_equal(g->pip_suit, AGG);           /* ... of its own card */
    assert_true(t_apply_prefix(game, "p1 no-seize"));
    assert_int_equal(t_apply_str(game, "p1 end-turn"), ARCS_OK);
    assert_int_equal(play(game, "p%d surpass %s", 2, CON, 5), ARCS_OK);
    assert_int_equal(g->pips, 2);                 /* Surpass: the pips of your card */
    assert_int_equal(g->pip_suit, CON);
    assert_true(t_apply_prefix(game, "p2 no-seize"));
    assert_int_equal(t_apply_str(game, "p2 end-turn"), ARCS_OK);
    assert_int_equal(play(game, "p%d copy %s", 3, MOB, 5), ARCS_OK);
    assert_int_equal(g->pips, 1);                 /* Copy: one action of the lead card */
    assert_int_equal(g->pip_suit, CON);
    assert_true(t_apply_prefix(game, "p3 no-seize"));
    assert_int_equal(t_apply_str(game, "p3 end-turn"), ARCS_OK);
    /* Lotus Surpassed highest: Lotus takes the initiative and leads next. */
    assert_int_equal(arcs_initiative(game), 2);
    assert_int_equal(arcs_current_player(game), 2);
    assert_int_equal(g->action_discard_len, 28 - 4);
    t_assert_invariants(game);
    arcs_game_free(game);
}

static void declaring_sets_the_zero_marker(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(AGG, 4) | bit(ADM, 2), bit(AGG, 2) | bit(CON, 2), bit(MOB, 3) | bit(MOB, 6),
                         bit(CON, 4) | bit(MOB, 5)};
    arcs_game *game = four_player_game(hands);
    game_state *g = t_state(game);
    assert_int_equal(play(game, "p%d lead %s", 0, AGG, 4), ARCS_OK);
    /* A "4" lets the leader declare Warlord, and only Warlord. */
    assert_true(t_is_legal(game, "p0 declare Warlord"));
    assert_false(t_is_legal(game, "p0 declare Tycoon"));
    assert_true(t_is_legal(game, "p0 no-declare"));
    assert_int_equal(t_apply_str(game, "p0 declare Warlord"), ARCS_OK);
    /* The highest marker (5/3) goes to Warlord; the card keeps its 2 pips. */
    assert_int_equal(g->marker_box[2], ARCS_WARLORD);
    assert_int_equal(g->zero_marker, 1);
    assert_int_equal(g->pips, 2);
    assert_int_equal(t_apply_str(game, "p0 end-turn"), ARCS_OK);
    /* The lead card's number is now 0: an Aggression 2 Surpasses. */
    assert_true(t_is_legal(game, "p1 surpass Aggression-2"));
    arcs_game_free(game);
}

static void ones_cannot_declare_and_sevens_declare_any(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(AGG, 1) | bit(ADM, 7), bit(AGG, 2), bit(MOB, 3), bit(CON, 4)};
    arcs_game *game = four_player_game(hands);
    assert_int_equal(play(game, "p%d lead %s", 0, AGG, 1), ARCS_OK);
    /* No declare decision for a "1": straight to the turn. */
    assert_true(t_is_legal(game, "p0 end-turn"));
    assert_false(t_is_legal(game, "p0 no-declare"));
    arcs_game_free(game);

    game = four_player_game(hands);
    assert_int_equal(play(game, "p%d lead %s", 0, ADM, 7), ARCS_OK);
    for (int a = 0; a < ARCS_AMBITION_COUNT; a++) {
        char text[48];
        snprintf(text, sizeof text, "p0 declare %s", ambition_name(a));
        assert_true(t_is_legal(game, text));
    }
    arcs_game_free(game);
}

static void no_declaring_without_markers(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(AGG, 4), bit(AGG, 2), bit(MOB, 3), bit(CON, 4)};
    arcs_game *game = four_player_game(hands);
    game_state *g = t_state(game);
    g->marker_box[0] = g->marker_box[1] = g->marker_box[2] = ARCS_TYCOON;
    assert_int_equal(play(game, "p%d lead %s", 0, AGG, 4), ARCS_OK);
    assert_false(t_is_legal(game, "p0 declare Warlord"));
    assert_true(t_is_legal(game, "p0 end-turn"));
    arcs_game_free(game);
}

static void seizing_with_an_extra_card(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(CON, 6), bit(AGG, 4) | bit(CON, 2) | bit(ADM, 2), bit(CON, 5) | bit(MOB, 3),
                         bit(CON, 4) | bit(MOB, 5)};
    arcs_game *game = four_player_game(hands);
    game_state *g = t_state(game);
    assert_int_equal(play(game, "p%d lead %s", 0, CON, 6), ARCS_OK);
    t_apply_prefix(game, "p0 no-declare");
    /* The leader holds the initiative and cannot seize: no seize decision. */
    assert_int_equal(t_apply_str(game, "p0 end-turn"), ARCS_OK);
    assert_int_equal(play(game, "p%d pivot %s", 1, AGG, 4), ARCS_OK);
    assert_true(t_is_legal(game, "p1 seize Construction-2"));
    assert_int_equal(t_apply_str(game, "p1 seize Construction-2"), ARCS_OK);
    assert_int_equal(g->seized_by, 1);
    assert_int_equal(g->seize_card[1], t_card(CON, 2));
    assert_int_equal(t_apply_str(game, "p1 end-turn"), ARCS_OK);
    /* Someone seized this round: nobody else may. */
    assert_int_equal(play(game, "p%d copy %s", 2, MOB, 3), ARCS_OK);
    assert_false(t_is_legal(game, "p2 seize Construction-5"));
    assert_int_equal(t_apply_str(game, "p2 end-turn"), ARCS_OK);
    assert_int_equal(play(game, "p%d copy %s", 3, MOB, 5), ARCS_OK);
    assert_int_equal(t_apply_str(game, "p3 end-turn"), ARCS_OK);
    /* The seizer keeps the initiative even though nobody out-Surpassed. */
    assert_int_equal(arcs_initiative(game), 1);
    assert_int_equal(arcs_current_player(game), 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

static void surpassing_with_a_seven_seizes(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(CON, 3) | bit(ADM, 2), bit(CON, 7) | bit(CON, 2), bit(CON, 5) | bit(MOB, 3),
                         bit(CON, 4) | bit(MOB, 5)};
    arcs_game *game = four_player_game(hands);
    assert_int_equal(play(game, "p%d lead %s", 0, CON, 3), ARCS_OK);
    t_apply_prefix(game, "p0 no-declare");
    assert_int_equal(t_apply_str(game, "p0 end-turn"), ARCS_OK);
    assert_int_equal(play(game, "p%d surpass %s", 1, CON, 7), ARCS_OK);
    assert_int_equal(t_state(game)->seized_by, 1);
    assert_false(t_is_legal(game, "p1 seize Construction-2")); /* already seized */
    assert_int_equal(t_apply_str(game, "p1 end-turn"), ARCS_OK);
    /* Player 2 Surpasses with a 5 but the seizer keeps the initiative. */
    assert_int_equal(play(game, "p%d surpass %s", 2, CON, 5), ARCS_OK);
    assert_int_equal(t_apply_str(game, "p2 end-turn"), ARCS_OK);
    assert_int_equal(play(game, "p%d copy %s", 3, MOB, 5), ARCS_OK);
    assert_int_equal(t_apply_str(game, "p3 end-turn"), ARCS_OK);
    assert_int_equal(arcs_initiative(game), 1);
    arcs_game_free(game);
}

static void initiative_stays_without_a_surpass(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(CON, 6) | bit(ADM, 2), bit(AGG, 4), bit(MOB, 3), bit(ADM, 4)};
    arcs_game *game = four_player_game(hands);
    assert_int_equal(play(game, "p%d lead %s", 0, CON, 6), ARCS_OK);
    t_apply_prefix(game, "p0 no-declare");
    assert_int_equal(t_apply_str(game, "p0 end-turn"), ARCS_OK);
    assert_int_equal(play(game, "p%d pivot %s", 1, AGG, 4), ARCS_OK);
    assert_int_equal(t_apply_str(game, "p1 end-turn"), ARCS_OK);
    assert_int_equal(play(game, "p%d pivot %s", 2, MOB, 3), ARCS_OK);
    assert_int_equal(t_apply_str(game, "p2 end-turn"), ARCS_OK);
    assert_int_equal(play(game, "p%d pivot %s", 3, ADM, 4), ARCS_OK);
    assert_int_equal(t_apply_str(game, "p3 end-turn"), ARCS_OK);
    assert_int_equal(arcs_initiative(game), 0);
    assert_int_equal(arcs_current_player(game), 0);
    arcs_game_free(game);
}

static void players_without_cards_skip_their_turn(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(CON, 3) | bit(ADM, 2), 0, bit(CON, 5), bit(MOB, 5)};
    arcs_game *game = four_player_game(hands);
    assert_int_equal(play(game, "p%d lead %s", 0, CON, 3), ARCS_OK);
    t_apply_prefix(game, "p0 no-declare");
    assert_int_equal(t_apply_str(game, "p0 end-turn"), ARCS_OK);
    assert_int_equal(arcs_current_player(game), 2);
    assert_int_equal(t_state(game)->play_mode[1], PLAY_SKIPPED);
    arcs_game_free(game);
}

static void passing_the_initiative(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(CON, 3), 0, bit(CON, 5), bit(MOB, 5)};
    arcs_game *game = four_player_game(hands);
    /* Player 0 passes: the initiative goes to the next clockwise player with
     * cards (player 2, skipping player 1) and the round ends at once. */
    assert_int_equal(t_apply_str(game, "p0 pass"), ARCS_OK);
    assert_int_equal(arcs_initiative(game), 2);
    assert_int_equal(arcs_current_player(game), 2);
    assert_true(t_is_legal(game, "p2 lead Construction-5"));
    assert_int_equal(arcs_hand_size(game, 0), 1); /* passing plays no card */
    arcs_game_free(game);
}

static void everyone_passing_ends_the_chapter(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(CON, 3), 0, bit(CON, 5), bit(MOB, 5)};
    arcs_game *game = four_player_game(hands);
    int chapter = arcs_chapter(game);
    assert_int_equal(t_apply_str(game, "p0 pass"), ARCS_OK);
    assert_int_equal(t_apply_str(game, "p2 pass"), ARCS_OK);
    assert_int_equal(arcs_chapter(game), chapter);
    assert_int_equal(t_apply_str(game, "p3 pass"), ARCS_OK);
    /* The chapter ended: cards were discarded, scored, and new hands dealt. */
    assert_true(arcs_chapter(game) == chapter + 1 || arcs_game_over(game));
    if (!arcs_game_over(game))
        for (int p = 0; p < 4; p++) assert_int_equal(arcs_hand_size(game, p), 6);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Player 0 with 3 ships and player 1 with 1 ship in 1-gate (a battle is
 * possible), and a Weapon in player 0's slot 0. */
static void weapon_board(arcs_game *game) {
    t_clear_board(game);
    t_place_ships(game, 0, 0, 3, 0);
    t_place_ships(game, 1, 0, 1, 0);
    t_give_resource(game, 0, 0, ARCS_WEAPON);
}

static void prelude_resources_return_when_it_ends(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(AGG, 3) | bit(ADM, 2), bit(AGG, 4), bit(MOB, 3), bit(CON, 4)};
    arcs_game *game = four_player_game(hands);
    game_state *g = t_state(game);
    weapon_board(game);
    t_give_resource(game, 0, 1, ARCS_FUEL);
    assert_int_equal(play(game, "p%d lead %s", 0, ADM, 2), ARCS_OK);
    t_apply_prefix(game, "p0 no-declare");
    int weapons = g->res_supply[ARCS_WEAPON];
    /* Administration pips cannot battle until a Weapon is spent. */
    assert_false(t_is_legal(game, "p0 action battle"));
    assert_int_equal(t_apply_str(game, "p0 spend 0 battle"), ARCS_OK);
    assert_int_equal(g->pl[0].res[0], RES_EMPTY);
    /* Spent, but not back in the supply until the Prelude ends. */
    assert_int_equal(g->res_supply[ARCS_WEAPON], weapons);
    t_assert_invariants(game);
    assert_true(t_is_legal(game, "p0 action battle"));
    /* Ending the turn ends the Prelude: the Weapon returns. */
    assert_int_equal(t_apply_str(game, "p0 end-turn"), ARCS_OK);
    assert_int_equal(g->res_supply[ARCS_WEAPON], weapons + 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

static void outraged_resources_cannot_be_spent(void **state) {
    (void)state;
    uint32_t hands[4] = {bit(AGG, 3) | bit(ADM, 2), bit(AGG, 4), bit(MOB, 3), bit(CON, 4)};
    arcs_game *game = four_player_game(hands);
    game_state *g = t_state(game);
    weapon_board(game);
    g->pl[0].outrage = 1u << ARCS_WEAPON;
    g->pl[0].agents_supply--;
    assert_int_equal(play(game, "p%d lead %s", 0, ADM, 2), ARCS_OK);
    t_apply_prefix(game, "p0 no-declare");
    assert_false(t_is_legal(game, "p0 spend 0 battle"));
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(leader_may_lead_any_card_or_pass),
        cmocka_unit_test(surpass_copy_and_pivot),
        cmocka_unit_test(declaring_sets_the_zero_marker),
        cmocka_unit_test(ones_cannot_declare_and_sevens_declare_any),
        cmocka_unit_test(no_declaring_without_markers),
        cmocka_unit_test(seizing_with_an_extra_card),
        cmocka_unit_test(surpassing_with_a_seven_seizes),
        cmocka_unit_test(initiative_stays_without_a_surpass),
        cmocka_unit_test(players_without_cards_skip_their_turn),
        cmocka_unit_test(passing_the_initiative),
        cmocka_unit_test(everyone_passing_ends_the_chapter),
        cmocka_unit_test(prelude_resources_return_when_it_ends),
        cmocka_unit_test(outraged_resources_cannot_be_spent),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
