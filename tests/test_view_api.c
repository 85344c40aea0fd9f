/* arcs_view_json and arcs_move_label_for (include/arcs/arcs.h): the view as
 * JSON text in every mode (base, Leaders & Lore, campaign Act I) with the
 * fields the web page reads, the buffer convention and every status; and a
 * move's label as each viewer may see it, never naming a card that viewer
 * cannot see (random games, bounded to a few seconds). */
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "data/tables.h"
#include "core/engine.h"

/* The JSON is parsed with json-c when it is installed (the library's
 * optional dependency). */
#if defined(__has_include)
#if __has_include(<json-c/json.h>)
#include <json-c/json.h>
#define HAVE_JSON_C 1
#endif
#endif
#ifndef HAVE_JSON_C
#define HAVE_JSON_C 0
#endif

/* A game of the mode: 0 base, 1 Leaders & Lore, 2 campaign (Act I only). */
static arcs_game *new_mode(int mode, int players, uint64_t seed, arcs_chance_mode chance) {
    int first = chance == ARCS_CHANCE_EXPLICIT ? (int)(seed % (uint64_t)players) : -1;
    if (mode == 2) return t_new_campaign_acts(players, seed, chance, first, 3, 1);
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = players;
    cfg.seed = seed;
    cfg.chance = chance;
    cfg.first_player = first;
    cfg.mode = mode == 1 ? ARCS_MODE_LEADERS_LORE : ARCS_MODE_BASE;
    /* Explicit chance: the table names the setup card (the first of the player count). */
    arcs_setup_card_data card;
    for (int i = 0; chance == ARCS_CHANCE_EXPLICIT && !cfg.setup && i < arcs_setup_card_count(); i++)
        if (arcs_setup_card_info(i, &card) == ARCS_OK && card.players == players) cfg.setup = card.name;
    arcs_game *game = NULL;
    assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
    return game;
}

/* The JSON text of viewer's view (malloc'd), measured first. */
static char *view_json(const arcs_game *game, int viewer) {
    size_t need = 0;
    assert_int_equal(arcs_view_json(game, viewer, NULL, 0, &need), ARCS_OK);
    assert_true(need > 1);
    char *buf = malloc(need);
    assert_non_null(buf);
    size_t written = 0;
    assert_int_equal(arcs_view_json(game, viewer, buf, need, &written), ARCS_OK);
    assert_int_equal(written, need);
    assert_int_equal(strlen(buf) + 1, need);
    return buf;
}

/* Random moves (seeded) from the current decision. */
static bool play_random(arcs_game *game, uint64_t *rng, int n) {
    for (int i = 0; i < n && !arcs_game_over(game); i++) {
        const arcs_move *moves;
        size_t count;
        if (arcs_legal_moves_view(game, &moves, &count) != ARCS_OK || count == 0) return false;
        *rng = *rng * 6364136223846793005ULL + 1442695040888963407ULL;
        if (arcs_apply(game, moves[(*rng >> 33) % count]) != ARCS_OK) return false;
    }
    return true;
}

#if HAVE_JSON_C
static void has_keys(json_object *o, const char *const *keys) {
    for (; *keys; keys++) {
        json_object *x = NULL;
        if (!json_object_object_get_ex(o, *keys, &x)) fail_msg("view JSON without \"%s\"", *keys);
    }
}
#endif

/* Every mode: the JSON parses and holds the fields the page reads, for every
 * seat and the spectator, at setup and after some moves. */
static void view_json_every_mode(void **state) {
    (void)state;
    for (int mode = 0; mode < 3; mode++) {
        arcs_game *game = new_mode(mode, 3, 11 + (uint64_t)mode, ARCS_CHANCE_INTERNAL);
        uint64_t rng = 5;
        for (int step = 0; step < 3; step++) {
            for (int viewer = -1; viewer < 3; viewer++) {
                char *text = view_json(game, viewer);
#if HAVE_JSON_C
                json_object *o = json_tokener_parse(text);
                if (!o) fail_msg("mode %d viewer %d: the view JSON does not parse", mode, viewer);
                static const char *const top[] = {"version", "viewer", "players", "mode", "setup_name",
                                                  "chapter", "initiative", "systems", "player", "court",
                                                  "decision", "draft", "battle", "markers", "act",
                                                  "map_centre", "action_deck_count", "lead_card", NULL};
                has_keys(o, top);
                json_object *x;
                assert_true(json_object_object_get_ex(o, "viewer", &x));
                assert_int_equal(json_object_get_int(x), viewer);
                assert_true(json_object_object_get_ex(o, "mode", &x));
                assert_int_equal(json_object_get_int(x), mode);
                assert_true(json_object_object_get_ex(o, "systems", &x));
                assert_int_equal(json_object_array_length(x), ARCS_SYSTEM_COUNT);
                static const char *const sys[] = {"in_play", "controller", "fresh", "damaged", "adjacent",
                                                  "buildings", NULL};
                has_keys(json_object_array_get_idx(x, 0), sys);
                assert_true(json_object_object_get_ex(o, "player", &x));
                assert_int_equal(json_object_array_length(x), 3);
                static const char *const pl[] = {"power", "hand_count", "hand_visible", "hand", "played",
                                                 "resources", "captives", "trophy_ships", "guild", "fate", NULL};
                static const char *const camp[] = {"slot_golem", "flagship", "flagship_board", NULL};
                for (int p = 0; p < 3; p++) {
                    json_object *y = json_object_array_get_idx(x, (size_t)p);
                    has_keys(y, pl);
                    if (mode == 2) has_keys(y, camp);
                    json_object *hand;
                    assert_true(json_object_object_get_ex(y, "hand", &hand));
                    /* A Rival's hand is a count only. */
                    if (p != viewer) assert_int_equal(json_object_array_length(hand), 0);
                }
                json_object_put(o);
#endif
                free(text);
            }
            assert_true(play_random(game, &rng, 25));
        }
        arcs_game_free(game);
    }
}

/* The buffer convention and the statuses. */
static void view_json_buffer_and_errors(void **state) {
    (void)state;
    arcs_game *game = new_mode(0, 2, 3, ARCS_CHANCE_INTERNAL);
    size_t need = 0, written = 0;
    assert_int_equal(arcs_view_json(game, 0, NULL, 0, &need), ARCS_OK);
    char *buf = malloc(need);
    assert_non_null(buf);
    assert_int_equal(arcs_view_json(game, 0, buf, need - 1, &written), ARCS_E_BUFFER_TOO_SMALL);
    assert_int_equal(written, need);
    assert_int_equal(arcs_view_json(game, 0, buf, 1, &written), ARCS_E_BUFFER_TOO_SMALL);
    assert_int_equal(written, need);
    assert_int_equal(arcs_view_json(game, 0, buf, need, &written), ARCS_OK);
    assert_int_equal(buf[need - 1], 0);
    assert_int_equal(arcs_view_json(game, 2, buf, need, &written), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_view_json(game, -2, buf, need, &written), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_view_json(NULL, 0, buf, need, &written), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_view_json(game, 0, buf, need, NULL), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_view_json(game, 0, NULL, 5, &written), ARCS_E_INVALID_ARG);
    free(buf);
    arcs_game_free(game);
}

/* Whether name stands in text as a whole name ("Event-1" not in "Event-10"). */
static bool text_names(const char *text, const char *name) {
    size_t n = strlen(name);
    if (!n) return false;
    for (const char *p = strstr(text, name); p; p = strstr(p + 1, name)) {
        char before = p > text ? p[-1] : ' ', after = p[n];
        bool word_before = (before >= 'A' && before <= 'Z') || (before >= 'a' && before <= 'z') ||
                           (before >= '0' && before <= '9');
        bool word_after = (after >= 'A' && after <= 'Z') || (after >= 'a' && after <= 'z') ||
                          (after >= '0' && after <= '9') || after == '-';
        if (!word_before && !word_after) return true;
    }
    return false;
}

/* Hidden cards for a viewer, from the engine's state and the seats' views:
 * action cards (bit per card) and card-table cards (flag per card). */
typedef struct hidden {
    uint64_t actions;
    bool cards[2048];
} hidden;

static void hidden_from(const arcs_game *game, int viewer, arcs_game_view *mine, arcs_game_view *theirs, hidden *h) {
    const game_state *g = &game->s;
    memset(h, 0, sizeof *h);
    assert_int_equal(arcs_view(game, viewer, mine), ARCS_OK);
    for (int i = 0; i < g->action_deck_len; i++) h->actions |= 1ull << g->action_deck[i];
    const uint16_t *deck = court_deck_pile(g);
    for (int i = 0; i < g->court_deck_len; i++)
        if (deck[i] < 2048) h->cards[deck[i]] = true;
    for (int p = 0; p < g->num_players; p++) {
        if (p == viewer) continue;
        const arcs_view_player *x = &mine->player[p];
        if (!x->hand_visible) h->actions |= g->pl[p].hand;
        assert_int_equal(arcs_view(game, p, theirs), ARCS_OK);
        const arcs_view_player *y = &theirs->player[p];
        if (x->played == ARCS_CARD_HIDDEN && y->played >= 0) h->actions |= 1ull << y->played;
        if (x->seize_card == ARCS_CARD_HIDDEN && y->seize_card >= 0) h->actions |= 1ull << y->seize_card;
        if (x->fate == ARCS_CARD_HIDDEN && y->fate >= 0) h->cards[y->fate] = true;
        for (int k = 0; k < ARCS_VIEW_FATES_DEALT; k++)
            if (x->fate_dealt[k] == ARCS_CARD_HIDDEN && y->fate_dealt[k] >= 0) h->cards[y->fate_dealt[k]] = true;
    }
}

/* Whether the name of card c is also the name of a card the viewer sees
 * (a name shared with a shown card is no leak). */
static bool name_shown(const arcs_game_view *v, const char *name) {
    int shown[4096], n = 0;
    for (int i = 0; i < v->court_row_count; i++) shown[n++] = v->court[i].card;
    for (int i = 0; i < v->court_discard_count; i++) shown[n++] = v->court_discard[i];
    for (int i = 0; i < v->placed_count; i++) shown[n++] = v->placed[i].card;
    for (int p = 0; p < v->players; p++) {
        const arcs_view_player *x = &v->player[p];
        for (int i = 0; i < x->guild_count; i++) shown[n++] = x->guild[i];
        for (int i = 0; i < x->play_area_count; i++) shown[n++] = x->play_area[i];
        for (int i = 0; i < x->lore_count; i++) shown[n++] = x->lore[i];
        shown[n++] = x->fate;
    }
    for (int i = 0; i < n; i++)
        if (shown[i] >= 0 && shown[i] < card_table_len && strcmp(card_table[shown[i]].name, name) == 0) return true;
    return false;
}

/* The card a move shows face up to everyone (its label may name it), or -1. */
static int revealed_action(arcs_move m) {
    switch (m.kind) {
    case ARCS_MOVE_LEAD:
    case ARCS_MOVE_SURPASS:
    case ARCS_MOVE_PIVOT:
    case ARCS_MOVE_EVENT: return m.a;
    default: return -1;
    }
}

static int revealed_card(arcs_move m) {
    if (m.kind == ARCS_MOVE_CHANCE && (m.c == CH_COURT_DRAW || m.c == CH_DRAFT_DRAW || m.c == CH_GOVERN_TOP))
        return m.a | (m.b << 8);
    return -1;
}

static long masked, choices; /* labels shown without a card, card effect choices among them (reported) */

static void check_labels(arcs_game *game, hidden *h, arcs_game_view *mine, arcs_game_view *theirs, long *checked) {
    const arcs_move *view_moves;
    size_t count;
    assert_int_equal(arcs_legal_moves_view(game, &view_moves, &count), ARCS_OK);
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    memcpy(moves, view_moves, count * sizeof *moves);
    int players = arcs_num_players(game);
    for (int viewer = -1; viewer < players; viewer++) {
        hidden_from(game, viewer, mine, theirs, h);
        for (size_t i = 0; i < count; i++) {
            arcs_move m = moves[i];
            char seen[ARCS_MOVE_LABEL_MAX], full[ARCS_MOVE_LABEL_MAX];
            size_t n = 0;
            assert_int_equal(arcs_move_label_for(game, m, viewer, seen, sizeof seen, &n), ARCS_OK);
            assert_int_equal(n, strlen(seen));
            assert_int_equal(arcs_move_label(game, m, full, sizeof full, NULL), ARCS_OK);
            if (viewer >= 0 && m.player == viewer) {
                assert_string_equal(seen, full);
                continue;
            }
            char name[24];
            for (int c = 0; c < NUM_ACTION_CARDS; c++)
                if (((h->actions >> c) & 1u) && c != revealed_action(m) && text_names(seen, action_card_name(c, name)))
                    fail_msg("viewer %d reads \"%s\" (full: \"%s\"): names the hidden %s", viewer, seen, full, name);
            for (int c = 0; c < card_table_len && c < 2048; c++)
                if (h->cards[c] && c != revealed_card(m) && text_names(seen, card_table[c].name) &&
                    !name_shown(mine, card_table[c].name))
                    fail_msg("viewer %d reads \"%s\" (full: \"%s\"): names the hidden %s", viewer, seen, full,
                             card_table[c].name);
            (*checked)++;
            if (strstr(seen, "hidden from this viewer")) choices++;
            if (strstr(seen, "hidden from this viewer") || strstr(seen, "in secret") ||
                strstr(seen, "face-down") || strstr(seen, "action card drawn") || strstr(seen, "dealt"))
                masked++;
        }
    }
}

/* Random games in every mode, internal and explicit chance: before each
 * move, every viewer's label of every legal move; a few seconds at most. */
static void label_for_never_names_a_hidden_card(void **state) {
    (void)state;
    arcs_game_view *mine = malloc(sizeof *mine), *theirs = malloc(sizeof *theirs);
    hidden *h = malloc(sizeof *h);
    assert_true(mine && theirs && h);
    long checked = 0;
    const char *env = getenv("ARCS_LABEL_GAMES");
    int games = env ? atoi(env) : 4;
    for (int k = 0; k < games; k++)
        for (int mode = 0; mode < 3; mode++)
            for (int chance = 0; chance < 2; chance++) {
                int players = 2 + (k + mode + chance) % 3;
                arcs_game *game = new_mode(mode, players, 100 + (uint64_t)(k * 7 + mode * 2 + chance),
                                           chance ? ARCS_CHANCE_EXPLICIT : ARCS_CHANCE_INTERNAL);
                uint64_t rng = (uint64_t)k * 31 + (uint64_t)mode;
                for (int ply = 0; ply < (mode == 2 ? 150 : 300) && !arcs_game_over(game); ply++) {
                    check_labels(game, h, mine, theirs, &checked);
                    if (!play_random(game, &rng, 1)) break;
                }
                arcs_game_free(game);
            }
    assert_true(checked > 1000);
    print_message("%ld labels checked, %ld shown without a card (%ld card effect choices)\n", checked, masked, choices);
    free(mine);
    free(theirs);
    free(h);
}

/* The rule's fixed forms, and the statuses. */
static void label_for_forms_and_errors(void **state) {
    (void)state;
    arcs_game *game = new_mode(0, 3, 9, ARCS_CHANCE_INTERNAL);
    arcs_move copy = {.kind = ARCS_MOVE_COPY, .player = 1, .a = 3};
    char buf[ARCS_MOVE_LABEL_MAX];
    size_t n;
    assert_int_equal(arcs_move_label_for(game, copy, 0, buf, sizeof buf, &n), ARCS_OK);
    assert_string_equal(buf, "Copy with a face-down card");
    assert_int_equal(arcs_move_label_for(game, copy, -1, buf, sizeof buf, NULL), ARCS_OK);
    assert_string_equal(buf, "Copy with a face-down card");
    assert_int_equal(arcs_move_label_for(game, copy, 1, buf, sizeof buf, NULL), ARCS_OK);
    assert_non_null(strstr(buf, "(face down)"));
    arcs_move seize = {.kind = ARCS_MOVE_SEIZE, .player = 2, .a = 3};
    assert_int_equal(arcs_move_label_for(game, seize, 0, buf, sizeof buf, NULL), ARCS_OK);
    assert_string_equal(buf, "Seize the initiative with a face-down card");
    arcs_move fate = {.kind = ARCS_MOVE_FATE, .player = 2};
    assert_int_equal(arcs_move_label_for(game, fate, 1, buf, sizeof buf, NULL), ARCS_OK);
    assert_string_equal(buf, "Keep a Fate card in secret");
    arcs_move deal = {.kind = ARCS_MOVE_CHANCE, .player = ARCS_PLAYER_CHANCE_ID, .c = CH_FATE_DRAW};
    assert_int_equal(arcs_move_label_for(game, deal, 0, buf, sizeof buf, NULL), ARCS_OK);
    assert_string_equal(buf, "Chance: a Fate card dealt");
    arcs_move draw = {.kind = ARCS_MOVE_CHANCE, .player = ARCS_PLAYER_CHANCE_ID, .a = 5, .c = CH_ACTION_DRAW};
    assert_int_equal(arcs_move_label_for(game, draw, -1, buf, sizeof buf, NULL), ARCS_OK);
    assert_string_equal(buf, "Chance: an action card drawn");
    /* A face-up play is public. */
    arcs_move lead = {.kind = ARCS_MOVE_LEAD, .player = 1, .a = 3};
    char full[ARCS_MOVE_LABEL_MAX];
    assert_int_equal(arcs_move_label(game, lead, full, sizeof full, NULL), ARCS_OK);
    assert_int_equal(arcs_move_label_for(game, lead, 0, buf, sizeof buf, NULL), ARCS_OK);
    assert_string_equal(buf, full);
    /* Buffer: too small gives the length, a truncated string. */
    assert_int_equal(arcs_move_label_for(game, copy, 0, buf, 5, &n), ARCS_E_BUFFER_TOO_SMALL);
    assert_int_equal(n, strlen("Copy with a face-down card"));
    assert_int_equal(strlen(buf), 4);
    assert_int_equal(arcs_move_label_for(game, copy, 0, NULL, 0, &n), ARCS_E_BUFFER_TOO_SMALL);
    /* Errors. */
    assert_int_equal(arcs_move_label_for(game, copy, 3, buf, sizeof buf, NULL), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_move_label_for(game, copy, -2, buf, sizeof buf, NULL), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_move_label_for(NULL, copy, 0, buf, sizeof buf, NULL), ARCS_E_INVALID_ARG);
    assert_int_equal(arcs_move_label_for(game, copy, 0, NULL, 4, NULL), ARCS_E_INVALID_ARG);
    arcs_move none = {.kind = ARCS_MOVE_NONE};
    assert_int_equal(arcs_move_label_for(game, none, 0, buf, sizeof buf, NULL), ARCS_E_INVALID_ARG);
    arcs_game_free(game);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(view_json_every_mode),
        cmocka_unit_test(view_json_buffer_and_errors),
        cmocka_unit_test(label_for_forms_and_errors),
        cmocka_unit_test(label_for_never_names_a_hidden_card),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
