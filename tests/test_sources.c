/* Effect sources that are neither held nor in a play area: a Court card's
 * "while in the Court" part and a token's rules. No card of the library has
 * either yet, so this program registers two test-only effects through the
 * one hook table: it compiles lib/cards/hooks.c with its own
 * TEST_EFFECT_LIST (its definitions replace the library's hooks.c when
 * linking; every other file is the library's).
 *   - a Court card (on ARCS-F2206's index, "While this is in the Court"): its
 *     in_court part gives every player 1 extra die (COLLECT_DICE);
 *   - Ceasefires (ARCS-F1508, the rules of the Ceasefire tokens): its token
 *     part gives the token's owner (every player for an unowned token) 2
 *     extra dice.
 * The hook point answers for each only while the card is in the Court row,
 * or the token in play; a hook point no source uses stays one bit test.
 * A third, "loaded draw" (on ARCS-F1509's index), is a card's own random
 * element with unequal outcomes (chance CH_CARD): 3 outcomes weighted
 * 1, 2, 5. The ids are real cards' (Ceasefires and Empire Balks at Peace
 * have effects of their own since the Peacekeeper's Act III; F2206 a C
 * Fate's card not yet written): the test
 * entries replace the library's in this program (tests/cards/unplayed_fate.h). */
#include "cards/unplayed_fate.h"
#define TEST_EFFECT_LIST(X) X(CARD_F2206, test_in_court_card) X(CARD_F1508, test_ceasefires) X(CARD_F1509, test_loaded_draw)
#include "cards/hooks.c"

#include "support.h"

static int one_die(const game_state *g, int p, int sys) {
    (void)g, (void)p, (void)sys;
    return 1;
}
static int two_dice(const game_state *g, int p, int sys) {
    (void)g, (void)p, (void)sys;
    return 2;
}
static const card_def in_court_card_part = {.card = CARD_F2206, .short_name = "test-in-court", .extra_dice = one_die};
const card_def test_in_court_card = {.card = CARD_F2206, .short_name = "test-in-court", .in_court = &in_court_card_part};
static const card_def ceasefire_token = {.card = CARD_F1508, .short_name = "test-ceasefires", .extra_dice = two_dice};
const card_def test_ceasefires = {.card = CARD_F1508, .short_name = "test-ceasefires", .token = &ceasefire_token};

static const uint32_t LOADED[3] = {1, 2, 5};
static int loaded_drawn = -1;
static void loaded_outcomes(const game_state *g, const frame *f, move_list *out, uint32_t *weights) {
    (void)g, (void)f;
    for (int i = 0; i < 3; i++) {
        if (weights) weights[out->n] = LOADED[i];
        add_move(out, ARCS_MOVE_CHANCE, ARCS_PLAYER_CHANCE_ID, i, 0, 0xC0, 0);
    }
}
static void loaded_apply(game_state *g, const frame *f, arcs_move m) {
    (void)g, (void)f;
    loaded_drawn = m.a;
}
const card_def test_loaded_draw = {.card = CARD_F1509, .short_name = "test-loaded-draw",
                                   .chance_outcomes = loaded_outcomes, .chance_drawn = loaded_apply};

enum { GATE = 0 };

/* A 3-player game made a campaign one (its Court piles move to the campaign
 * block), with no Guild cards held, so only the sources tested answer. */
static arcs_game *campaign_game(uint64_t seed) {
    arcs_game *game = t_new_game(3, seed, NULL);
    t_make_campaign(game);
    game_state *g = t_state(game);
    for (int p = 0; p < MAX_PLAYERS; p++) {
        memset(g->pl[p].guild, 0, sizeof g->pl[p].guild);
        g->pl[p].guild_count = 0;
    }
    return game;
}

static void assert_extra_dice(const game_state *g, int d0, int d1, int d2) {
    assert_int_equal(cards_extra_dice(g, 0, GATE), d0);
    assert_int_equal(cards_extra_dice(g, 1, GATE), d1);
    assert_int_equal(cards_extra_dice(g, 2, GATE), d2);
}

/* The Court card answers for every player while it lies in the Court row: from
 * the refill that draws it until it is secured; held (or discarded), it
 * does not. */
static void a_card_answers_while_in_the_court(void **state) {
    (void)state;
    arcs_game *game = campaign_game(3);
    game_state *g = t_state(game);
    assert_int_equal(cards_source_hooks(g), 0u);
    assert_extra_dice(g, 0, 0, 0);
    /* The card on top of the Court deck; place 2 is emptied and refilled. */
    uint16_t *deck = court_deck_pile(g);
    for (int i = 0; i < g->court_deck_len; i++) assert_int_not_equal(deck[i], CARD_F2206);
    deck[g->court_deck_len++] = CARD_F2206;
    int pos = 1;
    court_discard(g, g->court_row[pos]);
    g->court_row[pos] = NO_COURT_CARD;
    court_refill(g, pos);
    assert_int_equal(g->court_row[pos], CARD_F2206);
    assert_int_equal(cards_source_hooks(g), HOOK_BIT(COLLECT_DICE));
    assert_false(cards_source_hooks(g) & HOOK_BIT(SPEND_AS)); /* one bit test for the others */
    /* The row answers for every player: in each player's mask too. */
    for (int p = 0; p < 3; p++) assert_int_equal(cards_player_hooks(g, p), HOOK_BIT(COLLECT_DICE));
    assert_extra_dice(g, 1, 1, 1);
    /* A clone keeps the source. */
    arcs_game *copy = NULL;
    assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
    assert_extra_dice(&copy->s, 1, 1, 1);
    arcs_game_free(copy);
    /* Another card entering the row changes nothing. */
    int other = g->court_row[0];
    court_discard(g, other);
    g->court_row[0] = NO_COURT_CARD;
    court_refill(g, 0);
    assert_int_not_equal(g->court_row[0], other);
    assert_int_not_equal(g->court_row[0], NO_COURT_CARD);
    assert_extra_dice(g, 1, 1, 1);
    /* Secured (a Vox card: it goes to the discard), it no longer answers. */
    court_take_card(g, 2, pos);
    assert_int_not_equal(g->court_row[pos], CARD_F2206);
    assert_int_equal(cards_source_hooks(g), 0u);
    assert_extra_dice(g, 0, 0, 0);
    /* Held, its Court part does not answer for the holder. */
    g->pl[2].guild[g->pl[2].guild_count++] = CARD_F2206;
    assert_int_equal(court_discard_pile(g)[g->court_discard_len - 1], CARD_F2206);
    assert_extra_dice(g, 0, 0, 0);
    arcs_game_free(game);
}

/* The Court card leaving the row by a rule (buried or discarded from its
 * place: Base rulebook glossary "Bury", Campaign "Removing Cards") stops
 * answering, and the state's hook mask says so: no stale bit (the loader
 * recomputes the mask: a stale one would hash differently after a load). */
static void a_card_leaving_the_row_stops_answering(void **state) {
    (void)state;
    for (int bury = 0; bury < 2; bury++) {
        arcs_game *game = campaign_game(7);
        game_state *g = t_state(game);
        int pos = 2;
        uint16_t *deck = court_deck_pile(g);
        deck[g->court_deck_len++] = CARD_F2206;
        court_discard(g, g->court_row[pos]);
        g->court_row[pos] = NO_COURT_CARD;
        court_refill(g, pos);
        assert_int_equal(g->court_row[pos], CARD_F2206);
        assert_int_equal(cards_source_hooks(g), HOOK_BIT(COLLECT_DICE));
        if (bury) court_bury_from_row(g, pos);
        else court_discard_from_row(g, pos);
        assert_int_not_equal(g->court_row[pos], CARD_F2206);
        assert_extra_dice(g, 0, 0, 0);
        assert_int_equal(cards_source_hooks(g), cards_sources_hooks_now(g));
        assert_int_equal(cards_source_hooks(g), 0u);
        assert_true(cards_source_hooks_fresh(g));
        for (int p = 0; p < MAX_PLAYERS; p++) assert_int_equal(cards_player_hooks(g, p), 0u);
        arcs_game_free(game);
    }
}

/* A Ceasefire token answers for its owner, an unowned one for every
 * player, each only while in play; clones and undo carry the tokens. */
static void a_token_answers_while_in_play(void **state) {
    (void)state;
    arcs_game *game = campaign_game(5);
    game_state *g = t_state(game);
    assert_extra_dice(g, 0, 0, 0);
    token_add(g, CARD_F1508, 1, GATE);
    assert_int_equal(cards_source_hooks(g), HOOK_BIT(COLLECT_DICE));
    /* Each player's mask: only the owner's walk meets the token. */
    assert_int_equal(cards_player_hooks(g, 0), 0u);
    assert_int_equal(cards_player_hooks(g, 1), HOOK_BIT(COLLECT_DICE));
    assert_int_equal(cards_player_hooks(g, 2), 0u);
    assert_extra_dice(g, 0, 2, 0);
    token_add(g, CARD_F1508, NO_PLAYER, 5);
    for (int p = 0; p < 3; p++) assert_int_equal(cards_player_hooks(g, p), HOOK_BIT(COLLECT_DICE));
    assert_true(cards_source_hooks_fresh(g));
    assert_extra_dice(g, 2, 4, 2);
    arcs_game *copy = NULL;
    assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
    assert_int_equal(copy->s.camp.n_tokens, 2);
    assert_extra_dice(&copy->s, 2, 4, 2);
    arcs_game_free(copy);
    /* Undo brings back the tokens of the state before the move. */
    uint64_t before = arcs_state_hash(game);
    assert_true(t_apply_prefix(game, "p"));
    g = t_state(game);
    assert_true(token_remove(g, CARD_F1508, GATE));
    assert_extra_dice(g, 2, 2, 2);
    assert_int_equal(arcs_undo(game, 1), ARCS_OK);
    assert_int_equal(arcs_state_hash(game), before);
    g = t_state(game);
    assert_extra_dice(g, 2, 4, 2);
    assert_true(token_remove(g, CARD_F1508, GATE));
    assert_false(token_remove(g, CARD_F1508, GATE));
    assert_true(token_remove(g, CARD_F1508, 5));
    assert_int_equal(g->camp.n_tokens, 0);
    assert_int_equal(cards_source_hooks(g), 0u);
    assert_extra_dice(g, 0, 0, 0);
    /* A token of a card without token rules is no source. */
    token_add(g, CARD_F2206, NO_PLAYER, GATE);
    assert_int_equal(cards_source_hooks(g), 0u);
    assert_extra_dice(g, 0, 0, 0);
    /* A full token list is an engine error, not a lost token. */
    for (int i = 1; i < TOKENS_MAX; i++) token_add(g, CARD_F1508, 0, GATE);
    assert_int_equal(g->engine_error, ENGINE_ERROR_NONE);
    token_add(g, CARD_F1508, 0, GATE);
    assert_int_equal(g->engine_error, ENGINE_ERROR_LIST_FULL);
    assert_int_equal(g->camp.n_tokens, TOKENS_MAX);
    arcs_game_free(game);
}

/* A card's chance with unequal outcomes: explicit chance lists them with
 * the card's probabilities; the internal generator draws by the weights
 * with one rng_below over their sum. */
static void a_card_weighs_its_chance(void **state) {
    (void)state;
    arcs_game *game = campaign_game(7);
    game_state *g = t_state(game);
    g->chance_mode = ARCS_CHANCE_EXPLICIT;
    loaded_drawn = -1;
    assert_false(card_chance(g, CARD_F1509, 0));
    assert_int_equal(loaded_drawn, -1);
    arcs_move legal[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    assert_int_equal(arcs_legal_moves(game, legal, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
    assert_int_equal(n, 3);
    for (size_t i = 0; i < n; i++) {
        double pr = 0;
        assert_int_equal(arcs_chance_probability(game, legal[i], &pr), ARCS_OK);
        assert_true(pr == LOADED[i] / 8.0);
    }
    assert_int_equal(arcs_apply(game, legal[2]), ARCS_OK);
    assert_int_equal(loaded_drawn, 2);
    arcs_game_free(game);

    int seen = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        game = campaign_game(seed);
        g = t_state(game);
        static game_state copy;
        copy = *g;
        unsigned r = rng_below(&copy, 8); /* the sum of the weights */
        int expect = r < 1 ? 0 : r < 3 ? 1 : 2;
        loaded_drawn = -1;
        assert_true(card_chance(g, CARD_F1509, 0));
        assert_int_equal(loaded_drawn, expect);
        assert_memory_equal(g->rng, copy.rng, sizeof g->rng); /* one draw */
        seen |= 1 << expect;
        arcs_game_free(game);
    }
    assert_int_equal(seen, 7);
}

/* ---- the hook mask, derived from CARD_DEF_FIELDS (hooks.h) ---- */

typedef struct field_entry {
    const char *name;
    size_t offset, size;
    int point; /* HOOK_*, or -1 for an OWN field */
} field_entry;
#define ENTRY_HOOK(field, point) {#field, offsetof(card_def, field), sizeof(((card_def *)0)->field), HOOK_##point},
#define ENTRY_OWN(field) {#field, offsetof(card_def, field), sizeof(((card_def *)0)->field), -1},
static const field_entry FIELDS[] = {CARD_DEF_FIELDS(ENTRY_HOOK, ENTRY_OWN)};
#define NFIELDS (sizeof FIELDS / sizeof FIELDS[0])

/* The list follows card_def's declaration, each field once: offsets rise,
 * no field overlaps the next, the last ends the struct (but for padding).
 * With the build's check that the list initializes every field, no field
 * of card_def lacks its line. */
static void the_field_list_is_card_def_in_order(void **state) {
    (void)state;
    assert_int_equal(FIELDS[0].offset, 0);
    for (size_t i = 1; i < NFIELDS; i++) {
        if (FIELDS[i].offset < FIELDS[i - 1].offset + FIELDS[i - 1].size) fail_msg("%s out of order", FIELDS[i].name);
    }
    const field_entry *last = &FIELDS[NFIELDS - 1];
    assert_true(last->offset + last->size <= sizeof(card_def));
    assert_true(sizeof(card_def) - (last->offset + last->size) < sizeof(void *));
}

/* A def with one field set answers exactly that field's hook point (an OWN
 * field: none), whatever the field's type; every hook point has a field,
 * and a bit of its own below 64. */
static void each_hook_field_sets_its_bit(void **state) {
    (void)state;
    hook_mask seen = 0;
    for (size_t i = 0; i < NFIELDS; i++) {
        card_def def;
        memset(&def, 0, sizeof def);
        assert_int_equal(card_def_hooks(&def), 0);
        memset((char *)&def + FIELDS[i].offset, 1, FIELDS[i].size);
        hook_mask want = FIELDS[i].point < 0 ? 0 : (hook_mask)1 << FIELDS[i].point;
        if (card_def_hooks(&def) != want)
            fail_msg("%s: hooks %#llx, want %#llx", FIELDS[i].name, (unsigned long long)card_def_hooks(&def),
                     (unsigned long long)want);
        seen |= want;
    }
    assert_true(HOOK_POINT_COUNT <= 64);
    hook_mask all = HOOK_POINT_COUNT == 64 ? ~(hook_mask)0 : ((hook_mask)1 << HOOK_POINT_COUNT) - 1;
    assert_int_equal(seen, all);
    assert_int_equal(card_def_hooks(NULL), 0);
}

/* Bits 32..63 of the state's mask live in their own word: they gate the
 * walks and count as other sources like the low ones. */
static void the_high_hook_bits_are_kept(void **state) {
    (void)state;
    arcs_game *game = campaign_game(5);
    game_state *g = t_state(game);
    assert_int_equal(cards_source_hooks(g), 0);
    assert_false(other_sources(g));
    g->cards.source_hooks_hi = 1u << 3;
    assert_int_equal(cards_source_hooks(g), (hook_mask)1 << 35);
    assert_true(other_sources(g));
    assert_true(source_hooks_has(g, (hook_mask)1 << 35));
    assert_false(source_hooks_has(g, (hook_mask)1 << 3));
    g->cards.source_hooks_hi = 0;
    g->cards.source_hooks_lo = 1u << 3;
    assert_true(source_hooks_has(g, (hook_mask)1 << 3));
    assert_false(source_hooks_has(g, (hook_mask)1 << 35));
    /* A player's mask gates that player's walks only, both words too. */
    g->ll.player_hooks_lo[1] = 1u << 3;
    assert_true(player_hooks_has(g, 1, (hook_mask)1 << 3));
    assert_false(player_hooks_has(g, 0, (hook_mask)1 << 3));
    assert_false(player_hooks_has(g, 1, (hook_mask)1 << 35));
    g->cards.source_hooks_hi = 1u << 3;
    g->ll.player_hooks_hi[2] = 1u << 3;
    assert_true(player_hooks_has(g, 2, (hook_mask)1 << 35));
    assert_false(player_hooks_has(g, 1, (hook_mask)1 << 35));
    assert_false(cards_source_hooks_fresh(g));
    /* cards_sources_changed writes both words from the sources. */
    g->cards.source_hooks_hi = 7;
    cards_sources_changed(g);
    assert_int_equal(cards_source_hooks(g), 0);
    for (int p = 0; p < MAX_PLAYERS; p++) assert_int_equal(cards_player_hooks(g, p), 0u);
    assert_true(cards_source_hooks_fresh(g));
    arcs_game_free(game);
}

/* A play-area card answers for its owner only: the union has its hook
 * points, each player's mask only the owner's (Leaders & Lore: the walk
 * for a Rival stops at one test). */
static void a_play_area_answers_for_its_owner_only(void **state) {
    (void)state;
    arcs_game *game = campaign_game(5);
    game_state *g = t_state(game);
    hook_mask h = card_hooks(CARD_L08);
    assert_true(h != 0);
    play_area_add(g, 1, CARD_L08);
    assert_int_equal(cards_source_hooks(g), h & ~HOOK_UNSTORED);
    assert_int_equal(cards_player_hooks(g, 0), 0u);
    assert_int_equal(cards_player_hooks(g, 1), h & ~HOOK_UNSTORED);
    assert_int_equal(cards_player_hooks(g, 2), 0u);
    assert_true(cards_source_hooks_fresh(g));
    assert_true(play_area_remove(g, 1, CARD_L08));
    assert_int_equal(cards_source_hooks(g), 0u);
    assert_int_equal(cards_player_hooks(g, 1), 0u);
    assert_true(cards_source_hooks_fresh(g));
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_card_answers_while_in_the_court),
        cmocka_unit_test(a_card_leaving_the_row_stops_answering),
        cmocka_unit_test(a_token_answers_while_in_play),
        cmocka_unit_test(a_card_weighs_its_chance),
        cmocka_unit_test(the_field_list_is_card_def_in_order),
        cmocka_unit_test(each_hook_field_sets_its_bit),
        cmocka_unit_test(the_high_hook_bits_are_kept),
        cmocka_unit_test(a_play_area_answers_for_its_owner_only),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
