/* Property tests: many seeded random games for 2, 3 and 4 players, checking
 * after every move that
 *   - pieces, resources and cards are conserved (state_invariants_ok),
 *   - every enumerated move applies (on a scratch copy),
 *   - sampled non-enumerated moves are rejected with the game unchanged,
 *   - undo restores the exact previous state,
 * and that every game reaches a winner.
 *
 * Every base Court card is exercised in games where it is dealt at setup
 * (random_games_exercise_every_court_card), with a count of its effects.
 *
 * ARCS_PROPERTY_GAMES (environment) overrides the number of games per player
 * count (default 340, so 1,020 games in all). */
#include "support.h"

#include "data/tables.h"
#include "cards/hooks.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t next(uint64_t *x) {
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

static bool listed(const arcs_move *moves, size_t n, arcs_move m) {
    for (size_t i = 0; i < n; i++)
        if (memcmp(&moves[i], &m, sizeof m) == 0) return true;
    return false;
}

/* A move that is not in the list: a random mutation of a listed one, or noise. */
static arcs_move mutant(const arcs_move *moves, size_t n, uint64_t *rng) {
    arcs_move m = moves[next(rng) % n];
    switch (next(rng) % 6) {
    case 0: m.a = (uint8_t)(m.a + 1 + next(rng) % 40); break;
    case 1: m.b = (uint8_t)next(rng); break;
    case 2: m.kind = (uint8_t)(next(rng) % (ARCS_MOVE_KIND_COUNT + 3)); break;
    case 3: m.player = (uint8_t)((m.player + 1 + next(rng) % 3) % 4); break;
    case 4: m.reserved[0] = 1; break;
    default: {
        uint64_t r = next(rng);
        memcpy(&m, &r, sizeof m);
    }
    }
    return m;
}

static int games_per_count(void) {
    const char *env = getenv("ARCS_PROPERTY_GAMES");
    int n = env ? atoi(env) : 340;
    return n > 0 ? n : 340;
}

/* Effects of the base Court cards seen in random games. lib/cards logs a
 * line "<Card name>: ..." whenever it applies a card effect; each card's
 * effects are recognised by a fragment of that line (EFFECTS), and
 * check_cards() counts the modifiers that show only in the legal moves
 * (the fragments "#dice" and "#guard"). */
#define EFFECTS_MAX 3
static const char *const EFFECTS[32][EFFECTS_MAX] = {
    [1] = {"as Material", "keeps it"},
    [2] = {"manufacture instead", "take up to"},
    [3] = {"after scoring", "to steal Material"},
    [4] = {"places it beside", "the round ends"},
    [5] = {"places it beside", "the round ends"},
    [6] = {"after scoring", "to steal Fuel"},
    [7] = {"as Fuel", "keeps it"},
    [8] = {"#dice", "place a ship in each gate"},
    [9] = {"synthesize instead", "take up to"},
    [10] = {"places it beside", "the round ends"},
    [11] = {"places it beside", "the round ends"},
    [12] = {"pressgang instead", "execute instead", "places 3 ships in"},
    [13] = {"rerolls", "places 3 ships in"},
    [14] = {"abducts", "places 3 ships in"},
    [15] = {"as Weapon", "keeps it", "places 3 ships in"},
    [16] = {"seizes the initiative"},
    [17] = {"swap", "draws"},
    [18] = {"without placing the zero marker"},
    [19] = {"as Psionic", "keeps it"},
    [20] = {"steals"},
    [21] = {"as Relic", "keeps it"},
    [22] = {"#guard", "buried"},
    [23] = {"trade instead", "to gain 1 Material"},
    [24] = {"to gain a Relic"},
    [25] = {"declares"},
    [26] = {"chooses cluster"},
    [27] = {"declares"},
    [28] = {"every player Provokes Outrage"},
    [29] = {"returns", "shuffled into"},
    [30] = {"steals", "shuffled into"},
    [31] = {"draws the bottom card"},
};

typedef struct card_counts {
    int n[32][EFFECTS_MAX]; /* by BC number and effect */
} card_counts;

static int bc_number(int card) {
    const char *id = card_table[card].id;
    return strncmp(id, "ARCS-BC", 7) == 0 ? atoi(id + 7) : 0;
}

static void count_effect(card_counts *cc, int bc, const char *what) {
    for (int k = 0; k < EFFECTS_MAX; k++)
        if (EFFECTS[bc][k] && strstr(what, EFFECTS[bc][k])) cc->n[bc][k]++;
}

static void count_card_effects(void *ud, const char *line) {
    card_counts *cc = ud;
    for (int bc = 1; bc <= 31; bc++) {
        char id[16];
        snprintf(id, sizeof id, "ARCS-BC%02d", bc);
        const char *name = card_table[card_index(id)].name;
        size_t n = strlen(name);
        if (strncmp(line, name, n) == 0 && line[n] == ':') count_effect(cc, bc, line + n);
    }
}

static bool holds_bc(const game_state *g, int p, int bc) {
    for (int i = 0; i < g->pl[p].guild_count; i++)
        if (bc_number(g->pl[p].guild[i]) == bc) return true;
    return false;
}

/* Card modifiers visible in the legal moves: Sworn Guardians (BC22) leaves
 * only itself stealable in a raid; Gatekeepers (BC08) offers 2 more dice in
 * a gate. Counted when they make a difference. */
static void check_cards(arcs_game *game, const arcs_move *moves, size_t n, card_counts *cc) {
    const game_state *g = &game->s;
    const frame *f = top_frame_c(g);
    if (!f || !cc) return;
    const battle_state *b = &g->battle;
    if (f->kind == FR_BATTLE_RAID && holds_bc(g, b->defender, 22)) {
        const player_state *d = &g->pl[b->defender];
        for (size_t i = 0; i < n; i++)
            if (moves[i].kind == ARCS_MOVE_RAID) {
                if (moves[i].a != 1 || bc_number(d->guild[moves[i].b]) != 22)
                    fail_msg("a raid steals from a Sworn Guardians holder");
            }
        bool other = false;
        for (int s = 0; s < RES_SLOTS; s++) other |= d->res[s] != RES_EMPTY;
        other |= d->guild_count > 1;
        if (other) count_effect(cc, 22, "#guard");
    }
    /* Card steals (steps named "steal..."): never from a Sworn Guardians
     * holder but Sworn Guardians itself. */
    if (f->kind == FR_TURN || f->kind == FR_CARD) {
        int guarded = -1;
        for (size_t i = 0; i < n; i++) {
            const char *cardname, *step, *args;
            if (moves[i].kind != ARCS_MOVE_CARD ||
                !card_move_form(card_move_card(moves[i]), moves[i].c, &cardname, &step, &args))
                continue;
            if (strncmp(step, "steal", 5) != 0) continue;
            int q = moves[i].d;
            for (int p = 0; p < g->num_players; p++)
                if (p != moves[i].player && holds_bc(g, p, 22)) guarded = p;
            if (!holds_bc(g, q, 22)) continue;
            bool card_steal = strcmp(args, "pK") == 0;
            if (!card_steal || bc_number(card_move_card_arg(moves[i])) != 22)
                fail_msg("a card steals from a Sworn Guardians holder");
        }
        if (guarded >= 0) {
            const player_state *d = &g->pl[guarded];
            bool other = d->guild_count > 1;
            for (int s = 0; s < RES_SLOTS; s++) other |= d->res[s] != RES_EMPTY;
            if (other) count_effect(cc, 22, "#guard");
        }
    }
    if (f->kind == FR_BATTLE_DICE && holds_bc(g, b->attacker, 8) && sys_is_gate(b->system)) {
        int ships = g->sys[b->system].fresh[b->attacker] + g->sys[b->system].damaged[b->attacker];
        for (int t = 0; t < f->a; t++) ships -= b->dice[t];
        for (size_t i = 0; i < n; i++)
            if (moves[i].kind == ARCS_MOVE_DICE && moves[i].b > ships) {
                count_effect(cc, 8, "#dice");
                break;
            }
    }
}

/* How random games choose among the legal moves. */
enum {
    PLAY_UNIFORM,     /* any legal move, uniformly */
    PLAY_CARDS,       /* a card move half of the time when there is one */
    PLAY_KEEP_CARDS   /* the same, but no Prelude ability of a card in the
                         turn (they often discard the card): new actions and
                         the cards' own decisions only */
};

static bool pickable(const arcs_game *game, arcs_move m, int mode) {
    if (m.kind != ARCS_MOVE_CARD) return false;
    if (mode == PLAY_KEEP_CARDS && top_frame_c(&game->s)->kind == FR_TURN) return cards_is_new_action(m);
    return true;
}

/* Play one game to the end with random legal moves, checking every property
 * after every move. */
static void play_game(arcs_game *game, arcs_game *scratch, uint64_t seed, int mode, card_counts *cc) {
    uint64_t rng = seed * 0x9E3779B97F4A7C15ull | 1;
    int moves_played = 0;
    t_assert_invariants(game);
    while (!arcs_game_over(game)) {
        arcs_move moves[ARCS_MAX_LEGAL_MOVES];
        size_t n = 0;
        assert_int_equal(arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n), ARCS_OK);
        if (n == 0) fail_msg("seed %llu: no legal moves and game not over", (unsigned long long)seed);
        int decider = arcs_current_player(game);
        for (size_t i = 0; i < n; i++) {
            if (decider >= 0) assert_int_equal(moves[i].player, decider);
        }
        check_cards(game, moves, n, cc);
        uint64_t before = arcs_state_hash(game);
        /* Every enumerated move applies (checked on a copy, a few per decision). */
        for (int k = 0; k < 3; k++) {
            size_t i = next(&rng) % n;
            assert_int_equal(arcs_game_copy_state(scratch, game), ARCS_OK);
            arcs_status st = arcs_apply(scratch, moves[i]);
            if (st != ARCS_OK) {
                char text[64];
                arcs_move_to_str(moves[i], text, sizeof text, NULL);
                fail_msg("seed %llu: listed move '%s' rejected: %s", (unsigned long long)seed, text,
                         arcs_status_str(st));
            }
            char why[256];
            if (!state_invariants_ok(&scratch->s, why, sizeof why)) {
                char text[64];
                arcs_move_to_str(moves[i], text, sizeof text, NULL);
                fail_msg("seed %llu move %d after '%s': %s", (unsigned long long)seed, moves_played, text, why);
            }
        }
        /* Non-enumerated moves are rejected and change nothing. */
        for (int k = 0; k < 2; k++) {
            arcs_move m = mutant(moves, n, &rng);
            if (listed(moves, n, m)) continue;
            assert_int_not_equal(arcs_apply(game, m), ARCS_OK);
            assert_true(arcs_state_hash(game) == before);
        }
        arcs_move chosen = moves[next(&rng) % n];
        if (mode == PLAY_KEEP_CARDS && top_frame_c(&game->s)->kind == FR_TURN && chosen.kind == ARCS_MOVE_CARD &&
            !cards_is_new_action(chosen))
            chosen = moves[n - 1]; /* end the turn rather than use the card */
        if (mode != PLAY_UNIFORM && next(&rng) % 2 == 0) {
            size_t cards[ARCS_MAX_LEGAL_MOVES], nc = 0;
            for (size_t i = 0; i < n; i++)
                if (pickable(game, moves[i], mode)) cards[nc++] = i;
            if (nc) chosen = moves[cards[next(&rng) % nc]];
        }
        assert_int_equal(arcs_apply(game, chosen), ARCS_OK);
        moves_played++;
        char why[256];
        if (!state_invariants_ok(&game->s, why, sizeof why)) {
            char text[64];
            arcs_move_to_str(chosen, text, sizeof text, NULL);
            fail_msg("seed %llu move %d after '%s': %s", (unsigned long long)seed, moves_played, text, why);
        }
        /* Undo restores the exact previous state; redo gives the same state. */
        if (next(&rng) % 8 == 0) {
            uint64_t after = arcs_state_hash(game);
            assert_int_equal(arcs_undo(game, 1), ARCS_OK);
            assert_true(arcs_state_hash(game) == before);
            assert_int_equal(arcs_apply(game, chosen), ARCS_OK);
            assert_true(arcs_state_hash(game) == after);
        }
        if (moves_played > 200000) fail_msg("seed %llu: game does not end", (unsigned long long)seed);
    }
    int w = arcs_winner(game);
    int players = arcs_num_players(game);
    assert_true(w >= 0 && w < players);
    /* The winner has the most Power. */
    for (int p = 0; p < players; p++) assert_true(arcs_power(game, p) <= arcs_power(game, w));
}

static void play_random_games(int players, int games) {
    arcs_game *scratch = t_new_game(players, 1, NULL);
    for (int gi = 0; gi < games; gi++) {
        uint64_t seed = (uint64_t)players * 1000003u + (uint64_t)gi;
        arcs_game *game = t_new_game(players, seed, NULL);
        play_game(game, scratch, seed, PLAY_UNIFORM, NULL);
        /* Undo all the way back to setup works. */
        if (gi % 50 == 0) {
            arcs_game *fresh = t_new_game(players, seed, NULL);
            assert_int_equal(arcs_undo(game, (unsigned)arcs_history_length(game)), ARCS_OK);
            assert_true(arcs_state_hash(game) == arcs_state_hash(fresh));
            arcs_game_free(fresh);
        }
        arcs_game_free(game);
    }
    arcs_game_free(scratch);
}

/* Move a Court card from the deck or the row to player p's Guild cards
 * (Guild cards) or to the first row place (Vox cards, or p < 0). */
static void deal_court_card(game_state *g, int c, int p) {
    int pos = p == -2 ? 1 : 0; /* p < 0: row place 0 (-1) or 1 (-2) */
    for (int i = 0; i < g->court_deck_len; i++)
        if (court_deck_pile(g)[i] == c) {
            memmove(&court_deck_pile(g)[i], &court_deck_pile(g)[i + 1], (size_t)(g->court_deck_len - i - 1) * 2);
            court_deck_pile(g)[--g->court_deck_len] = 0;
            break;
        }
    for (int i = 0; i < g->court_row_len; i++)
        if (g->court_row[i] == c) {
            if (p < 0) return; /* already in the row */
            court_refill(g, i);
        }
    if (p >= 0) {
        g->pl[p].guild[g->pl[p].guild_count++] = (uint16_t)c;
    } else if (g->court_row[pos] == NO_COURT_CARD) {
        /* The row is not drawn yet (explicit chance): back on the deck. */
        court_deck_pile(g)[g->court_deck_len++] = (uint16_t)c;
    } else {
        court_deck_pile(g)[g->court_deck_len++] = g->court_row[pos];
        g->court_row[pos] = (uint16_t)c;
    }
}

static void give_token(game_state *g, int p, int slot, int r) {
    if (g->pl[p].res[slot] == RES_EMPTY && g->res_supply[r]) {
        g->res_supply[r]--;
        g->pl[p].res[slot] = (uint8_t)(1 + r);
    }
}

/* Help a dealt card's effects happen: the holder gets a Weapon (Weapon
 * icons for Abduct and Skirmishers) and two Captives (Pressgang, Execute),
 * the next player a Material and a Fuel (something to steal); a Loyal
 * guild's game has Outrage Spreads in the Court row, with an agent of the
 * holder on it and a Relic to secure it. */
static void boost(game_state *g, int bc, int holder) {
    give_token(g, holder, 1, ARCS_WEAPON);
    int victim = (holder + 1) % g->num_players;
    give_token(g, victim, 0, ARCS_MATERIAL);
    give_token(g, victim, 1, ARCS_FUEL);
    capture_agent(g, holder, victim);
    capture_agent(g, holder, victim);
    if ((bc == 1 || bc == 7 || bc == 15 || bc == 19 || bc == 21) && !chance_explicit(g)) {
        int os = card_index("ARCS-BC28");
        bool in_row = false;
        for (int i = 0; i < g->court_row_len; i++) in_row |= g->court_row[i] == os;
        if (!in_row) deal_court_card(g, os, -2);
        for (int i = 0; i < g->court_row_len; i++)
            if (g->court_row[i] == os && g->pl[holder].agents_supply) {
                g->pl[holder].agents_supply--;
                g->court_agents[i][holder]++;
            }
        give_token(g, holder, 0, ARCS_RELIC);
    }
}

/* Each of the 31 base Court cards is dealt at setup into a player's Guild
 * cards or into the Court row (Vox cards always into the row) of several
 * random games, played with a bias for card moves; every property holds
 * after every move, and every effect of every card (EFFECTS) is applied at
 * least once. */
static void random_games_exercise_every_court_card(void **state) {
    (void)state;
    const int per_card = 24;
    card_counts cc;
    memset(&cc, 0, sizeof cc);
    for (int bc = 1; bc <= 31; bc++) {
        char id[16];
        snprintf(id, sizeof id, "ARCS-BC%02d", bc);
        int c = card_index(id);
        for (int k = 0; k < per_card; k++) {
            int players = 2 + (bc + k) % 3;
            uint64_t seed = 7000000u + (uint64_t)bc * 100u + (uint64_t)k;
            bool vox = card_table[c].kind == CK_VOX;
            int holder = k % players;
            /* Some games with a held Guild card run in explicit-chance mode
             * (every die and hidden draw a random chance decision). */
            bool explicit_chance = !vox && k % 4 == 1;
            static const char *const SETUPS[3] = {"2p Mix Up 1", "3p Mix Up", "4p Mix Up 1"};
            arcs_config cfg;
            arcs_config_init(&cfg);
            cfg.players = players;
            cfg.seed = seed;
            cfg.log = count_card_effects;
            cfg.log_ud = &cc;
            if (explicit_chance) {
                cfg.chance = ARCS_CHANCE_EXPLICIT;
                cfg.setup = SETUPS[players - 2];
                cfg.first_player = (int)(seed % (uint64_t)players);
            }
            arcs_game *game = NULL;
            assert_int_equal(arcs_game_new(&cfg, &game), ARCS_OK);
            arcs_game *scratch = t_new_game(players, 1, NULL);
            deal_court_card(&game->s, c, vox || k % 4 == 3 ? -1 : holder);
            if (k % 2) boost(&game->s, bc, holder);
            game->hist_len = 0;
            game_bump(game);
            play_game(game, scratch, seed, k % 2 ? PLAY_KEEP_CARDS : PLAY_CARDS, &cc);
            arcs_game_free(scratch);
            arcs_game_free(game);
        }
    }
    int missing = 0;
    for (int bc = 1; bc <= 31; bc++) {
        char id[16];
        snprintf(id, sizeof id, "ARCS-BC%02d", bc);
        char line[200];
        int len = snprintf(line, sizeof line, "%-20s", card_table[card_index(id)].name);
        for (int k = 0; k < EFFECTS_MAX && EFFECTS[bc][k]; k++) {
            len += snprintf(line + len, sizeof line - (size_t)len, " %s: %d;", EFFECTS[bc][k], cc.n[bc][k]);
            if (cc.n[bc][k] == 0) missing++;
        }
        print_message("%s\n", line);
    }
    assert_int_equal(missing, 0);
}

static void random_games_2p(void **state) {
    (void)state;
    play_random_games(2, games_per_count());
}

static void random_games_3p(void **state) {
    (void)state;
    play_random_games(3, games_per_count());
}

static void random_games_4p(void **state) {
    (void)state;
    play_random_games(4, games_per_count());
}

static void same_seed_same_game(void **state) {
    (void)state;
    for (int players = 2; players <= 4; players++) {
        arcs_game *a = t_new_game(players, 99, NULL), *b = t_new_game(players, 99, NULL);
        uint64_t r1 = 5, r2 = 5;
        for (int i = 0; i < 400 && !arcs_game_over(a); i++) {
            t_random_move(a, &r1);
            t_random_move(b, &r2);
            assert_true(arcs_state_hash(a) == arcs_state_hash(b));
        }
        arcs_game_free(a);
        arcs_game_free(b);
    }
}

static void clone_is_independent(void **state) {
    (void)state;
    arcs_game *a = t_new_game(3, 12, NULL);
    uint64_t r = 3;
    for (int i = 0; i < 50; i++) t_random_move(a, &r);
    arcs_game *b = NULL;
    assert_int_equal(arcs_game_clone(a, &b), ARCS_OK);
    assert_true(arcs_state_hash(a) == arcs_state_hash(b));
    assert_int_equal(arcs_history_length(a), arcs_history_length(b));
    uint64_t ha = arcs_state_hash(a);
    uint64_t r2 = 77;
    for (int i = 0; i < 30 && !arcs_game_over(b); i++) t_random_move(b, &r2);
    assert_true(arcs_state_hash(a) == ha);
    assert_int_equal(arcs_undo(b, (unsigned)arcs_history_length(b) - 50), ARCS_OK);
    assert_true(arcs_state_hash(b) == ha);
    assert_int_equal(arcs_undo(b, 100000), ARCS_E_NO_HISTORY);
    assert_true(arcs_state_hash(b) == ha);
    arcs_game_free(a);
    arcs_game_free(b);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(same_seed_same_game),
        cmocka_unit_test(clone_is_independent),
        cmocka_unit_test(random_games_2p),
        cmocka_unit_test(random_games_3p),
        cmocka_unit_test(random_games_4p),
        cmocka_unit_test(random_games_exercise_every_court_card),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
