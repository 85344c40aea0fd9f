/* The Believer's Act II (ARCS-F816..F824): scenario tests on Act II games
 * started from campaign records (tests/act2_fixture.h), player 0 the
 * Believer, who completed Act I (The Young Light gained, Plot to Kidnap and
 * the Faithful cards in the Court deck). */
#include "cards/blank_fates.h"
#define TEST_EFFECT_LIST(X) BLANK_A_ACT2_LIST(X) BLANK_B_ACT2_LIST(X) BLANK_ACT3_LIST(X)
#include "cards/hooks.c"

#include "act2_fixture.h"
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "believer_fixture.h"
#include "campaign_fixture.h"
#include "cards/campaign/fates/believer/faithful.h"
#include "core/invariants.h"


static bool in_booklet(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

/* The state's bytes, to prove a refused move changed nothing. */
static void refused_unchanged(arcs_game *game, const char *text) {
    game_state before = game->s;
    arcs_move m;
    arcs_status st = arcs_move_from_str(text, &m);
    if (st == ARCS_OK) st = arcs_apply(game, m);
    if (st == ARCS_OK) fail_msg("'%s' was accepted", text);
    assert_memory_equal(&before, &game->s, sizeof before);
}

/* An Act II game (3 players, the Believer p0, every Act I objective
 * completed) at its first lead. */
static arcs_game *believer_game(uint64_t seed) {
    const int fates[3] = {CARD_FATE08, CARD_FATE01, CARD_FATE02};
    arcs_game *game = t_act2_started(3, seed, fates, 7u, ARCS_CHANCE_INTERNAL);
    assert_int_equal(game->s.camp.act, 2);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE08);
    return game;
}

static void set_ideal(game_state *g, int a, int ideal) {
    unsigned bits = (DOCTRINE(g)->ideals[0] | (unsigned)DOCTRINE(g)->ideals[1] << 8) & ~(3u << (2 * a));
    bits |= (unsigned)ideal << (2 * a);
    DOCTRINE(g)->ideals[0] = (uint8_t)bits;
    DOCTRINE(g)->ideals[1] = (uint8_t)(bits >> 8);
}

/* One base card a player: p0 Administration-2, p1 Aggression-2, p2
 * Construction-2. */
#define CARD_BIT(suit, n) (1u << ((suit) * 7 + (n) - 1)) /* t_card's, as a constant */
static const uint32_t BASE[3] = {CARD_BIT(ARCS_ADMINISTRATION, 2), CARD_BIT(ARCS_AGGRESSION, 2),
                                 CARD_BIT(ARCS_CONSTRUCTION, 2)};

/* The same, p0 with Mobilization-3 too (a card to discard). */
static const uint32_t BASE_MORE[3] = {CARD_BIT(ARCS_ADMINISTRATION, 2) | CARD_BIT(ARCS_MOBILIZATION, 3),
                                      CARD_BIT(ARCS_AGGRESSION, 2), CARD_BIT(ARCS_CONSTRUCTION, 2)};

/* p's turn: the decisions left declined, then its end. */
static void end_turn(arcs_game *game, int p) {
    char no[8], end[16];
    snprintf(no, sizeof no, "p%d no-", p);
    snprintf(end, sizeof end, "p%d end-turn", p);
    while (!t_is_legal(game, end)) assert_true(t_apply_prefix(game, no));
    ok(game, end);
}

/* The Doctrine on Zeal; p1 leads Faithful-5, p2 plays `p2_play`, p0
 * Pivots with Administration-2 and places The Young Light beside
 * Faithful-5 (the discard decision next). */
static void young_light_placed(arcs_game *game, const char *p2_play) {
    DOCTRINE(t_state(game))->doctrine = IDEAL_ZEAL;
    ok(game, "p1 lead Faithful-5");
    end_turn(game, 1);
    ok(game, p2_play);
    end_turn(game, 2);
    ok(game, "p0 pivot Administration-2");
    ok(game, "p0 no-seize");
    ok(game, "p0 card the-young-light place Faithful-5");
}

/* A saved and loaded copy of the game has its hash and legal moves (the
 * card's frame passes the loader's checks). */
static void round_trips_here(arcs_game *game) {
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *copy = t_load_state(buf, len, "believer");
    assert_int_equal(arcs_state_hash(copy), arcs_state_hash(game));
    arcs_move a[ARCS_MAX_LEGAL_MOVES], b[ARCS_MAX_LEGAL_MOVES];
    size_t na = 0, nb = 0;
    assert_int_equal(arcs_legal_moves(game, a, ARCS_MAX_LEGAL_MOVES, &na), ARCS_OK);
    assert_int_equal(arcs_legal_moves(copy, b, ARCS_MAX_LEGAL_MOVES, &nb), ARCS_OK);
    assert_int_equal(na, nb);
    assert_memory_equal(a, b, na * sizeof a[0]);
    arcs_game_free(copy);
}

static char *declare_text(int p, int a) {
    static char text[40];
    snprintf(text, sizeof text, "p%d declare %s", p, ambition_name(a));
    return text;
}

/* ARCS-F820A: the 5 Ideal markers, Set Doctrine and Doctrinal Faith in the
 * booklet, Pluralistic Faith scrapped, the Doctrine on Zeal for the
 * initiative holder (else Wisdom); ARCS-F820B in the play area. */
static void act2_setup(void **state) {
    (void)state;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        const int fates[3] = {CARD_FATE08, CARD_FATE01, CARD_FATE02};
        arcs_game *game = t_act2_new(3, seed, fates, 7u, ARCS_CHANCE_INTERNAL, 0);
        uint64_t rng = seed;
        int initiative = -1;
        /* Up to the Believer's Setup side (done by the first decision, or
         * later). */
        if (in_booklet(&game->s, CARD_F823)) initiative = game->s.initiative;
        while (!in_booklet(&game->s, CARD_F823)) {
            initiative = game->s.initiative;
            t_random_move(game, &rng);
        }
        const game_state *g = &game->s;
        assert_int_equal(DOCTRINE(g)->supply, IDEAL_MARKERS);
        assert_int_equal(DOCTRINE(g)->doctrine, initiative == 0 ? IDEAL_ZEAL : IDEAL_WISDOM);
        assert_int_equal(g->initiative, initiative);
        assert_true(in_booklet(g, CARD_F821));
        assert_false(in_booklet(g, CARD_F814));
        assert_true(card_scrapped(g, CARD_F814));
        assert_true(in_booklet(g, CARD_F813));
        assert_true(held_index(g, 0, CARD_F816) >= 0); /* Act I Resolution, completed */
        for (int a = 0; a < ARCS_AMBITION_COUNT; a++) assert_int_equal(ideal_of(g, a), IDEAL_NONE);
        t_assert_invariants(game);
        arcs_game_free(game);
    }
}

/* ARCS-F823 Doctrinal Faith: the lead takes the Doctrine's side without a
 * choice; a box with the other Ideal cannot be declared, one without an
 * Ideal gets the Doctrine's; a Faithful follower Surpasses on that side and
 * cannot Pivot on the Faithful lead. Bad moves leave the state as it was. */
static void doctrinal_faith(void **state) {
    (void)state;
    arcs_game *game = believer_game(11);
    const uint16_t faithful[3] = {F(5), F(7) | F(3), F(6)};
    faithful_round(game, 1, BASE, faithful);
    game_state *g = t_state(game);
    DOCTRINE(g)->doctrine = IDEAL_WISDOM;
    set_ideal(g, ARCS_WARLORD, IDEAL_ZEAL);
    DOCTRINE(g)->supply = IDEAL_MARKERS - 1;
    t_assert_invariants(game);
    refused_unchanged(game, "p1 card faithful-cards zeal");
    ok(game, "p1 lead Faithful-3");
    g = t_state(game);
    assert_true(faithful_on_wisdom(g, FAITHFUL(3)));
    assert_int_equal(g->pip_suit, SUIT_WISDOM);
    assert_false(t_is_legal(game, "p1 card faithful-cards zeal"));
    /* Warlord has the Zeal Ideal: not declarable under Wisdom. */
    refused_unchanged(game, declare_text(1, ARCS_WARLORD));
    for (int a = 0; a < ARCS_AMBITION_COUNT; a++)
        if (a != ARCS_WARLORD) assert_true(t_is_legal(game, declare_text(1, a)));
    ok(game, declare_text(1, ARCS_TYCOON));
    g = t_state(game);
    assert_int_equal(ideal_of(g, ARCS_TYCOON), IDEAL_WISDOM);
    assert_int_equal(DOCTRINE(g)->supply, IDEAL_MARKERS - 2);
    end_turn(game, 1);
    /* p2: Faithful-6 Surpasses on Wisdom; p0 cannot Pivot Faithful-5 on
     * the Faithful lead (it must take the lead's side). */
    assert_true(t_is_legal(game, "p2 surpass Faithful-6"));
    assert_true(t_is_legal(game, "p2 copy Faithful-6"));
    refused_unchanged(game, "p2 pivot Faithful-6");
    ok(game, "p2 surpass Faithful-6");
    g = t_state(game);
    assert_true(faithful_on_wisdom(g, FAITHFUL(6)));
    end_turn(game, 2);
    refused_unchanged(game, "p0 pivot Faithful-5");
    assert_true(t_is_legal(game, "p0 surpass Faithful-5")); /* higher than the lead, on Wisdom */
    assert_true(t_is_legal(game, "p0 pivot Administration-2"));
    arcs_game_free(game);
}

/* faq.csv Doctrinal Faith: "What happens if I declare an ambition without
 * an Ideal but there are no Ideal markers left in the supply? Do not place
 * an Ideal marker on it. You can still declare it." */
static void faq_doctrinal_faith_no_marker_left(void **state) {
    (void)state;
    arcs_game *game = believer_game(12);
    const uint16_t faithful[3] = {F(4), 0, 0};
    faithful_round(game, 0, BASE, faithful);
    game_state *g = t_state(game);
    DOCTRINE(g)->doctrine = IDEAL_ZEAL;
    DOCTRINE(g)->supply = 0;
    ok(game, "p0 lead Faithful-4");
    assert_true(t_is_legal(game, declare_text(0, ARCS_KEEPER)));
    ok(game, declare_text(0, ARCS_KEEPER));
    g = t_state(game);
    assert_int_equal(ideal_of(g, ARCS_KEEPER), IDEAL_NONE);
    assert_int_equal(DOCTRINE(g)->supply, 0);
    assert_int_equal(g->marker_box[0] == ARCS_KEEPER || g->marker_box[1] == ARCS_KEEPER || g->marker_box[2] == ARCS_KEEPER,
                     true);
    arcs_game_free(game);
}

/* ARCS-F820B: winning an ambition with an Ideal advances 1 per Power
 * gained (bonus city Power included: the event's n); without one, nothing. */
static void objective_counts_ideal_ambitions(void **state) {
    (void)state;
    arcs_game *game = believer_game(13);
    game_state *g = t_state(game);
    set_ideal(g, ARCS_TYCOON, IDEAL_ZEAL);
    DOCTRINE(g)->supply = IDEAL_MARKERS - 1;
    int before = objective_space(g, 0);
    assert_true(before > 10);
    campaign_event(g, EVT_AMBITION_WON, 0, ARCS_TYCOON, 7);
    assert_int_equal(objective_space(g, 0), before - 7);
    campaign_event(g, EVT_AMBITION_WON, 0, ARCS_KEEPER, 5);
    assert_int_equal(objective_space(g, 0), before - 7);
    campaign_event(g, EVT_AMBITION_WON, 1, ARCS_TYCOON, 5); /* a Rival's win */
    assert_int_equal(objective_space(g, 0), before - 7);
    arcs_game_free(game);
}

/* ARCS-F820B through a chapter's scoring: p0 wins Tycoon, which has an
 * Ideal: the marker advances by the Power gained there (bonus city Power
 * included: p0's whole gain, the only ambition scored). */
static void objective_at_scoring(void **state) {
    (void)state;
    arcs_game *game = believer_game(21);
    clear_holdings(game, true);
    game_state *g = t_state(game);
    set_ideal(g, ARCS_TYCOON, IDEAL_ZEAL);
    DOCTRINE(g)->supply = IDEAL_MARKERS - 1;
    g->marker_box[0] = ARCS_TYCOON;
    g->marker_box[1] = g->marker_box[2] = 0xFF;
    t_give_resource(game, 0, 0, ARCS_MATERIAL);
    t_give_resource(game, 0, 1, ARCS_FUEL);
    g = t_state(game);
    int power = g->pl[0].power, space = objective_space(g, 0);
    g->depth = 0;
    chapter_end_begin(g);
    run_forward(g);
    int gained = g->pl[0].power - power;
    assert_true(gained > 0);
    assert_int_equal(objective_space(g, 0), space - gained);
    arcs_game_free(game);
}

/* ARCS-F821 Set Doctrine: the holder of The Young Light chooses the side;
 * nobody else; without a holder it is not resolved. */
static void set_doctrine_edict(void **state) {
    (void)state;
    arcs_game *game = believer_game(14);
    game_state *g = t_state(game);
    DOCTRINE(g)->doctrine = IDEAL_ZEAL;
    card_def_of(CARD_F821)->edict(g, CARD_F821);
    assert_true(t_is_legal(game, "p0 card set-doctrine wisdom"));
    assert_true(t_is_legal(game, "p0 card set-doctrine zeal"));
    refused_unchanged(game, "p1 card set-doctrine wisdom");
    ok(game, "p0 card set-doctrine wisdom");
    assert_int_equal(DOCTRINE(&game->s)->doctrine, IDEAL_WISDOM);
    /* Nobody holds The Young Light (in the Court deck): no decision. */
    g = t_state(game);
    int depth = g->depth;
    t_take_out_court_card(g, CARD_F816);
    court_deck_put_known(g, CARD_F816);
    card_def_of(CARD_F821)->edict(g, CARD_F821);
    assert_int_equal(g->depth, depth);
    assert_int_equal(DOCTRINE(g)->doctrine, IDEAL_WISDOM);
    arcs_game_free(game);
}

/* ARCS-F821 in a real round's Edicts (an Event card played, the event die
 * on an Edict face): the holder of The Young Light decides after Govern
 * the Imperial Reach; the state saves and loads at that decision. */
static void set_doctrine_in_the_edicts(void **state) {
    (void)state;
    arcs_game *game = believer_game(23);
    assert_true(game->s.camp.event_cards > 0);
    const uint32_t hands[3] = {CARD_BIT(ARCS_ADMINISTRATION, 2), 1u << EVENT_CARD_FIRST | CARD_BIT(ARCS_AGGRESSION, 2),
                               CARD_BIT(ARCS_CONSTRUCTION, 2)};
    const uint16_t none[3] = {0, 0, 0};
    faithful_round(game, 0, hands, none);
    force_chance(game);
    DOCTRINE(t_state(game))->doctrine = IDEAL_ZEAL;
    lead(game, "p0 lead Administration-2");
    end_turn(game, 0);
    follow(game, "p1 event Event-1");
    follow(game, "p2 copy Construction-2");
    assert_true(t_apply_prefix(game, "p0 no-summit"));
    ok(game, "chance chance roll number 1");
    ok(game, "chance chance roll event 5"); /* Edict */
    /* Govern the Imperial Reach and whatever it asks: the first moves. */
    for (int i = 0; i < 200 && !t_is_legal(game, "p0 card set-doctrine wisdom"); i++) {
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_true(n > 0);
        assert_int_equal(arcs_apply(game, m[0]), ARCS_OK);
    }
    assert_true(t_is_legal(game, "p0 card set-doctrine wisdom"));
    round_trips_here(game);
    refused_unchanged(game, "p1 card set-doctrine wisdom");
    ok(game, "p0 card set-doctrine wisdom");
    assert_int_equal(DOCTRINE(&game->s)->doctrine, IDEAL_WISDOM);
    arcs_game_free(game);
}

/* Play first legal moves until the round's placed cards are resolved. */
static void to_round_end(arcs_game *game) {
    for (int i = 0; i < 2000 && game->s.cards.n_placed; i++) {
        arcs_move m[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_true(n > 0);
        /* Prefer the last move (no-declare, end-turn, pass: the first are
         * actions), any decline. */
        assert_int_equal(arcs_apply(game, m[n - 1]), ARCS_OK);
        t_assert_invariants(game);
    }
    assert_int_equal(game->s.cards.n_placed, 0);
}

/* ARCS-F816 The Young Light: Prelude, discard a non-Event action card
 * (face down, p's choice) to place it beside a played Faithful card; at
 * the round's end that card is drawn and The Young Light taken back. */
static void young_light(void **state) {
    (void)state;
    arcs_game *game = believer_game(15);
    const uint16_t faithful[3] = {0, F(5), F(2)};
    faithful_round(game, 1, BASE_MORE, faithful);
    DOCTRINE(t_state(game))->doctrine = IDEAL_ZEAL;
    ok(game, "p1 lead Faithful-5");
    end_turn(game, 1);
    ok(game, "p2 copy Faithful-2"); /* face down: by its player only */
    end_turn(game, 2);
    ok(game, "p0 pivot Administration-2");
    ok(game, "p0 no-seize");
    assert_true(t_is_legal(game, "p0 card the-young-light place Faithful-5"));
    assert_int_equal(t_count_legal(game, "p0 card the-young-light place "), 1);
    assert_true(t_is_legal(game, "p0 card the-young-light place-down p2"));
    refused_unchanged(game, "p0 card the-young-light place Faithful-2");
    ok(game, "p0 card the-young-light place Faithful-5");
    game_state *g = t_state(game);
    assert_true(held_index(g, 0, CARD_F816) < 0);
    assert_int_equal(g->cards.n_placed, 1);
    round_trips_here(game);
    /* The discard: p0's choice among the non-Event cards of the hand. */
    assert_int_equal(t_count_legal(game, "p0 card the-young-light discard"), 1);
    refused_unchanged(game, "p0 card the-young-light discard Aggression-2");
    int discards = g->action_discard_len;
    ok(game, "p0 card the-young-light discard Mobilization-3");
    g = t_state(game);
    assert_false(g->pl[0].hand & card_bit(t_card(ARCS_MOBILIZATION, 3)));
    assert_int_equal(g->action_discard_len, discards + 1);
    assert_false(g->card_known[1] & card_bit(t_card(ARCS_MOBILIZATION, 3))); /* face down */
    to_round_end(game);
    g = t_state(game);
    assert_true(g->pl[0].hand & card_bit(FAITHFUL(5)));
    assert_true(held_index(g, 0, CARD_F816) >= 0);
    for (int q = 0; q < 3; q++) assert_true(g->card_known[q] & card_bit(FAITHFUL(5)));
    arcs_game_free(game);
}

/* ARCS-F818 The Prodigal One (The Young Light's text, one def), added to
 * the Court deck when the Believer failed Act I: a Rival holding it places
 * it the same way. */
static void prodigal_one(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE08, CARD_FATE01, CARD_FATE02};
    arcs_game *game = t_act2_started(3, 22, fates, 6u, ARCS_CHANCE_INTERNAL);
    const uint16_t faithful[3] = {0, F(5), 0};
    faithful_round(game, 1, BASE_MORE, faithful);
    game_state *g = t_state(game);
    assert_true(card_scrapped(g, CARD_F816));
    assert_int_equal(court_card_copies(g, CARD_F818), 1);
    t_take_out_court_card(g, CARD_F818);
    give_held(g, 0, CARD_F818);
    t_assert_invariants(game);
    ok(game, "p1 lead Faithful-5");
    if (t_is_legal(game, "p1 card faithful-cards zeal")) ok(game, "p1 card faithful-cards zeal");
    end_turn(game, 1);
    ok(game, "p2 copy Construction-2");
    end_turn(game, 2);
    ok(game, "p0 pivot Administration-2");
    ok(game, "p0 no-seize");
    assert_int_equal(t_count_legal(game, "p0 card the-young-light"), 1);
    assert_true(t_apply_prefix(game, "p0 card the-young-light"));
    assert_true(t_apply_prefix(game, "p0 card the-young-light"));
    g = t_state(game);
    assert_true(held_index(g, 0, CARD_F818) < 0);
    assert_false(g->pl[0].hand & card_bit(t_card(ARCS_MOBILIZATION, 3)));
    to_round_end(game);
    g = t_state(game);
    assert_true(g->pl[0].hand & card_bit(FAITHFUL(5)));
    assert_true(held_index(g, 0, CARD_F818) >= 0);
    arcs_game_free(game);
}

/* The log, kept to check what it names. */
static char yl_log[16384];
static void keep_yl_log(void *ud, const char *line) {
    (void)ud;
    size_t n = strlen(yl_log);
    snprintf(yl_log + n, sizeof yl_log - n, "%s\n", line);
}

/* p1 leads Faithful-5 (Zeal), p2 Copies `copy` face down (and seizes with
 * `seize`, face down, unless NULL), p0 Pivots (no seize): The Young
 * Light's Prelude is next. */
static arcs_game *face_down_round_seized(const char *copy, const char *seize) {
    arcs_game *game = believer_game(15);
    const uint16_t faithful[3] = {0, F(5), F(2) | F(3)};
    faithful_round(game, 1, BASE_MORE, faithful);
    DOCTRINE(t_state(game))->doctrine = IDEAL_ZEAL;
    ok(game, "p1 lead Faithful-5");
    end_turn(game, 1);
    ok(game, copy);
    if (seize) ok(game, seize);
    end_turn(game, 2);
    ok(game, "p0 pivot Administration-2");
    if (!seize) ok(game, "p0 no-seize");
    yl_log[0] = 0;
    game->log = keep_yl_log;
    return game;
}
static arcs_game *face_down_round(const char *copy) { return face_down_round_seized(copy, NULL); }

/* p2's played card in every viewer's view: `want` for all but p2. */
static void p2_played_seen_as(arcs_game *game, int want) {
    static arcs_game_view v;
    for (int viewer = -1; viewer < 2; viewer++) {
        assert_int_equal(arcs_view(game, viewer, &v), ARCS_OK);
        assert_int_equal(v.player[2].played, want);
        if (want != ARCS_CARD_HIDDEN) assert_int_equal(v.player[2].played_side, ARCS_NONE); /* face down: no side */
    }
}

/* ARCS-F816 "(Even one that's face down!)": beside p2's Faithful card
 * played face down, named by its player ("place-down p2"), not by the
 * card. Once placed, the face-down play is shown: every viewer's view,
 * observation and description name it, the log names it, and every
 * determinized world keeps it there (known to all); at the round's end p0
 * draws it. Before, it is hidden: p2 copying Faithful-2 or Faithful-3 looks
 * the same to everyone else (the move too), and determinize re-deals it. */
static void young_light_face_down_shown(void **state) {
    (void)state;
    arcs_game *a = face_down_round("p2 copy Faithful-2");
    arcs_game *b = face_down_round("p2 copy Faithful-3");
    assert_true(t_is_legal(a, "p0 card the-young-light place-down p2"));
    assert_int_equal(t_count_legal(a, "p0 card the-young-light place "), 1); /* Faithful-5, face up */
    refused_unchanged(a, "p0 card the-young-light place Faithful-2");         /* never by the card */
    refused_unchanged(a, "p0 card the-young-light place-down p1");            /* p1's is face up */
    /* Still hidden: the same to p0, p1 and the public. */
    for (int viewer = -1; viewer < 2; viewer++) t_assert_same_observation(a, b, viewer);
    p2_played_seen_as(a, ARCS_CARD_HIDDEN);
    static char text[16384];
    size_t len = 0;
    assert_int_equal(arcs_describe(a, text, sizeof text, &len), ARCS_OK);
    assert_null(strstr(text, "Faithful-2"));
    static unsigned char obs[ARCS_STATE_BYTES_MAX];
    size_t lo = 0;
    assert_int_equal(arcs_observation(a, 1, obs, sizeof obs, &lo), ARCS_OK);
    int other = 0;
    for (uint64_t seed = 1; seed <= 24; seed++) {
        arcs_game *c = determinized(a, 1, seed, obs, lo);
        other += c->s.played[2] != FAITHFUL(2);
        arcs_game_free(c);
    }
    assert_true(other > 0); /* re-dealt */
    arcs_game_free(b);

    /* Placed: shown. */
    ok(a, "p0 card the-young-light place-down p2");
    game_state *g = t_state(a);
    assert_int_equal(g->cards.n_placed, 1);
    assert_int_equal(g->cards.placed_beside[0], FAITHFUL(2));
    assert_true(strstr(yl_log, "beside Player 3's face-down card: Faithful-2, now shown.") != NULL);
    for (int q = 0; q < 3; q++) assert_true(g->card_known[q] & card_bit(FAITHFUL(2)));
    p2_played_seen_as(a, FAITHFUL(2));
    assert_int_equal(arcs_describe(a, text, sizeof text, &len), ARCS_OK);
    assert_non_null(strstr(text, "Faithful-2 (face down, shown)"));
    round_trips_here(a);
    ok(a, "p0 card the-young-light discard Mobilization-3");
    for (int viewer = -1; viewer < 3; viewer++) {
        assert_int_equal(arcs_observation(a, viewer, obs, sizeof obs, &lo), ARCS_OK);
        for (uint64_t seed = 1; seed <= 12; seed++) {
            arcs_game *c = determinized(a, viewer, seed, obs, lo);
            assert_int_equal(c->s.played[2], FAITHFUL(2));
            assert_int_equal(c->s.play_mode[2], PLAY_COPY);
            assert_int_equal(c->s.cards.placed_beside[0], FAITHFUL(2));
            assert_false(c->s.pl[2].hand & card_bit(FAITHFUL(2)));
            t_assert_invariants(c);
            arcs_game_free(c);
        }
    }
    to_round_end(a);
    g = t_state(a);
    assert_true(g->pl[0].hand & card_bit(FAITHFUL(2)));
    assert_true(held_index(g, 0, CARD_F816) >= 0);
    arcs_game_free(a);
}

/* Leaks (ARCS-F813, F816 "(Even one that's face down!)"): a Faithful card
 * is two-sided, so face down (a Copy, a seize card) it still shows a
 * Faithful side: that it is one is seen by all (The Young Light's
 * place-down move is offered only then), and that one without that side is
 * not is seen too. Every determinized world of every other seat keeps p2's
 * face-down cards Faithful exactly when the real ones are, and p0's moves
 * (the determinized helper: the observation) with them. p2 holds Faithful-2,
 * Faithful-3 and Construction-2 (face_down_round_seized). */
static void face_down_faithful_kept(void **state) {
    (void)state;
    static const struct {
        const char *copy, *seize;
    } CASES[] = {{"p2 copy Faithful-2", "p2 seize Faithful-3"},
                 {"p2 copy Construction-2", "p2 seize Faithful-2"},
                 {"p2 copy Faithful-2", "p2 seize Construction-2"},
                 {"p2 copy Construction-2", NULL}};
    static unsigned char obs[ARCS_STATE_BYTES_MAX];
    for (size_t k = 0; k < ARRAY_LEN(CASES); k++) {
        arcs_game *game = face_down_round_seized(CASES[k].copy, CASES[k].seize);
        const game_state *g = t_state(game);
        bool played_faithful = is_faithful_card(g->played[2]);
        bool seize_faithful = g->seize_card[2] != NO_CARD && is_faithful_card(g->seize_card[2]);
        assert_int_equal(g->play_mode[2], PLAY_COPY);
        assert_int_equal(g->seize_card[2] != NO_CARD, CASES[k].seize != NULL);
        assert_int_equal(t_is_legal(game, "p0 card the-young-light place-down p2"), played_faithful);
        for (int viewer = -1; viewer < 2; viewer++) {
            size_t lo = 0;
            assert_int_equal(arcs_observation(game, viewer, obs, sizeof obs, &lo), ARCS_OK);
            int other = 0;
            for (uint64_t seed = 1; seed <= 60; seed++) {
                arcs_game *c = determinized(game, viewer, seed, obs, lo);
                const game_state *d = &c->s;
                assert_int_equal(d->play_mode[2], PLAY_COPY);
                assert_int_equal(is_faithful_card(d->played[2]), played_faithful);
                assert_int_equal(d->seize_card[2] != NO_CARD, CASES[k].seize != NULL);
                if (CASES[k].seize) assert_int_equal(is_faithful_card(d->seize_card[2]), seize_faithful);
                if (viewer == 0) /* p0 knows their own hand (a card to discard) */
                    assert_int_equal(t_is_legal(c, "p0 card the-young-light place-down p2"), played_faithful);
                other += d->played[2] != g->played[2];
                t_assert_invariants(c);
                arcs_game_free(c);
            }
            assert_true(other > 0); /* still re-dealt among the cards of its kind */
        }
        arcs_game_free(game);
    }
}

/* Leaks: the card discarded for The Young Light goes face down; two games
 * differing only in which card p0 discarded look the same to each Rival,
 * and their determinized worlds keep the Rival's observation and the
 * placement. */
static void young_light_discard_is_hidden(void **state) {
    (void)state;
    arcs_game *games[2];
    const char *discards[2] = {"p0 card the-young-light discard Mobilization-3",
                               "p0 card the-young-light discard Construction-4"};
    for (int k = 0; k < 2; k++) {
        arcs_game *game = believer_game(20);
        uint32_t base[3] = {BASE_MORE[0] | 1u << t_card(ARCS_CONSTRUCTION, 4), BASE_MORE[1], BASE_MORE[2]};
        const uint16_t faithful[3] = {0, F(5), 0};
        faithful_round(game, 1, base, faithful);
        young_light_placed(game, "p2 pivot Construction-2");
        ok(game, discards[k]);
        games[k] = game;
    }
    static unsigned char obs[ARCS_STATE_BYTES_MAX];
    for (int viewer = 1; viewer < 3; viewer++) {
        t_assert_same_observation(games[0], games[1], viewer);
        size_t len = 0;
        assert_int_equal(arcs_observation(games[0], viewer, obs, sizeof obs, &len), ARCS_OK);
        for (uint64_t seed = 1; seed <= 3; seed++) {
            arcs_game *copy = determinized(games[0], viewer, seed, obs, len);
            assert_int_equal(copy->s.cards.n_placed, 1);
            assert_int_equal(copy->s.cards.placed_beside[0], FAITHFUL(5));
            t_assert_invariants(copy);
            arcs_game_free(copy);
        }
    }
    arcs_game_free(games[0]);
    arcs_game_free(games[1]);
}

/* ARCS-F817 Plot to Kidnap, Crisis; faq.csv Plot to Kidnap Q2: it works
 * while The Young Light is in the card play area (placed beside a played
 * card), not while it is in the Court deck. Each player discards their
 * highest-number Faithful card. */
static void faq_plot_to_kidnap_crisis(void **state) {
    (void)state;
    arcs_game *game = believer_game(16);
    const uint16_t faithful[3] = {F(1) | F(8), F(5) | F(9), F(2)};
    faithful_round(game, 1, BASE_MORE, faithful);
    young_light_placed(game, "p2 copy Faithful-2");
    ok(game, "p0 card the-young-light discard Mobilization-3");
    game_state *g = t_state(game);
    /* Plot to Kidnap in a Court place with nothing attached; its Crisis now. */
    t_take_out_court_card(g, CARD_F817);
    int pos = g->court_row_len - 1;
    while (pos > 0 && (attached_card(g, pos) != NO_COURT_CARD || g->court_row[pos] == CARD_AID01A ||
                       g->court_row[pos] == CARD_AID01B))
        pos--;
    assert_true(pos > 0);
    court_discard(g, g->court_row[pos]);
    g->court_row[pos] = CARD_F817;
    card_def_of(CARD_F817)->crisis(g, CARD_F817, pos);
    assert_int_equal(attached_card(g, pos), CARD_F816);
    assert_int_equal(g->cards.n_placed, 0);
    assert_false(g->pl[0].hand & card_bit(FAITHFUL(8)));
    assert_true(g->pl[0].hand & card_bit(FAITHFUL(1)));
    assert_false(g->pl[1].hand & card_bit(FAITHFUL(9)));
    assert_int_equal(g->action_discard[g->action_discard_len - 1], FAITHFUL(9));
    for (int q = 0; q < 3; q++) assert_true(g->card_known[q] & card_bit(FAITHFUL(8)));
    t_assert_invariants(game);
    /* In the Court deck: the Crisis takes nothing. */
    attach_remove(g, CARD_F816);
    court_deck_put_known(g, CARD_F816);
    card_def_of(CARD_F817)->crisis(g, CARD_F817, pos);
    assert_int_equal(attached_card(g, pos), NO_COURT_CARD);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ARCS-F817 When Secured; faq.csv Plot to Kidnap Q1 (Split Discards: both
 * piles searched): the engine's one face-down pile is searched, the
 * highest Faithful card drawn (shown to all), the pile shuffled. */
static void faq_plot_to_kidnap_secured(void **state) {
    (void)state;
    arcs_game *game = believer_game(17);
    const uint16_t faithful[3] = {F(2), F(9), 0}; /* 1, 3..8 in the discard pile */
    faithful_round(game, 0, BASE, faithful);
    game_state *g = t_state(game);
    t_take_out_court_card(g, CARD_F817);
    court_discard(g, CARD_F817); /* secured: in the Court discard pile */
    card_def_of(CARD_F817)->when_secured(g, 2, CARD_F817);
    assert_true(g->pl[2].hand & card_bit(FAITHFUL(8)));
    for (int i = 0; i < g->action_discard_len; i++) assert_int_not_equal(g->action_discard[i], FAITHFUL(8));
    assert_int_equal(g->action_discard_unknown, g->action_discard_len);
    for (int q = 0; q < 3; q++) assert_true(g->card_known[q] & card_bit(FAITHFUL(8)));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ARCS-F819 Secret Order (the base card's text), added to the Court deck
 * when the Believer failed Act I: its holder declares Keeper without the
 * zero marker. */
static void secret_order(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE08, CARD_FATE01, CARD_FATE02};
    arcs_game *game = t_act2_started(3, 18, fates, 6u, ARCS_CHANCE_INTERNAL);
    const uint32_t base[3] = {1u << t_card(ARCS_ADMINISTRATION, 2), 1u << t_card(ARCS_AGGRESSION, 5),
                              1u << t_card(ARCS_CONSTRUCTION, 2)};
    const uint16_t none[3] = {0, 0, 0};
    t_begin_round(game, 1, base);
    game_state *g = t_state(game);
    assert_int_equal(court_card_copies(g, CARD_F819), 1);
    t_take_out_court_card(g, CARD_F819);
    give_held(g, 1, CARD_F819);
    (void)none;
    t_assert_invariants(game);
    ok(game, "p1 lead Aggression-5");
    ok(game, declare_text(1, ARCS_KEEPER));
    assert_int_equal(game->s.zero_marker, 0);
    arcs_game_free(game);
}

/* ARCS-F824 Believer Act II Resolution, both branches. */
static void act2_resolution(void **state) {
    (void)state;
    arcs_game *game = believer_game(19);
    game_state *g = t_state(game);
    set_ideal(g, ARCS_TYCOON, IDEAL_ZEAL);
    DOCTRINE(g)->supply = 3;
    card_def_of(CARD_F824)->resolution(g, 0, CARD_F824, true);
    assert_true(card_scrapped(g, CARD_F816));
    assert_true(held_index(g, 0, CARD_F825) >= 0);
    for (int c = CARD_F826; c <= CARD_F828; c++) assert_true(card_scrapped(g, c));
    assert_int_equal(DOCTRINE(g)->supply, 3);
    arcs_game_free(game);

    game = believer_game(19);
    g = t_state(game);
    set_ideal(g, ARCS_TYCOON, IDEAL_ZEAL);
    DOCTRINE(g)->supply = 3;
    card_def_of(CARD_F824)->resolution(g, 0, CARD_F824, false);
    assert_int_equal(DOCTRINE(g)->supply, 0);
    assert_int_equal(ideal_of(g, ARCS_TYCOON), IDEAL_ZEAL); /* on an ambition: it stays */
    assert_true(card_scrapped(g, CARD_F825));
    assert_false(card_scrapped(g, CARD_F816));
    assert_int_equal(court_card_copies(g, CARD_F826), 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(act2_setup),
        cmocka_unit_test(doctrinal_faith),
        cmocka_unit_test(faq_doctrinal_faith_no_marker_left),
        cmocka_unit_test(objective_counts_ideal_ambitions),
        cmocka_unit_test(objective_at_scoring),
        cmocka_unit_test(set_doctrine_edict),
        cmocka_unit_test(set_doctrine_in_the_edicts),
        cmocka_unit_test(young_light),
        cmocka_unit_test(young_light_discard_is_hidden),
        cmocka_unit_test(young_light_face_down_shown),
        cmocka_unit_test(face_down_faithful_kept),
        cmocka_unit_test(prodigal_one),
        cmocka_unit_test(faq_plot_to_kidnap_crisis),
        cmocka_unit_test(faq_plot_to_kidnap_secured),
        cmocka_unit_test(secret_order),
        cmocka_unit_test(act2_resolution),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
