/*
 * The card frames (FR_CARD, FR_CARD_AUTO), the common card steps, and the
 * helpers card effects share: holding and discarding cards, placing ships,
 * stealing, drawing from the action discard pile.
 *
 * FR_CARD is a decision of a card effect, FR_CARD_AUTO a continuation step;
 * both carry the card instance (frame card) and the card's step (frame step), and dispatch to
 * the card's own enumerate/apply/step (lib/cards/hooks.h). Steps numbered
 * from STEP_COMMON are handled here for every card.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include "cards/hooks.h"
#include "campaign/trust.h"

/* The card state must leave no implicit padding in the game state. */
_Static_assert(sizeof(card_state) % 8 == 0, "card_state size");
_Static_assert(offsetof(game_state, cards) == offsetof(game_state, pad1) + 1, "padding before the card state");
_Static_assert(offsetof(game_state, battle) == offsetof(game_state, cards) + sizeof(card_state),
               "padding after the card state");

/* ---- helpers ---- */

void card_log_line(const game_state *g, int card, const char *fmt, ...) {
    char line[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    glog(g, "%s: %s", card_name(card), line);
}

int held_index(const game_state *g, int p, int card) {
    for (int i = 0; i < g->pl[p].guild_count; i++)
        if (g->pl[p].guild[i] == card) return i;
    return -1;
}

int card_holder(const game_state *g, int card) {
    for (int p = 0; p < g->num_players; p++)
        if (held_index(g, p, card) >= 0) return p;
    return -1;
}

int remove_held(game_state *g, int p, int i) {
    player_state *pl = &g->pl[p];
    int card = pl->guild[i];
    memmove(&pl->guild[i], &pl->guild[i + 1], (size_t)(pl->guild_count - i - 1) * sizeof pl->guild[0]);
    pl->guild[--pl->guild_count] = 0;
    return card;
}

void give_held(game_state *g, int p, int card) {
    player_state *pl = &g->pl[p];
    if (pl->guild_count < GUILD_HELD_MAX) pl->guild[pl->guild_count++] = (uint16_t)card;
    /* HELD_GAINED: a card that cares who holds it may leave at once;
     * callers must not use its index after. */
    const card_def *def = card_def_of(card);
    if (def && def->held_gained) def->held_gained(g, p, card);
}

void place_beside_played(game_state *g, int p, int card, int action) {
    remove_held(g, p, held_index(g, p, card));
    card_state *c = &g->cards;
    c->placed[c->n_placed] = (uint16_t)card;
    c->placed_by[c->n_placed] = (uint8_t)p;
    c->placed_beside[c->n_placed] = (uint8_t)action;
    c->n_placed++;
}

bool take_played_off_table(game_state *g, int action) {
    bool on_table = false;
    for (int q = 0; q < g->num_players; q++)
        if (g->played[q] == action) {
            g->played[q] = NO_CARD;
            on_table = true;
        }
    return on_table;
}

void discard_held(game_state *g, int p, int card) {
    int i = held_index(g, p, card);
    if (i < 0) return;
    remove_held(g, p, i);
    court_discard(g, card);
}

/* ---- effect sources besides the held Guild cards ---- */

static bool list_remove(uint16_t *list, uint8_t *n, int card) {
    for (int i = 0; i < *n; i++)
        if (list[i] == card) {
            memmove(&list[i], &list[i + 1], (size_t)(*n - i - 1) * sizeof list[0]);
            list[--*n] = 0;
            return true;
        }
    return false;
}

void play_area_add(game_state *g, int p, int card) {
    ll_state *ll = &g->ll;
    if (ll->play_area_len[p] >= PLAY_AREA_MAX) {
        g->engine_error = ENGINE_ERROR_LIST_FULL;
        return;
    }
    ll->play_area[p][ll->play_area_len[p]++] = (uint16_t)card;
    cards_sources_changed(g);
    /* HELD_GAINED, as give_held: the card may leave at once. */
    const card_def *def = card_def_of(card);
    if (def && def->held_gained) def->held_gained(g, p, card);
}

bool play_area_remove(game_state *g, int p, int card) {
    bool done = list_remove(g->ll.play_area[p], &g->ll.play_area_len[p], card);
    if (done) cards_sources_changed(g); /* nothing removed: the sources are as they were */
    return done;
}

void booklet_add(game_state *g, int card) {
    campaign_state *c = &g->camp;
    if (c->booklet_len >= BOOKLET_MAX) {
        g->engine_error = ENGINE_ERROR_LIST_FULL;
        return;
    }
    c->booklet[c->booklet_len++] = (uint16_t)card;
    cards_sources_changed(g);
}

bool booklet_remove(game_state *g, int card) {
    bool done = list_remove(g->camp.booklet, &g->camp.booklet_len, card);
    if (done) cards_sources_changed(g); /* nothing removed: the sources are as they were */
    return done;
}

void token_add(game_state *g, int card, int owner, int where) {
    campaign_state *c = &g->camp;
    if (c->n_tokens >= TOKENS_MAX) {
        g->engine_error = ENGINE_ERROR_LIST_FULL;
        return;
    }
    c->tokens[c->n_tokens++] = (token_state){(uint16_t)card, (uint8_t)owner, (uint8_t)where};
    cards_sources_changed(g);
}

bool token_remove(game_state *g, int card, int where) {
    campaign_state *c = &g->camp;
    for (int i = 0; i < c->n_tokens; i++)
        if (c->tokens[i].card == card && c->tokens[i].where == where) {
            memmove(&c->tokens[i], &c->tokens[i + 1], (size_t)(c->n_tokens - i - 1) * sizeof c->tokens[0]);
            c->tokens[--c->n_tokens] = (token_state){0, 0, 0};
            cards_sources_changed(g);
            return true;
        }
    return false;
}

void card_bury_step(game_state *g) {
    int card = top_frame(g)->card;
    pop_frame(g);
    court_bury_discarded(g, card);
}

frame *push_card_frame(game_state *g, int kind, int p, int card, int step) {
    frame *f = push_frame(g, kind, p);
    f->card = (uint16_t)card;
    f->step = (uint8_t)step;
    return f;
}

void place_ships(game_state *g, int p, int sys, int n) {
    player_state *pl = &g->pl[p];
    if (n > pl->ships_supply) n = pl->ships_supply;
    if (n <= 0) return;
    /* Campaign: a law may send them elsewhere (hook point MOVE_ADJACENCY). */
    if (is_campaign(g)) sys = cards_placed_in(g, p, sys);
    pl->ships_supply = (uint8_t)(pl->ships_supply - n);
    g->sys[sys].fresh[p] = (uint8_t)(g->sys[sys].fresh[p] + n);
    battle_ships_placed(g, p, sys, n);
}

/* The systems still owed a ship: bits 0-23 in c, d, e; bit 24 (the map
 * centre, the campaign's Twisted Passage) in b. */
static uint32_t frame_mask(const frame *f) {
    return (uint32_t)f->c | (uint32_t)f->d << 8 | (uint32_t)f->e << 16 | (uint32_t)(f->b & 1u) << 24;
}

static void set_frame_mask(frame *f, uint32_t m) {
    f->c = (uint8_t)(m & 0xFF);
    f->d = (uint8_t)(m >> 8 & 0xFF);
    f->e = (uint8_t)(m >> 16 & 0xFF);
    f->b = (uint8_t)(m >> 24 & 1u);
}

void place_ship_in_each(game_state *g, int p, int card, uint32_t systems) {
    int count = __builtin_popcount(systems), supply = g->pl[p].ships_supply;
    if (supply >= count) {
        for (int s = 0; s < SYSTEMS_MAX; s++) /* the map centre too (a gate while in play) */
            if ((systems >> s) & 1u) place_ships(g, p, s, 1);
        card_log(g, card, "Player %d places a ship in each of %d systems.", p + 1, count);
        return;
    }
    if (supply == 0) {
        card_log(g, card, "Player %d has no ships in supply to place.", p + 1);
        return;
    }
    /* "If you must place ... more pieces than possible, do the maximum
     * possible" (Fine Print): which systems get the ships is p's choice. */
    frame *f = push_card_frame(g, FR_CARD, p, card, STEP_PLACE_SHIP);
    set_frame_mask(f, systems);
    f->f = (uint8_t)supply;
}

/* p controls s (campaign: with the Presence Law on a Regent's turn). */
/* The map centre (the campaign's Twisted Passage) too, while a law makes
 * it a system (card_piece_system_ok). */
static bool controls(const game_state *g, int p, int s) { return card_piece_system_ok(g, s) && player_controls(g, p, s); }

void three_ships_moves(const game_state *g, int p, int card, move_list *out) {
    for (int s = 0; s < SYSTEMS_MAX; s++)
        if (controls(g, p, s)) {
            add_card_move(out, p, card, STEP_PLACE_SHIPS, 0, 0, 0);
            break;
        }
    discard_move(p, card, out);
}

void discard_move(int p, int card, move_list *out) { add_card_move(out, p, card, STEP_DISCARD, 0, 0, 0); }

void declare_any_moves(const game_state *g, const frame *f, int step, move_list *out) {
    /* Not an ambition the player has forsworn (hook point DECLARE: the
     * Oath of Peace, ARCS-F1502, "cannot declare ... Warlord"). */
    unsigned forsworn = cards_undeclarable(g, f->player);
    for (int a = 0; a < ARCS_AMBITION_COUNT; a++)
        if (!(forsworn >> a & 1u)) add_card_move(out, f->player, f->card, step, a, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

void declare_any_apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    if (m.kind == ARCS_MOVE_DECLINE) {
        card_log(g, card, "Player %d declares nothing.", m.player + 1);
        return;
    }
    card_log(g, card, "Player %d declares %s.", m.player + 1, ambition_name(m.d));
    declare_ambition(g, m.player, m.d, false);
}

/* Is the set canonical: for each face, the dice chosen are the first ones
 * showing it? */
static bool canonical_reroll(const game_state *g, unsigned set) {
    const battle_state *b = &g->battle;
    for (int i = 0; i < b->dice[DIE_ASSAULT]; i++)
        for (int j = 0; j < i; j++)
            if (b->faces[j] == b->faces[i] && ((set >> i) & 1u) && !((set >> j) & 1u)) return false;
    return true;
}

void assault_reroll_moves(const game_state *g, int p, int card, int step, int most, move_list *out) {
    int n = g->battle.dice[DIE_ASSAULT];
    for (unsigned set = 1; set < (1u << n); set++)
        if (__builtin_popcount(set) <= most && canonical_reroll(g, set)) add_card_move(out, p, card, step, (int)set, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, p, 0, 0, 0, 0);
}

int gate_build_moves(const game_state *g, int p, int card, int step, bool starport, move_list *out) {
    int n = 0;
    /* The printed gates, and the campaign's Twisted Passage (system 24, a
     * gate while its law is in the booklet: "The map center is now a gate"). */
    for (int s = SYS_GATE; s < map_systems(g); s += 4)
        if ((s < NUM_SYSTEMS || card_piece_system_ok(g, s)) && !building_outside_slots(g, s, starport) &&
            may_build_outside(g, p, s, starport)) {
            if (!out) return 1;
            add_card_move(out, p, card, step, s, 0, 0);
            n++;
        }
    return n;
}

int weapon_icons(const game_state *g, int p) {
    /* "Your total Weapon icons from resources and cards": Weapon tokens in
     * the resource slots and Weapon-suit Guild cards. */
    int n = resources_held(&g->pl[p], ARCS_WEAPON);
    for (int i = 0; i < g->pl[p].guild_count; i++) {
        const card_info *ci = &card_table[g->pl[p].guild[i]];
        if (ci->kind == CK_GUILD && ci->suit == ARCS_WEAPON) n++;
    }
    return n + cards_resources_held(g, p, 1u << ARCS_WEAPON);
}

bool has_resource(const game_state *g, int p, int r) {
    return resources_held(&g->pl[p], r) > 0 || cards_resources_held(g, p, 1u << r) > 0;
}

void steal_resource_moves(const game_state *g, int p, int card, int step, unsigned types, move_list *out) {
    for (int q = 0; q < g->num_players; q++) {
        if (q == p || !cards_may_steal(g, p, q, -1)) continue;
        for (int s = 0; s < RES_SLOTS_MAX; s++) {
            int r = g->pl[q].res[s] - 1;
            if (r >= 0 && (types >> r) & 1u) add_card_move(out, p, card, step, q, s, 0);
        }
    }
    if (!is_campaign(g)) return;
    int fr = g->camp.first_regent;
    if (fr == NO_PLAYER || fr == p || fr >= g->num_players || !cards_may_steal(g, p, fr, -1)) return;
    for (int r = 0; r < NUM_RES; r++)
        if (g->camp.trust[r] && (types >> r) & 1u) add_card_move(out, p, card, step, fr, STEAL_FROM_TRUST + r, 0);
}

void card_steal_resource(game_state *g, int thief, int victim, int slot) {
    if (slot < STEAL_FROM_TRUST) {
        steal_resource(g, thief, victim, slot);
        return;
    }
    int r = slot - STEAL_FROM_TRUST;
    if (!trust_take(g, r)) return;
    glog(g, "Player %d steals a %s from the Imperial Trust (Player %d, the First Regent).", thief + 1, resource_name(r),
         victim + 1);
    if (cards_resource_stolen(g, thief, r)) return; /* hook point RAID_STEAL */
    receive_resource(g, thief, r);
}

void steal_card_moves(const game_state *g, int p, int card, int step, move_list *out) {
    for (int q = 0; q < g->num_players; q++) {
        if (q == p) continue;
        for (int i = 0; i < g->pl[q].guild_count; i++) {
            int target = g->pl[q].guild[i];
            /* Only Guild cards can be stolen (Base rulebook, "Guild Cards"). */
            if (!card_def_of(target) || card_table[target].kind != CK_GUILD || !cards_may_steal(g, p, q, target))
                continue;
            add_card_move(out, p, card, step, q, target & 0xFF, target >> 8);
        }
    }
}

void steal_card(game_state *g, int thief, int victim, int card) {
    int i = held_index(g, victim, card);
    if (i >= 0) cards_steal_guild_card(g, thief, victim, i);
}

static bool listed(const uint16_t *list, int n, int card) {
    for (int i = 0; i < n; i++)
        if (list[i] == card) return true;
    return false;
}

/* Add card to a used list; a full list is an engine error (USED_MAX
 * different cards used once per turn in one turn). */
static void list_add(game_state *g, uint16_t *list, uint8_t *n, int card) {
    if (listed(list, *n, card)) return;
    if (*n >= USED_MAX) {
        g->engine_error = ENGINE_ERROR_LIST_FULL;
        return;
    }
    list[(*n)++] = (uint16_t)card;
}

bool card_used_this_turn(const game_state *g, int card) {
    return listed(g->cards.used_this_turn, g->cards.n_used_this_turn, card);
}

void card_mark_used(game_state *g, int card) {
    list_add(g, g->cards.used_this_turn, &g->cards.n_used_this_turn, card);
}

bool card_used_this_round(const game_state *g, int card) {
    return listed(g->cards.used_this_round, g->cards.n_used_this_round, card);
}

void card_mark_used_this_round(game_state *g, int card) {
    list_add(g, g->cards.used_this_round, &g->cards.n_used_this_round, card);
}

/* ---- choices ---- */

void card_moves_for_bits(move_list *out, int p, int card, int step, uint64_t bits) {
    for (; bits; bits &= bits - 1) add_card_move(out, p, card, step, __builtin_ctzll(bits), 0, 0);
}

int card_choice_taken(game_state *g, arcs_move m) {
    int card = top_frame(g)->card;
    pop_frame(g);
    return m.kind == ARCS_MOVE_DECLINE ? -1 : card;
}

/* ---- "before or after" (Tactical, Charismatic) ---- */

void before_after_offer(game_state *g, int p, int card, int action, const before_after *ba) {
    if (action != ba->action || !action_possible(g, p, ba->other)) return;
    if (ba->withdraw) ba->withdraw(g);
    else pop_frame(g);
    push_card_frame(g, FR_CARD, p, card, ba->s_before);
}

void before_after_moves(const game_state *g, const frame *f, const before_after *ba, move_list *out) {
    if (ba->other_first_possible(g, f->player)) add_card_move(out, f->player, f->card, ba->s_before, 0, 0, 0);
    /* Not legal yet (offered through other_first_possible): only "before". */
    if (!action_possible(g, f->player, ba->action)) return;
    add_card_move(out, f->player, f->card, ba->s_after, 0, 0, 0);
    add_move(out, ARCS_MOVE_DECLINE, f->player, 0, 0, 0, 0);
}

void before_after_apply(game_state *g, arcs_move m, const before_after *ba) {
    int p = m.player, card = card_choice_taken(g, m);
    if (card < 0) {
        action_begin(g, p, ba->action);
        return;
    }
    bool before = m.c == ba->s_before;
    card_log(g, card, ba->log, p + 1, before ? "before" : "after");
    push_card_frame(g, FR_CARD_AUTO, p, card, before ? ba->s_then_action : ba->s_then_other);
    if (!before) action_begin(g, p, ba->action);
    else if (ba->other_first_begin) ba->other_first_begin(g, p);
    else action_begin(g, p, ba->other);
}

void before_after_next(game_state *g, const before_after *ba) {
    int p = top_frame(g)->player, action = top_frame(g)->step == ba->s_then_action ? ba->action : ba->other;
    pop_frame(g);
    if (action_possible(g, p, action)) action_begin(g, p, action);
}

/* ---- common FR_CARD steps ---- */

static void common_enumerate(const game_state *g, const frame *f, move_list *out) {
    if (f->step == STEP_THREE_SHIPS_IN) {
        for (int s = 0; s < SYSTEMS_MAX; s++)
            if (controls(g, f->player, s)) add_card_move(out, f->player, f->card, STEP_THREE_SHIPS_IN, s, 0, 0);
        return;
    }
    /* STEP_PLACE_SHIP: one of the ships owed, in a system still without one. */
    card_moves_for_bits(out, f->player, f->card, STEP_PLACE_SHIP, frame_mask(f));
}

static void common_apply(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    char sn[16];
    int card = f->card;
    if (f->step == STEP_THREE_SHIPS_IN) {
        pop_frame(g);
        card_log(g, card, "Player %d places 3 ships in %s.", m.player + 1, system_name(m.d, sn));
        place_ships(g, m.player, m.d, 3);
        return;
    }
    uint32_t mask = frame_mask(f) & ~(1u << m.d);
    int left = f->f - 1;
    card_log(g, card, "Player %d places a ship in %s.", m.player + 1, system_name(m.d, sn));
    if (left <= 0 || !mask) {
        pop_frame(g);
    } else {
        set_frame_mask(f, mask);
        f->f = (uint8_t)left;
    }
    place_ships(g, m.player, m.d, 1);
}

/* ---- the frames ---- */

static void card_enumerate(const game_state *g, const frame *f, move_list *out) {
    const card_def *def = card_def_of(f->card);
    if (f->step >= STEP_COMMON) common_enumerate(g, f, out);
    else if (def && def->enumerate) def->enumerate(g, f, out);
}

static void card_apply(game_state *g, arcs_move m) {
    const frame *f = top_frame(g);
    const card_def *def = card_def_of(f->card);
    if (f->step >= STEP_COMMON) common_apply(g, m);
    else if (def && def->apply) def->apply(g, m);
    else pop_frame(g);
}

static void card_auto_step(game_state *g, arcs_move m) {
    (void)m;
    const card_def *def = card_def_of(top_frame(g)->card);
    if (def && def->step) def->step(g);
    else pop_frame(g);
}

const frame_ops card_frame_ops = {"card", card_enumerate, card_apply};
const frame_ops card_auto_frame_ops = {"card_auto", NULL, card_auto_step};
