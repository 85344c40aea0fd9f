/* The Warden's Act II (lib/cards/campaign/fates/warden/, a B Fate): the Act
 * II Setup (the Seats collected, Claims of Nobility gained, Seats & Fiefs
 * and Feudal Law in the rules booklet, the fleet replenished to 8 by
 * moves), Claim Fief (Tax: attached to a Court card, a Seat above a Loyal
 * city the player controls in a cluster with no Seat, the Lord title
 * card), its Crisis, a Seat's city destroyed (Seat and Lord card
 * returned), the Objective's two triggers, the Act II Resolution's two
 * branches. Games are real Act II games (tests/act2_fixture.h) whose
 * failed player 0 takes the Warden, shaped by hand. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "campaign/summit.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/fleet.h"
#include "cards/campaign/fates/warden/seats.h"

static const int FATES[4] = {CARD_FATE01, CARD_FATE02, CARD_FATE03, CARD_FATE04};
static const int BFATES[4] = {CARD_FATE16, 0, 0, 0};
#define SYS_2ARROW (1 * 4 + SYS_ARROW) /* Cluster 2: Seat 1, Lord of the 2nd Cluster (F1604) */
#define SYS_2HEX (1 * 4 + SYS_HEX)
#define SYS_2CRESCENT (1 * 4 + SYS_CRESCENT)
#define SYS_3ARROW (2 * 4 + SYS_ARROW)

static int top_kind(const arcs_game *game) { return top_frame_c(&game->s)->kind; }

static bool in_booklet(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

static bool in_court_deck(const game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (g->camp.court_deck[i] == card) return true;
    return false;
}

/* Seat k is back in the supply, its Lord card out of p's play area, and
 * Cluster k has no Lord. */
static void assert_seat_returned(const game_state *g, int k, int p) {
    assert_int_equal(SEATS_OF(g)->seat[k], SEAT_SUPPLY);
    assert_false(t_in_play_area(g, p, CARD_F1603 + k));
    assert_int_equal(seat_lord(g, k), -1);
}

static int seats_in(const game_state *g, int where) {
    int n = 0;
    for (int k = 0; k < SEATS; k++) n += SEATS_OF(g)->seat[k] == where;
    return n;
}

/* F1601A, 2 players, as played from the record (the Setup side ran at
 * Act II & III Setup F): the 6 Seats collected, Claims of Nobility in the
 * play area, both laws in the booklet, the fleet replenished by moves (a
 * system out of play refused, the game unchanged). */
static void setup_as_printed(void **state) {
    (void)state;
    arcs_game *game = t_act2_new_b(2, 5, FATES, 2u, BFATES, ARCS_CHANCE_INTERNAL, 0);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE16);
    uint64_t rng = 5;
    for (int i = 0; i < 2000 && !t_count_legal(game, "p0 card warden-setup-2") && !g->turn_player && g->depth &&
                    top_frame(g)->kind != FR_ROUND;
         i++)
        t_random_move(game, &rng);
    g = t_state(game);
    assert_int_equal(seats_in(g, SEAT_SUPPLY), SEATS);
    assert_true(t_in_play_area(g, 0, CARD_F1602));
    assert_true(in_booklet(g, CARD_F1609) && in_booklet(g, CARD_F1610));
    for (int k = 0; k < SEATS; k++) assert_false(t_in_play_area(g, 0, CARD_F1603 + k));
    assert_true(t_count_legal(game, "p0 card warden-setup-2 place") > 0);
    int out = -1;
    for (int s = 0; s < NUM_SYSTEMS && out < 0; s++)
        if (!sys_in_play(g, s)) out = s;
    if (out >= 0) {
        char text[64], name[16];
        snprintf(text, sizeof text, "p0 card warden-setup-2 place %s", system_name(out, name));
        t_refused_unchanged(game, text);
    }
    while (t_count_legal(game, "p0 card warden-setup-2 place")) {
        g = t_state(game);
        int before = g->sys[SYS_2ARROW].fresh[0];
        ok(game, "p0 card warden-setup-2 place 2-arrow");
        g = t_state(game);
        assert_int_equal(g->sys[SYS_2ARROW].fresh[0], before + 1);
    }
    assert_true(fleet_on_map(g, 0) == 8 || g->pl[0].ships_supply == 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* A started Act II game of 3 (p0 the Warden), quiet: an empty map, p0 to
 * lead Administration 2 (a Tax). */
static arcs_game *quiet_lead(int p, int card) {
    arcs_game *game = t_act2_started_b(3, 7, FATES, 6u, BFATES, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE16);
    g->depth = 0;
    memset(g->stack, 0, sizeof g->stack);
    clear_holdings(game, false);
    t_clear_board(game);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    g->camp.blight_supply = BLIGHT_PIECES;
    memset(g->marker_box, 0xFF, sizeof g->marker_box);
    assert_true(t_in_play_area(g, 0, CARD_F1602));
    t_start_lead_turn(game, p, card);
    return game;
}
static arcs_game *quiet(void) { return quiet_lead(0, t_card(ARCS_ADMINISTRATION, 2)); }

/* A Court place Claims of Nobility may go to: not the Imperial Council. */
static int court_place(const game_state *g) {
    for (int i = 1; i < g->court_row_len; i++)
        if (g->court_row[i] != NO_COURT_CARD && attached_card(g, i) == NO_COURT_CARD) return i;
    return -1;
}

/* p attaches Claims of Nobility at Court place pos (-1: the first
 * court_place), after taking Claim Fief with a pip when `take`. */
static void claim_and_attach(arcs_game *game, int p, int pos, bool take) {
    char text[64];
    if (take) {
        snprintf(text, sizeof text, "p%d card claims-of-nobility claim-fief pip", p);
        ok(game, text);
    }
    snprintf(text, sizeof text, "p%d card claims-of-nobility attach %d", p, pos < 0 ? court_place(t_state(game)) : pos);
    ok(game, text);
}

/* F1602 Claim Fief (Tax): attached to a Court card (never the Imperial
 * Council), then a Seat above p0's city in a system p0 controls: not above
 * a Rival's city, nor in a system p0 does not control. p0 becomes Lord of
 * Cluster 2 with its title card; the cluster has a Seat now, so a second
 * claim there offers no Seat. */
static void claim_fief_places_a_seat(void **state) {
    (void)state;
    arcs_game *game = quiet();
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    t_place_building(game, 0, SYS_2HEX, 0, false, false);
    t_place_building(game, 1, SYS_2HEX, 1, false, false);
    t_place_building(game, 0, SYS_3ARROW, 0, false, false);
    t_place_ships(game, 1, SYS_3ARROW, 1, 0);
    game_state *g = t_state(game);
    int pos = court_place(g);
    assert_true(pos > 0);
    ok(game, "p0 card claims-of-nobility claim-fief pip");
    if (g->court_row[COUNCIL_PLACE] == CARD_AID01A || g->court_row[COUNCIL_PLACE] == CARD_AID01B)
        t_refused_unchanged(game, "p0 card claims-of-nobility attach 0");
    claim_and_attach(game, 0, pos, false);
    g = t_state(game);
    assert_false(t_in_play_area(g, 0, CARD_F1602));
    assert_int_equal(attached_card(g, pos), CARD_F1602);
    t_refused_unchanged(game, "p0 card claims-of-nobility seat 2-hex 1"); /* a Rival's city */
    t_refused_unchanged(game, "p0 card claims-of-nobility seat 3-arrow 0"); /* not controlled */
    assert_int_equal(t_count_legal(game, "p0 card claims-of-nobility seat"), 1);
    ok(game, "p0 card claims-of-nobility seat 2-hex 0");
    g = t_state(game);
    assert_int_equal(seat_system(g, 1), SYS_2HEX);
    assert_int_equal(seat_lord(g, 1), 0);
    assert_true(t_in_play_area(g, 0, CARD_F1604));
    assert_int_equal(seats_in(g, SEAT_SUPPLY), SEATS - 1);
    t_assert_invariants(game);
    /* Claims of Nobility back with p0, p0 again (a pip left): no Seat for
     * Cluster 2. */
    assert_true(attach_remove(g, CARD_F1602));
    play_area_add(g, 0, CARD_F1602);
    claim_and_attach(game, 0, -1, true);
    assert_int_equal(t_count_legal(game, "p0 card claims-of-nobility seat"), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* The Seats in a saved state: loaded with the same hash and moves (the
 * Seat frame pending); a Seat out of its cluster, or on the map without its
 * Lord card, breaks the invariants. */
static void seats_saved_and_checked(void **state) {
    (void)state;
    arcs_game *game = quiet();
    t_place_ships(game, 0, SYS_2HEX, 2, 0);
    t_place_building(game, 0, SYS_2HEX, 0, false, false);
    game_state *g = t_state(game);
    seat_place_at(g, 0, SYS_2HEX, 0, CARD_F1602);
    t_place_building(game, 0, SYS_3ARROW, 0, false, false);
    t_place_ships(game, 0, SYS_3ARROW, 1, 0);
    claim_and_attach(game, 0, -1, true);
    static unsigned char buf[1 << 16];
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *loaded = t_load_state(buf, len, "a Seat on the map, the Seat frame pending");
    assert_int_equal(arcs_state_hash(loaded), arcs_state_hash(game));
    assert_int_equal(t_count_legal(loaded, "p0 card claims-of-nobility seat"), 1);
    assert_int_equal(seat_lord(t_state(loaded), 1), 0);
    arcs_game_free(loaded);
    char why[256];
    g = t_state(game);
    seats_data *d = SEATS_OF(g);
    d->seat[2] = (uint8_t)(SEAT_MAP | SYS_2ARROW);
    d->above[2] = 0;
    assert_false(state_invariants_ok(g, why, sizeof why));
    assert_non_null(strstr(why, "Seat 3"));
    d->seat[2] = SEAT_SUPPLY;
    assert_true(state_invariants_ok(g, why, sizeof why));
    assert_true(play_area_remove(g, 0, CARD_F1604));
    g->camp.fate_cards_added--;
    assert_false(state_invariants_ok(g, why, sizeof why));
    assert_non_null(strstr(why, "Lord of the 2nd Cluster not with its Lord"));
    arcs_game_free(game);
}

/* "You may place a Seat": declined, no Seat; the card is attached all the
 * same. A Rival who secures the card below takes it and claims as well: the Lord is the
 * player who placed the Seat. */
static void claim_fief_declined_and_a_rival_lord(void **state) {
    (void)state;
    arcs_game *game = quiet();
    t_place_ships(game, 0, SYS_2ARROW, 1, 0);
    t_place_building(game, 0, SYS_2ARROW, 0, false, false);
    int pos = court_place(t_state(game));
    claim_and_attach(game, 0, pos, true);
    ok(game, "p0 decline");
    game_state *g = t_state(game);
    assert_int_equal(seats_in(g, SEAT_SUPPLY), SEATS);
    /* p1 secures the card below: Claims of Nobility (lore) to their play
     * area (Attaching Cards, "Securing"). */
    court_secure_attached(g, 1, pos);
    assert_true(t_in_play_area(g, 1, CARD_F1602));
    t_place_ships(game, 1, SYS_2HEX, 1, 0);
    t_place_building(game, 1, SYS_2HEX, 0, false, false);
    t_start_lead_turn(game, 1, t_card(ARCS_ADMINISTRATION, 4));
    claim_and_attach(game, 1, -1, true);
    ok(game, "p1 card claims-of-nobility seat 2-hex 0");
    g = t_state(game);
    assert_int_equal(seat_lord(g, 1), 1);
    assert_true(t_in_play_area(g, 1, CARD_F1604));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1602 Crisis: the holder must take Claim Fief (no action spent); with
 * no Court card to attach it to, nothing happens. */
static void crisis_claims_a_fief(void **state) {
    (void)state;
    arcs_game *game = quiet();
    t_place_ships(game, 0, SYS_2ARROW, 1, 0);
    t_place_building(game, 0, SYS_2ARROW, 0, false, false);
    game_state *g = t_state(game);
    int depth = g->depth;
    cards_fate_crises(g);
    assert_int_equal(g->depth, depth + 1);
    assert_true(t_count_legal(game, "p0 card claims-of-nobility attach") > 0);
    assert_false(t_is_legal(game, "p0 decline")); /* the attach is a must */
    claim_and_attach(game, 0, -1, false);
    ok(game, "p0 card claims-of-nobility seat 2-arrow 0");
    assert_int_equal(seat_lord(t_state(game), 1), 0);
    arcs_game_free(game);

    game = quiet();
    g = t_state(game);
    for (int i = 0; i < g->court_row_len; i++) g->court_row[i] = NO_COURT_CARD;
    depth = g->depth;
    cards_fate_crises(g);
    assert_int_equal(g->depth, depth);
    assert_false(t_is_legal(game, "p0 card claims-of-nobility claim-fief pip"));
    arcs_game_free(game);
}

/* F1609: the Seat's city destroyed: at the next Trophy taken (or round
 * end) the Seat goes back to the supply and the Lord card leaves its
 * Lord; until then the Seat counts for nothing. */
static void seat_city_destroyed(void **state) {
    (void)state;
    arcs_game *game = quiet();
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_2ARROW, 1, 0);
    t_place_building(game, 0, SYS_2ARROW, 0, false, false);
    seat_place_at(g, 0, SYS_2ARROW, 0, CARD_F1602);
    g = t_state(game); /* direct edit: the move cache is stale */
    assert_true(t_in_play_area(g, 0, CARD_F1604));
    t_assert_invariants(game);
    g->sys[SYS_2ARROW].bld[0] = 0;
    g->pl[1].trophy_cities[0]++;
    assert_int_equal(seat_lord(g, 1), -1);
    campaign_event(g, EVT_CITY_REMOVED, 1, 0, SYS_2ARROW);
    assert_seat_returned(g, 1, 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1609, in battle: p1 destroys the Lord p0's damaged city below the Seat
 * of Cluster 2 (forced dice); right after the hit that destroys it, before
 * the battle ends, the Seat is in the supply, the Lord of the 2nd Cluster
 * is out of p0's play area and p2's city no longer makes p2 a Vassal. */
static void seat_returns_as_its_city_falls_in_battle(void **state) {
    (void)state;
    arcs_game *game = quiet_lead(1, t_card(ARCS_AGGRESSION, 4));
    game_state *g = t_state(game);
    t_place_building(game, 0, SYS_2ARROW, 0, false, true);
    t_place_building(game, 2, SYS_2HEX, 0, false, false);
    t_place_ships(game, 1, SYS_2ARROW, 2, 0);
    seat_place_at(g, 0, SYS_2ARROW, 0, CARD_F1602);
    assert_true(fief_vassal(g, 2, 1));
    g = t_state(game);
    ok(game, "p1 action battle");
    if (top_kind(game) == FR_BATTLE_SYSTEM) ok(game, "p1 battle-system 2-arrow");
    if (top_kind(game) == FR_BATTLE_DEFENDER) ok(game, "p1 battle-defender p0");
    const uint8_t faces[] = {3};
    battle_force_faces(t_state(game), faces, 1);
    static const char *const TYPES[3] = {"assault", "skirmish", "raid"};
    while (top_kind(game) == FR_BATTLE_DICE) {
        char text[40];
        int t = top_frame_c(t_state(game))->a;
        snprintf(text, sizeof text, "p1 dice %s %d", TYPES[t], t == 0);
        ok(game, text);
    }
    g = t_state(game);
    while (g->sys[SYS_2ARROW].bld[0] && top_kind(game) == FR_BATTLE_HIT) assert_true(t_apply_prefix(game, "p1 hit"));
    assert_int_equal(g->sys[SYS_2ARROW].bld[0], 0);
    assert_seat_returned(g, 1, 0);
    assert_false(fief_vassal(g, 2, 1));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1609: a city with a Seat leaving the map otherwise returns the Seat at
 * once: p0 gains a Flagship (their cities become Free) and the Seat and
 * Lord card are back before anything else happens; Intermission D's
 * destruction and a card's harm report the same event (EVT_CITY_REMOVED).
 * A Seat above no city of its Lord breaks the invariants. */
static void seat_returns_as_its_city_is_replaced(void **state) {
    (void)state;
    arcs_game *game = quiet();
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_2HEX, 1, 0);
    t_place_building(game, 0, SYS_2HEX, 0, false, false);
    t_place_building(game, 1, SYS_2ARROW, 0, false, false);
    seat_place_at(g, 0, SYS_2HEX, 0, CARD_F1602);
    game_bump(game);
    assert_true(flagship_gain(g, 0, SYS_2HEX));
    assert_seat_returned(g, 1, 0);
    assert_false(fief_vassal(g, 1, 1));
    t_assert_invariants(game);
    char why[256];
    seat_place_at(g, 1, SYS_2ARROW, 0, CARD_F1602);
    g->sys[SYS_2ARROW].bld[0] = 0; /* a removal that reports nothing */
    g->pl[1].cities_on_board++;
    assert_false(state_invariants_ok(g, why, sizeof why));
    assert_non_null(strstr(why, "Seat 2 above no city of its Lord"));
    campaign_event(g, EVT_CITY_REMOVED, NO_PLAYER, 1, SYS_2ARROW);
    assert_seat_returned(g, 1, 1);
    assert_true(state_invariants_ok(g, why, sizeof why));
    arcs_game_free(game);
}

/* F1609, by a Summit deal: the Lord p1 cedes control of the city below the
 * Seat to p0 (Cede Control replaces it): once the deal is carried out the
 * Seat and the Lord card are back, and p0's city there makes no Lord. */
static void seat_returns_as_its_city_is_ceded(void **state) {
    (void)state;
    arcs_game *game = quiet();
    game_state *g = t_state(game);
    t_place_building(game, 1, SYS_2ARROW, 0, false, false);
    t_place_building(game, 1, SYS_3ARROW, 0, false, false);
    t_place_ships(game, 0, SYS_2HEX, 1, 0);
    seat_place_at(g, 1, SYS_2ARROW, 0, CARD_F1602);
    game_bump(game);
    g->depth = 0;
    push_frame(g, FR_ROUND, 0)->a = 1;
    summit_begin(g, 0);
    run_forward(g);
    ok(game, "p0 order-done");
    ok(game, "p0 deal-add p1 p0 cede");
    ok(game, "p0 cede 2-arrow building-0");
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
    g = t_state(game);
    assert_true(BLD_IS_CITY(g->sys[SYS_2ARROW].bld[0]) && BLD_OWNER(g->sys[SYS_2ARROW].bld[0]) == 0);
    assert_seat_returned(g, 1, 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1603-F1608: the Lord (p0, Seat of Cluster 2 above their city in 2-hex)
 * taxes a Rival's city in 2-arrow, a system p1 controls, and takes a
 * Captive; the Free city in 2-hex too (no Captive); not a Rival's city of
 * Cluster 3, which p0 does not control. The Seat's city gone: no Fief. */
static void lord_taxes_the_fief(void **state) {
    (void)state;
    arcs_game *game = quiet();
    game_state *g = t_state(game);
    t_place_building(game, 0, SYS_2HEX, 0, false, false);
    g->sys[SYS_2HEX].bld[1] = BLD_MAKE(OWNER_FREE, 0, 0);
    t_place_building(game, 1, SYS_2ARROW, 0, false, false);
    t_place_ships(game, 1, SYS_2ARROW, 2, 0);
    t_place_building(game, 1, SYS_3ARROW, 0, false, false);
    t_place_ships(game, 1, SYS_3ARROW, 1, 0);
    ok(game, "p0 action tax");
    assert_false(t_is_legal(game, "p0 tax 2-arrow 0"));
    seat_place_at(g, 0, SYS_2HEX, 0, CARD_F1602);
    g = t_state(game); /* direct edit: the move cache is stale */
    assert_true(t_is_legal(game, "p0 tax 2-hex 1"));
    assert_true(t_is_legal(game, "p0 tax 2-hex 0"));
    t_refused_unchanged(game, "p0 tax 3-arrow 0");
    assert_int_equal(t_count_legal(game, "p0 tax 2-arrow 0"), 1);
    int captives = g->pl[0].captives[1];
    ok(game, "p0 tax 2-arrow 0");
    while (t_count_legal(game, "p0 place-resource")) assert_true(t_apply_prefix(game, "p0 place-resource"));
    g = t_state(game);
    assert_int_equal(g->pl[0].captives[1], captives + 1);
    t_assert_invariants(game);
    arcs_game_free(game);

    game = quiet();
    g = t_state(game);
    t_place_building(game, 0, SYS_2HEX, 0, false, false);
    t_place_building(game, 1, SYS_2ARROW, 0, false, false);
    t_place_ships(game, 1, SYS_2ARROW, 2, 0);
    seat_place_at(g, 0, SYS_2HEX, 0, CARD_F1602);
    g = t_state(game); /* direct edit: the move cache is stale */
    ok(game, "p0 action tax");
    assert_true(t_is_legal(game, "p0 tax 2-arrow 0"));
    g->sys[SYS_2HEX].bld[0] = 0;
    seats_return_fallen(g);
    t_state(game);
    assert_false(t_is_legal(game, "p0 tax 2-arrow 0"));
    arcs_game_free(game);
}

/* faq.csv Lord of the 1st Cluster (and 2nd-6th): a Regent Lord is bound
 * by the Truce Law taxing a Regent Vassal's city under Imperial control;
 * an Outlaw Lord taxes it regardless of Empire control. */
static void faq_lord_truce(void **state) {
    (void)state;
    for (int outlaw = 0; outlaw <= 1; outlaw++) {
        arcs_game *game = quiet();
        game_state *g = t_state(game);
        t_place_building(game, 0, SYS_2HEX, 0, false, false);
        t_place_building(game, 1, SYS_2ARROW, 0, false, false);
        put_imperial(game, SYS_2ARROW, 2, 0);
        g->camp.regents = outlaw ? 6u : 7u;
        if (outlaw && g->camp.first_regent == 0) g->camp.first_regent = 1;
        /* Imperial Authority (p0's Act I Steward card) taxes Empire cities
         * on its own: out of the way. */
        if (play_area_remove(g, 0, CARD_F102)) g->camp.fate_cards_added--;
        seat_place_at(g, 0, SYS_2HEX, 0, CARD_F1602);
        g = t_state(game); /* direct edit: the move cache is stale */
        ok(game, "p0 action tax");
        if (outlaw) assert_true(t_is_legal(game, "p0 tax 2-arrow 0"));
        else t_refused_unchanged(game, "p0 tax 2-arrow 0");
        arcs_game_free(game);
    }
}

/* Outrage bits of p. */
static unsigned outrage(const game_state *g, int p) { return g->pl[p].outrage; }

/* A battle in system s, a attacking q, as the battle walk reports it. */
static void battle_starts(game_state *g, int a, int q, int s) {
    g->battle.system = (uint8_t)s;
    g->battle.attacker = (uint8_t)a;
    g->battle.defender = (uint8_t)q;
    campaign_event(g, EVT_BATTLE_STARTED, a, 0, 0);
    memset(&g->battle, 0, sizeof g->battle);
}

/* F1610 (F1603-F1608): the Lord battling their Vassal in the Fief, or the
 * Vassal the Lord, Provokes Outrage with the types of all the Fief's
 * cities; not a Rival without a Loyal city or Flagship there, not a
 * battle outside the Fief, not two Vassals. */
static void feudal_law_harm_provokes_outrage(void **state) {
    (void)state;
    arcs_game *game = quiet();
    game_state *g = t_state(game);
    t_place_building(game, 0, SYS_2HEX, 0, false, false);
    t_place_building(game, 1, SYS_2ARROW, 0, false, false);
    seat_place_at(g, 0, SYS_2HEX, 0, CARD_F1602);
    unsigned fief = 1u << planet_type(SYS_2HEX) | 1u << planet_type(SYS_2ARROW);
    for (int p = 0; p < 3; p++) g->pl[p].outrage = g->pl[p].outrage_placeholder = 0;
    battle_starts(g, 0, 2, SYS_2ARROW); /* p2: no Loyal city there, no Vassal */
    battle_starts(g, 0, 1, SYS_3ARROW); /* not in the Fief */
    battle_starts(g, 2, 1, SYS_2ARROW); /* not the Lord */
    assert_int_equal(outrage(g, 0) | outrage(g, 1) | outrage(g, 2), 0);
    battle_starts(g, 0, 1, SYS_2ARROW);
    assert_int_equal(outrage(g, 0), fief);
    assert_int_equal(outrage(g, 1), 0);
    battle_starts(g, 1, 0, SYS_2CRESCENT);
    assert_int_equal(outrage(g, 1), fief);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1610, harm outside a battle: the Lord p0 Fires Rifles (Galactic Rifles,
 * no hit rolled) at their Vassal p1 in the Fief: choosing the defender is
 * harm, p0 Provokes Outrage with all the Fief's cities. Fired at p2 (no
 * Loyal city there: no Vassal), nothing; p1 firing at the Lord: p1 does. */
static void feudal_law_harm_outside_battle(void **state) {
    (void)state;
    unsigned fief = 0;
    for (int round = 0; round < 3; round++) {
        int a = round == 2 ? 1 : 0, q = round == 0 ? 1 : round == 1 ? 2 : 0;
        arcs_game *game = quiet_lead(a, t_card(ARCS_AGGRESSION, 4));
        game_state *g = t_state(game);
        t_place_building(game, 0, SYS_2HEX, 0, false, false);
        t_place_building(game, 1, SYS_2CRESCENT, 0, false, false);
        seat_place_at(g, 0, SYS_2HEX, 0, CARD_F1602);
        fief = 1u << planet_type(SYS_2HEX) | 1u << planet_type(SYS_2CRESCENT);
        int from = a == 0 ? SYS_2HEX : SYS_2CRESCENT, at = a == 0 ? SYS_2CRESCENT : SYS_2HEX;
        t_place_ships(game, a, from, 2, 0);
        t_place_ships(game, q, at, 1, 0);
        game_bump(game);
        if (lore_deck(g) >> (CARD_L02 - lore_first()) & 1u) g->camp.lore_added++;
        else t_take_out_court_card(g, CARD_L02);
        play_area_add(g, a, CARD_L02);
        for (int p = 0; p < 3; p++) g->pl[p].outrage = g->pl[p].outrage_placeholder = 0;
        const uint8_t faces[] = {0, 0};
        battle_force_faces(g, faces, 2);
        char text[64], sn[16];
        snprintf(text, sizeof text, "p%d card galactic-rifles fire pip", a);
        ok(game, text);
        snprintf(text, sizeof text, "p%d card galactic-rifles fire-from %s", a, system_name(from, sn));
        ok(game, text);
        snprintf(text, sizeof text, "p%d card galactic-rifles fire-dice 2", a);
        ok(game, text);
        snprintf(text, sizeof text, "p%d card galactic-rifles fire-at %s p%d", a, system_name(at, sn), q);
        ok(game, text);
        g = t_state(game);
        assert_int_equal(outrage(g, a), round == 1 ? 0u : fief);
        assert_int_equal(outrage(g, q), 0);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* F1610: a Vassal destroying a Rival Vassal's city in the Fief Provokes no
 * Outrage; the Lord destroying it does, and so does the Vassal outside the
 * Fief. */
static void feudal_law_vassals_spared(void **state) {
    (void)state;
    arcs_game *game = quiet();
    game_state *g = t_state(game);
    t_place_building(game, 0, SYS_2HEX, 0, false, false);
    t_place_building(game, 1, SYS_2ARROW, 0, false, false);
    t_place_building(game, 2, SYS_2HEX, 1, false, false);
    t_place_building(game, 2, SYS_3ARROW, 0, false, false);
    seat_place_at(g, 0, SYS_2HEX, 0, CARD_F1602);
    for (int p = 0; p < 3; p++) g->pl[p].outrage = g->pl[p].outrage_placeholder = 0;
    g->sys[SYS_2HEX].bld[1] = 0;
    g->pl[1].trophy_cities[2]++;
    city_destroyed(g, 1, 2, SYS_2HEX);
    assert_int_equal(outrage(g, 1), 0);
    city_destroyed(g, 0, 2, SYS_2HEX);
    assert_int_equal(outrage(g, 0), 1u << planet_type(SYS_2HEX));
    city_destroyed(g, 1, 2, SYS_3ARROW);
    assert_int_equal(outrage(g, 1), 1u << planet_type(SYS_3ARROW));
    arcs_game_free(game);
}

/* F1601B at a chapter's end: 2 per Seat in a system the Warden controls
 * (a Rival's Seat too), 1 per city of every Fief the Warden is Lord of
 * (Rival and Free cities, the Seat's own). */
static void objective_chapter_end(void **state) {
    (void)state;
    arcs_game *game = quiet();
    game_state *g = t_state(game);
    t_place_ships(game, 0, SYS_2ARROW, 2, 0);
    t_place_building(game, 0, SYS_2ARROW, 0, false, false);
    t_place_building(game, 1, SYS_2HEX, 0, false, false);
    g->sys[SYS_2HEX].bld[1] = BLD_MAKE(OWNER_FREE, 0, 0);
    seat_place_at(g, 0, SYS_2ARROW, 0, CARD_F1602);
    g = t_state(game); /* direct edit: the move cache is stale */
    /* p1's Seat in Cluster 3, in a system p0 controls. */
    t_place_building(game, 1, SYS_3ARROW, 0, false, false);
    t_place_ships(game, 0, SYS_3ARROW, 1, 0);
    seat_place_at(g, 1, SYS_3ARROW, 0, CARD_F1602);
    g = t_state(game); /* direct edit: the move cache is stale */
    t_assert_invariants(game);
    int space = objective_space(g, 0);
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, g->chapter, 0);
    assert_int_equal(objective_space(g, 0), space - 2 * 2 - 3);
    /* p1 controls Cluster 3's system now: one Seat less. */
    t_place_ships(game, 1, SYS_3ARROW, 2, 0);
    space = objective_space(g, 0);
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, g->chapter, 0);
    assert_int_equal(objective_space(g, 0), space - 2 - 3);
    arcs_game_free(game);
}

/* F1611, both branches: completed, Warden's Levy gained, the Feast Days
 * in, Skirmishers and Sworn Guardians scrapped; failed, Claims of
 * Nobility and the Seats off the map scrapped with their Lord cards (the
 * Seat on the map and its Lord card stay), Warden's Levy and the Feast
 * Days scrapped, Skirmishers and Sworn Guardians in. */
static void resolution_branches(void **state) {
    (void)state;
    for (int completed = 0; completed <= 1; completed++) {
        arcs_game *game = quiet();
        game_state *g = t_state(game);
        t_place_building(game, 0, SYS_2ARROW, 0, false, false);
        seat_place_at(g, 0, SYS_2ARROW, 0, CARD_F1602);
        g = t_state(game); /* direct edit: the move cache is stale */
        card_def_of(CARD_F1611)->resolution(g, 0, CARD_F1611, completed);
        if (completed) {
            assert_true(t_in_play_area(g, 0, CARD_F1612) || held_index(g, 0, CARD_F1612) >= 0);
            assert_true(in_court_deck(g, CARD_F1613) && in_court_deck(g, CARD_F1614));
            assert_true(card_scrapped(g, CARD_F1615) && card_scrapped(g, CARD_F1616));
            assert_int_equal(seats_in(g, SEAT_SUPPLY), SEATS - 1);
        } else {
            assert_true(card_scrapped(g, CARD_F1602));
            assert_int_equal(seats_in(g, SEAT_SCRAPPED), SEATS - 1);
            for (int k = 0; k < SEATS; k++) assert_int_equal(card_scrapped(g, CARD_F1603 + k), k != 1);
            assert_true(t_in_play_area(g, 0, CARD_F1604));
            assert_true(card_scrapped(g, CARD_F1612) && card_scrapped(g, CARD_F1613) && card_scrapped(g, CARD_F1614));
            assert_true(in_court_deck(g, CARD_F1615) && in_court_deck(g, CARD_F1616));
        }
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_as_printed),
        cmocka_unit_test(claim_fief_places_a_seat),
        cmocka_unit_test(claim_fief_declined_and_a_rival_lord),
        cmocka_unit_test(seats_saved_and_checked),
        cmocka_unit_test(crisis_claims_a_fief),
        cmocka_unit_test(seat_city_destroyed),
        cmocka_unit_test(seat_returns_as_its_city_falls_in_battle),
        cmocka_unit_test(seat_returns_as_its_city_is_replaced),
        cmocka_unit_test(seat_returns_as_its_city_is_ceded),
        cmocka_unit_test(lord_taxes_the_fief),
        cmocka_unit_test(faq_lord_truce),
        cmocka_unit_test(feudal_law_harm_provokes_outrage),
        cmocka_unit_test(feudal_law_harm_outside_battle),
        cmocka_unit_test(feudal_law_vassals_spared),
        cmocka_unit_test(objective_chapter_end),
        cmocka_unit_test(resolution_branches),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
