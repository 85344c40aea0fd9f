/*
 * Book of Liberation (ARCS-F204, lore; gained by the Founder's Act I
 * Resolution when completed; in the holder's play area).
 *
 *   "You cannot harm Free buildings."                          -> HARM
 *   The holder cannot choose the Free States as the defender in battle
 *   (Campaign rules, "Harm": choosing as defender).
 *
 *   "You may build Free buildings, except in Empire-controlled systems."
 *                                                              -> BUILD
 *   Besides the Loyal ones, a Build may place a Free city or Free
 *   starport where the holder could build a Loyal one (an empty building
 *   slot of a planet where they have a Loyal piece: Base rulebook,
 *   "Build"), not in an Empire-controlled system; placed damaged where
 *   someone else controls the system, as any building ("Control"). The
 *   Free buildings come from the Free supply (a proxy when it is empty:
 *   Campaign rules, "The Free States"), never the holder's.
 *
 *   "When you build a Free building on a planet, clear your Outrage of its
 *    type."  The planet's resource type: its Outrage mark leaves the
 *   holder's board (the agent covering it returns to the supply).
 *
 * Moves (Build): "card book-of-liberation city <system>",
 * "card book-of-liberation starport <system>".
 */
#include "campaign/fates.h"
#include "cards/hooks.h"

enum { S_CITY, S_STARPORT };

static bool forbids_harm(const game_state *g, int p, int owner, int sys) {
    (void)g, (void)p, (void)sys;
    return owner == OWNER_FREE;
}

static bool first_empty(const game_state *g, int sys, int *slot) {
    for (int i = 0; i < planet_slots(sys) && i < SLOTS_PER_SYSTEM; i++)
        if (!(g->sys[sys].bld[i] & BLD_OCCUPIED)) {
            *slot = i;
            return true;
        }
    return false;
}

static int build_moves(const game_state *g, int p, int card, move_list *out) {
    int n = 0, slot;
    for (int s = 0; s < NUM_SYSTEMS; s++) {
        if (sys_is_gate(s) || !sys_in_play(g, s) || !first_empty(g, s, &slot)) continue;
        if (!loyal_map_piece(g, p, s) || controller(g, s) == OWNER_EMPIRE) continue;
        if (!out) return 1;
        add_card_move(out, p, card, S_CITY, s, 0, 0);
        add_card_move(out, p, card, S_STARPORT, s, 0, 0);
        n += 2;
    }
    return n;
}

static void build_apply(game_state *g, arcs_move m) {
    int p = m.player, s = m.d, card = card_move_card(m), slot = 0;
    bool starport = m.c == S_STARPORT;
    if (!first_empty(g, s, &slot)) return;
    int c = controller(g, s);
    bool damaged = c != NO_PLAYER && !player_controls(g, p, s);
    g->sys[s].bld[slot] = BLD_MAKE(OWNER_FREE, starport, damaged);
    char name[16];
    card_log(g, card, "Player %d builds a %sFree %s at %s.", p + 1, damaged ? "damaged " : "",
             starport ? "starport" : "city", system_name(s, name));
    /* "When you build a Free building on a planet, clear your Outrage of its type." */
    player_state *pl = &g->pl[p];
    int r = planet_type(s);
    if (r >= 0 && ((pl->outrage >> r) & 1u)) {
        if (!((pl->outrage_placeholder >> r) & 1u)) pl->agents_supply++;
        pl->outrage &= (uint8_t)~(1u << r);
        pl->outrage_placeholder &= (uint8_t)~(1u << r);
        card_log(g, card, "Player %d clears their %s Outrage.", p + 1, resource_name(r));
    }
}

static const card_step STEPS[] = {
    [S_CITY] = {"city", "s", "build a Free city at %1"},
    [S_STARPORT] = {"starport", "s", "build a Free starport at %1"},
};

const card_def card_book_of_liberation = {
    .card = CARD_F204,
    .short_name = "book-of-liberation",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .build_moves = build_moves,
    .build_apply = build_apply,
    .forbids_harm = forbids_harm,
};
