/*
 * Warden's Levy (ARCS-F1612, lore; gained by the Warden's Act II
 * Resolution when the Warden completed the Act II objective, ARCS-F1611;
 * cards.csv):
 *   "Levy (Tax): Place 1 ship here from a Vassal's supply. This card can
 *    hold a max of 1 ship of a Vassal for each Fief where you are their
 *    Lord."                                    -> NEW_ACTION (Tax)
 *       "card wardens-levy levy" takes the action; then "card
 *       wardens-levy vassal p<q>" names the Vassal (each Rival q with a
 *       ship in their supply and fewer ships here than the Fiefs where the
 *       holder is Lord and q their Vassal: fief_vassal, Seats & Fiefs
 *       ARCS-F1609). One of q's ships leaves q's supply for this card,
 *       fresh. Not a harm: Feudal Law (ARCS-F1610) "In Act III, using the
 *       Warden's Levy card does not count as harming your Vassal" (no
 *       harm event). Ships kept here when a Fief is lost stay (the limit
 *       is checked as a ship is placed: our reading).
 *   "When attacking in battle, ships on this card must take hits first.
 *    Return ships here that are destroyed - they are not taken as
 *    Trophies."                                -> BUILDING_PIECE
 *       attack_card_ships / attack_card_ship_hit (lib/rules/battle.c
 *       hit_targets): while the holder attacks, the self-hits and the
 *       intercept hits go to the ships here before any other attacking
 *       piece (faq.csv, Warden's Levy: "The ships on the card take hits
 *       for self-hit damage (flame icons and intercept)"; a Railgun's hit
 *       does not). A fresh ship hit is damaged (it stays here damaged:
 *       nothing repairs it, our reading); a damaged ship hit is destroyed
 *       and returns to its owner's supply, no Trophy for anyone.
 * The ships here are this card's data (per owner: fresh in the low
 * nibble, damaged in the high one; public), counted out of the owners'
 * pieces (card_data_def ships_out).
 */
#include "campaign/fates.h"
#include "cards/card_data.h"
#include "cards/hooks.h"
#include "seats.h"

enum { S_LEVY, S_VASSAL };

typedef struct levy_data {
    uint8_t ships[MAX_PLAYERS]; /* fresh | damaged << 4 */
} levy_data;
#define LEVY(g) CARD_DATA(g, levy_data, card_data_place(CARD_F1612))

static int levy_fresh(const game_state *g, int q) { return LEVY(g)->ships[q] & 0x0F; }
static int levy_damaged(const game_state *g, int q) { return LEVY(g)->ships[q] >> 4; }

/* Fiefs where p is Lord and q their Vassal. */
static int fiefs_over(const game_state *g, int p, int q) {
    int n = 0;
    for (int k = 0; k < SEATS; k++) n += seat_lord(g, k) == p && fief_vassal(g, q, k);
    return n;
}

/* The Vassals p may levy a ship from (bit per player). */
static unsigned levy_vassals(const game_state *g, int p) {
    unsigned m = 0;
    for (int q = 0; q < g->num_players; q++)
        if (q != p && g->pl[q].ships_supply > 0 && levy_fresh(g, q) + levy_damaged(g, q) < fiefs_over(g, p, q))
            m |= 1u << q;
    return m;
}

static bool possible(const game_state *g, int p, int spent_slot) {
    (void)spent_slot;
    return is_campaign(g) && levy_vassals(g, p);
}

static void begin(game_state *g, int p, int card) {
    card_log(g, card, "Player %d takes the Levy action.", p + 1);
    push_card_frame(g, FR_CARD, p, card, S_VASSAL);
}

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    card_moves_for_bits(out, f->player, f->card, S_VASSAL, levy_vassals(g, f->player));
}

static void apply(game_state *g, arcs_move m) {
    int card = top_frame(g)->card, p = m.player, q = m.d;
    pop_frame(g);
    g->pl[q].ships_supply--;
    LEVY(g)->ships[q]++;
    card_log(g, card, "Player %d levies a ship of their Vassal Player %d onto Warden's Levy.", p + 1, q + 1);
}

static bool frame_ok(const game_state *g, const frame *f) {
    return f->kind == FR_CARD && f->step == S_VASSAL && card_frame_only(f, 0) && levy_vassals(g, f->player);
}

/* ---- battle ---- */

static unsigned attack_card_ships(const game_state *g, int p, int card) {
    (void)p, (void)card;
    unsigned fresh = 0, damaged = 0;
    for (int q = 0; q < g->num_players; q++) fresh += (unsigned)levy_fresh(g, q), damaged += (unsigned)levy_damaged(g, q);
    return fresh | damaged << 8;
}

/* The first owner (in turn order from the attacker's left) with a ship of
 * the kind hit: the ships here are alike but for their owners, and the
 * hit's target is the kind (our reading: the owner follows turn order). */
static void attack_card_ship_hit(game_state *g, int p, int card, bool damaged) {
    for (int k = 1; k <= g->num_players; k++) {
        int q = (p + k) % g->num_players;
        if (damaged ? !levy_damaged(g, q) : !levy_fresh(g, q)) continue;
        if (damaged) {
            LEVY(g)->ships[q] = (uint8_t)(LEVY(g)->ships[q] - 0x10);
            g->pl[q].ships_supply++;
            card_log(g, card, "Player %d's damaged ship on Warden's Levy is destroyed: it returns to their supply, "
                     "no Trophy.", q + 1);
            ships_destroyed_event(g, q, 1);
        } else {
            LEVY(g)->ships[q] = (uint8_t)(LEVY(g)->ships[q] - 1 + 0x10);
            card_log(g, card, "Player %d's ship on Warden's Levy takes the hit: it is damaged.", q + 1);
        }
        return;
    }
}

/* ---- the data ---- */

static bool levy_invariants(const game_state *g, char *why, size_t cap) {
    for (int q = 0; q < MAX_PLAYERS; q++)
        if ((q >= g->num_players && LEVY(g)->ships[q]) || levy_fresh(g, q) + levy_damaged(g, q) > NUM_CLUSTERS)
            CARD_DATA_FAIL("Warden's Levy holds %#x ships of player %d", LEVY(g)->ships[q], q);
    return true;
}

static int levy_ships_out(const game_state *g, int q) { return levy_fresh(g, q) + levy_damaged(g, q); }

static const card_data_def LEVY_DATA = {
    .size = sizeof(levy_data),
    .invariants = levy_invariants,
    .ships_out = levy_ships_out,
};

static const card_step STEPS[] = {
    [S_LEVY] = {"levy", "U", NULL},
    [S_VASSAL] = {"vassal", "p", "levy a ship of %1"},
};

static const card_new_action NEW_ACTIONS[] = {{ARCS_ACT_TAX, S_LEVY, possible, begin}};

const card_def card_wardens_levy = {
    .card = CARD_F1612,
    .short_name = "wardens-levy",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = NEW_ACTIONS,
    .n_new_actions = ARRAY_LEN(NEW_ACTIONS),
    .enumerate = enumerate,
    .apply = apply,
    .frame_ok = frame_ok,
    .data = &LEVY_DATA,
    .attack_card_ships = attack_card_ships,
    .attack_card_ship_hit = attack_card_ship_hit,
};
