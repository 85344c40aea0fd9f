/* Act II games from campaign records: see act2_fixture.h. */
#include "act2_fixture.h"

#include <stdlib.h>
#include <string.h>

#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "cards/hooks.h"

/* Once the Intermission's Fates are drawn (before anyone chooses): each
 * player q with want[q] set (and not keeping their Fate) holds it as the
 * first card drawn, swapped with wherever it was (the Fate deck or a
 * Rival's draw); want[q] is a Fate of letter `letter`. */
static void steer_fate(arcs_game *game, const int *want_fates, unsigned completed, int letter) {
    game_state *g = t_state(game);
    campaign_state *c = &g->camp;
    for (int q = 0; q < g->num_players; q++) {
        if (!want_fates || !want_fates[q] || (completed >> q) & 1u) continue;
        assert_int_equal(fate_letter(want_fates[q]), letter);
        uint16_t *want = NULL;
        for (int i = 0; i < c->fate_deck_len; i++)
            if (c->fate_deck[i] == want_fates[q]) want = &c->fate_deck[i];
        for (int r = 0; r < g->num_players; r++)
            for (int i = 0; i < FATES_DEALT; i++)
                if (c->fate_dealt[r][i] == want_fates[q]) want = &c->fate_dealt[r][i];
        assert_non_null(want);
        assert_int_not_equal(c->fate_dealt[q][0], NO_COURT_CARD);
        *want = c->fate_dealt[q][0];
        c->fate_dealt[q][0] = (uint16_t)want_fates[q];
    }
    game_bump(game);
}

/* The pending Intermission Fate choice: p keeps fates[p] when they
 * completed their objective, else takes bfates[p] when given, else one of
 * the Fates drawn. */
static void keep_fate(arcs_game *game, const int *fates, const int *bfates, unsigned completed, uint64_t *rng) {
    const game_state *g = &game->s;
    int p = top_frame_c(g)->player;
    bool kept = (completed >> p) & 1u, steered = !kept && bfates && bfates[p];
    int want = kept ? fates[p] : steered ? bfates[p] : -1;
    int pick = want >= 0 ? -1 : (int)(next(rng) % FATES_DEALT);
    for (int i = 0; i < FATES_DEALT; i++)
        if (pick < 0 ? g->camp.fate_dealt[p][i] == want : i == pick) {
            arcs_move m = {0};
            m.kind = ARCS_MOVE_FATE;
            m.player = (uint8_t)p;
            m.a = (uint8_t)i;
            assert_int_equal(arcs_apply(game, m), ARCS_OK);
            return;
        }
    fail_msg("player %d was not dealt %s at the Intermission", p + 1, card_table[want].name);
}

/* The Act ends with its third chapter: each objective completed (bit p of
 * `completed`: marker on 0) or failed (marker where it is, above 0); the
 * Intermission is played (random moves; steer_fate / keep_fate at its Fate
 * choices: kept[p] kept, else want[p] of letter `letter` taken) to the Act
 * boundary (config.last_act is this Act). */
static void end_act_now(arcs_game *game, unsigned completed, const int *kept, const int *want, int letter,
                        uint64_t *rng) {
    game_state *g = t_state(game);
    for (int p = 0; p < g->num_players; p++) {
        if (completed & (1u << p)) g->camp.objective[p] = 0;
        else if (g->camp.objective[p] == 0) g->camp.objective[p] = 1;
    }
    g->chapter = 3;
    g->depth = 0; /* the lead pending goes: the chapter ends now */
    memset(g->stack, 0, sizeof g->stack);
    chapter_end_begin(g);
    run_forward(g);
    game_bump(game);
    bool steered = false;
    for (int i = 0; !arcs_game_over(game); i++) {
        assert_true(i < 10000);
        if (!steered && game->s.camp.intermission_step == INTERMISSION_CHOOSE) {
            steer_fate(game, want, completed, letter);
            steered = true;
        }
        if (game->s.camp.intermission_step == INTERMISSION_CHOOSE && top_frame_c(&game->s)->kind == FR_FATE)
            keep_fate(game, kept, want, completed, rng);
        else t_random_move(game, rng);
        t_assert_invariants(game);
    }
}

/* The campaign record of a game at its Act boundary (freed with it). */
static unsigned char *save_record(arcs_game *game, size_t *len) {
    assert_int_equal(arcs_campaign_record_save(game, NULL, 0, len), ARCS_OK);
    unsigned char *buf = malloc(*len);
    assert_non_null(buf);
    assert_int_equal(arcs_campaign_record_save(game, buf, *len, len), ARCS_OK);
    arcs_game_free(game);
    return buf;
}

/* The game a record starts (Act `act`; the record freed), saved and loaded
 * at its first decision (with explicit chance, the Setup's first die: no
 * Fate set up yet). */
static arcs_game *from_record(int players, uint64_t seed, unsigned char *rec, size_t len, int chance, int last_act,
                              int act) {
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.mode = ARCS_MODE_CAMPAIGN;
    cfg.players = players;
    cfg.seed = seed;
    cfg.chance = (arcs_chance_mode)chance;
    cfg.summit_deal_limit = 1;
    cfg.last_act = last_act;
    cfg.record = rec;
    cfg.record_len = len;
    arcs_game *game = NULL;
    arcs_error err;
    if (arcs_game_new_ex(&cfg, &game, &err) != ARCS_OK) fail_msg("Act %d from the record: %s", act, err.message);
    free(rec);
    assert_int_equal(arcs_act(game), act);
    assert_false(arcs_game_over(game));
    t_assert_invariants(game);
    t_arc_round_trip(game, act == 2 ? "Act II from a record" : "Act III from a record");
    return game;
}

unsigned char *t_act2_record(int players, uint64_t seed, const int *fates, unsigned completed, size_t *len) {
    return t_act2_record_b(players, seed, fates, completed, NULL, len);
}

unsigned char *t_act2_record_b(int players, uint64_t seed, const int *fates, unsigned completed, const int *bfates,
                               size_t *len) {
    for (int p = 0; p < players; p++) {
        assert_true(fates[p] >= CARD_FATE01 && fates[p] <= CARD_FATE08);
        for (int q = 0; q < p; q++) assert_int_not_equal(fates[p], fates[q]);
    }
    arcs_game *game = t_arc_new(players, seed, ARCS_CHANCE_INTERNAL, 1);
    uint64_t rng = seed * 0x9E3779B97F4A7C15ull | 1;
    /* Act I Setup to its Fate choices; there each player's first card
     * dealt becomes fates[p] (swapped with wherever that card is: the Fate
     * deck or a Rival's pair), and each keeps it: every Setup side runs
     * once, as in a game. */
    while (top_frame_c(&game->s)->kind != FR_FATE) t_random_move(game, &rng);
    game_state *g = t_state(game);
    campaign_state *c = &g->camp;
    for (int p = 0; p < players; p++) {
        uint16_t *want = NULL;
        for (int i = 0; i < c->fate_deck_len; i++)
            if (c->fate_deck[i] == fates[p]) want = &c->fate_deck[i];
        for (int q = 0; q < players; q++)
            for (int i = 0; i < FATES_DEALT; i++)
                if (c->fate_dealt[q][i] == fates[p]) want = &c->fate_dealt[q][i];
        assert_non_null(want);
        *want = c->fate_dealt[p][0];
        c->fate_dealt[p][0] = (uint16_t)fates[p];
    }
    game_bump(game);
    for (int i = 0; top_frame_c(&game->s)->kind != FR_LEAD; i++) {
        assert_true(i < 1000);
        if (top_frame_c(&game->s)->kind == FR_FATE) {
            arcs_move m = {0};
            m.kind = ARCS_MOVE_FATE;
            m.player = top_frame_c(&game->s)->player;
            m.a = 0;
            assert_int_equal(arcs_apply(game, m), ARCS_OK);
        } else t_random_move(game, &rng);
    }
    t_assert_invariants(game);
    end_act_now(game, completed, fates, bfates, FATE_B, &rng);
    assert_true(arcs_act_boundary(game));
    for (int p = 0; p < players; p++) {
        if ((completed >> p) & 1u) assert_int_equal(game->s.camp.fate[p], fates[p]);
        else if (bfates && bfates[p]) assert_int_equal(game->s.camp.fate[p], bfates[p]);
        else assert_int_equal(fate_letter(game->s.camp.fate[p]), FATE_B);
        assert_int_equal(game->s.camp.fate_completed[p] & 1u, (completed >> p) & 1u);
    }
    return save_record(game, len);
}

arcs_game *t_act2_new(int players, uint64_t seed, const int *fates, unsigned completed, int chance, int last_act) {
    return t_act2_new_b(players, seed, fates, completed, NULL, chance, last_act);
}

arcs_game *t_act2_new_b(int players, uint64_t seed, const int *fates, unsigned completed, const int *bfates,
                        int chance, int last_act) {
    size_t len = 0;
    unsigned char *rec = t_act2_record_b(players, seed, fates, completed, bfates, &len);
    return from_record(players, seed, rec, len, chance, last_act, 2);
}

arcs_game *t_act2_started(int players, uint64_t seed, const int *fates, unsigned completed, int chance) {
    return t_act2_started_b(players, seed, fates, completed, NULL, chance);
}

arcs_game *t_act2_started_b(int players, uint64_t seed, const int *fates, unsigned completed, const int *bfates,
                            int chance) {
    arcs_game *game = t_act2_new_b(players, seed, fates, completed, bfates, chance, 0);
    uint64_t rng = seed * 0x2545F4914F6CDD1Dull | 1;
    t_arc_finish_setup(game, &rng);
    return game;
}

unsigned char *t_act3_record(int players, uint64_t seed, const t_fates *f, size_t *len) {
    /* Act II from its record (ending at its boundary), its Setup played,
     * then cut short as Act I was. */
    arcs_game *game = t_act2_new_b(players, seed, f->a, f->completed1, f->b, ARCS_CHANCE_INTERNAL, 2);
    uint64_t rng = seed * 0xD1B54A32D192ED03ull | 1;
    t_arc_finish_setup(game, &rng);
    return t_act3_record_from(game, seed, f, len);
}

unsigned char *t_act3_record_from(arcs_game *game, uint64_t seed, const t_fates *f, size_t *len) {
    int players = game->s.num_players;
    uint64_t rng = seed * 0xBF58476D1CE4E5B9ull | 1;
    int act2[MAX_PLAYERS] = {0};
    for (int p = 0; p < players; p++) act2[p] = game->s.camp.fate[p];
    end_act_now(game, f->completed2, act2, f->c, FATE_C, &rng);
    assert_true(arcs_act_boundary(game));
    for (int p = 0; p < players; p++) {
        if ((f->completed2 >> p) & 1u) assert_int_equal(game->s.camp.fate[p], act2[p]);
        else if (f->c[p]) assert_int_equal(game->s.camp.fate[p], f->c[p]);
        else assert_int_equal(fate_letter(game->s.camp.fate[p]), FATE_C);
        assert_int_equal(game->s.camp.fate_completed[p] >> 1 & 1u, (f->completed2 >> p) & 1u);
    }
    return save_record(game, len);
}

arcs_game *t_act3_new(int players, uint64_t seed, const t_fates *f, int chance, int last_act) {
    size_t len = 0;
    unsigned char *rec = t_act3_record(players, seed, f, &len);
    return from_record(players, seed, rec, len, chance, last_act, 3);
}

arcs_game *t_act3_from(arcs_game *game, uint64_t seed, const t_fates *f, int chance, int last_act) {
    int players = game->s.num_players;
    size_t len = 0;
    unsigned char *rec = t_act3_record_from(game, seed, f, &len);
    return from_record(players, seed, rec, len, chance, last_act, 3);
}

arcs_game *t_act3_started(int players, uint64_t seed, const t_fates *f, int chance) {
    arcs_game *game = t_act3_new(players, seed, f, chance, 0);
    uint64_t rng = seed * 0x94D049BB133111EBull | 1;
    t_arc_finish_setup(game, &rng);
    return game;
}
