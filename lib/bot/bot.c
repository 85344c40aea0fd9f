/*
 * Bots (include/arcs/bot.h): random, one-ply greedy (easy) and
 * single-observer information-set MCTS (normal, hard).
 *
 * A client of the engine like any other: this file includes only the public
 * headers. The bot never reads the true hidden state of the game it is
 * given: it takes the legal moves of its own decision (shown in its
 * player's observation) and plays on worlds made by arcs_game_copy_state
 * into a scratch handle, then arcs_determinize(scratch, player, seed),
 * which re-deals everything the player cannot know. The seeds come from the
 * bot's own generator only, so games the player cannot tell apart give the
 * same worlds and the same choice. docs/bots.md describes the evaluation.
 */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#endif
#include "arcs/bot.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BOT_LAST_ERROR_MAX 256
#define DEFAULT_NORMAL_MS 200u
#define DEFAULT_HARD_MS 2000u
#define DEFAULT_EASY_WORLDS 2u
#define DEFAULT_DEPTH 24u
#define UCB_C 0.7
#define SEEN_MAX 64 /* own decisions remembered against cycles */

/* One node of the search tree: reached by `key` (the move's 8 bytes) made by
 * `mover`. reward sums the mover's values of the playouts through it; avail
 * counts the visits of its parent at which the move was legal (SO-ISMCTS). */
typedef struct bot_node {
    uint64_t key;
    int32_t child;   /* first child, -1 none */
    int32_t sibling; /* next sibling, -1 none */
    int32_t mover;
    uint32_t visits;
    uint32_t avail;
    double reward;
} bot_node;

struct arcs_bot {
    arcs_bot_config cfg;
    arcs_allocator al;
    uint64_t rng[4];        /* xoshiro256** */
    int players;            /* of the scratch games; 0 before the first call */
    arcs_game *base;        /* a determinized world */
    arcs_game *world;       /* the world being played on */
    bot_node *nodes;
    uint32_t node_cap;
    uint32_t node_len;
    int32_t *path;          /* nodes of one iteration, root first */
    uint32_t path_cap;
    arcs_game_view *view;   /* the evaluation's scratch view */
    /* Against cycles: the player's observation (its hash) at the bot's
     * latest decisions and the move chosen there. Rules that let a player
     * go round in a circle (placing a resource that displaces another, which
     * is placed back, ...) would otherwise hold a deterministic bot there
     * forever: at an observation seen before, the moves already chosen at it
     * are left out while others remain. Public to the player (observation
     * bytes), so the leak property holds. */
    uint64_t seen_obs[SEEN_MAX];
    uint64_t seen_move[SEEN_MAX];
    uint32_t seen_len, seen_next;
    uint8_t *obs;
    size_t obs_cap;
    arcs_bot_stats stats;
    char last_error[BOT_LAST_ERROR_MAX];
};

/* ---- allocation ---- */

static void *bot_alloc(const arcs_allocator *al, size_t n) {
    return al->alloc ? al->alloc(al->ud, n) : malloc(n);
}
static void *bot_realloc(const arcs_allocator *al, void *p, size_t old_n, size_t n) {
    return al->realloc ? al->realloc(al->ud, p, old_n, n) : realloc(p, n);
}
static void bot_dealloc(const arcs_allocator *al, void *p, size_t n) {
    if (!p) return;
    if (al->free) al->free(al->ud, p, n);
    else free(p);
}

/* ---- generator: xoshiro256**, seeded by SplitMix64 ---- */

static uint64_t splitmix64(uint64_t *x) {
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
static uint64_t rng_next(arcs_bot *b) {
    uint64_t *s = b->rng;
    uint64_t r = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return r;
}
/* Uniform in [0, n), n > 0 (Lemire's reduction; bias < 2^-32 for n <= 256). */
static size_t rng_below(arcs_bot *b, size_t n) {
    return (size_t)(((rng_next(b) >> 32) * (uint64_t)n) >> 32);
}

static uint64_t now_ns(void) {
    struct timespec ts;
#if defined(_WIN32)
    timespec_get(&ts, TIME_UTC);
#else
    clock_gettime(CLOCK_MONOTONIC, &ts);
#endif
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static uint64_t move_key(arcs_move m) {
    uint64_t k;
    memcpy(&k, &m, sizeof k);
    return k;
}
static arcs_move key_move(uint64_t k) {
    arcs_move m;
    memcpy(&m, &k, sizeof m);
    return m;
}

static arcs_status bot_fail(arcs_bot *b, arcs_status st, const char *what, const arcs_game *g) {
    snprintf(b->last_error, sizeof b->last_error, "%s: %s%s%s", what, arcs_status_str(st), g ? ": " : "",
             g ? arcs_last_error(g) : "");
    return st;
}

/* ---- public: config, lifetime ---- */

static const char *const policy_names[ARCS_BOT_POLICY_COUNT] = {"random", "easy", "normal", "hard"};

const char *arcs_bot_policy_name(arcs_bot_policy policy) {
    if ((int)policy < 0 || (int)policy >= ARCS_BOT_POLICY_COUNT) return NULL;
    return policy_names[policy];
}

int arcs_bot_policy_from_name(const char *name) {
    if (!name) return -1;
    for (int i = 0; i < ARCS_BOT_POLICY_COUNT; i++) {
        const char *p = policy_names[i], *q = name;
        while (*p && *q && (*q | 0x20) == *p) p++, q++;
        if (!*p && !*q) return i;
    }
    return -1;
}

void arcs_bot_config_init(arcs_bot_config *config, arcs_bot_policy policy) {
    if (!config) return;
    memset(config, 0, sizeof *config);
    config->version = ARCS_BOT_CONFIG_VERSION;
    config->policy = policy;
}

arcs_status arcs_bot_new(const arcs_bot_config *config, arcs_bot **out) {
    if (!config || !out) return ARCS_E_INVALID_ARG;
    *out = NULL;
    if (config->version != ARCS_BOT_CONFIG_VERSION) return ARCS_E_UNSUPPORTED;
    const arcs_allocator *al = &config->allocator;
    int hooks = !!al->alloc + !!al->realloc + !!al->free;
    if ((int)config->policy < 0 || (int)config->policy >= ARCS_BOT_POLICY_COUNT || config->player < 0 ||
        config->player >= ARCS_MAX_PLAYERS || config->budget_ms > 600000u || config->max_depth > 100000u ||
        (hooks != 0 && hooks != 3))
        return ARCS_E_BAD_CONFIG;
    arcs_bot *b = bot_alloc(al, sizeof *b);
    if (!b) return ARCS_E_NOMEM;
    memset(b, 0, sizeof *b);
    b->cfg = *config;
    b->al = *al;
    uint64_t x = config->seed;
    for (int i = 0; i < 4; i++) b->rng[i] = splitmix64(&x);
    b->view = bot_alloc(al, sizeof *b->view);
    if (!b->view) {
        bot_dealloc(al, b, sizeof *b);
        return ARCS_E_NOMEM;
    }
    *out = b;
    return ARCS_OK;
}

void arcs_bot_free(arcs_bot *bot) {
    if (!bot) return;
    arcs_allocator al = bot->al;
    arcs_game_free(bot->base);
    arcs_game_free(bot->world);
    bot_dealloc(&al, bot->nodes, (size_t)bot->node_cap * sizeof *bot->nodes);
    bot_dealloc(&al, bot->path, (size_t)bot->path_cap * sizeof *bot->path);
    bot_dealloc(&al, bot->view, sizeof *bot->view);
    bot_dealloc(&al, bot->obs, bot->obs_cap);
    bot_dealloc(&al, bot, sizeof *bot);
}

arcs_status arcs_bot_get_stats(const arcs_bot *bot, arcs_bot_stats *out) {
    if (!bot || !out) return ARCS_E_INVALID_ARG;
    *out = bot->stats;
    return ARCS_OK;
}

const char *arcs_bot_last_error(const arcs_bot *bot) { return bot ? bot->last_error : ""; }

/* ---- scratch games ---- */

/* Two scratch handles of the game's player count, keeping moves only (the
 * worlds are overwritten with arcs_game_copy_state, which carries the mode
 * and everything else of the state). */
static arcs_status ensure_scratch(arcs_bot *b, int players) {
    if (b->players == players && b->base && b->world) return ARCS_OK;
    arcs_game_free(b->base);
    arcs_game_free(b->world);
    b->base = b->world = NULL;
    b->players = 0;
    arcs_config c;
    arcs_config_init(&c);
    c.players = players;
    c.history = ARCS_HISTORY_MOVES;
    c.allocator = b->al;
    arcs_status st = arcs_game_new(&c, &b->base);
    if (st == ARCS_OK) st = arcs_game_new(&c, &b->world);
    if (st != ARCS_OK) {
        arcs_game_free(b->base);
        b->base = NULL;
        return bot_fail(b, st, "creating a scratch game", NULL);
    }
    b->players = players;
    return ARCS_OK;
}

/* A world the player cannot tell from the game: the game's state, then
 * everything the player does not know re-dealt from a seed of the bot's
 * generator. */
static arcs_status make_world(arcs_bot *b, arcs_game *dst, const arcs_game *game) {
    arcs_status st = arcs_game_copy_state(dst, game);
    if (st == ARCS_OK) st = arcs_determinize(dst, b->cfg.player, rng_next(b));
    if (st != ARCS_OK) return bot_fail(b, st, "making a determinized world", dst);
    return ARCS_OK;
}

/* ---- evaluation (docs/bots.md, "Evaluation") ---- */

/* Each player's standing in [0, 1]: at the game's end 1 for the winner and 0
 * for the others; before it, a logistic of the player's score minus the best
 * Rival's score, where the score weighs Power, the Power the declared
 * ambitions would give if the chapter ended now, Court (Guild) cards,
 * resources, pieces on the map and cards in hand. Everything is public
 * (the spectator's view of the world). */
static void evaluate(arcs_bot *b, const arcs_game *w, double value[ARCS_MAX_PLAYERS]) {
    int np = b->players;
    for (int p = 0; p < ARCS_MAX_PLAYERS; p++) value[p] = 0.0;
    if (arcs_game_over(w)) {
        int win = arcs_winner(w);
        if (win >= 0 && win < np) {
            value[win] = 1.0;
            return;
        }
    }
    arcs_game_view *v = b->view;
    if (arcs_view(w, -1, v) != ARCS_OK) {
        for (int p = 0; p < np; p++) value[p] = 0.5;
        return;
    }
    double score[ARCS_MAX_PLAYERS] = {0};
    for (int p = 0; p < np; p++) {
        const arcs_view_player *pl = &v->player[p];
        int res = 0;
        for (int i = 0; i < pl->resource_slots && i < ARCS_VIEW_RES_SLOTS_MAX; i++)
            if (pl->resources[i] >= 0) res++;
        score[p] = pl->power + 1.0 * pl->guild_count + 0.5 * res + 0.3 * pl->hand_count;
    }
    for (int s = 0; s < ARCS_SYSTEM_COUNT; s++) {
        const arcs_view_system *sy = &v->systems[s];
        if (!sy->in_play) continue;
        for (int p = 0; p < np; p++) score[p] += 0.15 * sy->fresh[p] + 0.05 * sy->damaged[p];
        if (sy->controller >= 0 && sy->controller < np) score[sy->controller] += 0.3;
        for (int i = 0; i < sy->building_slots && i < ARCS_VIEW_BUILDINGS_MAX; i++) {
            int o = sy->buildings[i].owner;
            if (o >= 0 && o < np && sy->buildings[i].kind != ARCS_BUILDING_NONE)
                score[o] += sy->buildings[i].damaged ? 0.4 : 0.8;
        }
    }
    /* The declared ambitions: first place (more than every Rival) takes the
     * marker's first Power and the bonus city Power, second place its
     * second; a tie for first gives the tied players second place, a tie
     * for second nobody (Base rulebook, "Ending a Chapter", Step 1: "Ties",
     * "Bonus City Power"). Counted at 70 %: the chapter is not over. */
    for (int m = 0; m < v->marker_count && m < ARCS_VIEW_MARKERS_MAX; m++) {
        const arcs_view_marker *mk = &v->markers[m];
        if (mk->box < 0) continue;
        int cnt[ARCS_MAX_PLAYERS], best = 0, nbest = 0, second = 0, nsecond = 0;
        for (int p = 0; p < np; p++) {
            cnt[p] = arcs_ambition_count(w, p, mk->box);
            if (cnt[p] > best) best = cnt[p];
        }
        if (best <= 0) continue;
        for (int p = 0; p < np; p++) {
            if (cnt[p] == best) nbest++;
            else if (cnt[p] > second) second = cnt[p];
        }
        for (int p = 0; p < np; p++)
            if (cnt[p] == second) nsecond++;
        for (int p = 0; p < np; p++) {
            if (cnt[p] == best)
                score[p] += 0.7 * (nbest == 1 ? mk->first + v->player[p].bonus_city_power : mk->second);
            else if (nbest == 1 && second > 0 && nsecond == 1 && cnt[p] == second)
                score[p] += 0.7 * mk->second;
        }
    }
    for (int p = 0; p < np; p++) {
        double rival = -1e9;
        for (int q = 0; q < np; q++)
            if (q != p && score[q] > rival) rival = score[q];
        value[p] = 1.0 / (1.0 + exp(-(score[p] - rival) / 4.0));
    }
}

/* ---- random ---- */

static arcs_move pick_random(arcs_bot *b, const arcs_move *moves, size_t n) { return moves[rng_below(b, n)]; }

/* ---- easy: one-ply greedy ---- */

static arcs_status choose_easy(arcs_bot *b, const arcs_game *game, const arcs_move *moves, size_t n,
                               arcs_move *out) {
    uint32_t worlds = b->cfg.budget_playouts ? b->cfg.budget_playouts : DEFAULT_EASY_WORLDS;
    double sum[ARCS_MAX_LEGAL_MOVES] = {0};
    for (uint32_t w = 0; w < worlds; w++) {
        arcs_status st = make_world(b, b->base, game);
        if (st != ARCS_OK) return st;
        for (size_t i = 0; i < n; i++) {
            st = arcs_game_copy_state(b->world, b->base);
            if (st == ARCS_OK) st = arcs_apply(b->world, moves[i]);
            if (st != ARCS_OK) return bot_fail(b, st, "trying a move in a world", b->world);
            double v[ARCS_MAX_PLAYERS];
            evaluate(b, b->world, v);
            sum[i] += v[b->cfg.player];
            b->stats.last_playouts++;
        }
    }
    /* The best sum; ties broken at random. */
    size_t best = 0, ties = 0;
    for (size_t i = 0; i < n; i++) {
        if (i == 0 || sum[i] > sum[best] + 1e-12) {
            best = i;
            ties = 1;
        } else if (sum[i] >= sum[best] - 1e-12 && rng_below(b, ++ties) == 0) {
            best = i;
        }
    }
    *out = moves[best];
    return ARCS_OK;
}

/* ---- normal, hard: SO-ISMCTS ---- */

static int32_t node_add(arcs_bot *b, uint64_t key, int mover) {
    if (b->node_len == b->node_cap) {
        uint32_t cap = b->node_cap ? b->node_cap * 2 : 4096;
        if (cap > (1u << 30)) return -1;
        bot_node *n = bot_realloc(&b->al, b->nodes, (size_t)b->node_cap * sizeof *n, (size_t)cap * sizeof *n);
        if (!n) return -1;
        b->nodes = n;
        b->node_cap = cap;
    }
    int32_t i = (int32_t)b->node_len++;
    bot_node *n = &b->nodes[i];
    n->key = key;
    n->child = n->sibling = -1;
    n->mover = mover;
    n->visits = n->avail = 0;
    n->reward = 0.0;
    return i;
}

static int path_push(arcs_bot *b, uint32_t len, int32_t node) {
    if (len == b->path_cap) {
        uint32_t cap = b->path_cap ? b->path_cap * 2 : 256;
        int32_t *p = bot_realloc(&b->al, b->path, (size_t)b->path_cap * sizeof *p, (size_t)cap * sizeof *p);
        if (!p) return 0;
        b->path = p;
        b->path_cap = cap;
    }
    b->path[len] = node;
    return 1;
}

static int cmp_u64(const void *x, const void *y) {
    uint64_t a = *(const uint64_t *)x, c = *(const uint64_t *)y;
    return a < c ? -1 : a > c;
}

static int key_legal(const uint64_t *keys, size_t n, uint64_t k) {
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (keys[mid] < k) lo = mid + 1;
        else hi = mid;
    }
    return lo < n && keys[lo] == k;
}

/* One iteration: a world, selection and expansion down the tree among the
 * moves legal in that world, a bounded random playout, the evaluation, and
 * the values backed up (each node gets its mover's value). */
static arcs_status ismcts_iteration(arcs_bot *b, const arcs_game *game, uint32_t depth_cap) {
    arcs_game *w = b->world;
    arcs_status st = make_world(b, w, game);
    if (st != ARCS_OK) return st;
    uint32_t len = 0;
    int32_t node = 0;
    if (!path_push(b, len++, node)) return bot_fail(b, ARCS_E_NOMEM, "growing the search path", NULL);
    uint64_t keys[ARCS_MAX_LEGAL_MOVES];
    uint32_t chance_steps = 0;
    for (;;) {
        int cp = arcs_current_player(w);
        if (cp == ARCS_PLAYER_NONE) break;
        const arcs_move *mv;
        size_t n;
        st = arcs_legal_moves_view(w, &mv, &n);
        if (st != ARCS_OK || n == 0) return bot_fail(b, st ? st : ARCS_E_INTERNAL, "a world without moves", w);
        if (cp == ARCS_PLAYER_CHANCE) {
            /* Explicit chance: outcomes are equally likely (arcs.h). */
            if (++chance_steps > depth_cap) break;
            st = arcs_apply(w, mv[rng_below(b, n)]);
            if (st != ARCS_OK) return bot_fail(b, st, "a chance outcome in a world", w);
            continue;
        }
        for (size_t i = 0; i < n; i++) keys[i] = move_key(mv[i]);
        qsort(keys, n, sizeof keys[0], cmp_u64);
        /* Availability of the children legal here, and the moves untried. */
        size_t legal_children = 0;
        for (int32_t c = b->nodes[node].child; c >= 0; c = b->nodes[c].sibling)
            if (key_legal(keys, n, b->nodes[c].key)) {
                b->nodes[c].avail++;
                legal_children++;
            }
        int32_t next = -1;
        if (legal_children < n) {
            /* Expand: a random untried move. */
            size_t untried = n - legal_children, pick = rng_below(b, untried);
            for (size_t i = 0; i < n && next < 0; i++) {
                int found = 0;
                for (int32_t c = b->nodes[node].child; c >= 0 && !found; c = b->nodes[c].sibling)
                    found = b->nodes[c].key == keys[i];
                if (found) continue;
                if (pick-- == 0) {
                    next = node_add(b, keys[i], cp);
                    if (next < 0) return bot_fail(b, ARCS_E_NOMEM, "growing the search tree", NULL);
                    b->nodes[next].sibling = b->nodes[node].child;
                    b->nodes[next].avail = 1;
                    b->nodes[node].child = next;
                }
            }
            st = arcs_apply(w, key_move(b->nodes[next].key));
            if (st != ARCS_OK) return bot_fail(b, st, "a move in a world", w);
            if (!path_push(b, len++, next)) return bot_fail(b, ARCS_E_NOMEM, "growing the search path", NULL);
            break;
        }
        /* Select: UCB1 over the available children. */
        double best = -1.0;
        for (int32_t c = b->nodes[node].child; c >= 0; c = b->nodes[c].sibling) {
            const bot_node *ch = &b->nodes[c];
            if (!key_legal(keys, n, ch->key)) continue;
            double u = ch->reward / ch->visits + UCB_C * sqrt(log((double)ch->avail) / ch->visits);
            if (u > best) {
                best = u;
                next = c;
            }
        }
        st = arcs_apply(w, key_move(b->nodes[next].key));
        if (st != ARCS_OK) return bot_fail(b, st, "a move in a world", w);
        if (!path_push(b, len++, next)) return bot_fail(b, ARCS_E_NOMEM, "growing the search path", NULL);
        node = next;
    }
    /* Playout: random moves (chance too) up to the depth cap. */
    size_t applied = 0;
    if (!arcs_game_over(w)) {
        st = arcs_random_playout(w, rng_next(b), depth_cap, &applied);
        if (st != ARCS_OK) return bot_fail(b, st, "a playout", w);
    }
    double v[ARCS_MAX_PLAYERS];
    evaluate(b, w, v);
    for (uint32_t i = 0; i < len; i++) {
        bot_node *nd = &b->nodes[b->path[i]];
        nd->visits++;
        if (i > 0 && nd->mover >= 0 && nd->mover < ARCS_MAX_PLAYERS) nd->reward += v[nd->mover];
    }
    b->stats.last_playouts++;
    return ARCS_OK;
}

static arcs_status choose_ismcts(arcs_bot *b, const arcs_game *game, const arcs_move *moves, size_t n,
                                 arcs_move *out, uint64_t start) {
    uint32_t playouts = b->cfg.budget_playouts;
    uint64_t limit_ns = 0;
    if (!playouts) {
        uint32_t ms = b->cfg.budget_ms
                          ? b->cfg.budget_ms
                          : (b->cfg.policy == ARCS_BOT_HARD ? DEFAULT_HARD_MS : DEFAULT_NORMAL_MS);
        limit_ns = (uint64_t)ms * 1000000ull;
    }
    uint32_t depth = b->cfg.max_depth ? b->cfg.max_depth : DEFAULT_DEPTH;
    b->node_len = 0;
    if (node_add(b, 0, -1) < 0) return bot_fail(b, ARCS_E_NOMEM, "growing the search tree", NULL);
    for (uint32_t it = 0;; it++) {
        if (playouts ? it >= playouts : (it > 0 && now_ns() - start >= limit_ns)) break;
        arcs_status st = ismcts_iteration(b, game, depth);
        if (st != ARCS_OK) return st;
    }
    b->stats.tree_nodes = b->node_len;
    /* The most visited root move (the mean value breaks ties; a move never
     * tried counts as 0 visits). The root's moves are the game's: the
     * player's own decision is the same in every world. */
    size_t best = 0;
    uint32_t best_visits = 0;
    double best_mean = -1.0;
    for (size_t i = 0; i < n; i++) {
        uint64_t k = move_key(moves[i]);
        for (int32_t c = b->nodes[0].child; c >= 0; c = b->nodes[c].sibling) {
            const bot_node *ch = &b->nodes[c];
            if (ch->key != k) continue;
            double mean = ch->visits ? ch->reward / ch->visits : 0.0;
            if (ch->visits > best_visits || (ch->visits == best_visits && mean > best_mean)) {
                best = i;
                best_visits = ch->visits;
                best_mean = mean;
            }
            break;
        }
    }
    *out = moves[best];
    return ARCS_OK;
}

/* ---- cycles ---- */

/* FNV-1a of the player's observation; 0 when it cannot be had. */
static uint64_t observation_hash(arcs_bot *b, const arcs_game *game) {
    size_t written = 0;
    for (int tries = 0; tries < 8; tries++) {
        arcs_status st = b->obs ? arcs_observation(game, b->cfg.player, b->obs, b->obs_cap, &written)
                                : ARCS_E_BUFFER_TOO_SMALL;
        if (st == ARCS_OK) break;
        if (st != ARCS_E_BUFFER_TOO_SMALL) return 0;
        size_t cap = b->obs_cap ? 2 * b->obs_cap : 16384;
        if (written > cap) cap = written;
        uint8_t *n = bot_realloc(&b->al, b->obs, b->obs_cap, cap);
        if (!n) return 0;
        b->obs = n;
        b->obs_cap = cap;
        written = 0;
    }
    uint64_t h = 0xCBF29CE484222325ull;
    for (size_t i = 0; i < written; i++) h = (h ^ b->obs[i]) * 0x100000001B3ull;
    return h | 1;
}

/* Leave out of moves[0..*n) those chosen before at this observation, unless
 * that would leave none (then the record of it starts afresh). */
static void avoid_cycles(arcs_bot *b, uint64_t obs, arcs_move *moves, size_t *n) {
    if (!obs) return;
    size_t kept = 0;
    for (size_t i = 0; i < *n; i++) {
        uint64_t k = move_key(moves[i]);
        int seen = 0;
        for (uint32_t j = 0; j < b->seen_len && !seen; j++) seen = b->seen_obs[j] == obs && b->seen_move[j] == k;
        if (!seen) moves[kept++] = moves[i];
    }
    if (kept) {
        *n = kept;
        return;
    }
    for (uint32_t j = 0; j < b->seen_len; j++)
        if (b->seen_obs[j] == obs) b->seen_obs[j] = 0;
}

static void remember(arcs_bot *b, uint64_t obs, arcs_move m) {
    if (!obs) return;
    b->seen_obs[b->seen_next] = obs;
    b->seen_move[b->seen_next] = move_key(m);
    b->seen_next = (b->seen_next + 1) % SEEN_MAX;
    if (b->seen_len < SEEN_MAX) b->seen_len++;
}

/* ---- choose ---- */

arcs_status arcs_bot_choose(arcs_bot *bot, const arcs_game *game, arcs_move *out) {
    if (!bot) return ARCS_E_INVALID_ARG;
    if (!game || !out) {
        snprintf(bot->last_error, sizeof bot->last_error, "NULL %s", game ? "out" : "game");
        return ARCS_E_INVALID_ARG;
    }
    int np = arcs_num_players(game);
    if (bot->cfg.player >= np) {
        snprintf(bot->last_error, sizeof bot->last_error, "the bot plays Player %d; the game has %d players",
                 bot->cfg.player + 1, np);
        return ARCS_E_INVALID_ARG;
    }
    if (arcs_game_over(game)) {
        snprintf(bot->last_error, sizeof bot->last_error, "the game is over");
        return ARCS_E_GAME_OVER;
    }
    int cp = arcs_current_player(game);
    if (cp != bot->cfg.player) {
        if (cp == ARCS_PLAYER_CHANCE)
            snprintf(bot->last_error, sizeof bot->last_error, "chance decides now, not Player %d",
                     bot->cfg.player + 1);
        else
            snprintf(bot->last_error, sizeof bot->last_error, "Player %d decides now, not Player %d", cp + 1,
                     bot->cfg.player + 1);
        return ARCS_E_WRONG_PLAYER;
    }
    arcs_move moves[ARCS_MAX_LEGAL_MOVES];
    size_t n = 0;
    arcs_status st = arcs_legal_moves(game, moves, ARCS_MAX_LEGAL_MOVES, &n);
    if (st != ARCS_OK || n == 0) return bot_fail(bot, st ? st : ARCS_E_INTERNAL, "the legal moves", NULL);
    uint64_t start = now_ns();
    bot->stats.last_playouts = 0;
    bot->stats.tree_nodes = 0;
    uint64_t obs = 0;
    if (bot->cfg.policy != ARCS_BOT_RANDOM && n > 1) {
        obs = observation_hash(bot, game);
        avoid_cycles(bot, obs, moves, &n);
    }
    arcs_move m = moves[0];
    if (n > 1 || bot->cfg.policy == ARCS_BOT_RANDOM) {
        /* The random policy draws even for a single move, so that its
         * generator advances the same at every decision. */
        switch (bot->cfg.policy) {
        case ARCS_BOT_RANDOM: m = pick_random(bot, moves, n); break;
        case ARCS_BOT_EASY:
            if ((st = ensure_scratch(bot, np)) == ARCS_OK) st = choose_easy(bot, game, moves, n, &m);
            break;
        default:
            if ((st = ensure_scratch(bot, np)) == ARCS_OK) st = choose_ismcts(bot, game, moves, n, &m, start);
            break;
        }
    }
    uint64_t took = now_ns() - start;
    if (st != ARCS_OK) return st;
    remember(bot, obs, m);
    bot->stats.decisions++;
    bot->stats.playouts += bot->stats.last_playouts;
    bot->stats.last_ns = took;
    bot->stats.total_ns += took;
    *out = m;
    return ARCS_OK;
}
