/* New games: the config and arcs_game_new (setup by the rules). */
#include "core/game.h"

#include <stdio.h>

#include "rules/rules.h"
#include "campaign/campaign.h"
#include "data/tables.h"
#include "wire/record.h"

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
        REJECT(ARCS_E_BAD_CONFIG, "first_player %d: -1 (random) or a player 0..%d", c->first_player, c->players - 1);
    /* (A record's next Act: the record holds the initiative.) */
    if (c->chance == ARCS_CHANCE_EXPLICIT && c->first_player < 0 && !c->record)
        REJECT(ARCS_E_BAD_CONFIG, "explicit chance needs first_player (the table gives out the initiative marker)");
    if (c->history != ARCS_HISTORY_FULL && c->history != ARCS_HISTORY_MOVES)
        REJECT(ARCS_E_BAD_CONFIG, "history mode %d", (int)c->history);
    if (c->summit_deal_limit < -1 || c->summit_deal_limit > 254)
        REJECT(ARCS_E_BAD_CONFIG, "summit_deal_limit %d: -1..254", c->summit_deal_limit);
    /* The campaign arc: the Act this game ends with (0: the whole campaign). */
    if (c->mode != ARCS_MODE_CAMPAIGN && c->last_act)
        REJECT(ARCS_E_BAD_CONFIG, "last_act %d: the campaign's only (0 outside it)", c->last_act);
    if (c->last_act < 0 || c->last_act > 3)
        REJECT(ARCS_E_BAD_CONFIG, "last_act %d: 0 (the whole campaign, = 3) or the last Act played, 1..3", c->last_act);
    if (setup_name_problem(c, why, cap)) return ARCS_E_BAD_CONFIG;
    return ARCS_OK;
}

arcs_status arcs_game_new_ex(const arcs_config *config, arcs_game **out, arcs_error *error) {
    if (!out) return error_fill(error, ARCS_E_INVALID_ARG, "NULL out");
    *out = NULL;
    if (!config) return error_fill(error, ARCS_E_INVALID_ARG, "NULL config");
    char why[ARCS_ERROR_MESSAGE_MAX] = "";
    arcs_status st = config_check(config, why, sizeof why);
    if (st != ARCS_OK) return error_fill(error, st, why);
    struct arcs_game *game = game_alloc(&config->allocator);
    if (!game) return error_fill(error, ARCS_E_NOMEM, NULL);
    game->log = config->log;
    game->log_ud = config->log_ud;
    game->history_mode = (uint8_t)config->history;
    if (config->record) {
        /* The next Act of a campaign from its record (lib/api/record_api.c). */
        st = record_game_new(game, config, why, sizeof why);
        if (st != ARCS_OK) {
            arcs_game_free(game);
            return error_fill(error, st, why);
        }
        game_set_origin(game, config);
        game->origin.from_setup = false; /* replays start from the state */
        *out = game;
        return error_fill(error, ARCS_OK, NULL);
    }
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
