/* The Steward's Act III (lib/cards/campaign/fates/steward/): the Act III
 * Setup side (F122A) and its grand ambitions (F122B), Imperial Sponsor
 * (F123) and the Sponsored token, Govern with Authority (F124-F126: Edict
 * 03 with terms of its own, lib/campaign/events.c), and the Lesser Regent
 * reprints (F120-F121). Games are real Act III games from campaign records
 * (tests/act2_fixture.h t_act3_new), shaped by hand. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/trust.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/steward/steward.h"

static const t_fates FATES = {.a = {CARD_FATE01, CARD_FATE02, CARD_FATE03, CARD_FATE04},
                              .completed1 = 0xF,
                              .completed2 = 0xF};

static bool in_booklet(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

/* The first Govern card in the booklet (the top one). */
static int top_govern(const game_state *g) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (cards_govern_policy(g->camp.booklet[i])) return g->camp.booklet[i];
    return -1;
}

static void refused_unchanged(arcs_game *game, const char *text) {
    uint64_t before = arcs_state_hash(game);
    arcs_move m;
    assert_int_equal(arcs_move_from_str(text, &m), ARCS_OK);
    assert_int_not_equal(arcs_apply(game, m), ARCS_OK);
    if (!strlen(arcs_last_error(game))) fail_msg("%s: refused without a reason", text);
    assert_int_equal(arcs_state_hash(game), before);
}

/* An Act III game of 4 (the Steward p0) at its first lead, shaped: empty
 * map, no Imperial ships or Blight, an empty Trust, every player a
 * Regent, p0 the First Regent, no decision pending, War on top. */
static arcs_game *act3_scenario(void) {
    arcs_game *game = t_act3_started(4, 31, &FATES, ARCS_CHANCE_INTERNAL);
    assert_int_equal(game->s.camp.act, 3);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE01);
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

static void to_trust(game_state *g, int r) {
    g->res_supply[r]--;
    trust_add(g, r);
}

/* The game's stack down to its round, then card's edict alone. */
static void edict_alone(arcs_game *game, int card) {
    game_state *g = t_state(game);
    while (g->depth && top_frame(g)->kind != FR_ROUND) pop_frame(g);
    cards_edict(g, card);
    run_forward(g);
}

static t_log LINES;
static void keep_log(arcs_game *game) {
    memset(&LINES, 0, sizeof LINES);
    game->log = t_keep_line;
    game->log_ud = &LINES;
}

/* ---- F122A ---- */

/* Steps 1-3 done, step 4 the First Regent's decision: Imperial Sponsor
 * and the three Govern with Authority cards in the booklet, the Govern the
 * Imperial Reach cards scrapped, the token on the tile. */
static void setup_side(void **state) {
    (void)state;
    arcs_game *game = t_act3_new(4, 31, &FATES, ARCS_CHANCE_INTERNAL, 0);
    uint64_t rng = 7;
    game_state *g = t_state(game);
    for (int i = 0; i < 4000 && !(g->depth && top_frame(g)->kind == FR_CARD && top_frame(g)->card == CARD_F122A); i++) {
        t_random_move(game, &rng);
        g = t_state(game);
    }
    assert_int_equal(top_frame(g)->card, CARD_F122A);
    int fr = g->camp.first_regent;
    assert_true(fr != NO_PLAYER);
    assert_int_equal(top_frame(g)->player, fr);
    assert_true(in_booklet(g, CARD_F123));
    for (int c = CARD_F124; c <= CARD_F126; c++) assert_true(in_booklet(g, c));
    for (int c = CARD_AID03; c <= CARD_AID05; c++) {
        assert_false(in_booklet(g, c));
        assert_true(card_scrapped(g, c));
    }
    assert_int_equal(g->camp.fate_data[0][0], 0); /* the Sponsored token on the tile */
    char text[64], other[64];
    snprintf(text, sizeof text, "p%d card steward-setup-3 peace-on-top", fr);
    snprintf(other, sizeof other, "p%d card steward-setup-3 peace-on-top", (fr + 1) % 4);
    assert_int_equal(t_count_legal(game, ""), 3);
    refused_unchanged(game, other);
    t_assert_reloads(game, "the top-card choice");
    keep_log(game);
    ok(game, text);
    g = t_state(game);
    assert_int_equal(g->camp.govern_top, 2);
    assert_int_equal(top_govern(g), CARD_F126);
    assert_true(t_logged(&LINES, "places Govern with Authority on top: the Policy of Peace"));
    t_assert_invariants(game);
    t_assert_reloads(game, "Govern with Authority in the booklet");
    arcs_game_free(game);
}

/* ---- F122B ---- */

static int first_planet(const game_state *g, int from) {
    for (int s = from; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s)) return s;
    return -1;
}

/* Power p gains from the chapter's grand-ambition scoring now. */
static int grand_power(arcs_game *game, int p) {
    game_state *g = t_state(game);
    int before = g->pl[p].power;
    campaign_score_grand_ambitions(g);
    return g->pl[p].power - before;
}

/* 1: "You're a Regent and the Empire controls all Outlaw cities or there
 * are no Outlaws." 2: "You're the First Regent and the Imperial Trust has
 * more resources than the current Chapter." Scored by the chapter track
 * (chapter 1: 2 Power for one, 4 for both). */
static void grand_ambitions(void **state) {
    (void)state;
    arcs_game *game = act3_scenario();
    game_state *g = t_state(game);
    g->chapter = 1;
    /* No Outlaws, a Trust of 1 (not more than chapter 1): the first only. */
    to_trust(g, ARCS_FUEL);
    assert_int_equal(grand_ambitions_fulfilled(g, 0), 1);
    keep_log(game);
    assert_int_equal(grand_power(game, 0), grand_ambition_power(1, 1));
    assert_true(t_logged(&LINES, "the first grand ambition of Steward Act III Objective"));
    /* A Trust of 2: both. */
    g = t_state(game);
    to_trust(g, ARCS_RELIC);
    assert_int_equal(grand_power(game, 0), grand_ambition_power(1, 2));
    /* An Outlaw (p2) with a city outside the Empire's control: the
     * second only. */
    g = t_state(game);
    g->camp.regents = 0xB;
    int s = first_planet(g, 0);
    t_place_building(game, 2, s, 0, false, false);
    g = t_state(game);
    assert_int_equal(grand_ambitions_fulfilled(g, 0), 1);
    assert_int_equal(grand_power(game, 0), grand_ambition_power(1, 1));
    /* The Empire controls its system (fresh Imperial ships): both again. */
    put_imperial(game, s, 2, 0);
    g = t_state(game);
    assert_int_equal(controller(g, s), OWNER_EMPIRE);
    assert_int_equal(grand_ambitions_fulfilled(g, 0), 2);
    /* Chapter 2: a Trust of 2 is not more than 2; not the First Regent:
     * not the second; an Outlaw: not the first. */
    g->chapter = 2;
    assert_int_equal(grand_ambitions_fulfilled(g, 0), 1);
    g->chapter = 1;
    g->camp.first_regent = 1;
    assert_int_equal(grand_ambitions_fulfilled(g, 0), 1);
    g->camp.regents = 0xA;
    assert_int_equal(grand_power(game, 0), 0);
    arcs_game_free(game);
}

/* ---- F123 Imperial Sponsor ---- */

/* The First Regent places the token on an undeclared box, then may add a
 * resource to the Trust; only they decide. faq.csv Imperial Sponsor Q2:
 * the resource may be added when the token did not move ("keep"). */
static void imperial_sponsor_edict(void **state) {
    (void)state;
    arcs_game *game = act3_scenario();
    game_state *g = t_state(game);
    memset(g->marker_box, 0xFF, sizeof g->marker_box);
    g->marker_box[0] = ARCS_TYCOON; /* Tycoon declared */
    t_give_resource(game, 0, 0, ARCS_WEAPON);
    keep_log(game);
    edict_alone(game, CARD_F123);
    assert_int_equal(t_count_legal(game, "p0 card imperial-sponsor place"), ARCS_AMBITION_COUNT - 1);
    assert_false(t_is_legal(game, "p0 card imperial-sponsor place Tycoon"));
    assert_false(t_is_legal(game, "p0 card imperial-sponsor keep"));
    refused_unchanged(game, "p1 card imperial-sponsor place Keeper");
    t_assert_reloads(game, "the Sponsored token's placement");
    ok(game, "p0 card imperial-sponsor place Keeper");
    assert_int_equal(t_state(game)->camp.fate_data[0][0], 1 + ARCS_KEEPER);
    assert_true(t_is_legal(game, "p0 decline"));
    ok(game, "p0 card imperial-sponsor add slot-0");
    g = t_state(game);
    assert_int_equal(g->camp.trust[ARCS_WEAPON], 1);
    assert_int_equal(g->pl[0].res[0], RES_EMPTY);
    /* Again: it may stay where it is, and a resource still goes in. */
    t_give_resource(game, 0, 0, ARCS_FUEL);
    edict_alone(game, CARD_F123);
    assert_true(t_is_legal(game, "p0 card imperial-sponsor keep"));
    assert_false(t_is_legal(game, "p0 card imperial-sponsor place Keeper"));
    ok(game, "p0 card imperial-sponsor keep");
    ok(game, "p0 card imperial-sponsor add slot-0");
    assert_int_equal(trust_count(t_state(game), -1), 2);
    assert_true(t_logged(&LINES, "keeps the Sponsored token on Keeper"));
    /* No First Regent: skipped. */
    g = t_state(game);
    g->camp.first_regent = NO_PLAYER;
    edict_alone(game, CARD_F123);
    assert_true(t_logged(&LINES, "there is no First Regent: the edict is skipped"));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* An Outlaw declares the Sponsored ambition: the Power for second place
 * on the marker placed, a Regent again, a resource of their choice from
 * the Trust; faq.csv Imperial Sponsor Q1: the token stays on its box. */
static void sponsored_ambition_declared(void **state) {
    (void)state;
    arcs_game *game = act3_scenario();
    game_state *g = t_state(game);
    memset(g->marker_box, 0xFF, sizeof g->marker_box);
    g->camp.fate_data[0][0] = 1 + ARCS_EMPATH;
    g->camp.regents = 0xD; /* p1 an Outlaw */
    to_trust(g, ARCS_PSIONIC);
    to_trust(g, ARCS_MATERIAL);
    int power = g->pl[1].power;
    while (g->depth && top_frame(g)->kind != FR_ROUND) pop_frame(g);
    keep_log(game);
    /* Another ambition: nothing. */
    declare_ambition(g, 1, ARCS_TYCOON, false);
    assert_int_equal(g->pl[1].power, power);
    declare_ambition(g, 1, ARCS_EMPATH, false);
    int second = -1;
    for (int m = 0; m < 3; m++)
        if (g->marker_box[m] == ARCS_EMPATH) second = marker_second(g, m);
    run_forward(g);
    assert_int_equal(g->pl[1].power, power + second);
    assert_true(is_regent(g, 1));
    assert_true(t_logged(&LINES, "declares the Sponsored ambition, Empath"));
    assert_int_equal(t_count_legal(game, "p1 card imperial-sponsor take"), 2);
    refused_unchanged(game, "p0 card imperial-sponsor take Psionic");
    t_assert_reloads(game, "the take from the Trust");
    ok(game, "p1 card imperial-sponsor take Psionic");
    g = t_state(game);
    assert_int_equal(g->camp.trust[ARCS_PSIONIC], 0);
    assert_int_equal(g->camp.trust[ARCS_MATERIAL], 1);
    assert_int_equal(g->camp.fate_data[0][0], 1 + ARCS_EMPATH); /* stays */
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- F124-F126 Govern with Authority ---- */

/* Policy `policy`'s Govern with Authority card on top; Imperial Quorum
 * (F113, kept from Act II) out of the booklet unless `quorum`. */
static void govern_on_top_q(arcs_game *game, int policy, bool quorum) {
    game_state *g = t_state(game);
    assert_true(in_booklet(g, CARD_F113));
    if (!quorum) booklet_remove(g, CARD_F113);
    int card = policy == 0 ? CARD_F124 : policy == 1 ? CARD_F126 : CARD_F125;
    assert_true(in_booklet(g, card));
    /* As the Setup's choice: move it first. */
    int first = -1, at = -1;
    for (int i = 0; i < g->camp.booklet_len; i++) {
        if (cards_govern_policy(g->camp.booklet[i]) && first < 0) first = i;
        if (g->camp.booklet[i] == card) at = i;
    }
    g->camp.booklet[at] = g->camp.booklet[first];
    g->camp.booklet[first] = (uint16_t)card;
    g->camp.govern_top = (uint8_t)(policy + 1);
}

static void govern_on_top(arcs_game *game, int policy) { govern_on_top_q(game, policy, false); }

/* The Edicts of an event, resolved now (FR_EVENT at its Edicts step:
 * events.c EV_EDICTS = 8, order from 1, EVF_EDICTS = 4): Govern (03)
 * first, the First Regent's decision. */
static void govern_alone(arcs_game *game) {
    game_state *g = t_state(game);
    while (g->depth && top_frame(g)->kind != FR_ROUND) pop_frame(g);
    frame *f = push_frame(g, FR_EVENT, 0);
    f->a = 8;
    f->c = 1;
    f->d = 4;
    run_forward(g);
}

/* War: the Demand reaches an Outlaw whose city lies in an Empire-
 * controlled system (a Favor: nothing to take), not another Outlaw; the
 * Imperial Action gives each Regent a Weapon and a resource of the
 * giver's choice; faq.csv Govern with Authority: no Weapon anywhere, the
 * other resource is still given. */
static void govern_war(void **state) {
    (void)state;
    arcs_game *game = act3_scenario();
    govern_on_top(game, 0);
    game_state *g = t_state(game);
    g->camp.regents = 0x3; /* p2, p3 Outlaws */
    int s = first_planet(g, 0), t = first_planet(g, s + 1);
    t_place_building(game, 2, s, 0, false, false);
    t_place_building(game, 3, t, 0, false, false);
    put_imperial(game, s, 2, 0);
    g = t_state(game);
    int fav2 = favor_count(g, 0, 2), fav3 = favor_count(g, 0, 3);
    /* No Weapon in the supply or the Trust. */
    /* (Every Weapon with the Outlaws.) */
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < RES_SLOTS; i++)
            if (g->pl[p].res[i] == 1 + ARCS_WEAPON) {
                g->pl[p].res[i] = RES_EMPTY;
                g->res_supply[ARCS_WEAPON]++;
            }
    for (int p = 2; p < 4; p++)
        for (int i = 0; i < open_res_slots(&g->pl[p]) && g->res_supply[ARCS_WEAPON]; i++)
            if (g->pl[p].res[i] == RES_EMPTY) {
                g->pl[p].res[i] = 1 + ARCS_WEAPON;
                g->res_supply[ARCS_WEAPON]--;
            }
    assert_int_equal(g->res_supply[ARCS_WEAPON], 0);
    keep_log(game);
    govern_alone(game);
    ok(game, "p0 enforce");
    g = t_state(game);
    /* p1 (a Rival Regent) has no Trophy: a Favor; p2 demanded: a Favor;
     * p3 not. */
    assert_int_equal(favor_count(g, 0, 2), fav2 + 1);
    assert_int_equal(favor_count(g, 0, 3), fav3);
    assert_true(t_logged(&LINES, "gives any 1 resource to each Regent"));
    /* No Weapon anywhere: still a resource (the other types). */
    assert_int_equal(t_count_legal(game, "p0 card govern-war give"), NUM_RES - 1);
    assert_true(t_is_legal(game, "p0 card govern-war give Fuel p0"));
    refused_unchanged(game, "p1 card govern-war give Fuel p0");
    refused_unchanged(game, "p0 card govern-war give Weapon p0"); /* none anywhere */
    refused_unchanged(game, "p0 card govern-war give Fuel p1");   /* p0's turn to receive first */
    {
        char label[160];
        size_t n = 0;
        arcs_move m;
        assert_int_equal(arcs_move_from_str("p0 card govern-war give Fuel p0", &m), ARCS_OK);
        assert_int_equal(arcs_move_label(game, m, label, sizeof label, &n), ARCS_OK);
        assert_non_null(strstr(label, "give a Fuel to Player 1"));
    }
    t_assert_reloads(game, "Govern with Authority's gift");
    int fuel0 = 0, relic1 = 0;
    ok(game, "p0 card govern-war give Fuel p0");
    t_apply_prefix(game, "p0 place");
    assert_true(t_is_legal(game, "p0 card govern-war give Relic p1"));
    ok(game, "p0 card govern-war give Relic p1");
    t_apply_prefix(game, "p1 place");
    g = t_state(game);
    for (int i = 0; i < RES_SLOTS; i++) {
        fuel0 += g->pl[0].res[i] == 1 + ARCS_FUEL;
        relic1 += g->pl[1].res[i] == 1 + ARCS_RELIC;
    }
    assert_true(fuel0 >= 1 && relic1 >= 1);
    assert_int_equal(t_count_legal(game, "p0 card govern-war"), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* War with 1 Weapon left for 2 Regents: the Imperial Action's choice of
 * who is armed (FR_EVENT_CHOICE) lies on the gifts' waiting step
 * (FR_CARD_AUTO, pushed before the printed part): it saves and loads. */
static void war_weapon_choice_reloads(void **state) {
    (void)state;
    arcs_game *game = act3_scenario();
    govern_on_top(game, 0);
    game_state *g = t_state(game);
    g->camp.regents = 0x3; /* p2, p3 Outlaws */
    for (int p = 0; p < 4; p++)
        for (int i = 0; i < RES_SLOTS; i++)
            if (g->pl[p].res[i] == 1 + ARCS_WEAPON) {
                g->pl[p].res[i] = RES_EMPTY;
                g->res_supply[ARCS_WEAPON]++;
            }
    for (int p = 2; p < 4; p++)
        for (int i = 0; i < open_res_slots(&g->pl[p]) && g->res_supply[ARCS_WEAPON] > 1; i++)
            if (g->pl[p].res[i] == RES_EMPTY) {
                g->pl[p].res[i] = 1 + ARCS_WEAPON;
                g->res_supply[ARCS_WEAPON]--;
            }
    assert_int_equal(g->res_supply[ARCS_WEAPON], 1);
    govern_alone(game);
    ok(game, "p0 enforce");
    bool asked = false;
    for (int i = 0; i < 8 && !asked; i++) {
        const frame *f = top_frame_c(&game->s);
        if (f->kind == FR_EVENT_CHOICE && game->s.depth >= 2 && game->s.stack[game->s.depth - 2].kind == FR_CARD_AUTO)
            asked = true;
        else if (!t_apply_prefix(game, "p0 ")) break;
    }
    assert_true(asked);
    t_assert_reloads(game, "War's Weapon choice above the gifts' step");
    arcs_game_free(game);
}

/* Escalation: 4 fresh Imperial ships; Peace: double bonus city Power. The
 * Demand takes from the First Regent too ("even you"). */
static void govern_escalation_and_peace(void **state) {
    (void)state;
    arcs_game *game = act3_scenario();
    govern_on_top(game, 2);
    game_state *g = t_state(game);
    int s = first_planet(g, 0);
    put_imperial(game, s, 1, 0);
    g = t_state(game);
    keep_log(game);
    govern_alone(game);
    ok(game, "p0 enforce");
    while (t_apply_prefix(game, "p0 demand")) {
    }
    char text[32];
    snprintf(text, sizeof text, "p0 requisition");
    assert_true(t_apply_prefix(game, text));
    g = t_state(game);
    assert_int_equal(g->camp.imperial[s][0], 5);
    assert_true(t_logged(&LINES, "places 4 fresh Imperial ships"));
    arcs_game_free(game);

    game = act3_scenario();
    govern_on_top(game, 1);
    g = t_state(game);
    /* p1 with 4 cities off the board: bonus 2, doubled. */
    for (int k = 0, at = 0; k < 4; k++, at++) {
        at = first_planet(g, at);
        t_place_building(game, 1, at, 0, false, false);
        g = t_state(game);
    }
    int bonus = bonus_city_power(&g->pl[1]), power = g->pl[1].power;
    assert_true(bonus > 0);
    keep_log(game);
    govern_alone(game);
    ok(game, "p0 enforce");
    while (t_apply_prefix(game, "p0 demand")) {
    }
    run_forward(t_state(game));
    assert_int_equal(t_state(game)->pl[1].power, power + 2 * bonus);
    assert_true(t_logged(&LINES, "gains double their bonus city Power"));
    arcs_game_free(game);
}

/* Imperial Quorum (F113, from Act II) resolves Govern with Authority in
 * parts (its text: "or Govern with Authority in Act III"): the Regent
 * with the most starports (p1) takes Escalation's Imperial Action, 4
 * ships where p1 chooses. */
static void quorum_with_authority(void **state) {
    (void)state;
    arcs_game *game = act3_scenario();
    govern_on_top_q(game, 2, true);
    game_state *g = t_state(game);
    int s = first_planet(g, 0);
    t_place_building(game, 1, s, 0, true, false);
    keep_log(game);
    govern_alone(game);
    while (t_apply_prefix(game, "p0 demand")) {
    }
    assert_true(t_logged(&LINES, "Edict 03 is resolved in parts: Player 2 may take the Imperial Action"));
    refused_unchanged(game, "p0 enforce");
    ok(game, "p1 enforce");
    assert_true(t_logged(&LINES, "Player 2 places 4 fresh Imperial ships"));
    char text[48];
    snprintf(text, sizeof text, "p1 requisition");
    assert_true(t_apply_prefix(game, text));
    g = t_state(game);
    assert_int_equal(g->camp.imperial[s][0], 4);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- F116 Council Insiders ---- */

/* A Guild card in the Court deck other than `not`. */
static int guild_in_deck(const game_state *g, int not) {
    for (int i = 0; i < g->court_deck_len; i++) {
        int c = court_deck_pile((game_state *)g)[i];
        if (c != not && card_table[c].kind == CK_GUILD && !card_protected(c)) return c;
    }
    return -1;
}

/* p1 holds it and secures a Guild card: the Council In Session, p1 may
 * influence it; the Council secured (tucked) this round, p1 may flip it:
 * faq.csv, Council Insiders: "return it to the Court. It won't resolve
 * this round." */
static void council_insiders(void **state) {
    (void)state;
    arcs_game *game = act3_scenario();
    t_court_card_at(game, CARD_F116, 1);
    t_start_lead_turn(game, 1, t_card(0, 3)); /* secured on p1's turn */
    game_state *g = t_state(game);
    court_take_card(g, 1, 1);
    run_forward(g);
    assert_true(held_index(g, 1, CARD_F116) >= 0);
    assert_int_equal(g->court_row[COUNCIL_PLACE], council_cards[COUNCIL_IN_SESSION]);
    t_court_card_at(game, guild_in_deck(g, CARD_F116), 2);
    g = t_state(game);
    int agents = g->court_agents[COUNCIL_PLACE][1];
    keep_log(game);
    court_take_card(g, 1, 2);
    assert_true(t_is_legal(game, "p1 card council-insiders influence"));
    assert_false(t_is_legal(game, "p1 card council-insiders flip"));
    refused_unchanged(game, "p0 card council-insiders influence");
    t_assert_reloads(game, "Council Insiders' choice");
    ok(game, "p1 card council-insiders influence");
    assert_int_equal(t_state(game)->court_agents[COUNCIL_PLACE][1], agents + 1);
    /* The Council secured by p0 this round: flip it back. */
    g = t_state(game);
    council_secured(g, 0, COUNCIL_PLACE);
    assert_int_equal(g->camp.council_securer, 0);
    t_court_card_at(game, guild_in_deck(g, CARD_F116), 2);
    g = t_state(game);
    court_take_card(g, 1, 2);
    assert_true(t_is_legal(game, "p1 card council-insiders flip"));
    assert_false(t_is_legal(game, "p1 card council-insiders influence"));
    ok(game, "p1 card council-insiders flip");
    g = t_state(game);
    assert_int_equal(g->court_row[COUNCIL_PLACE], council_cards[COUNCIL_IN_SESSION]);
    assert_int_equal(g->camp.council_securer, NO_PLAYER);
    assert_true(t_logged(&LINES, "it is not resolved this round"));
    arcs_game_free(game);
}

/* ---- F115 Navy Reprisal ---- */

/* Crisis: each Imperial ship hits 1 ship of each Outlaw in its system,
 * fresh first; Regents untouched; buried. When Secured: the securer hits
 * all Imperial ships of a cluster (or resolves the Crisis in one); then
 * it is buried. */
static void navy_reprisal(void **state) {
    (void)state;
    arcs_game *game = act3_scenario();
    game_state *g = t_state(game);
    g->camp.regents = 0xB; /* p2 an Outlaw */
    int s = first_planet(g, 0);
    put_imperial(game, s, 1, 1);
    t_place_ships(game, 2, s, 3, 0);
    t_place_ships(game, 1, s, 2, 0);
    t_court_card_at(game, CARD_F115, 1);
    g = t_state(game);
    while (g->depth && top_frame(g)->kind != FR_ROUND) pop_frame(g);
    card_def_of(CARD_F115)->crisis(g, CARD_F115, 1);
    assert_int_equal(g->sys[s].fresh[2], 1);
    assert_int_equal(g->sys[s].damaged[2], 2);
    assert_int_equal(g->sys[s].fresh[1], 2);
    assert_int_equal(court_deck_pile(g)[0], CARD_F115);
    t_assert_invariants(game);
    /* Secured by p1. */
    t_court_card_at(game, CARD_F115, 1);
    t_start_lead_turn(game, 1, t_card(0, 3));
    g = t_state(game);
    court_take_card(g, 1, 1);
    char text[64];
    snprintf(text, sizeof text, "p1 card navy-reprisal hit-imperial cluster-%d", sys_cluster(s) + 1);
    assert_true(t_is_legal(game, text));
    snprintf(text, sizeof text, "p1 card navy-reprisal reprisal cluster-%d", sys_cluster(s) + 1);
    assert_true(t_is_legal(game, text));
    assert_int_equal(t_count_legal(game, "p1 card navy-reprisal"), 2);
    refused_unchanged(game, "p0 decline");
    t_assert_reloads(game, "Navy Reprisal's When Secured");
    snprintf(text, sizeof text, "p1 card navy-reprisal hit-imperial cluster-%d", sys_cluster(s) + 1);
    ok(game, text);
    g = t_state(game);
    assert_int_equal(g->camp.imperial[s][0], 0);
    assert_int_equal(g->camp.imperial[s][1], 1);
    assert_int_equal(court_deck_pile(g)[0], CARD_F115);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- F120-F121 Lesser Regent (the Act II card's def) ---- */

static void lesser_regent_reprints(void **state) {
    (void)state;
    assert_ptr_equal(card_def_of(CARD_F120), card_def_of(CARD_F110));
    assert_ptr_equal(card_def_of(CARD_F121), card_def_of(CARD_F110));
    char name[40];
    card_text_name(CARD_F120, name, sizeof name);
    assert_string_equal(name, "lesser-regent@F120");
}


/* F118/F119 Imperial Defectors (the Steward's): "When Secured: You may
 * resolve the Crisis in any cluster. Bury or discard this card." Unresolved,
 * the securer may bury it (F710's reprint offers discard only); resolved,
 * the Crisis's own "Bury this card" buries it. */
static void imperial_defectors_bury_or_discard(void **state) {
    (void)state;
    for (int bury = 0; bury < 2; bury++) {
        arcs_game *game = act3_scenario();
        game_state *g = t_state(game);
        /* In the Court as after a failed Act II (here it was scrapped). */
        g->camp.scrapped[CARD_F118 / 8] &= (uint8_t)~(1u << (CARD_F118 % 8));
        t_court_card_at(game, CARD_F118, 1);
        g = t_state(game);
        g->pl[0].agents_supply--;
        g->court_agents[1][0] = 1;
        t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
        ok(game, "p0 action secure");
        ok(game, "p0 secure 1");
        assert_int_equal(t_count_legal(game, "p0 card imperial-defectors-bury bury"), 1);
        assert_int_equal(t_count_legal(game, "p0 card imperial-defectors-bury discard"), 1);
        t_assert_reloads(game, "pending decision");
        ok(game, bury ? "p0 card imperial-defectors-bury bury" : "p0 card imperial-defectors-bury discard");
        g = t_state(game);
        bool in_deck_bottom = g->court_deck_len && court_deck_pile(g)[0] == CARD_F118;
        bool in_discard = false;
        for (int i = 0; i < g->court_discard_len; i++) in_discard |= court_discard_pile(g)[i] == CARD_F118;
        assert_int_equal(in_deck_bottom, bury);
        assert_int_equal(in_discard, !bury);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}


/* Escalation with Authority: an Outlaw (p2) with a city in a system the
 * Empire controls and two resources the Demand takes (Material, Fuel) is
 * asked which; the pending Demand naming an Outlaw saves and loads (the
 * loader checks the FR_EVENT_CHOICE against the Govern card's terms). */
static void outlaw_demand_reloads(void **state) {
    (void)state;
    arcs_game *game = act3_scenario();
    govern_on_top(game, 2);
    game_state *g = t_state(game);
    g->camp.regents = 0x3; /* p2, p3 Outlaws */
    int s = first_planet(g, 0);
    t_place_building(game, 2, s, 0, false, false);
    put_imperial(game, s, 2, 0);
    g = t_state(game);
    for (int i = 0; i < RES_SLOTS; i++) /* p2's slots emptied back to the supply */
        if (g->pl[2].res[i] != RES_EMPTY && g->pl[2].res[i] <= NUM_RES) {
            g->res_supply[g->pl[2].res[i] - 1]++;
            g->pl[2].res[i] = RES_EMPTY;
        }
    t_give_to_empty_slot(game, 2, ARCS_MATERIAL);
    t_give_to_empty_slot(game, 2, ARCS_FUEL);
    g = t_state(game);
    govern_alone(game);
    ok(game, "p0 enforce");
    bool asked = false;
    for (int i = 0; i < 8 && !asked; i++) {
        const frame *f = top_frame_c(&game->s);
        if (f->kind == FR_EVENT_CHOICE && f->b == 2) asked = true;
        else if (!t_apply_prefix(game, "p0 demand")) break;
    }
    assert_true(asked);
    assert_false(is_regent(&game->s, 2));
    t_assert_reloads(game, "the Demand of an Outlaw");
    assert_int_equal(t_count_legal(game, "p0 demand"), 2);
    arcs_game_free(game);
}


/* A saved state whose Sponsored token lies nowhere (the Steward's Fate byte
 * past the five ambition boxes) is refused by the loader with the reason;
 * the same state with the token on a box loads. */
static void sponsored_byte_checked_on_load(void **state) {
    (void)state;
    arcs_game *game = act3_scenario();
    game_state *g = t_state(game);
    int s = steward_player(g);
    assert_true(s >= 0);
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    for (int at = 0; at <= ARCS_AMBITION_COUNT + 1; at++) {
        g->camp.fate_data[s][FD_SPONSORED] = (uint8_t)at;
        game_bump(game);
        size_t len = 0;
        assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
        arcs_game *loaded = NULL;
        arcs_error err;
        arcs_status st = arcs_game_load_state_ex(buf, len, NULL, &loaded, &err);
        if (at <= ARCS_AMBITION_COUNT) {
            assert_int_equal(st, ARCS_OK);
            arcs_game_free(loaded);
        } else {
            assert_int_not_equal(st, ARCS_OK);
            assert_null(loaded);
            assert_non_null(strstr(err.message, "Sponsored token"));
        }
    }
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_side),
        cmocka_unit_test(grand_ambitions),
        cmocka_unit_test(imperial_sponsor_edict),
        cmocka_unit_test(sponsored_ambition_declared),
        cmocka_unit_test(govern_war),
        cmocka_unit_test(war_weapon_choice_reloads),
        cmocka_unit_test(govern_escalation_and_peace),
        cmocka_unit_test(quorum_with_authority),
        cmocka_unit_test(council_insiders),
        cmocka_unit_test(navy_reprisal),
        cmocka_unit_test(outlaw_demand_reloads),
        cmocka_unit_test(sponsored_byte_checked_on_load),
        cmocka_unit_test(imperial_defectors_bury_or_discard),
        cmocka_unit_test(lesser_regent_reprints),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
