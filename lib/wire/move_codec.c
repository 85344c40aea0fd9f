/* A move on the wire (the Move message) and the public move-bytes calls.
 *
 * Schema 2 writes a move's bytes as they are (arcs.h). Card moves in schema
 * 1: a = the card's v1 hook id (card_v1_hook), b = the step, c, d = the
 * step's arguments one byte each (a Court card argument as its v1 hook id);
 * move_from_msg upgrades them. */
#include <stdio.h>

#include "cards/hooks.h"
#include "core/game.h"
#include "wire/wire.h"

/* The step's argument letters of a card move, or NULL (no def or step). */
static const char *card_args(int card, int step) {
    const char *short_name, *name, *args;
    return card_move_form(card, step, &short_name, &name, &args) ? args : NULL;
}

/* A card move in schema 1 form; false when it has none (a card without a
 * v1 hook id, or an argument that does not fit). */
static bool card_move_to_v1(arcs_move m, uint32_t v[4]) {
    int card = card_move_card(m), hook = card_v1_hook(card);
    const char *args = card_args(card, m.c);
    if (hook < 0 || !args) return false;
    v[0] = (uint32_t)hook;
    v[1] = m.c;
    v[2] = v[3] = 0;
    const uint8_t bytes[3] = {m.d, m.e, m.f};
    int at = 0;
    for (int i = 0; args[i]; i++) {
        if (i >= 2) return false;
        int x = bytes[at++];
        if (args[i] == 'K') {
            x = card_v1_hook(x | bytes[at++] << 8);
            if (x < 0) return false;
        }
        v[2 + i] = (uint32_t)x;
    }
    for (; at < 3; at++)
        if (bytes[at]) return false;
    return true;
}

static bool card_move_from_v1(const uint32_t v[4], arcs_move *m) {
    int card = card_of_v1_hook((int)v[0]);
    const char *args = card_args(card, (int)v[1]);
    if (card < 0 || !args) return false;
    m->a = (uint8_t)(card & 0xFF);
    m->b = (uint8_t)(card >> 8);
    m->c = (uint8_t)v[1];
    uint8_t bytes[4] = {0, 0, 0, 0};
    int at = 0;
    for (int i = 0; args[i]; i++) {
        if (i >= 2) return false;
        int x = (int)v[2 + i];
        if (args[i] == 'K') {
            x = card_of_v1_hook(x);
            if (x < 0) return false;
            bytes[at++] = (uint8_t)(x & 0xFF);
            x >>= 8;
        }
        bytes[at++] = (uint8_t)x;
    }
    if (at > 3) return false;
    for (int i = (int)strlen(args); i < 2; i++)
        if (v[2 + i]) return false;
    m->d = bytes[0];
    m->e = bytes[1];
    m->f = bytes[2];
    return true;
}

void move_to_msg(arcs_move m, Arcs__Move *msg) {
    arcs__move__init(msg);
    msg->kind = m.kind;
    msg->player = m.player;
    msg->a = m.a;
    msg->b = m.b;
    msg->c = m.c;
    msg->d = m.d;
    msg->e = m.e;
    msg->f = m.f;
}

bool move_to_msg_v1(arcs_move m, Arcs__Move *msg) {
    move_to_msg(m, msg);
    uint32_t v[4] = {m.a, m.b, m.c, m.d};
    if (m.kind == ARCS_MOVE_CARD && !card_move_to_v1(m, v)) return false;
    if (m.kind != ARCS_MOVE_CARD && (m.e || m.f)) return false;
    msg->a = v[0];
    msg->b = v[1];
    msg->c = v[2];
    msg->d = v[3];
    msg->e = msg->f = 0;
    return true;
}

#define WHY(...)                                         \
    do {                                                 \
        if (why && cap) snprintf(why, cap, __VA_ARGS__); \
    } while (0)

bool move_from_msg(const Arcs__Move *msg, uint32_t version, arcs_move *out, char *why, size_t cap) {
    if (msg->base.n_unknown_fields) {
        WHY("unknown fields in a Move");
        return false;
    }
    if (msg->message_type && msg->message_type != ARCS__MESSAGE_TYPE__MESSAGE_TYPE_MOVE) {
        WHY("message type %u inside a Move", (unsigned)msg->message_type);
        return false;
    }
    if (msg->kind == ARCS_MOVE_NONE || msg->kind >= ARCS_MOVE_KIND_COUNT) {
        WHY("move kind %u is not an arcs_move_kind (1..%d)", (unsigned)msg->kind, ARCS_MOVE_KIND_COUNT - 1);
        return false;
    }
    if (msg->player >= MAX_PLAYERS && msg->player != ARCS_PLAYER_CHANCE_ID) {
        WHY("player %u is neither a seat 0..%d nor chance (%d)", (unsigned)msg->player, MAX_PLAYERS - 1,
            ARCS_PLAYER_CHANCE_ID);
        return false;
    }
    if ((msg->a | msg->b | msg->c | msg->d | msg->e | msg->f) > 0xFFu) {
        WHY("a move argument above 255");
        return false;
    }
    if ((msg->e || msg->f) && (version < 2 || msg->kind != ARCS_MOVE_CARD)) {
        WHY(version < 2 ? "arguments e, f in a schema %u move" : "arguments e, f in a move that is not a card move",
            (unsigned)version);
        return false;
    }
    memset(out, 0, sizeof *out);
    out->kind = (uint8_t)msg->kind;
    out->player = (uint8_t)msg->player;
    if (out->kind == ARCS_MOVE_CARD && version < 2) {
        /* The upgrade step from schema 1: hook ids to card instances. */
        const uint32_t v[4] = {msg->a, msg->b, msg->c, msg->d};
        if (card_move_from_v1(v, out)) return true;
        WHY("schema 1 card move (hook %u, step %u) names no card step of this library", (unsigned)msg->a,
            (unsigned)msg->b);
        return false;
    }
    out->a = (uint8_t)msg->a;
    out->b = (uint8_t)msg->b;
    out->c = (uint8_t)msg->c;
    out->d = (uint8_t)msg->d;
    out->e = (uint8_t)msg->e;
    out->f = (uint8_t)msg->f;
    return true;
}

static bool move_shape_ok(arcs_move m) {
    return m.kind != ARCS_MOVE_NONE && m.kind < ARCS_MOVE_KIND_COUNT &&
           (m.kind == ARCS_MOVE_CARD || (!m.e && !m.f)) &&
           (m.player < MAX_PLAYERS || m.player == ARCS_PLAYER_CHANCE_ID);
}

arcs_status arcs_move_to_bytes(arcs_move move, void *buf, size_t cap, size_t *written) {
    if (!written || (!buf && cap) || !move_shape_ok(move)) return ARCS_E_INVALID_ARG;
    Arcs__Move msg;
    move_to_msg(move, &msg);
    msg.schema_version = WIRE_SCHEMA_VERSION;
    msg.message_type = ARCS__MESSAGE_TYPE__MESSAGE_TYPE_MOVE;
    return wire_pack(&msg.base, false, buf, cap, written);
}

arcs_status arcs_move_from_bytes_ex(const void *buf, size_t len, arcs_move *out, arcs_error *error) {
    if (!out) return error_fill(error, ARCS_E_INVALID_ARG, "NULL out");
    if (!buf && len) return error_fill(error, ARCS_E_INVALID_ARG, "NULL buffer with a length");
    /* A Move is at most 7 fields of at most 6 bytes each. */
    if (len == 0) return error_fill(error, ARCS_E_CORRUPT, "empty buffer (a Move has at least its kind)");
    if (len > 64) {
        char why[ARCS_ERROR_MESSAGE_MAX];
        snprintf(why, sizeof why, "length %zu: a Move is at most 64 bytes", len);
        return error_fill(error, ARCS_E_CORRUPT, why);
    }
    char why[ARCS_ERROR_MESSAGE_MAX] = "";
    if (!wire_message_type_ok(wire_message_type(buf, len), ARCS__MESSAGE_TYPE__MESSAGE_TYPE_MOVE, why, sizeof why))
        return error_fill(error, ARCS_E_CORRUPT, why);
    wire_alloc wa;
    wire_alloc_init(&wa, NULL, WIRE_DECODE_BUDGET(len));
    Arcs__Move *msg = arcs__move__unpack(&wa.pc, len, buf);
    if (!msg) {
        arcs_status st = wire_unpack_failed(&wa);
        wire_alloc_release(&wa);
        return error_fill(error, st, st == ARCS_E_NOMEM ? "out of memory decoding the Move" : "not a well-formed Move message");
    }
    arcs_status st = wire_check_version(msg->schema_version);
    if (st != ARCS_OK)
        snprintf(why, sizeof why, "schema version %u (this library reads %d..%d)", (unsigned)msg->schema_version,
                 WIRE_SCHEMA_MIN, WIRE_SCHEMA_VERSION);
    arcs_move m;
    if (st == ARCS_OK && !move_from_msg(msg, msg->schema_version, &m, why, sizeof why)) st = ARCS_E_CORRUPT;
    wire_alloc_release(&wa);
    if (st == ARCS_OK) *out = m;
    return error_fill(error, st, why);
}

arcs_status arcs_move_from_bytes(const void *buf, size_t len, arcs_move *out) {
    return arcs_move_from_bytes_ex(buf, len, out, NULL);
}
