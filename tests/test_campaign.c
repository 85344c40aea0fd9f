/* The Blighted Reach campaign, part 1: Act I Setup, the Empire's control,
 * the Free States' cities, the Blight on the map, the Act's end, and random
 * Act I games with the campaign's invariants, undo and save/load.
 *
 * ARCS_CAMPAIGN_GAMES (environment) sets the random games per player count
 * (default 40; the "slow" suite runs 3,334 per count, 10,002 in all). */
#include <stdio.h>
#include <stdlib.h>

#include "support.h"
#include "campaign/campaign.h"
#include "data/card_ids.h"
#include "data/tables.h"

static arcs_game *new_campaign(int players, uint64_t seed, int chance, int first) {
    arcs_config c;
    arcs_config_init(&c);
    c.players = players;
    c.seed = seed;
    c.mode = ARCS_MODE_CAMPAIGN;
    c.allow_incomplete = 1;
    c.chance = (arcs_chance_mode)chance;
    c.first_player = first;
    arcs_game *g = NULL;
    assert_int_equal(arcs_game_new(&c, &g), ARCS_OK);
    return g;
}

static uint64_t next(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

/* Play random moves until the first lead of the game (setup over); records
 * who made each starting placement. */
static int finish_setup(arcs_game *game, uint64_t seed, int *placers) {
    uint64_t rng = seed * 0x9E3779B97F4A7C15ull | 1;
    int n = 0;
    while (top_frame_c(&game->s)->kind != FR_LEAD) {
        arcs_move moves[ARCS_MAX_LEGAL_MOVES];
        size_t k = 0;
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &k), ARCS_OK);
        assert_true(k > 0);
        arcs_move m = moves[next(&rng) % k];
        if (m.kind == ARCS_MOVE_START_PLACE && placers) placers[n++] = m.player;
        assert_int_equal(arcs_apply(game, m), ARCS_OK);
        t_assert_invariants(game);
    }
    return n;
}

static void campaign_needs_the_incomplete_flag(void **state) {
    (void)state;
    arcs_config c;
    arcs_config_init(&c);
    c.mode = ARCS_MODE_CAMPAIGN;
    arcs_game *g = NULL;
    assert_int_equal(arcs_game_new(&c, &g), ARCS_E_UNSUPPORTED);
    assert_null(g);
    c.allow_incomplete = 1;
    c.setup = "4p Mix Up 1"; /* "Do not use setup cards" */
    assert_int_equal(arcs_game_new(&c, &g), ARCS_E_BAD_CONFIG);
    c.setup = NULL;
    c.chance = ARCS_CHANCE_EXPLICIT; /* the table gives the initiative: first_player needed */
    assert_int_equal(arcs_game_new(&c, &g), ARCS_E_BAD_CONFIG);
    c.first_player = 0;
    assert_int_equal(arcs_game_new(&c, &g), ARCS_OK);
    arcs_game_free(g);
}

/* Act I Setup counts for 2, 3 and 4 players over several seeds. */
static void setup_counts(void **state) {
    (void)state;
    for (int n = 2; n <= 4; n++)
        for (uint64_t seed = 1; seed <= 20; seed++) {
            arcs_game *game = new_campaign(n, seed, ARCS_CHANCE_INTERNAL, -1);
            int placers[8];
            assert_int_equal(finish_setup(game, seed, placers), 2 * n);
            const game_state *g = &game->s;
            const campaign_state *c = &g->camp;
            /* Set Up Players G-H: turn order, then reverse turn order. */
            for (int i = 0; i < n; i++) {
                assert_int_equal(placers[i], (g->initiative + i) % n);
                assert_int_equal(placers[2 * n - 1 - i], (g->initiative + i) % n);
            }
            /* N: the rolled cluster and the next clockwise are Imperial. */
            int first = c->number_die - 1;
            assert_int_equal(c->imperial_clusters, (1u << first) | (1u << (first + 1) % 6));
            int symbol = event_die_symbol(c->event_die);
            assert_int_equal(c->imperial_supply, 15 - 8);
            assert_int_equal(c->blight_supply, 24 - 16);
            int player_bld = 0;
            for (int s = 0; s < NUM_SYSTEMS; s++) {
                bool imperial = (c->imperial_clusters >> sys_cluster(s)) & 1u;
                /* N: 1 fresh Imperial ship in each Imperial system; P: 1
                 * damaged Blight in each other system. */
                assert_int_equal(c->imperial[s][0], imperial ? 1 : 0);
                assert_int_equal(c->imperial[s][1], 0);
                assert_int_equal(c->blight[s][0], 0);
                assert_int_equal(c->blight[s][1], imperial ? 0 : 1);
                int free_cities = 0, empty = 0;
                for (int i = 0; i < planet_slots(s); i++) {
                    uint8_t b = g->sys[s].bld[i];
                    if (!b) empty++;
                    else if (BLD_OWNER(b) == OWNER_FREE) {
                        assert_true(BLD_IS_CITY(b) && !BLD_IS_DAMAGED(b));
                        free_cities++;
                    } else
                        player_bld++;
                }
                if (sys_is_gate(s)) continue;
                if (imperial) {
                    assert_int_equal(empty, 0); /* I: Free cities fill the rest */
                } else {
                    /* O: a Free city on each planet of the rolled symbol. */
                    assert_int_equal(free_cities, sys_kind(s) == symbol ? 1 : 0);
                    for (int p = 0; p < n; p++) assert_int_equal(g->sys[s].fresh[p], 0);
                }
            }
            assert_int_equal(player_bld, 2 * n);
            for (int p = 0; p < n; p++) {
                assert_int_equal(g->pl[p].ships_supply, 15 - 6);
                assert_int_equal(g->pl[p].power, 0);
                int held = 0;
                for (int i = 0; i < RES_SLOTS; i++) held += g->pl[p].res[i] != 0;
                assert_true(held <= 2); /* 2 gained, unless the supply ran out */
                assert_true(c->fate[p] >= CARD_FATE01 && c->fate[p] <= CARD_FATE08);
                assert_int_equal(__builtin_popcountll(g->pl[p].hand), 6);
            }
            /* F: all Regents; the initiative holder is the First Regent. */
            assert_int_equal(c->regents, (1u << n) - 1);
            assert_int_equal(c->first_regent, g->initiative);
            /* I: the campaign Court. */
            assert_int_equal(g->court_row_len, n == 2 ? 3 : 4);
            for (int i = 0; i < g->court_row_len; i++)
                assert_true(card_table[g->court_row[i]].tags & TAG_CAMPAIGN_COURT);
            assert_int_equal(g->court_deck_len + g->court_row_len, 15);
            /* Q: 2 players, the Imperial planets' resources on the ambition boxes. */
            int phantom = 0;
            for (int r = 0; r < NUM_RES; r++) phantom += g->phantom[r];
            assert_int_equal(phantom, n == 2 ? 6 : 0);
            arcs_game_free(game);
        }
}

/* Explicit chance: the table rolls the number die and the event die and
 * draws the Fates; the outcomes are the listed chance moves. */
static void explicit_chance_setup(void **state) {
    (void)state;
    arcs_game *game = new_campaign(3, 9, ARCS_CHANCE_EXPLICIT, 1);
    assert_int_equal(arcs_current_player(game), ARCS_PLAYER_CHANCE);
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, 6);
    double pr = 0;
    assert_int_equal(arcs_chance_probability(game, moves[5], &pr), ARCS_OK);
    assert_true(pr > 0.166 && pr < 0.167);
    assert_int_equal(arcs_apply(game, moves[5]), ARCS_OK); /* number die 6: clusters 6 and 1 */
    assert_int_equal(game->s.camp.imperial_clusters, (1u << 5) | 1u);
    assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, 6);
    assert_int_equal(arcs_apply(game, moves[1]), ARCS_OK); /* event die face 2: crescent */
    assert_int_equal(BLD_OWNER(game->s.sys[2 * 4 + SYS_CRESCENT].bld[0]), OWNER_FREE);
    assert_int_equal(game->s.sys[2 * 4 + SYS_HEX].bld[0], 0);
    /* Fate draws: 8, then 7, ... outcomes, for Player 2 first (the initiative). */
    for (int k = 0; k < 6; k++) {
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal((int)n, 8 - k);
        assert_int_equal(arcs_apply(game, moves[0]), ARCS_OK);
    }
    assert_int_equal(game->s.camp.fate_dealt[1][0], CARD_FATE01);
    assert_int_equal(game->s.camp.fate_dealt[1][1], CARD_FATE02);
    assert_int_equal(arcs_current_player(game), 1);
    assert_int_equal(t_apply_str(game, "p1 fate 1"), ARCS_OK);
    assert_int_equal(game->s.camp.fate[1], CARD_FATE02);
    arcs_game_free(game);
}

/* Campaign rulebook p. 10, Control example: an Outlaw with 4 fresh ships,
 * a Regent with 2 and 1 fresh Imperial ship: the Empire controls; on the
 * Regent's turn the Regent controls (Presence); the Outlaw builds damaged. */
static void control_example(void **state) {
    (void)state;
    arcs_game *game = new_campaign(2, 3, ARCS_CHANCE_INTERNAL, 0);
    finish_setup(game, 3, NULL);
    t_clear_board(game);
    game_state *g = t_state(game);
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        g->camp.imperial_supply += g->camp.imperial[s][0];
        g->camp.imperial[s][0] = 0;
    }
    int sys = 1 * 4 + SYS_HEX; /* "2-hex" */
    g->camp.imperial_supply--;
    g->camp.imperial[sys][0] = 1;
    g->camp.regents = 1u << 1; /* Player 1 (p0) the Outlaw, p1 the Regent */
    g->camp.first_regent = 1;
    t_place_ships(game, 0, sys, 4, 0);
    t_place_ships(game, 1, sys, 2, 0);
    assert_int_equal(controller(&game->s, sys), OWNER_EMPIRE);
    t_start_lead_turn(game, 1, t_card(ARCS_CONSTRUCTION, 3));
    assert_true(player_controls(&game->s, 1, sys));
    assert_false(player_controls(&game->s, 0, sys));
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
    assert_false(player_controls(&game->s, 1, sys)); /* not the Regent's turn */
    assert_int_equal(t_apply_str(game, "p0 action build"), ARCS_OK);
    assert_int_equal(t_apply_str(game, "p0 build-city 2-hex"), ARCS_OK);
    uint8_t b = game->s.sys[sys].bld[0];
    assert_true(BLD_IS_CITY(b) && BLD_OWNER(b) == 0 && BLD_IS_DAMAGED(b));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* The Free States, "Actions": tax a Free city you control; taxing it
 * captures no agent (pdftext sidebar). */
static void tax_free_city(void **state) {
    (void)state;
    arcs_game *game = new_campaign(2, 4, ARCS_CHANCE_INTERNAL, 0);
    finish_setup(game, 4, NULL);
    t_clear_board(game);
    game_state *g = t_state(game);
    int sys = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (!g->camp.imperial[s][0] && !sys_is_gate(s)) {
            sys = s;
            break;
        }
    g->sys[sys].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    char text[40], name[16];
    snprintf(text, sizeof text, "p0 tax %s 0", system_name(sys, name));
    assert_int_equal(t_apply_str(game, "p0 action tax"), ARCS_E_ILLEGAL_MOVE); /* no control, no target */
    t_place_ships(game, 0, sys, 1, 0);
    assert_int_equal(t_apply_str(game, "p0 action tax"), ARCS_OK);
    int agents = game->s.pl[0].agents_supply;
    assert_int_equal(t_apply_str(game, text), ARCS_OK);
    assert_int_equal(game->s.pl[0].agents_supply, agents);
    int held = 0;
    for (int i = 0; i < RES_SLOTS; i++) held += game->s.pl[0].res[i] == planet_type(sys) + 1;
    assert_true(held == 1 || game->s.depth > 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Catapult Move (Campaign rulebook, "Catapult Move" and "The Blight"):
 * Empire control of a gate ends an Outlaw's Catapult, not a Regent's; Blight
 * at a gate ends every Catapult. */
static void catapult_rules(void **state) {
    (void)state;
    for (int outlaw = 0; outlaw <= 2; outlaw++) {
        arcs_game *game = new_campaign(2, 5, ARCS_CHANCE_INTERNAL, 0);
        finish_setup(game, 5, NULL);
        t_clear_board(game);
        game_state *g = t_state(game);
        memset(g->camp.imperial, 0, sizeof g->camp.imperial);
        memset(g->camp.blight, 0, sizeof g->camp.blight);
        g->camp.imperial_supply = IMPERIAL_SHIPS;
        g->camp.blight_supply = BLIGHT_PIECES;
        int from = 0 * 4 + SYS_ARROW, gate = 0 * 4 + SYS_GATE;
        if (outlaw == 2) {
            g->camp.blight_supply--;
            g->camp.blight[gate][1] = 1;
        } else {
            g->camp.imperial_supply--;
            g->camp.imperial[gate][0] = 1;
        }
        g->camp.regents = outlaw == 1 ? 2u : 3u;
        t_place_ships(game, 0, from, 2, 0);
        t_place_building(game, 0, from, 0, true, false);
        t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
        assert_int_equal(t_apply_str(game, "p0 action move"), ARCS_OK);
        assert_int_equal(t_apply_str(game, "p0 move-from 1-arrow"), ARCS_OK);
        assert_int_equal(t_apply_str(game, "p0 move-to 1-gate"), ARCS_OK);
        assert_int_equal(t_apply_str(game, "p0 ships 2 0"), ARCS_OK);
        bool goes_on = top_frame_c(&game->s)->kind == FR_CATAPULT;
        assert_int_equal(goes_on, outlaw == 0); /* a Regent goes on past the Empire */
        arcs_game_free(game);
    }
}

/* The Campaign, "Acts": Act I ends after chapter 3 whatever the Power. */
static void act_one_ends_after_chapter_three(void **state) {
    (void)state;
    arcs_game *game = new_campaign(3, 11, ARCS_CHANCE_INTERNAL, -1);
    finish_setup(game, 11, NULL);
    t_state(game)->pl[0].power = 40; /* past every base threshold */
    uint64_t rng = 77;
    while (!arcs_game_over(game)) t_random_move(game, &rng);
    assert_int_equal(game->s.chapter, 3);
    assert_int_equal(arcs_winner(game), 0);
    arcs_game_free(game);
}

/* A player's observation before the Fates are revealed is the same
 * whatever the earlier players chose (Set Up Players B: "chooses one
 * secretly"). */
static void fate_choices_stay_secret(void **state) {
    (void)state;
    for (int n = 2; n <= 4; n++) {
        arcs_game *a = new_campaign(n, 21, ARCS_CHANCE_INTERNAL, 0);
        arcs_game *b = new_campaign(n, 21, ARCS_CHANCE_INTERNAL, 0);
        for (int p = 0; p < n - 1; p++) {
            char text[16];
            snprintf(text, sizeof text, "p%d fate 0", p);
            assert_int_equal(t_apply_str(a, text), ARCS_OK);
            snprintf(text, sizeof text, "p%d fate 1", p);
            assert_int_equal(t_apply_str(b, text), ARCS_OK);
        }
        unsigned char oa[ARCS_STATE_BYTES_MAX], ob[ARCS_STATE_BYTES_MAX];
        for (int viewer = 0; viewer < n; viewer++) {
            size_t la = 0, lb = 0;
            assert_int_equal(arcs_observation(a, viewer, oa, sizeof oa, &la), ARCS_OK);
            assert_int_equal(arcs_observation(b, viewer, ob, sizeof ob, &lb), ARCS_OK);
            if (viewer == n - 1) {
                assert_int_equal(la, lb);
                assert_memory_equal(oa, ob, la);
            }
        }
        arcs_game_free(a);
        arcs_game_free(b);
    }
}

/* Determinize re-deals the Fates the viewer cannot know (Rivals' dealt
 * cards and the deck), keeps the viewer's observation byte-identical and
 * leaves a valid game; revealed Fates stay. */
static void determinize_redeals_fates(void **state) {
    (void)state;
    unsigned char before[ARCS_STATE_BYTES_MAX], after[ARCS_STATE_BYTES_MAX], buf[ARCS_STATE_BYTES_MAX];
    for (int chosen = 1; chosen <= 3; chosen += 2) {
        arcs_game *game = new_campaign(3, 33, ARCS_CHANCE_INTERNAL, 0);
        for (int p = 0; p < chosen; p++) {
            char text[16];
            snprintf(text, sizeof text, "p%d fate 1", p);
            assert_int_equal(t_apply_str(game, text), ARCS_OK);
        }
        int viewer = chosen == 1 ? 2 : 1;
        size_t lb = 0, la = 0, ls = 0;
        assert_int_equal(arcs_observation(game, viewer, before, sizeof before, &lb), ARCS_OK);
        campaign_state orig = game->s.camp;
        bool changed = false;
        for (uint64_t seed = 1; seed <= 20; seed++) {
            arcs_game *copy = NULL;
            assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
            assert_int_equal(arcs_determinize(copy, viewer, seed), ARCS_OK);
            assert_int_equal(arcs_observation(copy, viewer, after, sizeof after, &la), ARCS_OK);
            assert_int_equal(la, lb);
            assert_memory_equal(before, after, la);
            const campaign_state *c = &copy->s.camp;
            assert_memory_equal(c->fate_dealt[viewer], orig.fate_dealt[viewer], sizeof orig.fate_dealt[viewer]);
            for (int p = 0; p < 3; p++) {
                if (p != viewer && memcmp(c->fate_dealt[p], orig.fate_dealt[p], sizeof orig.fate_dealt[p])) changed = true;
                if (chosen == 3) assert_int_equal(c->fate[p], orig.fate[p]); /* revealed */
                else if (c->fate[p] != NO_COURT_CARD) assert_int_equal(c->fate[p], c->fate_dealt[p][1]);
            }
            assert_int_equal(arcs_game_save_state(copy, buf, sizeof buf, &ls), ARCS_OK);
            arcs_game *loaded = NULL;
            assert_int_equal(arcs_game_load_state(buf, ls, NULL, &loaded), ARCS_OK);
            arcs_game_free(loaded);
            arcs_game_free(copy);
        }
        assert_true(changed);
        arcs_game_free(game);
    }
}

/* Random Act I games: every listed move applies; the invariants (15
 * Imperial ships, 24 Blight, Free buildings in slots, the Fates) hold after
 * every move; undo restores the state; save/load round-trips it. */
static int campaign_games(void) {
    const char *env = getenv("ARCS_CAMPAIGN_GAMES");
    int n = env ? atoi(env) : 40;
    return n > 0 ? n : 40;
}

static void random_act_one_games(void **state) {
    (void)state;
    int games = campaign_games();
    unsigned char buf[ARCS_STATE_BYTES_MAX];
    for (int players = 2; players <= 4; players++)
        for (int gi = 0; gi < games; gi++) {
            uint64_t seed = (uint64_t)players * 7919u + (uint64_t)gi;
            arcs_game *game = new_campaign(players, seed, gi % 5 == 4 ? ARCS_CHANCE_EXPLICIT : ARCS_CHANCE_INTERNAL,
                                           gi % 5 == 4 ? 0 : -1);
            uint64_t rng = seed * 0x9E3779B97F4A7C15ull | 1;
            int moves = 0;
            while (!arcs_game_over(game)) {
                uint64_t before = arcs_state_hash(game);
                arcs_move m[ARCS_MAX_LEGAL_MOVES];
                size_t n = 0;
                assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
                assert_true(n > 0);
                arcs_move chosen = m[next(&rng) % n];
                assert_int_equal(arcs_apply(game, chosen), ARCS_OK);
                char why[256];
                if (!state_invariants_ok(&game->s, why, sizeof why))
                    fail_msg("%dp seed %llu move %d: %s", players, (unsigned long long)seed, moves, why);
                if (next(&rng) % 16 == 0) {
                    uint64_t after = arcs_state_hash(game);
                    assert_int_equal(arcs_undo(game, 1), ARCS_OK);
                    assert_true(arcs_state_hash(game) == before);
                    assert_int_equal(arcs_apply(game, chosen), ARCS_OK);
                    assert_true(arcs_state_hash(game) == after);
                }
                if (next(&rng) % 64 == 0) {
                    size_t len = 0;
                    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
                    arcs_game *loaded = NULL;
                    arcs_status st = arcs_game_load_state(buf, len, NULL, &loaded);
                    if (st != ARCS_OK)
                        fail_msg("%dp seed %llu move %d: load %s", players, (unsigned long long)seed, moves,
                                 arcs_status_str(st));
                    assert_true(arcs_state_hash(loaded) == arcs_state_hash(game));
                    arcs_game_free(loaded);
                }
                if (++moves > 200000) fail_msg("Act I does not end");
            }
            assert_int_equal(game->s.chapter, 3);
            int w = arcs_winner(game);
            for (int p = 0; p < players; p++) assert_true(arcs_power(game, p) <= arcs_power(game, w));
            arcs_game_free(game);
        }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(campaign_needs_the_incomplete_flag),
        cmocka_unit_test(setup_counts),
        cmocka_unit_test(explicit_chance_setup),
        cmocka_unit_test(control_example),
        cmocka_unit_test(tax_free_city),
        cmocka_unit_test(catapult_rules),
        cmocka_unit_test(act_one_ends_after_chapter_three),
        cmocka_unit_test(fate_choices_stay_secret),
        cmocka_unit_test(determinize_redeals_fates),
        cmocka_unit_test(random_act_one_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
