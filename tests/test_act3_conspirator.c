/*
 * The Conspirator's Act III (lib/cards/campaign/fates/conspirator/): its
 * Setup side (ARCS-F2301A), Farseers (F2302, BC17's def), Conspiracies
 * (F2303: a declaration places a face-down Conspiracy, a secure may refill
 * the Court with a Guild card to place one), Scoring Conspiracies (F2304)
 * with the objective (F2301B) and the final-objective win, Foiling
 * Conspiracies (F2305), the faq.csv rulings on them, and the hidden colours
 * (observations, log lines, determinized worlds per seat). Games are real
 * Act III games from campaign records (tests/act2_fixture.h) in which p0
 * fails Acts I and II and takes the Conspirator, then made quiet.
 */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>
#include <string.h>

#include "act2_fixture.h"
#include "act3_scene.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/flagship.h"
#include "campaign_fixture.h"
#include "cards/card_data.h"
#include "cards/campaign/fates/conspirator/conspirator.h"
#include "cards/campaign/fates/resettle.h"
#include "cards/campaign/fates/founder/commonwealth.h"

static const t_fates FATES = {.a = {CARD_FATE01, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                              .b = {CARD_FATE16}, .completed2 = 6u, .c = {CARD_FATE23}};
enum { S_CONSPIRE, S_REFILL, S_PLACE }; /* conspiracies.c */
enum { S_GUESS };                       /* foiling_conspiracies.c */

static arcs_move cm(int p, int card, int step, int d, int e, int f) {
    arcs_move m = {0};
    m.kind = ARCS_MOVE_CARD;
    m.player = (uint8_t)p;
    m.a = (uint8_t)(card & 0xFF);
    m.b = (uint8_t)(card >> 8);
    m.c = (uint8_t)step;
    m.d = (uint8_t)d;
    m.e = (uint8_t)e;
    m.f = (uint8_t)f;
    return m;
}

static arcs_move decline(int p) { return (arcs_move){.kind = ARCS_MOVE_DECLINE, .player = (uint8_t)p}; }

/* The move's text (the tests go through the text layer: support.h). */
static const char *text_of(arcs_move m) {
    static char text[ARCS_MOVE_STR_MAX];
    assert_int_equal(arcs_move_to_str(m, text, sizeof text, NULL), ARCS_OK);
    return text;
}

static bool legal(arcs_game *game, arcs_move m) { return t_is_legal(game, text_of(m)); }

static size_t n_legal(arcs_game *game) {
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, NULL, 0, &n), ARCS_OK);
    return n;
}

static void apply_ok(arcs_game *game, arcs_move m) { ok(game, text_of(m)); }

static void refused(arcs_game *game, arcs_move m) {
    assert_false(legal(game, m));
    t_refused_unchanged(game, text_of(m));
}

static arcs_game *act3_game(uint64_t seed) {
    arcs_game *game = t_act3_started(3, seed, &FATES, ARCS_CHANCE_INTERNAL);
    assert_int_equal(game->s.camp.act, 3);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE23);
    if (getenv("ARCS_TEST_LOG")) game->log = act3_print_line;
    return game;
}

/* A quiet Act III table (no decision but a round frame, nothing counting
 * for ambitions, no marker declared), p0 the Conspirator. */
static arcs_game *table(void) {
    arcs_game *game = act3_quiet(act3_game(2301), true);
    game_state *g = t_state(game);
    /* Farseers back (act3_quiet put the Fates' Guild cards out). */
    give_held(g, 0, CARD_F2302);
    g->camp.fate_cards_added++;
    push_frame(g, FR_ROUND, 0);
    g->chapter = 1;
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

static int where(const game_state *g, int i) { return consp_where(CONSPIRACY_DATA(g), i); }
static int colour(const game_state *g, int i) { return consp_colour(CONSPIRACY_DATA(g), i); }

/* Put a token of colour c face down in box a (as consp_place, no log). */
static int put(arcs_game *game, int c, int a) {
    game_state *g = t_state(game);
    consp_place(g, c, a, CARD_F2303);
    game_bump(game);
    for (int i = 0; i < CONSPIRACIES; i++)
        if (where(g, i) == a + 1 && colour(g, i) == c) return i;
    fail_msg("no token placed");
    return -1;
}

/* Farseers' decisions made: look at the first Rival, swap nothing. */
static void farseers_done(arcs_game *game) {
    while (top_frame(t_state(game))->kind == FR_CARD && top_frame(t_state(game))->card == CARD_F2302) {
        arcs_move l[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, l, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        apply_ok(game, legal(game, decline(0)) ? decline(0) : l[0]);
    }
}

static bool log_has_colour_word(const t_log *log) {
    return t_logged(log, "colour") || t_logged(log, "Colour");
}

/* ---------------------------------------------------------------- Setup */

/* F2301A: "2. Gain Farseers (02). 3. Collect the 8 Conspiracy tokens—2 per
 * player color. (Even if you don't have all 4 players!) 4. Gain the
 * Conspiracies card (03). 5. Add Scoring Conspiracies (04) and Foiling
 * Conspiracies (05) to the rules booklet." With 3 players: 8 tokens, 2 of
 * each of the 4 colours, all in the supply; the objective marker on its
 * start (9 for 3 players, fate_table.c). */
static void conspirator3_setup(void **state) {
    (void)state;
    arcs_game *game = act3_game(2301);
    const game_state *g = &game->s;
    assert_true(held_index(g, 0, CARD_F2302) >= 0);
    assert_true(t_in_play_area(g, 0, CARD_F2303));
    assert_true(t_in_play_area(g, 0, CARD_F2301B));
    assert_true(act3_in_booklet(g, CARD_F2304) && act3_in_booklet(g, CARD_F2305));
    assert_int_equal(conspirator(g), 0);
    assert_int_equal(consp_supply(g, -1), 8);
    for (int c = 0; c < CONSP_COLOURS; c++) assert_int_equal(consp_supply(g, c), 2);
    assert_true(objective_space(g, 0) > 0 && objective_space(g, 0) <= 9);
    t_assert_invariants(game);
    t_assert_reloads(game, "conspirator act III setup");
    arcs_game_free(game);
}

/* F2301A "1. If you have a Flagship, you may Resettle": the Setup card's
 * two moves (resettle.h) while p0 has a Flagship, none without; keeping it
 * changes nothing, Resettling takes the Flagship off the map. */
static void setup_resettle_step(void **state) {
    (void)state;
    for (int yes = 0; yes <= 1; yes++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        assert_false(fate_offer_resettle(g, 0, CARD_F2301A, 0));
        for (int sys = 0; sys < NUM_SYSTEMS; sys++)
            if (sys_in_play(g, sys) && !sys_is_gate(sys)) {
                g->sys[sys].fresh[0] = 1; /* a ship of p0 for the Flagship */
                g->pl[0].ships_supply--;
                break;
            }
        uint64_t rng = 2301;
        t_grant_flagship(game, 0, &rng);
        g = t_state(game);
        assert_true(has_flagship(g, 0));
        assert_true(fate_offer_resettle(g, 0, CARD_F2301A, 0));
        game_bump(game);
        assert_true(t_is_legal(game, "p0 card conspirator-setup-3 resettle"));
        assert_true(t_is_legal(game, "p0 card conspirator-setup-3 keep-flagship"));
        assert_int_equal(n_legal(game), 2);
        t_assert_reloads(game, "the Resettle step pending");
        ok(game, yes ? "p0 card conspirator-setup-3 resettle" : "p0 card conspirator-setup-3 keep-flagship");
        assert_int_equal(has_flagship(t_state(game), 0), !yes);
        arcs_game_free(game);
    }
}

/* F2302 reprints BC17: one def for both ids, and the reprint is no
 * primary card. */
static void farseers_reprint(void **state) {
    (void)state;
    assert_ptr_equal(card_def_of(CARD_F2302), card_def_of(CARD_BC17));
    assert_true(card_is_primary(CARD_BC17));
    assert_false(card_is_primary(CARD_F2302));
}

/* ------------------------------------------------------ Conspiracies */

/* F2303 "When you declare an ambition, you do not place an ambition marker
 * ... Instead, you place a Conspiracy from your supply facedown in the
 * declared ambition box." No marker moves; the Conspirator's move names
 * the colour (one per colour in the supply); the log names the box only.
 * faq.csv Conspiracies Q2: "does this still count as declaring an ambition
 * for cards like Farseers...? Yes!": Farseers' look comes first. */
static void declare_places_conspiracy(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    declare_ambition(g, 0, ARCS_TYCOON, false);
    game_bump(game);
    for (int k = 0; k < 3; k++) assert_int_equal(g->marker_box[k], 0xFF);
    assert_true(t_logged(&log, "declares Tycoon (no marker)"));
    /* Farseers (faq Q2): the look decision, then the Conspiracy's colour. */
    assert_int_equal(top_frame(g)->card, CARD_F2302);
    farseers_done(game);
    g = t_state(game);
    assert_int_equal(top_frame(g)->card, CARD_F2303);
    assert_int_equal(n_legal(game), 4);
    t_assert_reloads(game, "a Conspiracy's colour pending");
    t_assert_texts_round_trip(game);
    /* A Rival cannot choose for the Conspirator. */
    refused(game, cm(1, CARD_F2303, S_CONSPIRE, 2, 0, 0));
    apply_ok(game, cm(0, CARD_F2303, S_CONSPIRE, 2, 0, 0));
    g = t_state(game);
    assert_int_equal(consp_supply(g, -1), 7);
    assert_int_equal(consp_supply(g, 2), 1);
    assert_int_equal(where(g, 0), ARCS_TYCOON + 1);
    assert_int_equal(colour(g, 0), 2);
    assert_true(t_logged(&log, "places a Conspiracy face down in the Tycoon box."));
    assert_false(log_has_colour_word(&log));
    t_assert_reloads(game, "a Conspiracy declared");
    /* Placing the last one of a colour: that colour is no longer offered. */
    declare_ambition(g, 0, ARCS_WARLORD, false);
    game_bump(game);
    farseers_done(game);
    g = t_state(game);
    apply_ok(game, cm(0, CARD_F2303, S_CONSPIRE, 2, 0, 0));
    g = t_state(game);
    declare_ambition(g, 0, ARCS_TYRANT, false);
    game_bump(game);
    farseers_done(game);
    g = t_state(game);
    assert_int_equal(n_legal(game), 3);
    refused(game, cm(0, CARD_F2303, S_CONSPIRE, 2, 0, 0));
    game->log = NULL;
    arcs_game_free(game);
}

/* "(You cannot declare an ambition if there are no Available markers.)"
 * (the base rule) and, our reading, none with no Conspiracy in the supply:
 * every ambition is barred for the Conspirator, none for a Rival. */
static void no_conspiracy_no_declaration(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    assert_int_equal(cards_undeclarable(g, 0), 0);
    for (int c = 0; c < CONSP_COLOURS; c++) put(game, c, ARCS_KEEPER), put(game, c, ARCS_EMPATH);
    assert_int_equal(consp_supply(g, -1), 0);
    assert_int_equal(cards_undeclarable(g, 0), (1u << AMBITION_BOXES_MAX) - 1); /* Edenguard, Blightkin too */
    assert_int_equal(cards_undeclarable(g, 1), 0);
    memset(g->marker_box, ARCS_TYCOON, sizeof g->marker_box);
    assert_false(ambition_marker_available(g));
    arcs_game_free(game);
}

/* p0 has agents on Court place pos holding `card` (a Guild card). */
static void own_court_card(arcs_game *game, int p, int card, int pos) {
    game_state *g = t_state(game);
    t_court_card_at(game, card, pos);
    for (int q = 0; q < g->num_players; q++) {
        g->pl[q].agents_supply = (uint8_t)(g->pl[q].agents_supply + g->court_agents[pos][q]);
        g->court_agents[pos][q] = 0;
    }
    g->pl[p].agents_supply--;
    g->court_agents[pos][p] = 1;
    game_bump(game);
}

/* A base Guild card in the Court deck. */
static int deck_guild(const game_state *g) {
    for (int i = g->court_deck_len - 1; i >= 0; i--) {
        int c = court_deck_pile((game_state *)g)[i];
        if (card_table[c].kind == CK_GUILD && !card_protected(c) && c < CARD_F101A) return c;
    }
    fail_msg("no Guild card in the Court deck");
    return -1;
}

/* F2303 "When you secure a card, you may refill the Court with a Guild
 * card you have to place a Conspiracy facedown in an ambition box with no
 * ambition marker." faq.csv Conspiracies Q1: "Can conspirator refill the
 * court with the same guild they just secured? Yes! Refill is the last
 * step of secure." The boxes offered: those with no marker (Tyrant has
 * one); "decline" refills from the deck. */
static void secure_refills_with_guild(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int card = deck_guild(g);
    own_court_card(game, 0, card, 1);
    g->marker_box[0] = ARCS_TYRANT;
    int deck = g->court_deck_len;
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    secure_court_place(g, 0, 1);
    game_bump(game);
    assert_int_equal(g->court_row[1], NO_COURT_CARD);
    assert_int_equal(top_frame(g)->card, CARD_F2303);
    arcs_move refill = cm(0, CARD_F2303, S_REFILL, held_index(g, 0, card), 0, 0);
    assert_true(legal(game, refill));
    assert_true(legal(game, decline(0)));
    t_assert_invariants(game);
    t_assert_reloads(game, "a refill pending");
    refused(game, cm(1, CARD_F2303, S_REFILL, held_index(g, 0, card), 0, 0));
    refused(game, cm(0, CARD_F2303, S_REFILL, g->pl[0].guild_count, 0, 0));
    t_assert_texts_round_trip(game);
    apply_ok(game, refill);
    g = t_state(game);
    assert_int_equal(g->court_row[1], card);
    assert_int_equal(g->court_deck_len, deck);
    assert_true(held_index(g, 0, card) < 0);
    /* Boxes without a marker x colours: 4 boxes x 4 colours. */
    assert_int_equal(n_legal(game), 16);
    refused(game, cm(0, CARD_F2303, S_PLACE, ARCS_TYRANT, 1, 0));
    apply_ok(game, cm(0, CARD_F2303, S_PLACE, ARCS_WARLORD, 1, 0));
    g = t_state(game);
    assert_int_equal(where(g, 0), ARCS_WARLORD + 1);
    assert_int_equal(colour(g, 0), 1);
    assert_true(t_logged(&log, "to place a Conspiracy."));
    assert_false(log_has_colour_word(&log));
    t_assert_reloads(game, "a Conspiracy placed by a refill");
    /* Declined: the deck refills. */
    own_court_card(game, 0, deck_guild(g), 2);
    deck = g->court_deck_len;
    secure_court_place(g, 0, 2);
    game_bump(game);
    apply_ok(game, decline(0));
    g = t_state(game);
    assert_int_equal(g->court_deck_len, deck - 1);
    assert_int_not_equal(g->court_row[2], NO_COURT_CARD);
    /* A Rival's secure: no refill decision. */
    own_court_card(game, 1, deck_guild(g), 3);
    deck = g->court_deck_len;
    secure_court_place(g, 1, 3);
    game_bump(game);
    assert_int_equal(g->court_deck_len, deck - 1);
    assert_false(top_frame(g)->kind == FR_CARD && top_frame(g)->card == CARD_F2303);
    game->log = NULL;
    arcs_game_free(game);
}

/* ------------------------------------------------- Scoring Conspiracies */

/* F2304 with F2301B: Tycoon scored (a marker), Player 2 first in it
 * (Material). Conspiracies: Player 2's colour (correct: +1), Player 3's
 * (not first: the marker increases 1), Player 4's colour in a 3-player
 * game (no such player: increases 1) on Tycoon; one on Warlord, not scored
 * (unrevealed: +1). One movement: 2 - 2 = 0; then again with one fewer
 * wrong: +1. Revealed ones return (known to all); the unrevealed one
 * stays. */
static void scoring_conspiracies(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    g->camp.objective[0] = 5;
    t_give_to_empty_slot(game, 1, ARCS_MATERIAL);
    g = t_state(game);
    g->marker_box[0] = ARCS_TYCOON;
    int right = put(game, 1, ARCS_TYCOON), wrong = put(game, 2, ARCS_TYCOON), absent = put(game, 3, ARCS_TYCOON);
    int hidden = put(game, 0, ARCS_WARLORD);
    g->depth = 0;
    game_bump(game);
    t_log log = {0};
    act3_end_chapter(game, &log);
    g = t_state(game);
    assert_true(t_logged(&log, "2 for the marker, 2 against it."));
    assert_int_equal(objective_space(g, 0), 5);
    assert_int_equal(where(g, right), 0);
    assert_int_equal(where(g, wrong), 0);
    assert_int_equal(where(g, absent), 0);
    assert_int_equal(where(g, hidden), ARCS_WARLORD + 1);
    assert_int_equal(consp_excluded(g, right), 0xFu & ~(1u << 1));
    assert_true(t_logged(&log, "The Conspiracy in the Tycoon box is revealed: colour 2 (Player 2), first"));
    arcs_game_free(game);

    /* 2 for, 1 against: one advance. Tied for first counts as first. */
    game = table();
    g = t_state(game);
    g->camp.objective[0] = 5;
    t_give_to_empty_slot(game, 1, ARCS_MATERIAL);
    t_give_to_empty_slot(game, 2, ARCS_MATERIAL);
    g = t_state(game);
    g->marker_box[0] = ARCS_TYCOON;
    put(game, 2, ARCS_TYCOON);
    put(game, 0, ARCS_TYCOON);
    put(game, 0, ARCS_WARLORD);
    g->depth = 0;
    game_bump(game);
    act3_end_chapter(game, &log);
    assert_int_equal(objective_space(t_state(game), 0), 4);
    arcs_game_free(game);
}

/* objective_set_back: "increases ... (This moves them away from
 * completion.)": from 0 too, bounded. */
static void marker_moves_away(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    g->camp.objective[0] = 0;
    objective_set_back(g, 0, 2, CARD_F2304);
    assert_int_equal(objective_space(g, 0), 2);
    objective_set_back(g, 0, 100, CARD_F2304);
    assert_int_equal(objective_space(g, 0), 40);
    objective_set_back(g, 1, 3, CARD_F2304); /* no marker: nothing */
    assert_int_equal(objective_space(g, 1), -1);
    arcs_game_free(game);
}

/* F2301B "At the end of a chapter, you win the game if you completed your
 * objective and have at least 1 Power." Two unrevealed Conspiracies with
 * the marker on 2: complete at the chapter's end; with Power the
 * Conspirator wins by the final objective, with 0 Power not. */
static void final_objective_win(void **state) {
    (void)state;
    for (int power = 0; power <= 1; power++) {
        arcs_game *game = table();
        game_state *g = t_state(game);
        g->camp.objective[0] = 2;
        g->pl[0].power = (uint8_t)power;
        put(game, 0, ARCS_KEEPER);
        put(game, 1, ARCS_EMPATH);
        g->depth = 0;
        game_bump(game);
        t_log log = {0};
        act3_end_chapter(game, &log);
        g = t_state(game);
        assert_int_equal(objective_space(g, 0), 0);
        /* With Power the campaign ends at this chapter (1 of 4): p0 wins. */
        assert_int_equal(arcs_game_over(game), power == 1);
        if (power) assert_int_equal(arcs_winner(game), 0);
        assert_int_equal(campaign_final_objective_winners(g) & 1u, (unsigned)power);
        arcs_game_free(game);
    }
}

/* ------------------------------------------------ Foiling Conspiracies */

/* F2305 "When you secure any Vox card or a card with Conspirator agents,
 * you may guess a facedown Conspiracy token on an ambition box. If you are
 * correct, return it to the Conspirator. If you are incorrect, the
 * Conspirator advances 1." faq.csv Foiling Conspiracies: "If I guess a
 * Conspiracy token incorrectly, is it revealed? No, it stays face down."
 * A move per face-down token and colour, and "decline"; a Guild card
 * without the Conspirator's agents offers nothing, nor does the
 * Conspirator's own secure. */
static void foiling_conspiracies(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    g->camp.objective[0] = 6;
    int a = put(game, 1, ARCS_TYCOON), b = put(game, 3, ARCS_WARLORD);
    /* A Guild card with p1's agents only: no guess. */
    own_court_card(game, 1, deck_guild(g), 1);
    secure_court_place(g, 1, 1);
    game_bump(game);
    assert_int_equal(top_frame(g)->kind, FR_ROUND);
    /* With a Conspirator agent on it too. */
    own_court_card(game, 1, deck_guild(g), 1);
    g->pl[0].agents_supply--;
    g->court_agents[1][0] = 1;
    game_bump(game);
    t_log log = {0};
    game->log = t_keep_line;
    game->log_ud = &log;
    secure_court_place(g, 1, 1);
    game_bump(game);
    assert_int_equal(top_frame(g)->card, CARD_F2305);
    assert_int_equal(n_legal(game), 2 * 4 + 1);
    t_assert_reloads(game, "a guess pending");
    refused(game, cm(0, CARD_F2305, S_GUESS, a, 1, 0));
    /* Wrong: stays face down, the Conspirator advances 1, everyone knows. */
    apply_ok(game, cm(1, CARD_F2305, S_GUESS, a, 2, 0));
    g = t_state(game);
    assert_int_equal(where(g, a), ARCS_TYCOON + 1);
    assert_int_equal(objective_space(g, 0), 5);
    assert_int_equal(consp_excluded(g, a), 1u << 2);
    assert_true(t_logged(&log, "wrong, it stays face down."));
    /* Correct: it returns. */
    own_court_card(game, 2, deck_guild(g), 1);
    g->pl[0].agents_supply--;
    g->court_agents[1][0] = 1;
    game_bump(game);
    secure_court_place(g, 2, 1);
    game_bump(game);
    apply_ok(game, cm(2, CARD_F2305, S_GUESS, b, 3, 0));
    g = t_state(game);
    assert_int_equal(where(g, b), 0);
    assert_int_equal(objective_space(g, 0), 5);
    assert_true(t_logged(&log, "correct, it returns to Player 1."));
    /* The Conspirator's own secure: no guess. */
    own_court_card(game, 0, deck_guild(g), 1);
    secure_court_place(g, 0, 1);
    game_bump(game);
    assert_int_not_equal(top_frame(g)->card, CARD_F2305);
    game->log = NULL;
    arcs_game_free(game);
}

/* faq.csv Commonwealth Ambition Q2: "If I place a Conspiracy marker with
 * Conspiracies, can I still place a Commonwealth ambition marker on it?
 * Yes, as you still declared an ambition". The Conspirator as the Founder
 * of the Commonwealth (F213 moved to p0's play area, the marker on the
 * Fate card): the declaration offers the Commonwealth marker on the box
 * that holds the Conspiracy. */
static void commonwealth_marker_on_conspiracy(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int holder = -1;
    for (int q = 0; q < g->num_players; q++)
        if (t_in_play_area(g, q, CARD_F213)) holder = q;
    if (holder < 0) skip();
    play_area_remove(g, holder, CARD_F213);
    play_area_add(g, 0, CARD_F213);
    *commonwealth_marker(g) = CW_ON_FATE;
    game_bump(game);
    declare_ambition(g, 0, ARCS_TYRANT, false);
    game_bump(game);
    /* The declaration's decisions, last pushed first: the Commonwealth
     * marker (the event), Farseers (after the declaration), the Conspiracy. */
    apply_ok(game, cm(0, CARD_F213, 0, ARCS_TYRANT, 0, 0));
    farseers_done(game);
    apply_ok(game, cm(0, CARD_F2303, S_CONSPIRE, 0, 0, 0));
    g = t_state(game);
    assert_int_equal(*commonwealth_marker(g), CW_IN_BOX + ARCS_TYRANT);
    assert_int_equal(where(g, 0), ARCS_TYRANT + 1);
    arcs_game_free(game);
}

/* ------------------------------------------------------------ Hidden */

/* Two tables alike but for the colours of two face-down Conspiracies (and
 * of the supply): every Rival's and the public observation are
 * byte-identical, the Conspirator's differ; the placement's log lines are
 * the same words. */
static void colours_hidden(void **state) {
    (void)state;
    arcs_game *x = table(), *y = table();
    t_log lx = {0}, ly = {0};
    x->log = t_keep_line, x->log_ud = &lx;
    y->log = t_keep_line, y->log_ud = &ly;
    put(x, 0, ARCS_TYCOON), put(x, 1, ARCS_WARLORD);
    put(y, 3, ARCS_TYCOON), put(y, 2, ARCS_WARLORD);
    assert_int_equal(lx.n, ly.n);
    for (int i = 0; i < lx.n; i++) assert_string_equal(lx.text[i], ly.text[i]);
    t_assert_same_observation(x, y, 1);
    t_assert_same_observation(x, y, 2);
    t_assert_same_observation(x, y, -1);
    unsigned char ox[1 << 16], oy[1 << 16];
    size_t nx = 0, ny = 0;
    assert_int_equal(arcs_observation(x, 0, ox, sizeof ox, &nx), ARCS_OK);
    assert_int_equal(arcs_observation(y, 0, oy, sizeof oy, &ny), ARCS_OK);
    assert_true(nx != ny || memcmp(ox, oy, nx));
    x->log = y->log = NULL;
    arcs_game_free(x);
    arcs_game_free(y);
}

/* determinize: a Rival's worlds re-deal the colours (2 of each, the
 * public exclusions kept: a wrong guess, a token revealed), and differ from
 * the real deal in some seed; the Conspirator's keep every colour; the
 * observation of the viewer stays byte-identical. */
static void determinize_redeals_colours(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    int a = put(game, 1, ARCS_TYCOON);
    put(game, 2, ARCS_WARLORD);
    consp_exclude(g, a, 0);
    consp_exclude(g, a, 3);
    game_bump(game);
    unsigned char obs[1 << 16];
    size_t len = 0;
    bool differs = false;
    for (int viewer = -1; viewer < 3; viewer++) {
        assert_int_equal(arcs_observation(game, viewer, obs, sizeof obs, &len), ARCS_OK);
        for (uint64_t seed = 1; seed <= 16; seed++) {
            arcs_game *copy = determinized(game, viewer, seed, obs, len);
            const game_state *c = &copy->s;
            for (int k = 0; k < CONSP_COLOURS; k++) {
                int n = 0;
                for (int i = 0; i < CONSPIRACIES; i++) n += colour(c, i) == k;
                assert_int_equal(n, 2);
            }
            assert_true(colour(c, a) == 1 || colour(c, a) == 2);
            for (int i = 0; i < CONSPIRACIES; i++) {
                assert_int_equal(where(c, i), where(g, i));
                if (viewer == 0) assert_int_equal(colour(c, i), colour(g, i));
                else differs |= colour(c, i) != colour(g, i);
            }
            arcs_game_free(copy);
        }
    }
    assert_true(differs);
    arcs_game_free(game);
}

/* The data refuses withheld colours (an observation's) and a deal that is
 * not 2 per colour. */
static void data_checks(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    const card_data_def *d = card_def_of(CARD_F2303)->data;
    uint8_t out[CARD_DATA_WIRE_MAX];
    size_t n = d->encode(g, 1, out);
    char why[120];
    assert_false(d->decode(g, out, n, why, sizeof why));
    assert_non_null(strstr(why, "withheld"));
    CONSPIRACY_DATA(g)->colour[0] ^= 1;
    assert_false(d->invariants(g, why, sizeof why));
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(conspirator3_setup),
        cmocka_unit_test(setup_resettle_step),
        cmocka_unit_test(farseers_reprint),
        cmocka_unit_test(declare_places_conspiracy),
        cmocka_unit_test(no_conspiracy_no_declaration),
        cmocka_unit_test(secure_refills_with_guild),
        cmocka_unit_test(scoring_conspiracies),
        cmocka_unit_test(marker_moves_away),
        cmocka_unit_test(final_objective_win),
        cmocka_unit_test(foiling_conspiracies),
        cmocka_unit_test(commonwealth_marker_on_conspiracy),
        cmocka_unit_test(colours_hidden),
        cmocka_unit_test(determinize_redeals_colours),
        cmocka_unit_test(data_checks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
