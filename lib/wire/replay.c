/*
 * Replays: the config (or the start state) and every move of a game's
 * history, enough to rebuild each of its states by re-applying the moves.
 */
#include <stdio.h>

#include "rules/rules.h"
#include "data/tables.h"
#include "wire/wire.h"

/* ------------------------------------------------------------ save */

/* The replay of game, saved for seat `saved_for` - 1 (0: a full replay). */
static arcs_status replay_write(const arcs_game *game, unsigned saved_for, void *buf, size_t cap, size_t *written) {
    const game_origin *o = &game->origin;
    /* A history that starts from a state needs that state: a handle that
     * keeps only moves (ARCS_HISTORY_MOVES) has it only before any move. */
    if (!o->from_setup && game->hist_len && !game->hist_bytes) return ARCS_E_UNSUPPORTED;

    Arcs__Replay msg;
    arcs__replay__init(&msg);
    msg.schema_version = WIRE_SCHEMA_VERSION;
    msg.message_type = ARCS__MESSAGE_TYPE__MESSAGE_TYPE_REPLAY;
    msg.engine_version = (char *)ARCS_VERSION_STRING;
    Arcs__Config cfg;
    arcs__config__init(&cfg);
    cfg.players = o->players;
    cfg.setup = (char *)o->setup;
    cfg.seed = o->seed;
    cfg.mode = o->mode;
    cfg.chance = o->chance;
    cfg.first_player = o->first_player;
    cfg.summit_deal_limit = o->summit_deal_limit;
    cfg.last_act = o->last_act;
    msg.config = &cfg;
    msg.final_hash = arcs_state_hash(game);
    msg.state_layout = WIRE_STATE_LAYOUT;
    msg.setup_name = (char *)arcs_setup_name(game);
    msg.saved_for = saved_for;

    /* One block holds the start state's arena and the moves. */
    size_t n = game->hist_len;
    size_t state_bytes = o->from_setup ? 0 : state_msg_arena_size() + sizeof(game_state) + 16;
    size_t move_bytes = n * (sizeof(Arcs__Move) + sizeof(Arcs__Move *));
    if (n > (SIZE_MAX - state_bytes - 64) / (sizeof(Arcs__Move) + sizeof(Arcs__Move *))) return ARCS_E_NOMEM;
    wire_arena a;
    if (!arena_open(&a, &game->al, state_bytes + move_bytes + 64)) return ARCS_E_NOMEM;

    arcs_status st = ARCS_E_NOMEM;
    Arcs__GameState start;
    if (!o->from_setup) {
        /* The first history entry, unpacked (a state on the heap of the
         * arena: 3.9 KB is too much for some callers' stacks). */
        const game_state *s0 = &game->s;
        if (n) {
            game_state *first = arena_get(&a, sizeof *first);
            if (!first) goto out;
            game_history_state(game, 0, first);
            s0 = first;
        }
        if (!state_to_msg(s0, &start, &a)) goto out;
        msg.start = &start;
    }
    if (n) {
        Arcs__Move *mv = arena_get(&a, n * sizeof *mv);
        Arcs__Move **mp = arena_get(&a, n * sizeof *mp);
        if (!mv || !mp) goto out;
        for (size_t i = 0; i < n; i++) {
            move_to_msg(game->hist_moves[i], &mv[i]);
            mp[i] = &mv[i];
        }
        msg.n_moves = n;
        msg.moves = mp;
    }
    st = wire_pack(&msg.base, true, buf, cap, written);
out:
    arena_close(&a, &game->al);
    return st;
}

arcs_status arcs_replay_save(const arcs_game *game, void *buf, size_t cap, size_t *written) {
    if (!game || !written || (!buf && cap)) return ARCS_E_INVALID_ARG;
    /* A handle loaded from a replay saved for a seat keeps saving for it. */
    return replay_write(game, game->origin.saved_for, buf, cap, written);
}

arcs_status arcs_replay_save_for(const arcs_game *game, int viewer, void *buf, size_t cap, size_t *written) {
    if (!game || !written || (!buf && cap)) return ARCS_E_INVALID_ARG;
    int only = (int)game->origin.saved_for - 1;
    /* The reason goes to arcs_last_error: a diagnostic of a const call. */
    struct arcs_game *why = (struct arcs_game *)game;
    if (viewer < -1 || viewer >= game->s.num_players)
        return game_fail(why, ARCS_E_INVALID_ARG, "replay saved for seat %d: a seat is -1 (a full replay) or 0..%d",
                         viewer, game->s.num_players - 1);
    if (only >= 0 && viewer != only)
        return game_fail(why, ARCS_E_INVALID_ARG,
                         "this game was loaded from a replay saved for Player %d: it can be saved for that seat only",
                         only + 1);
    return replay_write(game, (unsigned)(viewer + 1), buf, cap, written);
}

/* ------------------------------------------------------------ load */

#define WHY(...)                                         \
    do {                                                 \
        if (why && cap) snprintf(why, cap, __VA_ARGS__); \
    } while (0)

/* Unpack and check the parts of a replay that need no engine run: the
 * trailer, the version, every move's shape, the start state (into tmp,
 * when present). why (may be NULL) receives the reason of a rejection. */
static arcs_status replay_open(const uint8_t *buf, size_t len, wire_alloc *wa, Arcs__Replay **out,
                               struct arcs_game *tmp, char *why, size_t cap) {
    *out = NULL;
    if (!wire_envelope_ok(buf, len, WIRE_REPLAY_LEN_MAX, ARCS__MESSAGE_TYPE__MESSAGE_TYPE_REPLAY, why, cap))
        return ARCS_E_CORRUPT;
    Arcs__Replay *msg = arcs__replay__unpack(&wa->pc, len, buf);
    if (!msg) {
        arcs_status st = wire_unpack_failed(wa);
        WHY(st == ARCS_E_NOMEM ? "out of memory while decoding" : "not a well-formed Replay message");
        wire_alloc_release(wa);
        return st;
    }
    arcs_status st = ARCS_OK;
    if (!wire_message_type_ok((unsigned)msg->message_type, ARCS__MESSAGE_TYPE__MESSAGE_TYPE_REPLAY, why, cap))
        st = ARCS_E_CORRUPT;
    if (st == ARCS_OK && (st = wire_check_version(msg->schema_version)) != ARCS_OK)
        WHY("schema version %u", (unsigned)msg->schema_version);
    if (st == ARCS_OK && (msg->base.n_unknown_fields || !msg->config || msg->config->base.n_unknown_fields)) {
        WHY(msg->config ? "unknown fields" : "no config");
        st = ARCS_E_CORRUPT;
    }
    if (st == ARCS_OK && msg->saved_for > msg->config->players) {
        WHY("saved for seat %u in a game of %u players", (unsigned)msg->saved_for - 1, (unsigned)msg->config->players);
        st = ARCS_E_CORRUPT;
    }
    for (size_t i = 0; st == ARCS_OK && i < msg->n_moves; i++) {
        arcs_move m;
        char inner[ARCS_ERROR_MESSAGE_MAX - 32] = "";
        if (!move_from_msg(msg->moves[i], msg->schema_version, &m, inner, sizeof inner)) {
            WHY("recorded move %zu is malformed: %s", i, inner);
            st = ARCS_E_CORRUPT;
        }
    }
    if (st == ARCS_OK && msg->start) {
        char inner[ARCS_ERROR_MESSAGE_MAX - 16] = "";
        st = wire_decode_state_msg(msg->start, tmp, inner, sizeof inner);
        if (st != ARCS_OK) WHY("start state: %s", inner);
    }
    if (st != ARCS_OK) {
        wire_alloc_release(wa);
        return st;
    }
    *out = msg;
    return ARCS_OK;
}

static bool hash_comparable(const Arcs__Replay *msg) {
    return msg->state_layout == WIRE_STATE_LAYOUT && strcmp(msg->engine_version, ARCS_VERSION_STRING) == 0;
}

static void copy_str(char *dst, size_t cap, const char *src) {
    size_t n = strlen(src);
    if (n >= cap) n = cap - 1;
    memcpy(dst, src, n);
    dst[n] = 0;
}

arcs_status arcs_replay_info_get_ex(const void *buf, size_t len, arcs_replay_info *out, arcs_error *error) {
    if (!out || (!buf && len)) return error_fill(error, ARCS_E_INVALID_ARG, !out ? "NULL out" : "NULL buffer with a length");
    wire_alloc wa;
    wire_alloc_init(&wa, NULL, WIRE_DECODE_BUDGET(len));
    Arcs__Replay *msg;
    struct arcs_game tmp;
    char why[ARCS_ERROR_MESSAGE_MAX] = "";
    arcs_status st = replay_open(buf, len, &wa, &msg, &tmp, why, sizeof why);
    if (st != ARCS_OK) return error_fill(error, st, why);
    memset(out, 0, sizeof *out);
    out->schema_version = msg->schema_version;
    out->players = msg->config->players > 255 ? -1 : (int)msg->config->players;
    out->mode = (arcs_mode)(msg->config->mode > 255 ? 255 : msg->config->mode);
    out->seed = msg->config->seed;
    out->chance = (arcs_chance_mode)(msg->config->chance > 255 ? 255 : msg->config->chance);
    out->first_player = msg->config->first_player;
    copy_str(out->setup, sizeof out->setup, msg->config->setup);
    copy_str(out->setup_name, sizeof out->setup_name, msg->setup_name);
    copy_str(out->engine_version, sizeof out->engine_version, msg->engine_version);
    out->moves = msg->n_moves;
    out->from_state = msg->start != NULL;
    out->final_hash = msg->final_hash;
    out->hash_comparable = hash_comparable(msg);
    wire_alloc_release(&wa);
    return error_fill(error, ARCS_OK, NULL);
}

arcs_status arcs_replay_info_get(const void *buf, size_t len, arcs_replay_info *out) {
    return arcs_replay_info_get_ex(buf, len, out, NULL);
}

arcs_status arcs_replay_saved_for(const void *buf, size_t len, int *viewer, arcs_error *error) {
    if (!viewer || (!buf && len))
        return error_fill(error, ARCS_E_INVALID_ARG, !viewer ? "NULL viewer" : "NULL buffer with a length");
    wire_alloc wa;
    wire_alloc_init(&wa, NULL, WIRE_DECODE_BUDGET(len));
    Arcs__Replay *msg;
    struct arcs_game tmp;
    char why[ARCS_ERROR_MESSAGE_MAX] = "";
    arcs_status st = replay_open(buf, len, &wa, &msg, &tmp, why, sizeof why);
    if (st != ARCS_OK) return error_fill(error, st, why);
    *viewer = (int)msg->saved_for - 1;
    wire_alloc_release(&wa);
    return error_fill(error, ARCS_OK, NULL);
}

int arcs_saved_for(const arcs_game *game) { return game ? (int)game->origin.saved_for - 1 : -1; }

/* A mode's name for a reason (arcs.h, arcs_mode). */
static const char *mode_name(unsigned mode) {
    switch (mode) {
    case ARCS_MODE_BASE: return "base game";
    case ARCS_MODE_LEADERS_LORE: return "Leaders & Lore";
    case ARCS_MODE_CAMPAIGN: return "campaign";
    }
    return "unknown";
}

static void set_origin(struct arcs_game *game, const Arcs__Config *c, bool from_setup) {
    game_origin *o = &game->origin;
    memset(o, 0, sizeof *o);
    o->players = (uint8_t)c->players;
    o->mode = (uint8_t)c->mode;
    o->chance = (uint8_t)c->chance;
    o->first_player = (int8_t)(c->first_player < -1 || c->first_player > MAX_PLAYERS ? -1 : c->first_player);
    o->seed = c->seed;
    o->summit_deal_limit = (int16_t)(c->summit_deal_limit < -1 || c->summit_deal_limit > 254 ? 0 : c->summit_deal_limit);
    o->last_act = (int8_t)(c->last_act > 3 ? 0 : c->last_act);
    o->from_setup = from_setup;
    copy_str(o->setup, sizeof o->setup, c->setup);
}

arcs_status arcs_replay_load_ex(const void *buf, size_t len, const arcs_config *base, arcs_game **out,
                                arcs_error *error) {
    arcs_status st = wire_loader_args(buf, len, base, out, error);
    if (st != ARCS_OK) return st;
    wire_alloc wa;
    wire_alloc_init(&wa, base ? &base->allocator : NULL, WIRE_DECODE_BUDGET(len));
    Arcs__Replay *msg;
    struct arcs_game tmp;
    char reason[ARCS_ERROR_MESSAGE_MAX] = "", *why = reason;
    size_t cap = sizeof reason;
    st = replay_open(buf, len, &wa, &msg, &tmp, why, cap);
    if (st != ARCS_OK) return error_fill(error, st, why);

    arcs_game *game = NULL;
    const Arcs__Config *c = msg->config;
    if (msg->start) {
        if (c->players != tmp.s.num_players) {
            st = ARCS_E_CORRUPT;
            WHY("config of %u players with a start state of %d", (unsigned)c->players, tmp.s.num_players);
        } else if (c->mode > ARCS_MODE_CAMPAIGN) {
            st = ARCS_E_UNSUPPORTED; /* arcs.h: any other mode number */
            WHY("config of unknown mode %u", (unsigned)c->mode);
        } else if (c->mode != tmp.s.mode) {
            st = ARCS_E_CORRUPT;
            WHY("config of mode %s with a start state of mode %s", mode_name(c->mode), mode_name(tmp.s.mode));
        } else {
            st = wire_new_handle(base, &tmp.s, &game);
        }
        if (st == ARCS_OK) set_origin(game, c, false);
    } else {
        arcs_config cfg;
        arcs_config_init(&cfg);
        if (base) cfg = *base;
        cfg.players = c->players > 255 ? 0 : (int)c->players;
        cfg.mode = (arcs_mode)(c->mode > 255 ? 255 : c->mode);
        cfg.seed = c->seed;
        cfg.chance = (arcs_chance_mode)(c->chance > 255 ? 255 : c->chance);
        cfg.first_player = c->first_player;
        cfg.summit_deal_limit = c->summit_deal_limit;
        cfg.last_act = c->last_act > 255 ? 255 : (int)c->last_act;
        cfg.setup = c->setup[0] ? c->setup : NULL;
        st = arcs_game_new(&cfg, &game);
        if (st != ARCS_OK) WHY("the recorded config is rejected by arcs_game_new: %s", arcs_status_str(st));
    }
    for (size_t i = 0; st == ARCS_OK && i < msg->n_moves; i++) {
        arcs_move m;
        move_from_msg(msg->moves[i], msg->schema_version, &m, NULL, 0); /* checked by replay_open */
        arcs_status a = arcs_apply(game, m);
        if (a == ARCS_E_NOMEM) st = a;
        else if (a != ARCS_OK) st = ARCS_E_CORRUPT;
        if (a != ARCS_OK) WHY("recorded move %zu: %s", i, arcs_last_error(game));
    }
    if (st == ARCS_OK && hash_comparable(msg) && arcs_state_hash(game) != msg->final_hash) {
        st = ARCS_E_CORRUPT;
        WHY("the final state hash differs from the recorded one");
    }
    /* Saved for a seat during a live game: the handle shows that seat only
     * (arcs_view, arcs_observation) and its replays stay saved for it. */
    if (st == ARCS_OK) game->origin.saved_for = (uint8_t)msg->saved_for;
    wire_alloc_release(&wa);
    if (st != ARCS_OK) {
        arcs_game_free(game);
        return error_fill(error, st, why);
    }
    *out = game;
    return error_fill(error, ARCS_OK, NULL);
}

arcs_status arcs_replay_load(const void *buf, size_t len, const arcs_config *base, arcs_game **out) {
    return arcs_replay_load_ex(buf, len, base, out, NULL);
}
