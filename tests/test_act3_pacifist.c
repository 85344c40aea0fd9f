/* The Pacifist's Act III (lib/cards/campaign/fates/pacifist/): its Setup
 * side and grand ambitions (ARCS-F1408A/B), Empathy for All (F1409/F1410),
 * Rebuke of the Empaths (F1412), Reconcile with the Outraged (F1411),
 * and the cards its Act II Resolution adds when failed: Psionic Liaisons
 * (F1405) and Itinerant Empaths (F1406/F1407), in Act III games started from campaign records; the faq.csv
 * Breaking Worlds ruling on Empathy for All; bad moves refused with the
 * game unchanged. */
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
#include "cards/campaign/fates/pacifist/pacifist.h"
#include "cards/campaign/fates/planet_breaker/planet_breaker.h"

/* p0 fails Act I (takes the Pacifist) and completes Act II (keeps it). */
static const t_fates FATES = {.a = {CARD_FATE01, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                              .b = {CARD_FATE14}, .completed2 = 7u};
/* p0 fails the Pacifist's Act II objective: the Liaisons and the Empaths
 * are in the Court deck (F1404, failed). */
static const t_fates FAILED = {.a = {CARD_FATE01, CARD_FATE02, CARD_FATE03}, .completed1 = 6u,
                               .b = {CARD_FATE14}, .completed2 = 6u};

static t_log LOG;

static int top_kind(const arcs_game *game) { return top_frame_c(&game->s)->kind; }

/* ARCS_TEST_LOG set: the log kept so far and the legal moves (reading a
 * failure). */
static void show(arcs_game *game) {
    if (!getenv("ARCS_TEST_LOG")) return;
    for (int i = 0; i < LOG.n; i++) fprintf(stderr, "  | %s\n", LOG.text[i]);
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n);
    for (size_t i = 0; i < n; i++) {
        char text[64];
        arcs_move_to_str(moves[i], text, sizeof text, NULL);
        fprintf(stderr, "  legal: %s\n", text);
    }
}

static arcs_game *act3_of(const t_fates *f, uint64_t seed) {
    arcs_game *game = t_act3_new(3, seed, f, ARCS_CHANCE_INTERNAL, 0);
    uint64_t rng = seed;
    t_arc_finish_setup(game, &rng);
    memset(&LOG, 0, sizeof LOG);
    game->log = t_keep_line;
    game->log_ud = &LOG;
    return game;
}

/* The Act III table: p0 the Pacifist, chapter 2, no Trophies, Captives,
 * Outrage or resources anywhere, nothing declared. */
static arcs_game *table(const t_fates *f) {
    arcs_game *game = act3_of(f, 0x1408);
    game_state *g = t_state(game);
    for (int p = 0; p < 3; p++) {
        player_state *pl = &g->pl[p];
        for (int q = 0; q < MAX_PLAYERS; q++) {
            pl->agents_supply = (uint8_t)(pl->agents_supply + pl->captives[q] + pl->trophy_agents[q]);
            g->pl[q].ships_supply = (uint8_t)(g->pl[q].ships_supply + pl->trophy_ships[q]);
            assert_int_equal(pl->trophy_cities[q] + pl->trophy_starports[q], 0); /* a fresh Act */
            pl->captives[q] = pl->trophy_agents[q] = pl->trophy_ships[q] = 0;
        }
        for (int r = 0; r < NUM_RES; r++)
            if ((pl->outrage >> r & 1u) && !(pl->outrage_placeholder >> r & 1u)) pl->agents_supply++;
        pl->outrage = pl->outrage_placeholder = 0;
        for (int s = 0; s < RES_SLOTS_MAX; s++)
            if (pl->res[s] != RES_EMPTY && pl->res[s] <= NUM_RES) {
                g->res_supply[pl->res[s] - 1]++;
                pl->res[s] = RES_EMPTY;
            }
    }
    card_res_remove(g, CARD_F1403, ARCS_PSIONIC, card_res_count(g, CARD_F1403, ARCS_PSIONIC));
    for (int p = 0; p < 3; p++) assert_int_equal(g->camp.trophy_free_cities[p] + g->camp.trophy_free_starports[p], 0);
    g->camp.imperial_supply = (uint8_t)(g->camp.imperial_supply + g->camp.trophy_imperial[0] + g->camp.trophy_imperial[1] +
                                        g->camp.trophy_imperial[2]);
    memset(g->camp.trophy_imperial, 0, sizeof g->camp.trophy_imperial);
    memset(g->camp.trophy_blight, 0, sizeof g->camp.trophy_blight);
    for (int m = 0; m < 3; m++) g->marker_box[m] = 0xFF;
    g->chapter = 2;
    game_bump(game);
    t_assert_invariants(game);
    return game;
}

/* The first system in play of planet type r. */
static int planet_of(const game_state *g, int r) {
    for (int s = 0; s < NUM_SYSTEMS; s++)
        if (sys_in_play(g, s) && !sys_is_gate(s) && planet_type(s) == r) return s;
    fail_msg("no %s planet in play", resource_name(r));
    return -1;
}

static int held(const game_state *g, int p, int r) { return resources_held(&g->pl[p], r); }

/* The gained resources' slots: the first offered. */
static void place_resources(arcs_game *game) {
    while (top_kind(game) == FR_PLACE_RESOURCE) {
        char prefix[24];
        snprintf(prefix, sizeof prefix, "p%d place-resource", top_frame_c(&game->s)->player);
        assert_true(t_apply_prefix(game, prefix));
    }
}

/* ----------------------------------------------------------- F1408A/B */

/* F1408A at the Act III Setup: Empathy for All, Reconcile with the
 * Outraged and Rebuke of the Empaths in the rules booklet (the reminder
 * copy only logged); the objective card in the play area, no marker. */
static void setup_side(void **state) {
    (void)state;
    arcs_game *game = act3_of(&FATES, 0x1408);
    const game_state *g = &game->s;
    assert_int_equal(g->camp.fate[0], CARD_FATE14);
    assert_true(t_in_play_area(g, 0, CARD_F1408B));
    assert_int_equal(g->camp.objective[0], OBJECTIVE_NONE);
    int found = 0;
    for (int i = 0; i < g->camp.booklet_len; i++) {
        int c = g->camp.booklet[i];
        found |= (c == CARD_F1409) | (c == CARD_F1411) << 1 | (c == CARD_F1412) << 2 | (c == CARD_F1410) << 3;
    }
    assert_int_equal(found, 7);
    t_assert_invariants(game);
    arcs_game_free(game);
}

static int grand(const game_state *g) { return card_def_of(CARD_F1408B)->grand_ambitions(g, 0, CARD_F1408B); }

/* F1408B 1 "You have no Trophies or Captives": any Trophy (a Rival's ship,
 * an Imperial ship, Blight) or Captive takes it away. */
static void grand_no_trophies_or_captives(void **state) {
    (void)state;
    arcs_game *game = table(&FATES);
    game_state *g = t_state(game);
    assert_int_equal(grand(g), 1);
    g->pl[0].trophy_ships[1] = 1;
    assert_int_equal(grand(g), 0);
    g->pl[0].trophy_ships[1] = 0;
    g->camp.trophy_imperial[0] = 1;
    assert_int_equal(grand(g), 0);
    g->camp.trophy_imperial[0] = 0;
    g->camp.trophy_blight[0] = 1;
    assert_int_equal(grand(g), 0);
    g->camp.trophy_blight[0] = 0;
    g->pl[0].captives[2] = 1;
    assert_int_equal(grand(g), 0);
    g->pl[0].captives[2] = 0;
    g->pl[1].captives[0] = 2; /* a Rival's Captives do not count */
    assert_int_equal(grand(g), 1);
    arcs_game_free(game);
}

/* F1408B 2 "In total, your Rivals have more Psionic resources than you":
 * the Rivals' summed (1 + 1 > 1), not level (2 = 2); the Psionic on Well
 * of Empathy are the Pacifist's; other resources do not count. */
static void grand_rivals_more_psionic(void **state) {
    (void)state;
    arcs_game *game = table(&FATES);
    game_state *g = t_state(game);
    g->pl[0].trophy_ships[1] = 1; /* the first grand ambition out of the way */
    assert_int_equal(grand(g), 0);
    g->pl[1].res[0] = ARCS_PSIONIC + 1;
    g->pl[2].res[0] = ARCS_PSIONIC + 1;
    g->pl[0].res[0] = ARCS_PSIONIC + 1;
    g->pl[0].res[1] = ARCS_RELIC + 1;
    g->res_supply[ARCS_PSIONIC] -= 3;
    g->res_supply[ARCS_RELIC] -= 1;
    assert_int_equal(grand(g), 2);
    assert_true(t_in_play_area(g, 0, CARD_F1403));
    card_res_add(g, CARD_F1403, ARCS_PSIONIC, 1);
    assert_int_equal(grand(g), 0);
    g->pl[2].res[1] = ARCS_MATERIAL + 1;
    g->res_supply[ARCS_MATERIAL]--;
    assert_int_equal(grand(g), 0);
    arcs_game_free(game);
}

/* Scored at the chapter's end (chapter 2): both, 8 Power; one, 3. */
static void grand_scored_at_chapter_end(void **state) {
    (void)state;
    arcs_game *game = table(&FATES);
    game_state *g = t_state(game);
    g->pl[1].res[0] = ARCS_PSIONIC + 1;
    g->res_supply[ARCS_PSIONIC]--;
    int before = g->pl[0].power;
    assert_int_equal(grand(g), 3);
    campaign_score_grand_ambitions(g);
    assert_int_equal(g->pl[0].power, before + 8);
    assert_true(t_logged(&LOG, "Chapter 2: Player 1 fulfilled both grand ambitions of Pacifist Act III Objective: +8 Power."));
    g->pl[0].captives[1] = 1;
    g->pl[1].agents_supply--;
    campaign_score_grand_ambitions(g);
    assert_int_equal(g->pl[0].power, before + 8 + 3);
    assert_true(t_logged(&LOG, "the second grand ambition of Pacifist Act III Objective"));
    arcs_game_free(game);
}

/* ------------------------------------------------------- F1409 Empathy */

/* p1 attacks p2 at the Psionic planet sys (p2 1 fresh ship and a fresh
 * city, p1 3 fresh ships), 1 skirmish die (a hit) and 2 raid dice (an
 * intercept and 2 keys; a building hit and a key), hits assigned to the
 * first targets: p2's ship and city damaged, 3 keys to raid with. p2
 * holds a Psionic and a Material, p1 a Psionic if `psionic`. */
static void p1_attacks(arcs_game *game, int sys, bool psionic) {
    game_state *g = t_state(game);
    t_clear_board(game);
    t_place_ships(game, 2, sys, 1, 0);
    t_place_building(game, 2, sys, 0, false, false);
    t_place_ships(game, 1, sys, 3, 0);
    if (psionic) t_give_to_empty_slot(game, 1, ARCS_PSIONIC);
    t_give_to_empty_slot(game, 2, ARCS_PSIONIC);
    t_give_to_empty_slot(game, 2, ARCS_MATERIAL);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action battle");
    while (top_kind(game) == FR_BATTLE_SYSTEM) {
        char text[40], sn[16];
        snprintf(text, sizeof text, "p1 battle-system %s", system_name(sys, sn));
        ok(game, text);
    }
    if (top_kind(game) == FR_BATTLE_DEFENDER) ok(game, "p1 battle-defender p2");
    const uint8_t faces[] = {3, 1, 3};
    battle_force_faces(g, faces, 3);
    while (top_kind(game) == FR_BATTLE_DICE) {
        int t = top_frame_c(g)->a;
        ok(game, t == 0 ? "p1 dice assault 0" : t == 1 ? "p1 dice skirmish 1" : "p1 dice raid 2");
    }
    for (int i = 0; i < 10 && top_kind(game) == FR_BATTLE_HIT; i++) assert_true(t_apply_prefix(game, "p1 hit"));
}

/* "When a player harms anything at a planet that matches a resource they
 * have, they Provoke Outrage of that planet type. For battles, resolve
 * this at the end of dealing hits and before raiding": p1, the attacker,
 * holding a Psionic, battles at a Psionic planet: once the hits are dealt
 * and before the raid p1 is Outraged of Psionic, the Psionic discarded;
 * p2, the defender, holding a Psionic too, is not. Without a Psionic, p1
 * provokes nothing. */
static void empathy_battle(void **state) {
    (void)state;
    for (int has = 0; has < 2; has++) {
        arcs_game *game = table(&FATES);
        game_state *g = t_state(game);
        int sys = planet_of(g, ARCS_PSIONIC);
        p1_attacks(game, sys, has);
        g = t_state(game);
        show(game);
        /* After the last hit, and the raid waits. */
        assert_int_equal(top_kind(game), FR_BATTLE_RAID);
        int city = -1, empathy = -1;
        for (int i = 0; i < LOG.n; i++) {
            if (strstr(LOG.text[i], "Player 3's city in")) city = i;
            if (strstr(LOG.text[i], "Empathy for All: Player 2 battles at")) empathy = i;
        }
        assert_true(city >= 0);
        if (has) assert_true(empathy > city);
        assert_int_equal(g->pl[1].outrage >> ARCS_PSIONIC & 1u, (unsigned)has);
        assert_int_equal(held(g, 1, ARCS_PSIONIC), 0);
        assert_int_equal(g->pl[2].outrage, 0);
        assert_int_equal(held(g, 2, ARCS_PSIONIC), 1);
        assert_int_equal(t_logged(&LOG, "Empathy for All: Player 2 battles at"), has);
        t_assert_invariants(game);
        t_assert_reloads(game, "the raid after Empathy for All");
        arcs_game_free(game);
    }
}

/* Harm outside a battle (a card's harm, reported as EVT_HARM): the harmer
 * holding a resource of the planet's type Provokes Outrage of it at once;
 * at a gate (no planet) nothing. */
static void empathy_harm_outside_battle(void **state) {
    (void)state;
    arcs_game *game = table(&FATES);
    game_state *g = t_state(game);
    int sys = planet_of(g, ARCS_RELIC);
    t_give_to_empty_slot(game, 2, ARCS_RELIC);
    int gate = 0;
    while (!sys_is_gate(gate) || !sys_in_play(g, gate)) gate++;
    harm_event(g, 2, 1, gate);
    assert_int_equal(g->pl[2].outrage, 0);
    harm_event(g, 2, 1, sys);
    assert_int_equal(g->pl[2].outrage, 1u << ARCS_RELIC);
    assert_int_equal(held(g, 2, ARCS_RELIC), 0);
    assert_true(t_logged(&LOG, "Empathy for All: Player 3 harms at"));
    assert_int_equal(g->pl[1].outrage, 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv Breaking Worlds, "Does taking this action at all trigger
 * Empathy for All? Yes! Even if you do not end up controlling the planet
 * and thus breaking it": p1, the Planet Breaker, takes Break World at a
 * planet p0 controls (p2's city there harmed) holding a resource of its
 * type: Outraged of it as the action is taken, once, before the Rivals'
 * battles; not holding one, nothing. */
static const t_fates WITH_BREAKER = {.a = {CARD_FATE01, CARD_FATE02, CARD_FATE03}, .completed1 = 4u,
                                     .b = {CARD_FATE14, CARD_FATE11}, .completed2 = 7u};

static void empathy_break_world(void **state) {
    (void)state;
    for (int has = 0; has < 2; has++) {
        arcs_game *game = table(&WITH_BREAKER);
        game_state *g = t_state(game);
        assert_int_equal(g->camp.fate[1], CARD_FATE11);
        hammer_data *d = HAMMER_OF(g);
        if (!d->repaired) {
            for (int i = 0; i < FRAGMENTS; i++) d->frag[i] = FRAG_CARD;
            hammer_repaired(g, 1, CARD_F1103A);
        }
        int sys = planet_of(g, ARCS_FUEL);
        t_clear_board(game);
        for (int i = 0; i < FRAGMENTS; i++)
            if (frag_on_map(d->frag[i]) && !frag_broken(d->frag[i])) d->frag[i] = FRAG_SUPPLY;
        for (int i = 0; i < FRAGMENTS; i++)
            if (d->frag[i] == FRAG_SUPPLY) {
                d->frag[i] = (uint8_t)(FRAG_MAP | sys);
                break;
            }
        t_place_ships(game, 1, sys, 1, 0);
        t_place_ships(game, 0, sys, 2, 0); /* p1 does not control it */
        t_place_building(game, 2, sys, 0, false, false); /* a Rival harmed: still once */
        if (has) t_give_to_empty_slot(game, 1, ARCS_FUEL);
        game_bump(game);
        t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
        ok(game, "p1 card planet-hammer break-world pip");
        g = t_state(game);
        assert_int_equal(g->pl[1].outrage >> ARCS_FUEL & 1u, (unsigned)has);
        int lines = 0;
        for (int i = 0; i < LOG.n; i++) lines += strstr(LOG.text[i], "Empathy for All: Player 2 breaks the world") != NULL;
        assert_int_equal(lines, has);
        assert_false(broken_world(g, sys));
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* ---------------------------------------------------------- F1412 Rebuke */

/* The edict resolved in p0's turn (as the Edicts resolve it). */
static game_state *rebuke_now(arcs_game *game) {
    game_bump(game);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    game_state *g = t_state(game);
    card_rebuke_of_the_empaths.edict(g, CARD_F1412);
    run_forward(g);
    game_bump(game);
    return g;
}

/* Edict 60. Empath declared: p1 (Material Outrage: 2 Material, a Psionic)
 * discards the Material only and gains 1 Psionic; p2 (Psionic Outrage)
 * discards its Psionic and gains none; p0 (no Outrage) keeps its Relic,
 * and gains 1 Psionic: its decisions for Well of Empathy ("decline": to a
 * slot). Not declared: nothing. */
static void rebuke(void **state) {
    (void)state;
    for (int declared = 0; declared < 2; declared++) {
        arcs_game *game = table(&FATES);
        game_state *g = t_state(game);
        assert_int_equal(card_rebuke_of_the_empaths.edict_order, 60);
        if (declared) g->marker_box[0] = ARCS_EMPATH;
        t_give_to_empty_slot(game, 1, ARCS_MATERIAL);
        t_give_to_empty_slot(game, 1, ARCS_MATERIAL);
        t_give_to_empty_slot(game, 1, ARCS_PSIONIC);
        t_give_to_empty_slot(game, 2, ARCS_PSIONIC);
        t_give_to_empty_slot(game, 0, ARCS_RELIC);
        g->pl[1].outrage = 1u << ARCS_MATERIAL;
        g->pl[1].agents_supply--;
        g->pl[2].outrage = 1u << ARCS_PSIONIC;
        g->pl[2].agents_supply--;
        g = rebuke_now(game);
        if (!declared) {
            assert_int_equal(held(g, 1, ARCS_MATERIAL), 2);
            assert_int_equal(held(g, 2, ARCS_PSIONIC), 1);
            assert_true(t_logged(&LOG, "Rebuke of the Empaths: Empath is not declared."));
            arcs_game_free(game);
            continue;
        }
        /* p0's Psionic: Well of Empathy's choice. */
        assert_int_equal(top_kind(game), FR_CARD);
        assert_int_equal(top_frame_c(g)->card, CARD_F1403);
        t_refused_unchanged(game, "p1 decline");
        ok(game, "p0 decline");
        place_resources(game);
        g = t_state(game);
        assert_int_equal(held(g, 0, ARCS_PSIONIC), 1);
        assert_int_equal(held(g, 0, ARCS_RELIC), 1);
        assert_int_equal(held(g, 1, ARCS_MATERIAL), 0);
        assert_int_equal(held(g, 1, ARCS_PSIONIC), 2);
        assert_int_equal(held(g, 2, ARCS_PSIONIC), 0);
        assert_true(t_logged(&LOG, "Player 2 discards 2 resources matching their Outrage."));
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* Rebuke with the Pacifist Outraged of Psionic: the Psionic on Well of
 * Empathy (not frozen) go to the supply too, and the Pacifist gains none. */
static void rebuke_well_of_empathy(void **state) {
    (void)state;
    arcs_game *game = table(&FATES);
    game_state *g = t_state(game);
    g->marker_box[0] = ARCS_EMPATH;
    card_res_add(g, CARD_F1403, ARCS_PSIONIC, 2);
    g->pl[0].outrage = 1u << ARCS_PSIONIC;
    g->pl[0].agents_supply--;
    int supply = g->res_supply[ARCS_PSIONIC];
    rebuke_now(game);
    place_resources(game);
    g = t_state(game);
    assert_int_equal(card_res_count(g, CARD_F1403, ARCS_PSIONIC), 0);
    assert_int_equal(held(g, 0, ARCS_PSIONIC), 0);
    assert_int_equal(held(g, 1, ARCS_PSIONIC) + held(g, 2, ARCS_PSIONIC), 2);
    assert_int_equal(g->res_supply[ARCS_PSIONIC], supply + 2 - 2);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---------------------------------------- F1406/F1407 Itinerant Empaths */

enum { EMPATHS_PLACE = 1 };

/* Crisis: the player with the least Power (p2) gains Psionic up to their
 * empty resource slots, a choice of how many (more refused, the game
 * unchanged), then the card is discarded; tied for the least: nobody. */
static void empaths_crisis(void **state) {
    (void)state;
    for (int tie = 0; tie < 2; tie++) {
        arcs_game *game = table(&FAILED);
        game_state *g = t_state(game);
        assert_int_not_equal(g->camp.fate[0], CARD_FATE14);
        t_court_card_at(game, CARD_F1407, EMPATHS_PLACE);
        g = t_state(game);
        g->pl[0].power = 10;
        g->pl[1].power = tie ? 4 : 8;
        g->pl[2].power = 4;
        t_give_to_empty_slot(game, 2, ARCS_FUEL);
        int empty = open_res_slots(&g->pl[2]) - 1;
        game_bump(game);
        t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
        g = t_state(game);
        cards_crisis(g, CARD_F1407, EMPATHS_PLACE);
        run_forward(g);
        game_bump(game);
        if (tie) {
            assert_true(t_logged(&LOG, "tied for the least Power"));
            assert_int_not_equal(g->court_row[EMPATHS_PLACE], CARD_F1407);
            arcs_game_free(game);
            continue;
        }
        assert_int_equal(top_kind(game), FR_CARD);
        assert_int_equal(t_count_legal(game, "p2 card itinerant-empaths@F1407 gain"), empty);
        char text[64];
        snprintf(text, sizeof text, "p2 card itinerant-empaths@F1407 gain %d", empty + 1);
        t_refused_unchanged(game, text);
        t_refused_unchanged(game, "p1 card itinerant-empaths@F1407 gain 1");
        t_assert_reloads(game, "the Empaths' choice");
        assert_int_equal(g->court_row[EMPATHS_PLACE], CARD_F1407); /* discarded once decided */
        ok(game, "p2 card itinerant-empaths@F1407 gain 2");
        place_resources(game);
        g = t_state(game);
        assert_int_equal(held(g, 2, ARCS_PSIONIC), 2);
        assert_int_not_equal(g->court_row[EMPATHS_PLACE], CARD_F1407);
        assert_int_equal(court_discard_pile(g)[g->court_discard_len - 1], CARD_F1407);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* When Secured: the securer gains Psionic up to their empty slots
 * ("decline": none). */
static void empaths_secured(void **state) {
    (void)state;
    arcs_game *game = table(&FAILED);
    t_court_card_at(game, CARD_F1406, EMPATHS_PLACE);
    game_state *g = t_state(game);
    for (int p = 0; p < 3; p++) g->court_agents[EMPATHS_PLACE][p] = 0;
    g->court_agents[EMPATHS_PLACE][1] = 2;
    g->pl[1].agents_supply -= 2;
    game_bump(game);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 4));
    ok(game, "p1 action secure");
    char secure[16];
    snprintf(secure, sizeof secure, "p1 secure %d", EMPATHS_PLACE);
    ok(game, secure);
    g = t_state(game);
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(t_count_legal(game, "p1 card itinerant-empaths gain"), open_res_slots(&g->pl[1]));
    ok(game, "p1 card itinerant-empaths gain 3");
    place_resources(game);
    g = t_state(game);
    assert_int_equal(held(g, 1, ARCS_PSIONIC), 3);
    assert_true(t_logged(&LOG, "Itinerant Empaths: When Secured: Player 2"));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ------------------------------------------------- F1405 Psionic Liaisons */

/* F1405 reprints the Advocate's Psionic Liaisons (F409): its Prelude
 * attaches it to a Court card with no agents to declare Empath (not onto a
 * card with agents: refused, the game unchanged). */
/* p0 (the Pacifist failed Act II) holds F1405. */
static arcs_game *liaisons_table(void) {
    arcs_game *game = table(&FAILED);
    t_take_out_court_card(t_state(game), CARD_F1405);
    give_held(t_state(game), 0, CARD_F1405);
    game_bump(game);
    return game;
}

static void liaisons_declare_empath(void **state) {
    (void)state;
    arcs_game *game = liaisons_table();
    game_state *g = t_state(game);
    for (int p = 0; p < 3; p++) g->court_agents[1][p] = g->court_agents[2][p] = 0;
    g->court_agents[2][1] = 1;
    g->pl[1].agents_supply--;
    game_bump(game);
    t_start_lead_turn(game, 0, t_card(ARCS_CONSTRUCTION, 4));
    ok(game, "p0 card liaisons@F1405 attach");
    t_refused_unchanged(game, "p0 card liaisons@F1405 attach-to 2");
    ok(game, "p0 card liaisons@F1405 attach-to 1");
    g = t_state(game);
    assert_true(empath_declared(g));
    assert_int_equal(held_index(g, 0, CARD_F1405), -1);
    assert_true(t_logged(&LOG, "Psionic Liaisons: Player 1 attaches it to"));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "When you Copy to influence, you may gain 1 Psionic" (F1405 as F409):
 * p0 Copies p2's Mobilization lead with Construction-3 and influences;
 * then the choice; "gain": 1 Psionic placed in a slot. */
static void liaisons_copy_to_influence(void **state) {
    (void)state;
    arcs_game *game = liaisons_table();
    uint32_t hands[3] = {1u << t_card(ARCS_CONSTRUCTION, 3), 1u << t_card(ARCS_AGGRESSION, 2),
                         1u << t_card(ARCS_MOBILIZATION, 4)};
    t_begin_round(game, 2, hands);
    lead(game, "p2 lead Mobilization-4");
    ok(game, "p2 end-turn");
    ok(game, "p0 copy Construction-3");
    if (top_kind(game) == FR_SEIZE) ok(game, "p0 no-seize");
    ok(game, "p0 action influence");
    assert_true(t_apply_prefix(game, "p0 influence "));
    assert_int_equal(top_kind(game), FR_CARD);
    t_refused_unchanged(game, "p1 card liaisons@F1405 gain");
    ok(game, "p0 card liaisons@F1405 gain");
    if (top_kind(game) == FR_CARD && top_frame_c(&game->s)->card == CARD_F1403)
        ok(game, "p0 decline"); /* Well of Empathy, kept from Act II: to a slot */
    place_resources(game);
    assert_int_equal(held(t_state(game), 0, ARCS_PSIONIC), 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ------------------------------------ F1411 Reconcile with the Outraged */

#define RECONCILE "card reconcile-with-the-outraged "

/* q's Outrage of type r, marked by an agent from q's supply. */
static void outraged(game_state *g, int q, int r) {
    g->pl[q].outrage |= (uint8_t)(1u << r);
    g->pl[q].agents_supply--;
}

/* p holds a resource of type r in slot s (from the supply). */
static void in_slot(game_state *g, int p, int s, int r) {
    g->pl[p].res[s] = (uint8_t)(r + 1);
    g->res_supply[r]--;
}

/* The table with F1411 in the rules booklet, p1 Outraged Weapon (an agent)
 * and Relic (a placeholder: agent owed), p0 holding a Psionic in slot 1;
 * a Summit called by p0 (the Call to Order). */
static arcs_game *reconcile_table(void) {
    arcs_game *game = table(&FATES);
    game_state *g = t_state(game);
    outraged(g, 1, ARCS_WEAPON);
    g->pl[1].outrage |= 1u << ARCS_RELIC;
    g->pl[1].outrage_placeholder |= 1u << ARCS_RELIC;
    in_slot(g, 0, 0, ARCS_PSIONIC);
    game_bump(game);
    t_call_summit(game, 0);
    return game;
}

/* In the Negotiations, Forgive with the Rival's consent: p1's Weapon
 * Outrage agent becomes p0's Favor (the agent counted once); declined, it
 * leaves no trace. Not p2's to consent, not a type not Outraged, not an
 * Outrage marked by a placeholder: refused, the game unchanged. */
static void reconcile_forgive_in_summit(void **state) {
    (void)state;
    for (int consent = 0; consent < 2; consent++) {
        arcs_game *game = reconcile_table();
        game_state *g = t_state(game);
        ok(game, "p0 order-done");
        int supply = g->pl[1].agents_supply;
        t_refused_unchanged(game, "p0 " RECONCILE "forgive p1 Fuel");
        t_refused_unchanged(game, "p0 " RECONCILE "forgive p1 Relic");
        t_refused_unchanged(game, "p0 " RECONCILE "forgive p0 Weapon");
        ok(game, "p0 " RECONCILE "forgive p1 Weapon");
        t_refused_unchanged(game, "p2 " RECONCILE "consent");
        t_assert_reloads(game, "Forgive asking p1's consent");
        uint64_t before = arcs_state_hash(game);
        if (!consent) {
            ok(game, "p1 decline");
            assert_true(t_logged(&LOG, "Player 2 declines: no Forgive."));
            assert_true(g->pl[1].outrage >> ARCS_WEAPON & 1u);
            assert_int_equal(g->camp.favors[0][1], 0);
            assert_int_equal(top_kind(game), FR_SUMMIT_NEGOTIATE);
            arcs_game_free(game);
            continue;
        }
        ok(game, "p1 " RECONCILE "consent");
        assert_int_not_equal(arcs_state_hash(game), before);
        assert_true(t_logged(&LOG, "Forgive: Player 1 takes Player 2's Weapon Outrage as a Favor."));
        assert_false(g->pl[1].outrage >> ARCS_WEAPON & 1u);
        assert_true(g->pl[1].outrage >> ARCS_RELIC & 1u);
        assert_int_equal(g->camp.favors[0][1], 1);
        assert_int_equal(g->pl[1].agents_supply, supply);
        t_assert_invariants(game);
        /* Nothing left to forgive but the placeholder. */
        t_refused_unchanged(game, "p0 " RECONCILE "forgive p1 Weapon");
        arcs_game_free(game);
    }
}

/* In the Call to Order, the caller Forgives without consent by giving a
 * Psionic: refused while p1 has no empty resource slot ("must be able to
 * hold the Psionic"); then p1 places it, and p0 keeps the Favor (usable at
 * once for Return Favors) or returns it now. */
static void reconcile_forced_call_to_order(void **state) {
    (void)state;
    for (int keep = 0; keep < 2; keep++) {
        arcs_game *game = reconcile_table();
        game_state *g = t_state(game);
        int open = open_res_slots(&g->pl[1]);
        for (int s = 0; s < open; s++) in_slot(g, 1, s, ARCS_MATERIAL);
        game_bump(game);
        t_refused_unchanged(game, "p0 " RECONCILE "forgive-forced p1 Weapon slot-0");
        g->pl[1].res[open - 1] = RES_EMPTY;
        g->res_supply[ARCS_MATERIAL]++;
        game_bump(game);
        t_refused_unchanged(game, "p0 " RECONCILE "forgive-forced p1 Weapon slot-1"); /* no Psionic there */
        t_refused_unchanged(game, "p0 " RECONCILE "forgive-forced p1 Relic slot-0");
        t_refused_unchanged(game, "p0 " RECONCILE "forgive-ask p1 Weapon slot-0"); /* no Monopoly: nobody to ask */
        t_refused_unchanged(game, "p0 " RECONCILE "forgive p1 Weapon"); /* a Negotiations move */
        t_assert_reloads(game, "the Call to Order with Forgive");
        ok(game, "p0 " RECONCILE "forgive-forced p1 Weapon slot-0");
        assert_true(t_logged(&LOG, "Player 1 gives Player 2 a Psionic to Forgive them without their consent."));
        assert_true(t_logged(&LOG, "Forgive: Player 1 takes Player 2's Weapon Outrage as a Favor."));
        assert_int_equal(g->pl[0].res[0], RES_EMPTY);
        place_resources(game);
        assert_int_equal(held(g, 1, ARCS_PSIONIC), 1);
        assert_int_equal(g->camp.favors[0][1], 1);
        t_refused_unchanged(game, "p1 " RECONCILE "return-favor");
        t_assert_reloads(game, "the choice to return the Favor");
        int supply = g->pl[1].agents_supply;
        if (keep) {
            ok(game, "p0 decline");
            assert_int_equal(g->camp.favors[0][1], 1);
            /* The Favor counts at once: Promise Favor forced on p1. */
            ok(game, "p0 return-favors p1 promise");
            assert_true(t_logged(&LOG, "Forced by returning Favors: Player 2 takes Promise Favor affecting Player 1."));
            assert_int_equal(g->camp.favors[0][1], 1); /* returned, and p1 promised one */
        } else {
            ok(game, "p0 " RECONCILE "return-favor");
            assert_true(t_logged(&LOG, "Player 1 returns the Favor to Player 2."));
            assert_int_equal(g->camp.favors[0][1], 0);
            /* Back to p1, onto the Relic Outrage owed an agent (placeholder). */
            assert_int_equal(g->pl[1].agents_supply, supply);
            assert_false(g->pl[1].outrage_placeholder >> ARCS_RELIC & 1u);
            assert_true(g->pl[1].outrage >> ARCS_RELIC & 1u);
        }
        assert_false(g->pl[1].outrage >> ARCS_WEAPON & 1u);
        assert_int_equal(top_kind(game), FR_SUMMIT_ORDER);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* Monopoly Consent in the rules booklet, the Psionic Monopoly in p2's
 * play area. */
static void psionic_monopoly_to_p2(game_state *g) {
    bool consent_law = false;
    for (int i = 0; i < g->camp.booklet_len; i++) consent_law |= g->camp.booklet[i] == CARD_F319;
    if (!consent_law) booklet_add(g, CARD_F319);
    fate_gain_card(g, 2, CARD_F316);
}

/* faq.csv, Reconcile with the Outraged: with the Psionic Monopoly in p2's
 * play area (Monopoly Consent in the booklet), giving the Psionic needs
 * p2's consent: asked, p2 declines (no trace) or consents; forced only by
 * returning 1 of p2's Favors (refused without one). */
static void reconcile_psionic_monopoly_consent(void **state) {
    (void)state;
    arcs_game *game = reconcile_table();
    game_state *g = t_state(game);
    psionic_monopoly_to_p2(g);
    game_bump(game);
    assert_int_equal(cards_give_consent(g, 0, ARCS_PSIONIC), 1u << 2);
    t_refused_unchanged(game, "p0 " RECONCILE "forgive-forced p1 Weapon slot-0");
    ok(game, "p0 " RECONCILE "forgive-ask p1 Weapon slot-0");
    assert_true(t_logged(&LOG, "Player 1 asks Player 3's consent to Forgive Player 2 (Weapon Outrage)."));
    t_refused_unchanged(game, "p1 " RECONCILE "consent");
    t_assert_reloads(game, "the Monopoly holder asked");
    ok(game, "p2 decline");
    assert_true(g->pl[1].outrage >> ARCS_WEAPON & 1u);
    assert_int_equal(g->pl[0].res[0], ARCS_PSIONIC + 1);
    ok(game, "p0 " RECONCILE "forgive-ask p1 Weapon slot-0");
    ok(game, "p2 " RECONCILE "consent");
    place_resources(game);
    assert_int_equal(held(g, 1, ARCS_PSIONIC), 1);
    assert_int_equal(g->camp.favors[0][1], 1);
    ok(game, "p0 decline");
    arcs_game_free(game);

    /* Forced: 1 of p2's Favors returned to p2. */
    game = reconcile_table();
    g = t_state(game);
    psionic_monopoly_to_p2(g);
    t_give_favors(game, 0, 2, 1);
    game_bump(game);
    int supply2 = g->pl[2].agents_supply;
    ok(game, "p0 " RECONCILE "forgive-forced p1 Weapon slot-0");
    assert_true(t_logged(&LOG, "Player 1 returns 1 of Player 3's Favors for their consent."));
    assert_int_equal(g->camp.favors[0][2], 0);
    assert_int_equal(g->pl[2].agents_supply, supply2 + 1);
    place_resources(game);
    assert_int_equal(g->camp.favors[0][1], 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_side),
        cmocka_unit_test(grand_no_trophies_or_captives),
        cmocka_unit_test(grand_rivals_more_psionic),
        cmocka_unit_test(grand_scored_at_chapter_end),
        cmocka_unit_test(empathy_battle),
        cmocka_unit_test(empathy_harm_outside_battle),
        cmocka_unit_test(empathy_break_world),
        cmocka_unit_test(rebuke),
        cmocka_unit_test(rebuke_well_of_empathy),
        cmocka_unit_test(empaths_crisis),
        cmocka_unit_test(empaths_secured),
        cmocka_unit_test(liaisons_declare_empath),
        cmocka_unit_test(liaisons_copy_to_influence),
        cmocka_unit_test(reconcile_forgive_in_summit),
        cmocka_unit_test(reconcile_forced_call_to_order),
        cmocka_unit_test(reconcile_psionic_monopoly_consent),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
