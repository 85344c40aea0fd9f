/*
 * Act II of the Partisan (lib/cards/campaign/fates/partisan/): its Act II
 * Setup and Objective, the Partisan Seizing law (F616) for everyone,
 * People's Hero (F617), the Act I Resolution's cards (the Loyal guilds
 * F605-F609, Galactic Bards F610, Spacing and Arms Union F611-F612,
 * Outrage Spreads F613-F614) and the Act II Resolution (F618), in Act II
 * games started from campaign records (tests/act2_fixture.h); the faq.csv
 * rulings on them; bad moves refused with the game unchanged.
 */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include <stdio.h>
#include <stdlib.h>

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/partisan/partisan.h"

#define BIT(suit, n) (1u << t_card(suit, n))
#define CON ARCS_CONSTRUCTION
#define AGG ARCS_AGGRESSION
#define MOB ARCS_MOBILIZATION
#define ADM ARCS_ADMINISTRATION

/* The Partisan in seat 0 with the Founder and the Admiral. */
static const int FATES[3] = {CARD_FATE06, CARD_FATE02, CARD_FATE07};

/* ARCS_TEST_LOG set: the games' logs on stderr (for reading a failure). */
static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

/* An Act II game at its first lead, the Partisan's Act I completed (or not:
 * seat 0 then plays a B Fate), the Act II Setup done. */
static arcs_game *act2(unsigned completed) {
    arcs_game *game = t_act2_started(3, 0x606, FATES, completed, ARCS_CHANCE_INTERNAL);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    return game;
}

static bool in_booklet(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

static bool in_court_deck(game_state *g, int card) {
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == card) return true;
    return false;
}


/* Player p holds Court card c (taken from wherever it lies). */
static void hold(arcs_game *game, int p, int c) {
    game_state *g = t_state(game);
    t_take_out_court_card(g, c);
    g->pl[p].guild[g->pl[p].guild_count++] = (uint16_t)c;
}

/* Every player's Outrage cleared (the agents back). */
static void no_outrage(game_state *g) {
    for (int p = 0; p < g->num_players; p++) partisan_clear_outrage(g, p);
}

static int top_kind(arcs_game *game) { return top_frame_c(&game->s)->kind; }

/* At a pending card decision: the state saves and loads to the same hash
 * and legal moves, and a game determinized for a Rival keeps their
 * observation and the decision (nothing hidden in it). */
static void round_trip_here(arcs_game *game, int rival) {
    static unsigned char obs[ARCS_STATE_BYTES_MAX];
    size_t lo = 0;
    t_assert_reloads(game, "pending decision");
    assert_int_equal(arcs_observation(game, rival, obs, sizeof obs, &lo), ARCS_OK);
    arcs_game *copy = determinized(game, rival, 99, obs, lo);
    assert_int_equal(t_count_legal(copy, ""), t_count_legal(game, ""));
    t_assert_invariants(copy);
    arcs_game_free(copy);
}

/* ---- Setup ---- */

/* Partisan Act II Setup (F615A): the law in the booklet, the Act I card
 * tucked away, People's Hero gained; the Objective side in the play area
 * with the marker on 14 (3 players). faq.csv, Partisan Seizing: "If I
 * pivot to a new Fate in Act III, do I clear my Outrage? No. At this
 * point, the relevant card is tucked outside your play area": a Fate
 * switch no longer scraps anything nor clears Outrage. The Act I
 * Resolution's completed branch (F604): the Loyal cards in the Court
 * deck, Galactic Bards held, the Unions and Outrage Spreads scrapped. */
static void setup_and_tucked_card(void **state) {
    (void)state;
    arcs_game *game = act2(7u);
    game_state *g = t_state(game);
    assert_int_equal(g->camp.act, 2);
    assert_int_equal(g->camp.fate[0], CARD_FATE06);
    assert_true(in_booklet(g, CARD_F616));
    assert_false(t_in_play_area(g, 0, CARD_F603));
    assert_false(fate_card_in_play(g, CARD_F603));
    assert_true(t_in_play_area(g, 0, CARD_F617));
    assert_true(t_in_play_area(g, 0, CARD_F615B));
    assert_int_equal(objective_space(g, 0), 14);
    for (int c = CARD_F605; c <= CARD_F609; c++) assert_true(fate_card_in_play(g, c));
    assert_true(held_index(g, 0, CARD_F610) >= 0);
    for (int c = CARD_F611; c <= CARD_F614; c++) assert_true(card_scrapped(g, c));
    /* The ruling: a Fate switch (as at the next Intermission) touches
     * neither the Outrage nor the law. */
    provoke_outrage(g, 0, ARCS_WEAPON);
    campaign_event(g, EVT_FATE_SWITCHED, 0, 0, 0);
    assert_true(g->pl[0].outrage & (1u << ARCS_WEAPON));
    assert_true(in_booklet(g, CARD_F616));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- Partisan Seizing, the law (F616) ---- */

/* Everyone, not only the Partisan: no seizing by discarding a second
 * card; seizing when playing a card by Provoking a non-Outraged type. The
 * Partisan is offered these moves once (the Act I card is tucked). */
static void seizing_law_for_everyone(void **state) {
    (void)state;
    arcs_game *game = act2(7u);
    game_state *g = t_state(game);
    clear_holdings(game, true); /* no Galactic Bards decision above the seize */
    no_outrage(g);
    provoke_outrage(g, 2, ARCS_WEAPON);
    uint32_t hands[3] = {BIT(CON, 2) | BIT(CON, 6), BIT(AGG, 5) | BIT(AGG, 3), BIT(MOB, 4) | BIT(MOB, 2)};
    t_begin_round(game, 1, hands);
    lead(game, "p1 lead Aggression-5");
    ok(game, "p1 end-turn");
    ok(game, "p2 pivot Mobilization-4");
    assert_int_equal(top_kind(game), FR_SEIZE);
    assert_false(t_is_legal(game, "p2 seize Mobilization-2"));
    t_refused_unchanged(game, "p2 seize Mobilization-2");
    t_refused_unchanged(game, "p2 card partisan-seizing-law seize Weapon"); /* already Outraged */
    assert_int_equal(t_count_legal(game, "p2 card partisan-seizing-law seize"), NUM_RES - 1);
    assert_int_equal(t_count_legal(game, "p2 card partisan-seizing "), 0);
    ok(game, "p2 card partisan-seizing-law seize Psionic");
    assert_int_equal(g->initiative, 2);
    assert_true(g->pl[2].outrage & (1u << ARCS_PSIONIC));
    ok(game, "p2 end-turn");
    ok(game, "p0 pivot Construction-2");
    /* Seized already this round: no seize decision for the Partisan. */
    assert_int_not_equal(top_kind(game), FR_SEIZE);
    arcs_game_free(game);

    /* The Partisan: the law's moves alone, once each. */
    game = act2(7u);
    g = t_state(game);
    clear_holdings(game, true);
    no_outrage(g);
    t_begin_round(game, 1, hands);
    lead(game, "p1 lead Aggression-5");
    ok(game, "p1 end-turn");
    follow(game, "p2 copy Mobilization-4");
    ok(game, "p0 pivot Construction-2");
    assert_int_equal(top_kind(game), FR_SEIZE);
    assert_int_equal(t_count_legal(game, "p0 card partisan-seizing-law seize"), NUM_RES);
    assert_int_equal(t_count_legal(game, "p0 card partisan-seizing "), 0);
    assert_false(t_is_legal(game, "p0 seize Construction-6"));
    arcs_game_free(game);
}

/* ---- Partisan Act II Objective (F615B): Show Your Leadership ---- */

/* Advance 1 for each action card played while holding the initiative: a
 * lead, and a follow while holding it; not a follow that seizes it (the
 * seize comes after the play), not the Rivals' plays. */
static void show_your_leadership(void **state) {
    (void)state;
    arcs_game *game = act2(7u);
    game_state *g = t_state(game);
    clear_holdings(game, true);
    no_outrage(g);
    uint32_t hands[3] = {BIT(CON, 2) | BIT(CON, 6), BIT(AGG, 5) | BIT(AGG, 3), BIT(MOB, 4) | BIT(MOB, 2)};
    t_begin_round(game, 0, hands);
    int start = objective_space(g, 0);
    lead(game, "p0 lead Construction-6");
    assert_int_equal(objective_space(g, 0), start - 1);
    ok(game, "p0 end-turn");
    follow(game, "p1 copy Aggression-3");
    follow(game, "p2 copy Mobilization-2");
    assert_int_equal(objective_space(g, 0), start - 1);
    /* The next round: p1 has the initiative; p0 plays and seizes. */
    hands[0] = BIT(CON, 2);
    hands[1] = BIT(AGG, 5);
    hands[2] = BIT(MOB, 4);
    t_begin_round(game, 1, hands);
    lead(game, "p1 lead Aggression-5");
    ok(game, "p1 end-turn");
    follow(game, "p2 copy Mobilization-4");
    ok(game, "p0 pivot Construction-2");
    ok(game, "p0 card partisan-seizing-law seize Fuel");
    assert_int_equal(g->initiative, 0);
    assert_int_equal(objective_space(g, 0), start - 1);
    arcs_game_free(game);
}

/* ---- People's Hero (F617) and Burnish Your Image ---- */

/* When the Partisan declares: clear 1 Outrage of a type whose Guild cards
 * they hold more of than each Rival (a decision; declining clears none),
 * the agent back to the supply; Burnish Your Image advances 1 per Guild
 * card held. A Rival with as many: no decision. */
static void peoples_hero(void **state) {
    (void)state;
    for (int variant = 0; variant < 3; variant++) {
        arcs_game *game = act2(7u);
        game_state *g = t_state(game);
        clear_holdings(game, true);
        no_outrage(g);
        provoke_outrage(g, 0, ARCS_MATERIAL);
        provoke_outrage(g, 0, ARCS_FUEL);
        hold(game, 0, CARD_F605); /* Loyal Engineers: Material */
        hold(game, 0, CARD_F609); /* Loyal Keepers: Relic */
        if (variant == 2) hold(game, 1, CARD_F606); /* Loyal Pilots (Fuel) to a Rival: no matter */
        if (variant == 2) hold(game, 2, CARD_F607);
        if (variant == 1) hold(game, 2, CARD_F608);
        int agents = g->pl[0].agents_supply, start = objective_space(g, 0);
        uint32_t hands[3] = {BIT(CON, 2), BIT(AGG, 3), BIT(MOB, 4)};
        t_begin_round(game, 0, hands);
        ok(game, "p0 lead Construction-2");
        ok(game, "p0 declare Tycoon");
        int lead_advance = 1; /* Show Your Leadership */
        assert_int_equal(top_kind(game), FR_CARD);
        assert_int_equal(t_count_legal(game, "p0 card peoples-hero clear"), 1);
        t_refused_unchanged(game, "p0 card peoples-hero clear Fuel"); /* no Fuel Guild card */
        t_refused_unchanged(game, "p0 card peoples-hero clear Weapon"); /* not Outraged */
        t_refused_unchanged(game, "p1 card peoples-hero clear Material");
        round_trip_here(game, 1);
        if (variant == 1) {
            ok(game, "p0 decline");
            assert_true(g->pl[0].outrage & (1u << ARCS_MATERIAL));
            assert_int_equal(objective_space(g, 0), start - lead_advance);
        } else {
            ok(game, "p0 card peoples-hero clear Material");
            assert_false(g->pl[0].outrage & (1u << ARCS_MATERIAL));
            assert_true(g->pl[0].outrage & (1u << ARCS_FUEL));
            assert_int_equal(g->pl[0].agents_supply, agents + 1);
            assert_int_equal(objective_space(g, 0), start - lead_advance - 2); /* 2 Guild cards */
        }
        arcs_game_free(game);
    }
    /* A Rival holding as many Material Guild cards: nothing to clear. */
    arcs_game *game = act2(7u);
    game_state *g = t_state(game);
    clear_holdings(game, true);
    no_outrage(g);
    provoke_outrage(g, 0, ARCS_MATERIAL);
    hold(game, 0, CARD_F605);
    hold(game, 2, CARD_CC01); /* Mining Interest: Material */
    uint32_t hands[3] = {BIT(CON, 2), BIT(AGG, 3), BIT(MOB, 4)};
    t_begin_round(game, 0, hands);
    ok(game, "p0 lead Construction-2");
    ok(game, "p0 declare Tycoon");
    assert_int_equal(t_count_legal(game, "p0 card peoples-hero"), 0);
    assert_true(g->pl[0].outrage & (1u << ARCS_MATERIAL));
    arcs_game_free(game);
}

/* ---- the Act I Resolution's cards ---- */

/* The Loyal guilds reprint the base cards (F605-F609): kept when the
 * holder Provokes Outrage of their suit; any resource may be spent as
 * their suit for its Prelude action. */
static void loyal_guilds(void **state) {
    (void)state;
    arcs_game *game = act2(7u);
    game_state *g = t_state(game);
    clear_holdings(game, true);
    no_outrage(g);
    hold(game, 1, CARD_F606); /* Loyal Pilots: Fuel */
    hold(game, 1, CARD_CC04); /* Shipping Interest: Fuel */
    provoke_outrage(g, 1, ARCS_FUEL);
    assert_true(held_index(g, 1, CARD_F606) >= 0);
    assert_true(held_index(g, 1, CARD_CC04) < 0);
    for (int c = CARD_F605; c <= CARD_F609; c++) {
        assert_true(card_def_of(c)->kept_on_outrage);
        assert_int_equal(card_def_of(c)->spend_as, 1u << card_table[c].suit);
    }
    assert_non_null(card_def_of(CARD_F607)->prelude_moves); /* Loyal Marines' 3 ships */
    arcs_game_free(game);

    /* Loyal Engineers (F605): a Fuel spent as Material, for Build, even
     * with Material Outrage; not without the card. */
    for (int with = 0; with < 2; with++) {
        game = act2(7u);
        g = t_state(game);
        clear_holdings(game, true);
        no_outrage(g);
        provoke_outrage(g, 0, ARCS_MATERIAL);
        if (with) hold(game, 0, CARD_F605);
        t_give_resource(game, 0, 0, ARCS_FUEL);
        t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
        assert_int_equal(t_is_legal(game, "p0 spend 0 build"), with);
        if (with) {
            ok(game, "p0 spend 0 build");
            assert_int_equal(g->pl[0].res[0], RES_EMPTY);
        }
        arcs_game_free(game);
    }
}

/* Galactic Bards (F610, the Partisan's since the completed Act I): after a
 * Pivot, before any action, declare the played card's ambition without
 * the zero marker. faq.csv, Galactic Bards: "In what order do you choose
 * to seize the initiative and declare an ambition? Either order." */
static void galactic_bards(void **state) {
    (void)state;
    arcs_game *game = act2(7u);
    game_state *g = t_state(game);
    no_outrage(g);
    uint32_t hands[3] = {BIT(CON, 2), BIT(AGG, 5), BIT(MOB, 4)};
    t_begin_round(game, 1, hands);
    g->cards.declared_this_round = 0;
    lead(game, "p1 lead Aggression-5");
    ok(game, "p1 end-turn");
    follow(game, "p2 copy Mobilization-4");
    ok(game, "p0 pivot Construction-2");
    assert_true(t_is_legal(game, "p0 card galactic-bards@F610 declare Tycoon"));
    ok(game, "p0 card galactic-bards@F610 seize-first");
    assert_int_equal(top_kind(game), FR_SEIZE);
    ok(game, "p0 card partisan-seizing-law seize Weapon");
    assert_int_equal(g->initiative, 0);
    ok(game, "p0 card galactic-bards@F610 declare Tycoon");
    assert_int_equal(g->zero_marker, 0);
    arcs_game_free(game);

    /* faq.csv, Galactic Bards: "For '7' action cards, you may declare any
     * ambition." (4 players: the 7s are in the deck.) */
    const int fates4[4] = {CARD_FATE06, CARD_FATE02, CARD_FATE07, CARD_FATE03};
    game = t_act2_started(4, 0x607, fates4, 15u, ARCS_CHANCE_INTERNAL);
    g = t_state(game);
    no_outrage(g);
    uint32_t hands4[4] = {BIT(CON, 7), BIT(AGG, 5), BIT(MOB, 4), BIT(ADM, 3)};
    t_begin_round(game, 1, hands4);
    lead(game, "p1 lead Aggression-5");
    ok(game, "p1 end-turn");
    follow(game, "p2 copy Mobilization-4");
    follow(game, "p3 copy Administration-3");
    ok(game, "p0 pivot Construction-7");
    assert_int_equal(t_count_legal(game, "p0 card galactic-bards@F610 declare"), ARCS_AMBITION_COUNT);
    arcs_game_free(game);
}

/* Spacing Union (F611) and Arms Union (F612), the failed branch's cards:
 * placed beside a face-up Mobilization (Aggression) card in the Prelude,
 * the card comes to the holder at the round's end. faq.csv, Spacing Union
 * and Arms Union: "When do you collect the action card? At the end of the
 * round, after all players have finished their turns." and "Can this be
 * stolen once it has been played but not resolved? ... once played this
 * card cannot be stolen": placed, it is no longer held. */
static void unions(void **state) {
    (void)state;
    for (int k = 0; k < 2; k++) {
        int card = k ? CARD_F612 : CARD_F611, suit = k ? AGG : MOB, other = k ? MOB : AGG;
        arcs_game *game = act2(6u); /* the Partisan failed Act I */
        game_state *g = t_state(game);
        assert_true(in_court_deck(g, card) || fate_card_in_play(g, card));
        clear_holdings(game, true);
        no_outrage(g);
        hold(game, 0, card);
        uint32_t hands[3] = {BIT(CON, 2), BIT(suit, 5), BIT(other, 3)};
        t_begin_round(game, 1, hands);
        char text[64];
        snprintf(text, sizeof text, "p1 lead %s-5", k ? "Aggression" : "Mobilization");
        lead(game, text);
        ok(game, "p1 end-turn");
        snprintf(text, sizeof text, "p2 copy %s-3", k ? "Mobilization" : "Aggression");
        follow(game, text);
        ok(game, "p0 copy Construction-2");
        if (top_kind(game) == FR_SEIZE) ok(game, "p0 no-seize");
        snprintf(text, sizeof text, "p0 card %s@%s place %s-5", k ? "arms-union" : "spacing-union", k ? "F612" : "F611",
                 k ? "Aggression" : "Mobilization");
        ok(game, text);
        assert_true(held_index(g, 0, card) < 0);
        assert_false(g->pl[0].hand & BIT(suit, 5)); /* not yet */
        ok(game, "p0 end-turn");
        assert_true(g->pl[0].hand & BIT(suit, 5));
        arcs_game_free(game);
    }
}

/* Outrage Spreads (F613-F614), the failed branch's Vox card. Crisis:
 * each player Provokes Outrage of the rolled planet's type, the card goes
 * to the Court discard pile, its agents back, the place refilled. When
 * Secured: the securer's choice of type (or none), Outraging everyone. */
static void outrage_spreads(void **state) {
    (void)state;
    arcs_game *game = act2(6u);
    game_state *g = t_state(game);
    no_outrage(g);
    /* F613 into row place 1, the card there into its deck place. */
    int pos = 1, i = 0;
    while (court_deck_pile(g)[i] != CARD_F613) i++;
    court_deck_pile(g)[i] = g->court_row[pos];
    g->court_row[pos] = CARD_F613;
    for (int q = 0; q < 3; q++) {
        g->pl[q].agents_supply = (uint8_t)(g->pl[q].agents_supply + g->court_agents[pos][q]);
        g->court_agents[pos][q] = 0;
    }
    g->court_agents[pos][1] = 2;
    g->pl[1].agents_supply -= 2;
    int agents1 = g->pl[1].agents_supply, deck = g->court_deck_len;
    g->camp.number_die = 3;
    g->camp.event_die = 2; /* crescent */
    int r = planet_type(2 * 4 + SYS_CRESCENT);
    cards_crisis(g, CARD_F613, pos);
    for (int q = 0; q < 3; q++) assert_true(g->pl[q].outrage & (1u << r));
    assert_int_equal(g->court_discard_len > 0 ? court_discard_pile(g)[g->court_discard_len - 1] : -1, CARD_F613);
    assert_int_not_equal(g->court_row[pos], CARD_F613);
    assert_int_equal(g->court_deck_len, deck - 1);
    assert_int_equal(g->pl[1].agents_supply, agents1 - 1 + 2); /* - the Outrage agent + the 2 back */
    t_assert_invariants(game);

    /* When Secured (F614): the choice, everyone Outraged. */
    no_outrage(g);
    t_take_out_court_card(g, CARD_F614);
    court_discard(g, CARD_F614);
    uint32_t hands[3] = {BIT(CON, 5), BIT(AGG, 3), BIT(MOB, 2)};
    clear_holdings(game, true);
    t_begin_round(game, 0, hands);
    lead(game, "p0 lead Construction-5");
    cards_when_secured(g, 0, CARD_F614); /* as secured in p0's turn */
    assert_int_equal(t_count_legal(game, "p0 card outrage-spreads-crisis@F614 outrage"), NUM_RES);
    t_refused_unchanged(game, "p0 card outrage-spreads-crisis outrage Fuel"); /* F613 is not secured */
    round_trip_here(game, 2);
    ok(game, "p0 card outrage-spreads-crisis@F614 outrage Fuel");
    for (int q = 0; q < 3; q++) assert_true(g->pl[q].outrage & (1u << ARCS_FUEL));
    arcs_game_free(game);
}

/* ---- Partisan Act II Resolution (F618) ---- */

static void act2_resolution(void **state) {
    (void)state;
    for (int completed = 0; completed <= 1; completed++) {
        arcs_game *game = act2(7u);
        game_state *g = t_state(game);
        card_def_of(CARD_F618)->resolution(g, 0, CARD_F618, completed);
        if (completed) {
            assert_true(in_booklet(g, CARD_F619));
            assert_true(in_court_deck(g, CARD_F620) && in_court_deck(g, CARD_F621));
            assert_true(card_scrapped(g, CARD_F622) && card_scrapped(g, CARD_F623));
        } else {
            for (int c = CARD_F619; c <= CARD_F621; c++) assert_true(card_scrapped(g, c));
            assert_false(in_booklet(g, CARD_F619));
            assert_true(in_court_deck(g, CARD_F622) && in_court_deck(g, CARD_F623));
        }
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(setup_and_tucked_card),
        cmocka_unit_test(seizing_law_for_everyone),
        cmocka_unit_test(show_your_leadership),
        cmocka_unit_test(peoples_hero),
        cmocka_unit_test(loyal_guilds),
        cmocka_unit_test(galactic_bards),
        cmocka_unit_test(unions),
        cmocka_unit_test(outrage_spreads),
        cmocka_unit_test(act2_resolution),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
