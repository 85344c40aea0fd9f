/* The Blighted Reach campaign, part 1: Act I Setup, the Empire's control,
 * the Free States' cities, the Blight on the map, the Act's end, and random
 * Act I games with the campaign's invariants, undo and save/load.
 *
 * ARCS_CAMPAIGN_GAMES (environment) sets the random games per player count
 * (default 40; the "slow" suite runs 3,334 per count, 10,002 in all). */
#include <stdio.h>
#include <stdlib.h>

#include "support.h"
#include "campaign_fixture.h"
#include "campaign/campaign.h"
#include "cards/hooks.h"
#include "campaign/trust.h"
#include "data/card_ids.h"
#include "data/tables.h"
#include "wire/wire.h"

/* Act I is a supported single-Act game: no allow_incomplete needed (the
 * field is kept for compatibility and ignored). */
static void campaign_is_a_supported_mode(void **state) {
    (void)state;
    arcs_config c;
    arcs_config_init(&c);
    c.mode = ARCS_MODE_CAMPAIGN;
    arcs_game *g = NULL;
    assert_int_equal(arcs_game_new(&c, &g), ARCS_OK);
    assert_non_null(g);
    assert_int_equal(arcs_act(g), 1);
    arcs_game_free(g);
    g = NULL;
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
            /* F: all Regents; the initiative holder is the First Regent,
             * unless a Setup side gave the tile (the Steward, F101A; the
             * Admiral, F701A). */
            assert_int_equal(c->regents, (1u << n) - 1);
            int steward = -1, admiral = -1;
            for (int p = 0; p < n; p++) {
                if (c->fate[p] == CARD_FATE01) steward = p;
                if (c->fate[p] == CARD_FATE07) admiral = p; /* F701A, unless the Steward is in play */
            }
            assert_int_equal(c->first_regent, steward >= 0 ? steward : admiral >= 0 ? admiral : g->initiative);
            /* C-D: every objective marker on its starting space. */
            for (int p = 0; p < n; p++) assert_true(c->objective[p] > 0 && c->objective[p] <= 20);
            /* I: the campaign Court; K: the Imperial Council In Session,
             * leftmost. */
            assert_int_equal(g->court_row_len, 1 + (n == 2 ? 3 : 4));
            assert_int_equal(g->court_row[COUNCIL_PLACE], CARD_AID01A);
            for (int i = COUNCIL_PLACE + 1; i < g->court_row_len; i++)
                assert_true(card_table[g->court_row[i]].tags & TAG_CAMPAIGN_COURT);
            /* E: 2 Event cards (2-3 players) or 3 (4 players) among the
             * action cards. */
            int events = 0;
            for (int p = 0; p < n; p++) events += __builtin_popcountll(g->pl[p].hand & EVENT_CARDS_MASK);
            for (int i = 0; i < g->action_discard_len; i++) events += is_event_card(g->action_discard[i]);
            assert_int_equal(events, n == 4 ? 3 : 2);
            /* J: 1 lore card per player shuffled in (after the row was dealt). */
            assert_int_equal(g->court_deck_len + g->court_row_len, 15 + n + 1); /* + the Council */
            int lore = 0;
            for (int i = 0; i < g->court_deck_len; i++) lore += card_table[court_deck_pile(g)[i]].kind == CK_LORE;
            assert_int_equal(lore, n);
            /* L-M: the booklet: Guild Envoys Depart (2 players), then the
             * 3 Govern edicts; the Admiral's Setup adds Use Imperial
             * Foundries (F703), other Fates their laws (Golems, Faithful
             * Cards...). */
            int edicts = 0;
            for (int i = 0; i < g->camp.booklet_len; i++)
                edicts += g->camp.booklet[i] >= CARD_AID02 && g->camp.booklet[i] <= CARD_AID05;
            assert_int_equal(edicts, n == 2 ? 4 : 3);
            bool foundries = false;
            for (int i = 0; i < g->camp.booklet_len; i++) foundries |= g->camp.booklet[i] == CARD_F703;
            assert_int_equal(foundries, admiral >= 0);
            if (n == 2) assert_int_equal(g->camp.booklet[0], CARD_AID02);
            assert_true(g->camp.govern_top >= 1 && g->camp.govern_top <= 3);
            assert_int_equal(g->camp.booklet[n == 2 ? 1 : 0], CARD_AID03 + g->camp.govern_top - 1);
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
    /* Step 1 I: the row from the 15 CC cards (4 places), then J: 3 lore
     * cards from the 14. */
    for (int k = 0; k < 4; k++) {
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal((int)n, 15 - k);
        assert_int_equal(arcs_apply(game, moves[0]), ARCS_OK);
    }
    for (int k = 0; k < 3; k++) {
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal((int)n, 14 - k);
        char text[48];
        arcs_move_to_str(moves[k], text, sizeof text, NULL);
        assert_true(strncmp(text, "chance chance lore ARCS-L", 25) == 0);
        assert_int_equal(arcs_apply(game, moves[k]), ARCS_OK);
    }
    /* M: the Govern edict on top, 1 of 3. */
    assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal((int)n, 3);
    assert_int_equal(t_apply_str(game, "chance chance govern ARCS-AID04"), ARCS_OK);
    assert_int_equal(game->s.camp.booklet_len, 3);
    assert_int_equal(game->s.camp.booklet[0], CARD_AID04); /* Peace on top */
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

static int listed_count(arcs_game *game, const char *prefix) { return t_count_legal(game, prefix); }

#define SYS_2HEX (1 * 4 + SYS_HEX)

/* Campaign rulebook p. 10, Control example: an Outlaw with 4 fresh ships,
 * a Regent with 2 and 1 fresh Imperial ship: the Empire controls; on the
 * Regent's turn the Regent controls (Presence); the Outlaw builds damaged. */
static void control_example(void **state) {
    (void)state;
    arcs_game *game = scenario(2, 1u << 1); /* Player 1 (p0) the Outlaw, p1 the Regent */
    t_state(game)->camp.first_regent = 1;
    int sys = SYS_2HEX;
    put_imperial(game, sys, 1, 0);
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
    arcs_game *game = scenario(2, 3u);
    int sys = SYS_2HEX;
    t_state(game)->sys[sys].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    char text[40], name[16];
    snprintf(text, sizeof text, "p0 tax %s 0", system_name(sys, name));
    assert_int_equal(t_apply_str(game, "p0 action tax"), ARCS_E_ILLEGAL_MOVE); /* no control, no target */
    t_place_ships(game, 0, sys, 1, 0);
    assert_int_equal(t_apply_str(game, "p0 action tax"), ARCS_OK);
    int agents = game->s.pl[0].agents_supply;
    /* The label names the Free States, not a fifth player. */
    arcs_move m;
    char label[128], want[128];
    assert_int_equal(arcs_move_from_str(text, &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    snprintf(want, sizeof want, "Tax the Free States' city at %s (%s)", name, resource_name(planet_type(sys)));
    assert_string_equal(label, want);
    assert_int_equal(t_apply_str(game, text), ARCS_OK);
    assert_int_equal(game->s.pl[0].agents_supply, agents);
    int held = 0;
    for (int i = 0; i < RES_SLOTS; i++) held += game->s.pl[0].res[i] == planet_type(sys) + 1;
    assert_true(held == 1 || game->s.depth > 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* The Free States, "Actions" (yaml): "You may take actions with Free
 * buildings that you control—tax Free cities, build ships at Free starports
 * and Catapult move from them". A Free starport in 1-arrow: p0 without
 * control (p1 has more ships there) may not build a ship there; with
 * control it may, and its ships moving to the gate may Catapult on. */
static void free_starport_you_control(void **state) {
    (void)state;
    for (int control = 0; control < 2; control++) {
        arcs_game *game = scenario(2, 3u);
        int from = 0 * 4 + SYS_ARROW;
        t_state(game)->sys[from].bld[0] = BLD_MAKE(OWNER_FREE, true, false);
        t_place_ships(game, 0, from, 2, 0);
        t_place_ships(game, 1, from, control ? 1 : 3, 0);
        t_assert_invariants(game);
        t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
        assert_int_equal(t_apply_str(game, "p0 action build"), ARCS_OK); /* a city at least */
        assert_int_equal(t_is_legal(game, "p0 build-ship 1-arrow 0"), control == 1);
        if (control) {
            int supply = game->s.pl[0].ships_supply;
            assert_int_equal(t_apply_str(game, "p0 build-ship 1-arrow 0"), ARCS_OK);
            assert_int_equal(game->s.sys[from].fresh[0], 3);
            assert_int_equal(game->s.pl[0].ships_supply, supply - 1);
            t_assert_invariants(game);
        }
        arcs_game_free(game);
        /* Catapult from it. */
        game = scenario(2, 3u);
        t_state(game)->sys[from].bld[0] = BLD_MAKE(OWNER_FREE, true, false);
        t_place_ships(game, 0, from, 2, 0);
        t_place_ships(game, 1, from, control ? 1 : 3, 0);
        t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
        assert_int_equal(t_apply_str(game, "p0 action move"), ARCS_OK);
        assert_int_equal(t_apply_str(game, "p0 move-from 1-arrow"), ARCS_OK);
        assert_int_equal(t_apply_str(game, "p0 move-to 1-gate"), ARCS_OK);
        assert_int_equal(t_apply_str(game, "p0 ships 2 0"), ARCS_OK);
        assert_int_equal(top_frame_c(&game->s)->kind == FR_CATAPULT, control == 1);
        arcs_game_free(game);
    }
}

/* Catapult Move (Campaign rulebook, "Catapult Move" and "The Blight"):
 * Empire control of a gate ends an Outlaw's Catapult, not a Regent's; Blight
 * at a gate ends every Catapult. */
static void catapult_rules(void **state) {
    (void)state;
    for (int outlaw = 0; outlaw <= 2; outlaw++) {
        arcs_game *game = scenario(2, outlaw == 1 ? 2u : 3u);
        int from = 0 * 4 + SYS_ARROW, gate = 0 * 4 + SYS_GATE;
        if (outlaw == 2) put_blight(game, gate, 0, 1);
        else put_imperial(game, gate, 1, 0);
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


/* Campaign rulebook p. 11, Battle with Imperial ships: an Outlaw (p0) with
 * ships, a Regent (p1) with 2 fresh ships and 1 fresh Imperial ship there.
 * The Outlaw may battle the Regent (3 defending ships: the Imperial ship
 * joins) or the Empire (1 defending ship); the Regent may add the Imperial
 * ship to their 2 attacking ships (3 dice). Sidebar: the Outlaw's building
 * hits reach the Regent's buildings only when every defending ship,
 * Imperial ones included, is destroyed. */
/* The p. 11 table: p0 an Outlaw with `outlaw_ships`, p1 a Regent with 2
 * fresh ships, 1 fresh Imperial ship, in 2-hex; `turn` leads Aggression 4. */
static arcs_game *page_11(int outlaw_ships, int turn) {
    arcs_game *game = scenario(2, 2u); /* p0 Outlaw, p1 Regent (no First Regent) */
    t_place_ships(game, 0, SYS_2HEX, outlaw_ships, 0);
    t_place_ships(game, 1, SYS_2HEX, 2, 0);
    put_imperial(game, SYS_2HEX, 1, 0);
    t_start_lead_turn(game, turn, t_card(ARCS_AGGRESSION, 4));
    return game;
}

static void battle_with_imperial_ships(void **state) {
    (void)state;
    arcs_game *game = page_11(3, 0);
    t_place_building(game, 1, SYS_2HEX, 0, false, false);
    ok(game, "p0 action battle");
    assert_true(t_is_legal(game, "p0 battle-defender p1"));
    assert_true(t_is_legal(game, "p0 battle-defender empire"));
    ok(game, "p0 battle-defender p1");
    /* Assault faces: 2 hits, 2 hits, 2 hits (face 4: index 3) = 6 hits;
     * the intercept-free roll. The Regent's side: 2 Loyal + 1 Imperial. */
    const uint8_t faces[] = {3, 3, 3};
    battle_force_faces(t_state(game), faces, 3);
    ok(game, "p0 dice assault 3");
    /* Every hit goes to defending ships first; the Imperial ship is one. */
    assert_true(t_is_legal(game, "p0 hit 8"));
    assert_false(t_is_legal(game, "p0 hit 2"));
    while (game->s.battle.active && top_frame_c(&game->s)->kind == FR_BATTLE_HIT) {
        const game_state *g = &game->s;
        if (g->camp.imperial[SYS_2HEX][0]) ok(game, "p0 hit 8");
        else if (g->camp.imperial[SYS_2HEX][1]) ok(game, "p0 hit 9");
        else if (g->sys[SYS_2HEX].fresh[1]) ok(game, "p0 hit 0");
        else ok(game, "p0 hit 1");
    }
    /* 6 hits destroy the 3 defending ships; the Outlaw takes the Imperial
     * ship and the Regent's ships as Trophies; the city is untouched. */
    assert_int_equal(game->s.camp.trophy_imperial[0], 1);
    assert_int_equal(game->s.pl[0].trophy_ships[1], 2);
    assert_true(BLD_IS_CITY(game->s.sys[SYS_2HEX].bld[0]) && !BLD_IS_DAMAGED(game->s.sys[SYS_2HEX].bld[0]));
    arcs_game_free(game);

    /* The Outlaw battles the Empire: 1 defending ship; the Regent's ships
     * and city are not defending pieces. */
    game = page_11(3, 0);
    ok(game, "p0 action battle");
    ok(game, "p0 battle-defender empire");
    const uint8_t two_hits[] = {3};
    battle_force_faces(t_state(game), two_hits, 1);
    ok(game, "p0 dice assault 1");
    ok(game, "p0 dice skirmish 0");
    if (game->s.battle.active && top_frame_c(&game->s)->kind == FR_BATTLE_DICE) ok(game, "p0 dice raid 0");
    assert_int_equal(game->s.camp.imperial[SYS_2HEX][0] + game->s.camp.imperial[SYS_2HEX][1], 0);
    assert_int_equal(game->s.sys[SYS_2HEX].fresh[1], 2);
    /* No First Regent: the destroyed Imperial ship is a Trophy of the
     * Outlaw (the attacker takes defending pieces). */
    assert_int_equal(game->s.camp.trophy_imperial[0], 1);
    arcs_game_free(game);

    /* With a First Regent (p1), the Outlaw's ships the Empire destroys are
     * the First Regent's Trophies: a self hit on a damaged attacking ship. */
    game = page_11(0, 0);
    t_place_ships(game, 0, SYS_2HEX, 0, 1);
    t_state(game)->camp.first_regent = 1;
    ok(game, "p0 action battle");
    ok(game, "p0 battle-defender empire");
    const uint8_t self_hit[] = {1}; /* assault: self + hit */
    battle_force_faces(t_state(game), self_hit, 1);
    ok(game, "p0 dice assault 1");
    assert_int_equal(game->s.pl[1].trophy_ships[0], 1);
    assert_int_equal(game->s.camp.imperial[SYS_2HEX][1], 1); /* the hit damaged the Imperial ship */
    arcs_game_free(game);

    /* The Regent battles the Outlaw and may add the Imperial ship: 3 dice. */
    game = page_11(4, 1);
    ok(game, "p1 action battle");
    assert_int_equal(listed_count(game, "p1 add-imperial"), 2);
    ok(game, "p1 add-imperial 1 0");
    assert_true(t_is_legal(game, "p1 dice assault 3"));
    assert_false(t_is_legal(game, "p1 dice assault 4"));
    arcs_game_free(game);

    /* Truce Law: a Regent cannot battle a Rival Regent where Imperial
     * ships are, nor the Empire. */
    game = scenario(2, 3u);
    t_place_ships(game, 0, SYS_2HEX, 4, 0);
    t_place_ships(game, 1, SYS_2HEX, 2, 0);
    put_imperial(game, SYS_2HEX, 0, 1);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    assert_false(t_is_legal(game, "p0 action battle"));
    arcs_game_free(game);
}

/* Campaign rulebook p. 19, the Blight battle: against the Blight, two dice
 * roll intercept + hit and hit: the Blight does not intercept, so no hit
 * is taken, and the 2 hits flip the fresh Blight to damaged (Tough: a
 * single hit does nothing). */
static void blight_battle(void **state) {
    (void)state;
    arcs_game *game = scenario(2, 3u);
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    put_blight(game, SYS_2HEX, 1, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle"); /* the only defender: the Blight */
    assert_int_equal(game->s.battle.defender, OWNER_BLIGHT);
    const uint8_t faces[] = {5, 3}; /* assault intercept+hit, skirmish hit */
    battle_force_faces(t_state(game), faces, 2);
    ok(game, "p0 dice assault 1");
    ok(game, "p0 dice skirmish 1");
    assert_int_equal(game->s.sys[SYS_2HEX].fresh[0], 2); /* no intercept */
    assert_int_equal(game->s.camp.blight[SYS_2HEX][0], 0);
    assert_int_equal(game->s.camp.blight[SYS_2HEX][1], 1);
    arcs_game_free(game);

    /* One hit does nothing; 2 hits destroy a damaged Blight: a Trophy. */
    game = scenario(2, 3u);
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    put_blight(game, SYS_2HEX, 0, 1);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    const uint8_t one_hit[] = {3};
    battle_force_faces(t_state(game), one_hit, 1);
    ok(game, "p0 dice assault 0");
    ok(game, "p0 dice skirmish 1");
    if (game->s.battle.active && top_frame_c(&game->s)->kind == FR_BATTLE_DICE) ok(game, "p0 dice raid 0");
    assert_int_equal(game->s.camp.blight[SYS_2HEX][1], 1);
    ok(game, "p0 action battle");
    const uint8_t two[] = {3, 3};
    battle_force_faces(t_state(game), two, 2);
    ok(game, "p0 dice assault 0");
    ok(game, "p0 dice skirmish 2");
    assert_int_equal(game->s.camp.blight[SYS_2HEX][1], 0);
    assert_int_equal(game->s.camp.trophy_blight[0], 1);
    arcs_game_free(game);
}

/* The Free States, "Raiding": raiding a Free city gains exactly 1
 * resource of the planet type, whatever the keys. */
static void free_raid(void **state) {
    (void)state;
    arcs_game *game = scenario(2, 3u);
    t_place_ships(game, 0, SYS_2HEX, 3, 0);
    t_state(game)->sys[SYS_2HEX].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    assert_int_equal(game->s.battle.defender, OWNER_FREE);
    const uint8_t keys[] = {1, 1, 1}; /* raid: intercept + 2 keys, three times */
    battle_force_faces(t_state(game), keys, 3);
    ok(game, "p0 dice assault 0");
    ok(game, "p0 dice skirmish 0");
    ok(game, "p0 dice raid 3");
    int r = planet_type(SYS_2HEX), before = game->s.res_supply[r];
    ok(game, "p0 raid 2 0");
    assert_int_equal(game->s.res_supply[r], before - 1);
    assert_false(game->s.battle.active && top_frame_c(&game->s)->kind == FR_BATTLE_RAID);
    arcs_game_free(game);
}

/* Truce Law: a Regent cannot tax a Rival Regent's city in a system with
 * Imperial ships (even one they control through Presence). */
static void truce_forbids_taxing(void **state) {
    (void)state;
    arcs_game *game = scenario(2, 3u);
    /* Not the Steward: Imperial Authority (F102) ignores the Truce Law
     * (tests/test_fates.c imperial_authority_taxes). */
    set_fate(game, 0, CARD_FATE02);
    set_fate(game, 1, CARD_FATE03);
    t_place_ships(game, 0, SYS_2HEX, 3, 0);
    t_place_building(game, 1, SYS_2HEX, 0, false, false);
    put_imperial(game, SYS_2HEX, 1, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
    assert_true(player_controls(&game->s, 0, SYS_2HEX));
    assert_false(t_is_legal(game, "p0 action tax"));
    t_state(game)->camp.regents = 1u; /* p1 an Outlaw: taxed like any Rival */
    assert_true(t_is_legal(game, "p0 action tax"));
    arcs_game_free(game);
}

/* Campaign rulebook p. 10, the Catapult with Imperial ships: a Regent
 * moves 2 Imperial and 3 Loyal ships, drops 1 Loyal ship; then moves 2
 * Imperial and 2 Loyal, drops 1 Imperial; then 1 Imperial and 2 Loyal. The
 * Movement Law: at most 1 Imperial ship per Loyal ship moving. */
/* A Regent (p0) with 3 ships and a starport in 1-arrow and 2 Imperial
 * ships there moves `loyal` ships from it into 1-gate. */
static arcs_game *page_10(const char *loyal) {
    arcs_game *game = scenario(2, 3u);
    int from = 0 * 4 + SYS_ARROW; /* 1-arrow, next to 1-gate, 2-gate beyond */
    t_place_ships(game, 0, from, 3, 0);
    t_place_building(game, 0, from, 0, true, false);
    put_imperial(game, from, 2, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 4));
    ok(game, "p0 action move");
    ok(game, "p0 move-from 1-arrow");
    ok(game, "p0 move-to 1-gate");
    ok(game, loyal);
    return game;
}

static void catapult_with_imperial_ships(void **state) {
    (void)state;
    arcs_game *game = page_10("p0 ships 1 0");
    assert_false(t_is_legal(game, "p0 add-imperial 2 0")); /* 1 Loyal: 1 Imperial at most */
    assert_true(t_is_legal(game, "p0 add-imperial 1 0"));
    arcs_game_free(game);

    game = page_10("p0 ships 3 0");
    ok(game, "p0 add-imperial 2 0");
    assert_int_equal(top_frame_c(&game->s)->kind, FR_CATAPULT);
    /* Drop 1 Loyal ship in 1-gate: move 2 Loyal and 2 Imperial on. */
    uint8_t adj[8];
    int na = adjacent_systems(&game->s, 0, adj), next = -1;
    for (int i = 0; i < na; i++)
        if (sys_is_gate(adj[i])) next = adj[i];
    assert_true(next >= 0);
    char text[48], name[16];
    snprintf(text, sizeof text, "p0 move-to %s", system_name(next, name));
    ok(game, text);
    ok(game, "p0 ships 2 0");
    ok(game, "p0 add-imperial 1 0"); /* drop 1 Imperial ship */
    assert_int_equal(game->s.camp.imperial[0][0], 1);
    assert_int_equal(game->s.sys[0].fresh[0], 1);
    assert_int_equal(game->s.camp.imperial[next][0], 1);
    assert_int_equal(game->s.sys[next].fresh[0], 2);
    assert_int_equal(top_frame_c(&game->s)->kind, FR_CATAPULT);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* The Campaign, "Acts": Act I ends after chapter 3 whatever the Power. */
static void act_one_ends_after_chapter_three(void **state) {
    (void)state;
    arcs_game *game = new_campaign(3, 11, ARCS_CHANCE_INTERNAL, -1);
    finish_setup(game, 11, NULL);
    t_state(game)->pl[0].power = 40; /* past every base threshold */
    uint64_t rng = 77;
    /* (The campaign may go on into later Acts: Act I's last chapter counts.) */
    int last = 0;
    while (!arcs_game_over(game)) {
        if (game->s.camp.act == 1) last = game->s.chapter;
        t_random_move(game, &rng);
    }
    assert_int_equal(last, 3);
    if (game->s.camp.act == 1) assert_int_equal(arcs_winner(game), 0);
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
        t_assert_same_observation(a, b, n - 1);
        arcs_game_free(a);
        arcs_game_free(b);
    }
}

/* arcs_view shows a player's two dealt Fates and the one kept to that
 * player only: Rivals and spectators see ARCS_CARD_HIDDEN until every
 * player has chosen; then the kept Fates are public and the cards not kept
 * stay hidden (back to the box unseen). The views of everyone but the
 * chooser do not depend on the choices made (Set Up Players B). */
static void view_fates_stay_secret(void **state) {
    (void)state;
    static arcs_game_view va, vb;
    for (int n = 2; n <= 4; n++) {
        arcs_game *a = new_campaign(n, 21, ARCS_CHANCE_INTERNAL, 0);
        arcs_game *b = new_campaign(n, 21, ARCS_CHANCE_INTERNAL, 0);
        assert_int_equal(arcs_view(a, -1, &va), ARCS_OK);
        for (int p = 0; p < n; p++) {
            assert_int_equal(va.player[p].title, ARCS_TITLE_NONE);
            assert_int_equal(va.player[p].fate, ARCS_NONE);
            for (int i = 0; i < 2; i++) assert_int_equal(va.player[p].fate_dealt[i], ARCS_CARD_HIDDEN);
        }
        for (int p = 0; p < n; p++) {
            char text[16];
            snprintf(text, sizeof text, "p%d fate 0", p);
            if (p < n - 1) assert_int_equal(t_apply_str(a, text), ARCS_OK);
            snprintf(text, sizeof text, "p%d fate 1", p);
            if (p < n - 1) assert_int_equal(t_apply_str(b, text), ARCS_OK);
            /* Before the last choice: each viewer sees own cards, nothing else. */
            for (int viewer = -1; viewer < n; viewer++) {
                assert_int_equal(arcs_view(a, viewer, &va), ARCS_OK);
                assert_int_equal(arcs_view(b, viewer, &vb), ARCS_OK);
                for (int q = 0; q < n; q++) {
                    const arcs_view_player *x = &va.player[q];
                    for (int i = 0; i < 2; i++) {
                        if (q == viewer) {
                            assert_int_equal(x->fate_dealt[i], a->s.camp.fate_dealt[q][i]);
                            assert_int_equal(card_table[x->fate_dealt[i]].kind, CK_FATE);
                        } else assert_int_equal(x->fate_dealt[i], ARCS_CARD_HIDDEN);
                    }
                    if (q > p || (p == n - 1 && q == n - 1)) assert_int_equal(x->fate, ARCS_NONE);
                    else assert_int_equal(x->fate, q == viewer ? a->s.camp.fate[q] : ARCS_CARD_HIDDEN);
                }
                /* Only the choosers' own views differ between a and b. */
                for (int q = 0; q < n; q++)
                    if (q != viewer || q > p || (p == n - 1 && q == n - 1)) {
                        assert_memory_equal(va.player[q].fate_dealt, vb.player[q].fate_dealt, sizeof va.player[q].fate_dealt);
                        assert_int_equal(va.player[q].fate, vb.player[q].fate);
                    }
            }
        }
        /* The last choice reveals every kept Fate; the others stay hidden. */
        char text[16];
        snprintf(text, sizeof text, "p%d fate 0", n - 1);
        assert_int_equal(t_apply_str(a, text), ARCS_OK);
        for (int viewer = -1; viewer < n; viewer++) {
            assert_int_equal(arcs_view(a, viewer, &va), ARCS_OK);
            for (int q = 0; q < n; q++) {
                const arcs_view_player *x = &va.player[q];
                assert_int_equal(x->fate, a->s.camp.fate[q]);
                assert_int_equal(x->title, ARCS_TITLE_REGENT);
                assert_int_equal(x->first_regent, q == a->s.camp.first_regent);
                for (int i = 0; i < 2; i++)
                    assert_int_equal(x->fate_dealt[i], q == viewer ? a->s.camp.fate_dealt[q][i] : ARCS_CARD_HIDDEN);
            }
            assert_int_equal(va.court_pile_max, 128);
        }
        arcs_game_free(a);
        arcs_game_free(b);
    }
    /* Outside the campaign: no titles, no Fates. */
    arcs_game *base = t_new_game(2, 3, NULL);
    assert_int_equal(arcs_view(base, 0, &va), ARCS_OK);
    assert_int_equal(va.court_pile_max, 32);
    for (int q = 0; q < 4; q++) {
        assert_int_equal(va.player[q].title, ARCS_TITLE_NONE);
        assert_int_equal(va.player[q].fate, ARCS_NONE);
        assert_int_equal(va.player[q].fate_dealt[0], ARCS_NONE);
        assert_int_equal(va.player[q].fate_dealt[1], ARCS_NONE);
    }
    arcs_game_free(base);
}


/* Leak test: two campaign games that differ only in what the viewer cannot
 * know (a Rival's two dealt Fates swapped, a Rival's dealt Fate swapped
 * with one of the Fate deck, a lore card of the Court deck swapped with one
 * nobody has seen, two Court deck cards swapped) give the same world for
 * the same seed. */
static void determinize_fates_and_lore_ignore_the_real_deal(void **state) {
    (void)state;
    arcs_game *game = new_campaign(3, 33, ARCS_CHANCE_INTERNAL, 0);
    assert_int_equal(t_apply_str(game, "p0 fate 1"), ARCS_OK);
    int viewer = 2;
    for (int what = 0; what < 4; what++) {
        arcs_game *other = NULL;
        assert_int_equal(arcs_game_clone(game, &other), ARCS_OK);
        game_state *o = t_state(other);
        campaign_state *c = &o->camp;
        uint16_t *deck = court_deck_pile(o);
        uint16_t t;
        switch (what) {
        case 0:
            t = c->fate_dealt[1][0];
            c->fate_dealt[1][0] = c->fate_dealt[1][1];
            c->fate_dealt[1][1] = t;
            break;
        case 1:
            assert_true(c->fate_deck_len > 0);
            t = c->fate_dealt[1][1];
            c->fate_dealt[1][1] = c->fate_deck[0];
            c->fate_deck[0] = t;
            break;
        case 2: { /* a lore card nobody has seen in place of one in the deck */
            unsigned unseen = lore_deck(o);
            assert_true(unseen != 0);
            int i = o->court_deck_known;
            while (i < o->court_deck_len && card_table[deck[i]].kind != CK_LORE) i++;
            assert_true(i < o->court_deck_len);
            deck[i] = (uint16_t)(CARD_L01 + __builtin_ctz(unseen));
            break;
        }
        default:
            t = deck[o->court_deck_known];
            deck[o->court_deck_known] = deck[o->court_deck_len - 1];
            deck[o->court_deck_len - 1] = t;
            break;
        }
        for (uint64_t seed = 1; seed <= 4; seed++) {
            arcs_game *x = NULL, *y = NULL;
            t_determinize_both(game, other, viewer, seed, &x, &y);
            const campaign_state *a = &x->s.camp, *b = &y->s.camp;
            assert_memory_equal(a->fate_dealt, b->fate_dealt, sizeof a->fate_dealt);
            assert_memory_equal(a->fate, b->fate, sizeof a->fate);
            assert_memory_equal(a->fate_deck, b->fate_deck, sizeof a->fate_deck);
            assert_memory_equal(a->court_deck, b->court_deck, sizeof a->court_deck);
            arcs_game_free(x);
            arcs_game_free(y);
        }
        arcs_game_free(other);
    }
    arcs_game_free(game);
}

/* Determinize re-deals the Fates the viewer cannot know (Rivals' dealt
 * cards and the deck), keeps the viewer's observation byte-identical and
 * leaves a valid game; revealed Fates stay. */
static void determinize_redeals_fates(void **state) {
    (void)state;
    unsigned char before[ARCS_STATE_BYTES_MAX], buf[ARCS_STATE_BYTES_MAX];
    for (int chosen = 1; chosen <= 3; chosen += 2) {
        arcs_game *game = new_campaign(3, 33, ARCS_CHANCE_INTERNAL, 0);
        for (int p = 0; p < chosen; p++) {
            char text[16];
            snprintf(text, sizeof text, "p%d fate 1", p);
            assert_int_equal(t_apply_str(game, text), ARCS_OK);
        }
        int viewer = chosen == 1 ? 2 : 1;
        size_t lb = 0, ls = 0;
        assert_int_equal(arcs_observation(game, viewer, before, sizeof before, &lb), ARCS_OK);
        campaign_state orig = game->s.camp;
        bool changed = false;
        for (uint64_t seed = 1; seed <= 20; seed++) {
            arcs_game *copy = determinized(game, viewer, seed, before, lb);
            const campaign_state *c = &copy->s.camp;
            assert_memory_equal(c->fate_dealt[viewer], orig.fate_dealt[viewer], sizeof orig.fate_dealt[viewer]);
            for (int p = 0; p < 3; p++) {
                if (p != viewer && memcmp(c->fate_dealt[p], orig.fate_dealt[p], sizeof orig.fate_dealt[p])) changed = true;
                if (chosen == 3) assert_int_equal(c->fate[p], orig.fate[p]); /* revealed */
                else if (c->fate[p] != NO_COURT_CARD) assert_int_equal(c->fate[p], c->fate_dealt[p][1]);
            }
            assert_int_equal(arcs_game_save_state(copy, buf, sizeof buf, &ls), ARCS_OK);
            arcs_game_free(t_load_state(buf, ls, "determinized"));
            arcs_game_free(copy);
        }
        assert_true(changed);
        arcs_game_free(game);
    }
    /* Which lore cards are in the Court deck is hidden: determinize
     * re-draws them from the lore nobody sees. */
    arcs_game *game = new_campaign(4, 35, ARCS_CHANCE_INTERNAL, 0);
    unsigned real = 0;
    const uint16_t *deck = court_deck_pile(&game->s);
    for (int i = 0; i < game->s.court_deck_len; i++)
        if (card_table[deck[i]].kind == CK_LORE) real |= 1u << (deck[i] - CARD_L01);
    size_t lb = 0;
    assert_int_equal(arcs_observation(game, 0, before, sizeof before, &lb), ARCS_OK);
    bool other = false;
    for (uint64_t seed = 1; seed <= 10; seed++) {
        arcs_game *copy = determinized(game, 0, seed, before, lb);
        unsigned set = 0;
        const uint16_t *copy_deck = court_deck_pile(&copy->s);
        for (int i = 0; i < copy->s.court_deck_len; i++)
            if (card_table[copy_deck[i]].kind == CK_LORE) set |= 1u << (copy_deck[i] - CARD_L01);
        assert_int_equal(__builtin_popcount(set), 4);
        if (set != real) other = true;
        t_assert_invariants(copy);
        arcs_game_free(copy);
    }
    assert_true(other);
    arcs_game_free(game);
}

/* The campaign's Court piles are the campaign block's (room for
 * COURT_CARDS_MAX cards), the base part's stay empty; tokens in play are
 * saved and loaded with the block, and a token of an absent seat is
 * refused. */
static void court_room_and_tokens_on_the_wire(void **state) {
    (void)state;
    arcs_game *game = new_campaign(3, 36, ARCS_CHANCE_INTERNAL, 0);
    finish_setup(game, 36, NULL);
    game_state *g = t_state(game);
    assert_int_equal(court_pile_max(g), COURT_CARDS_MAX);
    assert_ptr_equal(court_deck_pile(g), g->camp.court_deck);
    assert_ptr_equal(court_discard_pile(g), g->camp.court_discard);
    /* CC01-CC15 and a lore each, less the row (the Imperial Council in place 0 is not a deck card) */
    assert_int_equal(g->court_deck_len, 15 + 3 - (g->court_row_len - 1));
    for (int i = 0; i < COURT_PILE_BASE; i++) assert_int_equal(g->base_court_deck[i] | g->base_court_discard[i], 0);
    token_add(g, CARD_F1508, NO_PLAYER, 0);
    token_add(g, CARD_F1508, 1, TOKEN_OFF_MAP);
    unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *loaded = NULL;
    assert_int_equal(arcs_game_load_state(buf, len, NULL, &loaded), ARCS_OK);
    assert_memory_equal(&loaded->s, &game->s, sizeof game->s);
    assert_int_equal(loaded->s.camp.n_tokens, 2);
    assert_int_equal(loaded->s.camp.tokens[1].owner, 1);
    arcs_game_free(loaded);
    t_state(game)->camp.tokens[1].owner = 3; /* no fourth seat */
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_error err;
    assert_int_equal(arcs_game_load_state_ex(buf, len, NULL, &loaded, &err), ARCS_E_CORRUPT);
    assert_non_null(strstr(err.message, "token"));
    arcs_game_free(game);
}

/* A campaign replay replays to the same final state (allow_incomplete in
 * the base config changes nothing). */
static void replay_round_trip(void **state) {
    (void)state;
    arcs_game *game = new_campaign(3, 44, ARCS_CHANCE_INTERNAL, -1);
    uint64_t rng = 5;
    for (int i = 0; i < 400 && !arcs_game_over(game); i++) t_random_move(game, &rng);
    size_t len = 0;
    assert_int_equal(arcs_replay_save(game, NULL, 0, &len), ARCS_OK);
    unsigned char *buf = malloc(len);
    assert_int_equal(arcs_replay_save(game, buf, len, &len), ARCS_OK);
    arcs_game *back = NULL;
    assert_int_equal(arcs_replay_load(buf, len, NULL, &back), ARCS_OK);
    assert_true(arcs_state_hash(back) == arcs_state_hash(game));
    arcs_game_free(back);
    back = NULL;
    arcs_config base;
    arcs_config_init(&base);
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#endif
    base.allow_incomplete = 1; /* deprecated (a compiler warning), still accepted */
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
    assert_int_equal(arcs_replay_load(buf, len, &base, &back), ARCS_OK);
    assert_true(arcs_state_hash(back) == arcs_state_hash(game));
    arcs_game_free(back);
    free(buf);
    arcs_game_free(game);
}


static bool bytes_contain(const unsigned char *buf, size_t len, const char *text) {
    size_t n = strlen(text);
    for (size_t i = 0; i + n <= len; i++)
        if (memcmp(buf + i, text, n) == 0) return true;
    return false;
}

/* Galactic Rifles from the Court deck (Act I Setup J's lore) to p's play
 * area, as if secured. */
static void rifles_to(arcs_game *game, int p) {
    lore_into_row(game, CARD_L02, 2);
    game_state *g = t_state(game);
    t_take_out_court_card(g, CARD_L02);
    play_area_add(g, p, CARD_L02);
    t_assert_invariants(game);
}

/* Galactic Rifles (ARCS-L02) under the Truce Law: "Regents cannot harm
 * Imperial ships ... and they cannot harm or tax Rival Regents in systems
 * with Imperial ships" (Campaign rulebook, "Harm": choosing as defender,
 * hitting). p0 fires from 2-hex: at p1's ships in 2-gate (no Imperial
 * ship), never, as a Regent, at the Empire or at p1 in 2-crescent (an
 * Imperial ship there); as an Outlaw at both, hitting the Imperial ship
 * with a forced hit. */
static void galactic_rifles_truce(void **state) {
    (void)state;
    const int from = SYS_2HEX, guarded = 1 * 4 + SYS_CRESCENT, open = 1 * 4 + SYS_GATE;
    for (int outlaw = 0; outlaw <= 1; outlaw++) {
        arcs_game *game = scenario(2, outlaw ? 2u : 3u);
        game_state *g = t_state(game);
        assert_true(systems_adjacent(g, from, guarded) && systems_adjacent(g, from, open));
        rifles_to(game, 0);
        t_place_ships(game, 0, from, 2, 0);
        t_place_ships(game, 1, guarded, 1, 0);
        put_imperial(game, guarded, 1, 0);
        t_place_ships(game, 1, open, 1, 0);
        t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
        ok(game, "p0 card galactic-rifles fire pip");
        ok(game, "p0 card galactic-rifles fire-from 2-hex");
        ok(game, "p0 card galactic-rifles fire-dice 1");
        assert_true(t_is_legal(game, "p0 card galactic-rifles fire-at 2-gate p1"));
        assert_int_equal(t_is_legal(game, "p0 card galactic-rifles fire-at 2-crescent p1"), outlaw);
        assert_int_equal(t_is_legal(game, "p0 card galactic-rifles fire-at 2-crescent empire"), outlaw);
        if (!outlaw) {
            static game_state before;
            before = game->s;
            assert_int_not_equal(t_apply_str(game, "p0 card galactic-rifles fire-at 2-crescent empire"), ARCS_OK);
            assert_int_not_equal(t_apply_str(game, "p0 card galactic-rifles fire-at 2-crescent p1"), ARCS_OK);
            assert_memory_equal(&game->s, &before, sizeof before);
        } else {
            const uint8_t hit[] = {3}; /* a skirmish hit */
            battle_force_faces(t_state(game), hit, 1);
            ok(game, "p0 card galactic-rifles fire-at 2-crescent empire");
            while (game->s.battle.active && top_frame_c(&game->s)->kind == FR_BATTLE_HIT) ok(game, "p0 hit 8");
            assert_int_equal(game->s.camp.imperial[guarded][0], 0);
            assert_int_equal(game->s.camp.imperial[guarded][1], 1);
            assert_int_equal(game->s.sys[guarded].fresh[1], 1); /* the Regent's ship is not the defender */
        }
        arcs_game_free(game);
    }
    /* A Regent next to Imperial ships only: Fire Rifles is not offered. */
    arcs_game *game = scenario(2, 3u);
    rifles_to(game, 0);
    t_place_ships(game, 0, from, 2, 0);
    put_imperial(game, guarded, 2, 0);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    assert_false(t_is_legal(game, "p0 card galactic-rifles fire pip"));
    arcs_game_free(game);
}

/* Lore in the campaign Court (Act I Setup J; base rulebook "Leaders &
 * Lore": lore gives persistent powers, has no guild icon or raid cost): a
 * lore card secured from the Court goes to the securer's play area, not
 * among the Guild cards, and is public; lore still in the Court deck stays
 * hidden (observations, determinize); its effect works as in Leaders &
 * Lore, here Railgun Arrays against an Outlaw attacking the Regent. */
static void lore_secured_from_the_court(void **state) {
    (void)state;
    unsigned char obs[ARCS_STATE_BYTES_MAX], buf[ARCS_STATE_BYTES_MAX];
    arcs_game *game = page_11(3, 1); /* p1 (the Regent) leads Aggression: Secure */
    lore_into_row(game, CARD_L12, 1);
    game_state *g = t_state(game);
    g->court_agents[1][1] = 1;
    g->pl[1].agents_supply--;
    int guild_before = g->pl[1].guild_count, area_before = g->ll.play_area_len[1];
    ok(game, "p1 action secure");
    ok(game, "p1 secure 1");
    g = t_state(game);
    assert_int_equal(g->ll.play_area_len[1], area_before + 1);
    assert_int_equal(g->ll.play_area[1][area_before], CARD_L12);
    assert_int_equal(g->pl[1].guild_count, guild_before);
    assert_true(g->court_row[1] != CARD_L12);
    assert_true(cards_source_hooks(g) != 0); /* an effect source now */
    arcs_game_free(game);

    /* At a real decision of a game (a state the wire accepts): save and
     * load keep it (the Leaders & Lore block of a campaign state). */
    game = new_campaign(3, 5, ARCS_CHANCE_INTERNAL, 0);
    finish_setup(game, 5, NULL);
    lore_into_row(game, CARD_L12, 1);
    court_take_card(t_state(game), 1, 1);
    t_assert_invariants(game);
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *loaded = t_load_state(buf, len, "lore in a play area");
    /* The campaign's play areas hold no leader, and it has no draft. */
    arcs_game *bad = NULL;
    assert_int_equal(arcs_game_clone(game, &bad), ARCS_OK);
    push_frame(t_state(bad), FR_LL_SETUP, NO_PLAYER);
    push_frame(t_state(bad), FR_DRAFT, 0);
    size_t bad_len = 0;
    assert_int_equal(arcs_game_save_state(bad, buf, sizeof buf, &bad_len), ARCS_OK);
    arcs_game_free(bad);
    bad = NULL;
    assert_int_equal(arcs_game_load_state(buf, bad_len, NULL, &bad), ARCS_E_CORRUPT);
    assert_null(bad);
    assert_int_equal(arcs_game_clone(game, &bad), ARCS_OK);
    t_state(bad)->ll.play_area[0][0] = CARD_LEAD01;
    t_state(bad)->ll.play_area_len[0] = 1;
    assert_int_equal(arcs_game_save_state(bad, buf, sizeof buf, &bad_len), ARCS_OK);
    arcs_game_free(bad);
    bad = NULL;
    assert_int_equal(arcs_game_load_state(buf, bad_len, NULL, &bad), ARCS_E_CORRUPT);
    assert_null(bad);
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    assert_true(arcs_state_hash(loaded) == arcs_state_hash(game));
    assert_int_equal(cards_source_hooks(&loaded->s), cards_source_hooks(&game->s));
    arcs_game_free(loaded);
    /* Public once secured; the lore still in the Court deck is named in no
     * observation. */
    int deck_lore = 0;
    for (int viewer = -1; viewer < 2; viewer++) {
        size_t n = 0;
        assert_int_equal(arcs_observation(game, viewer, obs, sizeof obs, &n), ARCS_OK);
        assert_true(bytes_contain(obs, n, "ARCS-L12"));
        deck_lore = 0;
        for (int i = 0; i < game->s.court_deck_len; i++)
            if (card_table[court_deck_pile(&game->s)[i]].kind == CK_LORE) {
                deck_lore++;
                assert_false(bytes_contain(obs, n, card_table[court_deck_pile(&game->s)[i]].id));
            }
    }
    assert_true(deck_lore > 0);
    /* Determinize re-draws the hidden lore, never the secured card, and the
     * viewer's observation is unchanged. */
    size_t lb = 0;
    assert_int_equal(arcs_observation(game, 0, obs, sizeof obs, &lb), ARCS_OK);
    bool redrawn = false;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        arcs_game *copy = determinized(game, 0, seed, obs, lb);
        assert_int_equal(copy->s.ll.play_area[1][copy->s.ll.play_area_len[1] - 1], CARD_L12);
        int lore = 0;
        for (int i = 0; i < copy->s.court_deck_len; i++) {
            int c = court_deck_pile(&copy->s)[i];
            assert_true(c != CARD_L12);
            if (card_table[c].kind == CK_LORE) lore++;
            if (c != court_deck_pile(&game->s)[i]) redrawn = true;
        }
        assert_int_equal(lore, deck_lore);
        t_assert_invariants(copy);
        arcs_game_free(copy);
    }
    assert_true(redrawn);
    arcs_game_free(game);

    /* Railgun Arrays in the Regent's play area: the Outlaw attacking the
     * Regent's fresh ships takes 1 hit before collecting dice. */
    game = page_11(3, 0);
    lore_into_row(game, CARD_L12, 1);
    court_take_card(t_state(game), 1, 1);
    ok(game, "p0 action battle");
    ok(game, "p0 battle-defender p1");
    /* Only fresh ships attack: the hit needs no choice. */
    assert_int_equal(game->s.sys[SYS_2HEX].fresh[0], 2);
    assert_int_equal(game->s.sys[SYS_2HEX].damaged[0], 1);
    assert_int_equal(top_frame_c(&game->s)->kind, FR_BATTLE_DICE);
    arcs_game_free(game);
    /* Signal Breaker on a Regent attacking with Imperial ships: "all
     * attacking ships are fresh" counts the Imperial ships added (our
     * reading), so a damaged one spoils it. */
    for (int damaged = 0; damaged <= 1; damaged++) {
        game = page_11(4, 1);
        put_imperial(game, SYS_2HEX, 0, 1);
        lore_into_row(game, CARD_L06, 1);
        court_take_card(t_state(game), 1, 1);
        ok(game, "p1 action battle");
        ok(game, damaged ? "p1 add-imperial 1 1" : "p1 add-imperial 1 0");
        assert_int_equal(game->s.battle.all_fresh, !damaged);
        arcs_game_free(game);
    }
    /* Tool-Priests, "build 1 ship at any city you control": on a Regent's
     * turn a city in an Empire-controlled system with the Regent's pieces
     * counts (Presence Law: "they control the system"); not for an Outlaw. */
    for (int regent = 0; regent <= 1; regent++) {
        game = scenario(2, regent ? 2u : 0u);
        t_place_ships(game, 1, SYS_2HEX, 2, 0);
        t_place_building(game, 1, SYS_2HEX, 0, false, false);
        put_imperial(game, SYS_2HEX, 1, 0);
        lore_into_row(game, CARD_L01, 1);
        court_take_card(t_state(game), 1, 1);
        t_start_lead_turn(game, 1, t_card(ARCS_CONSTRUCTION, 3));
        assert_int_equal(controller(&game->s, SYS_2HEX), OWNER_EMPIRE);
        assert_int_equal(t_is_legal(game, "p1 card tool-priests summon pip"), regent == 1);
        if (regent) {
            ok(game, "p1 card tool-priests summon pip");
            ok(game, "p1 card tool-priests summon-at 2-hex");
            assert_int_equal(game->s.sys[SYS_2HEX].fresh[1], 3);
        }
        arcs_game_free(game);
    }
    /* Without it, no hit before the dice. */
    game = page_11(3, 0);
    ok(game, "p0 action battle");
    ok(game, "p0 battle-defender p1");
    assert_int_equal(game->s.sys[SYS_2HEX].fresh[0], 3);
    assert_int_equal(top_frame_c(&game->s)->kind, FR_BATTLE_DICE);
    arcs_game_free(game);
    /* With a fresh and a damaged attacking ship, the attacker chooses. */
    game = page_11(1, 0);
    t_place_ships(game, 0, SYS_2HEX, 0, 1);
    lore_into_row(game, CARD_L12, 1);
    court_take_card(t_state(game), 1, 1);
    ok(game, "p0 action battle");
    ok(game, "p0 battle-defender p1");
    assert_int_equal(top_frame_c(&game->s)->kind, FR_BATTLE_HIT);
    assert_true(t_is_legal(game, "p0 hit 0") && t_is_legal(game, "p0 hit 1"));
    ok(game, "p0 hit 1");
    assert_int_equal(game->s.sys[SYS_2HEX].damaged[0], 0);
    assert_int_equal(game->s.sys[SYS_2HEX].fresh[0], 1);
    arcs_game_free(game);
}

/* The UI surfaces: arcs_view shows Imperial ships and Blight as owners 5
 * and 6, Free cities as owner 4, the Empire as controller; the new moves
 * have labels, and a Fate choice's label (for the player deciding) names
 * the Fate dealt. */
static void view_and_labels(void **state) {
    (void)state;
    arcs_game *game = new_campaign(3, 12, ARCS_CHANCE_INTERNAL, 0);
    char label[128], want[128];
    arcs_move m;
    assert_int_equal(arcs_move_from_str("p0 fate 1", &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    int dealt = game->s.camp.fate_dealt[0][1];
    snprintf(want, sizeof want, "Keep the Fate %s (%s)", card_table[dealt].name, card_table[dealt].id);
    assert_string_equal(label, want);
    finish_setup(game, 12, NULL);
    static arcs_game_view v;
    assert_int_equal(arcs_view(game, 1, &v), ARCS_OK);
    int imperial = 0, blight = 0, free_cities = 0, empire = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        imperial += v.systems[s].fresh[ARCS_OWNER_EMPIRE] + v.systems[s].damaged[ARCS_OWNER_EMPIRE];
        blight += v.systems[s].fresh[ARCS_OWNER_BLIGHT] + v.systems[s].damaged[ARCS_OWNER_BLIGHT];
        for (int i = 0; i < v.systems[s].building_slots; i++) free_cities += v.systems[s].buildings[i].owner == ARCS_OWNER_FREE;
        empire += v.systems[s].controller == ARCS_OWNER_EMPIRE;
        assert_int_equal(v.systems[s].controller, arcs_controller(game, s));
    }
    assert_int_equal(imperial, 8);
    assert_int_equal(blight, 16);
    assert_true(free_cities >= 4 && empire >= 1);
    assert_int_equal(arcs_move_from_str("p0 battle-defender blight", &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_string_equal(label, "Battle the Blight");
    assert_int_equal(arcs_move_from_str("p0 add-imperial 1 0", &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_string_equal(label, "Take 1 fresh and 0 damaged Imperial ships along");
    arcs_game_free(game);
}

/* Random Act I games: every listed move applies; the invariants (15
 * Imperial ships, 24 Blight, Free buildings in slots, the Fates) hold after
 * every move; undo restores the state; save/load round-trips it. */
static int campaign_games(void) {
    const char *env = getenv("ARCS_CAMPAIGN_GAMES");
    int n = env ? atoi(env) : 40;
    return n > 0 ? n : 40;
}

/* What the random games did, for the coverage check at the end. */
typedef struct coverage {
    int defender[8];      /* battles by defender kind (players 0..3, 4 Free, 5 Empire, 6 Blight) */
    int imperial_moved, imperial_attacking, blight_destroyed, imperial_destroyed, free_destroyed, outlaws;
    /* the round's events: Event-card and Council resolutions, Crises,
     * Edicts, Court Crises, Policies enforced, Trust thefts */
    int event_rounds, council_rounds, crises, edicts, court_crises, enforced, stolen, card_trust_steals;
    int lore_secured;     /* lore cards that reached a play area */
    int lore_moves;       /* card moves of lore cards (their effects' own decisions) */
} coverage;

/* The log lines of the round's event, counted (the log sink of the random
 * games). */
typedef struct event_log {
    int event, council, crises, edicts, court_crises;
} event_log;

static void count_event_lines(void *ud, const char *line) {
    event_log *e = ud;
    if (strstr(line, "The round ends: Player")) e->event++;
    if (strstr(line, "The round ends: the Imperial Council")) e->council++;
    if (strstr(line, "The Crises are resolved")) e->crises++;
    if (strstr(line, "The Edicts are resolved")) e->edicts++;
    if (strstr(line, "Populist Demands:") || strstr(line, "Council Intrigue:") || strstr(line, "Blight Looms:") ||
        strstr(line, "Diplomatic Fiasco:") || strstr(line, "Song of Freedom:"))
        e->court_crises++;
}

/* Campaign rulebook, "Resolving the Event" and "Imperial Council": each
 * round with Event cards played or the Council secured resolves exactly
 * one event, the Council's if it was secured; the Imperial Trust's
 * resources are frozen: they leave it only by an Outlaw's theft (one per
 * steal-trust move), as the War's Weapons, or all at once when the last
 * Regent leaves the Empire (in a Summit, or with Parade Fleets). had: what the round did so far
 * (bit 0 an Event card, bit 1 the Council, tucked). */
static void check_events(const game_state *before, const game_state *after, arcs_move m, unsigned *had, event_log *e,
                         coverage *cv) {
    for (int r = 0; r < NUM_RES; r++) {
        int lost = before->camp.trust[r] - after->camp.trust[r];
        if (lost <= 0) continue;
        /* The Council's Outlaw theft, or a card's steal (Silver-Tongues,
         * the Cartels, the Interests: Edicts, "Stealing"). */
        bool theft = (m.kind == ARCS_MOVE_STEAL_TRUST && m.a == r && lost == 1) ||
                     (m.kind == ARCS_MOVE_CARD && m.e == STEAL_FROM_TRUST + r && lost == 1);
        bool arms = r == ARCS_WEAPON && before->camp.govern_top == 1;
        /* The last Regent leaves the Empire: in a Summit, by a card
         * (Parade Fleets, campaign_leave_empire) or by a Crisis resolved
         * after the move (Empire Falls, Act II: every Regent an Outlaw). */
        bool left = before->camp.regents && !after->camp.regents && !trust_count(after, -1);
        /* Intermission C: "Return all frozen resources ... including from
         * the Imperial Trust" to the supply. */
        bool cleared = before->camp.intermission_step <= INTERMISSION_CLEAR_PIECES &&
                       after->camp.intermission_step > INTERMISSION_CLEAR_PIECES && !trust_count(after, -1);
        if (!theft && !arms && !left && !cleared) fail_msg("%d %s left the Imperial Trust (move kind %d)", lost, resource_name(r), m.kind);
    }
    cv->stolen += m.kind == ARCS_MOVE_STEAL_TRUST;
    cv->card_trust_steals += m.kind == ARCS_MOVE_CARD && m.e >= STEAL_FROM_TRUST && m.e < STEAL_FROM_TRUST + NUM_RES &&
                             trust_count(before, -1) > trust_count(after, -1);
    cv->enforced += m.kind == ARCS_MOVE_ENFORCE;
    if (after->lead_card != NO_CARD) {
        /* Until the event starts, the Council counts while it is tucked
         * (flipped back to In Session, it returns unresolved: "Intrigue"). */
        if (!e->event && !e->council)
            *had = (*had & 1u) | (after->camp.events_played ? 1u : 0u) |
                   (after->camp.council_securer != NO_PLAYER ? 2u : 0u);
        return;
    }
    if (before->lead_card == NO_CARD) return;
    /* The round ended in this move. */
    if (*had & 2u) {
        if (e->council != 1 || e->event != 0) fail_msg("Council round: %d Council and %d Event resolutions", e->council, e->event);
        cv->council_rounds++;
    } else if (*had & 1u) {
        if (e->event != 1 || e->council != 0) fail_msg("Event round: %d Event and %d Council resolutions", e->event, e->council);
        cv->event_rounds++;
    } else if (e->event || e->council) {
        fail_msg("an event resolved in a round without Event cards or the Council");
    }
    cv->crises += e->crises;
    cv->edicts += e->edicts;
    cv->court_crises += e->court_crises;
    memset(e, 0, sizeof *e);
    *had = 0;
}

static void observe(const game_state *g, arcs_move m, const campaign_state *before, int areas_before,
                    coverage *cv) {
    int areas = 0;
    for (int p = 0; p < MAX_PLAYERS; p++) areas += g->ll.play_area_len[p];
    cv->lore_secured += areas > areas_before;
    int card = m.a | m.b << 8;
    if (m.kind == ARCS_MOVE_CARD && card_table[card].kind == CK_LORE) cv->lore_moves++;
    if (g->battle.active && g->battle.step > 1) cv->defender[g->battle.defender & 7]++;
    if (m.kind == ARCS_MOVE_ADD_IMPERIAL && m.a + m.b > 0) {
        if (g->battle.active) cv->imperial_attacking++;
        else cv->imperial_moved++;
    }
    for (int p = 0; p < MAX_PLAYERS; p++) {
        cv->blight_destroyed += g->camp.trophy_blight[p] > before->trophy_blight[p];
        cv->imperial_destroyed += g->camp.trophy_imperial[p] > before->trophy_imperial[p];
        cv->free_destroyed += g->camp.trophy_free_cities[p] > before->trophy_free_cities[p];
    }
}

static void random_act_one_games(void **state) {
    (void)state;
    int games = campaign_games();
    coverage cv;
    memset(&cv, 0, sizeof cv);
    for (int players = 2; players <= 4; players++)
        for (int gi = 0; gi < games; gi++) {
            uint64_t seed = (uint64_t)players * 7919u + (uint64_t)gi;
            arcs_game *game = new_campaign(players, seed, gi % 5 == 4 ? ARCS_CHANCE_EXPLICIT : ARCS_CHANCE_INTERNAL,
                                           gi % 5 == 4 ? 0 : -1);
            uint64_t rng = seed * 0x9E3779B97F4A7C15ull | 1;
            int moves = 0;
            bool flipped = false;
            event_log elog;
            memset(&elog, 0, sizeof elog);
            unsigned had = 0;
            game->log = count_event_lines;
            game->log_ud = &elog;
            while (!arcs_game_over(game)) {
                /* Until Summits exist, a test hook makes some players
                 * Outlaws once setup is over (every title mix occurs). */
                if (!flipped && game->s.camp.setup_step == CSETUP_DONE) {
                    flipped = true;
                    if (gi % 3 != 0) {
                        game_state *g = t_state(game);
                        g->camp.regents = (uint8_t)(next(&rng) & ((1u << players) - 1));
                        if (!(g->camp.regents >> g->camp.first_regent & 1u))
                            g->camp.first_regent = g->camp.regents ? (uint8_t)__builtin_ctz(g->camp.regents) : NO_PLAYER;
                        cv.outlaws += players - __builtin_popcount(g->camp.regents);
                        game_state copy = game->s;
                        game_set_state(game, &copy);
                    }
                }
                uint64_t before = arcs_state_hash(game);
                campaign_state camp_before = game->s.camp;
                static game_state state_before;
                state_before = game->s;
                int areas_before = 0;
                for (int p = 0; p < MAX_PLAYERS; p++) areas_before += game->s.ll.play_area_len[p];
                arcs_move m[ARCS_MAX_LEGAL_MOVES];
                size_t n = 0;
                assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
                if (!n)
                    fail_msg("%dp seed %llu move %d: no legal move (frame kind %d, card %d, step %d)", players,
                             (unsigned long long)seed, moves, top_frame_c(&game->s)->kind, top_frame_c(&game->s)->card,
                             top_frame_c(&game->s)->step);
                arcs_move chosen = m[next(&rng) % n];
                /* Favour battles against the campaign's sides a little. */
                for (size_t i = 0; i < n; i++)
                    if (m[i].kind == ARCS_MOVE_BATTLE_DEFENDER && m[i].a >= OWNER_FREE && next(&rng) % 2) chosen = m[i];
                /* And influencing and securing lore (its effects then ask for decisions),
                 * and using the lore's own moves. */
                for (size_t i = 0; i < n; i++) {
                    const game_state *s = &game->s;
                    bool lore_in_row = (m[i].kind == ARCS_MOVE_SECURE || m[i].kind == ARCS_MOVE_INFLUENCE) &&
                                       m[i].a < s->court_row_len && s->court_row[m[i].a] != NO_COURT_CARD &&
                                       card_table[s->court_row[m[i].a]].kind == CK_LORE;
                    bool lore_move = m[i].kind == ARCS_MOVE_CARD && card_table[card_move_card(m[i])].kind == CK_LORE;
                    if ((lore_in_row || lore_move) && next(&rng) % 2) chosen = m[i];
                }
                /* Every campaign move has an action number (the integer
                 * action space) that names it back. */
                int32_t action = -1;
                arcs_move back;
                if (arcs_move_to_action(chosen, &action) != ARCS_OK) {
                    char text[64] = "";
                    arcs_move_to_str(chosen, text, sizeof text, NULL);
                    fail_msg("%dp seed %llu move %d: no action number for \"%s\"", players, (unsigned long long)seed, moves, text);
                }
                assert_int_equal(arcs_action_to_move(game, action, &back), ARCS_OK);
                if (chosen.kind != ARCS_MOVE_CHANCE) back.player = chosen.player;
                assert_memory_equal(&back, &chosen, sizeof back);
                assert_int_equal(arcs_apply(game, chosen), ARCS_OK);
                observe(&game->s, chosen, &camp_before, areas_before, &cv);
                check_events(&state_before, &game->s, chosen, &had, &elog, &cv);
                char why[256];
                if (!state_invariants_ok(&game->s, why, sizeof why)) {
                    char text[64] = "";
                    arcs_move_to_str(chosen, text, sizeof text, NULL);
                    fail_msg("%dp seed %llu move %d (\"%s\"): %s", players, (unsigned long long)seed, moves, text, why);
                }
                round_trips(game, chosen, before, &rng, 16, 64, players, seed, moves);
                if (++moves > 200000) fail_msg("Act I does not end");
            }
            /* The campaign goes on while every Fate plays the next Act (a C
             * Fate's Act III once written): Act III ends after chapter 4, or
             * sooner by a final objective. */
            if (game->s.camp.act == 3)
                assert_true(game->s.chapter == 4 || campaign_final_objective_winners(&game->s));
            else
                assert_int_equal(game->s.chapter, 3);
            int w = arcs_winner(game);
            if (!campaign_final_objective_winners(&game->s))
                for (int p = 0; p < players; p++) assert_true(arcs_power(game, p) <= arcs_power(game, w));
            arcs_game_free(game);
        }
    /* Every campaign side was battled, Imperial ships moved and attacked,
     * and each kind of campaign piece was destroyed. */
    fprintf(stderr, "coverage: Free %d, Empire %d, Blight %d battle steps; Imperial moved %d, attacking %d; destroyed: Blight %d, Imperial %d, Free cities %d; lore secured %d, lore card moves %d\n",
            cv.defender[OWNER_FREE], cv.defender[OWNER_EMPIRE], cv.defender[OWNER_BLIGHT], cv.imperial_moved,
            cv.imperial_attacking, cv.blight_destroyed, cv.imperial_destroyed, cv.free_destroyed, cv.lore_secured,
            cv.lore_moves);
    assert_true(cv.defender[OWNER_FREE] && cv.defender[OWNER_EMPIRE] && cv.defender[OWNER_BLIGHT]);
    assert_true(cv.imperial_moved && cv.imperial_attacking);
    assert_true(cv.blight_destroyed && cv.imperial_destroyed && cv.free_destroyed);
    /* Lore secured from the Court went to play areas and its effects asked
     * for decisions. */
    assert_true(cv.lore_secured && cv.lore_moves);
    fprintf(stderr, "events: %d Event rounds, %d Council rounds; %d Crises (%d Court Crises), %d Edicts, %d Policies enforced, %d resources stolen from the Trust (%d by cards)\n",
            cv.event_rounds, cv.council_rounds, cv.crises, cv.court_crises, cv.edicts, cv.enforced, cv.stolen,
            cv.card_trust_steals);
    assert_true(cv.event_rounds && cv.council_rounds && cv.crises && cv.edicts && cv.court_crises && cv.enforced);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(campaign_is_a_supported_mode),
        cmocka_unit_test(setup_counts),
        cmocka_unit_test(explicit_chance_setup),
        cmocka_unit_test(control_example),
        cmocka_unit_test(tax_free_city),
        cmocka_unit_test(free_starport_you_control),
        cmocka_unit_test(catapult_rules),
        cmocka_unit_test(battle_with_imperial_ships),
        cmocka_unit_test(blight_battle),
        cmocka_unit_test(free_raid),
        cmocka_unit_test(truce_forbids_taxing),
        cmocka_unit_test(galactic_rifles_truce),
        cmocka_unit_test(catapult_with_imperial_ships),
        cmocka_unit_test(act_one_ends_after_chapter_three),
        cmocka_unit_test(fate_choices_stay_secret),
        cmocka_unit_test(view_fates_stay_secret),
        cmocka_unit_test(determinize_redeals_fates),
        cmocka_unit_test(determinize_fates_and_lore_ignore_the_real_deal),
        cmocka_unit_test(court_room_and_tokens_on_the_wire),
        cmocka_unit_test(replay_round_trip),
        cmocka_unit_test(view_and_labels),
        cmocka_unit_test(lore_secured_from_the_court),
        cmocka_unit_test(random_act_one_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
