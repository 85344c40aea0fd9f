/*
 * The Pirate's Act II (lib/cards/campaign/fates/pirate/, a B Fate): its
 * Setup (a Flagship where the Pirate chooses, the fleet replenished at it,
 * the Hoard and the Fleet gained), its Objective's two triggers, the
 * Pirate Hoard (stolen resources placed there or not, kept through
 * Outrage, spent in the Prelude, raided for 2 keys, counted for
 * ambitions), the Pirate Fleet (raid dice with no defending building or
 * Flagship; then only resources, at most 1 per damaged defending ship) and
 * the Act II Resolution's two branches; bad moves refused byte-identical.
 * faq.csv has no ruling on these cards (its Pirate rows are Act III's).
 * Games are real Act II games from campaign records (tests/act2_fixture.h:
 * p0 fails Act I and takes the Pirate), then shaped by hand.
 */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>
#include <string.h>

#include "act2_fixture.h"
#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/pirate/pirate.h"

static const int FATES[3] = {CARD_FATE07, CARD_FATE02, CARD_FATE03};
static const int BFATES[3] = {CARD_FATE12, 0, 0};

#define SYS_2ARROW (1 * 4 + SYS_ARROW)
#define SYS_2CRESCENT (1 * 4 + SYS_CRESCENT)
#define SYS_3HEX (2 * 4 + SYS_HEX)

static bool at_setup_frame(const arcs_game *game) {
    const frame *f = top_frame_c(&game->s);
    return f && f->kind == FR_CARD && f->card == CARD_F1201A;
}

/* An Act II game of 3 whose p0 failed Act I and took the Pirate, at the
 * Pirate's Setup decision (the Flagship's system). */
static arcs_game *at_setup(uint64_t seed) {
    arcs_game *game = t_act2_new_b(3, seed, FATES, 6u, BFATES, ARCS_CHANCE_INTERNAL, 0);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE12);
    uint64_t rng = seed * 7919 + 1;
    for (int i = 0; i < 400 && !at_setup_frame(game); i++) t_random_move(game, &rng);
    assert_true(at_setup_frame(game));
    return game;
}

static bool in_court_deck(const game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile_ro(g)[i] == card) return true;
    for (int i = 0; i < g->court_row_len; i++)
        if (g->court_row[i] == card) return true;
    return false;
}

/* After the Setup, the game finished setting up, then an empty map (the
 * Flagship at sys), nothing held but the Fate cards, an empty Hoard, and
 * p0's turn leading `card`. */
static arcs_game *set_up(int sys, int card) {
    arcs_game *game = at_setup(5);
    assert_true(t_apply_prefix(game, "p0 card pirate-setup-2 flagship "));
    uint64_t rng = 77;
    t_arc_finish_setup(game, &rng);
    clear_holdings(game, false);
    t_clear_board(game);
    game_state *g = t_state(game);
    hoard_return_all(g);
    memset(g->camp.imperial, 0, sizeof g->camp.imperial);
    memset(g->camp.blight, 0, sizeof g->camp.blight);
    g->camp.imperial_supply = IMPERIAL_SHIPS;
    g->camp.blight_supply = BLIGHT_PIECES;
    g->camp.flagship[0] = (uint8_t)(sys + 1);
    t_start_lead_turn(game, 0, card);
    t_assert_invariants(game);
    return game;
}

/* Resources of type r in p's slots. */
static int in_slots(const game_state *g, int p, int r) {
    int n = 0;
    for (int i = 0; i < RES_SLOTS_MAX; i++) n += g->pl[p].res[i] == r + 1;
    return n;
}

/* p places the resources pending (the first slot offered each). */
static void place_pending(arcs_game *game, int p) {
    char prefix[32];
    snprintf(prefix, sizeof prefix, "p%d place-resource ", p);
    for (int i = 0; i < 8 && t_count_legal(game, prefix); i++) assert_true(t_apply_prefix(game, prefix));
}

/* r from the supply onto the Hoard (n of them). */
static void hoard_put(arcs_game *game, int r, int n) {
    assert_int_equal(card_res_add(t_state(game), CARD_F1202, r, n), n);
}

/* Does p have a Loyal ship (the Flagship piece is one) in cluster k? */
static bool ships_in_cluster(const game_state *g, int p, int k) {
    if (flagship_system(g, p) >= 0 && sys_cluster(flagship_system(g, p)) == k) return true;
    for (int s = k * 4; s < k * 4 + 4; s++)
        if (g->sys[s].fresh[p] || g->sys[s].damaged[p]) return true;
    return false;
}

/* Remove p's ships from the map (back to the supply). */
static void lift_ships(game_state *g, int p) {
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        g->pl[p].ships_supply = (uint8_t)(g->pl[p].ships_supply + g->sys[s].fresh[p] + g->sys[s].damaged[p]);
        g->sys[s].fresh[p] = g->sys[s].damaged[p] = 0;
    }
}

/* F1201A: the Flagship's system is the Pirate's choice among the systems
 * with a Loyal piece (another refused, byte-identical); the Loyal
 * buildings become Free; starports on the Tractor Beam and Defense Array;
 * the Hoard in the play area, the Fleet among the Guild cards; a ship on
 * the gate of each cluster in play with no Loyal ship of theirs (every
 * gate at once with ships enough; by choice, one at a time, when the
 * supply holds fewer). */
static void setup_as_printed(void **state) {
    (void)state;
    arcs_game *game = at_setup(5);
    game_state *g = t_state(game);
    int offered = t_count_legal(game, "p0 card pirate-setup-2 flagship ");
    assert_true(offered >= 1);
    assert_int_equal(t_count_legal(game, ""), offered);
    int chosen = -1;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        char text[64], name[16];
        snprintf(text, sizeof text, "p0 card pirate-setup-2 flagship %s", system_name(s, name));
        bool mine = sys_in_play(g, s) && has_loyal_piece(g, 0, s);
        if (!mine && sys_in_play(g, s)) t_refused_unchanged(game, text);
        if (mine && chosen < 0) chosen = s;
    }
    assert_true(chosen >= 0);
    int before = g->sys[chosen].fresh[0];
    char text[64], name[16];
    snprintf(text, sizeof text, "p0 card pirate-setup-2 flagship %s", system_name(chosen, name));
    ok(game, text);
    uint64_t rng = 3;
    for (int i = 0; i < 50 && !t_in_play_area(&game->s, 0, CARD_F1202); i++) t_random_move(game, &rng);
    g = t_state(game);
    assert_int_equal(flagship_system(g, 0), chosen);
    assert_int_equal(buildings_on_map(g, 0, false) + buildings_on_map(g, 0, true), 0);
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_TRACTOR_BEAM][FLAGSHIP_UPGRADE], BLD_MAKE(0, true, false));
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_DEFENSE_ARRAY][FLAGSHIP_UPGRADE], BLD_MAKE(0, true, false));
    for (int k = 0; k < NUM_SYSTEMS / 4; k++)
        if (sys_in_play(g, k * 4)) assert_true(ships_in_cluster(g, 0, k));
    assert_true(g->sys[chosen].fresh[0] >= before);
    assert_true(t_in_play_area(g, 0, CARD_F1202));
    assert_true(held_index(g, 0, CARD_F1203) >= 0);
    t_assert_invariants(game);

    /* Steps 2-4 again on a shaped state: p0's ships only at 3-hex (and
     * the Flagship): one ship on each other cluster's gate. */
    play_area_remove(g, 0, CARD_F1202);
    remove_held(g, 0, held_index(g, 0, CARD_F1203));
    g->camp.fate_cards_added -= 2;
    lift_ships(g, 0);
    t_place_ships(game, 0, SYS_3HEX, 1, 1);
    g = t_state(game);
    card_def_of(CARD_F1201A)->fate_setup(g, 0, CARD_F1201A);
    for (int k = 0; k < NUM_SYSTEMS / 4; k++) {
        if (!sys_in_play(g, k * 4)) continue;
        bool guarded = k == sys_cluster(SYS_3HEX) || k == sys_cluster(chosen);
        assert_int_equal(g->sys[k * 4].fresh[0], guarded ? (k * 4 == chosen ? g->sys[chosen].fresh[0] : 0) : 1);
    }
    assert_true(t_in_play_area(g, 0, CARD_F1202));
    assert_true(held_index(g, 0, CARD_F1203) >= 0);
    t_assert_invariants(game);

    /* Ships short: one left in the supply for two or more gates — the
     * Pirate chooses the gate (a non-gate refused); then nothing more. */
    play_area_remove(g, 0, CARD_F1202);
    remove_held(g, 0, held_index(g, 0, CARD_F1203));
    g->camp.fate_cards_added -= 2;
    lift_ships(g, 0);
    t_place_ships(game, 0, SYS_3HEX, g->pl[0].ships_supply - 1, 0);
    g = t_state(game);
    card_def_of(CARD_F1201A)->fate_setup(g, 0, CARD_F1201A);
    game_bump(game);
    int gates = 0, gate = -1;
    for (int k = 0; k < NUM_SYSTEMS / 4; k++)
        if (sys_in_play(g, k * 4) && !ships_in_cluster(g, 0, k)) gates++, gate = k * 4;
    assert_true(gates >= 2);
    assert_int_equal(t_count_legal(game, "p0 card pirate-setup-2 replenish "), gates);
    t_refused_unchanged(game, "p0 card pirate-setup-2 replenish 3-hex");
    char where[64], gname[16];
    snprintf(where, sizeof where, "p0 card pirate-setup-2 replenish %s", system_name(gate, gname));
    ok(game, where);
    g = t_state(game);
    assert_int_equal(g->sys[gate].fresh[0], 1);
    assert_int_equal(g->pl[0].ships_supply, 0);
    assert_int_equal(t_count_legal(game, "p0 card pirate-setup-2 replenish "), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* p0 battles p1 at 3-hex with raid dice only (faces forced); p1 has `fresh`
 * and `damaged` ships there, a city there if `city_here`, else one at
 * 2-arrow; Fuel, Material, Relic in p1's slots 0-2. */
static arcs_game *raid_battle(int fresh, int damaged, bool city_here, const uint8_t *faces, int dice) {
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 4));
    t_place_ships(game, 0, SYS_3HEX, 3, 0);
    t_place_ships(game, 1, SYS_3HEX, fresh, damaged);
    t_place_building(game, 1, city_here ? SYS_3HEX : SYS_2ARROW, 0, false, false);
    t_give_resource(game, 1, 0, ARCS_FUEL);
    t_give_resource(game, 1, 1, ARCS_MATERIAL);
    t_give_resource(game, 1, 2, ARCS_RELIC);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    if (t_is_legal(game, "p0 battle-system 3-hex")) ok(game, "p0 battle-system 3-hex");
    if (t_is_legal(game, "p0 battle-defender p1")) ok(game, "p0 battle-defender p1");
    ok(game, "p0 dice assault 0");
    ok(game, "p0 dice skirmish 0");
    char text[32];
    snprintf(text, sizeof text, "p0 dice raid %d", dice);
    battle_force_faces(t_state(game), faces, dice);
    ok(game, text);
    return game;
}

/* F1203 + F1202: no defending building or Flagship (p1's city elsewhere):
 * the Pirate collects raid dice anyway; 6 keys, 2 damaged defending
 * ships: only p1's resources are offered (no card-owned token, no Guild
 * card), 2 steals, then the raid ends with keys left. Each stolen
 * resource: placed on the Hoard ("place") or not ("decline"). */
static void fleet_raid_dice_without_buildings(void **state) {
    (void)state;
    const uint8_t faces[] = {1, 1, 1}; /* intercept + 2 keys each; p1 has no fresh ship */
    arcs_game *game = raid_battle(0, 2, false, faces, 3);
    const game_state *g = &game->s;
    assert_true(top_frame_c(g)->kind == FR_BATTLE_RAID);
    assert_int_equal(t_count_legal(game, "p0 raid 0 "), 3);
    assert_int_equal(t_count_legal(game, "p0 raid 1 "), 0);
    ok(game, "p0 raid 0 0");
    /* The Hoard's choice: a bad one refused, byte-identical. */
    assert_true(t_is_legal(game, "p0 card pirate-hoard place"));
    assert_true(t_is_legal(game, "p0 decline"));
    t_refused_unchanged(game, "p0 raid 0 1");
    t_refused_unchanged(game, "p1 card pirate-hoard place");
    /* Saved and loaded here (the Hoard's frame, the Fleet's data): the same hash. */
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *loaded = t_load_state(buf, len, "at the Hoard's choice");
    assert_true(arcs_state_hash(loaded) == arcs_state_hash(game));
    arcs_game_free(loaded);
    ok(game, "p0 card pirate-hoard place");
    assert_int_equal(hoard_count(g, ARCS_FUEL), 1);
    assert_int_equal(in_slots(g, 0, ARCS_FUEL), 0);
    assert_true(top_frame_c(g)->kind == FR_BATTLE_RAID);
    assert_int_equal(t_count_legal(game, "p0 raid 0 "), 2);
    ok(game, "p0 raid 0 1");
    ok(game, "p0 decline");
    place_pending(game, 0);
    /* 2 damaged defending ships: no third steal. */
    assert_false(g->battle.active);
    assert_int_equal(in_slots(g, 1, ARCS_RELIC), 1);
    assert_int_equal(hoard_count(g, -1), 1);
    assert_int_equal(in_slots(g, 0, ARCS_MATERIAL), 1);
    /* The Fleet's data is zero again outside the battle. */
    assert_true(card_data_zero(CARD_F1203, card_def_of(CARD_F1203)->data, g));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1203: no damaged defending ship, no steal at all (the raid is not
 * asked; p1 keeps everything). */
static void fleet_no_damaged_ship_no_steal(void **state) {
    (void)state;
    const uint8_t faces[] = {3, 3}; /* a building hit (nothing to hit) and a key each */
    arcs_game *game = raid_battle(1, 0, false, faces, 2);
    const game_state *g = &game->s;
    assert_false(g->battle.active);
    assert_int_equal(in_slots(g, 1, ARCS_FUEL) + in_slots(g, 1, ARCS_MATERIAL) + in_slots(g, 1, ARCS_RELIC), 3);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Without the Fleet the Raid Dice Limit holds: no raid dice decision (p1
 * has a city elsewhere and none here). */
static void no_fleet_no_raid_dice(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 4));
    game_state *g = t_state(game);
    remove_held(g, 0, held_index(g, 0, CARD_F1203));
    g->camp.fate_cards_added--;
    t_place_ships(game, 0, SYS_3HEX, 3, 0);
    t_place_ships(game, 1, SYS_3HEX, 0, 2);
    t_place_building(game, 1, SYS_2ARROW, 0, false, false);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    if (t_is_legal(game, "p0 battle-system 3-hex")) ok(game, "p0 battle-system 3-hex");
    if (t_is_legal(game, "p0 battle-defender p1")) ok(game, "p0 battle-defender p1");
    ok(game, "p0 dice assault 0");
    assert_false(t_is_legal(game, "p0 dice skirmish 3") && !t_is_legal(game, "p0 dice skirmish 0"));
    ok(game, "p0 dice skirmish 0");
    g = t_state(game);
    assert_false(g->battle.active && top_frame_c(g)->kind == FR_BATTLE_DICE);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* A defending Flagship with a Tractor Beam: "the attacker cannot collect
 * raid dice" (yaml "Upgrade Benefits."), the Fleet or not. */
static void fleet_tractor_beam_stops_raid_dice(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 4));
    t_place_ships(game, 0, SYS_3HEX, 3, 0);
    t_place_ships(game, 1, SYS_3HEX, 0, 1);
    game_state *g = t_state(game);
    g->camp.flagship[1] = SYS_3HEX + 1;
    g->camp.flagship_board[1][UPGRADE_TRACTOR_BEAM][FLAGSHIP_UPGRADE] = BLD_MAKE(1, true, false);
    g->pl[1].starports_supply--;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    if (t_is_legal(game, "p0 battle-system 3-hex")) ok(game, "p0 battle-system 3-hex");
    if (t_is_legal(game, "p0 battle-defender p1")) ok(game, "p0 battle-defender p1");
    ok(game, "p0 dice assault 0");
    ok(game, "p0 dice skirmish 0");
    g = t_state(game);
    assert_false(g->battle.active && top_frame_c(g)->kind == FR_BATTLE_DICE);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* A card's steal (not a raid) is a steal too: Interest-like steals from a
 * Rival's slot and from the Imperial Trust go through the Hoard's choice
 * (card_steal_resource). */
static void hoard_card_steal(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 4));
    t_give_resource(game, 1, 0, ARCS_WEAPON);
    game_state *g = t_state(game);
    card_steal_resource(g, 0, 1, 0);
    game_bump(game);
    assert_true(t_is_legal(game, "p0 card pirate-hoard place"));
    ok(game, "p0 card pirate-hoard place");
    g = t_state(game);
    assert_int_equal(hoard_count(g, ARCS_WEAPON), 1);
    assert_int_equal(in_slots(g, 1, ARCS_WEAPON), 0);
    /* A Rival's steal never goes to the Hoard. */
    t_give_resource(game, 0, 0, ARCS_FUEL);
    g = t_state(game);
    card_steal_resource(g, 1, 0, 0);
    game_bump(game);
    assert_false(t_is_legal(game, "p1 card pirate-hoard place"));
    place_pending(game, 1);
    g = t_state(game);
    assert_int_equal(in_slots(g, 1, ARCS_FUEL), 1);
    assert_int_equal(hoard_count(g, ARCS_FUEL), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* A defending building allows raid dice by the rulebook: the Fleet's
 * limit does not apply (3 steals with no damaged defending ship). */
static void fleet_limit_only_when_used(void **state) {
    (void)state;
    const uint8_t faces[] = {1, 1, 1};
    arcs_game *game = raid_battle(0, 0, true, faces, 3);
    const game_state *g = &game->s;
    assert_true(top_frame_c(g)->kind == FR_BATTLE_RAID);
    assert_true(card_data_zero(CARD_F1203, card_def_of(CARD_F1203)->data, g));
    for (int k = 0; k < 3; k++) {
        assert_true(top_frame_c(g)->kind == FR_BATTLE_RAID);
        assert_true(t_apply_prefix(game, "p0 raid 0 "));
        ok(game, "p0 card pirate-hoard place");
    }
    assert_int_equal(hoard_count(g, -1), 3);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1202's reminder "Remember, you can raid Free buildings!": the
 * resource raided from the Free States is stolen, so the Pirate may place
 * it on the Hoard. */
static void hoard_free_states_raid(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 4));
    t_place_ships(game, 0, SYS_3HEX, 3, 0);
    game_state *g = t_state(game);
    g->sys[SYS_3HEX].bld[0] = BLD_MAKE(OWNER_FREE, false, false);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action battle");
    if (t_is_legal(game, "p0 battle-system 3-hex")) ok(game, "p0 battle-system 3-hex");
    if (t_is_legal(game, "p0 battle-defender free")) ok(game, "p0 battle-defender free");
    ok(game, "p0 dice assault 0");
    ok(game, "p0 dice skirmish 0");
    const uint8_t faces[] = {1}; /* 2 keys, no building hit */
    battle_force_faces(t_state(game), faces, 1);
    ok(game, "p0 dice raid 1");
    int r = planet_type(SYS_3HEX), supply = game->s.res_supply[r];
    ok(game, "p0 raid 2 0");
    assert_true(t_is_legal(game, "p0 decline"));
    ok(game, "p0 card pirate-hoard place");
    g = t_state(game);
    assert_int_equal(hoard_count(g, r), 1);
    assert_int_equal(g->res_supply[r], supply - 1);
    assert_int_equal(in_slots(g, 0, r), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1202 "Outrage doesn't discard resources here": p0 Provokes Fuel
 * Outrage: the Fuel in the slots is discarded, the Hoard's stays; the
 * Hoard counts for ambitions (card_res_held). */
static void hoard_outrage_and_ambitions(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 4));
    hoard_put(game, ARCS_FUEL, 2);
    t_give_to_empty_slot(game, 0, ARCS_FUEL);
    game_state *g = t_state(game);
    provoke_outrage(g, 0, ARCS_FUEL);
    assert_int_equal(in_slots(g, 0, ARCS_FUEL), 0);
    assert_int_equal(hoard_count(g, ARCS_FUEL), 2);
    assert_int_equal(card_res_held(g, 0, 1u << ARCS_FUEL), 2);
    assert_int_equal(card_res_held(g, 1, 1u << ARCS_FUEL), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1202: in the Prelude a Fuel on the Hoard pays for a Move (not while
 * Fuel is Outraged; no Material there: no Build from it); the token waits
 * aside until the Prelude ends. */
static void hoard_spent_in_prelude(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 4));
    t_place_ships(game, 0, SYS_3HEX, 2, 0);
    hoard_put(game, ARCS_FUEL, 1);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    assert_int_equal(t_count_legal(game, "p0 card pirate-hoard spend "), 1);
    assert_true(t_is_legal(game, "p0 card pirate-hoard spend Fuel move"));
    t_refused_unchanged(game, "p0 card pirate-hoard spend Material build");
    t_refused_unchanged(game, "p0 card pirate-hoard spend Fuel build");
    game_state *g = t_state(game);
    int supply = g->res_supply[ARCS_FUEL];
    ok(game, "p0 card pirate-hoard spend Fuel move");
    g = t_state(game);
    assert_int_equal(hoard_count(g, -1), 0);
    assert_int_equal(g->prelude_spent[ARCS_FUEL], 1);
    assert_int_equal(g->res_supply[ARCS_FUEL], supply);
    /* Outraged: not spent for its Prelude action. */
    arcs_game_free(game);
    game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 4));
    t_place_ships(game, 0, SYS_3HEX, 2, 0);
    hoard_put(game, ARCS_FUEL, 1);
    g = t_state(game);
    provoke_outrage(g, 0, ARCS_FUEL);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    assert_int_equal(t_count_legal(game, "p0 card pirate-hoard spend "), 0);
    arcs_game_free(game);
}

/* p1 battles p0 at 3-hex, where p0 has a city and nothing else, with one
 * raid die showing `face`; 2 Relics and a Weapon on the Hoard. */
static arcs_game *raid_the_pirate(uint8_t face) {
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 2));
    hoard_put(game, ARCS_RELIC, 2);
    hoard_put(game, ARCS_WEAPON, 1);
    t_place_building(game, 0, SYS_3HEX, 0, false, false);
    t_place_ships(game, 1, SYS_3HEX, 2, 0);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action battle");
    if (t_is_legal(game, "p1 battle-system 3-hex")) ok(game, "p1 battle-system 3-hex");
    if (t_is_legal(game, "p1 battle-defender p0")) ok(game, "p1 battle-defender p0");
    ok(game, "p1 dice assault 0");
    ok(game, "p1 dice skirmish 0");
    battle_force_faces(t_state(game), &face, 1);
    ok(game, "p1 dice raid 1");
    return game;
}

/* F1202 "Their raid cost is key key each": a Rival raiding the Pirate
 * with 1 key finds nothing to take (the slots empty); with 2 keys, one
 * resource of each type on the Hoard is offered (a type not there
 * refused, byte-identical); the one taken goes to the raider. */
static void hoard_raided(void **state) {
    (void)state;
    arcs_game *game = raid_the_pirate(2); /* a self hit and 1 key */
    const game_state *g = &game->s;
    assert_false(g->battle.active);
    assert_int_equal(hoard_count(g, -1), 3);
    arcs_game_free(game);
    game = raid_the_pirate(1); /* 2 keys */
    g = &game->s;
    assert_true(top_frame_c(g)->kind == FR_BATTLE_RAID);
    char relic[32], weapon[32], fuel[32];
    snprintf(relic, sizeof relic, "p1 raid 0 %d", 24 + ARCS_RELIC);
    snprintf(weapon, sizeof weapon, "p1 raid 0 %d", 24 + ARCS_WEAPON);
    snprintf(fuel, sizeof fuel, "p1 raid 0 %d", 24 + ARCS_FUEL);
    assert_int_equal(t_count_legal(game, "p1 raid 0 "), 2);
    assert_true(t_is_legal(game, weapon));
    t_refused_unchanged(game, fuel);
    arcs_move m;
    char label[160];
    assert_int_equal(arcs_move_from_str(relic, &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_string_equal(label, "Take 1 Relic from Player 1's Pirate Hoard (2 keys)");
    ok(game, relic);
    place_pending(game, 1);
    g = &game->s;
    assert_int_equal(hoard_count(g, ARCS_RELIC), 1);
    assert_int_equal(in_slots(g, 1, ARCS_RELIC), 1);
    assert_false(g->battle.active);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1201B at the end of a chapter: 1 per resource on the Hoard (3), and 1
 * per type the Hoard has more of than each Rival: Fuel (2 against 1),
 * not Material (1 against p2's 1). */
static void objective_chapter_end(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 4));
    hoard_put(game, ARCS_FUEL, 2);
    hoard_put(game, ARCS_MATERIAL, 1);
    t_give_to_empty_slot(game, 1, ARCS_FUEL);
    t_give_to_empty_slot(game, 2, ARCS_MATERIAL);
    game_state *g = t_state(game);
    g->camp.objective[0] = 20;
    camp_event ev = {.kind = EVT_CHAPTER_END, .player = NO_PLAYER};
    card_def_of(CARD_F1201B)->on_event(g, 0, CARD_F1201B, &ev);
    assert_int_equal(g->camp.objective[0], 20 - 3 - 1);
    /* A tie with a Rival: no type. */
    t_give_to_empty_slot(game, 1, ARCS_FUEL);
    g = t_state(game);
    card_def_of(CARD_F1201B)->on_event(g, 0, CARD_F1201B, &ev);
    assert_int_equal(g->camp.objective[0], 16 - 3);
    arcs_game_free(game);
}

/* F1201B with 2 players: the ambition boxes' resources count as a Rival. */
static void objective_two_players(void **state) {
    (void)state;
    arcs_game *game = t_act2_started_b(2, 7, FATES, 2u, BFATES, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE12);
    clear_holdings(game, false);
    t_clear_board(game);
    g = t_state(game);
    hoard_return_all(g);
    for (int r = 0; r < NUM_RES; r++) {
        g->res_supply[r] = (uint8_t)(g->res_supply[r] + g->phantom[r]);
        g->phantom[r] = 0;
    }
    hoard_put(game, ARCS_MATERIAL, 1);
    g = t_state(game);
    g->res_supply[ARCS_MATERIAL]--;
    g->phantom[ARCS_MATERIAL] = 1;
    g->camp.objective[0] = 20;
    camp_event ev = {.kind = EVT_CHAPTER_END, .player = NO_PLAYER};
    card_def_of(CARD_F1201B)->on_event(g, 0, CARD_F1201B, &ev);
    assert_int_equal(g->camp.objective[0], 19); /* the resource, no type */
    g->res_supply[ARCS_MATERIAL]++;
    g->phantom[ARCS_MATERIAL] = 0;
    card_def_of(CARD_F1201B)->on_event(g, 0, CARD_F1201B, &ev);
    assert_int_equal(g->camp.objective[0], 17);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F1204. Completed: Pirate Smugglers gained, Call to Action and
 * Silver-Tongues scrapped; a resource from the Hoard
 * onto the player board by choice (one not there refused), "done" returns
 * the rest. Failed: the Fleet and the Act III cards (05-07) to the Court
 * deck, the Hoard emptied. */
static void resolution_branches(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 4));
    hoard_put(game, ARCS_FUEL, 2);
    hoard_put(game, ARCS_RELIC, 1);
    game_state *g = t_state(game);
    int relics = g->res_supply[ARCS_RELIC];
    card_def_of(CARD_F1204)->resolution(g, 0, CARD_F1204, true);
    assert_true(held_index(g, 0, CARD_F1205) >= 0);
    assert_true(card_scrapped(g, CARD_F1206) && card_scrapped(g, CARD_F1207));
    assert_true(t_is_legal(game, "p0 card pirate-resolution-2 take Fuel"));
    t_refused_unchanged(game, "p0 card pirate-resolution-2 take Weapon");
    ok(game, "p0 card pirate-resolution-2 take Fuel");
    place_pending(game, 0);
    g = t_state(game);
    assert_int_equal(in_slots(g, 0, ARCS_FUEL), 1);
    ok(game, "p0 card pirate-resolution-2 done");
    g = t_state(game);
    assert_int_equal(hoard_count(g, -1), 0);
    assert_int_equal(g->res_supply[ARCS_RELIC], relics + 1);
    arcs_game_free(game);

    game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 4));
    hoard_put(game, ARCS_WEAPON, 2);
    g = t_state(game);
    card_def_of(CARD_F1204)->resolution(g, 0, CARD_F1204, false);
    assert_int_equal(hoard_count(g, -1), 0);
    assert_true(held_index(g, 0, CARD_F1203) < 0);
    for (int c = CARD_F1205; c <= CARD_F1207; c++) assert_true(in_court_deck(g, c));
    assert_true(in_court_deck(g, CARD_F1203));
    arcs_game_free(game);
}

/* F1204 completed, step 3: a Material spent to build a ship at a
 * starport that built one this turn (the ship build limit ignored), then
 * again at the same starport; a Fuel to move (only the types and actions
 * the card names: no Weapon, no Tax); a type not on the Hoard refused. */
static void resolution_spends_for_actions(void **state) {
    (void)state;
    arcs_game *game = set_up(SYS_2CRESCENT, t_card(ARCS_AGGRESSION, 4));
    t_place_ships(game, 0, SYS_3HEX, 2, 0);
    t_place_building(game, 0, SYS_3HEX, 0, true, false);
    hoard_put(game, ARCS_MATERIAL, 2);
    hoard_put(game, ARCS_FUEL, 1);
    hoard_put(game, ARCS_WEAPON, 1);
    game_state *g = t_state(game);
    g->shipyard_used[SYS_3HEX] = 1; /* the starport built a ship this turn */
    card_def_of(CARD_F1204)->resolution(g, 0, CARD_F1204, true);
    game_bump(game);
    assert_true(t_is_legal(game, "p0 card pirate-resolution-2 spend Material build"));
    assert_true(t_is_legal(game, "p0 card pirate-resolution-2 spend Fuel move"));
    assert_int_equal(t_count_legal(game, "p0 card pirate-resolution-2 spend Weapon"), 0);
    t_refused_unchanged(game, "p0 card pirate-resolution-2 spend Relic secure");
    for (int k = 0; k < 2; k++) {
        int ships = game->s.sys[SYS_3HEX].fresh[0];
        ok(game, "p0 card pirate-resolution-2 spend Material build");
        ok(game, "p0 build-ship 3-hex 0");
        g = t_state(game);
        assert_int_equal(g->sys[SYS_3HEX].fresh[0], ships + 1);
        assert_int_equal(hoard_count(g, ARCS_MATERIAL), 1 - k);
        assert_true(top_frame_c(g)->kind == FR_CARD && top_frame_c(g)->card == CARD_F1204);
    }
    ok(game, "p0 card pirate-resolution-2 spend Fuel move");
    assert_true(top_frame_c(&game->s)->kind != FR_CARD);
    t_assert_invariants(game);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_as_printed),
        cmocka_unit_test(fleet_raid_dice_without_buildings),
        cmocka_unit_test(fleet_no_damaged_ship_no_steal),
        cmocka_unit_test(no_fleet_no_raid_dice),
        cmocka_unit_test(fleet_limit_only_when_used),
        cmocka_unit_test(fleet_tractor_beam_stops_raid_dice),
        cmocka_unit_test(hoard_card_steal),
        cmocka_unit_test(hoard_free_states_raid),
        cmocka_unit_test(hoard_outrage_and_ambitions),
        cmocka_unit_test(hoard_spent_in_prelude),
        cmocka_unit_test(hoard_raided),
        cmocka_unit_test(objective_chapter_end),
        cmocka_unit_test(objective_two_players),
        cmocka_unit_test(resolution_branches),
        cmocka_unit_test(resolution_spends_for_actions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
