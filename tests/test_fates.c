/*
 * The Fates' framework and Act I Fates (lib/campaign/fates.h,
 * lib/cards/campaign): objectives and the event bus, protected Guild
 * cards, resources on cards, attached cards, the campaign queries, the
 * Fate choice's secrecy, the Steward and the Founder, and a property run
 * over random Act I games rotating the implemented Fates (FATE_TRIGGERS:
 * one row per objective trigger and Fate card, each of which must fire).
 *
 * ARCS_FATE_GAMES: games per player count of the property run (default
 * 170: ~500 games of Act I alone; set, whole campaigns: the slow suite's
 * test_fates_slow runs 1,000 per player count);
 * ARCS_FATE_ONE="<players> <game>": only that game, its log on stderr.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "campaign_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "core/game.h"
#include "core/invariants.h"
#include "data/card_ids.h"
#include "data/tables.h"

/* ---- helpers ---- */

/* A scenario (empty map, after setup) with no decision pending: for
 * driving the chapter end by hand. */
static arcs_game *quiet_scenario(int players, unsigned regents) {
    arcs_game *game = scenario(players, regents);
    game_state *g = t_state(game);
    g->depth = 0;
    memset(g->stack, 0, sizeof g->stack);
    /* Nothing counts for an ambition but what the test gives. */
    clear_holdings(game, true);
    return game;
}

static void end_chapter(arcs_game *game) {
    chapter_end_begin(t_state(game));
    run_forward(t_state(game));
}


/* Put p's resource of type r in the first empty slot. */

/* Legal moves whose text starts with prefix (after writing the state). */
static int count_prefix(arcs_game *game, const char *prefix) {
    game_bump(game);
    return t_count_legal(game, prefix);
}

/* The legal move of this kind with a (and, for card moves, step c and d),
 * applied; fails if none. */
static void apply_kind(arcs_game *game, int kind, int a, int c, int d) {
    game_bump(game);
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n);
    for (size_t i = 0; i < n; i++) {
        if (m[i].kind != kind) continue;
        if (kind == ARCS_MOVE_CARD ? (m[i].c != c || m[i].d != d) : m[i].a != a) continue;
        assert_int_equal(arcs_apply(game, m[i]), ARCS_OK);
        t_assert_invariants(game);
        return;
    }
    fail_msg("no legal move of kind %d (%d, %d, %d)", kind, a, c, d);
}

static int top_kind(arcs_game *game) { return game->s.stack[game->s.depth - 1].kind; }

/* Resolve the decisions a gain left (where a resource goes) until the
 * turn's own decision is back on top. */
static void settle(arcs_game *game) {
    while (top_kind(game) != FR_TURN) {
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        game_bump(game);
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal(arcs_apply(game, m[0]), ARCS_OK);
    }
}

/* p0 leads `card` and declares nothing. */
static void p0_leads(arcs_game *game, const char *card) {
    char text[64];
    snprintf(text, sizeof text, "p0 lead %s", card);
    ok(game, text);
    if (top_kind(game) == FR_DECLARE) ok(game, "p0 no-declare");
}

/* ---- the Founder (F201A/B) ---- */

/* A chapter's scoring for the Founder (player 0 of 3) in one situation:
 * titles, the First Regent, up to two markers' boxes, resources given
 * (player, type; -1 ends), fresh/damaged ships of p0 per system (system,
 * fresh, damaged; -1 ends); then the marker's expected space. */
typedef struct founder_case {
    const char *what;
    unsigned regents;
    int first_regent;
    int boxes[2];
    int gives[3][2];
    int ships[4][3];
    int expect;
} founder_case;

static const founder_case FOUNDER_CASES[] = {
    /* Campaign rulebook (pdftext p. 8), objective example: the Founder, an
     * Outlaw, wins 2 ambitions and controls 3 systems at the end of a
     * chapter: 3 + 3 for the ambitions, 1 per system: advance 9 (3
     * players: from 16). Damaged ships alone give no control. */
    {"the rulebook's example", 0x6, 1, {ARCS_TYCOON, ARCS_KEEPER}, {{0, ARCS_MATERIAL}, {0, ARCS_RELIC}, {-1, 0}},
     {{1, 1, 0}, {2, 2, 0}, {5, 1, 1}, {6, 0, 2}}, 16 - 9},
    {"a Regent: nothing", 0x7, 0, {ARCS_TYCOON, -1}, {{0, ARCS_MATERIAL}, {-1, 0}}, {{1, 1, 0}, {-1, 0, 0}}, 16},
    /* "Winning Ambitions": first place, not tied. */
    {"a tie is no win", 0x6, 1, {ARCS_KEEPER, -1}, {{0, ARCS_RELIC}, {1, ARCS_RELIC}, {-1, 0}}, {{-1, 0, 0}}, 16},
    /* Two markers on one box: one ambition won, +3 once. */
    {"each box once", 0x6, 1, {ARCS_TYCOON, ARCS_TYCOON}, {{0, ARCS_MATERIAL}, {-1, 0}}, {{-1, 0, 0}}, 13},
};

static void founder_objective_example(void **state) {
    (void)state;
    for (size_t k = 0; k < sizeof FOUNDER_CASES / sizeof FOUNDER_CASES[0]; k++) {
        const founder_case *c = &FOUNDER_CASES[k];
        arcs_game *game = quiet_scenario(3, c->regents);
        set_fate(game, 0, CARD_FATE02);
        game_state *g = t_state(game);
        /* A Rival whose Fate set_fate swapped is set up again: its Fate's
         * Guild cards (Faithful Disciples counts a Relic) out of the game. */
        for (int q = 1; q < 3; q++)
            for (int i = g->pl[q].guild_count - 1; i >= 0; i--)
                if (card_table[g->pl[q].guild[i]].kind == CK_GUILD && !(card_table[g->pl[q].guild[i]].tags & TAG_CAMPAIGN_COURT)) {
                    remove_held(g, q, i);
                    g->camp.fate_cards_added--;
                }
        g->camp.first_regent = (uint8_t)c->first_regent;
        assert_int_equal(arcs_objective_progress(game, 0), 16); /* 3 players: 16 */
        for (int m = 0; m < 2; m++)
            if (c->boxes[m] >= 0) g->marker_box[m] = (uint8_t)c->boxes[m];
        for (int i = 0; i < 3 && c->gives[i][0] >= 0; i++) t_give_to_empty_slot(game, c->gives[i][0], c->gives[i][1]);
        for (int i = 0; i < 4 && c->ships[i][0] >= 0; i++) t_place_ships(game, 0, c->ships[i][0], c->ships[i][1], c->ships[i][2]);
        static t_log log;
    memset(&log, 0, sizeof log);
        game->log = t_keep_line;
        game->log_ud = &log;
        end_chapter(game);
        if (arcs_objective_progress(game, 0) != c->expect)
            fail_msg("%s: marker on %d, not %d", c->what, arcs_objective_progress(game, 0), c->expect);
        if (k == 0) {
            assert_true(t_logged(&log, "won Tycoon"));
            assert_true(t_logged(&log, "controls 3 systems"));
        }
        game->log = NULL;
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* ---- the Steward (F101A/B, F102) ---- */

static void steward_setup_and_objective(void **state) {
    (void)state;
    arcs_game *game = quiet_scenario(4, 0xF);
    set_fate(game, 2, CARD_FATE01);
    game_state *g = t_state(game);
    /* F101A: Imperial Authority in the play area, Dealmakers held, the
     * First Regent tile; marker on 14 (4 players). */
    assert_int_equal(arcs_first_regent(game), 2);
    assert_int_equal(arcs_objective_progress(game, 2), 14);
    assert_true(held_index(g, 2, CARD_F103) >= 0);
    bool area = false;
    for (int i = 0; i < g->ll.play_area_len[2]; i++) area |= g->ll.play_area[2][i] == CARD_F102;
    assert_true(area);
    assert_true(card_protected(CARD_F103));
    /* Winning as the First Regent: advance by the Power gained, bonus city
     * Power included (F101B's example: 5 + 5 -> 10). */
    g->marker_box[0] = ARCS_KEEPER;
    t_give_to_empty_slot(game, 2, ARCS_RELIC);
    /* 4 cities off the board: +2 bonus city Power. */
    t_place_building(game, 2, 1, 0, false, false);
    t_place_building(game, 2, 2, 0, false, false);
    t_place_building(game, 2, 3, 0, false, false);
    t_place_building(game, 2, 5, 0, false, false);
    g = t_state(game);
    assert_true(bonus_city_power(&g->pl[2]) > 0);
    int before = g->pl[2].power;
    end_chapter(game);
    g = t_state(game);
    int gained = g->pl[2].power - before;
    assert_true(gained > 2); /* the marker's first-place Power + 2 bonus city Power */
    assert_int_equal(arcs_objective_progress(game, 2), 14 - gained);
    arcs_game_free(game);

    /* Not the First Regent: nothing. */
    game = quiet_scenario(4, 0xF);
    set_fate(game, 2, CARD_FATE01);
    g = t_state(game);
    g->camp.first_regent = 0;
    g->marker_box[0] = ARCS_KEEPER;
    t_give_to_empty_slot(game, 2, ARCS_RELIC);
    end_chapter(game);
    assert_int_equal(arcs_objective_progress(game, 2), 14);
    arcs_game_free(game);
}

/* F102: "Bury this if you're an Outlaw." */
static void imperial_authority_buried_for_an_outlaw(void **state) {
    (void)state;
    arcs_game *game = scenario(3, 0x7);
    set_fate(game, 1, CARD_FATE01);
    game_state *g = t_state(game);
    int deck = g->court_deck_len;
    campaign_leave_empire(g, 1, 0);
    assert_int_equal(g->camp.first_regent, 0);
    for (int i = 0; i < g->ll.play_area_len[1]; i++) assert_true(g->ll.play_area[1][i] != CARD_F102);
    assert_int_equal(g->court_deck_len, deck + 1);
    assert_int_equal(court_deck_pile(g)[0], CARD_F102); /* buried: the bottom */
    /* Dealmakers (protected) stays. */
    assert_true(held_index(g, 1, CARD_F103) >= 0);
    char why[200];
    if (!state_invariants_ok(g, why, sizeof why)) fail_msg("%s", why);
    arcs_game_free(game);
}

/* ---- Parade Fleets (F202) ---- */

static void parade_fleets(void **state) {
    (void)state;
    arcs_game *game = scenario(3, 0x7);
    set_fate(game, 0, CARD_FATE02);
    game_state *g = t_state(game);
    /* A Free city at 2-arrow (system 5). */
    g->sys[5].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    g->camp.first_regent = 1;
    /* p0 leads and declares. */
    uint32_t hands[4] = {1u << t_card(ARCS_ADMINISTRATION, 3), 1u << t_card(ARCS_AGGRESSION, 2),
                         1u << t_card(ARCS_CONSTRUCTION, 2), 0};
    t_begin_round(game, 0, hands);
    ok(game, "p0 lead Administration-3");
    int ships = t_state(game)->pl[0].ships_supply;
    assert_int_equal(top_frame_c(&game->s)->kind, FR_DECLARE);
    ok(game, "p0 declare Tyrant");
    assert_true(t_is_legal(game, "p0 card parade-fleets place 2-arrow"));
    ok(game, "p0 card parade-fleets place 2-arrow");
    g = t_state(game);
    assert_int_equal(g->sys[5].fresh[0], 2);
    assert_int_equal(g->pl[0].ships_supply, ships - 2);
    /* Then, a Regent, p0 may become an Outlaw (not the First Regent: no heir). */
    assert_true(t_is_legal(game, "p0 card parade-fleets outlaw"));
    assert_false(t_is_legal(game, "p0 card parade-fleets outlaw-heir p1"));
    ok(game, "p0 card parade-fleets outlaw");
    assert_int_equal(arcs_is_regent(game, 0), 0);
    assert_int_equal(arcs_first_regent(game), 1);
    arcs_game_free(game);
}


/* F102 Imperial Authority: "You may tax any cities controlled by the
 * Empire like they are Loyal, ignoring the Empire's Presence and Truce
 * Laws. (Don't take Captives.)" */
static void imperial_authority_taxes(void **state) {
    (void)state;
    arcs_game *game = scenario(3, 0x7);
    set_fate(game, 0, CARD_FATE01);
    game_state *g = t_state(game);
    int sys = 1 * 4 + SYS_HEX; /* 2-hex: Empire-controlled, no Loyal piece of p0 */
    put_imperial(game, sys, 1, 0);
    g->sys[sys].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    t_place_building(game, 1, sys, 1, false, false); /* a Rival Regent's city */
    uint32_t hands[3] = {1u << t_card(ARCS_ADMINISTRATION, 4), 1u << t_card(ARCS_AGGRESSION, 2),
                         1u << t_card(ARCS_CONSTRUCTION, 2)};
    t_begin_round(game, 0, hands);
    p0_leads(game, "Administration-4");
    ok(game, "p0 action tax");
    g = t_state(game);
    int captives = g->pl[0].captives[1], agents1 = g->pl[1].agents_supply;
    /* Both cities are targets: the Truce Law would forbid the Rival's, and
     * without Presence neither could be taxed. */
    apply_kind(game, ARCS_MOVE_TAX, sys, 0, 0);
    settle(game);
    g = t_state(game);
    assert_int_equal(g->pl[0].captives[1], captives);
    ok(game, "p0 action tax");
    apply_kind(game, ARCS_MOVE_TAX, sys, 0, 0);
    settle(game);
    g = t_state(game);
    assert_int_equal(g->pl[0].captives[1], captives); /* "Don't take Captives." */
    assert_int_equal(g->pl[1].agents_supply, agents1);
    assert_true(g->taxed[sys] == 3u);
    arcs_game_free(game);

    /* An Outlaw has buried it: the cities are no targets. */
    game = scenario(3, 0x7);
    set_fate(game, 0, CARD_FATE01);
    g = t_state(game);
    put_imperial(game, sys, 1, 0);
    g->sys[sys].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    campaign_leave_empire(g, 0, 1);
    t_begin_round(game, 0, hands);
    p0_leads(game, "Administration-4");
    g = t_state(game);
    assert_int_equal(count_prefix(game, "p0 tax"), 0);
    arcs_game_free(game);
}

/* F103 Dealmakers, "Bargain (Secure)"; faq.csv, Dealmakers: "When exactly
 * do I refill the Court after my Rival secures the card? A: Refill it
 * before you influence and secure." */
static void dealmakers_bargain(void **state) {
    (void)state;
    arcs_game *game = scenario(3, 0x7);
    set_fate(game, 0, CARD_FATE01);
    game_state *g = t_state(game);
    int pos = 1, card = g->court_row[pos];
    /* p1 could secure it (2 agents); p2 has 1 on it. */
    g->court_agents[pos][1] = 2;
    g->pl[1].agents_supply -= 2;
    g->court_agents[pos][2] = 1;
    g->pl[2].agents_supply -= 1;
    int a0 = g->pl[0].agents_supply, a1 = g->pl[1].agents_supply, a2 = g->pl[2].agents_supply;
    uint32_t hands[3] = {1u << t_card(ARCS_AGGRESSION, 4), 1u << t_card(ARCS_ADMINISTRATION, 2),
                         1u << t_card(ARCS_CONSTRUCTION, 2)};
    t_begin_round(game, 0, hands);
    p0_leads(game, "Aggression-4");
    /* The new action replaces a Secure (an action pip: source 0). */
    assert_true(count_prefix(game, "p0 card dealmakers bargain") >= 1);
    apply_kind(game, ARCS_MOVE_CARD, 0, 0, 0); /* S_BARGAIN with a pip */
    assert_int_equal(count_prefix(game, "p0 card dealmakers bargain-at"), 1);
    apply_kind(game, ARCS_MOVE_CARD, 0, 1, pos); /* S_BARGAIN_AT place 1 */
    g = t_state(game);
    /* p1 secured it; every agent returned, none captured. */
    if (card_table[card].kind == CK_GUILD) assert_true(held_index(g, 1, card) >= 0);
    assert_int_equal(g->pl[1].agents_supply, a1 + 2);
    assert_int_equal(g->pl[2].agents_supply, a2 + 1);
    for (int q = 0; q < 3; q++) assert_int_equal(g->pl[1].captives[q], 0);
    /* The Court refilled before p0's influences (faq.csv). */
    assert_true(g->court_row[pos] != card && g->court_row[pos] != NO_COURT_CARD);
    assert_int_equal(top_kind(game), FR_INFLUENCE);
    apply_kind(game, ARCS_MOVE_INFLUENCE, pos, 0, 0);
    assert_int_equal(top_kind(game), FR_INFLUENCE); /* p1 had 2 agents: 2 influences */
    apply_kind(game, ARCS_MOVE_INFLUENCE, pos, 0, 0);
    g = t_state(game);
    assert_int_equal(g->pl[0].agents_supply, a0 - 2);
    /* Then p0 secures once. */
    assert_int_equal(top_kind(game), FR_SECURE);
    int second = g->court_row[pos];
    apply_kind(game, ARCS_MOVE_SECURE, pos, 0, 0);
    g = t_state(game);
    assert_int_equal(g->pl[0].agents_supply, a0);
    if (card_table[second].kind == CK_GUILD) assert_true(held_index(g, 0, second) >= 0);
    arcs_game_free(game);
}

/* faq.csv, Galactic Bards (also the campaign's F117, same text): "In what
 * order do you choose to seize the initiative and declare an ambition? A:
 * Either order." and Q2: "For '7' action cards, you may declare any
 * ambition. For Faithful cards, you may declare an ambition based on the
 * current Faith" (the Believer's cards: fates-cb). */
static void galactic_bards_reprint(void **state) {
    (void)state;
    arcs_game *game = scenario(4, 0xF);
    game_state *g = t_state(game);
    fate_gain_card(g, 1, CARD_F117);
    for (int p = 0; p < 4; p++) t_place_ships(game, p, 4 + p, 1, 0); /* nobody is eliminated */
    uint32_t hands[4] = {1u << t_card(ARCS_CONSTRUCTION, 2), 1u << t_card(ARCS_AGGRESSION, 7) | 1u << t_card(ARCS_MOBILIZATION, 5),
                         1u << t_card(ARCS_AGGRESSION, 5), 1u << t_card(ARCS_CONSTRUCTION, 3)};
    t_begin_round(game, 0, hands);
    p0_leads(game, "Construction-2");
    ok(game, "p0 end-turn");
    ok(game, "p1 pivot Aggression-7");
    if (count_prefix(game, "p1 card galactic-bards@F117 declare") != 5)
        fail_msg("top %d, declared %d, markers %d %d %d", top_kind(game), t_state(game)->cards.declared_this_round,
                 t_state(game)->marker_box[0], t_state(game)->marker_box[1], t_state(game)->marker_box[2]);
    ok(game, "p1 card galactic-bards@F117 seize-first");
    assert_int_equal(top_kind(game), FR_SEIZE);
    ok(game, "p1 seize Mobilization-5");
    assert_int_equal(t_state(game)->initiative, 1);
    ok(game, "p1 card galactic-bards@F117 declare Empath");
    g = t_state(game);
    bool declared = false;
    for (int k = 0; k < 3; k++) declared |= g->marker_box[k] == ARCS_EMPATH;
    assert_true(declared);
    arcs_game_free(game);
}

/* ---- protected Guild cards ---- */

static void protected_cards_are_never_stolen(void **state) {
    (void)state;
    /* The 23 protected Guild cards of cards.csv (keys 0); no base card. */
    int n = 0;
    for (int c = 0; c < card_table_len; c++) {
        if (!card_protected(c)) continue;
        n++;
        assert_true(card_table[c].tags & TAG_BLIGHTED_REACH);
    }
    assert_int_equal(n, 23);
    arcs_game *game = quiet_scenario(3, 0x7);
    set_fate(game, 1, CARD_FATE01);
    game_state *g = t_state(game);
    assert_false(cards_may_steal(g, 0, 1, CARD_F103));
    /* Rivals' steal moves never name it. */
    static move_list ml;
    ml.n = 0;
    steal_card_moves(g, 0, CARD_BC30, 0, &ml);
    for (int i = 0; i < ml.n; i++) assert_true(card_move_card_arg(ml.m[i]) != CARD_F103);
    arcs_game_free(game);
}

/* ---- resources on cards ---- */

static void resources_on_cards(void **state) {
    (void)state;
    arcs_game *game = scenario(3, 0x7);
    set_fate(game, 0, CARD_FATE01);
    game_state *g = t_state(game);
    int supply = g->res_supply[ARCS_FUEL];
    assert_int_equal(card_res_add(g, CARD_F103, ARCS_FUEL, 2), 2);
    assert_int_equal(g->res_supply[ARCS_FUEL], supply - 2);
    assert_int_equal(card_res_count(g, CARD_F103, ARCS_FUEL), 2);
    assert_int_equal(card_res_count(g, CARD_F103, -1), 2);
    /* They add to the holder's ambitions (Tycoon: Material and Fuel). */
    assert_int_equal(ambition_count(g, 0, ARCS_TYCOON), 2);
    char why[200];
    if (!state_invariants_ok(g, why, sizeof why)) fail_msg("%s", why);
    /* The wire keeps them. */
    unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    game_bump(game);
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *back = t_load_state(buf, len, "card resources");
    assert_true(arcs_state_hash(back) == arcs_state_hash(game));
    arcs_game_free(back);
    assert_int_equal(card_res_remove(g, CARD_F103, ARCS_FUEL, 5), 2);
    assert_int_equal(g->camp.n_card_res, 0);
    assert_int_equal(g->res_supply[ARCS_FUEL], supply);
    if (!state_invariants_ok(g, why, sizeof why)) fail_msg("%s", why);
    arcs_game_free(game);
}

/* ---- attached cards ---- */

static void attaching_cards(void **state) {
    (void)state;
    arcs_game *game = scenario(3, 0x7);
    game_state *g = t_state(game);
    /* A Fate card (here F103, taken into the game) attached to place 1. */
    unsigned free_places = attach_free_places(g);
    assert_true(free_places & 2u);
    assert_true(attach_card(g, CARD_F103, 1, false));
    fate_card_added(g);
    assert_int_equal(attached_card(g, 1), CARD_F103);
    assert_false(attach_free_places(g) & 2u);
    /* One each, unless forced. */
    assert_false(attach_card(g, CARD_F202, 1, false));
    char why[200];
    if (!state_invariants_ok(g, why, sizeof why)) fail_msg("%s", why);
    /* The card below is buried ("removed from the Court"): F103 slides
     * down and keeps the agents. */
    int below = g->court_row[1];
    g->court_agents[1][2] = 2;
    g->pl[2].agents_supply = (uint8_t)(g->pl[2].agents_supply - 2);
    court_bury_from_row(g, 1);
    assert_int_equal(g->court_row[1], CARD_F103);
    assert_int_equal(g->court_agents[1][2], 2);
    assert_int_equal(court_deck_pile(g)[0], below);
    assert_int_equal(attached_card(g, 1), NO_COURT_CARD);
    if (!state_invariants_ok(g, why, sizeof why)) fail_msg("%s", why);
    /* Securing a card secures its attached card too. */
    assert_true(attach_card(g, CARD_F202, 2, false));
    fate_card_added(g);
    int card2 = g->court_row[2];
    court_take_card(g, 0, 2);
    run_forward(g);
    assert_true(held_index(g, 0, CARD_F202) >= 0);
    assert_true(card_table[card2].kind != CK_GUILD || held_index(g, 0, card2) >= 0);
    assert_int_equal(attached_card(g, 2), NO_COURT_CARD);
    arcs_game_free(game);
}


/* Loading checks the Fates' state: a marker without a Fate set up, past
 * the Power track, resources on a card that does not exist, an Act
 * reported in a running game: ARCS_E_CORRUPT; the real state loads. */
static void fate_state_validated(void **state) {
    (void)state;
    arcs_game *game = scenario(3, 0x7);
    set_fate(game, 0, CARD_FATE01);
    unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    game_bump(game);
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *back = NULL;
    assert_int_equal(arcs_game_load_state(buf, len, NULL, &back), ARCS_OK);
    arcs_game_free(back);
    for (int k = 0; k < 4; k++) {
        game_state saved = game->s;
        game_state *g = t_state(game);
        if (k == 0) g->camp.objective[1] = 50;
        if (k == 1) g->camp.act_reported = 1;
        if (k == 2) g->camp.fate_setup_done &= (uint8_t)~1u;
        if (k == 3) g->camp.fate_data[3][0] = 1;
        game_bump(game);
        assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
        back = NULL;
        assert_int_equal(arcs_game_load_state(buf, len, NULL, &back), ARCS_E_CORRUPT);
        assert_null(back);
        game_set_state(game, &saved);
    }
    arcs_game_free(game);
}

/* ---- queries and secrecy ---- */

static void campaign_queries(void **state) {
    (void)state;
    arcs_game *base = t_new_game(3, 1, NULL);
    assert_int_equal(arcs_act(base), -1);
    assert_int_equal(arcs_fate(base, ARCS_NONE, 0), -1);
    assert_int_equal(arcs_first_regent(base), -1);
    arcs_game_free(base);
    arcs_game *game = new_campaign(3, 21, ARCS_CHANCE_INTERNAL, 0);
    assert_int_equal(arcs_act(game), 1);
    assert_int_equal(arcs_fate(game, ARCS_NONE, 0), ARCS_NONE); /* not chosen yet */
    assert_int_equal(arcs_objective_progress(game, 0), -1);
    assert_int_equal(t_apply_str(game, "p0 fate 0"), ARCS_OK);
    int f0 = t_state(game)->camp.fate[0];
    /* Secret until everyone chose: only p0 (and the whole truth) see it. */
    assert_int_equal(arcs_fate(game, 0, 0), f0);
    assert_int_equal(arcs_fate(game, ARCS_NONE, 0), f0);
    assert_int_equal(arcs_fate(game, 1, 0), ARCS_CARD_HIDDEN);
    assert_int_equal(arcs_fate(game, 2, 0), ARCS_CARD_HIDDEN);
    assert_int_equal(arcs_fate(game, 7, 0), -1);
    assert_int_equal(arcs_fate(game, 0, 3), -1);
    assert_int_equal(arcs_objective_progress(game, 0), -1);
    assert_int_equal(t_apply_str(game, "p1 fate 1"), ARCS_OK);
    assert_int_equal(t_apply_str(game, "p2 fate 0"), ARCS_OK);
    run_forward(t_state(game));
    /* Revealed; every marker on its starting space. */
    for (int p = 0; p < 3; p++) {
        int f = arcs_fate(game, (p + 1) % 3, p);
        assert_true(f >= CARD_FATE01 && f <= CARD_FATE08);
        arcs_card_data d;
        assert_int_equal(arcs_card_info(f, &d), ARCS_OK);
        assert_int_equal(arcs_objective_progress(game, p), fate_info_of(f)->act[0].start[1]);
        assert_int_equal(arcs_is_regent(game, p), 1);
    }
    assert_true(arcs_first_regent(game) >= 0);
    assert_int_equal(arcs_is_regent(game, 5), -1);
    arcs_game_free(game);
}

/* Hidden information: before the reveal, a Rival's observation and its
 * arcs_fate answer are the same whichever Fate p0 kept. */
static void fate_choice_never_leaks(void **state) {
    (void)state;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        arcs_game *a = new_campaign(3, seed, ARCS_CHANCE_INTERNAL, 0);
        arcs_game *b = new_campaign(3, seed, ARCS_CHANCE_INTERNAL, 0);
        assert_int_equal(t_apply_str(a, "p0 fate 0"), ARCS_OK);
        assert_int_equal(t_apply_str(b, "p0 fate 1"), ARCS_OK);
        for (int viewer = 1; viewer < 3; viewer++) {
            t_assert_same_observation(a, b, viewer);
            assert_int_equal(arcs_fate(a, viewer, 0), arcs_fate(b, viewer, 0));
        }
        /* The public (viewer -1) sees no Fate either. */
        t_assert_same_observation(a, b, -1);
        arcs_game_free(a);
        arcs_game_free(b);
    }
}

/* The end of the Act reports every objective (log; the API keeps it). */
static void act_end_reports_objectives(void **state) {
    (void)state;
    arcs_game *game = quiet_scenario(2, 0x3);
    set_fate(game, 0, CARD_FATE02);
    set_fate(game, 1, CARD_FATE01);
    game_state *g = t_state(game);
    g->camp.objective[0] = 0; /* complete */
    g->chapter = 3;
    static t_log log;
    memset(&log, 0, sizeof log);
    game->log = t_keep_line;
    game->log_ud = &log;
    end_chapter(game);
    /* The Intermission follows; its Fate choices (keep the first card)
     * end it, and the game stops at the boundary unless every Fate kept
     * plays Act II (a B Fate that does: its Act II Setup begins). */
    assert_false(arcs_game_over(game));
    while (!arcs_game_over(game)) {
        arcs_move moves[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_true(n > 0);
        if (moves[0].kind != ARCS_MOVE_FATE) {
            assert_int_equal(g->camp.act, 2);
            break;
        }
        assert_int_equal(arcs_apply(game, moves[0]), ARCS_OK);
    }
    assert_true(t_logged(&log, "Act 1: Player 1 (Founder) completed their objective."));
    assert_true(t_logged(&log, "Act 1: Player 2 (Steward) failed their objective: marker on 20."));
    if (arcs_game_over(game)) { /* at the boundary: Act I's markers */
        assert_int_equal(arcs_objective_progress(game, 0), 0);
        assert_int_equal(arcs_objective_progress(game, 1), 20);
    }
    arcs_game_free(game);
}

/* ---- the property run ---- */

/* One row per objective trigger and per Fate card: the Fate, what it is,
 * and a log text only that trigger or card writes. Each row must fire at
 * least once in the run. Add your Fate's rows here (fates-api.md). */
typedef struct fate_trigger {
    int fate;
    const char *what;
    const char *log;
} fate_trigger;

static const fate_trigger FATE_TRIGGERS[] = {
    /* Steward */
    {CARD_FATE01, "F101A setup: First Regent tile", "takes the First Regent tile"},
    {CARD_FATE01, "F101B objective: ambition won as First Regent", "the First Regent, won"},
    {CARD_FATE01, "F102 Imperial Authority: buried for an Outlaw", "is an Outlaw: it is buried"},
    {CARD_FATE01, "F102 Imperial Authority: Empire-controlled city taxed", "taxed like a Loyal one"},
    {CARD_FATE01, "F103 Dealmakers: Bargain", "bargains: Player"},
    {CARD_FATE01, "F103 Dealmakers: the secure after the influences", "influenced and now secures once"},
    /* Founder */
    {CARD_FATE02, "F201A setup: Parade Fleets gained", "gains Parade Fleets"},
    {CARD_FATE02, "F201B objective: ambition won as an Outlaw", "an Outlaw, won"},
    {CARD_FATE02, "F201B objective: systems controlled at chapter end", "systems at the end of the chapter"},
    {CARD_FATE02, "F202 Parade Fleets: ships placed", "fresh ships at the Free city"},
    {CARD_FATE02, "F202 Parade Fleets: became an Outlaw", "parades and becomes an Outlaw"},
    /* Magnate */
    {CARD_FATE03, "F301A setup: Merchant League gained", "gains Merchant League"},
    {CARD_FATE03, "F301B objective: Close Deals with Rivals", "Close Deals with Rivals:"},
    {CARD_FATE03, "F301B objective: Export to the Galactic Core", "Export to the Galactic Core:"},
    {CARD_FATE03, "F302 Merchant League: resources gained on declaring", "onto it."},
    {CARD_FATE03, "F302 Merchant League: Crisis", "Merchant League: Crisis:"},
    /* Advocate */
    {CARD_FATE04, "F401A setup: Guild Overseers gained", "gains Guild Overseers"},
    {CARD_FATE04, "F401B objective: Prove Yourself to the Overseers", "Prove Yourself to the Overseers:"},
    {CARD_FATE04, "F401B objective: Keep the Guilds in Power", "Keep the Guilds in Power:"},
    {CARD_FATE04, "F402 Guild Investigators: Recover attaches", "from the Court discard pile to"},
    {CARD_FATE04, "F403 Guild Overseers: a Guild Prelude used while held", "Prove Yourself to the Overseers:"},
    /* Partisan */
    {CARD_FATE06, "F601A setup: Partisan Seizing gained", "gains Partisan Seizing"},
    {CARD_FATE06, "F601B objective: Sow Division in the Reach", "Sow Division in the Reach:"},
    {CARD_FATE06, "F601B objective: Appeal to Your Supporters", "Appeal to Your Supporters:"},
    {CARD_FATE06, "F602 Informants: Spy", "their card of highest number"},
    {CARD_FATE06, "F603 Partisan Seizing: seized by Outrage", "Outrage to seize the initiative"},
    /* Admiral */
    {CARD_FATE07, "F701A setup: First Regent tile", "the Admiral, gains the First Regent tile"},
    {CARD_FATE07, "F701B objective: Imperial ships placed while winning", "Prove Yourself as a New Admiral:"},
    {CARD_FATE07, "F701B objective: Trophies with attacking Imperial ships", "Demonstrate the Navy's Might:"},
    {CARD_FATE07, "F702 Imperial Officers: buried for an Outlaw", "now an Outlaw; the card is buried"},
    {CARD_FATE07, "F703 Use Imperial Foundries: resolved", "who has Imperial Officers, resolves it"},
    {CARD_FATE07, "F703 Use Imperial Foundries: a ship replaced", "Loyal ship at"},
    /* Caretaker */
    {CARD_FATE05, "F501A setup: Sleeping Golems on the gates", "A Sleeping Golem is placed at"},
    {CARD_FATE05, "F501B objective: ambition won with Golems", "Caretaker Act I Objective: Player"},
    {CARD_FATE05, "F501B objective: a Golem spent in a Prelude", "a Golem was spent in a Prelude"},
    {CARD_FATE05, "F502 Golem Beacon: Awaken", "takes a Golem from"},
    {CARD_FATE05, "F503 Golem Hearth: Crisis", "Golem Hearth: "},
    {CARD_FATE05, "F504 Stone-Speakers: the turn ends", "Stone-Speakers: Player"},
    {CARD_FATE05, "F505 Golems: a spent Golem to a Rival or kept", "Golems: Player"},
    {CARD_FATE05, "F506 Golem Actions: a Golem spent", "Golem Actions: Player"},
    /* Believer */
    {CARD_FATE08, "F801A setup: the Faithful stack", "stacks the 9 Faithful action cards"},
    {CARD_FATE08, "F801B objective: ambition won", "Believer Act I Objective: Player"},
    {CARD_FATE08, "F802 Faithful Disciples: one more pip", "Faithful Disciples: Player"},
    {CARD_FATE08, "F803 Spreading the Faith: Teach", "teaches:"},
    {CARD_FATE08, "F803 Spreading the Faith: a Faithful card attached", "Spreading the Faith: Faithful-"},
    {CARD_FATE08, "F804-F812 Faithful cards: one played", "places Faithful-"},
    {CARD_FATE08, "F813 Faithful Cards: one secured into a hand", "draws it into their hand"},
    {CARD_FATE08, "F814 Pluralistic Faith: a Faithful lead declares", "with a Faithful card."},
};
#define N_TRIGGERS (int)(sizeof FATE_TRIGGERS / sizeof FATE_TRIGGERS[0])

typedef struct run_log {
    int hits[N_TRIGGERS];
    int fate_games[8];
    int completed;
} run_log;

static void count_triggers(void *ud, const char *line) {
    run_log *r = ud;
    for (int i = 0; i < N_TRIGGERS; i++)
        if (strstr(line, FATE_TRIGGERS[i].log)) r->hits[i]++;
    if (strstr(line, "completed their objective")) r->completed++;
}

static void print_and_count(void *ud, const char *line) {
    fprintf(stderr, "%s\n", line);
    count_triggers(ud, line);
}

static int fate_games(void) {
    const char *env = getenv("ARCS_FATE_GAMES");
    int n = env ? atoi(env) : 170;
    return n > 0 ? n : 170;
}

/* The unit run (ARCS_FATE_GAMES unset) plays Act I alone, where the Fates
 * of FATE_TRIGGERS act; the slow run (test_fates_slow) plays whole
 * campaigns, so Acts II and III meet the Act I Fates' later cards too. */
static arcs_game *fate_game(int players, uint64_t seed) {
    /* 2 deals per Summit: random seats end every Summit. */
    return t_new_campaign_acts(players, seed, ARCS_CHANCE_INTERNAL, -1, 2, getenv("ARCS_FATE_GAMES") ? 0 : 1);
}

/* The implemented Fates (a Setup side registered): the rotation. Fates
 * not yet written are left out of the rotation (fate_implemented). */
static int implemented(int *out) {
    int n = 0;
    for (int f = CARD_FATE01; f <= CARD_FATE08; f++)
        if (fate_implemented(f)) out[n++] = f;
    return n;
}

static void random_act_one_with_fates(void **state) {
    (void)state;
    int games = fate_games(), rot[8], nrot = implemented(rot);
    assert_true(nrot >= 2);
    run_log r;
    memset(&r, 0, sizeof r);
    int total = 0;
    /* ARCS_FATE_ONE="players gi": that game alone, its log on stderr (to
     * debug a failure the run reports by its seed). */
    const char *one = getenv("ARCS_FATE_ONE");
    int one_players = 0, one_gi = -1;
    if (one && sscanf(one, "%d %d", &one_players, &one_gi) != 2) one_players = 0;
    for (int players = 2; players <= 4; players++)
        for (int gi = 0; gi < games; gi++, total++) {
            if (one_players && (players != one_players || gi != one_gi)) continue;
            uint64_t seed = (uint64_t)players * 104729u + (uint64_t)gi;
            arcs_game *game = fate_game(players, seed);
            game->log = one_players ? print_and_count : count_triggers;
            game->log_ud = &r;
            uint64_t rng = seed * 0x9E3779B97F4A7C15ull | 1;
            int moves = 0;
            while (!arcs_game_over(game)) {
                arcs_move m[ARCS_MAX_LEGAL_MOVES];
                size_t n = 0;
                assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
                assert_true(n > 0);
                arcs_move chosen = m[next(&rng) % n];
                const game_state *s = &game->s;
                if (chosen.kind == ARCS_MOVE_FATE) {
                    /* Steer toward the rotation: the seat's Fate of this
                     * game, else any implemented one dealt. */
                    int want = rot[(total + chosen.player) % nrot];
                    for (size_t i = 0; i < n; i++) {
                        int f = s->camp.fate_dealt[m[i].player][m[i].a];
                        if (f == want || (fate_implemented(f) && !fate_implemented(
                                                                     s->camp.fate_dealt[chosen.player][chosen.a])))
                            chosen = m[i];
                    }
                }
                /* Card moves (the Fates' choices) get a better chance. */
                for (size_t i = 0; i < n; i++)
                    if (m[i].kind == ARCS_MOVE_CARD && next(&rng) % 2) chosen = m[i];
                uint64_t before = arcs_state_hash(game);
                assert_int_equal(arcs_apply(game, chosen), ARCS_OK);
                char why[256];
                if (!state_invariants_ok(&game->s, why, sizeof why)) {
                    char text[64] = "";
                    arcs_move_to_str(chosen, text, sizeof text, NULL);
                    fail_msg("%dp seed %llu move %d (\"%s\"): %s", players, (unsigned long long)seed, moves, text, why);
                }
                round_trips(game, chosen, before, &rng, 32, 128, players, seed, moves);
                if (++moves > 200000) fail_msg("Act I does not end");
            }
            for (int p = 0; p < players; p++) {
                int f = game->s.camp.fate_history[p][0];
                if (f >= CARD_FATE01 && f <= CARD_FATE08) r.fate_games[f - CARD_FATE01]++;
                /* Every player has a marker and a result (in Act III only the
                 * C Fates have a marker: the others score grand ambitions). */
                if (game->s.camp.act < 3 || fate_letter(game->s.camp.fate[p]) == FATE_C)
                    assert_true(arcs_objective_progress(game, p) >= 0);
            }
            int w = arcs_winner(game);
            /* The most Power wins, unless a final objective does (it
             * supersedes Power: Campaign rulebook, "Determining a Winner"). */
            if (!campaign_final_objective_winners(&game->s))
                for (int p = 0; p < players; p++) assert_true(arcs_power(game, p) <= arcs_power(game, w));
            arcs_game_free(game);
        }
    fprintf(stderr, "fates: %d games; seats per Fate:", total);
    for (int i = 0; i < 8; i++) fprintf(stderr, " %s %d", card_table[CARD_FATE01 + i].name, r.fate_games[i]);
    fprintf(stderr, "; objectives completed %d\n", r.completed);
    if (one_players) return;
    bool missing = false;
    for (int i = 0; i < N_TRIGGERS; i++) {
        if (!fate_implemented(FATE_TRIGGERS[i].fate)) continue;
        fprintf(stderr, "  %-60s %d\n", FATE_TRIGGERS[i].what, r.hits[i]);
        missing |= r.hits[i] == 0;
    }
    assert_false(missing);
    for (int i = 0; i < nrot; i++) assert_true(r.fate_games[rot[i] - CARD_FATE01] > 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(founder_objective_example),
        cmocka_unit_test(steward_setup_and_objective),
        cmocka_unit_test(imperial_authority_buried_for_an_outlaw),
        cmocka_unit_test(parade_fleets),
        cmocka_unit_test(imperial_authority_taxes),
        cmocka_unit_test(dealmakers_bargain),
        cmocka_unit_test(galactic_bards_reprint),
        cmocka_unit_test(protected_cards_are_never_stolen),
        cmocka_unit_test(resources_on_cards),
        cmocka_unit_test(attaching_cards),
        cmocka_unit_test(fate_state_validated),
        cmocka_unit_test(campaign_queries),
        cmocka_unit_test(fate_choice_never_leaks),
        cmocka_unit_test(act_end_reports_objectives),
        cmocka_unit_test(random_act_one_with_fates),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
