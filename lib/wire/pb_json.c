/*
 * The proto3 JSON mapping of protobuf-c messages through json-c: a walk of
 * the message descriptors, the same for every message (lib/wire/pb_json.h).
 */
#include "wire/pb_json.h"

/* Built with json-c only (meson: ARCS_HAVE_JSON=1; builds that compile the
 * sources without it, e.g. the bindings' own, get the record's JSON calls
 * as ARCS_E_UNSUPPORTED: lib/wire/record.c). */
#if ARCS_HAVE_JSON

#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

/* ------------------------------------------------------------ names */

/* lowerCamelCase of a proto field name (proto3 JSON, "json_name"). */
static void json_name(const char *name, char *out, size_t cap) {
    size_t n = 0;
    bool up = false;
    for (const char *p = name; *p && n + 1 < cap; p++) {
        if (*p == '_') {
            up = true;
            continue;
        }
        out[n++] = up && *p >= 'a' && *p <= 'z' ? (char)(*p - 'a' + 'A') : *p;
        up = false;
    }
    out[n] = '\0';
}

static size_t elt_size(ProtobufCType t) {
    switch (t) {
    case PROTOBUF_C_TYPE_INT32:
    case PROTOBUF_C_TYPE_SINT32:
    case PROTOBUF_C_TYPE_SFIXED32:
    case PROTOBUF_C_TYPE_UINT32:
    case PROTOBUF_C_TYPE_FIXED32:
    case PROTOBUF_C_TYPE_FLOAT:
    case PROTOBUF_C_TYPE_ENUM: return 4;
    case PROTOBUF_C_TYPE_INT64:
    case PROTOBUF_C_TYPE_SINT64:
    case PROTOBUF_C_TYPE_SFIXED64:
    case PROTOBUF_C_TYPE_UINT64:
    case PROTOBUF_C_TYPE_FIXED64:
    case PROTOBUF_C_TYPE_DOUBLE: return 8;
    case PROTOBUF_C_TYPE_BOOL: return sizeof(protobuf_c_boolean);
    case PROTOBUF_C_TYPE_STRING: return sizeof(char *);
    case PROTOBUF_C_TYPE_BYTES: return sizeof(ProtobufCBinaryData);
    case PROTOBUF_C_TYPE_MESSAGE: return sizeof(ProtobufCMessage *);
    }
    return 0;
}

/* ------------------------------------------------------------ base64 */

static const char B64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static char *b64_encode(const uint8_t *p, size_t n) {
    char *o = malloc(4 * ((n + 2) / 3) + 1);
    if (!o) return NULL;
    size_t k = 0;
    for (size_t i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)p[i] << 16 | (i + 1 < n ? (uint32_t)p[i + 1] << 8 : 0) | (i + 2 < n ? p[i + 2] : 0);
        o[k++] = B64[v >> 18 & 63];
        o[k++] = B64[v >> 12 & 63];
        o[k++] = i + 1 < n ? B64[v >> 6 & 63] : '=';
        o[k++] = i + 2 < n ? B64[v & 63] : '=';
    }
    o[k] = '\0';
    return o;
}

static int b64_value(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+' || c == '-') return 62; /* standard or URL-safe, as proto3 JSON readers accept */
    if (c == '/' || c == '_') return 63;
    return -1;
}

/* Decode into out (room for 3 * len / 4 + 3 bytes); -1 if not base64. */
static long b64_decode(const char *s, size_t len, uint8_t *out) {
    while (len && s[len - 1] == '=') len--;
    size_t k = 0;
    uint32_t acc = 0;
    int bits = 0;
    for (size_t i = 0; i < len; i++) {
        int v = b64_value(s[i]);
        if (v < 0) return -1;
        acc = acc << 6 | (uint32_t)v;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out[k++] = (uint8_t)(acc >> bits);
        }
    }
    return (long)k;
}

/* ------------------------------------------------------------ writing */

static json_object *message_to_json(const ProtobufCMessage *m);

static json_object *value_to_json(const ProtobufCFieldDescriptor *f, const void *p) {
    char num[32];
    switch (f->type) {
    case PROTOBUF_C_TYPE_INT32:
    case PROTOBUF_C_TYPE_SINT32:
    case PROTOBUF_C_TYPE_SFIXED32: return json_object_new_int(*(const int32_t *)p);
    case PROTOBUF_C_TYPE_UINT32:
    case PROTOBUF_C_TYPE_FIXED32: return json_object_new_int64(*(const uint32_t *)p);
    case PROTOBUF_C_TYPE_INT64:
    case PROTOBUF_C_TYPE_SINT64:
    case PROTOBUF_C_TYPE_SFIXED64:
        snprintf(num, sizeof num, "%" PRId64, *(const int64_t *)p);
        return json_object_new_string(num);
    case PROTOBUF_C_TYPE_UINT64:
    case PROTOBUF_C_TYPE_FIXED64:
        snprintf(num, sizeof num, "%" PRIu64, *(const uint64_t *)p);
        return json_object_new_string(num);
    case PROTOBUF_C_TYPE_FLOAT: return json_object_new_double(*(const float *)p);
    case PROTOBUF_C_TYPE_DOUBLE: return json_object_new_double(*(const double *)p);
    case PROTOBUF_C_TYPE_BOOL: return json_object_new_boolean(*(const protobuf_c_boolean *)p);
    case PROTOBUF_C_TYPE_ENUM: {
        int v = *(const int *)p;
        const ProtobufCEnumValue *ev = protobuf_c_enum_descriptor_get_value(f->descriptor, v);
        return ev ? json_object_new_string(ev->name) : json_object_new_int(v);
    }
    case PROTOBUF_C_TYPE_STRING: {
        const char *s = *(char *const *)p;
        return json_object_new_string(s ? s : "");
    }
    case PROTOBUF_C_TYPE_BYTES: {
        const ProtobufCBinaryData *b = p;
        char *s = b64_encode(b->data, b->len);
        if (!s) return NULL;
        json_object *o = json_object_new_string(s);
        free(s);
        return o;
    }
    case PROTOBUF_C_TYPE_MESSAGE: {
        const ProtobufCMessage *sub = *(ProtobufCMessage *const *)p;
        return sub ? message_to_json(sub) : json_object_new_object();
    }
    }
    return NULL;
}

/* Is a singular proto3 value at its default (left out of the JSON)? */
static bool value_is_default(const ProtobufCFieldDescriptor *f, const void *p) {
    switch (f->type) {
    case PROTOBUF_C_TYPE_STRING: {
        const char *s = *(char *const *)p;
        return !s || !s[0];
    }
    case PROTOBUF_C_TYPE_BYTES: return ((const ProtobufCBinaryData *)p)->len == 0;
    case PROTOBUF_C_TYPE_MESSAGE: return *(ProtobufCMessage *const *)p == NULL;
    default: {
        static const uint8_t zero[8];
        return memcmp(p, zero, elt_size(f->type)) == 0;
    }
    }
}

static json_object *message_to_json(const ProtobufCMessage *m) {
    const ProtobufCMessageDescriptor *d = m->descriptor;
    json_object *o = json_object_new_object();
    if (!o) return NULL;
    for (unsigned i = 0; i < d->n_fields; i++) {
        const ProtobufCFieldDescriptor *f = &d->fields[i];
        const char *base = (const char *)m;
        char name[128];
        json_name(f->name, name, sizeof name);
        json_object *v = NULL;
        if (f->label == PROTOBUF_C_LABEL_REPEATED) {
            size_t n = *(const size_t *)(base + f->quantifier_offset);
            if (!n) continue;
            const char *arr = *(char *const *)(base + f->offset);
            v = json_object_new_array_ext((int)n);
            for (size_t k = 0; v && k < n; k++) {
                json_object *e = value_to_json(f, arr + k * elt_size(f->type));
                if (!e || json_object_array_add(v, e)) {
                    json_object_put(e);
                    json_object_put(v);
                    v = NULL;
                }
            }
        } else {
            const void *p = base + f->offset;
            if (f->label == PROTOBUF_C_LABEL_OPTIONAL && f->type != PROTOBUF_C_TYPE_MESSAGE &&
                f->type != PROTOBUF_C_TYPE_STRING && f->quantifier_offset) {
                if (!*(const protobuf_c_boolean *)(base + f->quantifier_offset)) continue;
            } else if (value_is_default(f, p)) {
                continue;
            }
            v = value_to_json(f, p);
        }
        if (!v || json_object_object_add(o, name, v)) {
            json_object_put(v);
            json_object_put(o);
            return NULL;
        }
    }
    return o;
}

char *pb_json_encode(const ProtobufCMessage *m, bool pretty) {
    json_object *o = message_to_json(m);
    if (!o) return NULL;
    int flags = JSON_C_TO_STRING_NOSLASHESCAPE | (pretty ? JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED : 0);
    const char *s = json_object_to_json_string_ext(o, flags);
    size_t n = s ? strlen(s) + 1 : 0;
    char *out = s ? malloc(n) : NULL;
    if (out) memcpy(out, s, n);
    json_object_put(o);
    return out;
}

/* ------------------------------------------------------------ reading */

typedef struct reader {
    ProtobufCAllocator *al;
    char *why;
    size_t cap;
    char path[160];   /* the field being read, for reasons: "players[2].fate" */
} reader;

#define BAD(r, ...)                                                           \
    do {                                                                      \
        if ((r)->why && (r)->cap) {                                           \
            char msg_[200];                                                   \
            snprintf(msg_, sizeof msg_, __VA_ARGS__);                         \
            snprintf((r)->why, (r)->cap, "%s%s%s", (r)->path, (r)->path[0] ? ": " : "", msg_); \
        }                                                                     \
        return false;                                                         \
    } while (0)

static void *rd_alloc(reader *r, size_t n) {
    void *p = r->al->alloc(r->al->allocator_data, n ? n : 1);
    if (p) memset(p, 0, n ? n : 1);
    return p;
}

static bool message_from_json(reader *r, const ProtobufCMessageDescriptor *d, json_object *o, ProtobufCMessage **out);

/* An integer, from a JSON number or a decimal string, within lo..hi
 * (signed) or 0..uhi (unsigned). */
static bool int_from_json(reader *r, json_object *v, bool is_signed, int64_t lo, int64_t hi, uint64_t uhi,
                          int64_t *sv, uint64_t *uv) {
    enum json_type t = json_object_get_type(v);
    if (t != json_type_int && t != json_type_string && t != json_type_double) BAD(r, "not an integer");
    const char *s = json_object_get_string(v);
    if (t == json_type_double) {
        double x = json_object_get_double(v);
        if (x != (double)(int64_t)x) BAD(r, "%s is not an integer", s);
    }
    if (!s || !*s) BAD(r, "empty number");
    char *end = NULL;
    errno = 0;
    if (is_signed) {
        long long x = strtoll(s, &end, 10);
        if (t == json_type_double) x = (long long)json_object_get_double(v), end = (char *)"";
        if (errno || *end || x < lo || x > hi) BAD(r, "%s out of range %" PRId64 "..%" PRId64, s, lo, hi);
        *sv = x;
    } else {
        if (s[0] == '-') BAD(r, "%s is negative", s);
        unsigned long long x = strtoull(s, &end, 10);
        if (t == json_type_double) x = (unsigned long long)json_object_get_double(v), end = (char *)"";
        if (errno || *end || x > uhi) BAD(r, "%s out of range 0..%" PRIu64, s, uhi);
        *uv = x;
    }
    return true;
}

static bool value_from_json(reader *r, const ProtobufCFieldDescriptor *f, json_object *v, void *p) {
    int64_t sv = 0;
    uint64_t uv = 0;
    switch (f->type) {
    case PROTOBUF_C_TYPE_INT32:
    case PROTOBUF_C_TYPE_SINT32:
    case PROTOBUF_C_TYPE_SFIXED32:
        if (!int_from_json(r, v, true, INT32_MIN, INT32_MAX, 0, &sv, &uv)) return false;
        *(int32_t *)p = (int32_t)sv;
        return true;
    case PROTOBUF_C_TYPE_UINT32:
    case PROTOBUF_C_TYPE_FIXED32:
        if (!int_from_json(r, v, false, 0, 0, UINT32_MAX, &sv, &uv)) return false;
        *(uint32_t *)p = (uint32_t)uv;
        return true;
    case PROTOBUF_C_TYPE_INT64:
    case PROTOBUF_C_TYPE_SINT64:
    case PROTOBUF_C_TYPE_SFIXED64:
        if (!int_from_json(r, v, true, INT64_MIN, INT64_MAX, 0, &sv, &uv)) return false;
        *(int64_t *)p = sv;
        return true;
    case PROTOBUF_C_TYPE_UINT64:
    case PROTOBUF_C_TYPE_FIXED64:
        if (!int_from_json(r, v, false, 0, 0, UINT64_MAX, &sv, &uv)) return false;
        *(uint64_t *)p = uv;
        return true;
    case PROTOBUF_C_TYPE_FLOAT:
    case PROTOBUF_C_TYPE_DOUBLE: {
        enum json_type t = json_object_get_type(v);
        if (t != json_type_int && t != json_type_double) BAD(r, "not a number");
        double x = json_object_get_double(v);
        if (f->type == PROTOBUF_C_TYPE_FLOAT) *(float *)p = (float)x;
        else *(double *)p = x;
        return true;
    }
    case PROTOBUF_C_TYPE_BOOL:
        if (!json_object_is_type(v, json_type_boolean)) BAD(r, "not true or false");
        *(protobuf_c_boolean *)p = json_object_get_boolean(v) ? 1 : 0;
        return true;
    case PROTOBUF_C_TYPE_ENUM: {
        const ProtobufCEnumDescriptor *ed = f->descriptor;
        if (json_object_is_type(v, json_type_string)) {
            const ProtobufCEnumValue *ev = protobuf_c_enum_descriptor_get_value_by_name(ed, json_object_get_string(v));
            if (!ev) BAD(r, "\"%.40s\" is not a %s", json_object_get_string(v), ed->short_name);
            *(int *)p = ev->value;
            return true;
        }
        if (!int_from_json(r, v, true, INT32_MIN, INT32_MAX, 0, &sv, &uv)) return false;
        if (!protobuf_c_enum_descriptor_get_value(ed, (int)sv)) BAD(r, "%" PRId64 " is not a %s", sv, ed->short_name);
        *(int *)p = (int)sv;
        return true;
    }
    case PROTOBUF_C_TYPE_STRING: {
        if (!json_object_is_type(v, json_type_string)) BAD(r, "not a string");
        size_t n = (size_t)json_object_get_string_len(v);
        const char *s = json_object_get_string(v);
        if (memchr(s, '\0', n)) BAD(r, "a string holding a NUL character");
        char *c = rd_alloc(r, n + 1);
        if (!c) BAD(r, "out of memory");
        memcpy(c, s, n);
        *(char **)p = c;
        return true;
    }
    case PROTOBUF_C_TYPE_BYTES: {
        if (!json_object_is_type(v, json_type_string)) BAD(r, "not a base64 string");
        size_t n = (size_t)json_object_get_string_len(v);
        uint8_t *b = rd_alloc(r, 3 * n / 4 + 3);
        if (!b) BAD(r, "out of memory");
        long k = b64_decode(json_object_get_string(v), n, b);
        if (k < 0) BAD(r, "not base64");
        ProtobufCBinaryData *bd = p;
        bd->len = (size_t)k;
        bd->data = b;
        return true;
    }
    case PROTOBUF_C_TYPE_MESSAGE:
        return message_from_json(r, f->descriptor, v, (ProtobufCMessage **)p);
    }
    BAD(r, "field type %d", (int)f->type);
}

static const ProtobufCFieldDescriptor *field_by_json_name(const ProtobufCMessageDescriptor *d, const char *key) {
    for (unsigned i = 0; i < d->n_fields; i++) {
        char name[128];
        json_name(d->fields[i].name, name, sizeof name);
        if (strcmp(key, name) == 0 || strcmp(key, d->fields[i].name) == 0) return &d->fields[i];
    }
    return NULL;
}

static bool message_from_json(reader *r, const ProtobufCMessageDescriptor *d, json_object *o, ProtobufCMessage **out) {
    if (!json_object_is_type(o, json_type_object)) BAD(r, "not an object (a %s)", d->short_name);
    ProtobufCMessage *m = rd_alloc(r, d->sizeof_message);
    if (!m) BAD(r, "out of memory");
    d->message_init(m);
    size_t plen = strlen(r->path);
    uint64_t seen = 0; /* fields given, by index (messages here have fewer than 64... or share bit 63) */
    json_object_object_foreach(o, key, v) {
        const ProtobufCFieldDescriptor *f = field_by_json_name(d, key);
        if (!f) BAD(r, "unknown field \"%.40s\" in %s", key, d->short_name);
        unsigned idx = (unsigned)(f - d->fields);
        uint64_t bit = 1ull << (idx < 63 ? idx : 63);
        if (idx < 63 && (seen & bit)) BAD(r, "field \"%.40s\" given twice", key);
        seen |= bit;
        snprintf(r->path + plen, sizeof r->path - plen, "%s%s", plen ? "." : "", key);
        char *base = (char *)m;
        if (json_object_is_type(v, json_type_null)) {
            r->path[plen] = '\0';
            continue; /* proto3 JSON: null is the default */
        }
        if (f->label == PROTOBUF_C_LABEL_REPEATED) {
            if (!json_object_is_type(v, json_type_array)) BAD(r, "not a list");
            size_t n = json_object_array_length(v), es = elt_size(f->type);
            char *arr = rd_alloc(r, n * es);
            if (!arr) BAD(r, "out of memory");
            size_t plen2 = strlen(r->path);
            for (size_t k = 0; k < n; k++) {
                snprintf(r->path + plen2, sizeof r->path - plen2, "[%zu]", k);
                json_object *e = json_object_array_get_idx(v, k);
                if (json_object_is_type(e, json_type_null)) BAD(r, "null in a list");
                if (!value_from_json(r, f, e, arr + k * es)) return false;
            }
            *(size_t *)(base + f->quantifier_offset) = n;
            *(char **)(base + f->offset) = arr;
        } else {
            if (!value_from_json(r, f, v, base + f->offset)) return false;
            if (f->label == PROTOBUF_C_LABEL_OPTIONAL && f->quantifier_offset && f->type != PROTOBUF_C_TYPE_MESSAGE &&
                f->type != PROTOBUF_C_TYPE_STRING)
                *(protobuf_c_boolean *)(base + f->quantifier_offset) = 1;
        }
        r->path[plen] = '\0';
    }
    *out = m;
    return true;
}

ProtobufCMessage *pb_json_decode(const ProtobufCMessageDescriptor *d, const char *text, size_t len,
                                 ProtobufCAllocator *al, char *why, size_t cap) {
    reader r = {.al = al, .why = why, .cap = cap, .path = ""};
    if (why && cap) why[0] = '\0';
    if (!text || len > INT32_MAX) {
        if (why && cap) snprintf(why, cap, "no JSON text");
        return NULL;
    }
    json_tokener *tok = json_tokener_new();
    if (!tok) return NULL;
    json_tokener_set_flags(tok, JSON_TOKENER_STRICT);
    json_object *o = json_tokener_parse_ex(tok, text, (int)len);
    enum json_tokener_error err = json_tokener_get_error(tok);
    size_t used = json_tokener_get_parse_end(tok);
    json_tokener_free(tok);
    if (!o || err != json_tokener_success) {
        if (why && cap)
            snprintf(why, cap, "not JSON: %s at byte %zu", json_tokener_error_desc(err == json_tokener_success ? json_tokener_continue : err), used);
        json_object_put(o);
        return NULL;
    }
    for (size_t i = used; i < len; i++)
        if (text[i] != ' ' && text[i] != '\n' && text[i] != '\r' && text[i] != '\t' && text[i] != '\0') {
            if (why && cap) snprintf(why, cap, "not JSON: text after the value at byte %zu", i);
            json_object_put(o);
            return NULL;
        }
    ProtobufCMessage *m = NULL;
    bool ok = message_from_json(&r, d, o, &m);
    json_object_put(o);
    return ok ? m : NULL;
}

#else
typedef int pb_json_not_built; /* (a translation unit is not empty) */
#endif
