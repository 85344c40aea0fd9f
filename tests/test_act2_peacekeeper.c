/* The Peacekeeper's Act II (lib/cards/campaign/fates/peacekeeper/, a B
 * Fate): the Act II Setup (the Warlord box's Weapons, Outrage cleared then
 * Weapons Provoked, the two cards gained, the fleet replenished to 8 by
 * moves), the Objective's two triggers (the First Regent's Empire-
 * controlled planets), Oath of Peace (Trophies returned but Blight, no
 * Warlord declared or scored, no War Policy: faq.csv Oath of Peace, the
 * Commonwealth), Arsenal Keepers (a Weapon taken kept or not, even for the
 * Trust; frozen; raided for 2 keys), the Act II Resolution's two branches.
 * Games are real Act II games (tests/act2_fixture.h) whose failed player 0
 * takes the Peacekeeper, shaped by hand. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/trust.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/founder/commonwealth.h"
#include "cards/campaign/fates/fleet.h"
#include "cards/campaign/fates/hegemon/banners.h"

static const int FATES[4] = {CARD_FATE01, CARD_FATE02, CARD_FATE03, CARD_FATE04};
static const int BFATES[4] = {CARD_FATE15, 0, 0, 0};

static bool in_court_deck(const game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (g->camp.court_deck[i] == card) return true;
    return false;
}

static int weapons_in_slots(const game_state *g, int p) {
    int n = 0;
    for (int i = 0; i < RES_SLOTS_MAX; i++) n += g->pl[p].res[i] == ARCS_WEAPON + 1;
    return n;
}

static void end_chapter(arcs_game *game) {
    chapter_end_begin(t_state(game));
    run_forward(t_state(game));
    t_assert_invariants(game);
}

/* F1501A, 2 players, as played from the record (the Setup side ran at
 * Act II & III Setup F): the Weapon Outrage provoked, no Weapon held, none
 * left on the Warlord box, the two cards gained, the fleet replenished by
 * moves. Then its steps again on a shaped state (the Weapons on the
 * Warlord box, p0's Fuel Outrage and a Weapon): the Fuel Outrage cleared,
 * its agent back. */
static void setup_as_printed(void **state) {
    (void)state;
    arcs_game *game = t_act2_new_b(2, 5, FATES, 2u, BFATES, ARCS_CHANCE_INTERNAL, 0);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE15);
    uint64_t rng = 5;
    for (int i = 0; i < 2000 && !t_count_legal(game, "p0 card peacekeeper-setup") && !g->turn_player && g->depth &&
                    top_frame(g)->kind != FR_ROUND;
         i++)
        t_random_move(game, &rng);
    g = t_state(game);
    assert_true(g->pl[0].outrage & (1u << ARCS_WEAPON));
    assert_int_equal(weapons_in_slots(g, 0), 0);
    assert_int_equal(g->phantom[ARCS_WEAPON], 0);
    assert_true(in_play_area(g, 0, CARD_F1502));
    assert_true(held_index(g, 0, CARD_F1503) >= 0);
    if (t_count_legal(game, "p0 card peacekeeper-setup place")) {
        t_refused_unchanged(game, "p0 card peacekeeper-setup place 1");
        while (t_count_legal(game, "p0 card peacekeeper-setup place")) {
            g = t_state(game);
            int before = g->sys[1].fresh[0];
            ok(game, "p0 card peacekeeper-setup place 1-arrow");
            g = t_state(game);
            assert_int_equal(g->sys[1].fresh[0], before + 1);
        }
        assert_true(fleet_on_map(g, 0) == 8 || g->pl[0].ships_supply == 0);
    }
    t_assert_invariants(game);

    /* Again, shaped: the cards taken back, Fuel Outrage, a Weapon held, 2
     * Weapons on the Warlord box. */
    g = t_state(game);
    play_area_remove(g, 0, CARD_F1502);
    remove_held(g, 0, held_index(g, 0, CARD_F1503));
    g->camp.fate_cards_added -= 2;
    player_state *pl = &g->pl[0];
    if (pl->outrage & ~pl->outrage_placeholder & (1u << ARCS_WEAPON)) pl->agents_supply++;
    pl->outrage = 1u << ARCS_FUEL;
    pl->outrage_placeholder = 0;
    pl->agents_supply--;
    int agents = pl->agents_supply;
    g->res_supply[ARCS_WEAPON] -= 2;
    g->phantom[ARCS_WEAPON] += 2;
    int supply = g->res_supply[ARCS_WEAPON];
    t_give_to_empty_slot(game, 0, ARCS_WEAPON);
    g = t_state(game);
    card_def_of(CARD_F1501A)->fate_setup(g, 0, CARD_F1501A);
    g = t_state(game);
    assert_int_equal(g->phantom[ARCS_WEAPON], 0);
    assert_int_equal(pl->outrage, 1u << ARCS_WEAPON);
    assert_int_equal(pl->agents_supply, agents); /* Fuel's agent back, Weapon's placed */
    assert_int_equal(weapons_in_slots(g, 0), 0);
    assert_int_equal(g->res_supply[ARCS_WEAPON], supply + 2);
    assert_true(in_play_area(g, 0, CARD_F1502));
    assert_true(held_index(g, 0, CARD_F1503) >= 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* A started Act II game of `players` (p0 the Peacekeeper), quiet: no
 * decision, nothing counting for ambitions, an empty map. */
static arcs_game *quiet(int players) {
    arcs_game *game = t_act2_started_b(players, 7, FATES, ((1u << players) - 1) & ~1u, BFATES, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE15);
    g->depth = 0;
    memset(g->stack, 0, sizeof g->stack);
    clear_holdings(game, false);
    t_clear_board(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    g->camp.blight_supply = BLIGHT_PIECES;
    memset(g->marker_box, 0xFF, sizeof g->marker_box);
    assert_true(in_play_area(g, 0, CARD_F1502));
    assert_true(held_index(g, 0, CARD_F1503) >= 0);
    return game;
}

/* F1502: the Peacekeeper cannot declare Warlord (an Aggression-4 lead
 * declares Warlord alone: no declaration is offered) but declares Tycoon
 * (a 2); a Rival may declare Warlord. */
static void oath_no_warlord_declared(void **state) {
    (void)state;
    for (int k = 0; k < 3; k++) {
        int p = k == 2 ? 1 : 0, number = k == 1 ? 2 : 4;
        arcs_game *game = t_act2_started_b(3, 7, FATES, 6u, BFATES, ARCS_CHANCE_INTERNAL);
        uint32_t hands[3] = {0};
        hands[p] = 1u << t_card(ARCS_AGGRESSION, number);
        hands[1 - p] = 1u << t_card(ARCS_AGGRESSION, 3);
        hands[2] = 1u << t_card(ARCS_AGGRESSION, 5);
        t_begin_round(game, p, hands);
        char text[48];
        snprintf(text, sizeof text, "p%d lead Aggression-%d", p, number);
        ok(game, text);
        snprintf(text, sizeof text, "p%d declare %s", p, ambition_name(number == 2 ? ARCS_TYCOON : ARCS_WARLORD));
        if (k == 0) t_refused_unchanged(game, text);
        else assert_true(t_is_legal(game, text));
        arcs_game_free(game);
    }
}

/* F1502 "cannot declare ... Warlord" holds for card effects that declare
 * too: "declare any ambition" (Populist Demands, CC11) offers the other
 * four to the Peacekeeper and all five to a Rival; Weapon Liaisons
 * (ARCS-F407: attach to declare Warlord) is no Prelude action of the
 * Peacekeeper's, Fuel Liaisons (Tycoon) is. */
static void oath_no_warlord_by_cards(void **state) {
    (void)state;
    for (int p = 0; p < 2; p++) {
        arcs_game *game = t_act2_started_b(3, 7, FATES, 6u, BFATES, ARCS_CHANCE_INTERNAL);
        game_state *g = t_state(game);
        push_card_frame(g, FR_CARD, p, CARD_CC11, 0);
        char text[64];
        snprintf(text, sizeof text, "p%d card populist-demands@CC11 declare", p);
        assert_int_equal(t_count_legal(game, text), p == 0 ? 4 : 5);
        snprintf(text, sizeof text, "p%d card populist-demands@CC11 declare Warlord", p);
        if (p == 0) t_refused_unchanged(game, text);
        else assert_true(t_is_legal(game, text));
        arcs_game_free(game);
    }
    /* (4 players: the Advocate, player 4, keeps their Fate; its Liaisons
     * are in the game.) */
    arcs_game *game = t_act2_started_b(4, 7, FATES, 14u, BFATES, ARCS_CHANCE_INTERNAL);
    uint32_t hands[4] = {1u << t_card(ARCS_AGGRESSION, 4), 1u << t_card(ARCS_AGGRESSION, 3),
                         1u << t_card(ARCS_AGGRESSION, 5), 1u << t_card(ARCS_AGGRESSION, 6)};
    t_begin_round(game, 0, hands);
    for (int c = CARD_F406; c <= CARD_F407; c++) {
        t_take_out_court_card(t_state(game), c);
        give_held(t_state(game), 0, c);
    }
    ok(game, "p0 lead Aggression-4");
    ok(game, "p0 no-declare");
    assert_true(t_is_legal(game, "p0 card liaisons@F406 attach"));
    t_refused_unchanged(game, "p0 card liaisons@F407 attach");
    arcs_game_free(game);
}

/* F1502 "Scrap this if you're not the Peacekeeper": given to a Rival by a
 * Transfer Lore deal (Knowledge Set Free, ARCS-F514, put in the booklet
 * here), it is scrapped on arrival; the Peacekeeper keeps it. */
static void oath_scrapped_away_from_peacekeeper(void **state) {
    (void)state;
    arcs_game *game = t_act2_started_b(3, 7, FATES, 6u, BFATES, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    assert_true(in_play_area(g, 0, CARD_F1502));
    booklet_add(g, CARD_F514);
    g->camp.summit_deal_limit = DEALS_UNLIMITED;
    t_call_summit(game, 0);
    ok(game, "p0 order-done");
    ok(game, "p0 deal-add p0 p1 lore");
    int at = -1;
    for (int i = 0; i < g->ll.play_area_len[0]; i++)
        if (g->ll.play_area[0][i] == CARD_F1502) at = i;
    char text[48];
    snprintf(text, sizeof text, "p0 transfer lore %d", at);
    ok(game, text);
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
    g = t_state(game);
    assert_false(in_play_area(g, 0, CARD_F1502));
    assert_false(in_play_area(g, 1, CARD_F1502));
    assert_true(card_scrapped(g, CARD_F1502));
    assert_int_equal(cards_forsworn_ambitions(g, 1), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1502: Warlord scored, the Peacekeeper first gains nothing; the Rival
 * second still gains second place (the places stand). */
static void oath_no_warlord_power(void **state) {
    (void)state;
    arcs_game *game = quiet(3);
    game_state *g = t_state(game);
    g->marker_box[2] = ARCS_WARLORD;
    t_give_to_empty_slot(game, 0, ARCS_WEAPON);
    t_give_to_empty_slot(game, 0, ARCS_WEAPON);
    t_give_to_empty_slot(game, 1, ARCS_WEAPON);
    int p0 = g->pl[0].power, p1 = g->pl[1].power;
    end_chapter(game);
    assert_int_equal(g->pl[0].power, p0);
    assert_int_equal(g->pl[1].power, p1 + marker_second(g, 2));
    arcs_game_free(game);
}

/* faq.csv, Oath of Peace: "What happens if I am a Member of the
 * Commonwealth and the Commonwealth scores Warlord with the Commonwealth
 * Ambition on it? You do not score any Power for it. Your unscored Power
 * is not scored by other Members." Members p0 and p1 (p1, the Peacekeeper, holds the Oath),
 * 2 Weapons against p2's 1: 8 / 2 = 4 for p0, none for p1, none for p2. */
static void faq_oath_commonwealth(void **state) {
    (void)state;
    static const int founder[3] = {CARD_FATE02, CARD_FATE01, CARD_FATE03};
    static const int peacekeeper[3] = {0, CARD_FATE15, 0};
    arcs_game *game = t_act2_started_b(3, 11, founder, 5u, peacekeeper, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    g->depth = 0;
    memset(g->stack, 0, sizeof g->stack);
    clear_holdings(game, true);
    t_clear_board(game);
    memset(g->marker_box, 0xFF, sizeof g->marker_box);
    for (int c = CARD_F218; c <= CARD_F221; c++)
        if (in_play_area(g, 2, c)) fate_scrap(g, c);
    assert_int_equal(commonwealth_members(g), 3u);
    if (!in_play_area(g, 1, CARD_F1502)) fate_gain_card(g, 1, CARD_F1502);
    cards_sources_changed(g);
    assert_true(in_play_area(g, 1, CARD_F1502));
    g->marker_box[2] = ARCS_WARLORD;
    *commonwealth_marker(g) = (uint8_t)(CW_IN_BOX + ARCS_WARLORD);
    t_give_to_empty_slot(game, 0, ARCS_WEAPON);
    t_give_to_empty_slot(game, 1, ARCS_WEAPON);
    t_give_to_empty_slot(game, 2, ARCS_WEAPON);
    int power[3], share = (marker_first(g, 2) + marker_second(g, 2)) / 2;
    for (int p = 0; p < 3; p++) power[p] = g->pl[p].power;
    end_chapter(game);
    assert_int_equal(g->pl[0].power, power[0] + share);
    assert_int_equal(g->pl[1].power, power[1]);
    assert_int_equal(g->pl[2].power, power[2]);
    arcs_game_free(game);
}

/* F1502: Trophies the Peacekeeper gains return at once, Blight kept. */
static void oath_returns_trophies(void **state) {
    (void)state;
    arcs_game *game = quiet(3);
    game_state *g = t_state(game);
    g->pl[1].ships_supply -= 2;
    g->pl[0].trophy_ships[1] = 2;
    g->pl[2].starports_supply--;
    g->pl[0].trophy_starports[2] = 1;
    g->camp.imperial_supply--;
    g->camp.trophy_imperial[0] = 1;
    g->camp.blight_supply--;
    g->camp.trophy_blight[0] = 1;
    int ships = g->pl[1].ships_supply;
    campaign_event(g, EVT_TROPHY_TAKEN, 0, TROPHY_EV_SHIP, 2);
    assert_int_equal(g->pl[0].trophy_ships[1], 0);
    assert_int_equal(g->pl[1].ships_supply, ships + 2);
    assert_int_equal(g->pl[0].trophy_starports[2], 0);
    assert_int_equal(g->camp.trophy_imperial[0], 0);
    assert_int_equal(g->camp.trophy_blight[0], 1);
    /* A Rival keeps theirs. */
    g->pl[0].ships_supply--;
    g->pl[1].trophy_ships[0] = 1;
    campaign_event(g, EVT_TROPHY_TAKEN, 1, TROPHY_EV_SHIP, 1);
    assert_int_equal(g->pl[1].trophy_ships[0], 1);
    g->depth = 0;
    push_frame(g, FR_ROUND, 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1502 "Return all Trophies you gain": Trophies gained outside battles.
 * A card's effect (Prison Wardens, ARCS-BC12: a Captive executed becomes
 * a Trophy) and a Summit deal (Transfer Asset: a Rival's ship Trophy given
 * to the Peacekeeper) return at once; a Rival keeps what the same card
 * gives them. */
static void oath_returns_trophies_outside_battles(void **state) {
    (void)state;
    for (int p = 0; p <= 1; p++) {
        arcs_game *game = quiet(3);
        game_state *g = t_state(game);
        give_held(g, p, CARD_BC12); /* a base Guild card brought into the game */
        fate_card_added(g);
        g->pl[2].agents_supply--;
        g->pl[p].captives[2] = 1;
        int agents = g->pl[2].agents_supply;
        push_frame(g, FR_ROUND, 0);
        push_card_frame(g, FR_CARD, p, CARD_BC12, 3 /* S_TROPHY */);
        char text[48];
        snprintf(text, sizeof text, "p%d card prison-wardens trophy p2", p);
        ok(game, text);
        g = t_state(game);
        assert_int_equal(g->pl[p].captives[2], 0);
        assert_int_equal(g->pl[p].trophy_agents[2], p);
        assert_int_equal(g->pl[2].agents_supply, agents + !p);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
    arcs_game *game = quiet(3);
    game_state *g = t_state(game);
    g->pl[2].ships_supply--;
    g->pl[1].trophy_ships[2] = 1;
    int ships = g->pl[2].ships_supply;
    g->camp.summit_deal_limit = DEALS_UNLIMITED;
    t_call_summit(game, 0);
    ok(game, "p0 order-done");
    ok(game, "p0 deal-add p1 p0 transfer");
    ok(game, "p0 transfer trophy-ship 2");
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
    g = t_state(game);
    assert_int_equal(g->pl[1].trophy_ships[2], 0);
    assert_int_equal(g->pl[0].trophy_ships[2], 0);
    assert_int_equal(g->pl[2].ships_supply, ships + 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1502 with the Hegemon (p1) in the game: a Banner of Hegemony the
 * Peacekeeper (p0) destroys ("harmed ... like buildings", ARCS-F1003)
 * would be p0's Trophy: it returns to the Hegemon at once. */
static void oath_returns_banner_trophies(void **state) {
    (void)state;
    static const int bfates[3] = {CARD_FATE15, CARD_FATE10, 0};
    arcs_game *game = t_act2_started_b(3, 7, FATES, 4u, bfates, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    assert_int_equal(hegemon_of(g), 1);
    assert_true(in_play_area(g, 0, CARD_F1502));
    banners_data *d = BANNERS_OF(g);
    int i = banner_in_supply(g), sys = 2 * 4 + SYS_HEX; /* 3-hex */
    assert_true(i >= 0);
    d->banner[i] = (uint8_t)(BANNER_MAP | BANNER_DAMAGED | sys);
    cards_building_piece_hit(g, 1, sys, true, 0);
    assert_int_equal(d->banner[i], BANNER_SUPPLY);
    assert_int_equal(banner_trophies(g, 0), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1502: deciding Edict 03 as the First Regent, the Peacekeeper can
 * neither keep War nor change to it; a Rival First Regent can. */
static void oath_no_war_policy(void **state) {
    (void)state;
    for (int p = 0; p <= 1; p++) {
        arcs_game *game = quiet(3);
        game_state *g = t_state(game);
        g->camp.regents = 7u;
        g->camp.first_regent = (uint8_t)p;
        g->camp.govern_top = 1; /* War */
        frame *f = push_frame(g, FR_ROUND, 0);
        f = push_frame(g, FR_EVENT_CHOICE, p);
        f->a = 3; /* EC_POLICY */
        char text[48];
        snprintf(text, sizeof text, "p%d enforce", p);
        assert_int_equal(t_is_legal(game, text), p != 0);
        snprintf(text, sizeof text, "p%d change-policy war", p);
        assert_false(t_is_legal(game, text));
        snprintf(text, sizeof text, "p%d change-policy peace", p);
        assert_true(t_is_legal(game, text));
        if (p == 0) t_refused_unchanged(game, "p0 enforce");
        /* Not War now: the Peacekeeper may enforce it, not change to War. */
        g = t_state(game);
        g->camp.govern_top = 2;
        snprintf(text, sizeof text, "p%d enforce", p);
        assert_true(t_is_legal(game, text));
        snprintf(text, sizeof text, "p%d change-policy war", p);
        assert_int_equal(t_is_legal(game, text), p != 0);
        arcs_game_free(game);
    }
}

/* F1503: a Weapon gained is a choice: kept on the card (frozen, counted
 * as the holder's) or placed as usual; other resources are not asked. */
static void arsenal_keepers_take(void **state) {
    (void)state;
    arcs_game *game = quiet(3);
    game_state *g = t_state(game);
    push_frame(g, FR_ROUND, 0);
    int supply = g->res_supply[ARCS_WEAPON];
    gain_resource(g, 0, ARCS_FUEL);
    g = t_state(game);
    assert_false(t_is_legal(game, "p0 card arsenal-keepers keep"));
    while (t_count_legal(game, "p0 place")) assert_true(t_apply_prefix(game, "p0 place"));
    g = t_state(game);
    gain_resource(g, 0, ARCS_WEAPON);
    g = t_state(game);
    assert_true(t_is_legal(game, "p0 card arsenal-keepers keep"));
    assert_true(t_is_legal(game, "p0 decline"));
    t_refused_unchanged(game, "p1 card arsenal-keepers keep");
    t_assert_invariants(game);
    ok(game, "p0 card arsenal-keepers keep");
    assert_int_equal(card_res_count(g, CARD_F1503, ARCS_WEAPON), 1);
    assert_int_equal(g->res_supply[ARCS_WEAPON], supply - 1);
    assert_int_equal(weapons_in_slots(g, 0), 0);
    assert_int_equal(card_res_held(g, 0, 1u << ARCS_WEAPON), 1);
    t_assert_invariants(game);
    /* Declined: it goes to the slots. */
    g = t_state(game);
    gain_resource(g, 0, ARCS_WEAPON);
    g = t_state(game);
    ok(game, "p0 decline");
    while (g->depth > 1 && t_count_legal(game, "p0 place")) assert_true(t_apply_prefix(game, "p0 place"));
    assert_int_equal(weapons_in_slots(g, 0), 1);
    assert_int_equal(card_res_count(g, CARD_F1503, ARCS_WEAPON), 1);
    t_assert_invariants(game);
    /* A Rival's Weapon gained is not asked of the holder's card. */
    g = t_state(game);
    gain_resource(g, 1, ARCS_WEAPON);
    g = t_state(game);
    assert_false(t_is_legal(game, "p1 card arsenal-keepers keep"));
    arcs_game_free(game);
}

/* F1503 "When you take a Weapon": a Weapon given to the holder in a Summit
 * deal (Transfer Asset) is not taken (Base rulebook, Resources: "When you
 * take or are given a resource"): not offered for the card, it goes to
 * the slots. */
static void arsenal_keepers_not_for_summit_gifts(void **state) {
    (void)state;
    arcs_game *game = quiet(3);
    game_state *g = t_state(game);
    g->pl[1].res[0] = ARCS_WEAPON + 1;
    g->res_supply[ARCS_WEAPON]--;
    g->camp.summit_deal_limit = DEALS_UNLIMITED;
    t_call_summit(game, 0);
    ok(game, "p0 order-done");
    ok(game, "p0 deal-add p1 p0 transfer");
    ok(game, "p0 transfer resource 0");
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
    g = t_state(game);
    assert_false(t_is_legal(game, "p0 card arsenal-keepers keep"));
    while (t_count_legal(game, "p0 place")) assert_true(t_apply_prefix(game, "p0 place"));
    assert_int_equal(weapons_in_slots(g, 0), 1);
    assert_int_equal(card_res_count(g, CARD_F1503, ARCS_WEAPON), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1503: "Even if you're taking for the Imperial Trust!" The First
 * Regent's Demand of a Weapon: kept on the card, or into the Trust. */
static void arsenal_keepers_trust(void **state) {
    (void)state;
    for (int keep = 0; keep <= 1; keep++) {
        arcs_game *game = quiet(3);
        game_state *g = t_state(game);
        push_frame(g, FR_ROUND, 0);
        g->res_supply[ARCS_WEAPON]--; /* taken from a Rival's slot */
        assert_true(cards_resource_taken(g, 0, ARCS_WEAPON, true));
        g = t_state(game);
        t_assert_invariants(game);
        ok(game, keep ? "p0 card arsenal-keepers keep" : "p0 decline");
        assert_int_equal(card_res_count(g, CARD_F1503, ARCS_WEAPON), keep);
        assert_int_equal(g->camp.trust[ARCS_WEAPON], !keep);
        arcs_game_free(game);
    }
}

/* F1503: the Weapon waiting for the keep-or-decline choice is nobody's and
 * not in the supply: with the last Weapon waiting, a Rival's gain right
 * after (the War Policy's Imperial Action gives each player one) finds the
 * supply empty; declined, it goes to the Peacekeeper's slots. (It once
 * waited in the supply: the Rival took it, then the decline took it again,
 * 261 Weapons in all.) */
static void arsenal_keepers_waiting_weapon(void **state) {
    (void)state;
    arcs_game *game = quiet(3);
    game_state *g = t_state(game);
    push_frame(g, FR_ROUND, 0);
    card_res_add(g, CARD_F1503, ARCS_WEAPON, g->res_supply[ARCS_WEAPON] - 1); /* one Weapon left */
    gain_resource(g, 0, ARCS_WEAPON);
    assert_int_equal(g->res_supply[ARCS_WEAPON], 0);
    t_assert_invariants(game);
    int rival = resources_held(&g->pl[1], ARCS_WEAPON);
    gain_resource(g, 1, ARCS_WEAPON);
    assert_int_equal(resources_held(&g->pl[1], ARCS_WEAPON), rival);
    game_bump(game);
    t_assert_invariants(game);
    ok(game, "p0 decline");
    while (t_count_legal(game, "p0 place")) assert_true(t_apply_prefix(game, "p0 place"));
    g = t_state(game);
    assert_int_equal(weapons_in_slots(g, 0), 1);
    assert_int_equal(g->res_supply[ARCS_WEAPON], 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1503: frozen Weapons are raided for 2 keys each (none with 1 key). */
static void arsenal_keepers_raid(void **state) {
    (void)state;
    arcs_game *game = quiet(3);
    game_state *g = t_state(game);
    card_res_add(g, CARD_F1503, ARCS_WEAPON, 1);
    const card_def *d = card_def_of(CARD_F1503);
    move_list list;
    list.n = 0;
    assert_int_equal(d->raid_token_moves(g, 1, 0, 1, &list), 0);
    assert_int_equal(d->raid_token_moves(g, 1, 0, 2, &list), 1);
    assert_int_equal(list.m[0].kind, ARCS_MOVE_RAID);
    char label[96];
    assert_true(d->raid_token_label(g, 0, list.m[0].b, label, sizeof label));
    assert_string_equal(label, "Take 1 Weapon from Player 1's Arsenal Keepers (2 keys)");
    assert_false(d->raid_token_label(g, 1, list.m[0].b, label, sizeof label)); /* not p1's */
    push_frame(g, FR_ROUND, 0);
    assert_int_equal(d->raid_token(g, 1, 0, list.m[0].b), 2);
    g = t_state(game);
    assert_int_equal(card_res_count(g, CARD_F1503, ARCS_WEAPON), 0);
    while (t_count_legal(game, "p1 place")) assert_true(t_apply_prefix(game, "p1 place"));
    assert_int_equal(weapons_in_slots(g, 1), 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1501B at a chapter's end: 1 per Weapon had (slots and Arsenal
 * Keepers), 1 per Weapon planet controlled; the First Regent's
 * Empire-controlled ones count. */
static void objective_chapter_end(void **state) {
    (void)state;
    arcs_game *game = quiet(3);
    game_state *g = t_state(game);
    t_give_to_empty_slot(game, 0, ARCS_WEAPON);
    card_res_add(g, CARD_F1503, ARCS_WEAPON, 1);
    int mine = -1, empire = -1;
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && planet_type(s) == ARCS_WEAPON) {
            if (mine < 0) mine = s;
            else if (empire < 0) empire = s;
        }
    t_place_ships(game, 0, mine, 1, 0);
    put_imperial(game, empire, 1, 0);
    g->camp.regents = 7u;
    g->camp.first_regent = 1;
    int space = objective_space(g, 0);
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, g->chapter, 0);
    assert_int_equal(objective_space(g, 0), space - 3);
    g->camp.first_regent = 0;
    space = objective_space(g, 0);
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, g->chapter, 0);
    assert_int_equal(objective_space(g, 0), space - 4);
    arcs_game_free(game);
}

/* F1504, both branches. */
static void resolution_branches(void **state) {
    (void)state;
    for (int completed = 0; completed <= 1; completed++) {
        arcs_game *game = quiet(3);
        game_state *g = t_state(game);
        card_res_add(g, CARD_F1503, ARCS_WEAPON, 1);
        card_def_of(CARD_F1504)->resolution(g, 0, CARD_F1504, completed);
        if (completed) {
            assert_true(in_court_deck(g, CARD_F1505) && in_court_deck(g, CARD_F1506));
            assert_true(in_play_area(g, 0, CARD_F1502));
            assert_true(held_index(g, 0, CARD_F1503) >= 0);
            assert_int_equal(card_res_count(g, CARD_F1503, ARCS_WEAPON), 0); /* frozen: back */
        } else {
            assert_true(card_scrapped(g, CARD_F1502));
            assert_true(in_court_deck(g, CARD_F1503));
            assert_int_equal(card_res_count(g, CARD_F1503, ARCS_WEAPON), 0);
            assert_false(in_court_deck(g, CARD_F1505));
        }
        push_frame(g, FR_ROUND, 0);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_as_printed),       cmocka_unit_test(oath_no_warlord_declared), cmocka_unit_test(oath_no_warlord_by_cards),
        cmocka_unit_test(oath_scrapped_away_from_peacekeeper),
        cmocka_unit_test(oath_no_warlord_power),  cmocka_unit_test(faq_oath_commonwealth),
        cmocka_unit_test(oath_returns_trophies),  cmocka_unit_test(oath_returns_trophies_outside_battles),
        cmocka_unit_test(oath_returns_banner_trophies),
        cmocka_unit_test(oath_no_war_policy),
        cmocka_unit_test(arsenal_keepers_take),   cmocka_unit_test(arsenal_keepers_trust),
        cmocka_unit_test(arsenal_keepers_not_for_summit_gifts),
        cmocka_unit_test(arsenal_keepers_raid),   cmocka_unit_test(arsenal_keepers_waiting_weapon),
        cmocka_unit_test(objective_chapter_end),
        cmocka_unit_test(resolution_branches),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
