/* Whole campaigns, three Acts in one game (the slow suite): random play
 * from Act I setup to the campaign's winner, 2, 3 and 4 players, internal
 * and explicit chance, the invariants after every move, a save/load round
 * trip and a determinized world at each Act's first decision. The Fates play Acts II and III through
 * the blank test Fates (tests/cards/blank_fates.h); between the Acts the
 * test clears the Court as the Intermission will (t_arc_next_act; the
 * players keep their A Fates: drawing B and C Fates is the Intermission's
 * step F), then campaign_next_act sets the next Act up.
 *
 * ARCS_ARC_GAMES (environment) sets the campaigns per player count
 * (default 1,700: 5,100 in all). */
#include "cards/blank_fates.h"
/* (The B Fates' Act II too: the Intermission's Fate draws, once it runs here.) */
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>

#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"

static void three_act_campaigns(void **state) {
    (void)state;
    const char *env = getenv("ARCS_ARC_GAMES");
    int games = env && atoi(env) > 0 ? atoi(env) : 1700;
    int total = 0, power_sum = 0;
    for (int n = 2; n <= 4; n++)
        for (int i = 0; i < games; i++) {
            uint64_t seed = (uint64_t)n * 1000003u + (uint64_t)i, rng = seed * 0x9E3779B97F4A7C15ull + 1;
            int chance = i % 4 == 3 ? ARCS_CHANCE_EXPLICIT : ARCS_CHANCE_INTERNAL;
            arcs_game *game = t_arc_new(n, seed, chance, 0);
            for (int act = 1; act <= 3; act++) {
                assert_int_equal(arcs_act(game), act);
                t_assert_invariants(game);
                t_arc_round_trip(game, "three-Act campaign");
                /* A seat's determinized world holds the invariants. */
                arcs_game *w = NULL;
                assert_int_equal(arcs_game_clone(game, &w), ARCS_OK);
                assert_int_equal(arcs_determinize(w, (int)(rng % (uint64_t)n), rng), ARCS_OK);
                t_assert_invariants(w);
                arcs_game_free(w);
                t_arc_play_act(game, &rng, true);
                assert_int_equal(arcs_act(game), act);
                assert_int_equal(arcs_act_boundary(game), 0);
                assert_int_equal(game->s.chapter, act == 3 ? 4 : 3);
                if (act == 3) break;
                t_arc_next_act(game);
                t_assert_invariants(game);
                t_arc_finish_setup(game, &rng);
            }
            /* The campaign's winner: the most Power, ties by Fate letter
             * then turn order (campaign_best_of); nobody completes a blank
             * final objective. */
            const game_state *g = &game->s;
            int w = arcs_winner(game);
            assert_true(w >= 0 && w < n);
            assert_int_equal(campaign_final_objective_winners(g), 0u);
            assert_int_equal(w, campaign_best_of(g, (1u << n) - 1));
            for (int p = 0; p < n; p++) assert_true(g->pl[p].power <= g->pl[w].power);
            power_sum += g->pl[w].power;
            total++;
            arcs_game_free(game);
        }
    print_message("%d three-Act campaigns; the winners' Power: %.1f on average\n", total, (double)power_sum / total);
    assert_int_equal(total, 3 * games);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(three_act_campaigns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
