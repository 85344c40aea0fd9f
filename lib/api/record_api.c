/*
 * The campaign record in the public API (include/arcs/arcs.h, "The
 * campaign record"; docs/campaign-record.md): save at an Act boundary, the
 * JSON form, a record's summary, and a new game from a record
 * (arcs_config.record, through arcs_game_new).
 */
#include <stdio.h>
#include <stdlib.h>

#include "core/frames.h"
#include "core/game.h"
#include "data/tables.h"
#include "wire/record.h"

arcs_status arcs_campaign_record_save(arcs_game *game, void *buf, size_t cap, size_t *written) {
    if (!game || !written || (!buf && cap)) return ARCS_E_INVALID_ARG;
    const game_state *g = &game->s;
    if (!is_campaign(g)) return game_fail(game, ARCS_E_UNSUPPORTED, "a campaign record is written only in a campaign");
    /* Campaign rulebook, Intermission, "Next Act?": Packing Up happens
     * after the Intermission, between two Acts. */
    if (!record_at_boundary(g))
        return game_fail(game, ARCS_E_UNSUPPORTED,
                         "a campaign record is written at an Act boundary (after the Intermission), not during Act %d",
                         g->camp.act);
    return record_save(g, &game->al, buf, cap, written);
}

arcs_status arcs_campaign_record_info(const void *buf, size_t len, arcs_record_info *info, arcs_error *error) {
    if (!buf || !info) return error_fill(error, ARCS_E_INVALID_ARG, "NULL buffer or info");
    char why[ARCS_ERROR_MESSAGE_MAX] = "";
    arcs_record_info tmp;
    arcs_status st = record_read_info(buf, len, &tmp, why, sizeof why);
    if (st == ARCS_OK) *info = tmp;
    return error_fill(error, st, why);
}

arcs_status arcs_campaign_record_to_json(const void *buf, size_t len, char *out, size_t cap, size_t *written,
                                         arcs_error *error) {
    if (!buf || !written || (!out && cap)) return error_fill(error, ARCS_E_INVALID_ARG, "NULL argument");
    char why[ARCS_ERROR_MESSAGE_MAX] = "";
    return error_fill(error, record_to_json(buf, len, out, cap, written, why, sizeof why), why);
}

arcs_status arcs_campaign_record_from_json(const char *json, size_t len, void *buf, size_t cap, size_t *written,
                                           arcs_error *error) {
    if (!json || !written || (!buf && cap)) return error_fill(error, ARCS_E_INVALID_ARG, "NULL argument");
    char why[ARCS_ERROR_MESSAGE_MAX] = "";
    return error_fill(error, record_from_json(json, len, buf, cap, written, why, sizeof why), why);
}

/* A JSON record starts with '{' (after white space); a binary one with a
 * protobuf tag (field 1: 0x08). */
static bool looks_like_json(const uint8_t *b, size_t n) {
    size_t i = 0;
    while (i < n && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r')) i++;
    return i < n && b[i] == '{';
}

static const char *const ACT_NAME[] = {"", "Act I", "Act II", "Act III"};

arcs_status record_game_new(struct arcs_game *game, const arcs_config *cfg, char *why, size_t cap) {
    if (cfg->mode != ARCS_MODE_CAMPAIGN) {
        snprintf(why, cap, "a campaign record (arcs_config.record) needs mode ARCS_MODE_CAMPAIGN");
        return ARCS_E_BAD_CONFIG;
    }
    if (!cfg->record_len) {
        snprintf(why, cap, "arcs_config.record with record_len 0");
        return ARCS_E_BAD_CONFIG;
    }
    const uint8_t *bin = cfg->record;
    size_t len = cfg->record_len;
    void *owned = NULL;
    arcs_status st = ARCS_OK;
    if (looks_like_json(bin, len)) {
        size_t need = 0;
        st = record_from_json(cfg->record, len, NULL, 0, &need, why, cap);
        if (st == ARCS_OK && !(owned = malloc(need))) st = ARCS_E_NOMEM;
        if (st == ARCS_OK) st = record_from_json(cfg->record, len, owned, need, &len, why, cap);
        bin = owned;
    }
    game_state *g = &game->s;
    if (st == ARCS_OK) st = record_build(bin, len, cfg->seed, g, why, cap);
    free(owned);
    if (st != ARCS_OK) return st;
    if (g->num_players != cfg->players) {
        snprintf(why, cap, "players %d: the record is of a %d-player campaign", cfg->players, g->num_players);
        return ARCS_E_BAD_CONFIG;
    }
    g->chance_mode = (uint8_t)cfg->chance;
    g->camp.summit_deal_limit = (uint8_t)(cfg->summit_deal_limit == 0 ? DEALS_UNLIMITED
                                          : cfg->summit_deal_limit < 0 ? 0
                                                                       : cfg->summit_deal_limit);
    int next = g->camp.act + 1;
    /* Fates whose next Act has no content yet: refused by name. */
    char missing[160] = "";
    for (int p = 0; p < g->num_players; p++) {
        int fate = g->camp.fate[p];
        if (record_fate_plays(fate, next)) continue;
        size_t n = strlen(missing);
        snprintf(missing + n, sizeof missing - n, "%sPlayer %d's %s (%s)", n ? ", " : "", p + 1, card_table[fate].name,
                 card_table[fate].id);
    }
    if (missing[0]) {
        snprintf(why, cap, "%s is not implemented yet for %s: %s", ACT_NAME[next], "these Fates", missing);
        return ARCS_E_UNSUPPORTED;
    }
    if (cfg->last_act && cfg->last_act < next) {
        snprintf(why, cap, "last_act %d: the record continues the campaign with %s", cfg->last_act, ACT_NAME[next]);
        return ARCS_E_BAD_CONFIG;
    }
    if (!record_next_act(g, cfg->last_act)) {
        snprintf(why, cap, "%s cannot begin from this record", ACT_NAME[next]);
        return ARCS_E_CORRUPT;
    }
    run_forward(g);
    char inner[200] = "";
    if (!state_valid(game, inner, sizeof inner)) {
        snprintf(why, cap, "the record describes a state that fails a check: %s", inner);
        return ARCS_E_CORRUPT;
    }
    return ARCS_OK;
}
