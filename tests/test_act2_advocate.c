/*
 * Act II of the Advocate (lib/cards/campaign/fates/advocate/): its Setup,
 * Objective and Resolution, the Liaisons (F405-F409), Diplomatic Fiasco
 * (F410, CC13's text), Guild Struggle (F411) and Advocate's Demand (F413),
 * with the faq.csv ruling on Advocate's Demand, bad input refused with the
 * game unchanged. Games are real Act II games (tests/act2_fixture.h: Act I,
 * the Intermission, Act II Setup), then shaped by hand.
 */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>

#include "act2_fixture.h"
#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign/trust.h"
#include "campaign_fixture.h"
#include "core/game.h"

static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

/* The Advocate (p0), the Founder and the Magnate in Act I, each keeping
 * their A Fate if they completed it (bit p of completed; the two others
 * play a blank Act II); at Act II's first lead. No Guild cards held, no
 * agents on Court cards. */
static arcs_game *act2_game(uint64_t seed, unsigned completed) {
    const int fates[3] = {CARD_FATE04, CARD_FATE02, CARD_FATE03};
    arcs_game *game = t_act2_started(3, seed, fates, completed, ARCS_CHANCE_INTERNAL);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    game_state *g = t_state(game);
    assert_int_equal(g->camp.act, 2);
    assert_int_equal(g->camp.fate[0] == CARD_FATE04, completed & 1u);
    for (int p = 0; p < 3; p++)
        for (int i = g->pl[p].guild_count - 1; i >= 0; i--)
            if (card_table[g->pl[p].guild[i]].kind == CK_GUILD) court_discard(g, remove_held(g, p, i));
    for (int pos = 0; pos < g->court_row_len; pos++)
        for (int q = 0; q < 3; q++) {
            g->pl[q].agents_supply = (uint8_t)(g->pl[q].agents_supply + g->court_agents[pos][q]);
            g->court_agents[pos][q] = 0;
        }
    game_bump(game);
    return game;
}

/* The Advocate (p0) in Act II. */
static arcs_game *advocate_act2(uint64_t seed) { return act2_game(seed, 7u); }

/* p's resource slots emptied (the tokens back to the supply). */
static void empty_slots(game_state *g, int p) {
    for (int i = 0; i < RES_SLOTS; i++)
        if ((unsigned)(g->pl[p].res[i] - 1) < NUM_RES) {
            g->res_supply[g->pl[p].res[i] - 1]++;
            g->pl[p].res[i] = RES_EMPTY;
        }
}

/* A card of the game (Court deck, discard pile, row or held) to p. */
static void hold(arcs_game *game, int p, int card) {
    game_state *g = t_state(game);
    t_take_out_court_card(g, card);
    give_held(g, p, card);
    game_bump(game);
}

/* A card of the game into Court row place pos; the card there is buried. */
static void into_court(arcs_game *game, int card, int pos) {
    game_state *g = t_state(game);
    t_take_out_court_card(g, card);
    int old = g->court_row[pos];
    g->court_row[pos] = (uint16_t)card;
    court_bury(g, old);
    cards_court_row_changed(g, old);
    cards_court_row_changed(g, card);
    game_bump(game);
}

static int top_kind(const arcs_game *game) { return top_frame_c(&game->s)->kind; }

static void assert_refused_unchanged(arcs_game *game, const char *text) {
    static game_state before;
    before = game->s;
    assert_int_not_equal(t_apply_str(game, text), ARCS_OK);
    assert_memory_equal(&before, &game->s, sizeof before);
}

static bool in_booklet(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

static bool in_deck(const game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == card) return true;
    return false;
}

static int resources(const game_state *g, int p, int r) {
    int n = 0;
    for (int i = 0; i < RES_SLOTS_MAX; i++) n += g->pl[p].res[i] == r + 1;
    return n;
}

/* ---------------------------------------------------------------- Setup */

/* ARCS-F412A: Advocate's Demand and Guild Negotiations in the rules
 * booklet; the Act II marker on 12 (components.md §9.5); the Act I
 * Resolution (completed) put Guild Overseers, the Liaisons and Diplomatic
 * Fiasco in the Court deck and scrapped Guild Struggle. */
static void act2_setup(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE04, CARD_FATE02, CARD_FATE03};
    arcs_game *game = t_act2_started(3, 11, fates, 7u, ARCS_CHANCE_INTERNAL);
    const game_state *g = &game->s;
    assert_false(blank_act2(CARD_F412A));
    assert_true(in_booklet(g, CARD_F413));
    assert_true(in_booklet(g, CARD_F414));
    assert_int_equal(objective_space(g, 0), 12);
    for (int c = CARD_F405; c <= CARD_F410; c++) assert_true(fate_card_in_play(g, c));
    assert_true(card_scrapped(g, CARD_F411));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ------------------------------------------------------------ Objective */

/* ARCS-F412B at the end of a chapter: +1 per suit of the Advocate's Guild
 * cards (two Material cards are one suit), +1 per Rival with fewer Guild
 * cards (a tie is not "more"). */
static void act2_objective(void **state) {
    (void)state;
    arcs_game *game = advocate_act2(12);
    game_state *g = t_state(game);
    assert_int_equal(card_table[CARD_F405].suit, ARCS_MATERIAL);
    assert_int_equal(card_table[CARD_F407].suit, ARCS_WEAPON);
    assert_int_equal(card_table[CARD_CC02].suit, ARCS_MATERIAL);
    hold(game, 0, CARD_F405);
    hold(game, 0, CARD_CC02);
    hold(game, 0, CARD_F407);
    hold(game, 1, CARD_CC05);
    hold(game, 1, CARD_CC07);
    hold(game, 1, CARD_CC09);
    hold(game, 2, CARD_CC08);
    /* 2 suits; more cards than p2 (1), as many as p1 (3). */
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, g->chapter, 0);
    assert_int_equal(objective_space(g, 0), 12 - 2 - 1);
    /* p1 lost one: now more than both. */
    court_discard(g, remove_held(g, 1, held_index(g, 1, CARD_CC09)));
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, g->chapter, 0);
    assert_int_equal(objective_space(g, 0), 9 - 2 - 2);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* -------------------------------------------------------------- Liaisons */

/* A round led by p2 with Mobilization-4; p0 follows (Copies with
 * Construction-3). */
static void copy_round(arcs_game *game, const char *how) {
    uint32_t hands[3] = {1u << t_card(ARCS_CONSTRUCTION, 3), 1u << t_card(ARCS_AGGRESSION, 2),
                         1u << t_card(ARCS_MOBILIZATION, 4)};
    t_begin_round(game, 2, hands);
    lead(game, "p2 lead Mobilization-4");
    ok(game, "p2 end-turn");
    ok(game, how);
    if (top_kind(game) == FR_SEIZE) ok(game, "p0 no-seize");
}

/* "When you Copy to influence, you may gain 1 Psionic": the choice comes
 * as the Copied action begins; "decline" gains nothing; a Pivot or a
 * resource spent is no Copy. */
static void liaisons_copy(void **state) {
    (void)state;
    arcs_game *game = advocate_act2(13);
    game_state *g = t_state(game);
    hold(game, 0, CARD_F409); /* Psionic Liaisons */
    empty_slots(g, 0);
    game_bump(game);
    copy_round(game, "p0 copy Construction-3");
    ok(game, "p0 action influence");
    /* The influence first (its decision on top; saved and loaded there),
     * then the choice. */
    assert_int_equal(top_kind(game), FR_INFLUENCE);
    t_arc_round_trip(game, "a Copied influence with Liaisons");
    assert_false(t_is_legal(game, "p0 card liaisons@F409 gain"));
    assert_true(t_apply_prefix(game, "p0 influence "));
    assert_int_equal(top_kind(game), FR_CARD);
    t_arc_round_trip(game, "the Liaisons' choice");
    assert_true(t_is_legal(game, "p0 card liaisons@F409 gain"));
    assert_true(t_is_legal(game, "p0 decline"));
    assert_refused_unchanged(game, "p2 card liaisons@F409 gain");
    t_assert_texts_round_trip(game);
    ok(game, "p0 card liaisons@F409 gain");
    /* The Psionic is placed in a slot of p0's choosing. */
    assert_int_equal(top_kind(game), FR_PLACE_RESOURCE);
    assert_int_equal(top_frame_c(g)->a, ARCS_PSIONIC);
    assert_true(t_apply_prefix(game, "p0 "));
    assert_int_equal(resources(g, 0, ARCS_PSIONIC), 1);
    arcs_game_free(game);

    /* Declined: nothing gained. */
    game = advocate_act2(13);
    g = t_state(game);
    hold(game, 0, CARD_F409);
    empty_slots(g, 0);
    copy_round(game, "p0 copy Construction-3");
    ok(game, "p0 action influence");
    assert_true(t_apply_prefix(game, "p0 influence "));
    ok(game, "p0 decline");
    assert_int_equal(resources(g, 0, ARCS_PSIONIC), 0);
    assert_int_not_equal(top_kind(game), FR_CARD);
    arcs_game_free(game);

    /* Pivot: no Copy, no choice (p0 Pivots to Mobilization). */
    game = advocate_act2(13);
    g = t_state(game);
    hold(game, 0, CARD_F409);
    uint32_t hands[3] = {1u << t_card(ARCS_MOBILIZATION, 2), 1u << t_card(ARCS_AGGRESSION, 2),
                         1u << t_card(ARCS_CONSTRUCTION, 4)};
    t_begin_round(game, 2, hands);
    lead(game, "p2 lead Construction-4");
    ok(game, "p2 end-turn");
    ok(game, "p0 pivot Mobilization-2");
    if (top_kind(game) == FR_SEIZE) ok(game, "p0 no-seize");
    ok(game, "p0 action influence");
    assert_int_not_equal(top_frame_c(g)->card, CARD_F409);
    assert_int_equal(t_count_legal(game, "p0 card liaisons@F409"), 0);
    arcs_game_free(game);
}

/* "Prelude: You may attach this to a Court card with no agents to declare
 * the Warlord ambition": not onto a card with agents (refused, the game
 * unchanged); attached, the Warlord box holds a marker, no zero marker. */
static void liaisons_prelude(void **state) {
    (void)state;
    arcs_game *game = advocate_act2(14);
    game_state *g = t_state(game);
    hold(game, 0, CARD_F407); /* Weapon Liaisons */
    for (int m = 0; m < 3; m++) g->marker_box[m] = 0xFF;
    g->court_agents[2][1] = 1;
    g->pl[1].agents_supply--;
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
    ok(game, "p0 card liaisons@F407 attach");
    assert_true(t_is_legal(game, "p0 card liaisons@F407 attach-to 1"));
    assert_refused_unchanged(game, "p0 card liaisons@F407 attach-to 2");
    t_assert_texts_round_trip(game);
    ok(game, "p0 card liaisons@F407 attach-to 1");
    assert_int_equal(attached_card(g, 1), CARD_F407);
    assert_int_equal(held_index(g, 0, CARD_F407), -1);
    int warlord = 0;
    for (int m = 0; m < 3; m++) warlord += g->marker_box[m] == ARCS_WARLORD;
    assert_int_equal(warlord, 1);
    assert_int_equal(g->zero_marker, 0);
    /* Every marker placed: no more declaring. */
    hold(game, 0, CARD_F405);
    for (int m = 0; m < 3; m++) g->marker_box[m] = ARCS_TYRANT;
    game_bump(game);
    assert_int_equal(t_count_legal(game, "p0 card liaisons attach"), 0);
    arcs_game_free(game);

    /* A Prelude action of a Guild card: Guild Overseers bars it while its
     * holder places for no declared ambition (faq.csv, Guild Overseers). */
    game = advocate_act2(14);
    g = t_state(game);
    hold(game, 0, CARD_F407);
    hold(game, 0, CARD_F403);
    for (int m = 0; m < 3; m++) g->marker_box[m] = 0xFF;
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
    assert_int_equal(t_count_legal(game, "p0 card liaisons@F407 attach"), 0);
    arcs_game_free(game);
}

/* ------------------------------------------------------ Diplomatic Fiasco */

/* F410 reprints CC13 (one def). Secured: the Rivals with more Guild cards
 * than agents in supply discard down to their agents (Protected ones
 * count, not discarded); the card is then buried. */
static void diplomatic_fiasco_reprint(void **state) {
    (void)state;
    assert_ptr_equal(card_def_of(CARD_F410), card_def_of(CARD_CC13));
    arcs_game *game = advocate_act2(15);
    game_state *g = t_state(game);
    hold(game, 1, CARD_CC05);
    hold(game, 1, CARD_CC07);
    /* p1 keeps 1 agent in supply, the others on the Court card at place 3. */
    g->court_agents[3][1] = (uint8_t)(g->pl[1].agents_supply - 1);
    g->pl[1].agents_supply = 1;
    /* F410 at place 1 with p0's agent. */
    into_court(game, CARD_F410, 1);
    g->court_agents[1][0] = 1;
    g->pl[0].agents_supply--;
    game_bump(game);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p0 action secure");
    ok(game, "p0 secure 1");
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(g)->player, 1);
    assert_true(t_is_legal(game, "p1 card diplomatic-fiasco@F410 discard 0"));
    ok(game, "p1 card diplomatic-fiasco@F410 discard 0");
    assert_int_equal(g->pl[1].guild_count, 1);
    assert_int_equal(court_deck_pile(g)[0], CARD_F410); /* buried */
    arcs_game_free(game);
}

/* faq.csv, Diplomatic Fiasco: "Do you count agents before or after
 * returning the agents that were on this card? ... the agents should be
 * returned first, then the supply counted." F410's Crisis: p1 holds 2
 * Guild cards, 1 agent in supply and 1 on the card: once it returns, 2
 * agents, nothing discarded; p2 (2 cards, 1 agent) discards 1. */
static void diplomatic_fiasco_faq_crisis(void **state) {
    (void)state;
    arcs_game *game = advocate_act2(15);
    game_state *g = t_state(game);
    hold(game, 1, CARD_CC05);
    hold(game, 1, CARD_CC07);
    hold(game, 2, CARD_CC02);
    hold(game, 2, CARD_CC08);
    int pos = 1;
    into_court(game, CARD_F410, pos);
    g->court_agents[pos][1] = 1;
    g->court_agents[3][1] = (uint8_t)(g->pl[1].agents_supply - 2);
    g->pl[1].agents_supply = 1;
    g->court_agents[3][2] = (uint8_t)(g->pl[2].agents_supply - 1);
    g->pl[2].agents_supply = 1;
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    g->initiative = 0;
    cards_crisis(g, CARD_F410, pos);
    run_forward(g);
    game_bump(game);
    assert_int_equal(g->pl[1].agents_supply, 2);
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(g)->player, 2);
    ok(game, "p2 card diplomatic-fiasco@F410 discard 0");
    assert_int_equal(g->pl[1].guild_count, 2);
    assert_int_equal(g->pl[2].guild_count, 1);
    assert_int_equal(court_deck_pile(g)[0], CARD_F410);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* --------------------------------------------------------- Guild Struggle */

/* F411's Crisis: from the initiative holder, each gives 1 Guild card to
 * the left, not the card just given; Protected cards are not given; then
 * Guild Struggle is buried. */
static void guild_struggle_crisis(void **state) {
    (void)state;
    /* The Advocate failed Act I: Guild Struggle is in the Court deck. */
    arcs_game *game = act2_game(16, 6u);
    game_state *g = t_state(game);
    assert_false(card_scrapped(g, CARD_F411));
    hold(game, 0, CARD_CC02);
    hold(game, 1, CARD_CC05);
    hold(game, 2, CARD_F403); /* Protected: never given */
    int pos = 2;
    into_court(game, CARD_F411, pos);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    cards_crisis(g, CARD_F411, pos);
    run_forward(g);
    game_bump(game);
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(g)->player, 0);
    t_assert_texts_round_trip(game);
    ok(game, "p0 card guild-struggle-crisis give construction-union@CC02");
    /* p1 holds Skirmishers and Construction Union (just given): only
     * Skirmishers may go on. */
    assert_int_equal(top_frame_c(g)->player, 1);
    assert_int_equal(t_count_legal(game, "p1 card guild-struggle-crisis give"), 1);
    assert_refused_unchanged(game, "p1 card guild-struggle-crisis give construction-union@CC02");
    ok(game, "p1 card guild-struggle-crisis give skirmishers@CC05");
    /* p2 holds Guild Overseers (Protected) and Skirmishers (just given):
     * nothing to give. */
    assert_true(held_index(g, 2, CARD_CC05) >= 0 && held_index(g, 2, CARD_F403) >= 0);
    assert_true(held_index(g, 1, CARD_CC02) >= 0);
    assert_int_equal(g->pl[0].guild_count, 0);
    assert_int_not_equal(g->court_row[pos], CARD_F411);
    assert_int_equal(court_deck_pile(g)[0], CARD_F411);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ----------------------------------------------------- Advocate's Demand */

/* Resolve the edict now (as the Edicts do) above p0's lead turn. */
static void resolve_demand(arcs_game *game) {
    game_state *g = t_state(game);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    cards_edict(g, CARD_F413);
    run_forward(g);
    game_bump(game);
}

/* The Advocate demands a Rival's Guild card of a suit they lack (one of a
 * suit they have is refused, the game unchanged); the Rival chooses: the
 * card (and 1 Favor from the Advocate) or 1 Favor to the Advocate. */
static void advocates_demand(void **state) {
    (void)state;
    arcs_game *game = advocate_act2(17);
    game_state *g = t_state(game);
    hold(game, 0, CARD_CC02); /* Material */
    hold(game, 1, CARD_CC01); /* Material: not demandable */
    hold(game, 1, CARD_CC05); /* Weapon */
    assert_int_equal(card_table[CARD_CC01].suit, ARCS_MATERIAL);
    assert_int_equal(card_table[CARD_CC05].suit, ARCS_WEAPON);
    resolve_demand(game);
    assert_int_equal(top_frame_c(g)->player, 0);
    assert_true(t_is_legal(game, "p0 card advocates-demand demand skirmishers@CC05"));
    assert_true(t_is_legal(game, "p0 decline"));
    assert_refused_unchanged(game, "p0 card advocates-demand demand mining-interest@CC01");
    assert_refused_unchanged(game, "p1 card advocates-demand demand skirmishers@CC05");
    t_assert_texts_round_trip(game);
    ok(game, "p0 card advocates-demand demand skirmishers@CC05");
    assert_int_equal(top_frame_c(g)->player, 1);
    assert_true(t_is_legal(game, "p1 card advocates-demand give-favor"));
    int agents0 = g->pl[0].agents_supply;
    ok(game, "p1 card advocates-demand give-card");
    assert_true(held_index(g, 0, CARD_CC05) >= 0);
    assert_int_equal(favor_count(g, 1, 0), 1);
    assert_int_equal(g->pl[0].agents_supply, agents0 - 1);
    t_assert_invariants(game);
    arcs_game_free(game);

    /* The Favor instead. */
    game = advocate_act2(17);
    g = t_state(game);
    hold(game, 1, CARD_CC05);
    resolve_demand(game);
    ok(game, "p0 card advocates-demand demand skirmishers@CC05");
    int agents1 = g->pl[1].agents_supply;
    ok(game, "p1 card advocates-demand give-favor");
    assert_true(held_index(g, 1, CARD_CC05) >= 0);
    assert_int_equal(favor_count(g, 0, 1), 1);
    assert_int_equal(g->pl[1].agents_supply, agents1 - 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv, Advocate's Demand: "What happens if I demand a protected Guild
 * card? The holder simply gives you a Favor, since they cannot actually
 * give you the card." */
static void advocates_demand_faq_protected(void **state) {
    (void)state;
    arcs_game *game = advocate_act2(18);
    game_state *g = t_state(game);
    hold(game, 1, CARD_F403); /* Guild Overseers: Relic, Protected */
    assert_true(card_protected(CARD_F403));
    resolve_demand(game);
    int agents1 = g->pl[1].agents_supply;
    ok(game, "p0 card advocates-demand demand guild-overseers");
    assert_true(held_index(g, 1, CARD_F403) >= 0);
    assert_int_equal(favor_count(g, 0, 1), 1);
    assert_int_equal(g->pl[1].agents_supply, agents1 - 1);
    assert_int_not_equal(top_kind(game), FR_CARD);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "Scrap this if the Advocate is not in play." */
static void advocates_demand_scrapped(void **state) {
    (void)state;
    arcs_game *game = advocate_act2(19);
    game_state *g = t_state(game);
    g->camp.fate[0] = CARD_FATE09; /* the Advocate gone (a hand-made state) */
    cards_edict(g, CARD_F413);
    assert_false(in_booklet(g, CARD_F413));
    assert_true(card_scrapped(g, CARD_F413));
    arcs_game_free(game);
}

/* ------------------------------------------------------------ Resolution */

/* ARCS-F415, both branches. */
static void act2_resolution(void **state) {
    (void)state;
    arcs_game *game = advocate_act2(20);
    game_state *g = t_state(game);
    const card_def *def = card_def_of(CARD_F415);
    assert_int_equal(def->resolution_act, 2);
    int added = g->camp.fate_cards_added;
    def->resolution(g, 0, CARD_F415, true);
    for (int c = CARD_F416; c <= CARD_F421; c++) assert_true(in_deck(g, c));
    assert_true(card_scrapped(g, CARD_F422));
    assert_true(in_booklet(g, CARD_F413));
    assert_int_equal(g->camp.fate_cards_added, added + 6);
    arcs_game_free(game);

    game = advocate_act2(20);
    g = t_state(game);
    added = g->camp.fate_cards_added;
    card_def_of(CARD_F415)->resolution(g, 0, CARD_F415, false);
    for (int c = CARD_F416; c <= CARD_F421; c++) assert_true(card_scrapped(g, c));
    assert_true(in_deck(g, CARD_F422));
    assert_true(card_scrapped(g, CARD_F413));
    assert_false(in_booklet(g, CARD_F413));
    assert_int_equal(g->camp.fate_cards_added, added + 1);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(act2_setup),
        cmocka_unit_test(act2_objective),
        cmocka_unit_test(liaisons_copy),
        cmocka_unit_test(liaisons_prelude),
        cmocka_unit_test(diplomatic_fiasco_reprint),
        cmocka_unit_test(diplomatic_fiasco_faq_crisis),
        cmocka_unit_test(guild_struggle_crisis),
        cmocka_unit_test(advocates_demand),
        cmocka_unit_test(advocates_demand_faq_protected),
        cmocka_unit_test(advocates_demand_scrapped),
        cmocka_unit_test(act2_resolution),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
