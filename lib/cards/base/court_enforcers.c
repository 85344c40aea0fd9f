/*
 * Court Enforcers (BC14).
 *
 *   "Abduct (Battle): Capture all Rival agents from a card in the Court that
 *    has fewer Rival agents than your total Weapon icons from resources and
 *    cards."                                      -> NEW_ACTION (Battle)
 *   "Prelude: You may discard this to place 3 ships in a system you control."
 *                                                 -> PRELUDE_MOVES
 *
 * Abduct replaces a Battle taken with an action pip (Aggression, or any suit
 * after a Weapon was spent: Base rulebook, "New Actions" sidebar) or with a
 * Psionic when the lead card is Aggression. It is offered when some Court
 * card holds at least one Rival agent (capturing none would be no action)
 * and fewer in all than the Weapon icons. Battle modifiers do not apply.
 *
 * Moves: "card court-enforcers abduct pip|slot-N", "card court-enforcers capture-from <place>".
 */
#include "cards/hooks.h"

enum { S_ABDUCT, S_CARD };

static int rival_agents(const game_state *g, int p, int pos) {
    int n = 0;
    for (int q = 0; q < g->num_players; q++)
        if (q != p) n += g->court_agents[pos][q];
    return n;
}

static bool target(const game_state *g, int p, int pos, int weapons) {
    if (g->court_row[pos] == NO_COURT_CARD) return false;
    int n = rival_agents(g, p, pos);
    return n > 0 && n < weapons;
}

static bool abduct_possible(const game_state *g, int p, int spent_slot) {
    /* A Weapon spent to take it (as another type) no longer counts. */
    int w = weapon_icons(g, p) - (spent_slot >= 0 && g->pl[p].res[spent_slot] == 1 + ARCS_WEAPON);
    for (int pos = 0; pos < g->court_row_len; pos++)
        if (target(g, p, pos, w)) return true;
    return false;
}

static void abduct_begin(game_state *g, int p, int card) { push_card_frame(g, FR_CARD, p, card, S_CARD); }

static void enumerate(const game_state *g, const frame *f, move_list *out) {
    int w = weapon_icons(g, f->player);
    for (int pos = 0; pos < g->court_row_len; pos++)
        if (target(g, f->player, pos, w)) add_card_move(out, f->player, f->card, S_CARD, pos, 0, 0);
}

static void apply(game_state *g, arcs_move m) {
    int p = m.player, pos = m.d, card = top_frame(g)->card;
    pop_frame(g);
    int n = 0;
    for (int q = 0; q < g->num_players && q < MAX_PLAYERS; q++) {
        if (q == p) continue;
        int k = g->court_agents[pos][q];
        n += k;
        g->pl[p].captives[q] = (uint8_t)(g->pl[p].captives[q] + k);
        g->court_agents[pos][q] = 0;
        if (k) campaign_event(g, EVT_AGENTS_CAPTURED, p, q, k);
    }
    card_log(g, card, "Player %d abducts %d Rival agent(s) from %s.", p + 1, n, card_table[g->court_row[pos]].name);
}

static const card_step STEPS[] = {[S_ABDUCT] = {"abduct", "U"}, [S_CARD] = {"capture-from", "n"}};
static const card_new_action ABDUCT = {ARCS_ACT_BATTLE, S_ABDUCT, abduct_possible, abduct_begin};

const card_def card_court_enforcers = {
    .card = CARD_BC14,
    .short_name = "court-enforcers",
    .steps = STEPS,
    .nsteps = ARRAY_LEN(STEPS),
    .new_actions = &ABDUCT,
    .n_new_actions = 1,
    .prelude_moves = three_ships_moves,
    .enumerate = enumerate,
    .apply = apply,
};
