/* The Steward's Act II (lib/cards/campaign/fates/steward/): the Act II
 * Setup and Objective, Imperial Quorum (Edict 03 in parts,
 * lib/campaign/events.c govern_in_parts), the Act II Resolution, and the
 * cards the Act I Resolution adds (Council Intrigue F105, Hunter Squads
 * F107, Lesser Regent F110/F111). Games are real Act II games
 * (tests/act2_fixture.h), shaped by hand. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/trust.h"
#include "campaign_fixture.h"

static const int FATES[4] = {CARD_FATE01, CARD_FATE02, CARD_FATE03, CARD_FATE04};

static bool in_booklet(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

/* An Act II game of 4 (the Steward p0 when completed bit 0) at its first
 * lead, shaped: empty map, no Imperial ships or Blight, an empty Trust,
 * every player a Regent, p0 the First Regent, no decision pending. */
static arcs_game *act2_scenario(unsigned completed) {
    arcs_game *game = t_act2_started(4, 29, FATES, completed, ARCS_CHANCE_INTERNAL);
    t_clear_board(game);
    game_state *g = t_state(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    g->camp.blight_supply = BLIGHT_PIECES;
    for (int r = 0; r < NUM_RES; r++) {
        g->res_supply[r] = (uint8_t)(g->res_supply[r] + g->camp.trust[r]);
        g->camp.trust[r] = 0;
    }
    g->camp.regents = 0xF;
    g->camp.first_regent = 0;
    return game;
}

/* A resource from the supply into the Trust. */
static void to_trust(game_state *g, int r) {
    g->res_supply[r]--;
    trust_add(g, r);
}

/* Court card c into row place pos (the card there goes to the deck). */
static void into_row(game_state *g, int c, int pos) {
    t_take_out_court_card(g, c);
    int old = g->court_row[pos];
    g->court_row[pos] = (uint16_t)c;
    court_deck_put_known(g, old);
}

/* The Edicts of an event, resolved now (FR_EVENT at its Edicts step:
 * events.c EV_EDICTS = 8, order from 1, EVF_EDICTS = 4). */
static void resolve_edicts(arcs_game *game) {
    game_state *g = t_state(game);
    while (g->depth && top_frame(g)->kind != FR_ROUND) pop_frame(g);
    frame *f = push_frame(g, FR_EVENT, 0);
    f->a = 8;
    f->c = 1;
    f->d = 4;
    run_forward(g);
}

static void refused_unchanged(arcs_game *game, const char *text) {
    uint64_t before = arcs_state_hash(game);
    arcs_move m;
    assert_int_equal(arcs_move_from_str(text, &m), ARCS_OK);
    assert_int_not_equal(arcs_apply(game, m), ARCS_OK);
    if (!strlen(arcs_last_error(game))) fail_msg("%s: refused without a reason", text);
    assert_int_equal(arcs_state_hash(game), before);
}

/* The label of a move given by text (a static buffer). */
static const char *label_of(arcs_game *game, const char *text) {
    static char buf[160];
    arcs_move m;
    size_t n = 0;
    assert_int_equal(arcs_move_from_str(text, &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, buf, sizeof buf, &n), ARCS_OK);
    return buf;
}

/* Save and load the state: the same hash (frames in a loaded state are
 * checked: lib/wire/frame_checks.c). */
static void round_trip(arcs_game *game) {
    size_t n = 0;
    assert_int_equal(arcs_game_save_state(game, NULL, 0, &n), ARCS_OK);
    unsigned char *buf = malloc(n);
    assert_int_equal(arcs_game_save_state(game, buf, n, &n), ARCS_OK);
    arcs_game *copy = t_load_state(buf, n, "a state saved");
    assert_int_equal(arcs_state_hash(copy), arcs_state_hash(game));
    arcs_game_free(copy);
    free(buf);
}

/* ---- F112A / F112B ---- */

/* F112A: "Add Imperial Quorum (13) to the Edicts."; the marker on 22. */
static void setup_adds_imperial_quorum(void **state) {
    (void)state;
    arcs_game *game = t_act2_started(4, 29, FATES, 0xF, ARCS_CHANCE_INTERNAL);
    const game_state *g = &game->s;
    assert_int_equal(g->camp.act, 2);
    assert_int_equal(g->camp.fate[0], CARD_FATE01);
    assert_true(in_booklet(g, CARD_F113));
    assert_int_equal(objective_space(g, 0), 22);
    arcs_game_free(game);
    /* The Steward failed Act I: another Fate, no Imperial Quorum. */
    game = t_act2_started(4, 29, FATES, 0xE, ARCS_CHANCE_INTERNAL);
    assert_int_not_equal(game->s.camp.fate[0], CARD_FATE01);
    assert_false(in_booklet(&game->s, CARD_F113));
    arcs_game_free(game);
}

/* The systems in play, in order. */
static int in_play_systems(const game_state *g, int *out) {
    int n = 0;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s)) out[n++] = s;
    return n;
}

/* F112B: at the chapter's end, the First Regent Steward advances 1 per
 * cluster the Empire controls a system of (fresh Imperial ships; damaged
 * ones alone do not control), and 1 per resource in the Trust. */
static void objective_expand_and_tribute(void **state) {
    (void)state;
    arcs_game *game = act2_scenario(0xF);
    game_state *g = t_state(game);
    int sys[NUM_SYSTEMS];
    assert_true(in_play_systems(g, sys) >= 12);
    /* Two systems of one cluster, one of another, damaged ships only in a
     * third cluster: 2 clusters. */
    int a = sys[1], b = sys[2], c = -1, d = -1;
    for (int i = 3; i < NUM_SYSTEMS && sys_in_play(g, sys[i]); i++) {
        if (c < 0 && sys_cluster(sys[i]) != sys_cluster(a)) c = sys[i];
        else if (c >= 0 && d < 0 && sys_cluster(sys[i]) != sys_cluster(a) && sys_cluster(sys[i]) != sys_cluster(c))
            d = sys[i];
    }
    assert_int_equal(sys_cluster(a), sys_cluster(b));
    assert_true(c >= 0 && d >= 0);
    put_imperial(game, a, 1, 0);
    put_imperial(game, b, 2, 0);
    put_imperial(game, c, 1, 1);
    put_imperial(game, d, 0, 2);
    g = t_state(game);
    to_trust(g, ARCS_RELIC);
    to_trust(g, ARCS_FUEL);
    to_trust(g, ARCS_FUEL);
    g->depth = 0;
    static t_log lines;
    memset(&lines, 0, sizeof lines);
    game->log = t_keep_line;
    game->log_ud = &lines;
    chapter_end_begin(g);
    run_forward(g);
    assert_true(t_logged(&lines, "Expand the Empire: Player 1, the First Regent, advances 2"));
    assert_true(t_logged(&lines, "Ensure the Emperor's Tribute: Player 1 advances 3"));
    assert_int_equal(objective_space(&game->s, 0), 22 - 2 - 3);
    arcs_game_free(game);

    /* Not the First Regent: the Tribute alone ("You advance this way even
     * if you're not First Regent"). */
    game = act2_scenario(0xF);
    g = t_state(game);
    g->camp.first_regent = 1;
    put_imperial(game, a, 1, 0);
    g = t_state(game);
    to_trust(g, ARCS_WEAPON);
    g->depth = 0;
    chapter_end_begin(g);
    run_forward(g);
    assert_int_equal(objective_space(&game->s, 0), 21);
    arcs_game_free(game);
}

/* ---- F113 Imperial Quorum ---- */

/* p's buildings: starports at the first n systems of list, cities after. */
static void build(arcs_game *game, int p, const int *systems, int starports, int cities) {
    for (int i = 0; i < starports; i++) t_place_building(game, p, systems[i], 0, true, false);
    for (int i = 0; i < cities; i++) t_place_building(game, p, systems[starports + i], 0, false, false);
}

/* The First Regent collects the Demand (no Regent has what it asks: a
 * Favor each, Shortfall); the Regent with the most starports (p1) may take
 * the Imperial Action; the one with the most cities (p2) may change the
 * Policy; Govern itself is skipped. Only they decide; bad moves refused,
 * the game unchanged. */
static void imperial_quorum_in_parts(void **state) {
    (void)state;
    arcs_game *game = act2_scenario(0xF);
    game_state *g = t_state(game);
    int sys[NUM_SYSTEMS];
    in_play_systems(g, sys);
    /* Planet systems: not the gates (every 4th system from 0). */
    int planets[NUM_SYSTEMS], np = 0;
    for (int i = 0; i < NUM_SYSTEMS && sys_in_play(g, sys[i]); i++)
        if (sys[i] % 4) planets[np++] = sys[i];
    assert_true(np >= 8);
    build(game, 1, planets, 2, 1);     /* p1: 2 starports, 1 city */
    build(game, 0, planets + 3, 1, 0); /* p0: 1 starport */
    build(game, 2, planets + 4, 0, 3); /* p2: 3 cities */
    g = t_state(game);
    int policy = g->camp.govern_top - 1;
    static t_log lines;
    memset(&lines, 0, sizeof lines);
    game->log = t_keep_line;
    game->log_ud = &lines;
    resolve_edicts(game);
    assert_true(t_logged(&lines, "Edict 03 is resolved in parts: Player 2 may take the Imperial Action, Player 3 may change"));
    /* The Demand: Shortfall, a Favor of each Rival Regent. */
    g = t_state(game);
    for (int q = 1; q < 4; q++) assert_int_equal(favor_count(g, 0, q), 1);
    /* The Imperial Action: p1 alone decides. */
    assert_int_equal(t_count_legal(game, "p1 enforce"), 1);
    assert_int_equal(t_count_legal(game, "p1 decline"), 1);
    refused_unchanged(game, "p0 enforce");
    refused_unchanged(game, "p2 enforce");
    assert_string_equal(label_of(game, "p1 enforce"), "Take the Imperial Action");
    round_trip(game);
    ok(game, "p1 enforce");
    assert_true(t_logged(&lines, "Player 2 takes the Imperial Action of"));
    /* Escalation's Requisition: p1 chooses where (an Empire-controlled
     * system, else their own starport). */
    if (policy == 2) t_apply_prefix(game, "p1 requisition");
    /* The Policy: p2 keeps it or changes it. */
    assert_int_equal(t_count_legal(game, "p2 change-policy"), 2);
    assert_string_equal(label_of(game, "p2 enforce"), "Keep the Imperial Policy");
    round_trip(game);
    refused_unchanged(game, "p0 change-policy war");
    int next = (policy + 1) % 3;
    static const char *const NAME[3] = {"war", "peace", "escalation"};
    char text[64];
    snprintf(text, sizeof text, "p2 change-policy %s", NAME[next]);
    ok(game, text);
    assert_int_equal(game->s.camp.govern_top, next + 1);
    assert_false(t_logged(&lines, "Edict: Govern the Imperial Reach"));
    assert_int_not_equal(top_frame(&game->s)->kind, FR_GOVERN);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "On a tie, skip this.": equal starports, no cities anywhere: the Demand
 * alone; the Policy stays. */
static void imperial_quorum_ties_skip(void **state) {
    (void)state;
    arcs_game *game = act2_scenario(0xF);
    game_state *g = t_state(game);
    t_place_building(game, 1, 1, 0, true, false);
    t_place_building(game, 2, 2, 0, true, false);
    g = t_state(game);
    int top = g->camp.govern_top;
    static t_log lines;
    memset(&lines, 0, sizeof lines);
    game->log = t_keep_line;
    game->log_ud = &lines;
    resolve_edicts(game);
    assert_true(t_logged(&lines, "nobody (a tie) may take the Imperial Action, nobody (a tie) may change the Policy"));
    assert_int_not_equal(top_frame(&game->s)->kind, FR_EVENT_CHOICE);
    assert_int_equal(game->s.camp.govern_top, top);
    assert_int_equal(favor_count(&game->s, 0, 1), 1);
    /* An Outlaw is not compared: p2 an Outlaw, p1 has the most starports. */
    arcs_game_free(game);
    game = act2_scenario(0xF);
    t_place_building(game, 1, 1, 0, true, false);
    t_place_building(game, 2, 2, 0, true, false);
    t_place_building(game, 2, 3, 0, true, false);
    g = t_state(game);
    g->camp.regents = 0xB;
    lines.n = 0;
    game->log = t_keep_line;
    game->log_ud = &lines;
    resolve_edicts(game);
    assert_true(t_logged(&lines, "Player 2 may take the Imperial Action"));
    ok(game, "p1 decline");
    assert_true(t_logged(&lines, "Player 2 does not take the Imperial Action"));
    arcs_game_free(game);
}

/* ---- F114 ---- */

static void act2_resolution(void **state) {
    (void)state;
    for (int done = 0; done < 2; done++) {
        arcs_game *game = act2_scenario(0xF);
        game_state *g = t_state(game);
        const card_def *d = card_def_of(CARD_F114);
        assert_int_equal(d->resolution_act, 2);
        d->resolution(g, 0, CARD_F114, done);
        for (int c = CARD_F115; c <= CARD_F117; c++) {
            assert_int_equal(fate_card_in_play(g, c), done);
            assert_int_equal(card_scrapped(g, c), !done);
        }
        for (int c = CARD_F118; c <= CARD_F121; c++) {
            assert_int_equal(fate_card_in_play(g, c), !done);
            assert_int_equal(card_scrapped(g, c), done);
        }
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* ---- cards the Act I Resolution adds ---- */

/* F105 reprints Council Intrigue (CC12) word for word: one def, its own
 * instance; its Crisis moves the agents onto the Council. */
static void council_intrigue_reprint(void **state) {
    (void)state;
    assert_ptr_equal(card_def_of(CARD_F105), card_def_of(CARD_CC12));
    arcs_game *game = act2_scenario(0xF);
    game_state *g = t_state(game);
    int pos = 1;
    into_row(g, CARD_F105, pos);
    g->court_agents[pos][2] = 2;
    g->pl[2].agents_supply -= 2;
    int council = g->court_agents[COUNCIL_PLACE][2];
    cards_crisis(g, CARD_F105, pos);
    assert_int_equal(g->court_agents[COUNCIL_PLACE][2], council + 2);
    assert_int_equal(court_deck_pile(g)[0], CARD_F105); /* buried */
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Give p the Court card c (from wherever it is). */
static void hold(game_state *g, int p, int c) {
    t_take_out_court_card(g, c);
    g->pl[p].guild[g->pl[p].guild_count++] = (uint16_t)c;
}

/* F110/F111: two instances, each discarded for its own declaration; with
 * no marker Available it may still be discarded (faq.csv, Lesser Regent). */
static void lesser_regent_declares(void **state) {
    (void)state;
    /* The Steward failed Act I: the Lesser Regents are in the Court deck. */
    arcs_game *game = act2_scenario(0xE);
    game_state *g = t_state(game);
    assert_true(fate_card_in_play(g, CARD_F110) && fate_card_in_play(g, CARD_F111));
    hold(g, 1, CARD_F110);
    hold(g, 1, CARD_F111);
    for (int m = 0; m < 3; m++) g->marker_box[m] = 0xFF;
    t_start_lead_turn(game, 1, t_card(0, 3));
    assert_true(t_is_legal(game, "p1 card lesser-regent use"));
    assert_true(t_is_legal(game, "p1 card lesser-regent@F111 use"));
    refused_unchanged(game, "p1 card lesser-regent declare Tycoon");
    refused_unchanged(game, "p0 card lesser-regent use");
    ok(game, "p1 card lesser-regent use");
    assert_int_equal(held_index(&game->s, 1, CARD_F110), -1);
    assert_int_equal(t_count_legal(game, "p1 card lesser-regent declare"), ARCS_AMBITION_COUNT);
    ok(game, "p1 card lesser-regent declare Keeper");
    int declared = 0;
    for (int m = 0; m < 3; m++) declared += game->s.marker_box[m] == ARCS_KEEPER;
    assert_int_equal(declared, 1);
    /* The other one, for itself. */
    /* (Parade Fleets, the Founder's, may ask after a declaration.) */
    while (!t_is_legal(game, "p1 card lesser-regent@F111 use")) ok(game, "p1 decline");
    ok(game, "p1 card lesser-regent@F111 use");
    ok(game, "p1 decline");
    assert_int_equal(held_index(&game->s, 1, CARD_F111), -1);
    arcs_game_free(game);

    /* No marker Available: "use" still offered, nothing to declare. */
    game = act2_scenario(0xE);
    g = t_state(game);
    hold(g, 1, CARD_F110);
    for (int m = 0; m < 3; m++) g->marker_box[m] = (uint8_t)m;
    t_start_lead_turn(game, 1, t_card(0, 3));
    ok(game, "p1 card lesser-regent use");
    assert_int_equal(held_index(&game->s, 1, CARD_F110), -1);
    assert_int_equal(t_count_legal(game, "p1 card lesser-regent declare"), 0);
    arcs_game_free(game);
}

/* F107: attacking an Outlaw, reroll up to the Weapons (resources and
 * cards, this one included); nothing against a Regent; once (faq.csv,
 * Hunter Squads: "only once": the reroll asks nothing more). */
static void hunter_squads_reroll(void **state) {
    (void)state;
    arcs_game *game = act2_scenario(0xF);
    game_state *g = t_state(game);
    hold(g, 0, CARD_F107);
    t_give_resource(game, 0, 0, ARCS_WEAPON);
    g = t_state(game);
    g->battle.active = 1;
    g->battle.attacker = 0;
    g->battle.defender = 1;
    g->battle.system = 1;
    g->battle.dice[DIE_ASSAULT] = 3;
    g->battle.faces[0] = 1, g->battle.faces[1] = 2, g->battle.faces[2] = 2;
    const card_def *d = card_def_of(CARD_F107);
    /* p1 a Regent: nothing. */
    int depth = g->depth;
    d->after_roll(g, 0, CARD_F107);
    assert_int_equal(g->depth, depth);
    g->camp.regents = 0xD;
    d->after_roll(g, 0, CARD_F107);
    assert_int_equal(g->depth, depth + 1);
    /* 2 Weapons: sets of 1-2 dice, the two alike faces counted once:
     * {0}, {1}, {0,1}, {1,2} and decline. */
    assert_int_equal(t_count_legal(game, "p0 card hunter-squads reroll"), 4);
    assert_int_equal(t_count_legal(game, "p0 decline"), 1);
    assert_false(t_is_legal(game, "p0 card hunter-squads reroll 7"));
    /* The Trust's Weapons count for the First Regent ("Counting"). */
    g = t_state(game);
    to_trust(g, ARCS_WEAPON);
    assert_int_equal(t_count_legal(game, "p0 card hunter-squads reroll"), 5);
    arcs_game_free(game);
}

/* A planet system in play whose type is a resource, not system `not`. */
static int planet_system(const game_state *g, int not) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && planet_type(s) >= 0 && s != not) return s;
    fail_msg("no planet system");
    return -1;
}

/* F106: taxing an Outlaw's city (p1), the holder may take the resource
 * from the Outlaw's board; or decline (from the supply); a Regent's city
 * asks nothing. "Bury this if you're an Outlaw." */
static void tax_collectors(void **state) {
    (void)state;
    for (int take = 0; take < 3; take++) {
        arcs_game *game = act2_scenario(0xF);
        game_state *g = t_state(game);
        hold(g, 0, CARD_F106);
        if (take < 2) g->camp.regents = 0xD; /* p1 an Outlaw */
        int s = planet_system(g, -1), r = planet_type(s);
        t_place_building(game, 1, s, 0, false, false);
        t_place_ships(game, 0, s, 2, 0);
        t_give_resource(game, 1, 0, r);
        t_start_lead_turn(game, 0, t_card(0, 3));
        ok(game, "p0 action tax");
        assert_int_equal(t_count_legal(game, "p0 tax"), 1); /* the only city */
        assert_true(t_apply_prefix(game, "p0 tax"));
        g = t_state(game);
        assert_int_equal(g->pl[0].captives[1], 1);
        if (take == 2) { /* p1 a Regent */
            assert_int_equal(t_count_legal(game, "p0 card tax-collectors"), 0);
            arcs_game_free(game);
            continue;
        }
        assert_true(t_is_legal(game, "p0 card tax-collectors take"));
        round_trip(game);
        refused_unchanged(game, "p1 card tax-collectors take");
        int supply = game->s.res_supply[r];
        ok(game, take ? "p0 card tax-collectors take" : "p0 decline");
        g = t_state(game);
        assert_int_equal(g->pl[1].res[0], take ? RES_EMPTY : r + 1);
        assert_int_equal(g->res_supply[r], take ? supply : supply - 1);
        ok(game, "p0 place-resource 0");
        g = t_state(game);
        assert_int_equal(resources_held(&g->pl[0], r), 1);
        arcs_game_free(game);
    }
    /* The holder becomes an Outlaw: buried. */
    arcs_game *game = act2_scenario(0xF);
    game_state *g = t_state(game);
    hold(g, 2, CARD_F106);
    campaign_leave_empire(g, 2, NO_HEIR);
    assert_int_equal(held_index(g, 2, CARD_F106), -1);
    assert_int_equal(court_deck_pile(g)[0], CARD_F106);
    t_assert_invariants(game);
    arcs_game_free(game);
    /* An Outlaw secures it: buried at once. */
    game = act2_scenario(0xF);
    g = t_state(game);
    into_row(g, CARD_F106, 2);
    g->camp.regents = 0xB;
    t_start_lead_turn(game, 2, t_card(0, 3));
    g = t_state(game);
    court_take_card(g, 2, 2);
    assert_int_equal(held_index(g, 2, CARD_F106), -1);
    assert_int_equal(court_deck_pile(g)[0], CARD_F106);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F106 "Bury this if you're an Outlaw." gained another way than
 * securing: an Outlaw stealing it in a Raid (battle.c takes Guild cards
 * with cards_steal_guild_card) buries it; a Regent keeps it. */
static void tax_collectors_stolen(void **state) {
    (void)state;
    for (int outlaw = 0; outlaw < 2; outlaw++) {
        arcs_game *game = act2_scenario(0xF);
        game_state *g = t_state(game);
        hold(g, 0, CARD_F106);
        if (outlaw) g->camp.regents = 0xB; /* p2 an Outlaw */
        static t_log l;
    memset(&l, 0, sizeof l);
        game->log = t_keep_line;
        game->log_ud = &l;
        cards_steal_guild_card(g, 2, 0, held_index(g, 0, CARD_F106));
        assert_int_equal(held_index(g, 0, CARD_F106), -1);
        assert_int_equal(held_index(g, 2, CARD_F106), outlaw ? -1 : g->pl[2].guild_count - 1);
        if (outlaw) {
            assert_int_equal(court_deck_pile(g)[0], CARD_F106);
            assert_true(t_logged(&l, "Player 3 is an Outlaw: it is buried."));
        }
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* F108 (the booklet, the Steward having completed Act I): no Blight
 * Crisis where the Empire controls the system (fresh Imperial ships); a
 * damaged Imperial ship alone does not control it. Without the law the
 * Blight hits there too. */
static void imperial_protectors(void **state) {
    (void)state;
    for (int law = 1; law >= 0; law--) {
        arcs_game *game = act2_scenario(0xF);
        game_state *g = t_state(game);
        assert_true(in_booklet(g, CARD_F108));
        if (!law) booklet_remove(g, CARD_F108);
        int a = planet_system(g, -1), b = planet_system(g, a);
        put_imperial(game, a, 1, 0);
        put_blight(game, a, 1, 0);
        put_imperial(game, b, 0, 1);
        put_blight(game, b, 1, 0);
        g = t_state(game);
        blight_crises(g);
        assert_int_equal(g->camp.imperial[a][0], law ? 1 : 0);
        assert_int_equal(g->camp.imperial[b][1], 0); /* destroyed either way */
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* F109 Crisis: with the arrow rolled, every Regent becomes an Outlaw (the
 * First Regent last: the Trust returns, 1 Power per resource), each
 * Imperial ship takes a hit, the card is discarded; another symbol does
 * nothing. */
static void empire_falls_crisis(void **state) {
    (void)state;
    for (int arrow = 0; arrow < 2; arrow++) {
        /* The Steward failed Act I: Empire Falls is in the Court deck. */
        arcs_game *game = act2_scenario(0xE);
        game_state *g = t_state(game);
        into_row(g, CARD_F109, 1);
        int a = planet_system(g, -1);
        put_imperial(game, a, 2, 1);
        g = t_state(game);
        to_trust(g, ARCS_FUEL);
        int supply = g->camp.imperial_supply, power = g->pl[0].power;
        g->camp.event_die = arrow ? 1 : 2; /* face 1: the arrow; 2: the crescent */
        g->camp.number_die = 1;
        cards_crisis(g, CARD_F109, 1);
        if (!arrow) {
            assert_int_equal(g->camp.regents, 0xF);
            assert_int_equal(g->court_row[1], CARD_F109);
            arcs_game_free(game);
            continue;
        }
        assert_int_equal(g->camp.regents, 0);
        assert_int_equal(g->camp.first_regent, NO_PLAYER);
        assert_int_equal(g->pl[0].power, power - 1);
        assert_int_equal(g->camp.imperial[a][0], 0);
        assert_int_equal(g->camp.imperial[a][1], 2);
        assert_int_equal(g->camp.imperial_supply, supply + 1);
        assert_int_not_equal(g->court_row[1], CARD_F109);
        assert_int_equal(court_discard_pile_ro(g)[g->court_discard_len - 1], CARD_F109);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* F109 When Secured: the securer places their Loyal agents from it on
 * other Court cards, one at a time, or stops (the rest return); then it
 * is buried. Only the securer decides. */
static void empire_falls_secured(void **state) {
    (void)state;
    arcs_game *game = act2_scenario(0xE);
    game_state *g = t_state(game);
    into_row(g, CARD_F109, 1);
    /* Two of p1's agents were on it: Secure step 1 leaves them waiting
     * in p1's supply for the effect. */
    t_start_lead_turn(game, 1, t_card(0, 3)); /* secured on p1's turn */
    g = t_state(game);
    int supply = g->pl[1].agents_supply, on2 = g->court_agents[2][1];
    court_take_card_agents(g, 1, 1, 2);
    assert_true(t_is_legal(game, "p1 card empire-falls move 2"));
    round_trip(game);
    refused_unchanged(game, "p0 card empire-falls move 2");
    ok(game, "p1 card empire-falls move 2");
    ok(game, "p1 decline");
    g = t_state(game);
    assert_int_equal(g->court_agents[2][1], on2 + 1);
    assert_int_equal(g->pl[1].agents_supply, supply - 1);
    assert_int_equal(court_deck_pile(g)[0], CARD_F109); /* buried */
    t_assert_invariants(game);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_adds_imperial_quorum),
        cmocka_unit_test(objective_expand_and_tribute),
        cmocka_unit_test(imperial_quorum_in_parts),
        cmocka_unit_test(imperial_quorum_ties_skip),
        cmocka_unit_test(act2_resolution),
        cmocka_unit_test(council_intrigue_reprint),
        cmocka_unit_test(lesser_regent_declares),
        cmocka_unit_test(hunter_squads_reroll),
        cmocka_unit_test(tax_collectors),
        cmocka_unit_test(tax_collectors_stolen),
        cmocka_unit_test(imperial_protectors),
        cmocka_unit_test(empire_falls_crisis),
        cmocka_unit_test(empire_falls_secured),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
