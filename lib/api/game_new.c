/* New games: the config and arcs_game_new (setup by the rules). */
#include "core/game.h"

#include "rules/rules.h"
#include "campaign/campaign.h"

void arcs_config_init(arcs_config *config) {
    if (!config) return;
    memset(config, 0, sizeof *config);
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

arcs_status arcs_game_new(const arcs_config *config, arcs_game **out) {
    if (!config || !out) return ARCS_E_INVALID_ARG;
    *out = NULL;
    if (!allocator_valid(&config->allocator)) return ARCS_E_BAD_CONFIG;
    if (config->players < 2 || config->players > 4) return ARCS_E_BAD_CONFIG;
    /* The campaign's Act I is a supported single-Act game (winner by
     * Power); allow_incomplete is kept for compatibility and ignored. */
    if (config->mode != ARCS_MODE_BASE && config->mode != ARCS_MODE_LEADERS_LORE && config->mode != ARCS_MODE_CAMPAIGN)
        return ARCS_E_BAD_CONFIG;
    if (config->lore_each < 0 || config->lore_each > (config->mode == ARCS_MODE_LEADERS_LORE ? 2 : 1))
        return ARCS_E_BAD_CONFIG;
    if (config->chance != ARCS_CHANCE_INTERNAL && config->chance != ARCS_CHANCE_EXPLICIT) return ARCS_E_BAD_CONFIG;
    if (config->first_player < -1 || config->first_player >= config->players) return ARCS_E_BAD_CONFIG;
    if (config->history != ARCS_HISTORY_FULL && config->history != ARCS_HISTORY_MOVES) return ARCS_E_BAD_CONFIG;
    if (config->summit_deal_limit < -1 || config->summit_deal_limit > 254) return ARCS_E_BAD_CONFIG;
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
