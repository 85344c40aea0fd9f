/*
 * libarcs — the rules engine of the board game Arcs.
 *
 * This is the only public header. Everything here is plain C11 with opaque
 * handles; no function prints, exits or aborts on caller input, and no
 * function touches global state, so separate handles may be used on separate
 * threads without locking. One handle must not be used by two threads at the
 * same time, not even for reading (arcs_legal_moves caches its result in the
 * handle).
 *
 * The model
 * ---------
 * A game is a sequence of decisions. At every point the engine names who
 * decides (arcs_current_player) and enumerates every legal move
 * (arcs_legal_moves). A move is a small value (arcs_move, 8 bytes) with a
 * stable text form (arcs_move_to_str / arcs_move_from_str). arcs_apply
 * checks a move, applies it and runs the rules forward to the next decision;
 * arcs_undo steps back. Where the rules leave a choice to a player, that
 * choice is a move, even when one answer looks obviously best.
 *
 * Players are numbered 0..players-1 in clockwise seating order. Seat 1 of
 * the setup card (the player who holds initiative at setup) is chosen by the
 * game's seeded generator.
 *
 * Statuses
 * --------
 * Every fallible call returns an arcs_status. On any status other than
 * ARCS_OK the game handle is left exactly as it was (same bytes, same hash).
 * arcs_status_str gives a static English message for each status.
 */
#ifndef ARCS_ARCS_H
#define ARCS_ARCS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32) && defined(ARCS_BUILDING_DLL)
#define ARCS_API __declspec(dllexport)
#elif defined(__GNUC__)
#define ARCS_API __attribute__((visibility("default")))
#else
#define ARCS_API
#endif

/** Library version, as a string "MAJOR.MINOR.PATCH". */
#define ARCS_VERSION_STRING "0.1.0"
#define ARCS_VERSION_MAJOR 0
#define ARCS_VERSION_MINOR 1
#define ARCS_VERSION_PATCH 0

/* ------------------------------------------------------------------------ */
/* Statuses                                                                   */
/* ------------------------------------------------------------------------ */

typedef enum arcs_status {
    ARCS_OK = 0,
    ARCS_E_INVALID_ARG = 1,     /**< NULL pointer, out-of-range number or id */
    ARCS_E_BAD_CONFIG = 2,      /**< config rejected (player count, setup name, mode) */
    ARCS_E_ILLEGAL_MOVE = 3,    /**< the move is not among the legal moves now */
    ARCS_E_WRONG_PLAYER = 4,    /**< the move names a player who is not deciding now */
    ARCS_E_GAME_OVER = 5,       /**< the game has ended; no move applies */
    ARCS_E_NO_HISTORY = 6,      /**< undo asked to go back further than the start, or
                                     the handle keeps no undo history (ARCS_HISTORY_MOVES) */
    ARCS_E_BUFFER_TOO_SMALL = 7,/**< the caller's buffer cannot hold the result */
    ARCS_E_PARSE = 8,           /**< text that is not a move in arcs_move_to_str form */
    ARCS_E_NOMEM = 9,           /**< the allocator returned NULL */
    ARCS_E_CORRUPT = 10,        /**< a serialized buffer failed validation */
    ARCS_E_VERSION = 11,        /**< a serialized buffer has an unknown schema version */
    ARCS_E_UNSUPPORTED = 12,    /**< a feature this build or mode does not provide */
    ARCS_E_INTERNAL = 13        /**< the engine passed one of its own limits (e.g. the
                                     depth of its decision stack): a libarcs bug. The
                                     move is undone when the handle keeps states
                                     (ARCS_HISTORY_FULL); otherwise the handle refuses
                                     further moves with this status */
} arcs_status;

/** A static, NUL-terminated English message for a status (never NULL). */
ARCS_API const char *arcs_status_str(arcs_status status);

/** The library version string, e.g. "0.1.0". */
ARCS_API const char *arcs_version(void);

/* ------------------------------------------------------------------------ */
/* Game vocabulary (rulebook terms)                                           */
/* ------------------------------------------------------------------------ */

/** Resource types and Guild-card suits, in player-board Outrage order. */
typedef enum arcs_resource {
    ARCS_MATERIAL = 0,
    ARCS_FUEL = 1,
    ARCS_WEAPON = 2,
    ARCS_RELIC = 3,
    ARCS_PSIONIC = 4,
    ARCS_RESOURCE_COUNT = 5
} arcs_resource;

/** Action-card suits. */
typedef enum arcs_suit {
    ARCS_ADMINISTRATION = 0,
    ARCS_AGGRESSION = 1,
    ARCS_CONSTRUCTION = 2,
    ARCS_MOBILIZATION = 3,
    ARCS_SUIT_COUNT = 4
} arcs_suit;

/** Ambitions, in the order of their boxes on the map (card numbers 2..6). */
typedef enum arcs_ambition {
    ARCS_TYCOON = 0,
    ARCS_TYRANT = 1,
    ARCS_WARLORD = 2,
    ARCS_KEEPER = 3,
    ARCS_EMPATH = 4,
    ARCS_AMBITION_COUNT = 5
} arcs_ambition;

/** Standard actions (Base rulebook, "Standard Actions"). */
typedef enum arcs_action {
    ARCS_ACT_TAX = 0,
    ARCS_ACT_BUILD = 1,
    ARCS_ACT_MOVE = 2,
    ARCS_ACT_REPAIR = 3,
    ARCS_ACT_INFLUENCE = 4,
    ARCS_ACT_SECURE = 5,
    ARCS_ACT_BATTLE = 6,
    ARCS_ACTION_COUNT = 7
} arcs_action;

/*
 * Systems are numbered 0..23: system = (cluster - 1) * 4 + kind, where kind
 * 0 is the gate and 1, 2, 3 the arrow, crescent and hex planets.
 * Text form: "3-gate", "2-hex", "5-crescent", "1-arrow".
 */
#define ARCS_SYSTEM_COUNT 24

/** Action cards are numbered 0..27: card = suit * 7 + (number - 1). */
#define ARCS_ACTION_CARD_COUNT 28

/* ------------------------------------------------------------------------ */
/* Configuration and lifetime                                                 */
/* ------------------------------------------------------------------------ */

typedef enum arcs_mode {
    ARCS_MODE_BASE = 0,          /**< base game */
    ARCS_MODE_LEADERS_LORE = 1,  /**< Leaders & Lore (not yet available) */
    ARCS_MODE_CAMPAIGN = 2       /**< Blighted Reach campaign, Act I (incomplete: needs
                                      arcs_config.allow_incomplete; see docs/rules-coverage.md) */
} arcs_mode;

/** Optional allocator hooks (all three set, or all NULL for malloc/free). */
typedef struct arcs_allocator {
    void *(*alloc)(void *ud, size_t size);
    void *(*realloc)(void *ud, void *ptr, size_t old_size, size_t new_size);
    void (*free)(void *ud, void *ptr, size_t size);
    void *ud;
} arcs_allocator;

/**
 * Log sink. When set, the engine reports notable events as single readable
 * lines (scoring, dice, choices the engine took because only one option
 * existed). The line is only valid during the call. The engine never prints.
 */
typedef void (*arcs_log_fn)(void *ud, const char *line);

/**
 * Where chance comes from.
 * ARCS_CHANCE_INTERNAL: the game's seeded generator rolls dice, shuffles and
 *   draws (the default).
 * ARCS_CHANCE_EXPLICIT: every die roll and every card drawn from a shuffled
 *   pile is a decision of ARCS_PLAYER_CHANCE whose legal moves
 *   (ARCS_MOVE_CHANCE) are the possible outcomes, all equally likely (see
 *   arcs_chance_probability). For search bots (expectimax) and for tables
 *   playing with real dice and cards. The setup card and the first player are
 *   then taken from the config (setup must be named, first_player >= 0).
 */
typedef enum arcs_chance_mode {
    ARCS_CHANCE_INTERNAL = 0,
    ARCS_CHANCE_EXPLICIT = 1
} arcs_chance_mode;

/**
 * What a handle remembers of the moves applied to it.
 * ARCS_HISTORY_FULL (default): the state before every move, so arcs_undo can
 *   go back to any earlier point (costs one state copy, about 1.5 KB, per move).
 * ARCS_HISTORY_MOVES: only the moves (arcs_history_move, replays); arcs_undo
 *   returns ARCS_E_NO_HISTORY. For playouts that clone instead of undoing.
 */
typedef enum arcs_history_mode {
    ARCS_HISTORY_FULL = 0,
    ARCS_HISTORY_MOVES = 1
} arcs_history_mode;

typedef struct arcs_config {
    int players;          /**< 2, 3 or 4 */
    const char *setup;    /**< setup-card name or id (see arcs_setup_name), or
                               NULL / "random" for a seeded random card of the
                               right player count */
    uint64_t seed;        /**< seeds every random choice of the game */
    arcs_mode mode;       /**< ARCS_MODE_BASE */
    arcs_chance_mode chance; /**< ARCS_CHANCE_INTERNAL (default) or ARCS_CHANCE_EXPLICIT */
    int first_player;     /**< the player who starts with the initiative marker,
                               or -1 (default) for a seeded random player */
    arcs_history_mode history; /**< ARCS_HISTORY_FULL (default) or ARCS_HISTORY_MOVES */
    arcs_allocator allocator;
    arcs_log_fn log;      /**< optional; see arcs_log_fn */
    void *log_ud;
    int allow_incomplete; /**< nonzero: accept a mode whose rules are not yet
                               complete (ARCS_MODE_CAMPAIGN: Act I without
                               Events, the Council, Summits, Fate effects and
                               lore effects); 0 (default): such a mode is
                               ARCS_E_UNSUPPORTED */
} arcs_config;

/** Fill a config with defaults: 4 players, random setup, seed 0, base mode,
 *  internal chance, random first player. */
ARCS_API void arcs_config_init(arcs_config *config);

typedef struct arcs_game arcs_game;

/**
 * Create a game from a config and run setup (Base rulebook, "Setup").
 * On success *out owns a new handle, to be released with arcs_game_free.
 * Returns ARCS_E_INVALID_ARG (NULL config/out), ARCS_E_BAD_CONFIG (players
 * outside 2..4, unknown setup name, setup card for another player count),
 * ARCS_E_UNSUPPORTED (a mode this build does not provide), ARCS_E_NOMEM.
 */
ARCS_API arcs_status arcs_game_new(const arcs_config *config, arcs_game **out);

/** Release a handle and everything it owns. NULL is allowed. */
ARCS_API void arcs_game_free(arcs_game *game);

/**
 * Copy a game, history included. The copy shares nothing with the original.
 * Returns ARCS_E_INVALID_ARG or ARCS_E_NOMEM.
 */
ARCS_API arcs_status arcs_game_clone(const arcs_game *game, arcs_game **out);

/**
 * Copy the current state of src into dst without reallocating (both handles
 * must exist and have the same player count); dst's history is cleared. This
 * is the cheap clone search bots want: one memcpy of the plain state.
 * Returns ARCS_E_INVALID_ARG.
 */
ARCS_API arcs_status arcs_game_copy_state(arcs_game *dst, const arcs_game *src);

/* ------------------------------------------------------------------------ */
/* Moves                                                                      */
/* ------------------------------------------------------------------------ */

/**
 * Move kinds. The meaning of the arguments a..d is given for each kind;
 * arcs_move_to_str shows the same in words.
 */
typedef enum arcs_move_kind {
    ARCS_MOVE_NONE = 0,
    /* Rounds and turns (Base rulebook, "Playing a Chapter") */
    ARCS_MOVE_LEAD = 1,         /**< a = action card: play it as the lead card */
    ARCS_MOVE_PASS = 2,         /**< pass the initiative */
    ARCS_MOVE_SURPASS = 3,      /**< a = action card, face up, lead suit, higher */
    ARCS_MOVE_COPY = 4,         /**< a = action card, played face down */
    ARCS_MOVE_PIVOT = 5,        /**< a = action card, face up, another suit */
    ARCS_MOVE_DECLARE = 6,      /**< a = ambition to declare */
    ARCS_MOVE_NO_DECLARE = 7,   /**< do not declare an ambition */
    ARCS_MOVE_SEIZE = 8,        /**< a = extra action card played face down to seize */
    ARCS_MOVE_NO_SEIZE = 9,     /**< do not seize the initiative */
    ARCS_MOVE_MULLIGAN = 10,    /**< 2 players: discard the hand and draw 6 new cards */
    ARCS_MOVE_KEEP_HAND = 11,   /**< 2 players: keep the dealt hand */
    /* Prelude and actions */
    ARCS_MOVE_SPEND = 12,       /**< a = resource slot (0..5), b = arcs_action taken
                                     with it (Prelude). b = ARCS_ACT_BATTLE with c = 0:
                                     spent as a Weapon (pips may battle this turn);
                                     with c = ARCS_SPEND_BATTLE_NOW: a Psionic takes
                                     the lead card's Battle action at once
                                     (text "spend 2 battle now") */
    ARCS_MOVE_ACTION = 13,      /**< a = arcs_action: spend one action pip on it */
    ARCS_MOVE_END_TURN = 14,    /**< take no more actions this turn */
    ARCS_MOVE_TAX = 15,         /**< a = system, b = building slot (0/1) of the city */
    ARCS_MOVE_BUILD_CITY = 16,  /**< a = system */
    ARCS_MOVE_BUILD_STARPORT = 17, /**< a = system */
    ARCS_MOVE_BUILD_SHIP = 18,  /**< a = system, b = building slot of the Loyal starport */
    ARCS_MOVE_REPAIR_SHIP = 19, /**< a = system */
    ARCS_MOVE_REPAIR_BUILDING = 20, /**< a = system, b = building slot */
    ARCS_MOVE_INFLUENCE = 21,   /**< a = Court row position */
    ARCS_MOVE_SECURE = 22,      /**< a = Court row position */
    ARCS_MOVE_MOVE_FROM = 23,   /**< a = system the ships leave */
    ARCS_MOVE_MOVE_TO = 24,     /**< a = adjacent system they enter */
    ARCS_MOVE_SHIPS = 25,       /**< a = fresh ships, b = damaged ships that go
                                     (on a Catapult: that continue) */
    ARCS_MOVE_CATAPULT_STOP = 26, /**< end the Catapult move here */
    ARCS_MOVE_PLACE_RESOURCE = 27, /**< a = open resource slot for the resource being
                                     placed: an empty one, or one holding another
                                     type (they swap; that one is placed next) */
    ARCS_MOVE_DISCARD_RESOURCE = 28, /**< a = 6: discard the resource being placed
                                     (only when more are held than fit; to drop a
                                     held one, first swap it out with place-resource) */
    ARCS_MOVE_PLACE_SHIPS_GATE = 29, /**< a = gate system (elimination rule) */
    /* Battle (Base rulebook, "Battle") */
    ARCS_MOVE_BATTLE_SYSTEM = 30,  /**< a = battle system */
    ARCS_MOVE_BATTLE_DEFENDER = 31,/**< a = defending player; campaign: 4 the Free States
                                     ("battle-defender free"), 5 the Empire ("empire"),
                                     6 the Blight ("blight") */
    ARCS_MOVE_DICE = 32,        /**< a = die type (0 assault, 1 skirmish, 2 raid), b = count */
    ARCS_MOVE_HIT = 33,         /**< a = target (0 fresh ship, 1 damaged ship,
                                     2 building slot 0, 3 building slot 1; campaign:
                                     8 fresh / 9 damaged Imperial ship, 10 fresh /
                                     11 damaged Blight, which takes 2 hits: Tough) */
    ARCS_MOVE_RAID = 34,        /**< a = 0 resource slot / 1 Guild card, b = index;
                                     a = 2: the Free States' resource (campaign) */
    ARCS_MOVE_RAID_STOP = 35,   /**< stop raiding */
    ARCS_MOVE_RANSACK = 36,     /**< a = Court row position to secure */
    /* Cards (Court, Leaders, Lore, campaign) */
    ARCS_MOVE_CARD = 37,        /**< a card effect's own choice: a = low byte, b = high
                                     byte of the card's card-table index (the card
                                     instance acting), c = the card's step, d, e, f =
                                     its argument bytes (a Court card argument takes two:
                                     low, high). Text: "card <card> <step> <args>": the
                                     card's short name (with "@<id>" for a card that
                                     reprints another card's effect, e.g.
                                     "construction-union@CC02"), the step's name and its
                                     arguments */
    ARCS_MOVE_DECLINE = 38,     /**< decline an optional ("may") card effect */
    /* Chance (explicit-chance mode) */
    ARCS_MOVE_CHANCE = 39,      /**< explicit chance, c = what is decided:
                                     1 a die (a = face 0..5 = Face 1..6, b = die type;
                                     text "chance chance roll raid 4"),
                                     2 an action card drawn from the deck (a = card;
                                     "chance chance draw Aggression-4"),
                                     3 a Court card drawn (a = low byte, b = high byte of
                                     its card-table index; "chance chance court ARCS-BC08"),
                                     4 an action card drawn from the bottom of the
                                     discard ("chance chance draw-bottom Mobilization-2") */
    /* Campaign (Campaign rulebook, "Act I Setup", Set Up Players B, G-H) */
    ARCS_MOVE_FATE = 40,        /**< a = which of the two Fate cards dealt to the player
                                     (0 or 1) it keeps, chosen secretly; text "fate 1" */
    ARCS_MOVE_START_PLACE = 41, /**< a = system (a planet with an Imperial ship), b = 0
                                     city / 1 starport: 3 ships and the building placed
                                     there, 1 resource of the planet gained; text
                                     "start-place 3-hex 1" */
    ARCS_MOVE_ADD_IMPERIAL = 42, /**< a = fresh, b = damaged Imperial ships in the battle
                                     system a Regent adds to their attacking ships
                                     ("Empire May Attack"); text "add-imperial 1 0" */
    ARCS_MOVE_REPAIR_IMPERIAL = 43, /**< a = system: repair a damaged Imperial ship there
                                     (a Regent with Loyal pieces there: Presence Law) */
    ARCS_MOVE_KIND_COUNT = 44
} arcs_move_kind;

/** ARCS_MOVE_SPEND c: the Psionic takes the lead card's Battle action now. */
#define ARCS_SPEND_BATTLE_NOW 1

/** A move: 8 bytes, a plain value. Compare with memcmp or field by field. */
typedef struct arcs_move {
    uint8_t kind;     /**< arcs_move_kind */
    uint8_t player;   /**< the deciding player (ARCS_PLAYER_CHANCE_ID for chance) */
    uint8_t a, b, c, d;
    union {
        uint8_t reserved[2]; /**< the same two bytes as e, f */
        struct {
            uint8_t e, f;    /**< ARCS_MOVE_CARD: its third and fourth argument
                                  bytes; always 0 for every other kind */
        };
    };
} arcs_move;

#define ARCS_PLAYER_CHANCE_ID 0xFE

/** Who decides now: a player index, or one of these. */
#define ARCS_PLAYER_CHANCE (-2)
#define ARCS_PLAYER_NONE (-1) /* the game is over */

/** The player who decides now (0..players-1), ARCS_PLAYER_CHANCE or ARCS_PLAYER_NONE. */
ARCS_API int arcs_current_player(const arcs_game *game);

/**
 * The probability of a chance outcome: for a move among the current legal
 * moves of a chance decision (explicit-chance mode), *probability receives
 * its probability (outcomes of one decision sum to 1). Die faces are listed
 * face by face (1/6 each, identical symbols on two faces are two outcomes);
 * a card drawn from a shuffled pile is one outcome per card still hidden.
 * Returns ARCS_E_INVALID_ARG (NULL arguments), ARCS_E_ILLEGAL_MOVE (not a
 * legal move of the current chance decision).
 * Source: Base rulebook, "Battle" (dice) and "Setup"/"Ending a Chapter" (draws).
 */
ARCS_API arcs_status arcs_chance_probability(const arcs_game *game, arcs_move move,
                                             double *probability);

/** The most legal moves any decision can have; a buffer this size never overflows. */
#define ARCS_MAX_LEGAL_MOVES 256

/**
 * Enumerate every legal move of the current decision into moves[0..cap).
 * *count receives the number of legal moves. If cap is smaller, the first
 * cap are written and ARCS_E_BUFFER_TOO_SMALL is returned (with *count the
 * full number). With cap = 0 and moves = NULL it only counts. The order is
 * deterministic. No allocation. Returns ARCS_OK, ARCS_E_INVALID_ARG,
 * ARCS_E_BUFFER_TOO_SMALL; a finished game has 0 moves and ARCS_OK.
 */
ARCS_API arcs_status arcs_legal_moves(const arcs_game *game, arcs_move *moves,
                                      size_t cap, size_t *count);

/**
 * The current legal moves without a copy: *moves points at the handle's own
 * list of *count moves (same order as arcs_legal_moves), valid until the
 * next call that changes or frees the game (apply, undo, copy_state, load).
 * The zero-copy form of arcs_legal_moves for bots' inner loops. No
 * allocation. Returns ARCS_E_INVALID_ARG.
 */
ARCS_API arcs_status arcs_legal_moves_view(const arcs_game *game, const arcs_move **moves,
                                           size_t *count);

/**
 * Apply one move and run the rules forward to the next decision.
 * Returns ARCS_OK; ARCS_E_WRONG_PLAYER (move.player is not deciding now);
 * ARCS_E_ILLEGAL_MOVE (not among the legal moves); ARCS_E_GAME_OVER;
 * ARCS_E_NOMEM (history could not grow); ARCS_E_INVALID_ARG (NULL game).
 * On any error the game is unchanged.
 */
ARCS_API arcs_status arcs_apply(arcs_game *game, arcs_move move);

/**
 * Undo the last `steps` applied moves, restoring the exact earlier state
 * (same bytes, same hash). Returns ARCS_E_NO_HISTORY when fewer moves were
 * applied or the handle was made with ARCS_HISTORY_MOVES (nothing is undone),
 * ARCS_E_INVALID_ARG.
 */
ARCS_API arcs_status arcs_undo(arcs_game *game, unsigned steps);

/** Number of moves applied since the start (or since arcs_game_copy_state). */
ARCS_API size_t arcs_history_length(const arcs_game *game);

/** The i-th applied move (0 = first). Returns ARCS_E_INVALID_ARG when out of range. */
ARCS_API arcs_status arcs_history_move(const arcs_game *game, size_t i, arcs_move *out);

/** A 64-bit hash of the full game state (equal states have equal hashes). */
ARCS_API uint64_t arcs_state_hash(const arcs_game *game);

/**
 * Write the stable text form of a move (e.g. "p1 lead Aggression-4",
 * "p0 tax 3-hex/1") into buf (NUL-terminated). *written (may be NULL) gets
 * the length without the NUL. Returns ARCS_E_BUFFER_TOO_SMALL (buf holds a
 * truncated string when cap > 0) or ARCS_E_INVALID_ARG for an unknown kind.
 * 64 bytes always suffice.
 */
ARCS_API arcs_status arcs_move_to_str(arcs_move move, char *buf, size_t cap,
                                      size_t *written);

/** Parse the text form back into a move. Returns ARCS_E_PARSE or ARCS_E_INVALID_ARG. */
ARCS_API arcs_status arcs_move_from_str(const char *text, arcs_move *out);

/* ------------------------------------------------------------------------ */
/* Reading the state (for UIs, bots and the CLI)                              */
/* ------------------------------------------------------------------------ */

ARCS_API int arcs_num_players(const arcs_game *game);
/** 1..5. */
ARCS_API int arcs_chapter(const arcs_game *game);
/** The player holding the initiative marker. */
ARCS_API int arcs_initiative(const arcs_game *game);
/** Nonzero once the game has ended. */
ARCS_API int arcs_game_over(const arcs_game *game);
/** The winner (Base rulebook, "Ending a Chapter", step 3), or -1 while playing. */
ARCS_API int arcs_winner(const arcs_game *game);
/** A player's Power, or -1 for an out-of-range player. */
ARCS_API int arcs_power(const arcs_game *game, int player);
/** Number of action cards in a player's hand, or -1 for an out-of-range player. */
ARCS_API int arcs_hand_size(const arcs_game *game, int player);
/** The setup card in use, e.g. "4p Mix Up 1" (static string). */
ARCS_API const char *arcs_setup_name(const arcs_game *game);

/**
 * Write a readable multi-line description of the whole state (map, boards,
 * Court, round) into buf. Same size conventions as arcs_move_to_str;
 * 8 KiB always suffice.
 */
ARCS_API arcs_status arcs_describe(const arcs_game *game, char *buf, size_t cap,
                                   size_t *written);

/* ------------------------------------------------------------------------ */
/* Serialization, replays, observations (wire format: proto/arcs.proto)       */
/* ------------------------------------------------------------------------ */

/*
 * Every buffer below is protobuf (proto3) as described by proto/arcs.proto
 * and docs/wire-format.md, so other languages can read and write it with
 * their own protobuf library.
 *
 * Output buffers are owned by the caller. Every writer follows the same
 * convention: with buf = NULL and cap = 0 it only measures and returns
 * ARCS_OK with *written = the size needed; with a buffer smaller than
 * needed it writes nothing and returns ARCS_E_BUFFER_TOO_SMALL with
 * *written = the size needed; otherwise it writes and sets *written to the
 * bytes written. written must not be NULL.
 *
 * Loaders never keep a pointer into the caller's buffer, never read
 * outside [buf, buf + len), and check everything they read. A buffer that
 * fails a check gives ARCS_E_CORRUPT (or ARCS_E_VERSION for a schema
 * version this library does not read) and changes nothing.
 */

/** The wire schema version this library writes (the newest it reads). */
#define ARCS_WIRE_SCHEMA_VERSION 2

/** A saved state is never larger than this many bytes. */
#define ARCS_STATE_BYTES_MAX 16384

/**
 * Save the full state of a game (a GameState message; the history is not
 * included: use arcs_replay_save for that).
 * Source: the game's current state. Size: at most ARCS_STATE_BYTES_MAX.
 * Returns ARCS_OK, ARCS_E_BUFFER_TOO_SMALL (see the convention above),
 * ARCS_E_INVALID_ARG (NULL game or written, buf NULL with cap > 0),
 * ARCS_E_NOMEM.
 */
ARCS_API arcs_status arcs_game_save_state(const arcs_game *game, void *buf, size_t cap,
                                          size_t *written);

/**
 * Load a state saved by arcs_game_save_state into a new handle.
 * base (may be NULL) supplies the allocator, the log sink and the history
 * mode of the new handle; its players, setup, seed, mode, chance and first_player are
 * ignored (they come from the buffer). The new handle has an empty
 * history. On success *out owns the handle (release with arcs_game_free);
 * on failure *out is NULL.
 * The state is checked completely before it is accepted: every id in range,
 * every piece, resource and card in exactly one place, the decision stack
 * well formed with a decision on top (or the game over).
 * Returns ARCS_OK, ARCS_E_CORRUPT (malformed, failed checksum, inconsistent
 * state, longer than 1 MiB), ARCS_E_VERSION (schema version not readable
 * by this library), ARCS_E_UNSUPPORTED (a mode this build lacks),
 * ARCS_E_BAD_CONFIG (invalid allocator in base), ARCS_E_INVALID_ARG (NULL
 * buf with len > 0, NULL out), ARCS_E_NOMEM.
 */
ARCS_API arcs_status arcs_game_load_state(const void *buf, size_t len, const arcs_config *base,
                                          arcs_game **out);

/**
 * Load a saved state into an existing handle, replacing its state and
 * clearing its history. The buffer is decoded and checked in full before
 * the handle is touched: on any error the handle is exactly as it was.
 * The player count may differ from the handle's. Returns the statuses of
 * arcs_game_load_state (ARCS_E_INVALID_ARG for a NULL game).
 */
ARCS_API arcs_status arcs_game_restore_state(arcs_game *game, const void *buf, size_t len);

/**
 * Save a replay: the game's config and seed (or, when its history does not
 * start at setup — after arcs_game_load_state, arcs_game_restore_state,
 * arcs_game_copy_state or arcs_determinize — the state it starts from),
 * every move of the history in order, and the final state hash.
 * Source: the handle's history (moves undone are not included).
 * Returns ARCS_OK, ARCS_E_BUFFER_TOO_SMALL (see the convention above),
 * ARCS_E_UNSUPPORTED (a handle with ARCS_HISTORY_MOVES whose history starts
 * from a state rather than setup, after moves: the start state is not
 * kept), ARCS_E_INVALID_ARG, ARCS_E_NOMEM.
 */
ARCS_API arcs_status arcs_replay_save(const arcs_game *game, void *buf, size_t cap,
                                      size_t *written);

/**
 * Rebuild a game from a replay (at most 8 MiB): create it from the
 * recorded config (or start state) and apply every recorded move with
 * arcs_apply, so the new handle's history holds all the moves (arcs_undo
 * works). base (may be
 * NULL) supplies the allocator, log sink and history mode, as in
 * arcs_game_load_state;
 * with a log sink the whole game's log is reported while re-applying.
 * When the replay was written by this library version with the same state
 * layout (see arcs_replay_info.hash_comparable), the final state hash must
 * equal the recorded one.
 * Returns ARCS_OK, ARCS_E_CORRUPT (malformed buffer, a move the rules
 * reject, a hash mismatch), ARCS_E_VERSION, ARCS_E_BAD_CONFIG (the recorded
 * config is rejected by arcs_game_new), ARCS_E_UNSUPPORTED,
 * ARCS_E_INVALID_ARG, ARCS_E_NOMEM. On failure *out is NULL.
 */
ARCS_API arcs_status arcs_replay_load(const void *buf, size_t len, const arcs_config *base,
                                      arcs_game **out);

/** What a replay records, without re-running it (arcs_replay_info_get). */
typedef struct arcs_replay_info {
    uint32_t schema_version; /**< schema version of the buffer */
    int players;             /**< config players */
    arcs_mode mode;          /**< config mode */
    uint64_t seed;           /**< config seed */
    arcs_chance_mode chance; /**< config chance */
    int first_player;        /**< config first_player (-1: seeded random) */
    char setup[64];          /**< config setup as given ("" = random) */
    char setup_name[64];     /**< the setup card that was used, e.g. "4p Mix Up 1" */
    char engine_version[32]; /**< the library version that wrote it */
    size_t moves;            /**< number of recorded moves */
    int from_state;          /**< 1 when the replay starts from a recorded state */
    uint64_t final_hash;     /**< arcs_state_hash after the last move, when written */
    int hash_comparable;     /**< 1 when this library can check final_hash
                                  (same library version and state layout) */
} arcs_replay_info;

/**
 * Read the header of a replay (checked as by arcs_replay_load, without
 * applying the moves). Strings are NUL-terminated (truncated if longer).
 * Returns ARCS_OK, ARCS_E_CORRUPT, ARCS_E_VERSION, ARCS_E_UNSUPPORTED (a
 * start state of a mode this build lacks), ARCS_E_INVALID_ARG, ARCS_E_NOMEM.
 */
ARCS_API arcs_status arcs_replay_info_get(const void *buf, size_t len, arcs_replay_info *out);

/**
 * A single move as a standalone Move message (at most 32 bytes).
 * Returns ARCS_OK, ARCS_E_BUFFER_TOO_SMALL (see the convention above),
 * ARCS_E_INVALID_ARG (unknown kind, nonzero reserved bytes, NULL written).
 */
ARCS_API arcs_status arcs_move_to_bytes(arcs_move move, void *buf, size_t cap, size_t *written);

/**
 * Decode a standalone Move message. Checks the schema version, that the kind
 * is a known arcs_move_kind, the player 0..3 or ARCS_PLAYER_CHANCE_ID and
 * every argument 0..255; it does not check legality (arcs_apply does).
 * Returns ARCS_OK, ARCS_E_CORRUPT, ARCS_E_VERSION, ARCS_E_INVALID_ARG.
 */
ARCS_API arcs_status arcs_move_from_bytes(const void *buf, size_t len, arcs_move *out);

/**
 * What one player may see, as an Observation message: player 0..players-1
 * for that player's view, or -1 for the public view (what a spectator sees).
 * Visible: the map, every player board (resources, supplies, Outrage,
 * Captives, Trophies, Guild cards, Power), the ambition markers, the Court
 * row and its agents, the face-up Court discard pile, face-up played cards,
 * the battle in progress, the decision stack's kinds and deciders, and the
 * viewer's own hand, own face-down cards and own legal moves (when the
 * viewer decides now). Hidden: Rivals' hands (counts only), the action deck
 * and the face-down action discard pile (sizes only), the Court deck (size
 * only, and the buried cards at its bottom, in order), Rivals' face-down cards (Copy and seize: shown as 254), the
 * decision stack's internal data and the random generator.
 * Returns ARCS_OK, ARCS_E_BUFFER_TOO_SMALL (see the convention above),
 * ARCS_E_INVALID_ARG (NULL game or written, player out of range),
 * ARCS_E_NOMEM.
 */
ARCS_API arcs_status arcs_observation(const arcs_game *game, int player, void *buf, size_t cap,
                                      size_t *written);

/**
 * Re-deal everything `player` cannot see, at random (seeded by seed), so
 * the game becomes one of the games consistent with that player's
 * observation: the cards in Rivals' hands, the action deck, the face-down
 * action discard pile and Rivals' face-down Copy and seize cards are
 * shuffled together and dealt back in the same counts; the Court deck above
 * its buried bottom cards is shuffled; the game's random generator is reseeded from seed (future dice
 * and shuffles are unknown too). player = -1 re-deals what the public view
 * hides (every hand and face-down card too). arcs_observation for `player`
 * gives the same bytes before and after. The history is cleared (it would
 * reveal the real deal). For search bots: clone or arcs_game_copy_state,
 * then determinize the copy.
 * Returns ARCS_OK, ARCS_E_INVALID_ARG (NULL game, player out of range).
 */
ARCS_API arcs_status arcs_determinize(arcs_game *game, int player, uint64_t seed);

#ifdef __cplusplus
}
#endif

#endif /* ARCS_ARCS_H */
