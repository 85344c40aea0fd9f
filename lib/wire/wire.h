/*
 * The wire format (proto/arcs.proto) inside the library: the mapping of
 * game_state to and from protobuf-c messages, the checks a loaded state
 * must pass, the checksum trailer, and the helpers the public calls share.
 * docs/wire-format.md describes the format for users.
 */
#ifndef ARCS_WIRE_WIRE_H
#define ARCS_WIRE_WIRE_H

#include <stddef.h>
#include <stdint.h>

#include <protobuf-c/protobuf-c.h>

#include "arcs.pb-c.h"
#include "core/game.h"
#include "core/state.h"

/* The schema version written (ARCS_WIRE_SCHEMA_VERSION in arcs.h) and the
 * oldest one still read. See docs/wire-format.md, "Versions". */
#define WIRE_SCHEMA_VERSION ARCS_WIRE_SCHEMA_VERSION
#define WIRE_SCHEMA_MIN 1

/* Identifies the byte layout of game_state and the hash function over it
 * (arcs_state_hash, lib/core/hash.c). Replays record it; a replay's final
 * hash is checked only under the same layout and library version. Bump it
 * whenever game_state or the hash function changes (the static check in
 * state_codec.c points here). 23: the hash of lib/core/hash.c; 24: each
 * player's source hook mask (ll.player_hooks). */
#define WIRE_STATE_LAYOUT 24

/* Limits on what loaders accept. */
#define WIRE_STATE_LEN_MAX (1u << 20)
#define WIRE_REPLAY_LEN_MAX (8u << 20)

/* Card-slot values in observations. */
#define WIRE_CARD_HIDDEN 254u

/* ---- checksum trailer (crc32.c) ---- */
/* CRC-32 (IEEE 802.3, reflected, as zlib.crc32). */
uint32_t wire_crc32(const uint8_t *p, size_t n);
/* The trailer: tag of field 15 / fixed32, then the CRC little-endian. */
#define WIRE_TRAILER_TAG 0x7Du
#define WIRE_TRAILER_LEN 5u
/* Write the trailer for buf[0..n) at buf[n]. */
void wire_put_trailer(uint8_t *buf, size_t n);
/* True if buf[0..len) ends in a trailer whose CRC matches what precedes it. */
bool wire_trailer_ok(const uint8_t *buf, size_t len);

/* ---- message types (proto MessageType, field 100 of every top-level message) ---- */
#define WIRE_MESSAGE_TYPE_FIELD 100u
/* The MessageType a buffer declares at its top level, without decoding it
 * (0 when absent or unreadable). */
unsigned wire_message_type(const uint8_t *buf, size_t len);
/* "GameState", "Replay", "Observation", "Move" or "unknown". */
const char *wire_message_name(unsigned type);
/* A buffer declaring type `got` handed to the loader of `want`: false (with
 * the reason in why) unless got is `want` or unset. */
bool wire_message_type_ok(unsigned got, unsigned want, char *why, size_t cap);

/* The envelope of a loaded buffer, before decoding: its length within
 * WIRE_TRAILER_LEN..max_len, the message type it declares (unset or
 * `want`) and its checksum trailer. False (reason in why) on failure. */
bool wire_envelope_ok(const uint8_t *buf, size_t len, size_t max_len, unsigned want, char *why, size_t cap);

/* ---- protobuf-c memory through the game's allocator ---- */
typedef struct wire_alloc {
    ProtobufCAllocator pc;
    const arcs_allocator *al;      /* NULL: malloc/free */
    size_t used;                   /* bytes outstanding */
    size_t budget;                 /* most bytes outstanding at once */
    bool oom;                      /* the allocator itself returned NULL */
    struct wire_block *blocks;     /* bump blocks, freed by wire_alloc_release */
    unsigned char *cur, *end;      /* what the newest block has left */
} wire_alloc;
/* A protobuf-c allocator for one decode: release frees everything it gave. */
void wire_alloc_init(wire_alloc *wa, const arcs_allocator *al, size_t budget);
void wire_alloc_release(wire_alloc *wa);
/* What decoding a buffer of len bytes may allocate: a valid message needs
 * far less; a hostile one is refused (ARCS_E_CORRUPT) beyond this. */
#define WIRE_DECODE_BUDGET(len) ((size_t)(len) * 32u + (1u << 20))
/* Status for an unpack that returned NULL: out of memory or malformed. */
static inline arcs_status wire_unpack_failed(const wire_alloc *wa) { return wa->oom ? ARCS_E_NOMEM : ARCS_E_CORRUPT; }

/* ---- bump arena for building messages to pack ---- */
typedef struct wire_arena {
    unsigned char *base;
    size_t cap, used;
    bool failed;
} wire_arena;
/* An arena of cap bytes from the allocator (false when it returns NULL). */
bool arena_open(wire_arena *a, const arcs_allocator *al, size_t cap);
void arena_close(wire_arena *a, const arcs_allocator *al);
void *arena_get(wire_arena *a, size_t n); /* zeroed; NULL (and failed) when full */
/* n bytes as a uint32 array from the arena (NULL for n = 0 or when full). */
uint32_t *u32_from_u8(wire_arena *a, const uint8_t *src, size_t n);
/* Point a repeated uint32 field of message m at n converted bytes (uses a
 * wire_arena *a in scope). */
#define PUT_U8S(m, field, src, n)                \
    do {                                         \
        (m)->n_##field = (n);                    \
        (m)->field = u32_from_u8(a, (src), (n)); \
    } while (0)

/* ---- game_state <-> GameState (state_codec.c) ---- */
/* The Leaders & Lore block (public: states and observations alike). */
Arcs__LeadersLore *ll_to_msg(const ll_state *s, wire_arena *a);
/* Size of the arena state_to_msg needs. */
size_t state_msg_arena_size(void);
/* Fill msg (and its sub-messages, from the arena) from g. Safe on any
 * bytes in g (lengths are clamped). Returns false when the arena is full. */
bool state_to_msg(const game_state *g, Arcs__GameState *msg, wire_arena *a);
/* The public part of a player board, into a Player or a PlayerView
 * message x (the two share these field names) from player_state *s. */
#define PUT_BOARD(x, s)                                                  \
    do {                                                                 \
        (x)->power = (s)->power;                                         \
        /* 7 entries while a card's slot holds a token */                \
        PUT_U8S(x, resources, (s)->res, (s)->res[CARD_RES_SLOT] ? RES_SLOTS_MAX : RES_SLOTS); \
        (x)->cities_on_board = (s)->cities_on_board;                     \
        (x)->ships_supply = (s)->ships_supply;                           \
        (x)->starports_supply = (s)->starports_supply;                   \
        (x)->agents_supply = (s)->agents_supply;                         \
        (x)->outrage = (s)->outrage;                                     \
        (x)->outrage_placeholder = (s)->outrage_placeholder;             \
        PUT_U8S(x, captives, (s)->captives, MAX_PLAYERS);                \
        PUT_U8S(x, trophy_ships, (s)->trophy_ships, MAX_PLAYERS);        \
        PUT_U8S(x, trophy_cities, (s)->trophy_cities, MAX_PLAYERS);      \
        PUT_U8S(x, trophy_starports, (s)->trophy_starports, MAX_PLAYERS); \
        PUT_U8S(x, trophy_agents, (s)->trophy_agents, MAX_PLAYERS);      \
    } while (0)

/* The public scalars of a game, into a GameState or an Observation message
 * m (same field names) from game_state *g. */
#define PUT_PUBLIC(m, g)                                                                                  \
    do {                                                                                                  \
        (m)->schema_version = WIRE_SCHEMA_VERSION;                                                       \
        (m)->num_players = (g)->num_players;                                                             \
        (m)->mode = (g)->mode;                                                                           \
        (m)->setup_card = (char *)((g)->setup_card < NUM_SETUP_CARDS ? setup_cards[(g)->setup_card].id : ""); \
        (m)->out_of_play = (g)->out_of_play;                                                             \
        (m)->chapter = (g)->chapter;                                                                     \
        (m)->initiative = (g)->initiative;                                                               \
        (m)->game_over = (g)->game_over;                                                                 \
        (m)->winner = (g)->winner;                                                                       \
        PUT_U8S(m, res_supply, (g)->res_supply, NUM_RES);                                                \
        PUT_U8S(m, phantom, (g)->phantom, NUM_RES);                                                      \
        PUT_U8S(m, marker_box, (g)->marker_box, 3);                                                      \
        (m)->marker_flipped = (g)->marker_flipped;                                                       \
        (m)->zero_marker = (g)->zero_marker;                                                             \
        (m)->lead_card = (g)->lead_card;                                                                 \
        (m)->seized_by = (g)->seized_by;                                                                 \
        (m)->turn_player = (g)->turn_player;                                                             \
        (m)->turns_done = (g)->turns_done;                                                               \
        (m)->passes_in_row = (g)->passes_in_row;                                                         \
        (m)->pips = (g)->pips;                                                                           \
        (m)->pip_suit = (g)->pip_suit;                                                                   \
        (m)->prelude_open = (g)->prelude_open;                                                           \
        (m)->weapon_battle = (g)->weapon_battle;                                                         \
        PUT_U8S(m, prelude_spent, (g)->prelude_spent, NUM_RES);                                          \
        (m)->turn_flags = (g)->turn_flags;                                                               \
        (m)->chance_mode = (g)->chance_mode;                                                             \
    } while (0)

/* Message pieces shared by GameState and Observation (from the arena;
 * NULL when it is full). */
/* The systems a message holds: the map's 24, and system 24 (the map
 * centre, the campaign's Twisted Passage) while pieces are there. */
size_t systems_in_msg(const game_state *g);
Arcs__System **systems_to_msg(const game_state *g, wire_arena *a);
Arcs__CourtPlace **court_row_to_msg(const game_state *g, size_t n, wire_arena *a);
Arcs__Battle *battle_to_msg(const battle_state *s, bool with_forced, wire_arena *a);
Arcs__CardState *cards_to_msg(const card_state *s, wire_arena *a);
/* Court-card ids of n cards (pointers into the card table). */
char **court_ids(wire_arena *a, const uint16_t *src, size_t n);

/* The campaign block (lib/wire/campaign_codec.c): viewer -2 for a state
 * (everything), else as that viewer (-1 the public) may see it. */
Arcs__Campaign *campaign_to_msg(const game_state *g, int viewer, wire_arena *a);
/* Decode into g->camp (zeroed); ranges and lengths only (state_valid does
 * the rest). */
arcs_status campaign_from_msg(const Arcs__Campaign *m, unsigned schema, game_state *g, char *why, size_t cap);
/* The cards' own data (Campaign.card_data) of m into g (the campaign
 * record reads its card_data through it). */
arcs_status card_data_from_msg(const Arcs__Campaign *m, unsigned schema, game_state *g, char *why, size_t cap);
/* Arena bytes campaign_to_msg may take. */
#define CAMPAIGN_MSG_ARENA (sizeof(Arcs__Campaign) + 4 * SYSTEMS_MAX * 4 + 4 * MAX_PLAYERS * 4 + \
                            (MAX_PLAYERS * 3 + 8 + BOOKLET_MAX) * sizeof(char *) + \
                            TOKENS_MAX * (sizeof(Arcs__Token) + sizeof(void *)) + 13 * 16 + \
                            /* Fates: objective, card_res, attached, fate_data */ \
                            MAX_PLAYERS * 4 + CARD_RES_MAX * (sizeof(char *) + NUM_RES * 4) + \
                            COURT_ROW_MAX * ATTACHED_MAX * sizeof(char *) + MAX_PLAYERS * FATE_DATA_BYTES * 4 + 4 * 16 + \
                            /* the cards' own data: a card keeps 1 byte at least */ \
                            (CARD_DATA_BYTES + CARD_DATA_MORE) * (sizeof(Arcs__CardData) + sizeof(void *) + 64 + 16))

/* Decode msg into *g (zeroed first). Checks shapes and ranges of every
 * field; the cross-field checks are state_valid's. */
arcs_status state_from_msg(const Arcs__GameState *msg, game_state *g, char *why, size_t cap);

/* Pack a message into buf[0..cap) with a trailer (when trailer is true),
 * following the size-query convention of arcs.h. */
arcs_status wire_pack(const ProtobufCMessage *msg, bool trailer, void *buf, size_t cap, size_t *written);

/* Serialize g (a full GameState with trailer). */
arcs_status wire_save_state(const game_state *g, const arcs_allocator *al, void *buf, size_t cap,
                            size_t *written);
/* Decode and check a GameState buffer into tmp->s (tmp is a zeroed
 * scratch handle with no history or log, so the rules may run on it). */
/* why (may be NULL) receives the reason of a rejection, for tests and tools. */
arcs_status wire_decode_state(const uint8_t *buf, size_t len, const arcs_allocator *al,
                              struct arcs_game *tmp, char *why, size_t cap);
/* The same from an unpacked message (replays embed one). */
arcs_status wire_decode_state_msg(const Arcs__GameState *msg, struct arcs_game *tmp, char *why, size_t cap);
/* ARCS_OK for a schema version this library reads, else ARCS_E_VERSION. */
arcs_status wire_check_version(uint32_t version);

/* ---- checks (validate.c, frame_checks.c) ---- */
/* Everything a loaded state must satisfy, beyond field ranges: the
 * engine's invariants, canonical zeros, zones, the decision stack. */
bool state_valid(const struct arcs_game *game, char *why, size_t cap);
/* The data of a frame of this kind is in range for its rule. */
bool frame_data_ok(const game_state *g, const frame *f, int index, char *why, size_t cap);
/* The stack's frames sit on the frames the rules put them on, and the
 * round is in the state each frame expects (frame_checks.c). */
bool stack_shape_ok(const game_state *g, char *why, size_t cap);
/* Rivals' hands (bit per player) that a card effect in progress shows to
 * viewer (Farseers); observations show them and determinize keeps them. */
unsigned hands_shown_to(const game_state *g, int viewer);
/* Frame kind from its stable name, or -1. */
int frame_kind_from_name(const char *name);
const char *frame_kind_name(int kind);

/* Court card id <-> stable string (cards.csv id). */
const char *court_card_id(uint16_t card);
/* Court card id -> card-table index (-1 if unknown, empty or not a Court
 * card), through card_index's static table. */
int court_card_from_id(const char *id);
/* Setup card id <-> index. */
int setup_card_from_id(const char *id);

/* ---- moves (move_codec.c) ---- */
void move_to_msg(arcs_move m, Arcs__Move *msg);
/* The schema-1 form of a move (for tests of the upgrade step); false when
 * it has none (a card without a v1 hook id). */
bool move_to_msg_v1(arcs_move m, Arcs__Move *msg);
/* Range checks (kind known, player 0..3 or chance, args 0..255, e and f
 * only in a card move). `version`: the schema of the message holding it; a
 * schema-1 card move is upgraded (its hook ids must be known). */
/* A decoded Move as an arcs_move; false (with the reason in why) when it is
 * malformed. */
bool move_from_msg(const Arcs__Move *msg, uint32_t version, arcs_move *out, char *why, size_t cap);

/* ---- replay and handles ---- */
bool wire_allocator_valid(const arcs_allocator *al);
/* The arguments every loader that creates a handle checks first (out set,
 * *out cleared, buffer, allocator hooks in base); ARCS_OK or the status,
 * with the reason in error (may be NULL). */
arcs_status wire_loader_args(const void *buf, size_t len, const arcs_config *base, arcs_game **out,
                             arcs_error *error);
/* A handle holding state s with an empty history (origin from s). */
arcs_status wire_new_handle(const arcs_config *base, const game_state *s, arcs_game **out);

#endif
