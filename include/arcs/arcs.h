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
 *
 * Reasons
 * -------
 * Where a status alone says too little (chiefly ARCS_E_CORRUPT: which check
 * a buffer failed), the library also gives the reason as an English line,
 * without global state, in one of two ways:
 *  - calls on a handle record it in the handle: arcs_last_error (as
 *    sqlite3_errmsg or libgit2's last error);
 *  - calls that create a handle take an optional arcs_error out-argument
 *    (the _ex variants: arcs_game_new_ex, arcs_game_load_state_ex,
 *    arcs_replay_load_ex, arcs_replay_info_get_ex), and so does the Move
 *    decoder, which creates none (arcs_move_from_bytes_ex); the plain calls
 *    are the same with NULL.
 *
 * Versioned structs
 * -----------------
 * arcs_config begins with a version (as libgit2's options): fill it with
 * arcs_config_init, which sets ARCS_CONFIG_VERSION, then set the fields you
 * need. A config of a version this library does not know (0: never
 * initialized; a newer header's) is refused with ARCS_E_UNSUPPORTED.
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

/* Marks a declaration kept for compatibility: a compiler warning where it
 * is used (define ARCS_NO_DEPRECATION_WARNINGS before including this header
 * to silence them). */
#if defined(ARCS_NO_DEPRECATION_WARNINGS)
#define ARCS_DEPRECATED(msg)
#elif defined(__GNUC__) || defined(__clang__)
#define ARCS_DEPRECATED(msg) __attribute__((deprecated(msg)))
#else
#define ARCS_DEPRECATED(msg)
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
    ARCS_E_BAD_CONFIG = 2,      /**< config rejected (player count, setup name, a field
                                     out of range for its mode) */
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
    ARCS_E_UNSUPPORTED = 12,    /**< a feature this build or mode does not provide: a
                                     mode number this library does not know, an
                                     arcs_config version it does not know */
    ARCS_E_INTERNAL = 13        /**< the engine passed one of its own limits (e.g. the
                                     depth of its decision stack): a libarcs bug. The
                                     move is undone when the handle keeps states
                                     (ARCS_HISTORY_FULL); otherwise the handle refuses
                                     further moves with this status */
} arcs_status;

/** A static, NUL-terminated English message for a status (never NULL). */
ARCS_API const char *arcs_status_str(arcs_status status);

/** Longest reason text, NUL included. */
#define ARCS_ERROR_MESSAGE_MAX 256

/**
 * Why a call failed: filled by the _ex loaders (an optional out-argument,
 * owned by the caller, may live on the stack). After ARCS_OK, status is
 * ARCS_OK and message is "". After a failure, status is the returned status
 * and message a NUL-terminated English reason naming the check that failed,
 * e.g. "frame 2 (lead): lead by a player holding no cards" or "a Replay
 * buffer was given to the GameState loader" (arcs_status_str's message when
 * there is nothing more to say). The text is for people, not for parsing.
 */
typedef struct arcs_error {
    arcs_status status;
    char message[ARCS_ERROR_MESSAGE_MAX];
} arcs_error;

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
    ARCS_AMBITION_COUNT = 5,
    /* The campaign's extra boxes, in play while their law is in the rules
     * booklet (the Guardian's Edenguard Ambition, ARCS-F2004; the
     * Naturalist's Blightkin Ambition, ARCS-F2104): view arrays sized
     * ARCS_VIEW_AMBITIONS_MAX hold them. */
    ARCS_EDENGUARD = 5,
    ARCS_BLIGHTKIN = 6
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

/** Action cards are numbered 0..27: card = suit * 7 + (number - 1). The
 *  campaign adds the Event cards ARCS_EVENT_CARD_FIRST.. (28..30, text
 *  "Event-1".."Event-3"; 2 of them with 2-3 players, 3 with 4 players). */
#define ARCS_ACTION_CARD_COUNT 28
#define ARCS_EVENT_CARD_FIRST 28
#define ARCS_EVENT_CARD_COUNT 3
/** The Believer's Faithful action cards (campaign, ARCS-F804..F812): ids
 *  31..39 are the cards "1".."9" (text "Faithful-1".."Faithful-9"). A
 *  played one lies on its Zeal or Wisdom side: the player chooses with the
 *  card step "card faithful-cards zeal|wisdom" when it leads or Pivots on
 *  a non-Faithful lead; a Surpass takes the lead's side, a Pivot on a
 *  Faithful lead the other one (ARCS-F813). */
#define ARCS_FAITHFUL_CARD_FIRST 31
#define ARCS_FAITHFUL_CARD_COUNT 9
/** The extra Event card (campaign, ARCS-F515, text "Event-4"): an Event
 *  card like 28..30, shuffled in by the Caretaker's Act II Setup
 *  (ARCS-F512A); in the game once Campaign.event_cards is one above the
 *  Act I Setup E count (2 with 2-3 players, 3 with 4). */
#define ARCS_EVENT_CARD_EXTRA 40

/* ------------------------------------------------------------------------ */
/* Configuration and lifetime                                                 */
/* ------------------------------------------------------------------------ */

typedef enum arcs_mode {
    ARCS_MODE_BASE = 0,          /**< base game */
    ARCS_MODE_LEADERS_LORE = 1,  /**< Leaders & Lore (Base rulebook, "Leaders & Lore") */
    ARCS_MODE_CAMPAIGN = 2       /**< Blighted Reach campaign: Acts I to arcs_config.last_act
                                      as one game; it stops at an Act boundary
                                      (arcs_act_boundary) before an Act a player's Fate
                                      does not play (today every Fate plays all three
                                      Acts); winner by Determining a Winner
                                      (docs/rules-coverage.md) */
} arcs_mode;
/* Any other mode number is ARCS_E_UNSUPPORTED (a mode of another version
 * of the library), in arcs_game_new, a saved state or a replay. */

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
 *   go back to any earlier point (costs one copy of the state's live bytes per
 *   move: about 1.5 KB in the base game and Leaders & Lore, up to 3.9 KB in
 *   the campaign).
 * ARCS_HISTORY_MOVES: only the moves (arcs_history_move, replays); arcs_undo
 *   returns ARCS_E_NO_HISTORY. For playouts that clone instead of undoing.
 */
typedef enum arcs_history_mode {
    ARCS_HISTORY_FULL = 0,
    ARCS_HISTORY_MOVES = 1
} arcs_history_mode;

/** The version of arcs_config this header describes (arcs_config.version).
 *  Raised whenever the struct's fields change. */
#define ARCS_CONFIG_VERSION 1

/**
 * How to create a game (arcs_game_new) or the handle of a loaded one (the
 * `base` of arcs_game_load_state and arcs_replay_load, which read only
 * allocator, log, log_ud and history). Fill it with arcs_config_init, then
 * set fields. Every call taking a config first checks version and returns
 * ARCS_E_UNSUPPORTED for any other value than ARCS_CONFIG_VERSION (0: the
 * config was not initialized), with the reason in the call's arcs_error.
 */
typedef struct arcs_config {
    unsigned int version; /**< ARCS_CONFIG_VERSION (set by arcs_config_init);
                               the first member, in every version */
    int players;          /**< 2, 3 or 4 */
    const char *setup;    /**< NULL or "random" (any case): no named card, in
                               every mode (base, Leaders & Lore: a seeded random
                               card of the player count; campaign: none, as it
                               uses no setup card); else a setup card's name or
                               id (arcs_setup_card_info) for the player count,
                               refused in the campaign; "" is no name: refused */
    uint64_t seed;        /**< seeds every random choice of the game */
    arcs_mode mode;       /**< ARCS_MODE_BASE (default), ARCS_MODE_LEADERS_LORE or
                               ARCS_MODE_CAMPAIGN (setup must be NULL: the
                               campaign lays out its own map); other numbers
                               are ARCS_E_UNSUPPORTED */
    arcs_chance_mode chance; /**< ARCS_CHANCE_INTERNAL (default) or ARCS_CHANCE_EXPLICIT */
    int first_player;     /**< the player who starts with the initiative marker,
                               or -1 (default) for a seeded random player;
                               ARCS_CHANCE_EXPLICIT needs one (the table
                               gives the marker out), except when a record
                               continues the campaign (the record's
                               initiative; first_player is ignored) */
    arcs_history_mode history; /**< ARCS_HISTORY_FULL (default) or ARCS_HISTORY_MOVES */
    arcs_allocator allocator;
    arcs_log_fn log;      /**< optional; see arcs_log_fn */
    void *log_ud;
    int lore_each;        /**< Leaders & Lore: lore cards each player drafts,
                               1 (default; 0 means 1) or 2 (the rulebook's
                               optional variant: one more lore card per player
                               in the row); must be 0 or 1 in the base game */
    /** Deprecated, ignored: every mode is complete (ARCS_MODE_CAMPAIGN's Act I
     *  needs it no more). Kept so that code setting it still compiles (with
     *  a deprecation warning); it will go with the next config version. */
    int allow_incomplete ARCS_DEPRECATED("ignored: every mode is complete");
    int summit_deal_limit; /**< campaign: deals that may be submitted in one
                               Summit (accepted or rejected): 0 (default) no
                               limit, as the rules; 1..254 at most that many
                               (bots and property tests: every Summit then
                               ends); -1 no Negotiations at all. Other values
                               are ARCS_E_BAD_CONFIG */
    int last_act;         /**< campaign: the last Act this game plays. 0
                               (default) = 3: the whole campaign, Act I to the
                               campaign's winner; 1 or 2: the game ends at that
                               Act's end (after its Intermission, at the
                               rulebook's "Next Act?" point: arcs_act_boundary).
                               Other values, or nonzero outside the campaign,
                               are ARCS_E_BAD_CONFIG */
    /** Campaign: start the next Act from a campaign record (binary or
     *  JSON, told apart by content; docs/campaign-record.md), copied by
     *  arcs_game_new: the state at the record's Act boundary, then the next
     *  Act's setup (Act II & III Setup) seeded by seed (by the record's rng
     *  when it has one). players must equal the record's. Every refusal is
     *  ARCS_E_BAD_CONFIG (not a campaign, players) or ARCS_E_CORRUPT /
     *  ARCS_E_VERSION (the record; the reason names the field), or
     *  ARCS_E_UNSUPPORTED (a Fate whose next Act is not implemented yet).
     *  NULL (default): a new campaign from Act I. */
    const void *record;
    size_t record_len;   /**< bytes at record */
} arcs_config;

/** Fill a config with defaults: version ARCS_CONFIG_VERSION, 4 players,
 *  random setup, seed 0, base mode, internal chance, random first player,
 *  full history, malloc/free, no log. NULL is allowed (does nothing). */
ARCS_API void arcs_config_init(arcs_config *config);

typedef struct arcs_game arcs_game;

/**
 * Create a game from a config and run setup (Base rulebook, "Setup").
 * On success *out owns a new handle, to be released with arcs_game_free.
 * Returns ARCS_E_INVALID_ARG (NULL config/out), ARCS_E_UNSUPPORTED (a
 * config version other than ARCS_CONFIG_VERSION, a mode number this library
 * does not know), ARCS_E_BAD_CONFIG (players outside 2..4, unknown setup
 * name, setup card for another player count, a named setup card in the
 * campaign, "" as a setup name, a field out of its range),
 * ARCS_E_NOMEM. On failure *out is NULL (when out is not NULL).
 */
ARCS_API arcs_status arcs_game_new(const arcs_config *config, arcs_game **out);

/** arcs_game_new with the reason of a failure: error (may be NULL) is filled
 *  as described at arcs_error, on success too (e.g. "arcs_config version 0:
 *  this library reads version 1; fill the config with arcs_config_init", or
 *  "unknown setup name \"4p Mix Up 9\" for 4 players: give NULL or \"random\"
 *  for a random card, or the name of a 4-player setup card (list them:
 *  arcs_setup_card_info, arcs-play --setup list)"). */
ARCS_API arcs_status arcs_game_new_ex(const arcs_config *config, arcs_game **out, arcs_error *error);

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
                                     11 damaged Blight, which takes 2 hits: Tough;
                                     12..17 a Flagship board's column; 18 fresh /
                                     19 damaged piece of a card's own harmed like a
                                     building: a Banner) */
    ARCS_MOVE_RAID = 34,        /**< a = 0 resource slot / 1 Guild card, b = index;
                                     a = 2: the Free States' resource (campaign);
                                     campaign Golems: a = 0, b = a slot holding one, or
                                     8 + Golem (a known one) / 12 (an unknown Sleeping
                                     one) on Golem Hearth */
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
                                     discard ("chance chance draw-bottom Mobilization-2"),
                                     5 a leader or lore card laid out in a draft row
                                     (a, b as 3; "chance chance draft ARCS-L05"),
                                     campaign: 6 the number die (a = value - 1;
                                     "chance chance roll number 3"), 7 the event die
                                     (a = face - 1; "chance chance roll event 5"),
                                     8 an "A" Fate card dealt (a, b as 3; the player
                                     is the decision's; "chance chance fate ARCS-FATE02"),
                                     9 a lore card shuffled into the Court deck
                                     ("chance chance lore ARCS-L05"), 10 the Govern
                                     the Imperial Reach edict on top ("chance chance
                                     govern ARCS-AID04") */
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
    /* Campaign events (Campaign rulebook, "Events & the Imperial Council",
     * "Crises", "Edicts") */
    ARCS_MOVE_EVENT = 44,       /**< a = Event action card, played as a follower: the
                                     player takes actions like the lead card (none if
                                     another Event card was played or the Imperial
                                     Council secured earlier this round); text
                                     "event Event-1" */
    ARCS_MOVE_SUMMIT = 45,      /**< call a Summit (the initiative holder resolving an
                                     Event card, or whoever secured the Council) */
    ARCS_MOVE_NO_SUMMIT = 46,   /**< do not call a Summit */
    ARCS_MOVE_RESOLVE_CRISES = 47, /**< Council step 4: resolve the Crises */
    ARCS_MOVE_RESOLVE_EDICTS = 48, /**< Council step 4: resolve the Edicts */
    ARCS_MOVE_STEAL_TRUST = 49, /**< a = arcs_resource: an Outlaw who secured the Council
                                     steals one resource of that type from the Imperial
                                     Trust (ARCS_MOVE_DECLINE: steal no more);
                                     text "steal-trust Relic" */
    ARCS_MOVE_ENFORCE = 50,     /**< the First Regent enforces the Imperial Policy */
    ARCS_MOVE_CHANGE_POLICY = 51, /**< a = new Imperial Policy (0 War, 1 Peace,
                                     2 Escalation): change it; text "change-policy peace" */
    ARCS_MOVE_DEMAND = 52,      /**< the First Regent takes the Imperial Demand from
                                     Regent a: b = 0 the resource in slot c; b = 1 a
                                     Trophy of player (c % 4)'s piece of kind c / 4
                                     (0 ship, 1 city, 2 starport, 3 agent); b = 2 a
                                     Captive of player c; b = 3 a Free city, 4 a Free
                                     starport, 5 a Blight Trophy (c = 0); text
                                     "demand p1 0 2" */
    ARCS_MOVE_MAKE_OUTLAW = 53, /**< a = Regent with no agent to give as a Favor: make
                                     them an Outlaw (ARCS_MOVE_DECLINE: do not) */
    ARCS_MOVE_REQUISITION = 54, /**< a = system: the Escalation's 2 fresh Imperial ships
                                     go there; text "requisition 2-arrow" */
    ARCS_MOVE_ARM = 55,         /**< a = Regent: the War's short Weapons, one by one,
                                     to the Regents the First Regent chooses */
    /* Summits (Campaign rulebook, "Summits"): the caller's Call to Order, then
     * Negotiations in turn order from the caller, each player passing or
     * composing a deal item by item that every party accepts or rejects;
     * docs/move-text.md, "Summits" */
    ARCS_MOVE_RETURN_FAVORS = 56, /**< Call to Order: a = Rival, b = arcs_negotiation:
                                     return that Rival's Favors to force that Negotiation
                                     action on them, targeting the caller (its target is
                                     the next decision); text "return-favors p1 transfer" */
    ARCS_MOVE_PETITION = 57,    /**< Call to Order: flip the Imperial Council to In Session */
    ARCS_MOVE_LEAVE_EMPIRE = 58, /**< Call to Order: flip the caller's Regent title to
                                     Outlaw; a = the Regent who takes the First Regent
                                     tile (one of those with the most Power), 4 if the
                                     caller does not hold it or no Regent remains; text
                                     "leave-empire p2" / "leave-empire none" */
    ARCS_MOVE_REVIVE_EMPIRE = 59, /**< Call to Order, no Regents: the caller becomes a
                                     Regent and the First Regent */
    ARCS_MOVE_ORDER_DONE = 60,  /**< end the Call to Order */
    ARCS_MOVE_DEAL_ADD = 61,    /**< Negotiations: add a Negotiation action to the deal
                                     being composed: a = the player who takes it,
                                     b = the Rival it affects, c = arcs_negotiation; its
                                     target (Cede Control, Delegate Authority, Transfer
                                     Asset) is the next decision; text
                                     "deal-add p0 p2 cede" */
    ARCS_MOVE_CEDE = 62,        /**< target of Cede Control: a = system, b = the piece
                                     replaced (0 fresh ship, 1 damaged ship, 2 + i the
                                     building in slot i); text "cede 3-hex building-0" */
    ARCS_MOVE_DELEGATE = 63,    /**< target of Delegate Authority: a = Court row place of
                                     the agent replaced; text "delegate 2" */
    ARCS_MOVE_TRANSFER = 64,    /**< target of Transfer Asset: a = arcs_asset, b = its
                                     resource slot (ARCS_ASSET_RESOURCE; 6 + type: a resource
                                     of that type on a card that allows it, the Merchant
                                     League ARCS-F302) or the player whose
                                     piece it is (0 for the Empire's, the Blight's and the
                                     Free States' pieces); text "transfer resource 2",
                                     "transfer resource 9" (a Relic off the Merchant League),
                                     "transfer captive 3"; the target of Transfer Lore and
                                     Transfer Guild Support too (ARCS_ASSET_LORE,
                                     ARCS_ASSET_GUILD_CARD, ARCS_ASSET_GOLEM): "transfer lore 2",
                                     "transfer golem 12"; and of Share Rumor
                                     (ARCS_ASSET_RUMOR): "transfer rumor 9" */
    ARCS_MOVE_DEAL_SUBMIT = 65, /**< submit the deal to its parties' consent */
    ARCS_MOVE_DEAL_WITHDRAW = 66, /**< drop the deal being composed (nothing happened) */
    ARCS_MOVE_DEAL_ACCEPT = 67, /**< a party accepts the submitted deal */
    ARCS_MOVE_DEAL_REJECT = 68, /**< a party rejects it: the deal leaves no trace */
    ARCS_MOVE_NEGOTIATE_PASS = 69, /**< pass this negotiation turn; the Summit ends when
                                     every player passed in a row */
    ARCS_MOVE_DEAL_REMOVE = 70, /**< a = index of an item of the deal being composed:
                                     take it out (offered when the items after it can
                                     still be taken without it); text "deal-remove 1" */
    ARCS_MOVE_FLAGSHIP_BUILD = 71, /**< Build on the Flagship board: a = column (0 Slipstream
                                     Drive .. 5 Hull), b = 0 Upgrade / 1 Armor, c = 0 city /
                                     1 starport; text "flagship-build 4 0 1" */
    ARCS_MOVE_FLAGSHIP_SHIP = 72, /**< Build a ship at the Flagship: a = its system */
    ARCS_MOVE_FLAGSHIP_REPAIR = 73, /**< Repair a damaged piece of the Flagship board:
                                     a = column, b = 0 Upgrade / 1 Armor */
    ARCS_MOVE_FLAGSHIP_ALONG = 74, /**< Moving ships from the Flagship's system: a = 1 the
                                     Flagship comes along, 0 it stays; text "flagship-along 1" */
    ARCS_MOVE_SLIPSTREAM = 75, /**< Prelude, Slipstream Drive: Catapult move the Flagship
                                     alone or other ships from it; text "slipstream" */
    ARCS_MOVE_RESETTLE_PLACE = 76, /**< Resettling a Flagship (steps 2-3): a = system, b = building
                                     slot, c = 0 city / 1 starport / 2 ship; text
                                     "resettle-place 5 0 1" */
    ARCS_MOVE_KIND_COUNT = 77
} arcs_move_kind;

/** The Negotiation actions (Campaign rulebook, "Negotiations"):
 *  ARCS_MOVE_DEAL_ADD c, ARCS_MOVE_RETURN_FAVORS b. Text: cede, delegate,
 *  promise, transfer, invite, lore, guild, golem, share-rumor. The ones after
 *  Invite to Empire come with a law in the rules booklet (campaign Acts II
 *  and III) and exist only while it is there. */
typedef enum arcs_negotiation {
    ARCS_NEGOTIATION_CEDE_CONTROL = 0,      /**< replace 1 Loyal piece on the map with the Rival's */
    ARCS_NEGOTIATION_DELEGATE_AUTHORITY = 1, /**< replace 1 Loyal agent in the Court with the Rival's */
    ARCS_NEGOTIATION_PROMISE_FAVOR = 2,     /**< give the Rival 1 Loyal agent as a Favor */
    ARCS_NEGOTIATION_TRANSFER_ASSET = 3,    /**< give the Rival 1 Captive, Trophy, Favor or resource */
    ARCS_NEGOTIATION_INVITE_TO_EMPIRE = 4,  /**< the First Regent makes the Outlaw Rival a Regent */
    ARCS_NEGOTIATION_TRANSFER_LORE = 5,     /**< give the Rival 1 lore card (Knowledge Set Free, ARCS-F514) */
    ARCS_NEGOTIATION_TRANSFER_GUILD_SUPPORT = 6, /**< give the Rival 1 Guild card (Guild Negotiations, ARCS-F414) */
    ARCS_NEGOTIATION_TRANSFER_GOLEM = 7,    /**< give the Rival 1 Golem (Knowledge Set Free, ARCS-F514) */
    ARCS_NEGOTIATION_SHARE_RUMOR = 8,       /**< the Rival places a Loyal agent on a Rumor token that has
                                                 the giver's Loyal agent, and peeks at it (Sharing
                                                 Rumors, ARCS-F1212); giver and Rival both Rivals of
                                                 the Pirate */
    ARCS_NEGOTIATION_COUNT = 9
} arcs_negotiation;

/** What Transfer Asset gives (ARCS_MOVE_TRANSFER a). Text: resource,
 *  captive, trophy-ship, trophy-city, trophy-starport, trophy-agent,
 *  trophy-imperial, trophy-blight, trophy-free-city, trophy-free-starport,
 *  favor, lore, guild-card, golem, rumor. */
typedef enum arcs_asset {
    ARCS_ASSET_RESOURCE = 0,      /**< b = resource slot 0..5, or 6 + resource type: one on
                                       the Merchant League (ARCS-F302; frozen but for this) */
    ARCS_ASSET_CAPTIVE = 1,       /**< b = the agent's owner */
    ARCS_ASSET_TROPHY_SHIP = 2,   /**< b = the piece's owner */
    ARCS_ASSET_TROPHY_CITY = 3,
    ARCS_ASSET_TROPHY_STARPORT = 4,
    ARCS_ASSET_TROPHY_AGENT = 5,
    ARCS_ASSET_TROPHY_IMPERIAL = 6, /**< an Imperial ship Trophy, b = 0 */
    ARCS_ASSET_TROPHY_BLIGHT = 7,
    ARCS_ASSET_TROPHY_FREE_CITY = 8,
    ARCS_ASSET_TROPHY_FREE_STARPORT = 9,
    ARCS_ASSET_FAVOR = 10,        /**< b = the agent's owner */
    ARCS_ASSET_LORE = 11,         /**< Transfer Lore: b = the lore card's place in the
                                       giver's play area */
    ARCS_ASSET_GUILD_CARD = 12,   /**< Transfer Guild Support: b = the Guild card's place
                                       among the giver's cards */
    ARCS_ASSET_GOLEM = 13,        /**< Transfer Golem: b = the Golem's place among the giver's:
                                       resource slot 0..6, 8 + k the known Golem k on the Golem
                                       Hearth the giver holds, 12 a Sleeping one never seen
                                       Awake there (its identity hidden) */
    ARCS_ASSET_RUMOR = 14,        /**< Share Rumor: b = the planet (system) of the Rumor token */
    ARCS_ASSET_COUNT = 15
} arcs_asset;

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

/**
 * The reason of the most recent call on this handle that failed
 * (arcs_apply, arcs_undo, arcs_game_copy_state as dst,
 * arcs_game_restore_state), e.g. "p1 lead Aggression-4 is not among the 7
 * legal moves" or the check a restored buffer failed; "" when no call on
 * the handle has failed. Successful calls leave it alone, so read it right
 * after the failing call. The string is owned by the handle and valid until
 * the next call on it; NULL game gives "".
 */
ARCS_API const char *arcs_last_error(const arcs_game *game);

/** Number of moves applied since the start (or since arcs_game_copy_state). */
ARCS_API size_t arcs_history_length(const arcs_game *game);

/** The i-th applied move (0 = first). Returns ARCS_E_INVALID_ARG when out of range. */
ARCS_API arcs_status arcs_history_move(const arcs_game *game, size_t i, arcs_move *out);

/** A 64-bit hash of the full game state (equal states have equal hashes). */
ARCS_API uint64_t arcs_state_hash(const arcs_game *game);

/**
 * Write the stable text form of a move (e.g. "p1 lead Aggression-4",
 * "p0 tax 3-hex 1") into buf (NUL-terminated). The grammar is in
 * docs/move-text.md. *written (may be NULL) gets the length without the
 * NUL. Returns ARCS_E_BUFFER_TOO_SMALL (buf holds a truncated string when
 * cap > 0) or ARCS_E_INVALID_ARG (unknown kind, nonzero reserved bytes:
 * the same moves arcs_move_to_bytes rejects). ARCS_MOVE_STR_MAX bytes
 * always suffice (the longest text, a campaign Court card's step naming a
 * Rival and a card, is 65 characters in this version: test_api
 * `every_action_text_fits`).
 */
#define ARCS_MOVE_STR_MAX 128
ARCS_API arcs_status arcs_move_to_str(arcs_move move, char *buf, size_t cap,
                                      size_t *written);

/**
 * Parse the text form back into a move (docs/move-text.md). Only the form
 * arcs_move_to_str writes is accepted (numbers without leading zeros, so
 * "p00 pass" is not a move); blanks between words may be spaces, tabs or
 * line breaks. Uses no global state: safe on any thread. Returns
 * ARCS_E_PARSE (with *out unchanged) or ARCS_E_INVALID_ARG (NULL text/out).
 */
ARCS_API arcs_status arcs_move_from_str(const char *text, arcs_move *out);

/* ------------------------------------------------------------------------ */
/* Integer actions (for OpenSpiel, PettingZoo and other learning frameworks)  */
/* ------------------------------------------------------------------------ */

/*
 * Every player move has a number in a dense action space 0..A-1
 * (A = arcs_action_count()), defined by the move's meaning: its kind and
 * arguments, never its bytes or the deciding player (the player is implied:
 * the one deciding now). Kinds take consecutive blocks in arcs_move_kind
 * order with ARCS_MOVE_CARD last; within a block the arguments count in
 * mixed radix, a slowest; card moves take one block per card instance that
 * has an effect definition, in card-table order (a reprint such as
 * "elder-broker@CC10" has its own), and, in it, one per step.
 * docs/action-space.md lists every block, its arguments' ranges and its
 * first action. Chance outcomes (ARCS_MOVE_CHANCE) are numbered on their
 * own, 0..arcs_chance_outcome_count()-1: die faces (die type * 6 + face:
 * 0..17), then action cards drawn from the deck (18 + card), then drawn from
 * the bottom of the discard (46 + card), then Court cards drawn (74 +
 * card-table index), then Leaders & Lore draft draws (74 + the card-table
 * size + card-table index), then the campaign's number die and event die
 * (6 each), Fate, lore and Govern-edict draws (by card-table index; the
 * first numbers are in docs/action-space.md). The numbering is stable
 * within a library version; compare numbers across versions only by their
 * moves.
 */

/** The number of distinct player actions A. */
ARCS_API int32_t arcs_action_count(void);

/** The number of distinct chance outcomes. */
ARCS_API int32_t arcs_chance_outcome_count(void);

/**
 * The action number of a move (a chance outcome's number for ARCS_MOVE_CHANCE);
 * the move's player is ignored. Legality is not checked.
 * Returns ARCS_E_INVALID_ARG (NULL action, unknown kind, an argument outside
 * its documented range, a card without an effect or a step it lacks, nonzero
 * e, f outside a card move, a nonzero argument byte a card step does not use).
 */
ARCS_API arcs_status arcs_move_to_action(arcs_move move, int32_t *action);

/**
 * The move an action number stands for at the game's current decision:
 * a player action with player = the deciding player, or, at a chance
 * decision, the chance outcome with that number. Legality is not checked.
 * Returns ARCS_E_INVALID_ARG (NULL game or move, action out of range),
 * ARCS_E_GAME_OVER.
 */
ARCS_API arcs_status arcs_action_to_move(const arcs_game *game, int32_t action, arcs_move *move);

/**
 * The legal moves of the current decision as action numbers (chance outcome
 * numbers at a chance decision), in ascending order, into actions[0..cap);
 * *count receives their number (at most ARCS_MAX_LEGAL_MOVES). With cap = 0
 * and actions = NULL it only counts; with a smaller buffer it writes nothing
 * and returns ARCS_E_BUFFER_TOO_SMALL. No allocation.
 * Returns ARCS_OK, ARCS_E_INVALID_ARG, ARCS_E_BUFFER_TOO_SMALL, and
 * ARCS_E_UNSUPPORTED should a legal move fall outside the documented
 * argument ranges (none does in this version: tests/test_playout.c).
 */
ARCS_API arcs_status arcs_legal_actions(const arcs_game *game, int32_t *actions, size_t cap,
                                        size_t *count);

/**
 * Apply the move an action number stands for (arcs_action_to_move, then
 * arcs_apply). Returns the statuses of both; an action in range that is
 * not legal now gives ARCS_E_ILLEGAL_MOVE. On any error the game is unchanged
 * and arcs_last_error gives the reason.
 */
ARCS_API arcs_status arcs_apply_action(arcs_game *game, int32_t action);

/* ------------------------------------------------------------------------ */
/* Playouts and batches (the inner loops of search bots and vector envs)      */
/* ------------------------------------------------------------------------ */

/**
 * Play uniformly random legal moves (chance outcomes too, in explicit-chance
 * mode, where they are equally likely) until the game ends or max_moves
 * moves are applied; *applied receives the number applied. The choices come
 * from a generator seeded by seed alone (SplitMix64), so the same game and
 * seed give the same playout; internal chance still uses the game's own
 * generator. The moves go into the history as with arcs_apply.
 * Returns ARCS_OK (also when the game was already over: *applied = 0),
 * ARCS_E_INVALID_ARG (NULL game or applied), ARCS_E_NOMEM (history could not
 * grow: the moves applied so far stay applied), ARCS_E_CORRUPT (a running
 * game without a legal move: never for a state the library accepted).
 * Campaign: random players rarely all pass in a row at a Summit without a
 * deal limit; give arcs_config.summit_deal_limit (or max_moves).
 */
ARCS_API arcs_status arcs_random_playout(arcs_game *game, uint64_t seed, size_t max_moves,
                                         size_t *applied);

/**
 * Batched stepping: apply actions[i] to games[i] (arcs_apply_action) for
 * every i < n; statuses[i] receives each result, and a game whose action
 * fails is unchanged. The games must be distinct handles.
 * Returns ARCS_OK when every action applied, else the first failing status
 * (the other games are stepped all the same); ARCS_E_INVALID_ARG for NULL
 * arrays with n > 0 (nothing applied).
 */
ARCS_API arcs_status arcs_apply_actions(arcs_game *const *games, size_t n, const int32_t *actions,
                                        arcs_status *statuses);

/**
 * The legal actions of n games at once (arcs_legal_actions of each),
 * concatenated into actions[0..cap): game i's are
 * actions[offsets[i]..offsets[i + 1]), so offsets holds n + 1 entries.
 * A buffer of n * ARCS_MAX_LEGAL_MOVES never overflows.
 * Returns ARCS_OK, ARCS_E_BUFFER_TOO_SMALL (the actions do not fit; offsets
 * are valid for the games before the one that did not fit),
 * ARCS_E_INVALID_ARG (NULL offsets, NULL games with n > 0, a NULL game).
 */
ARCS_API arcs_status arcs_legal_actions_batch(const arcs_game *const *games, size_t n,
                                              int32_t *actions, size_t cap, size_t *offsets);

/**
 * One step of a vector environment in one call (what a reinforcement-learning
 * loop does each step): apply actions[i] to games[i] for every i < n, as
 * arcs_apply_actions does (statuses[i] receives each result; a game whose
 * action fails is unchanged, the others are stepped all the same); then
 * ended[i] receives arcs_winner of each game that is over (0..players-1),
 * -1 for one that goes on; then, when reset is not NULL, every game that is
 * over starts afresh in place: a new game of config *reset with seed
 * *next_seed (then incremented, in game order) is copied into the same
 * handle (arcs_game_copy_state: its history is cleared); then the legal
 * actions of every game are listed as arcs_legal_actions_batch does: game
 * i's are legal[offsets[i]..offsets[i + 1]) (none for a game over without
 * reset).
 * Shapes: games, actions, statuses and ended hold n entries (ended may be
 * NULL), offsets n + 1, legal cap >= n * ARCS_MAX_LEGAL_MOVES. The caller
 * owns every array and keeps the handles; reset is only read (its
 * allocator, log and history mode are not used: the handles keep theirs).
 * Returns ARCS_OK when every action applied (and every reset succeeded),
 * else the first failing status; before anything is applied, with nothing
 * changed: ARCS_E_INVALID_ARG (NULL games, actions, statuses or offsets, a
 * NULL game, reset without next_seed, reset->players unlike a game's player
 * count), ARCS_E_BUFFER_TOO_SMALL (cap < n * ARCS_MAX_LEGAL_MOVES). A reset
 * that fails (arcs_game_new's status, e.g. ARCS_E_BAD_CONFIG or
 * ARCS_E_NOMEM) leaves that game over and its status is returned.
 */
ARCS_API arcs_status arcs_step_batch(arcs_game *const *games, size_t n, const int32_t *actions,
                                     arcs_status *statuses, int8_t *ended, const arcs_config *reset,
                                     uint64_t *next_seed, int32_t *legal, size_t cap, size_t *offsets);

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
/** The setup card in use, e.g. "4p Mix Up 1" (static string); in the
 *  campaign the current Act's setup: "campaign Act I", "campaign Act II",
 *  "campaign Act III". */
ARCS_API const char *arcs_setup_name(const arcs_game *game);

/* Campaign (ARCS_MODE_CAMPAIGN; Campaign rulebook, "The Campaign", "The
 * Empire"). Each returns -1 (ARCS_NONE) for a NULL game, a game of another
 * mode or a player out of range. */

/** The Act being played, or being set up: 1..3 ("Acts"; arcs_config.last_act
 *  says where the game stops). */
ARCS_API int arcs_act(const arcs_game *game);
/**
 * The Fate card `player` chose (a card index: arcs_card_info gives
 * "ARCS-FATE01" and its name "Steward"), as `viewer` may know it:
 * ARCS_NONE before the player chose; ARCS_CARD_HIDDEN while the choice is
 * secret to viewer: until every player chose, only the player sees their
 * own (Act I Setup, Set Up Players B: "chooses one secretly. After everyone
 * chooses, reveal them"). viewer: a seat 0..players-1, or ARCS_NONE for the
 * whole truth (a referee, a saved state). An out-of-range viewer: -1.
 */
ARCS_API int arcs_fate(const arcs_game *game, int viewer, int player);
/** 1 if the player is a Regent, 0 if an Outlaw (public; "The Empire"). */
ARCS_API int arcs_is_regent(const arcs_game *game, int player);
/** The player holding the First Regent tile, or -1 when nobody does. */
ARCS_API int arcs_first_regent(const arcs_game *game);
/**
 * The player's objective marker: its space on the Power track, counting
 * down as the objective advances; 0 = the objective is complete ("The
 * Campaign: Objective", "Completion"). -1 before the player's Fate is set
 * up or without an objective. Public. At the end of the Act (the game's
 * end in a single-Act game) this is the objective's result, also logged
 * ("Act 1: Player 2 (Founder) failed their objective: marker on 5.").
 */
ARCS_API int arcs_objective_progress(const arcs_game *game, int player);
/**
 * 1 when the campaign game stopped at an Act boundary (the rulebook's "Next
 * Act?" point after an Intermission): the game is over, either because
 * arcs_config.last_act was reached or because a player's Fate does not play
 * the next Act yet (the log names those Fates); the winner so far is
 * arcs_winner's, by Determining a Winner. 0 otherwise (playing, the
 * campaign's own end after Act III); -1 (ARCS_NONE) for NULL or a game of
 * another mode.
 */
ARCS_API int arcs_act_boundary(const arcs_game *game);

/* A Summit under way (Campaign rulebook, "Summits": Call to Order,
 * Negotiations), all public: who called it, whose turn, the deal on the
 * table item by item in words. For a table's surface (arcs-play shows it at
 * a seat's Summit decision); the same as Observation.campaign.summit. */
#define ARCS_SUMMIT_ITEMS_MAX 8    /**< Negotiation actions in one deal */
#define ARCS_SUMMIT_WORDS_MAX 168

/** One Negotiation action of the deal on the table. */
typedef struct arcs_summit_item {
    int action;                /**< arcs_negotiation */
    int giver;                 /**< the player who takes the action (gives) */
    int receiver;              /**< the Rival it affects (receives) */
    char words[ARCS_SUMMIT_WORDS_MAX]; /**< in words, its target and the consents it
                                    needs included, e.g. "Player 3 takes Transfer Asset
                                    affecting Player 1 (Material, slot 2)" */
    char target[64];           /**< what it targets alone, e.g. "Material, slot 2", "a
                                    fresh ship at 5-crescent", "Court place 5"; "" for
                                    Promise Favor and Invite to Empire */
    unsigned consent;          /**< bit p: p's consent is needed too (p is a party) */
} arcs_summit_item;

/** The Summit under way (arcs_summit). */
typedef struct arcs_summit_view {
    int active;                /**< 1 while a Summit is under way; 0: the rest is 0 */
    int caller;                /**< who called it */
    int phase;                 /**< 1 Call to Order, 2 Negotiations */
    int turn;                  /**< Negotiations: whose turn it is to propose or pass */
    int passes;                /**< Negotiations: passes in a row (all pass: it ends) */
    int deals_left;            /**< deals that may still be submitted; -1 no limit */
    int proposer;              /**< who proposes the deal on the table, ARCS_NONE for none */
    int submitted;             /**< 1 when the deal awaits its parties' answers */
    unsigned parties;          /**< bit p: p is a party of the deal (gives, receives or
                                    consents); all but the proposer accept or reject it */
    unsigned accepted;         /**< bit p: p accepted the submitted deal (the proposer's
                                    bit included) */
    int item_count;
    arcs_summit_item items[ARCS_SUMMIT_ITEMS_MAX];
} arcs_summit_view;

/**
 * Fill *out with the Summit under way (active 0 when none, or outside the
 * campaign). Everything in it is public. Returns ARCS_OK,
 * ARCS_E_INVALID_ARG (NULL game or out).
 */
ARCS_API arcs_status arcs_summit(const arcs_game *game, arcs_summit_view *out);

/* The campaign record (docs/campaign-record.md; proto/arcs.proto,
 * CampaignRecord): the campaign between two Acts, as the Campaign
 * rulebook's "Packing Up" keeps it (Intermission, "Next Act?"): the map,
 * the supply, every play area, Fates and their history, Power, Outrage,
 * the Court deck, the rules booklet, scrapped cards. Binary (protobuf, with
 * the checksum trailer of a GameState) or JSON (the proto3 JSON mapping of
 * the same message, for people: typed in from a physical table). A game
 * continues from one through arcs_config.record. */

/** The CampaignRecord schema_version this library writes and reads. */
#define ARCS_CAMPAIGN_RECORD_VERSION 1

/**
 * Write the campaign record of a game at an Act boundary (the "Next Act?"
 * point: the game has stopped after an Intermission, see arcs_config
 * last_act) into buf, binary, with the size conventions of
 * arcs_game_save_state (buf NULL and cap 0: only *written, the size).
 * ARCS_E_INVALID_ARG: NULL game or written, buf NULL with cap > 0;
 * ARCS_E_UNSUPPORTED: not a campaign, or not at an Act boundary (reason in
 * arcs_last_error); ARCS_E_BUFFER_TOO_SMALL (*written: the size needed);
 * ARCS_E_NOMEM. The game is not changed. Like a saved state, a record is
 * the whole truth (the Court deck's cards, the Fate decks): not for a
 * player's eyes.
 */
ARCS_API arcs_status arcs_campaign_record_save(arcs_game *game, void *buf, size_t cap, size_t *written);

/** What a record says at a glance (arcs_campaign_record_info). */
typedef struct arcs_record_info {
    int completed_act;  /**< the Act played before the record: 1 or 2 */
    int next_act;       /**< the Act a game started from it plays: 2 or 3 */
    int players;        /**< 2, 3 or 4 */
    int fate[4];        /**< each seat's Fate for the next Act (card index,
                             arcs_card_info), ARCS_NONE for seats not in the game */
} arcs_record_info;

/**
 * Check a binary record as arcs_game_new does (every field; not whether
 * the Fates play the next Act) and fill *info. ARCS_E_INVALID_ARG: NULL
 * buf or info; ARCS_E_CORRUPT: a malformed record, the reason (naming the
 * field) in error; ARCS_E_VERSION: another schema_version. *info is
 * written only on ARCS_OK. error may be NULL.
 */
ARCS_API arcs_status arcs_campaign_record_info(const void *buf, size_t len, arcs_record_info *info,
                                               arcs_error *error);

/**
 * The JSON form of a binary record (the proto3 JSON mapping of
 * CampaignRecord, indented, a final newline; NUL-terminated) into out,
 * with the size conventions of arcs_move_to_str: *written is the size
 * needed, NUL included; out NULL and cap 0 only asks for it. The record's
 * envelope and version are checked (ARCS_E_CORRUPT, ARCS_E_VERSION), not
 * its contents. ARCS_E_BUFFER_TOO_SMALL, ARCS_E_INVALID_ARG, ARCS_E_NOMEM
 * as usual; error (may be NULL) receives the reason.
 */
ARCS_API arcs_status arcs_campaign_record_to_json(const void *buf, size_t len, char *out, size_t cap,
                                                  size_t *written, arcs_error *error);

/**
 * The binary record of a JSON text (len bytes; a NUL is not needed),
 * with the size conventions of arcs_game_save_state. The text must be a
 * JSON object of CampaignRecord's fields (lowerCamelCase or proto names;
 * integers as numbers or strings, Resource values by name or number);
 * ARCS_E_CORRUPT for anything else, the reason naming the field in error
 * (may be NULL). Only the form is checked here: arcs_campaign_record_info
 * and arcs_game_new check the contents.
 */
ARCS_API arcs_status arcs_campaign_record_from_json(const char *json, size_t len, void *buf, size_t cap,
                                                    size_t *written, arcs_error *error);

/**
 * Write a readable multi-line description of the whole state (map, boards,
 * Court, round) into buf. Same size conventions as arcs_move_to_str;
 * 8 KiB always suffice.
 */
ARCS_API arcs_status arcs_describe(const arcs_game *game, char *buf, size_t cap,
                                   size_t *written);

/* ------------------------------------------------------------------------ */
/* Static data: cards, map, action cards, dice, setup cards, markers          */
/* ------------------------------------------------------------------------ */

/*
 * Everything printed on the components, for UIs and bots, without a game.
 * Strings returned here are static (owned by the library, never freed, valid
 * for the life of the process). Source: the published card list (cards.csv)
 * and docs/components.md (map, dice, markers, setup cards, action cards).
 * Arcs, its card texts and its art belong to Leder Games (see LICENSE).
 */

/** Card kinds (arcs_card_data.kind). */
typedef enum arcs_card_kind {
    ARCS_CARD_SETUP = 0,    /**< a setup card */
    ARCS_CARD_GUILD = 1,    /**< a Guild card of the Court */
    ARCS_CARD_VOX = 2,      /**< a Vox card of the Court */
    ARCS_CARD_LORE = 3,     /**< a Lore card (Leaders & Lore) */
    ARCS_CARD_LEADER = 4,   /**< a Leader card (Leaders & Lore) */
    ARCS_CARD_FATE = 5,     /**< a Fate card (campaign) */
    ARCS_CARD_AID = 6,      /**< a player aid or rules card */
    ARCS_CARD_ACTION = 7,   /**< an action card (campaign variants) */
    ARCS_CARD_EVENT = 8,    /**< an event card (campaign) */
    ARCS_CARD_OTHER = 9     /**< anything else in the card list */
} arcs_card_kind;

/** Card set bits (arcs_card_data.sets). */
#define ARCS_CARDSET_BASE 0x01u            /**< in the base game box */
#define ARCS_CARDSET_BASE_COURT 0x02u      /**< in the base-game Court deck */
#define ARCS_CARDSET_CAMPAIGN_COURT 0x04u  /**< in the campaign Court deck */
#define ARCS_CARDSET_LEADERS_LORE 0x08u    /**< Leaders & Lore */
#define ARCS_CARDSET_BLIGHTED_REACH 0x10u  /**< the Blighted Reach campaign */
#define ARCS_CARDSET_LOYAL_GUILD 0x20u     /**< a Loyal Guild card ("Loyal ...") */

/** One card of the card list (arcs_card_info). */
typedef struct arcs_card_data {
    int index;            /**< its card index (0..arcs_card_count()-1): the number
                               this library uses for the card in views and moves */
    const char *id;       /**< stable id from the card list, e.g. "ARCS-BC17" */
    const char *name;     /**< printed name, e.g. "Farseers" */
    const char *text;     /**< printed text ("" if none); ability names are marked
                               **like this** (Markdown bold), paragraphs end in "\n" */
    arcs_card_kind kind;
    int suit;             /**< arcs_resource for Guild cards, -1 otherwise */
    int keys;             /**< raid cost in keys (Guild cards), 0 otherwise */
    uint32_t sets;        /**< ARCS_CARDSET_* bits */
} arcs_card_data;

/** Number of cards in the card list (every card of every box). */
ARCS_API int arcs_card_count(void);

/**
 * Fill *out with card `card` (0..arcs_card_count()-1). The card index is
 * stable within one library version; the id is stable across versions.
 * Returns ARCS_OK, ARCS_E_INVALID_ARG (NULL out, card out of range).
 */
ARCS_API arcs_status arcs_card_info(int card, arcs_card_data *out);

/**
 * The card index of a card id ("ARCS-BC17", case-sensitive) or, failing
 * that, of the first card with exactly this printed name ("Farseers").
 * Returns -1 when none matches (or text is NULL).
 */
ARCS_API int arcs_card_find(const char *text);

/** System kinds inside a cluster (system = (cluster - 1) * 4 + kind). */
typedef enum arcs_system_kind {
    ARCS_SYSTEM_GATE = 0,
    ARCS_SYSTEM_ARROW = 1,     /**< the arrow planet */
    ARCS_SYSTEM_CRESCENT = 2,  /**< the crescent planet */
    ARCS_SYSTEM_HEX = 3        /**< the hex planet */
} arcs_system_kind;

/** The most systems one system is adjacent to. */
#define ARCS_ADJACENT_MAX 8

/** One system of the map (arcs_system_info). */
typedef struct arcs_system_data {
    int system;           /**< 0..ARCS_SYSTEM_COUNT-1 */
    const char *name;     /**< "3-hex" (the move text form) */
    int cluster;          /**< 1..6 as printed, clockwise */
    arcs_system_kind kind;
    int planet_type;      /**< arcs_resource of a planet; -1 for a gate */
    int building_slots;   /**< building slots printed on it (0 for a gate) */
    int adjacent_count;   /**< systems in adjacent[] */
    int adjacent[ARCS_ADJACENT_MAX]; /**< adjacent systems with every cluster in
                                          play (Base rulebook, "The Map"); for a
                                          game with clusters out of play use
                                          arcs_system_adjacent */
} arcs_system_data;

/** Fill *out with system `system`. Returns ARCS_OK, ARCS_E_INVALID_ARG. */
ARCS_API arcs_status arcs_system_info(int system, arcs_system_data *out);

/**
 * The systems adjacent to `system` in this game: out-of-play clusters are
 * skipped and their gates' path markers join the gates on either side
 * (Base rulebook, "The Map" and "Move"). out receives up to
 * ARCS_ADJACENT_MAX systems, *count their number (0 for an out-of-play
 * system). Returns ARCS_OK, ARCS_E_INVALID_ARG (NULL argument, system out
 * of range).
 */
ARCS_API arcs_status arcs_system_adjacent(const arcs_game *game, int system,
                                          int out[ARCS_ADJACENT_MAX], int *count);

/** One action card (arcs_action_card_info). */
typedef struct arcs_action_card_data {
    int card;             /**< 0..ARCS_ACTION_CARD_COUNT-1: suit * 7 + number - 1,
                               then the campaign's Event cards (28..30) */
    char name[24];        /**< "Aggression-4", "Event-1" (the move text form) */
    arcs_suit suit;       /**< ARCS_SUIT_COUNT for an Event card (no suit); ARCS_SUIT_COUNT + 1
                               for a Faithful card (its own suit; actions: both sides') */
    int number;           /**< 1..7 (1 and 7 are used with 4 players only); 0 for
                               an Event card */
    int pips;             /**< action pips; 0 for an Event card, which takes the
                               lead card's pips and actions (Campaign rulebook,
                               "Actions from an Event Card") */
    uint32_t actions;     /**< bit per arcs_action that the suit's pips can take */
} arcs_action_card_data;

/** Fill *out with action card `card`. Returns ARCS_OK, ARCS_E_INVALID_ARG. */
ARCS_API arcs_status arcs_action_card_info(int card, arcs_action_card_data *out);

/** Battle dice types (ARCS_MOVE_DICE a). */
typedef enum arcs_die {
    ARCS_DIE_ASSAULT = 0,
    ARCS_DIE_SKIRMISH = 1,
    ARCS_DIE_RAID = 2,
    ARCS_DIE_COUNT = 3
} arcs_die;

/** What one face of a battle die shows (Base rulebook, "Battle"). */
typedef struct arcs_die_face_data {
    int die;              /**< arcs_die */
    int face;             /**< 0..5 (Face 1..Face 6 of docs/components.md) */
    int self_hits;        /**< hits to the attacker's own ships */
    int intercepts;       /**< intercept symbols */
    int hits;             /**< hits to the defender's ships (then buildings) */
    int building_hits;    /**< hits to the defender's buildings */
    int keys;             /**< raid keys */
} arcs_die_face_data;

/** Fill *out with face `face` (0..5) of die `die`. Returns ARCS_OK, ARCS_E_INVALID_ARG. */
ARCS_API arcs_status arcs_die_face_info(int die, int face, arcs_die_face_data *out);

/** Number of setup cards of the base game (all player counts). */
ARCS_API int arcs_setup_card_count(void);

/** Where one seat starts on a setup card (Base rulebook, "Setup"). */
typedef struct arcs_setup_seat {
    int a;                /**< system A: 3 ships and a city */
    int b;                /**< system B: 3 ships and a starport */
    int c[2];             /**< systems C: 2 ships each; c[1] = -1 with 3-4 players */
} arcs_setup_seat;

/** One setup card (arcs_setup_card_info). */
typedef struct arcs_setup_card_data {
    int index;            /**< 0..arcs_setup_card_count()-1 */
    const char *id;       /**< card-list id, e.g. "ARCS-4SETUP01" */
    const char *name;     /**< e.g. "4p Mix Up 1" (accepted by arcs_config.setup) */
    int players;          /**< 2, 3 or 4 */
    uint32_t out_of_play; /**< bit c: cluster c + 1 out of play */
    arcs_setup_seat seat[4]; /**< seats 1..players of the card (seat 1 holds the initiative) */
} arcs_setup_card_data;

/** Fill *out with setup card `index`. Returns ARCS_OK, ARCS_E_INVALID_ARG. */
ARCS_API arcs_status arcs_setup_card_info(int index, arcs_setup_card_data *out);

/** Ambition markers of the base game. */
#define ARCS_AMBITION_MARKER_COUNT 3

/** An ambition marker's Power for first and second place, each side. */
typedef struct arcs_ambition_marker_data {
    int marker;           /**< 0..ARCS_AMBITION_MARKER_COUNT-1, lowest first */
    int first[2];         /**< first-place Power: [0] start side, [1] flipped */
    int second[2];        /**< second-place Power: [0] start side, [1] flipped */
} arcs_ambition_marker_data;

/** Fill *out with marker `marker`. Returns ARCS_OK, ARCS_E_INVALID_ARG. */
ARCS_API arcs_status arcs_ambition_marker_info(int marker, arcs_ambition_marker_data *out);

/** Printed names ("Material", "Aggression", "Tycoon", "tax"); "?" out of range. */
ARCS_API const char *arcs_resource_name(int resource);
ARCS_API const char *arcs_suit_name(int suit);
ARCS_API const char *arcs_ambition_name(int ambition);
ARCS_API const char *arcs_action_name(int action);

/* ------------------------------------------------------------------------ */
/* The structured view (what one viewer sees, as plain C)                     */
/* ------------------------------------------------------------------------ */

/*
 * arcs_view fills an arcs_game_view: the game as one player (or a spectator)
 * sees it, the same information as arcs_observation but as a plain struct.
 * Every number is a plain int in the units of the rulebook; every list has a
 * count and a fixed-size array sized with room for Leaders & Lore and the
 * campaign. Players are 0-based here (Player 1 is 0), as everywhere in the
 * API; show them to people as 1..players.
 */

/** Card index of a face-down card the viewer may not see. */
#define ARCS_CARD_HIDDEN (-2)
/** No card, no player, no system: an empty entry. */
#define ARCS_NONE (-1)
/** Resource-slot contents besides an arcs_resource. */
#define ARCS_SLOT_EMPTY (-1)
#define ARCS_SLOT_COVERED (-2) /**< under a city still on the player board: holds nothing */
#define ARCS_SLOT_GOLEM (-3)   /**< campaign: a Golem fills the slot (not a resource; which
                                    Golem: arcs_view_player.slot_golem) */

/** The Caretaker's Golems (campaign, ARCS-F505): arcs_view_golem.golem is
 *  one of these once the Golem has been Awake (its identity is public from
 *  then on), else ARCS_CARD_HIDDEN: a Sleeping Golem never seen Awake is
 *  known to nobody, its holder included (F501A "Shuffle the 4 Sleeping
 *  Golem tokens"). */
typedef enum arcs_golem {
    ARCS_GOLEM_WARRIOR = 0,
    ARCS_GOLEM_PROTECTOR = 1,
    ARCS_GOLEM_SEEKER = 2,
    ARCS_GOLEM_HARVESTER = 3,
    ARCS_GOLEM_COUNT = 4
} arcs_golem;

/** One Golem token as the viewer sees it. */
typedef struct arcs_view_golem {
    int golem;                 /**< arcs_golem; ARCS_CARD_HIDDEN for a Golem never seen
                                    Awake; ARCS_NONE for no Golem here */
    int awake;                 /**< 1 on its Awake side (then golem is named) */
} arcs_view_golem;

/** The side a played Faithful action card lies on (campaign, ARCS-F813:
 *  "place the card on either its Zeal or Wisdom side"), public. */
#define ARCS_FAITHFUL_ZEAL 0
#define ARCS_FAITHFUL_WISDOM 1

#define ARCS_MAX_PLAYERS 4
#define ARCS_VIEW_OWNERS 8         /**< piece owners: players 0..3; campaign 4..6; 7 reserved */
#define ARCS_OWNER_FREE 4          /**< campaign: the Free States (Free cities and starports) */
#define ARCS_OWNER_EMPIRE 5        /**< campaign: the Empire (Imperial ships; an Empire-controlled
                                        system's controller) */
#define ARCS_OWNER_BLIGHT 6        /**< campaign: the Blight ("ships" of this owner are Blight) */
#define ARCS_VIEW_BUILDINGS_MAX 4  /**< building slots per system */
#define ARCS_VIEW_RES_SLOTS_MAX 8  /**< resource slots per board (6 in the base game) */
#define ARCS_VIEW_HAND_MAX 64
#define ARCS_VIEW_GUILD_MAX 64
#define ARCS_VIEW_COURT_ROW_MAX 8
#define ARCS_VIEW_COURT_PILE_MAX 128
#define ARCS_VIEW_MARKERS_MAX 7
#define ARCS_VIEW_AMBITIONS_MAX 8
#define ARCS_VIEW_DICE_MAX 32
#define ARCS_VIEW_PLACED_MAX 8
#define ARCS_VIEW_PROMPT_MAX 192
#define ARCS_VIEW_PLAY_AREA_MAX 16 /**< cards in one play area (Leaders & Lore) */
#define ARCS_VIEW_DRAFT_MAX 16     /**< places of the Leaders & Lore draft rows */
#define ARCS_VIEW_USED_MAX 8       /**< cards marked used this turn or round */
#define ARCS_VIEW_FATES_DEALT 2    /**< Fate cards dealt to each player (campaign) */

/** A player's campaign title (Campaign rulebook, "Act I Setup", Set Up
 *  Players F: every player starts a Regent; Imperial Laws and Summits make
 *  Outlaws and Regents). */
typedef enum arcs_title {
    ARCS_TITLE_NONE = 0,       /**< no title: not the campaign, or before Set Up Players F */
    ARCS_TITLE_REGENT = 1,
    ARCS_TITLE_OUTLAW = 2
} arcs_title;

/** Building kinds. */
typedef enum arcs_building_kind {
    ARCS_BUILDING_NONE = 0,    /**< an empty slot */
    ARCS_BUILDING_CITY = 1,
    ARCS_BUILDING_STARPORT = 2
} arcs_building_kind;

/** How a player's action card was played this round (Base rulebook,
 *  "Playing a Chapter"). */
typedef enum arcs_play_mode {
    ARCS_PLAY_NONE = 0,        /**< not yet played this round */
    ARCS_PLAY_LEAD = 1,
    ARCS_PLAY_SURPASS = 2,
    ARCS_PLAY_COPY = 3,        /**< face down */
    ARCS_PLAY_PIVOT = 4,
    ARCS_PLAY_SKIPPED = 5,     /**< no cards: the turn was skipped */
    ARCS_PLAY_EVENT = 6        /**< campaign: an Event card, face up, mirroring the lead */
} arcs_play_mode;

/** What kind of decision is pending (arcs_view_decision.kind). */
typedef enum arcs_decision_kind {
    ARCS_DECISION_NONE = 0,            /**< the game is over */
    ARCS_DECISION_LEAD = 1,            /**< lead a card or pass the initiative */
    ARCS_DECISION_FOLLOW = 2,          /**< Surpass, Copy or Pivot */
    ARCS_DECISION_DECLARE = 3,         /**< declare an ambition or not */
    ARCS_DECISION_SEIZE = 4,           /**< seize the initiative or not */
    ARCS_DECISION_TURN = 5,            /**< Prelude, actions, end of turn */
    ARCS_DECISION_MULLIGAN = 6,        /**< 2 players: keep the hand or redraw */
    ARCS_DECISION_TAX = 7,
    ARCS_DECISION_BUILD = 8,
    ARCS_DECISION_REPAIR = 9,
    ARCS_DECISION_INFLUENCE = 10,
    ARCS_DECISION_SECURE = 11,
    ARCS_DECISION_MOVE_FROM = 12,
    ARCS_DECISION_MOVE_TO = 13,
    ARCS_DECISION_MOVE_SHIPS = 14,
    ARCS_DECISION_CATAPULT = 15,
    ARCS_DECISION_ELIMINATION = 16,    /**< a gate for 3 fresh ships */
    ARCS_DECISION_PLACE_RESOURCE = 17, /**< a slot for the resource being placed */
    ARCS_DECISION_DISCARD_RESOURCE = 18, /**< the same, with one to discard */
    ARCS_DECISION_BATTLE_SYSTEM = 19,
    ARCS_DECISION_BATTLE_DEFENDER = 20,
    ARCS_DECISION_BATTLE_DICE = 21,
    ARCS_DECISION_BATTLE_HIT = 22,
    ARCS_DECISION_BATTLE_RAID = 23,
    ARCS_DECISION_RANSACK = 24,
    ARCS_DECISION_OUTRAGE = 25,
    ARCS_DECISION_CARD = 26,           /**< a Court card's own choice */
    ARCS_DECISION_CHANCE = 27,         /**< explicit chance: a die or a draw */
    ARCS_DECISION_DRAFT = 28,          /**< Leaders & Lore setup: take a leader or a
                                            lore card from the draft rows */
    /* Campaign (Campaign rulebook, "Act I Setup"; Imperial Laws) */
    ARCS_DECISION_FATE = 29,           /**< keep one of the two Fate cards dealt (secret) */
    ARCS_DECISION_START_PLACE = 30,    /**< a starting placement at an Imperial planet */
    ARCS_DECISION_ADD_IMPERIAL = 31,   /**< Imperial ships a Regent adds to the attack */
    ARCS_DECISION_MOVE_IMPERIAL = 32,  /**< Imperial ships moving with the Loyal ships */
    ARCS_DECISION_EVENT = 33,          /**< campaign: a choice of the round's event (Summit call,
                                            Crises or Edicts, the Trust, the Imperial Policy) */
    ARCS_DECISION_SUMMIT = 34,         /**< campaign: a Summit's decision (Call to Order, a
                                            negotiation turn, a deal item's target, consent) */
    ARCS_DECISION_FLAGSHIP = 35,       /**< campaign: a Flagship's decision (whether it comes
                                            along on a Move; a Resettling placement) */
    ARCS_DECISION_KIND_COUNT = 36
} arcs_decision_kind;

/** One building slot of a system. */
typedef struct arcs_view_building {
    int owner;                 /**< 0..3, or ARCS_NONE for an empty slot */
    arcs_building_kind kind;
    int damaged;               /**< 1 when damaged */
} arcs_view_building;

/** One system of the map. */
typedef struct arcs_view_system {
    int in_play;               /**< 0 for a cluster out of play (setup card) */
    int fresh[ARCS_VIEW_OWNERS];   /**< fresh ships per owner */
    int damaged[ARCS_VIEW_OWNERS]; /**< damaged ships per owner */
    int building_slots;        /**< entries of buildings[]: the printed slots
                                    (arcs_system_info), then, in Leaders & Lore,
                                    each building standing outside them (Gate
                                    Ports and Gate Stations on gates, Cloud
                                    Cities on planets) */
    arcs_view_building buildings[ARCS_VIEW_BUILDINGS_MAX];
    int controller;            /**< the player who controls it (more fresh ships
                                    than each Rival), or ARCS_NONE */
    arcs_view_golem golem;     /**< campaign: the Golem on this gate (Sleeping: F501A),
                                    golem ARCS_NONE when there is none */
} arcs_view_system;

/** One player's board, hand and played cards. */
#define ARCS_VIEW_FLAGSHIP_COLUMNS 6 /**< Upgrades of a Flagship board (campaign) */
typedef struct arcs_view_player {
    int power;
    int resource_slots;        /**< entries of resources[]: the board's 6 slots,
                                    and a 7th, a card's slot (Leaders & Lore:
                                    Ancient Holdings, 4 keys), for its holder */
    int open_slots;            /**< slots not under a city (2, 3, 4 or 6) */
    int resources[ARCS_VIEW_RES_SLOTS_MAX]; /**< slot i (Player-board order, shown as
                                    slot i+1): arcs_resource, ARCS_SLOT_EMPTY or
                                    ARCS_SLOT_COVERED */
    int slot_keys[ARCS_VIEW_RES_SLOTS_MAX]; /**< raid cost of slot i in keys */
    int outrage[ARCS_RESOURCE_COUNT];       /**< 1 when Outraged of that resource */
    int outrage_agent_owed[ARCS_RESOURCE_COUNT]; /**< 1 when marked by a placeholder
                                    (no agent was in supply; the next returns there) */
    int captives[ARCS_VIEW_OWNERS];      /**< Captives held: agents per owner */
    int trophy_ships[ARCS_VIEW_OWNERS];  /**< Trophies held, per owner */
    int trophy_cities[ARCS_VIEW_OWNERS];
    int trophy_starports[ARCS_VIEW_OWNERS];
    int trophy_agents[ARCS_VIEW_OWNERS];
    int guild_count;
    int guild[ARCS_VIEW_GUILD_MAX];      /**< Guild cards held (card indexes) */
    int cities_on_board;       /**< cities left in the board's city slots (supply) */
    int ships_supply;
    int starports_supply;
    int agents_supply;
    int hand_count;            /**< action cards in hand (always visible) */
    int hand_visible;          /**< 1 when hand[] lists them (the viewer's own hand,
                                    or one a card effect shows the viewer now) */
    int hand[ARCS_VIEW_HAND_MAX]; /**< action cards in hand, ascending, when visible */
    int played;                /**< action card played this round, ARCS_NONE, or
                                    ARCS_CARD_HIDDEN (a Rival's face-down Copy) */
    arcs_play_mode play_mode;
    int seize_card;            /**< face-down card played to seize: ARCS_NONE, the
                                    card (the viewer's own) or ARCS_CARD_HIDDEN */
    int holds_initiative;      /**< 1 for the initiative holder */
    int bonus_city_power;      /**< Power added to each won ambition (0, 2 or 5) */
    int ambition[ARCS_VIEW_AMBITIONS_MAX]; /**< what the player counts for each
                                    arcs_ambition now, as chapter scoring counts it
                                    (campaign: boxes 5 Edenguard, 6 Blightkin too) */
    /* Leaders & Lore (Base rulebook, "Leaders & Lore"): the play area lies
     * face up, so every viewer sees all of it. Base game: leader ARCS_NONE,
     * counts 0. Card indexes: arcs_card_info gives id, name, kind, text. */
    int leader;                /**< the leader card in the play area, or ARCS_NONE */
    int lore_count;
    int lore[ARCS_VIEW_PLAY_AREA_MAX]; /**< lore cards in the play area, in the order taken */
    int play_area_count;
    int play_area[ARCS_VIEW_PLAY_AREA_MAX]; /**< every card of the play area (leader,
                                    lore, and later titles or abilities), in the order gained */
    /* The campaign (Campaign rulebook, "Act I Setup", Set Up Players B and F).
     * Outside the campaign: title ARCS_TITLE_NONE, first_regent 0, the Fates
     * ARCS_NONE. */
    arcs_title title;          /**< Regent or Outlaw (public), ARCS_TITLE_NONE before titles */
    int first_regent;          /**< 1 for the First Regent (holds the tile; public) */
    int fate_dealt[ARCS_VIEW_FATES_DEALT]; /**< the two Fate cards dealt to the player
                                    (card indexes, in deal order: the order of the
                                    ARCS_MOVE_FATE choice a = 0, 1), shown to that player
                                    only: ARCS_CARD_HIDDEN for every other viewer (the
                                    card not kept goes back to the box unseen, so it
                                    stays hidden after the reveal), ARCS_NONE before
                                    the deal */
    int fate;                  /**< the Fate kept: the card for the player, and for
                                    every viewer once all players have chosen (the
                                    reveal); ARCS_CARD_HIDDEN for other viewers while
                                    chosen but not revealed; ARCS_NONE while not chosen */
    int fate_history[3];       /**< campaign (public): the Fate card the player held in
                                    Act 1, 2, 3 (index 0..2), ARCS_NONE for an Act not
                                    reached; the next Act's is written at the
                                    Intermission F reveal (Campaign rulebook,
                                    "Intermission") */
    int fate_completed;        /**< campaign (public): bit a set when the player
                                    completed Act a+1's objective */
    arcs_view_golem slot_golem[ARCS_VIEW_RES_SLOTS_MAX]; /**< campaign: the Golem filling
                                    slot i (resources[i] == ARCS_SLOT_GOLEM), else
                                    golem ARCS_NONE */
    int played_side;           /**< a played Faithful action card's side, when the card
                                    is shown (played != ARCS_CARD_HIDDEN):
                                    ARCS_FAITHFUL_ZEAL or ARCS_FAITHFUL_WISDOM; else
                                    ARCS_NONE */
    int flagship;              /**< campaign (public): the system of the player's
                                    Flagship piece, ARCS_NONE without one */
    arcs_view_building flagship_board[ARCS_VIEW_FLAGSHIP_COLUMNS][2]; /**< the Flagship
                                    board: [column][0 Upgrade, 1 Armor], columns
                                    Slipstream Drive, Tractor Beam, Control Array,
                                    Defense Array, Ship Crane, Hull (owner: the player) */
    int flagship_ships;        /**< ships built at the Flagship this turn */
    int captive_ships[ARCS_VIEW_OWNERS]; /**< campaign (public): Captives held that are
                                    ships, per owner (players 0..3, ARCS_OWNER_EMPIRE):
                                    kept by a card (Happy Hosts, ARCS-F1012: "Capture
                                    all damaged ships you control"); they count for
                                    Tyrant with captives[] */
} arcs_view_player;

/** One place of the Court row. */
typedef struct arcs_view_court_place {
    int card;                  /**< card index, or ARCS_NONE for an empty place */
    int agents[ARCS_VIEW_OWNERS]; /**< agents on it per player */
} arcs_view_court_place;

/** One ambition marker. */
typedef struct arcs_view_marker {
    int box;                   /**< arcs_ambition box it was declared on, or
                                    ARCS_NONE while Available */
    int flipped;               /**< 1 when showing its higher side */
    int first;                 /**< first-place Power on its current side */
    int second;                /**< second-place Power on its current side */
} arcs_view_marker;

/** A card placed beside a played action card until the round ends. */
typedef struct arcs_view_placed {
    int card;                  /**< card index */
    int player;                /**< who placed it */
    int beside;                /**< the action card it lies beside */
} arcs_view_placed;

/** The battle in progress (Base rulebook, "Battle"). */
typedef struct arcs_view_battle {
    int active;                /**< 0 outside a battle (the rest is then 0) */
    int system;
    int attacker;
    int defender;
    int dice[ARCS_DIE_COUNT];  /**< dice collected per arcs_die */
    int rolled_count;
    int rolled_die[ARCS_VIEW_DICE_MAX];  /**< arcs_die of each rolled die, roll order */
    int rolled_face[ARCS_VIEW_DICE_MAX]; /**< its face 0..5 (arcs_die_face_info) */
} arcs_view_battle;

/** The pending decision. */
typedef struct arcs_view_decision {
    int player;                /**< who decides: 0..3, ARCS_PLAYER_CHANCE, or
                                    ARCS_PLAYER_NONE when the game is over */
    arcs_decision_kind kind;
    char prompt[ARCS_VIEW_PROMPT_MAX]; /**< one English sentence, e.g. "Player 2:
                                    choose a slot for the Fuel being placed." */
    int placing_resource;      /**< the arcs_resource being placed during a
                                    PLACE/DISCARD_RESOURCE decision, else ARCS_NONE */
    int card;                  /**< the card index whose choice it is
                                    (ARCS_DECISION_CARD), else ARCS_NONE */
} arcs_view_decision;

/** The Leaders & Lore draft (Base rulebook, "Leaders & Lore", Setup): a
 *  leader row and a lore row laid out face up; in reverse turn order each
 *  player takes a leader or a lore card until each has a leader and
 *  lore_each lore cards. */
typedef struct arcs_view_draft {
    int active;                /**< 1 while picks remain (an ARCS_DECISION_DRAFT, or the
                                    rows being drawn); 0 otherwise and in the base game */
    int lore_each;             /**< lore cards each player takes: 1, or 2 (variant) */
    int leader_places;         /**< places of the leader row: players + 1 */
    int lore_places;           /**< places of the lore row: players + 1, or 2 * players + 1 */
    int row[ARCS_VIEW_DRAFT_MAX]; /**< leader places first, then lore places: the card
                                    index, or ARCS_NONE for a card taken or not yet drawn */
    int picks;                 /**< picks made so far */
    int picks_total;           /**< picks in all: players * (1 + lore_each) */
} arcs_view_draft;

/** Version of struct arcs_game_view (bumped when a field is added).
 *  2: Leaders & Lore (play areas in arcs_view_player, the draft).
 *  3: the campaign's titles and Fates in arcs_view_player; court_pile_max.
 *  4: the Golems (arcs_view_system.golem, arcs_view_player.slot_golem, the
 *     Golem Hearth fields) and arcs_view_player.played_side.
 *  5: the campaign arc: act, last_act, act_boundary, intermission_step;
 *     arcs_view_player.fate_history and fate_completed.
 *  6: Flagships: arcs_view_player.flagship, flagship_board, flagship_ships.
 *  7: arcs_view_player.captive_ships (ship Captives kept by a card). */
#define ARCS_VIEW_VERSION 8
#define ARCS_VIEW_GOLEMS_MAX 4     /**< Golem tokens (campaign, the Caretaker) */

/** The game as one viewer sees it (arcs_view). Plain data, no pointers except
 *  the static setup_name. */
typedef struct arcs_game_view {
    int version;               /**< ARCS_VIEW_VERSION */
    int viewer;                /**< 0..players-1, or -1 for a spectator */
    int players;
    arcs_mode mode;
    const char *setup_name;    /**< static string, e.g. "4p Mix Up 1" */
    int chapter;               /**< 1..5 */
    int initiative;            /**< the player holding the initiative marker */
    int seized_by;             /**< who seized the initiative this round, or ARCS_NONE */
    int game_over;
    int winner;                /**< ARCS_NONE while playing */

    arcs_view_system systems[ARCS_SYSTEM_COUNT];
    arcs_view_player player[ARCS_MAX_PLAYERS]; /**< entries 0..players-1 */

    int supply[ARCS_RESOURCE_COUNT];  /**< resources in the general supply */
    int box_resources[ARCS_RESOURCE_COUNT]; /**< 2 players: out-of-play resources on
                                    the ambition boxes (Material and Fuel on Tycoon,
                                    Weapon on Warlord, Relic on Keeper, Psionic on Empath) */

    int marker_count;
    arcs_view_marker markers[ARCS_VIEW_MARKERS_MAX];
    int zero_marker;           /**< 1 when the zero marker covers the lead card */

    int court_deck_count;
    int court_pile_max;        /**< the most cards a Court pile (deck or discard) can
                                    hold in this mode: 32 (base game and Leaders &
                                    Lore: 31 Court cards), 128 (campaign: lore and
                                    Fate-set cards join the Court); scales court
                                    counts (observation tensors) */
    int court_row_count;
    arcs_view_court_place court[ARCS_VIEW_COURT_ROW_MAX];
    int court_discard_count;
    int court_discard[ARCS_VIEW_COURT_PILE_MAX]; /**< face up, bottom first */
    int placed_count;
    arcs_view_placed placed[ARCS_VIEW_PLACED_MAX];

    int action_deck_count;     /**< face down: a count */
    int action_discard_count;  /**< face down: a count */
    int lead_card;             /**< action card led this round, or ARCS_NONE */
    int turn_player;           /**< whose turn it is, or ARCS_NONE between turns */
    int pips;                  /**< action pips left this turn */
    int pip_suit;              /**< arcs_suit the pips take actions of */
    int prelude_open;          /**< 1 while no pip has been spent this turn */
    int weapon_spent;          /**< 1 when a Weapon was spent: pips may battle */

    arcs_view_battle battle;
    arcs_view_decision decision;
    arcs_view_draft draft;     /**< Leaders & Lore setup (all zero in the base game) */
    /* Effects used "once per turn" / "once per round" (Tool-Priests' Summon,
     * Court cards): the card indexes, public. */
    int used_this_turn_count;
    int used_this_turn[ARCS_VIEW_USED_MAX];
    int used_this_round_count;
    int used_this_round[ARCS_VIEW_USED_MAX];
    /* Golem Hearth (campaign, ARCS-F503 "This card holds any number of
     * Golems"): its holder and the Golems on it, the named ones first (by
     * arcs_golem), then the hidden ones, so the order tells nothing. */
    int hearth_holder;         /**< the player holding Golem Hearth, or ARCS_NONE */
    int hearth_golem_count;
    arcs_view_golem hearth_golems[ARCS_VIEW_GOLEMS_MAX];
    /* The campaign arc (all 0 outside the campaign; Campaign rulebook, "The
     * Campaign", "Intermission"). */
    int act;                   /**< the Act being played, 1..3 */
    int last_act;              /**< the last Act this game plays (arcs_config.last_act) */
    int act_boundary;          /**< 1 when the game stopped at an Act boundary
                                    ("Next Act?": arcs_act_boundary) */
    int intermission_step;     /**< 0 outside an Intermission; else its step:
                                    1 A Resolve Fate, 2 B Clear Court, 3 C Clear
                                    Pieces, 4 D Repair & Destroy, 5 E Shift
                                    Initiative & Power, 6 F Fate draws, 7 F the
                                    secret choice, 8 done */
    /* The campaign's ambition boxes past the base five (Act III: the
     * Guardian's Edenguard Ambition law, box 5, and the Naturalist's
     * Blightkin Ambition law, box 6): a marker's `box` and the players'
     * `ambition` counts use these indexes (arcs_ambition_name). */
    int ambition_box_count;    /**< ambition boxes numbered: 5, or 7 in the campaign */
    int extra_ambition_boxes;  /**< bit per box (5, 6) whose law is in the rules booklet */
    /* The campaign's map centre, system 24 (ARCS_VIEW_VERSION 8): a gate, the
     * Twisted Passage, while the Gate Wraith's law (ARCS-F2205) is in the
     * rules booklet; its ships and (Gate Ports, Gate Stations) buildings
     * outside any printed slot. Move text names it "twisted-passage". */
    int map_centre_in_play;    /**< 1 while system 24 is a system of the map */
    arcs_view_system map_centre; /**< system 24 as `systems[i]` shows a system (all
                                    empty while not in play) */
} arcs_game_view;

/**
 * Fill *out with the game as `viewer` sees it: viewer 0..players-1 for that
 * player, or -1 for a spectator. Shows what arcs_observation shows and hides
 * what it hides (Rivals' hands as counts, their face-down Copy and seize
 * cards as ARCS_CARD_HIDDEN, the decks as counts; campaign: Rivals' dealt
 * Fates, and their kept Fates until every player has chosen, as
 * ARCS_CARD_HIDDEN). No allocation; *out is
 * fully written (unused entries zero or ARCS_NONE) on success and
 * untouched on error. Returns ARCS_OK, ARCS_E_INVALID_ARG (NULL game or out,
 * viewer out of range, or another seat than the one of a handle loaded from
 * a replay saved for a seat: arcs_saved_for, the reason in arcs_last_error).
 */
ARCS_API arcs_status arcs_view(const arcs_game *game, int viewer, arcs_game_view *out);

/**
 * The game as `viewer` sees it (arcs_view: viewer 0..players-1, or -1 for
 * a spectator) as one JSON object (UTF-8, no whitespace) for callers in
 * other languages: every arcs_game_view field under its C field name
 * (version, viewer, players, mode, setup_name, chapter, ..., systems,
 * player, court, decision, draft, battle, act, map_centre, ...), numbers
 * as in the struct (card fields are card indexes, ARCS_CARD_HIDDEN for a
 * hidden card, ARCS_NONE for none); lists hold only their used entries
 * (players, building slots, row places, counts); lists by piece owner
 * (fresh/damaged ships, Captives, Trophies) hold one entry per player, and
 * ARCS_VIEW_OWNERS entries in the campaign; each system also lists its
 * `adjacent` systems in this game (arcs_system_adjacent); "map_centre" is
 * null while system 24 is not in play; campaign players add "slot_golem",
 * "flagship", "flagship_ships" and "flagship_board" ([column][Upgrade,
 * Armor]). It shows exactly what arcs_view shows (the same hidden cards).
 * Buffer: with buf = NULL and cap = 0 it only measures (ARCS_OK, *written =
 * the bytes needed, NUL included); with cap smaller than that it returns
 * ARCS_E_BUFFER_TOO_SMALL with *written = the bytes needed (buf then holds
 * a truncated prefix); otherwise it writes the text and its NUL, *written =
 * the bytes written (NUL included). Allocates one arcs_game_view while it
 * runs. Returns ARCS_OK, ARCS_E_BUFFER_TOO_SMALL, ARCS_E_INVALID_ARG (NULL
 * game or written, buf NULL with cap > 0, viewer out of range, or another
 * seat than the one of a handle loaded from a replay saved for a seat:
 * arcs_saved_for, the reason in arcs_last_error), ARCS_E_NOMEM.
 */
ARCS_API arcs_status arcs_view_json(const arcs_game *game, int viewer, char *buf, size_t cap,
                                    size_t *written);

/** The player who controls `system` (more fresh ships than each Rival;
 *  Base rulebook, "Control"), ARCS_OWNER_EMPIRE in the campaign where fresh
 *  Imperial ships are (Imperial Sovereignty), or ARCS_NONE (also for bad
 *  arguments). */
ARCS_API int arcs_controller(const arcs_game *game, int system);

/**
 * What `player` counts for `ambition` now, as chapter scoring counts it
 * (Base rulebook, "Ending a Chapter", Step 1: resources and Guild cards of
 * the suit for Tycoon/Keeper/Empath, Trophies for Warlord, Captives for
 * Tyrant). Returns -1 for bad arguments.
 */
ARCS_API int arcs_ambition_count(const arcs_game *game, int player, int ambition);

/**
 * A plain-language label for a legal move in its context, e.g. "Spend
 * Material (slot 1) to Build", "Assign the hit to Player 2's fresh ship at
 * 3-hex". Players and resource slots are numbered from 1 (as in
 * arcs_describe, the log and the CLI). The move should be one of the
 * current legal moves; other moves still get a generic label. A label names
 * everything in the move, the cards of a face-down Copy or seize and the
 * Fate kept ("Keep the Fate Steward (ARCS-FATE01)") included: it is for
 * the player deciding (show others such a move without its card, as
 * arcs_view does). Same buffer
 * conventions as arcs_move_to_str (*written may be NULL); 160 bytes always
 * suffice. Returns ARCS_OK, ARCS_E_BUFFER_TOO_SMALL, ARCS_E_INVALID_ARG
 * (NULL game, buf NULL with cap > 0, unknown move kind).
 */
ARCS_API arcs_status arcs_move_label(const arcs_game *game, arcs_move move, char *buf, size_t cap,
                                     size_t *written);

/** Bytes that always hold an arcs_move_label. */
#define ARCS_MOVE_LABEL_MAX 160

/**
 * The label of `move` as `viewer` (a seat 0..players-1, or -1 for the
 * public) may see it, for logs shown to other players: call it before
 * applying the move (one of the current legal moves), as arcs_move_label.
 * The move's own player (viewer == move.player) sees arcs_move_label.
 * Every other viewer (and -1, and every viewer of a chance move) sees the
 * same label except where it would name a card that viewer may not know:
 *   - a Copy: "Copy with a face-down card"; a seize: "Seize the initiative
 *     with a face-down card" (the card is played face down);
 *   - the Fate kept (ARCS_MOVE_FATE): "Keep a Fate card in secret";
 *   - chance: a Fate card dealt: "Chance: a Fate card dealt"; a lore card
 *     shuffled into the Court deck: "Chance: a lore card shuffled into the
 *     Court deck"; an action card drawn (from the deck, or the bottom of
 *     the discard) into a hand: "Chance: an action card drawn"; a card
 *     effect's own chance (ARCS_MOVE_CHANCE, c = 12) whose label names a
 *     card: "Chance: a card drawn in secret";
 *   - a card effect's choice (ARCS_MOVE_CARD) whose label names a card that
 *     arcs_view(viewer) does not show (a card in a Rival's hand, in a deck or
 *     another hidden pile, an action card no longer shown): "<card>: a
 *     choice of a card hidden from this viewer" (<card>, the card whose
 *     effect it is, only when arcs_view(viewer) shows it; else "A card
 *     effect's choice of a card hidden from this viewer").
 * Everything else is public and reads as arcs_move_label: face-up plays
 * (Lead, Surpass, Pivot, an Event card), dice, a Court card drawn into the
 * Court row, a draft card laid out, a choice naming only shown cards. No
 * "Player N:" prefix (as arcs_move_label). Same buffer conventions as
 * arcs_move_label (*written may be NULL, the length without the NUL);
 * ARCS_MOVE_LABEL_MAX bytes always suffice. Returns ARCS_OK,
 * ARCS_E_BUFFER_TOO_SMALL, ARCS_E_INVALID_ARG (NULL game, buf NULL with
 * cap > 0, unknown move kind, viewer out of range, or another seat than
 * the one of a handle loaded from a replay saved for a seat:
 * arcs_saved_for), ARCS_E_NOMEM.
 */
ARCS_API arcs_status arcs_move_label_for(const arcs_game *game, arcs_move move, int viewer, char *buf,
                                         size_t cap, size_t *written);

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
#define ARCS_WIRE_SCHEMA_VERSION 3

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
 * ignored (they come from the buffer); its version is checked as in
 * arcs_game_new (ARCS_E_UNSUPPORTED). The new handle has an empty
 * history. On success *out owns the handle (release with arcs_game_free);
 * on failure *out is NULL.
 * The state is checked completely before it is accepted: every id in range,
 * every piece, resource and card in exactly one place, the decision stack
 * well formed with a decision on top (or the game over).
 * Returns ARCS_OK, ARCS_E_CORRUPT (malformed, failed checksum, inconsistent
 * state, longer than 1 MiB), ARCS_E_VERSION (schema version not readable
 * by this library), ARCS_E_UNSUPPORTED (a mode number this library does
 * not know, a base of another config version),
 * ARCS_E_BAD_CONFIG (invalid allocator or history mode in base), ARCS_E_INVALID_ARG (NULL
 * buf with len > 0, NULL out), ARCS_E_NOMEM.
 */
ARCS_API arcs_status arcs_game_load_state(const void *buf, size_t len, const arcs_config *base,
                                          arcs_game **out);

/**
 * arcs_game_load_state with the reason of a failure: error (may be NULL) is
 * filled as described at arcs_error, on success too. A buffer that is
 * another message of the wire format (a Replay, Observation or Move, told by
 * its message_type field) is ARCS_E_CORRUPT with a message naming it.
 */
ARCS_API arcs_status arcs_game_load_state_ex(const void *buf, size_t len, const arcs_config *base,
                                             arcs_game **out, arcs_error *error);

/**
 * Load a saved state into an existing handle, replacing its state and
 * clearing its history. The buffer is decoded and checked in full before
 * the handle is touched: on any error the handle is exactly as it was.
 * The player count may differ from the handle's. Returns the statuses of
 * arcs_game_load_state (ARCS_E_INVALID_ARG for a NULL game); on failure
 * arcs_last_error gives the reason.
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
 * config is rejected by arcs_game_new), ARCS_E_UNSUPPORTED (a mode number
 * this library does not know, in the recorded config or start state; a
 * base of another config version),
 * ARCS_E_INVALID_ARG, ARCS_E_NOMEM. On failure *out is NULL.
 */
ARCS_API arcs_status arcs_replay_load(const void *buf, size_t len, const arcs_config *base,
                                      arcs_game **out);

/** arcs_replay_load with the reason of a failure (error may be NULL; see
 *  arcs_error): a malformed buffer, the index and text of a recorded move
 *  the rules reject, a hash mismatch, a GameState given as a replay. */
ARCS_API arcs_status arcs_replay_load_ex(const void *buf, size_t len, const arcs_config *base,
                                         arcs_game **out, arcs_error *error);

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
 * start state of a mode number this library does not know), ARCS_E_INVALID_ARG,
 * ARCS_E_NOMEM.
 */
ARCS_API arcs_status arcs_replay_info_get(const void *buf, size_t len, arcs_replay_info *out);

/** arcs_replay_info_get with the reason of a failure (error may be NULL). */
ARCS_API arcs_status arcs_replay_info_get_ex(const void *buf, size_t len, arcs_replay_info *out,
                                             arcs_error *error);

/**
 * Save a replay for one seat (a live game's "save replay" at a seat): as
 * arcs_replay_save, and the replay records viewer (Replay.saved_for), so
 * that whoever loads it sees the game as that seat only, whatever the
 * file is called: the handle arcs_replay_load makes of it refuses
 * arcs_view and arcs_observation of every other seat (the public view,
 * -1, stays allowed), arcs_saved_for names the seat, and its own replays
 * stay saved for that seat. viewer -1: a full replay (as arcs_replay_save).
 * Returns as arcs_replay_save, and ARCS_E_INVALID_ARG for a viewer outside
 * -1..players-1 or, for a handle itself loaded from a replay saved for
 * seat p, any viewer but p (the reason in arcs_last_error).
 */
ARCS_API arcs_status arcs_replay_save_for(const arcs_game *game, int viewer, void *buf, size_t cap,
                                          size_t *written);

/**
 * The seat a replay was saved for (arcs_replay_save_for) into *viewer, -1
 * for a full replay; the buffer is checked as by arcs_replay_info_get
 * (error may be NULL). Returns ARCS_OK, ARCS_E_CORRUPT (also a seat beyond
 * the recorded player count), ARCS_E_VERSION, ARCS_E_UNSUPPORTED,
 * ARCS_E_INVALID_ARG, ARCS_E_NOMEM.
 */
ARCS_API arcs_status arcs_replay_saved_for(const void *buf, size_t len, int *viewer, arcs_error *error);

/** The seat a handle shows only (loaded from a replay saved for it, or
 *  cloned or copied from such a handle), or -1 for none (NULL too). */
ARCS_API int arcs_saved_for(const arcs_game *game);

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
 * On failure *out is unchanged; arcs_move_from_bytes_ex gives the reason.
 */
ARCS_API arcs_status arcs_move_from_bytes(const void *buf, size_t len, arcs_move *out);

/**
 * arcs_move_from_bytes with the reason of a failure (error may be NULL; it
 * is filled as described at arcs_error, on success too): the length, another
 * message type given as a Move, a malformed message, the schema version, or
 * the field out of range (kind, player, an argument above 255, e/f where
 * the schema or the kind has none, a schema 1 card move naming no card step).
 */
ARCS_API arcs_status arcs_move_from_bytes_ex(const void *buf, size_t len, arcs_move *out, arcs_error *error);

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
 * ARCS_E_INVALID_ARG (NULL game or written, player out of range, or another
 * seat than the one of a handle loaded from a replay saved for a seat:
 * arcs_saved_for, the reason in arcs_last_error), ARCS_E_NOMEM.
 */
ARCS_API arcs_status arcs_observation(const arcs_game *game, int player, void *buf, size_t cap,
                                      size_t *written);

/**
 * Re-deal everything `player` does not know, at random (seeded by seed),
 * so the game becomes one of the games consistent with what that player has
 * seen. The game remembers who knows where each action card is: cards
 * played face up (everyone), one's own hand, Copy, seize, discarded and
 * mulliganed cards, a Rival's hand looked at with the Farseers. Those stay
 * where the player knows them to be (in the discard pile at the same place;
 * within its shuffled bottom, among those cards). Every other action card
 * in Rivals' hands, the action deck, the discard pile and Rivals' face-down
 * Copy and seize cards is shuffled with the others and dealt back into the
 * same places in the same counts; a pending decision that names re-dealt
 * cards (a Farseers discard being chosen) follows them. The Court deck
 * above its buried bottom cards is shuffled; the game's random generator is
 * reseeded from seed (future dice and shuffles are unknown too). player =
 * -1 keeps only what every player knows (cards played face up).
 * arcs_observation for `player` gives the same bytes before and after, and
 * the result passes every check of arcs_game_load_state. The history is
 * cleared (it would reveal the real deal). For search bots: clone or
 * arcs_game_copy_state, then determinize the copy.
 * Returns ARCS_OK, ARCS_E_INVALID_ARG (NULL game, player out of range).
 * Source: docs/wire-format.md, "Observations and determinize".
 */
ARCS_API arcs_status arcs_determinize(arcs_game *game, int player, uint64_t seed);

#ifdef __cplusplus
}
#endif

#endif /* ARCS_ARCS_H */
