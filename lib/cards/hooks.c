/*
 * The card hook table and the hook points.
 *
 * CARD_LIST registers every card effect (a card_def defined in the card's own
 * file under lib/cards/base/) once; its position is the card's hook id. The
 * hook points below are what rules code calls (declared in core/engine.h);
 * each walks only the cards that can matter (held by the player concerned,
 * placed beside a played card, or just secured) and calls their card_def.
 * A player holds a handful of Guild cards at most, and a card-table lookup
 * gives the definition, so a hook point with no relevant card costs a short
 * loop over the player's cards (nothing at all while they hold none).
 */
#include "cards/hooks.h"
#include "core/invariants.h"

#define CARD_LIST(X)                                  \
    X(CARD_BC01, card_loyal_engineers)                \
    X(CARD_BC02, card_mining_interest)                \
    X(CARD_BC03, card_material_cartel)                \
    X(CARD_BC04, card_admin_union)                    \
    X(CARD_BC05, card_construction_union)             \
    X(CARD_BC06, card_fuel_cartel)                    \
    X(CARD_BC07, card_loyal_pilots)                   \
    X(CARD_BC08, card_gatekeepers)                    \
    X(CARD_BC09, card_shipping_interest)              \
    X(CARD_BC10, card_spacing_union)                  \
    X(CARD_BC11, card_arms_union)                     \
    X(CARD_BC12, card_prison_wardens)                 \
    X(CARD_BC13, card_skirmishers)                    \
    X(CARD_BC14, card_court_enforcers)                \
    X(CARD_BC15, card_loyal_marines)                  \
    X(CARD_BC16, card_lattice_spies)                  \
    X(CARD_BC17, card_farseers)                       \
    X(CARD_BC18, card_secret_order)                   \
    X(CARD_BC19, card_loyal_empaths)                  \
    X(CARD_BC20, card_silver_tongues)                 \
    X(CARD_BC21, card_loyal_keepers)                  \
    X(CARD_BC22, card_sworn_guardians)                \
    X(CARD_BC23, card_elder_broker)                   \
    X(CARD_BC24, card_relic_fence)                    \
    X(CARD_BC25, card_galactic_bards)                 \
    X(CARD_BC26, card_mass_uprising)                  \
    X(CARD_BC27, card_populist_demands)               \
    X(CARD_BC28, card_outrage_spreads)                \
    X(CARD_BC29, card_song_of_freedom)                \
    X(CARD_BC30, card_guild_struggle)                 \
    X(CARD_BC31, card_call_to_action)

#define DECLARE_DEF(id, def) extern const card_def def;
CARD_LIST(DECLARE_DEF)

#define AS_POINTER(id, def) &def,
const card_def *const card_registry[] = {CARD_LIST(AS_POINTER)};
const int card_registry_len = (int)(sizeof card_registry / sizeof card_registry[0]);

#define AS_HOOK(id, def) HOOK_##def,
enum { CARD_LIST(AS_HOOK) HOOK_COUNT };
_Static_assert(HOOK_COUNT < 255, "hook ids must fit a move byte");

/* card-table index -> hook id + 1 (0: the card has no effect registered). */
#define AS_MAP(id, def) [id] = HOOK_##def + 1,
static const uint8_t HOOK_OF_CARD[CARD_TABLE_LEN] = {CARD_LIST(AS_MAP)};

int card_hook_of(int card) {
    if (card < 0 || card >= CARD_TABLE_LEN) return -1;
    return HOOK_OF_CARD[card] - 1;
}

const card_def *card_def_of(int card) {
    int h = card_hook_of(card);
    return h >= 0 ? card_registry[h] : NULL;
}

const card_def *card_def_by_hook(int hook) {
    return hook >= 0 && hook < card_registry_len ? card_registry[hook] : NULL;
}

/* Walk p's held Guild cards that have a definition. */
#define FOR_HELD(g, p, i, def)                                                                \
    for (int i = 0; i < (g)->pl[p].guild_count; i++)                                           \
        for (const card_def *def = card_def_of((g)->pl[p].guild[i]); def; def = NULL)

/* ---- turn and round bookkeeping ---- */

void cards_turn_begin(game_state *g) {
    card_state *c = &g->cards;
    memset(c->secured_prelude, 0, sizeof c->secured_prelude);
    c->n_secured_prelude = 0;
    c->turn_acted = 0;
    c->used_this_turn = 0;
}

void cards_round_begin(game_state *g) { g->cards.declared_this_round = 0; }

/* ---- SPEND_AS ---- */

unsigned cards_spend_as(const game_state *g, int p) {
    unsigned types = 0;
    FOR_HELD(g, p, i, def) types |= def->spend_as;
    return types;
}

/* Can a token spent as type t take `action` in the Prelude (Base rulebook,
 * "Resources")? Weapons add Battle to the played card; Psionics take an
 * action listed on the lead card. */
static bool type_takes(const game_state *g, int t, int action) {
    switch (t) {
    case ARCS_MATERIAL: return action == ARCS_ACT_BUILD || action == ARCS_ACT_REPAIR;
    case ARCS_FUEL: return action == ARCS_ACT_MOVE;
    case ARCS_WEAPON: return action == ARCS_ACT_BATTLE;
    case ARCS_RELIC: return action == ARCS_ACT_SECURE;
    default: return g->lead_card != NO_CARD && suit_allows(action_suit(g->lead_card), action);
    }
}

void cards_note_spend(const game_state *g, int p, int r, int action) {
    if (!log_enabled(g)) return;
    /* Name the Loyal guild that made the spend possible: the token could not
     * take the action as itself, or is Outraged. */
    bool outraged = (g->pl[p].outrage >> r) & 1u;
    if (type_takes(g, r, action) && !outraged) return;
    FOR_HELD(g, p, i, def) {
        for (int t = 0; t < NUM_RES; t++)
            if ((def->spend_as >> t) & 1u && type_takes(g, t, action) && (t != r || outraged)) {
                card_log(g, card_hook_of(def->card), "Player %d spends %s as %s for %s%s.", p + 1, resource_name(r),
                         resource_name(t), action_name(action), outraged ? " (Outrage ignored)" : "");
                return;
            }
    }
}

/* ---- PRELUDE_MOVES / PRELUDE_APPLY ---- */

bool secured_this_prelude(const game_state *g, int card) {
    for (int i = 0; i < g->cards.n_secured_prelude; i++)
        if (g->cards.secured_prelude[i] == card) return true;
    return false;
}

void cards_prelude_moves(const game_state *g, int p, move_list *out) {
    FOR_HELD(g, p, i, def) {
        /* "You cannot use Prelude actions on cards that you secured from the
         * Court in the same Prelude" (Base rulebook, "Prelude Actions"). */
        if (def->prelude_moves && !secured_this_prelude(g, def->card))
            def->prelude_moves(g, p, card_hook_of(def->card), out);
    }
}

/* Common Prelude steps (hooks.h): "simply discard" and "place 3 ships". */
static void common_prelude_apply(game_state *g, arcs_move m) {
    const card_def *def = card_def_by_hook(m.a);
    int p = m.player;
    discard_held(g, p, def->card);
    if (m.b == STEP_DISCARD) {
        card_log(g, m.a, "Player %d discards it without using it.", p + 1);
        return;
    }
    /* STEP_PLACE_SHIPS: "Prelude: You may discard this to place 3 ships in
     * a system you control." The system is the next decision. */
    card_log(g, m.a, "Player %d discards it to place 3 ships.", p + 1);
    push_card_frame(g, FR_CARD, p, m.a, STEP_THREE_SHIPS_IN);
}

void cards_prelude_apply(game_state *g, arcs_move m) {
    const card_def *def = card_def_by_hook(m.a);
    if (!def) return;
    if (m.b >= STEP_COMMON) common_prelude_apply(g, m);
    else if (def->prelude_apply) def->prelude_apply(g, m);
}

/* ---- NEW_ACTION ---- */

void cards_new_action_moves(const game_state *g, int p, unsigned actions, int source, move_list *out) {
    if (!actions) return;
    FOR_HELD(g, p, i, def) {
        for (int k = 0; k < def->n_new_actions; k++) {
            const card_new_action *na = &def->new_actions[k];
            if ((actions >> na->replaces) & 1u && na->possible(g, p, source - 1))
                add_move(out, ARCS_MOVE_CARD, p, card_hook_of(def->card), na->step, source, 0);
        }
    }
}

static const card_new_action *new_action_of(arcs_move m) {
    const card_def *def = card_def_by_hook(m.a);
    if (!def || m.kind != ARCS_MOVE_CARD) return NULL;
    for (int k = 0; k < def->n_new_actions; k++)
        if (def->new_actions[k].step == m.b) return &def->new_actions[k];
    return NULL;
}

bool cards_is_new_action(arcs_move m) { return new_action_of(m) != NULL; }

void cards_new_action_begin(game_state *g, arcs_move m) {
    const card_new_action *na = new_action_of(m);
    if (!na) return;
    const card_def *def = card_def_by_hook(m.a);
    card_log(g, m.a, "Player %d takes %s instead of %s (with %s).", m.player + 1, def->steps[na->step].name,
             action_name(na->replaces), m.c ? "a resource" : "an action pip");
    na->begin(g, m.player, m.a);
}

/* ---- BEFORE_ACTIONS, DECLARE, DECLARE_AMBITION ---- */

void cards_before_actions(game_state *g, int p) {
    FOR_HELD(g, p, i, def) if (def->before_actions) def->before_actions(g, p, card_hook_of(def->card));
}

bool cards_place_zero_marker(const game_state *g, int p, int ambition) {
    FOR_HELD(g, p, i, def) {
        if (def->no_zero_marker && def->no_zero_marker(ambition)) {
            card_log(g, card_hook_of(def->card), "Player %d declares %s without placing the zero marker.", p + 1,
                     ambition_name(ambition));
            return false;
        }
    }
    return true;
}

void cards_after_declare(game_state *g, int p, int ambition) {
    (void)ambition;
    g->cards.declared_this_round = 1;
    /* Several cards reacting at once would be ordered by p (Fine Print,
     * "Tiebreakers & Choice Order"); the base game has one (Farseers). */
    int n = g->pl[p].guild_count;
    for (int i = 0; i < n && i < g->pl[p].guild_count; i++) {
        const card_def *def = card_def_of(g->pl[p].guild[i]);
        if (def && def->after_declare) def->after_declare(g, p, card_hook_of(def->card));
    }
}

/* ---- SCORING, AFTER_SCORING, RESOURCE_SUPPLY ---- */

int cards_resources_held(const game_state *g, int p, unsigned types) {
    int n = 0;
    FOR_HELD(g, p, i, def) {
        if (def->holds_supply && (types >> (def->holds_supply - 1)) & 1u) n += g->res_supply[def->holds_supply - 1];
    }
    return n;
}

int cards_supply_holder(const game_state *g, int r) {
    for (int p = 0; p < g->num_players; p++) FOR_HELD(g, p, i, def) if (def->holds_supply == r + 1) return p;
    return -1;
}

/* The Cartels' tokens are the general supply itself (g->res_supply), which
 * lies on the card while it is held: nothing is held on cards apart from
 * the supply, so nothing is counted twice. Cards of later sets that hold
 * tokens of their own add them here. */
int cards_holding_resources(const game_state *g, int r) {
    (void)g;
    (void)r;
    return 0;
}

void cards_after_scoring(game_state *g) {
    int n = g->num_players;
    for (int k = 0; k < n; k++) {
        int p = (g->initiative + k) % n;
        for (int i = 0; i < g->pl[p].guild_count; i++) {
            const card_def *def = card_def_of(g->pl[p].guild[i]);
            if (def && def->after_scoring) def->after_scoring(g, p, card_hook_of(def->card));
        }
    }
}

/* ---- REDEALT ---- */

void cards_redealt(game_state *g, const uint8_t *map) {
    for (int i = 0; i < g->depth; i++) {
        frame *f = &g->stack[i];
        if (f->kind != FR_CARD && f->kind != FR_CARD_AUTO) continue;
        const card_def *def = card_def_by_hook(f->a);
        if (def && def->redealt) def->redealt(f, map);
    }
}

/* ---- ROUND_END ---- */

void cards_round_end(game_state *g) {
    card_state *c = &g->cards;
    while (c->n_placed) {
        const card_def *def = card_def_of(c->placed[0]);
        if (def && def->round_end) def->round_end(g, 0);
        /* The entry is done: drop it. */
        int n = c->n_placed;
        memmove(c->placed, c->placed + 1, (size_t)(n - 1) * sizeof c->placed[0]);
        memmove(c->placed_by, c->placed_by + 1, (size_t)(n - 1));
        memmove(c->placed_beside, c->placed_beside + 1, (size_t)(n - 1));
        c->n_placed = (uint8_t)(n - 1);
        c->placed[n - 1] = 0;
        c->placed_by[n - 1] = 0;
        c->placed_beside[n - 1] = 0;
    }
}

/* ---- WHEN_SECURED and the Prelude limit ---- */

void cards_when_secured(game_state *g, int p, int card) {
    const card_def *def = card_def_of(card);
    if (def && def->when_secured) def->when_secured(g, p, card_hook_of(card));
}

void cards_note_secured(game_state *g, int p, int card) {
    card_state *c = &g->cards;
    if (!g->prelude_open || p != g->turn_player || c->n_secured_prelude >= PRELUDE_SECURED_MAX) return;
    c->secured_prelude[c->n_secured_prelude++] = (uint16_t)card;
}

/* ---- battle: COLLECT_DICE, AFTER_ROLL ---- */

int cards_extra_dice(const game_state *g, int p, int sys) {
    int n = 0;
    FOR_HELD(g, p, i, def) if (def->extra_dice) n += def->extra_dice(g, p, sys);
    return n;
}

void cards_after_roll(game_state *g, int p) {
    FOR_HELD(g, p, i, def) if (def->after_roll) def->after_roll(g, p, card_hook_of(def->card));
}

/* ---- stealing: STEAL_CHECK, STOLEN ---- */

bool cards_may_steal(const game_state *g, int thief, int victim, int card) {
    if (thief == victim) return false;
    FOR_HELD(g, victim, i, def) {
        /* "Rivals cannot steal your resources and other Guild cards." */
        if (def->guards_holder && card != def->card) return false;
    }
    return true;
}

void cards_steal_guild_card(game_state *g, int thief, int victim, int index) {
    if (index < 0 || index >= g->pl[victim].guild_count) return;
    int card = remove_held(g, victim, index);
    const card_def *def = card_def_of(card);
    if (def && def->buried_when_stolen) {
        card_log(g, card_hook_of(card), "stolen from Player %d by Player %d, it is buried.", victim + 1, thief + 1);
        court_bury(g, card);
        return;
    }
    /* A card holding resources keeps them (Base rulebook, "Resources"). */
    give_held(g, thief, card);
    glog(g, "Player %d steals %s from Player %d.", thief + 1, card_table[card].name, victim + 1);
}

/* ---- PROVOKE_OUTRAGE ---- */

bool cards_kept_on_outrage(const game_state *g, int p, int card) {
    const card_def *def = card_def_of(card);
    if (!def || !def->kept_on_outrage) return false;
    card_log(g, card_hook_of(card), "Player %d Provokes Outrage and keeps it.", p + 1);
    return true;
}

/* ---- move text ---- */

static const card_step COMMON_STEPS[STEP_COMMON_END - STEP_COMMON] = {
    [STEP_DISCARD - STEP_COMMON] = {"discard", ""},
    [STEP_PLACE_SHIPS - STEP_COMMON] = {"place-ships", ""},
    [STEP_PLACE_SHIP - STEP_COMMON] = {"place-ship", "s"},
    [STEP_THREE_SHIPS_IN - STEP_COMMON] = {"place-ships-in", "s"},
};

static const card_step *step_of(const card_def *def, int step) {
    if (step >= STEP_COMMON && step < STEP_COMMON_END) return &COMMON_STEPS[step - STEP_COMMON];
    if (step < def->nsteps && def->steps[step].name) return &def->steps[step];
    return NULL;
}

bool card_move_form(int hook, int step, const char **card, const char **name, const char **args) {
    const card_def *def = card_def_by_hook(hook);
    if (!def) return false;
    const card_step *s = step_of(def, step);
    if (!s) return false;
    *card = def->short_name;
    *name = s->name;
    *args = s->args;
    return true;
}

int card_hook_count(void) { return card_registry_len; }

int card_step_at(int hook, int i) {
    const card_def *def = card_def_by_hook(hook);
    if (!def || i < 0) return -1;
    if (i < def->nsteps) return i;
    i -= def->nsteps;
    return i < STEP_COMMON_END - STEP_COMMON ? STEP_COMMON + i : -1;
}

const char *card_short_name(int hook) {
    const card_def *def = card_def_by_hook(hook);
    return def ? def->short_name : NULL;
}

int card_hook_by_short_name(const char *name) {
    for (int h = 0; h < card_registry_len; h++)
        if (strcmp(card_registry[h]->short_name, name) == 0) return h;
    return -1;
}

bool card_move_lookup(const char *card, const char *name, int *hook, int *step, const char **args) {
    int h = card_hook_by_short_name(card);
    if (h < 0) return false;
    const card_def *def = card_registry[h];
    for (int s = 0; s < def->nsteps; s++)
        if (def->steps[s].name && strcmp(def->steps[s].name, name) == 0) {
            *hook = h;
            *step = s;
            *args = def->steps[s].args;
            return true;
        }
    for (int s = STEP_COMMON; s < STEP_COMMON_END; s++)
        if (strcmp(COMMON_STEPS[s - STEP_COMMON].name, name) == 0) {
            *hook = h;
            *step = s;
            *args = COMMON_STEPS[s - STEP_COMMON].args;
            return true;
        }
    return false;
}
