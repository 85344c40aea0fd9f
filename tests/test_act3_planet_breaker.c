/* The Planet Breaker's Act III (ARCS-F1112A/B): its Setup side and its two
 * grand ambitions, in Act III games started from campaign records (a
 * Planet Breaker who completed the Act II objective keeps the Fate). */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdlib.h>
#include <string.h>

#include "act2_fixture.h"
#include "arc_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/planet_breaker/planet_breaker.h"

/* p0 fails Act I (takes the Planet Breaker) and completes Act II (keeps
 * it); p1 and p2 keep their A Fates. */
static const t_fates FATES = {.a = {CARD_FATE07, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                              .b = {CARD_FATE11}, .completed2 = 7u};

static char logbuf[1 << 16];
static void keep_line(void *ud, const char *line) {
    (void)ud;
    size_t n = strlen(logbuf);
    if (n + strlen(line) + 2 < sizeof logbuf) {
        strcat(logbuf, line);
        strcat(logbuf, "\n");
    }
    if (getenv("ARCS_TEST_LOG")) fprintf(stderr, "  | %s\n", line);
}

/* F1112A at the Act III Setup: the Planet Breaker keeps the Fate, the Act
 * III objective card lies in the play area (no marker: grand ambitions).
 * (Its log lines, the pieces kept and the reminder: test_act3's row.) */
static void setup_side(void **state) {
    (void)state;
    arcs_game *game = t_act3_new(3, 0x1112, &FATES, ARCS_CHANCE_INTERNAL, 0);
    uint64_t rng = 0x1112;
    t_arc_finish_setup(game, &rng);
    const game_state *g = &game->s;
    assert_int_equal(g->camp.fate[0], CARD_FATE11);
    assert_true(t_in_play_area(g, 0, CARD_F1112B));
    assert_int_equal(g->camp.objective[0], OBJECTIVE_NONE);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ARCS-F1110 completed, "Use your log sheet to record all pieces on your
 * Breaking Worlds card (They stay on it in Act III)", and F1112A "Place
 * pieces that were on your Breaking Worlds card in Act II back on it": the
 * pieces on the card at Act II's end (3 Free cities) are on it in the Act
 * III game the campaign record starts, with the Planet Hammer and Breaking
 * Worlds still the Planet Breaker's. */
static void pieces_stay_on_breaking_worlds(void **state) {
    (void)state;
    arcs_game *act2 = t_act2_new_b(3, 0x1112, FATES.a, FATES.completed1, FATES.b, ARCS_CHANCE_INTERNAL, 2);
    uint64_t rng = 0x1114;
    t_arc_finish_setup(act2, &rng);
    game_state *g = t_state(act2);
    assert_int_equal(g->camp.fate[0], CARD_FATE11);
    hammer_data *d = HAMMER_OF(g);
    for (int i = 0; i < FRAGMENTS; i++) d->frag[i] = FRAG_CARD;
    hammer_repaired(g, 0, CARD_F1103A);
    d->free_on_card = 3;
    game_bump(act2);
    t_assert_invariants(act2);
    arcs_game *game = t_act3_from(act2, 0x1112, &FATES, ARCS_CHANCE_INTERNAL, 0);
    t_arc_finish_setup(game, &rng);
    g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE11);
    assert_int_equal(HAMMER_OF(g)->free_on_card, 3);
    assert_int_equal(breaking_worlds_buildings(g), 3);
    assert_true(t_in_play_area(g, 0, CARD_F1103B));
    assert_true(t_in_play_area(g, 0, CARD_F1104));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* The Act III table: p0 the Planet Breaker, chapter 2, every player with
 * an Outrage, nothing declared, buildings on the map, none on Breaking
 * Worlds. */
static arcs_game *table(void) {
    arcs_game *game = t_act3_new(3, 0x1112, &FATES, ARCS_CHANCE_INTERNAL, 0);
    uint64_t rng = 0x1113;
    t_arc_finish_setup(game, &rng);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.fate[0], CARD_FATE11);
    hammer_data *d = HAMMER_OF(g);
    if (!d->repaired) {
        for (int i = 0; i < FRAGMENTS; i++) d->frag[i] = FRAG_CARD;
        hammer_repaired(g, 0, CARD_F1103A);
    }
    d->free_on_card = 0;
    memset(d->on_card, 0, sizeof d->on_card);
    for (int p = 0; p < 3; p++) /* an Outrage each (its agent owed: a placeholder) */
        if (!(g->pl[p].outrage >> p & 1u)) {
            g->pl[p].outrage |= (uint8_t)(1u << p);
            g->pl[p].outrage_placeholder |= (uint8_t)(1u << p);
        }
    for (int m = 0; m < 3; m++) g->marker_box[m] = 0xFF;
    g->chapter = 2;
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

static int grand(const game_state *g) {
    return card_def_of(CARD_F1112B)->grand_ambitions(g, 0, CARD_F1112B);
}

static bool any_building(const game_state *g) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        for (int i = 0; i < BUILDING_SLOTS_MAX; i++)
            if (g->sys[s].bld[i] & BLD_OCCUPIED) return true;
    return false;
}

/* F1112B "Every player has Outrage": the first grand ambition, lost when a
 * player (the Planet Breaker too) has none. */
static void grand_every_player_outraged(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    assert_true(any_building(g));
    assert_int_equal(grand(g), 1);
    g->pl[2].outrage = 0;
    assert_int_equal(grand(g), 0);
    g->pl[2].outrage = 4;
    g->pl[0].outrage = 0;
    assert_int_equal(grand(g), 0);
    arcs_game_free(game);
}

/* F1112B "More buildings are on the Breaking Worlds card than the current
 * Chapter, or there are no buildings on the map": chapter 2, 2 buildings on
 * the card are not enough, 3 are (cities and starports, anyone's); with
 * none on the card, an empty map fulfils it. */
static void grand_breaking_worlds_buildings(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    g->pl[0].outrage = 0; /* the first grand ambition out of the way */
    hammer_data *d = HAMMER_OF(g);
    d->on_card[1] = 1;                          /* a city of p1 */
    d->free_on_card = 1u << ON_CARD_PORT_SHIFT; /* a Free starport */
    assert_int_equal(breaking_worlds_buildings(g), 2);
    assert_int_equal(grand(g), 0);
    d->on_card[2] = 1u << ON_CARD_PORT_SHIFT; /* a starport of p2 */
    assert_int_equal(grand(g), 2);
    d->on_card[1] = d->on_card[2] = d->free_on_card = 0;
    assert_int_equal(grand(g), 0);
    for (int s = 0; s < NUM_SYSTEMS; s++) memset(g->sys[s].bld, 0, sizeof g->sys[s].bld);
    assert_int_equal(grand(g), 2);
    arcs_game_free(game);
}

/* F1112B "No Rival wins the Warlord ambition and...": a declared Warlord a
 * Rival wins (first place) takes both grand ambitions away; tied for first,
 * nobody wins it; the Planet Breaker winning it keeps them. */
static void grand_no_rival_warlord(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    for (int s = 0; s < NUM_SYSTEMS; s++) memset(g->sys[s].bld, 0, sizeof g->sys[s].bld);
    /* Trophies as the counts say (this test reads them only). */
    for (int p = 0; p < 3; p++) {
        memset(g->pl[p].trophy_ships, 0, sizeof g->pl[p].trophy_ships);
        memset(g->pl[p].trophy_cities, 0, sizeof g->pl[p].trophy_cities);
        memset(g->pl[p].trophy_starports, 0, sizeof g->pl[p].trophy_starports);
        memset(g->pl[p].trophy_agents, 0, sizeof g->pl[p].trophy_agents);
    }
    memset(g->camp.trophy_free_cities, 0, sizeof g->camp.trophy_free_cities);
    memset(g->camp.trophy_free_starports, 0, sizeof g->camp.trophy_free_starports);
    memset(g->camp.trophy_imperial, 0, sizeof g->camp.trophy_imperial);
    memset(g->camp.trophy_blight, 0, sizeof g->camp.trophy_blight);
    g->marker_box[0] = ARCS_WARLORD;
    g->pl[1].trophy_ships[2] = 20; /* p1 first */
    assert_int_equal(ambition_place(g, 1, ARCS_WARLORD), 1);
    assert_int_equal(grand(g), 0);
    /* p0 level with p1: tied for first, nobody wins first place. */
    g->pl[0].trophy_ships[2] = (uint8_t)(ambition_count(g, 1, ARCS_WARLORD) - ambition_count(g, 0, ARCS_WARLORD));
    assert_int_equal(ambition_place(g, 1, ARCS_WARLORD), 2);
    assert_int_equal(grand(g), 3);
    g->pl[0].trophy_ships[2]++; /* the Planet Breaker wins it */
    assert_int_equal(ambition_place(g, 0, ARCS_WARLORD), 1);
    assert_int_equal(grand(g), 3);
    g->pl[0].trophy_ships[2] = 0;
    g->marker_box[0] = 0xFF; /* not declared: nobody wins it */
    assert_int_equal(grand(g), 3);
    arcs_game_free(game);
}

/* Scored at the chapter's end from the chapter track: chapter 2, both
 * fulfilled, 8 Power; the log names them. */
static void grand_scored_at_chapter_end(void **state) {
    (void)state;
    arcs_game *game = table();
    game_state *g = t_state(game);
    HAMMER_OF(g)->free_on_card = 3;
    int before = g->pl[0].power;
    assert_int_equal(grand(g), 3);
    logbuf[0] = 0;
    game->log = keep_line;
    campaign_score_grand_ambitions(g);
    assert_int_equal(g->pl[0].power, before + 8);
    assert_non_null(strstr(logbuf, "Chapter 2: Player 1 fulfilled both grand ambitions of Planet Breaker Act III "
                                   "Objective: +8 Power."));
    arcs_game_free(game);
}


/* ---- Planet-Eater Loose (ARCS-F1111) ---- */

/* p0 failed the Planet Breaker's Act II objective (and takes a C Fate):
 * Planet-Eater Loose is in the Court deck, Breaking Worlds and the 6 Hammer
 * tokens in the supply; here it is moved to Court place 1 (the card there
 * to the deck), the dice explicit from now on. */
static const t_fates FAILED = {.a = {CARD_FATE07, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                               .b = {CARD_FATE11}, .completed2 = 6u};
enum { EATER_PLACE = 1 };

static arcs_game *eater_table(void) {
    arcs_game *game = t_act3_new(3, 0x1111, &FAILED, ARCS_CHANCE_INTERNAL, 0);
    uint64_t rng = 0x1111;
    t_arc_finish_setup(game, &rng);
    game_state *g = t_state(game);
    if (getenv("ARCS_TEST_LOG")) game->log = keep_line;
    assert_int_not_equal(g->camp.fate[0], CARD_FATE11);
    hammer_data *d = HAMMER_OF(g);
    assert_true(d->repaired);
    assert_int_equal(fragments_at(g, FRAG_SUPPLY), FRAGMENTS);
    /* Switching Fates kept what the Planet-Eater uses: Breaking Worlds and
     * the Refugees tucked under it are not scrapped. */
    assert_false(card_scrapped(g, CARD_F1103B));
    for (int c = CARD_F1105; c <= CARD_F1109; c++) assert_false(card_scrapped(g, c));
    assert_int_equal(d->tucked, TUCKED_SETUP & ~1);
    t_court_card_at(game, CARD_F1111, EATER_PLACE);
    t_assert_invariants(game);
    force_chance(game);
    return game;
}

/* Crisis, the same symbol rolled again: a Broken World token from the
 * supply on the rolled planet (a crescent with 2 slots), its buildings harmed
 * by nobody (p1's fresh city damaged, p2's damaged starport destroyed back
 * to p2's supply, no Trophy), then steps 1-4: everyone Provokes Outrage of
 * the planet's type, its Refugee on top of the Court deck, the buildings
 * (p1's city) onto Breaking Worlds; no slot there any more. A different
 * symbol: nothing. */
static void eater_crisis(void **state) {
    (void)state;
    for (int same = 0; same < 2; same++) {
        arcs_game *game = eater_table();
        game_state *g = t_state(game);
        int k = 0; /* a cluster whose crescent planet has 2 slots */
        while (planet_slots(k * 4 + SYS_CRESCENT) < 2) k++;
        int sys = k * 4 + SYS_CRESCENT, r = planet_type(sys);
        t_clear_board(game);
        t_place_building(game, 1, sys, 0, false, false);
        t_place_building(game, 2, sys, 1, true, true);
        for (int q = 0; q < 3; q++) g->pl[q].outrage = g->pl[q].outrage_placeholder = 0;
        g->camp.number_die = (uint8_t)(k + 1);
        g->camp.event_die = 2; /* a Crisis face, the crescent */
        int ports = g->pl[2].starports_supply, trophies = g->pl[0].trophy_starports[2];
        t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 4));
        cards_crisis(g, CARD_F1111, EATER_PLACE); /* as an event's Crisis resolves it */
        run_forward(g);
        game_bump(game);
        t_assert_reloads(game, "pending decision");
        t_chance_outcome(game, same ? 1 : 0); /* face 2 (crescent) or 1 (arrow) */
        g = t_state(game);
        assert_int_equal(broken_world(g, sys), same);
        if (!same) {
            assert_int_equal(fragments_at(g, FRAG_SUPPLY), FRAGMENTS);
            assert_int_equal(g->pl[1].outrage, 0);
        } else {
            assert_int_equal(fragments_at(g, FRAG_SUPPLY), FRAGMENTS - 1);
            assert_int_equal(g->pl[2].starports_supply, ports + 1);
            assert_int_equal(g->pl[0].trophy_starports[2], trophies);
            assert_int_equal(HAMMER_OF(g)->on_card[1], 1);
            for (int i = 0; i < BUILDING_SLOTS_MAX; i++) assert_int_equal(g->sys[sys].bld[i], 0);
            for (int q = 0; q < 3; q++) assert_true(g->pl[q].outrage >> r & 1u);
            assert_int_equal(court_deck_pile(g)[g->court_deck_len - 1], refugee_card(r));
        }
        assert_int_equal(g->court_row[EATER_PLACE], CARD_F1111); /* it stays */
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* When Secured: 1 skirmish die per agent on the card (p0's 2, p1's 1: 3
 * dice, fewer than 3 hits 7 times in 8). At least 3: p0 gains 3 Power and
 * the bottom card of the action discard pile, keeps their agents back and
 * captures p1's, and the card is buried (its place refilled). Fewer: the
 * card and the 3 agents stay in place 1 (no refill). */
static void eater_secured(void **state) {
    (void)state;
    for (int tamed = 0; tamed < 2; tamed++) {
        arcs_game *game = eater_table();
        game_state *g = t_state(game);
        g->pl[0].agents_supply = (uint8_t)(g->pl[0].agents_supply - 2);
        g->pl[1].agents_supply = (uint8_t)(g->pl[1].agents_supply - 1);
        g->court_agents[EATER_PLACE][0] = 2;
        g->court_agents[EATER_PLACE][1] = 1;
        int power = g->pl[0].power, supply0 = g->pl[0].agents_supply, supply1 = g->pl[1].agents_supply;
        int discard = g->action_discard_len, hand = __builtin_popcountll(g->pl[0].hand);
        t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
        ok(game, "p0 action secure");
        ok(game, "p0 secure 1"); /* EATER_PLACE */
        g = t_state(game);
        t_assert_reloads(game, "pending decision");
        /* The two outcomes, weighted as 3 skirmish dice fall. */
        move_list out = {0};
        uint32_t w[8] = {1, 1, 1, 1, 1, 1, 1, 1};
        card_def_of(CARD_F1111)->chance_outcomes(g, top_frame_c(g), &out, w);
        assert_int_equal((int)out.n, 2);
        assert_int_equal(w[0], 7);
        assert_int_equal(w[1], 1);
        t_chance_outcome(game, tamed);
        while (top_frame_c(&game->s)->kind == FR_CHANCE) { /* the discard's bottom, the refill: any outcome */
            arcs_move m[ARCS_MAX_LEGAL_MOVES];
            size_t n = 0;
            assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
            assert_int_equal(arcs_apply(game, m[0]), ARCS_OK);
        }
        g = t_state(game);
        t_assert_reloads(game, "after the Planet-Eater's roll"); /* the discard pile as it was */
        if (tamed) {
            assert_int_equal(g->pl[0].power, power + 3);
            assert_int_equal(g->pl[0].agents_supply, supply0 + 2);
            assert_int_equal(g->pl[1].agents_supply, supply1);
            assert_int_equal(g->pl[0].captives[1], 1);
            assert_int_not_equal(g->court_row[EATER_PLACE], CARD_F1111);
            assert_int_equal(court_deck_pile(g)[0], CARD_F1111); /* buried */
            assert_int_equal(__builtin_popcountll(g->pl[0].hand), hand + (discard > 0));
            assert_int_equal(g->action_discard_len, discard - (discard > 0));
        } else {
            assert_int_equal(g->pl[0].power, power);
            assert_int_equal(g->court_row[EATER_PLACE], CARD_F1111);
            assert_int_equal(g->court_agents[EATER_PLACE][0], 2);
            assert_int_equal(g->court_agents[EATER_PLACE][1], 1);
            assert_int_equal(g->pl[0].agents_supply, supply0);
            assert_int_equal(g->pl[0].captives[1], 0);
            assert_int_equal(g->action_discard_len, discard);
        }
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_side),
        cmocka_unit_test(pieces_stay_on_breaking_worlds),
        cmocka_unit_test(grand_every_player_outraged),
        cmocka_unit_test(grand_breaking_worlds_buildings),
        cmocka_unit_test(grand_no_rival_warlord),
        cmocka_unit_test(grand_scored_at_chapter_end),
        cmocka_unit_test(eater_crisis),
        cmocka_unit_test(eater_secured),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
