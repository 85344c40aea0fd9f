/*
 * What every player knows of the action cards, against arcs_determinize.
 *
 * A tracker kept by the test alone (never reading g->card_known) follows
 * every action card seen face up going into a hand: from the public log
 * ("Player N draws <card> into their hand": the Unions; "Player N secures
 * <card> and draws it into their hand": the Faithful cards). Such a card is
 * known to be among its holder's hidden cards (the hand, and a Copy or
 * seize card played face down this round) until that holder's hidden cards
 * change face down: a face-down play laid on the discard pile, a mulligan,
 * the Farseers' swap or discards, the Informants' exchange, a new chapter.
 * Properties, in random games of every mode (base, Leaders & Lore,
 * campaign) and 2-4 players:
 *   (a) after determinize for any viewer but the holder (many seeds), each
 *       tracked card is still among its holder's hidden cards;
 *   (b) determinized for the player to decide, the game shows that player
 *       the same observation and the same legal moves.
 * Plus the two reproductions (tests/repros/, given as argv[1]).
 *
 * ARCS_KNOWLEDGE_GAMES (environment): games per mode and player count
 * (default 4, checked every 7th move and every move while a card is
 * tracked; when set, every move is checked: the "slow" suite).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "core/engine.h"
#include "data/card_ids.h"

static const char *repro_dir = "tests/repros";

static unsigned char *read_repro(const char *name, size_t *len) {
    char path[512];
    snprintf(path, sizeof path, "%s/%s", repro_dir, name);
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    unsigned char *buf = malloc((size_t)n);
    assert_non_null(buf);
    assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    *len = (size_t)n;
    return buf;
}

static arcs_game *load_repro_state(const char *name) {
    size_t len;
    unsigned char *buf = read_repro(name, &len);
    arcs_game *game = NULL;
    assert_int_equal(arcs_game_load_state(buf, len, NULL, &game), ARCS_OK);
    free(buf);
    return game;
}

/* The text of legal move i. */
static const char *legal_text(const arcs_move *moves, size_t i) {
    static char text[96];
    assert_int_equal(arcs_move_to_str(moves[i], text, sizeof text, NULL), ARCS_OK);
    return text;
}

/* The cards a player holds out of sight: the hand and the face-down plays. */
static uint64_t hidden_of(const game_state *g, int q) {
    uint64_t h = g->pl[q].hand;
    if (g->play_mode[q] == PLAY_COPY && g->played[q] != NO_CARD) h |= 1ull << g->played[q];
    if (g->seize_card[q] != NO_CARD) h |= 1ull << g->seize_card[q];
    return h;
}

static bool has_face_down(const game_state *g, int q) {
    return (g->play_mode[q] == PLAY_COPY && g->played[q] != NO_CARD) || g->seize_card[q] != NO_CARD;
}

/* ---- the tracker ---- */

typedef struct tracker {
    int holder[NUM_ACTION_CARDS]; /* -1: not tracked */
    int drawn_player[16], drawn_card[16], ndrawn; /* from the log of one move */
    int tracked;                                  /* cards ever tracked */
} tracker;

static void on_log(void *ud, const char *line) {
    tracker *t = ud;
    const char *at = strstr(line, "Player ");
    if (!at || t->ndrawn >= 16) return;
    for (; at; at = strstr(at + 1, "Player ")) {
        int p = at[7] - '1';
        const char *rest = at + 8;
        if (p < 0 || p >= MAX_PLAYERS) continue;
        char name[24];
        for (int c = 0; c < NUM_ACTION_CARDS; c++) {
            action_card_name(c, name);
            char draws[64], secures[80];
            snprintf(draws, sizeof draws, " draws %s into their hand", name);
            snprintf(secures, sizeof secures, " secures %s and draws it into their hand", name);
            if (!strncmp(rest, draws, strlen(draws)) || !strncmp(rest, secures, strlen(secures))) {
                t->drawn_player[t->ndrawn] = p;
                t->drawn_card[t->ndrawn++] = c;
                return;
            }
        }
    }
}

static void forget_holder(tracker *t, int q) {
    for (int c = 0; c < NUM_ACTION_CARDS; c++)
        if (t->holder[c] == q) t->holder[c] = -1;
}

/* The move about to be applied: whose hidden cards change face down. */
static void before_move(tracker *t, const game_state *g, arcs_move m, bool *had_down) {
    for (int q = 0; q < g->num_players; q++) had_down[q] = has_face_down(g, q);
    t->ndrawn = 0;
    if (m.kind == ARCS_MOVE_MULLIGAN) forget_holder(t, m.player);
    if (m.kind != ARCS_MOVE_CARD || g->depth == 0) return;
    int card = card_move_card(m);
    const frame *f = &g->stack[g->depth - 1];
    if (card == CARD_BC17 && (m.c == 1 || m.c == 4)) { /* Farseers swap, discard-and-draw */
        forget_holder(t, m.player);
        if (m.c == 1) forget_holder(t, f->c);
    }
    if (card == CARD_F602 && (m.c == 1 || m.c == 2)) { /* Informants give, give back */
        forget_holder(t, m.player);
        forget_holder(t, m.c == 1 ? m.e : f->c);
    }
}

static void after_move(tracker *t, const game_state *g, const bool *had_down, int chapter_before, int deck_before,
                       arcs_move m,
                       const char *what) {
    /* The chapter ends (the hands left are discarded face down: every hand
     * is empty) or a new one begins (all shuffled together: the deck grows). */
    bool hands = false;
    for (int q = 0; q < g->num_players; q++) hands |= hidden_of(g, q) != 0;
    if (!hands || g->chapter != chapter_before || g->action_deck_len > deck_before)
        for (int c = 0; c < NUM_ACTION_CARDS; c++) t->holder[c] = -1;
    for (int q = 0; q < g->num_players; q++)
        if (had_down[q] && !has_face_down(g, q)) forget_holder(t, q); /* laid on the discard pile */
    for (int i = 0; i < t->ndrawn; i++) {
        t->holder[t->drawn_card[i]] = t->drawn_player[i];
        t->tracked++;
    }
    t->ndrawn = 0;
    for (int c = 0; c < NUM_ACTION_CARDS; c++) {
        int q = t->holder[c];
        if (q < 0) continue;
        bool face_up = false;
        for (int x = 0; x < g->num_players; x++)
            if (g->played[x] == c && g->play_mode[x] != PLAY_COPY) face_up = true;
        if (face_up) {
            t->holder[c] = -1; /* played face up: on the table for all to see */
            continue;
        }
        /* The tracker is right about the real game. */
        if (!((hidden_of(g, q) >> c) & 1u)) {
            char text[96];
            arcs_move_to_str(m, text, sizeof text, NULL);
            fail_msg("%s (%s): the tracker lost card %d from p%d's hidden cards", what, text, c, q);
        }
    }
}

/* (a): in worlds determinized for every viewer but a holder, each tracked
 * card is among its holder's hidden cards. */
static void check_tracked(const arcs_game *game, const tracker *t, uint64_t seed, int seeds, const char *what) {
    const game_state *g = &game->s;
    uint64_t any = 0;
    for (int c = 0; c < NUM_ACTION_CARDS; c++)
        if (t->holder[c] >= 0) any |= 1ull << c;
    if (!any) return;
    for (int viewer = -1; viewer < g->num_players; viewer++)
        for (int s = 0; s < seeds; s++) {
            arcs_game *copy = NULL;
            assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
            assert_int_equal(arcs_determinize(copy, viewer, seed + (uint64_t)s * 7919u), ARCS_OK);
            for (int c = 0; c < NUM_ACTION_CARDS; c++) {
                int q = t->holder[c];
                if (q < 0 || q == viewer) continue;
                if (!((hidden_of(&copy->s, q) >> c) & 1u))
                    fail_msg("%s: every player saw card %d go to p%d; determinized for viewer %d it is elsewhere", what,
                             c, q, viewer);
            }
            arcs_game_free(copy);
        }
}

/* (b): the decider sees the same observation and legal moves in a world
 * determinized from its own view. */
static void check_decider(const arcs_game *game, uint64_t seed, int seeds, const char *what) {
    int p = arcs_current_player(game);
    if (p < 0 || p >= game->s.num_players) return;
    static unsigned char obs[ARCS_STATE_BYTES_MAX], obs2[ARCS_STATE_BYTES_MAX];
    size_t lo = 0, lo2 = 0;
    assert_int_equal(arcs_observation(game, p, obs, sizeof obs, &lo), ARCS_OK);
    const arcs_move *moves, *moves2;
    size_t n, n2;
    assert_int_equal(arcs_legal_moves_view(game, &moves, &n), ARCS_OK);
    for (int s = 0; s < seeds; s++) {
        arcs_game *copy = NULL;
        assert_int_equal(arcs_game_clone(game, &copy), ARCS_OK);
        assert_int_equal(arcs_determinize(copy, p, seed + (uint64_t)s * 104729u), ARCS_OK);
        assert_int_equal(arcs_observation(copy, p, obs2, sizeof obs2, &lo2), ARCS_OK);
        if (lo != lo2 || memcmp(obs, obs2, lo)) fail_msg("%s: p%d's observation changes when determinized", what, p);
        assert_int_equal(arcs_legal_moves_view(copy, &moves2, &n2), ARCS_OK);
        if (n != n2 || memcmp(moves, moves2, n * sizeof *moves)) {
            size_t i = 0;
            while (i < n && i < n2 && !memcmp(&moves[i], &moves2[i], sizeof *moves)) i++;
            char a[96] = "-", b[96] = "-";
            if (i < n) arcs_move_to_str(moves[i], a, sizeof a, NULL);
            if (i < n2) arcs_move_to_str(moves2[i], b, sizeof b, NULL);
            fail_msg("%s: p%d's legal moves change when determinized (move %zu: %s, now %s)", what, p, i, a, b);
        }
        arcs_game_free(copy);
    }
}

static int games_per_count(void) {
    const char *env = getenv("ARCS_KNOWLEDGE_GAMES");
    int n = env ? atoi(env) : 4;
    return n > 0 ? n : 4;
}

static arcs_game *new_game(arcs_mode mode, int np, uint64_t seed, tracker *t) {
    arcs_config c;
    arcs_config_init(&c);
    c.players = np;
    c.seed = seed;
    c.mode = mode;
    c.summit_deal_limit = mode == ARCS_MODE_CAMPAIGN ? 2 : 0;
    c.log = on_log;
    c.log_ud = t;
    arcs_game *g = NULL;
    assert_int_equal(arcs_game_new(&c, &g), ARCS_OK);
    return g;
}

/* Random games of one mode, checked every `every` moves (every move in the
 * slow suite). Returns the cards tracked. */
static int play_and_check(arcs_mode mode, int every) {
    int tracked = 0, games = games_per_count();
    for (int np = 2; np <= 4; np++)
        for (int i = 0; i < games; i++) {
            uint64_t seed = 0x4B0000u + (uint64_t)mode * 1000u + (uint64_t)np * 100u + (uint64_t)i;
            tracker t;
            memset(&t, 0, sizeof t);
            for (int c = 0; c < NUM_ACTION_CARDS; c++) t.holder[c] = -1;
            arcs_game *game = new_game(mode, np, seed, &t);
            uint64_t r = seed * 2654435761u + 1;
            char what[96];
            for (int step = 0; !arcs_game_over(game) && step < 20000; step++) {
                snprintf(what, sizeof what, "mode %d %dp seed %#llx move %d", (int)mode, np, (unsigned long long)seed,
                         step);
                bool tracking = false;
                for (int c = 0; c < NUM_ACTION_CARDS; c++) tracking |= t.holder[c] >= 0;
                if (tracking || step % every == 0) {
                    check_tracked(game, &t, r, tracking ? 3 : 1, what);
                    check_decider(game, r ^ 0x5555u, 2, what);
                }
                arcs_move moves[ARCS_MAX_LEGAL_MOVES];
                size_t n = 0;
                assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
                r ^= r << 13;
                r ^= r >> 7;
                r ^= r << 17;
                arcs_move m = moves[r % n];
                bool had_down[MAX_PLAYERS];
                int chapter = game->s.chapter, deck = game->s.action_deck_len;
                before_move(&t, &game->s, m, had_down);
                assert_int_equal(arcs_apply(game, m), ARCS_OK);
                after_move(&t, &game->s, had_down, chapter, deck, m, what);
            }
            assert_true(arcs_game_over(game));
            tracked += t.tracked;
            arcs_game_free(game);
        }
    return tracked;
}

static int check_every(void) { return getenv("ARCS_KNOWLEDGE_GAMES") ? 1 : 7; }

static void base_game_knowledge(void **state) {
    (void)state;
    assert_true(play_and_check(ARCS_MODE_BASE, check_every()) > 0);
}

static void leaders_lore_knowledge(void **state) {
    (void)state;
    assert_true(play_and_check(ARCS_MODE_LEADERS_LORE, check_every()) > 0);
}

static void campaign_knowledge(void **state) {
    (void)state;
    assert_true(play_and_check(ARCS_MODE_CAMPAIGN, check_every()) > 0);
}

/* Reproduction: p1 pivots Administration-4 face up (move 282); p2's Admin
 * Union takes it into p2's hand at the round's end (move 289 places it),
 * in view of all. p2 then copies a card face down (move 300): until that
 * round ends (move 307) every player knows Administration-4 is among p2's
 * hidden cards: in the hand, or (they cannot tell) the Copy. Determinized
 * for any viewer, it stays there: mostly in the hand. Before, the Copy
 * made Rivals forget p2's whole hand. */
static void union_card_stays_with_its_taker(void **state) {
    (void)state;
    size_t len;
    unsigned char *buf = read_repro("determinize-union-taken-card-m1-p3-c0-seed0x13000000002dc6c4.replay", &len);
    arcs_game *game = NULL;
    assert_int_equal(arcs_replay_load(buf, len, NULL, &game), ARCS_OK);
    free(buf);
    const int admin4 = 3, total = (int)arcs_history_length(game);
    char name[24];
    assert_string_equal(action_card_name(admin4, name), "Administration-4");
    int checked = 0;
    for (int upto = 306; upto >= 290; upto--) { /* the state after move `upto` */
        arcs_game *at = NULL;
        assert_int_equal(arcs_game_clone(game, &at), ARCS_OK);
        assert_int_equal(arcs_undo(at, total - 1 - upto), ARCS_OK);
        if (!((hidden_of(&at->s, 2) >> admin4) & 1u)) {
            arcs_game_free(at);
            continue;
        }
        checked++;
        for (int viewer = -1; viewer <= 1; viewer++) {
            int in_hand = 0;
            for (uint64_t seed = 1; seed <= 100; seed++) {
                arcs_game *copy = NULL;
                assert_int_equal(arcs_game_clone(at, &copy), ARCS_OK);
                assert_int_equal(arcs_determinize(copy, viewer, seed), ARCS_OK);
                if (!((hidden_of(&copy->s, 2) >> admin4) & 1u))
                    fail_msg("after move %d, viewer %d seed %d: Administration-4 left p2's hidden cards", upto, viewer,
                             (int)seed);
                in_hand += (int)((copy->s.pl[2].hand >> admin4) & 1u);
                arcs_game_free(copy);
            }
            assert_true(in_hand > 50);
        }
        arcs_game_free(at);
    }
    assert_true(checked >= 15); /* moves 290-306: p2 holds it, the Copy lies face down from 300 */
    arcs_game_free(game);
}

/* Reproduction: Guild Overseers' When Secured pending for p0. Its
 * take-from-deck choices come in card order, not the Court deck's: the
 * legal moves and the observation are the same in every world determinized
 * for p0. */
static void guild_overseers_lists_the_deck_in_card_order(void **state) {
    (void)state;
    arcs_game *game = load_repro_state("determinize-obs-changed-m2-p2-c0-seed0x22000000002f56b1-mv229.state");
    assert_int_equal(arcs_current_player(game), 0);
    const arcs_move *moves;
    size_t n;
    assert_int_equal(arcs_legal_moves_view(game, &moves, &n), ARCS_OK);
    int from_deck = 0, last = -1;
    for (size_t i = 0; i < n; i++) {
        if (!strstr(legal_text(moves, i), "take-from-deck")) continue;
        int card = moves[i].d | moves[i].e << 8;
        assert_true(card > last);
        last = card;
        from_deck++;
    }
    assert_true(from_deck >= 2);
    for (uint64_t seed = 1; seed <= 50; seed++) check_decider(game, seed, 1, "Guild Overseers");
    arcs_game_free(game);
}

/* Found by campaign_knowledge: p2 may Teach (Spreading the Faith) while the
 * action discard pile's hidden cards might all be Event cards; whether Teach
 * was offered told p2 which (it changed under determinize). Teach is offered
 * whenever the pile holds a card ("If you do": it may scrap nothing). */
static void teach_is_offered_whatever_the_hidden_discards(void **state) {
    (void)state;
    arcs_game *game = load_repro_state("teach-hidden-events-m2-p3-seed0x4b0910-mv152.state");
    int teach = 0;
    const arcs_move *moves;
    size_t n;
    assert_int_equal(arcs_legal_moves_view(game, &moves, &n), ARCS_OK);
    for (size_t i = 0; i < n; i++) teach += strstr(legal_text(moves, i), " teach ") != NULL;
    assert_int_equal(teach, 1);
    for (uint64_t seed = 1; seed <= 40; seed++) check_decider(game, seed, 1, "Teach");
    arcs_game_free(game);
}

int main(int argc, char **argv) {
    if (argc > 1) repro_dir = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(union_card_stays_with_its_taker),
        cmocka_unit_test(guild_overseers_lists_the_deck_in_card_order),
        cmocka_unit_test(teach_is_offered_whatever_the_hidden_discards),
        cmocka_unit_test(base_game_knowledge),
        cmocka_unit_test(leaders_lore_knowledge),
        cmocka_unit_test(campaign_knowledge),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
