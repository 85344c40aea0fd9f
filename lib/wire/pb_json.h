/*
 * The proto3 JSON mapping (https://protobuf.dev/programming-guides/json/)
 * of any protobuf-c message, by walking its descriptor: one converter for
 * every message of proto/arcs.proto, through json-c. The campaign record's
 * JSON form (lib/wire/record.c, docs/campaign-record.md) uses it; Python's
 * google.protobuf.json_format reads and writes the same text.
 *
 * Writing: fields named in lowerCamelCase, fields at their default value
 * left out (0, "", false, empty lists, absent messages), 64-bit integers
 * as strings, enums by value name (a number the enum does not name as the
 * number), bytes as base64.
 * Reading: either field name (lowerCamelCase or the proto name), integers
 * as numbers or decimal strings, enums by name or number, null as the
 * default; an unknown field, a value of the wrong type or out of its range
 * is refused with a reason naming the field.
 */
#ifndef ARCS_WIRE_PB_JSON_H
#define ARCS_WIRE_PB_JSON_H

#include <stdbool.h>
#include <stddef.h>

#include <protobuf-c/protobuf-c.h>

/* The JSON text of m (NUL-terminated, malloc'ed: free it), indented with
 * two spaces when pretty; NULL when out of memory. */
char *pb_json_encode(const ProtobufCMessage *m, bool pretty);

/* A message of type d read from JSON text[0..len), every part allocated
 * through al (release them together with the allocator: wire_alloc); NULL
 * with the reason in why when the text is not JSON or not such a message. */
ProtobufCMessage *pb_json_decode(const ProtobufCMessageDescriptor *d, const char *text, size_t len,
                                 ProtobufCAllocator *al, char *why, size_t cap);

#endif
