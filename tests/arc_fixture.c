/* The campaign arc in tests: see arc_fixture.h. */
#include "arc_fixture.h"

#include "campaign/campaign.h"
#include "cards/hooks.h"

arcs_game *t_arc_new(int players, uint64_t seed, int chance, int last_act) {
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = players;
    cfg.seed = seed;
    cfg.mode = ARCS_MODE_CAMPAIGN;
    cfg.chance = (arcs_chance_mode)chance;
    cfg.first_player = 0;
    cfg.summit_deal_limit = 1;
    cfg.last_act = last_act;
    arcs_game *game = NULL;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
    return game;
}

void t_arc_play_act(arcs_game *game, uint64_t *rng, bool check) {
    int act = arcs_act(game);
    for (int i = 0; !arcs_game_over(game) && arcs_act(game) == act; i++) {
        assert_true(i < 200000);
        t_random_move(game, rng);
        if (check) t_assert_invariants(game);
    }
}

void t_arc_clear_court(game_state *g) {
    for (int i = COUNCIL_PLACE + 1; i < g->court_row_len; i++) {
        if (g->court_row[i] == NO_COURT_CARD || g->camp.attached[i][0] != NO_COURT_CARD) continue;
        for (int p = 0; p < g->num_players; p++)
            for (; g->court_agents[i][p]; g->court_agents[i][p]--) return_agent(g, p);
        court_deck_pile(g)[g->court_deck_len++] = g->court_row[i];
        g->court_row[i] = NO_COURT_CARD;
    }
    cards_sources_changed(g);
}

void t_arc_round_trip(arcs_game *game, const char *what) {
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *back = t_load_state(buf, len, what);
    assert_memory_equal(&back->s, &game->s, sizeof game->s);
    arcs_game_free(back);
}

void t_arc_finish_setup(arcs_game *game, uint64_t *rng) {
    for (int i = 0; game->s.camp.act_setup_step != ASETUP_NONE; i++) {
        assert_true(i < 10000);
        t_random_move(game, rng);
        t_assert_invariants(game);
    }
}

void t_arc_next_act(arcs_game *game) {
    if (!arcs_game_over(game) || arcs_act_boundary(game) == 1) return;
    game_state *g = t_state(game);
    t_arc_clear_court(g);
    campaign_next_act(g);
    run_forward(g);
}
