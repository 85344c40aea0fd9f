/* Whole campaigns, three Acts in one game (the slow suite): random play
 * from Act I setup to the campaign's winner, 2, 3 and 4 players, internal
 * and explicit chance, the invariants after every move, a save/load round
 * trip and a determinized world at each Act's first decision and at each
 * Intermission's first Fate choice. The game
 * crosses the Acts by itself: Act I and II end in the Intermission, whose
 * Fate choices (step F: B Fates after Act I, C Fates after Act II) are
 * random moves; the blank test Fates (tests/cards/blank_fates.h) play
 * Acts II and III for every Fate whose Act the library does not play yet,
 * so no campaign stops at a boundary. Each Act reached is counted, and the Fate letters played.
 *
 * ARCS_ARC_GAMES (environment) sets the campaigns per player count
 * (default 1,700: 5,100 in all). */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>

#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"

/* A seat's determinized world holds the invariants. */
static void world_holds(arcs_game *game, uint64_t rng) {
    arcs_game *w = NULL;
    assert_int_equal(arcs_game_clone(game, &w), ARCS_OK);
    assert_int_equal(arcs_determinize(w, (int)(rng % (uint64_t)game->s.num_players), rng), ARCS_OK);
    t_assert_invariants(w);
    arcs_game_free(w);
}

static void three_act_campaigns(void **state) {
    (void)state;
    const char *env = getenv("ARCS_ARC_GAMES");
    int games = env && atoi(env) > 0 ? atoi(env) : 1700;
    int total = 0, power_sum = 0, moves = 0, reached[3] = {0}, letters[3][3] = {{0}}, switched = 0;
    for (int n = 2; n <= 4; n++)
        for (int i = 0; i < games; i++) {
            uint64_t seed = (uint64_t)n * 1000003u + (uint64_t)i, rng = seed * 0x9E3779B97F4A7C15ull + 1;
            int chance = i % 4 == 3 ? ARCS_CHANCE_EXPLICIT : ARCS_CHANCE_INTERNAL;
            arcs_game *game = t_arc_new(n, seed, chance, 0);
            for (int act = 1; act <= 3; act++) {
                const game_state *g = &game->s;
                assert_int_equal(arcs_act(game), act);
                assert_false(arcs_game_over(game));
                reached[act - 1]++;
                t_assert_invariants(game);
                t_arc_round_trip(game, "three-Act campaign");
                world_holds(game, rng);
                if (act > 1) {
                    t_arc_finish_setup(game, &rng);
                    /* Each player holds a Fate of a letter the Act allows
                     * (Act II: A or B; Act III: any). */
                    for (int p = 0; p < n; p++) {
                        int letter = fate_letter(g->camp.fate[p]);
                        assert_true(letter >= 0 && letter < act);
                        letters[act - 1][letter]++;
                        switched += g->camp.fate[p] != g->camp.fate_history[p][act - 2];
                    }
                }
                /* Acts I and II: the Act, then its Intermission saved and
                 * loaded at the first Fate choice, a world determinized
                 * there; then the choices and the next Act's setup begun.
                 * Act III: the campaign's end. */
                if (act < 3) {
                    moves += t_arc_to_intermission_step(game, &rng, INTERMISSION_CHOOSE);
                    t_arc_round_trip(game, "the Intermission's Fate choice");
                    world_holds(game, rng);
                }
                moves += t_arc_play_act(game, &rng, true);
                assert_int_equal(arcs_act_boundary(game), 0);
                if (act < 3) assert_int_equal(arcs_act(game), act + 1);
                else {
                    assert_true(arcs_game_over(game));
                    assert_int_equal(arcs_act(game), 3);
                }
            }
            /* The campaign's winner: the most Power, ties by Fate letter
             * then turn order (campaign_best_of); among the players who
             * completed a final objective (a C Fate the library plays) if
             * any: it supersedes Power. */
            const game_state *g = &game->s;
            int w = arcs_winner(game);
            assert_true(w >= 0 && w < n);
            unsigned finals = campaign_final_objective_winners(g);
            assert_int_equal(w, campaign_best_of(g, finals ? finals : (1u << n) - 1));
            for (int p = 0; p < n && !finals; p++) assert_true(g->pl[p].power <= g->pl[w].power);
            power_sum += g->pl[w].power;
            total++;
            arcs_game_free(game);
        }
    print_message("%d three-Act campaigns, %d moves: Act I %d, Act II %d, Act III %d reached; the winners' Power: %.1f on average\n",
                  total, moves, reached[0], reached[1], reached[2], (double)power_sum / total);
    print_message("Fates held: Act II A %d, B %d; Act III A %d, B %d, C %d; %d switches\n", letters[1][0], letters[1][1],
                  letters[2][0], letters[2][1], letters[2][2], switched);
    assert_int_equal(total, 3 * games);
    for (int a = 0; a < 3; a++) assert_int_equal(reached[a], 3 * games);
    /* The Intermission deals the next letter: B Fates in Act II, C Fates
     * in Act III (random play seldom completes an objective, so the A and
     * B Fates kept are counted, not required). */
    assert_true(letters[1][1] > 0 && letters[2][2] > 0 && switched > 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(three_act_campaigns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
