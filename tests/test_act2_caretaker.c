/* The Caretaker's Act II (ARCS-F508-F516): the Act II Setup (Librarians,
 * Knowledge Set Free in the booklet, the Golems Awake), the objective
 * (securing lore, the largest collection), the Unstable cards' Crises and
 * When Secured, Librarians (its Crisis, its draw after a secure: faq.csv
 * Librarians), the Act II Resolution's two branches; faq.csv Unstable
 * Seeker (Gate Ports). Games from a real Act I and Intermission
 * (tests/act2_fixture.h), shaped by hand. */
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
#include "cards/campaign/fates/caretaker/golems.h"

static void print_line(void *ud, const char *line) {
    (void)ud;
    fprintf(stderr, "  | %s\n", line);
}

/* A 2-player Act II at its first lead: p0 the Caretaker (kept: completed
 * Act I), p1 the Steward (completed too). */
static arcs_game *caretaker_game(uint64_t seed) {
    const int fates[2] = {CARD_FATE05, CARD_FATE01};
    arcs_game *game = t_act2_started(2, seed, fates, 3u, ARCS_CHANCE_INTERNAL);
    if (getenv("ARCS_TEST_LOG")) game->log = print_line;
    assert_int_equal(game->s.camp.act, 2);
    assert_int_equal(game->s.camp.fate[0], CARD_FATE05);
    return game;
}

static void refused_unchanged(arcs_game *game, const char *text) {
    static game_state before;
    before = game->s;
    assert_int_not_equal(t_apply_str(game, text), ARCS_OK);
    assert_memory_equal(&before, &game->s, sizeof before);
}

static void clear_court_agents(game_state *g) {
    for (int pos = 0; pos < g->court_row_len; pos++)
        for (int q = 0; q < g->num_players; q++) {
            g->pl[q].agents_supply = (uint8_t)(g->pl[q].agents_supply + g->court_agents[pos][q]);
            g->court_agents[pos][q] = 0;
        }
}

/* Card `card` (a Court card, or a lore card of the lore deck) into Court
 * row place pos; the card there goes to the top of the Court deck. */
static void to_row(game_state *g, int pos, int card) {
    unsigned lore = lore_deck(g);
    int i = card - lore_first();
    if (i >= 0 && i < lore_count() && ((lore >> i) & 1u)) g->camp.lore_added++;
    else t_take_out_court_card(g, card);
    int old = g->court_row[pos];
    if (old != NO_COURT_CARD) court_deck_pile(g)[g->court_deck_len++] = (uint16_t)old;
    g->court_row[pos] = (uint16_t)card;
    if (old != NO_COURT_CARD) cards_court_row_changed(g, old);
    cards_court_row_changed(g, card);
}

/* A Court card of the Court deck with no When Secured of its own (so
 * that a secure of it leaves Librarians' decision on top). */
static int plain_court_card(const game_state *g) {
    for (int i = 0; i < g->court_deck_len; i++) {
        int c = court_deck_pile(g)[i];
        const card_def *d = card_def_of(c);
        if (card_table[c].kind == CK_GUILD && (!d || (!d->when_secured && !d->when_secured_agents))) return c;
    }
    fail_msg("no plain Guild card in the Court deck");
    return -1;
}

/* A lore card of the lore deck (the n-th). */
static int lore_of_deck(const game_state *g, int n) {
    unsigned m = lore_deck(g);
    while (n-- && m) m &= m - 1;
    assert_true(m != 0);
    return lore_first() + __builtin_ctz(m);
}

/* p secures the card in place pos with 1 agent (an Aggression lead). */
static void secure(arcs_game *game, int p, int pos) {
    game_state *g = t_state(game);
    clear_court_agents(g);
    int card = t_card(ARCS_AGGRESSION, 4);
    for (int q = 0; q < g->num_players; q++)
        if (g->played[q] == card) {
            g->played[q] = NO_CARD;
            g->play_mode[q] = PLAY_NONE;
        }
    g->court_agents[pos][p] = 1;
    g->pl[p].agents_supply--;
    t_start_lead_turn(game, p, card);
    ok(game, p ? "p1 action secure" : "p0 action secure");
    char text[32];
    snprintf(text, sizeof text, "p%d secure %d", p, pos);
    ok(game, text);
}

/* ---- F512A ---- */

/* "1. Gain Librarians (13). 2. Add Knowledge Set Free (14) to the rules
 * booklet. 4. Flip all Sleeping Golems to Awake." */
static void act2_setup(void **state) {
    (void)state;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        arcs_game *game = caretaker_game(seed);
        game_state *g = t_state(game);
        assert_true(held_index(g, 0, CARD_F513) >= 0);
        bool in_booklet = false;
        for (int i = 0; i < g->camp.booklet_len; i++) in_booklet |= g->camp.booklet[i] == CARD_F514;
        assert_true(in_booklet);
        /* Act I completed: the map's Golems went onto Golem Hearth
         * (ARCS-F507); every Golem in play is now Awake and public. */
        int in_play = 0;
        for (int k = 0; k < GOLEMS; k++) {
            uint8_t w = GOLEM_DATA(g)->where[k];
            assert_false(GOLEM_IS_ON_MAP(w));
            if (w == GOLEM_BOX || w == GOLEM_SCRAPPED) continue;
            in_play++;
            assert_true((GOLEM_DATA(g)->awake >> k) & 1u);
            assert_true((GOLEM_DATA(g)->known >> k) & 1u);
        }
        assert_true(in_play > 0);
        assert_int_equal(g->camp.objective[0], fate_info_of(CARD_FATE05)->act[1].start[0]);
        arcs_game_free(game);
    }
}

/* ---- F515, the extra Event card (F512A step 3) ---- */

/* The places of action card c: deck, discard pile, hands, plays. */
static int places_of(const game_state *g, int c) {
    int n = 0;
    for (int i = 0; i < g->action_deck_len; i++) n += g->action_deck[i] == c;
    for (int i = 0; i < g->action_discard_len; i++) n += g->action_discard[i] == c;
    for (int q = 0; q < g->num_players; q++)
        n += (int)((g->pl[q].hand >> c) & 1u) + (g->played[q] == c) + (g->seize_card[q] == c);
    return n;
}

/* "3. Shuffle the extra Event card (15) into the action deck. Mention this
 * to everyone.": one more Event card (Event-4, its own action card id), in
 * the deck or a hand once the Act II hands are dealt. A
 * game whose Act II has no Caretaker keeps Act I Setup E's two. */
static void extra_event_shuffled_in(void **state) {
    (void)state;
    bool in_hand = false, in_deck = false;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        arcs_game *game = caretaker_game(seed);
        game_state *g = t_state(game);
        assert_int_equal(g->camp.event_cards, 3);
        assert_true(event_cards_in_game(g) == (1ull << EVENT_CARD_FIRST | 1ull << (EVENT_CARD_FIRST + 1) |
                                               1ull << EVENT_CARD_EXTRA));
        assert_int_equal(places_of(g, EVENT_CARD_EXTRA), 1);
        assert_int_equal(places_of(g, EVENT_CARD_FIRST + 2), 0);
        for (int q = 0; q < 2; q++) in_hand |= (g->pl[q].hand >> EVENT_CARD_EXTRA) & 1u;
        for (int i = 0; i < g->action_deck_len; i++) in_deck |= g->action_deck[i] == EVENT_CARD_EXTRA;
        t_assert_invariants(game);
        arcs_game_free(game);
    }
    assert_true(in_hand && in_deck); /* shuffled in: dealt like any card */
    const int fates[2] = {CARD_FATE01, CARD_FATE02};
    arcs_game *game = t_act2_started(2, 1, fates, 3u, ARCS_CHANCE_INTERNAL);
    assert_int_equal(game->s.camp.event_cards, 2);
    assert_int_equal(places_of(&game->s, EVENT_CARD_EXTRA), 0);
    arcs_game_free(game);
}

/* A round led by `initiative` with hands: p0 Construction-2 and
 * Aggression-2, p1 Aggression-3 and Event-4 (from the discard pile). */
static arcs_game *extra_event_round(uint64_t seed, int initiative) {
    arcs_game *game = caretaker_game(seed);
    const uint32_t hands[2] = {1u << t_card(ARCS_CONSTRUCTION, 2) | 1u << t_card(ARCS_AGGRESSION, 2),
                               1u << t_card(ARCS_AGGRESSION, 3)};
    t_begin_round(game, initiative, hands);
    game_state *g = t_state(game);
    assert_int_equal(g->action_discard[g->action_discard_len - 1], EVENT_CARD_EXTRA);
    g->action_discard[--g->action_discard_len] = 0;
    g->pl[1].hand |= 1ull << EVENT_CARD_EXTRA;
    for (int q = 0; q < 2; q++) g->card_known[q] = g->pl[q].hand; /* as dealt */
    t_assert_invariants(game);
    return game;
}

/* Event-4 plays as an Event card (Campaign rulebook, "Playing an Event
 * Card"): followed only, never to Copy or seize; it mirrors the lead and
 * adds the event to the round's end. The move's text and integer action
 * round-trip. */
static void extra_event_plays_as_event(void **state) {
    (void)state;
    arcs_game *game = extra_event_round(4, 0);
    game_state *g = t_state(game);
    lead(game, "p0 lead Construction-2");
    ok(game, "p0 end-turn");
    refused_unchanged(game, "p1 copy Event-4");
    refused_unchanged(game, "p1 surpass Event-4");
    refused_unchanged(game, "p1 pivot Event-4");
    arcs_move m;
    assert_int_equal(arcs_move_from_str("p1 event Event-4", &m), ARCS_OK);
    assert_int_equal(m.kind, ARCS_MOVE_EVENT);
    assert_int_equal(m.a, EVENT_CARD_EXTRA);
    int32_t action = -1;
    assert_int_equal(arcs_move_to_action(m, &action), ARCS_OK);
    /* (After it: the campaign's ambition boxes 5 and 6 declared.) */
    assert_int_equal(action, arcs_action_count() - 1 - (AMBITION_BOXES_MAX - ARCS_AMBITION_COUNT));
    arcs_move back;
    assert_int_equal(arcs_action_to_move(game, action, &back), ARCS_OK);
    assert_int_equal(back.kind, ARCS_MOVE_EVENT);
    assert_int_equal(back.a, EVENT_CARD_EXTRA);
    /* Its chance draws: the two outcomes before a card's two-way outcome
     * (the numbering before them stays). */
    arcs_move draw = {0};
    draw.kind = ARCS_MOVE_CHANCE;
    draw.c = CH_ACTION_DRAW;
    draw.a = EVENT_CARD_EXTRA;
    int32_t id = -1;
    assert_int_equal(arcs_move_to_action(draw, &id), ARCS_OK);
    assert_int_equal(id, arcs_chance_outcome_count() - 4);
    draw.c = CH_DISCARD_BOTTOM;
    assert_int_equal(arcs_move_to_action(draw, &id), ARCS_OK);
    assert_int_equal(id, arcs_chance_outcome_count() - 3);
    draw.a = EVENT_CARD_FIRST + 2;
    assert_int_equal(arcs_move_to_action(draw, &id), ARCS_OK);
    assert_true(id < arcs_chance_outcome_count() - 4 - GOLEMS);
    /* A card's two-way outcome (kind 0, a = 0 or 1: the Planet-Eater's
     * taming roll) takes the last two numbers, and reads back. */
    arcs_move two = {0};
    two.kind = ARCS_MOVE_CHANCE;
    two.a = 1;
    assert_int_equal(arcs_move_to_action(two, &id), ARCS_OK);
    assert_int_equal(id, arcs_chance_outcome_count() - 1);
    two.a = 2;
    assert_int_equal(arcs_move_to_action(two, &id), ARCS_E_INVALID_ARG);
    int32_t actions[512];
    size_t n = 0;
    assert_int_equal(arcs_legal_actions(game, actions, 512, &n), ARCS_OK);
    bool listed = false;
    for (size_t i = 0; i < n; i++) listed |= actions[i] == action;
    assert_true(listed);
    char label[160];
    assert_int_equal(arcs_move_label(game, m, label, sizeof label, NULL), ARCS_OK);
    assert_non_null(strstr(label, "Event-4"));
    ok(game, "p1 event Event-4");
    assert_int_equal(g->played[1], EVENT_CARD_EXTRA);
    assert_int_equal(g->play_mode[1], PLAY_EVENT);
    assert_true(g->camp.events_played & 2u);
    const arcs_move *moves;
    if (top_frame_c(g)->kind == FR_SEIZE) { /* seize with Aggression-3, never Event-4 */
        assert_int_equal(arcs_legal_moves_view(game, &moves, &n), ARCS_OK);
        for (size_t i = 0; i < n; i++) assert_false(moves[i].kind == ARCS_MOVE_SEIZE && moves[i].a == EVENT_CARD_EXTRA);
        ok(game, "p1 no-seize");
    }
    /* Construction-2's 4 pips, mirrored: a Build is p1's. */
    bool build = false;
    assert_int_equal(arcs_legal_moves_view(game, &moves, &n), ARCS_OK);
    for (size_t i = 0; i < n; i++) build |= moves[i].kind == ARCS_MOVE_ACTION && moves[i].a == ARCS_ACT_BUILD;
    assert_true(build);
    arcs_game_free(game);

    /* Never led: with the initiative p1 leads Aggression-3, not Event-4. */
    game = extra_event_round(4, 1);
    refused_unchanged(game, "p1 lead Event-4");
    assert_int_equal(arcs_legal_moves_view(game, &moves, &n), ARCS_OK);
    for (size_t i = 0; i < n; i++) assert_false(moves[i].a == EVENT_CARD_EXTRA);
    lead(game, "p1 lead Aggression-3");
    arcs_game_free(game);
}

/* Every viewer's observation of a and of b is the same. */
static void same_observations(const arcs_game *a, const arcs_game *b, const int *viewers, int nv) {
    static unsigned char x[ARCS_STATE_BYTES_MAX], y[ARCS_STATE_BYTES_MAX];
    for (int i = 0; i < nv; i++) {
        size_t lx = 0, ly = 0;
        assert_int_equal(arcs_observation(a, viewers[i], x, sizeof x, &lx), ARCS_OK);
        assert_int_equal(arcs_observation(b, viewers[i], y, sizeof y, &ly), ARCS_OK);
        assert_int_equal(lx, ly);
        assert_memory_equal(x, y, lx);
    }
}

/* Hidden information: where Event-4 lies in the action deck, or that a
 * Rival's hand holds it rather than a discarded card, changes no other
 * player's observation; determinize re-deals it among the cards the viewer
 * does not know (Rival's hand or discard pile), keeps a hand that holds it
 * for its holder, and keeps it one card in one place. */
static void extra_event_stays_hidden(void **state) {
    (void)state;
    /* In the deck (a seed that leaves it there): its place is nobody's. */
    arcs_game *game = NULL;
    int at = -1;
    for (uint64_t seed = 1; seed <= 12 && at < 0; seed++) {
        if (game) arcs_game_free(game);
        game = caretaker_game(seed);
        for (int i = 0; i < game->s.action_deck_len; i++)
            if (game->s.action_deck[i] == EVENT_CARD_EXTRA) at = i;
    }
    assert_true(at >= 0 && game->s.action_deck_len > 1);
    arcs_game *other = NULL;
    assert_int_equal(arcs_game_clone(game, &other), ARCS_OK);
    int j = at ? 0 : 1;
    other->s.action_deck[at] = other->s.action_deck[j];
    other->s.action_deck[j] = EVENT_CARD_EXTRA;
    t_assert_invariants(other);
    const int all[3] = {0, 1, -1};
    same_observations(game, other, all, 3);
    arcs_game_free(other);
    arcs_game_free(game);

    /* In p1's hand, or a discarded card there instead: p0 and the public
     * see the same. */
    game = extra_event_round(4, 0);
    assert_int_equal(arcs_game_clone(game, &other), ARCS_OK);
    game_state *g = t_state(other);
    int swap = g->action_discard[g->action_discard_len - 1];
    g->pl[1].hand = (g->pl[1].hand & ~(1ull << EVENT_CARD_EXTRA)) | 1ull << swap;
    g->card_known[1] = (g->card_known[1] & ~(1ull << EVENT_CARD_EXTRA)) | 1ull << swap;
    g->action_discard[g->action_discard_len - 1] = EVENT_CARD_EXTRA;
    t_assert_invariants(other);
    const int rival[2] = {0, -1};
    same_observations(game, other, rival, 2);
    arcs_game_free(other);

    static unsigned char obs[ARCS_STATE_BYTES_MAX];
    size_t lo = 0;
    assert_int_equal(arcs_observation(game, 0, obs, sizeof obs, &lo), ARCS_OK);
    int in_hand = 0, in_discard = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        arcs_game *copy = determinized(game, 0, seed, obs, lo);
        assert_true(copy->s.pl[0].hand == game->s.pl[0].hand);
        assert_int_equal(places_of(&copy->s, EVENT_CARD_EXTRA), 1);
        in_hand += (int)((copy->s.pl[1].hand >> EVENT_CARD_EXTRA) & 1u);
        for (int i = 0; i < copy->s.action_discard_len; i++) in_discard += copy->s.action_discard[i] == EVENT_CARD_EXTRA;
        t_assert_invariants(copy);
        arcs_game_free(copy);
    }
    assert_true(in_hand > 0 && in_discard > 0);
    assert_int_equal(arcs_observation(game, 1, obs, sizeof obs, &lo), ARCS_OK);
    for (uint64_t seed = 1; seed <= 10; seed++) {
        arcs_game *copy = determinized(game, 1, seed, obs, lo);
        assert_true(copy->s.pl[1].hand == game->s.pl[1].hand);
        arcs_game_free(copy);
    }
    arcs_game_free(game);
}

/* The record at the Act II boundary carries Event-4 among the action
 * cards past the base deck; an Act III started from it has it in the deck
 * (event_cards one above Setup E's). Act II is cut short as the fixture
 * cuts Act I. */
static void extra_event_in_act3_record(void **state) {
    (void)state;
    const int fates[2] = {CARD_FATE05, CARD_FATE01};
    arcs_game *game = t_act2_new(2, 3, fates, 3u, ARCS_CHANCE_INTERNAL, 2);
    uint64_t rng = 77;
    t_arc_finish_setup(game, &rng);
    game_state *g = t_state(game);
    g->chapter = 3;
    g->depth = 0;
    memset(g->stack, 0, sizeof g->stack);
    chapter_end_begin(g);
    run_forward(g);
    game_bump(game);
    for (int i = 0; !arcs_game_over(game); i++) {
        assert_true(i < 20000);
        t_random_move(game, &rng);
    }
    size_t len = 0;
    assert_int_equal(arcs_campaign_record_save(game, NULL, 0, &len), ARCS_OK);
    unsigned char *rec = malloc(len);
    assert_non_null(rec);
    assert_int_equal(arcs_campaign_record_save(game, rec, len, &len), ARCS_OK);
    size_t need = 0;
    assert_int_equal(arcs_campaign_record_to_json(rec, len, NULL, 0, &need, NULL), ARCS_OK);
    char *json = malloc(need);
    assert_non_null(json);
    assert_int_equal(arcs_campaign_record_to_json(rec, len, json, need, &need, NULL), ARCS_OK);
    char *extras = strstr(json, "\"actionExtras\": [");
    assert_non_null(extras);
    *strchr(extras, ']') = 0;
    assert_non_null(strstr(extras, "29,\n    40\n"));
    free(json);
    arcs_record_info info;
    arcs_error err;
    if (arcs_campaign_record_info(rec, len, &info, &err) != ARCS_OK) fail_msg("%s", err.message);
    assert_int_equal(info.next_act, 3);
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.mode = ARCS_MODE_CAMPAIGN;
    cfg.players = 2;
    cfg.seed = 3;
    cfg.record = rec;
    cfg.record_len = len;
    arcs_game *act3 = NULL;
    assert_int_equal(arcs_game_new_ex(&cfg, &act3, &err), ARCS_OK);
    assert_int_equal(act3->s.camp.event_cards, 3);
    assert_int_equal(places_of(&act3->s, EVENT_CARD_EXTRA), 1);
    t_assert_invariants(act3);
    arcs_game_free(act3);
    free(rec);
    arcs_game_free(game);
}

/* ---- F512B ---- */

/* "Advance 2 each time you secure a lore card": the lore attached to the
 * card secured is secured with it (Attaching Cards, "Securing"); a Rival
 * securing lore, or the Caretaker a Guild card, advances nothing. */
static void objective_secure_lore(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(5);
    game_state *g = t_state(game);
    int lore = lore_of_deck(g, 0), start = objective_space(g, 0);
    to_row(g, 1, lore);
    secure(game, 0, 1);
    assert_int_equal(objective_space(g, 0), start - 2);
    /* A Guild card with a lore card attached: 2 more. */
    int pos = 2;
    while (card_table[g->court_row[pos]].kind != CK_GUILD) to_row(g, pos, court_deck_pile(g)[0]);
    int lore2 = lore_of_deck(g, 0);
    g->camp.lore_added++;
    assert_true(attach_card(g, lore2, pos, false));
    secure(game, 0, pos);
    assert_int_equal(objective_space(g, 0), start - 4);
    t_assert_invariants(game);
    /* The Rival securing lore: nothing. */
    to_row(g, 1, lore_of_deck(g, 0));
    secure(game, 1, 1);
    assert_int_equal(objective_space(g, 0), start - 4);
    arcs_game_free(game);
}

/* "At the end of a chapter, advance 1 for each Rival that you have more
 * lore cards than": more, not as many. */
static void objective_largest_collection(void **state) {
    (void)state;
    const int fates[3] = {CARD_FATE05, CARD_FATE01, CARD_FATE02};
    arcs_game *game = t_act2_started(3, 11, fates, 7u, ARCS_CHANCE_INTERNAL);
    game_state *g = t_state(game);
    /* Play areas: the Caretaker's lore only as the test gives. */
    int mine = 0, theirs[3] = {0};
    for (int q = 0; q < 3; q++)
        for (int i = 0; i < g->ll.play_area_len[q]; i++)
            if (card_table[g->ll.play_area[q][i]].kind == CK_LORE) *(q ? &theirs[q] : &mine) += 1;
    /* The Caretaker one more than p2, p1 as many as the Caretaker. */
    int target = (theirs[1] > theirs[2] ? theirs[1] : theirs[2]) + 1;
    for (; mine < target; mine++) {
        g->camp.lore_added++;
        play_area_add(g, 0, lore_of_deck(g, 0));
    }
    for (; theirs[1] < mine; theirs[1]++) {
        g->camp.lore_added++;
        play_area_add(g, 1, lore_of_deck(g, 0));
    }
    assert_true(theirs[2] < mine);
    int start = objective_space(g, 0);
    campaign_event(g, EVT_CHAPTER_END, NO_PLAYER, 1, 0);
    assert_int_equal(objective_space(g, 0), start - 1); /* p2 only: p1 ties */
    arcs_game_free(game);
}

/* ---- F508-F511 ---- */

/* Golem k in slot `slot` of p (the only one there). */
static void golem_in_slot(game_state *g, int k, int p, int slot) {
    uint8_t w = GOLEM_DATA(g)->where[k];
    if (GOLEM_IN_SLOT(w)) g->pl[GOLEM_SLOT_PLAYER(w)].res[GOLEM_SLOT_INDEX(w)] = RES_EMPTY;
    if (g->pl[p].res[slot] != RES_EMPTY && g->pl[p].res[slot] != RES_GOLEM) g->res_supply[g->pl[p].res[slot] - 1]++;
    g->pl[p].res[slot] = RES_GOLEM;
    GOLEM_DATA(g)->where[k] = (uint8_t)GOLEM_SLOT(p, slot);
    GOLEM_DATA(g)->awake |= (uint8_t)(1u << k);
    GOLEM_DATA(g)->known |= (uint8_t)(1u << k);
}

/* ---- F505, the law: "In Act II/III setup, Golems flip to Awake." ---- */

/* A 2-player Act II at the first decision of its Setup whose p0 failed
 * the Caretaker's Act I and took a B Fate: the Golems law stays in the
 * rules booklet; a Golem lies Sleeping in p1's resource slot 0 (p1 the
 * Steward). The Setup's decisions are random: the Golem is Awake (and
 * public) once it is done, with nobody playing the Caretaker. */
static void golems_law_without_caretaker(void **state) {
    (void)state;
    int tested = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
        const int fates[2] = {CARD_FATE05, CARD_FATE01};
        arcs_game *game = t_act2_new(2, seed, fates, 2u, ARCS_CHANCE_EXPLICIT, 0);
        game_state *g = t_state(game);
        assert_int_not_equal(g->camp.fate[0], CARD_FATE05);
        assert_true(g->camp.act_setup_step != ASETUP_NONE && g->camp.act_setup_step < ASETUP_FATES);
        bool law = false;
        for (int i = 0; i < g->camp.booklet_len; i++) law |= g->camp.booklet[i] == CARD_F505;
        assert_true(law);
        /* (The fixture's short Act I leaves the Golems on the map, so the
         * failed branch scrapped them all: one is brought back, Sleeping
         * and never seen Awake.) */
        int k = (int)(seed % GOLEMS);
        golem_in_slot(g, k, 1, 0);
        GOLEM_DATA(g)->awake &= (uint8_t)~(1u << k);
        GOLEM_DATA(g)->known &= (uint8_t)~(1u << k);
        t_assert_invariants(game);
        uint64_t rng = seed * 0x9E3779B97F4A7C15ull | 1;
        t_arc_finish_setup(game, &rng);
        assert_true((GOLEM_DATA(g)->awake >> k) & 1u);
        assert_true((GOLEM_DATA(g)->known >> k) & 1u); /* Awake: public */
        for (int j = 0; j < GOLEMS; j++) {
            uint8_t w = GOLEM_DATA(g)->where[j];
            if (w != GOLEM_BOX && w != GOLEM_SCRAPPED && !GOLEM_IS_ON_MAP(w)) assert_true((GOLEM_DATA(g)->awake >> j) & 1u);
        }
        tested++;
        arcs_game_free(game);
    }
    assert_true(tested > 0);
}

static void crisis_of(game_state *g, int card) { card_def_of(card)->crisis(g, card, 1); }

/* p's resources (not Golems) back to the supply. */
static void clear_resources(game_state *g, int p) {
    for (int i = 0; i < RES_SLOTS_MAX; i++)
        if (g->pl[p].res[i] != RES_EMPTY && g->pl[p].res[i] != RES_GOLEM) {
            g->res_supply[g->pl[p].res[i] - 1]++;
            g->pl[p].res[i] = RES_EMPTY;
        }
}

/* Harvester: "The player with the Harvester discards all of their
 * resources" (its Golem stays: not a resource, faq.csv Golems). */
static void unstable_harvester(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(7);
    game_state *g = t_state(game);
    clear_resources(g, 0);
    clear_resources(g, 1);
    golem_in_slot(g, GOLEM_HARVESTER, 1, 0);
    t_give_resource(game, 1, 1, ARCS_FUEL);
    t_give_resource(game, 1, 2, ARCS_PSIONIC);
    t_give_resource(game, 0, 0, ARCS_FUEL);
    crisis_of(g, CARD_F508);
    assert_int_equal(g->pl[1].res[0], RES_GOLEM);
    for (int i = 1; i < RES_SLOTS_MAX; i++) assert_true(g->pl[1].res[i] == RES_EMPTY || g->pl[1].res[i] == RES_GOLEM);
    assert_int_equal(g->pl[0].res[0], ARCS_FUEL + 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Seeker: the player's Loyal ships on the planets of the rolled symbol
 * move to the rolled cluster's gate; faq.csv Unstable Seeker: "Does this
 * trigger Gate Ports? Yes!" (p0 holds Gate Ports and a fresh starport on
 * that gate: p1 loses an agent to p0). */
static void unstable_seeker_gate_ports(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(9);
    game_state *g = t_state(game);
    golem_in_slot(g, GOLEM_SEEKER, 1, 0);
    t_clear_board(game);
    g->camp.number_die = 2; /* cluster 2 (index 1) */
    g->camp.event_die = 1;  /* the arrow */
    int gate = 1 * 4 + SYS_GATE, arrow1 = 0 * 4 + SYS_ARROW, arrow3 = 2 * 4 + SYS_ARROW, hex1 = 0 * 4 + SYS_HEX;
    t_place_ships(game, 1, arrow1, 2, 1);
    t_place_ships(game, 1, arrow3, 1, 0);
    t_place_ships(game, 1, hex1, 1, 0);
    t_place_ships(game, 0, arrow1, 1, 0);
    t_place_ships(game, 0, gate, 1, 0); /* p0 controls the gate */
    g->sys[gate].bld[0] = BLD_MAKE(0, true, false); /* as Gate Ports builds it */
    g->pl[0].starports_supply--;
    if (lore_deck(g) >> (CARD_L08 - lore_first()) & 1u) g->camp.lore_added++;
    else t_take_out_court_card(g, CARD_L08);
    play_area_add(g, 0, CARD_L08);
    int captives = g->pl[0].captives[1];
    crisis_of(g, CARD_F509);
    assert_int_equal(g->sys[gate].fresh[1], 3);
    assert_int_equal(g->sys[gate].damaged[1], 1);
    assert_int_equal(g->sys[arrow1].fresh[1] + g->sys[arrow3].fresh[1], 0);
    assert_int_equal(g->sys[hex1].fresh[1], 1);    /* not the rolled symbol */
    assert_int_equal(g->sys[arrow1].fresh[0], 1);  /* not the Seeker's player */
    assert_true(g->pl[0].captives[1] > captives);  /* Gate Ports */
    arcs_game_free(game);
}

/* Protector: every ship repaired but its player's; Warrior: its player's
 * damaged ships destroyed (back to the supply). */
static void unstable_protector_warrior(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(13);
    game_state *g = t_state(game);
    t_clear_board(game);
    golem_in_slot(g, GOLEM_PROTECTOR, 1, 0);
    t_place_ships(game, 0, 4, 0, 2);
    t_place_ships(game, 1, 4, 0, 3);
    crisis_of(g, CARD_F510);
    assert_int_equal(g->sys[4].fresh[0], 2);
    assert_int_equal(g->sys[4].damaged[1], 3);
    golem_in_slot(g, GOLEM_WARRIOR, 1, 1);
    int supply = g->pl[1].ships_supply;
    crisis_of(g, CARD_F511);
    assert_int_equal(g->sys[4].damaged[1], 0);
    assert_int_equal(g->pl[1].ships_supply, supply + 3);
    assert_int_equal(g->sys[4].fresh[0], 2);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "When Secured: Flip the Warrior to Awake and take it. Discard this
 * card": the Rival securing the Unstable Warrior takes the Warrior from
 * Golem Hearth into a slot of their choosing. */
static void unstable_when_secured(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(17);
    game_state *g = t_state(game);
    if (GOLEM_DATA(g)->where[GOLEM_WARRIOR] == GOLEM_BOX || GOLEM_DATA(g)->where[GOLEM_WARRIOR] == GOLEM_SCRAPPED) {
        GOLEM_DATA(g)->where[GOLEM_WARRIOR] = GOLEM_HEARTH;
        GOLEM_DATA(g)->known |= 1u << GOLEM_WARRIOR;
    } else if (GOLEM_IN_SLOT(GOLEM_DATA(g)->where[GOLEM_WARRIOR])) {
        uint8_t w = GOLEM_DATA(g)->where[GOLEM_WARRIOR];
        g->pl[GOLEM_SLOT_PLAYER(w)].res[GOLEM_SLOT_INDEX(w)] = RES_EMPTY;
        GOLEM_DATA(g)->where[GOLEM_WARRIOR] = GOLEM_HEARTH;
    }
    GOLEM_DATA(g)->awake &= (uint8_t)~(1u << GOLEM_WARRIOR);
    clear_resources(g, 1);
    to_row(g, 1, CARD_F511);
    secure(game, 1, 1);
    assert_true((GOLEM_DATA(g)->awake >> GOLEM_WARRIOR) & 1u);
    /* Several empty slots: p1 chooses. */
    assert_true(t_count_legal(game, "p1 card golems keep ") > 1);
    refused_unchanged(game, "p0 card golems keep 0");
    ok(game, "p1 card golems keep 1");
    assert_int_equal(GOLEM_DATA(g)->where[GOLEM_WARRIOR], GOLEM_SLOT(1, 1));
    bool discarded = false;
    for (int i = 0; i < g->court_discard_len; i++) discarded |= court_discard_pile(g)[i] == CARD_F511;
    assert_true(discarded);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* The Caretaker secures the Unstable Seeker while a Rival has the Seeker,
 * Sleeping and hidden, in a slot: it Awakens (public) onto Golem Hearth.
 * A Golem out of play (scrapped): nothing taken. */
static void unstable_when_secured_to_hearth(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(37);
    game_state *g = t_state(game);
    assert_int_equal(golem_hearth_holder(g), 0);
    clear_resources(g, 1);
    golem_in_slot(g, GOLEM_SEEKER, 1, 0);
    GOLEM_DATA(g)->awake &= (uint8_t)~(1u << GOLEM_SEEKER);
    GOLEM_DATA(g)->known &= (uint8_t)~(1u << GOLEM_SEEKER);
    to_row(g, 1, CARD_F509);
    secure(game, 0, 1);
    assert_int_equal(GOLEM_DATA(g)->where[GOLEM_SEEKER], GOLEM_HEARTH);
    assert_int_equal(g->pl[1].res[0], RES_EMPTY);
    assert_true((GOLEM_DATA(g)->awake >> GOLEM_SEEKER) & 1u && (GOLEM_DATA(g)->known >> GOLEM_SEEKER) & 1u);
    t_assert_invariants(game);
    /* Scrapped: the card is secured, no Golem moves. */
    uint8_t w = GOLEM_DATA(g)->where[GOLEM_HARVESTER];
    if (GOLEM_IN_SLOT(w)) g->pl[GOLEM_SLOT_PLAYER(w)].res[GOLEM_SLOT_INDEX(w)] = RES_EMPTY;
    GOLEM_DATA(g)->where[GOLEM_HARVESTER] = GOLEM_SCRAPPED;
    GOLEM_DATA(g)->awake &= (uint8_t)~(1u << GOLEM_HARVESTER);
    to_row(g, 2, CARD_F508);
    secure(game, 0, 2);
    assert_int_equal(GOLEM_DATA(g)->where[GOLEM_HARVESTER], GOLEM_SCRAPPED);
    assert_false((GOLEM_DATA(g)->awake >> GOLEM_HARVESTER) & 1u);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- F513 Librarians ---- */

/* "Crisis: The player holding this card must attach it to a card in the
 * Court": a choice among the places with nothing attached; the card goes
 * to whoever secures the card below. */
static void librarians_crisis(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(19);
    game_state *g = t_state(game);
    for (int i = 0; i < COURT_ROW_MAX; i++) assert_int_equal(g->camp.attached[i][0], NO_COURT_CARD);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    card_def_of(CARD_F513)->fate_crisis(g, 0, CARD_F513);
    assert_int_equal(t_count_legal(game, "p0 card librarians attach "), g->court_row_len - 1); /* not the Council */
    refused_unchanged(game, "p0 card librarians attach 0");
    refused_unchanged(game, "p1 card librarians attach 1");
    ok(game, "p0 card librarians attach 2");
    assert_int_equal(held_index(g, 0, CARD_F513), -1);
    assert_int_equal(attached_card(g, 2), CARD_F513);
    /* The Rival secures the card below: Librarians with it. */
    secure(game, 1, 2);
    assert_true(held_index(g, 1, CARD_F513) >= 0);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* "After you secure a card, you may draw 1 lore card from the lore deck
 * and attach it to the card that refilled the Court" (after the refill: a
 * decision, the draw a chance node); faq.csv Librarians: "Does securing
 * Librarians trigger its Secure power? No." */
static void librarians_after_secure(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(23);
    game_state *g = t_state(game);
    int lore = __builtin_popcount(lore_deck(g)), added = g->camp.lore_added;
    to_row(g, 1, plain_court_card(g));
    secure(game, 0, 1);
    assert_int_equal(top_frame_c(g)->card, CARD_F513);
    assert_true(t_is_legal(game, "p0 card librarians draw"));
    assert_true(t_is_legal(game, "p0 decline"));
    int refilled = g->court_row[1];
    assert_int_not_equal(refilled, NO_COURT_CARD);
    /* The observation of the decision hides the Court deck: a
     * determinized world shows the same. */
    static unsigned char before[ARCS_STATE_BYTES_MAX];
    for (int viewer = 0; viewer < 2; viewer++) {
        size_t lb = 0;
        assert_int_equal(arcs_observation(game, viewer, before, sizeof before, &lb), ARCS_OK);
        arcs_game *world = determinized(game, viewer, 99 + (uint64_t)viewer, before, lb);
        /* The decision and the refilled card are public. */
        assert_int_equal(world->s.court_row[1], refilled);
        assert_int_equal(top_frame_c(&world->s)->card, CARD_F513);
        arcs_game_free(world);
    }
    refused_unchanged(game, "p1 card librarians draw");
    refused_unchanged(game, "p0 card librarians attach 1");
    ok(game, "p0 card librarians draw");
    int att = attached_card(g, 1);
    assert_int_not_equal(att, NO_COURT_CARD);
    assert_int_equal(card_table[att].kind, CK_LORE);
    assert_int_equal(g->court_row[1], refilled);
    assert_int_equal(__builtin_popcount(lore_deck(g)), lore - 1);
    assert_int_equal(g->camp.lore_added, added + 1);
    t_assert_invariants(game);
    /* Declined: nothing drawn. */
    to_row(g, 2, plain_court_card(g));
    secure(game, 0, 2);
    ok(game, "p0 decline");
    assert_int_equal(attached_card(g, 2), NO_COURT_CARD);
    arcs_game_free(game);

    /* faq.csv Librarians: the Rival securing Librarians attached to a card
     * draws nothing for that secure. */
    game = caretaker_game(23);
    g = t_state(game);
    t_start_lead_turn(game, 0, t_card(ARCS_AGGRESSION, 4));
    card_def_of(CARD_F513)->fate_crisis(g, 0, CARD_F513);
    ok(game, "p0 card librarians attach 2");
    secure(game, 1, 2);
    assert_true(held_index(g, 1, CARD_F513) >= 0);
    assert_int_equal(t_count_legal(game, "p1 card librarians draw"), 0);
    /* The next secure does. */
    to_row(g, 1, plain_court_card(g));
    secure(game, 1, 1);
    assert_true(t_is_legal(game, "p1 card librarians draw"));
    arcs_game_free(game);
}

/* Explicit chance: the lore card is a chance node listing the lore deck. */
static void librarians_draw_is_chance(void **state) {
    (void)state;
    const int fates[2] = {CARD_FATE05, CARD_FATE01};
    arcs_game *game = t_act2_started(2, 29, fates, 3u, ARCS_CHANCE_EXPLICIT);
    game_state *g = t_state(game);
    secure(game, 0, 1);
    while (top_frame_c(g)->kind == FR_CHANCE) t_apply_prefix(game, "chance");
    ok(game, "p0 card librarians draw");
    assert_int_equal(top_frame_c(g)->kind, FR_CHANCE);
    arcs_move m[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, m, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal((int)n, __builtin_popcount(lore_deck(g)));
    assert_int_equal(arcs_apply(game, m[0]), ARCS_OK);
    assert_int_equal(attached_card(g, 1), lore_first() + m[0].a);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- F516 ---- */

static bool in_pile(const uint16_t *pile, int len, int card) {
    for (int i = 0; i < len; i++)
        if (pile[i] == card) return true;
    return false;
}

/* Completed: the 3 Golem Worship cards into the Court deck. Failed: they
 * are scrapped, and the Unstable cards of the discard pile (only those)
 * go to the Court deck. */
static void act2_resolution(void **state) {
    (void)state;
    arcs_game *game = caretaker_game(31);
    game_state *g = t_state(game);
    const card_def *d = card_def_of(CARD_F516);
    assert_int_equal(d->resolution_act, 2);
    int deck = g->court_deck_len;
    d->resolution(g, 0, CARD_F516, true);
    assert_int_equal(g->court_deck_len, deck + 3);
    for (int c = CARD_F517; c <= CARD_F519; c++) assert_true(in_pile(court_deck_pile(g), g->court_deck_len, c));
    arcs_game_free(game);

    game = caretaker_game(31);
    g = t_state(game);
    t_take_out_court_card(g, CARD_F509);
    court_discard(g, CARD_F509);
    bool f510_in_deck = in_pile(court_deck_pile(g), g->court_deck_len, CARD_F510);
    deck = g->court_deck_len;
    card_def_of(CARD_F516)->resolution(g, 0, CARD_F516, false);
    for (int c = CARD_F517; c <= CARD_F519; c++) assert_true(card_scrapped(g, c));
    assert_true(in_pile(court_deck_pile(g), g->court_deck_len, CARD_F509));
    assert_false(in_pile(court_discard_pile(g), g->court_discard_len, CARD_F509));
    assert_int_equal(in_pile(court_deck_pile(g), g->court_deck_len, CARD_F510), f510_in_deck);
    assert_int_equal(g->court_deck_len, deck + 1);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* ---- F514 Knowledge Set Free: Transfer Golem ---- */

/* The log, kept to prove no hidden Golem is named. */
static char kept_log[16384];
static void keep_log(void *ud, const char *line) {
    (void)ud;
    size_t n = strlen(kept_log);
    snprintf(kept_log + n, sizeof kept_log - n, "%s\n", line);
}

/* The Golems of a Transfer Golem scenario (p0 the Caretaker, holding
 * Golem Hearth; everyone's resources gone): the Warrior Awake on Golem
 * Hearth; the Protector Sleeping (seen Awake before: known) in p0's slot
 * 0; the Seeker Sleeping in p0's slot 1 and the Harvester Sleeping on
 * Golem Hearth, both never seen Awake (hidden from everyone). */
static arcs_game *transfer_golem_game(uint64_t seed) {
    arcs_game *game = caretaker_game(seed);
    game_state *g = t_state(game);
    assert_int_equal(golem_hearth_holder(g), 0);
    for (int p = 0; p < g->num_players; p++) clear_resources(g, p);
    for (int k = 0; k < GOLEMS; k++) {
        uint8_t w = GOLEM_DATA(g)->where[k];
        if (GOLEM_IN_SLOT(w)) g->pl[GOLEM_SLOT_PLAYER(w)].res[GOLEM_SLOT_INDEX(w)] = RES_EMPTY;
        GOLEM_DATA(g)->where[k] = GOLEM_HEARTH;
    }
    GOLEM_DATA(g)->awake = GOLEM_DATA(g)->known = 0;
    GOLEM_DATA(g)->awake = GOLEM_DATA(g)->known = 1u << GOLEM_WARRIOR;
    golem_in_slot(g, GOLEM_PROTECTOR, 0, 0);
    GOLEM_DATA(g)->awake &= (uint8_t)~(1u << GOLEM_PROTECTOR);
    golem_in_slot(g, GOLEM_SEEKER, 0, 1);
    GOLEM_DATA(g)->awake &= (uint8_t)~(1u << GOLEM_SEEKER);
    GOLEM_DATA(g)->known &= (uint8_t)~(1u << GOLEM_SEEKER);
    g->camp.summit_deal_limit = DEALS_UNLIMITED;
    t_assert_invariants(game);
    kept_log[0] = 0;
    game->log = keep_log;
    return game;
}

/* Fail if the log names a Golem hidden in g (never seen Awake). */
static void log_names_no_hidden(const game_state *g) {
    for (int k = 0; k < GOLEMS; k++)
        if (!((GOLEM_DATA(g)->known >> k) & 1u) && strstr(kept_log, golem_names[k]))
            fail_msg("the log names the hidden %s Golem:\n%s", golem_names[k], kept_log);
}

/* A deal: p0 gives p1 the Golem at `place` (Transfer Golem), accepted. */
static void give_golem_in_deal(arcs_game *game, int place) {
    t_call_summit(game, 0);
    ok(game, "p0 order-done");
    ok(game, "p0 deal-add p0 p1 golem");
    char text[40];
    snprintf(text, sizeof text, "p0 transfer golem %d", place);
    ok(game, text);
    ok(game, "p0 deal-submit");
    ok(game, "p1 deal-accept");
}

/* ARCS-F514 Transfer Golem in a deal: the known Warrior from Golem Hearth
 * to p1, who has no Golem Hearth: p1 places it in an empty resource slot
 * of their choosing (a move per slot), after the deal; it stays Awake.
 * Then p1 gives it back: onto p0's Golem Hearth, no choice. */
static void transfer_golem_deal(void **state) {
    (void)state;
    arcs_game *game = transfer_golem_game(5);
    game_state *g = t_state(game);
    give_golem_in_deal(game, GOLEM_PLACE_HEARTH_KNOWN + GOLEM_WARRIOR);
    assert_true(strstr(kept_log, "Player 1 gives the Warrior Golem to Player 2.") != NULL);
    /* The placement: one move per empty slot of p1's. */
    int open = open_res_slots(&g->pl[1]), want = 0;
    for (int i = 0; i < open; i++) want += g->pl[1].res[i] == RES_EMPTY;
    assert_true(want > 1);
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, want);
    for (size_t i = 0; i < n; i++) assert_int_equal(moves[i].player, 1);
    char text[40];
    snprintf(text, sizeof text, "p1 card golems keep %d", open - 1);
    ok(game, text);
    assert_int_equal(GOLEM_DATA(g)->where[GOLEM_WARRIOR], GOLEM_SLOT(1, open - 1));
    assert_int_equal(g->pl[1].res[open - 1], RES_GOLEM);
    assert_true((GOLEM_DATA(g)->awake >> GOLEM_WARRIOR) & 1u); /* given as it lies */
    assert_true(golem_had_by(g, GOLEM_WARRIOR, 1));
    /* Back to the Golem Hearth holder: on Golem Hearth at once. */
    ok(game, "p1 deal-add p1 p0 golem");
    snprintf(text, sizeof text, "p1 transfer golem %d", open - 1);
    ok(game, text);
    ok(game, "p1 deal-submit");
    ok(game, "p0 deal-accept");
    assert_int_equal(GOLEM_DATA(g)->where[GOLEM_WARRIOR], GOLEM_HEARTH);
    assert_int_equal(g->pl[1].res[open - 1], RES_EMPTY);
    assert_true(strstr(kept_log, "Player 1 places it on Golem Hearth.") != NULL);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* Bad targets refused, the game byte-identical: an empty slot, a Golem
 * not on Golem Hearth, a place past the Golems', p1 (no Golem Hearth)
 * giving from it; faq.csv Golems "Are Golems resources? Nope!": Transfer
 * Asset never gives the Golem in a slot. */
static void transfer_golem_refused(void **state) {
    (void)state;
    arcs_game *game = transfer_golem_game(6);
    t_call_summit(game, 0);
    ok(game, "p0 order-done");
    assert_true(t_is_legal(game, "p0 deal-add p0 p1 golem"));
    refused_unchanged(game, "p0 deal-add p1 p0 golem"); /* p1 has no Golem */
    t_give_resource(game, 0, 2, ARCS_FUEL);
    ok(game, "p0 deal-add p0 p1 transfer");
    refused_unchanged(game, "p0 transfer resource 0");
    refused_unchanged(game, "p0 transfer resource 1");
    ok(game, "p0 transfer resource 2");
    ok(game, "p0 deal-withdraw");
    ok(game, "p0 deal-add p0 p1 golem");
    refused_unchanged(game, "p0 transfer golem 2");                                /* empty slot */
    refused_unchanged(game, "p0 transfer golem 9");                                /* the Protector is in a slot */
    refused_unchanged(game, "p0 transfer golem 13");
    assert_true(t_is_legal(game, "p0 transfer golem 0"));
    assert_true(t_is_legal(game, "p0 transfer golem 1"));
    assert_true(t_is_legal(game, "p0 transfer golem 8"));
    assert_true(t_is_legal(game, "p0 transfer golem 12"));
    arcs_game_free(game);
}

/* faq.csv Golems "Can I trade Golems in the Summit? Not in Act I. If the
 * Caretaker continues to Act II, Knowledge Set Free allows for Golem
 * trading": without Knowledge Set Free in the rules booklet (as in Act I)
 * no Transfer Golem. */
static void transfer_golem_needs_the_law(void **state) {
    (void)state;
    arcs_game *game = transfer_golem_game(7);
    game_state *g = t_state(game);
    int n = 0;
    for (int i = 0; i < g->camp.booklet_len; i++)
        if (g->camp.booklet[i] != CARD_F514) g->camp.booklet[n++] = g->camp.booklet[i];
    assert_int_equal(n, g->camp.booklet_len - 1);
    g->camp.booklet[n] = 0;
    g->camp.booklet_len = (uint8_t)n;
    cards_sources_changed(g);
    t_call_summit(game, 0);
    ok(game, "p0 order-done");
    refused_unchanged(game, "p0 deal-add p0 p1 golem");
    arcs_game_free(game);
}

/* "To force this with Return Favors, you must return Favors equal in
 * number to the Golem's raid cost": p1 forces p0 to give the Golem of
 * slot 1 (its slot's keys) or a Golem on Golem Hearth (2 keys, ARCS-F503);
 * short of Favors, not offered. */
static void transfer_golem_forced(void **state) {
    (void)state;
    arcs_game *game = transfer_golem_game(8);
    game_state *g = t_state(game);
    int cost = res_slot_keys(1);
    assert_true(cost >= 1);
    t_give_favors(game, 1, 0, 1);
    t_call_summit(game, 1);
    if (cost > 1) refused_unchanged(game, "p1 return-favors p0 golem");
    arcs_game_free(game);

    game = transfer_golem_game(8);
    g = t_state(game);
    t_give_favors(game, 1, 0, 2);
    t_call_summit(game, 1);
    ok(game, "p1 return-favors p0 golem");
    char text[40];
    snprintf(text, sizeof text, "p1 transfer golem %d", GOLEM_PLACE_HEARTH_KNOWN + GOLEM_WARRIOR);
    assert_true(t_is_legal(game, text));
    if (cost > 2) refused_unchanged(game, "p1 transfer golem 1");
    ok(game, text);
    assert_int_equal(favor_count(g, 1, 0), 0);
    /* p1's placement, then the Call to Order goes on. */
    assert_true(GOLEM_IS_GIVEN(GOLEM_DATA(g)->where[GOLEM_WARRIOR]) || golem_had_by(g, GOLEM_WARRIOR, 1));
    if (top_frame(g)->kind == FR_CARD) ok(game, "p1 card golems keep 0");
    assert_int_equal(GOLEM_DATA(g)->where[GOLEM_WARRIOR], GOLEM_SLOT(1, 0));
    assert_int_equal(top_frame(g)->kind, FR_SUMMIT_ORDER);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* p1 has no empty resource slot: the Golem given is discarded (ARCS-F505:
 * flipped Sleeping, into a Rival's empty slot: p0's, p1's choice) as a
 * raided one. */
static void transfer_golem_no_room(void **state) {
    (void)state;
    arcs_game *game = transfer_golem_game(9);
    game_state *g = t_state(game);
    for (int i = 0; i < open_res_slots(&g->pl[1]); i++) t_give_resource(game, 1, i, ARCS_FUEL);
    assert_false(cards_res_slot(g, 1));
    give_golem_in_deal(game, GOLEM_PLACE_HEARTH_KNOWN + GOLEM_WARRIOR);
    assert_true(t_is_legal(game, "p1 card golems place-hearth"));
    ok(game, "p1 card golems place p0 2");
    assert_int_equal(GOLEM_DATA(g)->where[GOLEM_WARRIOR], GOLEM_SLOT(0, 2));
    assert_false((GOLEM_DATA(g)->awake >> GOLEM_WARRIOR) & 1u);
    t_assert_invariants(game);
    arcs_game_free(game);
}

/* The Sleeping Golem never seen Awake stays hidden from everyone, the
 * giver and the receiver included: swapping its identity with the other
 * hidden Golem's (the Harvester on Golem Hearth) changes no observation
 * and no view of any seat, with the item in the deal, while p1 places it
 * and once placed; the log never names it; determinize keeps the Golems'
 * places (the hidden ones re-dealt among the hidden places), keeps the
 * known ones, and p1's placement moves the same. */
static void transfer_golem_stays_hidden(void **state) {
    (void)state;
    arcs_game *a = transfer_golem_game(10);
    t_call_summit(a, 0);
    ok(a, "p0 order-done");
    ok(a, "p0 deal-add p0 p1 golem");
    assert_true(t_is_legal(a, "p0 transfer golem 1"));
    for (int stage = 0; stage < 3; stage++) {
        if (stage == 0) ok(a, "p0 transfer golem 1");
        if (stage == 1) {
            ok(a, "p0 deal-submit");
            ok(a, "p1 deal-accept");
            assert_int_equal(top_frame(&a->s)->kind, FR_CARD); /* p1's placement */
        }
        if (stage == 2) ok(a, "p1 card golems keep 3");
        arcs_game *b = NULL;
        assert_int_equal(arcs_game_clone(a, &b), ARCS_OK);
        golem_data *d = GOLEM_DATA(&b->s);
        uint8_t t = d->where[GOLEM_SEEKER];
        d->where[GOLEM_SEEKER] = d->where[GOLEM_HARVESTER];
        d->where[GOLEM_HARVESTER] = t;
        t_assert_invariants(b);
        for (int viewer = -1; viewer < 2; viewer++) {
            static unsigned char oa[ARCS_STATE_BYTES_MAX];
            static arcs_game_view va, vb;
            size_t la = 0;
            t_assert_same_observation(a, b, viewer);
            assert_int_equal(arcs_observation(a, viewer, oa, sizeof oa, &la), ARCS_OK);
            assert_int_equal(arcs_view(a, viewer, &va), ARCS_OK);
            assert_int_equal(arcs_view(b, viewer, &vb), ARCS_OK);
            assert_memory_equal(&va, &vb, sizeof va);
            /* Determinized: places kept; the known Golems where they are. */
            for (uint64_t seed = 1; seed <= 12; seed++) {
                arcs_game *c = determinized(a, viewer, seed, oa, la);
                const golem_data *x = GOLEM_DATA(&c->s), *y = GOLEM_DATA(&a->s);
                assert_int_equal(x->where[GOLEM_WARRIOR], y->where[GOLEM_WARRIOR]);
                assert_int_equal(x->where[GOLEM_PROTECTOR], y->where[GOLEM_PROTECTOR]);
                bool same = x->where[GOLEM_SEEKER] == y->where[GOLEM_SEEKER] &&
                            x->where[GOLEM_HARVESTER] == y->where[GOLEM_HARVESTER];
                bool swapped = x->where[GOLEM_SEEKER] == y->where[GOLEM_HARVESTER] &&
                               x->where[GOLEM_HARVESTER] == y->where[GOLEM_SEEKER];
                assert_true(same || swapped);
                arcs_move ma[ARCS_MAX_LEGAL_MOVES], mc[ARCS_MAX_LEGAL_MOVES];
                size_t na = 0, nc = 0;
                assert_int_equal(arcs_legal_moves(a, ma, ARCS_MAX_LEGAL_MOVES, &na), ARCS_OK);
                assert_int_equal(arcs_legal_moves(c, mc, ARCS_MAX_LEGAL_MOVES, &nc), ARCS_OK);
                if (stage == 1) {
                    assert_int_equal(na, nc);
                    assert_memory_equal(ma, mc, (size_t)na * sizeof ma[0]);
                }
                t_assert_invariants(c);
                arcs_game_free(c);
            }
        }
        arcs_game_free(b);
        log_names_no_hidden(&a->s);
    }
    assert_int_equal(GOLEM_DATA(&a->s)->where[GOLEM_SEEKER], GOLEM_SLOT(1, 3));
    assert_false((GOLEM_DATA(&a->s)->known >> GOLEM_SEEKER) & 1u);
    assert_true(strstr(kept_log, "Player 1 gives the Sleeping Golem to Player 2.") != NULL);
    arcs_game_free(a);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(act2_setup),
        cmocka_unit_test(extra_event_shuffled_in),
        cmocka_unit_test(extra_event_plays_as_event),
        cmocka_unit_test(extra_event_stays_hidden),
        cmocka_unit_test(extra_event_in_act3_record),
        cmocka_unit_test(golems_law_without_caretaker),
        cmocka_unit_test(objective_secure_lore),
        cmocka_unit_test(objective_largest_collection),
        cmocka_unit_test(unstable_harvester),
        cmocka_unit_test(unstable_seeker_gate_ports),
        cmocka_unit_test(unstable_protector_warrior),
        cmocka_unit_test(unstable_when_secured),
        cmocka_unit_test(unstable_when_secured_to_hearth),
        cmocka_unit_test(librarians_crisis),
        cmocka_unit_test(librarians_after_secure),
        cmocka_unit_test(librarians_draw_is_chance),
        cmocka_unit_test(act2_resolution),
        cmocka_unit_test(transfer_golem_deal),
        cmocka_unit_test(transfer_golem_refused),
        cmocka_unit_test(transfer_golem_needs_the_law),
        cmocka_unit_test(transfer_golem_forced),
        cmocka_unit_test(transfer_golem_no_room),
        cmocka_unit_test(transfer_golem_stays_hidden),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
