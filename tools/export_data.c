/*
 * export_data: write the library's static data as JSON (installed as
 * share/libarcs/arcs-data.json), for clients that do not link libarcs, e.g. a
 * web UI. Uses the public static-data API only, so the file always matches
 * the library it was built with.
 *
 *   export_data OUT.json
 *
 * Layout (every list in index order; numbers as in arcs.h):
 *   { "library_version": "0.1.0",
 *     "cards": [{"index", "id", "name", "kind", "suit", "keys", "sets", "text"}],
 *     "systems": [{"system", "name", "cluster", "kind", "planet_type",
 *                  "building_slots", "adjacent": [...]}],
 *     "action_cards": [{"card", "name", "suit", "number", "pips", "actions": [...]}]
 *                     (the base deck, then the campaign's Event and Faithful cards),
 *     "dice": [[{"face", "self_hits", "intercepts", "hits", "building_hits", "keys"}] x 6] x 3,
 *     "setup_cards": [{"index", "id", "name", "players", "out_of_play": [...],
 *                      "seats": [{"a", "b", "c": [...]}]}],
 *     "ambition_markers": [{"marker", "first": [start, flipped], "second": [...]}],
 *     "names": {"resources", "suits", "ambitions", "actions", "card_kinds", "system_kinds"} }
 * "suit" and "planet_type" are null when absent. Card texts belong to Leder
 * Games (see LICENSE).
 */
#include <stdio.h>
#include <string.h>

#include "arcs/arcs.h"

static void json_string(FILE *f, const char *s) {
    fputc('"', f);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\') fprintf(f, "\\%c", *p);
        else if (*p == '\n') fputs("\\n", f);
        else if (*p < 0x20) fprintf(f, "\\u%04x", *p);
        else fputc(*p, f);
    }
    fputc('"', f);
}

static void json_int_or_null(FILE *f, int v) {
    if (v < 0) fputs("null", f);
    else fprintf(f, "%d", v);
}

static void names(FILE *f, const char *key, const char *(*name)(int), int n, int last) {
    fprintf(f, "    \"%s\": [", key);
    for (int i = 0; i < n; i++) {
        if (i) fputs(", ", f);
        json_string(f, name(i));
    }
    fprintf(f, "]%s\n", last ? "" : ",");
}

static const char *card_kind_name(int k) {
    static const char *const K[] = {"setup", "guild", "vox", "lore", "leader", "fate", "aid", "action", "event", "other"};
    return k >= 0 && k < 10 ? K[k] : "?";
}

static const char *system_kind_name(int k) {
    static const char *const K[] = {"gate", "arrow", "crescent", "hex"};
    return k >= 0 && k < 4 ? K[k] : "?";
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: export_data OUT.json\n");
        return 64;
    }
    FILE *f = fopen(argv[1], "w");
    if (!f) {
        fprintf(stderr, "export_data: cannot write %s\n", argv[1]);
        return 1;
    }
    fprintf(f, "{\n  \"library_version\": \"%s\",\n  \"cards\": [\n", arcs_version());
    for (int i = 0; i < arcs_card_count(); i++) {
        arcs_card_data c;
        if (arcs_card_info(i, &c) != ARCS_OK) return 1;
        fprintf(f, "    {\"index\": %d, \"id\": ", i);
        json_string(f, c.id);
        fputs(", \"name\": ", f);
        json_string(f, c.name);
        fprintf(f, ", \"kind\": \"%s\", \"suit\": ", card_kind_name(c.kind));
        json_int_or_null(f, c.suit);
        fprintf(f, ", \"keys\": %d, \"sets\": %u, \"text\": ", c.keys, (unsigned)c.sets);
        json_string(f, c.text);
        fprintf(f, "}%s\n", i + 1 < arcs_card_count() ? "," : "");
    }
    fputs("  ],\n  \"systems\": [\n", f);
    for (int s = 0; s < ARCS_SYSTEM_COUNT; s++) {
        arcs_system_data x;
        if (arcs_system_info(s, &x) != ARCS_OK) return 1;
        fprintf(f, "    {\"system\": %d, \"name\": \"%s\", \"cluster\": %d, \"kind\": \"%s\", \"planet_type\": ", s, x.name,
                x.cluster, system_kind_name(x.kind));
        json_int_or_null(f, x.planet_type);
        fprintf(f, ", \"building_slots\": %d, \"adjacent\": [", x.building_slots);
        for (int i = 0; i < x.adjacent_count; i++) fprintf(f, "%s%d", i ? ", " : "", x.adjacent[i]);
        fprintf(f, "]}%s\n", s + 1 < ARCS_SYSTEM_COUNT ? "," : "");
    }
    /* Every action card a view can hold: the base deck (0..27), then the
     * campaign's Event (28..30) and Faithful (31..39) cards, as far as
     * arcs_action_card_info knows them. */
    fputs("  ],\n  \"action_cards\": [\n", f);
    arcs_action_card_data a;
    for (int c = 0; arcs_action_card_info(c, &a) == ARCS_OK; c++) {
        fprintf(f, "%s    {\"card\": %d, \"name\": \"%s\", \"suit\": %d, \"number\": %d, \"pips\": %d, \"actions\": [",
                c ? ",\n" : "", c, a.name, (int)a.suit, a.number, a.pips);
        int first = 1;
        for (int act = 0; act < ARCS_ACTION_COUNT; act++)
            if (a.actions >> act & 1u) {
                fprintf(f, "%s%d", first ? "" : ", ", act);
                first = 0;
            }
        fprintf(f, "]}");
    }
    fputs("\n  ],\n  \"dice\": [\n", f);
    for (int d = 0; d < ARCS_DIE_COUNT; d++) {
        fputs("    [", f);
        for (int face = 0; face < 6; face++) {
            arcs_die_face_data x;
            if (arcs_die_face_info(d, face, &x) != ARCS_OK) return 1;
            fprintf(f,
                    "%s{\"face\": %d, \"self_hits\": %d, \"intercepts\": %d, \"hits\": %d, \"building_hits\": %d, "
                    "\"keys\": %d}",
                    face ? ", " : "", face, x.self_hits, x.intercepts, x.hits, x.building_hits, x.keys);
        }
        fprintf(f, "]%s\n", d + 1 < ARCS_DIE_COUNT ? "," : "");
    }
    fputs("  ],\n  \"setup_cards\": [\n", f);
    for (int i = 0; i < arcs_setup_card_count(); i++) {
        arcs_setup_card_data sc;
        if (arcs_setup_card_info(i, &sc) != ARCS_OK) return 1;
        fprintf(f, "    {\"index\": %d, \"id\": \"%s\", \"name\": \"%s\", \"players\": %d, \"out_of_play\": [", i, sc.id,
                sc.name, sc.players);
        int first = 1;
        for (int c = 0; c < 6; c++)
            if (sc.out_of_play >> c & 1u) {
                fprintf(f, "%s%d", first ? "" : ", ", c + 1);
                first = 0;
            }
        fputs("], \"seats\": [", f);
        for (int s = 0; s < sc.players; s++) {
            fprintf(f, "%s{\"a\": %d, \"b\": %d, \"c\": [%d", s ? ", " : "", sc.seat[s].a, sc.seat[s].b, sc.seat[s].c[0]);
            if (sc.seat[s].c[1] >= 0) fprintf(f, ", %d", sc.seat[s].c[1]);
            fputs("]}", f);
        }
        fprintf(f, "]}%s\n", i + 1 < arcs_setup_card_count() ? "," : "");
    }
    fputs("  ],\n  \"ambition_markers\": [\n", f);
    for (int m = 0; m < ARCS_AMBITION_MARKER_COUNT; m++) {
        arcs_ambition_marker_data x;
        if (arcs_ambition_marker_info(m, &x) != ARCS_OK) return 1;
        fprintf(f, "    {\"marker\": %d, \"first\": [%d, %d], \"second\": [%d, %d]}%s\n", m, x.first[0], x.first[1],
                x.second[0], x.second[1], m + 1 < ARCS_AMBITION_MARKER_COUNT ? "," : "");
    }
    fputs("  ],\n  \"names\": {\n", f);
    names(f, "resources", arcs_resource_name, ARCS_RESOURCE_COUNT, 0);
    names(f, "suits", arcs_suit_name, ARCS_SUIT_COUNT, 0);
    names(f, "ambitions", arcs_ambition_name, ARCS_AMBITION_COUNT, 0);
    names(f, "actions", arcs_action_name, ARCS_ACTION_COUNT, 0);
    names(f, "card_kinds", card_kind_name, 10, 0);
    names(f, "system_kinds", system_kind_name, 4, 1);
    fputs("  }\n}\n", f);
    return fclose(f) == 0 ? 0 : 1;
}
