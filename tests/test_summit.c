/* Summits (Campaign rulebook, "Summits"): the Call to Order, deals composed
 * item by item and accepted or rejected by every party, the rulebook's
 * examples, Cede Control's limits, the Empire's titles, the deal limit, the
 * wire and observations, and random campaign games with Summits.
 *
 * Until the Events and the Council call Summits, a scenario calls
 * summit_begin itself (at a new round's lead, as the Event resolution will). */
#include <stdio.h>
#include <stdlib.h>

#include "support.h"
#include "arcs.pb-c.h"
#include "campaign/flagship.h"
#include "campaign/summit.h"
#include "data/card_ids.h"
#include "data/tables.h"
#include "wire/wire.h"

#define SYS_2HEX (1 * 4 + SYS_HEX)
#define SYS_3ARROW (2 * 4 + SYS_ARROW)
#define SYS_4CRESCENT (3 * 4 + SYS_CRESCENT)
#define SYS_5GATE (4 * 4 + SYS_GATE)

/* A campaign game after setup with an empty map (no player pieces, Court
 * agents, Trophies or Captives), every player a Regent, p0 the First
 * Regent. */
static arcs_game *table(int players, int deal_limit) {
    arcs_game *game = t_new_campaign(players, 5, ARCS_CHANCE_INTERNAL, 0, deal_limit);
    uint64_t rng = 9;
    while (top_frame_c(&game->s)->kind != FR_LEAD) t_random_move(game, &rng);
    t_clear_board(game);
    game_state *g = t_state(game);
    g->camp.regents = (uint8_t)((1u << players) - 1);
    g->camp.first_regent = 0;
    return game;
}

/* The Event resolution's step: `caller` calls the Summit. Here at the
 * start of a round: the Summit runs on the round's frame, which asks for
 * the lead again once it ends. */
static void call_summit(arcs_game *game, int caller) {
    game_state *g = t_state(game);
    assert_int_equal(top_frame_c(g)->kind, FR_LEAD);
    pop_frame(g);
    assert_int_equal(top_frame_c(g)->kind, FR_ROUND);
    summit_begin(g, caller);
    run_forward(g);
    t_assert_invariants(game);
}

static void ok(arcs_game *game, const char *text) {
    arcs_status st = t_apply_str(game, text);
    if (st != ARCS_OK) fail_msg("'%s': %s (%s)", text, arcs_status_str(st), arcs_last_error(game));
    t_assert_invariants(game);
    t_assert_texts_round_trip(game);
}

static int listed(arcs_game *game, const char *prefix) { return t_count_legal(game, prefix); }


static void agent_on(arcs_game *game, int p, int pos) {
    game_state *g = t_state(game);
    g->pl[p].agents_supply--;
    g->court_agents[pos][p]++;
}

/* Everyone passes in a row: the Summit ends and the round's lead is back. */
static void all_pass(arcs_game *game) {
    while (game->s.camp.summit.phase == SUMMIT_NEGOTIATE) {
        char text[32];
        snprintf(text, sizeof text, "p%d negotiate-pass", arcs_current_player(game));
        ok(game, text);
    }
    assert_int_equal(game->s.camp.summit.phase, SUMMIT_NONE);
    assert_int_equal(top_frame_c(&game->s)->kind, FR_LEAD);
}

/* Campaign rulebook p. 17, Multipart Negotiations: Mikah (p1) wants Dane
 * (p0) to replace 1 Loyal agent of his with hers on the Construction Union
 * card in the Court (Delegate Authority); Dane wants Mikah to replace 2
 * Loyal ships of hers on the map with his (Cede Control). They agree and
 * take all these actions at once; the pieces come from and return to
 * their supplies. */
static void multipart_example(void **state) {
    (void)state;
    arcs_game *game = table(3, 0);
    t_court_card_at(game, CARD_CC02, 1);
    agent_on(game, 0, 1);
    agent_on(game, 0, 1);
    t_place_ships(game, 1, SYS_2HEX, 3, 0);
    t_place_ships(game, 0, SYS_3ARROW, 2, 0);
    const game_state *g = &game->s;
    int agents0 = g->pl[0].agents_supply, agents1 = g->pl[1].agents_supply;
    int ships0 = g->pl[0].ships_supply, ships1 = g->pl[1].ships_supply;
    call_summit(game, 1);
    ok(game, "p1 order-done");
    assert_int_equal(arcs_current_player(game), 1); /* negotiations start with the caller */
    ok(game, "p1 deal-add p0 p1 delegate");
    ok(game, "p1 delegate 1");
    ok(game, "p1 deal-add p1 p0 cede");
    ok(game, "p1 cede 2-hex ship");
    ok(game, "p1 deal-add p1 p0 cede");
    ok(game, "p1 cede 2-hex ship");
    assert_int_equal(g->camp.summit.n_items, 3);
    /* Nothing happens before every party agrees. */
    assert_int_equal(g->sys[SYS_2HEX].fresh[1], 3);
    ok(game, "p1 deal-submit");
    assert_int_equal(arcs_current_player(game), 0);
    ok(game, "p0 deal-accept");
    assert_int_equal(g->court_agents[1][0], 1);
    assert_int_equal(g->court_agents[1][1], 1);
    assert_int_equal(g->pl[0].agents_supply, agents0 + 1);
    assert_int_equal(g->pl[1].agents_supply, agents1 - 1);
    assert_int_equal(g->sys[SYS_2HEX].fresh[1], 1);
    assert_int_equal(g->sys[SYS_2HEX].fresh[0], 2);
    assert_int_equal(g->pl[0].ships_supply, ships0 - 2);
    assert_int_equal(g->pl[1].ships_supply, ships1 + 2);
    assert_int_equal(g->camp.summit.n_items, 0);
    /* The next player in turn order negotiates; all pass: the end. */
    assert_int_equal(arcs_current_player(game), 2);
    all_pass(game);
    arcs_game_free(game);
}

/* p holds n Favors of owner (agents of owner on p's Fate card). */
static void favors(arcs_game *game, int p, int owner, int n) {
    game_state *g = t_state(game);
    g->pl[owner].agents_supply = (uint8_t)(g->pl[owner].agents_supply - n);
    g->camp.favors[p][owner] = (uint8_t)(g->camp.favors[p][owner] + n);
}

/* p0 holds n of p1's Favors; p1 has a Relic in its fourth resource slot
 * (2 keys, open with its second city) and a Fuel in its second (1 key). */
static void favors_and_a_relic(arcs_game *game, int n) {
    favors(game, 0, 1, n);
    t_place_building(game, 1, SYS_2HEX, 0, false, false);
    t_place_building(game, 1, SYS_3ARROW, 0, false, false);
    t_give_resource(game, 1, 3, ARCS_RELIC);
    t_give_resource(game, 1, 1, ARCS_FUEL);
    assert_int_equal(res_slot_keys(3), 2);
    assert_int_equal(res_slot_keys(1), 1);
}

/* Campaign rulebook p. 16, Call to Order: Lotus (p0) calls the Summit to
 * order and returns two of Dane's (p1) Favors to force him to give them a
 * Relic (Transfer Asset), since it has a raid cost of 2; then they
 * Petition the Council so that it goes back to the Court In Session. */
static void call_to_order_example(void **state) {
    (void)state;
    arcs_game *game = table(3, 0);
    favors_and_a_relic(game, 2);
    t_state(game)->court_row[COUNCIL_PLACE] = CARD_AID01B; /* Decided: it was secured */
    int agents = game->s.pl[1].agents_supply;
    call_summit(game, 0);
    /* Only what Dane can be forced to do with 2 Favors, targeting Lotus. */
    assert_true(t_is_legal(game, "p0 return-favors p1 transfer"));
    assert_true(t_is_legal(game, "p0 return-favors p1 promise"));
    assert_false(t_is_legal(game, "p0 return-favors p2 transfer"));
    assert_true(t_is_legal(game, "p0 petition"));
    ok(game, "p0 return-favors p1 transfer");
    assert_int_equal(listed(game, "p0 transfer"), 2); /* the Relic (2 keys), the Fuel (1 key) */
    ok(game, "p0 transfer resource 3");
    ok(game, "p0 place-resource 0");
    const game_state *g = &game->s;
    assert_int_equal(g->pl[0].res[0], ARCS_RELIC + 1);
    assert_int_equal(g->pl[1].res[3], RES_EMPTY);
    assert_int_equal(g->camp.favors[0][1], 0);
    assert_int_equal(g->pl[1].agents_supply, agents + 2);
    assert_false(t_is_legal(game, "p0 return-favors p1 transfer"));
    ok(game, "p0 petition");
    assert_int_equal(g->court_row[COUNCIL_PLACE], CARD_AID01A);
    assert_false(t_is_legal(game, "p0 petition"));
    ok(game, "p0 order-done");
    all_pass(game);
    arcs_game_free(game);
}

/* One Favor forces a 1-key resource, not a 2-key one; Promise Favor puts
 * an agent on the Rival's Fate card; Transfer Asset gives a Favor on, or
 * back to its owner's supply. */
static void favors_in_summits(void **state) {
    (void)state;
    arcs_game *game = table(3, 0);
    favors_and_a_relic(game, 1);
    call_summit(game, 0);
    ok(game, "p0 return-favors p1 transfer");
    assert_false(t_is_legal(game, "p0 transfer resource 3"));
    ok(game, "p0 transfer resource 1");
    ok(game, "p0 place-resource 0");
    ok(game, "p0 order-done");
    ok(game, "p0 negotiate-pass");
    const game_state *g = &game->s;
    int agents1 = g->pl[1].agents_supply;
    ok(game, "p1 deal-add p1 p2 promise");
    ok(game, "p1 deal-add p1 p0 promise");
    ok(game, "p1 deal-submit");
    ok(game, "p2 deal-accept");
    ok(game, "p0 deal-accept");
    assert_int_equal(g->camp.favors[2][1], 1);
    assert_int_equal(g->camp.favors[0][1], 1);
    assert_int_equal(g->pl[1].agents_supply, agents1 - 2);
    /* p2 passes p1's Favor on to p0; p0 gives the other back to p1. */
    ok(game, "p2 deal-add p2 p0 transfer");
    ok(game, "p2 transfer favor 1");
    ok(game, "p2 deal-add p0 p1 transfer");
    ok(game, "p2 transfer favor 1");
    ok(game, "p2 deal-submit");
    ok(game, "p0 deal-accept");
    ok(game, "p1 deal-accept");
    assert_int_equal(g->camp.favors[2][1], 0);
    assert_int_equal(g->camp.favors[0][1], 1);
    assert_int_equal(g->pl[1].agents_supply, agents1 - 1);
    arcs_game_free(game);
}

/* A rejected deal leaves no trace: the state is byte-identical to the one
 * before its first item; so does a withdrawn deal. With a deal limit, the
 * only trace is the deal counted. */
static void rejected_deal_leaves_no_trace(void **state) {
    (void)state;
    for (int limit = 0; limit <= 2; limit += 2) {
        arcs_game *game = table(3, limit);
        t_place_ships(game, 1, SYS_2HEX, 2, 1);
        t_place_ships(game, 2, SYS_3ARROW, 2, 0);
        t_give_resource(game, 2, 0, ARCS_FUEL);
        agent_on(game, 1, 0);
        call_summit(game, 1);
        ok(game, "p1 order-done");
        static game_state before;
        before = game->s;
        uint64_t hash = arcs_state_hash(game);
        ok(game, "p1 deal-add p1 p2 cede");
        ok(game, "p1 cede 2-hex damaged-ship");
        ok(game, "p1 deal-add p2 p1 transfer");
        ok(game, "p1 transfer resource 0");
        ok(game, "p1 deal-add p1 p0 delegate");
        ok(game, "p1 delegate 0");
        ok(game, "p1 deal-submit");
        ok(game, "p2 deal-accept");
        assert_int_equal(arcs_current_player(game), 0);
        ok(game, "p0 deal-reject");
        if (limit) {
            assert_int_equal(game->s.camp.summit.deals_left, limit - 1);
            before.camp.summit.deals_left = (uint8_t)(limit - 1);
        } else {
            assert_true(arcs_state_hash(game) == hash);
        }
        assert_memory_equal(&game->s, &before, sizeof before);
        /* Withdrawn before submitting: no trace either, even the count. */
        ok(game, "p1 deal-add p2 p1 transfer");
        ok(game, "p1 transfer resource 0");
        ok(game, "p1 deal-withdraw");
        assert_memory_equal(&game->s, &before, sizeof before);
        arcs_game_free(game);
    }
}

/* A composer takes an item out again: only when the items after it can
 * still be taken (here the city's cession needs both ships ceded first);
 * taking every item out leaves the state as it was. */
static void removing_items(void **state) {
    (void)state;
    arcs_game *game = table(3, 0);
    t_place_ships(game, 1, SYS_2HEX, 2, 0);
    t_place_ships(game, 1, SYS_3ARROW, 1, 0);
    t_place_building(game, 1, SYS_2HEX, 0, false, false);
    t_place_building(game, 1, SYS_4CRESCENT, 0, false, false);
    call_summit(game, 0);
    ok(game, "p0 order-done");
    static game_state before;
    before = game->s;
    ok(game, "p0 deal-add p1 p0 cede");
    ok(game, "p0 cede 2-hex ship");
    ok(game, "p0 deal-add p1 p0 cede");
    ok(game, "p0 cede 2-hex ship");
    ok(game, "p0 deal-add p1 p0 cede");
    ok(game, "p0 cede 2-hex building-0");
    assert_false(t_is_legal(game, "p0 deal-remove 0"));
    assert_false(t_is_legal(game, "p0 deal-remove 1"));
    assert_true(t_is_legal(game, "p0 deal-remove 2"));
    arcs_move m;
    char label[ARCS_MOVE_LABEL_MAX];
    assert_int_equal(arcs_move_from_str("p0 deal-remove 2", &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_string_equal(label, "Take item 3 out of the deal (Player 2's Cede Control affecting Player 1)");
    ok(game, "p0 deal-remove 2");
    ok(game, "p0 deal-remove 0");
    assert_int_equal(game->s.camp.summit.n_items, 1);
    ok(game, "p0 deal-remove 0");
    assert_memory_equal(&game->s, &before, sizeof before);
    arcs_game_free(game);
}

/* Cede Control: "You can only replace a Loyal building if no Loyal ships
 * are in its system, and you cannot replace your last city, starport, or
 * ship on the map"; "If the old piece was damaged, the new piece is placed
 * damaged"; the Rival needs the piece in its supply. */
static void cede_control_limits(void **state) {
    (void)state;
    arcs_game *game = table(3, 0);
    t_place_ships(game, 1, SYS_2HEX, 1, 0);
    t_place_building(game, 1, SYS_2HEX, 0, false, false);
    t_place_building(game, 1, SYS_3ARROW, 0, false, true);
    t_place_building(game, 1, SYS_4CRESCENT, 0, true, false);
    t_place_ships(game, 0, SYS_5GATE, 1, 0);
    call_summit(game, 0);
    ok(game, "p0 order-done");
    /* p1's only ship cannot go; the city with a ship beside it cannot;
     * the other city can; the only starport cannot. */
    ok(game, "p0 deal-add p1 p0 cede");
    assert_false(t_is_legal(game, "p0 cede 2-hex ship"));
    assert_false(t_is_legal(game, "p0 cede 2-hex building-0"));
    assert_true(t_is_legal(game, "p0 cede 3-arrow building-0"));
    assert_false(t_is_legal(game, "p0 cede 4-crescent building-0"));
    assert_int_equal(listed(game, "p0 cede"), 1);
    ok(game, "p0 cede 3-arrow building-0");
    /* After that item, p1's other city is its last: nothing more to cede. */
    assert_int_equal(listed(game, "p0 deal-add p1 p0 cede"), 0);
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
    const game_state *g = &game->s;
    uint8_t b = g->sys[SYS_3ARROW].bld[0];
    assert_true(BLD_IS_CITY(b) && BLD_OWNER(b) == 0 && BLD_IS_DAMAGED(b));
    assert_int_equal(g->pl[1].cities_on_board, CITIES_PER_PLAYER - 1);
    assert_int_equal(g->pl[0].cities_on_board, CITIES_PER_PLAYER - 1);
    /* A Rival without ships in its supply receives none. */
    game_state *w = t_state(game);
    t_place_ships(game, 1, SYS_4CRESCENT, 2, 0);
    int spare = w->pl[0].ships_supply;
    w->pl[0].ships_supply = 0;
    w->sys[SYS_5GATE].fresh[0] = (uint8_t)(spare + 1);
    assert_int_equal(arcs_current_player(game), 1);
    assert_int_equal(listed(game, "p1 deal-add p1 p0 cede"), 0);
    assert_int_equal(listed(game, "p1 deal-add p1 p2 cede"), 1);
    arcs_game_free(game);
}

/* Flagships, "Cannot Cede." (Campaign rulebook p. 24): "you cannot use Cede
 * Control to replace Loyal buildings on your Flagship board with Rival
 * pieces"; nor is the Flagship piece ceded ("cannot be removed from the
 * map"). p1's only cedable piece is its ship beside the Flagship. */
static void cede_never_takes_the_flagship(void **state) {
    (void)state;
    arcs_game *game = table(3, 0);
    game_state *g = t_state(game);
    t_place_ships(game, 1, SYS_2HEX, 2, 0);
    assert_true(flagship_gain(g, 1, SYS_2HEX));
    g->pl[1].cities_on_board--;
    g->camp.flagship_board[1][UPGRADE_HULL][FLAGSHIP_UPGRADE] = BLD_MAKE(1, false, false);
    g->pl[1].starports_supply--;
    g->camp.flagship_board[1][UPGRADE_HULL][FLAGSHIP_ARMOR] = BLD_MAKE(1, true, false);
    t_place_ships(game, 0, SYS_5GATE, 1, 0);
    call_summit(game, 0);
    ok(game, "p0 order-done");
    ok(game, "p0 deal-add p1 p0 cede");
    assert_true(t_is_legal(game, "p0 cede 2-hex ship"));
    assert_int_equal(listed(game, "p0 cede"), 1);
    ok(game, "p0 cede 2-hex ship");
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
    assert_int_equal(g->sys[SYS_2HEX].fresh[1], 1);
    assert_int_equal(g->sys[SYS_2HEX].fresh[0], 1);
    assert_int_equal(flagship_system(g, 1), SYS_2HEX);
    assert_int_equal(flagship_pieces(g, 1, false) + flagship_pieces(g, 1, true), 2);
    arcs_game_free(game);
}

/* The state saves and loads to the same state. */
static void saves_and_loads(arcs_game *game) {
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *back = t_load_state(buf, len, "summit");
    assert_true(arcs_state_hash(back) == arcs_state_hash(game));
    arcs_game_free(back);
}

/* A deal in which p0 and p1 each cede a city to p2 (it returns to their
 * boards: p0's covers resource slots 5 and 6, p1's slot 4) and p2 gives p0
 * a Relic. Base rulebook, "Returning Cities": the covered slots are
 * settled first, in turn order from the caller (p0, then p1), then the
 * Relic is placed; no token waits in a covered slot under a Rival's
 * placement, so every state on the way saves and loads. */
static void ceded_cities_settle_covered_slots_first(void **state) {
    (void)state;
    arcs_game *game = table(3, 0);
    t_place_building(game, 0, SYS_3ARROW, 0, false, false);
    t_place_building(game, 0, SYS_4CRESCENT, 0, false, false);
    t_place_building(game, 0, SYS_4CRESCENT, 1, false, false);
    t_place_building(game, 1, SYS_2HEX, 0, false, false);
    t_place_building(game, 1, SYS_2HEX, 1, false, false);
    static const int held0[6] = {ARCS_MATERIAL, ARCS_FUEL, ARCS_WEAPON, ARCS_RELIC, ARCS_PSIONIC, ARCS_MATERIAL};
    static const int held1[4] = {ARCS_PSIONIC, ARCS_MATERIAL, ARCS_FUEL, ARCS_WEAPON};
    for (int slot = 0; slot < 6; slot++) t_give_resource(game, 0, slot, held0[slot]);
    for (int slot = 0; slot < 4; slot++) t_give_resource(game, 1, slot, held1[slot]);
    t_give_resource(game, 2, 0, ARCS_RELIC);
    call_summit(game, 0);
    ok(game, "p0 order-done");
    ok(game, "p0 deal-add p0 p2 cede");
    ok(game, "p0 cede 3-arrow building-0");
    ok(game, "p0 deal-add p1 p2 cede");
    ok(game, "p0 cede 2-hex building-0");
    ok(game, "p0 deal-add p2 p0 transfer");
    ok(game, "p0 transfer resource 0");
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
    ok(game, "p2 deal-accept");
    const game_state *g = &game->s;
    /* Every covered token left its slot at once. */
    assert_int_equal(g->pl[0].res[4], RES_EMPTY);
    assert_int_equal(g->pl[0].res[5], RES_EMPTY);
    assert_int_equal(g->pl[1].res[3], RES_EMPTY);
    saves_and_loads(game);
    /* p0's Psionic, then Material from the covered slots: 5 tokens and 4
     * open slots each time. */
    static const int covered0[2] = {ARCS_PSIONIC, ARCS_MATERIAL};
    for (int i = 0; i < 2; i++) {
        assert_int_equal(arcs_current_player(game), 0);
        assert_int_equal(top_frame_c(g)->kind, FR_DISCARD_RESOURCE);
        assert_int_equal(top_frame_c(g)->a, covered0[i]);
        ok(game, "p0 discard-resource 6");
        saves_and_loads(game);
    }
    /* p1's Weapon: it swaps in for the Material, which is discarded. */
    assert_int_equal(arcs_current_player(game), 1);
    assert_int_equal(top_frame_c(g)->a, ARCS_WEAPON);
    ok(game, "p1 place-resource 1");
    saves_and_loads(game);
    ok(game, "p1 discard-resource 6");
    assert_int_equal(g->pl[1].res[1], ARCS_WEAPON + 1);
    saves_and_loads(game);
    /* Then the Relic p2 gave: p0's slots are full. */
    assert_int_equal(arcs_current_player(game), 0);
    assert_int_equal(top_frame_c(g)->a, ARCS_RELIC);
    ok(game, "p0 place-resource 0");
    ok(game, "p0 discard-resource 6");
    assert_int_equal(g->pl[0].res[0], ARCS_RELIC + 1);
    assert_int_equal(top_frame_c(g)->kind, FR_SUMMIT_NEGOTIATE);
    saves_and_loads(game);
    arcs_game_free(game);
}

/* Leave the Empire as the last Regent: the title flips to Outlaw, the
 * Imperial Trust returns to the supply (1 Power lost per resource) and the
 * First Regent tile goes to the supply; Revive the Empire then makes the
 * caller a Regent and the First Regent. Each is offered once a Summit. */
static void leave_and_revive_the_empire(void **state) {
    (void)state;
    arcs_game *game = table(3, 0);
    game_state *g = t_state(game);
    g->camp.regents = 1u; /* p0 the only Regent and the First Regent */
    g->pl[0].power = 2;
    g->res_supply[ARCS_FUEL] -= 2;
    g->res_supply[ARCS_WEAPON] -= 1;
    g->camp.trust[ARCS_FUEL] = 2;
    g->camp.trust[ARCS_WEAPON] = 1;
    int fuel = g->res_supply[ARCS_FUEL];
    call_summit(game, 0);
    assert_true(t_is_legal(game, "p0 leave-empire none"));
    assert_false(t_is_legal(game, "p0 revive-empire"));
    ok(game, "p0 leave-empire none");
    assert_int_equal(game->s.camp.regents, 0);
    assert_int_equal(game->s.camp.first_regent, NO_PLAYER);
    assert_int_equal(game->s.pl[0].power, -1);
    assert_int_equal(game->s.camp.trust[ARCS_FUEL] + game->s.camp.trust[ARCS_WEAPON], 0);
    assert_int_equal(game->s.res_supply[ARCS_FUEL], fuel + 2);
    assert_false(t_is_legal(game, "p0 leave-empire none"));
    ok(game, "p0 revive-empire");
    assert_int_equal(game->s.camp.regents, 1);
    assert_int_equal(game->s.camp.first_regent, 0);
    assert_int_equal(listed(game, "p0 leave-empire"), 0);
    assert_int_equal(listed(game, "p0 revive-empire"), 0);
    ok(game, "p0 order-done");
    all_pass(game);
    /* A Regent who is not the First Regent leaves: nobody else changes. */
    g = t_state(game);
    g->camp.regents = 7u;
    call_summit(game, 2);
    ok(game, "p2 leave-empire none");
    assert_int_equal(game->s.camp.regents, 3u);
    assert_int_equal(game->s.camp.first_regent, 0);
    arcs_game_free(game);
}

/* The First Regent leaves: the tile goes to the Regent with the most
 * Power, the Trust stays on it; a tie is the leaving player's choice. */
static void the_tile_goes_to_the_most_power(void **state) {
    (void)state;
    arcs_game *game = table(4, 0);
    game_state *g = t_state(game);
    g->res_supply[ARCS_RELIC]--;
    g->camp.trust[ARCS_RELIC] = 1;
    g->pl[1].power = 5;
    g->pl[2].power = 5;
    g->pl[3].power = 2;
    call_summit(game, 0);
    assert_int_equal(listed(game, "p0 leave-empire"), 2);
    assert_false(t_is_legal(game, "p0 leave-empire none"));
    ok(game, "p0 leave-empire p2");
    assert_int_equal(game->s.camp.first_regent, 2);
    assert_int_equal(game->s.camp.trust[ARCS_RELIC], 1);
    assert_int_equal(game->s.pl[0].power, 0);
    assert_int_equal(game->s.camp.regents, 0xEu);
    ok(game, "p0 order-done");
    all_pass(game);
    g = t_state(game);
    g->pl[1].power = 6;
    call_summit(game, 2);
    assert_int_equal(listed(game, "p2 leave-empire"), 1);
    ok(game, "p2 leave-empire p1");
    assert_int_equal(game->s.camp.first_regent, 1);
    arcs_game_free(game);
}

/* Invite to Empire: the First Regent flips an Outlaw's title to Regent;
 * Transfer Asset of Loyal pieces returns them to their owner's supply, and
 * a resource received is placed by its receiver. */
static void invite_and_transfer(void **state) {
    (void)state;
    arcs_game *game = table(3, 0);
    game_state *g = t_state(game);
    g->camp.regents = 1u | 4u; /* p1 an Outlaw */
    g->pl[0].trophy_ships[1] = 2;
    g->pl[1].ships_supply -= 2;
    g->pl[0].captives[1] = 1;
    g->pl[1].agents_supply--;
    g->pl[0].trophy_cities[2] = 1;
    g->pl[2].cities_on_board--;
    t_give_resource(game, 0, 0, ARCS_WEAPON);
    t_give_resource(game, 1, 0, ARCS_MATERIAL);
    t_give_resource(game, 1, 1, ARCS_FUEL);
    call_summit(game, 0);
    assert_false(t_is_legal(game, "p0 deal-add p1 p0 invite")); /* only the First Regent invites */
    ok(game, "p0 order-done");
    ok(game, "p0 deal-add p0 p1 invite");
    ok(game, "p0 deal-add p0 p1 transfer");
    ok(game, "p0 transfer trophy-ship 1");
    ok(game, "p0 deal-add p0 p1 transfer");
    ok(game, "p0 transfer captive 1");
    ok(game, "p0 deal-add p0 p1 transfer");
    ok(game, "p0 transfer resource 0");
    ok(game, "p0 deal-add p0 p2 transfer");
    ok(game, "p0 transfer trophy-city 2");
    /* Inviting twice in one deal: the Outlaw is already invited. */
    assert_false(t_is_legal(game, "p0 deal-add p0 p1 invite"));
    int ships1 = game->s.pl[1].ships_supply, agents1 = game->s.pl[1].agents_supply;
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
    ok(game, "p2 deal-accept");
    g = &game->s;
    assert_true(is_regent(g, 1));
    assert_int_equal(g->pl[1].ships_supply, ships1 + 1);
    assert_int_equal(g->pl[0].trophy_ships[1], 1);
    assert_int_equal(g->pl[1].agents_supply, agents1 + 1);
    assert_int_equal(g->pl[2].cities_on_board, CITIES_PER_PLAYER);
    /* p1's 2 open slots are full: p1 places the Weapon (or discards). */
    assert_int_equal(arcs_current_player(game), 1);
    assert_int_equal(top_frame_c(g)->kind, FR_DISCARD_RESOURCE);
    ok(game, "p1 discard-resource 6");
    assert_int_equal(top_frame_c(g)->kind, FR_SUMMIT_NEGOTIATE);
    assert_int_equal(arcs_current_player(game), 1);
    arcs_game_free(game);
}

/* A three-party deal driven as a UI drives it, by move text: every listed
 * move has a label, the deal in composition is in every player's
 * observation, and the parties consent in turn order. */
static void three_party_deal_as_a_ui(void **state) {
    (void)state;
    arcs_game *game = table(4, 0);
    t_place_ships(game, 1, SYS_2HEX, 2, 0);
    t_place_ships(game, 2, SYS_3ARROW, 1, 0);
    t_give_resource(game, 3, 1, ARCS_RELIC);
    agent_on(game, 2, 0);
    call_summit(game, 3);
    ok(game, "p3 order-done");
    const char *script[] = {"p3 deal-add p3 p1 transfer", "p3 transfer resource 1", "p3 deal-add p1 p2 cede",
                            "p3 cede 2-hex ship",          "p3 deal-add p2 p3 delegate", "p3 delegate 0"};
    for (size_t i = 0; i < sizeof script / sizeof *script; i++) {
        arcs_move moves[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        for (size_t k = 0; k < n; k++) {
            char label[ARCS_MOVE_LABEL_MAX];
            assert_int_equal(arcs_move_label(game, moves[k], label, sizeof label, NULL), ARCS_OK);
            assert_true(strlen(label) > 5 && !strstr(label, "move kind"));
        }
        ok(game, script[i]);
    }
    /* arcs_describe tells the deal in words. */
    char text[8192];
    assert_int_equal(arcs_describe(game, text, sizeof text, NULL), ARCS_OK);
    assert_non_null(strstr(text, "Summit called by P4: Negotiations"));
    assert_non_null(strstr(text, "deal proposed by P4: P4 Transfer Asset -> P2 (resource 1); P2 Cede Control -> P3 (2-hex ship); "
                                 "P3 Delegate Authority -> P4 (0)"));
    char label[ARCS_MOVE_LABEL_MAX];
    arcs_move m;
    assert_int_equal(arcs_move_from_str("p3 deal-submit", &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_string_equal(label, "Submit the deal to its parties");
    /* Every seat sees the deal (Negotiations are public). */
    for (int viewer = -1; viewer < 4; viewer++) {
        unsigned char buf[ARCS_STATE_BYTES_MAX];
        size_t len = 0;
        assert_int_equal(arcs_observation(game, viewer, buf, sizeof buf, &len), ARCS_OK);
        Arcs__Observation *o = arcs__observation__unpack(NULL, len, buf);
        assert_non_null(o);
        assert_non_null(o->campaign);
        assert_non_null(o->campaign->summit);
        const Arcs__Summit *s = o->campaign->summit;
        assert_int_equal(s->phase, SUMMIT_NEGOTIATE);
        assert_int_equal(s->proposer, 3);
        assert_int_equal(s->n_deal, 3);
        assert_int_equal(s->deal[0]->action, ARCS_NEGOTIATION_TRANSFER_ASSET);
        assert_int_equal(s->deal[1]->giver, 1);
        assert_int_equal(s->deal[1]->receiver, 2);
        assert_int_equal(s->deal[1]->x, SYS_2HEX);
        assert_int_equal(s->deal[2]->action, ARCS_NEGOTIATION_DELEGATE_AUTHORITY);
        arcs__observation__free_unpacked(o, NULL);
        /* Determinize keeps the deal (nothing of a Summit is hidden). */
        if (viewer < 0) continue;
        arcs_game *world = NULL;
        unsigned char other[ARCS_STATE_BYTES_MAX];
        size_t other_len = 0;
        assert_int_equal(arcs_game_clone(game, &world), ARCS_OK);
        assert_int_equal(arcs_determinize(world, viewer, 77), ARCS_OK);
        assert_int_equal(arcs_observation(world, viewer, other, sizeof other, &other_len), ARCS_OK);
        assert_int_equal(other_len, len);
        assert_memory_equal(other, buf, len);
        assert_memory_equal(&world->s.camp.summit, &game->s.camp.summit, sizeof(summit_state));
        arcs_game_free(world);
    }
    static arcs_game_view v;
    assert_int_equal(arcs_view(game, 0, &v), ARCS_OK);
    assert_int_equal(v.decision.kind, ARCS_DECISION_SUMMIT);
    assert_string_equal(v.decision.prompt, "Player 4: add to the deal (3 items), submit it or withdraw it.");
    ok(game, "p3 deal-submit");
    assert_int_equal(arcs_view(game, 0, &v), ARCS_OK);
    assert_string_equal(v.decision.prompt, "Player 2: accept or reject Player 4's deal (3 items).");
    /* Consent in turn order from the proposer: p1, then p2 (p0 is no party). */
    assert_int_equal(arcs_current_player(game), 1);
    assert_int_equal(t_apply_str(game, "p2 deal-accept"), ARCS_E_WRONG_PLAYER);
    ok(game, "p1 deal-accept");
    assert_int_equal(arcs_current_player(game), 2);
    ok(game, "p2 deal-accept");
    /* p1 places the Relic received. */
    assert_int_equal(arcs_current_player(game), 1);
    ok(game, "p1 place-resource 0");
    const game_state *g = &game->s;
    assert_int_equal(g->pl[1].res[0], ARCS_RELIC + 1);
    assert_int_equal(g->pl[3].res[1], RES_EMPTY);
    assert_int_equal(g->sys[SYS_2HEX].fresh[2], 1);
    assert_int_equal(g->court_agents[0][3], 1);
    assert_int_equal(g->court_agents[0][2], 0);
    assert_int_equal(arcs_current_player(game), 0);
    all_pass(game);
    arcs_game_free(game);
}

/* Bad input changes nothing; a state saved mid-deal loads back the same,
 * and a loaded deal that cannot be taken is refused. */
static void bad_input_and_the_wire(void **state) {
    (void)state;
    arcs_game *game = table(3, 0);
    t_place_ships(game, 1, SYS_2HEX, 2, 0);
    call_summit(game, 0);
    uint64_t hash = arcs_state_hash(game);
    assert_int_equal(t_apply_str(game, "p1 order-done"), ARCS_E_WRONG_PLAYER);
    assert_int_equal(t_apply_str(game, "p0 negotiate-pass"), ARCS_E_ILLEGAL_MOVE);
    assert_int_equal(t_apply_str(game, "p0 deal-submit"), ARCS_E_ILLEGAL_MOVE);
    arcs_move m;
    assert_int_equal(arcs_move_from_str("p0 leave-empire p9", &m), ARCS_E_PARSE);
    assert_int_equal(arcs_move_from_str("p0 deal-add p0 p1 bribe", &m), ARCS_E_PARSE);
    assert_int_equal(arcs_move_from_str("p0 cede 2-hex building-9", &m), ARCS_E_PARSE);
    assert_true(arcs_state_hash(game) == hash);
    ok(game, "p0 order-done");
    ok(game, "p0 deal-add p1 p0 cede");
    assert_int_equal(t_apply_str(game, "p0 cede 3-arrow ship"), ARCS_E_ILLEGAL_MOVE);
    ok(game, "p0 cede 2-hex ship");
    unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *back = NULL;
    assert_int_equal(arcs_game_load_state(buf, len, NULL, &back), ARCS_OK);
    assert_true(arcs_state_hash(back) == arcs_state_hash(game));
    arcs_game_free(back);
    /* The same deal once p1 has a single ship: it cannot be taken. */
    game_state *g = t_state(game);
    g->sys[SYS_2HEX].fresh[1] = 1;
    g->pl[1].ships_supply++;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_error err;
    assert_int_equal(arcs_game_load_state_ex(buf, len, NULL, &back, &err), ARCS_E_CORRUPT);
    assert_non_null(strstr(err.message, "deal"));
    assert_null(back);
    arcs_game_free(game);
    /* The deal limit: -1 no Negotiations; out of range is a bad config. */
    arcs_config c;
    arcs_config_init(&c);
    c.mode = ARCS_MODE_CAMPAIGN;
    c.summit_deal_limit = 255;
    assert_int_equal(arcs_game_new(&c, &back), ARCS_E_BAD_CONFIG);
    c.summit_deal_limit = -2;
    assert_int_equal(arcs_game_new(&c, &back), ARCS_E_BAD_CONFIG);
    game = table(3, -1);
    call_summit(game, 1);
    ok(game, "p1 order-done");
    assert_int_equal(game->s.camp.summit.phase, SUMMIT_NONE);
    assert_int_equal(top_frame_c(&game->s)->kind, FR_LEAD);
    arcs_game_free(game);
}

static int games_count(void) {
    const char *env = getenv("ARCS_SUMMIT_GAMES");
    int n = env ? atoi(env) : 12;
    return n > 0 ? n : 12;
}

/* Random campaign games in which a Summit is called at some rounds' lead
 * (as the Events will call it), with a deal limit: every game ends, the
 * invariants (conservation) hold after every move, every executed deal
 * keeps the pieces, undo round-trips, every state of a Summit saves and
 * loads, every Negotiation action is executed somewhere and Favors are
 * returned. */
static void random_games_with_summits(void **state) {
    (void)state;
    int executed[ARCS_NEGOTIATION_COUNT] = {0}, accepted = 0, rejected = 0, summits = 0, forced = 0;
    unsigned char buf[ARCS_STATE_BYTES_MAX];
    for (int players = 2; players <= 4; players++)
        for (int gi = 0; gi < games_count(); gi++) {
            uint64_t seed = (uint64_t)players * 1009u + (uint64_t)gi;
            arcs_game *game = t_new_campaign(players, seed, ARCS_CHANCE_INTERNAL, -1, 1 + gi % 4);
            uint64_t rng = seed * 0x9E3779B97F4A7C15ull | 1;
            int moves = 0, last_round = -1;
            while (!arcs_game_over(game)) {
                const game_state *g = &game->s;
                const frame *top = top_frame_c(g);
                int round_key = g->chapter * 64 + g->action_discard_len;
                if (top->kind == FR_LEAD && g->camp.setup_step == CSETUP_DONE && round_key != last_round) {
                    last_round = round_key;
                    if (rng % 3 == 0) {
                        summits++;
                        call_summit(game, g->initiative);
                    }
                }
                arcs_move m[ARCS_MAX_LEGAL_MOVES];
                size_t n = 0;
                assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
                assert_true(n > 0);
                rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
                arcs_move chosen = m[rng % n];
                /* Favour composing short deals and accepting them. */
                if ((rng >> 20) % 8) {
                    int items = g->camp.summit.n_items, eager[ARCS_MAX_LEGAL_MOVES], k = 0;
                    for (size_t i = 0; i < n; i++)
                        if ((m[i].kind == ARCS_MOVE_DEAL_ADD && items < 2) || (m[i].kind == ARCS_MOVE_DEAL_SUBMIT && items >= 2) ||
                            m[i].kind == ARCS_MOVE_DEAL_ACCEPT)
                            eager[k++] = (int)i;
                    if (k) chosen = m[eager[(rng >> 8) % (unsigned)k]];
                }
                summit_state before = g->camp.summit;
                uint64_t hash = arcs_state_hash(game);
                assert_int_equal(arcs_apply(game, chosen), ARCS_OK);
                /* Conservation of every player's pieces, the resources,
                 * Imperial ships and Blight (lib/core/invariants.c): an
                 * executed deal keeps them. */
                char why[256];
                if (!state_invariants_ok(&game->s, why, sizeof why))
                    fail_msg("%dp seed %llu move %d: %s", players, (unsigned long long)seed, moves, why);
                if (chosen.kind == ARCS_MOVE_DEAL_REJECT) rejected++;
                if (chosen.kind == ARCS_MOVE_RETURN_FAVORS) forced++;
                if (chosen.kind == ARCS_MOVE_DEAL_ACCEPT && !game->s.camp.summit.n_items) {
                    accepted++;
                    for (int i = 0; i < before.n_items; i++) executed[before.items[i].action]++;
                }
                if (rng % 16 == 0) {
                    uint64_t after = arcs_state_hash(game);
                    assert_int_equal(arcs_undo(game, 1), ARCS_OK);
                    assert_true(arcs_state_hash(game) == hash);
                    assert_int_equal(arcs_apply(game, chosen), ARCS_OK);
                    assert_true(arcs_state_hash(game) == after);
                }
                if (summit_active(&game->s)) {
                    size_t len = 0;
                    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
                    arcs_game *loaded = NULL;
                    arcs_error err;
                    if (arcs_game_load_state_ex(buf, len, NULL, &loaded, &err) != ARCS_OK)
                        fail_msg("%dp seed %llu move %d: load: %s (%d %d)", players, (unsigned long long)seed, moves, err.message, game->s.camp.summit.deals_left, game->s.camp.summit_deal_limit);
                    assert_true(arcs_state_hash(loaded) == arcs_state_hash(game));
                    arcs_game_free(loaded);
                }
                if (++moves > 300000) fail_msg("the game does not end");
            }
            arcs_game_free(game);
        }
    fprintf(stderr,
            "%d Summits, %d deals accepted, %d rejected; executed: cede %d, delegate %d, promise %d, transfer %d, "
            "invite %d; Favors returned %d times\n",
            summits, accepted, rejected, executed[0], executed[1], executed[2], executed[3], executed[4], forced);
    assert_true(summits > 0 && accepted > 0 && rejected > 0);
    /* Every base action (the later ones come with Act II laws: tests/test_act2_summit.c). */
    for (int a = 0; a <= ARCS_NEGOTIATION_INVITE_TO_EMPIRE; a++) assert_true(executed[a] > 0);
    assert_true(forced > 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(multipart_example),
        cmocka_unit_test(call_to_order_example),
        cmocka_unit_test(favors_in_summits),
        cmocka_unit_test(rejected_deal_leaves_no_trace),
        cmocka_unit_test(cede_control_limits),
        cmocka_unit_test(cede_never_takes_the_flagship),
        cmocka_unit_test(ceded_cities_settle_covered_slots_first),
        cmocka_unit_test(removing_items),
        cmocka_unit_test(leave_and_revive_the_empire),
        cmocka_unit_test(the_tile_goes_to_the_most_power),
        cmocka_unit_test(invite_and_transfer),
        cmocka_unit_test(three_party_deal_as_a_ui),
        cmocka_unit_test(bad_input_and_the_wire),
        cmocka_unit_test(random_games_with_summits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
