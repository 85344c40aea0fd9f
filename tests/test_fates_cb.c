/* The Caretaker's and the Believer's Act I (campaign-plan.md WP6): the
 * Golems (hidden while Sleeping, spent for their actions, passed to
 * Rivals), Golem Beacon, Golem Hearth, Stone-Speakers, the Faithful
 * action cards (their own suit, Zeal and Wisdom sides), Faithful
 * Disciples, Spreading the Faith, Pluralistic Faith; faq.csv Golems (4
 * questions), Golem Hearth, Ancient Holdings, Spreading the Faith. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "campaign_fixture.h"
#include "campaign/campaign.h"
#include "campaign/summit.h"
#include "campaign/fates.h"
#include "cards/hooks.h"
#include "cards/campaign/fates/ambition.h"
#include "cards/campaign/fates/believer/faithful.h"
#include "cards/campaign/fates/caretaker/golems.h"
#include "data/card_ids.h"
#include "data/tables.h"
#include "wire/wire.h"

#define FAITHFUL(n) (FAITHFUL_CARD_FIRST + (n) - 1)

static bool in_booklet(const game_state *g, int card) {
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] == card) return true;
    return false;
}

/* A scenario (empty map, every player a Regent) where p has Fate `fate`
 * and nobody else has the Caretaker's or the Believer's: their tokens,
 * laws and Faithful cards out of the game first. */
static arcs_game *with_fate_imperial(int players, int p, int fate, unsigned imperial);
static arcs_game *with_fate(int players, int p, int fate) { return with_fate_imperial(players, p, fate, 0); }

/* The same, with 1 Imperial ship on each gate of the clusters in
 * `imperial` (bit per cluster) before the Fate is set up. */
static arcs_game *with_fate_imperial(int players, int p, int fate, unsigned imperial) {
    arcs_game *game = scenario(players, (1u << players) - 1);
    for (int cl = 0; cl < NUM_CLUSTERS; cl++)
        if ((imperial >> cl) & 1u) put_imperial(game, cl * 4 + SYS_GATE, 1, 0);
    game_state *g = t_state(game);
    /* Nobody has either Fate (Steward and Founder instead). */
    for (int q = 0; q < players; q++)
        if (g->camp.fate[q] == CARD_FATE05 || g->camp.fate[q] == CARD_FATE08) {
            int other = CARD_FATE01;
            for (int r = 0; r < players; r++)
                if (g->camp.fate[r] == CARD_FATE01) other = CARD_FATE02;
            set_fate(game, q, other);
            g = t_state(game);
        }
    FAITHFUL_STACK(g)->n = 0;
    for (int q = 0; q < MAX_PLAYERS; q++)
        for (int i = 0; i < RES_SLOTS_MAX; i++)
            if (g->pl[q].res[i] == RES_GOLEM) g->pl[q].res[i] = RES_EMPTY;
    memset(GOLEM_DATA(g)->where, GOLEM_BOX, sizeof GOLEM_DATA(g)->where);
    GOLEM_DATA(g)->awake = GOLEM_DATA(g)->known = 0;
    while (booklet_remove(g, CARD_F505) || booklet_remove(g, CARD_F506) || booklet_remove(g, CARD_F813) ||
           booklet_remove(g, CARD_F814)) {
    }
    set_fate(game, p, fate);
    g = t_state(game);
    run_forward(g);
    assert_int_equal(g->camp.fate[p], fate);
    /* A ship for each player (no elimination at the end of a turn), on
     * the crescent planets of clusters 3-6. */
    for (int q = 0; q < players; q++) t_place_ships(game, q, (2 + q) * 4 + SYS_CRESCENT, 1, 0);
    t_assert_invariants(game);
    return game;
}



/* viewer's observation: one action card scrapped, which one not shown. */
static void one_scrapped_unseen(arcs_game *game, int viewer) {
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_observation(game, viewer, buf, sizeof buf, &len), ARCS_OK);
    Arcs__Observation *o = arcs__observation__unpack(NULL, len, buf);
    assert_non_null(o);
    assert_non_null(o->campaign);
    assert_int_equal(o->campaign->action_scrapped_count, 1);
    assert_int_equal(o->campaign->action_scrapped, 0);
    arcs__observation__free_unpacked(o, NULL);
}

/* Card c out of every hand and the deck and the discard pile. */
static void card_out(game_state *g, int c) {
    for (int q = 0; q < g->num_players; q++) g->pl[q].hand &= ~(1ull << c);
    for (int i = 0; i < g->action_deck_len; i++)
        if (g->action_deck[i] == c) g->action_deck[i] = g->action_deck[--g->action_deck_len];
    for (int i = 0; i < g->action_discard_len; i++)
        if (g->action_discard[i] == c) {
            memmove(&g->action_discard[i], &g->action_discard[i + 1], (size_t)(g->action_discard_len - i - 1));
            g->action_discard[--g->action_discard_len] = 0;
            i--;
        }
}

/* Spreading the Faith (ARCS-F803) with a Farseers-style run: the discard
 * pile, bottom first, is an Event card, then a run laid in shuffled order
 * (an Event card and two non-Event cards x, y), then the rest. Nobody knows
 * which of x, y is lower, so the scrapped card is chance's. `mode`: the
 * chance mode; `spin`: generator draws before the run is laid. Returns the game after Teach; *x, *y the run's cards. */
static arcs_game *teach_on_run(int mode, int spin, int *x, int *y) {
    arcs_game *game = with_fate(3, 0, CARD_FATE08);
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 2));
    game_state *g = t_state(game);
    g->chance_mode = (uint8_t)mode;
    *x = t_card(ARCS_ADMINISTRATION, 3);
    *y = t_card(ARCS_AGGRESSION, 4);
    int cards[] = {EVENT_CARD_FIRST, EVENT_CARD_FIRST + 1, *x, *y};
    for (int i = 0; i < 4; i++) card_out(g, cards[i]);
    uint8_t rest[ACTION_CARDS_MAX];
    int n = g->action_discard_len;
    memcpy(rest, g->action_discard, (size_t)n);
    g->action_discard_len = 0;
    g->action_discard_unknown = 0;
    g->discard_run = g->discard_run_alt = 0;
    discard_action_card(g, EVENT_CARD_FIRST);
    uint8_t run[3] = {EVENT_CARD_FIRST + 1, (uint8_t)*x, (uint8_t)*y};
    for (int i = 0; i < spin; i++) rng_below(g, 2);
    discard_shuffled_run(g, run, 3);
    for (int i = 0; i < n; i++) discard_action_card(g, rest[i]);
    g->card_known[0] |= card_bit(*x) | card_bit(*y); /* p0 laid the run */
    t_assert_invariants(game);
    ok(game, "p0 card spreading-the-faith teach pip");
    return game;
}

static bool scrapped(const game_state *g, int c) { return (g->camp.action_scrapped[c / 8] >> (c % 8)) & 1u; }

static void teach_run_explicit_chance(void **state) {
    (void)state;
    int x, y;
    arcs_game *game = teach_on_run(ARCS_CHANCE_EXPLICIT, 0, &x, &y);
    assert_int_equal(arcs_current_player(game), ARCS_PLAYER_CHANCE);
    assert_false(scrapped(&game->s, x) || scrapped(&game->s, y));
    /* Exactly the run's non-Event cards. */
    arcs_move legal[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, legal, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, 2);
    uint64_t offered = 0;
    for (size_t i = 0; i < n; i++) offered |= 1ull << legal[i].a;
    assert_true(offered == (card_bit(x) | card_bit(y)));
    double pr = 0;
    assert_int_equal(arcs_chance_probability(game, legal[0], &pr), ARCS_OK);
    assert_true(pr == 0.5);
    /* Not the Events, not a card above the run. */
    int above = game->s.action_discard[4];
    int bad[] = {EVENT_CARD_FIRST, EVENT_CARD_FIRST + 1, above};
    for (int i = 0; i < 3; i++) {
        game_state before = game->s;
        arcs_move m = legal[0];
        m.a = (uint8_t)bad[i];
        assert_int_not_equal(arcs_apply(game, m), ARCS_OK);
        assert_memory_equal(&before, &game->s, sizeof before);
    }
    /* y is scrapped: x stays in the pile, nobody knows where the two are. */
    arcs_move m = legal[0].a == y ? legal[0] : legal[1];
    assert_int_equal(arcs_apply(game, m), ARCS_OK);
    assert_true(scrapped(&game->s, y));
    assert_false(scrapped(&game->s, x));
    assert_int_equal(game->s.action_discard[0], EVENT_CARD_FIRST);
    int left = 0;
    for (int i = 0; i < game->s.action_discard_len; i++) left += game->s.action_discard[i] == x;
    assert_int_equal(left, 1);
    assert_false(game->s.card_known[0] & (card_bit(x) | card_bit(y)));
    /* Not even p0, who laid the run, is shown which card was scrapped. */
    one_scrapped_unseen(game, 0);
    assert_int_not_equal(arcs_current_player(game), ARCS_PLAYER_CHANCE);
    t_assert_invariants(game);
    /* The state round-trips with the chance decision pending too. */
    arcs_game_free(game);
    game = teach_on_run(ARCS_CHANCE_EXPLICIT, 0, &x, &y);
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *back = t_load_state(buf, len, "Teach's chance pending");
    assert_int_equal(arcs_current_player(back), ARCS_PLAYER_CHANCE);
    assert_non_null(back);
    arcs_game_free(back);
    arcs_game_free(game);
}

static void teach_run_sampled(void **state) {
    (void)state;
    int seen = 0;
    for (int k = 0; k < 16; k++) {
        int x, y;
        arcs_game *game = teach_on_run(ARCS_CHANCE_INTERNAL, k, &x, &y);
        game_state *g = &game->s;
        assert_int_not_equal(arcs_current_player(game), ARCS_PLAYER_CHANCE);
        assert_true(scrapped(g, x) != scrapped(g, y)); /* one of the run's non-Event cards */
        assert_false(g->card_known[0] & (card_bit(x) | card_bit(y)));
        seen |= scrapped(g, x) ? 1 : 2;
        t_assert_invariants(game);
        arcs_game_free(game);
    }
    assert_int_equal(seen, 3); /* the generator decides: either card */
}

/* ---------------------------------------------------------------- Believer */

static void believer_setup(void **state) {
    (void)state;
    for (int n = 2; n <= 4; n++) {
        arcs_game *game = with_fate(n, 0, CARD_FATE08);
        const game_state *g = &game->s;
        assert_true(held_index(g, 0, CARD_F802) >= 0);
        assert_true(t_in_play_area(g, 0, CARD_F803));
        assert_true(in_booklet(g, CARD_F813) && in_booklet(g, CARD_F814));
        assert_int_equal(FAITHFUL_STACK(g)->n, FAITHFUL_CARDS);
        assert_int_equal(faithful_stack_top(g), FAITHFUL(9));
        /* components.md §9.5: 10 / 9 / 8. */
        assert_int_equal(objective_space(g, 0), 12 - n);
        arcs_game_free(game);
    }
}

/* A round where p0 leads with these hands (base cards plus Faithful ones);
 * the Faithful cards not in a hand lie in the discard pile, none in the
 * stack. */
static void faithful_round(arcs_game *game, const uint32_t *base, const uint16_t *faithful) {
    t_begin_round(game, 0, base);
    game_state *g = t_state(game);
    uint16_t given = 0;
    for (int p = 0; p < g->num_players; p++) {
        g->pl[p].hand |= (uint64_t)faithful[p] << FAITHFUL_CARD_FIRST;
        given |= faithful[p];
    }
    for (int i = 0; i < FAITHFUL_CARDS; i++)
        if (!((given >> i) & 1u)) g->action_discard[g->action_discard_len++] = (uint8_t)(FAITHFUL_CARD_FIRST + i);
    FAITHFUL_STACK(g)->n = 0;
    t_assert_invariants(game);
}

#define F(n) (1u << ((n) - 1))

/* ARCS-F813: a Faithful card lies on the side its player picks when it
 * leads; Surpassing it takes a Faithful card on the same side (higher),
 * and a "7" does not seize; Pivoting takes the other side. ARCS-F814: the
 * lead declares any ambition. */
static void faithful_surpass_only_matches_its_side(void **state) {
    (void)state;
    arcs_game *game = with_fate(3, 0, CARD_FATE08);
    const uint32_t base[3] = {1u << t_card(ARCS_ADMINISTRATION, 2), 1u << t_card(ARCS_AGGRESSION, 2),
                              1u << t_card(ARCS_CONSTRUCTION, 2)};
    const uint16_t faithful[3] = {F(5), F(7) | F(3), F(6)};
    faithful_round(game, base, faithful);
    ok(game, "p0 lead Faithful-5");
    /* The view (ARCS_VIEW_VERSION 4): the card is public, its side not yet chosen. */
    static arcs_game_view v;
    for (int viewer = -1; viewer < 3; viewer++) {
        assert_int_equal(arcs_view(game, viewer, &v), ARCS_OK);
        assert_int_equal(v.player[0].played, FAITHFUL(5));
        assert_int_equal(v.player[0].played_side, ARCS_NONE);
        assert_int_equal(v.player[1].played_side, ARCS_NONE);
    }
    /* The side is the leader's choice, first; nobody else may choose it. */
    assert_true(t_is_legal(game, "p0 card faithful-cards zeal"));
    assert_true(t_is_legal(game, "p0 card faithful-cards wisdom"));
    t_refused_unchanged(game, "p1 card faithful-cards zeal");
    t_refused_unchanged(game, "p0 card faithful-cards sideways");
    ok(game, "p0 card faithful-cards zeal");
    assert_int_equal(game->s.pip_suit, SUIT_ZEAL);
    for (int viewer = -1; viewer < 3; viewer++) {
        assert_int_equal(arcs_view(game, viewer, &v), ARCS_OK);
        assert_int_equal(v.player[0].played_side, ARCS_FAITHFUL_ZEAL);
    }
    /* Pluralistic Faith: any ambition. */
    for (int a = 0; a < ARCS_AMBITION_COUNT; a++) {
        char text[40];
        snprintf(text, sizeof text, "p0 declare %s", ambition_name(a));
        assert_true(t_is_legal(game, text));
    }
    ok(game, "p0 no-declare");
    assert_true(t_is_legal(game, "p0 action move") || t_is_legal(game, "p0 end-turn"));
    assert_false(t_is_legal(game, "p0 action build")); /* Wisdom's, not Zeal's */
    ok(game, "p0 end-turn");
    /* p1: Surpass only with the higher Faithful card, on Zeal. */
    assert_true(t_is_legal(game, "p1 surpass Faithful-7"));
    assert_false(t_is_legal(game, "p1 surpass Faithful-3"));
    assert_false(t_is_legal(game, "p1 surpass Aggression-2"));
    assert_true(t_is_legal(game, "p1 pivot Faithful-3"));
    assert_true(t_is_legal(game, "p1 copy Faithful-3"));
    t_refused_unchanged(game, "p1 surpass Faithful-3");
    int initiative = game->s.initiative;
    ok(game, "p1 surpass Faithful-7");
    assert_int_equal(game->s.pip_suit, SUIT_ZEAL);
    assert_int_equal(game->s.pips, action_cards[FAITHFUL(7)].pips);
    /* "You do not seize the initiative when you Surpass with a 7 Faithful card." */
    assert_int_equal(game->s.seized_by, NO_PLAYER);
    assert_int_equal(game->s.initiative, initiative);
    assert_false(t_is_legal(game, "p1 card faithful-cards wisdom")); /* the side follows the lead */
    while (!t_is_legal(game, "p1 end-turn")) assert_true(t_apply_prefix(game, "p1 no-"));
    ok(game, "p1 end-turn");
    /* p2 Pivots with a Faithful card: the other side, Wisdom, without a choice. */
    ok(game, "p2 pivot Faithful-6");
    assert_int_equal(game->s.pip_suit, SUIT_WISDOM);
    for (int viewer = -1; viewer < 3; viewer++) {
        assert_int_equal(arcs_view(game, viewer, &v), ARCS_OK);
        assert_int_equal(v.player[1].played_side, ARCS_FAITHFUL_ZEAL);
        assert_int_equal(v.player[2].played, FAITHFUL(6));
        assert_int_equal(v.player[2].played_side, ARCS_FAITHFUL_WISDOM);
    }
    assert_int_equal(game->s.pips, 1);
    arcs_game_free(game);
}

/* A Faithful card Pivots on a base lead on the side its player picks. */
static void faithful_pivot_on_a_base_lead(void **state) {
    (void)state;
    arcs_game *game = with_fate(2, 1, CARD_FATE08);
    const uint32_t base[2] = {1u << t_card(ARCS_ADMINISTRATION, 4), 1u << t_card(ARCS_AGGRESSION, 3)};
    const uint16_t faithful[2] = {0, F(8)};
    faithful_round(game, base, faithful);
    ok(game, "p0 lead Administration-4");
    while (!t_is_legal(game, "p0 end-turn")) assert_true(t_apply_prefix(game, "p0 no-"));
    ok(game, "p0 end-turn");
    assert_false(t_is_legal(game, "p1 surpass Faithful-8")); /* another suit */
    ok(game, "p1 pivot Faithful-8");
    while (t_is_legal(game, "p1 no-seize")) ok(game, "p1 no-seize");
    ok(game, "p1 card faithful-cards wisdom");
    assert_int_equal(game->s.pip_suit, SUIT_WISDOM);
    assert_int_equal((FAITHFUL_SIDES(&game->s)->wisdom[0] | FAITHFUL_SIDES(&game->s)->wisdom[1] << 8), 1u << 7);
    arcs_game_free(game);
}

/* Spreading the Faith (ARCS-F803) and faq.csv Spreading the Faith ("If we
 * are playing with split discard piles, where do I scrap from? The facedown
 * pile."): the engine's one discard pile is face down; Teach scraps its
 * bottom non-Event card, then attaches the top Faithful card to a Guild
 * card whose suit matches a planet with a Loyal city. Securing that card
 * draws the Faithful card into the hand (ARCS-F813). */
static void teach_and_secure(void **state) {
    (void)state;
    arcs_game *game = with_fate(3, 0, CARD_FATE08);
    game_state *g = t_state(game);
    /* p0's city on a Fuel planet (1-hex? find one). */
    int fuel = -1;
    for (int s = 0; s < NUM_SYSTEMS && fuel < 0; s++)
        if (planet_type(s) == ARCS_FUEL) fuel = s;
    t_place_building(game, 0, fuel, 0, false, false);
    /* The Court row: a Fuel Guild card in place 1, a Material one in place 2. */
    g = t_state(game);
    int fuel_card = -1, material_card = -1;
    for (int c = 0; c < card_table_len; c++) {
        if (card_table[c].kind != CK_GUILD || card_protected(c) || c < CARD_CC01 || c > CARD_CC10) continue;
        if (card_table[c].suit == ARCS_FUEL && fuel_card < 0) fuel_card = c;
        if (card_table[c].suit == ARCS_MATERIAL && material_card < 0) material_card = c;
    }
    assert_true(fuel_card >= 0 && material_card >= 0);
    t_take_out_court_card(g, fuel_card);
    t_take_out_court_card(g, material_card);
    int old1 = g->court_row[1], old2 = g->court_row[2];
    g->court_row[1] = (uint16_t)fuel_card;
    g->court_row[2] = (uint16_t)material_card;
    if (old1 != NO_COURT_CARD) court_bury(g, old1);
    if (old2 != NO_COURT_CARD) court_bury(g, old2);
    g->court_deck_known = 0;
    /* The discard pile, bottom first: an Event card, then Administration-3. */
    t_start_lead_turn(game, 0, t_card(ARCS_MOBILIZATION, 2));
    g = t_state(game);
    int admin3 = t_card(ARCS_ADMINISTRATION, 3);
    for (int q = 0; q < g->num_players; q++) g->pl[q].hand &= ~(1ull << admin3);
    for (int i = 0; i < g->action_deck_len; i++)
        if (g->action_deck[i] == admin3) g->action_deck[i] = g->action_deck[--g->action_deck_len];
    for (int i = 0; i < g->action_deck_len; i++)
        if (g->action_deck[i] == EVENT_CARD_FIRST) g->action_deck[i] = g->action_deck[--g->action_deck_len];
    for (int q = 0; q < g->num_players; q++) g->pl[q].hand &= ~(1ull << EVENT_CARD_FIRST);
    int n = 0;
    uint8_t rest[ACTION_CARDS_MAX];
    for (int i = 0; i < g->action_discard_len; i++)
        if (g->action_discard[i] != admin3 && g->action_discard[i] != EVENT_CARD_FIRST) rest[n++] = g->action_discard[i];
    g->action_discard[0] = EVENT_CARD_FIRST;
    g->action_discard[1] = (uint8_t)admin3;
    memcpy(g->action_discard + 2, rest, (size_t)n);
    g->action_discard_len = (uint8_t)(n + 2);
    g->action_discard_unknown = 0;
    t_assert_invariants(game);
    ok(game, "p0 card spreading-the-faith teach pip");
    assert_true((game->s.camp.action_scrapped[admin3 / 8] >> (admin3 % 8)) & 1u);
    /* Scrapped face down: p2, who did not know the card, sees that one was
     * scrapped, not which. */
    assert_false(game->s.card_known[2] & (1ull << admin3));
    one_scrapped_unseen(game, 2);
    assert_int_equal(game->s.action_discard[0], EVENT_CARD_FIRST); /* Events are passed over */
    /* Only the Fuel Guild card matches p0's city. */
    assert_true(t_is_legal(game, "p0 card spreading-the-faith teach-attach 1"));
    assert_false(t_is_legal(game, "p0 card spreading-the-faith teach-attach 2"));
    t_refused_unchanged(game, "p0 card spreading-the-faith teach-attach 2");
    ok(game, "p0 card spreading-the-faith teach-attach 1");
    assert_int_equal(attached_card(&game->s, 1), CARD_F812);
    assert_int_equal(FAITHFUL_STACK(&game->s)->n, 8);
    /* p1 secures the Fuel card: the Faithful "9" comes along, into the hand. */
    g = t_state(game);
    court_take_card(g, 1, 1);
    run_forward(g);
    assert_true(g->pl[1].hand & (1ull << FAITHFUL(9)));
    assert_true(held_index(g, 1, fuel_card) >= 0);
    assert_true(held_index(g, 1, CARD_F812) < 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Empty the 2-player ambition boxes into the supply: "winning" then
 * ranks p against the Rival alone (the boxes take places otherwise:
 * winning_reads_the_scoring_rule). */
static void empty_ambition_boxes(game_state *g) {
    for (int r = 0; r < NUM_RES; r++) {
        g->res_supply[r] = (uint8_t)(g->res_supply[r] + g->phantom[r]);
        g->phantom[r] = 0;
    }
}

/* Faithful Disciples (ARCS-F802): playing a Faithful card and declaring an
 * ambition one is winning gives one more action pip. */
static void faithful_disciples(void **state) {
    (void)state;
    for (int winning = 0; winning <= 1; winning++) {
        arcs_game *game = with_fate(2, 0, CARD_FATE08);
        empty_ambition_boxes(t_state(game));
        if (winning) {
            t_give_resource(game, 0, 0, ARCS_FUEL);
            t_give_resource(game, 0, 1, ARCS_MATERIAL);
        }
        const uint32_t base[2] = {1u << t_card(ARCS_ADMINISTRATION, 4), 1u << t_card(ARCS_AGGRESSION, 3)};
        const uint16_t faithful[2] = {F(2), 0};
        faithful_round(game, base, faithful);
        ok(game, "p0 lead Faithful-2");
        ok(game, "p0 card faithful-cards wisdom");
        assert_int_equal(ambition_winning(&game->s, 0, ARCS_TYCOON), winning);
        ok(game, "p0 declare Tycoon");
        assert_int_equal(game->s.pips, action_cards[FAITHFUL(2)].pips + winning);
        arcs_game_free(game);
    }
}

/* ---------------------------------------------------------------- Caretaker */

static int golems_on_gates(const game_state *g) {
    int n = 0;
    for (int k = 0; k < GOLEMS; k++) n += GOLEM_IS_ON_MAP(GOLEM_DATA(g)->where[k]) && sys_is_gate(GOLEM_SYSTEM(GOLEM_DATA(g)->where[k]));
    return n;
}

static void caretaker_setup(void **state) {
    (void)state;
    for (int n = 2; n <= 4; n++) {
        unsigned imperial = (3u << (n - 2)) & 0x3Fu; /* two clusters side by side */
        arcs_game *game = with_fate_imperial(n, n - 1, CARD_FATE05, imperial);
        const game_state *g = &game->s;
        int p = n - 1;
        assert_true(t_in_play_area(g, p, CARD_F502) && t_in_play_area(g, p, CARD_F503));
        assert_true(held_index(g, p, CARD_F504) >= 0);
        assert_true(in_booklet(g, CARD_F505) && in_booklet(g, CARD_F506));
        /* One Sleeping Golem on each gate of the 4 clusters without Imperial ships. */
        assert_int_equal(golems_on_gates(g), 4);
        assert_int_equal(GOLEM_DATA(g)->awake | GOLEM_DATA(g)->known, 0);
        for (int k = 0; k < GOLEMS; k++) {
            int s = GOLEM_SYSTEM(GOLEM_DATA(g)->where[k]);
            assert_false((imperial >> sys_cluster(s)) & 1u);
        }
        assert_int_equal(objective_space(g, p), 18);
        arcs_game_free(game);
    }
}

/* Campaign setup in explicit chance: deal p0 the Caretaker when chance
 * can, and keep it when dealt (moves: the k legal moves). True if a move
 * was applied. */
static bool caretaker_to_p0(arcs_game *game, const arcs_move *moves, size_t k) {
    if (moves[0].kind == ARCS_MOVE_FATE && moves[0].player == 0)
        for (size_t i = 0; i < k; i++) {
            arcs_game *copy = NULL;
            assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
            assert_int_equal(arcs_apply(copy, moves[i]), ARCS_OK);
            bool care = copy->s.camp.fate[0] == CARD_FATE05;
            arcs_game_free(copy);
            if (care) {
                assert_int_equal(arcs_apply(game, moves[i]), ARCS_OK);
                t_assert_invariants(game);
                return true;
            }
        }
    if (moves[0].kind == ARCS_MOVE_CHANCE && moves[0].c == CH_FATE_DRAW && game->s.camp.fate_dealt[0][0] == NO_COURT_CARD) {
        char text[40];
        snprintf(text, sizeof text, "chance fate %s", card_table[CARD_FATE05].id);
        if (t_is_legal(game, text)) {
            ok(game, text);
            return true;
        }
    }
    return false;
}

/* Explicit chance: each gate's Golem is a draw from those left (4, 3, 2, 1). */
static void golem_draws_are_chance(void **state) {
    (void)state;
    arcs_game *game = new_campaign(3, 7, ARCS_CHANCE_EXPLICIT, 0);
    while (top_frame_c(&game->s)->kind != FR_LEAD) {
        arcs_move moves[ARCS_MAX_LEGAL_MOVES];
        size_t k = 0;
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &k), ARCS_OK);
        if (caretaker_to_p0(game, moves, k)) continue;
        if (moves[0].kind == ARCS_MOVE_CHANCE && moves[0].c == CHANCE_GOLEM_DRAW) {
            int left = 0;
            for (int j = 0; j < GOLEMS; j++) left += GOLEM_DATA(&game->s)->where[j] == GOLEM_BOX;
            assert_int_equal((int)k, left);
            double pr = 0;
            assert_int_equal(arcs_chance_probability(game, moves[0], &pr), ARCS_OK);
            assert_true(pr > 1.0 / left - 1e-9 && pr < 1.0 / left + 1e-9);
            t_assert_texts_round_trip(game);
        }
        assert_int_equal(arcs_apply(game, moves[0]), ARCS_OK);
        t_assert_invariants(game);
    }
    if (game->s.camp.fate[0] == CARD_FATE05) assert_int_equal(golems_on_gates(&game->s), 4);
    arcs_game_free(game);
}

/* The chance node a card raises is its own (CH_CARD, lib/cards/hooks.h
 * "CHANCE"): the frame names the card, the card lists the outcomes and
 * their probabilities, says what is drawn, and applies the outcome. A state
 * saved while the draw had a chance kind of its own (the Golem draw: 11;
 * Teach: a discard-bottom draw for 0xFF) loads as the card's. */
static void expect_prompt(const arcs_game *game, const char *prompt) {
    static arcs_game_view view;
    assert_int_equal(arcs_view(game, 0, &view), ARCS_OK);
    assert_int_equal(view.decision.kind, ARCS_DECISION_CHANCE);
    assert_string_equal(view.decision.prompt, prompt);
}

/* The pending chance frame written as before CH_CARD (kind old_a with
 * old_b, no card) loads as card's CH_CARD frame with parameter b. */
static void old_chance_frame_loads(arcs_game *game, int old_a, int old_b, int card, int b) {
    game_state saved = game->s;
    frame *f = &t_state(game)->stack[game->s.depth - 1];
    f->a = (uint8_t)old_a, f->b = (uint8_t)old_b, f->card = 0;
    static unsigned char buf[ARCS_STATE_BYTES_MAX];
    size_t len = 0;
    assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
    arcs_game *back = t_load_state(buf, len, "a card's chance saved before CH_CARD");
    assert_non_null(back);
    const frame *top = top_frame_c(&back->s);
    assert_int_equal(top->kind, FR_CHANCE);
    assert_int_equal(top->a, CH_CARD);
    assert_int_equal(top->card, card);
    assert_int_equal(top->b, b);
    assert_memory_equal(&back->s.stack, &saved.stack, sizeof saved.stack);
    arcs_game_free(back);
    t_state(game)->stack[game->s.depth - 1] = saved.stack[saved.depth - 1];
}

static void card_chance_through_the_card(void **state) {
    (void)state;
    /* The Golem draws of the Caretaker's setup: the first gate's. */
    arcs_game *game = new_campaign(3, 7, ARCS_CHANCE_EXPLICIT, 0);
    arcs_move legal[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    const frame *f = top_frame_c(&game->s);
    while (!(f->kind == FR_CHANCE && f->a == CH_CARD)) {
        assert_int_not_equal(f->kind, FR_LEAD);
        assert_int_equal(arcs_legal_moves(game, legal, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        if (!caretaker_to_p0(game, legal, n)) assert_int_equal(arcs_apply(game, legal[0]), ARCS_OK);
        f = top_frame_c(&game->s);
    }
    const game_state *g = &game->s;
    assert_true(f->card == CARD_F501A && sys_is_gate(f->b));
    int gate = f->b;
    assert_int_equal(arcs_current_player(game), ARCS_PLAYER_CHANCE);
    assert_int_equal(arcs_legal_moves(game, legal, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, GOLEMS); /* the Golems in the box, by identity */
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(legal[i].kind, ARCS_MOVE_CHANCE);
        assert_int_equal(legal[i].c, CHANCE_GOLEM_DRAW);
        assert_int_equal(legal[i].a, i);
        double pr = 0;
        assert_int_equal(arcs_chance_probability(game, legal[i], &pr), ARCS_OK);
        assert_true(pr == 0.25);
    }
    char text[64];
    assert_int_equal(arcs_move_to_str(legal[3], text, sizeof text, NULL), ARCS_OK);
    assert_string_equal(text, "chance chance golem Harvester");
    expect_prompt(game, "Chance: draw a Sleeping Golem for a gate.");
    old_chance_frame_loads(game, 11, gate, CARD_F501A, gate);
    ok(game, "chance chance golem Harvester");
    assert_int_equal(GOLEM_DATA(g)->where[3], GOLEM_ON_MAP(gate));
    /* The next gate: 3 left, 1/3 each, Harvester no more. */
    f = top_frame_c(g);
    assert_true(f->kind == FR_CHANCE && f->a == CH_CARD && f->card == CARD_F501A && f->b != gate);
    assert_int_equal(arcs_legal_moves(game, legal, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, 3);
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(legal[i].a, i);
        double pr = 0;
        assert_int_equal(arcs_chance_probability(game, legal[i], &pr), ARCS_OK);
        assert_true(pr > 1.0 / 3 - 1e-12 && pr < 1.0 / 3 + 1e-12);
    }
    t_assert_invariants(game);
    arcs_game_free(game);

    /* Teach: the run's two non-Event cards, in card order, 1/2 each. */
    int x, y;
    game = teach_on_run(ARCS_CHANCE_EXPLICIT, 0, &x, &y);
    f = top_frame_c(&game->s);
    assert_true(f->kind == FR_CHANCE && f->a == CH_CARD && f->card == CARD_F803 && f->b == 0);
    assert_int_equal(arcs_legal_moves(game, legal, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, 2);
    assert_int_equal(legal[0].a, x < y ? x : y);
    assert_int_equal(legal[1].a, x < y ? y : x);
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(legal[i].c, CH_DISCARD_BOTTOM);
        double pr = 0;
        assert_int_equal(arcs_chance_probability(game, legal[i], &pr), ARCS_OK);
        assert_true(pr == 0.5);
    }
    expect_prompt(game, "Chance: the bottom non-Event action card of the discard, scrapped.");
    old_chance_frame_loads(game, CH_DISCARD_BOTTOM, 0xFF, CARD_F803, 0);
    assert_int_equal(arcs_apply(game, legal[1]), ARCS_OK);
    assert_true(scrapped(&game->s, legal[1].a));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Put Golem k Awake (known) on Golem Hearth. */
static void awake_on_hearth(arcs_game *game, int k) {
    game_state *g = t_state(game);
    if (GOLEM_IN_SLOT(GOLEM_DATA(g)->where[k])) g->pl[GOLEM_SLOT_PLAYER(GOLEM_DATA(g)->where[k])].res[GOLEM_SLOT_INDEX(GOLEM_DATA(g)->where[k])] = RES_EMPTY;
    GOLEM_DATA(g)->where[k] = GOLEM_HEARTH;
    GOLEM_DATA(g)->awake |= (uint8_t)(1u << k);
    GOLEM_DATA(g)->known |= (uint8_t)(1u << k);
}

static void fill_slots(arcs_game *game, int p) {
    game_state *g = t_state(game);
    int open = open_res_slots(&g->pl[p]);
    for (int i = 0; i < open; i++)
        if (g->pl[p].res[i] == RES_EMPTY) {
            int r = 0;
            while (!g->res_supply[r]) r++;
            t_give_resource(game, p, i, r);
        }
}

/* faq.csv Golems, "When exactly does someone keep a Golem after using it?
 * If the player with the Golem Hearth uses a Golem and nobody else has
 * slots." F506: spending advances the objective even without the action. */
static void golem_kept_when_nobody_has_slots(void **state) {
    (void)state;
    arcs_game *game = with_fate(2, 0, CARD_FATE05);
    awake_on_hearth(game, GOLEM_HARVESTER);
    fill_slots(game, 1);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 3));
    int before = objective_space(&game->s, 0);
    ok(game, "p0 card golem-actions spend 3");
    /* No placement decision: kept, Sleeping, on Golem Hearth. */
    assert_int_equal(GOLEM_DATA(&game->s)->where[GOLEM_HARVESTER], GOLEM_HEARTH);
    assert_false(GOLEM_DATA(&game->s)->awake & (1u << GOLEM_HARVESTER));
    assert_int_equal(objective_space(&game->s, 0), before - 2);
    ok(game, "p0 card golem-actions skip");
    assert_int_equal(top_frame_c(&game->s)->kind, FR_TURN);
    arcs_game_free(game);
}

/* faq.csv Golem Hearth: "If a Rival of the Caretaker spends a Golem and no
 * one has resource slots on their player boards, [...] It returns to the
 * Golem Hearth." */
static void rival_golem_returns_to_hearth(void **state) {
    (void)state;
    arcs_game *game = with_fate(3, 0, CARD_FATE05);
    for (int p = 0; p < 3; p++) fill_slots(game, p);
    game_state *g = t_state(game);
    /* p1 holds the Awake Harvester in slot 0 (its resource back to the supply). */
    g->res_supply[g->pl[1].res[0] - 1]++;
    g->pl[1].res[0] = RES_GOLEM;
    GOLEM_DATA(g)->where[GOLEM_HARVESTER] = (uint8_t)GOLEM_SLOT(1, 0);
    GOLEM_DATA(g)->awake = GOLEM_DATA(g)->known = 1u << GOLEM_HARVESTER;
    t_assert_invariants(game);
    t_start_lead_turn(game, 1, t_card(ARCS_ADMINISTRATION, 3));
    /* Not a resource (faq.csv Golems, "Are Golems resources? Nope!"). */
    assert_int_equal(t_count_legal(game, "p1 spend 0"), 0);
    ok(game, "p1 card golem-actions spend 3");
    assert_int_equal(t_count_legal(game, "p1 card golems place "), 0);
    assert_true(t_is_legal(game, "p1 card golems place-hearth"));
    t_refused_unchanged(game, "p1 card golems place p2 0");
    ok(game, "p1 card golems place-hearth");
    assert_int_equal(GOLEM_DATA(&game->s)->where[GOLEM_HARVESTER], GOLEM_HEARTH);
    assert_int_equal(game->s.pl[1].res[0], RES_EMPTY);
    /* The Harvester's action: any resource in the supply. */
    ok(game, "p1 card golem-actions harvester Psionic");
    arcs_game_free(game);
}

/* faq.csv Ancient Holdings: "Can Ancient Holdings hold Golems? Yes, [it]
 * provides a resource slot that holds one Golem." */
static void ancient_holdings_holds_a_golem(void **state) {
    (void)state;
    arcs_game *game = with_fate(3, 0, CARD_FATE05);
    for (int p = 0; p < 3; p++) fill_slots(game, p);
    game_state *g = t_state(game);
    bool in_game = false;
    for (int i = 0; i < g->court_deck_len; i++) in_game |= court_deck_pile(g)[i] == CARD_L13;
    for (int i = 0; i < g->court_row_len; i++) in_game |= g->court_row[i] == CARD_L13;
    for (int i = 0; i < g->court_discard_len; i++) in_game |= court_discard_pile(g)[i] == CARD_L13;
    if (in_game) t_take_out_court_card(g, CARD_L13);
    else g->camp.lore_added++; /* a lore card shuffled in, now secured */
    play_area_add(g, 2, CARD_L13);
    awake_on_hearth(game, GOLEM_WARRIOR);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 3));
    ok(game, "p0 card golem-actions spend 0");
    assert_true(t_is_legal(game, "p0 card golems place p2 6"));
    assert_int_equal(t_count_legal(game, "p0 card golems place "), 1);
    ok(game, "p0 card golems place p2 6");
    assert_int_equal(game->s.pl[2].res[CARD_RES_SLOT], RES_GOLEM);
    assert_int_equal(GOLEM_DATA(&game->s)->where[GOLEM_WARRIOR], GOLEM_SLOT(2, CARD_RES_SLOT));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv Golems, "Can I override the Imperial Truce Law with the Warrior
 * Golem? Nope!": a Regent's Warrior does not destroy a Rival Regent's
 * damaged ships in a system with Imperial ships, nor Imperial ships. */
static void warrior_keeps_the_truce(void **state) {
    (void)state;
    arcs_game *game = with_fate(2, 0, CARD_FATE05);
    int s = 1; /* a planet */
    t_place_ships(game, 1, s, 0, 2);
    t_place_ships(game, 0, s, 0, 1);
    put_imperial(game, s, 1, 1);
    int t = 5;
    t_place_ships(game, 1, t, 0, 1);
    awake_on_hearth(game, GOLEM_WARRIOR);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 3));
    ok(game, "p0 card golem-actions spend 0");
    ok(game, "p0 card golems place p1 0"); /* the Golem, Sleeping, to p1 */
    assert_int_equal(GOLEM_DATA(&game->s)->where[GOLEM_WARRIOR], GOLEM_SLOT(1, 0));
    char name[16], text[64], other[64];
    snprintf(text, sizeof text, "p0 card golem-actions warrior %s", system_name(s, name));
    snprintf(other, sizeof other, "p0 card golem-actions warrior %s", system_name(t, name));
    assert_true(t_is_legal(game, text));  /* p0's own damaged ship */
    assert_true(t_is_legal(game, other)); /* no Imperial ship there: no Truce */
    ok(game, text);
    const game_state *g = &game->s;
    assert_int_equal(g->sys[s].damaged[0], 0);
    assert_int_equal(g->sys[s].damaged[1], 2);
    assert_int_equal(g->camp.imperial[s][1], 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* faq.csv Golems, "Can I trade Golems in the Summit? Not in Act I.": no
 * Transfer Asset names a slot holding a Golem. */
static void golems_not_traded_in_summits(void **state) {
    (void)state;
    arcs_game *game = with_fate(2, 0, CARD_FATE05);
    game_state *g = t_state(game);
    g->pl[1].res[0] = RES_GOLEM;
    GOLEM_DATA(g)->where[GOLEM_SEEKER] = (uint8_t)GOLEM_SLOT(1, 0);
    t_give_resource(game, 1, 1, ARCS_FUEL);
    t_assert_invariants(game);
    g = t_state(game);
    assert_int_equal(top_frame_c(g)->kind, FR_LEAD);
    pop_frame(g);
    summit_begin(g, 1);
    run_forward(g);
    while (!t_is_legal(game, "p1 deal-add p1 p0 transfer")) assert_true(t_apply_prefix(game, "p1 order-done"));
    ok(game, "p1 deal-add p1 p0 transfer");
    assert_true(t_is_legal(game, "p1 transfer resource 1"));
    assert_false(t_is_legal(game, "p1 transfer resource 0"));
    t_refused_unchanged(game, "p1 transfer resource 0");
    arcs_game_free(game);
}

/* Golem Hearth (ARCS-F503): "Their raid cost is 2 keys each": a raider
 * takes a known Golem by name, an unknown Sleeping one without learning
 * which; a Golem in a slot costs the slot's keys. */
static void raiding_golems(void **state) {
    (void)state;
    arcs_game *game = with_fate(2, 0, CARD_FATE05);
    game_state *g = t_state(game);
    awake_on_hearth(game, GOLEM_WARRIOR);
    g = t_state(game);
    GOLEM_DATA(g)->where[GOLEM_SEEKER] = GOLEM_HEARTH; /* Sleeping, never seen */
    int s = 2; /* 1-crescent */
    t_place_building(game, 0, s, 0, true, false);
    t_place_ships(game, 1, s, 3, 0);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 2));
    const uint8_t faces[2] = {1, 1}; /* raid dice: intercept, key, key */
    battle_force_faces(t_state(game), faces, 2);
    ok(game, "p1 action battle");
    for (int i = 0; i < 8 && top_frame_c(&game->s)->kind != FR_BATTLE_DICE; i++)
        assert_true(t_apply_prefix(game, "p1 battle") || t_apply_prefix(game, "p1 "));
    ok(game, "p1 dice assault 0");
    ok(game, "p1 dice skirmish 0");
    ok(game, "p1 dice raid 2");
    while (top_frame_c(&game->s)->kind != FR_BATTLE_RAID) assert_true(t_apply_prefix(game, "p1 "));
    assert_int_equal(game->s.battle.keys, 4);
    assert_true(t_is_legal(game, "p1 raid 0 8"));   /* the Warrior, known */
    assert_true(t_is_legal(game, "p1 raid 0 12"));  /* a Sleeping Golem */
    assert_false(t_is_legal(game, "p1 raid 0 10")); /* the Seeker is not named */
    t_refused_unchanged(game, "p1 raid 0 10");
    ok(game, "p1 raid 0 12");
    /* Never choose for a player: the raider places the Golem in an empty
     * slot of their choice (Base rulebook "Placing Resources"). */
    g = t_state(game);
    unsigned empty = 0;
    for (int i = 0; i < open_res_slots(&g->pl[1]); i++)
        if (g->pl[1].res[i] == RES_EMPTY) empty |= 1u << i;
    assert_true(empty & (empty - 1)); /* two or more: a real choice */
    int slot = 31 - __builtin_clz(empty); /* the highest, not the first */
    assert_int_equal(t_count_legal(game, "p1 card golems keep "), __builtin_popcount(empty));
    assert_int_equal(GOLEM_DATA(&game->s)->where[GOLEM_SEEKER], GOLEM_HEARTH); /* until placed */
    char text[64];
    t_refused_unchanged(game, "p0 card golems keep 0"); /* not p0's choice */
    t_refused_unchanged(game, "p1 card golems keep 6"); /* no such slot of p1's */
    for (int i = 0; i < RES_SLOTS; i++)
        if (!((empty >> i) & 1u)) {
            snprintf(text, sizeof text, "p1 card golems keep %d", i); /* closed or full */
            t_refused_unchanged(game, text);
        }
    t_refused_unchanged(game, "p1 raid 0 8"); /* the placement first */
    snprintf(text, sizeof text, "p1 card golems keep %d", slot);
    ok(game, text);
    assert_int_equal(GOLEM_DATA(&game->s)->where[GOLEM_SEEKER], GOLEM_SLOT(1, slot));
    assert_int_equal(game->s.pl[1].res[slot], RES_GOLEM);
    assert_false(GOLEM_DATA(&game->s)->known & (1u << GOLEM_SEEKER)); /* still unknown */
    assert_int_equal(game->s.battle.keys, 2);
    ok(game, "p1 raid 0 8");
    while (top_frame_c(&game->s)->kind == FR_CARD) assert_true(t_apply_prefix(game, "p1 card golems keep "));
    assert_true(golem_had_by(&game->s, GOLEM_WARRIOR, 1));
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Golem Beacon's Awaken (ARCS-F502): the Golems at gates the Caretaker
 * controls go onto Golem Hearth, Awake only while winning a declared
 * ambition. */
static void awaken(void **state) {
    (void)state;
    for (int winning = 0; winning <= 1; winning++) {
        arcs_game *game = with_fate(2, 0, CARD_FATE05);
        empty_ambition_boxes(t_state(game));
        int k = 0;
        int gate = GOLEM_SYSTEM(GOLEM_DATA(&game->s)->where[k]);
        t_place_ships(game, 0, gate, 2, 0);
        if (winning) {
            t_give_resource(game, 0, 0, ARCS_FUEL);
            t_state(game)->marker_box[0] = ARCS_TYCOON;
        }
        t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 3));
        ok(game, "p0 card golem-beacon awaken pip");
        char name[16], text[64];
        snprintf(text, sizeof text, "p0 card golem-beacon awaken-take %s", system_name(gate, name));
        t_refused_unchanged(game, "p1 card golem-beacon awaken-done");
        ok(game, text);
        const game_state *g = &game->s;
        assert_int_equal(GOLEM_DATA(g)->where[k], GOLEM_HEARTH);
        assert_int_equal((GOLEM_DATA(g)->awake >> k) & 1u, (unsigned)winning);
        assert_int_equal((GOLEM_DATA(g)->known >> k) & 1u, (unsigned)winning);
        arcs_game_free(game);
    }
}

/* Golem Hearth's Crisis (ARCS-F503): Sleeping Golems off the map Awaken. */
static void hearth_crisis(void **state) {
    (void)state;
    arcs_game *game = with_fate(2, 0, CARD_FATE05);
    game_state *g = t_state(game);
    GOLEM_DATA(g)->where[GOLEM_SEEKER] = GOLEM_HEARTH;
    GOLEM_DATA(g)->where[GOLEM_PROTECTOR] = (uint8_t)GOLEM_SLOT(1, 0);
    g->pl[1].res[0] = RES_GOLEM;
    uint8_t on_map = GOLEM_DATA(g)->where[GOLEM_WARRIOR];
    assert_true(GOLEM_IS_ON_MAP(on_map));
    cards_fate_crises(g);
    assert_int_equal(GOLEM_DATA(g)->awake, (1u << GOLEM_SEEKER) | (1u << GOLEM_PROTECTOR));
    assert_int_equal(GOLEM_DATA(g)->where[GOLEM_WARRIOR], on_map);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Stone-Speakers (ARCS-F504): declaring, the holder may end the turn, take
 * Golems from Rivals, then roll the event die (Crises only). */
static void stone_speakers(void **state) {
    (void)state;
    arcs_game *game = with_fate(2, 0, CARD_FATE05);
    game_state *g = t_state(game);
    GOLEM_DATA(g)->where[GOLEM_SEEKER] = (uint8_t)GOLEM_SLOT(1, 1);
    g->pl[1].res[1] = RES_GOLEM;
    const uint32_t hands[2] = {1u << t_card(ARCS_ADMINISTRATION, 4), 1u << t_card(ARCS_AGGRESSION, 3)};
    t_begin_round(game, 0, hands);
    ok(game, "p0 lead Administration-4");
    ok(game, "p0 declare Warlord");
    assert_true(t_is_legal(game, "p0 card stone-speakers go-on"));
    ok(game, "p0 card stone-speakers end-turn");
    ok(game, "p0 card stone-speakers take p1 1");
    assert_int_equal(GOLEM_DATA(&game->s)->where[GOLEM_SEEKER], GOLEM_HEARTH);
    assert_int_equal(game->s.pl[1].res[1], RES_EMPTY);
    ok(game, "p0 card stone-speakers done");
    /* p0's turn is over: p1 follows (after the event die's Crises, if any). */
    assert_true(game->s.camp.event_die >= 1);
    assert_int_equal(game->s.pips, 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Sleeping Golems are hidden from everyone, the Caretaker included:
 * swapping two unknown Golems changes no observation; determinize permutes
 * them, keeps every observation and leaves a valid game; a Golem seen
 * Awake stays where it is. */
static void sleeping_golems_stay_hidden(void **state) {
    (void)state;
    static unsigned char oa[ARCS_STATE_BYTES_MAX], ob[ARCS_STATE_BYTES_MAX];
    for (int n = 2; n <= 4; n++) {
        arcs_game *a = with_fate(n, 0, CARD_FATE05);
        /* One Golem Awake on Golem Hearth (known); the rest Sleeping: one
         * on a gate, one on Golem Hearth, one in p1's slot 0. */
        awake_on_hearth(a, GOLEM_PROTECTOR);
        game_state *ga = t_state(a);
        int on_gate = -1;
        for (int k = 0; k < GOLEMS; k++)
            if (k != GOLEM_PROTECTOR && GOLEM_IS_ON_MAP(GOLEM_DATA(ga)->where[k])) on_gate = k;
        assert_true(on_gate >= 0);
        int gate = GOLEM_SYSTEM(GOLEM_DATA(ga)->where[on_gate]);
        for (int k = 0, placed = 0; k < GOLEMS; k++) {
            if (k == GOLEM_PROTECTOR || k == on_gate) continue;
            if (GOLEM_IS_ON_MAP(GOLEM_DATA(ga)->where[k]) || GOLEM_DATA(ga)->where[k] == GOLEM_BOX) {
                if (placed++ == 0) {
                    GOLEM_DATA(ga)->where[k] = GOLEM_HEARTH;
                } else {
                    ga->pl[1].res[0] = RES_GOLEM;
                    GOLEM_DATA(ga)->where[k] = (uint8_t)GOLEM_SLOT(1, 0);
                }
            }
        }
        t_assert_invariants(a);
        /* What the view shows of them: where, never which (ARCS-F505). */
        static arcs_game_view vw, vx;
        for (int viewer = -1; viewer < n; viewer++) {
            assert_int_equal(arcs_view(a, viewer, &vw), ARCS_OK);
            assert_int_equal(vw.version, ARCS_VIEW_VERSION);
            assert_int_equal(vw.systems[gate].golem.golem, ARCS_CARD_HIDDEN);
            assert_int_equal(vw.systems[gate].golem.awake, 0);
            assert_int_equal(vw.hearth_holder, 0);
            assert_true(vw.hearth_golem_count >= 2);
            assert_int_equal(vw.hearth_golems[0].golem, ARCS_GOLEM_PROTECTOR); /* the named one first */
            assert_int_equal(vw.hearth_golems[0].awake, 1);
            for (int i = 1; i < vw.hearth_golem_count; i++) assert_int_equal(vw.hearth_golems[i].golem, ARCS_CARD_HIDDEN);
            assert_int_equal(vw.player[1].resources[0], ARCS_SLOT_GOLEM);
            assert_int_equal(vw.player[1].slot_golem[0].golem, ARCS_CARD_HIDDEN);
            assert_int_equal(vw.player[1].slot_golem[1].golem, ARCS_NONE);
            int shown = vw.hearth_golem_count + (vw.player[1].slot_golem[0].golem != ARCS_NONE);
            for (int s = 0; s < ARCS_SYSTEM_COUNT; s++) shown += vw.systems[s].golem.golem != ARCS_NONE;
            int placed = 0;
            for (int k = 0; k < GOLEMS; k++) placed += GOLEM_DATA(ga)->where[k] != GOLEM_BOX;
            assert_int_equal(shown, placed);
        }
        arcs_game *b = NULL;
        assert_int_equal(arcs_game_clone(a, &b), ARCS_OK);
        game_state *gb = t_state(b);
        uint8_t w = GOLEM_DATA(gb)->where[GOLEM_WARRIOR];
        GOLEM_DATA(gb)->where[GOLEM_WARRIOR] = GOLEM_DATA(gb)->where[GOLEM_SEEKER];
        GOLEM_DATA(gb)->where[GOLEM_SEEKER] = w;
        for (int viewer = -1; viewer < n; viewer++) {
            size_t la = 0, lb = 0;
            assert_int_equal(arcs_observation(a, viewer, oa, sizeof oa, &la), ARCS_OK);
            assert_int_equal(arcs_observation(b, viewer, ob, sizeof ob, &lb), ARCS_OK);
            assert_int_equal(la, lb);
            assert_memory_equal(oa, ob, la);
            /* The view neither. */
            assert_int_equal(arcs_view(a, viewer, &vw), ARCS_OK);
            assert_int_equal(arcs_view(b, viewer, &vx), ARCS_OK);
            assert_memory_equal(&vw, &vx, sizeof vw);
        }
        /* The full state differs (the swap is real). */
        assert_int_not_equal(arcs_state_hash(a), arcs_state_hash(b));
        bool moved = false;
        for (int viewer = 0; viewer < n; viewer++) {
            size_t la = 0;
            assert_int_equal(arcs_observation(a, viewer, oa, sizeof oa, &la), ARCS_OK);
            for (uint64_t seed = 1; seed <= 12; seed++) {
                arcs_game *copy = determinized(a, viewer, seed, oa, la);
                t_assert_invariants(copy);
                assert_int_equal(arcs_view(a, viewer, &vw), ARCS_OK);
                assert_int_equal(arcs_view(copy, viewer, &vx), ARCS_OK);
                assert_memory_equal(&vw, &vx, sizeof vw);
                assert_int_equal(GOLEM_DATA(&copy->s)->where[GOLEM_PROTECTOR], GOLEM_HEARTH);
                if (memcmp(GOLEM_DATA(&copy->s)->where, GOLEM_DATA(&a->s)->where, GOLEMS)) moved = true;
                arcs_game_free(copy);
            }
        }
        assert_true(moved);
        /* The saved state keeps the truth, and loads back. */
        size_t ls = 0;
        assert_int_equal(arcs_game_save_state(a, oa, sizeof oa, &ls), ARCS_OK);
        arcs_game *back = t_load_state(oa, ls, "golems");
        assert_memory_equal(GOLEM_DATA(&back->s)->where, GOLEM_DATA(&a->s)->where, GOLEMS);
        arcs_game_free(back);
        arcs_game_free(a);
        arcs_game_free(b);
    }
}

/* ---- Golems placed later stay put until placed ---- */

/* The log lines, to prove no hidden Golem's name is written. */
static char golem_log[8192];
static void log_line(void *ud, const char *line) {
    (void)ud;
    size_t n = strlen(golem_log);
    snprintf(golem_log + n, sizeof golem_log - n, "%s\n", line);
}

/* Fail if the log names a Golem that is hidden (never Awake) in g. */
static void log_names_no_hidden_golem(const game_state *g) {
    for (int k = 0; k < GOLEMS; k++)
        if (!((GOLEM_DATA(g)->known >> k) & 1u) && strstr(golem_log, golem_names[k]))
            fail_msg("the log names the hidden %s Golem:\n%s", golem_names[k], golem_log);
}

/* The Golems' places, sorted: what a determinized world must keep. */
static void golem_places(const game_state *g, uint8_t out[GOLEMS]) {
    memcpy(out, GOLEM_DATA(g)->where, GOLEMS);
    for (int i = 1; i < GOLEMS; i++)
        for (int j = i; j > 0 && out[j - 1] > out[j]; j--) {
            uint8_t t = out[j];
            out[j] = out[j - 1];
            out[j - 1] = t;
        }
}

/* Viewer's observations and views of a and b are the same. */
static void same_to_everyone(arcs_game *a, arcs_game *b) {
    static unsigned char oa[ARCS_STATE_BYTES_MAX], ob[ARCS_STATE_BYTES_MAX];
    static arcs_game_view va, vb;
    for (int viewer = -1; viewer < a->s.num_players; viewer++) {
        size_t la = 0, lb = 0;
        assert_int_equal(arcs_observation(a, viewer, oa, sizeof oa, &la), ARCS_OK);
        assert_int_equal(arcs_observation(b, viewer, ob, sizeof ob, &lb), ARCS_OK);
        assert_int_equal(la, lb);
        assert_memory_equal(oa, ob, la);
        assert_int_equal(arcs_view(a, viewer, &va), ARCS_OK);
        assert_int_equal(arcs_view(b, viewer, &vb), ARCS_OK);
        assert_memory_equal(&va, &vb, sizeof va);
    }
}

/* ARCS-F505 "When a Golem is [...] discarded, [...] place it in a Rival's
 * empty resource slot": a raided Sleeping Golem the raider has no room for
 * goes to a Rival, by the raider's choice. It stays on Golem Hearth until
 * placed: determinizing while the choice is pending keeps it a choice
 * about the Golem lying there (whichever that is in the world dealt), the
 * Golems conserved, and nothing names it. */
static void discarded_hidden_golem_stays_put(void **state) {
    (void)state;
    static unsigned char oa[ARCS_STATE_BYTES_MAX];
    arcs_game *game = with_fate(3, 0, CARD_FATE05);
    game_state *g = t_state(game);
    int k0 = -1, k1 = -1; /* Sleeping, unknown: k0 onto Golem Hearth, k1 stays on its gate */
    for (int k = 0; k < GOLEMS; k++)
        if (GOLEM_IS_ON_MAP(GOLEM_DATA(g)->where[k])) {
            if (k0 < 0) k0 = k;
            else if (k1 < 0) k1 = k;
        }
    assert_true(k0 >= 0 && k1 >= 0);
    GOLEM_DATA(g)->where[k0] = GOLEM_HEARTH;
    fill_slots(game, 1); /* the raider has no room */
    t_assert_invariants(game);
    int s = 2; /* 1-crescent */
    t_place_building(game, 0, s, 0, true, false);
    t_place_ships(game, 1, s, 3, 0);
    t_start_lead_turn(game, 1, t_card(ARCS_AGGRESSION, 2));
    const uint8_t faces[2] = {1, 1};
    battle_force_faces(t_state(game), faces, 2);
    ok(game, "p1 action battle");
    for (int i = 0; i < 8 && top_frame_c(&game->s)->kind != FR_BATTLE_DICE; i++)
        assert_true(t_apply_prefix(game, "p1 battle") || t_apply_prefix(game, "p1 "));
    ok(game, "p1 dice assault 0");
    ok(game, "p1 dice skirmish 0");
    ok(game, "p1 dice raid 2");
    while (top_frame_c(&game->s)->kind != FR_BATTLE_RAID) assert_true(t_apply_prefix(game, "p1 "));
    golem_log[0] = 0;
    game->log = log_line;
    ok(game, "p1 raid 0 12");
    /* p1 places it: on Golem Hearth (p0's, a Rival's) or in p2's empty slots. */
    g = t_state(game);
    unsigned p2_empty = 0;
    int rival_empty = 0;
    for (int q = 0; q < 3; q += 2)
        for (int i = 0; i < open_res_slots(&g->pl[q]); i++)
            if (g->pl[q].res[i] == RES_EMPTY) {
                rival_empty++;
                if (q == 2) p2_empty |= 1u << i;
            }
    assert_true(p2_empty != 0);
    assert_true(t_is_legal(game, "p1 card golems place-hearth"));
    assert_int_equal(t_count_legal(game, "p1 card golems place "), rival_empty);
    assert_int_equal(GOLEM_DATA(g)->where[k0], GOLEM_HEARTH); /* until placed */
    assert_int_equal(GOLEM_DATA(g)->known, 0);
    t_refused_unchanged(game, "p0 card golems place p2 0");  /* not p0's choice */
    t_refused_unchanged(game, "p1 card golems place p1 0");  /* not a Rival's */
    t_refused_unchanged(game, "p1 card golems place p2 6");  /* no such slot */
    t_refused_unchanged(game, "p1 card golems keep 0");      /* not this decision's step */
    static unsigned char saved[ARCS_STATE_BYTES_MAX];
    size_t ls = 0;
    assert_int_equal(arcs_game_save_state(game, saved, sizeof saved, &ls), ARCS_OK);
    arcs_game *back = t_load_state(saved, ls, "Golem to a Rival");
    assert_int_equal(t_count_legal(back, "p1 card golems place "), rival_empty);
    arcs_game_free(back);
    log_names_no_hidden_golem(&game->s);
    /* The pending Golem swapped with another unknown one: nobody can tell. */
    arcs_game *b = NULL;
    assert_int_equal(arcs_game_clone(game, &b), ARCS_OK);
    uint8_t w = GOLEM_DATA(&b->s)->where[k0];
    GOLEM_DATA(&b->s)->where[k0] = GOLEM_DATA(&b->s)->where[k1];
    GOLEM_DATA(&b->s)->where[k1] = w;
    same_to_everyone(game, b);
    arcs_game_free(b);
    /* Determinized worlds: the same choice, finished there. */
    int slot = 31 - __builtin_clz(p2_empty);
    char text[64];
    snprintf(text, sizeof text, "p1 card golems place p2 %d", slot);
    arcs_game *truth = NULL;
    assert_int_equal(arcs_game_clone(game, &truth), ARCS_OK);
    truth->log = NULL;
    ok(truth, text);
    uint8_t want[GOLEMS], got[GOLEMS];
    golem_places(&truth->s, want);
    bool moved = false;
    for (int viewer = 0; viewer < 3; viewer++) {
        size_t la = 0;
        assert_int_equal(arcs_observation(game, viewer, oa, sizeof oa, &la), ARCS_OK);
        for (uint64_t seed = 1; seed <= 8; seed++) {
            arcs_game *copy = determinized(game, viewer, seed, oa, la);
            copy->log = NULL;
            t_assert_invariants(copy);
            if (GOLEM_DATA(&copy->s)->where[k0] != GOLEM_HEARTH) moved = true;
            ok(copy, text);
            t_assert_invariants(copy);
            golem_places(&copy->s, got);
            assert_memory_equal(got, want, GOLEMS); /* conserved, each where it should be */
            assert_int_equal(copy->s.pl[2].res[slot], RES_GOLEM);
            assert_int_equal(GOLEM_DATA(&copy->s)->known, 0);
            arcs_game_free(copy);
        }
    }
    assert_true(moved); /* a world where another Golem lay on Golem Hearth */
    ok(game, text);
    assert_int_equal(GOLEM_DATA(&game->s)->where[k0], GOLEM_SLOT(2, slot));
    assert_int_equal(game->s.pl[2].res[slot], RES_GOLEM);
    log_names_no_hidden_golem(&game->s);
    game->log = NULL;
    arcs_game_free(truth);
    arcs_game_free(game);
}

/* p's resources back to the supply (no Golem there). */
static void empty_slots(game_state *g, int p) {
    for (int i = 0; i < RES_SLOTS_MAX; i++)
        if (g->pl[p].res[i] != RES_EMPTY) {
            assert_true(g->pl[p].res[i] != RES_GOLEM);
            g->res_supply[g->pl[p].res[i] - 1]++;
            g->pl[p].res[i] = RES_EMPTY;
        }
}

/* Returning Cities (Base rulebook): a token on a covered slot moves to an
 * empty slot. A Golem there too: its owner chooses the slot when there is
 * more than one (never choose for a player), and the covered resource
 * after it follows. */
static void covered_golem_slot_chosen(void **state) {
    (void)state;
    arcs_game *game = with_fate(2, 0, CARD_FATE05);
    game_state *g = t_state(game);
    /* p1 builds cities until all 6 slots are open; the last one returns. */
    int last = -1;
    for (int sys = 0; sys < NUM_SYSTEMS && open_res_slots(&g->pl[1]) < 6; sys++) {
        if (!sys_in_play(g, sys) || sys_is_gate(sys)) continue;
        for (int i = 0; i < planet_slots(sys) && open_res_slots(&g->pl[1]) < 6; i++)
            if (!g->sys[sys].bld[i]) {
                t_place_building(game, 1, sys, i, false, false);
                last = sys * 8 + i;
                g = t_state(game);
            }
    }
    assert_int_equal(open_res_slots(&g->pl[1]), 6);
    empty_slots(g, 1);
    t_give_resource(game, 1, 1, ARCS_FUEL);
    t_give_resource(game, 1, 3, ARCS_FUEL);
    t_give_resource(game, 1, 5, ARCS_RELIC);
    g = t_state(game);
    int k = -1; /* a Sleeping Golem nobody knows, in slot 4 */
    for (int j = 0; j < GOLEMS && k < 0; j++)
        if (GOLEM_IS_ON_MAP(GOLEM_DATA(g)->where[j])) k = j;
    assert_true(k >= 0);
    GOLEM_DATA(g)->where[k] = (uint8_t)GOLEM_SLOT(1, 4);
    g->pl[1].res[4] = RES_GOLEM;
    t_assert_invariants(game);
    t_start_lead_turn(game, 0, t_card(ARCS_ADMINISTRATION, 3));
    g = t_state(game);
    g->sys[last / 8].bld[last % 8] = 0;
    golem_log[0] = 0;
    game->log = log_line;
    return_city(g, 1);
    run_forward(g); /* as after the move that returned the city */
    assert_int_equal(open_res_slots(&g->pl[1]), 4);
    /* Slots 0 and 2 are empty: p1 chooses. */
    assert_int_equal(top_frame_c(&game->s)->kind, FR_CARD);
    assert_int_equal(t_count_legal(game, "p1 card golems keep "), 2);
    assert_int_equal(GOLEM_DATA(&game->s)->where[k], GOLEM_SLOT(1, 4)); /* until placed */
    t_assert_invariants(game);
    t_refused_unchanged(game, "p1 card golems keep 1"); /* full */
    t_refused_unchanged(game, "p1 card golems keep 4"); /* covered */
    t_refused_unchanged(game, "p1 card golems keep 6"); /* no card slot */
    t_refused_unchanged(game, "p0 card golems keep 0"); /* not p0's */
    t_refused_unchanged(game, "p1 card golems place p0 0");
    t_refused_unchanged(game, "p1 place-resource 0"); /* the Relic waits for the Golem */
    /* The pending choice saves and loads back (lib/wire/frame_checks.c). */
    static unsigned char saved[ARCS_STATE_BYTES_MAX];
    size_t ls = 0;
    assert_int_equal(arcs_game_save_state(game, saved, sizeof saved, &ls), ARCS_OK);
    arcs_game *back = t_load_state(saved, ls, "covered Golem");
    assert_int_equal(t_count_legal(back, "p1 card golems keep "), 2);
    arcs_game_free(back);
    ok(game, "p1 card golems keep 2");
    assert_int_equal(GOLEM_DATA(&game->s)->where[k], GOLEM_SLOT(1, 2));
    assert_int_equal(game->s.pl[1].res[4], RES_EMPTY);
    /* Then the covered Relic (slot 5): to slot 0, the last empty one. */
    int kind = top_frame_c(&game->s)->kind;
    assert_true(kind == FR_PLACE_RESOURCE || kind == FR_DISCARD_RESOURCE);
    ok(game, "p1 place-resource 0");
    assert_int_equal(game->s.pl[1].res[0], ARCS_RELIC + 1);
    assert_int_equal(game->s.pl[1].res[5], RES_EMPTY);
    assert_false(GOLEM_DATA(&game->s)->known & (1u << k));
    log_names_no_hidden_golem(&game->s);
    game->log = NULL;
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* F505 "If there are none, you keep it": with nobody holding Golem Hearth,
 * the spender keeps the Golem in an empty slot of their choosing (the one
 * it leaves included) when there is more than one. */
static void kept_golem_slot_chosen(void **state) {
    (void)state;
    arcs_game *game = with_fate(2, 0, CARD_FATE05);
    game_state *g = t_state(game);
    /* Golem Hearth discarded from the Court (nobody holds it). */
    for (int i = 0; i < g->ll.play_area_len[0]; i++)
        if (g->ll.play_area[0][i] == CARD_F503) {
            memmove(&g->ll.play_area[0][i], &g->ll.play_area[0][i + 1],
                    (size_t)(g->ll.play_area_len[0] - i - 1) * sizeof g->ll.play_area[0][0]);
            g->ll.play_area_len[0]--;
            court_discard_pile(g)[g->court_discard_len++] = CARD_F503;
            break;
        }
    assert_int_equal(golem_hearth_holder(g), -1);
    fill_slots(game, 0);
    g = t_state(game);
    empty_slots(g, 1);
    g->pl[1].res[0] = RES_GOLEM;
    GOLEM_DATA(g)->where[GOLEM_HARVESTER] = (uint8_t)GOLEM_SLOT(1, 0);
    GOLEM_DATA(g)->awake = GOLEM_DATA(g)->known = 1u << GOLEM_HARVESTER;
    int open = open_res_slots(&g->pl[1]);
    assert_true(open >= 2);
    t_start_lead_turn(game, 1, t_card(ARCS_ADMINISTRATION, 3));
    ok(game, "p1 card golem-actions spend 3");
    assert_int_equal(t_count_legal(game, "p1 card golems place"), 0); /* no Rival has room */
    assert_int_equal(t_count_legal(game, "p1 card golems keep "), open);
    assert_int_equal(GOLEM_DATA(&game->s)->where[GOLEM_HARVESTER], GOLEM_SLOT(1, 0)); /* until placed */
    assert_false(GOLEM_DATA(&game->s)->awake & (1u << GOLEM_HARVESTER));        /* Sleeping */
    char text[64];
    snprintf(text, sizeof text, "p1 card golems keep %d", open);
    t_refused_unchanged(game, text); /* closed */
    t_refused_unchanged(game, "p0 card golems keep 1");
    t_refused_unchanged(game, "p1 card golem-actions harvester Psionic"); /* the placement first */
    snprintf(text, sizeof text, "p1 card golems keep %d", open - 1);
    ok(game, text);
    assert_int_equal(GOLEM_DATA(&game->s)->where[GOLEM_HARVESTER], GOLEM_SLOT(1, open - 1));
    assert_int_equal(game->s.pl[1].res[0], RES_EMPTY);
    assert_int_equal(game->s.pl[1].res[open - 1], RES_GOLEM);
    ok(game, "p1 card golem-actions harvester Psionic");
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Rules reach the Golems and the Faithful cards only through hook points:
 * Golems (ARCS-F505) answer SLOT_TOKEN, Faithful Cards and Pluralistic
 * Faith (F813, F814) ACTION_KIND; both are asked of every source, so the
 * state's source_hooks (hashed) keeps no bit of theirs; the rules' entry
 * points find the cards' answers. */
static void card_pieces_answer_through_hook_points(void **state) {
    (void)state;
    assert_true(card_def_hooks(card_def_of(CARD_F505)) & HOOK_BIT(SLOT_TOKEN));
    assert_true(card_def_hooks(card_def_of(CARD_F813)) & HOOK_BIT(ACTION_KIND));
    assert_true(card_def_hooks(card_def_of(CARD_F814)) & HOOK_BIT(ACTION_KIND));
    arcs_game *game = with_fate(2, 0, CARD_FATE05);
    awake_on_hearth(game, GOLEM_WARRIOR);
    game_state *g = t_state(game);
    assert_int_equal(cards_source_hooks(g) & HOOK_UNSTORED, 0);
    /* The Warrior on the Caretaker's Golem Hearth: 2 keys raid it. */
    assert_int_equal(cards_raid_token_moves(g, 1, 0, 2, NULL), 1);
    assert_int_equal(cards_raid_token_moves(g, 1, 0, 1, NULL), 0);
    arcs_game_free(game);
    game = with_fate(2, 0, CARD_FATE08);
    g = t_state(game);
    assert_int_equal(cards_source_hooks(g) & HOOK_UNSTORED, 0);
    assert_true(card_kind_action_card(FAITHFUL(1)));
    assert_false(card_kind_action_card(t_card(ARCS_AGGRESSION, 7)));
    assert_true(cards_action_card_declares_any(g, FAITHFUL(1)));
    arcs_game_free(game);
}

/* "Winning" an ambition (Campaign rulebook, "Winning Ambitions": "in first
 * place and not tied") is the scoring's untied first place
 * (rules/chapter.c ambition_place): with 2 players the ambition box's
 * resources take places (Base rulebook, "Two-Player Scoring"), so a box
 * that outranks or ties p stops p winning. */
static void winning_reads_the_scoring_rule(void **state) {
    (void)state;
    arcs_game *game = with_fate(2, 0, CARD_FATE05);
    game_state *g = t_state(game);
    for (int q = 0; q < 2; q++)
        for (int i = 0; i < RES_SLOTS_MAX; i++) g->pl[q].res[i] = RES_EMPTY;
    g->pl[0].res[0] = ARCS_MATERIAL + 1;
    memset(g->phantom, 0, sizeof g->phantom);
    assert_true(ambition_winning(g, 0, ARCS_TYCOON));
    assert_int_equal(ambition_place(g, 0, ARCS_TYCOON), 1);
    int mine = ambition_count(g, 0, ARCS_TYCOON);
    assert_true(mine >= 1);
    g->phantom[ARCS_MATERIAL] = (uint8_t)mine; /* a tie with the box: p is not winning */
    assert_int_equal(ambition_place(g, 0, ARCS_TYCOON), 2);
    assert_false(ambition_winning(g, 0, ARCS_TYCOON));
    g->phantom[ARCS_MATERIAL] = (uint8_t)(mine + 1); /* the box outranks p when Tycoon scores */
    assert_int_equal(ambition_place(g, 0, ARCS_TYCOON), 2);
    assert_false(ambition_winning(g, 0, ARCS_TYCOON));
    g->phantom[ARCS_MATERIAL] = 0;
    assert_true(ambition_winning(g, 0, ARCS_TYCOON));
    g->pl[1].res[0] = ARCS_FUEL + 1; /* a tie with the Rival: nobody wins */
    assert_false(ambition_winning(g, 0, ARCS_TYCOON));
    assert_false(ambition_winning(g, 1, ARCS_TYCOON));
    arcs_game_free(game);
}

/* Taking the First Regent tile (campaign_take_first_regent, every place
 * that gives it: Steward and Admiral setups, Act I Setup F, the event's
 * Step 2, a Summit's heir and Revive the Empire): a Regent holds it, so an
 * Outlaw taking it becomes a Regent. */
static void first_regent_tile_makes_a_regent(void **state) {
    (void)state;
    arcs_game *game = with_fate(3, 0, CARD_FATE05);
    game_state *g = t_state(game);
    g->camp.regents &= (uint8_t)~(1u << 2);
    campaign_take_first_regent(g, 2);
    assert_int_equal(g->camp.first_regent, 2);
    assert_true(is_regent(g, 2));
    assert_true(is_regent(g, 0) && is_regent(g, 1));
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(believer_setup),
        cmocka_unit_test(card_pieces_answer_through_hook_points),
        cmocka_unit_test(winning_reads_the_scoring_rule),
        cmocka_unit_test(first_regent_tile_makes_a_regent),
        cmocka_unit_test(faithful_surpass_only_matches_its_side),
        cmocka_unit_test(faithful_pivot_on_a_base_lead),
        cmocka_unit_test(teach_and_secure),
        cmocka_unit_test(teach_run_explicit_chance),
        cmocka_unit_test(teach_run_sampled),
        cmocka_unit_test(faithful_disciples),
        cmocka_unit_test(caretaker_setup),
        cmocka_unit_test(golem_draws_are_chance),
        cmocka_unit_test(card_chance_through_the_card),
        cmocka_unit_test(golem_kept_when_nobody_has_slots),
        cmocka_unit_test(rival_golem_returns_to_hearth),
        cmocka_unit_test(ancient_holdings_holds_a_golem),
        cmocka_unit_test(warrior_keeps_the_truce),
        cmocka_unit_test(golems_not_traded_in_summits),
        cmocka_unit_test(raiding_golems),
        cmocka_unit_test(awaken),
        cmocka_unit_test(hearth_crisis),
        cmocka_unit_test(stone_speakers),
        cmocka_unit_test(sleeping_golems_stay_hidden),
        cmocka_unit_test(discarded_hidden_golem_stays_put),
        cmocka_unit_test(covered_golem_slot_chosen),
        cmocka_unit_test(kept_golem_slot_chosen),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
