/* Write a bot in C (docs/guides/write-a-bot.md): the guide's snippets, whole.
 * A greedy bot (apply, score, undo), flat Monte-Carlo over determinized
 * worlds (copy_state, determinize, random_playout) and an expectimax step
 * over a chance node (explicit chance, arcs_chance_probability).
 * Build: cc -std=c11 bot.c -o bot $(pkg-config --cflags --libs libarcs) */
#include <stdio.h>
#include <arcs/arcs.h>

/* --- greedy --- */
/* The legal move after which the deciding player's Power is highest. */
static arcs_move greedy_move(arcs_game *game) {
    int me = arcs_current_player(game);
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];   /* a copy: apply and undo change the handle's own list */
    size_t n;
    arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n);
    arcs_move best = moves[0];
    int best_power = -1;
    for (size_t i = 0; i < n; i++) {
        arcs_apply(game, moves[i]);
        int power = arcs_power(game, me);
        arcs_undo(game, 1);                  /* the exact earlier state, same arcs_state_hash */
        if (power > best_power) { best = moves[i]; best_power = power; }
    }
    return best;
}
/* --- end greedy --- */

/* --- monte carlo --- */
/* Flat Monte-Carlo: for each legal move, playouts in worlds re-dealt from
 * what `me` has seen. `scratch` is a handle of the same player count. */
static arcs_move monte_carlo_move(const arcs_game *game, arcs_game *scratch, int playouts,
                                  uint64_t seed) {
    int me = arcs_current_player(game);
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n;
    arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n);
    arcs_move best = moves[0];
    int best_wins = -1;
    for (size_t i = 0; i < n; i++) {
        int wins = 0;
        for (int k = 0; k < playouts; k++) {
            arcs_game_copy_state(scratch, game);          /* one memcpy, no allocation */
            arcs_determinize(scratch, me, ++seed);        /* Rivals' hands, decks, future dice */
            arcs_apply(scratch, moves[i]);
            size_t applied;
            arcs_random_playout(scratch, ++seed, 20000, &applied);
            wins += arcs_winner(scratch) == me;
        }
        if (wins > best_wins) { best = moves[i]; best_wins = wins; }
    }
    return best;
}
/* --- end monte carlo --- */

/* --- chance --- */
/* Expectimax at a chance node: the probability-weighted mean of each
 * outcome's value, here one random playout's result in `scratch`. */
static double expected_win(arcs_game *game, arcs_game *scratch, int player, uint64_t seed) {
    arcs_move outcomes[ARCS_MAX_LEGAL_MOVES];
    size_t n;
    arcs_legal_moves(game, outcomes, ARCS_MAX_LEGAL_MOVES, &n);  /* the outcomes */
    double sum = 0;
    for (size_t i = 0; i < n; i++) {
        double p;
        arcs_chance_probability(game, outcomes[i], &p);          /* they sum to 1 */
        arcs_apply(game, outcomes[i]);
        arcs_game_copy_state(scratch, game);
        size_t applied;
        arcs_random_playout(scratch, seed + i, 20000, &applied); /* a real bot recurses here */
        sum += p * (arcs_winner(scratch) == player);
        arcs_undo(game, 1);
    }
    return sum;
}
/* --- end chance --- */

int main(void) {
    arcs_config cfg;
    arcs_config_init(&cfg);
    cfg.players = 3;
    cfg.seed = 7;
    arcs_game *game, *scratch;
    if (arcs_game_new(&cfg, &game) != ARCS_OK) return 1;
    cfg.history = ARCS_HISTORY_MOVES;        /* scratch handles never undo */
    if (arcs_game_new(&cfg, &scratch) != ARCS_OK) return 1;

    char label[ARCS_MOVE_LABEL_MAX];
    uint64_t before = arcs_state_hash(game);
    arcs_move move = greedy_move(game);
    if (arcs_state_hash(game) != before) return 1;
    arcs_move_label(game, move, label, sizeof label, NULL);
    printf("greedy: %s\n", label);
    move = monte_carlo_move(game, scratch, 2, 1);
    arcs_move_label(game, move, label, sizeof label, NULL);
    printf("monte carlo: %s\n", label);
    arcs_game_free(scratch);
    arcs_game_free(game);

    /* --- explicit chance --- */
    arcs_config_init(&cfg);
    cfg.players = 2;
    cfg.setup = "2p Frontiers";              /* explicit chance: a named setup card ... */
    cfg.first_player = 0;                    /* ... and the first player */
    cfg.chance = ARCS_CHANCE_EXPLICIT;
    if (arcs_game_new(&cfg, &game) != ARCS_OK) return 1;
    cfg.history = ARCS_HISTORY_MOVES;
    if (arcs_game_new(&cfg, &scratch) != ARCS_OK) return 1;
    int rolls = 0;
    uint64_t pick = 3;
    while (!arcs_game_over(game) && rolls < 3) {
        const arcs_move *moves;
        size_t n;
        arcs_legal_moves_view(game, &moves, &n);
        if (arcs_current_player(game) == ARCS_PLAYER_CHANCE && moves[0].c == 1) {  /* a die */
            printf("a die of %zu faces: Player 1 wins %.2f of the playouts\n", n,
                   expected_win(game, scratch, 0, pick));
            rolls++;
            arcs_legal_moves_view(game, &moves, &n);   /* apply and undo changed the list */
        }
        pick = pick * 6364136223846793005u + 1442695040888963407u;
        arcs_apply(game, moves[(pick >> 33) % n]);
    }
    arcs_game_free(scratch);
    arcs_game_free(game);
    /* --- end explicit chance --- */
    return 0;
}
