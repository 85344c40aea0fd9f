/*
 * Call to Action (ARCS-F1206, Vox; the Pirate's): in the Court deck when
 * the Pirate failed Act II (ARCS-F1204: "Add ... Call to Action (06) ...
 * to the Court deck"); scrapped when the Pirate completed it.
 *
 *   "Crisis: The player with the most resources takes the When Secured
 *    action."                                                 -> CRISIS
 *   Resources: in resource slots and on the cards the player holds (the
 *   Pirate Hoard's too: "Counting", card_res_held). A tie for the most goes
 *   to the first of them in turn order from the initiative holder (our
 *   reading, as Blight Looms'); nobody with a resource: nothing happens.
 *   "When Secured: Draw 1 action card from the bottom of the action discard
 *    pile. Discard Call to Action."                     -> WHEN_SECURED
 *   The base card's (ARCS-BC31, lib/cards/base/call_to_action.c: its
 *   When Secured is this one's); secured, the card is in the Court discard
 *   pile already; by the Crisis it leaves the row for the discard pile.
 */
#include "campaign/campaign.h"
#include "campaign/fates.h"
#include "cards/hooks.h"

static int resources_of(const game_state *g, int p) {
    int n = card_res_held(g, p, (1u << NUM_RES) - 1);
    for (int r = 0; r < NUM_RES; r++) n += resources_held(&g->pl[p], r);
    return n;
}

extern const card_def card_call_to_action; /* ARCS-BC31 */

static void draw_bottom(game_state *g, int p, int card) { card_call_to_action.when_secured(g, p, card); }

static void crisis(game_state *g, int card, int pos) {
    int best = -1, most = 0;
    for (int i = 0; i < g->num_players; i++) {
        int p = (g->initiative + i) % g->num_players, n = resources_of(g, p);
        if (n > most) best = p, most = n;
    }
    if (best < 0) {
        card_log(g, card, "nobody has a resource.");
        return;
    }
    card_log(g, card, "Player %d has the most resources (%d).", best + 1, most);
    draw_bottom(g, best, card);
    if (g->court_row[pos] == card) court_discard_from_row(g, pos);
    else if (attach_remove(g, card)) court_discard(g, card); /* attached to the card at pos */
}

const card_def card_pirate_call_to_action = {
    .card = CARD_F1206,
    .short_name = "pirate-call-to-action",
    .when_secured = draw_bottom,
    .crisis = crisis,
};
