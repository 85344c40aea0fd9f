/*
 * The Intermission (lib/campaign/intermission.c; Campaign rulebook,
 * "Intermission" A-F, rules-structured.yaml) and the eight Act I Resolution
 * cards (lib/cards/campaign/fates/<fate>/resolution1.c): the p. 28-29
 * examples, each Resolution completed and failed, the Magnate reading the
 * Court discard pile before Clear Court, faq.csv Partisan Seizing, Clear
 * Pieces with 2 players, Repair & Destroy without Outrage or Ransack, the
 * initiative at E, the Fate draws and the secret choice at F (switching),
 * observations and determinize during the choice, save/load and undo.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "campaign_fixture.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "cards/campaign/fates/believer/faithful.h"
#include "cards/campaign/fates/caretaker/golems.h"
#include "cards/hooks.h"
#include "core/game.h"
#include "core/invariants.h"
#include "data/card_ids.h"
#include "data/tables.h"
#include "wire/wire.h"

/* ---- helpers ---- */

/* The end of Act I's chapter 3 in an empty-map scenario (nothing held, no
 * decision pending): player p has Fate fates[p]; p completed the objective
 * when bit p of completed is set, else failed it on space 5. */
static arcs_game *act_end(int players, const int *fates, unsigned completed) {
    arcs_game *game = scenario(players, (1u << players) - 1);
    game_state *g = t_state(game);
    clear_holdings(game, true);
    for (int p = 0; p < players; p++) set_fate(game, p, fates[p]);
    /* A rules-booklet card a Fate given up had added twice (set_fate runs
     * Setup sides again) stays once. */
    for (int i = g->camp.booklet_len - 1; i > 0; i--)
        for (int k = 0; k < i; k++)
            if (g->camp.booklet[k] == g->camp.booklet[i]) {
                memmove(&g->camp.booklet[i], &g->camp.booklet[i + 1], (size_t)(g->camp.booklet_len - i - 1) * 2);
                g->camp.booklet[--g->camp.booklet_len] = 0;
                break;
            }
    /* Setup sides' own decisions (the Caretaker's Golems) are dropped. */
    g->depth = 0;
    memset(g->stack, 0, sizeof g->stack);
    for (int p = 0; p < players; p++) {
        g->camp.objective[p] = (completed >> p) & 1u ? 0 : 5;
        g->pl[p].power = 0;
    }
    g->chapter = 3;
    game_bump(game);
    return game;
}

/* Run the Intermission from its start to the first Fate choice (chance
 * decisions: the first outcome). */
static void to_fate_choice(arcs_game *game) {
    game_state *g = t_state(game);
    intermission_begin(g);
    run_forward(g);
    while (!g->game_over && top_frame_c(g)->kind == FR_CHANCE) {
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal(arcs_apply(game, m[0]), ARCS_OK);
    }
    game_bump(game);
    assert_int_equal(top_frame_c(g)->kind, FR_FATE);
    t_assert_invariants(game);
}

/* Every player keeps the card in place `which` of their two (until the
 * campaign stops or, every Fate playing Act II, the Act II Setup goes on). */
static void choose_all(arcs_game *game, int which) {
    game_state *g = t_state(game);
    while (!g->game_over && top_frame_c(g)->kind == FR_FATE) {
        char text[16];
        snprintf(text, sizeof text, "p%d fate %d", top_frame_c(g)->player, which);
        ok(game, text);
    }
}

static bool in_court_deck(const game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == card) return true;
    return false;
}

static bool in_booklet(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

static bool has_card(const game_state *g, int p, int card) {
    if (held_index(g, p, card) >= 0) return true;
    for (int i = 0; i < g->ll.play_area_len[p]; i++)
        if (g->ll.play_area[p][i] == card) return true;
    return false;
}

/* Where a Resolution leaves a card. */
enum { DECK, SCRAPPED, GAINED, ASIDE, BOOKLET };

static void expect(const game_state *g, int p, int first, int last, int where) {
    for (int c = first; c <= last; c++) {
        bool got = where == DECK       ? in_court_deck(g, c) && !card_scrapped(g, c)
                   : where == SCRAPPED ? card_scrapped(g, c) && !fate_card_in_play(g, c)
                   : where == GAINED   ? has_card(g, p, c)
                   : where == BOOKLET  ? in_booklet(g, c)
                                       : !card_scrapped(g, c) && !fate_card_in_play(g, c);
        if (!got) fail_msg("%s: not %s", card_table[c].id, (const char *[]){"in the Court deck", "scrapped", "gained", "set aside", "in the booklet"}[where]);
    }
}

static arcs_game *resolved(int fate, bool completed) {
    int fates[2] = {fate, fate == CARD_FATE02 ? CARD_FATE03 : CARD_FATE02};
    arcs_game *game = act_end(2, fates, completed ? 1u : 0u);
    return game;
}

/* ---- A: Resolve Fate, the examples ---- */

/* Campaign rulebook p. 28: a player who failed with the marker on "5" and
 * 2 Power loses 5: -3. p. 29: halving, rounding to lose less: 7 -> 4; -3
 * stays (only more than 1 Power is halved); the initiative to the most
 * Power. */
static void failed_objective_and_halving_examples(void **state) {
    (void)state;
    int fates[3] = {CARD_FATE02, CARD_FATE03, CARD_FATE05};
    arcs_game *game = act_end(3, fates, 0x2);
    game_state *g = t_state(game);
    g->pl[0].power = 2;  /* failed on 5 */
    g->pl[1].power = 7;  /* completed */
    g->pl[2].power = 1;  /* failed on 5: -4, stays */
    g->initiative = 0;
    to_fate_choice(game);
    assert_int_equal(g->pl[0].power, -3);
    assert_int_equal(g->pl[1].power, 4);
    assert_int_equal(g->pl[2].power, -4);
    assert_int_equal(g->initiative, 1);
    assert_int_equal(g->camp.fate_completed[1], 1);
    assert_int_equal(g->camp.fate_completed[0] | g->camp.fate_completed[2], 0);
    for (int p = 0; p < 3; p++) assert_int_equal(g->camp.fate_history[p][0], fates[p]);
    arcs_game_free(game);
}

/* ---- each Resolution card, completed and failed ---- */

/* The add, scrap and gain lists of the eight Act I Resolution cards
 * (cards.csv), as the Intermission leaves them at the Fate choice: Player 1
 * holds the Fate, Player 2 the Founder or the Magnate. */
static const struct {
    int fate;
    bool completed;
    struct {
        int first, last, where;
    } cards[5];
} LISTS[] = {
    {CARD_FATE01, true, {{CARD_F105, CARD_F107, DECK}, {CARD_F108, CARD_F108, BOOKLET}, {CARD_F109, CARD_F111, SCRAPPED}}},
    {CARD_FATE01, false, {{CARD_F105, CARD_F108, SCRAPPED}, {CARD_F109, CARD_F111, DECK}, {CARD_F103, CARD_F103, DECK}}},
    {CARD_FATE02, true, {{CARD_F204, CARD_F204, GAINED}, {CARD_F205, CARD_F207, DECK}, {CARD_F208, CARD_F211, ASIDE}}},
    {CARD_FATE02, false, {{CARD_F204, CARD_F207, SCRAPPED}, {CARD_F208, CARD_F211, DECK}}},
    {CARD_FATE03, true, {{CARD_F304, CARD_F306, DECK}, {CARD_F307, CARD_F311, ASIDE}}},
    {CARD_FATE03, false, {{CARD_F304, CARD_F306, SCRAPPED}, {CARD_F307, CARD_F311, DECK}}},
    {CARD_FATE04, true, {{CARD_F403, CARD_F403, DECK}, {CARD_F405, CARD_F410, DECK}, {CARD_F411, CARD_F411, SCRAPPED}}},
    {CARD_FATE04, false, {{CARD_F403, CARD_F403, DECK}, {CARD_F410, CARD_F410, SCRAPPED}, {CARD_F411, CARD_F411, DECK}}},
    {CARD_FATE05, true, {{CARD_F502, CARD_F502, SCRAPPED}, {CARD_F508, CARD_F511, DECK}}},
    {CARD_FATE05, false, {{CARD_F502, CARD_F502, SCRAPPED}, {CARD_F504, CARD_F504, DECK}}},
    {CARD_FATE06, true,
     {{CARD_F605, CARD_F609, DECK}, {CARD_F610, CARD_F610, GAINED}, {CARD_F611, CARD_F614, SCRAPPED}, {CARD_F603, CARD_F603, GAINED}}},
    {CARD_FATE06, false, {{CARD_F605, CARD_F609, SCRAPPED}, {CARD_F610, CARD_F614, DECK}, {CARD_F603, CARD_F603, SCRAPPED}}},
    {CARD_FATE07, true,
     {{CARD_F705, CARD_F705, GAINED}, {CARD_F706, CARD_F709, DECK}, {CARD_F710, CARD_F711, SCRAPPED}, {CARD_F703, CARD_F703, BOOKLET}}},
    {CARD_FATE07, false, {{CARD_F703, CARD_F703, SCRAPPED}, {CARD_F705, CARD_F707, SCRAPPED}, {CARD_F708, CARD_F711, DECK}}},
    {CARD_FATE08, true,
     {{CARD_F816, CARD_F816, GAINED}, {CARD_F817, CARD_F817, DECK}, {CARD_F803, CARD_F803, SCRAPPED}, {CARD_F818, CARD_F819, SCRAPPED}}},
    {CARD_FATE08, false, {{CARD_F803, CARD_F803, SCRAPPED}, {CARD_F816, CARD_F817, SCRAPPED}, {CARD_F818, CARD_F819, DECK}}},
};

static void resolution_lists(void **state) {
    (void)state;
    for (size_t i = 0; i < sizeof LISTS / sizeof LISTS[0]; i++) {
        arcs_game *game = resolved(LISTS[i].fate, LISTS[i].completed);
        game_state *g = t_state(game);
        /* Dealmakers, the Steward's (held out when the scenario's Player 1
         * was the Steward already). */
        if (LISTS[i].fate == CARD_FATE01 && held_index(g, 0, CARD_F103) < 0) {
            give_held(g, 0, CARD_F103);
            g->camp.fate_cards_added++;
        }
        bool booklet703 = in_booklet(g, CARD_F703);
        to_fate_choice(game);
        print_message("%s %s\n", card_table[LISTS[i].fate].name, LISTS[i].completed ? "completed" : "failed");
        for (int k = 0; k < 5 && LISTS[i].cards[k].first; k++)
            expect(g, 0, LISTS[i].cards[k].first, LISTS[i].cards[k].last, LISTS[i].cards[k].where);
        /* "Add X to the Court deck" for a card held: it leaves the hand. */
        if (LISTS[i].fate == CARD_FATE01) assert_true((held_index(g, 0, CARD_F103) < 0) == !LISTS[i].completed);
        if (LISTS[i].fate == CARD_FATE04) assert_int_equal(held_index(g, 0, CARD_F403), -1);
        if (LISTS[i].fate == CARD_FATE07) assert_true(booklet703);
        arcs_game_free(game);
    }
}

/* Magnate step 3 reads the Court discard pile, which Clear Court (B)
 * scraps afterwards: Mining Interest there goes to the Court deck, the
 * other discarded card is scrapped (plan §4 item 1: A before B). */
static void magnate_resolution_reads_the_discard_pile(void **state) {
    (void)state;
    arcs_game *game = resolved(CARD_FATE03, true);
    game_state *g = t_state(game);
    t_take_out_court_card(g, CARD_CC01);
    court_discard(g, CARD_CC01);
    t_take_out_court_card(g, CARD_CC07);
    court_discard(g, CARD_CC07);
    to_fate_choice(game);
    expect(g, 0, CARD_F304, CARD_F306, DECK);
    expect(g, 0, CARD_F307, CARD_F311, ASIDE);
    assert_true(in_court_deck(g, CARD_CC01) && !card_scrapped(g, CARD_CC01));
    assert_true(card_scrapped(g, CARD_CC07) && !in_court_deck(g, CARD_CC07));
    assert_false(card_scrapped(g, CARD_CC04)); /* not in the discard pile: left alone */
    assert_int_equal(g->court_discard_len, 0);
    arcs_game_free(game);
    /* Failed: the discard pile is scrapped whole. */
    game = resolved(CARD_FATE03, false);
    g = t_state(game);
    t_take_out_court_card(g, CARD_CC01);
    court_discard(g, CARD_CC01);
    to_fate_choice(game);
    expect(g, 0, CARD_F304, CARD_F306, SCRAPPED);
    expect(g, 0, CARD_F307, CARD_F311, DECK);
    assert_true(card_scrapped(g, CARD_CC01));
    arcs_game_free(game);
}

/* Failed: a Liaison for each suit of which the Advocate has more Guild
 * cards than each Rival (Weapon: 2 against none), the others scrapped; a
 * tie (Relic: 1 and 1, Guild Overseers having left for the Court deck in
 * step 1) is not "more". */
static void advocate_liaisons_by_suit(void **state) {
    (void)state;
    arcs_game *game = resolved(CARD_FATE04, false);
    game_state *g = t_state(game);
    int cards[][2] = {{0, CARD_CC05}, {0, CARD_CC06}, {0, CARD_CC09}, {1, CARD_CC10}};
    for (size_t i = 0; i < sizeof cards / sizeof cards[0]; i++) {
        t_take_out_court_card(g, cards[i][1]);
        give_held(g, cards[i][0], cards[i][1]);
    }
    assert_true(held_index(g, 0, CARD_F403) >= 0); /* Guild Overseers (Relic), the Advocate's */
    to_fate_choice(game);
    expect(g, 0, CARD_F407, CARD_F407, DECK);     /* Weapon: 2 to 0 */
    expect(g, 0, CARD_F409, CARD_F409, DECK);     /* Psionic: Guild Investigators */
    expect(g, 0, CARD_F405, CARD_F406, SCRAPPED); /* Material, Fuel: none */
    expect(g, 0, CARD_F408, CARD_F408, SCRAPPED); /* Relic: 1 and 1 (Overseers gone first) */
    arcs_game_free(game);
}

static void caretaker_golems_and_lore(void **state) {
    (void)state;
    for (int done = 1; done >= 0; done--) {
        arcs_game *game = resolved(CARD_FATE05, done);
        game_state *g = t_state(game);
        int gate = 0;
        while (!sys_is_gate(gate)) gate++;
        golem_data *gd = GOLEM_DATA(g);
        gd->where[GOLEM_WARRIOR] = GOLEM_HEARTH;
        gd->where[GOLEM_PROTECTOR] = GOLEM_ON_MAP(gate);
        gd->where[GOLEM_SEEKER] = GOLEM_ON_MAP(gate);
        gd->where[GOLEM_HARVESTER] = GOLEM_BOX;
        int lore = g->camp.lore_added;
        to_fate_choice(game);
        if (done) {
            assert_int_equal(gd->where[GOLEM_PROTECTOR], GOLEM_HEARTH);
            assert_int_equal(gd->where[GOLEM_SEEKER], GOLEM_HEARTH);
            assert_int_equal(g->camp.lore_added, lore + 2); /* 1 per player, at random */
        } else {
            assert_int_equal(gd->where[GOLEM_PROTECTOR], GOLEM_SCRAPPED);
            assert_int_equal(gd->where[GOLEM_SEEKER], GOLEM_SCRAPPED);
            expect(g, 0, CARD_F511, CARD_F511, DECK);     /* the Warrior is still in play */
            expect(g, 0, CARD_F508, CARD_F510, SCRAPPED); /* Harvester (box), Seeker, Protector */
            assert_int_equal(g->camp.lore_added, lore);
        }
        arcs_game_free(game);
    }
}

/* Explicit chance: the Caretaker's lore draws are chance decisions over the
 * lore cards not in the game (card order), saved and loaded while pending;
 * the drawn cards lie face down on the Court deck. */
static void caretaker_lore_draws_are_chance(void **state) {
    (void)state;
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    arcs_game *game = resolved(CARD_FATE05, true);
    game_state *g = t_state(game);
    force_chance(game);
    int lore = g->camp.lore_added;
    unsigned left = lore_deck(g);
    intermission_begin(g);
    run_forward(g);
    game_bump(game);
    assert_int_equal(top_frame_c(g)->kind, FR_CHANCE);
    assert_int_equal(top_frame_c(g)->a, CH_LORE_DRAW);
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal((int)n, __builtin_popcount(left));
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *loaded = t_load_state(buf, len, "a lore draw pending");
    assert_true(arcs_state_hash(loaded) == arcs_state_hash(game));
    arcs_game_free(loaded);
    int top = g->court_deck_len;
    assert_int_equal(arcs_apply(game, m[n - 1]), ARCS_OK);
    assert_int_equal(court_deck_pile(g)[top], m[n - 1].a | m[n - 1].b << 8);
    assert_int_equal(top_frame_c(g)->a, CH_LORE_DRAW); /* the second player's */
    assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(arcs_apply(game, m[0]), ARCS_OK);
    assert_int_equal(g->camp.lore_added, lore + 2);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Failed: "clear all your Outrage": the agents on the Outrage slots
 * return. */
static void partisan_failed_clears_outrage(void **state) {
    (void)state;
    arcs_game *game = resolved(CARD_FATE06, false);
    game_state *g = t_state(game);
    g->pl[0].outrage = 0x5;
    g->pl[0].agents_supply = (uint8_t)(g->pl[0].agents_supply - 2);
    int agents = g->pl[0].agents_supply;
    to_fate_choice(game);
    assert_int_equal(g->pl[0].outrage, 0);
    assert_int_equal(g->pl[0].agents_supply, agents + 2);
    arcs_game_free(game);
}

/* The Faithful cards left in their stack go to the Court deck, completed
 * or failed. */
static void believer_faithful_stack_to_the_court(void **state) {
    (void)state;
    for (int done = 1; done >= 0; done--) {
        arcs_game *game = resolved(CARD_FATE08, done);
        game_state *g = t_state(game);
        int left = FAITHFUL_STACK(g)->n;
        assert_true(left > 0);
        to_fate_choice(game);
        assert_int_equal(FAITHFUL_STACK(g)->n, 0);
        for (int k = 0; k < left; k++) assert_true(in_court_deck(g, faithful_court_card(FAITHFUL_CARD_FIRST + k)));
        arcs_game_free(game);
    }
}

/* Switching away from the Believer scraps the rest of the set but not a
 * Faithful card in a player's hand: it is in play (as an action card). */
static void switching_keeps_faithful_cards_in_play(void **state) {
    (void)state;
    arcs_game *game = resolved(CARD_FATE08, true);
    game_state *g = t_state(game);
    int top = faithful_stack_top(g);
    assert_true(top >= 0);
    FAITHFUL_STACK(g)->n--;
    g->pl[1].hand |= card_bit(top);
    g->card_known[1] |= card_bit(top);
    to_fate_choice(game);
    choose_all(game, 1);
    assert_true(g->camp.fate[0] != CARD_FATE08);
    assert_false(card_scrapped(g, faithful_court_card(top)));
    assert_true((g->pl[1].hand >> top) & 1u);
    expect(g, 0, CARD_F818, CARD_F819, SCRAPPED);
    expect(g, 0, CARD_F815, CARD_F815, SCRAPPED); /* the Resolution card, out of play */
    expect(g, 0, CARD_F816, CARD_F816, GAINED);   /* The Young Light stays */
    arcs_game_free(game);
}

/* ---- faq.csv Partisan Seizing ---- */

/* The Partisan completed Act I, keeps Partisan Seizing and switches to a B
 * Fate: no longer the Partisan, the card is scrapped and all Outrage
 * cleared. faq.csv, Partisan Seizing: when the card is not in the play
 * area ("tucked outside your play area"), a new Fate clears nothing. */
static void partisan_seizing_on_a_new_fate(void **state) {
    (void)state;
    for (int tucked = 0; tucked <= 1; tucked++) {
        arcs_game *game = resolved(CARD_FATE06, true);
        game_state *g = t_state(game);
        g->pl[0].outrage = 0x3;
        g->pl[0].agents_supply = (uint8_t)(g->pl[0].agents_supply - 2);
        if (tucked) {
            assert_true(play_area_remove(g, 0, CARD_F603));
            g->camp.fate_cards_added--;
        }
        to_fate_choice(game);
        assert_int_equal(g->camp.fate_dealt[0][0], CARD_FATE06);
        choose_all(game, 1); /* the B Fate drawn */
        assert_true(g->camp.fate[0] != CARD_FATE06);
        assert_int_equal(g->pl[0].outrage, tucked ? 0x3 : 0);
        expect(g, 0, CARD_F603, CARD_F603, SCRAPPED);
        arcs_game_free(game);
    }
}

/* ---- B-E ---- */

/* B: the row's cards but the Council go to the Court deck, agents home;
 * C (2 players): Trophies, Captives, the Trust and the ambition boxes'
 * resources return. */
static void clear_court_and_pieces_two_players(void **state) {
    (void)state;
    int fates[2] = {CARD_FATE02, CARD_FATE03};
    arcs_game *game = act_end(2, fates, 0);
    game_state *g = t_state(game);
    int row = g->court_row[1], agents = g->pl[1].agents_supply;
    g->court_agents[1][1] = 2;
    g->court_agents[COUNCIL_PLACE][1] = 1;
    g->pl[1].agents_supply = (uint8_t)(agents - 3);
    g->pl[0].captives[1] = 1;
    g->pl[1].agents_supply--;
    g->pl[0].trophy_ships[1] = 2;
    g->pl[1].ships_supply = (uint8_t)(g->pl[1].ships_supply - 2);
    int supply[NUM_RES];
    for (int r = 0; r < NUM_RES; r++) supply[r] = g->res_supply[r];
    g->res_supply[ARCS_RELIC]--;
    g->camp.trust[ARCS_RELIC] = 1;
    int phantom = 0;
    for (int r = 0; r < NUM_RES; r++) phantom += g->phantom[r];
    assert_true(phantom > 0); /* Act I Setup Q */
    int ships = g->pl[1].ships_supply;
    to_fate_choice(game);
    assert_true(in_court_deck(g, row));
    for (int i = COUNCIL_PLACE + 1; i < g->court_row_len; i++) assert_int_equal(g->court_row[i], NO_COURT_CARD);
    assert_true(g->court_row[COUNCIL_PLACE] != NO_COURT_CARD);
    assert_int_equal(g->pl[1].agents_supply, agents);
    assert_int_equal(g->pl[0].captives[1] + g->pl[0].trophy_ships[1], 0);
    assert_int_equal(g->pl[1].ships_supply, ships + 2);
    assert_int_equal(g->camp.trust[ARCS_RELIC], 0);
    for (int r = 0; r < NUM_RES; r++) {
        assert_int_equal(g->phantom[r], 0);
        assert_true(g->res_supply[r] >= supply[r]);
    }
    arcs_game_free(game);
}

/* B step 1: "Return all cards in the Court except the Imperial Council to
 * the Court deck": a card attached to the Council returns too; the Council
 * stays (a record saved after it lists every Court card in a place). */
static void clear_court_returns_cards_attached_to_the_council(void **state) {
    (void)state;
    int fates[3] = {CARD_FATE02, CARD_FATE03, CARD_FATE07};
    arcs_game *game = act_end(3, fates, 0);
    game_state *g = t_state(game);
    int council = g->court_row[COUNCIL_PLACE];
    assert_true(g->court_deck_len > 0);
    int card = court_deck_pile(g)[--g->court_deck_len];
    assert_true(attach_card(g, card, COUNCIL_PLACE, false));
    assert_int_equal(attached_card(g, COUNCIL_PLACE), card);
    to_fate_choice(game);
    assert_int_equal(attached_card(g, COUNCIL_PLACE), NO_COURT_CARD);
    assert_true(in_court_deck(g, card));
    assert_int_equal(g->court_row[COUNCIL_PLACE], council);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* D: damaged Blight repaired; damaged ships and buildings destroyed; the
 * buildings of a system with Blight and no ships destroyed; no Outrage,
 * no Ransack, no Trophy (plan §4 item 20). */
static void repair_and_destroy_without_outrage(void **state) {
    (void)state;
    int fates[3] = {CARD_FATE02, CARD_FATE03, CARD_FATE07};
    arcs_game *game = act_end(3, fates, 0x7);
    game_state *g = t_state(game);
    int a = -1, b = -1;
    for (int s = 0; s < NUM_SYSTEMS && b < 0; s++)
        if (!sys_is_gate(s) && planet_slots(s) >= 1 && sys_in_play(g, s)) {
            if (a < 0) a = s;
            else b = s;
        }
    put_blight(game, a, 0, 1);
    t_place_ships(game, 0, a, 1, 2);
    t_place_building(game, 1, a, 0, false, true);   /* damaged city: destroyed */
    put_imperial(game, a, 0, 1);
    put_blight(game, b, 1, 0);
    t_place_building(game, 2, b, 0, true, false);   /* Blight, no ships: destroyed */
    g->court_agents[1][1] = 1;                       /* a Ransack would take it */
    g->pl[1].agents_supply--;
    /* p0's Flagship: damaged Hull Armor (a city) and Ship Crane Upgrade (a
     * starport) destroyed; the fresh Hull Upgrade stays (yaml Intermission
     * D step 2, "Flagship Upgrades and Armor"). */
    game_bump(game);
    assert_true(flagship_gain(g, 0, a));
    g->camp.flagship_board[0][UPGRADE_HULL][FLAGSHIP_UPGRADE] = BLD_MAKE(0, false, false);
    g->camp.flagship_board[0][UPGRADE_HULL][FLAGSHIP_ARMOR] = BLD_MAKE(0, false, true);
    g->camp.flagship_board[0][UPGRADE_SHIP_CRANE][FLAGSHIP_UPGRADE] = BLD_MAKE(0, true, true);
    g->pl[0].cities_on_board = (uint8_t)(g->pl[0].cities_on_board - 2);
    g->pl[0].starports_supply--;
    int cities0 = g->pl[0].cities_on_board, ports0 = g->pl[0].starports_supply;
    int ships0 = g->pl[0].ships_supply, imperial = g->camp.imperial_supply, ports = g->pl[2].starports_supply;
    int cities = g->pl[1].cities_on_board;
    to_fate_choice(game);
    assert_int_equal(g->camp.blight[a][0], 1);
    assert_int_equal(g->camp.blight[a][1], 0);
    assert_int_equal(g->sys[a].fresh[0], 1);
    assert_int_equal(g->sys[a].damaged[0], 0);
    assert_int_equal(g->pl[0].ships_supply, ships0 + 2);
    assert_int_equal(g->camp.imperial_supply, imperial + 1);
    assert_int_equal(g->sys[a].bld[0], 0);
    assert_int_equal(g->pl[1].cities_on_board, cities + 1);
    assert_int_equal(g->sys[b].bld[0], 0);
    assert_int_equal(g->pl[2].starports_supply, ports + 1);
    assert_int_equal(g->pl[0].starports_supply, ports0 + 1);
    assert_int_equal(g->pl[0].cities_on_board, cities0 + 1);
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_HULL][FLAGSHIP_ARMOR], 0);
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_SHIP_CRANE][FLAGSHIP_UPGRADE], 0);
    assert_int_equal(g->camp.flagship_board[0][UPGRADE_HULL][FLAGSHIP_UPGRADE], BLD_MAKE(0, false, false));
    for (int p = 0; p < 3; p++) {
        assert_int_equal(g->pl[p].outrage, 0);
        for (int q = 0; q < 3; q++) assert_int_equal(g->pl[p].trophy_cities[q] + g->pl[p].trophy_starports[q], 0);
    }
    arcs_game_free(game);
}

/* E: a tie for the most Power: the holder keeps the initiative if tied,
 * else the tied player earliest in turn order from the holder. */
static void initiative_ties(void **state) {
    (void)state;
    int fates[4] = {CARD_FATE02, CARD_FATE03, CARD_FATE07, CARD_FATE01};
    static const struct {
        int power[4], holder, expect;
    } CASES[] = {
        {{6, 6, 2, 0}, 1, 1}, /* the holder is tied: keeps it */
        {{2, 6, 1, 6}, 2, 3}, /* 3 and 1 tied: 3 comes first from 2 */
        {{9, 6, 1, 6}, 2, 0},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        arcs_game *game = act_end(4, fates, 0xF);
        game_state *g = t_state(game);
        for (int p = 0; p < 4; p++) g->pl[p].power = (int16_t)CASES[i].power[p];
        g->initiative = (uint8_t)CASES[i].holder;
        to_fate_choice(game);
        assert_int_equal(g->initiative, CASES[i].expect);
        arcs_game_free(game);
    }
}

/* ---- F: Choose Fate ---- */

/* Completed: the own Fate and 1 B card drawn; failed: the Fate to the box
 * and 2 B cards. Switching scraps the rest of the old set not in play
 * (never what is in play) and returns the Favors on the Fate card; keeping
 * changes nothing. The game (its last Act set to Act I) then stops at the
 * boundary with the next Act's Fates in the history. */
static void fate_draws_and_switching(void **state) {
    (void)state;
    int fates[3] = {CARD_FATE02, CARD_FATE03, CARD_FATE07};
    arcs_game *game = act_end(3, fates, 0x3);
    game_state *g = t_state(game);
    g->camp.last_act = 1;
    g->camp.favors[0][1] = 1; /* Player 2's agent on Player 1's Fate card */
    g->pl[1].agents_supply--;
    g->camp.favors[1][2] = 1;
    g->pl[2].agents_supply--;
    int agents1 = g->pl[1].agents_supply, agents2 = g->pl[2].agents_supply;
    to_fate_choice(game);
    assert_int_equal(g->camp.fate_dealt[0][0], CARD_FATE02);
    assert_int_equal(g->camp.fate_dealt[1][0], CARD_FATE03);
    for (int p = 0; p < 3; p++)
        for (int i = 0; i < 2; i++) {
            int f = g->camp.fate_dealt[p][i];
            if (!(i == 0 && p < 2)) assert_true(f >= CARD_FATE09 && f <= CARD_FATE16);
        }
    assert_int_equal(g->camp.fate_deck_len, 8 - 4);
    /* A Rival and a spectator see Player 1's own Fate (public), not the
     * card drawn; Player 1 sees both. */
    static arcs_game_view v;
    for (int viewer = -1; viewer < 3; viewer++) {
        assert_int_equal(arcs_view(game, viewer, &v), ARCS_OK);
        assert_int_equal(v.player[0].fate_dealt[0], CARD_FATE02);
        assert_int_equal(v.player[0].fate_dealt[1], viewer == 0 ? g->camp.fate_dealt[0][1] : ARCS_CARD_HIDDEN);
        assert_int_equal(v.player[2].fate_dealt[0], viewer == 2 ? g->camp.fate_dealt[2][0] : ARCS_CARD_HIDDEN);
    }
    /* p0 switches, p1 keeps, p2 (failed) takes a B Fate. */
    ok(game, "p0 fate 1");
    ok(game, "p1 fate 0");
    ok(game, "p2 fate 0");
    assert_true(g->game_over);
    /* The Founder's set: what is not in play is scrapped (the Resolution
     * card, the Unions waiting behind the next one); what is in play
     * stays (the Objective side, Parade Fleets, the Book of Liberation, the
     * Political Intrigues in the Court deck). */
    expect(g, 0, CARD_F203, CARD_F203, SCRAPPED);
    expect(g, 0, CARD_F208, CARD_F211, SCRAPPED);
    expect(g, 0, CARD_F201B, CARD_F202, GAINED);
    expect(g, 0, CARD_F204, CARD_F204, GAINED);
    expect(g, 0, CARD_F205, CARD_F207, DECK);
    assert_false(card_scrapped(g, CARD_F303));      /* the Magnate kept */
    assert_int_equal(g->camp.favors[0][1], 0);
    assert_int_equal(g->pl[1].agents_supply, agents1 + 1);
    assert_int_equal(g->camp.favors[1][2], 1);      /* kept: the Favor stays */
    assert_int_equal(g->pl[2].agents_supply, agents2);
    assert_int_equal(g->camp.fate_history[1][1], CARD_FATE03);
    assert_true(g->camp.fate_history[0][1] >= CARD_FATE09 && g->camp.fate_history[2][1] >= CARD_FATE09);
    assert_int_equal(g->camp.intermission_step, INTERMISSION_DONE);
    arcs_game_free(game);
}

/* A Rival's observation does not depend on what a player drew or chose
 * until the reveal (explicit chance: two games alike but for Player 1's
 * draws and choice). */
static void fate_choice_leaks_nothing(void **state) {
    (void)state;
    int fates[3] = {CARD_FATE02, CARD_FATE03, CARD_FATE07};
    arcs_game *a = act_end(3, fates, 0x1), *b = act_end(3, fates, 0x1);
    arcs_game *games[2] = {a, b};
    for (int k = 0; k < 2; k++) {
        force_chance(games[k]);
        intermission_begin(t_state(games[k]));
        run_forward(t_state(games[k]));
        game_bump(games[k]);
    }
    /* Player 1 (completed) draws FATE09 or FATE10; then Players 2 and 3. */
    ok(a, "chance chance fate ARCS-FATE09");
    ok(b, "chance chance fate ARCS-FATE10");
    t_assert_same_observation(a, b, 1);
    t_assert_same_observation(a, b, 2);
    static const char *const REST[] = {"chance chance fate ARCS-FATE11", "chance chance fate ARCS-FATE12", "chance chance fate ARCS-FATE13",
                                       "chance chance fate ARCS-FATE14"};
    for (int i = 0; i < 4; i++) {
        ok(a, REST[i]);
        ok(b, REST[i]);
    }
    ok(a, "p0 fate 0");
    ok(b, "p0 fate 1");
    for (int viewer = 1; viewer < 3; viewer++) t_assert_same_observation(a, b, viewer);
    ok(a, "p1 fate 0");
    ok(b, "p1 fate 0");
    t_assert_same_observation(a, b, 2);
    arcs_game_free(a);
    arcs_game_free(b);
}

/* Determinize for a Rival re-deals the unrevealed draws from the B deck;
 * the completed player's own Fate (public) stays in its place. */
static void determinize_redeals_unrevealed_draws(void **state) {
    (void)state;
    static unsigned char before[ARCS_STATE_BYTES_MAX];
    int fates[3] = {CARD_FATE02, CARD_FATE03, CARD_FATE07};
    arcs_game *game = act_end(3, fates, 0x1);
    to_fate_choice(game);
    ok(game, "p0 fate 1");
    campaign_state orig = game->s.camp;
    size_t lb = 0;
    assert_int_equal(arcs_observation(game, 1, before, sizeof before, &lb), ARCS_OK);
    bool changed = false;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        arcs_game *copy = determinized(game, 1, seed, before, lb);
        const campaign_state *c = &copy->s.camp;
        assert_memory_equal(c->fate_dealt[1], orig.fate_dealt[1], sizeof orig.fate_dealt[1]);
        assert_int_equal(c->fate_dealt[0][0], CARD_FATE02);
        assert_int_equal(c->fate[0], c->fate_dealt[0][1]);
        assert_true(c->fate_dealt[0][1] >= CARD_FATE09 && c->fate_dealt[0][1] <= CARD_FATE16);
        changed |= c->fate_dealt[0][1] != orig.fate_dealt[0][1] || c->fate_dealt[2][0] != orig.fate_dealt[2][0];
        t_assert_invariants(copy);
        arcs_game_free(copy);
    }
    assert_true(changed);
    arcs_game_free(game);
}

/* A whole Act I by random moves, then the Intermission: saved and loaded
 * at its Fate choices (the same hash), undone across its start and
 * replayed to the same hash. */
static void save_load_and_undo_across_the_intermission(void **state) {
    (void)state;
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    arcs_game *game = new_campaign(3, 77, ARCS_CHANCE_INTERNAL, 0);
    uint64_t rng = 77;
    arcs_move last = {0};
    uint64_t before = 0;
    while (t_state(game)->camp.intermission_step == INTERMISSION_NONE) {
        assert_false(arcs_game_over(game));
        before = arcs_state_hash(game);
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        last = m[next(&rng) % n];
        assert_int_equal(arcs_apply(game, last), ARCS_OK);
    }
    assert_int_equal(top_frame_c(&game->s)->kind, FR_FATE);
    uint64_t at = arcs_state_hash(game);
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *loaded = t_load_state(buf, len, "at the Intermission");
    assert_true(arcs_state_hash(loaded) == at);
    assert_int_equal(arcs_undo(game, 1), ARCS_OK);
    assert_true(arcs_state_hash(game) == before);
    assert_int_equal(arcs_apply(game, last), ARCS_OK);
    assert_true(arcs_state_hash(game) == at);
    /* Both choose alike to the end of the Intermission (and on into Act II
     * when every Fate chosen plays it). */
    choose_all(game, 0);
    choose_all(loaded, 0);
    assert_true(arcs_state_hash(loaded) == arcs_state_hash(game));
    assert_true(arcs_game_over(game) || t_state(game)->camp.act == 2);
    arcs_game_free(loaded);
    arcs_game_free(game);
}

/* The Intermission after Act II: the Fates of Act II (B Fates here; their
 * Resolution cards are not written yet: none is resolved) and the C deck
 * at F; a completed player keeps the choice of their B Fate; Act III's
 * Fates complete the history. */
static void act_two_intermission_draws_c_fates(void **state) {
    (void)state;
    int fates[2] = {CARD_FATE02, CARD_FATE03};
    arcs_game *game = act_end(2, fates, 0x1);
    game_state *g = t_state(game);
    campaign_state *c = &g->camp;
    /* Act II under way: Act I's Fates and results in the history, B Fates
     * dealt and kept at Act I's Intermission. */
    c->act = 2;
    c->fate_completed[1] = 1;
    c->fate_deck_len = 0;
    for (int k = CARD_FATE09 + 4; k <= CARD_FATE16; k++) c->fate_deck[c->fate_deck_len++] = (uint16_t)k;
    for (int p = 0; p < 2; p++) {
        c->fate_history[p][0] = (uint16_t)fates[p];
        c->fate_dealt[p][0] = (uint16_t)(CARD_FATE09 + 2 * p);
        c->fate_dealt[p][1] = (uint16_t)(CARD_FATE10 + 2 * p);
        c->fate[p] = c->fate_dealt[p][0];
        c->fate_history[p][1] = c->fate[p];
    }
    g->pl[0].power = 10;
    g->pl[1].power = 3;
    game_bump(game);
    to_fate_choice(game);
    assert_int_equal(c->fate_completed[0], 0x2);
    assert_int_equal(c->fate_completed[1], 0x1);
    assert_int_equal(g->pl[1].power, -2);   /* failed on 5 */
    assert_int_equal(g->pl[0].power, 5);    /* halved */
    assert_int_equal(c->fate_dealt[0][0], CARD_FATE09);
    for (int p = 0; p < 2; p++)
        for (int i = p == 0; i < 2; i++) assert_true(c->fate_dealt[p][i] >= CARD_FATE17 && c->fate_dealt[p][i] <= CARD_FATE24);
    choose_all(game, 0);
    assert_int_equal(c->fate_history[0][2], CARD_FATE09);
    assert_true(c->fate_history[1][2] >= CARD_FATE17);
    /* The campaign stops at the Act boundary unless every Fate plays Act III. */
    assert_int_equal(g->game_over, !(fate_plays_act(c->fate_history[0][2], 3) && fate_plays_act(c->fate_history[1][2], 3)));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Loading a state the Intermission could not reach fails with
 * ARCS_E_CORRUPT and a reason, the loading handle unchanged. */
static void loader_refuses_impossible_intermissions(void **state) {
    (void)state;
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    int fates[3] = {CARD_FATE02, CARD_FATE03, CARD_FATE07};
    static const struct {
        const char *name, *why;
    } CASES[] = {
        {"step 9", "Intermission step 9"},
        {"Act I history of a C Fate", "Fate history of Act 1"},
        {"Act I history missing", "Fate history of Act 1"},
        {"completed Act II in Act I", "completed objectives"},
        {"no Intermission frame", "without its frame"},
        {"a scrapped card in play", "appears"},
        {"an A Fate in the B deck", "Fate deck"},
        {"a completed player without their own Fate", "own Fate among the two"},
        {"a choice with a card not drawn", "still to draw"},
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        arcs_game *game = act_end(3, fates, 0x1);
        to_fate_choice(game);
        /* As it is, the state loads. */
        size_t good = 0;
        assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &good), ARCS_OK);
        arcs_game_free(t_load_state(buf, good, "the Intermission"));
        arcs_game *bad = NULL;
        assert_int_equal(arcs_game_clone(game, &bad), ARCS_OK);
        game_state *g = t_state(bad);
        switch (i) {
        case 0: g->camp.intermission_step = 9; break;
        case 1: g->camp.fate_history[0][0] = CARD_FATE17; break;
        case 2: g->camp.fate_history[1][0] = NO_COURT_CARD; break;
        case 3: g->camp.fate_completed[0] = 0x3; break;
        case 4: g->stack[0].kind = FR_ROUND; break;
        case 5: card_scrap(g, court_deck_pile(g)[0]); break;
        case 6: g->camp.fate_deck[0] = CARD_FATE08; break;
        case 7: g->camp.fate_dealt[0][0] = g->camp.fate_deck[--g->camp.fate_deck_len]; break;
        case 8: g->camp.fate_deck[g->camp.fate_deck_len++] = g->camp.fate_dealt[2][1];
                g->camp.fate_dealt[2][1] = NO_COURT_CARD; break;
        }
        size_t len = 0;
        assert_int_equal(arcs_game_save_state(bad, buf, sizeof buf, &len), ARCS_OK);
        game_state before = game->s;
        if (arcs_game_restore_state(game, buf, len) != ARCS_E_CORRUPT) fail_msg("%s: loaded", CASES[i].name);
        assert_memory_equal(&before, &game->s, sizeof before);
        char why[200] = "";
        struct arcs_game tmp;
        assert_int_not_equal(wire_decode_state(buf, len, NULL, &tmp, why, sizeof why), ARCS_OK);
        if (!strstr(why, CASES[i].why)) fail_msg("%s: \"%s\"", CASES[i].name, why);
        arcs_game_free(bad);
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(failed_objective_and_halving_examples),
        cmocka_unit_test(resolution_lists),
        cmocka_unit_test(magnate_resolution_reads_the_discard_pile),
        cmocka_unit_test(advocate_liaisons_by_suit),
        cmocka_unit_test(caretaker_golems_and_lore),
        cmocka_unit_test(caretaker_lore_draws_are_chance),
        cmocka_unit_test(partisan_failed_clears_outrage),
        cmocka_unit_test(believer_faithful_stack_to_the_court),
        cmocka_unit_test(partisan_seizing_on_a_new_fate),
        cmocka_unit_test(switching_keeps_faithful_cards_in_play),
        cmocka_unit_test(clear_court_and_pieces_two_players),
        cmocka_unit_test(clear_court_returns_cards_attached_to_the_council),
        cmocka_unit_test(repair_and_destroy_without_outrage),
        cmocka_unit_test(initiative_ties),
        cmocka_unit_test(fate_draws_and_switching),
        cmocka_unit_test(fate_choice_leaks_nothing),
        cmocka_unit_test(determinize_redeals_unrevealed_draws),
        cmocka_unit_test(save_load_and_undo_across_the_intermission),
        cmocka_unit_test(loader_refuses_impossible_intermissions),
        cmocka_unit_test(act_two_intermission_draws_c_fates),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
