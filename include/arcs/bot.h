/*
 * libarcs bots — computer players built on the public API of arcs.h.
 *
 * A bot plays one seat of a game. It sees only what that player may see: it
 * reads the legal moves of its own decision (which the player's observation
 * shows) and otherwise works on worlds made with arcs_game_copy_state and
 * arcs_determinize(copy, player, seed) (docs/wire-format.md, "Observations
 * and determinize"): two games that differ only in what the player cannot
 * know give the bot the same worlds, so it chooses the same move
 * (tests/test_bot.c `same_choice_whatever_the_hidden_cards`).
 *
 * Same conventions as arcs.h: plain C11, opaque handles, statuses, no
 * global state, no printing. One bot handle is used by one thread at a
 * time; separate bots may run on separate threads at once. A bot owns its
 * scratch games and its search tree and reuses them from one decision to
 * the next (no allocation per playout; the tree grows only when a search
 * needs more nodes than any before it).
 *
 * Policies (docs/bots.md):
 *  - ARCS_BOT_RANDOM: a uniformly random legal move (its own generator).
 *  - ARCS_BOT_EASY:   one-ply greedy: each legal move is applied in a few
 *                     determinized worlds and the result scored by the
 *                     evaluation (Power, ambition standings, Court cards,
 *                     resources, pieces, cards in hand).
 *  - ARCS_BOT_NORMAL, ARCS_BOT_HARD: single-observer information-set Monte
 *                     Carlo tree search (Cowling, Powley, Whitehouse 2012)
 *                     with the evaluation at the leaves; default budgets
 *                     about 0.2 s and 2 s of one core per decision.
 * Every mode is played: base, Leaders & Lore, the campaign (Summit deals are
 * ordinary moves: a bot proposes, accepts and rejects them).
 *
 * Cycles: where the rules let a player go round in a circle, easy, normal
 * and hard bots leave out, at an observation of their player seen at one of
 * their last 64 decisions, the moves they chose there (while others remain),
 * so a game between bots always moves on (docs/bots.md, "Cycles").
 */
#ifndef ARCS_BOT_H
#define ARCS_BOT_H

#include "arcs.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Difficulty levels. */
typedef enum arcs_bot_policy {
    ARCS_BOT_RANDOM = 0,
    ARCS_BOT_EASY = 1,
    ARCS_BOT_NORMAL = 2,
    ARCS_BOT_HARD = 3
} arcs_bot_policy;
#define ARCS_BOT_POLICY_COUNT 4

/** The version of arcs_bot_config this header describes. */
#define ARCS_BOT_CONFIG_VERSION 1

/**
 * How to create a bot (arcs_bot_new). Fill it with arcs_bot_config_init,
 * then set fields. A config of another version is ARCS_E_UNSUPPORTED.
 */
typedef struct arcs_bot_config {
    unsigned int version;     /**< ARCS_BOT_CONFIG_VERSION (set by arcs_bot_config_init) */
    arcs_bot_policy policy;   /**< the level; another number is ARCS_E_BAD_CONFIG */
    int player;               /**< the seat the bot plays, 0..3 (checked against the game
                                   at each arcs_bot_choose); another number is
                                   ARCS_E_BAD_CONFIG */
    uint64_t seed;            /**< seeds every random choice of the bot: the same seed,
                                   the same sequence of calls on games the player cannot
                                   tell apart and a playout budget give the same moves */
    uint32_t budget_playouts; /**< work per decision, when nonzero (deterministic):
                                   NORMAL/HARD: search iterations; EASY: determinized
                                   worlds each legal move is tried in; RANDOM: unused.
                                   0: the level's default (see budget_ms) */
    uint32_t budget_ms;       /**< NORMAL/HARD when budget_playouts is 0: wall-clock
                                   milliseconds per decision (0: 200 for NORMAL, 2000 for
                                   HARD); timed budgets do not reproduce. Must be at most
                                   600000 */
    uint32_t max_depth;       /**< moves a search playout may apply after the tree before it
                                   is scored (0: the level's default, 24); caps every
                                   playout, so a bot never loops (a Summit without a deal
                                   limit included). At most 100000 */
    arcs_allocator allocator; /**< for the bot and its scratch games (all three hooks, or
                                   all NULL for malloc/free) */
} arcs_bot_config;

/** Fill a config: version, the policy, player 0, seed 0, the level's default
 *  budgets (0), malloc/free. NULL is allowed (does nothing). A policy number
 *  outside arcs_bot_policy is stored as given (arcs_bot_new refuses it). */
ARCS_API void arcs_bot_config_init(arcs_bot_config *config, arcs_bot_policy policy);

typedef struct arcs_bot arcs_bot;

/**
 * Create a bot. On success *out owns a new handle (arcs_bot_free).
 * Returns ARCS_E_INVALID_ARG (NULL config/out), ARCS_E_UNSUPPORTED (config
 * version), ARCS_E_BAD_CONFIG (policy, player, budget or depth out of range,
 * an allocator with only some hooks), ARCS_E_NOMEM. On failure *out is NULL.
 */
ARCS_API arcs_status arcs_bot_new(const arcs_bot_config *config, arcs_bot **out);

/** Release a bot and its scratch games and tree. NULL is allowed. */
ARCS_API void arcs_bot_free(arcs_bot *bot);

/**
 * Choose a move for the bot's player at the game's current decision; *out
 * receives one of arcs_legal_moves(game) (apply it with arcs_apply). The
 * game is not changed (same bytes, same arcs_state_hash); the bot reads only
 * what its player may know (see the top of this header).
 * Returns ARCS_OK; ARCS_E_INVALID_ARG (NULL bot, game or out; a game of
 * fewer players than the bot's seat); ARCS_E_GAME_OVER (the game has
 * ended); ARCS_E_WRONG_PLAYER (another player or chance decides now);
 * ARCS_E_NOMEM (scratch games or tree could not grow); another status of the
 * engine should a scratch world fail (a libarcs bug: the reason in
 * arcs_bot_last_error). On error *out is unchanged.
 */
ARCS_API arcs_status arcs_bot_choose(arcs_bot *bot, const arcs_game *game, arcs_move *out);

/** The policy's name: "random", "easy", "normal", "hard" (static), or NULL
 *  for another number. */
ARCS_API const char *arcs_bot_policy_name(arcs_bot_policy policy);

/** The policy named (any case), or -1 for an unknown name or NULL. */
ARCS_API int arcs_bot_policy_from_name(const char *name);

/** What a bot has done (arcs_bot_stats). Times are wall-clock. */
typedef struct arcs_bot_stats {
    uint64_t decisions;        /**< arcs_bot_choose calls that returned ARCS_OK */
    uint64_t playouts;         /**< worlds played through, all decisions (search
                                    iterations; EASY: moves tried per world) */
    uint64_t total_ns;         /**< time spent choosing, all decisions */
    uint64_t last_playouts;    /**< the same for the latest decision */
    uint64_t last_ns;
    uint32_t tree_nodes;       /**< NORMAL/HARD: nodes of the latest search tree */
} arcs_bot_stats;

/** Fill *out. Returns ARCS_OK or ARCS_E_INVALID_ARG (NULL bot or out). */
ARCS_API arcs_status arcs_bot_get_stats(const arcs_bot *bot, arcs_bot_stats *out);

/** The reason of the most recent arcs_bot_choose on this bot that failed
 *  ("" when none has), e.g. "Player 2 decides now, not Player 1"; successful
 *  calls leave it alone. Owned by the bot, valid until its next call; NULL
 *  bot gives "". */
ARCS_API const char *arcs_bot_last_error(const arcs_bot *bot);

#ifdef __cplusplus
}
#endif

#endif /* ARCS_BOT_H */
