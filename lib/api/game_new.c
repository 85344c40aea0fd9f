/* New games: the config and arcs_game_new (setup by the rules). */
#include "core/game.h"

#include <stdio.h>

#include "rules/rules.h"
#include "campaign/campaign.h"

void arcs_config_init(arcs_config *config) {
    if (!config) return;
    memset(config, 0, sizeof *config);
    config->version = ARCS_CONFIG_VERSION;
    config->players = 4;
    config->setup = NULL;
    config->seed = 0;
    config->mode = ARCS_MODE_BASE;
    config->chance = ARCS_CHANCE_INTERNAL;
    config->first_player = -1;
}

static bool allocator_valid(const arcs_allocator *al) {
    bool any = al->alloc || al->free || al->realloc;
    bool all = al->alloc && al->free;
    return !any || all;
}

#define REJECT(st, ...)                                  \
    do {                                                 \
        if (why && cap) snprintf(why, cap, __VA_ARGS__); \
        return st;                                       \
    } while (0)

/* The checks of a config before setup: the status, and the reason in why. */
static arcs_status config_check(const arcs_config *c, char *why, size_t cap) {
    arcs_status st = config_version_check(c, why, cap);
    if (st != ARCS_OK) return st;
    if (!allocator_valid(&c->allocator))
        REJECT(ARCS_E_BAD_CONFIG, "allocator hooks: alloc and free must both be set or all NULL");
    if (c->players < 2 || c->players > 4) REJECT(ARCS_E_BAD_CONFIG, "players %d: 2, 3 or 4", c->players);
    /* The campaign's Act I is a supported single-Act game (winner by
     * Power); allow_incomplete is deprecated and ignored. Another mode
     * number is a mode this library does not provide. */
    if (c->mode != ARCS_MODE_BASE && c->mode != ARCS_MODE_LEADERS_LORE && c->mode != ARCS_MODE_CAMPAIGN)
        REJECT(ARCS_E_UNSUPPORTED, "mode %d: not a mode of this library (0 base, 1 Leaders & Lore, 2 campaign)",
               (int)c->mode);
    if (c->lore_each < 0 || c->lore_each > (c->mode == ARCS_MODE_LEADERS_LORE ? 2 : 1))
        REJECT(ARCS_E_BAD_CONFIG, "lore_each %d: 0 or 1 (2: Leaders & Lore only)", c->lore_each);
    if (c->chance != ARCS_CHANCE_INTERNAL && c->chance != ARCS_CHANCE_EXPLICIT)
        REJECT(ARCS_E_BAD_CONFIG, "chance mode %d", (int)c->chance);
    if (c->first_player < -1 || c->first_player >= c->players)
        REJECT(ARCS_E_BAD_CONFIG, "first_player %d: -1 or a player below %d", c->first_player, c->players);
    if (c->history != ARCS_HISTORY_FULL && c->history != ARCS_HISTORY_MOVES)
        REJECT(ARCS_E_BAD_CONFIG, "history mode %d", (int)c->history);
    if (c->summit_deal_limit < -1 || c->summit_deal_limit > 254)
        REJECT(ARCS_E_BAD_CONFIG, "summit_deal_limit %d: -1..254", c->summit_deal_limit);
    return ARCS_OK;
}

arcs_status arcs_game_new_ex(const arcs_config *config, arcs_game **out, arcs_error *error) {
    if (!out) return error_fill(error, ARCS_E_INVALID_ARG, "NULL out");
    *out = NULL;
    if (!config) return error_fill(error, ARCS_E_INVALID_ARG, "NULL config");
    char why[ARCS_ERROR_MESSAGE_MAX] = "";
    arcs_status st = config_check(config, why, sizeof why);
    if (st == ARCS_OK) st = arcs_game_new(config, out);
    return error_fill(error, st, why);
}

arcs_status arcs_game_new(const arcs_config *config, arcs_game **out) {
    if (!out) return ARCS_E_INVALID_ARG;
    *out = NULL;
    if (!config) return ARCS_E_INVALID_ARG;
    arcs_status st = config_check(config, NULL, 0);
    if (st != ARCS_OK) return st;
    struct arcs_game *game = game_alloc(&config->allocator);
    if (!game) return ARCS_E_NOMEM;
    game->log = config->log;
    game->log_ud = config->log_ud;
    game->history_mode = (uint8_t)config->history;
    bool ok = config->mode == ARCS_MODE_CAMPAIGN ? campaign_setup(&game->s, config) : setup_game(&game->s, config);
    if (!ok) {
        arcs_game_free(game); /* the handle and its move cache */
        return ARCS_E_BAD_CONFIG;
    }
    run_forward(&game->s);
    game_set_origin(game, config);
    *out = game;
    return ARCS_OK;
}
