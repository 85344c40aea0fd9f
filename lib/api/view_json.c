/*
 * view_json.c — the structured view (arcs_view) as JSON text
 * (arcs_view_json), so that callers in other languages (the WebAssembly
 * page, the online server) read named fields instead of C struct layouts.
 * Field names are the C field names of include/arcs/arcs.h;
 * lists hold only their used entries (players, building slots, counts).
 * Lists by piece owner (ships, Captives, Trophies) hold one entry per player,
 * and in the campaign all ARCS_VIEW_OWNERS entries (4 the Free States, 5 the
 * Empire, 6 the Blight); the campaign also adds the Golems, the arc (Act,
 * Intermission step, Fate history) and each player's Flagship.
 * (The static data comes as arcs-data.json, written by tools/export_data.)
 *
 * The writer follows the library's buffer convention: with buf = NULL and
 * cap = 0 it only measures; with a buffer too small it returns
 * ARCS_E_BUFFER_TOO_SMALL and *written = the bytes needed (NUL included).
 * It reads the game through the public API only (arcs_view,
 * arcs_system_adjacent).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arcs/arcs.h"

/* A JSON writer that keeps counting once the buffer is full. */
typedef struct jw {
    char *buf;
    size_t cap, len;
} jw;

static void put_raw(jw *w, const char *s, size_t n);
static void put_int(jw *w, int v);

/* printf-like: %d, %s and %c are written here (the writer's every format
 * but one: vsnprintf per piece cost ~90 % of a view); any other conversion
 * goes to vsnprintf whole. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void put(jw *w, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    for (const char *p = fmt; *p; p++)
        if (*p == '%' && p[1] != 'd' && p[1] != 's' && p[1] != 'c') {
            size_t room = (w->buf && w->len < w->cap) ? w->cap - w->len : 0;
            int n = vsnprintf(room ? w->buf + w->len : NULL, room, fmt, ap);
            if (n > 0) w->len += (size_t)n;
            va_end(ap);
            return;
        } else if (*p == '%') {
            p++;
        }
    const char *p = fmt;
    while (*p) {
        size_t run = 0;
        while (p[run] && p[run] != '%') run++;
        put_raw(w, p, run);
        p += run;
        if (!*p) break;
        char conv = p[1];
        p += 2;
        if (conv == 'd') {
            put_int(w, va_arg(ap, int));
        } else if (conv == 's') {
            const char *s = va_arg(ap, const char *);
            put_raw(w, s, strlen(s));
        } else {
            char c = (char)va_arg(ap, int);
            put_raw(w, &c, 1);
        }
    }
    va_end(ap);
}

/* n bytes of s as they are: the writer's fast path (most of the text is
 * punctuation, keys and small numbers; vsnprintf per piece cost ~90 % of a
 * view). Counts past the end of the buffer as put does. */
static void put_raw(jw *w, const char *s, size_t n) {
    if (w->buf && w->len < w->cap) {
        size_t room = w->cap - w->len;
        memcpy(w->buf + w->len, s, n < room ? n : room);
    }
    w->len += n;
}

/* A NUL-terminated string as it is. */
static void put_lit(jw *w, const char *s) { put_raw(w, s, strlen(s)); }

/* An int in decimal, as "%d" writes it. */
static void put_int(jw *w, int v) {
    char t[12];
    int i = (int)sizeof t;
    unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;
    do t[--i] = (char)('0' + u % 10); while ((u /= 10) != 0);
    if (v < 0) t[--i] = '-';
    put_raw(w, t + i, sizeof t - (size_t)i);
}

static void put_string(jw *w, const char *s) {
    put_raw(w, "\"", 1);
    while (s && *s) {
        size_t run = 0; /* characters that need no escape */
        while (s[run] && s[run] != '"' && s[run] != '\\' && (unsigned char)s[run] >= 0x20) run++;
        put_raw(w, s, run);
        s += run;
        if (!*s) break;
        unsigned char c = (unsigned char)*s++;
        if (c == '"' || c == '\\') put(w, "\\%c", c);
        else if (c == '\n') put_raw(w, "\\n", 2);
        else put(w, "\\u%04x", c);
    }
    put_raw(w, "\"", 1);
}

static void put_key(jw *w, const char *key) {
    put_raw(w, "\"", 1);
    put_lit(w, key);
    put_raw(w, "\":", 2);
}

/* ,"key":[v0,v1,...] — always after another member of the object. */
static void put_ints(jw *w, const char *key, const int *v, int n) {
    put_raw(w, ",", 1);
    put_key(w, key);
    put_raw(w, "[", 1);
    for (int i = 0; i < n; i++) {
        if (i) put_raw(w, ",", 1);
        put_int(w, v[i]);
    }
    put_raw(w, "]", 1);
}

static arcs_status finish(jw *w, size_t *written) {
    size_t need = w->len + 1;
    *written = need;
    if (!w->buf) return ARCS_OK;
    if (need > w->cap) return ARCS_E_BUFFER_TOO_SMALL;
    w->buf[w->len] = 0;
    return ARCS_OK;
}

/* Entries of a list by piece owner: the players, or every owner in the campaign. */
static int owners(const arcs_game_view *v) {
    return v->mode == ARCS_MODE_CAMPAIGN ? ARCS_VIEW_OWNERS : v->players;
}

/* ,"key":{"golem":g,"awake":a}, or without the key: an array entry (first: no comma). */
static void put_golem(jw *w, const char *key, int first, const arcs_view_golem *g) {
    if (!first) put(w, ",");
    if (key) put_key(w, key);
    put(w, "{\"golem\":%d,\"awake\":%d}", g->golem, g->awake);
}

/* System s of the view: x is v->systems[s], or v->map_centre (s 24: no
 * map adjacency). */
static void put_system(jw *w, const arcs_game *game, const arcs_game_view *v, int s, const arcs_view_system *x) {
    int adj[ARCS_ADJACENT_MAX], n_adj = 0;
    if (s >= ARCS_SYSTEM_COUNT || arcs_system_adjacent(game, s, adj, &n_adj) != ARCS_OK) n_adj = 0;
    put(w, "{\"in_play\":%d,\"controller\":%d", x->in_play, x->controller);
    put_ints(w, "fresh", x->fresh, owners(v));
    put_ints(w, "damaged", x->damaged, owners(v));
    if (v->mode == ARCS_MODE_CAMPAIGN) put_golem(w, "golem", 0, &x->golem);
    put_ints(w, "adjacent", adj, n_adj);
    put(w, ",\"buildings\":[");
    for (int i = 0; i < x->building_slots; i++) {
        const arcs_view_building *b = &x->buildings[i];
        put(w, "%s{\"owner\":%d,\"kind\":%d,\"damaged\":%d}", i ? "," : "", b->owner, (int)b->kind,
            b->damaged);
    }
    put(w, "]}");
}

static void put_player(jw *w, const arcs_game_view *v, int p) {
    const arcs_view_player *x = &v->player[p];
    put(w, "{\"power\":%d,\"resource_slots\":%d,\"open_slots\":%d", x->power, x->resource_slots,
        x->open_slots);
    put(w, ",\"cities_on_board\":%d,\"ships_supply\":%d,\"starports_supply\":%d,\"agents_supply\":%d",
        x->cities_on_board, x->ships_supply, x->starports_supply, x->agents_supply);
    put(w, ",\"hand_count\":%d,\"hand_visible\":%d", x->hand_count, x->hand_visible);
    put(w, ",\"played\":%d,\"play_mode\":%d,\"seize_card\":%d,\"holds_initiative\":%d", x->played,
        (int)x->play_mode, x->seize_card, x->holds_initiative);
    put(w, ",\"bonus_city_power\":%d,\"leader\":%d", x->bonus_city_power, x->leader);
    put(w, ",\"title\":%d,\"first_regent\":%d,\"fate\":%d", (int)x->title, x->first_regent, x->fate);
    put(w, ",\"fate_completed\":%d,\"played_side\":%d", x->fate_completed, x->played_side);
    const struct {
        const char *key;
        const int *v;
        int n;
    } lists[] = {
        {"resources", x->resources, x->resource_slots},
        {"slot_keys", x->slot_keys, x->resource_slots},
        {"outrage", x->outrage, ARCS_RESOURCE_COUNT},
        {"outrage_agent_owed", x->outrage_agent_owed, ARCS_RESOURCE_COUNT},
        {"captives", x->captives, owners(v)},
        {"captive_ships", x->captive_ships, owners(v)},
        {"trophy_ships", x->trophy_ships, owners(v)},
        {"trophy_cities", x->trophy_cities, owners(v)},
        {"trophy_starports", x->trophy_starports, owners(v)},
        {"trophy_agents", x->trophy_agents, owners(v)},
        {"guild", x->guild, x->guild_count},
        {"hand", x->hand, x->hand_visible ? x->hand_count : 0},
        {"ambition", x->ambition, ARCS_AMBITION_COUNT},
        {"lore", x->lore, x->lore_count},
        {"play_area", x->play_area, x->play_area_count},
        {"fate_dealt", x->fate_dealt, ARCS_VIEW_FATES_DEALT},
        {"fate_history", x->fate_history, 3},
    };
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++)
        put_ints(w, lists[i].key, lists[i].v, lists[i].n);
    if (v->mode == ARCS_MODE_CAMPAIGN) {
        put(w, ",\"slot_golem\":[");
        for (int i = 0; i < x->resource_slots; i++) put_golem(w, NULL, i == 0, &x->slot_golem[i]);
        /* The Flagship (public): its system, its board [column][0 Upgrade, 1 Armor]. */
        put(w, "],\"flagship\":%d,\"flagship_ships\":%d,\"flagship_board\":[", x->flagship, x->flagship_ships);
        for (int k = 0; k < ARCS_VIEW_FLAGSHIP_COLUMNS; k++)
            for (int r = 0; r < 2; r++) {
                const arcs_view_building *b = &x->flagship_board[k][r];
                put(w, "%s{\"owner\":%d,\"kind\":%d,\"damaged\":%d}%s", r ? "," : k ? ",[" : "[", b->owner,
                    (int)b->kind, b->damaged, r ? "]" : "");
            }
        put(w, "]");
    }
    put(w, "}");
}

static void put_view(jw *w, const arcs_game *game, const arcs_game_view *v) {
    put(w, "{\"version\":%d,\"viewer\":%d,\"players\":%d,\"mode\":%d,", v->version, v->viewer,
        v->players, (int)v->mode);
    put_key(w, "setup_name");
    put_string(w, v->setup_name);
    put(w, ",\"chapter\":%d,\"initiative\":%d,\"seized_by\":%d,\"game_over\":%d,\"winner\":%d,",
        v->chapter, v->initiative, v->seized_by, v->game_over, v->winner);
    put(w, "\"systems\":[");
    for (int s = 0; s < ARCS_SYSTEM_COUNT; s++) {
        if (s) put(w, ",");
        put_system(w, game, v, s, &v->systems[s]);
    }
    put(w, "],\"player\":[");
    for (int p = 0; p < v->players; p++) {
        if (p) put(w, ",");
        put_player(w, v, p);
    }
    put(w, "]");
    put_ints(w, "supply", v->supply, ARCS_RESOURCE_COUNT);
    put_ints(w, "box_resources", v->box_resources, ARCS_RESOURCE_COUNT);
    put(w, ",\"markers\":[");
    for (int m = 0; m < v->marker_count; m++) {
        const arcs_view_marker *x = &v->markers[m];
        put(w, "%s{\"box\":%d,\"flipped\":%d,\"first\":%d,\"second\":%d}", m ? "," : "", x->box,
            x->flipped, x->first, x->second);
    }
    put(w, "],\"zero_marker\":%d,\"court_deck_count\":%d,\"court_pile_max\":%d,\"court\":[", v->zero_marker,
        v->court_deck_count, v->court_pile_max);
    for (int i = 0; i < v->court_row_count; i++) {
        put(w, "%s{\"card\":%d", i ? "," : "", v->court[i].card);
        put_ints(w, "agents", v->court[i].agents, v->players);
        put(w, "}");
    }
    put(w, "]");
    put_ints(w, "court_discard", v->court_discard, v->court_discard_count);
    put(w, ",\"placed\":[");
    for (int i = 0; i < v->placed_count; i++)
        put(w, "%s{\"card\":%d,\"player\":%d,\"beside\":%d}", i ? "," : "", v->placed[i].card,
            v->placed[i].player, v->placed[i].beside);
    put(w, "],\"action_deck_count\":%d,\"action_discard_count\":%d,\"lead_card\":%d,",
        v->action_deck_count, v->action_discard_count, v->lead_card);
    put(w, "\"turn_player\":%d,\"pips\":%d,\"pip_suit\":%d,\"prelude_open\":%d,\"weapon_spent\":%d,",
        v->turn_player, v->pips, v->pip_suit, v->prelude_open, v->weapon_spent);
    const arcs_view_battle *b = &v->battle;
    put(w, "\"battle\":{\"active\":%d,\"system\":%d,\"attacker\":%d,\"defender\":%d", b->active,
        b->system, b->attacker, b->defender);
    put_ints(w, "dice", b->dice, ARCS_DIE_COUNT);
    put_ints(w, "rolled_die", b->rolled_die, b->rolled_count);
    put_ints(w, "rolled_face", b->rolled_face, b->rolled_count);
    const arcs_view_decision *d = &v->decision;
    put(w, "},\"decision\":{\"player\":%d,\"kind\":%d,\"placing_resource\":%d,\"card\":%d,",
        d->player, (int)d->kind, d->placing_resource, d->card);
    put_key(w, "prompt");
    put_string(w, d->prompt);
    const arcs_view_draft *dr = &v->draft;
    put(w, "},\"draft\":{\"active\":%d,\"lore_each\":%d,\"leader_places\":%d,\"lore_places\":%d,", dr->active,
        dr->lore_each, dr->leader_places, dr->lore_places);
    put(w, "\"picks\":%d,\"picks_total\":%d", dr->picks, dr->picks_total);
    put_ints(w, "row", dr->row, dr->leader_places + dr->lore_places);
    put(w, "}");
    put_ints(w, "used_this_turn", v->used_this_turn, v->used_this_turn_count);
    put_ints(w, "used_this_round", v->used_this_round, v->used_this_round_count);
    put(w, ",\"hearth_holder\":%d,\"hearth_golems\":[", v->hearth_holder);
    for (int i = 0; i < v->hearth_golem_count; i++) put_golem(w, NULL, i == 0, &v->hearth_golems[i]);
    put(w, "],\"act\":%d,\"last_act\":%d,\"act_boundary\":%d,\"intermission_step\":%d", v->act,
        v->last_act, v->act_boundary, v->intermission_step);
    /* The campaign's map centre (system 24, the Twisted Passage), or null. */
    put(w, ",\"map_centre\":");
    if (v->map_centre_in_play) put_system(w, game, v, ARCS_SYSTEM_COUNT, &v->map_centre);
    else put(w, "null");
    put(w, "}");
}

/* arcs_view_json: include/arcs/arcs.h. */
arcs_status arcs_view_json(const arcs_game *game, int viewer, char *buf, size_t cap, size_t *written) {
    if (!game || !written || (!buf && cap)) return ARCS_E_INVALID_ARG;
    arcs_game_view *view = malloc(sizeof *view); /* too large for a small stack */
    if (!view) return ARCS_E_NOMEM;
    arcs_status st = arcs_view(game, viewer, view);
    jw w = {buf, cap, 0};
    if (st == ARCS_OK) put_view(&w, game, view);
    free(view);
    return st == ARCS_OK ? finish(&w, written) : st;
}
