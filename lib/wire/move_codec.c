/* A move on the wire (the Move message) and the public move-bytes calls. */
#include "wire/wire.h"

void move_to_msg(arcs_move m, Arcs__Move *msg) {
    arcs__move__init(msg);
    msg->kind = m.kind;
    msg->player = m.player;
    msg->a = m.a;
    msg->b = m.b;
    msg->c = m.c;
    msg->d = m.d;
}

bool move_from_msg(const Arcs__Move *msg, arcs_move *out) {
    if (msg->base.n_unknown_fields) return false;
    if (msg->message_type && msg->message_type != ARCS__MESSAGE_TYPE__MESSAGE_TYPE_MOVE) return false;
    if (msg->kind == ARCS_MOVE_NONE || msg->kind >= ARCS_MOVE_KIND_COUNT) return false;
    if (msg->player >= MAX_PLAYERS && msg->player != ARCS_PLAYER_CHANCE_ID) return false;
    if ((msg->a | msg->b | msg->c | msg->d) > 0xFFu) return false;
    memset(out, 0, sizeof *out);
    out->kind = (uint8_t)msg->kind;
    out->player = (uint8_t)msg->player;
    out->a = (uint8_t)msg->a;
    out->b = (uint8_t)msg->b;
    out->c = (uint8_t)msg->c;
    out->d = (uint8_t)msg->d;
    return true;
}

static bool move_shape_ok(arcs_move m) {
    return m.kind != ARCS_MOVE_NONE && m.kind < ARCS_MOVE_KIND_COUNT && !m.reserved[0] && !m.reserved[1] &&
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

arcs_status arcs_move_from_bytes(const void *buf, size_t len, arcs_move *out) {
    if (!out || (!buf && len)) return ARCS_E_INVALID_ARG;
    /* A Move is at most 7 fields of at most 6 bytes each. */
    if (len == 0 || len > 64) return ARCS_E_CORRUPT;
    if (!wire_message_type_ok(wire_message_type(buf, len), ARCS__MESSAGE_TYPE__MESSAGE_TYPE_MOVE, NULL, 0))
        return ARCS_E_CORRUPT;
    wire_alloc wa;
    wire_alloc_init(&wa, NULL, WIRE_DECODE_BUDGET(len));
    Arcs__Move *msg = arcs__move__unpack(&wa.pc, len, buf);
    if (!msg) {
        arcs_status st = wire_unpack_failed(&wa);
        wire_alloc_release(&wa);
        return st;
    }
    arcs_status st = wire_check_version(msg->schema_version);
    arcs_move m;
    if (st == ARCS_OK && !move_from_msg(msg, &m)) st = ARCS_E_CORRUPT;
    wire_alloc_release(&wa);
    if (st == ARCS_OK) *out = m;
    return st;
}
