/* The Caretaker's Act III (ARCS-F517-F521): the Act III Setup (Golems
 * Sate Their Appetite in the booklet, the Golems Awake), the two grand
 * ambitions (the chapter-end decision before the scoring: lore and Golem
 * scrapped, Power from the chapter track), Golem Worship's Crisis and When
 * Secured, the Sate edict; faq.csv Caretaker Act III Objective (the
 * resources on scrapped lore), Gate Stations and Gate Ports scrapped by
 * the Caretaker. Act III games from campaign records (tests/act2_fixture.h
 * t_act3_started), shaped by hand. */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>

#include "act2_fixture.h"
#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/caretaker/golems.h"

static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

/* A 2-player Act III at its first lead: p0 the Caretaker (both Acts
 * completed: the Golem Worship cards are in the Court deck), p1 the
 * Steward (its Act III blank here). */
static arcs_game *caretaker_game(uint64_t seed) {
    t_fates f = {{CARD_FATE05, CARD_FATE01}, 3u, {0}, 3u, {0}};
    arcs_game *game = t_act3_started(2, seed, &f, ARCS_CHANCE_INTERNAL);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    assert_int_equal(game->s.camp.act, 3);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE05);
    return game;
}

static int play_area_index(const game_state *g, int p, int card) {
    for (int i = 0; i < g->ll.play_area_len[p]; i++)
        if (g->ll.play_area[p][i] == card) return i;
    return -1;
}

/* A lore card of the lore deck into p's play area; its play-area index. */
static int give_lore(game_state *g, int p, int lore) {
    if (lore < 0) {
        unsigned m = lore_deck(g);
        assert_true(m != 0);
        lore = lore_first() + __builtin_ctz(m);
    }
    int i = lore - lore_first();
    if (i >= 0 && i < lore_count() && ((lore_deck(g) >> i) & 1u)) g->camp.lore_added++;
    else t_take_out_court_card(g, lore); /* in play: moved */
    play_area_add(g, p, lore);
    return play_area_index(g, p, lore);
}

/* The Golems p has (bit per Golem). */
static unsigned golems_of(const game_state *g, int p) {
    unsigned m = 0;
    for (int k = 0; k < GOLEMS; k++) m |= (unsigned)golem_had_by(g, k, p) << k;
    return m;
}

/* Past the 2-player mulligan: the first lead. */
static void to_lead(arcs_game *game) {
    uint64_t rng = 99;
    while (top_frame_c(t_state(game))->kind != FR_LEAD) t_random_move(game, &rng);
}

/* At the first lead, the lead frame taken off: the round's frame on top,
 * where an effect's frames may go (the round starts again after them). */
static void between_rounds(arcs_game *game) {
    to_lead(game);
    pop_frame(t_state(game));
    assert_int_equal(top_frame_c(t_state(game))->kind, FR_ROUND);
}

/* Every hand emptied and the initiative holder (at their lead) passes: the
 * chapter ends. */
static void end_chapter(arcs_game *game) {
    game_state *g = t_state(game);
    to_lead(game);
    for (int q = 0; q < g->num_players; q++) discard_hand(g, q);
    char text[16];
    snprintf(text, sizeof text, "p%d pass", top_frame_c(g)->player);
    ok(game, text);
}

static bool decision_of(const game_state *g, int card, int p) {
    const frame *f = top_frame_c(g);
    return f->kind == FR_CARD && f->card == card && f->player == p;
}

/* ---- F520A ---- */

/* "Add the Golems Sate Their Appetite edict (21) to the rules booklet.
 * Flip all Sleeping Golems to Awake." */
static void act3_setup(void **state) {
    (void)state;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        arcs_game *game = caretaker_game(seed);
        game_state *g = t_state(game);
        bool in_booklet = false;
        for (int i = 0; i < g->camp.booklet_len; i++) in_booklet |= g->camp.booklet[i] == CARD_F521;
        assert_true(in_booklet);
        assert_true(t_in_play_area(g, 0, CARD_F520B));
        int in_play = 0;
        for (int k = 0; k < GOLEMS; k++) {
            uint8_t w = GOLEM_DATA(g)->where[k];
            if (w == GOLEM_BOX || w == GOLEM_SCRAPPED || GOLEM_IS_ON_MAP(w)) continue;
            in_play++;
            assert_true((GOLEM_DATA(g)->awake >> k) & 1u);
        }
        assert_true(in_play > 0);
        assert_int_equal(g->camp.objective[0], OBJECTIVE_NONE); /* grand ambitions: no marker */
        arcs_game_free(game);
    }
}

/* ---- F520B, the grand ambitions ---- */

/* Both: a lore card scrapped while having a Golem, then a Golem: the
 * higher amount of chapter 1 (4 Power); the choices are the Caretaker's
 * alone, each once; the flags are cleared after the scoring. */
static void grand_ambitions_both(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(4);
    game_state *g = t_state(game);
    unsigned golems = golems_of(g, 0);
    assert_true(golems != 0);
    int lore_at = give_lore(g, 0, -1), lore = g->ll.play_area[0][lore_at], hearth = play_area_index(g, 0, CARD_F503);
    assert_true(hearth >= 0);
    t_only_grand_ambitions_of(game, 0); /* the Rival's own out of the way */
    int power = g->pl[0].power, rival = g->pl[1].power;
    end_chapter(game);
    assert_true(decision_of(g, CARD_F520B, 0));
    t_assert_reloads(game, "at the Caretaker's chapter-end decision");
    /* Bad moves: the Rival's, Golem Hearth, a place with no Golem. */
    t_refused_unchanged(game, "p1 card consume-lore done");
    char text[64];
    snprintf(text, sizeof text, "p0 card consume-lore scrap-lore %d", hearth);
    t_refused_unchanged(game, text);
    t_refused_unchanged(game, "p0 card consume-lore scrap-golem 0");
    snprintf(text, sizeof text, "p0 card consume-lore scrap-lore %d", lore_at);
    ok(game, text);
    assert_true(card_scrapped(g, lore));
    assert_false(t_in_play_area(g, 0, lore));
    t_refused_unchanged(game, text); /* once per chapter */
    int k = __builtin_ctz(golems);
    snprintf(text, sizeof text, "p0 card consume-lore scrap-golem %d", GOLEM_PLACE_HEARTH_KNOWN + k);
    ok(game, text);
    assert_int_equal(GOLEM_DATA(g)->where[k], GOLEM_SCRAPPED);
    assert_false(decision_of(g, CARD_F520B, 0)); /* nothing left: the scoring went on */
    assert_int_equal(g->pl[0].power, power + grand_ambition_power(1, 2));
    assert_int_equal(g->pl[0].power, power + 4);
    assert_int_equal(g->pl[1].power, rival);
    assert_int_equal(grand_ambitions_fulfilled(g, 0), 0); /* cleared for chapter 2 */
    assert_int_equal(g->chapter, 2);
    t_assert_invariants(game);
    t_assert_reloads(game, "after the chapter's end");
    arcs_game_free(game);
}

/* One: only the Golem (the lower amount, 2 Power in chapter 1); scrapping
 * the only Golem first forgoes the lore ("you have a Golem"); none:
 * "done" at once gains nothing. */
static void grand_ambitions_one_and_none(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(5);
    game_state *g = t_state(game);
    /* Keep one Golem: the others scrapped. */
    unsigned golems = golems_of(g, 0);
    int k = __builtin_ctz(golems);
    for (int j = 0; j < GOLEMS; j++)
        if (j != k && ((golems >> j) & 1u)) golem_scrap(g, j);
    give_lore(g, 0, -1);
    int power = g->pl[0].power;
    end_chapter(game);
    char text[64];
    snprintf(text, sizeof text, "p0 card consume-lore scrap-golem %d", GOLEM_PLACE_HEARTH_KNOWN + k);
    ok(game, text);
    assert_false(decision_of(g, CARD_F520B, 0)); /* no Golem: no lore to scrap */
    assert_int_equal(g->pl[0].power, power + 2);
    /* Chapter 2: no Golem left, nothing offered: no decision, no Power. */
    assert_int_equal(g->chapter, 2);
    power = g->pl[0].power;
    end_chapter(game);
    assert_false(decision_of(g, CARD_F520B, 0));
    assert_int_equal(g->chapter, 3);
    assert_int_equal(g->pl[0].power, power);
    arcs_game_free(game);

    game = caretaker_game(6);
    g = t_state(game);
    power = g->pl[0].power;
    end_chapter(game);
    assert_true(decision_of(g, CARD_F520B, 0));
    ok(game, "p0 card consume-lore done");
    assert_int_equal(g->pl[0].power, power);
    arcs_game_free(game);
}

/* faq.csv Caretaker Act III Objective: "When I scrap Lore with resources
 * on it, what happens to the resources? They return to the general
 * supply." Ancient Holdings' resource (its slot) and a token on the card. */
static void faq_scrapped_lore_resources(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(8);
    game_state *g = t_state(game);
    int at = give_lore(g, 0, CARD_L13);
    assert_true(cards_res_slot(g, 0));
    g->pl[0].res[CARD_RES_SLOT] = (uint8_t)(ARCS_FUEL + 1);
    g->res_supply[ARCS_FUEL]--;
    assert_int_equal(card_res_add(g, CARD_L13, ARCS_MATERIAL, 1), 1);
    t_assert_invariants(game);
    int fuel = g->res_supply[ARCS_FUEL], material = g->res_supply[ARCS_MATERIAL];
    end_chapter(game);
    char text[64];
    snprintf(text, sizeof text, "p0 card consume-lore scrap-lore %d", at);
    ok(game, text);
    assert_int_equal(g->pl[0].res[CARD_RES_SLOT], RES_EMPTY);
    assert_int_equal(g->res_supply[ARCS_FUEL], fuel + 1);
    assert_int_equal(g->res_supply[ARCS_MATERIAL], material + 1);
    assert_int_equal(card_res_count(g, CARD_L13, -1), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* A Golem in Ancient Holdings' slot when it is scrapped: discarded
 * (ARCS-F505: Sleeping, into a Rival's empty slot, p0's choice). */
static void scrapped_lore_golem_discarded(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(14);
    game_state *g = t_state(game);
    int at = give_lore(g, 0, CARD_L13);
    unsigned golems = golems_of(g, 0);
    int k = __builtin_ctz(golems), other = __builtin_ctz(golems & (golems - 1));
    assert_true(golems & (golems - 1));
    GOLEM_DATA(g)->where[k] = (uint8_t)GOLEM_SLOT(0, CARD_RES_SLOT);
    g->pl[0].res[CARD_RES_SLOT] = RES_GOLEM;
    for (int i = 0; i < 2; i++)
        if (g->pl[1].res[i] != RES_EMPTY && g->pl[1].res[i] != RES_GOLEM) {
            g->res_supply[g->pl[1].res[i] - 1]++;
            g->pl[1].res[i] = RES_EMPTY;
        }
    t_assert_invariants(game);
    end_chapter(game);
    char text[64];
    snprintf(text, sizeof text, "p0 card consume-lore scrap-lore %d", at);
    ok(game, text);
    assert_true(card_scrapped(g, CARD_L13));
    assert_true(decision_of(g, CARD_F505, 0)); /* where the Golem goes */
    t_assert_reloads(game, "at the discarded Golem's placement");
    ok(game, "p0 card golems place p1 0");
    assert_int_equal(GOLEM_DATA(g)->where[k], GOLEM_SLOT(1, 0));
    assert_false((GOLEM_DATA(g)->awake >> k) & 1u);
    /* The decision goes on: the other Golem may be scrapped. */
    assert_true(decision_of(g, CARD_F520B, 0));
    snprintf(text, sizeof text, "p0 card consume-lore scrap-golem %d", GOLEM_PLACE_HEARTH_KNOWN + other);
    ok(game, text);
    assert_int_equal(GOLEM_DATA(g)->where[other], GOLEM_SCRAPPED);
    arcs_game_free(game);
}

/* faq.csv Gate Stations: "If scrapped, your cities in gates no longer
 * have a type" (taxing yields nothing, no Outrage). */
static void faq_gate_stations_scrapped(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(9);
    game_state *g = t_state(game);
    int at = give_lore(g, 0, CARD_L11), gate = 0 * 4 + SYS_GATE, planet = 1;
    t_clear_board(game);
    g->sys[gate].bld[2] = (uint8_t)BLD_MAKE(0, false, false);
    g->pl[0].cities_on_board--;
    t_place_building(game, 1, planet, 0, false, false);
    t_assert_invariants(game);
    assert_int_equal(cards_gate_city_types(g, gate), 1u << planet_type(planet));
    end_chapter(game);
    char text[64];
    snprintf(text, sizeof text, "p0 card consume-lore scrap-lore %d", at);
    ok(game, text);
    assert_true(card_scrapped(g, CARD_L11));
    assert_true(BLD_IS_CITY(g->sys[gate].bld[2])); /* the city stays */
    assert_int_equal(cards_gate_city_types(g, gate), 0u);
    arcs_game_free(game);
}

/* faq.csv Gate Ports: "Your starports in gates can still build ships and
 * enable Catapult moves, but you can no longer take Captives with them." */
static void faq_gate_ports_scrapped(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(10);
    game_state *g = t_state(game);
    int at = give_lore(g, 0, CARD_L08), gate = 2 * 4 + SYS_GATE;
    g->sys[gate].bld[2] = (uint8_t)BLD_MAKE(0, true, false);
    g->pl[0].starports_supply--;
    t_assert_invariants(game);
    int captives = g->pl[0].captives[1];
    cards_moved_into(g, 1, gate, 0);
    assert_int_equal(g->pl[0].captives[1], captives + 1); /* held: a Captive */
    end_chapter(game);
    char text[64];
    snprintf(text, sizeof text, "p0 card consume-lore scrap-lore %d", at);
    ok(game, text);
    assert_true(BLD_IS_STARPORT(g->sys[gate].bld[2]) && (g->sys[gate].bld[2] & BLD_OCCUPIED));
    cards_moved_into(g, 1, gate, 0);
    assert_int_equal(g->pl[0].captives[1], captives + 1); /* scrapped: none */
    arcs_game_free(game);
}

/* ---- F517-F519 Golem Worship ---- */

/* The card in Court place pos (from the Court deck, where the completed
 * Resolution put it). */
static void worship_at(arcs_game *game, int card, int pos) {
    game_state *g = t_state(game);
    bool in_deck = false;
    for (int i = 0; i < g->court_deck_len; i++) in_deck |= court_deck_pile(g)[i] == card;
    assert_true(in_deck);
    t_court_card_at(game, card, pos);
}

/* "In turn order, each player with any Golems must return 1 Loyal city to
 * their player board. Bury this card." p0 (Golems, 2 cities) chooses;
 * p1 (no Golem) returns none. */
static void golem_worship_crisis(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(11);
    between_rounds(game);
    game_state *g = t_state(game);
    assert_true(golems_of(g, 0) && !golems_of(g, 1));
    t_clear_board(game);
    t_place_building(game, 0, 1, 0, false, false);
    t_place_building(game, 0, 5, 0, false, true);
    t_place_building(game, 1, 2, 0, false, false);
    int pos = 2;
    worship_at(game, CARD_F518, pos);
    int board0 = g->pl[0].cities_on_board, board1 = g->pl[1].cities_on_board;
    card_def_of(CARD_F518)->crisis(g, CARD_F518, pos);
    run_forward(g);
    assert_true(decision_of(g, CARD_F518, 0));
    t_assert_reloads(game, "at Golem Worship's decision");
    assert_int_equal(t_count_legal(game, "p0 card golem-worship@F518 return"), 2); /* return 1-x, return-damaged 2-x */
    t_refused_unchanged(game, "p1 card golem-worship@F518 return 3-hex");
    t_refused_unchanged(game, "p0 card golem-worship@F518 return 2-crescent"); /* p1's */
    char text[64], name[16];
    snprintf(text, sizeof text, "p0 card golem-worship@F518 return-damaged %s", system_name(5, name));
    ok(game, text);
    assert_int_equal(g->sys[5].bld[0], 0);
    assert_true(BLD_IS_CITY(g->sys[1].bld[0]));
    assert_int_equal(g->pl[0].cities_on_board, board0 + 1);
    assert_int_equal(g->pl[1].cities_on_board, board1);
    /* Buried: the bottom of the Court deck, its place refilled. */
    assert_int_equal(court_deck_pile(g)[0], CARD_F518);
    assert_int_not_equal(g->court_row[pos], CARD_F518);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "When Secured: Take any Golem and flip it to Awake." A Rival's Golem,
 * Sleeping in a slot, named by the securer: Awake, theirs. */
static void golem_worship_secured(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(12);
    between_rounds(game);
    game_state *g = t_state(game);
    unsigned golems = golems_of(g, 0);
    assert_true(golems & (golems - 1)); /* two or more: a choice */
    int k = __builtin_ctz(golems);
    t_take_out_court_card(g, CARD_F517);
    court_discard(g, CARD_F517);
    card_def_of(CARD_F517)->when_secured(g, 1, CARD_F517);
    assert_true(decision_of(g, CARD_F517, 1));
    t_assert_reloads(game, "at Golem Worship's When Secured");
    t_refused_unchanged(game, "p0 card golem-worship take 0");
    char text[64];
    snprintf(text, sizeof text, "p1 card golem-worship take %d", k);
    ok(game, text);
    run_forward(g);
    if (top_frame_c(g)->kind == FR_CARD && top_frame_c(g)->card == CARD_F505) t_random_move(game, &(uint64_t){3});
    assert_true(golem_had_by(g, k, 1));
    assert_true((GOLEM_DATA(g)->awake >> k) & 1u);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- F521 Golems Sate Their Appetite ---- */

/* Golem k onto the Golem Hearth (p0 holds it), Awake or Sleeping. */
static void golem_on_hearth(game_state *g, int k, bool awake) {
    uint8_t w = GOLEM_DATA(g)->where[k];
    if (GOLEM_IN_SLOT(w)) g->pl[GOLEM_SLOT_PLAYER(w)].res[GOLEM_SLOT_INDEX(w)] = RES_EMPTY;
    GOLEM_DATA(g)->where[k] = GOLEM_HEARTH;
    GOLEM_DATA(g)->known |= (uint8_t)(1u << k);
    if (awake) GOLEM_DATA(g)->awake |= (uint8_t)(1u << k);
    else GOLEM_DATA(g)->awake &= (uint8_t)~(1u << k);
}

/* "In turn order, each player must scrap 1 Guild card for each Awake
 * Golem they have, ignoring the limits of protected Guild cards" (p0: 2
 * Awake Golems and 3 Guild cards: Stone-Speakers, protected, chosen
 * first); "If they have no Guild cards, scrap the leftmost Guild card in
 * the Court that has any agents, and scrap those agents" (p1: 1 Awake
 * Golem, no Guild card); "Then, Golems Awaken" (p0's Sleeping one). */
static void sate_their_appetite(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(13);
    between_rounds(game);
    game_state *g = t_state(game);
    assert_int_equal(golem_hearth_holder(g), 0);
    golem_on_hearth(g, GOLEM_WARRIOR, true);
    golem_on_hearth(g, GOLEM_PROTECTOR, true);
    golem_on_hearth(g, GOLEM_SEEKER, false);
    golem_on_hearth(g, GOLEM_HARVESTER, true);
    /* The Harvester to p1's resource slot 0. */
    if (g->pl[1].res[0] != RES_EMPTY) g->res_supply[g->pl[1].res[0] - 1]++;
    g->pl[1].res[0] = RES_GOLEM;
    GOLEM_DATA(g)->where[GOLEM_HARVESTER] = (uint8_t)GOLEM_SLOT(1, 0);
    /* p1 holds no Guild card; p0 three, Stone-Speakers among them. */
    while (g->pl[1].guild_count) court_discard(g, remove_held(g, 1, 0));
    assert_true(held_index(g, 0, CARD_F504) >= 0);
    for (int i = 0; i < g->court_deck_len && g->pl[0].guild_count < 3; i++) {
        int c = court_deck_pile(g)[i];
        if (card_table[c].kind != CK_GUILD) continue;
        t_take_out_court_card(g, c);
        give_held(g, 0, c);
        i = -1;
    }
    int guild0 = 0;
    for (int i = 0; i < g->pl[0].guild_count; i++) guild0 += card_table[g->pl[0].guild[i]].kind == CK_GUILD;
    assert_int_equal(guild0, 3);
    /* The Court: agents on two Guild cards, the leftmost one scrapped. */
    for (int pos = 0; pos < g->court_row_len; pos++)
        for (int q = 0; q < 2; q++) {
            g->pl[q].agents_supply = (uint8_t)(g->pl[q].agents_supply + g->court_agents[pos][q]);
            g->court_agents[pos][q] = 0;
        }
    int first = 1, second = 2;
    for (int pos = first; pos <= second; pos++)
        if (card_table[g->court_row[pos]].kind != CK_GUILD)
            for (int i = 0; i < g->court_deck_len; i++)
                if (card_table[court_deck_pile(g)[i]].kind == CK_GUILD) {
                    t_court_card_at(game, court_deck_pile(g)[i], pos);
                    break;
                }
    assert_int_equal(card_table[g->court_row[first]].kind, CK_GUILD);
    assert_int_equal(card_table[g->court_row[second]].kind, CK_GUILD);
    int eaten = g->court_row[first], spared = g->court_row[second];
    g->court_agents[first][1] = 2;
    g->court_agents[first][0] = 1;
    g->court_agents[second][1] = 1;
    g->pl[1].agents_supply -= 3;
    g->pl[0].agents_supply -= 1;
    t_assert_invariants(game);
    int agents0 = g->pl[0].agents_supply, agents1 = g->pl[1].agents_supply;
    card_def_of(CARD_F521)->edict(g, CARD_F521);
    run_forward(g);
    /* p0's scraps: two decisions (3 cards, then 2). */
    for (int n = 3; n >= 2; n--) {
        assert_true(decision_of(g, CARD_F521, 0));
        t_assert_reloads(game, "at Consume Sentience's decision");
        assert_int_equal(t_count_legal(game, "p0 card golems-sate-their-appetite scrap"), n);
        t_refused_unchanged(game, "p1 card golems-sate-their-appetite scrap 0");
        char text[64];
        int at = n == 3 ? held_index(g, 0, CARD_F504) : 0;
        snprintf(text, sizeof text, "p0 card golems-sate-their-appetite scrap %d", at);
        ok(game, text);
        run_forward(g);
    }
    assert_true(card_scrapped(g, CARD_F504)); /* protected, scrapped all the same */
    assert_int_equal(g->pl[0].guild_count, 1);
    /* p1: the leftmost Guild card with agents, and its 3 agents. */
    assert_true(card_scrapped(g, eaten));
    assert_false(card_scrapped(g, spared));
    assert_int_equal(g->court_agents[second][1], 1);
    assert_int_equal(g->pl[1].agents_supply, agents1);
    assert_int_equal(g->pl[0].agents_supply, agents0);
    assert_int_not_equal(g->court_row[first], eaten); /* refilled */
    /* Then, Golems Awaken. */
    assert_true((GOLEM_DATA(g)->awake >> GOLEM_SEEKER) & 1u);
    t_assert_invariants(game);
    t_assert_reloads(game, "after Golems Sate Their Appetite");
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(act3_setup),
        cmocka_unit_test(grand_ambitions_both),
        cmocka_unit_test(grand_ambitions_one_and_none),
        cmocka_unit_test(faq_scrapped_lore_resources),
        cmocka_unit_test(scrapped_lore_golem_discarded),
        cmocka_unit_test(faq_gate_stations_scrapped),
        cmocka_unit_test(faq_gate_ports_scrapped),
        cmocka_unit_test(golem_worship_crisis),
        cmocka_unit_test(golem_worship_secured),
        cmocka_unit_test(sate_their_appetite),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
