/*
 * Act III of the Advocate (lib/cards/campaign/fates/advocate/): its Setup
 * side (F423A), the two grand ambitions of its Act III objective (F423B),
 * Guild Loyalty (F424), Guild Supremacy (F425, F426), and the cards its
 * Act II Resolution adds: Guild Fair (F416), the Guildmasters (F417-F421)
 * and Guilds Withdraw (F422); bad input refused with the game unchanged.
 * faq.csv has no ruling on these cards. Games are real Act III games
 * (tests/act2_fixture.h t_act3_started), then shaped by hand.
 */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>

#include "act2_fixture.h"
#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "core/game.h"

static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

/* The Advocate (p0), the Founder and the Magnate (players of them), each keeping their A Fate
 * through both Acts unless bit p of `failed2` (then a C Fate); at Act
 * III's first lead. No Guild cards held, no agents on Court cards. */
static arcs_game *act3_players(int players, uint64_t seed, unsigned failed2) {
    t_fates f = {.a = {CARD_FATE04, CARD_FATE02, CARD_FATE03}, .completed1 = 7u, .completed2 = 7u & ~failed2,
                 .c = {CARD_FATE17, CARD_FATE18, CARD_FATE19}};
    arcs_game *game = t_act3_started(players, seed, &f, ARCS_CHANCE_INTERNAL);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    game_state *g = t_state(game);
    assert_int_equal(g->camp.act, 3);
    for (int p = 0; p < players; p++)
        for (int i = g->pl[p].guild_count - 1; i >= 0; i--)
            if (card_table[g->pl[p].guild[i]].kind == CK_GUILD) court_discard(g, remove_held(g, p, i));
    for (int pos = 0; pos < g->court_row_len; pos++)
        for (int q = 0; q < players; q++) {
            g->pl[q].agents_supply = (uint8_t)(g->pl[q].agents_supply + g->court_agents[pos][q]);
            g->court_agents[pos][q] = 0;
        }
    game_bump(game);
    return game;
}

static arcs_game *act3_game(uint64_t seed, unsigned failed2) { return act3_players(3, seed, failed2); }
static arcs_game *advocate_act3(uint64_t seed) { return act3_game(seed, 0); }

/* A card of the game (Court deck, discard pile, row or held) to p. */
static void hold(arcs_game *game, int p, int card) {
    game_state *g = t_state(game);
    t_take_out_court_card(g, card);
    give_held(g, p, card);
    game_bump(game);
}

static int top_kind(const arcs_game *game) { return top_frame_c(&game->s)->kind; }

static bool in_booklet(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

/* n agents of p on Court row place pos (from p's supply). */
static void agents_on(game_state *g, int p, int pos, int n) {
    g->court_agents[pos][p] = (uint8_t)(g->court_agents[pos][p] + n);
    g->pl[p].agents_supply = (uint8_t)(g->pl[p].agents_supply - n);
}

/* ---------------------------------------------------------------- Setup */

/* ARCS-F423A: Guild Loyalty in the Advocate's play area, Guild Supremacy
 * (F425) in the rules booklet; the reminder copy (F426) is no source; the
 * Act III objective card in the play area. The Act II Resolution
 * (completed) put Guild Fair and the Guildmasters in the Court deck and
 * scrapped Guilds Withdraw. */
static void act3_setup(void **state) {
    (void)state;
    arcs_game *game = advocate_act3(21);
    const game_state *g = &game->s;
    assert_false(blank_act3(CARD_F423A));
    assert_true(t_in_play_area(g, 0, CARD_F424));
    assert_true(t_in_play_area(g, 0, CARD_F423B));
    assert_false(t_in_play_area(g, 1, CARD_F424));
    assert_true(in_booklet(g, CARD_F425));
    assert_false(in_booklet(g, CARD_F426));
    assert_ptr_equal(card_def_of(CARD_F426), card_def_of(CARD_F425));
    for (int c = CARD_F416; c <= CARD_F421; c++) assert_true(fate_card_in_play(g, c));
    assert_true(card_scrapped(g, CARD_F422));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ------------------------------------------------------ Grand ambitions */

/* The Court row: the Council, then Guild (1) or Vox (0) cards by `guild`
 * (bit i: row place 1 + i), nothing attached. */
static void court_of(arcs_game *game, unsigned guild) {
    static const int GUILD[] = {CARD_CC01, CARD_CC03, CARD_CC05, CARD_CC07};
    static const int VOX[] = {CARD_CC11, CARD_CC12, CARD_CC14, CARD_CC15};
    game_state *g = t_state(game);
    for (int pos = 1; pos < g->court_row_len; pos++)
        t_court_card_at(game, (guild >> (pos - 1) & 1u) ? GUILD[pos - 1] : VOX[pos - 1], pos);
    for (int pos = 0; pos < g->court_row_len; pos++)
        for (int k = 0; k < ATTACHED_MAX; k++) assert_int_equal(g->camp.attached[pos][k], NO_COURT_CARD);
    game_bump(game);
}

/* Replace the decisions with the end of chapter `chapter` (no ambition
 * declared: the grand ambitions alone score) and run it, the log kept. */
static void end_chapter_now(arcs_game *game, int chapter, t_log *log) {
    game_state *g = t_state(game);
    log->n = 0;
    game->log = t_keep_line;
    game->log_ud = log;
    while (g->depth) pop_frame(g);
    for (int m = 0; m < 3; m++) g->marker_box[m] = 0xFF;
    g->chapter = (uint8_t)chapter;
    chapter_end_begin(g);
    run_forward(g);
    game_bump(game);
}

static int grand(const game_state *g) { return card_def_of(CARD_F423B)->grand_ambitions(g, 0, CARD_F423B); }

/* "Have more different suits of Guild cards than the current Chapter":
 * chapter 2, three suits fulfil it, two (three cards) do not; lore and
 * Protected cards: Protected ones count by their suit. Scored at the
 * chapter's end by the chapter track: one grand ambition at the end of
 * chapter 2 is 3 Power. */
static void grand_ambition_suits(void **state) {
    (void)state;
    arcs_game *game = advocate_act3(22);
    game_state *g = t_state(game);
    court_of(game, 0);
    g->chapter = 2;
    hold(game, 0, CARD_CC01); /* Material */
    hold(game, 0, CARD_CC02); /* Material */
    hold(game, 0, CARD_CC05); /* Weapon */
    assert_int_equal(grand(g), 0);
    int power = g->pl[0].power;
    campaign_score_grand_ambitions(g);
    assert_int_equal(g->pl[0].power, power);
    hold(game, 0, CARD_F402); /* Guild Investigators: Psionic, Protected */
    assert_int_equal(grand(g), 1);
    /* Chapter 3: three suits are not more. */
    g->chapter = 3;
    assert_int_equal(grand(g), 0);
    /* The end of chapter 2: +3 Power, named in the log. */
    static t_log log;
    end_chapter_now(game, 2, &log);
    assert_int_equal(g->pl[0].power, power + 3);
    assert_true(t_logged(&log, "Chapter 2: Player 1 fulfilled the first grand ambition of Advocate Act III Objective: +3 Power."));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "Guild cards make up more than half of the Court", attached cards
 * counted: the card's example (the Council, 3 cards, 2 attached: 4 Guild
 * cards needed) fulfilled with 4 and not with 3; with nothing attached, 2
 * Guild cards of 4 cards are not more than half, 3 are. Both grand
 * ambitions in chapter 1: 4 Power. Two players: the Council and 3 cards. */
static void grand_ambition_court(void **state) {
    (void)state;
    arcs_game *game = act3_players(2, 23, 0);
    game_state *g = t_state(game);
    assert_int_equal(g->court_row_len, 4);
    court_of(game, 3u);                     /* 2 Guild cards of 4 */
    assert_int_equal(grand(g) & 2, 0);
    court_of(game, 7u); /* 3 of 4 */
    assert_int_equal(grand(g) & 2, 2);
    /* The example: Guild, Guild, Vox in the row, 2 attached. */
    court_of(game, 3u);
    t_take_out_court_card(g, CARD_CC08);
    attach_card(g, CARD_CC08, 1, false);
    t_take_out_court_card(g, CARD_CC13);
    attach_card(g, CARD_CC13, 2, false);
    game_bump(game);
    assert_int_equal(grand(g) & 2, 0); /* 3 Guild cards of 6 */
    attach_remove(g, CARD_CC13);
    court_discard(g, CARD_CC13);
    t_take_out_court_card(g, CARD_CC10);
    attach_card(g, CARD_CC10, 2, false);
    game_bump(game);
    assert_int_equal(grand(g) & 2, 2); /* 4 of 6 */
    /* Both, chapter 1. */
    g->chapter = 1;
    hold(game, 0, CARD_CC02);
    hold(game, 0, CARD_CC04);
    assert_int_equal(grand(g), 3);
    int power = g->pl[0].power;
    static t_log log;
    end_chapter_now(game, 1, &log);
    assert_int_equal(g->pl[0].power, power + 4);
    assert_true(t_logged(&log, "Chapter 1: Player 1 fulfilled both grand ambitions of Advocate Act III Objective: +4 Power."));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ------------------------------------------------------ Guild Supremacy */

/* "When scoring, Guild cards count twice": a Psionic Guild card counts 2
 * toward Empath, a Psionic resource 1; for every player; out of the
 * booklet, once. */
static void guild_supremacy(void **state) {
    (void)state;
    arcs_game *game = advocate_act3(24);
    game_state *g = t_state(game);
    for (int p = 0; p < 3; p++)
        for (int i = 0; i < RES_SLOTS_MAX; i++)
            if ((unsigned)(g->pl[p].res[i] - 1) < NUM_RES) {
                g->res_supply[g->pl[p].res[i] - 1]++;
                g->pl[p].res[i] = RES_EMPTY;
            }
    hold(game, 1, CARD_CC07); /* Psionic */
    t_give_resource(game, 1, 0, ARCS_PSIONIC);
    hold(game, 2, CARD_CC01); /* Material */
    assert_int_equal(ambition_count(g, 1, ARCS_EMPATH), 3);
    assert_int_equal(ambition_count(g, 2, ARCS_TYCOON), 2);
    assert_int_equal(ambition_count(g, 2, ARCS_EMPATH), 0);
    booklet_remove(g, CARD_F425);
    game_bump(game);
    assert_int_equal(ambition_count(g, 1, ARCS_EMPATH), 2);
    assert_int_equal(ambition_count(g, 2, ARCS_TYCOON), 1);
    arcs_game_free(game);
}

/* -------------------------------------------------------- Guild Loyalty */

/* "When you Provoke Outrage, you do not bury Guild cards": the Advocate
 * keeps their Material Guild cards (the resources go, the Outrage is
 * placed); a Rival without it loses theirs to the Court discard pile. */
static void guild_loyalty(void **state) {
    (void)state;
    arcs_game *game = advocate_act3(25);
    game_state *g = t_state(game);
    hold(game, 0, CARD_CC01); /* Material */
    hold(game, 1, CARD_CC02); /* Material */
    hold(game, 1, CARD_CC03); /* Fuel: not Outraged */
    provoke_outrage(g, 0, ARCS_MATERIAL);
    provoke_outrage(g, 1, ARCS_MATERIAL);
    game_bump(game);
    assert_true(held_index(g, 0, CARD_CC01) >= 0);
    assert_true(g->pl[0].outrage >> ARCS_MATERIAL & 1u);
    assert_int_equal(held_index(g, 1, CARD_CC02), -1);
    assert_true(held_index(g, 1, CARD_CC03) >= 0);
    assert_int_equal(court_discard_pile(g)[g->court_discard_len - 1], CARD_CC02);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---------------------------------------------------------- Guildmasters */

/* "When you declare the Tycoon ambition, you may steal a Material Guild
 * card": declaring Tycoon offers the Rivals' Material cards (not Fuel
 * ones, not Protected ones) and "decline"; declaring Warlord offers
 * nothing. */
static void guildmasters(void **state) {
    (void)state;
    arcs_game *game = advocate_act3(26);
    game_state *g = t_state(game);
    hold(game, 2, CARD_F417); /* the Magnate holds Material Guildmasters */
    hold(game, 0, CARD_CC01); /* Material */
    hold(game, 1, CARD_CC02); /* Material */
    hold(game, 1, CARD_CC03); /* Fuel */
    for (int m = 0; m < 3; m++) g->marker_box[m] = 0xFF;
    t_start_lead_turn(game, 2, t_card(ARCS_CONSTRUCTION, 4));
    declare_ambition(g, 2, ARCS_WARLORD, false);
    game_bump(game);
    assert_int_not_equal(top_kind(game), FR_CARD);
    declare_ambition(g, 2, ARCS_TYCOON, false);
    game_bump(game);
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(g)->card, CARD_F417);
    assert_int_equal(t_count_legal(game, "p2 card guildmasters steal"), 2);
    assert_true(t_is_legal(game, "p2 card guildmasters steal p1 0"));
    assert_true(t_is_legal(game, "p2 card guildmasters steal p0 0"));
    assert_true(t_is_legal(game, "p2 decline"));
    t_refused_unchanged(game, "p2 card guildmasters steal p1 1");
    t_refused_unchanged(game, "p1 card guildmasters steal p0 0");
    t_arc_round_trip(game, "the Guildmasters' steal");
    t_assert_texts_round_trip(game);
    ok(game, "p2 card guildmasters steal p1 0");
    assert_true(held_index(g, 2, CARD_CC02) >= 0);
    assert_int_equal(held_index(g, 1, CARD_CC02), -1);
    t_assert_invariants(game);
    arcs_game_free(game);

    /* Psionic Guildmasters (one def for the five) with Empath: the
     * Protected Psionic card is not offered; declined. */
    game = advocate_act3(26);
    g = t_state(game);
    assert_ptr_equal(card_def_of(CARD_F421), card_def_of(CARD_F417));
    hold(game, 0, CARD_F421);
    hold(game, 1, CARD_CC07); /* Psionic */
    hold(game, 1, CARD_F402); /* Guild Investigators: Psionic, Protected */
    for (int m = 0; m < 3; m++) g->marker_box[m] = 0xFF;
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
    declare_ambition(g, 0, ARCS_EMPATH, false);
    game_bump(game);
    assert_int_equal(t_count_legal(game, "p0 card guildmasters@F421 steal"), 1);
    assert_true(t_is_legal(game, "p0 card guildmasters@F421 steal p1 0"));
    ok(game, "p0 decline");
    assert_true(held_index(g, 1, CARD_CC07) >= 0);
    assert_int_not_equal(top_kind(game), FR_CARD);
    arcs_game_free(game);
}

/* ------------------------------------------------------------ Guild Fair */

/* Guild Fair in row place 1, Guild cards in places 2 and 3. */
static arcs_game *fair_game(uint64_t seed) {
    arcs_game *game = advocate_act3(seed);
    game_state *g = t_state(game);
    t_court_card_at(game, CARD_F416, 1);
    t_court_card_at(game, CARD_CC01, 2);
    t_court_card_at(game, CARD_CC05, 3);
    game_bump(game);
    assert_int_equal(g->court_row[1], CARD_F416);
    return game;
}

/* "Crisis: Players secure all Guild cards that they currently can. Bury
 * this card.": p1 (2 agents) secures place 2 over p2 (1, captured); a tie
 * on place 3 secures nothing; Guild Fair is buried. */
static void guild_fair_crisis(void **state) {
    (void)state;
    arcs_game *game = fair_game(27);
    game_state *g = t_state(game);
    agents_on(g, 1, 2, 2);
    agents_on(g, 2, 2, 1);
    agents_on(g, 0, 3, 1);
    agents_on(g, 2, 3, 1);
    int supply1 = g->pl[1].agents_supply;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    cards_crisis(g, CARD_F416, 1);
    run_forward(g);
    game_bump(game);
    assert_true(held_index(g, 1, CARD_CC01) >= 0);
    assert_int_equal(g->pl[1].agents_supply, supply1 + 2);
    assert_int_equal(g->pl[1].captives[2], 1);
    assert_int_equal(g->court_row[3], CARD_CC05);
    assert_int_equal(g->court_agents[3][0], 1);
    assert_int_equal(court_deck_pile(g)[0], CARD_F416);
    assert_int_not_equal(g->court_row[1], CARD_F416);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "When Secured: Return all Rival agents from Guild cards in the Court.
 * Secure all Guild cards that you currently can. Bury this card.": p0
 * secures Guild Fair; p1's agents on places 2 and 3 go home; p0 secures
 * place 2 (their agent), not place 3 (none). */
static void guild_fair_secured(void **state) {
    (void)state;
    arcs_game *game = fair_game(28);
    game_state *g = t_state(game);
    agents_on(g, 0, 1, 1);
    agents_on(g, 0, 2, 1);
    agents_on(g, 1, 2, 2);
    agents_on(g, 1, 3, 1);
    int supply1 = g->pl[1].agents_supply;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action secure");
    ok(game, "p0 secure 1");
    assert_true(held_index(g, 0, CARD_CC01) >= 0);
    assert_int_equal(held_index(g, 0, CARD_CC05), -1);
    assert_int_equal(g->court_row[3], CARD_CC05);
    assert_int_equal(g->pl[1].agents_supply, supply1 + 3);
    assert_int_equal(g->pl[0].captives[1], 0);
    assert_int_equal(court_deck_pile(g)[0], CARD_F416);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ------------------------------------------------------- Guilds Withdraw */

/* The Advocate failed Act II (a C Fate now): Guilds Withdraw in the Court
 * deck; into row place 1. */
static arcs_game *withdraw_game(uint64_t seed) {
    arcs_game *game = act3_game(seed, 1u);
    game_state *g = t_state(game);
    assert_false(card_scrapped(g, CARD_F422));
    t_court_card_at(game, CARD_F422, 1);
    hold(game, 0, CARD_CC01);
    hold(game, 0, CARD_CC05);
    hold(game, 1, CARD_F403); /* Protected: never buried */
    hold(game, 2, CARD_CC07);
    return game;
}

/* "Crisis: If a hex or arrow was rolled, each player in turn order must
 * bury 1 Guild card. Bury this card.": a hex: p0 chooses (a card not
 * theirs, past their two, refused), p1 has only a Protected card, p2 has one; a crescent:
 * nothing but the card buried. */
static void guilds_withdraw_crisis(void **state) {
    (void)state;
    arcs_game *game = withdraw_game(29);
    game_state *g = t_state(game);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    g->initiative = 0;
    g->camp.event_die = 3; /* hex */
    assert_true(symbol_rolled(g, SYS_HEX));
    cards_crisis(g, CARD_F422, 1);
    run_forward(g);
    game_bump(game);
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(g)->player, 0);
    assert_int_equal(t_count_legal(game, "p0 card guilds-withdraw bury"), 2);
    t_refused_unchanged(game, "p0 card guilds-withdraw bury 2");
    t_arc_round_trip(game, "Guilds Withdraw's bury");
    t_assert_texts_round_trip(game);
    ok(game, "p0 card guilds-withdraw bury 1");
    assert_int_equal(top_frame_c(g)->player, 2);
    assert_int_equal(t_count_legal(game, "p2 card guilds-withdraw bury"), 1);
    ok(game, "p2 card guilds-withdraw bury 0");
    assert_true(held_index(g, 1, CARD_F403) >= 0);
    assert_true(held_index(g, 0, CARD_CC01) >= 0);
    /* The card last: Guilds Withdraw at the bottom, then Lattice Spies,
     * then Skirmishers. */
    assert_int_equal(court_deck_pile(g)[0], CARD_F422);
    assert_int_equal(court_deck_pile(g)[1], CARD_CC07);
    assert_int_equal(court_deck_pile(g)[2], CARD_CC05);
    assert_int_not_equal(g->court_row[1], CARD_F422);
    t_assert_invariants(game);
    arcs_game_free(game);

    game = withdraw_game(29);
    g = t_state(game);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    g->camp.event_die = 2; /* crescent */
    cards_crisis(g, CARD_F422, 1);
    run_forward(g);
    game_bump(game);
    assert_int_not_equal(top_kind(game), FR_CARD);
    assert_int_equal(g->pl[0].guild_count, 2);
    assert_int_equal(court_deck_pile(g)[0], CARD_F422);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "When Secured: Each Rival must bury 1 Guild card. Bury this card.": p1
 * secures it; p0 (two cards) chooses, p1 is not asked, p2 buries its
 * only one. */
static void guilds_withdraw_secured(void **state) {
    (void)state;
    arcs_game *game = withdraw_game(30);
    game_state *g = t_state(game);
    hold(game, 1, CARD_CC02);
    agents_on(g, 1, 1, 1);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    g->initiative = 1;
    ok(game, "p1 action secure");
    ok(game, "p1 secure 1");
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(g)->player, 2);
    ok(game, "p2 card guilds-withdraw bury 0");
    assert_int_equal(top_frame_c(g)->player, 0);
    t_refused_unchanged(game, "p1 card guilds-withdraw bury 1");
    ok(game, "p0 card guilds-withdraw bury 0");
    assert_true(held_index(g, 1, CARD_CC02) >= 0);
    assert_int_equal(g->pl[0].guild_count, 1);
    assert_int_equal(court_deck_pile(g)[0], CARD_F422);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Hidden information: the cards Guilds Withdraw buries are seen going to
 * the bottom of the Court deck; a determinized world of any viewer keeps
 * them there, in that order, and shows the same observation. */
static void guilds_withdraw_determinized(void **state) {
    (void)state;
    arcs_game *game = withdraw_game(31);
    game_state *g = t_state(game);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    g->initiative = 0;
    g->camp.event_die = 1; /* arrow */
    cards_crisis(g, CARD_F422, 1);
    run_forward(g);
    game_bump(game);
    ok(game, "p0 card guilds-withdraw bury 0");
    ok(game, "p2 card guilds-withdraw bury 0");
    assert_int_equal(court_deck_pile(g)[2], CARD_CC01);
    static unsigned char before[ARCS_STATE_BYTES_MAX];
    for (int viewer = 0; viewer < 3; viewer++) {
        size_t lb = 0;
        assert_int_equal(arcs_observation(game, viewer, before, sizeof before, &lb), ARCS_OK);
        for (uint64_t seed = 1; seed <= 5; seed++) {
            arcs_game *world = determinized(game, viewer, seed + 10u * (uint64_t)viewer, before, lb);
            const game_state *w = &world->s;
            assert_int_equal(court_deck_pile(w)[0], CARD_F422);
            assert_int_equal(court_deck_pile(w)[1], CARD_CC07);
            assert_int_equal(court_deck_pile(w)[2], CARD_CC01);
            t_assert_invariants(world);
            arcs_game_free(world);
        }
    }
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(act3_setup),
        cmocka_unit_test(grand_ambition_suits),
        cmocka_unit_test(grand_ambition_court),
        cmocka_unit_test(guild_supremacy),
        cmocka_unit_test(guild_loyalty),
        cmocka_unit_test(guildmasters),
        cmocka_unit_test(guild_fair_crisis),
        cmocka_unit_test(guild_fair_secured),
        cmocka_unit_test(guilds_withdraw_crisis),
        cmocka_unit_test(guilds_withdraw_secured),
        cmocka_unit_test(guilds_withdraw_determinized),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
