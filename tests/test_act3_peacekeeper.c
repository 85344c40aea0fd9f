/* The Peacekeeper's Act III (ARCS-F1507A/B) and the cards it brings:
 * Ceasefires (F1508), Empire Balks at Peace (F1509), Peace Dividends
 * (F1510), Peace Accords (F1511), and Arms Interest (F1505/F1506, added to
 * the Court deck by the completed Act II Resolution), in Act III games
 * started from campaign records (p0 fails Act I, takes the Peacekeeper,
 * completes Act II and keeps it). */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>
#include <string.h>

#include "act2_fixture.h"
#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/summit.h"
#include "campaign/trust.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/peacekeeper/peacekeeper.h"

static const t_fates FATES = {.a = {CARD_FATE07, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                              .b = {CARD_FATE15}, .completed2 = 7u};

static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

static int top_kind(const arcs_game *game) { return top_frame_c(&game->s)->kind; }

static bool in_booklet(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

/* After the Act III Setup: p0 the Peacekeeper. */
static arcs_game *act3_game(void) {
    arcs_game *game = t_act3_started(3, 0x1507, &FATES, ARCS_CHANCE_INTERNAL);
    assert_int_equal(game->s.camp.act, 3);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE15);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    return game;
}

/* The same, shaped: an empty map, no resources or Guild cards, no titles
 * (everyone an Outlaw) unless `regents` / `first`, every Ceasefire token at
 * War but those of `peace` (bit per cluster). */
static arcs_game *table(unsigned regents, int first, unsigned peace) {
    arcs_game *game = act3_game();
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
    ceasefire_data *d = CEASEFIRES(g);
    assert_int_equal(d->tokens, CLUSTERS_ALL);
    d->peace = (uint8_t)peace;
    d->brokered = 0;
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

static int sys_of(int cluster, int which) { return cluster * 4 + which; }

/* ---------------------------------------------------------------- F1507A */

/* The Setup side as played from the record: the four cards in the rules
 * booklet, a Ceasefire token for every cluster (all 6 in play), the
 * objective card in the play area, no marker. */
static void setup_as_played(void **state) {
    (void)state;
    arcs_game *game = act3_game();
    const game_state *g = &game->s;
    for (int c = CARD_F1508; c <= CARD_F1511; c++) assert_true(in_booklet(g, c));
    assert_int_equal(CEASEFIRES(g)->tokens, CLUSTERS_ALL);
    assert_true(t_in_play_area(g, 0, CARD_F1507B));
    assert_int_equal(g->camp.objective[0], OBJECTIVE_NONE);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1507A step 1: Peace where the Peacekeeper controls a system (a ship in
 * cluster 1's gate, one in cluster 4), War elsewhere; as First Regent
 * the Empire-controlled systems count (Imperial ships in cluster 6); not
 * as a Regent only. */
static void setup_peace_where_controlled(void **state) {
    (void)state;
    for (int first = 0; first < 2; first++) {
        arcs_game *game = table(first ? 1u : 0u, first ? 0 : NO_PLAYER, 0);
        game_state *g = t_state(game);
        memset(CEASEFIRES(g), 0, sizeof(ceasefire_data));
        t_place_ships(game, 0, sys_of(0, SYS_GATE), 1, 0);
        t_place_ships(game, 0, sys_of(3, SYS_HEX), 1, 0);
        t_place_ships(game, 1, sys_of(2, SYS_ARROW), 2, 0);
        put_imperial(game, sys_of(5, SYS_CRESCENT), 2, 0);
        for (int c = CARD_F1508; c <= CARD_F1511; c++) booklet_remove(g, c);
        card_def_of(CARD_F1507A)->fate_setup(g, 0, CARD_F1507A);
        const ceasefire_data *d = CEASEFIRES(g);
        assert_int_equal(d->tokens, CLUSTERS_ALL);
        assert_int_equal(d->peace, first ? 0x29 : 0x09);
        for (int c = CARD_F1508; c <= CARD_F1511; c++) assert_true(in_booklet(g, c));
        game_bump(game);
        t_assert_invariants(game);
        t_assert_reloads(game, "ceasefires placed");
        arcs_game_free(game);
    }
}

/* F1507A step 2: "With 2 players, return all Weapons from the Warlord
 * ambition box." (2 there: the supply gets them back). */
static void setup_two_players_warlord_weapons(void **state) {
    (void)state;
    const t_fates two = {.a = {CARD_FATE07, CARD_FATE02}, .completed1 = 2u, .b = {CARD_FATE15}, .completed2 = 3u};
    arcs_game *game = t_act3_started(2, 0x1508, &two, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE15);
    assert_true(g->res_supply[ARCS_WEAPON] >= 2);
    g->res_supply[ARCS_WEAPON] = (uint8_t)(g->res_supply[ARCS_WEAPON] - 2);
    g->phantom[ARCS_WEAPON] = (uint8_t)(g->phantom[ARCS_WEAPON] + 2);
    int supply = g->res_supply[ARCS_WEAPON] + g->phantom[ARCS_WEAPON];
    memset(CEASEFIRES(g), 0, sizeof(ceasefire_data));
    for (int c = CARD_F1508; c <= CARD_F1511; c++) booklet_remove(g, c);
    card_def_of(CARD_F1507A)->fate_setup(g, 0, CARD_F1507A);
    assert_int_equal(g->phantom[ARCS_WEAPON], 0);
    assert_int_equal(g->res_supply[ARCS_WEAPON], supply);
    game_bump(game);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---------------------------------------------------------------- F1507B */

static int grand(const game_state *g) { return card_def_of(CARD_F1507B)->grand_ambitions(g, 0, CARD_F1507B); }

/* "2 clusters or more are at Peace" / "5 clusters or more are at Peace". */
static void grand_clusters_at_peace(void **state) {
    (void)state;
    arcs_game *game = table(0, NO_PLAYER, 0x01);
    game_state *g = t_state(game);
    assert_int_equal(grand(g), 0);
    CEASEFIRES(g)->peace = 0x11;
    assert_int_equal(grand(g), 1);
    CEASEFIRES(g)->peace = 0x1E;
    assert_int_equal(grand(g), 1);
    CEASEFIRES(g)->peace = 0x3E;
    assert_int_equal(grand(g), 3);
    CEASEFIRES(g)->peace = CLUSTERS_ALL;
    assert_int_equal(grand(g), 3);
    arcs_game_free(game);
}

/* Scored from the chapter track at the chapter's end: chapter 2, both (8
 * Power), then the first only (3 Power); at War everywhere nothing. */
static void grand_scored_at_chapter_end(void **state) {
    (void)state;
    static const struct { unsigned peace; int gain; const char *line; } CASES[] = {
        {CLUSTERS_ALL, 8, "Chapter 2: Player 1 fulfilled both grand ambitions of Peacekeeper Act III Objective"},
        {0x03, 3, "Chapter 2: Player 1 fulfilled the first grand ambition of Peacekeeper Act III Objective"},
        {0x00, 0, NULL},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        arcs_game *game = table(0, NO_PLAYER, CASES[i].peace);
        t_only_grand_ambitions_of(game, 0);
        game_state *g = t_state(game);
        g->chapter = 2;
        int before = g->pl[0].power;
        t_log log = {0};
        game->log = t_keep_line;
        game->log_ud = &log;
        campaign_score_grand_ambitions(g);
        assert_int_equal(g->pl[0].power, before + CASES[i].gain);
        if (CASES[i].line) assert_true(t_logged(&log, CASES[i].line));
        else assert_false(t_logged(&log, "Peacekeeper Act III Objective"));
        arcs_game_free(game);
    }
}

/* ---------------------------------------------------------------- F1508 */

/* p1 (2 fresh ships) and p2 (1 ship) in 2-hex, cluster 2 at Peace (bit 1);
 * p1 leads Aggression 4. */
static arcs_game *peace_battle(int weapons) {
    arcs_game *game = table(0, NO_PLAYER, 0x02);
    t_place_ships(game, 1, sys_of(1, SYS_HEX), 2, 0);
    t_place_ships(game, 2, sys_of(1, SYS_HEX), 1, 0);
    for (int i = 0; i < weapons; i++) t_give_resource(game, 1, i, ARCS_WEAPON);
    return game;
}

static void battle_in_2hex(arcs_game *game, int p, const char *defender) {
    char text[48];
    snprintf(text, sizeof text, "p%d action battle", p);
    ok(game, text);
    snprintf(text, sizeof text, "p%d battle-system 2-hex", p);
    if (top_kind(game) == FR_BATTLE_SYSTEM) ok(game, text);
    snprintf(text, sizeof text, "p%d battle-defender %s", p, defender);
    if (top_kind(game) == FR_BATTLE_DEFENDER) ok(game, text);
}

/* "To harm anything in a cluster at Peace ... you must spend 1 Weapon. If
 * you do, flip the Ceasefire token in the cluster to War." Without a
 * Weapon p1 cannot battle p2 there (refused, the game byte-identical);
 * with one the battle starts, the Weapon is spent and cluster 2 is at War. */
static void ceasefire_costs_a_weapon(void **state) {
    (void)state;
    arcs_game *game = peace_battle(0);
    game_state *g = t_state(game);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    assert_false(t_is_legal(game, "p1 action battle"));
    t_refused_unchanged(game, "p1 action battle");
    arcs_game_free(game);

    game = peace_battle(1);
    g = t_state(game);
    int supply = g->res_supply[ARCS_WEAPON];
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    battle_in_2hex(game, 1, "p2");
    assert_true(g->battle.active);
    assert_false(cluster_at_peace(g, 1));
    assert_true(cluster_at_war(g, 1));
    assert_int_equal(resources_held(&g->pl[1], ARCS_WEAPON), 0);
    assert_int_equal(g->res_supply[ARCS_WEAPON], supply + 1);
    assert_true(t_logged(&log, "Ceasefires: Player 2 harms in Cluster 2, at Peace"));
    assert_true(t_logged(&log, "the Ceasefire token of Cluster 2 flips to War"));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "... except Loyal pieces and Blight": Blight in a cluster at Peace is
 * battled for free, the token stays at Peace. */
static void ceasefire_spares_blight_battles(void **state) {
    (void)state;
    arcs_game *game = table(0, NO_PLAYER, 0x02);
    game_state *g = t_state(game);
    t_place_ships(game, 1, sys_of(1, SYS_HEX), 2, 0);
    put_blight(game, sys_of(1, SYS_HEX), 1, 0);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    battle_in_2hex(game, 1, "blight");
    assert_true(g->battle.active);
    assert_true(cluster_at_peace(g, 1));
    arcs_game_free(game);
}

/* The Empire's ships are protected too: a Regent-less p1 with no Weapon
 * cannot battle Imperial ships in a cluster at Peace; at War they can. */
static void ceasefire_protects_the_empire(void **state) {
    (void)state;
    for (int war = 0; war < 2; war++) {
        arcs_game *game = table(0, NO_PLAYER, war ? 0 : 0x02);
        t_place_ships(game, 1, sys_of(1, SYS_HEX), 2, 0);
        put_imperial(game, sys_of(1, SYS_HEX), 1, 0);
        t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
        assert_int_equal(t_is_legal(game, "p1 action battle"), war == 1);
        arcs_game_free(game);
    }
}

/* Two Weapons in slots (a city returning covers the rightmost first): which one is spent is p1's
 * decision ("card ceasefires pay slot-<n>"), saved and reloaded while it
 * waits; a slot without a Weapon is refused. */
static void ceasefire_payment_is_a_choice(void **state) {
    (void)state;
    arcs_game *game = peace_battle(0);
    game_state *g = t_state(game);
    t_give_resource(game, 1, 0, ARCS_WEAPON);
    t_give_resource(game, 1, 1, ARCS_WEAPON);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    battle_in_2hex(game, 1, "p2");
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(g)->card, CARD_F1508);
    assert_true(t_is_legal(game, "p1 card ceasefires pay slot-0"));
    assert_true(t_is_legal(game, "p1 card ceasefires pay slot-1"));
    t_refused_unchanged(game, "p1 card ceasefires pay slot-2");
    t_assert_reloads(game, "ceasefire payment");
    ok(game, "p1 card ceasefires pay slot-1");
    g = t_state(game);
    assert_int_equal(g->pl[1].res[0], ARCS_WEAPON + 1);
    assert_int_equal(g->pl[1].res[1], RES_EMPTY);
    assert_true(cluster_at_war(g, 1));
    arcs_game_free(game);
}

/* faq.csv, Ceasefires: "If a player plays a non-Aggression card to battle
 * in a cluster at Peace, do they need to spend 1 or 2 Weapons? ... It would
 * cost 2 weapons: One to apply Battle to the Action Card via the standard
 * Prelude ability of a Weapon, and one to flip the Ceasefire token." With 1
 * Weapon, spent in the Prelude, p1 cannot battle p2 there; with 2, both
 * are spent. */
static void faq_ceasefires_two_weapons(void **state) {
    (void)state;
    for (int weapons = 1; weapons <= 2; weapons++) {
        arcs_game *game = peace_battle(weapons);
        game_state *g = t_state(game);
        t_start_lead_turn(game, 1, t_card(ARCS_ADMINISTRATION, 4));
        assert_false(t_is_legal(game, "p1 action battle"));
        ok(game, "p1 spend 0 battle");
        assert_int_equal(t_is_legal(game, "p1 action battle"), weapons == 2);
        if (weapons == 2) {
            battle_in_2hex(game, 1, "p2");
            g = t_state(game);
            assert_true(g->battle.active);
            assert_int_equal(resources_held(&g->pl[1], ARCS_WEAPON), 0);
            assert_true(cluster_at_war(g, 1));
        }
        arcs_game_free(game);
    }
}

/* faq.csv, Ceasefires: "Is it one weapon per flip if a player wants to flip
 * more than 1 Ceasefire token? ... It is also one Weapon per flip." Fire
 * Rifles-style harm outside a battle (EVT_HARM) in cluster 3 at Peace
 * after a battle in cluster 2 costs a second Weapon; harm in a cluster
 * already at War costs none. */
static void faq_ceasefires_one_weapon_per_flip(void **state) {
    (void)state;
    arcs_game *game = table(0, NO_PLAYER, 0x06);
    game_state *g = t_state(game);
    t_give_resource(game, 1, 0, ARCS_WEAPON);
    t_give_resource(game, 1, 1, ARCS_WEAPON);
    t_place_ships(game, 2, sys_of(2, SYS_HEX), 1, 0);
    t_place_ships(game, 2, sys_of(4, SYS_HEX), 1, 0);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    harm_event(g, 1, 2, sys_of(2, SYS_HEX)); /* cluster 3: 2 Weapons, a choice */
    run_forward(g);
    ok(game, "p1 card ceasefires pay slot-1");
    assert_true(cluster_at_war(g, 2));
    assert_int_equal(resources_held(&g->pl[1], ARCS_WEAPON), 1);
    harm_event(g, 1, 2, sys_of(4, SYS_HEX)); /* cluster 5, at War: free */
    assert_int_equal(resources_held(&g->pl[1], ARCS_WEAPON), 1);
    harm_event(g, 1, 2, sys_of(1, SYS_ARROW)); /* cluster 2, at Peace: the last Weapon */
    assert_int_equal(resources_held(&g->pl[1], ARCS_WEAPON), 0);
    assert_int_equal(CEASEFIRES(g)->peace, 0);
    game_bump(game);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---------------------------------------------------------------- F1509 */

/* "If the Imperial Policy is War and the Peacekeeper is an Outlaw, the
 * First Regent may flip 1 Ceasefire token to War in a cluster where the
 * Empire controls at least 2 systems." p1 First Regent, the Empire in 2
 * systems of cluster 2 (at Peace) and 1 of cluster 3 (at Peace): only
 * cluster 2 is offered. Under Peace, or with the Peacekeeper a Regent,
 * nothing is offered. */
static void empire_balks_at_peace(void **state) {
    (void)state;
    for (int c = 0; c < 3; c++) {
        arcs_game *game = table(c == 2 ? 3u : 2u, 1, 0x06);
        game_state *g = t_state(game);
        g->camp.govern_top = c == 1 ? 2 : 1; /* Peace : War */
        put_imperial(game, sys_of(1, SYS_HEX), 1, 0);
        put_imperial(game, sys_of(1, SYS_ARROW), 1, 0);
        put_imperial(game, sys_of(2, SYS_ARROW), 1, 0);
        t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
        t_log log = {0};
        game->log = t_keep_line;
        game->log_ud = &log;
        card_def_of(CARD_F1509)->edict(g, CARD_F1509);
        if (c) {
            assert_int_not_equal(top_kind(game), FR_CARD);
            assert_true(t_logged(&log, "nothing happens"));
            arcs_game_free(game);
            continue;
        }
        game_bump(game);
        assert_int_equal(top_kind(game), FR_CARD);
        assert_true(t_is_legal(game, "p1 card empire-balks-at-peace flip cluster-2"));
        t_refused_unchanged(game, "p1 card empire-balks-at-peace flip cluster-3");
        t_assert_reloads(game, "empire balks");
        ok(game, "p1 card empire-balks-at-peace flip cluster-2");
        g = t_state(game);
        assert_int_equal(CEASEFIRES(g)->peace, 0x04);
        arcs_game_free(game);
    }
}

/* ---------------------------------------------------------------- F1510 */

/* "Players gain 2 Power for each system they control in clusters at
 * Peace. The First Regent controls Empire-controlled systems but only
 * gains Power for them if the Imperial Policy is Peace." p2 controls 2
 * systems of cluster 2 (at Peace) and 1 of cluster 3 (at War): +4; p1, the
 * First Regent, 1 system of theirs and 1 of the Empire's in cluster 2: +2
 * under War, +4 under Peace. */
static void peace_dividends(void **state) {
    (void)state;
    for (int peace = 0; peace < 2; peace++) {
        arcs_game *game = table(2u, 1, 0x02);
        game_state *g = t_state(game);
        g->camp.govern_top = peace ? 2 : 1;
        t_place_ships(game, 2, sys_of(1, SYS_HEX), 1, 0);
        t_place_ships(game, 2, sys_of(1, SYS_GATE), 1, 0);
        t_place_ships(game, 2, sys_of(2, SYS_HEX), 1, 0);
        t_place_ships(game, 1, sys_of(1, SYS_ARROW), 1, 0);
        put_imperial(game, sys_of(1, SYS_CRESCENT), 1, 0);
        int p0 = g->pl[0].power, p1 = g->pl[1].power, p2 = g->pl[2].power;
        card_def_of(CARD_F1510)->edict(g, CARD_F1510);
        assert_int_equal(g->pl[0].power, p0);
        assert_int_equal(g->pl[1].power, p1 + (peace ? 4 : 2));
        assert_int_equal(g->pl[2].power, p2 + 4);
        arcs_game_free(game);
    }
}

/* ---------------------------------------------------------------- F1511 */

/* Cluster 2 at War: p0 controls 1 system there, p1 1, p2 1; p0 holds a
 * Favor of p2. A Summit called by p0. */
static arcs_game *summit_table(void) {
    arcs_game *game = table(0, NO_PLAYER, 0);
    t_place_ships(game, 0, sys_of(1, SYS_HEX), 1, 0);
    t_place_ships(game, 1, sys_of(1, SYS_ARROW), 1, 0);
    t_place_ships(game, 2, sys_of(1, SYS_CRESCENT), 1, 0);
    t_give_favors(game, 0, 2, 1);
    t_call_summit(game, 0);
    ok(game, "p0 order-done");
    return game;
}

/* Broker Peace: p0 asks p1, who consents (1 + 1 systems): cluster 2 flips
 * to Peace; a second Broker Peace of cluster 2 is not offered in this
 * Summit. */
static void broker_peace_with_consent(void **state) {
    (void)state;
    arcs_game *game = summit_table();
    game_state *g = t_state(game);
    assert_true(t_is_legal(game, "p0 card peace-accords broker cluster-2"));
    assert_false(t_is_legal(game, "p0 card peace-accords broker cluster-1")); /* nobody controls it */
    ok(game, "p0 card peace-accords broker cluster-2");
    t_refused_unchanged(game, "p0 card peace-accords ask p0");
    ok(game, "p0 card peace-accords ask p1");
    assert_int_equal(arcs_current_player(game), 1);
    t_assert_reloads(game, "broker peace consent");
    ok(game, "p1 card peace-accords consent");
    g = t_state(game);
    assert_true(cluster_at_peace(g, 1));
    assert_int_equal(top_kind(game), FR_SUMMIT_NEGOTIATE);
    assert_int_equal(favor_count(g, 0, 2), 1); /* nothing forced */
    arcs_game_free(game);
}

/* p1 refuses; "You may get the consent of Rivals by returning 1 Favor of
 * theirs": p0 forces p2's consent, the Favor returns to p2, Peace. */
static void broker_peace_forced_by_favor(void **state) {
    (void)state;
    arcs_game *game = summit_table();
    game_state *g = t_state(game);
    int agents = g->pl[2].agents_supply;
    ok(game, "p0 card peace-accords broker cluster-2");
    ok(game, "p0 card peace-accords ask p1");
    ok(game, "p1 decline");
    assert_false(t_is_legal(game, "p0 card peace-accords ask p1"));
    assert_false(t_is_legal(game, "p0 card peace-accords force p1")); /* no Favor of p1's */
    ok(game, "p0 card peace-accords force p2");
    g = t_state(game);
    assert_true(cluster_at_peace(g, 1));
    assert_int_equal(favor_count(g, 0, 2), 0);
    assert_int_equal(g->pl[2].agents_supply, agents + 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Giving up leaves the token at War, the Favor kept. */
static void broker_peace_given_up(void **state) {
    (void)state;
    arcs_game *game = summit_table();
    game_state *g = t_state(game);
    ok(game, "p0 card peace-accords broker cluster-2");
    ok(game, "p0 decline");
    g = t_state(game);
    assert_true(cluster_at_war(g, 1));
    assert_int_equal(favor_count(g, 0, 2), 1);
    assert_false(t_is_legal(game, "p0 card peace-accords broker cluster-2"));
    arcs_game_free(game);
}

/* ---------------------------------------------------------------- F1505 */

/* Each gained Weapon placed in its gainer's first empty slot. */
static void place_all(arcs_game *game) {
    while (top_kind(game) == FR_PLACE_RESOURCE) {
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        const game_state *g = t_state(game);
        size_t pick = n;
        for (size_t i = 0; i < n && pick == n; i++)
            if (m[i].kind == ARCS_MOVE_PLACE_RESOURCE && g->pl[m[i].player].res[m[i].a] == RES_EMPTY) pick = i;
        assert_true(pick < n);
        assert_int_equal(arcs_apply(game, m[pick]), ARCS_OK);
    }
}

/* Arms Interest (the Interests' def with Weapons): "Assemble (Build): Gain
 * 1 Weapon." and "Prelude: You may discard this to gain Weapons up to your
 * number of empty resource slots." Held by p1 (the Peacekeeper has Weapon
 * Outrage since their Act II Setup). */
static void arms_interest(void **state) {
    (void)state;
    for (int prelude = 0; prelude < 2; prelude++) {
        arcs_game *game = table(0, NO_PLAYER, 0);
        game_state *g = t_state(game);
        assert_false(card_scrapped(g, CARD_F1505));
        t_take_out_court_card(g, CARD_F1505);
        give_held(g, 1, CARD_F1505);
        game_bump(game);
        t_start_lead_turn(game, 1, t_card(ARCS_CONSTRUCTION, 4));
        int empty = 0;
        for (int i = 0; i < open_res_slots(&g->pl[1]); i++) empty += g->pl[1].res[i] == RES_EMPTY;
        char text[64];
        snprintf(text, sizeof text, "p1 card arms-interest prelude %d", empty);
        ok(game, prelude ? text : "p1 card arms-interest assemble pip");
        place_all(game);
        g = t_state(game);
        assert_int_equal(resources_held(&g->pl[1], ARCS_WEAPON), prelude ? empty : 1);
        assert_int_equal(held_index(g, 1, CARD_F1505) >= 0, !prelude);
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_as_played),
        cmocka_unit_test(setup_peace_where_controlled),
        cmocka_unit_test(setup_two_players_warlord_weapons),
        cmocka_unit_test(grand_clusters_at_peace),
        cmocka_unit_test(grand_scored_at_chapter_end),
        cmocka_unit_test(ceasefire_costs_a_weapon),
        cmocka_unit_test(ceasefire_spares_blight_battles),
        cmocka_unit_test(ceasefire_protects_the_empire),
        cmocka_unit_test(ceasefire_payment_is_a_choice),
        cmocka_unit_test(faq_ceasefires_two_weapons),
        cmocka_unit_test(faq_ceasefires_one_weapon_per_flip),
        cmocka_unit_test(empire_balks_at_peace),
        cmocka_unit_test(peace_dividends),
        cmocka_unit_test(broker_peace_with_consent),
        cmocka_unit_test(broker_peace_forced_by_favor),
        cmocka_unit_test(broker_peace_given_up),
        cmocka_unit_test(arms_interest),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
