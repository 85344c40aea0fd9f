/* New games: the config and arcs_game_new (setup by the rules). */
#include "core/game.h"

#include <stdio.h>

#include "rules/rules.h"
#include "campaign/campaign.h"
#include "data/tables.h"

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

/* The setup name of a config (arcs_config.setup), one rule for every mode
 * (setup_name_random). Returns NULL when it is fine, else the reason. */
static const char *setup_name_problem(const arcs_config *c, char *why, size_t cap) {
    static const char HOW[] = "(list them: arcs_setup_card_info, arcs-play --setup list)";
    if (setup_name_random(c->setup)) {
        /* Explicit chance: the table draws the setup card itself. */
        if (c->chance != ARCS_CHANCE_EXPLICIT || c->mode == ARCS_MODE_CAMPAIGN) return NULL;
        snprintf(why, cap, "explicit chance needs a named setup card (the table draws it) %s", HOW);
        return why;
    }
    if (!c->setup[0]) {
        snprintf(why, cap, "empty setup name: give NULL or \"random\" %s",
                 c->mode == ARCS_MODE_CAMPAIGN ? "(the campaign uses no setup card)"
                                               : "for a random card, or a setup card's name (list them: "
                                                 "arcs_setup_card_info, arcs-play --setup list)");
        return why;
    }
    if (c->mode == ARCS_MODE_CAMPAIGN) {
        /* Campaign rulebook, "Act I Setup": "Do not use setup cards". */
        snprintf(why, cap, "setup \"%.60s\": the campaign uses no setup card; give NULL or \"random\"", c->setup);
        return why;
    }
    int card = setup_card_by_name(c->setup);
    if (card < 0)
        snprintf(why, cap,
                 "unknown setup name \"%.60s\" for %d players: give NULL or \"random\" for a random card, or the name "
                 "of a %d-player setup card %s",
                 c->setup, c->players, c->players, HOW);
    else if (setup_cards[card].players != c->players)
        snprintf(why, cap,
                 "setup card \"%.60s\" is for %d players, not %d: give NULL or \"random\" for a random card, or "
                 "the name of a %d-player setup card %s",
                 c->setup, setup_cards[card].players, c->players, c->players, HOW);
    else return NULL;
    return why;
}

/* The config's problem (ARCS_E_BAD_CONFIG), or NULL. */
static const char *config_problem(const arcs_config *config, char *why, size_t cap) {
    if (!allocator_valid(&config->allocator)) return "allocator hooks: alloc and free must both be set or all NULL";
    if (config->players < 2 || config->players > 4) {
        snprintf(why, cap, "players %d: 2, 3 or 4", config->players);
        return why;
    }
    /* The campaign's Act I is a supported single-Act game (winner by
     * Power); allow_incomplete is kept for compatibility and ignored. */
    if (config->mode != ARCS_MODE_BASE && config->mode != ARCS_MODE_LEADERS_LORE && config->mode != ARCS_MODE_CAMPAIGN)
        return "unknown mode";
    if (config->lore_each < 0 || config->lore_each > (config->mode == ARCS_MODE_LEADERS_LORE ? 2 : 1))
        return "lore_each: 0 or 1 (Leaders & Lore: up to 2)";
    if (config->chance != ARCS_CHANCE_INTERNAL && config->chance != ARCS_CHANCE_EXPLICIT) return "unknown chance mode";
    if (config->first_player < -1 || config->first_player >= config->players) {
        snprintf(why, cap, "first_player %d: -1 (random) or a player 0..%d", config->first_player, config->players - 1);
        return why;
    }
    if (config->chance == ARCS_CHANCE_EXPLICIT && config->first_player < 0)
        return "explicit chance needs first_player (the table gives out the initiative marker)";
    if (config->history != ARCS_HISTORY_FULL && config->history != ARCS_HISTORY_MOVES) return "unknown history mode";
    if (config->summit_deal_limit < -1 || config->summit_deal_limit > 254) return "summit_deal_limit: -1..254";
    return setup_name_problem(config, why, cap);
}

arcs_status arcs_game_new_ex(const arcs_config *config, arcs_game **out, arcs_error *error) {
    if (!config || !out) return error_fill(error, ARCS_E_INVALID_ARG, !out ? "NULL out" : "NULL config");
    *out = NULL;
    char why[ARCS_ERROR_MESSAGE_MAX];
    const char *problem = config_problem(config, why, sizeof why);
    if (problem) return error_fill(error, ARCS_E_BAD_CONFIG, problem);
    struct arcs_game *game = game_alloc(&config->allocator);
    if (!game) return error_fill(error, ARCS_E_NOMEM, NULL);
    game->log = config->log;
    game->log_ud = config->log_ud;
    game->history_mode = (uint8_t)config->history;
    bool ok = config->mode == ARCS_MODE_CAMPAIGN ? campaign_setup(&game->s, config) : setup_game(&game->s, config);
    if (!ok) {
        arcs_game_free(game); /* the handle and its move cache */
        return error_fill(error, ARCS_E_BAD_CONFIG, NULL);
    }
    run_forward(&game->s);
    game_set_origin(game, config);
    *out = game;
    return error_fill(error, ARCS_OK, NULL);
}

arcs_status arcs_game_new(const arcs_config *config, arcs_game **out) { return arcs_game_new_ex(config, out, NULL); }
