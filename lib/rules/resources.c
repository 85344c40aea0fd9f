/*
 * Resources in resource slots (Base rulebook, "Resources": "Resources are
 * held in resource slots", "Placing Resources", "Returning Cities").
 *
 * "When you take or are given a resource, place it in an empty resource slot
 * of yours. To do this, you may rearrange any resources in your resource
 * slots, but you must discard resources you cannot hold." The slots differ
 * (raid cost 3/1/1/2/1/3 keys, and which city slot covers them), so where a
 * token goes is a real choice.
 *
 * The model: a token being placed is *pending*. It is kept in the decision
 * frame (frame.a = its resource type), out of the supply and out of the
 * slots; the invariant checker counts it there. While a token is pending its
 * owner chooses:
 *
 *   place-resource <s>   s an open slot. If s is empty the token goes there
 *                        and the placement ends. If s holds a resource of
 *                        another type, the two swap: the pending token goes
 *                        into s and the one that was there becomes pending
 *                        (this is the rulebook's "rearrange").
 *   discard-resource 6   discard the pending token to the supply. Offered
 *                        only when the player holds more tokens than open
 *                        slots (counting the pending one), i.e. when some
 *                        token cannot be held.
 *
 * Swaps generate every arrangement (any permutation is a product of swaps
 * with the pending token), and any token can be brought into the pending
 * position and discarded, so every final arrangement the rule allows is
 * reachable, with at most 7 moves per decision. Not offered, because they
 * change nothing or only undo the last step: a swap with a slot holding the
 * same type, and a swap straight back into the slot just swapped (frame.b).
 * "discard-resource <slot 0..5>" is not produced: to drop a held token,
 * swap the pending one into its slot, then discard the (new) pending one.
 * A player may swap around for as long as they like (like a Catapult move);
 * a terminating move is always among the legal ones.
 *
 * The frame kind is FR_DISCARD_RESOURCE when the player must discard (more
 * tokens than open slots), else FR_PLACE_RESOURCE; both share one
 * enumerate/apply. When exactly one move is legal the engine takes it and
 * logs it (e.g. the only empty slot and nothing to swap with).
 *
 * A city returning to the board (return_city -> fit_resources) may cover
 * slots that hold tokens; those tokens are taken out of the covered slots one
 * at a time (lowest slot first) and placed the same way. Tokens still waiting
 * in covered slots are allowed only while such a frame of their owner is on
 * top; cities returned to several boards at once (a Summit deal) lift every
 * covered token at once instead (fit_resources_at_once).
 *
 * A card with a resource slot (Leaders & Lore: Ancient Holdings, "This card
 * has one resource slot") adds slot CARD_RES_SLOT (6) to its holder's open
 * slots: "place-resource 6" puts the token there ("discard-resource 6"
 * still discards the pending token); cities never cover it.
 *
 * Callers: gain_resource and fit_resources may push a decision frame, so
 * call them after popping/pushing your own frames.
 */
#include "rules/rules.h"

/* frame.a: pending resource type; frame.b: slot last swapped into, plus 1 (0 none). */

static int tokens_in_slots(const player_state *pl) {
    int n = 0;
    for (int i = 0; i < RES_SLOTS_MAX; i++)
        if (pl->res[i] != RES_EMPTY) n++;
    return n;
}

/* Does p hold a card with a resource slot (hook point CARD_SLOT)? */
static bool card_slot(const game_state *g, int p) { return other_sources(g) && cards_res_slot(g, p); }

/* More tokens (slots plus the pending one) than open slots: one must go. */
static bool must_discard(const game_state *g, int p) {
    return tokens_in_slots(&g->pl[p]) + 1 > open_res_slots(&g->pl[p]) + card_slot(g, p);
}

static void place_option(const player_state *pl, const frame *f, int s, move_list *out) {
    uint8_t c = pl->res[s];
    if (c == RES_CARD_TOKEN) return; /* a card-owned token keeps its slot (campaign, ARCS-F505) */
    if (c == RES_EMPTY || (c != f->a + 1 && s + 1 != f->b)) add_move(out, ARCS_MOVE_PLACE_RESOURCE, f->player, s, 0, 0, 0);
}

static void place_enumerate(const game_state *g, const frame *f, move_list *out) {
    int p = f->player;
    const player_state *pl = &g->pl[p];
    int open = open_res_slots(pl);
    for (int s = 0; s < open; s++) place_option(pl, f, s, out);
    if (card_slot(g, p)) place_option(pl, f, CARD_RES_SLOT, out);
    if (must_discard(g, p)) add_move(out, ARCS_MOVE_DISCARD_RESOURCE, p, RES_SLOTS, 0, 0, 0);
}

static void place_step(game_state *g, arcs_move m);

/* While the top frame is a placement with a single legal move, take it. */
static void settle(game_state *g) {
    for (;;) {
        frame *f = top_frame(g);
        if (!f || (f->kind != FR_PLACE_RESOURCE && f->kind != FR_DISCARD_RESOURCE)) return;
        /* Keep the label true when slots changed since the push (several
         * tokens pending at once). */
        f->kind = must_discard(g, f->player) ? FR_DISCARD_RESOURCE : FR_PLACE_RESOURCE;
        move_list list;
        list.n = 0;
        place_enumerate(g, f, &list);
        if (list.n != 1) return;
        const arcs_move *only = &list.m[0];
        glog(g, "p%d %s %d (the only choice)", only->player,
             only->kind == ARCS_MOVE_PLACE_RESOURCE ? "place-resource" : "discard-resource", only->a);
        place_step(g, list.m[0]);
    }
}

/* Push the placement of a pending token of type r for p. */
static void push_pending(game_state *g, int p, int r) {
    int kind = must_discard(g, p) ? FR_DISCARD_RESOURCE : FR_PLACE_RESOURCE;
    frame *f = push_frame(g, kind, p);
    f->a = (uint8_t)r;
}

static void place_step(game_state *g, arcs_move m) {
    frame *f = top_frame(g);
    int p = f->player, r = f->a;
    player_state *pl = &g->pl[p];
    if (m.kind == ARCS_MOVE_DISCARD_RESOURCE) {
        g->res_supply[r]++;
        glog(g, "Player %d discards %s", p + 1, resource_name(r));
    } else {
        int s = m.a;
        if (pl->res[s] != RES_EMPTY) {
            /* Rearrange: swap, and place the displaced token next. */
            int x = pl->res[s] - 1;
            pl->res[s] = (uint8_t)(r + 1);
            f->a = (uint8_t)x;
            f->b = (uint8_t)(s + 1);
            glog(g, "Player %d puts %s in slot %d; %s is moved", p + 1, resource_name(r), s + 1, resource_name(x));
            return;
        }
        pl->res[s] = (uint8_t)(r + 1);
        glog(g, "Player %d places %s in slot %d", p + 1, resource_name(r), s + 1);
    }
    pop_frame(g);
    /* Tokens still in covered slots come next (Returning Cities). */
    fit_resources(g, p);
}

static void place_apply(game_state *g, arcs_move m) {
    place_step(g, m);
    settle(g);
}

const frame_ops place_resource_frame_ops = {"place_resource", place_enumerate, place_apply};
const frame_ops discard_resource_frame_ops = {"discard_resource", place_enumerate, place_apply};

void gain_resource(game_state *g, int p, int r) {
    /* Glossary, "Gain": from its supply; you can't gain it if the supply is empty. */
    if (r < 0 || r >= NUM_RES) return;
    if (!g->res_supply[r]) {
        glog(g, "Player %d gains no %s: the supply is empty", p + 1, resource_name(r));
        return;
    }
    g->res_supply[r]--;
    glog(g, "Player %d gains %s", p + 1, resource_name(r));
    /* Campaign, hook point RESOURCE_TAKEN: a card may take it instead
     * (Arsenal Keepers). */
    if (is_campaign(g) && cards_resource_taken(g, p, r, RESOURCE_TAKEN_BY)) return;
    push_pending(g, p, r);
    settle(g);
}

static void push_received(game_state *g, int p, int r) {
    glog(g, "Player %d takes %s", p + 1, resource_name(r));
    push_pending(g, p, r);
}

void receive_resource_later(game_state *g, int p, int r) {
    if (r < 0 || r >= NUM_RES) return;
    /* Campaign, hook point RESOURCE_TAKEN: a Summit deal's tokens are given. */
    if (is_campaign(g) && cards_resource_taken(g, p, r, RESOURCE_GIVEN)) return;
    push_received(g, p, r);
}

void receive_resource(game_state *g, int p, int r) {
    /* Campaign, hook point RESOURCE_TAKEN (Arsenal Keepers). */
    if (is_campaign(g) && r >= 0 && r < NUM_RES && cards_resource_taken(g, p, r, RESOURCE_TAKEN_BY)) return;
    resource_taken_placed(g, p, r);
}

void resource_taken_placed(game_state *g, int p, int r) {
    if (r < 0 || r >= NUM_RES) return;
    push_received(g, p, r);
    settle(g);
}

/* The resource in covered slot s of p leaves it as a pending placement
 * (a card-owned token is its card's: hook point SLOT_TOKEN). */
static void lift_covered(game_state *g, int p, int s) {
    player_state *pl = &g->pl[p];
    int r = pl->res[s] - 1;
    pl->res[s] = RES_EMPTY;
    glog(g, "Player %d: slot %d is covered; %s must move", p + 1, s + 1, resource_name(r));
    push_pending(g, p, r);
}

void fit_resources(game_state *g, int p) {
    /* Returning Cities: a token on a covered slot is placed again (or discarded). */
    player_state *pl = &g->pl[p];
    for (int s = open_res_slots(pl); s < RES_SLOTS; s++) {
        if (pl->res[s] == RES_EMPTY) continue;
        if (pl->res[s] == RES_CARD_TOKEN) {
            /* Hook point SLOT_TOKEN: its card places it (ARCS-F505). */
            if (cards_slot_token_covered(g, p, s)) return; /* its placement resumes this */
            continue;
        }
        lift_covered(g, p, s);
        settle(g);
        return; /* the next covered token follows when this one is placed */
    }
}

/* Cities returned to several boards at once (a Summit deal, Campaign
 * rulebook "Negotiations": "every action at once"). Base rulebook,
 * "Returning Cities": "If a city returns to your player board and covers a
 * resource slot, rearrange and discard resources" -- at once, so before the
 * placements pushed earlier (the tokens the deal gives). Every token in a
 * covered slot of these players leaves it now, each a pending placement
 * (lowest slot first, players in seat order from `first`): no token waits
 * in a covered slot under another player's placement (fit_resources' one at
 * a time would leave them there). A card-owned token (a Golem) waits for
 * its own placement (hook point SLOT_TOKEN). */
void fit_resources_at_once(game_state *g, unsigned players, int first) {
    int np = g->num_players;
    for (int k = np - 1; k >= 0; k--) {
        int p = (first + k) % np;
        if (!(players >> p & 1u)) continue;
        for (int s = RES_SLOTS - 1; s >= open_res_slots(&g->pl[p]); s--)
            if (g->pl[p].res[s] == RES_CARD_TOKEN) cards_slot_token_covered(g, p, s);
            else if (g->pl[p].res[s] != RES_EMPTY) lift_covered(g, p, s);
    }
    settle(g);
}

bool rearrange_resources(game_state *g, int p) {
    player_state *pl = &g->pl[p];
    int slots[RES_SLOTS + 1], n = 0;
    for (int s = 0; s < open_res_slots(pl); s++) slots[n++] = s;
    if (card_slot(g, p)) slots[n++] = CARD_RES_SLOT;
    for (int i = 0; i < n; i++) {
        int s = slots[i], c = pl->res[s];
        if (c == RES_EMPTY || c == RES_CARD_TOKEN) continue;
        pl->res[s] = RES_EMPTY;
        glog(g, "Player %d may rearrange their resources: %s leaves slot %d to be placed again", p + 1,
             resource_name(c - 1), s + 1);
        push_pending(g, p, c - 1);
        settle(g);
        return true;
    }
    return false;
}

void discard_resources_of_type(game_state *g, int p, int r) {
    player_state *pl = &g->pl[p];
    for (int s = 0; s < RES_SLOTS_MAX; s++)
        if (pl->res[s] == r + 1) {
            pl->res[s] = RES_EMPTY;
            g->res_supply[r]++;
        }
}

unsigned resource_slots_of_type(const game_state *g, int p, int r) {
    unsigned m = 0;
    for (int s = 0; s < RES_SLOTS_MAX; s++)
        if ((s < open_res_slots(&g->pl[p]) || (s == CARD_RES_SLOT && cards_res_slot(g, p))) && g->pl[p].res[s] == r + 1)
            m |= 1u << s;
    return m;
}

void return_city(game_state *g, int owner) {
    player_state *pl = &g->pl[owner];
    if (pl->cities_on_board < CITY_SLOTS) pl->cities_on_board++;
    fit_resources(g, owner);
}
