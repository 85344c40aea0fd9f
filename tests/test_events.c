/* The Blighted Reach campaign, part 2: Event cards, the round's event, the
 * Imperial Council, the Crises, the Edicts, the Imperial Trust and Favors
 * (Campaign rulebook, "Events & the Imperial Council", "Crises", "Edicts";
 * worked examples of pages 12-14, 18, 20-21 and faq.csv rows). Dice are
 * forced through explicit chance. */
#include <stdio.h>
#include <string.h>

#include "campaign_fixture.h"
#include "campaign/trust.h"
#include "cards/hooks.h"
#include "data/card_ids.h"
#include "data/tables.h"
#include "wire/wire.h"

#define EVENT1 (1u << EVENT_CARD_FIRST)
#define EVENT2 (1u << (EVENT_CARD_FIRST + 1))
#define CON 2 /* ARCS_CONSTRUCTION */
#define BIT(suit, n) (1u << t_card(suit, n))

static int top_kind(const arcs_game *game) { return top_frame_c(&game->s)->kind; }

/* scenario() with 1 fresh ship of each player at a gate of its own (no
 * elimination placement at the end of a turn). */
static arcs_game *table(int players, unsigned regents) {
    arcs_game *game = scenario(players, regents);
    /* The Guild cards of the Fates dealt at random leave the game, so the
     * tests count only the Guild cards they give. */
    clear_holdings(game, true);
    for (int p = 0; p < players; p++) t_place_ships(game, p, 4 * (p + 2), 1, 0);
    return game;
}

/* n resources of type r from the supply into the Imperial Trust. */
static void put_trust(arcs_game *game, int r, int n) {
    game_state *g = t_state(game);
    g->res_supply[r] = (uint8_t)(g->res_supply[r] - n);
    g->camp.trust[r] = (uint8_t)(g->camp.trust[r] + n);
}


/* Campaign rulebook p. 12, the Event example: Lotus (p0) leads a "2"
 * Construction card; Dane (p1) plays an Event and takes 4 Construction
 * actions; Mikah (p2) then plays an Event and gets none (a Rival played one
 * earlier this round), but may still use the Prelude. Events cannot be
 * led, Copied or discarded to seize. */
static void event_example(void **state) {
    (void)state;
    arcs_game *game = table(3, 7u);
    uint32_t hands[3] = {BIT(CON, 2) | BIT(CON, 5), EVENT1 | BIT(ARCS_AGGRESSION, 3), EVENT2 | BIT(ARCS_MOBILIZATION, 4)};
    t_begin_round(game, 0, hands);
    assert_false(t_is_legal(game, "p0 lead Event-1"));
    lead(game, "p0 lead Construction-2");
    ok(game, "p0 end-turn");
    /* p1: an Event mirrors the lead; it cannot Copy, Surpass or Pivot. */
    assert_true(t_is_legal(game, "p1 event Event-1"));
    assert_false(t_is_legal(game, "p1 copy Event-1"));
    assert_false(t_is_legal(game, "p1 pivot Event-1"));
    ok(game, "p1 event Event-1");
    /* Seizing needs a card that is not an Event. */
    if (top_kind(game) == FR_SEIZE) {
        assert_false(t_is_legal(game, "p1 seize Event-1"));
        ok(game, "p1 no-seize");
    }
    assert_int_equal(game->s.pips, 4);
    assert_int_equal(game->s.pip_suit, ARCS_CONSTRUCTION);
    assert_int_equal(game->s.play_mode[1], PLAY_EVENT);
    ok(game, "p1 end-turn");
    ok(game, "p2 event Event-2");
    if (top_kind(game) == FR_SEIZE) ok(game, "p2 no-seize");
    assert_int_equal(game->s.pips, 0);
    assert_true(t_is_legal(game, "p2 end-turn"));
    assert_false(t_is_legal(game, "p2 action build"));
    arcs_game_free(game);
}

/* "If you have the initiative and only have Event cards, you must pass the
 * initiative" (p. 12 sidebar). */
static void only_events_must_pass(void **state) {
    (void)state;
    arcs_game *game = table(2, 3u);
    uint32_t hands[2] = {EVENT1 | EVENT2, BIT(CON, 3)};
    t_begin_round(game, 0, hands);
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, 1);
    assert_int_equal(m[0].kind, ARCS_MOVE_PASS);
    arcs_game_free(game);
}


/* The p. 12 round's plays: p0 leads Construction-2, p1 and p2 play Events. */
static void play_events(arcs_game *game) {
    lead(game, "p0 lead Construction-2");
    ok(game, "p0 end-turn");
    follow(game, "p1 event Event-1");
    follow(game, "p2 event Event-2");
}

/* Plays the p. 12 round (p0 leads, p1 and p2 play Events) up to the round
 * end; returns with the event pending. */
static arcs_game *event_round(unsigned regents) {
    arcs_game *game = table(3, regents);
    uint32_t hands[3] = {BIT(CON, 2) | BIT(CON, 5), EVENT1 | BIT(ARCS_AGGRESSION, 3), EVENT2 | BIT(ARCS_MOBILIZATION, 4)};
    t_begin_round(game, 0, hands);
    force_chance(game);
    play_events(game);
    return game;
}

/* Campaign rulebook p. 13: Dane and Mikah played Events and did not seize,
 * so Lotus keeps the initiative, may call the Summit, then rolls the event
 * and number dice: a Crisis symbol triggers the Crises. Several Event cards
 * resolve one event. */
static void event_resolution(void **state) {
    (void)state;
    arcs_game *game = event_round(7u);
    int sys = 1 * 4 + SYS_HEX; /* 2-hex */
    put_blight(game, sys, 1, 0);
    t_place_ships(game, 1, sys, 1, 0);
    assert_int_equal(game->s.initiative, 0);
    assert_int_equal(top_kind(game), FR_EVENT_CHOICE);
    assert_true(t_is_legal(game, "p0 summit"));
    static arcs_game_view view;
    assert_int_equal(arcs_view(game, 0, &view), ARCS_OK);
    assert_int_equal(view.decision.kind, ARCS_DECISION_EVENT);
    assert_string_equal(view.decision.prompt, "Player 1: call a Summit, or not.");
    ok(game, "p0 summit");
    /* The Summit (lib/campaign/summit.c, tests/test_summit.c): nothing is
     * done; everyone passes. */
    ok(game, "p0 order-done");
    for (int p = 0; p < 3; p++) {
        char text[24];
        snprintf(text, sizeof text, "p%d negotiate-pass", p);
        ok(game, text);
    }
    /* The dice: number 2, event face 2 (Crisis, crescent). */
    ok(game, "chance chance roll number 2");
    ok(game, "chance chance roll event 2");
    /* Crises: the Blight hits p1's ship; no second roll for the Court. */
    assert_int_equal(game->s.sys[sys].fresh[1], 0);
    assert_int_equal(game->s.sys[sys].damaged[1], 0);
    assert_int_equal(game->s.camp.number_die, 2);
    assert_int_equal(game->s.camp.event_die, 2);
    /* The round is over: the next lead is p0's. */
    while (top_kind(game) == FR_CARD || top_kind(game) == FR_CHANCE) {
        /* Court Crises of the random Court may ask (e.g. Song of Freedom). */
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_int_equal(arcs_apply(game, m[0]), ARCS_OK);
    }
    assert_int_equal(top_kind(game), FR_LEAD);
    assert_int_equal(game->s.stack[0].kind, FR_ROUND);
    assert_int_equal(game->s.camp.events_played, 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* An Edict face: the Edicts resolve; the First Regent enforces or changes
 * the Policy. */
static arcs_game *edicts_round(unsigned regents, int policy) {
    arcs_game *game = event_round(regents);
    game_state *g = t_state(game);
    /* The Policy on top: 1 War, 2 Peace, 3 Escalation. */
    g->camp.govern_top = (uint8_t)policy;
    ok(game, "p0 no-summit");
    ok(game, "chance chance roll number 1");
    ok(game, "chance chance roll event 5"); /* Edict, crescent */
    return game;
}

/* Campaign rulebook p. 20, Peace Demand: Lotus (p0) is First Regent; Mikah
 * gives a Relic, Baz a Psionic, Dane (no Relic or Psionic) an agent as a
 * Favor; Lotus has none of her own to add. Then p. 21, Celebrate Regency:
 * the Regent with all 5 cities built gains 5 Power; those with 3 or fewer
 * built gain nothing. */
static void peace_demand_and_action(void **state) {
    (void)state;
    arcs_game *game = table(4, 15u);
    game_state *g = t_state(game);
    g->camp.govern_top = 2;
    /* Event round with 4 players: p0 leads, p1, p2 play Events, p3 follows. */
    uint32_t hands[4] = {BIT(CON, 2), EVENT1 | BIT(ARCS_AGGRESSION, 3), EVENT2 | BIT(ARCS_AGGRESSION, 4),
                         BIT(CON, 6) | BIT(ARCS_MOBILIZATION, 5)};
    t_begin_round(game, 0, hands);
    force_chance(game);
    /* Mikah (p1) a Relic, Baz (p2) a Psionic, Dane (p3) neither. */
    t_give_resource(game, 1, 0, ARCS_RELIC);
    t_give_resource(game, 2, 0, ARCS_PSIONIC);
    t_give_resource(game, 3, 0, ARCS_FUEL);
    /* Cities: p2 has all 5 built; the others 3 or fewer. */
    static const int PLANETS[5] = {1, 2, 3, 5, 6};
    for (int i = 0; i < 5; i++) t_place_building(game, 2, PLANETS[i], 0, false, false);
    t_place_building(game, 1, 7, 0, false, false);
    int power[4];
    for (int p = 0; p < 4; p++) power[p] = game->s.pl[p].power;
    play_events(game);
    follow(game, "p3 pivot Mobilization-5");
    ok(game, "p0 no-summit");
    ok(game, "chance chance roll number 4");
    ok(game, "chance chance roll event 6"); /* Edict */
    /* Govern the Imperial Reach: enforce or change. */
    assert_true(t_is_legal(game, "p0 change-policy war"));
    assert_false(t_is_legal(game, "p0 change-policy peace"));
    ok(game, "p0 enforce");
    /* p0 has no Relic or Psionic: nothing of her own; then Mikah. */
    assert_true(t_is_legal(game, "p0 demand p1 0 0"));
    ok(game, "p0 demand p1 0 0");
    ok(game, "p0 demand p2 0 0");
    /* Dane: a Favor, without a decision. */
    assert_int_equal(trust_count(&game->s, ARCS_RELIC), 1);
    assert_int_equal(trust_count(&game->s, ARCS_PSIONIC), 1);
    assert_int_equal(trust_count(&game->s, -1), 2);
    assert_int_equal(favor_count(&game->s, 0, 3), 1);
    assert_int_equal(game->s.pl[3].res[0], 1 + ARCS_FUEL);
    /* Celebrate Regency. */
    assert_int_equal(game->s.pl[2].power, power[2] + 5);
    assert_int_equal(game->s.pl[1].power, power[1]);
    assert_int_equal(game->s.pl[0].power, power[0]);
    /* The Trust adds to the First Regent's ambitions (Keeper: Relics). */
    assert_int_equal(ambition_count(&game->s, 0, ARCS_KEEPER), 1);
    assert_int_equal(ambition_count(&game->s, 1, ARCS_KEEPER), 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Changing the Policy puts another Govern card on top; nothing is
 * demanded. */
static void change_policy(void **state) {
    (void)state;
    arcs_game *game = edicts_round(7u, 2);
    ok(game, "p0 change-policy escalation");
    assert_int_equal(game->s.camp.govern_top, 3);
    assert_int_equal(trust_count(&game->s, -1), 0);
    int first = -1;
    for (int i = 0; i < game->s.camp.booklet_len; i++)
        if (game->s.camp.booklet[i] >= CARD_AID03 && game->s.camp.booklet[i] <= CARD_AID05 && first < 0)
            first = game->s.camp.booklet[i];
    assert_int_equal(first, CARD_AID05);
    arcs_game_free(game);
}

/* Escalation: the Regents' Weapon/Fuel/Material into the Trust, the
 * First Regent's own too ("even you"); 2 fresh Imperial ships in an
 * Empire-controlled system of the First Regent's choice. */
static void escalation(void **state) {
    (void)state;
    arcs_game *game = edicts_round(7u, 3);
    t_give_resource(game, 0, 0, ARCS_FUEL);
    t_give_resource(game, 1, 0, ARCS_WEAPON);
    put_imperial(game, 5, 1, 0);
    put_imperial(game, 9, 1, 0);
    int supply = game->s.camp.imperial_supply;
    ok(game, "p0 enforce");
    ok(game, "p0 demand p0 0 0");
    ok(game, "p0 demand p1 0 0");
    /* p2 has none and agents: a Favor. */
    assert_int_equal(favor_count(&game->s, 0, 2), 1);
    assert_int_equal(trust_count(&game->s, ARCS_FUEL) + trust_count(&game->s, ARCS_WEAPON), 2);
    char sys[16], text[48];
    snprintf(text, sizeof text, "p0 requisition %s", system_name(9, sys));
    ok(game, text);
    assert_int_equal(game->s.camp.imperial[9][0], 3);
    assert_int_equal(game->s.camp.imperial_supply, supply - 2);
    arcs_game_free(game);
}

/* War: a Trophy or Captive from each Rival Regent (not Imperial or Regent
 * pieces); a Rival Regent with none and no agents may be made an Outlaw;
 * 1 Weapon to each Regent, from the Trust when the supply is empty. */
static void war(void **state) {
    (void)state;
    arcs_game *game = edicts_round(3u, 1); /* p0, p1 Regents; p2 an Outlaw */
    game_state *g = t_state(game);
    g->pl[1].captives[2] = 1; /* an Outlaw's agent */
    g->pl[2].agents_supply--;
    /* The Weapons: 1 in the supply, 2 in the Trust, 2 on the Outlaw's board. */
    assert_int_equal(g->res_supply[ARCS_WEAPON], RES_PER_TYPE);
    g->res_supply[ARCS_WEAPON] = 1;
    g->camp.trust[ARCS_WEAPON] = 2;
    for (int i = 0; i < 2; i++) g->pl[2].res[i] = 1 + ARCS_WEAPON;
    t_assert_invariants(game);
    ok(game, "p0 enforce");
    assert_true(t_is_legal(game, "p0 demand p1 2 2"));
    ok(game, "p0 demand p1 2 2");
    assert_int_equal(game->s.pl[0].captives[2], 1);
    /* Both Regents get a Weapon: one from the supply, one from the Trust. */
    while (top_kind(game) == FR_PLACE_RESOURCE) t_apply_prefix(game, "p");
    assert_int_equal(resources_held(&game->s.pl[0], ARCS_WEAPON) + resources_held(&game->s.pl[1], ARCS_WEAPON), 2);
    assert_int_equal(trust_count(&game->s, ARCS_WEAPON), 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Securing the Council: it flips to Decided, is tucked (its place is not
 * refilled), cannot be influenced or secured; a later Event card that
 * round gives no actions. */
static arcs_game *council_round(unsigned regents, int securer) {
    arcs_game *game = table(3, regents);
    game_state *g = t_state(game);
    g->court_agents[COUNCIL_PLACE][securer] = 1;
    g->pl[securer].agents_supply--;
    int first = securer;
    uint32_t hands[3] = {0, 0, 0};
    hands[first] = BIT(ARCS_AGGRESSION, 2);
    hands[(first + 1) % 3] = EVENT1 | BIT(CON, 3);
    hands[(first + 2) % 3] = BIT(ARCS_AGGRESSION, 5);
    t_begin_round(game, first, hands);
    force_chance(game);
    char text[48];
    snprintf(text, sizeof text, "p%d lead Aggression-2", securer);
    lead(game, text);
    snprintf(text, sizeof text, "p%d action secure", first);
    ok(game, text);
    snprintf(text, sizeof text, "p%d secure 0", first);
    ok(game, text);
    assert_int_equal(council_securer(&game->s), securer);
    assert_true(council_decided(&game->s));
    assert_int_equal(game->s.court_row[COUNCIL_PLACE], NO_COURT_CARD);
    snprintf(text, sizeof text, "p%d end-turn", first);
    ok(game, text);
    int q = (first + 1) % 3;
    snprintf(text, sizeof text, "p%d event Event-1", q);
    ok(game, text);
    assert_int_equal(game->s.pips, 0); /* the Council was secured earlier this round */
    if (top_kind(game) == FR_SEIZE) {
        snprintf(text, sizeof text, "p%d no-seize", q);
        ok(game, text);
    }
    snprintf(text, sizeof text, "p%d end-turn", q);
    ok(game, text);
    q = (first + 2) % 3;
    snprintf(text, sizeof text, "p%d surpass Aggression-5", q);
    ok(game, text);
    snprintf(text, sizeof text, "p%d end-turn", q);
    ok(game, text);
    return game;
}

/* Campaign rulebook p. 14: the First Regent secures the Council and, in the
 * Summit, leaves the Empire (here preset: an Outlaw secures it, p1 being
 * the First Regent); at the round end the Council returns Decided, the
 * Outlaw steals 3 resources from the Trust (up to their empty slots), the
 * First Regent loses 3 Power; then the Outlaw chooses Crises or Edicts. The
 * Council overrides the Event card played this round. */
static void council_outlaw_steals(void **state) {
    (void)state;
    arcs_game *game = council_round(6u, 0); /* p0 an Outlaw; p1, p2 Regents */
    game_state *g = t_state(game);
    g->camp.first_regent = 1;
    put_trust(game, ARCS_RELIC, 2);
    put_trust(game, ARCS_FUEL, 1);
    g = t_state(game);
    g->pl[1].power = 5;
    /* p0 has 2 cities built: 4 open slots, all empty. */
    t_place_building(game, 0, 1, 0, false, false);
    t_place_building(game, 0, 2, 0, false, false);
    /* The end of the round: the Council, not the Event card. */
    assert_int_equal(top_kind(game), FR_EVENT_CHOICE);
    assert_int_equal(game->s.court_row[COUNCIL_PLACE], CARD_AID01B);
    assert_false(t_is_legal(game, "p0 influence 0"));
    ok(game, "p0 no-summit");
    for (int k = 0; k < 3; k++) {
        assert_true(t_is_legal(game, "p0 steal-trust Relic") || t_is_legal(game, "p0 steal-trust Fuel"));
        if (!t_apply_prefix(game, "p0 steal-trust")) fail_msg("no steal");
        while (top_kind(game) == FR_PLACE_RESOURCE) t_apply_prefix(game, "p0 place-resource");
    }
    assert_int_equal(trust_count(&game->s, -1), 0);
    assert_int_equal(game->s.pl[1].power, 5 - 3);
    assert_int_equal(resources_held(&game->s.pl[0], ARCS_RELIC) + resources_held(&game->s.pl[0], ARCS_FUEL), 3);
    assert_true(t_is_legal(game, "p0 resolve-crises"));
    assert_true(t_is_legal(game, "p0 resolve-edicts"));
    ok(game, "p0 resolve-crises");
    /* Court Crises: the dice are rolled (the Council rolled none). */
    assert_int_equal(top_kind(game), FR_CHANCE);
    arcs_game_free(game);
}

/* Campaign rulebook p. 14, end to end: the First Regent (p0) secures the
 * Council; at the round end they call the Summit and choose to become an
 * Outlaw (Leave the Empire), giving the First Regent tile (and the Trust
 * on it) to the Regent with the most Power (p1); afterwards they steal 3
 * resources from the Imperial Trust, making the new First Regent lose 3
 * Power ("Tough first day on the job!"). */
static void council_example_with_a_summit(void **state) {
    (void)state;
    arcs_game *game = council_round(7u, 0); /* everyone a Regent */
    game_state *g = t_state(game);
    g->camp.first_regent = 0;
    g->res_supply[ARCS_RELIC] -= 2;
    g->res_supply[ARCS_FUEL] -= 1;
    g->camp.trust[ARCS_RELIC] = 2;
    g->camp.trust[ARCS_FUEL] = 1;
    g->pl[1].power = 5;
    g->pl[2].power = 4;
    t_place_building(game, 0, 1, 0, false, false);
    t_place_building(game, 0, 2, 0, false, false);
    ok(game, "p0 summit");
    ok(game, "p0 leave-empire p1");
    assert_int_equal(game->s.camp.first_regent, 1);
    assert_int_equal(trust_count(&game->s, -1), 3); /* "Resources stay in the Imperial Trust" */
    ok(game, "p0 order-done");
    for (int p = 0; p < 3; p++) {
        char text[24];
        snprintf(text, sizeof text, "p%d negotiate-pass", p);
        ok(game, text);
    }
    /* Step 2 passes p0 by (an Outlaw now); step 3: the theft. */
    for (int k = 0; k < 3; k++) {
        if (!t_apply_prefix(game, "p0 steal-trust")) fail_msg("no steal");
        while (top_kind(game) == FR_PLACE_RESOURCE) t_apply_prefix(game, "p0 place-resource");
    }
    assert_int_equal(trust_count(&game->s, -1), 0);
    assert_int_equal(game->s.pl[1].power, 5 - 3);
    assert_int_equal(game->s.camp.first_regent, 1);
    assert_true(t_is_legal(game, "p0 resolve-crises"));
    arcs_game_free(game);
}

/* A Regent who secures the Council becomes the First Regent, keeping the
 * Trust on the tile. */
static void council_regent_becomes_first_regent(void **state) {
    (void)state;
    arcs_game *game = council_round(7u, 2);
    put_trust(game, ARCS_MATERIAL, 1);
    ok(game, "p2 no-summit");
    assert_int_equal(game->s.camp.first_regent, 2);
    assert_int_equal(trust_count(&game->s, ARCS_MATERIAL), 1);
    ok(game, "p2 resolve-edicts");
    /* Govern: the new First Regent decides. */
    assert_true(t_is_legal(game, "p2 enforce"));
    arcs_game_free(game);
}

/* faq.csv, Council Intrigue / Council Insiders: flipped to In Session while
 * tucked, the Council returns to the Court and is not resolved this round;
 * the Event card played that round is then resolved instead. */
static void council_intrigue_faq(void **state) {
    (void)state;
    arcs_game *game = table(3, 7u);
    game_state *g = t_state(game);
    g->camp.council_securer = 1;
    g->court_row[COUNCIL_PLACE] = NO_COURT_CARD;
    t_assert_invariants(game);
    council_flip_in_session(t_state(game));
    assert_int_equal(council_securer(&game->s), -1);
    assert_int_equal(game->s.court_row[COUNCIL_PLACE], CARD_AID01A);
    assert_false(council_decided(&game->s));
    t_assert_invariants(game);
    arcs_game_free(game);

    /* CC12's Crisis: the Council In Session, this card's agents move to it,
     * the card is buried. */
    game = table(3, 7u);
    g = t_state(game);
    g->court_row[COUNCIL_PLACE] = CARD_AID01B;
    int pos = 1, old = g->court_row[pos];
    /* Put CC12 in place 1. */
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == CARD_CC12) court_deck_pile(g)[i] = (uint16_t)old;
    for (int q = 0; q < 3; q++)
        for (int i = 0; i < g->pl[q].guild_count; i++)
            if (g->pl[q].guild[i] == CARD_CC12) g->pl[q].guild[i] = (uint16_t)old;
    for (int i = 0; i < g->court_discard_len; i++)
        if (court_discard_pile(g)[i] == CARD_CC12) court_discard_pile(g)[i] = (uint16_t)old;
    for (int i = 2; i < g->court_row_len; i++)
        if (g->court_row[i] == CARD_CC12) g->court_row[i] = (uint16_t)old;
    g->court_row[pos] = CARD_CC12;
    g->court_agents[pos][1] = 2;
    g->pl[1].agents_supply -= 2;
    t_assert_invariants(game);
    int deck = g->court_deck_len;
    cards_crisis(t_state(game), CARD_CC12, pos);
    run_forward(t_state(game));
    assert_int_equal(game->s.court_row[COUNCIL_PLACE], CARD_AID01A);
    assert_int_equal(game->s.court_agents[COUNCIL_PLACE][1], 2);
    assert_int_equal(court_deck_pile(&game->s)[0], CARD_CC12); /* buried */
    assert_int_equal(game->s.court_deck_len, deck); /* +1 buried, -1 drawn */
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Campaign rulebook p. 18, Blight Crisis: a fresh Blight deals 3 hits: 2
 * destroy the fresh Imperial ship, the third hits 1 Loyal ship of each
 * player there. A damaged Blight deals 1. */
static void blight_crisis_example(void **state) {
    (void)state;
    arcs_game *game = table(3, 7u);
    int sys = 3 * 4 + SYS_ARROW, other = 5 * 4 + SYS_GATE;
    put_blight(game, sys, 1, 0);
    put_imperial(game, sys, 1, 0);
    t_place_ships(game, 0, sys, 2, 0);
    t_place_ships(game, 2, sys, 0, 1);
    put_blight(game, other, 0, 1);
    t_place_ships(game, 1, other, 1, 1);
    int supply = game->s.camp.imperial_supply, ships2 = game->s.pl[2].ships_supply;
    blight_crises(t_state(game));
    assert_int_equal(game->s.camp.imperial[sys][0] + game->s.camp.imperial[sys][1], 0);
    assert_int_equal(game->s.camp.imperial_supply, supply + 1);
    assert_int_equal(game->s.sys[sys].fresh[0], 1);
    assert_int_equal(game->s.sys[sys].damaged[0], 1);
    assert_int_equal(game->s.sys[sys].damaged[2], 0); /* its damaged ship destroyed */
    assert_int_equal(game->s.pl[2].ships_supply, ships2 + 1);
    assert_int_equal(game->s.sys[other].fresh[1], 0); /* 1 hit: the fresh ship first */
    assert_int_equal(game->s.sys[other].damaged[1], 2);
    assert_int_equal(game->s.camp.blight[sys][0], 1); /* the Blight stays */
    t_assert_invariants(game);
    arcs_game_free(game);
}

static bool buried(const arcs_game *game, int card) { return game->s.court_deck_len && court_deck_pile(&game->s)[0] == card; }


/* n Guild cards from the Court deck to p (its known bottom forgotten). */
static void give_guild_cards(arcs_game *game, int p, int n) {
    game_state *g = t_state(game);
    for (int i = 0; i < g->court_deck_len && n > 0; i++)
        if (card_table[court_deck_pile(g)[i]].kind == CK_GUILD) {
            g->pl[p].guild[g->pl[p].guild_count++] = court_deck_pile(g)[i];
            memmove(&court_deck_pile(g)[i], &court_deck_pile(g)[i + 1], (size_t)(g->court_deck_len - i - 1) * 2);
            court_deck_pile(g)[--g->court_deck_len] = 0;
            i--;
            n--;
        }
    g->court_deck_known = 0;
}

/* faq.csv, Diplomatic Fiasco: the agents on the card return first, then
 * the supplies are counted. */
static void diplomatic_fiasco_faq(void **state) {
    (void)state;
    arcs_game *game = table(3, 7u);
    t_court_card_at(game, CARD_CC13, 1);
    /* p0: 3 Guild cards, 2 agents in the supply and 1 on this card. */
    give_guild_cards(game, 0, 3);
    game_state *g = t_state(game);
    g->pl[0].agents_supply = 2;
    g->court_agents[1][0] = 1;
    g->pl[0].trophy_agents[1] = 0;
    /* The other agents of p0: as Captives of p1. */
    g->pl[1].captives[0] = (uint8_t)(AGENTS_PER_PLAYER - 3);
    /* p1: 1 Guild card, no agent: must discard it. */
    give_guild_cards(game, 1, 1);
    g = t_state(game);
    g->pl[0].captives[1] = g->pl[1].agents_supply;
    g->pl[1].agents_supply = 0;
    t_assert_invariants(game);
    cards_crisis(t_state(game), CARD_CC13, 1);
    run_forward(t_state(game));
    /* p0 is asked nothing: 3 agents after the return; p1 discards. */
    assert_int_equal(game->s.pl[0].agents_supply, 3);
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(&game->s)->player, 1);
    ok(game, "p1 card diplomatic-fiasco discard 0");
    assert_int_equal(game->s.pl[1].guild_count, 0);
    assert_int_equal(game->s.pl[0].guild_count, 3);
    assert_int_equal(court_deck_pile(&game->s)[0], CARD_CC13); /* buried */
    arcs_game_free(game);
}

/* The dice keywords (Crises, "Event & Number Dice") and Blight Looms's
 * Crisis: number 3, event face 5 (Edict, crescent): the rolled cluster is
 * cluster 3, its Blight is repaired; a damaged Blight goes on each crescent
 * planet without Blight. */
static void blight_looms_crisis(void **state) {
    (void)state;
    arcs_game *game = table(3, 7u);
    t_court_card_at(game, CARD_CC15, 1);
    game_state *g = t_state(game);
    g->camp.number_die = 3;
    g->camp.event_die = 5;
    assert_int_equal(rolled_cluster(g), 2);
    assert_true(symbol_rolled(g, SYS_CRESCENT) && !symbol_rolled(g, SYS_HEX));
    assert_int_equal(rolled_planet(g), 2 * 4 + SYS_CRESCENT);
    put_blight(game, 2 * 4 + SYS_GATE, 0, 2);
    put_blight(game, 4 * 4 + SYS_CRESCENT, 1, 0);
    cards_crisis(t_state(game), CARD_CC15, 1);
    assert_int_equal(game->s.camp.blight[2 * 4 + SYS_GATE][0], 2);
    assert_int_equal(game->s.camp.blight[2 * 4 + SYS_GATE][1], 0);
    for (int k = 0; k < NUM_CLUSTERS; k++) {
        int s = k * 4 + SYS_CRESCENT;
        assert_int_equal(game->s.camp.blight[s][0] + game->s.camp.blight[s][1], 1);
    }
    assert_int_equal(game->s.camp.blight[4 * 4 + SYS_CRESCENT][0], 1); /* had Blight: none added */
    assert_true(buried(game, CARD_CC15));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv, ARCS-CC14 Q3: tied for most Power, the player closest in turn
 * order to the initiative holder frees a city. */
static void song_of_freedom_tie(void **state) {
    (void)state;
    arcs_game *game = table(3, 7u);
    t_court_card_at(game, CARD_CC14, 2);
    game_state *g = t_state(game);
    g->initiative = 2;
    g->pl[0].power = 4;
    g->pl[1].power = 4;
    g->pl[2].power = 1;
    t_place_building(game, 0, 6, 0, false, true);
    t_place_ships(game, 0, 6, 1, 0); /* p0 controls it (faq.csv ARCS-CC14 Q1) */
    t_place_building(game, 1, 7, 0, false, false);
    cards_crisis(t_state(game), CARD_CC14, 2);
    /* Turn order from p2: p0 comes before p1. */
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(&game->s)->player, 0);
    char sys[16], text[64];
    snprintf(text, sizeof text, "p0 card song-of-freedom@CC14 free %s 0", system_name(6, sys));
    ok(game, text);
    uint8_t b = game->s.sys[6].bld[0];
    assert_true(BLD_OWNER(b) == OWNER_FREE && BLD_IS_CITY(b) && BLD_IS_DAMAGED(b));
    assert_int_equal(game->s.pl[0].cities_on_board, CITIES_PER_PLAYER);
    arcs_game_free(game);
}

/* faq.csv, ARCS-CC14 Q1: the Crisis frees only a Loyal city the player
 * with the most Power controls; a city in a system a Rival controls is not
 * offered, and with none controlled nothing happens (Fine Print, "Do as
 * Much as Possible"). */
static void song_of_freedom_crisis_needs_control(void **state) {
    (void)state;
    char sys[16], text[64];
    for (int controls_one = 1; controls_one >= 0; controls_one--) {
        arcs_game *game = table(3, 7u);
        t_court_card_at(game, CARD_CC14, 2);
        game_state *g = t_state(game);
        g->pl[0].power = 5;
        t_place_building(game, 0, 7, 0, false, false); /* p1 controls 7 */
        t_place_ships(game, 1, 7, 2, 0);
        if (controls_one) {
            t_place_building(game, 0, 6, 0, false, false);
            t_place_ships(game, 0, 6, 1, 0);
        }
        t_assert_invariants(game);
        uint8_t before7 = game->s.sys[7].bld[0];
        cards_crisis(t_state(game), CARD_CC14, 2);
        snprintf(text, sizeof text, "p0 card song-of-freedom@CC14 free %s 0", system_name(7, sys));
        if (controls_one) {
            assert_int_equal(top_kind(game), FR_CARD);
            assert_false(t_is_legal(game, text));
            snprintf(text, sizeof text, "p0 card song-of-freedom@CC14 free %s 0", system_name(6, sys));
            ok(game, text);
            assert_true(BLD_OWNER(game->s.sys[6].bld[0]) == OWNER_FREE);
        } else {
            assert_true(top_kind(game) != FR_CARD);
        }
        assert_int_equal(game->s.sys[7].bld[0], before7);
        arcs_game_free(game);
    }
}

/* In `game`, p0 (leading Aggression-2) secures `card`, placed in Court
 * place 1 with one of p0's agents; returns the game. */
static arcs_game *secure_card_with(arcs_game *game, int card, int agents);

static arcs_game *secure_card(arcs_game *game, int card) {
    return secure_card_with(game, card, 1);
}

/* p0 secures `card` from Court place 1 with `agents` agents on it. */
static arcs_game *secure_card_with(arcs_game *game, int card, int agents) {
    t_court_card_at(game, card, 1);
    game_state *g = t_state(game);
    g->court_agents[1][0] = (uint8_t)agents;
    g->pl[0].agents_supply = (uint8_t)(g->pl[0].agents_supply - agents);
    t_assert_invariants(game);
    uint32_t hands[3] = {BIT(ARCS_AGGRESSION, 2), BIT(CON, 3), BIT(CON, 4)};
    t_begin_round(game, 0, hands);
    lead(game, "p0 lead Aggression-2");
    ok(game, "p0 action secure");
    ok(game, "p0 secure 1");
    return game;
}

/* The campaign Court's When Secured: CC11 declares and is buried; CC12
 * flips the Council In Session and is buried; CC13 makes the Rivals resolve
 * the Crisis; CC14 frees a city the securer controls (faq.csv ARCS-CC14 Q1)
 * and may seize; CC15 destroys a cluster's damaged Blight as Trophies. */
static void campaign_court_when_secured(void **state) {
    (void)state;
    arcs_game *game = secure_card(table(3, 7u), CARD_CC11);
    ok(game, "p0 card populist-demands@CC11 declare Tycoon");
    assert_true(buried(game, CARD_CC11));
    arcs_game_free(game);

    game = secure_card(table(3, 7u), CARD_CC12);
    assert_int_equal(game->s.court_row[COUNCIL_PLACE], CARD_AID01A);
    ok(game, "p0 decline"); /* the securer's agent returns (council_intrigue_secured) */
    assert_true(buried(game, CARD_CC12));
    arcs_game_free(game);

    /* The table gives p0 a ship at 3-gate (cluster 3). */
    game = table(3, 7u);
    put_blight(game, 2 * 4 + 1, 0, 2);
    put_blight(game, 2 * 4 + 2, 1, 0);
    put_blight(game, 1 * 4 + 1, 0, 1);
    secure_card(game, CARD_CC15);
    assert_false(t_is_legal(game, "p0 card blight-looms destroy cluster-2")); /* no Loyal piece there */
    ok(game, "p0 card blight-looms destroy cluster-3");
    assert_int_equal(game->s.camp.trophy_blight[0], 2);
    assert_int_equal(game->s.camp.blight[2 * 4 + 2][0], 1); /* fresh Blight stays */
    assert_true(buried(game, CARD_CC15));
    arcs_game_free(game);

    game = table(3, 7u);
    t_place_building(game, 1, 4 * 2 + 1, 0, false, false); /* p1's city where p0 rules (2-gate's cluster) */
    t_place_ships(game, 0, 4 * 2 + 1, 2, 0);
    secure_card(game, CARD_CC14);
    ok(game, "p0 card song-of-freedom@CC14 return 3-arrow 0");
    assert_true(BLD_OWNER(game->s.sys[4 * 2 + 1].bld[0]) == OWNER_FREE);
    assert_int_equal(game->s.pl[1].cities_on_board, CITIES_PER_PLAYER);
    arcs_game_free(game);
}

/* CC13 secured: only the Rivals discard down to their agents. */
static void diplomatic_fiasco_secured(void **state) {
    (void)state;
    arcs_game *game = table(3, 7u);
    /* p0 and p1: 1 Guild card each, no agents in the supply (Captives of
     * p2) but the one p0 puts on the card. */
    give_guild_cards(game, 0, 1);
    give_guild_cards(game, 1, 1);
    game_state *g = t_state(game);
    g->pl[2].captives[0] = (uint8_t)(g->pl[0].agents_supply - 1);
    g->pl[0].agents_supply = 1;
    g->pl[2].captives[1] = g->pl[1].agents_supply;
    g->pl[1].agents_supply = 0;
    secure_card(game, CARD_CC13);
    /* p0 (the securer) is not asked; p1 discards. */
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(top_frame_c(&game->s)->player, 1);
    ok(game, "p1 card diplomatic-fiasco discard 0");
    assert_int_equal(game->s.pl[0].guild_count, 1);
    assert_int_equal(game->s.pl[1].guild_count, 0);
    assert_true(buried(game, CARD_CC13));
    arcs_game_free(game);
}

/* A move that is refused leaves the game byte-identical. */
static void refused(arcs_game *game, const char *text) {
    static game_state before;
    before = game->s;
    assert_int_not_equal(t_apply_str(game, text), ARCS_OK);
    assert_memory_equal(&game->s, &before, sizeof before);
}

/* ARCS-CC12 Council Intrigue, When Secured: "Flip the Imperial Council to
 * In Session. You may move any Loyal agents from here to other Court cards
 * (even the Council). Bury this card." p0 secures it with 2 agents (p1's
 * 1 agent is captured): the Council, Decided, flips In Session; each agent
 * is a move onto any Court card (the Council too) or stays in the supply
 * ("decline"); then the card is buried and its place refills. */
static void council_intrigue_secured(void **state) {
    (void)state;
    arcs_game *game = table(3, 7u);
    game_state *g = t_state(game);
    g->court_row[COUNCIL_PLACE] = CARD_AID01B;
    g->court_agents[1][1] = 1;
    g->pl[1].agents_supply -= 1;
    int supply = g->pl[0].agents_supply - 2, agents2 = g->court_agents[2][0];
    secure_card_with(game, CARD_CC12, 2);
    assert_int_equal(game->s.court_row[COUNCIL_PLACE], CARD_AID01A); /* In Session */
    assert_int_equal(game->s.pl[0].captives[1], 1);
    assert_int_equal(top_kind(game), FR_CARD);
    assert_int_equal(game->s.pl[0].agents_supply, supply + 2); /* waiting */
    /* Every Court card, the Council included; not the card's own (empty)
     * place; stopping is a move too. */
    assert_true(t_is_legal(game, "p0 card council-intrigue move 0"));
    assert_true(t_is_legal(game, "p0 card council-intrigue move 2"));
    assert_true(t_is_legal(game, "p0 decline"));
    refused(game, "p0 card council-intrigue move 1");
    refused(game, "p0 card council-intrigue move 9");
    refused(game, "p1 card council-intrigue move 0");
    ok(game, "p0 card council-intrigue move 0");
    assert_int_equal(game->s.court_agents[COUNCIL_PLACE][0], 1);
    assert_int_equal(top_kind(game), FR_CARD); /* one more to move */
    ok(game, "p0 card council-intrigue move 2");
    assert_int_equal(game->s.court_agents[2][0], agents2 + 1);
    assert_int_equal(game->s.pl[0].agents_supply, supply);
    assert_true(buried(game, CARD_CC12));
    assert_true(game->s.court_row[1] != NO_COURT_CARD && game->s.court_row[1] != CARD_CC12); /* refilled */
    t_assert_invariants(game);
    t_assert_texts_round_trip(game);
    arcs_game_free(game);

    /* Declining returns the agents still waiting, onto an owed Outrage slot
     * first (return_agent): p0's supply was empty, a Material Outrage owed
     * an agent. */
    game = table(3, 7u);
    g = t_state(game);
    g->pl[2].captives[0] = (uint8_t)(g->pl[2].captives[0] + g->pl[0].agents_supply - 2);
    g->pl[0].agents_supply = 2;
    g->pl[0].outrage = g->pl[0].outrage_placeholder = 1u << ARCS_MATERIAL;
    secure_card_with(game, CARD_CC12, 2);
    assert_int_equal(game->s.pl[0].agents_supply, 2);
    assert_int_equal(game->s.pl[0].outrage_placeholder, 1u << ARCS_MATERIAL); /* not filled while they wait */
    ok(game, "p0 card council-intrigue move 0");
    ok(game, "p0 decline");
    assert_int_equal(game->s.pl[0].outrage_placeholder, 0);
    assert_int_equal(game->s.pl[0].agents_supply, 0);
    assert_int_equal(game->s.court_agents[COUNCIL_PLACE][0], 1);
    assert_true(buried(game, CARD_CC12));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Campaign rulebook, Edicts, "Stealing": the Imperial Trust's resources
 * "have no raid cost, so they cannot be stolen in battle. However, cards
 * such as Silver-Tongues can steal them." p1 steals a Fuel from the Trust
 * on p0's First Regent tile; the First Regent loses no Power (only the
 * Council's theft costs Power). The First Regent cannot steal from their
 * own Trust (not a Rival's); Sworn Guardians held by the First Regent
 * guards it. The other card steals of a resource (Interests, Cartels)
 * share the moves: Mining Interest steals Material from the Trust. */
/* A 3-player table (every player a Regent, p0 the First Regent) with n
 * resources of type r in the Imperial Trust, p holding the campaign Court
 * card `card` (and p0 Sworn Guardians if `guarded`); p leads a
 * Construction card: p's Prelude. */
static arcs_game *trust_prelude(int p, int card, int r, int n, bool guarded) {
    arcs_game *game = table(3, 7u);
    game_state *g = t_state(game);
    put_trust(game, r, n < 0 ? g->res_supply[r] : n);
    t_take_out_court_card(g, card);
    give_held(g, p, card);
    if (guarded) {
        t_take_out_court_card(g, CARD_CC09);
        give_held(g, 0, CARD_CC09);
    }
    g->pl[0].power = 5;
    t_assert_invariants(game);
    uint32_t hands[3] = {BIT(CON, 2), BIT(CON, 3), BIT(CON, 4)};
    t_begin_round(game, p, hands);
    char text[32];
    snprintf(text, sizeof text, "p%d lead Construction-%d", p, p + 2);
    lead(game, text);
    return game;
}

/* p1 steals by `text` a resource of type r and places it: p1 holds 1 of
 * them. */
static void p1_steals(arcs_game *game, const char *text, int r) {
    ok(game, text);
    if (t_count_legal(game, "p1 place-resource")) t_apply_prefix(game, "p1 place-resource"); /* which empty slot */
    assert_int_equal(resources_held(&game->s.pl[1], r), 1);
    t_assert_invariants(game);
}

static void silver_tongues_steals_from_the_trust(void **state) {
    (void)state;
    arcs_game *game = trust_prelude(1, CARD_CC08, ARCS_FUEL, 2, false);
    put_trust(game, ARCS_RELIC, 1);
    ok(game, "p1 card silver-tongues@CC08 use");
    assert_true(t_is_legal(game, "p1 card silver-tongues@CC08 steal-resource p0 trust-Fuel"));
    assert_true(t_is_legal(game, "p1 card silver-tongues@CC08 steal-resource p0 trust-Relic"));
    refused(game, "p1 card silver-tongues@CC08 steal-resource p0 trust-Material"); /* none there */
    refused(game, "p1 card silver-tongues@CC08 steal-resource p2 trust-Fuel");     /* not the First Regent */
    p1_steals(game, "p1 card silver-tongues@CC08 steal-resource p0 trust-Fuel", ARCS_FUEL);
    assert_int_equal(game->s.camp.trust[ARCS_FUEL], 1);
    assert_int_equal(game->s.pl[0].power, 5);
    t_assert_texts_round_trip(game);
    arcs_game_free(game);

    /* The First Regent's own Silver-Tongues: no steal from the Trust. */
    game = trust_prelude(0, CARD_CC08, ARCS_FUEL, 1, false);
    ok(game, "p0 card silver-tongues@CC08 use");
    assert_false(t_is_legal(game, "p0 card silver-tongues@CC08 steal-resource p0 trust-Fuel"));
    arcs_game_free(game);

    /* Mining Interest (CC01): "If the Material supply empties, steal the
     * Material instead" - from the Trust too (here it holds all of it). */
    game = trust_prelude(1, CARD_CC01, ARCS_MATERIAL, -1, false);
    ok(game, "p1 card mining-interest@CC01 prelude 1");
    p1_steals(game, "p1 card mining-interest@CC01 steal p0 trust-Material", ARCS_MATERIAL);
    arcs_game_free(game);

    /* Sworn Guardians (CC09) held by the First Regent guards the Trust
     * ("Rivals cannot steal your resources": the Trust is in their play
     * area, Campaign rulebook "Counting"). */
    game = trust_prelude(1, CARD_CC08, ARCS_FUEL, 1, true);
    ok(game, "p1 card silver-tongues@CC08 use");
    assert_false(t_is_legal(game, "p1 card silver-tongues@CC08 steal-resource p0 trust-Fuel"));
    arcs_game_free(game);
}

/* ---- the log narrates the event (issue: the CLI narrates Crises, Edicts
 * and Summits readably; arcs-play prints these lines) ---- */

static char narration[16384];

static void capture(void *ud, const char *line) {
    (void)ud;
    size_t len = strlen(narration);
    snprintf(narration + len, sizeof narration - len, "%s\n", line);
}

static void narrated(const char *line) {
    if (!strstr(narration, line)) fail_msg("the log lacks \"%s\":\n%s", line, narration);
}

/* An Event round with a Summit (a rejected deal, an accepted one) and a
 * Crisis face; then an Edict face with a Policy change. Every line is
 * public: dice, Court cards, deals, Policies (nothing of a hand). */
static void the_log_narrates_events(void **state) {
    (void)state;
    arcs_game *game = event_round(7u);
    int sys = 1 * 4 + SYS_HEX; /* 2-hex */
    put_blight(game, sys, 1, 0);
    t_place_ships(game, 1, sys, 1, 0);
    narration[0] = 0;
    game->log = capture;
    game->log_ud = NULL;
    ok(game, "p0 summit");
    narrated("Summit called by Player 1: the Call to Order.");
    ok(game, "p0 order-done");
    ok(game, "p0 deal-add p0 p1 promise");
    narrated("Deal item added: Player 1 takes Promise Favor affecting Player 2.");
    ok(game, "p0 deal-submit");
    narrated("Deal proposed by Player 1 to Player 2 (1 item):\n  1. Player 1 takes Promise Favor affecting Player 2.");
    ok(game, "p1 deal-reject");
    narrated("Deal rejected by Player 2: it leaves no trace.");
    ok(game, "p0 deal-add p0 p2 promise");
    ok(game, "p0 deal-add p1 p0 promise");
    ok(game, "p0 deal-submit");
    narrated("Deal proposed by Player 1 to Players 2 and 3 (2 items):");
    ok(game, "p1 deal-accept");
    ok(game, "p2 deal-accept");
    narrated("Deal accepted by Players 1, 2 and 3: it is carried out at once.");
    narrated("Deal: Player 2 takes Promise Favor affecting Player 1.");
    while (top_kind(game) == FR_SUMMIT_NEGOTIATE) { /* the fixture's limit of 2 deals ends it at once */
        char text[24];
        snprintf(text, sizeof text, "p%d negotiate-pass", top_frame_c(&game->s)->player);
        ok(game, text);
    }
    narrated("The Summit ends.");
    ok(game, "chance chance roll number 2");
    ok(game, "chance chance roll event 2");
    narrated("Event die: 2 (Crisis symbol, crescent) -> Crises. Number die: 2. Rolled: cluster 2, the crescent planets, "
             "planet 2-crescent.");
    narrated("The Crises are resolved");
    narrated("Crisis: the Blight at 2-hex deals 3 hit(s) to Player 2 (1 ship(s) damaged, 1 destroyed).");
    narrated("Crisis: ");
    static const char *const HAND_CARDS[] = {"Administration-", "Aggression-", "Construction-", "Mobilization-", "Event-"};
    for (int i = 0; i < 5; i++) assert_null(strstr(narration, HAND_CARDS[i])); /* no action card is named */
    arcs_game_free(game);

    game = event_round(7u);
    t_state(game)->camp.govern_top = 1; /* War */
    narration[0] = 0;
    game->log = capture;
    ok(game, "p0 no-summit");
    ok(game, "chance chance roll number 1");
    ok(game, "chance chance roll event 5");
    narrated("Event die: 5 (Edict symbol, crescent) -> Edicts. Number die: 1.");
    narrated("The Edicts are resolved");
    narrated("Edict: Govern the Imperial Reach - Player 1 (First Regent) enforces or changes the Policy of War.");
    ok(game, "p0 change-policy peace");
    narrated("Edict: Govern the Imperial Reach - Player 1 (First Regent) changes the Policy to Peace.");
    arcs_game_free(game);
}

/* Event cards are hidden like every card in a hand: a Rival's observation
 * is the same whichever card (Event or not) the hand holds; determinize
 * keeps the viewer's own Event cards. */
static void event_cards_stay_hidden(void **state) {
    (void)state;
    arcs_game *game = table(3, 7u);
    uint32_t hands[3] = {BIT(CON, 2) | EVENT1, BIT(CON, 4) | BIT(CON, 5), BIT(ARCS_AGGRESSION, 3)};
    t_begin_round(game, 0, hands);
    unsigned char a[ARCS_STATE_BYTES_MAX], b[ARCS_STATE_BYTES_MAX];
    size_t la = 0, lb = 0;
    assert_int_equal(arcs_observation(game, 1, a, sizeof a, &la), ARCS_OK);
    arcs_game *other = NULL;
    assert_int_equal(arcs_game_clone(game, &other), ARCS_OK);
    game_state *g = t_state(other);
    /* p0's Event-1 and a discarded base card trade places. */
    int swap = g->action_discard[g->action_discard_len - 1];
    g->pl[0].hand = (g->pl[0].hand & ~(uint64_t)EVENT1) | (1ull << swap);
    g->action_discard[g->action_discard_len - 1] = EVENT_CARD_FIRST;
    g->card_known[0] = (g->card_known[0] & ~(uint64_t)EVENT1) | (1ull << swap);
    t_assert_invariants(other);
    assert_int_equal(arcs_observation(other, 1, b, sizeof b, &lb), ARCS_OK);
    assert_int_equal(la, lb);
    assert_memory_equal(a, b, la);
    /* Determinize for p0 keeps p0's hand. */
    for (uint64_t seed = 1; seed <= 5; seed++) {
        arcs_game *copy = NULL;
        assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
        assert_int_equal(arcs_determinize(copy, 0, seed), ARCS_OK);
        assert_true(copy->s.pl[0].hand == game->s.pl[0].hand);
        t_assert_invariants(copy);
        arcs_game_free(copy);
    }
    arcs_game_free(other);
    arcs_game_free(game);

    /* A Rival's face-down Copy is never re-dealt as an Event card. */
    game = table(3, 7u);
    uint32_t copy_hands[3] = {BIT(CON, 2), EVENT1 | EVENT2 | BIT(ARCS_AGGRESSION, 3), BIT(CON, 6)};
    t_begin_round(game, 0, copy_hands);
    lead(game, "p0 lead Construction-2");
    ok(game, "p0 end-turn");
    ok(game, "p1 copy Aggression-3");
    unsigned char buf[ARCS_STATE_BYTES_MAX];
    for (uint64_t seed = 1; seed <= 60; seed++) {
        arcs_game *copy = NULL;
        assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
        assert_int_equal(arcs_determinize(copy, 2, seed), ARCS_OK);
        assert_false(is_event_card(copy->s.played[1]));
        size_t len = 0;
        assert_int_equal(arcs_game_save_state(copy, buf, sizeof buf, &len), ARCS_OK);
        arcs_game *loaded = NULL;
        assert_int_equal(arcs_game_load_state(buf, len, NULL, &loaded), ARCS_OK);
        arcs_game_free(loaded);
        arcs_game_free(copy);
    }
    arcs_game_free(game);
}

/* "Two-Player Mulligans": the Event cards stay in the hand; only as many
 * cards as were discarded are drawn (Act I Setup, Set Up Players J). */
static void mulligan_keeps_events(void **state) {
    (void)state;
    arcs_game *game = new_campaign(2, 11, ARCS_CHANCE_INTERNAL, 0);
    uint64_t rng = 99;
    while (top_kind(game) != FR_MULLIGAN) t_random_move(game, &rng);
    game_state *g = t_state(game);
    int p = top_frame_c(g)->player;
    /* Give p an Event card from the deck (swapped with a card of the hand). */
    int at = -1;
    for (int i = 0; i < g->action_deck_len; i++)
        if (is_event_card(g->action_deck[i])) at = i;
    assert_true(at >= 0 || (g->pl[p].hand & EVENT_CARDS_MASK));
    if (at >= 0) {
        int ev = g->action_deck[at], mine = __builtin_ctzll(g->pl[p].hand & ~EVENT_CARDS_MASK);
        g->action_deck[at] = (uint8_t)mine;
        g->pl[p].hand = (g->pl[p].hand & ~(1ull << mine)) | (1ull << ev);
        g->card_known[p] = (g->card_known[p] & ~(1ull << mine)) | (1ull << ev);
    }
    uint64_t events = g->pl[p].hand & EVENT_CARDS_MASK;
    t_assert_invariants(game);
    char text[32];
    snprintf(text, sizeof text, "p%d mulligan", p);
    ok(game, text);
    assert_true(events != 0);
    assert_true((game->s.pl[p].hand & events) == events);
    assert_int_equal(__builtin_popcountll(game->s.pl[p].hand), 6);
    arcs_game_free(game);
}

/* The event's state and its decisions survive save/load and print as text
 * that parses back. */
static void event_state_round_trips(void **state) {
    (void)state;
    arcs_game *game = edicts_round(7u, 2);
    put_trust(game, ARCS_WEAPON, 1);
    t_state(game)->camp.favors[2][1] = 1;
    t_state(game)->pl[1].agents_supply--;
    t_assert_invariants(game);
    t_assert_texts_round_trip(game);
    unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *loaded = NULL;
    assert_int_equal(arcs_game_load_state(buf, len, NULL, &loaded), ARCS_OK);
    assert_true(arcs_state_hash(loaded) == arcs_state_hash(game));
    assert_int_equal(loaded->s.camp.favors[2][1], 1);
    arcs_game_free(loaded);
    static char text[1 << 16];
    assert_int_equal(arcs_describe(game, text, sizeof text, NULL), ARCS_OK);
    assert_non_null(strstr(text, "Imperial Council: In Session; Imperial Trust: 1 Weapon"));
    assert_non_null(strstr(text, "1 Favor of P2"));
    char label[ARCS_MOVE_LABEL_MAX];
    arcs_move m;
    assert_int_equal(arcs_move_from_str("p0 change-policy war", &m), ARCS_OK);
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_string_equal(label, "Change the Imperial Policy to War");
    /* A move that is not legal now is refused and changes nothing. */
    uint64_t h = arcs_state_hash(game);
    assert_int_equal(arcs_move_from_str("p0 demand p1 0 0", &m), ARCS_OK);
    assert_int_equal(arcs_apply(game, m), ARCS_E_ILLEGAL_MOVE);
    assert_true(arcs_state_hash(game) == h);
    assert_int_equal(arcs_move_from_str("p1 enforce", &m), ARCS_OK);
    assert_int_equal(arcs_apply(game, m), ARCS_E_WRONG_PLAYER);
    assert_true(arcs_state_hash(game) == h);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(event_example),
        cmocka_unit_test(only_events_must_pass),
        cmocka_unit_test(event_resolution),
        cmocka_unit_test(peace_demand_and_action),
        cmocka_unit_test(change_policy),
        cmocka_unit_test(escalation),
        cmocka_unit_test(war),
        cmocka_unit_test(council_outlaw_steals),
        cmocka_unit_test(council_example_with_a_summit),
        cmocka_unit_test(council_regent_becomes_first_regent),
        cmocka_unit_test(council_intrigue_faq),
        cmocka_unit_test(blight_crisis_example),
        cmocka_unit_test(diplomatic_fiasco_faq),
        cmocka_unit_test(blight_looms_crisis),
        cmocka_unit_test(song_of_freedom_tie),
        cmocka_unit_test(song_of_freedom_crisis_needs_control),
        cmocka_unit_test(campaign_court_when_secured),
        cmocka_unit_test(diplomatic_fiasco_secured),
        cmocka_unit_test(council_intrigue_secured),
        cmocka_unit_test(silver_tongues_steals_from_the_trust),
        cmocka_unit_test(the_log_narrates_events),
        cmocka_unit_test(event_cards_stay_hidden),
        cmocka_unit_test(mulligan_keeps_events),
        cmocka_unit_test(event_state_round_trips),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
