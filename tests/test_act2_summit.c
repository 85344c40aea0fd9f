/* The Summit Negotiation actions of the Act II laws: Transfer Lore
 * (Knowledge Set Free, ARCS-F514) with the Caretaker's Act II objective
 * trigger (ARCS-F512B), Transfer Guild Support (Guild Negotiations,
 * ARCS-F414) with the Advocate's consent; faq.csv Knowledge Set Free,
 * Guild Negotiations, Gate Stations. Games from a real Act I and
 * Intermission (tests/act2_fixture.h): p0 the Caretaker, p1 the Advocate,
 * p2 the Steward, every Fate kept, shaped by hand. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdio.h>
#include <stdlib.h>

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/summit.h"
#include "campaign_fixture.h"

#define CON ARCS_CONSTRUCTION
#define BIT(suit, n) (1u << t_card(suit, n))

/* Log lines kept for the tests that read them. */
static char LOG[96][200];
static int LOG_N;
static void keep_line(void *ud, const char *line) {
    (void)ud;
    if (getenv("ARCS_TEST_LOG")) fprintf(stderr, "  | %s\n", line);
    if (LOG_N < 96) snprintf(LOG[LOG_N++], sizeof LOG[0], "%s", line);
}
static bool logged(const char *text) {
    for (int i = 0; i < LOG_N; i++)
        if (strstr(LOG[i], text)) return true;
    return false;
}

static bool booklet_has(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

static arcs_game *act2(void) {
    const int fates[3] = {CARD_FATE05, CARD_FATE04, CARD_FATE01};
    arcs_game *game = t_act2_started(3, 31, fates, 7u, ARCS_CHANCE_INTERNAL);
    game->log = keep_line;
    game_state *g = t_state(game);
    assert_int_equal(g->camp.act, 2);
    assert_int_equal(g->camp.fate[0], CARD_FATE05);
    assert_int_equal(g->camp.fate[1], CARD_FATE04);
    assert_true(booklet_has(g, CARD_F514));
    assert_true(booklet_has(g, CARD_F414));
    g->camp.summit_deal_limit = DEALS_UNLIMITED;
    return game;
}

static int play_area_place(const game_state *g, int p, int card) {
    for (int i = 0; i < g->ll.play_area_len[p]; i++)
        if (g->ll.play_area[p][i] == card) return i;
    return -1;
}

static int held_place(const game_state *g, int p, int card) {
    for (int i = 0; i < g->pl[p].guild_count; i++)
        if (g->pl[p].guild[i] == card) return i;
    return -1;
}

/* A lore card not in play into p's play area. */

/* A base Guild card with raid cost `keys` out of the Court deck to p. */
static int give_guild(arcs_game *game, int p, int keys) {
    game_state *g = t_state(game);
    for (int c = 0; c < card_table_len; c++) {
        if (card_table[c].kind != CK_GUILD || card_table[c].keys != keys || c >= CARD_F101A) continue;
        bool in_deck = false;
        for (int i = 0; i < g->court_deck_len; i++) in_deck |= court_deck_pile(g)[i] == c;
        if (!in_deck) continue;
        t_take_out_court_card(g, c);
        give_held(g, p, c);
        return c;
    }
    fail_msg("no Guild card with %d keys in the Court deck", keys);
    return -1;
}

static void refused_unchanged(arcs_game *game, const char *text) {
    static game_state before;
    before = game->s;
    assert_int_not_equal(t_apply_str(game, text), ARCS_OK);
    assert_memory_equal(&before, &game->s, sizeof before);
}

/* Transfer Lore: "Give a lore card to a Rival." A deal gives p1's Gate
 * Stations to p0 (the Caretaker, who advances 1: ARCS-F512B); its target
 * is the lore card's place; resources on it stay on it (faq.csv, Knowledge
 * Set Free); the gate city keeps its types (faq.csv, Gate Stations). */
static void transfer_lore_deal(void **state) {
    (void)state;
    arcs_game *game = act2();
    game_state *g = t_state(game);
    t_give_lore(game, 1, CARD_L11);
    card_res_add(g, CARD_L11, ARCS_RELIC, 1);
    int gate = -1;
    for (int s = 0; s < NUM_SYSTEMS && gate < 0; s++)
        if (sys_in_play(g, s) && sys_is_gate(s)) gate = s;
    assert_true(gate >= 0);
    unsigned types = cards_gate_city_types(g, gate);
    t_call_summit(game, 0);
    ok(game, "p0 order-done");
    int at = play_area_place(g, 1, CARD_L11), space = objective_space(g, 0);
    assert_true(at >= 0 && space > 0);
    assert_true(t_is_legal(game, "p0 deal-add p1 p0 lore"));
    /* No Transfer Lore to oneself. */
    refused_unchanged(game, "p0 deal-add p1 p1 lore");
    ok(game, "p0 deal-add p1 p0 lore");
    /* Only lore cards are targets: the Advocate's Objective is not one. */
    char text[48];
    int objective = play_area_place(g, 1, CARD_F412B);
    assert_true(objective >= 0);
    snprintf(text, sizeof text, "p0 transfer lore %d", objective);
    refused_unchanged(game, text);
    snprintf(text, sizeof text, "p0 transfer lore %d", at);
    ok(game, text);
    assert_true(logged("Deal item added: Player 2 takes Transfer Lore affecting Player 1 (Gate Stations)."));
    t_assert_reloads(game, "a deal with Transfer Lore");
    ok(game, "p0 deal-submit");
    assert_int_equal(top_frame_c(g)->player, 1);
    t_assert_reloads(game, "Transfer Lore awaiting consent");
    ok(game, "p1 deal-accept");
    assert_int_equal(play_area_place(g, 1, CARD_L11), -1);
    assert_true(play_area_place(g, 0, CARD_L11) >= 0);
    assert_int_equal(card_res_count(g, CARD_L11, ARCS_RELIC), 1);
    assert_int_equal(cards_gate_city_types(g, gate), types);
    assert_int_equal(objective_space(g, 0), space - 1);
    assert_true(logged("Player 1 is given Gate Stations by Player 2 with Transfer Lore."));
    arcs_game_free(game);
}

/* Transfer Lore of Ancient Holdings (L13, "This card has one resource
 * slot": its holder's slot CARD_RES_SLOT): the resource on it goes with the
 * card ("resources stay on it", faq.csv Knowledge Set Free); the giver keeps
 * no token on a slot they no longer have (the loader refuses that). */
static void transfer_lore_card_slot(void **state) {
    (void)state;
    arcs_game *game = act2();
    game_state *g = t_state(game);
    t_give_lore(game, 1, CARD_L13);
    assert_true(cards_res_slot(g, 1));
    g->pl[1].res[CARD_RES_SLOT] = ARCS_WEAPON + 1;
    g->res_supply[ARCS_WEAPON]--;
    t_call_summit(game, 0);
    ok(game, "p0 order-done");
    char text[48];
    ok(game, "p0 deal-add p1 p0 lore");
    snprintf(text, sizeof text, "p0 transfer lore %d", play_area_place(g, 1, CARD_L13));
    ok(game, text);
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
    assert_true(play_area_place(g, 0, CARD_L13) >= 0);
    assert_int_equal(g->pl[1].res[CARD_RES_SLOT], RES_EMPTY);
    assert_int_equal(g->pl[0].res[CARD_RES_SLOT], ARCS_WEAPON + 1);
    t_assert_reloads(game, "Ancient Holdings given with its resource");
    arcs_game_free(game);
}

/* faq.csv, Gate Ports: transferred with Knowledge Set Free, "Your
 * starports in gates can still build ships and enable Catapult moves, but
 * you can no longer take Captives with them": p1's gate starport stays
 * p1's; a Rival moving in is captured from before, not after. */
static void transfer_lore_gate_ports(void **state) {
    (void)state;
    arcs_game *game = act2();
    game_state *g = t_state(game);
    t_give_lore(game, 1, CARD_L08);
    int gate = -1;
    for (int s = 0; s < NUM_SYSTEMS && gate < 0; s++)
        if (sys_in_play(g, s) && sys_is_gate(s) && !g->sys[s].bld[0]) gate = s;
    assert_true(gate >= 0);
    for (int q = 0; q < g->num_players; q++) g->sys[gate].fresh[q] = g->sys[gate].damaged[q] = 0;
    t_place_ships(game, 1, gate, 1, 0); /* p1 controls the gate */
    build_outside_slots(g, 1, gate, true); /* as Gate Ports builds it */
    t_assert_invariants(game);
    uint8_t built[BUILDING_SLOTS_MAX];
    memcpy(built, g->sys[gate].bld, sizeof built);
    assert_true(g->pl[2].agents_supply > 0);
    static struct arcs_game before;
    before.s = *g;
    before.log = NULL;
    cards_moved_into(&before.s, 2, gate, 1);
    assert_int_equal(before.s.pl[1].captives[2], g->pl[1].captives[2] + 1);
    t_call_summit(game, 0);
    ok(game, "p0 order-done");
    char text[48];
    ok(game, "p0 deal-add p1 p0 lore");
    snprintf(text, sizeof text, "p0 transfer lore %d", play_area_place(g, 1, CARD_L08));
    ok(game, text);
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
    assert_true(play_area_place(g, 0, CARD_L08) >= 0);
    int captives = g->pl[1].captives[2];
    cards_moved_into(g, 2, gate, 1);
    assert_int_equal(g->pl[1].captives[2], captives);
    assert_memory_equal(g->sys[gate].bld, built, sizeof built); /* still p1's starport */
    arcs_game_free(game);
}

/* ARCS-F512B: "unless you gave them that lore card during the same
 * Summit": the Caretaker gives Gate Ports to p1, who gives it back: no
 * advance; a lore card p1 had before, given in the same Summit: advance. */
static void transfer_lore_given_back(void **state) {
    (void)state;
    arcs_game *game = act2();
    game_state *g = t_state(game);
    t_give_lore(game, 0, CARD_L08);
    t_give_lore(game, 1, CARD_L11);
    t_call_summit(game, 0);
    ok(game, "p0 order-done");
    int space = objective_space(g, 0);
    char text[48];
    ok(game, "p0 deal-add p0 p1 lore");
    snprintf(text, sizeof text, "p0 transfer lore %d", play_area_place(g, 0, CARD_L08));
    ok(game, text);
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
    assert_true(play_area_place(g, 1, CARD_L08) >= 0);
    /* p1 negotiates next: Gate Ports back, and Gate Stations, in one deal. */
    assert_int_equal(top_frame_c(g)->player, 1);
    ok(game, "p1 deal-add p1 p0 lore");
    snprintf(text, sizeof text, "p1 transfer lore %d", play_area_place(g, 1, CARD_L08));
    ok(game, text);
    ok(game, "p1 deal-add p1 p0 lore");
    /* The place is read as the first item leaves the play area. */
    {
        struct arcs_game tmp;
        tmp.s = *g;
        play_area_remove(&tmp.s, 1, CARD_L08);
        snprintf(text, sizeof text, "p1 transfer lore %d", play_area_place(&tmp.s, 1, CARD_L11));
    }
    ok(game, text);
    assert_true(logged("(Gate Stations)."));
    ok(game, "p1 deal-submit");
    ok(game, "p0 deal-accept");
    assert_true(play_area_place(g, 0, CARD_L08) >= 0 && play_area_place(g, 0, CARD_L11) >= 0);
    assert_true(logged("Player 1 gets back Gate Ports, given to Player 2 in this Summit: no advance."));
    assert_int_equal(objective_space(g, 0), space - 1); /* Gate Stations only */
    arcs_game_free(game);
}

/* "This cannot be forced with Return Favors": Transfer Lore is never a
 * Call to Order move; without Knowledge Set Free there is no Transfer Lore. */
static void transfer_lore_not_forced(void **state) {
    (void)state;
    arcs_game *game = act2();
    game_state *g = t_state(game);
    t_give_lore(game, 1, CARD_L11);
    t_give_favors(game, 0, 1, 3);
    t_call_summit(game, 0);
    assert_int_equal(t_count_legal(game, "p0 return-favors p1 lore"), 0);
    refused_unchanged(game, "p0 return-favors p1 lore");
    ok(game, "p0 order-done");
    booklet_remove(g, CARD_F514);
    assert_int_equal(t_count_legal(game, "p0 deal-add p1 p0 lore"), 0);
    refused_unchanged(game, "p0 deal-add p1 p0 lore");
    arcs_game_free(game);
}

/* Transfer Guild Support: "Give a Guild card. This requires the
 * Advocate's consent if they are in play." p2 gives p0 a Guild card: the
 * Advocate (p1) is a party; a rejection leaves no trace; accepted, the card
 * moves with its resources. A protected card may be given by consent. */
static void guild_support_deal(void **state) {
    (void)state;
    arcs_game *game = act2();
    game_state *g = t_state(game);
    int card = give_guild(game, 2, 2);
        t_call_summit(game, 0);
    ok(game, "p0 order-done");
    static game_state before;
    before = *g;
    char text[48];
    ok(game, "p0 deal-add p2 p0 guild");
    snprintf(text, sizeof text, "p0 transfer guild-card %d", held_place(g, 2, card));
    ok(game, text);
    t_assert_reloads(game, "a deal with Transfer Guild Support");
    LOG_N = 0;
    ok(game, "p0 deal-submit");
    assert_true(logged(", with the consent of Player 2."));
    assert_int_equal(top_frame_c(g)->player, 1); /* the Advocate first, in turn order */
    t_assert_reloads(game, "the Advocate's consent");
    ok(game, "p1 deal-reject");
    assert_memory_equal(g->pl, before.pl, sizeof before.pl);
    assert_memory_equal(g->ll.play_area, before.ll.play_area, sizeof before.ll.play_area);
    ok(game, "p0 deal-add p2 p0 guild");
    ok(game, text);
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
    ok(game, "p2 deal-accept");
    assert_int_equal(held_place(g, 2, card), -1);
    assert_true(held_place(g, 0, card) >= 0);
    /* The Advocate giving needs no one else's consent; a protected card
     * (Librarians, p0's) can be given by consent. */
    assert_int_equal(top_frame_c(g)->player, 1);
    ok(game, "p1 negotiate-pass");
    ok(game, "p2 negotiate-pass");
    int librarians = held_place(g, 0, CARD_F513);
    assert_true(librarians >= 0);
    ok(game, "p0 deal-add p0 p2 guild");
    snprintf(text, sizeof text, "p0 transfer guild-card %d", librarians);
    ok(game, text);
    ok(game, "p0 deal-submit");
    assert_int_equal(top_frame_c(g)->player, 1);
    ok(game, "p1 deal-accept");
    ok(game, "p2 deal-accept");
    assert_true(held_place(g, 2, CARD_F513) >= 0);
    arcs_game_free(game);
}

/* "Forcing this with Return Favors costs Favors equal to the Guild card's
 * raid cost. You may force the Advocate's consent by returning 1 Favor of
 * theirs to them." "Players cannot be forced to give protected Guild
 * cards." faq.csv, Guild Negotiations: forcing the Advocate costs only the
 * raid cost. */
static void guild_support_forced(void **state) {
    (void)state;
    arcs_game *game = act2();
    game_state *g = t_state(game);
    int card = give_guild(game, 2, 2), advocates = give_guild(game, 1, 2);
    t_give_favors(game, 0, 2, 2);
    t_call_summit(game, 0);
    /* 2 of p2's Favors but none of the Advocate's: not offered. */
    assert_int_equal(t_count_legal(game, "p0 return-favors p2 guild"), 0);
    refused_unchanged(game, "p0 return-favors p2 guild");
    /* The Caretaker's Librarians is protected: never forced. */
    t_give_favors(game, 2, 0, 3);
    t_give_favors(game, 2, 1, 1);
    assert_int_equal(t_count_legal(game, "p2 return-favors p0 guild"), 0);
    t_give_favors(game, 0, 1, 1);
    assert_int_equal(t_count_legal(game, "p0 return-favors p2 guild"), 1);
    ok(game, "p0 return-favors p2 guild");
    char text[48];
    snprintf(text, sizeof text, "p0 transfer guild-card %d", held_place(g, 2, card));
    ok(game, text);
    assert_int_equal(g->camp.favors[0][2], 0);
    assert_int_equal(g->camp.favors[0][1], 0);
    assert_true(held_place(g, 0, card) >= 0);
    /* The Advocate forced with 2 of their Favors: no third. */
    t_give_favors(game, 0, 1, 1);
    assert_int_equal(t_count_legal(game, "p0 return-favors p1 guild"), 0);
    t_give_favors(game, 0, 1, 1);
    ok(game, "p0 return-favors p1 guild");
    snprintf(text, sizeof text, "p0 transfer guild-card %d", held_place(g, 1, advocates));
    ok(game, text);
    assert_int_equal(g->camp.favors[0][1], 0);
    assert_true(held_place(g, 0, advocates) >= 0);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(transfer_lore_deal),
        cmocka_unit_test(transfer_lore_card_slot),
        cmocka_unit_test(transfer_lore_given_back),
        cmocka_unit_test(transfer_lore_gate_ports),
        cmocka_unit_test(transfer_lore_not_forced),
        cmocka_unit_test(guild_support_deal),
        cmocka_unit_test(guild_support_forced),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
