/* The campaign arc in tests: see arc_fixture.h. */
#include "arc_fixture.h"

#include "campaign/campaign.h"
#include "campaign/fates.h"
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

static uint64_t next_rand(uint64_t *rng) {
    *rng ^= *rng << 13;
    *rng ^= *rng >> 7;
    *rng ^= *rng << 17;
    return *rng;
}

/* The Intermission's Fate choice (not Act I Setup's) is pending. */
static bool fate_choice(const game_state *g) {
    const frame *f = top_frame_c(g);
    return !g->game_over && f && f->kind == FR_FATE && g->camp.intermission_step == INTERMISSION_CHOOSE;
}

/* The pending player keeps one of their two Fates (see arc_fixture.h). */
static void choose_fate(arcs_game *game, uint64_t *rng) {
    const game_state *g = &game->s;
    int p = top_frame_c(g)->player, next = g->camp.act + 1, keep[FATES_DEALT], n = 0, all = 0;
    for (int i = 0; i < FATES_DEALT; i++) {
        int card = g->camp.fate_dealt[p][i];
        if (card == NO_COURT_CARD) continue;
        all++;
        if (fate_plays_act(card, next)) keep[n++] = i;
    }
    assert_true(all > 0);
    int i = n ? keep[next_rand(rng) % (uint64_t)n] : (int)(next_rand(rng) % (uint64_t)all);
    arcs_move m = {0};
    m.kind = ARCS_MOVE_FATE;
    m.player = (uint8_t)p;
    m.a = (uint8_t)i;
    assert_int_equal(arcs_apply(game, m), ARCS_OK);
}

int t_arc_play_act(arcs_game *game, uint64_t *rng, bool check) {
    int act = arcs_act(game), i;
    for (i = 0; !arcs_game_over(game) && arcs_act(game) == act; i++) {
        assert_true(i < 200000);
        if (fate_choice(&game->s)) choose_fate(game, rng);
        else t_random_move(game, rng);
        if (check) t_assert_invariants(game);
    }
    return i;
}

int t_arc_to_intermission_step(arcs_game *game, uint64_t *rng, int step) {
    int act = arcs_act(game), i;
    for (i = 0; game->s.camp.intermission_step < step; i++) {
        assert_true(i < 200000);
        assert_false(arcs_game_over(game));
        t_random_move(game, rng);
        assert_int_equal(arcs_act(game), act);
        t_assert_invariants(game);
    }
    return i;
}

void t_arc_choose_fates(arcs_game *game, uint64_t *rng) {
    assert_true(fate_choice(&game->s));
    while (fate_choice(&game->s)) {
        choose_fate(game, rng);
        t_assert_invariants(game);
    }
    assert_true(arcs_game_over(game) || game->s.camp.intermission_step == INTERMISSION_NONE);
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
