/*
 * Shared machinery of the wire format (allocator bridge, packing with the
 * checksum trailer, new handles for loaded games) and the public calls that
 * save and load a full state.
 */
#include <stdio.h>

#include "rules/rules.h"
#include "wire/wire.h"

/* ------------------------------------------------------------ allocator */

/* Decoding allocates many small pieces (every sub-message and array) that
 * all die together: they come from blocks taken from the game's allocator
 * and are freed at once by wire_alloc_release. A budget bounds what a
 * hostile buffer can make the decoder allocate. */
#define BLOCK_MIN 8192u

typedef struct wire_block {
    struct wire_block *next;
    size_t size;
    /* data follows, 16-byte aligned */
} wire_block;

#define BLOCK_HDR ((sizeof(wire_block) + 15u) & ~(size_t)15u)

static void *pc_alloc(void *ud, size_t n) {
    wire_alloc *wa = ud;
    n = (n + 15u) & ~(size_t)15u;
    if (n > wa->budget - wa->used) return NULL; /* (used never passes budget) */
    if (n > (size_t)(wa->end - wa->cur)) {
        /* A new block (what the last one has left is not used again). */
        size_t size = n > BLOCK_MIN ? n : BLOCK_MIN;
        wire_block *b = arcs_alloc(wa->al, BLOCK_HDR + size);
        if (!b) {
            wa->oom = true;
            return NULL;
        }
        b->size = size;
        b->next = wa->blocks;
        wa->blocks = b;
        wa->cur = (unsigned char *)b + BLOCK_HDR;
        wa->end = wa->cur + size;
    }
    void *p = wa->cur;
    wa->cur += n;
    wa->used += n;
    return p;
}

static void pc_free(void *ud, void *ptr) {
    /* Everything goes at once, in wire_alloc_release. */
    (void)ud;
    (void)ptr;
}

void wire_alloc_init(wire_alloc *wa, const arcs_allocator *al, size_t budget) {
    wa->pc.alloc = pc_alloc;
    wa->pc.free = pc_free;
    wa->pc.allocator_data = wa;
    wa->al = al;
    wa->used = 0;
    wa->budget = budget;
    wa->oom = false;
    wa->blocks = NULL;
    wa->cur = wa->end = NULL;
}

void wire_alloc_release(wire_alloc *wa) {
    while (wa->blocks) {
        wire_block *b = wa->blocks;
        wa->blocks = b->next;
        arcs_dealloc(wa->al, b, BLOCK_HDR + b->size);
    }
    wa->used = 0;
    wa->cur = wa->end = NULL;
}

bool wire_allocator_valid(const arcs_allocator *al) {
    bool any = al->alloc || al->free || al->realloc;
    return !any || (al->alloc && al->free);
}

/* ------------------------------------------------------------ message types */

/* One base-128 varint at buf[*i]; false past the end or beyond 10 bytes. */
static bool read_varint(const uint8_t *buf, size_t len, size_t *i, uint64_t *v) {
    *v = 0;
    for (int shift = 0; shift < 70 && *i < len; shift += 7) {
        uint8_t b = buf[(*i)++];
        *v |= (uint64_t)(b & 0x7Fu) << shift;
        if (!(b & 0x80u)) return true;
    }
    return false;
}

unsigned wire_message_type(const uint8_t *buf, size_t len) {
    /* Walk the top-level fields (protobuf wire types 0, 1, 2, 5); stop at
     * anything else. Only field 100 as a varint is read. */
    size_t i = 0;
    while (i < len) {
        uint64_t key, v;
        if (!read_varint(buf, len, &i, &key)) return 0;
        unsigned wt = (unsigned)(key & 7u);
        uint64_t field = key >> 3;
        switch (wt) {
        case 0:
            if (!read_varint(buf, len, &i, &v)) return 0;
            if (field == WIRE_MESSAGE_TYPE_FIELD) return v <= 0xFFFFu ? (unsigned)v : 0xFFFFu;
            break;
        case 1:
            if (len - i < 8) return 0;
            i += 8;
            break;
        case 2:
            if (!read_varint(buf, len, &i, &v) || v > len - i) return 0;
            i += (size_t)v;
            break;
        case 5:
            if (len - i < 4) return 0;
            i += 4;
            break;
        default: return 0;
        }
    }
    return 0;
}

const char *wire_message_name(unsigned type) {
    switch (type) {
    case ARCS__MESSAGE_TYPE__MESSAGE_TYPE_GAME_STATE: return "GameState";
    case ARCS__MESSAGE_TYPE__MESSAGE_TYPE_REPLAY: return "Replay";
    case ARCS__MESSAGE_TYPE__MESSAGE_TYPE_OBSERVATION: return "Observation";
    case ARCS__MESSAGE_TYPE__MESSAGE_TYPE_MOVE: return "Move";
    default: return "unknown";
    }
}

bool wire_message_type_ok(unsigned got, unsigned want, char *why, size_t cap) {
    if (got == 0 || got == want) return true;
    if (why && cap) {
        if (!strcmp(wire_message_name(got), "unknown"))
            snprintf(why, cap, "message type %u is not a %s", got, wire_message_name(want));
        else
            snprintf(why, cap, "a%s %s buffer was given to the %s loader", got == ARCS__MESSAGE_TYPE__MESSAGE_TYPE_OBSERVATION ? "n" : "",
                     wire_message_name(got), wire_message_name(want));
    }
    return false;
}

bool wire_envelope_ok(const uint8_t *buf, size_t len, size_t max_len, unsigned want, char *why, size_t cap) {
    if (len < WIRE_TRAILER_LEN || len > max_len) {
        if (why && cap) snprintf(why, cap, "length %zu outside %u..%zu", len, WIRE_TRAILER_LEN, max_len);
        return false;
    }
    if (!wire_message_type_ok(wire_message_type(buf, len), want, why, cap)) return false;
    if (!wire_trailer_ok(buf, len)) {
        if (why && cap) snprintf(why, cap, "checksum mismatch (the buffer was changed or cut short)");
        return false;
    }
    return true;
}

/* ------------------------------------------------------------ packing */

arcs_status wire_pack(const ProtobufCMessage *msg, bool trailer, void *buf, size_t cap, size_t *written) {
    size_t n = protobuf_c_message_get_packed_size(msg);
    size_t need = n + (trailer ? WIRE_TRAILER_LEN : 0);
    *written = need;
    if (!buf && cap == 0) return ARCS_OK;
    if (!buf) return ARCS_E_INVALID_ARG;
    if (cap < need) return ARCS_E_BUFFER_TOO_SMALL;
    size_t got = protobuf_c_message_pack(msg, buf);
    if (got != n) return ARCS_E_NOMEM; /* cannot happen: sizes come from the same message */
    if (trailer) wire_put_trailer(buf, n);
    return ARCS_OK;
}

arcs_status wire_save_state(const game_state *g, const arcs_allocator *al, void *buf, size_t cap,
                            size_t *written) {
    wire_arena a;
    if (!arena_open(&a, al, state_msg_arena_size())) return ARCS_E_NOMEM;
    Arcs__GameState msg;
    arcs_status st = ARCS_E_NOMEM;
    if (state_to_msg(g, &msg, &a)) st = wire_pack(&msg.base, true, buf, cap, written);
    arena_close(&a, al);
    return st;
}

/* ------------------------------------------------------------ loading */

arcs_status wire_check_version(uint32_t v) {
    return v >= WIRE_SCHEMA_MIN && v <= WIRE_SCHEMA_VERSION ? ARCS_OK : ARCS_E_VERSION;
}

#define WHY(...)                                         \
    do {                                                 \
        if (why && cap) snprintf(why, cap, __VA_ARGS__); \
    } while (0)

arcs_status wire_decode_state_msg(const Arcs__GameState *msg, struct arcs_game *tmp, char *why, size_t cap) {
    memset(tmp, 0, sizeof *tmp);
    if (!wire_message_type_ok((unsigned)msg->message_type, ARCS__MESSAGE_TYPE__MESSAGE_TYPE_GAME_STATE, why, cap))
        return ARCS_E_CORRUPT;
    arcs_status st = wire_check_version(msg->schema_version);
    if (st != ARCS_OK) {
        WHY("schema version %u", (unsigned)msg->schema_version);
        return st;
    }
    /* A mode number of another version of the library (arcs.h, arcs_mode). */
    if (msg->mode > ARCS_MODE_CAMPAIGN) {
        WHY("mode %u: not a mode of this library (0 base, 1 Leaders & Lore, 2 campaign)", (unsigned)msg->mode);
        return ARCS_E_UNSUPPORTED;
    }
    st = state_from_msg(msg, &tmp->s, why, cap);
    if (st != ARCS_OK) return st;
    if (!state_valid(tmp, why, cap)) return ARCS_E_CORRUPT;
    return ARCS_OK;
}

arcs_status wire_decode_state(const uint8_t *buf, size_t len, const arcs_allocator *al, struct arcs_game *tmp,
                              char *why, size_t cap) {
    memset(tmp, 0, sizeof *tmp);
    if (!wire_envelope_ok(buf, len, WIRE_STATE_LEN_MAX, ARCS__MESSAGE_TYPE__MESSAGE_TYPE_GAME_STATE, why, cap))
        return ARCS_E_CORRUPT;
    wire_alloc wa;
    wire_alloc_init(&wa, al, WIRE_DECODE_BUDGET(len));
    Arcs__GameState *msg = arcs__game_state__unpack(&wa.pc, len, buf);
    if (!msg) {
        WHY(wa.oom ? "out of memory while decoding" : "not a well-formed GameState message");
        arcs_status st = wire_unpack_failed(&wa);
        wire_alloc_release(&wa);
        return st;
    }
    arcs_status st = wire_decode_state_msg(msg, tmp, why, cap);
    wire_alloc_release(&wa);
    return st;
}

arcs_status wire_new_handle(const arcs_config *base, const game_state *s, arcs_game **out) {
    arcs_allocator al;
    memset(&al, 0, sizeof al);
    if (base) {
        if (!wire_allocator_valid(&base->allocator)) return ARCS_E_BAD_CONFIG;
        al = base->allocator;
    }
    struct arcs_game *game = game_alloc(&al);
    if (!game) return ARCS_E_NOMEM;
    if (base) {
        if (base->history != ARCS_HISTORY_FULL && base->history != ARCS_HISTORY_MOVES) {
            arcs_game_free(game);
            return ARCS_E_BAD_CONFIG;
        }
        game->log = base->log;
        game->log_ud = base->log_ud;
        game->history_mode = (uint8_t)base->history;
    }
    game_set_state(game, s);
    game->origin.players = s->num_players;
    game->origin.mode = s->mode;
    game->origin.from_setup = false;
    *out = game;
    return ARCS_OK;
}

/* ------------------------------------------------------------ public */

arcs_status wire_loader_args(const void *buf, size_t len, const arcs_config *base, arcs_game **out,
                             arcs_error *error) {
    if (!out) return error_fill(error, ARCS_E_INVALID_ARG, "NULL out");
    *out = NULL;
    if (!buf && len) return error_fill(error, ARCS_E_INVALID_ARG, "NULL buffer with a length");
    char why[ARCS_ERROR_MESSAGE_MAX];
    if (base && config_version_check(base, why, sizeof why) != ARCS_OK)
        return error_fill(error, ARCS_E_UNSUPPORTED, why);
    if (base && !wire_allocator_valid(&base->allocator))
        return error_fill(error, ARCS_E_BAD_CONFIG, "allocator hooks: alloc and free must both be set or all NULL");
    return ARCS_OK;
}

arcs_status arcs_game_save_state(const arcs_game *game, void *buf, size_t cap, size_t *written) {
    if (!game || !written || (!buf && cap)) return ARCS_E_INVALID_ARG;
    return wire_save_state(&game->s, &game->al, buf, cap, written);
}

arcs_status arcs_game_load_state_ex(const void *buf, size_t len, const arcs_config *base, arcs_game **out,
                                    arcs_error *error) {
    arcs_status st = wire_loader_args(buf, len, base, out, error);
    if (st != ARCS_OK) return st;
    const arcs_allocator *al = base ? &base->allocator : NULL;
    struct arcs_game tmp;
    char why[ARCS_ERROR_MESSAGE_MAX] = "";
    st = wire_decode_state(buf, len, al, &tmp, why, sizeof why);
    if (st == ARCS_OK) st = wire_new_handle(base, &tmp.s, out);
    return error_fill(error, st, why);
}

arcs_status arcs_game_load_state(const void *buf, size_t len, const arcs_config *base, arcs_game **out) {
    return arcs_game_load_state_ex(buf, len, base, out, NULL);
}

arcs_status arcs_game_restore_state(arcs_game *game, const void *buf, size_t len) {
    if (!game) return ARCS_E_INVALID_ARG;
    if (!buf && len) return game_fail(game, ARCS_E_INVALID_ARG, "NULL buffer with a length");
    struct arcs_game tmp;
    char why[ARCS_ERROR_MESSAGE_MAX] = "";
    arcs_status st = wire_decode_state(buf, len, &game->al, &tmp, why, sizeof why);
    if (st != ARCS_OK) return game_fail(game, st, "%s", why[0] ? why : arcs_status_str(st));
    /* Only now, with the whole state decoded and checked, touch the handle. */
    game_set_state(game, &tmp.s);
    game->origin.players = tmp.s.num_players;
    game->origin.mode = tmp.s.mode;
    return ARCS_OK;
}
