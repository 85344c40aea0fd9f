/* Engine limits the campaign needs: a decision stack of STACK_MAX frames
 * whose overflow is an engine error; card instances (a campaign card
 * sharing a base card's effect acts for itself); "once per turn" for any
 * card of the table. */
#include <string.h>

#include "support.h"
#include "cards/hooks.h"
#include "data/tables.h"

/* Push frames until one more than STACK_MAX: the frames below stay as they
 * were and the state records the error. */
static void stack_overflow_is_an_error(void **state) {
    (void)state;
    arcs_game *game = t_new_game(3, 1, NULL);
    game_state *g = t_state(game);
    assert_int_equal(g->engine_error, ENGINE_ERROR_NONE);
    while (g->depth < STACK_MAX) {
        frame *f = push_frame(g, FR_CARD_AUTO, 0);
        f->a = (uint8_t)g->depth;
    }
    assert_int_equal(g->engine_error, ENGINE_ERROR_NONE);
    frame top = g->stack[STACK_MAX - 1];
    frame *f = push_frame(g, FR_ROUND, 1);
    f->a = 0xEE;
    assert_int_equal(g->engine_error, ENGINE_ERROR_STACK_OVERFLOW);
    assert_int_equal(g->depth, STACK_MAX);
    assert_memory_equal(&g->stack[STACK_MAX - 1], &top, sizeof top);
    arcs_game_free(game);
}

/* Raise the stack under the current decision to the maximum depth, so that
 * any move pushing a frame overflows it. */
static void raise_stack(arcs_game *game) {
    game_state *g = t_state(game);
    int d = g->depth, lift = STACK_MAX - d;
    memmove(&g->stack[lift], &g->stack[0], (size_t)d * sizeof g->stack[0]);
    for (int i = 0; i < lift; i++) g->stack[i] = g->stack[lift];
    g->depth = STACK_MAX;
}

/* Through the API: the move fails with ARCS_E_INTERNAL; with states kept
 * the game is as before the move, otherwise it refuses further moves. */
static void stack_overflow_fails_the_move(void **state) {
    (void)state;
    for (int mode = 0; mode < 2; mode++) {
        arcs_config cfg;
        arcs_config_init(&cfg);
        cfg.players = 3;
        cfg.seed = 4;
        cfg.history = mode ? ARCS_HISTORY_MOVES : ARCS_HISTORY_FULL;
        arcs_game *game = NULL;
        assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
        raise_stack(game);
        uint64_t before = arcs_state_hash(game);
        arcs_move moves[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        assert_true(n > 0);
        /* Leading a card pushes the declaration and the turn. */
        arcs_move lead = moves[0];
        assert_int_equal(lead.kind, ARCS_MOVE_LEAD);
        assert_int_equal(arcs_apply(game, lead), ARCS_E_INTERNAL);
        assert_int_equal(arcs_history_length(game), 0);
        if (mode == 0) {
            assert_int_equal(arcs_state_hash(game), before);
            assert_int_equal(game->s.engine_error, ENGINE_ERROR_NONE);
        } else {
            assert_int_equal(arcs_apply(game, lead), ARCS_E_INTERNAL);
            /* A state with an engine error is not saved as a valid one. */
            unsigned char buf[ARCS_STATE_BYTES_MAX];
            size_t len = 0;
            assert_int_equal(arcs_game_save_state(game, buf, sizeof buf, &len), ARCS_OK);
            arcs_game *loaded = NULL;
            assert_int_not_equal(arcs_game_load_state(buf, len, NULL, &loaded), ARCS_OK);
        }
        assert_string_not_equal(arcs_status_str(ARCS_E_INTERNAL), "unknown status");
        arcs_game_free(game);
    }
}

/* Take card c out of the Court (deck, row, discard, hands) and give it to p. */
static void give(arcs_game *game, int p, int c) {
    game_state *g = t_state(game);
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == c) {
            memmove(&court_deck_pile(g)[i], &court_deck_pile(g)[i + 1], (size_t)(g->court_deck_len - i - 1) * 2);
            court_deck_pile(g)[--g->court_deck_len] = 0;
        }
    court_discard_remove(g, c);
    for (int i = 0; i < g->court_row_len; i++)
        if (g->court_row[i] == c) court_refill(g, i);
    for (int q = 0; q < g->num_players; q++)
        if (held_index(g, q, c) >= 0) remove_held(g, q, held_index(g, q, c));
    give_held(g, p, c);
}

static bool in_discard(const game_state *g, int c) {
    for (int i = 0; i < g->court_discard_len; i++)
        if (court_discard_pile(g)[i] == c) return true;
    return false;
}

static void ok(arcs_game *game, const char *text) {
    game_bump(game);
    arcs_status st = t_apply_str(game, text);
    if (st != ARCS_OK) fail_msg("%s: %s", text, arcs_status_str(st));
}

/* Construction Union (ARCS-BC05) and its campaign reprint ARCS-CC02 share
 * one effect; held by one player, each is its own instance: placing CC02
 * places and later discards CC02, and BC05 stays held. */
static void a_second_instance_acts_for_itself(void **state) {
    (void)state;
    assert_ptr_equal(card_def_of(CARD_CC02), card_def_of(CARD_BC05));
    assert_false(card_is_primary(CARD_CC02));
    arcs_game *game = t_new_game(4, 5, NULL);
    give(game, 0, CARD_BC05);
    give(game, 0, CARD_CC02);
    int lead = action_card_of(ARCS_CONSTRUCTION, 4);
    t_start_lead_turn(game, 0, lead);
    assert_true(t_is_legal(game, "p0 card construction-union place Construction-4"));
    assert_true(t_is_legal(game, "p0 card construction-union@CC02 place Construction-4"));
    t_assert_texts_round_trip(game);
    ok(game, "p0 card construction-union@CC02 place Construction-4");
    game_state *g = t_state(game);
    assert_true(held_index(g, 0, CARD_BC05) >= 0);
    assert_true(held_index(g, 0, CARD_CC02) < 0);
    assert_int_equal(g->cards.n_placed, 1);
    assert_int_equal(g->cards.placed[0], CARD_CC02);
    /* The other instance may still be placed (beside the same card). */
    assert_true(t_is_legal(game, "p0 card construction-union place Construction-4"));
    assert_false(t_is_legal(game, "p0 card construction-union@CC02 place Construction-4"));
    /* The round ends: CC02 is discarded, not the base card. */
    cards_round_end(g);
    assert_true(in_discard(g, CARD_CC02));
    assert_false(in_discard(g, CARD_BC05));
    assert_true(held_index(g, 0, CARD_BC05) >= 0);
    assert_true(g->pl[0].hand & (1ull << lead));
    arcs_game_free(game);
}

/* Two players place a Construction Union each beside the same played card
 * (the campaign holds several: ARCS-BC05, CC02, the Founder's F208-F209).
 * At the round's end the first placed draws the card; for the second it is
 * gone: "draw that card into your hand" finds nothing, and the Union is
 * discarded all the same. The card is in one hand only. */
static void two_unions_beside_one_card(void **state) {
    (void)state;
    arcs_game *game = t_new_game(4, 5, NULL);
    give(game, 0, CARD_CC02);
    give(game, 1, CARD_BC05);
    int lead = action_card_of(ARCS_CONSTRUCTION, 4);
    t_start_lead_turn(game, 0, lead);
    ok(game, "p0 card construction-union@CC02 place Construction-4");
    ok(game, "p0 end-turn");
    game_state *g = t_state(game);
    ok(game, "p1 copy Construction-2"); /* face down: Construction-4 stays the face-up one */
    ok(game, "p1 no-seize");
    ok(game, "p1 card construction-union place Construction-4");
    assert_int_equal(g->cards.n_placed, 2);
    cards_round_end(g);
    assert_true(g->pl[0].hand & (1ull << lead));
    assert_false(g->pl[1].hand & (1ull << lead));
    assert_true(in_discard(g, CARD_CC02));
    assert_true(in_discard(g, CARD_BC05));
    assert_int_equal(g->cards.n_placed, 0);
    /* (A base game holds no CC02: the Court count is not the point here.) */
    int held = 0;
    for (int q = 0; q < 4; q++) held += (g->pl[q].hand >> lead) & 1u;
    assert_int_equal(held, 1);
    assert_int_equal(g->played[0], NO_CARD);
    arcs_game_free(game);
}

/* The text names a reprint by its id; the card it was written for has no
 * "@" form, and an id must carry that effect. */
static void card_instances_in_move_text_and_bytes(void **state) {
    (void)state;
    arcs_move m;
    assert_int_equal(arcs_move_from_str("p0 card construction-union@CC02 place Construction-4", &m), ARCS_OK);
    assert_int_equal(card_move_card(m), CARD_CC02);
    assert_int_equal(arcs_move_from_str("p0 card construction-union place Construction-4", &m), ARCS_OK);
    assert_int_equal(card_move_card(m), CARD_BC05);
    assert_int_equal(arcs_move_from_str("p0 card construction-union@BC05 place Construction-4", &m), ARCS_E_PARSE);
    assert_int_equal(arcs_move_from_str("p0 card construction-union@CC03 place Construction-4", &m), ARCS_E_PARSE);
    assert_int_equal(arcs_move_from_str("p0 card construction-union@XX99 place Construction-4", &m), ARCS_E_PARSE);
    /* A steal names the stolen card, reprints included (two bytes). */
    assert_int_equal(arcs_move_from_str("p1 card silver-tongues steal-card p2 relic-fence@F1904", &m), ARCS_OK);
    assert_int_equal(card_move_card(m), CARD_BC20);
    assert_int_equal(m.d, 2);
    assert_int_equal(card_move_card_arg(m), CARD_F1904);
    char text[64];
    assert_int_equal(arcs_move_to_str(m, text, sizeof text, NULL), ARCS_OK);
    assert_string_equal(text, "p1 card silver-tongues steal-card p2 relic-fence@F1904");
    /* On the wire (schema 2) the move keeps its card. */
    uint8_t buf[64];
    size_t n = 0;
    arcs_move back;
    assert_int_equal(arcs_move_to_bytes(m, buf, sizeof buf, &n), ARCS_OK);
    assert_int_equal(arcs_move_from_bytes(buf, n, &back), ARCS_OK);
    assert_memory_equal(&back, &m, sizeof m);
}

/* Relic Fence (ARCS-BC24) and its reprint ARCS-F1904, registered far past
 * position 32 of the table and past card-table index 255: each is "once per
 * turn" for itself. */
static void once_per_turn_for_any_card(void **state) {
    (void)state;
    assert_true(CARD_F1904 > 255);
    arcs_game *game = t_new_game(4, 5, NULL);
    t_clear_board(game);
    give(game, 0, CARD_BC24);
    give(game, 0, CARD_F1904);
    t_start_lead_turn(game, 0, action_card_of(ARCS_ADMINISTRATION, 3));
    t_give_resource(game, 0, 0, ARCS_FUEL);
    t_give_resource(game, 0, 1, ARCS_MATERIAL);
    ok(game, "p0 card relic-fence@F1904 discard-resource 0");
    while (top_frame(t_state(game))->kind == FR_PLACE_RESOURCE) t_apply_prefix(game, "p0 place-resource");
    assert_true(card_used_this_turn(&game->s, CARD_F1904));
    assert_false(card_used_this_turn(&game->s, CARD_BC24));
    assert_false(t_is_legal(game, "p0 card relic-fence@F1904 discard-resource 1"));
    assert_true(t_is_legal(game, "p0 card relic-fence discard-resource 1"));
    ok(game, "p0 card relic-fence discard-resource 1");
    while (top_frame(t_state(game))->kind == FR_PLACE_RESOURCE) t_apply_prefix(game, "p0 place-resource");
    assert_false(t_is_legal(game, "p0 card relic-fence discard-resource 0"));
    /* A new turn: both again. */
    t_start_lead_turn(game, 0, action_card_of(ARCS_ADMINISTRATION, 4));
    assert_true(t_is_legal(game, "p0 card relic-fence@F1904 discard-resource 0"));
    assert_true(t_is_legal(game, "p0 card relic-fence discard-resource 0"));
    arcs_game_free(game);
}

/* More different cards used once per turn in one turn than the list holds
 * is an engine error, not a forgotten use. */
static void a_full_used_list_is_an_error(void **state) {
    (void)state;
    arcs_game *game = t_new_game(3, 2, NULL);
    game_state *g = t_state(game);
    for (int i = 0; i < USED_MAX; i++) card_mark_used(g, CARD_BC01 + i);
    card_mark_used(g, CARD_BC01); /* again: no new entry */
    assert_int_equal(g->engine_error, ENGINE_ERROR_NONE);
    for (int i = 0; i < USED_MAX; i++) assert_true(card_used_this_turn(g, CARD_BC01 + i));
    card_mark_used(g, CARD_F1904);
    assert_int_equal(g->engine_error, ENGINE_ERROR_LIST_FULL);
    arcs_game_free(game);
}

/* The state is layered: a base game copies, undoes and hashes only the base
 * part; a Leaders & Lore game its block too. */
static void a_game_touches_only_its_modes_layers(void **state) {
    (void)state;
    assert_true(state_mode_bytes(ARCS_MODE_BASE) < state_mode_bytes(ARCS_MODE_LEADERS_LORE));
    assert_true(state_mode_bytes(ARCS_MODE_LEADERS_LORE) < state_mode_bytes(ARCS_MODE_CAMPAIGN));
    arcs_game *game = t_new_game(3, 4, NULL);
    uint64_t h = arcs_state_hash(game);
    /* Base game: the layers are not its part (and always zero in play). */
    t_state(game)->camp.booklet[0] = 7;
    assert_int_equal(arcs_state_hash(game), h);
    arcs_game *copy = NULL;
    assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
    assert_int_equal(copy->s.camp.booklet[0], 0);
    arcs_game_free(copy);
    t_state(game)->camp.booklet[0] = 0;
    /* As a Leaders & Lore game, its block is hashed, cloned and undone. */
    game_state *g = t_state(game);
    g->mode = ARCS_MODE_LEADERS_LORE;
    uint64_t h_ll = arcs_state_hash(game);
    g = t_state(game);
    g->ll.play_area[1][0] = CARD_BC24;
    g->ll.play_area_len[1] = 1;
    assert_int_not_equal(arcs_state_hash(game), h_ll);
    assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
    assert_int_equal(copy->s.ll.play_area[1][0], CARD_BC24);
    assert_int_equal(arcs_state_hash(copy), arcs_state_hash(game));
    assert_memory_equal(&copy->s, &game->s, sizeof game->s);
    arcs_game_free(copy);
    uint64_t before = arcs_state_hash(game);
    assert_true(t_apply_prefix(game, "p"));
    g = t_state(game);
    g->ll.play_area[1][1] = CARD_BC20;
    g->ll.play_area_len[1] = 2;
    assert_int_equal(arcs_undo(game, 1), ARCS_OK);
    assert_int_equal(game->s.ll.play_area_len[1], 1);
    assert_int_equal(game->s.ll.play_area[1][1], 0);
    assert_int_equal(arcs_state_hash(game), before);
    arcs_game_free(game);
}

/* Effect sources besides the held Guild cards: a player's play area (its
 * owner only) and the rules booklet (every player). Here with base effects:
 * Gatekeepers' extra dice in a gate, a Loyal guild's spend-as. */
static void play_areas_and_the_booklet_are_effect_sources(void **state) {
    (void)state;
    arcs_game *game = t_new_game(4, 6, NULL);
    game_state *g = t_state(game);
    g->mode = ARCS_MODE_CAMPAIGN;
    int gate = 0; /* 1-gate */
    for (int p = 0; p < 4; p++) g->pl[p].guild_count = 0;
    assert_int_equal(cards_source_hooks(g), 0u);
    assert_int_equal(cards_extra_dice(g, 0, gate), 0);
    play_area_add(g, 0, CARD_BC08);
    assert_int_equal(cards_source_hooks(g), card_def_hooks(card_def_of(CARD_BC08)));
    assert_true(cards_source_hooks(g) & HOOK_BIT(COLLECT_DICE));
    assert_int_equal(cards_extra_dice(g, 0, gate), 2);
    assert_int_equal(cards_extra_dice(g, 1, gate), 0);
    assert_int_equal(cards_extra_dice(g, 0, 1), 0); /* not a gate */
    booklet_add(g, CARD_BC08);
    assert_int_equal(cards_extra_dice(g, 0, gate), 4);
    assert_int_equal(cards_extra_dice(g, 3, gate), 2);
    /* A hook point none of them uses. */
    assert_false(cards_source_hooks(g) & HOOK_BIT(SPEND_AS));
    assert_int_equal(cards_spend_as(g, 2), 0u);
    play_area_add(g, 2, CARD_BC01); /* Loyal Engineers */
    assert_true(cards_source_hooks(g) & HOOK_BIT(SPEND_AS));
    assert_int_not_equal(cards_spend_as(g, 2), 0u);
    assert_int_equal(cards_spend_as(g, 1), 0u);
    assert_true(play_area_remove(g, 0, CARD_BC08));
    assert_true(booklet_remove(g, CARD_BC08));
    assert_false(booklet_remove(g, CARD_BC08));
    assert_int_equal(cards_extra_dice(g, 0, gate), 0);
    assert_false(cards_source_hooks(g) & HOOK_BIT(COLLECT_DICE));
    assert_true(play_area_remove(g, 2, CARD_BC01));
    assert_int_equal(cards_source_hooks(g), 0u);
    /* A full play area is an engine error, not a lost card. */
    for (int i = 0; i < PLAY_AREA_MAX; i++) play_area_add(g, 1, CARD_BC01);
    assert_int_equal(g->engine_error, ENGINE_ERROR_NONE);
    play_area_add(g, 1, CARD_BC01);
    assert_int_equal(g->engine_error, ENGINE_ERROR_LIST_FULL);
    arcs_game_free(game);
}

/* The Court piles: a base (or Leaders & Lore) game keeps its 31 Court cards
 * in piles of COURT_PILE_BASE in the base part; a campaign's piles are in
 * its block, hold COURT_CARDS_MAX (128) cards each, and are cloned, hashed
 * and undone with it, while a base game never copies them. */
static void campaign_court_piles_hold_128_cards(void **state) {
    (void)state;
    assert_true(COURT_CARDS_MAX >= 128);
    assert_true(offsetof(game_state, camp.court_deck) >= state_mode_bytes(ARCS_MODE_LEADERS_LORE));
    arcs_game *game = t_new_game(3, 7, NULL);
    game_state *g = t_state(game);
    assert_int_equal(court_pile_max(g), COURT_PILE_BASE);
    assert_ptr_equal(court_deck_pile(g), g->base_court_deck);
    assert_ptr_equal(court_discard_pile(g), g->base_court_discard);
    t_make_campaign(game);
    g = t_state(game);
    assert_int_equal(court_pile_max(g), COURT_CARDS_MAX);
    assert_ptr_equal(court_deck_pile(g), g->camp.court_deck);
    int in_deck = g->court_deck_len;
    /* Bury cards until the deck is full; one more is refused. */
    for (int c = 0; g->court_deck_len < COURT_CARDS_MAX; c++) court_bury(g, c);
    assert_int_equal(g->court_deck_len, COURT_CARDS_MAX);
    assert_int_equal(court_deck_pile(g)[COURT_CARDS_MAX - 1 - in_deck], 0); /* the first buried */
    uint16_t top = court_deck_pile(g)[COURT_CARDS_MAX - 1];
    court_bury(g, 200);
    assert_int_equal(g->court_deck_len, COURT_CARDS_MAX);
    assert_int_equal(court_deck_pile(g)[COURT_CARDS_MAX - 1], top);
    assert_int_equal(court_deck_pile(g)[0], COURT_CARDS_MAX - in_deck - 1);
    /* And the discard pile. */
    for (int c = 0; c < COURT_CARDS_MAX; c++) court_discard(g, 300 + c);
    court_discard(g, 1);
    assert_int_equal(g->court_discard_len, COURT_CARDS_MAX);
    assert_int_equal(court_discard_pile(g)[COURT_CARDS_MAX - 1], 300 + COURT_CARDS_MAX - 1);
    assert_true(court_discard_remove(g, 300 + 100));
    assert_int_equal(g->court_discard_len, COURT_CARDS_MAX - 1);
    assert_int_equal(court_discard_pile(g)[COURT_CARDS_MAX - 1], 0);
    court_discard(g, 300 + 100);
    /* The base piles stay empty. */
    for (int i = 0; i < COURT_PILE_BASE; i++) assert_int_equal(g->base_court_deck[i] | g->base_court_discard[i], 0);
    /* Hashed, cloned and undone with the campaign block. */
    uint64_t h = arcs_state_hash(game);
    arcs_game *copy = NULL;
    assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
    assert_memory_equal(&copy->s, &game->s, sizeof game->s);
    arcs_game_free(copy);
    assert_true(t_apply_prefix(game, "p"));
    g = t_state(game);
    uint16_t *deck = court_deck_pile(g);
    uint16_t t = deck[100];
    deck[100] = deck[101];
    deck[101] = t;
    assert_int_not_equal(arcs_state_hash(game), h);
    assert_int_equal(arcs_undo(game, 1), ARCS_OK);
    assert_int_equal(arcs_state_hash(game), h);
    arcs_game_free(game);
}

/* The frames above the top stay zero through undo and redo at other depths
 * (history entries keep only the live bytes of a state), so equal states
 * stay equal byte for byte and in hash. */
static void frames_above_the_top_stay_zero_through_undo(void **state) {
    (void)state;
    arcs_game *game = t_new_game(4, 11, NULL);
    uint64_t rng = 99;
    uint64_t hashes[64];
    int n = 0;
    for (int step = 0; step < 3000 && !arcs_game_over(game); step++) {
        if (n < 64) hashes[n++] = arcs_state_hash(game);
        t_random_move(game, &rng);
        if (step % 7 == 3 && n >= 3) {
            int k = 1 + (int)(rng % 3);
            assert_int_equal(arcs_undo(game, k), ARCS_OK);
            n -= k;
            if (n < 64) assert_int_equal(arcs_state_hash(game), hashes[n]);
        }
        const game_state *g = &game->s;
        for (int i = g->depth; i <= STACK_MAX; i++) {
            frame zero = {0};
            assert_memory_equal(&g->stack[i], &zero, sizeof zero);
        }
        if (n >= 64) n = 0;
    }
    arcs_game_free(game);
}

/* The full history keeps each earlier state packed (its live bytes and its
 * mode's layers): in every mode, undoing one move at a time gives back each
 * earlier state's hash, in the handle and in a clone of it (which copies the
 * packed entries), and undoing the whole game at once gives the start. */
static void packed_history_gives_back_every_state_in_every_mode(void **state) {
    (void)state;
    const arcs_mode modes[] = {ARCS_MODE_BASE, ARCS_MODE_LEADERS_LORE, ARCS_MODE_CAMPAIGN};
    enum { STEPS = 600 };
    static uint64_t hashes[STEPS + 1];
    for (int mi = 0; mi < 3; mi++) {
        arcs_config cfg;
        arcs_config_init(&cfg);
        cfg.players = 3;
        cfg.seed = 5 + (uint64_t)mi;
        cfg.mode = modes[mi];
        cfg.history = ARCS_HISTORY_FULL;
        cfg.summit_deal_limit = 2;
        arcs_game *game = NULL;
        assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
        uint64_t rng = 17 + (uint64_t)mi;
        int n = 0;
        hashes[0] = arcs_state_hash(game);
        while (n < STEPS && !arcs_game_over(game)) {
            t_random_move(game, &rng);
            hashes[++n] = arcs_state_hash(game);
        }
        assert_int_equal(arcs_history_length(game), (size_t)n);
        arcs_game *copy = NULL;
        assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
        for (int i = n - 1; i >= 0; i--) {
            assert_int_equal(arcs_undo(copy, 1), ARCS_OK);
            if (arcs_state_hash(copy) != hashes[i]) fail_msg("mode %d: undo to move %d of %d: another state", mi, i, n);
        }
        assert_int_equal(arcs_undo(copy, 1), ARCS_E_NO_HISTORY);
        /* Play on from the start in the clone, then undo it all again. */
        for (int i = 0; i < 40 && !arcs_game_over(copy); i++) t_random_move(copy, &rng);
        assert_int_equal(arcs_undo(copy, (unsigned)arcs_history_length(copy)), ARCS_OK);
        assert_int_equal(arcs_state_hash(copy), hashes[0]);
        assert_int_equal(arcs_undo(game, (unsigned)n), ARCS_OK);
        assert_int_equal(arcs_state_hash(game), hashes[0]);
        arcs_game_free(copy);
        arcs_game_free(game);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(stack_overflow_is_an_error),
        cmocka_unit_test(stack_overflow_fails_the_move),
        cmocka_unit_test(a_second_instance_acts_for_itself),
        cmocka_unit_test(two_unions_beside_one_card),
        cmocka_unit_test(card_instances_in_move_text_and_bytes),
        cmocka_unit_test(once_per_turn_for_any_card),
        cmocka_unit_test(a_full_used_list_is_an_error),
        cmocka_unit_test(a_game_touches_only_its_modes_layers),
        cmocka_unit_test(play_areas_and_the_booklet_are_effect_sources),
        cmocka_unit_test(campaign_court_piles_hold_128_cards),
        cmocka_unit_test(frames_above_the_top_stay_zero_through_undo),
        cmocka_unit_test(packed_history_gives_back_every_state_in_every_mode),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
