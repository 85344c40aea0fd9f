/*
 * The Admiral's Act III (lib/cards/campaign/fates/admiral/): its Setup
 * (Martial Law into the rules booklet), its objective card's two grand
 * ambitions scored from the chapter track, Martial Law's three rules and
 * its faq.csv rulings, the cards its Act II Resolution adds (Mass Uprising,
 * Imperial Defectors F715-F716) and bad input. Games are real Act III
 * games from campaign records (tests/act2_fixture.h t_act3_started), then
 * shaped by hand: an empty map, titles as the test says, forced dice.
 */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>
#include <string.h>

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"

static int top_kind(const arcs_game *game) { return top_frame_c(&game->s)->kind; }

static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

/* An Act III game of 3: p0 the Admiral (both objectives completed) unless
 * `failed2` (p0 failed Act II and takes a C Fate), p1 the Founder, p2 the
 * Magnate (blank Act III sides here), after its Act III Setup. */
static arcs_game *act3_game(bool failed2) {
    t_fates f = {{CARD_FATE07, CARD_FATE02, CARD_FATE03}, 7u, {0}, failed2 ? 6u : 7u, {0}};
    arcs_game *game = t_act3_started(3, 31, &f, ARCS_CHANCE_INTERNAL);
    assert_int_equal(game->s.camp.act, 3);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    return game;
}

/* The same, shaped: an empty map, no resources, no Guild cards of the
 * Court, no agents on the Court, titles `regents` (bit p), First Regent
 * `first` (NO_PLAYER: none). */
static arcs_game *act3_table(unsigned regents, int first) {
    arcs_game *game = act3_game(false);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE07);
    clear_holdings(game, false);
    t_clear_board(game);
    game_state *g = t_state(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    g->camp.blight_supply = BLIGHT_PIECES;
    g->camp.regents = (uint8_t)regents;
    g->camp.first_regent = (uint8_t)first;
    memset(g->camp.flagship, 0, sizeof g->camp.flagship);
    return game;
}

static bool in_booklet(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

static bool in_deck_or_row(const game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile_ro(g)[i] == card) return true;
    for (int i = 0; i < g->court_row_len; i++)
        if (g->court_row[i] == card || g->camp.attached[i][0] == card) return true;
    return false;
}

static bool buried(const arcs_game *game, int card) { return game->s.court_deck_len && court_deck_pile_ro(&game->s)[0] == card; }

/* The in-play planets, first `n` of them into out; returns how many. */
static int planets_in_play(const game_state *g, int *out, int n) {
    int k = 0;
    for (int s = 0; s < NUM_SYSTEMS && k < n; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s)) out[k++] = s;
    return k;
}

/* ---------------------------------------------------------------- Setup */

/* ARCS-F719A: "1. Add Martial Law (20) to the rules booklet. 2. As a
 * reminder, tuck the second copy of Martial Law (21) ... under the card
 * play area of the map." After the Setup, Martial Law (F720) is in the
 * booklet, its Reminder (F721) out of play, the Act III objective card
 * (F719B) in p0's play area, no objective marker; the Act II Resolution's
 * completed branch put the Mass Uprisings in the game and scrapped the
 * Imperial Defectors F715-F716. An Admiral who failed Act II takes a C
 * Fate: no Martial Law, the Imperial Defectors F715-F716 in the Court. */
static void admiral3_setup(void **state) {
    (void)state;
    arcs_game *game = act3_game(false);
    const game_state *g = &game->s;
    assert_int_equal(g->camp.fate[0], CARD_FATE07);
    assert_true(in_booklet(g, CARD_F720));
    assert_false(in_booklet(g, CARD_F721));
    assert_false(fate_card_in_play(g, CARD_F721));
    assert_true(t_in_play_area(g, 0, CARD_F719B));
    assert_int_equal(objective_space(g, 0), -1);
    assert_true(fate_card_in_play(g, CARD_F717) && fate_card_in_play(g, CARD_F718));
    assert_true(card_scrapped(g, CARD_F715) && card_scrapped(g, CARD_F716));
    t_assert_invariants(game);
    t_assert_reloads(game, "admiral act III setup");
    arcs_game_free(game);

    game = act3_game(true);
    g = &game->s;
    assert_int_not_equal(g->camp.fate[0], CARD_FATE07);
    assert_false(in_booklet(g, CARD_F720));
    assert_true(in_deck_or_row(g, CARD_F715) && in_deck_or_row(g, CARD_F716));
    assert_true(card_scrapped(g, CARD_F717) && card_scrapped(g, CARD_F718));
    arcs_game_free(game);
}

/* ------------------------------------------------------ Grand ambitions */

/* Power p0 gains from the chapter's grand-ambition scoring in chapter c. */
static int scored(arcs_game *game, int chapter) {
    game_state *g = t_state(game);
    g->chapter = (uint8_t)chapter;
    int before = g->pl[0].power;
    campaign_score_grand_ambitions(g);
    return g->pl[0].power - before;
}

/* "Keep the Monopoly on Force: You're a Regent and... You control at least
 * 9 planets." p0 (a Regent, not the First Regent) controls 9 planets with
 * a fresh ship each, p1 has 10 ships (so the second grand ambition is
 * not fulfilled): the first one, 3 Power in chapter 2. 8 planets: none.
 * An Outlaw with the 9 planets: none. */
static void admiral3_planets(void **state) {
    (void)state;
    for (int n = 8; n <= 9; n++)
        for (int regent = 0; regent < 2; regent++) {
            arcs_game *game = act3_table(regent ? 3u : 2u, 1);
            int pl[9];
            assert_int_equal(planets_in_play(&game->s, pl, 9), 9);
            for (int i = 0; i < n; i++) t_place_ships(game, 0, pl[i], 1, 0);
            t_place_ships(game, 1, pl[0] - pl[0] % 4, 10, 0); /* a gate: no planet */
            int want = n == 9 && regent ? 1 : 0;
            assert_int_equal(card_def_of(CARD_F719B)->grand_ambitions(&game->s, 0, CARD_F719B), want);
            assert_int_equal(scored(game, 2), want ? 3 : 0);
            arcs_game_free(game);
        }
}

/* "You control planets that are controlled by the Empire if you're the
 * First Regent." p0 controls 5 planets and the Empire 4 (fresh Imperial
 * ships; damaged ones at a fifth give no control): as the First Regent p0
 * controls 9 (chapter 1: 2 Power); as a Regent who is not the First
 * Regent, 5: none. The Admiral is never under Martial Law. */
static void admiral3_first_regent(void **state) {
    (void)state;
    for (int first = 0; first < 2; first++) {
        arcs_game *game = act3_table(3u, first ? 0 : 1);
        int pl[10];
        assert_int_equal(planets_in_play(&game->s, pl, 10), 10);
        for (int i = 0; i < 5; i++) t_place_ships(game, 0, pl[i], 1, 0);
        for (int i = 5; i < 9; i++) put_imperial(game, pl[i], 1, 0);
        put_imperial(game, pl[9], 0, 2);
        t_place_ships(game, 1, pl[9], 8, 0);
        assert_int_equal(scored(game, 1), first ? 2 : 0);
        arcs_game_free(game);
    }
}

/* "You have more Loyal ships on the map than each Rival." p0 (a Regent)
 * with 4 ships (1 damaged), p1 3, p2 (an Outlaw) 3: the second grand
 * ambition (chapter 3: 4 Power). p2 with 4: a tie, none. p0 an Outlaw:
 * none. Both grand ambitions at once: chapter 4, 20 Power. */
static void admiral3_loyal_ships(void **state) {
    (void)state;
    for (int c = 0; c < 3; c++) {
        arcs_game *game = act3_table(c == 2 ? 2u : 3u, 1);
        t_place_ships(game, 0, 1, 3, 1);
        t_place_ships(game, 1, 2, 3, 0);
        t_place_ships(game, 2, 3, c == 1 ? 4 : 3, 0);
        assert_int_equal(scored(game, 3), c == 0 ? 4 : 0);
        arcs_game_free(game);
    }
    arcs_game *game = act3_table(3u, 0);
    int pl[9];
    assert_int_equal(planets_in_play(&game->s, pl, 9), 9);
    for (int i = 0; i < 9; i++) t_place_ships(game, 0, pl[i], 1, 0);
    t_place_ships(game, 1, 0, 8, 0);
    assert_int_equal(card_def_of(CARD_F719B)->grand_ambitions(&game->s, 0, CARD_F719B), 3);
    assert_int_equal(scored(game, 4), 20);
    arcs_game_free(game);
}

/* ----------------------------------------------------------- Martial Law */

/* p1 (a Regent, the Founder) on their turn with a ship in 2-hex, which the
 * Empire controls (a fresh Imperial ship): under Martial Law p1 does not
 * control it (the Presence Law gives nothing); the Admiral p0 in the same
 * place does; p1 holding Rogue Admirals (F706) or Imperial Officers (F702)
 * does; with Martial Law out of the booklet p1 does; an Outlaw never. */
static void martial_law_presence(void **state) {
    (void)state;
    const int sys = 1 * 4 + SYS_HEX;
    for (int c = 0; c < 5; c++) {
        arcs_game *game = act3_table(c == 4 ? 1u : 3u, 0);
        game_state *g = t_state(game);
        int p = c == 1 ? 0 : 1;
        if (c == 2) {
            t_take_out_court_card(g, CARD_F706);
            give_held(g, 1, CARD_F706);
        }
        if (c == 3) assert_true(booklet_remove(g, CARD_F720));
        t_place_ships(game, p, sys, 1, 0);
        put_imperial(game, sys, 1, 0);
        g->turn_player = (uint8_t)p;
        bool want = c == 1 || c == 2 || c == 3;
        assert_int_equal(player_controls(g, p, sys), want);
        assert_int_equal(fleet_command_denied(g, p), c == 0);
        arcs_game_free(game);
    }
    arcs_game *game = act3_table(3u, 0);
    game_state *g = t_state(game);
    t_take_out_court_card(g, CARD_F702);
    give_held(g, 1, CARD_F702);
    assert_false(fleet_command_denied(g, 1));
    arcs_game_free(game);
}

/* Player p moves `ships` fresh ships from 2-arrow into 2-gate (a Move of
 * a Mobilization lead). */
static void move_into_2gate(arcs_game *game, int p, int ships) {
    t_start_lead_turn(game, p, t_card(ARCS_MOBILIZATION, 4));
    const char *steps[] = {"action move", "move-from 2-arrow", "move-to 2-gate"};
    char text[48];
    for (int i = 0; i < 3; i++) {
        snprintf(text, sizeof text, "p%d %s", p, steps[i]);
        ok(game, text);
    }
    snprintf(text, sizeof text, "p%d ships %d 0", p, ships);
    ok(game, text);
}

/* "You cannot Command the Imperial Fleet ... can't take actions with
 * Imperial ships": p1 (a Regent) with ships and a starport in 2-arrow and
 * 2 fresh Imperial ships there moves its ships into 2-gate: no
 * "add-imperial" is offered and the Imperial ships stay; the Admiral p0
 * in the same place takes them along. Repair: p1 cannot repair a damaged
 * Imperial ship where it has a ship. */
static void martial_law_move_and_repair(void **state) {
    (void)state;
    const int from = 1 * 4 + SYS_ARROW;
    for (int p = 0; p < 2; p++) {
        arcs_game *game = act3_table(3u, 0);
        game_state *g = t_state(game);
        assert_true(sys_in_play(g, from));
        t_place_ships(game, p, from, 3, 0);
        put_imperial(game, from, 2, 0);
        move_into_2gate(game, p, 3);
        char text[48];
        snprintf(text, sizeof text, "p%d add-imperial", p);
        assert_int_equal(t_count_legal(game, text) > 0, p == 0);
        if (p == 0) {
            ok(game, "p0 add-imperial 2 0");
            assert_int_equal(g->camp.imperial[from - 1][0], 2);
        } else {
            assert_int_equal(g->camp.imperial[from][0], 2);
        }
        arcs_game_free(game);
    }
    for (int law = 0; law < 2; law++) {
        arcs_game *game = act3_table(3u, 0);
        game_state *g = t_state(game);
        if (!law) booklet_remove(g, CARD_F720);
        t_place_ships(game, 1, from, 1, 0);
        put_imperial(game, from, 0, 1);
        t_start_lead_turn(game, 1, t_card(ARCS_ADMINISTRATION, 4));
        assert_int_equal(t_count_legal(game, "p1 action repair"), !law);
        arcs_game_free(game);
    }
}

/* "... can't take actions with Imperial ships": p1 (a Regent) attacking
 * the Outlaw p2 in 2-hex, where a fresh Imperial ship is, may not add it
 * ("Empire May Attack": no add-imperial decision); the Admiral may. */
static void martial_law_battle(void **state) {
    (void)state;
    const int sys = 1 * 4 + SYS_HEX;
    for (int p = 0; p < 2; p++) {
        arcs_game *game = act3_table(3u, 0);
        t_place_ships(game, p, sys, 2, 0);
        t_place_ships(game, 2, sys, 1, 0);
        put_imperial(game, sys, 1, 0);
        t_start_lead_turn(game, p, t_card(ARCS_AGGRESSION, 4));
        char text[48];
        snprintf(text, sizeof text, "p%d action battle", p);
        ok(game, text);
        if (top_kind(game) == FR_BATTLE_SYSTEM) {
            snprintf(text, sizeof text, "p%d battle-system 2-hex", p);
            ok(game, text);
        }
        if (top_kind(game) == FR_BATTLE_DEFENDER) {
            snprintf(text, sizeof text, "p%d battle-defender p2", p);
            ok(game, text);
        }
        assert_int_equal(game->s.battle.defender, 2);
        assert_int_equal(top_kind(game) == FR_BATTLE_IMPERIAL, p == 0);
        arcs_game_free(game);
    }
}

/* "When taking a Catapult move, Empire control of gates ends your move."
 * p1 (a Regent) with 2 ships and a starport in 2-arrow moves into 2-gate,
 * which the Empire controls: the move ends there (no Catapult decision);
 * the Admiral's goes on (a Regent's Catapult ignores Empire control). */
static void martial_law_catapult(void **state) {
    (void)state;
    const int from = 1 * 4 + SYS_ARROW, gate = 1 * 4 + SYS_GATE;
    for (int p = 0; p < 2; p++) {
        arcs_game *game = act3_table(3u, 0);
        put_imperial(game, gate, 1, 0);
        t_place_ships(game, p, from, 2, 0);
        t_place_building(game, p, from, 0, true, false);
        move_into_2gate(game, p, 2);
        assert_int_equal(top_kind(game) == FR_CATAPULT, p == 0);
        arcs_game_free(game);
    }
}

/* "If you're the First Regent, you don't control Empire-controlled systems
 * for ambitions, objectives, and events": p1, the First Regent under
 * Martial Law, does not control an Empire-controlled planet for them
 * (privilege_controls); with Rogue Admirals p1 does; the Admiral as First
 * Regent does. */
static void martial_law_privilege(void **state) {
    (void)state;
    const int sys = 1 * 4 + SYS_HEX;
    for (int c = 0; c < 3; c++) {
        arcs_game *game = act3_table(3u, c == 2 ? 0 : 1);
        game_state *g = t_state(game);
        put_imperial(game, sys, 1, 0);
        if (c == 1) {
            t_take_out_court_card(g, CARD_F706);
            give_held(g, 1, CARD_F706);
        }
        int p = c == 2 ? 0 : 1;
        assert_int_equal(privilege_controls(g, p, sys), c != 0);
        arcs_game_free(game);
    }
}

/* faq.csv, Martial Law Q1: "Does this ever override the power of Imperial
 * Authority? No." p1 under Martial Law with Imperial Authority (F102) in
 * its play area taxes the Outlaw p2's city in 2-hex, which the Empire
 * controls; without it p1 cannot. */
static void martial_law_faq_imperial_authority(void **state) {
    (void)state;
    const int sys = 1 * 4 + SYS_HEX;
    for (int authority = 0; authority < 2; authority++) {
        arcs_game *game = act3_table(3u, 0);
        game_state *g = t_state(game);
        if (authority) play_area_add(g, 1, CARD_F102);
        t_place_ships(game, 1, sys, 1, 0);
        t_place_building(game, 2, sys, 0, false, false);
        put_imperial(game, sys, 1, 0);
        t_start_lead_turn(game, 1, t_card(ARCS_ADMINISTRATION, 4));
        assert_int_equal(t_is_legal(game, "p1 action tax"), authority == 1);
        arcs_game_free(game);
    }
}

/* faq.csv, Martial Law Q2: "Does this mean that Regents can battle each
 * other in Imperial systems now? No ... you still have to follow the Truce
 * Law." p1 under Martial Law cannot choose the Regent p0 as defender in
 * 2-hex, where an Imperial ship is; the Outlaw p2 it can. */
static void martial_law_faq_truce(void **state) {
    (void)state;
    const int sys = 1 * 4 + SYS_HEX;
    arcs_game *game = act3_table(3u, 0);
    game_state *g = t_state(game);
    t_place_ships(game, 1, sys, 2, 0);
    t_place_ships(game, 0, sys, 1, 0);
    t_place_ships(game, 2, sys, 1, 0);
    put_imperial(game, sys, 0, 1);
    g->turn_player = 1;
    assert_true(fleet_command_denied(g, 1));
    uint8_t opts[BATTLE_DEFENDERS_MAX];
    int n = battle_defenders(g, 1, sys, opts);
    bool p0 = false, p2 = false;
    for (int i = 0; i < n; i++) p0 |= opts[i] == 0, p2 |= opts[i] == 2;
    assert_false(p0);
    assert_true(p2);
    arcs_game_free(game);
}

/* -------------------------------------------------------- Mass Uprising */

/* ARCS-F717 Crisis: "Destroy every damaged ship. Bury this card." Damaged
 * ships of p0, p2 and the Empire are destroyed (back to their supplies,
 * no Trophies); fresh ones stay; the card is buried. */
static void mass_uprising_crisis(void **state) {
    (void)state;
    arcs_game *game = act3_table(3u, 0);
    game_state *g = t_state(game);
    t_court_card_at(game, CARD_F717, 1);
    t_place_ships(game, 0, 5, 2, 3);
    t_place_ships(game, 2, 9, 1, 1);
    put_imperial(game, 6, 1, 2);
    int s0 = g->pl[0].ships_supply, s2 = g->pl[2].ships_supply, imp = g->camp.imperial_supply;
    cards_crisis(g, CARD_F717, 1);
    run_forward(g);
    assert_int_equal(g->sys[5].fresh[0], 2);
    assert_int_equal(g->sys[5].damaged[0], 0);
    assert_int_equal(g->sys[9].damaged[2], 0);
    assert_int_equal(g->camp.imperial[6][0], 1);
    assert_int_equal(g->camp.imperial[6][1], 0);
    assert_int_equal(g->pl[0].ships_supply, s0 + 3);
    assert_int_equal(g->pl[2].ships_supply, s2 + 1);
    assert_int_equal(g->camp.imperial_supply, imp + 2);
    assert_int_equal(g->pl[1].trophy_ships[0] + g->pl[0].trophy_ships[2], 0);
    assert_true(buried(game, CARD_F717));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "When Secured: Choose a cluster on the map. You place 1 ship in each
 * system of that cluster. Discard this card." p0 secures it: one move per
 * cluster in play; cluster 2: a ship in each of its 4 systems, the card in
 * the Court discard pile. A cluster out of play or a number past the map
 * is refused, the game unchanged. Short of ships (2 in supply): p0 places
 * them where it chooses. */
static void mass_uprising_secured(void **state) {
    (void)state;
    for (int shortage = 0; shortage < 2; shortage++) {
        arcs_game *game = act3_table(3u, 0);
        game_state *g = t_state(game);
        t_court_card_at(game, CARD_F717, 1);
        g->pl[0].agents_supply--;
        g->court_agents[1][0] = 1;
        if (shortage) t_place_ships(game, 0, 0, g->pl[0].ships_supply - 2, 0);
        int clusters = 0, out = -1;
        for (int k = 0; k < NUM_CLUSTERS; k++)
            if (sys_in_play(g, k * 4)) clusters++;
            else out = k;
        t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
        ok(game, "p0 action secure");
        ok(game, "p0 secure 1");
        assert_int_equal(top_kind(game), FR_CARD);
        assert_int_equal(t_count_legal(game, "p0 card admiral-mass-uprising cluster"), clusters);
        char text[64];
        if (out >= 0) {
            snprintf(text, sizeof text, "p0 card admiral-mass-uprising cluster cluster-%d", out + 1);
            t_refused_unchanged(game, text);
        }
        t_refused_unchanged(game, "p0 card admiral-mass-uprising cluster cluster-9");
        t_assert_reloads(game, "mass uprising: the cluster decision");
        t_assert_texts_round_trip(game);
        ok(game, "p0 card admiral-mass-uprising cluster cluster-2");
        if (!shortage) {
            for (int s = 4; s < 8; s++) assert_int_equal(g->sys[s].fresh[0], 1);
        } else {
            assert_int_equal(top_kind(game), FR_CARD);
            ok(game, "p0 card admiral-mass-uprising place-ship 2-gate");
            ok(game, "p0 card admiral-mass-uprising place-ship 2-hex");
            assert_int_equal(g->sys[4].fresh[0] + g->sys[7].fresh[0], 2);
            assert_int_equal(g->sys[5].fresh[0] + g->sys[6].fresh[0], 0);
        }
        assert_int_equal(court_discard_pile(g)[g->court_discard_len - 1], CARD_F717);
        t_assert_invariants(game);
        t_assert_reloads(game, "mass uprising secured");
        arcs_game_free(game);
    }
}

/* faq.csv, Mass Uprising: "If I Ransack the Court to secure this during a
 * battle, do ships I place in the battle system count as attacking ships?
 * No." p0 attacks the Outlaw p2 in 2-hex with 2 damaged ships and 2 raid
 * dice (forced: self hit + key, self hit + building hit): the self hits
 * destroy both ships, the building hit p2's damaged city; p0 Ransacks
 * Mass Uprising (p2's agents on it) and places a ship in each system of
 * cluster 2, the battle system among them; the key is unused ("No
 * attacking ships left"): the placed ship is no attacking ship. */
static void mass_uprising_faq_ransack(void **state) {
    (void)state;
    const int sys = 1 * 4 + SYS_HEX;
    arcs_game *game = act3_table(1u, 0);
    game_state *g = t_state(game);
    t_court_card_at(game, CARD_F717, 1);
    g->pl[2].agents_supply = (uint8_t)(g->pl[2].agents_supply - 2);
    g->court_agents[1][2] = 2;
    t_place_ships(game, 0, sys, 0, 2);
    t_place_building(game, 2, sys, 0, false, true);
    t_give_to_empty_slot(game, 2, ARCS_FUEL);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    if (top_kind(game) == FR_BATTLE_SYSTEM) ok(game, "p0 battle-system 2-hex");
    if (top_kind(game) == FR_BATTLE_DEFENDER) ok(game, "p0 battle-defender p2");
    const uint8_t raid[] = {2, 4}; /* raid faces: self + key; self + building hit */
    battle_force_faces(g, raid, 2);
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    if (t_is_legal(game, "p0 dice assault 0")) ok(game, "p0 dice assault 0");
    if (t_is_legal(game, "p0 dice skirmish 0")) ok(game, "p0 dice skirmish 0");
    ok(game, "p0 dice raid 2");
    while (g->battle.active && top_kind(game) == FR_BATTLE_HIT) assert_true(t_apply_prefix(game, "p0 hit"));
    if (top_kind(game) == FR_RANSACK) assert_true(t_apply_prefix(game, "p0 ransack"));
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(g)->card, CARD_F717);
    ok(game, "p0 card admiral-mass-uprising cluster cluster-2");
    run_forward(g);
    assert_false(g->battle.active);
    assert_int_equal(g->sys[sys].fresh[0], 1);
    assert_true(t_logged(&log, "No attacking ships left"));
    assert_int_equal(resources_held(&g->pl[0], ARCS_FUEL), 0);
    arcs_game_free(game);
}

/* ------------------------------------------------ Imperial Defectors */

/* ARCS-F715 (a reprint of F710, its def) in an Act III whose Admiral
 * failed Act II: the Crisis in the rolled cluster replaces the Imperial
 * ships with ships of the first Outlaw (p2) and the card is buried. */
static void imperial_defectors_act3(void **state) {
    (void)state;
    arcs_game *game = act3_game(true);
    clear_holdings(game, false);
    t_clear_board(game);
    game_state *g = t_state(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    g->camp.regents = 3u;
    g->camp.first_regent = 0;
    g->initiative = 0;
    g->camp.number_die = 2;
    t_court_card_at(game, CARD_F715, 1);
    put_imperial(game, 5, 2, 0);
    cards_crisis(g, CARD_F715, 1);
    run_forward(g);
    assert_int_equal(g->sys[5].fresh[2], 2);
    assert_int_equal(imperial_in(g, 5), 0);
    assert_true(buried(game, CARD_F715));
    t_assert_invariants(game);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(admiral3_setup),
        cmocka_unit_test(admiral3_planets),
        cmocka_unit_test(admiral3_first_regent),
        cmocka_unit_test(admiral3_loyal_ships),
        cmocka_unit_test(martial_law_presence),
        cmocka_unit_test(martial_law_move_and_repair),
        cmocka_unit_test(martial_law_battle),
        cmocka_unit_test(martial_law_catapult),
        cmocka_unit_test(martial_law_privilege),
        cmocka_unit_test(martial_law_faq_imperial_authority),
        cmocka_unit_test(martial_law_faq_truce),
        cmocka_unit_test(mass_uprising_crisis),
        cmocka_unit_test(mass_uprising_secured),
        cmocka_unit_test(mass_uprising_faq_ransack),
        cmocka_unit_test(imperial_defectors_act3),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
