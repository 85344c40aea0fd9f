/*
 * The Magnate's Act I (ARCS-FATE03): the Setup and Objective sides of the
 * objective card.
 *
 * ARCS-F301A, Magnate Act I Setup: "Gain Merchant League (02). Flip this
 * card over."                                        -> FATE_SETUP
 *
 * ARCS-F301B, Magnate Act I Objective (starting space 10, components.md
 * §9.5):
 *   "Close Deals with Rivals: In Summit Negotiations, advance 2 each time a
 *    Rival gives you a Favor or resource, except one that you gave them
 *    during this Summit."                            -> EVENT (EVT_SUMMIT_GIFT)
 *   "Export to the Galactic Core: In Summit Negotiations, advance 2 each
 *    time you choose to discard 3 resources."        -> SUMMIT_ACTIONS
 *   "You can fulfill both objectives multiple times in one Summit!"
 *   "You can't discard resources from your Merchant League—they're frozen
 *    except for the Transfer Asset action."
 *
 * Close Deals: each item of an accepted deal in the Negotiations by which
 * a Rival gives the Magnate a resource (Transfer Asset, from a slot or from
 * a card) or a Favor (Promise Favor; Transfer Asset of a Favor) advances 2,
 * unless it matches something the Magnate gave that Rival earlier in this
 * Summit (the same resource type, or a Favor of the same owner: tokens of
 * a kind are alike, so "one that you gave them" is read by kind). The
 * Magnate's gifts are counted per Rival and kind in fate_data (2-bit
 * counters, cleared when a Summit is called; a fourth gift of one kind to
 * one Rival in one Summit is not remembered: our limit). Items are taken in
 * deal order, so a gift and a return in one deal cancel out. The Call to
 * Order's Return Favors never advances (faq.csv, Magnate Act I Objective
 * [49]: "You can only advance in Summit Negotiations").
 *
 * Export: on the Magnate's Negotiations turn, while no deal is being
 * composed, "card magnate-objective export <slots>" (a set of three
 * resource slots as a number, bit i for slot i) discards the resources of
 * those slots (the Merchant League's and the
 * Imperial Trust's are frozen and never offered) and advances 2; it counts
 * as an action of the Negotiations (the countdown restarts) and the turn
 * stays the Magnate's.
 *
 * Moves: "card magnate-objective export <n>" (n: bit i set for slot i,
 * three bits; "export 7" discards slots 0, 1 and 2).
 */
#include "cards/hooks.h"
#include "campaign/fates.h"

enum { S_EXPORT };

static void setup(game_state *g, int p, int card) {
    (void)card;
    fate_gain_card(g, p, CARD_F302);
}

const card_def card_magnate_setup = {
    .card = CARD_F301A,
    .short_name = "magnate-setup",
    .fate_setup = setup,
};

/* ---- Close Deals with Rivals: the Magnate's gifts this Summit ---- */

enum { GIFT_KINDS = NUM_RES + MAX_PLAYERS }; /* resource types, then Favors by owner */

static int gift_bit(const game_state *g, int holder, int rival, int kind) {
    int slot = (rival - holder - 1 + g->num_players) % g->num_players; /* 0..2 */
    return (slot * GIFT_KINDS + kind) * 2;
}

static uint64_t gifts(const game_state *g, int holder) {
    uint64_t v = 0;
    memcpy(&v, g->camp.fate_data[holder], sizeof v);
    return v;
}

static void set_gifts(game_state *g, int holder, uint64_t v) { memcpy(g->camp.fate_data[holder], &v, sizeof v); }

static void on_event(game_state *g, int holder, int card, const camp_event *ev) {
    if (ev->kind == EVT_SUMMIT_CALLED) {
        set_gifts(g, holder, 0);
        return;
    }
    if (ev->kind != EVT_SUMMIT_GIFT || g->camp.summit.phase != SUMMIT_NEGOTIATE) return;
    int giver = ev->a, receiver = ev->player, kind = ev->b;
    uint64_t v = gifts(g, holder);
    if (giver == holder) {
        int bit = gift_bit(g, holder, receiver, kind);
        if (((v >> bit) & 3u) < 3u) v += 1ull << bit;
        set_gifts(g, holder, v);
        return;
    }
    if (receiver != holder) return;
    int bit = gift_bit(g, holder, giver, kind);
    if ((v >> bit) & 3u) {
        set_gifts(g, holder, v - (1ull << bit));
        card_log(g, card, "Player %d gives back what Player %d gave them in this Summit: no advance.", giver + 1,
                 holder + 1);
        return;
    }
    card_log(g, card, "Close Deals with Rivals: Player %d gives Player %d %s.", giver + 1, holder + 1,
             kind < NUM_RES ? resource_name(kind) : "a Favor");
    objective_advance(g, holder, 2, card);
}

/* ---- Export to the Galactic Core ---- */

static void summit_moves(const game_state *g, int p, int card, move_list *out) {
    /* Resources only: a slot holding a Golem does not count (faq.csv Golems). */
    uint8_t res[RES_SLOTS_MAX];
    for (int i = 0; i < RES_SLOTS_MAX; i++) res[i] = (unsigned)(g->pl[p].res[i] - 1) < NUM_RES;
    for (int i = 0; i < RES_SLOTS_MAX; i++)
        for (int j = i + 1; res[i] && j < RES_SLOTS_MAX; j++)
            for (int k = j + 1; res[j] && k < RES_SLOTS_MAX; k++)
                if (res[k]) add_card_move(out, p, card, S_EXPORT, 1 << i | 1 << j | 1 << k, 0, 0);
}

static void summit_apply(game_state *g, arcs_move m) {
    int p = m.player, card = card_move_card(m);
    for (int i = 0; i < RES_SLOTS_MAX; i++) {
        if (!((m.d >> i) & 1u)) continue;
        int r = g->pl[p].res[i] - 1;
        g->pl[p].res[i] = RES_EMPTY;
        g->res_supply[r]++;
    }
    card_log(g, card, "Export to the Galactic Core: Player %d discards 3 resources.", p + 1);
    objective_advance(g, p, 2, card);
}

static const card_step STEPS[] = {[S_EXPORT] = {"export", "S", "Export to the Galactic Core: discard %1"}};

const card_def card_magnate_objective = {
    .card = CARD_F301B,
    .short_name = "magnate-objective",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .on_event = on_event,
    .events = EVENTS(EVT_SUMMIT_CALLED, EVT_SUMMIT_GIFT),
    .summit_moves = summit_moves,
    .summit_apply = summit_apply,
};
